/**
 * The case list's filters live in the URL (architecture rule 3): ?q=&status=&primary=&secondary=&detail=.
 * `secondary` alone pre-selects a sub-category (spec 1 §2); its system is found from the catalogue.
 * Every field falls back to "not set" when a link or a stored value does not fit, rather than
 * sending the learner to an error page.
 */
import { z } from 'zod';
import { caseStatusFilter, type CaseStatusFilter } from '../../../contract/cases';

// A query such as ?q=123 arrives as a number after the router's JSON parsing of search values.
const text = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().max(max))
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .catch(undefined);

export const caseListSearch = z.object({
  q: text(100),
  status: caseStatusFilter.optional().catch(undefined),
  primary: text(50),
  secondary: text(50),
  detail: z.boolean().optional().catch(undefined),
});

export type CaseListSearch = z.infer<typeof caseListSearch>;

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
  const parsed = caseListSearch.safeParse(stored);
  if (!parsed.success) return null;
  const compact = compactSearch(parsed.data);
  return isEmptySearch(compact) ? null : compact;
}
