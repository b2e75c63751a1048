import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledContent } from '../content/compiled';
import { prepareDatabase } from './boot';
import { loadConfig } from './config';
import { hasPgliteDatabase, migrationsApplied } from './db/client';
import { startPgliteEarly, takeEarlyPglite } from './db/pglite-early';
import { seedImageDir } from './db/prepared-image';
import { cases, users } from './db/schema/index';

const root = mkdtempSync(path.join(os.tmpdir(), 'cpx-boot-'));
const cacheDir = path.join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const configFor = (dataDir: string) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-test-secret-of-at-least-32-characters' });

type Handle = Awaited<ReturnType<typeof prepareDatabase>>;
const caseCount = async (database: Handle) => (await database.db.select({ n: count() }).from(cases))[0]!.n;
const userCount = async (database: Handle) => (await database.db.select({ n: count() }).from(users))[0]!.n;

describe('boot on the embedded database (issue 21 item 5)', () => {
  const library = compiledContent(cacheDir);
  const image = seedImageDir(cacheDir, library.version);
  const first = path.join(root, 'first');
  const second = path.join(root, 'second');

  it('makes the prepared image once (migrated, seeded, nobody in it), and a new DATA_DIR is a copy of it', async () => {
    // An image of an earlier library or migrations, left by an earlier boot: removed once this one is made.
    const older = path.join(cacheDir, 'pglite-seed-0123456789abcdef');
    mkdirSync(older, { recursive: true });
    writeFileSync(path.join(older, 'PG_VERSION'), '17');
    const database = await prepareDatabase(configFor(first), cacheDir);
    expect(hasPgliteDatabase(image)).toBe(true);
    expect(existsSync(older)).toBe(false);
    // Whole or not at all: no half-made image left beside it.
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await caseCount(database)).toBe(library.cases().length);
    expect(await migrationsApplied(database.db)).toBe(true);
    await database.db
      .insert(users)
      .values({ email: 'first@example.com', fullName: '처음', nickname: 'first' });
    await database.close();

    const copy = await prepareDatabase(configFor(second), cacheDir);
    expect(await caseCount(copy)).toBe(library.cases().length);
    // The first folder's account stays its own: the image was made before it and is never opened.
    expect(await userCount(copy)).toBe(0);
    const seeded = (await copy.db.execute(
      sql`select value from system_meta where key = 'content_version'`,
    )) as unknown as { rows: { value: string }[] };
    expect(seeded.rows[0]?.value).toBe(library.version);
    await copy.close();
    expect(existsSync(`${second}/pglite.${process.pid}.tmp`)).toBe(false);
  });

  it('a database started before the configuration was read is taken over, with its data', async () => {
    startPgliteEarly({ DATA_DIR: first });
    const database = await prepareDatabase(configFor(first), cacheDir);
    // Taken: nothing is left to take.
    expect(takeEarlyPglite(path.join(first, 'pglite'))).toBeUndefined();
    expect(await userCount(database)).toBe(1);
    expect(await caseCount(database)).toBe(library.cases().length);
    await database.close();
  });

  it('is not started early for PostgreSQL or PGlite on the main thread', () => {
    startPgliteEarly({ DATA_DIR: first, DATABASE_URL: 'postgres://nowhere/db' });
    expect(takeEarlyPglite(path.join(first, 'pglite'))).toBeUndefined();
    startPgliteEarly({ DATA_DIR: first, PGLITE_THREAD: 'main' });
    expect(takeEarlyPglite(path.join(first, 'pglite'))).toBeUndefined();
  });
});
