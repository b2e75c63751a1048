import { Anchor, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, type ReactElement } from 'react';
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';
import classes from './monitor.module.css';
import { resultScoreColor } from './result-colors';
import { formatScore } from '../../lib/format-score';

interface CompletionNoticeCardProps {
  title: string;
  /** What was graded (the case, the exam). */
  subject: string;
  /** Shown after the subject, e.g. '평균 ' for an exam's average. */
  scorePrefix?: string;
  score: number;
  /** Epoch ms the grade arrived on this device; the card closes COMPLETION_NOTICE_MS later. */
  completedAt: number | null;
  onDismiss: () => void;
  /** The root of the "결과 보기" link (a router Link to the result). */
  renderLink: (props: Record<string, unknown>) => ReactElement;
  testId: string;
  now?: () => number;
}

/**
 * A "grading is done" card: what was graded and its score, a link to the result, a close button.
 * It closes itself when its 15 s have run, counted from when the grade arrived, so a reload does
 * not give it another 15 s.
 */
export function CompletionNoticeCard({
  title,
  subject,
  scorePrefix = '',
  score,
  completedAt,
  onDismiss,
  renderLink,
  testId,
  now = Date.now,
}: CompletionNoticeCardProps) {
  useEffect(() => {
    const remaining = (completedAt ?? 0) + COMPLETION_NOTICE_MS - now();
    const timer = setTimeout(onDismiss, Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [completedAt, onDismiss, now]);

  return (
    <Paper
      withBorder
      shadow="lg"
      p="md"
      radius="md"
      className={classes.notice}
      data-testid={testId}
      role="status"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={32} radius="xl" color="green" variant="light">
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {subject} ·{' '}
            <Text span fw={700} c={`${resultScoreColor(score)}.8`}>
              {scorePrefix}
              {formatScore(score)}점
            </Text>
          </Text>
          <Anchor size="sm" fw={600} mt={4} renderRoot={renderLink} onClick={onDismiss}>
            <Group gap={4} component="span">
              결과 보기 <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Stack>
        <CloseButton size="sm" aria-label="알림 닫기" onClick={onDismiss} />
      </Group>
    </Paper>
  );
}
