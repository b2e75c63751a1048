import { describe, expect, it } from 'vitest';
import { upgradeDatabases } from './db-upgrade-support';

const databases = upgradeDatabases();

describe('cpx database version 7 (mock exams offline)', () => {
  it('upgrades a version 6 database: everything kept, mock exam tables added empty', async () => {
    const v6 = await databases.openAt(6);
    await v6.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'PUT',
      path: 'my-notes/incorrect/acute-appendicitis/memo',
      body: { userMemo: '복습' },
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    await v6.table('practicedScenarios').put({
      key: 'u-1|acute-appendicitis',
      userId: 'u-1',
      sortOrder: 0,
      scenarioId: 'acute-appendicitis',
      name: '급성 충수염',
      primaryCategory: '소화기',
      secondaryCategory: '복통',
      hasNote: false,
      userMemo: '',
      sessions: [],
    });
    await v6.table('notesCache').put({ key: 'u-1|stats|', userId: 'u-1', kind: 'stats' });
    expect(v6.verno).toBe(6);
    v6.close();

    const current = await databases.openCurrent(v6.name);

    expect(current.verno).toBe(11);
    expect(await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).count()).toBe(1);
    expect(await current.practicedScenarios.get('u-1|acute-appendicitis')).toBeDefined();
    expect(await current.notesCache.get('u-1|stats|')).toBeDefined();
    expect(await current.mockExams.count()).toBe(0);
    expect(await current.mockExamWaits.count()).toBe(0);
    expect(current.mockExams.schema.primKey.name).toBe('mockExamSessionId');
    expect(current.mockExams.schema.idxByName.userId).toBeDefined();
    expect(current.mockExamWaits.schema.idxByName['[userId+status]']).toBeDefined();
  });
});
