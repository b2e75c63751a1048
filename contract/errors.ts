/**
 * Every error the API can answer, in one table: a stable code, its HTTP status and the Korean
 * message a learner sees. The server throws `AppError(code)`; the PWA maps `code` (or, failing
 * that, the HTTP status) back to a message through this same table, so wording lives here only.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: '입력값이 올바르지 않습니다.' },
  BAD_JSON: { status: 400, message: '요청 본문을 읽을 수 없습니다. JSON 형식을 확인해주세요.' },
  UNAUTHENTICATED: { status: 401, message: 'Session expired or token is invalid.' },
  INVALID_CREDENTIALS: { status: 401, message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
  INVALID_REFRESH_TOKEN: { status: 401, message: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 항목을 찾을 수 없습니다.' },
  ROUTE_NOT_FOUND: { status: 404, message: '존재하지 않는 API 경로입니다.' },
  EMAIL_TAKEN: { status: 409, message: '이미 가입된 이메일입니다. 로그인하거나 계정 찾기를 이용해주세요.' },
  CONFLICT: { status: 409, message: '요청이 현재 상태와 충돌합니다.' },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
  },
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message: '같은 Idempotency-Key로 다른 내용의 요청을 보낼 수 없습니다.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청이 너무 큽니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  INTERNAL: { status: 500, message: '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  AI_UNAVAILABLE: {
    status: 503,
    message: 'AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
