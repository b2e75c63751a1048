import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

/**
 * Calendar boundaries as learners in Korea live them: days start at midnight Asia/Seoul and
 * weeks on Monday, whatever the server's own time zone.
 */
export const SEOUL = 'Asia/Seoul';

/** The instant a Korean calendar date (YYYY-MM-DD) begins. */
export function seoulDayStart(date: string): Date {
  return dayjs.tz(date, SEOUL).startOf('day').toDate();
}

/** The instant after a Korean calendar date ends (exclusive bound). */
export function seoulDayEnd(date: string): Date {
  return dayjs.tz(date, SEOUL).startOf('day').add(1, 'day').toDate();
}

export interface PeriodBounds {
  start: Date;
  end: Date;
  previousStart: Date;
}

export interface SeoulPeriods {
  today: PeriodBounds;
  thisWeek: PeriodBounds;
  thisMonth: PeriodBounds;
}

/**
 * The periods of the Seoul day last asked about: every instant of a day has the same periods (weeks
 * and months start at a day's start), and working them out through dayjs's time zones took a tenth
 * of a dashboard answer's CPU (issue 21 item 6). A pure cache: the answer is a function of the day.
 */
let lastDay: { from: number; until: number; periods: Readonly<SeoulPeriods> } | undefined;

/**
 * Today, this ISO week and this month in Seoul, each with where the previous period began. The
 * answer may be shared with other callers on the same day: read it, do not change it.
 */
export function seoulPeriods(now: Date): Readonly<SeoulPeriods> {
  const t = now.getTime();
  if (lastDay && t >= lastDay.from && t < lastDay.until) return lastDay.periods;
  const local = dayjs(now).tz(SEOUL);
  const day = local.startOf('day');
  const week = local.startOf('isoWeek');
  const month = local.startOf('month');
  const periods: SeoulPeriods = {
    today: {
      start: day.toDate(),
      end: day.add(1, 'day').toDate(),
      previousStart: day.subtract(1, 'day').toDate(),
    },
    thisWeek: {
      start: week.toDate(),
      end: week.add(1, 'week').toDate(),
      previousStart: week.subtract(1, 'week').toDate(),
    },
    thisMonth: {
      start: month.toDate(),
      end: month.add(1, 'month').toDate(),
      previousStart: month.subtract(1, 'month').toDate(),
    },
  };
  lastDay = { from: periods.today.start.getTime(), until: periods.today.end.getTime(), periods };
  return periods;
}

/** The Korean calendar date (YYYY-MM-DD) of an instant. */
export function seoulDate(instant: Date): string {
  return dayjs(instant).tz(SEOUL).format('YYYY-MM-DD');
}

/**
 * An instant as Korean text in Korean time, "2026년 11월 22일 오후 3:08": the server's twin of the
 * PWA's lib/dates `dateTime` style (mail bodies), written by hand so ICU data that says "PM"
 * cannot reach a Korean sentence.
 */
export function seoulDateTimeText(instant: Date): string {
  const local = dayjs(instant).tz(SEOUL);
  const hour = local.hour();
  const period = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${local.format('YYYY년 M월 D일')} ${period} ${hour12}:${local.format('mm')}`;
}
