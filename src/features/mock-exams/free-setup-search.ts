import { CUSTOM_EXAM_MAX_CASES } from '../../../contract/values';
import { searchChecker, stringList, wholeNumber, type SearchOf } from '../../lib/search-params';
import type { ExamScope } from './custom-exam-scope';

const names = stringList({ min: 1, max: 120, maxItems: 600 });

/**
 * The custom exam setup lives in the address (architecture: the URL is state), so a reload or
 * the back button keeps what the learner chose. An absent count is the default (6).
 */
const freeSetupShape = {
  count: wholeNumber({ min: 1, max: CUSTOM_EXAM_MAX_CASES }),
  primary: names,
  middle: names,
  cases: names,
};
export const freeSetupSearch = searchChecker(freeSetupShape);
export type FreeSetupSearch = SearchOf<typeof freeSetupShape>;

export function scopeOf(search: FreeSetupSearch): ExamScope {
  return {
    selectedPrimaryCategories: search.primary ?? [],
    selectedMiddleCategories: search.middle ?? [],
    selectedIndividualCases: search.cases ?? [],
  };
}

const orNothing = (list: string[]) => (list.length > 0 ? list : undefined);

/** The search for a scope: empty lists are left out of the address. */
export function withScope(search: FreeSetupSearch, scope: ExamScope): FreeSetupSearch {
  return {
    ...search,
    primary: orNothing(scope.selectedPrimaryCategories),
    middle: orNothing(scope.selectedMiddleCategories),
    cases: orNothing(scope.selectedIndividualCases),
  };
}
