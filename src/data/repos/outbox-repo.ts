/**
 * The outbox: writes the learner made locally that the server has not yet accepted.
 *
 * `enqueue` is the helper every other repo uses for a write: the local row and its outbox entry go
 * into IndexedDB in ONE transaction, so the UI never shows a change that will not be sent, and
 * nothing is sent that the UI does not show. The sync engine drains the queue through the other
 * methods here (it reads them through the OutboxQueue interface so it can be tested without Dexie).
 */
import type { Table } from 'dexie';
import { db as defaultDb, type CpxDatabase, type OutboxEntry, type OutboxMethod } from '../db';

export interface OutboxRequest {
  userId: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /**
   * The entry's id (Idempotency-Key) when the caller already sent the same request with it and got
   * no answer: the resend is then recognised by the server. A fresh UUID otherwise.
   */
  id?: string;
}

export interface LocalWrite<T> {
  /** The tables `apply` touches; they join the transaction. */
  tables: Table[];
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

export function createOutboxRepo(database: CpxDatabase = defaultDb, now: () => number = Date.now) {
  return {
    async enqueue<T>(
      request: OutboxRequest,
      localWrite: LocalWrite<T>,
    ): Promise<{ result: T; entry: OutboxEntry }> {
      return database.transaction('rw', [database.outbox, ...localWrite.tables], async () => {
        const result = await localWrite.apply();
        const createdAt = now();
        const entry: Omit<OutboxEntry, 'seq'> = {
          id: request.id ?? crypto.randomUUID(),
          userId: request.userId,
          method: request.method,
          path: request.path,
          body: request.body ?? null,
          createdAt,
          attempts: 0,
          nextAttemptAt: createdAt,
          status: 'pending',
          lastError: null,
        };
        const seq = await database.outbox.add(entry as OutboxEntry);
        return { result, entry: { ...entry, seq } };
      });
    },

    nextPending(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'pending']).first();
    },

    pendingCount(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'pending']).count();
    },

    rejectedEntries(userId: string) {
      return database.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray();
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
