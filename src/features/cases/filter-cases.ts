/**
 * The case list's filtering, on the device's mirror so it works offline. Search matching is the
 * contract's (spaces ignored, 초성 such as ㄱㅅㅊㅅ find 급성 충수염, English words by their
 * beginnings: 'append' and 'appendicitis' find it too) over the same fields the server indexes —
 * diagnosis, complaint, sub-category, system, English name and aliases — so online and offline agree.
 */
import type { CaseStatusFilter, Scenario } from '../../../contract/cases';
import { caseMatches, searchKey, type SearchableCase } from '../../../contract/case-search';
import { withoutDiagnosis } from '../../lib/blind-practice';

export interface CaseFilter {
  q?: string;
  /**
   * Diagnosis names are hidden (issue 24): search matches the complaint, presentation and system
   * only, so a search cannot single out a hidden card by its diagnosis.
   */
  hideNames?: boolean;
  status: CaseStatusFilter;
  primary?: string;
  secondary?: string;
}

type FilterableCase = SearchableCase & Pick<Scenario, 'learningCount' | 'isBookmarked'>;

function matchesStatus(scenario: FilterableCase, status: CaseStatusFilter): boolean {
  switch (status) {
    case 'completed':
      return scenario.learningCount > 0;
    case 'incomplete':
      return scenario.learningCount === 0;
    case 'bookmarked':
      return scenario.isBookmarked;
    case 'all':
      return true;
  }
}

export function filterCases<T extends FilterableCase>(cases: readonly T[], filter: CaseFilter): T[] {
  const key = filter.q ? searchKey(filter.q) : null;
  return cases.filter(
    (scenario) =>
      (!filter.primary || scenario.primaryCategory === filter.primary) &&
      (!filter.secondary || scenario.secondaryCategory === filter.secondary) &&
      matchesStatus(scenario, filter.status) &&
      (!key || caseMatches(filter.hideNames ? withoutDiagnosis(scenario) : scenario, key)),
  );
}

/**
 * Under the bookmarked filter a bookmark cannot be removed (spec 1 §4): the card would vanish
 * from under the learner's finger. Adding is always fine.
 */
export function canToggleBookmark(status: CaseStatusFilter, isBookmarked: boolean): boolean {
  return !(status === 'bookmarked' && isBookmarked);
}
