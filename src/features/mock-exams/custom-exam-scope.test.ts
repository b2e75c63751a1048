import { describe, expect, it } from 'vitest';
import {
  candidateIds,
  countCandidates,
  customExamBody,
  EMPTY_SCOPE,
  middleCategoryCounts,
  narrowedPrimaries,
  toggleCase,
  toggleMiddle,
  togglePrimary,
  validCaseCount,
  type ExamCategory,
  type ExamScope,
} from './custom-exam-scope';

const cases = (...ids: string[]) => ids.map((scenarioId) => ({ scenarioId, name: scenarioId }));

/** 소화기: 급성복통 (3), 황달 (2); 순환기: 가슴통증 (2), 고혈압 (1); 호흡기: 기침 (2). 10 cases. */
const categories: ExamCategory[] = [
  {
    primaryCategory: '소화기',
    middleCategories: [
      { name: '급성복통', scenarios: cases('appendicitis', 'cholecystitis', 'pancreatitis') },
      { name: '황달', scenarios: cases('hepatitis', 'cholangitis') },
    ],
  },
  {
    primaryCategory: '순환기',
    middleCategories: [
      { name: '가슴통증', scenarios: cases('angina', 'mi') },
      { name: '고혈압', scenarios: cases('essential-htn') },
    ],
  },
  {
    primaryCategory: '호흡기',
    middleCategories: [{ name: '기침', scenarios: cases('pneumonia', 'asthma') }],
  },
];

const scope = (partial: Partial<ExamScope>): ExamScope => ({ ...EMPTY_SCOPE, ...partial });

describe('countCandidates (spec 1 §5)', () => {
  it('nothing selected: every case counts', () => {
    expect(countCandidates(categories, EMPTY_SCOPE)).toBe(10);
  });

  it('individual cases chosen: only they count, whatever else is chosen', () => {
    expect(countCandidates(categories, scope({ selectedIndividualCases: ['mi', 'asthma'] }))).toBe(2);
    expect(
      countCandidates(
        categories,
        scope({
          selectedIndividualCases: ['mi'],
          selectedPrimaryCategories: ['소화기'],
          selectedMiddleCategories: ['기침'],
        }),
      ),
    ).toBe(1);
    expect(candidateIds(categories, scope({ selectedIndividualCases: ['mi', 'asthma'] }))).toEqual([
      'mi',
      'asthma',
    ]);
  });

  it('individual cases: duplicates and cases no longer in the catalogue do not count', () => {
    expect(countCandidates(categories, scope({ selectedIndividualCases: ['mi', 'mi', 'gone'] }))).toBe(1);
    // Only unknown cases: as if none were chosen.
    expect(countCandidates(categories, scope({ selectedIndividualCases: ['gone'] }))).toBe(10);
  });

  it('a primary category counts all its cases', () => {
    expect(countCandidates(categories, scope({ selectedPrimaryCategories: ['소화기'] }))).toBe(5);
    expect(countCandidates(categories, scope({ selectedPrimaryCategories: ['소화기', '호흡기'] }))).toBe(7);
  });

  it('a middle category counts its cases', () => {
    expect(countCandidates(categories, scope({ selectedMiddleCategories: ['황달'] }))).toBe(2);
    expect(countCandidates(categories, scope({ selectedMiddleCategories: ['황달', '기침'] }))).toBe(4);
  });

  it('middle and primary of different systems: the union', () => {
    expect(
      countCandidates(
        categories,
        scope({ selectedPrimaryCategories: ['순환기'], selectedMiddleCategories: ['급성복통'] }),
      ),
    ).toBe(6);
  });

  it('a primary containing a chosen middle category is skipped (the middle narrows it)', () => {
    const narrowed = scope({ selectedPrimaryCategories: ['소화기'], selectedMiddleCategories: ['황달'] });
    expect(countCandidates(categories, narrowed)).toBe(2);
    expect(candidateIds(categories, narrowed)).toEqual(['hepatitis', 'cholangitis']);
    expect(narrowedPrimaries(categories, narrowed)).toEqual(['소화기']);
    // …while another chosen primary still counts in full.
    expect(
      countCandidates(categories, { ...narrowed, selectedPrimaryCategories: ['소화기', '호흡기'] }),
    ).toBe(4);
  });

  it('an unknown category adds nothing', () => {
    expect(countCandidates(categories, scope({ selectedPrimaryCategories: ['없는 계통'] }))).toBe(0);
    expect(countCandidates(categories, scope({ selectedMiddleCategories: ['없는 분류'] }))).toBe(0);
  });

  it('an empty catalogue has no candidates', () => {
    expect(countCandidates([], EMPTY_SCOPE)).toBe(0);
  });
});

describe('selection changes', () => {
  it('toggling a primary adds and removes it once', () => {
    const on = togglePrimary(togglePrimary(EMPTY_SCOPE, '소화기', true), '소화기', true);
    expect(on.selectedPrimaryCategories).toEqual(['소화기']);
    expect(togglePrimary(on, '소화기', false).selectedPrimaryCategories).toEqual([]);
  });

  it('deselecting a middle category removes its individual cases, and only those', () => {
    let current = toggleMiddle(categories, EMPTY_SCOPE, '급성복통', true);
    current = toggleMiddle(categories, current, '가슴통증', true);
    current = toggleCase(current, 'appendicitis', true);
    current = toggleCase(current, 'pancreatitis', true);
    current = toggleCase(current, 'mi', true);
    expect(countCandidates(categories, current)).toBe(3);

    const after = toggleMiddle(categories, current, '급성복통', false);
    expect(after.selectedMiddleCategories).toEqual(['가슴통증']);
    expect(after.selectedIndividualCases).toEqual(['mi']);
    expect(countCandidates(categories, after)).toBe(1);
  });

  it('selecting a middle category keeps the individual cases chosen', () => {
    const withCase = toggleCase(EMPTY_SCOPE, 'mi', true);
    expect(toggleMiddle(categories, withCase, '황달', true).selectedIndividualCases).toEqual(['mi']);
  });

  it('toggling a case off removes it', () => {
    const current = toggleCase(toggleCase(EMPTY_SCOPE, 'mi', true), 'angina', true);
    expect(toggleCase(current, 'mi', false).selectedIndividualCases).toEqual(['angina']);
  });

  it('middle category counts', () => {
    expect(middleCategoryCounts(categories)).toEqual({
      급성복통: 3,
      황달: 2,
      가슴통증: 2,
      고혈압: 1,
      기침: 2,
    });
  });
});

describe('case count and request body', () => {
  it.each([
    [1, 1],
    [6, 6],
    ['3', 3],
    [0, null],
    [7, null],
    [2.5, null],
    ['', null],
    [' ', null],
    ['abc', null],
    [null, null],
    [undefined, null],
  ])('validCaseCount(%j) = %j', (input, expected) => {
    expect(validCaseCount(input)).toBe(expected);
  });

  it('sends the scope with specifiedCases as a copy of the individual cases', () => {
    const chosen = scope({
      selectedPrimaryCategories: ['순환기'],
      selectedMiddleCategories: ['황달'],
      selectedIndividualCases: ['mi'],
    });
    const body = customExamBody(4, chosen);
    expect(body).toEqual({
      examType: 'free',
      caseCount: 4,
      selectedPrimaryCategories: ['순환기'],
      selectedMiddleCategories: ['황달'],
      selectedIndividualCases: ['mi'],
      specifiedCases: ['mi'],
    });
    if (body.examType !== 'free') throw new Error('free body expected');
    expect(body.specifiedCases).not.toBe(chosen.selectedIndividualCases);
  });
});
