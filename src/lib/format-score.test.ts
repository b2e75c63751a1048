import { describe, expect, it } from 'vitest';
import { formatScore, roundScore } from './format-score';

describe('formatScore: one rounding rule for every screen', () => {
  it('keeps one decimal place and drops a trailing .0', () => {
    expect(formatScore(5.66)).toBe('5.7');
    expect(formatScore(5.7)).toBe('5.7');
    expect(formatScore(6.04)).toBe('6');
    expect(formatScore(100)).toBe('100');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(87.25)).toBe('87.3');
  });

  it('rounds halves away from zero, for deltas too', () => {
    expect(roundScore(0.05)).toBe(0.1);
    expect(roundScore(-2.25)).toBe(-2.3);
  });
});
