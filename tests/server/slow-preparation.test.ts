import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openTestDatabase } from '../support/test-app';

/**
 * The server builds its app while the database is opened, migrated and seeded, and waits for that
 * before it is ready. A fresh PostgreSQL database seeded on a busy machine can take longer than
 * Fastify's plugin timeout; the server must wait, not exit.
 *
 * The time is fake (setTimeout only): Fastify's plugin and hook timeouts and the preparation's delay
 * run on the same fake clock, moved past both once the app waits on the preparation, so the test
 * waits for nothing real and a busy machine cannot trip the plugin timeout while the app's own
 * plugins load.
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
 * from the moment of waiting whatever the app's own building took), counting the waits; `waiting`
 * resolves when the app first waits on it.
 */
function preparation(ms: number, outcome: Error | null = null) {
  const state = { waits: 0 };
  let waited = () => {};
  const waiting = new Promise<void>((resolve) => (waited = resolve));
  const promise = {
    then(resolve: (value: void) => void, reject: (error: unknown) => void) {
      state.waits += 1;
      waited();
      setTimeout(() => (outcome ? reject(outcome) : resolve()), ms);
    },
  } as unknown as Promise<void>;
  return { promise, state, waiting };
}

/** Fastify's plugin timeout in the first test, on the fake clock: shorter than the preparation. */
const PLUGIN_TIMEOUT = 3_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('a database slower to prepare than the plugin timeout', () => {
  it('is waited for: the app becomes ready and answers', async () => {
    const { config, dataDir } = appConfig();
    const { database, drop } = await openTestDatabase();
    const slow = preparation(PLUGIN_TIMEOUT + 500);
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const building = buildApp(
        {
          config,
          database,
          databasePrepared: slow.promise,
          distDir: path.join(dataDir, 'no-dist'),
          gradingWorker: false,
        },
        { logger: false, pluginTimeout: PLUGIN_TIMEOUT },
      );
      // Until the app waits on the preparation (or fails before it does).
      await Promise.race([slow.waiting, building]);
      // Past the plugin timeout and then the preparation's delay: a wait under one of Fastify's
      // timeouts rejects `building` with FST_ERR_HOOK_TIMEOUT or FST_ERR_PLUGIN_TIMEOUT.
      await vi.advanceTimersByTimeAsync(PLUGIN_TIMEOUT + 500);
      const app = await building;
      vi.useRealTimers();
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
