import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CpxDatabase, schemaV1, schemaV2, schemaV3, type LegacyOutboxRow, type OutboxEntry } from './db';

const openDatabases: Dexie[] = [];
afterEach(async () => {
  for (const database of openDatabases.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

/** What version 1 of the app wrote, opened with version 1's schema only. */
async function seedVersion1(name: string) {
  const v1 = new Dexie(name);
  v1.version(1).stores(schemaV1);
  await v1.open();
  await v1.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
  await v1.table('outbox').bulkAdd([
    {
      id: 'e-1',
      userId: 'u-1',
      method: 'POST',
      path: 'cases/1/bookmark',
      body: null,
      createdAt: 1000,
      attempts: 2,
      nextAttemptAt: 5000,
      status: 'pending',
      lastError: '연결이 불안정합니다. 다시 시도해주세요.',
    },
    // A row missing its bookkeeping fields: it must still be found after the upgrade.
    { id: 'e-2', userId: 'u-1', method: 'DELETE', path: 'cases/2/bookmark', body: null, createdAt: 2000 },
    { id: 'e-3', userId: 'u-2', method: 'POST', path: 'cases/3/bookmark', body: null, createdAt: 3000 },
  ]);
  expect(v1.verno).toBe(1);
  v1.close();
}

describe('cpx database versions', () => {
  it('upgrades a version 1 database: data kept, outbox indexed by [userId+status] and backfilled', async () => {
    const name = `cpx-upgrade-${crypto.randomUUID()}`;
    await seedVersion1(name);

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(11);
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });

    const pending = await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).toArray();
    expect(pending.map((entry) => entry.id)).toEqual(['e-1', 'e-2']);

    const [kept, backfilled] = pending as [OutboxEntry, OutboxEntry];
    expect(kept).toMatchObject({
      attempts: 2,
      nextAttemptAt: 5000,
      lastError: '연결이 불안정합니다. 다시 시도해주세요.',
    });
    expect(backfilled).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 2000,
      lastError: null,
    });

    expect(await current.outbox.where('[userId+status]').equals(['u-2', 'pending']).count()).toBe(1);
  });

  it('upgrades a version 2 database to 3: outbox and meta kept, case and practice tables added empty', async () => {
    const name = `cpx-upgrade-v2-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(schemaV1);
    v2.version(2).stores(schemaV2);
    await v2.open();
    await v2.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
    await v2.table('outbox').add({
      id: 'e-9',
      userId: 'u-1',
      method: 'POST',
      path: 'cases/acute-appendicitis/bookmark',
      body: null,
      createdAt: 10,
      attempts: 0,
      nextAttemptAt: 10,
      status: 'pending',
      lastError: null,
    });
    expect(v2.verno).toBe(2);
    v2.close();

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(11);
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });
    const pending = await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).toArray();
    expect(pending.map((entry) => entry.id)).toEqual(['e-9']);
    expect(await current.cases.count()).toBe(0);
    expect(await current.practiceStates.count()).toBe(0);
    expect(current.cases.schema.idxByName.sortOrder).toBeDefined();
    expect(current.practiceStates.schema.idxByName.userId).toBeDefined();

    // The new tables work as declared after the upgrade.
    await current.practiceStates.put({
      sessionId: 's-1',
      userId: 'u-1',
      scenarioId: 'acute-appendicitis',
      scenarioName: '급성 충수염',
      timer: { limitMs: 720_000, elapsedMs: 0, runningSince: 1, warned: false, overtimeAccepted: false },
      memoBlocks: [{ id: 'b-1', text: '' }],
      showChatLog: true,
      showDiseaseName: true,
      panelHeight: 300,
      messages: [],
      updatedAt: 1,
    });
    expect(await current.practiceStates.where('userId').equals('u-1').count()).toBe(1);
  });

  it('upgrades a version 3 database to 4: a case ended offline starts waiting for its grade', async () => {
    const name = `cpx-upgrade-v3-${crypto.randomUUID()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores(schemaV1);
    v3.version(2).stores(schemaV2);
    v3.version(3).stores(schemaV3);
    await v3.open();
    const entry = (seq: number, path: string, extra: Partial<LegacyOutboxRow> = {}) => ({
      seq,
      id: `e-${seq}`,
      userId: 'u-1',
      method: 'POST',
      path,
      body: null,
      createdAt: seq * 1000,
      attempts: 0,
      nextAttemptAt: seq * 1000,
      status: 'pending',
      lastError: null,
      ...extra,
    });
    await v3.table('outbox').bulkAdd([
      entry(1, 'cases/acute-appendicitis/bookmark'),
      entry(2, 'practice-sessions/9f1c2d3e-0000-4000-8000-000000000001/complete', {
        body: { practiceMemo: '충수염 의심' },
      }),
      // Refused for good: that session never ended, so there is no grade to wait for.
      entry(3, 'practice-sessions/9f1c2d3e-0000-4000-8000-000000000002/complete', {
        status: 'rejected',
        lastError: '실습 세션을 찾을 수 없습니다.',
      }),
      entry(4, 'practice-sessions/9f1c2d3e-0000-4000-8000-000000000003/complete', { userId: 'u-2' }),
    ]);
    await v3.table('practiceStates').put({ sessionId: 's-live', userId: 'u-1', scenarioId: 'x' });
    expect(v3.verno).toBe(3);
    v3.close();

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(11);
    expect(await current.outbox.count()).toBe(4);
    expect(await current.practiceStates.get('s-live')).toMatchObject({ scenarioId: 'x' });
    const waits = await current.gradingWaits.orderBy('sessionId').toArray();
    expect(waits).toEqual([
      {
        sessionId: '9f1c2d3e-0000-4000-8000-000000000001',
        userId: 'u-1',
        caseTitle: null,
        scenarioId: null,
        startedAt: 2000,
        status: 'evaluating',
        overallScore: null,
        completedAt: null,
        error: null,
        noticeDismissed: false,
        lastCheckedAt: null,
        updatedAt: 2000,
      },
      expect.objectContaining({ sessionId: '9f1c2d3e-0000-4000-8000-000000000003', userId: 'u-2' }),
    ]);
    expect(await current.gradingWaits.where('[userId+status]').equals(['u-1', 'evaluating']).count()).toBe(1);
    expect(await current.caseResults.count()).toBe(0);
    expect(current.caseResults.schema.idxByName.userId).toBeDefined();
  });

  it('creates a fresh database at the current version', async () => {
    const current = new CpxDatabase(`cpx-fresh-${crypto.randomUUID()}`);
    openDatabases.push(current);
    await current.open();
    expect(current.verno).toBe(11);
    expect(current.outbox.schema.idxByName['[userId+status]']).toBeDefined();
    expect(current.cases.schema.primKey.name).toBe('scenarioId');
    expect(current.practiceStates.schema.primKey.name).toBe('sessionId');
    expect(current.gradingWaits.schema.primKey.name).toBe('sessionId');
    expect(current.gradingWaits.schema.idxByName['[userId+status]']).toBeDefined();
    expect(current.caseResults.schema.primKey.name).toBe('sessionId');
  });
});
