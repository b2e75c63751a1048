/**
 * The tests item's example and text say what the case's own plan says (lead, 2026-12-07, issue 17 item 11).
 *
 * A learner walking a cauda equina encounter was shown "경고 증상이 없으면 당장 영상 검사가 필요 없음을 설명했다" for a
 * patient who needs an MRI today, and 37 cases showed the phrasebook's placeholder "피검사와 ○○ 검사". Swept over the
 * library: every case's tests example names real tests or says that none is needed now, as the plan does.
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import type { Case } from '../../content/schema';
import { exampleFor } from './examples';

const cases = loadValidCases();
const byId = (id: string): Case => cases.find((c) => c.id === id)!;
const testsExample = (c: Case): string | undefined => {
  const item = caseChecklist(c).find(
    (i) => i.section === '환자교육' && i.satisfiedBy.education?.includes('tests'),
  );
  return item ? exampleFor(item, c) : undefined;
};
/** A plan whose first tests line says none is needed now. */
const NONE_NEEDED = /필요\s?(가\s?)?없|불필요|필요하지\s?않|하지\s?않음/;

describe('the tests example of every case', () => {
  it('never shows a placeholder (○○) in any case of the library', () => {
    const shown = cases
      .map((c) => [c.id, testsExample(c)] as const)
      .filter(([, e]) => e !== undefined && /○|…/.test(e));
    expect(shown).toEqual([]);
  });

  it.each([
    ['acute-lumbar-strain-moving-house', /영상 검사는 지금 필요하지 않습니다/],
    ['bell-palsy', /영상 검사는 지금 필요하지 않습니다/],
    ['chronic-tension-type-headache', /뇌 영상 검사는 지금 필요하지 않습니다/],
    ['functional-constipation', /대장내시경은 지금 필요하지 않습니다/],
    ['cervical-sprain-whiplash', /^지금은 영상 검사가 필요하지 않습니다\.$/],
  ])('%s: a plan that needs no test now is said so (%s)', (id, said) => {
    expect(testsExample(byId(id))).toMatch(said);
  });

  it('says "not needed" only where the plan begins so, across the library', () => {
    const wrong = cases.filter((c) => {
      const e = testsExample(c) ?? '';
      return /필요하지 않습니다/.test(e) && !NONE_NEEDED.test(c.plan.tests[0] ?? '');
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
  });

  it.each([
    ['cauda-equina-syndrome-incomplete-disc', /응급 요추 MRI/],
    ['boerhaave-syndrome', /흉부 X선을 찍고/],
    ['symptomatic-abdominal-aortic-aneurysm-back-pain', /복부 CT 혈관조영/],
    ['acute-ischemic-stroke', /비조영 뇌 CT와 CT 혈관조영/],
    ['postpartum-pulmonary-embolism-syncope', /심전도|심장 초음파/],
  ])('%s: a plan written in lists names its first procedure (%s)', (id, named) => {
    expect(testsExample(byId(id))).toMatch(named);
  });
});

describe('the tests item text of every case', () => {
  it('never tells a learner that imaging is not needed when the plan images', () => {
    const wrong = cases.filter((c) => {
      const item = caseChecklist(c).find((i) => i.satisfiedBy.education?.includes('tests'));
      return (
        item !== undefined &&
        /필요\s?없|필요하지\s?않/.test(item.text) &&
        !c.plan.tests.some((l) => NONE_NEEDED.test(l))
      );
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
  });

  it('never says a test is done at once when the plan begins by saying none is needed', () => {
    const wrong = cases.filter((c) => {
      const item = caseChecklist(c).find((i) => i.satisfiedBy.education?.includes('tests'));
      return item !== undefined && /바로\s?시행/.test(item.text) && NONE_NEEDED.test(c.plan.tests[0] ?? '');
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
  });
});
