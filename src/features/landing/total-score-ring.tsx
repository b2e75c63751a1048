import { RingProgress, Stack, Text } from '@mantine/core';
import { scoreColor } from '../../lib/score-color';

/** The overall score out of 100, as a ring with the number in the middle. */
export function TotalScoreRing({ score, size = 160 }: { score: number; size?: number }) {
  return (
    <RingProgress
      size={size}
      thickness={size / 11}
      roundCaps
      sections={[{ value: score, color: scoreColor(score) }]}
      label={
        <Stack gap={0} align="center">
          <Text fw={800} fz={size / 4.2} lh={1}>
            {score}
          </Text>
          <Text size="xs" c="dimmed">
            / 100점
          </Text>
        </Stack>
      }
    />
  );
}
