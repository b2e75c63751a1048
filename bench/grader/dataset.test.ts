/**
 * The examiner set's locked split must not move when transcripts are added after it was fixed:
 * those carry `part: tuning` and stay outside the hash split.
 */
import { describe, expect, it } from 'vitest';
import { lockedIds, loadTranscripts } from './dataset';

describe('lockedIds', () => {
  const base = Array.from({ length: 7 }, (_, i) => ({ id: `t-${i}`, style: 'messy' }));

  it('locks a third (rounded up) of each style by hash', () => {
    expect(lockedIds(base).size).toBe(3);
  });

  it('does not move when transcripts marked part: tuning are added', () => {
    const added = [
      ...base,
      ...Array.from({ length: 5 }, (_, i) => ({ id: `new-${i}`, style: 'messy', part: 'tuning' as const })),
    ];
    expect([...lockedIds(added)].sort()).toEqual([...lockedIds(base)].sort());
  });

  it('would move if they were not marked, which is why they are', () => {
    const unmarked = [...base, ...Array.from({ length: 5 }, (_, i) => ({ id: `new-${i}`, style: 'messy' }))];
    expect([...lockedIds(unmarked)].sort()).not.toEqual([...lockedIds(base)].sort());
  });

  it('keeps the examiner set at 18 locked transcripts, none of the fourth-pass ones', () => {
    const all = loadTranscripts('examiner-set.yaml');
    const locked = all.filter((t) => t.locked);
    expect(locked).toHaveLength(18);
    expect(locked.some((t) => t.id.startsWith('ex4-'))).toBe(false);
    expect(all.filter((t) => t.id.startsWith('ex4-')).length).toBeGreaterThanOrEqual(6);
  });
});
