import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CpxDatabase, schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6 } from './db';

const openDatabases: Dexie[] = [];
afterEach(async () => {
  for (const database of openDatabases.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

describe('cpx database version 7 (mock exams offline)', () => {
  it('upgrades a version 6 database: everything kept, mock exam tables added empty', async () => {
    const name = `cpx-upgrade-v6-${crypto.randomUUID()}`;
    const v6 = new Dexie(name);
    [schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6].forEach((schema, index) =>
      v6.version(index + 1).stores(schema),
    );
    await v6.open();
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
    await v6.table('practicedScenarios').put({ key: 'u-1|acute-appendicitis', userId: 'u-1' });
    await v6.table('notesCache').put({ key: 'u-1|stats|', userId: 'u-1', kind: 'stats' });
    expect(v6.verno).toBe(6);
    v6.close();

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(7);
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
