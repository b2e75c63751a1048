#!/usr/bin/env node
/**
 * The ten slowest browser tests of the last run, from Playwright's JSON report (written when CI is
 * set): `node scripts/slowest-tests.mjs [report]`. .ci/run prints it under its summary.
 */
import { existsSync, readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? 'test-results/e2e-report.json';
if (!existsSync(reportPath)) process.exit(0);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

const rows = [];
function walk(suite, titles) {
  for (const child of suite.suites ?? []) walk(child, child.file ? titles : [...titles, child.title]);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        rows.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          seconds: result.duration / 1000,
        });
}
for (const suite of report.suites ?? []) walk(suite, []);

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`  slowest browser tests (${rows.length} tests, ${total.toFixed(0)} s of test time)`);
for (const row of rows.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`    ${row.seconds.toFixed(1).padStart(6)} s  ${row.file} › ${row.title}`);
