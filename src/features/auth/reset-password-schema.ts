/**
 * The password-reset form (spec 1 §5): a new password of at least 8 characters (the contract's
 * rule and sentence) and a confirmation that matches it. A missing token is not a form error: the
 * page shows the invalid-link screen instead.
 */
import { resetPasswordBody } from '../../../contract/account';
import type { FieldErrors } from '../../lib/use-form-fields';
import { zodFieldErrors } from '../../lib/zod-field-errors';

export interface ResetPasswordFormValues extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

export const emptyResetPasswordForm: ResetPasswordFormValues = { newPassword: '', confirmPassword: '' };

export const INVALID_LINK_MESSAGE = '유효하지 않은 링크입니다.';
export const RESET_PASSWORD_MISMATCH_MESSAGE = '비밀번호가 일치하지 않습니다.';
export const RESET_CONFIRM_REQUIRED_MESSAGE = '비밀번호 확인을 입력해주세요.';

export type ResetPasswordFormResult =
  | { ok: true; body: { token: string; newPassword: string } }
  | { ok: false; errors: FieldErrors<ResetPasswordFormValues> };

export function validateResetPasswordForm(
  token: string,
  values: ResetPasswordFormValues,
): ResetPasswordFormResult {
  const parsed = resetPasswordBody.safeParse({ token, newPassword: values.newPassword });
  const errors: FieldErrors<ResetPasswordFormValues> = {};
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors<'token' | 'newPassword'>(parsed.error);
    if (fieldErrors.newPassword) errors.newPassword = fieldErrors.newPassword;
  }
  if (!values.confirmPassword) errors.confirmPassword = RESET_CONFIRM_REQUIRED_MESSAGE;
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = RESET_PASSWORD_MISMATCH_MESSAGE;

  if (parsed.success && !errors.newPassword && !errors.confirmPassword)
    return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
