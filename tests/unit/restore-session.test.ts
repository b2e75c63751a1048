/**
 * Start-up with a stored session (spec 2 §2 Start-up, spec 1 §4), through the app's real API
 * client with fetch stubbed: the judgement calls documented in startup-plan.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type User } from '../../contract/auth';
import { restoreSession } from '../../src/data/session/session-start';
import { appStore, sessionAtom } from '../../src/lib/app-atoms';
import { fakeJwt } from './fake-jwt';

vi.mock('../../src/lib/notify', () => ({ showWarning: vi.fn() }));

const storedUser: User = {
  userId: 'u-1',
  role: 'USER',
  fullName: '김학생',
  email: 'student@example.com',
  nickname: '예전닉네임',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const serverUser: User = { ...storedUser, nickname: '새닉네임' };

const now = Date.now();
const expiringToken = fakeJwt({ sub: 'u-1', exp: Math.floor(now / 1000) + 60 });
const freshToken = fakeJwt({ sub: 'u-1', exp: Math.floor(now / 1000) + 900 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function store(accessToken: string, refreshToken: string | null, user: User | null) {
  localStorage.setItem(storageKeys.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(storageKeys.refreshToken, refreshToken);
  if (user) localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

function server(routes: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname.replace('/api/v1/', '');
    const route = routes[path];
    if (!route) throw new TypeError('Failed to fetch');
    return route();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, { status: 'loading' });
  window.history.pushState({}, '', '/dashboard');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restoring the stored session at start-up', () => {
  it('with a fresh token: signed in at once with the stored user, then updated from the server', async () => {
    store(freshToken, 'refresh-1', storedUser);
    server({ 'users/me': () => json(200, { data: serverUser }) });

    await restoreSession(now);
    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: storedUser });

    await vi.waitFor(() =>
      expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: serverUser }),
    );
  });

  it('with a token about to lapse: refreshes first (storing the rotated tokens), then loads the user', async () => {
    store(expiringToken, 'refresh-1', storedUser);
    const fetch = server({
      'auth/refresh-token': () => json(200, { accessToken: freshToken, refreshToken: 'refresh-2' }),
      'users/me': () => json(200, { data: serverUser }),
    });

    await restoreSession(now);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: serverUser });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(freshToken);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    const me = fetch.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.url.endsWith('/users/me'));
    expect(me?.headers.get('Authorization')).toBe(`Bearer ${freshToken}`);
  });

  it('with a stale token and the refresh refused: signed out as expired, everything cleared', async () => {
    store(expiringToken, 'garbage', storedUser);
    server({
      'auth/refresh-token': () =>
        json(401, { error: '로그인 세션이 만료되었습니다.', code: 'INVALID_REFRESH_TOKEN' }),
    });

    await restoreSession(now);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('with a stale token while offline: keeps working with the stored user and keeps the tokens', async () => {
    store(expiringToken, 'refresh-1', storedUser);
    server({});

    await restoreSession(now);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: storedUser });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('with a stale token and no refresh token: expired without calling the server', async () => {
    store(expiringToken, null, storedUser);
    const fetch = server({});

    await restoreSession(now);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with nothing stored: a visitor', async () => {
    const fetch = server({});
    await restoreSession(now);
    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedOut', reason: 'visitor' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
