import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { users } from '../db/schema/users';

/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: make an account an admin
 * or a learner again. The account's sessions end so the new role takes effect at once.
 */
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}
const database = await prepareDatabase(loadConfig());
try {
  const updated = await database.db
    .update(users)
    .set({
      role: command === 'grant' ? 'ADMIN' : 'USER',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ email: users.email, role: users.role });
  if (updated.length === 0) {
    console.error(`No account with e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${updated[0]!.email} is now ${updated[0]!.role}.`);
  }
} finally {
  await database.close();
}
