import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evaluation } from '../../contract/evaluation';
import { loadCases } from '../../content/load';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { practiceSessions } from '../../server/db/schema/practice';
import { evaluations, gradingJobs } from '../../server/db/schema/grading';
import { manualClock } from '../../server/lib/clock';
import { CaseLibrary } from '../../server/services/case-library';
import { GradingQueue, type GradeOutcome } from '../../server/services/grading-queue';
import { openTestDatabase } from '../support/test-app';
import { AuthService } from '../../server/services/auth-service';

/**
 * The queue's guarantees, with a grade function the test controls: jobs survive a worker that
 * dies, retry with backoff, end visibly as failed, and yield exactly one result per session even
 * with two workers (on PostgreSQL: two connection pools, as two server processes would have).
 */
let database: DatabaseHandle;
let second: DatabaseHandle;
let drop: () => Promise<void>;
let url: string | undefined;
const clock = manualClock(new Date('2026-03-02T09:00:00+09:00'));
const silent = { warn() {}, error() {} };
let userId: string;
let scenarioId: string;

const outcome = (score: number): GradeOutcome => ({
  evaluation: { overallScore: score } as Evaluation,
  grader: 'embedded',
  fallbackReason: null,
});

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
  const library = loadCases();
  await new CaseLibrary(database.db, clock).seed(library, 'v1');
  scenarioId = library[0]!.id;
  const auth = new AuthService(
    database.db,
    { jwtSecret: 'x'.repeat(40), accessTokenTtlSeconds: 900, refreshTokenTtlDays: 14 },
    clock,
  );
  userId = (
    await auth.register({
      fullName: '큐',
      nickname: 'q',
      email: `queue-${Date.now()}@example.com`,
      password: 'abcdefgh1',
    })
  ).userId;
  // A second handle to the same database: on PostgreSQL its own pool, like another process.
  second = url ? await openDatabase({ url }) : database;
});
afterAll(async () => {
  if (second && second !== database) await second.close();
  await drop?.();
});

async function newSession(): Promise<string> {
  const [row] = await database.db
    .insert(practiceSessions)
    .values({ userId, scenarioId, status: 'completed', startedAt: clock.now(), completedAt: clock.now() })
    .returning({ id: practiceSessions.id });
  return row!.id;
}

const settings = (workerId: string) => ({ workerId, leaseMs: 60_000, maxAttempts: 3, backoffMs: 5_000 });

describe('grading queue', () => {
  it('grades a queued session once and records the score on the session', async () => {
    const id = await newSession();
    const queue = new GradingQueue(database.db, clock, async () => outcome(77), settings('w1'), silent);
    await queue.enqueue(id);
    await queue.enqueue(id);
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    const [evaluation] = await database.db.select().from(evaluations).where(eq(evaluations.sessionId, id));
    expect(evaluation!.overallScore).toBe(77);
    const [session] = await database.db.select().from(practiceSessions).where(eq(practiceSessions.id, id));
    expect(session!.overallScore).toBe(77);
  });

  it('retries with backoff, then ends visibly as failed', async () => {
    const id = await newSession();
    let calls = 0;
    const queue = new GradingQueue(
      database.db,
      clock,
      async () => {
        calls += 1;
        throw new Error('grader crashed');
      },
      settings('w-fail'),
      silent,
    );
    await queue.enqueue(id);
    await queue.drain();
    expect(calls).toBe(1);
    expect((await queue.jobFor(id))!.status).toBe('queued');
    await queue.drain();
    expect(calls).toBe(1); // not due yet: backoff
    clock.advance(5_000);
    await queue.drain();
    expect(calls).toBe(2);
    clock.advance(10_000);
    await queue.drain();
    expect(calls).toBe(3);
    const job = (await queue.jobFor(id))!;
    expect(job.status).toBe('failed');
    expect(job.lastError).toBe('grader crashed');
    clock.advance(3_600_000);
    expect(await queue.drain()).toBe(0);
  });

  it('takes over a job whose worker died, and a late result of the dead worker adds nothing', async () => {
    const id = await newSession();
    let finishDead: (o: GradeOutcome) => void = () => {};
    let deadIsGrading: () => void = () => {};
    const deadStarted = new Promise<void>((resolve) => (deadIsGrading = resolve));
    const dead = new GradingQueue(
      database.db,
      clock,
      () => {
        deadIsGrading();
        return new Promise<GradeOutcome>((resolve) => (finishDead = resolve));
      },
      settings('dead'),
      silent,
    );
    await dead.enqueue(id);
    const stuck = dead.drain();
    await deadStarted; // the job is claimed and its grader runs (and never ends by itself)
    expect((await dead.jobFor(id))!.lockedBy).toBe('dead');

    const rescuer = new GradingQueue(second.db, clock, async () => outcome(81), settings('rescuer'), silent);
    expect(await rescuer.drain()).toBe(0); // lease still held
    clock.advance(60_001);
    expect(await rescuer.drain()).toBe(1);

    finishDead(outcome(12));
    await stuck;
    const rows = await database.db.select().from(evaluations).where(eq(evaluations.sessionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.overallScore).toBe(81);
  });

  it('gives exactly one result per session with two workers racing', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => newSession()));
    const graded: string[] = [];
    const grade = async (sessionId: string) => {
      graded.push(sessionId);
      // Let the other worker's queries run in between (a turn of the event loop, not a wait).
      await new Promise((resolve) => setImmediate(resolve));
      return outcome(60);
    };
    const a = new GradingQueue(database.db, clock, grade, settings('a'), silent);
    const b = new GradingQueue(second.db, clock, grade, settings('b'), silent);
    for (const id of ids) await a.enqueue(id);
    const [doneA, doneB] = await Promise.all([a.drain(), b.drain()]);
    expect(doneA + doneB).toBe(ids.length);
    expect(new Set(graded).size).toBe(ids.length);
    expect(graded).toHaveLength(ids.length);
    for (const id of ids) {
      expect(await database.db.select().from(evaluations).where(eq(evaluations.sessionId, id))).toHaveLength(
        1,
      );
    }
    const jobs = await database.db.select().from(gradingJobs);
    expect(jobs.filter((j) => ids.includes(j.sessionId)).every((j) => j.status === 'completed')).toBe(true);
  });
});
