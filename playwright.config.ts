import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/admin-account';

/**
 * Browser tests against the real thing: `npm start` (built PWA + API) on port 3123 with a fresh
 * embedded database per run. Debian's Chromium is used when installed (CI installs it), otherwise
 * Playwright's own browser.
 */
/** E2E_PORT lets several checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${PORT}`;
const systemChromium = '/usr/bin/chromium';
/**
 * The server's log. Without SMTP the mailer logs each mail's link (at info level) there, and the
 * account tests read password-reset links from it (tests/e2e/mail-log.ts); the outbox table cannot
 * be read from outside while the server runs: PGlite keeps recent writes in memory until it closes.
 * Kept in the environment so the test workers, which load this file again, get the same path.
 */
const serverLog = (process.env.CPX_E2E_SERVER_LOG ??= join(tmpdir(), `cpx-e2e-${Date.now()}.log`));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: existsSync(systemChromium)
      ? {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  webServer: {
    command: `npm start > '${serverLog}'`,
    url: `${baseURL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `cpx-e2e-${Date.now()}`),
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'info',
      // Every spec registers its own learners from one address.
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
