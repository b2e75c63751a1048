import { createFileRoute, redirect } from '@tanstack/react-router';
import { CaseListPage } from '../../../features/cases/case-list-page';
import { caseListSearch, compactSearch, isEmptySearch } from '../../../features/cases/case-list-search';

export const Route = createFileRoute('/_authed/cases/')({
  validateSearch: caseListSearch,
  // Opened without filters: bring back the ones saved in the last 24 hours (spec 1 §4 Case list).
  beforeLoad: async ({ search, cause }) => {
    if (cause !== 'enter' || !isEmptySearch(search)) return;
    // Loaded here, not with the route tree: it reads Dexie, which the first screens never need.
    const { restoreCaseFilters } = await import('../../../features/cases/restore-case-filters');
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
