import { sql, type SQL } from 'drizzle-orm';
import {
  dashboardAnswer,
  userStatsAnswer,
  type DashboardSummary,
  type UserStats,
} from '../../contract/dashboard';
import type { Database } from '../db/client';
import { writeCounter } from '../db/pglite-thread';
import type { Clock } from '../lib/clock';
import { EncodedAnswerCache, type EncodedAnswer } from '../lib/encoded-answers';
import { jsonWriter } from '../lib/fast-serializer';
import { seoulPeriods, type PeriodBounds } from '../lib/seoul-time';
import type { CaseLibrary, LiveCase } from './case-library';

/**
 * Statistics and the dashboard, aggregated in SQL over the learner's completed sessions: each
 * answer is one query (issue 21 item 6), whose parts come back as JSON in one row. The library's
 * side (live cases per system and presentation, their names) comes from the case library's
 * catalogue in memory, grouped once per catalogue.
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
/** Kept answers' bytes (raw and compressed), least recently used dropped first: about 2,000 learners. */
const KEPT_ANSWER_BYTES = 24 * 1024 * 1024;
/** Learners' data versions remembered on PGlite while nothing is written (all forgotten when full). */
const KEPT_VERSIONS = 10_000;

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

type PeriodName = 'today' | 'week' | 'month';

/** One presentation (system and presentation) of the live library. */
interface Presentation {
  primary: string;
  secondary: string;
  totalCases: number;
}

/** The learner's figures on one presentation. */
interface PresentationFigures extends Presentation {
  /** Cases of it the learner completed at least once. */
  practisedCases: number;
  /** Graded sessions, and the sum of their scores. */
  attempts: number;
  scoreSum: number;
  avgScore: number | null;
}

/** Per case the learner completed: [case id, graded sessions, sum of their scores, best score]. */
type CaseFigures = [string, number, number, number | null];

interface Catalogue {
  /** The case library's live cases it was grouped from. */
  source: readonly LiveCase[];
  /** In library order: systems, and presentations within a system, by their first case. */
  presentations: Presentation[];
  byId: Map<string, { name: string; presentation: Presentation }>;
  /** Which grouping this is (the keys of kept answers name it). */
  grouping: number;
}

/**
 * The learner's completed sessions, which every aggregate here starts from, with each one's study
 * minutes (completion − start, capped). Retries of missed items (issue 24) are left out: their
 * score is over a few items, not the case. Materialised once per query.
 */
const mine = (userId: string) => sql`mine as materialized (
  select id, scenario_id, overall_score, blind, completed_at,
         least(extract(epoch from (completed_at - started_at)) / 60.0, ${STUDY_MINUTES_CAP}) as minutes
  from practice_sessions
  where user_id = ${userId} and status = 'completed' and retry_of_session_id is null)`;

/** Per case: graded sessions, their score sum and the best score, ordered by case id (the database's collation). */
const perCase = sql`(select json_agg(json_build_array(scenario_id, graded, score_sum, best) order by scenario_id)
  from (select scenario_id, count(overall_score) as graded, coalesce(sum(overall_score), 0) as score_sum,
               max(overall_score) as best
        from mine group by scenario_id) c)`;

/** Study minutes and the average graded score over every completed session. */
const totals = sql`(select json_build_array(coalesce(sum(minutes), 0), avg(overall_score)) from mine)`;

/** Milliseconds since the epoch, truncated as the drivers truncate a timestamp into a Date. */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)`;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Count, average score and minutes of a period, and count and average of the one before it. */
const periodColumns = (p: PeriodBounds) => {
  const current = sql`completed_at >= ${at(p.start)} and completed_at < ${at(p.end)}`;
  const previous = sql`completed_at >= ${at(p.previousStart)} and completed_at < ${at(p.start)}`;
  return sql`count(*) filter (where ${current}), avg(overall_score) filter (where ${current}),
    coalesce(sum(minutes) filter (where ${current}), 0),
    count(*) filter (where ${previous}), avg(overall_score) filter (where ${previous})`;
};

export class DashboardService {
  private grouped: Catalogue | null = null;
  /** Groupings of the catalogue so far: each is numbered, for the keys of kept answers. */
  private groupings = 0;
  /**
   * Answers as JSON (with their compressed forms), each kept under a key that names everything it
   * was made from: the learner, their data version (learner_data_versions, raised by the database's
   * triggers on every change to their sessions, evaluations and 오답노트 marks, whoever writes them),
   * the catalogue's grouping and, for the summary, the Seoul day. A repeated call costs one small
   * query for the version; a change anywhere (another instance, another process) is a new version,
   * so nothing kept can be served stale. As the case list's kept answers (CaseLibrary.listAnswer).
   */
  private readonly answers = new EncodedAnswerCache(KEPT_ANSWER_BYTES);
  private readonly writeSummary = jsonWriter(dashboardAnswer);
  private readonly writeStats = jsonWriter(userStatsAnswer);
  /**
   * On PGlite (one process owns the database) the version is remembered while nothing has been
   * written since it was read, as the session lookup (AuthService) is; on PostgreSQL it is asked.
   */
  private readonly writes: (() => number) | undefined;
  private readonly versions = new Map<string, { writes: number; version: number }>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly library: CaseLibrary,
  ) {
    this.writes = writeCounter(db);
  }

  /** The learner's data version (0 before any of their data was written). */
  private async dataVersion(userId: string): Promise<number> {
    const writes = this.writes?.();
    const kept = writes === undefined ? undefined : this.versions.get(userId);
    if (kept && kept.writes === writes) return kept.version;
    const row = await this.query<{ version: number | string | null } | undefined>(
      sql`select version from learner_data_versions where user_id = ${userId}`,
    );
    const version = Number(row?.version ?? 0);
    if (writes !== undefined) {
      if (this.versions.size >= KEPT_VERSIONS) this.versions.clear();
      this.versions.set(userId, { writes, version });
    }
    return version;
  }

  /**
   * GET /dashboard/summary's answer as JSON, kept (see `answers`). The version and the figures are
   * read in two statements; the answer is kept under the version its own query read, so a change
   * between the two only makes the next call build it again.
   */
  async summaryAnswer(userId: string): Promise<EncodedAnswer> {
    const now = this.clock.now();
    const day = seoulPeriods(now).today.start.getTime();
    const [version, catalogue] = await Promise.all([this.dataVersion(userId), this.catalogue()]);
    const key = (v: number, grouping: number) => `summary ${userId} ${v} ${grouping} ${day}`;
    const kept = this.answers.find(key(version, catalogue.grouping));
    if (kept) return kept;
    const built = await this.buildSummary(userId, now, catalogue);
    return this.answers.get(key(built.version, built.grouping), () =>
      Buffer.from(this.writeSummary({ data: built.answer })),
    );
  }

  /** GET /users/me/stats's answer as JSON, kept as the summary's is (it does not depend on the day). */
  async userStatsAnswer(userId: string): Promise<EncodedAnswer> {
    const [version, catalogue] = await Promise.all([this.dataVersion(userId), this.catalogue()]);
    const key = (v: number, grouping: number) => `stats ${userId} ${v} ${grouping}`;
    const kept = this.answers.find(key(version, catalogue.grouping));
    if (kept) return kept;
    const built = await this.buildStats(userId, catalogue);
    return this.answers.get(key(built.version, built.grouping), () =>
      Buffer.from(this.writeStats({ data: built.answer })),
    );
  }

  /** How many answers and bytes are kept (for tests and diagnostics). */
  get keptAnswers() {
    return this.answers.size;
  }

  /** The summary as an object, made afresh (for callers inside the server and tests). */
  async summary(userId: string): Promise<DashboardSummary> {
    return (await this.buildSummary(userId, this.clock.now(), await this.catalogue())).answer;
  }

  /** The statistics as an object, made afresh. */
  async userStats(userId: string): Promise<UserStats> {
    return (await this.buildStats(userId, await this.catalogue())).answer;
  }

  /** The live library's presentations and cases, grouped again only when the library reloads. */
  private async catalogue(): Promise<Catalogue> {
    const source = await this.library.liveCatalogue();
    if (this.grouped?.source !== source) {
      this.groupings += 1;
      this.grouped = DashboardService.group(source, this.groupings);
    }
    return this.grouped;
  }

  private static group(source: readonly LiveCase[], grouping: number): Catalogue {
    // Systems in the order of their first case, and presentations within a system likewise.
    const systems = new Map<string, Map<string, Presentation>>();
    const byId = new Map<string, { name: string; presentation: Presentation }>();
    for (const { id, name, primaryCategory: primary, secondaryCategory: secondary } of source) {
      let system = systems.get(primary);
      if (!system) systems.set(primary, (system = new Map()));
      let presentation = system.get(secondary);
      if (!presentation) system.set(secondary, (presentation = { primary, secondary, totalCases: 0 }));
      presentation.totalCases += 1;
      byId.set(id, { name, presentation });
    }
    return {
      source,
      presentations: [...systems.values()].flatMap((s) => [...s.values()]),
      byId,
      grouping,
    };
  }

  /** The learner's figures per presentation of the live library, in library order. */
  private static byPresentation(catalogue: Catalogue, perCaseRows: CaseFigures[]): PresentationFigures[] {
    const figures = new Map<Presentation, PresentationFigures>(
      catalogue.presentations.map((p) => [
        p,
        { ...p, practisedCases: 0, attempts: 0, scoreSum: 0, avgScore: null },
      ]),
    );
    for (const [id, graded, scoreSum] of perCaseRows) {
      const live = catalogue.byId.get(id);
      if (!live) continue;
      const f = figures.get(live.presentation)!;
      f.practisedCases += 1;
      f.attempts += graded;
      f.scoreSum += scoreSum;
    }
    for (const f of figures.values()) f.avgScore = f.attempts ? f.scoreSum / f.attempts : null;
    return [...figures.values()];
  }

  /** Presentations grouped by system, in library order. */
  private static bySystem(presentations: PresentationFigures[]): Map<string, PresentationFigures[]> {
    const systems = new Map<string, PresentationFigures[]>();
    for (const p of presentations) {
      const rows = systems.get(p.primary);
      if (rows) rows.push(p);
      else systems.set(p.primary, [p]);
    }
    return systems;
  }

  private static sum(
    rows: PresentationFigures[],
    key: 'practisedCases' | 'totalCases' | 'attempts' | 'scoreSum',
  ) {
    return rows.reduce((n, r) => n + r[key], 0);
  }

  /**
   * The one row of an aggregate query. Both drivers (node-postgres and PGlite) answer `{ rows }`
   * and parse json columns; the database type is generic over them, hence the cast.
   */
  private async query<T>(query: SQL): Promise<T> {
    const { rows } = (await this.db.execute(query)) as unknown as { rows: T[] };
    return rows[0] as T;
  }

  /**
   * One aggregate query (its `cases` and `totals` columns as every answer has them, plus `extra`)
   * beside the library's catalogue, and the figures both answers share: the learner's cases still
   * in the library, the figures per presentation grouped by system, study minutes and the average.
   */
  private async learnerFigures<Extra>(userId: string, catalogue: Catalogue, extra: SQL) {
    const row = await this.query<
      {
        version: number | string | null;
        cases: CaseFigures[] | null;
        totals: [number, number | null];
      } & Extra
    >(
      sql`with ${mine(userId)} select (select version from learner_data_versions where user_id = ${userId}) as version,
            ${perCase} as cases, ${totals} as totals, ${extra}`,
    );
    const live = (row.cases ?? []).filter(([id]) => catalogue.byId.has(id));
    return {
      row,
      // Read in the same statement as the figures: the version they were made from.
      version: Number(row.version ?? 0),
      grouping: catalogue.grouping,
      catalogue,
      live,
      systems: DashboardService.bySystem(DashboardService.byPresentation(catalogue, live)),
      minutes: Math.round(Number(row.totals[0])),
      averageScore: round1(row.totals[1] === null ? null : Number(row.totals[1])),
    };
  }

  private async buildStats(userId: string, grouped: Catalogue) {
    const { row, version, grouping, catalogue, live, systems, minutes, averageScore } =
      await this.learnerFigures<{
        trend: [string, number, number][] | null;
      }>(
        userId,
        grouped,
        sql`(select json_agg(json_build_array(t.id, ${epochMs(sql`t.completed_at`)}, t.overall_score)
                           order by t.completed_at, t.id)
           from (select id, completed_at, overall_score from mine where overall_score is not null
                 order by completed_at desc, id desc limit ${TREND_POINTS}) t) as trend`,
      );
    const sum = DashboardService.sum;
    const answer: UserStats = {
      totalStudyMinutes: minutes,
      completedCases: { count: live.length, total: catalogue.byId.size },
      overallAverageScore: averageScore,
      performanceByCategory: [...systems].map(([category, rows]) => {
        const completed = sum(rows, 'practisedCases');
        const total = sum(rows, 'totalCases');
        const attempts = sum(rows, 'attempts');
        return {
          category,
          completedCount: completed,
          totalCount: total,
          completionRate: total ? round1((completed / total) * 100)! : 0,
          averageScore: attempts ? round1(sum(rows, 'scoreSum') / attempts) : null,
        };
      }),
      // Oldest first, as the chart draws it.
      scoreTrend: (row.trend ?? []).map(([id, ms, score]) => ({
        practiceSessionId: id,
        completedAt: new Date(Number(ms)).toISOString(),
        score,
      })),
    };
    return { answer, version, grouping };
  }

  private async buildSummary(userId: string, now: Date, grouped: Catalogue) {
    const periods = seoulPeriods(now);
    const earliest =
      periods.thisMonth.previousStart < periods.thisWeek.previousStart
        ? periods.thisMonth.previousStart
        : periods.thisWeek.previousStart;
    const { row, version, grouping, catalogue, live, systems, minutes, averageScore } =
      await this.learnerFigures<{
        periods: (number | string | null)[] | null;
        recent: [string, string, number, number | null, boolean][] | null;
        marked: string[] | null;
        weakest: string | null;
      }>(
        userId,
        grouped,
        sql`(select json_build_array(${periodColumns(periods.today)}, ${periodColumns(periods.thisWeek)},
                                   ${periodColumns(periods.thisMonth)})
           from mine where completed_at >= ${at(earliest)}) as periods,
          (select json_agg(json_build_array(r.id, c.name, ${epochMs(sql`r.completed_at`)}, r.overall_score, r.blind)
                           order by r.completed_at desc, r.id desc)
           from (select * from mine order by completed_at desc, id desc limit ${RECENT_CASES}) r
           join cases c on c.id = r.scenario_id) as recent,
          (select json_agg(scenario_id) from case_notes where user_id = ${userId} and has_note) as marked,
          (select s->>'section'
           from (select e.section_scores from evaluations e join practice_sessions p on p.id = e.session_id
                 where p.user_id = ${userId}
                 order by e.created_at desc, e.session_id desc limit ${SECTION_SESSIONS}) recent,
                jsonb_array_elements(recent.section_scores) s
           group by 1 order by avg((s->>'rate')::numeric), 1 limit 1) as weakest`,
      );
    const sum = DashboardService.sum;

    // Five figures a period (periodColumns), today's first; numeric ones may come as strings.
    const period = (name: PeriodName) => {
      const at = { today: 0, week: 5, month: 10 }[name];
      const figure = (i: number) => {
        const v = row.periods?.[at + i];
        return v === null || v === undefined ? null : Number(v);
      };
      const [n, min, prevN] = [figure(0) ?? 0, figure(2) ?? 0, figure(3) ?? 0];
      const avg = round1(figure(1));
      const prevAvg = round1(figure(4));
      return {
        completedCases: n,
        averageScore: avg,
        totalTime: Math.round(min),
        delta: {
          vsPrevPeriodScore: avg !== null && prevAvg !== null ? round1(avg - prevAvg) : null,
          vsPrevPeriodCases: n - prevN,
        },
      };
    };

    const statusOf = (p: PresentationFigures): 'ready' | 'ok' | 'weak' =>
      p.avgScore === null
        ? 'weak'
        : p.avgScore >= READY_SCORE
          ? 'ready'
          : p.avgScore >= OK_SCORE
            ? 'ok'
            : 'weak';

    const weakAreas = [...systems].map(([primary, rows]) => {
      const attempts = sum(rows, 'attempts');
      return {
        key: primary,
        primaryCategory: primary,
        avgScore: attempts ? round1(sum(rows, 'scoreSum') / attempts) : null,
        coverageNumerator: sum(rows, 'practisedCases'),
        coverageDenominator: sum(rows, 'totalCases'),
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

    // Cases of the live library the learner marked in the 오답노트 or never scored 70 on, lowest best
    // score first (never scored last), then by case id: the rows come ordered by id and the sort is stable.
    const marked = new Set(row.marked ?? []);
    const reminders = live
      .filter(([id, , , best]) => marked.has(id) || (best !== null && best < OK_SCORE))
      .sort(([, , , a], [, , , b]) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b))
      .slice(0, REMINDERS);

    const answer: DashboardSummary = {
      stats: [
        { id: 'completed_cases', label: '완료한 증례', value: live.length, unit: '개', icon: 'check' },
        { id: 'avg_score', label: '평균 점수', value: averageScore, unit: '점', icon: 'chart' },
        {
          id: 'total_time',
          label: '총 학습 시간',
          value: minutes,
          unit: '분',
          icon: 'clock',
        },
      ],
      learningPerformance: { today: period('today'), thisWeek: period('week'), thisMonth: period('month') },
      weakAreas: weakAreas.slice(0, TOP_WEAK_AREAS),
      recentCases: (row.recent ?? []).map(([id, title, ms, score, blind]) => ({
        practiceSessionId: id,
        title,
        date: new Date(Number(ms)).toISOString(),
        score,
        blind,
      })),
      incorrectNoteReminders: reminders.map(([id, , , best]) => {
        const live = catalogue.byId.get(id)!;
        return {
          scenarioId: id,
          title: live.name,
          primaryCategory: live.presentation.primary,
          secondaryCategory: live.presentation.secondary,
          reason:
            best !== null && best < OK_SCORE
              ? `최고 점수 ${best}점 — 70점 이상을 목표로 다시 풀어보세요.`
              : '오답노트에 표시한 증례예요. 다시 풀어보며 빠진 항목을 채워보세요.',
          bestScore: best,
        };
      }),
      readinessByArea: [...systems].map(([primary, rows]) => {
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
        text: (typeof row.weakest === 'string' && SECTION_TIPS[row.weakest]) || GENERAL_TIP,
      },
    };
    return { answer, version, grouping };
  }
}
