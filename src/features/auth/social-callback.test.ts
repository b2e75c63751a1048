import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { readSocialCallback } from './social-callback';

const user: User = {
  userId: 'u-9',
  role: 'USER',
  fullName: '네이버 사용자',
  email: 'naver@example.com',
  nickname: '초록창',
  profileImageUrl: null,
  signUpMethod: 'naver',
  hasPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('social sign-in callback', () => {
  it('reads tokens and the URL-encoded JSON user', () => {
    const result = readSocialCallback(
      query({ accessToken: 'a.b.c', refreshToken: '12345', user: JSON.stringify(user) }),
    );
    // A numeric-looking refresh token stays a string.
    expect(result).toEqual({ ok: true, answer: { accessToken: 'a.b.c', refreshToken: '12345', user } });
  });

  it.each([
    ['social_login_failed', '소셜 로그인에 실패했습니다.'],
    ['token_generation_failed', '토큰 생성에 실패했습니다.'],
    ['unsupported_provider', '지원하지 않는 소셜 로그인 제공자입니다.'],
    ['something_else', '로그인 중 오류가 발생했습니다.'],
  ])('maps error=%s to its Korean message', (error, message) => {
    expect(readSocialCallback(query({ error }))).toEqual({ ok: false, message });
  });

  it('calls missing tokens or an unreadable user incomplete', () => {
    const incomplete = { ok: false, message: '인증 정보가 불완전합니다.' };
    expect(readSocialCallback(query({ accessToken: 'a.b.c', user: JSON.stringify(user) }))).toEqual(
      incomplete,
    );
    expect(readSocialCallback(query({ accessToken: 'a', refreshToken: 'r', user: '{not json' }))).toEqual(
      incomplete,
    );
    expect(readSocialCallback('')).toEqual(incomplete);
  });
});
