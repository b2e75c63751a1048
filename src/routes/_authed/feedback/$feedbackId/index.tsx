import { createFileRoute } from '@tanstack/react-router';
import { FeedbackDetailPage } from '../../../../features/feedback/feedback-detail-page';

export const Route = createFileRoute('/_authed/feedback/$feedbackId/')({
  component: function FeedbackDetailRoute() {
    const { feedbackId } = Route.useParams();
    return <FeedbackDetailPage key={feedbackId} feedbackId={feedbackId} />;
  },
});
