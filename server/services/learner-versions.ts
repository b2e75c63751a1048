import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { writeCounter } from '../db/pglite-thread';
import { learnerDataVersions } from '../db/schema/learner-versions';

/** Learners whose version is remembered at once, on PGlite; the whole memory is dropped past it. */
const KEPT_VERSIONS = 10_000;

/**
 * Learners' data versions (learner_data_versions, raised by the database's triggers on every change
 * to a learner's sessions, evaluations, 오답노트 marks and bookmarks, whoever writes them): what
 * answers derived from a learner's data are kept under. On PostgreSQL every call asks (one row by
 * its key); on PGlite (one process owns the database) a version is remembered while nothing has
 * been written since it was read, as the session lookup (AuthService) is.
 */
export class LearnerVersions {
  private readonly writes: (() => number) | undefined;
  private readonly known = new Map<string, { writes: number; version: number }>();
  private byLearner: ReturnType<LearnerVersions['prepare']> | undefined;

  constructor(private readonly db: Database) {
    this.writes = writeCounter(db);
  }

  private prepare() {
    return this.db
      .select({ version: learnerDataVersions.version })
      .from(learnerDataVersions)
      .where(eq(learnerDataVersions.userId, sql.placeholder('userId')))
      .prepare('learner_data_version');
  }

  /**
   * The write count to take before sending a statement that reads a version (undefined off PGlite):
   * handed back to remember() with what that statement read.
   */
  writesNow(): number | undefined {
    return this.writes?.();
  }

  /** The learner's data version (0 before any of their data was written). */
  async current(userId: string): Promise<number> {
    const writes = this.writesNow();
    const kept = writes === undefined ? undefined : this.known.get(userId);
    if (kept && kept.writes === writes) return kept.version;
    const [row] = await (this.byLearner ??= this.prepare()).execute({ userId });
    const version = Number(row?.version ?? 0);
    this.remember(userId, version, writes);
    return version;
  }

  /** A version read by a statement sent when the write count was `writes` (see writesNow). */
  remember(userId: string, version: number, writes: number | undefined): void {
    if (writes === undefined) return;
    if (this.known.size >= KEPT_VERSIONS && !this.known.has(userId)) this.known.clear();
    this.known.set(userId, { writes, version });
  }
}
