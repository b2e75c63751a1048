import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCommand } from '../scripts/start-command';
import { table, writeSection } from './results';

/**
 * Server benchmarks, each against a real server process on loopback:
 * cold start to healthy (PGlite and PostgreSQL), login throughput, GET /users/me under load,
 * and the gzip size of the JS and CSS the PWA's first page loads.
 */
/** The checkout whose server is measured: this one, or BENCH_ROOT (e.g. main, for before/after figures). */
export const root = process.env.BENCH_ROOT
  ? path.resolve(process.env.BENCH_ROOT)
  : path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export async function waitHealthy(url: string, child: ChildProcess, limitMs = 240_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy in time');
}

let serverBuilt = false;

/**
 * Starts the server as `npm start` does (package.json's start script: scripts/start.mjs, the bundled
 * server under plain node, with the script's environment and node options), the PWA build
 * skipped; the server bundle is built before the clock starts. Answers the time and the CPU
 * seconds (the process, from /proc) until /health answers.
 */
export async function bootServer(port: number, env: Record<string, string>) {
  if (!serverBuilt) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server bundle did not build');
    serverBuilt = true;
  }
  // npm start's own command (its environment and node's options), without npm in between.
  const start = startCommand(root);
  const started = performance.now();
  const child = spawn(process.execPath, [...start.nodeArgs, start.script, ...start.args], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SKIP_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child);
  return { child, url, coldStartMs: performance.now() - started, coldStartCpuS: cpuSeconds(child.pid!) };
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process and its descendants, MiB. */
export function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  let kib = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      kib += Number(rss?.[1] ?? 0);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(current) ?? []));
  }
  return kib / 1024;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function freshPostgresDatabase(): Promise<string | null> {
  try {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `cpx_bench_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  }
}

export async function dropPostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

export function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

function bundleSizes(): { js: number; css: number; br: number; requests: number } | null {
  const index = path.join(root, 'dist/index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  let js = 0;
  let css = 0;
  let br = 0;
  for (const [, ref, kind] of refs) {
    const file = path.join(root, 'dist', ref!);
    const size = gzipSync(readFileSync(file)).length;
    // What the server sends to a browser accepting brotli: the build's .br copy when there is one.
    br += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : size;
    if (kind === 'js') js += size;
    else css += size;
  }
  return { js, css, br, requests: refs.length };
}

export async function benchServer(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  // BENCH_SERVER_PORT: the first of two ports, for runs beside others on one machine.
  const port = Number(process.env.BENCH_SERVER_PORT ?? 4301);
  const rows: (string | number)[][] = [];

  // Cold start on PGlite (fresh data folder: migrations included).
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-bench-'));
  const first = await bootServer(port, { DATA_DIR: pgliteDir, LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
  rows.push([
    'Cold start to healthy, PGlite (fresh DATA_DIR, prepared image present)',
    `${first.coldStartMs.toFixed(0)} ms (CPU ${first.coldStartCpuS.toFixed(1)} s)`,
  ]);

  // Cold start on PostgreSQL, when one answers.
  const pgUrl = await freshPostgresDatabase();
  if (pgUrl) {
    const pgServer = await bootServer(port + 1, {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cpx-bench-')),
      DATABASE_URL: pgUrl,
    });
    rows.push([
      'Cold start to healthy, PostgreSQL (fresh database)',
      `${pgServer.coldStartMs.toFixed(0)} ms (CPU ${pgServer.coldStartCpuS.toFixed(1)} s)`,
    ]);
    await stop(pgServer.child);
    await dropPostgresDatabase(pgUrl);
  } else {
    rows.push(['Cold start to healthy, PostgreSQL', 'skipped: no PostgreSQL at ' + postgresUrl]);
  }

  // Login throughput (argon2id m=19 MiB, t=2 dominates) and /users/me under load, on PGlite.
  const credentials = {
    fullName: '벤치',
    nickname: 'bench',
    email: 'bench@example.com',
    password: 'bench-password-1',
  };
  await fetch(`${first.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const login = await run({
    url: `${first.url}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    connections: 8,
    duration,
  });
  rows.push([
    'POST /auth/login (8 connections)',
    `${login.requests.average.toFixed(1)} logins/s, p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, non-2xx ${login.non2xx}`,
  ]);
  const tokens = (await (
    await fetch(`${first.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    })
  ).json()) as { accessToken: string };
  const me = await run({
    url: `${first.url}/api/v1/users/me`,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    connections: 50,
    pipelining: 1,
    duration,
  });
  rows.push([
    'GET /users/me (50 connections, no pipelining, PGlite)',
    `${me.requests.average.toFixed(0)} req/s, p50 ${me.latency.p50} ms, p99 ${me.latency.p99} ms, non-2xx ${me.non2xx}`,
  ]);
  rows.push([
    'Server memory (RSS) after the load above, PGlite',
    `${treeRssMiB(first.child.pid!).toFixed(0)} MiB`,
  ]);
  await stop(first.child);

  // Restart on the data just created: no migrations to apply, content already seeded.
  const again = await bootServer(port, { DATA_DIR: pgliteDir, LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
  rows.push([
    'Restart to healthy on existing data, PGlite',
    `${again.coldStartMs.toFixed(0)} ms (CPU ${again.coldStartCpuS.toFixed(1)} s)`,
  ]);
  await new Promise((r) => setTimeout(r, 3000));
  rows.push([
    'Server memory (RSS) idle after restart, PGlite',
    `${treeRssMiB(again.child.pid!).toFixed(0)} MiB`,
  ]);
  await stop(again.child);

  const sizes = bundleSizes();
  rows.push([
    'Initial JS / CSS, gzip (dist/index.html references)',
    sizes
      ? `${(sizes.js / 1024).toFixed(1)} KiB JS, ${(sizes.css / 1024).toFixed(1)} KiB CSS; as sent (brotli copies) ${(sizes.br / 1024).toFixed(1)} KiB in ${sizes.requests} files`
      : 'no build: run `npm run build` first',
  ]);

  writeSection(
    'server',
    'Server and bundle',
    `${table(['Measure', 'Result'], rows)}\n\nDuration per load run: ${duration} s. Load average at the end: ${os.loadavg()[0]!.toFixed(1)} (2 shared cores).`,
  );
  console.log(table(['Measure', 'Result'], rows));
}
