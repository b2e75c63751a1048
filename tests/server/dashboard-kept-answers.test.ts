import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Evaluation } from '../../contract/evaluation';
import { evaluations } from '../../server/db/schema/grading';
import { practiceSessions } from '../../server/db/schema/practice';
import { users } from '../../server/db/schema/users';
import { bearer, createSiblingApp, seededApp, signUp, type TestApp } from '../support/test-app';

/**
 * The dashboard's answers are kept per learner and data version (issue 21 item 6): two instances of
 * the server on one database (as two processes behind a load balancer) must each answer what a
 * fresh computation answers after every kind of change, whichever instance, or something outside
 * the server, made it: a session completed and graded, a score changed, a session deleted, a note
 * marked through the other instance, and a new Seoul day with no write at all.
 */
const library = loadCases();
const picked = library.filter((_, k) => k % 9 === 0).slice(0, 12);
const HOUR = 3_600_000;
// Thursday 2026-03-05 23:30 in Seoul: half an hour before the next day.
const NOW = new Date('2026-03-05T23:30:00+09:00');

let t: TestApp;
let sibling: FastifyInstance;
let token: string;
let userId: string;
let credentials: { email: string; password: string };

function evaluation(score: number): Evaluation {
  return {
    overallScore: score,
    sectionScores: [{ section: '병력청취', achieved: 1, total: 2, rate: score, weight: 25 }],
  } as unknown as Evaluation;
}

/** A completed session ended `hoursAgo` before the clock, graded when `score` is a number. */
async function completed(scenarioId: string, hoursAgo: number, score: number | null) {
  const end = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  const [row] = await t.database.db
    .insert(practiceSessions)
    .values({
      userId,
      scenarioId,
      status: 'completed',
      overallScore: score,
      startedAt: new Date(end.getTime() - 12 * 60_000),
      completedAt: end,
    })
    .returning({ id: practiceSessions.id });
  if (score !== null)
    await t.database.db.insert(evaluations).values({
      sessionId: row!.id,
      overallScore: score,
      result: evaluation(score),
      grader: 'embedded',
      createdAt: end,
    });
  return row!.id;
}

beforeAll(async () => {
  ({ t } = await seededApp(library));
  t.clock.set(NOW);
  sibling = await createSiblingApp(t);
  const learner = await signUp(t.app);
  token = learner.accessToken;
  userId = learner.user.userId;
  credentials = { email: learner.email, password: learner.password };
  for (let i = 0; i < 8; i += 1) await completed(picked[i]!.id, 3 + i * 20, i === 3 ? null : 60 + i * 4);
});
afterAll(async () => {
  await sibling?.close();
  await t?.close();
});

const answer = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

/** Both calls on both instances, each equal to the service's answer made afresh. */
async function expectFresh() {
  const summary = JSON.parse(JSON.stringify({ data: await t.app.services.dashboard.summary(userId) }));
  const stats = JSON.parse(JSON.stringify({ data: await t.app.services.dashboard.userStats(userId) }));
  for (const app of [t.app, sibling]) {
    expect(await answer(app, '/dashboard/summary')).toEqual(summary);
    expect(await answer(app, '/users/me/stats')).toEqual(stats);
  }
  return { summary: summary.data, stats: stats.data };
}

describe('kept dashboard answers', () => {
  it('answers as a fresh computation, and keeps one answer per version', async () => {
    const before = await expectFresh();
    expect(before.stats.completedCases.count).toBe(8);
    // Asked again with nothing written: the same kept answer (one summary, one statistics).
    await answer(t.app, '/dashboard/summary');
    await answer(t.app, '/users/me/stats');
    expect(t.app.services.dashboard.keptAnswers.answers).toBe(2);
  });

  it('sends the kept answer compressed when asked, the same JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/summary',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(
      await answer(sibling, '/dashboard/summary'),
    );
  });

  it('sees a note marked through the other instance', async () => {
    // Scored 80 (no reminder of its own), marked: a reminder among the three low-scored cases.
    const scenarioId = picked[5]!.id;
    const before = await expectFresh();
    const reminded = (s: typeof before.summary) =>
      s.incorrectNoteReminders.map((r: { scenarioId: string }) => r.scenarioId);
    expect(reminded(before.summary)).not.toContain(scenarioId);
    const patch = await sibling.inject({
      method: 'PATCH',
      url: `/api/v1/my-notes/incorrect-notes/${scenarioId}/status`,
      payload: { hasNote: true },
      headers: bearer(token),
    });
    expect(patch.statusCode).toBe(200);
    expect(reminded((await expectFresh()).summary)).toContain(scenarioId);
  });

  it('sees a session completed and graded by another process', async () => {
    await expectFresh();
    const id = await completed(picked[8]!.id, 1, 41);
    const after = await expectFresh();
    expect(after.stats.completedCases.count).toBe(9);
    expect(after.summary.recentCases[0].practiceSessionId).toBe(id);
    expect(after.summary.incorrectNoteReminders.map((r: { scenarioId: string }) => r.scenarioId)).toContain(
      picked[8]!.id,
    );
  });

  it('sees a grading arrive for a session already counted, and a score changed', async () => {
    const [ungraded] = await t.database.db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(sql`${practiceSessions.userId} = ${userId} and ${practiceSessions.overallScore} is null`);
    const before = await expectFresh();
    // As the grading queue writes it: the evaluation, then the session's score.
    await t.database.db.insert(evaluations).values({
      sessionId: ungraded!.id,
      overallScore: 97,
      result: evaluation(97),
      grader: 'embedded',
      createdAt: t.clock.now(),
    });
    await t.database.db
      .update(practiceSessions)
      .set({ overallScore: 97 })
      .where(eq(practiceSessions.id, ungraded!.id));
    const graded = await expectFresh();
    expect(graded.stats.overallAverageScore).not.toBe(before.stats.overallAverageScore);
    await t.database.db
      .update(evaluations)
      .set({ result: evaluation(20) })
      .where(eq(evaluations.sessionId, ungraded!.id));
    await t.database.db
      .update(practiceSessions)
      .set({ overallScore: 20 })
      .where(eq(practiceSessions.id, ungraded!.id));
    expect((await expectFresh()).stats.overallAverageScore).toBeLessThan(graded.stats.overallAverageScore);
  });

  it('sees a session deleted', async () => {
    const before = await expectFresh();
    await t.database.db.execute(
      sql`delete from practice_sessions where user_id = ${userId} and scenario_id = ${picked[0]!.id}`,
    );
    const after = await expectFresh();
    expect(after.stats.completedCases.count).toBe(before.stats.completedCases.count - 1);
  });

  it('moves today into yesterday at midnight in Seoul with nothing written', async () => {
    const before = await expectFresh();
    expect(before.summary.learningPerformance.today.completedCases).toBeGreaterThan(0);
    t.clock.set(new Date(NOW.getTime() + HOUR));
    // Signed in again: the access token has expired an hour later.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
    token = login.json().accessToken;
    const after = await expectFresh();
    expect(after.summary.learningPerformance.today.completedCases).toBe(0);
    expect(after.summary.learningPerformance.today.delta.vsPrevPeriodCases).toBe(
      -before.summary.learningPerformance.today.completedCases,
    );
    // The statistics do not depend on the day: the same answer as before midnight.
    expect(after.stats).toEqual(before.stats);
  });

  it('keeps each learner apart, and forgets a deleted learner’s version', async () => {
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/stats',
      headers: bearer(other.accessToken),
    });
    expect(res.json().data.completedCases.count).toBe(0);
    expect((await expectFresh()).stats.completedCases.count).toBeGreaterThan(0);
    const versions = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from learner_data_versions where user_id = ${userId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await versions()).toBe(1);
    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await versions()).toBe(0);
  });
});
