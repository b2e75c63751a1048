import { describe, expect, it } from 'vitest';
import type { MockExamCase, MockExamSession } from '../../../contract/mock-exams';
import { describeCompletionCheck } from './completion-check';

const feedback = {
  overallScore: 80,
  qualitativeFeedback: '좋습니다',
  goodPoints: [],
  improvementAreas: [],
  checklistResults: [],
} as unknown as NonNullable<MockExamCase['feedback']>;

function examWith(status: string, gradedFlags: boolean[]): MockExamSession {
  return {
    mockExamSessionId: 'e-1',
    examType: 'random',
    title: '랜덤 모의고사 (3증례)',
    status: status as MockExamSession['status'],
    startTime: '2026-11-02T01:00:00.000Z',
    completedAt: null,
    overallScore: null,
    customExamConfig: null,
    selectedScenariosDetails: gradedFlags.map((graded, index) => ({
      caseNumber: index + 1,
      scenarioId: `c-${index + 1}`,
      name: `증례 ${index + 1}`,
      primaryCategory: '소화기',
      secondaryCategory: '급성복통',
      age: 40,
      ageMonths: null,
      sex: '여자',
      presentingComplaint: '배가 아파요',
      practiceSessionId: `s-${index + 1}`,
      completedAt: '2026-11-02T01:10:00.000Z',
      score: graded ? 8 : null,
      feedback: graded ? feedback : null,
    })),
  };
}

describe('describeCompletionCheck', () => {
  it('COMPLETED (in any case) opens the results', () => {
    expect(describeCompletionCheck(examWith('COMPLETED', [true, true, true]))).toEqual({ kind: 'completed' });
    expect(describeCompletionCheck(examWith('completed', [true, true, true]))).toEqual({ kind: 'completed' });
  });

  it('EVALUATING tells how many cases are graded', () => {
    expect(describeCompletionCheck(examWith('EVALUATING', [true, false, true]))).toEqual({
      kind: 'grading',
      graded: 2,
      total: 3,
      message: '아직 채점 중입니다. 3개 증례 중 2개의 채점이 끝났습니다.',
    });
  });

  it('in-progress means the completion has not reached the server yet', () => {
    expect(describeCompletionCheck(examWith('in-progress', [false, false, false])).kind).toBe(
      'not-delivered',
    );
  });

  it('cancelled says so', () => {
    expect(describeCompletionCheck(examWith('cancelled', [true, false, false]))).toMatchObject({
      kind: 'cancelled',
      message: expect.stringContaining('채점이 취소되었습니다'),
    });
  });
});
