import { describe, expect, it } from 'vitest';
import { validateResetPasswordForm } from './reset-password-schema';

describe('password reset form rules', () => {
  it('requires at least 8 characters', () => {
    expect(
      validateResetPasswordForm('t0ken', { newPassword: 'short12', confirmPassword: 'short12' }),
    ).toEqual({
      ok: false,
      errors: { newPassword: '비밀번호는 최소 8자 이상이어야 합니다.' },
    });
  });

  it('requires the confirmation to match', () => {
    expect(
      validateResetPasswordForm('t0ken', {
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-2',
      }),
    ).toEqual({ ok: false, errors: { confirmPassword: '비밀번호가 일치하지 않습니다.' } });
  });

  it('reports both problems at once, and an empty confirmation as missing', () => {
    expect(validateResetPasswordForm('t0ken', { newPassword: '', confirmPassword: '' })).toEqual({
      ok: false,
      errors: {
        newPassword: '비밀번호는 최소 8자 이상이어야 합니다.',
        confirmPassword: '비밀번호 확인을 입력해주세요.',
      },
    });
  });

  it('accepts exactly 8 characters and gives the body to send', () => {
    expect(
      validateResetPasswordForm('t0ken', { newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({
      ok: true,
      body: { token: 't0ken', newPassword: '12345678' },
    });
  });

  it('keeps spaces: a password is sent exactly as typed', () => {
    const result = validateResetPasswordForm('t0ken', {
      newPassword: ' spaced pw ',
      confirmPassword: ' spaced pw ',
    });
    expect(result).toEqual({ ok: true, body: { token: 't0ken', newPassword: ' spaced pw ' } });
  });
});
