import { describe, expect, it } from 'vitest';
import { isDue, newSchedule, rateSchedule } from './schedule';

const DAY = 86_400_000;
const missed = new Date('2026-12-01T09:00:00.000Z');

describe('review schedule (ts-fsrs)', () => {
  it('a new card is due at once and never reviewed', () => {
    const s = newSchedule(missed);
    expect(s.due).toBe(missed.toISOString());
    expect(s.reps).toBe(0);
    expect(s.lastReview).toBeNull();
    expect(isDue(s, missed)).toBe(true);
  });

  it('orders the next review by the grade: again < hard < good < easy, and at least a day out', () => {
    const s = newSchedule(missed);
    const dues = ([1, 2, 3, 4] as const).map((g) => new Date(rateSchedule(s, g, missed).due).getTime());
    for (let i = 1; i < dues.length; i++) expect(dues[i]!).toBeGreaterThan(dues[i - 1]!);
    // No short-term steps: even 'again' is not due within the same hour.
    expect(dues[0]! - missed.getTime()).toBeGreaterThanOrEqual(DAY);
    const good = rateSchedule(s, 3, missed);
    expect(good.reps).toBe(1);
    expect(good.lastReview).toBe(missed.toISOString());
    expect(isDue(good, missed)).toBe(false);
  });

  it('is deterministic: the device and the server compute the same schedule', () => {
    const s = newSchedule(missed);
    const at = new Date(missed.getTime() + 3_600_000);
    expect(rateSchedule(s, 3, at)).toEqual(rateSchedule(s, 3, at));
  });

  it('grows the interval with successive good reviews, and a lapse shortens it', () => {
    let s = rateSchedule(newSchedule(missed), 3, missed);
    const first = s.scheduledDays;
    s = rateSchedule(s, 3, new Date(s.due));
    expect(s.scheduledDays).toBeGreaterThan(first);
    const lapsed = rateSchedule(s, 1, new Date(s.due));
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.scheduledDays).toBeLessThan(s.scheduledDays);
  });

  it('a rating dated before the last review counts from that review', () => {
    const s = rateSchedule(newSchedule(missed), 3, missed);
    const early = new Date(missed.getTime() - DAY);
    expect(rateSchedule(s, 3, early)).toEqual(rateSchedule(s, 3, missed));
  });
});
