import { describe, expect, it } from 'vitest';
import { upgradeDatabases } from './db-upgrade-support';

const databases = upgradeDatabases();

describe('cpx database version 8 (encounter packs)', () => {
  it('upgrades a version 7 database: everything kept, the pack table added empty', async () => {
    const v7 = await databases.openAt(7);
    await v7.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'POST',
      path: 'practice-sessions/s-1/complete',
      body: { practiceMemo: '메모' },
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    await v7.table('practiceStates').put({ sessionId: 's-1', userId: 'u-1', messages: [] });
    await v7.table('mockExams').put({ mockExamSessionId: 'm-1', userId: 'u-1' });
    expect(v7.verno).toBe(7);
    v7.close();

    const current = await databases.openCurrent(v7.name);

    expect(current.verno).toBe(11);
    expect(await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).count()).toBe(1);
    expect(await current.practiceStates.get('s-1')).toBeDefined();
    expect(await current.mockExams.get('m-1')).toBeDefined();
    expect(await current.encounterPacks.count()).toBe(0);
    expect(await current.provisionalResults.count()).toBe(0);
    expect(current.provisionalResults.schema.idxByName.userId).toBeDefined();
    expect(current.encounterPacks.schema.primKey.name).toBe('scenarioId');
  });
});
