import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { evaluations } from '../../server/db/schema/grading';
import { startScriptedModel, type ScriptedModel } from '../support/openai-compatible-server';
import { bearer, createTestApp, signUp, seededApp, type SignedUp, type TestApp } from '../support/test-app';

const library = loadCases();
const appendicitis = library.find((c) => c.id === 'acute-appendicitis')!;

const thorough = [
  '안녕하세요, 저는 의대생 김민수입니다. 환자분 성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 아프셨어요?',
  '처음에는 어디가 아팠고 지금은 어디가 아프세요?',
  '계속 아프세요, 아니면 아팠다 안 아팠다 하세요?',
  '점점 심해지고 있나요?',
  '어떻게 아프세요? 쥐어짜듯이, 아니면 콕콕 찌르듯이?',
  '가장 아플 때를 10점이라고 하면 지금 몇 점이에요?',
  '다른 곳으로 뻗치는 통증은 없나요?',
  '구역질이나 구토는요?',
  '열은 없으세요?',
  '설사나 변비는요? 변 색깔은 어땠어요?',
  '소변 볼 때 아프거나 자주 마렵지는 않으세요?',
  '어떻게 하면 더 아프고 어떻게 하면 좀 나아요?',
  '아프기 전에 특별히 드신 음식이 있나요?',
  '예전에도 이렇게 아픈 적이 있었나요?',
  '최근에 건강검진 받아 보셨어요?',
  '다치신 적은 없으시죠?',
  '앓고 있는 병이나 수술 받으신 적 있으세요?',
  '드시는 약 있으세요?',
  '술이나 담배는 하세요?',
  '가족 중에 비슷한 병을 앓은 분이 있나요?',
  '많이 아프시고 걱정되셨겠어요.',
  '진찰을 좀 하겠습니다. (활력징후를 확인한다)',
  '(복부를 시진하고 청진한다)',
  '(복부를 타진한다)',
  '(복부를 촉진한다)',
  '(반발압통을 확인한다)',
  '(맥버니점 압통을 확인한다)',
  '(늑골척추각 압통을 확인한다)',
  '정리해 보면, 어제 저녁부터 배꼽 주변이 아프다가 오른쪽 아랫배로 옮겨 왔고 구토와 열이 있으시네요.',
  '급성 충수염, 흔히 맹장염이라고 하는 병일 가능성이 높습니다.',
  '확인을 위해 피검사와 소변검사, 복부 CT를 찍어 보겠습니다.',
  '맹장염이 맞다면 수술로 충수를 떼어내는 치료가 필요합니다. 그 전까지 금식하고 수액과 항생제를 맞으실 거예요.',
  '궁금한 점 있으세요?',
  '네, 오늘 진료는 여기까지입니다. 감사합니다.',
];
const thin = ['어디가 아파요?', '언제부터요?', '네 알겠습니다.'];

let t: TestApp;
let learner: SignedUp;

async function practise(app: TestApp, token: string, lines: string[], scenarioId = appendicitis.id) {
  const started = await app.app.inject({
    method: 'POST',
    url: '/api/v1/practice-sessions',
    payload: { scenarioId },
    headers: bearer(token),
  });
  const id = started.json().practiceSessionId as string;
  for (const messageContent of lines) {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v1/practice-sessions/${id}/chat-messages`,
      payload: { messageContent },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  }
  await app.app.inject({
    method: 'POST',
    url: `/api/v1/practice-sessions/${id}/complete`,
    payload: { practiceMemo: '' },
    headers: bearer(token),
  });
  return id;
}

type Result = { itemId: string; performance: 'yes' | 'no' };

const feedback = (app: TestApp, id: string, token: string) =>
  app.app.inject({ method: 'GET', url: `/api/v1/practice-sessions/${id}/feedback`, headers: bearer(token) });

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
});
afterAll(async () => {
  await t?.close();
});

describe('grading through the API', () => {
  it('answers evaluating until the job runs, then the evaluation with quoted evidence', async () => {
    const id = await practise(t, learner.accessToken, thorough);
    const waiting = await feedback(t, id, learner.accessToken);
    expect(waiting.json()).toEqual({ status: 'evaluating', data: null });
    await t.app.services.gradingQueue.drain();
    const done = (await feedback(t, id, learner.accessToken)).json();
    expect(done.status).toBe('completed');
    const evaluation = done.data;
    expect(evaluation.overallScore).toBeGreaterThanOrEqual(60);
    expect(evaluation.scenario).toMatchObject({ scenarioId: appendicitis.id, name: appendicitis.name });
    const messages = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/practice-sessions/${id}/chat-messages`,
        headers: bearer(learner.accessToken),
      })
    ).json().data;
    const byId = new Map(messages.map((m: { id: string; content: string; sender: string }) => [m.id, m]));
    const yes = evaluation.checklistResults.filter((r: { performance: string }) => r.performance === 'yes');
    expect(yes.length).toBeGreaterThan(10);
    for (const item of yes) {
      const source = byId.get(item.evidenceMessageId) as { content: string; sender: string } | undefined;
      expect(source, item.itemId).toBeDefined();
      expect(source!.sender).toBe('user');
    }
  });

  it('scores a thorough encounter clearly higher than a thin one', async () => {
    const other = await signUp(t.app);
    const thinId = await practise(t, other.accessToken, thin);
    const thickId = await practise(t, learner.accessToken, thorough);
    await t.app.services.gradingQueue.drain();
    const thinScore = (await feedback(t, thinId, other.accessToken)).json().data.overallScore;
    const thickScore = (await feedback(t, thickId, learner.accessToken)).json().data.overallScore;
    expect(thickScore - thinScore).toBeGreaterThanOrEqual(40);
  });

  it('names an infant’s age in months, and still answers an evaluation stored without them', async () => {
    const id = await practise(t, learner.accessToken, thin, 'infant-vaccination-2-months');
    await t.app.services.gradingQueue.drain();
    const scenario = (await feedback(t, id, learner.accessToken)).json().data.scenario;
    expect(scenario).toMatchObject({ scenarioId: 'infant-vaccination-2-months', age: 0, ageMonths: 2 });
    // Graded before the answers carried months: the stored result has none, and must still serialize.
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.sessionId, id));
    const { ageMonths: _, ...before } = row!.result.scenario;
    await t.database.db
      .update(evaluations)
      .set({ result: { ...row!.result, scenario: before } })
      .where(eq(evaluations.sessionId, id));
    const stored = await feedback(t, id, learner.accessToken);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.scenario).toMatchObject({ age: 0 });
    expect(stored.json().data.scenario).not.toHaveProperty('ageMonths');
  });

  it('refuses feedback for an unfinished session (409) and for someone else (404)', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice-sessions',
      payload: { scenarioId: library[3]!.id },
      headers: bearer(learner.accessToken),
    });
    const id = started.json().practiceSessionId;
    expect((await feedback(t, id, learner.accessToken)).statusCode).toBe(409);
    const stranger = await signUp(t.app);
    expect((await feedback(t, id, stranger.accessToken)).statusCode).toBe(404);
  });
});

describe('grading with a model', () => {
  let model: ScriptedModel;
  let m: TestApp;
  let token: string;
  beforeAll(async () => {
    model = await startScriptedModel();
    m = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'grader-model' });
    await m.app.services.cases.seed(library, 'v1');
    token = (await signUp(m.app)).accessToken;
  });
  afterAll(async () => {
    await m?.close();
    await model?.close();
  });

  it('keeps a model "yes" only when its quote is really in the transcript', async () => {
    model.behaviour = { kind: 'reply', words: ['어제 ', '저녁부터요.'] };
    const id = await practise(m, token, ['어디가 불편해서 오셨어요?', '음, 그렇군요.']);
    const checklist = (await import('../../content/load')).caseChecklist(appendicitis);
    // Two items the learner never covered: the model claims both, one with words that are really
    // in the transcript, one with invented words. Only the real quote may turn an item to 'yes'.
    const quotedItem = checklist.find((i) => i.satisfiedBy.topics?.includes('radiation'))!;
    const inventedItem = checklist.find((i) => i.satisfiedBy.topics?.includes('medication'))!;
    model.behaviour = {
      kind: 'reply',
      words: [
        JSON.stringify({
          qualitativeFeedback: '모델이 쓴 총평입니다.',
          goodPoints: [{ description: '개방형 질문으로 시작했습니다.' }],
          improvementAreas: [{ description: '통증 양상을 더 물어보세요.', advice: '“어떻게 아프세요?”' }],
          items: [
            { itemId: quotedItem.id, performance: 'yes', quote: '그렇군요' },
            { itemId: inventedItem.id, performance: 'yes', quote: '드시는 약 있으세요?' },
          ],
        }),
      ],
    };
    await m.app.services.gradingQueue.drain();
    const data = (await feedback(m, id, token)).json().data;
    expect(data.grader).toBe('model');
    expect(data.qualitativeFeedback).toBe('모델이 쓴 총평입니다.');
    const result = (itemId: string) =>
      data.checklistResults.find((r: { itemId: string }) => r.itemId === itemId);
    expect(result(quotedItem.id).performance).toBe('yes');
    expect(result(quotedItem.id).evidenceMessageId).toBeTruthy();
    expect(result(inventedItem.id).performance).toBe('no');
  });

  it('grades a retry of missed items with the model too, judged and scored on those items only', async () => {
    const answer = (items: object[]) => ({
      kind: 'reply' as const,
      words: [
        JSON.stringify({
          qualitativeFeedback: '모델이 쓴 총평입니다.',
          goodPoints: [],
          improvementAreas: [],
          items,
        }),
      ],
    });
    model.behaviour = { kind: 'reply', words: ['네.'] };
    // A first session that earns several history items, so that scoring the retry on the missed items only
    // differs from scoring it on all of them by more than the rounding of one item (with the three thin lines
    // it earned one history item, and 2 points against 2 could not show the difference).
    const first = await practise(m, token, [
      '어디가 아파요?',
      '언제부터요?',
      '어떻게 아파요?',
      '열 나요?',
      '토했어요?',
      '설사는요?',
      '네 알겠습니다.',
    ]);
    model.behaviour = answer([]);
    await m.app.services.gradingQueue.drain();
    const missed = ((await feedback(m, first, token)).json().data.checklistResults as Result[])
      .filter((r) => r.performance === 'no')
      .map((r) => r.itemId);

    model.behaviour = { kind: 'reply', words: ['네.'] };
    const started = await m.app.inject({
      method: 'POST',
      url: '/api/v1/practice-sessions',
      payload: { scenarioId: appendicitis.id, retryOfSessionId: first },
      headers: bearer(token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const retry = started.json().practiceSessionId as string;
    for (const messageContent of ['술은 얼마나 드세요?', '알겠습니다.']) {
      await m.app.inject({
        method: 'POST',
        url: `/api/v1/practice-sessions/${retry}/chat-messages`,
        payload: { messageContent },
        headers: bearer(token),
      });
    }
    await m.app.inject({
      method: 'POST',
      url: `/api/v1/practice-sessions/${retry}/complete`,
      payload: { practiceMemo: '' },
      headers: bearer(token),
    });
    const checklist = (await import('../../content/load')).caseChecklist(appendicitis);
    const alcohol = checklist.find((i) => i.satisfiedBy.topics?.includes('alcohol') && missed.includes(i.id));
    expect(alcohol, 'the thin first session missed the drinking item').toBeTruthy();
    model.behaviour = answer([{ itemId: alcohol!.id, performance: 'yes', quote: '술은 얼마나 드세요' }]);
    await m.app.services.gradingQueue.drain();

    const data = (await feedback(m, retry, token)).json().data;
    expect(data.grader).toBe('model');
    expect(data.qualitativeFeedback).toBe('모델이 쓴 총평입니다.');
    const results = data.checklistResults as Result[];
    expect(results.map((r) => r.itemId).sort()).toEqual([...missed].sort());
    expect(results.find((r) => r.itemId === alcohol!.id)?.performance).toBe('yes');
    const { scoreChecklist } = await import('../../engine/grader/grade');
    expect(data.overallScore).toBe(scoreChecklist(appendicitis, results, missed).overallScore);
    expect(data.overallScore).toBeGreaterThan(scoreChecklist(appendicitis, results).overallScore);
  });

  it('falls back to the embedded grader when the model fails, and records why', async () => {
    model.behaviour = { kind: 'reply', words: ['네.'] };
    const id = await practise(m, token, ['안녕하세요', '언제부터 아프셨어요?']);
    model.behaviour = { kind: 'fail', status: 503 };
    await m.app.services.gradingQueue.drain();
    const data = (await feedback(m, id, token)).json().data;
    expect(data.grader).toBe('embedded');
    const [row] = await m.database.db.select().from(evaluations).where(eq(evaluations.sessionId, id));
    expect(row!.fallbackReason).toBeTruthy();
  });
});
