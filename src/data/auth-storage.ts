/**
 * Tokens and the signed-in user in localStorage, under the keys the contract names (spec 2 §9).
 * They are kept apart so that a refresh rewrites the tokens without touching the user.
 * A stored user that no longer matches the contract counts as absent.
 */
import { storageKeys, user as userSchema, type User } from '../../contract/auth';

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
      const parsed = userSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
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
