/**
 * The grader's labelled transcripts (dev-set.yaml, holdout.yaml) and the cases they are spoken
 * to. Cases are read one file at a time so that a half-written case elsewhere in the library does
 * not stop the evaluation (loadCases() is all-or-nothing by design).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DEFAULT_CASES_DIR, caseChecklist } from '../../content/load';
import { caseSchema, type Case } from '../../content/schema';
import { PRESENTATION_SLUGS } from '../../content/vocabulary';
import type { TranscriptMessage } from '../../server/ai/grader/grade';

export const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface LabelledTranscript {
  readonly id: string;
  readonly caseId: string;
  readonly style: string;
  readonly messages: TranscriptMessage[];
  /** Full item ids an examiner marked 'yes'. */
  readonly yes: ReadonlySet<string>;
}

interface RawTranscript {
  id: string;
  case: string;
  style?: string;
  messages: ({ u: string } | { a: string })[];
  yes: string[];
}

let caseIndex: Map<string, string> | undefined;

/** Reads and validates one case by id; throws if it is missing or invalid. */
export function loadCase(id: string, dir: string = DEFAULT_CASES_DIR): Case {
  if (!caseIndex) {
    caseIndex = new Map();
    for (const system of readdirSync(dir, { withFileTypes: true })) {
      if (!system.isDirectory()) continue;
      for (const f of readdirSync(path.join(dir, system.name))) {
        if (/\.ya?ml$/.test(f)) caseIndex.set(f.replace(/\.ya?ml$/, ''), path.join(dir, system.name, f));
      }
    }
  }
  const file = caseIndex.get(id);
  if (!file) throw new Error(`no case file for '${id}'`);
  return caseSchema.parse(parse(readFileSync(file, 'utf8')));
}

/** Every case file that parses on its own, in file order; broken files are skipped. */
export function loadValidCases(dir: string = DEFAULT_CASES_DIR): Case[] {
  const out: Case[] = [];
  for (const system of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!system.isDirectory()) continue;
    for (const f of readdirSync(path.join(dir, system.name)).sort()) {
      if (!/\.ya?ml$/.test(f)) continue;
      const parsed = caseSchema.safeParse(parse(readFileSync(path.join(dir, system.name, f), 'utf8')));
      if (parsed.success) out.push(parsed.data);
    }
  }
  return out;
}

/** `hx.onset` -> `acute-abdominal-pain.hx.onset`; full ids (case extras) are kept. */
export function fullItemId(c: Case, label: string): string {
  const ids = new Set(caseChecklist(c).map((i) => i.id));
  if (ids.has(label)) return label;
  const prefixed = `${PRESENTATION_SLUGS[c.secondaryCategory]}.${label}`;
  if (ids.has(prefixed)) return prefixed;
  throw new Error(`'${label}' is not an item of ${c.id}'s checklist`);
}

export function loadTranscripts(file: 'dev-set.yaml' | 'holdout.yaml'): LabelledTranscript[] {
  const raw = parse(readFileSync(path.join(HERE, file), 'utf8')) as { transcripts: RawTranscript[] };
  return raw.transcripts.map((t) => {
    const c = loadCase(t.case);
    const messages: TranscriptMessage[] = t.messages.map((m, i) =>
      'u' in m
        ? { id: `${t.id}-${i + 1}`, sender: 'user', content: String(m.u) }
        : { id: `${t.id}-${i + 1}`, sender: 'ai', content: String(m.a) },
    );
    return {
      id: t.id,
      caseId: t.case,
      style: t.style ?? '',
      messages,
      yes: new Set(t.yes.map((label) => fullItemId(c, label))),
    };
  });
}
