/**
 * Loading the case library from content/cases/<primary slug>/<case id>.yaml.
 *
 * loadCases() is all-or-nothing: it reads every file, collects every problem (YAML syntax, schema,
 * file placement, duplicate ids) with the file and line it comes from, and throws them together,
 * so a clinician fixing a case sees the whole list at once instead of one error per run.
 * Clinical-quality rules that need the checklist (answerability, near-duplicates) live in
 * lint.ts and run in the test suite, so a weak case fails CI without taking a server down.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, LineCounter } from 'yaml';
import { caseChecklist } from './case-checklist';
import { caseSchema, type Case } from './schema';
import { PRIMARY_CATEGORIES, PRIMARY_SLUGS, SECONDARY_CATEGORIES } from './vocabulary';
import { DEFAULT_CASES_DIR } from './fingerprint';

/** The YAML parser, loaded when sources are parsed: a server booting on its compiled library never needs it. */
const require = createRequire(import.meta.url);
const yaml = () => require('yaml') as typeof Yaml;

export { appliesToPatient, caseChecklist } from './case-checklist';

export { DEFAULT_CASES_DIR };

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFiles(full));
    else if (/\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

/** The line of the deepest YAML node that exists along an issue's path. */
function lineOf(doc: Document, lines: LineCounter, issuePath: PropertyKey[]): number | undefined {
  for (let n = issuePath.length; n >= 0; n -= 1) {
    const node = doc.getIn(issuePath.slice(0, n) as (string | number)[], true) as
      { range?: number[] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]!).line;
  }
  return undefined;
}

/** Catalogue order: system, then presentation as listed in vocabulary.ts, then id. */
function catalogueOrder(a: Case, b: Case): number {
  return (
    PRIMARY_CATEGORIES.indexOf(a.primaryCategory) - PRIMARY_CATEGORIES.indexOf(b.primaryCategory) ||
    SECONDARY_CATEGORIES.indexOf(a.secondaryCategory) - SECONDARY_CATEGORIES.indexOf(b.secondaryCategory) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * The last library each folder validated to, with the files' sizes and modification times it was
 * read from. Parsing and validating 546 YAML files costs 1.5-6 s, and one process often asks for
 * the same unchanged library several times (test files sharing a worker, the evaluations); a
 * copy of the validated result costs a small fraction of that. Any file added, removed or written
 * since changes the stamp, and the folder is read again.
 */
const validated = new Map<string, { stamp: string; cases: Case[] }>();

function stampOf(files: readonly string[]): string {
  return files
    .map((file) => {
      const stat = statSync(file);
      return `${file}\0${stat.size}\0${stat.mtimeMs}`;
    })
    .join('\n');
}

/**
 * Reads and validates every case under `dir`. Returns the cases in catalogue order (a fresh copy
 * the caller may change); throws one Error listing every problem as
 * `<file>:<line> <path>: <message>`.
 */
export function loadCases(dir: string = DEFAULT_CASES_DIR): Case[] {
  const files = yamlFiles(dir);
  const stamp = stampOf(files);
  const known = validated.get(dir);
  if (known?.stamp === stamp) return structuredClone(known.cases);
  const cases = parseCases(dir, files);
  validated.set(dir, { stamp, cases: structuredClone(cases) });
  return cases;
}

function parseCases(dir: string, files: readonly string[]): Case[] {
  const problems: string[] = [];
  const cases: Case[] = [];
  const fileOfId = new Map<string, string>();

  for (const file of files) {
    const rel = path.relative(dir, file);
    const { LineCounter, parseDocument } = yaml();
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, prettyErrors: false });
    if (doc.errors.length > 0) {
      for (const e of doc.errors) {
        const line = lines.linePos(e.pos[0]).line;
        problems.push(`${rel}${line ? `:${line}` : ''} YAML: ${e.message.split('\n')[0]}`);
      }
      continue;
    }
    const parsed = caseSchema.safeParse(doc.toJS());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const line = lineOf(doc, lines, issue.path);
        problems.push(
          `${rel}${line ? `:${line}` : ''} ${issue.path.join('.') || '(root)'}: ${issue.message}`,
        );
      }
      continue;
    }
    const c = parsed.data;
    const stem = path.basename(file).replace(/\.ya?ml$/, '');
    if (c.id !== stem) problems.push(`${rel} id: '${c.id}' must equal the file name '${stem}'`);
    const folder = path.basename(path.dirname(file));
    const expectedFolder = PRIMARY_SLUGS[c.primaryCategory];
    if (folder !== expectedFolder) {
      problems.push(
        `${rel} primaryCategory: a ${c.primaryCategory} case belongs in cases/${expectedFolder}/`,
      );
    }
    const clash = fileOfId.get(c.id);
    if (clash) problems.push(`${rel} id: '${c.id}' is already used by ${clash}`);
    fileOfId.set(c.id, rel);
    cases.push(c);
  }

  if (problems.length > 0) {
    throw new Error(
      `The case library has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return cases.sort(catalogueOrder);
}

/** JSON with object keys sorted, so the hash ignores key order in the YAML. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A stable hash of everything the server stores or grades with: each case and the checklist it
 * is graded on. Same content -> same hash regardless of file order or YAML key order, so the
 * server re-seeds exactly when content (or a checklist) changed.
 */
export function contentVersion(cases: readonly Case[]): string {
  const hash = createHash('sha256');
  for (const c of [...cases].sort((a, b) => a.id.localeCompare(b.id))) {
    hash.update(canonicalJson({ case: c, checklist: caseChecklist(c) })).update('\n');
  }
  return hash.digest('hex');
}
