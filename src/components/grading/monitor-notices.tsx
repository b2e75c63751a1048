import type { ReactNode } from 'react';
import classes from './monitor.module.css';

/** One monitor's completion notices, announced politely as they arrive. */
export function MonitorNotices({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.notices} aria-live="polite" aria-label={label}>
      {children}
    </div>
  );
}
