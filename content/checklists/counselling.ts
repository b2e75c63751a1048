/**
 * 상담 presentations. Their history section assesses behaviour, risk and readiness rather than a
 * symptom, and their education section is the counselling itself; the PPI items are reworded for
 * the non-judgemental, safety-first stance these stations are graded on.
 */
import {
  ADOLESCENT,
  E,
  H,
  P,
  REPRODUCTIVE_WOMAN,
  SUICIDE_SCREENING_AGE,
  WOMAN,
  defineChecklist,
  ed,
  hx,
  ppi,
  px,
  rel,
} from './common';

const NON_JUDGEMENTAL = '비난하지 않는 태도로 환자의 어려움에 공감했다';

export const alcohol = defineChecklist('음주', {
  history: [
    hx('quantity', '음주력', '술의 종류와 한 번에 마시는 양, 일주일에 마시는 횟수를 물었다', {
      topics: ['alcohol'],
    }),
    hx('binge', '음주력', '한 번에 소주 1병 이상 마시는 날이 얼마나 자주 있는지 물었다', {
      topics: ['bingeDrinking'],
    }),
    hx('pattern', '음주력', '주로 언제, 누구와, 왜 술을 마시는지 물었다', { topics: ['drinkingPattern'] }),
    hx('cageC', 'CAGE', '술을 줄여야겠다고 생각한 적이 있는지 물었다', { topics: ['cageCutDown'] }),
    hx('cageA', 'CAGE', '주변 사람이 술 마시는 것을 나무라서 짜증 난 적이 있는지 물었다', {
      topics: ['cageAnnoyed'],
    }),
    hx('cageG', 'CAGE', '술 마신 것에 대해 죄책감을 느낀 적이 있는지 물었다', { topics: ['cageGuilty'] }),
    hx('cageE', 'CAGE', '아침에 해장술을 마신 적이 있는지 물었다', { topics: ['cageEyeOpener'] }),
    hx('blackout', '음주 문제', '술 마신 다음 날 기억이 끊긴 적이 있는지 물었다', { topics: ['blackout'] }),
    hx('tolerance', '의존', '예전보다 더 마셔야 취하는지 물었다', { topics: ['tolerance'] }),
    hx('withdrawal', '의존', '술을 안 마시면 손 떨림, 식은땀, 불면이 있는지 물었다', {
      topics: ['withdrawal'],
    }),
    hx('consequences', '음주 문제', '음주로 인한 직장·가정 문제, 음주운전, 다친 적을 물었다', {
      topics: ['consequences'],
    }),
    hx('physical', '신체 영향', '속쓰림, 검은 변, 황달 등 음주 관련 증상을 물었다', {
      symptoms: ['heartburn', 'melena', 'jaundice'],
    }),
    hx('quitAttempts', '변화 단계', '술을 끊거나 줄여 본 적이 있는지 물었다', { topics: ['quitAttempts'] }),
    hx('motivation', '변화 단계', '술을 줄이고 싶은 이유를 물었다', { topics: ['motivation'] }),
    hx('readiness', '변화 단계', '지금 술을 끊거나 줄일 생각이 얼마나 있는지 물었다', {
      topics: ['readinessToChange'],
    }),
    H.checkup('간기능 검사 등 최근 검진 결과를 물었다'),
    H.pastMedical('간질환, 고혈압, 당뇨 등 과거력을 물었다'),
    hx('mood', '정신건강', '기분과 수면 상태를 물었다', { topics: ['mood', 'sleep'] }),
    H.smoking(),
    H.family('가족 중 술 문제가 있는 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('liverSigns', '간질환 징후', '공막 황달과 피부의 간질환 징후를 확인했다', [
      'sclera',
      'skinInspection',
    ]),
    px('liver', '복부 진찰', '간 크기를 촉진했다', ['liverPalpation']),
    px('tremor', '금단 징후', '손 떨림을 확인했다', ['tremorExam']),
  ],
  education: [
    E.diagnosis('현재 음주가 건강을 해치는 위험 음주(알코올 사용장애)임을 설명했다'),
    ed('motivation', '동기 강화', '환자 자신의 건강 문제(간 수치 등)와 연결해 절주·금주를 권고했다', [
      'motivationalAdvice',
    ]),
    ed('plan', '중단 계획', '목표(금주/절주)와 시작 날짜, 술자리 피하기 등 구체적 계획을 함께 세웠다', [
      'cessationPlan',
    ]),
    ed('withdrawal', '금단 대처', '금단 증상과 약물 도움을 받을 수 있음을 설명했다', [
      'withdrawalManagement',
    ]),
    ed('resources', '지원 기관', '중독관리통합지원센터 등 도움받을 곳과 다음 방문을 안내했다', [
      'supportResources',
      'referral',
      'followUp',
    ]),
    E.closing(),
  ],
  relationship: ppi({ empathy: NON_JUDGEMENTAL }),
});

export const smokingCessation = defineChecklist('금연', {
  history: [
    H.smoking('흡연량과 흡연 기간(갑년)을 물었다'),
    hx('dependence', '니코틴 의존도', '아침에 일어나 첫 담배를 피우기까지의 시간을 물었다', {
      topics: ['nicotineDependence'],
    }),
    hx('triggers', '흡연 상황', '담배를 피우게 되는 상황(식후, 스트레스, 술자리)을 물었다', {
      topics: ['triggers'],
    }),
    hx('quitAttempts', '이전 금연 시도', '이전 금연 시도와 방법, 실패 이유를 물었다', {
      topics: ['quitAttempts'],
    }),
    hx('withdrawal', '금단 증상', '금연했을 때 겪은 금단 증상을 물었다', { topics: ['withdrawal'] }),
    hx('motivation', '변화 단계', '금연하려는 이유를 물었다', { topics: ['motivation'] }),
    hx('readiness', '변화 단계', '지금 금연할 생각이 얼마나 있는지, 자신감은 어떤지 물었다', {
      topics: ['readinessToChange'],
    }),
    hx('respiratory', '흡연 관련 증상', '기침, 가래, 숨참이 있는지 물었다', {
      symptoms: ['cough', 'sputum', 'dyspnea'],
    }),
    hx('cardiac', '흡연 관련 증상', '가슴 통증이 있는지 물었다', { symptoms: ['chestPain'] }),
    H.pastMedical('고혈압, 당뇨, 심혈관질환, 정신과 질환 과거력을 물었다'),
    H.medication(),
    H.alcohol(),
    H.living('함께 사는 가족 중 흡연자나 아이가 있는지 물었다'),
    H.occupation(),
    hx('concerns', '환자의 걱정', '금연에 대한 걱정(체중 증가, 스트레스)을 물었다', {
      topics: ['ideasConcerns'],
    }),
    H.family('가족 중 폐암이나 심혈관질환 환자가 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('anthropometry', '신체계측', '체중과 체질량지수를 확인했다', ['anthropometry']),
    px('lung', '흉부 진찰', '폐를 청진했다', ['lungAuscultation']),
    px('heart', '흉부 진찰', '심장을 청진했다', ['heartAuscultation']),
  ],
  education: [
    ed('motivation', '동기 강화', '환자의 건강 상태와 연결해 금연을 명확히 권고했다', ['motivationalAdvice']),
    ed('plan', '금연 계획', '금연 시작일을 정하고 주변에 알리고 담배·라이터를 치우도록 했다', [
      'cessationPlan',
    ]),
    ed('pharmacotherapy', '약물 치료', '니코틴 대체요법, 바레니클린 등 금연 약물을 설명했다', ['treatment']),
    ed('withdrawal', '금단 대처', '금단 증상과 흡연 욕구에 대처하는 방법을 설명했다', [
      'withdrawalManagement',
    ]),
    ed('resources', '지원', '보건소 금연클리닉, 금연상담전화(1544-9030)와 추적 방문을 안내했다', [
      'supportResources',
      'followUp',
    ]),
    E.closing(),
  ],
  relationship: ppi({ empathy: NON_JUDGEMENTAL }),
});

export const substanceMisuse = defineChecklist('물질오남용', {
  history: [
    hx('substance', '사용 물질', '사용하는 약물의 종류, 양, 방법, 기간을 물었다', {
      topics: ['substanceUse'],
    }),
    hx('source', '사용 물질', '약물을 어떻게 구하는지 물었다', { topics: ['substanceSource'] }),
    H.event('처음 사용하게 된 계기를 물었다'),
    H.course('사용량이 늘었는지 물었다'),
    hx('tolerance', '의존', '같은 효과를 보려고 양을 늘렸는지 물었다', { topics: ['tolerance'] }),
    hx('withdrawal', '의존', '끊거나 줄였을 때 금단 증상이 있었는지 물었다', { topics: ['withdrawal'] }),
    hx('craving', '의존', '참기 어려울 만큼 사용하고 싶은 마음이 드는지 물었다', { topics: ['craving'] }),
    hx('consequences', '사용 문제', '약물로 인한 건강·직장·가정·법적 문제를 물었다', {
      topics: ['consequences'],
    }),
    hx(
      'otherSubstances',
      '사용 물질',
      '음주와 흡연을 물었다',
      { topics: ['alcohol', 'smoking'] },
      { appliesTo: ADOLESCENT },
    ),
    hx('mood', '정신건강', '기분 상태를 물었다', { topics: ['mood'] }),
    hx(
      'suicide',
      '정신건강',
      '죽고 싶다는 생각이 있는지 물었다',
      { topics: ['suicidalIdeation'] },
      { weight: 2 },
    ),
    hx('psychHistory', '과거력', '정신과 진료를 받은 적이 있는지 물었다', { topics: ['psychiatricHistory'] }),
    H.pastMedical(),
    hx('quitAttempts', '변화 단계', '끊어 보려고 한 적이 있는지 물었다', { topics: ['quitAttempts'] }),
    hx('readiness', '변화 단계', '지금 끊을 생각이 얼마나 있는지 물었다', { topics: ['readinessToChange'] }),
    hx('support', '지지 체계', '도움을 받을 수 있는 가족이나 친구가 있는지 물었다', {
      topics: ['supportSystem'],
    }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('mentalStatus', '정신상태검사', '의식과 정신 상태를 관찰했다', ['mentalStatus']),
    px('pupils', '신경학적 진찰', '동공 크기를 확인했다', ['pupils']),
    px('skin', '피부', '주사 자국 등 피부를 확인했다', ['skinInspection']),
    px('tremor', '금단 징후', '손 떨림을 확인했다', ['tremorExam']),
  ],
  education: [
    E.diagnosis('현재 상태가 약물 사용장애에 해당할 수 있음을 설명했다'),
    ed('motivation', '동기 강화', '환자의 건강·생활 문제와 연결해 중단을 권고했다', ['motivationalAdvice']),
    ed('harmReduction', '위해 감소', '혼자 또는 술과 함께 사용하지 않기 등 위험을 줄이는 방법을 설명했다', [
      'harmReduction',
    ]),
    ed('treatment', '치료', '금단 증상 관리와 해독·약물 치료를 설명했다', [
      'withdrawalManagement',
      'treatment',
    ]),
    ed('referral', '의뢰', '중독 전문 치료기관과 상담전화를 안내하고 비밀 보장을 약속했다', [
      'referral',
      'supportResources',
      'confidentiality',
    ]),
    E.closing(),
  ],
  relationship: ppi({ empathy: NON_JUDGEMENTAL }),
});

export const breakingBadNews = defineChecklist('나쁜 소식 전하기', {
  history: [
    hx('perception', '환자 인식', '검사를 받게 된 이유와 결과에 대해 알고 있는 것을 물었다', {
      topics: ['priorKnowledge'],
    }),
    hx('invitation', '정보 요구', '결과를 얼마나 자세히 알고 싶은지 물었다', {
      topics: ['informationPreference'],
    }),
    hx('concerns', '환자의 걱정', '가장 걱정하는 것이 무엇인지 물었다', { topics: ['ideasConcerns'] }),
    hx('support', '지지 체계', '함께 온 사람이나 의지할 가족이 있는지 물었다', { topics: ['supportSystem'] }),
    hx('currentState', '현재 상태', '현재 증상이 어떤지 물었다', { topics: ['course'] }),
    hx('function', '현재 상태', '일상생활은 어떻게 하고 있는지 물었다', { topics: ['dailyFunction'] }),
    hx('mood', '정서 상태', '요즘 기분과 잠은 어떤지 물었다', { topics: ['mood', 'sleep'] }),
    H.occupation('하는 일과 가정 형편 등 치료 결정에 영향을 줄 상황을 물었다'),
    H.living(),
    H.pastMedical(),
    H.medication(),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('appearance', '전신 관찰', '환자의 전신 상태와 정서 반응을 관찰했다', [
      'generalAppearance',
      'mentalStatus',
    ]),
  ],
  education: [
    ed('warningShot', '예고', '결과를 전하기 전에 좋지 않은 소식임을 미리 알렸다', ['warningShot']),
    E.diagnosis('검사 결과와 진단을 쉬운 말로 분명하게 전달했다'),
    E.treatment('앞으로의 치료 선택지와 다음 단계를 설명했다'),
    E.followUp('다음 방문 일정과 함께할 계획을 안내했다'),
    ed('support', '지원', '상담 등 도움받을 수 있는 곳을 안내했다', ['supportResources']),
    E.closing(),
  ],
  relationship: [
    rel('setting', '면담 준비', '인사하고 자신을 소개한 뒤 앉아서 눈을 맞추며 면담을 시작했다', ['greeting']),
    rel('identity', '환자 확인', '환자의 이름과 나이를 확인했다', ['identityCheck']),
    rel('openQuestion', '개방형 질문', '개방형 질문으로 환자의 생각을 먼저 들었다', ['openQuestion']),
    rel('empathy', '감정 수용', '소식을 들은 뒤 침묵을 허용하고 환자의 감정에 공감했다', ['empathy'], {
      weight: 2,
    }),
    rel('understanding', '이해 확인', '설명을 이해했는지 확인했다', ['checkUnderstanding']),
    rel('summary', '요약', '면담 내용을 요약하고 함께할 계획을 정리했다', ['summary']),
  ],
});

export const domesticViolence = defineChecklist('가정폭력', {
  history: [
    hx('violence', '폭력 내용', '언제부터 어떤 폭력(신체·언어·경제·성적)을 당했는지 물었다', {
      topics: ['violenceHistory'],
    }),
    hx('perpetrator', '가해자', '누가 그랬는지 물었다', { topics: ['perpetrator'] }),
    hx('escalation', '위험도', '폭력이 점점 잦아지거나 심해지는지 물었다', { topics: ['course'] }),
    hx(
      'lethality',
      '위험도',
      '흉기 사용, 목 조르기, 죽이겠다는 위협이 있었는지 물었다',
      { topics: ['lethalityRisk'] },
      {
        weight: 2,
      },
    ),
    hx(
      'safety',
      '안전',
      '지금 집에 돌아가도 안전한지, 자녀는 안전한지 물었다',
      { topics: ['safety'] },
      { weight: 2 },
    ),
    hx('injuries', '외상', '현재 다친 곳과 통증을 물었다', { topics: ['trauma', 'location'] }),
    hx(
      'pregnancy',
      '여성력',
      '임신 가능성을 물었다',
      { topics: ['pregnancy'] },
      { appliesTo: REPRODUCTIVE_WOMAN },
    ),
    hx('mood', '정신건강', '기분과 잠은 어떤지 물었다', { topics: ['mood', 'sleep'] }),
    hx(
      'suicide',
      '정신건강',
      '죽고 싶다는 생각이 있는지 물었다',
      { topics: ['suicidalIdeation'] },
      { appliesTo: SUICIDE_SCREENING_AGE },
    ),
    hx('support', '지지 체계', '도움을 청할 수 있는 가족이나 친구가 있는지 물었다', {
      topics: ['supportSystem'],
    }),
    H.living('자녀, 경제적 상황 등 생활환경을 물었다'),
    hx('previous', '이전 경험', '이전에 병원을 찾거나 신고한 적이 있는지 물었다', { topics: ['experience'] }),
    hx('reporting', '신고 의사', '신고할 생각이 있는지 물었다', { topics: ['reportingIntent'] }),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('injuries', '외상 확인', '온몸의 멍, 상처를 확인하고 기록했다', [
      'injuryInspection',
      'skinInspection',
    ]),
    px('mentalStatus', '정신상태검사', '정서 상태를 관찰했다', ['mentalStatus']),
  ],
  education: [
    ed('confidentiality', '비밀 보장', '말한 내용의 비밀이 보장됨을 설명했다', ['confidentiality']),
    E.treatment('상처 치료와 진단서 발급이 가능함을 설명했다'),
    ed('safetyPlan', '안전 계획', '위험할 때 피할 곳, 비상 가방, 연락처 등 안전 계획을 함께 세웠다', [
      'safetyPlan',
    ]),
    ed('resources', '지원 기관', '112, 여성긴급전화 1366, 쉼터 등 도움받을 곳을 안내했다', [
      'supportResources',
    ]),
    // 가정폭력처벌법 제4조제2항: the treating doctor must report violence against a child, a person
    // of 60 or over, or anyone lacking decision-making capacity. A competent adult decides for
    // themselves; the doctor explains how to report and supports that choice. (For an adult
    // without capacity, add the duty as a case extra.)
    ed(
      'reporting',
      '신고 안내',
      '신고 방법을 안내하고, 신고 여부는 환자 본인이 결정하며 원하면 신고를 돕겠다고 설명했다',
      ['reporting'],
      { appliesTo: { minAge: 18, maxAge: 59 } },
    ),
    ed(
      'reportingDutyChild',
      '신고 안내',
      '아동학대는 의료인에게 신고 의무가 있어 신고함을 설명하고 이후 절차를 안내했다',
      ['reporting'],
      { appliesTo: { maxAge: 17 } },
    ),
    ed(
      'reportingDutyElder',
      '신고 안내',
      '60세 이상 노인이 당한 가정폭력은 의료인에게 신고 의무가 있어 신고함을 설명하고 이후 절차를 안내했다',
      ['reporting'],
      { appliesTo: { minAge: 60 } },
    ),
    E.closing(),
  ],
  relationship: ppi({
    empathy: '환자의 잘못이 아님을 말하고 어려움에 공감했다',
    openQuestion: '개방형 질문으로 시작하고 환자가 편하게 말하도록 기다렸다',
  }),
});

export const sexualViolence = defineChecklist('성폭력', {
  history: [
    hx('details', '피해 경위', '언제, 어디서, 어떤 일이 있었는지(삽입, 콘돔 사용) 물었다', {
      topics: ['assaultDetails'],
    }),
    hx('perpetrator', '가해자', '가해자가 아는 사람인지, 몇 명인지 물었다', { topics: ['perpetrator'] }),
    hx('after', '피해 후 행동', '그 뒤 씻거나 옷을 갈아입었는지, 소변을 보았는지 물었다', {
      topics: ['postAssaultActions'],
    }),
    hx('injuries', '외상', '다친 곳과 통증, 출혈을 물었다', {
      topics: ['trauma'],
      symptoms: ['pelvicPain', 'vaginalBleeding', 'analPain', 'hematochezia'],
    }),
    hx(
      'lmp',
      '여성력',
      '마지막 월경일과 피임 여부를 물었다',
      { topics: ['lmp', 'contraception'] },
      {
        appliesTo: REPRODUCTIVE_WOMAN,
      },
    ),
    hx(
      'sexual',
      '성생활력',
      '최근 동의한 성관계가 있었는지 물었다',
      { topics: ['sexual'] },
      { appliesTo: ADOLESCENT },
    ),
    hx('mood', '정신건강', '지금 기분과 잠은 어떤지 물었다', { topics: ['mood', 'sleep'] }),
    hx(
      'suicide',
      '정신건강',
      '죽고 싶다는 생각이 있는지 물었다',
      { topics: ['suicidalIdeation'] },
      { appliesTo: SUICIDE_SCREENING_AGE },
    ),
    hx('safety', '안전', '지금 안전한 곳에 있는지 물었다', { topics: ['safety'] }, { weight: 2 }),
    hx('support', '지지 체계', '도움을 받을 수 있는 사람이 있는지 물었다', { topics: ['supportSystem'] }),
    hx('reporting', '신고 의사', '신고했는지, 신고할 생각이 있는지 물었다', { topics: ['reportingIntent'] }),
    H.allergy('약물 알레르기가 있는지 물었다'),
    hx('vaccination', '예방접종력', 'B형간염 예방접종 여부를 물었다', { topics: ['vaccination'] }),
  ],
  exam: [
    P.consent('보조자가 함께한 가운데 진찰과 증거 채취의 각 과정을 설명하고 동의를 구했다'),
    P.vitals(),
    px('injuries', '외상 확인', '온몸의 상처를 확인하고 기록했다', ['injuryInspection', 'skinInspection']),
    px('pelvic', '골반 진찰', '동의 하에 골반 진찰과 증거 채취를 시행했다', ['pelvicExam'], {
      appliesTo: WOMAN,
    }),
    px(
      'genital',
      '생식기·항문 진찰',
      '동의 하에 외부 생식기와 항문을 진찰하고 증거 채취를 시행했다',
      ['genitalExam', 'perianalInspection', 'digitalRectalExam'],
      { appliesTo: { sex: '남자' } },
    ),
    px('mentalStatus', '정신상태검사', '정서 상태를 관찰했다', ['mentalStatus']),
  ],
  education: [
    ed('evidence', '증거 보존', '증거 채취의 필요성과 씻지 말고 옷을 보관하도록 설명했다', [
      'evidencePreservation',
    ]),
    ed('prophylaxis', '예방 조치', '응급 피임과 성매개감염 예방 치료를 설명했다', ['prophylaxis']),
    E.tests('임신·성매개감염 검사와 추적 검사를 설명했다'),
    ed('resources', '지원 기관', '해바라기센터, 112, 1366 등 도움받을 곳과 신고 방법을 안내했다', [
      'supportResources',
      'reporting',
    ]),
    ed('confidentiality', '비밀 보장', '비밀이 보장됨을 설명했다', ['confidentiality']),
    E.closing(),
  ],
  relationship: ppi({ empathy: '환자의 잘못이 아님을 말하고 감정에 공감했다' }),
});

export const suicideRisk = defineChecklist('자살', {
  history: [
    hx('mood', '기분', '요즘 기분이 어떤지 물었다', { topics: ['mood'], symptoms: ['depressedMood'] }),
    H.event('힘들어진 계기가 된 사건(상실, 실직 등)을 물었다'),
    H.onset('힘든 기분이 언제부터 시작되었는지 물었다'),
    hx(
      'ideation',
      '자살 사고',
      '죽고 싶다는 생각을 하는지, 얼마나 자주 하는지 물었다',
      { topics: ['suicidalIdeation'] },
      {
        weight: 2,
      },
    ),
    hx(
      'plan',
      '자살 계획',
      '구체적인 방법이나 시기를 계획했는지 물었다',
      { topics: ['suicidePlan'] },
      { weight: 2 },
    ),
    hx(
      'means',
      '자살 수단',
      '방법에 쓸 수단(약, 도구)을 준비했는지 물었다',
      { topics: ['suicideMeans'] },
      { weight: 2 },
    ),
    hx('attempt', '자살 시도력', '이전에 자살을 시도하거나 자해한 적이 있는지 물었다', {
      topics: ['suicideAttempt'],
    }),
    hx('hopelessness', '우울 증상', '앞으로 나아질 게 없다고 느끼는지 물었다', {
      symptoms: ['hopelessness'],
    }),
    hx('neuroveg', '우울 증상', '잠과 식욕이 어떤지 물었다', { topics: ['sleep', 'appetite'] }),
    hx('protective', '보호 요인', '살아야 할 이유나 붙잡아 주는 사람이 있는지 물었다', {
      topics: ['protectiveFactors'],
    }),
    hx('support', '지지 체계', '힘들 때 연락할 수 있는 사람이 있는지 물었다', { topics: ['supportSystem'] }),
    hx('psychHistory', '과거력', '정신과 진료나 상담을 받은 적이 있는지 물었다', {
      topics: ['psychiatricHistory'],
    }),
    H.alcohol('음주량과 최근 음주가 늘었는지 물었다'),
    H.pastMedical('만성 질환이나 통증이 있는지 물었다'),
    H.medication(),
    H.living('누구와 사는지 물었다'),
    H.family('가족 중 자살하거나 정신질환을 앓은 사람이 있는지 물었다'),
  ],
  exam: [
    P.consent(),
    P.vitals(),
    px('mentalStatus', '정신상태검사', '외모, 태도, 정동 등 정신 상태를 관찰했다', [
      'mentalStatus',
      'generalAppearance',
    ]),
    px('selfHarm', '자해 흔적', '손목 등 자해 흔적을 확인했다', ['injuryInspection', 'skinInspection']),
  ],
  education: [
    E.diagnosis('우울증이 원인일 수 있고 치료하면 나아질 수 있음을 설명했다'),
    ed(
      'safetyPlan',
      '안전 계획',
      '모아 둔 약 등 위험한 수단을 치우고 위기 때 연락할 곳을 함께 정했다',
      ['safetyPlan'],
      {
        weight: 2,
      },
    ),
    ed('referral', '의뢰', '정신건강의학과 진료를 오늘 바로 연결하거나 입원을 권했다', ['referral']),
    ed('resources', '지원 기관', '자살예방상담전화 109 등 24시간 도움받을 곳을 안내했다', [
      'supportResources',
    ]),
    ed('confidentiality', '비밀 보장', '비밀 보장과 생명이 위험할 때 가족에게 알리는 한계를 설명했다', [
      'confidentiality',
    ]),
    E.closing('다음 방문 약속을 정하고 궁금한 점을 물은 뒤 마무리했다'),
  ],
  relationship: ppi({ empathy: '힘든 마음을 털어놓은 것을 인정하고 공감했다' }),
});

export const counselling = [
  alcohol,
  smokingCessation,
  substanceMisuse,
  breakingBadNews,
  domesticViolence,
  sexualViolence,
  suicideRisk,
];
