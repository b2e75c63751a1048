import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import type { CaseRow } from '../db';
import { casesRepo } from '../repos/cases-repo';
import { pullCase } from '../sync/case-library-sync';
import { onlineAtom } from '../../lib/app-atoms';

export interface CaseRowState {
  /** undefined while the device copy is read; null when the device has no copy. */
  scenario: CaseRow | null | undefined;
  /** The server was asked and could not be reached or refused. */
  pullError: ApiError | null;
  pulling: boolean;
}

/**
 * One case, from the device first (so a briefing opened before works offline), refreshed from the
 * server whenever the network is there — the refresh also makes it readable offline next time.
 */
export function useCaseRow(userId: string, scenarioId: string | null): CaseRowState {
  const online = useAtomValue(onlineAtom);
  const scenario = useLiveQuery(
    async () => (scenarioId ? ((await casesRepo.get(scenarioId)) ?? null) : null),
    [scenarioId],
  );
  const [pull, setPull] = useState<{ key: string; error: ApiError | null; done: boolean } | null>(null);
  const key = `${userId}:${scenarioId}`;

  useEffect(() => {
    if (!scenarioId || !userId || !online) return;
    let cancelled = false;
    pullCase(userId, scenarioId).then(
      () => !cancelled && setPull({ key, error: null, done: true }),
      (error: unknown) =>
        !cancelled && setPull({ key, error: error instanceof ApiError ? error : null, done: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, scenarioId, userId, online]);

  const current = pull?.key === key ? pull : null;
  return {
    scenario,
    pullError: current?.error ?? null,
    pulling: online && Boolean(scenarioId) && !current?.done,
  };
}
