import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * A number per learner that the database raises whenever anything a learner's statistics are made
 * from changes: their practice sessions, those sessions' evaluations, their 오답노트 marks (triggers
 * of migration 0007) and their bookmarks (migration 0008), so every writer, in any server instance
 * or outside the server, raises it. Answers derived from that data are kept under it (the dashboard,
 * issue 21 item 6; the case list, item 3): a kept answer names the version it was made from, so no
 * instance can serve one made before a change.
 * No foreign key: the triggers skip learners that no longer exist, and the row of an account
 * deleted goes with it (a trigger on users).
 */
export const learnerDataVersions = pgTable('learner_data_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
