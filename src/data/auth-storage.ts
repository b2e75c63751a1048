/**
 * Tokens and the signed-in user in localStorage, under the keys the contract names (spec 2 §9).
 * They are kept apart so that a refresh rewrites the tokens without touching the user.
 * A stored user that no longer matches the contract counts as absent.
 */
import { z } from 'zod';
import { storageKeys, user as userSchema, type User } from '../../contract/auth';

/**
 * A user stored before the contract had `hasPassword` still counts: dropping it would show a
 * learner who opens the app offline as signed out. Until start-up re-reads the user from the
 * server it gets the likely value (an e-mail sign-up has a password; a social one may not).
 */
const storedUserSchema = userSchema
  .extend({ hasPassword: z.boolean().optional() })
  .transform((user): User => ({ ...user, hasPassword: user.hasPassword ?? user.signUpMethod === 'email' }));

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
      const parsed = storedUserSchema.safeParse(JSON.parse(raw));
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
