import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { table, writeSection } from './results';
import {
  bootServer,
  cpuSeconds,
  dropPostgresDatabase,
  freshPostgresDatabase,
  root,
  run,
  stop,
} from './server';

/**
 * Issue 21 item 4: the embedded database never blocks the event loop. The same server bundle, run
 * as `npm start` runs it, on PGlite in the server's thread (PGLITE_THREAD=main, the old way), on
 * PGlite in its worker (the default) and on PostgreSQL, one after another in alternating rounds:
 * - GET /users/me, 50 connections: requests per second, latency, and the server's CPU time per
 *   request (all its threads; firmer than the wall figures on a shared machine);
 * - a burst of 50 connections on /users/me while one client each calls GET /health (no database:
 *   the event loop's own answer time) and GET /users/me/stats (the database): those two endpoints'
 *   p99, beside their p99 alone just before (one client each, no burst).
 */
const credentials = {
  fullName: '벤치',
  nickname: 'bench',
  email: 'bench-thread@example.com',
  password: 'bench-password-1',
};

async function signIn(url: string, register: boolean): Promise<string> {
  const post = (pathname: string, body: object) =>
    fetch(`${url}/api/v1${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (register) await post('/auth/register', credentials);
  const login = await post('/auth/login', { email: credentials.email, password: credentials.password });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  non2xx: number;
  healthP99: number;
  healthAloneP99: number;
  statsP99: number;
  statsAloneP99: number;
  statsMax: number;
  burstRps: number;
}

async function measure(url: string, pid: number, token: string, duration: number): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up: the first queries plan and cache.
  await run({ url: `${url}/api/v1/users/me`, headers, connections: 10, duration: 2 });
  const cpu0 = cpuSeconds(pid);
  const me = await run({ url: `${url}/api/v1/users/me`, headers, connections: 50, pipelining: 1, duration });
  const cpu = cpuSeconds(pid) - cpu0;
  const one = (pathname: string, seconds = duration) =>
    run({ url: `${url}/api/v1${pathname}`, headers, connections: 1, duration: seconds });
  // The two endpoints alone first, for their own p99 on this machine now.
  const [healthAlone, statsAlone] = await Promise.all([
    one('/health', duration / 2),
    one('/users/me/stats', duration / 2),
  ]);
  const [burst, health, stats] = await Promise.all([
    run({ url: `${url}/api/v1/users/me`, headers, connections: 50, pipelining: 1, duration }),
    one('/health'),
    one('/users/me/stats'),
  ]);
  const non2xx = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts;
  return {
    rps: me.requests.average,
    p50: me.latency.p50,
    p99: me.latency.p99,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, me.requests.total),
    non2xx: [me, burst, health, stats, healthAlone, statsAlone].reduce((n, r) => n + non2xx(r), 0),
    healthP99: health.latency.p99,
    healthAloneP99: healthAlone.latency.p99,
    statsP99: stats.latency.p99,
    statsAloneP99: statsAlone.latency.p99,
    statsMax: stats.latency.max,
    burstRps: burst.requests.average,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function benchPgliteThread(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const port = Number(process.env.BENCH_PORT ?? 4331);
  const loadBefore = os.loadavg()[0]!;
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-thread-'));
  const common = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };

  const modes: { label: string; env: Record<string, string>; registered: boolean }[] = [
    {
      label: 'PGlite, server thread (PGLITE_THREAD=main)',
      env: { DATA_DIR: pgliteDir, PGLITE_THREAD: 'main' },
      registered: false,
    },
    {
      label: 'PGlite, worker thread (default)',
      env: { DATA_DIR: pgliteDir, PGLITE_THREAD: 'worker' },
      registered: false,
    },
  ];
  const pgUrl = await freshPostgresDatabase();
  if (pgUrl) {
    modes.push({
      label: 'PostgreSQL',
      env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cpx-thread-')), DATABASE_URL: pgUrl },
      registered: false,
    });
  }
  // The two PGlite modes share one data folder: the account is registered once.
  const results = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of modes) {
      const server = await bootServer(port, { ...common, ...mode.env });
      try {
        const firstTime = mode.env.DATABASE_URL ? !mode.registered : round === 0 && mode === modes[0];
        const token = await signIn(server.url, firstTime);
        mode.registered = true;
        const figures = await measure(server.url, server.child.pid!, token, duration);
        results.set(mode.label, [...(results.get(mode.label) ?? []), figures]);
        console.log(round + 1, mode.label, JSON.stringify(figures));
      } finally {
        await stop(server.child);
      }
    }
  }
  if (pgUrl) await dropPostgresDatabase(pgUrl);

  const rows = modes.map((mode) => {
    const runs = results.get(mode.label)!;
    const each = (pick: (f: Figures) => number, digits = 0) =>
      runs.map((f) => pick(f).toFixed(digits)).join(' / ');
    return [
      mode.label,
      each((f) => f.rps),
      `${each((f) => f.p50)}; ${each((f) => f.p99)}`,
      each((f) => f.cpuMsPerRequest, 2),
      `${each((f) => f.healthAloneP99)} → ${each((f) => f.healthP99)}`,
      `${each((f) => f.statsAloneP99)} → ${each((f) => f.statsP99)} (max ${each((f) => f.statsMax)})`,
      runs.reduce((n, f) => n + f.non2xx, 0),
    ];
  });
  const pgRps = pgUrl ? median(results.get('PostgreSQL')!.map((f) => f.rps)) : NaN;
  const workerRps = median(results.get(modes[1]!.label)!.map((f) => f.rps));
  const pgCpu = pgUrl ? median(results.get('PostgreSQL')!.map((f) => f.cpuMsPerRequest)) : NaN;
  const workerCpu = median(results.get(modes[1]!.label)!.map((f) => f.cpuMsPerRequest));
  const body = `${table(
    [
      'Database',
      'GET /users/me req/s (50 conn.), each round',
      'p50; p99 ms',
      'server CPU ms / request',
      '/health p99 ms, alone → in the burst',
      '/users/me/stats p99 ms, alone → in the burst',
      'non-2xx, errors',
    ],
    rows,
  )}

On PGlite in its worker the session lookup of GET /users/me is answered from memory while nothing has been written (server/services/auth-service.ts); in the server's thread (the old way) and on PostgreSQL it is a query each time.

PGlite in its worker against PostgreSQL, medians over the rounds: ${((workerRps / pgRps) * 100).toFixed(0)} % of the requests per second, ${((workerCpu / pgCpu) * 100).toFixed(0)} % of the CPU time per request (PostgreSQL's own processes not counted: the server's only).
Rounds alternate the three servers (${rounds} rounds, ${duration} s per load run, the server bundle of ${path.basename(root)}). Load average (1 min) at the start ${loadBefore.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)} (2 shared cores; the load generator runs on them too).`;
  writeSection(
    'pglite-thread',
    'Embedded database off the event loop (issue 21 item 4, branch pglite-worker2)',
    body,
  );
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPgliteThread();
