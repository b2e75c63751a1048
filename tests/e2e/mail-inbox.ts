import { expect } from '@playwright/test';
import type { ReceivedMail } from '../support/smtp-sink';
import { fixtureAddresses } from './fixture-addresses';

/**
 * The mails the app sent over SMTP to the suite's SMTP server (fixtures-server.ts), read from its
 * HTTP endpoint.
 */
export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${fixtureAddresses.controlBase}/mails?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail endpoint answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the `count`-th mail to `email` whose subject contains `subject`; answers it. */
export async function waitForMail(email: string, subject: string, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).filter((mail) => mail.subject.includes(subject));
        return found.length;
      },
      { message: `mail ${count} to ${email} about "${subject}"` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1]!;
}

/** The one link in a mail's text to `path` on the app (the HTML button carries the same). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).filter((link) => new URL(link).pathname === path);
  expect(links, `one link to ${path} in "${mail.subject}"`).toHaveLength(1);
  return links[0]!;
}
