import { describe, expect, it } from 'vitest';
import { validateFindAccountEmail } from './find-account-schema';

describe('find-account dialog validation', () => {
  it.each(['', '   '])('requires an e-mail (%j)', (email) => {
    expect(validateFindAccountEmail(email)).toEqual({ ok: false, error: '이메일을 입력해주세요.' });
  });

  it('checks the e-mail format', () => {
    expect(validateFindAccountEmail('student@')).toEqual({
      ok: false,
      error: '올바른 이메일 형식이 아닙니다.',
    });
  });

  it('sends the address trimmed and lower-cased, as the server stores it', () => {
    expect(validateFindAccountEmail('  Student@Example.COM ')).toEqual({
      ok: true,
      email: 'student@example.com',
    });
  });
});
