/**
 * Issue 17, round 6: classes of learner wording found by seven new whole transcripts of the
 * examiner set's tuning part (`bench/grader/examiner-drafts/8-round6.yaml`), each class written out
 * here in sentences of our own (none taken from the locked part). Each row: case, item, whether an
 * examiner credits it, the learner's lines.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const BRONCH = 'bronchiectasis';
const SBO = 'small-bowel-obstruction';
const FS = 'simple-febrile-seizure';
const FA = 'fibroadenoma';
const IDA = 'iron-deficiency-anemia';
const SMOKE = 'smoking-cessation-preparation';
const NECK = 'cervical-radiculopathy';

/** History asked in paraphrase, in a run-on turn or with messy typing. */
const HISTORY_PARAPHRASED: readonly Row[] = [
  // Blood coughed up: how much and how often, mixed in sputum or alone.
  [BRONCH, 'hx.course', true, ['하루에 몇번정도? 양은 숟가락으로 치면']],
  [BRONCH, 'hx.course', true, ['피는 하루에 몇 번이나 나와요?']],
  [BRONCH, 'hx.course', true, ['한 번에 양이 얼마나 나와요? 한 컵 정도 되나요?']],
  [BRONCH, 'hx.character', true, ['가래에 섞여나오는거에요 아님 피만 꿀럭 나와요']],
  [BRONCH, 'hx.character', true, ['가래에 피가 섞여 나와요, 아니면 피만 나와요?']],
  [BRONCH, 'hx.character', true, ['피 덩어리도 나왔어요?']],
  // Tuberculosis in English or abbreviated.
  [BRONCH, 'hx.contacts', true, ['주위에 TB 환자 있어요?']],
  [BRONCH, 'hx.contacts', true, ['결핵 걸린 사람이랑 접촉한 적 있어요?']],
  [BRONCH, 'hx.contacts', true, ['tb 앓는 사람 주변에 있어요?']],
  // What came up: food, yellow or green water.
  [SBO, 'hx.vomitus', true, ['뭐가 나왔어요? 음식물이에요, 아니면 노랗거나 초록색 물이에요?']],
  [SBO, 'hx.vomitus', true, ['토한 게 초록색 물이었어요?']],
  [SBO, 'hx.vomitus', true, ['뭐가 올라와요? 먹은 거요, 쓴 물이요?']],
  // A child's side used less after the seizure; sleep and the family in a parent's words.
  [FS, 'hx.focal', true, ['떨고 난 뒤에 한쪽 팔이나 다리를 덜 쓰는 것 같진 않아요?']],
  [FS, 'hx.focal', true, ['경련 끝나고 한쪽 팔에 힘이 빠진 것 같진 않았어요?']],
  [FS, 'hx.focal', true, ['한쪽 다리를 잘 못 움직이진 않아요?']],
  [FS, 'hx.sleep', true, ['떨기 전에 열이 있었어요? 몇 도까지 올랐어요? 잠은 푹 잤고요?']],
  [FS, 'hx.sleep', true, ['요즘 잠은 충분히 잤어요?']],
  [FS, 'hx.sleep', true, ['어젯밤에 잠 제대로 잤어요?']],
  [FS, 'hx.family', true, ['엄마 아빠 쪽 식구 중에 어릴 때 열나서 경련한 사람 있어요?']],
  [FS, 'hx.family', true, ['외가 쪽에 뇌전증 있는 분 계세요?']],
  [FS, 'hx.family', true, ['식구 중에 경련했던 사람 있어요?']],
  // A breast lump: its change with the cycle, pain at it, earlier breast disease by its treatment.
  [FA, 'hx.cycle', true, ['생리 전후로 크기나 아픈 정도가 달라지나요?']],
  [FA, 'hx.cycle', true, ['월경 때 멍울이 더 커지거나 아파요?']],
  [FA, 'hx.cycle', true, ['생리 주기에 따라 크기가 변해요?']],
  [FA, 'hx.pain', true, ['그 부위가 아프거나 쑤시진 않으세요?']],
  [FA, 'hx.pain', true, ['멍울 있는 데가 욱신거리거나 아파요?']],
  [FA, 'hx.pain', true, ['가슴이 아프진 않으세요?']],
  [FA, 'hx.pastMedical', true, ['예전에 가슴에 혹이나 염증 같은 걸로 치료받으신 적은요?']],
  [FA, 'hx.pastMedical', true, ['전에 유방 쪽 문제로 수술받은 적 있어요?']],
  // Not asked: the test had is a check-up; a relative's treatment is not the patient's history.
  [IDA, 'hx.pastMedical', false, ['혹시 갑상선 검사 받아 보신 적 있어요?']],
  [IDA, 'hx.pastMedical', false, ['피검사 해 보신 적 있어요?']],
  [IDA, 'hx.pastMedical', true, ['검사에서 이상 있다고 들은 적 있어요?']],
  [FA, 'hx.pastMedical', false, ['예전에 어머니가 가슴 혹으로 치료받으신 적 있어요?']],
];

describe('credits history asked in paraphrase, in run-on turns and with messy typing (round 6)', () => {
  checkRows(HISTORY_PARAPHRASED);
});

/** Counselling asked and explained in everyday words. */
const COUNSELLING_EVERYDAY: readonly Row[] = [
  [SMOKE, 'hx.withdrawal', true, ['그때 참느라 힘들었던 건 뭐였어요? 몸이나 기분이 어떻게 달라졌어요?']],
  [SMOKE, 'hx.withdrawal', true, ['끊었을 때 제일 힘들었던 게 뭐예요?']],
  [SMOKE, 'hx.withdrawal', true, ['안 피우는 동안 몸이 어떻게 달라졌어요?']],
  [SMOKE, 'hx.motivation', true, ['이번엔 어떤 계기로 끊어야겠다 마음먹으셨어요?']],
  [SMOKE, 'hx.motivation', true, ['끊기로 결심하신 이유가 뭐예요?']],
  [SMOKE, 'hx.triggers', true, ['주로 언제 담배 생각이 제일 많이 나세요?']],
  [SMOKE, 'hx.triggers', true, ['어떤 상황에서 담배 피우고 싶어지세요?']],
  // Explanations.
  [
    SMOKE,
    'ed.pharmacotherapy',
    true,
    ['먹는 금연약도 있고 붙이는 패치도 있어요. 같이 쓰면 훨씬 덜 힘들어요.'],
  ],
  [SMOKE, 'ed.pharmacotherapy', true, ['패치도 있고 껌도 있어요.']],
  [SMOKE, 'ed.withdrawal', true, ['담배 생각 나면 찬물 한 컵 마시고 5분만 버티면 지나가요.']],
  [SMOKE, 'ed.withdrawal', true, ['짜증 나고 잠 안 오는 건 2주에서 4주면 좋아져요.']],
  [SMOKE, 'ed.withdrawal', true, ['초조한 건 한두 주 지나면 나아져요.']],
  // A craving statement asks nothing about triggers.
  [SMOKE, 'hx.triggers', false, ['담배 생각 나면 찬물 한 컵 마시고 5분만 버티면 지나가요.']],
  // Empathy without blame.
  [SMOKE, 'rel.empathy', true, ['다시 피우게 된 게 의지가 약해서가 아니라 그만큼 끊기 어려운 거예요.']],
  [SMOKE, 'rel.empathy', true, ['세 번이나 시도하셨다는 게 대단한 거예요.']],
  [FA, 'rel.empathy', true, ['혼자 만져 보시고 얼마나 마음 졸이셨을지 짐작이 가요.']],
  [FA, 'rel.empathy', true, ['그동안 마음 많이 쓰이셨겠어요.']],
];

describe('credits counselling asked and explained in everyday words (round 6)', () => {
  checkRows(COUNSELLING_EVERYDAY);
});

/** Examinations given in plain words or as spoken instructions; declined ones are not done. */
const EXAMS_IN_PLAIN_WORDS: readonly Row[] = [
  [
    FS,
    'px.mentalStatus',
    true,
    ['우현아, 엄마 어디 있어? (눈을 맞추고 부르면 쳐다보는지, 장난감을 잡는지 본다)'],
  ],
  [FS, 'px.mentalStatus', true, ['(이름을 부르니까 쳐다보는지 본다)']],
  [FA, 'px.breast', true, ['(양쪽 가슴 모양을 비교해 본다)']],
  [
    FA,
    'px.breast',
    true,
    ['이제 누워서 오른팔을 머리 뒤로 해 주세요. (손가락 바닥으로 양쪽 가슴을 빙 돌아가며 눌러 본다)'],
  ],
  [FA, 'px.supraclavicular', true, ['(쇄골 위랑 목 옆을 만져 본다)']],
  [FA, 'px.supraclavicular', true, ['(귀 뒤랑 턱 밑을 만져 봄)']],
  [IDA, 'px.conjunctiva', true, ['(아래 눈꺼풀을 살짝 당겨 안쪽 색을 본다)']],
  [IDA, 'px.conjunctiva', true, ['눈 밑 좀 까 볼게요.']],
  [IDA, 'px.thyroid', true, ['침 한번 꿀꺽 삼켜 보세요. (목 앞쪽을 손으로 만져 본다)']],
  [IDA, 'px.thyroid', true, ['(목 앞부분 만짐)']],
  [NECK, 'px.tenderness', true, ['(목뒤 뼈랑 옆 근육 꾹꾹 눌러봄)']],
  [NECK, 'px.tenderness', true, ['목뼈 하나씩 눌러 볼게요.']],
  [NECK, 'px.rom', true, ['고개 숙여보세요 뒤로 젖혀보시고 양쪽으로 돌려보세요']],
  [NECK, 'px.rom', true, ['(고개를 숙여 보고 젖혀 보게 한다)']],
  [
    NECK,
    'px.spurling',
    true,
    ['고개를 오른쪽으로 돌리고 살짝 젖힌상태에서 제가 머리 위를 지그시 눌러볼게요 팔로 뻗치면 말해주세요'],
  ],
  [NECK, 'px.spurling', true, ['(고개를 아픈 쪽으로 기울이고 머리 위를 눌러 본다)']],
  [SBO, 'px.abdomenPalpation', true, ['배를 손으로 톡톡 두드려 보고 살살 눌러 볼게요.']],
  [SBO, 'px.abdomenPalpation', true, ['(배를 손가락으로 톡톡 두드려 봄)']],
  // Declined, not done.
  [IDA, 'px.edema', false, ['다리 붓는 건 없다고 하셨으니 다리는 안 볼게요.']],
  [IDA, 'px.thyroid', false, ['목은 오늘 안 만질게요.']],
  // "(목 옆 정맥…)" and "고개를 돌려 보세요" alone are no lymph nodes and no Spurling test.
  [NECK, 'px.spurling', false, ['고개를 오른쪽으로 돌려 보세요.']],
];

describe('credits examinations in plain words, not the ones declined (round 6)', () => {
  checkRows(EXAMS_IN_PLAIN_WORDS);
});

/** Encounter acts and explanations in their ordinary forms, and words that earn nothing. */
const ACTS_AND_EXPLANATIONS: readonly Row[] = [
  [FS, 'px.consent', true, ['이제 우현이 좀 볼게요. 엄마가 안고 계셔도 되고, 싫어하면 잠깐 멈출게요.']],
  [FS, 'px.consent', true, ['아기 가슴 좀 볼게요, 무서워하면 잠시 멈출게요.']],
  [FS, 'rel.openQuestion', true, ['많이 놀라셨죠. 어떤 일이 있었는지 처음부터 천천히 말씀해 주세요.']],
  [FS, 'rel.openQuestion', true, ['무슨 일이 있으셨는지 얘기해 주시겠어요?']],
  [SBO, 'ed.closing', true, ['그럼 더 궁금하신 건요?']],
  [SBO, 'ed.closing', true, ['또 궁금하신 거요?']],
  [SBO, 'ed.lifestyle', true, ['좀 나아지면 물부터 한 모금씩 자주 드시고 죽처럼 부드러운 걸로 시작하세요.']],
  [SBO, 'ed.lifestyle', true, ['물은 조금씩 자주 드세요.']],
  [SBO, 'ed.lifestyle', true, ['미음부터 드시고 괜찮으면 죽으로 넘어가세요.']],
  [
    FS,
    'ed.treatment',
    true,
    ['경련 약은 따로 안 먹여도 되고, 감기 때문에 나는 열은 해열제로 편하게 해 주면 돼요.'],
  ],
  [FA, 'ed.treatment', true, ['섬유선종이면 대부분 그냥 지켜보고, 커지거나 3cm가 넘으면 떼어 내요.']],
  [FA, 'ed.treatment', true, ['크기가 커지면 혹만 떼어 내면 돼요.']],
  // A past operation named as a cause plans no treatment.
  [
    SBO,
    'ed.treatment',
    false,
    ['예전에 하신 배 수술 때문에 장이 들러붙어서 꼬이고 막힌 것 같아요. 장폐색이라고 해요.'],
  ],
  [SBO, 'ed.treatment', false, ['수술 받으신 자리가 들러붙은 것 같아요.']],
  // Praise tells no warning sign; a self-introduction offers no service.
  [FS, 'ed.warningSigns', false, ['무서우셨을 텐데 바로 119 부르시고 잘하셨어요.']],
  [FS, 'ed.warningSigns', true, ['5분 넘게 떨거나 깨기 전에 또 하면 바로 119 부르세요.']],
  [SMOKE, 'ed.resources', false, ['안녕하세요, 금연클리닉 학생의사 한도경입니다.']],
  [SMOKE, 'ed.resources', true, ['보건소 금연클리닉 가시면 상담도 받고 패치도 무료로 받을 수 있어요.']],
];

describe('credits encounter acts and explanations in ordinary forms, not words without their meaning (round 6)', () => {
  checkRows(ACTS_AND_EXPLANATIONS);
});

/** [case, item, cited message, lines]: the evidence is the turn that earns the item. */
const CITES_THE_EARNING_TURN: readonly Row[] = [
  // The exam where it is done, not the consent turn that announced it.
  [
    SBO,
    'px.abdomenPalpation',
    'u2',
    [
      '이제 배를 좀 보고 만져 볼게요. 누르다가 아프시면 바로 말씀해 주세요.',
      '배를 손으로 톡톡 두드려 보고 살살 눌러 볼게요.',
    ],
  ],
  [
    SMOKE,
    'px.lung',
    'u2',
    [
      '청진기로 가슴 소리 좀 들어 볼게요, 괜찮으시죠?',
      '숨 크게 쉬어 보세요. (등이랑 가슴 여기저기 청진기를 댄다)',
    ],
  ],
  // A messy question without its '?' asks another item too: the turn asking this one alone earns.
  [
    BRONCH,
    'hx.cough',
    'u2',
    ['가래에 섞여나오는거에요 아님 피만 꿀럭 나와요', '평소 기침 가래는 어때요 색깔은'],
  ],
  // "토하신 건 언제부터였고" asks the onset; the content is asked next.
  [
    SBO,
    'hx.vomitus',
    'u2',
    [
      '토하신 건 언제부터였고, 지금까지 몇 번이나 하셨어요?',
      '뭐가 나왔어요? 음식물이에요, 아니면 노랗거나 초록색 물이에요?',
    ],
  ],
  // A statement about cravings does not ask when they come.
  [
    SMOKE,
    'hx.triggers',
    'u1',
    ['주로 언제 담배 생각이 제일 많이 나세요?', '담배 생각 나면 찬물 한 컵 마시고 5분만 버티면 지나가요.'],
  ],
  // The test had is a check-up; the illness question is the past history.
  [IDA, 'hx.pastMedical', 'u2', ['혹시 갑상선 검사 받아 보신 적 있어요?', '당뇨 있으세요? 고혈압은요?']],
  // The warning, not the praise; the service, not the introduction; the plan, not the cause.
  [
    FS,
    'ed.warningSigns',
    'u2',
    ['무서우셨을 텐데 바로 119 부르시고 잘하셨어요.', '5분 넘게 떨면 바로 119 부르세요.'],
  ],
  [
    SMOKE,
    'ed.resources',
    'u2',
    ['안녕하세요, 금연클리닉 학생의사 한도경입니다.', '보건소 금연클리닉 가시면 상담도 받을 수 있어요.'],
  ],
  [
    SBO,
    'ed.treatment',
    'u2',
    ['예전에 하신 배 수술 때문에 장이 막힌 것 같아요.', '금식하시고 수액 맞으면서 코로 관을 넣어 드릴게요.'],
  ],
];

describe('cites the turn that earns the item (round 6)', () => {
  checkRows(CITES_THE_EARNING_TURN);
});

const AMI = 'acute-myocardial-infarction';
const GAD = 'generalized-anxiety-disorder';
const BV = 'bacterial-vaginosis';

/**
 * The same classes in other presentations (sentences written after the fixes above, to check that
 * they hold beyond the transcripts they came from).
 */
const SAME_CLASSES_ELSEWHERE: readonly Row[] = [
  [GAD, 'hx.sleep', true, ['밤에 자다 자주 깨세요?']],
  [GAD, 'hx.sleep', true, ['잠드는 데 어려움은요?']],
  [GAD, 'hx.mood', true, ['재미있던 일도 재미가 없어요?']],
  [GAD, 'hx.mood', true, ['요즘 흥미가 좀 떨어지셨어요?']],
  [GAD, 'hx.avoidance', true, ['불안해서 피하게 되는 곳 있어요?']],
  [GAD, 'hx.stress', true, ['요즘 부담되는 일 있으세요?']],
  [GAD, 'hx.psychHistory', false, ['정신건강의학과 학생의사 김민지입니다.']],
  [AMI, 'ed.treatment', true, ['혈관 넓히는 스텐트 넣을 거예요']],
  [AMI, 'ed.treatment', true, ['막힌 혈관을 뚫는 시술을 할 거예요.']],
  [AMI, 'hx.family', false, ['가족분들도 담배 피우시는 거 아세요?']],
  [AMI, 'px.legs', true, ['(발목 꾹 눌러서 들어가는지 봄)']],
  [AMI, 'px.jvp', true, ['(목 옆 정맥이 부풀었는지 본다)']],
  [BV, 'ed.tests', true, ['분비물 조금 묻혀서 현미경으로 보고 pH도 잴게요']],
  [BV, 'ed.lifestyle', true, ['세정제로 안쪽 씻지 마시고 물로 바깥만 씻으세요']],
  [BV, 'ed.lifestyle', true, ['당분간 관계할 때 콘돔 쓰세요']],
  [BV, 'px.pelvic', false, ['내진은 오늘 안 할게요.']],
  ['type-2-diabetes-mellitus', 'ed.lifestyle', true, ['밥 양 조금 줄이시고 하루 30분씩 걸으세요']],
  [
    'benign-paroxysmal-positional-vertigo',
    'px.dixHallpike',
    true,
    ['누우면서 고개를 옆으로 돌릴게요 눈 뜨고 제 코 보세요'],
  ],
  // An instruction list is no question: "…마시고 …씻으세요" asks nothing.
  [BV, 'hx.hygiene', false, ['세정제로 안쪽 씻지 마시고 물로 바깥만 씻으세요']],
  [BV, 'hx.hygiene', true, ['세정제로 안쪽까지 씻으세요?']],
];

describe('holds the same classes in other presentations (round 6)', () => {
  checkRows(SAME_CLASSES_ELSEWHERE);
});

/** Older tuning transcripts' last misses, by class. */
const OLDER_TUNING_CLASSES: readonly Row[] = [
  // Messy typing asks what the patient takes; it explains no treatment.
  ['anal-fissure', 'hx.medication', true, ['아스피린 같은 약 먹어요']],
  ['anal-fissure', 'hx.medication', true, ['혈압약같은거 먹어요']],
  // A sinus tachycardia told in lay words, with its cause.
  [
    'caffeine-pseudoephedrine-induced-palpitations',
    'ed.diagnosis',
    true,
    ['커피랑 감기약에 든 슈도에페드린 때문에 심장이 빨리 뛰는 것으로 보여요.'],
  ],
  // "언제부터 심해졌어요?" asks when it began: not the course, not the cycle and flow.
  ['adenomyosis', 'hx.onset', true, ['생리통이 언제부터 심해졌어요?']],
  ['adenomyosis', 'hx.course', false, ['생리통이 언제부터 심해졌어요?']],
  ['adenomyosis', 'hx.menstrual', false, ['생리통이 언제부터 심해졌어요?']],
  ['adenomyosis', 'hx.course', true, ['생리통이 처음보다 점점 심해져요?']],
  ['adenomyosis', 'hx.menstrual', true, ['생리 주기는 규칙적이고 양은 어때요?']],
  // A baby's pain shown by drawing the legs up.
  ['intussusception', 'hx.character', true, ['다리를 배 쪽으로 끌어당기면서 울어요?']],
  ['intussusception', 'hx.character', true, ['아플 때 무릎을 오므리고 자지러지게 울어요?']],
];

describe("closes the older tuning transcripts' last classes (round 6)", () => {
  checkRows(OLDER_TUNING_CLASSES);
});

const AP = 'acute-appendicitis';
const CAP = 'community-acquired-pneumonia';
const CY = 'acute-cystitis';

/**
 * The classes (paraphrases, lists and elliptical follow-ups, messy typing, exams described,
 * acts and explanation content, deferrals and negated actions) written afresh for three common
 * presentations; the misses among them on their first run are fixed in this round (jolting pain,
 * McBurney's point and Rovsing's and Murphy's signs described, blood in what is coughed up asked
 * on its own, '자주 가요? 참기 힘들어요?', voiding after intercourse).
 */
const COMMON_PRESENTATIONS: readonly Row[] = [
  [AP, 'hx.location', true, ['처음엔 어디가 아팠어요? 지금은요?']],
  [AP, 'hx.location', true, ['아픈데 손으로 가리켜 보실래요']],
  [AP, 'hx.duration', true, ['계속 아파요 아니면 아팠다 안아팠다 해요?']],
  [AP, 'hx.course', true, ['어제랑 비교하면요?']],
  [AP, 'hx.nauseaVomiting', true, ['속 메스꺼워요? 토했어요?']],
  [AP, 'hx.nauseaVomiting', true, ['토할거같은건']],
  [AP, 'hx.stool', true, ['변은요? 설사나 변비는?']],
  [AP, 'hx.stool', true, ['대변 색깔은 괜찮고요?']],
  [AP, 'hx.urinary', true, ['소변 볼 때는요?']],
  [AP, 'hx.factors', true, ['걷거나 기침할 때 더 울려요?']],
  [AP, 'hx.event', true, ['아프기 전에 뭐 특별한 거 드셨어요?']],
  [AP, 'hx.surgery', true, ['배 수술 받아보신 적?']],
  [AP, 'hx.alcohol', true, ['술 자주 해요?']],
  [AP, 'px.appendixSigns', true, ['(오른쪽 아랫배 배꼽이랑 골반뼈 사이 꾹 누름)']],
  [AP, 'px.appendixSigns', true, ['(왼쪽 아랫배 눌렀을 때 오른쪽이 아픈지 봄)']],
  [AP, 'px.rebound', false, ['(반발압통은 너무 아파하셔서 확인하지 않는다)']],
  [AP, 'px.rebound', true, ['(꾹 눌렀다가 확 뗌)']],
  [AP, 'px.cva', true, ['(등 옆구리 주먹으로 톡톡 침)']],
  [AP, 'px.murphy', true, ['(오른쪽 갈비뼈 밑에 손 넣고 숨 들이쉬게 함)']],
  [AP, 'px.abdomenLook', true, ['(배 청진하고 눌러봄)']],
  [AP, 'ed.treatment', true, ['수술로 맹장을 떼어 내야 해요. 오늘 입원하세요.']],
  [AP, 'ed.tests', true, ['피검사랑 복부 CT 찍어볼게요']],
  [AP, 'ed.diagnosis', true, ['맹장염 같아요']],
  [AP, 'ed.differentials', true, ['장염이나 요로결석일 수도 있어서 확인해야 해요']],
  [CAP, 'hx.sputum', true, ['가래 색깔은?']],
  [CAP, 'hx.hemoptysis', true, ['피섞여나오는건?']],
  [CAP, 'hx.dyspnea', true, ['숨 찬거는여']],
  [CAP, 'hx.constitutional', true, ['살 빠졌어요? 밤에 땀은?']],
  [CAP, 'hx.contacts', true, ['주변에 기침하는 사람 있어요?']],
  [CAP, 'hx.smoking', true, ['담배 펴요?']],
  [CAP, 'hx.exposure', true, ['무슨 일 하세요? 새 키워요?']],
  [CAP, 'hx.smoking', false, ['담배 얘기는 이따가 하고요']],
  [CAP, 'px.throat', true, ['아 해보세요']],
  [CAP, 'px.lungPercussion', true, ['(등 두드려봄)']],
  [CAP, 'px.chestInspection', true, ['(숨 쉴 때 가슴 움직임 봄)']],
  [CAP, 'ed.lifestyle', true, ['물 많이 드시고 푹 쉬세요. 담배는 끊으세요.']],
  [CAP, 'ed.warningSigns', true, ['숨이 더 차거나 열이 안 떨어지면 바로 오세요']],
  [CAP, 'ed.treatment', true, ['먹는 항생제 일주일 처방할게요']],
  [CY, 'hx.storage', true, ['자주 가요? 참기 힘들어요?']],
  [CY, 'hx.nocturia', true, ['밤에 소변보러 몇번 깨요']],
  [CY, 'hx.voiding', true, ['소변 줄기 약하거나 끊겨요?']],
  [CY, 'hx.postVoid', true, ['보고 나서도 남은 느낌은요?']],
  [CY, 'hx.hematuria', true, ['소변 색은요? 피 비쳐요?']],
  [CY, 'hx.drinks', true, ['물은 하루에 얼마나 마셔요?']],
  [CY, 'hx.sexual', true, ['최근 성관계는요?']],
  [CY, 'hx.discharge', true, ['냉은 어때요?']],
  [CY, 'hx.experience', true, ['방광염 전에도 걸려봤어요?']],
  [CY, 'px.bladder', true, ['(아랫배 눌러봄)']],
  [CY, 'px.cva', true, ['(등 뒤 옆구리 두드려봄)']],
  [CY, 'ed.lifestyle', true, ['물 자주 드시고 소변 참지 마세요']],
  [CY, 'ed.lifestyle', true, ['관계 후에 소변 보세요']],
  [CY, 'ed.warningSigns', true, ['열나거나 옆구리 아프면 바로 오세요']],
  [CY, 'ed.tests', true, ['소변검사 하고 균 배양도 볼게요']],
  [CY, 'ed.treatment', true, ['항생제 3일 드실게요']],
];

describe('credits the issue classes in common presentations (round 6)', () => {
  checkRows(COMMON_PRESENTATIONS);
});

const BP = 'bell-palsy';
const PPD = 'postpartum-depression-suicidal-ideation';
const EC = 'ruptured-ectopic-pregnancy';
const HT = 'essential-hypertension';

/**
 * The same for weakness, a suicide-risk counselling, a gynaecological emergency and hypertension;
 * fixed here on their first run: a face's palsy in plain words, touch compared on both sides, and
 * orientation asked as the mental status exam.
 */
const MORE_PRESENTATIONS: readonly Row[] = [
  [BP, 'hx.face', true, ['얼굴 한쪽이 처졌어요? 물 마실 때 흘리고?']],
  [BP, 'hx.face', true, ['눈이 잘 안 감겨요?']],
  [BP, 'hx.swallow', true, ['삼키는 건 괜찮아요? 사레 들리고?']],
  [BP, 'hx.vision', true, ['물체가 두 개로 보이거나 흐려요?']],
  [BP, 'hx.gait', true, ['걸을때 휘청거려요?']],
  [BP, 'hx.sphincter', true, ['소변이나 대변 실수한 적은요?']],
  [BP, 'hx.event', true, ['최근에 감기 걸렸거나 귀 주변 물집 생긴 적?']],
  [BP, 'px.cranialNerves', true, ['이마 한번 찡그려 보세요. 눈 꼭 감아 보시고 볼에 바람 넣어 보세요.']],
  [BP, 'px.motor', true, ['제 손 꽉 쥐어 보세요. 팔 들고 버텨 보세요.']],
  [BP, 'px.sensory', true, ['(양쪽 얼굴이랑 팔 살살 만지며 느낌 같은지 물어봄)']],
  [BP, 'px.reflexes', true, ['(무릎이랑 팔꿈치 망치로 톡톡)']],
  [BP, 'px.cerebellar', true, ['손가락으로 제 손가락 끝이랑 코를 번갈아 짚어 보세요']],
  [BP, 'px.mentalStatus', true, ['오늘이 며칠이에요? 여기가 어디예요?']],
  [BP, 'ed.treatment', true, ['스테로이드 먹는 약 일주일 드릴게요. 눈 안 감기니까 인공눈물 넣으세요.']],
  [BP, 'ed.warningSigns', true, ['팔다리 힘이 빠지거나 말이 어눌해지면 바로 응급실 오세요']],
  [PPD, 'hx.mood', true, ['요즘 마음은 어떠세요?']],
  [PPD, 'hx.ideation', true, ['다 그만두고 싶다거나 사라지고 싶다는 생각 드세요?']],
  [PPD, 'hx.plan', true, ['어떻게 할지 생각해 보신 적도 있어요?']],
  [PPD, 'hx.means', true, ['집에 모아둔 약 같은 거 있어요?']],
  [PPD, 'hx.attempt', true, ['죽고 싶다는 생각 드세요?', '실제로 해 보신 적 있어요?']],
  [PPD, 'hx.hopelessness', true, ['앞으로 나아질 거라는 희망이 안 보여요?']],
  [PPD, 'hx.neuroveg', true, ['잠이랑 입맛은 어때요?']],
  [PPD, 'hx.protective', true, ['그래도 버티게 해 주는 게 있다면 뭐예요?']],
  [PPD, 'hx.support', true, ['힘들 때 얘기할 수 있는 사람 있어요?']],
  [PPD, 'hx.living', true, ['지금 누구랑 같이 살아요?']],
  [PPD, 'px.selfHarm', true, ['(손목이랑 팔에 상처 있는지 본다)']],
  [PPD, 'ed.safetyPlan', true, ['위험한 생각 들면 남편분한테 바로 말하고, 약은 남편분이 맡아 주세요']],
  [PPD, 'ed.referral', true, ['정신건강의학과 선생님께 오늘 바로 연결해 드릴게요']],
  [PPD, 'ed.resources', true, ['힘들면 밤에도 109로 전화하세요']],
  [PPD, 'ed.confidentiality', true, ['여기서 하신 얘기는 비밀로 지켜져요']],
  [PPD, 'ed.diagnosis', true, ['출산 후에 오는 산후우울증으로 보여요']],
  [EC, 'hx.lmp', true, ['마지막 생리 언제였어요? 임신 가능성은?']],
  [EC, 'hx.lmp', true, ['LMP?']],
  [EC, 'hx.radiation', true, ['어깨 쪽으로 뻗치는 느낌은요?']],
  [EC, 'ed.treatment', true, ['배 안에 피가 고여서 바로 수술해야 해요']],
  [EC, 'ed.tests', true, ['소변 임신검사랑 질 초음파 할게요']],
  [HT, 'hx.homeBp', true, ['집에서 혈압 재 보세요? 보통 얼마 나와요?']],
  [HT, 'hx.snoring', true, ['자면서 코 골거나 숨 멈춘다는 얘기 들었어요?']],
  [HT, 'hx.diet', true, ['음식 짜게 드세요?']],
  [HT, 'hx.exercise', true, ['운동은 하세요?']],
  [HT, 'hx.weight', true, ['최근에 살 찌셨어요?']],
  [HT, 'hx.cardiac', true, ['가슴 아프거나 숨찬 적은요?']],
  [HT, 'hx.renal', true, ['소변에 거품 나거나 몸 붓는 건요?']],
  [HT, 'px.fundus', true, ['(불 끄고 눈 안쪽을 검안경으로 들여다봄)']],
  [HT, 'px.renalBruit', true, ['(배꼽 옆에 청진기 대 봄)']],
  [HT, 'px.peripheral', true, ['(발등 맥박 만져 봄)']],
  [HT, 'px.anthropometry', true, ['(허리둘레 재고 몸무게 잼)']],
  // Round 22 decision: this patient smokes and drinks and his case tells him to stop and cut: both are asked.
  [
    HT,
    'ed.lifestyle',
    false,
    ['국물은 남기시고 싱겁게 드세요. 하루 30분 걸으세요.'],
    'round 22: smoking and drink not told',
  ],
  [HT, 'ed.lifestyle', true, ['국물은 남기시고 싱겁게 드세요. 하루 30분 걸으시고 술 줄이고 담배 끊으세요.']],
  [HT, 'ed.treatment', true, ['혈압약 하나 시작할게요']],
  [HT, 'ed.followUp', true, ['한 달 뒤에 혈압 수첩 가지고 오세요']],
  [HT, 'ed.tests', true, ['피검사로 콩팥 기능이랑 콜레스테롤 보고 심전도도 찍을게요']],
];

describe('credits the issue classes in more presentations (round 6)', () => {
  checkRows(MORE_PRESENTATIONS);
});

const OM = 'acute-otitis-media-toddler';

/**
 * A feverish toddler asked of the parent; fixed on the first run: the skin looked over in words and a
 * syrup the parent will give ('아목시실린 시럽 열흘 먹일게요'). Lethargy and a fit are not the headache or
 * stiff-neck item.
 */
const FEVERISH_TODDLER: readonly Row[] = [
  [OM, 'hx.onset', true, ['열은 언제부터 났어요?']],
  [OM, 'hx.course', true, ['어제보다 열이 더 올라요 아님 좀 떨어져요?']],
  [OM, 'hx.chills', true, ['열 날 때 덜덜 떨어요?']],
  [OM, 'hx.respiratory', true, ['콧물이나 기침은요?']],
  [OM, 'hx.gastrointestinal', true, ['토하거나 설사는요?']],
  [OM, 'hx.urinary', true, ['쉬할 때 울거나 기저귀 냄새 심해요?']],
  [OM, 'hx.cns', false, ['많이 처지거나 경련한 적은요?']],
  [OM, 'hx.cns', true, ['머리 아파하거나 목 뻣뻣해 보여요?']],
  [OM, 'hx.rash', true, ['몸에 뭐 난 건 없어요?']],
  [OM, 'hx.antipyretic', true, ['해열제 먹였어요? 언제 몇 미리?']],
  [OM, 'hx.contacts', true, ['어린이집에 요즘 아픈 애들 있어요?']],
  [OM, 'hx.vaccination', true, ['예방접종은 제때 다 맞췄어요?']],
  [OM, 'hx.intake', true, ['잘 먹어요? 물이나 우유는?']],
  [OM, 'hx.intake', true, ['분유 평소만큼 먹어요?']],
  [OM, 'hx.activity', true, ['평소처럼 잘 놀아요?']],
  [OM, 'hx.pastMedical', true, ['태어나서 크게 아팠던 적 있어요?']],
  [OM, 'px.throatEar', true, ['(귀에 불빛 비춰서 고막 봄)']],
  [OM, 'px.throatEar', true, ['아 해 볼까? (목 안 봄)']],
  [OM, 'px.lymphNodes', true, ['(목 옆 멍울 만져 봄)']],
  [OM, 'px.skin', true, ['(옷 올려서 피부에 뭐 났는지 봄)']],
  [OM, 'px.abdomen', true, ['(배 살살 만져 봄)']],
  [OM, 'px.meningeal', true, ['(고개를 앞으로 숙여 뻣뻣한지 봄)']],
  // Round 19 decision (EXAMINER-RULES, consent): a carer asked to hold the child invites no stop or report.
  [OM, 'px.consent', false, ['우리 아가 귀 좀 볼게요. 어머니가 머리 좀 잡아 주세요.']],
  [OM, 'ed.diagnosis', true, ['귀 안에 염증이 생긴 중이염이에요']],
  [OM, 'ed.treatment', true, ['아목시실린 시럽 열흘 먹일게요']],
  [OM, 'ed.warningSigns', true, ['목을 못 숙이거나 축 처지면 바로 오세요']],
  [OM, 'ed.tests', true, ['지금은 피검사 안 해도 돼요']],
];

describe('credits a feverish toddler asked of the parent and examined in words (round 6)', () => {
  checkRows(FEVERISH_TODDLER);
});
