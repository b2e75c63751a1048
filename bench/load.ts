import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../server/boot';
import { loadConfig } from '../server/config';
import { cases } from '../server/db/schema/cases';
import { systemClock } from '../server/lib/clock';
import { AuthService } from '../server/services/auth-service';
import { table, writeSection } from './results';

/**
 * Load on a real server process over loopback, with a learner who has 10,000 graded sessions:
 * - GET /dashboard/summary and GET /users/me/stats under load (aggregates in SQL);
 * - 100 concurrent streamed chat replies from the embedded patient: time to the first chunk and
 *   to the whole reply, over several rounds;
 * - grading throughput: 100 sessions completed at once, time until every result is in.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4311;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const SESSIONS = 10_000;
const STREAMS = 100;
const ROUNDS = 5;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function seed(dataDir: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  const database = await prepareDatabase(config);
  const auth = new AuthService(database.db, config, systemClock);
  const user = await auth.register({
    fullName: '부하 테스트',
    nickname: 'load',
    email: 'load@example.com',
    password: 'load-password-1',
  });
  const ids = (await database.db.select({ id: cases.id }).from(cases)).map((r) => r.id);
  // 10,000 completed, graded sessions over the last 180 days, spread over the library.
  await database.db.execute(sql`
    insert into practice_sessions (user_id, scenario_id, status, started_at, completed_at, overall_score)
    select ${user.userId}::uuid, library.ids[1 + (g % array_length(library.ids, 1))], 'completed',
           now() - (g % 180) * interval '1 day' - interval '20 minutes',
           now() - (g % 180) * interval '1 day' - interval '8 minutes',
           40 + (g * 37) % 61
    from generate_series(1, ${SESSIONS}) g,
         (select array_agg(id order by sort_order) as ids from cases) library`);
  await database.close();
  return ids;
}

async function waitHealthy(child: ChildProcess) {
  for (let i = 0; i < 3000; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not start');
}

function load(url: string, token: string, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: 10, duration }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
}

async function json(pathname: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${pathname}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(init.headers ?? {}),
    },
  });
  return res.json() as Promise<Record<string, unknown>>;
}

/** Sends one message and times the first chunk and the end of the stream. */
async function timedReply(sessionId: string, token: string, text: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/practice-sessions/${sessionId}/chat-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ messageContent: text }),
  });
  const reader = res.body!.getReader();
  let first = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(first) && value && new TextDecoder().decode(value).includes('"chunk"'))
      first = performance.now() - t0;
  }
  return { first, whole: performance.now() - t0 };
}

export async function benchLoad(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-load-'));
  const ids = await seed(dataDir);
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: (string | number)[][] = [];
  try {
    await waitHealthy(child);
    const token = (
      await json('/auth/login', '', {
        method: 'POST',
        body: JSON.stringify({ email: 'load@example.com', password: 'load-password-1' }),
      })
    ).accessToken as string;

    for (const pathname of ['/dashboard/summary', '/users/me/stats']) {
      const r = await load(`${base}${pathname}`, token, duration);
      rows.push([
        `GET ${pathname} (${SESSIONS.toLocaleString()} sessions, 10 connections)`,
        `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
      ]);
    }

    const sessions: string[] = [];
    for (const scenarioId of ids.slice(0, STREAMS)) {
      sessions.push(
        (await json('/practice-sessions', token, { method: 'POST', body: JSON.stringify({ scenarioId }) }))
          .practiceSessionId as string,
      );
    }
    const questions = [
      '어디가 불편해서 오셨어요?',
      '언제부터 그러셨어요?',
      '열은 없으세요?',
      '드시는 약 있으세요?',
      '(복부를 촉진한다)',
    ];
    const first: number[] = [];
    const whole: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = await Promise.all(
        sessions.map((id) => timedReply(id, token, questions[round % questions.length]!)),
      );
      for (const r of results) {
        first.push(r.first);
        whole.push(r.whole);
      }
    }
    rows.push([
      `Streamed patient reply, ${STREAMS} concurrent streams × ${ROUNDS} rounds (embedded engine, PGlite)`,
      `first chunk p50 ${ms(pct(first, 50))}, p99 ${ms(pct(first, 99))}; whole reply p50 ${ms(pct(whole, 50))}, p99 ${ms(pct(whole, 99))}`,
    ]);

    const t0 = performance.now();
    await Promise.all(
      sessions.map((id) => json(`/practice-sessions/${id}/complete`, token, { method: 'POST', body: '{}' })),
    );
    let pending = new Set(sessions);
    while (pending.size > 0) {
      await new Promise((r) => setTimeout(r, 200));
      const states = await Promise.all(
        [...pending].map(
          async (id) => [id, (await json(`/practice-sessions/${id}/feedback`, token)).status] as const,
        ),
      );
      pending = new Set(states.filter(([, s]) => s !== 'completed').map(([id]) => id));
    }
    const seconds = (performance.now() - t0) / 1000;
    rows.push([
      `Grading jobs (${STREAMS} completed at once, 6-turn sessions, embedded grader)`,
      `${(STREAMS / seconds).toFixed(1)} jobs/s (${seconds.toFixed(1)} s for all)`,
    ]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  writeSection('load', 'Load with a busy learner', table(['Measure', 'Result'], rows));
  console.log(table(['Measure', 'Result'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
