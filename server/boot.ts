import path from 'node:path';
import { sql } from 'drizzle-orm';
import { contentVersion, loadCases } from '../content/load';
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
  const library = loadCases();
  const seeded = await new CaseLibrary(database.db, systemClock).seed(library, contentVersion(library));
  // Fresh statistics after (re)loading the library, so the planner sizes joins against it
  // correctly (PGlite runs no autovacuum/autoanalyze of its own).
  if (seeded.changed || database.kind === 'pglite') await database.db.execute(sql`analyze`);
  if (config.admin) {
    await new AuthService(database.db, config, systemClock).ensureAdmin(
      config.admin.email,
      config.admin.password,
    );
  }
  return database;
}
