import {
  Anchor,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CategoryBadges } from '../../components/category-badges';
import { IconArrowRight, IconChevronDown, IconChevronUp, IconListCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { MockExamCase } from '../../../contract/mock-exams';
import { isPerformed } from '../../components/grading/checklist-groups';
import { ChecklistPanel } from '../../components/grading/checklist-panel';
import { PointsAndImprovements, ProfessorSummary } from '../../components/grading/feedback-sections';
import { ScoreRing, SectionScores } from '../../components/grading/score-summary';
import { formatPatientAgeSex } from '../../lib/format-patient-age';
import { caseScore, isCaseGraded } from '../../lib/mock-exam-results';
import { formatScore } from '../../lib/format-score';

const noEvidence = () => undefined;

/**
 * One case's AI feedback, a slide of the results carousel: the score and its sections, the
 * professor's summary, good points and improvements, and the checklist — the same pieces as a
 * practice result. Until the case is graded, placeholders marked '채점 중'.
 *
 * The checklist (some 30-40 items) opens on demand here: shown in full it makes every slide
 * several screens long, and the carousel's controls drift far from the feedback they turn.
 */
export function ResultsCaseFeedback({ examCase }: { examCase: MockExamCase }) {
  const checklistId = useId();
  const [checklistOpen, setChecklistOpen] = useState(false);
  const graded = isCaseGraded(examCase);
  const feedback = graded ? examCase.feedback : null;
  const score = caseScore(examCase);
  return (
    <Stack gap="md" data-testid="case-feedback" data-case-number={examCase.caseNumber}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Group gap={6}>
              <Badge variant="filled" color="dark">
                증례 {examCase.caseNumber}
              </Badge>
              <CategoryBadges primary={examCase.primaryCategory} secondary={examCase.secondaryCategory} />
            </Group>
            <Title order={3} fz={{ base: 20, sm: 22 }}>
              {examCase.name}
            </Title>
            <Text size="sm" c="dimmed">
              {formatPatientAgeSex(examCase)} · “{examCase.presentingComplaint}”
            </Text>
          </Stack>
          {feedback ? (
            <ScoreRing score={feedback.overallScore} size={112} />
          ) : (
            <Badge size="lg" variant="light" color="blue" data-testid="case-grading">
              {score === null ? '채점 중' : `${formatScore(score)}점 · 피드백 채점 중`}
            </Badge>
          )}
        </Group>
        {feedback && (
          // A block, not a flex column: SectionScores' flex basis is meant for a row beside a ring.
          <Box mt="lg">
            <SectionScores sections={feedback.sectionScores} />
          </Box>
        )}
      </Paper>

      {feedback ? (
        <>
          <ProfessorSummary text={feedback.qualitativeFeedback} headingOrder={4} />
          <PointsAndImprovements evaluation={feedback} headingOrder={4} />
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            bg="white"
            component="section"
            aria-labelledby={checklistId}
          >
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <ThemeIcon size={28} radius="md" variant="light" color="teal">
                    <IconListCheck size={18} />
                  </ThemeIcon>
                  <Title order={4} fz="lg" id={checklistId}>
                    체크리스트
                  </Title>
                  <Text size="sm" c="dimmed">
                    수행 {feedback.checklistResults.filter(isPerformed).length}/
                    {feedback.checklistResults.length}
                  </Text>
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  rightSection={checklistOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                  onClick={() => setChecklistOpen((open) => !open)}
                  aria-expanded={checklistOpen}
                  aria-controls={`${checklistId}-items`}
                >
                  {checklistOpen ? '접기' : '항목 보기'}
                </Button>
              </Group>
              <Collapse expanded={checklistOpen} id={`${checklistId}-items`}>
                <ChecklistPanel
                  items={feedback.checklistResults}
                  messages={null}
                  onShowEvidence={noEvidence}
                />
              </Collapse>
            </Stack>
          </Paper>
          {examCase.practiceSessionId && (
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => (
                <Link
                  to="/my-notes/history/case-results/$sessionId"
                  params={{ sessionId: examCase.practiceSessionId as string }}
                  {...props}
                />
              )}
            >
              <Group gap={4} component="span">
                대화 기록과 근거까지 보기 <IconArrowRight size={14} />
              </Group>
            </Anchor>
          )}
        </>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="grading-placeholder">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>AI 피드백</Text>
              <Badge variant="light" color="blue">
                채점 중
              </Badge>
            </Group>
            {[92, 78, 64, 50].map((width) => (
              <Skeleton key={width} height={12} radius="xl" width={`${width}%`} />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
