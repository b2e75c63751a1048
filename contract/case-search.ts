import { getChoseong } from 'es-hangul';

/**
 * How a case search matches, shared by the server's GET /cases and the PWA's offline search so
 * both find the same cases.
 *
 * - A query with Hangul in it is compared with the Korean text: spaces and case are ignored, and
 *   a query made only of initial consonants (ㄱㅅㅊㅅ) matches the initial consonants of the
 *   indexed text (급성 충수염).
 * - A query without Hangul ('appendicitis', 'DKA', 'acute app') is matched word by word: every
 *   word of the query must begin a word of the case's English name, its English aliases or its
 *   Korean text (where 'GERD' or 'IgA' may stand). Case and accents are ignored. So 'append' finds
 *   Acute appendicitis and 'mi' finds MI or migraine, but not words with 'mi' inside (Alzheimer).
 */
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

export function normalizeSearchText(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export function choseongOf(text: string): string {
  return getChoseong(normalizeSearchText(text));
}

/**
 * The lower-cased words of Latin letters and digits in a text, accents dropped and apostrophes
 * closed up: 'Guillain-Barré' gives guillain, barre; "Crohn's disease" gives crohns, disease;
 * 'HIV 감염 확진' gives hiv.
 */
export function searchWordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface SearchKey {
  /** The query as it should be compared: spaces removed, lower-cased. */
  text: string;
  /** True when the query is only initial consonants, so it is compared with choseongOf(indexed). */
  choseongOnly: boolean;
  /**
   * The query's words when it has no Hangul: each must begin one of the case's words (English
   * name, aliases, Korean text). Null for a Korean query.
   */
  words: string[] | null;
}

export function searchKey(query: string): SearchKey | null {
  const text = normalizeSearchText(query);
  if (!text) return null;
  const words = HANGUL.test(text) ? [] : searchWordsOf(query);
  return { text, choseongOnly: CHOSEONG_ONLY.test(text), words: words.length ? words : null };
}

/** Whether every query word begins one of `words` (the case's words from searchWordsOf). */
export function wordsMatch(words: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

/** What one case is found by, prepared once: the server keeps these per case for every query. */
export interface SearchIndex {
  /** Korean text (diagnosis, complaint, categories) with spaces removed, lower-cased. */
  text: string;
  /** Initial consonants of `text`, for ㄱㅅㅊㅅ-style queries. */
  choseong: string;
  /** Words of the Korean text, the English name and the English aliases (searchWordsOf). */
  words: string[];
}

/** What a case is searched by, on the server and offline alike. */
export interface SearchableCase {
  name: string;
  presentingComplaint: string;
  secondaryCategory: string;
  primaryCategory: string;
  /** Optional: a device row mirrored before the answers carried English names has none yet. */
  englishName?: string;
  englishAliases?: readonly string[];
}

/** The Korean text a case is found by: diagnosis, complaint and both categories. */
export function searchableText(c: SearchableCase): string {
  return [c.name, c.presentingComplaint, c.secondaryCategory, c.primaryCategory].join(' ');
}

export function searchIndexOf(c: SearchableCase): SearchIndex {
  const korean = searchableText(c);
  return {
    text: normalizeSearchText(korean),
    choseong: choseongOf(korean),
    words: [...new Set(searchWordsOf([korean, c.englishName ?? '', ...(c.englishAliases ?? [])].join(' ')))],
  };
}

/** Whether a prepared case index matches a search key (the one rule both sides apply). */
export function indexMatches(index: SearchIndex, key: SearchKey): boolean {
  if (key.words) return wordsMatch(index.words, key.words);
  if (index.text.includes(key.text)) return true;
  return key.choseongOnly && index.choseong.includes(key.text);
}

/**
 * Whether a case matches a search key, working out only the part of the index the key needs
 * (the device filters its whole mirror on every keystroke). Same rule as indexMatches.
 */
export function caseMatches(c: SearchableCase, key: SearchKey): boolean {
  const korean = searchableText(c);
  if (key.words)
    return wordsMatch(
      searchWordsOf([korean, c.englishName ?? '', ...(c.englishAliases ?? [])].join(' ')),
      key.words,
    );
  if (normalizeSearchText(korean).includes(key.text)) return true;
  return key.choseongOnly && choseongOf(korean).includes(key.text);
}

/** Whether a case matches the query; a blank query matches every case. */
export function matchesCase(c: SearchableCase, query: string): boolean {
  const key = searchKey(query);
  return !key || caseMatches(c, key);
}

/** Whether indexed Korean text (plus any English text) matches the query. */
export function matchesSearch(indexed: string, query: string, english: readonly string[] = []): boolean {
  const key = searchKey(query);
  if (!key) return true;
  return indexMatches(
    {
      text: normalizeSearchText(indexed),
      choseong: choseongOf(indexed),
      words: searchWordsOf([indexed, ...english].join(' ')),
    },
    key,
  );
}

/**
 * Why an English query found a case, for the list to show under the Korean name: the English
 * name, and the aliases the query matched that the name does not already show ('MI' for Acute
 * myocardial infarction). Null when the query is Korean, or when the match came from the Korean
 * text alone (e.g. 'GERD' in a Korean name) and the case has no English name.
 */
export function englishMatchOf(
  c: Pick<SearchableCase, 'englishName' | 'englishAliases'>,
  query: string,
): { name: string; aliases: string[] } | null {
  const key = searchKey(query);
  if (!key?.words || !c.englishName) return null;
  const queryWords = key.words;
  const nameWords = searchWordsOf(c.englishName);
  const aliases = (c.englishAliases ?? []).filter((alias) => {
    const words = searchWordsOf(alias);
    return queryWords.some(
      (q) => words.some((w) => w.startsWith(q)) && !nameWords.some((w) => w.startsWith(q)),
    );
  });
  const named = queryWords.some((q) => nameWords.some((w) => w.startsWith(q)));
  return named || aliases.length ? { name: c.englishName, aliases } : null;
}
