import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { redirectFromPublicRoute } from '../lib/auth-redirects';

/** Pathless layout of the visitor pages: signed-in users are sent on (spec 2 §2 Public routes). */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context, location }) => {
    const search = location.search as { redirect?: unknown };
    const target = redirectFromPublicRoute(context.getSession(), search.redirect);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: Outlet,
});
