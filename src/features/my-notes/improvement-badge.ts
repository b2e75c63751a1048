/** The improvement badge of an incorrect-notes card (spec 1 §4 Notes, §9 thresholds). */
export type ImprovementBadge = 'focus' | 'mastered' | 'improving' | null;

export const badgeLabels: Record<Exclude<ImprovementBadge, null>, { label: string; color: string }> = {
  focus: { label: '집중 학습 필요', color: 'red' },
  mastered: { label: '학습 완료', color: 'green' },
  improving: { label: '향상 중', color: 'blue' },
};

/**
 * Scores newest first (latest = first, average = mean of all), ungraded sessions left out:
 * 3+ sessions and latest below 60 -> focus; latest 85+ and average 80+ -> mastered; more than one
 * session and latest above the oldest -> improving; otherwise none.
 */
export function improvementBadge(scoresNewestFirst: readonly (number | null)[]): ImprovementBadge {
  const scores = scoresNewestFirst.filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  const latest = scores[0] as number;
  const oldest = scores[scores.length - 1] as number;
  const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  if (scores.length >= 3 && latest < 60) return 'focus';
  if (latest >= 85 && average >= 80) return 'mastered';
  if (scores.length > 1 && latest > oldest) return 'improving';
  return null;
}

/** Mean of the graded scores, or null when none is graded. */
export function averageScore(scores: readonly (number | null)[]): number | null {
  const graded = scores.filter((score): score is number => score !== null);
  if (graded.length === 0) return null;
  return graded.reduce((sum, score) => sum + score, 0) / graded.length;
}
