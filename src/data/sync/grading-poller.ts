/**
 * The sync engine's grading side: it asks the server about every session the signed-in learner is
 * waiting on (gradingWaits rows with status 'evaluating') until each is graded.
 *
 * Timing (spec 1 §4, §9)
 * - Each wait is asked about at once, then every 10 s while less than 90 s have passed since the
 *   wait began, then every 60 s. The cadence counts from the wait's stored start, so a reload does
 *   not start the fast phase again.
 * - While the browser is offline nothing is sent and no timer runs; the `online` event resumes
 *   polling, asking about every wait at once, then on the usual cadence.
 * - A 429's Retry-After pushes that session's next question back.
 * - A manual check (`checkNow`) asks at once; a question already in flight is shared, not repeated.
 *
 * Answers
 * - completed with data → the wait is completed (with its score) and the evaluation kept;
 * - failed → failed, with the server's Korean reason; evaluating → keep waiting;
 * - 409 "not ended yet" → keep waiting while the device's request to end it is still queued in the
 *   outbox (a case ended offline); otherwise, if the session really is still running, 'unfinished';
 * - 404 → 'not-found'; network failures, 5xx and the like → ask again at the next turn.
 *
 * Pure: storage, calls, clock and connectivity are injected, so tests drive it with fake timers.
 */
import type { FeedbackAnswer } from '../../../contract/evaluation';
import { ApiError, GRADING_FAILED_MESSAGE, toApiError } from '../api/errors';
import type { GradingWaitRow } from '../db';
import type { GradingOutcome } from '../repos/grading-repo';
import type { Connectivity } from './connectivity';
import { systemClock, type Clock } from './sync-engine';

export const FAST_POLL_MS = 10_000;
export const SLOW_POLL_MS = 60_000;
export const FAST_PHASE_MS = 90_000;

/** How long to wait after a question asked `elapsedMs` after the wait began. */
export function pollInterval(elapsedMs: number): number {
  return elapsedMs < FAST_PHASE_MS ? FAST_POLL_MS : SLOW_POLL_MS;
}

export interface GradingPollerStore {
  evaluating(userId: string): Promise<Pick<GradingWaitRow, 'sessionId' | 'startedAt'>[]>;
  applyOutcome(sessionId: string, outcome: GradingOutcome): Promise<void>;
  completionQueued(userId: string, sessionId: string): Promise<boolean>;
}

export interface GradingPollerDeps {
  store: GradingPollerStore;
  /** GET practice-sessions/:id/feedback; rejects with an ApiError. */
  fetchFeedback(sessionId: string): Promise<FeedbackAnswer>;
  /** GET practice-sessions/:id, for its status; rejects with an ApiError. */
  fetchSessionStatus(sessionId: string): Promise<'active' | 'completed'>;
  connectivity: Connectivity;
  clock?: Clock;
  /** A grade just arrived (e.g. to keep the transcript for offline reading). */
  onCompleted?(userId: string, sessionId: string): void;
}

export interface GradingPoller {
  start(userId: string): void;
  stop(): void;
  /** The waits changed (one added, one restarted): look at them now. */
  kick(): void;
  /** Asks about one session now, whatever the cadence says; resolves once its answer is stored. */
  checkNow(sessionId: string): Promise<void>;
  readonly userId: string | null;
}

export function createGradingPoller(deps: GradingPollerDeps): GradingPoller {
  const clock = deps.clock ?? systemClock;

  let userId: string | null = null;
  /** Bumped on every start/stop so work begun for an earlier session gives up. */
  let generation = 0;
  let timer: unknown = null;
  let ticking = false;
  let tickRequested = false;
  let unsubscribeConnectivity: (() => void) | null = null;
  const lastAskedAt = new Map<string, number>();
  const notBefore = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

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

  function dueAt(row: Pick<GradingWaitRow, 'sessionId' | 'startedAt'>): number {
    const last = lastAskedAt.get(row.sessionId);
    const cadence = last === undefined ? -Infinity : last + pollInterval(last - row.startedAt);
    return Math.max(cadence, notBefore.get(row.sessionId) ?? -Infinity);
  }

  async function ask(sessionId: string, owner: string): Promise<GradingOutcome | null> {
    let answer: FeedbackAnswer;
    try {
      answer = await deps.fetchFeedback(sessionId);
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : await toApiError(caught);
      if (error.kind === 'network') {
        deps.connectivity.reportFailure();
        return null;
      }
      deps.connectivity.reportSuccess();
      if (error.retryAfterSeconds !== null)
        notBefore.set(sessionId, clock.now() + error.retryAfterSeconds * 1000);
      if (error.status === 404) return { kind: 'not-found', message: error.message };
      if (error.status !== 409) return null;
      // Not ended yet: a case ended offline is still in the outbox, and will be.
      if (await deps.store.completionQueued(owner, sessionId)) return { kind: 'evaluating' };
      try {
        const status = await deps.fetchSessionStatus(sessionId);
        return status === 'completed'
          ? { kind: 'evaluating' }
          : { kind: 'unfinished', message: error.message };
      } catch {
        return null;
      }
    }
    deps.connectivity.reportSuccess();
    if (answer.status === 'completed' && answer.data) return { kind: 'completed', evaluation: answer.data };
    if (answer.status === 'failed')
      return { kind: 'failed', message: answer.error ?? GRADING_FAILED_MESSAGE };
    return { kind: 'evaluating' };
  }

  function askAndStore(sessionId: string, owner: string, forGeneration: number): Promise<void> {
    const running = inFlight.get(sessionId);
    if (running) return running;
    lastAskedAt.set(sessionId, clock.now());
    const run = (async () => {
      const outcome = await ask(sessionId, owner);
      if (outcome === null || forGeneration !== generation) return;
      await deps.store.applyOutcome(sessionId, outcome);
      if (outcome.kind === 'completed') deps.onCompleted?.(owner, sessionId);
    })().finally(() => inFlight.delete(sessionId));
    inFlight.set(sessionId, run);
    return run;
  }

  /** Asks about every wait that is due, then sleeps until the next one is. */
  async function tick(forGeneration: number): Promise<void> {
    if (userId === null || forGeneration !== generation) return;
    if (!deps.connectivity.browserOnline()) {
      clearTimer(); // the `online` event resumes us
      return;
    }
    const owner = userId;
    const rows = await deps.store.evaluating(owner);
    if (forGeneration !== generation) return;
    const nowMs = clock.now();
    const due = rows.filter((row) => dueAt(row) <= nowMs);
    if (due.length > 0) {
      await Promise.all(due.map((row) => askAndStore(row.sessionId, owner, forGeneration)));
      if (forGeneration === generation) tickRequested = true; // outcomes change what is left
      return;
    }
    const next = Math.min(...rows.map(dueAt));
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
    notBefore.clear();
    unsubscribeConnectivity?.();
    unsubscribeConnectivity = null;
  }

  return {
    start(nextUserId) {
      stop();
      userId = nextUserId;
      unsubscribeConnectivity = deps.connectivity.subscribe(({ online, cameBackOnline }) => {
        if (cameBackOnline) {
          // Back online: every wait is due now, then the usual cadence.
          lastAskedAt.clear();
          requestTick();
        } else if (!online && !deps.connectivity.browserOnline()) {
          clearTimer();
        }
      });
      requestTick();
    },
    stop,
    kick: () => requestTick(),
    async checkNow(sessionId) {
      if (userId === null || !deps.connectivity.browserOnline()) return;
      notBefore.delete(sessionId);
      await askAndStore(sessionId, userId, generation);
      requestTick();
    },
    get userId() {
      return userId;
    },
  };
}
