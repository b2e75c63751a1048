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
  /(상태|문제|신호|과정|차이|부위|정도|의미|경우|이유|시기|단계|위험|뜻|부분|때문|것|거|병|자리|뒤|후|때)$/;

/**
 * Round 24: syllables that end a vowel-final noun and no verb stem (경과, 변화, 악화, 치료, 장애, 자체, 관계,
 * 종류): "자연 경과다" is the noun with its copula dropped ("경과입니다"), not a verb ("경괍니다" was a bug).
 */
// Round 33: 죄 (범죄, 무죄): "범죄다" is "범죄입니다", not "범죕니다".
const NOUN_FINAL_SYLLABLE = /(과|화|료|애|체|계|류|죄)$/;

/** The informant named for a history example: "(룸메이트에게)", not a parenthesis nested in another. */
export function informantTag(informant: string): string {
  return `(${informant.replace(/\s*\([^()]*\)/g, '').trim()}에게)`;
}

/**
 * A name inside the grader's own parenthesis ("가장 가능성 높은 진단(…)"): a trailing qualifier is dropped, and
 * a name that still holds a parenthesis ("약물(메트포르민) 관련 설사") is undefined here (the caller names it
 * outside a parenthesis instead).
 */
export function nameForParenthesis(name: string): string | undefined {
  const bare = name.replace(/\s*\([^)]*\)\s*$/, '');
  return /[()]/.test(bare) ? undefined : bare;
}

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
    if (NOUN_BEFORE_DA.test(stem) || NOUN_FINAL_SYLLABLE.test(stem)) return `${stem}입니다`;
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
    // Round 24: a name read with a final ㄹ (L 엘, R 알, 1 일, 7 칠, 8 팔) takes 로, as 물로 does ("2 L로", not "L으로").
    if (pair === '으로/로' && /[lr178]$/i.test(last)) return `${word}로`;
    // Round 24: 7 (칠) and 8 (팔) end in ㄹ too ("HLA-B27을", not "HLA-B27를").
    return `${word}${/[lmnr013678]$/i.test(last) ? withBatchim : without}`;
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
