/**
 * Issue 17, round 27: the example sentences (the model phrase shown with a missed item) swept over every case of the
 * library (546). Each checklist item's example goes through three checks, counted and printed:
 *
 * - itemQuestion / itemAdvice: the item's text made a question or advice instead of a sentence a doctor says
 *   ("토혈 횟수와 반복 여부는 어떠세요?", "금주와 진통소염제 중단을 권해 드립니다.");
 * - notAsked: the phrasebook's general line (a preceding event, how bad, the course, exposures) that asks nothing the
 *   item names (the 0-10 scale for "어느 정도 움직이면 숨이
 *   차는지"; "드신 음식이나 무리한 일" for "피를 토하기 전에 심하게 헛구역질하거나 구토했는지");
 * - notThisPatient: advice to stop drinking or smoking given to a patient the case says does not drink or smoke;
 * - warningNoSign (round 32): a warning-signs example that names no sign of its item and is not the case's own line;
 * - placeholder (round 32): a tests, treatment, lifestyle or warning-signs example with a placeholder ("피검사와 ○○ 검사");
 * - unfinished (round 33): any example, of any item, that is no sentence a learner can say as it stands: an ellipsis
 *   ("정리해 보면 … 맞으실까요?", "쉽게 말씀드리면 …"), a placeholder ("○○ 접종", "학생의사 ○○○", "△△", "___", "OO").
 *
 * Examples only, no grading: fast (a few seconds).
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import type { Case } from '../../content/schema';
import { exampleFor } from './examples';
import { TOPIC_EXAMPLES } from './phrasebook';

/**
 * The checks' own readings, kept apart from the code they check. A content word's first two syllables ("피를 토하기 전에
 * 심하게 헛구역질하거나" → 피, 토하, 심하, 헛구); an example asks the item when it holds one of them.
 */
const STOP =
  /^(물었|있는|여부|확인|어떤|어느|정도|최근|이전|전에|언제|어떻|그리고|또는|등을|등의|함께|있었|했는|하는|되는|되었|하거나|있거나|현재|증상)/;
const SAID_AS: Readonly<Record<string, RegExp>> = {
  구토: /토하|토한/,
  토혈: /토하|토한/,
  출혈: /피/,
  객혈: /피/,
};
function asksItem(itemText: string, example: string): boolean {
  if (/점\s?척도|[0-9]+\s?-\s?[0-9]+점|NRS/.test(itemText)) return true;
  const stems = itemText
    .replace(/\s*\([^)]*\)/g, ' ')
    .replace(/(을|를)?\s*물었다$/, '')
    .replace(/[·,/]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^가-힣]/g, ''))
    .map((w) => (/^[가-힣]의$/.test(w) ? w.slice(0, 1) : w))
    .filter((w) => (w.length >= 2 || /^[피숨열잠땀]$/.test(w)) && !STOP.test(w))
    .map((w) => w.slice(0, 2));
  return stems.length === 0 || stems.some((w) => example.includes(w) || (SAID_AS[w]?.test(example) ?? false));
}
/** The case's history says the patient does not drink or smoke (never did, or quit). */
function nonUser(c: Case, substance: 'alcohol' | 'smoking'): boolean {
  const said = (c.history as Partial<Record<string, string>> | undefined)?.[substance];
  return (
    said !== undefined &&
    /^[^.]*?((?<!거의\s?)(안|못)\s?(마셔|마십|마셨|마시|피워|피웁|피웠|피우|펴|폈|핍|해요|합니다)|전혀|입에도|(피운|마신|피워\s?본|마셔\s?본)\s?적(이|은|도)?\s?(없|한\s?번도)|끊었|끊은\s?지|비흡연)/.test(
      said,
    ) &&
    !/는데|지만|전자담배|액상|요즘\s[^.]*(마셔|피워|피우)/.test(said)
  );
}

const cases = loadValidCases();
const GENERIC = new Set(['event', 'severity', 'course', 'environmentalExposure']);

const CHECKS = {
  itemQuestion: /(여부|횟수|경과|요인|지속\s?시간|빈도)(은|는) 어떠세요\?/,
  itemAdvice: /(을|를) 권해 드립니다\./,
} as const;

/**
 * Round 32: the signs a warning-signs item names ("다리 힘 빠짐, 대소변 장애가 생기면 바로 오도록 설명했다" → 다리, 빠짐,
 * 대소, 장애), each as the first two syllables of a word, and how a patient hears a few of them.
 */
const SIGN_AS: Readonly<Record<string, RegExp>> = {
  대소: /소변|대변/,
  빠짐: /빠지/,
  실신: /쓰러/,
  숨참: /숨/,
};
function itemSigns(itemText: string): string[] {
  return itemText
    .replace(/\s(바로\s)?(응급실로\s)?(연락하거나\s오도록|오도록|119를\s부르도록)\s?설명했다$/, '')
    .split(/[\s,·]+/)
    .map((w) => w.replace(/[^가-힣]/g, ''))
    .filter((w) => w.length >= 2 && !/^(생기|있으|동반|바로|갑자|심한|다시|증상|접종|관찰|이상)/.test(w))
    .map((w) => w.slice(0, 2));
}
/** The example is the case's own line said to the patient (its first eight syllables are in the case's education). */
const fromCase = (c: Case, e: string) => {
  const head = e.replace(/[^가-힣]/g, '').slice(0, 8);
  return head.length === 8 && c.education.some((l) => l.replace(/[^가-힣]/g, '').includes(head));
};

/** The explanation concepts whose example names this case's content (round 32's placeholder check). */
const EXPLAINED = ['tests', 'treatment', 'lifestyle', 'warningSigns'] as const;

type Check =
  keyof typeof CHECKS | 'notAsked' | 'notThisPatient' | 'warningNoSign' | 'placeholder' | 'unfinished';
const found: Record<Check, string[]> = {
  itemQuestion: [],
  itemAdvice: [],
  notAsked: [],
  notThisPatient: [],
  warningNoSign: [],
  placeholder: [],
  unfinished: [],
};
/** Round 33: what a learner cannot say as it stands. */
const UNFINISHED = /…|\.\.\.|[○△□]|_{2,}|(?<![A-Za-z])OO(?![A-Za-z])/;

for (const c of cases)
  for (const item of caseChecklist(c)) {
    const e = exampleFor(item, c);
    const where = `${c.id} ${item.id}: ${item.text} → ${e}`;
    for (const [name, re] of Object.entries(CHECKS)) if (re.test(e)) found[name as Check].push(where);
    const topics = item.satisfiedBy.topics ?? [];
    if (
      item.section === '병력청취' &&
      topics.some((t) => GENERIC.has(t) && e.includes(TOPIC_EXAMPLES[t])) &&
      !asksItem(item.text, e)
    )
      found.notAsked.push(where);
    // Round 32: a warning-signs example names a sign the item or the case names (not "증상이 갑자기 심해지거나 열이 나면"
    // for "다리 힘 빠짐, 대소변 장애"); an explanation example names its tests, never a placeholder ("○○ 검사").
    if (item.satisfiedBy.education?.includes('warningSigns')) {
      const signs = itemSigns(item.text);
      const named = signs.some((w) => e.includes(w) || (SIGN_AS[w]?.test(e) ?? false));
      if (!fromCase(c, e) && signs.length > 0 && !named) found.warningNoSign.push(where);
    }
    const explains = item.satisfiedBy.education ?? [];
    if (EXPLAINED.some((k) => explains.includes(k)) && /○|△/.test(e)) found.placeholder.push(where);
    if (UNFINISHED.test(e) || e.trim() === '') found.unfinished.push(where);
    if (item.satisfiedBy.education?.includes('lifestyle')) {
      const drink =
        /(?<![가-힣])술|금주|절주|음주/.test(e) && !/술\s?(드시지|마시지)\s?마|앞으로도 술/.test(e);
      const smoke = /담배|금연|흡연/.test(e) && !/앞으로도 담배|피우지\s?마/.test(e);
      if ((drink && nonUser(c, 'alcohol')) || (smoke && nonUser(c, 'smoking')))
        found.notThisPatient.push(where);
    }
  }

describe('round 27: example sentences swept over every case', () => {
  it('counts', () => {
    const counts = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length]));
    console.log('sweep-examples', JSON.stringify(counts));
    expect(cases.length).toBe(546);
  });
  for (const name of Object.keys(found) as Check[])
    it(`no example fails ${name}`, () => {
      expect(found[name].slice(0, 40)).toEqual([]);
    });
});
