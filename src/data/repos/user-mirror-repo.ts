/**
 * The signed-in user, mirrored into Dexie so screens read it with useLiveQuery like any other local
 * data, and so it is there offline. localStorage (auth-storage) stays the source the session
 * starts from; this mirror follows it (see session-effects).
 */
import { user as userSchema, type User } from '../../../contract/auth';
import { db as defaultDb, type CpxDatabase } from '../db';

const SIGNED_IN_USER_KEY = 'signedInUser';

export function createUserMirrorRepo(database: CpxDatabase = defaultDb) {
  return {
    async save(user: User): Promise<void> {
      await database.meta.put({ key: SIGNED_IN_USER_KEY, value: user, updatedAt: Date.now() });
    },

    async read(): Promise<User | null> {
      const row = await database.meta.get(SIGNED_IN_USER_KEY);
      const parsed = userSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : null;
    },

    /**
     * Forgets what this browser kept about the signed-in learner: the user, their case mirror (it
     * holds their bookmarks and completions), filters and practice drafts. Outbox entries stay: they
     * are tagged with their userId, are only ever sent for that user, and would otherwise be lost work.
     * Grade waits and kept results go too: the server still has them for the next sign-in. So do
     * feedback list pages (they may hold private posts); unsent feedback drafts stay with their
     * outbox entries. Study notes and the dashboard mirror are the learner's too.
     */
    async clearLocalUserData(): Promise<void> {
      const tables = [
        database.meta,
        database.cases,
        database.practiceStates,
        database.gradingWaits,
        database.caseResults,
        database.feedbackPages,
        database.practicedScenarios,
        database.bookmarks,
        database.noteDetails,
        database.notesCache,
      ];
      await database.transaction('rw', tables, async () => {
        for (const table of tables) await table.clear();
      });
    },

    /**
     * For an account that no longer exists: its queued writes can never be delivered, so they go too.
     * (clearLocalUserData, run by the sign-out that follows, forgets the rest.)
     */
    async forgetOutboxOf(userId: string): Promise<void> {
      await database.outbox.where('userId').equals(userId).delete();
    },
  };
}

export const userMirrorRepo = createUserMirrorRepo();
