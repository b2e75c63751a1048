import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { mockExams } from './mock-exams';
import { users } from './users';

/**
 * One learner's encounter with one case. Started, chatted (chat_messages, a later migration),
 * completed with a memo, then graded; `overallScore` is filled in by grading.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => cases.id),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    practiceMode: text('practice_mode').notNull().default('chat'),
    personalityId: text('personality_id').notNull().default('default'),
    practiceMemo: text('practice_memo'),
    /** Set when the session is one case of a mock exam (those are resumed through the exam). */
    mockExamId: uuid('mock_exam_id').references((): AnyPgColumn => mockExams.id, { onDelete: 'cascade' }),
    overallScore: integer('overall_score'),
    /**
     * A retry of the items a graded session missed (issue 24, '놓친 항목 다시 연습'): the session it
     * retries, and the checklist items it is scored on. Such a session is its own kind in the
     * history and stays out of statistics, the dashboard and the 오답노트 (its score is over a few
     * items, not the case).
     */
    retryOfSessionId: uuid('retry_of_session_id').references((): AnyPgColumn => practiceSessions.id, {
      onDelete: 'set null',
    }),
    focusItemIds: jsonb('focus_item_ids').$type<string[]>(),
    /**
     * A blind practice (issue 24): the case was drawn without naming it, so every device keeps the
     * diagnosis hidden (briefing, live header, memo, completion, history) until the session is
     * graded. Kept on the session, not on the device that started it.
     */
    blind: boolean('blind').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('practice_sessions_user_case_idx').on(t.userId, t.scenarioId),
    index('practice_sessions_user_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);
export type PracticeSessionRow = typeof practiceSessions.$inferSelect;

/** The conversation of a practice session; `id` is the chatLogId the client sees. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    /** Position in the conversation, so order never depends on clock resolution. */
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['user', 'ai'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_messages_session_seq_idx').on(t.sessionId, t.seq)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Visitors' demo conversations (no account). Short-lived and bounded: the whole conversation is
 * kept in one row and the session expires; expired rows are swept.
 */
export const demoSessions = pgTable(
  'demo_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id),
    clientKey: text('client_key').notNull(),
    messages: jsonb('messages').$type<{ sender: 'user' | 'ai'; content: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('demo_sessions_expires_idx').on(t.expiresAt)],
);
export type DemoSessionRow = typeof demoSessions.$inferSelect;
