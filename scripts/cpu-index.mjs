#!/usr/bin/env node
/**
 * A rough speed index of this machine's cores, printed in CI's summary beside npm test's times: the
 * same suite took 464 s on one 2-core machine of this kind and 1,373 s on another (bench/RESULTS.md,
 * 2026-12-07), and a time means little without the machine's speed. It hashes 64 MiB with SHA-256
 * and runs a fixed loop of JavaScript string and regex work, the kind the engine's tests do; each
 * is timed three times and the fastest is kept, so a moment of other load matters less.
 */
import { createHash } from 'node:crypto';

function fastest(work) {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const started = process.hrtime.bigint();
    work();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return Math.round(best);
}

const block = Buffer.alloc(1 << 20, 7);
const hashMs = fastest(() => {
  const hash = createHash('sha256');
  for (let i = 0; i < 64; i += 1) hash.update(block);
  hash.digest();
});

const words = ['가슴이', '아파요', '언제부터', '숨쉴때', '더', '심해요', '열이', '나요'];
const pattern = /(언제|숨)(부터|쉴때)?|아(파|프)|심해/g;
const jsMs = fastest(() => {
  let hits = 0;
  for (let i = 0; i < 600_000; i += 1) {
    const text = `${words[i % 8]}${words[(i * 3) % 8]}${words[(i * 5) % 8]}`;
    hits += (text.match(pattern) ?? []).length;
  }
  if (hits === 0) throw new Error('no work done');
});

console.log(
  `  cpu index    sha256 64 MiB ${hashMs} ms; js string and regex loop ${jsMs} ms (lower is faster)`,
);
