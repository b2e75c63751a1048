/** Live views of blind practice on this device (blind-practice-repo), for the screens. */
import { useLiveQuery } from 'dexie-react-hooks';
import { blindPracticeRepo, type BlindDraw, type BlindSession } from './blind-practice-repo';

/** The session's blind record (null when it was not started blind): undefined while read. */
export function useBlindSession(userId: string, sessionId: string | null): BlindSession | null | undefined {
  return useLiveQuery(
    async () => (sessionId && userId ? blindPracticeRepo.session(userId, sessionId) : null),
    [userId, sessionId],
  );
}

/** Ids of the sessions started blind: undefined while read. */
export function useBlindSessionIds(userId: string): Set<string> | undefined {
  return useLiveQuery(
    async () => (userId ? blindPracticeRepo.sessionIds(userId) : new Set<string>()),
    [userId],
  );
}

/** A kept draw: undefined while read, null when this device has no such draw. */
export function useBlindDraw(userId: string, drawId: string | null): BlindDraw | null | undefined {
  return useLiveQuery(
    async () => (drawId && userId ? blindPracticeRepo.getDraw(userId, drawId) : null),
    [userId, drawId],
  );
}
