import { describe, expect, it } from 'vitest';
import type { PracticedScenario } from '../../../contract/notes';
import { countWrittenNotes, filterAndSort, hasWrittenNote } from './incorrect-sort';

const scenario = (name: string, score: number | null, completedAt: string): PracticedScenario => ({
  scenarioId: name,
  name,
  primaryCategory: '소화기',
  secondaryCategory: '복통',
  hasNote: false,
  userMemo: '',
  sessions: [{ practiceSessionId: `${name}-1`, score, completedAt }],
});

const rows = [
  scenario('급성 충수염', 70, '2026-11-02T00:00:00Z'),
  scenario('Acute Cholecystitis', 40, '2026-11-03T00:00:00Z'),
  scenario('당뇨병성 케톤산증', null, '2026-11-01T00:00:00Z'),
];

describe('incorrect notes search and sort', () => {
  it('matches names case-insensitively', () => {
    expect(filterAndSort(rows, 'acute', 'recent').map((row) => row.name)).toEqual(['Acute Cholecystitis']);
    expect(filterAndSort(rows, ' 충수 ', 'recent')).toHaveLength(1);
  });

  it('sorts by recent, lowest score (ungraded last) and name', () => {
    expect(filterAndSort(rows, '', 'recent').map((row) => row.scenarioId)).toEqual([
      'Acute Cholecystitis',
      '급성 충수염',
      '당뇨병성 케톤산증',
    ]);
    expect(filterAndSort(rows, '', 'lowest').map((row) => row.sessions[0]?.score)).toEqual([40, 70, null]);
    const byName = filterAndSort(rows, '', 'name').map((row) => row.name);
    expect(byName.indexOf('급성 충수염')).toBeLessThan(byName.indexOf('당뇨병성 케톤산증'));
  });
});

describe('the 오답노트 counter counts written notes', () => {
  it('counts a case switched on or with a saved memo, not a blank memo', () => {
    const base = scenario('가', 50, '2026-11-28T00:00:00.000Z');
    const list = [
      { ...base, hasNote: true },
      { ...base, userMemo: '복막자극징후 다시 보기' },
      { ...base, userMemo: '   \n' },
      base,
    ];
    expect(list.map(hasWrittenNote)).toEqual([true, true, false, false]);
    expect(countWrittenNotes(list)).toBe(2);
  });
});
