import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCompactDateTime,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatNumericDate,
  formatSeoul,
  formatTime,
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
});
