import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer, EncodedAnswerCache, negotiateEncoding } from './encoded-answers';

const json = (n: number) =>
  Buffer.from(
    JSON.stringify({ data: Array.from({ length: n }, (_, i) => ({ id: `case-${i}`, name: '급성 충수염' })) }),
  );

describe('EncodedAnswer', () => {
  it('compresses each encoding once, shared by concurrent requests, to the same bytes', async () => {
    const raw = json(200);
    const answer = new EncodedAnswer(raw);
    const [a, b] = [answer.encoded('br'), answer.encoded('br')];
    expect(a).toBe(b);
    expect(brotliDecompressSync(await a).equals(raw)).toBe(true);
    const gzip = await answer.encoded('gzip');
    expect(gunzipSync(gzip).equals(raw)).toBe(true);
    expect(answer.encoded('gzip')).toBe(answer.encoded('gzip'));
    expect(answer.bytes).toBe(raw.length + (await a).length + gzip.length);
  });
});

describe('EncodedAnswerCache', () => {
  it('builds an answer once per key', () => {
    const cache = new EncodedAnswerCache(1_000_000);
    let builds = 0;
    const build = () => {
      builds += 1;
      return json(10);
    };
    const first = cache.get('k', build);
    expect(cache.get('k', build)).toBe(first);
    expect(builds).toBe(1);
    expect(cache.get('other', build)).not.toBe(first);
    expect(builds).toBe(2);
    expect(cache.size.answers).toBe(2);
  });

  it('counts compressed forms in its bytes and drops the least recently used past its limit', async () => {
    const raw = json(100);
    const cache = new EncodedAnswerCache(raw.length * 2 + 10);
    const a = cache.get('a', () => raw);
    cache.get('b', () => raw);
    expect(cache.size).toEqual({ answers: 2, bytes: raw.length * 2 });
    // 'a' used last, then grown by its brotli form: 'b' no longer fits beside it.
    cache.get('a', () => raw);
    const br = await a.encoded('br');
    expect(cache.size).toEqual({ answers: 1, bytes: raw.length + br.length });
    expect(cache.get('a', () => json(1))).toBe(a);
    cache.clear();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });
});

describe('negotiateEncoding', () => {
  it('chooses as @fastify/compress does, brotli first', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
  });
});
