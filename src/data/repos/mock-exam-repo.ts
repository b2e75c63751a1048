/**
 * Mock exams on the device (spec 1 §3 "mock exam client state", §4 Mock exam): one row per exam
 * this learner took here, holding the exam as last fetched and where the learner is in it, so a
 * reload or a dropped connection between cases loses nothing and the next case's briefing opens
 * offline.
 *
 * Rules
 * - The server is the authority for the exam itself (cases, status, scores); a fetch replaces it.
 *   Where the learner is — the current case, which cases they ended — is the device's, and a fetch
 *   only adds to it (a case the server reports completed counts as ended).
 * - Ending a case is a user write: its POST …/cases/{scenarioId}/complete (with the memo) is queued
 *   in the outbox together with the local change, in ONE transaction, so a case ended offline, or
 *   whose request failed, is still delivered (spec: "If completing a case fails, it still moves on").
 *   Ending the last case also queues POST /mock-exams/{id}/complete behind it: the outbox sends in
 *   order, so the exam is completed only after every case's memo reached the server.
 * - The case's practice state (timer, memo, toggles) is forgotten when it ends, as in free practice.
 * - Giving an exam up (issue 23) is a user write too: POST /mock-exams/{id}/abandon is queued with
 *   the local change (the copy marked given up, the server's listing of it dropped), so it works
 *   offline; a pull of the unfinished list lays pending abandons over the answer, and a refusal
 *   puts back what the write replaced (revertRejectedWrite).
 */
import { readClock } from '../../lib/dates';
import type { z } from 'zod';
import type { mockExamCategoriesAnswer, MockExamSession, UnfinishedExam } from '../../../contract/mock-exams';
import {
  db as defaultDb,
  type CpxDatabase,
  type MockExamCaseProgress,
  type MockExamRow,
  type MockExamWaitRow,
  type OutboxEntry,
  type UnfinishedExamRow,
} from '../db';
import type { OutboxWrite } from '../sync/outbox-kinds';
import { createOutboxRepo } from './outbox-repo';
import { mergeUnfinishedExams, staleExamCopies, type UnfinishedExamView } from './unfinished-exams';

const CATEGORIES_KEY = 'mockExamCategories';

/** One system of GET /mock-exams/categories, with its presentations and their cases. */
export type ExamCategory = z.infer<typeof mockExamCategoriesAnswer>['data'][number];

/** The exam a queued abandon or submission is about, or null for any other kind of entry. */
export function examLeavingOf(entry: OutboxWrite): string | null {
  return entry.kind === 'mock-exam-abandon' || entry.kind === 'mock-exam-complete'
    ? entry.payload.mockExamSessionId
    : null;
}

function unfinishedKey(userId: string, mockExamSessionId: string) {
  return `${userId}|${mockExamSessionId}`;
}

/** What an abandon replaced: the device's copy and the server's listing, each if there was one. */
interface AbandonUndo {
  copy: MockExamRow | null;
  listed: UnfinishedExamRow | null;
}

function isAbandonUndo(value: unknown): value is AbandonUndo {
  return typeof value === 'object' && value !== null && 'copy' in value && 'listed' in value;
}

export interface EndCaseInput {
  userId: string;
  mockExamSessionId: string;
  caseNumber: number;
  practiceMemo: string;
}

export function createMockExamRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  /** Exams whose abandon or submission is among `entries`: they are leaving the unfinished list. */
  const abandonedIn = (entries: readonly OutboxEntry[]) =>
    new Set(entries.map(examLeavingOf).filter((id): id is string => id !== null));

  /**
   * Queues `kind` (an abandon or a submission) and takes the exam off the unfinished list at once:
   * the device's copy becomes `mark(copy, now)` (unless that is null) and the server's listing is
   * dropped. What they were is kept as the entry's undo.
   */
  const leaveUnfinished = (
    userId: string,
    mockExamSessionId: string,
    kind: 'mock-exam-abandon' | 'mock-exam-complete',
    mark: (copy: MockExamRow, at: number) => MockExamRow | null,
  ) => {
    const key = unfinishedKey(userId, mockExamSessionId);
    return outbox.enqueue(
      { userId, write: { kind, payload: { mockExamSessionId } } },
      {
        tables: [database.mockExams, database.unfinishedExams],
        before: async () => {
          const found = await database.mockExams.get(mockExamSessionId);
          const copy = found?.userId === userId ? found : null;
          const listed = (await database.unfinishedExams.get(key)) ?? null;
          const undo: AbandonUndo = { copy, listed };
          const label = copy?.exam?.title ?? listed?.title;
          return { undo, ...(label ? { label } : {}) };
        },
        apply: async () => {
          const copy = await database.mockExams.get(mockExamSessionId);
          const marked = copy?.userId === userId ? mark(copy, now()) : null;
          if (marked) await database.mockExams.put(marked);
          await database.unfinishedExams.delete(key);
        },
      },
    );
  };

  return {
    get(mockExamSessionId: string): Promise<MockExamRow | undefined> {
      return database.mockExams.get(mockExamSessionId);
    },

    /** This learner's exams on the device, most recently touched first. */
    async forUser(userId: string): Promise<MockExamRow[]> {
      const rows = await database.mockExams.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => b.updatedAt - a.updatedAt);
    },

    /**
     * Stores the exam as the server answered. The device's progress is kept; a case the server
     * reports completed is ended here too, and a practice session the server knows is recorded.
     */
    async saveExam(userId: string, exam: MockExamSession): Promise<MockExamRow> {
      return database.transaction('rw', database.mockExams, async () => {
        const existing = await database.mockExams.get(exam.mockExamSessionId);
        const mine = existing?.userId === userId ? existing : undefined;
        const cases: MockExamCaseProgress[] = exam.selectedScenariosDetails.map((c) => {
          const local = mine?.cases.find(
            (l) => l.caseNumber === c.caseNumber && l.scenarioId === c.scenarioId,
          );
          return {
            caseNumber: c.caseNumber,
            scenarioId: c.scenarioId,
            practiceSessionId: c.practiceSessionId ?? local?.practiceSessionId ?? null,
            ended: Boolean(local?.ended) || c.completedAt !== null,
          };
        });
        const firstOpen = cases.find((c) => !c.ended)?.caseNumber ?? cases.at(-1)?.caseNumber ?? 1;
        const abandonedAt = mine?.abandonedAt ?? (exam.abandonedAt ? Date.parse(exam.abandonedAt) : null);
        const row: MockExamRow = {
          mockExamSessionId: exam.mockExamSessionId,
          userId,
          exam,
          // Never behind the first case still open: cases may have been ended on another device.
          currentCaseNumber: Math.min(
            Math.max(mine?.currentCaseNumber ?? firstOpen, firstOpen, 1),
            Math.max(cases.length, 1),
          ),
          cases,
          finishedAt: mine?.finishedAt ?? (exam.status === 'in-progress' ? null : now()),
          ...(abandonedAt ? { abandonedAt } : {}),
          ...(mine?.examDay ? { examDay: true } : {}),
          ...(mine?.readingBreak ? { readingBreak: mine.readingBreak } : {}),
          updatedAt: now(),
        };
        await database.mockExams.put(row);
        return row;
      });
    },

    /**
     * Records that the learner set this exam up in exam-day mode (issue 24). The choice is the
     * device's: a copy not read back yet is kept as a placeholder (no exam) that the next fetch fills.
     */
    async markExamDay(userId: string, mockExamSessionId: string): Promise<void> {
      await database.transaction('rw', database.mockExams, async () => {
        const existing = await database.mockExams.get(mockExamSessionId);
        if (existing && existing.userId !== userId) return;
        await database.mockExams.put(
          existing
            ? { ...existing, examDay: true, updatedAt: now() }
            : {
                mockExamSessionId,
                userId,
                exam: null,
                currentCaseNumber: 1,
                cases: [],
                finishedAt: null,
                examDay: true,
                updatedAt: now(),
              },
        );
      });
    },

    /**
     * The reading break before station `caseNumber` (exam-day mode) begins, once: the first call
     * keeps when it ends (`lengthMs` from now), and later calls (a reload, a second render) answer
     * that same end, so the countdown is never restarted. Null when the exam is not on the device.
     */
    async beginReadingBreak(
      mockExamSessionId: string,
      caseNumber: number,
      lengthMs: number,
    ): Promise<number | null> {
      return database.transaction('rw', database.mockExams, async () => {
        const row = await database.mockExams.get(mockExamSessionId);
        if (!row) return null;
        if (row.readingBreak?.caseNumber === caseNumber) return row.readingBreak.endsAt;
        const endsAt = now() + lengthMs;
        await database.mockExams.put({ ...row, readingBreak: { caseNumber, endsAt }, updatedAt: now() });
        return endsAt;
      });
    },

    /** The server started (or resumed) this case's practice session: the learner is on it now. */
    async caseStarted(
      mockExamSessionId: string,
      caseNumber: number,
      practiceSessionId: string,
    ): Promise<void> {
      await database.transaction('rw', database.mockExams, async () => {
        const row = await database.mockExams.get(mockExamSessionId);
        if (!row) throw new Error(`mock exam ${mockExamSessionId} is not on this device`);
        await database.mockExams.put({
          ...row,
          currentCaseNumber: caseNumber,
          cases: row.cases.map((c) => (c.caseNumber === caseNumber ? { ...c, practiceSessionId } : c)),
          updatedAt: now(),
        });
      });
    },

    /**
     * Ends one case: queues its complete request with the memo, forgets its practice state and
     * moves the learner to the next case — or, after the last one, queues the exam's completion
     * and marks the exam finished. Returns the next case's number, or null when the exam is over.
     */
    async endCase(input: EndCaseInput): Promise<{ nextCaseNumber: number | null }> {
      const { userId, mockExamSessionId, caseNumber, practiceMemo } = input;
      return database.transaction(
        'rw',
        [database.outbox, database.mockExams, database.practiceStates],
        async () => {
          const row = await database.mockExams.get(mockExamSessionId);
          const ending = row?.cases.find((c) => c.caseNumber === caseNumber);
          if (!row || row.userId !== userId || !ending) {
            throw new Error(`case ${caseNumber} of mock exam ${mockExamSessionId} is not on this device`);
          }
          const last = Math.max(...row.cases.map((c) => c.caseNumber));
          const nextCaseNumber = caseNumber < last ? caseNumber + 1 : null;
          await outbox.enqueue(
            {
              userId,
              write: {
                kind: 'mock-case-complete',
                payload: { mockExamSessionId, scenarioId: ending.scenarioId, practiceMemo },
              },
            },
            {
              tables: [database.mockExams, database.practiceStates],
              apply: async () => {
                if (ending.practiceSessionId) await database.practiceStates.delete(ending.practiceSessionId);
                await database.mockExams.put({
                  ...row,
                  currentCaseNumber: nextCaseNumber ?? caseNumber,
                  cases: row.cases.map((c) => (c.caseNumber === caseNumber ? { ...c, ended: true } : c)),
                  finishedAt: nextCaseNumber === null ? now() : row.finishedAt,
                  updatedAt: now(),
                });
              },
            },
          );
          if (nextCaseNumber === null) {
            await outbox.enqueue(
              { userId, write: { kind: 'mock-exam-complete', payload: { mockExamSessionId } } },
              { tables: [], apply: async () => undefined },
            );
          }
          return { nextCaseNumber };
        },
      );
    },

    /** The exam's complete request is still waiting in the outbox (offline, or being sent). */
    async completionQueued(userId: string, mockExamSessionId: string): Promise<boolean> {
      const pending = await database.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
      return pending.some(
        (entry) =>
          entry.kind === 'mock-exam-complete' && entry.payload.mockExamSessionId === mockExamSessionId,
      );
    },

    /** The background wait for this exam's grade, as the monitor last recorded it (read only here). */
    gradingWait(mockExamSessionId: string): Promise<MockExamWaitRow | undefined> {
      return database.mockExamWaits.get(mockExamSessionId);
    },

    /**
     * Stores the server's list of unfinished exams (GET /mock-exams/unfinished) in place of the
     * last one, leaving out exams whose abandon was pending when it was asked for (`asked`, taken
     * before the request) or is pending now: the server may have answered before it arrived.
     */
    async saveUnfinished(userId: string, exams: UnfinishedExam[], asked: readonly OutboxEntry[] = []) {
      await database.transaction('rw', [database.unfinishedExams, database.outbox], async () => {
        const abandoning = abandonedIn(await outbox.intentOver(userId, asked));
        await database.unfinishedExams.where('userId').equals(userId).delete();
        const fetchedAt = now();
        await database.unfinishedExams.bulkPut(
          exams
            .filter((exam) => !abandoning.has(exam.mockExamSessionId))
            .map((exam, sortOrder) => ({
              ...exam,
              key: unfinishedKey(userId, exam.mockExamSessionId),
              userId,
              sortOrder,
              fetchedAt,
            })),
        );
      });
    },

    /** The learner's unfinished exams: the server's last list merged with the device's copies. */
    async unfinished(userId: string): Promise<UnfinishedExamView[]> {
      const [server, device, pending, practice] = await Promise.all([
        database.unfinishedExams.where('userId').equals(userId).sortBy('sortOrder'),
        database.mockExams.where('userId').equals(userId).toArray(),
        outbox.pendingEntries(userId),
        database.practiceStates.where('userId').equals(userId).primaryKeys(),
      ]);
      return mergeUnfinishedExams({
        server,
        device,
        abandoning: abandonedIn(pending),
        openPractice: new Set(practice),
      });
    },

    /** Device copies the server's list shows out of date, to be read again (see staleExamCopies). */
    async staleCopies(userId: string, exams: UnfinishedExam[], listComplete: boolean): Promise<string[]> {
      const [device, pending] = await Promise.all([
        database.mockExams.where('userId').equals(userId).toArray(),
        outbox.pendingEntries(userId),
      ]);
      return staleExamCopies(exams, device, listComplete, abandonedIn(pending));
    },

    /**
     * The learner gives the exam up: queued POST …/abandon, and at once the copy is marked given up
     * and the server's listing dropped, so it leaves the unfinished list, offline too.
     */
    async abandon(userId: string, mockExamSessionId: string): Promise<void> {
      await leaveUnfinished(userId, mockExamSessionId, 'mock-exam-abandon', (copy, at) => ({
        ...copy,
        abandonedAt: at,
        finishedAt: copy.finishedAt ?? at,
        updatedAt: at,
      }));
    },

    /**
     * The learner submits an exam whose cases have all ended (on another device, or before its
     * submission was sent) but that was never submitted: queued POST …/complete; the listing and
     * any copy leave the unfinished list at once, offline too, and the grade follows as for any
     * submitted exam. A refused submission puts both back (revertRejectedWrite).
     */
    async submit(userId: string, mockExamSessionId: string): Promise<void> {
      await leaveUnfinished(userId, mockExamSessionId, 'mock-exam-complete', (copy, at) =>
        copy.finishedAt === null ? { ...copy, finishedAt: at, updatedAt: at } : null,
      );
    },

    /**
     * Undoes a refused abandon or submission (already submitted or given up, or not this learner's): the
     * copy and the listing come back as they were. Runs in the transaction that marks it rejected
     * (see revertingQueue, which calls it for abandons and submissions only). A submission queued
     * behind the last case's end replaced nothing (no undo): nothing comes back.
     */
    async revertRejectedWrite(entry: OutboxEntry<'mock-exam-abandon' | 'mock-exam-complete'>): Promise<void> {
      if (!isAbandonUndo(entry.undo)) return;
      const { copy, listed } = entry.undo;
      if (copy) await database.mockExams.put(copy);
      if (listed) await database.unfinishedExams.put(listed);
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.mockExams, database.unfinishedExams],

    /** The scope tree of the custom exam setup as last fetched, so the setup opens offline. */
    async saveCategories(categories: ExamCategory[]): Promise<void> {
      await database.meta.put({ key: CATEGORIES_KEY, value: categories, updatedAt: now() });
    },

    /** null when this device never fetched them. */
    async categories(): Promise<ExamCategory[] | null> {
      const row = await database.meta.get(CATEGORIES_KEY);
      return Array.isArray(row?.value) ? (row.value as ExamCategory[]) : null;
    },
  };
}

export type MockExamRepo = ReturnType<typeof createMockExamRepo>;

export const mockExamRepo = createMockExamRepo();
