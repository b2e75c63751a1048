import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { feedbackIdParams, type Feedback } from '../../../contract/feedback';
import { ApiError, hasErrorCode, userMessage } from '../../data/api/errors';
import { feedbackRepo } from '../../data/repos/feedback-repo';
import { fetchFeedback } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

export type FeedbackItemState =
  | { status: 'loading' }
  | { status: 'ready'; feedback: Feedback; fromDevice: boolean }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const OFFLINE_UNSEEN_MESSAGE =
  '오프라인 상태이고 이 기기에 저장된 내용이 없습니다. 연결되면 다시 시도해주세요.';

/**
 * One post for the detail, edit and admin pages: from the server (which counts the view once per
 * viewer per day), else — offline or unreachable — as last seen in a stored list page.
 * A 404 (missing, or someone else's private post) is "not found", never an error.
 */
export function useFeedbackItem(feedbackId: string) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const [state, setState] = useState<FeedbackItemState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const settle = (next: FeedbackItemState) => !cancelled && setState(next);
    const fromDevice = async (message: string) => {
      const cached = await feedbackRepo.findCached(userId, feedbackId);
      settle(cached ? { status: 'ready', feedback: cached, fromDevice: true } : { status: 'error', message });
    };
    if (!feedbackIdParams.safeParse({ feedbackId }).success) {
      // Not an id the server could ever have given (a mistyped link): the same screen as a 404.
      settle({ status: 'not-found' });
    } else if (!online) {
      void fromDevice(OFFLINE_UNSEEN_MESSAGE);
    } else {
      fetchFeedback(userId, feedbackId).then(
        (feedback) => settle({ status: 'ready', feedback, fromDevice: false }),
        (error: unknown) => {
          if (hasErrorCode(error, 'FEEDBACK_NOT_FOUND', 'NOT_FOUND')) settle({ status: 'not-found' });
          else if (error instanceof ApiError && error.kind === 'network') void fromDevice(error.message);
          else settle({ status: 'error', message: userMessage(error) });
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [userId, feedbackId, online, attempt]);

  /** Clears the error and asks again. */
  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);

  /** A newer copy the page already has (after an edit or an answer). */
  const replace = useCallback((feedback: Feedback) => {
    setState({ status: 'ready', feedback, fromDevice: false });
  }, []);

  return { state, reload, replace };
}
