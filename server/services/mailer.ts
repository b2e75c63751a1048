import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/accounts';
import type { Clock } from '../lib/clock';

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

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table and logs a
 * line (with any link in it), so sign-up recovery flows work with no set-up at all. Either way
 * every mail is recorded. A delivery failure is recorded and logged, never shown to the requester
 * (find-id and find-password must answer the same whatever happens).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: MailLog,
    private readonly options: { smtpUrl: string | undefined; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  get usesSmtp(): boolean {
    return this.transport !== undefined;
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        transport: this.transport ? 'smtp' : 'outbox',
        createdAt: this.clock.now(),
      })
      .returning({ id: mailOutbox.id });
    if (!this.transport) {
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      this.log.info(`[mail outbox] to ${mail.to}: ${mail.subject}${link ? ` — ${link}` : ''}`);
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await this.db.update(mailOutbox).set({ sentAt: this.clock.now() }).where(eq(mailOutbox.id, row!.id));
    } catch (error) {
      this.log.warn({ err: error }, `mail to ${mail.to} failed`);
      await this.db
        .update(mailOutbox)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, row!.id));
    }
  }
}
