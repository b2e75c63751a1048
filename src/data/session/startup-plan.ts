/**
 * What to do with the session found in localStorage when the app starts (spec 1 §4, spec 2 §2).
 *
 * The spec's rule: initially authenticated only if an access token and a user are stored and the
 * token is not within 300 s of expiry. We add one judgement call: an access token that is stale
 * (or a token with no stored user) but comes with a refresh token is not given up at once — the
 * app shows the loading screen, refreshes, and loads the user. Only when that refresh is refused,
 * or there is no refresh token, does the learner meet "session expired".
 */
import type { User } from '../../../contract/auth';
import { isTokenExpiring } from '../../lib/jwt';
import type { StoredTokens } from '../auth-storage';

export type StartupPlan =
  /** Nothing stored: a visitor. */
  | { kind: 'visitor' }
  /** Fresh token and a user: render signed in now, re-load the user in the background. */
  | { kind: 'signed-in'; user: User }
  /** Something is stale or missing but can be recovered: loading screen while we check. */
  | { kind: 'validate'; storedUser: User | null; refreshFirst: boolean }
  /** A stale token with no way to refresh it. */
  | { kind: 'expired' };

export function planStartup(tokens: StoredTokens, storedUser: User | null, nowMs: number): StartupPlan {
  if (!tokens.accessToken) return { kind: 'visitor' };
  const expiring = isTokenExpiring(tokens.accessToken, nowMs);
  if (!expiring && storedUser) return { kind: 'signed-in', user: storedUser };
  if (expiring && !tokens.refreshToken) return { kind: 'expired' };
  return { kind: 'validate', storedUser, refreshFirst: expiring };
}
