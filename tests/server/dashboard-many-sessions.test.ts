import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Evaluation } from '../../contract/evaluation';
import { evaluations } from '../../server/db/schema/grading';
import { caseNotes } from '../../server/db/schema/notes';
import { practiceSessions } from '../../server/db/schema/practice';
import { apiCaller, seededApp, signUp, type TestApp } from '../support/test-app';

/**
 * The dashboard and statistics of a learner with 200 completed sessions over 140 cases (issue 21
 * item 6: one query per answer instead of nine), checked figure by figure against values computed
 * here from the rows written, with plain arithmetic and UTC+9 calendar bounds (Korea has no daylight
 * saving), not with the server's code. The rows include what the aggregates must leave out or treat
 * apart: ungraded sessions, an active one, retries of missed items, another learner's sessions,
 * sessions longer than the 60-minute cap, marked and unmarked notes, a blind session among the newest.
 */
const library = loadCases();
const picked = library.filter((_, k) => k % 3 === 0).slice(0, 140);
const KST = 9 * 3_600_000;
const HOUR = 3_600_000;
// "Now" is Wednesday 2026-03-04 15:00 in Seoul; sessions end every 5.3 hours back from it (44 days).
const NOW = new Date('2026-03-04T15:00:00+09:00');
const SECTIONS = ['병력청취', '신체진찰', '환자교육', '환자-의사관계'] as const;
/** Single-session cases whose only score is low, each a different best score. */
const LOW: Record<number, number> = { 88: 12, 97: 25, 101: 33, 110: 41, 120: 58, 131: 69 };

interface Row {
  id: string;
  scenarioId: string;
  start: Date;
  end: Date;
  score: number | null;
  blind: boolean;
  graded: Date | null;
  rates: number[];
}

let t: TestApp;
let token: string;
const counted: Row[] = [];
/** Every evaluation of the learner (retries too), for the learning tip. */
const graded: { at: Date; rates: number[] }[] = [];
const marked = new Set<string>();

function evaluation(score: number, rates: number[]): Evaluation {
  // Only what the dashboard reads matters here: the score and the section rates.
  return {
    overallScore: score,
    sectionScores: SECTIONS.map((section, k) => ({
      section,
      achieved: 1,
      total: 2,
      rate: rates[k]!,
      weight: 25,
    })),
  } as unknown as Evaluation;
}

beforeAll(async () => {
  ({ t } = await seededApp(library));
  t.clock.set(NOW);
  const learner = await signUp(t.app);
  token = learner.accessToken;
  const userId = learner.user.userId;
  const other = (await signUp(t.app)).user.userId;
  const db = t.database.db;

  for (let i = 0; i < 200; i += 1) {
    const caseIndex = i % picked.length;
    const end = new Date(NOW.getTime() - 60_000 - i * 5.3 * HOUR);
    const minutes = i % 17 === 5 ? 95 : 5 + ((i * 7) % 19) + (i % 3) / 4;
    const start = new Date(end.getTime() - minutes * 60_000);
    const ungraded = i % 13 === 0;
    const score = ungraded ? null : (LOW[caseIndex] ?? 70 + ((i * 37) % 31));
    const rates = SECTIONS.map((_, k) => 30 + ((i * (k + 3) * 11) % 70) + k / 10);
    const [row] = await db
      .insert(practiceSessions)
      .values({
        userId,
        scenarioId: picked[caseIndex]!.id,
        status: 'completed',
        overallScore: score,
        blind: i === 2,
        startedAt: start,
        completedAt: end,
      })
      .returning({ id: practiceSessions.id });
    const gradedAt = score === null ? null : new Date(end.getTime() + 30_000);
    if (score !== null) {
      await db.insert(evaluations).values({
        sessionId: row!.id,
        overallScore: score,
        result: evaluation(score, rates),
        grader: 'embedded',
        createdAt: gradedAt!,
      });
      graded.push({ at: gradedAt!, rates });
    }
    counted.push({
      id: row!.id,
      scenarioId: picked[caseIndex]!.id,
      start,
      end,
      score,
      blind: i === 2,
      graded: gradedAt,
      rates,
    });
  }

  // Left out of every figure: a retry of missed items (graded low, the newest grading: its section
  // rates still count towards the tip, as every grading of the learner does), an active session,
  // and another learner's sessions.
  const [retry] = await db
    .insert(practiceSessions)
    .values({
      userId,
      scenarioId: picked[7]!.id,
      status: 'completed',
      overallScore: 5,
      retryOfSessionId: counted[7]!.id,
      focusItemIds: ['x'],
      startedAt: new Date(NOW.getTime() - 20 * 60_000),
      completedAt: new Date(NOW.getTime() - 30_000),
    })
    .returning({ id: practiceSessions.id });
  const retryRates = [90, 90, 3, 90];
  await db.insert(evaluations).values({
    sessionId: retry!.id,
    overallScore: 5,
    result: evaluation(5, retryRates),
    grader: 'embedded',
    createdAt: new Date(NOW.getTime() - 20_000),
  });
  graded.push({ at: new Date(NOW.getTime() - 20_000), rates: retryRates });
  await db.insert(practiceSessions).values({
    userId,
    scenarioId: picked[9]!.id,
    status: 'active',
    startedAt: new Date(NOW.getTime() - 5 * 60_000),
  });
  for (let i = 0; i < 30; i += 1) {
    await db.insert(practiceSessions).values({
      userId: other,
      scenarioId: picked[i]!.id,
      status: 'completed',
      overallScore: 3,
      startedAt: new Date(NOW.getTime() - (i + 2) * HOUR),
      completedAt: new Date(NOW.getTime() - (i + 1) * HOUR),
    });
  }

  // Notes: two practised cases marked (one scored high, one never graded), one marked but never
  // practised (not a reminder), one unmarked.
  const notes = [
    { scenarioId: picked[5]!.id, hasNote: true },
    { scenarioId: picked[65]!.id, hasNote: true },
    { scenarioId: library.find((c) => !picked.includes(c))!.id, hasNote: true },
    { scenarioId: picked[6]!.id, hasNote: false },
  ];
  for (const note of notes) {
    await db.insert(caseNotes).values({ userId, ...note, updatedAt: NOW });
    if (note.hasNote) marked.add(note.scenarioId);
  }
});
afterAll(async () => {
  await t?.close();
});

const call = apiCaller(
  () => t.app,
  () => token,
);
const get = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const avg = (xs: number[]) => {
  const m = mean(xs);
  return m === null ? null : round1(m);
};
const scores = (rows: Row[]) => rows.flatMap((r) => (r.score === null ? [] : [r.score]));
const minutes = (rows: Row[]) =>
  Math.round(rows.reduce((n, r) => n + Math.min((r.end.getTime() - r.start.getTime()) / 60_000, 60), 0));
const caseOf = (id: string) => library.find((c) => c.id === id)!;
const systems = [...new Set(library.map((c) => c.primaryCategory))];
const inSystem = (p: string) => counted.filter((r) => caseOf(r.scenarioId).primaryCategory === p);
const distinctCases = (rows: Row[]) => new Set(rows.map((r) => r.scenarioId)).size;
/** The instant a Korean calendar date begins, from "YYYY-MM-DD". */
const kst = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - KST);

describe('dashboard with 200 sessions', () => {
  it('has the rows it means to test', () => {
    expect(counted).toHaveLength(200);
    expect(distinctCases(counted)).toBe(140);
    expect(counted.filter((r) => r.score === null).length).toBeGreaterThan(10);
    expect(counted.filter((r) => r.end.getTime() - r.start.getTime() > 60 * 60_000).length).toBeGreaterThan(
      5,
    );
  });

  it('answers the statistics the rows give', async () => {
    const stats = await get('/users/me/stats');
    expect(stats.totalStudyMinutes).toBe(minutes(counted));
    expect(stats.completedCases).toEqual({ count: 140, total: library.length });
    expect(stats.overallAverageScore).toBe(avg(scores(counted)));
    expect(stats.performanceByCategory).toEqual(
      systems.map((p) => {
        const total = library.filter((c) => c.primaryCategory === p).length;
        const completed = distinctCases(inSystem(p));
        return {
          category: p,
          completedCount: completed,
          totalCount: total,
          completionRate: round1((completed / total) * 100),
          averageScore: avg(scores(inSystem(p))),
        };
      }),
    );
    const trend = counted
      .filter((r) => r.score !== null)
      .sort((a, b) => b.end.getTime() - a.end.getTime())
      .slice(0, 50)
      .reverse();
    expect(stats.scoreTrend).toEqual(
      trend.map((r) => ({ practiceSessionId: r.id, completedAt: r.end.toISOString(), score: r.score })),
    );
  });

  it('answers the dashboard the rows give', async () => {
    const d = await get('/dashboard/summary');

    expect(d.stats).toEqual([
      { id: 'completed_cases', label: '완료한 증례', value: 140, unit: '개', icon: 'check' },
      { id: 'avg_score', label: '평균 점수', value: avg(scores(counted)), unit: '점', icon: 'chart' },
      { id: 'total_time', label: '총 학습 시간', value: minutes(counted), unit: '분', icon: 'clock' },
    ]);

    // Wednesday 2026-03-04 in Seoul: the week began Monday 03-02, the month 03-01.
    const between = (from: string, to: string) =>
      counted.filter((r) => r.end >= kst(from) && r.end < kst(to));
    const period = (cur: Row[], prev: Row[]) => {
      const a = avg(scores(cur));
      const b = avg(scores(prev));
      return {
        completedCases: cur.length,
        averageScore: a,
        totalTime: minutes(cur),
        delta: {
          vsPrevPeriodScore: a !== null && b !== null ? round1(a - b) : null,
          vsPrevPeriodCases: cur.length - prev.length,
        },
      };
    };
    expect(d.learningPerformance).toEqual({
      today: period(between('2026-03-04', '2026-03-05'), between('2026-03-03', '2026-03-04')),
      thisWeek: period(between('2026-03-02', '2026-03-09'), between('2026-02-23', '2026-03-02')),
      thisMonth: period(between('2026-03-01', '2026-04-01'), between('2026-02-01', '2026-03-01')),
    });
    expect(between('2026-02-01', '2026-03-01').length).toBeGreaterThan(100);

    const areas = systems.map((p) => {
      const rows = inSystem(p);
      return {
        key: p,
        primaryCategory: p,
        avgScore: avg(scores(rows)),
        coverageNumerator: distinctCases(rows),
        coverageDenominator: library.filter((c) => c.primaryCategory === p).length,
        attempts: scores(rows).length,
      };
    });
    const byScore = areas.filter((a) => a.avgScore !== null).sort((a, b) => a.avgScore! - b.avgScore!);
    const unscored = areas
      .filter((a) => a.avgScore === null)
      .sort(
        (a, b) => a.coverageNumerator / a.coverageDenominator - b.coverageNumerator / b.coverageDenominator,
      );
    expect(d.weakAreas).toEqual([...byScore, ...unscored].slice(0, 5));

    expect(d.recentCases).toEqual(
      [...counted]
        .sort((a, b) => b.end.getTime() - a.end.getTime())
        .slice(0, 5)
        .map((r) => ({
          practiceSessionId: r.id,
          title: caseOf(r.scenarioId).name,
          date: r.end.toISOString(),
          score: r.score,
          blind: r.blind,
        })),
    );
    expect(d.recentCases.some((r: { blind: boolean }) => r.blind)).toBe(true);

    // Practised cases marked in the 오답노트 or never scored 70, lowest best first, never scored last.
    const best = (id: string) => {
      const s = scores(counted.filter((r) => r.scenarioId === id));
      return s.length ? Math.max(...s) : null;
    };
    const reminders = [...new Set(counted.map((r) => r.scenarioId))]
      .map((id) => ({ id, best: best(id) }))
      .filter((c) => marked.has(c.id) || (c.best !== null && c.best < 70))
      .sort((a, b) => (a.best ?? Infinity) - (b.best ?? Infinity));
    expect(reminders.slice(0, 6).map((c) => c.best)).toEqual([12, 25, 33, 41, 58, 69]);
    expect(d.incorrectNoteReminders).toEqual(
      reminders.slice(0, 5).map(({ id, best: b }) => ({
        scenarioId: id,
        title: caseOf(id).name,
        primaryCategory: caseOf(id).primaryCategory,
        secondaryCategory: caseOf(id).secondaryCategory,
        reason: `최고 점수 ${b}점 — 70점 이상을 목표로 다시 풀어보세요.`,
        bestScore: b,
      })),
    );

    // Readiness per presentation from its unrounded average: ≥85 ready, ≥70 ok, else (or never) weak.
    expect(d.readinessByArea).toEqual(
      systems.map((p) => {
        const presentations = [
          ...new Set(library.filter((c) => c.primaryCategory === p).map((c) => c.secondaryCategory)),
        ];
        const secondaries = presentations.map((name) => {
          const s = scores(inSystem(p).filter((r) => caseOf(r.scenarioId).secondaryCategory === name));
          const m = mean(s);
          const status = m === null ? 'weak' : m >= 85 ? 'ready' : m >= 70 ? 'ok' : 'weak';
          return { name, status, avgScore: m === null ? null : round1(m), attempts: s.length };
        });
        const counts = { ready: 0, ok: 0, weak: 0 };
        for (const s of secondaries) counts[s.status as keyof typeof counts] += 1;
        return { primary: p, weakRate: round1(counts.weak / secondaries.length), counts, secondaries };
      }),
    );

    // The tip names the section with the lowest mean rate over the learner's 20 newest gradings.
    const recent = [...graded].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 20);
    const rates = SECTIONS.map((section, k) => ({ section, mean: mean(recent.map((g) => g.rates[k]!))! }));
    const weakest = rates.sort((a, b) => a.mean - b.mean)[0]!.section;
    expect(d.learningTip.text.startsWith(`${weakest} 점수가 가장 낮아요.`)).toBe(true);
  });

  it('leaves a case out once the library retires it', async () => {
    const gone = counted[0]!.scenarioId;
    await t.app.services.cases.seed(
      library.filter((c) => c.id !== gone),
      'v2',
    );
    const stats = await get('/users/me/stats');
    expect(stats.completedCases).toEqual({ count: 139, total: library.length - 1 });
    const d = await get('/dashboard/summary');
    expect(d.stats[0].value).toBe(139);
    const system = caseOf(gone).primaryCategory;
    const area = d.readinessByArea.find((a: { primary: string }) => a.primary === system);
    const presentation = area.secondaries.find(
      (s: { name: string }) => s.name === caseOf(gone).secondaryCategory,
    );
    const left = inSystem(system).filter(
      (r) =>
        r.scenarioId !== gone && caseOf(r.scenarioId).secondaryCategory === caseOf(gone).secondaryCategory,
    );
    expect(presentation.attempts).toBe(scores(left).length);
  });
});
