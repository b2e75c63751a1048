import { createFileRoute } from '@tanstack/react-router';
import { BlindBriefingPage } from '../../../../features/practice/blind-briefing-page';

/** A blind practice's briefing (issue 24): the draw's id, never the case's, is in the address. */
export const Route = createFileRoute('/_authed/cases/blind/$drawId')({
  component: function BlindBriefingRoute() {
    const { drawId } = Route.useParams();
    return <BlindBriefingPage key={drawId} drawId={drawId} />;
  },
});
