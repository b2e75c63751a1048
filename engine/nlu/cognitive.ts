/**
 * A bedside cognitive screen given in plain words (round 44): the parts of an MMSE-like test a
 * learner asks or sets without naming the screen ('오늘이 몇년 몇월 며칠이에요?', '여기가 어디에요?',
 * '비행기 연필 소나무 따라 해보세요', '100에서 7을 빼면요?', '아까 세 단어 기억나세요?').
 *
 * Orientation (time, place) is the orientation check (the mentalStatus manoeuvre); the other parts
 * are parts of the cognitive screen (cognitiveScreen). The patient engine answers each part from the
 * case's exam findings; the grader credits the screen for two parts of different domains
 * (bench/grader/EXAMINER-RULES.md, "A bedside cognitive screen").
 */
import type { Manoeuvre } from '../../content/vocabulary';

export type CognitivePart =
  'time' | 'place' | 'registration' | 'calculation' | 'recall' | 'drawing' | 'naming';

const PARTS: readonly [CognitivePart, RegExp][] = [
  // The date, the day, the month, the year or the season asked of today.
  [
    'time',
    /(오늘|지금)(이|은|날짜(가|는)?)?(몇년|몇월|며칠|몇일|무슨요일|무슨날|무슨계절|어떤계절|날짜)|(몇년|몇월)(몇월|며칠|몇일)|오늘날짜|오늘무슨요일|(지금|요즘)(은|이)?무슨계절|올해(가|는)?몇년/,
  ],
  // The place: where we are now (not where it hurts).
  [
    'place',
    /(여기|이곳)(가|는|이)?(어디|무슨곳|어떤곳)(에요|예요|죠|지|인지|야|일까|입니까|인가요|에요|라고|냐)|(여기|이곳)(가|는|이)?어딘(지|가|데)|(지금|현재)(계신|있는|계시는|와계신|오신)(곳|장소|데)(이|가|은|는)?(어디|무슨)/,
  ],
  // Words given to repeat or to keep.
  [
    'registration',
    /(세|3|몇)(개)?(가지)?단어[가-힣0-9]*(따라|기억|외워|외우|말해|불러|말씀)|단어(세|3)개[가-힣0-9]*(따라|기억|외워|외우|말해|불러|말씀)|(따라|복창)(해|하|말)[가-힣]*(보세요|보실래요|볼래요|주세요|봐)/,
  ],
  // Serial sevens, or a word or the days said backwards.
  ['calculation', /100(에서|빼기|-)7|백에서칠|(계속|또)7(을|씩)?빼|7씩빼|(요일|단어|숫자)[가-힣]{0,4}거꾸로/],
  // The words asked back.
  [
    'recall',
    /(아까|방금|조금전|처음에)[가-힣]{0,8}(세|3|그)단어|(세|3|그)단어[가-힣]{0,6}(기억나|기억하|다시|생각나|뭐였)/,
  ],
  // A thing shown to be named ('이거 뭐예요? 물건이름?', '이 물건 이름이 뭐예요?', round 45); not the
  // names of things asked as what is forgotten ('뭘 주로 까먹어요? 약속이나 물건이름?').
  [
    'naming',
    /(이거|이게|이건|이것)(은|이)?(이름(이|은)?)?뭐(예요|에요|야|죠|지|라고|일까|인지|입니까|인가요)[가-힣]*(물건|이름|시계|연필|볼펜|열쇠)|이물건(의)?이름|(이|이거|이것)(시계|연필|볼펜|열쇠)(를|을|은)?[가-힣]{0,3}(뭐라고|이름)/,
  ],
  // The pentagons or a clock drawn.
  [
    'drawing',
    /(오각형|시계)(를|을)?[가-힣]{0,8}(그려|그리)|오각형[가-힣]{0,8}따라|그림[가-힣]{0,6}똑같이[가-힣]{0,4}그려/,
  ],
];

/** The parts of a bedside cognitive screen a message gives, in the order above. */
export function cognitiveParts(text: string): CognitivePart[] {
  const compact = text.replace(/[^가-힣a-zA-Z0-9-]/g, '');
  const parts = PARTS.filter(([, re]) => re.test(compact)).map(([part]) => part);
  // The words asked back are no new words given.
  return parts.includes('recall') ? parts.filter((p) => p !== 'registration') : parts;
}

/** The manoeuvre a part is: orientation is the orientation check, the rest the screen. */
export function partManoeuvre(part: CognitivePart): Manoeuvre {
  return part === 'time' || part === 'place' ? 'mentalStatus' : 'cognitiveScreen';
}

/** The domain a part scores in: time and place are one, orientation. */
export function partDomain(part: CognitivePart): string {
  return part === 'time' || part === 'place' ? 'orientation' : part;
}

/**
 * The words given to register, in the order said ('비행기 연필 소나무', '나무, 자동차, 모자'): the
 * bare nouns between the announcement and the instruction.
 */
export function registeredWords(text: string): string[] {
  const m =
    /단어[^가-힣]*(?:를|을)?\s*(?:불러\s*드릴게요|말씀\s*드릴게요|말할게요|말씀드릴게요|불러드릴게요|드릴게요|할게요|말해요)?[.,\s]*((?:[가-힣]{1,5}[,\s.]+){2,4}[가-힣]{1,5})[.,\s]*(?:따라|기억|외워|을|를|세\s*개)/.exec(
      text,
    ) ?? /((?:[가-힣]{1,5}[,\s]+){2}[가-힣]{1,5})[.,\s]*(?:세\s*단어|따라|기억)/.exec(text);
  if (!m) return [];
  return m[1]!
    .split(/[,\s.]+/)
    .map((w) => w.trim())
    .filter((w) => w && !/^(제가|세|단어|불러|드릴게요|말할게요|그럼|자|이제|한번|다시|잘)$/.test(w))
    .slice(-3);
}
