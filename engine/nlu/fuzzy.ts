/**
 * Typo tolerance at the level of jamo (자모).
 *
 * A Korean typo usually changes one jamo, not one syllable: 메스꺼움 -> 메스꺼음 (ㅜ->ㅡ),
 * 담배 -> 담베 (ㅐ->ㅔ), 수술 -> 수슬, 언제 -> 언재. Comparing syllables would count each of those as
 * a whole-character substitution; comparing es-hangul's `disassemble` output counts one edit.
 *
 * `approximateFind` is Sellers' algorithm (edit distance of a pattern to the best-matching
 * *substring* of a text, O(pattern × text)), with adjacent transpositions counted as one edit so
 * that swapped keystrokes cost one. A cheap jamo-bigram filter rejects almost every keyword before
 * the dynamic programme runs, which keeps the whole fuzzy pass well under a millisecond.
 */
import { disassemble } from 'es-hangul';

export interface JamoText {
  /** Jamo sequence of the Hangul/latin/digit characters. */
  readonly jamo: string;
  /** For each jamo index, the index of the syllable (character of the compact text) it came from. */
  readonly charOf: Int32Array;
  /** True where a jamo is the first jamo of its syllable. */
  readonly starts: Uint8Array;
  readonly bigrams: Set<string>;
}

/**
 * ㅐ/ㅔ and ㅒ/ㅖ are pronounced alike by most speakers and are the commonest spelling confusion
 * ('담베', '메스꺼움'/'매스꺼움'): they compare as equal, so short keywords that allow no edit still
 * survive that slip.
 */
function canonical(jamo: string): string {
  return jamo.replace(/ㅔ/g, 'ㅐ').replace(/ㅖ/g, 'ㅒ');
}

export function toJamo(compact: string): JamoText {
  let jamo = '';
  const charOf: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < compact.length; i += 1) {
    const parts = canonical(disassemble(compact[i]!));
    for (let j = 0; j < parts.length; j += 1) {
      charOf.push(i);
      starts.push(j === 0 ? 1 : 0);
    }
    jamo += parts;
  }
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < jamo.length; i += 1) bigrams.add(jamo.slice(i, i + 2));
  return { jamo, charOf: Int32Array.from(charOf), starts: Uint8Array.from(starts), bigrams };
}

export interface FuzzyKeyword {
  readonly word: string;
  readonly jamo: string;
  readonly bigrams: readonly string[];
  readonly maxEdits: number;
}

/**
 * Edit budget by keyword length: below 5 jamo no fuzzy matching at all, 5 jamo only the ㅐ/ㅔ
 * equivalence (too many real words lie one edit from 음주 or 담배), 6-10 jamo one edit, longer two.
 */
export function prepareKeyword(word: string): FuzzyKeyword | undefined {
  const jamo = canonical(disassemble(word));
  if (jamo.length < 5) return undefined;
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < jamo.length; i += 1) bigrams.push(jamo.slice(i, i + 2));
  return { word, jamo, bigrams, maxEdits: jamo.length >= 11 ? 2 : jamo.length >= 6 ? 1 : 0 };
}

export interface FuzzyHit {
  readonly start: number; // character index in the compact text
  readonly end: number; // exclusive
  readonly edits: number;
}

/**
 * Best approximate occurrence of `kw` in `text`, or undefined when it needs more than kw.maxEdits
 * edits. Exact occurrences are left to the exact matcher (callers skip those).
 */
export function approximateFind(kw: FuzzyKeyword, text: JamoText): FuzzyHit | undefined {
  // Each edit destroys at most two bigrams; fewer shared bigrams than that cannot be within reach.
  let shared = 0;
  for (const b of kw.bigrams) if (text.bigrams.has(b)) shared += 1;
  if (shared < kw.bigrams.length - 2 * kw.maxEdits) return undefined;

  const p = kw.jamo;
  const t = text.jamo;
  const m = p.length;
  const n = t.length;
  if (n === 0) return undefined;
  // prev2/prev/cur rows over the pattern; start[] carries where the matched substring began.
  let prev2 = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  let startPrev2 = new Int32Array(m + 1);
  let startPrev = new Int32Array(m + 1);
  let startCur = new Int32Array(m + 1);
  for (let i = 0; i <= m; i += 1) {
    prev[i] = i;
    startPrev[i] = 0;
  }
  let best: FuzzyHit | undefined;
  for (let j = 1; j <= n; j += 1) {
    cur[0] = 0;
    startCur[0] = j; // a match may begin at any text position
    for (let i = 1; i <= m; i += 1) {
      const cost = p[i - 1] === t[j - 1] ? 0 : 1;
      let v = prev[i - 1]! + cost;
      let s = startPrev[i - 1]!;
      if (prev[i]! + 1 < v) {
        v = prev[i]! + 1;
        s = startPrev[i]!;
      }
      if (cur[i - 1]! + 1 < v) {
        v = cur[i - 1]! + 1;
        s = startCur[i - 1]!;
      }
      if (i > 1 && j > 1 && p[i - 1] === t[j - 2] && p[i - 2] === t[j - 1] && prev2[i - 2]! + 1 < v) {
        v = prev2[i - 2]! + 1;
        s = startPrev2[i - 2]!;
      }
      cur[i] = v;
      startCur[i] = s;
    }
    const d = cur[m]!;
    const s = startCur[m]!;
    // Anchor at syllable boundaries on both sides so that a keyword cannot begin or end in the
    // middle of another word's syllable ('짚어보' is not 직업), where most false positives come from.
    const endsSyllable = j === n || text.starts[j] === 1;
    if (d <= kw.maxEdits && s < n && text.starts[s] === 1 && endsSyllable && (!best || d < best.edits)) {
      best = { start: text.charOf[s]!, end: text.charOf[j - 1]! + 1, edits: d };
      if (d === 0) break;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
    [startPrev2, startPrev, startCur] = [startPrev, startCur, startPrev2];
  }
  return best;
}
