import { feedbackStatus, type Feedback, type FeedbackStatus } from '../../../contract/feedback';

export type StatusCounts = Record<FeedbackStatus | 'total', number>;

/** The admin counters (spec 2 §2): computed from the rows currently loaded, not the whole board. */
export function countByStatus(rows: readonly Pick<Feedback, 'status'>[]): StatusCounts {
  const counts = Object.fromEntries(feedbackStatus.options.map((status) => [status, 0])) as Record<
    FeedbackStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  return { total: rows.length, ...counts };
}
