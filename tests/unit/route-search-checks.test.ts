import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStatusFilter } from '../../contract/cases';
import { CUSTOM_EXAM_MAX_CASES } from '../../contract/mock-exams';
import { feedbackCategory, feedbackPriority, feedbackStatus } from '../../contract/feedback';
import { caseListSearch, restorableSearch } from '../../src/features/cases/case-list-search';
import {
  adminFeedbackListSearch,
  feedbackCreateSearch,
  feedbackListSearch,
} from '../../src/features/feedback/feedback-search';
import { freeSetupSearch } from '../../src/features/mock-exams/free-setup-search';
import { resultsSearchSchema } from '../../src/features/mock-exams/results-search';
import { historySearchSchema } from '../../src/features/my-notes/history-search';
import { practiceSearch } from '../../src/features/practice/practice-search';
import {
  incorrectDetailSearch,
  loginSearch,
  myPageSearch,
  resetPasswordSearch,
} from '../../src/lib/route-searches';

/**
 * The routes' search checks were zod schemas; they are plain functions now (the route tree is in
 * the first download). These are the former schemas, verbatim, and every check must give exactly
 * what its schema gave (the same keys, present or absent, and values) for a wide set of inputs.
 */
const text = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().max(max))
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
const feedbackList = z.object({
  category: feedbackCategory.optional().catch(undefined),
  status: feedbackStatus.optional().catch(undefined),
  search: text(100),
  sort: z.enum(['newest', 'oldest', 'views', 'priority']).optional().catch(undefined),
  page: pageNumber,
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const flag = z.preprocess(
  (value) => (value === 1 || value === '1' || value === true || value === 'true' ? true : undefined),
  z.literal(true).optional(),
);
const names = z.array(z.string().min(1).max(120)).max(600).optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);

const references: [string, (search: Record<string, unknown>) => unknown, z.ZodType][] = [
  [
    'case list',
    caseListSearch,
    z.object({
      q: text(100),
      status: caseStatusFilter.optional().catch(undefined),
      primary: text(50),
      secondary: text(50),
      detail: z.boolean().optional().catch(undefined),
    }),
  ],
  ['feedback list', feedbackListSearch, feedbackList],
  [
    'admin feedback list',
    adminFeedbackListSearch,
    feedbackList.extend({ priority: feedbackPriority.optional().catch(undefined) }),
  ],
  [
    'feedback create',
    feedbackCreateSearch,
    z.object({ draft: z.string().min(1).max(100).optional().catch(undefined) }),
  ],
  [
    'history',
    historySearchSchema,
    z.object({
      type: z.enum(['all', 'case', 'mock']).optional().catch(undefined),
      startDate: isoDate.optional().catch(undefined),
      endDate: isoDate.optional().catch(undefined),
      page: z.coerce.number().int().min(1).optional().catch(undefined),
    }),
  ],
  [
    'practice',
    practiceSearch,
    z.object({
      scenarioId: z.string().min(1).max(120).optional().catch(undefined),
      draw: z.string().min(1).max(80).optional().catch(undefined),
      retryOf: z.uuid().optional().catch(undefined),
    }),
  ],
  [
    'mock exam results',
    resultsSearchSchema,
    z.object({
      case: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
      dev: flag.catch(undefined),
      debug: flag.catch(undefined),
      error: flag.catch(undefined),
      cancel: flag.catch(undefined),
      toast: flag.catch(undefined),
    }),
  ],
  [
    'free setup',
    freeSetupSearch,
    z.object({
      count: z.number().int().min(1).max(CUSTOM_EXAM_MAX_CASES).optional().catch(undefined),
      primary: names,
      middle: names,
      cases: names,
    }),
  ],
  [
    'login',
    loginSearch,
    z.object({ redirect: optionalString, error: optionalString, notice: optionalString }),
  ],
  ['my page', myPageSearch, z.object({ tab: z.enum(['account', 'payment']).optional().catch(undefined) })],
  ['reset password', resetPasswordSearch, z.object({ token: optionalString })],
  [
    'incorrect note detail',
    incorrectDetailSearch,
    z.object({ session: z.string().min(1).max(80).optional().catch(undefined) }),
  ],
];

const long = (n: number) => 'ㄱ'.repeat(n);
/** Values a link, an old bookmark or the router's JSON parsing of the address can hand over. */
const values: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  -1,
  2,
  3,
  6,
  7,
  50,
  51,
  2.5,
  100_000,
  100_001,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  '1',
  '2',
  ' 3 ',
  '2.5',
  '0',
  'abc',
  'true',
  '  로그인 ',
  'all',
  'completed',
  'bookmarked',
  'BUG_REPORT',
  'PRAISE',
  'IN_PROGRESS',
  'URGENT',
  'views',
  'newest',
  'case',
  'mock',
  'account',
  'payment',
  '2026-12-06',
  '2026-1-6',
  '6f1c1f0e-4c7a-4b3e-9d2a-1a2b3c4d5e6f',
  '6f1c1f0e-4c7a-0b3e-9d2a-1a2b3c4d5e6f',
  '00000000-0000-0000-0000-000000000000',
  'session-1',
  long(50),
  long(51),
  ` ${long(50)} `,
  long(80),
  long(81),
  long(100),
  long(101),
  long(120),
  long(121),
  [],
  ['소화기'],
  [''],
  [1],
  ['a', long(121)],
  Array.from({ length: 600 }, () => 'a'),
  Array.from({ length: 601 }, () => 'a'),
  [5],
  {},
  { nested: 1 },
];

describe('route search checks, against the zod schemas they replace', () => {
  for (const [name, check, schema] of references) {
    it(`${name}: every field and value as the schema read it`, () => {
      const keys = Object.keys((schema as z.ZodObject).shape);
      expect(check({})).toStrictEqual(schema.parse({}));
      expect(check({ unknown: 'x' })).toStrictEqual(schema.parse({ unknown: 'x' }));
      for (const key of keys)
        for (const value of values) {
          const input = { [key]: value, other: 1 };
          expect(check(input), `${key} = ${JSON.stringify(value)}`).toStrictEqual(schema.parse(input));
        }
      const everything = Object.fromEntries(keys.map((key, index) => [key, values[index * 7]]));
      expect(check(everything)).toStrictEqual(schema.parse(everything));
    });
  }

  it('a stored case filter that is not an object restores nothing', () => {
    expect(restorableSearch(null)).toBeNull();
    expect(restorableSearch('q')).toBeNull();
    expect(restorableSearch([])).toBeNull();
    expect(restorableSearch({ q: ' 복통 ', status: 'all' })).toEqual({ q: '복통' });
  });
});
