/**
 * The contract's constants and enumerations as plain values, with no zod: what the PWA's first
 * screens (start-up, the landing page, /login, the routes' search checks) need, so they load no
 * schema library. The schemas in the other contract files are built from these lists and re-export
 * the constants, so each value is still written once.
 */

/** localStorage keys of the signed-in session (spec 2 §9). */
export const storageKeys = {
  accessToken: 'aichpx_access_token',
  refreshToken: 'aichpx_refresh_token',
  user: 'aichpx_user_info',
} as const;

/** An access token counts as expired this many seconds before it actually lapses (spec 1 §9). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;
export const PASSWORD_MIN_LENGTH = 8;
/** A password given to be checked (not chosen) that is longer than any password can be. */
export const PASSWORD_TOO_LONG_MESSAGE = '비밀번호가 너무 깁니다. 128자 이하로 입력해주세요.';

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export const SIGN_UP_METHODS = ['email', 'naver', 'google', 'kakao'] as const;
export const SOCIAL_PROVIDERS = ['naver', 'google', 'kakao'] as const;

/** What a learner types to delete an account that has no password. */
export const DELETE_CONFIRMATION_WORD = '계정 삭제';
export const DELETE_ACCOUNT_PASSWORD_MESSAGE = '계정을 삭제하려면 비밀번호를 입력해야 합니다.';
export const DELETE_ACCOUNT_CONFIRMATION_MESSAGE = `계정을 삭제하려면 '${DELETE_CONFIRMATION_WORD}'를 정확히 입력해주세요.`;

export const CASE_STATUS_FILTERS = ['all', 'completed', 'incomplete', 'bookmarked'] as const;

export const FEEDBACK_PAGE_SIZE = 10;
export const ADMIN_FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_CATEGORIES = ['INQUIRY', 'COMPLAINT', 'SUGGESTION', 'BUG_REPORT', 'OTHER'] as const;
export const FEEDBACK_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const FEEDBACK_STATUSES = ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;

export const CUSTOM_EXAM_MAX_CASES = 6;

/** The longest chat message a learner can send to a patient. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
