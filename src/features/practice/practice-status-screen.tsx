import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type StatusKind = 'completed' | 'not-found' | 'error';

interface PracticeStatusScreenProps {
  kind: StatusKind;
  sessionId?: string;
  message?: string;
  onRetry?: () => void;
  /** Extra actions under the message. */
  children?: ReactNode;
}

const copy: Record<StatusKind, { title: string; text: string; color: string; icon: typeof IconCircleCheck }> =
  {
    completed: {
      title: '이미 종료된 실습입니다',
      text: '이 실습은 끝났고 채점이 진행되었거나 진행 중입니다.',
      color: 'teal',
      icon: IconCircleCheck,
    },
    'not-found': {
      title: '실습을 찾을 수 없습니다',
      text: '주소가 잘못되었거나 다른 계정의 실습입니다. 증례 목록에서 다시 시작해주세요.',
      color: 'gray',
      icon: IconMoodEmpty,
    },
    error: {
      title: '실습을 불러오지 못했습니다',
      text: '잠시 후 다시 시도해주세요.',
      color: 'red',
      icon: IconAlertTriangle,
    },
  };

/** What the live page shows instead of the encounter when there is none to show. */
export function PracticeStatusScreen({
  kind,
  sessionId,
  message,
  onRetry,
  children,
}: PracticeStatusScreenProps) {
  const { title, text, color, icon: Icon } = copy[kind];
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          <Icon size={28} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {message ?? text}
        </Text>
        {children}
        <Group justify="center" gap="sm">
          {kind === 'completed' && sessionId && (
            <Button
              renderRoot={(props) => (
                <Link to="/cases/completed/$sessionId" params={{ sessionId }} {...props} />
              )}
            >
              결과 보기
            </Button>
          )}
          {onRetry && <Button onClick={onRetry}>다시 시도</Button>}
          <Button component={Link} to="/cases" variant="default">
            증례 목록으로
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
