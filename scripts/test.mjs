#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint and the build side by side (typecheck and lint are single-threaded,
 * so on 2 cores the three cost about the time of the longest), and the browser tests as soon as the
 * build is made (a failed typecheck or lint ends them); vitest runs
 * from the start in the background, at the lowest CPU priority. Stops at the first failed step and
 * prints how long each stage took. TEST_TIMINGS=path also writes the figures as JSON (.ci/run uses
 * it for its summary).
 *
 * Why vitest runs in the background: the browser tests (one worker) keep about one of 2 cores
 * busy on average (Chromium waits on the app server, on IndexedDB and on timers), and vitest is
 * CPU work. At the lowest priority it takes only what the build and the browser tests leave, and
 * whatever it has left when they end runs on both cores.
 *
 * The lowest priority is the scheduler's own (a session of its own whose autogroup is nice 19, and
 * SCHED_IDLE, not only `nice`: scripts/background-priority.mjs says why; with `nice` alone vitest
 * slowed the browser stage from 462 to 1,124 s, 2026-12-06, commit 65ebe1c), and it lasts only while
 * the browser tests run: once they have ended, vitest is raised back to normal priority, so that
 * other work on the machine does not starve what it has left. VITEST_BACKGROUND=1 tells
 * vitest.config.ts to widen its hang bounds, since a file may wait while the browser tests have
 * both cores.
 * TEST_STAGES=serial runs vitest and then Playwright one after the other, as before.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { lowerSession, lowest, raiseSession } from './background-priority.mjs';

const serial = process.env.TEST_STAGES === 'serial' || process.platform === 'win32';

const checks = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['build', 'node scripts/start.mjs --build-only'],
];

const begun = Date.now();
const since = (time) => Math.round((time - begun) / 100) / 10;

/**
 * Runs a command. With `live` it prints as it goes; otherwise its output is kept and printed when it
 * ends (or, for the background stage, once nothing live is printing), so two reporters never mix.
 * `background`: in a session of its own at the lowest priority (see above).
 */
function run(name, command, { live = false, background = false, session = false } = {}) {
  const started = Date.now();
  const child = spawn(background ? lowest(command) : command, {
    shell: true,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: background || session,
    env: background ? { ...process.env, VITEST_BACKGROUND: '1' } : process.env,
  });
  if (background && !lowerSession(child.pid))
    console.warn(
      'npm test: could not lower vitest’s autogroup; it may slow the browser tests (TEST_STAGES=serial).',
    );
  const output = [];
  if (!live) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  const done = new Promise((resolve) => {
    child.on('close', (code) => {
      resolve({
        stage: name,
        start: since(started),
        seconds: Math.round((Date.now() - started) / 100) / 10,
        ok: code === 0,
        output: Buffer.concat(output),
      });
    });
  });
  return { child, done };
}

function print({ stage, output }) {
  if (output.length === 0) return;
  process.stdout.write(`\n── ${stage} ──\n`);
  process.stdout.write(output);
}

const results = [];
let failed = false;

if (serial) {
  const steps = [checks, [['vitest', 'npm run test:unit']], [['playwright', 'npm run test:e2e']]];
  for (const step of steps) {
    const outcomes = await Promise.all(
      step.map(([name, command]) => run(name, command, { live: step.length === 1 }).done),
    );
    outcomes.forEach(print);
    results.push(...outcomes);
    if (outcomes.some((outcome) => !outcome.ok)) break;
  }
} else {
  const vitest = run('vitest', 'npm run test:unit', { background: true });
  /** The browser tests, once started: in a session of their own, so a failed check can end them all. */
  let playwright = null;
  const stopGroup = (stage) => {
    if (!stage) return;
    try {
      process.kill(-stage.child.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  };
  // Their sessions are out of the terminal's reach: an interrupted npm test ends them here.
  process.on('SIGINT', () => {
    stopGroup(vitest);
    stopGroup(playwright);
  });
  for (const signal of ['SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      stopGroup(vitest);
      stopGroup(playwright);
      process.exit(1);
    });
  // The browser tests need only the build: they start as soon as it is made, while typecheck and
  // lint go on (about 30 s sooner than after all three; 2026-12-07). A check that fails ends them.
  const started = checks.map(([name, command]) => run(name, command));
  const built = await started[checks.findIndex(([name]) => name === 'build')].done;
  if (built.ok) playwright = run('playwright', 'npm run test:e2e', { live: true, session: true });
  const checked = await Promise.all(
    started.map((stage) =>
      stage.done.then((outcome) => {
        if (!outcome.ok) {
          stopGroup(playwright);
          stopGroup(vitest);
        }
        return outcome;
      }),
    ),
  );
  results.push(...checked);
  const browser = playwright ? await playwright.done : null;
  // Nothing left to yield to: vitest's remaining files at normal priority (background-priority.mjs).
  raiseSession(vitest.child.pid);
  // The checks' output after the browser tests' own (printed as they ran), so the two never mix.
  checked.forEach(print);
  if (browser) results.push(browser);
  if (checked.every((outcome) => outcome.ok)) {
    const unit = await vitest.done;
    print(unit);
    results.push(unit);
  } else {
    // A failed check ends the run; vitest's whole session goes with it.
    stopGroup(vitest);
    await vitest.done;
  }
}
failed = results.some((result) => !result.ok);

const total = since(Date.now());
console.log('\nnpm test timings');
for (const { stage, start, seconds, ok } of results) {
  console.log(
    `  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s  from ${start.toFixed(1).padStart(6)} s  ${ok ? 'ok' : 'FAILED'}`,
  );
}
const layout = serial
  ? 'typecheck, lint and build side by side, then vitest, then playwright'
  : 'typecheck, lint and build side by side, playwright from the end of the build; vitest from the start, at the lowest priority until the browser tests end';
console.log(`  ${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)} s  (${layout})`);
if (process.env.TEST_TIMINGS)
  writeFileSync(
    process.env.TEST_TIMINGS,
    JSON.stringify(
      { results: results.map(({ stage, start, seconds, ok }) => ({ stage, start, seconds, ok })), total },
      null,
      2,
    ),
  );
process.exit(failed ? 1 : 0);
