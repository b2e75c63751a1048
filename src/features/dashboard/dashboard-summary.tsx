import {
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBulb, IconChartBar, IconCircleCheck, IconClock, IconTarget } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import type { DashboardSummary as Summary } from '../../../contract/dashboard';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { notesRepo } from '../../data/repos/notes-repo';
import { notesSync } from '../../data/sync/notes-sync';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import { sessionScoreColor } from '../../lib/score-color';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { formatSeoul } from '../../lib/dates';
import { formatScore } from '../../lib/format-score';
import { useBlindSessionIds } from '../../data/repos/use-blind-practice';
import { shownCaseName } from '../../lib/blind-practice';
import { countsOf, firstStep, readinessViewColors, readinessViewLabels, viewOf } from './readiness-view';

type Period = Summary['learningPerformance']['today'];

const statIcons: Record<string, ReactNode> = {
  check: <IconCircleCheck size={22} />,
  chart: <IconChartBar size={22} />,
  clock: <IconClock size={22} />,
};
const statColors = ['brand', 'orange', 'indigo'];

const koreanDay = (iso: string) => formatSeoul(iso, 'monthDay', iso);

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" h="100%" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** ▲3 / ▼2 / – against the previous period. */
export function Delta({ value, unit }: { value: number | null; unit: string }) {
  if (value === null || value === 0) {
    return (
      <Text span size="xs" c="dimmed">
        – 변화 없음
      </Text>
    );
  }
  const up = value > 0;
  return (
    <Text span size="xs" fw={700} c={up ? 'green.8' : 'red.8'} data-testid="delta">
      {up ? '▲' : '▼'} {formatScore(Math.abs(value))}
      {unit}
    </Text>
  );
}

function PeriodCard({ label, period }: { label: string; period: Period }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" data-testid="period-card">
      <Stack gap={6}>
        <Text fw={700}>{label}</Text>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            완료 증례
          </Text>
          <Group gap={6}>
            <Text fw={700}>{period.completedCases}개</Text>
            <Delta value={period.delta.vsPrevPeriodCases} unit="개" />
          </Group>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            평균 점수
          </Text>
          <Group gap={6}>
            <Text fw={700}>
              {period.averageScore === null ? '-' : `${formatScore(period.averageScore)}점`}
            </Text>
            <Delta value={period.delta.vsPrevPeriodScore} unit="점" />
          </Group>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            학습 시간
          </Text>
          <Text fw={700}>{period.totalTime}분</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The learning summary of /dashboard (spec 1 §2), read from the device and pulled when online. */
export function DashboardSummary() {
  const userId = useSignedInUserId();
  const blindIds = useBlindSessionIds(userId);
  const pull = useNotesPull(notesSync.dashboard, 'dashboard');
  const stored = useLiveQuery(
    async () => ({ summary: await notesRepo.readCache(userId, 'dashboard', '') }),
    [userId],
  );
  const summary = stored?.summary;

  if (summary === undefined) {
    return (
      <>
        <PullNotice pull={pull} hasData={false} />
        {stored === undefined || (pull.online && !pull.error) ? <LoadingBlock /> : null}
      </>
    );
  }

  const { today, thisWeek, thisMonth } = summary.learningPerformance;
  return (
    <Stack gap="lg">
      <PullNotice pull={pull} hasData />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {summary.stats.map((stat, index) => (
          <Paper key={stat.id} withBorder p="md" radius="md" bg="white" data-testid="key-stat">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light" color={statColors[index % statColors.length]}>
                {statIcons[stat.icon] ?? <IconTarget size={22} />}
              </ThemeIcon>
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {stat.label}
                </Text>
                <Text fw={800} fz={24}>
                  {stat.value === null ? '-' : `${formatScore(stat.value)}${stat.unit}`}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          학습 성과
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PeriodCard label="오늘" period={today} />
          <PeriodCard label="이번 주" period={thisWeek} />
          <PeriodCard label="이번 달" period={thisMonth} />
        </SimpleGrid>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title="Top 5 약점 영역" testId="weak-areas">
          {summary.weakAreas.length === 0 ? (
            <Text size="sm" c="dimmed">
              채점된 실습이 쌓이면 약점 영역을 알려드려요.
            </Text>
          ) : (
            summary.weakAreas.slice(0, 5).map((area, index) => (
              <Stack key={area.key} gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {index + 1}. {area.primaryCategory}
                  </Text>
                  <Text
                    size="sm"
                    fw={700}
                    c={area.avgScore === null ? 'dimmed' : `${sessionScoreColor(area.avgScore)}.8`}
                  >
                    {area.avgScore === null ? '미실습' : `${formatScore(area.avgScore)}점`}
                  </Text>
                </Group>
                <Progress
                  size="sm"
                  value={
                    area.coverageDenominator ? (area.coverageNumerator / area.coverageDenominator) * 100 : 0
                  }
                  aria-label={`${area.primaryCategory} 실습 범위`}
                />
                <Text size="xs" c="dimmed">
                  실습 범위 {area.coverageNumerator}/{area.coverageDenominator} · 시도 {area.attempts}회
                </Text>
              </Stack>
            ))
          )}
        </Card>
        <Card title="최근 실습" testId="recent-cases">
          {summary.recentCases.length === 0 ? (
            <Text size="sm" c="dimmed">
              아직 실습한 증례가 없습니다.
            </Text>
          ) : (
            summary.recentCases.map((item) => (
              <Group key={item.practiceSessionId} justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    fw={600}
                    size="sm"
                    truncate
                    renderRoot={(props) => (
                      <Link
                        to="/my-notes/history/case-results/$sessionId"
                        params={{ sessionId: item.practiceSessionId }}
                        {...props}
                      />
                    )}
                  >
                    {/* A blind practice still being graded is not named (issue 24), whichever
                        device started it (the server's flag or this device's record). */}
                    {shownCaseName(item.title, {
                      blind:
                        item.blind === true || (blindIds?.has(item.practiceSessionId) ?? item.score === null),
                      graded: item.score !== null,
                    })}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {koreanDay(item.date)}
                  </Text>
                </Stack>
                <Badge variant="light" color={item.score === null ? 'gray' : sessionScoreColor(item.score)}>
                  {item.score === null ? '채점 중' : `${formatScore(item.score)}점`}
                </Badge>
              </Group>
            ))
          )}
        </Card>
        <Card title="오답 리마인더" testId="reminders">
          {summary.incorrectNoteReminders.length === 0 ? (
            <Text size="sm" c="dimmed">
              다시 볼 증례가 없습니다. 잘하고 있어요!
            </Text>
          ) : (
            summary.incorrectNoteReminders.map((reminder) => (
              <Group key={reminder.scenarioId} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    fw={600}
                    size="sm"
                    renderRoot={(props) => (
                      <Link
                        to="/cases/practice/$scenarioId"
                        params={{ scenarioId: reminder.scenarioId }}
                        {...props}
                      />
                    )}
                  >
                    {reminder.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {reminder.primaryCategory} · {reminder.secondaryCategory} — {reminder.reason}
                  </Text>
                </Stack>
                {reminder.bestScore !== null && (
                  <Badge
                    variant="outline"
                    color={sessionScoreColor(reminder.bestScore)}
                    style={{ flexShrink: 0 }}
                  >
                    최고 {reminder.bestScore}점
                  </Badge>
                )}
              </Group>
            ))
          )}
        </Card>
        <Card title="학습 팁">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="yellow" radius="xl">
              <IconBulb size={18} />
            </ThemeIcon>
            <Text size="sm" data-testid="learning-tip">
              {summary.learningTip.text}
            </Text>
          </Group>
        </Card>
      </SimpleGrid>

      <Card title="분야별 준비도" testId="readiness">
        {summary.readinessByArea.length === 0 ? (
          <EmptyBlock title="분야별 준비도를 계산할 실습이 없습니다" />
        ) : (
          <Stack gap="sm">
            <Text size="sm" fw={600} data-testid="readiness-first-step">
              {firstStep(summary.readinessByArea)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {summary.readinessByArea.map((area) => {
                const counts = countsOf(area);
                return (
                  <Paper key={area.primary} withBorder p="sm" radius="md">
                    <Stack gap={6}>
                      <Group justify="space-between">
                        <Text fw={700}>{area.primary}</Text>
                        <Group gap={4}>
                          {(['ready', 'ok', 'weak', 'untried'] as const)
                            .filter((view) => view !== 'untried' || counts.untried > 0)
                            .map((view) => (
                              <Badge key={view} size="sm" variant="light" color={readinessViewColors[view]}>
                                {readinessViewLabels[view]} {counts[view]}
                              </Badge>
                            ))}
                        </Group>
                      </Group>
                      <Group gap={4}>
                        {area.secondaries.map((secondary) => {
                          const view = viewOf(secondary);
                          return (
                            <Badge
                              key={secondary.name}
                              size="sm"
                              variant="dot"
                              color={readinessViewColors[view]}
                              title={`${readinessViewLabels[view]}${
                                secondary.avgScore === null
                                  ? ''
                                  : ` · 평균 ${formatScore(secondary.avgScore)}점`
                              } · 시도 ${secondary.attempts}회`}
                            >
                              {secondary.name}
                            </Badge>
                          );
                        })}
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
