import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCloudOff, IconInbox } from '@tabler/icons-react';
import { useCallback } from 'react';
import { PageContainer } from '../../components/page-container';
import { errorOccurred } from '../../data/api/errors';
import { AdminFeedbackTable } from './admin-feedback-table';
import { AdminStatusCounters } from './admin-status-counters';
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
        {!list.online && (
          <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
            오프라인입니다. 이 기기에 마지막으로 저장된 목록을 보여드립니다. 답변은 연결된 뒤 저장할 수
            있습니다.
          </Alert>
        )}
        {list.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} py="xs" role="alert">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">{errorOccurred(list.error)}</Text>
              <Button size="compact-sm" variant="white" color="red" onClick={list.retry}>
                다시 시도
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {list.page
              ? `총 ${list.page.pagination.totalItems}개 · ${page}/${list.page.pagination.totalPages} 페이지`
              : list.loading
                ? '불러오는 중…'
                : ''}
          </Text>
          {list.pulling && list.page && <Loader size={14} role="status" aria-label="목록 새로 받는 중" />}
        </Group>

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
