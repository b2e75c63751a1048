import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../tests/unit/fake-jwt';
import { isTokenExpiring, readJwtExpiry, readJwtSubject } from './jwt';

describe('readJwtExpiry', () => {
  it('reads exp from a base64url payload', () => {
    expect(readJwtExpiry(fakeJwt({ sub: '한글 사용자 ~~~???', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('gives null for anything unreadable', () => {
    expect(readJwtExpiry('not-a-jwt')).toBeNull();
    expect(readJwtExpiry('a.!!!.c')).toBeNull();
    expect(readJwtExpiry(fakeJwt({ sub: 'x' }))).toBeNull();
    expect(readJwtExpiry(fakeJwt({ exp: '1900000000' }))).toBeNull();
  });
});

describe('readJwtSubject', () => {
  it('reads whom the token was issued to, or null', () => {
    const userId = '0b6d5f3e-8f0e-4c1a-9d61-3f1f4c2b7a10';
    expect(readJwtSubject(fakeJwt({ sub: userId, exp: 1_900_000_000 }))).toBe(userId);
    expect(readJwtSubject(fakeJwt({ exp: 1_900_000_000 }))).toBeNull();
    expect(readJwtSubject(fakeJwt({ sub: 42 }))).toBeNull();
    expect(readJwtSubject('not-a-jwt')).toBeNull();
  });
});

describe('isTokenExpiring (300 s margin)', () => {
  const now = 1_800_000_000_000; // ms
  const nowSeconds = now / 1000;

  it('is fresh when more than 300 s remain', () => {
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 301 }), now)).toBe(false);
  });

  it('counts as expired exactly at, and within, the 300 s margin', () => {
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 300 }), now)).toBe(true);
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 10 }), now)).toBe(true);
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds - 1 }), now)).toBe(true);
  });

  it('treats a token without a readable exp as expired', () => {
    expect(isTokenExpiring('garbage', now)).toBe(true);
  });
});
