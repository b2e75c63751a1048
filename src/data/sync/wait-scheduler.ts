/**
 * When to ask the server about each of the learner's waits (a case's grade, a mock exam's grading),
 * shared by the grading poller and the mock exam poller, which differ only in what they ask and
 * what they store.
 *
 * - A wait is asked about at once, then every 10 s while less than 90 s have passed since it began,
 *   then every 60 s; `notBefore` (a Retry-After, a cooldown) pushes the next question back.
 * - Offline, nothing is sent and no timer runs; the `online` event makes every wait due at once.
 * - One question per wait at a time: a second ask while one is in flight shares it.
 * - Every start/stop begins a new session: work begun for an earlier one sees `isCurrent()` false.
 */
import type { Connectivity } from './connectivity';
import type { Clock } from './sync-engine';

export const FAST_POLL_MS = 10_000;
export const SLOW_POLL_MS = 60_000;
export const FAST_PHASE_MS = 90_000;

/** How long to wait after a question asked `elapsedMs` after the wait began. */
export function pollInterval(elapsedMs: number): number {
  return elapsedMs < FAST_PHASE_MS ? FAST_POLL_MS : SLOW_POLL_MS;
}

export interface ScheduledWait {
  id: string;
  /** Epoch ms the wait began: the cadence counts from here, across reloads. */
  startedAt: number;
  /** Epoch ms before which it must not be asked about, if any. */
  notBefore: number | null;
}

/** The signed-in learner the scheduler works for, and whether that is still so. */
export interface WaitSession {
  userId: string;
  isCurrent(): boolean;
}

export interface WaitSchedulerDeps {
  connectivity: Connectivity;
  clock: Clock;
  /** The learner's waits still open. */
  waits(userId: string): Promise<ScheduledWait[]>;
  /** Asks about one wait and stores the answer; checks `session.isCurrent()` before storing. */
  ask(id: string, session: WaitSession): Promise<void>;
}

export interface WaitScheduler {
  start(userId: string): void;
  stop(): void;
  /** The waits changed: look at them now. */
  kick(): void;
  /** The current session, or null when stopped. */
  session(): WaitSession | null;
  /** Asks about one wait now, whatever the cadence says, then carries on with the cadence. */
  askNow(id: string, session: WaitSession): Promise<void>;
  readonly userId: string | null;
}

export function createWaitScheduler(deps: WaitSchedulerDeps): WaitScheduler {
  const { clock, connectivity } = deps;
  let userId: string | null = null;
  let generation = 0;
  let timer: unknown = null;
  let ticking = false;
  let tickRequested = false;
  let unsubscribeConnectivity: (() => void) | null = null;
  const lastAskedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

  function sessionFor(forGeneration: number, owner: string): WaitSession {
    return { userId: owner, isCurrent: () => forGeneration === generation };
  }

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number) {
    clearTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      requestTick();
    }, ms);
  }

  function dueAt(wait: ScheduledWait): number {
    const last = lastAskedAt.get(wait.id);
    const cadence = last === undefined ? -Infinity : last + pollInterval(last - wait.startedAt);
    return Math.max(cadence, wait.notBefore ?? -Infinity);
  }

  function askShared(id: string, session: WaitSession): Promise<void> {
    const running = inFlight.get(id);
    if (running) return running;
    lastAskedAt.set(id, clock.now());
    const run = deps.ask(id, session).finally(() => inFlight.delete(id));
    inFlight.set(id, run);
    return run;
  }

  /** Asks about every wait that is due, then sleeps until the next one is. */
  async function tick(forGeneration: number): Promise<void> {
    if (userId === null || forGeneration !== generation) return;
    if (!connectivity.browserOnline()) {
      clearTimer(); // the `online` event resumes us
      return;
    }
    const session = sessionFor(forGeneration, userId);
    const waits = await deps.waits(session.userId);
    if (!session.isCurrent()) return;
    const nowMs = clock.now();
    const due = waits.filter((wait) => dueAt(wait) <= nowMs);
    if (due.length > 0) {
      await Promise.all(due.map((wait) => askShared(wait.id, session)));
      if (session.isCurrent()) tickRequested = true; // answers change what is left
      return;
    }
    const next = Math.min(...waits.map(dueAt));
    if (Number.isFinite(next)) schedule(Math.max(0, next - nowMs));
    else clearTimer();
  }

  function requestTick() {
    if (userId === null) return;
    if (ticking) {
      tickRequested = true;
      return;
    }
    ticking = true;
    const forGeneration = generation;
    void (async () => {
      try {
        do {
          tickRequested = false;
          await tick(forGeneration);
        } while (tickRequested && forGeneration === generation);
      } catch {
        // IndexedDB itself failed: try again at the slow cadence rather than spin.
        if (forGeneration === generation) schedule(SLOW_POLL_MS);
      } finally {
        ticking = false;
        if (forGeneration !== generation && userId !== null) requestTick();
      }
    })();
  }

  function stop() {
    generation += 1;
    userId = null;
    clearTimer();
    lastAskedAt.clear();
    unsubscribeConnectivity?.();
    unsubscribeConnectivity = null;
  }

  return {
    start(nextUserId) {
      stop();
      userId = nextUserId;
      unsubscribeConnectivity = connectivity.subscribe(({ online, cameBackOnline }) => {
        if (cameBackOnline) {
          // Back online: every wait is due now (a notBefore still holds), then the usual cadence.
          lastAskedAt.clear();
          requestTick();
        } else if (!online && !connectivity.browserOnline()) {
          clearTimer();
        }
      });
      requestTick();
    },
    stop,
    kick: () => requestTick(),
    session: () => (userId === null ? null : sessionFor(generation, userId)),
    async askNow(id, session) {
      await askShared(id, session);
      requestTick();
    },
    get userId() {
      return userId;
    },
  };
}
