import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('admin account from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created once, then kept an admin with the configured password', async () => {
    const auth = t.app.services.auth;
    await auth.ensureAdmin('Admin@Example.com', 'admin-pass-1');
    await auth.ensureAdmin('admin@example.com', 'admin-pass-1');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@example.com', password: 'admin-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('ADMIN');

    await auth.ensureAdmin('admin@example.com', 'changed-pass-2');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@example.com', password: 'admin-pass-1' },
    });
    expect(old.statusCode).toBe(401);
    // The earlier session ends with the password change.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
