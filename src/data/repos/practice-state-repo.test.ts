import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase } from '../db';
import { outboxRequest } from '../sync/outbox-kinds';
import { repoReverters, revertingQueue } from '../sync/reverting-queue';
import { createOutboxRepo } from './outbox-repo';
import { clampPanelHeight } from '../practice-state-fields';
import { createPracticeStateRepo } from './practice-state-repo';

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

  it("a session begun elsewhere runs its clock from the server's start, never from the future", async () => {
    clock = Date.parse('2026-11-29T10:05:00Z');
    const begun = await repo.open({ ...session, startedAt: '2026-11-29T10:00:00Z' });
    expect(begun.timer).toMatchObject({ elapsedMs: 0, runningSince: Date.parse('2026-11-29T10:00:00Z') });
    // Five minutes already gone: 7 left, not 12 (the clock counts from runningSince; data/ reads no
    // encounter code, so the remaining time is worked out from the stored fields here).
    expect(begun.timer.limitMs - (clock - (begun.timer.runningSince ?? clock))).toBe(7 * 60_000);

    const ahead = await repo.open({ ...session, sessionId: 's-2', startedAt: '2026-11-29T10:06:00Z' });
    expect(ahead.timer.runningSince).toBe(clock);
    const unreadable = await repo.open({ ...session, sessionId: 's-3', startedAt: 'not a time' });
    expect(unreadable.timer.runningSince).toBe(clock);
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
        kind: 'practice-complete',
        payload: { sessionId: 's-1', practiceMemo: '충수염 의심\nCT 고려' },
        status: 'pending',
      },
    ]);
  });

  it("ending tells the server when the learner ended (the device's review cards count from it)", async () => {
    await repo.open(session);
    const endedAt = Date.parse('2026-12-05T01:12:00.000Z');
    await repo.complete('u-1', 's-1', '', undefined, endedAt);
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({ payload: { sessionId: 's-1', completedAt: '2026-12-05T01:12:00.000Z' } });
  });

  it('a refused end brings the session back with its memo, unless it has state again', async () => {
    await repo.open(session);
    await repo.update('s-1', { memoBlocks: [{ id: 'b1', text: '충수염 의심' }] });
    const kept = await repo.get('s-1');
    await repo.complete('u-1', 's-1', '충수염 의심');
    const [entry] = await database.outbox.toArray();
    expect(entry?.label).toBe('급성 충수염');

    const queue = revertingQueue(database, createOutboxRepo(database), repoReverters(database));
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

describe('a session started on the device', () => {
  it('creates the row with a running clock and queues the start with the device id, together', async () => {
    const sessionId = await repo.startOnDevice({
      userId: 'u-1',
      scenarioId: 'acute-appendicitis',
      scenarioName: '급성 충수염',
      selectedAiPersonalityId: 'default',
    });
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repo.get(sessionId)).toMatchObject({
      sessionId,
      userId: 'u-1',
      timer: { runningSince: 1_000, elapsedMs: 0 },
      messages: [],
    });
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'practice-start',
      payload: {
        scenarioId: 'acute-appendicitis',
        selectedAiPersonalityId: 'default',
        practiceSessionId: sessionId,
      },
      status: 'pending',
    });
  });
  it('a blind start on the device carries the flag to the server, and names no case in its notice', async () => {
    const sessionId = await repo.startOnDevice({
      userId: 'u-1',
      scenarioId: 'acute-appendicitis',
      scenarioName: '급성 충수염',
      selectedAiPersonalityId: 'default',
      blind: true,
      label: '블라인드 연습',
    });
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'practice-start',
      label: '블라인드 연습',
      payload: { practiceSessionId: sessionId, scenarioId: 'acute-appendicitis', blind: true },
    });
    expect(outboxRequest(entry!)).toMatchObject({
      method: 'POST',
      path: 'practice-sessions',
      body: { practiceSessionId: sessionId, blind: true },
    });
  });

  it('an ordinary start on the device sends no blind flag', async () => {
    await repo.startOnDevice({
      userId: 'u-1',
      scenarioId: 'acute-appendicitis',
      scenarioName: '급성 충수염',
      selectedAiPersonalityId: 'default',
    });
    const [entry] = await database.outbox.toArray();
    expect(entry?.payload).not.toHaveProperty('blind');
    expect(outboxRequest(entry!).body).not.toHaveProperty('blind');
  });
});
