/**
 * The phrasing bank's tune part (bench/patient/phrasing-bank.yaml, round 36): every entry is read
 * with its keys by analyzeUtterance, but for the listed tolerance below (≤ 2% of the part). The
 * locked part (FNV-1a(id) % 3 == 0) is measured by `npm run eval:patient` and never asserted here.
 */
import { describe, expect, it } from 'vitest';
import { bankSplit, loadPhrasingBank, scorePhrasingBank } from '../../bench/patient/phrasing-bank';

/**
 * Entries of the tune part not read, each explained:
 * - fq-08 'frequency는 어때요, 하루에 몇 번?': the lexicon reads the English 'frequency' as urinary
 *   frequency (a symptom, as learners chart it: 'frequency, urgency 있어요?'); asked here of a pain
 *   it is how often. Both readings are in use, and the symptom reading is the one the sets were
 *   built on.
 */
const TOLERATED = new Set(['fq-08']);

describe('phrasing bank (tune part)', () => {
  const items = loadPhrasingBank();
  const { tune } = scorePhrasingBank(items);

  it('holds at least 350 entries in all, the tune part two thirds of them', () => {
    expect(items.length).toBeGreaterThanOrEqual(350);
    expect(items.filter((i) => bankSplit(i.id) === 'tune').length).toBe(tune.n);
    expect(tune.n).toBeGreaterThan(items.length / 2);
  });

  it('reads every tune entry with its keys, but for the listed tolerance (≤ 2%)', () => {
    expect(TOLERATED.size).toBeLessThanOrEqual(Math.floor(tune.n * 0.02));
    const unexpected = tune.misses.filter((m) => !TOLERATED.has(m.id));
    expect(unexpected.map((m) => `${m.id} ${m.text} → ${m.got.join(' ') || '(nothing)'}`)).toEqual([]);
    expect(tune.read).toBe(tune.n - TOLERATED.size);
  });
});
