import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { onlineAtom } from '../../lib/app-atoms';

/**
 * A result page's fetch into Dexie (a case's result, a mock exam's): run on opening, on `reload`,
 * and again when the connection returns after it found no network. `load` is null while it runs;
 * the data itself is read from Dexie. `fetch` must keep its identity (a module-level function).
 */
export function useResultLoad<L extends { status: string }>(
  userId: string,
  id: string,
  fetch: (userId: string, id: string) => Promise<L>,
): { load: L | null; reload: () => void } {
  const online = useAtomValue(onlineAtom);
  const [load, setLoad] = useState<L | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    setLoad(null);
    void fetch(userId, id).then((outcome) => {
      if (!cancelled) setLoad(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, id, fetch, attempt]);

  const unreachable = load?.status === 'unreachable';
  useEffect(() => {
    if (online && unreachable) setAttempt((n) => n + 1);
  }, [online, unreachable]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
