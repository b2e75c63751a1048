import { createFileRoute } from '@tanstack/react-router';
import { BriefingPage } from '../../../../features/practice/briefing-page';

export const Route = createFileRoute('/_authed/cases/practice/$scenarioId')({
  component: function BriefingRoute() {
    const { scenarioId } = Route.useParams();
    return <BriefingPage key={scenarioId} scenarioId={scenarioId} />;
  },
});
