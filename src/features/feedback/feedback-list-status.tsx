import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { errorOccurred } from '../../data/api/errors';
import type { FeedbackList } from './use-feedback-list';

interface FeedbackListStatusProps {
  list: FeedbackList;
  /** What the offline notice says (the board and the admin list promise different things). */
  offlineNotice: string;
  /** The count line once a page is there. */
  countLabel: (pagination: NonNullable<FeedbackList['page']>['pagination']) => string;
}

/**
 * Above a feedback list (the board and the admin list): offline notice, the pull's error with a
 * retry, and the count line with a spinner while a fresher page is pulled.
 */
export function FeedbackListStatus({ list, offlineNotice, countLabel }: FeedbackListStatusProps) {
  return (
    <>
      {!list.online && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
          {offlineNotice}
        </Alert>
      )}
      {list.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} py="xs" role="alert">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">{errorOccurred(list.error)}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={list.retry}>
              다시 시도
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {list.page ? countLabel(list.page.pagination) : list.loading ? '불러오는 중…' : ''}
        </Text>
        {list.pulling && list.page && <Loader size={14} role="status" aria-label="목록 새로 받는 중" />}
      </Group>
    </>
  );
}
