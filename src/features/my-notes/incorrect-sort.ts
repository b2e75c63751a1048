import type { PracticedScenario } from '../../../contract/notes';

export type IncorrectSort = 'recent' | 'lowest' | 'name';

export const sortOptions: { value: IncorrectSort; label: string }[] = [
  { value: 'recent', label: '최근순' },
  { value: 'lowest', label: '점수 낮은순' },
  { value: 'name', label: '이름순' },
];

const latestScore = (scenario: PracticedScenario) =>
  scenario.sessions.find((session) => session.score !== null)?.score ?? null;
const latestAt = (scenario: PracticedScenario) => scenario.sessions[0]?.completedAt ?? '';

/** Case-insensitive name match, then the chosen order (ungraded cases last when sorting by score). */
export function filterAndSort<T extends PracticedScenario>(
  rows: T[],
  search: string,
  sort: IncorrectSort,
): T[] {
  const needle = search.trim().toLocaleLowerCase('ko');
  const matched = needle
    ? rows.filter((row) => row.name.toLocaleLowerCase('ko').includes(needle))
    : [...rows];
  switch (sort) {
    case 'recent':
      return matched.sort((a, b) => latestAt(b).localeCompare(latestAt(a)));
    case 'lowest':
      return matched.sort((a, b) => (latestScore(a) ?? 101) - (latestScore(b) ?? 101));
    case 'name':
      return matched.sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  }
}

export { latestScore };

/**
 * What a learner calls a written note: the case is switched on as 오답노트, or a personal memo with
 * some text was saved for it. The counter on /my-notes/incorrect counts these.
 */
export function hasWrittenNote(row: Pick<PracticedScenario, 'hasNote' | 'userMemo'>): boolean {
  return row.hasNote || row.userMemo.trim() !== '';
}

export function countWrittenNotes(rows: readonly Pick<PracticedScenario, 'hasNote' | 'userMemo'>[]): number {
  return rows.filter(hasWrittenNote).length;
}
