import type { DBCore, DBCoreTable, Middleware } from 'dexie';
import { z } from 'zod';
import { categoryEntry, patientAgeMonths, scenario } from '../../contract/cases';
import { pagination } from '../../contract/common';
import { evaluation } from '../../contract/evaluation';
import { feedback, feedbackCategory } from '../../contract/feedback';
import { mockExamCategoriesAnswer, mockExamSession, unfinishedExam } from '../../contract/mock-exams';
import { bookmarkedCase, noteDetail, practicedScenario } from '../../contract/notes';
import { practiceSession } from '../../contract/practice';
import { reviewCard } from '../../contract/review-cards';

/**
 * Stored payloads are checked on read (issue 22): a row holding a server answer is read through
 * the contract schema of that answer, so after a deploy that changes a contract type an installed
 * app never renders a row of the old shape. A row that fails is a cache miss (read as absent, and
 * replaced by the next pull); where a row mixes the device's own state with a server answer
 * (a mock exam's progress and its last fetched session), only the answer is dropped.
 *
 * The device's own tables (practice state, outbox, waits, drafts) change shape only with a Dexie
 * version and its upgrade, so they are not checked here. Extra fields are allowed (zod strips them
 * in its answer, but the row itself is handed on unchanged).
 */

const transcriptLine = z.object({
  id: z.string(),
  sender: z.enum(['user', 'ai']),
  content: z.string(),
});

/** Each checked table: the row as it must be stored. */
export const storedRowSchemas = {
  /** The case library mirror. Rows mirrored before the answers carried English names or months lack them. */
  cases: scenario.extend({
    sortOrder: z.number(),
    englishName: z.string().optional(),
    englishAliases: z.array(z.string()).optional(),
    ageMonths: patientAgeMonths.optional(),
  }),
  reviewCards: reviewCard.extend({ key: z.string(), userId: z.string() }),
  practicedScenarios: practicedScenario.extend({
    key: z.string(),
    userId: z.string(),
    sortOrder: z.number(),
  }),
  /** Rows stored before the answers carried months lack them. */
  bookmarks: bookmarkedCase.extend({
    key: z.string(),
    userId: z.string(),
    ageMonths: patientAgeMonths.optional(),
  }),
  noteDetails: noteDetail.extend({ key: z.string(), userId: z.string(), fetchedAt: z.number() }),
  unfinishedExams: unfinishedExam.extend({
    key: z.string(),
    userId: z.string(),
    sortOrder: z.number(),
    fetchedAt: z.number(),
  }),
  feedbackPages: z.object({
    key: z.string(),
    userId: z.string(),
    scope: z.enum(['board', 'admin']),
    query: z.string(),
    feedbacks: z.array(feedback),
    pagination,
    fetchedAt: z.number(),
  }),
  caseResults: z.object({
    sessionId: z.string(),
    userId: z.string(),
    session: practiceSession.nullable(),
    messages: z.array(transcriptLine.extend({ createdAt: z.string() })).nullable(),
    evaluation: evaluation.nullable(),
    updatedAt: z.number(),
  }),
  provisionalResults: z.object({
    sessionId: z.string(),
    userId: z.string(),
    scenarioId: z.string(),
    evaluation: evaluation.omit({ grader: true, gradedAt: true }),
    messages: z.array(transcriptLine),
    computedAt: z.number(),
  }),
} as const;

/** Server answers kept in the meta table, by key. */
export const storedMetaSchemas: Record<string, z.ZodType> = {
  /** cases-repo */
  caseCategories: z.array(categoryEntry),
  /** feedback-repo */
  feedbackCategories: z.array(z.object({ value: feedbackCategory, label: z.string() })),
  /** mock-exam-repo */
  mockExamCategories: mockExamCategoriesAnswer.shape.data,
};

type Check = (row: unknown) => unknown;

const wholeRow =
  (schema: z.ZodType): Check =>
  (row) =>
    row === undefined || schema.safeParse(row).success ? row : undefined;

/** A mock exam row keeps the device's progress; a last fetched session of another shape is dropped. */
const mockExamRow: Check = (row) => {
  if (!row || typeof row !== 'object' || !('exam' in row) || row.exam === null) return row;
  return mockExamSession.safeParse(row.exam).success ? row : { ...row, exam: null };
};

/** A meta row whose key holds a server answer is a miss when the answer has another shape. */
const metaRow: Check = (row) => {
  if (!row || typeof row !== 'object' || !('key' in row) || typeof row.key !== 'string') return row;
  const schema = storedMetaSchemas[row.key];
  if (!schema) return row;
  return schema.safeParse((row as { value?: unknown }).value).success ? row : undefined;
};

const checks: Record<string, Check> = {
  ...Object.fromEntries(Object.entries(storedRowSchemas).map(([table, schema]) => [table, wholeRow(schema)])),
  mockExams: mockExamRow,
  meta: metaRow,
};

/** Whether `row`, read from `table`, is still usable: the row (possibly with a dropped part) or undefined. */
export function checkStoredRow<T>(table: string, row: T): T | undefined {
  const check = checks[table];
  return check ? (check(row) as T | undefined) : row;
}

function checkedTable(table: DBCoreTable, check: Check): DBCoreTable {
  return {
    ...table,
    get: async (request) => check(await table.get(request)),
    getMany: async (request) => (await table.getMany(request)).map(check),
    query: async (request) => {
      const response = await table.query(request);
      if (!request.values) return response;
      return { ...response, result: response.result.map(check).filter((row) => row !== undefined) };
    },
  };
}

/**
 * The Dexie middleware that applies the checks to every get, bulkGet and query (toArray, first,
 * sortBy, orderBy…) of the checked tables. Cursor walks (each, or a filter function) are not
 * checked; the repos do not read these tables that way.
 */
export const storedRowsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'stored-row-check',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      const check = checks[name];
      return check ? checkedTable(table, check) : table;
    },
  }),
};
