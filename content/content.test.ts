import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHECKLISTS, checklistFor } from './checklists/index';
import {
  CLINICIAN_WORDS,
  NEAR_DUPLICATE_THRESHOLD,
  ageMonthsProblems,
  caseNarrative,
  clinicianWordsIn,
  duplicatePatientNames,
  findNearDuplicates,
  jaccard,
  trigrams,
  unanswerableItems,
} from './lint';
import { DEFAULT_CASES_DIR, appliesToPatient, caseChecklist, contentVersion, loadCases } from './load';
import {
  CHECKLIST_SECTIONS,
  SEXES,
  caseSchema,
  checklistItemSchema,
  implausibleVitals,
  parseVitals,
  presentationChecklistSchema,
  publicCaseSchema,
  toPublicCase,
  type Case,
  type ChecklistSection,
} from './schema';
import { README_PATH, STATS_END, STATS_START, readmeStatsSection, renderStats } from './stats';
import {
  EDUCATION_CONCEPTS,
  ENCOUNTER_ACTS,
  HISTORY_TOPICS,
  MANOEUVRES,
  PRESENTATIONS,
  PRESENTATION_SLUGS,
  PRIMARY_SLUGS,
  SECONDARY_CATEGORIES,
  SYMPTOMS,
  primaryOf,
} from './vocabulary';

const cases = loadCases();
const byId = (id: string): Case => {
  const c = cases.find((x) => x.id === id);
  if (!c) throw new Error(`fixture case ${id} is missing`);
  return c;
};

describe('vocabulary', () => {
  it('has the 9 systems and 56 presentations of the CPX domain, each with a unique ascii slug', () => {
    expect(Object.keys(PRESENTATIONS)).toHaveLength(9);
    expect(SECONDARY_CATEGORIES).toHaveLength(56);
    expect(new Set(SECONDARY_CATEGORIES).size).toBe(56);
    const slugs = Object.values(PRESENTATION_SLUGS);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...slugs, ...Object.values(PRIMARY_SLUGS)])
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(primaryOf('급성복통')).toBe('소화기');
    expect(primaryOf('자살')).toBe('상담');
  });

  it('labels every key in Korean and keeps the symptom list a manageable size', () => {
    const entries = [HISTORY_TOPICS, SYMPTOMS, MANOEUVRES, EDUCATION_CONCEPTS, ENCOUNTER_ACTS].flatMap((v) =>
      Object.values(v),
    );
    for (const e of entries) expect(e.label).toMatch(/[가-힣]/);
    for (const m of Object.values(MANOEUVRES)) expect(m.normal).toMatch(/[가-힣]/);
    expect(Object.keys(SYMPTOMS).length).toBeGreaterThanOrEqual(80);
    expect(Object.keys(SYMPTOMS).length).toBeLessThanOrEqual(130);
  });

  it('never uses one key in two vocabularies, so an utterance maps to one kind of fact', () => {
    const all = [HISTORY_TOPICS, SYMPTOMS, MANOEUVRES, EDUCATION_CONCEPTS, ENCOUNTER_ACTS].flatMap((v) =>
      Object.keys(v),
    );
    expect(all.filter((k, i) => all.indexOf(k) !== i)).toEqual([]);
  });
});

describe('checklists', () => {
  const ranges: Record<ChecklistSection, [number, number]> = {
    병력청취: [10, 20],
    신체진찰: [3, 8],
    환자교육: [3, 6],
    '환자-의사관계': [4, 6],
  };

  it('exist for every presentation, including every counselling one', () => {
    expect(CHECKLISTS.map((c) => c.presentation)).toEqual([...SECONDARY_CATEGORIES]);
    for (const p of SECONDARY_CATEGORIES) expect(checklistFor(p).presentation).toBe(p);
  });

  /** Every kind of patient a checklist could be used for, at each appliesTo age boundary. */
  const patients = SEXES.flatMap((sex) =>
    [0, 1, 2, 3, 5, 6, 8, 11, 12, 15, 17, 18, 19, 20, 30, 40, 55, 56, 59, 60, 80].map((age) => ({
      sex,
      age,
    })),
  );

  it.each(CHECKLISTS.map((c) => [c.presentation, c] as const))(
    '%s has all four sections in range',
    (_, c) => {
      expect(presentationChecklistSchema.safeParse(c).success).toBe(true);
      for (const section of CHECKLIST_SECTIONS) {
        const items = c.items.filter((i) => i.section === section);
        const [lo, hi] = ranges[section];
        expect(items.length, `${c.presentation} ${section}`).toBeGreaterThanOrEqual(lo);
        // The upper bound is on the sheet one patient is graded on: an appliesTo split puts a
        // child's and an adult's wording of one question side by side in the list.
        const longest = Math.max(
          ...patients.map((p) => items.filter((i) => appliesToPatient(i.appliesTo, p)).length),
        );
        expect(longest, `${c.presentation} ${section}`).toBeLessThanOrEqual(hi);
      }
    },
  );

  it('never ask a young child about their own drinking, sex life, contraception, job or screening', () => {
    const adultOnly = ['alcohol', 'sexual', 'contraception', 'occupation', 'cervicalScreening'];
    const schoolAge = ['caffeine', 'prodrome']; // coffee and cola, and describing an aura
    for (const c of CHECKLISTS) {
      // A presentation that is itself about drinking or smoking is never a small child's.
      if (['음주', '금연', '물질오남용'].includes(c.presentation)) continue;
      for (const p of SEXES.flatMap((sex) => [
        { sex, age: 1 },
        { sex, age: 4 },
        { sex, age: 9 },
      ])) {
        const asked = c.items
          .filter((i) => appliesToPatient(i.appliesTo, p))
          .flatMap((i) => (i.satisfiedBy.topics ?? []).map((t) => `${i.id}:${t}`));
        const banned = p.age < 6 ? [...adultOnly, ...schoolAge] : adultOnly;
        expect(
          asked.filter((a) => banned.includes(a.split(':')[1]!)),
          `${c.presentation} for a ${p.age}-year-old`,
        ).toEqual([]);
      }
    }
  });

  it('name only real manoeuvres in physical-exam items and read like an examiner sheet', () => {
    const items = [...CHECKLISTS.flatMap((c) => c.items), ...cases.flatMap((c) => c.checklistExtras ?? [])];
    for (const item of items) {
      if (item.section === '신체진찰') {
        for (const m of item.satisfiedBy.manoeuvres ?? [])
          expect(Object.hasOwn(MANOEUVRES, m), item.id).toBe(true);
      }
      expect(item.text, item.id).toMatch(/(었|였|했|았|웠|렸|켰)다$/);
    }
  });

  it('have ids that are unique across the whole library', () => {
    const ids = [...CHECKLISTS.flatMap((c) => c.items), ...cases.flatMap((c) => c.checklistExtras ?? [])].map(
      (i) => i.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('drop items that do not apply to the patient', () => {
    const man = byId('acute-appendicitis');
    expect(caseChecklist(man).map((i) => i.id)).not.toContain('acute-abdominal-pain.hx.lmp');
    const woman: Case = { ...man, doorCard: { ...man.doorCard, sex: '여자', age: 24 } };
    expect(caseChecklist(woman).map((i) => i.id)).toContain('acute-abdominal-pain.hx.lmp');

    const child = byId('kawasaki-disease');
    const childIds = caseChecklist(child).map((i) => i.id);
    expect(childIds).toContain('fever.hx.vaccination');
    expect(childIds).toContain('kawasaki-disease.mucocutaneous');
    const adult: Case = { ...child, doorCard: { ...child.doorCard, age: 40 } };
    expect(caseChecklist(adult).map((i) => i.id)).not.toContain('fever.hx.vaccination');

    // An 18-month-old with a febrile seizure has no drinking, job or aura to report.
    const toddler = byId('simple-febrile-seizure');
    const adultSeizureItems = ['seizure.hx.alcohol', 'seizure.hx.occupation', 'seizure.hx.aura'];
    const toddlerIds = caseChecklist(toddler).map((i) => i.id);
    for (const id of adultSeizureItems) expect(toddlerIds).not.toContain(id);
    expect(toddlerIds).toContain('seizure.hx.witness');
    const teenager: Case = { ...toddler, doorCard: { ...toddler.doorCard, age: 17 } };
    expect(caseChecklist(teenager).map((i) => i.id)).toEqual(expect.arrayContaining(adultSeizureItems));
  });

  it('ask a split question once, in the wording for the patient’s age', () => {
    const reporting = (age: number) =>
      checklistFor('가정폭력')
        .items.filter((i) => i.satisfiedBy.education?.includes('reporting'))
        .filter((i) => appliesToPatient(i.appliesTo, { sex: '여자', age }))
        .map((i) => i.id);
    expect(reporting(4)).toEqual(['domestic-violence.ed.reportingDutyChild']);
    expect(reporting(17)).toEqual(['domestic-violence.ed.reportingDutyChild']);
    expect(reporting(36)).toEqual(['domestic-violence.ed.reporting']);
    expect(reporting(60)).toEqual(['domestic-violence.ed.reportingDutyElder']);

    const bloodExposure = (age: number) =>
      checklistFor('황달')
        .items.filter((i) => i.satisfiedBy.topics?.includes('bloodExposure'))
        .filter((i) => appliesToPatient(i.appliesTo, { sex: '남자', age }))
        .map((i) => i.id);
    expect(bloodExposure(0)).toEqual(['jaundice.hx.bloodExposureChild']);
    expect(bloodExposure(40)).toEqual(['jaundice.hx.bloodExposure']);

    const genital = (sex: '남자' | '여자') =>
      checklistFor('성폭력')
        .items.filter((i) => i.section === '신체진찰')
        .filter((i) => appliesToPatient(i.appliesTo, { sex, age: 25 }))
        .flatMap((i) => i.satisfiedBy.manoeuvres ?? []);
    expect(genital('남자')).toContain('digitalRectalExam');
    expect(genital('남자')).not.toContain('pelvicExam');
    expect(genital('여자')).toContain('pelvicExam');
  });
});

describe('the case library', () => {
  it('loads, validates and is sorted in catalogue order', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) expect(caseSchema.safeParse(c).success, c.id).toBe(true);
    const order = cases.map((c) => SECONDARY_CATEGORIES.indexOf(c.secondaryCategory));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has unique ids, each equal to its file name inside its system folder', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      const file = path.join(DEFAULT_CASES_DIR, PRIMARY_SLUGS[c.primaryCategory], `${c.id}.yaml`);
      expect((parse(readFileSync(file, 'utf8')) as { id: string }).id).toBe(c.id);
    }
  });

  it('covers counselling, women’s health and paediatrics, with the sexes balanced', () => {
    expect(cases.some((c) => c.primaryCategory === '상담')).toBe(true);
    expect(cases.some((c) => c.primaryCategory === '여성/소아' && c.doorCard.sex === '여자')).toBe(true);
    const child = cases.find((c) => c.doorCard.age < 13);
    expect(child?.persona.informant).toBeTruthy();
    const women = cases.filter((c) => c.doorCard.sex === '여자').length;
    expect(Math.abs(women - (cases.length - women))).toBeLessThanOrEqual(Math.ceil(cases.length / 5));
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s answers every history item it is graded on', (_, c) => {
    expect(unanswerableItems(c)).toEqual([]);
  });

  it.each(cases.map((c) => [c.id, c] as const))(
    '%s lists 15-30 pertinent positive and negative symptoms',
    (_, c) => {
      const facts = Object.values(c.symptoms);
      expect(facts.length).toBeGreaterThanOrEqual(15);
      expect(facts.length).toBeLessThanOrEqual(30);
      expect(facts.some((s) => s.present)).toBe(true);
      expect(facts.some((s) => !s.present)).toBe(true);
    },
  );

  it.each(cases.map((c) => [c.id, c] as const))('%s speaks as a patient, not a clinician', (_, c) => {
    expect(clinicianWordsIn(c)).toEqual([]);
    // The opening line answers "어디가 불편해서 오셨어요?" with the complaint only.
    expect(c.persona.openingLine.length).toBeLessThanOrEqual(40);
    for (const answer of Object.values(c.history)) expect(c.persona.openingLine).not.toContain(answer);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s has plausible door-card vitals for its age', (_, c) => {
    // Age-aware (PLAUSIBLE_VITALS in schema.ts): an infant with bronchiolitis breathes 60 times a
    // minute, an adult who does is a typo.
    expect(implausibleVitals(c.doorCard)).toEqual([]);
    const { vitals } = parseVitals(c.doorCard);
    expect(vitals!.systolic).toBeGreaterThan(vitals!.diastolic);
    expect(vitals!.temperature).toBeGreaterThanOrEqual(34);
    expect(vitals!.temperature).toBeLessThanOrEqual(42);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s gives a child under two its age in months', (_, c) => {
    // The door card shows '생후 2개월' or '18개월', never '0세' (DoorCard.ageMonths).
    expect(ageMonthsProblems(c)).toEqual([]);
  });

  it('has no near-duplicate cases', () => {
    // Distinct cases stay far below the threshold: half of it is already a warning that two
    // cases are converging, so that is what the library must stay under.
    expect(findNearDuplicates(cases, NEAR_DUPLICATE_THRESHOLD / 2)).toEqual([]);
  });

  it('finds exactly the pairs a pairwise comparison finds', () => {
    const sample = cases.filter((_, i) => i % 4 === 0);
    const sets = sample.map((c) => trigrams(caseNarrative(c)));
    const expected: string[] = [];
    for (let i = 0; i < sample.length; i += 1) {
      for (let j = i + 1; j < sample.length; j += 1) {
        const sim = jaccard(sets[i]!, sets[j]!);
        if (sim >= 0.05) expected.push(`${sample[i]!.id} ${sample[j]!.id} ${sim.toFixed(9)}`);
      }
    }
    const found = findNearDuplicates(sample, 0.05).map((d) => `${d.a} ${d.b} ${d.similarity.toFixed(9)}`);
    expect(found.sort()).toEqual(expected.sort());
  });

  it('gives every patient a different name', () => {
    // A list of cases with two 변옥례s is confusing; rename the later case's patient.
    expect(duplicatePatientNames(cases), 'patient names used by more than one case').toEqual([]);
  });

  it('rejects a copy with the diagnosis swapped, and one with a few answers reworded', () => {
    const original = byId('acute-appendicitis');
    const swapped: Case = { ...original, id: 'acute-cholecystitis', name: '급성 담낭염' };
    expect(findNearDuplicates([original, swapped])).toEqual([
      { a: 'acute-appendicitis', b: 'acute-cholecystitis', similarity: 1 },
    ]);
    const reworded: Case = {
      ...swapped,
      history: {
        ...original.history,
        location: '오른쪽 윗배, 갈비뼈 바로 밑이 아파요.',
        radiation: '오른쪽 어깨 뒤쪽으로 뻗쳐요.',
        event: '어제 저녁에 삼겹살을 많이 먹었어요.',
        experience: '기름진 걸 먹고 명치가 아팠던 적이 몇 번 있어요.',
      },
    };
    expect(findNearDuplicates([original, reworded])).toHaveLength(1);
  });

  it('names every case in English too, with the abbreviations learners type', () => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
    for (const c of cases) {
      expect(c.englishName, c.id).toMatch(/^[A-Z0-9a-z]/);
      expect(c.englishName, c.id).not.toMatch(hangul);
      for (const alias of c.englishAliases ?? []) expect(alias, c.id).not.toMatch(hangul);
    }
    // English names are per diagnosis, not copies of one placeholder.
    expect(new Set(cases.map((c) => c.englishName)).size).toBeGreaterThan(cases.length * 0.95);
    expect(byId('acute-appendicitis').englishName).toBe('Acute appendicitis');
    expect(byId('guillain-barre-syndrome').englishName).toBe('Guillain-Barré syndrome');
    // Each common abbreviation leads to the cases it stands for.
    const withAlias = (alias: string) =>
      cases.filter((c) => c.englishAliases?.includes(alias)).map((c) => c.id);
    const expected: Record<string, string[]> = {
      MI: ['acute-myocardial-infarction', 'inferior-myocardial-infarction-vomiting'],
      STEMI: ['acute-myocardial-infarction'],
      NSTEMI: ['nstemi-referred-neck-jaw-pain', 'nstemi-dyspnea-anginal-equivalent'],
      GERD: ['gastroesophageal-reflux-disease', 'gastroesophageal-reflux-chronic-cough'],
      UTI: ['acute-cystitis', 'acute-pyelonephritis-fever', 'febrile-uti-vesicoureteral-reflux-toddler'],
      DKA: ['diabetic-ketoacidosis'],
      COPD: ['copd-acute-exacerbation', 'copd-smoker-contemplation'],
      URI: ['common-cold'],
      BPPV: ['benign-paroxysmal-positional-vertigo'],
      TIA: ['transient-ischemic-attack-carotid'],
      CHF: ['heart-failure-exacerbation', 'heart-failure-fluid-weight-gain'],
      PE: ['pulmonary-embolism', 'postpartum-pulmonary-embolism-syncope'],
      IBD: ['crohn-disease', 'ulcerative-colitis'],
      IBS: ['irritable-bowel-syndrome', 'irritable-bowel-syndrome-constipation'],
    };
    for (const [alias, ids] of Object.entries(expected))
      expect(withAlias(alias), alias).toEqual(expect.arrayContaining(ids));
  });

  it('sends a learner’s device the door card and labels only', () => {
    for (const c of cases) {
      const card = toPublicCase(c);
      expect(publicCaseSchema.safeParse(card).success).toBe(true);
      const json = JSON.stringify(card);
      for (const fact of Object.values(c.history)) expect(json).not.toContain(fact);
      for (const key of ['history', 'symptoms', 'exam', 'plan', 'differentials', 'education', 'persona']) {
        expect(card).not.toHaveProperty(key);
      }
    }
  });
});

describe('contentVersion', () => {
  it('is stable, ignores order and key order, and changes with any fact or checklist change', () => {
    const v = contentVersion(cases);
    expect(v).toMatch(/^[0-9a-f]{64}$/);
    expect(contentVersion([...cases].reverse())).toBe(v);
    const [first, ...rest] = cases;
    const reordered = Object.fromEntries(Object.entries(first!).reverse()) as Case;
    expect(contentVersion([reordered, ...rest])).toBe(v);

    const edited: Case = { ...first!, history: { ...first!.history, onset: '그저께부터요.' } };
    expect(contentVersion([edited, ...rest])).not.toBe(v);
    const extra: Case = {
      ...first!,
      checklistExtras: [
        {
          id: `${first!.id}.extra`,
          section: '병력청취',
          subtitle: '기타',
          text: '추가 질문을 물었다',
          satisfiedBy: { topics: ['onset'] },
        },
      ],
    };
    expect(contentVersion([extra, ...rest])).not.toBe(v);
  });
});

describe('schema rules', () => {
  const base = byId('acute-appendicitis');
  const issues = (input: unknown) => {
    const r = caseSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the fixture as is', () => {
    expect(issues(base)).toEqual([]);
  });

  it('rejects unknown keys anywhere, including misspelt vocabulary keys', () => {
    expect(issues({ ...base, extra: 1 }).join()).toMatch(/Unrecognized key/);
    expect(issues({ ...base, history: { ...base.history, onsett: '어제요' } }).join()).toMatch(/history/);
    expect(issues({ ...base, symptoms: { fevr: { present: true } } }).join()).toMatch(/symptoms/);
    expect(issues({ ...base, exam: { murphy: { finding: '음성' } } }).join()).toMatch(/exam/);
    expect(issues({ ...base, symptoms: { fever: { present: true, severity: 3 } } }).join()).toMatch(/fever/);
  });

  it('requires an English name without Hangul, and aliases listed once', () => {
    const { englishName: _omitted, ...unnamed } = base;
    expect(issues(unnamed).join()).toMatch(/englishName/);
    expect(issues({ ...base, englishName: '급성 충수염' }).join()).toMatch(
      /englishName: English text must not/,
    );
    expect(issues({ ...base, englishAliases: ['MI', 'mi'] }).join()).toMatch(/the same alias twice/);
    expect(issues({ ...base, englishAliases: ['충수염'] }).join()).toMatch(/englishAliases/);
    expect(issues({ ...base, englishAliases: [] }).join()).toMatch(/englishAliases/);
    // The device's copy carries the English name (and aliases when there are any).
    expect(toPublicCase(byId('diabetic-ketoacidosis'))).toMatchObject({
      englishName: 'Diabetic ketoacidosis',
      englishAliases: ['DKA'],
    });
    expect(toPublicCase(base)).not.toHaveProperty('englishAliases');
  });

  it('rejects a secondary category from another system', () => {
    expect(issues({ ...base, secondaryCategory: '가슴통증' }).join()).toMatch(
      /secondaryCategory: '가슴통증' is not/,
    );
  });

  it('rejects facts that cannot belong to the patient', () => {
    expect(issues({ ...base, history: { ...base.history, lmp: '2주 전이요' } }).join()).toMatch(
      /history.lmp/,
    );
    const toddler = { ...base, doorCard: { ...base.doorCard, age: 3 } };
    expect(issues(toddler).join()).toMatch(/persona.informant/);
    const adultWithBirth = { ...base, history: { ...base.history, birthHistory: '만삭이었어요' } };
    expect(issues(adultWithBirth).join()).toMatch(/history.birthHistory/);
    expect(issues({ ...base, secondaryCategory: '질출혈', primaryCategory: '여성/소아' }).join()).toMatch(
      /doorCard.sex/,
    );
  });

  it('requires months for an infant, consistent with the age in years', () => {
    const card = (age: number, ageMonths?: number) => ({ ...base.doorCard, age, ageMonths });
    const infant = (age: number, ageMonths?: number) => ({
      ...base,
      doorCard: card(age, ageMonths),
      persona: { ...base.persona, informant: '어머니' },
    });
    expect(issues(infant(0)).join()).toMatch(/doorCard.ageMonths: a patient under 1 needs ageMonths/);
    expect(issues(infant(0, 2))).toEqual([]);
    expect(issues(infant(0, 14)).join()).toMatch(/doorCard.ageMonths: ageMonths 14 is not age 0/);
    expect(issues(infant(1, 11)).join()).toMatch(/ageMonths 11 is not age 1/);
    expect(issues(infant(1, 18))).toEqual([]);
    expect(issues(infant(2, 24)).join()).toMatch(/doorCard.ageMonths/);
    expect(issues(infant(0, 2.5)).join()).toMatch(/doorCard.ageMonths/);
    // The device's copy of a case is checked the same way.
    expect(publicCaseSchema.safeParse({ ...toPublicCase(base), doorCard: card(0) }).success).toBe(false);
  });

  it('asks months of a 1-year-old and checks them against the ages the case text states', () => {
    const toddler = byId('simple-febrile-seizure');
    expect(toddler.doorCard.ageMonths).toBe(18);
    expect(ageMonthsProblems(toddler)).toEqual([]);
    const { ageMonths: _, ...withoutMonths } = toddler.doorCard;
    expect(ageMonthsProblems({ ...toddler, doorCard: withoutMonths })).toEqual([
      'doorCard.ageMonths: a 1-year-old needs ageMonths (completed months)',
    ]);
    expect(ageMonthsProblems({ ...toddler, doorCard: { ...toddler.doorCard, ageMonths: 14 } })).toEqual([
      "doorCard.situation: '18개월' disagrees with doorCard.ageMonths 14",
      "shortDescription: '18개월' disagrees with doorCard.ageMonths 14",
    ]);
    // Weeks count as completed months: a 5-week-old is 1 month old, not 2.
    const pyloric = byId('hypertrophic-pyloric-stenosis');
    expect(pyloric.doorCard).toMatchObject({ age: 0, ageMonths: 1 });
    expect(ageMonthsProblems(pyloric)).toEqual([]);
    expect(ageMonthsProblems({ ...pyloric, doorCard: { ...pyloric.doorCard, ageMonths: 2 } })).toHaveLength(
      2,
    );
    // An adult needs none, and an older child's months would not be shown.
    expect(ageMonthsProblems(base)).toEqual([]);
  });

  it('judges vitals for the patient’s age', () => {
    const card = (age: number, pulse: number, respiration: number) => ({
      ...base.doorCard,
      age,
      pulse: `${pulse}회/분`,
      respiration: `${respiration}회/분`,
    });
    expect(implausibleVitals(card(0, 170, 58))).toEqual([]); // bronchiolitis
    expect(implausibleVitals(card(1, 190, 64))).toEqual([]);
    expect(implausibleVitals(card(30, 110, 58)).join()).toMatch(/respiration: 58 is implausible at age 30/);
    expect(implausibleVitals(card(30, 190, 20)).join()).toMatch(/pulse: 190/);
    expect(implausibleVitals(card(0, 60, 40)).join()).toMatch(/pulse: 60 is implausible at age 0/);
    expect(implausibleVitals({ ...card(30, 80, 16), pulse: '80' }).join()).toMatch(/pulse: write pulse/);
  });

  it('keeps at least one topic of an item required for answerability', () => {
    const item = {
      id: 'x.hx.y',
      section: '병력청취',
      subtitle: 'x',
      text: 'x를 물었다',
      satisfiedBy: { topics: ['sexual', 'bloodExposure'] },
    };
    expect(checklistItemSchema.safeParse({ ...item, optionalTopics: ['bloodExposure'] }).success).toBe(true);
    const all = checklistItemSchema.safeParse({ ...item, optionalTopics: ['sexual', 'bloodExposure'] });
    expect(all.error?.issues.map((i) => i.message).join()).toMatch(/at least one topic must stay required/);
    const stray = checklistItemSchema.safeParse({ ...item, optionalTopics: ['onset'] });
    expect(stray.error?.issues.map((i) => i.message).join()).toMatch(/not one of satisfiedBy.topics/);

    // A case that answers sexual but not bloodExposure is answerable; without sexual it is not.
    const jaundice = cases.find((c) => c.secondaryCategory === '황달' && c.doorCard.age >= 12)!;
    const { bloodExposure: _b, ...withoutBlood } = jaundice.history;
    const { sexual: _s, ...withoutEither } = withoutBlood;
    expect(unanswerableItems({ ...jaundice, history: { ...withoutBlood, sexual: '아내하고만요.' } })).toEqual(
      [],
    );
    expect(unanswerableItems({ ...jaundice, history: withoutEither }).join()).toMatch(
      /jaundice.hx.bloodExposure .*history needs sexual/,
    );
  });

  it('rejects vitals that do not parse or do not add up', () => {
    const card = (over: Partial<Case['doorCard']>) => ({ ...base, doorCard: { ...base.doorCard, ...over } });
    expect(issues(card({ bloodPressure: '124/78' })).join()).toMatch(/doorCard.bloodPressure/);
    expect(issues(card({ bloodPressure: '78/124 mmHg' })).join()).toMatch(/systolic must be higher/);
    expect(issues(card({ pulse: '98' })).join()).toMatch(/doorCard.pulse/);
    expect(issues(card({ temperature: '43.0℃' })).join()).toMatch(/doorCard.temperature/);
    expect(issues(card({ respiration: '0회/분' })).join()).toMatch(/doorCard.respiration/);
  });

  it('rejects checklist extras that are empty, misplaced or not namespaced by the case', () => {
    const extra = (item: object) => ({ ...base, checklistExtras: [item] });
    const ok = {
      id: `${base.id}.x`,
      section: '병력청취',
      subtitle: 'x',
      text: 'x를 물었다',
      satisfiedBy: { topics: ['onset'] },
    };
    expect(issues(extra(ok))).toEqual([]);
    expect(issues(extra({ ...ok, satisfiedBy: {} })).join()).toMatch(/at least one/);
    expect(issues(extra({ ...ok, satisfiedBy: { manoeuvres: ['murphySign'] } })).join()).toMatch(
      /not manoeuvres/,
    );
    expect(issues(extra({ ...ok, id: 'other-case.x' })).join()).toMatch(/must start with/);
    expect(issues(extra({ ...ok, satisfiedBy: { topics: ['onsett'] } })).join()).toMatch(/satisfiedBy/);
  });
});

describe('loadCases on a broken library', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cpx-cases-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const good = readFileSync(
    path.join(DEFAULT_CASES_DIR, 'gastrointestinal', 'acute-appendicitis.yaml'),
    'utf8',
  );

  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };

  it('lists every problem with its file and line in one error', () => {
    write('gastrointestinal/acute-appendicitis.yaml', good.replace('  onset:', '  onsett:'));
    write('gastrointestinal/renamed.yaml', good);
    write(
      'cardiovascular/acute-appendicitis-2.yaml',
      good.replace('id: acute-appendicitis', 'id: acute-appendicitis-2'),
    );
    write('gastrointestinal/broken.yaml', 'id: [unclosed\n');
    let message = '';
    try {
      loadCases(dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/4 problem/);
    expect(message).toMatch(/acute-appendicitis\.yaml:\d+ history: Unrecognized key: "onsett"/);
    expect(message).toMatch(/renamed\.yaml id: 'acute-appendicitis' must equal the file name 'renamed'/);
    expect(message).toMatch(
      /acute-appendicitis-2\.yaml primaryCategory: a 소화기 case belongs in cases\/gastrointestinal\//,
    );
    expect(message).toMatch(/broken\.yaml:\d+ YAML/);
  });

  it('flags a duplicate id across files', () => {
    const dup = mkdtempSync(path.join(tmpdir(), 'cpx-dup-'));
    try {
      mkdirSync(path.join(dup, 'gastrointestinal', 'more'), { recursive: true });
      writeFileSync(path.join(dup, 'gastrointestinal', 'acute-appendicitis.yaml'), good);
      writeFileSync(path.join(dup, 'gastrointestinal', 'more', 'acute-appendicitis.yml'), good);
      expect(() => loadCases(dup)).toThrow(/already used by/);
    } finally {
      rmSync(dup, { recursive: true, force: true });
    }
  });
});

describe('clinician wording guard', () => {
  it('catches a history written in chart language', () => {
    const c = byId('acute-appendicitis');
    const charted: Case = { ...c, history: { ...c.history, character: '우하복부 복통을 호소함' } };
    expect(clinicianWordsIn(charted).join()).toMatch(/history.character: '호소'/);
    expect(CLINICIAN_WORDS).toContain('복통');
  });
});

describe('content/README.md', () => {
  it('reports the library statistics of the current case files', () => {
    const section = readmeStatsSection(readFileSync(README_PATH, 'utf8'));
    expect(section, `content/README.md needs a ${STATS_START} ... ${STATS_END} section`).toBeDefined();
    expect(
      section,
      'The library statistics in content/README.md are out of date. Run `npm run content:stats` ' +
        '(npx tsx content/stats.ts) and commit the README.',
    ).toBe(renderStats(cases));
  });
});

describe('the review pass (content/REVIEW.md)', () => {
  const reviewDir = path.join(path.dirname(DEFAULT_CASES_DIR), 'review');

  it('indexes the review log of every system', () => {
    const index = readFileSync(path.join(path.dirname(DEFAULT_CASES_DIR), 'REVIEW.md'), 'utf8');
    for (const slug of Object.values(PRIMARY_SLUGS)) expect(index).toContain(`review/${slug}.md`);
  });

  it('has a review entry (### <case id>) for every case in the library', () => {
    const logs = existsSync(reviewDir) ? readdirSync(reviewDir).filter((f) => f.endsWith('.md')) : [];
    const reviewed = new Set(
      logs.flatMap((f) =>
        [
          ...readFileSync(path.join(reviewDir, f), 'utf8').matchAll(/^###\s+([a-z0-9]+(?:-[a-z0-9]+)*)\b/gm),
        ].map((m) => m[1]!),
      ),
    );
    const missing = cases
      .filter((c) => !reviewed.has(c.id))
      .map((c) => `${PRIMARY_SLUGS[c.primaryCategory]}/${c.id}`);
    expect(
      missing,
      `${missing.length} case(s) have no '### <id>' entry in content/review/<system>.md`,
    ).toEqual([]);
  });
});
