import { describe, expect, it } from 'vitest';
import { pageButtons, PAGER_MAX_BUTTONS } from './pager';

describe('pageButtons (at most 5 around the current page)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in a window of 5', () => {
    expect(pageButtons(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 11)).toEqual([7, 8, 9, 10, 11]);
  });

  it('shifts the window at either end so it still shows 5', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('never shows more than 5 buttons, whatever the page count', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const buttons = pageButtons(current, total);
        expect(buttons.length).toBeLessThanOrEqual(PAGER_MAX_BUTTONS);
        expect(buttons).toContain(current);
      }
    }
  });

  it('clamps a page outside the range and handles no pages', () => {
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
});
