import { describe, expect, it } from 'vitest';
import { seoulDateTimeText, seoulPeriods } from './seoul-time';

describe('seoulDateTimeText', () => {
  it('writes an instant in Korean time with 오전/오후, whatever the server zone', () => {
    expect(seoulDateTimeText(new Date('2026-11-22T06:08:00Z'))).toBe('2026년 11월 22일 오후 3:08');
    expect(seoulDateTimeText(new Date('2026-11-22T15:08:00Z'))).toBe('2026년 11월 23일 오전 12:08');
    expect(seoulDateTimeText(new Date('2026-11-22T03:00:00Z'))).toBe('2026년 11월 22일 오후 12:00');
  });
});

describe('seoulPeriods', () => {
  it('answers each instant with its own Seoul day, week and month, across midnights back and forth', () => {
    // Sunday 2026-03-01 23:59:59.999 in Seoul (the first day of March), then Monday 00:00 (a new
    // day and week, the same month), back to Sunday, the start of Sunday, the end of Monday, April.
    const sunday = new Date('2026-03-01T14:59:59.999Z');
    const monday = new Date('2026-03-01T15:00:00.000Z');
    const iso = (d: Date) => d.toISOString();
    const of = (now: Date) => {
      const p = seoulPeriods(now);
      return [p.today, p.thisWeek, p.thisMonth].map((b) => [iso(b.start), iso(b.end), iso(b.previousStart)]);
    };
    const sundayPeriods = [
      ['2026-02-28T15:00:00.000Z', '2026-03-01T15:00:00.000Z', '2026-02-27T15:00:00.000Z'],
      ['2026-02-22T15:00:00.000Z', '2026-03-01T15:00:00.000Z', '2026-02-15T15:00:00.000Z'],
      ['2026-02-28T15:00:00.000Z', '2026-03-31T15:00:00.000Z', '2026-01-31T15:00:00.000Z'],
    ];
    const mondayPeriods = [
      ['2026-03-01T15:00:00.000Z', '2026-03-02T15:00:00.000Z', '2026-02-28T15:00:00.000Z'],
      ['2026-03-01T15:00:00.000Z', '2026-03-08T15:00:00.000Z', '2026-02-22T15:00:00.000Z'],
      ['2026-02-28T15:00:00.000Z', '2026-03-31T15:00:00.000Z', '2026-01-31T15:00:00.000Z'],
    ];
    expect(of(sunday)).toEqual(sundayPeriods);
    expect(of(new Date('2026-02-28T15:00:00.000Z'))).toEqual(sundayPeriods);
    expect(of(monday)).toEqual(mondayPeriods);
    expect(of(sunday)).toEqual(sundayPeriods);
    expect(of(new Date('2026-03-02T14:59:59.999Z'))).toEqual(mondayPeriods);
    expect(of(new Date('2026-04-01T03:00:00Z'))[2]).toEqual([
      '2026-03-31T15:00:00.000Z',
      '2026-04-30T15:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
    ]);
  });
});
