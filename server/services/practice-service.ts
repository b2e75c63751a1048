import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  CHAT_MAX_MESSAGES_PER_SESSION,
  type ChatMessage,
  type PracticeSession,
} from '../../contract/practice';
import type { Case } from '../../content/schema';
import {
  createPatientEngine,
  type ChatTurn,
  type PatientEngine,
  type PatientReply,
} from '../ai/patient/engine';
import type { Database } from '../db/client';
import {
  cases,
  chatMessages,
  practiceSessions,
  type ChatMessageRow,
  type PracticeSessionRow,
} from '../db/schema/cases';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { CaseLibrary } from './case-library';

const SESSION_NOT_FOUND = '실습 세션을 찾을 수 없습니다.';

function toSession(row: PracticeSessionRow, scenarioName: string, messageCount: number): PracticeSession {
  return {
    practiceSessionId: row.id,
    scenarioId: row.scenarioId,
    scenario: { scenarioId: row.scenarioId, name: scenarioName },
    selectedAiPersonalityId: row.personalityId,
    practiceMode: 'chat',
    status: row.status,
    practiceMemo: row.practiceMemo,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    messageCount,
  };
}

function toMessage(row: ChatMessageRow): ChatMessage {
  const at = row.createdAt.toISOString();
  return {
    chatLogId: row.id,
    id: row.id,
    sender: row.sender,
    content: row.content,
    createdAt: at,
    timestamp: at,
  };
}

/** A learner turn that has been stored and answered by the engine, waiting for its voice. */
export interface PreparedTurn {
  sessionId: string;
  userMessageId: string;
  caseData: Case;
  history: ChatTurn[];
  utterance: string;
  reply: PatientReply;
}

/**
 * Practice sessions: start or resume, the conversation, completion. Only the owner sees a
 * session (anyone else gets the same 404 as for a session that does not exist).
 */
export class PracticeService {
  private readonly engines = new Map<string, PatientEngine>();

  constructor(
    private readonly db: Database,
    private readonly library: CaseLibrary,
    private readonly clock: Clock,
    /** Completing a session queues its grading. */
    private readonly grading: { enqueue(sessionId: string): Promise<void>; nudge(): void },
  ) {}

  engineFor(c: Case): PatientEngine {
    let engine = this.engines.get(c.id);
    if (!engine) {
      if (this.engines.size > 200) this.engines.clear();
      engine = createPatientEngine(c);
      this.engines.set(c.id, engine);
    }
    return engine;
  }

  private async owned(userId: string, sessionId: string): Promise<PracticeSessionRow> {
    const [row] = await this.db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    return row;
  }

  private async describe(row: PracticeSessionRow): Promise<PracticeSession> {
    const [[named], [counted]] = await Promise.all([
      this.db.select({ name: cases.name }).from(cases).where(eq(cases.id, row.scenarioId)),
      this.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, row.id)),
    ]);
    return toSession(row, named?.name ?? row.scenarioId, Number(counted?.n ?? 0));
  }

  /** Resumes the learner's unfinished session of this case, or starts a new one. */
  async start(userId: string, input: { scenarioId: string; selectedAiPersonalityId: string }) {
    await this.library.get(userId, input.scenarioId);
    const [open] = await this.db
      .select()
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.scenarioId, input.scenarioId),
          eq(practiceSessions.status, 'active'),
          isNull(practiceSessions.mockExamId),
        ),
      )
      .orderBy(sql`${practiceSessions.startedAt} desc`)
      .limit(1);
    if (open) return { ...(await this.describe(open)), isResumed: true };
    const [created] = await this.db
      .insert(practiceSessions)
      .values({
        userId,
        scenarioId: input.scenarioId,
        personalityId: input.selectedAiPersonalityId,
        startedAt: this.clock.now(),
      })
      .returning();
    return { ...(await this.describe(created!)), isResumed: false };
  }

  /**
   * Starts or resumes the practice session of one case of a mock exam. An exam's sessions are
   * kept apart from free practice: they are resumed only through their exam.
   */
  async startForExam(userId: string, scenarioId: string, examId: string) {
    const [open] = await this.db
      .select()
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.scenarioId, scenarioId),
          eq(practiceSessions.mockExamId, examId),
        ),
      )
      .orderBy(sql`${practiceSessions.startedAt} desc`)
      .limit(1);
    if (open) return { session: open, isResumed: true };
    const [created] = await this.db
      .insert(practiceSessions)
      .values({ userId, scenarioId, mockExamId: examId, startedAt: this.clock.now() })
      .returning();
    return { session: created!, isResumed: false };
  }

  async get(userId: string, sessionId: string): Promise<PracticeSession> {
    return this.describe(await this.owned(userId, sessionId));
  }

  async messages(userId: string, sessionId: string): Promise<ChatMessage[]> {
    await this.owned(userId, sessionId);
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.seq))
      .limit(CHAT_MAX_MESSAGES_PER_SESSION + 2);
    return rows.map(toMessage);
  }

  /**
   * Stores the learner's message and lets the engine decide the reply. The session row is locked
   * so two messages sent at once get consecutive positions and see each other in order.
   */
  async prepareTurn(userId: string, sessionId: string, utterance: string): Promise<PreparedTurn> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
      if (locked.status !== 'active') {
        throw new AppError('CONFLICT', '이미 종료된 실습입니다. 새 실습을 시작해주세요.');
      }
      const rows = await tx
        .select({ seq: chatMessages.seq, sender: chatMessages.sender, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq));
      if (rows.length >= CHAT_MAX_MESSAGES_PER_SESSION) {
        throw new AppError('CONFLICT', '대화가 너무 길어졌습니다. 진료를 종료하고 채점을 받아보세요.');
      }
      const caseData = await this.library.fullCase(locked.scenarioId, tx);
      const history: ChatTurn[] = rows.map((r) => ({ sender: r.sender, content: r.content }));
      const reply = this.engineFor(caseData).reply(history, utterance);
      const [stored] = await tx
        .insert(chatMessages)
        .values({
          sessionId,
          seq: (rows.at(-1)?.seq ?? -1) + 1,
          sender: 'user',
          content: utterance,
          createdAt: this.clock.now(),
        })
        .returning({ id: chatMessages.id });
      return { sessionId, userMessageId: stored!.id, caseData, history, utterance, reply };
    });
  }

  /** Stores the patient's words once they were fully delivered, right after the latest message. */
  async finishTurn(turn: PreparedTurn, spoken: string): Promise<void> {
    await this.db.insert(chatMessages).values({
      sessionId: turn.sessionId,
      seq: sql`(select coalesce(max(${chatMessages.seq}), -1) + 1 from ${chatMessages} where ${chatMessages.sessionId} = ${turn.sessionId})`,
      sender: 'ai',
      content: spoken,
      createdAt: this.clock.now(),
    });
  }

  /**
   * A turn whose reply never reached the learner (connection lost, model failure) is taken back,
   * so the learner can send the same words again without the patient seeing them twice.
   */
  async abandonTurn(turn: PreparedTurn): Promise<void> {
    await this.db.delete(chatMessages).where(eq(chatMessages.id, turn.userMessageId));
  }

  /** Ends the session with the learner's memo and queues its grading. Completing again changes nothing. */
  async complete(userId: string, sessionId: string, practiceMemo: string): Promise<PracticeSession> {
    const session = await this.owned(userId, sessionId);
    if (session.status === 'completed') return this.describe(session);
    const [updated] = await this.db
      .update(practiceSessions)
      .set({ status: 'completed', completedAt: this.clock.now(), practiceMemo })
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'active')))
      .returning();
    await this.grading.enqueue(sessionId);
    this.grading.nudge();
    return this.describe(updated ?? (await this.owned(userId, sessionId)));
  }
}
