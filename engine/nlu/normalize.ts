/**
 * Text normalisation for learner utterances.
 *
 * Matching runs on a *compact* form: Hangul syllables, lower-case latin and digits only, with every
 * space and punctuation mark removed. Korean learners type fast and space inconsistently
 * ('언제부터아프셨어요', '복용중인약'), so patterns that never depend on spaces survive every
 * spacing mistake at once. The price is that word boundaries are gone; the lexicon pays for it with
 * explicit guards (e.g. `(?<![수기미예마])술` so that 수술 is not alcohol).
 */
import { convertQwertyToHangul } from 'es-hangul';

/** Internet and typing spellings that only change the ending, not the meaning. */
const ENDING_FIXES: [RegExp, string][] = [
  // '피우세여?', '열나여', '있으세여' -> ~요 (the common chat spelling of the polite ending); not the
  // connective 여 of '줄여 볼', '움직여 보세요'
  [/([세셔해나까되돼데래네게재대께매어아])여(?=[?!.~,]|$)/g, '$1요'],
  // '알레르기잇으세요', '잇어요' -> 있 (missing double consonant is the commonest slip)
  [/잇(으|어|나|니|냐|습|었)/g, '있$1'],
  // '어디 아퍼요?', '많이 아펐어요?': the spoken spelling of 아파/아팠
  [/아퍼/g, '아파'],
  [/아펐/g, '아팠'],
  // '예전에두 그랬어요?', '저두요': the spoken particle 두 for 도 after 에 or a pronoun
  [/(에|전에|저|나|우리)두(?=[\s?!.~,]|$)/g, '$1도'],
  // 'ㅇㅇ', 'ㅇㅋ' and friends carry no content; drop bare consonant/vowel runs
  [/[ㄱ-ㅎㅏ-ㅣ]{2,}/g, ' '],
];

/** Latin abbreviations learners mix in: kept as lower-case tokens the lexicon matches directly. */
const KNOWN_LATIN =
  /\b(lmp|nrs|vas|ct|mri|bp|pr|rr|bt|v\/?s|vital|sign|dre|cva|cvat|psa|bmi|crt|rom|slr|dtr|mmse|bcg|hiv|ftn|ram|spo2|sign|test|murphy|mcburney|rovsing|psoas|obturator|rebound|tenderness|romberg|dix|hallpike|head|impulse|finger|nose|kernig|brudzinski|babinski|spurling|squeeze|mcp|pip|audit)\b/i;

export interface NormalizedText {
  /** NFC, trimmed, ending fixes applied; spaces and punctuation kept (for display and splitting). */
  readonly text: string;
  /** Hangul, latin and digits only, lower-case, no spaces: what the lexicon matches. */
  readonly compact: string;
}

/**
 * A message typed with the keyboard left in English mode ('dkswkdgktpdy' for 안녕하세요) is
 * converted back when every latin run becomes complete syllables and none is a known abbreviation.
 */
function fixKeyboardMode(text: string): string {
  if (!/^[a-zA-Z\s?!.,~]+$/.test(text) || KNOWN_LATIN.test(text)) return text;
  const converted = text.replace(/[a-zA-Z]+/g, (run) => convertQwertyToHangul(run));
  return /[a-zA-Zㄱ-ㅎㅏ-ㅣ]/.test(converted) ? text : converted;
}

export function toCompact(text: string): string {
  return text.toLowerCase().replace(/[^가-힣a-z0-9ㄱ-ㅎㅏ-ㅣ]+/g, '');
}

export function normalize(raw: string): NormalizedText {
  let text = raw
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  text = fixKeyboardMode(text.trim());
  for (const [re, to] of ENDING_FIXES) text = text.replace(re, to);
  text = text.replace(/\s+/g, ' ').trim();
  return { text, compact: toCompact(text) };
}
