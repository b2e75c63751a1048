import type { ReactNode } from 'react';
import classes from './monitor.module.css';

/** One monitor's completion notices, announced politely as they arrive. */
export function MonitorNotices({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A labelled log: aria-label is not allowed on a div without a role.
    <div className={classes.notices} role="log" aria-live="polite" aria-label={label}>
      {children}
    </div>
  );
}
