/**
 * Bounded memos of the engine's pure functions (an analysis of a text, a table's matches, the grader's
 * cues of a clause): the engine reads the same texts again and again (its case's history lines at every
 * turn, a message in context and alone, the grader's pass over a transcript the patient already read).
 * The most recently used results are kept, at most `max`, in a Map in the order of their last use (lru-cache,
 * as the server's caches use, preallocates its arrays: one made per lexicon table and cleared before
 * every reply, as bench/engine-cpu.ts does, it made a reply three times as costly). A memo hands back
 * what it keeps: a caller that may change a result copies it first.
 */
export interface Memo<V> {
  /** The kept result for `key`, or `compute()`'s, kept. */
  get(key: string, compute: () => V): V;
  /** Whether a result for `key` is kept (without making it the most recently used). */
  has(key: string): boolean;
  clear(): void;
  readonly size: number;
}

export function boundedMemo<V>(max: number): Memo<V> {
  const kept = new Map<string, V>();
  return {
    get(key, compute) {
      let value: V;
      if (kept.has(key)) {
        value = kept.get(key) as V;
        // The most recently used last: the first in the Map is the one dropped.
        kept.delete(key);
      } else {
        value = compute();
        if (kept.size >= max) kept.delete(kept.keys().next().value!);
      }
      kept.set(key, value);
      return value;
    },
    has: (key) => kept.has(key),
    clear: () => kept.clear(),
    get size() {
      return kept.size;
    },
  };
}

/**
 * A bounded memo per object (a case, a lexicon table): results that depend on the object as well as on
 * the text, dropped with the object.
 */
export interface MemoPer<O extends object, V> {
  of(owner: O): Memo<V>;
  clear(): void;
}

export function boundedMemoPer<O extends object, V>(max: number): MemoPer<O, V> {
  let memos = new WeakMap<O, Memo<V>>();
  return {
    of(owner) {
      let memo = memos.get(owner);
      if (!memo) memos.set(owner, (memo = boundedMemo<V>(max)));
      return memo;
    },
    clear() {
      memos = new WeakMap();
    },
  };
}
