import { Anchor, Button, CloseButton, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { GradingWaitRow } from '../../data/db';
import { COMPLETION_NOTICE_MS, gradingRepo } from '../../data/repos/grading-repo';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import classes from './grading.module.css';
import { resultScoreColor } from './result-colors';

/**
 * The background evaluation monitor of the signed-in layout (spec 1 §2, §3): completion notices
 * for grades that just arrived — each closes itself after 15 s or by hand and links to the result —
 * and a small "grading" indicator while waits run. It only reads Dexie; the poller in the sync
 * layer moves a wait from running to completed with its score.
 */
export function GradingMonitor() {
  const userId = useSignedInUserId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const state = useLiveQuery(async () => (userId ? gradingRepo.monitorState(userId) : null), [userId]);
  if (!state) return null;
  return (
    <>
      <CompletionNotices
        notices={state.notices}
        onDismiss={(sessionId) => void gradingRepo.dismissNotice(sessionId)}
      />
      <RunningIndicator running={state.running} pathname={pathname} />
    </>
  );
}

interface CompletionNoticesProps {
  notices: GradingWaitRow[];
  onDismiss: (sessionId: string) => void;
  now?: () => number;
}

/** The completion-notice area: a card per new grade, closing itself 15 s after the grade arrived. */
export function CompletionNotices({ notices, onDismiss, now = Date.now }: CompletionNoticesProps) {
  return (
    <div className={classes.notices} aria-live="polite" aria-label="채점 완료 알림">
      {notices.map((notice) => (
        <CompletionNotice key={notice.sessionId} notice={notice} onDismiss={onDismiss} now={now} />
      ))}
    </div>
  );
}

function CompletionNotice({
  notice,
  onDismiss,
  now,
}: {
  notice: GradingWaitRow;
  onDismiss: (sessionId: string) => void;
  now: () => number;
}) {
  const { sessionId, completedAt } = notice;
  useEffect(() => {
    const remaining = (completedAt ?? 0) + COMPLETION_NOTICE_MS - now();
    const timer = setTimeout(() => onDismiss(sessionId), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [sessionId, completedAt, onDismiss, now]);

  const score = notice.overallScore ?? 0;
  return (
    <Paper
      withBorder
      shadow="lg"
      p="md"
      radius="md"
      className={classes.notice}
      data-testid="grading-notice"
      role="status"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={32} radius="xl" color="green" variant="light">
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm">
            채점이 완료되었습니다
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {notice.caseTitle ?? '증례 실습'} ·{' '}
            <Text span fw={700} c={`${resultScoreColor(score)}.8`}>
              {score}점
            </Text>
          </Text>
          <Anchor
            size="sm"
            fw={600}
            mt={4}
            renderRoot={(props) => (
              <Link to="/my-notes/history/case-results/$sessionId" params={{ sessionId }} {...props} />
            )}
            onClick={() => onDismiss(sessionId)}
          >
            <Group gap={4} component="span">
              결과 보기 <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Stack>
        <CloseButton size="sm" aria-label="알림 닫기" onClick={() => onDismiss(sessionId)} />
      </Group>
    </Paper>
  );
}

const LIVE_PRACTICE = /\/(cases\/practice\/during|mock-exams\/live)\//;

/**
 * Whether to show the running indicator: not during live practice (it would sit on the chat), and
 * not on a page that already shows the only running wait.
 */
export function showRunningIndicator(
  pathname: string,
  running: Pick<GradingWaitRow, 'sessionId'>[],
): boolean {
  if (running.length === 0 || LIVE_PRACTICE.test(pathname)) return false;
  return running.some((wait) => !pathname.endsWith(`/${wait.sessionId}`));
}

function RunningIndicator({ running, pathname }: { running: GradingWaitRow[]; pathname: string }) {
  if (!showRunningIndicator(pathname, running)) return null;
  const [first] = running as [GradingWaitRow];
  const label =
    running.length > 1 ? `AI 채점 중 ${running.length}건` : `AI 채점 중 · ${first.caseTitle ?? '증례 실습'}`;
  return (
    <Button
      className={classes.running}
      variant="white"
      color="dark"
      radius="xl"
      size="sm"
      maw="calc(100vw - 32px)"
      leftSection={<Loader size={14} color="brand" />}
      data-testid="grading-running"
      renderRoot={(props) => (
        <Link
          to="/my-notes/history/case-results/$sessionId"
          params={{ sessionId: first.sessionId }}
          {...props}
        />
      )}
    >
      {label}
    </Button>
  );
}
