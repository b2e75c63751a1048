import { Badge, Box, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_PRIORITY_LABELS,
  type Feedback,
} from '../../../contract/feedback';
import { CategoryIcon, priorityColor, PrivateBadge, StatusBadge } from './feedback-badges';
import { ANONYMOUS } from './feedback-row';
import classes from './feedback.module.css';
import { adminFeedbackDetailPath } from './feedback-paths';
import { formatNumericDate } from '../../lib/dates';

function PriorityText({ feedback }: { feedback: Feedback }) {
  return (
    <Badge color={priorityColor[feedback.priority]} variant="dot" radius="sm" size="sm">
      {FEEDBACK_PRIORITY_LABELS[feedback.priority]}
    </Badge>
  );
}

/**
 * The admin list (spec 2 §2 Admin list): a table from the md breakpoint, cards on a phone, where
 * seven columns would not fit. A row opens /admin/feedback/{feedbackId}.
 */
export function AdminFeedbackTable({ rows }: { rows: Feedback[] }) {
  const navigate = useNavigate();
  const open = (feedbackId: string) =>
    void navigate({ to: '/admin/feedback/$feedbackId', params: { feedbackId } });

  return (
    <>
      <Paper withBorder bg="white" visibleFrom="md" style={{ overflow: 'hidden' }}>
        <ScrollArea>
          <Table verticalSpacing="sm" horizontalSpacing="md" miw={880} data-testid="admin-feedback-table">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={110}>카테고리</Table.Th>
                <Table.Th>제목</Table.Th>
                <Table.Th w={120}>작성자</Table.Th>
                <Table.Th w={96}>우선순위</Table.Th>
                <Table.Th w={96}>상태</Table.Th>
                <Table.Th w={70} ta="right">
                  조회
                </Table.Th>
                <Table.Th w={116}>작성일</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((feedback) => (
                <Table.Tr
                  key={feedback.feedbackId}
                  className={classes.tableRow}
                  onClick={() => open(feedback.feedbackId)}
                  data-testid="admin-feedback-row"
                >
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <CategoryIcon category={feedback.category} size={26} />
                      <Text size="sm">{FEEDBACK_CATEGORY_LABELS[feedback.category]}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ maxWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text
                        component={Link}
                        to={adminFeedbackDetailPath(feedback.feedbackId)}
                        fw={600}
                        size="sm"
                        truncate
                        c="dark"
                        onClick={(event) => event.stopPropagation()}
                        style={{ textDecoration: 'none' }}
                      >
                        {feedback.title}
                      </Text>
                      {!feedback.isPublic && <PrivateBadge size="xs" style={{ flexShrink: 0 }} />}
                      {feedback.adminResponse && (
                        <IconCheck
                          size={15}
                          color="var(--mantine-color-teal-7)"
                          aria-label="답변 완료"
                          style={{ flexShrink: 0 }}
                        />
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" truncate mt={2}>
                      {feedback.content}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {feedback.author?.nickname ?? ANONYMOUS}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PriorityText feedback={feedback} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={feedback.status} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{feedback.viewCount}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatNumericDate(feedback.createdAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>

      <Stack gap="xs" hiddenFrom="md">
        {rows.map((feedback) => (
          <Paper
            key={feedback.feedbackId}
            component={Link}
            to={adminFeedbackDetailPath(feedback.feedbackId)}
            withBorder
            p="sm"
            radius="md"
            className={classes.row}
            data-testid="admin-feedback-card"
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <CategoryIcon category={feedback.category} size={32} />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap={6} wrap="nowrap">
                  <Text fw={600} size="sm" lineClamp={1} style={{ minWidth: 0 }}>
                    {feedback.title}
                  </Text>
                  <StatusBadge status={feedback.status} size="sm" style={{ flexShrink: 0 }} />
                </Group>
                <Text size="xs" c="dimmed" lineClamp={1} mt={2}>
                  {feedback.content}
                </Text>
                <Group gap={8} mt={6} fz="xs" c="dimmed" wrap="wrap">
                  <PriorityText feedback={feedback} />
                  {!feedback.isPublic && <PrivateBadge size="xs" />}
                  <Text span inherit c="dark.4" fw={500}>
                    {feedback.author?.nickname ?? ANONYMOUS}
                  </Text>
                  <Text span inherit>
                    {formatNumericDate(feedback.createdAt)}
                  </Text>
                  <Group gap={3} wrap="nowrap">
                    <IconEye size={13} />
                    <Text span inherit>
                      {feedback.viewCount}
                    </Text>
                  </Group>
                  {feedback.adminResponse && (
                    <Text span inherit c="teal.8" fw={600}>
                      답변 완료
                    </Text>
                  )}
                </Group>
              </Box>
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
