import { createFileRoute, redirect } from '@tanstack/react-router';
import { CaseListPage } from '../../../features/cases/case-list-page';
import { caseListSearch, compactSearch, isEmptySearch } from '../../../features/cases/case-list-search';
import { restoreCaseFilters } from '../../../features/cases/restore-case-filters';

export const Route = createFileRoute('/_authed/cases/')({
  validateSearch: caseListSearch,
  // Opened without filters: bring back the ones saved in the last 24 hours (spec 1 §4 Case list).
  beforeLoad: async ({ search, cause }) => {
    if (cause !== 'enter' || !isEmptySearch(search)) return;
    const saved = await restoreCaseFilters();
    if (saved) throw redirect({ to: '/cases', search: saved, replace: true });
  },
  component: function CasesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CaseListPage
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (prev) => compactSearch(change(prev)), replace: true })
        }
      />
    );
  },
});
