/**
 * The PWA's one date policy: every date or time a learner or admin sees is written in the Korean
 * locale and in Korean time (Asia/Seoul), whatever zone the device is set to, so the same session
 * reads the same on 학습 기록, 오답노트, the completion page and the result page (spec 1 §9: dates
 * in the Korean locale). Every formatter takes an ISO string or epoch ms and answers `fallback`
 * (default '') for a missing or unreadable value.
 *
 * This is the only module under src/ that formats a date: eslint.config.js forbids Intl's date
 * formatters, toLocale*String, the device-zone getters (getHours…) and date libraries elsewhere
 * (tests/lint/date-policy.test.ts).
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';
const LOCALE = 'ko-KR';

/**
 * The formats' options; each Intl.DateTimeFormat is made on its first use (`format`). Making one
 * with a time zone loads the ICU zone data, some 100 ms of a phone's main thread, and the first
 * screens (the landing page, /login) format no date.
 */
const formatOptions = {
  /** "2026년 11월 22일" */
  date: { dateStyle: 'long', timeZone: SEOUL_TIME_ZONE },
  /** "2026년 11월 22일 오후 3:08" */
  dateTime: {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SEOUL_TIME_ZONE,
  },
  /** "2026. 11. 22. 오후 3:08" (compact lists) */
  compactDateTime: {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SEOUL_TIME_ZONE,
  },
  /** "2026. 11. 22." (table rows) */
  numericDate: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: SEOUL_TIME_ZONE,
  },
  /** "11월 22일" */
  monthDay: { month: 'long', day: 'numeric', timeZone: SEOUL_TIME_ZONE },
  /** "11. 22." (chart axes) */
  numericMonthDay: {
    month: 'numeric',
    day: 'numeric',
    timeZone: SEOUL_TIME_ZONE,
  },
  /** "오후 3:08" */
  time: { timeStyle: 'short', timeZone: SEOUL_TIME_ZONE },
  /** "오후 3:08:09" (debug panels) */
  timeWithSeconds: { timeStyle: 'medium', timeZone: SEOUL_TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof formatOptions;

const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** The formatter of `style`, made once. */
function format(style: DateStyle): Intl.DateTimeFormat {
  let made = formats.get(style);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, formatOptions[style]);
    formats.set(style, made);
  }
  return made;
}

export type DateInput = string | number | Date | null | undefined;

const DAY_PERIODS: Record<string, string> = { AM: '오전', PM: '오후', am: '오전', pm: '오후' };

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `value` written in `style`, in Korean time; `fallback` when there is no readable date. */
export function formatSeoul<F extends string | null = string>(
  value: DateInput,
  style: DateStyle,
  fallback: F = '' as F,
): string | F {
  const date = toDate(value);
  if (!date) return fallback;
  // Some ICU data writes the Korean day period as "AM"/"PM"; the app always says 오전/오후.
  return format(style)
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? (DAY_PERIODS[part.value] ?? part.value) : part.value))
    .join('');
}

export const formatDate = (value: DateInput) => formatSeoul(value, 'date');
export const formatDateTime = (value: DateInput) => formatSeoul(value, 'dateTime');
export const formatCompactDateTime = (value: DateInput) => formatSeoul(value, 'compactDateTime');
export const formatNumericDate = (value: DateInput) => formatSeoul(value, 'numericDate');
export const formatMonthDay = (value: DateInput) => formatSeoul(value, 'monthDay');
export const formatNumericMonthDay = (value: DateInput) => formatSeoul(value, 'numericMonthDay');
export const formatTime = (value: DateInput) => formatSeoul(value, 'time');

/** Korea's offset from UTC: nine hours all year (no daylight saving time since 1988). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The calendar year in Korea at `value` (default now), e.g. for a copyright line. Reckoned from the
 * fixed offset rather than with Intl: the landing page's footer writes it, and the first formatter
 * with a time zone (its ICU data) would cost that first screen some 100 ms of a phone's main thread.
 */
export function seoulYear(value: DateInput = Date.now()): number {
  const date = toDate(value) ?? new Date();
  return new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCFullYear();
}

let dayKeyFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Korea at `value` as 'YYYY-MM-DD' (for comparing with date filters). */
export function seoulDayKey(value: number | Date): string {
  dayKeyFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SEOUL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayKeyFormat.format(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let relative: Intl.RelativeTimeFormat | undefined;

/**
 * How long before `now` the moment `then` was (both epoch ms), in whole units rounded down:
 * '방금' under a minute (a `then` after `now`, from a clock that went back, too), then '5분 전',
 * '3시간 전', '어제', '3일 전'.
 */
export function formatTimeAgo(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return '방금';
  relative ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}

/**
 * The current time in epoch ms, read from the global clock at each call. Repositories made once at
 * module load take it as their default clock instead of the `Date.now` function itself: a reference
 * kept from load time would go on reading the real clock after a test fakes Date, while the screens
 * read the faked one, and a notice stamped by one and timed by the other closed seconds late on a
 * busy machine (mock-exam-monitor.test.tsx, 2026-12-07).
 */
export function readClock(): number {
  return Date.now();
}
