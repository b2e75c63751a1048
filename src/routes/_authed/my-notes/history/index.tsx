import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../../../features/my-notes/history-page';
import { historySearchSchema } from '../../../../features/my-notes/history-search';

/** Learning history: type and date filters live in the URL (spec 1 §2). */
export const Route = createFileRoute('/_authed/my-notes/history/')({
  validateSearch: historySearchSchema,
  component: function HistoryRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HistoryPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
