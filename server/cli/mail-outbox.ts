import { desc } from 'drizzle-orm';
import { prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema/accounts';

/** `npm run mail:outbox [-- N]`: print the N most recent mails (default 10), newest first. */
const limit = Math.min(100, Math.max(1, Number(process.argv[2] ?? 10) || 10));
const database = await prepareDatabase(loadConfig());
try {
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const row of rows) {
    const status =
      row.transport === 'outbox'
        ? 'kept in outbox'
        : row.sentAt
          ? 'sent by SMTP'
          : row.gaveUpAt
            ? `SMTP gave up after ${row.attempts} attempts: ${row.error}`
            : `queued for SMTP (${row.attempts} attempts so far${row.error ? `, last: ${row.error}` : ''})`;
    console.log(
      `── ${row.createdAt.toISOString()} · ${status}\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${row.text}\n`,
    );
  }
} finally {
  await database.close();
}
