import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import type { Session } from './app-atoms';
import {
  isSessionExpiredError,
  redirectFromAdminRoute,
  redirectFromProtectedRoute,
  redirectFromPublicRoute,
} from './auth-redirects';
import { safeRedirectPath } from './safe-redirect';

const user = (role: User['role']): User => ({
  userId: 'u-1',
  role,
  fullName: '김학생',
  email: 'student@example.com',
  nickname: '본과4학년',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const signedIn = (role: User['role'] = 'USER'): Session => ({ status: 'signedIn', user: user(role) });
const visitor: Session = { status: 'signedOut', reason: 'visitor' };

describe('public routes', () => {
  it('let visitors in', () => {
    expect(redirectFromPublicRoute(visitor, undefined)).toBeNull();
  });

  it('send a signed-in user to the requested page, else the dashboard', () => {
    expect(redirectFromPublicRoute(signedIn(), '/cases?secondary=복통')).toBe('/cases?secondary=복통');
    expect(redirectFromPublicRoute(signedIn(), undefined)).toBe('/dashboard');
    expect(redirectFromPublicRoute(signedIn(), 'https://evil.example')).toBe('/dashboard');
  });
});

describe('protected routes', () => {
  it('let a signed-in user in', () => {
    expect(redirectFromProtectedRoute(signedIn(), '/cases')).toBeNull();
  });

  it('send a visitor to /login with the page to come back to', () => {
    expect(redirectFromProtectedRoute(visitor, '/cases?page=2')).toBe('/login?redirect=%2Fcases%3Fpage%3D2');
  });

  it('send an expired session to the session-expired login', () => {
    expect(redirectFromProtectedRoute({ status: 'signedOut', reason: 'expired' }, '/cases')).toBe(
      '/login?error=session_expired',
    );
  });

  it('send someone who just logged out to a plain /login', () => {
    expect(redirectFromProtectedRoute({ status: 'signedOut', reason: 'logout' }, '/cases')).toBe('/login');
  });

  it('send someone who changed their password to /login with the notice to use the new one', () => {
    expect(redirectFromProtectedRoute({ status: 'signedOut', reason: 'password-changed' }, '/my-page')).toBe(
      '/login?notice=password_changed',
    );
  });

  it('send someone whose account was deleted to the landing page', () => {
    expect(redirectFromProtectedRoute({ status: 'signedOut', reason: 'account-deleted' }, '/my-page')).toBe(
      '/',
    );
  });
});

describe('the session-expired notice on /login', () => {
  it("shows for error=session_expired and for the server's own sentence, nothing else", () => {
    expect(isSessionExpiredError('session_expired')).toBe(true);
    expect(isSessionExpiredError('Session expired or token is invalid.')).toBe(true);
    expect(isSessionExpiredError('social_login_failed')).toBe(false);
    expect(isSessionExpiredError(undefined)).toBe(false);
  });
});

describe('admin routes', () => {
  it('let admins in and send everyone else to the feedback board', () => {
    expect(redirectFromAdminRoute(signedIn('ADMIN'))).toBeNull();
    expect(redirectFromAdminRoute(signedIn('USER'))).toBe('/feedback');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/cases', '/cases'],
    ['/my-notes/history?type=mock', '/my-notes/history?type=mock'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['/login?redirect=/x', null],
    ['/login/callback', null],
    ['/register', null],
    [42, null],
  ])('%s → %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });
});
