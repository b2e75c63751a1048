import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatCompactDateTime,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatNumericDate,
  formatSeoul,
  formatTime,
  formatTimeAgo,
  seoulDayKey,
  seoulYear,
} from './dates';

/** 15:08 UTC on 22 Nov is 00:08 on 23 Nov in Seoul: the day itself changes with the zone. */
const COMPLETED_AT = '2026-11-22T15:08:00.000Z';

describe('one date policy: Korean locale, Korean time, whatever the device zone', () => {
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  it('runs on a device set to UTC', () => {
    expect(new Date(COMPLETED_AT).getHours()).toBe(15);
    expect(new Date(COMPLETED_AT).getDate()).toBe(22);
  });

  it('writes every style in Seoul time', () => {
    expect(formatDate(COMPLETED_AT)).toBe('2026년 11월 23일');
    expect(formatDateTime(COMPLETED_AT)).toBe('2026년 11월 23일 오전 12:08');
    expect(formatCompactDateTime(COMPLETED_AT)).toBe('2026. 11. 23. 오전 12:08');
    expect(formatNumericDate(COMPLETED_AT)).toBe('2026. 11. 23.');
    expect(formatMonthDay(COMPLETED_AT)).toBe('11월 23일');
    expect(formatTime(Date.parse(COMPLETED_AT))).toBe('오전 12:08');
  });

  it('answers the caller’s fallback for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatSeoul(undefined, 'dateTime', null)).toBeNull();
    expect(formatSeoul('not a date', 'date', '-')).toBe('-');
    expect(formatSeoul(Number.NaN, 'time', '—')).toBe('—');
  });

  it('gives the year in Korea: New Year comes to Seoul nine hours before UTC', () => {
    expect(seoulYear('2026-12-31T15:30:00.000Z')).toBe(2027);
    expect(seoulYear('2026-12-31T14:30:00.000Z')).toBe(2026);
  });

  it('keys a moment by its day in Korea, as YYYY-MM-DD', () => {
    expect(seoulDayKey(Date.parse('2026-12-05T14:59:00.000Z'))).toBe('2026-12-05');
    expect(seoulDayKey(new Date('2026-12-05T15:00:00.000Z'))).toBe('2026-12-06');
  });

  it('says how long ago in Korean words, whole units rounded down', () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    expect(formatTimeAgo(now - 59_000, now)).toBe('방금');
    expect(formatTimeAgo(now + 90_000, now)).toBe('방금');
    expect(formatTimeAgo(now - 5 * 60_000 - 59_000, now)).toBe('5분 전');
    expect(formatTimeAgo(now - 3 * 3_600_000, now)).toBe('3시간 전');
    expect(formatTimeAgo(now - 24 * 3_600_000, now)).toBe('어제');
    expect(formatTimeAgo(now - 3 * 24 * 3_600_000, now)).toBe('3일 전');
  });
});

/**
 * Making a formatter with a time zone loads ICU's zone data, about 100 ms of a phone's main thread:
 * the landing page's footer (its year) imports this module, so loading it makes none, and the year
 * is reckoned without one.
 */
describe('no Intl formatter before a date is formatted', () => {
  const { DateTimeFormat, RelativeTimeFormat } = Intl;
  const intl = Intl as { -readonly [K in keyof typeof Intl]: (typeof Intl)[K] };
  const made = { dateTime: 0, relative: 0 };
  beforeEach(() => {
    made.dateTime = 0;
    made.relative = 0;
    // Counting subclasses: each `new` is one formatter made.
    intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dateTime += 1;
      }
    } as typeof DateTimeFormat;
    intl.RelativeTimeFormat = class extends RelativeTimeFormat {
      constructor(...args: ConstructorParameters<typeof RelativeTimeFormat>) {
        super(...args);
        made.relative += 1;
      }
    };
  });
  afterEach(() => {
    intl.DateTimeFormat = DateTimeFormat;
    intl.RelativeTimeFormat = RelativeTimeFormat;
  });

  it('makes none when the module is loaded or the year is asked, and each one once when used', async () => {
    vi.resetModules();
    const dates = await import('./dates');
    expect(dates.seoulYear('2026-12-31T15:30:00.000Z')).toBe(2027);
    expect(dates.seoulYear()).toBeGreaterThanOrEqual(2026);
    expect(made).toEqual({ dateTime: 0, relative: 0 });

    expect(dates.formatDate(COMPLETED_AT)).toBe('2026년 11월 23일');
    expect(dates.formatDate(COMPLETED_AT)).toBe('2026년 11월 23일');
    expect(dates.seoulDayKey(Date.parse(COMPLETED_AT))).toBe('2026-11-23');
    expect(dates.seoulDayKey(Date.parse(COMPLETED_AT))).toBe('2026-11-23');
    expect(dates.formatTimeAgo(0, 5 * 60_000)).toBe('5분 전');
    expect(dates.formatTimeAgo(0, 6 * 60_000)).toBe('6분 전');
    expect(made).toEqual({ dateTime: 2, relative: 1 });
  });
});
