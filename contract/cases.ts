import { z } from 'zod';
import { pagination } from './common';
import { CASE_STATUS_FILTERS } from './values';

/** The case list asks for everything at once (spec 1 §9): the device mirrors it for offline use. */
export const CASE_LIST_MAX_LIMIT = 1000;

export const caseStatusFilter = z.enum(CASE_STATUS_FILTERS);
export type CaseStatusFilter = z.infer<typeof caseStatusFilter>;

export const sex = z.enum(['남자', '여자']);

/**
 * A patient's age in months when under two, beside `age` in completed years wherever an answer
 * carries a case's age; null from two years on. An addition to the spec's field names.
 */
export const patientAgeMonths = z.number().int().min(0).max(23).nullable();

/**
 * A case as the learner's device receives it: the door card and briefing, never the facts,
 * findings or checklist (those stay on the server so a synced device does not hold the answers).
 * Field names follow spec 1 §3 (Scenario/case), including the practice header's aliases.
 */
export const scenario = z.object({
  scenarioId: z.string(),
  id: z.string(),
  name: z.string(),
  /**
   * The diagnosis in standard English ('Acute appendicitis') and other English names learners
   * type for it ('MI', 'STEMI', 'heart attack'; [] when none), which search matches beside the
   * Korean. Additions to the spec's field names.
   */
  englishName: z.string(),
  englishAliases: z.array(z.string()),
  shortDescription: z.string(),
  primaryCategory: z.string(),
  secondaryCategory: z.string(),
  thumbnailImagePath: z.string().nullable(),
  learningCount: z.number().int(),
  isBookmarked: z.boolean(),
  /** Best score among the learner's graded sessions of this case, if any. */
  bestScore: z.number().nullable(),
  age: z.number().int(),
  /** Completed months for a child under two (the door card then reads '생후 2개월', '18개월'), else null. */
  ageMonths: patientAgeMonths,
  sex,
  patientName: z.string(),
  patientAge: z.number().int(),
  patientGender: sex,
  situation: z.string(),
  presentingComplaint: z.string(),
  bloodPressure: z.string(),
  pulse: z.string(),
  respiration: z.string(),
  temperature: z.string(),
  description: z.string(),
  additionalInfo: z.string(),
  defaultAiPersonalityId: z.string(),
});
export type Scenario = z.infer<typeof scenario>;

const optionalTrimmed = z
  .string()
  .max(100, { error: '검색어는 100자 이하로 입력해주세요.' })
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const caseListQuery = z.object({
  page: z.coerce
    .number({ error: 'page는 1 이상의 숫자여야 합니다.' })
    .int()
    .min(1, { error: 'page는 1 이상의 숫자여야 합니다.' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit은 1~1000 사이의 숫자여야 합니다.' })
    .int()
    .min(1, { error: 'limit은 1~1000 사이의 숫자여야 합니다.' })
    .max(CASE_LIST_MAX_LIMIT, { error: 'limit은 1~1000 사이의 숫자여야 합니다.' })
    .default(20),
  search: optionalTrimmed,
  status: caseStatusFilter.default('all'),
  /** Comma-joined primary and/or secondary category names. */
  category: optionalTrimmed,
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseListAnswer = z.object({ data: z.array(scenario), pagination });
export type CaseListAnswer = z.infer<typeof caseListAnswer>;

export const caseAnswer = z.object({ data: scenario });

export const caseIdParams = z.object({ id: z.string().min(1).max(120) });

/** Category catalogue: each system with its presentations and the cases under them. */
export const categoryEntry = z.object({
  primaryCategory: z.string(),
  caseCount: z.number().int(),
  secondaryCategories: z.array(z.object({ name: z.string(), caseCount: z.number().int() })),
  scenarios: z.array(z.object({ scenarioId: z.string(), name: z.string(), secondaryCategory: z.string() })),
});
export type CategoryEntry = z.infer<typeof categoryEntry>;
export const categoriesAnswer = z.object({ data: z.array(categoryEntry) });

export const subcategoriesParams = z.object({ primaryCategory: z.string().min(1).max(50) });
export const subcategoriesAnswer = z.object({
  data: z.array(z.object({ name: z.string(), caseCount: z.number().int() })),
});

export const bookmarkAnswer = z.object({
  data: z.object({ scenarioId: z.string(), isBookmarked: z.boolean() }),
});
