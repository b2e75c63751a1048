import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { projectRoot } from '../../content/project-root';

/**
 * What PGlite starts with besides its own start parameters (PGlite.defaultStartParams): a buffer
 * pool of 16 MB instead of Postgres's 128 MB (issue 21 item 5). PGlite's WebAssembly Postgres
 * touches its whole pool at start, so the pool is resident from the first second: 128 MB was a
 * third of the idle server. The database of a fresh server is 12 MB; pages beyond the pool are read
 * through the operating system's file cache. Added to PGlite's own parameters by whoever loads
 * PGlite (the worker, or client.ts in the main thread): this module stays light enough to start the
 * worker before the rest of the server has loaded (server/db/pglite-early.ts).
 */
export const pgliteExtraStartParams = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite on a thread of its own (issue 21 item 4). PGlite executes each query synchronously in
 * WebAssembly; on the main thread that stalled every other request for the query's whole length.
 * server/db/pglite-worker.mjs runs it in a worker_threads worker and this is the main thread's
 * client: the part of PGlite's interface drizzle's pglite driver and migrator use (query, exec,
 * transaction) plus dumpDataDir and close.
 *
 * - Rows are parsed by PGlite in the worker (Date, Uint8Array, bigint and JSON values survive the
 *   structured clone); parsers a caller passes are functions, which cannot cross threads: those
 *   columns come back as text and are parsed here with the caller's parser, as PGlite would.
 * - A transaction holds PGlite whole, as in one thread: the worker runs it through PGlite's own
 *   transaction(), so nothing else is interleaved with its queries and a thrown callback rolls back.
 * - Errors keep PostgreSQL's fields (code, constraint, detail...) as own properties.
 * - The worker keeps the process alive only while a call is in flight: like PGlite in the main
 *   thread, an open database does not by itself stop a process from exiting.
 */

/** The worker's file: read from the checkout at run time, as the migrations are (content/project-root). */
export const pgliteWorkerFile = path.join(projectRoot, 'server', 'db', 'pglite-worker.mjs');

type Parsers = NonNullable<QueryOptions['parsers']>;

interface WireOptions {
  rowMode?: QueryOptions['rowMode'];
  paramTypes?: number[];
  /** Types whose parser is the caller's: the worker leaves their values as text. */
  rawTypes?: number[];
}

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('PGlite in a worker: serializers, blob and onNotice are not supported');
  const wire: WireOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

/** Applies the caller's parsers to the columns the worker left as text. */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers: Parsers | undefined = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  const arrays = options?.rowMode === 'array';
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = arrays ? index : field.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  });
  return result;
}

function rebuiltError(data: Reply['error']): Error {
  const { message, stack, ...fields }: NonNullable<Reply['error']> = data ?? {
    message: 'PGlite worker error',
  };
  const error = Object.assign(new Error(message), fields);
  // The worker's stack says where PostgreSQL's error surfaced; the caller's follows it.
  if (typeof stack === 'string')
    error.stack = `${stack}\n    --- in the PGlite worker, called from ---\n${new Error().stack?.split('\n').slice(2).join('\n') ?? ''}`;
  return error;
}

/**
 * Whether a statement only reads: a SELECT naming no writing command or sequence function. Anything
 * else counts as a write (a wrong guess only costs a cache its entries).
 */
export function readsOnly(sql: string): boolean {
  return /^\s*select\b/i.test(sql) && !/\b(insert|update|delete|merge|truncate|nextval|setval)\b/i.test(sql);
}

export class PgliteThread {
  private readonly worker: Worker;
  /**
   * Counts the statements that may have written, bumped when they are sent: a value read before a
   * query is sent and still current after its answer means nothing was written in between, since
   * this client is the database's only way in (PGlite belongs to one process). Transactions count
   * at their start and at their end.
   */
  writes = 0;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private gone: Error | null = null;

  private constructor(dataDir: string, image: ArrayBuffer | undefined, imageDir: string | undefined) {
    this.worker = new Worker(pgliteWorkerFile, {
      workerData: { dataDir, image, imageDir, extraStartParams: pgliteExtraStartParams },
      transferList: image ? [image] : [],
    });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(rebuiltError(reply.error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /**
   * Opens `dataDir` (`memory://` for memory) in a new worker; from `image` (a tarball) when one is
   * given, or from `imageDir`, a prepared data folder the worker copies into `dataDir` first when
   * that holds no database (server/db/prepared-image.ts).
   */
  static async open(dataDir: string, image?: Blob | { imageDir: string }): Promise<PgliteThread> {
    const thread =
      image instanceof Blob
        ? new PgliteThread(dataDir, await image.arrayBuffer(), undefined)
        : PgliteThread.start(dataDir, image);
    await thread.ready();
    return thread;
  }

  /**
   * Starts the worker and answers at once, PGlite still starting: queries sent meanwhile wait in
   * the worker until it is open, and run in the order sent. ready() says when it is open.
   */
  static start(dataDir: string, image?: { imageDir: string }): PgliteThread {
    return new PgliteThread(dataDir, undefined, image?.imageDir);
  }

  private opened: Promise<void> | undefined;

  /** Resolves once PGlite is open; rejects with the reason it could not open. */
  ready(): Promise<void> {
    this.opened ??= this.call({ op: 'ready' }).then(() => undefined);
    return this.opened;
  }

  /** drizzle's pglite driver and migrator take it for a PGlite. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private fail(error: Error) {
    this.gone ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const wire = wireOptions(options);
    if (!readsOnly(sql)) this.writes += 1;
    const result = (await this.call({ op: 'query', sql, params, options: wire, tx })) as Results<T>;
    return parsed(result, options);
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    const wire = wireOptions(options);
    this.writes += 1;
    const results = (await this.call({ op: 'exec', sql, options: wire, tx })) as Results[];
    return results.map((result) => parsed(result, options));
  }

  /**
   * BEGIN, `callback`, then COMMIT; ROLLBACK when it throws. Until it ends, PGlite takes no other
   * query: as in one thread, a query outside the transaction issued inside its callback waits for it.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.writes += 1;
    const id = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(sql, params, options, id);
      },
      sql: () => Promise.reject(new Error('PGlite in a worker: tx.sql is not supported; use tx.query')),
      exec: async (sql: string, options?: QueryOptions) => {
        open();
        return this.exec(sql, options, id);
      },
      rollback: async () => {
        open();
        await this.call({ op: 'rollback', tx: id });
      },
      listen: () => Promise.reject(new Error('PGlite in a worker: listen is not supported')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      this.writes += 1;
      await this.call({ op: 'end', tx: id, rollback: true });
      throw error;
    }
    closed = true;
    this.writes += 1;
    await this.call({ op: 'end', tx: id });
    return result;
  }

  async dumpDataDir(compression: 'auto' | 'gzip' | 'none' = 'auto'): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump', compression })) as Uint8Array;
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  private closing: Promise<void> | undefined;

  /** Closes PGlite (its files flushed) and ends the worker; once, however often it is called. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.gone) return;
      await this.call({ op: 'close' });
      this.gone = new Error('PGlite is closed');
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

/**
 * The write counter of a database on PGlite's worker (PgliteThread.writes), or undefined on any
 * other database: PostgreSQL may be written by other processes, so nothing may be cached from it.
 */
export function writeCounter(db: object): (() => number) | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PgliteThread ? () => client.writes : undefined;
}
