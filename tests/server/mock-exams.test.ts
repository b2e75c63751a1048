import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { signUp, seededApp, apiCaller, type TestApp } from '../support/test-app';

const library = loadCases();
let t: TestApp;
let token: string;

beforeAll(async () => {
  const { t: app, learner } = await seededApp(library);
  t = app;
  token = learner.accessToken;
});
afterAll(async () => {
  await t?.close();
});

const call = apiCaller(
  () => t.app,
  () => token,
);

describe('random mock exam, end to end by API', () => {
  it('draws 6 cases from 6 systems, runs them, grades them together and lands in history', async () => {
    const created = await call('POST', '/mock-exams', { examType: 'random' });
    expect(created.statusCode).toBe(200);
    const id = created.json().mockExamSessionId as string;

    const exam = (await call('GET', `/mock-exams/${id}`)).json().data;
    expect(exam).toMatchObject({ examType: 'random', status: 'in-progress', overallScore: null });
    expect(exam.selectedScenariosDetails.map((c: { caseNumber: number }) => c.caseNumber)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(
      new Set(exam.selectedScenariosDetails.map((c: { primaryCategory: string }) => c.primaryCategory)).size,
    ).toBe(6);

    // Cases 1-4 are taken; 5 and 6 are left unopened and get completed empty with the exam.
    for (const detail of exam.selectedScenariosDetails.slice(0, 4)) {
      const start = await call('POST', `/mock-exams/${id}/cases/${detail.scenarioId}/start`);
      expect(start.json()).toMatchObject({
        scenarioId: detail.scenarioId,
        scenarioName: detail.name,
        isResumed: false,
      });
      const again = await call('POST', `/mock-exams/${id}/cases/${detail.caseNumber}/start`);
      expect(again.json()).toMatchObject({
        practiceSessionId: start.json().practiceSessionId,
        isResumed: true,
      });
      const chat = await call('POST', `/practice-sessions/${start.json().practiceSessionId}/chat-messages`, {
        messageContent: '어디가 불편해서 오셨어요?',
      });
      expect(chat.statusCode).toBe(200);
      const done = await call('POST', `/mock-exams/${id}/cases/${detail.scenarioId}/complete`, {
        practiceMemo: `증례 ${detail.caseNumber}`,
      });
      expect(done.json().data.caseNumber).toBe(detail.caseNumber);
    }
    // An exam case never resumes as free practice, and free practice never joins the exam.
    const free = await call('POST', '/practice-sessions', {
      scenarioId: exam.selectedScenariosDetails[0].scenarioId,
    });
    expect(free.json().isResumed).toBe(false);

    const completed = await call('POST', `/mock-exams/${id}/complete`);
    expect(completed.json().data.status).toBe('EVALUATING');
    const tooEarly = await call('POST', `/mock-exams/${id}/complete`);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error).toBe('AI 평가가 예상보다 오래 걸리고 있습니다. 잠시 후 다시 시도해주세요.');
    expect((await call('GET', `/mock-exams/${id}/evaluation-progress`)).json()).toEqual({
      completed: 0,
      total: 6,
    });

    await t.app.services.gradingQueue.drain();
    t.clock.advance(11_000);
    expect((await call('GET', `/mock-exams/${id}/evaluation-progress`)).json()).toEqual({
      completed: 6,
      total: 6,
    });
    const graded = (await call('GET', `/mock-exams/${id}`)).json().data;
    expect(graded.status).toBe('COMPLETED');
    const scores = graded.selectedScenariosDetails.map((c: { score: number }) => c.score);
    expect(scores.every((s: number | null) => typeof s === 'number')).toBe(true);
    expect(graded.overallScore).toBe(
      Math.round((scores.reduce((a: number, b: number) => a + b, 0) / 6) * 10) / 10,
    );
    expect(graded.selectedScenariosDetails[0].feedback.checklistResults.length).toBeGreaterThan(0);
    expect((await call('POST', `/mock-exams/${id}/complete`)).json().data.status).toBe('COMPLETED');

    const rows = (await call('GET', `/my-notes/mock-exam/${id}/cases`)).json().data;
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ caseNumber: 1, score: scores[0] });
    expect(rows[0]).not.toHaveProperty('feedback');

    const history = (await call('GET', '/my-notes/history?type=mock')).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id,
      type: '모의고사',
      examType: 'random',
      averageScore: graded.overallScore,
    });
    const all = (await call('GET', '/my-notes/history')).json().data;
    expect(all.map((h: { type: string }) => h.type)).toContain('모의고사');
    // The exam's own case sessions are not listed again as free practice.
    expect(all.filter((h: { type: string }) => h.type === '증례 실습')).toHaveLength(0);
  });

  it('answers polling faster than the cadence with 429 and Retry-After', async () => {
    const id = (await call('POST', '/mock-exams', { examType: 'random' })).json().mockExamSessionId;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('GET', `/mock-exams/${id}/evaluation-progress`));
    expect(answers.slice(0, 3).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[3]!.statusCode).toBe(429);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('custom mock exam', () => {
  it('uses the individual cases in order', async () => {
    const picks = [library[5]!.id, library[1]!.id];
    const id = (
      await call('POST', '/mock-exams', {
        examType: 'free',
        caseCount: 4,
        selectedPrimaryCategories: [library[9]!.primaryCategory],
        selectedMiddleCategories: [],
        selectedIndividualCases: picks,
        specifiedCases: picks,
      })
    ).json().mockExamSessionId;
    const exam = (await call('GET', `/mock-exams/${id}`)).json().data;
    expect(exam.selectedScenariosDetails.map((c: { scenarioId: string }) => c.scenarioId)).toEqual(picks);
    expect(exam.customExamConfig).toMatchObject({ caseCount: 4, selectedIndividualCases: picks });
  });

  it('gives an infant’s age in months on its case row', async () => {
    const adult = library.find((c) => c.doorCard.age >= 19)!.id;
    const picks = ['biliary-atresia', 'intussusception', adult];
    const id = (
      await call('POST', '/mock-exams', {
        examType: 'free',
        caseCount: 3,
        selectedPrimaryCategories: [],
        selectedMiddleCategories: [],
        selectedIndividualCases: picks,
        specifiedCases: picks,
      })
    ).json().mockExamSessionId;
    const rows = (await call('GET', `/mock-exams/${id}`)).json().data.selectedScenariosDetails;
    expect(rows.map((c: { age: number; ageMonths: number | null }) => [c.age, c.ageMonths])).toEqual([
      [0, 1],
      [1, 14],
      [library.find((c) => c.id === adult)!.doorCard.age, null],
    ]);
  });

  it('draws from a presentation, narrowing its system', async () => {
    const presentation = library[0]!.secondaryCategory;
    const id = (
      await call('POST', '/mock-exams', {
        examType: 'free',
        caseCount: 3,
        selectedPrimaryCategories: [library[0]!.primaryCategory],
        selectedMiddleCategories: [presentation],
        selectedIndividualCases: [],
        specifiedCases: [],
      })
    ).json().mockExamSessionId;
    const exam = (await call('GET', `/mock-exams/${id}`)).json().data;
    expect(exam.selectedScenariosDetails).toHaveLength(3);
    expect(
      exam.selectedScenariosDetails.every(
        (c: { secondaryCategory: string }) => c.secondaryCategory === presentation,
      ),
    ).toBe(true);
  });

  it.each([0, 7, 'x'])('refuses caseCount %s with the spec’s Korean message', async (caseCount) => {
    const res = await call('POST', '/mock-exams', {
      examType: 'free',
      caseCount,
      selectedPrimaryCategories: [],
      selectedMiddleCategories: [],
      selectedIndividualCases: [],
      specifiedCases: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('증례 개수를 선택해주세요 (1~6개)');
  });

  it('refuses an unknown exam type and lists categories for the setup screen', async () => {
    expect((await call('POST', '/mock-exams', { examType: 'weird' })).statusCode).toBe(400);
    const categories = (await call('GET', '/mock-exams/categories')).json().data;
    const total = categories.reduce(
      (n: number, p: { middleCategories: { scenarios: unknown[] }[] }) =>
        n + p.middleCategories.reduce((m, c) => m + c.scenarios.length, 0),
      0,
    );
    expect(total).toBe(library.length);
  });
});

describe('access', () => {
  it('hides an exam from other learners', async () => {
    const id = (await call('POST', '/mock-exams', { examType: 'random' })).json().mockExamSessionId;
    const other = (await signUp(t.app)).accessToken;
    for (const [method, url] of [
      ['GET', `/mock-exams/${id}`],
      ['POST', `/mock-exams/${id}/cases/1/start`],
      ['POST', `/mock-exams/${id}/complete`],
      ['GET', `/my-notes/mock-exam/${id}/cases`],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('모의고사를 찾을 수 없습니다.');
    }
    expect((await call('POST', `/mock-exams/${id}/cases/99/start`)).statusCode).toBe(404);
  });
});

describe('a case started offline (issue 18)', () => {
  it('takes the session id the device made, answers a resend with the same session, and takes device turns', async () => {
    const id = (await call('POST', '/mock-exams', { examType: 'random' })).json().mockExamSessionId as string;
    const deviceId = crypto.randomUUID();
    const first = await call('POST', `/mock-exams/${id}/cases/1/start`, { practiceSessionId: deviceId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ practiceSessionId: deviceId, caseNumber: 1, isResumed: false });
    const resent = await call('POST', `/mock-exams/${id}/cases/1/start`, { practiceSessionId: deviceId });
    expect(resent.json()).toMatchObject({ practiceSessionId: deviceId, isResumed: true });
    // Without a body (the online start) it is the same session too.
    expect((await call('POST', `/mock-exams/${id}/cases/1/start`)).json().practiceSessionId).toBe(deviceId);

    const turn = await call('POST', `/practice-sessions/${deviceId}/device-turns`, {
      messageId: crypto.randomUUID(),
      messageContent: '어디가 불편해서 오셨어요?',
      sentAt: new Date().toISOString(),
    });
    expect(turn.statusCode, turn.body).toBeLessThan(300);
    const exam = (await call('GET', `/mock-exams/${id}`)).json().data;
    expect(exam.selectedScenariosDetails[0].practiceSessionId).toBe(deviceId);
  });

  it('refuses an id that is not a uuid, and one that is already another learner’s session', async () => {
    const id = (await call('POST', '/mock-exams', { examType: 'random' })).json().mockExamSessionId as string;
    const bad = await call('POST', `/mock-exams/${id}/cases/1/start`, { practiceSessionId: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: '실습 세션 번호가 올바르지 않습니다.', code: 'VALIDATION' });

    const other = (await signUp(t.app)).accessToken;
    const theirs = (await call('POST', '/practice-sessions', { scenarioId: library[0]!.id }, other)).json()
      .practiceSessionId as string;
    const taken = await call('POST', `/mock-exams/${id}/cases/2/start`, { practiceSessionId: theirs });
    expect(taken.statusCode).toBe(404);
    // Theirs stays theirs: still theirs to read, still not this learner's.
    expect((await call('GET', `/practice-sessions/${theirs}`, undefined, other)).statusCode).toBe(200);
    expect((await call('GET', `/practice-sessions/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/mock-exams/${id}`)).json().data.selectedScenariosDetails[1].practiceSessionId,
    ).toBe(null);
  });
});

describe('unfinished exams and giving one up (issue 23)', () => {
  const create = async (as: string) => {
    const created = await call('POST', '/mock-exams', { examType: 'random' }, as);
    t.clock.advance(1_000);
    return created.json().mockExamSessionId as string;
  };

  it('lists the learner’s exams still being taken, newest first, with where each stands', async () => {
    const me = (await signUp(t.app)).accessToken;
    expect((await call('GET', '/mock-exams/unfinished', undefined, me)).json()).toEqual({
      data: [],
      total: 0,
    });
    const older = await create(me);
    const newer = await create(me);
    const submitted = await create(me);
    expect((await call('POST', `/mock-exams/${submitted}/complete`, {}, me)).statusCode).toBe(200);
    // Case 1 of the older exam is ended, case 2 only opened.
    await call('POST', `/mock-exams/${older}/cases/1/start`, {}, me);
    await call('POST', `/mock-exams/${older}/cases/1/complete`, { practiceMemo: '' }, me);
    await call('POST', `/mock-exams/${older}/cases/2/start`, {}, me);

    const list = await call('GET', '/mock-exams/unfinished', undefined, me);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().data).toEqual([
      {
        mockExamSessionId: newer,
        examType: 'random',
        title: '랜덤 모의고사 (6증례)',
        startTime: expect.any(String),
        completedCases: 0,
        totalCases: 6,
        nextCaseNumber: 1,
      },
      expect.objectContaining({
        mockExamSessionId: older,
        completedCases: 1,
        totalCases: 6,
        nextCaseNumber: 2,
      }),
    ]);
    const [first, second] = list.json().data as { startTime: string }[];
    expect(Date.parse(first!.startTime)).toBeGreaterThan(Date.parse(second!.startTime));
    // The learning history keeps the spec's behaviour: exams in progress are not in it.
    const history = (await call('GET', '/my-notes/history?type=mock', undefined, me)).json().data;
    expect(history.map((h: { id: string }) => h.id)).toEqual([submitted]);
  });

  it('is bounded: limit 1..20, default 20, total counts them all', async () => {
    const me = (await signUp(t.app)).accessToken;
    await create(me);
    const latest = await create(me);
    const one = (await call('GET', '/mock-exams/unfinished?limit=1', undefined, me)).json();
    expect(one.total).toBe(2);
    expect(one.data.map((e: { mockExamSessionId: string }) => e.mockExamSessionId)).toEqual([latest]);
    for (const [limit, message] of [
      ['0', 'limit은 1 이상이어야 합니다.'],
      ['21', 'limit은 20 이하여야 합니다.'],
      ['x', 'limit은 숫자여야 합니다.'],
    ] as const) {
      const res = await call('GET', `/mock-exams/unfinished?limit=${limit}`, undefined, me);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: message });
    }
  });

  it('keeps each learner to their own: another’s exam is neither listed nor theirs to give up', async () => {
    const me = (await signUp(t.app)).accessToken;
    const other = (await signUp(t.app)).accessToken;
    const mine = await create(me);
    expect((await call('GET', '/mock-exams/unfinished', undefined, other)).json().data).toEqual([]);
    const res = await call('POST', `/mock-exams/${mine}/abandon`, {}, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EXAM_NOT_FOUND', error: '모의고사를 찾을 수 없습니다.' });
    const notAnId = await call('POST', '/mock-exams/not-a-uuid/abandon', {}, me);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toBe('모의고사를 찾을 수 없습니다.');
    expect((await call('GET', `/mock-exams/${mine}`, undefined, me)).json().data.status).toBe('in-progress');
  });

  it('gives an exam up: kept as cancelled, no longer listed, cannot be continued, not in history', async () => {
    const me = (await signUp(t.app)).accessToken;
    const id = await create(me);
    const started = await call('POST', `/mock-exams/${id}/cases/1/start`, {}, me);
    expect(started.statusCode).toBe(200);

    const gaveUp = await call('POST', `/mock-exams/${id}/abandon`, {}, me);
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    expect(gaveUp.json().data).toEqual({
      mockExamSessionId: id,
      status: 'cancelled',
      abandonedAt: expect.any(String),
    });
    // A resend (the outbox after a lost answer) answers the same.
    t.clock.advance(5_000);
    expect((await call('POST', `/mock-exams/${id}/abandon`, {}, me)).json()).toEqual(gaveUp.json());

    expect((await call('GET', '/mock-exams/unfinished', undefined, me)).json()).toEqual({
      data: [],
      total: 0,
    });
    const exam = (await call('GET', `/mock-exams/${id}`, undefined, me)).json().data;
    expect(exam).toMatchObject({ status: 'cancelled', abandonedAt: gaveUp.json().data.abandonedAt });
    expect(exam.selectedScenariosDetails).toHaveLength(6);

    for (const url of [
      `/mock-exams/${id}/cases/1/start`,
      `/mock-exams/${id}/cases/2/start`,
      `/mock-exams/${id}/cases/1/complete`,
    ]) {
      const res = await call('POST', url, {}, me);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EXAM_ABANDONED',
        error: '포기한 모의고사입니다. 이어서 볼 수 없으니 새 모의고사를 시작해주세요.',
      });
    }
    // The case open when the exam was given up takes no more questions either.
    const { practiceSessionId } = started.json() as { practiceSessionId: string };
    const asked = await call(
      'POST',
      `/practice-sessions/${practiceSessionId}/chat-messages`,
      { messageContent: '어디가 불편해서 오셨어요?' },
      me,
    );
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'EXAM_ABANDONED',
      error: '포기한 모의고사입니다. 이어서 볼 수 없으니 새 모의고사를 시작해주세요.',
    });
    expect((await call('GET', '/my-notes/history', undefined, me)).json().data).toEqual([]);
  });

  it('refuses to give up an exam already submitted, with a Korean 409', async () => {
    const me = (await signUp(t.app)).accessToken;
    const id = await create(me);
    await call('POST', `/mock-exams/${id}/complete`, {}, me);
    const res = await call('POST', `/mock-exams/${id}/abandon`, {}, me);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EXAM_SUBMITTED',
      error:
        '이미 모든 증례를 마치고 제출한 모의고사는 포기할 수 없습니다. 학습 기록에서 결과를 확인해주세요.',
    });
    expect((await call('GET', `/mock-exams/${id}`, undefined, me)).json().data.status).toBe('EVALUATING');
  });
});
