import { Badge, Box, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Feedback } from '../../../contract/feedback';
import { CategoryIcon, PrivateBadge, StatusBadge } from './feedback-badges';
import classes from './feedback.module.css';
import { feedbackDetailPath } from './feedback-paths';
import { formatNumericDate } from '../../lib/dates';

export const ANONYMOUS = '익명';

/**
 * One post in the board (spec 2 §2): category icon, title, status, a two-line preview, author,
 * date, views and an "answered" marker. The whole row is the link to its detail.
 */
export function FeedbackRow({ feedback }: { feedback: Feedback }) {
  return (
    <Paper
      component={Link}
      to={feedbackDetailPath(feedback.feedbackId)}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      className={classes.row}
      data-testid="feedback-row"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <CategoryIcon category={feedback.category} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="center" justify="space-between">
            <Text fw={600} lineClamp={1} style={{ minWidth: 0 }} data-testid="feedback-row-title">
              {feedback.title}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {!feedback.isPublic && <PrivateBadge size="sm" />}
              <StatusBadge status={feedback.status} size="sm" />
            </Group>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} mt={4} style={{ whiteSpace: 'pre-line' }}>
            {feedback.content}
          </Text>
          <Group gap="xs" mt={8} c="dimmed" fz="xs" wrap="wrap">
            <Text span inherit fw={500} c="dark.4">
              {feedback.author?.nickname ?? ANONYMOUS}
            </Text>
            <Text span inherit aria-hidden>
              ·
            </Text>
            <Text span inherit>
              {formatNumericDate(feedback.createdAt)}
            </Text>
            {/* aria-label is not allowed on a plain div: the words are there, hidden from sight. */}
            <Group gap={3} wrap="nowrap">
              <IconEye size={14} stroke={1.6} aria-hidden />
              <VisuallyHidden>조회수</VisuallyHidden>
              <Text span inherit>
                {feedback.viewCount}
              </Text>
            </Group>
            {feedback.adminResponse && (
              <Badge
                size="sm"
                color="teal"
                variant="filled"
                radius="sm"
                leftSection={<IconCheck size={12} stroke={2.5} />}
              >
                답변 완료
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
