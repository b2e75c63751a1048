import type { ReactNode } from 'react';
import classes from './monitor.module.css';

/**
 * Where the signed-in layout's background monitors show themselves: each monitor's notices
 * (MonitorNotices) at the top right, each running indicator (RunningIndicator) at the bottom right.
 */
export function MonitorDock({ children }: { children: ReactNode }) {
  return (
    <div className={classes.dock} data-testid="monitor-dock">
      {children}
      <div className={classes.spacer} aria-hidden />
    </div>
  );
}
