import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG_MESSAGE, user } from './auth';
import { SOCIAL_PROVIDERS } from './values';

export {
  DELETE_ACCOUNT_CONFIRMATION_MESSAGE,
  DELETE_ACCOUNT_PASSWORD_MESSAGE,
  DELETE_CONFIRMATION_WORD,
} from './values';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** A password-reset link works this long, once. */
export const RESET_TOKEN_TTL_MINUTES = 30;

export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;

const email = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .toLowerCase()
  .min(1, { error: '이메일을 입력해주세요.' })
  .max(254)
  .pipe(z.email({ error: '올바른 이메일 형식이 아닙니다.' }));

const newPassword = z
  .string({ error: '새 비밀번호를 입력해주세요.' })
  .min(PASSWORD_MIN_LENGTH, { error: '비밀번호는 최소 8자 이상이어야 합니다.' })
  .max(128, { error: '비밀번호는 128자 이하여야 합니다.' });

export const emailBody = z.object({ email });
/** find-id and find-password answer the same whether or not the e-mail has an account. */
export const recoveryAnswer = z.object({ message: z.string() });
export const RECOVERY_MESSAGE = {
  findId: '입력하신 이메일로 가입된 계정이 있다면 아이디 안내 메일을 보냈습니다. 메일함을 확인해주세요.',
  findPassword:
    '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
} as const;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: '유효하지 않은 링크입니다.' })
    .min(1, { error: '유효하지 않은 링크입니다.' })
    .max(200),
  newPassword,
});
export const resetPasswordAnswer = z.object({ message: z.string() });

export const socialCodeBody = z.object({
  code: z.string({ error: '인증 코드가 없습니다.' }).min(1, { error: '인증 코드가 없습니다.' }).max(2048),
  state: z.string().max(512).optional(),
});

export const providersAnswer = z.object({ data: z.array(socialProvider) });

export const profileBody = z.object({
  nickname: z
    .string({ error: '닉네임을 입력해주세요.' })
    .trim()
    .min(1, { error: '닉네임을 입력해주세요.' })
    .max(30, { error: '닉네임은 30자 이하여야 합니다.' }),
});

export const changePasswordBody = z.object({
  /** Empty for an account created by social login that has no password yet. */
  currentPassword: z.string().max(128, { error: PASSWORD_TOO_LONG_MESSAGE }).default(''),
  newPassword,
});

/**
 * What an account without a password types to confirm its deletion (it has no password to give).
 * An account with a password must give the password instead (spec 1 §5).
 */

/** password for an account that has one; confirmation (the word above) for one that has none. */
export const deleteAccountBody = z.object({
  password: z.string().max(128, { error: PASSWORD_TOO_LONG_MESSAGE }).optional(),
  confirmation: z.string().max(50).optional(),
});

export const userAnswer = z.object({ data: user });
export const messageAnswer = z.object({ message: z.string() });
