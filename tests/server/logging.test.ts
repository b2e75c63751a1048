import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loggerOptions } from '../../server/lib/logging';
import { manualClock } from '../../server/lib/clock';
import { bearer, openTestDatabase, signUp } from '../support/test-app';
import { hangBound } from '../support/hang-bound';

/** The server's own log, read back: what an operator (or an attacker with the log) would see. */
const lines: string[] = [];
const logText = () => lines.join('');
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
let app: FastifyInstance;
let drop: () => Promise<void>;
let db: Awaited<ReturnType<typeof openTestDatabase>>['database'];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-log-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'log-test-secret-0123456789-abcdefghijklmnop' });
  const opened = await openTestDatabase();
  db = opened.database;
  drop = opened.drop;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(
    {
      config,
      database: db,
      clock: manualClock(new Date()),
      distDir: path.join(dataDir, 'none'),
      gradingWorker: false,
    },
    { logger: loggerOptions('info', stream) },
  );
}, hangBound(120_000));
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('the log', () => {
  it('keeps a failed query readable without its parameter values: no e-mail, hash or password', async () => {
    // A database that refuses the insert, the way a full disk or a broken constraint would.
    await db.db.execute(
      sql.raw(`create function refuse_new_users() returns trigger language plpgsql as $$
        begin raise exception 'simulated storage failure'; end $$`),
    );
    await db.db.execute(
      sql.raw(
        'create trigger refuse_new_users before insert on users for each row execute function refuse_new_users()',
      ),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          fullName: '유출검사',
          nickname: 'leak',
          email: 'leak.check@example.com',
          password: 'Sup3r-secret-pw',
        },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.db.execute(sql.raw('drop trigger refuse_new_users on users'));
      await db.db.execute(sql.raw('drop function refuse_new_users()'));
    }
    const failure = entries().find((e) => e.msg === 'request failed');
    expect(failure).toBeDefined();
    expect(JSON.stringify(failure)).toContain('simulated storage failure');
    expect(JSON.stringify(failure)).toContain('params: [redacted]');
    const text = logText();
    expect(text).not.toContain('leak.check');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('Sup3r-secret-pw');
  });

  it('logs the names of query parameters, never their values, and no bearer token', async () => {
    const learner = await signUp(app);
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/cases?search=private-search-term&page=1',
      headers: bearer(learner.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const text = logText();
    expect(text).toContain('search=[redacted]');
    expect(text).not.toContain('private-search-term');
    expect(text).not.toContain(learner.accessToken);
  });

  it("logs a learner's 403 on an admin route as a warning with the user id and the route", async () => {
    const learner = await signUp(app);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/feedback/${crypto.randomUUID()}/admin-response`,
      payload: { adminResponse: '답변', status: 'RESOLVED' },
      headers: bearer(learner.accessToken),
    });
    expect(res.statusCode).toBe(403);
    const warning = entries().find((e) => e.level === 40 && e.userId === learner.user.userId);
    expect(warning).toMatchObject({
      route: '/api/v1/feedback/:feedbackId/admin-response',
      method: 'POST',
      msg: 'non-admin refused on an admin route',
    });
  });
});
