/**
 * Small things the case list remembers on this device (spec 1 §3, §4 Case list, §9):
 * - its filters, for 24 hours, so returning from practice or results finds the list as it was;
 * - recent searches: the last 8 kept, newest first, at most 6 offered as suggestions.
 * Both live in the meta table, so signing out forgets them with the rest of the learner's data.
 *
 * The filters are stored as the URL search object; the case list validates them again on the way
 * back (a stored value from an older build may no longer fit).
 */
import { readClock } from '../../lib/dates';
import { normalizeSearchText } from '../../../contract/case-search';
import { db as defaultDb, type CpxDatabase } from '../db';

export const FILTERS_TTL_MS = 24 * 60 * 60 * 1000;
export const RECENT_SEARCHES_KEPT = 8;
export const RECENT_SEARCHES_SUGGESTED = 6;

const FILTERS_KEY = 'caseListFilters';
const RECENT_KEY = 'caseListRecentSearches';

interface SavedFilters {
  filters: unknown;
  savedAt: number;
}

/** Whether filters saved at `savedAt` may still be restored at `nowMs`. */
export function filtersStillFresh(savedAt: number, nowMs: number): boolean {
  return nowMs - savedAt < FILTERS_TTL_MS && nowMs >= savedAt;
}

/** Puts `term` first; the same search typed differently (spaces, case) is kept once. */
export function pushRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...list];
  const key = normalizeSearchText(trimmed);
  return [trimmed, ...list.filter((item) => normalizeSearchText(item) !== key)].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
}

/** Recent searches to offer for what is typed: those that start with or contain it, at most 6. */
export function suggestRecentSearches(list: readonly string[], typed: string): string[] {
  const key = normalizeSearchText(typed);
  const matching = key
    ? list.filter((item) => {
        const normalized = normalizeSearchText(item);
        return normalized.includes(key) && normalized !== key;
      })
    : list;
  return matching.slice(0, RECENT_SEARCHES_SUGGESTED);
}

export function createCaseListPrefsRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  return {
    async saveFilters(filters: unknown): Promise<void> {
      const value: SavedFilters = { filters, savedAt: now() };
      await database.meta.put({ key: FILTERS_KEY, value, updatedAt: value.savedAt });
    },

    /** The saved filters if they are less than 24 hours old; older ones are deleted. */
    async readFilters(): Promise<unknown> {
      const row = await database.meta.get(FILTERS_KEY);
      const saved = row?.value as SavedFilters | undefined;
      if (!saved || typeof saved.savedAt !== 'number') return null;
      if (!filtersStillFresh(saved.savedAt, now())) {
        await database.meta.delete(FILTERS_KEY);
        return null;
      }
      return saved.filters;
    },

    async recentSearches(): Promise<string[]> {
      const row = await database.meta.get(RECENT_KEY);
      return Array.isArray(row?.value) ? (row.value as unknown[]).filter((v) => typeof v === 'string') : [];
    },

    async addRecentSearch(term: string): Promise<void> {
      await database.transaction('rw', database.meta, async () => {
        const row = await database.meta.get(RECENT_KEY);
        const list = Array.isArray(row?.value) ? (row.value as string[]) : [];
        await database.meta.put({ key: RECENT_KEY, value: pushRecentSearch(list, term), updatedAt: now() });
      });
    },

    async removeRecentSearch(term: string): Promise<void> {
      await database.transaction('rw', database.meta, async () => {
        const row = await database.meta.get(RECENT_KEY);
        const list = Array.isArray(row?.value) ? (row.value as string[]) : [];
        await database.meta.put({
          key: RECENT_KEY,
          value: list.filter((item) => item !== term),
          updatedAt: now(),
        });
      });
    },

    async clearRecentSearches(): Promise<void> {
      await database.meta.delete(RECENT_KEY);
    },
  };
}

export type CaseListPrefsRepo = ReturnType<typeof createCaseListPrefsRepo>;

export const caseListPrefsRepo = createCaseListPrefsRepo();
