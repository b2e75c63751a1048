import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userMessage } from '../api/errors';
import { notesRepo } from '../repos/notes-repo';
import { onlineAtom } from '../../lib/app-atoms';
import type { PullState } from '../../lib/pull-state';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

/**
 * Pulls a notes answer from the server into Dexie when the screen opens, when `key` changes, when
 * the connection returns and when one of the learner's note writes has been delivered (so the
 * screen settles on the server's answer). The screen itself reads Dexie, never this.
 */
export function useNotesPull(pull: (userId: string) => Promise<void>, key: string): PullState {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ pulling: boolean; error: string | null }>({
    pulling: false,
    error: null,
  });
  const pullRef = useRef(pull);
  useEffect(() => {
    pullRef.current = pull;
  });

  const pendingWrites = useLiveQuery(
    async () => (userId ? (await notesRepo.pendingNoteEdits(userId)).size : 0),
    [userId],
  );
  const previousPending = useRef(pendingWrites);
  useEffect(() => {
    const before = previousPending.current;
    previousPending.current = pendingWrites;
    if (before !== undefined && pendingWrites !== undefined && pendingWrites < before) {
      setAttempt((count) => count + 1);
    }
  }, [pendingWrites]);

  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    setState({ pulling: true, error: null });
    pullRef.current(userId).then(
      () => !cancelled && setState({ pulling: false, error: null }),
      (error: unknown) => !cancelled && setState({ pulling: false, error: userMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId, key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { online, pulling: state.pulling, error: online ? state.error : null, retry };
}
