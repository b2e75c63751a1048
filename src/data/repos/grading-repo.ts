/**
 * Waiting for a case's grade, and keeping the result (spec 1 §3 backgroundCaseEvaluations /
 * completedCaseEvaluations, §4 feedback polling).
 *
 * Rules
 * - A wait is added once per session (opening the completed page twice does not restart it) and
 *   belongs to one learner: every read is by userId.
 * - The grading poller (src/data/sync/grading-poller.ts) is the only writer of a wait's outcome;
 *   screens read the rows through useLiveQuery and never wait on the network to render them.
 * - The server is the authority: an evaluation it sends replaces the device's copy, and the
 *   device's provisional grade of that session (a case ended offline) is dropped with it.
 * - A completed wait carries a completion notice until it is dismissed or its 15 s run out.
 */
import { readClock } from '../../lib/dates';
import type { Evaluation } from '../../../contract/evaluation';
import type { ChatMessage, PracticeSession } from '../../../contract/practice';
import {
  db as defaultDb,
  type CaseResultRow,
  type CpxDatabase,
  type GradingWaitRow,
  type ProvisionalResultRow,
} from '../db';
import { createBlindPracticeRepo } from './blind-practice-repo';
import { monitorStateOf, oldestFirst } from './wait-rows';

export interface StartWaiting {
  userId: string;
  sessionId: string;
  caseTitle?: string | null;
  scenarioId?: string | null;
}

/** What the server said about a session's grading, as the poller hands it over. */
export type GradingOutcome =
  | { kind: 'evaluating' }
  | { kind: 'completed'; evaluation: Evaluation }
  | { kind: 'failed'; message: string }
  | { kind: 'unfinished'; message: string }
  | { kind: 'not-found'; message: string };

export function createGradingRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const blindPractice = createBlindPracticeRepo(database, { now });
  async function mergeResult(
    userId: string,
    sessionId: string,
    patch: Partial<Pick<CaseResultRow, 'session' | 'messages' | 'evaluation'>>,
  ): Promise<void> {
    await database.transaction('rw', database.caseResults, async () => {
      const existing = await database.caseResults.get(sessionId);
      await database.caseResults.put({
        sessionId,
        userId,
        session: existing?.session ?? null,
        messages: existing?.messages ?? null,
        evaluation: existing?.evaluation ?? null,
        ...patch,
        updatedAt: now(),
      });
    });
  }

  async function queuedCompletions(userId: string): Promise<string[]> {
    const pending = await database.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
    return pending.flatMap((entry) => (entry.kind === 'practice-complete' ? [entry.payload.sessionId] : []));
  }

  return {
    wait(sessionId: string): Promise<GradingWaitRow | undefined> {
      return database.gradingWaits.get(sessionId);
    },

    /**
     * Starts waiting for a session's grade, once: an existing wait keeps its start (the polling
     * cadence counts from it) and its outcome; only a missing case name is filled in.
     */
    async startWaiting(init: StartWaiting): Promise<GradingWaitRow> {
      return database.transaction('rw', database.gradingWaits, async () => {
        const existing = await database.gradingWaits.get(init.sessionId);
        if (existing && existing.userId === init.userId) {
          const patch: Partial<GradingWaitRow> = {};
          if (!existing.caseTitle && init.caseTitle) patch.caseTitle = init.caseTitle;
          if (!existing.scenarioId && init.scenarioId) patch.scenarioId = init.scenarioId;
          if (Object.keys(patch).length === 0) return existing;
          const updated = { ...existing, ...patch, updatedAt: now() };
          await database.gradingWaits.put(updated);
          return updated;
        }
        const row: GradingWaitRow = {
          sessionId: init.sessionId,
          userId: init.userId,
          caseTitle: init.caseTitle ?? null,
          scenarioId: init.scenarioId ?? null,
          startedAt: now(),
          status: 'evaluating',
          overallScore: null,
          completedAt: null,
          error: null,
          noticeDismissed: false,
          lastCheckedAt: null,
          updatedAt: now(),
        };
        await database.gradingWaits.put(row);
        return row;
      });
    },

    /** Waits the poller should ask about: this learner's evaluating sessions, oldest first. */
    async evaluating(userId: string): Promise<GradingWaitRow[]> {
      return oldestFirst(
        await database.gradingWaits.where('[userId+status]').equals([userId, 'evaluating']).toArray(),
      );
    },

    /** Everything the layout's monitor shows: running waits and completion notices still due. */
    async monitorState(userId: string, nowMs: number = now()) {
      return monitorStateOf(await database.gradingWaits.where('userId').equals(userId).toArray(), nowMs);
    },

    /**
     * Records the server's answer. A completed grade moves the wait to 'completed' with its score
     * (and a notice) and keeps the evaluation for offline reading, in one transaction.
     */
    async applyOutcome(sessionId: string, outcome: GradingOutcome): Promise<void> {
      const tables = [database.gradingWaits, database.caseResults, database.provisionalResults];
      await database.transaction('rw', tables, async () => {
        const wait = await database.gradingWaits.get(sessionId);
        if (!wait) return;
        const checkedAt = now();
        switch (outcome.kind) {
          case 'evaluating':
            await database.gradingWaits.update(sessionId, { lastCheckedAt: checkedAt, updatedAt: checkedAt });
            return;
          case 'completed': {
            const { evaluation } = outcome;
            const alreadyCompleted = wait.status === 'completed';
            await database.gradingWaits.put({
              ...wait,
              status: 'completed',
              overallScore: evaluation.overallScore,
              caseTitle: evaluation.scenario.name,
              scenarioId: evaluation.scenario.scenarioId,
              completedAt: alreadyCompleted ? wait.completedAt : checkedAt,
              error: null,
              lastCheckedAt: checkedAt,
              updatedAt: checkedAt,
            });
            await mergeResult(wait.userId, sessionId, { evaluation });
            await database.provisionalResults.delete(sessionId);
            return;
          }
          default:
            await database.gradingWaits.update(sessionId, {
              status: outcome.kind,
              error: outcome.message,
              lastCheckedAt: checkedAt,
              updatedAt: checkedAt,
            });
        }
      });
    },

    /** The learner asked to check again after a failure: the wait runs again from now. */
    async restartWaiting(sessionId: string): Promise<void> {
      await database.gradingWaits.update(sessionId, {
        status: 'evaluating',
        error: null,
        startedAt: now(),
        updatedAt: now(),
      });
    },

    async dismissNotice(sessionId: string): Promise<void> {
      await database.gradingWaits.update(sessionId, { noticeDismissed: true, updatedAt: now() });
    },

    /** Sessions whose end this learner queued in the outbox and the server has not accepted yet. */
    queuedCompletions,

    /** Whether this learner's request to end the session is still queued (not yet accepted). */
    async completionQueued(userId: string, sessionId: string): Promise<boolean> {
      return (await queuedCompletions(userId)).includes(sessionId);
    },

    result(sessionId: string): Promise<CaseResultRow | undefined> {
      return database.caseResults.get(sessionId);
    },

    /** A blind session (issue 24) is known as such before its record, which names the case, is kept. */
    async saveSession(userId: string, session: PracticeSession): Promise<void> {
      if (session.blind) {
        await blindPractice.adopt(userId, [
          { sessionId: session.practiceSessionId, scenarioId: session.scenarioId },
        ]);
      }
      await mergeResult(userId, session.practiceSessionId, { session });
    },

    saveMessages(userId: string, sessionId: string, messages: ChatMessage[]): Promise<void> {
      return mergeResult(userId, sessionId, {
        messages: messages.map(({ id, sender, content, createdAt }) => ({ id, sender, content, createdAt })),
      });
    },

    async saveEvaluation(userId: string, sessionId: string, evaluation: Evaluation): Promise<void> {
      await database.transaction('rw', [database.caseResults, database.provisionalResults], async () => {
        await mergeResult(userId, sessionId, { evaluation });
        await database.provisionalResults.delete(sessionId);
      });
    },

    /** The device's provisional grade of a session this learner ended offline, until the server's. */
    async provisional(userId: string, sessionId: string): Promise<ProvisionalResultRow | null> {
      const row = await database.provisionalResults.get(sessionId);
      return row?.userId === userId ? row : null;
    },

    /** This learner's sessions graded only on the device so far, newest first. */
    async provisionals(userId: string): Promise<ProvisionalResultRow[]> {
      const rows = await database.provisionalResults.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => b.computedAt - a.computedAt);
    },
  };
}

export type GradingRepo = ReturnType<typeof createGradingRepo>;

export const gradingRepo = createGradingRepo();
