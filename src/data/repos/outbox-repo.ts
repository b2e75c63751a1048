/**
 * The outbox: writes the learner made locally that the server has not yet accepted.
 *
 * `enqueue` is the helper every other repo uses for a write: the local row and its outbox entry go
 * into IndexedDB in ONE transaction, so the UI never shows a change that will not be sent, and
 * nothing is sent that the UI does not show — and when IndexedDB refuses either write (storage
 * full), neither is kept. Each write also records what it replaced (`undo`), so that a refusal by
 * the server can roll the local change back (reverting-queue). The sync engine drains the queue
 * through the other methods here (it reads them through the OutboxQueue interface so it can be
 * tested without Dexie). An entry says what it writes as a kind and a payload; the request that
 * delivers it is built when it is sent (sync/outbox-kinds.ts).
 */
import { readClock } from '../../lib/dates';
import type { Table } from 'dexie';
import { db as defaultDb, type CpxDatabase, type OutboxEntry, type OutboxEntryFields } from '../db';
import type { OutboxWrite } from '../sync/outbox-kinds';

export interface OutboxRequest {
  userId: string;
  /** What is written: a kind of the registry (sync/outbox-kinds.ts) and its payload. */
  write: OutboxWrite;
  /**
   * The entry's id (Idempotency-Key) when the caller already sent the same request with it and got
   * no answer: the resend is then recognised by the server. A fresh UUID otherwise.
   */
  id?: string;
  /** What the write is about in the learner's words, for the notice if the server refuses it. */
  label?: string;
}

export interface LocalWrite<T> {
  /** The tables `apply` (and `before`) touch; they join the transaction. */
  tables: Table[];
  /**
   * Reads, inside the transaction and just before `apply`, what the write is about to replace
   * (`undo`, stored on the entry so that a refusal by the server can put it back) and, when the
   * request did not say, what it is about (`label`).
   */
  before?: () => Promise<{ undo?: unknown; label?: string }>;
  apply: () => Promise<T>;
}

export interface OutboxQueue {
  /** This user's oldest pending entry, or undefined when there is none. */
  nextPending(userId: string): Promise<OutboxEntry | undefined>;
  /** The server accepted it: the entry leaves the queue. */
  markSent(seq: number): Promise<void>;
  /** The server refused it (4xx): it stays for the learner to see, and the queue moves on. */
  markRejected(seq: number, message: string): Promise<void>;
  /** It could not be delivered (network, 5xx): try again later. */
  recordFailure(
    seq: number,
    failure: { attempts: number; nextAttemptAt: number; lastError: string },
  ): Promise<void>;
}

/**
 * The first write of the same learner queued after `entry`, still waiting, about the same thing
 * (`sameItem`). When `entry` is refused, such a later write decides the item's value — rolling
 * back would only make it flicker — so the refused write's `undo` (what was there before either)
 * is handed down to it instead: should it be refused too, that is what comes back. Run it inside
 * the transaction that marks `entry` rejected.
 */
export async function takeOverUndo(
  database: CpxDatabase,
  entry: OutboxEntry,
  sameItem: (other: OutboxEntry) => boolean,
): Promise<boolean> {
  const later = await database.outbox
    .where('[userId+status]')
    .equals([entry.userId, 'pending'])
    .filter((other) => other.seq > entry.seq && sameItem(other))
    .first();
  if (!later) return false;
  if (entry.undo !== undefined) await database.outbox.update(later.seq, { undo: entry.undo });
  return true;
}

export function createOutboxRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  return {
    async enqueue<T>(
      request: OutboxRequest,
      localWrite: LocalWrite<T>,
    ): Promise<{ result: T; entry: OutboxEntry }> {
      // One transaction: if either write fails (storage full included), neither is kept.
      return database.transaction('rw', [database.outbox, ...localWrite.tables], async () => {
        const { undo, label = request.label } = (await localWrite.before?.()) ?? {};
        const result = await localWrite.apply();
        const createdAt = now();
        const entry: Omit<OutboxEntryFields, 'seq'> & OutboxWrite = {
          id: request.id ?? crypto.randomUUID(),
          userId: request.userId,
          ...request.write,
          createdAt,
          attempts: 0,
          nextAttemptAt: createdAt,
          status: 'pending',
          lastError: null,
          ...(undo === undefined ? {} : { undo }),
          ...(label === undefined ? {} : { label }),
        };
        const seq = await database.outbox.add(entry as OutboxEntry);
        return { result, entry: { ...entry, seq } };
      });
    },

    /** This learner's pending entries, in queue order: taken before asking the server for a list. */
    pendingEntries(userId: string): Promise<OutboxEntry[]> {
      return database.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
    },

    /**
     * The writes whose intent lies over a server answer that was asked for while `asked` were
     * pending: every entry pending now, and each of `asked` sent since (gone from the table; the
     * server may have read its list before that write arrived, as when a pull races the drain of
     * another tab). One refused since (kept, marked rejected) has been undone and is left out.
     * In queue order. Without `asked`, the pending entries only.
     */
    async intentOver(userId: string, asked: readonly OutboxEntry[] = []): Promise<OutboxEntry[]> {
      const pending = await this.pendingEntries(userId);
      const sentSince: OutboxEntry[] = [];
      for (const entry of asked) if (!(await database.outbox.get(entry.seq))) sentSince.push(entry);
      return [...sentSince, ...pending].sort((a, b) => a.seq - b.seq);
    },

    nextPending(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'pending']).first();
    },

    pendingCount(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'pending']).count();
    },

    /** This user's entries the server refused for good, oldest first. */
    rejectedEntries(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray();
    },

    rejectedCount(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'rejected']).count();
    },

    /** The learner has read the notice of a refused entry: it leaves the outbox. */
    async dismissRejected(userId: string, seq: number) {
      await database.transaction('rw', database.outbox, async () => {
        const entry = await database.outbox.get(seq);
        if (entry?.userId === userId && entry.status === 'rejected') await database.outbox.delete(seq);
      });
    },

    async markSent(seq: number) {
      await database.outbox.delete(seq);
    },

    async markRejected(seq: number, message: string) {
      await database.outbox.update(seq, { status: 'rejected', lastError: message });
    },

    async recordFailure(
      seq: number,
      failure: { attempts: number; nextAttemptAt: number; lastError: string },
    ) {
      await database.outbox.update(seq, failure);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

export const outboxRepo = createOutboxRepo();
