/**
 * Quality rules for cases beyond the schema. They need a case's checklist or the whole library,
 * so they run in content.test.ts (and can run in any authoring tool) rather than in loadCases().
 */
import { caseChecklist } from './load';
import type { Case } from './schema';

/**
 * Answerability: every history item the case is graded on can be answered from the case.
 *
 * - Every listed topic must be in `history`: a topic has no sensible default answer (what would
 *   "언제부터요?" answer?), so a missing one would leave the engine mute on a graded question.
 *   The one exception is an item's `optionalTopics` (schema.ts): keys added after the cases were
 *   written, accepted for credit but not yet answered everywhere. At least one topic stays required.
 * - An item satisfied only by symptoms must list at least one of them in `symptoms`: unlisted
 *   symptoms default to "no", which is right for the rest, but the author must have decided the
 *   item's key facts on purpose.
 */
export function unanswerableItems(c: Case): string[] {
  const problems: string[] = [];
  for (const item of caseChecklist(c)) {
    if (item.section !== '병력청취') continue;
    const topics = item.satisfiedBy.topics ?? [];
    const symptoms = item.satisfiedBy.symptoms ?? [];
    const required = topics.filter((t) => !item.optionalTopics?.includes(t));
    const missing = required.filter((t) => c.history[t] === undefined);
    if (missing.length > 0) {
      problems.push(`${item.id} "${item.text}": history needs ${missing.join(', ')}`);
    } else if (topics.length === 0 && !symptoms.some((s) => c.symptoms[s] !== undefined)) {
      problems.push(`${item.id} "${item.text}": symptoms need at least one of ${symptoms.join(', ')}`);
    }
  }
  return problems;
}

/**
 * Words a patient does not say. History, symptom details, reactions, the opening line and the
 * concerns are spoken by the patient, so clinician vocabulary there leaks the answer and breaks
 * the simulation ('복통이 있습니다' instead of '배가 콕콕 쑤셔요').
 */
export const CLINICIAN_WORDS = [
  '호소',
  '소견',
  '동반',
  '오심',
  '방사통',
  '압통',
  '흑색변',
  '토혈',
  '객혈',
  '혈뇨',
  '빈뇨',
  '배뇨통',
  '작열감',
  '복통',
  '흉통',
  '호흡곤란',
  '발열',
  '부종',
  '과거력',
  '가족력',
  'NRS',
] as const;

/** The patient's spoken texts with where they come from. */
export function patientUtterances(c: Case): { where: string; text: string }[] {
  return [
    { where: 'persona.openingLine', text: c.persona.openingLine },
    ...c.persona.concerns.map((text, i) => ({ where: `persona.concerns.${i}`, text })),
    ...Object.entries(c.history).map(([k, text]) => ({ where: `history.${k}`, text })),
    ...Object.entries(c.symptoms).flatMap(([k, s]) =>
      s.detail ? [{ where: `symptoms.${k}.detail`, text: s.detail }] : [],
    ),
    ...Object.entries(c.exam).flatMap(([k, e]) =>
      e.reaction ? [{ where: `exam.${k}.reaction`, text: e.reaction }] : [],
    ),
  ];
}

export function clinicianWordsIn(c: Case): string[] {
  return patientUtterances(c).flatMap(({ where, text }) =>
    CLINICIAN_WORDS.filter((w) => text.includes(w)).map((w) => `${where}: '${w}' is clinician wording`),
  );
}

// ---------------------------------------------------------------------------------------------
// Near-duplicates: a library of 500+ cases invites copying a case and swapping the diagnosis.
// Two cases whose patient narratives share most character trigrams are the same patient.
// ---------------------------------------------------------------------------------------------

/**
 * Measured on the library: genuinely distinct cases score below 0.1. A copy with the diagnosis
 * swapped scores 1.0; replacing 6 of its 30 history answers with another case's still leaves
 * about 0.6, and 10 of 30 about 0.5. At 0.5 a copy must be mostly rewritten to pass, while
 * distinct cases keep a fivefold margin (shared stock phrases such as '알레르기는 없어요.' grow
 * with the library, so leave room above the distinct-case ceiling).
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.5;

/** What the patient would say in the encounter: history answers and symptom details. */
export function caseNarrative(c: Case): string {
  const history = Object.keys(c.history)
    .sort()
    .map((k) => c.history[k as keyof Case['history']]);
  const details = Object.keys(c.symptoms)
    .sort()
    .map((k) => c.symptoms[k as keyof Case['symptoms']]?.detail ?? '');
  return [...history, ...details].join('\n');
}

/** Character trigrams, ignoring spacing and punctuation so reformatting a copy does not hide it. */
export function trigrams(text: string): Set<string> {
  const chars = [...text.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '')];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export function narrativeSimilarity(a: Case, b: Case): number {
  return jaccard(trigrams(caseNarrative(a)), trigrams(caseNarrative(b)));
}

/**
 * Every pair at or above the threshold, most similar first. Exact, and fast enough for every
 * test run: each case's trigram set is built once, and an inverted index (trigram -> cases that
 * contain it) counts the trigrams each case shares with every later one in a single pass, instead
 * of intersecting all n²/2 pairs of sets (600 cases: well under a second rather than 10+ s).
 */
export function findNearDuplicates(
  cases: readonly Case[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): { a: string; b: string; similarity: number }[] {
  // Trigrams as small integers, each case as an array of them.
  const idOf = new Map<string, number>();
  const sets = cases.map((c) => {
    const set = trigrams(caseNarrative(c));
    const ids = new Int32Array(set.size);
    let n = 0;
    for (const g of set) {
      let id = idOf.get(g);
      if (id === undefined) idOf.set(g, (id = idOf.size));
      ids[n++] = id;
    }
    return ids;
  });
  // holders[id] lists the cases containing trigram id, in ascending order.
  const holders: number[][] = Array.from({ length: idOf.size }, () => []);
  sets.forEach((ids, i) => ids.forEach((id) => holders[id]!.push(i)));

  const shared = new Int32Array(cases.length);
  const pairs: { a: string; b: string; similarity: number }[] = [];
  for (let i = 0; i < cases.length; i += 1) {
    shared.fill(0);
    for (const id of sets[i]!) {
      const list = holders[id]!;
      for (let k = list.length - 1; k >= 0 && list[k]! > i; k -= 1) shared[list[k]!]! += 1;
    }
    for (let j = i + 1; j < cases.length; j += 1) {
      const union = sets[i]!.length + sets[j]!.length - shared[j]!;
      const similarity = union === 0 ? 1 : shared[j]! / union;
      if (similarity >= threshold) pairs.push({ a: cases[i]!.id, b: cases[j]!.id, similarity });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

// ---------------------------------------------------------------------------------------------
// Patient names: the case list shows them, and two 변옥례s in one library are confusing.
// ---------------------------------------------------------------------------------------------

/** Names used by more than one case, as `name: id, id` (catalogue order, so the later case last). */
export function duplicatePatientNames(cases: readonly Case[]): string[] {
  const byName = new Map<string, string[]>();
  for (const c of cases) {
    const ids = byName.get(c.doorCard.patientName) ?? [];
    byName.set(c.doorCard.patientName, [...ids, c.id]);
  }
  return [...byName].filter(([, ids]) => ids.length > 1).map(([name, ids]) => `${name}: ${ids.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// Months for a child under two: the door card shows '생후 2개월' or '18개월' instead of '0세'/'1세'.
// ---------------------------------------------------------------------------------------------

/** Days in an average month, to turn the weeks a case's text states into completed months. */
const DAYS_PER_MONTH = 365.25 / 12;

/**
 * Door-card age problems the schema does not catch. schema.ts requires ageMonths at age 0; a
 * 1-year-old without it would still show as '1세' where the case means 14 months (different
 * differentials, vaccines, milestones), so the library gives months to every child under two.
 * An age the situation or the case-list line states ('18개월', '생후 5주') must agree with them.
 */
export function ageMonthsProblems(c: Case): string[] {
  const { age, ageMonths } = c.doorCard;
  if (ageMonths === undefined) {
    return age < 2 ? [`doorCard.ageMonths: a ${age}-year-old needs ageMonths (completed months)`] : [];
  }
  const problems: string[] = [];
  for (const [where, text] of [
    ['doorCard.situation', c.doorCard.situation],
    ['shortDescription', c.shortDescription],
  ] as const) {
    for (const m of text.matchAll(/(\d+)\s*(개월|주)/g)) {
      const stated = m[2] === '개월' ? Number(m[1]) : Math.floor((Number(m[1]) * 7) / DAYS_PER_MONTH);
      if (stated !== ageMonths) {
        problems.push(`${where}: '${m[0]}' disagrees with doorCard.ageMonths ${ageMonths}`);
      }
    }
  }
  return problems;
}
