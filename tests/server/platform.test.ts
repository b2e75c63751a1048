import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('sends security headers with a CSP the PWA can live with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for listed origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'http://localhost:3999' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('존재하지 않는 API 경로입니다.');
  });

  it('publishes OpenAPI built from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/users/me']),
    );
    expect(doc.paths['/api/v1/auth/register'].post.requestBody).toBeDefined();
  });
});

describe('Idempotency-Key', () => {
  const register = (key: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      headers: { 'idempotency-key': key },
    });

  it('replays the first answer for the same key and body, doing the work once', async () => {
    const body = { fullName: '박', nickname: 'p', email: uniqueEmail(), password: 'abcdefgh1' };
    const key = crypto.randomUUID();
    const first = await register(key, body);
    const again = await register(key, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // A real second registration would have been refused as a duplicate.
    const fresh = await register(crypto.randomUUID(), body);
    expect(fresh.statusCode).toBe(409);
  });

  it('refuses the same key with another body with 422', async () => {
    const key = crypto.randomUUID();
    await register(key, { fullName: '최', nickname: 'c', email: uniqueEmail(), password: 'abcdefgh1' });
    const other = await register(key, {
      fullName: '최',
      nickname: 'c',
      email: uniqueEmail(),
      password: 'abcdefgh1',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key/);
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const key = crypto.randomUUID();
    const logout = (s: typeof a) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        payload: { refreshToken: s.refreshToken },
        headers: { ...bearer(s.accessToken), 'idempotency-key': key },
      });
    expect((await logout(a)).statusCode).toBe(200);
    const forB = await logout(b);
    expect(forB.statusCode).toBe(200);
    expect(forB.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400', async () => {
    const res = await register('bad key!', {
      fullName: 'x',
      nickname: 'x',
      email: uniqueEmail(),
      password: 'abcdefgh1',
    });
    expect(res.statusCode).toBe(400);
  });
});
