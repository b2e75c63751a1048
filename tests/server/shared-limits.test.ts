import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCases } from '../../content/load';
import { parseStream } from '../support/sse';
import { startScriptedModel, type ScriptedModel } from '../support/openai-compatible-server';
import {
  bearer,
  createSiblingApp,
  createTestApp,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../support/test-app';
import { hangBound } from '../support/hang-bound';

/**
 * Issue 19 item 3: with REDIS_URL, two instances share every limit (route rate limits through the
 * plugin's Redis store, the per-account sign-in lock, the open-stream cap, ending an account's
 * streams). Runs against the Redis of TEST_REDIS_URL (e.g. redis://127.0.0.1:6379), under a key
 * prefix of its own per run so runs never collide.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe('one instance without REDIS_URL', () => {
  it('keeps its limits in its own memory', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.services.shared.kind).toBe('memory');
      expect(t.app.services.shared.redis).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe.runIf(redisUrl)('two instances sharing one Redis (TEST_REDIS_URL)', () => {
  const prefix = `cpx-test:${randomUUID()}:`;
  let model: ScriptedModel;
  let a: TestApp;
  let b: FastifyInstance;
  let probe: Redis;

  beforeAll(async () => {
    model = await startScriptedModel();
    a = await createTestApp({
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      REGISTER_RATE_LIMIT_PER_HOUR: '4',
      LOGIN_FAILURES_PER_ACCOUNT: '4',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-patient',
    });
    b = await createSiblingApp(a);
    await a.app.services.cases.seed(loadCases(), 'v1');
    probe = new Redis(redisUrl!);
  }, hangBound(60_000));
  afterAll(async () => {
    if (probe) {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
      probe.disconnect();
    }
    await b?.close();
    await a?.close();
    await model?.close();
  });

  const register = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        fullName: '김학생',
        nickname: '학생',
        email: uniqueEmail('shared'),
        password: 'correct-horse-9',
      },
      // An address of its own, so the other tests here can still sign up from the default one.
      remoteAddress: '203.0.113.7',
    });

  it('uses Redis on both instances', () => {
    expect(a.app.services.shared.kind).toBe('redis');
    expect(b.services.shared.kind).toBe('redis');
  });

  it('counts sign-ups from one address once across both instances (the route limits live in Redis)', async () => {
    const answers: number[] = [];
    for (const app of [a.app, b, a.app, b, a.app, b]) answers.push((await register(app)).statusCode);
    // 4 an hour from one address in all: in memory each instance would have allowed 4 (8 in all).
    expect(answers).toEqual([201, 201, 201, 201, 429, 429]);
    const keys = await probe.keys(`${prefix}rl:*`);
    expect(keys.some((k) => k.includes('/api/v1/auth/register'))).toBe(true);
  });

  it('locks an account after its failures on either instance, whatever the address', async () => {
    const learner = await signUp(b);
    const fail = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: learner.email, password: `wrong-guess-${i}` },
        remoteAddress: `198.51.100.${i + 1}`,
      });
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await fail(i % 2 === 0 ? a.app : b, i)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it(
    'caps open chat streams per learner across both instances, and ends them all when the account is deleted',
    async () => {
      const learner = await signUp(a.app);
      const start = async (app: FastifyInstance) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/practice-sessions',
            payload: { scenarioId: 'acute-appendicitis' },
            headers: bearer(learner.accessToken),
          })
        ).json().practiceSessionId as string;
      const say = (app: FastifyInstance, id: string) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/practice-sessions/${id}/chat-messages`,
          payload: { messageContent: '언제부터 아프셨어요?' },
          headers: bearer(learner.accessToken),
        });
      let release!: () => void;
      model.behaviour = { kind: 'hold', words: ['잠깐만요, '], release: new Promise((r) => (release = r)) };
      const before = model.requests.length;
      const ids = [await start(a.app), await start(b), await start(a.app)];
      const open = [say(a.app, ids[0]!), say(b, ids[1]!)];
      await vi.waitFor(() => expect(model.requests.length).toBe(before + 2), { timeout: 30_000 });
      // One stream open on each instance: a third on either is one too many.
      const third = await say(a.app, ids[2]!);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('TOO_MANY_STREAMS');
      const deleted = await a.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/me',
        payload: { password: learner.password },
        headers: bearer(learner.accessToken),
      });
      expect(deleted.statusCode).toBe(200);
      // Both streams end without the model ever finishing (release is never called before this).
      const ended = await Promise.all(open);
      for (const res of ended) expect(parseStream(res.body).done).toBe(false);
      release();
    },
    hangBound(90_000),
  );
});
