import { describe, expect, it } from 'vitest';
import {
  countCandidates,
  selectCustomCases,
  selectRandomExam,
  type CatalogueCase,
} from './mock-exam-selection';

const catalogue: CatalogueCase[] = [
  { id: 'gi-1', primaryCategory: '소화기', secondaryCategory: '급성복통' },
  { id: 'gi-2', primaryCategory: '소화기', secondaryCategory: '급성복통' },
  { id: 'gi-3', primaryCategory: '소화기', secondaryCategory: '설사' },
  { id: 'cv-1', primaryCategory: '순환기', secondaryCategory: '가슴통증' },
  { id: 'cv-2', primaryCategory: '순환기', secondaryCategory: '실신' },
  { id: 'rs-1', primaryCategory: '호흡기', secondaryCategory: '기침' },
  { id: 'rs-2', primaryCategory: '호흡기', secondaryCategory: '객혈' },
  { id: 'gu-1', primaryCategory: '비뇨기', secondaryCategory: '다뇨' },
  { id: 'sy-1', primaryCategory: '전신', secondaryCategory: '발열' },
  { id: 'ms-1', primaryCategory: '근골격/피부', secondaryCategory: '관절통증' },
  { id: 'ps-1', primaryCategory: '정신/신경', secondaryCategory: '두통' },
];
const none = { selectedPrimaryCategories: [], selectedMiddleCategories: [], selectedIndividualCases: [] };
/** A fixed sequence, so "random" draws are repeatable in tests. */
const seeded =
  (seed = 1) =>
  () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };

describe('candidate counting', () => {
  it('counts every case when nothing is chosen', () => {
    expect(countCandidates(catalogue, none)).toBe(catalogue.length);
  });
  it('counts only the individual cases when any is chosen, whatever else is chosen', () => {
    expect(
      countCandidates(catalogue, {
        ...none,
        selectedIndividualCases: ['cv-1', 'rs-2'],
        selectedPrimaryCategories: ['소화기'],
      }),
    ).toBe(2);
  });
  it('ignores unknown and repeated individual cases', () => {
    expect(countCandidates(catalogue, { ...none, selectedIndividualCases: ['cv-1', 'cv-1', 'nope'] })).toBe(
      1,
    );
  });
  it('counts the union of middle and primary categories', () => {
    expect(
      countCandidates(catalogue, {
        ...none,
        selectedMiddleCategories: ['실신'],
        selectedPrimaryCategories: ['호흡기'],
      }),
    ).toBe(3);
  });
  it('skips a primary category that contains a chosen middle category', () => {
    // 소화기 is narrowed to 급성복통 (2 cases) instead of all 3 소화기 cases; 호흡기 adds 2.
    expect(
      countCandidates(catalogue, {
        ...none,
        selectedMiddleCategories: ['급성복통'],
        selectedPrimaryCategories: ['소화기', '호흡기'],
      }),
    ).toBe(4);
  });
});

describe('custom selection', () => {
  it('keeps the individual cases, fixed and in order, and nothing else', () => {
    expect(
      selectCustomCases(
        catalogue,
        {
          ...none,
          caseCount: 6,
          selectedIndividualCases: ['rs-2', 'gi-1'],
          selectedPrimaryCategories: ['순환기'],
        },
        seeded(),
      ),
    ).toEqual(['rs-2', 'gi-1']);
  });
  it('takes only the first individual cases when they exceed the count', () => {
    expect(
      selectCustomCases(
        catalogue,
        { ...none, caseCount: 1, selectedIndividualCases: ['rs-2', 'gi-1'] },
        seeded(),
      ),
    ).toEqual(['rs-2']);
  });
  it('draws from middle categories before primary categories', () => {
    const picked = selectCustomCases(
      catalogue,
      {
        ...none,
        caseCount: 3,
        selectedMiddleCategories: ['급성복통'],
        selectedPrimaryCategories: ['순환기'],
      },
      seeded(7),
    );
    expect(picked.slice(0, 2).sort()).toEqual(['gi-1', 'gi-2']);
    expect(['cv-1', 'cv-2']).toContain(picked[2]);
  });
  it('uses only the candidates when there are fewer than the count', () => {
    expect(
      selectCustomCases(
        catalogue,
        { ...none, caseCount: 6, selectedMiddleCategories: ['실신'] },
        seeded(),
      ).sort(),
    ).toEqual(['cv-2']);
  });
  it('draws from the whole library when nothing is chosen', () => {
    const picked = selectCustomCases(catalogue, { ...none, caseCount: 5 }, seeded(3));
    expect(new Set(picked).size).toBe(5);
  });
  it('never draws a narrowed system’s other presentations', () => {
    for (let seed = 1; seed < 30; seed += 1) {
      const picked = selectCustomCases(
        catalogue,
        {
          ...none,
          caseCount: 6,
          selectedMiddleCategories: ['설사'],
          selectedPrimaryCategories: ['소화기', '비뇨기'],
        },
        seeded(seed),
      );
      expect(picked.sort()).toEqual(['gi-3', 'gu-1']);
    }
  });
});

describe('random exam', () => {
  it('takes 6 cases from 6 different systems', () => {
    for (let seed = 1; seed < 20; seed += 1) {
      const picked = selectRandomExam(catalogue, 6, seeded(seed));
      expect(picked).toHaveLength(6);
      const systems = picked.map((id) => catalogue.find((c) => c.id === id)!.primaryCategory);
      expect(new Set(systems).size).toBe(6);
    }
  });
});
