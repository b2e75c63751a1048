import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users';
import { ROTATION_GRACE_MS } from '../../server/services/refresh-tokens';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

describe('register', () => {
  it('creates an account and answers the user without secrets', async () => {
    const email = uniqueEmail();
    const res = await post('/auth/register', {
      fullName: '이수진',
      nickname: '수진',
      email,
      password: 'abcdefgh1',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      email,
      fullName: '이수진',
      nickname: '수진',
      role: 'USER',
      signUpMethod: 'email',
      hasPassword: true,
    });
    // Whether there is a password, never the password or its hash.
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|"password"|abcdefgh1|\$argon/i);
  });

  it('refuses a duplicate e-mail, whatever its case, with a Korean message', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { fullName: 'A', nickname: 'a', email, password: 'abcdefgh1' });
    const res = await post('/auth/register', {
      fullName: 'B',
      nickname: 'b',
      email: email.toUpperCase(),
      password: 'abcdefgh2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('이미 가입된 이메일입니다. 로그인하거나 계정 찾기를 이용해주세요.');
  });

  it.each([
    [{ nickname: 'n', email: 'a@b.co', password: 'abcdefgh' }, '이름을 입력해주세요.'],
    [
      { fullName: 'x', nickname: 'n', email: 'not-an-email', password: 'abcdefgh' },
      '올바른 이메일 형식이 아닙니다.',
    ],
    [
      { fullName: 'x', nickname: 'n', email: 'a@b.co', password: 'short' },
      '비밀번호는 최소 8자 이상이어야 합니다.',
    ],
    [{ fullName: '   ', nickname: 'n', email: 'a@b.co', password: 'abcdefgh' }, '이름을 입력해주세요.'],
  ])('answers 400 with a Korean message for a bad body %#', async (body, message) => {
    const res = await post('/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/);
  });

  it('answers a body of the wrong type with 400 in Korean', async () => {
    const res = await post('/auth/login', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[가-힣]/);
  });
});

describe('login', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post('/auth/login', { email, password: 'wrong-password' });
    const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rate-limits repeated attempts from one address with 429 and Retry-After', async () => {
    // The per-account lock (tests/server/account-lock.test.ts) is set out of the way here.
    const own = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '1000' });
    const email = uniqueEmail('brute');
    const answers = [];
    try {
      for (let i = 0; i < 11; i += 1)
        answers.push(
          await own.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email, password: `guess-${i}` },
          }),
        );
    } finally {
      await own.close();
    }
    expect(answers.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    const limited = answers[10]!;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('access tokens', () => {
  it('lets the holder read /users/me', async () => {
    const s = await signUp(t.app);
    const res = await me(s.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(s.email);
  });

  it('refuses no token, a tampered token, an alg:none token and a refresh token', async () => {
    const s = await signUp(t.app);
    const [header, payload, signature] = s.accessToken.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'BB' : 'AA'}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const forgedRole = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' }),
    ).toString('base64url')}.${signature}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(401);
    for (const token of [tampered, none, forgedRole, s.refreshToken, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Session expired or token is invalid.');
    }
  });

  it('expires after 15 minutes', async () => {
    const s = await signUp(t.app);
    t.clock.advance(14 * 60_000);
    expect((await me(s.accessToken)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me(s.accessToken)).statusCode).toBe(401);
  });

  it('stops working when the user token version rises (password change, deletion)', async () => {
    const s = await signUp(t.app);
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, s.user.userId));
    expect((await me(s.accessToken)).statusCode).toBe(401);
  });

  it('stops working at once after a logout or a version change, though its lookups were answered from memory', async () => {
    // On PGlite, repeated lookups of a session are served from memory while nothing is written.
    const s = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await me(s.accessToken)).statusCode).toBe(200);
    await post('/auth/logout', { refreshToken: s.refreshToken }, bearer(s.accessToken));
    expect((await me(s.accessToken)).statusCode).toBe(401);

    const other = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await me(other.accessToken)).statusCode).toBe(200);
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, other.user.userId));
    expect((await me(other.accessToken)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh answers a new pair and the new access token works', async () => {
    const s = await signUp(t.app);
    const res = await post('/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);
  });

  it('gives tabs refreshing at once the same successor within the grace window', async () => {
    const s = await signUp(t.app);
    const [a, b] = await Promise.all([
      post('/auth/refresh-token', { refreshToken: s.refreshToken }),
      post('/auth/refresh-token', { refreshToken: s.refreshToken }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
  });

  it('treats reuse of a rotated token as theft: 401 and the whole family is revoked', async () => {
    const s = await signUp(t.app);
    const first = (await post('/auth/refresh-token', { refreshToken: s.refreshToken })).json();
    t.clock.advance(ROTATION_GRACE_MS + 1_000);
    const reuse = await post('/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The legitimate successor is revoked as well.
    const successor = await post('/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(successor.statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await post('/auth/refresh-token', { refreshToken: 'nope' })).statusCode).toBe(401);
    const s = await signUp(t.app);
    t.clock.advance(15 * 86_400_000);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
  });

  it('logout revokes this device only', async () => {
    const phone = await signUp(t.app);
    const laptop = (await post('/auth/login', { email: phone.email, password: phone.password })).json();
    const out = await post('/auth/logout', { refreshToken: phone.refreshToken }, bearer(phone.accessToken));
    expect(out.statusCode).toBe(200);
    expect((await post('/auth/refresh-token', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', { refreshToken: laptop.refreshToken })).statusCode).toBe(200);
  });
});
