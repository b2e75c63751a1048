/**
 * For the Dexie upgrade tests: a database opened at an older version of the app's schema (as an
 * installed app left it), and the current one on the same name; both are closed and deleted after
 * each test.
 */
import Dexie from 'dexie';
import { afterEach } from 'vitest';
import {
  CpxDatabase,
  schemaV1,
  schemaV2,
  schemaV3,
  schemaV4,
  schemaV5,
  schemaV6,
  schemaV7,
  schemaV8,
  schemaV9,
  schemaV10,
} from './db';

/** The stores of each past version, oldest first (version n is index n - 1). */
const pastSchemas = [
  schemaV1,
  schemaV2,
  schemaV3,
  schemaV4,
  schemaV5,
  schemaV6,
  schemaV7,
  schemaV8,
  schemaV9,
  schemaV10,
];

export function upgradeDatabases() {
  const opened: Dexie[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) {
      database.close();
      await Dexie.delete(database.name);
    }
  });
  return {
    /** A fresh database at `version` of the past schemas, opened. */
    async openAt(version: number): Promise<Dexie> {
      const database = new Dexie(`cpx-upgrade-v${version}-${crypto.randomUUID()}`);
      pastSchemas.slice(0, version).forEach((schema, index) => database.version(index + 1).stores(schema));
      opened.push(database);
      await database.open();
      return database;
    },
    /** The current app database on the same name, opened (running every upgrade). */
    async openCurrent(name: string): Promise<CpxDatabase> {
      const current = new CpxDatabase(name);
      opened.push(current);
      await current.open();
      return current;
    },
  };
}
