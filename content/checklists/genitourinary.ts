/** 비뇨기 presentations. */
import { ADOLESCENT, E, H, P, SCHOOL_AGE, WOMAN, YOUNG_CHILD, defineChecklist, hx, px } from './common';

/** Prostate questions and the rectal exam target men old enough for prostate disease. */
const OLDER_MAN = { sex: '남자', minAge: 40 } as const;

export const polyuria = defineChecklist('다뇨', {
  history: [
    H.onset('소변량이 늘어난 시기를 물었다'),
    hx('volume', 'C 양상', '하루 소변 횟수와 양을 물었다', {
      topics: ['urineVolume'],
      symptoms: ['polyuria', 'frequency'],
    }),
    hx('nocturia', 'A 동반 증상', '밤에 소변 때문에 깨는지 물었다', { symptoms: ['nocturia'] }),
    hx('thirst', 'A 동반 증상', '목이 자주 마르고 물을 얼마나 마시는지 물었다', {
      topics: ['fluidIntake'],
      symptoms: ['polydipsia'],
    }),
    hx('appetite', 'A 동반 증상', '식욕 변화를 물었다', { topics: ['appetite'] }),
    hx('weightLoss', 'A 동반 증상', '체중이 줄었는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss'],
    }),
    hx('fatigue', 'A 동반 증상', '피곤한지 물었다', { symptoms: ['fatigue'] }),
    hx('vision', 'A 동반 증상', '눈이 침침한지 물었다', { symptoms: ['blurredVision'] }),
    hx('uti', 'A 동반 증상', '소변 볼 때 아프거나 급하게 마려운지 물었다', {
      symptoms: ['dysuria', 'urgency'],
    }),
    hx('neuropathy', 'A 동반 증상', '손발이 저린지 물었다', { symptoms: ['numbness'] }),
    H.pastMedical('당뇨, 신장질환, 정신과 질환 과거력을 물었다'),
    H.medication('이뇨제, 리튬, 스테로이드 등 복용 중인 약을 물었다'),
    hx('headInjury', '외상력', '머리를 다치거나 뇌수술을 받은 적이 있는지 물었다', {
      topics: ['trauma', 'surgery'],
    }),
    hx(
      'drinks',
      '사회력',
      '음료, 커피, 술 섭취를 물었다',
      { topics: ['caffeine', 'alcohol'] },
      { appliesTo: ADOLESCENT },
    ),
    H.family('가족 중 당뇨 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키·체중을 재어 비만도를 평가했다', ['anthropometry']),
    px('dehydration', '탈수 평가', '구강 점막과 피부 긴장도로 탈수를 평가했다', ['throat', 'skinTurgor']),
    px('feet', '말초 진찰', '발의 감각과 말초 맥박을 확인했다', ['sensoryExam', 'peripheralPulses']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 설명했다'),
    E.tests('혈당, 당화혈색소, 소변검사, 전해질 검사를 설명했다'),
    E.treatment('진단에 따른 치료 계획을 설명했다'),
    E.lifestyle('식사 조절과 운동을 권했다'),
    E.closing(),
  ],
});

export const oliguria = defineChecklist('핍뇨', {
  history: [
    H.onset('소변량이 줄어든 시기를 물었다'),
    hx('volume', 'C 양상', '하루 소변량과 횟수가 얼마나 줄었는지 물었다', { topics: ['urineVolume'] }),
    hx('color', 'C 양상', '소변 색을 물었다', { topics: ['urineColor'] }),
    hx('intake', '탈수 평가', '물과 음식을 얼마나 먹었는지 물었다', { topics: ['fluidIntake'] }),
    hx('losses', 'A 동반 증상', '구토나 설사가 있었는지 물었다', { symptoms: ['vomiting', 'diarrhea'] }),
    hx('dizziness', 'A 동반 증상', '어지러운지 물었다', { symptoms: ['dizziness'] }),
    hx('overload', 'A 동반 증상', '몸이 붓거나 숨이 찬지 물었다', { symptoms: ['edema', 'dyspnea'] }),
    hx('renal', 'A 동반 증상', '소변에 피나 거품이 보이는지 물었다', {
      symptoms: ['hematuria', 'foamyUrine'],
    }),
    hx('obstruction', 'A 동반 증상', '소변 줄기가 약하거나 잔뇨감이 있는지 물었다', {
      symptoms: ['weakStream', 'residualUrine'],
    }),
    hx('flank', 'A 동반 증상', '옆구리 통증이 있는지 물었다', { symptoms: ['flankPain'] }),
    H.event('최근 감기, 목 감염, 피부 감염 등을 앓았는지 물었다'),
    H.checkup('최근 조영제를 쓰는 CT 등 검사를 받았는지 물었다'),
    H.medication('진통소염제, 이뇨제, 혈압약, 한약 등 복용 중인 약을 물었다'),
    H.pastMedical('고혈압, 당뇨, 신장질환 과거력을 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('volume', '체액 평가', '구강 점막과 피부 긴장도로 탈수를 평가했다', ['throat', 'skinTurgor']),
    px('jvp', '체액 평가', '경정맥 확장을 확인했다', ['jugularVenousPressure']),
    px('lung', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('bladder', '복부 진찰', '복부를 타진·촉진하여 방광 팽만을 확인했다', [
      'abdomenPercussion',
      'abdomenPalpation',
    ]),
    px('cva', '복부 진찰', '늑골척추각 압통을 확인했다', ['cvaTenderness']),
    px('legEdema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
  ],
  education: [
    E.diagnosis('급성 신손상 가능성과 원인을 설명했다'),
    E.tests('혈액검사(크레아티닌, 전해질), 소변검사, 신장 초음파를 설명했다'),
    E.treatment('원인 약 중단과 수액 등 치료를 설명했다'),
    E.warningSigns('소변이 나오지 않거나 숨이 차면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const redUrine = defineChecklist('붉은색 소변', {
  history: [
    H.onset('붉은 소변을 처음 본 시기를 물었다'),
    hx('color', 'C 양상', '소변 색과 핏덩어리가 섞였는지 물었다', {
      topics: ['urineColor'],
      symptoms: ['hematuria'],
    }),
    H.character('소변 전체가 붉은지, 처음이나 끝에만 붉은지 물었다'),
    H.course('계속되는지, 있다 없다 하는지 물었다'),
    hx('pain', 'A 동반 증상', '소변 볼 때 아프거나 옆구리가 아픈지 물었다', {
      symptoms: ['dysuria', 'flankPain'],
    }),
    hx('lower', 'A 동반 증상', '소변을 자주 보거나 급하게 마려운지 물었다', {
      symptoms: ['frequency', 'urgency'],
    }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('glomerular', 'A 동반 증상', '몸이 붓거나 소변에 거품이 많은지, 최근 목감기를 앓았는지 물었다', {
      symptoms: ['edema', 'foamyUrine', 'soreThroat'],
    }),
    hx('bleeding', 'A 동반 증상', '멍이 잘 들거나 잇몸 출혈이 있는지 물었다', {
      symptoms: ['easyBruising', 'gumBleeding'],
    }),
    hx('mimics', 'E 선행 사건', '붉은 음식(비트 등)이나 약 복용, 심한 운동을 했는지 물었다', {
      topics: ['foodHistory', 'exercise'],
    }),
    H.trauma(),
    H.medication('항응고제, 아스피린 등 복용 중인 약을 물었다'),
    H.pastMedical('요로결석, 신장질환 등 과거력을 물었다'),
    H.smoking('흡연 여부와 기간을 물었다'),
    H.occupation('직업과 염료·화학물질 노출을 물었다'),
    H.family('가족 중 신장질환 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('abdomen', '복부 진찰', '복부를 촉진했다', ['abdomenPalpation']),
    px('cva', '복부 진찰', '늑골척추각 압통을 확인했다', ['cvaTenderness']),
    px('edema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
    px('skin', '피부', '멍이나 점상출혈을 확인했다', ['skinInspection']),
    px('prostate', '직장수지검사', '직장수지검사로 전립선을 확인했다', ['digitalRectalExam'], {
      appliesTo: OLDER_MAN,
    }),
  ],
  education: [
    E.diagnosis('가능성 높은 원인을 설명했다'),
    E.tests('소변검사, 소변 세포검사, CT, 방광경 검사를 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.lifestyle('금연을 권했다'),
    E.closing(),
  ],
});

export const voidingDifficulty = defineChecklist('배뇨이상', {
  history: [
    H.onset(),
    hx('urination', 'C 양상', '소변 볼 때 불편한 점을 구체적으로 물었다', { topics: ['urination'] }),
    hx('dysuria', 'A 자극 증상', '소변 볼 때 아프거나 화끈거리는지 물었다', { symptoms: ['dysuria'] }),
    hx('storage', 'A 저장 증상', '소변을 자주 보거나 급하게 마려운지 물었다', {
      symptoms: ['frequency', 'urgency'],
    }),
    hx('nocturia', 'A 저장 증상', '밤에 소변 때문에 몇 번 깨는지 물었다', { symptoms: ['nocturia'] }),
    hx('voiding', 'A 배출 증상', '소변 줄기가 약하거나 바로 안 나오거나 끊기는지 물었다', {
      symptoms: ['weakStream', 'hesitancy', 'intermittency'],
    }),
    hx('postVoid', 'A 배출 증상', '소변을 보고도 남은 느낌이나 끝에 방울지는지 물었다', {
      symptoms: ['residualUrine', 'terminalDribbling'],
    }),
    hx('hematuria', 'A 동반 증상', '소변에 피가 보이는지 물었다', { symptoms: ['hematuria'] }),
    hx('fever', 'A 동반 증상', '열이나 옆구리 통증이 있는지 물었다', { symptoms: ['fever', 'flankPain'] }),
    hx('discharge', 'A 동반 증상', '요도나 질 분비물이 있는지 물었다', {
      symptoms: ['urethralDischarge', 'vaginalDischarge'],
    }),
    hx(
      'drinks',
      'F 악화 요인',
      '물, 커피, 술 섭취량을 물었다',
      { topics: ['fluidIntake', 'caffeine', 'alcohol'] },
      { appliesTo: ADOLESCENT },
    ),
    hx(
      'fluids',
      'F 악화 요인',
      '물과 음료를 얼마나 마시는지 물었다',
      { topics: ['fluidIntake'] },
      { appliesTo: YOUNG_CHILD },
    ),
    H.medication('감기약 등 소변을 어렵게 하는 약과 복용 중인 약을 물었다'),
    H.pastMedical('당뇨, 요로결석 등 과거력을 물었다'),
    H.experience('이전에도 비슷한 증상이나 방광염을 앓았는지 물었다'),
    H.sexual(),
    H.lmp(),
    H.family('가족 중 전립선암 환자가 있는지 물었다', { appliesTo: OLDER_MAN }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('bladder', '복부 진찰', '아랫배를 타진·촉진하여 방광 팽만과 압통을 확인했다', [
      'abdomenPercussion',
      'abdomenPalpation',
    ]),
    px('cva', '복부 진찰', '늑골척추각 압통을 확인했다', ['cvaTenderness']),
    px('prostate', '직장수지검사', '직장수지검사로 전립선 크기와 압통을 확인했다', ['digitalRectalExam'], {
      appliesTo: OLDER_MAN,
    }),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('소변검사와 필요한 검사(PSA, 잔뇨 측정, 초음파 등)를 설명했다'),
    E.treatment('약물 등 치료 계획을 설명했다'),
    E.lifestyle('저녁 수분 제한, 카페인·술 줄이기를 권했다'),
    E.warningSigns('소변이 전혀 나오지 않거나 열이 나면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const urinaryIncontinence = defineChecklist('요실금', {
  history: [
    H.onset('소변이 새기 시작한 시기를 물었다'),
    hx('circumstance', 'F 유발 상황', '언제 새는지(기침·재채기·운동 시, 급하게 마려울 때) 물었다', {
      topics: ['aggravating'],
    }),
    H.severity('새는 양과 횟수, 패드 사용 여부를 물었다'),
    hx('urgency', 'A 동반 증상', '갑자기 급하게 마려운지 물었다', { symptoms: ['urgency'] }),
    hx('frequency', 'A 동반 증상', '소변을 자주 보거나 밤에 깨는지 물었다', {
      symptoms: ['frequency', 'nocturia'],
    }),
    hx('uti', 'A 동반 증상', '소변 볼 때 아프거나 피가 섞이는지 물었다', {
      symptoms: ['dysuria', 'hematuria'],
    }),
    hx('overflow', 'A 동반 증상', '소변 줄기가 약하거나 잔뇨감이 있는지 물었다', {
      symptoms: ['weakStream', 'residualUrine'],
    }),
    hx('neuro', 'A 동반 증상', '다리 힘 빠짐이나 저림이 있는지 물었다', {
      symptoms: ['weakness', 'numbness'],
    }),
    hx('constipation', 'A 동반 증상', '변비가 있는지 물었다', { symptoms: ['constipation'] }),
    hx(
      'obstetric',
      '여성력',
      '출산 횟수와 분만 방법을 물었다',
      { topics: ['obstetric'] },
      { appliesTo: WOMAN },
    ),
    hx(
      'menopause',
      '여성력',
      '폐경 여부를 물었다',
      { topics: ['menstrualPattern'] },
      { appliesTo: { sex: '여자', minAge: 40 } },
    ),
    H.surgery('골반·전립선 수술을 받은 적이 있는지 물었다'),
    H.pastMedical('당뇨, 뇌졸중, 치매 등 과거력을 물었다'),
    H.medication('이뇨제 등 복용 중인 약을 물었다'),
    hx(
      'drinks',
      '사회력',
      '물과 커피 섭취량을 물었다',
      { topics: ['fluidIntake', 'caffeine'] },
      { appliesTo: SCHOOL_AGE }, // enuresis is diagnosed from 5; a toddler has no coffee to ask about
    ),
    hx('impact', '삶의 질', '요실금으로 일상생활에 지장이 있는지 물었다', { topics: ['dailyFunction'] }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('bladder', '복부 진찰', '아랫배를 촉진하여 방광 팽만을 확인했다', ['abdomenPalpation']),
    px('pelvic', '골반 진찰', '골반 진찰로 골반장기 탈출과 기침 시 소변 누출을 확인했다', ['pelvicExam'], {
      appliesTo: WOMAN,
    }),
    px('prostate', '직장수지검사', '직장수지검사를 시행했다', ['digitalRectalExam'], {
      appliesTo: { sex: '남자' },
    }),
    px('neuro', '신경학적 진찰', '하지 감각과 반사를 확인했다', ['sensoryExam', 'deepTendonReflexes']),
  ],
  education: [
    E.diagnosis('요실금의 종류와 가장 가능성 높은 진단을 설명했다'),
    E.tests('소변검사, 배뇨일지, 잔뇨 측정을 설명했다'),
    E.treatment('골반저근 운동(케겔 운동) 등 치료를 설명했다'),
    E.lifestyle('체중 감량, 카페인 줄이기, 변비 조절을 권했다'),
    E.closing(),
  ],
});

export const genitourinary = [polyuria, oliguria, redUrine, voidingDifficulty, urinaryIncontinence];
