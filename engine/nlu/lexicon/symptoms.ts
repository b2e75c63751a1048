/**
 * Yes/no symptoms. A symptom word anywhere in a question counts as asking about it ("mention"
 * convention, see README): '기침은 언제부터 하셨어요?' is onset + cough. Patterns that describe one
 * symptom inside another ('가래에 피' is hemoptysis, not sputum) carry a higher priority.
 */
import { STOOL, URINE, type LexEntry } from './types';

const s = (key: string, e: Omit<LexEntry, 'kind' | 'key'>): LexEntry => ({ kind: 'symptom', key, ...e });
const PAIN = '(?:아프|아파|아팠|아픈|아플|통증|쑤시|쑤셔|결리|욱신)';

export const SYMPTOM_ENTRIES: readonly LexEntry[] = [
  // 전신
  s('fever', {
    cues: [
      /(?<![해])열(이|은|도|나|난|날|났|은요|감|기운|있|없|재|측정|좀|까지|오르|올라|이나|이요|체크|이었)/,
      // Not an age or a count in native numerals ('하도겸 맞지? 열일곱?', '열두 살', round 22).
      /^열(?![심흘어쇠정람차매등린리쇄성]|한|하나|두|둘|셋|넷|다섯|여섯|일곱|여덟|아홉)|(?<![해])열(?=오한|근육|두통|콧물|기침|설사|구토|몸살)/,
      /고열|미열|발열|신열|몇도|(몸|이마)(이|가)?.{0,3}(뜨겁|뜨거|뜨끈|펄펄)/,
    ],
    // 열하루, 열이틀, 열사흘 … are numbers of days (11, 12, 13), not a fever.
    unless: /열심|열흘|열어|열(하루|이틀|사흘|나흘|닷새|엿새|이레)/,
  }),
  s('chills', {
    cues: [/오한|으슬|추우(세|신|셨|시|세요)|춥(고|거나|지|진|나|니|세|다)|덜덜|몸살기(?!운)|오들오들/],
    priority: 2,
    suppress: ['tremor'],
    words: ['으슬으슬'],
    // Shaking asked with a fever and no body part ('열 나요 떨리진 않고', '열나고 떨리세요?', round
    // 22) is shivering, not a tremor of the hands.
    contextual: {
      utterance: /열(이|은|도|나|났|날|있|없|감|은요)|fever|발열/,
      cues: [
        /(?<!(손|팔|다리|고개|머리|몸|목소리|입술|턱)(이|가|은|는|을|도)?)떨리(기|고|세|시|나|니|는|지|거나|진|죠)/,
      ],
    },
  }),
  s('fatigue', {
    cues: [
      /피곤|피로|기운(이)?(없|빠)|지치|지쳐(해|하|요|서|버|있)|무기력|힘이없(으|어|나)|나른|기력|처지세|처지시|처져요/,
    ],
    unless: /줄기|발이/,
    unlessUtterance: /줄기|오줌발/,
  }),
  s('weightLoss', {
    cues: [
      /(살|체중|몸무게)(이|가|는)?.{0,3}(빠지|빠졌|빠지셨|줄|감소|빠진|빠지진)|체중감소/,
      // When and how much in one question ('살은 언제부터 얼마나 빠졌어요?', '체중은 언제부터 얼마나
      // 줄었어요?', round 29): the weight loss, with its onset asked beside.
      /(?<![0-9몇한두세네섯곱덟홉열물른흔쉰순])(살|체중|몸무게)(이|가|은|는|도)?(언제부터|언제|최근|요즘|그동안|지금까지)?(얼마나|몇키로|몇킬로|몇kg)(정도|쯤|나)?(빠|줄었|줄어)/,
    ],
    priority: 2,
    suppress: ['weightChange'],
  }),
  // Worn out by what the patient usually does ('축구할때 많이 힘들어?', '일할 때 금방 지쳐요?', round 29):
  // the fatigue, not the breath.
  s('fatigue', {
    cues: [
      /(축구|운동|체육|훈련|일|공부|수업|걷|걸을|농사|집안일)[가-힣]{0,2}(할때|하면|할때는|하실때|하다보면|때)(많이|금방|너무|쉽게|좀)?(힘들|힘드|지치|지쳐|지쳤)/,
    ],
    unless: /숨|호흡|가슴|무릎|허리|다리|관절|아프|아파/,
  }),
  s('weightGain', {
    cues: [/(살|체중|몸무게)(이|가|는)?.{0,3}(찌|쪘|늘|증가)|체중증가/],
    priority: 2,
    suppress: ['weightChange'],
  }),
  s('nightSweats', {
    cues: [/(밤|자면서|잘때|자다가|자고일어나)(에)?.{0,6}(땀|식은땀)|야간발한|잠옷.{0,4}젖/],
    priority: 2,
    suppress: ['coldSweat', 'insomnia'],
  }),
  s('coldSweat', {
    cues: [/식은땀|진땀/, /^(혹시)?땀(은|이|도|은요|도요|이요|요|나는건요?|나는거는요?)\??$/],
  }),
  // Sweating at work, in summer or with a hot flush is not the cold sweat of an illness.
  s('coldSweat', {
    cues: [/땀(이|을)?.{0,3}(많이|흘리|나|줄줄)/],
    unless: /일하|일을|직업|운동|여름|더워|더운|사우나|화끈|달아오/,
  }),
  s('polydipsia', {
    cues: [
      /(목|입)(이)?.{0,3}(마르|말라|마름)|갈증|물(을|이)?(좀)?(많이|자주)(찾|마시|드시|드세|먹)|물이(자꾸)?당/,
    ],
    priority: 2,
    suppress: ['fluidIntake'],
  }),
  s('coldIntolerance', { cues: [/추위/] }),
  s('heatIntolerance', { cues: [/더위/] }),
  s('lymphNodeSwelling', {
    cues: [
      /멍울|림프(절)?(이)?.{0,3}(부|커|만져)|임파선|몽우리/,
      /(목|겨드랑이|사타구니|서혜부)(에|에도|쪽에)?.{0,4}(뭐|뭔가|혹|덩어리)?.{0,4}만져(지|져)/,
      // A lump asked with no site ('덩어리도 만져져요?', round 18): in a breast case it is read as
      // the breast lump (CASE_READINGS in the patient engine).
      /^(혹시)?(그|안에|안쪽에)?(덩어리|혹|뭉친거|뭉친게)(가|도|는|이|같은거|같은게)?(만져|잡혀)(지|져)/,
    ],
  }),
  s('lethargy', {
    // '잘 놀아요?' asks whether all is well (analyze.ts FINE_QUESTION): a listless child says no.
    cues: [
      /축늘어|축처|늘어져|잘(안|못)?놀(아|고|죠|나|았|던|기)/,
      /^(좀|많이|애가|아이가|아기가|계속|자꾸)?(처지|처져|쳐지|쳐져)/,
    ],
    contextual: { utterance: /애|아이|아기|얘/, cues: [/처지|처져|쳐지/] },
    priority: 2,
    suppress: ['fatigue'],
  }),

  // 피부·출혈
  s('rash', {
    cues: [
      /발진|두드러기|반점|(빨간|붉은|벌건|시뻘건)점|뾰루지|물집|수포|(피부|몸)(에|가)?.{0,6}(뭐가|뭐|빨간|붉은|돋|났|올라|생기|빨개|붉어|뒤집)/,
    ],
  }),
  s('itching', { cues: [/가려(우|워|움|운)|가렵|간지러|소양/] }),
  // '멍은 언제부터 잘 들었어요?': the bruising named however far its verb.
  s('easyBruising', {
    cues: [
      /멍(?!울)(이)?.{0,3}(잘|쉽게|자주|들|드)|멍(이|은|는)?.{0,8}(잘|쉽게)(들|드|생기|생겨)/,
      // '멍은 언제부터 들었어요?', '멍은 중학생 되고 처음 생겼고' (round 28): the bruise named with
      // its own verb a few words on.
      /(?<!구|콧|숨|눈|귀)멍(?!울|하|해|때|청|게|멍)(이|은|는|도)?.{0,8}(들었|들어|들기|들고|들던|들지|들냐|들니|들나|드셨|드신|드는|드냐|드니|든거|생겼|생기|생겨|생긴)/,
    ],
  }),
  s('gumBleeding', { cues: [/잇몸/] }),
  s('epistaxis', { cues: [/코피/] }),
  // '머리카락은 어때요 많이 빠져요?' (round 28): the hair named, then how it falls a few words on.
  s('hairLoss', {
    cues: [
      /탈모|머리(카락)?(이|가|은|는)?.{0,4}빠(지|져|졌|짐)|머리카락(이|가|은|는|도)?.{0,8}빠(지|져|졌|짐)/,
    ],
  }),
  s('redEyes', { cues: [/눈(이|의|은)?.{0,3}(빨개|빨갛|충혈|붉|벌겋)|충혈/] }),
  s('lipCracking', {
    cues: [
      /^(그럼|그리고)?입술(은|이|도)?(요)?$|입술(은|이|도)?(어때|어떠|어떻|괜찮)|입술(이)?.{0,6}(갈라|트|빨개|빨갛|터|헐)|혀(가|도)?.{0,4}(빨개|딸기)|딸기혀/,
      // '입술이나 혀는 어때요?', '혀는요?', '딸기처럼 빨갛거나' (round 40): the lips and tongue asked how they are.
      /^(그럼|그리고)?혀(는|도)?(요)?$|(입술|(?<![눕입굳익밝붙식말뉘앉])혀)(은|는|이|가|도|이나|나|랑|이랑|하고|와|과)?(혀|입술|입안|입속)?(은|는|이|가|도)?(좀)?(어때|어떠|어떻|괜찮)|딸기(처럼|같이|모양)/,
    ],
  }),
  s('hirsutism', {
    cues: [
      /털(이)?.{0,4}(많아|늘)|다모/,
      // '털이 많이 나거나', '털이 굵게 나요?' (round 16); not '머리털'.
      /(?<!머리|눈)털(이|도|은)?(좀|많이|자꾸|굵게|진하게|짙게)(나|났|늘)/,
    ],
  }),
  s('acne', { cues: [/여드름/] }),

  // 이비인후·눈
  s('soreThroat', {
    // A cold of the throat had lately ('목감기 최근에 앓았어요?', round 46).
    cues: [
      /(?<!발|손|팔)목(이|은|도|을)?.{0,3}(아프|아파|따가|따끔|칼칼|부었|부어|아픈|간질)|인후통|목구멍|목감기/,
    ],
    unless: /뒷목|목덜미|목뼈/,
  }),
  // A bare '코는요?' asks about the nose as a whole: runny and blocked.
  s('rhinorrhea', { cues: [/콧물|코(가)?(흘|나와)|^코(는|도)(요|어때요|어때|어떠세요)?$/] }),
  s('nasalCongestion', { cues: [/코(가)?.{0,2}막|코막힘|^코(는|도)(요|어때요|어때|어떠세요)?$/] }),
  s('sneezing', { cues: [/재채기/] }),
  s('postnasalDrip', { cues: [/목뒤로.{0,4}(넘어|넘|흘러)|후비루|콧물(이)?목/], priority: 2 }),
  s('hoarseness', {
    cues: [
      /목소리(가|는|이)?.{0,3}(쉬|쉰|쉴|변|갈라)|쉰목소리|쉰소리|목이쉬|목이쉰|목쉰/,
      // The voice asked as it sounds now ('목소리 원래 이래?', '목소리가 왜 그래요?', round 18).
      /목소리(가|는|이)?(원래|원래부터|왜|평소에도|평소에)(이래|이런|그래|그런|이렇|그렇)/,
    ],
    priority: 2,
  }),
  s('earPain', {
    cues: [
      /귀(가|는|도)?.{0,3}(아프|아파|아픈|통증)|(?<!어떤|그런|저런|무슨)이통(?!증|이라|은어)|귀(를|을)?.{0,4}(만지|만져|잡아당|당기|긁|비비)/,
    ],
  }),
  // '팔이 안 들려요' is an arm that cannot be lifted (weakness), not hearing.
  s('hearingLoss', {
    cues: [
      /(?<!(팔|다리|손|어깨|팔이|다리가|손이|어깨가|팔을|다리를))(안|못)들(리|려)|청력|난청|귀(가)?(어둡|먹었)/,
    ],
  }),
  s('tinnitus', {
    cues: [/이명|귀(에서)?.{0,4}(소리|윙|삐|매미)/],
    priority: 2,
    suppress: ['hallucination'],
  }),
  s('earFullness', { cues: [/귀(가)?.{0,3}(먹먹|막힌|꽉|멍)/] }),
  s('blurredVision', {
    cues: [
      /(눈|시야)(이|가)?.{0,4}(흐리|흐릿|흐린|흐려|침침|뿌옇|뿌얘)|흐릿하게|흐리게보|침침|시력(저하|이떨)|잘안보(여|이|인|일|였)|(눈|글씨)(이|가|도)?(잘)?안보(여|이|인|일|였)/,
      // '눈은 잘 보이세요?', '시력은 괜찮으세요?': how the patient sees.
      /(눈|시력|시야)(은|는|이|가|도)?(잘)?(보이|보여|괜찮)/,
      // '두통이나 시야 이상은요?' (round 16).
      /(시야|시력)(이|가|에)?(이상|장애|문제|변화)/,
      // The field of vision ('시야가 좁아지거나 옆이 안보여요?', '옆이 잘 안 보여요?', round 46).
      /시야(가|는)?(좁|가려|가리|줄|이상)|(옆|옆쪽|양옆|바깥쪽|가장자리)(이|은|도)?(잘)?안보/,
    ],
  }),
  s('diplopia', { cues: [/두(개|겹)로|겹쳐보|복시|둘로보/] }),
  s('photophobia', {
    cues: [
      /눈(이)?(부시|부셔|부신|부심)|눈부|빛(을|이)?(보면|볼때)?.{0,2}(눈부|불편|싫)/,
      /빛(이나|에|을|이|만)?.{0,6}(예민|민감|눈부|괴로)/,
    ],
    unless: /햇빛/,
    priority: 2,
    suppress: ['irritability'],
  }),
  s('anosmia', { cues: [/냄새(를|는)?.{0,3}맡|후각/] }),

  // 호흡기
  s('cough', { cues: [/기침(?!약|시럽)|콜록/] }),
  // Not the rice cake ('가래떡', round 30).
  s('sputum', { cues: [/가래(?!떡)|객담|담(이)?(끓|나)/] }),
  // A cough asked by its kind ('가래 나오는 기침이야?', '가래 끼는 기침이에요?'): whether there is
  // sputum, the cough itself already told (round 34).
  s('sputum', {
    cues: [/(가래|객담)(가|도|이)?(나오는|나는|있는|끼는|끓는|섞인|동반된|동반한)기침/],
    priority: 2,
    suppress: ['cough'],
  }),
  s('hemoptysis', {
    cues: [/객혈|각혈|(가래|기침|객담)(에|할때|하실때|하면)?.{0,4}(피|혈)/],
    contextual: { utterance: /가래|객담|기침/, cues: [/피(가|도)?(섞|나|묻|비치|비쳐)/] },
    priority: 2,
    suppress: ['sputum', 'cough'],
  }),
  s('dyspnea', {
    cues: [
      /숨(이|쉬기)?.{0,3}(차|가쁘|가빠|가쁜|막히|막혀|막힌|막힘|답답|힘들|어려|헐떡|찬|찼|참(?!거|고|으|아|았|는|기))|호흡곤란|숨찬|호흡(이)?(힘|곤란|불편)|숨쉬기(가)?(힘|어려|불편)/,
      // '숨은 어느정도 걸으면 차세요?': the subject first, its verb after a condition (round 20).
      /숨(은|이|도)[가-힣]{0,12}(차세요|차시|차요|차나요|찬가요|차오르|가쁘세요|가빠요)/,
      // Breathing asked how it is ('숨 쉬는 건 어때요?', '숨쉬는 거 힘들어해요?', round 30).
      /^숨(쉬는|쉬기|쉬시는|쉬시기)(건|거|것은|게|는|도|가)?(좀)?(어때|어떠|어떻|괜찮|힘들|힘드|불편)/,
    ],
    words: ['호흡곤란'],
  }),
  s('wheezing', { cues: [/쌕쌕|쌔액|휘파람|천명|그르렁/] }),
  // Asked plainly with the verb's own endings ('코 고세요?', round 35); a relative's snoring ('남편분은 코를
  // 고세요?') is the household's, not the patient's.
  s('snoring', {
    cues: [/코(를)?(고세|고시|고나|고니|곤다|고십|골아|고셔|고냐|고지)/],
    unlessUtterance:
      /(남편|아내|부인|와이프|배우자|아빠|엄마|아버지|어머니|할머니|할아버지|아드님|따님|아들|딸|동생|형|누나|언니|오빠|룸메이트|애인)(분|님)?(은|는|이|가|도|께서)/,
  }),
  s('snoring', {
    cues: [
      /코골|코를골|무호흡/,
      /(자다가|자면서|잘때|주무실때|주무시면서)[가-힣]{0,4}숨(을|이)?.{0,2}(멈추|멈춘|멈춰|멎|안쉬|끊)/,
    ],
  }),

  // 순환기
  s('chestPain', {
    cues: [
      new RegExp(
        `가슴(이|은|도|가|쪽|이좀)?.{0,8}?(${PAIN}|답답|조이|조여|쥐어짜|뻐근|찌르|짓누르|무거)|흉통`,
      ),
    ],
  }),
  s('palpitation', {
    cues: [
      /두근|심장(이)?.{0,3}(뛰|빨리|쿵쾅|불규칙|벌렁)|가슴(이)?(뛰|떨리|벌렁)|맥(이)?.{0,6}(빨리|빠르|불규칙|뛰)|심계항진/,
    ],
    priority: 2,
  }),
  s('syncope', {
    cues: [/쓰러지(셨|신|거나|진|셨어|셨나)|쓰러진|쓰러졌|정신(을)?(잃|놓)|기절|실신|의식(을)?잃/],
  }),
  s('presyncope', {
    cues: [/쓰러질(것|거)같|눈앞(이)?.{0,3}(캄캄|깜깜|하얘|노래)|아찔|정신이아득/],
    priority: 2,
  }),
  s('orthopnea', {
    cues: [
      /누우면.{0,4}숨|눕(으면|기)?.{0,4}숨|누워(서)?(자면|있으면|계시면)?.{0,4}숨|베개(를)?.{0,4}(높|여러|몇)|기좌호흡/,
    ],
    priority: 2,
    // '누우면 더 숨차세요?' asks about orthopnoea, not what makes it worse.
    suppress: ['dyspnea', 'aggravating'],
  }),
  // How many pillows the patient sleeps on ('베개 몇 개 베고 주무세요?', round 30) asks the orthopnoea,
  // not how the patient sleeps: the sleep's sentence answered it with another fact.
  s('orthopnea', {
    cues: [/베개(를|는|도)?.{0,4}(높|여러|몇|두개|세개|쌓|겹쳐|겹)/],
    priority: 3,
    suppress: ['sleep', 'dyspnea', 'aggravating'],
  }),
  s('pnd', {
    cues: [/(자다가|자는중|밤에).{0,6}숨.{0,6}(깨|깬|깹|깼|일어)|발작성야간/],
    priority: 3,
    suppress: ['dyspnea', 'insomnia', 'sleep'],
  }),
  s('edema', {
    cues: [
      // The honorific stem too ('다리는 안 부으신 거죠?', '발목 부으셨어요?', round 30).
      /(다리|발|손|얼굴|발목|손발|눈두덩|눈꺼풀|눈|몸|종아리)(이|가|은|는|도)?.{0,3}(붓|부었|부어|부은|부으(시|셨|신|세)|퉁퉁)|(?<!유두)부종|부기/,
      // Swelling asked bare ('붓는 건?', '부은 데는요?', round 18).
      /^(혹시)?(붓는|부은|붓거나하는)(건|거|거는|것은|데는|데|곳은)(?!아니|안)/,
      // Swelling asked bare with its verb ('붓거나 빨개지진 않았어요?', '부었어요?', round 26): a
      // swollen joint in a case that has one (CASE_READINGS).
      /^(혹시)?(좀)?(붓거나|부었|부어|붓진|붓지는|붓지)(?!다|라)/,
    ],
  }),
  s('claudication', {
    cues: [/(걸으면|걸을때|걷다가).{0,8}(종아리|다리|허벅지).{0,6}(아프|아파|저리|쉬어)|파행/],
    priority: 2,
  }),

  // 소화기
  s('nausea', {
    cues: [
      /메스꺼|메스껍|메슥|매스꺼|매스껍|매슥|미식거|미슥|울렁|(?<!금연|흡연|지|해당|진료)구역|토할(것|거)같|속(이)?(안좋|거북|느글|뒤집)|느글|니글|오심|입덧/,
    ],
    words: ['메스꺼움', '메슥거'],
    priority: 2,
  }),
  s('vomiting', {
    cues: [
      /(?<!피를|피)토(하|했|한|해|할|하셨|하세|하나|하진|했어|하거나|하고|는|도)|구토(?!물)|게워|오바이트/,
    ],
  }),
  s('abdominalPain', {
    cues: [
      new RegExp(
        `(우하복부|좌하복부|하복부|상복부|복부|아랫배|윗배|명치|배꼽|배)(가|는|도|쪽|가좀|이|주위|주변)?.{0,8}?${PAIN}|복통`,
      ),
    ],
    unless: /배뇨|배변/,
  }),
  s('abdominalDistension', { cues: [/(배|복부)(가)?.{0,4}(빵빵|부풀|불러|더부룩|팽만|가스)|더부룩|팽만/] }),
  s('heartburn', {
    cues: [/속(이)?.{0,2}(쓰리|쓰려|쓰림|쓰린)|속쓰|쓰리|가슴(이)?쓰|명치.{0,3}쓰/],
    priority: 2,
    suppress: ['chestPain'],
  }),
  s('acidReflux', { cues: [/신물|역류|신트림|위산/] }),
  s('dysphagia', {
    cues: [
      /삼킬때(걸리|걸려|막히|막혀|안넘어)|삼키(기|는게)?.{0,3}(힘|어려|걸|잘안)|(잘|제대로)?못삼키|못삼켜|(음식|밥)(이)?.{0,3}(안넘어|걸려|걸리)|삼킴곤란|연하곤란/,
      // Drooling or not swallowing, asked of a child ('침 흘리거나 못삼키는건?', round 32).
      /침(을|도)?(질질)?(흘리|흘려|흘린|흘렸)|(못|잘못)(삼키|삼켜|삼킨|넘기|넘겨)|삼키지(를)?못/,
      // '물 삼키는 건 괜찮아요?', '삼키는 거 어때?': swallowing asked on its own.
      /(삼키|삼키시|넘기|넘기시)(는|기)(건|거|것은|게|는|도)?(좀)?(괜찮|어때|어떠|어떻|잘(되|돼|넘어|삼켜))/,
    ],
  }),
  s('odynophagia', {
    // '삼킬때걸리거나 아프진않아요?' asks both, the pain after the catch (round 46).
    cues: [/삼킬때.{0,3}(아프|통증|아파)|삼킴통|(?<=삼킬때(걸리|걸려|막히)(거나|고|든지))(아프|아파|아픈)/],
    priority: 2,
    suppress: ['soreThroat'],
  }),
  s('earlySatiety', {
    cues: [/조금만먹어도|금방배(가)?부|조기포만/],
    priority: 2,
    suppress: ['abdominalDistension'],
  }),
  s('diarrhea', { cues: [/설사|묽은변|물똥|변이.{0,3}묽/] }),
  s('constipation', { cues: [new RegExp(`변비|${STOOL}(을)?.{0,3}(못보|잘안나)|(?<!소)변보기(가)?힘`)] }),
  s('hematochezia', {
    cues: [
      new RegExp(
        `혈변|${STOOL}(에|이|을|볼때|보실때)?.{0,4}(피(?!를?토)|혈)|피(가)?섞인(변|대변)|피똥|항문(에서)?.{0,3}피`,
      ),
      // '대변이나 소변에 피는?' (round 27).
      new RegExp(`${STOOL}(이나|나|이랑|랑|하고|과|와|또는)${URINE}(에|에서)(는|도|은)?(피|혈)`),
    ],
    contextual: { utterance: new RegExp(STOOL), cues: [/피(가|도)?섞|빨갛|빨간|붉/] },
    priority: 2,
  }),
  s('melena', {
    cues: [
      new RegExp(
        // A stool test ('대변검사', '대변 검진') is no black stool (grader round 19).
        `흑변|흑색변|(까만|까맣|검은|검정|새까만|짜장)[가-힣]{0,3}${STOOL}|${STOOL}(이|은)?.{0,3}(까맣|검(?!\\s?(사|진))|까만|까매|까메)`,
      ),
    ],
    contextual: { utterance: new RegExp(STOOL), cues: [/까맣|까만|검은|검정|짜장/] },
    priority: 2,
    suppress: ['stoolColor'],
  }),
  s('hematemesis', {
    // '토할때 피는 안나왔고?', '토할 때 피 섞였어요?' (round 26).
    cues: [
      /토혈|피(를)?토|(토한|토사물|구토물)(것|거|에|이)?.{0,4}(피|혈)|커피(색|찌꺼기)|토할때(도)?(피|핏)/,
    ],
    priority: 3,
    suppress: ['vomitus'],
  }),
  s('tenesmus', {
    cues: [
      new RegExp(`잔변|(?<!소)변(이)?(마려|마렵)|${STOOL}(을)?(보고|봐도|본후).{0,6}(덜|남|시원)|무지근`),
    ],
    priority: 2,
    suppress: ['residualUrine'],
  }),
  // In plain words (round 40): '항문 쪽이 묵직하거나', '뒤가 무거운 느낌', '가고 싶은데 막상 가면 안 나와요';
  // not the head's back ('머리 뒤가 무거워요') nor a bladder that will not empty.
  s('tenesmus', {
    cues: [
      /항문(쪽|이|에|쪽이|이좀|쪽에)?.{0,3}(묵직|무거|무겁)|(?<!머리|목|귀|눈|어깨|등)뒤(가|쪽이)?(좀)?(무거|무겁|묵직)/,
      /(마려운데|마려워서|마렵다가|가고싶은데|가고싶어서|보고싶은데)[가-힣]{0,8}(안나|잘안나|없)|막상[가-힣]{0,6}(안나|잘안나|안봐|못봐)/,
    ],
    // A heavy ache there is a pain (회음부나 항문 쪽이 묵직하게 아파요?), not the urge.
    unless: /소변|오줌|방광|머리|아파|아프|아픈|통증/,
    priority: 2,
    suppress: ['residualUrine'],
  }),
  s('jaundice', {
    cues: [
      /(눈|피부|얼굴|흰자)(이|가|도)?.{0,2}노(랗|래|란)/,
      /황달|(?<!(소변|오줌|가래|콧물|냉|분비물|변|대변|토한것|토한거)(이|가|은|는|도|색이|색깔이)?)(노(랗|래)(게|지|졌|진|져|요)|노란(빛|색|기)|누렇|누래|노르스름)/,
    ],
  }),
  s('analPain', {
    cues: [
      new RegExp(
        `항문(이|쪽이|쪽|에)?.{0,6}(아프|아파|통증|쓰라)|항문통|${STOOL}(을)?(볼때|보실때|보면).{0,3}(아프|아파|통증)`,
      ),
    ],
    priority: 2,
  }),

  // 비뇨기
  s('dysuria', {
    cues: [
      new RegExp(
        `(${URINE}|볼일)(을|볼|보실|보는)?(때|시)?.{0,4}(아프|아파|아픈|따갑|따가|화끈|쓰라|통증|불편)|배뇨통`,
      ),
      // a child's pain on passing urine as the carer sees it ('소변 볼 때 울어요?', '쉬할 때마다
      // 운다고요?', '오줌 눌 때 칭얼대요?'; round 25)
      new RegExp(
        `${URINE}(을|를)?(볼|보실|보는|할|하는|눌|누는|쌀|싸는)(때|시)(마다)?(울어|울고|울며|울면|운다|우는|울었|울어요|칭얼|보채|자지러)`,
      ),
    ],
    words: ['배뇨통'],
  }),
  s('frequency', {
    cues: [new RegExp(`(${URINE}|화장실)(을|에)?.{0,4}(자주|몇번|빈번)|빈뇨|자주마렵|자주마려`)],
    contextual: { utterance: /소변|오줌|화장실/, cues: [/자주(보|가)/] },
    suppress: ['duration'],
  }),
  s('urgency', {
    cues: [/급(하게|히)?.{0,3}(마려|마렵)|급박|(갑자기|확)(확)?.{0,2}(마려|마렵)|못참을(것|거)같/],
  }),
  s('nocturia', {
    cues: [new RegExp(`(밤|자다가|자는)(에|중에)?.{0,8}(${URINE}|화장실)|야간뇨|야뇨`)],
    priority: 2,
    // Waking at night to pass urine is the night-time voiding, not how often by day (round 34).
    suppress: ['insomnia', 'sleep', 'frequency'],
  }),
  s('hematuria', {
    cues: [
      new RegExp(`혈뇨|${URINE}(에|이|을|볼때)?.{0,3}(피|혈|붉|빨간|빨갛)`),
      // The urine named by its colour ('처음 빨간 소변 보신 게 언제예요?', round 35).
      new RegExp(`(빨간|붉은|벌건|시뻘건)${URINE}`),
      // Blood asked of the urine and the stool at once ('소변이나 대변에 피는요?', round 27).
      new RegExp(`${URINE}(이나|나|이랑|랑|하고|과|와|또는)${STOOL}(에|에서)(는|도|은)?(피|혈)`),
    ],
    contextual: { utterance: new RegExp(URINE), cues: [/피(가|도)?(나|섞|비치|비쳐|보)/] },
    priority: 2,
    suppress: ['vaginalBleeding'],
  }),
  // Red urine ('소변이 빨개요?', '피 섞인 소변') and when in the stream the blood comes ('소변 처음부터
  // 끝까지 다 빨개요 아니면 끝에만?', '피는 소변 볼 때 처음이에요 마지막이에요?', '혈뇨가 처음부터 끝까지
  // 계속 나와요?', round 36): the hematuria itself, not when it began, how long it lasts or an
  // earlier episode.
  s('hematuria', {
    cues: [
      new RegExp(
        `${URINE}(이|은|는|가|에|에서|색이|이좀|좀)?(빨개|빨게|빨갛|빨간|붉|핏|피(가|는|도|섞|비|방울|덩|색|처럼|같))`,
      ),
      new RegExp(`(피|핏|혈뇨|빨간|빨개|붉)[가-힣]{0,4}${URINE}`),
    ],
    priority: 2,
    suppress: ['vaginalBleeding'],
  }),
  s('residualUrine', {
    cues: [
      /잔뇨|(덜|다)(본|안본|못본)(것|느낌|거)|보고(나서)?도.{0,6}(남|덜|시원|찜찜)/,
      // '소변 보고 나서 또 마렵다고 해요?', '쉬하고 나서 금방 또 마려워해요?' (round 25)
      new RegExp(
        `${URINE}(을|를)?(보고|보구|하고|누고|싸고)(나서|난뒤|난후|나면)?.{0,4}(또|다시|금방)(마렵|마려)`,
      ),
    ],
  }),
  s('weakStream', {
    cues: [
      /줄기(가|는)?.{0,4}(약|가늘|힘|시원찮)|(소변|오줌)줄기|오줌발|세뇨/,
      // '줄기는 괜찮고요?', '줄기는 어때요?': the urinary stream asked on its own.
      /^줄기(가|는|도)?.{0,3}(괜찮|어때|어떠|어떻|시원|세|잘나|약하)/,
    ],
    contextual: { utterance: /줄기|오줌발/, cues: [/힘(이)?없|약해|가늘/] },
    priority: 2,
  }),
  // The stream asked as the urine's ('소변 줄기는 괜찮아요?', round 45): the stream alone, not the voiding.
  s('weakStream', {
    cues: [/(소변|오줌)(의)?줄기(가|는|도)?.{0,3}(괜찮|어때|어떠|어떻|시원|세|잘나|약하)/],
    priority: 3,
    suppress: ['urination'],
  }),
  s('hesitancy', {
    // '소변 보기 힘드세요?': hard to pass urine (round 13), never the stool.
    cues: [
      /(바로|금방)(안|잘안)?나오|한참(기다|서)|배뇨지연|뜸들|(소변|오줌)(을)?(보기|누기)(가)?(힘들|힘든|힘드|어려|어렵)/,
    ],
    contextual: { utterance: /소변|오줌|줄기/, cues: [/잘안나(와|오)/] },
  }),
  s('intermittency', {
    cues: [/끊겼다|끊기나|끊기|나오다(가)?.{0,3}(끊|멈)|단절뇨/],
    requires: /소변|오줌|나오/,
  }),
  s('terminalDribbling', { cues: [/방울방울|찔끔|점적|끝에.{0,4}(떨어|흘러|새)|속옷(이)?젖/] }),
  s('flankPain', { cues: [/옆구리|측복부/] }),
  s('urinaryIncontinence', {
    cues: [
      // Bare '지리세요?' is the urine's unless the stool was named just before ('대변 지리세요?'), so a
      // question of both ('소변 새거나 대변 못 참는건', round 28) keeps both.
      new RegExp(
        `${URINE}(이|을)?.{0,4}((?<!냄)새|샌|지리|지려|흘리|못참)|요실금|(?<!${STOOL}[가-힣\\s]{0,5})(지리세|지린)`,
      ),
      // '소변 실수는요?' (round 16).
      new RegExp(`${URINE}(을|를)?실수`),
    ],
  }),
  s('foamyUrine', {
    cues: [new RegExp(`${URINE}(에|이)?.{0,4}거품|거품뇨`)],
    contextual: { utterance: new RegExp(URINE), cues: [/거품/] },
  }),
  s('urethralDischarge', {
    cues: [/요도(에서)?.{0,6}(고름|분비물|나와)|고름/],
    // Pus from the breast ('젖 짜면 고름같은거 나와요?', round 18) is the nipple's discharge.
    unless: /냉|분비물|질|귀|상처|피부|여드름|유두|젖꼭지|유방|젖(?!어|었|은|게)/,
  }),

  // 여성
  s('vaginalDischarge', {
    cues: [
      /냉(이|은|도|이요|은요|대하)?(?!장|동|방|면|정|수|기|커피|찜)|질분비물|분비물(이나|은|이|도|은요|에서|있|나와|나오|늘|많|냄새|색)/,
    ],
    unless: /유두|젖꼭지|귀|코|요도|눈|상처/,
  }),
  s('vaginalItching', {
    cues: [/(외음부|질|음부|밑이|아래가)(가)?.{0,3}(가려|가렵|간지)/],
    contextual: { utterance: /냉|분비물|외음부|음부|밑이|아래가/, cues: [/가려|가렵|간지/] },
    priority: 2,
    suppress: ['itching'],
  }),
  s('vaginalBleeding', {
    unless: /소변|오줌|가래|대변|변에/,
    cues: [
      /(질|밑|아래)(가|이|으로|에서|로)?.{0,6}(피|출혈)|하혈|부정출혈|질출혈|피(는|가|도)?.{0,6}비(치|쳤|쳐|친|칠)/,
      // The lochia after a birth ('오로는 아직 나와요?', round 18).
      /오로(는|가|도|양)?/,
      // A bleeding between the periods ('생리 아닐때 피 비쳐요?', '생리 아닌데 피 나온 적', round 46).
      /(생리|월경)(가|도|기간|때)?(아닌데|아닐때|아닌때|말고|외에|아닌날|사이에|중간에)(도|에)?[가-힣]{0,4}(피|출혈|하혈)/,
    ],
  }),
  s('postcoitalBleeding', {
    cues: [/관계(후|하고|한후|뒤|하신후)(에)?.{0,4}(피|출혈)|성교후출혈/],
    priority: 3,
    suppress: ['sexual', 'vaginalBleeding'],
  }),
  s('pelvicPain', {
    cues: [
      /골반(이|쪽이|쪽|이좀)?.{0,3}(아프|아파|통증|쑤)|골반통|밑이빠|(아래|밑)(가|이|쪽이)?.{0,2}(아프|아파|따가)/,
    ],
  }),
  s('dyspareunia', {
    cues: [/관계(할때|시|중|하실때|하면).{0,8}(아프|통증|아파)|성교통/],
    priority: 3,
    suppress: ['sexual'],
  }),
  s('breastLump', {
    cues: [/(유방|가슴)(에)?.{0,4}(멍울|혹|덩어리|몽우리)/],
    priority: 2,
    suppress: ['lymphNodeSwelling'],
  }),
  s('breastPain', {
    cues: [
      /유방(이|에)?.{0,3}(아프|통증|아파)|가슴(이|이좀)?.{0,3}(붓|부어|부었|땡땡)/,
      // The breasts' changes as learners ask them ('유방이 땡기거나 그런 건?', '가슴이 커지거나 만지면
      // 아프진 않아요?', '가슴이 스치기만 해도 아파요?', round 43).
      /유방(이|은|도|에)?.{0,4}(땡기|땡겨|당기|당겨|커지|커졌|불어|붓|부어|예민|민감|뭉치|아픈|아프|아파)/,
      /가슴(이|은|도)?.{0,2}(커지|커졌|불어나|불었|땡기|땡겨|예민|민감|몽글)|가슴(이|을|은)?.{0,3}(만지면|스치면|스치기만|닿으면|닿기만|누르면)[가-힣]{0,4}(아프|아파|아픈)/,
    ],
    priority: 2,
    suppress: ['chestPain'],
  }),
  s('nippleDischarge', {
    cues: [
      /(유두|젖꼭지)(에서)?.{0,6}(분비물|나와|나온|나오|진물|피)|젖(이)?나와/,
      // '젖 짜면 고름같은거 나와요?' (round 18).
      /(유두|젖꼭지|젖(?!어|었|은|게))[가-힣]{0,4}(고름|진물)/,
      // '젖 같은 분비물 나온 적은요?' (round 16).
      /젖(같은|처럼|비슷한)[가-힣]{0,3}(분비물|게|거|것)(이)?.{0,2}(나오|나온|나와|나왔|비치)/,
      // The breast named as '가슴' ('가슴에서 뭐 나와요?', '가슴 짜면 하얀 거 나와요?', round 46).
      /가슴(에서|을짜면|짜면|을눌렀을때|누르면|에)(뭐|무슨|하얀|허연|노란|피|분비물|젖|진물)?(같은|이상한)?(거|게|것|물|액)?(이|가|도)?(나와|나오|나온|나왔|묻어|비쳐)/,
    ],
    priority: 2,
  }),
  s('hotFlush', {
    cues: [/(얼굴|몸)(이)?.{0,3}(화끈|달아오|붉어지)|홍조|확달아오/],
    priority: 2,
    suppress: ['fever', 'coldSweat'],
  }),

  // 근골격
  s('jointPain', {
    cues: [
      new RegExp(
        `관절(이|이좀|들|은)?.{0,4}${PAIN}|관절통|마디(마디)?(가|가좀)?.{0,4}(${PAIN}|쑤)|(무릎|손가락|손목|발목|어깨|팔꿈치|발가락|고관절|팔다리)(이|가|도|관절|은)?.{0,4}(${PAIN}|시큰)`,
      ),
    ],
  }),
  s('jointSwelling', {
    cues: [
      /(관절|마디|무릎|손가락)(이|가)?.{0,3}(붓|부었|부어|부종|퉁퉁)/,
      // Lead49: red and swollen with local heat, asked of the sore joint ('빨갛게 붓고 열감 있어요?',
      // '붓거나 뜨끈해요?'): the joint's swelling, not a fever (it got '네, 좀 으슬으슬하고 몸이 뜨끈한 느낌이에요.').
      /(빨갛게|벌겋게|발갛게|빨개지고|빨개지거나)?(붓|부었|부어)(고|거나|서)?[가-힣]{0,4}(열감|뜨끈|뜨거|화끈)/,
    ],
    priority: 3,
    suppress: ['edema', 'fever'],
  }),
  s('morningStiffness', {
    cues: [/(아침|기상)(에|에일어나|에일어나면|일어나면)?.{0,8}(뻣뻣|굳|강직|뻑뻑)|조조강직|아침강직/],
    priority: 2,
  }),
  s('backPain', {
    cues: [
      // Not across a condition ('허리 숙이면 더 아파요?' asks what makes it worse).
      /허리(가|는|도|쪽|쪽이|가좀|나|를)?(?:(?!면|때)[^]){0,4}(아프|아파|아팠|아픈|통증|결리|쑤시|쑤셔|뻐근|삐끗|디스크)|요통|등(이|은|도|쪽)?(?:(?!면|때)[^]){0,3}(아프|아파|아픈|아팠|통증|결리|결려|결린|쑤셔|뻐근)/,
      // '허리는요?', '허리는 괜찮으세요?': the back asked on its own is whether it hurts.
      /^허리(는|도)(요|괜찮|어때|어떠)/,
    ],
  }),
  // '등이 찢어지는 것 같진 않죠?': a tearing back (dissection) asks whether the back hurts; the
  // tearing is not the chief complaint's character.
  s('backPain', {
    cues: [/등(이|은|도|쪽|쪽이|까지)?.{0,3}(찢어|찢기|뜯어|찢는)/],
    priority: 2,
    suppress: ['character'],
  }),
  s('neckPain', {
    cues: [/뒷목|목덜미|목(이|을|도)?.{0,3}(뻐근|결리|돌리기|움직이)|목뼈|경추/],
    // '목이 아파요' is a sore throat, but next to the back or shoulders it is the neck.
    contextual: { utterance: /허리|어깨|등/, cues: [/목(이|도|은)?.{0,2}(아프|아파)/] },
    priority: 2,
    suppress: ['soreThroat'],
  }),
  s('muscleAche', {
    cues: [
      /근육(이|통)?.{0,4}(아프|아픈|아파|아팠|쑤|통|결리)|근육통|(온몸|몸|전신|삭신|팔다리)(이|가)?.{0,3}(쑤|욱신|두들겨|결려)|온몸(이)?.{0,3}아프|몸살(?!기(?!운))/,
    ],
  }),

  // 신경
  // Not across a condition ('머리 빗을 때 아프세요?', '머리 감으면 아파요?' ask what makes it worse,
  // as '허리 숙이면 더 아파요?' does: round 30).
  // Nor packs of cigarettes counted ('하루에 두 통 피우세요?', '두 통 정도요?' after a smoking
  // question: round 30).
  s('headache', {
    cues: [
      /머리(가|는|도)?(?:(?!면|때(?!문))[^]){0,3}(아프|아파|아픈|아팠|아플|지끈|깨질|띵|무거)|(?<!(하루|하루에|매일|일주일에|담배)(한|한두)?)두통(?!(씩|반|정도|쯤|이상|넘게)요$|(씩|반|정도|쯤|이상|넘게)?(피우|피워|피웠|피셨|태우|태워))/,
    ],
  }),
  s('dizziness', {
    cues: [/어지러|어지럽|어지럼|현기증|핑(돌|도|돈|하)|어질(어질|하)|빈혈기/],
    words: ['어지러우', '어지럼'],
  }),
  s('vertigo', { cues: [/빙빙|빙글|(세상|천장|주위)(이|가)?.{0,3}(돌|도는)|회전(성|하는)|돌아가는느낌/] }),
  s('weakness', {
    cues: [
      // A limb's strength asked plainly ('손에 힘은 어때요?', round 45).
      /(손|팔|다리|팔다리)(에|의)?힘(은|이|도)?(좀)?(어때|어떠|어떻|괜찮)/,
      /힘(이)?.{0,3}(빠지|빠져|빠졌|빠진|없어지|약해|풀려|풀리)|(?<!소아)마비|근력저하|(물건|컵|젓가락)(을|를)?(자꾸|자주)?(떨어뜨|놓치|떨구)|(팔|다리|팔다리)(에|가)?.{0,4}(힘|마비)/,
    ],
  }),
  s('numbness', { cues: [/저리|저린|저려|저림|감각(이)?(둔|없|이상)|찌릿|무감각/] }),
  s('facialWeakness', {
    cues: [
      /입(이)?.{0,3}(돌아|삐뚤|비뚤)|얼굴(이|한쪽)?.{0,4}(마비|처지|비뚤|돌아)|안면마비|구안와사/,
      // The face's strength ('얼굴 힘빠지거나', '얼굴 근육에 힘이 없어요?', round 29), never the legs'.
      /(얼굴|안면)(에|이|쪽|은|도|한쪽)?(근육)?(에|이)?(힘|근력)(이|도)?(빠|없|약해)/,
    ],
    priority: 2,
    suppress: ['weakness'],
  }),
  s('dysarthria', {
    cues: [
      /말(이|을|하는게)?.{0,3}(어눌|꼬이|새|안나오)|발음(이)?(이상|어눌)|구음/,
      // '말하는 건 괜찮아요?', '발음은 어때?': speech asked on its own is whether it is impaired.
      /^(그럼|그리고)?(말|발음)(하는|하시는)?(건|거|것은|게|은|는|도)?(좀)?(괜찮|어때|어떠|어떻|잘(되|돼|나와|나오))/,
    ],
  }),
  s('seizure', {
    cues: [/경련|(?<!공황|통풍|천식)발작(?!성)|간질(?!환)|뇌전증|경기(를|했|한|하)/],
  }),
  s('confusion', {
    cues: [
      /(정신|의식)(이)?.{0,3}(흐릿|혼미|오락가락|헷갈)|헷갈|혼돈|횡설수설|섬망|길(을)?(잃|헤매)|집(을)?못찾|사람(을)?못알아/,
      // Whether one answers when called ('이름 부르면 대답해요?', '말 걸면 알아들어요?', round 40): how
      // clear the mind is (the engine answers it the other way round, INVERSE_ASKED).
      /(부르면|불러도|불렀을때|말걸면|말을걸면|말시키면|깨우면|깨워도)[가-힣]{0,4}(대답|반응|알아|일어나|깨|눈(을)?떠|눈(을)?뜨)|대화(가|는)?(돼|되|가능|통하)/,
    ],
  }),
  s('memoryLoss', {
    cues: [
      /깜빡|건망|기억(력)?(이)?.{0,3}(떨어|나빠|안나|잊)|잊어버|까먹|기억력(은|이|도)?.{0,4}(괜찮|어떠|어때|어떻|좋)|기억(을)?(잘)?(못|안)(하|나)/,
      // '기억력은?', '기억력은요?': the memory asked by its bare noun (round 16).
      /^(혹시)?기억력(은|도|이)?요?\??$/,
      // '기억력이 잘 안 되세요?', '기억이 잘 안 돼요?' (round 45).
      /기억(력)?(이|은|도)?(좀)?(잘)?(안|못)(되|돼|좋)/,
    ],
  }),
  s('tremor', {
    cues: [
      // not '확진 전이라' (before the diagnosis is confirmed)
      /(손|몸|팔)(이|가|을)?.{0,3}(떨리|떨려|떨림|덜덜)|떨림|(?<!확)진전/,
      /(?<!목소리(가|는)?)떨리(기|고|세|시|나|니|는|지|거나|진|죠|던)|떨려(요|서|$)/,
    ],
  }),
  s('gaitDisturbance', {
    cues: [
      /(걸을때|걸음|걸음걸이|걷는|걷기)(이|가)?.{0,4}(비틀|휘청|불편|이상|어려|느려|느리|종종|끌|짧아)|비틀|휘청|보행(이상|장애)|종종걸음|보폭/,
      // '걷는 건 괜찮아요?': walking asked plainly (answered from the case's words). Not '걷는 건
      // 어때요?' (how walking changes a pain) nor '잘 걸어요?' (a toddler's development).
      /^(혹시)?(걷는|걸어다니는|걸으시는)(건|것은|거는|게)(좀)?(괜찮|불편)/,
      // '걸음은 어떠세요?': the gait asked plainly (round 16).
      /^(혹시)?(걸음|걸음걸이)(은|이|는)?(좀)?(어떠|어때|어떻|괜찮)/,
      // The gait asked by its bare noun ('걸음걸이는요', round 45).
      /^(혹시|그럼|그리고)?(걸음걸이|걸음|보행)(은|는)?요?[?？]?$/,
    ],
  }),
  s('neckStiffness', { cues: [/목(이|은)?.{0,3}(뻣뻣|경직)/], priority: 2, suppress: ['neckPain'] }),
  // The honorific stem ('혀 깨무셨어요?', '혀는 안 깨무셨고요?', round 22) and 혀는/혀도.
  // Shaking and stiffening asked together ('몸 떨거나 뻣뻣해지진 않았대?', round 22): a fit.
  s('seizure', {
    cues: [
      /떨(거나|고|었|면서)[가-힣]{0,4}(뻣뻣|굳|경직)|(뻣뻣|굳|경직)[가-힣]{0,4}(거나|고|면서)[가-힣]{0,3}떨/,
    ],
    priority: 2,
    suppress: ['tremor', 'chills'],
  }),
  s('tongueBite', {
    cues: [/혀(를|는|도)?(안)?(깨물|깨무|물었|물리|씹)/],
    priority: 2,
    suppress: ['seizure'],
  }),
  s('restlessLegs', {
    cues: [/다리(가)?.{0,4}(근질|간질|움직이고싶)|하지불안/],
    contextual: { utterance: /자|잠|밤|저녁|누우/, cues: [/다리(가)?.{0,4}(불편|이상한느낌|벌레)/] },
  }),

  // 정신
  s('depressedMood', {
    unless: /항우울/,
    cues: [/우울|기분(이)?.{0,4}(가라앉|처지|다운|안좋)|울적|다운(되|돼|됐)/],
    priority: 2,
    suppress: ['mood'],
  }),
  s('anhedonia', {
    cues: [
      /흥미|재미(가)?(없|없어|없으)|재미있는(게|것|일)(이)?.{0,4}없|즐거움|즐겁지|즐겁던|즐거웠던|시들|의욕(이)?(없|떨)|좋아하던.{0,6}(재미|안|싫|없)/,
      // '예전에 좋아하시던건 요즘도 하세요?' (round 28): what was enjoyed, asked if still done.
      /좋아하(시)?던[가-힣]{0,4}(요즘|지금|요새)(도|은|에도)?[가-힣]{0,3}(하|해|즐기|다니|나가)/,
      // '예전에 좋아하던거 요즘도 재밌으세요?', '즐기던 일 요즘도 즐거우세요?' (round 44): whether it is still
      // fun, asked of what was enjoyed.
      /(좋아하|즐기|즐겨하|좋아하시|즐기시)던[가-힣]{0,6}(요즘|지금|요새|아직|여전히)(도|은|에도)?[가-힣]{0,3}(재밌|재미있|재미나|즐거|즐겁|좋으세|좋아요|좋아하)/,
    ],
  }),
  s('anxiety', {
    cues: [/불안(하|해|감|한|증)?|초조|조마조마|공포|두렵|두려(워|우|운)/],
    unless: /하지불안/,
  }),
  s('insomnia', {
    cues: [
      /불면|잠(을|이)?.{0,2}(못|안)(자|주무|와|오|들)|(새벽|자다가|중간에|자주|일찍)(에|도)?(몇번이나|몇번|자꾸|계속|잘|자주|일찍)?(깨|깨세|깨요|깬|깹)|잠들기(가)?(어렵|힘들)/,
      /잠(드는|들기|드시는|이)(게|것이|가|는)?.{0,2}(힘드|힘들|어렵|어려|오래걸)/,
    ],
    priority: 2,
    suppress: ['sleep', 'duration'],
  }),
  s('daytimeSleepiness', {
    cues: [
      // Day and night turned round ('밤낮이 바뀌었나요?', round 40): sleeping by day is what shows it.
      /밤낮(이)?(이)?(바뀌|바뀐|바꼈|뒤바뀌|뒤바뀐|거꾸로)|낮에(는)?(많이|계속|자꾸|하루종일)?(자요|자나|자니|주무|자는|잠만|자$|자고)/,
      /낮에.{0,4}(졸|잠이)|주간졸|졸리|졸음/,
      // '운전하다 졸린 적', '많이 조세요?', '꾸벅꾸벅' (round 16).
      /졸린|졸려|졸았|졸아요|꾸벅|(많이|자주|자꾸|계속)(조세요|조시|조나|조는|졸아)/,
    ],
  }),
  s('irritability', {
    cues: [/짜증|예민|신경질|보채|화(를|가)?(잘|많이|자주)?(나|내)(세|시|요)|성격(이)?.{0,4}(변|바뀌|급해)/],
  }),
  s('concentrationDifficulty', { cues: [/집중/] }),
  s('hopelessness', {
    cues: [/절망|희망(이)?없|나아질(게|것이)?없|앞으로.{0,6}(없|안될|나아지지)|미래(가)?(없|안보)/],
  }),
  s('guilt', {
    cues: [/죄책감|자책|(스스로|자기|자신|제)(를|을)?탓|죄스럽|쓸모없|무가치|가치없는|짐이(된|되)/],
  }),
  s('hallucination', {
    cues: [
      // '헛거 보이세요?' (round 45) as 헛것.
      /환청|환시|환각|헛것|헛거(?!짓)|(없는|안보이는)(게|것이|것)?.{0,3}(보이|보여|들리)|(목소리|소리)(가)?.{0,3}(들리|들려)|(남들이|다른사람(들)?이)(못|안)(듣|보)/,
    ],
    priority: 2,
  }),
  // Keys added with the vocabulary update of the review pass.
  s('polyuria', {
    cues: [
      // '소변 양' itself is the urineVolume topic; this is the yes/no complaint of passing a lot.
      new RegExp(`${URINE}(을|이)?.{0,2}(엄청|너무|아주)?많이(보|누|나오|나와)|다뇨`),
    ],
    priority: 2,
  }),
  s('mouthUlcers', {
    cues: [
      /입(안|속|천장)?(에|이)?.{0,4}(헐|헌|궤양|구멍)|구내염|입병|혓바늘|구강궤양|아프타|입안(이)?.{0,3}(까|허)/,
    ],
  }),
  s('calfPain', {
    cues: [/(종아리|장딴지|비복근)(가|이|는|쪽)?.{0,6}(아프|아파|아픈|통증|붓|부었|부은|당기|땡기|쑤시)/],
    priority: 2,
    // Calf pain that comes with walking and stops with rest is the claudication question.
    unless: /걸으|걸을|걷|쉬면|쉬어/,
  }),
  s('fecalIncontinence', {
    cues: [new RegExp(`${STOOL}(을|이|가)?.{0,4}(지리|지려|지린|지렸|새|샌|흘리|못참|실수)|변실금`)],
    priority: 3,
  }),
  s('saddleAnesthesia', {
    cues: [
      /(엉덩이|사타구니|항문|회음|안장|생식기)(부위|주변|쪽)?(의|가|이)?.{0,6}(감각|저리|저린|무뎌|먹먹|둔해|얼얼)|안장(마비|감각)/,
    ],
    priority: 2,
  }),
  s('involuntaryMovements', {
    cues: [
      /틱(장애|증상|이|같은)|무도(병|증)|불수의|(저절로|제멋대로|마음대로|의지와상관없이).{0,4}(움직|흔들|꼬이|꼬여|돌아가)|몸이꼬/,
    ],
  }),
];
