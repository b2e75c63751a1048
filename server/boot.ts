import path from 'node:path';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { AuthService } from './services/auth-service';
import { systemClock } from './lib/clock';

/** Opens the configured database, applies migrations and ensures the seed data (admin account). */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  if (config.admin) {
    await new AuthService(database.db, config, systemClock).ensureAdmin(config.admin.email, config.admin.password);
  }
  return database;
}
