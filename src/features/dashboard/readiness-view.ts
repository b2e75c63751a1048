import type { DashboardSummary } from '../../../contract/dashboard';

/**
 * How the dashboard shows readiness by area (issue 23 item 8). The server rates a sub-category
 * with no graded attempt as 'weak' (spec 2: ready / ok / weak); a learner who has not tried it is
 * not weak at it, so the screen shows it as '미응시' and counts it apart. What to do first follows
 * from the same view: the weakest sub-category actually tried, else a first case to try.
 */
export type ReadinessView = 'ready' | 'ok' | 'weak' | 'untried';

type Area = DashboardSummary['readinessByArea'][number];
type Secondary = Area['secondaries'][number];

export const readinessViewLabels: Record<ReadinessView, string> = {
  ready: '준비됨',
  ok: '보통',
  weak: '취약',
  untried: '미응시',
};
export const readinessViewColors: Record<ReadinessView, string> = {
  ready: 'green',
  ok: 'yellow',
  weak: 'red',
  untried: 'gray',
};

export function viewOf(secondary: Secondary): ReadinessView {
  return secondary.attempts === 0 ? 'untried' : secondary.status;
}

export function countsOf(area: Area): Record<ReadinessView, number> {
  const counts: Record<ReadinessView, number> = { ready: 0, ok: 0, weak: 0, untried: 0 };
  for (const secondary of area.secondaries) counts[viewOf(secondary)] += 1;
  return counts;
}

/** One sentence: where to start. */
export function firstStep(areas: Area[]): string {
  let weakest: { primary: string; secondary: Secondary } | null = null;
  for (const area of areas)
    for (const secondary of area.secondaries) {
      if (viewOf(secondary) !== 'weak') continue;
      const score = secondary.avgScore ?? 0;
      if (!weakest || score < (weakest.secondary.avgScore ?? 0))
        weakest = { primary: area.primary, secondary };
    }
  if (weakest) return `먼저 연습할 분야: ${weakest.primary} · ${weakest.secondary.name}`;
  const tried = areas.some((area) => area.secondaries.some((s) => s.attempts > 0));
  if (!tried) return '아직 응시한 분야가 없습니다. 증례 라이브러리에서 관심 있는 증례 하나로 시작해 보세요.';
  const untried = areas.flatMap((area) =>
    area.secondaries.filter((s) => s.attempts === 0).map((s) => `${area.primary} · ${s.name}`),
  );
  return untried.length > 0
    ? `취약한 분야는 없습니다. 아직 응시하지 않은 분야부터 넓혀 보세요: ${untried[0]}`
    : '모든 분야가 보통 이상입니다. 모의고사로 실전 감각을 유지해 보세요.';
}
