import { Navigate, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { Session } from '../lib/app-atoms';

export interface RouterContext {
  /** Read at guard time, so a session change followed by router.invalidate() re-runs the guards. */
  getSession: () => Session;
}

/**
 * While the router loads the next page (its code is split off and may take a while on a slow
 * phone), the page being left stays on screen under the new address. It must not take input then:
 * whatever the learner typed into it would vanish when the next page replaces it (e.g. typing an
 * e-mail into the sign-up form while the login page loads). Re-checking the guards of the page
 * that is shown (a session change) is not a navigation and leaves focus where it is.
 */
function RootLayout() {
  const leaving = useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      state.resolvedLocation !== undefined &&
      state.location.pathname !== state.resolvedLocation.pathname,
  });
  return (
    <div
      data-testid="page-outlet"
      style={{ display: 'contents' }}
      inert={leaving}
      aria-busy={leaving || undefined}
    >
      <Outlet />
    </div>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any unknown path goes to the landing page (spec 1 §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
