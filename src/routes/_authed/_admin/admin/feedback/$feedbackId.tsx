import { createFileRoute } from '@tanstack/react-router';
import { AdminFeedbackDetailPage } from '../../../../../features/feedback/admin-feedback-detail-page';

export const Route = createFileRoute('/_authed/_admin/admin/feedback/$feedbackId')({
  component: function AdminFeedbackDetailRoute() {
    const { feedbackId } = Route.useParams();
    return <AdminFeedbackDetailPage key={feedbackId} feedbackId={feedbackId} />;
  },
});
