/**
 * Spec 1 §9: session cards and result colours are green from 80, yellow from 60, red below.
 * (lib/score-color's 85/70 bands are for the dashboard's readiness, not for results.)
 */
export function resultScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
