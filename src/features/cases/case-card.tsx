import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconCloudCheck, IconEyeOff } from '@tabler/icons-react';
import { BLIND_PRACTICE_ACTION, hiddenCaseTitle } from '../../lib/blind-practice';
import { Link } from '@tanstack/react-router';
import type { CaseRow } from '../../data/db';
import { formatPatientAgeSex } from '../../lib/format-patient-age';
import { scoreColor } from '../../lib/score-color';
import { BookmarkButton } from './bookmark-button';
import classes from './case-card.module.css';

interface CaseCardProps {
  scenario: CaseRow;
  detailed: boolean;
  bookmarkBlocked: boolean;
  onToggleBookmark: () => void;
  /** The learner is opening this case (the list remembers the search that found it). */
  onOpen: () => void;
  /** The case's encounter pack is on the device: it can be practised without a network. */
  offlineReady?: boolean;
  /** An English search found this case: its English name (and the aliases matched) say why. */
  englishMatch?: { name: string; aliases: string[] } | null;
  /**
   * Diagnosis names are hidden in the library (issue 24): the card is titled by its presentation
   * and opening it starts a blind practice of this case (`onOpenBlind`) instead of its briefing.
   */
  hideName?: boolean;
  onOpenBlind?: () => void;
}

/** One case in the library: diagnosis, door-card summary and the learner's progress on it. */
export function CaseCard({
  scenario,
  detailed,
  bookmarkBlocked,
  onToggleBookmark,
  onOpen,
  offlineReady = false,
  englishMatch = null,
  hideName = false,
  onOpenBlind,
}: CaseCardProps) {
  const title = hideName ? hiddenCaseTitle(scenario.secondaryCategory) : scenario.name;
  return (
    <Paper withBorder p="md" bg="white" className={classes.card} data-testid="case-card">
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="indigo" size="sm">
              {scenario.primaryCategory}
            </Badge>
            <Text size="xs" c="dimmed">
              {scenario.secondaryCategory}
            </Text>
            {offlineReady && (
              <Badge variant="light" color="teal" size="sm" leftSection={<IconCloudCheck size={12} />}>
                오프라인 가능
              </Badge>
            )}
          </Group>
          <BookmarkButton
            className={classes.bookmark}
            bookmarked={scenario.isBookmarked}
            blocked={bookmarkBlocked}
            onToggle={onToggleBookmark}
            caseName={hideName ? `${title} “${scenario.presentingComplaint}”` : scenario.name}
          />
        </Group>

        {hideName ? (
          <UnstyledButton
            className={classes.link}
            onClick={() => {
              onOpen();
              onOpenBlind?.();
            }}
            aria-label={`${title} ${BLIND_PRACTICE_ACTION}`}
            data-testid="hidden-case-title"
          >
            <Group gap={6} wrap="nowrap">
              <IconEyeOff size={18} color="var(--mantine-color-violet-6)" style={{ flexShrink: 0 }} />
              <Text fw={700} fz="lg" lh={1.3}>
                {title}
              </Text>
            </Group>
          </UnstyledButton>
        ) : (
          <Link
            to="/cases/practice/$scenarioId"
            params={{ scenarioId: scenario.scenarioId }}
            className={classes.link}
            onClick={onOpen}
          >
            <Text fw={700} fz="lg" lh={1.3}>
              {scenario.name}
            </Text>
          </Link>
        )}
        {englishMatch && !hideName && (
          <Text size="xs" c="dimmed" lang="en" mt={-6} data-testid="case-english-name">
            {englishMatch.name}
            {englishMatch.aliases.length > 0 && ` (${englishMatch.aliases.join(', ')})`}
          </Text>
        )}

        <Text size="sm" c="gray.7">
          {formatPatientAgeSex(scenario)} · “{scenario.presentingComplaint}”
        </Text>

        {detailed && (
          <Stack gap={4}>
            <Text size="sm">{scenario.shortDescription}</Text>
            <Text size="xs" c="dimmed">
              혈압 {scenario.bloodPressure} · 맥박 {scenario.pulse} · 호흡 {scenario.respiration} · 체온{' '}
              {scenario.temperature}
            </Text>
          </Stack>
        )}

        {scenario.learningCount > 0 && (
          <Group gap={6} mt="auto">
            <Badge variant="light" color="teal" size="sm" leftSection={<IconCircleCheck size={12} />}>
              완료 {scenario.learningCount}회
            </Badge>
            {scenario.bestScore !== null && (
              <Badge variant="outline" color={scoreColor(scenario.bestScore)} size="sm">
                최고 {scenario.bestScore}점
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
