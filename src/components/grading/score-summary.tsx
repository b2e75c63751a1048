import { Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import type { Evaluation } from '../../../contract/evaluation';
import { resultScoreColor } from './result-colors';
import { formatScore } from '../../lib/format-score';

/** The overall score out of 100 as a ring, in the result colours (80+ green, 60+ yellow, else red). */
export function ScoreRing({ score, size = 148 }: { score: number; size?: number }) {
  const color = resultScoreColor(score);
  return (
    <RingProgress
      size={size}
      thickness={size / 11}
      roundCaps
      sections={[{ value: score, color }]}
      aria-label={`총점 ${formatScore(score)}점`}
      label={
        <Stack gap={0} align="center">
          <Text fw={800} fz={size / 4} lh={1} c={`${color}.8`} data-testid="overall-score">
            {formatScore(score)}
          </Text>
          <Text size="xs" c="dimmed">
            / 100점
          </Text>
        </Stack>
      }
    />
  );
}

/** Each checklist section: items done of all, its rate, and the points it carries. */
export function SectionScores({ sections }: { sections: Evaluation['sectionScores'] }) {
  return (
    // Beside the ring when there is room, below it on a phone.
    <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
      {sections.map((section) => {
        const rate = Math.round(section.rate);
        return (
          <Stack key={section.section} gap={4} data-testid="section-score">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {section.section}
                <Text span size="xs" c="dimmed" fw={400} ml={6}>
                  배점 {section.weight}
                </Text>
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {section.achieved}/{section.total}
                <Text span fw={700} c={`${resultScoreColor(rate)}.8`} ml={8}>
                  {rate}%
                </Text>
              </Text>
            </Group>
            <Progress
              value={rate}
              color={resultScoreColor(rate)}
              size="md"
              radius="xl"
              aria-label={`${section.section} ${rate}%`}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
