import path from 'node:path';
import { sql } from 'drizzle-orm';
import { compiledContent } from '../content/compiled';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { systemClock } from './lib/clock';
import { AuthService } from './services/auth-service';
import { CaseLibrary } from './services/case-library';

/**
 * Opens the configured database, applies migrations and seeds it: the case library from
 * content/ (only when its version changed) and the configured admin account.
 */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleError: (error) => console.warn(`database connection lost while idle: ${error.message}`),
        }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  // The library compiled once into DATA_DIR/cache (re-parsed only when a content source changed).
  const content = compiledContent(path.join(config.dataDir, 'cache'));
  const seeded = await new CaseLibrary(database.db, systemClock).seed(content.cases, content.version);
  // Fresh statistics after (re)loading the library, so the planner sizes joins against it
  // correctly (PGlite runs no autovacuum/autoanalyze of its own; the server's housekeeping
  // analyzes it again as learners' data grows, starting right after boot).
  if (seeded.changed) await database.db.execute(sql`analyze`);
  if (config.admin) {
    await new AuthService(database.db, config, systemClock).ensureAdmin(
      config.admin.email,
      config.admin.password,
    );
  }
  return database;
}
