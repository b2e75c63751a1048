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
export const EXAM_START_OFFLINE = '모의고사를 시작하려면 인터넷 연결이 필요합니다.';
