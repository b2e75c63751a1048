import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PASSWORD_HASH_CONCURRENCY } from '../server/services/passwords';
import { table, writeSection } from './results';

/**
 * A burst of sign-ups (issue 19): SIGNUPS concurrent POST /auth/register on a real server process
 * (embedded PGlite) with the ASVS hashing cost (argon2id, 19 MiB, t=2), while another client asks
 * for the case library every 50 ms. Hashing waits its turn (server/services/passwords.ts), so the
 * burst takes longer to clear but the other requests keep answering.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4331;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function waitHealthy(child: ChildProcess) {
  for (let i = 0; i < 3000; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not start');
}

export async function benchSignup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-signup-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT_PER_HOUR: String(SIGNUPS * 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: (string | number)[][] = [];
  try {
    await waitHealthy(child);
    // Warm up: one sign-up and one library read.
    await fetch(`${base}/cases`);
    const run = Date.now().toString(36);
    const register = async (index: number) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fullName: '부하 테스트',
          nickname: `b${run}${index}`.slice(0, 20),
          email: `burst-${run}-${index}@example.com`,
          password: 'burst-password-1',
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    };
    await register(-1);

    const others: number[] = [];
    let burstDone = false;
    const reader = (async () => {
      while (!burstDone) {
        const t0 = performance.now();
        await (await fetch(`${base}/cases`)).arrayBuffer();
        others.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: SIGNUPS }, (_, index) => register(index)));
    const seconds = (performance.now() - t0) / 1000;
    burstDone = true;
    await reader;

    const ok = results.filter((r) => r.status === 201);
    const latencies = ok.map((r) => r.ms);
    rows.push(
      [`${SIGNUPS} sign-ups at once: created`, `${ok.length} (others: ${results.length - ok.length})`],
      ['throughput', `${(ok.length / seconds).toFixed(1)} sign-ups/s (${seconds.toFixed(1)} s for all)`],
      ['sign-up latency p50 / p99', `${ms(pct(latencies, 50))} / ${ms(pct(latencies, 99))}`],
      [
        `GET /cases every 50 ms during the burst (${others.length} reads) p50 / p99 / max`,
        `${ms(pct(others, 50))} / ${ms(pct(others, 99))} / ${ms(Math.max(...others))}`,
      ],
      ['hashing at once (one per core less one)', String(PASSWORD_HASH_CONCURRENCY)],
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const body = table(['Measure', 'Result'], rows);
  writeSection('signup', 'Sign-up burst (argon2id m=19 MiB, t=2, hashing queued)', body);
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSignup();
