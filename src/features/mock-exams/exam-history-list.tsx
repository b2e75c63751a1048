import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconListSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MockExamRow } from '../../data/db';

const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });

function startedAt(row: MockExamRow): string {
  const value = row.exam ? new Date(row.exam.startTime) : new Date(row.updatedAt);
  return Number.isNaN(value.getTime()) ? '' : dateTime.format(value);
}

/**
 * The learner's exams on this device: those in progress, to pick up where they left off (a reload,
 * a closed tab, a lost connection), and the most recently finished, to reach their results.
 */
export function ExamHistoryList({ rows }: { rows: MockExamRow[] }) {
  const inProgress = rows.filter((row) => row.finishedAt === null && row.exam?.status === 'in-progress');
  const finished = rows.filter((row) => row.finishedAt !== null).slice(0, 3);
  if (inProgress.length === 0 && finished.length === 0) return null;

  return (
    <Stack gap="sm">
      <Title order={2} fz={18}>
        내 모의고사
      </Title>
      {inProgress.map((row) => {
        const ended = row.cases.filter((c) => c.ended).length;
        return (
          <Paper key={row.mockExamSessionId} withBorder p="md" bg="white" data-testid="exam-in-progress">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Badge color="orange" variant="light">
                    진행 중
                  </Badge>
                  <Text fw={700} truncate="end">
                    {row.exam?.title}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {startedAt(row)} 시작 · {row.cases.length}개 중 {ended}개 완료
                </Text>
              </Stack>
              <Button
                size="sm"
                rightSection={<IconArrowRight size={16} />}
                renderRoot={(props) => (
                  <Link
                    to="/mock-exams/pre-practice/$mockExamSessionId/$caseNumber"
                    params={{
                      mockExamSessionId: row.mockExamSessionId,
                      caseNumber: String(row.currentCaseNumber),
                    }}
                    {...props}
                  />
                )}
              >
                증례 {row.currentCaseNumber}부터 이어서 하기
              </Button>
            </Group>
          </Paper>
        );
      })}
      {finished.map((row) => (
        <Paper key={row.mockExamSessionId} withBorder p="md" bg="white">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Badge color="gray" variant="light">
                  종료
                </Badge>
                <Text fw={700} truncate="end">
                  {row.exam?.title ?? '모의고사'}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {startedAt(row)} 시작 · {row.cases.length}개 증례
              </Text>
            </Stack>
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
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
