import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync } from 'node:fs';
const cpu = () => { const c = process.cpuUsage(); return Math.round((c.user + c.system) / 1000); };
let last = cpu(); const lap = (l: string) => { const n = cpu(); console.log(l.padEnd(22), n - last, 'ms cpu'); last = n; };
const mode = process.argv[2];
if (mode === 'dump') {
  const db = await PGlite.create({ dataDir: '/tmp/fr1/pglite' });
  lap('open existing');
  const blob = await db.dumpDataDir('gzip');
  lap('dump');
  writeFileSync('/tmp/seed.tar.gz', Buffer.from(await blob.arrayBuffer()));
  console.log('size', (await blob.arrayBuffer()).byteLength);
  await db.close();
} else {
  const blob = new Blob([readFileSync('/tmp/seed.tar.gz')]);
  const db = await PGlite.create({ dataDir: process.argv[3], loadDataDir: blob });
  lap('create from dump');
  const r = await db.query('select count(*) from cases');
  console.log(r.rows);
  lap('query');
  await db.close();
  lap('close');
  const again = await PGlite.create({ dataDir: process.argv[3] });
  lap('reopen');
  console.log((await again.query('select count(*) from cases')).rows);
  await again.close();
}
