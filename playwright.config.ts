import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { oauthProviderEnv } from './tests/support/oauth-provider';
import { E2E_ADMIN } from './tests/e2e/admin-account';
import { E2E_APP_PORT, E2E_MAIL_FROM, fixtureAddresses } from './tests/e2e/fixture-addresses';

/**
 * Browser tests against the real thing: `npm start` (built PWA + API) with a fresh embedded
 * database per run, talking to a real SMTP server and a real OAuth 2.0 server that the first web
 * server (tests/e2e/fixtures-server.ts) starts; the tests read the mails from it. Debian's
 * Chromium is used when installed (CI installs it), otherwise Playwright's own browser.
 * E2E_PORT (default 3123) lets several checkouts run their browser tests side by side; the
 * stand-ins listen on the ports just above it (tests/e2e/fixture-addresses.ts).
 */
const PORT = E2E_APP_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const systemChromium = '/usr/bin/chromium';
/** The app's log, for a human looking into a failure; no test reads it. */
const serverLog = join(tmpdir(), `cpx-e2e-${PORT}.log`);

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
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/fixtures-server.ts',
      url: `${fixtureAddresses.controlBase}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
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
        // Real mail and real OAuth round trips, to the fixtures server.
        SMTP_URL: fixtureAddresses.smtpUrl,
        MAIL_FROM: E2E_MAIL_FROM,
        ...oauthProviderEnv(fixtureAddresses.oauthBase),
      },
    },
  ],
});
