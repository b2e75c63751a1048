/**
 * The feedback board on the device.
 *
 * - feedbackPages: each list page (board or admin table) as last read, keyed by user, scope and
 *   query. The list shows this row at once and the pull replaces it underneath; offline, a query
 *   never read falls back to the last page read. At most PAGES_KEPT rows per user and scope.
 * - feedbackDrafts: a post written offline. The draft and its outbox entry (POST feedback, same id,
 *   which is the Idempotency-Key) are written in ONE transaction, so the list never shows a post
 *   that will not be sent, and nothing is sent that the list does not show. A draft is "waiting"
 *   while its outbox entry is pending, "refused" when the server rejected it, and done once the
 *   sync engine has removed the entry; done drafts are pruned on the next pull. A refusal is
 *   written onto the draft itself (`refusedMessage`, in the transaction that marks the entry
 *   rejected), so the learner's text outlives the entry's notice: it stays until they rewrite it
 *   or discard it.
 *
 * Pages are the learner's (private posts, an admin's view of everyone's), so signing out clears
 * them (user-mirror-repo); drafts stay, like the outbox entries they belong to.
 */
import { readClock } from '../../lib/dates';
import type { Pagination } from '../../../contract/common';
import type { CreateFeedbackBody, Feedback, FeedbackCategory } from '../../../contract/feedback';
import {
  db as defaultDb,
  type CpxDatabase,
  type FeedbackDraftRow,
  type FeedbackListScope,
  type FeedbackPageRow,
  type OutboxEntry,
} from '../db';
import { createOutboxRepo } from './outbox-repo';

export const FEEDBACK_PAGES_KEPT = 20;
const CATEGORIES_KEY = 'feedbackCategories';

export interface FeedbackCategoryOption {
  value: FeedbackCategory;
  label: string;
}

export interface PendingFeedbackPost {
  draft: FeedbackDraftRow;
  /** waiting: still to be sent; refused: the server rejected it for good (`error` says why). */
  state: 'waiting' | 'refused';
  error: string | null;
}

export function feedbackPageKey(userId: string, scope: FeedbackListScope, query: string): string {
  return `${userId}|${scope}|${query}`;
}

export function createFeedbackRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  function pagesOf(userId: string, scope: FeedbackListScope) {
    return database.feedbackPages.where('[userId+scope]').equals([userId, scope]);
  }

  return {
    readPage(userId: string, scope: FeedbackListScope, query: string): Promise<FeedbackPageRow | undefined> {
      return database.feedbackPages.get(feedbackPageKey(userId, scope, query));
    },

    /** The page of this list read most recently, whatever its filters. */
    async latestPage(userId: string, scope: FeedbackListScope): Promise<FeedbackPageRow | undefined> {
      const pages = await pagesOf(userId, scope).sortBy('fetchedAt');
      return pages.at(-1);
    },

    async savePage(
      userId: string,
      scope: FeedbackListScope,
      query: string,
      answer: { feedbacks: Feedback[]; pagination: Pagination },
    ): Promise<void> {
      await database.transaction('rw', database.feedbackPages, async () => {
        await database.feedbackPages.put({
          key: feedbackPageKey(userId, scope, query),
          userId,
          scope,
          query,
          feedbacks: answer.feedbacks,
          pagination: answer.pagination,
          fetchedAt: now(),
        });
        const pages = await pagesOf(userId, scope).sortBy('fetchedAt');
        const stale = pages.slice(0, Math.max(0, pages.length - FEEDBACK_PAGES_KEPT));
        await database.feedbackPages.bulkDelete(stale.map((page) => page.key));
      });
    },

    /** A post as last seen in any stored page (the detail screen opens it offline). */
    async findCached(userId: string, feedbackId: string): Promise<Feedback | undefined> {
      const pages = await database.feedbackPages.where('userId').equals(userId).toArray();
      pages.sort((a, b) => b.fetchedAt - a.fetchedAt);
      for (const page of pages) {
        const found = page.feedbacks.find((item) => item.feedbackId === feedbackId);
        if (found) return found;
      }
      return undefined;
    },

    /** A fresher copy of one post (detail read, edit, admin answer) replaces it in every stored page. */
    async replaceCached(userId: string, feedback: Feedback): Promise<void> {
      await database.feedbackPages
        .where('userId')
        .equals(userId)
        .modify((page) => {
          page.feedbacks = page.feedbacks.map((item) =>
            item.feedbackId === feedback.feedbackId ? feedback : item,
          );
        });
    },

    /** A deleted post leaves every stored page. */
    async removeCached(userId: string, feedbackId: string): Promise<void> {
      await database.feedbackPages
        .where('userId')
        .equals(userId)
        .modify((page) => {
          page.feedbacks = page.feedbacks.filter((item) => item.feedbackId !== feedbackId);
        });
    },

    /**
     * Saves a post for the sync engine to deliver: draft and outbox entry in one transaction.
     * `id` is the Idempotency-Key a direct attempt already used, when there was one.
     */
    async queuePost(userId: string, body: CreateFeedbackBody, id?: string): Promise<FeedbackDraftRow> {
      const draft: FeedbackDraftRow = { id: id ?? crypto.randomUUID(), userId, body, createdAt: now() };
      await outbox.enqueue(
        { userId, write: { kind: 'feedback-post', payload: body }, id: draft.id, label: body.title },
        { tables: [database.feedbackDrafts], apply: () => database.feedbackDrafts.add(draft) },
      );
      return draft;
    },

    /** This user's posts not yet on the server, newest first. */
    async pendingPosts(userId: string): Promise<PendingFeedbackPost[]> {
      const drafts = await database.feedbackDrafts.where('userId').equals(userId).toArray();
      if (drafts.length === 0) return [];
      const entries = await database.outbox
        .where('id')
        .anyOf(drafts.map((draft) => draft.id))
        .toArray();
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const pending: PendingFeedbackPost[] = [];
      for (const draft of drafts) {
        const entry = byId.get(draft.id);
        if (draft.refusedMessage !== undefined) {
          pending.push({ draft, state: 'refused', error: draft.refusedMessage });
          continue;
        }
        if (!entry) continue; // delivered: the sync engine removed its entry
        pending.push({
          draft,
          state: entry.status === 'rejected' ? 'refused' : 'waiting',
          error: entry.status === 'rejected' ? entry.lastError : null,
        });
      }
      return pending.sort((a, b) => b.draft.createdAt - a.draft.createdAt);
    },

    /** One of this user's drafts (a refused post the learner rewrites), if it is still here. */
    async draft(userId: string, id: string): Promise<FeedbackDraftRow | undefined> {
      const draft = await database.feedbackDrafts.get(id);
      return draft?.userId === userId ? draft : undefined;
    },

    /**
     * A refused post keeps the learner's text: the refusal is written onto the draft, which stays
     * until rewritten or discarded. Runs in the transaction that marks the entry rejected (see
     * revertingQueue, which calls it for feedback posts only).
     */
    async revertRejectedWrite(entry: OutboxEntry<'feedback-post'>, message: string): Promise<void> {
      const draft = await database.feedbackDrafts.get(entry.id);
      if (draft?.userId === entry.userId) {
        await database.feedbackDrafts.update(entry.id, { refusedMessage: message });
      }
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.feedbackDrafts],

    /** Gives up on a post that was not sent (refused, or the learner changed their mind). */
    async discardDraft(userId: string, id: string): Promise<void> {
      await database.transaction('rw', [database.feedbackDrafts, database.outbox], async () => {
        const draft = await database.feedbackDrafts.get(id);
        if (!draft || draft.userId !== userId) return;
        await database.feedbackDrafts.delete(id);
        await database.outbox.where('id').equals(id).delete();
      });
    },

    /** Forgets drafts the sync engine has delivered (their outbox entry is gone). */
    async pruneSentDrafts(userId: string): Promise<void> {
      await database.transaction('rw', [database.feedbackDrafts, database.outbox], async () => {
        const drafts = await database.feedbackDrafts.where('userId').equals(userId).toArray();
        for (const draft of drafts) {
          if (draft.refusedMessage !== undefined) continue; // kept for the learner to rewrite or discard
          if ((await database.outbox.where('id').equals(draft.id).count()) === 0) {
            await database.feedbackDrafts.delete(draft.id);
          }
        }
      });
    },

    async saveCategories(categories: FeedbackCategoryOption[]): Promise<void> {
      await database.meta.put({ key: CATEGORIES_KEY, value: categories, updatedAt: now() });
    },

    async categories(): Promise<FeedbackCategoryOption[]> {
      const row = await database.meta.get(CATEGORIES_KEY);
      return Array.isArray(row?.value) ? (row.value as FeedbackCategoryOption[]) : [];
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;

export const feedbackRepo = createFeedbackRepo();
