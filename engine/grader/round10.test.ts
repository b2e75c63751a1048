/**
 * Issue 17, round 10: classes found by nine new counselling-heavy and thorough tuning transcripts
 * (bench/grader/examiner-drafts/15-round10.yaml to 17-round10c.yaml), written out in sentences of our
 * own (none taken from the locked part). Each row: case, item, the examiner's decision
 * (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the
 * learner's lines, and what the row shows.
 *
 * The metamorphic check that began here (the round's tuning transcripts typed without spaces, with
 * slips or in 반말 earn the same items) now runs on every tuning transcript, in round12.test.ts.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const GC_NEWS = 'gastric-cancer-bad-news';
const HIV = 'hiv-infection-bad-news';
const BREAST_NEWS = 'early-breast-cancer-bad-news';
const HTN = 'essential-hypertension';
const MMR = 'mmr-vaccine-hesitancy';
const INFANT_VAX = 'infant-vaccination-2-months';
const CYSTITIS = 'acute-cystitis';
const BPPV = 'benign-paroxysmal-positional-vertigo';
const KNEE = 'knee-osteoarthritis';
const DRINK = 'hazardous-drinking-precontemplation';
const GDM = 'gestational-diabetes-screening';
const AOM = 'acute-otitis-media-toddler';
const VAPE = 'adolescent-e-cigarette-vaping';
const ANGINA = 'stable-angina-pectoris';

/** Third batch: a teenager's vaping in 반말, a thorough chest-pain interview. */
const THIRD: readonly Row[] = [
  [ANGINA, 'hx.onset', true, ['맨 처음에 언제, 뭘 하다가 그랬어요?']],
  [ANGINA, 'hx.onset', true, ['언제 처음 아프기 시작하셨어요?']],
  [VAPE, 'hx.triggers', true, ['보통 언제 피우고 싶어져?']],
  [VAPE, 'hx.triggers', true, ['어떤 때 제일 땡겨?']],
  [VAPE, 'hx.living', true, ['집에 담배 피는 식구 있어?']],
  [VAPE, 'hx.living', false, ['학교 다니지? 몇 학년이야?']],
  [VAPE, 'ed.withdrawal', true, ['피우고 싶을 땐 물 한 잔 마시면 몇 분 지나면 가라앉아.']],
  [VAPE, 'px.lung', false, ['(가슴에 청진기 대고 심장 소리 듣는다)']],
  // A summary typed without spaces, or in 반말.
  [ANGINA, 'rel.summary', true, ['정리하면한달전부터계단오를때가슴이조이고쉬면나아지는거죠?']],
  [VAPE, 'rel.summary', true, ['그러니까 1년 전부터 하루 한 팟씩 피는 거지?']],
  [VAPE, 'px.lung', true, ['(등이랑 가슴에 청진기 대고 숨소리 듣는다)']],
  [
    VAPE,
    'hx.living',
    'u1',
    ['집에 담배 피우는 사람 있어?', '학교 다니지? 몇 학년이야?'],
    'the household question, not the school question',
  ],
  [
    VAPE,
    'px.lung',
    'u1',
    ['숨 크게 들이쉬고 내쉬어 봐 (등에 청진기)', '(가슴에 청진기 대고 심장 소리 듣는다)'],
    'the breath listened to, not the heart',
  ],
];

/** Bad news: what the patient knows, asked as a request or by the test's name; the warning shot. */
const BAD_NEWS: readonly Row[] = [
  [
    GC_NEWS,
    'hx.perception',
    true,
    ['조직검사 하셨잖아요. 결과가 어떻게 나올 거라고 생각하셨는지 먼저 듣고 싶어요.'],
  ],
  [GC_NEWS, 'hx.perception', true, ['CT 찍으셨죠. 어쩌다 찍게 되셨어요?']],
  [HIV, 'hx.perception', true, ['그때 무슨 검사라고 설명 들으셨어요?']],
  [BREAST_NEWS, 'hx.perception', true, ['조직검사는 어떤 검사라고 알고 계세요?']],
  [
    GC_NEWS,
    'rel.openQuestion',
    true,
    ['안녕하세요, 학생의사 김하늘입니다.', '결과가 어떨 거라고 예상하고 계셨어요?'],
  ],
  [HIV, 'rel.openQuestion', true, ['피검사 받으실 때 무슨 검사라고 들으셨어요?']],
  [GC_NEWS, 'ed.warningShot', true, ['검사 결과가 좋지 않아요.']],
  [GC_NEWS, 'ed.warningShot', true, ['기대했던 것보다 결과가 안 좋게 나왔어요.']],
  [HIV, 'ed.warningShot', true, ['말씀드리기 조심스러운 결과예요.']],
  // The result named as the diagnosis ("HIV 양성"), and daily life asked as going on as usual.
  [HIV, 'ed.diagnosis', true, ['검사에서 HIV 양성으로 나왔어요.']],
  [HIV, 'ed.diagnosis', true, ['HIV에 감염되셨다는 결과예요.']],
  [HIV, 'hx.function', true, ['일이나 집안일은 평소처럼 하고 계세요?']],
  [GC_NEWS, 'hx.function', true, ['요즘 일상생활은 괜찮으세요?']],
  // "병원 다니시는 데 일정은 괜찮으세요?" asks the schedule, not an illness.
  [HIV, 'hx.pastMedical', false, ['병원 다니시는 데 회사 일정은 괜찮으세요?']],
  [HIV, 'hx.pastMedical', true, ['원래 앓고 계신 병 있으세요?']],
  // A "…기 전에" clause opening a question asks; it tells no follow-up.
  [HIV, 'ed.followUp', false, ['결과 말씀드리기 전에, 자세히 듣고 싶으세요, 아니면 짧게 들으실래요?']],
  [HIV, 'ed.followUp', true, ['2주 뒤에 다시 오셔서 같이 약 시작해요.']],
];

/** Deferrals to someone else and exams said not to be done earn nothing. */
const NOT_DONE: readonly Row[] = [
  [GC_NEWS, 'hx.medication', false, ['드시는 약은 나중에 간호사 선생님이 따로 확인할 거예요.']],
  [HTN, 'hx.medication', false, ['복용하시는 약은 이따가 담당 선생님이 확인해 주실 거예요.']],
  [HTN, 'hx.medication', true, ['지금 드시는 약 있으세요?']],
  [MMR, 'px.vitals', false, ['(체온은 접수할 때 재서 따로 재지 않는다)']],
  [HTN, 'px.vitals', false, ['(혈압은 아까 재서 다시 재지 않는다)']],
  [MMR, 'px.vitals', true, ['(체온을 잰다)']],
  [BPPV, 'px.orthostatic', false, ['누웠다 일어설 때 혈압은 오늘 재지 않을게요.']],
  // A relative who struggled with drinking is family history.
  [DRINK, 'hx.family', true, ['식구 중에 술 때문에 힘들었던 분 계세요?']],
  [DRINK, 'hx.family', true, ['가족 중에 알코올 중독이었던 분 있어요?']],
  [DRINK, 'hx.family', false, ['가족분들도 술 드시는 거 아세요?']],
];

/** Examinations in plain words, spoken or described. */
const EXAMS: readonly Row[] = [
  [HTN, 'px.fundus', true, ['눈 안쪽 좀 볼게요. 불빛 비출 테니 저기 한 점만 보세요.']],
  [HTN, 'px.fundus', true, ['(검안경 불빛으로 눈 속을 들여다본다)']],
  [HTN, 'px.fundus', false, ['눈 좀 볼게요.']],
  [AOM, 'px.throatEar', true, ['(귓속을 불 비춰서 본다)']],
  [MMR, 'px.throatEar', true, ['(귀 안쪽을 들여다본다)']],
  [MMR, 'px.appearance', true, ['(아이가 잘 노는지, 처져 있지 않은지 본다)']],
  [MMR, 'px.appearance', true, ['(안색이랑 기운 있는지 살펴본다)']],
  [BPPV, 'px.cerebellar', true, ['손가락으로 제 손가락 끝이랑 본인 코를 번갈아 짚어 보세요.']],
  [BPPV, 'px.cerebellar', true, ['제 손가락이랑 코를 왔다 갔다 찍어 보세요.']],
  // A record read with the patient is the history it records.
  [MMR, 'hx.record', true, ['접종 수첩 가져오셨으면 같이 볼게요.']],
  [INFANT_VAX, 'hx.record', true, ['아기 수첩 보여 주시면 지금까지 맞은 거 확인할게요.']],
];

/** Explanations, advice and checks of understanding in everyday words. */
const EXPLANATIONS: readonly Row[] = [
  // Teach-back of what was said.
  [
    HTN,
    'rel.plainWords',
    true,
    [
      '여러 번 재도 높게 나와서 고혈압이에요.',
      '제가 말씀드린 것 중에 집에서 바꾸실 거 두 가지만 말씀해 보실래요?',
    ],
  ],
  [
    HIV,
    'rel.understanding',
    true,
    ['HIV 양성이 나왔어요.', '제가 제대로 설명드렸는지 확인하고 싶어서요, 어떻게 들으셨어요?'],
  ],
  [
    CYSTITIS,
    'rel.plainWords',
    true,
    ['방광에 세균이 들어간 방광염이에요.', '약은 어떻게 드시기로 했는지 말씀해 주실래요?'],
  ],
  // A check of what a test will find is a plan, not a question; the treatment is not read from it.
  [CYSTITIS, 'ed.tests', true, ['소변검사 해서 어떤 균인지 확인할게요.']],
  [CYSTITIS, 'ed.treatment', false, ['소변 배양해서 어떤 항생제가 잘 듣는지 볼게요.']],
  [CYSTITIS, 'ed.tests', false, ['물 많이 드시고 소변은 참지 마세요.']],
  // What cutting down will do for the patient's own finding.
  [DRINK, 'ed.motivation', true, ['간수치가 올라가 있어서, 술 줄이시면 수치가 내려갈 수 있어요.']],
  [DRINK, 'ed.motivation', true, ['검사 결과 보니까 간이 힘들어해요. 술을 줄이시길 권해요.']],
  // Empathy: a difficulty acknowledged, blame refused.
  [DRINK, 'rel.empathy', true, ['회식이 잦으면 빠지기 어렵죠.']],
  [DRINK, 'rel.empathy', true, ['술 드신다고 나쁜 사람인 건 아니에요.']],
  // A treatment told by what it does; a place for help is support.
  [HIV, 'ed.treatment', true, ['매일 먹는 약으로 바이러스를 억제할 수 있어요.']],
  // A normal course told before a screening test named after a disease.
  [GDM, 'ed.diagnosis', true, ['지금 26주이고 아기도 주수에 맞게 잘 크고 있어요.']],
  // Diagnosis and advice in 반말.
  [BPPV, 'ed.diagnosis', true, ['귀 안의 작은 돌이 굴러다녀서 생기는 이석증 같아.']],
  [KNEE, 'ed.lifestyle', true, ['살 조금 빼고 허벅지 근육 운동 꾸준히 해']],
];

/** Evidence: the message that earns the item. */
const EVIDENCE: readonly Row[] = [
  [
    GC_NEWS,
    'ed.treatment',
    'u1',
    ['CT로 퍼진 정도를 보고요, 안 퍼졌으면 수술로 떼어내요.', '병원 상담실에서 도움받으실 수 있어요.'],
    'the plan, not the counselling service',
  ],
  [
    HIV,
    'ed.treatment',
    'u1',
    ['하루 한 알 먹는 약으로 바이러스를 누를 수 있어요.', '감염인 상담센터에서 도움받으실 수 있어요.'],
    'the medicine, not the help centre',
  ],
  [
    MMR,
    'ed.followUp',
    'u2',
    ['오늘 맞혀도 되고, 생각해 보시고 다음 주에 오셔도 돼요.', '다음 접종은 5월 2일로 예약해 드릴게요.'],
    'the appointment told, not the option offered',
  ],
  [
    MMR,
    'px.throatEar',
    'u2',
    ['진찰 좀 해도 될까요? 입이랑 귀 볼게요.', '(목 안이랑 귓속을 불 비춰서 본다)'],
    'the action, not the consent that announced it',
  ],
  [
    CYSTITIS,
    'ed.tests',
    'u1',
    ['소변검사랑 배양검사 해서 어떤 항생제가 듣는지 볼게요.', '커피는 줄이시고 소변은 참지 마세요.'],
    'the test plan, not the advice',
  ],
  [
    GDM,
    'ed.diagnosis',
    'u2',
    [
      '정리하면 첫 임신 26주고 특별한 증상은 없으신 거죠?',
      '지금 26주이고 아기도 주수에 맞게 잘 크고 있어요.',
      '이 시기에는 임신성 당뇨 선별검사를 해요.',
    ],
    'the course told, not the summary or the screening test',
  ],
  [
    HIV,
    'hx.occupation',
    'u2',
    ['회사 다니시는 건 평소대로 하세요?', '무슨 일 하세요?'],
    'the occupation asked alone, not daily life',
  ],
];

describe('bad news in everyday words (round 10)', () => {
  checkRows(BAD_NEWS);
});

describe('deferrals and exams not done earn nothing; relatives who struggled are family history (round 10)', () => {
  checkRows(NOT_DONE);
});

describe('exams in plain words, records read with the patient (round 10)', () => {
  checkRows(EXAMS);
});

describe('explanations, advice, empathy and teach-back in everyday words and 반말 (round 10)', () => {
  checkRows(EXPLANATIONS);
});

describe('cites the message that earns the item (round 10)', () => {
  checkRows(EVIDENCE);
});

describe('vaping in 반말 and a thorough chest-pain interview (round 10, third batch)', () => {
  checkRows(THIRD);
});
