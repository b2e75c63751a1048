import { openDatabase } from '../../server/db/client';

/**
 * An empty PGlite database (initdb done, nothing created in it) as the gzipped tarball that
 * openDatabase's `pgliteImage` starts from. PGlite's initdb costs 5-9 s of CPU (it runs in
 * WebAssembly); loading this image costs about 2 s. Tests that need a blank database only as a
 * starting point (an image to copy, a database to migrate) load it, and openDatabase's own fresh
 * start still runs once, here. Made once per worker process: the node project shares modules
 * between the files of a worker (isolate: false, vitest.config.ts).
 */
let blank: Promise<Blob> | undefined;

export function blankPgliteImage(): Promise<Blob> {
  blank ??= (async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteThread: 'main' });
    try {
      return await database.dumpImage!();
    } finally {
      await database.close();
    }
  })();
  return blank;
}
