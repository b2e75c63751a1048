/**
 * The board's and the admin table's filters live in the URL (architecture rule 3):
 * ?category=&status=&priority=&search=&sort=&page=. A value that does not fit (an old link, a typo)
 * falls back to "not set" instead of an error page; defaults are left out of the URL.
 */
import {
  ADMIN_FEEDBACK_PAGE_SIZE,
  FEEDBACK_CATEGORIES,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
} from '../../../contract/values';
import type { FeedbackListParams } from '../../data/api/feedback-api';
import {
  filterText,
  oneOf,
  searchChecker,
  stringOf,
  wholeNumber,
  type SearchOf,
} from '../../lib/search-params';

export const FEEDBACK_SORTS = ['newest', 'oldest', 'views', 'priority'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export const FEEDBACK_SORT_LABELS: Record<FeedbackSort, string> = {
  newest: '최신순',
  oldest: '오래된순',
  views: '조회순',
  priority: '우선순위순',
};

// ?search=123 arrives as a number after the router's JSON parsing of search values; ?page=2 may
// come as text.
const listShape = {
  category: oneOf(FEEDBACK_CATEGORIES),
  status: oneOf(FEEDBACK_STATUSES),
  search: filterText(100),
  sort: oneOf(FEEDBACK_SORTS),
  page: wholeNumber({ min: 1, max: 100_000, from: 'text' }),
};
const adminListShape = { ...listShape, priority: oneOf(FEEDBACK_PRIORITIES) };

export const feedbackListSearch = searchChecker(listShape);
export type FeedbackListSearch = SearchOf<typeof listShape>;

export const adminFeedbackListSearch = searchChecker(adminListShape);
export type AdminFeedbackListSearch = SearchOf<typeof adminListShape>;

/** Drops unset and default values so the URL stays short (/feedback, not /feedback?page=1&sort=newest). */
export function compactListSearch<T extends AdminFeedbackListSearch>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        value !== undefined && !(key === 'page' && value === 1) && !(key === 'sort' && value === 'newest'),
    ),
  ) as T;
}

/** A filter changed: back to page 1 (the old page number may not exist under the new filter). */
export function withFilter<T extends AdminFeedbackListSearch>(search: T, patch: Partial<T>): T {
  return compactListSearch({ ...search, ...patch, page: undefined });
}

const sortColumn: Record<FeedbackSort, Pick<FeedbackListParams, 'sort' | 'order'>> = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  views: { sort: 'viewCount', order: 'desc' },
  priority: { sort: 'priority', order: 'desc' },
};

/** The GET /feedback query for what the URL says; the admin table reads 20 a page, the board 10. */
export function toListParams(search: AdminFeedbackListSearch, scope: 'board' | 'admin'): FeedbackListParams {
  return {
    category: search.category,
    status: search.status,
    priority: scope === 'admin' ? search.priority : undefined,
    search: search.search,
    ...sortColumn[search.sort ?? 'newest'],
    page: search.page ?? 1,
    limit: scope === 'admin' ? ADMIN_FEEDBACK_PAGE_SIZE : FEEDBACK_PAGE_SIZE,
  };
}

/** How many of the panel's filters are set (the filter button shows it when the panel is closed). */
export function activeFilterCount(search: AdminFeedbackListSearch): number {
  return [search.category, search.status, search.priority, search.sort && search.sort !== 'newest'].filter(
    Boolean,
  ).length;
}

/** /feedback/create?draft=<id>: rewrite a post the server refused (its draft stays on the device). */
const createShape = { draft: stringOf({ min: 1, max: 100 }) };
export const feedbackCreateSearch = searchChecker(createShape);
export type FeedbackCreateSearch = SearchOf<typeof createShape>;
