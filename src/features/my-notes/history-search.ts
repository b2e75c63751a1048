import { matching, oneOf, searchChecker, wholeNumber, type SearchOf } from '../../lib/search-params';

const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/);

const historyShape = {
  type: oneOf(['all', 'case', 'mock']),
  startDate: isoDate,
  endDate: isoDate,
  page: wholeNumber({ min: 1, from: 'any' }),
};

/** The learning history's filters, kept in the URL (invalid values fall back to the defaults). */
export const historySearchSchema = searchChecker(historyShape);
export type HistorySearch = SearchOf<typeof historyShape>;

export const HISTORY_PAGE_SIZE = 20;
