import { Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ExamNoticeScreen } from './exam-notice-screen';
import { EXAM_FETCH_FAILED } from './mock-exam-messages';
import type { MockExamState } from './use-mock-exam';

/**
 * The exam is not (yet) on this device: a loader while it is fetched, or why it cannot be shown.
 * Returns null once the device has the exam.
 */
export function ExamUnavailable({ state }: { state: MockExamState }) {
  const { row, pulling, error, online, retry } = state;
  if (row?.exam) return null;
  if (row === undefined || pulling) {
    return (
      <Center py={96} role="status">
        <Loader type="dots" />
      </Center>
    );
  }
  const back = (
    <Button component={Link} to="/mock-exams" variant="default">
      모의고사 화면으로
    </Button>
  );
  if (error?.status === 404) {
    return (
      <ExamNoticeScreen
        icon={IconMoodEmpty}
        color="gray"
        title="모의고사를 찾을 수 없습니다"
        text="주소가 잘못되었거나 다른 계정의 모의고사입니다. 모의고사 화면에서 새로 시작해주세요."
      >
        {back}
      </ExamNoticeScreen>
    );
  }
  if (!online) {
    return (
      <ExamNoticeScreen
        icon={IconCloudOff}
        color="orange"
        title="이 기기에 없는 모의고사입니다"
        text="이 기기에서 시작한 모의고사는 오프라인에서도 열립니다. 다른 기기에서 시작했다면 인터넷에 연결한 뒤 다시 열어주세요."
      >
        {back}
      </ExamNoticeScreen>
    );
  }
  return (
    <ExamNoticeScreen
      icon={IconAlertTriangle}
      color="red"
      title={EXAM_FETCH_FAILED}
      text={error?.message ?? '잠시 후 다시 시도해주세요.'}
    >
      <Button onClick={retry}>다시 시도</Button>
      {back}
    </ExamNoticeScreen>
  );
}
