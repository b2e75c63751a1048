import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff, IconMessagePlus, IconMessages, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageContainer } from '../../components/page-container';
import { feedbackRepo } from '../../data/repos/feedback-repo';
import { FeedbackListStatus } from './feedback-list-status';
import { FeedbackPager } from './feedback-pager';
import { FeedbackRow } from './feedback-row';
import { compactListSearch, toListParams, withFilter, type FeedbackListSearch } from './feedback-search';
import { FeedbackToolbar } from './feedback-toolbar';
import { PendingFeedbackRow } from './pending-feedback-row';
import { useFeedbackCategories } from './use-feedback-categories';
import { useFeedbackList } from './use-feedback-list';
import { useViewer } from './use-viewer';

interface FeedbackListPageProps {
  search: FeedbackListSearch;
  onSearchChange: (next: FeedbackListSearch) => void;
}

/**
 * /feedback (spec 2 §2 Feedback board): search, collapsible filters, rows, pages. Reads the
 * device's copy of the page and refreshes it from the server; the last page read opens offline,
 * and posts written offline are listed on top as waiting until the outbox has delivered them.
 */
export function FeedbackListPage({ search, onSearchChange }: FeedbackListPageProps) {
  const viewer = useViewer();
  const categories = useFeedbackCategories();
  const list = useFeedbackList('board', toListParams(search, 'board'));
  const page = search.page ?? 1;

  const update = useCallback(
    (patch: Partial<FeedbackListSearch>) => onSearchChange(withFilter(search, patch)),
    [onSearchChange, search],
  );
  const goToPage = (next: number) => {
    onSearchChange(compactListSearch({ ...search, page: next }));
    window.scrollTo({ top: 0 });
  };

  const rows = list.page?.feedbacks ?? [];
  const totalPages = list.page?.pagination.totalPages ?? 1;
  const showPending = page === 1 && list.pending.length > 0;
  const filtered = Boolean(search.search || search.category || search.status);

  return (
    <PageContainer
      title="피드백 게시판"
      description="서비스를 이용하며 궁금한 점이나 건의 사항이 있다면 자유롭게 남겨주세요."
      actions={
        <Button component={Link} to="/feedback/create" leftSection={<IconPencil size={18} />}>
          피드백 작성
        </Button>
      }
    >
      <FeedbackToolbar
        search={search}
        categories={categories}
        onChange={update}
        onReset={() => onSearchChange({})}
      />

      <Stack gap="sm">
        <FeedbackListStatus
          list={list}
          offlineNotice={
            list.fallback
              ? '오프라인입니다. 이 기기에 마지막으로 저장된 목록을 보여드립니다.'
              : '오프라인입니다. 이 기기에 저장된 목록을 보여드리며, 새 글은 연결되면 자동으로 등록됩니다.'
          }
          countLabel={({ totalItems }) => `총 ${totalItems}개`}
        />

        {showPending &&
          list.pending.map((post) => (
            <PendingFeedbackRow
              key={post.draft.id}
              post={post}
              nickname={viewer?.nickname ?? ''}
              onDiscard={() => viewer && void feedbackRepo.discardDraft(viewer.userId, post.draft.id)}
            />
          ))}

        {list.loading ? (
          Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={104} radius="md" />)
        ) : rows.length > 0 ? (
          rows.map((feedback) => <FeedbackRow key={feedback.feedbackId} feedback={feedback} />)
        ) : !showPending && !list.error ? (
          <BoardEmpty
            offline={!list.online && !list.page}
            filtered={filtered}
            onReset={() => onSearchChange({})}
          />
        ) : null}

        <FeedbackPager page={page} totalPages={totalPages} onChange={goToPage} />
      </Stack>
    </PageContainer>
  );
}

function BoardEmpty({
  offline,
  filtered,
  onReset,
}: {
  offline: boolean;
  filtered: boolean;
  onReset: () => void;
}) {
  return (
    <Paper withBorder p="xl" radius="md" bg="white">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {offline ? <IconCloudOff size={30} stroke={1.5} /> : <IconMessages size={30} stroke={1.5} />}
        </ThemeIcon>
        {offline ? (
          <Text fw={600}>오프라인이라 목록을 불러올 수 없습니다</Text>
        ) : (
          <>
            <Text fw={600}>등록된 피드백이 없습니다</Text>
            <Text size="sm" c="dimmed">
              {filtered ? '검색어나 필터를 바꿔 보세요.' : '첫 번째 피드백을 남겨 주세요.'}
            </Text>
          </>
        )}
        <Group gap="sm" justify="center">
          {filtered && (
            <Button variant="default" onClick={onReset}>
              필터 초기화
            </Button>
          )}
          <Button component={Link} to="/feedback/create" leftSection={<IconMessagePlus size={18} />}>
            {filtered ? '피드백 작성하기' : '첫 피드백 작성하기'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
