import { existsSync } from 'node:fs';
import path from 'node:path';
import { cachedContentVersion } from '../../content/fingerprint';
import { PgliteThread } from './pglite-thread';
import { cacheDirFor, seedImageDir } from './prepared-image';

/**
 * The embedded database started first (issue 21 item 5). PGlite's start (its WebAssembly Postgres
 * in a worker) is the longest part of a boot, and it needs nothing of the server but the data
 * folder: the server bundle's entry (server/cli/serve.ts) starts it from the environment before it
 * loads the rest of the server (Fastify, the routes, drizzle, zod), and prepareDatabase
 * (server/boot.ts) takes it over. Every decision stays prepareDatabase's: it is started only when
 * the configuration will certainly ask for this very folder (no DATABASE_URL, PGlite on its worker)
 * and it opens a database that exists, or copies in the prepared image when one is ready for these
 * migrations and this library, exactly as prepareDatabase would; otherwise nothing is started.
 */

export interface EarlyPglite {
  /** DATA_DIR/pglite, resolved. */
  pgliteDir: string;
  /** The folder held no database and was copied from this prepared image. */
  fromImage: string | undefined;
  /** Still starting when taken over (PgliteThread.start): see its ready(). */
  thread: PgliteThread;
}

let early: EarlyPglite | undefined;

/** Whether a PGlite data folder already holds a database (initdb writes PG_VERSION first). */
export function hasPgliteDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Starts PGlite for the configuration `env` will give, when that is certain; see above. */
export function startPgliteEarly(env: NodeJS.ProcessEnv = process.env): void {
  if (early) return;
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL.trim() !== '') return;
  if (env.PGLITE_THREAD !== undefined && env.PGLITE_THREAD !== 'worker') return;
  const dataDir = env.DATA_DIR ?? './data';
  if (dataDir === '') return;
  const pgliteDir = path.join(path.resolve(dataDir), 'pglite');
  let fromImage: string | undefined;
  if (!hasPgliteDatabase(pgliteDir)) {
    const cacheDir = cacheDirFor(path.resolve(dataDir));
    const version = cachedContentVersion(cacheDir);
    const image = version === undefined ? undefined : seedImageDir(cacheDir, version);
    if (!image || !hasPgliteDatabase(image)) return;
    fromImage = image;
  }
  // The worker copies the image in, if any, then opens the folder.
  const thread = PgliteThread.start(pgliteDir, fromImage ? { imageDir: fromImage } : undefined);
  // A failure to open is reported when taken over (or never, when the configuration is refused).
  thread.ready().catch(() => undefined);
  early = { pgliteDir, fromImage, thread };
}

/** The database started early for `pgliteDir`, handed over once. */
export function takeEarlyPglite(pgliteDir: string): EarlyPglite | undefined {
  if (!early || early.pgliteDir !== path.resolve(pgliteDir)) return undefined;
  const taken = early;
  early = undefined;
  return taken;
}

/** Closes a database started early that nobody took over (a configuration refused at boot). */
export async function closeEarlyPglite(): Promise<void> {
  const left = early;
  early = undefined;
  if (left) await left.thread.close();
}
