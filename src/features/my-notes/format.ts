/** Korean dates (spec 1 §9: dates in the Korean locale), in Korean time. */
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Seoul',
});
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Seoul',
});
const shortFormat = new Intl.DateTimeFormat('ko-KR', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'Asia/Seoul',
});

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function koreanDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateFormat.format(date) : '-';
}

export function koreanDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateTimeFormat.format(date) : '-';
}

export function shortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? shortFormat.format(date) : '';
}

/** "1시간 25분", "40분". */
export function studyTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}
