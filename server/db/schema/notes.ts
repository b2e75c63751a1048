import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { users } from './users';

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
export type CaseNoteRow = typeof caseNotes.$inferSelect;
