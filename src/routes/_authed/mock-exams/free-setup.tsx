import { createFileRoute } from '@tanstack/react-router';
import { FreeSetupPage } from '../../../features/mock-exams/free-setup-page';
import { freeSetupSearch } from '../../../features/mock-exams/free-setup-search';

export const Route = createFileRoute('/_authed/mock-exams/free-setup')({
  validateSearch: freeSetupSearch,
  component: function FreeSetupRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FreeSetupPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
