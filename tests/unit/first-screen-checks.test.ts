import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { user as userSchema, type User } from '../../contract/auth';
import { providersAnswer } from '../../contract/account';
import { errorBody } from '../../contract/common';
import { providersOf } from '../../src/features/auth/use-available-social-providers';
import { errorBodyOf } from '../../src/data/api/errors';
import { storedUser } from '../../src/data/auth-storage';

/**
 * What start-up, the landing page and /login check by hand (they load no schema library) must
 * agree with the contract's schemas: these are checked against them, value by value.
 */
const storedUserSchema = userSchema
  .extend({ hasPassword: z.boolean().optional() })
  .transform((user): User => ({ ...user, hasPassword: user.hasPassword ?? user.signUpMethod === 'email' }));

const base = {
  userId: 'u1',
  role: 'USER',
  fullName: '김학생',
  email: 'a@b.c',
  nickname: 'kim',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2026-12-01T00:00:00.000Z',
};
const fieldValues: unknown[] = [
  undefined,
  null,
  '',
  'x',
  0,
  true,
  false,
  [],
  {},
  'USER',
  'ADMIN',
  'ROOT',
  'naver',
  'google',
  'kakao',
  'email',
  'apple',
];

describe('hand checks against the contract', () => {
  it('a stored user: each field with each value, missing fields, extra fields', () => {
    const inputs: unknown[] = [null, 'user', [], {}, base, { ...base, extra: 1 }];
    for (const key of Object.keys(base)) {
      const { [key]: _dropped, ...without } = base as Record<string, unknown>;
      inputs.push(without);
      for (const value of fieldValues) inputs.push({ ...base, [key]: value });
    }
    inputs.push({ ...base, signUpMethod: 'naver', hasPassword: undefined });
    for (const input of inputs) {
      const parsed = storedUserSchema.safeParse(input);
      expect(storedUser(input), JSON.stringify(input)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });

  it('an error body', () => {
    const inputs: unknown[] = [
      null,
      'error',
      [],
      {},
      { error: '잘못된 요청' },
      { error: 'x', code: 'NOT_FOUND' },
      { error: 'x', code: 1 },
      { error: 'x', requestId: 'r1' },
      { error: 'x', requestId: 2 },
      { error: 1 },
      { error: 'x', code: undefined },
      { error: 'x', code: 'A', requestId: 'r', extra: true },
    ];
    for (const input of inputs) {
      const parsed = errorBody.safeParse(input);
      const expected = parsed.success ? { error: parsed.data.error, code: parsed.data.code } : null;
      const got = errorBodyOf(input);
      expect(got && { error: got.error, code: got.code }, JSON.stringify(input)).toStrictEqual(expected);
    }
  });

  it('the social providers answer', () => {
    const inputs: unknown[] = [
      null,
      [],
      {},
      { data: [] },
      { data: ['naver', 'google'] },
      { data: ['kakao'] },
      { data: ['apple'] },
      { data: 'naver' },
      { data: [1] },
    ];
    for (const input of inputs) {
      const parsed = providersAnswer.safeParse(input);
      expect(providersOf(input), JSON.stringify(input)).toStrictEqual(
        parsed.success ? parsed.data.data : null,
      );
    }
  });
});
