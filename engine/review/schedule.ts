/**
 * Spaced repetition of review cards (issue 24): a thin, pure wrapper over ts-fsrs, so the device
 * (rating offline) and the server (the authority, re-applying the rating) compute the same schedule
 * from the same card, grade and time. Intervals are never written here: FSRS decides them.
 *
 * - Fuzz is off, so a schedule is a function of (card, grade, time) and both sides agree.
 * - Short-term (re)learning steps are off: a missed checklist item is studied at most once a day,
 *   not again after one or ten minutes as a vocabulary flashcard would be.
 */
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ReviewRating, ReviewSchedule } from '../../contract/review-cards';

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

function toCard(s: ReviewSchedule): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    ...(s.lastReview ? { last_review: new Date(s.lastReview) } : {}),
  };
}

function fromCard(c: Card): ReviewSchedule {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    lastReview: c.last_review ? c.last_review.toISOString() : null,
  };
}

/** A card never reviewed, due at once (`at`: when the item was missed). */
export function newSchedule(at: Date): ReviewSchedule {
  return fromCard(createEmptyCard(at));
}

/**
 * The schedule after rating a card at `at`. A time before the card's last review counts as that
 * review's time (a device clock behind), so a schedule never runs backwards.
 */
export function rateSchedule(schedule: ReviewSchedule, rating: ReviewRating, at: Date): ReviewSchedule {
  const last = schedule.lastReview ? new Date(schedule.lastReview) : null;
  const when = last && at.getTime() < last.getTime() ? last : at;
  return fromCard(scheduler.next(toCard(schedule), when, rating as Grade).card);
}

/** Due at `now` (or earlier). */
export function isDue(schedule: ReviewSchedule, now: Date): boolean {
  return new Date(schedule.due).getTime() <= now.getTime();
}
