import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase } from '../db';
import { createOutboxRepo } from '../repos/outbox-repo';
import type { WriteReverter, WriteReverters } from './outbox-kinds';
import { revertingQueue } from './reverting-queue';

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

/** A memo edit through the outbox, kept in a meta row for the test, remembering the value before. */
async function write(value: string) {
  return outbox.enqueue(
    {
      userId: 'u-1',
      write: { kind: 'note-memo', payload: { scenarioId: 'a', userMemo: value } },
      label: '항목',
    },
    {
      tables: [database.meta],
      before: async () => ({ undo: { value: (await database.meta.get('item'))?.value ?? null } }),
      apply: async () => void (await database.meta.put({ key: 'item', value, updatedAt: 1_000 })),
    },
  );
}

/** Puts the meta row back from the entry's undo. */
const metaReverter: WriteReverter<unknown> = {
  tables: () => [database.meta],
  async revertRejectedWrite(entry) {
    const undo = (entry as { undo: { value: string | null } }).undo;
    await database.meta.put({ key: 'item', value: undo.value, updatedAt: 2_000 });
  },
};

/** A reverter that only records that it was asked. */
const idle = () => {
  const revertRejectedWrite = vi.fn(async () => undefined);
  return { tables: () => [], revertRejectedWrite };
};

/** The notes reverter is `notes`; every other repo only records being asked. */
function reverters(notes: WriteReverter<unknown>) {
  const others = {
    cases: idle(),
    feedback: idle(),
    practiceStates: idle(),
    mockExams: idle(),
    reviewCards: idle(),
  };
  const all: WriteReverters = { notes, ...others };
  return { all, others: Object.values(others).map((other) => other.revertRejectedWrite) };
}

describe('reverting queue', () => {
  it('marks the entry rejected and has the repo of its kind undo its local write, in one go', async () => {
    await database.meta.put({ key: 'item', value: '서버 값', updatedAt: 0 });
    const { entry } = await write('거절될 값');
    const notes = { ...metaReverter, revertRejectedWrite: vi.fn(metaReverter.revertRejectedWrite) };
    const { all, others } = reverters(notes);
    const queue = revertingQueue(database, outbox, all);

    await queue.markRejected(entry.seq, '입력값이 올바르지 않습니다.');

    expect((await database.meta.get('item'))?.value).toBe('서버 값');
    expect(await database.outbox.get(entry.seq)).toMatchObject({
      status: 'rejected',
      lastError: '입력값이 올바르지 않습니다.',
      label: '항목',
    });
    expect(notes.revertRejectedWrite).toHaveBeenCalledWith(
      expect.objectContaining({ id: entry.id, kind: 'note-memo' }),
      '입력값이 올바르지 않습니다.',
    );
    // Only the repo that owns the kind is asked.
    for (const other of others) expect(other).not.toHaveBeenCalled();
  });

  it('a refused write of a kind with nothing to undo is only marked rejected', async () => {
    const { entry } = await outbox.enqueue(
      {
        userId: 'u-1',
        write: {
          kind: 'mock-case-complete',
          payload: { mockExamSessionId: 'm-1', scenarioId: 'case-1', practiceMemo: '' },
        },
      },
      { tables: [], apply: async () => undefined },
    );
    const notes = idle();
    const { all, others } = reverters(notes);

    await revertingQueue(database, outbox, all).markRejected(entry.seq, '이미 종료된 증례입니다.');

    expect(await database.outbox.get(entry.seq)).toMatchObject({ status: 'rejected' });
    for (const reverter of [notes.revertRejectedWrite, ...others]) expect(reverter).not.toHaveBeenCalled();
  });

  it('when a rollback fails, nothing changes: the entry stays pending and is sent again later', async () => {
    await database.meta.put({ key: 'item', value: '서버 값', updatedAt: 0 });
    const { entry } = await write('거절될 값');
    const failing: WriteReverter<unknown> = {
      tables: () => [database.meta],
      async revertRejectedWrite() {
        await database.meta.put({ key: 'item', value: '반쯤 되돌림', updatedAt: 2_000 });
        throw new Error('IndexedDB failed');
      },
    };
    const queue = revertingQueue(database, outbox, reverters(failing).all);

    await expect(queue.markRejected(entry.seq, '거절')).rejects.toThrow('IndexedDB failed');
    expect((await database.meta.get('item'))?.value).toBe('거절될 값');
    expect(await queue.nextPending('u-1')).toMatchObject({ seq: entry.seq, status: 'pending' });
  });

  it('passes sent and failed entries straight through', async () => {
    const first = (await write('a')).entry;
    const second = (await write('b')).entry;
    const queue = revertingQueue(database, outbox, reverters(metaReverter).all);
    await queue.recordFailure(first.seq, { attempts: 1, nextAttemptAt: 5_000, lastError: '연결 끊김' });
    expect(await queue.nextPending('u-1')).toMatchObject({ seq: first.seq, attempts: 1 });
    await queue.markSent(first.seq);
    expect((await queue.nextPending('u-1'))?.seq).toBe(second.seq);
    expect((await database.meta.get('item'))?.value).toBe('b');
  });
});
