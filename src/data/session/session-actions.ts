/**
 * Session transitions that talk to the server: start-up (the part session-start.ts hands over),
 * sign-in, sign-out. Registration and the social callback are here too because they touch the same
 * storage and rules, and so are the ends of a session my page causes (password change, account
 * deletion) and its profile edits. Dexie and the sync engine are imported only by the functions of
 * my page that need them, so /login does not load them.
 */
import type { LoginAnswer, LoginBody, RegisterBody, User } from '../../../contract/auth';
import { appStore, sessionAtom } from '../../lib/app-atoms';
import { authApi } from '../api/auth-api';
import { refreshSession } from '../api/api-client';
import { ApiError } from '../api/errors';
import { authStorage } from '../auth-storage';
import { enterSignedIn, enterSignedOut } from './session-store';

const stillLoading = () => appStore.get(sessionAtom).status === 'loading';

/**
 * After a refused refresh the API client has normally ended the session already. On a mock exam
 * page it keeps it instead, and we carry on with the stored user so the exam can be finished.
 */
function settleAfterRefusal(storedUser: User | null): void {
  if (!stillLoading()) return;
  if (storedUser) enterSignedIn(storedUser);
  else enterSignedOut('expired');
}

/** Start-up with a stale or partial stored session (session-start.ts): refresh, then load the user. */
export async function validateStoredSession(storedUser: User | null, refreshFirst: boolean): Promise<void> {
  if (refreshFirst) {
    const outcome = await refreshSession();
    if (outcome.status === 'rejected') return settleAfterRefusal(storedUser);
    // Offline with a stale token: the learner keeps working locally; the sync engine refreshes later.
    if (outcome.status === 'unreachable') {
      if (storedUser) enterSignedIn(storedUser);
      else enterSignedOut('visitor');
      return;
    }
  }
  try {
    enterSignedIn(await authApi.me());
  } catch (error) {
    if (!stillLoading()) return;
    const refused = error instanceof ApiError && error.status === 401;
    if (refused) settleAfterRefusal(storedUser);
    else if (storedUser) enterSignedIn(storedUser);
    else enterSignedOut('visitor');
  }
}

/** Re-reads the user behind a session that is already shown; a 401 is handled by the API client. */
export async function reloadCurrentUser(userId: string): Promise<void> {
  try {
    const user = await authApi.me();
    const session = appStore.get(sessionAtom);
    if (session.status === 'signedIn' && session.user.userId === userId) enterSignedIn(user);
  } catch {
    // Offline or a server hiccup: the stored user is good enough until the next start.
  }
}

export async function signIn(body: LoginBody): Promise<User> {
  const answer = await authApi.login(body);
  enterSignedIn(answer.user, answer);
  return answer.user;
}

export async function register(body: RegisterBody): Promise<User> {
  return (await authApi.register(body)).data;
}

/** Completes a social sign-in whose tokens arrived in the callback URL. */
export function completeSocialSignIn(answer: LoginAnswer): void {
  enterSignedIn(answer.user, answer);
}

/** Logout: tell the server (revokes the refresh token), then forget everything locally either way. */
export async function signOut(): Promise<void> {
  const { refreshToken } = authStorage.readTokens();
  try {
    await authApi.logout(refreshToken);
  } catch {
    // Offline, or the token was already invalid: signing out locally is what the learner asked for.
  }
  enterSignedOut('logout');
}

/**
 * A profile edit the server answered with the updated user: the stored copy, the Dexie mirror (the
 * header reads it) and the session all show it at once. Ignored if someone else is signed in by now.
 */
export async function applyUpdatedUser(user: User): Promise<void> {
  const { userMirrorRepo } = await import('../repos/user-mirror-repo');
  const session = appStore.get(sessionAtom);
  if (session.status !== 'signedIn' || session.user.userId !== user.userId) return;
  await userMirrorRepo.save(user);
  enterSignedIn(user);
}

/**
 * The password was changed: the server has ended every session of the account, this one included,
 * so it ends here too (no logout call: the refresh token is already revoked). The guard then opens
 * /login with the notice to sign in with the new password.
 */
export function endSessionAfterPasswordChange(): void {
  enterSignedOut('password-changed');
}

/**
 * The server deleted the account, so its tokens are void. At once: the tokens are forgotten and the
 * background sync stops (either would otherwise meet a 401 and end as "session expired"). Then,
 * while `farewell` shows the goodbye, the user's queued writes are dropped; finally the local
 * sign-out forgets everything else and the guard sends the visitor to /.
 */
export async function leaveDeletedAccount(userId: string, farewell: () => Promise<void>): Promise<void> {
  authStorage.clear();
  const [{ stopSync }, { userMirrorRepo }] = await Promise.all([
    import('../sync/app-sync-engine'),
    import('../repos/user-mirror-repo'),
  ]);
  stopSync();
  await Promise.all([farewell(), userMirrorRepo.forgetOutboxOf(userId).catch(() => undefined)]);
  enterSignedOut('account-deleted');
}
