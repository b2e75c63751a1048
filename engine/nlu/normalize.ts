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
  // before a consonant ending too ('재미잇는', '혈압 잇다는', '옆에 잇던 분', round 24)
  [/잇(는|다|던|고|지|죠|네)/g, '있$1'],
  // '어디 아퍼요?', '많이 아펐어요?': the spoken spelling of 아파/아팠
  [/아퍼/g, '아파'],
  [/아펐/g, '아팠'],
  // '예전에두 그랬어요?', '저두요': the spoken particle 두 for 도 after 에 or a pronoun
  [/(에|전에|저|나|우리)두(?=[\s?!.~,]|$)/g, '$1도'],
  // '운다구요?', '했다구요', '아프다구': the spoken spelling of the quoting 고(요) (round 25)
  [/(?<=[다라자냐])구(?=요|[\s?!.~,]|$)/g, '고'],
  // A child's word for passing urine, said to and by carers ('쉬할 때 울어요?', '쉬야 할 때', '쉬
  // 마렵다고 해요', '쉬를 자주 해요'): 소변, so that every urinary cue reads it (round 25). Never the
  // 쉬 of 숨쉬다 or 쉬다 (쉬어, 쉬는, 쉴, 쉬운: no such verb follows).
  [
    /(?<![가-힣])쉬(?:야)?(\s*)(를|가|는)?(?=\s*(?:할|하[고면는지다]|해|했|눌|누|눠|싸|쌌|쌀|볼|보[고면는]|봐|봤|마렵|마려))/g,
    '소변$1$2',
  ],
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

/** Syllables whose 받침 ㅅ is their own (씻어, 벗어, 웃어, 붓다, 낫다...), never a slip for ㅆ. */
const REAL_S = new Set([...'씻벗웃솟빗것곳옷맛멋섯굿낫붓짓긋깃뭇잣젓칫덧']);
/** Vowels of a past stem (았/었/였/했/셨/왔/됐/졌...): a 받침 ㅅ there before an ending is a slip. */
const PAST_VOWELS = new Set([0, 1, 4, 5, 6, 8, 9, 14]); // ㅏ ㅐ ㅓ ㅔ ㅕ ㅘ ㅙ ㅝ (ㅔ: 겠)
/**
 * The commonest jamo slip, ㅆ typed as ㅅ ('오셧어요', '토햇어?', '먹엇어요', '열낫어요', '나빳다',
 * '죽이겟다고'): a 받침 ㅅ
 * before a vowel-initial ending syllable (어, 아, 으, 었...), or on a past stem's vowel before a
 * consonant ending (셧나요, 햇니), is ㅆ. Stems whose ㅅ is their own are left alone.
 */
function fixDoubleS(text: string): string {
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const code = chars[i]!.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171 || code % 28 !== 19) continue;
    const next = chars[i + 1]!;
    const n = next.charCodeAt(0) - 0xac00;
    if (n < 0 || n > 11171) continue;
    const nextInitial = Math.floor(n / 588);
    const nextVowel = Math.floor((n % 588) / 28);
    // 어/아/으/었/았/엇/앗... (initial ㅇ, vowel ㅏ ㅓ ㅡ)
    const vowelEnding = nextInitial === 11 && (nextVowel === 0 || nextVowel === 4 || nextVowel === 18);
    const pastStem = PAST_VOWELS.has(Math.floor((code % 588) / 28));
    const consonantEnding = /[습나니냐지죠네는고다던]/.test(next);
    if (REAL_S.has(chars[i]!) && !(chars[i] === '낫' && vowelEnding)) continue;
    if (
      vowelEnding ||
      (pastStem &&
        consonantEnding &&
        /[셧햇엇앗왓졋렷켯갓봣됏팟찻쳣겻랏럿꼇뎟텻혓잇겟랫엿빳]/.test(chars[i]!))
    )
      chars[i] = String.fromCharCode(chars[i]!.charCodeAt(0) + 1);
  }
  return chars.join('');
}

/** Spelled as said: '이써요', '업써요', '오셔써요', '먹어써요', '해써?' are 있어요, 없어요, 셨어요... */
const LIAISON_FIXES: [RegExp, string][] = [
  [/업(써|서)(?=[요?!.~,\s]|$)/g, '없어'],
  [/업썼/g, '없었'],
  [/이썼/g, '있었'],
  [/(?<=[가-힣])이써|^이써|(?<=\s)이써/g, '있어'],
  [/셔써/g, '셨어'],
  [/해써/g, '했어'],
  [/어써/g, '었어'],
  [/아써/g, '았어'],
  [/여써/g, '였어'],
  [/와써/g, '왔어'],
  [/져써/g, '졌어'],
  [/나써/g, '났어'],
  [/돼써/g, '됐어'],
];

/**
 * 반말 and formal question endings read as the polite ones the lexicon is written in: '-니?' / '-냐?'
 * after a verb stem is '-나요?' ('있니?', '토했냐?', '아프니?'), '-십니까' is '-세요?',
 * '-셨습니까' '-셨어요?', '있습니까/없습니까' '있어요?/없어요?'.
 */
const QM = '(?=\\s*[?？])';
const REGISTER_FIXES: [RegExp, string][] = [
  // 반말 to the listener, in the honorific the lexicon is written in: '불편해?', '일하냐?' → 하세요?
  [new RegExp(`(?<=[가-힣]\\s?)(?:해|하니|하냐)${QM}`, 'g'), '하세요'],
  [new RegExp(`(?<=[가-힣]\\s?)(?:했어|했니|했냐)${QM}`, 'g'), '하셨어요'],
  [new RegExp(`계(?:셔|시니|시냐)${QM}`, 'g'), '계세요'],
  // '쓰셔?', '처음이셔?', '나으시니?': the honorific 반말 ending
  [new RegExp(`(?<=[가-힣])(?:셔|시니|시냐)${QM}`, 'g'), '세요'],
  // '약은 잘 먹어?', '피 묽게 하는 약 먹니?': a drug taken (a child's meals keep 먹어)
  [
    new RegExp(`약(은|을|는|도)?(\\s*)(잘|빠짐없이|매일|꼬박꼬박|제때)?(\\s*)(?:먹어|먹니|먹냐)${QM}`, 'g'),
    '약$1$2$3$4드세요',
  ],
  // '언제야?', '몇 주니?', '뭐냐?': the copula after an interrogative
  [new RegExp(`(언제|뭐|어디|누구|몇\\s*[가-힣]{1,3})\\s*(?:야|니|냐)${QM}`, 'g'), '$1예요'],
  [new RegExp(`(좀|면)\\s*나아${QM}`, 'g'), '$1 나아요'],
  // '좀 나니?', '먹으면 나냐?': 낫다, whether it gets better
  [new RegExp(`(좀|면)\\s*(?:나니|나냐)${QM}`, 'g'), '$1 나아요'],
  // the copula: '몇 주야?', '정도냐?'... → 예요 / 이에요
  [new RegExp(`(?<=[가-힣])이(?:야|냐|니)${QM}`, 'g'), '이에요'],
  [new RegExp(`(?<=(?:몇|무슨|어느|얼마)\\s*[가-힣]{0,3}[^\\s이])(?:야|냐)${QM}`, 'g'), '예요'],
  // '더 아픈 거죠?', '고개 젖히면 아프신 거죠?': a factor's check of a pain, asked as whether it
  // hurts ('어제부터 오른쪽 가슴이 아프신 거죠?' stays a summary's check).
  // Also with no mark before the next question run on after it ('…더 아픈거죠 손에 힘 빠지는
  // 건요?', round 17).
  [
    new RegExp(
      `(면|때|더)\\s*(?:아픈|아프신)\\s*거(?:죠|지요|에요|예요|야|지)(?:${QM}|(?=\\s+[^?？]*[?？]\\s*$))`,
      'g',
    ),
    '$1 아프세요',
  ],
  // '다리가 부니?' (붓다), '잘 안 놀니?' (놀다), '기침이 더 나?' (나다), '깰 정도야?': stems the
  // general rule below cannot see.
  [new RegExp(`(?<=[가-힣\\s])부(?:니|냐)${QM}`, 'g'), '부어요'],
  [new RegExp(`(?<=[가-힣\\s])놀(?:니|냐)${QM}`, 'g'), '놀아요'],
  [new RegExp(`(더|잘|자주|많이|계속|또)\\s*나(?:니|냐)?${QM}`, 'g'), '$1 나요'],
  // '약은 뭐 먹니?', '물은 잘 먹냐?': 먹다 in 반말 is read as its -어 form, which the lexicon knows
  // ('…먹나요?' is not); '늘었니?', '아팠냐?': a past stem likewise (round 21).
  [new RegExp(`먹(?:니|냐)${QM}`, 'g'), '먹어'],
  [new RegExp(`(늘었|줄었|빠졌|쪘)(?:니|냐)${QM}`, 'g'), '$1어'],
  [new RegExp(`정도(?:야|니|냐)${QM}`, 'g'), '정도예요'],
  [/셨습니까\s*\??/g, '셨어요?'],
  [/십니까\s*\??/g, '세요?'],
  [/(있|없)습니까\s*\??/g, '$1어요?'],
  [
    /(있|없|았|었|였|했|셨|졌|났|왔|됐|갔|봤|팠|찼|하|되|프|먹|자|가|보|피|시|우|쉬|들|걸|받|주|나|드|쓰|싸|오)(니|냐)(?=\s*[?？])/g,
    '$1나요',
  ],
];

/** Plain English chart words inside a Korean sentence, read as the Korean word they stand for. */
const ENGLISH_WORDS: [RegExp, string][] = [
  // 'onset이 언제 그렇게 드셨어요?', '피는 onset이 언제 비쳤어요?': the chart word in place of 언제부터,
  // read as that, so that what it names or follows is what began (round 21). A bare 'onset이 언제요?'
  // stays a chart word (analyze.ts: after another topic than a habit, the complaint's onset).
  [/\bonset\s*(이|은|는)?\s*언제(\s*부터)?(?=\s+[가-힣])/gi, '언제부터'],
  // A list of chart words ('smoking, alcohol은요?', 'fever, chills 있어요?'): the compact form would
  // run them into one latin word that no entry knows; '및' keeps them apart (round 30).
  [/([a-z])\s*[,，]\s*(?=[a-z])/gi, '$1 및 '],
  [/\bcough(ing)?\b/gi, '기침'],
  [/\bsputum\b/gi, '가래'],
  [/\bheadaches?\b/gi, '두통'],
  [/\b(body\s*)?weight\b(?!\s*(loss|gain|change))/gi, '체중'],
  [/\bappetite\b/gi, '식욕'],
  [/\bdiarrh(o)?ea\b/gi, '설사'],
  [/\bchills?\b/gi, '오한'],
  [/\bconstipation\b/gi, '변비'],
  [/\bhematuria\b/gi, '혈뇨'],
  [/\bdizziness\b/gi, '어지럼증'],
  [/\bpalpitations?\b/gi, '두근거림'],
  // The psychiatric history in chart words (round 25): 'sleep은 어떠세요?', 'plan 세워보신 적은요?'
  // after a question of suicidal thoughts, 'SI 있으세요?', 'hallucination은요?'. The compound
  // words first, so that 'suicide plan' is one phrase, not 자살 + 계획.
  [/\bsuicid(?:e|al)\s*(?:idea(?:tion)?s?|thoughts?)\b|\bSI\b/g, '자살 생각'],
  [/\bsuicid(?:e|al)\s*(?:idea(?:tion)?s?|thoughts?)\b/gi, '자살 생각'],
  [/\bsuicid(?:e|al)\s*attempts?\b/gi, '자살 시도'],
  [/\bsuicid(?:e|al)\s*plans?\b/gi, '자살 계획'],
  [/\bsuicid(?:e|al)\b/gi, '자살'],
  [/\bself[-\s]?harm\b/gi, '자해'],
  // a plan the patient made ('plan 세워보신 적은요?', 'plan 있으세요?'); the doctor's ('치료 plan
  // 설명드릴게요') stays the chart word the treatment cue knows.
  [/\bplans?\s*(이|은|을|도)?\s*(?=세우|세워|세운|있|짜|생각)/gi, '계획$1 '],
  [/\bsleep(?:ing)?\b/gi, '잠'],
  [/\binsomnia\b/gi, '불면증'],
  [/\bhallucinations?\b/gi, '환각'],
  [/\banhedonia\b/gi, '흥미 저하'],
  [/\bconcentration\b/gi, '집중력'],
  [/\bdepress(?:ed|ive)\s*mood\b/gi, '우울한 기분'],
  [/\banxiety\b/gi, '불안'],
  // Round 29: chart words typed next to another ('weakness onset이 언제예요?', 'smoking alcohol은요?'),
  // which run together once spaces go, read as the Korean words they stand for.
  // Typed glued to the next chart word too ('weaknessonset이', 'smokingalcohol은요?').
  [/\bweakness(?=\b|onset|duration|course)/gi, '근력 저하'],
  [/\bdouble\s*vision\b/gi, '복시'],
  [/\b(vaccinations?|immuni[sz]ations?)\b(?!\s*(history|hx))/gi, '예방접종'],
  [/\bsmoking(?=\b|alcohol|drinking)(?!\s*(history|hx|cessation))/gi, '흡연'],
  [/\balcohol\b(?!\s*(history|hx|use))/gi, '음주'],
  // Lead47: drugs named in English ('steroid 먹은 적 있어요 최근에', 'antibiotics 먹었어요?', 'inhaler 쓰세요?') and what
  // brings a symptom on ('trigger 있었어요?'), read as their Korean words.
  [/\bsteroids?\b/gi, '스테로이드'],
  [/\bantibiotics?\b/gi, '항생제'],
  [/\binhalers?\b/gi, '흡입기'],
  [/\bpain\s*killers?\b/gi, '진통제'],
  [/\btriggers?\b(?!\s*(history|hx))/gi, '악화 요인'],
];

/**
 * A filler before a question ('음', '아 네', '그럼', '네 그러면', '혹시', '아까 말씀하셨는데', '다시
 * 여쭤볼게요'): nothing is asked by it. Not '혹시' before 누가/뭐/어디: '혹시 누가 때렸나요?' asks
 * whether anyone did, '누가 때렸나요?' who.
 */
const FILLER =
  /^(?:(?:음+|으음|어+|아+|네+|예|아네|자|혹시(?![\s,.~…]+(?:누가|누구|뭐|뭔가|어디|언제|무슨)))[\s,.~…]+|(?:그럼|그러면|그러면요|그럼요)[\s,.~…]+(?!지금|요즘|현재|오늘)|(?:아까|전에|앞에서)\s*(?:말씀|얘기|이야기)\s*(?:하셨는데|하신\s*것처럼|하신\s*대로|하셨듯이|주셨는데)[\s,.~…]*|(?:다시\s*(?:한\s*번\s*)?(?:여쭤\s*볼게요|여쭤보면|확인할게요))[\s,.~…]+)+(?=\S)/;

export function toCompact(text: string): string {
  return text.toLowerCase().replace(/[^가-힣a-z0-9ㄱ-ㅎㅏ-ㅣ]+/g, '');
}

export function normalize(raw: string): NormalizedText {
  let text = raw
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  text = fixKeyboardMode(text.trim());
  for (const [re, to] of ENDING_FIXES) text = text.replace(re, to);
  text = fixDoubleS(text);
  for (const [re, to] of LIAISON_FIXES) text = text.replace(re, to);
  for (const [re, to] of REGISTER_FIXES) text = text.replace(re, to);
  if (/[a-z]/i.test(text)) for (const [re, to] of ENGLISH_WORDS) text = text.replace(re, to);
  // Only before a question: '아 네' alone, or before a statement, is the acknowledgement itself.
  if (/[?？]/.test(text)) text = text.replace(FILLER, '');
  text = text.replace(/\s+/g, ' ').trim();
  return { text, compact: toCompact(text) };
}
