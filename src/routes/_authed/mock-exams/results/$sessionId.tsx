import { createFileRoute } from '@tanstack/react-router';
import { MockExamResultsPage } from '../../../../features/mock-exams/results-page';
import { resultsSearchSchema } from '../../../../features/mock-exams/results-search';

/** A mock exam's results: where the post-grading toast leads (spec 1 §2, §4). */
export const Route = createFileRoute('/_authed/mock-exams/results/$sessionId')({
  validateSearch: resultsSearchSchema,
  component: function MockExamResultsRoute() {
    const { sessionId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MockExamResultsPage
        key={sessionId}
        mockExamSessionId={sessionId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
