import { index, integer, pgTable, primaryKey, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Learners' posts to the operators; private ones are seen only by their author and admins. */
export const feedbackPosts = pgTable(
  'feedback_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', {
      enum: ['INQUIRY', 'COMPLAINT', 'SUGGESTION', 'BUG_REPORT', 'OTHER'],
    }).notNull(),
    priority: text('priority', { enum: ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] })
      .notNull()
      .default('PENDING'),
    isPublic: boolean('is_public').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    adminResponse: text('admin_response'),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_posts_created_idx').on(t.createdAt), index('feedback_posts_user_idx').on(t.userId)],
);

/** Who viewed a post on which Korean day, so a reload does not count twice. */
export const feedbackViews = pgTable(
  'feedback_views',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbackPosts.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.viewerId, t.day] })],
);
export type FeedbackPostRow = typeof feedbackPosts.$inferSelect;
export type FeedbackViewRow = typeof feedbackViews.$inferSelect;
