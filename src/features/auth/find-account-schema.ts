/**
 * The find-account dialog (spec 1 §2, §5): one e-mail field per tab, required
 * ('이메일을 입력해주세요.') and checked with the contract's emailBody, so the client says what the
 * server would.
 */
import { emailBody } from '../../../contract/account';
import { zodFieldErrors } from '../../lib/zod-field-errors';

/** 아이디 찾기 mails the sign-in e-mail and sign-up method; 비밀번호 찾기 mails a reset link. */
export type FindAccountTab = 'find-id' | 'find-password';

export type FindAccountEmailResult = { ok: true; email: string } | { ok: false; error: string };

export function validateFindAccountEmail(email: string): FindAccountEmailResult {
  const parsed = emailBody.safeParse({ email });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, error: zodFieldErrors<'email'>(parsed.error).email ?? '이메일을 입력해주세요.' };
}
