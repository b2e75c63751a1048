import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
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
 * GET /cases?limit=1000 (the whole library, as every device mirrors it) with 50 connections, on
 * PGlite and on PostgreSQL, for a learner with bookmarks and sessions; the answer's size raw and
 * compressed; and, during that burst, the p99 of another endpoint (GET /users/me, 2 connections)
 * so a busy endpoint starving the rest shows. BENCH_ROOT=/path/to/other/checkout measures that
 * checkout instead, into its own section (the "before" figures).
 */
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The bytes the server puts on the wire for one answer in an encoding, and the encoding it chose. */
function onTheWire(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function learner(url: string) {
  const credentials = {
    fullName: '벤치 학생',
    nickname: 'cases',
    email: 'cases-bench@example.com',
    password: 'bench-password-1',
  };
  const post = (pathname: string, body: unknown, token?: string) =>
    fetch(`${url}/api/v1${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/auth/register', credentials);
  const { accessToken } = (await (
    await post('/auth/login', { email: credentials.email, password: credentials.password })
  ).json()) as { accessToken: string };
  const list = (await (
    await fetch(`${url}/api/v1/cases?limit=1000`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { data: { scenarioId: string }[] };
  // Some history so the per-learner part is not empty: 20 bookmarks, 20 sessions started.
  for (const c of list.data.slice(0, 20)) {
    await post(`/cases/${c.scenarioId}/bookmark`, {}, accessToken);
    await post('/practice-sessions', { scenarioId: c.scenarioId, practiceMode: 'chat' }, accessToken);
  }
  return { token: accessToken, cases: list.data.length };
}

async function measure(
  kind: string,
  url: string,
  pid: number,
  duration: number,
): Promise<(string | number)[][]> {
  const { token, cases } = await learner(url);
  const auth = { authorization: `Bearer ${token}` };
  const raw = await (await fetch(`${url}/api/v1/cases?limit=1000`, { headers: auth })).text();
  const bytes = Buffer.byteLength(raw);
  const sent = async (encoding: string) => {
    const wire = await onTheWire(`${url}/api/v1/cases?limit=1000`, { ...auth, 'accept-encoding': encoding });
    return `${wire.encoding} ${kib(wire.bytes)}`;
  };
  const rows: (string | number)[][] = [
    [
      `GET /cases?limit=1000 answer, ${kind} (${cases} cases)`,
      `${kib(bytes)} raw (${(bytes / cases).toFixed(0)} B a case); brotli 11 ${kib(brotliCompressSync(raw).length)}, gzip 6 ${kib(gzipSync(raw).length)}; the server sends for Accept-Encoding br: ${await sent('br')}, gzip: ${await sent('gzip')}`,
    ],
  ];
  for (const encoding of ['identity', 'br']) {
    const cpuBefore = cpuSeconds(pid);
    const other = autocannon({ url: `${url}/api/v1/users/me`, headers: auth, connections: 2, duration });
    const burst = await run({
      url: `${url}/api/v1/cases?limit=1000`,
      headers: { ...auth, 'accept-encoding': encoding },
      connections: 50,
      duration,
    });
    const side = await other;
    // The server's own CPU time (every thread, so compression in zlib's pool too) for each answer
    // of the burst and the side load: a figure that other work on the machine changes far less
    // than req/s.
    const cpuMs =
      ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, burst.requests.total + side.requests.total);
    // Let requests still queued from the burst finish before the next run starts.
    await fetch(`${url}/api/v1/cases?limit=1000`, { headers: auth });
    rows.push([
      `GET /cases?limit=1000, ${kind}, 50 connections, Accept-Encoding: ${encoding}`,
      `${burst.requests.average.toFixed(1)} req/s, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms, non-2xx ${burst.non2xx}, errors ${burst.errors + burst.timeouts}; server CPU ${cpuMs.toFixed(1)} ms a request`,
    ]);
    rows.push([
      `  meanwhile GET /users/me (2 connections)`,
      `${side.requests.average.toFixed(0)} req/s, p50 ${side.latency.p50} ms, p99 ${side.latency.p99} ms`,
    ]);
  }
  return rows;
}

export async function benchCases(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: (string | number)[][] = [];
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', SKIP_BUILD: '1' };

  const pglite = await bootServer(4321, {
    ...env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cpx-cases-')),
  });
  try {
    rows.push(...(await measure('PGlite', pglite.url, pglite.child.pid!, duration)));
  } finally {
    await stop(pglite.child);
  }

  const pgUrl = await freshPostgresDatabase();
  if (pgUrl) {
    const server = await bootServer(4322, {
      ...env,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cpx-cases-')),
      DATABASE_URL: pgUrl,
    });
    try {
      rows.push(...(await measure('PostgreSQL', server.url, server.child.pid!, duration)));
    } finally {
      await stop(server.child);
      await dropPostgresDatabase(pgUrl);
    }
  } else rows.push(['GET /cases?limit=1000, PostgreSQL', 'skipped: no PostgreSQL']);

  const baseline = process.env.BENCH_ROOT;
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
  const body = `${table(['Measure', 'Result'], rows)}\n\nCheckout measured: ${baseline ? `${baseline} at ` : ''}${commit}. Duration per load run: ${duration} s. Load average at the end: ${os.loadavg()[0]!.toFixed(1)} (2 cores shared with other work: compare runs made side by side).`;
  writeSection(
    baseline ? 'cases-baseline' : 'cases',
    baseline ? 'Case list under load: before (baseline checkout)' : 'Case list under load',
    body,
  );
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCases();
