import { createFileRoute } from '@tanstack/react-router';
import { MyPage } from '../../features/account/my-page';
import { myPageSearch } from '../../lib/route-searches';

export const Route = createFileRoute('/_authed/my-page')({
  validateSearch: myPageSearch,
  component: function MyPageRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MyPage
        tab={tab ?? 'account'}
        onTabChange={(next) =>
          void navigate({ search: { tab: next === 'account' ? undefined : next }, replace: true })
        }
      />
    );
  },
});
