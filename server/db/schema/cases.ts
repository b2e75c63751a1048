import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
export type SystemMetaRow = typeof systemMeta.$inferSelect;
export type BookmarkRow = typeof bookmarks.$inferSelect;
