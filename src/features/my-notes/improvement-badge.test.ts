import { describe, expect, it } from 'vitest';
import { averageScore, improvementBadge } from './improvement-badge';

/** Scores are newest first (spec 1 §4 Notes). */
describe('improvement badge', () => {
  it.each([
    { scores: [], badge: null, why: 'no session' },
    { scores: [null], badge: null, why: 'only an ungraded session' },
    { scores: [50], badge: null, why: 'one low session: fewer than 3, no trend' },
    { scores: [59, 70, 80], badge: 'focus', why: '3 sessions, latest below 60' },
    { scores: [59, 40, 30], badge: 'focus', why: 'focus wins over improving' },
    { scores: [60, 40, 30], badge: 'improving', why: 'latest exactly 60 is not below 60' },
    { scores: [50, 40], badge: 'improving', why: 'two sessions below 60 is not yet focus' },
    { scores: [85, 75], badge: 'mastered', why: 'latest 85, average exactly 80' },
    { scores: [85, 74], badge: 'improving', why: 'average 79.5 is below 80' },
    { scores: [90], badge: 'mastered', why: 'one session of 90' },
    { scores: [84, 90, 90], badge: null, why: 'latest 84 is below 85 and below the oldest' },
    { scores: [70, 70], badge: null, why: 'latest equal to the oldest is not improving' },
    { scores: [65, 90, 60], badge: 'improving', why: 'compares with the oldest, not the previous' },
    { scores: [70, null, 60], badge: 'improving', why: 'ungraded sessions are left out' },
  ])('$why -> $badge', ({ scores, badge }) => {
    expect(improvementBadge(scores)).toBe(badge);
  });

  it('averages graded scores only', () => {
    expect(averageScore([80, null, 60])).toBe(70);
    expect(averageScore([null])).toBeNull();
  });
});
