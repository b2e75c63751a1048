/** 근골격/피부 presentations. */
import { ADOLESCENT, E, H, P, defineChecklist, hx, px } from './common';

export const jointPain = defineChecklist('관절통증', {
  history: [
    H.onset('관절 통증이 언제, 어떻게(갑자기/서서히) 시작되었는지 물었다'),
    H.location('아픈 관절의 위치와 개수, 양쪽 대칭인지 물었다'),
    H.course('통증이 다른 관절로 옮겨 가거나 늘어나는지 물었다'),
    H.character(),
    H.severity(),
    hx('stiffness', 'A 동반 증상', '아침에 관절이 뻣뻣한지, 얼마나 지속되는지 물었다', {
      symptoms: ['morningStiffness'],
    }),
    hx('swelling', 'A 동반 증상', '관절이 붓거나 붉어지는지 물었다', { symptoms: ['jointSwelling'] }),
    H.factors('움직일 때와 쉴 때 통증이 어떻게 달라지는지 물었다'),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('extraArticular', 'A 관절 외 증상', '피부 발진, 눈 충혈, 입안 궤양이 있는지 물었다', {
      symptoms: ['rash', 'redEyes', 'mouthUlcers'],
    }),
    hx('back', 'A 관절 외 증상', '허리 통증이 있는지 물었다', { symptoms: ['backPain'] }),
    hx('injury', 'E 선행 사건', '다치거나 무리하게 사용한 적, 최근 감염을 앓은 적이 있는지 물었다', {
      topics: ['trauma', 'event'],
    }),
    hx(
      'gout',
      '사회력',
      '음주와 식습관(고기, 내장, 맥주)을 물었다',
      { topics: ['alcohol', 'diet'] },
      { appliesTo: ADOLESCENT },
    ),
    H.medication('이뇨제 등 복용 중인 약과 진통제 효과를 물었다'),
    H.pastMedical(),
    hx('impact', '기능', '통증 때문에 일상생활에 지장이 있는지 물었다', { topics: ['dailyFunction'] }),
    H.family('가족 중 류마티스 관절염, 통풍 등 관절 질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('inspection', '관절 진찰', '관절의 부기, 발적, 변형을 관찰했다', ['jointInspection']),
    px('palpation', '관절 진찰', '관절의 열감과 압통을 촉진했다', ['jointPalpation']),
    px('rom', '관절 진찰', '관절 운동 범위를 확인했다', ['jointRangeOfMotion']),
    px('skin', '피부', '피부 발진이나 결절을 확인했다', ['skinInspection']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('혈액검사(염증 수치, 류마티스 인자, 요산)와 관절 X선을 설명했다'),
    E.treatment('약물 등 치료 계획을 설명했다'),
    E.lifestyle('관절 보호와 운동, 식습관에 대해 설명했다'),
    E.closing(),
  ],
});

export const neckPain = defineChecklist('목통증', {
  history: [
    H.onset(),
    hx('cause', 'E 선행 사건', '다치거나 자세를 오래 유지한 일 등 계기가 있었는지 물었다', {
      topics: ['event', 'trauma'],
    }),
    H.location(),
    H.radiation('통증이 어깨나 팔로 뻗치는지 물었다'),
    H.character(),
    H.severity(),
    H.course(),
    H.factors('고개를 돌리거나 숙일 때 통증이 심해지는지 물었다'),
    hx('radiculopathy', 'A 신경 증상', '팔이 저리거나 힘이 빠지는지 물었다', {
      symptoms: ['numbness', 'weakness'],
    }),
    hx('myelopathy', 'A 신경 증상', '걸음이 불편하거나 소변 조절이 어려운지 물었다', {
      symptoms: ['gaitDisturbance', 'urinaryIncontinence'],
    }),
    hx('headache', 'A 동반 증상', '두통이 있는지 물었다', { symptoms: ['headache'] }),
    hx('redFlags', 'A 경고 증상', '열이나 체중 감소가 있는지 물었다', { symptoms: ['fever', 'weightLoss'] }),
    H.occupation('직업과 일할 때 자세를 물었다'),
    H.experience(),
    H.pastMedical(),
    H.medication(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('tenderness', '목 진찰', '목뼈와 주위 근육의 압통을 확인했다', ['spineTenderness']),
    px('rom', '목 진찰', '목의 운동 범위를 확인했다', ['neckRangeOfMotion']),
    px('spurling', '목 진찰', '스펄링 검사를 시행했다', ['spurlingTest']),
    px('neuro', '신경학적 진찰', '팔의 근력, 감각, 반사를 확인했다', [
      'motorPower',
      'sensoryExam',
      'deepTendonReflexes',
    ]),
    px('longTract', '신경학적 진찰', '보행과 호프만·바빈스키 징후를 확인했다', [
      'gait',
      'hoffmannSign',
      'babinski',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('원인을 확인할 검사와 영상 검사가 필요한지를 설명했다'),
    E.treatment('약물, 물리치료 등 치료를 설명했다'),
    E.lifestyle('바른 자세와 스트레칭을 권했다'),
    E.warningSigns('팔다리 힘이 빠지거나 소변 조절이 어려우면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const lowBackPain = defineChecklist('허리통증', {
  history: [
    H.onset(),
    hx('cause', 'E 선행 사건', '무거운 것을 들거나 다친 일 등 계기가 있었는지 물었다', {
      topics: ['event', 'trauma'],
    }),
    H.location(),
    H.radiation('통증이 엉덩이나 다리로 뻗치는지 물었다'),
    H.character(),
    H.severity(),
    H.course(),
    H.factors('앉거나 숙일 때, 기침할 때, 누워 쉴 때 통증 변화를 물었다'),
    hx('radiculopathy', 'A 신경 증상', '다리가 저리거나 힘이 빠지는지 물었다', {
      symptoms: ['numbness', 'weakness'],
    }),
    hx('caudaEquina', 'A 경고 증상', '소변·대변 조절이 어렵거나 회음부 감각이 둔한지 물었다', {
      symptoms: ['urinaryIncontinence', 'residualUrine', 'fecalIncontinence', 'saddleAnesthesia'],
    }),
    hx('redFlags', 'A 경고 증상', '열, 체중 감소, 밤에 심해지는 통증이 있는지 물었다', {
      symptoms: ['fever', 'weightLoss', 'nightSweats'],
    }),
    hx('inflammatory', 'A 동반 증상', '아침에 허리가 뻣뻣한지 물었다', { symptoms: ['morningStiffness'] }),
    H.experience(),
    H.pastMedical('암, 골다공증 등 과거력을 물었다'),
    H.medication('스테로이드 등 복용 중인 약을 물었다'),
    H.occupation('직업과 일할 때 자세를 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('tenderness', '허리 진찰', '척추와 주위 근육의 압통을 확인했다', ['spineTenderness']),
    px('rom', '허리 진찰', '허리의 운동 범위를 확인했다', ['spineRangeOfMotion']),
    px('slr', '허리 진찰', '하지 직거상 검사를 시행했다', ['straightLegRaise']),
    px('neuro', '신경학적 진찰', '다리의 근력, 감각, 반사를 확인했다', [
      'motorPower',
      'sensoryExam',
      'deepTendonReflexes',
    ]),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('경고 증상이 있는지에 따라 영상 검사가 필요한지 설명했다'),
    E.treatment('진통제, 물리치료 등 치료와 가능한 범위의 활동 유지를 설명했다'),
    E.lifestyle('바른 자세, 허리 근력 운동을 권했다'),
    E.warningSigns('다리 힘 빠짐, 대소변 장애가 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const skinRash = defineChecklist('피부발진', {
  history: [
    H.onset('발진이 언제 생겼는지 물었다'),
    hx('spread', 'L 위치', '발진이 어디에 생겼고 어떻게 퍼졌는지 물었다', { topics: ['location', 'course'] }),
    H.character('발진의 모양(붉은 반점, 물집, 두드러기)을 물었다'),
    hx('itching', 'A 동반 증상', '가렵거나 아픈지 물었다', { symptoms: ['itching'] }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('mucosal', 'A 동반 증상', '눈 충혈, 입술·입안 변화가 있는지 물었다', {
      symptoms: ['redEyes', 'lipCracking', 'mouthUlcers'],
    }),
    hx('systemic', 'A 동반 증상', '관절통이나 목 아픔이 있는지 물었다', {
      symptoms: ['jointPain', 'soreThroat'],
    }),
    hx('anaphylaxis', 'A 경고 증상', '숨이 차거나 쌕쌕거리는지 물었다', {
      symptoms: ['dyspnea', 'wheezing'],
    }),
    H.medication('최근 새로 먹기 시작한 약을 물었다'),
    hx('food', 'E 선행 사건', '최근 먹은 음식을 물었다', { topics: ['foodHistory'] }),
    hx('contact', 'E 선행 사건', '새로 쓴 화장품·세제나 식물 접촉을 물었다', {
      topics: ['environmentalExposure'],
    }),
    hx('contacts', 'E 접촉력', '주변에 비슷한 발진이 있는 사람이 있는지 물었다', { topics: ['sickContact'] }),
    H.travel('최근 여행, 캠핑, 산행을 다녀왔는지 물었다'),
    H.experience('이전에도 비슷한 발진이 있었는지 물었다'),
    H.allergy(),
    H.pastMedical('아토피 피부염 등 과거력을 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('skin', '피부', '발진의 분포와 모양을 관찰했다', ['skinInspection']),
    px('mucosa', '구강 진찰', '구강 점막을 관찰했다', ['throat']),
    px('lymphNodes', '림프절', '림프절을 촉진했다', ['cervicalLymphNodes']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.treatment('원인에 맞는 먹는 약이나 바르는 약 등 치료를 설명했다'),
    E.lifestyle('의심되는 원인 물질을 피하도록 설명했다'),
    E.warningSigns('숨이 차거나 입술·눈이 붓고 물집이 번지면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const musculoskeletalSkin = [jointPain, neckPain, lowBackPain, skinRash];
