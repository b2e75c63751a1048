import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { sessionScoreColor } from '../../lib/score-color';
import { shortDate, trendLabels } from './format';
import { formatScore } from '../../lib/format-score';

/** Horizontal bars, one per row, values 0-100 (hand-made SVG, no chart library). */
export function BarList({ rows }: { rows: { label: string; value: number | null; note?: string }[] }) {
  return (
    <div style={{ display: 'grid', gap: 10 }} role="list" aria-label="분야별 성취도">
      {rows.map((row) => (
        <div
          key={row.label}
          role="listitem"
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(72px, 120px) 1fr 64px',
            gap: 10,
            alignItems: 'center',
          }}
        >
          <Text size="sm" fw={600} truncate title={row.label}>
            {row.label}
          </Text>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" height={14} width="100%" aria-hidden>
            <rect x={0} y={0} width={100} height={10} rx={2} fill="var(--mantine-color-gray-1)" />
            {row.value !== null && (
              <rect
                x={0}
                y={0}
                width={Math.max(0, Math.min(100, row.value))}
                height={10}
                rx={2}
                fill={`var(--mantine-color-${sessionScoreColor(row.value)}-5)`}
              />
            )}
          </svg>
          <Text size="sm" ta="right" c={row.value === null ? 'dimmed' : undefined}>
            {row.value === null ? '-' : `${formatScore(row.value)}점`}
            {row.note && (
              <Text span size="xs" c="dimmed" display="block">
                {row.note}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </div>
  );
}

const H = 220;
const PAD = { left: 34, right: 12, top: 12, bottom: 44 };
/** Axis text never under 12 px (issue 23: readable on a phone). */
const AXIS_FONT = 12;

/** Score trend, oldest first, on a 0-100 scale, with 60/80 guide lines. */
export function TrendLine({ points }: { points: { completedAt: string; score: number }[] }) {
  const { ref, width } = useElementSize();
  return (
    <div ref={ref} style={{ width: '100%' }}>
      {points.length === 0 ? (
        <Text c="dimmed">채점된 실습이 쌓이면 점수 추이를 보여드려요.</Text>
      ) : (
        <TrendSvg points={points} W={Math.max(280, Math.round(width) || 640)} />
      )}
    </div>
  );
}

/** Drawn at the box's real width, so the labels keep their size on a phone. */
function TrendSvg({ points, W }: { points: { completedAt: string; score: number }[]; W: number }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerW / 2 : (index / (points.length - 1)) * innerW);
  const y = (score: number) => PAD.top + innerH - (score / 100) * innerH;
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.score).toFixed(1)}`)
    .join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(W / 90))));
  const labels = trendLabels(points.map((point) => point.completedAt));
  // The first and last labels lean inwards so they are never cut at the edges.
  const anchor = (index: number) =>
    points.length === 1 ? 'middle' : index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle';
  const labelled = (index: number) =>
    index % labelEvery === 0 ||
    (index === points.length - 1 && (points.length - 1) % labelEvery >= labelEvery / 2);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="점수 추이" data-testid="score-trend">
      {[0, 60, 80, 100].map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--mantine-color-gray-3)"
            strokeDasharray={tick === 0 || tick === 100 ? undefined : '4 4'}
          />
          <text
            x={PAD.left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={AXIS_FONT}
            fill="var(--mantine-color-gray-7)"
          >
            {tick}
          </text>
        </g>
      ))}
      <path
        d={path}
        fill="none"
        stroke="var(--mantine-color-brand-6)"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {points.map((point, index) => (
        <g key={`${point.completedAt}-${index}`}>
          <circle
            cx={x(index)}
            cy={y(point.score)}
            r={4}
            fill="white"
            stroke={`var(--mantine-color-${sessionScoreColor(point.score)}-6)`}
            strokeWidth={2.5}
          >
            <title>{`${shortDate(point.completedAt)} ${formatScore(point.score)}점`}</title>
          </circle>
          {labelled(index) && (
            <text
              x={x(index)}
              y={H - 26}
              textAnchor={anchor(index)}
              fontSize={AXIS_FONT}
              fill="var(--mantine-color-gray-7)"
              data-testid="trend-label"
            >
              <tspan x={x(index)}>{labels[index]?.[0]}</tspan>
              {labels[index]?.[1] && (
                <tspan x={x(index)} dy={15}>
                  {labels[index]?.[1]}
                </tspan>
              )}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
