/**
 * What the learner said and did, as vocabulary keys, and where to quote it from.
 *
 * Every learner message is analysed once with the NLU (analyzeUtterance); the grader then asks
 * "which messages touched key K?" in transcript order. Quotes are located afterwards, only for the
 * items that need one: the message is split into clauses on the original text (so a quote is always
 * an exact substring of what the learner typed, typos included) and the first clause that touches
 * the key on its own is quoted. Re-analysing a clause costs a fraction of a millisecond and keeps
 * the grader independent of how the NLU segments internally.
 */
import type { Case } from '../../../content/schema';
import { analyzeUtterance as analyzeFresh, type Understanding } from '../nlu/analyze';
import { supplementaryKeys } from './cues';
import { clip } from './text';

export interface TranscriptLike {
  readonly id: string;
  readonly sender: 'user' | 'ai';
  readonly content: string;
}

/**
 * analyzeUtterance is pure, and quoting re-reads the same clauses once per item: a bounded memo
 * keeps a grading to one NLU pass per distinct text.
 */
const memo = new Map<string, Understanding>();
export function analyzeUtterance(text: string): Understanding {
  let u = memo.get(text);
  if (!u) {
    if (memo.size > 20_000) memo.clear();
    u = analyzeFresh(text);
    memo.set(text, u);
  }
  return u;
}

/** Forgets memoised analyses (benchmarks measure a grading without help from earlier ones). */
export function resetAnalysisMemo(): void {
  memo.clear();
}

export type KeyKind = 'topic' | 'symptom' | 'manoeuvre' | 'education' | 'act';

export interface LearnerTurn {
  /** Position in the whole transcript. */
  readonly index: number;
  readonly message: TranscriptLike;
  readonly understanding: Understanding;
  /** Keys found by the grader's own cues (cues.ts) and per-action re-analysis, not by the NLU. */
  readonly extra: readonly { kind: KeyKind; key: string }[];
}

export interface LearnerRecord {
  readonly turns: readonly LearnerTurn[];
  /** `${kind}:${key}` -> positions in `turns` that touched the key, in order. */
  readonly touched: ReadonlyMap<string, readonly number[]>;
}

export const keyId = (kind: KeyKind, key: string) => `${kind}:${key}`;

/** "(복부 촉진, 반발압통 확인)": an action listing several manoeuvres. */
const ACTION_LIST = /[,·/]|\s및\s|\s그리고\s/;

/** Keys beyond the NLU's reading of the whole message. */
function extraKeys(text: string, c: Case): { kind: KeyKind; key: string }[] {
  const out: { kind: KeyKind; key: string }[] = [];
  for (const clause of clauses(text)) {
    out.push(...supplementaryKeys(clause, c, text));
    // The NLU reads a parenthesised list as one action, and a more specific manoeuvre can swallow
    // its neighbour ('복부 촉진, 반발압통' -> rebound only); each listed action is read alone too.
    if (/^[(（]/.test(clause) && ACTION_LIST.test(clause)) {
      for (const part of clause.replace(/^[(（]|[)）]$/g, '').split(ACTION_LIST)) {
        if (part.trim() === '') continue;
        for (const m of analyzeUtterance(`(${part.trim()})`).manoeuvres)
          out.push({ kind: 'manoeuvre', key: m });
      }
    }
  }
  return out;
}

export function recordLearner(messages: readonly TranscriptLike[], c: Case): LearnerRecord {
  const turns: LearnerTurn[] = [];
  const touched = new Map<string, number[]>();
  const add = (kind: KeyKind, key: string, at: number) => {
    const id = keyId(kind, key);
    const list = touched.get(id);
    if (!list) touched.set(id, [at]);
    else if (list.at(-1) !== at) list.push(at);
  };
  messages.forEach((message, index) => {
    if (message.sender !== 'user' || message.content.trim() === '') return;
    const understanding = analyzeUtterance(message.content);
    // A summary restates answers; questions inside it are not asked again.
    const extra = understanding.acts.includes('summary')
      ? extraKeys(message.content, c).filter((k) => k.kind !== 'topic' && k.kind !== 'symptom')
      : extraKeys(message.content, c);
    const at = turns.length;
    turns.push({ index, message, understanding, extra });
    for (const k of understanding.topics) add('topic', k, at);
    for (const k of understanding.symptoms) add('symptom', k, at);
    for (const k of understanding.manoeuvres) add('manoeuvre', k, at);
    for (const k of understanding.education) add('education', k, at);
    for (const k of understanding.acts) add('act', k, at);
    if (understanding.openQuestion) add('act', 'openQuestion', at);
    if (understanding.invitesQuestions) add('education', 'invitingQuestions', at);
    for (const k of extra) add(k.kind, k.key, at);
  });
  return { turns, touched };
}

/** Whether one understanding touches a key. */
export function touches(u: Understanding, kind: KeyKind, key: string): boolean {
  switch (kind) {
    case 'topic':
      return (u.topics as string[]).includes(key);
    case 'symptom':
      return (u.symptoms as string[]).includes(key);
    case 'manoeuvre':
      return (u.manoeuvres as string[]).includes(key);
    case 'education':
      return (u.education as string[]).includes(key) || (key === 'invitingQuestions' && u.invitesQuestions);
    case 'act':
      return (u.acts as string[]).includes(key) || (key === 'openQuestion' && u.openQuestion);
  }
}

// ---------------------------------------------------------------------------------------------
// Quoting
// ---------------------------------------------------------------------------------------------

/** A clause ending before a comma ('언제부터 아프셨고, 어디가…'), as the NLU splits. */
const CLAUSE_BEFORE_COMMA = /(요|고|데|며|면|서|죠|까|니|냐|지|는데|은데|거나)$/;

/**
 * Clauses of the original text as [start, end) spans: sentences, clauses joined by a comma after a
 * clause ending, and parenthesised actions kept whole.
 */
export function clauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end).trim();
    if (piece.length > 0) out.push(piece);
    start = end;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '(' || ch === '（') {
      if (depth === 0) push(i);
      depth += 1;
    } else if ((ch === ')' || ch === '）') && depth > 0) {
      depth -= 1;
      if (depth === 0) push(i + 1);
    } else if (depth === 0) {
      if (/[?!.。\n？！~]/.test(ch)) push(i + 1);
      else if (ch === ',' && CLAUSE_BEFORE_COMMA.test(text.slice(start, i).trim())) push(i + 1);
    }
  }
  push(text.length);
  return out;
}

/**
 * The quote for evidence in `text`: the first clause (or pair of adjacent clauses) that satisfies
 * `holds`, so a multi-question message quotes the question that counted; the whole message when it
 * is one clause or no clause holds alone. Clipped to MAX_QUOTE characters.
 */
export function quoteFor(text: string, holds: (piece: string) => boolean): string {
  const t = text.trim();
  const parts = clauses(t);
  if (parts.length <= 1) return clip(t);
  for (const p of parts) if (holds(p)) return clip(p);
  for (let i = 0; i + 1 < parts.length; i += 1) {
    const joined = t.slice(t.indexOf(parts[i]!), t.indexOf(parts[i + 1]!) + parts[i + 1]!.length);
    if (holds(joined)) return clip(joined);
  }
  return clip(t);
}

/** Quote the part of a message that touches a vocabulary key (by the NLU or the grader's cues). */
export function quoteKey(text: string, kind: KeyKind, key: string, c: Case): string {
  return quoteFor(
    text,
    (piece) =>
      touches(analyzeUtterance(piece), kind, key) ||
      extraKeys(piece, c).some((k) => k.kind === kind && k.key === key),
  );
}
