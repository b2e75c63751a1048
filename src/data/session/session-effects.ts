/**
 * What follows from a session change, in one place, whichever path caused it (login, social
 * callback, start-up, logout, a refused refresh): mirror the user into Dexie, run the sync engine
 * and the expiry watcher while signed in, ask once for persistent storage (so the browser keeps the
 * offline data), and forget local user data when signed out.
 *
 * The machinery behind these (Dexie, the repos, the sync engine) is loaded on the first change that
 * needs it, not with the app: a visitor's first screen (the landing page, /login) never uses it.
 * (The token storage is not: the session's start reads it, so it is in the app's first chunk anyway.)
 * The effects run one after another in the order the changes happened, as they did when the
 * modules were loaded up front.
 */
import { appStore, sessionAtom, type Session } from '../../lib/app-atoms';
import { authStorage } from '../auth-storage';
import { localDatabaseMayExist } from '../db-name';

type SignedInMachinery = Awaited<ReturnType<typeof loadSignedInMachinery>>;

async function loadSignedInMachinery() {
  const [{ refreshSession }, { userMirrorRepo }, sync, { startSessionWatcher }, persistence] =
    await Promise.all([
      import('../api/api-client'),
      import('../repos/user-mirror-repo'),
      import('../sync/app-sync-engine'),
      import('./session-watcher'),
      import('./storage-persistence'),
    ]);
  return {
    refreshSession,
    userMirrorRepo,
    sync,
    startSessionWatcher,
    requestStoragePersistenceOnce: persistence.requestStoragePersistenceOnce,
  };
}

let machinery: Promise<SignedInMachinery> | null = null;
let stopWatcher: (() => void) | null = null;
let effects: Promise<void> = Promise.resolve();

async function apply(session: Session): Promise<void> {
  if (session.status === 'signedIn') {
    const m = await (machinery ??= loadSignedInMachinery());
    void m.userMirrorRepo.save(session.user);
    m.sync.startSync(session.user.userId);
    stopWatcher ??= m.startSessionWatcher({
      readAccessToken: () => authStorage.readTokens().accessToken,
      refreshSession: m.refreshSession,
      isOnline: () => m.sync.connectivity.browserOnline(),
    });
    void m.requestStoragePersistenceOnce();
  } else if (session.status === 'signedOut') {
    // Nothing runs that was never started.
    if (machinery) {
      const m = await machinery;
      stopWatcher?.();
      stopWatcher = null;
      m.sync.stopSync();
    }
    // A visitor whose browser has no database of ours has nothing to forget: Dexie stays unloaded.
    if (session.reason === 'visitor' && !(await localDatabaseMayExist())) return;
    const { userMirrorRepo } = await import('../repos/user-mirror-repo');
    void userMirrorRepo.clearLocalUserData();
  }
}

function enqueue(session: Session): void {
  effects = effects.then(() => apply(session)).catch((error: unknown) => console.error(error));
}

/** Call once at start-up; returns the unsubscribe function. */
export function bindSessionEffects(): () => void {
  enqueue(appStore.get(sessionAtom));
  return appStore.sub(sessionAtom, () => enqueue(appStore.get(sessionAtom)));
}
