import { Button, Loader } from '@mantine/core';
import type { ReactElement } from 'react';
import classes from './monitor.module.css';

const LIVE_PRACTICE = /\/(cases\/practice\/during|mock-exams\/live)\//;

/**
 * Whether a monitor shows its running indicator: not during live practice (it would sit on the
 * chat), and not on a page that already shows the only thing being graded (its id ends the path).
 */
export function runningIndicatorVisible(pathname: string, runningIds: readonly string[]): boolean {
  if (runningIds.length === 0 || LIVE_PRACTICE.test(pathname)) return false;
  return runningIds.some((id) => !pathname.endsWith(`/${id}`));
}

/** The pill's words: '<what> 채점 중 · <the one>', or '<what> 채점 중 N건' when several run. */
export function runningLabel(what: string, count: number, theOne: string): string {
  return count > 1 ? `${what} 채점 중 ${count}건` : `${what} 채점 중 · ${theOne}`;
}

interface RunningIndicatorProps {
  label: string;
  renderLink: (props: Record<string, unknown>) => ReactElement;
  testId: string;
}

/** A small "grading…" pill at the bottom right, linking to what is being graded. */
export function RunningIndicator({ label, renderLink, testId }: RunningIndicatorProps) {
  return (
    <Button
      className={classes.running}
      variant="white"
      color="dark"
      radius="xl"
      size="sm"
      maw="calc(100vw - 32px)"
      leftSection={<Loader size={14} color="brand" />}
      data-testid={testId}
      renderRoot={renderLink}
    >
      {label}
    </Button>
  );
}
