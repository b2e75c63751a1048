import { existsSync, rmSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { compiledContent, type CompiledContent } from '../content/compiled';
import type { AppConfig } from './config';
import { hasPgliteDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { takeEarlyPglite } from './db/pglite-early';
import { cacheDirFor, seedImageDir } from './db/prepared-image';
import { systemClock } from './lib/clock';
import { CaseLibrary } from './services/case-library';

/**
 * Opens the configured database, applies migrations and seeds it: the case library from
 * content/ (only when its version changed) and the configured admin account.
 *
 * A new embedded database starts from a prepared image (issue 21, cold start): a data folder made
 * once per checkout the slow way (initdb, migrations, 546 cases row by row, analyze) in the cache
 * folder, then closed; every new DATA_DIR of the same migrations and library is a copy of it,
 * then migrated and seeded as usual (both find nothing to do). When the server bundle's entry has
 * already started the database (server/db/pglite-early.ts), it is taken over here.
 * `cacheDir` is for tests; the server keeps its cache beside its bundle (cacheDirFor).
 */
export async function prepareDatabase(
  config: AppConfig,
  cacheDir: string = cacheDirFor(config.dataDir),
): Promise<DatabaseHandle> {
  const { database, prepared } = await openDatabaseToPrepare(config, cacheDir);
  await prepared;
  return database;
}

/**
 * prepareDatabase in two steps, for the server's boot: the database handle, answered as soon as
 * there is one (a database started early may still be starting: its queries wait for it), and
 * `prepared`, which settles once it is open, migrated and seeded. The server builds its app
 * meanwhile and awaits `prepared` before anything of the app may query (server/app.ts).
 */
export async function openDatabaseToPrepare(
  config: AppConfig,
  cacheDir: string = cacheDirFor(config.dataDir),
): Promise<{ database: DatabaseHandle; prepared: Promise<void> }> {
  // The library compiled once (re-parsed only when a content source changed).
  const content = compiledContent(cacheDir);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const early =
    !config.databaseUrl && config.pgliteThread === 'worker' ? takeEarlyPglite(pgliteDir) : undefined;
  const fresh = early ? Boolean(early.fromImage) : !config.databaseUrl && !hasPgliteDatabase(pgliteDir);
  const imageDir = seedImageDir(cacheDir, content.version);
  if (fresh && !early && !hasPgliteDatabase(imageDir)) await makeImage(imageDir, config, content);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleError: (error) => console.warn(`database connection lost while idle: ${error.message}`),
        }
      : early
        ? { pgliteStarted: early.thread }
        : {
            pgliteDir,
            pgliteImageDir: fresh && hasPgliteDatabase(imageDir) ? imageDir : undefined,
            pgliteThread: config.pgliteThread,
          },
  );
  const prepared = (async () => {
    // Opening failed: said here, rather than as the first query's error.
    await early?.thread.ready();
    await migrateAndSeed(database, content);
    if (config.admin) {
      // Loaded here, not with the boot: the admin account is the only account work of a boot.
      const { AuthService } = await import('./services/auth-service');
      await new AuthService(database.db, config, systemClock).ensureAdmin(
        config.admin.email,
        config.admin.password,
      );
    }
  })();
  // Reported when awaited; settled now so that failing before then is not an unhandled rejection.
  prepared.catch(() => undefined);
  return { database, prepared };
}

/** Migrations, then the case library when its version changed (with fresh planner statistics). */
async function migrateAndSeed(database: DatabaseHandle, content: CompiledContent): Promise<void> {
  await database.migrate();
  const seeded = await new CaseLibrary(database.db, systemClock).seed(content.cases, content.version);
  // Fresh statistics after (re)loading the library, so the planner sizes joins against it
  // correctly (PGlite runs no autovacuum/autoanalyze of its own; the server's housekeeping
  // analyzes it again as learners' data grows, starting right after boot).
  if (seeded.changed) await database.db.execute(sql`analyze`);
}

/**
 * Images of earlier migrations or libraries (about 45 MB each) are of no more use once this one is
 * in place: removed, so a checkout whose content changes often does not pile them up. Folders still
 * being made (`….tmp`) are another server's and are left alone.
 */
async function removeOlderImages(imageDir: string): Promise<void> {
  const folder = path.dirname(imageDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith('pglite-seed-') && !name.endsWith('.tmp'))
      .filter((name) => path.join(folder, name) !== imageDir)
      .map((name) => rm(path.join(folder, name), { recursive: true, force: true })),
  );
}

/**
 * Makes the prepared image: a new database in a folder beside its final place, migrated, seeded and
 * closed (a clean shutdown), then renamed into place: whole or not at all. Two servers making it
 * at once each make their own and the first rename wins. Failing only costs this boot the slow way.
 */
async function makeImage(imageDir: string, config: AppConfig, content: CompiledContent): Promise<void> {
  const tmp = `${imageDir}.${process.pid}.tmp`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    const database = await openDatabase({ pgliteDir: tmp, pgliteThread: config.pgliteThread });
    try {
      await migrateAndSeed(database, content);
    } finally {
      await database.close();
    }
    await rename(tmp, imageDir).catch((error: unknown) => {
      if (!existsSync(imageDir)) throw error;
    });
    await removeOlderImages(imageDir);
  } catch (error) {
    console.warn(`could not make the prepared database image: ${(error as Error).message}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
