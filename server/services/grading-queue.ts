import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Evaluation } from '../../contract/evaluation';
import type { Database } from '../db/client';
import { practiceSessions } from '../db/schema/practice';
import { evaluations, gradingJobs, type GradingJobRow } from '../db/schema/grading';
import type { Clock } from '../lib/clock';

export interface GradeOutcome {
  evaluation: Evaluation;
  grader: 'embedded' | 'model';
  fallbackReason: string | null;
  /** Per missed item, the learner's closest turn (engine/grader/nearest-turn.ts), for review cards. */
  nearestTurns?: Readonly<Record<string, string | null>>;
}

/** Runs inside the transaction that stores a session's first result (the review queue's cards). */
export type OnGraded = (tx: Database, sessionId: string, outcome: GradeOutcome) => Promise<void>;

/** Grades one session (reads its case and transcript); throws to ask for a retry. */
export type GradeSession = (sessionId: string) => Promise<GradeOutcome>;

export interface QueueSettings {
  workerId: string;
  /** How long a claimed job is held before another worker may take it over. */
  leaseMs: number;
  maxAttempts: number;
  /** First retry delay; doubles each attempt. */
  backoffMs: number;
}

export const defaultQueueSettings = (workerId: string): QueueSettings => ({
  workerId,
  leaseMs: 60_000,
  maxAttempts: 5,
  backoffMs: 5_000,
});

/**
 * The grading queue in the database itself (PGlite or PostgreSQL), so jobs survive restarts and
 * several server processes can share one PostgreSQL: each claims due jobs with SKIP LOCKED, and
 * the evaluations table's primary key keeps exactly one result per session whatever happens.
 */
export class GradingQueue {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private stopped = true;
  private pollMs = 1_000;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly grade: GradeSession,
    private readonly settings: QueueSettings,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
    private readonly onGraded?: OnGraded,
  ) {}

  /** Queues a session's grading; queuing it again changes nothing. */
  async enqueue(sessionId: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(gradingJobs)
      .values({ sessionId, status: 'queued', runAfter: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  }

  async jobFor(sessionId: string): Promise<GradingJobRow | undefined> {
    const [job] = await this.db.select().from(gradingJobs).where(eq(gradingJobs.sessionId, sessionId));
    return job;
  }

  /** Claims one due job (queued and due, or running with an expired lease). */
  async claim(): Promise<GradingJobRow | undefined> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: gradingJobs.id })
      .from(gradingJobs)
      .where(
        or(
          and(eq(gradingJobs.status, 'queued'), lte(gradingJobs.runAfter, now)),
          and(eq(gradingJobs.status, 'running'), lte(gradingJobs.lockedUntil, now)),
        ),
      )
      .orderBy(gradingJobs.runAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(gradingJobs)
      .set({
        status: 'running',
        attempts: sql`${gradingJobs.attempts} + 1`,
        lockedBy: this.settings.workerId,
        lockedUntil: new Date(now.getTime() + this.settings.leaseMs),
        updatedAt: now,
      })
      .where(sql`${gradingJobs.id} = (${due})`)
      .returning();
    return job;
  }

  /** Claims and runs due jobs until none is left; answers how many it finished. */
  async drain(): Promise<number> {
    let done = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      await this.run(job);
      done += 1;
    }
    return done;
  }

  private async run(job: GradingJobRow): Promise<void> {
    try {
      const outcome = await this.grade(job.sessionId);
      const now = this.clock.now();
      await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(evaluations)
          .values({
            sessionId: job.sessionId,
            overallScore: outcome.evaluation.overallScore,
            result: outcome.evaluation,
            grader: outcome.grader,
            fallbackReason: outcome.fallbackReason,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ sessionId: evaluations.sessionId });
        if (inserted.length > 0) {
          await tx
            .update(practiceSessions)
            .set({ overallScore: outcome.evaluation.overallScore })
            .where(eq(practiceSessions.id, job.sessionId));
          await this.onGraded?.(tx as unknown as Database, job.sessionId, outcome);
        }
        await tx
          .update(gradingJobs)
          .set({ status: 'completed', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: now })
          .where(eq(gradingJobs.id, job.id));
      });
    } catch (error) {
      const now = this.clock.now();
      const finalFailure = job.attempts >= this.settings.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      this.log[finalFailure ? 'error' : 'warn'](
        { err: error, sessionId: job.sessionId, attempt: job.attempts },
        'grading failed',
      );
      await this.db
        .update(gradingJobs)
        .set({
          status: finalFailure ? 'failed' : 'queued',
          runAfter: new Date(now.getTime() + this.settings.backoffMs * 2 ** (job.attempts - 1)),
          lockedBy: null,
          lockedUntil: null,
          lastError: message.slice(0, 500),
          updatedAt: now,
        })
        .where(eq(gradingJobs.id, job.id));
    }
  }

  /** Polls for due jobs in the background until stop(). */
  start(pollMs = 1_000): void {
    if (!this.stopped) return;
    this.pollMs = pollMs;
    this.stopped = false;
    this.tick();
  }

  /** Wakes the worker now (after an enqueue) instead of waiting for the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.tick();
  }

  private tick(): void {
    clearTimeout(this.timer);
    if (this.stopped || this.running) return;
    this.running = true;
    this.again = false;
    this.idle = this.drain()
      .then(() => undefined)
      .catch((err) => this.log.error({ err }, 'grading worker tick failed'))
      .finally(() => {
        this.running = false;
        if (this.stopped) return;
        if (this.again) this.tick();
        else this.timer = setTimeout(() => this.tick(), this.pollMs);
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.idle;
  }
}
