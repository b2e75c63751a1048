/**
 * Issue 17, round 34, in sentences of our own (none taken from the locked part or the holdout; sentences of the round's
 * tuning transcripts, bench/grader/examiner-drafts/40-round34.yaml, and of round 33 appear where they are the class's own
 * example). Each row: case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned
 * by the message named), the learner's lines. Rows marked "control" pass on the previous code too; every class has four or
 * more rows that fail on it.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const ACEI = 'ace-inhibitor-induced-cough';
const AD = 'alzheimer-disease';
const ANTICHOL = 'anticholinergic-drug-induced-cognitive-impairment';
const BREAST = 'early-breast-cancer-bad-news';
const CO = 'carbon-monoxide-poisoning';
const COSTO = 'costochondritis';
const DEL = 'delirium-urinary-tract-infection';
const GASTRIC = 'gastric-cancer-bad-news';
const HAEMOPHILIA = 'hemophilia-a-child';
const HHS = 'hyperosmolar-hyperglycemic-state';
const INCONT = 'functional-incontinence-dementia';
const ITP = 'immune-thrombocytopenia';
const MESENTERIC = 'acute-mesenteric-ischemia';
const N2O = 'nitrous-oxide-misuse-b12-deficiency';
const NASAL_FB = 'nasal-foreign-body-child';
const NPH = 'normal-pressure-hydrocephalus-cognitive-decline';
const PANC = 'pancreatic-cancer-metastatic-bad-news';
const PD = 'parkinson-disease';
const PERI = 'acute-pericarditis';
const PNX = 'primary-spontaneous-pneumothorax';
const PR = 'pityriasis-rosea-herald-patch';
const PSVT = 'paroxysmal-supraventricular-tachycardia';
const RLS = 'restless-legs-syndrome';
const SA_OLDER = 'sexual-assault-older-woman';
const SA_STRANGER = 'stranger-sexual-assault-acute';
const STONE = 'ureteral-stone';
const SU = 'sulfonylurea-hypoglycemia';
const TYPHUS = 'scrub-typhus';
const VARICES = 'esophageal-variceal-bleeding';
const VASC_DEM = 'vascular-dementia';
const WER = 'wernicke-encephalopathy';
const ZOSTER = 'herpes-zoster-thoracic';

/**
 * A. The interview opened by the story asked from the start ("어떻게 된 일인지 처음부터 말씀해 주세요") or by the opening "where" asked
 * bare ("어디 아파요?"): the open question. Before any history that "where" is no location (EXAMINER-RULES, round 34); asked
 * with the pain, or after it, it is.
 */
const OPENING: readonly Row[] = [
  [HHS, 'rel.openQuestion', 'u2', ['안녕하세요 학생의사입니다.', '어떻게 된 일인지 처음부터 말씀해 주세요.']],
  [SU, 'rel.openQuestion', 'u1', ['무슨 일이 있었는지 처음부터 얘기해 주시겠어요?'], 'control'],
  [CO, 'rel.openQuestion', 'u1', ['어떻게 된 건지 처음부터 차근차근 말씀해 주세요.']],
  [DEL, 'rel.openQuestion', 'u1', ['어쩌다 오시게 됐는지 처음부터 말해 주세요.']],
  [PR, 'rel.openQuestion', 'u2', ['안녕하세요 학생의사예요', '어디 아파요?']],
  [ZOSTER, 'rel.openQuestion', 'u1', ['어디 아파요']],
  [STONE, 'rel.openQuestion', 'u1', ['어디가 아파서 왔어요?'], 'control'],
  [PD, 'rel.openQuestion', 'u1', ['오늘 어디 아파서 오셨어요?'], 'control'],
  [ZOSTER, 'hx.location', false, ['어디 아파요', '언제부터요?']],
  [PD, 'hx.location', false, ['어디가 불편해서 오셨어요?', '언제부터요?'], 'control'],
  [ZOSTER, 'hx.location', 'u3', ['어디 아파요', '언제부터요?', '가슴 어디가 아파요?']],
  [PD, 'hx.location', 'u2', ['어디가 불편해서 오셨어요?', '어느 쪽 손이 떨려요?'], 'control'],
  [
    MESENTERIC,
    'hx.location',
    'u1',
    ['언제부터 아프셨어요? 어디가 아파요?'],
    'control: where asked of the pain',
  ],
];
describe('round 34 A: the opening question: the story asked from the start, the opening "where" asked bare', () =>
  checkRows(OPENING));

/**
 * B. An item "요즘 기분과 잠은 어떤지" is met by the mood asked, its core; sleep asked alone is a side detail. The mood in
 * 반말 ("기분도 처져?") is asked.
 */
const MOOD: readonly Row[] = [
  [PANC, 'hx.mood', false, ['요즘 잠은 좀 주무세요?']],
  [BREAST, 'hx.mood', false, ['밤에 잠은 잘 주무시고요?']],
  [SA_OLDER, 'hx.mood', false, ['요새 잠은 좀 자세요?']],
  [GASTRIC, 'hx.mood', false, ['잠은 잘 자요?']],
  [RLS, 'hx.mood', 'u1', ['요새 잠만 못자는거야 아니면 기분도 처져?']],
  [PANC, 'hx.mood', 'u1', ['요즘 마음은 좀 어떠세요?'], 'control'],
  [SA_OLDER, 'hx.mood', 'u1', ['지금 기분은 좀 어떠세요? 잠은요?'], 'control'],
  [BREAST, 'hx.mood', 'u1', ['요즘 기분이나 잠은 어떠세요?'], 'control'],
];
describe('round 34 B: "기분과 잠": the feeling is the core, sleep alone is not met', () => checkRows(MOOD));

/**
 * C. Support told as a place or service that is there ("상담실이 있어요", "교육 프로그램도 있어요", "호스피스 상담도 받으실 수
 * 있어요"); told, it asks no past history; a treatment counselling (치료 상담) is no referral.
 */
const SUPPORT: readonly Row[] = [
  [PANC, 'ed.support', 'u1', ['병원에 암 환자분들 상담실이 있어요.']],
  [BREAST, 'ed.support', 'u1', ['가족분들 위한 교육 프로그램도 있어요.']],
  [GASTRIC, 'ed.support', 'u1', ['사회복지팀 연결해 드릴게요.'], 'control'],
  [PANC, 'ed.support', 'u1', ['호스피스 상담도 받으실 수 있어요.']],
  [
    PANC,
    'hx.pastMedical',
    false,
    ['병원에 암 환자분들 상담실이 있어요. 가족분들 위한 교육 프로그램도 있고요.'],
  ],
  [PANC, 'hx.living', false, ['암 환자 지원센터도 있어요.'], 'control'],
  [PANC, 'hx.living', false, ['암 환자 지원센터도 있어요.', '궁금하신 거 있으세요?'], 'control'],
  [N2O, 'ed.referral', false, ['끊기 어려우면 중독 치료 상담도 받으실 수 있어요.'], 'control'],
];
describe('round 34 C: a place or service that helps, told as there', () => checkRows(SUPPORT));

/**
 * D. Consent with the examination named in chart English ("PE 좀 할게요. 불편하면 말씀하세요", "P/E 하겠습니다, …") and an
 * invitation; announced alone it is not.
 */
const CONSENT: readonly Row[] = [
  [PSVT, 'px.consent', 'u1', ['PE 좀 할게요. 불편하면 말씀하세요.']],
  [VARICES, 'px.consent', 'u1', ['PE 할게요, 아프면 말해요.']],
  [STONE, 'px.consent', 'u1', ['P/E 하겠습니다, 불편하시면 말씀해 주세요.']],
  [RLS, 'px.consent', 'u1', ['physical exam 할게요 괜찮죠?']],
  [PSVT, 'px.consent', false, ['PE 할게요.'], 'control: announced only'],
];
describe('round 34 D: consent with the exam named in chart English', () => checkRows(CONSENT));

/**
 * E. The closing with questions invited in English words ("questions 있어요?", "Any questions?").
 */
const CLOSING: readonly Row[] = [
  [INCONT, 'ed.closing', 'u2', ['기능성 요실금으로 보여요.', 'questions 있으시면 편하게 하세요.']],
  [PSVT, 'ed.closing', 'u2', ['PSVT 같아요.', 'Questions 있어요?']],
  [STONE, 'ed.closing', 'u2', ['요관결석 같아요.', 'any questions?']],
  [PD, 'ed.closing', 'u2', ['파킨슨병 같아요.', '궁금한 question 있으세요?'], 'control'],
  [PERI, 'ed.closing', 'u2', ['심낭염 같아요.', 'Any questions?']],
  [PR, 'ed.closing', 'u2', ['장미색 비강진이에요.', 'questions 있음 물어봐요']],
];
describe('round 34 E: questions invited in English words', () => checkRows(CLOSING));

/**
 * F. The preceding event asked of a carer as the days before: meals, a meal skipped, a new drug ("요 며칠 식사는 잘 하셨어요?").
 */
const EVENT: readonly Row[] = [
  [SU, 'hx.event', 'u1', ['요 며칠 식사는 잘 하셨어요?']],
  [DEL, 'hx.event', 'u1', ['정신이 흐려지시기 전에 새로 드신 약이나 식사를 거르신 일은요?']],
  [HHS, 'hx.event', 'u1', ['쓰러지시기 전날 약주 하셨어요?'], 'control'],
  [CO, 'hx.event', 'u1', ['그 전 며칠 동안 밥은 잘 드셨어요?']],
  [WER, 'hx.event', 'u1', ['요새 끼니는 제대로 챙겨 드셨어요?']],
];
describe('round 34 F: a carer asked about the days before the change', () => checkRows(EVENT));

/**
 * G. The level of consciousness described (eyes not opening to the voice, a pain stimulus) or checked in speech ("눈 떠
 * 보세요", "제 말 들리세요?"): the GCS item.
 */
const GCS: readonly Row[] = [
  [SU, 'px.gcs', 'u1', ['(이름을 불러 보고 눈을 뜨는지, 어깨를 꼬집어 팔을 피하는지 본다)'], 'control'],
  [HHS, 'px.gcs', 'u1', ['(불러도 눈을 안 떠서 손톱 밑을 눌러 반응을 본다)']],
  [CO, 'px.gcs', 'u1', ['(말을 걸어 대답이 되는지, 통증 자극에 눈을 뜨는지 확인)'], 'control'],
  [DEL, 'px.gcs', 'u1', ['(의식 수준 평가: 눈 뜨기, 말, 움직임)'], 'control'],
  [SU, 'px.gcs', 'u1', ['어머님, 눈 떠 보세요. 여기 어딘지 아세요?']],
  [HHS, 'px.gcs', 'u1', ['아버님! 제 말 들리세요? 눈 좀 떠 보세요.']],
  [CO, 'px.gcs', 'u1', ['할아버지, 눈 떠 보세요!']],
  [WER, 'px.gcs', 'u1', ['환자분 눈 떠 보시고 제 손 잡아 보세요.']],
];
describe('round 34 G: the consciousness level described or checked in speech', () => checkRows(GCS));

/**
 * H. A named cognitive test ("(MMSE를 시행한다)") meets the cognitive-test item, not "의식과 지남력" beside it, unless the
 * orientation is asked or said.
 */
const MMSE: readonly Row[] = [
  [ANTICHOL, 'px.mentalStatus', false, ['(MMSE를 시행한다)']],
  [AD, 'px.mentalStatus', false, ['간이 인지기능 검사 해 볼게요. (MMSE)']],
  [ANTICHOL, 'px.mentalStatus', 'u1', ['오늘이 며칠이에요? 여기가 어디예요?'], 'control'],
  [AD, 'px.mentalStatus', 'u1', ['(지남력을 확인한다)'], 'control'],
  [VASC_DEM, 'px.mentalStatus', false, ['(MMSE 시행)']],
  [NPH, 'px.mentalStatus', false, ['인지기능 검사 좀 할게요. (MMSE를 한다)']],
];
describe('round 34 H: a cognitive test is not the orientation check beside it', () => checkRows(MMSE));

/**
 * I. The course in a carer's words: better and worse in turn, waking and sinking again, worse and worse only, more often or
 * the same.
 */
const COURSE: readonly Row[] = [
  [ANTICHOL, 'hx.course', 'u1', ['하루 중에도 좋으셨다 나쁘셨다 하세요, 아니면 쭉 나빠지기만 하세요?']],
  [HHS, 'hx.course', 'u1', ['그 뒤로 좀 깨셨다가 다시 처지셨다가 하세요?']],
  [HAEMOPHILIA, 'hx.course', 'u1', ['요즘 멍이 더 자주 생겨요, 비슷해요?']],
  [AD, 'hx.course', 'u1', ['쭉 나빠지기만 하셨어요?']],
  [DEL, 'hx.course', 'u1', ['좋았다 나빴다 하세요?'], 'control'],
];
describe("round 34 I: the course in a carer's words", () => checkRows(COURSE));

/**
 * J. History and exams in chart English: FHx, PMHx, "Liver dz Hx", "(neck 만져서 thyroid 촉진)", "(abd palpation)", what the
 * patient was doing or what it goes with ("커피나 stress랑 관련 있어요?"), heartburn, dry cough.
 */
const CHART_ENGLISH: readonly Row[] = [
  [PSVT, 'hx.family', 'u1', ['FHx에 arrhythmia나 sudden death 있어요?']],
  [VARICES, 'hx.pastMedical', 'u1', ['Liver dz Hx 있으세요? B형간염이라든지.']],
  [PSVT, 'hx.pastMedical', 'u1', ['PMHx 있으세요?'], 'control'],
  [STONE, 'hx.pastMedical', 'u1', ['past history 있어요?'], 'control'],
  [PSVT, 'px.thyroid', 'u1', ['(neck 만져서 thyroid 촉진)']],
  [PD, 'px.thyroid', 'u1', ['(thyroid palpation)']],
  [VARICES, 'px.abdomenPalpation', 'u1', ['(abd palpation)']],
  [STONE, 'px.abdomen', 'u1', ['(abdomen 촉진)']],
  [PSVT, 'hx.trigger', 'u1', ['뭐 하다가 시작됐어요? 커피나 stress랑 관련 있어요?']],
  [PSVT, 'hx.trigger', 'u1', ['무슨 일 하다가 두근거렸어요?']],
  [RLS, 'px.thyroid', 'u1', ['(목 만져서 갑상선 봄)'], 'control'],
  [PERI, 'hx.reflux', 'u1', ['heartburn이나 acid reflux?']],
  [PERI, 'hx.reflux', 'u1', ['Heartburn 있어요?']],
  [ACEI, 'hx.character', 'u1', ['dry cough예요? 밤에 심해요?']],
  [ACEI, 'hx.character', 'u1', ['productive cough예요?']],
];
describe('round 34 J: history and exams in chart English', () => checkRows(CHART_ENGLISH));

/**
 * K. Messy typing: the work asked in 반말 ("일 뭐해?"), drugs as a bare noun phrase ("최근 새로먹은약"), a past illness named as an
 * example ("아토피같은거?"), the neck felt beside the armpit ("(목이랑 겨드랑이 만져봄)").
 */
const MESSY: readonly Row[] = [
  [RLS, 'hx.occupation', 'u1', ['일 뭐해? 교대근무야?']],
  [RLS, 'hx.occupation', 'u1', ['일은 뭐 하세요?'], 'control'],
  [PR, 'hx.medication', 'u1', ['최근 새로먹은약']],
  [PR, 'hx.pastMedical', 'u1', ['아토피같은거?']],
  [NASAL_FB, 'hx.pastMedical', 'u1', ['천식이나 아토피 있었어요?'], 'control'],
  [NASAL_FB, 'hx.pastMedical', false, ['엄마 아빠 중에 비염 있는 분?'], 'control: family'],
  [PR, 'px.lymphNodes', 'u1', ['(목이랑 겨드랑이 만져봄)']],
  [NASAL_FB, 'px.lymphNodes', 'u1', ['(목 옆이랑 귀 뒤 만져봄)'], 'control'],
  [HAEMOPHILIA, 'hx.pastMedical', false, ['우리 시후 무릎 많이 아팠지? 어머님도 많이 놀라셨겠어요.']],
];
describe('round 34 K: messy typing: work, drugs and past illness asked bare, nodes felt beside another site', () =>
  checkRows(MESSY));

/**
 * L. The words of one act in another earn nothing: the sternum's edge listened to is no chest-wall tenderness, an eschar
 * looked at in the armpit no node felt, a limb's pulse no vital sign, comfort to a child ("많이 아팠지?") no past illness,
 * evidence collection announced in the consent no explanation of evidence, the complaint dated no colour asked.
 */
const OTHER_WORDS: readonly Row[] = [
  [PERI, 'px.chestWall', false, ['(앞으로 숙이게 하고 흉골 왼쪽에 청진기 대서 심장 소리 듣는다)']],
  [COSTO, 'px.chestWall', false, ['(흉골 옆에 청진기를 대고 심장 소리를 듣는다)']],
  [PERI, 'px.chestWall', 'u1', ['(흉골 옆 가슴벽을 눌러 본다)'], 'control'],
  [TYPHUS, 'regionalNodes', false, ['(몸 여기저기 피부 봄, 겨드랑이 까만 딱지 확인)']],
  [TYPHUS, 'regionalNodes', false, ['(겨드랑이 가피를 관찰한다)']],
  [TYPHUS, 'regionalNodes', 'u1', ['(겨드랑이 림프절을 만져 본다)'], 'control'],
  [RLS, 'px.vitals', false, ['(다리 맥박이랑 감각 봄)']],
  [HAEMOPHILIA, 'px.vitals', false, ['(발등 맥박을 짚어 본다)'], 'control'],
  [RLS, 'px.vitals', 'u1', ['(혈압이랑 맥박 잰다)'], 'control'],
  [
    SA_OLDER,
    'ed.evidence',
    false,
    ['이제 진찰이랑 증거 채취를 할 건데요, 하나하나 설명드리면서 할게요. 싫으시면 언제든 멈출게요.'],
  ],
  [STONE, 'hx.color', false, ['소변 빨간 거 언제부터요?']],
];
describe('round 34 L: the words of one act in another earn nothing', () => checkRows(OTHER_WORDS));

/**
 * P. A carer's history in plain words: what is not there seen, bugs crawling, a sound heard told back; what the family saw
 * from home; bleeding that would not stop after a tooth pulled or a cut.
 */
const CARER_HISTORY: readonly Row[] = [
  [ANTICHOL, 'hx.psychosis', 'u1', ['벽에 벌레가 기어간다거나 없는 게 보인다고 하신 적 있어요?']],
  [AD, 'hx.psychosis', 'u1', ['집에 없는 사람이 보인다거나 이상한 소리가 들린다고 하신 적은요?']],
  [ANTICHOL, 'hx.psychosis', 'u1', ['밤에 없는 게 보인다고 하세요?']],
  [AD, 'hx.psychosis', 'u1', ['벌레가 보인다고 하신 적은요?']],
  [ANTICHOL, 'hx.witness', 'u1', ['집에서 보시기에 아버님이 전이랑 달라지신 건요?']],
  [AD, 'hx.witness', 'u1', ['따님이 보시기에 어머님이 어떻게 변하셨어요?']],
  [ANTICHOL, 'hx.witness', 'u1', ['아드님이 보시기에 이상한 점은요?']],
  [AD, 'hx.witness', 'u1', ['집에선 보시기에 뭐가 제일 달라지셨어요?']],
  [HAEMOPHILIA, 'hx.procedures', 'u1', ['이 뽑거나 다쳤을 때 피가 잘 안 멈춘 적 있어요?']],
  [HAEMOPHILIA, 'hx.procedures', 'u1', ['젖니 뺐을 때 피가 오래 났어요?']],
  [HAEMOPHILIA, 'hx.procedures', 'u1', ['예전에 베였을 때 피가 계속 났나요?']],
  [ITP, 'hx.procedures', 'u1', ['사랑니 뽑고 출혈이 잘 안 멈추진 않았어요?']],
];
describe("round 34 P: a carer's history in plain words", () => checkRows(CARER_HISTORY));

/**
 * U. Exams in plain words: the gums looked at in a bleeding child, bruises and petechiae looked at or measured, the vagina
 * examined. A node felt under the skin (멍울) is no bruise looked at.
 */
const EXAMS: readonly Row[] = [
  [HAEMOPHILIA, 'px.mouth', 'u1', ['시후야 아~ 해 볼까? (잇몸을 본다)']],
  [ITP, 'px.mouth', 'u1', ['(잇몸에 피 나는 데 있는지 본다)']],
  [HAEMOPHILIA, 'px.skin', 'u1', ['(다리와 등의 멍 크기를 재고 작은 점 같은 출혈이 있는지 본다)']],
  [ITP, 'px.skin', 'u1', ['(정강이 점상출혈 관찰)'], 'control'],
  [SA_OLDER, 'px.pelvic', 'u1', ['(허락을 받고 질 진찰을 하고 면봉으로 검체를 채취한다)']],
  [SA_STRANGER, 'px.pelvic', 'u1', ['(질경으로 질 안을 관찰한다)'], 'control'],
  [HAEMOPHILIA, 'px.skin', false, ['(목 옆 멍울을 만져 본다)'], 'control: a node felt is no bruise'],
];
describe('round 34 U: exams in plain words: the gums, bruises measured, the vagina examined', () =>
  checkRows(EXAMS));

/**
 * T. The diagnosis in lay words: a foreign body in a child's nose, a cognitive impairment caused by the drugs.
 */
const DIAGNOSIS: readonly Row[] = [
  [ANTICHOL, 'ed.diagnosis', 'u1', ['드시는 소변 약이랑 수면유도제 때문에 생긴 인지 저하로 보여요.']],
  [ANTICHOL, 'ed.diagnosis', 'u1', ['약 부작용으로 기억력이 떨어지신 것 같아요.']],
  [ANTICHOL, 'ed.diagnosis', false, ['알츠하이머 치매가 의심돼요.'], 'control: another disease'],
  [NASAL_FB, 'ed.diagnosis', 'u1', ['코에 이물질이 들어가서 생긴 염증이에요.']],
  [NASAL_FB, 'ed.diagnosis', 'u1', ['콧속에 구슬이 들어가서 생긴 것 같아요.']],
  [NASAL_FB, 'ed.diagnosis', false, ['축농증 같아요.'], 'control'],
];
describe('round 34 T: the diagnosis in lay words', () => checkRows(DIAGNOSIS));

/**
 * V. Advice given to a carer, of a kind the item names: the drugs kept and given by the family, driving stopped, the gas
 * made safe, constipation eased, painkillers kept from a bleeding child and a guard worn.
 */
const CARER_ADVICE: readonly Row[] = [
  [
    ANTICHOL,
    'ed.lifestyle',
    'u1',
    ['약은 아드님이 한 주머니에 모아 관리해 주시고, 당분간 혼자 운전은 안 하시게 해 주세요.'],
  ],
  [AD, 'ed.lifestyle', 'u1', ['가스레인지엔 자동으로 꺼지는 장치 다시고, 약은 따님이 챙겨 드리세요.']],
  [AD, 'ed.lifestyle', 'u1', ['운전은 이제 그만하시는 게 좋겠어요.'], 'control'],
  [INCONT, 'ed.lifestyle', 'u1', ['저녁엔 보리차 줄이시고, 변비도 풀어 드려야 해요.']],
  [
    HAEMOPHILIA,
    'ed.lifestyle',
    'u1',
    ['아스피린이나 이부프로펜 같은 진통소염제는 먹이지 마시고, 자전거 탈 땐 보호대 꼭 해 주세요.'],
  ],
  [ITP, 'ed.lifestyle', 'u1', ['부딪히는 운동은 당분간 피하고 진통소염제는 드시지 마세요.'], 'control'],
];
describe('round 34 V: advice given to a carer', () => checkRows(CARER_ADVICE));

/**
 * W. The plan in its own words: the drugs that caused it stopped or changed, a drug taken for a symptom, a tube put in to let
 * the air out (a chest drain); tests for infections after an assault; what was said kept from others without leave.
 */
const PLAN_TOLD: readonly Row[] = [
  [ANTICHOL, 'ed.treatment', 'u1', ['그 세 가지 약은 끊거나 다른 걸로 바꿔 드릴게요.']],
  [ANTICHOL, 'ed.treatment', 'u1', ['수면유도제랑 가려움 약은 중단하고 다른 약으로 조정할게요.'], 'control'],
  [PR, 'ed.treatment', 'u1', ['가려우면 항히스타민제 먹고 보습제 발라요']],
  [PNX, 'ed.treatment', 'u1', ['크면 가슴에 가는 관 넣어서 공기 빼 드릴 거예요.']],
  [PNX, 'ed.treatment', 'u1', ['가슴에 관을 꽂아서 공기를 빼낼게요.']],
  [SA_OLDER, 'ed.tests', 'u1', ['성병 검사랑 매독, B형간염 피검사를 하고 몇 주 뒤에 다시 검사해요.']],
  [SA_STRANGER, 'ed.tests', 'u1', ['HIV 검사랑 임신 검사 할게요.'], 'control'],
  [SA_OLDER, 'ed.confidentiality', 'u1', ['오늘 얘기는 어르신 허락 없이 동네에 알려지지 않아요.']],
  [SA_STRANGER, 'ed.confidentiality', 'u1', ['여기서 하신 말씀은 비밀이 지켜져요.'], 'control'],
  [SA_OLDER, 'ed.confidentiality', 'u1', ['아드님한테도 어르신이 원하지 않으면 말하지 않아요.']],
  [SA_STRANGER, 'ed.confidentiality', 'u1', ['동의 없이 가족에게 알리지 않을게요.'], 'control'],
];
describe('round 34 W: the plan and the counselling told in their own words', () => checkRows(PLAN_TOLD));

/**
 * X. An older patient's son or daughter asked about "어머님", "아버님" is asked about the patient, not a relative ("어머님 술은
 * 좀 하세요?"); a relative named ("형제분들 중에") and a child's mother asked about herself stay family history.
 */
const PARENT_NAMED: readonly Row[] = [
  [DEL, 'hx.substances', 'u1', ['어머님 술은 좀 하세요?']],
  [DEL, 'hx.substances', 'u1', ['어머님술은좀하세요?'], 'typed without spaces'],
  [ANTICHOL, 'hx.alcohol', 'u1', ['아버님 술은 얼마나 드세요?']],
  [INCONT, 'hx.drinks', 'u1', ['어머님 물은 하루에 얼마나 드세요?'], 'control'],
  [AD, 'hx.pastMedical', 'u1', ['어머님 당뇨나 고혈압 있으세요?']],
  [AD, 'hx.medication', 'u1', ['어머님 드시는 약 있으세요?'], 'control'],
  [ANTICHOL, 'hx.pastMedical', 'u1', ['아버님 혈압이나 당뇨 있으세요?']],
  [DEL, 'hx.pastMedical', 'u1', ['어머님 원래 앓고 계신 병 있으세요?']],
  [HHS, 'hx.substances', 'u1', ['아버님 약주는 자주 하세요?'], 'control'],
  [
    ANTICHOL,
    'hx.family',
    'u1',
    ['아버님 형제분들 중에 치매 앓으신 분 계세요?'],
    'control: a relative still asked',
  ],
  [NASAL_FB, 'hx.family', 'u1', ['어머님도 비염 있으세요?'], "control: a child's carer is a relative"],
];
describe('round 34 X: the patient named to a son or a daughter as their parent', () =>
  checkRows(PARENT_NAMED));

/**
 * Y. What is forgotten asked with "뭘", "뭐를", "무엇을" ("주로 뭘 잊으세요?", "뭐를 자꾸 까먹으세요?"): the memory's character.
 */
const FORGOTTEN: readonly Row[] = [
  [AD, 'hx.character', 'u1', ['주로 뭘 잊으세요? 방금 한 얘기, 물건 이름, 길 같은 거요.']],
  [AD, 'hx.character', 'u1', ['뭐를 자꾸 까먹으세요?']],
  [ANTICHOL, 'hx.character', 'u1', ['무엇을 주로 잊으세요?']],
  [VASC_DEM, 'hx.character', 'u1', ['뭘 제일 깜빡하세요?']],
  [ANTICHOL, 'hx.character', 'u1', ['주로 어떤 걸 잊어버리세요?'], 'control'],
];
describe('round 34 Y: what is forgotten asked with "뭘"', () => checkRows(FORGOTTEN));
