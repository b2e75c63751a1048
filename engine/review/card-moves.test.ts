import { describe, expect, it } from 'vitest';
import { cardMove } from './card-moves';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 5, 1, minute));

describe('what a graded session does to a card', () => {
  it('a miss makes a card, refreshes a queued one, renews an earned one', () => {
    expect(cardMove(undefined, true, at(10))).toBe('create');
    expect(cardMove({ missedAt: at(5), clearedAt: null }, true, at(10))).toBe('refresh');
    expect(cardMove({ missedAt: at(5), clearedAt: at(7) }, true, at(10))).toBe('renew');
  });

  it('an earn clears a queued card, and does nothing without one', () => {
    expect(cardMove({ missedAt: at(5), clearedAt: null }, false, at(10))).toBe('clear');
    expect(cardMove(undefined, false, at(10))).toBe('keep');
    expect(cardMove({ missedAt: at(5), clearedAt: at(7) }, false, at(10))).toBe('keep');
  });

  it('a session older than what the card knows moves nothing (grades arriving out of order)', () => {
    expect(cardMove({ missedAt: at(10), clearedAt: null }, false, at(5))).toBe('keep');
    expect(cardMove({ missedAt: at(10), clearedAt: null }, true, at(5))).toBe('keep');
    expect(cardMove({ missedAt: at(3), clearedAt: at(10) }, true, at(5))).toBe('keep');
    // The same instant counts as newer (the same session graded again).
    expect(cardMove({ missedAt: at(10), clearedAt: null }, true, at(10))).toBe('refresh');
  });
});
