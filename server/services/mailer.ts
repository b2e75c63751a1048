import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

import type { Database } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema/accounts';
import type { Clock } from '../lib/clock';

/** nodemailer is loaded only when SMTP is configured (it is not needed to boot otherwise). */
const require = createRequire(import.meta.url);

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLog {
  info(message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

export interface MailQueueSettings {
  /** Attempts before a mail is given up (with an error log line). */
  maxAttempts: number;
  /** Delay before the 2nd attempt; doubles each time after. */
  backoffMs: number;
  /** How long one attempt holds its mail before another worker may take it over. */
  leaseMs: number;
  /** Longest wait on the SMTP server (connect, greeting, each reply). */
  smtpTimeoutMs: number;
}

export const defaultMailQueue: MailQueueSettings = {
  maxAttempts: 5,
  backoffMs: 30_000,
  leaseMs: 2 * 60_000,
  smtpTimeoutMs: 10_000,
};

/**
 * Mail goes out through the outbox table, which is also a durable queue. `send` only records the
 * mail (so find-id and find-password answer at once, the same for any address, whatever the SMTP
 * server does) and nudges delivery in the background. Delivery claims due mails (SKIP LOCKED, so
 * several instances share the queue), sends each with bounded timeouts, and on failure retries
 * with a doubling delay until `maxAttempts`, then gives up with an error log line; the last error
 * is kept on the row. Without SMTP_URL the mail is kept in the outbox and its link logged, so
 * sign-up recovery flows work with no set-up at all.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly settings: MailQueueSettings;
  private timer: ReturnType<typeof setInterval> | undefined;
  private draining: Promise<number> | undefined;
  private again = false;
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: MailLog,
    private readonly options: { smtpUrl: string | undefined; from: string },
    settings: Partial<MailQueueSettings> = {},
  ) {
    this.settings = { ...defaultMailQueue, ...settings };
    const timeout = this.settings.smtpTimeoutMs;
    this.transport = options.smtpUrl
      ? (require('nodemailer') as typeof Nodemailer).createTransport({
          url: options.smtpUrl,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        })
      : undefined;
  }

  get usesSmtp(): boolean {
    return this.transport !== undefined;
  }

  /** Records the mail for delivery and returns at once; delivery happens in the background. */
  async send(mail: Mail): Promise<void> {
    const now = this.clock.now();
    await this.db.insert(mailOutbox).values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: this.transport ? 'smtp' : 'outbox',
      createdAt: now,
      nextAttemptAt: this.transport ? now : null,
    });
    if (!this.transport) {
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      this.log.info(`[mail outbox] to ${mail.to}: ${mail.subject}${link ? ` — ${link}` : ''}`);
      return;
    }
    this.nudge();
  }

  /** Delivers due mail soon, without making anyone wait for it. */
  nudge(): void {
    if (this.closing) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.deliverDue()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'mail queue failed');
        return 0;
      })
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Polls for mail whose retry is due (the background worker of a running server). */
  start(pollMs = 5_000): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.nudge(), pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Stops polling and waits for the delivery in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    this.closing = true;
    await this.draining;
  }

  /** Claims and tries every due mail once; answers how many it tried. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    let tried = 0;
    while (!this.closing) {
      const row = await this.claim();
      if (!row) break;
      await this.attempt(row);
      tried += 1;
    }
    return tried;
  }

  private async claim(): Promise<MailOutboxRow | undefined> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.transport, 'smtp'),
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.gaveUpAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + this.settings.leaseMs),
      })
      .where(sql`${mailOutbox.id} = (${due})`)
      .returning();
    return row;
  }

  private async attempt(row: MailOutboxRow): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: this.clock.now(), lockedUntil: null, error: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const now = this.clock.now();
      const message = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= this.settings.maxAttempts;
      const retryInMs = this.settings.backoffMs * 2 ** (row.attempts - 1);
      await this.db
        .update(mailOutbox)
        .set({
          error: message,
          lockedUntil: null,
          ...(last
            ? { gaveUpAt: now, nextAttemptAt: null }
            : { nextAttemptAt: new Date(now.getTime() + retryInMs) }),
        })
        .where(eq(mailOutbox.id, row.id));
      if (last) {
        this.log.error(
          { err: error, mailId: row.id, attempts: row.attempts },
          `mail gave up after ${row.attempts} attempts`,
        );
      } else {
        this.log.warn(
          { err: error, mailId: row.id, attempt: row.attempts, retryInMs },
          'mail delivery failed; will retry',
        );
      }
    }
  }
}
