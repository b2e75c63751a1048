import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MyPage } from '../../features/account/my-page';

export const Route = createFileRoute('/_authed/my-page')({
  // The tab lives in the URL (architecture rule 3); 계정 관리 is the default and has no parameter.
  validateSearch: z.object({ tab: z.enum(['account', 'payment']).optional().catch(undefined) }),
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
