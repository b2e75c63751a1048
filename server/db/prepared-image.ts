import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../content/project-root';

/**
 * The prepared image of a fresh embedded database (issue 21 item 5): a PGlite data folder holding
 * these migrations and this case library and nobody's data, made once per checkout (the slow way:
 * initdb, migrations, 546 cases row by row, analyze, then closed cleanly) and copied into every new
 * DATA_DIR. A copy of files is a fraction of what unpacking PGlite's gzipped tarball through its
 * WebAssembly file system cost (CPU and memory), and the copy then opens as an existing database.
 * Light on purpose (no PGlite, no drizzle): server/db/pglite-early.ts uses it before the rest of
 * the server has loaded.
 */

export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

/**
 * Where the compiled case library and the prepared database image are kept: beside the server
 * bundle (server-dist/cache), shared by every DATA_DIR of this checkout, or in DATA_DIR/cache when
 * the checkout cannot be written.
 */
export function cacheDirFor(dataDir: string): string {
  const shared = path.join(projectRoot, 'server-dist', 'cache');
  try {
    mkdirSync(shared, { recursive: true });
    return shared;
  } catch {
    return path.join(dataDir, 'cache');
  }
}

/** The image's folder for these migrations and this library (contentVersion of the cases). */
export function seedImageDir(cacheDir: string, contentVersion: string): string {
  const key = createHash('sha256')
    .update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
    .update('\0')
    .update(contentVersion)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, `pglite-seed-${key}`);
}

async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  // Files of one folder in parallel (libuv's thread pool), folders one after another.
  await Promise.all(
    entries
      .filter((e) => !e.isDirectory())
      .map((e) => copyFile(path.join(from, e.name), path.join(to, e.name))),
  );
  for (const e of entries)
    if (e.isDirectory()) await copyTree(path.join(from, e.name), path.join(to, e.name));
}

/**
 * Copies the data folder `image` to `dir`, which holds no database: whole or not at all (a copy
 * beside it, renamed into place), so a crash mid-copy never leaves a folder that looks like a
 * database. An existing empty `dir` is replaced; one holding other files is copied into.
 */
export async function copyDataFolder(image: string, dir: string): Promise<void> {
  const tmp = `${dir}.${process.pid}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await copyTree(image, tmp);
  try {
    await rmdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') {
      // Not empty: files of an earlier attempt that never became a database; copy over them.
      await copyTree(tmp, dir);
      await rm(tmp, { recursive: true, force: true });
      return;
    }
  }
  await rename(tmp, dir);
}
