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
import { analyzeInContext, analyzeUtterance, forgetAnalyses } from '../../engine/nlu/analyze';
import { createPatientEngine, type ChatTurn, type DisclosedFact } from '../../engine/patient/engine';
import { table, writeSection } from '../results';
import { scoreConversations, type ConversationReport } from './conversations';
import { realism } from './realism';
import { phrasingBankLine } from './phrasing-bank';
import {
  conversationSplit,
  freshSplit,
  KIND_OF,
  loadCasesTolerant,
  loadConversations,
  loadDevSet,
  type DevItem,
  type KeyKind,
} from './dataset';

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
    // Every pass analyses afresh: the time is the engine's, not the look-up of an earlier pass.
    forgetAnalyses();
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

/** register-holdout.yaml measured once on the engine before the fidelity round. */
const REGISTER_BEFORE = '55.9% exact, 72.9% topic accuracy, 6.8% over-disclosure';

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

/**
 * Untuned figures of the grown conversation set (44 encounters), measured once on the engine as the
 * previous round left it, right after the 28 new encounters were written (2026-11-29, before any
 * change of this round). The first 16 encounters, untuned before the fidelity round (2026-11-28):
 * all 76.0% per turn, 45 false facts; locked 74.6%, 26 false facts.
 */
const CONVERSATIONS_BEFORE: (string | number)[][] = [
  ['all', 44, 1124, '84.5%', 748, '85.7%', '59 (7.9%)', '5.9%'],
  ['tune', 27, 713, '85.8%', 475, '86.3%', '37 (7.8%)', '5.5%'],
  ['locked', 17, 411, '82.2%', 273, '84.6%', '22 (8.1%)', '6.6%'],
];

/** Round 4's figures (2026-12-05, main at 2c818df), the engine before round 5. */
const CONVERSATIONS_ROUND4: (string | number)[][] = [
  ['all', 52, 1352, '88.8%', 917, '92.0%', '20 (2.2%)', '2.7%'],
  ['tune', 32, 858, '90.9%', 582, '95.0%', '1 (0.2%)', '1.4%'],
  ['locked', 20, 494, '85.0%', 335, '86.9%', '19 (5.7%)', '4.9%'],
];

/** Round 5's figures (2026-12-05, main at da91ea6), the engine before round 6, on the 52 encounters. */
const CONVERSATIONS_ROUND5: (string | number)[][] = [
  ['all', 52, 1352, '93.0%', 917, '95.0%', '20 (2.2%)', '2.1%'],
  ['tune', 32, 858, '97.2%', 582, '99.3%', '1 (0.2%)', '0.6%'],
  ['locked', 20, 494, '85.8%', 335, '87.5%', '19 (5.7%)', '4.9%'],
];

/**
 * The engine before round 6 on the grown set (59 encounters: seven new tune encounters, and the two
 * 엽산 turns relabelled as prenatal care), measured once after the round (2026-12-05) on the
 * untouched engine of commit e53454c. The seven new encounters alone: 87.4% per turn, 87.9%
 * answered, 4 false facts, 3.4% over-disclosure.
 */
const CONVERSATIONS_ROUND6_UNTUNED: (string | number)[][] = [
  ['all', 59, 1526, '92.5%', 1041, '94.2%', '23 (2.2%)', '2.2%'],
  ['tune', 39, 1032, '95.6%', 706, '97.5%', '4 (0.6%)', '1.0%'],
  ['locked', 20, 494, '86.0%', 335, '87.5%', '19 (5.7%)', '4.7%'],
];

/**
 * The engine before round 7 (commit 87d6dab, 2026-12-05) on the grown set (63 encounters: four new
 * tune encounters of summaries, written and committed before any change). The four alone: 97.8%
 * per turn, 92.4% answered, 4 false facts (wrong summaries confirmed), 0.0% over-disclosure.
 */
const CONVERSATIONS_ROUND7_UNTUNED: (string | number)[][] = [
  ['all', 63, 1618, '94.2%', 1107, '95.6%', '23 (2.1%)', '1.7%'],
  ['tune', 43, 1124, '97.7%', 772, '99.0%', '4 (0.5%)', '0.4%'],
  ['locked', 20, 494, '86.2%', 335, '87.8%', '19 (5.7%)', '4.7%'],
];

/**
 * Round 12's part (conversations-r12.yaml, eight encounters, 210 turns) measured once on the engine
 * as round 11 left it (main at 8cba278, 2026-12-06), right after it was written and before any
 * change: with the first-pass labels 80.5% per turn, 82.8% answered, 8 false facts (5.5%), 3.8%
 * over-disclosure; the row is after ten labels were brought to the annotation conventions.
 */
const CONVERSATIONS_R12_UNTUNED: (string | number)[][] = [
  ['round 12 part (tune)', 8, 210, '84.3%', 145, '83.4%', '8 (5.5%)', '3.3%'],
];

/**
 * Round 13's part (conversations-r13.yaml, four encounters, 74 turns) measured once on the engine as
 * round 12 left it (main at 23bab20, 2026-12-06), right after it was written and before any change:
 * with the first-pass labels 78.4% per turn; the row is after seven labels were brought to the
 * annotation conventions and the follow-up rule.
 */
const CONVERSATIONS_R13_UNTUNED: (string | number)[][] = [
  ['round 13 part (tune)', 4, 74, '83.8%', 58, '82.8%', '7 (12.1%)', '8.1%'],
];

/**
 * Round 14's part (conversations-r14.yaml, six encounters, 158 turns) measured once on the engine as
 * round 13 left it (main at 7e3b67b, 2026-12-06), right after it was written and before any change:
 * with the first-pass labels 89.9% per turn, 90.8% answered, 5 false facts, 1.3% over-disclosure;
 * the row is after three labels were brought to the annotation conventions.
 */
const CONVERSATIONS_R14_UNTUNED: (string | number)[][] = [
  ['round 14 part (tune)', 6, 158, '91.1%', 120, '90.0%', '6 (5.0%)', '1.3%'],
];

/**
 * Round 15's part (conversations-r15.yaml, six encounters, 146 turns) measured once on the engine as
 * round 14 left it (main at 23ebc91, 2026-12-06), right after it was written and before any change:
 * with the first-pass labels 80.8% per turn, 80.9% answered, 13 false facts, 6.8% over-disclosure;
 * the row is after four labels were brought to the annotation conventions.
 */
const CONVERSATIONS_R15_UNTUNED: (string | number)[][] = [
  ['round 15 part (tune)', 6, 146, '83.6%', 110, '80.9%', '13 (11.8%)', '6.8%'],
];

/**
 * Round 16's part (conversations-r16.yaml, three encounters, 75 turns) measured once on the engine as
 * round 15 left it (main at 5230444, 2026-12-06), right after it was written and before any change:
 * with the first-pass labels 73.3% per turn, 76.3% answered, 3 false facts, 8.0% over-disclosure; the
 * row is after three labels were brought to the annotation conventions.
 */
const CONVERSATIONS_R16_UNTUNED: (string | number)[][] = [
  ['round 16 part (tune)', 3, 75, '77.3%', 59, '76.3%', '1 (1.7%)', '4.0%'],
];

/**
 * Round 17's part (conversations-r17.yaml, three encounters, 76 turns) measured once on the engine as
 * round 16 left it (main at ddc357c, 2026-12-06), right after it was written and before any change:
 * with the first-pass labels 73.7% per turn, 72.7% answered, 6 false facts, 6.6% over-disclosure; the
 * row is after six labels were brought to the annotation conventions (five after the first run, one
 * during the round).
 */
const CONVERSATIONS_R17_UNTUNED: (string | number)[][] = [
  ['round 17 part (tune)', 3, 76, '80.3%', 55, '76.4%', '4 (7.3%)', '2.6%'],
];

/**
 * Round 18's part (conversations-r18.yaml, three encounters, 80 turns) measured on the engine before
 * round 18: main at 7693d58 (round 17 with the review mends, which correct the onset's part of the
 * day); on a2e4466, before the mends, right after the set was written: 78.8% per turn, 69.4%
 * answered, 6 false facts, 2.5% over-disclosure. One label was brought to the annotation conventions
 * after the first run (a hospital stay asked is surgery: 77.5% per turn and 3.8% over-disclosure with
 * the first label).
 */
const CONVERSATIONS_R18_UNTUNED: (string | number)[][] = [
  ['round 18 part (tune)', 3, 80, '78.8%', 62, '72.6%', '4 (6.5%)', '2.5%'],
];

/**
 * Round 19's part (conversations-r19.yaml, four encounters, 88 turns) measured once on the engine as
 * round 18 and the suite20 branch left it (main at a94923d, 2026-12-06), right after it was written
 * and before any change: with the first-pass labels 80.7% per turn, 3.4% over-disclosure (same
 * answered and false facts); the row is after three labels were brought to the annotation
 * conventions (a count asked with no symptom is the complaint's detail; emergency contraception is
 * prophylaxis; when a substance began is the substance use, as the dev set labels '대마는 언제부터
 * 하셨어요?') and with the scorer's round 19 allowance (a summary's wrong day of an assault raises
 * its account).
 */
const CONVERSATIONS_R19_UNTUNED: (string | number)[][] = [
  ['round 19 part (tune)', 4, 88, '81.8%', 59, '74.6%', '5 (8.5%)', '4.5%'],
];

/**
 * Round 20's part (conversations-r20.yaml, five encounters) measured once on the engine as round 19
 * left it (main at 5648fe4, 2026-12-06), right after it was written and before any change; one
 * label was brought to the conventions after the first run ('배는 어디가 아파? 몇점?' names the
 * abdominal pain, as '배는 어디가 아파요?' is location + abdominalPain: 81.3% per turn, 4.1%
 * over-disclosure with the first label). Over-disclosure is with round 20's scorer (a turn's
 * truth facts are its answer, never volunteered): 3.3% with the scorer before; nothing else moves.
 */
const CONVERSATIONS_R20_UNTUNED: (string | number)[][] = [
  ['round 20 part (tune)', 5, 123, '82.1%', 89, '84.3%', '3 (3.4%)', '2.4%'],
];

/**
 * Round 22's part (conversations-r22.yaml, four encounters; round 21 wrote none) measured on the
 * engine as round 21 left it (main at 21c7f89, 2026-12-06), right after it was written and before
 * any change; five labels were brought to the conventions after the first run (a symptom named in a
 * question counts: duration + syncope, experience + syncope, experience + seizure; a count of
 * vomiting is vomitus + vomiting; the exertional tightness is answered by the experience sentence):
 * with the first-pass labels 81.3% per turn, 82.6% answered, 6 false facts (8.7%), 6.6%
 * over-disclosure.
 */
const CONVERSATIONS_R22_UNTUNED: (string | number)[][] = [
  ['round 22 part (tune)', 4, 91, '83.5%', 69, '84.1%', '5 (7.2%)', '4.4%'],
];

/**
 * Round 24's part (conversations-r24.yaml, three encounters; round 23 wrote none) measured on the
 * engine as round 23 left it (main at 6e921ef, 2026-12-07), right after it was written and before
 * any change of round 24.
 */
const CONVERSATIONS_R24_UNTUNED: (string | number)[][] = [
  ['round 24 part (tune)', 3, 65, '86.2%', 50, '82.0%', '3 (6.0%)', '6.2%'],
];

/**
 * Round 25's part (conversations-r25.yaml, three encounters: obstetrics, a toddler with her mother,
 * psychiatry) measured on the engine as round 24 left it (main at 19033b7, 2026-12-07), right after
 * it was written and before any change of round 25; two labels were brought to the conventions
 * after the first run (a past episode naming the symptom is experience + the symptom; how an injury
 * happened, '어쩌다 넘어지셨어요?', is trauma as round 12 labels it): with the first-pass labels 85.4%
 * per turn, 84.4% answered, 5 false facts (7.8%), 7.3% over-disclosure.
 */
const CONVERSATIONS_R25_UNTUNED: (string | number)[][] = [
  ['round 25 part (tune)', 3, 82, '87.8%', 64, '85.9%', '4 (6.3%)', '6.1%'],
];

/**
 * Round 26's part (conversations-r26.yaml, four encounters: a liver abscess, gout, a student's binge,
 * von Willebrand disease) measured on the engine as round 25 left it (main at 6eff276, 2026-12-07),
 * right after it was written and before any change of round 26.
 */
const CONVERSATIONS_R26_UNTUNED: (string | number)[][] = [
  ['round 26 part (tune)', 4, 104, '73.1%', 84, '73.8%', '11 (13.1%)', '8.7%'],
];

/**
 * Round 27's part (conversations-r27.yaml, four encounters: acute pericarditis, sick sinus syndrome
 * in 하오체, acute cholecystitis, von Willebrand disease of a teenager in 반말) measured on the engine
 * as round 26 left it (main at ad43be6, 2026-12-07), right after it was written and before any change
 * of round 27; one label was brought to the conventions after the first run ('한번 그러면 얼마나
 * 가요?' after a question of what the dizziness is like is duration + dizziness, as a follow-up is
 * labelled by the question it stands for), with the same figures (main read it as duration with three
 * symptoms either way).
 */
const CONVERSATIONS_R27_UNTUNED: (string | number)[][] = [
  ['round 27 part (tune)', 4, 95, '89.5%', 68, '85.3%', '5 (7.4%)', '2.1%'],
];

/**
 * Round 28's part (conversations-r28.yaml, five encounters: a child's growth failure from
 * hypothyroidism told by her mother, warfarin over-anticoagulation, lumbar spinal stenosis in 전라도
 * dialect, chlamydial cervicitis asked with English terms, late-life depression with weight loss)
 * measured on the engine as round 27 left it (main at 423e923, 2026-12-07), right after it was written
 * and before any change of round 28. Two labels were brought to the conventions after the first run
 * ('누우면 어때요?' is what makes it worse, round 6's label of '앉으면 어때요?'; '앉으면요?' right after it
 * is the pair asked in two messages, as '앉으면 어때요? 누우면요?' is in one, round 27); with the
 * first-pass labels the same figures but 5.2% over-disclosure.
 */
const CONVERSATIONS_R28_UNTUNED: (string | number)[][] = [
  ['round 28 part (tune)', 5, 134, '83.6%', 103, '83.5%', '7 (6.8%)', '4.5%'],
];

/**
 * Round 31's part (conversations-r31.yaml, three encounters: lithium toxicity after ibuprofen, a
 * duodenal ulcer bleeding as dark red stools on naproxen, hypertension raised by an NSAID and a
 * liquorice herbal medicine in 전라도 dialect) measured on the engine as main stood at f401d49
 * (2026-12-07), right after it was written and before any change of round 31. One label was brought
 * to the conventions before the first scored run ('이부프로펜 같은 진통제가 … 올렸을 수 있어요.', first
 * written with a key of its own, is likelyDiagnosis as the cause explained in earlier rounds).
 */
const CONVERSATIONS_R31_UNTUNED: (string | number)[][] = [
  ['round 31 part (tune)', 3, 73, '71.2%', 53, '79.2%', '6 (11.3%)', '17.8%'],
];

/**
 * Round 32's part (conversations-r32.yaml, three encounters: RSV bronchiolitis in an infant told by
 * her mother, mycoplasma pneumonia in a school child asked a little himself, an adult's asthma
 * exacerbation in 반말 and telegraphic typing) measured on the engine as main stood at 085b42a
 * (2026-12-07), before any change of round 32. Three labels were brought to the conventions after
 * the first run and before any engine change ('살 빠졌어요?' is weightLoss, answered from the weight
 * change; '밥은?' is the appetite, answered from a child's feeding; '알레르기는?' of a case whose
 * allergy lies in the past history has no truth of its own); with the first-pass labels 66.2%, 44
 * checkable, 63.6% answered, 4 (9.1%) false facts, 9.9% over-disclosure.
 */
const CONVERSATIONS_R32_UNTUNED: (string | number)[][] = [
  ['round 32 part (tune)', 3, 71, '67.6%', 43, '65.1%', '3 (7.0%)', '8.5%'],
];

/**
 * Round 34's part (conversations-r34.yaml, six encounters: a left ureteral stone asked by a hurried
 * intern with typos, scrub typhus of a 경상도 farmer asked in 반말, an ectopic pregnancy asked in run-on
 * questions, pulmonary tuberculosis asked with English chart words, heart failure after skipped
 * diuretics with a wrong summary, haemolytic uraemic syndrome of a four-year-old told by her mother)
 * measured on the engine as main stood at 5d7d25b (2026-12-07), right after it was written and before
 * any change of round 34.
 */
const CONVERSATIONS_R34_UNTUNED: (string | number)[][] = [
  ['round 34 part (tune)', 6, 159, '81.8%', 106, '84.9%', '8 (7.5%)', '5.7%'],
];

/**
 * Round 35's part (conversations-r35.yaml, eight encounters over the presentation groups the tune
 * files covered least: aortic stenosis asked in 반말, Addison's disease by a hurried intern, a bleeding
 * gastric cancer by a thorough student, a nasopharyngeal carcinoma in English chart words, subacute
 * thyroiditis in run-on questions, metastatic spinal cord compression with red flags after unrelated
 * turns, bladder cancer with wrong summaries, pre-eclampsia with the plan met by an anxious mother)
 * measured on the engine as main stood at 5d7d25b (2026-12-07), before any change of round 35. Six
 * labels were brought to the conventions after the first run (the YAML header lists them); with the
 * first-pass labels 76.1% per turn, 80.0% answered, 12 (6.5%) false facts, 7.2% over-disclosure.
 */
const CONVERSATIONS_R35_UNTUNED: (string | number)[][] = [
  ['round 35 part (tune)', 8, 251, '77.3%', 185, '81.1%', '11 (5.9%)', '6.8%'],
];

/**
 * Round 38's part (conversations-r38.yaml, five encounters: a primary spontaneous pneumothorax asked
 * in 반말, an acute myocardial infarction by a hurried intern typing without spaces, a complete AV
 * block of a 79-year-old woman asked politely, a nephrotic syndrome of a bus driver in English chart
 * words, an infectious mononucleosis of a basketball player in run-on questions; each with a wrong
 * circumstance or a wrong drug checked back and an activity forbidden) measured on the engine as the
 * round began (main fb4bcd0 with patient37 re-landed, 2026-12-07), before any change of round 38.
 * The scorer counts a wrong check-back as a false fact only when confirmed in words ('맞아요'): the
 * untuned engine's '예, 2주 사이에 세 번 정신을 잃었어유.' to a wrong circumstance and its whole
 * medication lists are not counted; engine/patient/round38.test.ts checks those replies.
 */
const CONVERSATIONS_R38_UNTUNED: (string | number)[][] = [
  ['round 38 part (tune)', 5, 131, '84.0%', 81, '95.1%', '2 (2.5%)', '1.5%'],
];

/**
 * Round 39's part (conversations-r39.yaml, seven encounters: a primary spontaneous pneumothorax asked
 * in 반말, acute cholecystitis by a hurried intern, acute appendicitis in 반말 and 존댓말 mixed, acute
 * pyelonephritis and migraine with aura in English chart words, an unrecognised pregnancy by a quiet
 * student, atrial fibrillation with 'frequency' of palpitations) measured on the engine as main stood
 * at fb4bcd0 (2026-12-07), right after it was written and before any change of round 39. Two labels
 * were brought to the conventions after the first run ('frequency' of a headache or of palpitations is
 * the duration, as the analyser reads '얼마나 자주'); the untuned figures are the same with either.
 */
const CONVERSATIONS_R39_UNTUNED: (string | number)[][] = [
  ['round 39 part (tune)', 7, 173, '86.1%', 99, '90.9%', '6 (6.1%)', '5.2%'],
];

/**
 * Round 42's part (conversations-r42.yaml, eight encounters written from the door cards over the
 * groups rounds 34 to 39 used least, around elliptical follow-ups of amount, onset, frequency, colour
 * and smell after many different symptoms: a lung abscess asked in 반말 with typos, diverticular
 * bleeding by a hurried intern, a drug urticaria in English chart words, an episodic cluster headache
 * in run-on questions, a renal cell carcinoma with wrong summaries, an endometrial cancer by a quiet
 * student, a reactive arthritis in 반말 and 존댓말 mixed, hidden drinking in a counselling talk)
 * measured on the engine as main stood at b4ada32 (2026-12-07), before any change of round 42. Four
 * labels were brought to the conventions (the YAML header lists them); with the first-pass labels
 * 85.3% per turn, 89.0% answered, 6 (3.9%) false facts, 2.8% over-disclosure.
 */
const CONVERSATIONS_R42_UNTUNED: (string | number)[][] = [
  ['round 42 part (tune)', 8, 211, '86.3%', 154, '90.3%', '4 (2.6%)', '2.4%'],
];

/**
 * Round 43's part (conversations-r43.yaml, eight encounters from the door cards: a placenta previa by a
 * careful student, an incomplete abortion by a hurried intern, an unrecognised pregnancy in 반말, a
 * first antenatal visit, migraine with aura in plain words, Kawasaki disease with the mother, influenza
 * and a major depression with the plans told in 반말) measured on the engine as main stood at b4ada32
 * (2026-12-07), right after it was written and before any change of round 43. Labels were brought to
 * the conventions after the first run (the YAML header lists them); with the first-pass labels 82.5%
 * per turn, 83.4% answered, 9 (6.2%) false facts, 4.7% over-disclosure.
 */
const CONVERSATIONS_R43_UNTUNED: (string | number)[][] = [
  ['round 43 part (tune)', 8, 212, '87.7%', 145, '85.5%', '7 (4.8%)', '1.9%'],
];

/**
 * Round 44's part (conversations-r44.yaml, six encounters: a depressive pseudodementia asked by a
 * careful student, amnestic MCI by a hurried intern typing without spaces, Alzheimer disease told by
 * a daughter, delirium with a urinary infection told by a son, hypothyroidism presenting as
 * depression in mixed registers, alcoholic hepatitis by a quiet intern; bedside cognitive tests in
 * plain words, anhedonia asked as whether what was enjoyed is still fun, stress told by another
 * sentence, summaries calling a state fine) measured on the engine as main stood at b4ada32
 * (2026-12-07), right after it was written and before any change of round 44.
 */
const CONVERSATIONS_R44_UNTUNED: (string | number)[][] = [
  ['round 44 part (tune)', 6, 110, '59.1%', 59, '71.2%', '9 (15.3%)', '8.2%'],
];

/**
 * Round 46's part (conversations-r46.yaml, six encounters from the door cards: reflux by a hurried
 * intern typing without spaces and in chart English, functional dyspepsia by a careful student with
 * run-on questions, a molar pregnancy in 반말 with LMP, G/P and N/V, a prolactinoma by a quiet student,
 * a trichomonas vaginitis typed with typos and English terms, a bleeding kidney cyst of polycystic
 * kidney disease in 반말 and 존댓말 mixed) measured on the engine as main stood at 8bda2c1
 * (2026-12-07), right after it was written and before any change of round 46. Two labels were
 * brought to the conventions after the first run (the YAML header lists them); with the first-pass
 * labels 81.9% per turn, 87.6% answered, 6 (5.0%) false facts, 4.8% over-disclosure.
 */
const CONVERSATIONS_R46_UNTUNED: (string | number)[][] = [
  ['round 46 part (tune)', 6, 166, '83.1%', 121, '87.6%', '6 (5.0%)', '4.2%'],
];

/**
 * Round 47's part (conversations-r47.yaml, five encounters: the lead's walks of a subarachnoid
 * haemorrhage in an emergency room, of a mother whose toddler had a febrile seizure and of an asthma
 * attack asked in chart English, an acute otitis media told by a mother and a cluster headache of a
 * night-shift worker; the explanation part
 * said without question marks, when a symptom other than the complaint began, a witness asked what
 * was seen, earlier episodes asked with a recent time, a drug's adherence when none is taken, a
 * summary with a wrong day) measured on the engine as main stood at 8bda2c1 (2026-12-07), before any
 * change of round 47. Labels were brought to the conventions after the first run (a count after
 * vomiting is vomitus + vomiting, a frequency is duration, an announced exam is the manoeuvre) and,
 * at the merge, to round 45's ('갑자기 심해진 거에요?' alone is the course).
 */
const CONVERSATIONS_R47_UNTUNED: (string | number)[][] = [
  ['round 47 part (tune)', 5, 138, '83.3%', 86, '81.4%', '7 (8.1%)', '10.9%'],
];

/**
 * Round 45's part (conversations-r45.yaml, six encounters of memory, confusion and a changed person
 * told by carers and of the two groups least covered: a vascular dementia told by a wife to an intern
 * typing without spaces, dementia with Lewy bodies asked in chart English (MMSE, ADL, orientation), a
 * depression after a stroke asked with 반말 slips, an anticholinergic drug-induced confusion told by a
 * son to run-on questions and a wrong summary of who handles the drugs, an early-onset Alzheimer
 * disease told as bad news, a functional incontinence of a woman with dementia told by her daughter)
 * measured on the engine as main stood at 8bda2c1 (2026-12-07), right after it was written and before
 * any change of round 45, scored as round 45 scores (a sentence of another topic told for the key
 * asked is that topic's too, its first sentence included). Thirteen labels were brought to the
 * conventions (the YAML header lists them); with the first-pass labels and the old scorer 68.8% per
 * turn, 63.0% answered, 16 (16.0%) false facts, 10.2% over-disclosure.
 */
const CONVERSATIONS_R45_UNTUNED: (string | number)[][] = [
  ['round 45 part (tune)', 6, 157, '76.4%', 100, '65.0%', '15 (15.0%)', '5.7%'],
];

/**
 * Round 48's part (conversations-r48.yaml, the lead's walk of a suicide-risk interview of a widow who came for
 * sleeping pills: support, protective factors, how often 'that thought' comes, the safety plan, a promise asked, a
 * summary dating the husband's death wrongly) measured on the engine as main stood at b4de395 (2026-12-08), before
 * any change of round 48.
 */
const CONVERSATIONS_R48_UNTUNED: (string | number)[][] = [
  ['round 48 part (tune)', 1, 28, '71.4%', 16, '62.5%', '1 (6.3%)', '3.6%'],
];

/**
 * Round 49's part (conversations-r49.yaml, the lead's walk of an acute gout asked by a hurried intern: whether it woke
 * him, red and swollen with local heat, other joints, how the earlier episode went, drugs listed with '이나', an exam of
 * the foot announced, a drug the doctor will give) measured on the engine as main stood at d8f962f (2026-12-08), before
 * any change of round 49.
 */
const CONVERSATIONS_R49_UNTUNED: (string | number)[][] = [
  ['round 49 part (tune)', 1, 28, '64.3%', 17, '76.5%', '2 (11.8%)', '17.9%'],
];

/**
 * Round 29's part (conversations-r29.yaml, five encounters: a pulmonary embolism asked by a hurried
 * intern without spaces, a subarachnoid haemorrhage asked by a polite student, new-onset type 1
 * diabetes of a teenager in 반말, Guillain-Barré syndrome asked with English terms, an adhesive small
 * bowel obstruction asked in run-on questions) measured on the engine as round 28 left it (main at
 * f401d49, 2026-12-07), right after it was written and before any change of round 29. Two labels were
 * brought to the conventions after the first run ('하루에 몇번 가?' after the frequency is answered by the
 * sentence that counts it, '=urineVolume'; '양쪽 다 그래요? 어디가 더 심해요?' right after the numbness
 * is location + numbness); with the first-pass labels 81.3% per turn, 86.1% answered, 7 false facts,
 * 7.0% over-disclosure. (With patient28's leftovers fixed first, the same part measured 83.6%, 86.1%,
 * 7 (6.9%), 5.5%: a relative's reported check newly heard as a summary was confirmed with a wrong site.)
 */
const CONVERSATIONS_R29_UNTUNED: (string | number)[][] = [
  ['round 29 part (tune)', 5, 128, '82.0%', 101, '87.1%', '6 (5.9%)', '5.5%'],
];

/**
 * Round 30's part (conversations-r30.yaml, five encounters: croup of a two-year-old told by his
 * mother, generalised anxiety disorder, giant-cell arteritis, acute heart failure asked in chart
 * abbreviations, diabetic ketoacidosis asked in 반말) measured on the engine as round 28 left it (main
 * at f401d49, 2026-12-07), right after it was written and before any change of round 30. Three labels
 * were brought to the conventions after the first run (a stethoscope on the chest is heart and lungs,
 * a child's '밥이랑 물은' feeding and fluidIntake, '어디가 제일 아파?' after '배도 아파?' location +
 * abdominalPain); with the first-pass labels 78.9% per turn and 7.9% over-disclosure, the rest the same.
 */
const CONVERSATIONS_R30_UNTUNED: (string | number)[][] = [
  ['round 30 part (tune)', 5, 152, '80.3%', 123, '82.1%', '10 (8.1%)', '7.2%'],
];

/** Round 2's figures (2026-11-29 09:54 UTC), the engine before round 3. */
const CONVERSATIONS_ROUND2: (string | number)[][] = [
  ['all', 44, 1124, '87.7%', 748, '90.6%', '25 (3.3%)', '3.6%'],
  ['tune', 27, 713, '90.2%', 475, '93.7%', '6 (1.3%)', '2.2%'],
  ['locked', 17, 411, '83.5%', 273, '85.3%', '19 (7.0%)', '6.1%'],
];

function conversationRow(name: string, r: ConversationReport): (string | number)[] {
  return [
    name,
    r.encounters,
    r.turns,
    pct(r.exact, r.turns),
    r.checkable,
    pct(r.answered, r.checkable),
    `${r.falseFacts} (${pct(r.falseFacts, r.checkable)})`,
    pct(r.overDisclosing, r.turns),
  ];
}

const CONVERSATION_HEADER = [
  'Conversations',
  'Encounters',
  'Turns',
  'Per-turn accuracy',
  'Checkable turns',
  'Answered from the case',
  'False facts',
  'Over-disclosure',
];

function conversationsSection(cases: Map<string, Case>) {
  // Round 12's eight encounters (conversations-r12.yaml) are a tune part as a whole: in 'tune' and
  // 'all', and on a row of their own.
  // Round 13's four (conversations-r13.yaml), round 14's six (conversations-r14.yaml) and round 15's
  // six (conversations-r15.yaml) likewise, and round 16's three, round 17's three, round 18's three, round 19's four, round 20's five, round 22's four (round 21 wrote none), round 24's three (round 23 wrote none), round 25's three, round 26's four, round 27's four, round 28's five, round 29's five, round 30's five, round 31's three, round 32's three, round 34's six (round 33 wrote none), round 35's eight round 38's five, round 39's seven (rounds 36 and 37 wrote none), round 42's eight, round 43's eight, round 44's six and round 46's six (round 45 wrote none).
  // six (conversations-r15.yaml) likewise, and round 16's three, round 17's three, round 18's three, round 19's four, round 20's five, round 22's four (round 21 wrote none), round 24's three (round 23 wrote none), round 25's three, round 26's four, round 27's four, round 28's five, round 29's five, round 30's five, round 31's three, round 32's three, round 34's six (round 33 wrote none), round 35's eight round 38's five, round 39's seven (rounds 36 and 37 wrote none), round 42's eight, round 43's eight, round 44's six and round 45's six.
  const r12 = loadConversations(path.join(here, 'conversations-r12.yaml'), cases);
  const r13 = loadConversations(path.join(here, 'conversations-r13.yaml'), cases);
  const r14 = loadConversations(path.join(here, 'conversations-r14.yaml'), cases);
  const r15 = loadConversations(path.join(here, 'conversations-r15.yaml'), cases);
  const r16 = loadConversations(path.join(here, 'conversations-r16.yaml'), cases);
  const r17 = loadConversations(path.join(here, 'conversations-r17.yaml'), cases);
  const r18 = loadConversations(path.join(here, 'conversations-r18.yaml'), cases);
  const r19 = loadConversations(path.join(here, 'conversations-r19.yaml'), cases);
  const r20 = loadConversations(path.join(here, 'conversations-r20.yaml'), cases);
  const r22 = loadConversations(path.join(here, 'conversations-r22.yaml'), cases);
  const r24 = loadConversations(path.join(here, 'conversations-r24.yaml'), cases);
  const r25 = loadConversations(path.join(here, 'conversations-r25.yaml'), cases);
  const r26 = loadConversations(path.join(here, 'conversations-r26.yaml'), cases);
  const r27 = loadConversations(path.join(here, 'conversations-r27.yaml'), cases);
  const r28 = loadConversations(path.join(here, 'conversations-r28.yaml'), cases);
  const r29 = loadConversations(path.join(here, 'conversations-r29.yaml'), cases);
  const r30 = loadConversations(path.join(here, 'conversations-r30.yaml'), cases);
  const r31 = loadConversations(path.join(here, 'conversations-r31.yaml'), cases);
  const r32 = loadConversations(path.join(here, 'conversations-r32.yaml'), cases);
  const r34 = loadConversations(path.join(here, 'conversations-r34.yaml'), cases);
  const r35 = loadConversations(path.join(here, 'conversations-r35.yaml'), cases);
  const r38 = loadConversations(path.join(here, 'conversations-r38.yaml'), cases);
  const r39 = loadConversations(path.join(here, 'conversations-r39.yaml'), cases);
  const r42 = loadConversations(path.join(here, 'conversations-r42.yaml'), cases);
  const r43 = loadConversations(path.join(here, 'conversations-r43.yaml'), cases);
  const r44 = loadConversations(path.join(here, 'conversations-r44.yaml'), cases);
  const r46 = loadConversations(path.join(here, 'conversations-r46.yaml'), cases);
  const r47 = loadConversations(path.join(here, 'conversations-r47.yaml'), cases);
  const r45 = loadConversations(path.join(here, 'conversations-r45.yaml'), cases);
  const r48 = loadConversations(path.join(here, 'conversations-r48.yaml'), cases);
  const r49 = loadConversations(path.join(here, 'conversations-r49.yaml'), cases);
  const parts = [
    ...r12,
    ...r13,
    ...r14,
    ...r15,
    ...r16,
    ...r17,
    ...r18,
    ...r19,
    ...r20,
    ...r22,
    ...r24,
    ...r25,
    ...r26,
    ...r27,
    ...r28,
    ...r29,
    ...r30,
    ...r31,
    ...r32,
    ...r34,
    ...r35,
    ...r38,
    ...r39,
    ...r42,
    ...r43,
    ...r44,
    ...r46,
    ...r47,
    ...r45,
    ...r48,
    ...r49,
  ];
  const convs = [...loadConversations(path.join(here, 'conversations.yaml'), cases), ...parts];
  const tune = convs.filter((c) => parts.includes(c) || conversationSplit(c) === 'tune');
  const locked = convs.filter((c) => !parts.includes(c) && conversationSplit(c) === 'locked');
  const rt = scoreConversations(tune, cases);
  const rl = scoreConversations(locked, cases);
  const ra = scoreConversations(convs, cases);
  const rn = scoreConversations(r12, cases);
  const r13r = scoreConversations(r13, cases);
  const r14r = scoreConversations(r14, cases);
  const r15r = scoreConversations(r15, cases);
  const r16r = scoreConversations(r16, cases);
  const r17r = scoreConversations(r17, cases);
  const r18r = scoreConversations(r18, cases);
  const r19r = scoreConversations(r19, cases);
  const r20r = scoreConversations(r20, cases);
  const r22r = scoreConversations(r22, cases);
  const r24r = scoreConversations(r24, cases);
  const r25r = scoreConversations(r25, cases);
  const r26r = scoreConversations(r26, cases);
  const r27r = scoreConversations(r27, cases);
  const r28r = scoreConversations(r28, cases);
  const r29r = scoreConversations(r29, cases);
  const r30r = scoreConversations(r30, cases);
  const r31r = scoreConversations(r31, cases);
  const r32r = scoreConversations(r32, cases);
  const r34r = scoreConversations(r34, cases);
  const r35r = scoreConversations(r35, cases);
  const r38r = scoreConversations(r38, cases);
  const r39r = scoreConversations(r39, cases);
  const r42r = scoreConversations(r42, cases);
  const r43r = scoreConversations(r43, cases);
  const r44r = scoreConversations(r44, cases);
  const r46r = scoreConversations(r46, cases);
  const r47r = scoreConversations(r47, cases);
  const r45r = scoreConversations(r45, cases);
  const r48r = scoreConversations(r48, cases);
  const r49r = scoreConversations(r49, cases);
  const summary = table(CONVERSATION_HEADER, [
    conversationRow('all', ra),
    conversationRow('tune', rt),
    conversationRow('locked', rl),
    conversationRow('round 12 part (tune)', rn),
    conversationRow('round 13 part (tune)', r13r),
    conversationRow('round 14 part (tune)', r14r),
    conversationRow('round 15 part (tune)', r15r),
    conversationRow('round 16 part (tune)', r16r),
    conversationRow('round 17 part (tune)', r17r),
    conversationRow('round 18 part (tune)', r18r),
    conversationRow('round 19 part (tune)', r19r),
    conversationRow('round 20 part (tune)', r20r),
    conversationRow('round 22 part (tune)', r22r),
    conversationRow('round 24 part (tune)', r24r),
    conversationRow('round 25 part (tune)', r25r),
    conversationRow('round 26 part (tune)', r26r),
    conversationRow('round 27 part (tune)', r27r),
    conversationRow('round 28 part (tune)', r28r),
    conversationRow('round 29 part (tune)', r29r),
    conversationRow('round 30 part (tune)', r30r),
    conversationRow('round 31 part (tune)', r31r),
    conversationRow('round 32 part (tune)', r32r),
    conversationRow('round 34 part (tune)', r34r),
    conversationRow('round 35 part (tune)', r35r),
    conversationRow('round 38 part (tune)', r38r),
    conversationRow('round 39 part (tune)', r39r),
    conversationRow('round 42 part (tune)', r42r),
    conversationRow('round 43 part (tune)', r43r),
    conversationRow('round 44 part (tune)', r44r),
    conversationRow('round 45 part (tune)', r45r),
    conversationRow('round 46 part (tune)', r46r),
    conversationRow('round 47 part (tune)', r47r),
    conversationRow('round 48 part (tune)', r48r),
    conversationRow('round 49 part (tune)', r49r),
  ]);
  console.log(`\n${summary}`);
  if (process.argv.includes('--conv')) {
    console.log('\nConversation (tune) misses:');
    for (const m of rt.misses)
      console.log(
        `  [${m.id}] ${m.kind}: ${m.turn.text}\n      expected: ${m.turn.expected.join(' ') || '-'} ${m.turn.truth.join(' ')}   got: ${m.got.join(' ') || '-'}\n      reply: ${m.reply.replace(/\n/g, ' / ')}`,
      );
  } else
    console.log(`Conversation (tune): ${rt.misses.length} misses (--conv lists them); locked: totals only.`);
  writeSection(
    'patient-conversations',
    'Patient engine: whole encounters in context',
    [
      `\`npm run eval:patient\`, bench/patient/conversations.yaml, conversations-r12.yaml, conversations-r13.yaml, conversations-r14.yaml, conversations-r15.yaml, conversations-r16.yaml, conversations-r17.yaml, conversations-r18.yaml, conversations-r19.yaml, conversations-r20.yaml, conversations-r22.yaml, conversations-r24.yaml, conversations-r25.yaml, conversations-r26.yaml, conversations-r27.yaml, conversations-r28.yaml, conversations-r29.yaml, conversations-r30.yaml, conversations-r31.yaml, conversations-r32.yaml, conversations-r34.yaml, conversations-r35.yaml, conversations-r38.yaml, conversations-r39.yaml, conversations-r42.yaml, conversations-r43.yaml, conversations-r44.yaml, conversations-r45.yaml, conversations-r46.yaml, conversations-r47.yaml, conversations-r48.yaml and conversations-r49.yaml (tune parts, rounds 12 to 49): ${ra.encounters} whole encounters (${ra.turns} learner turns) over ${new Set(convs.map((c) => c.caseId)).size} cases in every presentation group, written before this round's engine changes in learners' registers (typos, 반말, English terms, run-on questions, wrong summaries and names, small talk, bad news). Fed to the engine turn by turn with the whole history. The locked split (${rl.encounters} encounters, FNV-1a(id) % 3 == 0, fixed before the first run) is measured only.`,
      '',
      summary,
      '',
      'Round 34 part, untuned (the engine before round 34):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R34_UNTUNED),
      '',
      'Round 35 part, untuned (the engine before round 35):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R35_UNTUNED),
      '',
      'Round 38 part, untuned (the engine before round 38):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R38_UNTUNED),
      '',
      'Round 39 part, untuned (the engine before round 39):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R39_UNTUNED),
      '',
      'Round 42 part, untuned (the engine before round 42):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R42_UNTUNED),
      '',
      'Round 43 part, untuned (the engine before round 43):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R43_UNTUNED),
      '',
      'Round 44 part, untuned (the engine before round 44):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R44_UNTUNED),
      '',
      'Round 46 part, untuned (the engine before round 46):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R46_UNTUNED),
      '',
      'Round 47 part, untuned (the engine before round 47):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R47_UNTUNED),
      '',
      'Round 45 part, untuned (the engine before round 45):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R45_UNTUNED),
      '',
      'Round 48 part, untuned (the engine before round 48):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R48_UNTUNED),
      '',
      'Round 49 part, untuned (the engine before round 49):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R49_UNTUNED),
      '',
      'Round 32 part, untuned (the engine before round 32):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R32_UNTUNED),
      '',
      'Round 31 part, untuned (the engine before round 31):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R31_UNTUNED),
      '',
      'Round 29 part, untuned (the engine before round 29):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R29_UNTUNED),
      '',
      'Round 30 part, untuned (the engine before round 30):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R30_UNTUNED),
      '',
      'Round 28 part, untuned (the engine before round 28):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R28_UNTUNED),
      '',
      'Round 27 part, untuned (the engine before round 27):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R27_UNTUNED),
      '',
      'Round 26 part, untuned (the engine before round 26):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R26_UNTUNED),
      '',
      'Round 25 part, untuned (the engine before round 25):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R25_UNTUNED),
      '',
      'Round 24 part, untuned (the engine before round 24):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R24_UNTUNED),
      '',
      'Round 22 part, untuned (the engine before round 22):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R22_UNTUNED),
      '',
      'Round 20 part, untuned (the engine before round 20):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R20_UNTUNED),
      '',
      'Round 19 part, untuned (the engine before round 19):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R19_UNTUNED),
      '',
      'Round 18 part, untuned (the engine before round 18):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R18_UNTUNED),
      '',
      'Round 17 part, untuned (the engine before round 17):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R17_UNTUNED),
      '',
      'Round 16 part, untuned (the engine before round 16):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R16_UNTUNED),
      '',
      'Round 15 part, untuned (the engine before round 15):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R15_UNTUNED),
      '',
      'Round 14 part, untuned (the engine before round 14):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R14_UNTUNED),
      '',
      'Round 13 part, untuned (the engine before round 13):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R13_UNTUNED),
      '',
      'Round 12 part, untuned (the engine before round 12):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_R12_UNTUNED),
      '',
      'Untuned on the grown set (the engine before round 7, 63 encounters):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_ROUND7_UNTUNED),
      '',
      "Round 7 (2026-12-05, x86_64, 2 cores shared with other jobs, Node 20): summaries checked against the case as a class, tuned on the unlocked part only. Four new tune encounters (acute MI, appendicitis, subarachnoid haemorrhage, pneumonia; 22-24 turns, 19 summaries, in 반말, typos, English chart words, run-on summaries mixing true and false parts) and engine/patient/summaries.test.ts (eight presentations: chest pain, abdominal pain, headache, dyspnoea, fever and cough, flank pain) were written and committed before the change. A summary is now corrected for: hours or minutes ago against an onset counted in hours or dated a day or more ago ('2시간 전부터' to '한 시간쯤 전'); a side of a part the case says hurts in the middle or as a whole ('오른쪽 가슴' to '가슴 한가운데'), both sides of a one-sided pain, a site the case never names for its pain ('아랫배' to the epigastrium; RUQ/RLQ/LUQ/LLQ/epigastric read as sites); '처음이시네요' against earlier episodes the case tells; a score more than a point off; a pain quality the case does not give or denies; a radiation, aggravating or relieving factor the case denies, or a radiation to a site it does not name; a drug the patient does not take; a relative the family history does not name (a relative's disease is the family history, not the patient's own). Each correction says what it corrects first ('오른쪽이 아니라 가슴 한가운데요.', '처음은 아니에요. 한 달 전부터…'), then the case's sentence, then the true parts are confirmed; a fully true summary gets '네, 맞아요.'. A sweep of our own over the library (true summaries built from each case's score, onset hours, side, radiation and relatives; '처음이신 거죠?' to every case) removed false corrections ('처음입니다' read as a first time, a relative's disease read as the patient's, '면서 주저앉았어요' read as three weeks). Scorer: an onset in hours and both sides named by a summary count as raised by it. Tune: false facts 4 → 0, answered 99.0 → 99.5%, per turn 97.7 → 97.7%, over-disclosure 0.4 → 0.4%. Locked (measured only): unchanged, per turn 86.2%, answered 87.8%, false facts 19 (5.7%), over-disclosure 4.7%: not at the target of 0. Single-utterance sets unchanged (dev 99.7%, hold-out 98.0%, fresh-tune 99.2%, fresh-holdout 86.7%, register-holdout 86.4%).",
      '',
      'Round 5 (before round 6, 52 encounters):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_ROUND5),
      '',
      'Untuned on the grown set (the engine before round 6, 59 encounters):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_ROUND6_UNTUNED),
      '',
      "Round 6 (2026-12-05, 2-core AMD EPYC, Node 20), tuned on the unlocked part only: seven new tune encounters of 24-26 turns written and committed before any change (acute pericarditis, small-bowel obstruction, bacterial meningitis, heart failure, an infant's RSV bronchiolitis told by the mother, placental abruption, generalised anxiety), in 반말, English chart words, typos, run-on double questions, wrong summaries, and red flags asked right after an unrelated topic; then a sweep of our own over every case of the library (radiation, earlier episodes, course, factors, onset, duration asked right after a habit, a relative or a symptom; symptoms after an unrelated topic; topics in 반말 and English). Classes fixed, each with tests in engine/patient/round6.test.ts: pain ever felt on exertion is an earlier episode however the question ends ('계단 오를 때 가슴 아픈 적은요?', '운동할 때…', '무거운 거 들 때…'), never the exercise habit nor today's pain; a bare '피 나요?' is never the previous subject and is answered from the case's own bleeding (or 'no bleeding'); stridor ('쇳소리', '그르렁', 'stridor', '숨소리') is read as noisy breathing and answered from the croup case's own noise, not the expiratory wheeze's no; an infant's weight ('몸무게 얼마예요?' in a conversation about a baby) is growth; 엽산 in pregnancy is prenatal care (the vocabulary's own description: 산전 관리, 엽산 복용), answered from whichever case sentence names it, and the two conversation turns labelled medication were relabelled to agree with the dev and fresh sets; who smokes at home, asked of a parent, is the household's smoking; '어디로 퍼지는 느낌', '통증이 어디로 이동해요', '다른 곳까지 아파요' are radiation; '시간 지나면서 어때요', '악화되고 있어요' course; '더 심해지는/덜해지는 때' the factors; '언제 처음 그랬어', '증상 시작은 언제부터', '한 번 아프면 얼마나 가요', '몇 분 정도 가' after a habit or a relative are the complaint's, never a detail of that topic (the sweep found them answered with the drinking or the family history in every case); breathlessness on exertion is the dyspnoea; flatus ('방귀도 안 나와요?' / '방귀는 나와요?') is answered the Korean way; what was eaten is told from the event; a pain's quality from a case sentence about that part of the body; an operation had before ('예전 수술 때문에…') frightens no one; chart words with 'history' after them; a drug reaction from the allergy sentence or the ordinary no; '예전에도 그랬어요?' right after a denied symptom is the complaint's earlier episodes; spoken spellings (아퍼, 예전에두). Tune: per turn 95.6 → 97.7%, answered 97.5 → 99.6%, false facts 4 → 0, over-disclosure 1.0 → 0.4%. Locked (measured only): per turn 86.0 → 86.2% (85.8% before the 엽산 relabel of one locked turn), answered 87.5 → 87.8%, false facts 19 → 19 (5.7%), over-disclosure 4.7 → 4.7%: still not at the target of 0. Single-utterance sets not lowered: dev 99.7%, hold-out 98.0%, fresh-tune 99.2%, fresh-holdout 86.3 → 86.7%, register-holdout 86.4%.",
      '',
      ...(CONVERSATIONS_BEFORE.length > 0
        ? [
            'Untuned (2026-11-29: the engine before round 3, on the grown set of 44 encounters):',
            '',
            table(CONVERSATION_HEADER, CONVERSATIONS_BEFORE),
            '',
          ]
        : []),
      'Round 4 (before round 5):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_ROUND4),
      '',
      "Round 5 (2026-12-05), tuned on the unlocked part, on the classes listed in issue 16 and on new encounters of our own (the locked encounters' misses never listed or read): a person reacts to frightening news in temperament (worry, a grave question, '입원이요? 얼마나 있어야 돼요?', '수술이요...? 꼭 해야 되는 거예요?', relief at good news), and the NLU reads '~일 가능성이 있어요', '<disease>가 …는 것 같아요', '독감 같아요', '출혈이 있을 수 있어서' as the diagnosis told, so no past history is repeated; a summary has every wrong fact corrected (each clause carries its own negation; a run of facts ending in a tag is a summary without '정리하면'; a habit or earlier episode wrongly affirmed is corrected) and its right facts confirmed after the corrections; a leading negative check ('숨은 안 차시죠?', '등이 찢어지는 것 같진 않죠?', '전에는 이런 적 없으셨죠?') is answered 네 or 아니요 from the case first, a pain quality by whether the case says it; the tune items of the issue ('손발은 어때요?': a body part is answered from the case's sentences about it; '물 흐르는 건요?': leaking fluid is the discharge question; '응급실에서 검사는 뭐라고 했어요?': check-ups, not a witness; 'sexual history', '최근 관계는요?'; '불편한 데가 어디세요?': the open question); a pain at a site the radiation names ('어깨 아픈 건요?') is answered from it, never 'no'; '배는요?' asks whether it hurts there; '자주 보세요?' after a urinary question is frequency; period details follow a period question; '잘 놀아요?' and '잘 안 들려요?' are answered the Korean way; an admission told under the earlier episodes is never denied; and some forty phrasings of the tune split by class (identity by name in a greeting, teach-back, sympathy, recovery, prodrome, course, advice and plans with plain endings). Tune: per turn 90.9 → 97.2%, answered 95.0 → 99.3%, false facts 1 → 1, over-disclosure 1.4 → 0.6%. Locked: per turn 85.0 → 85.8%, answered 86.9 → 87.5%, false facts 19 → 19 (5.7%), over-disclosure 4.9 → 4.9%: not at the target of 0. In the course of the round the locked false facts went to 18; the admission fix (an earlier-episode sentence that affirms an admission answers '입원한 적 있어요?', which the asthma encounter of our own showed being denied) moved one locked turn back to 19. That turn was not looked at; the fix was kept because 'never admitted' contradicted the case. Single-utterance sets not lowered (dev 99.7%, hold-out 98.0%, fresh-tune 99.0 → 99.2%, fresh-holdout 86.3%, register-holdout 86.4%); one cue that cost a hold-out item (a urination cue reading '소변 볼 때 불편' as voiding in general) was found by its totals alone and narrowed. Grader figures unchanged (dev agreement 0.991, examiner tuning 0.995, locked 0.938). The unlocked false fact left is still '엽산 드세요?' (labelled medication; the dev set labels it prenatal care).",
      '',
      'Round 2 (before round 3):',
      '',
      table(CONVERSATION_HEADER, CONVERSATIONS_ROUND2),
      '',
      "Round 3 (2026-11-29), tuned on the unlocked part and on new sentences of our own, by class: a location question hears where the pain is now, the migration only when it asks where it began or whether it moved (the landing demo, issue 23 item 13); a location, or a follow-up character question, about a pain that is not the chief complaint answers from the case's sentence that speaks of it; summaries are also checked for what they call normal, how many minutes something lasted, one side against both, and the wrong side; the doctor's impression, result or advice ('~것 같아요', '다행히 …', '…면 바로 오세요') asks nothing; '혹시 누가 때렸나요?' asks whether, not who; '전에도 그랬어요?' asks about earlier episodes whatever came before; '아픈 게 등으로 가요?' asks where the pain spreads; a man asked about discharge answers of the urethra. Scorer: the duration, side or laterality a summary names counts as raised by the learner when the patient corrects it. Locked: false facts 19 → 18, over-disclosure 6.1 → 5.8%, not at 0. Single-utterance sets unchanged (dev 99.7%, fresh-tune 99.0%, fresh-holdout 86.3%, register-holdout 86.4%). The one unlocked false fact left: '엽산 드세요?' answered from prenatal care while labelled medication; the dev set labels such words prenatal care, and both sentences of the case are true.",
      '',
      'Round 2 (2026-11-29), tuned on the unlocked part only, by class: a question naming its own subject never inherits the last one; a relative\'s acute illness is a sick contact, their disease family history; pain ever felt on exertion is an earlier episode; "anything else to tell me?" invites; counts come from the sentence that gives one; summaries are checked by day counts (onset, event, lmp) and by topics they deny; radiation naming body parts; more English words. The locked part is not at 0 false facts. Single utterances against the round before: dev 99.6 → 99.7%, register-holdout 84.7 → 86.4%, fresh-holdout 86.7 → 86.3% (one item of 240; locked, so not looked into).',
      '',
      "Per-turn accuracy: the keys understood in context equal the labelled keys. Answered: a checkable turn (labelled with the case fact a true reply gives) whose reply gives it. False fact: a checkable turn whose reply states another clinical fact instead, gives a symptom with the wrong polarity, confirms a wrong summary or name, or gives none of the labelled facts and plainly says no where the case says yes ('다리 아픈 건요?' → '아니요, 거기는 안 아파요.' when the legs hurt) or yes where it says no (a hedge, a question back or an acknowledgement is neither; a no that names what the case does not claim, and case sentences that say yes and no at once, are not judged). Over-disclosure: a reply revealing a fact whose key was not asked.",
    ].join('\n'),
  );
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
  const rh = evaluate(loadDevSet(path.join(here, 'register-holdout.yaml')), cases);

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
      summaryRows('register-holdout (locked)', rh),
    ],
  );
  const misses = [...d.missesByKey].sort((a, b) => b[1] - a[1]);
  const topicMisses = misses.filter(([k]) => KIND_OF.get(k) === 'topic');
  const falses = [...d.falseByKey].sort((a, b) => b[1] - a[1]);

  console.log(summary);
  console.log(phrasingBankLine());
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
      'Round 6 (2026-12-05, 2-core AMD EPYC shared with other jobs, Node 20; times per utterance vary with the load), before → after, exact key-set accuracy: dev 99.7 → 99.7%, dev original 99.9 → 99.9%, hold-out 98.0 → 98.0%, fresh (all) 95.1 → 95.2%, fresh-tune 99.2 → 99.2%, fresh-holdout 86.3 → 86.7%, register-holdout 86.4 → 86.4%; over-disclosure unchanged (dev 0.0%, hold-out 0.5%, fresh-tune 0.2%, fresh-holdout 5.4%, register-holdout 1.7%).',
      '',
      `register-holdout: ${rh.n} single utterances in issue 16's registers (English words and mixed sentences, 반말, typos), written before the fidelity round and never tuned on (bench/patient/register-holdout.yaml); before that round: ${REGISTER_BEFORE}.`,
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

  conversationsSection(cases);
  const real = realism([...cases.values()]);
  const realTable = table(
    ['Realism (every case)', 'Cases', 'Checked', 'Found'],
    [
      ['(a) composed lists breaking a grammar rule', real.cases, real.lists, real.grammar.length],
      ['(b) overlapping keys answered inconsistently', real.cases, real.cases * 3, real.inconsistent.length],
      [
        "(c) 'don't know' where a case fact covers it",
        real.cases,
        '5 questions per case',
        real.dontKnow.length,
      ],
      [
        '(d) replies repeating a sentence or exam block',
        real.cases,
        real.repeatChecked,
        real.duplicated.length,
      ],
      ['(e) replies ending in a dangling connective', real.cases, real.danglingChecked, real.dangling.length],
    ],
  );
  console.log(`\n${realTable}`);
  for (const g of real.grammar.slice(0, 10)) console.log(`  GRAMMAR [${g.caseId}] ${g.rule}: ${g.reply}`);
  for (const i of real.inconsistent.slice(0, 10)) console.log(`  INCONSISTENT [${i.caseId}] ${i.a} / ${i.b}`);
  for (const d of real.dontKnow.slice(0, 10)) console.log(`  DON'T KNOW [${d.caseId}] ${d.question}`);
  for (const d of real.duplicated.slice(0, 10))
    console.log(`  DUPLICATED [${d.caseId}] ${d.reply.replace(/\n/g, ' / ')}`);
  for (const d of real.dangling.slice(0, 10))
    console.log(`  DANGLING [${d.caseId}] ${d.reply.replace(/\n/g, ' / ')}`);
  writeSection(
    'patient-realism',
    'Patient engine: realism suite over the library',
    [
      '`npm run eval:patient` (bench/patient/realism.ts): every case in the library asked eight multi-symptom questions (composed lists checked against a grammar rule set: comma-joined topic fragments, yes and no in one opening, doubled particles, unfinished sentences), three pairs of questions about one fact (tired / no energy, lost weight / weight change, appetite / eating), five questions a case fact may cover elsewhere, a ten-turn encounter with an action announced twice and doubled questions, and fourteen history questions each asked twice (round 31: no reply may end in a dangling connective such as ‘아니었고.’). Target: all five 0.',
      '',
      realTable,
      '',
      "First run of the suite (written after the list composition was already rewritten, with a stricter first grammar rule set and a looser consistency detector, so not a clean before figure): (a) 489, (b) 204, (c) 6, (d) 546 — every case printed the exam block twice for an action announced in words and in parentheses, and '기운이 없으세요?' was read as a negative question and answered '아니요, <the symptom>'. The detectors were then narrowed to what is a real fault (a case author's own nuanced sentence is not an inconsistency; a sentence quoted from the case that says 모르겠 is the case's answer).",
    ].join('\n'),
  );

  const ok = d.exact / d.n >= TARGET_ACCURACY && d.overDisclosing.length === 0;
  console.log(ok ? '\nTargets met (dev ≥ 95% exact, zero over-disclosure).' : '\nBELOW TARGET.');
  return ok ? 0 : 1;
}

process.exitCode = main();
