import { createFileRoute } from '@tanstack/react-router';
import { PrePracticePage } from '../../../../../features/mock-exams/pre-practice-page';

export const Route = createFileRoute('/_authed/mock-exams/pre-practice/$mockExamSessionId/$caseNumber')({
  component: function PrePracticeRoute() {
    const { mockExamSessionId, caseNumber } = Route.useParams();
    return (
      <PrePracticePage
        key={`${mockExamSessionId}/${caseNumber}`}
        mockExamSessionId={mockExamSessionId}
        caseNumber={caseNumber}
      />
    );
  },
});
