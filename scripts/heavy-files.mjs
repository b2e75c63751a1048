#!/usr/bin/env node
/**
 * The heavy files of a vitest run, as scripts/vitest-sequencer.ts's HEAVY list:
 *   nice -n 10 npx vitest run --project node --reporter=json --outputFile=/tmp/vt.json
 *   node scripts/heavy-files.mjs [report] [least seconds, default 10]
 * `report` is vitest's own results cache of this checkout (the default: the run above writes it,
 * node_modules/.vite/checkout-<hash>/vitest/<hash>/results.json), or the JSON report. Prefer the cache:
 * its file times include the hooks around the tests, which the JSON report's times leave out
 * (server/db/pglite-thread.test.ts: 89 s against 32 s). Neither counts work done while a file is
 * collected (top-level or describe-body code): keep that work inside tests or hooks.
 * Prints the node project's files that took at least that long, longest first, then the totals.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';

function cachePath() {
  const checkout = createHash('sha1').update(realpathSync('.')).digest('hex').slice(0, 12);
  const dir = join('node_modules/.vite', `checkout-${checkout}`, 'vitest');
  if (!existsSync(dir)) return undefined;
  const found = readdirSync(dir).map((d) => join(dir, d, 'results.json'));
  return found.find((p) => existsSync(p));
}

const [reportPath = cachePath(), least = '10'] = process.argv.slice(2);
if (!reportPath)
  throw new Error('no results cache in this checkout: run vitest first, or name a JSON report');
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const files = Array.isArray(report.results)
  ? report.results
      .filter(([key]) => key.startsWith('node:'))
      .map(([key, r]) => ({ file: key.slice('node:'.length), seconds: r.duration / 1000, failed: r.failed }))
  : report.testResults.map((r) => ({
      file: relative(process.cwd(), r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      failed: r.status !== 'passed',
    }));
files.sort((a, b) => b.seconds - a.seconds);
for (const { file, seconds, failed } of files.filter((f) => f.seconds >= Number(least)))
  console.log(
    `  ['${file}', ${seconds.toFixed(1)}],${failed ? ' // FAILED: a time-out measures nothing' : ''}`,
  );
const total = files.reduce((sum, f) => sum + f.seconds, 0);
console.log(`// ${files.length} files, ${total.toFixed(0)} s of file time (${reportPath})`);
