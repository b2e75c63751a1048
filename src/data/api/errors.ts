/**
 * The one place where a failed call becomes a Korean sentence (architecture rule 7).
 * Order of preference: the server's own `error` sentence, then the contract's catalogue entry for
 * its `code`, then a catalogue entry chosen by HTTP status. A fetch that never got an answer is a
 * network failure. Catalogue entries the spec gives in English get their Korean equivalent here.
 */
import { HTTPError } from 'ky';
import { codeForStatus, errorCatalogue, isErrorCode, type ErrorCode } from '../../../contract/errors';

export const NETWORK_ERROR_MESSAGE = '연결이 불안정합니다. 다시 시도해주세요.';
export const UNPROCESSABLE_MESSAGE = '요청을 처리할 수 없습니다.';
export const INVALID_ANSWER_MESSAGE = '서버 응답을 이해할 수 없습니다. 잠시 후 다시 시도해주세요.';
/** Spec 1 §8: what a learner sees when a practice session cannot be started. */
export const PRACTICE_START_FAILED_MESSAGE = '실습 세션 시작에 실패했습니다.';
/** A grading the server gave up on, when its answer carries no reason of its own. */
export const GRADING_FAILED_MESSAGE = '채점에 실패했습니다. 잠시 후 다시 시도하거나 문의해주세요.';
/** Spec 1 §8: the landing demo could not get a session. */
export const DEMO_START_FAILED_MESSAGE = '데모 준비에 실패했습니다. 잠시 후 다시 시도해주세요.';
/** Writes that fail on the device itself (storage full, private mode), not on the server. */
export const BOOKMARK_SAVE_FAILED_MESSAGE = '즐겨찾기를 저장하지 못했습니다. 다시 시도해주세요.';
export const PRACTICE_END_FAILED_MESSAGE = '진료를 종료하지 못했습니다. 다시 시도해주세요.';
/** A live session the server could not be asked about, with nothing saved on this device. */
export const PRACTICE_UNREACHABLE_MESSAGE =
  '연결이 불안정해 실습을 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해주세요.';

/**
 * The device's storage is full. IndexedDB refuses the write, and since a local change and its
 * outbox entry are one transaction, nothing of it was kept: the learner must know to free space.
 */
export const STORAGE_FULL_MESSAGE =
  '저장 공간이 부족해 이 기기에 저장하지 못했습니다. 사용하지 않는 앱이나 파일을 정리한 뒤 다시 시도해주세요.';

/** Spec 2 §8, the feedback board's fallbacks in Korean. */
export const FEEDBACK_CREATE_FAILED_MESSAGE = '피드백 작성 중 오류가 발생했습니다. 다시 시도해주세요.';
export const FEEDBACK_UPDATE_FAILED_MESSAGE = '피드백 수정 중 오류가 발생했습니다. 다시 시도해주세요.';
export const FEEDBACK_DELETE_FAILED_MESSAGE = '피드백 삭제 중 오류가 발생했습니다. 다시 시도해주세요.';
export const FEEDBACK_NOT_FOUND_MESSAGE = '피드백을 찾을 수 없습니다.';
export const ADMIN_RESPONSE_FAILED_MESSAGE = '답변 저장에 실패했습니다.';

/**
 * What an account action says when it fails with nothing better to say (spec 2 §8 "Fallbacks,
 * shown in Korean"): used for failures that are not an ApiError at all.
 */
export const ACCOUNT_FALLBACK_MESSAGES = {
  findId: '아이디 찾기에 실패했습니다.',
  findPassword: '비밀번호 찾기에 실패했습니다.',
  resetPassword: '비밀번호 재설정에 실패했습니다.',
  updateProfile: '프로필 수정에 실패했습니다.',
  uploadImage: '프로필 이미지 업로드에 실패했습니다.',
  deleteImage: '프로필 이미지 삭제에 실패했습니다.',
  changePassword: '비밀번호 변경에 실패했습니다.',
  deleteAccount: '계정 삭제에 실패했습니다. 비밀번호를 확인해주세요.',
} as const;

/** The upload limit's sentence; also what a 413 from a proxy (with no body of ours) means there. */
export const PROFILE_IMAGE_TOO_LARGE_MESSAGE = errorCatalogue.IMAGE_TOO_LARGE.message;
export const PROFILE_IMAGE_TYPE_MESSAGE = '이미지 파일만 업로드 가능합니다.';

/** Korean wording for catalogue entries whose spec text is English. */
const koreanOverrides: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: '로그인 세션이 만료되었거나 인증 정보가 올바르지 않습니다. 다시 로그인해주세요.',
};

/** `stream`: a chat reply that broke after it started (an error line, or the stream just ended). */
export type ApiErrorKind = 'http' | 'network' | 'invalid-answer' | 'stream';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly code: ErrorCode | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

const hangul = /[\uAC00-\uD7A3]/;

export function catalogueMessage(code: ErrorCode): string {
  return koreanOverrides[code] ?? errorCatalogue[code].message;
}

export function messageForStatus(status: number): string {
  const code = codeForStatus(status);
  return code ? catalogueMessage(code) : UNPROCESSABLE_MESSAGE;
}

/** Chooses the sentence for an error answer; an English `error` (the spec's own wording) is replaced. */
export function messageForAnswer(status: number, body: { error?: string; code?: string } | null): string {
  if (body?.error && hangul.test(body.error)) return body.error;
  if (isErrorCode(body?.code)) return catalogueMessage(body.code);
  return messageForStatus(status);
}

function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * The contract's `errorBody` ({ error: string, code?: string, requestId?: string }) checked by hand,
 * so that this module (on every screen) needs no schema library; null when the body is not one.
 */
export function errorBodyOf(value: unknown): { error: string; code?: string } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { error, code, requestId } = value as Record<string, unknown>;
  if (typeof error !== 'string') return null;
  if (code !== undefined && typeof code !== 'string') return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  return code === undefined ? { error } : { error, code };
}

/**
 * A zod parse failure (a contract mismatch), recognised without loading zod: zod 4's errors (what
 * parse() throws, and a ZodError built by hand, which is not an Error) are named 'ZodError' and
 * carry their issues.
 */
function isZodError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, issues } = error as { name?: unknown; issues?: unknown };
  return name === 'ZodError' && Array.isArray(issues);
}

/** Builds an ApiError from a non-2xx Response (its body is read here; pass a clone if you need it). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: { error?: string; code?: string } | null = null;
  try {
    body = errorBodyOf(await response.json());
  } catch {
    body = null;
  }
  return new ApiError(
    messageForAnswer(response.status, body),
    'http',
    response.status,
    isErrorCode(body?.code) ? body.code : null,
    parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
  );
}

/** Normalises whatever a call threw: ky's HTTPError, a fetch TypeError, a contract mismatch. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(error.response);
  // A contract mismatch, or a 2xx whose body is not JSON at all.
  if (isZodError(error) || error instanceof SyntaxError)
    return new ApiError(INVALID_ANSWER_MESSAGE, 'invalid-answer');
  return new ApiError(NETWORK_ERROR_MESSAGE, 'network');
}

/**
 * A streamed reply that failed part-way. The server's `data: {"error": ...}` line already carries a
 * Korean sentence; anything else (an English or empty text, a stream cut without [DONE]) is shown
 * as the connection problem it is.
 */
export function streamError(serverText?: string): ApiError {
  const message = serverText && hangul.test(serverText) ? serverText : NETWORK_ERROR_MESSAGE;
  return new ApiError(message, 'stream');
}

/**
 * A chat message refused before its reply started. A 503 there always means the patient's model is
 * unavailable (spec 2 §7), even when a proxy answered it without our error body.
 */
export async function toChatApiError(error: unknown): Promise<ApiError> {
  const apiError = await toApiError(error);
  if (apiError.status === 503 && apiError.code === null) {
    return new ApiError(catalogueMessage('AI_UNAVAILABLE'), 'http', 503, 'AI_UNAVAILABLE');
  }
  return apiError;
}

/** Whether a caught error is the server's answer with this catalogue code (screens branch on codes, not statuses). */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/** The error's sentence, plus when to try again if the server said (429 Retry-After). */
export function messageWithRetryHint(error: ApiError): string {
  if (error.retryAfterSeconds === null || error.retryAfterSeconds <= 0) return error.message;
  return `${error.message} (${error.retryAfterSeconds}초 후 다시 시도할 수 있습니다)`;
}

/** The sentence to show for any caught error, for components that only need text. */
export function userMessage(error: unknown, fallback = UNPROCESSABLE_MESSAGE): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Spec 2 §8: list, detail and admin-response failures read "An error occurred: {message}". */
export function errorOccurred(message: string): string {
  return `오류가 발생했습니다: ${message}`;
}

/**
 * "The server's message, else a default" (spec 2 §8): an answer from the server carries its own
 * sentence (or the catalogue's for its status); anything else — no answer, an unreadable one —
 * gets the screen's default.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'http' ? error.message : fallback;
}

/** Like userMessage, with the "try again in N s" hint a 429 carries (find id, find password…). */
export function userMessageWithRetryHint(error: unknown, fallback = UNPROCESSABLE_MESSAGE): string {
  return error instanceof ApiError ? messageWithRetryHint(error) : fallback;
}

/**
 * A refused profile image. Any 413 or 415 on that call means the size or type rule — also one a
 * proxy's body limit sent without our sentence — so it is told as that rule.
 */
export function profileImageUploadMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return PROFILE_IMAGE_TOO_LARGE_MESSAGE;
  if (error instanceof ApiError && error.status === 415) return PROFILE_IMAGE_TYPE_MESSAGE;
  return userMessage(error, ACCOUNT_FALLBACK_MESSAGES.uploadImage);
}

/** Firefox's legacy name and the legacy DOMException code of a full quota. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_CODES = new Set([22, 1014]);

/**
 * Whether a failed local write failed because storage is full, in any of the forms browsers and
 * Dexie report it: a DOMException named QuotaExceededError (legacy code 22), Firefox's
 * NS_ERROR_DOM_QUOTA_REACHED (code 1014), Dexie.QuotaExceededError, or a Dexie AbortError /
 * DexieError whose `inner` (or `cause`) chain holds one of those — a transaction aborted by a
 * quota failure of one of its requests surfaces that way. Duck-typed, so this module needs no Dexie.
 */
export function isStorageQuotaError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { name, code, inner, cause } = current as {
      name?: unknown;
      code?: unknown;
      inner?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    // Legacy codes only count on DOMExceptions: a plain `code: 22` means nothing in general.
    if (
      typeof DOMException !== 'undefined' &&
      current instanceof DOMException &&
      QUOTA_CODES.has(code as number)
    )
      return true;
    current = inner ?? cause;
  }
  return false;
}

/**
 * The sentence for a local write (bookmark, note, memo, feedback post queued on the device) that
 * failed: storage full gets its own clear message, anything else the screen's fallback.
 */
export function localWriteFailureMessage(error: unknown, fallback: string): string {
  return isStorageQuotaError(error) ? STORAGE_FULL_MESSAGE : fallback;
}
