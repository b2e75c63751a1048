import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from '../../data/api/errors';
import type { MockExamRow } from '../../data/db';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { pullMockExam } from '../../data/sync/mock-exam-flow-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

export interface MockExamState {
  userId: string;
  online: boolean;
  /** The device's copy: undefined while read, null when this device does not have the exam. */
  row: MockExamRow | null | undefined;
  /** The exam is being fetched because the device has no copy of it. */
  pulling: boolean;
  /** Why the last fetch failed, until retried. */
  error: ApiError | null;
  retry: () => void;
}

/**
 * One mock exam, from the device first: an exam taken here renders offline from its Dexie row.
 * The server is asked only when the device has no copy (another device, cleared storage), which
 * also keeps within the server's limit on reads of one exam.
 */
export function useMockExam(mockExamSessionId: string): MockExamState {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const row = useLiveQuery(async () => {
    const found = await mockExamRepo.get(mockExamSessionId);
    return found && found.userId === userId ? found : null;
  }, [mockExamSessionId, userId]);
  const missing = row === null || (row !== undefined && row.exam === null);
  const [attempt, setAttempt] = useState(0);
  const [pull, setPull] = useState<{ key: string; done: boolean; error: ApiError | null } | null>(null);
  const key = `${userId}|${mockExamSessionId}|${attempt}`;

  useEffect(() => {
    if (!missing || !online || !userId) return;
    let cancelled = false;
    pullMockExam(userId, mockExamSessionId).then(
      () => !cancelled && setPull({ key, done: true, error: null }),
      async (caught: unknown) => {
        const error = await toApiError(caught);
        if (!cancelled) setPull({ key, done: true, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [missing, online, userId, mockExamSessionId, key]);

  const current = pull?.key === key ? pull : null;
  return {
    userId,
    online,
    row,
    pulling: missing && online && !current?.done,
    error: current?.error ?? null,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
