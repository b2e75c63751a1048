import { createFileRoute } from '@tanstack/react-router';
import { FeedbackCreatePage } from '../../../features/feedback/feedback-create-page';
import { feedbackCreateSearch } from '../../../features/feedback/feedback-search';

export const Route = createFileRoute('/_authed/feedback/create')({
  validateSearch: feedbackCreateSearch,
  component: function FeedbackCreateRoute() {
    const { draft } = Route.useSearch();
    return <FeedbackCreatePage draftId={draft} />;
  },
});
