import { sql, type SQL } from 'drizzle-orm';
import type { DashboardSummary, UserStats } from '../../contract/dashboard';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { seoulPeriods, type PeriodBounds } from '../lib/seoul-time';

/**
 * Statistics and the dashboard, aggregated in SQL over the learner's completed sessions.
 *
 * Definitions (also in README):
 * - study time of a session = completion − start, capped at 60 minutes (a tab left open for a
 *   day is not a day of study); only completed sessions count;
 * - scores are the graded overall scores (0-100); ungraded sessions count as done but not scored;
 * - periods: today, this ISO week (Monday) and this month in Asia/Seoul, each compared with the
 *   period just before it;
 * - readiness per presentation from the average graded score: ready ≥ 85, ok ≥ 70, weak below 70
 *   or never attempted; an area's weakRate is its weak presentations over all its presentations;
 * - weak areas: systems with attempts ordered by average score (lowest first), then systems never
 *   practised; the dashboard shows the top 5.
 */
export const READY_SCORE = 85;
export const OK_SCORE = 70;
export const STUDY_MINUTES_CAP = 60;
const TOP_WEAK_AREAS = 5;
const RECENT_CASES = 5;
const REMINDERS = 5;

const minutes = sql`least(extract(epoch from (ps.completed_at - ps.started_at)) / 60.0, ${STUDY_MINUTES_CAP})`;

const SECTION_TIPS: Record<string, string> = {
  병력청취:
    '병력청취 점수가 가장 낮아요. OLDCoExCAFE 순서로 빠짐없이 묻고, 외상·과거력·약물·사회력·가족력·여성력(외과약사가여)으로 마무리해 보세요.',
  신체진찰:
    '신체진찰 점수가 가장 낮아요. 진찰 전에 동의를 구하고, 활력징후 확인 뒤 감별에 필요한 진찰을 괄호로 분명히 적어 보세요. 예: (우하복부 반발압통을 확인한다)',
  환자교육:
    '환자교육 점수가 가장 낮아요. 추정 진단을 쉬운 말로 설명하고 검사, 치료, 생활 습관, 위험 징후를 차례로 안내한 뒤 궁금한 점이 있는지 물어보세요.',
  '환자-의사관계':
    '환자-의사관계 점수가 가장 낮아요. 인사와 자기소개, 본인 확인, 공감 표현, 요약, 마무리 인사는 매 증례 점수가 걸린 항목이에요.',
};
const GENERAL_TIP =
  '하루 한 증례라도 12분 타이머를 켜고 실제 시험처럼 연습해 보세요. 끝난 뒤 체크리스트의 빠진 항목부터 복습하면 효과가 큽니다.';

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * What each raw aggregate answers, column by column. Postgres sends bigint and numeric aggregates
 * (count, sum, avg) as strings and timestamps as Date or string depending on the driver, so the
 * types say so and the mapping below converts explicitly.
 */
type Numeric = string | number;
type Instant = Date | string;
interface PresentationRow {
  primary: string;
  secondary: string;
  total_cases: Numeric;
  practised_cases: Numeric;
  attempts: Numeric;
  avg_score: Numeric | null;
}
interface TotalsRow {
  minutes: Numeric;
  avg_score: Numeric | null;
  completed_cases: Numeric;
}
interface TrendRow {
  id: string;
  completed_at: Instant;
  overall_score: number;
}
type PeriodName = 'today' | 'week' | 'month';
type PeriodRow = Record<`${PeriodName}_${'n' | 'min' | 'prev_n'}`, Numeric> &
  Record<`${PeriodName}_${'avg' | 'prev_avg'}`, Numeric | null>;
interface RecentRow {
  id: string;
  name: string;
  completed_at: Instant;
  overall_score: number | null;
}
interface ReminderRow {
  id: string;
  name: string;
  primary_category: string;
  secondary_category: string;
  best: Numeric | null;
  has_note: boolean;
}
interface SectionRow {
  section: string;
  rate: Numeric;
}

interface CategoryRow {
  primary: string;
  secondary: string;
  totalCases: number;
  practisedCases: number;
  attempts: number;
  avgScore: number | null;
}

export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Rows of a raw aggregate query (PGlite and node-postgres both answer `{ rows }`). */
  private async rows<T>(query: SQL<T>): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** Per presentation: cases in the library, cases the learner completed, graded attempts and their average. */
  private async byPresentation(userId: string): Promise<CategoryRow[]> {
    // Aggregate the learner's sessions per case first, then join the (small) catalogue: joining
    // every session to every case would make the planner compare them pairwise.
    const rows = await this.rows(sql<PresentationRow>`
      with mine as (
        select scenario_id, count(overall_score) as graded, sum(overall_score) as score_sum
        from practice_sessions
        where user_id = ${userId} and status = 'completed'
        group by scenario_id)
      select c.primary_category as primary, c.secondary_category as secondary,
             count(*) as total_cases,
             count(m.scenario_id) as practised_cases,
             coalesce(sum(m.graded), 0) as attempts,
             sum(m.score_sum)::numeric / nullif(sum(m.graded), 0) as avg_score
      from cases c
      left join mine m on m.scenario_id = c.id
      where c.retired_at is null
      group by c.primary_category, c.secondary_category
      order by min(c.sort_order)`);
    return rows.map((r) => ({
      primary: String(r.primary),
      secondary: String(r.secondary),
      totalCases: Number(r.total_cases),
      practisedCases: Number(r.practised_cases),
      attempts: Number(r.attempts),
      avgScore: num(r.avg_score),
    }));
  }

  async userStats(userId: string): Promise<UserStats> {
    const [totals, presentations, trend] = await Promise.all([
      this.rows(sql<TotalsRow>`
        select coalesce(sum(${minutes}), 0) as minutes,
               avg(ps.overall_score) as avg_score,
               (select count(*) from cases c where c.retired_at is null and c.id in (
                  select scenario_id from practice_sessions
                  where user_id = ${userId} and status = 'completed')) as completed_cases
        from practice_sessions ps
        where ps.user_id = ${userId} and ps.status = 'completed'`),
      this.byPresentation(userId),
      this.rows(sql<TrendRow>`
        select id, completed_at, overall_score from (
          select ps.id, ps.completed_at, ps.overall_score from practice_sessions ps
          where ps.user_id = ${userId} and ps.status = 'completed' and ps.overall_score is not null
          order by ps.completed_at desc limit 50) recent
        order by completed_at asc`),
    ]);
    const t = totals[0]!;
    const byPrimary = new Map<
      string,
      { completed: number; total: number; scoreSum: number; attempts: number }
    >();
    for (const p of presentations) {
      const entry = byPrimary.get(p.primary) ?? { completed: 0, total: 0, scoreSum: 0, attempts: 0 };
      entry.completed += p.practisedCases;
      entry.total += p.totalCases;
      entry.scoreSum += (p.avgScore ?? 0) * p.attempts;
      entry.attempts += p.attempts;
      byPrimary.set(p.primary, entry);
    }
    const totalCases = presentations.reduce((n, p) => n + p.totalCases, 0);
    return {
      totalStudyMinutes: Math.round(Number(t.minutes)),
      completedCases: { count: Number(t.completed_cases), total: totalCases },
      overallAverageScore: round1(num(t.avg_score)),
      performanceByCategory: [...byPrimary].map(([category, e]) => ({
        category,
        completedCount: e.completed,
        totalCount: e.total,
        completionRate: e.total ? round1((e.completed / e.total) * 100)! : 0,
        averageScore: e.attempts ? round1(e.scoreSum / e.attempts) : null,
      })),
      scoreTrend: trend.map((r) => ({
        practiceSessionId: String(r.id),
        completedAt: new Date(r.completed_at).toISOString(),
        score: Number(r.overall_score),
      })),
    };
  }

  private periodColumns(name: PeriodName, p: PeriodBounds) {
    const current = sql`ps.completed_at >= ${p.start} and ps.completed_at < ${p.end}`;
    const previous = sql`ps.completed_at >= ${p.previousStart} and ps.completed_at < ${p.start}`;
    return sql`
      count(*) filter (where ${current}) as ${sql.raw(`${name}_n`)},
      avg(ps.overall_score) filter (where ${current}) as ${sql.raw(`${name}_avg`)},
      coalesce(sum(${minutes}) filter (where ${current}), 0) as ${sql.raw(`${name}_min`)},
      count(*) filter (where ${previous}) as ${sql.raw(`${name}_prev_n`)},
      avg(ps.overall_score) filter (where ${previous}) as ${sql.raw(`${name}_prev_avg`)}`;
  }

  async summary(userId: string): Promise<DashboardSummary> {
    const periods = seoulPeriods(this.clock.now());
    const earliest =
      periods.thisMonth.previousStart < periods.thisWeek.previousStart
        ? periods.thisMonth.previousStart
        : periods.thisWeek.previousStart;
    const [stats, presentations, periodRow, recent, reminders, sections] = await Promise.all([
      this.userStats(userId),
      this.byPresentation(userId),
      this.rows(sql<PeriodRow>`
        select ${this.periodColumns('today', periods.today)}, ${this.periodColumns('week', periods.thisWeek)},
               ${this.periodColumns('month', periods.thisMonth)}
        from practice_sessions ps
        where ps.user_id = ${userId} and ps.status = 'completed' and ps.completed_at >= ${earliest}`),
      this.rows(sql<RecentRow>`
        select recent.id, c.name, recent.completed_at, recent.overall_score
        from (select id, scenario_id, completed_at, overall_score from practice_sessions
              where user_id = ${userId} and status = 'completed'
              order by completed_at desc limit ${RECENT_CASES}) recent
        join cases c on c.id = recent.scenario_id
        order by recent.completed_at desc`),
      this.rows(sql<ReminderRow>`
        with best as (
          select scenario_id, max(overall_score) as best
          from practice_sessions
          where user_id = ${userId} and status = 'completed'
          group by scenario_id)
        select c.id, c.name, c.primary_category, c.secondary_category, b.best,
               coalesce(n.has_note, false) as has_note
        from best b
        join cases c on c.id = b.scenario_id
        left join case_notes n on n.user_id = ${userId} and n.scenario_id = b.scenario_id
        where c.retired_at is null and (coalesce(n.has_note, false) or b.best < ${OK_SCORE})
        order by b.best asc nulls last, c.id
        limit ${REMINDERS}`),
      this.rows(sql<SectionRow>`
        select s->>'section' as section, avg((s->>'rate')::numeric) as rate
        from (select e.result from evaluations e join practice_sessions ps on ps.id = e.session_id
              where ps.user_id = ${userId} order by e.created_at desc limit 20) recent,
             jsonb_array_elements(recent.result->'sectionScores') s
        group by 1 order by 2 asc limit 1`),
    ]);

    const p = periodRow[0]!;
    const period = (name: PeriodName) => {
      const avg = round1(num(p[`${name}_avg`]));
      const prevAvg = round1(num(p[`${name}_prev_avg`]));
      return {
        completedCases: Number(p[`${name}_n`]),
        averageScore: avg,
        totalTime: Math.round(Number(p[`${name}_min`])),
        delta: {
          vsPrevPeriodScore: avg !== null && prevAvg !== null ? round1(avg - prevAvg) : null,
          vsPrevPeriodCases: Number(p[`${name}_n`]) - Number(p[`${name}_prev_n`]),
        },
      };
    };

    const areas = new Map<string, CategoryRow[]>();
    for (const row of presentations) areas.set(row.primary, [...(areas.get(row.primary) ?? []), row]);
    const statusOf = (row: CategoryRow): 'ready' | 'ok' | 'weak' =>
      row.attempts === 0 || row.avgScore === null
        ? 'weak'
        : row.avgScore >= READY_SCORE
          ? 'ready'
          : row.avgScore >= OK_SCORE
            ? 'ok'
            : 'weak';

    const weakAreas = [...areas].map(([primary, rows]) => {
      const attempts = rows.reduce((n, r) => n + r.attempts, 0);
      const scoreSum = rows.reduce((n, r) => n + (r.avgScore ?? 0) * r.attempts, 0);
      return {
        key: primary,
        primaryCategory: primary,
        avgScore: attempts ? round1(scoreSum / attempts) : null,
        coverageNumerator: rows.reduce((n, r) => n + r.practisedCases, 0),
        coverageDenominator: rows.reduce((n, r) => n + r.totalCases, 0),
        attempts,
      };
    });
    weakAreas.sort((a, b) => {
      if (a.avgScore === null && b.avgScore === null)
        return a.coverageNumerator / a.coverageDenominator - b.coverageNumerator / b.coverageDenominator;
      if (a.avgScore === null) return 1;
      if (b.avgScore === null) return -1;
      return a.avgScore - b.avgScore;
    });

    const weakestSection = sections[0]?.section;
    return {
      stats: [
        {
          id: 'completed_cases',
          label: '완료한 증례',
          value: stats.completedCases.count,
          unit: '개',
          icon: 'check',
        },
        { id: 'avg_score', label: '평균 점수', value: stats.overallAverageScore, unit: '점', icon: 'chart' },
        {
          id: 'total_time',
          label: '총 학습 시간',
          value: stats.totalStudyMinutes,
          unit: '분',
          icon: 'clock',
        },
      ],
      learningPerformance: { today: period('today'), thisWeek: period('week'), thisMonth: period('month') },
      weakAreas: weakAreas.slice(0, TOP_WEAK_AREAS),
      recentCases: recent.map((r) => ({
        practiceSessionId: String(r.id),
        title: String(r.name),
        date: new Date(r.completed_at).toISOString(),
        score: num(r.overall_score),
      })),
      incorrectNoteReminders: reminders.map((r) => {
        const best = num(r.best);
        return {
          scenarioId: String(r.id),
          title: String(r.name),
          primaryCategory: String(r.primary_category),
          secondaryCategory: String(r.secondary_category),
          reason:
            best !== null && best < OK_SCORE
              ? `최고 점수 ${best}점 — 70점 이상을 목표로 다시 풀어보세요.`
              : '오답노트에 표시한 증례예요. 다시 풀어보며 빠진 항목을 채워보세요.',
          bestScore: best,
        };
      }),
      readinessByArea: [...areas].map(([primary, rows]) => {
        const secondaries = rows.map((r) => ({
          name: r.secondary,
          status: statusOf(r),
          avgScore: round1(r.avgScore),
          attempts: r.attempts,
        }));
        const counts = { ready: 0, ok: 0, weak: 0 };
        for (const s of secondaries) counts[s.status] += 1;
        return { primary, weakRate: round1(counts.weak / secondaries.length)!, counts, secondaries };
      }),
      learningTip: {
        text: (typeof weakestSection === 'string' && SECTION_TIPS[weakestSection]) || GENERAL_TIP,
      },
    };
  }
}
