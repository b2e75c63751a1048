import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  adminFeedbackListSearch,
  compactListSearch,
  feedbackListSearch,
  toListParams,
  withFilter,
  type FeedbackListSearch,
} from './feedback-search';

describe('feedback list URL filters', () => {
  it('reads every filter from the URL', () => {
    expect(
      feedbackListSearch({
        category: 'BUG_REPORT',
        status: 'IN_PROGRESS',
        search: '  로그인 ',
        sort: 'views',
        page: 3,
      }),
    ).toEqual({ category: 'BUG_REPORT', status: 'IN_PROGRESS', search: '로그인', sort: 'views', page: 3 });
  });

  it('drops values that do not fit instead of failing', () => {
    expect(
      feedbackListSearch({ category: 'PRAISE', status: 'open', sort: 'random', page: -2, search: '' }),
    ).toEqual({});
    expect(feedbackListSearch({ page: 'abc' })).toEqual({});
    expect(feedbackListSearch({ page: 2.5 })).toEqual({});
  });

  it('accepts a numeric search term and a page given as text', () => {
    expect(feedbackListSearch({ search: 404, page: '2' })).toEqual({ search: '404', page: 2 });
  });

  it('keeps priority for the admin list only', () => {
    expect(feedbackListSearch({ priority: 'URGENT' })).toEqual({});
    expect(adminFeedbackListSearch({ priority: 'URGENT' })).toEqual({ priority: 'URGENT' });
    expect(adminFeedbackListSearch({ priority: 'SOON' })).toEqual({});
  });

  it('leaves defaults out of the URL and goes back to page 1 when a filter changes', () => {
    expect(compactListSearch({ sort: 'newest', page: 1, status: undefined })).toEqual({});
    expect(withFilter<FeedbackListSearch>({ status: 'PENDING', page: 4 }, { category: 'OTHER' })).toEqual({
      status: 'PENDING',
      category: 'OTHER',
    });
  });

  it('maps the URL to the server query: sort column and order, page size 10 or 20', () => {
    expect(toListParams({}, 'board')).toEqual({
      category: undefined,
      status: undefined,
      priority: undefined,
      search: undefined,
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      limit: 10,
    });
    expect(toListParams({ sort: 'oldest', page: 2 }, 'board')).toMatchObject({
      sort: 'createdAt',
      order: 'asc',
      page: 2,
    });
    expect(toListParams({ sort: 'views' }, 'board')).toMatchObject({ sort: 'viewCount', order: 'desc' });
    expect(toListParams({ sort: 'priority', priority: 'HIGH' }, 'board')).toMatchObject({
      sort: 'priority',
      order: 'desc',
      priority: undefined,
    });
    expect(toListParams({ priority: 'HIGH' }, 'admin')).toMatchObject({ priority: 'HIGH', limit: 20 });
  });

  it('counts the panel filters that are set', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ sort: 'newest', search: '검색어' })).toBe(0);
    expect(activeFilterCount({ category: 'OTHER', status: 'CLOSED', priority: 'LOW', sort: 'oldest' })).toBe(
      4,
    );
  });
});
