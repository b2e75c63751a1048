import { formatSeoul, type DateInput } from '../../lib/dates';

/** Notes screens write a missing date as '-' (lists and charts as ''); the policy is lib/dates. */
export const koreanDate = (value: DateInput) => formatSeoul(value, 'date', '-');
export const koreanDateTime = (value: DateInput) => formatSeoul(value, 'dateTime', '-');
export const shortDate = (value: DateInput) => formatSeoul(value, 'numericMonthDay');

/** "1시간 25분", "40분". */
export function studyTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/**
 * The x-axis labels of the score trend: the day of each session, and where a day holds several
 * sessions, its time under the day ("11. 28." / "오후 3:08"), so sessions of one day can be told
 * apart. Answers [first line, second line or ''] per point.
 */
export function trendLabels(completedAt: readonly string[]): [string, string][] {
  const days = completedAt.map((value) => shortDate(value));
  const perDay = new Map<string, number>();
  for (const day of days) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  return completedAt.map((value, index) => {
    const day = days[index] ?? '';
    return [day, (perDay.get(day) ?? 0) > 1 ? formatSeoul(value, 'time') : ''];
  });
}
