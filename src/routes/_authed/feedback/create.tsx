import { createFileRoute } from '@tanstack/react-router';
import { FeedbackCreatePage } from '../../../features/feedback/feedback-create-page';

export const Route = createFileRoute('/_authed/feedback/create')({
  component: FeedbackCreatePage,
});
