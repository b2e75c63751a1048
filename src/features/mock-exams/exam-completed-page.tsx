import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import {
  CheckGradeButton,
  CompletedLayout,
  GradingWaitIcon,
  ScoreOutOf100,
} from '../../components/grading/completed-layout';
import { messageWithRetryHint, toApiError } from '../../data/api/errors';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { pullMockExam } from '../../data/sync/mock-exam-flow-sync';
import { APP_NAME } from '../../lib/brand';
import { describeCompletionCheck } from './completion-check';
import { useMockExam } from './use-mock-exam';

type CheckNotice = { color: 'blue' | 'orange' | 'red'; message: string };

/**
 * /mock-exams/completed/{id} (spec 1 §2): every case is over and the whole exam is being graded in
 * the background. The status follows the device: whether the exam's completion still waits in the
 * outbox, and what the background monitor last recorded; "채점 완료 확인" asks the server now.
 */
export function ExamCompletedPage({ mockExamSessionId }: { mockExamSessionId: string }) {
  useDocumentTitle(`모의고사 완료 | ${APP_NAME}`);
  const { row, userId, online } = useMockExam(mockExamSessionId);
  const navigate = useNavigate();
  const queued =
    useLiveQuery(
      () => (userId ? mockExamRepo.completionQueued(userId, mockExamSessionId) : false),
      [userId, mockExamSessionId],
    ) ?? false;
  const wait = useLiveQuery(() => mockExamRepo.gradingWait(mockExamSessionId), [mockExamSessionId]);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<CheckNotice | null>(null);

  const graded = wait?.status === 'completed' || row?.exam?.status.toLowerCase() === 'completed';
  const total = row?.cases.length ?? row?.exam?.selectedScenariosDetails.length ?? null;
  const resultsLink = (props: Record<string, unknown>) => (
    <Link
      to="/my-notes/history/mock-exam-results/$mockExamSessionId"
      params={{ mockExamSessionId }}
      {...props}
    />
  );

  const check = async () => {
    setChecking(true);
    setNotice(null);
    try {
      const fresh = await pullMockExam(userId, mockExamSessionId);
      const outcome = describeCompletionCheck(fresh.exam);
      if (outcome.kind === 'completed') {
        void navigate({
          to: '/my-notes/history/mock-exam-results/$mockExamSessionId',
          params: { mockExamSessionId },
        });
        return;
      }
      setNotice({
        color: outcome.kind === 'cancelled' ? 'red' : outcome.kind === 'grading' ? 'blue' : 'orange',
        message: outcome.message,
      });
    } catch (caught) {
      setNotice({ color: 'red', message: messageWithRetryHint(await toApiError(caught)) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <CompletedLayout
      badges={
        row?.exam && (
          <Badge variant="light" color="gray" size="lg" radius="sm">
            {row.exam.title}
          </Badge>
        )
      }
      title="모의고사가 종료되었습니다"
      lead={
        graded
          ? '수고하셨습니다. 모든 증례의 채점이 끝났습니다. 상세 결과에서 증례별 점수와 피드백을 확인하세요.'
          : `수고하셨습니다. ${total ? `${total}개 ` : ''}증례의 AI 채점이 백그라운드에서 시작되었습니다. 증례마다 1분 안팎, 전체는 최대 5분 정도 걸리며 다른 화면으로 이동해도 채점은 계속됩니다.`
      }
      leadWidth={480}
      graded={graded}
      renderResultLink={resultsLink}
      casesLabel="증례 목록"
      lastLink={{ to: '/mock-exams', label: '모의고사', icon: <IconClipboardList size={16} /> }}
    >
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        bg="white"
        data-testid="exam-grading-status"
        role="status"
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {graded ? (
              <ThemeIcon size={36} radius="xl" color="green" variant="light">
                <IconCircleCheck size={22} />
              </ThemeIcon>
            ) : (
              <GradingWaitIcon online={online} />
            )}
            <Stack gap={2} style={{ flex: 1 }}>
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{graded ? '채점 완료' : '채점 진행 중'}</Text>
                {graded && wait?.overallScore !== null && wait?.overallScore !== undefined && (
                  <ScoreOutOf100 score={wait.overallScore} fz={22} />
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {graded
                  ? '상세 결과 보기에서 증례별 결과를 확인할 수 있습니다.'
                  : queued
                    ? online
                      ? '모의고사 종료 기록을 서버로 전송하고 있습니다…'
                      : '오프라인입니다. 모의고사 종료 기록은 연결되면 자동으로 전송되고, 그때부터 채점이 시작됩니다.'
                    : wait?.progress && wait.progress.total > 0
                      ? `${wait.progress.total}개 증례 중 ${wait.progress.completed}개 채점 완료`
                      : '채점이 끝나면 알림으로 알려드립니다.'}
              </Text>
            </Stack>
          </Group>
          {!graded && (
            <Group justify="flex-end">
              <CheckGradeButton onCheck={() => void check()} checking={checking} disabled={!online} />
            </Group>
          )}
          {notice && (
            <Alert color={notice.color} variant="light" py="xs" data-testid="exam-check-notice">
              {notice.message}
            </Alert>
          )}
        </Stack>
      </Paper>
    </CompletedLayout>
  );
}
