import Dexie from 'dexie';
import { aScenario } from '../../tests/unit/contract-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { CpxDatabase, schemaV1, schemaV2, schemaV3, schemaV4, schemaV5 } from './db';

const openDatabases: Dexie[] = [];
afterEach(async () => {
  for (const database of openDatabases.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

describe('cpx database version 6 (study notes and dashboard offline)', () => {
  it('upgrades a version 5 database: everything kept, note tables added empty', async () => {
    const name = `cpx-upgrade-v5-${crypto.randomUUID()}`;
    const v5 = new Dexie(name);
    v5.version(1).stores(schemaV1);
    v5.version(2).stores(schemaV2);
    v5.version(3).stores(schemaV3);
    v5.version(4).stores(schemaV4);
    v5.version(5).stores(schemaV5);
    await v5.open();
    await v5.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
    await v5.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'DELETE',
      path: 'cases/acute-appendicitis/bookmark',
      body: null,
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    await v5.table('cases').put({ ...aScenario({ isBookmarked: false }), sortOrder: 0 });
    await v5.table('feedbackPages').put({
      key: 'u-1|board|',
      userId: 'u-1',
      scope: 'board',
      query: '',
      feedbacks: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 },
      fetchedAt: 1,
    });
    await v5.table('feedbackDrafts').put({ id: 'd-1', userId: 'u-1' });
    expect(v5.verno).toBe(5);
    v5.close();

    const current = new CpxDatabase(name);
    openDatabases.push(current);
    await current.open();

    expect(current.verno).toBe(11);
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });
    expect(await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).count()).toBe(1);
    expect(await current.cases.get('acute-appendicitis')).toMatchObject({ isBookmarked: false });
    expect(await current.feedbackPages.get('u-1|board|')).toBeDefined();
    expect(await current.feedbackDrafts.get('d-1')).toBeDefined();

    for (const table of [
      current.practicedScenarios,
      current.bookmarks,
      current.noteDetails,
      current.notesCache,
    ]) {
      expect(await table.count()).toBe(0);
      expect(table.schema.primKey.name).toBe('key');
    }
    expect(current.practicedScenarios.schema.idxByName['[userId+scenarioId]']).toBeDefined();
    expect(current.noteDetails.schema.idxByName['[userId+scenarioId]']).toBeDefined();
    expect(current.bookmarks.schema.idxByName.userId).toBeDefined();
    expect(current.notesCache.schema.idxByName['[userId+kind]']).toBeDefined();
  });
});
