/**
 * Keeps the screen on during an exam-day station (issue 24) with the Screen Wake Lock API where the
 * browser has it; elsewhere it does nothing. The browser drops the lock when the page is hidden, so
 * it is asked for again when the page is visible while the hold lasts.
 */

/** What the hold uses of WakeLockSentinel and navigator.wakeLock, so tests can hand it stubs. */
export interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
interface VisibilityDocument {
  visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ScreenWakeHold {
  /** Whether the browser offers a wake lock at all. */
  supported: boolean;
  /** Starts holding (asks for the lock now and after the page is shown again). */
  acquire(): void;
  /** Stops holding and gives the lock back. */
  release(): void;
}

function browserWakeLock(): WakeLockLike | null {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return null;
  return (navigator as Navigator & { wakeLock: WakeLockLike }).wakeLock ?? null;
}

export function createScreenWakeHold(
  wakeLock: WakeLockLike | null = browserWakeLock(),
  doc: VisibilityDocument | null = typeof document === 'undefined' ? null : document,
): ScreenWakeHold {
  let holding = false;
  let sentinel: WakeLockSentinelLike | null = null;
  let asking = false;

  const ask = () => {
    if (!wakeLock || !holding || asking || (sentinel && !sentinel.released)) return;
    if (doc && doc.visibilityState !== 'visible') return;
    asking = true;
    wakeLock.request('screen').then(
      (granted) => {
        asking = false;
        // Released while the request was out: give the new lock straight back.
        if (!holding) void granted.release().catch(() => undefined);
        else sentinel = granted;
      },
      () => {
        // Refused (battery saver, no permission): the station goes on without it.
        asking = false;
      },
    );
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') ask();
  };

  return {
    supported: wakeLock !== null,
    acquire() {
      if (holding || !wakeLock) return;
      holding = true;
      doc?.addEventListener('visibilitychange', onVisibility);
      ask();
    },
    release() {
      if (!holding) return;
      holding = false;
      doc?.removeEventListener('visibilitychange', onVisibility);
      const held = sentinel;
      sentinel = null;
      if (held && !held.released) void held.release().catch(() => undefined);
    },
  };
}
