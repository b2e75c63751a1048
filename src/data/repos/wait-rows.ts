/**
 * What the two kinds of grade waits (a case's in gradingWaits, a whole mock exam's in
 * mockExamWaits) have in common: the poller's order and the layout monitor's view of them.
 */
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';

interface WaitTimes {
  status: string;
  startedAt: number;
  completedAt: number | null;
  noticeDismissed: boolean;
}

/** A completed wait shows its completion notice until dismissed or its 15 s run out. */
export function isNoticeActive(
  row: Pick<WaitTimes, 'status' | 'noticeDismissed' | 'completedAt'>,
  nowMs: number,
): boolean {
  return (
    row.status === 'completed' &&
    !row.noticeDismissed &&
    row.completedAt !== null &&
    nowMs < row.completedAt + COMPLETION_NOTICE_MS
  );
}

/** Oldest wait first: the order the poller asks in and the monitor names them in. */
export function oldestFirst<T extends Pick<WaitTimes, 'startedAt'>>(rows: T[]): T[] {
  return rows.sort((a, b) => a.startedAt - b.startedAt);
}

/** Everything a layout monitor shows of one learner's waits: those running, and notices still due. */
export function monitorStateOf<T extends WaitTimes>(
  rows: T[],
  nowMs: number,
): { running: T[]; notices: T[] } {
  return {
    running: oldestFirst(rows.filter((row) => row.status === 'evaluating')),
    notices: rows
      .filter((row) => isNoticeActive(row, nowMs))
      .sort((a, b) => (a.completedAt ?? 0) - (b.completedAt ?? 0)),
  };
}
