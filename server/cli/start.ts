import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../app';
import { ConfigError, loadConfig } from '../config';
import { startServer } from '../server';

/**
 * `npm start`: validate configuration, build the PWA when its sources changed since the last
 * build (a content hash kept in dist/), then migrate, seed and serve app and API on one port.
 */
// engine/ (the patient, the grader, the review schedule) and content/ (case schema, vocabulary) are
// bundled into the PWA too.
const buildInputs = [
  'src',
  'sw',
  'public',
  'contract',
  'engine',
  'content',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const hashFile = path.join(projectRoot, 'dist', '.source-hash');

function collect(target: string, out: string[]) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
      collect(path.join(target, entry), out);
    }
  } else out.push(target);
}

function sourceHash(): string {
  const files: string[] = [];
  for (const input of buildInputs) collect(path.join(projectRoot, input), files);
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(path.relative(projectRoot, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

function buildIfNeeded() {
  const wanted = sourceHash();
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (built === wanted && existsSync(path.join(projectRoot, 'dist', 'index.html'))) return;
  console.log('Building the PWA (sources changed since the last build)...');
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The PWA build failed; see the errors above.');
    process.exit(1);
  }
  writeFileSync(hashFile, `${wanted}\n`);
}

try {
  const config = loadConfig();
  if (process.env.SKIP_BUILD !== '1') buildIfNeeded();
  await startServer(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
