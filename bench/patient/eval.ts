/**
 * `npm run eval:patient` (tsx bench/patient/eval.ts): measures the patient engine's understanding
 * and its discipline on the development set, reports the hold-out set's totals and the fresh set's
 * (fresh-tune and the locked fresh-holdout split), and writes the "Patient engine: language
 * understanding" section of bench/RESULTS.md.
 *
 * - Accuracy: an utterance is right when the set of keys analyzeUtterance returns (topics,
 *   symptoms, manoeuvres, acts, education) equals the expected set exactly; '-' items must map to
 *   nothing. Per-kind precision and recall are micro-averaged over key occurrences.
 * - Over-disclosure: the engine replies to each utterance (empty history) as the item's case; a
 *   reply over-discloses when it reveals a fact whose key was not expected (opening line counts as
 *   openQuestion, name/age as identityCheck, a concern as invitingQuestions).
 * - Follow-up items (fresh set, third element) are understood in the context of the previous
 *   learner message, and the engine replies after a history holding that message and its reply.
 * - Exit code 1 when the dev set is below 95% accuracy or any reply over-discloses. The hold-out set
 *   and the fresh-holdout split are reported but never printed item by item, so they cannot be
 *   tuned against.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Case } from '../../content/schema';
import { analyzeInContext, analyzeUtterance } from '../../server/ai/nlu/analyze';
import { createPatientEngine, type ChatTurn, type DisclosedFact } from '../../server/ai/patient/engine';
import { table, writeSection } from '../results';
import { freshSplit, KIND_OF, loadCasesTolerant, loadDevSet, type DevItem, type KeyKind } from './dataset';

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGET_ACCURACY = 0.95;
const KINDS: KeyKind[] = ['topic', 'symptom', 'manoeuvre', 'act', 'education'];

function disclosedKey(d: DisclosedFact): string {
  if (d.kind === 'opening') return 'openQuestion';
  if (d.kind === 'identity') return 'identityCheck';
  if (d.kind === 'concern') return 'invitingQuestions';
  return d.key;
}

interface Report {
  n: number;
  exact: number;
  topicExact: number;
  overDisclosing: DevItem[];
  tp: Record<KeyKind, number>;
  fp: Record<KeyKind, number>;
  fn: Record<KeyKind, number>;
  missesByKey: Map<string, number>;
  falseByKey: Map<string, number>;
  wrong: { item: DevItem; got: string[] }[];
  msPerUtterance: number;
}

function evaluate(items: readonly DevItem[], cases: Map<string, Case>): Report {
  const zero = () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<KeyKind, number>;
  const r: Report = {
    n: items.length,
    exact: 0,
    topicExact: 0,
    overDisclosing: [],
    tp: zero(),
    fp: zero(),
    fn: zero(),
    missesByKey: new Map(),
    falseByKey: new Map(),
    wrong: [],
    msPerUtterance: 0,
  };
  const engines = new Map([...cases].map(([id, c]) => [id, createPatientEngine(c)]));
  const histories = new Map<DevItem, ChatTurn[]>();
  for (const item of items) {
    const engine = engines.get(item.caseId);
    if (!engine) throw new Error(`unknown case id '${item.caseId}' in the data set`);
    const u = understand(item);
    const got = [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])];
    const expected = new Set(item.expected);
    const gotSet = new Set<string>(got);
    if (got.length === expected.size && got.every((k) => expected.has(k))) r.exact += 1;
    else r.wrong.push({ item, got });
    const topicsOf = (keys: Iterable<string>) =>
      [...keys]
        .filter((k) => KIND_OF.get(k) === 'topic')
        .sort()
        .join(' ');
    if (topicsOf(gotSet) === topicsOf(expected)) r.topicExact += 1;
    for (const k of gotSet) {
      const kind = KIND_OF.get(k)!;
      if (expected.has(k)) r.tp[kind] += 1;
      else {
        r.fp[kind] += 1;
        r.falseByKey.set(k, (r.falseByKey.get(k) ?? 0) + 1);
      }
    }
    for (const k of expected) {
      if (!gotSet.has(k)) {
        r.fn[KIND_OF.get(k)!] += 1;
        r.missesByKey.set(k, (r.missesByKey.get(k) ?? 0) + 1);
      }
    }
    const history: ChatTurn[] = item.after
      ? [
          { sender: 'user', content: item.after },
          { sender: 'ai', content: engine.reply([], item.after).text },
        ]
      : [];
    histories.set(item, history);
    const reply = engine.reply(history, item.text);
    if (reply.disclosed.some((d) => !expected.has(disclosedKey(d)))) r.overDisclosing.push(item);
  }
  // Time one reply per item (analysis in context + reply), best of three passes: the machine may be
  // busy with other work, and the best pass is the closest to the engine's own cost.
  let best = Infinity;
  for (let pass = 0; pass < 3; pass += 1) {
    const t0 = performance.now();
    for (const item of items) engines.get(item.caseId)!.reply(histories.get(item)!, item.text);
    best = Math.min(best, (performance.now() - t0) / items.length);
  }
  r.msPerUtterance = best;
  return r;
}

/** The understanding scored: follow-up items in the context of the previous learner message. */
function understand(item: DevItem) {
  return item.after ? analyzeInContext(item.text, [item.after]) : analyzeUtterance(item.text);
}

/** The 10 cases of the original dev set; the coverage supplements speak to other cases. */
const ORIGINAL_DEV_CASES = new Set([
  'acute-appendicitis',
  'acute-myocardial-infarction',
  'alcohol-use-disorder',
  'major-depression-suicide-risk',
  'benign-prostatic-hyperplasia',
  'rheumatoid-arthritis',
  'benign-paroxysmal-positional-vertigo',
  'pulmonary-tuberculosis',
  'kawasaki-disease',
  'ectopic-pregnancy',
]);

/**
 * The engine as it was before the generalisation round (measured once, when fresh-set.yaml was
 * written and before any matcher change; the code it measured no longer exists, so the figures are
 * kept here). Five fresh-set annotations were corrected afterwards (net effect on those figures:
 * one item, 0.1 point).
 */
const BEFORE = table(
  ['Set', 'Utterances', 'Exact key-set accuracy', 'Topic accuracy', 'Over-disclosure'],
  [
    ['dev (original 10 cases)', 884, '99.8%', '99.9%', '0.0%'],
    ['hold-out', 198, '96.0%', '97.0%', '2.5%'],
    ['fresh (all)', 749, '57.9%', '75.3%', '12.7%'],
    ['fresh-tune', 509, '56.6%', '75.0%', '13.4%'],
    ['fresh-holdout (locked)', 240, '60.8%', '75.8%', '11.3%'],
  ],
);

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);

function summaryRows(name: string, r: Report): (string | number)[] {
  return [
    name,
    r.n,
    pct(r.exact, r.n),
    pct(r.topicExact, r.n),
    pct(r.overDisclosing.length, r.n),
    `${r.msPerUtterance.toFixed(3)} ms`,
  ];
}

function kindRows(r: Report): (string | number)[][] {
  return KINDS.map((k) => [
    k,
    pct(r.tp[k], r.tp[k] + r.fp[k]),
    pct(r.tp[k], r.tp[k] + r.fn[k]),
    r.fn[k],
    r.fp[k],
  ]);
}

function main(): number {
  const cases = new Map(loadCasesTolerant().map((c) => [c.id, c]));
  const dev = loadDevSet(path.join(here, 'dev-set.yaml'));
  const holdout = loadDevSet(path.join(here, 'holdout.yaml'));
  const fresh = loadDevSet(path.join(here, 'fresh-set.yaml'));
  const freshTune = fresh.filter((i) => freshSplit(i) === 'tune');
  const freshHoldout = fresh.filter((i) => freshSplit(i) === 'holdout');
  // Warm up the regex and jamo caches so the timing is per utterance, not per process start.
  for (const item of dev.slice(0, 50)) analyzeUtterance(item.text);
  const d = evaluate(dev, cases);
  // The dev set's first 884 utterances, over its 10 original cases (the supplements use other cases).
  const devOriginal = evaluate(
    dev.filter((i) => ORIGINAL_DEV_CASES.has(i.caseId)),
    cases,
  );
  const h = evaluate(holdout, cases);
  const ft = evaluate(freshTune, cases);
  const fh = evaluate(freshHoldout, cases);
  const fa = evaluate(fresh, cases);

  const devCases = new Set(dev.map((i) => i.caseId)).size;
  const devTopics = new Set(dev.flatMap((i) => i.expected.filter((k) => KIND_OF.get(k) === 'topic'))).size;
  const summary = table(
    ['Set', 'Utterances', 'Exact key-set accuracy', 'Topic accuracy', 'Over-disclosure', 'analyse + reply'],
    [
      summaryRows('dev (all)', d),
      summaryRows('dev (original 10 cases)', devOriginal),
      summaryRows('hold-out', h),
      summaryRows('fresh (all)', fa),
      summaryRows('fresh-tune', ft),
      summaryRows('fresh-holdout (locked)', fh),
    ],
  );
  const misses = [...d.missesByKey].sort((a, b) => b[1] - a[1]);
  const topicMisses = misses.filter(([k]) => KIND_OF.get(k) === 'topic');
  const falses = [...d.falseByKey].sort((a, b) => b[1] - a[1]);

  console.log(summary);
  console.log('\nDev set, per kind (precision, recall, misses, false keys):');
  console.log(table(['Kind', 'Precision', 'Recall', 'Missed', 'False'], kindRows(d)));
  console.log(`\nMisses per topic (dev): ${topicMisses.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  console.log(
    `Other missed keys (dev): ${
      misses
        .filter(([k]) => KIND_OF.get(k) !== 'topic')
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(`False keys (dev): ${falses.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  if (d.wrong.length > 0) {
    console.log('\nDev utterances not matched exactly:');
    for (const { item, got } of d.wrong) {
      console.log(
        `  [${item.caseId}] ${item.text}\n      expected: ${item.expected.join(' ') || '-'}   got: ${got.join(' ') || '-'}`,
      );
    }
  }
  for (const item of d.overDisclosing) console.log(`  OVER-DISCLOSURE [${item.caseId}] ${item.text}`);
  console.log(
    `\nHold-out: ${h.wrong.length} of ${h.n} utterances not matched exactly (not listed on purpose).`,
  );
  console.log('\nFresh-tune set, per kind:');
  console.log(table(['Kind', 'Precision', 'Recall', 'Missed', 'False'], kindRows(ft)));
  if (process.argv.includes('--fresh')) {
    console.log('\nFresh-tune utterances not matched exactly:');
    for (const { item, got } of ft.wrong) {
      console.log(
        `  [${item.caseId}] ${item.after ? `(after '${item.after}') ` : ''}${item.text}\n      expected: ${item.expected.join(' ') || '-'}   got: ${got.join(' ') || '-'}`,
      );
    }
    for (const item of ft.overDisclosing)
      console.log(
        `  OVER-DISCLOSURE [${item.caseId}] ${item.after ? `(after '${item.after}') ` : ''}${item.text}`,
      );
  } else console.log(`Fresh-tune: ${ft.wrong.length} of ${ft.n} not matched exactly (--fresh lists them).`);
  console.log(
    `Fresh-holdout: ${fh.wrong.length} of ${fh.n} utterances not matched exactly (locked: not listed).`,
  );

  writeSection(
    'patient-nlu',
    'Patient engine: language understanding',
    [
      `\`npm run eval:patient\`. Dev set: ${d.n} utterances over ${devCases} cases and ${devTopics} history topics (bench/patient/dev-set.yaml); hold-out: ${h.n} utterances split off by hash before the matcher was written and never tuned against (bench/patient/holdout.yaml). Fresh set: ${fa.n} utterances over ${new Set(fresh.map((i) => i.caseId)).size} other cases (${fresh.filter((i) => i.after).length} of them follow-ups scored in context), written later in students' own registers (bench/patient/fresh-set.yaml); its fresh-holdout split (${fh.n} items, fixed by hash before tuning) is measured only.`,
      '',
      summary,
      '',
      'Before the generalisation round (same sets; the dev set then had only its original 884 utterances):',
      '',
      BEFORE,
      '',
      'Exact key-set accuracy: the keys found (topics, symptoms, manoeuvres, acts, education) equal the expected set exactly. Topic accuracy: the same on history topics only. Over-disclosure: share of replies revealing a fact whose key was not expected. Time: one analyse-in-context + reply per utterance, best of three passes.',
      '',
      'Dev set per kind:',
      '',
      table(['Kind', 'Precision', 'Recall', 'Missed', 'False'], kindRows(d)),
      '',
      'Fresh set (all) per kind:',
      '',
      table(['Kind', 'Precision', 'Recall', 'Missed', 'False'], kindRows(fa)),
      '',
      `Fresh-holdout per kind: ${KINDS.map((k) => `${k} P ${pct(fh.tp[k], fh.tp[k] + fh.fp[k])} / R ${pct(fh.tp[k], fh.tp[k] + fh.fn[k])}`).join('; ')}.`,
      '',
      `Hold-out per kind: ${KINDS.map((k) => `${k} P ${pct(h.tp[k], h.tp[k] + h.fp[k])} / R ${pct(h.tp[k], h.tp[k] + h.fn[k])}`).join('; ')}.`,
      '',
      `Misses per topic (dev): ${topicMisses.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}.`,
    ].join('\n'),
  );

  const ok = d.exact / d.n >= TARGET_ACCURACY && d.overDisclosing.length === 0;
  console.log(ok ? '\nTargets met (dev ≥ 95% exact, zero over-disclosure).' : '\nBELOW TARGET.');
  return ok ? 0 : 1;
}

process.exitCode = main();
