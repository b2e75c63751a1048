import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps every mail it receives, parsed. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function startSmtpSink(options: { port?: number } = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
          inbox.push({
            from: mail.from?.text ?? '',
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    /** Resolves when at least `count` mails have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      // Woken by each arriving mail; the timer only ends a wait that has failed.
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`expected ${count} mails, got ${inbox.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (inbox.length < count) return void waiters.push(check);
          clearTimeout(deadline);
          resolve();
        };
        check();
      });
      return inbox;
    },
    /**
     * Resolves when at least `count` mails to `address` have arrived; answers those, oldest first.
     * Mail is delivered in the background, so a mail asked for by an earlier test may arrive late:
     * counting by recipient keeps one test's mails apart from another's.
     */
    async waitForTo(address: string, count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const mine = () => inbox.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`expected ${count} mails to ${address}, got ${mine().length}`)),
          timeoutMs,
        );
        const check = () => {
          if (mine().length < count) return void waiters.push(check);
          clearTimeout(deadline);
          resolve();
        };
        check();
      });
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
