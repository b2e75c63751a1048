import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase } from '../db';
import { createOutboxRepo } from './outbox-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createOutboxRepo>;
const clock = 1_000;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-outbox-${crypto.randomUUID()}`);
  await database.open();
  repo = createOutboxRepo(database, () => clock);
});

afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const bookmark = (scenarioId: string) => ({
  userId: 'u-1',
  method: 'POST' as const,
  path: `cases/${scenarioId}/bookmark`,
});

describe('outbox enqueue', () => {
  it('writes the local row and its outbox entry together', async () => {
    const { result, entry } = await repo.enqueue(bookmark('12'), {
      tables: [database.meta],
      apply: async () => database.meta.put({ key: 'bookmark:12', value: true, updatedAt: clock }),
    });

    expect(result).toBe('bookmark:12');
    expect(await database.meta.get('bookmark:12')).toMatchObject({ value: true });
    expect(entry).toMatchObject({
      userId: 'u-1',
      method: 'POST',
      path: 'cases/12/bookmark',
      body: null,
      createdAt: 1_000,
      nextAttemptAt: 1_000,
      attempts: 0,
      status: 'pending',
      lastError: null,
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await database.outbox.get(entry.seq)).toEqual(entry);
  });

  it('rolls back the outbox entry when the local write fails', async () => {
    const attempt = repo.enqueue(bookmark('13'), {
      tables: [database.meta],
      apply: async () => {
        await database.meta.put({ key: 'bookmark:13', value: true, updatedAt: clock });
        throw new Error('disk full');
      },
    });

    await expect(attempt).rejects.toThrow('disk full');
    expect(await database.meta.get('bookmark:13')).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
  });

  it('rolls back the local write when the outbox entry cannot be stored', async () => {
    // A duplicate Idempotency-Key violates the unique &id index.
    const first = await repo.enqueue(bookmark('14'), { tables: [], apply: async () => undefined });
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(first.entry.id as ReturnType<Crypto['randomUUID']>);

    const attempt = repo.enqueue(bookmark('15'), {
      tables: [database.meta],
      apply: async () => database.meta.put({ key: 'bookmark:15', value: true, updatedAt: clock }),
    });

    await expect(attempt).rejects.toThrow();
    expect(await database.meta.get('bookmark:15')).toBeUndefined();
    expect(await database.outbox.count()).toBe(1);
  });
});

describe('outbox queue', () => {
  it("hands out one user's pending entries oldest first and never another user's", async () => {
    const noLocalWrite = { tables: [], apply: async () => undefined };
    const a1 = (await repo.enqueue(bookmark('1'), noLocalWrite)).entry;
    await repo.enqueue({ ...bookmark('2'), userId: 'u-2' }, noLocalWrite);
    const a2 = (await repo.enqueue(bookmark('3'), noLocalWrite)).entry;

    expect((await repo.nextPending('u-1'))?.id).toBe(a1.id);
    await repo.markSent(a1.seq);
    expect((await repo.nextPending('u-1'))?.id).toBe(a2.id);
    await repo.markRejected(a2.seq, '이미 처리된 요청입니다.');
    expect(await repo.nextPending('u-1')).toBeUndefined();
    expect(await repo.rejectedEntries('u-1')).toMatchObject([
      { id: a2.id, lastError: '이미 처리된 요청입니다.' },
    ]);
    expect(await repo.pendingCount('u-2')).toBe(1);
  });

  it('records a failed attempt for backoff', async () => {
    const { entry } = await repo.enqueue(bookmark('1'), { tables: [], apply: async () => undefined });
    await repo.recordFailure(entry.seq, {
      attempts: 1,
      nextAttemptAt: 9_000,
      lastError: '연결이 불안정합니다.',
    });
    expect(await repo.nextPending('u-1')).toMatchObject({
      attempts: 1,
      nextAttemptAt: 9_000,
      status: 'pending',
    });
  });
});
