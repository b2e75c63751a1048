/**
 * How the syncing tab hears of writes made in the other tabs of the same learner.
 *
 * Every tab watches the learner's pending outbox count (a Dexie liveQuery). In the syncing tab a
 * change kicks the engine; in any other tab a new entry also sends the syncing tab an explicit
 * "the outbox grew" over the leader channel. The leader's own watch already sees other tabs' writes
 * (Dexie relays them over its BroadcastChannel), but that path alone proved not enough: a watch
 * that failed once (an observable ends on its first error) went deaf for good, so a write made in
 * another tab then waited until the leader happened to drain for another reason. Now a failed
 * watch starts again, and the nudge is a second, independent way for the write to wake the leader.
 */

export interface CountSource {
  /** Like a Dexie liveQuery of a count: the current value at once, then on every change. */
  subscribe(observer: { next(count: number): void; error(error: unknown): void }): { unsubscribe(): void };
}

export interface OutboxWatchDeps {
  source: CountSource;
  /** Whether this tab syncs right now (read at every change: the lock can pass between tabs). */
  leading(): boolean;
  /** Syncing tab: drain now. */
  kick(): void;
  /** Any other tab: tell the syncing tab that the outbox grew. */
  nudgeLeader(): void;
  /** A failed watch starts again after this long (default 1 s). */
  retryAfterMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Starts watching; returns how to stop. */
export function watchOutbox(deps: OutboxWatchDeps): () => void {
  const retryAfterMs = deps.retryAfterMs ?? 1_000;
  const setTimer = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer =
    deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  let stopped = false;
  let subscription: { unsubscribe(): void } | null = null;
  let retry: unknown = null;
  /** The last count seen; null before the first value (or after a failure, which may have missed some). */
  let last: number | null = null;

  const onCount = (count: number) => {
    if (stopped) return;
    const changed = count !== last;
    last = count;
    if (deps.leading()) deps.kick();
    // Any change while something waits, not only growth: a tab whose watch missed the leader's
    // drain (its last count stale, say 2) would read its own new write (2 → 1) as shrinking and
    // never tell the leader. A nudge too many only costs the leader one look at an empty queue.
    else if (changed && count > 0) deps.nudgeLeader();
  };

  const subscribe = () => {
    retry = null;
    if (stopped) return;
    subscription = deps.source.subscribe({
      next: onCount,
      error: () => {
        subscription = null;
        last = null;
        if (!stopped) retry = setTimer(subscribe, retryAfterMs);
      },
    });
  };
  subscribe();

  return () => {
    stopped = true;
    if (retry !== null) clearTimer(retry);
    subscription?.unsubscribe();
    subscription = null;
  };
}
