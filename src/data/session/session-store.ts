/**
 * The two ways a session changes state locally, with no network involved. Writing the session atom
 * is what the rest of the app reacts to: the router re-checks its guards, and session-effects
 * mirrors the user into Dexie and starts or stops the sync engine.
 */
import type { LoginAnswer, User } from '../../../contract/auth';
import { appStore, sessionAtom, type SignedOutReason } from '../../lib/app-atoms';
import { authStorage } from '../auth-storage';

export function enterSignedIn(user: User, tokens?: Pick<LoginAnswer, 'accessToken' | 'refreshToken'>): void {
  if (tokens) authStorage.writeTokens(tokens);
  authStorage.writeUser(user);
  appStore.set(sessionAtom, { status: 'signedIn', user });
}

export function enterSignedOut(reason: SignedOutReason): void {
  authStorage.clear();
  appStore.set(sessionAtom, { status: 'signedOut', reason });
}
