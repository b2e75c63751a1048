/**
 * The phrasing bank (bench/patient/phrasing-bank.yaml): the commonest learner questions and exam
 * actions, each read on its own by the shared understanding (analyzeUtterance) and scored by exact
 * key set against one of its accepted labellings. Split by FNV-1a(id) % 3 (the hash of
 * conversationSplit): 0 is the locked part, measured and reported only as a total.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { analyzeUtterance } from '../../engine/nlu/analyze';
import { fnv1a, KIND_OF } from './dataset';

export interface BankItem {
  readonly id: string;
  readonly text: string;
  /** Accepted key sets: the reading must equal one of them exactly. */
  readonly accepted: readonly (readonly string[])[];
}

export const PHRASING_BANK_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'phrasing-bank.yaml',
);

export function bankSplit(id: string): 'tune' | 'locked' {
  return fnv1a(id) % 3 === 0 ? 'locked' : 'tune';
}

export function loadPhrasingBank(file = PHRASING_BANK_FILE): BankItem[] {
  const doc = parse(readFileSync(file, 'utf8')) as { items: [string, string, string][] };
  const seen = new Set<string>();
  return doc.items.map(([id, text, keys]) => {
    if (seen.has(id)) throw new Error(`${file}: duplicate id '${id}'`);
    seen.add(id);
    const accepted = String(keys)
      .split('|')
      .map((alt) => (alt.trim() === '-' ? [] : alt.trim().split(/\s+/)));
    for (const k of accepted.flat())
      if (!KIND_OF.has(k)) throw new Error(`${file}: unknown key '${k}' in '${text}'`);
    return { id, text, accepted };
  });
}

/** Every key the understanding reads in one utterance, in its order. */
export function bankReading(text: string): string[] {
  const u = analyzeUtterance(text);
  return [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])];
}

export function bankReads(item: BankItem, got: readonly string[] = bankReading(item.text)): boolean {
  const g = new Set(got);
  return item.accepted.some((keys) => keys.length === g.size && keys.every((k) => g.has(k)));
}

export interface BankScore {
  readonly n: number;
  readonly read: number;
  /** Tune part only: the entries not read, with what was read. Empty for the locked part. */
  readonly misses: { id: string; text: string; got: string[] }[];
}

export function scorePhrasingBank(items: readonly BankItem[] = loadPhrasingBank()): {
  tune: BankScore;
  locked: BankScore;
} {
  const tune = { n: 0, read: 0, misses: [] as BankScore['misses'] };
  const locked = { n: 0, read: 0, misses: [] as BankScore['misses'] };
  for (const item of items) {
    const part = bankSplit(item.id) === 'locked' ? locked : tune;
    const got = bankReading(item.text);
    part.n += 1;
    if (bankReads(item, got)) part.read += 1;
    else if (part === tune) part.misses.push({ id: item.id, text: item.text, got });
  }
  return { tune, locked };
}

/** The eval's line: 'phrasing bank: tune x/y (p%), locked x/y (p%)'. */
export function phrasingBankLine(): string {
  const { tune, locked } = scorePhrasingBank();
  const pct = (s: BankScore) => `${((100 * s.read) / s.n).toFixed(1)}%`;
  return `phrasing bank: tune ${tune.read}/${tune.n} (${pct(tune)}), locked ${locked.read}/${locked.n} (${pct(locked)})`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { tune } = scorePhrasingBank();
  console.log(phrasingBankLine());
  if (process.argv.includes('--misses'))
    for (const m of tune.misses) console.log(`  MISS ${m.id} ${m.text} → ${m.got.join(' ') || '(nothing)'}`);
}
