import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * Mails of the e2e server, which runs without SMTP: its mailer keeps them in the outbox table and
 * logs "[mail outbox] to {address}: {subject} — {link}" (pino JSON, one object per line) into the
 * log file playwright.config.ts redirects the server's output to.
 */
function mailLines(): string[] {
  const file = process.env.CPX_E2E_SERVER_LOG;
  if (!file) throw new Error('CPX_E2E_SERVER_LOG is not set: run the tests through playwright.config.ts');
  if (!existsSync(file)) return [];
  const messages: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('[mail outbox]')) continue;
    try {
      const { msg } = JSON.parse(line) as { msg?: unknown };
      if (typeof msg === 'string') messages.push(msg);
    } catch {
      // Not a log object (a build message, say).
    }
  }
  return messages;
}

/** Subjects of the mails sent to `email` so far, oldest first. */
export function mailedSubjects(email: string): string[] {
  const prefix = `[mail outbox] to ${email}: `;
  return mailLines()
    .filter((message) => message.startsWith(prefix))
    .map((message) => message.slice(prefix.length).split(' — ')[0]!);
}

/** The newest link to `path` mailed to `email`, waiting a little for the log line to land. */
export async function latestMailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const prefix = `[mail outbox] to ${email}:`;
        const links = mailLines()
          .filter((message) => message.startsWith(prefix))
          .map((message) => message.match(/https?:\/\/\S+/)?.[0])
          .filter((found): found is string => found !== undefined && new URL(found).pathname === path);
        link = links.at(-1);
        return link;
      },
      { message: `a mail to ${email} with a link to ${path}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}
