/**
 * The case list's filters live in the URL (architecture rule 3): ?q=&status=&primary=&secondary=&detail=.
 * `secondary` alone pre-selects a sub-category (spec 1 §2); its system is found from the catalogue.
 * Every field falls back to "not set" when a link or a stored value does not fit, rather than
 * sending the learner to an error page.
 */
import type { CaseStatusFilter } from '../../../contract/cases';
import { CASE_STATUS_FILTERS } from '../../../contract/values';
import {
  booleanValue,
  filterText,
  oneOf,
  parseSearch,
  searchChecker,
  type SearchOf,
} from '../../lib/search-params';

// A query such as ?q=123 arrives as a number after the router's JSON parsing of search values.
const caseListShape = {
  q: filterText(100),
  status: oneOf(CASE_STATUS_FILTERS),
  primary: filterText(50),
  secondary: filterText(50),
  detail: booleanValue,
};

export const caseListSearch = searchChecker(caseListShape);

export type CaseListSearch = SearchOf<typeof caseListShape>;

export function statusOf(search: CaseListSearch): CaseStatusFilter {
  return search.status ?? 'all';
}

/** True when nothing is chosen: the list as it first opens. */
export function isEmptySearch(search: CaseListSearch): boolean {
  return Object.values(search).every((value) => value === undefined);
}

/** Drops unset fields so the URL and the stored copy stay short. */
export function compactSearch(search: CaseListSearch): CaseListSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== 'all' && value !== false),
  ) as CaseListSearch;
}

/** Stored filters read back from the device, or null when there are none worth restoring. */
export function restorableSearch(stored: unknown): CaseListSearch | null {
  const parsed = parseSearch(caseListShape, stored);
  if (!parsed) return null;
  const compact = compactSearch(parsed);
  return isEmptySearch(compact) ? null : compact;
}
