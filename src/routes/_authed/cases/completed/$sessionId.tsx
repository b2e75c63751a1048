import { createFileRoute } from '@tanstack/react-router';
import { CaseCompletedPage } from '../../../../features/grading/case-completed-page';

/** After ending a case: grading runs in the background (spec 1 §2). */
export const Route = createFileRoute('/_authed/cases/completed/$sessionId')({
  component: function CaseCompletedRoute() {
    const { sessionId } = Route.useParams();
    return <CaseCompletedPage key={sessionId} sessionId={sessionId} />;
  },
});
