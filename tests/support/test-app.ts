import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { manualClock } from '../../server/lib/clock';
import type { Case } from '../../content/schema';

/**
 * A fresh application per test file: its own database (an in-memory PGlite, or on the PostgreSQL of
 * TEST_DATABASE_URL, a new database, when the suite runs as server-postgres), its own data folder
 * and a manual clock the test moves by hand. The database starts as a copy of one migrated once
 * per run (tests/support/db-template.ts); migrating it again finds nothing to do.
 */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/**
 * The cases a server file's one-case-per-presentation battery walks through. Such a battery checks
 * the engine through the HTTP path, which is the same on either database, and the database's part
 * is the same for every case: PGlite's run takes them all, and the PostgreSQL run (which repeats
 * every server file) every eighth, spread over the library, so each backend still serves a battery.
 */
export function batteryCases<T>(all: readonly T[]): T[] {
  return process.env.TEST_DB === 'postgres' ? all.filter((_, index) => index % 8 === 0) : [...all];
}

export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
  url?: string;
}> {
  if (process.env.TEST_DB === 'postgres') {
    // A new database per test file (drizzle-kit's SQL names the public schema, so schemas cannot isolate).
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `cpx_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 5 });
    await database.migrate();
    return {
      database,
      url: target.toString(),
      async drop() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  // As the server runs it: PGlite on its worker thread (TEST_PGLITE_THREAD=main: in this one).
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteImage: new Blob([readFileSync(inject('pgliteTemplate'))]),
    pgliteThread: process.env.TEST_PGLITE_THREAD === 'main' ? 'main' : 'worker',
  });
  await database.migrate();
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '3999',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const clock = manualClock(new Date());
  const app = await buildApp(
    { config, database, clock, distDir: path.join(dataDir, 'no-dist'), gradingWorker: false, ...options },
    { logger: false },
  );
  return {
    app,
    config,
    database,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Registers and signs in a learner; answers the tokens and user. */
export async function signUp(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    fullName: '김학생',
    nickname: '열공의대생',
    email: uniqueEmail(),
    password: 'correct-horse-9',
    ...overrides,
  };
  const reg = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const tokens = login.json() as { accessToken: string; refreshToken: string; user: { userId: string } };
  return { ...tokens, email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedUp = Awaited<ReturnType<typeof signUp>>;

/**
 * The usual start of a server test file: a fresh app with the case library seeded and one learner
 * signed in. `({ t, learner } = await seededApp(library))` in beforeAll, `t?.close()` in afterAll.
 */
export async function seededApp(library: Case[], env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  await t.app.services.cases.seed(library, 'v1');
  return { t, learner: await signUp(t.app) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls under /api/v1 (`url` starts with '/') with the bearer of `token`, read at call time (it is
 * set in beforeAll), or of the token passed last; null calls without one.
 */
export function apiCaller(app: () => FastifyInstance, token: () => string | null) {
  return (method: Method, url: string, payload?: object, as: string | null = token()) =>
    app().inject({ method, url: `/api/v1${url}`, payload, headers: as ? bearer(as) : {} });
}

/**
 * A second instance of the same application on the same database, as a second process behind a
 * load balancer would be (same config, so the same REDIS_URL and key prefix when one is set).
 */
export async function createSiblingApp(first: TestApp): Promise<FastifyInstance> {
  return buildApp(
    {
      config: first.config,
      database: first.database,
      clock: first.clock,
      distDir: path.join(first.config.dataDir, 'no-dist'),
      gradingWorker: false,
    },
    { logger: false },
  );
}
