// The embedded database's own thread (issue 21 item 4): PGlite runs its queries synchronously in
// WebAssembly, so on the server's main thread every query stalled the event loop for its whole
// length. Here it runs in a worker_threads worker; server/db/pglite-thread.ts is the main thread's
// side, a client with the part of PGlite's interface drizzle uses. Plain JavaScript so the same
// file runs under tsx and vitest (the sources) and beside the bundle `npm start` runs.
//
// Messages from the main thread: { id, op, ... }; each is answered once with { id, ok, value } or
// { id, ok: false, error }. Queries go to PGlite as they arrive; PGlite runs one at a time and a
// transaction holds it whole (PGlite's own transaction mutex), so a transaction's queries, tagged
// with its `tx`, are never interleaved with anyone else's.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string; image?: ArrayBuffer; imageDir?: string; extraStartParams: string[] }} */
const { dataDir, image, imageDir, extraStartParams } = workerData;
// PGlite's own start parameters and ours (server/db/pglite-thread.ts, pgliteExtraStartParams).
const startParams = [...PGlite.defaultStartParams, ...extraStartParams];

function copyTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target);
  }
}

/**
 * A prepared data folder (server/db/prepared-image.ts) copied to `dir`, which holds no database:
 * here, not on the main thread, so the copy does not wait on the server's module loading. Whole or
 * not at all: copied beside it, then renamed into place (an empty `dir` is replaced; one holding
 * files of an earlier attempt that never became a database is copied over).
 */
function copyDataFolder(from, dir) {
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  copyTree(from, tmp);
  try {
    rmdirSync(dir);
  } catch (error) {
    if (error.code !== 'ENOENT') {
      copyTree(tmp, dir);
      rmSync(tmp, { recursive: true, force: true });
      return;
    }
  }
  renameSync(tmp, dir);
}

/** @type {Promise<PGlite>} */
const opened = (async () => {
  if (imageDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) copyDataFolder(imageDir, dataDir);
  return PGlite.create(
    image ? { dataDir, startParams, loadDataDir: new Blob([image]) } : { dataDir, startParams },
  );
})();
/** Open transactions: their PGlite Transaction and how to end them. */
const transactions = new Map();
let nextTx = 1;

const identity = (value) => value;

/**
 * The caller's parsers are functions, which cannot cross threads: columns of those types come back
 * as PGlite's text and the main thread applies the caller's own parser to them.
 */
function queryOptions(options) {
  if (!options) return undefined;
  const out = {};
  if (options.rowMode) out.rowMode = options.rowMode;
  if (options.paramTypes) out.paramTypes = options.paramTypes;
  if (options.rawTypes?.length) {
    out.parsers = {};
    for (const type of options.rawTypes) out.parsers[type] = identity;
  }
  return out;
}

/** An error as plain data: message, name, stack and PostgreSQL's fields (code, constraint...). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    data[key] = value;
  }
  return data;
}

function target(message) {
  if (message.tx === undefined) return opened;
  const open = transactions.get(message.tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/**
 * BEGIN: answered with the transaction's id once BEGIN has run. PGlite's transaction runs BEGIN,
 * then the callback, then COMMIT, or ROLLBACK when the callback throws; the callback waits for the
 * main thread's 'end'. Until then PGlite takes nothing else.
 */
async function begin(reply, fail) {
  const pg = await opened;
  const id = nextTx++;
  let started = false;
  const entry = { tx: null, end: null, done: null };
  const ended = new Promise((resolve) => (entry.end = resolve));
  entry.done = pg.transaction(async (tx) => {
    entry.tx = tx;
    transactions.set(id, entry);
    started = true;
    reply(id);
    const outcome = await ended;
    if (outcome.rollback) throw outcome.rollback;
  });
  // BEGIN itself failed: the callback never ran and nobody waits on 'end'.
  entry.done.catch((error) => {
    if (!started) fail(error);
  });
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const client = await target(message);
      return client.query(message.sql, message.params, queryOptions(message.options));
    }
    case 'exec': {
      const client = await target(message);
      return client.exec(message.sql, queryOptions(message.options));
    }
    case 'rollback': {
      // The transaction's own ROLLBACK (Transaction.rollback): PGlite commits nothing at its end.
      await target(message).rollback();
      return null;
    }
    case 'end': {
      // Commit (or roll back) the transaction `tx`: answered when PGlite has done it.
      const open = transactions.get(message.tx);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(message.tx);
      const rollback = message.rollback ? new Error('rolled back by the caller') : null;
      open.end({ rollback });
      try {
        await open.done;
      } catch (error) {
        if (!rollback || error !== rollback) throw error;
      }
      return null;
    }
    case 'dump': {
      const pg = await opened;
      const blob = await pg.dumpDataDir(message.compression);
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close': {
      const pg = await opened;
      await pg.close();
      return null;
    }
    case 'ready':
      await opened;
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  const reply = (value) => {
    const transfer = value instanceof Uint8Array ? [value.buffer] : [];
    parentPort.postMessage({ id: message.id, ok: true, value }, transfer);
  };
  const fail = (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorData(error) });
  if (message.op === 'begin') begin(reply, fail).catch(fail);
  else handle(message).then(reply, fail);
});
