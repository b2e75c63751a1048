import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { notesRepo } from '../../data/repos/notes-repo';
import { notesSync } from '../../data/sync/notes-sync';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { BarList, TrendLine } from './charts';
import { studyTime } from './format';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import { formatScore } from '../../lib/format-score';

function StatCard({
  label,
  value,
  sub,
  icon,
  color,
}: {
  label: string;
  value: string;
  sub?: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" data-testid="stat-card">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={46} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={800} fz={24}>
            {value}
          </Text>
          {sub && (
            <Text size="xs" c="dimmed">
              {sub}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** /my-notes/statistics: study time, completed cases, average, by category and the trend. */
export function StatisticsPage() {
  const userId = useSignedInUserId();
  const pull = useNotesPull(notesSync.stats, 'stats');
  const stored = useLiveQuery(
    async () => ({ stats: await notesRepo.readCache(userId, 'stats', '') }),
    [userId],
  );
  const stats = stored?.stats;

  return (
    <PageContainer title="학습 통계" description="학습 시간과 분야별 성취도를 한눈에 확인하세요.">
      <PullNotice pull={pull} hasData={stats !== undefined} />
      {stats === undefined ? (
        stored === undefined || (pull.online && !pull.error) ? (
          <LoadingBlock />
        ) : (
          <EmptyBlock title="이 기기에 저장된 통계가 없습니다">연결되면 불러올게요.</EmptyBlock>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <StatCard
              label="총 학습 시간"
              value={studyTime(stats.totalStudyMinutes)}
              icon={<IconClock size={24} />}
              color="brand"
            />
            <StatCard
              label="완료한 증례"
              value={`${stats.completedCases.count}개`}
              sub={`전체 ${stats.completedCases.total}개 중 ${
                stats.completedCases.total
                  ? ((stats.completedCases.count / stats.completedCases.total) * 100).toFixed(1)
                  : 0
              }%`}
              icon={<IconCircleCheck size={24} />}
              color="green"
            />
            <StatCard
              label="전체 평균 점수"
              value={stats.overallAverageScore === null ? '-' : `${formatScore(stats.overallAverageScore)}점`}
              icon={<IconChartBar size={24} />}
              color="orange"
            />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md" bg="white">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                점수 추이
              </Title>
              <TrendLine points={stats.scoreTrend} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md" bg="white">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                분야별 성취도
              </Title>
              <Text size="sm" c="dimmed">
                막대는 분야별 평균 점수, 오른쪽 아래는 완료한 증례 수입니다.
              </Text>
              <BarList
                rows={stats.performanceByCategory.map((category) => ({
                  label: category.category,
                  value: category.averageScore,
                  note: `${category.completedCount}/${category.totalCount}`,
                }))}
              />
            </Stack>
          </Paper>
        </>
      )}
    </PageContainer>
  );
}
