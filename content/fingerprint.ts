/**
 * Which compiled case library a boot can use, worked out without loading the library, its schema
 * or the YAML parser: the server starts its embedded database from this before the rest of it has
 * loaded (server/db/pglite-early.ts, issue 21 item 5). content/compiled.ts builds the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

export const DEFAULT_CASES_DIR = path.join(projectRoot, 'content', 'cases');

const contentDir = path.join(projectRoot, 'content');

function sourceFiles(target: string, out: string[]): string[] {
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) sourceFiles(path.join(target, entry), out);
  } else if (/\.(ya?ml|ts)$/.test(target) && !target.endsWith('.test.ts')) out.push(target);
  return out;
}

/** sha256 over the path and bytes of every file the compiled library depends on. */
export function contentFingerprint(casesDir: string = DEFAULT_CASES_DIR): string {
  const files = [
    ...sourceFiles(casesDir, []),
    ...sourceFiles(path.join(contentDir, 'checklists'), []),
    ...['schema.ts', 'vocabulary.ts', 'load.ts'].map((f) => path.join(contentDir, f)),
  ];
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(path.relative(contentDir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export const compiledFiles = (cacheDir: string) => ({
  versionFile: path.join(cacheDir, 'content-version.json'),
  casesFile: path.join(cacheDir, 'content-cases.json'),
});

/**
 * The version of the compiled library kept in `cacheDir` when it was compiled from the sources as
 * they are now; undefined when it is missing, unreadable or stale (compiledContent then parses the
 * YAML again). `fingerprint` spares a caller that goes on to compile a second pass over the files.
 */
export function cachedContentVersion(
  cacheDir: string,
  casesDir: string = DEFAULT_CASES_DIR,
  fingerprint: string = contentFingerprint(casesDir),
): string | undefined {
  const { versionFile, casesFile } = compiledFiles(cacheDir);
  if (!existsSync(versionFile) || !existsSync(casesFile)) return undefined;
  try {
    const stored = JSON.parse(readFileSync(versionFile, 'utf8')) as {
      fingerprint?: string;
      version?: string;
    };
    return stored.fingerprint === fingerprint && typeof stored.version === 'string'
      ? stored.version
      : undefined;
  } catch {
    return undefined;
  }
}
