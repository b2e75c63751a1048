/**
 * Reading the social sign-in callback (/auth/callback, /login/callback; spec 1 §2 and §8):
 * the server redirects here with accessToken, refreshToken and user (JSON) — or with error.
 */
import { loginAnswer, type LoginAnswer } from '../../../contract/auth';

export const SOCIAL_ERROR_REDIRECT_MS = 3000;

const messageByErrorCode: Record<string, string> = {
  social_login_failed: '소셜 로그인에 실패했습니다.',
  token_generation_failed: '토큰 생성에 실패했습니다.',
  unsupported_provider: '지원하지 않는 소셜 로그인 제공자입니다.',
};
const GENERIC_ERROR = '로그인 중 오류가 발생했습니다.';
const INCOMPLETE = '인증 정보가 불완전합니다.';

export type SocialCallbackResult = { ok: true; answer: LoginAnswer } | { ok: false; message: string };

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Takes the raw query string rather than the router's parsed search, which would turn a
 * token that looks like a number into a number.
 */
export function readSocialCallback(query: string): SocialCallbackResult {
  const params = new URLSearchParams(query);
  const error = params.get('error');
  if (error) return { ok: false, message: messageByErrorCode[error] ?? GENERIC_ERROR };

  const parsed = loginAnswer.safeParse({
    accessToken: params.get('accessToken') || undefined,
    refreshToken: params.get('refreshToken') || undefined,
    user: parseJson(params.get('user')),
  });
  return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, message: INCOMPLETE };
}
