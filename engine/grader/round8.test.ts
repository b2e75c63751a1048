/**
 * Issue 17, round 8: classes found by four new tuning transcripts (bench/grader/examiner-drafts/
 * 10-round8.yaml) and by the dev set's last disagreements, written out in sentences of our own (none
 * taken from the locked part). Each row: case, item, whether an examiner credits it
 * (bench/grader/EXAMINER-RULES.md), the learner's lines.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const TB = 'pulmonary-tuberculosis-weight-loss';
const GRAVES = 'graves-disease';
const DXM = 'dextromethorphan-misuse-adolescent';
const CANNABIS = 'cannabis-use-disorder';
const BREECH = 'breech-presentation-36-weeks';
const PRENATAL = 'first-trimester-prenatal-visit';
const FD = 'functional-dyspepsia';
const ULCER = 'gastric-ulcer';
const STONE = 'ureteral-stone';
const ZOSTER = 'herpes-zoster';
const URTICARIA = 'acute-urticaria-drug';
const KAWASAKI = 'kawasaki-disease';
const FS = 'simple-febrile-seizure';
const HTN = 'essential-hypertension';
const CAP = 'community-acquired-pneumonia';
const CGD = 'constitutional-growth-delay';
const GHD = 'growth-hormone-deficiency';

/** History asked in everyday, elliptical and 반말 forms. */
const HISTORY: readonly Row[] = [
  [TB, 'hx.bowel', true, ['대변 보는 건 어때요']],
  [GRAVES, 'hx.bowel', true, ['변은 어떠세요?']],
  [GRAVES, 'hx.bowel', true, ['화장실은 잘 가세요?']],
  [FD, 'hx.dysphagia', true, ['살 빠지셨어요? 삼킬 때는요?']],
  [FD, 'hx.dysphagia', true, ['음식 넘길 때는요?']],
  [FD, 'hx.location', true, ['언제부터 그랬고 어디가 제일 불편하세요? 명치요, 배 전체요?']],
  [FD, 'hx.location', true, ['어디가 젤 아파요?']],
  [FD, 'hx.location', false, ['어디가 불편해서 오셨어요?']],
  [BREECH, 'hx.discharge', true, ['속옷이 젖을 만큼 물 같은 게 흐른 적은요?']],
  [BREECH, 'hx.discharge', true, ['양수가 샌 것 같은 느낌은 없었어요?']],
  [BREECH, 'hx.vaccination', true, ['독감이나 백일해 주사는 맞으셨어요?']],
  [BREECH, 'hx.vaccination', true, ['풍진 항체 있다고 들으셨어요?']],
  [BREECH, 'hx.medication', false, ['독감 주사 맞으셨어요?']],
  [FS, 'hx.trauma', true, ['경련하면서 어디 다치진 않았고요?']],
  [FS, 'hx.trauma', true, ['쓰러질 때 머리 부딪히진 않았어요?']],
  [FS, 'hx.trauma', false, ['다치지 않게 옆으로 눕혀 주세요.']],
  ['ankylosing-spondylitis', 'hx.pastMedical', true, ['암이나 뼈가 약하다는 얘기 들으신 적 있어요?']],
  ['ankylosing-spondylitis', 'hx.pastMedical', true, ['결핵 앓으신 적 있으세요?']],
  ['ankylosing-spondylitis', 'hx.pastMedical', false, ['가족 중에 암 진단 받으신 분 있어요?']],
];

describe('credits history asked in everyday and elliptical forms (round 8)', () => {
  checkRows(HISTORY);
});

/** A substance interview in 반말 and plain words; the course of use is not tolerance. */
const SUBSTANCE: readonly Row[] = [
  [DXM, 'hx.event', true, ['처음에 어쩌다 먹게 됐어?']],
  [DXM, 'hx.event', true, ['첨에 왜 하게 된 거예요?']],
  [DXM, 'hx.withdrawal', true, ['안 먹으면 어때? 잠 안 오거나 짜증나?']],
  [DXM, 'hx.withdrawal', true, ['며칠 안 먹으면 몸이 어때요?']],
  [DXM, 'hx.craving', true, ['못 참을 만큼 먹고 싶을 때 있어?']],
  [DXM, 'hx.craving', true, ['참기 힘들 정도로 생각날 때 있어요?']],
  [DXM, 'hx.tolerance', true, ['처음이랑 같은 양 먹으면 느낌이 덜 와?']],
  [DXM, 'hx.tolerance', true, ['전보다 많이 먹어야 효과가 있어?']],
  [CANNABIS, 'hx.tolerance', true, ['전보다 더 피워야 기분이 좋아져요?']],
  [CANNABIS, 'hx.tolerance', true, ['양을 늘리셨어요?']],
  [CANNABIS, 'hx.tolerance', false, ['예전보다 양이 늘었나요?']],
  [DXM, 'hx.tolerance', false, ['전보다 먹는 양이 늘었어?']],
  [CANNABIS, 'hx.course', true, ['예전보다 양이 늘었나요?']],
  [DXM, 'rel.openQuestion', true, ['오늘 어떻게 오게 됐는지 얘기해 줄래?']],
  [DXM, 'px.tremor', true, ['손 앞으로 쭉 뻗어볼래?']],
  [DXM, 'ed.harmReduction', true, ['혹시 먹더라도 혼자 먹거나 술이랑 같이 먹지는 마']],
  [DXM, 'ed.harmReduction', true, ['술하고 같이 먹지는 마세요.']],
  // The item names the term it credits ("약물 사용장애에 해당할 수 있음을 설명했다").
  [DXM, 'ed.diagnosis', true, ['이렇게 양이 늘고 안 먹으면 힘든 건 약물 사용장애일 수 있어']],
  [DXM, 'ed.diagnosis', false, ['약 때문에 생긴 우울증 같아.']],
];

describe('credits a substance interview in 반말 and plain words (round 8)', () => {
  checkRows(SUBSTANCE);
});

/** Exams in plain words; a skin item bound to the hands and feet wants them looked at. */
const EXAMS: readonly Row[] = [
  [BREECH, 'px.fundalHeight', true, ['(줄자로 배꼽 위 자궁 높이 잰다)']],
  [BREECH, 'px.fundalHeight', true, ['(자궁 꼭대기까지 길이 잼)']],
  [KAWASAKI, 'extremityExam', false, ['(피부 발진 확인)']],
  [KAWASAKI, 'extremityExam', false, ['(몸통 발진 봄)']],
  [KAWASAKI, 'extremityExam', true, ['(손발 부었는지, 손바닥 빨간지 봄)']],
  [KAWASAKI, 'extremityExam', true, ['(손바닥 발바닥 빨간지 봄)']],
  [KAWASAKI, 'px.skin', true, ['(피부 발진 확인)']],
];

describe('reads exams in plain words at the site the item names (round 8)', () => {
  checkRows(EXAMS);
});

/** Congratulations are no empathy; a feeling acknowledged is. */
const EMPATHY: readonly Row[] = [
  [PRENATAL, 'rel.empathy', false, ['축하드려요.']],
  [BREECH, 'rel.empathy', false, ['첫 아기시라고요, 축하드려요.']],
  [PRENATAL, 'rel.empathy', true, ['축하드려요. 입덧 때문에 많이 힘드셨겠어요.']],
  [BREECH, 'rel.empathy', true, ['아기가 거꾸로 있다고 들으셔서 많이 불안하셨겠어요.']],
];

describe('does not take congratulations for empathy (round 8)', () => {
  checkRows(EMPATHY);

  checkRows([
    [
      BREECH,
      'rel.empathy',
      'u2',
      ['첫 아기시라고요, 축하드려요.', '많이 불안하셨겠어요.'],
      'cites the turn that acknowledges the feeling, not the congratulation before it',
    ],
  ]);
});

/** Lifestyle advice must be advice the item names. */
const LIFESTYLE: readonly Row[] = [
  // Dyspepsia: regular meals, no late-night or spicy food, no smoking or drinking.
  [ULCER, 'ed.lifestyle', false, ['진통소염제는 당분간 끊으시고 다른 약으로 바꾸시는 게 좋겠어요.']],
  [FD, 'ed.lifestyle', false, ['진통제는 당분간 드시지 마세요.']],
  [FD, 'ed.lifestyle', true, ['밥은 제때 드시고 야식이랑 매운 건 피하세요.']],
  [ULCER, 'ed.lifestyle', true, ['식사는 제때 하시고 술 담배는 줄이세요.']],
  // Red urine: quitting smoking.
  [STONE, 'ed.lifestyle', false, ['물 많이 드세요']],
  [STONE, 'ed.lifestyle', true, ['담배는 꼭 끊으세요.']],
  // A rash: avoiding what caused it.
  [ZOSTER, 'ed.lifestyle', false, ['물집이 마를 때까지는 수두 안 앓은 아이나 임신부와 접촉을 피하세요.']],
  [URTICARIA, 'ed.lifestyle', true, ['그 진통제는 앞으로 드시지 마세요']],
  [URTICARIA, 'ed.lifestyle', true, ['원인으로 의심되는 약은 다시 드시지 마세요.']],
  // Hypertension: salt, exercise, weight, alcohol, smoking.
  [
    HTN,
    'ed.lifestyle',
    false,
    ['국은 싱겁게 드시고 하루 30분씩 걸으세요.'],
    'round 22: a smoker and drinker not told',
  ],
  [HTN, 'ed.lifestyle', false, ['약은 아침마다 잊지 말고 드세요.']],
  // Cough: quitting smoking and a mask.
  [CAP, 'ed.lifestyle', false, ['기침할 때는 마스크 쓰세요.'], 'round 22: a smoker not told to quit'],
  [CAP, 'ed.lifestyle', true, ['기침할 때는 마스크 쓰시고 담배는 이번에 끊으세요.']],
  [CAP, 'ed.lifestyle', false, ['푹 쉬세요.']],
];

describe('credits lifestyle advice only when it is the advice the item names (round 8)', () => {
  checkRows(LIFESTYLE);

  checkRows([
    [
      FD,
      'ed.lifestyle',
      'u2',
      ['진통제는 당분간 드시지 마세요.', '밥은 제때 드시고 야식이랑 매운 건 피하세요.'],
      'cites the turn that gives the item’s advice, not other advice before it',
    ],
  ]);

  checkRows([
    [
      BREECH,
      'hx.medication',
      'u1',
      ['엽산이나 철분제 말고 드시는 약 있으세요?', '독감이나 백일해 주사는 맞으셨어요?'],
      'cites the medicine question, not the vaccine question, for the medication history',
    ],
  ]);
});

/** Evidence: the turn that earns the item, when an earlier turn shares its words or its act. */
describe('cites the turn that earns the item (round 8)', () => {
  checkRows(
    ['천천히 말씀하셔도 돼요.', '말씀해 주셔서 감사합니다.', '잘 오셨어요.'].map((first): Row => [
      FD,
      'rel.empathy',
      'u2',
      [first, '오래 불편하셔서 많이 힘드셨겠어요.'],
      'empathy: the turn naming the feeling, before a supportive word that names none',
    ]),
  );

  checkRows([
    [
      FD,
      'ed.closing',
      'u3',
      [
        '궁금한 거 있으면 중간에 언제든 물어보세요. 어디가 불편해서 오셨어요?',
        '위산 줄이는 약 드릴게요.',
        '더 궁금하신 거 있으세요?',
      ],
      'closing: the questions invited after the explanation, not an invitation at the start',
    ],
  ]);

  checkRows([
    [
      FD,
      'rel.plainWords',
      'u3',
      ['이해되셨어요?', '위가 예민해서 생기는 기능성 소화불량이에요.', '제 설명 이해되셨어요?'],
      'plain words and understanding: the check after the explanation, not one before it',
    ],
  ]);
});

/** A child's growth told by the mother (second batch). */
const GROWTH_CAREGIVER: readonly Row[] = [
  [CGD, 'hx.development', true, ['걷고 말하는 건 다른 애들이랑 비슷하게 했어요?']],
  [GHD, 'hx.development', true, ['걷는 건 몇 개월에 했어요?']],
  [CGD, 'hx.development', false, ['요즘 학교는 잘 다녀요?']],
  [CGD, 'px.appearance', true, ['(얼굴 생김새랑 몸 전체 훑어봄)']],
  [GHD, 'px.appearance', true, ['(외모랑 전신 상태 관찰)']],
  [CGD, 'ed.followUp', true, ['6개월마다 와서 키 재 볼게요.']],
  [GHD, 'ed.followUp', true, ['3개월마다 오셔서 키 확인할게요.']],
  [CGD, 'ed.followUp', false, ['6개월 동안 4cm 컸어요?']],
];

describe('credits a child’s growth told by the mother (round 8)', () => {
  checkRows(GROWTH_CAREGIVER);
});
