/**
 * Physical-exam manoeuvres. These patterns are tried on parenthesised actions ('(복부를 촉진한다)')
 * and on statements that announce an action ('배 좀 눌러볼게요'); analyze.ts decides which segments
 * qualify, so a question such as '목에 멍울 만져지는 거 있어요?' never becomes a manoeuvre.
 */
import { ABDOMEN, type LexEntry } from './types';

/** Looking at something, in the verb forms learners write: 보/본/봐/볼/봅니다 are different syllables. */
const LOOK = '(?:보|본|봐|볼|봅|살펴|살핀|관찰|확인|검사|진찰|시진|들여다)';

const m = (key: string, e: Omit<LexEntry, 'kind' | 'key'>): LexEntry => ({ kind: 'manoeuvre', key, ...e });

export const MANOEUVRE_ENTRIES: readonly LexEntry[] = [
  m('vitalSigns', {
    cues: [
      /활력징후|바이탈|vitalsign|vital|^vs|vscheck|혈압|맥박|체온|호흡수|산소포화도|spo2|^bp|bp(측정|확인|체크)/,
    ],
  }),
  m('orthostaticVitals', {
    cues: [
      /기립(성)?(활력징후|혈압|저혈압|검사)|누워서.{0,10}(일어나|서서|앉아).{0,8}(혈압|잴|재)|누운.{0,6}(선|앉은).{0,6}혈압|orthostatic/,
      /(누웠|누운|누워|눕)[가-힣]{0,10}(일어|일으|서서|세워|세운|앉아|앉은|앉혀|선)[가-힣]{0,10}(혈압|맥박|재|잰|잴|비교)/,
      // Round 31: a posture changed and the pressure taken again, in plain words ('(일어선 자세로 혈압을
      // 다시 잰다)', '자세를 바꿔서 혈압 다시 잴게요').
      /(일어선|선|앉은|세운|서있는|일어난)자세(로|에서)[가-힣]{0,8}(혈압|맥박)[가-힣]{0,6}(다시|재측정|한번더|또)|자세(를)?바꿔(서)?(혈압|맥박)/,
    ],
    priority: 2,
    suppress: ['vitalSigns'],
  }),
  m('anthropometry', {
    cues: [/신체계측|키(와|랑|하고)?(몸무게|체중)|체중(측정|을잰|재)|몸무게(를|측정|재)|bmi|허리둘레|체질량/],
    priority: 2,
  }),
  m('generalAppearance', {
    cues: [
      /전신(상태|적인상태|모습)|외관|전반적(인)?(상태|모습)|(환자|아이)(의)?(모습|상태)(를)?(관찰|살|본)|겉모습|병색|청색증|cyanosis|안색|입술(색|이)?.{0,4}(확인|관찰|파란|푸르)/,
    ],
  }),
  m('skinInspection', {
    cues: [
      new RegExp(`피부(를|의|상태|발진|병변|에|와)?.{0,8}${LOOK}`),
      /발진(을)?(관찰|확인|본)|손발톱|손톱|발톱|거미혈관종|(병변|물집|수포)(을|를)?.{0,4}(관찰|확인|본|살펴)/,
    ],
  }),
  m('skinTurgor', {
    cues: [/피부(의)?(긴장도|탄력|탄성)|turgor|탈수(정도)?(확인|평가)/],
    priority: 2,
    suppress: ['skinInspection'],
  }),
  m('injuryInspection', {
    cues: [
      /(자해|상처|외상|멍(?!울)|멍든|자국|흉터|찰과상)(흔적|부위|곳)?(이|을|가)?.{0,6}(확인|본|관찰|살|있는지)|외상부위/,
    ],
    // A lump (멍울) is a lymph node or a mass, never a bruise (round 34).
    unless: /피부|멍울/,
    priority: 2,
    suppress: ['skinInspection'],
  }),

  m('conjunctiva', {
    cues: [
      /결막|안검|conjunctiva|창백|눈(꺼풀|을|의)?.{0,4}뒤집/,
      // "눈 감아 보세요" (Romberg) closes the eyes; it looks at nothing.
      new RegExp(`눈(꺼풀|을|의)?(?!을?감|으로|로)(?<!(빨리|빠르게|돌리며|돌리면서)눈(을)?).{0,4}${LOOK}`),
    ],
  }),
  m('sclera', {
    cues: [/공막|sclera|흰자/],
    priority: 2,
    suppress: ['conjunctiva'],
  }),
  // A jaundice check on the skin ('(피부 관찰, 황달 여부)') is the skin inspection.
  m('sclera', {
    cues: [/황달(확인|여부|관찰|있는지)/],
    unlessUtterance: /피부/,
    priority: 2,
    suppress: ['conjunctiva'],
  }),
  m('pupils', { cues: [/동공|대광반사|pupil|빛반사/], priority: 2 }),
  // The eye's back seen through the ophthalmoscope is no look at the conjunctiva ('(안저경으로 눈 안쪽을
  // 본다)', round 39).
  m('fundoscopy', { cues: [/안저|검안경|fundus|fundoscopy/], priority: 2, suppress: ['conjunctiva'] }),
  m('nystagmus', {
    cues: [/안진|눈(의)?(움직임|떨림)|nystagmus|손가락(을)?따라/],
    priority: 2,
    suppress: ['conjunctiva'],
  }),
  m('otoscopy', { cues: [/이경|고막|otoscop|외이도/, new RegExp(`귀(안|속|를|을|안을)?.{0,3}${LOOK}`)] }),
  // "제 코 보세요" gives the patient something to fix the eyes on (head impulse test); it is no nasal exam.
  m('nasalExam', {
    cues: [
      /비강|비경|nasalspeculum|rhinoscopy|nasalexam/,
      new RegExp(`(?<!손가락|제|내|선생님)코(안|속|를|안을)?.{0,3}${LOOK}`),
    ],
  }),
  m('sinusTenderness', { cues: [/부비동|상악동|전두동|광대(뼈)?.{0,4}(눌러|압통)/], priority: 2 }),
  m('throat', {
    cues: [
      /인두|인후|편도|구강|목안|입(안|속|을|안을)?.{0,2}(벌려|벌리)|입술과|혀(를|와)|아해보|throat/,
      new RegExp(`입(안|속|을|안을)?.{0,2}${LOOK}`),
    ],
  }),
  m('cervicalLymphNodes', {
    cues: [
      /(경부|목|쇄골(위|상부)?)(의|에)?(림프절|임파선|멍울|림프)|(목|목에)(멍울|림프).{0,6}(만져|촉진|확인|있나)/,
      // In chart English ('(neck LN palpation)', '(cervical LN 촉진)', rounds 34 and 35).
      /(neck|cervical|경부|목)(ln|lymphnodes?|lymph|lap)|(?<![a-z])ln(palpation|촉진|exam)/,
    ],
    priority: 2,
  }),
  m('thyroid', { cues: [/갑상(선|샘)/] }),
  m('jugularVenousPressure', { cues: [/경정맥|jvp|목정맥/], priority: 2 }),
  m('neckRangeOfMotion', {
    cues: [/목(의)?(운동|가동)(범위)?|목(을)?(돌려|숙여|젖혀)/],
    priority: 2,
    suppress: ['jointRangeOfMotion'],
  }),
  m('spurlingTest', {
    cues: [/스펄링|spurling|고개(를)?.{0,10}(돌리|젖히|기울)[가-힣]{0,8}(눌러|누르)/],
    priority: 2,
  }),

  m('chestInspection', {
    cues: [
      /흉부(를)?시진|가슴(을)?(시진|관찰|살펴)|흉곽|보조근|호흡(양상|하는모습)/,
      // Retractions looked for in plain words ('(숨쉴 때 가슴이 쑥 들어가는지 본다)', '(갈비뼈 사이
      // 함몰 있는지 본다)', round 32).
      /(가슴|갈비뼈|늑골|늑간|흉골|쇄골)(이|가|은|는)?(사이|밑|아래|위)?(가|이|는|에)?[가-힣]{0,3}(쑥|쏙|움푹)?(들어가|함몰|꺼지)/,
      // The trachea looked at in the neck ('(목에 기관이 가운데 있는지 본다)', '(기관 편위 확인)') and
      // the two sides of the chest moving alike ('(가슴 움직임이 양쪽 같은지 본다)', round 39). Not the
      // bronchi (기관지), an intubation or an institution.
      /(?<![의료])기관(?!지|삽관|절개|사|에서|에가|에다)(이|은|의|위치|위치가|위치를)?[가-힣]{0,8}(가운데|중앙|정중앙|한쪽|치우|편위|쏠려|쏠렸|쏠리|휘었|밀려|밀렸|똑바)|기관편위|trachea/,
      /(가슴|흉곽)(이|의)?(움직임|움직이|올라오|부풀|벌어)[가-힣]{0,8}(양쪽|대칭|똑같|같은지|같이|차이|비교)|(양쪽|좌우)(가슴|흉곽)(이|의)?[가-힣]{0,4}(움직|올라|부풀|벌어)/,
    ],
  }),
  m('chestWallTenderness', { cues: [/흉벽|가슴(을|뼈)?.{0,3}(눌러|압통|누르)|흉골/], priority: 2 }),
  m('heartAuscultation', { cues: [/심장(을|소리)?.{0,3}(청진|소리|들어)|심음|심잡음|heart/], priority: 2 }),
  m('lungAuscultation', {
    cues: [
      /폐(를|소리)?.{0,3}(청진|소리|들어|들을|들으)|숨소리|호흡음|폐음|lung|수포음|천명음|wheezing|crackle|rale/,
    ],
    priority: 2,
  }),
  // The back tapped beside the flank ('(옆구리 등쪽 두드려본다)') is the CVA, not the lungs (round 34).
  m('lungPercussion', {
    cues: [
      /(폐|흉부|가슴|등)(을|를)?.{0,3}(타진|두드려|두드)/,
      // With the fingers, in plain words ('(가슴을 손가락으로 두드려본다)', '(오른쪽 가슴 위에 손가락 대고
      // 톡톡 두드림)', round 39).
      /(폐|흉부|가슴|흉곽|등)(을|를|쪽을|쪽|위를|위에|여기저기|군데군데)?[가-힣]{0,4}(손가락|손끝|중지|손)(으로|을|를)?[가-힣]{0,6}(두드|톡톡|툭툭|통통|탁탁)/,
    ],
    // Not the spine tapped for its tenderness ('(등뼈를 손가락 끝으로 두드려 본다)', round 14).
    unless: /옆구리|늑골척추|cva|콩팥|신장|등뼈|척추|허리뼈|극돌기/,
    priority: 3,
  }),
  m('breastExam', { cues: [/유방/] }),
  m('axillaryLymphNodes', { cues: [/겨드랑이|액와/], priority: 3, suppress: ['cervicalLymphNodes'] }),

  m('abdomenInspection', {
    cues: [new RegExp(`${ABDOMEN}(를|을)?(시진|살펴|살핀|관찰|모양)|복부시진`)],
    contextual: { utterance: new RegExp(`${ABDOMEN}`), cues: [/시진/] },
  }),
  m('abdomenAuscultation', {
    cues: [new RegExp(`(${ABDOMEN}|배꼽주위)(를|을|에)?.{0,3}(청진|소리|들어)|장음|장운동음`)],
    priority: 2,
  }),
  m('abdomenPercussion', {
    cues: [
      new RegExp(
        `(${ABDOMEN}|옆구리)(를|을)?.{0,3}(타진|두드려|두들|두드린|두드리)|타진(하여|해서|으로)?.{0,6}(방광|복부)`,
      ),
    ],
    contextual: { utterance: /복부|하복부|상복부/, cues: [/타진/] },
    priority: 2,
  }),
  // Looked at ('(배를 보고 청진한 뒤 …)', round 29) as well as inspected; as high as the listening
  // its span lies in, so that both are kept.
  m('abdomenInspection', {
    cues: [new RegExp(`^${ABDOMEN}(를|을)(보고|보며|보면서|본다|본뒤|보았|봄)`)],
    priority: 2,
  }),
  // Tapped, the belly named first in the same action ('(배를 보고 청진한 뒤 두드려 보고 눌러 본다)',
  // round 29), not the back or the chest.
  m('abdomenPercussion', {
    cues: [],
    contextual: {
      utterance: new RegExp(`^${ABDOMEN}(를|을)`),
      cues: [/(?<!(등|옆구리|가슴|흉부|폐|허리)(을|를)?)(두드려|두들겨|두드리|두드린)/],
    },
    priority: 2,
  }),
  m('abdomenPalpation', {
    cues: [
      new RegExp(`${ABDOMEN}(를|을|좀|쪽|도)?.{0,3}(촉진|눌러|누르|누른|눌렀|만져|만지|압통|진찰)|복부진찰`),
      // A part of the belly named ('(아랫배 가운데를 눌러본다)', '(배 여기저기를 골고루 눌러 봄)', round 39).
      new RegExp(
        `${ABDOMEN}(의)?(가운데|한가운데|중앙|위쪽|아래쪽|옆|여기저기|전체|골고루|군데군데|부위|전체적으로)(를|을|쪽을|좀)?(골고루|살살|천천히|깊이|가볍게)?(촉진|눌러|누르|누른|눌렀|만져|만지)`,
      ),
    ],
    contextual: {
      utterance: /복부|하복부|상복부|배/,
      // '(배 두드려 보고 만져 본다)': palpation named after the percussion.
      cues: [/촉진/, /(두드려|두들겨|두드리|타진)[가-힣]{0,4}(만져|만지|눌러|누르|촉진)/],
    },
  }),
  m('reboundTenderness', {
    cues: [
      /반발(압통)?|rebound|손(을)?(뗄|떼)|눌렀다(가)?.{0,3}떼|떼(볼|보겠|는)/,
      // In plain words (round 40): '(손을 뗀다)', '(손을 확 뗀다)', '(꾹 눌렀다 뗀다)', '뗄 때 더 아파요?'.
      /손(을)?.{0,2}(뗀|뗐|뗄|떼)|(눌렀|누르)[가-힣]{0,4}(뗀|뗐|뗄|떼)|^뗄때|떼(면|니까|는순간)(더)?(아프|아파|울리)/,
    ],
    // Not weaning nor a paper ('젖은 언제 뗐어요?', '진단서 떼') nor eyes kept on something.
    unless: /젖|기저귀|분유|수유|진단서|서류|눈(을)?(못)?(뗄|떼|뗀)/,
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('murphySign', {
    cues: [/머피|murphy|(누른|누르고|눌러|누르면서|누르며|눌러서)[가-힣]{0,10}(숨|들이쉬|들이마시)/],
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('mcburneyTenderness', {
    cues: [
      /맥버니|mcburney/,
      // The point in plain words: between the navel and the right hip bone ('(배꼽이랑 오른쪽 골반뼈
      // 사이를 눌러본다)', round 39).
      /배꼽(과|이랑|하고|에서|와)[가-힣]{0,4}(오른쪽|우측)?(골반뼈|엉덩뼈|장골|골반|골반뼈끝)[가-힣]{0,10}(눌러|누르|누름|눌렀|압통|촉진)/,
      /배꼽(의)?(오른쪽|우측)(아래|아랫|밑)(쪽)?(을|를)?[가-힣]{0,8}(눌러|누르|누름|눌렀|압통|촉진)/,
    ],
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('rovsingSign', {
    cues: [
      /로브싱|롭싱|rovsing/,
      // The left lower belly pressed and the right one asked about ('(왼쪽 아랫배를 누르면서 오른쪽
      // 아픈지 본다)', round 39).
      /(왼쪽|좌측|좌)(아랫배|하복부|배|아래배)(를|을|쪽을)?[가-힣]{0,6}(누르|눌러|누름|눌렀)[가-힣]{0,8}(오른쪽|우측|우하복부)[가-힣]{0,6}(아픈|아프|아파|통증|울리|당기)/,
    ],
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('psoasSign', { cues: [/요근|psoas/], priority: 3 }),
  m('obturatorSign', { cues: [/폐쇄근|obturator/], priority: 3 }),
  m('liverPalpation', {
    cues: [/(?<![시])간(을)?(촉진|만져|크기|비대)|(?<![시])간(과|와|하고|이랑)?비장/],
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('spleenPalpation', { cues: [/비장/], priority: 3, suppress: ['abdomenPalpation'] }),
  // The liver's and the spleen's edges felt under the ribs ('(오른쪽 갈비뼈 밑을 깊이 만져본다)',
  // '(왼쪽 갈비뼈 아래 만져 봄)', round 39); with a deep breath under a pressing hand it is Murphy's.
  m('liverPalpation', {
    cues: [/(오른쪽|우측)(갈비뼈|늑골|갈비)(밑|아래|아랫)[가-힣]{0,8}(만져|만지|만짐|촉진)/],
    unless: /숨|들이쉬|들이마시/,
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('spleenPalpation', {
    cues: [/(왼쪽|좌측)(갈비뼈|늑골|갈비)(밑|아래|아랫)[가-힣]{0,8}(만져|만지|만짐|촉진)/],
    priority: 3,
    suppress: ['abdomenPalpation'],
  }),
  m('shiftingDullness', {
    cues: [
      /이동(성)?(탁음|둔탁음)|shifting|복수/,
      // The belly tapped again lying on one side ('(옆으로 눕게 하고 배를 다시 두드려 본다)', round 39).
      /옆으로(눕|누우|돌아눕|돌려눕)[가-힣]{0,12}(두드|타진|톡톡)/,
    ],
    priority: 3,
    suppress: ['abdomenPercussion'],
  }),
  m('cvaTenderness', {
    cues: [/cva|늑골척추각|옆구리.{0,10}(두드|쳐|타진|압통)|갈비(뼈)?.{0,3}척추/],
    priority: 3,
    suppress: ['abdomenPercussion', 'spineTenderness'],
  }),
  m('digitalRectalExam', {
    cues: [
      /직장수지|항문수지|dre|직장(검사|진찰)|항문(으로|에)?.{0,8}(손가락|넣|진찰|검사)|전립선(을)?(만져|촉진)/,
    ],
    priority: 3,
  }),
  m('pelvicExam', {
    // Not a nasal speculum ('(nasal speculum으로 코 안 본다)', round 35).
    cues: [
      /골반(진찰|검사)|내진|질경|양손진찰|쌍합진|bimanual|(?<!nasal|코|비강)speculum|질분비물|ph검사|도말/,
    ],
    priority: 3,
  }),

  m('legEdema', {
    cues: [
      /(다리|하지|발목|정강이|종아리|손발|손등|발등)(의)?.{0,3}(부종|붓기|부은|함요)|(?<!유두)부종(확인|여부|관찰)/,
      // '(다리 눌러 본다)', '(정강이 눌러 보기)': pitting is looked for by pressing.
      /(다리|하지|발목|정강이|발등)(를|을|앞|앞쪽)?.{0,2}(눌러|누르|눌렀)(보|봐|본|볼)/,
      // Round 31: pressed to see whether a dent stays ('(발목 앞쪽을 손가락으로 꾹 눌러 자국이 남는지 본다)').
      /(다리|하지|발목|정강이|발등|종아리)[가-힣]{0,12}(눌러|누르|눌렀)[가-힣]{0,6}(자국|들어가|움푹|함요)/,
    ],
    suppress: ['jointPalpation', 'injuryInspection'],
  }),
  // Hands and feet, legs looked at ('(손발을 본다)', '(다리를 살펴본다)', round 40): swelling is what one
  // looks for there.
  m('legEdema', {
    cues: [
      /^(손발|다리|양다리|하지|발목|정강이|손등|발등)(을|를|이랑|과|와|쪽을|쪽)?(좀)?(보|본|봐|볼|봅|살펴|살핀|관찰|들여다|시진)/,
    ],
    suppress: ['jointPalpation', 'injuryInspection', 'skinInspection'],
  }),
  // The palms and soles looked at ('(손바닥이랑 발바닥을 본다)'): their skin.
  m('skinInspection', {
    cues: [
      /^(손바닥|발바닥)(을|를|이랑|과|와|하고)?(발바닥|손바닥)?(을|를)?(좀)?(보|본|봐|볼|봅|살펴|살핀|관찰|들여다|시진)/,
    ],
  }),
  m('peripheralPulses', {
    cues: [/말초(맥박|혈관)|요골(동맥)?|족배(동맥)?|대퇴(동맥)?맥박|맥박(을)?(촉지|만져|촉진)/],
    priority: 2,
    suppress: ['vitalSigns', 'abdomenPalpation'],
  }),
  m('capillaryRefill', { cues: [/모세혈관|crt|capillary/], priority: 2 }),
  m('calfTenderness', {
    cues: [/종아리(압통|를눌러|비대칭|둘레)|호만스|homan/],
    priority: 2,
    suppress: ['legEdema'],
  }),

  m('mentalStatus', {
    cues: [
      /지남력|정신상태|의식(상태|수준)?(및|과)?.{0,4}(평가|확인)|mse|gcs|(몇년|몇월|며칠|무슨요일|여기가어디)[가-힣]{0,12}(말씀|아세요|인지|알려)/,
    ],
  }),
  m('cognitiveScreen', {
    cues: [/mmse|인지(기능)?(검사|평가|선별)|moca/],
    priority: 2,
    suppress: ['mentalStatus'],
  }),
  m('cranialNerves', { cues: [/뇌신경|(얼굴|안면)신경/] }),
  m('motorPower', { cues: [/근력/] }),
  m('muscleTone', { cues: [/근긴장|강직도|톱니바퀴/] }),
  m('sensoryExam', { cues: [/감각|티넬|tinel|팔렌|phalen|촉각|통각/] }),
  m('deepTendonReflexes', {
    cues: [
      /심부건|건반사|dtr|무릎반사|발목반사|아킬레스|슬개(건)?반사|이두근반사|(?<![광공빛막역])반사(검사|확인|$)/,
    ],
  }),
  m('babinski', { cues: [/바빈스키|babinski|족저반사/], priority: 2, suppress: ['deepTendonReflexes'] }),
  m('pronatorDrift', { cues: [/회내근|pronator|편위/] }),
  m('fingerToNose', { cues: [/손가락.{0,3}코|fingertonose|ftn|지비/], priority: 2, suppress: ['nasalExam'] }),
  m('rapidAlternating', {
    cues: [/교대운동|교대|rapidalternating|손바닥뒤집|(손|손바닥)(을)?.{0,6}(뒤집)/],
    priority: 2,
  }),
  m('gait', {
    cues: [/보행|걸어(가|와|다녀)?(보|보세|보시|봐)|걸음걸이|일자(로)?(걷|보행)|일렬|tandem|gait/],
  }),
  m('romberg', {
    cues: [
      /롬버그|romberg|눈(을)?감고.{0,10}(서|두발|모으)|(발|두발|양발)(을)?(모으|모아|붙이|붙여).{0,10}눈(을)?감/,
    ],
    priority: 2,
    suppress: ['gait'],
  }),
  m('dixHallpike', {
    cues: [/딕스|홀파이크|dix|hallpike|(누운|누워|눕).{0,10}(고개|머리)(를)?.{0,6}(돌려|돌리)/],
    priority: 2,
  }),
  m('headImpulseTest', { cues: [/두부충동|headimpulse|머리(를)?빠르게(돌|움직)/], priority: 2 }),
  m('tremorExam', {
    cues: [
      /떨림|떨리는지/,
      // Asterixis in plain words (round 40): '(손을 앞으로 뻗게 하고 손목을 젖히게 한다)'.
      /퍼덕|asterixis|손목(을)?(뒤로|위로)?(젖혀|젖히|젖힌|꺾어|꺾게|들어)/,
    ],
  }),
  m('nuchalRigidity', {
    cues: [
      /경부(강직|경직)|목(의)?(강직|경직)|목(이)?뻣뻣|nuchal|목(을|를)?(앞으로)?(굽혀|구부려|숙여)(보|봐|본|볼)/,
    ],
  }),
  m('kernigSign', { cues: [/커니그|케르니그|kernig/], priority: 2 }),
  m('brudzinskiSign', { cues: [/브루진스키|브루드진스키|brudzinski/], priority: 2 }),

  m('jointInspection', {
    cues: [
      // Lead49: '(다른 관절도 확인)', '(관절들 모두 살펴본다)'.
      /(다른)?관절(을|도|들도|들을|들)?(모두|다|전부)?(확인|살펴)/,
      /(관절|joint)(을|의)?.{0,8}(시진|관찰|살펴|본다|부종|부기|발적|변형|진찰)|(양손|무릎|손가락|손)관절(을|의)?.{0,4}(관찰|시진|살펴)|(양손|손가락|무릎)(을|의)?.{0,4}(관찰|시진|살펴)|(mtp|pip|mcp|dip)[가-힣a-z]{0,6}(부종|발적|변형|부기)|(무릎|관절|손가락|발목|팔꿈치|어깨|발가락)(을|를)?(좀)?(볼게|보겠|살펴|봐도)/,
    ],
  }),
  m('jointPalpation', {
    cues: [
      /(관절|joint)(을|의)?.{0,6}(촉진|눌러|만져|압통|열감)|squeeze|압박검사|(손가락(?!으로|로)|손목|무릎|발가락|발목(?!위|앞|쪽))(관절)?(을)?.{0,3}(촉진|눌러|만져|누르|누름|만지)/,
    ],
    priority: 2,
    suppress: ['jointInspection'],
  }),
  m('jointRangeOfMotion', {
    cues: [
      /(관절)?(운동|가동)범위|rom|주먹(을)?.{0,4}쥐|(구부려|펴)(보세요|보시겠)|(발가락|손가락|무릎|발목|손목|팔꿈치|어깨|고관절|관절)(을|를|좀)?.{0,4}(움직여|구부려|굽혀|돌려|펴)/,
    ],
  }),
  m('spineTenderness', { cues: [/척추(를)?.{0,3}(압통|눌러|촉진|두드)|극돌기/], priority: 2 }),
  m('spineRangeOfMotion', {
    cues: [
      /(척추|허리|요추)(의)?(운동|가동)(범위)?|허리(를)?(숙여|굽혀|젖혀)|(척추|허리|요추)[가-힣]{0,6}(범위|굴곡|신전|rom)/,
    ],
    priority: 2,
    suppress: ['jointRangeOfMotion'],
  }),
  m('straightLegRaise', {
    cues: [/하지직거상|직거상|slr|다리(를)?.{0,4}(펴고|편채로)?.{0,2}(들어|올려)/],
    priority: 2,
  }),

  m('fontanelle', { cues: [/천문/] }),
  m('developmentalAssessment', { cues: [/발달(평가|검사|선별)|덴버|denver/] }),
  m('fundalHeight', { cues: [/자궁저|fundal/], priority: 2 }),
  m('fetalHeartRate', {
    cues: [
      /태아(심음|심박)|도플러|fhr/,
      // The baby's heart, in plain words ('(아기 심장 소리를 들어 본다)', '아기 심장 소리 들어 볼게', round 46).
      /(아기|아가|애기|태아|뱃속아기|배속아기)(의)?(심장|심박|심음)(소리|박동|뛰는)?/,
    ],
    priority: 3,
    suppress: ['heartAuscultation'],
  }),
  // Manoeuvres added with the vocabulary update of the review pass.
  m('visualAcuity', {
    cues: [/시력(검사|측정|확인|을|좀)|시력표|visualacuity|(글자|숫자)(가)?.{0,3}(보이|읽어)/],
    priority: 2,
  }),
  m('weberRinne', {
    cues: [/웨버|weber|린네|rinne|소리굽쇠|음차/],
    priority: 2,
    suppress: ['cranialNerves'],
  }),
  m('temporalArteryPalpation', {
    // Not the disease ('측두동맥염이 의심돼서…', round 30).
    cues: [/측두동맥(?!염)|관자(놀이)?.{0,4}(혈관|동맥|맥)(?!염)|temporalartery(?!itis)/],
    priority: 2,
  }),
  m('genitalExam', {
    cues: [
      /(외부)?생식기(진찰|검사|시진|확인|를|를봐)|성기(진찰|검사|확인|를)|고환|음낭|서혜(부)?림프절|사타구니(림프절|멍울)/,
    ],
    priority: 2,
  }),
  m('perianalInspection', {
    cues: [/항문(주위|주변)?(를|을)?.{0,3}(시진|진찰|확인|관찰|살펴|보겠|볼게)|perianal/],
    unless: /직장수지|수지검사|손가락/,
  }),
  m('hoffmannSign', { cues: [/호프만|hoffman/], priority: 2, suppress: ['deepTendonReflexes'] }),
  m('shoulderSpecialTests', {
    cues: [
      /어깨.{0,6}(특수검사|충돌|극상근|회전근개)|emptycan|엠티캔|dropam|드롭암|호킨스|hawkins|neer|니어검사/,
    ],
    priority: 2,
    suppress: ['jointRangeOfMotion'],
  }),
  m('tinelPhalen', { cues: [/티넬|tinel|팔렌|phalen/], priority: 3, suppress: ['sensoryExam'] }),
  // ---- Round 36: manoeuvres described in plain words ------------------------------------------------
  // A fist on the flank or the lower back ('(옆구리를 주먹으로 톡톡 친다)', '등 좀 주먹으로 두드려
  // 볼게요', '(등 아래쪽 양옆을 톡톡 두드림)'): costovertebral-angle tenderness.
  m('cvaTenderness', {
    cues: [
      /(옆구리|등|허리|갈비뼈|갈비|늑골)[가-힣]{0,12}주먹|주먹(으로)?[가-힣]{0,6}(옆구리|등|허리)/,
      /옆구리[가-힣]{0,10}(친다|침$|치고|쳐봄|톡톡|툭툭|통통)/,
      /등(아래|아랫)(쪽)?[가-힣]{0,6}(두드|톡톡|툭툭|쳐|친다|침$)/,
    ],
    priority: 3,
    suppress: ['abdomenPercussion', 'spineTenderness', 'lungPercussion'],
  }),
  // The shin or the foot pressed for a dent ('(정강이를 손가락으로 꾹 눌러 본다)', '(정강이 꾹 눌렀다 뗌)').
  m('legEdema', {
    cues: [/(다리|하지|발목|정강이|발등)(를|을|앞|앞쪽|위를|위)?[가-힣]{0,8}(꾹|눌러|누르|눌렀|누름)/],
    unless: /종아리|맥박|관절/,
    priority: 2,
    suppress: ['jointPalpation', 'injuryInspection', 'reboundTenderness'],
  }),
  // The leg lifted straight ('(무릎 편 채로 다리를 천천히 올림)').
  m('straightLegRaise', {
    cues: [/다리(를|을)?[가-힣]{0,9}(올려|올리|올림|들어올|들어보|들어볼|들어봄|들어본|들기|든다)/],
    priority: 2,
  }),
  m('abdomenInspection', {
    cues: [new RegExp(`${ABDOMEN}(를|을)?(눈으로|육안으로)`)],
    priority: 2,
    suppress: ['conjunctiva'],
  }),
  // A light into the eyes ('(손전등으로 눈에 빛을 비춘다)'), into the ear ('(귀에 불빛 비춰 본다)').
  m('pupils', {
    cues: [
      /(눈|동공)(에|을|안에)?[가-힣]{0,3}(빛|불빛|라이트|손전등)|(손전등|펜라이트|penlight|라이트|불빛)(으로|을)?[가-힣]{0,4}(눈|동공)/,
    ],
    priority: 2,
    suppress: ['conjunctiva'],
  }),
  m('otoscopy', {
    cues: [/귀(에|안|속|안에|속에)?[가-힣]{0,3}(불빛|빛|라이트|손전등)/],
    priority: 2,
  }),
  // The neck veins looked at ('(목 옆 정맥이 부풀었는지 본다)').
  m('jugularVenousPressure', {
    cues: [
      /목[가-힣]{0,4}(정맥|핏줄)/,
      /목(의|에|옆|옆에)?혈관[가-힣]{0,6}(부풀|튀어|불룩|확장|서있|올라|보이)/,
    ],
    priority: 2,
  }),
  // Lumps felt in the neck ('(목을 만져 멍울 있는지 본다)').
  m('cervicalLymphNodes', {
    cues: [/목(을|를|에|쪽|옆|주위|주변|옆을)?[가-힣]{0,6}(멍울|임파|림프)/],
    priority: 2,
  }),
  // The front of the neck felt while swallowing ('(침을 삼키게 하고 목 앞을 만진다)').
  m('thyroid', {
    cues: [
      /(목앞|앞목|목의앞)(을|쪽을|쪽)?[가-힣]{0,3}(만져|만지|만진|촉진|만짐)|(삼키|삼켜)[가-힣]{0,10}(만져|만지|만진|촉진|만짐)/,
    ],
    priority: 2,
  }),
  // The head bent forward ('(고개를 앞으로 숙여 본다)').
  m('nuchalRigidity', {
    cues: [/(고개|머리)(를|을)?(앞으로)?(굽혀|구부려|숙여|숙이)/],
    // A bow in greeting ('(고개 숙여 인사한다)') examines nothing.
    unless: /인사|목례|절(을|하)/,
  }),
  // Touch with cotton or a pin ('(솜으로 팔다리를 건드려 본다)').
  m('sensoryExam', {
    cues: [/(솜|면봉|핀|이쑤시개|붓)(으로|로)[가-힣]{0,8}(건드|대|닿|찔|만지|만져|문질|쓸)/],
  }),
  // Arms held out, eyes closed ('(양팔을 앞으로 뻗고 눈 감게 한다)').
  m('pronatorDrift', {
    cues: [/(양팔|팔|두팔)(을|를)?[가-힣]{0,6}(뻗|들고|펴고|내밀)[가-힣]{0,8}눈(을)?감/],
    priority: 3,
    suppress: ['romberg'],
  }),
  // The head turned quickly while the eyes are watched ('(머리를 빨리 돌리며 눈을 본다)').
  m('headImpulseTest', {
    cues: [/(머리|고개)(를)?(빨리|빠르게|휙|재빨리|갑자기)[가-힣]{0,3}(돌리|돌려|돌림|움직)/],
    priority: 2,
    suppress: ['conjunctiva', 'nystagmus'],
  }),
  // The wrist tapped or bent ('(손목을 두드려 본다)').
  m('tinelPhalen', {
    cues: [/손목(을|안쪽|안쪽을)?[가-힣]{0,4}(두드|톡톡|구부|꺾)/],
    priority: 3,
    suppress: ['sensoryExam'],
  }),
  // A nail pressed and let go ('(손톱 눌렀다 떼 본다)').
  m('capillaryRefill', {
    cues: [/(손톱|발톱|손끝)(을|끝|끝을)?[가-힣]{0,4}(눌렀|눌러|누르|누름)/],
    priority: 3,
    suppress: ['skinInspection', 'reboundTenderness'],
  }),
  // The bones of the spine pressed ('(허리뼈를 하나씩 눌러 본다)').
  m('spineTenderness', {
    cues: [/(허리뼈|척추뼈|등뼈|요추|흉추|경추|뼈마디)(를|을)?[가-힣]{0,6}(눌러|누르|누름|두드|압통|촉진)/],
    priority: 2,
  }),
];

/** Plain auscultation with no site ('(청진할게요)'): chest auscultation means heart and lungs. */
export const BARE_AUSCULTATION = /청진|들어볼게|들어보겠|소리(좀)?들어|(대고|대서|대보고)(소리(를)?)?들/;

/**
 * Where the stethoscope goes, by the body part the action names ('(배 여기저기 청진기 대 보고)' listens
 * to the abdomen, '(등에 청진기 대고)' to the lungs). Matched on the compact text; `keys` are the
 * manoeuvres of that site, none for the neck (thyroid or carotid bruit: neither heart nor lungs).
 */
export const AUSCULTATION_SITES: readonly { readonly site: RegExp; readonly keys: readonly string[] }[] = [
  {
    site: new RegExp(`(?<![두세네곱])${ABDOMEN}(?!변|뇨|란|려|달|송|우|고프|부르|출|추)|옆구리`, 'g'),
    keys: ['abdomenAuscultation'],
  },
  { site: /심장|심첨|심음/g, keys: ['heartAuscultation'] },
  { site: /(?<!동)등(?!등|산)|(?<!심)폐(?!경|렴|암|쇄)/g, keys: ['lungAuscultation'] },
  { site: /가슴|흉부|흉곽|앞가슴/g, keys: ['heartAuscultation', 'lungAuscultation'] },
  { site: /(?<![손발항])목(?!소리|욕|표|록|적)|갑상|경동맥|경부/g, keys: [] },
];

/** Sites joined into one list before the stethoscope word ('배랑 가슴 청진', compact). */
export const SITE_JOINER = /^(이랑|랑|과|와|하고|및|이나|나|그리고|도)?$/;
