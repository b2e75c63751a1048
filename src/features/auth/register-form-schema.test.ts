import { describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  emptyRegisterForm,
  PASSWORD_MISMATCH_MESSAGE,
  validateRegisterForm,
} from './register-form-schema';

const filled = {
  fullName: '김학생',
  nickname: '본과4학년',
  email: ' Student@Example.com ',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

describe('sign-up validation', () => {
  it('requires all five fields, in Korean', () => {
    const result = validateRegisterForm(emptyRegisterForm);
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: '이름을 입력해주세요.',
        nickname: '닉네임을 입력해주세요.',
        email: '이메일을 입력해주세요.',
        password: '비밀번호는 최소 8자 이상이어야 합니다.',
        confirmPassword: CONFIRM_PASSWORD_REQUIRED_MESSAGE,
      },
    });
  });

  it('checks the e-mail format and the 8-character minimum', () => {
    const result = validateRegisterForm({
      ...filled,
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('올바른 이메일 형식이 아닙니다.');
    expect(result.errors.password).toBe('비밀번호는 최소 8자 이상이어야 합니다.');
  });

  it('reports a confirmation mismatch even while other fields are wrong', () => {
    const result = validateRegisterForm({ ...filled, fullName: '', confirmPassword: 'different-one' });
    expect(result).toMatchObject({
      ok: false,
      errors: { fullName: '이름을 입력해주세요.', confirmPassword: PASSWORD_MISMATCH_MESSAGE },
    });
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('비밀번호가 일치하지 않습니다.');
  });

  it('gives the body to send, normalised by the contract, without confirmPassword', () => {
    expect(validateRegisterForm(filled)).toEqual({
      ok: true,
      body: {
        fullName: '김학생',
        nickname: '본과4학년',
        email: 'student@example.com',
        password: 'correct-horse',
      },
    });
  });
});
