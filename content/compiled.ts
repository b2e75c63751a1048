/**
 * The case library compiled once: parsing and validating 546 YAML files takes seconds, so the
 * result is kept as JSON in a cache folder, keyed by a fingerprint of every source it came from
 * (the case files, the checklists, the schema, the vocabulary and the loader itself). A boot on
 * unchanged sources reads only the small version file; the cases themselves are read (from the
 * JSON, or parsed afresh when a source changed) only when the database must be re-seeded.
 * The YAML stays the source of truth, and loadCases() its validation.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cachedContentVersion, compiledFiles, contentFingerprint, DEFAULT_CASES_DIR } from './fingerprint';
import { contentVersion, loadCases } from './load';
import type { Case } from './schema';

export { contentFingerprint } from './fingerprint';

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
  const { versionFile, casesFile } = compiledFiles(cacheDir);
  const stored = cachedContentVersion(cacheDir, casesDir, fingerprint);
  if (stored !== undefined) {
    let cached: Case[] | null = null;
    return {
      version: stored,
      fromCache: true,
      cases: () => (cached ??= JSON.parse(readFileSync(casesFile, 'utf8')) as Case[]),
    };
  }
  const cases = loadCases(casesDir);
  const version = contentVersion(cases);
  mkdirSync(cacheDir, { recursive: true });
  writeAtomic(casesFile, JSON.stringify(cases));
  writeAtomic(versionFile, JSON.stringify({ fingerprint, version }));
  return { version, fromCache: false, cases: () => cases };
}
