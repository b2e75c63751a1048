/**
 * What follows from a session change, in one place, whichever path caused it (login, social
 * callback, start-up, logout, a refused refresh): mirror the user into Dexie, run the sync engine
 * and the expiry watcher while signed in, ask once for persistent storage (so the browser keeps the
 * offline data), and forget local user data when signed out.
 */
import { appStore, sessionAtom, type Session } from '../../lib/app-atoms';
import { refreshSession } from '../api/api-client';
import { authStorage } from '../auth-storage';
import { userMirrorRepo } from '../repos/user-mirror-repo';
import { connectivity, startSync, stopSync } from '../sync/app-sync-engine';
import { startSessionWatcher } from './session-watcher';
import { requestStoragePersistenceOnce } from './storage-persistence';

let stopWatcher: (() => void) | null = null;

function apply(session: Session): void {
  if (session.status === 'signedIn') {
    void userMirrorRepo.save(session.user);
    startSync(session.user.userId);
    stopWatcher ??= startSessionWatcher({
      readAccessToken: () => authStorage.readTokens().accessToken,
      refreshSession,
      isOnline: () => connectivity.browserOnline(),
    });
    void requestStoragePersistenceOnce();
  } else if (session.status === 'signedOut') {
    stopWatcher?.();
    stopWatcher = null;
    stopSync();
    void userMirrorRepo.clearLocalUserData();
  }
}

/** Call once at start-up; returns the unsubscribe function. */
export function bindSessionEffects(): () => void {
  apply(appStore.get(sessionAtom));
  return appStore.sub(sessionAtom, () => apply(appStore.get(sessionAtom)));
}
