import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase, type OutboxEntry } from '../db';
import { createOutboxRepo } from '../repos/outbox-repo';
import { revertingQueue, type LocalWriteReverter } from './reverting-queue';

let database: CpxDatabase;
let outbox: ReturnType<typeof createOutboxRepo>;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-reverting-${crypto.randomUUID()}`);
  await database.open();
  outbox = createOutboxRepo(database, () => 1_000);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

/** A local write through the outbox: a meta row set to `value`, remembering the value before. */
async function write(value: string) {
  return outbox.enqueue(
    { userId: 'u-1', method: 'PUT', path: 'items/1', body: { value }, label: '항목' },
    {
      tables: [database.meta],
      before: async () => ({ undo: { value: (await database.meta.get('item'))?.value ?? null } }),
      apply: async () => void (await database.meta.put({ key: 'item', value, updatedAt: 1_000 })),
    },
  );
}

/** Puts the meta row back from the entry's undo. */
const metaReverter: LocalWriteReverter = {
  tables: () => [database.meta],
  async revertRejectedWrite(entry) {
    const undo = entry.undo as { value: string | null };
    await database.meta.put({ key: 'item', value: undo.value, updatedAt: 2_000 });
  },
};

describe('reverting queue', () => {
  it('marks the entry rejected and undoes its local write in one go, telling every reverter why', async () => {
    await database.meta.put({ key: 'item', value: '서버 값', updatedAt: 0 });
    const { entry } = await write('거절될 값');
    const other = vi.fn<(entry: OutboxEntry, message: string) => Promise<void>>(async () => undefined);
    const queue = revertingQueue(database, outbox, [
      metaReverter,
      { tables: () => [], revertRejectedWrite: other },
    ]);

    await queue.markRejected(entry.seq, '입력값이 올바르지 않습니다.');

    expect((await database.meta.get('item'))?.value).toBe('서버 값');
    expect(await database.outbox.get(entry.seq)).toMatchObject({
      status: 'rejected',
      lastError: '입력값이 올바르지 않습니다.',
      label: '항목',
    });
    expect(other).toHaveBeenCalledWith(
      expect.objectContaining({ id: entry.id }),
      '입력값이 올바르지 않습니다.',
    );
  });

  it('when a rollback fails, nothing changes: the entry stays pending and is sent again later', async () => {
    await database.meta.put({ key: 'item', value: '서버 값', updatedAt: 0 });
    const { entry } = await write('거절될 값');
    const failing: LocalWriteReverter = {
      tables: () => [database.meta],
      async revertRejectedWrite() {
        await database.meta.put({ key: 'item', value: '반쯤 되돌림', updatedAt: 2_000 });
        throw new Error('IndexedDB failed');
      },
    };
    const queue = revertingQueue(database, outbox, [failing]);

    await expect(queue.markRejected(entry.seq, '거절')).rejects.toThrow('IndexedDB failed');
    expect((await database.meta.get('item'))?.value).toBe('거절될 값');
    expect(await queue.nextPending('u-1')).toMatchObject({ seq: entry.seq, status: 'pending' });
  });

  it('passes sent and failed entries straight through', async () => {
    const first = (await write('a')).entry;
    const second = (await write('b')).entry;
    const queue = revertingQueue(database, outbox, [metaReverter]);
    await queue.recordFailure(first.seq, { attempts: 1, nextAttemptAt: 5_000, lastError: '연결 끊김' });
    expect(await queue.nextPending('u-1')).toMatchObject({ seq: first.seq, attempts: 1 });
    await queue.markSent(first.seq);
    expect((await queue.nextPending('u-1'))?.seq).toBe(second.seq);
    expect((await database.meta.get('item'))?.value).toBe('b');
  });
});
