/**
 * The browser database 'cpx' (Dexie over IndexedDB).
 *
 * Versions are history: a shipped version's schema is never edited. A change adds version n+1 with
 * an upgrade function, a date, and a test that opens the previous schema with data
 * (src/data/db.test.ts). Dexie keeps every declared version so a browser on any old one upgrades
 * step by step.
 *
 * Tables
 * - meta: key-value rows for small local state (the mirror of the signed-in user, …).
 * - outbox: local writes waiting to be sent to the server, in `seq` order per user. `id` is a UUID
 *   sent as the Idempotency-Key, so a resend after a lost answer is answered with the first answer.
 *   Each entry holds a kind and its payload (v10); sync/outbox-kinds.ts turns them into requests.
 * - cases (v3): the signed-in learner's mirror of GET /cases?limit=1000 (door-card fields, their
 *   bookmark and completion), so the library opens and searches offline.
 * - practiceStates (v3): per practice session, what must survive a reload or a lost connection:
 *   timer, memo blocks, toggles, panel height and the last transcript the server confirmed.
 * - gradingWaits (v4): sessions whose grade this device is waiting for or has just received (the
 *   spec's backgroundCaseEvaluations / completedCaseEvaluations), so the wait survives a reload and
 *   going offline, and the sync layer's grading poller knows what to ask about.
 * - caseResults (v4): a session's evaluation, transcript and session record as last fetched, so a
 *   graded result reopens offline.
 * - feedbackPages (v5): feedback list pages (board and admin) as last read, per query, so the last
 *   page read opens offline.
 * - feedbackDrafts (v5): feedback posts written while offline, each saved with its outbox entry
 *   (same id) until the sync engine has delivered it.
 * - practicedScenarios (v6): the learner's practised cases (incorrect-notes list) as last pulled,
 *   with their hasNote and userMemo, which the learner edits locally through the outbox.
 * - bookmarks (v6): the learner's bookmarked cases as last pulled (the 즐겨찾기 tab).
 * - noteDetails (v6): an incorrect note's detail per case and practice session (chat, evaluation,
 *   memos), so a note read once reopens offline.
 * - notesCache (v6): other study-notes answers as last pulled, per kind and query (learning history
 *   pages, user statistics, the dashboard summary).
 * - mockExams (v7): each mock exam this device took part in: the exam as last fetched and where the
 *   learner is in it (current case, each case's practice session), so an exam in progress survives
 *   a reload and a dropped connection between cases.
 * - mockExamWaits (v7): exams whose grading this device is waiting for or has just seen finish (the
 *   spec's backgroundEvaluations / completedEvaluations for mock exams), for the background monitor.
 * - provisionalResults (v8): the device's provisional grade of a session ended on it, until the
 *   server's grade replaces it.
 * - encounterPacks (v8): per case, the encounter pack (contract/encounter-packs.ts) the embedded
 *   engine needs to answer and grade an encounter on the device. Shared by the learners of the
 *   device (packs are the same for everyone); read through encounter-packs-repo, which validates
 *   each row against the contract and treats a row that does not parse as missing.
 * - unfinishedExams (v9): the learner's mock exams still being taken as the server last listed them
 *   (GET /mock-exams/unfinished, issue 23), so an exam begun on another device can be resumed here;
 *   the /mock-exams screen merges them with the device's own mockExams rows.
 * - reviewCards (v11): the learner's review queue of missed checklist items (GET
 *   /my-notes/review-cards, issue 24) as last pulled, with ratings made on the device laid on top
 *   (review-cards-repo), so 복습 and the dashboard's due cards work offline.
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { Scenario } from '../../contract/cases';
import type { Pagination } from '../../contract/common';
import type { Evaluation } from '../../contract/evaluation';
import type { MockExamSession, UnfinishedExam } from '../../contract/mock-exams';
import type { CreateFeedbackBody, Feedback } from '../../contract/feedback';
import type { NoteDetail, PracticedScenario } from '../../contract/notes';
import type { PracticeSession } from '../../contract/practice';
import type { ReviewCard } from '../../contract/review-cards';
import { DATABASE_NAME } from './db-name';
import type { MemoBlock, PracticeTimerState } from './practice-state-fields';
import { storedRowsMiddleware } from './stored-rows';
import { writeFromLegacyRequest, type OutboxKind, type OutboxWrite } from './sync/outbox-kinds';

export { DATABASE_NAME };

export interface MetaRow {
  key: string;
  value: unknown;
  updatedAt: number;
}

export type OutboxStatus = 'pending' | 'rejected';
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The bookkeeping every outbox entry carries besides its write. */
export interface OutboxEntryFields {
  seq: number;
  /** UUID, sent as the Idempotency-Key header. */
  id: string;
  userId: string;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the sync engine does not resend (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  /** Korean message of the last failure; for a rejected entry, why the server refused it. */
  lastError: string | null;
  /**
   * What the local write replaced, so that a refusal can put it back (rollback); each repo reads
   * its own shape. Not indexed, so no new version: entries queued before it existed have none,
   * and their rollback falls back to what the write itself implies.
   */
  undo?: unknown;
  /** What the write is about in the learner's words (a case's name, a post's title), for notices. */
  label?: string;
}

/**
 * An outbox row (version 10 on): its bookkeeping, its kind and that kind's payload. The request is
 * built from the kind when it is sent (sync/outbox-kinds.ts); `OutboxEntry<'bookmark'>` is an
 * entry known to be of that kind.
 */
export type OutboxEntry<K extends OutboxKind = OutboxKind> = OutboxEntryFields & OutboxWrite<K>;

/** An outbox row as versions 1 to 9 stored it: a bare request under /api/v1. */
export interface LegacyOutboxRow extends OutboxEntryFields {
  method: OutboxMethod;
  /** Path under /api/v1, without a leading slash, e.g. "cases/12/bookmark". */
  path: string;
  body: unknown;
}

/** Version 1 (first release). */
export const schemaV1 = {
  meta: 'key',
  outbox: '++seq, &id, userId, nextAttemptAt',
} as const;

/**
 * Version 2 (2025-11): the sync engine asks for "this user's pending entries, oldest first", so the
 * outbox gets a [userId+status] index (rows with equal keys come back in seq order).
 */
export const schemaV2 = {
  outbox: '++seq, &id, userId, nextAttemptAt, [userId+status]',
} as const;

/**
 * IndexedDB leaves a row out of a compound index when any part of its key is missing, and such a
 * row would never be found — or sent — again. So every outbox row gets a status (and the other
 * bookkeeping fields) before the index is built.
 */
export async function backfillOutboxForV2(tx: Transaction): Promise<void> {
  await tx
    .table<Partial<LegacyOutboxRow>>('outbox')
    .toCollection()
    .modify((entry) => {
      entry.status ??= 'pending';
      entry.attempts ??= 0;
      entry.nextAttemptAt ??= entry.createdAt ?? 0;
      entry.lastError ??= null;
    });
}

/**
 * A case as mirrored on the device: the server's answer plus its position in the server's order.
 * The English name and aliases are not indexed (no new version): a row mirrored before the answers
 * carried them has none until the next pull replaces it, and search then matches its Korean only.
 */
export interface CaseRow extends Omit<Scenario, 'englishName' | 'englishAliases'> {
  sortOrder: number;
  englishName?: string;
  englishAliases?: string[];
}

export interface CachedChatMessage {
  id: string;
  sender: 'user' | 'ai';
  content: string;
}

export interface PracticeStateRow {
  sessionId: string;
  userId: string;
  scenarioId: string;
  scenarioName: string;
  timer: PracticeTimerState;
  memoBlocks: MemoBlock[];
  showChatLog: boolean;
  showDiseaseName: boolean;
  panelHeight: number;
  messages: CachedChatMessage[];
  updatedAt: number;
}

/**
 * Version 3 (2026-11): the case library mirror and per-session practice state. Both tables are new
 * and start empty (the mirror fills on the next pull), so the upgrade only has to keep what v2 held.
 */
export const schemaV3 = {
  cases: 'scenarioId, sortOrder',
  practiceStates: 'sessionId, userId',
} as const;

/**
 * Where a wait for a grade stands.
 * - evaluating: the server is grading (or the completion is still on its way in the outbox);
 * - completed: the grade arrived; `overallScore` is set and a completion notice is due until dismissed;
 * - failed: the server gave up grading (`error` says why, in Korean);
 * - unfinished: the server says the session was never ended (409 with nothing queued to end it);
 * - not-found: no such session for this learner (404).
 */
export type GradingWaitStatus = 'evaluating' | 'completed' | 'failed' | 'unfinished' | 'not-found';

export interface GradingWaitRow {
  sessionId: string;
  userId: string;
  /** The case's name once known (the session record or the evaluation tells us). */
  caseTitle: string | null;
  scenarioId: string | null;
  /** Epoch ms the wait began: the polling cadence (10 s for 90 s, then 60 s) counts from here. */
  startedAt: number;
  status: GradingWaitStatus;
  overallScore: number | null;
  /** Epoch ms this device saw the grade; the completion notice lasts 15 s from here. */
  completedAt: number | null;
  error: string | null;
  /** The completion notice was closed, or ran its 15 s. */
  noticeDismissed: boolean;
  /** Epoch ms of the last answer from the server about this session. */
  lastCheckedAt: number | null;
  updatedAt: number;
}

export interface CachedTranscriptLine {
  /** The server's chatLogId, which a checklist item's evidenceMessageId points at. */
  id: string;
  sender: 'user' | 'ai';
  content: string;
  createdAt: string;
}

export interface CaseResultRow {
  sessionId: string;
  userId: string;
  session: PracticeSession | null;
  messages: CachedTranscriptLine[] | null;
  evaluation: Evaluation | null;
  updatedAt: number;
}

/**
 * Version 4 (2026-11): waiting for grades and keeping results. Both tables are new. A session
 * ended under version 3 whose complete request is still queued in the outbox starts waiting for
 * its grade here, so the learner is told when it is graded just as if ended under version 4.
 */
export const schemaV4 = {
  gradingWaits: 'sessionId, userId, [userId+status]',
  caseResults: 'sessionId, userId',
} as const;

/** The session a queued "end this case" request (a row before version 10) is about, or null. */
function completedSessionOf(entry: LegacyOutboxRow): string | null {
  const write = writeFromLegacyRequest(entry);
  return write.kind === 'practice-complete' ? write.payload.sessionId : null;
}

export async function seedGradingWaitsForV4(tx: Transaction): Promise<void> {
  const entries = await tx.table<LegacyOutboxRow>('outbox').toArray();
  const waits = tx.table<GradingWaitRow>('gradingWaits');
  for (const entry of entries) {
    const sessionId = completedSessionOf(entry);
    if (!sessionId || entry.status !== 'pending') continue;
    await waits.put({
      sessionId,
      userId: entry.userId,
      caseTitle: null,
      scenarioId: null,
      startedAt: entry.createdAt,
      status: 'evaluating',
      overallScore: null,
      completedAt: null,
      error: null,
      noticeDismissed: false,
      lastCheckedAt: null,
      updatedAt: entry.createdAt,
    });
  }
}

/** Which list a mirrored page belongs to: the learners' board or the admin table. */
export type FeedbackListScope = 'board' | 'admin';

export interface FeedbackPageRow {
  /** userId, scope and the canonical query string, so each filter combination has its own row. */
  key: string;
  userId: string;
  scope: FeedbackListScope;
  /** The query string the page was read with (for showing what an offline fallback page is). */
  query: string;
  feedbacks: Feedback[];
  pagination: Pagination;
  fetchedAt: number;
}

export interface FeedbackDraftRow {
  /** The id of its outbox entry, which is also the Idempotency-Key the post is sent with. */
  id: string;
  userId: string;
  body: CreateFeedbackBody;
  createdAt: number;
  /**
   * Set when the server refused the post for good: why, in Korean. The draft then stays (the
   * learner's text is not lost) until the learner rewrites or discards it, even after the refused
   * outbox entry is gone. Not indexed, so no new version.
   */
  refusedMessage?: string;
}

/**
 * Version 5 (2026-11): the feedback board offline. Both tables are new and start empty; nothing
 * earlier versions stored is touched.
 */
export const schemaV5 = {
  feedbackPages: 'key, [userId+scope]',
  feedbackDrafts: 'id, userId',
} as const;

export interface PracticedScenarioRow extends PracticedScenario {
  /** `${userId}|${scenarioId}` */
  key: string;
  userId: string;
  /** Position in the server's answer. */
  sortOrder: number;
}

export interface BookmarkRow {
  /** `${userId}|${scenarioId}` */
  key: string;
  userId: string;
  scenarioId: string;
  name: string;
  primaryCategory: string;
  secondaryCategory: string;
  age: number;
  /** Absent on rows stored before the answers carried months. */
  ageMonths?: number | null;
  sex: string;
  presentingComplaint: string;
  bookmarkedAt: string;
}

export interface NoteDetailRow extends NoteDetail {
  /** `${userId}|${scenarioId}|${practiceSessionId asked for, or '' for the latest}` */
  key: string;
  userId: string;
  fetchedAt: number;
}

export type NotesCacheKind = 'history' | 'stats' | 'dashboard';

export interface NotesCacheRow {
  /** `${userId}|${kind}|${query}` */
  key: string;
  userId: string;
  kind: NotesCacheKind;
  query: string;
  data: unknown;
  fetchedAt: number;
}

/**
 * Version 6 (2026-12): study notes and the dashboard offline. All four tables are new and start
 * empty (the screens pull them when online); the upgrade keeps everything version 5 held and
 * re-applies nothing: pending note writes already live in the outbox and are laid on top of each
 * pull (notes-repo).
 */
export const schemaV6 = {
  practicedScenarios: 'key, userId, [userId+scenarioId]',
  bookmarks: 'key, userId',
  noteDetails: 'key, userId, [userId+scenarioId]',
  notesCache: 'key, [userId+kind]',
} as const;

/** Where the learner is in one case of a mock exam. */
export interface MockExamCaseProgress {
  caseNumber: number;
  scenarioId: string;
  practiceSessionId: string | null;
  /** The learner ended this case (its complete request may still be in the outbox). */
  ended: boolean;
}

export interface MockExamRow {
  mockExamSessionId: string;
  userId: string;
  /** GET /mock-exams/{id} as last fetched; null until the first fetch after creation. */
  exam: MockExamSession | null;
  /** 1-based case the learner is on. */
  currentCaseNumber: number;
  cases: MockExamCaseProgress[];
  /**
   * Epoch ms the learner ended the last case on this device (the exam's complete request is then
   * queued in the outbox), or when a fetch first showed the exam finished elsewhere; null while
   * the exam is being taken.
   */
  finishedAt: number | null;
  /**
   * Epoch ms the learner gave the exam up on this device (its abandon request may still be in the
   * outbox); absent otherwise. Not indexed, so no new version.
   */
  abandonedAt?: number | null;
  /**
   * The learner chose exam-day mode (issue 24) when setting the exam up on this device: stations
   * without a pause, tones, reading breaks. Absent for an ordinary mock exam. Not indexed.
   */
  examDay?: boolean;
  /**
   * Exam-day mode: when the reading break before a station ends (epoch ms), kept from the moment
   * the break begins so a reload continues the countdown instead of starting it again. Not indexed.
   */
  readingBreak?: { caseNumber: number; endsAt: number };
  updatedAt: number;
}

/**
 * Where a wait for a whole mock exam's grade stands (like GradingWaitStatus for one case);
 * 'cancelled' is the spec's grading-cancelled screen after repeated failures.
 */
export type MockExamWaitStatus = 'evaluating' | 'completed' | 'failed' | 'cancelled' | 'not-found';

export interface MockExamWaitRow {
  mockExamSessionId: string;
  userId: string;
  examTitle: string | null;
  /** Epoch ms the wait began: the polling cadence (10 s for 90 s, then 60 s) counts from here. */
  startedAt: number;
  status: MockExamWaitStatus;
  /** The last evaluation-progress answer. */
  progress: { completed: number; total: number } | null;
  overallScore: number | null;
  completedAt: number | null;
  error: string | null;
  noticeDismissed: boolean;
  lastCheckedAt: number | null;
  /** Epoch ms before which no progress request may be sent (a 429's Retry-After). */
  cooldownUntil: number | null;
  updatedAt: number;
}

/**
 * Version 7 (2026-11): mock exams offline. Both tables are new and start empty; nothing earlier
 * versions stored is touched.
 */
export const schemaV7 = {
  mockExams: 'mockExamSessionId, userId',
  mockExamWaits: 'mockExamSessionId, userId, [userId+status]',
} as const;

export interface EncounterPackRow {
  scenarioId: string;
  contentVersion: string;
  /** Size of the pack as the server reported it (UTF-8 JSON bytes). */
  bytes: number;
  /** The pack as received; validated on every read, never trusted as typed. */
  pack: unknown;
  storedAt: number;
}

/**
 * Version 8 (2026-11): encounter packs for practice without a network. The table is new and starts
 * empty (packs arrive when a briefing opens, a mock exam starts, or the learner downloads the
 * library); nothing earlier versions stored is touched.
 */
export const schemaV8 = {
  encounterPacks: 'scenarioId',
  provisionalResults: 'sessionId, userId',
} as const;

/**
 * A result computed on the device by the embedded grader when a case ends (v8), shown marked
 * '기기에서 채점한 임시 결과' until the server's own grade arrives. Never sent to the server and never
 * counted in history, statistics or the dashboard, which read the server's results only.
 */
export interface ProvisionalResultRow {
  sessionId: string;
  userId: string;
  scenarioId: string;
  evaluation: Omit<Evaluation, 'grader' | 'gradedAt'>;
  /** The transcript it was computed from (checklist evidence points at these ids). */
  messages: CachedChatMessage[];
  computedAt: number;
}

/** One of the learner's unfinished exams as the server last listed it (v9). */
export interface UnfinishedExamRow extends UnfinishedExam {
  /** `${userId}|${mockExamSessionId}` */
  key: string;
  userId: string;
  /** Position in the server's answer (newest first). */
  sortOrder: number;
  fetchedAt: number;
}

/**
 * Version 9 (2026-12): the server's list of unfinished mock exams (issue 23). The table is new and
 * starts empty (the /mock-exams screen pulls it); nothing earlier versions stored is touched.
 */
export const schemaV9 = {
  unfinishedExams: 'key, userId',
} as const;

/**
 * Version 10 (2026-12): outbox entries store a kind and a typed payload instead of a bare request
 * (issue 22), so nothing works out what an entry is from its URL. The indexes do not change; the
 * upgrade gives each entry the kind its request was (sync/outbox-kinds.ts, writeFromLegacyRequest)
 * and drops method, path and body. An entry whose request matches no kind is kept as
 * 'legacy-request' and still sent as it was: a learner's queued write is never lost to an upgrade.
 */
export const schemaV10 = {} as const;

export async function kindOutboxForV10(tx: Transaction): Promise<void> {
  await tx
    .table<Partial<LegacyOutboxRow & OutboxWrite>>('outbox')
    .toCollection()
    .modify((row) => {
      if (row.kind !== undefined) return;
      const write = writeFromLegacyRequest({
        method: row.method ?? 'POST',
        path: row.path ?? '',
        body: row.body,
      });
      Object.assign(row, write);
      delete row.method;
      delete row.path;
      delete row.body;
    });
}

/** A card of the review queue as the device holds it (v11). */
export interface ReviewCardRow extends ReviewCard {
  /** `${userId}|${cardId}` */
  key: string;
  userId: string;
  /**
   * Made (or last moved) by the device's provisional grade of a session ended offline (issue 24),
   * before the server graded it: kept over pulls while that provisional grade stands. Not indexed.
   */
  madeOnDevice?: boolean;
}

/**
 * Version 11 (2026-12): the review queue of missed checklist items (issue 24). The table is new and
 * starts empty (the 복습 tab and the dashboard pull it); nothing earlier versions stored is touched.
 */
export const schemaV11 = {
  reviewCards: 'key, userId',
} as const;

export class CpxDatabase extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  cases!: EntityTable<CaseRow, 'scenarioId'>;
  practiceStates!: EntityTable<PracticeStateRow, 'sessionId'>;
  gradingWaits!: EntityTable<GradingWaitRow, 'sessionId'>;
  caseResults!: EntityTable<CaseResultRow, 'sessionId'>;
  feedbackPages!: EntityTable<FeedbackPageRow, 'key'>;
  feedbackDrafts!: EntityTable<FeedbackDraftRow, 'id'>;
  practicedScenarios!: EntityTable<PracticedScenarioRow, 'key'>;
  bookmarks!: EntityTable<BookmarkRow, 'key'>;
  noteDetails!: EntityTable<NoteDetailRow, 'key'>;
  notesCache!: EntityTable<NotesCacheRow, 'key'>;
  mockExams!: EntityTable<MockExamRow, 'mockExamSessionId'>;
  mockExamWaits!: EntityTable<MockExamWaitRow, 'mockExamSessionId'>;
  encounterPacks!: EntityTable<EncounterPackRow, 'scenarioId'>;
  provisionalResults!: EntityTable<ProvisionalResultRow, 'sessionId'>;
  unfinishedExams!: EntityTable<UnfinishedExamRow, 'key'>;
  reviewCards!: EntityTable<ReviewCardRow, 'key'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores(schemaV1);
    this.version(2).stores(schemaV2).upgrade(backfillOutboxForV2);
    this.version(3).stores(schemaV3);
    this.version(4).stores(schemaV4).upgrade(seedGradingWaitsForV4);
    this.version(5).stores(schemaV5);
    this.version(6).stores(schemaV6);
    this.version(7).stores(schemaV7);
    this.version(8).stores(schemaV8);
    this.version(9).stores(schemaV9);
    this.version(10).stores(schemaV10).upgrade(kindOutboxForV10);
    this.version(11).stores(schemaV11);
    // Rows holding server answers are read through their contract schemas (stored-rows.ts).
    this.use(storedRowsMiddleware);
  }
}

export const db = new CpxDatabase();
