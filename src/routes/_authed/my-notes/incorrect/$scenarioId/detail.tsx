import { createFileRoute } from '@tanstack/react-router';
import { IncorrectDetailPage } from '../../../../../features/my-notes/incorrect-detail-page';
import { incorrectDetailSearch } from '../../../../../lib/route-searches';

/** An incorrect note: chat history, evaluation, practice memo and the learner's memo (spec 1 §2). */
export const Route = createFileRoute('/_authed/my-notes/incorrect/$scenarioId/detail')({
  validateSearch: incorrectDetailSearch,
  component: function IncorrectDetailRoute() {
    const { scenarioId } = Route.useParams();
    const { session } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <IncorrectDetailPage
        key={scenarioId}
        scenarioId={scenarioId}
        practiceSessionId={session}
        onSessionChange={(next) => void navigate({ search: { session: next }, replace: true })}
      />
    );
  },
});
