import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEvaluation } from '../../../tests/unit/contract-fixtures';
import type { MockExamSession } from '../../../contract/mock-exams';
import { ApiError } from '../api/errors';
import { mockExamsApi } from '../api/mock-exams-api';
import { db } from '../db';
import { DEFAULT_COOLDOWN_MS, mockExamWaitsRepo } from '../repos/mock-exam-waits-repo';
import type { Connectivity } from './connectivity';
import { createMockExamSync } from './mock-exam-sync';

vi.mock('../api/mock-exams-api', () => ({
  mockExamsApi: { get: vi.fn(), evaluationProgress: vi.fn() },
}));
const api = vi.mocked(mockExamsApi);

const connectivity: Connectivity = {
  browserOnline: () => true,
  isOnline: () => true,
  reportFailure: vi.fn(),
  reportSuccess: vi.fn(),
  subscribe: () => () => undefined,
};

const feedback = anEvaluation({ overallScore: 70, qualitativeFeedback: '좋습니다.' });

function exam(status: MockExamSession['status'], graded: number): MockExamSession {
  return {
    mockExamSessionId: 'm-1',
    examType: 'random',
    title: '랜덤 모의고사 (2증례)',
    status,
    startTime: '2026-11-20T00:00:00Z',
    completedAt: null,
    overallScore: null,
    customExamConfig: null,
    selectedScenariosDetails: [0, 1].map((index) => ({
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
      completedAt: status === 'in-progress' ? null : '2026-11-20T00:10:00Z',
      score: index < graded ? 70 : null,
      feedback: index < graded ? feedback : null,
    })),
  };
}

let clock = 1_000_000;
let sync: ReturnType<typeof createMockExamSync>;

beforeEach(async () => {
  clock = 1_000_000;
  await db.mockExamWaits.clear();
  await db.mockExams.clear();
  api.get.mockReset();
  api.evaluationProgress.mockReset();
  api.evaluationProgress.mockResolvedValue({ completed: 0, total: 2 });
  sync = createMockExamSync(connectivity, () => clock);
});
afterEach(() => sync.stop());

describe('mock exam results loader', () => {
  it('keeps an exam still being graded and starts waiting for it', async () => {
    api.get.mockResolvedValue(exam('EVALUATING', 1));
    expect(await sync.loadResult('u-1', 'm-1')).toEqual({ status: 'loaded' });
    expect(await mockExamWaitsRepo.exam('u-1', 'm-1')).toMatchObject({ status: 'EVALUATING' });
    expect(await mockExamWaitsRepo.wait('m-1')).toMatchObject({
      status: 'evaluating',
      examTitle: '랜덤 모의고사 (2증례)',
      progress: { completed: 1, total: 2 },
    });
  });

  it('keeps a graded exam without adding a wait (no notice for a result simply opened)', async () => {
    api.get.mockResolvedValue(exam('COMPLETED', 2));
    await sync.loadResult('u-1', 'm-1');
    expect(await mockExamWaitsRepo.exam('u-1', 'm-1')).toMatchObject({ status: 'COMPLETED' });
    expect(await mockExamWaitsRepo.wait('m-1')).toBeUndefined();
  });

  it('does not wait for an exam the learner has not finished', async () => {
    api.get.mockResolvedValue(exam('in-progress', 0));
    await sync.loadResult('u-1', 'm-1');
    expect(await mockExamWaitsRepo.wait('m-1')).toBeUndefined();
  });

  it('a 429 starts the cooldown from Retry-After (else 15 minutes), which then holds the loader', async () => {
    api.get.mockRejectedValueOnce(new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', 40));
    expect(await sync.loadResult('u-1', 'm-1')).toEqual({ status: 'cooling-down', until: clock + 40_000 });
    expect((await mockExamWaitsRepo.wait('m-1'))?.cooldownUntil).toBe(clock + 40_000);

    clock += 20_000;
    expect(await sync.loadResult('u-1', 'm-1')).toEqual({ status: 'cooling-down', until: clock + 20_000 });
    expect(api.get).toHaveBeenCalledTimes(1);

    clock += 20_000;
    api.get.mockRejectedValueOnce(new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', null));
    expect(await sync.loadResult('u-1', 'm-1')).toEqual({
      status: 'cooling-down',
      until: clock + DEFAULT_COOLDOWN_MS,
    });
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('a 429 does not hold a result already complete on the device', async () => {
    api.get.mockResolvedValueOnce(exam('COMPLETED', 2));
    await sync.loadResult('u-1', 'm-1');
    api.get.mockRejectedValueOnce(new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', 40));
    expect((await sync.loadResult('u-1', 'm-1')).status).toBe('cooling-down');
    expect(await mockExamWaitsRepo.wait('m-1')).toBeUndefined();
    expect(await mockExamWaitsRepo.exam('u-1', 'm-1')).toMatchObject({ status: 'COMPLETED' });
  });

  it('tells a missing exam and a lost connection apart', async () => {
    api.get.mockRejectedValueOnce(
      new ApiError('모의고사를 찾을 수 없습니다.', 'http', 404, 'EXAM_NOT_FOUND'),
    );
    expect(await sync.loadResult('u-1', 'm-1')).toEqual({
      status: 'not-found',
      message: '모의고사를 찾을 수 없습니다.',
    });
    api.get.mockRejectedValueOnce(new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'network'));
    expect(await sync.loadResult('u-1', 'm-1')).toMatchObject({ status: 'unreachable' });
    expect(connectivity.reportFailure).toHaveBeenCalled();
  });

  it('gives up a wait when the retries run out', async () => {
    await mockExamWaitsRepo.startWaiting('u-1', 'm-1', null);
    await sync.giveUp('m-1');
    expect((await mockExamWaitsRepo.wait('m-1'))?.status).toBe('cancelled');
  });
});
