/**
 * Which tab syncs. With the app open in several tabs of one browser, only one of them — the
 * leader — drains the learner's outbox and polls for grades. Two tabs draining one queue would send
 * in parallel and out of order (each entry would still count once, thanks to its Idempotency-Key,
 * but "strictly in order per user" would not hold), and every tab would poll for the same grades.
 *
 * The election is a Web Lock (navigator.locks): one exclusive lock per learner, held by the leader
 * for as long as it leads; the other tabs wait in that lock's queue. The browser drops a lock when
 * its tab closes, crashes or navigates away, so the next waiting tab takes over by itself — no
 * heartbeats, no timeouts. The other tabs still see everything at once: Dexie's liveQuery observes
 * writes made by other tabs, so a write in any tab shows in all of them, and reaches the leader's
 * outbox watch, which wakes its engine.
 *
 * Where Web Locks are missing (old browsers, jsdom) every tab leads, as before tabs were
 * coordinated: each syncs on its own. That is safe because the server answers a replayed
 * Idempotency-Key with the first answer, so an entry sent by two tabs still takes effect once.
 */

/** The part of the Web Locks API the election needs (navigator.locks, or a fake in tests). */
export interface LockManagerLike {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export interface LeaderHandlers {
  /** This tab now leads: start syncing. */
  lead(): void;
  /** This tab no longer leads (it resigned, or lost the lock): stop syncing at once. */
  stepDown(): void;
}

export interface Leadership {
  readonly leading: boolean;
  /** Leaves the election: steps down at once if leading (the lock passes on), else stops waiting. */
  resign(): void;
}

/** The browser's lock manager, or undefined where the API is missing. */
export function browserLocks(): LockManagerLike | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** The lock (and channel) name of one learner's syncing tab. */
export function syncLockName(userId: string): string {
  return `cpx-sync:${userId}`;
}

export function electLeader(
  name: string,
  handlers: LeaderHandlers,
  locks: LockManagerLike | undefined = browserLocks(),
): Leadership {
  let leading = false;
  let resigned = false;

  const stepDown = () => {
    if (!leading) return;
    leading = false;
    handlers.stepDown();
  };

  if (!locks) {
    // No Web Locks: every tab leads (see the header comment for why that is safe).
    leading = true;
    handlers.lead();
    return {
      get leading() {
        return leading;
      },
      resign() {
        resigned = true;
        stepDown();
      },
    };
  }

  const controller = new AbortController();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));

  locks
    .request(name, { mode: 'exclusive', signal: controller.signal }, async () => {
      if (resigned) return;
      leading = true;
      try {
        handlers.lead();
      } catch {
        stepDown(); // undo what started, then let the next tab try
        return;
      }
      // Holding the lock is leading: it is released when this promise settles or the tab goes.
      await held;
    })
    // AbortError: resigned while still waiting. Any other failure: we simply do not lead.
    .catch(() => undefined)
    .finally(stepDown);

  return {
    get leading() {
      return leading;
    },
    resign() {
      if (resigned) return;
      resigned = true;
      stepDown();
      controller.abort();
      release();
    },
  };
}
