import {
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconChartBar, IconNotebook, IconSearch, IconStethoscope } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import type { PracticedScenarioRow } from '../../data/db';
import { notesRepo } from '../../data/repos/notes-repo';
import { notesSync } from '../../data/sync/notes-sync';
import { localWriteFailureMessage } from '../../data/api/errors';
import { showWarning } from '../../lib/notify';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { koreanDate } from './format';
import { ScoreBadge } from './history-page';
import { averageScore, badgeLabels, improvementBadge } from './improvement-badge';
import {
  countWrittenNotes,
  filterAndSort,
  latestScore,
  sortOptions,
  type IncorrectSort,
} from './incorrect-sort';
import { formatScore } from '../../lib/format-score';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { useNotesPull } from '../../data/sync/use-notes-pull';

function SummaryCard({
  label,
  value,
  icon,
  color,
  hint,
}: {
  label: string;
  hint?: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" bg="white">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={800} fz={22}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

function NoteCard({ row, onToggle }: { row: PracticedScenarioRow; onToggle: (hasNote: boolean) => void }) {
  const navigate = useNavigate();
  const scores = row.sessions.map((session) => session.score);
  const badge = improvementBadge(scores);
  const latest = latestScore(row);
  const open = () =>
    void navigate({ to: '/my-notes/incorrect/$scenarioId/detail', params: { scenarioId: row.scenarioId } });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="white"
      data-testid="note-card"
      style={{ cursor: 'pointer' }}
      onClick={open}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {row.primaryCategory}
              </Badge>
              <Badge variant="outline" color="gray" size="sm">
                {row.secondaryCategory}
              </Badge>
            </Group>
            <Link
              to="/my-notes/incorrect/$scenarioId/detail"
              params={{ scenarioId: row.scenarioId }}
              onClick={(event) => event.stopPropagation()}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Text fw={700} size="lg">
                {row.name}
              </Text>
            </Link>
          </Stack>
          <ScoreBadge score={latest} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              실습 {row.sessions.length}회 · 최근 {koreanDate(row.sessions[0]?.completedAt)}
            </Text>
            {badge && (
              <Badge
                color={badgeLabels[badge].color}
                variant="filled"
                size="sm"
                data-testid="improvement-badge"
              >
                {badgeLabels[badge].label}
              </Badge>
            )}
          </Group>
          <Switch
            size="sm"
            label="오답노트"
            checked={row.hasNote}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-label={`${row.name} 오답노트 표시`}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** /my-notes/incorrect: one card per practised case, searchable and sortable (spec 1 §2, §4). */
export function IncorrectListPage() {
  const userId = useSignedInUserId();
  const pull = useNotesPull(notesSync.practiced, 'practiced');
  const rows = useLiveQuery(() => notesRepo.practiced(userId), [userId]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<IncorrectSort>('recent');

  const list = rows ? filterAndSort(rows, search, sort) : [];
  const latestAverage = averageScore((rows ?? []).map(latestScore));
  const toggle = (row: PracticedScenarioRow, hasNote: boolean) =>
    notesRepo.setHasNote(userId, row.scenarioId, hasNote).catch((error: unknown) =>
      showWarning({
        title: '오답노트',
        message: localWriteFailureMessage(error, '변경 내용을 저장하지 못했습니다. 다시 시도해주세요.'),
      }),
    );

  return (
    <PageContainer
      title="오답노트"
      description="실습한 증례별 점수 변화를 확인하고 다시 볼 내용을 정리하세요."
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <SummaryCard
          label="실습한 증례"
          value={`${rows?.length ?? 0}개`}
          icon={<IconStethoscope size={22} />}
          color="brand"
        />
        <SummaryCard
          label="오답노트 작성"
          hint="표시했거나 메모를 남긴 증례"
          value={`${countWrittenNotes(rows ?? [])}개`}
          icon={<IconNotebook size={22} />}
          color="indigo"
        />
        <SummaryCard
          label="최근 점수 평균"
          value={latestAverage === null ? '-' : `${formatScore(latestAverage)}점`}
          icon={<IconChartBar size={22} />}
          color="orange"
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-end">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          placeholder="증례 이름으로 검색"
          aria-label="증례 검색"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          w={140}
          aria-label="정렬"
          data={sortOptions}
          value={sort}
          allowDeselect={false}
          onChange={(value) => value && setSort(value as IncorrectSort)}
        />
      </Group>
      <PullNotice pull={pull} hasData={(rows?.length ?? 0) > 0} />
      {rows === undefined || (rows.length === 0 && pull.pulling) ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyBlock title="아직 실습한 증례가 없습니다">
          증례를 실습하면 채점 결과와 함께 여기에 정리돼요.
        </EmptyBlock>
      ) : list.length === 0 ? (
        <EmptyBlock title="검색 결과가 없습니다">다른 이름으로 검색해 보세요.</EmptyBlock>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.map((row) => (
            <NoteCard key={row.scenarioId} row={row} onToggle={(hasNote) => void toggle(row, hasNote)} />
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
