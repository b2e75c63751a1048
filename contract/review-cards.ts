import { z } from 'zod';
import { checklistSection } from './evaluation';

/**
 * The review queue (issue 24, "learn from misses"): every checklist item a learner missed in a
 * graded session becomes a card, scheduled by FSRS (engine/review/schedule.ts, ts-fsrs). A card
 * leaves the queue when a later graded session of the same case earns the item; missing it again
 * brings it back. Cards are read with GET /my-notes/review-cards and rated with
 * POST /my-notes/review-cards/{cardId}/reviews (queued in the device's outbox when offline).
 */

/** FSRS grades: 1 다시, 2 어려움, 3 알맞음, 4 쉬움 (ts-fsrs Rating.Again … Rating.Easy). */
export const reviewRating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: '평가는 1(다시)부터 4(쉬움)까지입니다.',
});
export type ReviewRating = z.infer<typeof reviewRating>;

/** A card's FSRS memory state, as JSON (dates as ISO strings). */
export const reviewSchedule = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: z.number().int().min(0).max(3),
  lastReview: z.string().nullable(),
});
export type ReviewSchedule = z.infer<typeof reviewSchedule>;

export const reviewCard = z.object({
  cardId: z.string(),
  scenarioId: z.string(),
  scenarioName: z.string(),
  itemId: z.string(),
  section: checklistSection,
  itemText: z.string(),
  /** What was missing and how to ask or do it (the grader's comment on the miss). */
  advice: z.string(),
  /** The learner's own message that came closest to the item, or null when none did. */
  nearestTurn: z.string().nullable(),
  /** The graded session that last missed it (its result page). */
  sessionId: z.string(),
  missedAt: z.string(),
  schedule: reviewSchedule,
});
export type ReviewCard = z.infer<typeof reviewCard>;
export const reviewCardsAnswer = z.object({ data: z.array(reviewCard) });

export const reviewCardParams = z.object({
  cardId: z.uuid({ error: '복습 카드를 찾을 수 없습니다.' }),
});

export const reviewCardBody = z.object({
  rating: reviewRating,
  /** When the learner rated it (the device's clock): the schedule counts from here. */
  reviewedAt: z.iso.datetime({ offset: true, error: '복습한 시각이 올바르지 않습니다.' }),
});
export type ReviewCardBody = z.infer<typeof reviewCardBody>;
export const reviewCardAnswer = z.object({ data: reviewCard });
