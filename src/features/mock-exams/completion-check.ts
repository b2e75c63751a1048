import type { MockExamSession } from '../../../contract/mock-exams';

export type CompletionCheck =
  | { kind: 'completed' }
  | { kind: 'cancelled'; message: string }
  | { kind: 'not-delivered'; message: string }
  | { kind: 'grading'; message: string; graded: number; total: number };

/**
 * What "채점 완료 확인" makes of GET /mock-exams/{id} (spec 1 §4: statuses compared
 * case-insensitively): a completed exam opens its results; otherwise the learner is told where the
 * grading stands.
 */
export function describeCompletionCheck(exam: MockExamSession): CompletionCheck {
  const status = exam.status.toLowerCase();
  const total = exam.selectedScenariosDetails.length;
  const graded = exam.selectedScenariosDetails.filter((c) => c.feedback !== null).length;
  if (status === 'completed') return { kind: 'completed' };
  if (status === 'cancelled') {
    return {
      kind: 'cancelled',
      message: '채점이 취소되었습니다. 상세 결과 화면에서 내용을 확인하거나 문의해주세요.',
    };
  }
  if (status === 'in-progress') {
    return {
      kind: 'not-delivered',
      message:
        '모의고사 종료 기록이 아직 서버에 도착하지 않았습니다. 연결되면 자동으로 전송되니 잠시 후 다시 확인해주세요.',
    };
  }
  return {
    kind: 'grading',
    graded,
    total,
    message: `아직 채점 중입니다. ${total}개 증례 중 ${graded}개의 채점이 끝났습니다.`,
  };
}
