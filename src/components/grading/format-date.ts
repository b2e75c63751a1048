/** Dates in the Korean locale (spec 1 §9), e.g. "2026년 11월 22일 오후 3:08". */
const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short' });

export function formatKoreanDateTime(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}
