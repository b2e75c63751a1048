/**
 * "When was this device last in sync", in Korean relative words: '방금 동기화됨', '5분 전 동기화',
 * '어제 동기화'. Intl.RelativeTimeFormat rather than dayjs: the PWA does not ship dayjs (only the
 * server uses it), and the browser's formatter costs no bytes.
 */
const relative = new Intl.RelativeTimeFormat('ko', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function syncedAgo(syncedAt: number | null, now: number): string {
  if (syncedAt === null) return '동기화 기록 없음';
  const elapsed = Math.max(0, now - syncedAt);
  if (elapsed < MINUTE) return '방금 동기화됨';
  if (elapsed < HOUR) return `${relative.format(-Math.floor(elapsed / MINUTE), 'minute')} 동기화`;
  if (elapsed < DAY) return `${relative.format(-Math.floor(elapsed / HOUR), 'hour')} 동기화`;
  return `${relative.format(-Math.floor(elapsed / DAY), 'day')} 동기화`;
}
