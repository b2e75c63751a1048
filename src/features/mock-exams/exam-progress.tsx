import { Box, Group, Text } from '@mantine/core';
import type { MockExamCaseProgress } from '../../data/db';

interface ExamProgressProps {
  cases: MockExamCaseProgress[];
  current: number;
}

/** "증례 n / N" with one segment per case: ended, the current one, and the ones to come. */
export function ExamProgress({ cases, current }: ExamProgressProps) {
  const ended = cases.filter((c) => c.ended).length;
  return (
    <Box data-testid="exam-progress">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={700}>
          증례 {current} / {cases.length}
        </Text>
        <Text size="xs" c="dimmed">
          {ended}개 완료
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" aria-hidden>
        {cases.map((c) => (
          <Box
            key={c.caseNumber}
            h={6}
            style={{
              flex: 1,
              borderRadius: 3,
              background: c.ended
                ? 'var(--mantine-color-brand-6)'
                : c.caseNumber === current
                  ? 'var(--mantine-color-brand-2)'
                  : 'var(--mantine-color-gray-2)',
            }}
          />
        ))}
      </Group>
    </Box>
  );
}
