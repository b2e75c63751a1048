import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userMessage } from '../../data/api/errors';
import type { FeedbackListParams } from '../../data/api/feedback-api';
import type { FeedbackListScope, FeedbackPageRow } from '../../data/db';
import { feedbackRepo, type PendingFeedbackPost } from '../../data/repos/feedback-repo';
import { feedbackQueryKey, pullFeedbackPage } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

export interface FeedbackList {
  /** The page to show: the one for these filters, or offline the last one read. */
  page: FeedbackPageRow | undefined;
  /** Offline, and the page shown was read with other filters. */
  fallback: boolean;
  /** Nothing to show yet: the device has no page and the server has not answered. */
  loading: boolean;
  pulling: boolean;
  /** Korean message of the last failed pull, until retried. */
  error: string | null;
  online: boolean;
  /** The learner's own posts still waiting in the outbox (board only). */
  pending: PendingFeedbackPost[];
  retry: () => void;
}

/**
 * A list page as the screens show it: always the device's copy (Dexie), pulled from the server
 * when the page opens, when its filters change, when the connection returns, and when a post
 * waiting in the outbox has been delivered (so it appears with its server id).
 */
export function useFeedbackList(scope: FeedbackListScope, params: FeedbackListParams): FeedbackList {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const key = feedbackQueryKey(params);
  const paramsJson = JSON.stringify(params);

  const stored = useLiveQuery(async () => {
    const exact = await feedbackRepo.readPage(userId, scope, key);
    return { key, exact, latest: exact ? undefined : await feedbackRepo.latestPage(userId, scope) };
  }, [userId, scope, key]);
  const pending =
    useLiveQuery(
      () => (scope === 'board' && userId ? feedbackRepo.pendingPosts(userId) : Promise.resolve([])),
      [userId, scope],
    ) ?? [];

  const [attempt, setAttempt] = useState(0);
  const [pull, setPull] = useState<{ pulling: boolean; error: string | null }>({
    pulling: false,
    error: null,
  });

  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    setPull({ pulling: true, error: null });
    pullFeedbackPage(userId, scope, JSON.parse(paramsJson) as FeedbackListParams).then(
      () => !cancelled && setPull({ pulling: false, error: null }),
      (error: unknown) => !cancelled && setPull({ pulling: false, error: userMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId, scope, paramsJson, attempt]);

  // A waiting post that left the outbox was delivered: read the list again to show it.
  const pendingIds = pending.map((post) => post.draft.id).join(' ');
  const previousIds = useRef(pendingIds);
  useEffect(() => {
    const before = previousIds.current.split(' ').filter(Boolean);
    previousIds.current = pendingIds;
    const now = new Set(pendingIds.split(' ').filter(Boolean));
    if (before.some((id) => !now.has(id))) setAttempt((count) => count + 1);
  }, [pendingIds]);

  const retry = useCallback(() => {
    setPull({ pulling: false, error: null });
    setAttempt((count) => count + 1);
  }, []);

  const current = stored?.key === key ? stored : undefined;
  const fallbackPage = !online ? current?.latest : undefined;
  const page = current?.exact ?? fallbackPage;
  const error = online ? pull.error : null;
  return {
    page,
    fallback: !current?.exact && Boolean(fallbackPage),
    loading: page === undefined && (current === undefined || pull.pulling || (online && !error)),
    pulling: pull.pulling,
    error,
    online,
    pending,
    retry,
  };
}
