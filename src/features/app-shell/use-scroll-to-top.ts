import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every route change starts at the top of the page (spec 1 §2); query-only changes do not. */
export function useScrollToTopOnNavigate(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
