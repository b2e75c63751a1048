/**
 * Vitest's file order (vitest.config.ts, `sequence.sequencer`): the node project's known heavy files
 * first, longest first, then every other file in vitest's own order.
 *
 * Why: vitest hands files to its workers in one queue, in the order its sequencer returns. Without a
 * results cache (a clean clone, CI) its own order is by file size, so a short file that grades every
 * transcript in four typings (round 12's halves) or sweeps the whole library could start last and
 * leave one worker running it alone for minutes while the other has finished. Started first, the
 * long files run side by side and the many short files fill in behind them, so the two workers end
 * together (longest processing time first).
 *
 * The order changes nothing about which files run: `sort` returns a permutation of what it is given
 * (scripts/vitest-sequencer.test.ts checks it, and that every file listed here exists).
 *
 * HEAVY is measured, not guessed. To refresh it after the suite has changed:
 *   nice -n 10 npx vitest run --project node --reporter=json --outputFile=/tmp/vt.json
 *   node scripts/heavy-files.mjs
 * and paste the printed list below (files of 10 s or more of the run, longest first; the script says
 * why it reads vitest's results cache rather than the JSON report).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The node project's files that took 10 s or more, longest first, with their seconds in the measuring
 * run (suite35, 2026-12-07, node-svc: 2 cores at a load of 15, so about four times a quiet machine's;
 * only the order matters). 113 files, 2,741 s of file time, 395 s of CPU, 27.3 min wall.
 */
export const HEAVY: readonly (readonly [file: string, seconds: number])[] = [
  ['engine/grader/round12.test.ts', 386.8],
  // Timed out there at 301.6 s (the load): at least that.
  ['engine/grader/sweep.test.ts', 301.6],
  ['engine/grader/round12-variants.test.ts', 184.0],
  ['engine/patient/engine.test.ts', 149.5],
  ['engine/grader/round25.test.ts', 144.9],
  // Its three other tests took 120 s; the fourth timed out at 180 s (the load).
  ['server/db/client.test.ts', 120.0],
  ['engine/grader/classes.test.ts', 111.7],
  ['server/boot.test.ts', 111.3],
  ['engine/grader/sweep-evidence.test.ts', 103.5],
  ['server/db/pglite-thread.test.ts', 89.2],
  ['bench/evals.slice.test.ts', 78.0],
  ['engine/patient/round11.test.ts', 50.2],
  ['content/content.test.ts', 50.0],
  ['engine/grader/grade.test.ts', 46.7],
  ['engine/grader/feedback.test.ts', 46.4],
  ['engine/grader/sweep-child.test.ts', 43.4],
  ['engine/patient/round5.test.ts', 39.0],
  ['scripts/build-server.test.ts', 35.5],
  ['engine/grader/lenient.test.ts', 33.1],
  ['tests/lint/boundaries.test.ts', 30.3],
  ['engine/grader/round23.test.ts', 26.9],
  ['engine/patient/repeats.test.ts', 26.8],
  ['engine/grader/classes-round5.test.ts', 23.7],
  ['engine/grader/round6.test.ts', 22.2],
  ['engine/patient/round35.test.ts', 21.7],
  ['engine/patient/true-summaries.test.ts', 20.7],
  ['engine/grader/round7.test.ts', 17.6],
  ['tests/lint/date-policy.test.ts', 13.6],
  ['engine/patient/round6.test.ts', 12.7],
  ['engine/grader/round31.test.ts', 11.4],
  ['engine/grader/round11.test.ts', 10.8],
];

const PROJECT = 'node';
const rank = new Map(HEAVY.map(([file], i) => [file, i]));

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const rankOf = (spec: TestSpecification) =>
      spec.project.name === PROJECT ? rank.get(relative(root, spec.moduleId)) : undefined;
    const heavy = ordered.filter((spec) => rankOf(spec) !== undefined);
    heavy.sort((a, b) => rankOf(a)! - rankOf(b)!);
    return [...heavy, ...ordered.filter((spec) => rankOf(spec) === undefined)];
  }
}
