import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Evaluation } from '../../contract/evaluation';
import type { ReviewCard, ReviewCardBody, ReviewSchedule } from '../../contract/review-cards';
import { reviewCardId } from '../../engine/review/card-id';
import { cardMove } from '../../engine/review/card-moves';
import { newSchedule, rateSchedule } from '../../engine/review/schedule';
import type { Database } from '../db/client';
import { cases } from '../db/schema/cases';
import { evaluations, gradingJobs } from '../db/schema/grading';
import { practiceSessions } from '../db/schema/practice';
import { reviewCards, type ReviewCardRow } from '../db/schema/review-cards';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

/**
 * The review queue (issue 24): cards of missed checklist items, written when a session is graded,
 * rated by the learner with FSRS (engine/review/schedule.ts).
 *
 * Grades can arrive out of order (a session ended offline is graded when it syncs), so each card
 * remembers when it was last missed (`missedAt`) and when it was earned (`clearedAt`), both as the
 * grading session's end: a session only moves a card when it ended after what the card already
 * knows. Earned later → the card leaves the queue; missed again after being earned → it comes
 * back as a new card; missed again while in the queue → its text and closest turn are refreshed
 * and its schedule kept.
 */
type CardColumns = Pick<
  ReviewCardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

function scheduleColumns(s: ReviewSchedule): CardColumns {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsedDays: s.elapsedDays,
    scheduledDays: s.scheduledDays,
    learningSteps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    lastReview: s.lastReview ? new Date(s.lastReview) : null,
  };
}

function scheduleOf(row: CardColumns): ReviewSchedule {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

function toCard(row: ReviewCardRow, scenarioName: string): ReviewCard {
  return {
    cardId: row.id,
    scenarioId: row.scenarioId,
    scenarioName,
    itemId: row.itemId,
    section: row.section as ReviewCard['section'],
    itemText: row.itemText,
    advice: row.advice,
    nearestTurn: row.nearestTurn,
    sessionId: row.sessionId,
    missedAt: row.missedAt.toISOString(),
    schedule: scheduleOf(row),
  };
}

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Moves the learner's cards for a session just graded (inside the grading transaction `tx`):
   * each missed item gets or refreshes its card, each earned item clears its card.
   */
  async recordGrade(
    tx: Database,
    sessionId: string,
    evaluation: Pick<Evaluation, 'checklistResults'>,
    nearest: Readonly<Record<string, string | null>>,
  ): Promise<void> {
    const [session] = await tx
      .select({
        userId: practiceSessions.userId,
        scenarioId: practiceSessions.scenarioId,
        completedAt: practiceSessions.completedAt,
      })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId));
    if (!session) return;
    const at = session.completedAt ?? this.clock.now();
    const now = this.clock.now();
    const existing = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, session.userId), eq(reviewCards.scenarioId, session.scenarioId)));
    const byItem = new Map(existing.map((row) => [row.itemId, row]));
    for (const result of evaluation.checklistResults) {
      const card = byItem.get(result.itemId);
      const move = cardMove(card, result.performance !== 'yes', at);
      if (move === 'keep') continue;
      if (move === 'clear') {
        await tx
          .update(reviewCards)
          .set({ clearedAt: at, updatedAt: now })
          .where(eq(reviewCards.id, card!.id));
        continue;
      }
      const about = {
        section: result.section,
        itemText: result.itemText,
        advice: result.aiComment,
        nearestTurn: nearest[result.itemId] ?? null,
        sessionId,
        missedAt: at,
        updatedAt: now,
      };
      if (move === 'create') {
        // The id the device gives the card too when it grades the session offline (card-id.ts).
        await tx
          .insert(reviewCards)
          .values({
            id: reviewCardId(session.userId, session.scenarioId, result.itemId),
            userId: session.userId,
            scenarioId: session.scenarioId,
            itemId: result.itemId,
            ...about,
            ...scheduleColumns(newSchedule(at)),
          })
          .onConflictDoNothing();
      } else if (move === 'renew') {
        await tx
          .update(reviewCards)
          .set({ ...about, ...scheduleColumns(newSchedule(at)), clearedAt: null })
          .where(eq(reviewCards.id, card!.id));
      } else {
        await tx.update(reviewCards).set(about).where(eq(reviewCards.id, card!.id));
      }
    }
  }

  /** The learner's cards still in the queue, soonest due first (the device picks the due ones). */
  async list(userId: string): Promise<ReviewCard[]> {
    const rows = await this.db
      .select({ card: reviewCards, name: cases.name })
      .from(reviewCards)
      .innerJoin(cases, eq(cases.id, reviewCards.scenarioId))
      .where(and(eq(reviewCards.userId, userId), isNull(reviewCards.clearedAt)))
      .orderBy(asc(reviewCards.due), asc(reviewCards.itemId));
    return rows.map((r) => toCard(r.card, r.name));
  }

  /**
   * A card in the queue whose derived id (card-id.ts) is `cardId` though it is stored under another:
   * cards made before ids were derived kept random ones, and a device that grades a later session
   * offline names such a card by its derived id. The learner's open cards are few (one per missed
   * item of the cases practised), so they are looked through here rather than re-keyed.
   */
  private async cardByDerivedId(tx: Database, userId: string, cardId: string) {
    const rows = await tx
      .select({ card: reviewCards, name: cases.name })
      .from(reviewCards)
      .innerJoin(cases, eq(cases.id, reviewCards.scenarioId))
      .where(and(eq(reviewCards.userId, userId), isNull(reviewCards.clearedAt)))
      .for('update');
    return rows.find(
      ({ card }) => card.id !== cardId && reviewCardId(userId, card.scenarioId, card.itemId) === cardId,
    );
  }

  /** Whether a completed session of the learner is still waiting for (or in) grading. */
  private async gradingPending(tx: Database, userId: string): Promise<boolean> {
    const [pending] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .innerJoin(gradingJobs, eq(gradingJobs.sessionId, practiceSessions.id))
      .leftJoin(evaluations, eq(evaluations.sessionId, practiceSessions.id))
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.status, 'completed'),
          inArray(gradingJobs.status, ['queued', 'running']),
          isNull(evaluations.sessionId),
        ),
      )
      .limit(1);
    return pending !== undefined;
  }

  /**
   * A rating of a card in the queue: the next review is FSRS's. The device's time is believed up
   * to now (a clock ahead is read as now); one before the last review counts as that review.
   */
  async rate(userId: string, cardId: string, body: ReviewCardBody): Promise<ReviewCard> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ card: reviewCards, name: cases.name })
        .from(reviewCards)
        .innerJoin(cases, eq(cases.id, reviewCards.scenarioId))
        .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId), isNull(reviewCards.clearedAt)))
        .for('update');
      const found = row ?? (await this.cardByDerivedId(tx, userId, cardId));
      if (!found) {
        // The card may be one the device made from its own grade of a session ended offline
        // (same id as the server's card will have): while a session of the learner still waits for
        // its grade, the rating is answered "later", and the device's outbox sends it again.
        if (await this.gradingPending(tx, userId)) {
          throw new AppError('REVIEW_CARD_PENDING', undefined, { 'retry-after': '30' });
        }
        throw new AppError('REVIEW_CARD_NOT_FOUND');
      }
      const now = this.clock.now();
      const said = new Date(body.reviewedAt);
      const at = said.getTime() > now.getTime() ? now : said;
      const next = rateSchedule(scheduleOf(found.card), body.rating, at);
      const [updated] = await tx
        .update(reviewCards)
        .set({ ...scheduleColumns(next), updatedAt: now })
        .where(eq(reviewCards.id, found.card.id))
        .returning();
      return toCard(updated!, found.name);
    });
  }
}
