import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { table, writeSection } from './results';
import { bootServer, root, stop } from './server';

/**
 * First visit to the landing page and to /login as a phone would make it (390×844, fresh profile,
 * no cache): requests the page itself makes until the network is quiet, bytes on the wire (all,
 * and JS+CSS alone), the same counts when its first heading showed (usable; bytes of responses
 * finished by then), and the browser's own LCP and CLS. BENCH_LANDING_PORT sets the server's port. Needs a build (`npm run build`); the
 * service worker's precaching after load is not counted (it is not the page's first screen).
 * With LIGHTHOUSE=1 the npm `lighthouse` package (if installed; LIGHTHOUSE_BIN names its binary
 * elsewhere) also scores both pages.
 */
const systemChromium = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface Visit {
  /** Requests and JS+CSS bytes by the time the first heading is on screen (the page is usable). */
  requestsAtHeading: number;
  scriptAndStyleAtHeading: number;
  requests: number;
  bytes: number;
  scriptAndStyle: number;
  fonts: number;
  fcp: number;
  lcp: number;
  cls: number;
  /** The page's main thread, in CPU time (not wall time, which other processes' load stretches). */
  cpu: MainThreadCpu;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface MainThreadCpu {
  /** CPU ms of every task of the renderer's main thread, navigation to quiet. */
  total: number;
  /** Of those, the tasks that started after the first contentful paint. */
  afterFcp: number;
  /** The longest task after it, CPU ms. */
  longestAfterFcp: number;
  /**
   * Total blocking time as a phone 4x slower would see these tasks (Lighthouse's mobile CPU
   * slowdown): the sum over tasks after the first contentful paint of 4 × CPU − 50 ms, where
   * positive. A steadier estimate than Lighthouse's own TBT on a loaded machine, which takes wall
   * times.
   */
  blockingAt4x: number;
}

/**
 * The main thread's CPU in a Chrome trace (thread time, `tdur`, of its tasks). Tasks that run a
 * script with no address (the test driver's own evaluations) are left out.
 */
export function mainThreadCpu(events: TraceEvent[]): MainThreadCpu {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask')
      .sort((a, b) => a.ts - b.ts);
  const busyFor = (tasks: TraceEvent[]) => tasks.reduce((total, task) => total + (task.dur ?? 0), 0);
  const busiest = mains
    .map((thread) => ({ thread, tasks: tasksOf(thread) }))
    .sort((a, b) => busyFor(b.tasks) - busyFor(a.tasks))[0];
  if (!busiest) return { total: NaN, afterFcp: NaN, longestAfterFcp: NaN, blockingAt4x: NaN };
  const driver = events.filter(
    (e) =>
      e.pid === busiest.thread.pid &&
      e.tid === busiest.thread.tid &&
      e.name === 'EvaluateScript' &&
      !e.args?.data?.url,
  );
  const tasks = busiest.tasks.filter(
    (task) => !driver.some((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0)),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === busiest.thread.pid);
  const after = tasks.filter((task) => !fcp || task.ts >= fcp.ts);
  const cpu = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
  const sum = (xs: TraceEvent[]) => xs.reduce((total, task) => total + cpu(task), 0);
  return {
    total: sum(tasks),
    afterFcp: sum(after),
    longestAfterFcp: Math.max(0, ...after.map(cpu)),
    blockingAt4x: after.reduce((total, task) => total + Math.max(0, 4 * cpu(task) - 50), 0),
  };
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let requests = 0;
  let bytes = 0;
  let scriptAndStyle = 0;
  let fonts = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests += 1;
    urls.set(e.requestId, e.request.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    // BENCH_LANDING_DEBUG=1 lists every response: size on the wire, type, address.
    if (process.env.BENCH_LANDING_DEBUG)
      console.log(e.encodedDataLength, types.get(e.requestId), urls.get(e.requestId));
    const type = types.get(e.requestId);
    if (type === 'Script' || type === 'Stylesheet') scriptAndStyle += e.encodedDataLength;
    if (type === 'Font') fonts += e.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __usable: number };
    w.__lcp = 0;
    w.__cls = 0;
    // Usable: the app's own heading is in #root and no prerendered snapshot (which takes no input,
    // src/lib/prerendered.ts) is left. Observed at the end of the task that made it so.
    w.__usable = Number.NaN;
    // (No named function here: tsx would wrap it in a helper the page does not have.)
    new MutationObserver(() => {
      if (!Number.isNaN(w.__usable) || document.getElementById('prerendered')) return;
      if (document.querySelector('#root h1, #root h2')) w.__usable = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  // Counted from the response on, not after the load event: what the page fetched by the time its
  // first heading is on screen, drawn by the app (a prerendered snapshot, which takes no input,
  // handed over: src/lib/prerendered.ts), is what it needed to be usable.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __usable: number }).__usable),
    undefined,
    {
      timeout: 120_000,
    },
  );
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // What was requested before that moment (the page's resource timings: every request starts one),
  // the document included; JS+CSS bytes as transferred.
  const { requestsAtHeading, scriptAndStyleAtHeading } = await page.evaluate(() => {
    const at = (window as unknown as { __usable: number }).__usable;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime < at,
    );
    return {
      requestsAtHeading: before.length + 1,
      scriptAndStyleAtHeading: before
        .filter((entry) => /\.(?:js|css)(?:\?|$)/.test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  });
  // LCP is final once the page is hidden or interacted with; reading it after idle is close enough.
  const { lcp, cls, fcp } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { lcp: w.__lcp, cls: w.__cls, fcp: paint?.startTime ?? NaN };
  });
  await context.close();
  return {
    requestsAtHeading,
    scriptAndStyleAtHeading,
    requests,
    bytes,
    scriptAndStyle,
    fonts,
    fcp,
    lcp,
    cls,
    cpu: mainThreadCpu(trace.traceEvents),
  };
}

async function lighthouse(url: string): Promise<string | null> {
  if (process.env.LIGHTHOUSE !== '1') return null;
  // Not a dependency of the project (it brings Sentry and OpenTelemetry along): installed in the
  // checkout's node_modules, or anywhere else named by LIGHTHOUSE_BIN.
  const bin = process.env.LIGHTHOUSE_BIN ?? path.join(root, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) return 'lighthouse not installed';
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(
    bin,
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: systemChromium }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(out) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const a = report.audits;
  return `score ${Math.round(report.categories.performance.score * 100)}, LCP ${(a['largest-contentful-paint']!.numericValue / 1000).toFixed(1)} s, TBT ${a['total-blocking-time']!.numericValue.toFixed(0)} ms, CLS ${a['cumulative-layout-shift']!.numericValue.toFixed(3)}`;
}

export async function benchLanding(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.log('bench:landing skipped: no build (run `npm run build` first)');
    return;
  }
  const server = await bootServer(Number(process.env.BENCH_LANDING_PORT ?? 4331), {
    SKIP_BUILD: '1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cpx-landing-')),
    DATABASE_URL: '',
  });
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: (string | number)[][] = [];
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  try {
    for (const pathname of ['/', '/login']) {
      const visits: Visit[] = [];
      for (let i = 0; i < RUNS; i += 1) visits.push(await visit(browser, `${server.url}${pathname}`));
      const pick = (f: (v: Visit) => number) => median(visits.map(f));
      const ms = (n: number) => `${n.toFixed(0)} ms`;
      rows.push([
        `First visit to ${pathname}, phone, no cache (median of ${RUNS})`,
        `${pick((v) => v.requests)} requests, ${kib(pick((v) => v.bytes))} transferred (JS+CSS ${kib(pick((v) => v.scriptAndStyle))}, fonts ${kib(pick((v) => v.fonts))}); usable (the app's heading shown) after ${pick((v) => v.requestsAtHeading)} requests, JS+CSS ${kib(pick((v) => v.scriptAndStyleAtHeading))}; FCP ${pick((v) => v.fcp).toFixed(0)} ms, LCP ${pick((v) => v.lcp).toFixed(0)} ms, CLS ${pick((v) => v.cls).toFixed(3)} (loopback, no throttling)`,
      ]);
      rows.push([
        `Main thread of the first visit to ${pathname}, CPU time (median of ${RUNS})`,
        `${ms(pick((v) => v.cpu.total))} in all, ${ms(pick((v) => v.cpu.afterFcp))} after FCP, longest task after FCP ${ms(pick((v) => v.cpu.longestAfterFcp))}; blocking time at 4x CPU (tasks after FCP, 4 × CPU − 50 ms) ${ms(pick((v) => v.cpu.blockingAt4x))}`,
      ]);
      const scored = await lighthouse(`${server.url}${pathname}`);
      if (scored) rows.push([`Lighthouse mobile on ${pathname} (Debian Chromium)`, scored]);
    }
  } finally {
    await browser.close();
    await stop(server.child);
  }
  const body = `${table(['Measure', 'Result'], rows)}\n\nServed by \`npm start\` (PGlite) on loopback; bytes are what crossed the wire (compressed). Load average at the end: ${os.loadavg()[0]!.toFixed(1)}.`;
  writeSection(
    process.env.BENCH_ROOT ? 'landing-baseline' : 'landing',
    process.env.BENCH_ROOT
      ? 'First visit: before (baseline checkout)'
      : 'First visit: landing page and /login',
    body,
  );
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLanding();
