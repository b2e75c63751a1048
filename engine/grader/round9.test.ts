/**
 * Issue 17, round 9: classes found by five new tuning transcripts (bench/grader/examiner-drafts/
 * 11-round9.yaml) and by the misgrades the issue names (a closing invitation said only at the start,
 * advice in the imperative read as a question), written out in sentences of our own (none taken from
 * the locked part). Each row: case, item, whether an examiner credits it
 * (bench/grader/EXAMINER-RULES.md), the learner's lines.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const COSTO = 'costochondritis';
const STENOSIS = 'lumbar-spinal-stenosis-neurogenic-claudication';
const COPD = 'copd-smoker-contemplation';
const AOM = 'acute-otitis-media-toddler';
const BV = 'bacterial-vaginosis';
const ULCER = 'gastric-ulcer';
const ALCOHOL = 'alcohol-use-disorder';
const CAP = 'community-acquired-pneumonia';

/** Items that belong to a place in the encounter: the opening question first, the closing last. */
const POSITION: readonly Row[] = [
  // Questions invited only at the start close nothing.
  [
    COSTO,
    'ed.closing',
    false,
    ['궁금한 거 있으시면 중간에 언제든 물어보세요.', '언제부터 아프셨어요?', '늑연골염으로 보여요.'],
  ],
  [AOM, 'ed.closing', false, ['진료 중에 궁금하신 거 있으면 바로 물어보셔도 돼요.', '열은 언제부터 났어요?']],
  [
    STENOSIS,
    'ed.closing',
    false,
    [
      '오늘은 몇 가지 여쭤보고 진찰한 다음 설명드릴게요. 궁금한 거 있으시면 언제든 물어보세요.',
      '허리는 언제부터 아프셨어요?',
      '척추관 협착증 같아요.',
    ],
  ],
  // The same invitation after the explanation, or at the end of a history with nothing explained, closes.
  [COSTO, 'ed.closing', true, ['언제부터 아프셨어요?', '늑연골염으로 보여요.', '더 궁금하신 거 있으세요?']],
  [AOM, 'ed.closing', true, ['열은 언제부터 났어요?', '궁금하신 거 있으세요?']],
  // An explicit close with the next step.
  [
    AOM,
    'ed.closing',
    true,
    [
      '열은 언제부터 났어요?',
      '중이염이에요.',
      '오늘은 여기까지 할게요. 이틀 뒤에 다시 와서 귀 한번 더 봐요.',
    ],
  ],
  // The open question opens the interview; asked after closed history questions it opens nothing.
  [
    STENOSIS,
    'rel.openQuestion',
    false,
    ['허리 아프신 거 언제부터예요?', '다리로 내려가요?', '그 외에 또 불편한 거 있어요?'],
  ],
  [COSTO, 'rel.openQuestion', false, ['가슴 아픈 건 언제부터예요?', '요즘 어떻게 지내셨어요?']],
  [
    STENOSIS,
    'rel.openQuestion',
    true,
    ['학생의사 최민호입니다. 성함이 어떻게 되세요?', '어떻게 오셨어요?', '언제부터요?'],
  ],
  [
    AOM,
    'rel.openQuestion',
    true,
    ['아이 이름이랑 몇 개월인지 알려 주시겠어요?', '서아가 어디가 불편해서 왔을까요?'],
  ],
];

describe('credits the opening question at the start and the closing at the end (round 9)', () => {
  checkRows(POSITION);

  checkRows([
    [
      AOM,
      'ed.closing',
      'u4',
      [
        '궁금하신 거 있으면 바로 물어보셔도 돼요.',
        '열은 언제부터 났어요?',
        '중이염이에요.',
        '오늘은 여기까지 할게요. 약 처방해 드릴 테니 이틀 뒤에 다시 오세요.',
      ],
      'cites the close at the end, not an invitation at the start',
    ],
  ]);
});

/** Advice in the imperative tells; it asks nothing. */
const IMPERATIVE: readonly Row[] = [
  [ULCER, 'hx.medication', false, ['진통소염제는 끊으세요.']],
  [ULCER, 'hx.medication', false, ['이부프로펜 같은 진통제는 이제 끊으세요.']],
  [COPD, 'hx.alcohol', false, ['술은 줄이세요.']],
  [COPD, 'hx.quitAttempts', false, ['숨이 이렇게 차신데 담배는 끊으세요.']],
  [COPD, 'hx.readiness', false, ['담배는 이제 끊으세요.']],
  // The same words asked stay questions.
  [ULCER, 'hx.medication', true, ['진통소염제 드세요?']],
  [CAP, 'hx.fever', true, ['열 있으세요']],
];

describe('does not read advice in the imperative as a question (round 9)', () => {
  checkRows(IMPERATIVE);
});

/** History, identity and empathy in everyday words. */
const EVERYDAY: readonly Row[] = [
  [COPD, 'hx.quitAttempts', true, ['예전에 담배 안 피우고 버텨 보신 적 있어요?']],
  [COPD, 'hx.quitAttempts', true, ['그때 왜 다시 피우게 되셨어요?']],
  [ALCOHOL, 'hx.quitAttempts', true, ['술 안 마시고 지내 보신 적 있으세요?']],
  [COPD, 'hx.withdrawal', true, ['그때 안 피우니까 몸이나 기분이 어떻던가요?']],
  [COPD, 'hx.alcohol', true, ['약주는 얼마나 자주 하세요?']],
  [COPD, 'hx.alcohol', true, ['식사하실 때 반주 하세요?']],
  [COPD, 'rel.identity', true, ['탁영길 님, 올해 예순여덟 되신 거 맞으시죠?']],
  [BV, 'rel.identity', true, ['김지은 씨, 서른둘이시죠?']],
  [COPD, 'rel.identity', false, ['탁영길 님 맞으시죠?']],
  [COPD, 'rel.empathy', true, ['50년을 피우셨으니 끊기가 얼마나 어려우시겠어요.']],
  [BV, 'rel.empathy', true, ['냄새 때문에 신경 많이 쓰이셨겠어요.']],
  [BV, 'rel.empathy', true, ['말씀하시기 민망하셨겠어요.']],
  // An elliptical follow-up borrows a negated feeling ("가렵거나 화끈거리진 않아요?" → "소변 볼 때는요?").
  [BV, 'hx.dysuria', true, ['가렵거나 화끈거리진 않아요?', '소변 볼 때는요?']],
  [BV, 'hx.dysuria', true, ['아랫배가 아프진 않으세요?', '소변 볼 때는요?']],
  [BV, 'hx.dysuria', false, ['피임은 어떻게 하세요?', '소변 볼 때는요?']],
];

describe('credits history, identity and empathy in everyday words (round 9)', () => {
  checkRows(EVERYDAY);
});

/** Advice of the item's kind in a learner's own words. */
const ADVICE: readonly Row[] = [
  [COSTO, 'ed.lifestyle', true, ['혈압이랑 콜레스테롤은 일 년에 한 번씩 검진으로 확인하세요.']],
  [COSTO, 'ed.lifestyle', true, ['혈당 관리 잘 하세요.']],
  [COSTO, 'ed.lifestyle', false, ['콜레스테롤 검사도 해 볼게요.']],
  [STENOSIS, 'ed.lifestyle', true, ['배랑 허리 근육 운동 해요.']],
  [STENOSIS, 'ed.lifestyle', true, ['허리를 너무 뒤로 젖히지 마세요.']],
  [STENOSIS, 'ed.lifestyle', false, ['허리 근육이 뭉쳐 있네요.']],
];

describe('credits advice of the item’s kind in everyday words (round 9)', () => {
  checkRows(ADVICE);
});

describe('cites the turn that earns the item (round 9)', () => {
  checkRows([
    [
      COSTO,
      'px.chestWall',
      'u2',
      ['가슴을 눌러 볼 건데 아프시면 말씀해 주세요.', '(가슴뼈 옆 갈비뼈 붙는 데를 손가락으로 눌러 본다)'],
      'chest wall tenderness: the action at the ribs, not the consent that announced pressing',
    ],
  ]);

  checkRows([
    [
      STENOSIS,
      'ed.treatment',
      'u2',
      [
        'MRI는 나중에 시술 생각할 때 찍어요.',
        '진통제 드시고 물리치료 받으면서 걸을 수 있는 만큼은 걸으세요.',
      ],
      'treatment: the turn about the treatment, not a test turn that mentions a procedure later',
    ],
  ]);

  checkRows([
    [
      AOM,
      'hx.intake',
      'u2',
      ['기저귀 갈 때 소변 냄새가 독하진 않아요?', '우유랑 밥은 잘 먹어요? 기저귀는 몇 번 갈아요?'],
      'a history item naming two things: the turn asking both, not one asking a side detail',
    ],
  ]);

  checkRows([
    [
      COPD,
      'hx.withdrawal',
      'u2',
      [
        '끊으셨을 때는 어떻게 끊으셨고, 왜 다시 피우게 됐어요?',
        '끊었을 때 짜증 나거나 잠이 안 오는 건 어땠어요?',
      ],
      'withdrawal: the question about how quitting felt, not the one about how the patient quit',
    ],
  ]);
});

const MENIERE = 'meniere-disease';
const BURNOUT = 'burnout-passive-suicidal-ideation-low-risk';
const PHEN = 'phentermine-appetite-suppressant-misuse';

/** The second batch: messy telegraphic questions, exams described or spoken, advice in plain words. */
const SECOND: readonly Row[] = [
  [PHEN, 'hx.substance', true, ['다이어트약 먹는거 뭐에요 하루 몇알씩 언제부터']],
  [PHEN, 'hx.substance', true, ['수면제는 하루에 몇 알 드세요?']],
  [PHEN, 'hx.consequences', true, ['약땜에 회사나 집에서 문제 생긴적은']],
  [PHEN, 'hx.readiness', true, ['지금 끊을 맘은 얼마나 돼요']],
  [PHEN, 'hx.mood', true, ['요즘 기분은']],
  [PHEN, 'hx.mood', false, ['저는 내과 학생의사 이준호입니다. 오늘은']],
  [PHEN, 'px.tremor', true, ['손 앞으로 쭉 펴보세요']],
  [PHEN, 'ed.harmReduction', true, ['드시더라도 술이랑은 같이 먹지 마요']],
  [PHEN, 'ed.harmReduction', true, ['혹시 드시더라도 정해진 양은 넘기지 마세요.']],
  [MENIERE, 'hx.relief', true, ['고개 돌릴 때 더 심해요?', '가만히 누워 있으면요?']],
  [MENIERE, 'hx.relief', true, ['가만히 있으면 좀 괜찮아요?']],
  [MENIERE, 'px.orthostatic', true, ['(누워서 혈압과 맥박을 재고, 일어선 뒤 다시 잰다)']],
  [MENIERE, 'ed.lifestyle', true, ['어지러울 땐 바로 앉거나 누우시고, 밤에는 불 켜고 천천히 다니세요.']],
  [MENIERE, 'ed.lifestyle', false, ['어지럼 올 때 드시는 약을 드릴게요.']],
  [BURNOUT, 'px.selfHarm', true, ['팔 좀 걷어 보시겠어요? (손목 안쪽을 살펴본다)']],
  [BURNOUT, 'rel.empathy', true, ['그동안 혼자 많이 버거우셨겠어요.']],
  [AOM, 'px.throatEar', false, ['(손목 안쪽을 살펴본다)']],
];

describe('credits the second batch’s classes (round 9)', () => {
  checkRows(SECOND);

  checkRows([
    [
      'cough-variant-asthma',
      'hx.pastMedical',
      'u2',
      ['결핵환자랑 접촉한적은', '예전에 천식이나 결핵 앓은적은'],
      'a telegraphic "…한 적은" about a contact is no past history',
    ],
  ]);
});

const GC = 'gonococcal-urethritis';
const POLY = 'primary-polydipsia';

/** The third batch: voiding and polyuria asked in messy and elliptical follow-ups. */
const THIRD: readonly Row[] = [
  [GC, 'hx.urination', true, ['소변볼때 어디가 어떻게 불편해요']],
  [GC, 'hx.dysuria', true, ['소변볼때 어디가 어떻게 불편해요', '따갑거나 화끈거려요?']],
  [GC, 'hx.dysuria', false, ['목이 따갑거나 화끈거려요?']],
  [GC, 'hx.hematuria', true, ['피섞여나오는건']],
  [GC, 'hx.sexual', true, ['실례지만 최근에 관계한적 있어요?']],
  [GC, 'ed.closing', true, ['요도염 같아요.', '이해되셨어요? 궁금한건요?']],
  [POLY, 'hx.volume', true, ['소변이 많아진 게 언제부터예요?', '하루에 몇 번, 한 번에 양은요?']],
  [POLY, 'hx.nocturia', true, ['하루에 몇 번 보세요?', '밤에는요?']],
  [POLY, 'hx.weightLoss', true, ['입맛은요? 살은요?']],
  [POLY, 'hx.pastMedical', true, ['당뇨나 콩팥 병, 아니면 정신건강의학과 치료받으신 적 있으세요?']],
  [POLY, 'hx.pastMedical', false, ['당뇨나 콩팥 병, 가족 중에 있으신 분 있으세요?']],
  [POLY, 'px.feet', true, ['(발에 모노필라멘트를 대 보고 발등 맥박을 짚는다)']],
];

describe('credits the third batch’s classes (round 9)', () => {
  checkRows(THIRD);

  checkRows([
    [
      GC,
      'hx.urination',
      'u1',
      ['소변볼때 어디가 어떻게 불편해요', '자주 마렵거나 급하게 마려운건'],
      'cites the question about passing urine, not a later storage question',
    ],
  ]);
});

const ASSAULT = 'stranger-sexual-assault-acute';
const DISC = 'lumbar-disc-herniation';

/** The fourth batch: an assault interview in gentle words, messy back pain. */
const FOURTH: readonly Row[] = [
  [ASSAULT, 'hx.allergy', true, ['약 드시고 두드러기 나거나 한 적 있으세요?']],
  [ASSAULT, 'hx.sexual', true, ['지난 일주일 안에 동의하고 가진 관계가 있었나요?']],
  [ASSAULT, 'hx.sexual', false, ['삽입이 있었는지, 그 사람이 콘돔을 썼는지 아실까요?']],
  [ASSAULT, 'hx.details', true, ['삽입이 있었는지, 그 사람이 콘돔을 썼는지 아실까요?']],
  [DISC, 'hx.character', true, ['찌릿해요 묵직해요?']],
  [DISC, 'hx.pastMedical', true, ['암이나 골다공증 진단받은적']],
  [DISC, 'hx.experience', true, ['전에두 이랬던적']],
  [DISC, 'ed.treatment', false, ['스테로이드 같은 약 먹는거 있어요']],
  [DISC, 'hx.medication', true, ['스테로이드 같은 약 먹는거 있어요']],
];

describe('credits the fourth batch’s classes (round 9)', () => {
  checkRows(FOURTH);
});
