/**
 * The outbox as the sync engine sees it, with one addition: when the server refuses an entry for
 * good, the local write it carried is undone in the same transaction that marks it rejected. This
 * is the "revert on failure" half of an optimistic write (the other half is outbox-repo's enqueue,
 * which keeps what the write replaced on the entry).
 *
 * Which repo undoes an entry is the registry's word (outbox-kinds: each kind names its revert, or
 * none); only that repo is asked. The entry stays, rejected, so the learner is told
 * (rejected-writes notice) until they dismiss it.
 */
import type { CpxDatabase } from '../db';
import { createCasesRepo } from '../repos/cases-repo';
import { createFeedbackRepo } from '../repos/feedback-repo';
import { createMockExamRepo } from '../repos/mock-exam-repo';
import { createNotesRepo } from '../repos/notes-repo';
import type { OutboxQueue } from '../repos/outbox-repo';
import { createPracticeStateRepo } from '../repos/practice-state-repo';
import { createReviewCardsRepo } from '../repos/review-cards-repo';
import { revertRefusedWrite, type WriteReverters } from './outbox-kinds';

/** The repos that made each kind of write, on `database`, as the registry's reverters. */
export function repoReverters(database: CpxDatabase): WriteReverters {
  return {
    cases: createCasesRepo(database),
    notes: createNotesRepo(database),
    feedback: createFeedbackRepo(database),
    practiceStates: createPracticeStateRepo(database),
    mockExams: createMockExamRepo(database),
    reviewCards: createReviewCardsRepo(database),
  };
}

export function revertingQueue(
  database: CpxDatabase,
  queue: OutboxQueue,
  reverters: WriteReverters,
): OutboxQueue {
  // Every reverter's tables join the transaction: it opens before the entry, and so its kind, is read.
  const tables = () => Object.values(reverters).flatMap((reverter) => reverter.tables());
  return {
    nextPending: (userId) => queue.nextPending(userId),
    markSent: (seq) => queue.markSent(seq),
    recordFailure: (seq, failure) => queue.recordFailure(seq, failure),
    markRejected: (seq, message) =>
      database.transaction('rw', [database.outbox, ...tables()], async () => {
        const entry = await database.outbox.get(seq);
        await queue.markRejected(seq, message);
        if (entry) await revertRefusedWrite(reverters, entry, message);
      }),
  };
}
