import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../../../contract/evaluation';
import type { MockExamSession } from '../../../contract/mock-exams';
import type { MockExamWaitRow } from '../../data/db';
import type { MockExamLoad } from '../../data/sync/mock-exam-sync';
import { resultsSearchSchema, debugFlags } from './results-search';
import { MAX_RESULT_RETRIES, resultsView, type ResultsViewInput } from './results-view';

const feedback = {
  overallScore: 80,
  qualitativeFeedback: '좋습니다.',
  goodPoints: [],
  improvementAreas: [],
  checklistResults: [],
} as unknown as Evaluation;

function exam(status: MockExamSession['status'], graded: boolean[]): MockExamSession {
  return {
    mockExamSessionId: 'm-1',
    status,
    selectedScenariosDetails: graded.map((done, index) => ({
      caseNumber: index + 1,
      score: done ? 80 : null,
      feedback: done ? feedback : null,
      completedAt: status === 'in-progress' && index > 0 ? null : '2026-11-20T00:00:00Z',
    })),
  } as MockExamSession;
}

const wait = (status: MockExamWaitRow['status'], error: string | null = null) =>
  ({ status, error }) as MockExamWaitRow;
const loaded: MockExamLoad = { status: 'loaded' };
const noFlags = { error: false, cancel: false };

const view = (input: Partial<ResultsViewInput>) =>
  resultsView({ exam: null, wait: null, load: loaded, retries: 0, flags: noFlags, ...input });

describe('results page screens', () => {
  it('waits while the device is read, while loading and with no exam loaded', () => {
    expect(view({ exam: undefined }).kind).toBe('waiting');
    expect(view({ wait: undefined }).kind).toBe('waiting');
    expect(view({ load: null }).kind).toBe('waiting');
    expect(view({ load: { status: 'cooling-down', until: 1 } }).kind).toBe('waiting');
    expect(view({ load: loaded }).kind).toBe('waiting');
  });

  it('shows grading until every case has a score and feedback, then the result', () => {
    expect(view({ exam: exam('EVALUATING', [true, false]), wait: wait('evaluating') }).kind).toBe('grading');
    // The server may say COMPLETED before a case has feedback content: still grading by the rule.
    expect(view({ exam: exam('COMPLETED', [true, false]) }).kind).toBe('grading');
    expect(view({ exam: exam('COMPLETED', [true, true]) }).kind).toBe('complete');
  });

  it('keeps showing a complete result offline, after failures and retries', () => {
    const done = exam('COMPLETED', [true, true]);
    expect(view({ exam: done, load: { status: 'unreachable', message: '연결' } }).kind).toBe('complete');
    expect(view({ exam: done, retries: 9 }).kind).toBe('complete');
  });

  it(`becomes 'grading cancelled' after ${MAX_RESULT_RETRIES} retries, once the last one is answered`, () => {
    const grading = { exam: exam('EVALUATING', [false, false]), wait: wait('evaluating') };
    expect(view({ ...grading, retries: MAX_RESULT_RETRIES - 1 }).kind).toBe('grading');
    expect(view({ ...grading, retries: MAX_RESULT_RETRIES, load: null }).kind).toBe('grading');
    expect(view({ ...grading, retries: MAX_RESULT_RETRIES }).kind).toBe('cancelled');
  });

  it('shows the cancelled screen for an exam the server cancelled or a wait given up', () => {
    expect(
      view({ exam: exam('cancelled', [true, false]), wait: wait('failed', '채점이 취소되었습니다.') }),
    ).toEqual({
      kind: 'cancelled',
      message: '채점이 취소되었습니다.',
    });
    const grading = exam('EVALUATING', [false, false]);
    expect(view({ exam: grading, wait: wait('cancelled') }).kind).toBe('cancelled');
    // Before this visit's fetch has restarted it, an old give-up does not flash the screen.
    expect(view({ exam: grading, wait: wait('cancelled'), load: null }).kind).toBe('grading');
  });

  it('shows the error screen only when nothing is kept to show', () => {
    expect(view({ load: { status: 'error', message: '서버 오류' } })).toEqual({
      kind: 'error',
      message: '서버 오류',
      offline: false,
    });
    expect(view({ load: { status: 'unreachable', message: '연결' } })).toMatchObject({
      kind: 'error',
      offline: true,
    });
    expect(
      view({
        exam: exam('EVALUATING', [false]),
        wait: wait('evaluating'),
        load: { status: 'error', message: 'x' },
      }).kind,
    ).toBe('grading');
  });

  it('tells a missing exam, and one the learner has not finished', () => {
    expect(view({ load: { status: 'not-found', message: '모의고사를 찾을 수 없습니다.' } }).kind).toBe(
      'not-found',
    );
    expect(view({ exam: exam('in-progress', [false, false]) }).kind).toBe('in-progress');
    // Ended on this device while its end is still on the way: the device waits, so it is grading.
    expect(view({ exam: exam('in-progress', [false, false]), wait: wait('evaluating') }).kind).toBe(
      'grading',
    );
  });

  it('only the debug flags force the error and cancelled screens', () => {
    const done = { exam: exam('COMPLETED', [true, true]) };
    expect(view({ ...done, flags: { error: true, cancel: false } }).kind).toBe('error');
    expect(view({ ...done, flags: { error: false, cancel: true } }).kind).toBe('cancelled');
  });
});

describe('results page URL', () => {
  it('reads the case and the debug flags, ignoring anything else', () => {
    const search = resultsSearchSchema({
      case: '3',
      dev: 1,
      error: '1',
      cancel: 'yes',
      toast: true,
      other: 'x',
    });
    expect(search).toEqual({ case: 3, dev: true, error: true, toast: true });
    expect(debugFlags(search)).toEqual({ showState: true, error: true, cancel: false, toast: true });
    expect(debugFlags(resultsSearchSchema({ debug: 1 })).showState).toBe(true);
    expect(resultsSearchSchema({ case: 'abc', dev: 0 })).toEqual({});
  });
});
