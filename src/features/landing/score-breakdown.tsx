import { Group, Progress, Stack, Text } from '@mantine/core';
import { scoreColor } from '../../lib/score-color';

interface ScoreBreakdownProps {
  sections: ReadonlyArray<{ label: string; rate: number }>;
}

/** Completion rate per checklist section, as labelled bars. */
export function ScoreBreakdown({ sections }: ScoreBreakdownProps) {
  return (
    <Stack gap="md">
      {sections.map(({ label, rate }) => (
        <Stack key={label} gap={6}>
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text fw={700} size="sm" c={`${scoreColor(rate)}.8`}>
              {rate}%
            </Text>
          </Group>
          <Progress
            value={rate}
            color={scoreColor(rate)}
            size="lg"
            radius="xl"
            aria-label={`${label} ${rate}%`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
