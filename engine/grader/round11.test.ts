/**
 * Issue 17, round 11: classes found by eight new tuning transcripts weighted to counselling and to
 * evidence selection (bench/grader/examiner-drafts/18-round11.yaml), written out in sentences of our
 * own in other presentations where the class allows (none taken from the locked part). Each row:
 * case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned
 * by the message named), the learner's lines, and what the row shows.
 *
 * The metamorphic check of this round's fourteen tuning transcripts (typed without spaces, with slips
 * or in 반말, each earns the same items) runs on every tuning transcript, in round12.test.ts.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const HEATED = 'heated-tobacco-smoker-oral-contraceptive';
const PREG_SMOKE = 'smoking-in-pregnancy';
const PREOP = 'preoperative-smoking-cessation';
const RELAPSE = 'alcohol-use-disorder-relapse-after-abstinence';
const LIVER = 'alcoholic-liver-disease-preparation';
const WPW = 'wpw-preexcited-atrial-fibrillation';
const AF = 'atrial-fibrillation';
const COSTO = 'costochondritis';
const GERD = 'gastroesophageal-reflux-disease';
const PANCREAS = 'pancreatic-cancer-metastatic-bad-news';
const KIDNEY = 'end-stage-kidney-disease-dialysis-bad-news';
const FCHL = 'familial-combined-hyperlipidemia';
const PAD_LIPID = 'diabetic-dyslipidemia-peripheral-artery-disease';
const OBESITY = 'childhood-obesity-lifestyle';
const TEEN_OBESITY = 'adolescent-obesity-dyslipidemia';
const CANNABIS = 'cannabis-use-disorder';
const SCREEN = 'lung-cancer-screening-smoker-precontemplation';
const BREAST_NEWS = 'early-breast-cancer-bad-news';
const HPV = 'hpv-vaccination-adolescent-girl';
const MMR = 'mmr-vaccine-hesitancy';
const PCOS = 'polycystic-ovary-syndrome';
const PRL = 'prolactinoma';

/** Evidence: the turn that earns the item, when another turn shares its word. */
const EVIDENCE: readonly Row[] = [
  // A drink named as the situation of a complaint asks when it comes, not how much is drunk.
  [
    HEATED,
    'hx.alcohol',
    'u2',
    ['주로 언제 피고 싶어요? 밥 먹고? 술마실때?', '술은 일주일에 몇 번, 한 번에 얼마나 드세요?'],
    'the intake question, not the trigger that names a drink',
  ],
  [HEATED, 'hx.alcohol', false, ['언제 제일 피고 싶으세요? 술 마실 때요?'], 'a drink as the trigger only'],
  [
    WPW,
    'hx.caffeine',
    'u2',
    ['주로 언제 두근거려요? 커피 마신 다음은요?', '커피는 하루에 몇 잔 드세요?'],
    'the intake question, not the trigger',
  ],
  [WPW, 'hx.alcohol', false, ['두근거리는 건 술 먹은 다음에요?']],
  [WPW, 'hx.trigger', true, ['주로 언제 와요? 커피 마시거나 술 먹은 다음은요?'], 'a drink as the trigger'],
  [AF, 'hx.trigger', true, ['에너지 음료 마신 뒤에 그래요?']],
  [RELAPSE, 'hx.blackout', true, ['술 마신 다음 날 기억이 안 난 적 있으세요?'], 'not read as a trigger'],
  // A treatment item that names drugs is cited at the turn naming them.
  [
    HEATED,
    'ed.pharmacotherapy',
    'u3',
    [
      '수술 앞두고 끊는 게 쉽지 않죠.',
      '담배 피우시면 상처도 늦게 아물어요. 꼭 끊으세요.',
      '니코틴 껌이나 바레니클린 같은 약을 쓰면 훨씬 수월해요.',
    ],
    'the drug named, not an earlier word of wounds or surgery',
  ],
  [
    PREOP,
    'ed.pharmacotherapy',
    false,
    ['수술 앞두고 끊는 게 쉽지 않으시죠.', '수술 전에 꼭 끊으셔야 해요.'],
    'the operation named as the time of what is said',
  ],
  [
    FCHL,
    'ed.treatment',
    'u3',
    [
      '운동 얘기는 이따가 여쭤볼게요.',
      '이제 식사 얘기 해 볼게요. 기름진 거 자주 드세요?',
      '콜레스테롤 낮추는 스타틴이라는 약을 바로 시작할게요.',
    ],
    'a deferral and a topic announced plan nothing',
  ],
  [FCHL, 'ed.treatment', false, ['운동 얘기는 나중에 할게요.', '이제 운동 얘기 해 볼게요.']],
  [
    FCHL,
    'ed.followUp',
    'u2',
    ['공복 지질검사 다시 할게요.', '석 달 뒤에 피검사 다시 하고 결과 보면서 봬요.'],
    'the return visit, not the test plan',
  ],
  [PAD_LIPID, 'ed.followUp', true, ['두 달 후에 다시 오세요.']],
  // Deferrals ask nothing; the question asked later is the evidence.
  [
    PREG_SMOKE,
    'hx.smoking',
    'u2',
    ['담배 얘기는 이따가 하고요, 임신 몇 주째세요?', '하루에 몇 개비, 몇 년 피우셨어요?'],
  ],
  [PREG_SMOKE, 'hx.smoking', false, ['담배 얘기는 이따가 하고요, 요즘 입덧은 어떠세요?']],
  [LIVER, 'hx.smoking', false, ['담배 얘기는 이따가 하고요, 요즘 기분이나 잠은 어떠세요?']],
  [LIVER, 'hx.mood', true, ['담배 얘기는 이따가 하고요, 요즘 기분이나 잠은 어떠세요?']],
  [PANCREAS, 'hx.medication', false, ['약 얘기는 다음에 할게요.']],
  [
    FCHL,
    'hx.exercise',
    'u2',
    ['운동 얘기는 이따가 여쭤볼게요. 가슴 아프신 적은요?', '운동은 일주일에 몇 번 하세요?'],
  ],
];

/** Counselling: what the examiner credits in counselling and bad news. */
const COUNSELLING: readonly Row[] = [
  // Quitting asked for after the harm to the patient's own body or baby was told.
  [
    PREG_SMOKE,
    'ed.motivation',
    true,
    ['담배 속 니코틴이 태반 혈관을 좁혀서 아기가 작게 태어날 수 있어요. 오늘부터 꼭 끊으세요.'],
  ],
  [PREOP, 'ed.motivation', true, ['담배를 피우시면 뼈가 잘 안 붙을 수 있어요. 이번 기회에 꼭 끊으세요.']],
  [LIVER, 'ed.motivation', true, ['간 수치가 이렇게 높으니 술은 완전히 끊으셔야 해요.']],
  [HEATED, 'ed.motivation', false, ['오늘부터 꼭 끊으세요.'], 'no harm of the patient’s own named'],
  // Readiness, withdrawal and the household in everyday words.
  [RELAPSE, 'hx.readiness', true, ['지금 줄일 마음은 어느 정도세요?']],
  [HEATED, 'hx.readiness', true, ['이번에 끊을 마음은 얼마나 되세요?']],
  [PREOP, 'hx.withdrawal', true, ['그때 안필때 어땟어요? 짜증나거나 잠 안오거나?']],
  [HEATED, 'hx.withdrawal', true, ['안 피울 때는 어떠셨어요?']],
  [RELAPSE, 'hx.withdrawal', true, ['술 안 마실 때는 몸이 어땠어요?']],
  [PREG_SMOKE, 'hx.living', true, ['남편분도 담배 피우세요?']],
  [HEATED, 'hx.living', true, ['신랑도 전자담배 피우세요?']],
  [PREOP, 'hx.living', false, ['가족들도 담배 다시 피시는거 알아요?'], 'whether the family knows'],
  [PREOP, 'hx.family', false, ['가족들도 담배 다시 피시는거 알아요?']],
  // Empathy for a hard decision.
  [PREOP, 'rel.empathy', true, ['수술 앞두고 끊는게 쉽지 않죠 많이 고민되셧겟어요']],
  [HEATED, 'rel.empathy', true, ['아이 키우면서 끊으려니 많이 부담되셨겠어요.']],
  [KIDNEY, 'rel.empathy', true, ['갑자기 이런 얘기 들으시면 심란하시겠어요.']],
  // Bad news: what the patient expects, who came along before the open question, the present state.
  [KIDNEY, 'hx.perception', true, ['결과가 어떨 것 같다고 생각하셨어요?']],
  [PANCREAS, 'rel.openQuestion', true, ['CT 결과가 어떨 것 같다고 생각하고 계셨어요?']],
  [
    PANCREAS,
    'rel.openQuestion',
    'u2',
    ['오늘 같이 오신 분 계세요? 아니면 혼자 오셨어요?', '검사 결과가 어떨 거라고 생각하고 계셨어요?'],
    'asking who came along sets the scene; it opens no history',
  ],
  [
    PANCREAS,
    'rel.openQuestion',
    false,
    ['요즘 식사는 잘 하세요?', '검사 결과가 어떨 거라고 생각하고 계셨어요?'],
    'after a closed history question it opens nothing',
  ],
  [PANCREAS, 'hx.currentState', true, ['요즘 배 아픈 거 말고 불편한 데는 없으세요?']],
  [KIDNEY, 'hx.occupation', true, ['일은 아직 하세요?']],
  [KIDNEY, 'hx.occupation', false, ['매일은 힘드시죠.']],
  [PANCREAS, 'hx.function', true, ['밥하고 장보는 건 혼자 하실 만해요?']],
];

/** Explanations: tests, drugs and diagnoses in plain words and English abbreviations. */
const EXPLANATIONS: readonly Row[] = [
  [GERD, 'ed.treatment', true, ['위산을 줄이는 PPI라는 약을 4주 드셔 볼게요.']],
  [COSTO, 'ed.treatment', true, ['소염진통제 약을 2주 드셔 볼게요.']],
  [FCHL, 'ed.treatment', true, ['스타틴이라는 약을 바로 시작할게요.']],
  [PAD_LIPID, 'ed.diagnosis', true, ['나쁜 콜레스테롤인 LDL이 높아서 다리 혈관이 좁아진 거예요.']],
  [FCHL, 'ed.diagnosis', true, ['콜레스테롤 수치가 높은 고지혈증이에요.']],
  [FCHL, 'ed.diagnosis', false, ['혈압이 조금 높네요.']],
];

/** History asked in other words, and exams described. */
const HISTORY_AND_EXAM: readonly Row[] = [
  [COSTO, 'hx.onset', true, ['언제부터, 뭐 하시다가 처음 아프셨어요?']],
  [COSTO, 'hx.radiation', true, ['목이나 등, 팔로 번지는 느낌은요?']],
  [GERD, 'hx.radiation', true, ['어깨 쪽으로 퍼지는 느낌 있어요?']],
  [FCHL, 'hx.pastMedical', true, ['혈압이나 콩팥 쪽은 괜찮으세요?']],
  [PAD_LIPID, 'hx.pastMedical', true, ['당뇨는 언제부터셨어요?']],
  [
    FCHL,
    'hx.pastMedical',
    false,
    ['어머님은 혈압 쪽은 괜찮으세요?'],
    'a relative’s illness is the family history',
  ],
  [PREG_SMOKE, 'px.anthropometry', true, ['(혈압, 맥박 재고 체중 잰다)']],
  [FCHL, 'px.anthropometry', true, ['(몸무게랑 허리 둘레 잰다)']],
  [FCHL, 'px.anthropometry', false, ['(체중과 허리둘레는 오늘 재지 않는다)'], 'an exam said not done'],
  [FCHL, 'px.skin', true, ['(눈꺼풀이랑 손등 힘줄에 노란 덩어리가 있는지 본다)']],
  [PAD_LIPID, 'px.skin', true, ['(아킬레스 힘줄에 노랗게 튀어나온 게 있는지 만져 본다)']],
];

/** Second batch: caregiver lifestyle goals, cannabis, a screening-CT smoker, metastatic bad news. */
const SECOND: readonly Row[] = [
  // The patient's words reported back restate; the question after them is the evidence.
  [
    SCREEN,
    'hx.readiness',
    'u2',
    [
      '지금 당장 끊을 생각은 별로 없으시다고 하셨는데, 그래도 끊는다면 어떤 이유 때문일까요?',
      '끊는 것에 대해 0에서 10 중 어느 정도 생각 있으세요?',
    ],
    'a reflection asks nothing',
  ],
  [SCREEN, 'hx.motivation', true, ['끊을 생각은 없다고 하셨는데, 그래도 끊는다면 이유가 뭘까요?']],
  [SCREEN, 'hx.readiness', false, ['끊을 생각은 없다고 하셨는데, 그래도 끊는다면 이유가 뭘까요?']],
  [CANNABIS, 'hx.mood', false, ['요즘 기분이 많이 처진다고 하셨는데,']],
  // Coping with urges is cited at the strategy when the item names no drug, at the drug when it does.
  [
    SCREEN,
    'ed.withdrawal',
    'u2',
    [
      '챔픽스라는 먹는 금연약이나 니코틴 패치를 쓰면 금단 증상이 훨씬 덜해요.',
      '담배 생각이 날 때는 물을 마시거나 양치를 하시면 몇 분 안에 지나가요.',
    ],
  ],
  [
    RELAPSE,
    'ed.withdrawal',
    'u2',
    ['술 생각 날 때는 물 마시고 산책하세요.', '끊으면 손 떨림이 올 수 있는데 약으로 도와드릴 수 있어요.'],
  ],
  [HEATED, 'ed.withdrawal', true, ['피우고 싶은 생각이 날 땐 껌을 씹으세요.']],
  // Exercise as time spent moving; skin signs and injection marks described.
  [
    OBESITY,
    'hx.exercise',
    'u2',
    ['운동 얘기는 이따가 여쭤볼게요. 간식은 뭘 먹어요?', '하루에 몸 움직이는 시간이 얼마나 돼요?'],
  ],
  [TEEN_OBESITY, 'hx.exercise', true, ['밖에서 뛰어노는 시간은 얼마나 돼요?']],
  [OBESITY, 'px.skin', true, ['(목 뒤랑 겨드랑이 피부가 까맣게 두꺼워졌는지 본다)']],
  [TEEN_OBESITY, 'px.skin', true, ['(배랑 허벅지에 보라색 튼살 있는지 본다)']],
  [CANNABIS, 'px.skin', true, ['(팔에 주사 자국 있는지 봄)']],
  [OBESITY, 'px.ascites', false, ['(배는 오늘 따로 보지 않는다)']],
  [OBESITY, 'ed.diagnosis', true, ['호르몬 병보다는 먹는 것과 활동량 때문에 생긴 생활습관성 비만 같아요.']],
  // Empathy for the weight of what is asked; bad news asked and told in other words.
  [SCREEN, 'rel.empathy', true, ['수십 년 피우신 걸 바로 끊으라는 말이 부담스러우실 수 있어요.']],
  [PANCREAS, 'rel.empathy', true, ['갑자기 들으시면 당황스러우실 거예요.']],
  [PANCREAS, 'hx.invitation', true, ['결과를 자세히 들으실지, 큰 줄기만 들으실지 어떻게 하고 싶으세요?']],
  [BREAST_NEWS, 'hx.invitation', true, ['중요한 것만 간단히 들으시겠어요?']],
  [PANCREAS, 'hx.currentState', true, ['요즘 배 아픈 거나 식사는 좀 어떠세요?']],
  [
    PANCREAS,
    'ed.diagnosis',
    true,
    ['췌장에 암이 있고, 간에도 퍼져 있어요. 췌장암 4기예요.'],
    'a state told with a full stop',
  ],
  [PANCREAS, 'ed.closing', true, ['항암 치료는 다음 주에 시작해요.', '혹시 더 물어보고 싶으신 거 있으세요?']],
];

/** Third batch: a vaccination visit with a hesitant mother, irregular periods. */
const THIRD: readonly Row[] = [
  [
    HPV,
    'hx.pastMedical',
    'u2',
    ['집에 면역이 약하거나 항암 치료 받는 가족 있어요?', '면역이 약한 병이나 경련한 적은요?'],
    'the child’s own illness, not a relative’s',
  ],
  [HPV, 'hx.pastMedical', false, ['집에 면역이 약한 가족 있어요?']],
  [HPV, 'hx.living', true, ['학교 다니죠? 기숙사 생활 같은 건요?'], 'group life is what the item asks'],
  [HPV, 'hx.living', true, ['어린이집 다녀요?']],
  [HPV, 'px.appearance', true, ['(전반적으로 아파 보이지 않는지 살핀다)']],
  [MMR, 'px.appearance', true, ['(아이가 처져 보이는지 본다)']],
  [HPV, 'rel.empathy', true, ['인터넷에서 부작용 얘기 보시면 걱정되실 만해요.']],
  [MMR, 'rel.empathy', true, ['처음 맞히실 때 망설여지시는 게 당연해요.']],
  [
    HPV,
    'ed.sideEffects',
    'u2',
    [
      '인터넷에서 부작용 얘기 보시면 걱정되실 만해요.',
      '맞은 자리가 붓거나 아프고 미열이 날 수 있는데, 냉찜질하고 하루 이틀이면 좋아져요.',
    ],
    'a feeling acknowledged explains nothing',
  ],
  [HPV, 'ed.sideEffects', false, ['부작용 걱정되실 만해요.']],
  [PCOS, 'px.breast', true, ['(유두를 짜서 분비물이 나오는지 확인한다)']],
  [PRL, 'px.breast', true, ['(젖꼭지를 눌러 젖이 나오는지 본다)']],
  [PCOS, 'px.pelvic', false, ['(골반 진찰은 오늘 하지 않는다)']],
  [PCOS, 'ed.treatment', true, ['피임약 같은 호르몬 약으로 생리를 규칙적으로 나오게 할 수 있어요.']],
  [
    PCOS,
    'hx.contraception',
    false,
    ['피임약 같은 호르몬 약으로 생리를 규칙적으로 나오게 할 수 있어요.'],
    'told, not asked',
  ],
  [PCOS, 'hx.contraception', true, ['피임은 어떻게 하세요?']],
  [
    PCOS,
    'ed.lifestyle',
    true,
    ['체중을 5%만 줄여도 배란이 돌아올 수 있어서, 하루 30분 걷고 밤 늦게 드시는 건 줄여 보세요.'],
  ],
  [PCOS, 'ed.lifestyle', false, ['체중은 얼마나 줄이셨어요?'], 'a question is no advice'],
];

/** What the metamorphic check found: the same sentences without spaces, with slips, in 반말. */
const TYPED: readonly Row[] = [
  [KIDNEY, 'hx.occupation', true, ['일은 아직 해?']],
  [PANCREAS, 'hx.occupation', true, ['일은 하고 있어?']],
  [LIVER, 'ed.motivation', true, ['간수치가이렇게높으니술은완전히끊으셔야해요.']],
  [
    PREG_SMOKE,
    'ed.motivation',
    true,
    ['담배연기가태반혈관을좁혀서아기가작게태어날수있어요.오늘부터꼭끊으세요.'],
  ],
  [PCOS, 'ed.treatment', true, ['피임약 같은 호르몬 약으로 생리를 규칙적으로 나오게 할 수 있어.']],
  [PCOS, 'ed.treatment', true, ['호르몬약으로생리를규칙적으로나오게할수잇어요.']],
];

describe('round 11: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 11: counselling and bad news', () => checkRows(COUNSELLING));
describe('round 11: explanations of tests, drugs and diagnoses', () => checkRows(EXPLANATIONS));
describe('round 11: history in other words and exams described', () => checkRows(HISTORY_AND_EXAM));
describe('round 11, second batch', () => checkRows(SECOND));
describe('round 11, third batch', () => checkRows(THIRD));
describe('round 11: typed without spaces, with slips or in 반말', () => checkRows(TYPED));
