import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Case, DoorCard } from '../../../content/schema';
import { users } from './users';

/**
 * The case library, loaded from content/ at boot. `body` is the whole validated case (facts,
 * findings, checklist extras); only the door-card columns ever leave the server. A case removed
 * from content/ is retired, not deleted, so learners' past sessions keep their case.
 */
export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    primaryCategory: text('primary_category').notNull(),
    secondaryCategory: text('secondary_category').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    /** What a learner's device may see, kept apart from `body` so lists never read the facts. */
    doorCard: jsonb('door_card').$type<DoorCard>().notNull(),
    /** Name, complaint and categories with spaces removed, lower-cased: what search matches. */
    searchText: text('search_text').notNull(),
    /** Initial consonants of searchText, for ㄱㅅㅊㅅ-style queries. */
    searchChoseong: text('search_choseong').notNull(),
    sortOrder: integer('sort_order').notNull(),
    body: jsonb('body').$type<Case>().notNull(),
    contentHash: text('content_hash').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cases_category_idx').on(t.primaryCategory, t.secondaryCategory)],
);
export type CaseRow = typeof cases.$inferSelect;

/** Small key-value facts about the database itself (e.g. which content version is loaded). */
export const systemMeta = pgTable('system_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => cases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scenarioId] })],
);

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

/** A learner's own note on a practised case: the 오답노트 flag and free text. */
export const caseNotes = pgTable(
  'case_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => cases.id),
    hasNote: boolean('has_note').notNull().default(false),
    userMemo: text('user_memo').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scenarioId] })],
);

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
