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
 * - 404 → keep waiting likewise (a session started offline is unknown to the server until the
 *   outbox delivers it), else 'not-found'; network failures, 5xx and the like → ask again later.
 *
 * Pure: storage, calls, clock and connectivity are injected, so tests drive it with fake timers.
 */
import type { FeedbackAnswer } from '../../../contract/evaluation';
import { ApiError, GRADING_FAILED_MESSAGE, toApiError } from '../api/errors';
import type { GradingWaitRow } from '../db';
import type { GradingOutcome } from '../repos/grading-repo';
import type { Connectivity } from './connectivity';
import { systemClock, type Clock } from './sync-engine';
import { createWaitScheduler } from './wait-scheduler';

export { FAST_PHASE_MS, FAST_POLL_MS, pollInterval, SLOW_POLL_MS } from './wait-scheduler';

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
  /** A 429's Retry-After per session: no question before it. */
  const notBefore = new Map<string, number>();

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
      if (error.status !== 404 && error.status !== 409) return null;
      // Not ended yet, or not known yet (a case started and ended offline, with an id made on the
      // device): its requests are still in the outbox, and will be delivered.
      if (await deps.store.completionQueued(owner, sessionId)) return { kind: 'evaluating' };
      if (error.status === 404) return { kind: 'not-found', message: error.message };
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

  const scheduler = createWaitScheduler({
    connectivity: deps.connectivity,
    clock,
    waits: async (userId) =>
      (await deps.store.evaluating(userId)).map((row) => ({
        id: row.sessionId,
        startedAt: row.startedAt,
        notBefore: notBefore.get(row.sessionId) ?? null,
      })),
    async ask(sessionId, session) {
      const outcome = await ask(sessionId, session.userId);
      if (outcome === null || !session.isCurrent()) return;
      await deps.store.applyOutcome(sessionId, outcome);
      if (outcome.kind === 'completed') deps.onCompleted?.(session.userId, sessionId);
    },
  });

  return {
    start(userId) {
      notBefore.clear();
      scheduler.start(userId);
    },
    stop() {
      scheduler.stop();
      notBefore.clear();
    },
    kick: () => scheduler.kick(),
    async checkNow(sessionId) {
      const session = scheduler.session();
      if (session === null || !deps.connectivity.browserOnline()) return;
      notBefore.delete(sessionId);
      await scheduler.askNow(sessionId, session);
    },
    get userId() {
      return scheduler.userId;
    },
  };
}
