import { describe, expect, it } from 'vitest';
import type { FeedbackStatus } from '../../../contract/feedback';
import { countByStatus } from './status-counts';

const rows = (...statuses: FeedbackStatus[]) => statuses.map((status) => ({ status }));

describe('countByStatus (admin counters over the loaded rows)', () => {
  it('counts each status and the total', () => {
    expect(countByStatus(rows('PENDING', 'PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'PENDING'))).toEqual(
      {
        total: 6,
        PENDING: 3,
        IN_PROGRESS: 1,
        RESOLVED: 1,
        CLOSED: 1,
      },
    );
  });

  it('gives zeros for an empty page', () => {
    expect(countByStatus([])).toEqual({ total: 0, PENDING: 0, IN_PROGRESS: 0, RESOLVED: 0, CLOSED: 0 });
  });
});
