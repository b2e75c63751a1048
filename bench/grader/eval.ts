/**
 * `npm run eval:grader`: agreement of the embedded grader with an examiner's labels.
 *
 * For every labelled transcript, every item of the case's checklist is a yes/no decision; the
 * grader's decisions (strict mode) are compared with the examiner's. Reports item agreement,
 * Cohen's kappa and the confusion counts for the development set and the fixed holdout, the
 * dev-set items the grader gets wrong most often, and writes a section to bench/RESULTS.md.
 * Exits non-zero when dev agreement is below 0.95.
 *
 * The holdout is reported as totals only: looking at its individual disagreements would make it
 * a second development set.
 *
 *   tsx bench/grader/eval.ts            dev details + holdout totals, writes RESULTS.md
 *   tsx bench/grader/eval.ts --quiet    totals only
 *   tsx bench/grader/eval.ts --no-write do not touch RESULTS.md
 */
import { table, writeSection } from '../results';
import { gradeEncounter } from '../../server/ai/grader/grade';
import { loadCase, loadTranscripts, type LabelledTranscript } from './dataset';

export const TARGET_AGREEMENT = 0.95;

interface Confusion {
  tp: number; // both yes
  fp: number; // grader yes, examiner no
  fn: number; // grader no, examiner yes
  tn: number; // both no
}

export interface SetResult {
  readonly name: string;
  readonly transcripts: number;
  readonly cases: number;
  readonly confusion: Confusion;
  readonly agreement: number;
  readonly kappa: number;
  readonly disagreements: {
    transcript: string;
    itemId: string;
    expected: 'yes' | 'no';
    got: 'yes' | 'no';
    comment: string;
  }[];
  readonly scores: { transcript: string; style: string; score: number; lenient: number }[];
}

export function cohensKappa(c: Confusion): number {
  const n = c.tp + c.fp + c.fn + c.tn;
  if (n === 0) return 0;
  const po = (c.tp + c.tn) / n;
  const graderYes = (c.tp + c.fp) / n;
  const examinerYes = (c.tp + c.fn) / n;
  const pe = graderYes * examinerYes + (1 - graderYes) * (1 - examinerYes);
  return pe === 1 ? 1 : (po - pe) / (1 - pe);
}

export function evaluateSet(name: string, transcripts: readonly LabelledTranscript[]): SetResult {
  const confusion: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const disagreements: SetResult['disagreements'] = [];
  const scores: SetResult['scores'] = [];
  for (const t of transcripts) {
    const caseData = loadCase(t.caseId);
    const result = gradeEncounter({ caseData, messages: t.messages });
    const lenient = gradeEncounter({ caseData, messages: t.messages, mode: 'lenient' });
    scores.push({
      transcript: t.id,
      style: t.style,
      score: result.overallScore,
      lenient: lenient.overallScore,
    });
    for (const r of result.checklistResults) {
      const expected = t.yes.has(r.itemId) ? 'yes' : 'no';
      const got = r.performance;
      if (expected === 'yes' && got === 'yes') confusion.tp += 1;
      else if (expected === 'no' && got === 'yes') confusion.fp += 1;
      else if (expected === 'yes' && got === 'no') confusion.fn += 1;
      else confusion.tn += 1;
      if (expected !== got)
        disagreements.push({ transcript: t.id, itemId: r.itemId, expected, got, comment: r.aiComment });
    }
    for (const id of t.yes) {
      if (!result.checklistResults.some((r) => r.itemId === id))
        throw new Error(`${t.id}: labelled item ${id} not graded`);
    }
  }
  const n = confusion.tp + confusion.fp + confusion.fn + confusion.tn;
  return {
    name,
    transcripts: transcripts.length,
    cases: new Set(transcripts.map((t) => t.caseId)).size,
    confusion,
    agreement: n > 0 ? (confusion.tp + confusion.tn) / n : 0,
    kappa: cohensKappa(confusion),
    disagreements,
    scores,
  };
}

/** `acute-abdominal-pain.hx.onset` -> `hx.onset`, so the same skeleton item groups across cases. */
function shortId(itemId: string): string {
  const parts = itemId.split('.');
  return parts.length >= 3 ? parts.slice(1).join('.') : itemId;
}

function worstItems(r: SetResult, n = 10): [string, number, number][] {
  const m = new Map<string, [number, number]>();
  for (const d of r.disagreements) {
    const k = shortId(d.itemId);
    const v = m.get(k) ?? [0, 0];
    if (d.got === 'yes') v[0] += 1;
    else v[1] += 1;
    m.set(k, v);
  }
  return [...m.entries()]
    .map(([k, [fp, fn]]) => [k, fp, fn] as [string, number, number])
    .sort((a, b) => b[1] + b[2] - (a[1] + a[2]) || a[0].localeCompare(b[0]))
    .slice(0, n);
}

const f3 = (x: number) => x.toFixed(3);

function line(r: SetResult): string {
  const c = r.confusion;
  return `${r.name}: ${r.transcripts} transcripts, ${r.cases} cases, ${c.tp + c.fp + c.fn + c.tn} item decisions; agreement ${f3(r.agreement)}, kappa ${f3(r.kappa)} (both yes ${c.tp}, grader-only yes ${c.fp}, examiner-only yes ${c.fn}, both no ${c.tn})`;
}

export async function evalGrader(
  opts: { quiet?: boolean; write?: boolean } = {},
): Promise<{ dev: SetResult; holdout: SetResult }> {
  const dev = evaluateSet('dev', loadTranscripts('dev-set.yaml'));
  const holdout = evaluateSet('holdout', loadTranscripts('holdout.yaml'));

  console.log(line(dev));
  console.log(line(holdout));
  if (!opts.quiet) {
    console.log('\nWorst dev items (grader-only yes / examiner-only yes):');
    for (const [k, fp, fn] of worstItems(dev)) console.log(`  ${k.padEnd(28)} ${fp} / ${fn}`);
    console.log('\nDev disagreements:');
    for (const d of dev.disagreements) {
      console.log(
        `  ${d.transcript} ${shortId(d.itemId)}: examiner ${d.expected}, grader ${d.got} — ${d.comment.slice(0, 110)}`,
      );
    }
    console.log('\nScores (strict / lenient):');
    for (const s of [...dev.scores, ...holdout.scores])
      console.log(`  ${s.transcript.padEnd(34)} ${s.style.padEnd(22)} ${s.score} / ${s.lenient}`);
  }

  if (opts.write !== false) {
    const rows = [dev, holdout].map((r) => [
      r.name,
      r.transcripts,
      r.cases,
      r.confusion.tp + r.confusion.fp + r.confusion.fn + r.confusion.tn,
      f3(r.agreement),
      f3(r.kappa),
      r.confusion.tp,
      r.confusion.fp,
      r.confusion.fn,
      r.confusion.tn,
    ]);
    const byStyle = new Map<string, number[]>();
    for (const s of [...dev.scores, ...holdout.scores])
      byStyle.set(s.style, [...(byStyle.get(s.style) ?? []), s.score]);
    const styleRows = [...byStyle.entries()].map(([style, xs]) => [
      style,
      xs.length,
      Math.round(xs.reduce((a, b) => a + b, 0) / xs.length),
      `${Math.min(...xs)}-${Math.max(...xs)}`,
    ]);
    const worst = worstItems(dev, 8).map(([k, fp, fn]) => [k, fp, fn]);
    const lenientGain = [...dev.scores, ...holdout.scores].map((s) => s.lenient - s.score);
    writeSection(
      'grader',
      'Embedded grader: agreement with examiner labels',
      [
        'Strict mode, every checklist item of every labelled transcript (`npm run eval:grader`). Agreement = share of',
        "item decisions equal to the examiner's; kappa = Cohen's kappa on the same decisions. The holdout was",
        'written with the dev set, before any tuning, and never tuned on.',
        '',
        table(
          [
            'Set',
            'Transcripts',
            'Cases',
            'Items',
            'Agreement',
            'Kappa',
            'Both yes',
            'Grader-only yes',
            'Examiner-only yes',
            'Both no',
          ],
          rows,
        ),
        '',
        `Target: dev agreement ≥ ${TARGET_AGREEMENT}.`,
        '',
        'Overall score by transcript style (strict mode):',
        '',
        table(['Style', 'Transcripts', 'Mean score', 'Range'], styleRows),
        '',
        `Lenient mode adds ${Math.min(...lenientGain)}-${Math.max(...lenientGain)} points (mean ${(lenientGain.reduce((a, b) => a + b, 0) / lenientGain.length).toFixed(1)}) over strict on the same transcripts.`,
        '',
        'Dev items the grader disagrees on most (grader-only yes / examiner-only yes):',
        '',
        worst.length > 0 ? table(['Item', 'Grader-only yes', 'Examiner-only yes'], worst) : 'None.',
      ].join('\n'),
    );
  }
  return { dev, holdout };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '');
if (isMain) {
  const args = new Set(process.argv.slice(2));
  const { dev } = await evalGrader({ quiet: args.has('--quiet'), write: !args.has('--no-write') });
  if (dev.agreement < TARGET_AGREEMENT) {
    console.error(`\ndev agreement ${f3(dev.agreement)} is below the target ${TARGET_AGREEMENT}`);
    process.exit(1);
  }
}
