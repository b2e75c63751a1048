import { createServer } from 'node:http';
import { startOAuthProvider } from '../support/oauth-provider';
import { startSmtpSink } from '../support/smtp-sink';
import { fixtureAddresses } from './fixture-addresses';

/**
 * The browser suite's outside world, started by playwright.config.ts before the app (its first
 * webServer): a real SMTP server the app sends its mails to (SMTP_URL), the OAuth 2.0 server the
 * app's naver, google and kakao settings point at, and a small HTTP endpoint for the tests:
 *
 *   GET /health          200 once everything listens (Playwright waits for it)
 *   GET /mails?to=ADDR   the mails received for ADDR, oldest first, as JSON
 *
 * Which user the OAuth server signs in is chosen per browser context (see oauth-provider.ts),
 * so nothing here holds per-test state but the inbox.
 */
const smtp = await startSmtpSink({ port: fixtureAddresses.smtpPort });
const oauth = await startOAuthProvider({ port: fixtureAddresses.oauthPort });

/** The bare addresses of a To header ("이름 <a@b.kr>, c@d.kr"), lower-cased. */
const addressesOf = (header: string) =>
  (header.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((address) => address.toLowerCase());

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', fixtureAddresses.controlBase);
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/health') return answer(200, { ok: true });
  if (request.method === 'GET' && url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    if (!to) return answer(400, { error: 'to is required' });
    return answer(
      200,
      smtp.inbox.filter((mail) => addressesOf(mail.to).includes(to)),
    );
  }
  return answer(404, { error: 'not found' });
});
await new Promise<void>((resolve) => control.listen(fixtureAddresses.controlPort, '127.0.0.1', resolve));
console.log(
  `e2e fixtures: SMTP ${fixtureAddresses.smtpUrl}, OAuth ${oauth.base}, mails ${fixtureAddresses.controlBase}/mails`,
);

async function stop() {
  control.close();
  await Promise.allSettled([smtp.close(), oauth.stop()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
