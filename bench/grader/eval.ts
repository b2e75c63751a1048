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
 * The examiner set (examiner-set.yaml, labelled by EXAMINER-RULES.md with the message that earns
 * each met item) is reported in two parts: the tuning part with its disagreements and the quotes
 * that do not earn their item, and the locked part with totals only. For both: agreement, kappa,
 * recall and precision of the grader's 'yes', per section and per style, the mean gap between the
 * grader's overall score and the score of the examiner's verdicts, and the count of evidence quotes
 * that cite a message which does not earn the item.
 *
 *   tsx bench/grader/eval.ts            dev details + holdout totals, writes RESULTS.md
 *   tsx bench/grader/eval.ts --quiet    totals only
 *   tsx bench/grader/eval.ts --no-write do not touch RESULTS.md
 *   tsx bench/grader/eval.ts --baseline writes the examiner figures as the untuned record (once)
 */
import { table, writeSection } from '../results';
import { gradeEncounter, scoreChecklist } from '../../engine/grader/grade';
import { loadCase, loadTranscripts, type LabelledTranscript } from './dataset';

export const TARGET_AGREEMENT = 0.95;

/** Targets on the examiner set's locked part (issue 17). */
export const LOCKED_TARGETS = { agreement: 0.95, recall: 0.93, precision: 0.97, scoreGap: 3, badQuotes: 0 };

export interface Confusion {
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
  readonly scores: {
    transcript: string;
    style: string;
    score: number;
    lenient: number;
    /** The score of the examiner's verdicts, weighted like the grader's. */
    examiner: number;
  }[];
  readonly bySection: Map<string, Confusion>;
  readonly byStyle: Map<string, Confusion>;
  /** Grader 'yes' on an examiner 'yes' whose evidence is not a message that earns the item. */
  readonly badQuotes: {
    transcript: string;
    itemId: string;
    quote: string;
    cited: string;
    earning: string[];
  }[];
  /** Grader 'yes' decisions whose evidence could be checked (examiner set only). */
  readonly checkedQuotes: number;
}

const emptyConfusion = (): Confusion => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

function tally(c: Confusion, expected: 'yes' | 'no', got: 'yes' | 'no'): void {
  if (expected === 'yes' && got === 'yes') c.tp += 1;
  else if (expected === 'no' && got === 'yes') c.fp += 1;
  else if (expected === 'yes' && got === 'no') c.fn += 1;
  else c.tn += 1;
}

export const agreementOf = (c: Confusion) => {
  const n = c.tp + c.fp + c.fn + c.tn;
  return n > 0 ? (c.tp + c.tn) / n : 0;
};
export const recallOf = (c: Confusion) => (c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 1);
export const precisionOf = (c: Confusion) => (c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 1);
export const meanGap = (r: SetResult) =>
  r.scores.length > 0
    ? r.scores.reduce((a, s) => a + Math.abs(s.score - s.examiner), 0) / r.scores.length
    : 0;

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
  const confusion = emptyConfusion();
  const bySection = new Map<string, Confusion>();
  const byStyle = new Map<string, Confusion>();
  const disagreements: SetResult['disagreements'] = [];
  const scores: SetResult['scores'] = [];
  const badQuotes: SetResult['badQuotes'] = [];
  let checkedQuotes = 0;
  for (const t of transcripts) {
    const caseData = loadCase(t.caseId);
    const result = gradeEncounter({ caseData, messages: t.messages });
    const lenient = gradeEncounter({ caseData, messages: t.messages, mode: 'lenient' });
    const examiner = scoreChecklist(
      caseData,
      result.checklistResults.map((r) => ({
        itemId: r.itemId,
        performance: t.yes.has(r.itemId) ? 'yes' : 'no',
      })),
    ).overallScore;
    scores.push({
      transcript: t.id,
      style: t.style,
      score: result.overallScore,
      lenient: lenient.overallScore,
      examiner,
    });
    for (const r of result.checklistResults) {
      const expected = t.yes.has(r.itemId) ? 'yes' : 'no';
      const got = r.performance;
      tally(confusion, expected, got);
      if (!bySection.has(r.section)) bySection.set(r.section, emptyConfusion());
      tally(bySection.get(r.section)!, expected, got);
      if (!byStyle.has(t.style)) byStyle.set(t.style, emptyConfusion());
      tally(byStyle.get(t.style)!, expected, got);
      if (expected !== got)
        disagreements.push({ transcript: t.id, itemId: r.itemId, expected, got, comment: r.aiComment });
      const earning = t.earning?.get(r.itemId);
      if (got === 'yes' && expected === 'yes' && earning) {
        checkedQuotes += 1;
        if (!r.evidenceMessageId || !earning.has(r.evidenceMessageId)) {
          const cited = t.messages.find((m) => m.id === r.evidenceMessageId);
          badQuotes.push({
            transcript: t.id,
            itemId: r.itemId,
            quote: r.aiComment,
            cited: cited ? `${cited.id}: ${cited.content}` : String(r.evidenceMessageId),
            earning: [...earning].map((id) => `${id}: ${t.messages.find((m) => m.id === id)?.content ?? ''}`),
          });
        }
      }
    }
    for (const id of t.yes) {
      if (!result.checklistResults.some((r) => r.itemId === id))
        throw new Error(`${t.id}: labelled item ${id} not graded`);
    }
  }
  return {
    name,
    transcripts: transcripts.length,
    cases: new Set(transcripts.map((t) => t.caseId)).size,
    confusion,
    agreement: agreementOf(confusion),
    kappa: cohensKappa(confusion),
    disagreements,
    scores,
    bySection,
    byStyle,
    badQuotes,
    checkedQuotes,
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

export interface GraderEval {
  dev: SetResult;
  holdout: SetResult;
  tuning: SetResult;
  locked: SetResult;
}

export async function evalGrader(
  opts: { quiet?: boolean; write?: boolean; baseline?: boolean } = {},
): Promise<GraderEval> {
  const dev = evaluateSet('dev', loadTranscripts('dev-set.yaml'));
  const holdout = evaluateSet('holdout', loadTranscripts('holdout.yaml'));
  const examiner = loadTranscripts('examiner-set.yaml');
  const tuning = evaluateSet(
    'examiner (tuning part)',
    examiner.filter((t) => !t.locked),
  );
  const locked = evaluateSet(
    'examiner (locked part)',
    examiner.filter((t) => t.locked),
  );

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
  reportExaminer(tuning, locked, opts);
  return { dev, holdout, tuning, locked };
}

function figures(r: SetResult): (string | number)[] {
  const c = r.confusion;
  return [
    r.name,
    r.transcripts,
    c.tp + c.fp + c.fn + c.tn,
    f3(r.agreement),
    f3(r.kappa),
    f3(recallOf(c)),
    f3(precisionOf(c)),
    meanGap(r).toFixed(1),
    `${r.badQuotes.length} / ${r.checkedQuotes}`,
  ];
}

const FIGURE_HEADERS = [
  'Part',
  'Transcripts',
  'Items',
  'Agreement',
  'Kappa',
  'Recall',
  'Precision',
  'Mean score gap',
  'Non-earning quotes',
];

function breakdown(label: string, parts: readonly SetResult[], key: 'bySection' | 'byStyle'): string {
  const rows: (string | number)[][] = [];
  for (const r of parts) {
    for (const [k, c] of [...r[key].entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      rows.push([
        r.name,
        k,
        c.tp + c.fp + c.fn + c.tn,
        f3(agreementOf(c)),
        f3(cohensKappa(c)),
        f3(recallOf(c)),
        f3(precisionOf(c)),
      ]);
    }
  }
  return table(['Part', label, 'Items', 'Agreement', 'Kappa', 'Recall', 'Precision'], rows);
}

function meetsTargets(r: SetResult): string[] {
  const misses: string[] = [];
  if (r.agreement < LOCKED_TARGETS.agreement)
    misses.push(`agreement ${f3(r.agreement)} < ${LOCKED_TARGETS.agreement}`);
  if (recallOf(r.confusion) < LOCKED_TARGETS.recall)
    misses.push(`recall ${f3(recallOf(r.confusion))} < ${LOCKED_TARGETS.recall}`);
  if (precisionOf(r.confusion) < LOCKED_TARGETS.precision)
    misses.push(`precision ${f3(precisionOf(r.confusion))} < ${LOCKED_TARGETS.precision}`);
  if (meanGap(r) > LOCKED_TARGETS.scoreGap)
    misses.push(`mean score gap ${meanGap(r).toFixed(1)} > ${LOCKED_TARGETS.scoreGap}`);
  if (r.badQuotes.length > LOCKED_TARGETS.badQuotes) misses.push(`${r.badQuotes.length} non-earning quotes`);
  return misses;
}

/**
 * The examiner set: the tuning part in detail, the locked part as totals only (its per-item
 * disagreements and quotes are never printed).
 */
function reportExaminer(
  tuning: SetResult,
  locked: SetResult,
  opts: { quiet?: boolean; write?: boolean; baseline?: boolean },
): void {
  for (const r of [tuning, locked]) {
    const c = r.confusion;
    console.log(
      `${line(r)}; recall ${f3(recallOf(c))}, precision ${f3(precisionOf(c))}, mean score gap ${meanGap(r).toFixed(1)}, non-earning quotes ${r.badQuotes.length}/${r.checkedQuotes}`,
    );
  }
  const misses = meetsTargets(locked);
  console.log(
    misses.length === 0 ? 'locked part: all targets met' : `locked part below target: ${misses.join('; ')}`,
  );
  if (!opts.quiet) {
    console.log('\nExaminer tuning part, worst items (grader-only yes / examiner-only yes):');
    for (const [k, fp, fn] of worstItems(tuning, 15)) console.log(`  ${k.padEnd(28)} ${fp} / ${fn}`);
    console.log('\nExaminer tuning part, disagreements:');
    for (const d of tuning.disagreements)
      console.log(
        `  ${d.transcript} ${shortId(d.itemId)}: examiner ${d.expected}, grader ${d.got} — ${d.comment.slice(0, 110)}`,
      );
    console.log('\nExaminer tuning part, quotes that do not earn their item:');
    for (const q of tuning.badQuotes)
      console.log(
        `  ${q.transcript} ${shortId(q.itemId)}: cited ${q.cited.slice(0, 80)} | earning ${q.earning.join(' / ').slice(0, 120)}`,
      );
    // The locked part is reported as totals only (above): its scores one by one would point at
    // the transcripts to tune on.
    console.log('\nExaminer scores (grader / examiner), tuning part:');
    for (const s of tuning.scores)
      console.log(`  ${s.transcript.padEnd(34)} ${s.style.padEnd(12)} ${s.score} / ${s.examiner}`);
  }
  if (opts.write === false) return;
  const body = [
    `The examiner set (\`bench/grader/examiner-set.yaml\`, ${tuning.transcripts + locked.transcripts} transcripts over every system, labelled item by item by`,
    '`bench/grader/EXAMINER-RULES.md` before the grader ran on them, with the message that earns each met item).',
    'The locked part (a third of each style by hash) is never tuned on and reported as totals only. Recall and',
    "precision are of the grader's 'yes'; mean score gap = mean |grader overall score - score of the examiner's",
    "verdicts|; a non-earning quote is a 'yes' on an examiner 'yes' whose evidence cites a message that does not earn it.",
    '',
    table(FIGURE_HEADERS, [figures(tuning), figures(locked)]),
    '',
    `Targets on the locked part: agreement ≥ ${LOCKED_TARGETS.agreement}, recall ≥ ${LOCKED_TARGETS.recall}, precision ≥ ${LOCKED_TARGETS.precision}, mean score gap ≤ ${LOCKED_TARGETS.scoreGap}, ${LOCKED_TARGETS.badQuotes} non-earning quotes. ${misses.length === 0 ? 'All met.' : `Not met: ${misses.join('; ')}.`}`,
    '',
    'By section:',
    '',
    breakdown('Section', [tuning, locked], 'bySection'),
    '',
    'By style:',
    '',
    breakdown('Style', [tuning, locked], 'byStyle'),
  ].join('\n');
  if (opts.baseline)
    writeSection(
      'grader-examiner-untuned',
      'Embedded grader on the examiner set: untuned (first run, before any tuning on it)',
      body,
    );
  else writeSection('grader-examiner', 'Embedded grader on the examiner set', body);
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '');
if (isMain) {
  const args = new Set(process.argv.slice(2));
  const { dev } = await evalGrader({
    quiet: args.has('--quiet'),
    write: !args.has('--no-write'),
    baseline: args.has('--baseline'),
  });
  if (dev.agreement < TARGET_AGREEMENT) {
    console.error(`\ndev agreement ${f3(dev.agreement)} is below the target ${TARGET_AGREEMENT}`);
    process.exit(1);
  }
}
