import { createFileRoute } from '@tanstack/react-router';
import { CaseResultPage } from '../../../../../features/grading/case-result-page';

/** A practice session's result and feedback (spec 1 §2, §4). */
export const Route = createFileRoute('/_authed/my-notes/history/case-results/$sessionId')({
  component: function CaseResultRoute() {
    const { sessionId } = Route.useParams();
    return <CaseResultPage key={sessionId} sessionId={sessionId} />;
  },
});
