import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blankPgliteImage } from '../../tests/support/blank-pglite';
import { hasPgliteDatabase, migrationsApplied, openDatabase } from './client';

/** A gzipped PGlite folder holding one table with one row saying `mark`. */
async function imageSaying(mark: string): Promise<Blob> {
  const source = await PGlite.create('memory://', { loadDataDir: await blankPgliteImage() });
  await source.exec(`create table image_mark (said text); insert into image_mark values ('${mark}');`);
  const image = (await source.dumpDataDir('gzip')) as Blob;
  await source.close();
  return image;
}

const said = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  ((await database.db.execute(sql`select said from image_mark`)) as unknown as { rows: unknown[] }).rows;

describe('an embedded database started from a prepared image (issue 21, cold start)', () => {
  it('a new folder is unpacked from the image; a folder that holds a database keeps its own', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cpx-image-')), 'pglite');
    expect(hasPgliteDatabase(dir)).toBe(false);

    const image = await imageSaying('first');
    const first = await openDatabase({ pgliteDir: dir, pgliteImage: image });
    expect(await said(first)).toEqual([{ said: 'first' }]);
    await first.db.execute(sql`insert into image_mark values ('written later')`);
    await first.close();
    expect(hasPgliteDatabase(dir)).toBe(true);

    // Opened again with the image at hand: the folder's own rows, the image unused.
    const reopened = await openDatabase({ pgliteDir: dir, pgliteImage: image });
    expect(await said(reopened)).toEqual([{ said: 'first' }, { said: 'written later' }]);
    // Its own image, as the first boot keeps it: a gzipped tarball.
    const dumped = new Uint8Array(await (await reopened.dumpImage!()).arrayBuffer());
    expect([dumped[0], dumped[1]]).toEqual([0x1f, 0x8b]);
    await reopened.close();
  });
});

describe('an embedded database copied from a prepared data folder (issue 21 item 5)', () => {
  it.each(['worker', 'main'] as const)(
    'a new folder is a copy of it; the prepared folder is never opened; a database keeps its own (PGlite on the %s thread)',
    async (pgliteThread) => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'cpx-image-dir-'));
      const imageDir = path.join(root, 'image');
      const made = await openDatabase({
        pgliteDir: imageDir,
        pgliteImage: await blankPgliteImage(),
        pgliteThread,
      });
      await made.db.execute(sql`create table image_mark (said text)`);
      await made.db.execute(sql`insert into image_mark values ('prepared')`);
      await made.close();
      const imageFiles = readdirSync(imageDir).sort();

      const dir = path.join(root, 'data', 'pglite');
      const first = await openDatabase({ pgliteDir: dir, pgliteImageDir: imageDir, pgliteThread });
      expect(await said(first)).toEqual([{ said: 'prepared' }]);
      await first.db.execute(sql`insert into image_mark values ('written later')`);
      await first.close();
      // Copied whole, through a folder beside it that is gone once renamed.
      expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
      expect(readdirSync(imageDir).sort()).toEqual(imageFiles);
      expect(existsSync(path.join(imageDir, 'postmaster.pid'))).toBe(false);

      const again = await openDatabase({ pgliteDir: dir, pgliteImageDir: imageDir, pgliteThread });
      expect(await said(again)).toEqual([{ said: 'prepared' }, { said: 'written later' }]);
      await again.close();
      const image = await openDatabase({ pgliteDir: imageDir });
      expect(await said(image)).toEqual([{ said: 'prepared' }]);
      await image.close();
    },
  );

  it('knows whether every migration is applied, with one query', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteImage: await blankPgliteImage() });
    expect(await migrationsApplied(database.db)).toBe(false);
    await database.migrate();
    expect(await migrationsApplied(database.db)).toBe(true);
    // A migration recorded older than the journal's newest: the migrator runs.
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1000
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await migrationsApplied(database.db)).toBe(false);
    await database.close();
  });
});
