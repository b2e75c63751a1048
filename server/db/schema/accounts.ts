import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every mail the product sends. Without SMTP_URL this table is the outbox people read with
 * `npm run mail:outbox`; with SMTP it is also the durable delivery queue: a row waits for
 * nextAttemptAt, is claimed for a lease (lockedUntil), and ends sent (sentAt) or given up
 * (gaveUpAt) after its attempts, the last error kept.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);

/** Password-reset links, stored only as hashes; one live link per user, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** A social identity (provider + the provider's subject id) linked to one account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider', { enum: ['naver', 'google', 'kakao'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_accounts_user_idx').on(t.userId)],
);

/**
 * OAuth sign-in attempts. The state goes to the provider; the browser holds a cookie whose hash
 * is `browserHash`, so a callback is accepted only in the browser that started it, only once.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
