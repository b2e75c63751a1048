/**
 * The scope of a custom mock exam (spec 1 §5 "Custom mock exam"), as pure functions over the
 * category tree of GET /mock-exams/categories, so the setup screen's live candidate count is the
 * number the server will draw from (server/services/mock-exam-selection.ts applies the same rule):
 * - individual cases chosen -> only those count;
 * - nothing chosen -> every case counts;
 * - otherwise the union of the cases of the chosen middle categories and of the chosen primary
 *   categories, except that a primary category containing a chosen middle category is skipped
 *   (choosing a presentation narrows its system instead of adding to it).
 * Deselecting a middle category also deselects its individual cases.
 */
import {
  CUSTOM_EXAM_MAX_CASES,
  type CreateMockExamBody,
  type CustomExamConfig,
} from '../../../contract/mock-exams';

export interface ExamCategory {
  primaryCategory: string;
  middleCategories: { name: string; scenarios: { scenarioId: string; name: string }[] }[];
}

export type ExamScope = Omit<CustomExamConfig, 'caseCount'>;

export const EMPTY_SCOPE: ExamScope = {
  selectedPrimaryCategories: [],
  selectedMiddleCategories: [],
  selectedIndividualCases: [],
};

export const DEFAULT_CASE_COUNT = CUSTOM_EXAM_MAX_CASES;
export const CASE_COUNT_MESSAGE = '증례 개수를 선택해주세요 (1~6개)';

interface FlatCase {
  scenarioId: string;
  primaryCategory: string;
  middleCategory: string;
}

function flatten(categories: readonly ExamCategory[]): FlatCase[] {
  return categories.flatMap((primary) =>
    primary.middleCategories.flatMap((middle) =>
      middle.scenarios.map((scenario) => ({
        scenarioId: scenario.scenarioId,
        primaryCategory: primary.primaryCategory,
        middleCategory: middle.name,
      })),
    ),
  );
}

/** The cases the exam would be drawn from, in catalogue order. */
export function candidateIds(categories: readonly ExamCategory[], scope: ExamScope): string[] {
  const all = flatten(categories);
  const known = new Set(all.map((c) => c.scenarioId));
  const individual = [...new Set(scope.selectedIndividualCases)].filter((id) => known.has(id));
  if (individual.length > 0) return individual;
  if (scope.selectedMiddleCategories.length === 0 && scope.selectedPrimaryCategories.length === 0) {
    return all.map((c) => c.scenarioId);
  }
  const middle = new Set(scope.selectedMiddleCategories);
  const narrowed = new Set(all.filter((c) => middle.has(c.middleCategory)).map((c) => c.primaryCategory));
  const primary = new Set(scope.selectedPrimaryCategories.filter((p) => !narrowed.has(p)));
  const chosen = all.filter((c) => middle.has(c.middleCategory) || primary.has(c.primaryCategory));
  return [...new Set(chosen.map((c) => c.scenarioId))];
}

export function countCandidates(categories: readonly ExamCategory[], scope: ExamScope): number {
  return candidateIds(categories, scope).length;
}

/** Primary categories the count skips because a middle category of theirs is chosen. */
export function narrowedPrimaries(categories: readonly ExamCategory[], scope: ExamScope): string[] {
  const middle = new Set(scope.selectedMiddleCategories);
  return categories
    .filter(
      (p) =>
        scope.selectedPrimaryCategories.includes(p.primaryCategory) &&
        p.middleCategories.some((m) => middle.has(m.name)),
    )
    .map((p) => p.primaryCategory);
}

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  const without = list.filter((item) => item !== value);
  return on ? [...without, value] : without;
}

export function togglePrimary(scope: ExamScope, primaryCategory: string, on: boolean): ExamScope {
  return {
    ...scope,
    selectedPrimaryCategories: toggled(scope.selectedPrimaryCategories, primaryCategory, on),
  };
}

/** Turning a middle category off also drops the individual cases chosen inside it. */
export function toggleMiddle(
  categories: readonly ExamCategory[],
  scope: ExamScope,
  middleCategory: string,
  on: boolean,
): ExamScope {
  const next = {
    ...scope,
    selectedMiddleCategories: toggled(scope.selectedMiddleCategories, middleCategory, on),
  };
  if (on) return next;
  const inside = new Set(
    flatten(categories)
      .filter((c) => c.middleCategory === middleCategory)
      .map((c) => c.scenarioId),
  );
  return { ...next, selectedIndividualCases: scope.selectedIndividualCases.filter((id) => !inside.has(id)) };
}

export function toggleCase(scope: ExamScope, scenarioId: string, on: boolean): ExamScope {
  return { ...scope, selectedIndividualCases: toggled(scope.selectedIndividualCases, scenarioId, on) };
}

/** How many cases each middle category holds (spec 1 §3 caseSelection.middleCategoryCounts). */
export function middleCategoryCounts(categories: readonly ExamCategory[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const primary of categories) {
    for (const middle of primary.middleCategories) {
      counts[middle.name] = (counts[middle.name] ?? 0) + middle.scenarios.length;
    }
  }
  return counts;
}

/** The case count typed or chosen, or null when it is not a whole number from 1 to 6. */
export function validCaseCount(value: number | string | null | undefined): number | null {
  const count = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN);
  return Number.isInteger(count) && count >= 1 && count <= CUSTOM_EXAM_MAX_CASES ? count : null;
}

/** POST /mock-exams for a custom exam; specifiedCases is the spec's copy of the individual cases. */
export function customExamBody(caseCount: number, scope: ExamScope): CreateMockExamBody {
  return {
    examType: 'free',
    caseCount,
    selectedPrimaryCategories: [...scope.selectedPrimaryCategories],
    selectedMiddleCategories: [...scope.selectedMiddleCategories],
    selectedIndividualCases: [...scope.selectedIndividualCases],
    specifiedCases: [...scope.selectedIndividualCases],
  };
}
