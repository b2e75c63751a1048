import { describe, expect, it } from 'vitest';
import { caseListSearch, compactSearch, isEmptySearch, restorableSearch } from './case-list-search';
import { canToggleBookmark, filterCases } from './filter-cases';

const cases = [
  {
    name: '급성 충수염',
    presentingComplaint: '배가 아파요',
    primaryCategory: '소화기',
    secondaryCategory: '급성복통',
    learningCount: 2,
    isBookmarked: true,
  },
  {
    name: '급성 담낭염',
    presentingComplaint: '오른쪽 윗배가 아파요',
    primaryCategory: '소화기',
    secondaryCategory: '급성복통',
    learningCount: 0,
    isBookmarked: false,
  },
  {
    name: '본태성 고혈압',
    presentingComplaint: '혈압이 높대요',
    primaryCategory: '순환기',
    secondaryCategory: '고혈압',
    learningCount: 0,
    isBookmarked: true,
  },
];
const names = (filter: Parameters<typeof filterCases>[1]) => filterCases(cases, filter).map((c) => c.name);

describe('case list filtering (offline, same matching as the server)', () => {
  it('finds a case by its initial consonants, and ignores spaces', () => {
    expect(names({ status: 'all', q: 'ㄱㅅㅊㅅ' })).toEqual(['급성 충수염']);
    expect(names({ status: 'all', q: '급성충수' })).toEqual(['급성 충수염']);
    expect(names({ status: 'all', q: '급성 담낭' })).toEqual(['급성 담낭염']);
  });

  it('finds a case by its English name or abbreviation, by the beginnings of words', () => {
    const english = [
      { ...cases[0]!, englishName: 'Acute appendicitis' },
      { ...cases[2]!, englishName: 'Essential hypertension', englishAliases: ['HTN'] },
      // A row mirrored before the answers carried English names.
      cases[1]!,
    ];
    const found = (q: string) => filterCases(english, { status: 'all', q }).map((c) => c.name);
    expect(found('appendicitis')).toEqual(['급성 충수염']);
    expect(found('APPEND')).toEqual(['급성 충수염']);
    expect(found('htn')).toEqual(['본태성 고혈압']);
    expect(found('pend')).toEqual([]);
    expect(found('ㄱㅅ')).toEqual(['급성 충수염', '급성 담낭염']);
    expect(filterCases(english, { status: 'bookmarked', q: 'acute' }).map((c) => c.name)).toEqual([
      '급성 충수염',
    ]);
  });

  it('searches the complaint and the categories too', () => {
    expect(names({ status: 'all', q: '윗배' })).toEqual(['급성 담낭염']);
    expect(names({ status: 'all', q: '순환기' })).toEqual(['본태성 고혈압']);
  });

  it('filters by status: completed, incomplete, bookmarked', () => {
    expect(names({ status: 'completed' })).toEqual(['급성 충수염']);
    expect(names({ status: 'incomplete' })).toEqual(['급성 담낭염', '본태성 고혈압']);
    expect(names({ status: 'bookmarked' })).toEqual(['급성 충수염', '본태성 고혈압']);
  });

  it('filters by system and presentation, combined with the rest', () => {
    expect(names({ status: 'all', primary: '소화기' })).toEqual(['급성 충수염', '급성 담낭염']);
    expect(names({ status: 'bookmarked', secondary: '급성복통' })).toEqual(['급성 충수염']);
  });

  it('blocks un-bookmarking only under the bookmarked filter', () => {
    expect(canToggleBookmark('bookmarked', true)).toBe(false);
    expect(canToggleBookmark('bookmarked', false)).toBe(true);
    expect(canToggleBookmark('all', true)).toBe(true);
  });
});

describe('case list URL search', () => {
  it('keeps valid filters and drops what does not fit', () => {
    expect(caseListSearch({ q: ' 복통 ', status: 'done', secondary: '급성복통', detail: 'yes' })).toEqual({
      q: '복통',
      status: undefined,
      primary: undefined,
      secondary: '급성복통',
      detail: undefined,
    });
    expect(caseListSearch({ q: 123 }).q).toBe('123');
  });

  it('knows an empty search and restores only stored filters worth restoring', () => {
    expect(isEmptySearch(caseListSearch({}))).toBe(true);
    expect(compactSearch({ q: undefined, status: 'all', detail: false, primary: '소화기' })).toEqual({
      primary: '소화기',
    });
    expect(restorableSearch({ status: 'all' })).toBeNull();
    expect(restorableSearch('garbage')).toBeNull();
    expect(restorableSearch({ status: 'bookmarked', q: 'ㄱㅅ' })).toEqual({
      status: 'bookmarked',
      q: 'ㄱㅅ',
    });
  });
});

describe('searching with diagnosis names hidden (issue 24)', () => {
  it('matches the presentation, system and complaint, never the diagnosis', () => {
    expect(names({ status: 'all', q: '급성복통', hideNames: true })).toEqual(['급성 충수염', '급성 담낭염']);
    expect(names({ status: 'all', q: '윗배', hideNames: true })).toEqual(['급성 담낭염']);
    expect(names({ status: 'all', q: '순환기', hideNames: true })).toEqual(['본태성 고혈압']);
    expect(names({ status: 'all', q: '충수염', hideNames: true })).toEqual([]);
    expect(names({ status: 'all', q: 'ㄱㅅㅊㅅ', hideNames: true })).toEqual([]);
    // Shown names search as before.
    expect(names({ status: 'all', q: '충수염' })).toEqual(['급성 충수염']);
  });
});
