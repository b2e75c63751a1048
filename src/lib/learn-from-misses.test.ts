import { describe, expect, it } from 'vitest';
import { dueCountLabel, untilLabel } from './learn-from-misses';

const MIN = 60_000;
describe('untilLabel', () => {
  it('says the wait in the largest whole unit', () => {
    expect(untilLabel(0, 10 * MIN)).toBe('10분 후');
    expect(untilLabel(0, 3 * 60 * MIN)).toBe('3시간 후');
    expect(untilLabel(0, 3 * 24 * 60 * MIN)).toBe('3일 후');
    expect(untilLabel(0, 62 * 24 * 60 * MIN)).toBe('2개월 후');
    expect(untilLabel(0, 800 * 24 * 60 * MIN)).toBe('2년 후');
    expect(untilLabel(0, 0)).toBe('1분 후');
  });
  it('counts due cards', () => {
    expect(dueCountLabel(0)).toBe('오늘 복습할 카드가 없습니다');
    expect(dueCountLabel(4)).toBe('오늘 복습할 카드 4장');
  });
});
