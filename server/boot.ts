import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { compiledContent } from '../content/compiled';
import { projectRoot } from '../content/project-root';
import type { AppConfig } from './config';
import { hasPgliteDatabase, migrationsFolder, openDatabase, type DatabaseHandle } from './db/client';
import { systemClock } from './lib/clock';
import { CaseLibrary } from './services/case-library';

/**
 * Where the compiled case library and the prepared database image are kept: beside the server
 * bundle (server-dist/cache), shared by every DATA_DIR of this checkout, or in DATA_DIR/cache when
 * the checkout cannot be written.
 */
function cacheDirFor(config: AppConfig): string {
  const shared = path.join(projectRoot, 'server-dist', 'cache');
  try {
    mkdirSync(shared, { recursive: true });
    return shared;
  } catch {
    return path.join(config.dataDir, 'cache');
  }
}

/** The image of a fresh embedded database: these migrations, this library, nobody's data. */
function seedImageFile(cacheDir: string, contentVersion: string): string {
  const key = createHash('sha256')
    .update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
    .update('\0')
    .update(contentVersion)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, `pglite-seed-${key}.tar.gz`);
}

/**
 * Opens the configured database, applies migrations and seeds it: the case library from
 * content/ (only when its version changed) and the configured admin account.
 *
 * A new embedded database starts from a prepared image (issue 21, cold start): the first one is
 * created the slow way (initdb, migrations, 546 cases row by row, analyze) and its folder is kept
 * as a tarball before any account exists; every later new DATA_DIR of the same migrations and
 * library is unpacked from it, then migrated and seeded as usual (both find nothing to do).
 */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const cacheDir = cacheDirFor(config);
  // The library compiled once (re-parsed only when a content source changed).
  const content = compiledContent(cacheDir);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const fresh = !config.databaseUrl && !hasPgliteDatabase(pgliteDir);
  const imageFile = seedImageFile(cacheDir, content.version);
  const image = fresh && existsSync(imageFile) ? new Blob([readFileSync(imageFile)]) : undefined;
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleError: (error) => console.warn(`database connection lost while idle: ${error.message}`),
        }
      : { pgliteDir, pgliteImage: image, pgliteThread: config.pgliteThread },
  );
  await database.migrate();
  const seeded = await new CaseLibrary(database.db, systemClock).seed(content.cases, content.version);
  // Fresh statistics after (re)loading the library, so the planner sizes joins against it
  // correctly (PGlite runs no autovacuum/autoanalyze of its own; the server's housekeeping
  // analyzes it again as learners' data grows, starting right after boot).
  if (seeded.changed) await database.db.execute(sql`analyze`);
  if (fresh && !image && database.dumpImage) await keepImage(imageFile, database.dumpImage);
  if (config.admin) {
    // Loaded here, not with the boot: the admin account is the only account work of a boot.
    const { AuthService } = await import('./services/auth-service');
    await new AuthService(database.db, config, systemClock).ensureAdmin(
      config.admin.email,
      config.admin.password,
    );
  }
  return database;
}

/** Writes the image beside the cache, whole or not at all; failing only costs the next new folder time. */
async function keepImage(file: string, dump: () => Promise<Blob>): Promise<void> {
  try {
    const bytes = Buffer.from(await (await dump()).arrayBuffer());
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch (error) {
    console.warn(`could not keep the prepared database image: ${(error as Error).message}`);
  }
}
