import { flagValue, searchChecker, wholeNumber, type SearchOf } from '../../lib/search-params';

/**
 * A debug flag (flagValue): on only for "1" (the router hands `?dev=1` over as the number 1, and
 * writes it back as true). Anything else, or its absence, is off.
 */
const resultsShape = {
  case: wholeNumber({ min: 1, max: 50, from: 'any' }),
  dev: flagValue,
  debug: flagValue,
  error: flagValue,
  cancel: flagValue,
  toast: flagValue,
};

/**
 * The mock exam results page's URL state (spec 1 §2): which case's feedback the carousel shows,
 * and the debug flags. dev=1 or debug=1 show the page's state; error=1, cancel=1 and toast=1 show
 * the error screen, the grading-cancelled screen and the post-grading toast whatever the exam's
 * real state (to look at them without breaking anything). Without a flag those screens still come
 * when their real cause does: a failed load with nothing kept, retries run out, the grade arriving.
 */
export const resultsSearchSchema = searchChecker(resultsShape);
export type ResultsSearch = SearchOf<typeof resultsShape>;

/** The flags as the page uses them. */
export function debugFlags(search: ResultsSearch) {
  return {
    showState: search.dev === true || search.debug === true,
    error: search.error === true,
    cancel: search.cancel === true,
    toast: search.toast === true,
  };
}
export type DebugFlags = ReturnType<typeof debugFlags>;
