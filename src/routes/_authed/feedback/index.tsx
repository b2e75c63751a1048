import { createFileRoute } from '@tanstack/react-router';
import { FeedbackListPage } from '../../../features/feedback/feedback-list-page';
import { compactListSearch, feedbackListSearch } from '../../../features/feedback/feedback-search';

export const Route = createFileRoute('/_authed/feedback/')({
  validateSearch: feedbackListSearch,
  component: function FeedbackRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FeedbackListPage
        search={search}
        onSearchChange={(next) => void navigate({ search: compactListSearch(next) })}
      />
    );
  },
});
