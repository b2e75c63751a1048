import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique among live accounts. */
    email: text('email').notNull(),
    /** Null for accounts created by social login only. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    nickname: text('nickname').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    profileImageUrl: text('profile_image_url'),
    signUpMethod: text('sign_up_method', { enum: ['email', 'naver', 'google', 'kakao'] })
      .notNull()
      .default('email'),
    /** Raised on password change or account deletion: every access token carrying an older value stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
