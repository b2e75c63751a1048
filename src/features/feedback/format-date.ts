/** Dates in the Korean locale (spec 2 §9). */
const shortDate = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit' });
const fullDateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short' });

function valid(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026. 11. 22." for list rows. */
export function formatShortDate(value: string | number | null | undefined): string {
  const date = valid(value);
  return date ? shortDate.format(date) : '';
}

/** "2026년 11월 22일 오후 3:08" for the detail page. */
export function formatFullDateTime(value: string | number | null | undefined): string {
  const date = valid(value);
  return date ? fullDateTime.format(date) : '';
}
