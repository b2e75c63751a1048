import {
  Alert,
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconClipboardList, IconHourglassHigh, IconRepeat, IconStethoscope } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { PageContainer } from '../../components/page-container';
import type { HistoryParams } from '../../data/api/notes-api';
import { notesRepo } from '../../data/repos/notes-repo';
import { historyQueryKey, notesSync } from '../../data/sync/notes-sync';
import { sessionScoreColor } from '../../lib/score-color';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { koreanDateTime } from './format';
import { HISTORY_PAGE_SIZE, type HistorySearch } from './history-search';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import { useUnfinishedExams } from '../../data/sync/use-unfinished-exams';
import { formatScore } from '../../lib/format-score';
import { gradingRepo } from '../../data/repos/grading-repo';
import { historyRows, type HistoryRowItem } from './history-provisional';
import { useBlindSessionIds } from '../../data/repos/use-blind-practice';
import { useRetrySessionIds } from '../../data/repos/use-learn-from-misses';
import { RETRY_KIND } from '../../lib/learn-from-misses';
import { BLIND_SHORT_LABEL, shownCaseName } from '../../lib/blind-practice';

const typeOptions = [
  { value: 'all', label: '전체' },
  { value: 'case', label: '증례 실습' },
  { value: 'mock', label: '모의고사' },
];

export function ScoreBadge({
  score,
  size = 'lg',
  provisional = false,
}: {
  score: number | null;
  size?: 'md' | 'lg' | 'xl';
  /** The device's grade of a case ended offline, until the server's replaces it. */
  provisional?: boolean;
}) {
  if (score !== null && provisional) {
    return (
      <Badge
        variant="outline"
        color="orange"
        size={size}
        data-testid="provisional-score-badge"
        title="기기에서 채점한 임시 결과입니다. 연결되면 서버의 채점 결과로 바뀝니다."
      >
        임시 {formatScore(score)}점
      </Badge>
    );
  }
  if (score === null) {
    return (
      <Badge variant="light" color="gray" size={size}>
        채점 중
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={sessionScoreColor(score)} size={size} data-testid="score-badge">
      {formatScore(score)}점
    </Badge>
  );
}

/**
 * `blind`: the session was practised blind on this device (issue 24). The page shows no row until
 * that list is read, so the flag is always known here.
 */
function HistoryRow({ item, blind, retry }: { item: HistoryRowItem; blind: boolean; retry: boolean }) {
  const isCase = item.type !== '모의고사';
  // A retry of missed items (issue 24): the server says so, or this device (a retry ended offline
  // and graded here only so far).
  const isRetry = item.type === RETRY_KIND || retry;
  const kind = isRetry ? RETRY_KIND : item.type;
  const color = isRetry ? 'orange' : isCase ? 'brand' : 'indigo';
  const score = isCase ? item.score : (item.averageScore ?? item.score);
  const RowIcon = isRetry ? IconRepeat : isCase ? IconStethoscope : IconClipboardList;
  const body = (
    <Paper withBorder p="md" radius="md" bg="white" data-testid="history-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <RowIcon size={22} color={`var(--mantine-color-${color}-6)`} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Badge variant="outline" color={color} size="sm" style={{ flexShrink: 0 }}>
                {kind}
              </Badge>
              {blind && score !== null && (
                <Badge variant="light" color="violet" size="sm" style={{ flexShrink: 0 }}>
                  {BLIND_SHORT_LABEL}
                </Badge>
              )}
              <Text fw={700} truncate>
                {shownCaseName(item.scenarioName ?? item.name, {
                  blind,
                  graded: score !== null,
                })}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {koreanDateTime(item.completedAt)}
              {!isCase && item.averageScore !== null && ' · 평균 점수'}
            </Text>
          </Stack>
        </Group>
        <ScoreBadge score={score} provisional={item.provisional} />
      </Group>
    </Paper>
  );
  return isCase ? (
    <Link
      to="/my-notes/history/case-results/$sessionId"
      params={{ sessionId: item.id }}
      state={{ fromMyNotes: true }}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {body}
    </Link>
  ) : (
    <Link
      to="/my-notes/history/mock-exam-results/$mockExamSessionId"
      params={{ mockExamSessionId: item.id }}
      state={{ fromMyNotes: true }}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {body}
    </Link>
  );
}

/**
 * Exams still being taken are not history (the spec's history lists finished work with its date and
 * score), so they are not rows here; a learner looking for one is pointed to /mock-exams, where it
 * is resumed (issue 23).
 */
function UnfinishedExamsPointer({ userId }: { userId: string }) {
  const { exams } = useUnfinishedExams(userId);
  if (!exams || exams.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconHourglassHigh size={18} />}
      data-testid="history-unfinished"
    >
      <Group gap="xs" wrap="wrap">
        <Badge color="orange" variant="light">
          진행 중
        </Badge>
        <Text size="sm">진행 중인 모의고사 {exams.length}개는 제출하면 학습 기록에 올라옵니다.</Text>
        <Anchor component={Link} to="/mock-exams" size="sm" fw={600}>
          모의고사 화면에서 이어서 보기
        </Anchor>
      </Group>
    </Alert>
  );
}

/** /my-notes/history: case practice and mock exams, filtered by type and dates (spec 1 §2). */
export function HistoryPage({
  search,
  onSearchChange,
}: {
  search: HistorySearch;
  onSearchChange: (next: HistorySearch) => void;
}) {
  const userId = useSignedInUserId();
  const blindIds = useBlindSessionIds(userId);
  const retryIds = useRetrySessionIds(userId);
  const params: HistoryParams = {
    type: search.type ?? 'all',
    startDate: search.startDate,
    endDate: search.endDate,
    page: search.page ?? 1,
    limit: HISTORY_PAGE_SIZE,
  };
  const datesInverted = Boolean(params.startDate && params.endDate && params.startDate > params.endDate);
  const query = historyQueryKey(params);
  // Cases ended offline, graded on the device only so far; one leaves this list the moment the
  // server's grade replaces it, and useNotesPull then pulls the page again for the server's row.
  const provisionals = useLiveQuery(() => gradingRepo.provisionals(userId), [userId]);
  const pull = useNotesPull(
    (user) => (datesInverted ? Promise.resolve() : notesSync.history(user, params)),
    query,
  );
  const stored = useLiveQuery(
    async () => ({ query, answer: await notesRepo.readCache(userId, 'history', query) }),
    [userId, query],
  );
  const answer = stored?.query === query ? stored.answer : undefined;
  const { rows, totalItems } = historyRows(
    answer && { data: answer.data, totalItems: answer.pagination.totalItems },
    provisionals ?? [],
    params,
  );
  // Rows wait for the device's list of blind sessions too: a row shown before it would either
  // name a blind case's diagnosis or call every ungraded case blind.
  const loading =
    stored === undefined ||
    provisionals === undefined ||
    blindIds === undefined ||
    (answer === undefined && rows.length === 0 && pull.online && !pull.error && !datesInverted);

  const set = (patch: Partial<HistorySearch>) => onSearchChange({ ...search, page: undefined, ...patch });

  return (
    <PageContainer title="학습 기록" description="증례 실습과 모의고사 기록을 유형과 기간별로 확인하세요.">
      <Paper withBorder p="md" radius="md" bg="white">
        <Stack gap="sm">
          <SegmentedControl
            data={typeOptions}
            value={params.type}
            onChange={(value) =>
              set({ type: value === 'all' ? undefined : (value as HistorySearch['type']) })
            }
            aria-label="기록 유형"
          />
          <Group grow gap="sm" align="flex-start">
            <TextInput
              type="date"
              label="시작일"
              value={params.startDate ?? ''}
              max={params.endDate}
              onChange={(event) => set({ startDate: event.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label="종료일"
              value={params.endDate ?? ''}
              min={params.startDate}
              onChange={(event) => set({ endDate: event.currentTarget.value || undefined })}
              error={datesInverted ? '시작일은 종료일보다 늦을 수 없습니다.' : undefined}
            />
          </Group>
        </Stack>
      </Paper>
      {params.type !== 'case' && <UnfinishedExamsPointer userId={userId} />}
      <PullNotice pull={pull} hasData={answer !== undefined} />
      {datesInverted ? null : loading ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyBlock title="기록이 없습니다">
          증례를 실습하거나 모의고사를 치르면 여기에 기록이 쌓여요.
        </EmptyBlock>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            총 {totalItems}건
          </Text>
          {rows.map((item) => (
            <HistoryRow
              key={`${item.type}-${item.id}`}
              item={item}
              blind={item.type === '증례 실습' && blindIds !== undefined && blindIds.has(item.id)}
              retry={item.type !== '모의고사' && retryIds !== undefined && retryIds.has(item.id)}
            />
          ))}
          {answer && answer.pagination.totalPages > 1 && (
            <Group justify="center" mt="sm">
              <Pagination
                total={answer.pagination.totalPages}
                value={params.page}
                onChange={(page) => onSearchChange({ ...search, page: page === 1 ? undefined : page })}
              />
            </Group>
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
