#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint and the build side by side (typecheck and lint are single-threaded,
 * so on 2 cores the three cost about the time of the longest), then vitest, then Playwright;
 * stops at the first failure and prints how long each stage took. TEST_TIMINGS=path also writes
 * the figures as JSON (.ci/run uses it for its summary).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * Each step is a list of stages that run at once; a step starts when the one before succeeded.
 * The browser tests' first app server would build the PWA and the server bundle (`npm start`
 * builds what changed); they are built beside typecheck and lint instead, in lint's shadow.
 */
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'node scripts/start.mjs --build-only'],
  ],
  [['vitest', 'npm run test:unit']],
  [['playwright', 'npm run test:e2e']],
];

/** Runs a command; alone it prints as it goes, beside others its output is printed when it ends. */
function run(name, command, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (!alone) {
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
  const outcomes = await Promise.all(step.map(([name, command]) => run(name, command, step.length === 1)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

const total = Math.round((Date.now() - begun) / 100) / 10;
console.log('\nnpm test timings');
for (const { stage, seconds, ok } of results) {
  console.log(`  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
}
console.log(
  `  ${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)} s  (typecheck, lint and build side by side)`,
);
if (process.env.TEST_TIMINGS)
  writeFileSync(process.env.TEST_TIMINGS, JSON.stringify({ results, total }, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);
