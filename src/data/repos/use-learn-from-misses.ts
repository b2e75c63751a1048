/** Live views of "learn from misses" on this device (issue 24), for the screens. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReviewCardRow } from '../db';
import { retryPracticeRepo, type RetrySession } from './retry-practice-repo';
import { reviewCardsRepo } from './review-cards-repo';

/** The session's retry record (null when it is not a retry here): undefined while read. */
export function useRetrySession(userId: string, sessionId: string | null): RetrySession | null | undefined {
  return useLiveQuery(
    async () => (sessionId && userId ? retryPracticeRepo.session(userId, sessionId) : null),
    [userId, sessionId],
  );
}

/** Ids of the retry sessions this device knows: undefined while read. */
export function useRetrySessionIds(userId: string): Set<string> | undefined {
  return useLiveQuery(
    async () => (userId ? retryPracticeRepo.sessionIds(userId) : new Set<string>()),
    [userId],
  );
}

/** The learner's review cards, soonest due first: undefined while read. */
export function useReviewCards(userId: string): ReviewCardRow[] | undefined {
  return useLiveQuery(async () => (userId ? reviewCardsRepo.cards(userId) : []), [userId]);
}
