/**
 * Issue 17, round 5: classes of learner wording found by writing new sentences per presentation
 * and style (none taken from an evaluation set). Each row: case, item, whether an examiner credits
 * it, the learner's lines.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const HTN = 'renovascular-hypertension-fibromuscular-dysplasia';

/** The body part named in the action decides which auscultation it is. */
const AUSCULTATION_BY_SITE: readonly Row[] = [
  [HTN, 'px.renalBruit', true, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.heart', false, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.renalBruit', true, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.heart', false, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.renalBruit', true, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.heart', false, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.renalBruit', true, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.heart', false, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.renalBruit', true, ['(청진기를 배꼽 옆에 대고 잡음 있는지 들음)']],
  [HTN, 'px.heart', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.renalBruit', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.heart', true, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.renalBruit', false, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.heart', true, ['(배 눌러 보고 가슴에 청진기 댐)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등에 청진기 대고 숨소리 들음)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등 여기저기 청진기 대 봄)']],
  ['heart-failure-exacerbation', 'px.heart', false, ['(등 여기저기 청진기 대 봄)']],
];

describe('reads auscultation at the body part the action names', () => {
  checkRows(AUSCULTATION_BY_SITE);
});

const AMI = 'acute-myocardial-infarction';
const BV = 'bacterial-vaginosis';
const AUD = 'alcohol-use-disorder';
const SMOKE = 'smoking-cessation-preparation';

/**
 * The learner's own statements name a symptom without asking it: an observation, empathy or a
 * prediction, a plan, a prohibition, an instruction under a condition, reassurance.
 */
const STATEMENTS_ASK_NOTHING: readonly Row[] = [
  [AMI, 'hx.autonomic', false, ['식은땀 나시네요, 닦아 드릴게요.']],
  [AMI, 'hx.arrhythmia', false, ['심장이 두근거리실 수 있어요, 괜찮아요.']],
  [AMI, 'hx.infection', false, ['기침하지 마시고 편하게 계세요.']],
  [AMI, 'hx.medication', false, ['아스피린을 씹어 드실게요.']],
  ['acute-appendicitis', 'hx.nauseaVomiting', false, ['토할 것 같으면 이 봉투 쓰세요.']],
  ['acute-appendicitis', 'hx.factors', false, ['움직이면 아프실 테니 천천히 누우세요.']],
  [SMOKE, 'hx.respiratory', false, ['담배 피우면 기침 가래가 생길 수 있어요.']],
  [AUD, 'hx.blackout', false, ['기억 안 나시는 거 괜찮아요.']],
  [AUD, 'hx.cageG', false, ['죄책감 느끼실 필요 없어요.']],
  [BV, 'hx.itching', false, ['가려우시면 긁지 마세요.']],
  // Questions keep their credit, with or without a question mark.
  ['acute-appendicitis', 'hx.factors', true, ['식사하고 나면 더 아프세요, 아니면 배고플 때 더 아프세요?']],
  [AMI, 'hx.autonomic', true, ['식은땀 나요']],
  [BV, 'hx.itching', true, ['가렵거나 따가운 건요?']],
  [AMI, 'hx.autonomic', true, ['식은땀이 나셨네요, 맞죠?']],
  [SMOKE, 'hx.motivation', true, ['끊으시려는 이유가 있으실 텐데 천천히 말씀하셔도 돼요.']],
];

describe('does not credit a statement that names a symptom', () => {
  checkRows(STATEMENTS_ASK_NOTHING);
});

const PARAPHRASES_AND_JOINED_QUESTIONS: readonly Row[] = [
  [AMI, 'hx.radiation', true, ['아픈 게 팔이나 턱으로 가요?']],
  [AMI, 'hx.radiation', true, ['통증이 어깨랑 등쪽으로 가요?']],
  [AMI, 'hx.onset', true, ['처음 아프기 시작한 게 언제고 뭐 하고 있었어요?']],
  [AMI, 'hx.onset', true, ['언제부터 아팠고 그때 뭐 하고 있었어요?']],
  [SMOKE, 'hx.motivation', true, ['왜 끊으려고 하세요?']],
  [SMOKE, 'hx.motivation', true, ['이번에 왜 금연하시려고요?']],
  [AUD, 'hx.motivation', true, ['술 끊기로 마음 먹으신 이유가 뭐예요?']],
];

describe('credits paraphrases and questions joined by a connective', () => {
  checkRows(PARAPHRASES_AND_JOINED_QUESTIONS);
});

/** [case, item, cited message, lines]: a turn that only shares a word, then the turn that earns. */
const CITES_THE_EARNING_TURN: readonly Row[] = [
  [AMI, 'hx.autonomic', 'u2', ['식은땀 나시네요, 닦아 드릴게요.', '식은땀이나 메스꺼움 있었어요?']],
  [
    AMI,
    'hx.arrhythmia',
    'u2',
    ['심장이 두근거리실 수 있어요, 괜찮아요.', '가슴이 두근거리거나 쓰러진 적 있어요?'],
  ],
  [AMI, 'hx.infection', 'u2', ['기침하지 마시고 편하게 계세요.', '기침이나 열은요?']],
  [AMI, 'hx.medication', 'u2', ['아스피린을 씹어 드실게요.', '평소 드시는 약이나 한약 있어요?']],
  [
    'acute-appendicitis',
    'hx.nauseaVomiting',
    'u2',
    ['토할 것 같으면 이 봉투 쓰세요.', '메스껍거나 토하신 적 있어요?'],
  ],
  [
    'acute-appendicitis',
    'hx.factors',
    'u2',
    ['움직이면 아프실 테니 천천히 누우세요.', '움직이거나 기침하면 더 아파요?'],
  ],
  [
    SMOKE,
    'hx.respiratory',
    'u2',
    ['담배 피우면 기침 가래가 생길 수 있어요.', '기침이나 가래, 숨찬 건 있어요?'],
  ],
  [AUD, 'hx.blackout', 'u2', ['기억 안 나시는 거 괜찮아요.', '마신 다음 날 기억이 안 난 적 있어요?']],
  [AUD, 'hx.cageG', 'u2', ['죄책감 느끼실 필요 없어요.', '술 마신 게 후회되거나 죄책감 드신 적 있어요?']],
  [BV, 'hx.itching', 'u2', ['가려우시면 긁지 마세요.', '가렵거나 따가운 건요?']],
];

describe('cites the turn whose meaning earns the item, not one that shares a word', () => {
  checkRows(CITES_THE_EARNING_TURN);
});

/** Counselling in everyday words: bad news, partner violence, suicide risk (history and explanations). */
const COUNSELLING_IN_EVERYDAY_WORDS: readonly Row[] = [
  ['gastric-cancer-bad-news', 'hx.perception', true, ['내시경 하시게 된 이유가 뭐였는지 기억나세요?']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['지난번 검사에 대해 어떻게 듣고 오셨어요?']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['혹시 결과가 어떨 거라고 짐작하시는 게 있으세요?']],
  [
    'gastric-cancer-bad-news',
    'hx.invitation',
    true,
    ['결과를 자세히 다 말씀드릴까요, 아니면 중요한 것만 말씀드릴까요?'],
  ],
  ['gastric-cancer-bad-news', 'hx.invitation', true, ['어느 정도까지 듣고 싶으세요?']],
  ['gastric-cancer-bad-news', 'hx.concerns', true, ['지금 가장 마음에 걸리는 게 뭐예요?']],
  ['gastric-cancer-bad-news', 'hx.support', true, ['오늘 같이 오신 분 계세요?']],
  ['gastric-cancer-bad-news', 'hx.support', true, ['힘드실 때 곁에 있어 줄 가족분 계세요?']],
  ['gastric-cancer-bad-news', 'hx.currentState', true, ['요즘 속은 좀 어떠세요?']],
  ['gastric-cancer-bad-news', 'hx.currentState', true, ['지금 몸 상태는 어떠세요?']],
  ['gastric-cancer-bad-news', 'hx.function', true, ['식사나 집안일 같은 건 혼자 하실 만하세요?']],
  ['gastric-cancer-bad-news', 'hx.function', true, ['평소 생활하시는 데 지장은 없으세요?']],
  ['gastric-cancer-bad-news', 'hx.mood', true, ['요즘 마음은 좀 어떠세요? 잠은 주무세요?']],
  ['gastric-cancer-bad-news', 'hx.occupation', true, ['지금 일은 하고 계세요?']],
  ['gastric-cancer-bad-news', 'hx.living', true, ['집에는 누구랑 계세요?']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['말씀드리기 조심스럽지만 결과가 좋지 않게 나왔어요.']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['마음의 준비를 좀 하셔야 할 것 같아요.']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['안타깝게도 기대했던 결과는 아니에요.']],
  ['gastric-cancer-bad-news', 'ed.diagnosis', true, ['조직검사에서 위에 암세포가 나왔어요. 위암이에요.']],
  [
    'gastric-cancer-bad-news',
    'ed.treatment',
    true,
    ['아직 다른 데로 퍼졌는지 CT로 확인하고, 수술로 떼어낼 수 있는지 외과 선생님과 같이 보실 거예요.'],
  ],
  ['gastric-cancer-bad-news', 'ed.followUp', true, ['다음 주에 검사 결과 나오면 다시 만나서 같이 정해요.']],
  [
    'gastric-cancer-bad-news',
    'ed.support',
    true,
    ['병원에 암 환자 상담해 주는 곳이 있어서 연결해 드릴게요.'],
  ],
  ['intimate-partner-violence', 'hx.violence', true, ['언제부터 남편분이 손을 대셨어요?']],
  [
    'intimate-partner-violence',
    'hx.violence',
    true,
    ['때리는 거 말고 욕을 하거나 돈을 못 쓰게 하는 것도 있어요?'],
  ],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['누가 이렇게 만든 거예요?']],
  ['intimate-partner-violence', 'hx.escalation', true, ['요즘 들어 더 자주 그러거나 더 세졌어요?']],
  ['intimate-partner-violence', 'hx.lethality', true, ['칼 같은 걸 들거나 목을 조른 적이 있어요?']],
  ['intimate-partner-violence', 'hx.lethality', true, ['죽여 버리겠다고 한 적 있어요?']],
  ['intimate-partner-violence', 'hx.safety', true, ['오늘 집에 가셔도 괜찮으시겠어요?']],
  ['intimate-partner-violence', 'hx.safety', true, ['아이들은 지금 안전한 곳에 있어요?']],
  ['intimate-partner-violence', 'hx.injuries', true, ['지금 아프거나 다친 데 어디예요?']],
  ['intimate-partner-violence', 'hx.pregnancy', true, ['혹시 임신하셨을 수도 있어요?']],
  ['intimate-partner-violence', 'hx.suicide', true, ['너무 힘들어서 다 끝내고 싶다는 생각 해 보셨어요?']],
  [
    'intimate-partner-violence',
    'hx.support',
    true,
    ['이런 얘기 털어놓을 수 있는 친구나 친정 식구 있으세요?'],
  ],
  ['intimate-partner-violence', 'hx.living', true, ['아이는 몇 명이고, 경제적으로는 어떻게 지내세요?']],
  [
    'intimate-partner-violence',
    'hx.previous',
    true,
    ['전에도 이런 일로 병원 오시거나 경찰에 알린 적 있어요?'],
  ],
  ['intimate-partner-violence', 'hx.reporting', true, ['경찰에 알리실 생각은 있으세요?']],
  [
    'intimate-partner-violence',
    'ed.confidentiality',
    true,
    ['오늘 하신 말씀은 남편분께 절대 알려지지 않아요.'],
  ],
  [
    'intimate-partner-violence',
    'ed.treatment',
    true,
    ['다친 곳 치료해 드리고, 필요하면 진단서도 떼 드릴 수 있어요.'],
  ],
  [
    'intimate-partner-violence',
    'ed.safetyPlan',
    true,
    ['위험하다 싶으면 바로 나갈 수 있게 신분증이랑 돈, 옷을 가방에 싸 두세요.'],
  ],
  [
    'intimate-partner-violence',
    'ed.resources',
    true,
    ['1366에 전화하시면 24시간 상담받으실 수 있고 쉼터도 안내해 줘요.'],
  ],
  [
    'intimate-partner-violence',
    'ed.reporting',
    true,
    ['신고는 원하실 때 하시면 되고, 하시겠다고 하면 저희가 도와드릴게요.'],
  ],
  ['major-depression-suicide-risk', 'hx.mood', true, ['요새 마음이 어떠세요?']],
  ['major-depression-suicide-risk', 'hx.event', true, ['이렇게 힘들어지신 게 무슨 일이 있고 나서부터예요?']],
  ['major-depression-suicide-risk', 'hx.onset', true, ['이렇게 처진 게 얼마나 됐어요?']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['혹시 죽는 게 낫겠다는 생각까지 드세요?']],
  ['major-depression-suicide-risk', 'hx.plan', true, ['어떻게 하겠다고 구체적으로 생각해 두신 게 있어요?']],
  ['major-depression-suicide-risk', 'hx.means', true, ['그러려고 약을 모아 두거나 뭘 준비하신 게 있어요?']],
  ['major-depression-suicide-risk', 'hx.hopelessness', true, ['앞으로 좋아질 거라는 생각이 안 드세요?']],
  ['major-depression-suicide-risk', 'hx.neuroveg', true, ['밥은 좀 드세요? 잠은요?']],
  ['major-depression-suicide-risk', 'hx.protective', true, ['그래도 버티게 해 주는 게 있다면 뭐예요?']],
  ['major-depression-suicide-risk', 'hx.support', true, ['힘들 때 전화할 수 있는 사람 있어요?']],
  ['major-depression-suicide-risk', 'hx.psychHistory', true, ['정신과나 상담 센터 다녀 보셨어요?']],
  ['major-depression-suicide-risk', 'hx.alcohol', true, ['요즘 술이 좀 늘었어요?']],
  ['major-depression-suicide-risk', 'hx.living', true, ['지금 혼자 지내세요?']],
  ['major-depression-suicide-risk', 'hx.family', true, ['집안에 우울증이나 극단적인 선택을 하신 분 있어요?']],
  [
    'major-depression-suicide-risk',
    'ed.safetyPlan',
    true,
    ['모아 두신 약은 오늘 가족분께 맡기시고, 위험할 때 연락할 번호를 같이 적어 봐요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.referral',
    true,
    ['오늘 바로 정신건강의학과 선생님 만나실 수 있게 연결해 드릴게요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.resources',
    true,
    ['밤이든 새벽이든 109로 전화하시면 바로 상담받으실 수 있어요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.confidentiality',
    true,
    ['여기서 하신 얘기는 비밀로 지켜 드려요. 다만 생명이 위험하면 가족분께 알릴 수 있어요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.diagnosis',
    true,
    ['지금 상태는 우울증 때문일 가능성이 높고, 치료받으면 좋아질 수 있어요.'],
  ],
  [
    'major-depression-suicide-risk',
    'hx.attempt',
    true,
    ['죽고 싶다는 생각 해 보셨어요?', '전에 실제로 해 보신 적 있어요?'],
  ],
  [
    'major-depression-suicide-risk',
    'hx.attempt',
    true,
    ['죽고 싶다는 생각 해 보셨어요?', '실제로 시도해 보신 적은요?'],
  ],
  [
    'major-depression-suicide-risk',
    'hx.plan',
    true,
    ['죽고 싶다는 생각 해 보셨어요?', '어떻게 할지도 생각해 보셨어요?'],
  ],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['죽고 싶다는 생각이 얼마나 자주 드세요?']],
  // Not credited: a statement, a near miss outside the presentation, a word without the meaning.
  ['intimate-partner-violence', 'hx.lethality', false, ['칼국수 좋아하세요?']],
  ['gastric-cancer-bad-news', 'ed.warningShot', false, ['안타깝게 생각하시는 거 이해해요?']],
  ['major-depression-suicide-risk', 'hx.attempt', false, ['운동을 실제로 해 보신 적 있어요?']],
  ['intimate-partner-violence', 'ed.confidentiality', false, ['남편분이 알면 어떻게 될까요?']],
];

describe('credits counselling asked and explained in everyday words (round 5)', () => {
  checkRows(COUNSELLING_IN_EVERYDAY_WORDS);
});

/** A sick child, asked of the parent and examined in words (round 5). */
const CAREGIVER_IN_EVERYDAY_WORDS: readonly Row[] = [
  ['croup-laryngotracheobronchitis', 'hx.onset', true, ['애기가 기침한 지 며칠 됐어요?']],
  ['croup-laryngotracheobronchitis', 'hx.course', true, ['첫날보다 기침이 덜해요, 더해요?']],
  ['croup-laryngotracheobronchitis', 'hx.character', true, ['기침 소리가 어때요? 개 짖는 소리 같아요?']],
  ['croup-laryngotracheobronchitis', 'hx.character', true, ['밤에 더 심하게 해요?']],
  ['croup-laryngotracheobronchitis', 'hx.sputum', true, ['가래 끓는 소리는요?']],
  ['croup-laryngotracheobronchitis', 'hx.fever', true, ['몸이 뜨겁거나 떨진 않았어요?']],
  ['croup-laryngotracheobronchitis', 'hx.dyspnea', true, ['숨 쉴 때 목에서 쌕쌕 소리 나요?']],
  ['croup-laryngotracheobronchitis', 'hx.dyspnea', true, ['숨쉬기 힘들어 보여요?']],
  ['croup-laryngotracheobronchitis', 'hx.upperAirway', true, ['콧물도 흘려요?']],
  ['croup-laryngotracheobronchitis', 'hx.contacts', true, ['어린이집에 감기 걸린 친구 있어요?']],
  ['croup-laryngotracheobronchitis', 'hx.homeEnvironment', true, ['집에서 담배 피우시는 분 계세요?']],
  ['croup-laryngotracheobronchitis', 'hx.medication', true, ['집에서 먹인 약 있어요?']],
  ['croup-laryngotracheobronchitis', 'hx.pastMedical', true, ['애가 원래 앓던 병은 없죠?']],
  ['croup-laryngotracheobronchitis', 'ed.lifestyle', true, ['기침할 땐 입 가리게 하고 마스크 씌워 주세요.']],
  [
    'croup-laryngotracheobronchitis',
    'ed.warningSigns',
    true,
    ['숨 쉴 때 갈비뼈 사이가 쑥쑥 들어가거나 입술이 파래지면 바로 응급실로 오세요.'],
  ],
  [
    'croup-laryngotracheobronchitis',
    'ed.treatment',
    true,
    ['스테로이드 시럽 한 번 먹이고 필요하면 흡입 치료 할게요.'],
  ],
  [
    'croup-laryngotracheobronchitis',
    'ed.diagnosis',
    true,
    ['크룹이라고, 목 안쪽이 부어서 기침 소리가 이렇게 나는 거예요.'],
  ],
  ['acute-otitis-media-toddler', 'hx.onset', true, ['열은 언제부터 났어요?']],
  ['acute-otitis-media-toddler', 'hx.course', true, ['제일 높을 때 몇 도까지 올라갔어요?']],
  ['acute-otitis-media-toddler', 'hx.course', true, ['열이 계속 있어요, 떨어졌다 올랐다 해요?']],
  ['acute-otitis-media-toddler', 'hx.chills', true, ['덜덜 떨진 않았어요?']],
  ['acute-otitis-media-toddler', 'hx.respiratory', true, ['기침이나 콧물은요?']],
  ['acute-otitis-media-toddler', 'hx.gastrointestinal', true, ['토하거나 설사는요?']],
  ['acute-otitis-media-toddler', 'hx.urinary', true, ['쉬할 때 울거나 아파해요?']],
  ['acute-otitis-media-toddler', 'hx.cns', true, ['목 뒤가 뻣뻣해 보이진 않았어요?']],
  ['acute-otitis-media-toddler', 'hx.rash', true, ['몸에 뭐 올라온 건 없어요?']],
  ['acute-otitis-media-toddler', 'hx.lymph', true, ['목에 뭐 만져지는 건 없었어요?']],
  ['acute-otitis-media-toddler', 'hx.antipyretic', true, ['해열제 먹였어요? 먹이면 좀 떨어져요?']],
  ['acute-otitis-media-toddler', 'hx.contacts', true, ['형이나 누나도 아파요?']],
  ['acute-otitis-media-toddler', 'hx.contacts', true, ['어린이집에서 요즘 유행하는 거 있어요?']],
  ['acute-otitis-media-toddler', 'hx.travel', true, ['최근에 어디 놀러 갔다 왔어요?']],
  ['acute-otitis-media-toddler', 'hx.vaccination', true, ['접종은 다 맞혔어요?']],
  ['acute-otitis-media-toddler', 'hx.vaccination', true, ['예방주사는 시기 맞춰서 맞았어요?']],
  ['acute-otitis-media-toddler', 'hx.intake', true, ['우유나 밥은 잘 먹어요? 기저귀는 평소만큼 젖어요?']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['잘 놀아요, 아니면 축 처져 있어요?']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['평소처럼 놀아요?']],
  ['acute-otitis-media-toddler', 'px.throatEar', true, ['(귀 안을 불빛으로 들여다본다)']],
  ['acute-otitis-media-toddler', 'px.throatEar', true, ['아 해 볼까? 목 좀 보자.']],
  ['acute-otitis-media-toddler', 'px.meningeal', true, ['(아이 고개를 가슴 쪽으로 숙여 본다)']],
  ['acute-otitis-media-toddler', 'px.abdomen', true, ['(배를 살살 눌러 보고 등 옆을 톡톡 친다)']],
  ['acute-otitis-media-toddler', 'px.skin', true, ['(옷을 올려 몸에 발진 있는지 본다)']],
  [
    'acute-otitis-media-toddler',
    'ed.treatment',
    true,
    ['해열제는 4시간 넘게 간격을 두고 먹이시고, 항생제는 열흘 동안 꼭 먹여 주세요.'],
  ],
  [
    'acute-otitis-media-toddler',
    'ed.warningSigns',
    true,
    ['애가 축 늘어지거나 경련하거나 숨을 힘들게 쉬면 바로 오세요.'],
  ],
  [
    'acute-otitis-media-toddler',
    'ed.diagnosis',
    true,
    ['귀 안쪽에 염증이 생겨서 열이 나는 거예요. 중이염이라고 해요.'],
  ],
  ['acute-otitis-media-toddler', 'ed.tests', true, ['오늘은 피검사는 안 해도 되고, 소변검사만 해 볼게요.']],
  ['acute-otitis-media-toddler', 'hx.contacts', false, ['아빠도 고혈압 있으세요?']],
  ['acute-otitis-media-toddler', 'px.meningeal', false, ['(고개 숙여 인사한다)']],
  ['acute-otitis-media-toddler', 'hx.urinary', false, ['쉬는 날에도 어린이집 가요?']],
  ['croup-laryngotracheobronchitis', 'ed.lifestyle', false, ['마스크 쓰고 오셨어요?']],
];

describe('credits a sick child asked of the parent and examined in words (round 5)', () => {
  checkRows(CAREGIVER_IN_EVERYDAY_WORDS);
});

/** Headache and dizziness asked, examined and explained in plain words (round 5). */
const HEADACHE_AND_DIZZINESS_IN_PLAIN_WORDS: readonly Row[] = [
  ['migraine-with-aura', 'hx.onset', true, ['두통이 처음 생긴 건 언제쯤이에요?']],
  ['migraine-with-aura', 'hx.location', true, ['머리 어느 쪽이 아파요? 한쪽만요?']],
  ['migraine-with-aura', 'hx.character', true, ['맥박 뛰듯이 욱신욱신해요, 아니면 꽉 조이는 느낌이에요?']],
  ['migraine-with-aura', 'hx.severity', true, ['참을 만해요, 아니면 일을 못 할 정도예요?']],
  ['migraine-with-aura', 'hx.duration', true, ['한번 시작하면 몇 시간이나 가요?']],
  ['migraine-with-aura', 'hx.course', true, ['한 달에 몇 번 정도 아파요?']],
  ['migraine-with-aura', 'hx.factors', true, ['어두운 데서 쉬면 좀 나아요?']],
  ['migraine-with-aura', 'hx.factors', true, ['뭘 하면 더 아프고 뭘 하면 덜 아파요?']],
  ['migraine-with-aura', 'hx.photophobia', true, ['아플 때 불빛이 눈부시거나 소리가 거슬려요?']],
  ['migraine-with-aura', 'hx.aura', true, ['아프기 전에 눈앞에 번쩍이는 게 보이거나 시야가 흐려져요?']],
  ['migraine-with-aura', 'hx.aura', true, ['두통 오기 전에 뭔가 전조 같은 게 있어요?']],
  ['migraine-with-aura', 'hx.meningitis', true, ['열나거나 목 뒤가 뻣뻣하진 않아요?']],
  ['migraine-with-aura', 'hx.focal', true, ['한쪽 팔다리에 힘이 빠지거나 말이 어눌해진 적은요?']],
  ['migraine-with-aura', 'hx.trauma', true, ['최근에 머리 부딪힌 적 있어요?']],
  ['migraine-with-aura', 'hx.medication', true, ['진통제는 한 달에 며칠이나 드세요?']],
  ['migraine-with-aura', 'hx.experience', true, ['예전부터 이런 두통이 있었어요?']],
  ['migraine-with-aura', 'hx.family', true, ['어머니나 형제분 중에 편두통 있으신 분 있어요?']],
  ['migraine-with-aura', 'hx.hormonal', true, ['생리할 때쯤 더 아프세요? 피임약 드세요?']],
  ['migraine-with-aura', 'px.fundus', true, ['(검안경으로 눈 속을 들여다본다)']],
  ['migraine-with-aura', 'px.cranialNerves', true, ['(펜라이트로 양쪽 눈에 빛을 비춰 본다)']],
  [
    'migraine-with-aura',
    'px.cranialNerves',
    true,
    ['눈 감았다 떠 보시고, 이 악물어 보세요. 볼에 바람 넣어 보세요.'],
  ],
  ['migraine-with-aura', 'px.motorSensory', true, ['제 손을 세게 밀어 보세요. 양쪽 느낌 똑같아요?']],
  ['migraine-with-aura', 'px.motorSensory', true, ['(양팔 다리 힘 주게 하고 솜으로 감각 비교)']],
  ['migraine-with-aura', 'px.meningeal', true, ['(누운 상태에서 고개를 들어 목이 뻣뻣한지 본다)']],
  ['migraine-with-aura', 'px.cerebellar', true, ['제 손가락 한 번, 코 한 번 번갈아 짚어 보세요.']],
  ['migraine-with-aura', 'px.cerebellar', true, ['저기까지 한번 걸어 갔다 와 보실래요?']],
  [
    'migraine-with-aura',
    'ed.lifestyle',
    true,
    [
      '언제 아팠는지 무엇 때문이었는지 수첩에 적어 보세요. 진통제는 한 달에 열흘 넘게 드시면 오히려 두통이 생겨요.',
    ],
  ],
  [
    'migraine-with-aura',
    'ed.warningSigns',
    true,
    ['갑자기 머리가 깨질 듯 아프거나 한쪽 팔다리에 힘이 빠지면 바로 응급실로 오세요.'],
  ],
  [
    'migraine-with-aura',
    'ed.treatment',
    true,
    ['아프기 시작할 때 트립탄이라는 약을 드시고, 자주 오면 예방약도 생각해 볼게요.'],
  ],
  [
    'migraine-with-aura',
    'ed.tests',
    true,
    ['지금은 머리 사진 안 찍어도 되는데, 이상한 증상이 생기면 MRI 찍을 거예요.'],
  ],
  [
    'benign-paroxysmal-positional-vertigo',
    'hx.type',
    true,
    ['세상이 빙글빙글 돌아요, 아니면 붕 뜨는 느낌이에요?'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'hx.duration', true, ['한번 어지러우면 몇 초 가요, 몇 분 가요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.course', true, ['하루에 몇 번이나 그래요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.trigger', true, ['돌아누울 때나 고개 들 때 그래요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.relief', true, ['가만히 있으면 가라앉아요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.ear', true, ['귀에서 소리가 나거나 먹먹해요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.ear', true, ['한쪽 귀가 잘 안 들리진 않아요?']],
  [
    'benign-paroxysmal-positional-vertigo',
    'hx.central',
    true,
    ['물건이 겹쳐 보이거나 발음이 꼬이진 않아요?'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'hx.gait', true, ['걸을 때 한쪽으로 쏠려요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.cardiac', true, ['가슴이 뛰거나 정신 잃은 적은요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.before', true, ['어지럽기 며칠 전에 감기 앓았어요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.medication', true, ['혈압약이나 수면제 드세요?']],
  [
    'benign-paroxysmal-positional-vertigo',
    'px.orthostatic',
    true,
    ['누워서 혈압 재고, 일어나서 다시 잴게요.'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'px.nystagmus', true, ['(눈동자가 떨리는지 본다)']],
  [
    'benign-paroxysmal-positional-vertigo',
    'px.dixHallpike',
    true,
    ['(앉은 자세에서 고개를 오른쪽으로 돌린 채 뒤로 빨리 눕힌다)'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'px.gait', true, ['두 발 붙이고 서서 눈 감아 보세요.']],
  ['benign-paroxysmal-positional-vertigo', 'px.gait', true, ['(일자로 걸어 보게 한다)']],
  ['benign-paroxysmal-positional-vertigo', 'px.cranialNerves', true, ['(얼굴 감각과 표정 근육 확인)']],
  ['benign-paroxysmal-positional-vertigo', 'px.cerebellar', true, ['손바닥 뒤집기 빨리 해 보세요.']],
  [
    'benign-paroxysmal-positional-vertigo',
    'ed.treatment',
    true,
    ['귀 안에 돌가루를 제자리로 돌려놓는 자세 치료를 해 드릴게요.'],
  ],
  [
    'benign-paroxysmal-positional-vertigo',
    'ed.lifestyle',
    true,
    ['밤에 화장실 가실 때 불 켜고 천천히 일어나세요. 넘어지지 않게 조심하시고요.'],
  ],
  [
    'benign-paroxysmal-positional-vertigo',
    'ed.warningSigns',
    true,
    ['말이 어눌해지거나 팔다리에 힘이 빠지면 바로 응급실 오세요.'],
  ],
  [
    'benign-paroxysmal-positional-vertigo',
    'ed.diagnosis',
    true,
    ['귀 안의 작은 돌이 제자리를 벗어나서 생기는 이석증이에요.'],
  ],
  ['migraine-with-aura', 'hx.family', false, ['어머니께서 같이 오셨어요?']],
  ['migraine-with-aura', 'hx.experience', false, ['평소에 운동하세요?']],
  ['migraine-with-aura', 'px.cerebellar', false, ['걸어서 오셨어요?']],
  ['migraine-with-aura', 'px.motorSensory', false, ['손 씻고 오세요.']],
  ['benign-paroxysmal-positional-vertigo', 'px.orthostatic', false, ['일어나서 다시 잴게요.']],
];

describe('credits headache and dizziness in plain words (round 5)', () => {
  checkRows(HEADACHE_AND_DIZZINESS_IN_PLAIN_WORDS);
});

/** Encounter acts, explanations and a multi-question cough and voiding history (round 5). */
const ACTS_EXPLANATIONS_AND_MULTI_QUESTION: readonly Row[] = [
  ['acute-appendicitis', 'rel.identity', true, ['성함이랑 나이 좀 여쭤봐도 될까요?']],
  ['acute-appendicitis', 'rel.identity', true, ['김민수 님 맞으시고, 올해 스물다섯 살 맞으세요?']],
  ['acute-appendicitis', 'rel.identity', true, ['이름이랑 생년월일 말씀해 주시겠어요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['오늘 어떤 일로 오셨어요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['어디가 불편하신지 편하게 말씀해 주세요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['밤새 아프셨으면 정말 힘드셨겠어요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['많이 걱정되셨죠.']],
  ['acute-appendicitis', 'rel.empathy', true, ['그러셨군요, 많이 불안하셨겠네요.']],
  [
    'acute-appendicitis',
    'rel.summary',
    true,
    ['정리해 볼게요. 어제 저녁부터 명치가 아프다가 오른쪽 아랫배로 옮겨 왔고, 토하셨고 열이 나신다는 거죠?'],
  ],
  [
    'acute-appendicitis',
    'rel.summary',
    true,
    ['제가 이해한 게 맞는지 볼게요. 어제부터 배꼽 주위가 아프다가 지금은 오른쪽 아래가 아프신 거죠?'],
  ],
  ['acute-appendicitis', 'rel.greeting', true, ['안녕하세요, 오늘 진료를 맡은 학생의사 이지은입니다.']],
  ['acute-appendicitis', 'rel.greeting', true, ['안녕하세요. 실습 나온 의대생 박준호예요.']],
  ['acute-appendicitis', 'ed.closing', true, ['혹시 더 궁금하신 거 있으세요?']],
  ['acute-appendicitis', 'ed.closing', true, ['더 물어보실 거 없으시면 이만 마칠게요.']],
  ['acute-appendicitis', 'ed.closing', true, ['오늘은 여기까지 하고, 검사 결과 나오면 다시 말씀드릴게요.']],
  [
    'acute-appendicitis',
    'rel.plainWords',
    true,
    ['맹장 끝에 염증이 생긴 거예요.', '제가 설명드린 거 이해되셨어요?'],
  ],
  [
    'acute-appendicitis',
    'rel.plainWords',
    true,
    ['충수염은 흔히 맹장염이라고 하는 거예요.', '방금 들으신 내용 한번 말씀해 보시겠어요?'],
  ],
  ['acute-appendicitis', 'px.consent', true, ['이제 배를 좀 눌러 볼 건데, 아프시면 바로 말씀해 주세요.']],
  ['acute-appendicitis', 'px.consent', true, ['진찰하려고 하는데 괜찮으세요?']],
  ['acute-appendicitis', 'px.consent', true, ['배 좀 볼게요, 괜찮으시죠?']],
  ['acute-appendicitis', 'px.consent', true, ['누우시면 배를 좀 만져 볼게요. 불편하면 멈출게요.']],
  ['acute-appendicitis', 'ed.diagnosis', true, ['지금 보기에는 맹장염 가능성이 제일 커요.']],
  ['acute-appendicitis', 'ed.differentials', true, ['다만 장염이나 요로결석일 수도 있어서 확인이 필요해요.']],
  ['acute-appendicitis', 'ed.tests', true, ['CBC, CRP 같은 피검사랑 복부 CT 찍어 볼게요.']],
  ['acute-appendicitis', 'ed.tests', true, ['피 뽑고 소변검사 하고, 배 초음파도 볼게요.']],
  [
    'acute-appendicitis',
    'ed.treatment',
    true,
    ['일단 금식하시고 수액 맞으면서 외과 선생님이 수술 여부를 보실 거예요.'],
  ],
  ['acute-appendicitis', 'ed.treatment', true, ['항생제 주사 맞으시고 수술로 떼어내는 게 보통이에요.']],
  [
    'acute-myocardial-infarction',
    'ed.lifestyle',
    true,
    ['담배는 오늘부터 끊으시고 혈압이랑 콜레스테롤도 꾸준히 관리하셔야 해요.'],
  ],
  ['acute-myocardial-infarction', 'ed.tests', true, ['바로 심전도 찍고 트로포닌 피검사 할게요.']],
  ['acute-myocardial-infarction', 'ed.treatment', true, ['막힌 혈관을 뚫는 시술을 바로 해야 할 수 있어요.']],
  ['acute-myocardial-infarction', 'ed.diagnosis', true, ['심장 혈관이 막혀서 생기는 심근경색이 의심돼요.']],
  ['community-acquired-pneumonia', 'hx.sputum', true, ['가래는 무슨 색이에요? 양은요?']],
  ['community-acquired-pneumonia', 'hx.sputum', true, ['기침할 때 뭐 나와요?', '색깔은요?']],
  ['community-acquired-pneumonia', 'hx.hemoptysis', true, ['가래 나와요?', '피 섞인 적은요?']],
  ['community-acquired-pneumonia', 'hx.fever', true, ['열이랑 오한은요? 밤에 식은땀은?']],
  ['community-acquired-pneumonia', 'hx.constitutional', true, ['열이랑 오한은요? 밤에 식은땀은?']],
  ['community-acquired-pneumonia', 'hx.dyspnea', true, ['계단 오를 때 숨이 차요?']],
  ['community-acquired-pneumonia', 'hx.dyspnea', true, ['숨쉴 때 쌕쌕 소리 나요?']],
  ['community-acquired-pneumonia', 'hx.contacts', true, ['주변에 기침하는 사람이나 결핵 걸린 사람 있어요?']],
  ['community-acquired-pneumonia', 'hx.checkup', true, ['최근에 가슴 사진 찍어 보신 적 있어요?']],
  ['community-acquired-pneumonia', 'hx.exposure', true, ['일은 뭐 하세요? 먼지 많은 데서 일해요?']],
  ['community-acquired-pneumonia', 'hx.exposure', true, ['집에서 강아지나 고양이 키우세요?']],
  ['community-acquired-pneumonia', 'hx.medication', true, ['혈압약 드시는 거 있어요?']],
  ['community-acquired-pneumonia', 'hx.pastMedical', true, ['결핵이나 천식 앓은 적 있어요?']],
  ['community-acquired-pneumonia', 'hx.course', true, ['며칠 전이랑 비교하면 나아요?']],
  ['community-acquired-pneumonia', 'hx.character', true, ['마른기침이에요, 가래 있는 기침이에요?']],
  ['community-acquired-pneumonia', 'hx.upperAirway', true, ['콧물이 목 뒤로 넘어가는 느낌은요?']],
  ['community-acquired-pneumonia', 'hx.reflux', true, ['신물이 올라오거나 가슴이 쓰려요?']],
  ['community-acquired-pneumonia', 'hx.smoking', true, ['담배는 하루 몇 갑, 몇 년 피웠어요?']],
  ['community-acquired-pneumonia', 'ed.diagnosis', true, ['폐에 염증이 생긴 폐렴으로 보여요.']],
  ['community-acquired-pneumonia', 'ed.tests', true, ['가슴 엑스레이 찍고 가래 검사도 해 볼게요.']],
  ['community-acquired-pneumonia', 'ed.treatment', true, ['먹는 항생제로 일주일 치료해 볼게요.']],
  [
    'community-acquired-pneumonia',
    'ed.warningSigns',
    true,
    ['숨이 더 차거나 열이 안 떨어지면 바로 다시 오세요.'],
  ],
  [
    'community-acquired-pneumonia',
    'ed.lifestyle',
    true,
    ['담배는 꼭 끊으시고 사람 많은 데선 마스크 쓰세요.'],
  ],
  ['acute-cystitis', 'hx.onset', true, ['소변 볼 때 아픈 건 며칠 됐어요?']],
  ['acute-cystitis', 'hx.urination', true, ['소변 보실 때 어떤 게 불편하세요?']],
  ['acute-cystitis', 'hx.storage', true, ['화장실 자주 가세요? 참기 힘들 정도로 급해요?']],
  ['acute-cystitis', 'hx.nocturia', true, ['자다가 소변 때문에 몇 번 깨요?']],
  ['acute-cystitis', 'hx.voiding', true, ['소변 줄기가 약하거나 중간에 끊겨요?']],
  ['acute-cystitis', 'hx.postVoid', true, ['보고 나서도 덜 본 것 같아요?']],
  ['acute-cystitis', 'hx.hematuria', true, ['소변 색이 붉거나 피가 보였어요?']],
  ['acute-cystitis', 'hx.fever', true, ['열나거나 옆구리 아파요?']],
  ['acute-cystitis', 'hx.discharge', true, ['냉이나 분비물은요?']],
  ['acute-cystitis', 'hx.drinks', true, ['하루에 물은 얼마나 드세요? 커피는요?']],
  ['acute-cystitis', 'hx.sexual', true, ['최근에 성관계 하셨어요?']],
  ['acute-cystitis', 'hx.lmp', true, ['마지막 생리 언제였어요?']],
  ['acute-cystitis', 'hx.experience', true, ['전에도 방광염 걸린 적 있어요?']],
  ['acute-cystitis', 'ed.lifestyle', true, ['저녁에는 물을 조금 줄이시고, 커피랑 술은 줄이세요.']],
  ['acute-cystitis', 'ed.treatment', true, ['항생제 3일 드시면 좋아질 거예요.']],
  ['acute-cystitis', 'ed.tests', true, ['소변검사랑 소변 배양검사 해 볼게요.']],
  ['acute-cystitis', 'ed.warningSigns', true, ['열이 나거나 옆구리가 아프면 바로 오세요.']],
  ['community-acquired-pneumonia', 'hx.sputum', false, ['기침할 때 가슴이 아파요?']],
  ['acute-appendicitis', 'rel.openQuestion', false, ['어디가 아프신지 손으로 짚어 주세요.']],
];

describe('credits encounter acts, explanations and multi-question histories (round 5)', () => {
  checkRows(ACTS_EXPLANATIONS_AND_MULTI_QUESTION);
});
