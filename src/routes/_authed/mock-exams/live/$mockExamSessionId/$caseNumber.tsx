import { createFileRoute } from '@tanstack/react-router';
import { LiveExamPage } from '../../../../../features/mock-exams/live-exam-page';

export const Route = createFileRoute('/_authed/mock-exams/live/$mockExamSessionId/$caseNumber')({
  component: function LiveExamRoute() {
    const { mockExamSessionId, caseNumber } = Route.useParams();
    return (
      <LiveExamPage
        key={`${mockExamSessionId}/${caseNumber}`}
        mockExamSessionId={mockExamSessionId}
        caseNumber={caseNumber}
      />
    );
  },
});
