import { createFileRoute } from '@tanstack/react-router';
import { PracticeRoutePage } from '../../../../../features/practice/practice-route-page';
import { practiceSearch } from '../../../../../features/practice/practice-search';

export const Route = createFileRoute('/_authed/cases/practice/during/$sessionId')({
  validateSearch: practiceSearch,
  component: function LivePracticeRoute() {
    const { sessionId } = Route.useParams();
    const { scenarioId, draw, retryOf } = Route.useSearch();
    return (
      <PracticeRoutePage sessionId={sessionId} scenarioId={scenarioId} drawId={draw} retryOf={retryOf} />
    );
  },
});
