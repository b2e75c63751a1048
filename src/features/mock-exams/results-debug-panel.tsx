import { Anchor, Code, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatSeoul } from '../../lib/dates';
import type { ResultsSearch } from './results-search';
import type { ResultsView } from './results-view';
import type { MockExamResultState } from './use-mock-exam-result';

interface ResultsDebugPanelProps {
  view: ResultsView;
  state: MockExamResultState;
  search: ResultsSearch;
}

const time = (value: number | null | undefined) => formatSeoul(value, 'timeWithSeconds', '—');

/**
 * dev=1 / debug=1: what the page knows (screen, status, wait, progress, cooldown, retries), and
 * links that preview the error, cancelled and toast screens.
 */
export function ResultsDebugPanel({ view, state, search }: ResultsDebugPanelProps) {
  const { wait, exam, load } = state;
  const rows: Array<[string, string]> = [
    ['화면', view.kind],
    ['시험 상태', exam?.status ?? '—'],
    ['불러오기', load?.status ?? '진행 중'],
    ['대기 상태', wait?.status ?? '없음'],
    ['진행', wait?.progress ? `${wait.progress.completed}/${wait.progress.total}` : '—'],
    ['대기 시작', time(wait?.startedAt)],
    ['마지막 확인', time(wait?.lastCheckedAt)],
    ['쿨다운 종료', time(wait?.cooldownUntil)],
    ['다시 시도', `${state.retries}회`],
  ];
  const preview = (flag: 'error' | 'cancel' | 'toast', label: string) => (
    <Anchor
      size="xs"
      renderRoot={(props) => (
        <Link to="." search={{ ...search, [flag]: search[flag] ? undefined : true }} {...props} />
      )}
    >
      {search[flag] ? `${label} 끄기` : label}
    </Anchor>
  );
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} pt="md">
      <Paper withBorder p="sm" bg="gray.0" data-testid="results-debug" aria-label="디버그 정보">
        <Stack gap={6}>
          <Text size="xs" fw={700}>
            디버그 정보
          </Text>
          <Group gap="md" style={{ rowGap: 4 }}>
            {rows.map(([name, value]) => (
              <Text key={name} size="xs">
                {name} <Code>{value}</Code>
              </Text>
            ))}
          </Group>
          <Group gap="md">
            {preview('error', '오류 화면 보기')}
            {preview('cancel', '취소 화면 보기')}
            {preview('toast', '완료 알림 보기')}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
