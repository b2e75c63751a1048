import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECOVERY_MESSAGE } from '../../contract/account';
import { mailOutbox } from '../../server/db/schema/accounts';
import { createLoggedApp, type LoggedApp } from '../support/logged-app';
import { startSmtpSink } from '../support/smtp-sink';
import { signUp, uniqueEmail } from '../support/test-app';
import { hangBound } from '../support/hang-bound';

/**
 * Issue 19 item 13: find-password with an SMTP server that accepts and never answers. The mail
 * server here is a relay the test steers: 'hole' accepts connections and says nothing until the
 * test drops them (a failed attempt, with no timer involved); 'pass' forwards to a real sink.
 */
interface Relay {
  url: string;
  mode: 'hole' | 'pass';
  held: Set<Socket>;
  connections: number;
  dropAll(): void;
  close(): Promise<void>;
}

async function startRelay(targetPort: number): Promise<Relay> {
  const relay: Relay = {
    url: '',
    mode: 'hole',
    held: new Set(),
    connections: 0,
    dropAll() {
      for (const socket of relay.held) socket.destroy();
      relay.held.clear();
    },
    close: async () => {},
  };
  const server: Server = createServer((socket) => {
    relay.connections += 1;
    if (relay.mode === 'hole') {
      relay.held.add(socket);
      socket.on('error', () => undefined);
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay.close = () =>
    new Promise((resolve) => {
      relay.dropAll();
      server.close(() => resolve());
    });
  return relay;
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let relay: Relay;
let t: LoggedApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  relay = await startRelay(Number(new URL(sink.url).port));
  // A timeout far beyond any test: an attempt ends only when the relay drops it.
  t = await createLoggedApp({
    SMTP_URL: relay.url,
    SMTP_TIMEOUT_MS: '120000',
    PUBLIC_URL: 'http://localhost:3999',
  });
}, hangBound(120_000));
afterAll(async () => {
  relay?.dropAll();
  await t?.close();
  await relay?.close();
  await sink?.close();
});

const findPassword = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/find-password', payload: { email } });
const rowsFor = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
/** Lets the attempt in progress reach the silent server, then fails it there. */
const failAttempt = async () => {
  await vi.waitFor(() => expect(relay.held.size).toBe(1), { timeout: 30_000 });
  relay.dropAll();
};

describe('find-password while the SMTP server never answers', () => {
  it(
    'answers at once and the same for a known and an unknown e-mail, then retries with backoff and delivers',
    async () => {
      const learner = await signUp(t.app);
      relay.mode = 'hole';
      const known = await findPassword(learner.email);
      const unknown = await findPassword(uniqueEmail('ghost'));
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: RECOVERY_MESSAGE.findPassword });
      expect(unknown.json()).toEqual(known.json());
      // The work on the address starts after the answer: its mail is queued, then waits on the
      // silent server; nothing the requester saw depended on it.
      await vi.waitFor(async () => expect(await rowsFor(learner.email)).toHaveLength(1), { timeout: 30_000 });
      const [queued] = await rowsFor(learner.email);
      expect(queued).toMatchObject({ sentAt: null, error: null, gaveUpAt: null });

      await failAttempt();
      await vi.waitFor(
        async () =>
          expect((await rowsFor(learner.email))[0]).toMatchObject({ attempts: 1, lockedUntil: null }),
        { timeout: 30_000 },
      );
      const [failed] = await rowsFor(learner.email);
      expect(failed!.error).not.toBeNull();
      expect(failed!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(30_000);

      // Not due yet: nothing is tried.
      expect(await t.app.services.mailer.deliverDue()).toBe(0);
      t.clock.advance(30_000);
      const second = t.app.services.mailer.deliverDue();
      await failAttempt();
      expect(await second).toBe(1);
      const [twice] = await rowsFor(learner.email);
      expect(twice!.attempts).toBe(2);
      // The delay doubles.
      expect(twice!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(60_000);

      relay.mode = 'pass';
      const before = sink.inbox.length;
      t.clock.advance(60_000);
      expect(await t.app.services.mailer.deliverDue()).toBe(1);
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      expect(mail!.to).toContain(learner.email);
      expect(mail!.text).toContain('http://localhost:3999/');
      const [sent] = await rowsFor(learner.email);
      expect(sent).toMatchObject({ attempts: 3, error: null, gaveUpAt: null });
      expect(sent!.sentAt).not.toBeNull();
      expect(t.errors()).toEqual([]);
    },
    hangBound(90_000),
  );

  it(
    'gives up after 5 attempts with a log line, and tries no more',
    async () => {
      const learner = await signUp(t.app);
      relay.mode = 'hole';
      expect((await findPassword(learner.email)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await rowsFor(learner.email)).toHaveLength(1), { timeout: 30_000 });
      await failAttempt();
      await vi.waitFor(
        async () =>
          expect((await rowsFor(learner.email))[0]).toMatchObject({ attempts: 1, lockedUntil: null }),
        { timeout: 30_000 },
      );
      for (let attempt = 2; attempt <= 5; attempt += 1) {
        t.clock.advance(30_000 * 2 ** (attempt - 2));
        const run = t.app.services.mailer.deliverDue();
        await failAttempt();
        expect(await run).toBe(1);
      }
      const [given] = await rowsFor(learner.email);
      expect(given).toMatchObject({ attempts: 5, sentAt: null, nextAttemptAt: null });
      expect(given!.gaveUpAt).not.toBeNull();
      const line = t.errors().find((e) => e.mailId === given!.id);
      expect(line).toMatchObject({ msg: 'mail gave up after 5 attempts', attempts: 5 });
      const connections = relay.connections;
      t.clock.advance(24 * 60 * 60_000);
      expect(await t.app.services.mailer.deliverDue()).toBe(0);
      expect(relay.connections).toBe(connections);
    },
    hangBound(90_000),
  );
});
