import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../features/app-shell/signed-in-layout';
import { redirectFromProtectedRoute } from '../lib/auth-redirects';

/** Pathless layout of every signed-in page: the guard, then the shared header/drawer/footer. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    const target = redirectFromProtectedRoute(context.getSession(), location.href);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: SignedInLayout,
});
