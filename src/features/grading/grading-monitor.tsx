import { Link, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { CompletionNoticeCard } from '../../components/grading/completion-notice-card';
import { MonitorNotices } from '../../components/grading/monitor-notices';
import {
  RunningIndicator,
  runningIndicatorVisible,
  runningLabel,
} from '../../components/grading/running-indicator';
import type { GradingWaitRow } from '../../data/db';
import { gradingRepo } from '../../data/repos/grading-repo';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { useBlindSessionIds } from '../../data/repos/use-blind-practice';
import { BLIND_CASE_LABEL } from '../../lib/blind-practice';

/**
 * The background evaluation monitor of the signed-in layout (spec 1 §2, §3): completion notices
 * for grades that just arrived — each closes itself after 15 s or by hand and links to the result —
 * and a small "grading" indicator while waits run. It only reads Dexie; the poller in the sync
 * layer moves a wait from running to completed with its score. It shows itself in the layout's
 * MonitorDock, beside the mock exams' monitor.
 */
export function GradingMonitor() {
  const userId = useSignedInUserId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const state = useLiveQuery(async () => (userId ? gradingRepo.monitorState(userId) : null), [userId]);
  const blindIds = useBlindSessionIds(userId);
  // The learner is looking at that very result (it filled in as the grade arrived): a notice
  // linking to it would only cover its heading, the diagnosis of a blind practice among it.
  const onResult = resultShownAt(pathname);
  const seen = state?.notices.some((notice) => notice.sessionId === onResult) ? onResult : null;
  useEffect(() => {
    if (seen) void gradingRepo.dismissNotice(seen);
  }, [seen]);
  if (!state || !blindIds) return null;
  return (
    <>
      <CompletionNotices
        notices={state.notices.filter((notice) => notice.sessionId !== onResult)}
        onDismiss={(sessionId) => void gradingRepo.dismissNotice(sessionId)}
      />
      <GradingRunningIndicator running={maskBlindWaits(state.running, blindIds)} pathname={pathname} />
    </>
  );
}

/** The case result a path shows (/my-notes/history/case-results/{id}), if it shows one. */
export function resultShownAt(pathname: string): string | null {
  return /\/case-results\/([^/]+)$/.exec(pathname)?.[1] ?? null;
}

/**
 * A wait still running for a blind practice (issue 24) is named '블라인드 연습', not by its
 * diagnosis: the grade is not there yet. (A completion notice names it: the grade is.)
 */
export function maskBlindWaits<T extends Pick<GradingWaitRow, 'sessionId' | 'caseTitle'>>(
  running: readonly T[],
  blindIds: ReadonlySet<string>,
): T[] {
  return running.map((wait) =>
    blindIds.has(wait.sessionId) ? { ...wait, caseTitle: BLIND_CASE_LABEL } : wait,
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
    <MonitorNotices label="채점 완료 알림">
      {notices.map(({ sessionId, caseTitle, overallScore, completedAt }) => (
        <CompletionNoticeCard
          key={sessionId}
          title="채점이 완료되었습니다"
          subject={caseTitle ?? '증례 실습'}
          score={overallScore ?? 0}
          completedAt={completedAt}
          onDismiss={() => onDismiss(sessionId)}
          renderLink={(props) => (
            <Link to="/my-notes/history/case-results/$sessionId" params={{ sessionId }} {...props} />
          )}
          testId="grading-notice"
          now={now}
        />
      ))}
    </MonitorNotices>
  );
}

/**
 * Whether to show the running indicator: not during live practice (it would sit on the chat), and
 * not on a page that already shows the only running wait.
 */
export function showRunningIndicator(
  pathname: string,
  running: Pick<GradingWaitRow, 'sessionId'>[],
): boolean {
  return runningIndicatorVisible(
    pathname,
    running.map((wait) => wait.sessionId),
  );
}

function GradingRunningIndicator({ running, pathname }: { running: GradingWaitRow[]; pathname: string }) {
  if (!showRunningIndicator(pathname, running)) return null;
  const [first] = running as [GradingWaitRow];
  const label = runningLabel('AI', running.length, first.caseTitle ?? '증례 실습');
  return (
    <RunningIndicator
      label={label}
      testId="grading-running"
      renderLink={(props) => (
        <Link
          to="/my-notes/history/case-results/$sessionId"
          params={{ sessionId: first.sessionId }}
          {...props}
        />
      )}
    />
  );
}
