import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { loadCases } from '../../content/load';
import { idempotencyKeys } from '../../server/db/schema/idempotency-keys';
import {
  bearer,
  createTestApp,
  signUp,
  uniqueEmail,
  seededApp,
  type SignedUp,
  type TestApp,
} from '../support/test-app';
import { hangBound } from '../support/hang-bound';

/** Headers, tokens and sessions against an adversary (issue 19). */
let t: TestApp;
let learner: SignedUp;

beforeAll(async () => {
  ({ t, learner } = await seededApp(loadCases()));
});
afterAll(async () => {
  await t?.close();
});

describe('caching and CSP', () => {
  it('marks every API answer no-store: tokens, personal data, errors and streams', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: login.json().refreshToken },
    });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(learner.accessToken),
    });
    expect(me.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/v1/users/me', '/api/v1/no-such-route', '/api/v1/health', '/api/v1/cases/x%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const demo = await t.app.inject({ method: 'POST', url: '/api/v1/demo/session' });
    const stream = await t.app.inject({
      method: 'POST',
      url: `/api/v1/demo/session/${demo.json().demoSessionId}/chat`,
      payload: { messageContent: '어디가 불편해서 오셨어요?' },
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['cache-control']).toContain('no-store');
  });

  it("sends CSP base-uri 'none' on the app and on the API docs page", async () => {
    for (const url of ['/api/v1/health', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain("base-uri 'none'");
    }
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const failLogin = (app: TestApp['app'], email: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'wrong-password-1' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For by default, so a rotating header cannot dodge the login limit', async () => {
    // The per-account lock would refuse first; set it out of the way to see the address limit.
    const own = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '1000' });
    const email = 'rotating@example.com';
    const answers: number[] = [];
    try {
      for (let i = 0; i < 11; i += 1)
        answers.push((await failLogin(own.app, email, `203.0.113.${i}`)).statusCode);
    } finally {
      await own.close();
    }
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it(
    'believes the given number of proxy hops when configured',
    async () => {
      const proxied = await createTestApp({ TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT: '1000' });
      try {
        expect(proxied.config.trustProxy).toBe(1);
        // Each attempt comes from another client as the one trusted proxy reports it: no shared limit.
        for (let i = 0; i < 11; i += 1) {
          expect((await failLogin(proxied.app, 'proxied@example.com', `198.51.100.${i}`)).statusCode).toBe(
            401,
          );
        }
      } finally {
        await proxied.close();
      }
    },
    hangBound(90_000),
  );
});

describe('access tokens and sessions', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

  it('stops the access token at logout, even when no refresh token is sent, and leaves other devices signed in', async () => {
    const phone = await signUp(t.app);
    const laptop = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: phone.email, password: phone.password },
      })
    ).json() as { accessToken: string; refreshToken: string };
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(phone.accessToken),
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = await me(phone.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('keeps the session across refreshes: the refreshed access token also ends at logout', async () => {
    const s = await signUp(t.app);
    const refreshed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh-token',
        payload: { refreshToken: s.refreshToken },
      })
    ).json() as { accessToken: string; refreshToken: string };
    expect((await me(refreshed.accessToken)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(refreshed.accessToken),
      payload: { refreshToken: refreshed.refreshToken },
    });
    expect((await me(refreshed.accessToken)).statusCode).toBe(401);
    expect((await me(s.accessToken)).statusCode).toBe(401);
  });

  it('carries iss and aud and refuses a token signed with the same secret for another audience or issuer', async () => {
    const [, payload] = learner.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.iss).toBe('cpx-tutor');
    expect(claims.aud).toBe('cpx-tutor/api');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forge = (iss: string | undefined, aud: string | undefined) => {
      let jwt = new SignJWT({ role: claims.role, tv: claims.tv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(String(claims.sub))
        .setIssuedAt()
        .setExpirationTime('5m');
      if (iss) jwt = jwt.setIssuer(iss);
      if (aud) jwt = jwt.setAudience(aud);
      return jwt.sign(key);
    };
    expect((await me(await forge('cpx-tutor', 'cpx-tutor/api'))).statusCode).toBe(200);
    expect((await me(await forge('cpx-tutor', 'cpx-tutor/mail-link'))).statusCode).toBe(401);
    expect((await me(await forge('cpx-tutor', undefined))).statusCode).toBe(401);
    expect((await me(await forge('someone-else', 'cpx-tutor/api'))).statusCode).toBe(401);
  });
});

describe('Idempotency-Key on token-bearing answers and crashed claims', () => {
  const storedRows = () => t.database.db.select().from(idempotencyKeys);

  it('never stores a login or refresh answer: no token can be read back, and the retry runs again', async () => {
    const s = await signUp(t.app);
    const key = `login-${crypto.randomUUID()}`;
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: s.email, password: s.password },
        headers: { 'idempotency-key': key },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const again = await login();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();

    const refreshKey = `refresh-${crypto.randomUUID()}`;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: first.json().refreshToken },
      headers: { 'idempotency-key': refreshKey },
    });
    expect(refreshed.statusCode).toBe(200);

    const rows = await storedRows();
    expect(rows.filter((r) => r.key === key || r.key === refreshKey)).toEqual([]);
    const everything = JSON.stringify(rows);
    for (const token of [
      first.json().accessToken,
      first.json().refreshToken,
      refreshed.json().refreshToken,
    ]) {
      expect(everything).not.toContain(token);
    }
  });

  it('lets the retry run once a crashed claim outlives its lease, and not before', async () => {
    const body = { fullName: '이', nickname: 'lease', email: uniqueEmail('lease'), password: 'abcdefgh1' };
    const key = `crash-${crypto.randomUUID()}`;
    // What a process that died mid-request leaves behind: a claim with no answer.
    const hash = createHash('sha256')
      .update(`POST /api/v1/auth/register\n${JSON.stringify(body)}`)
      .digest('base64url');
    await t.database.db
      .insert(idempotencyKeys)
      .values({ scope: 'anon:127.0.0.1', key, requestHash: hash, createdAt: t.clock.now() });
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    t.clock.advance(61_000);
    const late = await retry();
    expect(late.statusCode).toBe(201);
    expect(late.json().data.email).toBe(body.email);
    const replay = await retry();
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});
