/** 전신 presentations. */
import { ADOLESCENT, CHILD, E, H, P, REPRODUCTIVE_WOMAN, defineChecklist, hx, px } from './common';

export const fever = defineChecklist('발열', {
  history: [
    H.onset('열이 언제부터 났는지 물었다'),
    H.course('최고 체온과 열의 양상(계속되는지, 오르내리는지)을 물었다'),
    hx('chills', 'A 동반 증상', '오한이 있는지 물었다', { symptoms: ['chills'] }),
    hx('respiratory', 'A 감염 부위', '기침, 콧물, 목 아픔이 있는지 물었다', {
      symptoms: ['cough', 'rhinorrhea', 'soreThroat'],
    }),
    hx('gastrointestinal', 'A 감염 부위', '구토, 설사, 복통이 있는지 물었다', {
      symptoms: ['vomiting', 'diarrhea', 'abdominalPain'],
    }),
    hx('urinary', 'A 감염 부위', '소변 볼 때 아프거나 옆구리가 아픈지 물었다', {
      symptoms: ['dysuria', 'frequency', 'flankPain'],
    }),
    hx('cns', 'A 감염 부위', '두통이나 목이 뻣뻣한지 물었다', { symptoms: ['headache', 'neckStiffness'] }),
    hx('rash', 'A 동반 증상', '피부 발진이 있는지 물었다', { symptoms: ['rash'] }),
    hx('musculoskeletal', 'A 동반 증상', '관절이나 근육이 아픈지 물었다', {
      symptoms: ['jointPain', 'muscleAche'],
    }),
    hx('lymph', 'A 동반 증상', '목 등에 멍울이 만져지는지 물었다', { symptoms: ['lymphNodeSwelling'] }),
    hx('antipyretic', 'F 완화 요인', '해열제를 먹었는지, 먹으면 열이 떨어지는지 물었다', {
      topics: ['medication', 'relieving'],
    }),
    hx('contacts', 'E 접촉력', '주변에 비슷하게 아픈 사람이 있는지 물었다', { topics: ['sickContact'] }),
    H.travel('최근 여행, 캠핑, 산행을 다녀왔는지 물었다'),
    H.pastMedical(),
    hx(
      'vaccination',
      '예방접종력',
      '예방접종을 일정대로 맞았는지 물었다',
      { topics: ['vaccination'] },
      { appliesTo: CHILD },
    ),
    hx(
      'intake',
      '탈수 평가',
      '잘 먹는지와 소변량을 물었다',
      { topics: ['feeding', 'urineVolume'] },
      { appliesTo: CHILD },
    ),
    hx(
      'activity',
      'A 경고 증상',
      '아이가 축 처지거나 잘 놀지 않는지 물었다',
      { symptoms: ['lethargy'] },
      { appliesTo: CHILD },
    ),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('throatEar', '두경부 진찰', '인두와 고막을 관찰했다', ['throat', 'otoscopy']),
    px('lymphNodes', '두경부 진찰', '경부 림프절을 촉진했다', ['cervicalLymphNodes']),
    px('lung', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('abdomen', '복부 진찰', '복부 촉진과 늑골척추각 압통을 확인했다', [
      'abdomenPalpation',
      'cvaTenderness',
    ]),
    px('skin', '피부', '피부 발진을 확인했다', ['skinInspection']),
    px('meningeal', '신경학적 진찰', '목 경직 등 뇌수막 자극 징후를 확인했다', [
      'nuchalRigidity',
      'kernigSign',
      'brudzinskiSign',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('혈액검사, 소변검사 등 필요한 검사를 설명했다'),
    E.treatment('해열제 사용법과 치료 계획을 설명했다'),
    E.warningSigns('처지거나 경련, 숨참이 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const easyBruising = defineChecklist('쉽게 멍이 듦', {
  history: [
    H.onset('멍이 잘 들기 시작한 시기를 물었다'),
    hx('pattern', 'C 양상', '멍의 위치·크기와 부딪힌 기억이 있는지 물었다', {
      topics: ['location', 'trauma'],
    }),
    H.course(),
    hx('mucosal', 'A 출혈 증상', '잇몸 출혈이나 코피가 나는지 물었다', {
      symptoms: ['gumBleeding', 'epistaxis'],
    }),
    hx('internal', 'A 출혈 증상', '검은 변, 피 섞인 변, 혈뇨가 있는지 물었다', {
      symptoms: ['melena', 'hematochezia', 'hematuria'],
    }),
    hx(
      'menses',
      '여성력',
      '월경량이 많은지 물었다',
      { topics: ['menstrualPattern'] },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
    hx('procedures', 'E 지혈 병력', '발치나 수술 후 피가 잘 멈추지 않았는지 물었다', { topics: ['surgery'] }),
    hx('systemic', 'A 동반 증상', '열, 체중 감소, 피로, 밤에 식은땀이 있는지 물었다', {
      symptoms: ['fever', 'weightLoss', 'fatigue', 'nightSweats'],
    }),
    hx('liver', 'A 동반 증상', '눈이나 피부가 노래졌는지 물었다', { symptoms: ['jaundice'] }),
    H.medication('아스피린, 항응고제, 스테로이드, 한약·건강보조식품 복용을 물었다'),
    H.alcohol(),
    H.pastMedical('간질환, 혈액질환 등 과거력을 물었다'),
    H.family('가족 중 피가 잘 멈추지 않는 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('skin', '피부', '멍, 점상출혈, 자반을 관찰했다', ['skinInspection']),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('mouth', '구강 진찰', '잇몸 출혈을 확인했다', ['throat']),
    px('lymphNodes', '림프절', '경부·겨드랑이 림프절을 촉진했다', [
      'cervicalLymphNodes',
      'axillaryLymphNodes',
    ]),
    px('organomegaly', '복부 진찰', '간·비장 비대를 확인했다', ['liverPalpation', 'spleenPalpation']),
  ],
  education: [
    E.diagnosis('가능성 높은 원인을 설명했다'),
    E.tests('혈구검사, 말초혈액도말, 응고검사를 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.lifestyle('아스피린·진통소염제를 피하고 다치지 않도록 주의하도록 설명했다'),
    E.warningSigns('심한 두통, 대량 출혈이 있으면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const fatigue = defineChecklist('피로', {
  history: [
    H.onset('피로가 언제부터 시작되었는지 물었다'),
    H.course(),
    hx('nature', 'C 양상', '몸이 지치는지 의욕이 없는지, 쉬면 나아지는지 물었다', {
      topics: ['character', 'relieving'],
    }),
    hx('impact', 'C 강도', '피로 때문에 일상생활에 지장이 있는지 물었다', { topics: ['dailyFunction'] }),
    hx('sleep', 'A 동반 증상', '잠을 잘 자는지, 코골이나 낮 졸림이 있는지 물었다', {
      topics: ['sleep'],
      symptoms: ['snoring', 'daytimeSleepiness'],
    }),
    hx('mood', 'A 동반 증상', '기분이 우울하거나 흥미가 줄었는지 물었다', {
      topics: ['mood'],
      symptoms: ['depressedMood', 'anhedonia'],
    }),
    hx('weight', 'A 동반 증상', '체중 변화를 물었다', { topics: ['weightChange'] }),
    hx('thyroid', 'A 동반 증상', '추위·더위를 타거나 변비가 있는지 물었다', {
      symptoms: ['coldIntolerance', 'heatIntolerance', 'constipation'],
    }),
    hx('anemia', 'A 동반 증상', '검은 변이나 어지럼이 있는지 물었다', { symptoms: ['melena', 'dizziness'] }),
    hx('diabetes', 'A 동반 증상', '목이 자주 마르고 소변을 자주 보는지 물었다', {
      symptoms: ['polydipsia', 'frequency', 'polyuria'],
    }),
    hx('infection', 'A 동반 증상', '열이나 밤에 식은땀이 나는지 물었다', {
      symptoms: ['fever', 'nightSweats'],
    }),
    hx('cardiopulmonary', 'A 동반 증상', '숨이 차거나 다리가 붓는지 물었다', {
      symptoms: ['dyspnea', 'edema'],
    }),
    hx(
      'menses',
      '여성력',
      '월경량과 주기를 물었다',
      { topics: ['menstrualPattern'] },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
    H.medication(),
    H.pastMedical(),
    hx(
      'habits',
      '사회력',
      '음주와 커피 섭취를 물었다',
      { topics: ['alcohol', 'caffeine'] },
      { appliesTo: ADOLESCENT },
    ),
    hx(
      'work',
      '사회력',
      '직업과 최근 스트레스를 물었다',
      { topics: ['occupation', 'stress'] },
      { appliesTo: ADOLESCENT },
    ),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('lymphNodes', '림프절', '경부 림프절을 촉진했다', ['cervicalLymphNodes']),
    px('heart', '흉부 진찰', '심장과 폐를 청진했다', ['heartAuscultation', 'lungAuscultation']),
    px('edema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
  ],
  education: [
    E.diagnosis('가능성 높은 원인을 설명했다'),
    E.tests('혈구검사, 갑상선 기능, 혈당, 간·신장 기능 검사를 설명했다'),
    E.lifestyle('규칙적인 수면과 운동을 권했다'),
    E.followUp('검사 결과를 확인할 재방문 시기를 안내했다'),
    E.closing(),
  ],
});

export const weightLoss = defineChecklist('체중감소', {
  history: [
    hx('amount', 'O 발병 시기', '언제부터 몇 kg이 빠졌는지, 일부러 뺀 것인지 물었다', {
      topics: ['weightChange', 'onset'],
    }),
    hx('appetite', 'C 양상', '식욕과 먹는 양을 물었다', { topics: ['appetite'] }),
    H.course(),
    hx('swallowing', 'A 소화기 증상', '삼키기 어렵거나 배가 아픈지 물었다', {
      symptoms: ['dysphagia', 'abdominalPain'],
    }),
    hx('bowel', 'A 소화기 증상', '배변 습관 변화나 피 섞인 변·검은 변이 있는지 물었다', {
      topics: ['bowelHabit'],
      symptoms: ['hematochezia', 'melena'],
    }),
    hx('vomiting', 'A 소화기 증상', '메스꺼움이나 구토가 있는지 물었다', {
      symptoms: ['nausea', 'vomiting'],
    }),
    hx('thyroid', 'A 내분비 증상', '더위를 타거나 두근거리거나 손이 떨리는지 물었다', {
      symptoms: ['heatIntolerance', 'palpitation', 'tremor'],
    }),
    hx('diabetes', 'A 내분비 증상', '목이 자주 마르고 소변을 자주 보는지 물었다', {
      symptoms: ['polydipsia', 'frequency', 'polyuria'],
    }),
    hx('infection', 'A 동반 증상', '열, 밤에 식은땀, 기침이 있는지 물었다', {
      symptoms: ['fever', 'nightSweats', 'cough'],
    }),
    hx('lymph', 'A 동반 증상', '멍울이 만져지는지 물었다', { symptoms: ['lymphNodeSwelling'] }),
    hx('mood', 'A 동반 증상', '기분이 우울한지 물었다', { topics: ['mood'], symptoms: ['depressedMood'] }),
    H.checkup('최근 건강검진이나 내시경 검사를 받았는지 물었다'),
    H.medication(),
    hx(
      'habits',
      '사회력',
      '흡연과 음주를 물었다',
      { topics: ['smoking', 'alcohol'] },
      { appliesTo: ADOLESCENT },
    ),
    H.living('누구와 사는지, 식사를 챙겨 줄 사람이 있는지 물었다'),
    H.family('가족 중 암 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키와 체중을 재어 체질량지수를 확인했다', ['anthropometry']),
    px('eyes', '두경부 진찰', '결막 창백과 공막 황달을 확인했다', ['conjunctiva', 'sclera']),
    px('thyroid', '두경부 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('lymphNodes', '림프절', '경부·쇄골 위·겨드랑이 림프절을 촉진했다', [
      'cervicalLymphNodes',
      'axillaryLymphNodes',
    ]),
    px('abdomen', '복부 진찰', '복부를 촉진하여 종괴와 간 비대를 확인했다', [
      'abdomenPalpation',
      'liverPalpation',
    ]),
  ],
  education: [
    E.diagnosis('원인을 찾기 위한 감별이 필요함과 가능성 높은 원인을 설명했다'),
    E.tests('혈액검사, 갑상선 기능, 내시경, 영상 검사를 설명했다'),
    E.treatment('원인에 따른 치료와 영양 보충을 설명했다'),
    E.followUp('검사 결과를 확인할 재방문 시기를 안내했다'),
    E.closing(),
  ],
});

export const weightGain = defineChecklist('체중증가', {
  history: [
    hx('amount', 'O 발병 시기', '언제부터 몇 kg이 늘었는지 물었다', { topics: ['weightChange', 'onset'] }),
    H.course(),
    hx('appetite', 'C 양상', '식욕과 먹는 양의 변화를 물었다', { topics: ['appetite'] }),
    hx('edema', 'A 동반 증상', '몸이 붓는지 물었다', { symptoms: ['edema'] }),
    hx('cardiac', 'A 동반 증상', '숨이 차거나 누우면 숨이 찬지 물었다', {
      symptoms: ['dyspnea', 'orthopnea'],
    }),
    hx('ascites', 'A 동반 증상', '배가 불러 오는지 물었다', { symptoms: ['abdominalDistension'] }),
    hx('thyroid', 'A 내분비 증상', '추위를 타거나 변비, 피로가 있는지 물었다', {
      symptoms: ['coldIntolerance', 'constipation', 'fatigue'],
    }),
    hx('cushing', 'A 내분비 증상', '멍이 잘 들거나 팔다리 힘이 빠지는지 물었다', {
      symptoms: ['easyBruising', 'weakness'],
    }),
    hx(
      'menses',
      '여성력',
      '월경 주기와 털·여드름 변화를 물었다',
      {
        topics: ['menstrualPattern'],
        symptoms: ['hirsutism', 'acne'],
      },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
    H.medication('스테로이드, 정신과 약, 인슐린 등 복용 중인 약을 물었다'),
    H.diet('식습관(야식, 간식, 음료)을 물었다'),
    H.exercise(),
    hx('sleep', '사회력', '수면과 코골이를 물었다', { topics: ['sleep'], symptoms: ['snoring'] }),
    hx('mood', '사회력', '기분과 스트레스(폭식 여부)를 물었다', { topics: ['mood', 'stress'] }),
    H.alcohol(),
    H.family('가족 중 비만이나 당뇨 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키·체중·허리둘레를 재어 체질량지수를 확인했다', ['anthropometry']),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('skin', '피부', '자색 선조, 흑색가시세포증 등 피부 소견을 확인했다', ['skinInspection']),
    px('ascites', '복부 진찰', '복부 팽만과 복수를 확인했다', ['abdomenInspection', 'shiftingDullness']),
    px('legEdema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
  ],
  education: [
    E.diagnosis('가능성 높은 원인을 설명했다'),
    E.tests('갑상선 기능, 혈당, 지질 등 검사를 설명했다'),
    E.lifestyle('식사 조절과 운동의 구체적인 목표를 함께 정했다'),
    E.followUp('체중 변화를 확인할 재방문 시기를 안내했다'),
    E.closing(),
  ],
});

export const systemic = [fever, easyBruising, fatigue, weightLoss, weightGain];
