/** 순환기 presentations. */
import { E, H, P, SCHOOL_AGE, defineChecklist, hx, px } from './common';

export const chestPain = defineChecklist('가슴통증', {
  history: [
    H.onset('가슴 통증이 언제, 무엇을 하다가 시작되었는지 물었다'),
    H.location('아픈 부위를 손으로 가리켜 보게 하거나 정확한 위치를 물었다'),
    H.duration('한 번 아플 때 얼마나 지속되는지 물었다'),
    H.character('통증의 양상(쥐어짜는, 누르는, 찌르는, 찢어지는)을 물었다'),
    H.severity(),
    H.radiation('통증이 팔, 턱, 등으로 뻗치는지 물었다'),
    H.course('통증이 점점 심해지는지, 횟수가 늘었는지 물었다'),
    H.factors('운동·호흡·자세·식사에 따라 심해지는지, 쉬면 나아지는지 물었다'),
    hx('dyspnea', 'A 동반 증상', '숨이 찬지 물었다', { symptoms: ['dyspnea'] }),
    hx('autonomic', 'A 동반 증상', '식은땀이나 메스꺼움이 있는지 물었다', {
      symptoms: ['coldSweat', 'nausea'],
    }),
    hx('arrhythmia', 'A 동반 증상', '두근거림이나 실신이 있었는지 물었다', {
      symptoms: ['palpitation', 'syncope'],
    }),
    hx('infection', 'A 동반 증상', '기침이나 열이 있는지 물었다', { symptoms: ['cough', 'fever'] }),
    hx('reflux', 'A 동반 증상', '속쓰림이나 신물이 넘어오는지 물었다', {
      symptoms: ['heartburn', 'acidReflux'],
    }),
    H.experience('이전에도 비슷한 가슴 통증이 있었는지 물었다'),
    H.pastMedical('고혈압, 당뇨, 이상지질혈증, 심장질환 과거력을 물었다'),
    H.medication(),
    H.smoking('흡연 여부와 양(갑년)을 물었다'),
    H.family('가족 중 젊은 나이에 심장병을 앓은 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals('활력징후(가능하면 양팔 혈압)를 확인했다'),
    px('jvp', '목 진찰', '경정맥 확장을 확인했다', ['jugularVenousPressure']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('lung', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('chestWall', '흉부 진찰', '흉벽 압통을 확인했다', ['chestWallTenderness']),
    px('legs', '사지 진찰', '다리 부종과 종아리 압통을 확인했다', ['legEdema', 'calfTenderness']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 진단을 설명했다'),
    E.tests('심전도, 심근효소 혈액검사, 흉부 X선을 바로 시행함을 설명했다'),
    E.treatment('응급 치료와 원인에 따른 다음 치료를 설명했다'),
    E.lifestyle('금연, 혈압·혈당·콜레스테롤 관리를 권했다'),
    E.closing(),
  ],
});

export const syncope = defineChecklist('실신', {
  history: [
    hx('situation', 'E 선행 사건', '쓰러질 당시 상황(서 있었는지, 자세 변화, 운동·배뇨·기침 중)을 물었다', {
      topics: ['event'],
    }),
    hx(
      'prodrome',
      'E 전구 증상',
      '쓰러지기 직전 느낌(식은땀, 눈앞 캄캄, 메스꺼움)을 물었다',
      { topics: ['prodrome'] },
      { appliesTo: SCHOOL_AGE }, // a toddler's informant describes what they saw: witness
    ),
    hx('witness', 'E 목격자 진술', '옆에서 본 사람이 있었는지, 어떤 모습이었다고 했는지 물었다', {
      topics: ['witness'],
    }),
    H.duration('정신을 잃었던 시간을 물었다'),
    hx('recovery', 'E 회복 양상', '깨어난 뒤 바로 정신이 또렷했는지 물었다', { topics: ['recovery'] }),
    hx('seizure', 'A 동반 증상', '몸을 떨거나 혀를 깨물거나 소변을 지렸는지 물었다', {
      symptoms: ['seizure', 'tongueBite', 'urinaryIncontinence'],
    }),
    hx('cardiac', 'A 동반 증상', '가슴 통증이나 두근거림이 있었는지 물었다', {
      symptoms: ['chestPain', 'palpitation'],
    }),
    hx('dyspnea', 'A 동반 증상', '숨이 찼는지 물었다', { symptoms: ['dyspnea'] }),
    hx('bleeding', 'A 동반 증상', '검은 변이나 피 섞인 변을 보았는지 물었다', {
      symptoms: ['melena', 'hematochezia'],
    }),
    H.trauma('쓰러지면서 다친 곳이 있는지 물었다'),
    hx('intake', 'E 선행 사건', '식사와 물을 잘 먹었는지 물었다', { topics: ['fluidIntake'] }),
    H.experience('이전에도 쓰러진 적이 있는지 물었다'),
    H.pastMedical('심장질환, 당뇨 등 과거력을 물었다'),
    H.medication('혈압약, 이뇨제 등 복용 중인 약을 물었다'),
    H.alcohol(),
    H.family('가족 중 갑자기 사망한 사람이 있는지 물었다'),
    H.lmp(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('orthostatic', '활력징후', '누운 자세와 선 자세의 혈압·맥박을 비교했다', ['orthostaticVitals']),
    px('heart', '흉부 진찰', '심장을 청진하여 심잡음을 확인했다', ['heartAuscultation']),
    px('conjunctiva', '빈혈 확인', '결막 창백 여부를 확인했다', ['conjunctiva']),
    px('neuro', '신경학적 진찰', '의식, 뇌신경, 근력 등 간단한 신경학적 진찰을 했다', [
      'mentalStatus',
      'cranialNerves',
      'motorPower',
    ]),
    px('injury', '외상 확인', '쓰러지며 다친 부위를 확인했다', ['injuryInspection']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 실신의 원인을 설명했다'),
    E.tests('심전도, 혈액검사, 필요하면 24시간 심전도·심장 초음파를 설명했다'),
    E.lifestyle('전구 증상이 오면 바로 앉거나 눕고, 물을 충분히 마시도록 권했다'),
    E.warningSigns('운동 중 실신, 가슴 통증, 두근거림이 동반되면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const palpitations = defineChecklist('두근거림', {
  history: [
    H.onset('두근거림이 언제 처음 시작되었는지 물었다'),
    H.duration('한 번 두근거리면 얼마나 지속되는지 물었다'),
    H.course('얼마나 자주 생기고 점점 잦아지는지 물었다'),
    H.character('맥이 규칙적으로 빠른지, 불규칙하게 건너뛰는지 물었다'),
    hx('trigger', 'F 유발 요인', '두근거림을 일으키는 상황(운동, 카페인, 스트레스)을 물었다', {
      topics: ['aggravating'],
    }),
    hx('termination', 'F 완화 요인', '두근거림이 어떻게 멈추는지(갑자기/서서히) 물었다', {
      topics: ['relieving'],
    }),
    hx('chestPain', 'A 동반 증상', '가슴 통증이 함께 있는지 물었다', { symptoms: ['chestPain'] }),
    hx('dyspnea', 'A 동반 증상', '숨이 찬지 물었다', { symptoms: ['dyspnea'] }),
    hx('syncope', 'A 동반 증상', '어지럽거나 쓰러진 적이 있는지 물었다', {
      symptoms: ['syncope', 'presyncope', 'dizziness'],
    }),
    hx('anxiety', 'A 동반 증상', '불안하거나 초조한 느낌이 있는지 물었다', { symptoms: ['anxiety'] }),
    hx('thyroid', 'A 동반 증상', '더위를 타거나 체중이 줄거나 손이 떨리는지 물었다', {
      symptoms: ['heatIntolerance', 'weightLoss', 'tremor'],
    }),
    H.caffeine(),
    H.alcohol(),
    H.medication('감기약, 다이어트약, 갑상선약 등 복용 중인 약을 물었다'),
    H.pastMedical('심장질환, 갑상선 질환 등 과거력을 물었다'),
    H.family('가족 중 부정맥이나 갑작스러운 사망이 있었는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals('맥박수와 규칙성을 포함한 활력징후를 확인했다'),
    px('thyroid', '목 진찰', '갑상선을 촉진했다', ['thyroid']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('lung', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('tremor', '신경학적 진찰', '손 떨림을 확인했다', ['tremorExam']),
  ],
  education: [
    E.diagnosis('가장 가능성 높은 원인을 설명했다'),
    E.tests('심전도, 24시간 심전도, 갑상선 기능검사를 설명했다'),
    E.lifestyle('카페인과 술을 줄이도록 권했다'),
    E.warningSigns('가슴 통증, 실신, 호흡곤란이 동반되면 바로 오도록 설명했다'),
    E.closing(),
  ],
});

export const hypertension = defineChecklist('고혈압', {
  history: [
    H.checkup('언제 어디서 처음 혈압이 높다는 말을 들었는지 물었다'),
    hx('homeBp', 'E 이전 측정', '집이나 다른 곳에서 잰 혈압 수치를 물었다', {
      topics: ['homeBloodPressure'],
    }),
    hx('headache', 'A 동반 증상', '두통이나 어지럼이 있는지 물었다', { symptoms: ['headache', 'dizziness'] }),
    hx('cardiac', 'A 표적장기 증상', '가슴 통증이나 숨참이 있는지 물었다', {
      symptoms: ['chestPain', 'dyspnea'],
    }),
    hx('vision', 'A 표적장기 증상', '눈이 침침하거나 흐려 보이는지 물었다', { symptoms: ['blurredVision'] }),
    hx('renal', 'A 표적장기 증상', '몸이 붓거나 소변에 거품이 많은지 물었다', {
      symptoms: ['edema', 'foamyUrine'],
    }),
    hx('secondary', 'A 이차성 원인', '발작적인 두근거림·식은땀이 있는지 물었다', {
      symptoms: ['palpitation', 'coldSweat'],
    }),
    hx('snoring', 'A 이차성 원인', '코골이나 자다가 숨을 멈춘다는 말을 들었는지 물었다', {
      symptoms: ['snoring'],
    }),
    H.pastMedical('당뇨, 이상지질혈증, 신장질환 과거력을 물었다'),
    H.medication('진통소염제, 피임약, 감초 등 혈압을 올릴 수 있는 약을 물었다'),
    H.diet('짠 음식 등 식습관을 물었다'),
    H.exercise(),
    H.smoking(),
    H.alcohol(),
    hx('weight', '사회력', '최근 체중 변화를 물었다', { topics: ['weightChange'] }),
    H.stress(),
    H.family('가족 중 고혈압, 심뇌혈관질환 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals('안정 후 혈압을 다시 재고 양팔 혈압을 비교했다'),
    px('anthropometry', '신체계측', '키·체중·허리둘레를 재어 비만도를 평가했다', ['anthropometry']),
    px('fundus', '표적장기', '안저검사를 시행했다', ['fundoscopy']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('renalBruit', '복부 진찰', '복부에서 신동맥 잡음을 청진했다', ['abdomenAuscultation']),
    px('peripheral', '사지 진찰', '말초 맥박과 다리 부종을 확인했다', ['peripheralPulses', 'legEdema']),
  ],
  education: [
    E.diagnosis('혈압이 높음을 설명하고 반복 측정으로 고혈압을 진단함을 설명했다'),
    E.tests('혈액검사, 소변검사, 심전도 등 기본 검사를 설명했다'),
    E.lifestyle('저염식, 규칙적 운동, 체중 조절, 절주, 금연을 권했다'),
    E.treatment('생활습관 교정과 필요 시 약물 치료를 설명했다'),
    E.followUp('가정 혈압을 기록해 다음 방문 때 가져오도록 설명했다'),
    E.closing(),
  ],
});

export const dyslipidemia = defineChecklist('이상지질혈증', {
  history: [
    H.checkup('검진에서 들은 콜레스테롤 수치와 이전 검사 결과를 물었다'),
    hx('chestPain', 'A 합병증', '가슴 통증이 있는지 물었다', { symptoms: ['chestPain'] }),
    hx('claudication', 'A 합병증', '걸을 때 다리가 아파 쉬어야 하는지 물었다', {
      symptoms: ['claudication'],
    }),
    hx('stroke', 'A 합병증', '한쪽 팔다리 힘 빠짐이나 말이 어눌해진 적이 있는지 물었다', {
      symptoms: ['weakness', 'dysarthria'],
    }),
    hx('thyroid', 'A 이차성 원인', '추위를 타거나 체중이 늘거나 변비가 있는지 물었다', {
      symptoms: ['coldIntolerance', 'weightGain', 'constipation'],
    }),
    H.pastMedical('고혈압, 당뇨, 갑상선·신장 질환 과거력을 물었다'),
    H.medication('스테로이드, 이뇨제 등 복용 중인 약을 물었다'),
    H.diet('기름진 음식, 단 음식 등 식습관을 물었다'),
    H.exercise(),
    H.smoking(),
    H.alcohol(),
    hx('weight', '사회력', '최근 체중 변화를 물었다', { topics: ['weightChange'] }),
    H.family('가족 중 이상지질혈증이나 젊은 나이의 심뇌혈관질환이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '키·체중·허리둘레를 재어 비만도를 평가했다', ['anthropometry']),
    px('skin', '피부', '황색종 등 피부 소견을 확인했다', ['skinInspection']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
    px('pulses', '사지 진찰', '말초 맥박을 촉진했다', ['peripheralPulses']),
  ],
  education: [
    E.diagnosis('이상지질혈증과 심뇌혈관질환 위험을 설명했다'),
    E.tests('공복 지질검사 재검과 간·갑상선·신장 기능검사를 설명했다'),
    E.lifestyle('식사 조절, 규칙적 운동, 체중 감량, 금연을 권했다'),
    E.treatment('위험도에 따른 약물(스타틴) 치료 필요성을 설명했다'),
    E.followUp('생활습관 교정 후 재검 시기를 안내했다'),
    E.closing(),
  ],
});

export const cardiovascular = [chestPain, syncope, palpitations, hypertension, dyslipidemia];
