/**
 * How long the embedded grader takes for a 40-turn session (20 learner messages, 20 replies), in
 * strict and lenient mode (lenient replays the patient engine as well). The first grading of a
 * case includes building its diagnosis terms, so the cold figure is reported apart from the warm
 * distribution; the grader's NLU memo is cleared before every run so repeated runs do not flatter
 * the figures. Writes the `grader-speed` section of bench/RESULTS.md.
 *
 *   tsx bench/grader/speed.ts
 */
import { performance } from 'node:perf_hooks';
import { table, writeSection } from '../results';
import { resetAnalysisMemo } from '../../engine/grader/evidence';
import { gradeEncounter, type TranscriptMessage } from '../../engine/grader/grade';
import { loadCase, loadTranscripts } from './dataset';

function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** A 40-turn session: the thorough appendicitis transcript, repeated to 40 messages with fresh ids. */
function fortyTurns(): { caseId: string; messages: TranscriptMessage[] } {
  const t = loadTranscripts('dev-set.yaml').find((x) => x.id === 'appendicitis-thorough')!;
  const messages: TranscriptMessage[] = [];
  for (let i = 0; messages.length < 40; i += 1) {
    const m = t.messages[i % t.messages.length]!;
    messages.push({ ...m, id: `m${i + 1}` });
  }
  return { caseId: t.caseId, messages };
}

export async function benchGrader(runs = 300): Promise<void> {
  const { caseId, messages } = fortyTurns();
  const caseData = loadCase(caseId);
  const rows: (string | number)[][] = [];
  for (const mode of ['strict', 'lenient'] as const) {
    const fresh = structuredClone(caseData); // per-case caches are keyed by the case object
    const t0 = performance.now();
    gradeEncounter({ caseData: fresh, messages, mode });
    const cold = performance.now() - t0;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      // Every run starts without memoised NLU results, as a new session's grading would.
      resetAnalysisMemo();
      const s = performance.now();
      gradeEncounter({ caseData: fresh, messages, mode });
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const f = (x: number) => `${x.toFixed(1)} ms`;
    rows.push([mode, runs, f(cold), f(percentile(times, 50)), f(percentile(times, 99)), f(times.at(-1)!)]);
    console.log(`${mode}: cold ${f(cold)}, p50 ${f(percentile(times, 50))}, p99 ${f(percentile(times, 99))}`);
  }
  writeSection(
    'grader-speed',
    'Embedded grader: grading time',
    [
      'One 40-turn session (20 learner messages, 20 patient replies) graded repeatedly in one process',
      '(`tsx bench/grader/speed.ts`), NLU memo cleared before each run. Cold = first grading in the',
      'process (regexes compiled, diagnosis terms built).',
      '',
      table(['Mode', 'Runs', 'Cold', 'p50', 'p99', 'Max'], rows),
    ].join('\n'),
  );
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '');
if (isMain) await benchGrader();
