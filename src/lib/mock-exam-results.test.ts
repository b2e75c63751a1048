import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../../contract/evaluation';
import type { MockExamCase } from '../../contract/mock-exams';
import {
  caseScore,
  examScore,
  examStatusIs,
  gradedCount,
  hasFeedbackContent,
  isCaseGraded,
  isExamComplete,
} from './mock-exam-results';

const empty = {
  overallScore: 70,
  qualitativeFeedback: '',
  goodPoints: [],
  improvementAreas: [],
  checklistResults: [],
} as unknown as Evaluation;

const withText = { ...empty, qualitativeFeedback: '병력청취가 충실했습니다.' } as Evaluation;

function examCase(
  score: number | null,
  feedback: Evaluation | null,
): Pick<MockExamCase, 'score' | 'feedback'> {
  return { score, feedback };
}

describe('completeness rule (spec 1 §4)', () => {
  it('needs some feedback content: text, good points, improvements or checklist results', () => {
    expect(hasFeedbackContent(empty)).toBe(false);
    expect(hasFeedbackContent({ ...empty, qualitativeFeedback: '   ' })).toBe(false);
    expect(hasFeedbackContent(withText)).toBe(true);
    expect(hasFeedbackContent({ ...empty, goodPoints: [{ description: '공감' }] })).toBe(true);
    expect(
      hasFeedbackContent({ ...empty, improvementAreas: [{ description: '촉진', advice: '하세요' }] }),
    ).toBe(true);
    expect(hasFeedbackContent({ ...empty, checklistResults: [{}] } as unknown as Evaluation)).toBe(true);
  });

  it('a case is graded with an overall score and some feedback content', () => {
    expect(isCaseGraded(examCase(70, withText))).toBe(true);
    expect(isCaseGraded(examCase(70, null))).toBe(false);
    expect(isCaseGraded(examCase(70, empty))).toBe(false);
    expect(isCaseGraded(examCase(null, { ...withText, overallScore: null } as unknown as Evaluation))).toBe(
      false,
    );
    // A zero is a score like any other once the grader wrote feedback.
    expect(isCaseGraded(examCase(0, { ...withText, overallScore: 0 }))).toBe(true);
  });

  it('an exam is complete only when every one of its cases is graded', () => {
    const cases = (...items: Pick<MockExamCase, 'score' | 'feedback'>[]) => ({
      selectedScenariosDetails: items as MockExamCase[],
    });
    expect(isExamComplete(cases(examCase(70, withText), examCase(60, withText)))).toBe(true);
    expect(isExamComplete(cases(examCase(70, withText), examCase(60, null)))).toBe(false);
    expect(isExamComplete(cases(examCase(70, withText), examCase(60, empty)))).toBe(false);
    expect(isExamComplete(cases())).toBe(false);
    expect(gradedCount(cases(examCase(70, withText), examCase(60, null), examCase(50, withText)))).toBe(2);
  });
});

describe('case score rule (spec 1 §4)', () => {
  it("is the feedback's overall score, else a non-zero score, else grading (null)", () => {
    expect(caseScore(examCase(55, { ...withText, overallScore: 81 }))).toBe(81);
    expect(caseScore(examCase(0, { ...withText, overallScore: 0 }))).toBe(0);
    expect(caseScore(examCase(64, null))).toBe(64);
    expect(caseScore(examCase(0, null))).toBeNull();
    expect(caseScore(examCase(null, null))).toBeNull();
  });

  it("the exam's score is the server's average, else the mean of the case scores once all are in", () => {
    const details = [
      examCase(70, withText),
      examCase(null, { ...withText, overallScore: 75 }),
    ] as MockExamCase[];
    expect(examScore({ overallScore: 71.5, selectedScenariosDetails: details })).toBe(71.5);
    expect(examScore({ overallScore: null, selectedScenariosDetails: details })).toBe(72.5);
    expect(
      examScore({
        overallScore: null,
        selectedScenariosDetails: [...details, examCase(null, null)] as MockExamCase[],
      }),
    ).toBeNull();
    expect(examScore({ overallScore: null, selectedScenariosDetails: [] })).toBeNull();
  });

  it('compares statuses case-insensitively', () => {
    expect(examStatusIs('completed', 'COMPLETED')).toBe(true);
    expect(examStatusIs('Evaluating', 'EVALUATING')).toBe(true);
    expect(examStatusIs('CANCELLED', 'cancelled')).toBe(true);
    expect(examStatusIs('in-progress', 'COMPLETED')).toBe(false);
  });
});
