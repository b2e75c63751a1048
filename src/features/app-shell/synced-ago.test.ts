import { describe, expect, it } from 'vitest';
import { syncedAgo } from './synced-ago';

describe('last synced, in Korean relative words', () => {
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);
  it.each([
    [null, '동기화 기록 없음'],
    [now, '방금 동기화됨'],
    [now - 59_000, '방금 동기화됨'],
    [now - 5 * 60_000, '5분 전 동기화'],
    [now - 3 * 3_600_000, '3시간 전 동기화'],
    [now - 24 * 3_600_000, '어제 동기화'],
    [now - 3 * 24 * 3_600_000, '3일 전 동기화'],
    // A clock that went back (another tab's time) is not "in the future".
    [now + 90_000, '방금 동기화됨'],
  ])('%s → %s', (syncedAt, expected) => {
    expect(syncedAgo(syncedAt, now)).toBe(expected);
  });
});
