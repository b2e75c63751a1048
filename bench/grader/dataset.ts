/**
 * The grader's labelled transcripts (dev-set.yaml, holdout.yaml) and the cases they are spoken
 * to. Cases are read one file at a time so that a half-written case elsewhere in the library does
 * not stop the evaluation (loadCases() is all-or-nothing by design).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DEFAULT_CASES_DIR, caseChecklist } from '../../content/load';
import { caseSchema, type Case } from '../../content/schema';
import { PRESENTATION_SLUGS } from '../../content/vocabulary';
import type { TranscriptMessage } from '../../engine/grader/grade';

export const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface LabelledTranscript {
  readonly id: string;
  readonly caseId: string;
  readonly style: string;
  readonly messages: TranscriptMessage[];
  /** Full item ids an examiner marked 'yes'. */
  readonly yes: ReadonlySet<string>;
  /**
   * Examiner set only: for each met item, the message ids that earn it (the grader's evidence must
   * be one of them). Absent for the older sets, which were labelled without evidence.
   */
  readonly earning?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Examiner set only: part of the locked split (never tuned on). */
  readonly locked?: boolean;
}

interface RawTranscript {
  id: string;
  case: string;
  style?: string;
  /**
   * `tuning` for transcripts written after the split was fixed (issue 17, fourth pass): they are
   * always in the tuning part and take no part in the hash split, so adding them never moves a
   * transcript into or out of the locked part.
   */
  part?: 'tuning';
  messages: ({ u: string } | { a: string })[];
  /** A list of met items, or (examiner set) met item -> earning message index(es), 1-based. */
  yes: string[] | Record<string, number[]>;
}

export type TranscriptFile = 'dev-set.yaml' | 'holdout.yaml' | 'examiner-set.yaml';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The locked split of the examiner set, fixed before the grader was run on it: within each style,
 * the third (rounded up) of the transcripts whose SHA-256 of the id sorts lowest. Transcripts added
 * later (`part: tuning`) are outside the split: always tuning, never moving the locked third.
 */
export function lockedIds(
  transcripts: readonly { id: string; style?: string; part?: 'tuning' }[],
): Set<string> {
  const byStyle = new Map<string, string[]>();
  for (const t of transcripts) {
    if (t.part === 'tuning') continue;
    byStyle.set(t.style ?? '', [...(byStyle.get(t.style ?? '') ?? []), t.id]);
  }
  const locked = new Set<string>();
  for (const ids of byStyle.values()) {
    const sorted = [...ids].sort((a, b) => sha256(a).localeCompare(sha256(b)));
    for (const id of sorted.slice(0, Math.ceil(ids.length / 3))) locked.add(id);
  }
  return locked;
}

let caseIndex: Map<string, string> | undefined;

const loaded = new Map<string, Case>();

/**
 * Reads and validates one case by id; throws if it is missing or invalid. Parsed once per process and
 * shared (the grader and the patient engine only read a case): the class tests load the same few cases
 * for hundreds of rows, and parsing and validating the YAML each time was a good part of their run time.
 */
export function loadCase(id: string, dir: string = DEFAULT_CASES_DIR): Case {
  const key = `${dir}\u0000${id}`;
  const cached = loaded.get(key);
  if (cached) return cached;
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
  const parsed = caseSchema.parse(parse(readFileSync(file, 'utf8')));
  loaded.set(key, parsed);
  return parsed;
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

export function loadTranscripts(file: TranscriptFile): LabelledTranscript[] {
  const raw = parse(readFileSync(path.join(HERE, file), 'utf8')) as { transcripts: RawTranscript[] };
  const locked = file === 'examiner-set.yaml' ? lockedIds(raw.transcripts) : undefined;
  return raw.transcripts.map((t) => {
    const c = loadCase(t.case);
    const messages: TranscriptMessage[] = t.messages.map((m, i) =>
      'u' in m
        ? { id: `${t.id}-${i + 1}`, sender: 'user', content: String(m.u) }
        : { id: `${t.id}-${i + 1}`, sender: 'ai', content: String(m.a) },
    );
    if (Array.isArray(t.yes)) {
      return {
        id: t.id,
        caseId: t.case,
        style: t.style ?? '',
        messages,
        yes: new Set(t.yes.map((label) => fullItemId(c, label))),
      };
    }
    const earning = new Map<string, Set<string>>();
    for (const [label, indices] of Object.entries(t.yes)) {
      const ids = new Set<string>();
      for (const i of indices) {
        const m = messages[i - 1];
        if (!m || m.sender !== 'user')
          throw new Error(`${t.id}: ${label} cites message ${i}, not a learner turn`);
        ids.add(m.id);
      }
      earning.set(fullItemId(c, label), ids);
    }
    return {
      id: t.id,
      caseId: t.case,
      style: t.style ?? '',
      messages,
      yes: new Set(earning.keys()),
      earning,
      locked: locked?.has(t.id) ?? false,
    };
  });
}
