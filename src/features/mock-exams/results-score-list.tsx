import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { MockExamCase } from '../../../contract/mock-exams';
import { resultScoreColor } from '../../components/grading/result-colors';
import { caseScore } from '../../lib/mock-exam-results';
import classes from './results-page.module.css';
import { formatScore } from '../../lib/format-score';

interface ResultsScoreListProps {
  cases: MockExamCase[];
  /** 0-based index of the case whose feedback the carousel shows. */
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The per-case score list (spec 1 §2): each case with its score by the case score rule, or
 * '채점 중'. Choosing a case shows its feedback in the carousel below.
 */
export function ResultsScoreList({ cases, selected, onSelect }: ResultsScoreListProps) {
  return (
    <Paper withBorder bg="white" component="section" aria-labelledby="case-scores-title" p={0}>
      <Stack gap={0}>
        <Title order={2} fz="lg" id="case-scores-title" px={{ base: 'md', sm: 'lg' }} pt="md" pb="sm">
          증례별 점수
        </Title>
        <ol className={classes.scoreList}>
          {cases.map((examCase, index) => {
            const score = caseScore(examCase);
            return (
              <li key={examCase.caseNumber}>
                <UnstyledButton
                  className={classes.scoreRow}
                  onClick={() => onSelect(index)}
                  data-selected={index === selected}
                  data-testid="case-score-row"
                >
                  {/* Named by what it shows (WCAG 2.5.3, label in name), with the words a
                      screen reader needs around it. */}
                  <Text className={classes.caseNumber} fw={700} c="dimmed">
                    <VisuallyHidden>증례 </VisuallyHidden>
                    {examCase.caseNumber}
                  </Text>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={700} truncate="end">
                      {examCase.name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate="end">
                      {examCase.primaryCategory} · {examCase.secondaryCategory}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    {score === null ? (
                      <Badge variant="light" color="blue" size="lg" data-testid="case-score">
                        채점 중
                      </Badge>
                    ) : (
                      <Badge
                        variant="light"
                        color={resultScoreColor(score)}
                        size="lg"
                        data-testid="case-score"
                      >
                        {formatScore(score)}점
                      </Badge>
                    )}
                    <VisuallyHidden>피드백 보기</VisuallyHidden>
                    <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Paper>
  );
}
