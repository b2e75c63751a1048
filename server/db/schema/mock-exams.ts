import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { practiceSessions } from './practice';
import { users } from './users';

/** A mock exam: several cases taken in order, graded together. */
export const mockExams = pgTable(
  'mock_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: text('exam_type', { enum: ['random', 'free'] }).notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: ['in-progress', 'EVALUATING', 'COMPLETED', 'cancelled'] })
      .notNull()
      .default('in-progress'),
    customConfig: jsonb('custom_config').$type<{
      caseCount: number;
      selectedPrimaryCategories: string[];
      selectedMiddleCategories: string[];
      selectedIndividualCases: string[];
    }>(),
    overallScore: integer('overall_score_x10'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Set when the learner gave the exam up (POST /mock-exams/{id}/abandon); the status is then
     * 'cancelled', which otherwise means grading failed for good. Kept, never deleted.
     */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (t) => [index('mock_exams_user_idx').on(t.userId, t.startedAt)],
);

export const mockExamCases = pgTable(
  'mock_exam_cases',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    caseNumber: integer('case_number').notNull(),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => cases.id),
    practiceSessionId: uuid('practice_session_id').references(() => practiceSessions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.caseNumber] })],
);
export type MockExamRow = typeof mockExams.$inferSelect;
export type MockExamCaseRow = typeof mockExamCases.$inferSelect;
