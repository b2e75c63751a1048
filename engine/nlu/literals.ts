/**
 * The literal text a regex cannot match without: a prefilter for the lexicon's cues (analyze.ts runs
 * hundreds of them over every segment, and most of them name a word the segment does not hold).
 *
 * `needed(re)` reads the regex's source and returns strings of which every match of `re` contains at
 * least one, or `null` when it cannot tell. It is conservative by construction: whatever it does not
 * understand (a character class with a range, `.`, an escape class, a back-reference, an optional
 * part, a lookaround, an unknown group or flag) it treats as "no literal known", and an alternation
 * with one such branch knows nothing. So `re` can only match a text that `mayMatch` lets through;
 * skipping `re` on any other text changes no result, only the time.
 */

/** What one part of a pattern guarantees: at least one of these strings in every match, or nothing known. */
type Need = readonly string[] | null;

/** The longer the shortest string and the fewer the strings, the rarer a text holding one. */
function better(a: Need, b: Need): Need {
  if (a === null) return b;
  if (b === null) return a;
  const shortest = (n: readonly string[]) => Math.min(...n.map((s) => s.length));
  if (shortest(a) !== shortest(b)) return shortest(a) > shortest(b) ? a : b;
  return b.length < a.length ? b : a;
}

/**
 * Under the `i` flag a letter also matches its other case: only characters without case (Hangul,
 * digits) stay literal there.
 */
const CASELESS = /^[가-힣ㄱ-ㅎㅏ-ㅣ0-9]$/;

/** Escapes that stand for one literal character outside a class. */
const CONTROL: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f' };

class Unknown extends Error {}

class Reader {
  private at = 0;
  constructor(
    private readonly src: string,
    private readonly ignoreCase: boolean,
  ) {}

  /** The whole pattern. */
  pattern(): Need {
    const need = this.alternation();
    if (this.at !== this.src.length) throw new Unknown('unbalanced');
    return need;
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.at + offset];
  }

  /** Branches separated by `|`: a match holds what its branch needs, so all branches must be known. */
  private alternation(): Need {
    const branches: Need[] = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return [...new Set(branches.flatMap((b) => b!))];
  }

  /** Atoms one after another: every atom that must occur is needed; the rarest one is kept. */
  private sequence(): Need {
    let best: Need = null;
    // Literal characters in a row, each exactly once, are needed together as one string.
    let run = '';
    const endRun = () => {
      if (run) best = better(best, [run]);
      run = '';
    };
    while (this.at < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      const { min, repeated } = this.quantifier();
      if (atom.char !== undefined && !repeated) {
        run += atom.char;
        continue;
      }
      endRun();
      if (min > 0) best = better(best, atom.need);
    }
    endRun();
    return best;
  }

  /** One atom: a literal character (`char`) or what a group or class needs (`need`). */
  private atom(): { char?: string; need: Need } {
    const c = this.src[this.at]!;
    this.at += 1;
    if (c === '(') return this.group();
    if (c === '[') return { need: this.characterClass() };
    if (c === '.' || c === '^' || c === '$') return { need: null };
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?') throw new Unknown('nothing to repeat');
    if (c === '{' && /^\d+(,\d*)?\}/.test(this.src.slice(this.at))) throw new Unknown('nothing to repeat');
    return this.literal(c);
  }

  private literal(c: string): { char?: string; need: Need } {
    if (this.ignoreCase && !CASELESS.test(c)) return { need: null };
    return { char: c, need: [c] };
  }

  private escape(): { char?: string; need: Need } {
    const c = this.src[this.at];
    if (c === undefined) throw new Unknown('trailing backslash');
    this.at += 1;
    if (CONTROL[c] !== undefined) return this.literal(CONTROL[c]);
    if (c === 'u' && /^[0-9a-fA-F]{4}/.test(this.src.slice(this.at))) {
      const code = this.src.slice(this.at, this.at + 4);
      this.at += 4;
      return this.literal(String.fromCharCode(parseInt(code, 16)));
    }
    if (c === 'x' && /^[0-9a-fA-F]{2}/.test(this.src.slice(this.at))) {
      const code = this.src.slice(this.at, this.at + 2);
      this.at += 2;
      return this.literal(String.fromCharCode(parseInt(code, 16)));
    }
    // Punctuation escaped to stand for itself; any letter or digit escape (classes, assertions,
    // back-references, \c, \p, \k...) is not read.
    if (/^[\\/^$.*+?()[\]{}|\-~,:=!<>'"#%&@`;_ ]$/.test(c)) return this.literal(c);
    if (/^[A-Za-z0-9]$/.test(c)) {
      // \k<name> and \p{…} carry a part to skip; nothing is known of them either way.
      if ((c === 'k' && this.peek() === '<') || ((c === 'p' || c === 'P') && this.peek() === '{')) {
        const close = this.src.indexOf(c === 'k' ? '>' : '}', this.at);
        if (close < 0) throw new Unknown('unclosed escape');
        this.at = close + 1;
      }
      return { need: null };
    }
    return this.literal(c);
  }

  /** `(…)`, `(?:…)`, `(?<name>…)` need what their content needs; lookarounds match no text. */
  private group(): { need: Need } {
    let lookaround = false;
    if (this.peek() === '?') {
      const head = this.src.slice(this.at, this.at + 3);
      if (head.startsWith('?:')) this.at += 2;
      else if (head.startsWith('?=') || head.startsWith('?!')) {
        this.at += 2;
        lookaround = true;
      } else if (head === '?<=' || head === '?<!') {
        this.at += 3;
        lookaround = true;
      } else if (head.startsWith('?<')) {
        const close = this.src.indexOf('>', this.at);
        if (close < 0) throw new Unknown('unclosed group name');
        this.at = close + 1;
      } else throw new Unknown('unknown group');
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new Unknown('unclosed group');
    this.at += 1;
    return { need: lookaround ? null : inner };
  }

  /** `[…]` of single characters (no range, no negation, no escape class): one of them. */
  private characterClass(): Need {
    const chars: string[] = [];
    let known = true;
    if (this.peek() === '^') {
      known = false;
      this.at += 1;
    }
    for (;;) {
      const c = this.src[this.at];
      if (c === undefined) throw new Unknown('unclosed class');
      this.at += 1;
      // In JavaScript a `]` right after `[` or `[^` closes the class (`[]` matches nothing, `[^]` anything).
      if (c === ']') break;
      let ch: string | undefined = c;
      if (c === '\\') {
        const e = this.src[this.at];
        if (e === undefined) throw new Unknown('trailing backslash');
        this.at += 1;
        if (CONTROL[e] !== undefined) ch = CONTROL[e];
        else if (/^[A-Za-z0-9]$/.test(e)) {
          ch = undefined;
          known = false;
          if ((e === 'p' || e === 'P') && this.peek() === '{') {
            const close = this.src.indexOf('}', this.at);
            if (close < 0) throw new Unknown('unclosed escape');
            this.at = close + 1;
          } else if (e === 'u' || e === 'x') throw new Unknown('code escape in a class');
        } else ch = e;
      }
      // A range ('가-힣', 'a-z'): not read.
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) known = false;
      if (ch !== undefined) {
        if (this.ignoreCase && !CASELESS.test(ch)) known = false;
        chars.push(ch);
      }
    }
    return known && chars.length > 0 ? [...new Set(chars)] : null;
  }

  /** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (lazy or not) after an atom: whether the atom may be absent. */
  private quantifier(): { min: 0 | 1; repeated: boolean } {
    const c = this.peek();
    let min: 0 | 1 = 1;
    if (c === '*' || c === '?') {
      min = 0;
      this.at += 1;
    } else if (c === '+') this.at += 1;
    else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.at));
      if (!m) return { min, repeated: false };
      if (Number(m[1]) === 0) min = 0;
      this.at += m[0].length;
    } else return { min, repeated: false };
    if (this.peek() === '?') this.at += 1;
    return { min, repeated: true };
  }
}

/**
 * Strings of which every match of `re` holds one, or null when unknown. Flags other than i, g, m, s
 * and y (u, v, d…) change how a source reads: nothing is assumed there.
 */
export function needed(re: RegExp): readonly string[] | null {
  if (/[^gimsy]/.test(re.flags)) return null;
  try {
    const need = new Reader(re.source, re.flags.includes('i')).pattern();
    return need && need.length > 0 && need.every((s) => s.length > 0) ? need : null;
  } catch (e) {
    if (e instanceof Unknown) return null;
    throw e;
  }
}

/** False only when `text` holds none of the needed strings (so the regex cannot match it). */
export function mayMatch(need: readonly string[] | null, text: string): boolean {
  if (need === null) return true;
  for (const s of need) if (text.includes(s)) return true;
  return false;
}
