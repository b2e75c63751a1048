import { Paper, Stack, Text, ThemeIcon, Title, Group, SimpleGrid } from '@mantine/core';
import { IconBulb, IconThumbUp, IconUserCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type { Evaluation } from '../../../contract/evaluation';

// Headings get ids from useId: a mock exam's results page shows these sections once per case,
// one level below the case's own heading there.
type HeadingOrder = 2 | 3 | 4;

/** 교수 총평: the grader's overall feedback. */
export function ProfessorSummary({ text, headingOrder = 2 }: { text: string; headingOrder?: HeadingOrder }) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon size={28} radius="md" variant="light" color="indigo">
            <IconUserCheck size={18} />
          </ThemeIcon>
          <Title order={headingOrder} fz="lg" id={headingId}>
            교수 총평
          </Title>
        </Group>
        <Text lh={1.7} style={{ whiteSpace: 'pre-wrap' }} data-testid="professor-summary">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** 잘한 점 and 개선할 점, side by side on wide screens. */
export function PointsAndImprovements({
  evaluation,
  headingOrder = 2,
}: {
  evaluation: Evaluation;
  headingOrder?: HeadingOrder;
}) {
  const goodId = useId();
  const improvementsId = useId();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby={goodId}>
        <Stack gap="sm">
          <Group gap="xs">
            <ThemeIcon size={28} radius="md" variant="light" color="green">
              <IconThumbUp size={18} />
            </ThemeIcon>
            <Title order={headingOrder} fz="lg" id={goodId}>
              잘한 점
            </Title>
          </Group>
          {evaluation.goodPoints.length === 0 ? (
            <Text size="sm" c="dimmed">
              이번 진료에서 특별히 꼽을 만한 점이 없었습니다.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {evaluation.goodPoints.map((point, index) => (
                <Group key={index} component="li" gap={8} wrap="nowrap" align="flex-start">
                  <Text c="green.8" fw={700} lh={1.6} aria-hidden>
                    •
                  </Text>
                  <Text size="sm" lh={1.6}>
                    {point.description}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        bg="white"
        component="section"
        aria-labelledby={improvementsId}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <ThemeIcon size={28} radius="md" variant="light" color="orange">
              <IconBulb size={18} />
            </ThemeIcon>
            <Title order={headingOrder} fz="lg" id={improvementsId}>
              개선할 점
            </Title>
          </Group>
          {evaluation.improvementAreas.length === 0 ? (
            <Text size="sm" c="dimmed">
              개선할 점이 없습니다. 훌륭합니다!
            </Text>
          ) : (
            <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {evaluation.improvementAreas.map((area, index) => (
                <Stack key={index} component="li" gap={4}>
                  <Text size="sm" fw={600} lh={1.55}>
                    {area.description}
                  </Text>
                  {area.advice && (
                    <Text
                      size="sm"
                      c="dimmed"
                      lh={1.6}
                      pl="sm"
                      style={{ borderLeft: '2px solid var(--mantine-color-orange-3)' }}
                    >
                      {area.advice}
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
