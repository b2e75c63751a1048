import { Box, Stack, Text } from '@mantine/core';
import { scoreColor } from '../../lib/score-color';

/**
 * The overall score out of 100, as a ring with the number in the middle. Drawn like Mantine's
 * RingProgress (same geometry: radius (0.9·size − 2·thickness) / 2, starting at the top, round
 * caps, gray-2 track) but as plain SVG: RingProgress brings Tooltip and floating-ui, which the
 * landing page would otherwise load for this one ring.
 */
export function TotalScoreRing({ score, size = 160 }: { score: number; size?: number }) {
  const thickness = size / 11;
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const value = Math.min(100, Math.max(0, score));
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <Box pos="relative" w={size} h={size} miw={size} mih={size}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        style={{ display: 'block', transform: 'rotate(-90deg)' }}
        aria-hidden
      >
        <circle {...circle} stroke="var(--mantine-color-gray-2)" />
        <circle
          {...circle}
          stroke={`var(--mantine-color-${scoreColor(score)}-filled)`}
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference}, ${circumference}`}
        />
      </svg>
      <Stack
        gap={0}
        align="center"
        pos="absolute"
        top="50%"
        style={{ transform: 'translateY(-50%)', insetInline: thickness * 2 }}
      >
        <Text fw={800} fz={size / 4.2} lh={1}>
          {score}
        </Text>
        <Text size="xs" c="dimmed">
          / 100점
        </Text>
      </Stack>
    </Box>
  );
}
