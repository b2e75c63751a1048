/**
 * Messy typing, read as what the learner meant: "머 먹엇어요" is "뭐 먹었어요", "살빠졋어요" is
 * "살빠졌어요", "이런 적 첨이에요" is "이런 적 처음이에요". The grader reads a learner clause both as
 * typed and in this normalised form (evidence.ts); quotes stay the learner's own words.
 *
 * Only slips a reader corrects without a second thought are mended, each a class rather than a
 * word list from a transcript:
 *
 * - a past or existential ㅆ typed as ㅅ (the shift key missed): "먹엇", "그랫", "잇는", "햇", "셧";
 *   verbs whose stem really ends in ㅅ ("웃어", "씻어", "벗어", "낫는") are left alone;
 * - chat spellings of question words and adverbs: 머/모 → 뭐, 어케/어캐 → 어떻게, 첨 → 처음,
 *   몇번 → 몇 번, 왜케 → 왜 이렇게;
 * - the 여 ending typed for 요: "있어여" → "있어요";
 * - "괜찬으세요" → "괜찮으세요";
 * - the particle 도 typed as 두 after 에/때/서 ("전에두"), and 맘 for 마음 with no space before it.
 */

const HANGUL_BASE = 0xac00;
const JONG_S = 19; // ㅅ
const JONG_SS = 20; // ㅆ
/** Verb stems that really end in ㅅ: 웃다, 씻다, 벗다, 빗다, 짓다, 긋다, 붓다, 솟다, 낫다, 잣다, 젓다. */
const REAL_S_STEMS = new Set([
  '웃',
  '씻',
  '벗',
  '빗',
  '짓',
  '긋',
  '붓',
  '솟',
  '낫',
  '잣',
  '젓',
  '곳',
  '것',
  '옷',
  '맛',
  '멋',
  '첫',
  '좃',
  '갓',
  '밧',
]);
/** Syllables that follow a past ㅆ: 었어, 었다, 있는, 있나, 있으, 했음, 했고, 있습니다… */
const AFTER_PAST = /^[어아다는나니음고으습지던냐네죠]/;

function withJong(ch: string, jong: number): string {
  const code = ch.charCodeAt(0) - HANGUL_BASE;
  return String.fromCharCode(HANGUL_BASE + code - (code % 28) + jong);
}

function jongOf(ch: string): number {
  const code = ch.charCodeAt(0) - HANGUL_BASE;
  return code < 0 || code > 11171 ? -1 : code % 28;
}

/** "먹엇어요" → "먹었어요": ㅅ for ㅆ before an ending, outside real ㅅ stems. */
function mendPastS(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    const next = text.slice(i + 1);
    if (
      jongOf(ch) === JONG_S &&
      !REAL_S_STEMS.has(ch) &&
      AFTER_PAST.test(next) &&
      i > 0 &&
      /[가-힣]/.test(text[i - 1]!)
    ) {
      out += withJong(ch, JONG_SS);
    } else if (ch === '잇' && (AFTER_PAST.test(next) || /^[었엇을]/.test(next))) {
      // Round 37: also "잇을 때" ("가만히 잇을 때 떨려요?").
      // "잇어요", "잇는": 있다 at the start of a word too ("잇어요?"). 잇다 (to connect) is rare in an interview.
      out += '있';
    } else out += ch;
  }
  return out;
}

const CHAT_SPELLINGS: readonly [RegExp, string][] = [
  // Round 37: also "머를주로까먹어요" (뭐를, before an adverb of how often).
  // Round 12: also typed without spaces after a particle ("일은머하세요", "어제머먹엇어요", "머때문에"); round 31: "머라고".
  [
    /(^|[\s,]|(?<=[가-힣][은는에]|어제|오늘|아까|요즘|최근))[머모](?=\s|먹|드|했|해|하|가|야|예|에요|였|입니|죠|때문|라\s?(하|그러|말|해)|라고|를\s?(주로|제일|자주|잘|많이)|\?|$)/g,
    '$1뭐',
  ],
  [/어[케캐](?=\s|[가-힣]|\?|$)/g, '어떻게'],
  [/왜케/g, '왜 이렇게'],
  [/(^|\s)첨(?=\s|이|에|부터|엔|은|보다|이랑|하고|과|\?|$)/g, '$1처음'],
  [/몇번/g, '몇 번'],
  // "약땜에" is "약 때문에"; "끊을 맘은" is "끊을 마음은".
  [/([가-힣]?)땜(에|시|이)/g, '$1 때문$2'],
  // Round 12: also typed without spaces ("끊을맘은").
  [/(?<=^|\s|[을를할])맘(?=은|이|을|도|\s|$)/g, '마음'],
  // Round 12: 두 typed for the particle 도 ("전에두 이랬던 적", "밤에두 그래요?").
  [/(?<=[가-힣](에|때|서))두(?=\s|$|[?？.,]|이런|이렇|그런|그랬|그래|이랬)/g, '도'],
  [/(?<=(전에|때|밤에|낮에|아침에|저녁에|요즘|지금|평소에))두(?=[가-힣])/g, '도'],
  // Round 16: after "…고 나서" typed without spaces ("보고나서두남은느낌은").
  [/(?<=[가-힣]고\s?나서)두(?=[가-힣])/g, '도'],
  [/아퍼/g, '아파'],
  // Round 10: "괜찬으세요?" is "괜찮으세요?" (the ㅎ of 괜찮 dropped).
  [/괜찬(?=[으아았을겠죠지])/g, '괜찮'],
  [/아펐/g, '아팠'],
  // "있어여", "했어여?": 여 typed for the polite 요 after an 어/아 ending.
  [/([어아해했셨었였있없돼워와])여(?=\s*[?？.]|\s*$)/g, '$1요'],
];

/** The learner's text with common typing slips mended; the same text when there is none. */
export function normalizeMessy(text: string): string {
  let t = mendPastS(text);
  for (const [re, to] of CHAT_SPELLINGS) t = t.replace(re, to);
  return t;
}
