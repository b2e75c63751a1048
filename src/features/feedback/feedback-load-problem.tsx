import { Button, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { errorOccurred, FEEDBACK_NOT_FOUND_MESSAGE } from '../../data/api/errors';
import { APP_NAME } from '../../lib/brand';
import type { FeedbackItemState } from './use-feedback-item';

interface FeedbackLoadProblemProps {
  state: Extract<FeedbackItemState, { status: 'not-found' | 'error' }>;
  onRetry: () => void;
  backTo: '/feedback' | '/admin/feedback';
}

/** A post that could not be shown: "not found" with a way back, or the error with a retry. */
export function FeedbackLoadProblem({ state, onRetry, backTo }: FeedbackLoadProblemProps) {
  const notFound = state.status === 'not-found';
  useDocumentTitle(`${notFound ? FEEDBACK_NOT_FOUND_MESSAGE : '오류'} | ${APP_NAME}`);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p="xl" bg="white">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={60} radius="xl" variant="light" color={notFound ? 'gray' : 'red'}>
            {notFound ? (
              <IconSearchOff size={32} stroke={1.5} />
            ) : (
              <IconAlertTriangle size={32} stroke={1.5} />
            )}
          </ThemeIcon>
          <Text fw={700} fz="lg" role={notFound ? undefined : 'alert'} data-testid="feedback-problem">
            {notFound ? FEEDBACK_NOT_FOUND_MESSAGE : errorOccurred(state.message)}
          </Text>
          {notFound && (
            <Text size="sm" c="dimmed">
              삭제되었거나 작성자만 볼 수 있는 비공개 피드백일 수 있습니다.
            </Text>
          )}
          <Group gap="sm" justify="center" mt="xs">
            {!notFound && (
              <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
                다시 시도
              </Button>
            )}
            <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
              목록으로 돌아가기
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
