/**
 * The one rounding rule for scores shown anywhere in the app: one decimal place, half away from
 * zero, a trailing ".0" dropped (5.66 -> "5.7", 6.04 -> "6", 87.25 -> "87.3"). The same exam
 * therefore reads the same on its result pages, in 학습 기록, in statistics and on the dashboard.
 */
export function roundScore(score: number): number {
  return Math.sign(score) * (Math.round(Math.abs(score) * 10 + Number.EPSILON * 10) / 10);
}

export function formatScore(score: number): string {
  const rounded = roundScore(score);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
