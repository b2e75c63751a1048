/**
 * Small Korean text helpers for the grader's comments: negating an examiner sentence, turning the
 * case's plain-style education lines into polite speech, and quoting learner words.
 */
import { josa } from 'es-hangul';

/**
 * "복통이 언제 시작되었는지 물었다" -> "복통이 언제 시작되었는지 묻지 않았습니다".
 * Checklist sentences end in a handful of past-tense verbs (see content/checklists); anything
 * unrecognised falls back to a neutral "…(을)를 하지 않았습니다"-free form.
 */
export function negateItemText(text: string): string {
  const t = text.trim().replace(/[.。]$/, '');
  const rules: [RegExp, string][] = [
    [/물었다$/, '묻지 않았습니다'],
    [/들었다$/, '듣지 않았습니다'],
    [/세웠다$/, '세우지 않았습니다'],
    [/알렸다$/, '알리지 않았습니다'],
    [/기다렸다$/, '기다리지 않았습니다'],
    [/했다$/, '하지 않았습니다'],
  ];
  for (const [re, to] of rules) if (re.test(t)) return t.replace(re, to);
  return `${t} - 수행하지 않았습니다`;
}

/** Hangul syllable helpers. */
function jongOf(ch: string): number {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 ? code % 28 : -1;
}
function withJong(ch: string, jong: number): string {
  const code = ch.charCodeAt(0) - 0xac00;
  return String.fromCharCode(0xac00 + code - (code % 28) + jong);
}
const JONG_B = 17; // ㅂ

/** Vowel-final nouns that end a plain sentence directly ("…상태다"): they take 입니다. */
const NOUN_BEFORE_DA =
  /(상태|문제|신호|과정|차이|부위|정도|의미|경우|이유|시기|단계|위험|뜻|부분|때문|것|거|병)$/;

/**
 * A plain-style (-다) sentence in polite speech (-ㅂ니다/-습니다): "의심된다" -> "의심됩니다",
 * "가능성이 높다" -> "가능성이 높습니다", "다르다" -> "다릅니다", "드물다" -> "드뭅니다",
 * "상태다" -> "상태입니다". Only a 다 that ends a sentence changes ("검사할 때마다", "아침마다" and
 * "보다" inside a sentence are words, not endings); other text is returned unchanged.
 */
export function toPolite(sentence: string): string {
  // Only a sentence-final 다: "검사할 때마다 확인한다" keeps its 마다 ("때맙니다" was a bug).
  return sentence.replace(/([가-힣]+)다(?=[.!]?\s*$|[.!]\s)/g, (whole, stem: string) => {
    const last = stem.at(-1) ?? '';
    const head = stem.slice(0, -1);
    if (NOUN_BEFORE_DA.test(stem)) return `${stem}입니다`;
    if (stem.length > 1 && last === '는') return `${head}습니다`; // 않는다 -> 않습니다
    const jong = jongOf(last);
    if (jong < 0) return whole;
    // Open syllable (크다, 다르다, 필요하다, 이다), ㄴ present tense (된다, 보인다) and ㄹ stems
    // (드물다, 길다) all take ㅂ니다 on the last syllable.
    if (jong === 0 || jong === 4 || jong === 8) return `${head}${withJong(last, JONG_B)}니다`;
    return `${stem}습니다`;
  });
}

/** es-hangul josa that tolerates latin/digit endings (treated as vowel-final, as read aloud often). */
export function withJosa(
  word: string,
  pair: '을/를' | '이/가' | '은/는' | '와/과' | '으로/로' | '이나/나',
): string {
  // Round 17: a closing parenthesis qualifies the word before it: "질문(…, 변화 의지)" takes 질문's particle (이).
  if (/[^\s(]\s?\([^()]*\)$/.test(word)) {
    const head = word.replace(/\s?\([^()]*\)$/, '');
    return `${word}${withJosa(head, pair).slice(head.length)}`;
  }
  const last = word.at(-1) ?? '';
  if (!/[가-힣]/.test(last)) {
    // Round 20: '와/과' names the vowel form first ("CT와", not "CT과").
    const [withBatchim, without] = (pair === '와/과' ? ['과', '와'] : pair.split('/')) as [string, string];
    // Latin abbreviations read as letter names (CT 씨티, MRI 엠알아이): mostly vowel-final.
    return `${word}${/[lmnr0136]$/i.test(last) ? withBatchim : without}`;
  }
  return josa(word, pair);
}

/** Korean list: "A, B, C". */
export function joinList(items: readonly string[], max = 3): string {
  const shown = items.slice(0, max);
  return shown.join(', ') + (items.length > max ? ' 등' : '');
}

export const MAX_QUOTE = 80;

/**
 * A quote of at most MAX_QUOTE characters that is an exact substring of `text` (so the result page
 * can find it in the message), with an ellipsis outside the quoted span where it was cut.
 */
export function clip(text: string, max = MAX_QUOTE): string {
  // A clause cut at a comma keeps its words, not the comma.
  const t = text.trim().replace(/\s*,$/, '');
  if (t.length <= max) return t;
  return `${t.slice(0, max - 1).trimEnd()}…`;
}

/** The learner's words stripped of the quoting and ellipsis the grader adds. */
export function unquote(quote: string): string {
  return quote.replace(/^…/, '').replace(/…$/, '');
}
