import { createFileRoute } from '@tanstack/react-router';
import { MockExamResultsPage } from '../../../../../features/mock-exams/results-page';
import { resultsSearchSchema } from '../../../../../features/mock-exams/results-search';

/** A mock exam's results, from the learning history (spec 1 §2); the same page as /mock-exams/results. */
export const Route = createFileRoute('/_authed/my-notes/history/mock-exam-results/$mockExamSessionId')({
  validateSearch: resultsSearchSchema,
  component: function MockExamResultsRoute() {
    const { mockExamSessionId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MockExamResultsPage
        // A new exam is a new page: its retries and load state start over (spec: leaving resets).
        key={mockExamSessionId}
        mockExamSessionId={mockExamSessionId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
