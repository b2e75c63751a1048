import { searchChecker, stringOf, matching, UUID_PATTERN, type SearchOf } from '../../lib/search-params';

const practiceShape = {
  scenarioId: stringOf({ min: 1, max: 120 }),
  draw: stringOf({ min: 1, max: 80 }),
  /** '놓친 항목 다시 연습' (issue 24): the graded session whose missed items this practice retries. */
  retryOf: matching(UUID_PATTERN),
};

/**
 * Search params of the live page while the session is being created: `scenarioId`, or `draw` for a
 * blind practice (issue 24), whose case the device looks up so the address never names it.
 */
export const practiceSearch = searchChecker(practiceShape);
export type PracticeSearch = SearchOf<typeof practiceShape>;
