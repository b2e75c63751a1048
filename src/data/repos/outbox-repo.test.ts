import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase, type OutboxEntry } from '../db';
import { isStorageQuotaError, localWriteFailureMessage, STORAGE_FULL_MESSAGE } from '../api/errors';
import { createOutboxRepo, takeOverUndo } from './outbox-repo';

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
  write: { kind: 'bookmark' as const, payload: { scenarioId, bookmarked: true } },
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
      kind: 'bookmark',
      payload: { scenarioId: '12', bookmarked: true },
      createdAt: 1_000,
      nextAttemptAt: 1_000,
      attempts: 0,
      status: 'pending',
      lastError: null,
    });
    expect(entry).not.toHaveProperty('path');
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

describe('outbox enqueue when storage is full', () => {
  it('keeps neither the local row nor the entry, and the error reads as storage full', async () => {
    // IndexedDB refusing the outbox row inside the transaction, as a full quota does.
    database.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const attempt = repo.enqueue(bookmark('16'), {
      tables: [database.meta],
      apply: async () => database.meta.put({ key: 'bookmark:16', value: true, updatedAt: clock }),
    });
    const error: unknown = await attempt.then(
      () => null,
      (caught: unknown) => caught,
    );

    expect(isStorageQuotaError(error)).toBe(true);
    expect(localWriteFailureMessage(error, '저장하지 못했습니다.')).toBe(STORAGE_FULL_MESSAGE);
    expect(await database.meta.get('bookmark:16')).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
  });

  it('keeps neither when the local write itself hits the quota', async () => {
    const attempt = repo.enqueue(bookmark('17'), {
      tables: [database.meta],
      apply: async () => {
        await database.meta.put({ key: 'bookmark:17', value: true, updatedAt: clock });
        throw new Dexie.QuotaExceededError('full');
      },
    });
    await expect(attempt).rejects.toSatisfy(isStorageQuotaError);
    expect(await database.meta.get('bookmark:17')).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('what a write replaced', () => {
  it('is read inside the transaction before the write and kept on the entry with its label', async () => {
    await database.meta.put({ key: 'memo', value: '이전 값', updatedAt: clock });
    const { entry } = await repo.enqueue(
      { ...bookmark('1'), label: '급성 충수염' },
      {
        tables: [database.meta],
        before: async () => ({ undo: { value: (await database.meta.get('memo'))?.value } }),
        apply: async () => void (await database.meta.put({ key: 'memo', value: '새 값', updatedAt: clock })),
      },
    );
    expect(await database.outbox.get(entry.seq)).toMatchObject({
      label: '급성 충수염',
      undo: { value: '이전 값' },
    });
  });

  it('is handed down to the next waiting write of the same item when an entry is refused', async () => {
    const write = (id: string, undo: unknown) =>
      repo.enqueue(bookmark(id), {
        tables: [],
        before: async () => ({ undo }),
        apply: async () => undefined,
      });
    const first = (await write('1', { was: 'a' })).entry;
    await write('2', { was: 'x' });
    const third = (await write('1', { was: 'b' })).entry;
    await repo.markRejected(first.seq, '거절');

    const sameCase = (other: OutboxEntry) => other.kind === 'bookmark' && other.payload.scenarioId === '1';
    expect(await takeOverUndo(database, first, sameCase)).toBe(true);
    expect((await database.outbox.get(third.seq))?.undo).toEqual({ was: 'a' });
    // Nothing later for that item: the caller rolls back itself.
    expect(await takeOverUndo(database, { ...third, seq: third.seq }, sameCase)).toBe(false);
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

  it("dismissing a refused entry's notice removes it; pending and other users' entries stay", async () => {
    const noLocalWrite = { tables: [], apply: async () => undefined };
    const refused = (await repo.enqueue(bookmark('1'), noLocalWrite)).entry;
    const waiting = (await repo.enqueue(bookmark('2'), noLocalWrite)).entry;
    await repo.markRejected(refused.seq, '거절');
    expect(await repo.rejectedCount('u-1')).toBe(1);

    await repo.dismissRejected('u-2', refused.seq);
    await repo.dismissRejected('u-1', waiting.seq);
    expect(await database.outbox.count()).toBe(2);

    await repo.dismissRejected('u-1', refused.seq);
    expect(await repo.rejectedCount('u-1')).toBe(0);
    expect(await repo.pendingCount('u-1')).toBe(1);
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
