/**
 * Coloured text takes shade 8 or 9 of a hue (src/theme.ts makes those 4.5:1 on white and on the
 * page): a `c="red.7"` or `` c={`${scoreColor(x)}.7`} `` on a screen is how 3:1 text came back
 * after the theme was fixed (issue 23, accessibility). Gray, dark and brand are held to the theme
 * test instead (gray.7 and brand.7 read; the lighter greys are for borders and decoration).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HUES = 'red|pink|grape|violet|indigo|blue|cyan|teal|green|lime|yellow|orange';
const fixedShade = new RegExp(`\\bc=(?:"|'|\\{')(${HUES})\\.[0-7]\\b`, 'g');
// c={`${scoreColor(score)}.7`}: a computed hue with a light shade.
const computedShade = /\bc=\{`\$\{[^}]+\}\.[0-7]`\}/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (path.endsWith('.tsx') && !path.endsWith('.test.tsx')) out.push(path);
  }
  return out;
}

export function lightTextColours(source: string): string[] {
  return [...source.matchAll(fixedShade), ...source.matchAll(computedShade)].map((match) => match[0]);
}

describe('coloured text shades', () => {
  it('finds the patterns it guards against', () => {
    expect(lightTextColours('<Text c="red.7">x</Text>')).toEqual(['c="red.7']);
    expect(lightTextColours("<Text c={'orange.6'}>x</Text>")).toEqual(["c={'orange.6"]);
    expect(lightTextColours('<Text c={`${scoreColor(s)}.7`}>x</Text>')).toEqual(['c={`${scoreColor(s)}.7`}']);
    expect(lightTextColours('<Text c="red.8" /><Text c="gray.7" /><Text c={`${color}.8`} />')).toEqual([]);
  });

  it('no screen colours text with shades 0-7 of a hue', () => {
    const found = sourceFiles('src').flatMap((file) =>
      lightTextColours(readFileSync(file, 'utf8')).map((match) => `${file}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});
