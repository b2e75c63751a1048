import { createFileRoute } from '@tanstack/react-router';
import { AdminFeedbackListPage } from '../../../../../features/feedback/admin-feedback-list-page';
import { adminFeedbackListSearch, compactListSearch } from '../../../../../features/feedback/feedback-search';

export const Route = createFileRoute('/_authed/_admin/admin/feedback/')({
  validateSearch: adminFeedbackListSearch,
  component: function AdminFeedbackRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminFeedbackListPage
        search={search}
        onSearchChange={(next) => void navigate({ search: compactListSearch(next) })}
      />
    );
  },
});
