import { getChoseong } from 'es-hangul';

/**
 * How a case search matches, shared by the server's GET /cases and the PWA's offline search so
 * both find the same cases: spaces and case are ignored, and a query made only of initial
 * consonants (ㄱㅅㅊㅅ) matches the initial consonants of the indexed text (급성 충수염).
 */
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

export function normalizeSearchText(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export function choseongOf(text: string): string {
  return getChoseong(normalizeSearchText(text));
}

export interface SearchKey {
  /** The query as it should be compared: spaces removed, lower-cased. */
  text: string;
  /** True when the query is only initial consonants, so it is compared with choseongOf(indexed). */
  choseongOnly: boolean;
}

export function searchKey(query: string): SearchKey | null {
  const text = normalizeSearchText(query);
  if (!text) return null;
  return { text, choseongOnly: CHOSEONG_ONLY.test(text) };
}

/** Whether indexed text (e.g. name + complaint + categories) matches the query. */
export function matchesSearch(indexed: string, query: string): boolean {
  const key = searchKey(query);
  if (!key) return true;
  const haystack = normalizeSearchText(indexed);
  if (haystack.includes(key.text)) return true;
  return key.choseongOnly && choseongOf(indexed).includes(key.text);
}

/** The text a case is found by, on the server and offline alike: diagnosis, complaint and both categories. */
export function searchableText(c: {
  name: string;
  presentingComplaint: string;
  secondaryCategory: string;
  primaryCategory: string;
}): string {
  return [c.name, c.presentingComplaint, c.secondaryCategory, c.primaryCategory].join(' ');
}
