import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { evaluations } from '../../server/db/schema/grading';
import { practiceSessions } from '../../server/db/schema/practice';
import { bearer, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Three cases practised by API (one of them twice) at chosen Korean times, then every figure of
 * notes, history, statistics and the dashboard checked against values computed here from the raw
 * sessions with plain UTC+9 arithmetic (Korea has no daylight saving), not with the server's code.
 */
const library = loadCases();
const [caseA, caseB, caseC] = [
  library.find((c) => c.id === 'acute-appendicitis')!,
  library.find((c) => c.primaryCategory === '순환기')!,
  library.find((c) => c.primaryCategory === '호흡기')!,
];
const KST = 9 * 3_600_000;
const at = (iso: string) => new Date(iso);
// "Now" is Wednesday 2026-03-04 15:00 in Seoul.
const NOW = at('2026-03-04T15:00:00+09:00');
const plan = [
  {
    scenario: caseA,
    start: '2026-03-04T09:00:00+09:00',
    minutes: 12,
    lines: ['어디가 불편해서 오셨어요?', '언제부터 아프셨어요?', '열은 없으세요?', '(복부를 촉진한다)'],
  },
  { scenario: caseA, start: '2026-02-25T20:00:00+09:00', minutes: 95, lines: ['어디가 아프세요?'] },
  {
    scenario: caseB,
    start: '2026-03-03T23:50:00+09:00',
    minutes: 11,
    lines: ['안녕하세요, 의대생 박지훈입니다.', '어디가 불편해서 오셨어요?'],
  },
  {
    scenario: caseC,
    start: '2026-02-10T10:00:00+09:00',
    minutes: 8,
    lines: ['언제부터 기침하셨어요?', '가래는요?'],
  },
];

let t: TestApp;
let token: string;
const sessions: { id: string; scenarioId: string; start: Date; end: Date; score: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.cases.seed(library, 'v1');
  token = (await signUp(t.app)).accessToken;
  for (const step of plan) {
    t.clock.set(at(step.start));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice-sessions',
      payload: { scenarioId: step.scenario.id },
      headers: bearer(token),
    });
    const id = started.json().practiceSessionId as string;
    for (const messageContent of step.lines) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/practice-sessions/${id}/chat-messages`,
        payload: { messageContent },
        headers: bearer(token),
      });
    }
    t.clock.advance(step.minutes * 60_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/practice-sessions/${id}/complete`,
      payload: { practiceMemo: `메모 ${id.slice(0, 4)}` },
      headers: bearer(token),
    });
    await t.app.services.gradingQueue.drain();
    const [row] = await t.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, id));
    sessions.push({
      id,
      scenarioId: step.scenario.id,
      start: row!.startedAt,
      end: row!.completedAt!,
      score: row!.overallScore!,
    });
  }
  t.clock.set(NOW);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const studyMinutes = (s: (typeof sessions)[number]) =>
  Math.min((s.end.getTime() - s.start.getTime()) / 60_000, 60);
const avg = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null;
/** Start of the Korean day containing `d`, as an instant. */
const kstDay = (d: Date) => new Date(Math.floor((d.getTime() + KST) / 86_400_000) * 86_400_000 - KST);

describe('notes', () => {
  it('lists practised cases with sessions newest first', async () => {
    const data = await get('/my-notes/practiced-scenarios');
    expect(data.map((d: { scenarioId: string }) => d.scenarioId).sort()).toEqual(
      [caseA.id, caseB.id, caseC.id].sort(),
    );
    const a = data.find((d: { scenarioId: string }) => d.scenarioId === caseA.id);
    const expected = sessions
      .filter((s) => s.scenarioId === caseA.id)
      .sort((x, y) => y.end.getTime() - x.end.getTime());
    expect(a.sessions.map((s: { practiceSessionId: string }) => s.practiceSessionId)).toEqual(
      expected.map((s) => s.id),
    );
    expect(a.sessions.map((s: { score: number }) => s.score)).toEqual(expected.map((s) => s.score));
    expect(a.hasNote).toBe(false);
  });

  it('opens a note detail with chat, evaluation and memos, and saves the flag and memo', async () => {
    const latestA = sessions
      .filter((s) => s.scenarioId === caseA.id)
      .sort((x, y) => y.end.getTime() - x.end.getTime())[0]!;
    const detail = await get(`/my-notes/incorrect-notes/${caseA.id}/detail`);
    expect(detail.practiceSessionId).toBe(latestA.id);
    expect(
      detail.chatHistory
        .filter((m: { sender: string }) => m.sender === 'user')
        .map((m: { message: string }) => m.message),
    ).toEqual(plan[0]!.lines);
    expect(detail.evaluation.overallScore).toBe(latestA.score);
    expect(detail.practiceMemo).toBe(`메모 ${latestA.id.slice(0, 4)}`);
    const older = sessions.find((s) => s.scenarioId === caseA.id && s.id !== latestA.id)!;
    expect(
      (await get(`/my-notes/incorrect-notes/${caseA.id}/detail?practiceSessionId=${older.id}`))
        .practiceSessionId,
    ).toBe(older.id);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/my-notes/incorrect-notes/${caseA.id}/status`,
      payload: { hasNote: true },
      headers: bearer(token),
    });
    expect(patch.json().data).toEqual({ scenarioId: caseA.id, hasNote: true, userMemo: '' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/my-notes/incorrect-notes/${caseA.id}`,
      payload: { userMemo: 'LMP 꼭 묻기' },
      headers: bearer(token),
    });
    expect(put.json().data).toEqual({ scenarioId: caseA.id, hasNote: true, userMemo: 'LMP 꼭 묻기' });
    expect(await get(`/my-notes/incorrect-notes/${caseA.id}`)).toMatchObject({
      hasNote: true,
      userMemo: 'LMP 꼭 묻기',
    });
  });

  it('refuses notes on a case never practised, and bad bodies', async () => {
    const never = library.find((c) => ![caseA.id, caseB.id, caseC.id].includes(c.id))!;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/my-notes/incorrect-notes/${never.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/my-notes/incorrect-notes/${caseA.id}/status`,
      payload: { hasNote: 'yes' },
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('hasNote는 true 또는 false여야 합니다.');
  });

  it('lists bookmarks newest first', async () => {
    for (const c of [caseB, caseC]) {
      t.clock.advance(1000);
      await t.app.inject({ method: 'POST', url: `/api/v1/cases/${c.id}/bookmark`, headers: bearer(token) });
    }
    const data = await get('/my-notes/bookmarks');
    expect(data.map((b: { scenarioId: string }) => b.scenarioId)).toEqual([caseC.id, caseB.id]);
    expect(data[0]).toMatchObject({
      name: caseC.name,
      age: caseC.doorCard.age,
      ageMonths: null,
      sex: caseC.doorCard.sex,
      presentingComplaint: caseC.doorCard.presentingComplaint,
    });
  });

  it('gives a bookmarked infant’s age in months', async () => {
    const url = '/api/v1/cases/hirschsprung-disease/bookmark';
    await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    const data = await get('/my-notes/bookmarks');
    expect(data.find((b: { scenarioId: string }) => b.scenarioId === 'hirschsprung-disease')).toMatchObject({
      age: 0,
      ageMonths: 8,
    });
    await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
  });
});

describe('history', () => {
  it('lists case practice newest first and filters by Korean dates', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/my-notes/history',
      headers: bearer(token),
    });
    const body = all.json();
    expect(body.data.map((h: { id: string }) => h.id)).toEqual(
      [...sessions].sort((x, y) => y.end.getTime() - x.end.getTime()).map((s) => s.id),
    );
    expect(body.data[0]).toMatchObject({ type: '증례 실습', name: caseA.name });
    // Case B ended 2026-03-04 00:01 in Seoul (it started at 23:50 on the 3rd): it belongs to the 4th.
    const onThe4th = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/my-notes/history?startDate=2026-03-04&endDate=2026-03-04',
        headers: bearer(token),
      })
    ).json();
    const expected = sessions.filter(
      (s) => kstDay(s.end).getTime() === at('2026-03-04T00:00:00+09:00').getTime(),
    );
    expect(onThe4th.data.map((h: { id: string }) => h.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(onThe4th.data).toHaveLength(2);
    const mock = (
      await t.app.inject({ method: 'GET', url: '/api/v1/my-notes/history?type=mock', headers: bearer(token) })
    ).json();
    expect(mock.data).toEqual([]);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/my-notes/history?startDate=2026-03-05&endDate=2026-03-01',
      headers: bearer(token),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe('시작일은 종료일보다 늦을 수 없습니다.');
  });
});

describe('statistics and dashboard', () => {
  it('answers user statistics that match the sessions', async () => {
    const stats = await get('/users/me/stats');
    expect(stats.totalStudyMinutes).toBe(Math.round(sessions.reduce((n, s) => n + studyMinutes(s), 0)));
    expect(stats.completedCases).toEqual({ count: 3, total: library.length });
    expect(stats.overallAverageScore).toBe(avg(sessions.map((s) => s.score)));
    const gi = stats.performanceByCategory.find(
      (p: { category: string }) => p.category === caseA.primaryCategory,
    );
    expect(gi).toMatchObject({
      completedCount: 1,
      totalCount: library.filter((c) => c.primaryCategory === caseA.primaryCategory).length,
      averageScore: avg(sessions.filter((s) => s.scenarioId === caseA.id).map((s) => s.score)),
    });
    expect(stats.scoreTrend.map((p: { practiceSessionId: string }) => p.practiceSessionId)).toEqual(
      [...sessions].sort((x, y) => x.end.getTime() - y.end.getTime()).map((s) => s.id),
    );
  });

  it('answers the dashboard summary with periods in Korean time and deltas', async () => {
    const d = await get('/dashboard/summary');
    const inRange = (from: string, to: string) => sessions.filter((s) => s.end >= at(from) && s.end < at(to));
    const today = inRange('2026-03-04T00:00:00+09:00', '2026-03-05T00:00:00+09:00');
    const yesterday = inRange('2026-03-03T00:00:00+09:00', '2026-03-04T00:00:00+09:00');
    const week = inRange('2026-03-02T00:00:00+09:00', '2026-03-09T00:00:00+09:00');
    const lastWeek = inRange('2026-02-23T00:00:00+09:00', '2026-03-02T00:00:00+09:00');
    const month = inRange('2026-03-01T00:00:00+09:00', '2026-04-01T00:00:00+09:00');
    const lastMonth = inRange('2026-02-01T00:00:00+09:00', '2026-03-01T00:00:00+09:00');
    const period = (cur: typeof sessions, prev: typeof sessions) => {
      const a = avg(cur.map((s) => s.score));
      const b = avg(prev.map((s) => s.score));
      return {
        completedCases: cur.length,
        averageScore: a,
        totalTime: Math.round(cur.reduce((n, s) => n + studyMinutes(s), 0)),
        delta: {
          vsPrevPeriodScore: a !== null && b !== null ? Math.round((a - b) * 10) / 10 : null,
          vsPrevPeriodCases: cur.length - prev.length,
        },
      };
    };
    expect(today).toHaveLength(2);
    expect(d.learningPerformance.today).toEqual(period(today, yesterday));
    expect(d.learningPerformance.thisWeek).toEqual(period(week, lastWeek));
    expect(d.learningPerformance.thisMonth).toEqual(period(month, lastMonth));

    expect(d.stats.find((s: { id: string }) => s.id === 'completed_cases').value).toBe(3);
    expect(d.stats.find((s: { id: string }) => s.id === 'avg_score').value).toBe(
      avg(sessions.map((s) => s.score)),
    );
    expect(d.recentCases.map((r: { practiceSessionId: string }) => r.practiceSessionId)).toEqual(
      [...sessions].sort((x, y) => y.end.getTime() - x.end.getTime()).map((s) => s.id),
    );

    // Weak areas: practised systems by average score (lowest first), then the rest.
    const practisedSystems = [
      ...new Set(sessions.map((s) => library.find((c) => c.id === s.scenarioId)!.primaryCategory)),
    ];
    const systemAvg = (p: string) =>
      avg(
        sessions
          .filter((s) => library.find((c) => c.id === s.scenarioId)!.primaryCategory === p)
          .map((s) => s.score),
      )!;
    const expectedOrder = practisedSystems.sort((x, y) => systemAvg(x) - systemAvg(y));
    expect(d.weakAreas.slice(0, 3).map((w: { primaryCategory: string }) => w.primaryCategory)).toEqual(
      expectedOrder,
    );
    expect(d.weakAreas).toHaveLength(5);
    expect(d.weakAreas[0]).toMatchObject({
      coverageNumerator: 1,
      coverageDenominator: library.filter((c) => c.primaryCategory === expectedOrder[0]).length,
    });

    // Readiness: ≥85 ready, ≥70 ok, otherwise (or never tried) weak.
    const area = d.readinessByArea.find((r: { primary: string }) => r.primary === caseA.primaryCategory);
    const presentation = area.secondaries.find((s: { name: string }) => s.name === caseA.secondaryCategory);
    const aAvg = avg(sessions.filter((s) => s.scenarioId === caseA.id).map((s) => s.score))!;
    expect(presentation.status).toBe(aAvg >= 85 ? 'ready' : aAvg >= 70 ? 'ok' : 'weak');
    const presentations = new Set(
      library.filter((c) => c.primaryCategory === caseA.primaryCategory).map((c) => c.secondaryCategory),
    ).size;
    expect(area.counts.ready + area.counts.ok + area.counts.weak).toBe(presentations);
    expect(area.weakRate).toBe(Math.round((area.counts.weak / presentations) * 10) / 10);

    // Reminders: marked cases and cases whose best score is under 70.
    const best = (id: string) => Math.max(...sessions.filter((s) => s.scenarioId === id).map((s) => s.score));
    const expectedReminders = [caseA.id, caseB.id, caseC.id].filter((id) => id === caseA.id || best(id) < 70);
    expect(d.incorrectNoteReminders.map((r: { scenarioId: string }) => r.scenarioId).sort()).toEqual(
      expectedReminders.sort(),
    );
    // The tip speaks of the section with the lowest average rate over the graded sessions.
    const rates = new Map<string, number[]>();
    for (const row of await t.database.db.select().from(evaluations))
      for (const s of row.result.sectionScores)
        rates.set(s.section, [...(rates.get(s.section) ?? []), s.rate]);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const weakest = [...rates].sort(([, a], [, b]) => mean(a) - mean(b))[0]![0];
    expect(d.learningTip.text.startsWith(`${weakest} 점수가 가장 낮아요.`)).toBe(true);
  });
});
