import { describe, expect, it } from 'vitest';
import type { MockExamSession, UnfinishedExam } from '../../../contract/mock-exams';
import type { MockExamRow } from '../db';
import { mergeUnfinishedExams, staleExamCopies } from './unfinished-exams';

const listed = (id: string, overrides: Partial<UnfinishedExam> = {}): UnfinishedExam => ({
  mockExamSessionId: id,
  examType: 'random',
  title: `시험 ${id}`,
  startTime: '2026-11-02T01:00:00.000Z',
  completedCases: 0,
  totalCases: 3,
  nextCaseNumber: 1,
  ...overrides,
});

function copy(
  id: string,
  ended: number,
  overrides: Partial<MockExamRow> = {},
  status = 'in-progress',
): MockExamRow {
  return {
    mockExamSessionId: id,
    userId: 'u-1',
    exam: {
      mockExamSessionId: id,
      examType: 'free',
      title: `기기 ${id}`,
      status,
      startTime: '2026-11-03T01:00:00.000Z',
    } as MockExamSession,
    currentCaseNumber: Math.min(ended + 1, 3),
    cases: [1, 2, 3].map((n) => ({
      caseNumber: n,
      scenarioId: `c-${n}`,
      practiceSessionId: n <= ended + 1 ? `s-${n}` : null,
      ended: n <= ended,
    })),
    finishedAt: null,
    updatedAt: 1,
    ...overrides,
  };
}

const none = new Set<string>();

describe('merging the server’s unfinished exams with the device’s', () => {
  it('takes the further progress of the two for an exam on both sides', () => {
    const [ahead, behind] = [
      mergeUnfinishedExams({
        server: [listed('a', { completedCases: 0, nextCaseNumber: 1 })],
        device: [copy('a', 2)],
        abandoning: none,
        openPractice: none,
      })[0],
      mergeUnfinishedExams({
        server: [listed('a', { completedCases: 2, nextCaseNumber: 3 })],
        device: [copy('a', 0)],
        abandoning: none,
        openPractice: new Set(['s-1']),
      })[0],
    ];
    expect(ahead).toMatchObject({ completedCases: 2, nextCaseNumber: 3, title: '시험 a', onDevice: true });
    // The server is ahead: the device's open case 1 is not where the learner resumes.
    expect(behind).toMatchObject({ completedCases: 2, nextCaseNumber: 3, resumeAt: 'pre-practice' });
  });

  it('leaves out what the device finished or is giving up, and lists the newest first', () => {
    const views = mergeUnfinishedExams({
      server: [
        listed('finished-here'),
        listed('giving-up'),
        listed('old', { startTime: '2026-10-01T00:00:00.000Z' }),
      ],
      device: [
        copy('finished-here', 3, { finishedAt: 10 }),
        copy('abandoned-here', 0, { abandonedAt: 20, finishedAt: 20 }),
        copy('mine', 1),
        copy('graded', 3, {}, 'COMPLETED'),
      ],
      abandoning: new Set(['giving-up']),
      openPractice: new Set(['s-2']),
    });
    expect(views.map((v) => [v.mockExamSessionId, v.resumeAt])).toEqual([
      ['mine', 'live'],
      ['old', 'pre-practice'],
    ]);
  });
});

describe('device copies to read again after a pull', () => {
  it('re-reads copies the server shows further along, or no longer lists when the list is complete', () => {
    const device = [copy('behind', 0), copy('gone', 1), copy('same', 1), copy('done', 3, { finishedAt: 5 })];
    const server = [listed('behind', { completedCases: 2 }), listed('same', { completedCases: 1 })];
    expect(staleExamCopies(server, device, true, none)).toEqual(['behind', 'gone']);
    // A partial list says nothing about the exams it left out.
    expect(staleExamCopies(server, device, false, none)).toEqual(['behind']);
    expect(staleExamCopies(server, device, true, new Set(['gone']))).toEqual(['behind']);
  });
});
