import { createFileRoute } from '@tanstack/react-router';
import { FeedbackEditPage } from '../../../../features/feedback/feedback-edit-page';

/** Linked from the detail page (spec 2 §2); the page itself lets only the author edit. */
export const Route = createFileRoute('/_authed/feedback/$feedbackId/edit')({
  component: function FeedbackEditRoute() {
    const { feedbackId } = Route.useParams();
    return <FeedbackEditPage key={feedbackId} feedbackId={feedbackId} />;
  },
});
