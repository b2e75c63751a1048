import { describe, expect, it, vi } from 'vitest';
import type { Evaluation, FeedbackAnswer } from '../../../contract/evaluation';
import { ApiError } from '../api/errors';
import type { GradingOutcome } from '../repos/grading-repo';
import { fakeConnectivity } from './fake-connectivity';
import { runFor, settle, fakeSyncTimersForEachTest } from './fake-time';
import { createGradingPoller } from './grading-poller';

const evaluation = { overallScore: 84, scenario: { name: '급성 충수염' } } as Evaluation;
const evaluating: FeedbackAnswer = { status: 'evaluating', data: null };
const completed: FeedbackAnswer = { status: 'completed', data: evaluation };

type Reply = FeedbackAnswer | Error;

/** Waits in memory with the repo's semantics, and a feedback endpoint answering from a script. */
function setup(options: {
  waits?: Array<{ sessionId: string; startedAt: number }>;
  replies?: Record<string, Reply[]>;
  online?: boolean;
  queued?: string[];
  sessionStatus?: 'active' | 'completed';
}) {
  const rows = (options.waits ?? [{ sessionId: 's-1', startedAt: 0 }]).map((wait) => ({
    ...wait,
    status: 'evaluating' as string,
    outcome: null as GradingOutcome | null,
  }));
  const asks: Array<{ sessionId: string; at: number }> = [];
  const connectivity = fakeConnectivity(options.online ?? true);
  const onCompleted = vi.fn();
  const poller = createGradingPoller({
    store: {
      evaluating: async () => rows.filter((row) => row.status === 'evaluating'),
      applyOutcome: async (sessionId, outcome) => {
        const row = rows.find((candidate) => candidate.sessionId === sessionId);
        if (row) Object.assign(row, { status: outcome.kind, outcome });
      },
      completionQueued: async (_userId, sessionId) => (options.queued ?? []).includes(sessionId),
    },
    fetchFeedback: async (sessionId) => {
      asks.push({ sessionId, at: Date.now() });
      const reply = options.replies?.[sessionId]?.shift() ?? evaluating;
      if (reply instanceof Error) throw reply;
      return reply;
    },
    fetchSessionStatus: async () => options.sessionStatus ?? 'active',
    connectivity,
    onCompleted,
  });
  const askTimes = (sessionId = 's-1') =>
    asks.filter((ask) => ask.sessionId === sessionId).map((ask) => ask.at / 1000);
  return { poller, rows, asks, askTimes, connectivity, onCompleted };
}

fakeSyncTimersForEachTest();

describe('grading poller: cadence', () => {
  it('asks at once, every 10 s for the first 90 s, then every 60 s', async () => {
    const { poller, askTimes } = setup({});
    poller.start('u-1');
    await settle();
    await runFor(300_000);
    expect(askTimes()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 150, 210, 270]);
  });

  it('stops asking once the grade is in, stores it and reports it', async () => {
    const { poller, askTimes, rows, onCompleted } = setup({
      replies: { 's-1': [evaluating, evaluating, completed] },
    });
    poller.start('u-1');
    await settle();
    await runFor(200_000);
    expect(askTimes()).toEqual([0, 10, 20]);
    expect(rows[0]).toMatchObject({ status: 'completed', outcome: { kind: 'completed', evaluation } });
    expect(onCompleted).toHaveBeenCalledWith('u-1', 's-1');
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

describe('grading poller: offline', () => {
  it('reports a failed request to connectivity and tries again at the next turn', async () => {
    const { poller, askTimes, connectivity } = setup({
      replies: { 's-1': [new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'network')] },
    });
    poller.start('u-1');
    await settle();
    expect(connectivity.reportFailure).toHaveBeenCalled();
    await runFor(10_000);
    expect(askTimes()).toEqual([0, 10]);
  });
});

describe('grading poller: answers', () => {
  it('records a failed grading with the server reason and stops', async () => {
    const { poller, rows, askTimes } = setup({
      replies: { 's-1': [{ status: 'failed', data: null, error: '채점에 실패했습니다.' }] },
    });
    poller.start('u-1');
    await settle();
    await runFor(60_000);
    expect(askTimes()).toEqual([0]);
    expect(rows[0]?.outcome).toEqual({ kind: 'failed', message: '채점에 실패했습니다.' });
  });

  it('keeps waiting on 409 while the end of the case is still queued in the outbox', async () => {
    const conflict = () =>
      new ApiError('아직 종료되지 않은 실습입니다.', 'http', 409, 'SESSION_NOT_FINISHED');
    const { poller, rows, askTimes } = setup({
      replies: { 's-1': [conflict(), conflict(), completed] },
      queued: ['s-1'],
    });
    poller.start('u-1');
    await settle();
    await runFor(30_000);
    expect(askTimes()).toEqual([0, 10, 20]);
    expect(rows[0]?.status).toBe('completed');
  });

  it('on 409 with nothing queued: unfinished if the session still runs, waiting if it just ended', async () => {
    const conflict = () =>
      new ApiError('아직 종료되지 않은 실습입니다.', 'http', 409, 'SESSION_NOT_FINISHED');
    const running = setup({ replies: { 's-1': [conflict()] }, sessionStatus: 'active' });
    running.poller.start('u-1');
    await settle();
    expect(running.rows[0]?.outcome).toEqual({
      kind: 'unfinished',
      message: '아직 종료되지 않은 실습입니다.',
    });
    running.poller.stop();

    const justEnded = setup({ replies: { 's-1': [conflict()] }, sessionStatus: 'completed' });
    justEnded.poller.start('u-1');
    await settle();
    expect(justEnded.rows[0]?.status).toBe('evaluating');
  });

  it('marks a session that is not the learner’s (404) as not found', async () => {
    const { poller, rows } = setup({
      replies: { 's-1': [new ApiError('실습 세션을 찾을 수 없습니다.', 'http', 404, 'SESSION_NOT_FOUND')] },
    });
    poller.start('u-1');
    await settle();
    expect(rows[0]?.outcome).toEqual({ kind: 'not-found', message: '실습 세션을 찾을 수 없습니다.' });
  });

  it('keeps waiting on a 404 while the session’s requests are still queued (started offline)', async () => {
    const notFound = () => new ApiError('실습 세션을 찾을 수 없습니다.', 'http', 404, 'SESSION_NOT_FOUND');
    const { poller, rows } = setup({ replies: { 's-1': [notFound(), completed] }, queued: ['s-1'] });
    poller.start('u-1');
    await settle();
    expect(rows[0]?.status).toBe('evaluating');
    await poller.checkNow('s-1');
    expect(rows[0]?.outcome).toEqual({ kind: 'completed', evaluation });
  });

  it('waits out a 429 Retry-After before asking that session again', async () => {
    const { poller, askTimes } = setup({
      replies: { 's-1': [new ApiError('요청이 너무 많습니다.', 'http', 429, 'RATE_LIMITED', 45)] },
    });
    poller.start('u-1');
    await settle();
    await runFor(60_000);
    expect(askTimes()).toEqual([0, 45, 55]);
  });
});

describe('grading poller: manual check', () => {
  it('asks at once and shares a question already on the way', async () => {
    const { poller, askTimes } = setup({});
    poller.start('u-1');
    await settle();
    await runFor(4_000);
    await Promise.all([poller.checkNow('s-1'), poller.checkNow('s-1')]);
    await settle();
    expect(askTimes()).toEqual([0, 4]);
    // The cadence goes on from the manual question.
    await runFor(10_000);
    expect(askTimes()).toEqual([0, 4, 14]);
  });

  it('does nothing offline', async () => {
    const { poller, asks, connectivity } = setup({});
    poller.start('u-1');
    await settle();
    connectivity.goOffline();
    await poller.checkNow('s-1');
    expect(asks).toHaveLength(1);
  });
});
