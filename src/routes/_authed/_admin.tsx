import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { redirectFromAdminRoute } from '../../lib/auth-redirects';

/** Pathless guard of the admin pages: non-admins go to the feedback board (spec 2 §5). */
export const Route = createFileRoute('/_authed/_admin')({
  beforeLoad: ({ context }) => {
    const target = redirectFromAdminRoute(context.getSession());
    if (target) throw redirect({ href: target, replace: true });
  },
  component: Outlet,
});
