import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHECKLISTS, checklistFor } from './checklists/index';
import {
  CLINICIAN_WORDS,
  NEAR_DUPLICATE_THRESHOLD,
  clinicianWordsIn,
  findNearDuplicates,
  unanswerableItems,
} from './lint';
import { DEFAULT_CASES_DIR, caseChecklist, contentVersion, loadCases } from './load';
import {
  CHECKLIST_SECTIONS,
  caseSchema,
  parseVitals,
  presentationChecklistSchema,
  publicCaseSchema,
  toPublicCase,
  type Case,
  type ChecklistSection,
} from './schema';
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

  it.each(CHECKLISTS.map((c) => [c.presentation, c] as const))(
    '%s has all four sections in range',
    (_, c) => {
      expect(presentationChecklistSchema.safeParse(c).success).toBe(true);
      for (const section of CHECKLIST_SECTIONS) {
        const n = c.items.filter((i) => i.section === section).length;
        const [lo, hi] = ranges[section];
        expect(n, `${c.presentation} ${section}`).toBeGreaterThanOrEqual(lo);
        expect(n, `${c.presentation} ${section}`).toBeLessThanOrEqual(hi);
      }
    },
  );

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

  it.each(cases.map((c) => [c.id, c] as const))('%s has plausible door-card vitals', (_, c) => {
    const { vitals, problems } = parseVitals(c.doorCard);
    expect(problems).toEqual([]);
    expect(vitals!.systolic).toBeGreaterThan(vitals!.diastolic);
    expect(vitals!.pulse).toBeGreaterThanOrEqual(40);
    expect(vitals!.pulse).toBeLessThanOrEqual(180);
    expect(vitals!.respiration).toBeGreaterThanOrEqual(8);
    expect(vitals!.respiration).toBeLessThanOrEqual(40);
    expect(vitals!.temperature).toBeGreaterThanOrEqual(34);
    expect(vitals!.temperature).toBeLessThanOrEqual(42);
  });

  it('has no near-duplicate cases', () => {
    // Distinct cases stay far below the threshold: half of it is already a warning that two
    // cases are converging, so that is what the library must stay under.
    expect(findNearDuplicates(cases, NEAR_DUPLICATE_THRESHOLD / 2)).toEqual([]);
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
