/**
 * '놓친 항목 다시 연습' on this device (issue 24), in one meta row per learner: the practice sessions
 * that retry a graded session's missed items, with those items, so the completed page can list
 * them after ending, the result page and 학습 기록 can mark the session, and a case ended offline is
 * graded provisionally on those items only, before the server has the session. The server keeps
 * the same focus on the session itself (practice_sessions.focus_item_ids) and is the authority.
 */
import { readClock } from '../../lib/dates';
import type { RetryFocus } from '../../../contract/practice';
import { db as defaultDb, type CpxDatabase } from '../db';
import { createGradingRepo } from './grading-repo';

const MAX_SESSIONS = 200;

export interface RetrySession extends RetryFocus {
  sessionId: string;
  scenarioId: string;
}

const keyOf = (userId: string) => `retryPractice:${userId}`;

function readSessions(value: unknown): RetrySession[] {
  const raw = (value ?? {}) as { sessions?: unknown };
  return Array.isArray(raw.sessions) ? (raw.sessions as RetrySession[]) : [];
}

export function createRetryPracticeRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const grading = createGradingRepo(database, now);
  const sessions = async (userId: string) => readSessions((await database.meta.get(keyOf(userId)))?.value);

  return {
    /** Remembers a retry session (newest first; the oldest are forgotten past MAX_SESSIONS). */
    async mark(userId: string, session: RetrySession): Promise<void> {
      await database.transaction('rw', database.meta, async () => {
        const kept = (await sessions(userId)).filter((s) => s.sessionId !== session.sessionId);
        await database.meta.put({
          key: keyOf(userId),
          value: { sessions: [session, ...kept].slice(0, MAX_SESSIONS) },
          updatedAt: now(),
        });
      });
    },

    async session(userId: string, sessionId: string): Promise<RetrySession | null> {
      return (await sessions(userId)).find((s) => s.sessionId === sessionId) ?? null;
    },

    async sessionIds(userId: string): Promise<Set<string>> {
      return new Set((await sessions(userId)).map((s) => s.sessionId));
    },

    /**
     * The missed items of a graded session this device holds the result of (to start a retry
     * without a network): null when it holds no graded result of it.
     */
    async missedItemsOf(sourceSessionId: string): Promise<RetryFocus['items'] | null> {
      const result = await grading.result(sourceSessionId);
      if (!result?.evaluation) return null;
      return result.evaluation.checklistResults
        .filter((r) => r.performance === 'no')
        .map(({ itemId, section, itemText }) => ({ itemId, section, itemText }));
    },
  };
}

export const retryPracticeRepo = createRetryPracticeRepo();
