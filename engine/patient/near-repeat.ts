/**
 * Whether a reply says nearly the same sentence twice (one sentence holds most of another's
 * two-syllable pieces): the check of the summary-correction tests (rounds 37 and 38) and of
 * bench/patient/_correction-probe.ts. Pure; nothing in the engine's replies depends on it.
 */

/** Sentences of a reply, each as its Hangul syllables. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.replace(/[^가-힣]/g, ''))
    .filter((s) => s.length > 0);

export function nearRepeat(text: string): boolean {
  const ss = sentencesOf(text);
  const grams = (s: string) => new Set([...s].slice(0, -1).map((ch, i) => ch + s[i + 1]!));
  for (let i = 0; i < ss.length; i += 1)
    for (let j = i + 1; j < ss.length; j += 1) {
      const a = grams(ss[i]!);
      const b = grams(ss[j]!);
      const shared = [...a].filter((g) => b.has(g)).length;
      if (shared >= 0.6 * Math.min(a.size, b.size) && Math.min(a.size, b.size) >= 4) return true;
    }
  return false;
}
