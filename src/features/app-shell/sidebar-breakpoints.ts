import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sidebarOpenAtom } from '../../lib/app-atoms';

export const SIDEBAR_CLOSE_BELOW_PX = 1200;
export const SIDEBAR_OPEN_FROM_PX = 1400;

/**
 * Sidebar state a window width forces (spec 1 §2): closed below 1200 px, open from 1400 px.
 * In between the learner's own choice stands, so resizing slightly never fights a toggle.
 */
export function sidebarOpenForWidth(width: number): boolean | null {
  if (width < SIDEBAR_CLOSE_BELOW_PX) return false;
  if (width >= SIDEBAR_OPEN_FROM_PX) return true;
  return null;
}

export function useSidebarBreakpoints(): void {
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  useEffect(() => {
    const apply = () => {
      const forced = sidebarOpenForWidth(window.innerWidth);
      if (forced !== null) setSidebarOpen(forced);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [setSidebarOpen]);
}
