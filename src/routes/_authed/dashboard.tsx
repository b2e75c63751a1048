import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { sessionAtom, signedInUser } from '../../lib/app-atoms';

export const Route = createFileRoute('/_authed/dashboard')({
  component: function DashboardRoute() {
    const user = signedInUser(useAtomValue(sessionAtom));
    return <DashboardPage nickname={user?.nickname ?? null} />;
  },
});
