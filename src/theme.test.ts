import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/contrast';
import {
  cssVariablesResolver,
  DIMMED_TEXT,
  ERROR_TEXT,
  LUMINANCE_THRESHOLD,
  PLACEHOLDER_TEXT,
  theme,
} from './theme';

const WHITE = DEFAULT_THEME.white;
/** styles/global.css paints the body gray.0; cards and inputs are white. */
const PAGE_BACKGROUND = DEFAULT_THEME.colors.gray[0];
const AA_TEXT = 4.5;

describe('theme contrast (WCAG 2.2 AA, 4.5:1 for text)', () => {
  const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

  it('the helper gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's own dimmed grey, the one Lighthouse flagged.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 2);
  });

  it('dimmed text reads on white and on the page background', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(contrastRatio(DIMMED_TEXT, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(DIMMED_TEXT, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('placeholders and field errors read on white inputs and cards', () => {
    expect(light['--mantine-color-placeholder']).toBe(PLACEHOLDER_TEXT);
    expect(light['--mantine-color-error']).toBe(ERROR_TEXT);
    expect(contrastRatio(PLACEHOLDER_TEXT, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(ERROR_TEXT, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(ERROR_TEXT, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const hues = Object.keys(merged.colors).filter((name) => !['dark', 'gray'].includes(name));

  it.each(hues)('%s: text shades 8 and 9 read on white, the page and the light variant', (name) => {
    const shades = merged.colors[name]!;
    for (const background of [WHITE, PAGE_BACKGROUND]) {
      expect(contrastRatio(shades[8], background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(shades[9], background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // Light badges and alerts: shade 9 text on shade 1 (and the paler shade 0).
    expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(shades[9], shades[0])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(hues)('%s: the text and outline colour (c="hue", outline and subtle variants) reads', (name) => {
    const shades = merged.colors[name]!;
    for (const role of ['text', 'outline']) {
      const value = light[`--mantine-color-${name}-${role}`] ?? `var(--mantine-color-${name}-7)`;
      const shade = Number(/-(\d)\)$/.exec(value)?.[1]);
      expect(contrastRatio(shades[shade]!, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(shades[shade]!, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(hues)('%s: filled shade 7 gets whichever of black or white text reads', (name) => {
    const fill = merged.colors[name]![7];
    expect(merged.autoContrast).toBe(true);
    const text = luminance(fill) > LUMINANCE_THRESHOLD ? DEFAULT_THEME.black : WHITE;
    expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('white text on the primary shade', () => {
    const primary = merged.colors.brand![7];
    expect(luminance(primary)).toBeLessThan(LUMINANCE_THRESHOLD);
    expect(contrastRatio(WHITE, primary)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
