import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PullState } from '../lib/pull-state';

/** Offline / failed-pull notice above a notes screen that shows the device's copy. */
export function PullNotice({ pull, hasData }: { pull: PullState; hasData: boolean }) {
  if (!pull.online) {
    return (
      <Alert color="gray" variant="light" icon={<IconCloudOff size={18} />} data-testid="offline-notice">
        {hasData
          ? '오프라인 상태입니다. 마지막으로 동기화한 내용을 보여드려요.'
          : '오프라인 상태이고 이 기기에 저장된 내용이 없습니다. 연결되면 불러올게요.'}
      </Alert>
    );
  }
  if (pull.error) {
    return (
      <Alert
        color={hasData ? 'orange' : 'red'}
        variant="light"
        title={hasData ? '최신 내용을 불러오지 못했습니다' : '불러오지 못했습니다'}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {pull.error}
            {hasData && ' 이 기기에 저장된 내용을 보여드려요.'}
          </Text>
          <Button size="xs" variant="white" color={hasData ? 'orange' : 'red'} onClick={pull.retry}>
            다시 시도
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}

export function LoadingBlock() {
  return (
    <Center py={60}>
      <Loader size="md" />
    </Center>
  );
}

export function EmptyBlock({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" bg="white">
      <Stack align="center" gap="xs">
        <IconInbox size={36} color="var(--mantine-color-gray-5)" />
        <Text fw={700}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed" ta="center">
            {children}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
