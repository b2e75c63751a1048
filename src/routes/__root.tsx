import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { Session } from '../lib/app-atoms';

export interface RouterContext {
  /** Read at guard time, so a session change followed by router.invalidate() re-runs the guards. */
  getSession: () => Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any unknown path goes to the landing page (spec 1 §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
