import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userMessage } from '../api/errors';
import { gradingRepo } from '../repos/grading-repo';
import { notesRepo } from '../repos/notes-repo';
import { onlineAtom } from '../../lib/app-atoms';
import type { PullState } from '../../lib/pull-state';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

/**
 * Pulls a notes answer from the server into Dexie when the screen opens, when `key` changes, when
 * the connection returns, when one of the learner's note writes has been delivered (so the
 * screen settles on the server's answer) and when the server's grade has replaced the device's
 * provisional one of a case ended offline (the server now lists and counts that session). The
 * screen itself reads Dexie, never this.
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
  const provisionals = useLiveQuery(
    async () => (userId ? (await gradingRepo.provisionals(userId)).length : 0),
    [userId],
  );
  const previous = useRef({ pendingWrites, provisionals });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pendingWrites, provisionals };
    const fewer = (was: number | undefined, now: number | undefined) =>
      was !== undefined && now !== undefined && now < was;
    if (fewer(before.pendingWrites, pendingWrites) || fewer(before.provisionals, provisionals)) {
      setAttempt((count) => count + 1);
    }
  }, [pendingWrites, provisionals]);

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
