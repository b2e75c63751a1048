/**
 * Issue 17, round 33: checklist items true to their case, swept over the whole library. A presentation's shared items
 * name its commonest disease and that disease's tests and treatment ("가장 가능성 높은 진단(급성 관상동맥 증후군 등)",
 * "응급 치료와 관상동맥 조영술 등 다음 치료", "약물 치료(위산 억제제 등)", "필요 시 항생제"); for a case of another
 * disease in the same presentation (a pneumothorax with chest pain, Graves' disease with diarrhoea) the item names what
 * the examiner's answer sheet never asks. The case words such items itself (`checklistWording`, content/schema.ts; the
 * id and satisfiedBy stay).
 *
 * - diagnosis: the disease an item gives as its example ("(… 등)") is this case's: in its name or first differential.
 * - treatment: every drug, class or procedure an item names is in the case's plan or education.
 * - checklistWording keys are items of the case's own presentation checklist, and the wording keeps the item's kind.
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../bench/grader/dataset';
import { caseChecklist } from './case-checklist';
import { checklistFor } from './checklists/index';

/** Drugs, classes and procedures a treatment item may name (word endings), on the item's words. */
/** A bare 수술 ("진단에 따른 치료(약물, 수술)", "수술 가능성") is the kind of treatment, not a named procedure. */
const TREATMENT_TERM =
  /(조영술|절제술|절개술|성형술|항생제|억제제|차단제|스테로이드|항히스타민제|인슐린|구토 억제제|혈전용해|스텐트|관상동맥)$/;
const PARTICLE = /(을|를|이|가|은|는|와|과|의|에|로|으로|도|만|등)$/;

function words(text: string): string[] {
  return text
    .replace(/[()·,]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(PARTICLE, ''))
    .filter((w) => w.length >= 2);
}
const stem = (w: string) => w.slice(0, Math.max(2, w.length - 1));

const cases = loadValidCases();
const misfits: string[] = [];
const badKeys: string[] = [];
for (const c of cases) {
  const own = new Set(checklistFor(c.secondaryCategory).items.map((i) => i.id));
  for (const key of Object.keys(c.checklistWording ?? {}))
    if (!own.has(key)) badKeys.push(`${c.id}: ${key} is no item of ${c.secondaryCategory}`);
  const diagnosisText = [c.name, c.englishName ?? '', c.differentials[0] ?? ''].join(' ');
  const planText = [c.name, ...c.plan.treatment, ...c.education].join(' ');
  for (const item of caseChecklist(c)) {
    if (item.section !== '환자교육' || item.id.startsWith(`${c.id}.`)) continue;
    const by = item.satisfiedBy.education ?? [];
    if (by.includes('likelyDiagnosis')) {
      const example = /\(([^()]+?)\s?등\)/.exec(item.text)?.[1];
      if (example && !words(example).some((w) => diagnosisText.includes(stem(w))))
        misfits.push(`${c.id} ${item.id}: ${item.text}`);
    }
    if (by.includes('treatment')) {
      const named = words(item.text).filter((w) => TREATMENT_TERM.test(w));
      const absent = named.filter((w) => !planText.includes(stem(w)));
      if (absent.length > 0) misfits.push(`${c.id} ${item.id}: ${item.text} (${absent.join(', ')})`);
    }
  }
}

describe('round 33: checklist items true to their case', () => {
  it('counts', () => {
    console.log('checklist-fit', JSON.stringify({ misfits: misfits.length, badKeys: badKeys.length }));
    expect(cases.length).toBe(546);
  });
  it('no diagnosis or treatment item names another disease’s', () => {
    expect(misfits.join('\n')).toBe('');
  });
  it('a case words only its own presentation’s items', () => {
    expect(badKeys).toEqual([]);
  });
});
