/**
 * Issue 17, round 44: the lead's walk of a depressive pseudodementia graded. Sentences of our own,
 * labelled by EXAMINER-RULES.md ("A bedside cognitive screen is met by naming it or by doing two of
 * its parts"; history items "Met ... in any words").
 *
 * A. The screen given in plain words (the date, the place, three words, 100 minus 7, the words
 *    recalled) earns the cognition item once two domains are done; one part alone does not.
 * B. What is forgotten asked in paraphrase is the character of the memory loss.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const DEP = 'depression-pseudodementia';
const MCI = 'amnestic-mild-cognitive-impairment';
const LEWY = 'lewy-body-dementia-visual-hallucinations';
const B12 = 'vitamin-b12-deficiency-metformin-cognitive';
const ALZ = 'alzheimer-disease';

const SCREEN: readonly Row[] = [
  [
    DEP,
    'px.cognition',
    'u1',
    [
      '오늘이 몇년 몇월 며칠이에요?',
      '여기가 어디에요?',
      '제가 세 단어 불러드릴게요 비행기 연필 소나무 따라 해보세요',
    ],
  ],
  [MCI, 'px.cognition', 'u1', ['오늘 며칠이에요?', '100빼기7은요? 거기서 또 7 빼보세요']],
  [
    LEWY,
    'px.cognition',
    'u1',
    ['제가 단어 세 개 말할게요. 사과, 세탁기, 기차. 기억해 두세요', '아까 세 단어 뭐였죠?'],
  ],
  [B12, 'px.cognition', 'u1', ['지금 계신 곳이 어디예요?', '100에서 7을 빼 보세요']],
  [
    ALZ,
    'px.cognition',
    'u1',
    ['어머님, 오늘이 몇월 며칠이에요?', '어머님 제가 세 단어 말할게요. 나무 자동차 모자. 따라 해 보세요'],
  ],
  [DEP, 'px.cognition', false, ['오늘이 몇월 며칠이에요?', '여기가 어디에요?'], 'control: orientation alone'],
  [DEP, 'px.cognition', false, ['비행기 연필 소나무 세 단어 따라 해보세요'], 'control: one part'],
  [DEP, 'px.mentalStatus', 'u1', ['여기가 어디에요?'], 'control: orientation'],
];

const CHARACTER: readonly Row[] = [
  [DEP, 'hx.character', 'u1', ['어떤 걸 주로 잊어버리세요? 예를 들면요']],
  [DEP, 'hx.character', 'u1', ['최근 일이 기억이 안나요 아니면 옛날 일도요?']],
  [MCI, 'hx.character', 'u1', ['뭘주로까먹어요?']],
  [ALZ, 'hx.character', 'u1', ['최근 일이 기억 안 나시는 거예요 아니면 옛날 일도요?']],
  [DEP, 'hx.character', false, ['기억력이 언제부터 안 좋아지셨어요?'], 'control: the onset'],
];

describe('round 44 A: the cognitive screen in plain words', () => checkRows(SCREEN));
describe('round 44 B: what is forgotten, in paraphrase', () => checkRows(CHARACTER));
