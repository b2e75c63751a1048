/**
 * Registers learners really type that the per-key entries did not cover (issue 16, items 7-9):
 * plain English words and chart abbreviations inside Korean sentences ('radiation 있어요?', 'fever
 * 있으셨어요?', 'N/V는요?'), 반말 questions ('왜 왔어?', '어떻게 아픈데?'), and the "better and worse,
 * or getting worse?" course question. Patterns run on the compact form (lower-case latin, no spaces
 * or punctuation: 'N/V' is 'nv', 'chest pain' is 'chestpain').
 */
import type { LexEntry } from './types';

const en = (kind: 'topic' | 'symptom', key: string, re: RegExp, priority = 2): LexEntry => ({
  kind,
  key,
  cues: [re],
  priority,
});
/** An English word not inside a longer latin word. */
const w = (alternatives: string) => new RegExp(`(?<![a-z])(${alternatives})(?![a-z])`);

export const REGISTER_TOPIC_ENTRIES: readonly LexEntry[] = [
  en('topic', 'radiation', w('radiation|radiating|radiates?')),
  en('topic', 'onset', w('onset')),
  en('topic', 'duration', w('duration')),
  en('topic', 'location', w('location')),
  en('topic', 'character', w('character|quality')),
  en('topic', 'severity', w('severity')),
  en('topic', 'aggravating', w('aggravating(factors?)?')),
  en('topic', 'relieving', w('relieving(factors?)?')),
  en('topic', 'associated', w('associated(symptoms?)?')),
  en('topic', 'pastMedical', w('pasthistory|pastmedicalhistory|pmhx|pmh|phx|medicalhistory|pasthx')),
  // Chart abbreviations of the diseases asked in a past history ('HTN 말고 DM은요?', 'DM 있으세요?',
  // round 28), as their Korean names are.
  en('topic', 'pastMedical', w('(?:htn|dm|dml|hl|copd|ckd|hbv|hcv)+')),
  en('topic', 'medication', w('medications?|meds?|drugs?|drughistory')),
  en('topic', 'allergy', w('allerg(y|ies|ic)')),
  en('topic', 'smoking', w('smoking|smoke|smoker|cigarettes?|tobacco')),
  en('topic', 'alcohol', w('alcohol|drinking|drinks?')),
  en('topic', 'family', w('familyhistory|fhx|fh')),
  en('topic', 'surgery', w('surgery|surgical|operation|ophx')),
  en('topic', 'travel', w('travel')),
  en('topic', 'occupation', w('occupation|job')),
  // Round 18: 'mood는 어때?', 'weight change 있어?'.
  en('topic', 'mood', w('mood')),
  // Round 35: 'diet는 어떠세요?', 'sleep은요?', 'caffeine', 'exercise'.
  en('topic', 'diet', w('diet')),
  en('topic', 'sleep', w('sleep')),
  en('topic', 'caffeine', w('caffeine|coffee')),
  en('topic', 'exercise', w('exercise')),
  en('topic', 'weightChange', w('weightchanges?|wtchange|bodyweightchange')),
  // Round 45: the daily activities in chart English ('ADL은 어때요?', 'IADL은요?').
  en('topic', 'dailyFunction', w('i?adls?|activitiesofdailyliving')),
  // 반말: '어떻게 아픈데?', '어떻게 아파?'
  { kind: 'topic', key: 'character', cues: [/어떻게(아픈|아파|아팠)(데|지|어|냐|니|는데)?$/], priority: 2 },
  // 'Better and worse, or getting worse?' is the course, not what makes it worse.
  {
    kind: 'topic',
    key: 'course',
    cues: [
      /(좋아|나아|괜찮아)졌다[가-힣]{0,2}(나빠|심해|안좋아|아팠)|(좋아|나아)지다가(나빠|심해)|점점(더)?(나빠|심해|좋아|나아)/,
    ],
    priority: 3,
    suppress: ['aggravating', 'duration'],
  },
];

/**
 * Round 5 (issue 16): phrasings of the conversation set's tune split, each written as a class (the
 * locked encounters are never looked at).
 */
const t5 = (key: string, cues: RegExp[], more: Partial<LexEntry> = {}): LexEntry => ({
  kind: 'topic',
  key,
  cues,
  // Priority 1: a history reading of priority 2 or more would also silence an exam instruction
  // ('손바닥 뒤집기 빠르게 해 보세요').
  priority: 1,
  ...more,
});
export const ROUND5_TOPIC_ENTRIES: readonly LexEntry[] = [
  // What the tests said ('응급실에서 검사는 뭐라고 했어요?'), not what a witness said.
  t5(
    'checkup',
    [/(검사|검진|결과|응급실)(에서|는|은|결과는|결과가|상)?[가-힣]{0,6}(뭐라고|뭐래|어떻다고|뭐라)/],
    {
      priority: 4,
      suppress: ['witness'],
    },
  ),
  t5('sexual', [
    /(?<![a-z])sexual/,
    /최근(에)?(성)?관계(는|가|를|도)?(요$|언제|있|가지|하셨|했)|마지막(으로)?(성)?관계/,
  ]),
  // '요즘 증상은 어떠세요?': how it has gone.
  t5('course', [/(요즘|최근|지금|요새)(은|는)?증상(은|이|들은)?(좀)?(어떠|어때|어떻)/]),
  // '그럼 지금은 좀 어때요?': how it is now.
  t5('course', [/^(그럼|그러면|자|그래서)?(지금|요즘|현재)(은|는)?(좀)?(어때|어떠|어떻게되|어떠신)/]),
  t5('supportSystem', [/누구(랑|와|하고)(같이|함께)?(오셨|왔|온|오신)/]),
  t5('location', [/어디쯤/]),
  // '쓰러질 때 상황 좀 자세히 말해 줄래요?'
  t5('event', [/(때|당시|전후|직전)(의)?상황/]),
  // '깨어났을 때 여기가 어딘지 알았어요?', '끝나고 나서는 어땠어요?'
  t5('recovery', [
    /깨어(났|나서|나고|난|나셨|나신)|정신(이)?(들었|들고|차렸|차리|돌아)/,
    /(끝나고|멈추고|멎고|멈춘|끝난|그치고)(나서|난뒤|난후|뒤|후|다음)?(에)?(는|엔)?(어땠|어떻|어떠)/,
  ]),
  t5('onset', [/몇시(에|쯤)(에)?[가-힣]{0,4}(그랬|그러셨|시작|생겼|생기|아프|쓰러|했|하셨)/]),
  t5('pregnancy', [/계획(한|하신|된|하셨던|했던)임신|임신(을)?계획/]),
  t5('development', [/고개(를)?(가누|들)|옹알이|눈(을)?(맞추|마주)/]),
  t5('safety', [/(아이|애|자녀)(들)?(은|는|이|도)?안전/]),
  t5('medication', [/(무슨|어떤)약(이에요|이세요|인지|이름)|약이름/]),
  t5('menstrualPattern', [/생리(랑|와|하고|때|주기)[가-힣]{0,4}(관련|상관|연관)/]),
  // '공복에 더 쓰려요?': when it is worse.
  t5('aggravating', [/(공복|빈속|식후|밥먹고|먹고나서|식사후)(에|일때|엔|에는|일때는)?(더|많이)/]),
  t5('stoolCharacter', [/(대변|변|똥)(은|을)?(마지막으로|마지막에|언제)[가-힣]{0,2}(보셨|봤|누셨|눴|보신)/]),
  // '소변 보는 데 문제는 없어요?' asks about voiding as a whole ('소변 볼 때 불편' is dysuria).
  t5('urination', [/(소변|오줌)(보는|누는)(데|거|건)(에|는)?(문제|이상)/]),
  // '점점 자주 와요, 아니면 비슷해요?': how it has gone, not how long it lasts.
  t5('course', [/점점(더)?(자주|잦|심해|세지|오래)/], { suppress: ['duration'] }),
  // '쓰러지기 전에 뭔가 느낌이 있었어요?' asks the prodrome, not what the patient was doing.
  t5(
    'prodrome',
    [
      /(쓰러지|기절하|정신잃|실신하)(시)?기(직)?전(에)?[가-힣]{0,6}(느낌|증상|전조|이상|어땠|어떠|뭔가)/,
      // '쓰러지기 전에 뭐 느끼신거 있으세요?', '경련 전에 이상한 느낌 있으셨어요?': what was felt before
      // the attack, not what the patient was doing nor the attack itself (round 23).
      /(쓰러지|기절하|정신잃|의식잃|실신하|경련하|발작하)(시)?기(직)?전(에)?[가-힣]{0,6}(느끼|느꼈|느낀|느껴)/,
      /(경련|발작|실신|기절|seizure|syncope)(하기|하시기)?(직)?전(에|에는)?[가-힣]{0,6}(느낌|느끼|느꼈|느낀|느껴|전조|이상한|뭔가)/,
    ],
    {
      priority: 3,
      suppress: ['event', '*symptom'],
    },
  ),
  // '집에 면역 약한 사람 있어요?': the household's health, not a drug.
  t5('family', [/(집에|가족|식구)[가-힣]{0,4}(면역|몸)(이|력이)?약한/], {
    priority: 3,
    suppress: ['medication'],
  }),
  // '혈압 높다는 얘기 들었어요?': a disease the patient was told of.
  t5('pastMedical', [
    /(혈압|당뇨|혈당|콜레스테롤|고지혈|갑상선|간수치|(?<![시기])간|신장|콩팥|심장)(이|가)?(좀)?(높|낮|있|안좋|나쁘|약하)(다는|다고|단|으시다는)?(얘기|이야기|말|소리|말씀)(을|를|은|도)?(들|듣)/,
    // A murmur the patient was told of ('심장에서 소리 난다는 말 들은 적 있어?', round 35).
    /(심장|가슴)(에서|에)?(잡음|소리)(가|이)?(난다|들린다|있다)(는|고)(얘기|이야기|말|소리|말씀)(을|를|은|도)?(들|듣)/,
  ]),
  // '쓸개에 돌 있다는 얘기 들으신 적 있어요?', '콩팥에 혹 있다고 하던가요?': a finding in an organ
  // the patient was told of is the past history (round 23), not the check-up nor a symptom.
  t5(
    'pastMedical',
    [
      /(쓸개|담낭|담도|콩팥|신장|(?<![시기])간|폐|갑상선|심장|자궁|난소|대장|방광|췌장|유방|전립선|혈관|요로)(에|에서|쪽에|쪽에서)?(돌|혹|결석|용종|물혹|종양|염증|결절|문제|이상|구멍|잡음|물|지방|궤양)(이|가)?(좀)?(있|잇|생겼|생긴|많|찼|보였)(었)?(다는|다고|단|다)(는)?(얘기|말|소리|말씀|들|듣|하던|하셨|했|그러)/,
    ],
    {
      // Told at a check-up named as such ('건강검진에서 심장 이상 있다는 얘기 들으신 적…'): the check-up
      // (round 42), as the sets label it.
      unless: /(같아|같습|같네|보여요|보입니|나왔네|확인해|검사해|해볼게|볼게요)|검진/,
      priority: 3,
      suppress: ['checkup', '*symptom'],
    },
  ),
  // Woken at night by the pain ('밤에 자다가 아파서 깨신적 있어요?', '저려서 잠을 깨세요?', round 28):
  // how the complaint lets the patient sleep, not insomnia nor the night's voiding.
  t5(
    'sleep',
    [
      /(아파서|아프셔서|아픈것때문에|통증(때문에|으로|이)|저려서|쑤셔서|결려서)(잠|자다가|자다|밤에|새벽에)?(을|이|에)?(잘)?(깨|깬|깹|못자|못주무|설치)/,
      /(자다가|자다|밤에|새벽에|자는중에|주무시다가)[가-힣]{0,4}(아파서|아프셔서|저려서|쑤셔서|결려서)[가-힣]{0,3}(깨|깬|깹|일어나)/,
    ],
    // A pain named ('밤에 자다가도 배 아파서 깨요?') is that symptom asked, as the dev set labels it.
    {
      priority: 3,
      suppress: ['insomnia', 'nocturia'],
      unless: /배|머리|가슴|허리|다리|무릎|어깨|팔|등|기침|숨|옆구리|발|손|목(?!요일)|귀|이가|치아|명치/,
    },
  ),
  // '갑자기 아팠어요?': how it began.
  t5('onset', [/(갑자기|서서히|천천히)(아팠|아프셨|생겼|생기셨|시작됐|시작되셨|그랬|그러셨)/]),
  // '아픈 적 있어요?' on its own: ever been ill.
  t5('pastMedical', [/^(전에|예전에|그동안|지금까지|평소에)?(크게|많이)?아픈적(이)?(있|없)/]),
];

export const REGISTER_SYMPTOM_ENTRIES: readonly LexEntry[] = [
  en('symptom', 'fever', w('fever|febrile')),
  en('symptom', 'chills', w('chills?|chilling')),
  en('symptom', 'nausea', w('nausea|nv|nvd')),
  en('symptom', 'vomiting', w('vomiting|vomit|nv|nvd|emesis')),
  en('symptom', 'chestPain', w('chestpain|cp')),
  en('symptom', 'abdominalPain', w('abdominalpain|abdpain|stomachache')),
  en('symptom', 'headache', w('headaches?')),
  en('symptom', 'cough', w('cough(ing)?')),
  en('symptom', 'sputum', w('sputum|phlegm')),
  en(
    'symptom',
    'dyspnea',
    w('dyspnea|dyspnoea|sob|shortnessofbreath|doe|dyspneaonexertion|exertionaldyspnea'),
  ),
  // Round 30: the heart-failure chart words ('PND는요?', 'orthopnea 있으세요?').
  en('symptom', 'pnd', w('pnd|paroxysmalnocturnaldyspnea')),
  en('symptom', 'orthopnea', w('orthopnea|orthopnoea')),
  en('symptom', 'dizziness', w('dizziness|dizzy')),
  en('symptom', 'palpitation', w('palpitations?')),
  en('symptom', 'diarrhea', w('diarrh(e|o)a|nvd')),
  en('symptom', 'constipation', w('constipation')),
  en('symptom', 'weightLoss', w('weightloss|wtloss')),
  en('symptom', 'dysuria', w('dysuria')),
  en('symptom', 'hematuria', w('hematuria')),
  // Round 39: urinary urgency and flank pain in chart English ('urgency는요?', 'flank pain 있어요?').
  en('symptom', 'urgency', w('urgency|urinaryurgency')),
  en('symptom', 'flankPain', w('flankpain|flanktenderness')),
  en('symptom', 'hemoptysis', w('hemoptysis|haemoptysis')),
  en('symptom', 'hematemesis', w('hematemesis|haematemesis')),
  en('symptom', 'hematochezia', w('hematochezia|bloodystools?')),
  en('symptom', 'melena', w('melena|melaena|blackstools?')),
  en('symptom', 'nightSweats', w('nightsweats?|nightsweating')),
  en('symptom', 'weightGain', w('weightgain|wtgain')),
  en('symptom', 'fatigue', w('fatigue|tired(ness)?')),
  en('symptom', 'wheezing', w('wheez(e|ing)')),
  en(
    'symptom',
    'edema',
    w('edema|oedema|swelling|(leg|ankle|pitting)(swelling|edema|oedema)|swollen(legs?|ankles?)'),
  ),
  en('symptom', 'syncope', w('syncope|faint(ed|ing)?')),
  en('symptom', 'seizure', w('seizures?|convulsions?')),
  en('symptom', 'rash', w('rash(es)?')),
  en('symptom', 'jaundice', w('jaundice|icterus')),
  en('symptom', 'frequency', w('frequency|urinaryfrequency')),
  en('symptom', 'nocturia', w('nocturia')),
  en('symptom', 'numbness', w('numbness|numb|paresthesias?')),
  en('symptom', 'weakness', w('weakness')),
  // Round 45: a carer asked in chart English ('tremor는요?', 'hallucination 있으세요?', 'memory loss는요?').
  en('symptom', 'tremor', w('tremors?')),
  en('symptom', 'hallucination', w('hallucinations?|visualhallucinations?')),
  en('symptom', 'memoryLoss', w('memoryloss|forgetfulness')),
  en('symptom', 'depressedMood', w('depression|depressed')),
  // Round 35: the nose, ear and throat in chart English ('rhinorrhea 있어요?', 'epistaxis는요?',
  // 'sneezing이나 itching은요?', 'hearing loss나 ear pain', 'neck mass 만져지는 거 있어요?', 'diplopia나
  // facial numbness는요?', 'snoring 하세요?').
  en('symptom', 'rhinorrhea', w('rhinorrh(e|o)a|runnynose')),
  en('symptom', 'nasalCongestion', w('nasalcongestion|nasalobstruction|stuffynose|blockednose|congestion')),
  en('symptom', 'epistaxis', w('epistaxis|nosebleeds?')),
  en('symptom', 'sneezing', w('sneez(e|es|ing)')),
  en('symptom', 'itching', w('itch(ing|y)?|pruritus')),
  en('symptom', 'postnasalDrip', w('postnasaldrip')),
  en('symptom', 'anosmia', w('anosmia|hyposmia')),
  en('symptom', 'soreThroat', w('sorethroat')),
  en('symptom', 'hoarseness', w('hoarseness|hoarse')),
  en('symptom', 'hearingLoss', w('hearingloss|hardofhearing')),
  en('symptom', 'earPain', w('earpain|earache|otalgia')),
  en('symptom', 'earFullness', w('earfullness|auralfullness')),
  en('symptom', 'tinnitus', w('tinnitus')),
  en(
    'symptom',
    'lymphNodeSwelling',
    w('neckmass(es)?|necklump|neckswelling|lymphadenopathy|lap|lnswelling|swollen(lymph)?nodes?'),
  ),
  en('symptom', 'diplopia', w('diplopia|doublevision')),
  en('symptom', 'blurredVision', w('blurredvision|blurryvision|blurring')),
  en('symptom', 'numbness', w('facialnumbness|tingling')),
  en('symptom', 'facialWeakness', w('facialweakness|facialpalsy|facialdroop')),
  en('symptom', 'snoring', w('snor(e|es|ing)')),
  en('symptom', 'dysphagia', w('dysphagia')),
  en('symptom', 'odynophagia', w('odynophagia')),
  // Round 5: '피 비치거나 물 흐르는건요?' (leaking fluid), '소변 지렸어요?', '감각도 떨어졌어요?',
  // '쓰러질 뻔한 적은요?'.
  {
    kind: 'symptom',
    key: 'vaginalDischarge',
    cues: [/(물|양수)(이|가|같은게|같은거|같은것이|같은것)?(좀)?(흐르|흘러|흘렀|새|샌|샜|나오|나와|비치|터)/],
    unless: /콧|코|귀|눈|땀|입|침|상처|고름|소변|오줌/,
  },
  // Not of the stool named just before ('대변 지리세요?'): fecalIncontinence no longer suppresses the
  // urine's, so a question of both keeps both (round 28).
  {
    kind: 'symptom',
    key: 'urinaryIncontinence',
    cues: [/(?<!(대변|똥|(?<![소주])변)[가-힣\s]{0,5})(지렸|지리셨|지려(요|서|어)|지리(세|신|나))/],
  },
  { kind: 'symptom', key: 'numbness', cues: [/감각(이|도|은)?(떨어|둔해|둔하|무뎌|없어|이상|없으)/] },
  { kind: 'symptom', key: 'edema', cues: [/붓기|부기/] },
  // '눈은 어때요? 흐리거나 번쩍이는 거?': blurred, next to the eyes.
  {
    kind: 'symptom',
    key: 'blurredVision',
    cues: [],
    contextual: { utterance: /눈|시야|시력/, cues: [/^흐리(거나|고|게)|^흐릿/] },
  },
  { kind: 'symptom', key: 'presyncope', cues: [/쓰러질뻔|기절할뻔|정신(을)?잃을뻔/], priority: 2 },
];

export const REGISTER_ACT_ENTRIES: readonly LexEntry[] = [
  // The chief complaint in chart words ('c/c가 어떻게 되세요?', 'CC는요?', round 35); not a volume ('몇 cc').
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [/(?<![a-z0-9몇]|몇\s?)(cc|chiefcomplaint)(?![a-z])(가|는|이|요|$)/],
    priority: 4,
  },
  // 반말: '왜 왔어?', '어디 아파서 왔어?', '무슨 일로 왔어?'
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [/왜왔(어|니|냐|는데|나)|(아파|불편해)서왔(어|니|냐|는데)|무슨일로왔|어쩐일이(야|니|냐)/],
    priority: 4,
  },
  // '어떤 게 제일 걱정돼서 오셨어요?': the reason for the visit, asked by the worry that brought the
  // patient (round 16); not '걱정되시는 거 있으세요?' (ideasConcerns).
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [/(걱정|신경쓰)(이)?(돼서|되어서|되셔서|되서|스러워서|여서)(오셨|왔|병원에|내원)/],
    priority: 4,
    suppress: ['ideasConcerns'],
  },
  // Round 5: '불편한 데가 어디세요?', '어디 불편하세요?' open the history (not the location).
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [
      /^불편한(데|곳|부분)(이|가|은)?(어디|뭐|무엇|어떤)/,
      /^어디(제일|가장)?불편(하세요|하신가|하십니까|하셔|해요|하신)/,
    ],
    priority: 4,
    suppress: ['location'],
  },
  // A patient addressed by full name ('안녕하세요 엄혜숙님', '송다인님?') is an identity check.
  {
    kind: 'act',
    key: 'identityCheck',
    cues: [
      /(^|안녕하세요|안녕하십니까|네)(?!간호사|주치의|담당의|보호자|선생|교수|어머|아버|할머|할아|환자)[가-힣]{3}님(이시죠|이세요|맞으시죠|맞죠|이신가요|되시죠|되세요)?(?=$|학생|저는|제가|반갑|담당|실습|의대)/,
    ],
    priority: 3,
  },
  // '힘내세요 저희가 함께할게요', '주사 여러 대 맞히는 게 안쓰러우시죠': sympathy.
  {
    kind: 'act',
    key: 'empathy',
    cues: [
      /(이라|라서|해서|하셔서|셔서)[가-힣]{0,2}걱정(되|이)(시죠|시겠)|힘내(세요|시고|셔요|십시오)|(저희가|제가)(늘|항상)?(함께|곁에|옆에)(할게|하겠|있을게|있겠|있어|있을)|안쓰러(우시|우셨|우실|워)/,
    ],
    priority: 5,
    suppress: ['*topic', '*symptom', 'treatment'],
  },
  // Teach-back: '오늘 들으신 내용 한번 말씀해 주시겠어요?' checks understanding.
  {
    kind: 'act',
    key: 'checkUnderstanding',
    cues: [
      /(오늘|제가|방금|지금까지|설명)[가-힣]{0,4}(들으신|드린|설명드린|말씀드린)(내용|것|거|걸)[가-힣]{0,10}(말씀해|얘기해|설명해|정리해)/,
    ],
    priority: 5,
    suppress: ['priorKnowledge'],
  },
];

/**
 * Round 6 (issue 16): classes shown by new tune encounters of our own (chest pain, abdominal pain,
 * headache, dyspnoea, an infant's caregiver, obstetrics, psychiatry), each written as a class.
 */
/** A chart word with 'history' or 'hx' after it ('surgery history?', 'smoking hx'). */
const hx = (alternatives: string) => new RegExp(`(?<![a-z])(${alternatives})(history|hx|hist)(?![a-z])`);

export const ROUND6_TOPIC_ENTRIES: readonly LexEntry[] = [
  en('topic', 'surgery', hx('surgery|surgical|operation|operative|op'), 3),
  en('topic', 'smoking', hx('smoking|tobacco'), 3),
  en('topic', 'alcohol', hx('alcohol|drinking'), 3),
  en('topic', 'medication', hx('medication|medications|med|meds|drug'), 3),
  en('topic', 'travel', hx('travel'), 3),
  en('topic', 'allergy', hx('allergy|allergic'), 3),
  en('topic', 'family', hx('family'), 3),
  en('topic', 'occupation', hx('occupational|occupation|work'), 3),
  en('topic', 'sexual', hx('sexual'), 3),
  en('topic', 'obstetric', hx('obstetric|ob'), 3),
  en('topic', 'menstrualPattern', hx('menstrual'), 3),
  en('topic', 'vaccination', hx('vaccination|vaccine|immunization'), 3),
  en('topic', 'psychiatricHistory', w('psychiatric(history|hx)?|psych(iatric)?hx'), 3),
  // '술이나 다른 drug은요?': recreational drugs, not the medication list.
  {
    kind: 'topic',
    key: 'substanceUse',
    cues: [
      /(다른|불법|마약|기분전환)drugs?(?![a-z])/,
      w('illicit(drugs?)?|recreational(drugs?)?|substances?'),
    ],
    priority: 3,
    suppress: ['medication'],
  },
  // '누우면 어때요?', '숨 깊이 쉬면요 어때요?': what a posture or an act does to it.
  t5(
    'aggravating',
    [
      /(눕|누우|누워|앉으|앉|일어나|서있으|걸으|걷|움직이|숙이|뛰|계단오르|기침하|숨쉬|숨을쉬|심호흡하|삼키)[가-힣]{0,2}면(요)?(좀)?(어때|어떠|어떻게돼|어떻게되)/,
    ],
    { priority: 2 },
  ),
  // '갑자기 그런 거예요, 서서히 그런 거예요?': how it began.
  t5('onset', [/(갑자기|서서히|천천히|점점)(그런|생긴|아픈|시작된|온|그러신|생기신)(거|건|것)/]),
  // '물은 좀 드셨어요?', '물 한 모금이라도 넘기셨어요?': what the patient could drink.
  t5('fluidIntake', [
    /(?<![식비약사건동선괴토콧])(물|수분|음료)(은|을|는|도)?(좀|조금|잘|한모금(이라도)?)?(드셨|마셨|먹었|넘기|넘겼|드실수|마실수|못드|못마)/,
  ]),
  // '아기 몸무게는 얼마나 나가요?', '애 키는 몇이에요?': a child's growth.
  t5('growth', [/(아기|애기|아이|애|얘|우리애|아들|딸)(의|는|가|도)?(몸무게|체중|키)/], {
    priority: 3,
    suppress: ['weightChange', 'weightLoss', 'weightGain', 'urineVolume'],
  }),
  // '같이 사는 사람 중에 아픈 사람은요?': who else is ill, not who lives with the patient.
  t5(
    'sickContact',
    [/(같이|함께)(사는|지내는)(사람|분|가족|식구)(중|들)?(에)?[가-힣]{0,4}(아픈|감기|비슷|기침|열나)/],
    {
      priority: 4,
      suppress: ['living', 'family'],
    },
  ),
  // Someone else who is ill, asked as such: '주변에 아픈 사람 있었나요?' is not the witness of an
  // attack ('주변에 있던 사람'), '결핵 걸린 사람은요?' is not the patient's own past illness, and
  // '룸메이트는 괜찮아요?' / '동료분들도 아파요?' ask how the people around are. A relative's illness
  // in the family ('가족 중에 결핵 걸린 사람') stays the family history.
  t5(
    'sickContact',
    [
      /(주변|주위|옆)(에|에서|에는)?(혹시)?(비슷하게)?(아픈|아프신|기침하는|열나는|감기걸린|독감걸린|결핵걸린|설사하는|토하는)(사람|분|애|친구|환자)/,
      /^(혹시)?(주변에)?(결핵|독감|감기|수두|홍역|코로나|장염|눈병)(에)?(걸린|걸리신|앓는|있는)(사람|분|환자|애|친구)/,
      /(룸메이트|룸메|동료|직장동료|친구|반친구|같은반친구|같은반애|애들|아이들|손자|손녀|남편|아내|와이프|애인|여자친구|남자친구)(분|분들|님|들)?(은|는|도|이|가|께서)?(요즘|지금|혹시)?(괜찮|멀쩡|아프|아파|아팠|아프셨|감기|기침|열(이)?나)/,
    ],
    {
      priority: 4,
      suppress: ['witness', 'pastMedical', 'living', 'occupation', '*symptom'],
      unless: /가족|집안(?!일)|식구|친척|부모|형제|자매|남매|아버|어머|할아버|할머|삼촌|이모|고모/,
    },
  ),
  // '그 뒤로는요?', '그 다음엔 어떻게 됐어요?' after how it began: what happened since, the course.
  t5(
    'course',
    [
      /^(그|이)(뒤|후|다음|이후)(로|로는|에는|엔|에|부터|부터는)?(요|는요|어땠어요|어떻게됐어요|어떻게되셨어요|어떻게됐나요)?$/,
    ],
    {
      priority: 3,
    },
  ),
  // '먹는 건요?', '드시는 건 어때요?': how the patient eats (a child's feeding told from its sentence).
  t5('appetite', [/^(잘)?(먹는|드시는)(건|거|거는|것은)(요|어때요|어떠세요|괜찮아요|괜찮으세요)?$/], {
    priority: 3,
  }),
  // A manic or hypomanic spell screened for in a low mood ('기분이 들뜨거나 잠 안 자도 쌩쌩했던 적은?',
  // '조증 있었던 적은요?'): the psychiatric history, not the patient's sleep now.
  t5(
    'psychiatricHistory',
    [
      /(기분|마음)(이|은|도)?[가-힣]{0,4}(들뜨|들떠|들뜬|붕떠|붕뜬|날아갈|업되|업된|너무좋았|최고)|(잠|밤)(을)?(안|못|거의안)?(자도|새도|새고도|자고도)[가-힣]{0,6}(쌩쌩|멀쩡|안피곤|피곤하지않|힘이넘|에너지)|(?<!전)조증|경조증|기분이비정상적으로/,
    ],
    { priority: 4, suppress: ['insomnia', 'sleep', 'mood', '*symptom'] },
  ),
  // '최근에 감기 앓은 적 있어요?': an illness just before (the preceding event), not the past history.
  t5(
    'event',
    [
      /(최근|요즘|얼마전|며칠전|지난주)(에)?(에는)?(?!자주)[가-힣]{0,4}(감기|장염|몸살|목감기|독감)(를|을|에)?(앓았|앓은|앓으셨|앓고|걸렸|걸리셨|걸린적|하셨|했)/,
    ],
    {
      priority: 3,
      suppress: ['pastMedical'],
    },
  ),
];

/**
 * Round 6, from a sweep of our own over every case (red-flag questions asked right after an
 * unrelated topic): where the pain goes, how it has gone, when it is worse, when it began.
 */
export const ROUND6_RED_FLAG_ENTRIES: readonly LexEntry[] = [
  // '어디로 퍼지는 느낌 있어요?', '통증이 어디로 이동해요?', '다른 곳까지 아파요?'
  t5(
    'radiation',
    [
      /(어디|다른데|다른곳|딴데|다른부위)(로|까지|쪽으로|로도|까지도)(퍼지|퍼져|퍼졌|뻗치|뻗쳐|뻗|번지|번져|이동|옮겨|옮아|전해|울려)/,
      /(다른|딴)(곳|데|부위)(까지|까지도)(아프|아파|아픈|아팠|통증|퍼|뻗)/,
    ],
    { priority: 3, suppress: ['associated', 'location', 'travel'] },
  ),
  // '시간 지나면서 어때요?', '악화되고 있어요?': how it has gone.
  t5(
    'course',
    [
      /(시간|날|하루하루)(이)?(지나|갈수록|흐르)[가-힣]{0,4}(어때|어떠|어떻|심해|나빠|좋아|나아|변하|변했|달라)/,
      /^(혹시|그럼|지금)?(점점|계속|더|갈수록)?악화(되고|되는|됐|되었|되셨|돼요|되나|되세|되는거|되는것)/,
    ],
    { priority: 2 },
  ),
  // '덜해지는 때는요?', '편해지는 자세 있어요?': when it is better.
  t5('relieving', [/(덜해지|덜해|덜하|나아지|편해지|좋아지|괜찮아지)(는|실)?(때|경우|자세|상황|방법)/], {
    priority: 3,
    suppress: ['course'],
  }),
  // '더 심해지는 때가 있어요?': when it is worse.
  t5(
    'aggravating',
    [
      /(더)?(심해지|심해질|아파지|아플|나빠지|심하)(는|ㄴ|실)?(때|경우|상황)(가|는|도|이)?(있|언제|있어|따로)/,
    ],
    { priority: 3, suppress: ['course'] },
  ),
];

export const ROUND6_SYMPTOM_ENTRIES: readonly LexEntry[] = [
  // '계단 오를 때 숨차세요?': breathlessness on exertion is how bad the dyspnoea is, not a factor.
  {
    kind: 'symptom',
    key: 'dyspnea',
    cues: [
      /(계단|언덕|오르막|걸을|걷|운동할|뛸|뛰|움직일|일할)[가-힣]{0,4}(때|면)(는|도|만)?(좀|많이)?(숨(이)?(차|찬|가빠|가쁘)|헐떡)/,
    ],
    priority: 3,
    suppress: ['aggravating'],
  },
  // Stridor has no key of its own: noisy breathing ('숨 쉴 때 쇳소리 나요?', 'stridor 있어요?',
  // '숨소리가 이상해요?') is asked as wheezing, and the engine answers a croup case's own noise.
  {
    kind: 'symptom',
    key: 'wheezing',
    cues: [
      /쇳소리|(?<![a-z])stridor|협착음|숨소리(가|는|도)?(이상|거칠|크|커|나|들|어때|어떠)|(숨|호흡)(을)?(쉴|쉬실|할|하실|들이쉴|들이마실|들이쉬실)때[가-힣]{0,4}소리/,
    ],
    priority: 2,
  },
  // '방귀도 안 나와요?', '방귀는 나와요?': no flatus is the obstipation of a blocked bowel.
  {
    kind: 'symptom',
    key: 'constipation',
    cues: [/방귀(가|는|도|를|랑|나|좀)?(잘)?(안|못)?(나와|나오|나왔|뀌|뀌셨|없)/],
  },
];

export const ROUND6_ACT_ENTRIES: readonly LexEntry[] = [
  // '어디가 제일 불편해요?', '어디가 제일 힘드세요?': the open question.
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [/^(오늘)?어디가(제일|가장)(불편|힘드|힘들)(하세요|하신가|하십니까|하셔|해요|해|하신|세요|어요)/],
    priority: 4,
    suppress: ['location'],
  },
];
