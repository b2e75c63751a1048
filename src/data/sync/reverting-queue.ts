/**
 * The outbox as the sync engine sees it, with one addition: when the server refuses an entry for
 * good, the local write it carried is undone in the same transaction that marks it rejected. This
 * is the "revert on failure" half of an optimistic write (the other half is outbox-repo's enqueue,
 * which keeps what the write replaced on the entry).
 *
 * Each reverter owns some kinds of write (bookmarks, note edits, feedback posts, session ends) and
 * ignores the others. The entry stays, rejected, so the learner is told (rejected-writes notice)
 * until they dismiss it.
 */
import type { Table } from 'dexie';
import type { CpxDatabase, OutboxEntry } from '../db';
import type { OutboxQueue } from '../repos/outbox-repo';

export interface LocalWriteReverter {
  /** Tables the revert writes; they join the transaction. */
  tables: () => Table[];
  /** Undoes `entry`'s local write if it is one of this reverter's kinds; `message` says why. */
  revertRejectedWrite(entry: OutboxEntry, message: string): Promise<void>;
}

export function revertingQueue(
  database: CpxDatabase,
  queue: OutboxQueue,
  reverters: LocalWriteReverter[],
): OutboxQueue {
  return {
    nextPending: (userId) => queue.nextPending(userId),
    markSent: (seq) => queue.markSent(seq),
    recordFailure: (seq, failure) => queue.recordFailure(seq, failure),
    markRejected: (seq, message) =>
      database.transaction(
        'rw',
        [database.outbox, ...reverters.flatMap((reverter) => reverter.tables())],
        async () => {
          const entry = await database.outbox.get(seq);
          await queue.markRejected(seq, message);
          if (!entry) return;
          for (const reverter of reverters) await reverter.revertRejectedWrite(entry, message);
        },
      ),
  };
}
