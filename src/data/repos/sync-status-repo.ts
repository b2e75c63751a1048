/**
 * What the header's sync status shows, read from Dexie so every tab shows the same thing: how many
 * of the learner's changes wait in the outbox, how many the server refused, and when this device
 * was last in sync with the server.
 *
 * "Last in sync" is kept in meta per learner (so it survives a reload, and another tab's sync
 * counts too). It is written when the sync engine has had an answer for everything the learner
 * queued, and when a pull brought the server's copy down. Signing out clears meta, and with it the
 * time: the next learner on the device starts with none.
 */
import { db as defaultDb, type CpxDatabase } from '../db';

const syncedKey = (userId: string) => `lastSyncedAt:${userId}`;

export interface SyncStatusSnapshot {
  pending: number;
  rejected: number;
  /** Epoch ms, or null when this device has not been in sync since sign-in. */
  lastSyncedAt: number | null;
}

export function createSyncStatusRepo(
  database: CpxDatabase = defaultDb,
  // Read at call time (not bound once), so tests that move the clock move this one too.
  now: () => number = () => Date.now(),
) {
  async function lastSyncedAt(userId: string): Promise<number | null> {
    const row = await database.meta.get(syncedKey(userId));
    return typeof row?.value === 'number' ? row.value : null;
  }

  return {
    async markSynced(userId: string): Promise<void> {
      const at = now();
      await database.meta.put({ key: syncedKey(userId), value: at, updatedAt: at });
    },

    lastSyncedAt,

    async snapshot(userId: string): Promise<SyncStatusSnapshot> {
      const [pending, rejected, syncedAt] = await Promise.all([
        database.outbox.where('[userId+status]').equals([userId, 'pending']).count(),
        database.outbox.where('[userId+status]').equals([userId, 'rejected']).count(),
        lastSyncedAt(userId),
      ]);
      return { pending, rejected, lastSyncedAt: syncedAt };
    },
  };
}

export type SyncStatusRepo = ReturnType<typeof createSyncStatusRepo>;

export const syncStatusRepo = createSyncStatusRepo();
