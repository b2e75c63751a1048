import { describe, expect, it, vi } from 'vitest';
import type { Evaluation } from '../../../contract/evaluation';
import type { MockExamSession } from '../../../contract/mock-exams';
import { isExamComplete } from '../../lib/mock-exam-results';
import { ApiError } from '../api/errors';
import { fakeConnectivity } from './fake-connectivity';
import { runFor, settle, fakeSyncTimersForEachTest } from './fake-time';
import { cooldownEnd, createMockExamPoller } from './mock-exam-poller';

const feedback = { overallScore: 80, qualitativeFeedback: '좋습니다.' } as Evaluation;

function exam(graded: number, total = 2): MockExamSession {
  return {
    mockExamSessionId: 'm-1',
    title: '랜덤 모의고사 (2증례)',
    status: graded === total ? 'COMPLETED' : 'EVALUATING',
    selectedScenariosDetails: Array.from({ length: total }, (_, index) => ({
      caseNumber: index + 1,
      score: index < graded ? 80 : null,
      feedback:
        index < graded ? { ...feedback, goodPoints: [], improvementAreas: [], checklistResults: [] } : null,
    })),
    overallScore: graded === total ? 80 : null,
  } as MockExamSession;
}

type Progress = { completed: number; total: number };
type Reply<T> = T | Error;

/** Waits in memory with the repo's semantics, and endpoints answering from a script. */
function setup(options: {
  waits?: Array<{ mockExamSessionId: string; startedAt: number; cooldownUntil?: number | null }>;
  progress?: Record<string, Reply<Progress>[]>;
  exams?: Record<string, Reply<MockExamSession>[]>;
  online?: boolean;
}) {
  const rows = (options.waits ?? [{ mockExamSessionId: 'm-1', startedAt: 0 }]).map((wait) => ({
    cooldownUntil: null as number | null,
    ...wait,
    status: 'evaluating' as string,
    progress: null as Progress | null,
  }));
  const row = (id: string) => rows.find((candidate) => candidate.mockExamSessionId === id);
  const asks: Array<{ id: string; what: 'progress' | 'exam'; at: number }> = [];
  const connectivity = fakeConnectivity(options.online ?? true);
  const onCompleted = vi.fn();
  const poller = createMockExamPoller({
    store: {
      evaluating: async () => rows.filter((candidate) => candidate.status === 'evaluating'),
      applyProgress: async (id, progress) => void Object.assign(row(id) ?? {}, { progress }),
      applyExam: async (_userId, fetched) => {
        const complete = isExamComplete(fetched);
        const target = row(fetched.mockExamSessionId);
        if (target && complete) target.status = 'completed';
        return { complete, cancelled: false };
      },
      setCooldown: async (id, until) => void Object.assign(row(id) ?? {}, { cooldownUntil: until }),
      giveUp: async (id, status) => void Object.assign(row(id) ?? {}, { status }),
    },
    fetchProgress: async (id) => {
      asks.push({ id, what: 'progress', at: Date.now() });
      const reply = options.progress?.[id]?.shift() ?? { completed: 0, total: 2 };
      if (reply instanceof Error) throw reply;
      return reply;
    },
    fetchExam: async (id) => {
      asks.push({ id, what: 'exam', at: Date.now() });
      const reply = options.exams?.[id]?.shift() ?? exam(2);
      if (reply instanceof Error) throw reply;
      return reply;
    },
    connectivity,
    onCompleted,
  });
  const askTimes = (id = 'm-1', what: 'progress' | 'exam' = 'progress') =>
    asks.filter((ask) => ask.id === id && ask.what === what).map((ask) => ask.at / 1000);
  return { poller, rows, asks, askTimes, connectivity, onCompleted };
}

const rateLimited = (retryAfterSeconds: number | null) =>
  new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', retryAfterSeconds);

fakeSyncTimersForEachTest();

describe('mock exam poller: cadence', () => {
  it('asks for progress at once, every 10 s for the first 90 s, then every 60 s', async () => {
    const { poller, askTimes, rows } = setup({});
    poller.start('u-1');
    await settle();
    await runFor(300_000);
    expect(askTimes()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 150, 210, 270]);
    expect(askTimes('m-1', 'exam')).toEqual([]);
    expect(rows[0]?.progress).toEqual({ completed: 0, total: 2 });
  });
  it('fetches the whole exam once every case is graded, and stops when it is complete', async () => {
    const { poller, askTimes, rows, onCompleted } = setup({
      progress: {
        'm-1': [
          { completed: 0, total: 2 },
          { completed: 1, total: 2 },
          { completed: 2, total: 2 },
        ],
      },
    });
    poller.start('u-1');
    await settle();
    await runFor(120_000);
    expect(askTimes()).toEqual([0, 10, 20]);
    expect(askTimes('m-1', 'exam')).toEqual([20]);
    expect(rows[0]?.status).toBe('completed');
    expect(onCompleted).toHaveBeenCalledWith('u-1', 'm-1');
  });

  it('keeps waiting when all cases are counted but the feedback is not in yet', async () => {
    const { poller, askTimes, rows, onCompleted } = setup({
      progress: {
        'm-1': [
          { completed: 2, total: 2 },
          { completed: 2, total: 2 },
        ],
      },
      exams: { 'm-1': [exam(1), exam(2)] },
    });
    poller.start('u-1');
    await settle();
    expect(rows[0]?.status).toBe('evaluating');
    expect(onCompleted).not.toHaveBeenCalled();
    await runFor(10_000);
    expect(askTimes('m-1', 'exam')).toEqual([0, 10]);
    expect(rows[0]?.status).toBe('completed');
  });

  it('does not fetch the exam for an empty progress (total 0)', async () => {
    const { poller, askTimes } = setup({ progress: { 'm-1': [{ completed: 0, total: 0 }] } });
    poller.start('u-1');
    await settle();
    expect(askTimes()).toEqual([0]);
    expect(askTimes('m-1', 'exam')).toEqual([]);
  });

  it('is stopped by stop() (sign-out)', async () => {
    const { poller, askTimes } = setup({});
    poller.start('u-1');
    await settle();
    poller.stop();
    await runFor(100_000);
    expect(askTimes()).toEqual([0]);
  });
});

describe('mock exam poller: offline', () => {
  it('does not ask at all when started offline, nor on a manual check', async () => {
    const { poller, asks, connectivity } = setup({ online: false });
    poller.start('u-1');
    await runFor(60_000);
    expect(await poller.checkNow('m-1')).toBe('offline');
    expect(asks).toHaveLength(0);
    connectivity.goOnline();
    await settle();
    expect(asks.map((ask) => ask.at)).toEqual([60_000]);
  });

  it('reports a failed request to connectivity and tries again at the next turn', async () => {
    const { poller, askTimes, connectivity } = setup({
      progress: { 'm-1': [new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'network')] },
    });
    poller.start('u-1');
    await settle();
    expect(connectivity.reportFailure).toHaveBeenCalled();
    await runFor(10_000);
    expect(askTimes()).toEqual([0, 10]);
  });
});

describe('mock exam poller: 429 cooldown', () => {
  it('takes the cooldown from Retry-After, else 15 minutes', () => {
    expect(cooldownEnd({ retryAfterSeconds: 30 }, 1_000)).toBe(31_000);
    expect(cooldownEnd({ retryAfterSeconds: null }, 1_000)).toBe(1_000 + 15 * 60_000);
  });

  it('stores the cooldown and asks nothing before it ends, then goes on with the cadence', async () => {
    const { poller, askTimes, rows } = setup({ progress: { 'm-1': [rateLimited(45)] } });
    poller.start('u-1');
    await settle();
    expect(rows[0]?.cooldownUntil).toBe(45_000);
    await runFor(44_000);
    expect(askTimes()).toEqual([0]);
    await runFor(20_000);
    expect(askTimes()).toEqual([0, 45, 55]);
  });

  it('waits 15 minutes after a 429 without Retry-After', async () => {
    const { poller, askTimes } = setup({ progress: { 'm-1': [rateLimited(null)] } });
    poller.start('u-1');
    await settle();
    await runFor(15 * 60_000 - 1_000);
    expect(askTimes()).toEqual([0]);
    await runFor(1_000);
    expect(askTimes()).toEqual([0, 900]);
  });

  it('a 429 on the exam fetch cools down too', async () => {
    const { poller, askTimes, rows } = setup({
      progress: {
        'm-1': [
          { completed: 2, total: 2 },
          { completed: 2, total: 2 },
        ],
      },
      exams: { 'm-1': [rateLimited(30)] },
    });
    poller.start('u-1');
    await settle();
    expect(rows[0]?.cooldownUntil).toBe(30_000);
    await runFor(29_000);
    expect(askTimes()).toEqual([0]);
    await runFor(1_000);
    expect(askTimes()).toEqual([0, 30]);
    expect(askTimes('m-1', 'exam')).toEqual([0, 30]);
    expect(rows[0]?.status).toBe('completed');
  });

  it('refuses a manual check during the cooldown and respects one stored before a reload', async () => {
    const { poller, asks } = setup({
      waits: [{ mockExamSessionId: 'm-1', startedAt: 0, cooldownUntil: 20_000 }],
    });
    poller.start('u-1');
    await settle();
    expect(asks).toHaveLength(0);
    await runFor(5_000);
    expect(await poller.checkNow('m-1')).toBe('cooling-down');
    expect(asks).toHaveLength(0);
    await runFor(15_000);
    expect(asks.map((ask) => ask.at)).toEqual([20_000]);
  });
});

describe('mock exam poller: answers and manual checks', () => {
  it('marks an exam that is not the learner’s (404) as not found and stops', async () => {
    const { poller, rows, askTimes } = setup({
      progress: { 'm-1': [new ApiError('모의고사를 찾을 수 없습니다.', 'http', 404, 'EXAM_NOT_FOUND')] },
    });
    poller.start('u-1');
    await settle();
    await runFor(30_000);
    expect(rows[0]?.status).toBe('not-found');
    expect(askTimes()).toEqual([0]);
  });

  it('asks at once on a manual check, shares a question already on the way, and goes on from it', async () => {
    const { poller, askTimes } = setup({});
    poller.start('u-1');
    await settle();
    await runFor(4_000);
    const results = await Promise.all([poller.checkNow('m-1'), poller.checkNow('m-1')]);
    expect(results).toEqual(['asked', 'asked']);
    await settle();
    expect(askTimes()).toEqual([0, 4]);
    await runFor(10_000);
    expect(askTimes()).toEqual([0, 4, 14]);
  });

  it('does not ask about an exam it is not waiting for', async () => {
    const { poller, asks } = setup({ waits: [] });
    poller.start('u-1');
    await settle();
    expect(await poller.checkNow('m-9')).toBe('not-waiting');
    expect(asks).toHaveLength(0);
  });
});
