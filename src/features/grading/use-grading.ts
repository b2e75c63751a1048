import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { CaseResultRow, GradingWaitRow, ProvisionalResultRow } from '../../data/db';
import { useResultLoad } from '../../data/hooks/use-result-load';
import { casesRepo } from '../../data/repos/cases-repo';
import { gradingRepo } from '../../data/repos/grading-repo';
import { gradingSync } from '../../data/sync/app-sync-engine';
import type { ResultLoad } from '../../data/sync/grading-sync';

/** The device's wait for this session's grade: undefined while read, null when there is none. */
export function useGradingWait(sessionId: string): GradingWaitRow | null | undefined {
  return useLiveQuery(async () => (await gradingRepo.wait(sessionId)) ?? null, [sessionId]);
}

/** "채점 완료 확인": asks the server now; `checking` is true until the answer is stored. */
export function useManualCheck(sessionId: string) {
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      await gradingSync.checkNow(sessionId);
    } finally {
      setChecking(false);
    }
  }, [sessionId]);
  return { checking, check };
}

/** "다시 확인" after a failure: the wait starts again and the server is asked at once. */
export function useRetry(userId: string, sessionId: string) {
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await gradingSync.retry(userId, sessionId);
    } finally {
      setRetrying(false);
    }
  }, [userId, sessionId]);
  return { retrying, retry };
}

/** Whether the request ending this session still waits in the outbox (ended offline). */
export function useQueuedCompletion(userId: string, sessionId: string): boolean {
  return (
    useLiveQuery(
      () => (userId ? gradingRepo.completionQueued(userId, sessionId) : false),
      [userId, sessionId],
    ) ?? false
  );
}

/**
 * The completed page's side of the wait: it begins (once) when the page opens, whatever the
 * network; the poller in the sync layer does the asking.
 */
export function useBeginWaiting(userId: string, sessionId: string): void {
  useEffect(() => {
    if (userId) void gradingSync.beginWaiting(userId, sessionId);
  }, [userId, sessionId]);
}

const fetchCaseResult = (userId: string, sessionId: string) => gradingSync.loadResult(userId, sessionId);

export interface CaseResultState {
  wait: GradingWaitRow | null | undefined;
  result: CaseResultRow | null | undefined;
  /** The library's copy of the case (patient, complaint) for the summary while grading runs. */
  caseRow: Awaited<ReturnType<typeof casesRepo.get>> | null;
  /** The device's grade of a case ended offline, until the server's replaces it (null: none). */
  provisional: ProvisionalResultRow | null | undefined;
  /** The last fetch from the server; null while it runs. */
  load: ResultLoad | null;
  reload: () => void;
}

/**
 * A result page's data: what the device kept first (so a graded result opens offline), then the
 * server's word, fetched on opening and again when the connection returns.
 */
export function useCaseResult(userId: string, sessionId: string): CaseResultState {
  const wait = useGradingWait(sessionId);
  const result = useLiveQuery(async () => (await gradingRepo.result(sessionId)) ?? null, [sessionId]);
  const provisional = useLiveQuery(
    () => (userId ? gradingRepo.provisional(userId, sessionId) : null),
    [userId, sessionId],
  );
  const scenarioId =
    result?.evaluation?.scenario.scenarioId ??
    result?.session?.scenarioId ??
    wait?.scenarioId ??
    provisional?.scenarioId ??
    null;
  const caseRow = useLiveQuery(
    async () => (scenarioId ? ((await casesRepo.get(scenarioId)) ?? null) : null),
    [scenarioId],
  );
  const { load, reload } = useResultLoad(userId, sessionId, fetchCaseResult);
  return { wait, result, caseRow: caseRow ?? null, provisional, load, reload };
}
