/**
 * The session-expiry watcher (spec 2 §4, §9: every 300 000 ms and on window focus), on a fake
 * clock, and what follows when the expiring session cannot be renewed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../../tests/unit/fake-jwt';
import type { Session } from '../../lib/app-atoms';
import { redirectFromProtectedRoute } from '../../lib/auth-redirects';
import { createApiClient } from '../api/create-api-client';
import { handleRefreshRejected } from '../api/refresh-rejected';
import { SESSION_CHECK_INTERVAL_MS, startSessionWatcher } from './session-watcher';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
/** A token that lapses `seconds` after START. */
const tokenLapsingIn = (seconds: number) => fakeJwt({ sub: 'u-1', exp: START / 1000 + seconds });

let stops: Array<() => void> = [];

function watch(options: { token: () => string | null; online?: () => boolean }) {
  const refreshSession = vi.fn(async () => undefined);
  const stop = startSessionWatcher({
    readAccessToken: options.token,
    refreshSession,
    isOnline: options.online ?? (() => true),
    now: () => Date.now(),
  });
  stops.push(stop);
  return { refreshSession, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('session-expiry watcher', () => {
  it('checks every 5 minutes, not before', async () => {
    const { refreshSession } = watch({ token: () => tokenLapsingIn(60) });

    expect(SESSION_CHECK_INTERVAL_MS).toBe(300_000);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('leaves a token alone until it is within the 300 s margin of lapsing', async () => {
    // Lapses 16 minutes after START: checks at 5 and 10 minutes see it fresh; at 15 minutes it is
    // 60 s from lapsing, inside the margin.
    const { refreshSession } = watch({ token: () => tokenLapsingIn(16 * 60) });

    await vi.advanceTimersByTimeAsync(2 * SESSION_CHECK_INTERVAL_MS);
    expect(refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('checks at once when the window regains focus', () => {
    const { refreshSession } = watch({ token: () => tokenLapsingIn(120) });

    window.dispatchEvent(new Event('focus'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('does nothing while offline, without a token, or after it is stopped', async () => {
    let online = false;
    const offline = watch({ token: () => tokenLapsingIn(0), online: () => online });
    const noToken = watch({ token: () => null });

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    expect(offline.refreshSession).not.toHaveBeenCalled();
    expect(noToken.refreshSession).not.toHaveBeenCalled();

    online = true;
    offline.stop();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    expect(offline.refreshSession).not.toHaveBeenCalled();
  });

  describe('an expiring session the server refuses to renew', () => {
    const refusingFetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: '로그인 세션이 만료되었습니다.', code: 'INVALID_REFRESH_TOKEN' }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );

    /** The real API client and refusal rule, with the session kept in a local variable. */
    function refusingSetup(pathname: string) {
      let session: Session = {
        status: 'signedIn',
        user: {
          userId: 'u-1',
          role: 'USER',
          fullName: '김학생',
          email: 'student@example.com',
          nickname: '본과4학년',
          profileImageUrl: null,
          signUpMethod: 'email',
          hasPassword: true,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      };
      const warn = vi.fn();
      const client = createApiClient({
        prefixUrl: 'http://app.test/api/v1',
        fetch: refusingFetch,
        tokens: {
          readTokens: () => ({ accessToken: tokenLapsingIn(30), refreshToken: 'revoked' }),
          writeTokens: () => undefined,
        },
        onRefreshRejected: () =>
          handleRefreshRejected(pathname, {
            expireSession: () => (session = { status: 'signedOut', reason: 'expired' }),
            warn,
          }),
      });
      stops.push(
        startSessionWatcher({
          readAccessToken: () => tokenLapsingIn(30),
          refreshSession: client.refreshSession,
          isOnline: () => true,
        }),
      );
      return { session: () => session, warn };
    }

    it.each(['/dashboard', '/cases', '/mock-exams', '/my-notes/history', '/my-page', '/feedback/create'])(
      'signs out on %s and the guard sends the learner to /login?error=session_expired',
      async (pathname) => {
        const setup = refusingSetup(pathname);

        await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

        expect(refusingFetch).toHaveBeenCalled();
        expect(setup.session()).toEqual({ status: 'signedOut', reason: 'expired' });
        expect(redirectFromProtectedRoute(setup.session(), pathname)).toBe('/login?error=session_expired');
      },
    );

    it('keeps the session on a mock exam case page and warns instead', async () => {
      const setup = refusingSetup('/mock-exams/live/exam-1/2');

      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);

      expect(setup.session().status).toBe('signedIn');
      expect(setup.warn).toHaveBeenCalledTimes(1);
    });
  });
});
