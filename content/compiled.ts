/**
 * The case library compiled once: parsing and validating 546 YAML files takes seconds, so the
 * result is kept as JSON in a cache folder, keyed by a fingerprint of every source it came from
 * (the case files, the checklists, the schema, the vocabulary and the loader itself). A boot on
 * unchanged sources reads only the small version file; the cases themselves are read (from the
 * JSON, or parsed afresh when a source changed) only when the database must be re-seeded.
 * The YAML stays the source of truth, and loadCases() its validation.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { contentVersion, DEFAULT_CASES_DIR, loadCases } from './load';
import { projectRoot } from './project-root';
import type { Case } from './schema';

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

export interface CompiledContent {
  /** contentVersion() of the library: what the database records as seeded. */
  version: string;
  /** The validated cases in catalogue order (read or parsed on first call). */
  cases(): Case[];
  /** Whether the version came from the cache (false: the YAML was parsed at this call). */
  fromCache: boolean;
}

/** Writes then renames, so a crash mid-write never leaves a half file that parses. */
function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export function compiledContent(cacheDir: string, casesDir: string = DEFAULT_CASES_DIR): CompiledContent {
  const fingerprint = contentFingerprint(casesDir);
  const versionFile = path.join(cacheDir, 'content-version.json');
  const casesFile = path.join(cacheDir, 'content-cases.json');
  if (existsSync(versionFile) && existsSync(casesFile)) {
    try {
      const stored = JSON.parse(readFileSync(versionFile, 'utf8')) as {
        fingerprint?: string;
        version?: string;
      };
      if (stored.fingerprint === fingerprint && typeof stored.version === 'string') {
        let cached: Case[] | null = null;
        return {
          version: stored.version,
          fromCache: true,
          cases: () => (cached ??= JSON.parse(readFileSync(casesFile, 'utf8')) as Case[]),
        };
      }
    } catch {
      /* an unreadable cache is rebuilt below */
    }
  }
  const cases = loadCases(casesDir);
  const version = contentVersion(cases);
  mkdirSync(cacheDir, { recursive: true });
  writeAtomic(casesFile, JSON.stringify(cases));
  writeAtomic(versionFile, JSON.stringify({ fingerprint, version }));
  return { version, fromCache: false, cases: () => cases };
}
