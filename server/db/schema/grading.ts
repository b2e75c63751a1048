import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Evaluation } from '../../../contract/evaluation';
import { practiceSessions } from './practice';

/**
 * Durable grading jobs: one per completed session. A worker claims a due job with
 * FOR UPDATE SKIP LOCKED and holds a lease (`lockedUntil`); a job whose worker died is claimed
 * again when the lease runs out. Failures retry with backoff until `maxAttempts`, then the job
 * ends as 'failed' and the learner is told.
 */
export const gradingJobs = pgTable(
  'grading_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('grading_jobs_due_idx').on(t.status, t.runAfter)],
);
export type GradingJobRow = typeof gradingJobs.$inferSelect;

/** The one result of a session's grading (the primary key makes a second result impossible). */
export const evaluations = pgTable('evaluations', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => practiceSessions.id, { onDelete: 'cascade' }),
  overallScore: integer('overall_score').notNull(),
  result: jsonb('result').$type<Evaluation>().notNull(),
  /**
   * The result's section scores, kept by the database beside it: the dashboard's learning tip reads
   * them for the learner's last 20 gradings, and reading them from `result` (about 10 KB, stored
   * compressed out of line) would decompress every whole result (issue 21 item 6).
   */
  sectionScores: jsonb('section_scores')
    .$type<Evaluation['sectionScores']>()
    .generatedAlwaysAs(sql`result -> 'sectionScores'`),
  grader: text('grader', { enum: ['embedded', 'model'] }).notNull(),
  /** Why a model grading fell back to the embedded grader, if it did. */
  fallbackReason: text('fallback_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type EvaluationRow = typeof evaluations.$inferSelect;
