import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MockExamSession } from '../../../contract/mock-exams';
import { formatSeoul } from '../../lib/dates';
import { resultScoreColor } from '../../components/grading/result-colors';
import { ScoreRing } from '../../components/grading/score-summary';
import { caseScore, examScore } from '../../lib/mock-exam-results';
import { formatScore } from '../../lib/format-score';

/**
 * The top of the results page: the exam's name, type and dates, and once graded its average
 * score with the best and the weakest case.
 */
export function ResultsSummary({ exam, complete }: { exam: MockExamSession; complete: boolean }) {
  const average = complete ? examScore(exam) : null;
  const scored = exam.selectedScenariosDetails
    .map((examCase) => ({ examCase, score: caseScore(examCase) }))
    .filter((entry): entry is { examCase: typeof entry.examCase; score: number } => entry.score !== null);
  const best = scored.reduce<(typeof scored)[number] | null>(
    (top, entry) => (!top || entry.score > top.score ? entry : top),
    null,
  );
  const weakest = scored.reduce<(typeof scored)[number] | null>(
    (low, entry) => (!low || entry.score < low.score ? entry : low),
    null,
  );
  const started = formatSeoul(exam.startTime, 'dateTime', null);
  const finished = formatSeoul(exam.completedAt, 'dateTime', null);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="exam-summary">
      <Group justify="space-between" align="center" gap="lg" wrap="wrap">
        <Stack gap={8} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="light" color="indigo">
              {exam.examType === 'random' ? '랜덤 모의고사' : '맞춤 모의고사'}
            </Badge>
            <Badge variant="light" color="gray">
              {exam.selectedScenariosDetails.length}개 증례
            </Badge>
            {!complete && (
              <Badge variant="light" color="blue">
                채점 중
              </Badge>
            )}
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {exam.title}
          </Title>
          <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }}>
            {started && (
              <Text size="sm" c="dimmed">
                응시 {started}
              </Text>
            )}
            {finished && (
              <Text size="sm" c="dimmed">
                종료 {finished}
              </Text>
            )}
          </Group>
          {complete && best && weakest && best !== weakest && (
            <Stack gap={4} mt={4}>
              <Text size="sm">
                가장 잘한 증례{' '}
                <Text span fw={700}>
                  {best.examCase.name}
                </Text>{' '}
                <Text span fw={700} c={`${resultScoreColor(best.score)}.8`}>
                  {formatScore(best.score)}점
                </Text>
              </Text>
              <Text size="sm">
                보완이 필요한 증례{' '}
                <Text span fw={700}>
                  {weakest.examCase.name}
                </Text>{' '}
                <Text span fw={700} c={`${resultScoreColor(weakest.score)}.8`}>
                  {formatScore(weakest.score)}점
                </Text>
              </Text>
            </Stack>
          )}
        </Stack>
        {average !== null && (
          <Stack gap={4} align="center" data-testid="exam-average">
            <ScoreRing score={average} size={136} />
            <Text size="sm" fw={600} c="dimmed">
              평균 점수
            </Text>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
