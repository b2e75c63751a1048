/**
 * The client-side checks of my page (spec 1 §5), run before anything is sent. The server checks
 * the same again; its sentence is shown when it refuses.
 *
 * Profile image: JPG, PNG or GIF only, at most 5 MB. The type is judged by the file's first bytes,
 * not only by its name or the type the browser guessed from the name: an HTML file renamed to
 * .png is declared image/png by the browser, but it is not an image.
 */
import {
  DELETE_ACCOUNT_CONFIRMATION_MESSAGE,
  DELETE_ACCOUNT_PASSWORD_MESSAGE,
  DELETE_CONFIRMATION_WORD,
  PROFILE_IMAGE_MAX_BYTES,
  profileBody,
} from '../../../contract/account';
import { PASSWORD_MIN_LENGTH, type User } from '../../../contract/auth';
import { PROFILE_IMAGE_TOO_LARGE_MESSAGE, PROFILE_IMAGE_TYPE_MESSAGE } from '../../data/api/errors';
import type { FieldErrors } from '../../lib/use-form-fields';

/** Spec 1 §9: the account-deleted message shows this long before the landing page opens. */
export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

const signatures: Array<{ type: string; bytes: number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // "GIF8" (GIF87a / GIF89a)
];

/** The image type the file's first bytes show, or null when it is none of JPG, PNG, GIF. */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** null when the file may be uploaded, else the Korean sentence saying why not. */
export async function checkProfileImage(file: Blob): Promise<string | null> {
  // A declared non-image type is refused at once; an empty one (unknown extension) is sniffed.
  if (file.type && !file.type.startsWith('image/')) return PROFILE_IMAGE_TYPE_MESSAGE;
  if ((await sniffImageType(file)) === null) return PROFILE_IMAGE_TYPE_MESSAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

export type NicknameResult = { ok: true; nickname: string } | { ok: false; error: string };

/** Required ('닉네임을 입력해주세요.'), trimmed, at most 30 characters: the contract's rule. */
export function validateNickname(nickname: string): NicknameResult {
  const parsed = profileBody.safeParse({ nickname });
  if (parsed.success) return { ok: true, nickname: parsed.data.nickname };
  return { ok: false, error: parsed.error.issues[0]?.message ?? '닉네임을 입력해주세요.' };
}

export interface PasswordChangeValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordChange: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const NEW_PASSWORD_MISMATCH_MESSAGE = '새 비밀번호가 일치하지 않습니다.';

export type PasswordChangeResult =
  | { ok: true; body: { currentPassword: string; newPassword: string } }
  | { ok: false; errors: FieldErrors<PasswordChangeValues> };

/**
 * All three fields are required (spec 1 §5) — except the current password of an account that has
 * none (made by social sign-in): it sets its first password, and the form has no such field.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  options: { currentPasswordRequired: boolean },
): PasswordChangeResult {
  const errors: FieldErrors<PasswordChangeValues> = {};
  if (options.currentPasswordRequired && !values.currentPassword)
    errors.currentPassword = '현재 비밀번호를 입력해주세요.';

  if (!values.newPassword) errors.newPassword = '새 비밀번호를 입력해주세요.';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.newPassword = '비밀번호는 최소 8자 이상이어야 합니다.';
  else if (values.newPassword.length > 128) errors.newPassword = '비밀번호는 128자 이하여야 합니다.';
  else if (values.currentPassword && values.newPassword === values.currentPassword)
    errors.newPassword = '현재 비밀번호와 다른 비밀번호를 입력해주세요.';

  if (!values.confirmPassword) errors.confirmPassword = '새 비밀번호 확인을 입력해주세요.';
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = NEW_PASSWORD_MISMATCH_MESSAGE;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { currentPassword: values.currentPassword, newPassword: values.newPassword } };
}

/**
 * null when the deletion may be sent. An account with a password gives it (spec 1 §5); one without
 * (social sign-in only) types the confirmation word instead, the rule the server applies too.
 */
export function checkDeleteAccountProof(proof: string, hasPassword: boolean): string | null {
  if (hasPassword) return proof ? null : DELETE_ACCOUNT_PASSWORD_MESSAGE;
  return proof.trim() === DELETE_CONFIRMATION_WORD ? null : DELETE_ACCOUNT_CONFIRMATION_MESSAGE;
}

const signUpMethodLabels: Record<User['signUpMethod'], string> = {
  email: '이메일',
  naver: '네이버',
  google: 'Google',
  kakao: '카카오',
};

export function signUpMethodLabel(method: User['signUpMethod']): string {
  return signUpMethodLabels[method];
}
