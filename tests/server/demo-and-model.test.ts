import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCases } from '../../content/load';
import { DEMO_MAX_USER_MESSAGES, DEMO_SESSION_TTL_MS } from '../../server/services/demo-service';
import { startScriptedModel, type ScriptedModel } from '../support/openai-compatible-server';
import { parseStream } from '../support/sse';
import { bearer, createTestApp, signUp, type TestApp } from '../support/test-app';
import { hangBound } from '../support/hang-bound';

const library = loadCases();

describe('demo (no account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.cases.seed(library, 'v1');
  });
  afterAll(async () => {
    await t?.close();
  });

  const startDemo = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/demo/session' });
    expect(res.statusCode).toBe(200);
    return res.json() as { demoSessionId: string; ai: string };
  };
  const chat = (id: string, messageContent: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/demo/session/${id}/chat`, payload: { messageContent } });

  it('starts without a token and greets, then streams replies', async () => {
    const { demoSessionId, ai } = await startDemo();
    expect(ai.trim().length).toBeGreaterThan(0);
    const res = await chat(demoSessionId, '어디가 불편해서 오셨어요?');
    expect(res.statusCode).toBe(200);
    const stream = parseStream(res.body);
    expect(stream.done).toBe(true);
    const demoCase = library.find((c) => c.id === t.config.demoCaseId)!;
    expect(stream.text).toBe(demoCase.persona.openingLine);
  });

  it('follows the disclosure rules of practice: where it hurts is not how the pain moved', async () => {
    const { demoSessionId } = await startDemo();
    await chat(demoSessionId, '어디가 불편해서 오셨어요?');
    const where = parseStream((await chat(demoSessionId, '어디가 제일 아프세요?')).body);
    expect(where.text).toContain('오른쪽 아랫배');
    expect(where.text).not.toMatch(/배꼽|명치|처음/);
    const moved = parseStream((await chat(demoSessionId, '처음부터 거기가 아팠어요?')).body);
    expect(moved.text).toContain('배꼽');
  });

  it('refuses a blank message with 400 and an unknown session with 404', async () => {
    const { demoSessionId } = await startDemo();
    expect((await chat(demoSessionId, ' ')).statusCode).toBe(400);
    const unknown = await chat(crypto.randomUUID(), '안녕하세요');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('데모 세션이 만료되었습니다. 새로 시작해주세요.');
  });

  it('expires demo sessions', async () => {
    const { demoSessionId } = await startDemo();
    t.clock.advance(DEMO_SESSION_TTL_MS + 1000);
    expect((await chat(demoSessionId, '안녕하세요')).statusCode).toBe(404);
  });

  it('bounds a demo conversation', async () => {
    const { demoSessionId } = await startDemo();
    for (let i = 0; i < DEMO_MAX_USER_MESSAGES; i += 1) {
      expect((await chat(demoSessionId, `질문 ${i}번이요. 열은 없으세요?`)).statusCode).toBe(200);
    }
    const over = await chat(demoSessionId, '한 번 더요');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/회원가입/);
  });
});

describe('demo rate limit', () => {
  it('limits demo chats per client with 429 and Retry-After', async () => {
    const t = await createTestApp();
    await t.app.services.cases.seed(library, 'v1');
    try {
      const { demoSessionId } = (await t.app.inject({ method: 'POST', url: '/api/v1/demo/session' })).json();
      let limited;
      for (let i = 0; i < 31; i += 1) {
        limited = await t.app.inject({
          method: 'POST',
          url: `/api/v1/demo/session/${demoSessionId}/chat`,
          payload: { messageContent: '안녕하세요' },
        });
      }
      expect(limited!.statusCode).toBe(429);
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('model mode (OpenAI-compatible endpoint)', () => {
  let t: TestApp;
  let model: ScriptedModel;
  let token: string;
  beforeAll(async () => {
    model = await startScriptedModel();
    t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-patient', AI_API_KEY: 'sk-test' });
    await t.app.services.cases.seed(library, 'v1');
    token = (await signUp(t.app)).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  const startSession = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/practice-sessions',
        payload: { scenarioId: 'acute-appendicitis' },
        headers: bearer(token),
      })
    ).json().practiceSessionId as string;
  const say = (id: string, messageContent: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/practice-sessions/${id}/chat-messages`,
      payload: { messageContent },
      headers: bearer(token),
    });

  it('streams the model wording of what the engine decided to disclose, and only that', async () => {
    model.behaviour = { kind: 'reply', words: ['어제 ', '저녁부터 ', '아팠어요.'] };
    const id = await startSession();
    const res = await say(id, '언제부터 아프셨어요?');
    expect(res.statusCode).toBe(200);
    const stream = parseStream(res.body);
    expect(stream.text).toBe('어제 저녁부터 아팠어요.');
    expect(stream.done).toBe(true);
    const request = model.requests.at(-1)!;
    expect(request.body.model).toBe('test-patient');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const prompt = JSON.stringify(request.body.messages);
    const appendicitis = library.find((c) => c.id === 'acute-appendicitis')!;
    // The model gets the onset fact to phrase, and nothing the learner did not ask about.
    expect(prompt).toContain(appendicitis.history.onset!.slice(0, 10));
    expect(prompt).not.toContain(appendicitis.history.family!);
    expect(prompt).not.toContain(appendicitis.exam.mcburneyTenderness!.finding);
  });

  it(
    'caps one learner at 2 open chat streams with a Korean 429, and frees the slots when they end',
    async () => {
      let release!: () => void;
      model.behaviour = { kind: 'hold', words: ['잠깐만요, '], release: new Promise((r) => (release = r)) };
      const before = model.requests.length;
      const ids = [await startSession(), await startSession(), await startSession()];
      const open = [say(ids[0]!, '언제부터 아프셨어요?'), say(ids[1]!, '언제부터 아프셨어요?')];
      // Both streams have reached the model and are held open there.
      await vi.waitFor(() => expect(model.requests.length).toBe(before + 2), { timeout: 30_000 });
      const third = await say(ids[2]!, '언제부터 아프셨어요?');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: '동시에 진행할 수 있는 대화는 2개까지입니다. 다른 대화의 답변이 끝난 뒤 다시 시도해주세요.',
        code: 'TOO_MANY_STREAMS',
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(model.requests.length).toBe(before + 2);
      release();
      for (const res of await Promise.all(open)) expect(parseStream(res.body).done).toBe(true);
      model.behaviour = { kind: 'reply', words: ['어제부터요.'] };
      const after = await say(ids[2]!, '언제부터 아프셨어요?');
      expect(after.statusCode).toBe(200);
    },
    hangBound(90_000),
  );

  it.each([503, 500, 429])(
    'maps a model answering %i to 503 with the Korean message, keeping nothing',
    async (status) => {
      model.behaviour = { kind: 'fail', status };
      const id = await startSession();
      const before = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/practice-sessions/${id}/chat-messages`,
          headers: bearer(token),
        })
      ).json().data.length;
      const res = await say(id, '열은 없으세요?');
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.');
      const after = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/practice-sessions/${id}/chat-messages`,
          headers: bearer(token),
        })
      ).json().data.length;
      expect(after).toBe(before);
    },
  );
});
