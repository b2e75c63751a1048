import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { MockExamSession } from '../../../contract/mock-exams';
import type { MockExamWaitRow } from '../../data/db';
import { useResultLoad } from '../../data/hooks/use-result-load';
import { mockExamWaitsRepo } from '../../data/repos/mock-exam-waits-repo';
import { gradingSync } from '../../data/sync/app-sync-engine';
import type { MockExamLoad } from '../../data/sync/mock-exam-sync';
import type { ResultsView } from './results-view';

/** Whole seconds left until `until` (epoch ms), re-rendering every second while any are left. */
export function useSecondsLeft(until: number | null): number {
  const [clock, setClock] = useState(() => ({ until, now: Date.now() }));
  // A new end: count from the real time now, not from the last tick (React's derived-state pattern).
  let now = clock.now;
  if (clock.until !== until) {
    now = Date.now();
    setClock({ until, now });
  }
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0 || until === null) return;
    // Wake at the next whole second of the countdown, so the number never lags.
    const untilNextSecond = (until - Date.now()) % 1000 || 1000;
    const timer = setTimeout(() => setClock({ until, now: Date.now() }), Math.max(untilNextSecond, 0));
    return () => clearTimeout(timer);
  }, [left, until, now]);
  return left;
}

const fetchExamResult = (userId: string, id: string) => gradingSync.mockExams.loadResult(userId, id);

export interface MockExamResultState {
  /** The exam as kept on the device: undefined while read, null when never fetched. */
  exam: MockExamSession | null | undefined;
  wait: MockExamWaitRow | null | undefined;
  /** The last fetch from the server; null while it runs. */
  load: MockExamLoad | null;
  /** Manual refreshes on this visit (spec: after 5 the page gives up). */
  retries: number;
  /** Seconds of the 429 cooldown left; 0 when none runs. */
  cooldownSeconds: number;
  checkingProgress: boolean;
  /** "결과 새로고침": fetch the exam again (a retry). */
  refreshResult: () => void;
  /** "진행 상황 새로고침": ask for progress now (a retry). */
  refreshProgress: () => Promise<void>;
}

/**
 * The results page's data: what the device kept first (so a result seen once opens offline), then
 * the server's copy, fetched on opening, on each retry, when the connection returns and when a
 * cooldown that held the fetch ends. The background poller (sync layer) follows the grading and
 * writes what it learns; the page re-renders from Dexie, so a finished grade simply appears.
 *
 * Everything here is page state: leaving the page drops it (spec: leaving resets mock exam state).
 */
export function useMockExamResult(userId: string, mockExamSessionId: string): MockExamResultState {
  const exam = useLiveQuery(
    () => (userId ? mockExamWaitsRepo.exam(userId, mockExamSessionId) : null),
    [userId, mockExamSessionId],
  );
  const wait = useLiveQuery(async () => {
    const row = await mockExamWaitsRepo.wait(mockExamSessionId);
    return row && row.userId === userId ? row : null;
  }, [userId, mockExamSessionId]);
  const { load, reload } = useResultLoad(userId, mockExamSessionId, fetchExamResult);
  const [retries, setRetries] = useState(0);
  const [checkingProgress, setCheckingProgress] = useState(false);

  const storedCooldown = wait?.cooldownUntil ?? null;
  const heldUntil = load?.status === 'cooling-down' ? load.until : null;
  const until = Math.max(storedCooldown ?? 0, heldUntil ?? 0) || null;
  const cooldownSeconds = useSecondsLeft(until);

  // Fetch again (besides when the network returns after a failed fetch) when the cooldown that
  // held the fetch is over (the poller resumes by itself).
  const held = heldUntil !== null;
  useEffect(() => {
    if (held && cooldownSeconds === 0) reload();
  }, [held, cooldownSeconds, reload]);

  const refreshResult = useCallback(() => {
    setRetries((n) => n + 1);
    reload();
  }, [reload]);

  const refreshProgress = useCallback(async () => {
    setRetries((n) => n + 1);
    setCheckingProgress(true);
    try {
      const asked = await gradingSync.mockExams.checkNow(mockExamSessionId);
      // Nothing is being waited for yet (the first fetch failed): fetch the exam instead.
      if (asked === 'not-waiting') reload();
    } finally {
      setCheckingProgress(false);
    }
  }, [mockExamSessionId, reload]);

  return { exam, wait, load, retries, cooldownSeconds, checkingProgress, refreshResult, refreshProgress };
}

/**
 * Retries ran out (spec 1 §4): the device stops waiting for this exam, so the monitor stops showing
 * it as being graded. The debug flag's preview of the screen changes nothing.
 */
export function useGiveUpWhenCancelled(
  view: ResultsView,
  state: Pick<MockExamResultState, 'wait'>,
  preview: boolean,
  mockExamSessionId: string,
): void {
  const givingUp = view.kind === 'cancelled' && !preview && state.wait?.status === 'evaluating';
  useEffect(() => {
    if (givingUp) void gradingSync.mockExams.giveUp(mockExamSessionId);
  }, [givingUp, mockExamSessionId]);
}
