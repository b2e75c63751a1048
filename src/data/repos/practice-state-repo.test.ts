import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase } from '../db';
import { revertingQueue } from '../sync/reverting-queue';
import { createOutboxRepo } from './outbox-repo';
import { clampPanelHeight, createPracticeStateRepo } from './practice-state-repo';

let database: CpxDatabase;
let clock = 1_000;
let repo: ReturnType<typeof createPracticeStateRepo>;
const session = {
  sessionId: 's-1',
  userId: 'u-1',
  scenarioId: 'acute-appendicitis',
  scenarioName: '급성 충수염',
};

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-practice-${crypto.randomUUID()}`);
  await database.open();
  repo = createPracticeStateRepo(database, () => clock);
});
afterEach(async () => {
  vi.restoreAllMocks();
  database.close();
  await Dexie.delete(database.name);
});

describe('practice state per session', () => {
  it('opens a session with a running 12-minute clock, one memo block and the defaults', async () => {
    const row = await repo.open(session);
    expect(row).toMatchObject({
      ...session,
      timer: { limitMs: 720_000, elapsedMs: 0, runningSince: 1_000, warned: false, overtimeAccepted: false },
      showChatLog: true,
      showDiseaseName: true,
      panelHeight: 300,
      messages: [],
    });
    expect(row.memoBlocks).toHaveLength(1);
  });

  it('a new row can start with the diagnosis hidden (mock exams); reopening keeps the choice made', async () => {
    expect(await repo.open({ ...session, showDiseaseName: false })).toMatchObject({ showDiseaseName: false });
    await repo.update('s-1', { showDiseaseName: true });
    expect(await repo.open({ ...session, showDiseaseName: false })).toMatchObject({ showDiseaseName: true });
  });

  it('reopening keeps the clock, memo and toggles (a reload)', async () => {
    await repo.open(session);
    await repo.update('s-1', {
      memoBlocks: [{ id: 'b1', text: '충수염 의심' }],
      showDiseaseName: false,
      timer: {
        limitMs: 720_000,
        elapsedMs: 30_000,
        runningSince: null,
        warned: false,
        overtimeAccepted: false,
      },
    });
    clock = 99_000;
    expect(await repo.open(session)).toMatchObject({
      memoBlocks: [{ id: 'b1', text: '충수염 의심' }],
      showDiseaseName: false,
      timer: { elapsedMs: 30_000, runningSince: null },
    });
  });

  it('clamps the panel height to 100-600 and never stores an empty memo', async () => {
    await repo.open(session);
    await repo.update('s-1', { panelHeight: 20, memoBlocks: [] });
    expect(await repo.get('s-1')).toMatchObject({ panelHeight: 100, memoBlocks: [{ text: '' }] });
    expect(clampPanelHeight(900)).toBe(600);
    expect(clampPanelHeight(Number.NaN)).toBe(300);
  });

  it('ending queues complete with the memo and forgets the session, in one transaction', async () => {
    await repo.open(session);
    await repo.complete('u-1', 's-1', '충수염 의심\nCT 고려');
    expect(await repo.get('s-1')).toBeUndefined();
    expect(await database.outbox.toArray()).toMatchObject([
      {
        userId: 'u-1',
        method: 'POST',
        path: 'practice-sessions/s-1/complete',
        body: { practiceMemo: '충수염 의심\nCT 고려' },
        status: 'pending',
      },
    ]);
  });

  it('a refused end brings the session back with its memo, unless it has state again', async () => {
    await repo.open(session);
    await repo.update('s-1', { memoBlocks: [{ id: 'b1', text: '충수염 의심' }] });
    const kept = await repo.get('s-1');
    await repo.complete('u-1', 's-1', '충수염 의심');
    const [entry] = await database.outbox.toArray();
    expect(entry?.label).toBe('급성 충수염');

    const queue = revertingQueue(database, createOutboxRepo(database), [repo]);
    await queue.markRejected(entry!.seq, '이미 종료된 세션입니다.');
    expect(await repo.get('s-1')).toEqual(kept);

    // A session reopened in the meantime keeps its newer state.
    await repo.complete('u-1', 's-1', '충수염 의심');
    await repo.open(session);
    await repo.update('s-1', { showChatLog: false });
    const newer = await repo.get('s-1');
    const second = await createOutboxRepo(database).nextPending('u-1');
    await queue.markRejected(second!.seq, '이미 종료된 세션입니다.');
    expect(await repo.get('s-1')).toEqual(newer);
  });

  it('keeps the session when the request cannot be queued', async () => {
    await repo.open(session);
    vi.spyOn(database.outbox, 'add').mockRejectedValueOnce(new Error('quota'));
    await expect(repo.complete('u-1', 's-1', 'memo')).rejects.toThrow('quota');
    expect(await repo.get('s-1')).toBeDefined();
  });
});
