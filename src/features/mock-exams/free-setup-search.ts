import { z } from 'zod';
import { CUSTOM_EXAM_MAX_CASES } from '../../../contract/mock-exams';
import type { ExamScope } from './custom-exam-scope';

const names = z.array(z.string().min(1).max(120)).max(600).optional().catch(undefined);

/**
 * The custom exam setup lives in the address (architecture: the URL is state), so a reload or
 * the back button keeps what the learner chose. An absent count is the default (6).
 */
export const freeSetupSearch = z.object({
  count: z.number().int().min(1).max(CUSTOM_EXAM_MAX_CASES).optional().catch(undefined),
  primary: names,
  middle: names,
  cases: names,
});
export type FreeSetupSearch = z.infer<typeof freeSetupSearch>;

export function scopeOf(search: FreeSetupSearch): ExamScope {
  return {
    selectedPrimaryCategories: search.primary ?? [],
    selectedMiddleCategories: search.middle ?? [],
    selectedIndividualCases: search.cases ?? [],
  };
}

const orNothing = (list: string[]) => (list.length > 0 ? list : undefined);

/** The search for a scope: empty lists are left out of the address. */
export function withScope(search: FreeSetupSearch, scope: ExamScope): FreeSetupSearch {
  return {
    ...search,
    primary: orNothing(scope.selectedPrimaryCategories),
    middle: orNothing(scope.selectedMiddleCategories),
    cases: orNothing(scope.selectedIndividualCases),
  };
}
