import { Badge, Box, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconEye, IconMessageReply, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FEEDBACK_CATEGORY_LABELS, type Feedback } from '../../../contract/feedback';
import { CategoryIcon, PriorityBadge, PrivateBadge, StatusBadge } from './feedback-badges';
import { ANONYMOUS } from './feedback-row';
import classes from './feedback.module.css';
import { formatDateTime } from '../../lib/dates';

export const DEFAULT_RESPONDER = '관리자';

/**
 * A post, read-only (spec 2 §2 Feedback detail): badges, category, title, author, date and time,
 * views, the content with its line breaks, and the admin's answer. Shared by the learner's detail
 * page and the admin's. Everything is rendered as text — markup typed into a post stays visible
 * as the characters it is.
 */
interface FeedbackArticleProps {
  feedback: Feedback;
  /** The admin page answers right below, so it leaves out the "no answer yet" note meant for learners. */
  hideEmptyAnswer?: boolean;
}

export function FeedbackArticle({ feedback, hideEmptyAnswer = false }: FeedbackArticleProps) {
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} bg="white" component="article">
        <Stack gap="md">
          <Group gap={6} wrap="wrap">
            <StatusBadge status={feedback.status} />
            <PriorityBadge priority={feedback.priority} />
            {!feedback.isPublic && <PrivateBadge />}
          </Group>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <CategoryIcon category={feedback.category} size={40} />
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500} data-testid="feedback-category">
                {FEEDBACK_CATEGORY_LABELS[feedback.category]}
              </Text>
              <Title
                order={1}
                fz={{ base: 21, sm: 26 }}
                lh={1.35}
                data-testid="feedback-title"
                style={{ overflowWrap: 'anywhere' }}
              >
                {feedback.title}
              </Title>
            </Box>
          </Group>
          <Group gap="md" c="dimmed" fz="sm" wrap="wrap" style={{ rowGap: 4 }}>
            <Meta icon={<IconUser size={15} />} label="작성자">
              {feedback.author?.nickname ?? ANONYMOUS}
            </Meta>
            <Meta icon={<IconCalendar size={15} />} label="작성일">
              {formatDateTime(feedback.createdAt)}
            </Meta>
            <Meta icon={<IconEye size={15} />} label="조회수">
              조회 {feedback.viewCount}
            </Meta>
          </Group>
          <Divider />
          <Text className={classes.body} data-testid="feedback-content">
            {feedback.content}
          </Text>
        </Stack>
      </Paper>
      {(feedback.adminResponse || !hideEmptyAnswer) && <AdminAnswer feedback={feedback} />}
    </Stack>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // aria-label is not allowed on a plain div: the label is there in words, hidden from sight.
    <Group gap={5} wrap="nowrap">
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Text span inherit>
        {children}
      </Text>
    </Group>
  );
}

function AdminAnswer({ feedback }: { feedback: Feedback }) {
  if (!feedback.adminResponse) {
    return (
      <Paper withBorder p="md" bg="white" data-testid="admin-answer-empty">
        <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
          <IconMessageReply size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">아직 답변이 등록되지 않았습니다. 운영진이 확인 후 답변드릴게요.</Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" className={classes.answer} data-testid="admin-answer">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={8} wrap="nowrap">
            <IconMessageReply size={20} color="var(--mantine-color-brand-7)" />
            <Text fw={700} c="brand.8">
              관리자 답변
            </Text>
            <Badge variant="white" color="brand" radius="sm">
              {feedback.admin?.nickname ?? DEFAULT_RESPONDER}
            </Badge>
          </Group>
          {feedback.respondedAt && (
            <Text size="sm" c="dimmed">
              {formatDateTime(feedback.respondedAt)}
            </Text>
          )}
        </Group>
        <Text className={classes.body} data-testid="admin-answer-text">
          {feedback.adminResponse}
        </Text>
      </Stack>
    </Paper>
  );
}
