/** 정신/신경 presentations. */
import {
  ADOLESCENT,
  E,
  H,
  P,
  REPRODUCTIVE_WOMAN,
  SCHOOL_AGE,
  SUICIDE_SCREENING_AGE,
  defineChecklist,
  ed,
  hx,
  px,
} from './common';

export const moodChange = defineChecklist('기분변화', {
  history: [
    H.onset('기분 변화가 언제부터 시작되었는지 물었다'),
    H.event('기분 변화의 계기가 된 사건이 있었는지 물었다'),
    H.course(),
    hx('mood', 'C 양상', '요즘 기분이 어떤지, 우울한지 물었다', {
      topics: ['mood'],
      symptoms: ['depressedMood'],
    }),
    hx('anhedonia', 'A 우울 증상', '좋아하던 일에 흥미가 줄었는지 물었다', { symptoms: ['anhedonia'] }),
    hx('sleep', 'A 우울 증상', '잠은 어떻게 자는지 물었다', { topics: ['sleep'], symptoms: ['insomnia'] }),
    hx('appetite', 'A 우울 증상', '식욕과 체중 변화를 물었다', { topics: ['appetite', 'weightChange'] }),
    hx('energy', 'A 우울 증상', '기운이 없거나 집중이 안 되는지 물었다', {
      symptoms: ['fatigue', 'concentrationDifficulty'],
    }),
    hx('guilt', 'A 우울 증상', '자신을 탓하거나 쓸모없다고 느끼는지 물었다', {
      symptoms: ['guilt', 'hopelessness'],
    }),
    hx(
      'suicide',
      '자살 위험',
      '죽고 싶다는 생각을 한 적이 있는지 물었다',
      { topics: ['suicidalIdeation'] },
      { weight: 2, appliesTo: SUICIDE_SCREENING_AGE },
    ),
    hx(
      'mania',
      'Ex 이전 경험',
      '이전에 우울했거나 반대로 기분이 들뜨고 잠을 안 자도 괜찮았던 시기가 있었는지 물었다',
      {
        topics: ['experience'],
      },
    ),
    hx('psychotic', 'A 동반 증상', '남들이 못 듣는 소리를 듣거나 보는 일이 있는지 물었다', {
      symptoms: ['hallucination'],
    }),
    hx('thyroid', 'A 신체 원인', '추위를 타거나 체중이 늘었는지 물었다', {
      symptoms: ['coldIntolerance', 'weightGain'],
    }),
    hx('impact', '기능', '일상생활과 직장 생활에 지장이 있는지 물었다', { topics: ['dailyFunction'] }),
    hx('psychHistory', '과거력', '정신과 진료나 상담을 받은 적이 있는지 물었다', {
      topics: ['psychiatricHistory'],
    }),
    H.medication(),
    hx(
      'substances',
      '사회력',
      '음주와 약물 사용을 물었다',
      { topics: ['alcohol', 'substanceUse'] },
      { appliesTo: ADOLESCENT, optionalTopics: ['substanceUse'] },
    ),
    H.family('가족 중 우울증, 자살 등 정신질환을 앓은 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('mentalStatus', '정신상태검사', '외모, 태도, 정동 등 정신 상태를 관찰했다', [
      'mentalStatus',
      'generalAppearance',
    ]),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
  ],
  education: [
    E.diagnosis('우울증 가능성과 치료하면 좋아질 수 있음을 설명했다'),
    E.tests('갑상선 기능 등 신체 원인을 확인하는 검사를 설명했다'),
    E.treatment('약물 치료와 상담 치료를 설명했다'),
    E.warningSigns('죽고 싶은 생각이 들면 바로 연락하거나 오도록 설명했다'),
    E.closing(),
  ],
});

export const anxiety = defineChecklist('불안', {
  history: [
    H.onset(),
    H.character('무엇이 불안한지, 갑자기 극심한 불안이 몰려오는지 물었다'),
    H.duration('불안 발작이 한 번에 얼마나 지속되는지 물었다'),
    H.course('얼마나 자주 생기고 어떻게 변해 왔는지 물었다'),
    hx('trigger', 'F 유발 요인', '불안이 생기는 상황이나 계기를 물었다', {
      topics: ['event', 'aggravating'],
    }),
    hx('cardiac', 'A 신체 증상', '가슴 두근거림이나 가슴 통증, 숨참이 있는지 물었다', {
      symptoms: ['palpitation', 'chestPain', 'dyspnea'],
    }),
    hx('autonomic', 'A 신체 증상', '손 떨림, 식은땀, 어지럼이 있는지 물었다', {
      symptoms: ['tremor', 'coldSweat', 'dizziness'],
    }),
    hx('avoidance', '기능', '불안 때문에 피하는 장소나 일상생활 지장이 있는지 물었다', {
      topics: ['dailyFunction'],
    }),
    hx('sleep', 'A 동반 증상', '잠은 잘 자는지 물었다', { topics: ['sleep'] }),
    hx('mood', 'A 동반 증상', '우울한 기분이 있는지 물었다', {
      topics: ['mood'],
      symptoms: ['depressedMood'],
    }),
    hx('thyroid', 'A 신체 원인', '더위를 타거나 체중이 줄었는지 물었다', {
      symptoms: ['heatIntolerance', 'weightLoss'],
    }),
    H.caffeine(),
    hx(
      'substances',
      '사회력',
      '음주와 약물 사용을 물었다',
      { topics: ['alcohol', 'substanceUse'] },
      { appliesTo: ADOLESCENT, optionalTopics: ['substanceUse'] },
    ),
    H.medication('갑상선약, 기관지확장제, 감기약 등 복용 중인 약을 물었다'),
    hx('psychHistory', '과거력', '정신과 진료나 상담을 받은 적이 있는지 물었다', {
      topics: ['psychiatricHistory'],
    }),
    H.stress(),
    H.family('가족 중 불안장애 등 정신질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('tremor', '신경학적 진찰', '손 떨림을 확인했다', ['tremorExam']),
    px('mentalStatus', '정신상태검사', '정신 상태를 관찰했다', ['mentalStatus']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 설명했다'),
    E.tests('심전도, 갑상선 기능 등 신체 원인을 확인하는 검사를 설명했다'),
    E.treatment('인지행동치료와 약물 치료를 설명했다'),
    E.lifestyle('카페인 줄이기와 호흡·이완 요법을 권했다'),
    E.closing(),
  ],
});

export const sleepDisturbance = defineChecklist('수면장애', {
  history: [
    H.onset(),
    H.character('잠들기 어려운지, 자주 깨는지, 너무 일찍 깨는지 물었다'),
    H.course(),
    hx('hygiene', 'F 수면 습관', '잠자리에 드는 시간과 자기 전 습관(스마트폰, 낮잠)을 물었다', {
      topics: ['sleepHygiene'],
    }),
    hx('daytime', 'A 동반 증상', '낮에 졸리거나 피곤한지 물었다', {
      symptoms: ['daytimeSleepiness', 'fatigue'],
    }),
    hx('snoring', 'A 동반 증상', '코골이나 자다가 숨을 멈춘다는 말을 들었는지 물었다', {
      symptoms: ['snoring'],
    }),
    hx('rls', 'A 동반 증상', '저녁에 다리가 불편해서 움직이고 싶은지 물었다', { symptoms: ['restlessLegs'] }),
    hx('nocturia', 'A 동반 증상', '밤에 소변 때문에 깨는지 물었다', { symptoms: ['nocturia'] }),
    hx('mood', 'A 동반 증상', '우울하거나 불안한지 물었다', {
      topics: ['mood'],
      symptoms: ['depressedMood', 'anxiety'],
    }),
    H.stress(),
    H.caffeine(),
    H.alcohol(),
    H.medication('수면제 등 복용 중인 약을 물었다'),
    H.occupation('직업과 교대 근무 여부를 물었다'),
    H.pastMedical(),
    hx('impact', '기능', '수면 문제로 일상생활에 지장이 있는지 물었다', { topics: ['dailyFunction'] }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '체질량지수와 목둘레를 확인했다', ['anthropometry']),
    px('airway', '두경부 진찰', '편도와 기도를 관찰했다', ['throat']),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('mentalStatus', '정신상태검사', '정신 상태를 관찰했다', ['mentalStatus']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('필요 시 수면다원검사를 설명했다'),
    E.lifestyle('일정한 기상 시간, 낮잠·카페인·음주 줄이기 등 수면 위생을 교육했다'),
    E.treatment('인지행동치료와 단기 약물 치료를 설명했다'),
    E.followUp('수면 일기를 쓰고 다시 오도록 안내했다'),
    E.closing(),
  ],
});

export const memoryLoss = defineChecklist('기억력저하', {
  history: [
    H.onset('기억력 저하가 언제, 갑자기 또는 서서히 시작되었는지 물었다'),
    H.course('점점 나빠지는지, 계단식으로 나빠지는지 물었다'),
    H.character('어떤 것을 잊는지(최근 일, 약속, 물건 이름, 길 찾기) 물었다'),
    hx('witness', '보호자 진술', '가족이 본 변화를 물었다', { topics: ['witness'] }),
    hx('function', '기능', '돈 관리, 약 챙기기, 요리 등 일상생활 능력을 물었다', {
      topics: ['dailyFunction'],
    }),
    hx('mood', 'A 동반 증상', '우울한 기분이 있는지 물었다', {
      topics: ['mood'],
      symptoms: ['depressedMood'],
    }),
    hx('psychosis', 'A 동반 증상', '헛것을 보거나 듣는 일이 있는지 물었다', { symptoms: ['hallucination'] }),
    hx('nph', 'A 동반 증상', '걸음이 불편하거나 소변 실수가 있는지 물었다', {
      symptoms: ['gaitDisturbance', 'urinaryIncontinence'],
    }),
    hx('focal', 'A 동반 증상', '한쪽 힘 빠짐이나 말이 어눌해진 적이 있는지 물었다', {
      symptoms: ['weakness', 'dysarthria'],
    }),
    hx('hearing', 'A 동반 증상', '잘 안 들리는지 물었다', { symptoms: ['hearingLoss'] }),
    H.trauma('머리를 다친 적이 있는지 물었다'),
    H.pastMedical('고혈압, 당뇨, 뇌졸중, 갑상선 질환 과거력을 물었다'),
    H.medication('수면제 등 복용 중인 약을 물었다'),
    H.alcohol(),
    H.sleep(),
    H.occupation('직업과 학력을 물었다'),
    H.family('가족 중 치매 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('cognition', '인지기능', '간이 인지기능 검사(MMSE 등)를 시행했다', ['cognitiveScreen']),
    px('mentalStatus', '정신상태검사', '의식과 지남력을 확인했다', ['mentalStatus']),
    px('focal', '신경학적 진찰', '뇌신경과 근력을 확인했다', ['cranialNerves', 'motorPower']),
    px('gait', '신경학적 진찰', '보행을 관찰했다', ['gait']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('혈액검사, 뇌 MRI, 신경인지검사를 설명했다'),
    E.treatment('원인에 따른 치료와 약물 치료를 설명했다'),
    E.lifestyle('가족의 도움, 안전(가스·운전) 관리, 인지 활동을 권했다'),
    E.closing(),
  ],
});

export const dizziness = defineChecklist('어지럼', {
  history: [
    H.onset(),
    hx('type', 'C 양상', '빙빙 도는지, 쓰러질 것 같은지, 중심 잡기 어려운지 물었다', {
      topics: ['character'],
      symptoms: ['vertigo', 'presyncope'],
    }),
    H.duration('한 번 어지러우면 얼마나 지속되는지(초, 분, 시간, 일) 물었다'),
    H.course('얼마나 자주 생기고 어떻게 변해 왔는지 물었다'),
    hx('trigger', 'F 유발 요인', '고개를 돌리거나 눕고 일어날 때 어지러운지 물었다', {
      topics: ['aggravating'],
    }),
    hx('relief', 'F 완화 요인', '가만히 있으면 나아지는지 물었다', { topics: ['relieving'] }),
    hx('ear', 'A 귀 증상', '잘 안 들리거나 귀울림, 귀가 먹먹한지 물었다', {
      symptoms: ['hearingLoss', 'tinnitus', 'earFullness'],
    }),
    hx('nausea', 'A 동반 증상', '메스꺼움이나 구토가 있는지 물었다', { symptoms: ['nausea', 'vomiting'] }),
    hx('headache', 'A 동반 증상', '두통이 있는지 물었다', { symptoms: ['headache'] }),
    hx('central', 'A 경고 증상', '물체가 두 개로 보이거나 말이 어눌하거나 팔다리 힘이 빠지는지 물었다', {
      symptoms: ['diplopia', 'dysarthria', 'weakness', 'numbness'],
    }),
    hx('gait', 'A 동반 증상', '걸을 때 비틀거리는지 물었다', { symptoms: ['gaitDisturbance'] }),
    hx('cardiac', 'A 동반 증상', '두근거림이나 실신이 있었는지 물었다', {
      symptoms: ['palpitation', 'syncope'],
    }),
    hx('before', 'E 선행 사건', '어지럼 전에 감기를 앓거나 머리를 다친 적이 있는지 물었다', {
      topics: ['event', 'trauma'],
    }),
    H.experience('이전에도 비슷한 어지럼이 있었는지 물었다'),
    H.pastMedical('고혈압, 당뇨, 뇌졸중 등 과거력을 물었다'),
    H.medication('혈압약, 수면제 등 복용 중인 약을 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('orthostatic', '활력징후', '누운 자세와 선 자세의 혈압·맥박을 비교했다', ['orthostaticVitals']),
    px('nystagmus', '신경이과 진찰', '안진과 두부 충동 검사를 시행했다', ['nystagmus', 'headImpulseTest']),
    px('dixHallpike', '신경이과 진찰', '딕스-홀파이크 검사를 시행했다', ['dixHallpike']),
    px('cranialNerves', '신경학적 진찰', '뇌신경 검사를 시행했다', ['cranialNerves']),
    px('cerebellar', '신경학적 진찰', '손가락-코 검사 등 소뇌 기능 검사를 시행했다', [
      'fingerToNose',
      'rapidAlternating',
    ]),
    px('gait', '신경학적 진찰', '보행과 롬버그 검사를 시행했다', ['gait', 'romberg']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    // Wording fits every dizziness diagnosis (BPPV, vestibular neuritis, Ménière, central causes):
    // repositioning is one cause's treatment and head-movement avoidance is wrong for vestibular rehab.
    E.treatment('원인에 맞는 치료(예: 이석 정복술, 약물, 전정 재활)를 설명했다'),
    E.lifestyle('낙상 예방법과 필요하면 전정 재활 운동을 설명했다'),
    E.warningSigns('말이 어눌해지거나 팔다리 힘이 빠지면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const headache = defineChecklist('두통', {
  history: [
    H.onset('두통이 언제, 어떻게(갑자기 벼락같이/서서히) 시작되었는지 물었다'),
    H.location('머리의 어느 부위가 아픈지(한쪽, 양쪽, 뒷머리) 물었다'),
    H.character('두통의 양상(욱신거림, 조이는 느낌)을 물었다'),
    H.severity(),
    H.duration('한 번 아프면 얼마나 지속되는지 물었다'),
    H.course('얼마나 자주 아프고 점점 심해지는지 물었다'),
    H.factors('두통을 악화·완화시키는 요인(움직임, 빛, 수면, 진통제)을 물었다'),
    hx('nausea', 'A 동반 증상', '메스꺼움이나 구토가 있는지 물었다', { symptoms: ['nausea', 'vomiting'] }),
    hx('photophobia', 'A 동반 증상', '빛이나 소리에 예민해지는지 물었다', { symptoms: ['photophobia'] }),
    hx('aura', 'A 동반 증상', '두통 전후 눈앞이 번쩍이거나 흐려 보이는지 물었다', {
      symptoms: ['blurredVision'],
    }),
    hx('meningitis', 'A 경고 증상', '열이 나거나 목이 뻣뻣한지 물었다', {
      symptoms: ['fever', 'neckStiffness'],
    }),
    hx('focal', 'A 경고 증상', '팔다리 힘 빠짐, 저림, 말이 어눌해짐이 있는지 물었다', {
      symptoms: ['weakness', 'numbness', 'dysarthria'],
    }),
    H.trauma('머리를 다친 적이 있는지 물었다'),
    H.medication('진통제를 얼마나 자주 먹는지와 복용 중인 약을 물었다'),
    H.experience('이전에도 비슷한 두통이 있었는지 물었다'),
    H.pastMedical('고혈압 등 과거력을 물었다'),
    H.family('가족 중 두통을 앓는 사람이 있는지 물었다'),
    hx(
      'hormonal',
      '여성력',
      '월경과 두통의 관계, 피임약 복용을 물었다',
      {
        topics: ['menstrualPattern', 'contraception'],
      },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('fundus', '신경학적 진찰', '안저검사로 유두부종을 확인했다', ['fundoscopy']),
    px('cranialNerves', '신경학적 진찰', '동공 반사와 뇌신경 검사를 시행했다', ['pupils', 'cranialNerves']),
    px('motorSensory', '신경학적 진찰', '사지 근력과 감각을 확인했다', ['motorPower', 'sensoryExam']),
    px('meningeal', '신경학적 진찰', '목 경직 등 뇌수막 자극 징후를 확인했다', [
      'nuchalRigidity',
      'kernigSign',
      'brudzinskiSign',
    ]),
    px('cerebellar', '신경학적 진찰', '소뇌 기능과 보행을 확인했다', ['fingerToNose', 'gait']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('경고 증상이 있을 때 뇌 CT·MRI가 필요함을 설명했다'),
    E.treatment('급성기 약물과 필요 시 예방 약물을 설명했다'),
    E.lifestyle('두통 일기 쓰기, 유발 요인 피하기, 진통제 과용 주의를 설명했다'),
    E.warningSigns('갑자기 극심한 두통이나 마비·의식 저하가 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const seizure = defineChecklist('경련', {
  history: [
    hx('witness', 'C 양상', '발작 당시 모습(눈 돌아감, 팔다리 떨림 양상)을 목격자에게 물었다', {
      topics: ['witness'],
    }),
    hx(
      'aura',
      'E 전구 증상',
      '발작 직전 느낀 것(이상한 냄새, 속이 울렁임)을 물었다',
      { topics: ['prodrome'] },
      { appliesTo: SCHOOL_AGE },
    ),
    H.duration('발작이 얼마나 지속되었는지 물었다'),
    hx('recovery', 'E 회복 양상', '발작 후 정신이 돌아오기까지 걸린 시간과 혼돈 여부를 물었다', {
      topics: ['recovery'],
    }),
    hx('signs', 'A 동반 증상', '혀를 깨물었거나 소변을 지렸는지 물었다', {
      symptoms: ['tongueBite', 'urinaryIncontinence'],
    }),
    hx('trigger', 'E 선행 사건', '발작 전 수면 부족, 음주, 약 중단, 열 등이 있었는지 물었다', {
      topics: ['event'],
    }),
    H.trauma('발작 중 다친 곳이나 이전 머리 외상을 물었다'),
    H.experience('이전에도 발작이 있었는지 물었다'),
    hx('cns', 'A 동반 증상', '열, 두통, 목 경직이 있는지 물었다', {
      symptoms: ['fever', 'headache', 'neckStiffness'],
    }),
    hx('focal', 'A 동반 증상', '발작 후 한쪽 팔다리 힘 빠짐이나 저림이 있는지 물었다', {
      symptoms: ['weakness', 'numbness'],
    }),
    H.pastMedical('뇌졸중, 열성 경련, 당뇨 등 과거력을 물었다'),
    hx('medication', '약물력', '복용 중인 약과 항경련제를 빠뜨리지 않고 먹는지 물었다', {
      topics: ['medication', 'adherence'],
    }),
    H.alcohol(),
    hx('sleep', '사회력', '최근 잠을 충분히 잤는지 물었다', { topics: ['sleep'] }),
    H.occupation('직업과 운전 여부를 물었다'),
    H.family('가족 중 뇌전증 환자가 있는지 물었다'),
    H.lmp(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('mentalStatus', '신경학적 진찰', '의식과 지남력을 확인했다', ['mentalStatus']),
    px('injury', '외상 확인', '혀와 몸의 외상을 확인했다', ['injuryInspection', 'throat']),
    px('cranialNerves', '신경학적 진찰', '동공 반사와 뇌신경 검사를 시행했다', ['pupils', 'cranialNerves']),
    px('motor', '신경학적 진찰', '근력, 반사, 바빈스키 징후를 확인했다', [
      'motorPower',
      'deepTendonReflexes',
      'babinski',
    ]),
    px('meningeal', '신경학적 진찰', '뇌수막 자극 징후를 확인했다', [
      'nuchalRigidity',
      'kernigSign',
      'brudzinskiSign',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    // Febrile, provoked and non-epileptic seizures need neither long-term drugs nor always EEG/MRI, so
    // the plan is worded as 'by cause'; the driving/work restrictions make no sense for a toddler.
    E.tests('원인을 찾기 위한 검사(혈액검사, 필요하면 뇌파·뇌 영상)를 설명했다'),
    E.treatment('원인에 따른 치료와 항경련제가 필요한지를 설명했다'),
    ed('lifestyle', '생활 습관', '충분한 수면, 금주, 운전·수영·높은 곳 작업 제한을 설명했다', ['lifestyle'], {
      appliesTo: ADOLESCENT,
    }),
    E.warningSigns('발작이 5분 이상 지속되거나 반복되면 119를 부르도록 설명했다'),
    E.closing(),
  ],
});

export const weaknessSensory = defineChecklist('근력/감각이상', {
  history: [
    H.onset('증상이 언제 시작되었는지, 마지막으로 정상이었던 시각을 물었다'),
    H.location('힘 빠짐·저림이 어디에(한쪽/양쪽, 팔/다리, 손끝/몸통 쪽) 있는지 물었다'),
    H.character('힘이 빠지는 것인지 저린 것인지 물었다'),
    H.course('증상이 좋아지는지, 진행하는지 물었다'),
    hx('face', 'A 동반 증상', '얼굴 마비나 말이 어눌해졌는지 물었다', {
      symptoms: ['facialWeakness', 'dysarthria'],
    }),
    hx('vision', 'A 동반 증상', '물체가 두 개로 보이거나 시야 이상이 있는지 물었다', {
      symptoms: ['diplopia', 'blurredVision'],
    }),
    hx('swallow', 'A 동반 증상', '삼키기 어려운지 물었다', { symptoms: ['dysphagia'] }),
    hx('headache', 'A 동반 증상', '두통이 있는지 물었다', { symptoms: ['headache'] }),
    hx('gait', 'A 동반 증상', '걷기 어려운지 물었다', { symptoms: ['gaitDisturbance'] }),
    hx('sphincter', 'A 동반 증상', '소변·대변 조절에 문제가 있는지 물었다', {
      symptoms: ['urinaryIncontinence', 'constipation'],
    }),
    hx('spine', 'A 동반 증상', '목이나 허리 통증이 있는지 물었다', { symptoms: ['neckPain', 'backPain'] }),
    H.event('최근 감기나 설사를 앓았는지 물었다'),
    H.experience('이전에도 비슷한 증상이 있다가 좋아진 적이 있는지 물었다'),
    H.pastMedical('고혈압, 당뇨, 심방세동 등 과거력을 물었다'),
    H.medication('항응고제 등 복용 중인 약을 물었다'),
    H.smoking(),
    H.alcohol(),
    H.family('가족 중 뇌졸중 등 신경질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('mentalStatus', '신경학적 진찰', '의식과 지남력을 확인했다', ['mentalStatus']),
    px('cranialNerves', '신경학적 진찰', '뇌신경 검사를 시행했다', ['cranialNerves']),
    px('motor', '신경학적 진찰', '사지 근력과 회내근 편위 검사를 시행했다', ['motorPower', 'pronatorDrift']),
    px('sensory', '신경학적 진찰', '감각 검사를 시행했다', ['sensoryExam']),
    px('reflexes', '신경학적 진찰', '심부건반사와 바빈스키 징후를 확인했다', [
      'deepTendonReflexes',
      'babinski',
    ]),
    px('cerebellar', '신경학적 진찰', '소뇌 기능과 보행을 확인했다', ['fingerToNose', 'gait']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('원인을 찾는 검사(혈액검사, 뇌 영상, 신경전도 검사 등)를 설명했다'),
    E.treatment('원인과 발병 시간에 따라 달라지는 치료를 설명했다'),
    E.warningSigns('증상이 다시 생기면 바로 119를 부르도록 설명했다'),
    E.closing(),
  ],
});

export const alteredConsciousness = defineChecklist('의식장애', {
  history: [
    hx('lastNormal', 'O 발병 시기', '마지막으로 정상이었던 시각과 어떻게 발견되었는지 물었다', {
      topics: ['onset', 'witness'],
    }),
    H.course('의식 상태가 좋아졌다 나빠졌다 하는지 물었다'),
    H.event('의식 변화 전에 있었던 일(음주, 약 복용, 식사 거름)을 물었다'),
    H.trauma('머리를 다쳤는지 물었다'),
    hx('cns', 'A 동반 증상', '열, 두통, 목 경직이 있었는지 물었다', {
      symptoms: ['fever', 'headache', 'neckStiffness'],
    }),
    hx('vomiting', 'A 동반 증상', '구토가 있었는지 물었다', { symptoms: ['vomiting'] }),
    hx('seizure', 'A 동반 증상', '경련이 있었는지 물었다', { symptoms: ['seizure'] }),
    hx('focal', 'A 동반 증상', '한쪽 팔다리 힘 빠짐이 있었는지 물었다', {
      symptoms: ['weakness', 'facialWeakness'],
    }),
    H.medication('수면제, 인슐린, 혈당강하제 등 복용 중인 약을 물었다'),
    hx(
      'substances',
      '사회력',
      '음주와 약물 사용을 물었다',
      { topics: ['alcohol', 'substanceUse'] },
      { appliesTo: ADOLESCENT, optionalTopics: ['substanceUse'] },
    ),
    H.pastMedical('당뇨, 간질환, 신장질환, 뇌전증 과거력을 물었다'),
    hx('environment', 'E 환경', '연탄·가스 등 일산화탄소 노출 가능성을 물었다', {
      topics: ['environmentalExposure'],
    }),
    hx('mood', '정신과력', '최근 우울하거나 죽고 싶다는 말을 했는지 물었다', {
      topics: ['mood', 'suicidalIdeation'],
    }),
    H.experience('이전에도 비슷한 일이 있었는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('gcs', '신경학적 진찰', '의식 수준(GCS)을 평가했다', ['mentalStatus']),
    px('pupils', '신경학적 진찰', '동공 크기와 대광반사를 확인했다', ['pupils']),
    px('meningeal', '신경학적 진찰', '뇌수막 자극 징후를 확인했다', [
      'nuchalRigidity',
      'kernigSign',
      'brudzinskiSign',
    ]),
    px('motor', '신경학적 진찰', '사지 움직임과 바빈스키 징후를 확인했다', ['motorPower', 'babinski']),
    px('skin', '외상 확인', '머리 외상과 피부(주사 자국, 황달)를 확인했다', [
      'injuryInspection',
      'skinInspection',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 원인을 보호자에게 설명했다'),
    E.tests('혈당, 전해질, 뇌 CT 등 검사를 설명했다'),
    E.treatment('원인에 따른 응급 치료와 입원을 설명했다'),
    E.followUp('검사 결과에 따른 다음 계획을 안내했다'),
    E.closing(),
  ],
});

export const tremor = defineChecklist('떨림/운동이상', {
  history: [
    H.onset(),
    H.location('떨리는 부위(손, 머리, 한쪽/양쪽)를 물었다'),
    H.character('가만히 있을 때 떨리는지, 물건을 잡거나 움직일 때 떨리는지 물었다'),
    H.course(),
    H.factors('긴장할 때 심해지는지, 술을 마시면 줄어드는지 물었다'),
    hx('parkinsonism', 'A 동반 증상', '동작이 느려지거나 걸음이 종종걸음이 되었는지 물었다', {
      symptoms: ['gaitDisturbance'],
    }),
    hx('smell', 'A 동반 증상', '냄새를 잘 못 맡는지 물었다', { symptoms: ['anosmia'] }),
    hx('sleep', 'A 동반 증상', '잠꼬대가 심하거나 꿈에서 하는 행동을 실제로 하는지 물었다', {
      topics: ['sleep'],
    }),
    hx('cognition', 'A 동반 증상', '기억력 저하나 우울감이 있는지 물었다', {
      symptoms: ['memoryLoss', 'depressedMood'],
    }),
    hx('thyroid', 'A 동반 증상', '더위를 타거나 체중이 줄거나 두근거리는지 물었다', {
      symptoms: ['heatIntolerance', 'weightLoss', 'palpitation'],
    }),
    hx('anxiety', 'A 동반 증상', '불안한지 물었다', { symptoms: ['anxiety'] }),
    H.medication('위장약, 정신과 약, 기관지확장제 등 복용 중인 약을 물었다'),
    hx(
      'substances',
      '사회력',
      '음주와 커피 섭취를 물었다',
      { topics: ['alcohol', 'caffeine'] },
      { appliesTo: ADOLESCENT },
    ),
    H.caffeine('콜라·초콜릿·에너지음료 등 카페인 섭취를 물었다', { appliesTo: { minAge: 6, maxAge: 11 } }),
    hx('impact', '기능', '글씨 쓰기, 숟가락질 등 일상생활 지장을 물었다', { topics: ['dailyFunction'] }),
    H.pastMedical(),
    H.family('가족 중 떨림이나 파킨슨병 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('tremor', '떨림 관찰', '안정 시, 자세 유지 시, 동작 시 떨림을 관찰했다', ['tremorExam']),
    px('tone', '신경학적 진찰', '근긴장도(경직)를 확인했다', ['muscleTone']),
    px('bradykinesia', '신경학적 진찰', '빠른 교대 운동으로 서동증을 확인했다', ['rapidAlternating']),
    px('cerebellar', '신경학적 진찰', '손가락-코 검사를 시행했다', ['fingerToNose']),
    px('gait', '신경학적 진찰', '보행을 관찰했다', ['gait']),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('갑상선 기능 등 필요한 검사를 설명했다'),
    E.treatment('약물 등 치료 계획을 설명했다'),
    E.lifestyle('카페인 줄이기 등 생활 관리를 설명했다'),
    E.closing(),
  ],
});

export const psychiatryNeurology = [
  moodChange,
  anxiety,
  sleepDisturbance,
  memoryLoss,
  dizziness,
  headache,
  seizure,
  weaknessSensory,
  alteredConsciousness,
  tremor,
];
