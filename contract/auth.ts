import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG_MESSAGE, SIGN_UP_METHODS, USER_ROLES } from './values';

export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  storageKeys,
  TOKEN_EXPIRY_MARGIN_SECONDS,
} from './values';

/** Storage keys the spec names (spec 2 §9): tokens and user live apart, all with this prefix. */

export const userRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRole>;

export const signUpMethod = z.enum(SIGN_UP_METHODS);

export const user = z.object({
  userId: z.string(),
  role: userRole,
  fullName: z.string(),
  email: z.string(),
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  signUpMethod: signUpMethod,
  /**
   * Whether the account has a password. An account made by social sign-in has none until the
   * learner sets one on my page; until then it signs in only through its provider, sets a first
   * password without a current one, and confirms its deletion with a typed word instead.
   */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

const email = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .toLowerCase()
  .min(1, { error: '이메일을 입력해주세요.' })
  .max(254, { error: '이메일이 너무 깁니다.' })
  .pipe(z.email({ error: '올바른 이메일 형식이 아닙니다.' }));

const newPassword = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(PASSWORD_MIN_LENGTH, { error: '비밀번호는 최소 8자 이상이어야 합니다.' })
  .max(128, { error: '비밀번호는 128자 이하여야 합니다.' });

export const registerBody = z.object({
  fullName: z
    .string({ error: '이름을 입력해주세요.' })
    .trim()
    .min(1, { error: '이름을 입력해주세요.' })
    .max(50, { error: '이름은 50자 이하여야 합니다.' }),
  nickname: z
    .string({ error: '닉네임을 입력해주세요.' })
    .trim()
    .min(1, { error: '닉네임을 입력해주세요.' })
    .max(30, { error: '닉네임은 30자 이하여야 합니다.' }),
  email,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;
export const registerAnswer = z.object({ data: user });

export const loginBody = z.object({
  email,
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, { error: '비밀번호를 입력해주세요.' })
    .max(128, { error: PASSWORD_TOO_LONG_MESSAGE }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const refreshBody = z.object({
  refreshToken: z
    .string({ error: '리프레시 토큰이 필요합니다.' })
    .min(1, { error: '리프레시 토큰이 필요합니다.' })
    .max(512),
});
/** Refresh answers the new access token and, because refresh tokens rotate, the new refresh token. */
export const refreshAnswer = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshAnswer = z.infer<typeof refreshAnswer>;

export const logoutBody = z.object({ refreshToken: z.string().max(512).optional() });

export const meAnswer = z.object({ data: user });
