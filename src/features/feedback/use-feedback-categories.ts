import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FEEDBACK_CATEGORY_LABELS, feedbackCategory } from '../../../contract/feedback';
import { feedbackRepo, type FeedbackCategoryOption } from '../../data/repos/feedback-repo';
import { pullFeedbackCategories } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';

/** The contract's own list, used until the server's has been read once (or when offline). */
const builtIn: FeedbackCategoryOption[] = feedbackCategory.options.map((value) => ({
  value,
  label: FEEDBACK_CATEGORY_LABELS[value],
}));

/** Categories from GET /feedback/categories, kept on the device; the built-in list until then. */
export function useFeedbackCategories(): FeedbackCategoryOption[] {
  const online = useAtomValue(onlineAtom);
  const stored = useLiveQuery(() => feedbackRepo.categories(), []);

  useEffect(() => {
    if (online) pullFeedbackCategories().catch(() => undefined); // the built-in list stands in
  }, [online]);

  return stored && stored.length > 0 ? stored : builtIn;
}
