import { Link, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { CompletionNoticeCard } from '../../components/grading/completion-notice-card';
import { MonitorNotices } from '../../components/grading/monitor-notices';
import {
  RunningIndicator,
  runningIndicatorVisible,
  runningLabel,
} from '../../components/grading/running-indicator';
import type { MockExamWaitRow } from '../../data/db';
import { mockExamWaitsRepo } from '../../data/repos/mock-exam-waits-repo';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

/**
 * The background evaluation monitor for mock exams (spec 1 §3 backgroundEvaluations /
 * completedEvaluations): a "grading" pill while exams are graded, and the post-grading toast —
 * the exam's average and a link to /mock-exams/results/{id} — closing itself after 15 s. It only
 * reads Dexie; the mock exam poller in the sync layer does the asking.
 */
export function MockExamMonitor() {
  const userId = useSignedInUserId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const state = useLiveQuery(async () => (userId ? mockExamWaitsRepo.monitorState(userId) : null), [userId]);
  if (!state) return null;
  return (
    <>
      <MockExamNotices notices={state.notices} />
      <MockExamRunning running={state.running} pathname={pathname} />
    </>
  );
}

export function MockExamNotices({ notices, now }: { notices: MockExamWaitRow[]; now?: () => number }) {
  return (
    <MonitorNotices label="모의고사 채점 완료 알림">
      {notices.map(({ mockExamSessionId, examTitle, overallScore, completedAt }) => (
        <CompletionNoticeCard
          key={mockExamSessionId}
          title="모의고사 채점이 완료되었습니다"
          subject={examTitle ?? '모의고사'}
          scorePrefix="평균 "
          score={overallScore ?? 0}
          completedAt={completedAt}
          onDismiss={() => void mockExamWaitsRepo.dismissNotice(mockExamSessionId)}
          renderLink={(props) => (
            <Link to="/mock-exams/results/$sessionId" params={{ sessionId: mockExamSessionId }} {...props} />
          )}
          testId="mock-exam-notice"
          now={now}
        />
      ))}
    </MonitorNotices>
  );
}

function MockExamRunning({ running, pathname }: { running: MockExamWaitRow[]; pathname: string }) {
  if (
    !runningIndicatorVisible(
      pathname,
      running.map((wait) => wait.mockExamSessionId),
    )
  )
    return null;
  const [first] = running as [MockExamWaitRow];
  const progress =
    first.progress && first.progress.total > 0
      ? ` (${first.progress.completed}/${first.progress.total})`
      : '';
  const label = runningLabel('모의고사', running.length, `${first.examTitle ?? '모의고사'}${progress}`);
  return (
    <RunningIndicator
      label={label}
      testId="mock-exam-running"
      renderLink={(props) => (
        <Link
          to="/mock-exams/results/$sessionId"
          params={{ sessionId: first.mockExamSessionId }}
          {...props}
        />
      )}
    />
  );
}
