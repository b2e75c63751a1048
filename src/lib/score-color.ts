/** Score bands of spec 1 §9: 85+ good, 70+ ok, below that weak; as Mantine colour names. */
export function scoreColor(score: number): 'teal' | 'yellow' | 'red' {
  if (score >= 85) return 'teal';
  if (score >= 70) return 'yellow';
  return 'red';
}
