import { describe, expect, it } from 'vitest';
import { upgradeDatabases } from './db-upgrade-support';

const databases = upgradeDatabases();

describe('cpx database version 9 (unfinished mock exams from the server)', () => {
  it('upgrades a version 8 database: everything kept, the unfinished-exams table added empty', async () => {
    const v8 = await databases.openAt(8);
    await v8.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'POST',
      path: 'mock-exams/m-1/cases/case-1/complete',
      body: { practiceMemo: '메모' },
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    await v8.table('mockExams').put({ mockExamSessionId: 'm-1', userId: 'u-1', finishedAt: null });
    await v8.table('encounterPacks').put({ scenarioId: 'case-1', pack: {} });
    expect(v8.verno).toBe(8);
    v8.close();

    const current = await databases.openCurrent(v8.name);

    expect(current.verno).toBe(11);
    expect(await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).count()).toBe(1);
    expect(await current.mockExams.get('m-1')).toMatchObject({ userId: 'u-1', finishedAt: null });
    expect(await current.encounterPacks.get('case-1')).toBeDefined();
    expect(await current.unfinishedExams.count()).toBe(0);
    expect(current.unfinishedExams.schema.primKey.name).toBe('key');
    expect(current.unfinishedExams.schema.idxByName.userId).toBeDefined();
  });
});
