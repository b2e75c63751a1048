import { and, asc, eq } from 'drizzle-orm';
import type { Evaluation, FeedbackAnswer } from '../../contract/evaluation';
import type { Database } from '../db/client';
import { chatMessages, practiceSessions } from '../db/schema/practice';
import { evaluations } from '../db/schema/grading';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { CaseLibrary } from './case-library';
import { loadGrader } from './engine-modules';
import type { GradeOutcome, GradingQueue } from './grading-queue';

export type GradingMode = 'strict' | 'lenient';

/** Refines an embedded evaluation with a configured model; answers null to keep the embedded one. */
export type ModelGrader = (input: {
  evaluation: Omit<Evaluation, 'grader' | 'gradedAt'>;
  caseData: Awaited<ReturnType<CaseLibrary['fullCase']>>;
  messages: { id: string; sender: 'user' | 'ai'; content: string }[];
  /** A retry of missed items: judged and scored on these only, like the embedded grade. */
  focusItemIds?: readonly string[] | undefined;
}) => Promise<Omit<Evaluation, 'grader' | 'gradedAt'>>;

/**
 * Grades a completed session: the embedded checklist grader always runs; when a model is
 * configured it may refine the result, and any model failure falls back to the embedded result
 * with the reason recorded.
 */
export class GradingService {
  queue!: GradingQueue;

  constructor(
    private readonly db: Database,
    private readonly library: CaseLibrary,
    private readonly clock: Clock,
    private readonly mode: GradingMode,
    private readonly modelGrader: ModelGrader | undefined,
  ) {}

  async gradeSession(sessionId: string): Promise<GradeOutcome> {
    const [session] = await this.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    if (!session) throw new Error(`session ${sessionId} is gone`);
    const caseData = await this.library.fullCase(session.scenarioId);
    const rows = await this.db
      .select({ id: chatMessages.id, sender: chatMessages.sender, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.seq));
    const focusItemIds = session.focusItemIds ?? undefined;
    const { gradeEncounter, nearestTurns } = await loadGrader();
    const embedded = gradeEncounter({ caseData, messages: rows, mode: this.mode, focusItemIds });
    const gradedAt = this.clock.now().toISOString();
    const missed = embedded.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);
    const nearest = Object.fromEntries(nearestTurns({ caseData, messages: rows }, missed));
    // A retry of missed items goes to the model too: the embedded evaluation lists only those items,
    // so the model is asked about them alone and its verdicts are scored over them alone.
    if (this.modelGrader) {
      try {
        const refined = await this.modelGrader({
          evaluation: embedded,
          caseData,
          messages: rows,
          focusItemIds,
        });
        return {
          evaluation: { ...refined, grader: 'model', gradedAt },
          grader: 'model',
          fallbackReason: null,
          nearestTurns: nearest,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          evaluation: { ...embedded, grader: 'embedded', gradedAt },
          grader: 'embedded',
          fallbackReason: reason.slice(0, 300),
          nearestTurns: nearest,
        };
      }
    }
    return {
      evaluation: { ...embedded, grader: 'embedded', gradedAt },
      grader: 'embedded',
      fallbackReason: null,
      nearestTurns: nearest,
    };
  }

  /** The learner's view of a session's grading (spec 2 §7 GET /practice-sessions/{id}/feedback). */
  async feedback(userId: string, sessionId: string): Promise<FeedbackAnswer> {
    const [session] = await this.db
      .select({ id: practiceSessions.id, status: practiceSessions.status })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    if (!session) throw new AppError('SESSION_NOT_FOUND');
    const [result] = await this.db.select().from(evaluations).where(eq(evaluations.sessionId, sessionId));
    if (result) return { status: 'completed', data: result.result };
    if (session.status !== 'completed') {
      throw new AppError('SESSION_NOT_FINISHED');
    }
    const job = await this.queue.jobFor(sessionId);
    if (job?.status === 'failed') {
      return {
        status: 'failed',
        data: null,
        error: '채점에 실패했습니다. 잠시 후 다시 시도하거나 문의해주세요.',
      };
    }
    if (!job) {
      // A completed session without a job (e.g. completed before grading existed): queue it now.
      await this.queue.enqueue(sessionId);
      this.queue.nudge();
    }
    return { status: 'evaluating', data: null };
  }
}
