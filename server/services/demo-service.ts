import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { demoSessions } from '../db/schema/practice';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { CaseLibrary } from './case-library';
import type { PracticeService, PreparedTurn } from './practice-service';

/** A visitor's conversation lasts this long after it starts. */
export const DEMO_SESSION_TTL_MS = 30 * 60_000;
/** Learner messages a demo allows; full practice needs an account. */
export const DEMO_MAX_USER_MESSAGES = 20;

/**
 * The landing page's demo: one case, no account, conversation only (no grading). The whole
 * conversation lives in one row that expires, so visitors cannot grow the database.
 */
export class DemoService {
  constructor(
    private readonly db: Database,
    private readonly library: CaseLibrary,
    private readonly practice: PracticeService,
    private readonly clock: Clock,
    private readonly demoCaseId: string,
  ) {}

  async start(clientKey: string): Promise<{ demoSessionId: string; ai: string }> {
    const caseData = await this.library.fullCase(this.demoCaseId);
    const ai = (await this.practice.engineFor(caseData)).greeting();
    const now = this.clock.now();
    const [row] = await this.db
      .insert(demoSessions)
      .values({
        caseId: this.demoCaseId,
        clientKey,
        messages: [{ sender: 'ai', content: ai }],
        createdAt: now,
        expiresAt: new Date(now.getTime() + DEMO_SESSION_TTL_MS),
      })
      .returning({ id: demoSessions.id });
    return { demoSessionId: row!.id, ai };
  }

  async prepareTurn(demoSessionId: string, utterance: string): Promise<PreparedTurn> {
    const [row] = await this.db
      .select()
      .from(demoSessions)
      .where(and(eq(demoSessions.id, demoSessionId), gt(demoSessions.expiresAt, this.clock.now())));
    if (!row) throw new AppError('DEMO_EXPIRED');
    if (row.messages.filter((m) => m.sender === 'user').length >= DEMO_MAX_USER_MESSAGES) {
      throw new AppError('DEMO_LIMIT_REACHED');
    }
    const caseData = await this.library.fullCase(row.caseId);
    const history = row.messages.map((m) => ({ sender: m.sender, content: m.content }));
    const reply = (await this.practice.engineFor(caseData)).reply(history, utterance);
    return {
      sessionId: row.id,
      userMessageId: '',
      userSeq: history.length,
      caseData,
      history,
      utterance,
      reply,
    };
  }

  /** Appends the turn once its reply was delivered (nothing is stored for a lost turn). */
  async finishTurn(turn: PreparedTurn, spoken: string): Promise<void> {
    await this.db
      .update(demoSessions)
      .set({
        messages: [
          ...turn.history,
          { sender: 'user' as const, content: turn.utterance },
          { sender: 'ai' as const, content: spoken },
        ],
      })
      .where(eq(demoSessions.id, turn.sessionId));
  }

  async sweepExpired(): Promise<void> {
    await this.db.delete(demoSessions).where(lt(demoSessions.expiresAt, this.clock.now()));
  }
}
