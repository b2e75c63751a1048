/**
 * The admin answer (spec 2 §5): trimmed before sending; blank after trimming is refused with
 * '답변 내용을 입력해주세요.' and nothing is sent. Uses the contract's schema, so the PWA and the
 * server agree on the limits and wording.
 */
import { adminResponseBody, type FeedbackStatus } from '../../../contract/feedback';

export type AdminResponseCheck =
  { ok: true; body: { adminResponse: string; status: FeedbackStatus } } | { ok: false; error: string };

export function checkAdminResponse(text: string, status: FeedbackStatus): AdminResponseCheck {
  const parsed = adminResponseBody.safeParse({ adminResponse: text, status });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? '답변 내용을 입력해주세요.' };
}

/** The previous answer is shown beside the editor once the edit differs from it. */
export function showsPreviousResponse(previous: string | null, edited: string): boolean {
  return Boolean(previous) && previous?.trim() !== edited.trim();
}
