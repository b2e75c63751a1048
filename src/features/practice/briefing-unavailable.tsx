import { Button, Center, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconMoodEmpty, IconRefreshAlert } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { NETWORK_ERROR_MESSAGE, type ApiError } from '../../data/api/errors';
import { BLIND_DRAW_MISSING } from '../../lib/blind-practice';

/**
 * Why a briefing cannot be shown:
 * - not-found: the server says the case does not exist;
 * - offline: the device never saved this case and there is no network to fetch it;
 * - failed: online, but the server could not be reached or failed (`message` says how);
 * - blind-missing: a blind practice address whose draw this device does not hold (issue 24).
 */
export type BriefingProblem =
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'blind-missing' }
  | { kind: 'failed'; message: string; onRetry?: () => void };

/** Why the case behind a briefing is not on the device: what the server said, or no network. */
export function briefingProblem(
  pullError: ApiError | null,
  online: boolean,
  onRetry?: () => void,
): BriefingProblem {
  if (pullError?.status === 404) return { kind: 'not-found' };
  if (!online) return { kind: 'offline' };
  return { kind: 'failed', message: pullError?.message ?? NETWORK_ERROR_MESSAGE, onRetry };
}

/** While the case behind a briefing is being read or fetched. */
export function BriefingLoading() {
  return (
    <Center py={80} role="status" aria-label="브리핑 불러오는 중">
      <Loader type="dots" />
    </Center>
  );
}

const copy = {
  'not-found': {
    icon: IconMoodEmpty,
    title: '증례를 찾을 수 없습니다',
    text: '삭제되었거나 주소가 잘못된 증례입니다. 증례 목록에서 다시 골라주세요.',
  },
  offline: {
    icon: IconCloudOff,
    title: '오프라인이라 브리핑을 열 수 없습니다',
    text: '이 기기에 아직 저장되지 않은 증례입니다. 인터넷에 연결되면 바로 불러오고, 그 뒤로는 오프라인에서도 볼 수 있습니다.',
  },
  'blind-missing': {
    icon: IconMoodEmpty,
    title: '블라인드 연습을 찾을 수 없습니다',
    text: BLIND_DRAW_MISSING,
  },
  failed: {
    icon: IconRefreshAlert,
    title: '브리핑을 불러오지 못했습니다',
    text: '',
  },
} as const;

/** A briefing that cannot be shown, with what the learner can do about it. */
export function BriefingUnavailable({ problem }: { problem: BriefingProblem }) {
  const { icon: Icon, title, text } = copy[problem.kind];
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={problem.kind === 'failed' ? 'orange' : 'gray'}
        >
          <Icon size={28} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {problem.kind === 'failed' ? problem.message : text}
        </Text>
        <Group gap="sm" justify="center">
          {problem.kind === 'failed' && problem.onRetry && (
            <Button onClick={problem.onRetry}>다시 시도</Button>
          )}
          <Button component={Link} to="/cases" variant="light">
            증례 목록으로
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
