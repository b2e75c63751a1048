/**
 * Mock exams' grades, bound to Dexie and the API client: the background poller of exams being
 * graded and the results page's loader. The grading sync (grading-sync.ts) starts and stops it
 * with the case grades' poller; screens read what it writes through useLiveQuery.
 */
import { readClock } from '../../lib/dates';
import { liveQuery, type Subscription } from 'dexie';
import { examStatusIs, isExamComplete } from '../../lib/mock-exam-results';
import { toApiError } from '../api/errors';
import { mockExamsApi } from '../api/mock-exams-api';
import { keyedSingleFlight } from '../api/single-flight';
import { mockExamWaitsRepo } from '../repos/mock-exam-waits-repo';
import type { Connectivity } from './connectivity';
import { cooldownEnd, createMockExamPoller } from './mock-exam-poller';

/** How a results page's fetch of a mock exam ended; the exam itself is in Dexie. */
export type MockExamLoad =
  | { status: 'loaded' }
  | { status: 'not-found'; message: string }
  | { status: 'unreachable'; message: string }
  | { status: 'cooling-down'; until: number }
  | { status: 'error'; message: string };

/**
 * Mock exams: the background poller of exams being graded, and the results page's loader.
 * A fetched exam is kept (offline reading); one still being graded becomes a wait the poller
 * follows. A 429 starts the exam's cooldown, which holds this loader as well as the poller.
 */
export function createMockExamSync(connectivity: Connectivity, now: () => number = readClock) {
  const repo = mockExamWaitsRepo;
  const poller = createMockExamPoller({
    store: repo,
    fetchProgress: (id) => mockExamsApi.evaluationProgress(id),
    fetchExam: (id) => mockExamsApi.get(id),
    connectivity,
  });
  let watch: Subscription | null = null;

  async function loadResult(userId: string, id: string): Promise<MockExamLoad> {
    const wait = await repo.wait(id);
    const cooldown = wait?.userId === userId ? wait.cooldownUntil : null;
    if (cooldown !== null && cooldown !== undefined && cooldown > now())
      return { status: 'cooling-down', until: cooldown };
    try {
      const exam = await mockExamsApi.get(id);
      connectivity.reportSuccess();
      const complete = isExamComplete(exam);
      const settled = complete || examStatusIs(exam.status, 'cancelled');
      // Graded in the background from here on; an exam not ended yet has nothing to wait for,
      // unless the device already waits (its end may still be on its way).
      if (!settled && (!examStatusIs(exam.status, 'in-progress') || wait?.userId === userId)) {
        await repo.ensureWaiting(userId, id, exam.title);
        poller.kick();
      }
      await repo.applyExam(userId, exam);
      return { status: 'loaded' };
    } catch (caught) {
      const error = await toApiError(caught);
      if (error.kind === 'network') {
        connectivity.reportFailure();
        return { status: 'unreachable', message: error.message };
      }
      connectivity.reportSuccess();
      if (error.status === 404) {
        if (wait?.userId === userId) await repo.giveUp(id, 'not-found', error.message);
        return { status: 'not-found', message: error.message };
      }
      if (error.status === 429) {
        const until = cooldownEnd(error, now());
        const kept = await repo.exam(userId, id);
        // A result already complete on the device needs no refresh; anything else waits it out.
        if (!kept || !isExamComplete(kept)) {
          await repo.ensureWaiting(userId, id, kept?.title ?? null);
          await repo.setCooldown(id, until);
        }
        return { status: 'cooling-down', until };
      }
      return { status: 'error', message: error.message };
    }
  }

  return {
    start(userId: string) {
      if (poller.userId === userId) return;
      this.stop();
      poller.start(userId);
      // A wait added (the exam flow ended an exam), restarted or cooled down is looked at at once.
      watch = liveQuery(async () =>
        (await repo.evaluating(userId))
          .map((row) => `${row.mockExamSessionId}@${row.startedAt}@${row.cooldownUntil ?? ''}`)
          .join(),
      ).subscribe({ next: () => poller.kick(), error: () => undefined });
    },

    stop() {
      watch?.unsubscribe();
      watch = null;
      poller.stop();
    },

    /** Fetches the exam into Dexie (the results page's open and its "refresh result"); one at a time. */
    loadResult: keyedSingleFlight((userId: string, id: string) => `${userId}:${id}`, loadResult),

    /** "Refresh progress": asks now, unless offline or a cooldown runs. */
    checkNow: (id: string) => poller.checkNow(id),

    /** The results page's retries ran out: the device stops waiting ('grading cancelled'). */
    giveUp: (id: string) => repo.giveUp(id, 'cancelled', null),
  };
}

export type MockExamSync = ReturnType<typeof createMockExamSync>;
