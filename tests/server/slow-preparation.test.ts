import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hangBound } from '../support/hang-bound';
import { openTestDatabase } from '../support/test-app';

/**
 * The server builds its app while the database is opened, migrated and seeded, and waits for that
 * before it is ready. A fresh PostgreSQL database seeded on a busy machine can take longer than
 * Fastify's plugin timeout; the server must wait, not exit.
 */
function appConfig() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-slow-'));
  return {
    dataDir,
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    }),
  };
}

/**
 * A preparation that settles `ms` after the app first waits on it (a thenable, so its time runs
 * from the moment of waiting whatever the app's own building took), counting the waits.
 */
function preparation(ms: number, outcome: Error | null = null) {
  const state = { waits: 0 };
  const promise = {
    then(resolve: (value: void) => void, reject: (error: unknown) => void) {
      state.waits += 1;
      setTimeout(() => (outcome ? reject(outcome) : resolve()), ms);
    },
  } as unknown as Promise<void>;
  return { promise, state };
}

/**
 * Fastify's plugin timeout in the first test: shorter than the preparation, but long enough for each
 * of the app's own plugins to load on a busy machine (widened with vitest in npm test's background,
 * where a file may wait seconds for a core).
 */
const PLUGIN_TIMEOUT = hangBound(3_000);

describe('a database slower to prepare than the plugin timeout', () => {
  it('is waited for: the app becomes ready and answers', async () => {
    const { config, dataDir } = appConfig();
    const { database, drop } = await openTestDatabase();
    const slow = preparation(PLUGIN_TIMEOUT + 500);
    try {
      const app = await buildApp(
        {
          config,
          database,
          databasePrepared: slow.promise,
          distDir: path.join(dataDir, 'no-dist'),
          gradingWorker: false,
        },
        // Before, the app failed here with FST_ERR_HOOK_TIMEOUT.
        { logger: false, pluginTimeout: PLUGIN_TIMEOUT },
      );
      expect(slow.state.waits).toBeGreaterThan(0);
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      await app.close();
    } finally {
      await drop();
    }
  });

  it('a preparation that fails fails the start with its own error', async () => {
    const { config, dataDir } = appConfig();
    const { database, drop } = await openTestDatabase();
    try {
      await expect(
        buildApp(
          {
            config,
            database,
            databasePrepared: preparation(1, new Error('migration 0007 failed')).promise,
            distDir: path.join(dataDir, 'no-dist'),
            gradingWorker: false,
          },
          { logger: false },
        ),
      ).rejects.toThrow('migration 0007 failed');
    } finally {
      await drop();
    }
  });
});
