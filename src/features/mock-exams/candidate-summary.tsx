import { Group, Paper, Stack, Text } from '@mantine/core';
import { josa } from 'es-hangul';
import type { ReactNode } from 'react';
import { narrowedPrimaries, type ExamCategory, type ExamScope } from './custom-exam-scope';

interface CandidateSummaryProps {
  categories: ExamCategory[] | null;
  scope: ExamScope;
  /** Live count of the cases the exam would be drawn from; null while unknown. */
  candidates: number | null;
  /** The valid count chosen, or null. */
  caseCount: number | null;
  action: ReactNode;
}

function explain({
  categories,
  scope,
  candidates,
  caseCount,
}: Omit<CandidateSummaryProps, 'action'>): string {
  if (candidates === null || !categories) return '분류를 불러오면 후보 수를 알려드립니다.';
  if (candidates === 0) return '선택한 범위에 증례가 없습니다. 범위를 다시 골라주세요.';
  const parts: string[] = [];
  if (scope.selectedIndividualCases.length > 0) parts.push('고른 개별 증례만 출제합니다.');
  else if (scope.selectedMiddleCategories.length + scope.selectedPrimaryCategories.length === 0)
    parts.push('전체 증례에서 출제합니다.');
  else {
    const narrowed = narrowedPrimaries(categories, scope);
    if (narrowed.length > 0) parts.push(`${josa(narrowed.join(', '), '은/는')} 고른 세부 분류만 포함합니다.`);
  }
  if (caseCount !== null) {
    parts.push(
      candidates < caseCount
        ? `후보가 ${candidates}개라 ${candidates}개 증례로 출제합니다.`
        : `이 중 ${caseCount}개를 무작위로 출제합니다.`,
    );
  }
  return parts.join(' ');
}

/**
 * The setup's bottom bar, kept in view while the learner scrolls the categories: how many cases
 * the chosen scope holds (spec 1 §5 counting rule) and the start button.
 */
export function CandidateSummary(props: CandidateSummaryProps) {
  const { candidates } = props;
  return (
    <Paper
      withBorder
      shadow="md"
      p={{ base: 'sm', sm: 'md' }}
      bg="white"
      style={{ position: 'sticky', bottom: 12, zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            출제 후보
          </Text>
          <Text fw={800} fz={26} lh={1.2} data-testid="candidate-count" aria-live="polite">
            {candidates === null ? '–' : `${candidates}개`}
          </Text>
          <Text size="xs" c="dimmed">
            {explain(props)}
          </Text>
        </Stack>
        <Stack gap={0} style={{ flex: '1 1 180px' }} maw={{ sm: 240 }}>
          {props.action}
        </Stack>
      </Group>
    </Paper>
  );
}
