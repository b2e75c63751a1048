import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCircleCheck,
  IconClipboardCheck,
  IconClipboardList,
  IconHistory,
  IconLayoutDashboard,
  IconListSearch,
  IconRefresh,
  IconStethoscope,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { messageWithRetryHint, toApiError } from '../../data/api/errors';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { pullMockExam } from '../../data/sync/mock-exam-flow-sync';
import { APP_NAME } from '../../lib/brand';
import { describeCompletionCheck } from './completion-check';
import { useMockExam } from './use-mock-exam';
import { formatScore } from '../../lib/format-score';

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
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="brand">
            <IconClipboardCheck size={34} stroke={1.6} />
          </ThemeIcon>
          {row?.exam && (
            <Badge variant="light" color="gray" size="lg" radius="sm">
              {row.exam.title}
            </Badge>
          )}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            모의고사가 종료되었습니다
          </Title>
          <Text c="dimmed" maw={480}>
            {graded
              ? '수고하셨습니다. 모든 증례의 채점이 끝났습니다. 상세 결과에서 증례별 점수와 피드백을 확인하세요.'
              : `수고하셨습니다. ${total ? `${total}개 ` : ''}증례의 AI 채점이 백그라운드에서 시작되었습니다. 증례마다 1분 안팎, 전체는 최대 5분 정도 걸리며 다른 화면으로 이동해도 채점은 계속됩니다.`}
          </Text>
        </Stack>

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
              ) : online ? (
                <Loader size={28} type="oval" color="brand" mt={4} aria-hidden />
              ) : (
                <ThemeIcon size={36} radius="xl" color="orange" variant="light">
                  <IconWifiOff size={20} />
                </ThemeIcon>
              )}
              <Stack gap={2} style={{ flex: 1 }}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{graded ? '채점 완료' : '채점 진행 중'}</Text>
                  {graded && wait?.overallScore !== null && wait?.overallScore !== undefined && (
                    <Text fw={800} fz={22}>
                      {formatScore(wait.overallScore)}
                      <Text span fz="sm" c="dimmed" fw={500}>
                        {' '}
                        / 100
                      </Text>
                    </Text>
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
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void check()}
                  loading={checking}
                  disabled={checking || !online}
                >
                  채점 완료 확인
                </Button>
              </Group>
            )}
            {notice && (
              <Alert color={notice.color} variant="light" py="xs" data-testid="exam-check-notice">
                {notice.message}
              </Alert>
            )}
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Button
            size="md"
            fullWidth
            leftSection={graded ? <IconCircleCheck size={18} /> : <IconListSearch size={18} />}
            renderRoot={resultsLink}
          >
            {graded ? '상세 결과 보기' : '채점 진행 확인'}
          </Button>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Button
              variant="default"
              leftSection={<IconLayoutDashboard size={16} />}
              component={Link}
              to="/dashboard"
            >
              대시보드
            </Button>
            <Button
              variant="default"
              leftSection={<IconStethoscope size={16} />}
              component={Link}
              to="/cases"
            >
              증례 목록
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              component={Link}
              to="/my-notes/history"
            >
              학습 기록
            </Button>
            <Button
              variant="default"
              leftSection={<IconClipboardList size={16} />}
              component={Link}
              to="/mock-exams"
            >
              모의고사
            </Button>
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
