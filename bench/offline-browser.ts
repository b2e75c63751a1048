/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { storageKeys } from '../contract/auth';
import { QUESTIONS } from './encounter-packs';
import { table, writeSection } from './results';

/**
 * The offline side of the PWA, measured in Chromium (Debian's /usr/bin/chromium when present)
 * against the real app served by `npm start` on loopback:
 *
 * (a) the whole case library into IndexedDB: from the moment the list page sends
 *     GET /api/v1/cases?limit=1000 (resource timing) until all rows are in the 'cases' table
 *     (an IndexedDB count, read every 5 ms in the page). Each run is a new browser profile, so the
 *     app also installs its service worker meanwhile, as on a learner's first visit.
 * (b) a cold start offline: after one online visit, a new tab opened with the network off, from
 *     navigation start until the case list shows its first card (a MutationObserver in the page).
 *     Everything comes from the service worker's precache and IndexedDB.
 * (c) the patient answering on the device (issue 18): cases whose briefing was opened online (so
 *     their encounter pack is stored) are started offline in new tabs and asked the 40 questions of
 *     encounter-packs.ts; each turn is timed in the page from the Enter keydown in the message box
 *     until the patient's new bubble shows its first words (a MutationObserver). The first turn of
 *     a tab also loads the engine chunk from the worker's cache and builds the case's engine, so it
 *     is reported apart from the others.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4331;
const base = `http://127.0.0.1:${PORT}`;
const LIBRARY_RUNS = Number(process.env.BENCH_LIBRARY_RUNS ?? 5);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10);
/** One tab per case, each started offline on the device. */
const DEVICE_CASES = [
  'acute-appendicitis',
  'acute-cholecystitis',
  'acute-pancreatitis',
  'acute-pericarditis',
];
const systemChromium = '/usr/bin/chromium';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function waitHealthy(child: ChildProcess): Promise<void> {
  // `npm start` may build the PWA first.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy in time');
}

interface Session {
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

async function newLearner(): Promise<Session> {
  const email = `bench-offline-${Date.now().toString(36)}@example.com`;
  const password = 'bench-offline-1';
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: '오프라인 측정', nickname: 'bench', email, password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return (await login.json()) as Session;
}

/** A browser profile already signed in as `session` (what the login page would have stored). */
async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  // tsx keeps function names with a `__name` helper, which the page does not have.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(
    ({ keys, session }) => {
      if (localStorage.getItem(keys.accessToken)) return;
      localStorage.setItem(keys.accessToken, session.accessToken);
      localStorage.setItem(keys.refreshToken, session.refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: storageKeys, session },
  );
  return context;
}

/** (a) One first visit of /cases: request start → response end → all rows stored. */
async function timeLibraryLoad(browser: Browser, session: Session, expected: number) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await page.goto('/cases');
  const result = await page.evaluate(async (expected) => {
    const count = () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('cases')) {
            database.close();
            resolve(0);
            return;
          }
          const request = database.transaction('cases', 'readonly').objectStore('cases').count();
          request.onsuccess = () => {
            database.close();
            resolve(request.result);
          };
          request.onerror = () => {
            database.close();
            resolve(0);
          };
        };
      });
    const deadline = performance.now() + 60_000;
    while ((await count()) < expected) {
      if (performance.now() > deadline) throw new Error('the library never reached IndexedDB');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const stored = performance.now();
    const entry = performance
      .getEntriesByType('resource')
      .find((item) => /\/api\/v1\/cases\?/.test(item.name)) as PerformanceResourceTiming | undefined;
    if (!entry) throw new Error('no resource timing for GET /api/v1/cases');
    return {
      total: stored - entry.startTime,
      network: entry.responseEnd - entry.startTime,
      store: stored - entry.responseEnd,
      bytes: entry.encodedBodySize,
    };
  }, expected);
  await context.close();
  return result;
}

/** (b) New tabs opened offline after one online visit: navigation start → first case card. */
async function timeColdStarts(browser: Browser, session: Session, runs: number): Promise<number[]> {
  const context = await signedInContext(browser, session);
  const visit = await context.newPage();
  await visit.goto('/cases');
  await visit.getByTestId('case-card').first().waitFor();
  await visit.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
  });
  // Fonts are cached as they are first used: let the visit finish fetching them.
  await visit.evaluate(() => document.fonts.ready);
  await visit.close();

  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="case-card"]')) {
        (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto('/cases');
    await page.getByTestId('case-card').first().waitFor();
    times.push(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt));
    await page.close();
  }
  await context.close();
  return times;
}

/** Resolves once the page's service worker is active (it has precached the app). */
async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
  });
}

/** Whether the device holds the case's encounter pack (the briefing fetches it). */
function packStored(page: Page, scenarioId: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('encounterPacks')) {
            database.close();
            resolve(false);
            return;
          }
          const request = database
            .transaction('encounterPacks', 'readonly')
            .objectStore('encounterPacks')
            .get(key);
          request.onsuccess = () => {
            database.close();
            resolve(request.result !== undefined);
          };
          request.onerror = () => {
            database.close();
            resolve(false);
          };
        };
      }),
    scenarioId,
  );
}

/** (c) Enter → the patient's first words, answered on the device with the network off. */
async function timeDeviceReplies(browser: Browser, session: Session) {
  const context = await signedInContext(browser, session);
  const visit = await context.newPage();
  await visit.goto('/cases');
  await visit.getByTestId('case-card').first().waitFor();
  await workerActivated(visit);
  for (const scenarioId of DEVICE_CASES) {
    await visit.goto(`/cases/practice/${scenarioId}`);
    await visit.getByTestId('door-card').waitFor();
    const deadline = Date.now() + 30_000;
    while (!(await packStored(visit, scenarioId))) {
      if (Date.now() > deadline) throw new Error(`no encounter pack for ${scenarioId}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await visit.close();

  await context.addInitScript(() => {
    const state = window as unknown as { turnTimes: number[]; asked: { at: number; count: number } | null };
    state.turnTimes = [];
    state.asked = null;
    const replies = () => document.querySelectorAll('[data-testid="chat-ai"] [data-chat-text]');
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
        if (!(event.target instanceof HTMLTextAreaElement)) return;
        state.asked = { at: performance.now(), count: replies().length };
      },
      true,
    );
    new MutationObserver(() => {
      const asked = state.asked;
      if (!asked) return;
      const all = replies();
      const latest = all[all.length - 1];
      if (all.length > asked.count && (latest?.textContent ?? '').trim() !== '') {
        state.turnTimes.push(performance.now() - asked.at);
        state.asked = null;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await context.setOffline(true);
  const first: number[] = [];
  const rest: number[] = [];
  for (const scenarioId of DEVICE_CASES) {
    const page = await context.newPage();
    await page.goto(`/cases/practice/${scenarioId}`);
    await page.getByRole('button', { name: '실습 시작' }).click();
    await page.waitForURL(/\/during\/[0-9a-f-]{36}$/);
    const input = page.getByLabel('환자에게 보낼 메시지');
    for (const [index, question] of QUESTIONS.entries()) {
      await input.fill(question);
      await input.press('Enter');
      await page.waitForFunction(
        (n) => (window as unknown as { turnTimes: number[] }).turnTimes.length >= n,
        index + 1,
      );
    }
    const times = await page.evaluate(() => (window as unknown as { turnTimes: number[] }).turnTimes);
    first.push(times[0] ?? NaN);
    rest.push(...times.slice(1));
    await page.close();
  }
  await context.close();
  return { first, rest };
}

export async function benchOffline(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-offline-bench-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/cli/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const browserVersion = browser.version();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const rows: (string | number)[][] = [];
  try {
    await waitHealthy(child);
    const session = await newLearner();
    const list = await fetch(`${base}/api/v1/cases?limit=1000`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const expected = ((await list.json()) as { data: unknown[] }).data.length;

    const loads = [];
    for (let run = 0; run < LIBRARY_RUNS; run += 1)
      loads.push(await timeLibraryLoad(browser, session, expected));
    const total = loads.map((load) => load.total);
    const network = loads.map((load) => load.network);
    const store = loads.map((load) => load.store);
    rows.push([
      `(a) Whole library (${expected} cases, ${((loads[0]?.bytes ?? 0) / 1024).toFixed(0)} KiB transferred) into IndexedDB: request → rows stored, median of ${LIBRARY_RUNS} first visits`,
      `${ms(median(total))} (${range(total)})`,
    ]);
    rows.push(['   of which request → response received', `${ms(median(network))} (${range(network)})`]);
    rows.push([
      '   of which response → rows stored (parse, contract check, Dexie bulkPut)',
      `${ms(median(store))} (${range(store)})`,
    ]);

    const cold = await timeColdStarts(browser, session, COLD_RUNS);
    rows.push([
      `(b) Cold start offline, new tab → first case card (service-worker cache + IndexedDB), median of ${COLD_RUNS}`,
      `${ms(median(cold))} (${range(cold)})`,
    ]);

    const device = await timeDeviceReplies(browser, session);
    const p = (xs: number[], q: number) => `${percentile(xs, q).toFixed(1)} ms`;
    rows.push([
      `(c) Enter → the patient's first words, answered on the device offline: ${device.rest.length} turns (${DEVICE_CASES.length} cases × ${QUESTIONS.length - 1}, the first of each tab aside), p50 / p99 / max`,
      `${p(device.rest, 50)} / ${p(device.rest, 99)} / ${p(device.rest, 100)}`,
    ]);
    rows.push([
      `   first turn of a new tab (engine chunk from the worker's cache, the case's engine built), ${DEVICE_CASES.length} tabs: median (range)`,
      `${ms(median(device.first))} (${range(device.first)})`,
    ]);
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const body = `${table(['Measure', 'Result'], rows)}

Chromium ${browserVersion} headless, 390×844, against \`npm start\` (PGlite) on loopback; a new browser profile per run in (a), one profile and a new tab per run in (b), one profile and a new tab per case in (c), the network off (Playwright's setOffline) in (b) and (c). Ranges are min–max. The machine's 2 cores are shared by the server, the browser and the service worker's precaching, which runs during (a); load average when this run started: ${loadAtStart.toFixed(1)}.`;
  writeSection(
    'offline',
    'Offline: case library into IndexedDB, cold start from the cache, the patient answering on the device',
    body,
  );
  console.log(table(['Measure', 'Result'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOffline();
