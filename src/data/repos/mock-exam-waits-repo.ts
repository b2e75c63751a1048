/**
 * Waiting for a mock exam's grade, and keeping the graded exam (spec 1 §3 backgroundEvaluations /
 * completedEvaluations and cooldownUntil, §4 Mock exam).
 *
 * Rules
 * - A wait belongs to one learner: every read is by userId. The exam flow starts it when the last
 *   case ends (startWaiting, once); the results page starts it if the device has none, or restarts
 *   one that gave up (ensureWaiting).
 * - The mock exam poller (src/data/sync/mock-exam-poller.ts) and the results loader are the only
 *   writers of a wait's outcome; screens read the rows through useLiveQuery.
 * - The wait is done when the exam is complete by the spec's rule (lib/mock-exam-results): then it
 *   carries a completion notice until dismissed or its 15 s run out.
 * - cooldownUntil is the server's Retry-After (or 15 minutes) after a 429: no progress request,
 *   automatic or manual, goes out before it. It is kept on the device so a reload respects it.
 * - The exam as last fetched is kept in `mockExams` (through mock-exam-repo's saveExam, which keeps
 *   the device's own progress) so a result seen once reopens offline.
 */
import { readClock } from '../../lib/dates';
import type { MockExamSession } from '../../../contract/mock-exams';
import { examScore, examStatusIs, gradedCount, isExamComplete } from '../../lib/mock-exam-results';
import { db as defaultDb, type CpxDatabase, type MockExamWaitRow, type MockExamWaitStatus } from '../db';
import { monitorStateOf, oldestFirst } from './wait-rows';
import { createMockExamRepo } from './mock-exam-repo';

/** Spec 1 §4 / 2 §8: a 429 without a usable Retry-After waits 15 minutes. */
export const DEFAULT_COOLDOWN_MS = 15 * 60_000;

/** What a cancelled exam (a case whose grading failed for good) says on the device. */
export const EXAM_GRADING_CANCELLED_MESSAGE =
  '채점이 취소되었습니다. 일부 증례를 채점하지 못했습니다. 문의해주시면 확인해드리겠습니다.';

/** What storing a fetched exam meant for its wait. */
export interface ExamApplied {
  complete: boolean;
  cancelled: boolean;
}

export function createMockExamWaitsRepo(database: CpxDatabase = defaultDb, clock: () => number = readClock) {
  const waits = database.mockExamWaits;
  const exams = createMockExamRepo(database, clock);

  /**
   * The exam is being graded: it joins the waits as 'evaluating' — once (spec: "a session is
   * added once as evaluating"), so ending it again, or a second tab, never resets a wait that
   * already has progress or a result.
   */
  async function startWaiting(
    userId: string,
    mockExamSessionId: string,
    examTitle: string | null,
    now: number = clock(),
  ): Promise<void> {
    await database.transaction('rw', waits, async () => {
      if (await waits.get(mockExamSessionId)) return;
      const row: MockExamWaitRow = {
        mockExamSessionId,
        userId,
        examTitle,
        startedAt: now,
        status: 'evaluating',
        progress: null,
        overallScore: null,
        completedAt: null,
        error: null,
        noticeDismissed: false,
        lastCheckedAt: null,
        cooldownUntil: null,
        updatedAt: now,
      };
      await waits.add(row);
    });
  }

  return {
    wait(mockExamSessionId: string): Promise<MockExamWaitRow | undefined> {
      return waits.get(mockExamSessionId);
    },

    startWaiting,

    /**
     * The results page found the exam still being graded: wait for it, once. A running or finished
     * wait is kept (its start, its cooldown); one that gave up (failed, cancelled, not found) runs
     * again from now, keeping any cooldown still due.
     */
    async ensureWaiting(userId: string, mockExamSessionId: string, examTitle: string | null): Promise<void> {
      await database.transaction('rw', waits, async () => {
        const existing = await waits.get(mockExamSessionId);
        const now = clock();
        if (existing && existing.userId === userId) {
          if (existing.status === 'evaluating' || existing.status === 'completed') {
            if (!existing.examTitle && examTitle)
              await waits.update(mockExamSessionId, { examTitle, updatedAt: now });
            return;
          }
          await waits.update(mockExamSessionId, {
            status: 'evaluating',
            examTitle: existing.examTitle ?? examTitle,
            startedAt: now,
            error: null,
            updatedAt: now,
          });
          return;
        }
        await startWaiting(userId, mockExamSessionId, examTitle, now);
      });
    },

    /** Waits the poller follows: this learner's evaluating exams, oldest first. */
    async evaluating(userId: string): Promise<MockExamWaitRow[]> {
      return oldestFirst(await waits.where('[userId+status]').equals([userId, 'evaluating']).toArray());
    },

    /** What the layout's monitor shows: exams being graded, and completion notices still due. */
    async monitorState(userId: string, nowMs: number = clock()) {
      return monitorStateOf(await waits.where('userId').equals(userId).toArray(), nowMs);
    },

    /** An evaluation-progress answer. */
    async applyProgress(mockExamSessionId: string, progress: { completed: number; total: number }) {
      const now = clock();
      await waits.update(mockExamSessionId, { progress, lastCheckedAt: now, updatedAt: now });
    },

    /** A 429: nothing is asked about this exam before `until` (epoch ms). */
    async setCooldown(mockExamSessionId: string, until: number): Promise<void> {
      await waits.update(mockExamSessionId, { cooldownUntil: until, updatedAt: clock() });
    },

    /**
     * Keeps a fetched exam (for offline reading) and settles its wait in one transaction: complete
     * → completed with its score and a notice; cancelled by the server → failed; otherwise the
     * wait's progress follows the cases graded so far.
     */
    async applyExam(userId: string, exam: MockExamSession): Promise<ExamApplied> {
      const id = exam.mockExamSessionId;
      const complete = isExamComplete(exam);
      const cancelled = !complete && examStatusIs(exam.status, 'cancelled');
      await database.transaction('rw', [database.mockExams, waits], async () => {
        const now = clock();
        await exams.saveExam(userId, exam);
        const wait = await waits.get(id);
        if (!wait || wait.userId !== userId) return;
        const total = exam.selectedScenariosDetails.length;
        const common = { examTitle: exam.title, lastCheckedAt: now, updatedAt: now };
        if (complete) {
          await waits.put({
            ...wait,
            ...common,
            status: 'completed',
            progress: { completed: total, total },
            overallScore: examScore(exam),
            completedAt: wait.status === 'completed' ? wait.completedAt : now,
            error: null,
          });
        } else if (cancelled) {
          await waits.put({ ...wait, ...common, status: 'failed', error: EXAM_GRADING_CANCELLED_MESSAGE });
        } else {
          const graded = gradedCount(exam);
          const known = wait.progress?.completed ?? 0;
          await waits.put({ ...wait, ...common, progress: { completed: Math.max(graded, known), total } });
        }
      });
      return { complete, cancelled };
    },

    /** The wait ends without a grade (404, or the page's retries ran out). */
    async giveUp(
      mockExamSessionId: string,
      status: Extract<MockExamWaitStatus, 'not-found' | 'cancelled' | 'failed'>,
      message: string | null,
    ): Promise<void> {
      const now = clock();
      await waits.update(mockExamSessionId, { status, error: message, lastCheckedAt: now, updatedAt: now });
    },

    async dismissNotice(mockExamSessionId: string): Promise<void> {
      await waits.update(mockExamSessionId, { noticeDismissed: true, updatedAt: clock() });
    },

    /** The exam as this device last fetched it, for this learner; null when never fetched. */
    async exam(userId: string, mockExamSessionId: string): Promise<MockExamSession | null> {
      const row = await database.mockExams.get(mockExamSessionId);
      return row && row.userId === userId ? row.exam : null;
    },
  };
}

export type MockExamWaitsRepo = ReturnType<typeof createMockExamWaitsRepo>;

export const mockExamWaitsRepo = createMockExamWaitsRepo();
