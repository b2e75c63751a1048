import { defineConfig } from 'vitest/config';

/**
 * Three kinds of suites:
 * - unit: the PWA's own code (src/, contract/) in jsdom with fake-indexeddb;
 * - node: pure modules with no DOM (content/, server/ai, server/services, server/lib);
 * - server: the HTTP API through Fastify inject against a fresh database per test file,
 *   on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server-pglite',
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
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
      env: { TEST_DB: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['content/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...serverProjects,
    ],
  },
});
