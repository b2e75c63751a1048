/**
 * The review queue on the device (issue 24): the learner's cards of missed checklist items as last
 * pulled (GET /my-notes/review-cards), and their ratings.
 *
 * Rules
 * - A rating is scheduled here at once with the same FSRS as the server (engine/review/schedule.ts,
 *   no fuzz), and the card and its outbox entry ('review-rating') are written in ONE transaction,
 *   so a card rated offline leaves today's list at once and the rating is sent when online.
 * - The server is the authority: a pull replaces the learner's cards, then the ratings the device
 *   still stands by (pending, or sent since the list was asked for) are replayed on top in order,
 *   so a rated card does not come back as due while its entry waits. Replaying gives the server's
 *   own answer, as both compute the same schedule from the same card, grade and time.
 * - A card whose item was earned since (a later session) is gone from the server's list, and a
 *   rating of it is refused (REVIEW_CARD_NOT_FOUND): the refusal puts back the card as it was
 *   before the rating, and the next pull drops it.
 * - A session ended offline and graded on the device moves the queue at once (recordDeviceGrade),
 *   by the server's own rules (engine/review/card-moves.ts) and with the ids the server gives its
 *   cards (engine/review/card-id.ts). Such cards are marked madeOnDevice and outlive pulls while
 *   the device's provisional grade of their session stands (the server has not graded it yet);
 *   once the server's list has a card of the same id, its card replaces the device's: never two.
 *   Likewise a card such a session cleared stays out of the queue through pulls until then (the
 *   server's list still has it: it has not seen that session's grade).
 */
import { readClock } from '../../lib/dates';
import type { ChecklistResult } from '../../../contract/evaluation';
import type { ReviewCard, ReviewRating } from '../../../contract/review-cards';
import { reviewCardId } from '../../../engine/review/card-id';
import { cardMove } from '../../../engine/review/card-moves';
import { isDue, newSchedule, rateSchedule } from '../../../engine/review/schedule';
import { db as defaultDb, type CpxDatabase, type OutboxEntry, type ReviewCardRow } from '../db';
import type { OutboxWrite } from '../sync/outbox-kinds';
import { createOutboxRepo, takeOverUndo } from './outbox-repo';

const cardKey = (userId: string, cardId: string) => `${userId}|${cardId}`;

/** The rating an outbox entry carries, or null for any other kind of entry. */
export function ratingWriteOf(
  entry: OutboxWrite,
): { cardId: string; rating: ReviewRating; reviewedAt: string } | null {
  return entry.kind === 'review-rating' ? entry.payload : null;
}

const byDue = (a: ReviewCard, b: ReviewCard) =>
  a.schedule.due.localeCompare(b.schedule.due) || a.itemId.localeCompare(b.itemId);

export function createReviewCardsRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  return {
    /** Every card in the learner's queue, soonest due first. */
    async cards(userId: string): Promise<ReviewCardRow[]> {
      return (await database.reviewCards.where('userId').equals(userId).toArray()).sort(byDue);
    },

    /** The cards due at `at` (now by default), soonest first. */
    async due(userId: string, at: number = now()): Promise<ReviewCardRow[]> {
      const when = new Date(at);
      return (await this.cards(userId)).filter((card) => isDue(card.schedule, when));
    },

    /**
     * Replaces the learner's cards with the server's list, with the ratings the device still stands
     * by replayed on top. `asked`: this user's pending entries taken before the list was asked for
     * (outboxRepo.pendingEntries).
     */
    async replace(userId: string, cards: ReviewCard[], asked?: readonly OutboxEntry[]): Promise<void> {
      const tables = [database.reviewCards, database.outbox, database.provisionalResults];
      await database.transaction('rw', tables, async () => {
        const rows = new Map<string, ReviewCardRow>(
          cards.map((card) => [card.cardId, { ...card, key: cardKey(userId, card.cardId), userId }]),
        );
        // Cards of a session graded on the device only so far (its provisional grade stands): kept
        // as they are, ratings included, until the server's grade puts its own in the list.
        const provisional = await database.provisionalResults.where('userId').equals(userId).toArray();
        const ungraded = new Set(provisional.map((result) => result.sessionId));
        // And the cards such a session cleared stay cleared: the server still lists them until it
        // grades that session, which moves its own queue the same way.
        for (const result of provisional) {
          const at = new Date(result.computedAt);
          const earned = new Set(
            result.evaluation.checklistResults
              .filter((item) => item.performance === 'yes')
              .map((item) => item.itemId),
          );
          for (const [cardId, row] of rows) {
            if (row.scenarioId !== result.scenarioId || !earned.has(row.itemId)) continue;
            const dates = { missedAt: new Date(row.missedAt), clearedAt: null };
            if (cardMove(dates, false, at) === 'clear') rows.delete(cardId);
          }
        }
        const kept = new Set<string>();
        for (const local of await database.reviewCards.where('userId').equals(userId).toArray()) {
          if (!local.madeOnDevice || rows.has(local.cardId) || !ungraded.has(local.sessionId)) continue;
          rows.set(local.cardId, local);
          kept.add(local.cardId);
        }
        for (const entry of await outbox.intentOver(userId, asked)) {
          const write = ratingWriteOf(entry);
          const row = write && !kept.has(write.cardId) ? rows.get(write.cardId) : undefined;
          if (!write || !row) continue;
          row.schedule = rateSchedule(row.schedule, write.rating, new Date(write.reviewedAt));
        }
        await database.reviewCards.where('userId').equals(userId).delete();
        await database.reviewCards.bulkPut([...rows.values()]);
      });
    },

    /**
     * A session graded on the device (a case ended offline): each missed item gets or refreshes its
     * card, each earned item clears its card, as the server's grade of the same session will do.
     * `endedAt` is the end the device sends with the session's completion, which the server keeps as
     * the session's end: new cards are scheduled from it on both sides.
     */
    async recordDeviceGrade(
      userId: string,
      grade: {
        sessionId: string;
        scenarioId: string;
        scenarioName: string;
        endedAt: number;
        checklistResults: readonly Pick<
          ChecklistResult,
          'itemId' | 'section' | 'itemText' | 'aiComment' | 'performance'
        >[];
        nearest: Readonly<Record<string, string | null>>;
      },
    ): Promise<void> {
      const at = new Date(grade.endedAt);
      await database.transaction('rw', database.reviewCards, async () => {
        const mine = await database.reviewCards.where('userId').equals(userId).toArray();
        const byItem = new Map(
          mine.filter((card) => card.scenarioId === grade.scenarioId).map((card) => [card.itemId, card]),
        );
        for (const result of grade.checklistResults) {
          const card = byItem.get(result.itemId);
          const dates = card && { missedAt: new Date(card.missedAt), clearedAt: null };
          const move = cardMove(dates, result.performance !== 'yes', at);
          if (move === 'keep') continue;
          if (move === 'clear') {
            await database.reviewCards.delete(card!.key);
            continue;
          }
          const about = {
            section: result.section,
            itemText: result.itemText,
            advice: result.aiComment,
            nearestTurn: grade.nearest[result.itemId] ?? null,
            sessionId: grade.sessionId,
            missedAt: at.toISOString(),
            madeOnDevice: true,
          };
          if (move === 'refresh' && card) {
            await database.reviewCards.put({ ...card, ...about });
            continue;
          }
          const cardId = reviewCardId(userId, grade.scenarioId, result.itemId);
          await database.reviewCards.put({
            cardId,
            key: cardKey(userId, cardId),
            userId,
            scenarioId: grade.scenarioId,
            scenarioName: grade.scenarioName,
            itemId: result.itemId,
            ...about,
            schedule: newSchedule(at),
          });
        }
      });
    },

    /** Rates a card: scheduled here now, and queued for the server in the same transaction. */
    async rate(userId: string, cardId: string, rating: ReviewRating): Promise<void> {
      const reviewedAt = new Date(now()).toISOString();
      await outbox.enqueue(
        { userId, write: { kind: 'review-rating', payload: { cardId, rating, reviewedAt } } },
        {
          tables: [database.reviewCards],
          before: async () => {
            const row = await database.reviewCards.get(cardKey(userId, cardId));
            return row ? { undo: { card: row }, label: row.itemText } : {};
          },
          apply: async () => {
            const row = await database.reviewCards.get(cardKey(userId, cardId));
            if (!row) return;
            await database.reviewCards.put({
              ...row,
              schedule: rateSchedule(row.schedule, rating, new Date(reviewedAt)),
            });
          },
        },
      );
    },

    /**
     * Undoes a rating the server refused for good (in the transaction that marks it rejected): the
     * card as it was before it, unless a later rating of the same card still waits (it inherits
     * what to restore instead).
     */
    async revertRejectedWrite(entry: OutboxEntry<'review-rating'>): Promise<void> {
      const superseded = await takeOverUndo(
        database,
        entry,
        (other) => ratingWriteOf(other)?.cardId === entry.payload.cardId,
      );
      const undo = entry.undo as { card?: ReviewCardRow } | undefined;
      if (superseded || !undo?.card || undo.card.userId !== entry.userId) return;
      await database.reviewCards.put(undo.card);
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.reviewCards],
  };
}

export type ReviewCardsRepo = ReturnType<typeof createReviewCardsRepo>;

export const reviewCardsRepo = createReviewCardsRepo();
