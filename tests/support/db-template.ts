/**
 * Migrating a fresh database for every server test file cost most of the server suites' time, on
 * PGlite above all (an initdb in WebAssembly, then every migration). The databases are therefore
 * prepared once per run (vitest globalSetup, server projects) and copied per test file:
 * - PGlite: a data-directory dump of a migrated database, loaded by each file (`loadDataDir`);
 * - PostgreSQL: a migrated template database, cloned per file (`CREATE DATABASE … TEMPLATE`).
 * Templates are named after a hash of the migrations, so a changed migration gets a new one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema/index';

export { migrationsFolder };

/** A short hash of every migration file (SQL and journal). */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update('\0').update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
}

/** Writes (once per migrations hash) a dump of a migrated PGlite database; answers its path. */
export async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'cpx-test-templates');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create('memory://');
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  // Renamed into place: a concurrent run never reads half a file.
  const { renameSync } = await import('node:fs');
  renameSync(partial, file);
  return file;
}

/** Creates (once per migrations hash) a migrated template database; answers its name. */
export async function preparePostgresTemplate(url: string): Promise<string> {
  const name = `cpx_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    // Renamed once complete, so a template that exists is always a migrated one.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`).catch(async (error: unknown) => {
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      const raced = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!raced.rowCount) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}
