import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatSeoul } from '../../lib/dates';
import { koreanDate, koreanDateTime, shortDate, trendLabels } from './format';

/** 15:08 UTC on 22 Nov is 00:08 on 23 Nov in Seoul. */
const COMPLETED_AT = '2026-11-22T15:08:00.000Z';

describe('notes dates follow the one date policy (lib/dates)', () => {
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  it('shows the same session at the same time on 학습 기록, 오답노트, completion and result pages', () => {
    // 학습 기록 and 오답노트 detail use koreanDateTime; the completion, result and exam result pages
    // use formatSeoul(…, 'dateTime', null): one format, one zone.
    expect(koreanDateTime(COMPLETED_AT)).toBe(formatSeoul(COMPLETED_AT, 'dateTime', null));
    expect(koreanDate(COMPLETED_AT)).toBe(formatDate(COMPLETED_AT));
    expect(shortDate(COMPLETED_AT)).toBe('11. 23.');
  });

  it('writes a missing date as -', () => {
    expect(koreanDateTime(null)).toBe('-');
    expect(koreanDate(undefined)).toBe('-');
    expect(shortDate(null)).toBe('');
  });
});

describe('score trend labels', () => {
  it('a day with several sessions shows each one’s time under the day; a day with one shows only the day', () => {
    expect(
      trendLabels([
        '2026-11-27T01:00:00Z',
        '2026-11-28T01:00:00Z',
        '2026-11-28T06:08:00Z',
        '2026-11-29T00:30:00Z',
      ]),
    ).toEqual([
      ['11. 27.', ''],
      ['11. 28.', '오전 10:00'],
      ['11. 28.', '오후 3:08'],
      ['11. 29.', ''],
    ]);
  });
});
