import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anEvaluation } from '../../../tests/unit/contract-fixtures';
import type { MockExamSession } from '../../../contract/mock-exams';
import { CpxDatabase, db, type MockExamRow } from '../db';
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';
import {
  createMockExamWaitsRepo,
  EXAM_GRADING_CANCELLED_MESSAGE,
  mockExamWaitsRepo,
} from './mock-exam-waits-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createMockExamWaitsRepo>;
let clock = 1_000;
const now = () => clock;

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-mock-waits-${crypto.randomUUID()}`);
  await database.open();
  repo = createMockExamWaitsRepo(database);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('mock exam waits', () => {
  it('starts waiting as evaluating, from the given time', async () => {
    await repo.startWaiting('u-1', 'exam-1', '랜덤 모의고사 (6증례)', 5_000);
    expect(await database.mockExamWaits.get('exam-1')).toEqual({
      mockExamSessionId: 'exam-1',
      userId: 'u-1',
      examTitle: '랜덤 모의고사 (6증례)',
      startedAt: 5_000,
      status: 'evaluating',
      progress: null,
      overallScore: null,
      completedAt: null,
      error: null,
      noticeDismissed: false,
      lastCheckedAt: null,
      cooldownUntil: null,
      updatedAt: 5_000,
    });
    expect(await database.mockExamWaits.where('[userId+status]').equals(['u-1', 'evaluating']).count()).toBe(
      1,
    );
  });

  it('adds an exam once: a second start keeps the first wait and what it learned', async () => {
    await repo.startWaiting('u-1', 'exam-1', null, 5_000);
    await database.mockExamWaits.update('exam-1', { progress: { completed: 2, total: 6 } });
    await repo.startWaiting('u-1', 'exam-1', '맞춤 모의고사 (2증례)', 9_000);
    expect(await database.mockExamWaits.get('exam-1')).toMatchObject({
      startedAt: 5_000,
      examTitle: null,
      progress: { completed: 2, total: 6 },
    });
  });

  it('defaults the start time to now', async () => {
    const before = Date.now();
    await repo.startWaiting('u-1', 'exam-2', null);
    const row = await database.mockExamWaits.get('exam-2');
    expect(row?.startedAt).toBeGreaterThanOrEqual(before);
    expect(row?.startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('the exported repo writes to the app database the monitor reads', async () => {
    await mockExamWaitsRepo.startWaiting('u-9', 'exam-9', '랜덤 모의고사 (6증례)', 1_000);
    expect(await db.mockExamWaits.get('exam-9')).toMatchObject({ userId: 'u-9', status: 'evaluating' });
    await db.mockExamWaits.delete('exam-9');
  });
});

const feedback = (overallScore: number) => anEvaluation({ overallScore, qualitativeFeedback: '잘했습니다.' });

function exam(
  scores: Array<number | null>,
  status: MockExamSession['status'] = 'EVALUATING',
): MockExamSession {
  return {
    mockExamSessionId: 'm-1',
    examType: 'random',
    title: '랜덤 모의고사 (2증례)',
    status,
    startTime: '2026-11-20T01:00:00.000Z',
    completedAt: null,
    overallScore: null,
    customExamConfig: null,
    selectedScenariosDetails: scores.map((score, index) => ({
      caseNumber: index + 1,
      scenarioId: `case-${index + 1}`,
      name: `증례 ${index + 1}`,
      primaryCategory: '소화기',
      secondaryCategory: '복통',
      age: 30,
      ageMonths: null,
      sex: '남자',
      presentingComplaint: '배가 아파요',
      practiceSessionId: `p-${index + 1}`,
      completedAt: '2026-11-20T01:10:00.000Z',
      score,
      feedback: score === null ? null : feedback(score),
    })),
  };
}

describe('mock exam waits: the results page starting one', () => {
  it('ensureWaiting adds a wait once, keeps a running one, and restarts one that gave up', async () => {
    const repo = createMockExamWaitsRepo(database, now);
    await repo.ensureWaiting('u-1', 'm-1', null);
    await repo.setCooldown('m-1', 90_000);
    clock = 5_000;
    await repo.ensureWaiting('u-1', 'm-1', '랜덤 모의고사');
    expect(await repo.wait('m-1')).toMatchObject({
      startedAt: 1_000,
      examTitle: '랜덤 모의고사',
      cooldownUntil: 90_000,
    });

    await repo.giveUp('m-1', 'cancelled', null);
    clock = 9_000;
    await repo.ensureWaiting('u-1', 'm-1', '랜덤 모의고사');
    expect(await repo.wait('m-1')).toMatchObject({
      status: 'evaluating',
      startedAt: 9_000,
      cooldownUntil: 90_000,
    });
    expect((await repo.evaluating('u-1')).map((row) => row.mockExamSessionId)).toEqual(['m-1']);
    expect(await repo.evaluating('u-2')).toEqual([]);
  });
});

describe('mock exam waits: answers', () => {
  it('keeps a fetched exam for offline reading, creating a finished row the first time', async () => {
    const repo = createMockExamWaitsRepo(database, now);
    await repo.applyExam('u-1', exam([80, null]));
    const row = await database.mockExams.get('m-1');
    expect(row).toMatchObject({
      userId: 'u-1',
      currentCaseNumber: 2,
      finishedAt: 1_000,
      cases: [
        { caseNumber: 1, scenarioId: 'case-1', practiceSessionId: 'p-1', ended: true },
        { caseNumber: 2, scenarioId: 'case-2', practiceSessionId: 'p-2', ended: true },
      ],
    });
    expect(await repo.exam('u-1', 'm-1')).toEqual(exam([80, null]));
    expect(await repo.exam('u-2', 'm-1')).toBeNull();
    // No wait was running: storing the exam adds none.
    expect(await repo.wait('m-1')).toBeUndefined();
  });

  it("replaces the exam of a row the exam flow made, keeping the learner's place", async () => {
    const repo = createMockExamWaitsRepo(database, now);
    const flowRow: MockExamRow = {
      mockExamSessionId: 'm-1',
      userId: 'u-1',
      exam: null,
      currentCaseNumber: 1,
      cases: [
        { caseNumber: 1, scenarioId: 'case-1', practiceSessionId: 'p-1', ended: false },
        { caseNumber: 2, scenarioId: 'case-2', practiceSessionId: null, ended: false },
      ],
      finishedAt: null,
      updatedAt: 0,
    };
    await database.mockExams.put(flowRow);
    const taking = exam([null, null], 'in-progress');
    taking.selectedScenariosDetails.forEach((examCase) => (examCase.completedAt = null));
    await repo.applyExam('u-1', taking);
    expect(await database.mockExams.get('m-1')).toMatchObject({
      currentCaseNumber: 1,
      finishedAt: null,
      cases: flowRow.cases.map((examCase, index) => ({ ...examCase, practiceSessionId: `p-${index + 1}` })),
      exam: { status: 'in-progress' },
    });
  });

  it('moves the wait along with the graded cases, then to completed with the average and a notice', async () => {
    const repo = createMockExamWaitsRepo(database, now);
    await repo.startWaiting('u-1', 'm-1', null, 1_000);
    await repo.applyProgress('m-1', { completed: 0, total: 2 });
    expect(await repo.applyExam('u-1', exam([80, null]))).toEqual({ complete: false, cancelled: false });
    expect(await repo.wait('m-1')).toMatchObject({
      status: 'evaluating',
      progress: { completed: 1, total: 2 },
      examTitle: '랜덤 모의고사 (2증례)',
    });

    clock = 20_000;
    expect(await repo.applyExam('u-1', exam([80, 65], 'COMPLETED'))).toEqual({
      complete: true,
      cancelled: false,
    });
    expect(await repo.wait('m-1')).toMatchObject({
      status: 'completed',
      overallScore: 72.5,
      progress: { completed: 2, total: 2 },
      completedAt: 20_000,
    });
    expect((await repo.monitorState('u-1', 20_000 + COMPLETION_NOTICE_MS - 1)).notices).toHaveLength(1);
    expect((await repo.monitorState('u-1', 20_000 + COMPLETION_NOTICE_MS)).notices).toHaveLength(0);

    // Seen again later: the notice keeps its first time.
    clock = 30_000;
    await repo.applyExam('u-1', exam([80, 65], 'COMPLETED'));
    expect((await repo.wait('m-1'))?.completedAt).toBe(20_000);
    await repo.dismissNotice('m-1');
    expect((await repo.monitorState('u-1', 30_000)).notices).toHaveLength(0);
  });

  it('ends the wait as failed when the server cancelled the exam', async () => {
    const repo = createMockExamWaitsRepo(database, now);
    await repo.startWaiting('u-1', 'm-1', null);
    expect(await repo.applyExam('u-1', exam([80, null], 'cancelled'))).toEqual({
      complete: false,
      cancelled: true,
    });
    expect(await repo.wait('m-1')).toMatchObject({ status: 'failed', error: EXAM_GRADING_CANCELLED_MESSAGE });
    expect((await repo.monitorState('u-1')).running).toEqual([]);
  });

  it('shows a learner only their own waits', async () => {
    const repo = createMockExamWaitsRepo(database, now);
    await repo.startWaiting('u-2', 'm-1', null);
    expect(await repo.monitorState('u-1')).toEqual({ running: [], notices: [] });
    // Another learner's exam never settles this learner's wait.
    await repo.applyExam('u-1', exam([80, 70], 'COMPLETED'));
    expect((await repo.wait('m-1'))?.status).toBe('evaluating');
  });
});
