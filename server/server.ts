import { sql } from 'drizzle-orm';
import { openDatabaseToPrepare } from './boot';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { closeEarlyPglite } from './db/pglite-early';
import { loggerOptions } from './lib/logging';

/**
 * Boots the server: configuration, database (migrated and seeded), the app, and a graceful close
 * on SIGINT/SIGTERM so in-flight requests finish and PGlite flushes its files.
 */
export async function startServer(config: AppConfig = loadConfig()) {
  // The app's modules (Fastify, its plugins, every route and service) load while the database
  // starts (PGlite's WebAssembly Postgres in its worker thread): the two were one after the other
  // (issue 21 item 5). The server bundle keeps them in a chunk of their own for this.
  const appModules = Promise.all([import('./app'), import('./plugins/idempotency')]);
  // Settled now so that a failure to load while the database starts is reported when awaited.
  appModules.catch(() => undefined);
  // The database is handed over as soon as there is one: the app is built while it is still
  // opening, migrating and seeding, and becomes ready (listens) only once that is done.
  const { database, prepared } = await openDatabaseToPrepare(config);
  const [{ buildApp }, { sweepIdempotencyKeys }] = await appModules;
  const app = await buildApp(
    { config, database, databasePrepared: prepared },
    {
      logger: loggerOptions(config.logLevel),
    },
  );
  // Housekeeping of short-lived rows: stored idempotent answers and expired demo conversations.
  const housekeeping = async () => {
    await sweepIdempotencyKeys(app);
    await app.services.demo.sweepExpired();
    // PGlite has no autovacuum: refresh planner statistics as the learners' data grows.
    if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  };
  // The round under way, if any: a graceful close lets it finish before closing the database
  // (a close during the first round, right after boot, failed its analyze with "PGlite is closed").
  let round: Promise<void> | undefined;
  const runHousekeeping = () => {
    round ??= housekeeping()
      .catch((err) => app.log.warn({ err }, 'housekeeping failed'))
      .finally(() => (round = undefined));
  };
  // The first round runs once the server listens: a boot should not wait on it.
  const sweep = setInterval(runHousekeeping, 3_600_000);
  sweep.unref();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await round;
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  runHousekeeping();
  app.log.info(`CPX 마스터 ready at ${config.publicUrl} (database: ${database.kind})`);
  return app;
}

/**
 * Validates the configuration, then starts: what `npm start` runs (through the bundle's entry,
 * cli/serve.ts) and `tsx server/server.ts` (npm run dev). A bad configuration exits with 2.
 */
export async function serve(): Promise<void> {
  try {
    await startServer(loadConfig());
  } catch (error) {
    // A database started before the configuration was read (server/cli/serve.ts) closes cleanly.
    await closeEarlyPglite().catch(() => undefined);
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) await serve();
