/**
 * What a practice session keeps on the device (spec 1 §3 "per-session memo", §4): the timer, memo
 * blocks, the chat-visibility and disease-name toggles, the patient panel's height, and the last
 * transcript the server confirmed. One row per session, so a reload — or a lost connection — brings
 * the learner back to exactly where they were.
 *
 * Ending a session is a user write like any other: the complete request (with the memo) is queued
 * in the outbox and the row is deleted in ONE transaction (spec: "saved session settings are
 * cleared"), so a case ended with no network is still delivered, with its memo, when it returns.
 * The deleted row rides on the outbox entry (`undo`): if the server refuses the request for good,
 * `revertRejectedWrite` puts the session's state — the memo above all — back on the device.
 */
import { readClock } from '../../lib/dates';
import { clampPanelHeight, ensureBlocks, newTimer, PANEL_HEIGHT_DEFAULT } from '../practice-state-fields';
import { db as defaultDb, type CpxDatabase, type OutboxEntry, type PracticeStateRow } from '../db';
import { createOutboxRepo } from './outbox-repo';

export type PracticeStatePatch = Partial<
  Pick<
    PracticeStateRow,
    'timer' | 'memoBlocks' | 'showChatLog' | 'showDiseaseName' | 'panelHeight' | 'messages'
  >
>;

export function createPracticeStateRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  return {
    get(sessionId: string): Promise<PracticeStateRow | undefined> {
      return database.practiceStates.get(sessionId);
    },

    /**
     * The session's row, created on first sight with a running 12-minute clock. An existing row is
     * returned as it is: reopening a session must not restart its clock. `showDiseaseName` is the
     * toggle's starting value for a new row (a mock exam hides the diagnosis, as the real exam does).
     * `startedAt` is when the server started the session: a device that first sees a session begun
     * elsewhere (another browser, another phone) runs its clock from then, not from now (never from
     * a future instant, should this device's clock be behind).
     */
    async open({
      showDiseaseName = true,
      startedAt,
      ...init
    }: {
      sessionId: string;
      userId: string;
      scenarioId: string;
      scenarioName: string;
      showDiseaseName?: boolean;
      startedAt?: string;
    }): Promise<PracticeStateRow> {
      return database.transaction('rw', database.practiceStates, async () => {
        const existing = await database.practiceStates.get(init.sessionId);
        if (existing) {
          if (existing.scenarioName === init.scenarioName) return existing;
          const renamed = { ...existing, scenarioName: init.scenarioName };
          await database.practiceStates.put(renamed);
          return renamed;
        }
        const startedMs = startedAt === undefined ? Number.NaN : Date.parse(startedAt);
        const row: PracticeStateRow = {
          ...init,
          timer: newTimer(Number.isFinite(startedMs) ? Math.min(startedMs, now()) : now()),
          memoBlocks: ensureBlocks(undefined),
          showChatLog: true,
          showDiseaseName,
          panelHeight: PANEL_HEIGHT_DEFAULT,
          messages: [],
          updatedAt: now(),
        };
        await database.practiceStates.add(row);
        return row;
      });
    },

    /**
     * Starts a session on the device, with no network: the id is made here, the session's row is
     * created with a running clock and the start request (carrying that id) is queued in the outbox
     * in the same transaction. The server creates the session with this id when the outbox delivers
     * it, and answers a resend with the same session.
     */
    async startOnDevice(init: {
      userId: string;
      scenarioId: string;
      scenarioName: string;
      selectedAiPersonalityId: string;
      /**
       * A mock exam's case: the start goes to the exam's own call (…/cases/{scenarioId}/start) with
       * the device's id, and the diagnosis starts hidden as in the exam.
       */
      mockExamSessionId?: string;
      /** How notices about the queued start name the case (a blind practice does not name it). */
      label?: string;
      /** A retry of this graded session's missed items (issue 24). */
      retryOfSessionId?: string;
      /** A blind practice (issue 24): the start carries the flag, which the server keeps. */
      blind?: boolean;
    }): Promise<string> {
      const sessionId = crypto.randomUUID();
      const row: PracticeStateRow = {
        sessionId,
        userId: init.userId,
        scenarioId: init.scenarioId,
        scenarioName: init.scenarioName,
        timer: newTimer(now()),
        memoBlocks: ensureBlocks(undefined),
        showChatLog: true,
        showDiseaseName: init.mockExamSessionId === undefined,
        panelHeight: PANEL_HEIGHT_DEFAULT,
        messages: [],
        updatedAt: now(),
      };
      await outbox.enqueue(
        {
          userId: init.userId,
          write:
            init.mockExamSessionId === undefined
              ? {
                  kind: 'practice-start',
                  payload: {
                    practiceSessionId: sessionId,
                    scenarioId: init.scenarioId,
                    selectedAiPersonalityId: init.selectedAiPersonalityId,
                    ...(init.retryOfSessionId ? { retryOfSessionId: init.retryOfSessionId } : {}),
                    ...(init.blind ? { blind: true } : {}),
                  },
                }
              : {
                  kind: 'mock-case-start',
                  payload: {
                    mockExamSessionId: init.mockExamSessionId,
                    scenarioId: init.scenarioId,
                    practiceSessionId: sessionId,
                  },
                },
          label: init.label ?? init.scenarioName,
        },
        { tables: [database.practiceStates], apply: () => database.practiceStates.add(row) },
      );
      return sessionId;
    },

    async update(sessionId: string, patch: PracticeStatePatch): Promise<void> {
      const clean: PracticeStatePatch = { ...patch };
      if (clean.panelHeight !== undefined) clean.panelHeight = clampPanelHeight(clean.panelHeight);
      if (clean.memoBlocks !== undefined) clean.memoBlocks = ensureBlocks(clean.memoBlocks);
      await database.practiceStates.update(sessionId, { ...clean, updatedAt: now() });
    },

    /** Forgets a session the server reports finished (ended on another device, say). */
    async remove(sessionId: string): Promise<void> {
      await database.practiceStates.delete(sessionId);
    },

    /**
     * Ends the session: queues POST practice-sessions/:id/complete with the memo and forgets the
     * session's local state, together. The page passes the memo it shows, which may be newer than
     * the last autosave. `label` names the case in notices instead of its diagnosis (blind practice).
     * The end's time goes with it: a case ended offline reaches the server later, and its review
     * cards, made on the device from this instant, must match the server's.
     */
    async complete(
      userId: string,
      sessionId: string,
      practiceMemo: string,
      label?: string,
      /** When the learner ended it (epoch ms; now by default): sent, so the server's end is the same. */
      endedAt: number = now(),
    ): Promise<void> {
      const completedAt = new Date(endedAt).toISOString();
      await outbox.enqueue(
        { userId, write: { kind: 'practice-complete', payload: { sessionId, practiceMemo, completedAt } } },
        {
          tables: [database.practiceStates],
          before: async () => {
            const row = await database.practiceStates.get(sessionId);
            return { undo: row ? { practiceState: row } : undefined, label: label ?? row?.scenarioName };
          },
          apply: () => database.practiceStates.delete(sessionId),
        },
      );
    },

    /**
     * The server refused to end the session for good: the session's state (memo, timer, toggles)
     * comes back, unless the session has state again already. Runs in the transaction that marks
     * the entry rejected (see revertingQueue, which calls it for session ends only).
     */
    async revertRejectedWrite(entry: OutboxEntry<'practice-complete'>): Promise<void> {
      const { sessionId } = entry.payload;
      const undo = entry.undo as { practiceState?: PracticeStateRow } | undefined;
      const row = undo?.practiceState;
      if (row?.sessionId !== sessionId || row.userId !== entry.userId) return;
      if (await database.practiceStates.get(sessionId)) return;
      await database.practiceStates.add(row);
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.practiceStates],
  };
}

export type PracticeStateRepo = ReturnType<typeof createPracticeStateRepo>;

export const practiceStateRepo = createPracticeStateRepo();
