import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../features/app-shell/signed-in-layout';
import { GradingMonitor } from '../features/grading/grading-monitor';
import { redirectFromProtectedRoute } from '../lib/auth-redirects';

/**
 * Pathless layout of every signed-in page: the guard, then the shared header/drawer/footer with
 * the background grading monitor mounted in it.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    const target = redirectFromProtectedRoute(context.getSession(), location.href);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: () => <SignedInLayout monitor={<GradingMonitor />} />,
});
