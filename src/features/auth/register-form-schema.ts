/**
 * Validation of the sign-up form: the contract's registerBody (same messages the server uses) plus
 * the client-only password confirmation. The mismatch check runs even when other fields have
 * errors, so the learner sees every problem at once.
 */
import { registerBody, type RegisterBody } from '../../../contract/auth';
import type { FieldErrors } from '../../lib/use-form-fields';
import { zodFieldErrors } from '../../lib/zod-field-errors';

export interface RegisterFormValues extends Record<string, string> {
  fullName: string;
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegisterForm: RegisterFormValues = {
  fullName: '',
  nickname: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const PASSWORD_MISMATCH_MESSAGE = '비밀번호가 일치하지 않습니다.';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = '비밀번호 확인을 입력해주세요.';

export type RegisterFormResult =
  { ok: true; body: RegisterBody } | { ok: false; errors: FieldErrors<RegisterFormValues> };

export function validateRegisterForm(values: RegisterFormValues): RegisterFormResult {
  const { confirmPassword, ...body } = values;
  const parsed = registerBody.safeParse(body);
  const errors: FieldErrors<RegisterFormValues> = parsed.success ? {} : zodFieldErrors(parsed.error);

  if (!confirmPassword) errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED_MESSAGE;
  else if (confirmPassword !== values.password) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;

  if (parsed.success && !errors.confirmPassword) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
