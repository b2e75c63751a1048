#!/usr/bin/env node
/**
 * `npm test`: typecheck and lint side by side (each is one single-threaded process, so on 2 cores
 * they cost the time of the longer one), then the browser tests with vitest beside them at the
 * lowest CPU priority; stops at the first failed step and prints how long each stage took.
 * TEST_TIMINGS=path also writes the figures as JSON (.ci/run uses it for its summary).
 *
 * Why vitest runs beside Playwright at nice 19: the browser stage leaves about a quarter of 2 cores
 * idle (Chromium's renderer waits on the app server, on IndexedDB and on timers), and vitest is pure
 * CPU work. At the lowest priority vitest takes only what the browser tests leave, so they are not
 * slowed (run at normal priority beside them, vitest slowed them by as much as it saved: measured in
 * bench/RESULTS.md), and whatever vitest has left when the browser tests end runs on both cores.
 * TEST_STAGES=serial runs vitest and then Playwright one after the other, as before, for comparing.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const serial = process.env.TEST_STAGES === 'serial';
/** `nice` is POSIX; where it is missing (Windows) vitest simply runs at normal priority. */
const niced = (command) => (process.platform === 'win32' ? command : `nice -n 19 ${command}`);

/** Each step is a list of stages that run at once; a step starts when the one before succeeded. */
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  ...(serial
    ? [[['vitest', 'npm run test:unit']], [['playwright', 'npm run test:e2e']]]
    : [
        [
          ['playwright', 'npm run test:e2e', { live: true }],
          ['vitest', niced('npm run test:unit')],
        ],
      ]),
];

/**
 * Runs a command. Alone, or marked live, it prints as it goes; beside others its output is kept and
 * printed when it ends, so two reporters never interleave.
 */
function run(name, command, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
  const outcomes = await Promise.all(
    step.map(([name, command, options]) => run(name, command, step.length === 1 || options?.live === true)),
  );
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

const total = Math.round((Date.now() - begun) / 100) / 10;
console.log('\nnpm test timings');
for (const { stage, seconds, ok } of results) {
  console.log(`  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
}
const layout = serial
  ? 'typecheck and lint side by side, then vitest, then playwright'
  : 'typecheck and lint side by side, then playwright with vitest beside it at nice 19';
console.log(`  ${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)} s  (${layout})`);
if (process.env.TEST_TIMINGS)
  writeFileSync(process.env.TEST_TIMINGS, JSON.stringify({ results, total }, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);
