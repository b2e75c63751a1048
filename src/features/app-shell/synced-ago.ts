import { formatTimeAgo } from '../../lib/dates';

const MINUTE = 60_000;

/**
 * "When was this device last in sync", in Korean relative words: '방금 동기화됨', '5분 전 동기화',
 * '어제 동기화' (the relative time from lib/dates, the one date policy).
 */
export function syncedAgo(syncedAt: number | null, now: number): string {
  if (syncedAt === null) return '동기화 기록 없음';
  if (now - syncedAt < MINUTE) return '방금 동기화됨';
  return `${formatTimeAgo(syncedAt, now)} 동기화`;
}
