/**
 * Issue 17, round 28: every case whose patient is a child (door card age under 13, or a minor with a carer who
 * answers), graded on synthetic encounters as engine/grader/sweep.test.ts builds them (empty; every other item done,
 * from the first; every other item done, from the second), so that every item is missed once and its comment and
 * example are shown. Three counts, each to be 0:
 *
 * - adultItems: checklist items whose text is for adults only (blood-pressure pills, TB contacts, weight loss and night
 *   sweats, quitting smoking, 0-10 pain scores for a preschooler, condoms…): appliesTo or a child's wording must
 *   replace them (content/checklists, content/case-checklist.ts);
 * - adultExamples: examples addressed to the carer ("(어머니에게) “…”") that ask about the carer's own illnesses,
 *   medicines, weight or habits as if they were the child's ("앓고 계신 병이 있으세요? 고혈압이나 당뇨 같은 거요.");
 * - unfitWarnings: warnings in the summary or the improvement areas that the child's presentation does not carry
 *   (a malignancy or TB for croup, a stroke for a febrile seizure).
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import type { Case, ChecklistItem } from '../../content/schema';
import { utteranceFor } from './sweep-support';
import { gradeEncounter, type EmbeddedEvaluation, type TranscriptMessage } from './grade';

/** A child: under 13, or a minor whose carer answers. */
function isChildCase(c: Case): boolean {
  return c.doorCard.age < 13 || (c.doorCard.age < 18 && c.persona.informant !== undefined);
}

const children = loadValidCases().filter(isChildCase);

function session(c: Case, turns: readonly string[]): TranscriptMessage[] {
  return turns.flatMap((u, i): TranscriptMessage[] => [
    { id: `${c.id}-u${i}`, sender: 'user', content: u },
    { id: `${c.id}-a${i}`, sender: 'ai', content: '네.' },
  ]);
}

/** What is adult-only in an item's text, for a child of this age (family history speaks of relatives: left out). */
function adultOnly(item: ChecklistItem, age: number, own?: string): string | undefined {
  if (/가족력/.test(item.subtitle)) return undefined;
  const t = item.text;
  const always =
    /혈압약|ACE|항응고제|이뇨제|고혈압|당뇨|담석|위궤양|대장내시경|PSA|전립선|치매|뇌졸중|체중 감량|과음|갑년|질 세정제|마스크/.exec(
      t,
    );
  if (always) return always[0];
  // Weight loss and TB are asked of a child only where the case's own diseases carry them (leukaemia, TB).
  const chronic = /체중 감소|결핵|밤에 식은땀/.exec(t);
  if (chronic && !(own && /암|종양|백혈병|림프종|결핵|염증성|크론|흡수/.test(own))) return chronic[0];
  // From 12 the adolescent interview (HEADSS) asks the patient's own drinking, smoking and sex life.
  const underTwelve = /금연|금주|절주|(?<![수입])술|(?<!간접)흡연|콘돔|피임|성관계|성교|성 상대/.exec(t);
  if (age < 12 && underTwelve) return underTwelve[0];
  // A numeric 0-10 scale is for children of about 8 and older; younger ones are judged by faces or behaviour.
  if (age < 8 && /0-10/.test(t)) return '0-10';
  return undefined;
}

/** An example said to the carer about the carer's own illnesses, medicines, weight or habits. */
const HONORIFIC =
  /(계신|드시|드세요|으셨|셨어요|셨나요|으세요|하세요|주무|받으신|빠지셨|피우세요|이세요|있으세요|없으세요)/;
const OWN_MATTERS =
  /(병이|약이|약은|몸무게|체중|살이|땀|담배|술|커피|운동|하시는 일|입원|수술|알레르기|검진|스트레스|식사|잠은|여행|고혈압|당뇨)/;
function adultExamplesIn(text: string, c: Case): string[] {
  const given = c.doorCard.patientName.slice(1);
  const out: string[] = [];
  for (const m of text.matchAll(/\([^()]*에게\) “([^”]*)”/g)) {
    const q = m[1]!;
    if (
      HONORIFIC.test(q) &&
      OWN_MATTERS.test(q) &&
      !/걱정/.test(q) &&
      !new RegExp(`아이|아기|애가|애는|${given}`).test(q)
    )
      out.push(q);
  }
  return out;
}

/** A warning the child's presentation does not carry: the disease it names is not among the case's own. */
const WARNINGS: [RegExp, RegExp][] = [
  [/악성 질환/, /암|종양|백혈병|림프종|모세포종|악성/],
  [/결핵/, /결핵/],
  [/뇌졸중/, /뇌졸중|뇌경색|뇌출혈|모야모야/],
  [/마미 증후군/, /마미/],
  [/자궁외 임신/, /임신/],
];
function unfitWarningsIn(r: EmbeddedEvaluation, c: Case): string[] {
  const own = [c.name, ...(c.differentials ?? [])].join(' ');
  const texts = [r.qualitativeFeedback, ...r.improvementAreas.map((a) => a.description)];
  return texts.flatMap((t) =>
    WARNINGS.filter(([said, fits]) => said.test(t) && !fits.test(own)).map(
      ([said]) => `${said.source}: ${t}`,
    ),
  );
}

interface Counts {
  adultItems: string[];
  adultExamples: string[];
  unfitWarnings: string[];
}

function sweep(): Counts {
  const counts: Counts = { adultItems: [], adultExamples: [], unfitWarnings: [] };
  for (const c of children) {
    const items = caseChecklist(c);
    for (const item of items) {
      const bad = adultOnly(item, c.doorCard.age, [c.name, ...(c.differentials ?? [])].join(' '));
      if (bad) counts.adultItems.push(`${c.id} ${item.id} (${bad}): ${item.text}`);
    }
    const encounters = [
      [],
      ['안녕하세요, 학생의사 김민수입니다.', ...items.filter((_, i) => i % 2 === 0).map(utteranceFor)],
      ['안녕하세요, 학생의사 김민수입니다.', ...items.filter((_, i) => i % 2 === 1).map(utteranceFor)],
    ];
    const examples = new Set<string>();
    const warnings = new Set<string>();
    for (const turns of encounters) {
      const r = gradeEncounter({ caseData: c, messages: session(c, turns) });
      const texts = [
        r.qualitativeFeedback,
        ...r.improvementAreas.flatMap((a) => [a.description, a.advice]),
        ...r.checklistResults.map((x) => x.aiComment),
      ];
      for (const t of texts) for (const q of adultExamplesIn(t, c)) examples.add(`${c.id}: ${q}`);
      for (const w of unfitWarningsIn(r, c)) warnings.add(`${c.id}: ${w}`);
    }
    counts.adultExamples.push(...examples);
    counts.unfitWarnings.push(...warnings);
  }
  return counts;
}

describe('round 28: every child’s case, graded as a child', () => {
  it('no adult-only item, no example about the carer’s own illnesses or habits, no unfit warning', () => {
    expect(children.length).toBeGreaterThanOrEqual(45);
    const found = sweep();
    console.log(
      `sweep-child: ${children.length} cases`,
      JSON.stringify(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length]))),
    );
    for (const [k, v] of Object.entries(found))
      if (v.length > 0) console.log(`${k} (${v.length}):\n  ${v.slice(0, 400).join('\n  ')}`);
    expect(found).toEqual({ adultItems: [], adultExamples: [], unfitWarnings: [] });
  });

  it('the detectors read what they should (controls)', () => {
    const croup = children.find((c) => c.id === 'croup-laryngotracheobronchitis')!;
    expect(
      adultExamplesIn('(어머니에게) “앓고 계신 병이 있으세요? 고혈압이나 당뇨 같은 거요.”', croup),
    ).toHaveLength(1);
    expect(adultExamplesIn('(어머니에게) “아이가 전에 크게 아팠거나 입원한 적 있나요?”', croup)).toEqual([]);
    expect(adultExamplesIn('(어머니에게) “태오가 먹고 있는 약이 있나요?”', croup)).toEqual([]);
    const item = (text: string, subtitle = '과거력'): ChecklistItem => ({
      id: 'x.hx.y',
      section: '병력청취',
      subtitle,
      text,
      satisfiedBy: { topics: ['pastMedical'] },
    });
    expect(adultOnly(item('결핵, 천식 등 과거력을 물었다'), 2)).toBe('결핵');
    expect(adultOnly(item('가족 중 당뇨 환자가 있는지 물었다', '가족력'), 2)).toBeUndefined();
    expect(adultOnly(item('흡연 여부와 양을 물었다', '사회력'), 12)).toBeUndefined();
    expect(adultOnly(item('통증의 정도를 0-10점 척도로 물었다', 'C 강도'), 9)).toBeUndefined();
  });
});
