import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/vitest-sequencer.ts';
import { hangBound } from './tests/support/hang-bound.ts';

/**
 * Three kinds of suites:
 * - unit: the PWA's own code (src/, contract/) in jsdom with fake-indexeddb;
 * - node: pure modules with no DOM (content/, engine/, server/ai, server/services, server/lib);
 * - server: the HTTP API through Fastify inject against a fresh database per test file,
 *   on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. Each file's database
 *   is a copy of one migrated once per run (tests/support/server-global-setup.ts).
 *
 * All projects share one pool of workers, so the PGlite and PostgreSQL server files run side by
 * side with the rest. Vitest's default on 2 cores would be a single worker (cores - 1), i.e. every
 * file one after another; much of a server file's time is spent waiting on PostgreSQL or on I/O,
 * so at least 2 run at once (VITEST_MAX_WORKERS overrides).
 *
 * The server and node files run without per-file isolation (isolate: false): a worker imports the
 * server's or the engine's module graph (Fastify, the engine, the case library) once instead of
 * once per file, and validates the library's YAML once (content/load.ts keeps the last result per
 * folder). That took the two server projects from 187 s to 99 s on an idle 2-core machine
 * (2026-12-05), and the node project from 300 to 243 s of CPU (2026-12-06). It is safe because
 * every server file builds its own app, database, config and clock (tests/support/test-app.ts),
 * the server and the engine keep no state at module level but pure caches, loadCases() hands out
 * a copy, no server or node file uses vi.mock or vi.spyOn, and the one with fake timers
 * (slow-preparation) puts the real ones back after each test. A new test there must keep it so.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1));

/**
 * `npm test` runs vitest in the background of the build and the browser tests at the lowest CPU
 * priority (scripts/test.mjs sets VITEST_BACKGROUND=1); hangBound widens the limits below fivefold
 * there, since a file may wait for long stretches while Chromium has both cores.
 */
const bound = hangBound;

/**
 * A server file builds an app and a database and sends many requests; `npm test` runs vitest beside
 * the browser tests (scripts/test.mjs), and at a load of 15 (helpers at work on the same 2 cores) a
 * few rate-limit and hardening files ran past 20 s per test and 60 s per hook. These are bounds for
 * a hang, not speed targets.
 */
const serverTimeouts = { testTimeout: bound(60_000), hookTimeout: bound(120_000) };

const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server-pglite',
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/support/server-global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      isolate: false,
      ...serverTimeouts,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  serverProjects.push({
    extends: true as const,
    test: {
      name: 'server-postgres',
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/support/server-global-setup.ts'],
      env: { TEST_DB: 'postgres' },
      isolate: false,
      ...serverTimeouts,
    },
  });
}

/**
 * Vitest's caches (the unit project's pre-bundled libraries above all) go to a folder of this
 * checkout's own under node_modules/.vite. By default they go to node_modules/.vite/vitest, shared
 * by every checkout that links one node_modules (git worktrees do): a vitest started in another
 * worktree bundled the libraries again, with other content hashes, and deleted the bundles a running
 * `npm test` was importing, so 108 unit files failed with 'Cannot find module
 * …/.vite/vitest/…/deps/fake-indexeddb_auto.js' (2026-12-07).
 */
const checkout = createHash('sha1')
  .update(realpathSync(import.meta.dirname))
  .digest('hex')
  .slice(0, 12);

/**
 * src/components/update-prompt.tsx imports `virtual:pwa-register/react`, a module that vite-plugin-pwa makes in
 * the browser build only (vite.config.ts). Vitest reads this file, without that plugin, and the unit project's
 * dependency scan of src/ stopped at the import ('Failed to run dependency scan … virtual:pwa-register/react
 * … could not be resolved', 2026-12-07), skipping the pre-bundling set up below. No unit file renders the
 * update prompt; should one, the module here says why it cannot register a worker.
 */
const pwaRegisterOutsideTheBuild = {
  name: 'pwa-register-outside-the-build',
  resolveId: (id: string) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-react' : undefined),
  load: (id: string) =>
    id === '\0pwa-register-react'
      ? "export function useRegisterSW() { throw new Error('virtual:pwa-register/react exists in the PWA build only (vite.config.ts)'); }"
      : undefined,
};

export default defineConfig({
  cacheDir: `node_modules/.vite/checkout-${checkout}`,
  test: {
    maxWorkers,
    // The node project's long files first, so that the two workers end together
    // (scripts/vitest-sequencer.ts, with how to refresh its list).
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: bound(20_000),
    hookTimeout: bound(60_000),
    projects: [
      {
        extends: true,
        plugins: [pwaRegisterOutsideTheBuild],
        test: {
          name: 'unit',
          pool: 'vmForks',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
          // Each unit file runs in a fresh context (vmForks) and imports its libraries again: Mantine,
          // React, the router and Testing Library are hundreds of modules each. Pre-bundled once per
          // run into one file each (vitest's dependency optimizer, kept in node_modules/.vite), the
          // project took 56-61 s of CPU instead of 97 s (2026-12-07). react-dom/server and uuid stay
          // out: their browser bundles lack Node's TextEncoder and crypto, which the tests use.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/notifications',
                  '@tabler/icons-react',
                  '@tanstack/react-router',
                  'dexie',
                  'dexie-react-hooks',
                  'jotai',
                  'ky',
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react/jsx-runtime',
                  '@testing-library/react',
                  '@testing-library/dom',
                  'es-hangul',
                  'dayjs',
                  'zod',
                  'zod/v4',
                  'jotai/utils',
                  'boring-avatars',
                  'fake-indexeddb/auto',
                  'ts-fsrs',
                ],
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          // Pure CPU work over whole case sets (the engine's batteries) cannot hang; on a 2-core
          // machine shared with other work they take several times their idle time, so the bound
          // is generous.
          testTimeout: bound(180_000),
          hookTimeout: bound(180_000),
          isolate: false,
          include: [
            'content/**/*.test.ts',
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      ...serverProjects,
    ],
  },
});
