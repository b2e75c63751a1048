import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DashboardSummary, UserStats } from '../../contract/dashboard';
import type { Database } from '../db/client';
import { cases } from '../db/schema/cases';
import { evaluations } from '../db/schema/grading';
import { caseNotes } from '../db/schema/notes';
import { practiceSessions } from '../db/schema/practice';
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
/** Points on the score trend (the newest graded sessions). */
const TREND_POINTS = 50;
/** Graded sessions whose section scores pick the learning tip. */
const SECTION_SESSIONS = 20;

/** Study minutes of one completed session: completion − start, capped. */
const minutes = sql<number>`least(extract(epoch from (${practiceSessions.completedAt} - ${practiceSessions.startedAt})) / 60.0, ${STUDY_MINUTES_CAP})`;

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

/**
 * When a completed session ended: the column is only null while a session is active, and every
 * query here reads completed sessions only.
 */
const completedAt = sql`${practiceSessions.completedAt}`.mapWith(practiceSessions.completedAt);

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * Aggregates come back from PostgreSQL as strings (bigint, numeric) and timestamps in raw SQL as
 * strings or Dates depending on the driver; each typed expression below says what it answers and
 * converts with `mapWith` (drizzle leaves a null null).
 */
const asNumber = <T>(expression: SQL<T>) => expression.mapWith(Number);

type PeriodName = 'today' | 'week' | 'month';

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

  /**
   * A learner's completed sessions: every aggregate here starts from these. Retries of missed items
   * (issue 24) are left out: their score is over a few items, not the case.
   */
  private completedBy(userId: string): SQL | undefined {
    return and(
      eq(practiceSessions.userId, userId),
      eq(practiceSessions.status, 'completed'),
      isNull(practiceSessions.retryOfSessionId),
    );
  }

  /** Per presentation: cases in the library, cases the learner completed, graded attempts and their average. */
  private async byPresentation(userId: string): Promise<CategoryRow[]> {
    // Aggregate the learner's sessions per case first, then join the (small) catalogue: joining
    // every session to every case would make the planner compare them pairwise.
    const mine = this.db.$with('mine').as(
      this.db
        .select({
          scenarioId: practiceSessions.scenarioId,
          graded: count(practiceSessions.overallScore).as('graded'),
          scoreSum: asNumber(sql<number | null>`sum(${practiceSessions.overallScore})`).as('score_sum'),
        })
        .from(practiceSessions)
        .where(this.completedBy(userId))
        .groupBy(practiceSessions.scenarioId),
    );
    return this.db
      .with(mine)
      .select({
        primary: cases.primaryCategory,
        secondary: cases.secondaryCategory,
        totalCases: count(),
        practisedCases: count(mine.scenarioId),
        attempts: asNumber(sql<number>`coalesce(sum(${mine.graded}), 0)`),
        avgScore: asNumber(
          sql<number | null>`sum(${mine.scoreSum})::numeric / nullif(sum(${mine.graded}), 0)`,
        ),
      })
      .from(cases)
      .leftJoin(mine, eq(mine.scenarioId, cases.id))
      .where(isNull(cases.retiredAt))
      .groupBy(cases.primaryCategory, cases.secondaryCategory)
      .orderBy(sql`min(${cases.sortOrder})`);
  }

  async userStats(userId: string): Promise<UserStats> {
    const practised = this.db
      .selectDistinct({ id: practiceSessions.scenarioId })
      .from(practiceSessions)
      .where(this.completedBy(userId));
    const [[totals], [completed], presentations, trend] = await Promise.all([
      this.db
        .select({
          minutes: asNumber(sql<number>`coalesce(sum(${minutes}), 0)`),
          avgScore: asNumber(sql<number | null>`avg(${practiceSessions.overallScore})`),
        })
        .from(practiceSessions)
        .where(this.completedBy(userId)),
      this.db
        .select({ count: count() })
        .from(cases)
        .where(and(isNull(cases.retiredAt), inArray(cases.id, practised))),
      this.byPresentation(userId),
      this.db
        .select({
          id: practiceSessions.id,
          completedAt,
          overallScore: asNumber(sql<number>`${practiceSessions.overallScore}`),
        })
        .from(practiceSessions)
        .where(and(this.completedBy(userId), sql`${practiceSessions.overallScore} is not null`))
        .orderBy(desc(practiceSessions.completedAt))
        .limit(TREND_POINTS),
    ]);
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
      totalStudyMinutes: Math.round(totals?.minutes ?? 0),
      completedCases: { count: completed?.count ?? 0, total: totalCases },
      overallAverageScore: round1(totals?.avgScore ?? null),
      performanceByCategory: [...byPrimary].map(([category, e]) => ({
        category,
        completedCount: e.completed,
        totalCount: e.total,
        completionRate: e.total ? round1((e.completed / e.total) * 100)! : 0,
        averageScore: e.attempts ? round1(e.scoreSum / e.attempts) : null,
      })),
      // Oldest first, as the chart draws it.
      scoreTrend: trend.reverse().map((r) => ({
        practiceSessionId: r.id,
        completedAt: r.completedAt.toISOString(),
        score: r.overallScore,
      })),
    };
  }

  /** Count, average score and minutes of a period and of the one before it. */
  private periodColumns(p: PeriodBounds) {
    const at = practiceSessions.completedAt;
    const current = and(gte(at, p.start), lt(at, p.end));
    const previous = and(gte(at, p.previousStart), lt(at, p.start));
    const score = practiceSessions.overallScore;
    return {
      n: asNumber(sql<number>`count(*) filter (where ${current})`),
      avg: asNumber(sql<number | null>`avg(${score}) filter (where ${current})`),
      min: asNumber(sql<number>`coalesce(sum(${minutes}) filter (where ${current}), 0)`),
      prevN: asNumber(sql<number>`count(*) filter (where ${previous})`),
      prevAvg: asNumber(sql<number | null>`avg(${score}) filter (where ${previous})`),
    };
  }

  async summary(userId: string): Promise<DashboardSummary> {
    const periods = seoulPeriods(this.clock.now());
    const earliest =
      periods.thisMonth.previousStart < periods.thisWeek.previousStart
        ? periods.thisMonth.previousStart
        : periods.thisWeek.previousStart;
    const best = this.db.$with('best').as(
      this.db
        .select({
          scenarioId: practiceSessions.scenarioId,
          best: asNumber(sql<number | null>`max(${practiceSessions.overallScore})`).as('best'),
        })
        .from(practiceSessions)
        .where(this.completedBy(userId))
        .groupBy(practiceSessions.scenarioId),
    );
    const marked = sql<boolean>`coalesce(${caseNotes.hasNote}, false)`;
    const recentEvaluations = this.db
      .select({ result: evaluations.result })
      .from(evaluations)
      .innerJoin(practiceSessions, eq(practiceSessions.id, evaluations.sessionId))
      .where(eq(practiceSessions.userId, userId))
      .orderBy(desc(evaluations.createdAt))
      .limit(SECTION_SESSIONS)
      .as('recent');
    const section = sql<string>`s->>'section'`;
    const [stats, presentations, [periodRow], recent, reminders, [weakest]] = await Promise.all([
      this.userStats(userId),
      this.byPresentation(userId),
      this.db
        .select({
          today: this.periodColumns(periods.today),
          week: this.periodColumns(periods.thisWeek),
          month: this.periodColumns(periods.thisMonth),
        })
        .from(practiceSessions)
        .where(and(this.completedBy(userId), gte(practiceSessions.completedAt, earliest))),
      this.db
        .select({
          id: practiceSessions.id,
          name: cases.name,
          completedAt,
          overallScore: practiceSessions.overallScore,
          blind: practiceSessions.blind,
        })
        .from(practiceSessions)
        .innerJoin(cases, eq(cases.id, practiceSessions.scenarioId))
        .where(this.completedBy(userId))
        .orderBy(desc(practiceSessions.completedAt))
        .limit(RECENT_CASES),
      this.db
        .with(best)
        .select({
          id: cases.id,
          name: cases.name,
          primaryCategory: cases.primaryCategory,
          secondaryCategory: cases.secondaryCategory,
          best: best.best,
        })
        .from(best)
        .innerJoin(cases, eq(cases.id, best.scenarioId))
        .leftJoin(caseNotes, and(eq(caseNotes.userId, userId), eq(caseNotes.scenarioId, best.scenarioId)))
        .where(and(isNull(cases.retiredAt), sql`(${marked} or ${best.best} < ${OK_SCORE})`))
        .orderBy(sql`${best.best} asc nulls last`, asc(cases.id))
        .limit(REMINDERS),
      this.db
        .select({ section })
        .from(sql`${recentEvaluations}, jsonb_array_elements(${recentEvaluations.result}->'sectionScores') s`)
        .groupBy(section)
        .orderBy(sql`avg((s->>'rate')::numeric) asc`)
        .limit(1),
    ]);

    const period = (name: PeriodName) => {
      const row = periodRow?.[name];
      const avg = round1(row?.avg ?? null);
      const prevAvg = round1(row?.prevAvg ?? null);
      return {
        completedCases: row?.n ?? 0,
        averageScore: avg,
        totalTime: Math.round(row?.min ?? 0),
        delta: {
          vsPrevPeriodScore: avg !== null && prevAvg !== null ? round1(avg - prevAvg) : null,
          vsPrevPeriodCases: (row?.n ?? 0) - (row?.prevN ?? 0),
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

    const weakestSection = weakest?.section;
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
        practiceSessionId: r.id,
        title: r.name,
        date: r.completedAt.toISOString(),
        score: r.overallScore,
        blind: r.blind,
      })),
      incorrectNoteReminders: reminders.map((r) => {
        const best = r.best;
        return {
          scenarioId: r.id,
          title: r.name,
          primaryCategory: r.primaryCategory,
          secondaryCategory: r.secondaryCategory,
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
