import { caseListPrefsRepo } from '../../data/repos/case-list-prefs-repo';
import { restorableSearch, type CaseListSearch } from './case-list-search';

/**
 * The filters to reopen the list with, when it is opened with none in its URL (from the menu,
 * or back from practice or results): the ones saved less than 24 hours ago, if any.
 */
export async function restoreCaseFilters(): Promise<CaseListSearch | null> {
  try {
    return restorableSearch(await caseListPrefsRepo.readFilters());
  } catch {
    return null; // storage unavailable (private mode): just open the list as it is
  }
}
