/**
 * Issue 17, round 14: classes found by nine new tuning transcripts weighted to counselling and education in
 * plain words, examinations described in plain words, paraphrased and messy history questions, and evidence
 * selection (bench/grader/examiner-drafts/23-round14.yaml), written out in sentences of our own (none taken
 * from the locked part). Each row: case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met,
 * not met, or met and earned by the message named), the learner's lines, and what the row shows.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const APPENDIX = 'acute-appendicitis';
const PANCREAS = 'acute-pancreatitis';
const COPD = 'copd-acute-exacerbation';
const SMOKER = 'heated-tobacco-smoker-oral-contraceptive';
const FH = 'familial-hypercholesterolemia';
const ZOSTER = 'herpes-zoster';
const GRAVES = 'graves-disease';
const RHINITIS = 'allergic-rhinitis';
const BRONCHITIS = 'acute-bronchitis';
const CYSTITIS = 'acute-cystitis';
const PYELO = 'acute-pyelonephritis-fever';
const MOOD = 'adjustment-disorder-with-depressed-mood';

/** Examinations announced or done in plain words. */
const EXAMS: readonly Row[] = [
  [APPENDIX, 'px.rebound', true, ['(오른쪽 아랫배를 지그시 눌렀다가 손을 확 뗀다)']],
  [APPENDIX, 'px.rebound', false, ['(배를 살살 눌러 본다)'], 'pressing alone'],
  [COPD, 'px.jvp', true, ['고개 살짝 돌려 보세요. 목 옆 핏줄이 부어 있는지 볼게요.']],
  [COPD, 'px.lungPercussion', true, ['등 여기저기를 손가락으로 톡톡 두드려 볼게요.']],
  [COPD, 'px.lungPercussion', false, ['(등뼈를 손가락 끝으로 두드려 본다)'], 'the spine, not the lungs'],
  [SMOKER, 'px.anthropometry', true, ['몸무게 잴게요. 체중계 위로 올라가 주세요.']],
  [SMOKER, 'px.anthropometry', false, ['체중은 요즘 어떠세요?'], 'asked, not measured'],
  [RHINITIS, 'px.nose', true, ['(불빛으로 콧구멍 안을 들여다본다)']],
  [RHINITIS, 'px.nose', false, ['콧속이 자주 마르세요?'], 'asked, not looked at'],
  [FH, 'px.skin', true, ['아킬레스 힘줄이 두꺼워졌는지 만져 볼게요.']],
  [FH, 'px.pulses', true, ['손목이랑 발등에 맥이 잘 뛰는지 짚어 볼게요.']],
  [FH, 'px.pulses', false, ['맥박이 빨리 뛴 적 있어요?'], 'palpitations asked'],
  [ZOSTER, 'px.skin', true, ['(발진이 어디까지 번졌는지 등 쪽까지 훑어본다)']],
  // The sinuses pressed, with the tenderness asked in the same breath.
  [RHINITIS, 'px.sinus', true, ['광대뼈 밑이랑 이마 좀 눌러 볼게요 아프세요?']],
  [RHINITIS, 'px.sinus', false, ['얼굴이 아프거나 무거우세요?'], 'asked, not pressed'],
];

/** The name confirmed with 님 and a question or a copula; titles are no name. */
const IDENTITY: readonly Row[] = [
  [GRAVES, 'rel.identity', true, ['김서연 님이시죠? 나이가 어떻게 되세요?']],
  [GRAVES, 'rel.identity', true, ['박지호님? 올해 몇 살이세요?']],
  [GRAVES, 'rel.identity', false, ['선생님이시죠?', '나이는요?'], 'a title, not the name'],
];

/** History in plain words; a contact's illness is not the patient's. */
const HISTORY: readonly Row[] = [
  [FH, 'hx.claudication', true, ['좀 걸으면 다리가 저려서 멈춰 서야 하나요?']],
  [FH, 'hx.claudication', false, ['걷기 운동은 하세요?'], 'exercise, not claudication'],
  [PANCREAS, 'hx.radiation', true, ['허리 쪽으로 뻗치나요?']],
  [PANCREAS, 'hx.radiation', true, ['어깨쪽으로도 가요?']],
  [PANCREAS, 'hx.radiation', false, ['어디가 제일 아파요?'], 'the site, not where it goes'],
  [RHINITIS, 'hx.character', true, ['콧물 색깔은 투명해요, 누레요?']],
  [RHINITIS, 'hx.character', false, ['콧물 나요?'], 'whether, not what it looks like'],
  [BRONCHITIS, 'hx.pastMedical', false, ['주변에 결핵 걸린 친구랑 지낸 적 있어요?'], "a friend's illness"],
  [BRONCHITIS, 'hx.contacts', true, ['주변에 결핵 걸린 친구랑 지낸 적 있어요?']],
  [BRONCHITIS, 'hx.pastMedical', true, ['결핵 앓으신 적 있어요?']],
  // Typed without spaces, "…보이거나이상한…" holds no 나이: it asks, and is no identity check.
  [MOOD, 'hx.psychotic', true, ['혹시헛것이보이거나이상한소리가들린적있어요?']],
  [GRAVES, 'rel.identity', true, ['성함이랑나이가어떻게되세요?'], 'the age still asked when run together'],
];

/** The diagnosis, tests, treatment and advice said in plain words. */
const EXPLANATIONS: readonly Row[] = [
  [PANCREAS, 'ed.diagnosis', true, ['술 때문에 췌장, 그러니까 소화액 나오는 곳에 염증이 생긴 것 같아요.']],
  [PANCREAS, 'ed.diagnosis', false, ['췌장은 괜찮고 위에 염증이 있는 것 같아요.'], 'another organ'],
  [CYSTITIS, 'ed.diagnosis', true, ['방광이라는 오줌 주머니에 세균이 들어가서 염증이 생긴 것 같아요.']],
  [FH, 'ed.diagnosis', true, ['콜레스테롤이 유전적으로 높은 체질을 물려받으신 것 같아요.']],
  [FH, 'ed.diagnosis', false, ['콜레스테롤 검사를 다시 해 볼게요.'], 'a test, not the diagnosis'],
  [BRONCHITIS, 'ed.treatment', true, ['가래 묽게 하고 기침 가라앉히는 약 드리고, 푹 쉬세요.']],
  [BRONCHITIS, 'ed.treatment', false, ['기침 가라앉히는 약 드세요?'], 'asked, not planned'],
  [RHINITIS, 'ed.tests', true, ['어떤 게 원인인지는 피부 반응 검사로 알 수 있어요.']],
  [RHINITIS, 'ed.tests', false, ['알레르기 검사 받아 보신 적 있어요?'], 'a test had, asked'],
  [RHINITIS, 'ed.lifestyle', true, ['베개 커버는 자주 삶아 빨고, 꽃가루 심한 날엔 창문 닫아 두세요.']],
  [RHINITIS, 'ed.lifestyle', false, ['집에 공기청정기 있으세요?'], 'asked, not advised'],
  // Teach-back by doing what was taught.
  [
    COPD,
    'rel.plainWords',
    'u2',
    [
      '오래 피운 담배 때문에 숨길이 좁아지는 만성 폐쇄성 폐질환이 감기로 나빠진 거예요.',
      '제가 알려 드린 대로 흡입기를 직접 한번 해 보시겠어요?',
    ],
  ],
  [
    COPD,
    'rel.plainWords',
    false,
    [
      '오래 피운 담배 때문에 숨길이 좁아지는 만성 폐쇄성 폐질환이 감기로 나빠진 거예요.',
      '흡입기 한번 해 보세요.',
    ],
    'an instruction checks nothing',
  ],
];

/** Evidence is the turn that earns the item. */
const EVIDENCE: readonly Row[] = [
  // "흡연량과 흡연 기간": the amount asked, not whether the patient smokes.
  [SMOKER, 'hx.smoking', 'u2', ['담배 피우시죠?', '하루 몇 개비씩, 몇 년째 피우세요?']],
  // Advice told before a sentence that describes the patient's habits.
  [
    FH,
    'ed.lifestyle',
    'u2',
    [
      '운동도 하시고 날씬하신 편인데 수치가 이렇게 높은 건 체질 때문인 경우가 많아요.',
      '튀긴 음식은 줄이시고 담배는 끊으세요.',
    ],
  ],
  // Someone else's worry, asked at a distance from the word, acknowledges nothing.
  [
    FH,
    'rel.empathy',
    'u2',
    ['가족분들도 건강검진 결과 듣고 많이 걱정하시죠?', '젊은 나이에 이런 얘기 들으셔서 많이 놀라셨겠어요.'],
  ],
  // An item asked in detail: the question that names the urine, not the elliptical follow-up.
  [
    PYELO,
    'urinaryDetail',
    'u3',
    ['설사는요? 배는요?', '소변 볼 때는요?', '소변 색깔이랑 냄새는 어때요? 자주 마렵진 않아요?'],
  ],
  [
    PYELO,
    'urinaryDetail',
    'u2',
    ['설사는요? 배는요?', '소변 볼 때는요?'],
    'the follow-up when nothing else asks',
  ],
];

describe('round 14: examinations in plain words', () => checkRows(EXAMS));
describe('round 14: name and age', () => checkRows(IDENTITY));
describe('round 14: history in plain words', () => checkRows(HISTORY));
describe('round 14: explanations in plain words', () => checkRows(EXPLANATIONS));
describe('round 14: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
