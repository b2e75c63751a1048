/**
 * Waits for a whole mock exam's grade (spec 1 §4 "Background evaluation"; the mock exam side of
 * the spec's backgroundEvaluations). The exam flow starts a wait when the learner ends the last
 * case; the background monitor polls the waits and records what the server says.
 */
import { db as defaultDb, type CpxDatabase, type MockExamWaitRow } from '../db';

export function createMockExamWaitsRepo(database: CpxDatabase = defaultDb) {
  return {
    /**
     * The exam is being graded: it joins the waits as 'evaluating' — once (spec: "a session is
     * added once as evaluating"), so ending it again, or a second tab, never resets a wait that
     * already has progress or a result.
     */
    async startWaiting(
      userId: string,
      mockExamSessionId: string,
      examTitle: string | null,
      now: number = Date.now(),
    ): Promise<void> {
      await database.transaction('rw', database.mockExamWaits, async () => {
        if (await database.mockExamWaits.get(mockExamSessionId)) return;
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
        await database.mockExamWaits.add(row);
      });
    },
  };
}

export type MockExamWaitsRepo = ReturnType<typeof createMockExamWaitsRepo>;

export const mockExamWaitsRepo = createMockExamWaitsRepo();
