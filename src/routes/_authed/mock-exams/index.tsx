import { createFileRoute } from '@tanstack/react-router';
import { MockExamsPage } from '../../../features/mock-exams/mock-exams-page';

export const Route = createFileRoute('/_authed/mock-exams/')({
  component: MockExamsPage,
});
