/**
 * Metamorphic robustness of the patient's understanding (issue 16, round 11).
 *
 * A learner types the same question in many surface forms: without spaces, with the commonest jamo
 * slips, in 반말 or in a more formal register, with English chart words, after a filler, or run
 * together with the next question. None of those changes what is asked, so none may change the keys
 * understood (and so the fact answered). Likewise a question that stands on its own is read the same
 * whatever the previous turn was about; only an elliptical turn may borrow the previous subject.
 *
 * The sources are the TUNE split of conversations.yaml (the locked encounters are never read here),
 * the tune parts of rounds 12 to 22 (conversations-r12.yaml … -r22.yaml; round 13 added the first
 * two, round 15 the next two, round 17 two more, rounds 18, 19, 20 and 22 one each (round 21 wrote none), printed beside the round 13
 * sources so that earlier figures compare) and
 * the dev set's single utterances. Only clean forms the engine already reads exactly as labelled
 * are varied, so every change counted is a change of meaning caused by the surface form alone.
 *
 *   npx tsx bench/patient/metamorphic.ts [--list]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Case } from '../../content/schema';
import { analyzeInContext, CORE_TOPICS } from '../../engine/nlu/analyze';
import { conversationSplit, loadConversations, loadDevSet, loadCasesTolerant } from './dataset';

export type VariantKind =
  'nospace' | 'jamo' | 'liaison' | 'banmal' | 'honorific' | 'english' | 'filler' | 'together';

export interface Variant {
  readonly kind: VariantKind;
  readonly text: string;
}

/** Lays a 받침 ㅆ down as ㅅ ('있어요' → '잇어요', '했어요' → '햇어요'): the commonest jamo slip. */
function ssToS(text: string): string {
  return text.replace(/[가-힣]/g, (ch) => {
    const code = ch.charCodeAt(0) - 0xac00;
    return code % 28 === 20 ? String.fromCharCode(ch.charCodeAt(0) - 1) : ch;
  });
}

/** Spelled as said: '있어요' → '이써요', '없어요' → '업써요', '했어요' → '해써요'. */
const LIAISON: [RegExp, string][] = [
  [/있어/g, '이써'],
  [/있었/g, '이썼'],
  [/없어/g, '업써'],
  [/없었/g, '업썼'],
  [/했어/g, '해써'],
  [/셨어/g, '셔써'],
  [/았어/g, '아써'],
  [/었어/g, '어써'],
];

/** The polite question endings in 반말, three ways (-어?, -니?, -냐?). */
const BANMAL: [RegExp, string, string, string][] = [
  // [ending, -어 form, -니 form, -냐 form]
  [/있으세요\?*$/, '있어?', '있니?', '있냐?'],
  [/있으셨어요\?*$/, '있었어?', '있었니?', '있었냐?'],
  [/있어요\?*$/, '있어?', '있니?', '있냐?'],
  [/있었어요\?*$/, '있었어?', '있었니?', '있었냐?'],
  [/없으세요\?*$/, '없어?', '없니?', '없냐?'],
  [/없어요\?*$/, '없어?', '없니?', '없냐?'],
  [/하세요\?*$/, '해?', '하니?', '하냐?'],
  [/하셨어요\?*$/, '했어?', '했니?', '했냐?'],
  [/했어요\?*$/, '했어?', '했니?', '했냐?'],
  [/(?<=\s)드세요\?*$/, '먹어?', '먹니?', '먹냐?'],
  [/(?<=\s)드셨어요\?*$/, '먹었어?', '먹었니?', '먹었냐?'],
  [/아프세요\?*$/, '아파?', '아프니?', '아프냐?'],
  [/아프셨어요\?*$/, '아팠어?', '아팠니?', '아팠냐?'],
  [/아파요\?*$/, '아파?', '아프니?', '아프냐?'],
  [/되세요\?*$/, '돼?', '되니?', '되냐?'],
  [/됐어요\?*$/, '됐어?', '됐니?', '됐냐?'],
  [/나요\?*$/, '나?', '나니?', '나냐?'],
  [/세요\?*$/, '셔?', '시니?', '시냐?'],
  [/셨어요\?*$/, '셨어?', '셨니?', '셨냐?'],
  [/어요\?*$/, '어?', '니?', '냐?'],
  [/아요\?*$/, '아?', '니?', '냐?'],
  [/이에요\?*$/, '이야?', '이니?', '이냐?'],
  [/예요\?*$/, '야?', '니?', '냐?'],
];

/** One step more formal: '-세요?' → '-십니까?', '-셨어요?' → '-셨습니까?', '-있어요?' → '있습니까?'. */
const HONORIFIC: [RegExp, string][] = [
  [/세요\?*$/, '십니까?'],
  [/셨어요\?*$/, '셨습니까?'],
  [/있어요\?*$/, '있으십니까?'],
  [/없어요\?*$/, '없으십니까?'],
  [/했어요\?*$/, '하셨어요?'],
];

/** Chart words learners type in English instead of the Korean noun. */
const ENGLISH: [RegExp, string][] = [
  [/기침/, 'cough '],
  [/가래/, 'sputum '],
  [/설사/, 'diarrhea '],
  [/두통/, 'headache '],
  [/복통/, 'abdominal pain '],
  [/흉통/, 'chest pain '],
  [/알레르기/, 'allergy '],
  [/가족력/, 'family history '],
  [/과거력/, 'past history '],
  [/수술/, 'surgery '],
  [/구토/, 'vomiting '],
  [/발열/, 'fever '],
  [/열(이|은|도)/, 'fever$1 '],
  [/오한/, 'chills '],
  [/호흡곤란/, 'dyspnea '],
  [/체중/, 'weight '],
  [/식욕/, 'appetite '],
  [/혈뇨/, 'hematuria '],
  [/변비/, 'constipation '],
  [/담배/, 'smoking '],
  [/복용(하시는|중인|하는) 약/, 'medication '],
  [/드시는 약/, 'medication '],
  [/퍼지(나요|세요|는)/, 'radiation 있나요'],
  [/언제부터/, 'onset이 언제'],
];

const FILLERS = ['혹시 ', '그럼 ', '아 네 ', '음 ', '네 그러면 '];

/** The surface variants of one learner question that keep its meaning. */
export function variantsOf(text: string): Variant[] {
  const out: Variant[] = [];
  const add = (kind: VariantKind, t: string) => {
    if (t !== text && !out.some((v) => v.text === t)) out.push({ kind, text: t });
  };
  add('nospace', text.replace(/\s+/g, ''));
  add('jamo', ssToS(text));
  let liaison = text;
  for (const [re, to] of LIAISON) liaison = liaison.replace(re, to);
  add('liaison', liaison);
  // A question only: the ending is what changes.
  if (/\?\s*$/.test(text)) {
    const rule = BANMAL.find(([re]) => re.test(text));
    if (rule) for (const to of rule.slice(1) as string[]) add('banmal', text.replace(rule[0], to));
    const formal = HONORIFIC.find(([re]) => re.test(text));
    if (formal) add('honorific', text.replace(formal[0], formal[1]));
    // '요' dropped off a question the way a hurried learner does ('있어요?' → '있어?').
    add('banmal', text.replace(/(?<=[어아해돼워와봐져쳐여])요\?\s*$/, '?'));
  }
  for (const [re, to] of ENGLISH)
    if (re.test(text)) add('english', text.replace(re, to).replace(/\s+/g, ' '));
  const salt = [...text].reduce((a, ch) => a + ch.charCodeAt(0), 0);
  add('filler', FILLERS[salt % FILLERS.length]! + text);
  return out;
}

/**
 * Conversation files that are tune parts as a whole. The round 11 test and the figures of rounds 13
 * and 14 were measured over rounds 12 and 13 only (ROUND13_PARTS); round 15 adds rounds 14 and 15 and
 * prints both source sets side by side, so the old figures still compare; round 17 adds rounds 16 and
 * 17 to the second set, rounds 18, 19, 20, 22, 24 and 25 their own.
 */
export const ROUND13_PARTS = ['conversations-r12.yaml', 'conversations-r13.yaml'] as const;
export const TUNE_PARTS = [
  ...ROUND13_PARTS,
  'conversations-r14.yaml',
  'conversations-r15.yaml',
  'conversations-r16.yaml',
  'conversations-r17.yaml',
  'conversations-r18.yaml',
  'conversations-r19.yaml',
  'conversations-r20.yaml',
  'conversations-r22.yaml',
  'conversations-r24.yaml',
  'conversations-r25.yaml',
  'conversations-r26.yaml',
  'conversations-r27.yaml',
  'conversations-r28.yaml',
  'conversations-r29.yaml',
  'conversations-r30.yaml',
  'conversations-r31.yaml',
  'conversations-r32.yaml',
  'conversations-r34.yaml',
  'conversations-r35.yaml',
  'conversations-r38.yaml',
  'conversations-r39.yaml',
  'conversations-r42.yaml',
  'conversations-r43.yaml',
  'conversations-r44.yaml',
  'conversations-r46.yaml',
  'conversations-r47.yaml',
  'conversations-r45.yaml',
  'conversations-r48.yaml',
  'conversations-r49.yaml',
] as const;

/** Previous turns that a self-standing question must not borrow from. */
export const CONTEXTS: readonly (readonly string[])[] = [
  ['토하셨어요?'],
  ['열은 나세요?'],
  ['가족 중에 아프신 분 계세요?'],
  ['담배 피우세요?'],
  ['어디가 불편해서 오셨어요?'],
];

export interface Probe {
  readonly source: string;
  readonly caseId: string;
  readonly previous: readonly string[];
  readonly text: string;
  readonly expected: readonly string[];
}

const keysOf = (text: string, previous: readonly string[]) => {
  const u = analyzeInContext(text, previous);
  return [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])].sort();
};
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((k, i) => k === [...b].sort()[i]);

/**
 * Clean questions read exactly as labelled: the tune conversations' turns (in their own context)
 * and the dev set's single utterances (with their 'after' message when they have one).
 */
export function cleanProbes(
  cases: ReadonlyMap<string, Case>,
  parts: readonly string[] = TUNE_PARTS,
): Probe[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const probes: Probe[] = [];
  // The tune split of conversations.yaml and the tune parts (whole files).
  const convs = [
    ...loadConversations(path.join(here, 'conversations.yaml'), cases).filter(
      (conv) => conversationSplit(conv) === 'tune',
    ),
    ...parts.flatMap((f) => loadConversations(path.join(here, f), cases)),
  ];
  for (const conv of convs) {
    const previous: string[] = [];
    for (const turn of conv.turns) {
      if (
        /[?？]/.test(turn.text) &&
        turn.expected.length > 0 &&
        same(keysOf(turn.text, previous), turn.expected)
      )
        probes.push({
          source: conv.id,
          caseId: conv.caseId,
          previous: [...previous],
          text: turn.text,
          expected: turn.expected,
        });
      previous.push(turn.text);
    }
  }
  for (const item of loadDevSet(path.join(here, 'dev-set.yaml'))) {
    const previous = item.after ? [item.after] : [];
    if (
      /[?？]/.test(item.text) &&
      item.expected.length > 0 &&
      same(keysOf(item.text, previous), item.expected)
    )
      probes.push({ source: 'dev', caseId: item.caseId, previous, text: item.text, expected: item.expected });
  }
  return probes;
}

/** Subjects a question may name that have no key of their own in a dimension question. */
const NAMED_SUBJECT = /피\s*양|피가|피는|출혈|울면|울다|우는/;
/** Words of a pain ('더 아파요?', '쥐어짜는 느낌?'): a question with one is about a pain. */
const PAIN_WORDS = /아프|아파|아픈|아팠|통증|쑤시|욱신|쥐어짜|찌르|조이|뻐근|nrs|점수|몇\s*점/i;

/**
 * Whether a change after a context is the borrowing an elliptical turn is meant to make (issue 16:
 * '언제부터요?', '얼마나요?', '그건요?' borrow the previous subject): the probe asks only an OLDCARTS
 * dimension of no subject it names ('언제부터 그랬어요?', '어느 쪽이에요?', '점점 심해져?'), and the
 * change is exactly that the previous question's subject was borrowed: its symptom added (never to a
 * question of a pain, since no context asked of a pain), or its habit or relative asked of instead.
 */
export function ellipticalBorrowing(
  text: string,
  expected: readonly string[],
  context: readonly string[],
  got: readonly string[],
): boolean {
  if (!expected.every((k) => CORE_TOPICS.has(k as never))) return false;
  // A question that names what it is about (blood, crying) is not elliptical, whatever its keys.
  if (NAMED_SUBJECT.test(text)) return false;
  const ctx: readonly string[] = keysOf(context.at(-1) ?? '', context.slice(0, -1));
  const added = got.filter((k) => !expected.includes(k));
  const kept = expected.every((k) => got.includes(k));
  if (kept && added.length > 0 && added.every((k) => ctx.includes(k))) return !PAIN_WORDS.test(text);
  // '언제부터 그랬어요?' after '담배 피우세요?' asks when the smoking began: the habit is the subject.
  return (
    got.length > 0 && got.every((k) => ctx.includes(k) || k === 'drinkingPattern') && !PAIN_WORDS.test(text)
  );
}

export interface Change {
  readonly kind: VariantKind | 'context' | 'elliptical';
  readonly probe: Probe;
  readonly text: string;
  readonly previous: readonly string[];
  readonly got: readonly string[];
  readonly expected: readonly string[];
}

export interface MetamorphicReport {
  readonly probes: number;
  readonly variants: Record<string, number>;
  readonly changed: Record<string, number>;
  readonly changes: Change[];
}

/**
 * Every variant of every clean probe, read in the probe's own context, and every self-standing
 * probe (read as labelled with no context at all, and not a follow-up in its own) after each of
 * CONTEXTS; two consecutive clean questions of one encounter run together with no mark between.
 */
export function measureMetamorphic(probes: readonly Probe[]): MetamorphicReport {
  const variants: Record<string, number> = {};
  const changed: Record<string, number> = {};
  const changes: Change[] = [];
  const count = (
    kind: Change['kind'],
    probe: Probe,
    text: string,
    previous: readonly string[],
    expected: readonly string[],
  ) => {
    variants[kind] = (variants[kind] ?? 0) + 1;
    const got = keysOf(text, previous);
    if (!same(got, expected)) {
      // An elliptical turn that borrowed the previous subject did what it should: counted apart.
      const k =
        kind === 'context' && ellipticalBorrowing(text, expected, previous, got) ? 'elliptical' : kind;
      if (k !== kind) {
        variants[kind] -= 1;
        variants[k] = (variants[k] ?? 0) + 1;
      }
      changed[k] = (changed[k] ?? 0) + 1;
      changes.push({ kind: k, probe, text, previous, got, expected });
    }
  };
  for (const p of probes) {
    for (const v of variantsOf(p.text)) count(v.kind, p, v.text, p.previous, p.expected);
    // Self-standing: read as labelled with no context at all, and the same in its own context.
    if (same(keysOf(p.text, []), p.expected))
      for (const ctx of CONTEXTS) count('context', p, p.text, ctx, p.expected);
  }
  // Two questions run together (tune conversations only): each self-standing, different keys.
  for (let i = 0; i + 1 < probes.length; i += 1) {
    const a = probes[i]!;
    const b = probes[i + 1]!;
    if (a.source === 'dev' || a.source !== b.source || a.caseId !== b.caseId) continue;
    if (!same(keysOf(a.text, []), a.expected) || !same(keysOf(b.text, []), b.expected)) continue;
    if (a.expected.some((k) => b.expected.includes(k))) continue;
    if (a.expected.some((k) => /summary|greeting|closing|empathy/.test(k))) continue;
    if (b.expected.some((k) => /summary|greeting|closing|empathy/.test(k))) continue;
    const text = `${a.text.replace(/[?？]\s*$/, '')} ${b.text}`;
    count('together', a, text, a.previous, [...a.expected, ...b.expected]);
  }
  return { probes: probes.length, variants, changed, changes };
}

function main() {
  const cases = new Map(loadCasesTolerant().map((c) => [c.id, c]));
  // The sources of rounds 13 and 14 (conversations.yaml's tune split, rounds 12 and 13, the dev set),
  // then all tune parts (rounds 14 to 17 added): the first column compares with earlier figures.
  const old = measureMetamorphic(cleanProbes(cases, ROUND13_PARTS));
  const r = measureMetamorphic(cleanProbes(cases, TUNE_PARTS));
  console.log(`Clean probes: ${old.probes} (round 13 sources), ${r.probes} (all tune parts)`);
  console.log('| Variant | Variants (r13 sources) | Meaning changed | Variants (all) | Meaning changed |');
  console.log('| --- | --- | --- | --- | --- |');
  const cell = (x: MetamorphicReport, k: string) => {
    const v = x.variants[k] ?? 0;
    const c = x.changed[k] ?? 0;
    return `${v} | ${c} (${v ? ((c / v) * 100).toFixed(1) : '0.0'}%)`;
  };
  const kinds = [...new Set([...Object.keys(old.variants), ...Object.keys(r.variants)])].filter(
    (x) => x !== 'elliptical',
  );
  for (const k of kinds) console.log(`| ${k} | ${cell(old, k)} | ${cell(r, k)} |`);
  const total = (x: MetamorphicReport) => {
    const v = kinds.reduce((a, k) => a + (x.variants[k] ?? 0), 0);
    const c = kinds.reduce((a, k) => a + (x.changed[k] ?? 0), 0);
    return `${v} | ${c} (${((c / v) * 100).toFixed(1)}%)`;
  };
  console.log(`| all | ${total(old)} | ${total(r)} |`);
  console.log(
    `Elliptical turns that borrowed the previous subject, as they should (not counted above): ${old.changed.elliptical ?? 0} (round 13 sources), ${r.changed.elliptical ?? 0} (all).`,
  );
  if (process.argv.includes('--list'))
    for (const c of r.changes)
      console.log(
        `[${c.kind}] ${c.probe.caseId} ${c.previous.length ? `(after '${c.previous[c.previous.length - 1]}') ` : ''}${c.text}\n    expected: ${[...c.expected].sort().join(' ')}   got: ${c.got.join(' ') || '-'}`,
      );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
