import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { TrendLine } from './charts';

// jsdom has no layout: the box reports no size, so the chart draws at its default width.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('score trend', () => {
  it('labels every session of one day apart, in text of at least 12 px, the last one leaning inwards', () => {
    const points = ['2026-11-28T01:00:00Z', '2026-11-28T02:30:00Z', '2026-11-28T06:08:00Z'].map(
      (completedAt, index) => ({ completedAt, score: 60 + index * 10 }),
    );
    renderWithMantine(<TrendLine points={points} />);
    const labels = screen.getAllByTestId('trend-label');
    expect(labels.map((label) => label.textContent)).toEqual([
      '11. 28.오전 10:00',
      '11. 28.오전 11:30',
      '11. 28.오후 3:08',
    ]);
    for (const label of labels) expect(Number(label.getAttribute('font-size'))).toBeGreaterThanOrEqual(12);
    expect(labels.at(0)?.getAttribute('text-anchor')).toBe('start');
    expect(labels.at(-1)?.getAttribute('text-anchor')).toBe('end');
  });
});
