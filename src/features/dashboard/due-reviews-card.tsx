import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCards, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useReviewCards } from '../../data/repos/use-learn-from-misses';
import { notesSync } from '../../data/sync/notes-sync';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import { dueCountLabel, REVIEW_TAB } from '../../lib/learn-from-misses';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

const SHOWN = 3;

/**
 * The dashboard's review cards that are due (issue 24): how many, the first few items, and the
 * way to 복습. Read from Dexie (pulled here too), so it shows offline; hidden while the learner
 * has no cards at all.
 */
export function DueReviewsCard() {
  const userId = useSignedInUserId();
  useNotesPull(notesSync.reviewCards, 'review-cards');
  const cards = useReviewCards(userId);
  if (!cards || cards.length === 0) return null;
  const now = Date.now();
  const due = cards.filter((card) => Date.parse(card.schedule.due) <= now);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="white" mb="lg" data-testid="due-reviews">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="orange" radius="md" size={36}>
              <IconCards size={20} />
            </ThemeIcon>
            <Stack gap={0}>
              <Title order={2} fz="lg">
                {dueCountLabel(due.length)}
              </Title>
              <Text size="sm" c="dimmed">
                놓친 체크리스트 항목 {cards.length}개를 복습 중이에요.
              </Text>
            </Stack>
          </Group>
          <Button
            component={Link}
            to="/my-notes/review"
            color="orange"
            variant={due.length > 0 ? 'filled' : 'light'}
            rightSection={<IconChevronRight size={16} />}
          >
            {REVIEW_TAB}하기
          </Button>
        </Group>
        {due.length > 0 && (
          <Stack gap={6}>
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {due.slice(0, SHOWN).map((card) => (
                <Group key={card.key} component="li" gap="xs" wrap="nowrap">
                  <Badge variant="light" color="orange" size="sm" style={{ flexShrink: 0 }}>
                    {card.section}
                  </Badge>
                  <Text size="sm" truncate style={{ minWidth: 0 }}>
                    {card.itemText}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} visibleFrom="xs">
                    {card.scenarioName}
                  </Text>
                </Group>
              ))}
            </Stack>
            {/* Beside the list, not in it: a list holds only its items. */}
            {due.length > SHOWN && (
              <Text size="xs" c="dimmed">
                외 {due.length - SHOWN}장
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
