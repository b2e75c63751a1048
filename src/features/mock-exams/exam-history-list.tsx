import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MockExamRow } from '../../data/db';
import { formatCompactDateTime } from '../../lib/dates';
import { ABANDONED_BADGE } from './mock-exam-messages';

function startedAt(row: MockExamRow): string {
  return formatCompactDateTime(row.exam ? row.exam.startTime : row.updatedAt);
}

/**
 * The learner's most recently finished exams on this device, to reach their results; one given up
 * is marked so and has none. (Exams in progress, from any device, are in UnfinishedExamList.)
 */
export function ExamHistoryList({ rows }: { rows: MockExamRow[] }) {
  const finished = rows.filter((row) => row.finishedAt !== null).slice(0, 3);
  if (finished.length === 0) return null;

  return (
    <Stack gap="sm">
      <Title order={2} fz={18}>
        최근 모의고사
      </Title>
      {finished.map((row) => {
        const abandoned = Boolean(row.abandonedAt ?? row.exam?.abandonedAt);
        return (
          <Paper key={row.mockExamSessionId} withBorder p="md" bg="white">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Badge color={abandoned ? 'red' : 'gray'} variant="light">
                    {abandoned ? ABANDONED_BADGE : '종료'}
                  </Badge>
                  <Text fw={700} truncate="end">
                    {row.exam?.title ?? '모의고사'}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {startedAt(row)} 시작 · {row.cases.length}개 증례
                </Text>
              </Stack>
              {!abandoned && (
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconListSearch size={16} />}
                  renderRoot={(props) => (
                    <Link
                      to="/my-notes/history/mock-exam-results/$mockExamSessionId"
                      params={{ mockExamSessionId: row.mockExamSessionId }}
                      {...props}
                    />
                  )}
                >
                  결과 보기
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
