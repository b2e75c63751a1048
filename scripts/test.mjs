#!/usr/bin/env node
/**
 * `npm test`: typecheck and lint side by side (each is one single-threaded process, so on 2 cores
 * they cost the time of the longer one), then vitest beside Playwright; stops after the first step
 * that fails and prints how long each stage took. TEST_TIMINGS=path also writes the figures as JSON
 * (.ci/run uses it for its summary).
 *
 * Why vitest runs beside the browser tests: with one Playwright worker the browser stage keeps about
 * 1.4 of 2 cores busy (Chromium waits on the app server and on timers), and vitest is CPU work that
 * fills the rest. Vitest gets one worker there (VITEST_MAX_WORKERS=1, so it takes at most a core) and
 * is like the CPU hog the suite must stand anyway (issue 20). One after the other they took 196 s +
 * 763 s on an idle 2-core machine (bench/RESULTS.md).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * Each step is a list of stages that run at once; a step starts when the one before succeeded. A
 * `live` stage prints as it goes; the others print their output when they end.
 */
const steps = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [
    {
      name: 'vitest',
      command: 'npm run test:unit',
      env: { VITEST_MAX_WORKERS: process.env.VITEST_MAX_WORKERS ?? '1' },
    },
    { name: 'playwright', command: 'npm run test:e2e', live: true },
  ],
];

function run({ name, command, env, live }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (!live) {
        process.stdout.write(`\n── ${name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage: name, seconds: Math.round((Date.now() - started) / 100) / 10, ok: code === 0 });
    });
  });
}

const results = [];
const begun = Date.now();
for (const step of steps) {
  const outcomes = await Promise.all(step.map((stage) => run(stage)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

const total = Math.round((Date.now() - begun) / 100) / 10;
console.log('\nnpm test timings');
for (const { stage, seconds, ok } of results) {
  console.log(`  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
}
console.log(
  `  ${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)} s  (typecheck beside lint, then vitest beside playwright)`,
);
if (process.env.TEST_TIMINGS)
  writeFileSync(process.env.TEST_TIMINGS, JSON.stringify({ results, total }, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);
