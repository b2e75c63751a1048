/**
 * The sync engine's mock exam side: it follows every exam the signed-in learner is waiting on
 * (mockExamWaits rows with status 'evaluating') until the whole exam is graded.
 *
 * Timing (spec 1 §4, spec 2 §9)
 * - Each wait is asked about at once, then every 10 s while less than 90 s have passed since the
 *   wait began, then every 60 s. The cadence counts from the wait's stored start, so a reload does
 *   not start the fast phase again.
 * - While the browser is offline nothing is sent and no timer runs; the `online` event resumes
 *   polling, asking about every wait at once, then on the usual cadence.
 * - A 429 sets the wait's cooldownUntil from Retry-After (else 15 minutes), stored on the device:
 *   nothing — neither the cadence nor a manual check — asks about that exam before it ends.
 *
 * Questions and answers
 * - GET evaluation-progress: its completed/total is stored for the screens' progress bar.
 * - When completed equals total (total > 0), the full exam is fetched (GET /mock-exams/{id}) and
 *   kept; the wait is done once the exam is complete by the spec's rule (every case scored with
 *   some feedback). An exam the server cancelled ends the wait as failed.
 * - 404 → 'not-found'; network failures, 5xx and the like → ask again at the next turn.
 *
 * Pure: storage, calls, clock and connectivity are injected, so tests drive it with fake timers.
 */
import type { MockExamSession } from '../../../contract/mock-exams';
import { ApiError, toApiError } from '../api/errors';
import type { MockExamWaitRow } from '../db';
import { DEFAULT_COOLDOWN_MS, type ExamApplied } from '../repos/mock-exam-waits-repo';
import type { Connectivity } from './connectivity';
import { systemClock, type Clock } from './sync-engine';
import { createWaitScheduler, type WaitSession } from './wait-scheduler';

type WaitTiming = Pick<MockExamWaitRow, 'mockExamSessionId' | 'startedAt' | 'cooldownUntil'>;

export interface MockExamPollerStore {
  evaluating(userId: string): Promise<WaitTiming[]>;
  applyProgress(mockExamSessionId: string, progress: { completed: number; total: number }): Promise<void>;
  applyExam(userId: string, exam: MockExamSession): Promise<ExamApplied>;
  setCooldown(mockExamSessionId: string, until: number): Promise<void>;
  giveUp(mockExamSessionId: string, status: 'not-found', message: string): Promise<void>;
}

export interface MockExamPollerDeps {
  store: MockExamPollerStore;
  /** GET mock-exams/:id/evaluation-progress; rejects with an ApiError. */
  fetchProgress(mockExamSessionId: string): Promise<{ completed: number; total: number }>;
  /** GET mock-exams/:id; rejects with an ApiError. */
  fetchExam(mockExamSessionId: string): Promise<MockExamSession>;
  connectivity: Connectivity;
  clock?: Clock;
  /** The whole exam is graded (e.g. for a toast). */
  onCompleted?(userId: string, mockExamSessionId: string): void;
}

/** How a manual check went: asked, or why not. */
export type CheckResult = 'asked' | 'offline' | 'cooling-down' | 'not-waiting';

export interface MockExamPoller {
  start(userId: string): void;
  stop(): void;
  /** The waits changed (one added, one restarted, a cooldown set): look at them now. */
  kick(): void;
  /** Asks about one exam now unless a cooldown runs; resolves once its answer is stored. */
  checkNow(mockExamSessionId: string): Promise<CheckResult>;
  readonly userId: string | null;
}

/** The end of the cooldown a 429 starts: its Retry-After, else 15 minutes (spec 2 §8). */
export function cooldownEnd(error: Pick<ApiError, 'retryAfterSeconds'>, nowMs: number): number {
  return nowMs + (error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : DEFAULT_COOLDOWN_MS);
}

export function createMockExamPoller(deps: MockExamPollerDeps): MockExamPoller {
  const clock = deps.clock ?? systemClock;

  /** Records what a failed call means: a cooldown (429), the end of the wait (404), or nothing. */
  async function onFailure(id: string, caught: unknown, session: WaitSession): Promise<void> {
    const error = caught instanceof ApiError ? caught : await toApiError(caught);
    if (error.kind === 'network') {
      deps.connectivity.reportFailure();
      return;
    }
    deps.connectivity.reportSuccess();
    if (!session.isCurrent()) return;
    if (error.status === 429) await deps.store.setCooldown(id, cooldownEnd(error, clock.now()));
    else if (error.status === 404) await deps.store.giveUp(id, 'not-found', error.message);
  }

  async function ask(id: string, session: WaitSession): Promise<void> {
    let progress: { completed: number; total: number };
    try {
      progress = await deps.fetchProgress(id);
    } catch (caught) {
      await onFailure(id, caught, session);
      return;
    }
    deps.connectivity.reportSuccess();
    if (!session.isCurrent()) return;
    await deps.store.applyProgress(id, progress);
    if (progress.total <= 0 || progress.completed < progress.total) return;

    let exam: MockExamSession;
    try {
      exam = await deps.fetchExam(id);
    } catch (caught) {
      await onFailure(id, caught, session);
      return;
    }
    if (!session.isCurrent()) return;
    const applied = await deps.store.applyExam(session.userId, exam);
    if (applied.complete) deps.onCompleted?.(session.userId, id);
  }

  const scheduler = createWaitScheduler({
    connectivity: deps.connectivity,
    clock,
    waits: async (userId) =>
      (await deps.store.evaluating(userId)).map((row) => ({
        id: row.mockExamSessionId,
        startedAt: row.startedAt,
        notBefore: row.cooldownUntil,
      })),
    ask,
  });

  return {
    start: (userId) => scheduler.start(userId),
    stop: () => scheduler.stop(),
    kick: () => scheduler.kick(),
    async checkNow(id) {
      const session = scheduler.session();
      if (session === null || !deps.connectivity.browserOnline()) return 'offline';
      const row = (await deps.store.evaluating(session.userId)).find((wait) => wait.mockExamSessionId === id);
      if (!row) return 'not-waiting';
      if (row.cooldownUntil !== null && row.cooldownUntil > clock.now()) return 'cooling-down';
      if (!session.isCurrent()) return 'not-waiting';
      await scheduler.askNow(id, session);
      return 'asked';
    },
    get userId() {
      return scheduler.userId;
    },
  };
}
