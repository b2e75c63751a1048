/**
 * The board's and the admin table's filters live in the URL (architecture rule 3):
 * ?category=&status=&priority=&search=&sort=&page=. A value that does not fit (an old link, a typo)
 * falls back to "not set" instead of an error page; defaults are left out of the URL.
 */
import { z } from 'zod';
import {
  ADMIN_FEEDBACK_PAGE_SIZE,
  FEEDBACK_PAGE_SIZE,
  feedbackCategory,
  feedbackPriority,
  feedbackStatus,
} from '../../../contract/feedback';
import type { FeedbackListParams } from '../../data/api/feedback-api';

export const feedbackSort = z.enum(['newest', 'oldest', 'views', 'priority']);
export type FeedbackSort = z.infer<typeof feedbackSort>;

export const FEEDBACK_SORT_LABELS: Record<FeedbackSort, string> = {
  newest: '최신순',
  oldest: '오래된순',
  views: '조회순',
  priority: '우선순위순',
};

// ?search=123 arrives as a number after the router's JSON parsing of search values.
const searchText = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().max(100))
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .catch(undefined);

const pageNumber = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().int().min(1).max(100_000),
  )
  .optional()
  .catch(undefined);

export const feedbackListSearch = z.object({
  category: feedbackCategory.optional().catch(undefined),
  status: feedbackStatus.optional().catch(undefined),
  search: searchText,
  sort: feedbackSort.optional().catch(undefined),
  page: pageNumber,
});
export type FeedbackListSearch = z.infer<typeof feedbackListSearch>;

export const adminFeedbackListSearch = feedbackListSearch.extend({
  priority: feedbackPriority.optional().catch(undefined),
});
export type AdminFeedbackListSearch = z.infer<typeof adminFeedbackListSearch>;

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
export const feedbackCreateSearch = z.object({
  draft: z.string().min(1).max(100).optional().catch(undefined),
});
export type FeedbackCreateSearch = z.infer<typeof feedbackCreateSearch>;
