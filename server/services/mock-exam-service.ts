import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Evaluation } from '../../contract/evaluation';
import {
  RANDOM_EXAM_CASES,
  type CreateMockExamBody,
  type MockExamCase,
  type MockExamSession,
  type MockExamStatus,
} from '../../contract/mock-exams';
import type { Database } from '../db/client';
import { cases } from '../db/schema/cases';
import { mockExamCases, mockExams } from '../db/schema/mock-exams';
import { practiceSessions } from '../db/schema/practice';
import { evaluations, gradingJobs } from '../db/schema/grading';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { selectCustomCases, selectRandomExam, type Random } from './mock-exam-selection';
import type { PracticeService } from './practice-service';

/** Uniform in [0, 1) from the system's CSPRNG: exams must not be predictable. */
export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * Mock exams: created from a random draw or a custom scope, taken case by case (each case a
 * practice session tied to the exam), completed as a whole, graded by the same job queue as
 * free practice. The exam's status moves in-progress -> EVALUATING -> COMPLETED; it becomes
 * cancelled if a case's grading failed for good.
 */
export class MockExamService {
  constructor(
    private readonly db: Database,
    private readonly practice: PracticeService,
    private readonly clock: Clock,
    private readonly random: Random = cryptoRandom,
  ) {}

  private async catalogue() {
    return this.db
      .select({
        id: cases.id,
        name: cases.name,
        primaryCategory: cases.primaryCategory,
        secondaryCategory: cases.secondaryCategory,
      })
      .from(cases)
      .where(isNull(cases.retiredAt))
      .orderBy(asc(cases.sortOrder));
  }

  async categories() {
    const rows = await this.catalogue();
    const byPrimary = new Map<string, Map<string, { scenarioId: string; name: string }[]>>();
    for (const r of rows) {
      const middle = byPrimary.get(r.primaryCategory) ?? new Map();
      middle.set(r.secondaryCategory, [
        ...(middle.get(r.secondaryCategory) ?? []),
        { scenarioId: r.id, name: r.name },
      ]);
      byPrimary.set(r.primaryCategory, middle);
    }
    return [...byPrimary].map(([primaryCategory, middle]) => ({
      primaryCategory,
      middleCategories: [...middle].map(([name, scenarios]) => ({ name, scenarios })),
    }));
  }

  async create(userId: string, body: CreateMockExamBody): Promise<string> {
    const catalogue = await this.catalogue();
    const now = this.clock.now();
    let chosen: string[];
    let title: string;
    let customConfig = null;
    if (body.examType === 'random') {
      chosen = selectRandomExam(catalogue, RANDOM_EXAM_CASES, this.random);
      title = `랜덤 모의고사 (${chosen.length}증례)`;
    } else {
      customConfig = {
        caseCount: body.caseCount,
        selectedPrimaryCategories: body.selectedPrimaryCategories,
        selectedMiddleCategories: body.selectedMiddleCategories,
        // specifiedCases is the client's copy of the individual cases; either list may be sent.
        selectedIndividualCases: body.selectedIndividualCases.length
          ? body.selectedIndividualCases
          : body.specifiedCases,
      };
      chosen = selectCustomCases(catalogue, customConfig, this.random);
      title = `맞춤 모의고사 (${chosen.length}증례)`;
    }
    if (chosen.length === 0) throw new AppError('EXAM_SCOPE_EMPTY');
    return this.db.transaction(async (tx) => {
      const [exam] = await tx
        .insert(mockExams)
        .values({ userId, examType: body.examType, title, customConfig, startedAt: now })
        .returning({ id: mockExams.id });
      await tx
        .insert(mockExamCases)
        .values(chosen.map((scenarioId, i) => ({ examId: exam!.id, caseNumber: i + 1, scenarioId })));
      return exam!.id;
    });
  }

  private async owned(userId: string, examId: string) {
    const [exam] = await this.db
      .select()
      .from(mockExams)
      .where(and(eq(mockExams.id, examId), eq(mockExams.userId, userId)));
    if (!exam) throw new AppError('EXAM_NOT_FOUND');
    return exam;
  }

  private async caseRows(examId: string) {
    return this.db
      .select({
        caseNumber: mockExamCases.caseNumber,
        scenarioId: mockExamCases.scenarioId,
        practiceSessionId: mockExamCases.practiceSessionId,
        name: cases.name,
        primaryCategory: cases.primaryCategory,
        secondaryCategory: cases.secondaryCategory,
        doorCard: cases.doorCard,
        status: practiceSessions.status,
        completedAt: practiceSessions.completedAt,
        score: practiceSessions.overallScore,
        result: evaluations.result,
        jobStatus: gradingJobs.status,
      })
      .from(mockExamCases)
      .innerJoin(cases, eq(cases.id, mockExamCases.scenarioId))
      .leftJoin(practiceSessions, eq(practiceSessions.id, mockExamCases.practiceSessionId))
      .leftJoin(evaluations, eq(evaluations.sessionId, mockExamCases.practiceSessionId))
      .leftJoin(gradingJobs, eq(gradingJobs.sessionId, mockExamCases.practiceSessionId))
      .where(eq(mockExamCases.examId, examId))
      .orderBy(asc(mockExamCases.caseNumber));
  }

  /** Moves an exam that is being graded to COMPLETED (with its average) or cancelled, when it is time. */
  private async settle(
    exam: typeof mockExams.$inferSelect,
    rows: Awaited<ReturnType<MockExamService['caseRows']>>,
  ) {
    if (exam.status !== 'EVALUATING') return exam;
    let status: MockExamStatus | null = null;
    let overallScore: number | null = null;
    if (rows.some((r) => r.jobStatus === 'failed')) status = 'cancelled';
    else if (rows.every((r) => r.result)) {
      status = 'COMPLETED';
      overallScore = Math.round((rows.reduce((n, r) => n + (r.score ?? 0), 0) / rows.length) * 10);
    }
    if (!status) return exam;
    const [updated] = await this.db
      .update(mockExams)
      .set({ status, overallScore, completedAt: exam.completedAt ?? this.clock.now() })
      .where(and(eq(mockExams.id, exam.id), eq(mockExams.status, 'EVALUATING')))
      .returning();
    return updated ?? exam;
  }

  async get(userId: string, examId: string): Promise<MockExamSession> {
    const rows = await this.caseRows(examId);
    const exam = await this.settle(await this.owned(userId, examId), rows);
    return {
      mockExamSessionId: exam.id,
      examType: exam.examType,
      title: exam.title,
      status: exam.status,
      startTime: exam.startedAt.toISOString(),
      completedAt: exam.completedAt?.toISOString() ?? null,
      overallScore: exam.overallScore === null ? null : exam.overallScore / 10,
      customExamConfig: exam.customConfig ?? null,
      abandonedAt: exam.abandonedAt?.toISOString() ?? null,
      selectedScenariosDetails: rows.map((r): MockExamCase => ({
        caseNumber: r.caseNumber,
        scenarioId: r.scenarioId,
        name: r.name,
        primaryCategory: r.primaryCategory,
        secondaryCategory: r.secondaryCategory,
        age: r.doorCard.age,
        ageMonths: r.doorCard.ageMonths ?? null,
        sex: r.doorCard.sex,
        presentingComplaint: r.doorCard.presentingComplaint,
        practiceSessionId: r.practiceSessionId,
        completedAt: r.status === 'completed' ? (r.completedAt?.toISOString() ?? null) : null,
        score: r.score,
        feedback: (r.result as Evaluation | null) ?? null,
      })),
    };
  }

  /** The exam case addressed by its scenario id or its number (1-based). */
  private async examCase(examId: string, caseId: string) {
    const byNumber = /^\d+$/.test(caseId) ? Number(caseId) : null;
    const [row] = await this.db
      .select()
      .from(mockExamCases)
      .where(
        and(
          eq(mockExamCases.examId, examId),
          byNumber !== null ? eq(mockExamCases.caseNumber, byNumber) : eq(mockExamCases.scenarioId, caseId),
        ),
      );
    if (!row) throw new AppError('EXAM_CASE_NOT_FOUND');
    return row;
  }

  async startCase(userId: string, examId: string, caseId: string, deviceSessionId?: string) {
    const exam = await this.owned(userId, examId);
    if (exam.abandonedAt) throw new AppError('EXAM_ABANDONED');
    if (exam.status !== 'in-progress') throw new AppError('EXAM_ENDED');
    const examCase = await this.examCase(examId, caseId);
    const { session, isResumed } = await this.practice.startForExam(
      userId,
      examCase.scenarioId,
      examId,
      deviceSessionId,
    );
    if (examCase.practiceSessionId !== session.id) {
      await this.db
        .update(mockExamCases)
        .set({ practiceSessionId: session.id })
        .where(and(eq(mockExamCases.examId, examId), eq(mockExamCases.caseNumber, examCase.caseNumber)));
    }
    const [named] = await this.db
      .select({ name: cases.name })
      .from(cases)
      .where(eq(cases.id, examCase.scenarioId));
    return {
      practiceSessionId: session.id,
      scenarioId: examCase.scenarioId,
      scenarioName: named?.name ?? examCase.scenarioId,
      caseNumber: examCase.caseNumber,
      isResumed,
    };
  }

  async completeCase(userId: string, examId: string, caseId: string, practiceMemo: string) {
    const exam = await this.owned(userId, examId);
    if (exam.abandonedAt) throw new AppError('EXAM_ABANDONED');
    const examCase = await this.examCase(examId, caseId);
    const sessionId =
      examCase.practiceSessionId ?? (await this.startCase(userId, examId, caseId)).practiceSessionId;
    await this.practice.complete(userId, sessionId, practiceMemo);
    return { practiceSessionId: sessionId, caseNumber: examCase.caseNumber };
  }

  /**
   * Ends the exam: cases never opened are completed empty (they score what an empty encounter
   * scores), every case is queued for grading, and the exam waits for the results. Asking again
   * while grading runs answers 400, as the spec's client expects.
   */
  async complete(userId: string, examId: string): Promise<MockExamStatus> {
    const exam = await this.owned(userId, examId);
    if (exam.status === 'EVALUATING') {
      const settled = await this.settle(exam, await this.caseRows(examId));
      if (settled.status === 'EVALUATING') throw new AppError('EXAM_STILL_GRADING');
      return settled.status;
    }
    if (exam.status !== 'in-progress') return exam.status;
    const rows = await this.caseRows(examId);
    for (const row of rows) {
      if (row.status !== 'completed') await this.completeCase(userId, examId, String(row.caseNumber), '');
    }
    await this.db
      .update(mockExams)
      .set({ status: 'EVALUATING', completedAt: this.clock.now() })
      .where(and(eq(mockExams.id, examId), eq(mockExams.status, 'in-progress')));
    const settled = await this.settle({ ...exam, status: 'EVALUATING' }, await this.caseRows(examId));
    return settled.status;
  }

  /**
   * The learner's exams still being taken (issue 23), newest first, at most `limit`: each with how
   * many cases the server has seen ended and the first case still open, so any device can resume.
   */
  async unfinished(userId: string, limit: number) {
    const where = and(eq(mockExams.userId, userId), eq(mockExams.status, 'in-progress'));
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(mockExams).where(where);
    const ended = sql`${practiceSessions.status} = 'completed'`;
    const rows = await this.db
      .select({
        id: mockExams.id,
        examType: mockExams.examType,
        title: mockExams.title,
        startedAt: mockExams.startedAt,
        totalCases: sql<number>`count(*)::int`,
        completedCases: sql<number>`(count(*) filter (where ${ended}))::int`,
        firstOpen: sql<
          number | null
        >`min(${mockExamCases.caseNumber}) filter (where not coalesce(${ended}, false))`,
        lastCase: sql<number>`max(${mockExamCases.caseNumber})`,
      })
      .from(mockExams)
      .innerJoin(mockExamCases, eq(mockExamCases.examId, mockExams.id))
      .leftJoin(practiceSessions, eq(practiceSessions.id, mockExamCases.practiceSessionId))
      .where(where)
      .groupBy(mockExams.id)
      .orderBy(desc(mockExams.startedAt), desc(mockExams.id))
      .limit(limit);
    return {
      total: Number(total),
      data: rows.map((r) => ({
        mockExamSessionId: r.id,
        examType: r.examType,
        title: r.title,
        startTime: r.startedAt.toISOString(),
        completedCases: Number(r.completedCases),
        totalCases: Number(r.totalCases),
        nextCaseNumber: Number(r.firstOpen ?? r.lastCase),
      })),
    };
  }

  /**
   * The learner gives the exam up: it is kept, marked cancelled with the time, leaves the
   * unfinished list and can no longer be continued. Asking again answers the same (an outbox
   * resend); an exam already submitted (grading or graded) cannot be given up.
   */
  async abandon(
    userId: string,
    examId: string,
  ): Promise<{ mockExamSessionId: string; status: 'cancelled'; abandonedAt: string }> {
    const exam = await this.owned(userId, examId);
    const answer = (abandonedAt: Date) => ({
      mockExamSessionId: exam.id,
      status: 'cancelled' as const,
      abandonedAt: abandonedAt.toISOString(),
    });
    if (exam.abandonedAt) return answer(exam.abandonedAt);
    if (exam.status === 'EVALUATING' || exam.status === 'COMPLETED') throw new AppError('EXAM_SUBMITTED');
    if (exam.status !== 'in-progress') throw new AppError('EXAM_ENDED');
    const [updated] = await this.db
      .update(mockExams)
      .set({ status: 'cancelled', abandonedAt: this.clock.now() })
      .where(and(eq(mockExams.id, examId), eq(mockExams.status, 'in-progress')))
      .returning({ abandonedAt: mockExams.abandonedAt });
    // Submitted (or given up) by another request in between: answer as that one left it.
    if (!updated?.abandonedAt) return this.abandon(userId, examId);
    return answer(updated.abandonedAt);
  }

  async progress(userId: string, examId: string): Promise<{ completed: number; total: number }> {
    await this.owned(userId, examId);
    const rows = await this.caseRows(examId);
    return { completed: rows.filter((r) => r.result).length, total: rows.length };
  }

  async caseList(userId: string, examId: string) {
    return (await this.get(userId, examId)).selectedScenariosDetails.map(
      ({ feedback: _feedback, ...row }) => row,
    );
  }

  /** Mock exams for the learning history (newest first), each with its average score. */
  async historyItems(userId: string, range: { from?: Date; to?: Date }, take: number) {
    const where = and(
      eq(mockExams.userId, userId),
      inArray(mockExams.status, ['EVALUATING', 'COMPLETED']),
      range.from ? sql`${mockExams.completedAt} >= ${range.from}` : undefined,
      range.to ? sql`${mockExams.completedAt} < ${range.to}` : undefined,
    );
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(mockExams).where(where);
    const rows = await this.db
      .select()
      .from(mockExams)
      .where(where)
      .orderBy(desc(mockExams.completedAt))
      .limit(take);
    return { total: Number(total), rows };
  }
}
