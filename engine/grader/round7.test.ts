/**
 * Issue 17, round 7: classes of learner wording written out in sentences of our own (none taken
 * from the locked part), before the grader was changed for them. Each row: case, item, whether an
 * examiner credits it (bench/grader/EXAMINER-RULES.md), the learner's lines.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const APP = 'acute-appendicitis';
const CAP = 'community-acquired-pneumonia';
const IDA = 'iron-deficiency-anemia';
const B12 = 'vitamin-b12-deficiency-post-gastrectomy';
const MYCO = 'mycoplasma-pneumonia-child';
const BINGE = 'binge-drinking-college-student-contemplation';
const MDD = 'major-depressive-disorder';
const HG = 'hyperemesis-gravidarum';
const HPS = 'hypertrophic-pyloric-stenosis';
const IPV = 'intimate-partner-violence';
const EHEC = 'enterohemorrhagic-escherichia-coli-infection';

/**
 * A polite permission ("여쭤봐도 될까요", "말씀드려도 될까요", "확인해도 될까요") attached to an act
 * that is not the examination asks no consent to examine.
 */
const PERMISSION_FOR_OTHER_ACTS: readonly Row[] = [
  [APP, 'px.consent', false, ['성함과 연세를 여쭤봐도 될까요?']],
  [APP, 'px.consent', false, ['몇 가지 여쭤봐도 될까요?']],
  [APP, 'px.consent', false, ['제가 들은 걸 정리해서 말씀드려도 될까요?']],
  [APP, 'px.consent', false, ['지금 드시는 약 좀 확인해도 될까요?']],
  [APP, 'px.consent', false, ['검사 결과를 말씀드려도 괜찮을까요?']],
  [APP, 'px.consent', false, ['담배 피우시는지 물어봐도 괜찮을까요?']],
  [APP, 'px.consent', false, ['개인적인 질문 좀 드려도 괜찮으시겠어요?']],
  [APP, 'px.consent', false, ['보호자분 연락처 확인해 봐도 될까요?']],
  [APP, 'px.consent', false, ['지금부터 몇 가지 물어볼게요. 괜찮으시죠?']],
  [APP, 'px.consent', false, ['이제 어떤 병인지 설명드릴게요. 괜찮으세요?']],
  [APP, 'px.consent', false, ['생리 관련해서 좀 여쭤봐도 될까요? 불편하시면 말씀해 주세요.']],
  [APP, 'px.consent', false, ['이름 물어봐도 돼?']],
  [APP, 'px.consent', false, ['메모 좀 하면서 들어도 될까요?']],
  [CAP, 'px.consent', false, ['담배 얘기 좀 해도 될까요?']],
  [IDA, 'px.consent', false, ['생리 양 좀 여쭤봐도 괜찮을까요?']],
  [B12, 'px.consent', false, ['지금 드시는 약 좀 확인해도 될까요? 영양제나 한약도요.']],
  [B12, 'px.consent', false, ['제 생각을 말씀드려도 될까요? 비타민이 부족해서 생긴 빈혈 같아요.']],
  [APP, 'px.consent', false, ['몇 가지 여쭤봐도 될까요? 불편하시면 말씀해 주세요.']],
];

/** Consent to examine in plain words, 반말 and typos: what will be done plus a permission or an invitation. */
const EXAM_CONSENT_PLAIN: readonly Row[] = [
  [APP, 'px.consent', true, ['배 좀 눌러볼게요, 괜찮으시죠?']],
  [APP, 'px.consent', true, ['배 좀 볼게요 괜찮으세요?']],
  [APP, 'px.consent', true, ['누우신 상태에서 배를 눌러 볼 건데 아프면 말해 주세요']],
  [APP, 'px.consent', true, ['배 좀 만져봐도 돼요?']],
  [APP, 'px.consent', true, ['배 좀 만져볼게 괜찮지?']],
  [APP, 'px.consent', true, ['배 눌러봐두 될까요?']],
  [APP, 'px.consent', true, ['진찰해도 되까요?']],
  [APP, 'px.consent', true, ['지금부터 진찰할게요, 괜찮으세요?']],
  [APP, 'px.consent', true, ['physical exam 좀 해도 될까요?']],
  [APP, 'px.consent', true, ['성함이랑 나이는 확인했고요, 이제 배 좀 봐도 될까요?']],
  [CAP, 'px.consent', true, ['청진기 대볼게요 괜찮으세요?']],
  [CAP, 'px.consent', true, ['가슴 소리 좀 들어봐도 될까요?']],
  [CAP, 'px.consent', true, ['옷 좀 올리고 등 두드려 볼게요. 불편하면 말씀하세요']],
  [IDA, 'px.consent', true, ['눈 밑 좀 볼게요 괜찮으시죠?']],
  [IDA, 'px.consent', true, ['진찰 좀 해도 괜찮을까요?']],
  // Questions and an examination announced together, with a permission, are consent to the exam.
  ['alzheimer-disease', 'px.consent', true, ['몇 가지 여쭤보고 간단한 기억력 검사를 할게요. 괜찮으세요?']],
  [APP, 'px.consent', true, ['몇 가지 더 물어보고 배 좀 눌러 볼게요, 괜찮으시죠?']],
  // Announcing alone is still not consent.
  [APP, 'px.consent', false, ['배 좀 볼게요.']],
  [APP, 'px.consent', false, ['진찰하겠습니다.']],
];

describe('exam consent: permission for another act is not consent; plain-word consent is (round 7)', () => {
  checkRows([...PERMISSION_FOR_OTHER_ACTS, ...EXAM_CONSENT_PLAIN]);
});

/** "환자의 이름과 나이를 확인했다": name and age (or date of birth); the name alone is not met. */
const IDENTITY: readonly Row[] = [
  [APP, 'rel.identity', false, ['성함이 어떻게 되세요?']],
  [APP, 'rel.identity', false, ['안녕하세요, 학생의사 김하늘입니다. 성함이 어떻게 되세요?']],
  [APP, 'rel.identity', false, ['김민준 님 맞으시죠?']],
  [APP, 'rel.identity', false, ['성함이??']],
  [APP, 'rel.identity', false, ['성함만 먼저 여쭤볼게요.']],
  [APP, 'rel.identity', true, ['성함이랑 나이 여쭤봐도 될까요?']],
  [APP, 'rel.identity', true, ['성함과 생년월일 말씀해 주시겠어요?']],
  [APP, 'rel.identity', true, ['성함이 어떻게 되세요?', '연세는요?']],
  [APP, 'rel.identity', true, ['이름 나이 확인할게요']],
  [APP, 'rel.identity', true, ['김민준 님, 스물네 살 맞으세요?']],
  [APP, 'rel.identity', true, ['이름이랑 나이?']],
  [APP, 'rel.identity', true, ['성함하고 몇 살인지 알려 주세요']],
  [CAP, 'rel.identity', true, ['환자분 성함, 연세 확인하겠습니다']],
  ['simple-febrile-seizure', 'rel.identity', true, ['아이 이름이랑 몇 개월인지 알려 주시겠어요?']],
  ['simple-febrile-seizure', 'rel.identity', false, ['아이 이름이 뭐예요?']],
];

describe('identity needs the name and the age (round 7)', () => {
  checkRows(IDENTITY);

  checkRows([
    [
      APP,
      'rel.identity',
      'u2',
      ['성함이 어떻게 되세요?', '연세는요?'],
      'cites the turn that completes the name and the age',
    ],
  ]);
});

/** Examinations described in plain words or given as instructions while examining. */
const EXAMS_IN_PLAIN_WORDS: readonly Row[] = [
  [APP, 'px.abdomenLook', true, ['배 좀 볼게요']],
  [APP, 'px.abdomenLook', true, ['배 모양 좀 볼게요, 옷 좀 올려 주세요']],
  [APP, 'px.abdomenPalpation', true, ['배 좀 눌러볼게요, 괜찮으시죠?']],
  [APP, 'px.abdomenPalpation', true, ['배 여기저기 살살 눌러 볼게요 아프면 말해요']],
  [CAP, 'px.lungAuscultation', true, ['숨 크게 쉬어보세요']],
  [CAP, 'px.lungAuscultation', true, ['숨 크게 들이마셨다가 내쉬세요~']],
  [CAP, 'px.lungAuscultation', true, ['크게 숨 쉬어 봐']],
  [CAP, 'px.lungAuscultation', true, ['폐소리 들을게요']],
  [CAP, 'px.lungAuscultation', true, ['청진기 대볼게요 괜찮으세요?']],
  [CAP, 'px.lungPercussion', true, ['등 좀 톡톡 두드려 볼게요']],
  [CAP, 'px.throat', true, ['입 크게 벌리고 아~ 해보세요']],
  [CAP, 'px.lymphNodes', true, ['목 옆에 멍울 있는지 만져볼게요']],
  [IDA, 'px.conjunctiva', true, ['눈 밑 좀 볼게요']],
  [IDA, 'px.conjunctiva', true, ['아래 눈꺼풀 좀 내려 볼게요']],
  [IDA, 'px.conjunctiva', true, ['(아래 눈꺼풀 당겨서 봄)']],
  [IDA, 'px.conjunctiva', true, ['눈밑 까볼게여']],
  [IDA, 'px.heart', true, ['심장 소리 좀 들어볼게요']],
  [IDA, 'px.heart', true, ['숨 크게 쉬어 보세요']],
  // A breath held for another purpose, and a look at something else, are not these exams.
  [APP, 'px.abdomenLook', false, ['배 아픈 건 좀 볼게요, 언제부터 아프셨어요?']],
  [IDA, 'px.conjunctiva', false, ['눈 밑이 까매지셨어요?']],
  [CAP, 'px.lungAuscultation', false, ['숨 크게 쉬면 가슴 아파요?']],
  [MYCO, 'px.lungAuscultation', true, ['숨 크게 쉬어 봐, 후~ 다시 한 번']],
  [MYCO, 'px.throat', true, ['준서야 입 아~ 크게 벌려 볼까?']],
  [MYCO, 'px.throat', true, ['목 안 좀 볼게요, 아~ 해 볼까?']],
  [CAP, 'px.throat', true, ['(입 벌리게 하고 목 안쪽 봄)']],
  // Tenderness asked while pressing is the sign examined.
  [APP, 'px.appendixSigns', true, ['오른쪽 아랫배 여기 누르면 아파요?']],
  [APP, 'px.appendixSigns', true, ['왼쪽 누를 때 오른쪽이 울려요?']],
  [APP, 'px.appendixSigns', true, ['(오른쪽 아랫배 누르며) 여기 아파요?']],
];

describe('credits examinations described in plain words (round 7)', () => {
  checkRows(EXAMS_IN_PLAIN_WORDS);

  checkRows([
    [
      MYCO,
      'px.lungAuscultation',
      'u2',
      [
        '어머님, 준서 진찰 좀 해도 될까요? 준서야, 선생님이 가슴 소리 좀 들어볼게, 괜찮지?',
        '숨 크게 쉬어 봐, 후~ 다시 한 번',
      ],
      'cites the instruction given while listening, not the consent turn that announced it',
    ],
  ]);
});

/** History asked in paraphrase, 반말, typos, no spaces and English terms. */
const HISTORY_MESSY: readonly Row[] = [
  [CAP, 'hx.onset', true, ['기침 언제부터?']],
  [CAP, 'hx.onset', true, ['언제부터 기침했어']],
  [CAP, 'hx.course', true, ['처음보다 기침 더 심해졌어요?']],
  [CAP, 'hx.course', true, ['점점 나빠져요 아님 좀 나아져요?']],
  [CAP, 'hx.sputum', true, ['가래 나와요? 색깔은?']],
  [CAP, 'hx.sputum', true, ['sputum 있어요?']],
  [CAP, 'hx.sputum', true, ['가래끼 있어여']],
  [CAP, 'hx.hemoptysis', true, ['가래에 피섞여나와요?']],
  [CAP, 'hx.fever', true, ['열났어?']],
  [CAP, 'hx.fever', true, ['fever 있었어요?']],
  [CAP, 'hx.fever', true, ['으슬으슬 춥진 않았어요?']],
  [CAP, 'hx.dyspnea', true, ['숨차요?']],
  [CAP, 'hx.dyspnea', true, ['숨쉬기 힘들어요?']],
  [CAP, 'hx.smoking', true, ['담배 펴요?']],
  [CAP, 'hx.smoking', true, ['smoking 하세요? 하루 몇갑']],
  [CAP, 'hx.checkup', true, ['x-ray 찍어보셨어요?']],
  [CAP, 'hx.medication', true, ['먹는약?']],
  [CAP, 'hx.medication', true, ['혈압약 드시는거있어요?']],
  [CAP, 'hx.contacts', true, ['주변에 기침하는 사람?']],
  [CAP, 'hx.pastMedical', true, ['결핵이나 천식 앓은적?']],
  [CAP, 'hx.exposure', true, ['일 뭐해요? 먼지 많은 데서 일해요?']],
  [CAP, 'hx.upperAirway', true, ['콧물은? 목뒤로 넘어가는거']],
  [CAP, 'hx.reflux', true, ['신물 올라오는건요?']],
  [CAP, 'hx.constitutional', true, ['살 빠졋어요? 밤에 땀은']],
  [CAP, 'hx.checkup', true, ['최근에 x-ray 찍은적']],
  [CAP, 'hx.checkup', true, ['X-ray 찍어 본 적 있어요?']],
  [CAP, 'hx.checkup', true, ['요즘 가슴 사진 찍어보셨어요?']],
  [APP, 'hx.location', true, ['처음 아팠던 데랑 지금 아픈 데가 같아요?']],
  [APP, 'hx.location', true, ['아픈 자리가 처음이랑 달라졌어요?']],
  // "괜찮다가 또 아프고" asks whether the pain comes and goes, not an earlier episode.
  [APP, 'hx.experience', false, ['계속 아파요, 아니면 괜찮다가 또 아프고 그래요?']],
  [APP, 'hx.experience', true, ['전에도 배가 이렇게 아픈 적 있었어요?']],
  // Said, not asked.
  [CAP, 'hx.smoking', false, ['담배는 끊으셔야 해요.']],
  [CAP, 'hx.fever', false, ['열 나면 해열제 드세요.']],
];

describe('credits history asked in paraphrase and messy typing (round 7)', () => {
  checkRows(HISTORY_MESSY);
});

/** Empathy and summaries in everyday words. */
const RELATIONSHIP_EVERYDAY: readonly Row[] = [
  [CAP, 'rel.empathy', true, ['기침때문에 잠도 못주무셨겠어요']],
  [CAP, 'rel.empathy', true, ['밤에 통 못 주무셨겠네요.']],
  [CAP, 'rel.empathy', false, ['잠은 잘 주무세요?']],
  [CAP, 'rel.summary', true, ['그러니까 사흘전부터 누런가래 나오는 기침에 열이 나고 숨이 찬거죠?']],
  [CAP, 'rel.summary', true, ['정리하면 사흘 전부터 기침하고 열나고 숨이 찬 거 맞죠?']],
  [CAP, 'rel.summary', false, ['그러니까 기침은 언제부터 시작된 거죠?']],
];

describe('credits empathy and summaries in everyday words (round 7)', () => {
  checkRows(RELATIONSHIP_EVERYDAY);
});

/** A deficiency anaemia named by what is lacking and the anaemia ("B12가 부족해서 생긴 빈혈"). */
const DIAGNOSIS_LAY: readonly Row[] = [
  [B12, 'ed.diagnosis', true, ['위 수술 뒤에 비타민 B12가 흡수가 안 돼서 생긴 빈혈 같아요.']],
  [B12, 'ed.diagnosis', true, ['B12가 부족해서 생긴 빈혈이에요.']],
  [B12, 'ed.diagnosis', true, ['비타민 B12 결핍으로 인한 빈혈로 보입니다.']],
  [B12, 'ed.diagnosis', false, ['빈혈 같아요.']],
  [B12, 'ed.diagnosis', false, ['철분이 부족해서 생긴 빈혈 같아요.']],
  [IDA, 'ed.diagnosis', true, ['철분이 부족해서 생긴 빈혈 같아요.']],
];

describe('credits a deficiency anaemia named by what is lacking (round 7)', () => {
  checkRows(DIAGNOSIS_LAY);
});

/** Counselling and prenatal questions and advice in a student's everyday words (second batch). */
const COUNSELLING_AND_PRENATAL: readonly Row[] = [
  [BINGE, 'hx.pattern', true, ['보통 누구랑 마셔요?']],
  [BINGE, 'hx.pattern', true, ['어떤 때 주로 술 마셔요?']],
  [BINGE, 'hx.cageE', true, ['아침에 일어나서 해장한다고 한 잔 더 한 적 있어요?']],
  [BINGE, 'hx.cageE', true, ['다음 날 속 풀려고 또 마셔요?']],
  [BINGE, 'hx.consequences', true, ['술 마시고 수업 빠진 적 있어요?']],
  [BINGE, 'hx.consequences', true, ['술 때문에 지각하거나, 다치거나, 친구랑 다툰 적은요?']],
  [BINGE, 'px.tremor', true, ['손 앞으로 쭉 뻗어 보세요.']],
  [BINGE, 'px.tremor', true, ['(양손 앞으로 펴서 떨리는지 봄)']],
  [BINGE, 'ed.motivation', true, ['지난번에 넘어져서 다친 거 생각하면, 지금부터 줄이시는 게 좋겠어요.']],
  [BINGE, 'ed.motivation', false, ['지금부터 줄이시는 게 좋겠어요.']],
  // A self-introduction naming a psychiatry department asks no psychiatric history.
  [
    MDD,
    'hx.psychHistory',
    false,
    ['안녕하세요, 정신건강의학과 실습 학생 김도윤입니다. 성함 말씀해 주시겠어요?'],
  ],
  [MDD, 'hx.psychHistory', true, ['전에 정신과 진료 받아 보신 적 있으세요?']],
  [HG, 'hx.prenatalCare', true, ['병원은 꾸준히 다니고 있어요? 검사한 거 이상 없었구요?']],
  [HG, 'hx.prenatalCare', false, ['엽산 먹어요?']],
  [HG, 'hx.bleeding', true, ['피비침은요?']],
  [HG, 'hx.bleeding', true, ['배 뭉치는 거는']],
  [HG, 'ed.lifestyle', true, ['조금씩 자주 드시고, 담배랑 술은 안 돼요']],
  // Told, not asked: smoking and drinking ruled out earn no history.
  [HG, 'hx.habits', false, ['담배랑 술은 절대 안 돼요.']],
];

describe('credits counselling and prenatal wording of the second batch (round 7)', () => {
  checkRows(COUNSELLING_AND_PRENATAL);
});

/** A parent telling about an infant, and partner violence asked and explained in everyday words (third batch). */
const INFANT_AND_VIOLENCE: readonly Row[] = [
  [HPS, 'rel.identity', true, ['아기 이름이랑 태어난 지 며칠 됐어요?']],
  [HPS, 'rel.identity', true, ['아기 이름하고 생후 몇 주인지 알려 주세요.']],
  [HPS, 'rel.identity', false, ['아기 이름이 뭐예요?']],
  [HPS, 'hx.food', true, ['분유 바꾼 적 있어요?']],
  [HPS, 'hx.food', true, ['모유 먹여요, 분유 먹여요?']],
  [HPS, 'hx.contacts', true, ['집에 비슷하게 토하는 식구 있어요?']],
  [HPS, 'hx.pastMedical', true, ['태어날 때 이상 있다는 얘기 들었어요?']],
  [IPV, 'hx.suicide', true, ['다 내려놓고 싶다는 생각 드신 적 있으세요?']],
  [IPV, 'hx.living', true, ['생활비는 어떻게 하세요?']],
  [IPV, 'hx.living', true, ['아이들은 몇 살이에요?']],
  [IPV, 'px.injuries', true, ['(팔이랑 등 멍 크기 재서 기록)']],
  [IPV, 'px.injuries', true, ['다치신 곳 좀 살펴볼게요, 싫으시면 말씀하세요.']],
  [IPV, 'px.mentalStatus', true, ['(말할 때 시선을 피하고 목소리가 떨리는지 관찰)']],
  [IPV, 'ed.confidentiality', true, ['동의 없이는 누구에게도 알려지지 않아요.']],
  [IPV, 'ed.confidentiality', true, ['여기서 하신 얘기는 누구한테도 말하지 않아요.']],
  // A permission about something else than the exam.
  [IPV, 'px.consent', false, ['오늘 집에 돌아가셔도 괜찮으시겠어요?']],
  [IPV, 'px.consent', false, ['오늘 밤 지낼 곳은 괜찮으시겠어요?']],
  [IPV, 'px.consent', true, ['다친 데 좀 볼게요.', '괜찮으시겠어요?']],
];

describe('credits an infant told about and partner violence in everyday words (round 7)', () => {
  checkRows(INFANT_AND_VIOLENCE);
});

/** A child's diarrhoea told by the mother (fourth batch). */
const DIARRHOEA_CAREGIVER: readonly Row[] = [
  [EHEC, 'hx.contacts', true, ['같이 먹은 친구들도 배탈 났어요?']],
  [EHEC, 'hx.contacts', true, ['집에 설사하는 식구 또 있어요?']],
  [EHEC, 'ed.diagnosis', true, ['균이 든 음식을 먹고 생긴 세균성 장염 같아요.']],
  [EHEC, 'ed.diagnosis', true, ['식중독 같아요.']],
  [EHEC, 'ed.diagnosis', false, ['장염 같아요.']],
  [EHEC, 'ed.treatment', true, ['물이랑 이온음료 조금씩 자주 먹이고, 설사 멈추는 약은 먹이지 마세요']],
  [EHEC, 'ed.lifestyle', true, ['화장실 다녀오면 손 꼭 씻기고, 수건은 따로 쓰게 해 주세요']],
];

describe('credits a child’s diarrhoea told by the mother (round 7)', () => {
  checkRows(DIARRHOEA_CAREGIVER);

  checkRows([
    [
      EHEC,
      'ed.lifestyle',
      'u2',
      ['물이랑 이온음료 조금씩 자주 먹이세요.', '화장실 다녀오면 손 꼭 씻기고, 음식은 따로 드세요.'],
      'cites the advice the item names, not earlier advice of another kind',
    ],
  ]);
});
