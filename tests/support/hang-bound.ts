/**
 * A time limit that bounds a hang, widened fivefold when `npm test` runs vitest in the background at
 * the lowest CPU priority (VITEST_BACKGROUND=1, scripts/test.mjs): a file may then wait for long
 * stretches while the browser tests, or other work on the machine, have both cores. vitest.config.ts
 * uses it for the default limits; a test with a limit of its own passes it through this too.
 */
export function hangBound(milliseconds: number): number {
  return (process.env.VITEST_BACKGROUND === '1' ? 5 : 1) * milliseconds;
}
