/** 호흡기 presentations. */
import { ADOLESCENT, E, H, P, YOUNG_CHILD, defineChecklist, hx, px, type ItemSpec } from './common';

/**
 * A young child's exposures: the household's smoking (history.smoking answers it for a child) and
 * the home environment, in place of the adult's own smoking and job.
 */
const homeEnvironment = (): ItemSpec =>
  hx(
    'homeEnvironment',
    '사회력',
    '집에서 담배 피우는 사람(간접흡연)과 반려동물·집먼지·곰팡이 등 환경 노출을 물었다',
    { topics: ['smoking', 'environmentalExposure'] },
    { appliesTo: YOUNG_CHILD },
  );

export const cough = defineChecklist('기침', {
  history: [
    H.onset('기침이 언제부터 시작되었는지(급성/만성) 물었다'),
    H.course('기침이 좋아지는지 나빠지는지 물었다'),
    H.character('마른기침인지, 언제(밤, 새벽, 식후) 심한지 물었다'),
    hx('sputum', 'A 동반 증상', '가래가 나오는지, 색과 양을 물었다', { symptoms: ['sputum'] }),
    hx('hemoptysis', 'A 동반 증상', '피 섞인 가래가 나오는지 물었다', { symptoms: ['hemoptysis'] }),
    hx('fever', 'A 동반 증상', '열이나 오한이 있는지 물었다', { symptoms: ['fever', 'chills'] }),
    hx('dyspnea', 'A 동반 증상', '숨이 차거나 쌕쌕거리는지 물었다', { symptoms: ['dyspnea', 'wheezing'] }),
    hx('upperAirway', 'A 동반 증상', '콧물이나 목 뒤로 넘어가는 콧물이 있는지 물었다', {
      symptoms: ['rhinorrhea', 'postnasalDrip'],
    }),
    hx('reflux', 'A 동반 증상', '속쓰림이나 신물이 넘어오는지 물었다', {
      symptoms: ['heartburn', 'acidReflux'],
    }),
    hx('constitutional', 'A 경고 증상', '체중 감소나 밤에 식은땀이 나는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss', 'nightSweats'],
    }),
    hx('contacts', 'E 접촉력', '주변에 결핵 환자나 기침하는 사람이 있는지 물었다', {
      topics: ['sickContact'],
    }),
    H.checkup('최근 흉부 X선 등 검사를 받았는지 물었다'),
    H.smoking('흡연 여부와 양(갑년)을 물었다'),
    hx(
      'exposure',
      '사회력',
      '직업과 먼지·반려동물 등 환경 노출을 물었다',
      { topics: ['occupation', 'environmentalExposure'] },
      { appliesTo: ADOLESCENT },
    ),
    homeEnvironment(),
    H.medication('혈압약(ACE 억제제) 등 복용 중인 약을 물었다'),
    H.pastMedical('결핵, 천식 등 과거력을 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('throat', '두경부 진찰', '인두를 관찰했다', ['throat']),
    px('lymphNodes', '두경부 진찰', '경부 림프절을 촉진했다', ['cervicalLymphNodes']),
    px('chestInspection', '흉부 진찰', '흉부를 시진했다', ['chestInspection']),
    px('lungAuscultation', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('lungPercussion', '흉부 진찰', '폐를 타진했다', ['lungPercussion']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('흉부 X선, 객담검사 등 필요한 검사를 설명했다'),
    E.treatment('치료 계획을 설명했다'),
    E.lifestyle('금연과 마스크 착용·기침 예절을 설명했다'),
    E.warningSigns('고열, 숨참, 피 섞인 가래가 생기면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const rhinorrhea = defineChecklist('콧물/코막힘', {
  history: [
    H.onset(),
    H.course('계절에 따라 또는 일 년 내내 증상이 있는지 물었다'),
    H.character('콧물의 양상(맑은, 누런)을 물었다'),
    hx('side', 'L 위치', '코막힘이 한쪽인지 양쪽인지 물었다', {
      topics: ['location'],
      symptoms: ['nasalCongestion'],
    }),
    hx('allergic', 'A 동반 증상', '재채기나 눈·코 가려움이 있는지 물었다', {
      symptoms: ['sneezing', 'itching'],
    }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('sinus', 'A 동반 증상', '얼굴 통증이나 두통, 냄새를 잘 못 맡는지 물었다', {
      symptoms: ['headache', 'anosmia'],
    }),
    hx('postnasal', 'A 동반 증상', '목 뒤로 콧물이 넘어가거나 기침이 있는지 물었다', {
      symptoms: ['postnasalDrip', 'cough'],
    }),
    hx('epistaxis', 'A 경고 증상', '코피가 나는지 물었다', { symptoms: ['epistaxis'] }),
    hx('environment', 'F 유발 요인', '반려동물, 집먼지, 꽃가루 등 환경 노출을 물었다', {
      topics: ['environmentalExposure'],
    }),
    H.factors('증상을 악화·완화시키는 요인을 물었다'),
    H.medication('코 스프레이 등 사용 중인 약을 물었다'),
    H.pastMedical('천식, 아토피 피부염 등 과거력을 물었다'),
    hx('sleep', '사회력', '코막힘으로 잠을 설치거나 코를 고는지 물었다', {
      topics: ['sleep'],
      symptoms: ['snoring'],
    }),
    H.family('가족 중 알레르기 질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('nose', '비강 진찰', '비강을 관찰했다', ['nasalExam']),
    px('sinus', '부비동', '부비동 압통을 확인했다', ['sinusTenderness']),
    px('throat', '인두 진찰', '인두를 관찰했다', ['throat']),
    px('ear', '귀 진찰', '고막을 관찰했다', ['otoscopy']),
    px('lymphNodes', '림프절', '경부 림프절을 촉진했다', ['cervicalLymphNodes']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 설명했다'),
    E.tests('필요 시 알레르기 검사를 설명했다'),
    E.treatment('원인에 맞는 치료를 설명했다'),
    E.lifestyle('집먼지·꽃가루 등 유발 요인을 줄이는 방법을 설명했다'),
    E.closing(),
  ],
});

export const hemoptysis = defineChecklist('객혈', {
  history: [
    H.onset('피를 처음 뱉은 시기를 물었다'),
    H.course('피의 양(한 숟가락 등)과 횟수를 물었다'),
    H.character('가래에 피가 섞인 것인지 피만 나온 것인지 물었다'),
    hx('source', 'C 출혈 부위', '토한 것이나 코피가 넘어온 것은 아닌지 확인했다', {
      symptoms: ['hematemesis', 'epistaxis'],
    }),
    hx('cough', 'A 동반 증상', '기침과 가래가 있는지 물었다', { symptoms: ['cough', 'sputum'] }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('constitutional', 'A 경고 증상', '체중 감소나 밤에 식은땀이 나는지 물었다', {
      topics: ['weightChange'],
      symptoms: ['weightLoss', 'nightSweats'],
    }),
    hx('pe', 'A 동반 증상', '숨참이나 가슴 통증, 다리 부기가 있는지 물었다', {
      symptoms: ['dyspnea', 'chestPain', 'edema'],
    }),
    hx('bleedingTendency', 'A 동반 증상', '멍이 잘 들거나 소변에 피가 섞이는지 물었다', {
      symptoms: ['easyBruising', 'hematuria'],
    }),
    hx('contacts', 'E 접촉력', '결핵 환자와 접촉한 적이 있는지 물었다', { topics: ['sickContact'] }),
    H.experience('이전에도 피를 뱉은 적이 있는지 물었다'),
    H.pastMedical('결핵, 기관지확장증 등 과거력을 물었다'),
    H.medication('항응고제, 아스피린 복용 여부를 물었다'),
    H.smoking('흡연 여부와 양(갑년)을 물었다'),
    H.occupation('직업과 분진 노출을 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals('산소포화도를 포함한 활력징후를 확인했다'),
    px('upperAirway', '두경부 진찰', '구강·비강의 출혈 부위를 확인했다', ['throat', 'nasalExam']),
    px('lymphNodes', '두경부 진찰', '경부 림프절을 촉진했다', ['cervicalLymphNodes']),
    px('lungAuscultation', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('lungPercussion', '흉부 진찰', '폐를 타진했다', ['lungPercussion']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('calf', '사지 진찰', '종아리 압통과 비대칭 부종을 확인했다', ['calfTenderness', 'legEdema']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 객혈의 원인을 설명했다'),
    E.tests('흉부 X선·CT, 객담 결핵검사, 필요 시 기관지내시경을 설명했다'),
    E.treatment('원인에 따른 치료를 설명했다'),
    E.warningSigns('피의 양이 늘거나 숨이 차면 바로 응급실로 오도록 설명했다'),
    E.closing(),
  ],
});

export const dyspnea = defineChecklist('호흡곤란', {
  history: [
    H.onset('숨참이 언제, 갑자기 또는 서서히 시작되었는지 물었다'),
    H.course(),
    H.severity('어느 정도 움직이면 숨이 차는지(계단, 평지 걷기, 쉴 때) 물었다'),
    hx('orthopnea', 'A 동반 증상', '누우면 숨이 차거나 자다가 숨이 차서 깨는지 물었다', {
      symptoms: ['orthopnea', 'pnd'],
    }),
    hx('wheezing', 'A 동반 증상', '쌕쌕거리는 소리가 나는지 물었다', { symptoms: ['wheezing'] }),
    hx('cough', 'A 동반 증상', '기침, 가래가 있는지 물었다', { symptoms: ['cough', 'sputum'] }),
    hx('fever', 'A 동반 증상', '열이 나는지 물었다', { symptoms: ['fever'] }),
    hx('chestPain', 'A 동반 증상', '가슴 통증이나 두근거림이 있는지 물었다', {
      symptoms: ['chestPain', 'palpitation'],
    }),
    hx('edema', 'A 동반 증상', '다리가 붓는지 물었다', { symptoms: ['edema'] }),
    H.factors('숨참을 악화·완화시키는 요인(운동, 자세, 찬 공기, 흡입기)을 물었다'),
    hx('immobility', 'E 선행 사건', '최근 오래 누워 있거나 장거리 여행을 했는지 물었다', {
      topics: ['event', 'travel'],
    }),
    H.experience('이전에도 비슷하게 숨이 찼던 적이 있는지 물었다'),
    H.pastMedical('천식, 만성폐쇄성폐질환, 심장질환 과거력을 물었다'),
    H.medication('흡입기 등 사용 중인 약을 물었다'),
    H.smoking('흡연 여부와 양(갑년)을 물었다'),
    hx(
      'exposure',
      '사회력',
      '직업과 먼지·반려동물 등 환경 노출을 물었다',
      { topics: ['occupation', 'environmentalExposure'] },
      { appliesTo: ADOLESCENT },
    ),
    homeEnvironment(),
  ],
  exam: [
    P.consent(),
    P.vitals('산소포화도를 포함한 활력징후를 확인했다'),
    px('chestInspection', '흉부 진찰', '흉곽 모양과 호흡 보조근 사용을 관찰했다', ['chestInspection']),
    px('jvp', '목 진찰', '경정맥 확장을 확인했다', ['jugularVenousPressure']),
    px('lungAuscultation', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('lungPercussion', '흉부 진찰', '폐를 타진했다', ['lungPercussion']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('legEdema', '사지 진찰', '다리 부종을 확인했다', ['legEdema']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 쉬운 말로 설명했다'),
    E.tests('흉부 X선, 동맥혈가스, 심전도, 폐기능검사 등을 설명했다'),
    E.treatment('산소, 흡입제 등 치료 계획을 설명했다'),
    E.lifestyle('금연과 유발 요인 피하기를 권했다'),
    E.warningSigns('말하기 힘들 만큼 숨이 차거나 입술이 파래지면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const respiratory = [cough, rhinorrhea, hemoptysis, dyspnea];
