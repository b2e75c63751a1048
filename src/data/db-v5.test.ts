import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CpxDatabase, schemaV1, schemaV2, schemaV3, schemaV4 } from './db';

const openDatabases: Dexie[] = [];
afterEach(async () => {
  for (const database of openDatabases.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

describe('cpx database version 5 (feedback board offline)', () => {
  it('upgrades a version 4 database: everything kept, feedback tables added empty', async () => {
    const name = `cpx-upgrade-v4-${crypto.randomUUID()}`;
    const v4 = new Dexie(name);
    v4.version(1).stores(schemaV1);
    v4.version(2).stores(schemaV2);
    v4.version(3).stores(schemaV3);
    v4.version(4).stores(schemaV4);
    await v4.open();
    await v4.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
    await v4.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'POST',
      path: 'cases/acute-appendicitis/bookmark',
      body: null,
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    await v4.table('gradingWaits').put({ sessionId: 's-1', userId: 'u-1', status: 'evaluating' });
    await v4.table('caseResults').put({
      sessionId: 's-2',
      userId: 'u-1',
      session: null,
      messages: null,
      evaluation: null,
      updatedAt: 1,
    });
    expect(v4.verno).toBe(4);
    v4.close();

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(11);
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });
    expect(await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).count()).toBe(1);
    expect(await current.gradingWaits.get('s-1')).toMatchObject({ status: 'evaluating' });
    expect(await current.caseResults.get('s-2')).toBeDefined();

    expect(await current.feedbackPages.count()).toBe(0);
    expect(await current.feedbackDrafts.count()).toBe(0);
    expect(current.feedbackPages.schema.primKey.name).toBe('key');
    expect(current.feedbackPages.schema.idxByName['[userId+scope]']).toBeDefined();
    expect(current.feedbackDrafts.schema.primKey.name).toBe('id');
    expect(current.feedbackDrafts.schema.idxByName.userId).toBeDefined();
  });
});
