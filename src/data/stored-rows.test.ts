import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockExamSession } from '../../contract/mock-exams';
import { aScenario, anEvaluation } from '../../tests/unit/contract-fixtures';
import { CpxDatabase, type CaseRow, type CaseResultRow, type MockExamRow } from './db';
import { createCasesRepo } from './repos/cases-repo';
import { createFeedbackRepo } from './repos/feedback-repo';
import { createGradingRepo } from './repos/grading-repo';
import { createMockExamRepo } from './repos/mock-exam-repo';

let database: CpxDatabase;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-stored-${crypto.randomUUID()}`);
  await database.open();
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const caseRow = (scenarioId: string, sortOrder: number): CaseRow => ({
  ...aScenario({ scenarioId, id: scenarioId }),
  sortOrder,
});

/** A row of an older contract: a field the current contract requires is missing. */
function oldShape<T extends object>(row: T, field: keyof T): T {
  const copy = { ...row };
  delete copy[field];
  return copy;
}

const exam: MockExamSession = {
  mockExamSessionId: 'm-1',
  examType: 'random',
  title: '랜덤 모의고사 (1증례)',
  status: 'in-progress',
  startTime: '2026-11-22T00:00:00.000Z',
  completedAt: null,
  overallScore: null,
  selectedScenariosDetails: [],
  customExamConfig: null,
  abandonedAt: null,
};

const examRow = (stored: unknown): MockExamRow => ({
  mockExamSessionId: 'm-1',
  userId: 'u-1',
  exam: stored as MockExamSession,
  currentCaseNumber: 2,
  cases: [{ caseNumber: 1, scenarioId: 'a', practiceSessionId: 's-1', ended: true }],
  finishedAt: null,
  updatedAt: 1,
});

describe('stored payloads are read through the contract (a failure is a cache miss)', () => {
  it('reads a case of the current shape, and one mirrored before English names and months', async () => {
    const legacy: Partial<CaseRow> = caseRow('legacy', 1);
    delete legacy.englishName;
    delete legacy.englishAliases;
    delete legacy.ageMonths;
    await database.cases.bulkPut([caseRow('now', 0), legacy as CaseRow]);
    const repo = createCasesRepo(database);
    expect((await repo.all()).map((row) => row.scenarioId)).toEqual(['now', 'legacy']);
    expect(await repo.get('legacy')).toMatchObject({ scenarioId: 'legacy', name: '급성 충수염' });
  });

  it('does not show a case of an older shape: get, bulkGet and lists all miss it', async () => {
    await database.cases.bulkPut([caseRow('good', 0), oldShape(caseRow('old', 1), 'presentingComplaint')]);
    const repo = createCasesRepo(database);
    expect(await repo.get('old')).toBeUndefined();
    expect((await repo.all()).map((row) => row.scenarioId)).toEqual(['good']);
    expect((await database.cases.bulkGet(['good', 'old'])).map((row) => row?.scenarioId)).toEqual([
      'good',
      undefined,
    ]);
    expect(await database.cases.where('scenarioId').equals('old').first()).toBeUndefined();
    // Still stored until the next pull replaces it; only reading misses it.
    expect(await database.cases.count()).toBe(2);
  });

  it('reads a case whose field changed type as a miss', async () => {
    await database.cases.put({ ...caseRow('typed', 0), age: '24세' as unknown as number });
    expect(await createCasesRepo(database).get('typed')).toBeUndefined();
  });

  it('drops a kept grade of an older shape; the pull then stores it again', async () => {
    const row: CaseResultRow = {
      sessionId: 's-1',
      userId: 'u-1',
      session: null,
      messages: null,
      evaluation: oldShape(anEvaluation(), 'sectionScores'),
      updatedAt: 1,
    };
    await database.caseResults.put(row);
    const repo = createGradingRepo(database);
    expect(await repo.result('s-1')).toBeUndefined();
    await repo.saveEvaluation('u-1', 's-1', anEvaluation({ overallScore: 91 }));
    expect((await repo.result('s-1'))?.evaluation?.overallScore).toBe(91);
  });

  it('keeps a mock exam’s progress on the device but not its last fetched session of an older shape', async () => {
    await database.mockExams.put(examRow(oldShape(exam, 'selectedScenariosDetails')));
    const repo = createMockExamRepo(database);
    const row = await repo.get('m-1');
    expect(row).toMatchObject({ exam: null, currentCaseNumber: 2, cases: [{ caseNumber: 1, ended: true }] });
    expect(await repo.forUser('u-1')).toMatchObject([{ exam: null, currentCaseNumber: 2 }]);

    await database.mockExams.put(examRow(exam));
    expect((await repo.get('m-1'))?.exam).toEqual(exam);
  });

  it('reads kept category lists of an older shape as never fetched', async () => {
    const cases = createCasesRepo(database);
    const feedback = createFeedbackRepo(database);
    const exams = createMockExamRepo(database);
    const entry = { primaryCategory: '소화기', caseCount: 1, secondaryCategories: [], scenarios: [] };
    await cases.saveCategories([entry]);
    await feedback.saveCategories([{ value: 'INQUIRY', label: '문의' }]);
    await exams.saveCategories([{ primaryCategory: '소화기', middleCategories: [] }]);
    expect(await cases.categories()).toEqual([entry]);
    expect(await feedback.categories()).toEqual([{ value: 'INQUIRY', label: '문의' }]);
    expect(await exams.categories()).toEqual([{ primaryCategory: '소화기', middleCategories: [] }]);

    await database.meta.bulkPut([
      { key: 'caseCategories', value: [{ primaryCategory: '소화기', count: 1 }], updatedAt: 2 },
      { key: 'feedbackCategories', value: [{ value: 'PRAISE', label: '칭찬' }], updatedAt: 2 },
      { key: 'mockExamCategories', value: [{ name: '소화기' }], updatedAt: 2 },
    ]);
    expect(await cases.categories()).toEqual([]);
    expect(await feedback.categories()).toEqual([]);
    expect(await exams.categories()).toBeNull();
  });
});
