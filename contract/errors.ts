import { DELETE_ACCOUNT_CONFIRMATION_MESSAGE, DELETE_ACCOUNT_PASSWORD_MESSAGE } from './values';

/**
 * Every error the API can answer, in one table: a stable code, its HTTP status and the Korean
 * message a learner sees. The server throws `AppError(code)` and its error handler answers
 * `{ error, code }` from this table; the PWA (src/data/api/errors.ts) maps `code` (or, failing that,
 * the HTTP status through `codeForStatus`) back to wording, so a screen branches on a code, never on
 * a status. Adding an error is one entry here: a code, its status, its Korean sentence.
 *
 * The generic codes come first; the finer ones below them exist because a screen reacts to them
 * (a demo that expired starts over, an ended session is not resumable, …).
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: '입력값이 올바르지 않습니다.' },
  INVALID_CHARACTER: {
    status: 400,
    message: '입력값에 사용할 수 없는 문자(NUL)가 들어 있습니다. 해당 문자를 지우고 다시 시도해주세요.',
  },
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
  BAD_URL: { status: 400, message: '요청 주소가 올바르지 않습니다.' },
  BAD_REQUEST: { status: 400, message: '요청을 처리할 수 없습니다. 요청 형식을 확인해주세요.' },
  URI_TOO_LONG: { status: 414, message: '요청 주소가 너무 깁니다.' },
  HEADERS_TOO_LARGE: { status: 431, message: '요청 헤더가 너무 큽니다.' },
  REQUEST_TIMEOUT: { status: 408, message: '요청 시간이 초과되었습니다. 다시 시도해주세요.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청이 너무 큽니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  LOGIN_LOCKED: {
    status: 429,
    message: '로그인에 여러 번 실패해 잠시 로그인이 제한되었습니다. 잠시 후 다시 시도해주세요.',
  },
  TOO_MANY_STREAMS: {
    status: 429,
    message: '동시에 진행할 수 있는 대화는 2개까지입니다. 다른 대화의 답변이 끝난 뒤 다시 시도해주세요.',
  },
  INTERNAL: { status: 500, message: '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  AI_UNAVAILABLE: {
    status: 503,
    message: 'AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.',
  },

  // Finer codes a screen reacts to.
  SESSION_ENDED: { status: 409, message: '이미 종료된 실습입니다. 새 실습을 시작해주세요.' },
  CONVERSATION_TOO_LONG: {
    status: 409,
    message: '대화가 너무 길어졌습니다. 진료를 종료하고 채점을 받아보세요.',
  },
  SESSION_NOT_FINISHED: {
    status: 409,
    message: '아직 종료되지 않은 실습입니다. 진료를 종료하면 채점이 시작됩니다.',
  },
  EXAM_ENDED: { status: 409, message: '이미 종료된 모의고사입니다.' },
  EXAM_ABANDONED: {
    status: 409,
    message: '포기한 모의고사입니다. 이어서 볼 수 없으니 새 모의고사를 시작해주세요.',
  },
  EXAM_SUBMITTED: {
    status: 409,
    message:
      '이미 모든 증례를 마치고 제출한 모의고사는 포기할 수 없습니다. 학습 기록에서 결과를 확인해주세요.',
  },
  DEMO_EXPIRED: { status: 404, message: '데모 세션이 만료되었습니다. 새로 시작해주세요.' },
  DEMO_LIMIT_REACHED: {
    status: 409,
    message: '데모에서는 20번까지 대화할 수 있어요. 회원가입하고 전체 증례로 연습해보세요.',
  },
  RESET_LINK_INVALID: {
    status: 400,
    message: '유효하지 않거나 만료된 링크입니다. 비밀번호 재설정을 다시 요청해주세요.',
  },
  IMAGE_TOO_LARGE: { status: 413, message: '파일 크기는 5MB 이하여야 합니다.' },
  IMAGE_TYPE_UNSUPPORTED: { status: 400, message: '이미지 파일만 업로드 가능합니다. (JPG, PNG, GIF)' },

  // What was asked for does not exist (or is not the learner's to see).
  SESSION_NOT_FOUND: { status: 404, message: '실습 세션을 찾을 수 없습니다.' },
  CASE_NOT_FOUND: { status: 404, message: '증례를 찾을 수 없습니다.' },
  CATEGORY_NOT_FOUND: { status: 404, message: '해당 분류를 찾을 수 없습니다.' },
  CASE_NOT_PRACTISED: { status: 404, message: '아직 완료한 실습이 없는 증례입니다.' },
  EXAM_NOT_FOUND: { status: 404, message: '모의고사를 찾을 수 없습니다.' },
  EXAM_CASE_NOT_FOUND: { status: 404, message: '모의고사에 없는 증례입니다.' },
  FEEDBACK_NOT_FOUND: { status: 404, message: '피드백을 찾을 수 없습니다.' },
  IMAGE_NOT_FOUND: { status: 404, message: '이미지를 찾을 수 없습니다.' },
  REVIEW_CARD_NOT_FOUND: {
    status: 404,
    message: '복습 카드를 찾을 수 없습니다. 이후 실습에서 이미 해낸 항목이면 복습 목록에서 빠집니다.',
  },
  /**
   * A rating of a card the device made from its own grade of a session ended offline (issue 24),
   * sent before the server has graded that session: retried (the outbox backs off) until it has.
   */
  REVIEW_CARD_PENDING: {
    status: 503,
    message: '아직 채점 중인 실습의 복습 카드입니다. 채점이 끝나면 복습 기록을 다시 보냅니다.',
  },

  // A message of a practice session sent again, or under another session's id.
  MESSAGE_ALREADY_SENT: { status: 409, message: '이미 보낸 메시지입니다.' },
  MESSAGE_IN_OTHER_SESSION: { status: 409, message: '이미 다른 실습에 저장된 메시지입니다.' },

  // Mock exams.
  EXAM_SCOPE_EMPTY: { status: 400, message: '선택한 범위에 증례가 없습니다. 범위를 다시 선택해주세요.' },
  EXAM_STILL_GRADING: {
    status: 400,
    message: 'AI 평가가 예상보다 오래 걸리고 있습니다. 잠시 후 다시 시도해주세요.',
  },

  // Learning from misses (issue 24).
  RETRY_NOT_GRADED: {
    status: 409,
    message: '채점이 끝난 실습만 놓친 항목을 다시 연습할 수 있습니다.',
  },
  RETRY_NOTHING_MISSED: { status: 409, message: '이 실습에는 놓친 항목이 없습니다.' },

  // The board.
  NOT_AUTHOR: { status: 403, message: '작성자만 수정하거나 삭제할 수 있습니다.' },

  // My page.
  IMAGE_MISSING: { status: 400, message: '업로드할 이미지 파일을 선택해주세요.' },
  IMAGE_UNREADABLE: { status: 400, message: '이미지를 읽을 수 없습니다. 다른 파일을 선택해주세요.' },
  NO_PROFILE_IMAGE: { status: 400, message: '삭제할 프로필 이미지가 없습니다.' },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: '현재 비밀번호를 입력해주세요.' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: '현재 비밀번호가 올바르지 않습니다.' },
  ACCOUNT_PASSWORD_REQUIRED: { status: 400, message: DELETE_ACCOUNT_PASSWORD_MESSAGE },
  ACCOUNT_PASSWORD_WRONG: { status: 400, message: '비밀번호가 올바르지 않습니다. 계정 삭제에 실패했습니다.' },
  ACCOUNT_CONFIRMATION_WRONG: { status: 400, message: DELETE_ACCOUNT_CONFIRMATION_MESSAGE },

  // Sign-in with a social account.
  SOCIAL_PROVIDER_UNSUPPORTED: { status: 400, message: '지원하지 않는 소셜 로그인 제공자입니다.' },
  SOCIAL_LOGIN_FAILED: { status: 401, message: '소셜 로그인에 실패했습니다.' },
  SOCIAL_TOKEN_FAILED: { status: 401, message: '토큰 생성에 실패했습니다.' },

  // Requests sent again with an Idempotency-Key (the offline outbox).
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'Idempotency-Key 형식이 올바르지 않습니다. (영문, 숫자, -_.: 8~200자)',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * The generic code of an HTTP status, for answers that carry no code of ours (a framework 4xx on
 * the server, a proxy's answer on the client). One table for both sides.
 */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

export function codeForStatus(status: number): ErrorCode | null {
  return codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : null);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
