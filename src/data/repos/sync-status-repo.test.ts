import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CpxDatabase } from '../db';
import { createOutboxRepo } from './outbox-repo';
import { createSyncStatusRepo } from './sync-status-repo';

let database: CpxDatabase;
let clock = 1_000;

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-sync-status-${crypto.randomUUID()}`);
  await database.open();
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('sync status', () => {
  it("counts one learner's waiting and refused changes and keeps when they were last in sync", async () => {
    const repo = createSyncStatusRepo(database, () => clock);
    const outbox = createOutboxRepo(database);
    const write = (userId: string, id: string) =>
      outbox.enqueue(
        { userId, write: { kind: 'bookmark', payload: { scenarioId: id, bookmarked: true } } },
        { tables: [], apply: async () => undefined },
      );
    expect(await repo.snapshot('u-1')).toEqual({ pending: 0, rejected: 0, lastSyncedAt: null });

    await write('u-1', 'a');
    const refused = (await write('u-1', 'b')).entry;
    await write('u-2', 'c');
    await outbox.markRejected(refused.seq, '거절');
    clock = 9_000;
    await repo.markSynced('u-1');

    expect(await repo.snapshot('u-1')).toEqual({ pending: 1, rejected: 1, lastSyncedAt: 9_000 });
    expect(await repo.snapshot('u-2')).toEqual({ pending: 1, rejected: 0, lastSyncedAt: null });

    // Kept in IndexedDB: a reload (a new connection to the same database) reads it back.
    const reopened = new CpxDatabase(database.name);
    await reopened.open();
    expect(await createSyncStatusRepo(reopened).lastSyncedAt('u-1')).toBe(9_000);
    reopened.close();
  });
});
