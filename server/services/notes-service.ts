import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Evaluation } from '../../contract/evaluation';
import {
  SESSIONS_PER_SCENARIO_LIMIT,
  type HistoryItem,
  type HistoryQuery,
  type NoteDetail,
  type PracticedScenario,
} from '../../contract/notes';
import type { Database } from '../db/client';
import { bookmarks, cases } from '../db/schema/cases';
import { caseNotes } from '../db/schema/notes';
import { chatMessages, practiceSessions } from '../db/schema/practice';
import { evaluations } from '../db/schema/grading';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { seoulDayEnd, seoulDayStart } from '../lib/seoul-time';
import type { MockExamService } from './mock-exam-service';

/**
 * The learner's notes: practised cases with their sessions (the 오답노트), bookmarks, the note
 * flag and memo per case, and the learning history.
 */
export class NotesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Finished mock exams for the history. */
    private readonly exams: Pick<MockExamService, 'historyItems'>,
  ) {}

  /** Every case the learner completed at least once, with its sessions newest first. */
  async practicedScenarios(userId: string, onlyScenarioId?: string): Promise<PracticedScenario[]> {
    const rows = await this.db
      .select({
        sessionId: practiceSessions.id,
        scenarioId: practiceSessions.scenarioId,
        score: practiceSessions.overallScore,
        completedAt: practiceSessions.completedAt,
        name: cases.name,
        primaryCategory: cases.primaryCategory,
        secondaryCategory: cases.secondaryCategory,
        hasNote: sql<boolean>`coalesce(${caseNotes.hasNote}, false)`,
        userMemo: sql<string>`coalesce(${caseNotes.userMemo}, '')`,
      })
      .from(practiceSessions)
      .innerJoin(cases, eq(cases.id, practiceSessions.scenarioId))
      .leftJoin(
        caseNotes,
        and(eq(caseNotes.userId, userId), eq(caseNotes.scenarioId, practiceSessions.scenarioId)),
      )
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.status, 'completed'),
          // A retry of missed items is listed in the history, not among the case's sessions here.
          isNull(practiceSessions.retryOfSessionId),
          onlyScenarioId ? eq(practiceSessions.scenarioId, onlyScenarioId) : undefined,
        ),
      )
      .orderBy(desc(practiceSessions.completedAt));
    const byScenario = new Map<string, PracticedScenario>();
    for (const row of rows) {
      let entry = byScenario.get(row.scenarioId);
      if (!entry) {
        entry = {
          scenarioId: row.scenarioId,
          name: row.name,
          primaryCategory: row.primaryCategory,
          secondaryCategory: row.secondaryCategory,
          hasNote: Boolean(row.hasNote),
          userMemo: row.userMemo,
          sessions: [],
        };
        byScenario.set(row.scenarioId, entry);
      }
      if (entry.sessions.length < SESSIONS_PER_SCENARIO_LIMIT) {
        entry.sessions.push({
          practiceSessionId: row.sessionId,
          score: row.score,
          completedAt: row.completedAt!.toISOString(),
        });
      }
    }
    return [...byScenario.values()];
  }

  async incorrectNote(userId: string, scenarioId: string): Promise<PracticedScenario> {
    const [entry] = await this.practicedScenarios(userId, scenarioId);
    if (!entry) throw new AppError('CASE_NOT_PRACTISED');
    return entry;
  }

  async noteDetail(userId: string, scenarioId: string, practiceSessionId?: string): Promise<NoteDetail> {
    const [session] = await this.db
      .select()
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.scenarioId, scenarioId),
          eq(practiceSessions.status, 'completed'),
          practiceSessionId ? eq(practiceSessions.id, practiceSessionId) : undefined,
        ),
      )
      .orderBy(desc(practiceSessions.completedAt))
      .limit(1);
    if (!session) throw new AppError(practiceSessionId ? 'SESSION_NOT_FOUND' : 'CASE_NOT_PRACTISED');
    const [[named], messages, [graded], [note]] = await Promise.all([
      this.db.select({ name: cases.name }).from(cases).where(eq(cases.id, scenarioId)),
      this.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, session.id))
        .orderBy(asc(chatMessages.seq)),
      this.db
        .select({ result: evaluations.result })
        .from(evaluations)
        .where(eq(evaluations.sessionId, session.id)),
      this.db
        .select()
        .from(caseNotes)
        .where(and(eq(caseNotes.userId, userId), eq(caseNotes.scenarioId, scenarioId))),
    ]);
    return {
      scenarioId,
      name: named?.name ?? scenarioId,
      practiceSessionId: session.id,
      completedAt: session.completedAt?.toISOString() ?? null,
      chatHistory: messages.map((m) => ({
        id: m.id,
        sender: m.sender,
        message: m.content,
        createdAt: m.createdAt.toISOString(),
      })),
      evaluation: (graded?.result as Evaluation | undefined) ?? null,
      practiceMemo: session.practiceMemo ?? '',
      userMemo: note?.userMemo ?? '',
      hasNote: note?.hasNote ?? false,
    };
  }

  /** Sets the note flag or memo of a practised case (either may be omitted). */
  async saveNote(userId: string, scenarioId: string, change: { hasNote?: boolean; userMemo?: string }) {
    await this.incorrectNote(userId, scenarioId);
    const now = this.clock.now();
    const [row] = await this.db
      .insert(caseNotes)
      .values({
        userId,
        scenarioId,
        hasNote: change.hasNote ?? false,
        userMemo: change.userMemo ?? '',
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [caseNotes.userId, caseNotes.scenarioId],
        set: {
          ...(change.hasNote !== undefined ? { hasNote: change.hasNote } : {}),
          ...(change.userMemo !== undefined ? { userMemo: change.userMemo } : {}),
          updatedAt: now,
        },
      })
      .returning();
    return { scenarioId, hasNote: row!.hasNote, userMemo: row!.userMemo };
  }

  async bookmarks(userId: string) {
    const rows = await this.db
      .select({
        scenarioId: cases.id,
        name: cases.name,
        primaryCategory: cases.primaryCategory,
        secondaryCategory: cases.secondaryCategory,
        doorCard: cases.doorCard,
        bookmarkedAt: bookmarks.createdAt,
      })
      .from(bookmarks)
      .innerJoin(cases, eq(cases.id, bookmarks.scenarioId))
      .where(and(eq(bookmarks.userId, userId), isNull(cases.retiredAt)))
      .orderBy(desc(bookmarks.createdAt));
    return rows.map((r) => ({
      scenarioId: r.scenarioId,
      name: r.name,
      primaryCategory: r.primaryCategory,
      secondaryCategory: r.secondaryCategory,
      age: r.doorCard.age,
      ageMonths: r.doorCard.ageMonths ?? null,
      sex: r.doorCard.sex,
      presentingComplaint: r.doorCard.presentingComplaint,
      bookmarkedAt: r.bookmarkedAt.toISOString(),
    }));
  }

  /**
   * Learning history: completed case practice (sessions of a mock exam are listed under their
   * exam instead) and finished mock exams with their average, newest first, filtered by type and
   * by Korean calendar dates. Both sides are read up to the requested page and merged.
   */
  async history(userId: string, query: HistoryQuery) {
    const from = query.startDate ? seoulDayStart(query.startDate) : undefined;
    const to = query.endDate ? seoulDayEnd(query.endDate) : undefined;
    const take = query.page * query.limit;
    const practice =
      query.type === 'mock' ? { total: 0, items: [] } : await this.practiceHistory(userId, from, to, take);
    const exams =
      query.type === 'case'
        ? { total: 0, rows: [] }
        : await this.exams.historyItems(userId, { from, to }, take);
    const examItems: HistoryItem[] = exams.rows.map((e) => {
      const when = (e.completedAt ?? e.startedAt).toISOString();
      const average = e.overallScore === null ? null : e.overallScore / 10;
      return {
        id: e.id,
        type: '모의고사',
        name: e.title,
        scenarioName: null,
        scenarioId: null,
        examType: e.examType,
        completedAt: when,
        examDate: when,
        score: average === null ? null : Math.round(average),
        averageScore: average,
      };
    });
    const merged = [...practice.items, ...examItems].sort((a, b) =>
      b.completedAt.localeCompare(a.completedAt),
    );
    const total = practice.total + exams.total;
    return {
      data: merged.slice((query.page - 1) * query.limit, take),
      pagination: {
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        totalItems: total,
        itemsPerPage: query.limit,
      },
    };
  }

  private async practiceHistory(userId: string, from: Date | undefined, to: Date | undefined, take: number) {
    const where = and(
      eq(practiceSessions.userId, userId),
      eq(practiceSessions.status, 'completed'),
      isNull(practiceSessions.mockExamId),
      isNotNull(practiceSessions.completedAt),
      from ? sql`${practiceSessions.completedAt} >= ${from}` : undefined,
      to ? sql`${practiceSessions.completedAt} < ${to}` : undefined,
    );
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(practiceSessions)
      .where(where);
    const rows = await this.db
      .select({
        id: practiceSessions.id,
        scenarioId: practiceSessions.scenarioId,
        name: cases.name,
        completedAt: practiceSessions.completedAt,
        score: practiceSessions.overallScore,
        retryOf: practiceSessions.retryOfSessionId,
        blind: practiceSessions.blind,
      })
      .from(practiceSessions)
      .innerJoin(cases, eq(cases.id, practiceSessions.scenarioId))
      .where(where)
      .orderBy(desc(practiceSessions.completedAt))
      .limit(take);
    const items: HistoryItem[] = rows.map((r) => ({
      id: r.id,
      type: r.retryOf ? '놓친 항목 연습' : '증례 실습',
      name: r.name,
      scenarioName: r.name,
      scenarioId: r.scenarioId,
      examType: null,
      completedAt: r.completedAt!.toISOString(),
      examDate: r.completedAt!.toISOString(),
      score: r.score,
      averageScore: r.score,
      blind: r.blind,
    }));
    return { total, items };
  }

  /** Scenario ids among the given ones that the learner has practised (for reminders). */
  async practisedIds(userId: string, scenarioIds: string[]): Promise<Set<string>> {
    if (scenarioIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ id: practiceSessions.scenarioId })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), inArray(practiceSessions.scenarioId, scenarioIds)));
    return new Set(rows.map((r) => r.id));
  }
}
