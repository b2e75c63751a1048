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
 * - cases (v3): the signed-in learner's mirror of GET /cases?limit=1000 (door-card fields, their
 *   bookmark and completion), so the library opens and searches offline.
 * - practiceStates (v3): per practice session, what must survive a reload or a lost connection:
 *   timer, memo blocks, toggles, panel height and the last transcript the server confirmed.
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { Scenario } from '../../contract/cases';
import type { MemoBlock } from '../lib/memo-blocks';
import type { PracticeTimerState } from '../lib/practice-timer';

export const DATABASE_NAME = 'cpx';

export interface MetaRow {
  key: string;
  value: unknown;
  updatedAt: number;
}

export type OutboxStatus = 'pending' | 'rejected';
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutboxEntry {
  seq: number;
  /** UUID, sent as the Idempotency-Key header. */
  id: string;
  userId: string;
  method: OutboxMethod;
  /** Path under /api/v1, without a leading slash, e.g. "cases/12/bookmark". */
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the sync engine does not resend (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  /** Korean message of the last failure; for a rejected entry, why the server refused it. */
  lastError: string | null;
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
    .table<Partial<OutboxEntry>>('outbox')
    .toCollection()
    .modify((entry) => {
      entry.status ??= 'pending';
      entry.attempts ??= 0;
      entry.nextAttemptAt ??= entry.createdAt ?? 0;
      entry.lastError ??= null;
    });
}

/** A case as mirrored on the device: the server's answer plus its position in the server's order. */
export interface CaseRow extends Scenario {
  sortOrder: number;
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

export class CpxDatabase extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  cases!: EntityTable<CaseRow, 'scenarioId'>;
  practiceStates!: EntityTable<PracticeStateRow, 'sessionId'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores(schemaV1);
    this.version(2).stores(schemaV2).upgrade(backfillOutboxForV2);
    this.version(3).stores(schemaV3);
  }
}

export const db = new CpxDatabase();
