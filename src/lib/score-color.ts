/** Score bands of spec 1 §9: 85+ good, 70+ ok, below that weak; as Mantine colour names. */
export function scoreColor(score: number): 'teal' | 'yellow' | 'red' {
  if (score >= 85) return 'teal';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** Session cards and result colours of spec 1 §9: 80+ green, 60+ yellow, else red. */
export function sessionScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
