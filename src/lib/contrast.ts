import { luminance } from '@mantine/core';

/** WCAG 2.x contrast ratio of two opaque colours (1 to 21), from Mantine's relative luminance. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
