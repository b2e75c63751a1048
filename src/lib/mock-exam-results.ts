/**
 * When a mock exam's result counts as in, and what score a case shows (spec 1 §4 Mock exam).
 * Shared by the sync layer (the background monitor decides "graded" by it) and the results page,
 * so the notice and the page never disagree.
 */
import type { Evaluation } from '../../contract/evaluation';
import type { MockExamCase, MockExamSession, MockExamStatus } from '../../contract/mock-exams';
import { roundScore } from './format-score';

/** Whether the grader wrote anything: overall text, good points, improvements or checklist results. */
export function hasFeedbackContent(feedback: Evaluation): boolean {
  return (
    feedback.qualitativeFeedback.trim() !== '' ||
    feedback.goodPoints.length > 0 ||
    feedback.improvementAreas.length > 0 ||
    feedback.checklistResults.length > 0
  );
}

/** A case is graded when its feedback has an overall score and some content. */
export function isCaseGraded(examCase: Pick<MockExamCase, 'feedback'>): boolean {
  const { feedback } = examCase;
  return feedback !== null && typeof feedback.overallScore === 'number' && hasFeedbackContent(feedback);
}

/** Complete only when every case (and there is at least one) is graded. */
export function isExamComplete(exam: Pick<MockExamSession, 'selectedScenariosDetails'>): boolean {
  const cases = exam.selectedScenariosDetails;
  return cases.length > 0 && cases.every(isCaseGraded);
}

/**
 * Case score rule: the feedback's overall score if present, else the case's score if it is not
 * zero (a zero with no feedback means "not graded yet", not "scored nothing"), else null: grading.
 */
export function caseScore(examCase: Pick<MockExamCase, 'feedback' | 'score'>): number | null {
  if (examCase.feedback && typeof examCase.feedback.overallScore === 'number')
    return examCase.feedback.overallScore;
  if (typeof examCase.score === 'number' && examCase.score !== 0) return examCase.score;
  return null;
}

/** How many cases are graded, for the progress bar when no progress answer is at hand. */
export function gradedCount(exam: Pick<MockExamSession, 'selectedScenariosDetails'>): number {
  return exam.selectedScenariosDetails.filter(isCaseGraded).length;
}

/**
 * The exam's score: the server's average when it has one, else the mean of the case scores once
 * every case has one (rounded to one decimal, as the server rounds).
 */
export function examScore(
  exam: Pick<MockExamSession, 'overallScore' | 'selectedScenariosDetails'>,
): number | null {
  if (exam.overallScore !== null) return exam.overallScore;
  const scores = exam.selectedScenariosDetails.map(caseScore);
  if (scores.length === 0 || scores.some((score) => score === null)) return null;
  const sum = (scores as number[]).reduce((total, score) => total + score, 0);
  return roundScore(sum / scores.length);
}

/** Statuses are compared case-insensitively (spec 1 §3). */
export function examStatusIs(status: MockExamStatus | string, expected: MockExamStatus): boolean {
  return status.toLowerCase() === expected.toLowerCase();
}
