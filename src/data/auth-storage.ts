/**
 * Tokens and the signed-in user in localStorage, under the keys the contract names (spec 2 §9).
 * They are kept apart so that a refresh rewrites the tokens without touching the user.
 * A stored user that no longer matches the contract counts as absent.
 */
import type { User } from '../../contract/auth';
import { SIGN_UP_METHODS, storageKeys, USER_ROLES } from '../../contract/values';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's `user` checked by hand (start-up runs before any schema library is loaded): the
 * same fields and types, unknown fields dropped. A user stored before the contract had
 * `hasPassword` still counts: dropping it would show a learner who opens the app offline as signed
 * out. Until start-up re-reads the user from the server it gets the likely value (an e-mail
 * sign-up has a password; a social one may not).
 */
export function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const u = value as Record<string, unknown>;
  if (
    !isString(u.userId) ||
    !(USER_ROLES as readonly unknown[]).includes(u.role) ||
    !isString(u.fullName) ||
    !isString(u.email) ||
    !isString(u.nickname) ||
    !(u.profileImageUrl === null || isString(u.profileImageUrl)) ||
    !(SIGN_UP_METHODS as readonly unknown[]).includes(u.signUpMethod) ||
    !(u.hasPassword === undefined || typeof u.hasPassword === 'boolean') ||
    !isString(u.createdAt)
  )
    return null;
  const signUpMethod = u.signUpMethod as User['signUpMethod'];
  return {
    userId: u.userId,
    role: u.role as User['role'],
    fullName: u.fullName,
    email: u.email,
    nickname: u.nickname,
    profileImageUrl: u.profileImageUrl,
    signUpMethod,
    hasPassword: u.hasPassword ?? signUpMethod === 'email',
    createdAt: u.createdAt,
  };
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export const authStorage = {
  readTokens(): StoredTokens {
    return {
      accessToken: localStorage.getItem(storageKeys.accessToken),
      refreshToken: localStorage.getItem(storageKeys.refreshToken),
    };
  },

  writeTokens(tokens: { accessToken: string; refreshToken: string }): void {
    localStorage.setItem(storageKeys.accessToken, tokens.accessToken);
    localStorage.setItem(storageKeys.refreshToken, tokens.refreshToken);
  },

  readUser(): User | null {
    const raw = localStorage.getItem(storageKeys.user);
    if (!raw) return null;
    try {
      return storedUser(JSON.parse(raw));
    } catch {
      return null;
    }
  },

  writeUser(user: User): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  },

  clear(): void {
    localStorage.removeItem(storageKeys.accessToken);
    localStorage.removeItem(storageKeys.refreshToken);
    localStorage.removeItem(storageKeys.user);
  },
};

export type AuthStorage = typeof authStorage;
