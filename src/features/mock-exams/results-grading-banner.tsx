import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';

interface ResultsGradingBannerProps {
  progress: { completed: number; total: number };
  online: boolean;
  /** A cooldown runs: refreshing is off until it ends. */
  coolingDown: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * While the exam is graded (spec 1 §4): how many cases are done, a progress bar, and the refresh
 * banner — the page fills in by itself, and the learner may refresh by hand (a retry).
 */
export function ResultsGradingBanner({
  progress,
  online,
  coolingDown,
  refreshing,
  onRefresh,
}: ResultsGradingBannerProps) {
  const { completed, total } = progress;
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <Alert
      variant="light"
      color={online ? 'blue' : 'orange'}
      icon={online ? <Loader size={18} color="blue" /> : <IconWifiOff size={18} />}
      title={online ? 'AI가 채점하고 있습니다' : '오프라인입니다'}
      data-testid="grading-banner"
      role="status"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} data-testid="grading-progress-text">
            {total > 0 ? `${total}개 증례 중 ${completed}개 채점 완료` : '채점 준비 중'}
          </Text>
          <Text size="sm" fw={700}>
            {percent}%
          </Text>
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          striped
          animated={online}
          aria-label={`채점 진행률 ${percent}%`}
          data-testid="grading-progress"
        />
        <Group justify="space-between" gap="sm" align="flex-end">
          <Text size="sm" style={{ flex: '1 1 260px' }}>
            {online
              ? '결과가 나오면 이 화면이 자동으로 새로고침됩니다. 처음 90초는 10초마다, 그 뒤로는 1분마다 확인하며, 전체 채점에는 최대 10분 정도 걸릴 수 있습니다.'
              : '연결되면 채점 확인을 자동으로 이어갑니다.'}
          </Text>
          <Button
            size="xs"
            variant="white"
            leftSection={<IconRefresh size={14} />}
            onClick={onRefresh}
            loading={refreshing}
            disabled={!online || coolingDown || refreshing}
          >
            새로고침
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
