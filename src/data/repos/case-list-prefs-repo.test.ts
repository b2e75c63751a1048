import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CpxDatabase } from '../db';
import {
  createCaseListPrefsRepo,
  FILTERS_TTL_MS,
  filtersStillFresh,
  pushRecentSearch,
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_SUGGESTED,
  suggestRecentSearches,
} from './case-list-prefs-repo';

let database: CpxDatabase;
let clock = 0;
let repo: ReturnType<typeof createCaseListPrefsRepo>;

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 21, 9, 0, 0);
  database = new CpxDatabase(`cpx-prefs-${crypto.randomUUID()}`);
  await database.open();
  repo = createCaseListPrefsRepo(database, () => clock);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('case list filters, kept 24 hours', () => {
  it('restores filters saved less than 24 hours ago', async () => {
    await repo.saveFilters({ q: '복통', status: 'bookmarked', secondary: '급성복통' });
    clock += FILTERS_TTL_MS - 1;
    expect(await repo.readFilters()).toEqual({ q: '복통', status: 'bookmarked', secondary: '급성복통' });
  });

  it('forgets them at 24 hours (and deletes the stale copy)', async () => {
    await repo.saveFilters({ status: 'completed' });
    clock += FILTERS_TTL_MS;
    expect(await repo.readFilters()).toBeNull();
    clock -= FILTERS_TTL_MS; // even read "earlier" again, the copy is gone
    expect(await repo.readFilters()).toBeNull();
  });

  it('a new save restarts the 24 hours', async () => {
    await repo.saveFilters({ status: 'completed' });
    clock += 20 * 3_600_000;
    await repo.saveFilters({ status: 'incomplete' });
    clock += 20 * 3_600_000;
    expect(await repo.readFilters()).toEqual({ status: 'incomplete' });
  });

  it('a clock set back before the save does not count as fresh', () => {
    expect(filtersStillFresh(1_000, 999)).toBe(false);
    expect(filtersStillFresh(1_000, 1_000)).toBe(true);
  });
});

describe('recent searches: 8 kept, 6 suggested', () => {
  it('keeps the newest 8, newest first, without duplicates (spaces and case ignored)', async () => {
    for (const term of ['복통', '두통', '흉통', '발열', '기침', '어지럼', '황달', '혈뇨', '부종', '두 통']) {
      await repo.addRecentSearch(term);
    }
    const list = await repo.recentSearches();
    expect(RECENT_SEARCHES_KEPT).toBe(8);
    expect(list).toEqual(['두 통', '부종', '혈뇨', '황달', '어지럼', '기침', '발열', '흉통']);
  });

  it('ignores blank searches', () => {
    expect(pushRecentSearch(['복통'], '   ')).toEqual(['복통']);
  });

  it('suggests at most 6, those containing what is typed, never the same text again', () => {
    const list = [
      '급성 충수염',
      '급성 담낭염',
      '급성 췌장염',
      '급성 위장염',
      '급성 신우신염',
      '급성 간염',
      '급성 심근경색',
      '복통',
    ];
    expect(RECENT_SEARCHES_SUGGESTED).toBe(6);
    expect(suggestRecentSearches(list, '')).toEqual(list.slice(0, 6));
    expect(suggestRecentSearches(list, '급성')).toHaveLength(6);
    expect(suggestRecentSearches(list, '담낭')).toEqual(['급성 담낭염']);
    expect(suggestRecentSearches(list, '복통')).toEqual([]);
  });

  it('can forget one or all', async () => {
    await repo.addRecentSearch('복통');
    await repo.addRecentSearch('두통');
    await repo.removeRecentSearch('복통');
    expect(await repo.recentSearches()).toEqual(['두통']);
    await repo.clearRecentSearches();
    expect(await repo.recentSearches()).toEqual([]);
  });
});
