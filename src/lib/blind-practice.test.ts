import { describe, expect, it } from 'vitest';
import {
  BLIND_CASE_LABEL,
  blindCandidates,
  blindScopeText,
  diagnosisHidden,
  hiddenCaseTitle,
  pickBlindCase,
  shownCaseName,
  withoutDiagnosis,
} from './blind-practice';

const cases = [
  { scenarioId: 'acute-appendicitis', secondaryCategory: '복통' },
  { scenarioId: 'acute-cholecystitis', secondaryCategory: '복통' },
  { scenarioId: 'acute-pancreatitis', secondaryCategory: '복통' },
  { scenarioId: 'stable-angina', secondaryCategory: '흉통' },
  { scenarioId: 'migraine', secondaryCategory: '두통' },
];
const ids = (list: readonly { scenarioId: string }[]) => list.map((c) => c.scenarioId);

describe('the blind draw', () => {
  it('draws only from the chosen presentations, and from all of them when none is chosen', () => {
    expect(ids(blindCandidates(cases, { presentations: ['복통'] }))).toEqual([
      'acute-appendicitis',
      'acute-cholecystitis',
      'acute-pancreatitis',
    ]);
    expect(ids(blindCandidates(cases, { presentations: ['흉통', '두통'] }))).toEqual([
      'stable-angina',
      'migraine',
    ]);
    expect(blindCandidates(cases, { presentations: [] })).toHaveLength(5);
  });

  it('is uniform over the candidates: each random value lands on its own case', () => {
    const picks = [0, 0.34, 0.67, 0.999].map(
      (r) => pickBlindCase(cases, { presentations: ['복통'], random: () => r })?.scenarioId,
    );
    expect(picks).toEqual([
      'acute-appendicitis',
      'acute-cholecystitis',
      'acute-pancreatitis',
      'acute-pancreatitis',
    ]);
    // A random() of exactly 1 (never returned, but harmless) stays inside the list.
    expect(pickBlindCase(cases, { presentations: ['복통'], random: () => 1 })?.scenarioId).toBe(
      'acute-pancreatitis',
    );
  });

  it('never draws the case just practised while another one fits', () => {
    for (const r of [0, 0.25, 0.5, 0.75, 0.99]) {
      const pick = pickBlindCase(cases, {
        presentations: ['복통'],
        avoid: ['acute-appendicitis'],
        random: () => r,
      });
      expect(pick?.scenarioId).not.toBe('acute-appendicitis');
    }
    // A redraw avoids the case on screen as well as the one practised last.
    const pick = pickBlindCase(cases, {
      presentations: ['복통'],
      avoid: ['acute-appendicitis', 'acute-cholecystitis'],
      random: () => 0,
    });
    expect(pick?.scenarioId).toBe('acute-pancreatitis');
  });

  it('draws the case just practised again when it is the only one of the presentation', () => {
    expect(
      pickBlindCase(cases, { presentations: ['흉통'], avoid: ['stable-angina'], random: () => 0.5 })
        ?.scenarioId,
    ).toBe('stable-angina');
  });

  it('offline, draws only cases that can run on the device', () => {
    const runnable = new Set(['acute-cholecystitis', 'migraine']);
    expect(pickBlindCase(cases, { presentations: ['복통'], runnable, random: () => 0.9 })?.scenarioId).toBe(
      'acute-cholecystitis',
    );
    expect(pickBlindCase(cases, { presentations: ['흉통'], runnable })).toBeNull();
  });

  it('answers null when nothing fits', () => {
    expect(pickBlindCase(cases, { presentations: ['요통'] })).toBeNull();
    expect(pickBlindCase([], { presentations: [] })).toBeNull();
  });
});

describe('masking the diagnosis', () => {
  it('hides it for a blind session until a grade is there', () => {
    expect(diagnosisHidden({ blind: true, graded: false })).toBe(true);
    expect(diagnosisHidden({ blind: true, graded: true })).toBe(false);
    expect(diagnosisHidden({ blind: false, graded: false })).toBe(false);
  });

  it('names a hidden session by the blind label, a graded or ordinary one by its diagnosis', () => {
    expect(shownCaseName('급성 충수염', { blind: true, graded: false })).toBe(BLIND_CASE_LABEL);
    expect(shownCaseName('급성 충수염', { blind: true, graded: true })).toBe('급성 충수염');
    expect(shownCaseName('급성 충수염', { blind: false, graded: false })).toBe('급성 충수염');
    expect(shownCaseName(null, { blind: false, graded: true })).toBeNull();
  });

  it('titles a hidden card by its presentation and describes the draw scope', () => {
    expect(hiddenCaseTitle('복통')).toBe('복통 증례');
    expect(blindScopeText(['복통', '흉통'])).toBe('블라인드 연습 · 복통, 흉통');
    expect(blindScopeText([])).toBe('블라인드 연습 · 모든 주호소');
  });

  it('leaves the diagnosis out of what a hidden library searches', () => {
    const scenario = {
      name: '급성 충수염',
      englishName: 'Acute appendicitis',
      englishAliases: ['AA'],
      presentingComplaint: '배가 아파요',
      secondaryCategory: '복통',
      primaryCategory: '소화기',
    };
    expect(withoutDiagnosis(scenario)).toEqual({
      ...scenario,
      name: '',
      englishName: '',
      englishAliases: [],
    });
  });
});
