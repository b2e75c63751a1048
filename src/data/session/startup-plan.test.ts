import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { fakeJwt } from '../../../tests/unit/fake-jwt';
import { planStartup } from './startup-plan';

const user: User = {
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
const now = 1_800_000_000_000;
const tokenExpiringIn = (seconds: number) => fakeJwt({ exp: now / 1000 + seconds });

describe('initial authentication (spec 1 §4, 300 s margin)', () => {
  it('is a visitor without an access token, even with a user and refresh token stored', () => {
    expect(planStartup({ accessToken: null, refreshToken: 'r' }, user, now)).toEqual({ kind: 'visitor' });
  });

  it('is signed in at once with a stored user and a token valid for more than 300 s', () => {
    expect(planStartup({ accessToken: tokenExpiringIn(301), refreshToken: 'r' }, user, now)).toEqual({
      kind: 'signed-in',
      user,
    });
  });

  it('is not signed in at once when the token lapses within 300 s: it refreshes first', () => {
    expect(planStartup({ accessToken: tokenExpiringIn(299), refreshToken: 'r' }, user, now)).toEqual({
      kind: 'validate',
      storedUser: user,
      refreshFirst: true,
    });
  });

  it('refreshes an already expired token when a refresh token exists', () => {
    expect(planStartup({ accessToken: tokenExpiringIn(-3600), refreshToken: 'r' }, user, now)).toMatchObject({
      kind: 'validate',
      refreshFirst: true,
    });
  });

  it('is expired when the token is stale and nothing can refresh it', () => {
    expect(planStartup({ accessToken: tokenExpiringIn(100), refreshToken: null }, user, now)).toEqual({
      kind: 'expired',
    });
  });

  it('loads the user (without refreshing) when a fresh token has no stored user', () => {
    expect(planStartup({ accessToken: tokenExpiringIn(900), refreshToken: 'r' }, null, now)).toEqual({
      kind: 'validate',
      storedUser: null,
      refreshFirst: false,
    });
  });
});
