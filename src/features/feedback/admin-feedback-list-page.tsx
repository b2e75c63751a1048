import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useCallback } from 'react';
import { PageContainer } from '../../components/page-container';
import { AdminFeedbackTable } from './admin-feedback-table';
import { AdminStatusCounters } from './admin-status-counters';
import { FeedbackListStatus } from './feedback-list-status';
import { FeedbackPager } from './feedback-pager';
import { compactListSearch, toListParams, withFilter, type AdminFeedbackListSearch } from './feedback-search';
import { FeedbackToolbar } from './feedback-toolbar';
import { countByStatus } from './status-counts';
import { useFeedbackCategories } from './use-feedback-categories';
import { useFeedbackList } from './use-feedback-list';

interface AdminFeedbackListPageProps {
  search: AdminFeedbackListSearch;
  onSearchChange: (next: AdminFeedbackListSearch) => void;
}

/** /admin/feedback (spec 2 §2 Admin list): counters, filters incl. priority, table, 20 a page. */
export function AdminFeedbackListPage({ search, onSearchChange }: AdminFeedbackListPageProps) {
  const categories = useFeedbackCategories();
  const list = useFeedbackList('admin', toListParams(search, 'admin'));
  const page = search.page ?? 1;
  const rows = list.page?.feedbacks ?? [];

  const update = useCallback(
    (patch: Partial<AdminFeedbackListSearch>) => onSearchChange(withFilter(search, patch)),
    [onSearchChange, search],
  );
  const goToPage = (next: number) => {
    onSearchChange(compactListSearch({ ...search, page: next }));
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer title="피드백 관리" description="사용자 피드백을 확인하고 답변과 처리 상태를 관리합니다.">
      <AdminStatusCounters counts={countByStatus(rows)} />
      <FeedbackToolbar
        search={search}
        categories={categories}
        withPriority
        onChange={update}
        onReset={() => onSearchChange({})}
      />

      <Stack gap="sm">
        <FeedbackListStatus
          list={list}
          offlineNotice="오프라인입니다. 이 기기에 마지막으로 저장된 목록을 보여드립니다. 답변은 연결된 뒤 저장할 수 있습니다."
          countLabel={({ totalItems, totalPages }) => `총 ${totalItems}개 · ${page}/${totalPages} 페이지`}
        />

        {list.loading ? (
          <Skeleton height={320} radius="lg" />
        ) : rows.length > 0 ? (
          <AdminFeedbackTable rows={rows} />
        ) : !list.error ? (
          <Paper withBorder p="xl" bg="white">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconInbox size={30} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>조건에 맞는 피드백이 없습니다</Text>
            </Stack>
          </Paper>
        ) : null}

        <FeedbackPager page={page} totalPages={list.page?.pagination.totalPages ?? 1} onChange={goToPage} />
      </Stack>
    </PageContainer>
  );
}
