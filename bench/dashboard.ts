import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Case } from '../content/schema';
import { gradeEncounter } from '../engine/grader/grade';
import type { prepareDatabase as PrepareDatabase } from '../server/boot';
import type { loadConfig as LoadConfig } from '../server/config';
import type { AuthService as AuthServiceClass } from '../server/services/auth-service';
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
 * The dashboard's calls (GET /dashboard/summary and GET /users/me/stats, the two the dashboard
 * screen makes) for a learner with 200 completed, graded sessions over 140 cases of every system,
 * with 10 connections, on PGlite and on PostgreSQL (issue 21 item 6: at least 150 and 400 req/s).
 *
 * The learner is seeded into the database before the server starts, with the measured checkout's
 * own migrations and seeding (BENCH_ROOT=/path/to/other/checkout measures that checkout, into its
 * own section: the "before" figures): sessions spread over the last 90 days (a few today, some
 * longer than the 60-minute cap), each graded by the embedded grader on a transcript of its own
 * (so scores and section rates vary) with the evaluation stored as the grading queue stores it,
 * and 10 cases marked in the 오답노트. Then `analyze`, as the server's housekeeping does.
 */
const SESSIONS = 200;
const CASES = 140;
const CONNECTIONS = 10;
const CALLS = ['/dashboard/summary', '/users/me/stats'];
const EMAIL = 'dashboard-bench@example.com';
const PASSWORD = 'bench-password-1';

/** What learners ask, in the order an encounter goes; session i asks a share of them. */
const LINES = [
  '안녕하세요, 의대생 김민준입니다. 환자분 성함과 나이 확인해도 될까요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 그러셨어요?',
  '갑자기 시작됐나요, 서서히 시작됐나요?',
  '어느 부위가 아프세요? 다른 데로 퍼지나요?',
  '얼마나 아프세요? 0부터 10까지로 말씀해 주세요.',
  '계속 그러세요, 아니면 좋아졌다 나빠졌다 하세요?',
  '같이 나타나는 증상은 없으세요? 열이나 구역, 구토는요?',
  '어떻게 하면 더 심해지거나 나아지나요?',
  '전에도 이런 적 있으세요?',
  '최근에 다치신 적 있으세요?',
  '앓고 있는 병이나 수술 받으신 적 있으세요?',
  '드시는 약 있으세요?',
  '술이나 담배는 하세요? 직업은 어떻게 되세요?',
  '가족 중에 비슷한 병을 앓은 분 있으세요?',
  '마지막 월경은 언제였어요?',
  '(활력징후를 확인한다)',
  '진찰을 해도 될까요? (복부를 시진, 청진, 타진, 촉진한다)',
  '(압통과 반발압통을 확인한다)',
  '지금까지 말씀하신 걸 정리해 보면, 어제부터 아프셨던 거죠?',
  '검사 결과를 보고 원인을 확인한 뒤 치료 방법을 말씀드릴게요.',
  '많이 힘드셨겠어요. 궁금한 점 있으세요?',
];

interface Modules {
  prepareDatabase: typeof PrepareDatabase;
  loadConfig: typeof LoadConfig;
  AuthService: typeof AuthServiceClass;
}

/** The measured checkout's seeding code (this checkout's, or BENCH_ROOT's). */
async function modules(): Promise<Modules> {
  const [boot, config, auth] = await Promise.all([
    import(path.join(root, 'server/boot.ts')),
    import(path.join(root, 'server/config.ts')),
    import(path.join(root, 'server/services/auth-service.ts')),
  ]);
  return {
    prepareDatabase: boot.prepareDatabase,
    loadConfig: config.loadConfig,
    AuthService: auth.AuthService,
  };
}

export async function seed(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const m = await modules();
  const config = m.loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const database = await m.prepareDatabase(config);
  try {
    const clock = { now: () => new Date() };
    const user = await new m.AuthService(database.db, config, clock as never).register({
      fullName: '대시보드 벤치',
      nickname: 'dashboard',
      email: EMAIL,
      password: PASSWORD,
    });
    type Rows<T> = { rows: T[] };
    const library = (
      (await database.db.execute(
        sql`select id, body from cases where retired_at is null order by sort_order`,
      )) as unknown as Rows<{ id: string; body: Case }>
    ).rows;
    // Cases evenly spaced over the library (sorted by system), so every system and most
    // presentations are touched; 60 of them twice.
    const picked = library.filter((_, k) => k % Math.floor(library.length / CASES) === 0).slice(0, CASES);
    const now = Date.now();
    let graded = 0;
    for (let i = 0; i < SESSIONS; i += 1) {
      const scenario = picked[i % picked.length]!;
      // Newest first: three today, then about one every 11 hours back over 90 days.
      const completedAt = new Date(now - (i < 3 ? i * 40 * 60_000 : i * 10.8 * 3_600_000));
      const minutes = i % 25 === 7 ? 95 : 6 + ((i * 7) % 18);
      const startedAt = new Date(completedAt.getTime() - minutes * 60_000);
      const asked = LINES.filter((_, k) => (k * 5 + i) % (2 + (i % 4)) !== 0);
      const messages = asked.map((content, k) => ({ id: `m${k}`, sender: 'user' as const, content }));
      const evaluation = {
        ...gradeEncounter({ caseData: scenario.body, messages, mode: 'strict' }),
        grader: 'embedded',
        gradedAt: completedAt.toISOString(),
      };
      const [row] = (
        (await database.db.execute(sql`
          insert into practice_sessions (user_id, scenario_id, status, practice_memo, overall_score, started_at, completed_at)
          values (${user.userId}::uuid, ${scenario.id}, 'completed', ${`메모 ${i + 1}`}, ${evaluation.overallScore},
                  ${startedAt.toISOString()}::timestamptz, ${completedAt.toISOString()}::timestamptz)
          returning id`)) as unknown as Rows<{ id: string }>
      ).rows;
      await database.db.execute(sql`
        insert into evaluations (session_id, overall_score, result, grader, created_at)
        values (${row!.id}::uuid, ${evaluation.overallScore}, ${JSON.stringify(evaluation)}::jsonb, 'embedded',
                ${completedAt.toISOString()}::timestamptz)`);
      graded += 1;
    }
    for (const scenario of picked.slice(0, 10)) {
      await database.db.execute(sql`
        insert into case_notes (user_id, scenario_id, has_note, user_memo, updated_at)
        values (${user.userId}::uuid, ${scenario.id}, true, '다시 볼 것', now())`);
    }
    await database.db.execute(sql`analyze`);
    return { graded, cases: picked.length, userId: user.userId as string };
  } finally {
    await database.close();
  }
}

async function measure(
  kind: string,
  server: { url: string; pid: number },
  duration: number,
  seeded: { graded: number; cases: number },
) {
  const { url } = server;
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const rows: (string | number)[][] = [];
  for (const call of CALLS) {
    const first = await fetch(`${url}/api/v1${call}`, { headers });
    if (!first.ok) throw new Error(`${call} answered ${first.status}`);
    const bytes = Buffer.byteLength(await first.text());
    const cpuBefore = cpuSeconds(server.pid);
    const r = await run({ url: `${url}/api/v1${call}`, headers, connections: CONNECTIONS, duration });
    // CPU the server process spent per answer (on PGlite that includes the database): far less
    // sensitive than req/s to other work on the machine.
    const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
    rows.push([
      `GET ${call}, ${kind} (${seeded.graded} graded sessions over ${seeded.cases} cases), ${CONNECTIONS} connections`,
      `${r.requests.average.toFixed(1)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}; server process CPU ${cpuMs.toFixed(2)} ms an answer; answer ${(bytes / 1024).toFixed(1)} KiB`,
    ]);
  }
  return rows;
}

export async function benchDashboard(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: (string | number)[][] = [];
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', SKIP_BUILD: '1' };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-dashboard-'));
  const seededPglite = await seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const pglite = await bootServer(4331, { ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    rows.push(
      ...(await measure('PGlite', { url: pglite.url, pid: pglite.child.pid! }, duration, seededPglite)),
    );
  } finally {
    await stop(pglite.child);
  }

  const pgUrl = await freshPostgresDatabase();
  if (pgUrl) {
    try {
      const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-dashboard-'));
      const seeded = await seed({ DATA_DIR: pgDataDir, DATABASE_URL: pgUrl });
      const server = await bootServer(4332, { ...env, DATA_DIR: pgDataDir, DATABASE_URL: pgUrl });
      try {
        rows.push(
          ...(await measure('PostgreSQL', { url: server.url, pid: server.child.pid! }, duration, seeded)),
        );
      } finally {
        await stop(server.child);
      }
    } finally {
      await dropPostgresDatabase(pgUrl);
    }
  } else rows.push(['GET /dashboard/summary, PostgreSQL', 'skipped: no PostgreSQL']);

  const baseline = process.env.BENCH_ROOT;
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
  const body = `${table(['Measure', 'Result'], rows)}\n\nCheckout measured: ${baseline ? `${baseline} at ` : ''}${commit}. Duration per load run: ${duration} s. Load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} (2 cores shared with other work: compare runs made side by side).`;
  writeSection(
    baseline ? 'dashboard-baseline' : 'dashboard',
    baseline
      ? 'Dashboard, 200 graded sessions: before (baseline checkout)'
      : 'Dashboard, 200 graded sessions',
    body,
  );
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboard();
