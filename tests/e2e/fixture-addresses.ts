/**
 * Where the browser suite's stand-ins listen, next to the app's port (E2E_PORT, default 3123) so
 * checkouts running side by side (ports 10 apart) never meet: a real SMTP server (+1), the OAuth
 * 2.0 server standing in for naver, google and kakao (+2) and the HTTP endpoint the tests read
 * received mails from (+3). The app servers of workers after the first follow (+4, +5, …). Read by playwright.config.ts, fixtures-server.ts and the test helpers.
 */
export const E2E_APP_PORT = Number(process.env.E2E_PORT ?? 3123);

/**
 * The app server of one Playwright worker (its parallel index): worker 0 on E2E_PORT itself, the
 * others just above the stand-ins (E2E_PORT + 4, + 5, …). Each has its own database.
 */
export function appPortFor(parallelIndex: number): number {
  return parallelIndex === 0 ? E2E_APP_PORT : E2E_APP_PORT + 3 + parallelIndex;
}

const smtpPort = E2E_APP_PORT + 1;
const oauthPort = E2E_APP_PORT + 2;
const controlPort = E2E_APP_PORT + 3;

export const fixtureAddresses = {
  smtpPort,
  oauthPort,
  controlPort,
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  oauthBase: `http://127.0.0.1:${oauthPort}`,
  controlBase: `http://127.0.0.1:${controlPort}`,
} as const;

/** The sender the e2e app is configured with (MAIL_FROM). */
export const E2E_MAIL_SENDER = 'no-reply@e2e.cpx.test';
export const E2E_MAIL_FROM = `CPX 마스터 <${E2E_MAIL_SENDER}>`;
