import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { aScenario } from '../../../tests/unit/contract-fixtures';
import type { MockExamSession } from '../../../contract/mock-exams';
import { ApiError } from '../api/errors';
import { db } from '../db';
import { outboxRequest } from './outbox-kinds';

const api = vi.hoisted(() => ({
  create: vi.fn(),
  get: vi.fn(),
  startCase: vi.fn(),
  categories: vi.fn(),
}));
const pullCase = vi.hoisted(() => vi.fn());
const ensureMany = vi.hoisted(() => vi.fn());
const packGet = vi.hoisted(() => vi.fn());
vi.mock('../api/mock-exams-api', () => ({ mockExamsApi: api }));
vi.mock('../repos/encounter-packs-repo', () => ({ encounterPacksRepo: { ensureMany, get: packGet } }));
vi.mock('./case-library-sync', () => ({ pullCase }));

const { createMockExam, MockExamIdMissingError, pullMockExam, pullMockExamCategories, startMockExamCase } =
  await import('./mock-exam-flow-sync');

function exam(id: string): MockExamSession {
  return {
    mockExamSessionId: id,
    examType: 'random',
    title: '랜덤 모의고사 (2증례)',
    status: 'in-progress',
    startTime: '2026-11-02T01:00:00.000Z',
    completedAt: null,
    overallScore: null,
    customExamConfig: null,
    selectedScenariosDetails: [1, 2].map((caseNumber) => ({
      caseNumber,
      scenarioId: `case-${caseNumber}`,
      name: `증례 ${caseNumber}`,
      primaryCategory: '소화기',
      secondaryCategory: '급성복통',
      age: 40,
      ageMonths: null,
      sex: '남자',
      presentingComplaint: '배가 아파요',
      practiceSessionId: null,
      completedAt: null,
      score: null,
      feedback: null,
    })),
  };
}

beforeEach(async () => {
  // Reset and re-arm in one step: an earlier test's background door-card pull may still be running.
  for (const fn of [api.create, api.get, api.startCase, api.categories, pullCase, ensureMany, packGet])
    fn.mockReset();
  pullCase.mockResolvedValue(undefined);
  ensureMany.mockResolvedValue(new Set());
  await Promise.all([
    db.mockExams.clear(),
    db.practiceStates.clear(),
    db.meta.clear(),
    db.cases.clear(),
    db.outbox.clear(),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe('creating an exam', () => {
  it('creates, reads the exam back into Dexie and keeps each case’s door card', async () => {
    api.create.mockResolvedValue('exam-1');
    api.get.mockResolvedValue(exam('exam-1'));
    await expect(createMockExam('u-1', { examType: 'random' })).resolves.toBe('exam-1');
    expect(api.create).toHaveBeenCalledWith({ examType: 'random' });
    // Every case's encounter pack, in one call, so the patients answer offline.
    expect(ensureMany).toHaveBeenCalledWith(['case-1', 'case-2']);
    expect(await db.mockExams.get('exam-1')).toMatchObject({ userId: 'u-1', currentCaseNumber: 1 });
    await vi.waitFor(() => expect(pullCase).toHaveBeenCalledTimes(2));
    expect(pullCase.mock.calls).toEqual([
      ['u-1', 'case-1'],
      ['u-1', 'case-2'],
    ]);
  });

  it('an exam set up in exam-day mode keeps the choice on the device, even when reading it back fails', async () => {
    api.create.mockResolvedValue('exam-1');
    api.get.mockResolvedValue(exam('exam-1'));
    await createMockExam('u-1', { examType: 'random' }, { examDay: true });
    expect(await db.mockExams.get('exam-1')).toMatchObject({ examDay: true, currentCaseNumber: 1 });

    api.create.mockResolvedValue('exam-2');
    api.get.mockRejectedValue(new ApiError('연결 실패', 'network'));
    await expect(createMockExam('u-1', { examType: 'random' }, { examDay: true })).resolves.toBe('exam-2');
    expect(await db.mockExams.get('exam-2')).toMatchObject({ examDay: true, exam: null });

    api.create.mockResolvedValue('exam-3');
    api.get.mockResolvedValue(exam('exam-3'));
    await createMockExam('u-1', { examType: 'random' });
    expect((await db.mockExams.get('exam-3'))?.examDay).toBeUndefined();
  });

  it('an answer with no readable id is told apart from a failure', async () => {
    api.create.mockRejectedValue(new ZodError([]));
    await expect(createMockExam('u-1', { examType: 'random' })).rejects.toBeInstanceOf(
      MockExamIdMissingError,
    );
    api.create.mockResolvedValue('  ');
    await expect(createMockExam('u-1', { examType: 'random' })).rejects.toBeInstanceOf(
      MockExamIdMissingError,
    );
    expect(api.get).not.toHaveBeenCalled();
  });

  it('a refusal passes on as the ApiError with its Korean message', async () => {
    api.create.mockRejectedValue(
      new ApiError('선택한 범위에 증례가 없습니다.', 'http', 400, 'EXAM_SCOPE_EMPTY'),
    );
    await expect(createMockExam('u-1', { examType: 'random' })).rejects.toMatchObject({
      message: '선택한 범위에 증례가 없습니다.',
      status: 400,
    });
  });

  it('an exam that cannot be read back right away is still created (its briefing reads it later)', async () => {
    api.create.mockResolvedValue('exam-2');
    api.get.mockRejectedValue(new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', 5));
    await expect(createMockExam('u-1', { examType: 'random' })).resolves.toBe('exam-2');
    expect(await db.mockExams.get('exam-2')).toBeUndefined();
  });
});

describe('reading an exam', () => {
  it('is single-flight: callers arriving together share one request', async () => {
    let release: (value: MockExamSession) => void = () => undefined;
    api.get.mockReturnValue(new Promise<MockExamSession>((resolve) => (release = resolve)));
    const first = pullMockExam('u-1', 'exam-3');
    const second = pullMockExam('u-1', 'exam-3');
    release(exam('exam-3'));
    const [a, b] = await Promise.all([first, second]);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(a.exam.mockExamSessionId).toBe('exam-3');
    expect(b).toEqual(a);
  });

  it('skips door cards the device already has', async () => {
    // Cases of their own: another test's background pulls (of case-1, case-2) may still land here.
    const own = exam('exam-4');
    own.selectedScenariosDetails = own.selectedScenariosDetails.map((c) => ({
      ...c,
      scenarioId: `door-${c.caseNumber}`,
    }));
    await db.cases.put({ ...aScenario({ scenarioId: 'door-1' }), sortOrder: 0 });
    api.get.mockResolvedValue(own);
    await pullMockExam('u-1', 'exam-4');
    await vi.waitFor(() => expect(pullCase).toHaveBeenCalledWith('u-1', 'door-2'));
    expect(pullCase).not.toHaveBeenCalledWith('u-1', 'door-1');
  });
});

describe('starting a case', () => {
  it('opens the practice state with the diagnosis hidden and records the session on the exam', async () => {
    api.get.mockResolvedValue(exam('exam-5'));
    const row = await pullMockExam('u-1', 'exam-5');
    api.startCase.mockResolvedValue({
      practiceSessionId: 's-2',
      scenarioId: 'case-2',
      scenarioName: '급성 충수염',
      caseNumber: 2,
      isResumed: false,
    });
    await startMockExamCase('u-1', row, 2);
    expect(api.startCase).toHaveBeenCalledWith('exam-5', 'case-2');
    expect(await db.practiceStates.get('s-2')).toMatchObject({
      userId: 'u-1',
      scenarioId: 'case-2',
      scenarioName: '급성 충수염',
      showDiseaseName: false,
    });
    expect(await db.mockExams.get('exam-5')).toMatchObject({
      currentCaseNumber: 2,
      cases: [{ practiceSessionId: null }, { practiceSessionId: 's-2' }],
    });
  });

  it("offline with the case's pack: starts on the device, the start (with the device's id) waits in the outbox", async () => {
    api.get.mockResolvedValue(exam('exam-7'));
    const row = await pullMockExam('u-1', 'exam-7');
    packGet.mockResolvedValue({ scenarioId: 'case-1' });
    const started = await startMockExamCase('u-1', row, 1, false);
    expect(api.startCase).not.toHaveBeenCalled();
    expect(started).toMatchObject({
      scenarioId: 'case-1',
      scenarioName: '증례 1',
      caseNumber: 1,
      isResumed: false,
    });
    expect(await db.practiceStates.get(started.practiceSessionId)).toMatchObject({
      userId: 'u-1',
      scenarioId: 'case-1',
      showDiseaseName: false,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'mock-case-start',
      payload: {
        mockExamSessionId: 'exam-7',
        scenarioId: 'case-1',
        practiceSessionId: started.practiceSessionId,
      },
    });
    expect(outboxRequest(entry!)).toEqual({
      method: 'POST',
      path: 'mock-exams/exam-7/cases/case-1/start',
      body: { practiceSessionId: started.practiceSessionId },
    });
    expect(await db.mockExams.get('exam-7')).toMatchObject({
      cases: [{ practiceSessionId: started.practiceSessionId }, { practiceSessionId: null }],
    });

    // Opened again offline (a reload of the briefing): the same session, nothing queued twice.
    const again = await startMockExamCase('u-1', (await db.mockExams.get('exam-7'))!, 1, false);
    expect(again).toMatchObject({ practiceSessionId: started.practiceSessionId, isResumed: true });
    expect(await db.outbox.count()).toBe(1);
  });

  it('offline without the pack it asks the server, whose failure the learner reads', async () => {
    api.get.mockResolvedValue(exam('exam-8'));
    const row = await pullMockExam('u-1', 'exam-8');
    packGet.mockResolvedValue(null);
    api.startCase.mockRejectedValue(new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'network'));
    await expect(startMockExamCase('u-1', row, 1, false)).rejects.toMatchObject({ kind: 'network' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a case number the exam does not have is refused before any request', async () => {
    api.get.mockResolvedValue(exam('exam-6'));
    const row = await pullMockExam('u-1', 'exam-6');
    await expect(startMockExamCase('u-1', row, 3)).rejects.toThrow();
    expect(api.startCase).not.toHaveBeenCalled();
  });
});

it('keeps the categories for offline use', async () => {
  const tree = [{ primaryCategory: '소화기', middleCategories: [] }];
  api.categories.mockResolvedValue(tree);
  await expect(pullMockExamCategories()).resolves.toEqual(tree);
  expect((await db.meta.get('mockExamCategories'))?.value).toEqual(tree);
});
