/**
 * Fixed vocabularies of the case library.
 *
 * Every fact in a case, every checklist item and every learner action is addressed by a key from
 * one of these lists. The patient engine maps a learner's utterance to keys, looks the keys up in
 * the case, and the grader checks which keys were touched. A key therefore has to mean one thing
 * only; when two keys could answer the same question, the descriptions below say where the line
 * is. Keys are stable identifiers (stored in grading results): rename a key only together with a
 * migration of stored results. Labels and descriptions can be reworded freely.
 */

/** A key with a learner-facing Korean label and a one-line note for authors and the engine. */
export interface VocabEntry {
  readonly label: string;
  readonly description: string;
}

/** Object keys as a non-empty tuple, the shape `z.enum` needs. */
function keysOf<T extends object>(o: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
}

// ---------------------------------------------------------------------------------------------
// Presentations (임상표현): primaryCategory -> secondaryCategory, names exactly as in cpx.md.
// ---------------------------------------------------------------------------------------------

export const PRESENTATIONS = {
  소화기: ['급성복통', '소화불량/만성복통', '토혈', '혈변', '구토', '변비', '설사', '황달'],
  순환기: ['가슴통증', '실신', '두근거림', '고혈압', '이상지질혈증'],
  호흡기: ['기침', '콧물/코막힘', '객혈', '호흡곤란'],
  비뇨기: ['다뇨', '핍뇨', '붉은색 소변', '배뇨이상', '요실금'],
  전신: ['발열', '쉽게 멍이 듦', '피로', '체중감소', '체중증가'],
  '근골격/피부': ['관절통증', '목통증', '허리통증', '피부발진'],
  '정신/신경': [
    '기분변화',
    '불안',
    '수면장애',
    '기억력저하',
    '어지럼',
    '두통',
    '경련',
    '근력/감각이상',
    '의식장애',
    '떨림/운동이상',
  ],
  '여성/소아': [
    '유방덩이/통증',
    '질분비물',
    '질출혈',
    '월경이상',
    '월경통',
    '산전진찰',
    '성장/발달지연',
    '예방접종',
  ],
  상담: ['음주', '금연', '물질오남용', '나쁜 소식 전하기', '가정폭력', '성폭력', '자살'],
} as const;

export type PrimaryCategory = keyof typeof PRESENTATIONS;
export type SecondaryCategory = (typeof PRESENTATIONS)[PrimaryCategory][number];

export const PRIMARY_CATEGORIES = keysOf(PRESENTATIONS);
export const SECONDARY_CATEGORIES = Object.values(PRESENTATIONS).flat() as [
  SecondaryCategory,
  ...SecondaryCategory[],
];

/** Ascii slugs: case files live in content/cases/<primary slug>/. */
export const PRIMARY_SLUGS = {
  소화기: 'gastrointestinal',
  순환기: 'cardiovascular',
  호흡기: 'respiratory',
  비뇨기: 'genitourinary',
  전신: 'systemic',
  '근골격/피부': 'musculoskeletal-skin',
  '정신/신경': 'psychiatry-neurology',
  '여성/소아': 'women-children',
  상담: 'counselling',
} as const satisfies Record<PrimaryCategory, string>;

/** Stable ascii slug per presentation: URLs, checklist item ids, file names. */
export const PRESENTATION_SLUGS = {
  급성복통: 'acute-abdominal-pain',
  '소화불량/만성복통': 'dyspepsia-chronic-abdominal-pain',
  토혈: 'hematemesis',
  혈변: 'hematochezia',
  구토: 'vomiting',
  변비: 'constipation',
  설사: 'diarrhea',
  황달: 'jaundice',
  가슴통증: 'chest-pain',
  실신: 'syncope',
  두근거림: 'palpitations',
  고혈압: 'hypertension',
  이상지질혈증: 'dyslipidemia',
  기침: 'cough',
  '콧물/코막힘': 'rhinorrhea-nasal-congestion',
  객혈: 'hemoptysis',
  호흡곤란: 'dyspnea',
  다뇨: 'polyuria',
  핍뇨: 'oliguria',
  '붉은색 소변': 'red-urine',
  배뇨이상: 'voiding-difficulty',
  요실금: 'urinary-incontinence',
  발열: 'fever',
  '쉽게 멍이 듦': 'easy-bruising',
  피로: 'fatigue',
  체중감소: 'weight-loss',
  체중증가: 'weight-gain',
  관절통증: 'joint-pain',
  목통증: 'neck-pain',
  허리통증: 'low-back-pain',
  피부발진: 'skin-rash',
  기분변화: 'mood-change',
  불안: 'anxiety',
  수면장애: 'sleep-disturbance',
  기억력저하: 'memory-loss',
  어지럼: 'dizziness',
  두통: 'headache',
  경련: 'seizure',
  '근력/감각이상': 'weakness-sensory-change',
  의식장애: 'altered-consciousness',
  '떨림/운동이상': 'tremor-movement-disorder',
  '유방덩이/통증': 'breast-lump-pain',
  질분비물: 'vaginal-discharge',
  질출혈: 'vaginal-bleeding',
  월경이상: 'menstrual-irregularity',
  월경통: 'dysmenorrhea',
  산전진찰: 'prenatal-care',
  '성장/발달지연': 'growth-developmental-delay',
  예방접종: 'vaccination',
  음주: 'alcohol-counselling',
  금연: 'smoking-cessation',
  물질오남용: 'substance-misuse',
  '나쁜 소식 전하기': 'breaking-bad-news',
  가정폭력: 'domestic-violence',
  성폭력: 'sexual-violence',
  자살: 'suicide-risk',
} as const satisfies Record<SecondaryCategory, string>;

/** The system a presentation belongs to (presentation names are unique across systems). */
export function primaryOf(secondary: SecondaryCategory): PrimaryCategory {
  for (const p of PRIMARY_CATEGORIES) {
    if ((PRESENTATIONS[p] as readonly string[]).includes(secondary)) return p;
  }
  throw new Error(`unknown presentation: ${secondary}`);
}

export function isPresentationPair(primary: string, secondary: string): boolean {
  return (
    Object.hasOwn(PRESENTATIONS, primary) &&
    (PRESENTATIONS[primary as PrimaryCategory] as readonly string[]).includes(secondary)
  );
}

// ---------------------------------------------------------------------------------------------
// History topics: what the learner can ask about. A case stores one answer per topic, in the
// patient's words. Yes/no symptoms are NOT topics; they live in SYMPTOMS.
// ---------------------------------------------------------------------------------------------

export const HISTORY_TOPIC_GROUPS = {
  core: 'OLDCoExCAFE',
  background: '외과약사가여',
  focused: '감별 질문',
  counselling: '상담',
} as const;
export type HistoryTopicGroup = keyof typeof HISTORY_TOPIC_GROUPS;

interface TopicEntry extends VocabEntry {
  readonly group: HistoryTopicGroup;
}

export const HISTORY_TOPICS = {
  // O L D Co Ex C A F E
  onset: { group: 'core', label: '발병 시기', description: '증상이 언제, 어떻게(갑자기/서서히) 시작되었나' },
  location: { group: 'core', label: '위치', description: '어디가 아픈가/불편한가, 위치가 옮겨 갔나' },
  duration: {
    group: 'core',
    label: '지속 시간',
    description: '한 번 생기면 얼마나 가나, 계속되나 있다 없다 하나(빈도 포함)',
  },
  course: { group: 'core', label: '경과', description: '처음보다 좋아지나 나빠지나, 변화 양상' },
  experience: {
    group: 'core',
    label: '이전 경험',
    description: '전에도 비슷한 증상이 있었나, 그때 진단·치료',
  },
  character: { group: 'core', label: '양상', description: '어떤 느낌인가(쥐어짜는, 찌르는, 뻐근한 등)' },
  severity: { group: 'core', label: '강도', description: '얼마나 심한가(0-10점), 일상생활에 지장 정도' },
  radiation: { group: 'core', label: '방사', description: '통증이 다른 곳으로 뻗치나' },
  associated: {
    group: 'core',
    label: '동반 증상(자발 언급)',
    description: '"다른 불편한 곳은요?"에 환자가 스스로 꼽는 것; 개별 증상 여부는 SYMPTOMS로 답한다',
  },
  aggravating: {
    group: 'core',
    label: '악화 요인',
    description: '무엇을 하면(먹으면, 움직이면, 자세) 심해지나',
  },
  relieving: { group: 'core', label: '완화 요인', description: '무엇을 하면 덜해지나, 해 본 조치와 효과' },
  event: {
    group: 'core',
    label: '선행 사건',
    description: '증상 전에 있었던 일(먹은 것, 활동, 감기, 스트레스 사건)',
  },
  checkup: {
    group: 'core',
    label: '건강검진·이전 검사',
    description: '최근 건강검진, 내시경, 혈액검사 등과 그 결과',
  },

  // 외 과 약 사 가 여 (+ 여행)
  trauma: { group: 'background', label: '외상력', description: '최근 다치거나 부딪힌 적, 넘어진 적' },
  pastMedical: {
    group: 'background',
    label: '과거력',
    description: '앓고 있거나 앓았던 병(고혈압, 당뇨, 간질환, 결핵 등)',
  },
  medication: {
    group: 'background',
    label: '약물력',
    description: '복용 중인 약(처방약, 일반약, 건강보조식품, 한약 포함)',
  },
  surgery: { group: 'background', label: '수술·입원력', description: '수술 받은 적, 입원한 적' },
  allergy: { group: 'background', label: '알레르기', description: '약물·음식 알레르기' },
  smoking: {
    group: 'background',
    label: '흡연',
    description: '담배를 피우나, 하루 양과 기간(갑년); (소아) 집에서 담배 피우는 사람(간접흡연)',
  },
  alcohol: { group: 'background', label: '음주', description: '술의 종류, 한 번에 마시는 양, 얼마나 자주' },
  caffeine: { group: 'background', label: '카페인', description: '커피·에너지음료 등 하루 섭취량' },
  diet: {
    group: 'background',
    label: '식습관',
    description: '평소 식사(규칙성, 짠 음식, 기름진 음식, 야식)',
  },
  exercise: { group: 'background', label: '운동', description: '평소 운동 종류와 빈도' },
  occupation: { group: 'background', label: '직업', description: '하는 일, 근무 형태, 직업상 노출' },
  living: {
    group: 'background',
    label: '생활환경',
    description: '누구와 사나, 주거, 돌봐 주는 사람, 경제 상황',
  },
  family: {
    group: 'background',
    label: '가족력',
    description: '가족 중 비슷한 병이나 주요 질환이 있는 사람',
  },
  lmp: { group: 'background', label: '마지막 월경', description: '마지막 월경 시작일' },
  pregnancy: { group: 'background', label: '임신 가능성', description: '현재 임신 가능성, 임신 중이면 주수' },
  obstetric: { group: 'background', label: '산과력', description: '임신·출산·유산 횟수와 분만 방법' },
  contraception: { group: 'background', label: '피임', description: '피임 여부와 방법' },
  sexual: {
    group: 'background',
    label: '성생활력',
    description: '성관계 여부, 상대, 보호 여부, 최근 새 상대',
  },
  travel: { group: 'background', label: '여행력', description: '최근 국내외 여행, 캠핑·산행' },
  bloodExposure: {
    group: 'background',
    label: '혈액 노출',
    description:
      '수혈, 문신·피어싱, 주사기 공동 사용, 직업상 바늘 찔림 등 혈액 매개 감염 위험(성 접촉은 sexual)',
  },

  // Focused (discriminating) questions used across presentations
  appetite: { group: 'focused', label: '식욕', description: '입맛이 어떤가, 변했나' },
  weightChange: {
    group: 'focused',
    label: '체중 변화',
    description: '최근 몇 달 사이 몸무게 변화(몇 kg, 의도했는지)',
  },
  sleep: { group: 'focused', label: '수면', description: '잠은 잘 자나, 잠드는 데/깨는 데 문제' },
  sleepHygiene: {
    group: 'focused',
    label: '수면 습관',
    description: '잠자리 드는 시간, 자기 전 습관(스마트폰, 술, 낮잠), 교대근무',
  },
  mood: { group: 'focused', label: '기분', description: '요즘 기분이 어떤가(우울, 무기력, 들뜸)' },
  stress: { group: 'focused', label: '스트레스', description: '최근 스트레스(일, 가족, 경제)와 그 정도' },
  ideasConcerns: {
    group: 'focused',
    label: '환자의 생각·걱정',
    description: '본인이 생각하는 원인, 걱정하는 것, 바라는 것',
  },
  dailyFunction: {
    group: 'focused',
    label: '일상생활 기능',
    description: '일·집안일·혼자 씻고 옷 입기 등 일상생활에 지장이 있나',
  },
  stoolColor: { group: 'focused', label: '대변 색', description: '변 색깔(검은색, 빨간 피, 회색)' },
  stoolCharacter: {
    group: 'focused',
    label: '대변 양상',
    description: '변의 굳기·모양·횟수·양, 점액이나 피가 섞이나',
  },
  bowelHabit: {
    group: 'focused',
    label: '배변 습관',
    description: '평소 배변 횟수와 최근 바뀐 점, 힘주기, 변비·설사 교대',
  },
  vomitus: { group: 'focused', label: '구토물', description: '토한 것(음식물, 노란 물, 커피색, 피), 횟수' },
  foodHistory: {
    group: 'focused',
    label: '최근 섭취 음식',
    description: '증상 전 먹은 음식(날것, 외식, 상한 음식)',
  },
  sickContact: {
    group: 'focused',
    label: '주변 유사 증상자',
    description: '함께 먹었거나 지내는 사람 중 비슷한 증상, 감염자 접촉(결핵 등)',
  },
  urination: {
    group: 'focused',
    label: '배뇨 양상',
    description: '소변 볼 때 불편감, 횟수, 줄기, 밤에 깨는 횟수 전반',
  },
  urineColor: { group: 'focused', label: '소변 색', description: '소변 색(진한 갈색, 붉은색, 거품)' },
  urineVolume: { group: 'focused', label: '소변량', description: '하루 소변 양이 늘었나 줄었나' },
  fluidIntake: { group: 'focused', label: '수분 섭취', description: '하루 마시는 물·음료의 양' },
  menstrualPattern: {
    group: 'focused',
    label: '월경력',
    description: '초경, 월경 주기·기간·양, 규칙성, 폐경 여부',
  },
  cervicalScreening: {
    group: 'focused',
    label: '자궁경부암 검진',
    description: '최근 자궁경부 세포검사와 결과',
  },
  breastfeeding: { group: 'focused', label: '수유', description: '현재 모유 수유 중인가' },
  prenatalCare: {
    group: 'focused',
    label: '산전 관리',
    description: '이번 임신에서 받은 진찰·검사와 결과, 엽산 복용',
  },
  fetalMovement: { group: 'focused', label: '태동', description: '태동을 느끼나, 줄었나' },
  environmentalExposure: {
    group: 'focused',
    label: '환경 노출',
    description: '반려동물, 먼지·곰팡이, 새로 쓴 화장품·세제, 화학물질 노출',
  },
  prodrome: {
    group: 'focused',
    label: '전구 증상',
    description: '쓰러지거나 발작하기 직전에 느낀 것(식은땀, 눈앞 캄캄, 이상한 냄새)',
  },
  witness: {
    group: 'focused',
    label: '목격자 진술',
    description: '옆에서 본 사람이 말한 모습(얼마나, 떨었는지, 얼굴색)',
  },
  recovery: {
    group: 'focused',
    label: '회복 양상',
    description: '정신이 든 뒤 상태(바로 또렷했나, 멍했나, 얼마나 걸렸나)',
  },
  homeBloodPressure: {
    group: 'focused',
    label: '가정 혈압',
    description: '집이나 다른 곳에서 잰 혈압 수치',
  },
  adherence: {
    group: 'focused',
    label: '복약 순응도',
    description: '처방받은 약을 빠뜨리지 않고 먹나, 임의로 끊었나',
  },
  psychiatricHistory: {
    group: 'focused',
    label: '정신과 치료력',
    description: '우울증 등으로 진료·상담·약물 치료를 받은 적',
  },
  birthHistory: {
    group: 'focused',
    label: '출생력',
    description: '(소아) 재태 주수, 출생 체중, 분만 방법, 신생아 때 문제',
  },
  feeding: { group: 'focused', label: '수유·식사', description: '(소아) 먹는 양, 수유·이유식·편식' },
  growth: { group: 'focused', label: '성장', description: '(소아) 키·몸무게 변화, 또래와 비교' },
  development: {
    group: 'focused',
    label: '발달',
    description: '(소아) 목 가누기, 걷기, 말하기 등 발달 이정표',
  },
  vaccination: { group: 'focused', label: '예방접종력', description: '어떤 예방접종을 일정대로 맞았나' },
  adverseReaction: {
    group: 'focused',
    label: '이전 이상반응',
    description: '이전 예방접종·약물 후 생긴 이상반응(고열, 경련, 두드러기 등)',
  },

  // Counselling
  drinkingPattern: {
    group: 'counselling',
    label: '음주 상황',
    description: '언제·누구와·왜 마시나, 혼자 마시나, 음주 시작 시기와 변화(양·빈도는 alcohol)',
  },
  bingeDrinking: {
    group: 'counselling',
    label: '폭음 빈도',
    description: '한 번에 소주 1병(남 7잔/여 5잔) 이상 마시는 날이 얼마나 자주',
  },
  cageCutDown: {
    group: 'counselling',
    label: '절주 필요성 인식(CAGE-C)',
    description: '술을 줄여야겠다고 느낀 적이 있나',
  },
  cageAnnoyed: {
    group: 'counselling',
    label: '음주 비난에 대한 짜증(CAGE-A)',
    description: '주변에서 술 마시는 것을 나무라서 짜증 난 적이 있나',
  },
  cageGuilty: {
    group: 'counselling',
    label: '음주 죄책감(CAGE-G)',
    description: '술 마신 것에 대해 죄책감을 느낀 적이 있나',
  },
  cageEyeOpener: {
    group: 'counselling',
    label: '해장술(CAGE-E)',
    description: '아침에 정신 차리려고(해장술) 마신 적이 있나',
  },
  blackout: { group: 'counselling', label: '필름 끊김', description: '술 마신 뒤 기억이 안 나는 일' },
  consequences: {
    group: 'counselling',
    label: '사용으로 인한 문제',
    description: '술·담배·약물로 생긴 건강·직장·가정·법적 문제(음주운전, 다침)',
  },
  tolerance: { group: 'counselling', label: '내성', description: '같은 효과를 보려고 양이 늘었나' },
  withdrawal: {
    group: 'counselling',
    label: '금단 증상',
    description: '끊거나 줄였을 때 손떨림, 식은땀, 불안, 잠 못 잠, 환각',
  },
  craving: { group: 'counselling', label: '갈망', description: '참기 어려울 만큼 하고 싶은 마음이 드나' },
  triggers: {
    group: 'counselling',
    label: '유발 상황',
    description: '담배·약물을 찾게 되는 상황(식후, 스트레스, 술자리)',
  },
  nicotineDependence: {
    group: 'counselling',
    label: '니코틴 의존도',
    description: '아침에 일어나 첫 담배까지 시간, 금연 구역에서 참기 어려운가',
  },
  substanceUse: {
    group: 'counselling',
    label: '사용 물질',
    description: '사용하는 약물·물질의 종류, 양, 방법, 기간',
  },
  substanceSource: {
    group: 'counselling',
    label: '구입 경로',
    description: '약물을 어떻게 구하나(처방, 지인, 인터넷)',
  },
  quitAttempts: {
    group: 'counselling',
    label: '이전 중단 시도',
    description: '끊어 보려 한 적, 방법, 얼마나 버텼나, 다시 시작한 이유',
  },
  motivation: { group: 'counselling', label: '변화 이유', description: '끊거나 줄이고 싶은 이유, 중요도' },
  readinessToChange: {
    group: 'counselling',
    label: '변화 준비도',
    description: '지금 끊거나 줄일 생각이 얼마나 있나(변화 단계), 자신감',
  },
  priorKnowledge: {
    group: 'counselling',
    label: '환자가 아는 것',
    description: '(나쁜 소식) 검사 이유와 결과에 대해 지금 알고 있는 것',
  },
  informationPreference: {
    group: 'counselling',
    label: '알고 싶은 정도',
    description: '(나쁜 소식) 결과를 얼마나 자세히, 누구와 함께 듣고 싶나',
  },
  supportSystem: {
    group: 'counselling',
    label: '지지 체계',
    description: '의지할 수 있는 가족·친구, 도움을 청할 곳',
  },
  violenceHistory: {
    group: 'counselling',
    label: '폭력 내용',
    description: '언제부터, 어떤 폭력(신체·언어·경제·성적)을, 얼마나 자주',
  },
  perpetrator: { group: 'counselling', label: '가해자', description: '누가 그랬나, 가해자와의 관계' },
  lethalityRisk: {
    group: 'counselling',
    label: '위험도',
    description: '흉기 사용, 목 조르기, 죽이겠다는 위협, 폭력이 점점 심해지나',
  },
  safety: {
    group: 'counselling',
    label: '현재 안전',
    description: '지금 집에 돌아가도 안전한가, 자녀는 안전한가, 피할 곳',
  },
  assaultDetails: {
    group: 'counselling',
    label: '피해 경위',
    description: '(성폭력) 언제, 어디서, 어떤 행위(삽입, 콘돔, 사정), 약물·술 관련',
  },
  postAssaultActions: {
    group: 'counselling',
    label: '피해 후 행동',
    description: '(성폭력) 그 뒤 씻었나, 옷을 갈아입었나, 소변·양치했나',
  },
  reportingIntent: { group: 'counselling', label: '신고 의사', description: '신고했나, 신고할 생각이 있나' },
  suicidalIdeation: {
    group: 'counselling',
    label: '자살 생각',
    description: '죽고 싶다는 생각을 하나, 얼마나 자주·구체적으로',
  },
  suicidePlan: { group: 'counselling', label: '자살 계획', description: '언제, 어떻게 할지 계획을 세웠나' },
  suicideMeans: {
    group: 'counselling',
    label: '자살 수단',
    description: '방법에 쓸 수단을 구했거나 가까이 있나(약 모으기, 번개탄 등)',
  },
  suicideAttempt: { group: 'counselling', label: '자살 시도력', description: '이전 자살 시도나 자해 경험' },
  protectiveFactors: {
    group: 'counselling',
    label: '보호 요인',
    description: '살아야 할 이유, 붙잡아 주는 사람이나 신념',
  },
} as const satisfies Record<string, TopicEntry>;

export type HistoryTopic = keyof typeof HISTORY_TOPICS;
export const HISTORY_TOPIC_KEYS = keysOf(HISTORY_TOPICS);

// ---------------------------------------------------------------------------------------------
// Symptoms: yes/no questions ("열은 없으세요?"). A case lists pertinent positives AND negatives;
// a symptom the case does not list is absent (the patient says no).
// ---------------------------------------------------------------------------------------------

export const SYMPTOMS = {
  // 전신
  fever: { label: '발열', description: '열이 남' },
  chills: { label: '오한', description: '춥고 떨림' },
  fatigue: { label: '피로감', description: '피곤하고 기운이 없음' },
  weightLoss: { label: '체중 감소', description: '의도하지 않게 살이 빠짐' },
  weightGain: { label: '체중 증가', description: '살이 찜' },
  nightSweats: { label: '야간 발한', description: '자면서 옷이 젖을 만큼 땀을 흘림' },
  coldSweat: { label: '식은땀', description: '증상과 함께 식은땀이 남' },
  polydipsia: { label: '다갈', description: '목이 자주 말라 물을 많이 마심' },
  coldIntolerance: { label: '추위 못 견딤', description: '남들보다 추위를 많이 탐' },
  heatIntolerance: { label: '더위 못 견딤', description: '남들보다 더위를 많이 탐' },
  lymphNodeSwelling: { label: '멍울', description: '목·겨드랑이·사타구니에 만져지는 멍울' },
  lethargy: { label: '처짐', description: '(소아) 아이가 축 처지고 잘 놀지 않음' },
  polyuria: {
    label: '다뇨',
    description: '소변 양이 눈에 띄게 많아짐(자주 보는 것은 frequency, "소변 양은요?"는 urineVolume)',
  },

  // 피부·출혈
  rash: { label: '발진', description: '피부에 뭐가 돋음' },
  itching: { label: '가려움', description: '피부가 가려움' },
  easyBruising: { label: '쉽게 멍듦', description: '부딪힌 기억 없이 멍이 잘 듦' },
  gumBleeding: { label: '잇몸 출혈', description: '양치할 때 잇몸에서 피가 남' },
  epistaxis: { label: '코피', description: '코피가 자주 남' },
  hairLoss: { label: '탈모', description: '머리카락이 많이 빠짐' },
  redEyes: { label: '눈 충혈', description: '눈이 빨개짐' },
  lipCracking: { label: '입술 갈라짐', description: '입술이 빨갛고 갈라짐' },
  hirsutism: { label: '다모', description: '얼굴·몸에 굵은 털이 많아짐' },
  acne: { label: '여드름', description: '여드름이 늘어남' },

  // 이비인후·눈
  soreThroat: { label: '인후통', description: '목이 아픔' },
  rhinorrhea: { label: '콧물', description: '콧물이 남' },
  nasalCongestion: { label: '코막힘', description: '코가 막힘' },
  sneezing: { label: '재채기', description: '재채기를 자주 함' },
  postnasalDrip: { label: '후비루', description: '콧물이 목 뒤로 넘어감' },
  hoarseness: { label: '쉰 목소리', description: '목소리가 쉼' },
  earPain: { label: '귀 통증', description: '귀가 아픔' },
  hearingLoss: { label: '청력 저하', description: '잘 안 들림' },
  tinnitus: { label: '이명', description: '귀에서 소리가 남' },
  earFullness: { label: '귀 먹먹함', description: '귀가 꽉 찬 느낌' },
  blurredVision: { label: '시야 흐림', description: '눈이 침침하거나 흐려 보임' },
  diplopia: { label: '복시', description: '물체가 두 개로 보임' },
  photophobia: { label: '눈부심', description: '빛을 보면 눈이 부시고 불편함' },
  anosmia: { label: '후각 저하', description: '냄새를 잘 못 맡음' },
  mouthUlcers: { label: '구강 궤양', description: '입안이 헐거나 궤양이 반복해서 생김' },

  // 호흡기
  cough: { label: '기침', description: '기침을 함' },
  sputum: { label: '가래', description: '가래가 나옴' },
  hemoptysis: { label: '객혈', description: '기침할 때 피나 피 섞인 가래가 나옴' },
  dyspnea: { label: '호흡곤란', description: '숨이 참' },
  wheezing: { label: '쌕쌕거림', description: '숨 쉴 때 쌕쌕 소리가 남' },
  snoring: { label: '코골이', description: '잘 때 코를 골거나 숨을 멈춤' },

  // 순환기
  chestPain: { label: '가슴 통증', description: '가슴이 아프거나 답답함' },
  palpitation: { label: '두근거림', description: '가슴이 두근거림' },
  syncope: { label: '실신', description: '정신을 잃고 쓰러짐' },
  presyncope: { label: '실신 전 느낌', description: '눈앞이 캄캄해지며 쓰러질 것 같음' },
  orthopnea: { label: '기좌호흡', description: '누우면 숨이 차서 베개를 높임' },
  pnd: { label: '발작성 야간 호흡곤란', description: '자다가 숨이 차서 깸' },
  edema: { label: '부종', description: '얼굴·손발·다리가 부음' },
  claudication: { label: '파행', description: '걸으면 종아리가 아파 쉬어야 함' },
  calfPain: {
    label: '종아리 통증',
    description: '쉬어도 종아리가 아프거나 당김(걸을 때만 아프고 쉬면 나으면 claudication)',
  },

  // 소화기
  nausea: { label: '메스꺼움', description: '속이 메슥거림' },
  vomiting: { label: '구토', description: '토함' },
  abdominalPain: { label: '복통', description: '배가 아픔' },
  abdominalDistension: { label: '복부 팽만', description: '배가 더부룩하거나 불러 옴' },
  heartburn: { label: '속쓰림', description: '명치나 가슴이 쓰림' },
  acidReflux: { label: '신물', description: '신물이 넘어옴' },
  dysphagia: { label: '삼킴곤란', description: '음식이 잘 안 넘어감' },
  odynophagia: { label: '삼킴통', description: '삼킬 때 아픔' },
  earlySatiety: { label: '조기 포만감', description: '조금만 먹어도 배부름' },
  diarrhea: { label: '설사', description: '묽은 변을 자주 봄' },
  constipation: { label: '변비', description: '변을 잘 못 봄' },
  hematochezia: { label: '혈변', description: '변에 빨간 피가 섞이거나 묻음' },
  melena: { label: '흑색변', description: '짜장면처럼 까만 변' },
  hematemesis: { label: '토혈', description: '피나 커피 찌꺼기 같은 것을 토함' },
  tenesmus: { label: '잔변감', description: '변을 보고도 덜 본 느낌' },
  jaundice: { label: '황달', description: '눈이나 피부가 노래짐' },
  analPain: { label: '항문 통증', description: '변 볼 때나 평소 항문이 아픔' },
  fecalIncontinence: { label: '변실금', description: '대변이나 가스를 참지 못하고 지림' },

  // 비뇨기
  dysuria: { label: '배뇨통', description: '소변 볼 때 아프거나 화끈거림' },
  frequency: { label: '빈뇨', description: '소변을 자주 봄' },
  urgency: { label: '급박뇨', description: '소변이 갑자기 급하게 마려움' },
  nocturia: { label: '야간뇨', description: '자다가 소변 때문에 깸' },
  hematuria: { label: '혈뇨', description: '소변에 피가 보임' },
  residualUrine: { label: '잔뇨감', description: '소변을 보고도 남은 느낌' },
  weakStream: { label: '약한 소변 줄기', description: '소변 줄기가 가늘고 약함' },
  hesitancy: { label: '배뇨 지연', description: '소변이 바로 나오지 않고 한참 기다려야 함' },
  intermittency: { label: '단절뇨', description: '소변이 나오다 끊겼다 함' },
  terminalDribbling: { label: '배뇨 후 점적', description: '소변 끝에 방울방울 떨어짐' },
  flankPain: { label: '옆구리 통증', description: '옆구리가 아픔' },
  urinaryIncontinence: { label: '요실금', description: '소변이 참지 못하고 샘' },
  foamyUrine: { label: '거품뇨', description: '소변에 거품이 많음' },
  urethralDischarge: { label: '요도 분비물', description: '요도에서 고름 같은 것이 나옴' },

  // 여성
  vaginalDischarge: { label: '질 분비물', description: '냉이 늘거나 색·냄새가 변함' },
  vaginalItching: { label: '외음부 가려움', description: '질·외음부가 가려움' },
  vaginalBleeding: { label: '질 출혈', description: '월경 아닌 때 피가 비침' },
  postcoitalBleeding: { label: '성교 후 출혈', description: '성관계 후 피가 비침' },
  pelvicPain: { label: '골반통', description: '아랫배·골반이 아픔' },
  dyspareunia: { label: '성교통', description: '성관계할 때 아픔' },
  breastLump: { label: '유방 멍울', description: '가슴에 멍울이 만져짐' },
  breastPain: { label: '유방 통증', description: '가슴이 아픔' },
  nippleDischarge: { label: '유두 분비물', description: '유두에서 분비물이 나옴' },
  hotFlush: { label: '안면 홍조', description: '얼굴이 화끈 달아오름' },

  // 근골격
  jointPain: { label: '관절통', description: '관절이 아픔' },
  jointSwelling: { label: '관절 부기', description: '관절이 부음' },
  morningStiffness: { label: '아침 강직', description: '아침에 관절이 뻣뻣함' },
  backPain: { label: '허리 통증', description: '허리가 아픔' },
  neckPain: { label: '목 통증', description: '목이 아픔' },
  muscleAche: { label: '근육통', description: '온몸·근육이 쑤심' },

  // 신경
  headache: { label: '두통', description: '머리가 아픔' },
  dizziness: { label: '어지러움', description: '어지러움(종류 불문)' },
  vertigo: { label: '회전성 어지럼', description: '세상이 빙빙 도는 어지럼' },
  weakness: { label: '근력 저하', description: '팔다리에 힘이 빠짐' },
  numbness: { label: '감각 이상', description: '저리거나 감각이 둔함' },
  facialWeakness: { label: '안면 마비', description: '입이 돌아가거나 얼굴 한쪽이 처짐' },
  dysarthria: { label: '구음장애', description: '말이 어눌해짐' },
  seizure: { label: '경련', description: '몸이 뻣뻣해지거나 떨며 발작함' },
  confusion: { label: '혼돈', description: '정신이 흐릿하고 헷갈림' },
  memoryLoss: { label: '기억력 저하', description: '깜빡깜빡 잊어버림' },
  tremor: { label: '떨림', description: '손이나 몸이 떨림' },
  gaitDisturbance: { label: '보행 이상', description: '걸음이 불편하거나 비틀거림' },
  neckStiffness: { label: '목 뻣뻣함', description: '목이 뻣뻣해서 숙이기 어려움' },
  tongueBite: { label: '혀 깨묾', description: '발작 뒤 혀가 깨물려 있음' },
  restlessLegs: { label: '하지 불편감', description: '저녁에 다리가 근질거려 움직이고 싶음' },
  saddleAnesthesia: {
    label: '안장 부위 감각 저하',
    description: '항문·회음부·엉덩이 안쪽(자전거 안장 닿는 곳) 감각이 둔하거나 없음',
  },
  involuntaryMovements: {
    label: '불수의 운동',
    description: '몸이 저절로 움직임(틱, 춤추는 듯한 움직임, 뒤틀림); 떨림은 tremor',
  },

  // 정신
  depressedMood: { label: '우울감', description: '기분이 가라앉고 우울함' },
  anhedonia: { label: '흥미 저하', description: '좋아하던 일도 재미가 없음' },
  anxiety: { label: '불안', description: '불안하고 초조함' },
  insomnia: { label: '불면', description: '잠들기 어렵거나 자주 깸' },
  daytimeSleepiness: { label: '주간 졸림', description: '낮에 심하게 졸림' },
  irritability: { label: '짜증', description: '짜증이 늘고 예민함' },
  concentrationDifficulty: { label: '집중력 저하', description: '집중이 잘 안 됨' },
  hopelessness: { label: '절망감', description: '앞으로 나아질 게 없다고 느낌' },
  guilt: { label: '죄책감', description: '자신을 탓하고 죄책감이 듦' },
  hallucination: { label: '환각', description: '남에게 안 들리는 소리가 들리거나 안 보이는 것이 보임' },
} as const satisfies Record<string, VocabEntry>;

export type Symptom = keyof typeof SYMPTOMS;
export const SYMPTOM_KEYS = keysOf(SYMPTOMS);

// ---------------------------------------------------------------------------------------------
// Physical-exam manoeuvres. `normal` is returned when a case does not list the manoeuvre, so it
// must be a true normal finding for any adult, phrased as an examiner would read it out.
// ---------------------------------------------------------------------------------------------

interface ManoeuvreEntry {
  readonly label: string;
  readonly normal: string;
}

export const MANOEUVRES = {
  // 전신
  vitalSigns: { label: '활력징후 측정', normal: '안내문에 적힌 활력징후와 같음' },
  orthostaticVitals: {
    label: '기립 활력징후',
    normal:
      '누운 자세에서 선 자세로 바꿔도 혈압·맥박 변화 없음(수축기 혈압 20mmHg 이상 하강·맥박 30회/분 이상 증가 없음)',
  },
  anthropometry: { label: '신체계측(키·체중·BMI·허리둘레)', normal: '키·체중·BMI 모두 정상 범위' },
  generalAppearance: { label: '전신 상태 관찰', normal: '급성 병색 없음, 의식 명료' },
  skinInspection: { label: '피부 시진', normal: '발진, 점상출혈, 멍, 황달 없음' },
  skinTurgor: { label: '피부 긴장도', normal: '피부 긴장도 정상, 탈수 소견 없음' },
  injuryInspection: { label: '외상 부위 확인', normal: '멍·찰과상·열상 등 외상 흔적 없음' },

  // 머리·눈·귀·코·목
  conjunctiva: { label: '결막 진찰', normal: '결막 창백·충혈 없음' },
  sclera: { label: '공막 진찰(황달)', normal: '공막 황달 없음' },
  pupils: { label: '동공 반사', normal: '양측 동공 3mm로 같고 대광반사 정상' },
  visualAcuity: { label: '시력 검사', normal: '양안 교정시력 1.0, 대면 시야 검사에서 시야 결손 없음' },
  fundoscopy: { label: '안저 검사', normal: '유두부종·망막 출혈 없음' },
  nystagmus: { label: '안진 관찰', normal: '주시 방향과 관계없이 안진 없음' },
  otoscopy: { label: '이경 검사', normal: '양측 외이도 깨끗하고 고막 정상' },
  weberRinne: {
    label: '소리굽쇠 검사(웨버·린네)',
    normal: '웨버 검사 한쪽으로 치우치지 않음, 린네 검사 양측 양성(공기 전도가 골 전도보다 김)',
  },
  nasalExam: { label: '비강 진찰', normal: '비점막 부종·분비물·용종 없음' },
  sinusTenderness: { label: '부비동 압통', normal: '상악동·전두동 압통 없음' },
  throat: { label: '구강·인두 진찰', normal: '구강 점막 촉촉함, 인두 발적·편도 비대·삼출물 없음' },
  cervicalLymphNodes: { label: '경부 림프절 촉진', normal: '촉지되는 경부 림프절 없음' },
  thyroid: { label: '갑상선 진찰', normal: '갑상선 비대·결절·압통 없음' },
  jugularVenousPressure: { label: '경정맥 확인', normal: '경정맥 확장 없음' },
  neckRangeOfMotion: { label: '목 운동 범위', normal: '목 굴곡·신전·회전 범위 정상, 운동 시 통증 없음' },
  spurlingTest: { label: '스펄링 검사', normal: '양측 음성' },
  temporalArteryPalpation: {
    label: '측두동맥 촉진',
    normal: '양측 측두동맥 압통·결절·비후 없고 맥박 잘 촉지됨',
  },

  // 흉부·유방
  chestInspection: { label: '흉부 시진', normal: '흉곽 대칭, 호흡 보조근 사용 없음' },
  chestWallTenderness: { label: '흉벽 압통', normal: '흉벽 압통 없음' },
  heartAuscultation: { label: '심장 청진', normal: '심음 규칙적, 심잡음·마찰음·분마음 없음' },
  lungAuscultation: { label: '폐 청진', normal: '양측 폐음 깨끗함, 수포음·천명음 없음' },
  lungPercussion: { label: '폐 타진', normal: '양측 폐야 공명음' },
  breastExam: { label: '유방 진찰', normal: '양측 유방 종괴·피부 함몰·유두 분비물 없음' },
  axillaryLymphNodes: { label: '겨드랑이 림프절 촉진', normal: '촉지되는 림프절 없음' },

  // 복부·골반
  abdomenInspection: { label: '복부 시진', normal: '복부 편평, 팽만·수술 흉터·정맥 확장 없음' },
  abdomenAuscultation: { label: '복부 청진', normal: '장음 정상' },
  abdomenPercussion: { label: '복부 타진', normal: '고음, 타진 시 압통 없음' },
  abdomenPalpation: { label: '복부 촉진', normal: '복부 부드럽고 압통·종괴 없음' },
  reboundTenderness: { label: '반발압통', normal: '반발압통 없음' },
  murphySign: { label: '머피 징후', normal: '음성' },
  mcburneyTenderness: { label: '맥버니점 압통', normal: '맥버니점 압통 없음' },
  rovsingSign: { label: '로브싱 징후', normal: '음성' },
  psoasSign: { label: '요근 징후', normal: '음성' },
  obturatorSign: { label: '폐쇄근 징후', normal: '음성' },
  liverPalpation: { label: '간 촉진', normal: '간 촉지되지 않음' },
  spleenPalpation: { label: '비장 촉진', normal: '비장 촉지되지 않음' },
  shiftingDullness: { label: '이동 탁음', normal: '이동 탁음 없음' },
  cvaTenderness: { label: '늑골척추각 압통', normal: '양측 늑골척추각 압통 없음' },
  digitalRectalExam: {
    label: '직장수지검사',
    normal: '항문 주위 정상, 직장 종괴·압통 없음, 장갑에 혈액 묻지 않음',
  },
  pelvicExam: {
    label: '골반 진찰(질경·양손 진찰)',
    normal: '질 분비물·출혈 없음, 자궁경부 운동 압통 없음, 자궁·부속기 크기 정상이며 압통·종괴 없음',
  },
  genitalExam: {
    label: '외부 생식기·서혜부 진찰(고환 포함)',
    normal:
      '외부 생식기에 궤양·사마귀·분비물 등 병변 없음, (남성) 고환 크기·위치 정상이며 종괴·압통 없음, 서혜부 림프절·탈장 촉지되지 않음',
  },
  perianalInspection: { label: '항문 주위 시진', normal: '항문 주위 피부 정상, 치핵·치열·누공·농양 없음' },

  // 사지·혈관
  legEdema: { label: '다리 부종 확인', normal: '양측 다리 함요 부종 없음' },
  peripheralPulses: { label: '말초 맥박 촉진', normal: '양측 말초 맥박 대칭적으로 잘 촉지됨' },
  capillaryRefill: { label: '모세혈관 재충전 시간', normal: '2초 이내' },
  calfTenderness: { label: '종아리 압통·비대칭 확인', normal: '종아리 압통·비대칭 부종 없음' },

  // 신경
  mentalStatus: { label: '의식·지남력 평가', normal: '의식 명료, 시간·장소·사람 지남력 정상' },
  cognitiveScreen: { label: '인지기능 선별검사(MMSE)', normal: 'MMSE 29/30, 정상 범위' },
  cranialNerves: { label: '뇌신경 검사', normal: '뇌신경 검사 정상' },
  motorPower: { label: '근력 검사', normal: '사지 근력 5/5로 대칭' },
  muscleTone: { label: '근긴장도 검사', normal: '사지 근긴장도 정상, 경직·톱니바퀴 현상 없음' },
  sensoryExam: { label: '감각 검사', normal: '사지 촉각·통각·진동각 대칭적으로 정상' },
  deepTendonReflexes: { label: '심부건반사', normal: '사지 심부건반사 대칭적으로 정상(2+)' },
  babinski: { label: '바빈스키 징후', normal: '양측 음성(발가락 굽힘)' },
  hoffmannSign: { label: '호프만 징후', normal: '양측 음성' },
  pronatorDrift: { label: '회내근 편위 검사', normal: '편위 없음' },
  fingerToNose: { label: '손가락-코 검사', normal: '양측 정확하고 떨림 없음' },
  rapidAlternating: { label: '빠른 교대 운동', normal: '양측 정상' },
  gait: { label: '보행 관찰(일렬 보행 포함)', normal: '정상 보행, 일렬 보행 가능' },
  romberg: { label: '롬버그 검사', normal: '음성' },
  dixHallpike: { label: '딕스-홀파이크 검사', normal: '양측 음성(어지럼·안진 유발 없음)' },
  headImpulseTest: { label: '두부 충동 검사', normal: '양측 정상(교정성 단속운동 없음)' },
  tremorExam: { label: '떨림 관찰', normal: '안정·자세·운동 시 떨림 없음' },
  nuchalRigidity: { label: '경부 강직 확인', normal: '경부 강직 없음' },
  kernigSign: { label: '커니그 징후', normal: '음성' },
  brudzinskiSign: { label: '브루진스키 징후', normal: '음성' },

  // 근골격
  jointInspection: { label: '관절 시진', normal: '관절 부기·발적·변형 없음' },
  jointPalpation: { label: '관절 촉진', normal: '관절 열감·압통·삼출 없음' },
  jointRangeOfMotion: { label: '관절 운동 범위', normal: '능동·수동 운동 범위 정상, 운동 시 통증 없음' },
  spineTenderness: { label: '척추 압통', normal: '척추 극돌기·주위 근육 압통 없음' },
  spineRangeOfMotion: { label: '척추 운동 범위', normal: '허리 굴곡·신전·측굴 범위 정상' },
  straightLegRaise: { label: '하지 직거상 검사', normal: '양측 음성' },
  shoulderSpecialTests: {
    label: '어깨 특수 검사(충돌·회전근개)',
    normal: '니어·호킨스 충돌 검사 음성, 빈 깡통 검사와 외회전 저항 검사에서 통증·근력 약화 없음',
  },
  tinelPhalen: { label: '티넬·팔렌 검사(손목)', normal: '양측 손목 티넬 징후와 팔렌 검사 음성' },

  // 소아·산과
  fontanelle: { label: '대천문 촉진', normal: '대천문 편평, 팽윤·함몰 없음(닫혔으면 닫힘)' },
  developmentalAssessment: { label: '발달 평가', normal: '연령에 맞는 대근육·소근육·언어·사회성 발달' },
  fundalHeight: { label: '자궁저 높이 측정', normal: '임신 주수에 맞는 자궁저 높이' },
  fetalHeartRate: { label: '태아 심음 청진', normal: '태아 심박수 140회/분, 규칙적' },
} as const satisfies Record<string, ManoeuvreEntry>;

export type Manoeuvre = keyof typeof MANOEUVRES;
export const MANOEUVRE_KEYS = keysOf(MANOEUVRES);

// ---------------------------------------------------------------------------------------------
// Education concepts: what the learner explains. Graded from the learner's own utterances.
// ---------------------------------------------------------------------------------------------

export const EDUCATION_CONCEPTS = {
  likelyDiagnosis: { label: '추정 진단 설명', description: '가장 가능성 높은 진단을 쉬운 말로 설명' },
  differentials: { label: '감별 진단 설명', description: '다른 가능성도 있음을 설명' },
  tests: { label: '검사 계획', description: '필요한 검사와 그 이유' },
  treatment: { label: '치료 계획', description: '치료 방법(약, 시술, 수술, 입원)' },
  sideEffects: { label: '부작용 안내', description: '약·접종·치료의 흔한 부작용과 대처' },
  lifestyle: { label: '생활 습관 교육', description: '식사, 운동, 금연, 절주, 수면 등 생활 지도' },
  warningSigns: { label: '주의 증상 교육', description: '어떤 증상이 생기면 바로 다시 와야 하는지' },
  followUp: { label: '추적 관찰 안내', description: '언제 다시 오는지, 결과 확인 계획' },
  invitingQuestions: { label: '질문 유도', description: '궁금한 점이나 걱정이 있는지 묻기' },
  vaccineSchedule: { label: '접종 일정 안내', description: '이번 접종과 다음 접종 시기' },
  warningShot: { label: '예고', description: '(나쁜 소식) 좋지 않은 결과임을 미리 알림' },
  motivationalAdvice: {
    label: '동기 강화',
    description: '환자 자신의 건강 문제와 연결해 변화가 필요함을 권고',
  },
  cessationPlan: { label: '중단 계획', description: '금연·금주 날짜 정하기, 방법, 환경 정리' },
  withdrawalManagement: { label: '금단 대처', description: '금단 증상과 대처, 약물 도움' },
  harmReduction: { label: '위해 감소', description: '당장 끊지 못하면 위험을 줄이는 방법' },
  safetyPlan: { label: '안전 계획', description: '위험할 때 연락할 곳, 피할 곳, 수단 제거' },
  referral: { label: '전문 의뢰', description: '정신건강의학과·전문 기관으로 연결' },
  reporting: {
    label: '신고 안내',
    description:
      '신고 방법과 절차; 성인 피해자는 본인이 신고 여부를 결정함, 아동·노인·판단 능력이 부족한 피해자는 의료인의 신고 의무',
  },
  evidencePreservation: { label: '증거 보존', description: '씻지 말고 옷 보관, 증거 채취 설명' },
  prophylaxis: { label: '예방 조치', description: '응급 피임, 성매개감염·HIV 예방 치료' },
  supportResources: { label: '지원 기관 안내', description: '상담전화(109, 1366 등), 해바라기센터, 쉼터' },
  confidentiality: { label: '비밀 보장', description: '말한 내용의 비밀 보장과 그 한계' },
} as const satisfies Record<string, VocabEntry>;

export type EducationConcept = keyof typeof EDUCATION_CONCEPTS;
export const EDUCATION_CONCEPT_KEYS = keysOf(EDUCATION_CONCEPTS);

// ---------------------------------------------------------------------------------------------
// Encounter acts (환자-의사관계, PPI): how the learner conducts the encounter.
// ---------------------------------------------------------------------------------------------

export const ENCOUNTER_ACTS = {
  greeting: { label: '인사·자기소개', description: '인사하고 자신의 이름과 역할을 소개' },
  identityCheck: { label: '환자 확인', description: '환자의 이름(과 나이)을 확인' },
  openQuestion: { label: '개방형 질문', description: '"어디가 불편해서 오셨어요?"처럼 열린 질문으로 시작' },
  empathy: { label: '공감', description: '환자의 감정·고통을 알아주는 말' },
  examConsent: { label: '진찰 설명·동의', description: '진찰 전 무엇을 할지 설명하고 동의를 구함' },
  summary: { label: '요약', description: '들은 내용을 요약해 확인' },
  avoidJargon: { label: '쉬운 말', description: '의학 용어 대신 쉬운 말 사용' },
  checkUnderstanding: { label: '이해 확인', description: '설명을 이해했는지 확인' },
  closing: { label: '마무리', description: '면담을 정리하고 인사로 마무리' },
} as const satisfies Record<string, VocabEntry>;

export type EncounterAct = keyof typeof ENCOUNTER_ACTS;
export const ENCOUNTER_ACT_KEYS = keysOf(ENCOUNTER_ACTS);
