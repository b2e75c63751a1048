import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  CHAT_MAX_MESSAGES_PER_SESSION,
  type ChatMessage,
  type PracticeSession,
  type RetryFocus,
} from '../../contract/practice';
import { caseChecklist } from '../../content/case-checklist';
import { evaluations } from '../db/schema/grading';
import type { Case } from '../../content/schema';
import type { ChatTurn, PatientEngine, PatientReply } from '../../engine/patient/engine';
import type { Database } from '../db/client';
import { cases } from '../db/schema/cases';
import { mockExams } from '../db/schema/mock-exams';
import {
  chatMessages,
  practiceSessions,
  type ChatMessageRow,
  type PracticeSessionRow,
} from '../db/schema/practice';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { CaseLibrary } from './case-library';
import { SERVER_ENGINE_SEED } from './encounter-packs';
import { loadPatientEngine } from './engine-modules';

function toSession(
  row: PracticeSessionRow,
  scenarioName: string,
  messageCount: number,
  retry: RetryFocus | null,
): PracticeSession {
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
    retry,
    blind: row.blind,
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
  /** Position of the learner's message: the reply belongs right after it. */
  userSeq: number;
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

  /** The case's patient engine (the engine's module loaded on first use, server/services/engine-modules.ts). */
  async engineFor(c: Case): Promise<PatientEngine> {
    let engine = this.engines.get(c.id);
    if (!engine) {
      const { createPatientEngine } = await loadPatientEngine();
      engine = this.engines.get(c.id);
      if (engine) return engine;
      if (this.engines.size > 200) this.engines.clear();
      engine = createPatientEngine(c, { seed: SERVER_ENGINE_SEED });
      this.engines.set(c.id, engine);
    }
    return engine;
  }

  private async owned(userId: string, sessionId: string): Promise<PracticeSessionRow> {
    const [row] = await this.db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    if (!row) throw new AppError('SESSION_NOT_FOUND');
    return row;
  }

  private async describe(row: PracticeSessionRow): Promise<PracticeSession> {
    const [[named], [counted]] = await Promise.all([
      this.db.select({ name: cases.name }).from(cases).where(eq(cases.id, row.scenarioId)),
      this.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, row.id)),
    ]);
    return toSession(row, named?.name ?? row.scenarioId, Number(counted?.n ?? 0), await this.retryOf(row));
  }

  /** A retry's missed items with their wording in the case's checklist (ids it no longer has are left out). */
  private async retryOf(row: PracticeSessionRow): Promise<RetryFocus | null> {
    if (!row.retryOfSessionId || !row.focusItemIds) return null;
    const focus = new Set(row.focusItemIds);
    const checklist = caseChecklist(await this.library.fullCase(row.scenarioId));
    return {
      retryOfSessionId: row.retryOfSessionId,
      items: checklist
        .filter((item) => focus.has(item.id))
        .map((item) => ({ itemId: item.id, section: item.section, itemText: item.text })),
    };
  }

  /**
   * The missed items of the learner's graded session `sourceId` of this case, which a retry is
   * scored on. Not the learner's, another case's or not a session → not found; not graded yet →
   * RETRY_NOT_GRADED; nothing missed → RETRY_NOTHING_MISSED.
   */
  private async missedItems(userId: string, scenarioId: string, sourceId: string): Promise<string[]> {
    const [source] = await this.db
      .select({ scenarioId: practiceSessions.scenarioId, result: evaluations.result })
      .from(practiceSessions)
      .leftJoin(evaluations, eq(evaluations.sessionId, practiceSessions.id))
      .where(and(eq(practiceSessions.id, sourceId), eq(practiceSessions.userId, userId)));
    if (!source || source.scenarioId !== scenarioId) throw new AppError('SESSION_NOT_FOUND');
    if (!source.result) throw new AppError('RETRY_NOT_GRADED');
    const missed = source.result.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);
    if (missed.length === 0) throw new AppError('RETRY_NOTHING_MISSED');
    return missed;
  }

  /**
   * Resumes the learner's unfinished session of this case, or starts a new one. A retry of missed
   * items (`retryOfSessionId`) resumes only an unfinished retry of the same session, and an
   * ordinary start never resumes a retry.
   */
  async start(
    userId: string,
    input: {
      scenarioId: string;
      selectedAiPersonalityId: string;
      practiceSessionId?: string | undefined;
      retryOfSessionId?: string | undefined;
      /** A blind practice (issue 24): the session hides its diagnosis on every device until graded. */
      blind?: boolean | undefined;
    },
  ) {
    await this.library.get(userId, input.scenarioId);
    const retry = input.retryOfSessionId
      ? {
          retryOfSessionId: input.retryOfSessionId,
          focusItemIds: await this.missedItems(userId, input.scenarioId, input.retryOfSessionId),
        }
      : { retryOfSessionId: null, focusItemIds: null };
    const blind = input.blind === true;
    if (input.practiceSessionId)
      return this.startWithDeviceId(userId, { ...input, id: input.practiceSessionId, blind }, retry);
    const [open] = await this.db
      .select()
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.scenarioId, input.scenarioId),
          eq(practiceSessions.status, 'active'),
          isNull(practiceSessions.mockExamId),
          retry.retryOfSessionId
            ? eq(practiceSessions.retryOfSessionId, retry.retryOfSessionId)
            : isNull(practiceSessions.retryOfSessionId),
        ),
      )
      .orderBy(sql`${practiceSessions.startedAt} desc`)
      .limit(1);
    if (open) {
      // A blind start that finds the case's unfinished session carries on with it blind.
      const resumed = blind && !open.blind ? await this.markBlind(open) : open;
      return { ...(await this.describe(resumed)), isResumed: true };
    }
    const [created] = await this.db
      .insert(practiceSessions)
      .values({
        userId,
        scenarioId: input.scenarioId,
        personalityId: input.selectedAiPersonalityId,
        startedAt: this.clock.now(),
        blind,
        ...retry,
      })
      .returning();
    return { ...(await this.describe(created!)), isResumed: false };
  }

  /**
   * A session the device started offline, with the id it made: created with that id, or answered
   * as it is when it exists already (the start sent again). An id that is another learner's, or
   * another case's, is refused like a session that does not exist.
   */
  private async markBlind(row: PracticeSessionRow): Promise<PracticeSessionRow> {
    const [updated] = await this.db
      .update(practiceSessions)
      .set({ blind: true })
      .where(eq(practiceSessions.id, row.id))
      .returning();
    return updated ?? row;
  }

  private async startWithDeviceId(
    userId: string,
    input: { scenarioId: string; selectedAiPersonalityId: string; id: string; blind: boolean },
    retry: { retryOfSessionId: string | null; focusItemIds: string[] | null },
  ) {
    const existing = async () => {
      const [row] = await this.db.select().from(practiceSessions).where(eq(practiceSessions.id, input.id));
      if (!row) return null;
      if (row.userId !== userId || row.scenarioId !== input.scenarioId) {
        throw new AppError('SESSION_NOT_FOUND');
      }
      return { ...(await this.describe(row)), isResumed: true };
    };
    const before = await existing();
    if (before) return before;
    const [created] = await this.db
      .insert(practiceSessions)
      .values({
        id: input.id,
        userId,
        scenarioId: input.scenarioId,
        personalityId: input.selectedAiPersonalityId,
        startedAt: this.clock.now(),
        blind: input.blind,
        ...retry,
      })
      .onConflictDoNothing({ target: practiceSessions.id })
      .returning();
    if (!created) return (await existing())!;
    return { ...(await this.describe(created)), isResumed: false };
  }

  /**
   * Starts or resumes the practice session of one case of a mock exam. An exam's sessions are
   * kept apart from free practice: they are resumed only through their exam. A case started
   * offline brings the id the device made (`deviceSessionId`): the session is created with it, and
   * a start sent again answers the same session; an id that is someone else's is not found.
   */
  async startForExam(userId: string, scenarioId: string, examId: string, deviceSessionId?: string) {
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
      .values({
        ...(deviceSessionId ? { id: deviceSessionId } : {}),
        userId,
        scenarioId,
        mockExamId: examId,
        startedAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: practiceSessions.id })
      .returning();
    if (created) return { session: created, isResumed: false };
    // The device's id is taken, and not by this exam case of this learner.
    throw new AppError('SESSION_NOT_FOUND');
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
  async prepareTurn(
    userId: string,
    sessionId: string,
    utterance: string,
    messageId?: string,
  ): Promise<PreparedTurn> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
        .for('update');
      if (!locked) throw new AppError('SESSION_NOT_FOUND');
      if (locked.status !== 'active') {
        throw new AppError('SESSION_ENDED');
      }
      // A case of a mock exam the learner gave up cannot be talked on (its other calls refuse too).
      if (locked.mockExamId) {
        const [exam] = await tx
          .select({ abandonedAt: mockExams.abandonedAt })
          .from(mockExams)
          .where(eq(mockExams.id, locked.mockExamId));
        if (exam?.abandonedAt) throw new AppError('EXAM_ABANDONED');
      }
      if (messageId && (await this.storedMessage(tx, messageId))) {
        throw new AppError('MESSAGE_ALREADY_SENT');
      }
      const rows = await tx
        .select({ seq: chatMessages.seq, sender: chatMessages.sender, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq));
      if (rows.length >= CHAT_MAX_MESSAGES_PER_SESSION) {
        throw new AppError('CONVERSATION_TOO_LONG');
      }
      const caseData = await this.library.fullCase(locked.scenarioId, tx);
      const history: ChatTurn[] = rows.map((r) => ({ sender: r.sender, content: r.content }));
      const reply = (await this.engineFor(caseData)).reply(history, utterance);
      const userSeq = (rows.at(-1)?.seq ?? -1) + 1;
      const [stored] = await tx
        .insert(chatMessages)
        .values({
          ...(messageId ? { id: messageId } : {}),
          sessionId,
          seq: userSeq,
          sender: 'user',
          content: utterance,
          createdAt: this.clock.now(),
        })
        .returning({ id: chatMessages.id });
      return { sessionId, userMessageId: stored!.id, userSeq, caseData, history, utterance, reply };
    });
  }

  private async storedMessage(tx: Pick<Database, 'select'>, messageId: string) {
    const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    return row ?? null;
  }

  /** Whether anything was stored after the learner's message (the device answered it meanwhile). */
  private async answered(tx: Pick<Database, 'select'>, sessionId: string, userSeq: number) {
    const [next] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), sql`${chatMessages.seq} > ${userSeq}`))
      .limit(1);
    return Boolean(next);
  }

  private lockSession(tx: Pick<Database, 'select'>, sessionId: string) {
    return tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId))
      .for('update');
  }

  /**
   * Stores the patient's words once they were fully delivered, right after the learner's message.
   * Nothing is stored when the turn was answered meanwhile through the device path (the learner's
   * device gave up waiting and sent the same message as a device turn), or taken back.
   */
  async finishTurn(turn: PreparedTurn, spoken: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockSession(tx, turn.sessionId);
      const own = await this.storedMessage(tx, turn.userMessageId);
      if (!own || (await this.answered(tx, turn.sessionId, turn.userSeq))) return;
      await tx.insert(chatMessages).values({
        sessionId: turn.sessionId,
        seq: turn.userSeq + 1,
        sender: 'ai',
        content: spoken,
        createdAt: this.clock.now(),
      });
    });
  }

  /**
   * A turn whose reply never reached the learner (connection lost, model failure) is taken back,
   * so the learner can send the same words again without the patient seeing them twice. A turn the
   * device path answered meanwhile is kept: it is the learner's, with the server's reply.
   */
  async abandonTurn(turn: PreparedTurn): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockSession(tx, turn.sessionId);
      if (await this.answered(tx, turn.sessionId, turn.userSeq)) return;
      await tx.delete(chatMessages).where(eq(chatMessages.id, turn.userMessageId));
    });
  }

  /**
   * A learner message the device answered on its own (contract deviceTurnBody), delivered by the
   * outbox. The server trusts only the learner's words: it re-runs the engine over its own
   * transcript, exactly as for an online turn, and stores that reply. Delivered twice, or after
   * the same message already arrived online, it changes nothing and answers the stored turn.
   */
  async deviceTurn(
    userId: string,
    sessionId: string,
    input: { messageId: string; messageContent: string; sentAt: string },
  ): Promise<ChatMessage[]> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
        .for('update');
      if (!locked) throw new AppError('SESSION_NOT_FOUND');
      const rows = await tx
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq));
      const mine = rows.findIndex((row) => row.id === input.messageId);
      if (mine < 0 && (await this.storedMessage(tx, input.messageId))) {
        // The id belongs to a message of another session: never touch it.
        throw new AppError('MESSAGE_IN_OTHER_SESSION');
      }
      const caseData = await this.library.fullCase(locked.scenarioId, tx);
      const engine = await this.engineFor(caseData);
      const historyOf = (upTo: number): ChatTurn[] =>
        rows.slice(0, upTo).map((r) => ({ sender: r.sender, content: r.content }));
      if (mine >= 0) {
        const next = rows[mine + 1];
        if (next) return [toMessage(rows[mine]!), toMessage(next)];
        // Stored by an online request whose reply is still on its way (or lost): answer it here;
        // that request then stores nothing (finishTurn) and keeps the message (abandonTurn).
        const user = rows[mine]!;
        const [ai] = await tx
          .insert(chatMessages)
          .values({
            sessionId,
            seq: user.seq + 1,
            sender: 'ai',
            content: engine.reply(historyOf(mine), user.content).text,
            createdAt: this.clock.now(),
          })
          .returning();
        return [toMessage(user), toMessage(ai!)];
      }
      if (locked.status !== 'active') {
        throw new AppError('SESSION_ENDED');
      }
      if (rows.length >= CHAT_MAX_MESSAGES_PER_SESSION) {
        throw new AppError('CONVERSATION_TOO_LONG');
      }
      // The device's clock says when the learner asked; it may not precede the session nor pass now.
      const now = this.clock.now();
      const sent = new Date(input.sentAt);
      const at = new Date(Math.min(now.getTime(), Math.max(locked.startedAt.getTime(), sent.getTime())));
      const seq = (rows.at(-1)?.seq ?? -1) + 1;
      const reply = engine.reply(historyOf(rows.length), input.messageContent);
      const stored = await tx
        .insert(chatMessages)
        .values([
          {
            id: input.messageId,
            sessionId,
            seq,
            sender: 'user',
            content: input.messageContent,
            createdAt: at,
          },
          { sessionId, seq: seq + 1, sender: 'ai', content: reply.text, createdAt: at },
        ])
        .returning();
      return stored.sort((a, b) => a.seq - b.seq).map(toMessage);
    });
  }

  /** Ends the session with the learner's memo and queues its grading. Completing again changes nothing. */
  async complete(
    userId: string,
    sessionId: string,
    practiceMemo: string,
    /** When the device ended it (a case ended offline arrives later); kept within start..now. */
    endedAt?: string,
  ): Promise<PracticeSession> {
    const session = await this.owned(userId, sessionId);
    if (session.status === 'completed') return this.describe(session);
    const now = this.clock.now();
    const said = endedAt === undefined ? Number.NaN : Date.parse(endedAt);
    const completedAt = Number.isFinite(said)
      ? new Date(Math.min(now.getTime(), Math.max(session.startedAt.getTime(), said)))
      : now;
    const [updated] = await this.db
      .update(practiceSessions)
      .set({ status: 'completed', completedAt, practiceMemo })
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'active')))
      .returning();
    await this.grading.enqueue(sessionId);
    this.grading.nudge();
    return this.describe(updated ?? (await this.owned(userId, sessionId)));
  }
}
