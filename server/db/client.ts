import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteStartParams, PgliteThread } from './pglite-thread';
import * as schema from './schema/index';
import { projectRoot } from '../../content/project-root';

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

/** Whether a PGlite data folder already holds a database (initdb writes PG_VERSION first). */
export function hasPgliteDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data folder (dumpImage's tarball) to start from when `pgliteDir` holds no database yet. */
  pgliteImage?: Blob | undefined;
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
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // A folder that already holds a database keeps its own; a memory one always starts from the image.
  const image = options.pgliteImage && (dir.startsWith('memory://') || !hasPgliteDatabase(dir));
  const from = image ? options.pgliteImage : undefined;
  const client =
    options.pgliteThread === 'main'
      ? await PGlite.create(
          from
            ? { dataDir: dir, startParams: pgliteStartParams, loadDataDir: from }
            : { dataDir: dir, startParams: pgliteStartParams },
        )
      : (await PgliteThread.open(dir, from)).asPglite();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dumpImage: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
