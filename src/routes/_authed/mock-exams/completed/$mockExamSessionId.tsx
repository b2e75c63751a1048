import { createFileRoute } from '@tanstack/react-router';
import { ExamCompletedPage } from '../../../../features/mock-exams/exam-completed-page';

export const Route = createFileRoute('/_authed/mock-exams/completed/$mockExamSessionId')({
  component: function ExamCompletedRoute() {
    const { mockExamSessionId } = Route.useParams();
    return <ExamCompletedPage key={mockExamSessionId} mockExamSessionId={mockExamSessionId} />;
  },
});
