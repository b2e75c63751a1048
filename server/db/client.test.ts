import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasPgliteDatabase, openDatabase } from './client';

/** A gzipped PGlite folder holding one table with one row saying `mark`. */
async function imageSaying(mark: string): Promise<Blob> {
  const source = await PGlite.create('memory://');
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
