import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { hasPgliteDatabase } from './pglite-early';
import { pgliteExtraStartParams, PgliteThread } from './pglite-thread';
import { copyDataFolder, migrationsFolder } from './prepared-image';
import * as schema from './schema/index';

export { hasPgliteDatabase } from './pglite-early';
export { migrationsFolder } from './prepared-image';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to run at every boot. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data folder as a gzipped tarball, to start another folder from. */
  dumpImage?(): Promise<Blob>;
}

/** The newest migration's time in drizzle's journal (its `folderMillis`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every committed migration is applied, by one query: drizzle's migrator applies the
 * migrations newer than the newest it recorded, so none is to apply when that one is at least the
 * journal's newest. A boot on a migrated database then skips the migrator's reading and hashing of
 * every migration file, its DDL and its transaction (issue 21 item 5). Any doubt (no table yet, an
 * unreadable answer) answers false and the migrator runs as before.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: unknown }[] };
    const newest = Number(result.rows[0]?.newest);
    return Number.isFinite(newest) && newest >= newestMigration();
  } catch {
    return false;
  }
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data folder (dumpImage's tarball) to start from when `pgliteDir` holds no database yet. */
  pgliteImage?: Blob | undefined;
  /**
   * A PGlite data folder (server/db/prepared-image.ts) copied into `pgliteDir` when that holds no
   * database yet; the folder itself is never opened.
   */
  pgliteImageDir?: string | undefined;
  /**
   * PGlite already starting on its worker (server/db/pglite-early.ts): taken over, and answered at
   * once, PGlite perhaps still starting (queries wait for it; see PgliteThread.ready).
   */
  pgliteStarted?: PgliteThread | undefined;
  /**
   * Where PGlite runs: on a worker thread of its own (the default: its queries never stall the
   * event loop, issue 21 item 4), or in this thread (`main`).
   */
  pgliteThread?: 'worker' | 'main';
  /** Told about connections lost while idle (they are replaced automatically). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // node-postgres and its drizzle driver, loaded only for PostgreSQL (issue 21 item 5).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // An idle client can lose its connection (a database restart, a terminated backend): without a
    // listener node-postgres would raise it as an uncaught error and end the process. The pool
    // drops that client and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    // Fail at boot, with the reason, when the server cannot be reached.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        if (!(await migrationsApplied(db))) await migratePg(db as never, { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteStarted) return pgliteHandle(options.pgliteStarted.asPglite());
  const dir = options.pgliteDir ?? 'memory://';
  const memory = dir.startsWith('memory://');
  const imageDir =
    !memory && options.pgliteImageDir && !hasPgliteDatabase(dir) ? options.pgliteImageDir : undefined;
  // A folder that already holds a database keeps its own; a memory one always starts from the image.
  const image = options.pgliteImage && (memory || !hasPgliteDatabase(dir));
  const from = image ? options.pgliteImage : undefined;
  if (options.pgliteThread === 'main') {
    if (imageDir) await copyDataFolder(imageDir, dir);
    if (!memory) mkdirSync(dir, { recursive: true });
    const startParams = [...PGlite.defaultStartParams, ...pgliteExtraStartParams];
    return pgliteHandle(
      await PGlite.create(
        from ? { dataDir: dir, startParams, loadDataDir: from } : { dataDir: dir, startParams },
      ),
    );
  }
  // The worker copies a prepared folder in itself (server/db/pglite-worker.mjs).
  if (!memory && !imageDir) mkdirSync(dir, { recursive: true });
  const client = (await PgliteThread.open(dir, from ?? (imageDir ? { imageDir } : undefined))).asPglite();
  return pgliteHandle(client);
}

function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsApplied(db))) await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    dumpImage: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
