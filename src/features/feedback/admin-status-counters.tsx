import { Paper, SimpleGrid, Text } from '@mantine/core';
import { FEEDBACK_STATUS_LABELS, feedbackStatus } from '../../../contract/feedback';
import { statusColor } from './feedback-badges';
import type { StatusCounts } from './status-counts';

/** 전체, 대기 중, 처리 중, 해결됨, 종료 — counted over the rows on screen (spec 2 §2 Admin list). */
export function AdminStatusCounters({ counts }: { counts: StatusCounts }) {
  const items = [
    { key: 'total', label: '전체', value: counts.total, color: 'dark' },
    ...feedbackStatus.options.map((status) => ({
      key: status,
      label: FEEDBACK_STATUS_LABELS[status],
      value: counts[status],
      color: statusColor[status],
    })),
  ];
  return (
    <SimpleGrid cols={5} spacing={{ base: 6, sm: 'sm' }} aria-label="상태별 피드백 수">
      {items.map((item) => (
        <Paper
          key={item.key}
          withBorder
          bg="white"
          px={{ base: 2, sm: 'md' }}
          py={{ base: 8, sm: 'sm' }}
          radius="md"
          ta="center"
          data-testid={`count-${item.key}`}
          style={{
            borderTop: `3px solid var(--mantine-color-${item.color}-${item.color === 'dark' ? 6 : 5})`,
          }}
        >
          <Text size="xs" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text fw={700} fz={{ base: 20, sm: 26 }} lh={1.2}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
