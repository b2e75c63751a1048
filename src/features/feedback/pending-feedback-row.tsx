import { Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconClockUp } from '@tabler/icons-react';
import type { PendingFeedbackPost } from '../../data/repos/feedback-repo';
import { CategoryIcon, PrivateBadge } from './feedback-badges';
import classes from './feedback.module.css';
import { formatShortDate } from './format-date';

interface PendingFeedbackRowProps {
  post: PendingFeedbackPost;
  nickname: string;
  onDiscard: () => void;
}

/** A post written offline, waiting in the outbox (or refused by the server), shown above the list. */
export function PendingFeedbackRow({ post, nickname, onDiscard }: PendingFeedbackRowProps) {
  const { body, createdAt } = post.draft;
  const refused = post.state === 'refused';
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      className={classes.pendingRow}
      data-testid="pending-feedback-row"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <CategoryIcon category={body.category} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={600} lineClamp={1} style={{ minWidth: 0 }}>
              {body.title}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {!body.isPublic && <PrivateBadge size="sm" />}
              <Badge
                size="sm"
                radius="sm"
                color={refused ? 'red' : 'orange'}
                variant="light"
                leftSection={refused ? <IconAlertCircle size={12} /> : <IconClockUp size={12} />}
              >
                {refused ? '전송 실패' : '전송 대기 중'}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} mt={4} style={{ whiteSpace: 'pre-line' }}>
            {body.content}
          </Text>
          <Group gap="xs" mt={8} fz="xs" c="dimmed" justify="space-between" wrap="wrap">
            <Text span inherit>
              {nickname} · {formatShortDate(createdAt)} ·{' '}
              {refused ? (post.error ?? '서버가 등록을 거절했습니다.') : '연결되면 자동으로 등록됩니다.'}
            </Text>
            {refused && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={onDiscard}>
                삭제
              </Button>
            )}
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
