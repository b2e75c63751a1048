/**
 * The app's own wiring of the API client (src/data/api/api-client.ts): what a refused refresh does
 * to the session, on an ordinary page and on a mock exam case page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type User } from '../../contract/auth';
import { authApi } from '../../src/data/api/auth-api';
import { ApiError } from '../../src/data/api/errors';
import { MOCK_EXAM_SESSION_WARNING } from '../../src/data/api/refresh-rejected';
import { enterSignedIn } from '../../src/data/session/session-store';
import { appStore, sessionAtom } from '../../src/lib/app-atoms';
import { redirectFromProtectedRoute } from '../../src/lib/auth-redirects';
import { showWarning } from '../../src/lib/notify';

vi.mock('../../src/lib/notify', () => ({ showWarning: vi.fn() }));

const learner: User = {
  userId: 'u-1',
  role: 'USER',
  fullName: '김학생',
  email: 'student@example.com',
  nickname: '본과4학년',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Every data call is refused and the refresh token is garbage: the session cannot be saved. */
const refusingServer = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL((input as Request).url);
  if (url.pathname === '/api/v1/auth/refresh-token') {
    return json(401, {
      error: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.',
      code: 'INVALID_REFRESH_TOKEN',
    });
  }
  return json(401, { error: 'Session expired or token is invalid.', code: 'UNAUTHENTICATED' });
});

describe('a refused refresh', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', refusingServer);
    enterSignedIn(learner, { accessToken: 'tampered.access.token', refreshToken: 'garbage' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(showWarning).mockClear();
    refusingServer.mockClear();
    window.history.pushState({}, '', '/');
  });

  it('ends the session on an ordinary page, and the guard sends the learner to /login?error=session_expired', async () => {
    window.history.pushState({}, '', '/dashboard');

    const error = await authApi.me().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    // The English catalogue sentence is shown in Korean.
    expect((error as ApiError).message).toMatch(/다시 로그인/);
    const session = appStore.get(sessionAtom);
    expect(session).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(redirectFromProtectedRoute(session, '/dashboard')).toBe('/login?error=session_expired');
    expect(showWarning).not.toHaveBeenCalled();
  });

  it('keeps the session on a mock exam case page, passes the error on and warns', async () => {
    window.history.pushState({}, '', '/mock-exams/live/exam-1/3');

    await expect(authApi.me()).rejects.toBeInstanceOf(ApiError);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: learner });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('garbage');
    expect(showWarning).toHaveBeenCalledWith(expect.objectContaining(MOCK_EXAM_SESSION_WARNING));
  });
});
