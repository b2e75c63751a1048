/** 여성/소아 presentations. */
import {
  ADOLESCENT,
  CERVICAL_SCREENING_AGE,
  CHILD,
  E,
  H,
  P,
  REPRODUCTIVE_WOMAN,
  WOMAN,
  defineChecklist,
  ed,
  hx,
  px,
} from './common';

export const breastLumpPain = defineChecklist('유방덩이/통증', {
  history: [
    H.onset('멍울이나 통증을 언제 처음 알았는지 물었다'),
    H.location('멍울이나 통증의 위치(어느 쪽, 어느 부위)를 물었다'),
    H.character('멍울의 크기, 단단함, 움직이는지, 피부 변화가 있는지 물었다'),
    hx('cycle', 'Co 경과', '월경 주기에 따라 크기나 통증이 변하는지 물었다', { topics: ['course'] }),
    hx('pain', 'A 동반 증상', '유방 통증이 있는지 물었다', { symptoms: ['breastPain'] }),
    hx('discharge', 'A 동반 증상', '유두 분비물(특히 피 섞인 분비물)이 있는지 물었다', {
      symptoms: ['nippleDischarge'],
    }),
    hx('axilla', 'A 동반 증상', '겨드랑이에 멍울이 만져지는지 물었다', { symptoms: ['lymphNodeSwelling'] }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx(
      'breastfeeding',
      '여성력',
      '현재 수유 중인지 물었다',
      { topics: ['breastfeeding'] },
      { appliesTo: WOMAN },
    ),
    H.lmp(),
    hx(
      'menstrual',
      '여성력',
      '초경·폐경 나이와 월경력을 물었다',
      { topics: ['menstrualPattern'] },
      { appliesTo: WOMAN },
    ),
    hx('obstetric', '여성력', '출산과 수유 경험을 물었다', { topics: ['obstetric'] }, { appliesTo: WOMAN }),
    H.trauma('가슴을 부딪힌 적이 있는지 물었다'),
    H.medication('호르몬제나 피임약 등 복용 중인 약을 물었다'),
    H.checkup('유방 촬영술이나 초음파 검사를 받은 적이 있는지 물었다'),
    H.pastMedical('유방 질환 과거력을 물었다'),
    H.family('가족 중 유방암이나 난소암 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent('유방 진찰 전 설명하고 동의를 구했다'),
    P.vitals(),
    px('breast', '유방 진찰', '앉은 자세와 누운 자세에서 양측 유방을 시진·촉진했다', ['breastExam']),
    px('axilla', '림프절', '겨드랑이 림프절을 촉진했다', ['axillaryLymphNodes']),
    px('supraclavicular', '림프절', '쇄골 위·경부 림프절을 촉진했다', ['cervicalLymphNodes']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('유방 초음파, 유방 촬영술, 필요 시 조직검사를 설명했다'),
    E.treatment('결과에 따른 치료 계획을 설명했다'),
    E.followUp('검사 결과를 확인할 재방문 시기를 안내했다'),
    E.closing(),
  ],
});

export const vaginalDischarge = defineChecklist('질분비물', {
  history: [
    H.onset(),
    H.character('분비물의 색, 냄새, 양, 모양을 물었다'),
    H.course(),
    hx('itching', 'A 동반 증상', '외음부가 가렵거나 따가운지 물었다', { symptoms: ['vaginalItching'] }),
    hx('dysuria', 'A 동반 증상', '소변 볼 때 아픈지 물었다', { symptoms: ['dysuria'] }),
    hx('pelvicPain', 'A 동반 증상', '아랫배 통증이나 성교통이 있는지 물었다', {
      symptoms: ['pelvicPain', 'dyspareunia'],
    }),
    hx('bleeding', 'A 동반 증상', '성관계 후 출혈이나 비정상 출혈이 있는지 물었다', {
      symptoms: ['postcoitalBleeding', 'vaginalBleeding'],
    }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    H.sexual('성생활(최근 새 상대, 콘돔 사용, 상대방 증상)을 물었다'),
    hx(
      'contraception',
      '여성력',
      '피임 방법을 물었다',
      { topics: ['contraception'] },
      { appliesTo: ADOLESCENT },
    ),
    H.lmp(),
    hx('hygiene', 'E 선행 사건', '질 세정제 사용 등 위생 습관을 물었다', {
      topics: ['environmentalExposure'],
    }),
    H.medication('최근 항생제 등 복용한 약을 물었다'),
    H.pastMedical('당뇨 등 과거력을 물었다'),
    H.experience('이전에도 비슷한 증상이 있었는지 물었다'),
    hx(
      'screening',
      '여성력',
      '자궁경부암 검진을 받았는지 물었다',
      { topics: ['cervicalScreening'] },
      { appliesTo: CERVICAL_SCREENING_AGE },
    ),
  ],
  exam: [
    P.consent('보조자가 함께한 가운데 골반 진찰 전 설명하고 동의를 구했다'),
    P.vitals(),
    px('abdomen', '복부 진찰', '아랫배를 촉진하여 압통을 확인했다', ['abdomenPalpation']),
    px('pelvic', '골반 진찰', '질경 검사와 양손 진찰로 분비물 양상과 자궁경부 운동 압통을 확인했다', [
      'pelvicExam',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('분비물 검사와 성매개감염 검사를 설명했다'),
    E.treatment('약물 치료와 필요 시 성 상대의 치료를 설명했다'),
    E.lifestyle('질 세정제를 피하고 콘돔을 사용하도록 권했다'),
    E.closing(),
  ],
});

export const vaginalBleeding = defineChecklist('질출혈', {
  history: [
    hx('lmp', '여성력', '마지막 월경일을 물었다', { topics: ['lmp'] }, { weight: 2 }),
    hx(
      'pregnancy',
      '여성력',
      '임신 가능성(피임, 임신 테스트)을 물었다',
      { topics: ['pregnancy'] },
      { weight: 2 },
    ),
    H.onset('출혈이 언제 시작되었는지 물었다'),
    hx('amount', 'C 양상', '출혈의 양(패드 수), 색, 덩어리 여부를 물었다', {
      topics: ['character', 'severity'],
    }),
    hx('pattern', 'Co 경과', '평소 월경 주기·양과 비교해 물었다', { topics: ['menstrualPattern'] }),
    hx('pain', 'A 동반 증상', '아랫배 통증이 있는지, 어디가 아픈지 물었다', {
      topics: ['location'],
      symptoms: ['pelvicPain'],
    }),
    H.radiation('통증이 어깨나 항문 쪽으로 뻗치는지 물었다'),
    hx('hemodynamic', 'A 동반 증상', '어지럽거나 쓰러질 것 같은지 물었다', {
      symptoms: ['dizziness', 'presyncope', 'syncope'],
    }),
    hx('postcoital', 'A 동반 증상', '성관계 후 출혈이 있는지 물었다', { symptoms: ['postcoitalBleeding'] }),
    hx('discharge', 'A 동반 증상', '분비물이 있는지 물었다', { symptoms: ['vaginalDischarge'] }),
    hx('obstetric', '여성력', '임신·출산·유산 경험을 물었다', { topics: ['obstetric'] }),
    hx(
      'contraception',
      '여성력',
      '피임 방법(자궁내장치 등)을 물었다',
      { topics: ['contraception'] },
      { appliesTo: ADOLESCENT },
    ),
    H.sexual(),
    H.pastMedical('골반염, 자궁근종 등 과거력을 물었다'),
    H.surgery('골반·복부 수술을 받은 적이 있는지 물었다'),
    H.medication('호르몬제, 항응고제 등 복용 중인 약을 물었다'),
    hx(
      'screening',
      '여성력',
      '자궁경부암 검진을 받았는지 물었다',
      { topics: ['cervicalScreening'] },
      { appliesTo: CERVICAL_SCREENING_AGE },
    ),
  ],
  exam: [
    P.consent('보조자가 함께한 가운데 진찰 전 설명하고 동의를 구했다'),
    P.vitals('활력징후로 출혈에 따른 쇼크 여부를 확인했다'),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('abdomen', '복부 진찰', '복부를 촉진하여 압통을 확인했다', ['abdomenPalpation']),
    px('rebound', '복부 진찰', '반발압통을 확인했다', ['reboundTenderness']),
    px('pelvic', '골반 진찰', '질경 검사와 양손 진찰을 시행했다', ['pelvicExam']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('소변·혈액 임신 반응검사(β-hCG)와 질식 초음파를 설명했다'),
    E.treatment('진단에 따른 치료(약물, 수술)를 설명했다'),
    E.warningSigns('출혈이 늘거나 배가 심하게 아프고 어지러우면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const menstrualIrregularity = defineChecklist('월경이상', {
  history: [
    hx('pattern', 'C 양상', '초경 나이와 월경 주기·기간·양을 물었다', { topics: ['menstrualPattern'] }),
    hx('lmp', '여성력', '마지막 월경일을 물었다', { topics: ['lmp'] }),
    hx('pregnancy', '여성력', '임신 가능성을 물었다', { topics: ['pregnancy'] }),
    H.onset('월경이 불규칙해진 시기를 물었다'),
    H.course(),
    hx('weight', 'A 동반 증상', '체중 변화를 물었다', { topics: ['weightChange'] }),
    hx('androgen', 'A 동반 증상', '털이 많아지거나 여드름이 늘었는지 물었다', {
      symptoms: ['hirsutism', 'acne'],
    }),
    hx('galactorrhea', 'A 동반 증상', '유두에서 젖 같은 분비물이 나오는지 물었다', {
      symptoms: ['nippleDischarge'],
    }),
    hx('pituitary', 'A 동반 증상', '두통이나 시야 이상이 있는지 물었다', {
      symptoms: ['headache', 'blurredVision'],
    }),
    hx('thyroid', 'A 동반 증상', '추위·더위를 타거나 피곤한지 물었다', {
      symptoms: ['coldIntolerance', 'heatIntolerance', 'fatigue'],
    }),
    hx('menopause', 'A 동반 증상', '얼굴이 화끈거리는지 물었다', { symptoms: ['hotFlush'] }),
    hx('lifestyle', '사회력', '운동량과 식사(다이어트)를 물었다', { topics: ['exercise', 'diet'] }),
    H.stress(),
    H.medication('피임약, 정신과 약 등 복용 중인 약을 물었다'),
    hx(
      'contraception',
      '여성력',
      '피임 방법을 물었다',
      { topics: ['contraception'] },
      { appliesTo: ADOLESCENT },
    ),
    hx('obstetric', '여성력', '임신·출산 경험을 물었다', { topics: ['obstetric'] }),
    H.pastMedical(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키·체중을 재어 체질량지수를 확인했다', ['anthropometry']),
    px('skin', '피부', '다모증, 여드름, 흑색가시세포증을 확인했다', ['skinInspection']),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('breast', '유방 진찰', '유즙 분비를 확인했다', ['breastExam']),
    px('pelvic', '골반 진찰', '골반 진찰을 시행했다', ['pelvicExam']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('임신 반응검사, 호르몬 검사, 골반 초음파를 설명했다'),
    E.treatment('원인에 따른 치료(호르몬 치료 등)를 설명했다'),
    E.lifestyle('체중 조절과 규칙적인 생활을 권했다'),
    E.closing(),
  ],
});

export const dysmenorrhea = defineChecklist('월경통', {
  history: [
    H.onset('월경통이 언제부터(초경 직후/최근) 시작되었는지 물었다'),
    hx('timing', 'D 지속 시간', '월경 시작 전후 언제 아프고 며칠 지속되는지 물었다', {
      topics: ['duration'],
    }),
    H.location(),
    H.character(),
    H.severity(),
    H.radiation('통증이 허리나 허벅지로 뻗치는지 물었다'),
    H.course('점점 심해지는지 물었다'),
    hx('menstrual', '여성력', '월경 주기와 양을 물었다', { topics: ['menstrualPattern'] }),
    H.lmp(),
    hx('associated', 'A 동반 증상', '메스꺼움, 설사, 두통이 함께 있는지 물었다', {
      symptoms: ['nausea', 'diarrhea', 'headache'],
    }),
    hx('dyspareunia', 'A 동반 증상', '성교통이 있는지 물었다', { symptoms: ['dyspareunia'] }),
    hx('noncyclic', 'A 동반 증상', '월경 때가 아닐 때도 아랫배가 아픈지 물었다', {
      symptoms: ['pelvicPain'],
    }),
    hx('pid', 'A 동반 증상', '분비물이나 열이 있는지 물었다', { symptoms: ['vaginalDischarge', 'fever'] }),
    hx('relief', 'F 완화 요인', '진통제를 먹는지, 효과가 있는지 물었다', {
      topics: ['relieving', 'medication'],
    }),
    hx('impact', '기능', '월경통 때문에 학교나 직장을 빠지는지 물었다', { topics: ['dailyFunction'] }),
    hx(
      'sexual',
      '여성력',
      '성생활과 피임 방법을 물었다',
      { topics: ['sexual', 'contraception'] },
      { appliesTo: ADOLESCENT },
    ),
    hx('obstetric', '여성력', '임신·출산 경험을 물었다', { topics: ['obstetric'] }),
    H.family('가족 중 자궁내막증 등 부인과 질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('abdomen', '복부 진찰', '복부를 촉진하여 압통과 종괴를 확인했다', ['abdomenPalpation']),
    px('pelvic', '골반 진찰', '골반 진찰을 시행했다', ['pelvicExam']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단(원발성/속발성 월경통)을 설명했다'),
    E.tests('골반 초음파 등 검사를 설명했다'),
    E.treatment('월경 시작 전후 진통소염제 복용법과 경구피임약 치료를 설명했다'),
    E.lifestyle('온찜질과 규칙적인 운동을 권했다'),
    E.closing(),
  ],
});

export const prenatalCare = defineChecklist('산전진찰', {
  history: [
    hx('lmp', '여성력', '마지막 월경일을 물어 임신 주수를 계산했다', { topics: ['lmp'] }),
    hx('pregnancy', '여성력', '임신을 어떻게 확인했는지와 현재 주수를 물었다', { topics: ['pregnancy'] }),
    hx('prenatalCare', '산전 관리', '지금까지 받은 산전 진찰과 검사 결과를 물었다', {
      topics: ['prenatalCare'],
    }),
    hx('obstetric', '산과력', '이전 임신·출산·유산 경험과 합병증을 물었다', { topics: ['obstetric'] }),
    hx('fetalMovement', '임신 경과', '태동을 느끼는지 물었다', { topics: ['fetalMovement'] }),
    hx('nausea', 'A 동반 증상', '입덧(메스꺼움, 구토)이 있는지 물었다', { symptoms: ['nausea', 'vomiting'] }),
    hx('bleeding', 'A 위험 증상', '질 출혈이나 배 뭉침·통증이 있는지 물었다', {
      symptoms: ['vaginalBleeding', 'pelvicPain'],
    }),
    hx('preeclampsia', 'A 위험 증상', '두통, 눈 침침함, 부종이 있는지 물었다', {
      symptoms: ['headache', 'blurredVision', 'edema'],
    }),
    hx('urinary', 'A 동반 증상', '소변 볼 때 불편한지 물었다', { symptoms: ['dysuria', 'frequency'] }),
    hx('discharge', 'A 동반 증상', '분비물이나 물 같은 것이 흐르는지 물었다', {
      symptoms: ['vaginalDischarge'],
    }),
    H.pastMedical('고혈압, 당뇨, 갑상선 질환 등 과거력을 물었다'),
    H.medication('엽산 복용과 현재 복용 중인 약을 물었다'),
    hx(
      'habits',
      '사회력',
      '흡연과 음주를 물었다',
      { topics: ['smoking', 'alcohol'] },
      { appliesTo: ADOLESCENT },
    ),
    H.occupation('직업과 유해 물질 노출을 물었다'),
    hx('vaccination', '예방접종력', '풍진 항체, 독감·백일해 예방접종 여부를 물었다', {
      topics: ['vaccination'],
    }),
    H.family('가족 중 유전 질환이나 쌍둥이가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('weight', '신체계측', '체중을 재어 임신 전과 비교했다', ['anthropometry']),
    px('fundalHeight', '산과 진찰', '자궁저 높이를 측정했다', ['fundalHeight']),
    px('fetalHeart', '산과 진찰', '태아 심음을 확인했다', ['fetalHeartRate']),
    px('edema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
  ],
  education: [
    E.diagnosis('현재 임신 주수와 경과가 정상인지 설명했다'),
    E.tests('이번 시기에 필요한 검사(임신성 당뇨 선별검사 등)를 설명했다'),
    E.lifestyle('영양, 금연·금주, 적절한 운동, 약 복용 시 상의를 설명했다'),
    E.warningSigns('질 출혈, 양수 흐름, 태동 감소, 두통·시야 이상이 있으면 바로 오도록 설명했다'),
    E.followUp('다음 산전 진찰 일정을 안내했다'),
    E.closing(),
  ],
});

export const growthDevelopment = defineChecklist('성장/발달지연', {
  history: [
    hx('growth', '성장', '키·몸무게 변화와 또래와의 차이를 물었다', { topics: ['growth'] }),
    hx('development', '발달', '대근육·소근육·언어·사회성 발달 이정표를 물었다', { topics: ['development'] }),
    H.onset('언제부터 늦다고 느꼈는지 물었다'),
    H.course('발달이 멈추거나 할 수 있던 것을 못 하게 되었는지 물었다'),
    hx('birth', '출생력', '재태 주수, 출생 체중, 출생 시 문제를 물었다', { topics: ['birthHistory'] }),
    hx('feeding', '영양', '먹는 양과 식습관을 물었다', { topics: ['feeding'] }),
    H.sleep(),
    hx('senses', 'A 동반 증상', '잘 듣고 잘 보는지 물었다', { symptoms: ['hearingLoss', 'blurredVision'] }),
    hx('seizure', 'A 동반 증상', '경련을 한 적이 있는지 물었다', { symptoms: ['seizure'] }),
    hx('gi', 'A 동반 증상', '설사 등 소화기 증상이 있는지 물었다', { symptoms: ['diarrhea', 'vomiting'] }),
    H.pastMedical('만성 질환, 입원 등 과거력을 물었다'),
    H.medication(),
    hx('vaccination', '예방접종력', '예방접종을 일정대로 맞았는지 물었다', { topics: ['vaccination'] }),
    H.living('양육 환경(주 양육자, 어린이집)을 물었다'),
    H.family('부모의 키와 가족 중 발달 문제가 있는지 물었다'),
    hx('concerns', '보호자 걱정', '보호자가 가장 걱정하는 점을 물었다', { topics: ['ideasConcerns'] }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키·몸무게·머리둘레를 재어 성장곡선에 표시했다', ['anthropometry']),
    px('development', '발달 평가', '발달 선별검사를 시행했다', ['developmentalAssessment']),
    px('appearance', '전신 관찰', '외모(이형성)와 전신 상태를 관찰했다', ['generalAppearance']),
    px('neuro', '신경학적 진찰', '근긴장도와 반사를 확인했다', ['muscleTone', 'deepTendonReflexes']),
  ],
  education: [
    E.diagnosis('현재 성장·발달 상태와 가능성 높은 원인을 설명했다'),
    E.tests('골연령, 갑상선 기능, 청력, 발달 정밀검사 등을 설명했다'),
    ed('referral', '의뢰', '조기 중재(언어·작업치료)나 전문 진료 의뢰를 설명했다', ['referral', 'treatment']),
    E.followUp('정기적인 성장·발달 추적 일정을 안내했다'),
    E.closing(),
  ],
});

export const vaccination = defineChecklist('예방접종', {
  history: [
    hx('record', '예방접종력', '지금까지 맞은 예방접종을 접종 수첩으로 확인했다', {
      topics: ['vaccination'],
    }),
    hx('reactions', '예방접종력', '이전 접종 후 고열, 경련, 알레르기 반응이 있었는지 물었다', {
      topics: ['adverseReaction'],
    }),
    hx('today', '현재 상태', '오늘 열이 나거나 아픈 곳이 있는지 물었다', {
      symptoms: ['fever', 'cough', 'diarrhea'],
    }),
    H.allergy('계란, 젤라틴, 항생제 등 알레르기가 있는지 물었다'),
    H.pastMedical('면역저하 질환, 경련 등 과거력을 물었다'),
    H.medication('스테로이드, 면역억제제 복용이나 최근 수혈·면역글로불린 투여를 물었다'),
    hx('birth', '출생력', '미숙아로 태어났는지 물었다', { topics: ['birthHistory'] }, { appliesTo: CHILD }),
    hx(
      'growth',
      '성장·발달',
      '잘 자라고 발달이 정상인지 물었다',
      { topics: ['growth', 'development'] },
      { appliesTo: CHILD },
    ),
    hx('household', '가족력', '함께 사는 가족 중 면역이 약한 사람이 있는지 물었다', { topics: ['family'] }),
    H.living('어린이집·학교 등 단체생활 여부를 물었다'),
    hx(
      'pregnancy',
      '여성력',
      '임신 가능성을 물었다',
      { topics: ['pregnancy'] },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
    hx('concerns', '보호자 걱정', '접종에 대해 걱정하는 점을 물었다', { topics: ['ideasConcerns'] }),
  ],
  exam: [
    P.consent(),
    P.vitals('체온 등 활력징후를 확인했다'),
    px('appearance', '전신 관찰', '전신 상태를 관찰했다', ['generalAppearance']),
    px('throatEar', '두경부 진찰', '인두와 고막을 관찰했다', ['throat', 'otoscopy']),
    px('chest', '흉부 진찰', '심장과 폐를 청진했다', ['heartAuscultation', 'lungAuscultation']),
    px('growth', '신체계측', '키와 몸무게를 재어 성장을 확인했다', ['anthropometry'], { appliesTo: CHILD }),
  ],
  education: [
    ed('schedule', '접종 일정', '오늘 맞을 백신과 다음 접종 일정을 설명했다', ['vaccineSchedule']),
    ed('sideEffects', '이상반응', '흔한 이상반응(접종 부위 통증·발열)과 대처법을 설명했다', ['sideEffects']),
    E.warningSigns('접종 후 30분 관찰과, 고열·경련·호흡곤란이 생기면 바로 오도록 설명했다'),
    E.followUp('다음 접종 날짜를 안내했다'),
    E.closing(),
  ],
});

export const womenChildren = [
  breastLumpPain,
  vaginalDischarge,
  vaginalBleeding,
  menstrualIrregularity,
  dysmenorrhea,
  prenatalCare,
  growthDevelopment,
  vaccination,
];
