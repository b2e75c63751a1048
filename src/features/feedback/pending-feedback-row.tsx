import { Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconClockUp,
  IconCopy,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PendingFeedbackPost } from '../../data/repos/feedback-repo';
import { CategoryIcon, PrivateBadge } from './feedback-badges';
import classes from './feedback.module.css';
import { formatNumericDate } from '../../lib/dates';

interface PendingFeedbackRowProps {
  post: PendingFeedbackPost;
  nickname: string;
  onDiscard: () => void;
}

/**
 * A post written offline, waiting in the outbox, shown above the list. When the server refused
 * it, the learner's text is kept here with the reason, to copy, rewrite (the form opens on it) or
 * discard — it never vanishes on its own.
 */
export function PendingFeedbackRow({ post, nickname, onDiscard }: PendingFeedbackRowProps) {
  const { body, createdAt } = post.draft;
  const refused = post.state === 'refused';
  const [copied, setCopied] = useState(false);

  const copy = () => {
    void navigator.clipboard
      ?.writeText(`${body.title}\n\n${body.content}`)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      className={refused ? classes.refusedRow : classes.pendingRow}
      data-testid="pending-feedback-row"
      data-state={post.state}
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
                {refused ? '등록 거절됨' : '전송 대기 중'}
              </Badge>
            </Group>
          </Group>
          <Text
            size="sm"
            c="dimmed"
            lineClamp={refused ? 6 : 2}
            mt={4}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {body.content}
          </Text>
          {refused && (
            <Text size="sm" c="red.8" mt={8} data-testid="pending-feedback-reason">
              {post.error ?? '서버가 등록을 거절했습니다.'} 작성한 내용은 이 기기에 남아 있습니다.
            </Text>
          )}
          <Group gap="xs" mt={8} fz="xs" c="dimmed" justify="space-between" wrap="wrap">
            <Text span inherit>
              {nickname} · {formatNumericDate(createdAt)}
              {refused ? '' : ' · 연결되면 자동으로 등록됩니다.'}
            </Text>
            {refused && (
              <Group gap={4} wrap="wrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
                  onClick={copy}
                >
                  {copied ? '복사됨' : '내용 복사'}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPencil size={12} />}
                  renderRoot={(props) => (
                    <Link to="/feedback/create" search={{ draft: post.draft.id }} {...props} />
                  )}
                >
                  고쳐서 다시 보내기
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={12} />}
                  onClick={onDiscard}
                >
                  삭제
                </Button>
              </Group>
            )}
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
