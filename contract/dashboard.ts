import { z } from 'zod';

/** Statistics and the dashboard (spec 1 §2, §3; spec 2 §7 Dashboard and Users: GET users/stats, GET dashboard). */
export const categoryPerformance = z.object({
  category: z.string(),
  completedCount: z.number().int(),
  totalCount: z.number().int(),
  completionRate: z.number(),
  averageScore: z.number().nullable(),
});
export const userStats = z.object({
  totalStudyMinutes: z.number().int(),
  completedCases: z.object({ count: z.number().int(), total: z.number().int() }),
  overallAverageScore: z.number().nullable(),
  performanceByCategory: z.array(categoryPerformance),
  /** Graded scores over time, oldest first (at most the last 50), for the trend chart. */
  scoreTrend: z.array(
    z.object({ practiceSessionId: z.string(), completedAt: z.string(), score: z.number().int() }),
  ),
});
export type UserStats = z.infer<typeof userStats>;
export const userStatsAnswer = z.object({ data: userStats });

const periodPerformance = z.object({
  completedCases: z.number().int(),
  averageScore: z.number().nullable(),
  totalTime: z.number().int(),
  delta: z.object({ vsPrevPeriodScore: z.number().nullable(), vsPrevPeriodCases: z.number().int() }),
});
export const readinessStatus = z.enum(['ready', 'ok', 'weak']);
export const dashboardSummary = z.object({
  stats: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      value: z.number().nullable(),
      unit: z.string(),
      icon: z.string(),
    }),
  ),
  learningPerformance: z.object({
    today: periodPerformance,
    thisWeek: periodPerformance,
    thisMonth: periodPerformance,
  }),
  weakAreas: z.array(
    z.object({
      key: z.string(),
      primaryCategory: z.string(),
      avgScore: z.number().nullable(),
      coverageNumerator: z.number().int(),
      coverageDenominator: z.number().int(),
      attempts: z.number().int(),
    }),
  ),
  recentCases: z.array(
    z.object({
      practiceSessionId: z.string(),
      title: z.string(),
      date: z.string(),
      score: z.number().int().nullable(),
      /** A blind practice (issue 24): its diagnosis stays hidden until it is graded. */
      blind: z.boolean().optional(),
    }),
  ),
  incorrectNoteReminders: z.array(
    z.object({
      scenarioId: z.string(),
      title: z.string(),
      primaryCategory: z.string(),
      secondaryCategory: z.string(),
      reason: z.string(),
      bestScore: z.number().int().nullable(),
    }),
  ),
  readinessByArea: z.array(
    z.object({
      primary: z.string(),
      weakRate: z.number(),
      counts: z.object({ ready: z.number().int(), ok: z.number().int(), weak: z.number().int() }),
      secondaries: z.array(
        z.object({
          name: z.string(),
          status: readinessStatus,
          avgScore: z.number().nullable(),
          attempts: z.number().int(),
        }),
      ),
    }),
  ),
  learningTip: z.object({ text: z.string() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
export const dashboardAnswer = z.object({ data: dashboardSummary });
