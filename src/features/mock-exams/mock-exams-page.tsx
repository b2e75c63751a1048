import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowsShuffle,
  IconPlayerPlay,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { RANDOM_EXAM_CASES } from '../../../contract/mock-exams';
import { AppModal } from '../../components/app-modal';
import { PageContainer } from '../../components/page-container';
import { useAppModal } from '../../components/use-app-modal';
import { toApiError } from '../../data/api/errors';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { createMockExam, MockExamIdMissingError } from '../../data/sync/mock-exam-flow-sync';
import { useUnfinishedExams } from '../../data/sync/use-unfinished-exams';
import { onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { ExamDayOption, examDayChoiceAtom } from './exam-day-option';
import { ExamHistoryList } from './exam-history-list';
import { ExamTypeCard } from './exam-type-card';
import { UnfinishedExamList } from './unfinished-exam-list';
import { EXAM_ID_MISSING, EXAM_START_OFFLINE, RANDOM_EXAM_START_FAILED } from './mock-exam-messages';

/**
 * /mock-exams (spec 1 §2): the type chooser. A custom exam is set up first; a random one starts at
 * once (POST /mock-exams {examType: 'random'}) and opens its first case's briefing. Exams taken on
 * this device or another (issue 23) are listed under the cards, so one left half-way is easy to pick
 * up or give up; recently finished ones on this device follow.
 */
export function MockExamsPage() {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const navigate = useNavigate();
  const modal = useAppModal();
  const [starting, setStarting] = useState(false);
  const examDay = useAtomValue(examDayChoiceAtom);
  const rows = useLiveQuery(() => (userId ? mockExamRepo.forUser(userId) : []), [userId]);
  const unfinished = useUnfinishedExams(userId);

  const startRandom = async () => {
    setStarting(true);
    try {
      const mockExamSessionId = await createMockExam(userId, { examType: 'random' }, { examDay });
      void navigate({
        to: '/mock-exams/pre-practice/$mockExamSessionId/$caseNumber',
        params: { mockExamSessionId, caseNumber: '1' },
      });
    } catch (caught) {
      setStarting(false);
      if (caught instanceof MockExamIdMissingError) {
        modal.show({ type: 'error', title: '모의고사 시작 오류', message: EXAM_ID_MISSING });
        return;
      }
      const error = await toApiError(caught);
      modal.show({ type: 'error', title: RANDOM_EXAM_START_FAILED, message: error.message });
    }
  };

  return (
    <PageContainer
      title="모의고사"
      description="실제 시험처럼 여러 증례를 연달아 진료하고, 모두 마치면 한꺼번에 채점받습니다."
      size="lg"
    >
      {/* A returning learner looks for the exam they left first, so it comes before the chooser. */}
      {unfinished.exams && (unfinished.exams.length > 0 || unfinished.pullFailed) && (
        <Stack mb="lg">
          <UnfinishedExamList userId={userId} exams={unfinished.exams} pullFailed={unfinished.pullFailed} />
        </Stack>
      )}
      <Stack mb="md">
        <ExamDayOption />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ExamTypeCard
          icon={IconAdjustmentsHorizontal}
          color="indigo"
          title="맞춤 모의고사"
          text="출제 범위와 증례 수를 직접 골라 약한 분야를 집중해서 연습합니다."
          points={[
            '증례 1~6개',
            '계통 · 세부 분류 · 개별 증례로 범위 선택',
            '선택한 범위 안에서 무작위 출제',
          ]}
          action={
            <Button size="md" variant="light" color="indigo" component={Link} to="/mock-exams/free-setup">
              범위 설정하기
            </Button>
          }
        />
        <ExamTypeCard
          icon={IconArrowsShuffle}
          color="brand"
          title="랜덤 모의고사"
          text={`서로 다른 계통에서 ${RANDOM_EXAM_CASES}개 증례가 무작위로 출제되는 실전형 모의고사입니다.`}
          points={[`증례 ${RANDOM_EXAM_CASES}개 고정`, '증례마다 12분', '버튼을 누르면 바로 시작']}
          action={
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} />}
              onClick={() => void startRandom()}
              loading={starting}
              disabled={!online}
            >
              바로 시작
            </Button>
          }
          footnote={
            !online && (
              <Group gap={6} c="orange.8" wrap="nowrap">
                <IconWifiOff size={16} />
                <Text size="sm">{EXAM_START_OFFLINE}</Text>
              </Group>
            )
          }
        />
      </SimpleGrid>
      {rows && (
        <Stack mt="md">
          <ExamHistoryList rows={rows} />
        </Stack>
      )}
      <AppModal {...modal.props} />
    </PageContainer>
  );
}
