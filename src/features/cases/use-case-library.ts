import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { CategoryEntry } from '../../../contract/cases';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api/errors';
import type { CaseRow } from '../../data/db';
import { casesRepo } from '../../data/repos/cases-repo';
import { pullCaseLibrary } from '../../data/sync/case-library-sync';
import { onlineAtom } from '../../lib/app-atoms';

export interface CaseLibrary {
  /** undefined while the device copy is read. */
  cases: CaseRow[] | undefined;
  categories: CategoryEntry[];
  syncedAt: number | null;
  pulling: boolean;
  pullError: string | null;
}

/**
 * The library as the list shows it: always the device's mirror, refreshed from the server when the
 * list opens and whenever the connection returns. The list never waits for that refresh.
 */
export function useCaseLibrary(userId: string): CaseLibrary {
  const online = useAtomValue(onlineAtom);
  const cases = useLiveQuery(() => casesRepo.all(), []);
  const categories = useLiveQuery(() => casesRepo.categories(), []) ?? [];
  const syncedAt = useLiveQuery(() => casesRepo.syncedAt(), []) ?? null;
  const [pull, setPull] = useState<{ pulling: boolean; error: string | null }>({
    pulling: false,
    error: null,
  });

  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    setPull({ pulling: true, error: null });
    pullCaseLibrary(userId).then(
      () => !cancelled && setPull({ pulling: false, error: null }),
      (error: unknown) =>
        !cancelled &&
        setPull({
          pulling: false,
          error: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId]);

  return { cases, categories, syncedAt, pulling: pull.pulling, pullError: online ? pull.error : null };
}
