/**
 * What the mock exam screens say when something goes wrong (spec 1 §5, spec 2 §8 "Mock exams and
 * practice"), in Korean. Messages from the server itself come through data/api/errors.
 */
export const RANDOM_EXAM_START_FAILED = '모의고사를 시작하지 못했습니다.';
export const CUSTOM_EXAM_START_FAILED = '맞춤 모의고사 시작에 실패했습니다.';
export const EXAM_ID_MISSING =
  '모의고사 세션은 생성되었지만 세션 ID를 받지 못했습니다. 모의고사 화면에서 이어서 하기를 확인하거나 다시 시작해주세요.';
export const EXAM_FETCH_FAILED = '모의고사 정보를 불러오지 못했습니다.';
export const CASE_START_OFFLINE = '진료를 시작하려면 인터넷 연결이 필요합니다.';
/** Offline, with the case's encounter pack on the device (issue 18). */
export const CASE_START_ON_DEVICE =
  '오프라인 상태입니다. 이 기기에서 환자가 답하고, 연결되면 기록을 보냅니다.';
export const EXAM_START_OFFLINE = '모의고사를 시작하려면 인터넷 연결이 필요합니다.';

/** The unfinished exams on /mock-exams (issue 23). */
export const UNFINISHED_EXAMS_TITLE = '진행 중인 모의고사';
export const UNFINISHED_EXAMS_PULL_FAILED =
  '다른 기기에서 시작한 모의고사를 불러오지 못했습니다. 이 기기의 기록만 보여드립니다.';
export const UNFINISHED_STARTED_ELSEWHERE = '다른 기기에서 시작';
export const ABANDON_EXAM_ACTION = '포기하기';
export const ABANDON_EXAM_CONFIRM_TITLE = '모의고사를 포기할까요?';
export const ABANDON_EXAM_CONFIRM_MESSAGE =
  '포기한 모의고사는 되돌릴 수 없고, 다시 이어서 볼 수 없습니다. 마친 증례도 채점되지 않으며 학습 기록에 남지 않습니다.';
export const ABANDON_EXAM_CANCEL = '계속 풀기';
export const ABANDON_EXAM_DONE = '모의고사를 포기했습니다.';
export const ABANDON_EXAM_DONE_OFFLINE = '모의고사를 포기했습니다. 인터넷에 연결되면 서버에 반영됩니다.';
export const ABANDON_EXAM_FAILED = '모의고사를 포기하지 못했습니다. 잠시 후 다시 시도해주세요.';
export const SUBMIT_EXAM_ACTION = '제출하기';
export const SUBMIT_EXAM_HINT = '모든 증례를 마쳤습니다. 제출하면 채점이 시작됩니다.';
export const SUBMIT_EXAM_DONE = '모의고사를 제출했습니다. 채점이 끝나면 학습 기록에서 결과를 볼 수 있습니다.';
export const SUBMIT_EXAM_DONE_OFFLINE =
  '모의고사를 제출했습니다. 인터넷에 연결되면 서버에 반영되고 채점이 시작됩니다.';
export const SUBMIT_EXAM_FAILED = '모의고사를 제출하지 못했습니다. 잠시 후 다시 시도해주세요.';
export const ABANDONED_BADGE = '포기함';
export const ABANDONED_EXAM_TITLE = '포기한 모의고사입니다';
export const ABANDONED_EXAM_TEXT =
  '포기한 모의고사는 이어서 볼 수 없습니다. 모의고사 화면에서 새 모의고사를 시작해주세요.';

export function resumeExamLabel(caseNumber: number): string {
  return `증례 ${caseNumber}부터 이어서 보기`;
}

export function examProgressText(startedAt: string, total: number, done: number): string {
  return `${startedAt} 시작 · ${total}개 중 ${done}개 완료`;
}
