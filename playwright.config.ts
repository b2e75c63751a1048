import { existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { oauthProviderEnv } from './tests/support/oauth-provider';
import { E2E_ADMIN } from './tests/e2e/admin-account';
import { appPortFor, E2E_MAIL_FROM, fixtureAddresses } from './tests/e2e/fixture-addresses';

/**
 * Browser tests against the real thing: `npm start` (built PWA + API) with a fresh embedded
 * database, talking to a real SMTP server and a real OAuth 2.0 server that the first web server
 * (tests/e2e/fixtures-server.ts) starts; the tests read the mails from it. Debian's Chromium is
 * used when installed (CI installs it, with its headless shell), otherwise Playwright's own browser.
 *
 * Workers run spec files side by side (E2E_WORKERS, default one per four cores), each against an
 * app server and database of its own: worker N's server listens on appPortFor(N) and is its `baseURL`. Playwright
 * evaluates this file again in every worker with TEST_PARALLEL_INDEX set, which is how a worker
 * finds its server. The PWA is built once, by the first server (`npm start` builds when the sources
 * changed); the others start after it with SKIP_BUILD=1 and serve the same dist/.
 * E2E_PORT (default 3123) lets several checkouts run their browser tests side by side; the
 * stand-ins listen on the ports just above it (tests/e2e/fixture-addresses.ts).
 * Screenshots for humans are written only with SCREENSHOTS=1 (tests/e2e/support.ts); a failing
 * test always keeps its screenshot and trace.
 */
// One worker by default (one per four cores; E2E_WORKERS overrides). On 2 cores two workers (each a
// Chromium and an app server) starve each other: tried again on 2026-12-06 with today's lighter pages,
// the signed-in accessibility sweep took 3.1 min instead of 45 s and 28 tests took 5 min of the
// stage on an otherwise idle machine (a quarter of the cores sits idle with one worker, but a
// second Chromium costs more than that quarter); figures in bench/RESULTS.md.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(cpus().length / 4))));
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const urlOf = (index: number) => `http://127.0.0.1:${appPortFor(index)}`;
// Debian's Chromium. Its old headless shell (package chromium-headless-shell: the same Chromium
// build without the desktop browser's layers) when installed, else the browser in its new headless
// mode: the same ten case-practice tests took 117 s of CPU with the shell against 162-178 s with
// /usr/bin/chromium (cgroup CPU accounting, 2026-12-05), and the specs that need a real browser's
// features (service worker, install prompt, Web Audio, wake lock, speech stubs, axe) pass on both.
// E2E_CHROMIUM names another binary (E2E_CHROMIUM=/usr/bin/chromium runs the suite in the browser).
const systemChromium =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const runId = Date.now();

/**
 * With TEST_DATABASE_URL (as `.ci/run` sets it) each app server gets a fresh database of its own on
 * that PostgreSQL server, as a deployment with DATABASE_URL has; without it, the embedded PGlite in
 * its DATA_DIR, as `npm start` has by default. PGlite runs the database in WebAssembly on the app
 * server's own thread: the account and mock-exam-results specs took 194 s of CPU with PGlite
 * and 183 s with PostgreSQL, its backends included (2026-12-05). The server suites run on both.
 */
function databaseFor(port: number): { prepare: string; url?: string } {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { prepare: '' };
  const name = `cpx_e2e_${port}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { prepare: `node_modules/.bin/tsx tests/e2e/fresh-database.ts ${name} && `, url: url.toString() };
}

function appServer(index: number) {
  const port = appPortFor(index);
  const baseURL = urlOf(index);
  /** The app's log, for a human looking into a failure; no test reads it. */
  const serverLog = join(tmpdir(), `cpx-e2e-${port}.log`);
  const database = databaseFor(port);
  return {
    command: `${database.prepare}npm start > '${serverLog}'`,
    url: `${baseURL}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: join(tmpdir(), `cpx-e2e-${runId}-${index}`),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      PUBLIC_URL: baseURL,
      // Servers start one after another: the first builds the PWA if needed, the rest reuse it.
      ...(index > 0 ? { SKIP_BUILD: '1' } : {}),
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
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // The picture-taking specs exist for a human to look over the screens; they run on request
  // (SCREENSHOTS=1, which also writes the pictures), not in every `npm test`.
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/*screenshots.spec.ts'],
  outputDir: 'test-results',
  // Files run in parallel, the tests of one file in order (several share a learner or a story).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // A bound for a test that hangs, not a speed target: the longest tests take 30-40 s on an idle
  // 2-core machine and twice that on a busy one (figures in bench/RESULTS.md).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : [['list']],
  use: {
    baseURL: urlOf(workerIndex),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failing test keeps its trace (DOM snapshots, network, console) but not the screencast: the
    // screencast of every test cost about a quarter of the stage's time on 2 cores (7 tests:
    // 72 s → 55 s, 2026-11-29); the failure screenshot is still taken.
    // In CI (a clean clone that is thrown away) a trace could never be opened: only the printed
    // error survives, so none is recorded there.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (about 120 files) in every new browser context;
    // tests that need it (offline, install, update) say so with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // The browser asks for less motion, as a learner can: spinners and skeletons stop looping and
    // Mantine's transitions end at once (theme.ts, global.css), so Chromium does not paint 60
    // frames a second while a test waits for a state.
    reducedMotion: 'reduce',
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
    ...Array.from({ length: WORKERS }, (_, index) => appServer(index)),
  ],
});
