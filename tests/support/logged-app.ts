import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { manualClock } from '../../server/lib/clock';
import { loggerOptions } from '../../server/lib/logging';
import { openTestDatabase } from './test-app';

/** An app like createTestApp's, whose pino log (the production options) goes to a buffer the test reads. */
export interface LoggedApp {
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  entries(): Record<string, unknown>[];
  /** Entries at level error or above. */
  errors(): Record<string, unknown>[];
  close(): Promise<void>;
}

export async function createLoggedApp(env: Record<string, string>): Promise<LoggedApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-logged-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'logged-test-secret-0123456789-abcdefghijklmn',
    ...env,
  });
  const opened = await openTestDatabase();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const clock = manualClock(new Date());
  const app = await buildApp(
    { config, database: opened.database, clock, distDir: path.join(dataDir, 'none'), gradingWorker: false },
    { logger: loggerOptions('info', stream) },
  );
  const entries = () =>
    lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    app,
    clock,
    database: opened.database,
    entries,
    errors: () => entries().filter((e) => Number(e.level) >= 50),
    async close() {
      await app.close();
      await opened.drop();
    },
  };
}
