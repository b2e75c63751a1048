import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { CaseCategoryNav } from './case-category-nav';

// Mantine's ScrollArea measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const categories = [
  {
    primaryCategory: '여성/소아',
    caseCount: 80,
    secondaryCategories: [{ name: '예방접종', caseCount: 8 }],
    scenarios: [],
  },
  {
    primaryCategory: '소화기',
    caseCount: 12,
    secondaryCategories: [{ name: '복통', caseCount: 12 }],
    scenarios: [],
  },
];

describe('CaseCategoryNav', () => {
  it('keeps an open system’s count upright (a rotated "80" reads "08")', () => {
    renderWithMantine(
      <CaseCategoryNav
        categories={categories}
        primary="여성/소아"
        totalCount={92}
        onSelect={() => undefined}
      />,
    );
    const section = screen.getByText('80').closest('[data-position="right"]');
    expect(section).not.toBeNull();
    expect(section?.hasAttribute('data-rotate')).toBe(false);
    expect(screen.getByText('예방접종').textContent).toBe('예방접종');
  });
});
