/** 소화기 presentations. */
import { ADOLESCENT, E, H, P, SCHOOL_AGE, YOUNG_CHILD, defineChecklist, hx, px } from './common';

export const acuteAbdominalPain = defineChecklist('급성복통', {
  history: [
    H.onset('복통이 언제, 어떻게(갑자기/서서히) 시작되었는지 물었다'),
    H.location('아픈 부위와 처음 아팠던 곳에서 위치가 옮겨 갔는지 물었다'),
    H.duration('통증이 계속되는지, 있다 없다 하는지 물었다'),
    H.course('시간이 지나면서 통증이 심해지는지 물었다'),
    H.character('통증의 양상(쥐어짜는, 찌르는, 뻐근한 등)을 물었다'),
    H.severity(),
    H.radiation('통증이 등, 어깨, 사타구니 등으로 뻗치는지 물었다'),
    hx('nauseaVomiting', 'A 동반 증상', '메스꺼움이나 구토가 있는지 물었다', {
      symptoms: ['nausea', 'vomiting'],
    }),
    hx('fever', 'A 동반 증상', '열이 나거나 오한이 있는지 물었다', { symptoms: ['fever', 'chills'] }),
    hx('stool', 'A 동반 증상', '대변 양상(설사·변비)과 색(검은 변·피 섞인 변)을 물었다', {
      topics: ['stoolCharacter', 'stoolColor'],
      symptoms: ['diarrhea', 'constipation', 'melena', 'hematochezia'],
    }),
    hx(
      'urinary',
      'A 동반 증상',
      '소변 볼 때 아프거나 소변 색이 변했는지 물었다',
      { topics: ['urination', 'urineColor'], symptoms: ['dysuria', 'hematuria', 'frequency'] },
      { optionalTopics: ['urineColor'] },
    ),
    H.factors('식사, 움직임, 자세에 따라 통증이 심해지거나 덜해지는지 물었다'),
    H.event('통증 전에 먹은 음식이나 과음 등 특별한 일이 있었는지 물었다'),
    H.experience('이전에도 비슷한 복통이 있었는지 물었다'),
    H.pastMedical('과거력(담석, 위궤양, 고혈압·당뇨 등)을 물었다'),
    H.surgery('배 수술을 받은 적이 있는지 물었다'),
    H.medication('복용 중인 약(진통소염제, 아스피린 포함)을 물었다'),
    H.alcohol(),
    H.lmp(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('abdomenLook', '복부 진찰', '복부를 시진, 청진, 타진했다', [
      'abdomenInspection',
      'abdomenAuscultation',
      'abdomenPercussion',
    ]),
    px('abdomenPalpation', '복부 진찰', '복부 전체를 얕게, 깊게 촉진했다', ['abdomenPalpation']),
    px('rebound', '복부 진찰', '반발압통을 확인했다', ['reboundTenderness']),
    px('appendixSigns', '복부 진찰', '맥버니점 압통 등 충수염 징후(로브싱, 요근, 폐쇄근)를 확인했다', [
      'mcburneyTenderness',
      'rovsingSign',
      'psoasSign',
      'obturatorSign',
    ]),
    px('murphy', '복부 진찰', '머피 징후를 확인했다', ['murphySign']),
    px('cva', '복부 진찰', '늑골척추각 압통을 확인했다', ['cvaTenderness']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.differentials(),
    E.tests('혈액검사, 소변검사, 복부 초음파나 CT 등 필요한 검사를 설명했다'),
    E.treatment('금식과 수액 등 치료 계획과 수술 가능성을 설명했다'),
    E.closing(),
  ],
});

export const dyspepsia = defineChecklist('소화불량/만성복통', {
  history: [
    H.onset('증상이 언제부터 시작되었는지 물었다'),
    H.location('불편한 부위(명치, 배 전체 등)를 물었다'),
    H.course('증상이 얼마나 자주 있고 어떻게 변해 왔는지 물었다'),
    H.character('증상의 양상(속쓰림, 더부룩함, 통증)을 물었다'),
    H.factors('식사와의 관계(식후 악화, 공복 시 통증)와 완화 요인을 물었다'),
    hx('reflux', 'A 동반 증상', '속쓰림이나 신물이 넘어오는지 물었다', {
      symptoms: ['heartburn', 'acidReflux'],
    }),
    hx('appetite', 'A 동반 증상', '식욕과 조금만 먹어도 배부른지 물었다', {
      topics: ['appetite'],
      symptoms: ['earlySatiety'],
    }),
    hx('weightLoss', 'A 경고 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    hx('dysphagia', 'A 경고 증상', '음식을 삼키기 어렵거나 삼킬 때 아픈지 물었다', {
      symptoms: ['dysphagia', 'odynophagia'],
    }),
    hx('bleeding', 'A 경고 증상', '피를 토하거나 검은 변을 보았는지 물었다', {
      topics: ['stoolColor'],
      symptoms: ['hematemesis', 'melena'],
    }),
    hx('vomiting', 'A 동반 증상', '구토가 반복되는지 물었다', { symptoms: ['vomiting', 'nausea'] }),
    hx('bowel', 'A 동반 증상', '배변 습관의 변화가 있는지 물었다', { topics: ['bowelHabit'] }),
    H.checkup('이전에 위내시경 검사를 받았는지와 결과를 물었다'),
    H.medication('진통소염제, 아스피린 등 복용 중인 약을 물었다'),
    hx(
      'dietCaffeine',
      '사회력',
      '식사 습관(불규칙, 야식, 자극적인 음식)과 커피 섭취를 물었다',
      { topics: ['diet', 'caffeine'] },
      { appliesTo: SCHOOL_AGE },
    ),
    H.smoking(),
    H.alcohol(),
    H.stress(),
    H.family('가족 중 위암 등 소화기 암을 앓은 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('lymphNodes', '림프절', '목·쇄골 위 림프절을 촉진했다', ['cervicalLymphNodes']),
    px('abdomenLook', '복부 진찰', '복부를 시진하고 청진했다', ['abdomenInspection', 'abdomenAuscultation']),
    px('abdomenPalpation', '복부 진찰', '복부를 촉진하여 압통과 종괴를 확인했다', ['abdomenPalpation']),
  ],
  education: [
    E.diagnosis('가능성 높은 진단을 설명했다'),
    E.tests('위내시경 등 필요한 검사를 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.lifestyle('규칙적인 식사, 야식·자극적 음식 피하기, 금연·절주를 권했다'),
    E.warningSigns('체중 감소, 검은 변, 삼킴 곤란이 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const hematemesis = defineChecklist('토혈', {
  history: [
    H.onset('처음 피를 토한 시기를 물었다'),
    hx('vomitus', 'C 양상', '토한 것의 색과 양(선홍색 피, 커피 찌꺼기 같은 것)을 물었다', {
      topics: ['vomitus'],
    }),
    H.course('토혈 횟수와 반복 여부를 물었다'),
    H.event('피를 토하기 전에 심하게 헛구역질하거나 구토했는지 물었다'),
    hx('abdominalPain', 'A 동반 증상', '배가 아픈지, 어디가 아픈지 물었다', {
      topics: ['location'],
      symptoms: ['abdominalPain'],
    }),
    hx('melena', 'A 동반 증상', '검은 변을 보았는지 물었다', {
      topics: ['stoolColor'],
      symptoms: ['melena'],
    }),
    hx('hemodynamic', 'A 동반 증상', '어지럽거나 쓰러질 것 같은 느낌이 있는지 물었다', {
      symptoms: ['dizziness', 'presyncope', 'syncope'],
    }),
    hx('liver', 'A 동반 증상', '눈·피부가 노래지거나 배가 불러 오는지 물었다', {
      symptoms: ['jaundice', 'abdominalDistension'],
    }),
    hx('weightLoss', 'A 동반 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    H.experience('이전에 피를 토하거나 위장 출혈이 있었는지 물었다'),
    H.pastMedical('간질환, 위궤양 등 과거력을 물었다'),
    H.medication('진통소염제, 아스피린, 항응고제 복용 여부를 물었다'),
    H.alcohol('음주량과 빈도를 물었다'),
    H.smoking(),
  ],
  exam: [
    P.consent(),
    P.vitals('활력징후로 출혈에 따른 쇼크 여부를 확인했다'),
    px('orthostatic', '활력징후', '기립 시 혈압·맥박 변화를 확인했다', ['orthostaticVitals']),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('jaundice', '간질환 징후', '공막 황달과 피부의 간질환 징후(거미혈관종 등)를 확인했다', [
      'sclera',
      'skinInspection',
    ]),
    px('abdomenPalpation', '복부 진찰', '복부를 촉진하여 압통을 확인했다', ['abdomenPalpation']),
    px('cirrhosis', '복부 진찰', '간·비장 비대와 복수(이동 탁음)를 확인했다', [
      'liverPalpation',
      'spleenPalpation',
      'shiftingDullness',
    ]),
    px('rectal', '직장수지검사', '직장수지검사로 흑색변을 확인했다', ['digitalRectalExam']),
  ],
  education: [
    E.diagnosis('위·식도 등 상부 위장관 출혈 가능성을 설명했다'),
    E.tests('출혈 원인을 찾는 응급 검사(내시경 등)와 혈액검사를 설명했다'),
    E.treatment('금식, 수액·수혈, 내시경 지혈 등 입원 치료를 설명했다'),
    E.lifestyle('금주와 진통소염제 중단을 권했다'),
    E.closing(),
  ],
});

export const hematochezia = defineChecklist('혈변', {
  history: [
    H.onset('피 섞인 변을 처음 본 시기를 물었다'),
    hx('bloodColor', 'C 양상', '피의 색(선홍색/검붉은색)과 변에 섞였는지 묻어나는지 물었다', {
      topics: ['stoolColor', 'stoolCharacter'],
    }),
    H.course('출혈의 양과 횟수, 반복 여부를 물었다'),
    hx('bowelHabit', 'A 동반 증상', '최근 배변 습관(변비, 설사, 변 굵기)의 변화를 물었다', {
      topics: ['bowelHabit'],
      symptoms: ['constipation', 'diarrhea'],
    }),
    hx('anal', 'A 동반 증상', '변 볼 때 항문 통증이나 잔변감이 있는지 물었다', {
      symptoms: ['analPain', 'tenesmus'],
    }),
    hx('abdominalPain', 'A 동반 증상', '배가 아픈지 물었다', { symptoms: ['abdominalPain'] }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('weightLoss', 'A 경고 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    hx('hemodynamic', 'A 동반 증상', '어지럽거나 쓰러질 것 같은 느낌이 있는지 물었다', {
      symptoms: ['dizziness', 'presyncope'],
    }),
    H.experience('이전에도 피 섞인 변을 본 적이 있는지 물었다'),
    H.checkup('이전에 대장내시경 검사를 받았는지와 결과를 물었다'),
    H.pastMedical('치질, 염증성 장질환 등 과거력을 물었다'),
    H.medication('아스피린, 항응고제 등 복용 중인 약을 물었다'),
    H.diet('섬유질·물 섭취 등 식습관을 물었다'),
    H.family('가족 중 대장암이나 염증성 장질환을 앓은 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('abdomenLook', '복부 진찰', '복부를 시진하고 청진했다', ['abdomenInspection', 'abdomenAuscultation']),
    px('abdomenPalpation', '복부 진찰', '복부를 촉진하여 압통과 종괴를 확인했다', ['abdomenPalpation']),
    px('rectal', '직장수지검사', '항문 시진과 직장수지검사를 시행했다', [
      'digitalRectalExam',
      'perianalInspection',
    ]),
  ],
  education: [
    E.diagnosis('가능성 높은 출혈 원인을 설명했다'),
    E.tests('대장내시경 등 필요한 검사를 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.lifestyle('섬유질과 물 섭취, 올바른 배변 습관을 권했다'),
    E.warningSigns('출혈량이 늘거나 어지러우면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const vomiting = defineChecklist('구토', {
  history: [
    H.onset('구토가 언제 시작되었는지 물었다'),
    H.course('구토 횟수와 경과를 물었다'),
    hx('vomitus', 'C 양상', '토한 것의 내용(음식물, 노란 물, 피)을 물었다', {
      topics: ['vomitus'],
      symptoms: ['hematemesis'],
    }),
    hx('abdominalPain', 'A 동반 증상', '배가 아픈지, 어디가 아픈지 물었다', {
      topics: ['location'],
      symptoms: ['abdominalPain'],
    }),
    hx('diarrhea', 'A 동반 증상', '설사를 하는지 물었다', { symptoms: ['diarrhea'] }),
    hx('obstruction', 'A 동반 증상', '배가 불러 오거나 방귀·변이 나오지 않는지 물었다', {
      symptoms: ['abdominalDistension', 'constipation'],
    }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('neuro', 'A 동반 증상', '두통이나 어지럼이 함께 있는지 물었다', {
      symptoms: ['headache', 'vertigo', 'dizziness'],
    }),
    hx('food', 'E 선행 사건', '구토 전에 먹은 음식을 물었다', { topics: ['foodHistory'] }),
    hx('contacts', 'E 선행 사건', '같이 먹은 사람 중 비슷한 증상이 있는지 물었다', {
      topics: ['sickContact'],
    }),
    hx('hydration', '탈수 평가', '물을 마실 수 있는지와 소변량을 물었다', {
      topics: ['fluidIntake', 'urineVolume'],
    }),
    H.pastMedical('당뇨 등 과거력을 물었다'),
    H.surgery('배 수술을 받은 적이 있는지 물었다'),
    H.medication(),
    H.alcohol(),
    H.lmp(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('dehydration', '탈수 평가', '구강 점막과 피부 긴장도로 탈수 정도를 확인했다', [
      'throat',
      'skinTurgor',
    ]),
    px('abdomenLook', '복부 진찰', '복부를 시진하고 장음을 청진했다', [
      'abdomenInspection',
      'abdomenAuscultation',
    ]),
    px('abdomenPalpation', '복부 진찰', '복부를 타진·촉진하여 압통을 확인했다', [
      'abdomenPercussion',
      'abdomenPalpation',
    ]),
    px('rebound', '복부 진찰', '반발압통을 확인했다', ['reboundTenderness']),
    px('meningeal', '신경학적 진찰', '목 경직 등 뇌수막 자극 징후를 확인했다', [
      'nuchalRigidity',
      'kernigSign',
      'brudzinskiSign',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('혈액검사(전해질 등)와 필요한 검사를 설명했다'),
    E.treatment('수액과 구토 억제제 등 치료를 설명했다'),
    E.lifestyle('수분을 조금씩 자주 마시고 부드러운 음식부터 먹도록 권했다'),
    E.warningSigns('피를 토하거나 소변이 줄고 처지면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const constipation = defineChecklist('변비', {
  history: [
    H.onset('변비가 언제부터 시작되었는지 물었다'),
    hx('bowelHabit', 'C 양상', '배변 횟수와 변의 굳기를 평소와 비교해 물었다', {
      topics: ['bowelHabit', 'stoolCharacter'],
    }),
    hx('straining', 'C 양상', '변 볼 때 힘을 많이 주거나 잔변감이 있는지 물었다', {
      topics: ['bowelHabit'],
      symptoms: ['tenesmus'],
    }),
    H.course(),
    hx('blood', 'A 경고 증상', '피 섞인 변이나 검은 변을 보았는지 물었다', {
      topics: ['stoolColor'],
      symptoms: ['hematochezia', 'melena'],
    }),
    hx('abdominal', 'A 동반 증상', '복통이나 배가 불러 오는 느낌이 있는지 물었다', {
      symptoms: ['abdominalPain', 'abdominalDistension'],
    }),
    hx('weightLoss', 'A 경고 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    hx('thyroid', 'A 동반 증상', '추위를 많이 타거나 피곤한지 물었다', {
      symptoms: ['coldIntolerance', 'fatigue'],
    }),
    H.diet('섬유질(채소·과일) 섭취 등 식습관을 물었다'),
    hx('fluid', '사회력', '하루 물 섭취량을 물었다', { topics: ['fluidIntake'] }),
    H.exercise(),
    H.medication('복용 중인 약(철분제, 진통제, 변비약 등)을 물었다'),
    H.pastMedical('갑상선 질환, 당뇨 등 과거력을 물었다'),
    H.checkup('대장내시경 검사를 받은 적이 있는지 물었다'),
    H.family('가족 중 대장암 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('abdomenLook', '복부 진찰', '복부를 시진하고 청진했다', ['abdomenInspection', 'abdomenAuscultation']),
    px('abdomenPalpation', '복부 진찰', '복부를 타진·촉진했다', ['abdomenPercussion', 'abdomenPalpation']),
    px('rectal', '직장수지검사', '직장수지검사를 시행했다', ['digitalRectalExam']),
  ],
  education: [
    E.diagnosis('가능성 높은 진단을 설명했다'),
    E.tests('경고 증상이나 나이에 따라 대장내시경이 필요함을 설명했다'),
    E.treatment('약물 치료(부피형성 완하제 등)를 설명했다'),
    E.lifestyle('섬유질·수분 섭취, 운동, 규칙적인 배변 습관을 권했다'),
    E.closing(),
  ],
});

export const diarrhea = defineChecklist('설사', {
  history: [
    H.onset('설사가 언제 시작되었는지 물었다'),
    hx('stool', 'C 양상', '설사 횟수, 양, 묽기를 물었다', { topics: ['stoolCharacter'] }),
    hx('blood', 'C 양상', '변에 피나 코 같은 점액이 섞였는지 물었다', {
      topics: ['stoolColor', 'stoolCharacter'],
      symptoms: ['hematochezia'],
    }),
    hx('abdominalPain', 'A 동반 증상', '배가 아픈지, 어디가 아픈지 물었다', {
      topics: ['location'],
      symptoms: ['abdominalPain'],
    }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever', 'chills'] }),
    hx('vomiting', 'A 동반 증상', '메스꺼움이나 구토가 있는지 물었다', { symptoms: ['nausea', 'vomiting'] }),
    hx('dehydration', '탈수 평가', '소변량이 줄거나 어지러운지 물었다', {
      topics: ['urineVolume'],
      symptoms: ['dizziness', 'polydipsia'],
    }),
    hx('food', 'E 선행 사건', '설사 전에 먹은 음식(날것, 외식)을 물었다', { topics: ['foodHistory'] }),
    hx('contacts', 'E 선행 사건', '같이 먹은 사람 중 비슷한 증상이 있는지 물었다', {
      topics: ['sickContact'],
    }),
    H.travel(),
    H.medication('최근 항생제 등 복용한 약을 물었다'),
    hx('weightLoss', 'A 동반 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    H.experience('이전에도 설사가 반복된 적이 있는지 물었다'),
    H.pastMedical(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('dehydration', '탈수 평가', '구강 점막, 피부 긴장도, 모세혈관 재충전으로 탈수를 평가했다', [
      'throat',
      'skinTurgor',
      'capillaryRefill',
    ]),
    px('abdomenLook', '복부 진찰', '복부를 시진하고 청진했다', ['abdomenInspection', 'abdomenAuscultation']),
    px('abdomenPalpation', '복부 진찰', '복부를 촉진하여 압통을 확인했다', ['abdomenPalpation']),
    px('rebound', '복부 진찰', '반발압통을 확인했다', ['reboundTenderness']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 설명했다'),
    E.tests('대변검사와 혈액검사 등을 설명했다'),
    E.treatment('수분·전해질 보충을 중심으로 한 치료와 필요 시 항생제를 설명했다'),
    E.lifestyle('손 씻기와 음식 위생, 가족 간 전파 예방을 설명했다'),
    E.warningSigns('피 섞인 변, 고열, 소변량 감소 시 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const jaundice = defineChecklist('황달', {
  history: [
    H.onset('눈이나 피부가 노래진 것을 언제 알았는지 물었다'),
    H.course(),
    hx('urineColor', 'A 동반 증상', '소변 색이 진해졌는지 물었다', { topics: ['urineColor'] }),
    hx('stoolColor', 'A 동반 증상', '변 색이 희거나 회색으로 변했는지 물었다', { topics: ['stoolColor'] }),
    hx('itching', 'A 동반 증상', '몸이 가려운지 물었다', { symptoms: ['itching'] }),
    hx('abdominalPain', 'A 동반 증상', '배가 아픈지, 어디가 아픈지 물었다', {
      topics: ['location'],
      symptoms: ['abdominalPain'],
    }),
    hx('fever', 'A 동반 증상', '열이나 오한이 있는지 물었다', { symptoms: ['fever', 'chills'] }),
    hx('giSymptoms', 'A 동반 증상', '입맛이 없거나 메스꺼운지 물었다', {
      topics: ['appetite'],
      symptoms: ['nausea'],
    }),
    hx('weightLoss', 'A 경고 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    H.alcohol('음주량과 기간을 물었다'),
    H.medication('복용 중인 약, 한약, 건강보조식품을 물었다'),
    hx('exposure', 'E 선행 사건', '최근 날음식(조개 등) 섭취나 여행을 했는지 물었다', {
      topics: ['foodHistory', 'travel'],
    }),
    hx(
      'bloodExposure',
      '감염 위험',
      '수혈, 문신, 주사기 공동 사용, 성 접촉 등 감염 위험을 물었다',
      { topics: ['bloodExposure', 'sexual'] },
      { appliesTo: ADOLESCENT, optionalTopics: ['bloodExposure'] },
    ),
    hx(
      'bloodExposureChild',
      '감염 위험',
      '수혈이나 주사 등 혈액 노출과 어머니의 간염 등 수직 감염 위험을 물었다',
      { topics: ['bloodExposure'] },
      { appliesTo: YOUNG_CHILD },
    ),
    H.pastMedical('간염, 담석 등 과거력을 물었다'),
    hx('vaccination', '예방접종력', '간염 예방접종 여부를 물었다', { topics: ['vaccination'] }),
    H.family('가족 중 간염이나 간암 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('sclera', '황달 확인', '공막 황달을 확인했다', ['sclera']),
    px('skin', '피부', '피부의 황달과 간질환 징후(거미혈관종, 긁은 자국)를 확인했다', ['skinInspection']),
    px('abdomenPalpation', '복부 진찰', '복부를 촉진하여 압통을 확인했다', ['abdomenPalpation']),
    px('murphy', '복부 진찰', '머피 징후를 확인했다', ['murphySign']),
    px('liver', '복부 진찰', '간 크기를 촉진했다', ['liverPalpation']),
    px('spleenAscites', '복부 진찰', '비장 비대와 복수를 확인했다', ['spleenPalpation', 'shiftingDullness']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 황달의 원인을 설명했다'),
    E.tests('간기능검사, 간염 바이러스 검사, 복부 초음파를 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.lifestyle('금주와 불필요한 약·한약 중단을 권했다'),
    E.warningSigns('정신이 흐려지거나 출혈이 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const gastrointestinal = [
  acuteAbdominalPain,
  dyspepsia,
  hematemesis,
  hematochezia,
  vomiting,
  constipation,
  diarrhea,
  jaundice,
];
