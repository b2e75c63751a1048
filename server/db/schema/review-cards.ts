import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { practiceSessions } from './practice';
import { users } from './users';

/**
 * The review queue (issue 24): one card per learner, case and checklist item missed in a graded
 * session, with its FSRS memory state (engine/review/schedule.ts). `clearedAt` is set when a later
 * graded session of the case earns the item (the card leaves the queue); missing the item again
 * brings the card back as new. Rows are written by grading and by the learner's ratings only.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => cases.id),
    itemId: text('item_id').notNull(),
    section: text('section').notNull(),
    itemText: text('item_text').notNull(),
    advice: text('advice').notNull(),
    nearestTurn: text('nearest_turn'),
    /** The graded session that last missed the item. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    missedAt: timestamp('missed_at', { withTimezone: true }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: doublePrecision('elapsed_days').notNull(),
    scheduledDays: doublePrecision('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_cards_user_item_idx').on(t.userId, t.scenarioId, t.itemId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);
export type ReviewCardRow = typeof reviewCards.$inferSelect;
