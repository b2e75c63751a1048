import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../../features/my-notes/review-page';

export const Route = createFileRoute('/_authed/my-notes/review')({
  component: ReviewPage,
});
