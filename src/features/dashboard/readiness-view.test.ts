import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../contract/dashboard';
import { countsOf, firstStep, viewOf } from './readiness-view';

type Area = DashboardSummary['readinessByArea'][number];

const area = (primary: string, secondaries: Area['secondaries']): Area => ({
  primary,
  weakRate: 1,
  counts: { ready: 0, ok: 0, weak: secondaries.length },
  secondaries,
});
const untried = (name: string) => ({ name, status: 'weak' as const, avgScore: null, attempts: 0 });

describe('readiness as the dashboard shows it', () => {
  it('a new learner: nothing is weak, everything is 미응시, and the first step is one case', () => {
    const areas = [area('소화기', [untried('급성복통'), untried('황달')]), area('순환기', [untried('흉통')])];
    expect(areas.flatMap((a) => a.secondaries.map(viewOf))).toEqual(['untried', 'untried', 'untried']);
    expect(countsOf(areas[0]!)).toEqual({ ready: 0, ok: 0, weak: 0, untried: 2 });
    expect(firstStep(areas)).toContain('아직 응시한 분야가 없습니다');
  });

  it('the weakest tried sub-category comes first; untried ones are never called weak', () => {
    const areas = [
      area('소화기', [{ name: '급성복통', status: 'weak', avgScore: 55, attempts: 2 }, untried('황달')]),
      area('순환기', [
        { name: '흉통', status: 'weak', avgScore: 40, attempts: 1 },
        { name: '두근거림', status: 'ready', avgScore: 90, attempts: 3 },
      ]),
    ];
    expect(countsOf(areas[0]!)).toEqual({ ready: 0, ok: 0, weak: 1, untried: 1 });
    expect(firstStep(areas)).toBe('먼저 연습할 분야: 순환기 · 흉통');
  });

  it('with nothing weak, it points at an area not tried yet', () => {
    const areas = [
      area('소화기', [{ name: '급성복통', status: 'ok', avgScore: 75, attempts: 2 }, untried('황달')]),
    ];
    expect(firstStep(areas)).toBe(
      '취약한 분야는 없습니다. 아직 응시하지 않은 분야부터 넓혀 보세요: 소화기 · 황달',
    );
  });
});
