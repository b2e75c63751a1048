import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBulb, IconCalendarEvent, IconCards, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReviewRating } from '../../../contract/review-cards';
import { rateSchedule } from '../../../engine/review/schedule';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { PageContainer } from '../../components/page-container';
import { localWriteFailureMessage } from '../../data/api/errors';
import type { ReviewCardRow } from '../../data/db';
import { reviewCardsRepo } from '../../data/repos/review-cards-repo';
import { useReviewCards } from '../../data/repos/use-learn-from-misses';
import { notesSync } from '../../data/sync/notes-sync';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import {
  dueCountLabel,
  NEAREST_TURN_LABEL,
  NO_NEAREST_TURN,
  RATING_COLORS,
  RATING_LABELS,
  REVIEW_DESCRIPTION,
  REVIEW_TAB,
  SHOW_ANSWER,
  untilLabel,
} from '../../lib/learn-from-misses';
import { showWarning } from '../../lib/notify';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { koreanDate } from './format';
import classes from './review-page.module.css';

const RATINGS: ReviewRating[] = [1, 2, 3, 4];

function DueCard({ card, onRate }: { card: ReviewCardRow; onRate: (rating: ReviewRating) => void }) {
  const [open, setOpen] = useState(false);
  const now = Date.now();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="white" data-testid="review-card">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light" color="orange" size="sm">
            {card.section}
          </Badge>
          <Badge variant="outline" color="gray" size="sm" style={{ maxWidth: '100%' }}>
            {card.scenarioName}
          </Badge>
        </Group>
        <Text fw={700} size="lg" lh={1.4}>
          {card.itemText}
        </Text>
        <Paper bg="gray.0" p="sm" radius="sm">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMessageCircle
              size={16}
              style={{ flexShrink: 0, marginTop: 3 }}
              color="var(--mantine-color-dimmed)"
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={600}>
                {NEAREST_TURN_LABEL}
              </Text>
              <Text size="sm" data-testid="nearest-turn">
                {card.nearestTurn ? `“${card.nearestTurn}”` : NO_NEAREST_TURN}
              </Text>
            </Stack>
          </Group>
        </Paper>
        {!open && (
          <Button variant="light" onClick={() => setOpen(true)} leftSection={<IconBulb size={16} />}>
            {SHOW_ANSWER}
          </Button>
        )}
        {open && (
          <Stack gap="sm">
            <Paper withBorder p="sm" radius="sm" bg="brand.0" data-testid="review-advice">
              <Text size="sm">{card.advice}</Text>
            </Paper>
            <Text size="xs" c="dimmed">
              얼마나 잘 떠올렸나요? 고른 답에 따라 다음 복습일이 정해집니다.
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {RATINGS.map((rating) => {
                const next = Date.parse(rateSchedule(card.schedule, rating, new Date(now)).due);
                return (
                  <Button
                    key={rating}
                    variant={rating === 3 ? 'filled' : 'light'}
                    color={RATING_COLORS[rating]}
                    onClick={() => onRate(rating)}
                    styles={{ label: { flexDirection: 'column', lineHeight: 1.2 } }}
                    h={52}
                    aria-label={`${RATING_LABELS[rating]} (${untilLabel(now, next)})`}
                  >
                    <span>{RATING_LABELS[rating]}</span>
                    <Text span size="xs" fw={400} opacity={0.85}>
                      {untilLabel(now, next)}
                    </Text>
                  </Button>
                );
              })}
            </SimpleGrid>
          </Stack>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {koreanDate(card.missedAt)} 실습에서 놓침
          </Text>
          <Link
            to="/my-notes/history/case-results/$sessionId"
            params={{ sessionId: card.sessionId }}
            state={{ fromMyNotes: true }}
            style={{ fontSize: 'var(--mantine-font-size-xs)' }}
          >
            그 실습 결과 보기
          </Link>
        </Group>
      </Stack>
    </Paper>
  );
}

function UpcomingRow({ card }: { card: ReviewCardRow }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-testid="upcoming-card">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {card.itemText}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {card.scenarioName}
        </Text>
      </Stack>
      <Badge
        variant="light"
        color="gray"
        leftSection={<IconCalendarEvent size={12} />}
        style={{ flexShrink: 0 }}
      >
        {koreanDate(card.schedule.due)}
      </Badge>
    </Group>
  );
}

/**
 * /my-notes/review (issue 24): the cards of missed checklist items that are due, to recall and
 * rate (FSRS schedules the next review), and the ones waiting. Read from Dexie; a rating is
 * written here and queued for the server, so it works offline.
 */
export function ReviewPage() {
  const userId = useSignedInUserId();
  const pull = useNotesPull(notesSync.reviewCards, 'review-cards');
  const cards = useReviewCards(userId);
  const now = Date.now();
  const due = cards?.filter((card) => Date.parse(card.schedule.due) <= now) ?? [];
  const upcoming = cards?.filter((card) => Date.parse(card.schedule.due) > now) ?? [];
  // One card at a time, as flashcards are studied; the learner may pick another from the list.
  const [selected, setSelected] = useState<string | null>(null);
  const current = due.find((card) => card.key === selected) ?? due[0];

  const rate = (card: ReviewCardRow, rating: ReviewRating) => {
    reviewCardsRepo.rate(userId, card.cardId, rating).then(
      async () => {
        const rated = (await reviewCardsRepo.cards(userId)).find((c) => c.cardId === card.cardId);
        notifications.show({
          message: rated ? `다음 복습: ${koreanDate(rated.schedule.due)}` : '평가했습니다.',
          color: 'brand',
          autoClose: 3000,
        });
      },
      (error: unknown) =>
        showWarning({
          title: REVIEW_TAB,
          message: localWriteFailureMessage(error, '평가를 저장하지 못했습니다. 다시 시도해주세요.'),
        }),
    );
  };

  return (
    <PageContainer title={REVIEW_TAB} description={REVIEW_DESCRIPTION}>
      <PullNotice pull={pull} hasData={(cards?.length ?? 0) > 0} />
      {cards === undefined ? (
        <LoadingBlock />
      ) : cards.length === 0 ? (
        pull.pulling ? (
          <LoadingBlock />
        ) : (
          <EmptyBlock title="복습할 카드가 없습니다">
            실습을 채점받으면 놓친 체크리스트 항목이 복습 카드로 모입니다.
          </EmptyBlock>
        )
      ) : (
        <Stack gap="lg">
          <Group gap="sm">
            <ThemeIcon variant="light" color="orange" radius="md" size={32}>
              <IconCards size={18} />
            </ThemeIcon>
            <Title order={2} fz="lg" data-testid="due-count">
              {dueCountLabel(due.length)}
            </Title>
            <Text size="sm" c="dimmed">
              전체 {cards.length}장
            </Text>
          </Group>
          {current && (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <DueCard key={current.key} card={current} onRate={(rating) => rate(current, rating)} />
              </Grid.Col>
              {due.length > 1 && (
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Paper withBorder p="md" radius="md" bg="white">
                    <Text size="sm" fw={700} mb={6}>
                      이어서 복습할 카드 {due.length - 1}장
                    </Text>
                    <Stack gap={2} data-testid="due-list" mah={520} style={{ overflowY: 'auto' }}>
                      {due
                        .filter((card) => card.key !== current.key)
                        .map((card) => (
                          <UnstyledButton
                            key={card.key}
                            onClick={() => setSelected(card.key)}
                            className={classes.pick}
                          >
                            <Text size="sm" lineClamp={2}>
                              {card.itemText}
                            </Text>
                            <Text size="xs" c="dimmed" truncate>
                              {card.section} · {card.scenarioName}
                            </Text>
                          </UnstyledButton>
                        ))}
                    </Stack>
                  </Paper>
                </Grid.Col>
              )}
            </Grid>
          )}
          {upcoming.length > 0 && (
            <Paper withBorder p="md" radius="md" bg="white">
              <Title order={3} fz="md" mb="xs">
                예정된 복습 {upcoming.length}장
              </Title>
              <Stack gap={0} data-testid="upcoming-list">
                {upcoming.map((card) => (
                  <UpcomingRow key={card.key} card={card} />
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
