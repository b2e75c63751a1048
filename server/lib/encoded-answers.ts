import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { API_ENCODINGS, COMPRESS_THRESHOLD_BYTES, type ApiEncoding } from '../plugins/compression';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A kept answer is compressed once and then sent many times, so it may spend more than an answer
 * compressed on every request (the plugin's brotli 4, gzip 6). Brotli 6 took the 546-case list
 * (581 KB) to 65.6 KiB in about 30 ms; 7 to 11 cost 4-50 times that for at most 11% less. The
 * work runs in libuv's thread pool (the async zlib calls), never on the event loop.
 */
const compressors: Record<ApiEncoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzipped(raw, { level: 9 }),
};

/** One answer's JSON bytes, with each compressed form made on first demand and then kept. */
export class EncodedAnswer {
  private readonly forms = new Map<ApiEncoding, Promise<Buffer>>();
  private tag: string | undefined;
  /** The raw bytes plus every compressed form made so far (what the answer holds in memory). */
  bytes: number;

  constructor(
    readonly raw: Buffer,
    private readonly onGrown: (answer: EncodedAnswer) => void = () => {},
  ) {
    this.bytes = raw.length;
  }

  /**
   * A validator of the JSON itself, made on first demand: a weak tag, as it names the content in
   * every encoding the answer is sent in (RFC 9110 §8.8.1). Equal answers, whoever asked, have
   * equal tags, so a tag says nothing about a learner that the answer would not.
   */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha256').update(this.raw).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }

  /** The answer compressed; concurrent first requests share one compression. */
  encoded(encoding: ApiEncoding): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form = compressors[encoding](this.raw);
      this.forms.set(encoding, form);
      form.then(
        (bytes) => {
          this.bytes += bytes.length;
          this.onGrown(this);
        },
        // A failed compression is not kept: the next request tries again.
        () => this.forms.delete(encoding),
      );
    }
    return form;
  }
}

/**
 * Answers kept by a key that names everything they are made from, least recently used dropped
 * first once the kept bytes pass `maxBytes`. A key never goes stale (a change of input is a new
 * key), so nothing has to be invalidated for correctness; `clear()` only frees memory.
 */
export class EncodedAnswerCache {
  private readonly answers: LRUCache<string, EncodedAnswer>;

  constructor(maxBytes: number) {
    this.answers = new LRUCache<string, EncodedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer) => Math.max(1, answer.bytes),
    });
  }

  /** The answer kept under `key`, if there is one. */
  find(key: string): EncodedAnswer | undefined {
    return this.answers.get(key);
  }

  /** The answer kept under `key`, or the one `build` makes (then kept). */
  get(key: string, build: () => Buffer): EncodedAnswer {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const answer = new EncodedAnswer(build(), (grown) => {
      // Re-kept with its new size, unless it was dropped or replaced meanwhile (lru-cache
      // recounts a size only when a key gets a new value, hence the delete).
      if (this.answers.peek(key) !== grown) return;
      this.answers.delete(key);
      this.answers.set(key, grown);
    });
    this.answers.set(key, answer);
    return answer;
  }

  /** How many answers and bytes are kept (for tests and diagnostics). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.answers.calculatedSize };
  }

  clear(): void {
    this.answers.clear();
  }
}

/**
 * The encoding to answer with, chosen as @fastify/compress chooses (its `*` and `x-gzip` read as
 * gzip): null when the client takes none of ours.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ApiEncoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...API_ENCODINGS]);
}

/** Adds accept-encoding to Vary, keeping what other hooks put there (CORS's Origin). */
function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) values.push('accept-encoding');
  reply.header('vary', values.join(', '));
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2: `W/` aside, the
 * same opaque tag) or is `*`.
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//u, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a kept JSON answer, compressed when the client takes it and it passes the compression
 * threshold, with its ETag; a client that names that tag in If-None-Match gets 304 and no body
 * (undefined here: the route sends nothing). The route must set `compress: false` so the plugin does
 * not compress it again.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
): Promise<Buffer | undefined> {
  reply.type('application/json; charset=utf-8');
  addVaryAcceptEncoding(reply);
  reply.header('etag', answer.etag);
  if (ifNoneMatchNames(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return undefined;
  }
  const encoding =
    answer.raw.length >= COMPRESS_THRESHOLD_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return answer.raw;
  const body = await answer.encoded(encoding);
  reply.header('content-encoding', encoding);
  return body;
}
