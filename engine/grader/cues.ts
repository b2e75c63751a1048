/**
 * Grader-side cues that supplement the NLU.
 *
 * The NLU (engine/nlu) is tuned for the patient engine: it must never make the patient answer
 * a question that was not asked, so it prefers precision. The grader needs recall as much: an
 * examiner ticks "힘들 때 연락할 수 있는 사람이 있는지 물었다" whether or not the simulated
 * patient understood the wording. These cues add keys the NLU left out, on clauses of the learner's
 * original text, under three guards:
 *
 * - history cues only fire on questions (a clause ending in '?' or a question ending), never on
 *   explanations or summaries;
 * - explanation cues (education concepts) only fire on statements;
 * - exam cues only fire inside a parenthesised action.
 *
 * Patterns are phrasings learners commonly use, not sentences from any transcript; each names the
 * vocabulary key it adds. The list is deliberately short: anything the NLU learns should move
 * there so the patient and the grader agree.
 */
import type { Case } from '../../content/schema';
import type { KeyKind } from './evidence';

export interface Cue {
  readonly kind: KeyKind;
  readonly key: string;
  readonly re: RegExp;
  /** Only for these presentations (secondaryCategory), when the wording is ambiguous elsewhere. */
  readonly only?: readonly string[];
  /** The whole message must also match ("피가 섞이지는 않았고요?" is hemoptysis after "가래"). */
  readonly context?: RegExp;
  /** The cue is ignored when the clause matches this. */
  readonly unless?: RegExp;
  /** The cue is ignored when the whole message (with the question it follows) matches this. */
  readonly notWith?: RegExp;
}

/**
 * Round 20: the carer or an older patient addressed at the start ("어머님, 지석이가 예전에 앓은 병 있어요?")
 * names whom the learner speaks to, not a relative asked about: the NLU reads the rest.
 */
export const VOCATIVE =
  /^\s*(어머님|어머니|아버님|아버지|할머님|할머니|할아버님|할아버지|보호자분|엄마|아빠|아드님|따님)\s?[,，]\s*(?=[가-힣])/;

/** A question about someone else's illness is family history, not the patient's. */
const RELATIVE =
  /가족|부모|어머니|어머님|아버지|아버님|엄마|아빠|형제|자매|집안|할머니|할아버지|누나|언니|오빠|동생|친척/;

/** A recent acute illness ("감기 같은 거 앓은 적") is a preceding event, not the past history. */
const RELATIVE_OR_ACUTE = new RegExp(`${RELATIVE.source}|감기|몸살|독감|장염\\s?(같은|기운)`);

const q = (
  kind: 'topic' | 'symptom',
  key: string,
  re: RegExp,
  only?: readonly string[],
  context?: RegExp,
  unless?: RegExp,
): Cue => ({ kind, key, re, only, context, unless });

/** Round 29: a seizure's provoking factor (sleep, drink, a drug missed, fever) asked of the time before it. */
export const SEIZURE_PROVOKER =
  /(그\s?전에|그러기\s?(전에|전날|직전)|그\s?전날|(경련|발작|쓰러지|쓰러지시|떨)[가-힣]{0,3}\s?(전에|전날|직전))[^?？]{0,16}(열(이|은|나|났|올|있)|잠(은|을|이|도|못|설|잘|\s)|주무|술(을|은|드|마|먹|\s)|음주|약\s?(을|은|를)?\s?[^?？]{0,4}(빼먹|거르|거른|안\s?드|안\s?먹|끊|깜빡|빠뜨))/;

/** Round 29: the last period asked ("마지막 생리 언제 시작했어요?"): the LMP, never the complaint's onset. */
export const LMP_ASKED =
  /(마지막|최근|이번|지난|최종)\s?(생리|월경|멘스)(는|가|를|은|이|을)?\s?[^?？]{0,10}언제|(생리|월경)(는|가|은)?\s?(마지막|최근)(으로|에)?\s?[^?？]{0,6}언제|(?<![a-z])lmp(?![a-z])/i;

/**
 * Round 34: the opening "where", asked bare before any complaint is named ("어디 아파요?", "어디가 아파서 오셨어요?", "오늘
 * 어디 불편해서 왔어?"; round 36: "어디가 어떻게 불편하세요?"): the open question, not the location of a pain nor its
 * character (EXAMINER-RULES, round 34).
 */
export const OPENING_WHERE =
  /^(오늘\s?|그래서\s?|혹시\s?|[가-힣]{1,4}(이|이는|는)\s)?어디(가|를)?\s?(좀\s?|많이\s?)?(아파|아프|불편|안\s?좋)[가-힣]*(\s?(오|왔|방문|내원)[가-힣]*)?\s*[?？]?$|^(오늘\s?|그래서\s?|혹시\s?)?어디(가|를)?\s?어떻게\s?(아파|아프|불편|안\s?좋)[가-힣]*\s*[?？]?$/;

/** Round 34: a place or service that helps, told as there for the patient or the family. */
export const SERVICE_TOLD =
  /(상담실|상담\s?센터|지원\s?센터|지원\s?프로그램|교육\s?프로그램|프로그램|자조\s?모임|환우회|사회복지(팀|사)|호스피스|완화\s?의료\s?팀|심리\s?상담|(?<!치료\s?)상담)(이|가|도|을|를|은|는|으로|로)?\s?[^?]{0,12}(있어요|있고요|있습니다|있으니|있거든요|받으실\s?수|받을\s?수|연결|소개|안내|이용하실)/;

/** History questions (clause must be a question). */
/**
 * Round 30: a level of activity named as the measure of breathlessness (talking, walking, washing, dressing, stairs),
 * asked as whether it is hard, without a comparative ("더 심해져요?" asks what makes it worse).
 */
export const EXERTION_LEVEL =
  /^(?![^?？]*(더\s?(심|차|힘들|나빠|답답)|악화|나아|좋아|편해|덜))[^?？]*(말하는\s?(것|거|게)(도|이|가)?|말할\s?때(도|는)?|말하기(도|가)?|(걸을|걷는|걸어\s?다닐|씻을|씻는|샤워할|옷\s?입을|옷\s?입는|밥\s?먹을|화장실\s?갈)\s?(때|것|거|게)(도|는|만|에)?|씻거나|옷\s?(입을|입는|입거나))/;
/** Round 30: the breath or its effort named in the message. */
const BREATH_HARD = /숨|힘들|힘드|가빠|가쁘|헐떡|차요|차세요|차나|답답/;

export const QUESTION_CUES: readonly Cue[] = [
  // Round 34: what is forgotten asked with "뭘" ("주로 뭘 잊으세요?", "뭐를 자꾸 까먹으세요?").
  q(
    'topic',
    'character',
    /(뭘|뭐를|무엇을|무얼|어떤\s?(걸|것을|거를))\s?(주로\s?|자꾸\s?|잘\s?|제일\s?)?(잊|까먹|깜빡)/,
    ['기억력저하'],
  ),
  // Round 34: bleeding that would not stop after a tooth pulled or an injury ("이 뽑거나 다쳤을 때 피가 잘 안 멈춘 적").
  q(
    'topic',
    'surgery',
    /(이|이를|이빨|젖니|치아|사랑니|발치|수술|다쳤|다치|베였|베이)[^?？]{0,14}(피|출혈)[^?？]{0,8}(안\s?멈|잘\s?안|오래|멈추지|안\s?그치|계속)/,
    ['쉽게 멍이 듦'],
  ),
  // Round 34: symptoms in chart English ("heartburn이나 acid reflux?", "dry cough예요?").
  q('symptom', 'heartburn', /heart\s?burn|acid\s?reflux/i),
  q('topic', 'character', /(dry|wet|productive)\s?cough/i, ['기침']),
  // Round 34: the course in a carer's words: better and worse in turn, waking and sinking again, worse and worse only, more
  // often or the same ("하루 중에도 좋으셨다 나쁘셨다 하세요?", "깨셨다가 다시 처지셨다가 하세요?", "쭉 나빠지기만 하셨어요?", "요즘 멍이
  // 더 자주 생겨요, 비슷해요?").
  q(
    'topic',
    'course',
    /(요즘|요새|최근|점점|갈수록|전보다|처음보다|예전보다)\s?[^?？]{0,6}더\s?(자주|많이|심하게|크게)\s?(생기|생겨|나|와|들)|좋(으셨|았|아지셨|아졌)다(가)?\s?(나쁘(셨|었)|나빠(지셨|졌)|안\s?좋(으셨|았))다|(깨(셨|었)|또렷(하셨|했)|정신\s?(드셨|들었))다(가)?\s?[^?？]{0,8}(처지|흐려|나빠|졸|가라앉)|(쭉|계속|점점|갈수록)\s?나빠지기만|(더\s?)?(자주|심해|많아|늘어)[가-힣]*\s?[,，]\s?(아니면\s?)?(비슷|그대로|똑같|줄었|덜)/,
  ),
  // Round 34: history in chart English: the past history as an abbreviation ("PMHx 있으세요?", "Liver dz Hx 있으세요?",
  // "past history 있어요?").
  q(
    'topic',
    'pastMedical',
    /(?<![a-z])(pmhx?|p\/?mh|past\s?(medical\s?)?(hx|history)|([a-z]+\s)?dz\s?hx|hx\s?of\s?[a-z]+)(?![a-z])/i,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  // Round 34: a past illness named as an example, typed bare ("아토피같은거?", "천식이나 아토피 있었어요?").
  q(
    'topic',
    'pastMedical',
    /(아토피|천식|비염)(이나|나|랑|하고)?\s?[^?？]{0,10}(같은\s?(거|것|건|게)|있었|있으|있어|앓|진단)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  // Round 34: what brings the palpitations on, asked as what the patient was doing or what it goes with ("뭐 하다가
  // 시작됐어요?", "커피나 stress랑 관련 있어요?").
  q(
    'topic',
    'aggravating',
    /(뭐|뭘|무엇|무슨\s?일)\s?(을\s?)?(하다가|하시다가|하실\s?때|할\s?때)|(커피|카페인|술|운동|스트레스|stress|긴장)[^?？]{0,10}(관련|때문|상관|연관)/i,
    ['두근거림'],
  ),
  // Round 34: the work asked in 반말 or bare ("일 뭐해?", "일은 뭐 하세요?", "교대근무야?").
  q(
    'topic',
    'occupation',
    /(?<![가-힣])일\s?(은|는)?\s?(뭐|무슨\s?일|어떤\s?일)\s?(해|하세요|하셔|하시|해요|하는|하니|하냐)|교대\s?근무|야간\s?근무|(?<![가-힣])밤\s?근무/,
  ),
  // Round 34: a carer asked about the days before the change: meals, a meal skipped, a new drug, a drink ("요 며칠 식사는 잘
  // 하셨어요?", "정신이 흐려지시기 전에 새로 드신 약이나 식사를 거르신 일은요?") asks what came before it (EXAMINER-RULES, round 34).
  q(
    'topic',
    'event',
    /(요\s?며칠|며칠\s?(동안|사이|새|전)|요새|요즘|최근|그\s?전|전날|(흐려|쓰러|이상해|처지|헷갈|정신)[가-힣]*\s?(기\s?)?전)[^?？]{0,20}(식사|밥|끼니|식사를|드시|드셨|드신|잡수|먹)|(식사|끼니|밥)(를|을|는|도)?\s?(거르|거른|걸러|굶|못\s?드|안\s?드)|굶(으|었|으셨|으신)|새로\s?(드신|드시|드시게|먹은|먹게|시작한|시작하신|처방받은)\s?약/,
    ['의식장애'],
  ),
  // Round 14: where the pain goes, asked by a body part and a direction ("등쪽으로도 가요?", "어깨 쪽으로 뻗쳐요?").
  q(
    'topic',
    'radiation',
    /(?<![가-힣])(등|어깨|팔|턱|목|사타구니|허리|다리|엉덩이|옆구리)\s?(쪽|쪽으로|으로|로)(도|까지)?\s?(가요|가나요|가세요|가는|뻗|퍼지|퍼져|번지|번져|타고|땡기|당기|울려)/,
  ),
  // Round 14: the nasal discharge's look asked as a choice ("콧물은 맑아요 누래요?", "콧물 색깔은요?").
  q(
    'topic',
    'character',
    /콧물(은|이|이요)?\s?[^?]{0,6}(맑|누래|누렇|노랗|노래|누런|투명|색|끈적|물\s?같|물처럼|진득)/,
    ['콧물/코막힘'],
  ),
  // Round 14: claudication in plain words ("걷다 보면 종아리가 아파서 쉬어야 할 때가 있나요?").
  q(
    'symptom',
    'claudication',
    /(걷|걸으|걸을|걸어)[가-힣]{0,3}\s?[^?]{0,12}(종아리|다리|허벅지|엉덩이|장딴지)[^?]{0,10}(아파|아프|저려|저리|당겨|땡겨)[^?]{0,16}(쉬어|쉬었|쉬면|쉬셔|멈춰|멈추|서\s?있)/,
  ),
  // Round 5, counselling in everyday words. What the patient knows of the test: why it was done and
  // what they heard or expect ("내시경 하시게 된 이유가 뭐였는지 기억나세요?", "검사에 대해 어떻게 듣고 오셨어요?").
  q(
    'topic',
    'priorKnowledge',
    /(검사|내시경|조직검사|결과|사진|촬영)[가-힣\s]{0,14}(이유|왜|어떻게\s?듣|뭐라고\s?듣|들으신|듣고\s?오|짐작|예상|생각하고\s?계|기억나)|결과(가|는)?\s?어떨\s?(거|것)\s?(라고|이라고|같다고|같으세요|같으신지)?\s?(짐작|예상|생각)/,
  ),
  // Round 10: why the test was done asked without naming it again ("위내시경 받으셨잖아요. 어쩌다 받게
  // 되셨는지…"), the test named earlier in the message.
  q(
    'topic',
    'priorKnowledge',
    /(어쩌다|어떻게\s?해서|무슨\s?일로|왜)\s?[^?]{0,6}(받게|하게|찍게)\s?(되셨|됐|되신)|결과(가|는)?\s?어떻게\s?(나올|될|나왔을)\s?(거|것)(라고|이라고)?\s?(짐작|예상|생각)/,
    undefined,
    /검사|내시경|조직검사|촬영|CT|MRI|초음파|결과/i,
  ),
  // Round 10: in bad news the open question asks what the patient thinks or knows first ("결과는 어떨
  // 거라고 생각하고 계셨는지 먼저 듣고 싶어요", "어떻게 알고 계세요?").
  {
    kind: 'act',
    key: 'openQuestion',
    // Round 19: "결과가 어떨 거라고 생각하고 오셨어요?".
    re: /(어떨|어떻게\s?될|어떻게|뭐라고|무엇이라고)\s?(거라고|것이라고|거라|라고|것\s?같다고|거\s?같다고)?\s?(생각|짐작|예상|알고)\s?(하고\s?계|하고\s?오|하셨|하세|하시|계시|계셨|계세)|(어떤|무슨)\s?(검사|결과)(라고|인지|로)?\s?[^?]{0,6}(들으셨|들었|알고\s?계|아세요|설명\s?들)/,
    only: ['나쁜 소식 전하기'],
  },
  q(
    'topic',
    'priorKnowledge',
    /(어떤|무슨)\s?검사(라고|인지|로)?\s?[^?]{0,6}(들으셨|들었|알고\s?계|아세요|설명\s?들)/,
  ),
  // Round 10: daily life asked as whether it goes on as usual ("회사 다니시거나 운동하시는 건 평소대로
  // 하세요?", "식사나 집안일은 평소처럼 하고 계세요?").
  q(
    'topic',
    'dailyFunction',
    /평소(대로|처럼|와\s?같이|랑\s?똑같이|만큼)\s?[^?]{0,8}(하세요|하시|해\s?[?？]?$|해요|지내|생활|하고\s?(계|있)|다니)|일상(생활)?[^?]{0,10}(어떠|어때|지장|불편|하세요|하시|괜찮)/,
    ['나쁜 소식 전하기'],
  ),
  // Round 10: the onset asked with what the patient was doing ("처음에 언제, 뭐 하시다가 아프기
  // 시작했어요?"); smoking urges in speech ("주로 언제 피고 싶어져?"); a smoker at home ("집에 담배
  // 피우는 사람 있어?").
  q(
    'topic',
    'onset',
    /언제[^?]{0,20}(시작|아프기|생기|생겼)/,
    undefined,
    /언제[^?]{0,24}(시작|아프기|생기|생겼)/,
  ),
  // Round 11: "언제부터," left open by a comma before what the patient was doing ("언제부터, 뭐 하시다가
  // 처음 아프셨어요?").
  q('topic', 'onset', /언제\s?부터\s*[,，]\s?[^?]{0,24}(아프|시작|생기|생겼|그러|그랬|불편)/),
  // Round 11: a known disease asked by the organ ("혈압이나 콩팥 쪽은 괜찮으세요?") or by since when
  // ("당뇨는 언제부터셨어요?").
  q(
    'topic',
    'pastMedical',
    /(혈압|당뇨|콩팥|신장|갑상선|심장|콜레스테롤)(이나|나|이랑|랑|하고)?\s?[^?]{0,10}쪽(은|도|에)?\s?[^?]{0,4}(괜찮|문제|이상|어떠|진단)|(당뇨|고혈압|혈압)(는|은)\s?언제\s?부터/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q(
    'topic',
    'onset',
    /(처음|맨\s?처음)(에|엔)?\s?언제\s*([,，?？]|$|[^?]{0,12}(아프|그랬|그러|시작|생기|생겼))/,
  ),
  q(
    'topic',
    'triggers',
    /(피고|피우고|펴고|태우고|땡기|당기)\s?싶어(져|지|지세요|지시|질|요)?|(언제|어떤\s?(때|상황))[^?]{0,10}(피고|피우고|펴고|땡기|당기)/,
    ['금연'],
  ),
  q(
    'topic',
    'living',
    /(집에|집에서|같이\s?사는|함께\s?사는|식구\s?중에?)[^?]{0,10}(담배|흡연|피우는|피는|전자담배)\s?[^?]{0,4}(사람|분|식구)/,
    ['금연'],
  ),
  // Round 11: a partner who smokes, asked by name ("남편분도 담배 피우세요?"); whether the family knows
  // ("가족들도 담배 다시 피시는 거 알아요?") asks nothing of the household.
  q(
    'topic',
    'living',
    /(남편|아내|부인|배우자|와이프|애\s?아빠|신랑|룸메이트|동거인)(분|님|께서)?(도|은|는|이|가)?\s?(담배|흡연|전자담배)[^?]{0,6}(피우|피세|피시|펴|피나|피고|하세|하시|태우)/,
    ['금연'],
    undefined,
    /알(아|고|세|으|았)|아세요|아시|모르/,
  ),
  // Who came along: "오늘 같이 오신 분 계세요?", "보호자분 오셨어요?".
  q(
    'topic',
    'supportSystem',
    /(같이|함께)\s?(오신|온|계신|오셨)|보호자(분)?(은|이|도)?\s?(오셨|같이|계세|계신)/,
    ['나쁜 소식 전하기'],
  ),
  // After a question about wanting to die, "전에 실제로 해 보신 적 있어요?" asks about an attempt.
  q(
    'topic',
    'suicideAttempt',
    /(실제로|정말로|진짜로|직접)\s?[^?]{0,4}(해\s?보|하신\s?적|하려고\s?해|행동으로|옮겨)/,
    undefined,
    /죽고\s?싶|죽는\s?게|자살|극단|사라지고|끝내고\s?싶/,
  ),
  // Round 5, headache and dizziness in plain words: an aura as a forewarning ("두통 오기 전에 전조 같은
  // 게 있어요?"), an earlier episode asked as "예전부터", relatives named one by one ("어머니나 형제분
  // 중에 편두통 있으신 분").
  q(
    'symptom',
    'blurredVision',
    /전조|조짐|번쩍|반짝|아른|지그재그|(눈앞|시야)(이|가)?\s?[^?]{0,6}(흐려|뿌예|캄캄)/,
    ['두통'],
  ),
  q(
    'topic',
    'experience',
    /(예전|옛날|이전|원래|평소|어릴\s?때)(부터|에도|엔|에)\s?(도\s?)?(이런|이렇게|비슷한|그런)\s?[^?]{0,8}(있었|있으셨|그랬|그러셨|겪)/,
  ),
  q(
    'topic',
    'family',
    /(어머니|아버지|부모님|형제|자매|언니|누나|오빠|동생|할머니|할아버지|친척|집안)(분|님)?(이나|나|랑|이랑|하고|들)?\s?[^?]{0,8}(중에|중|께서도?|분들)\s?[^?]{0,14}(있으신|있는|앓|계세|계신|걸린|있으세|있어요)/,
  ),
  // What comes up with the cough is sputum: "기침할 때 뭐 나와요?".
  q(
    'symptom',
    'sputum',
    /기침(할|하실|하시|하면|하고)\s?(때|면|나면)?\s?[^?]{0,6}(뭐|뭔가|뭐가|무엇이|뭐\s?같은\s?거)\s?(나와|나오|올라|뱉)/,
  ),
  // Round 13: the course over time in everyday words ("시간이 지나면서 더 심해지고 있어요?", "그동안 어떻게
  // 변해 왔어요?", "갈수록 나빠져요?").
  q(
    'topic',
    'course',
    /(시간이\s?지나(면서|며|니까|도)|갈수록|그동안|지금까지)\s?[^?]{0,10}(심해|나빠|나아|좋아|덜해|더해|변해|변했|달라)|(어떻게|어떤\s?식으로)\s?(변해|변했|변하|달라져|달라졌)/,
  ),
  // Round 13: what jars the pain ("걸으면 배가 울려요?", "기침할 때 배가 울리세요?") aggravates it.
  q(
    'topic',
    'aggravating',
    /(걸으면|걸을\s?때|걸어\s?다니면|뛰면|뛸\s?때|움직이면|기침\s?(하면|할\s?때)|차\s?(타면|탈\s?때)|덜컹)[^?]{0,10}(울려|울리|울린)/,
  ),
  // Round 13: the situation that makes it worse asked openly ("어떤 상황에서 특히 심해져요?", "어떨 때 더
  // 불안해지세요?").
  q(
    'topic',
    'aggravating',
    /(어떤|무슨)\s?(상황|때|경우|순간)(에서|에|엔|에는|이면|일\s?때)?\s?(특히|더|주로|제일|가장)?\s?(심해|나빠|악화|불안해|더\s?(아프|심|불안|힘들))|어떨\s?때\s?(특히|더|주로)\s?(심해|나빠|아프|불안|힘들)/,
  ),
  // Round 13: what the worry is about, in an anxiety interview ("주로 어떤 게 걱정되세요?").
  q(
    'topic',
    'character',
    /((어떤|무슨)\s?(게|것이|일이|점이|일|거)|무엇이|뭐가|뭐)\s?(제일|주로|가장|특히|그렇게)?\s?(걱정|불안)/,
    ['불안'],
  ),
  // Round 37: the discharge's colour asked without its noun after a question about it ("색깔은요? 누런지 맑은지", "누렇게 나와 맑게
  // 나와?") is its character in a runny-nose interview.
  q(
    'topic',
    'character',
    /^(색|색깔|색상)(은|이|도|는)?요?\s?[?？]?$|누런지\s?맑은지|맑은지\s?누런지|(누래|누런\s?(거|건|게))[가-힣]{0,3}\s?[,]?\s?(맑아|맑은\s?(거|건|게))|(맑아|맑은\s?(거|건|게))[가-힣]{0,3}\s?[,]?\s?(누래|누런\s?(거|건|게))|누렇게\s?[^?]{0,8}맑게|맑게\s?[^?]{0,8}누렇게|^(누런|맑은)\s?(거|건|게)(예요|에요|이에요|야|요)?\s?[,?？]?\s*$/,
    ['콧물/코막힘'],
  ),
  // Round 37: what was vomited asked by its colour in chart English or bare ("색깔이 bright red예요, coffee ground예요?", "색깔은요?").
  q(
    'topic',
    'vomitus',
    /bright\s?red|coffee[\s-]?ground|커피\s?(색|찌꺼기|가루)|^(색|색깔|색상)(은|이|도|는)?요?\s?[?？]?$|(색|색깔)(은|이|는)?\s?(어때|어떤|무슨|뭐)/i,
    ['토혈'],
  ),
  // Round 37: what the family saw change, asked of the carer or of the family ("가족분들은 뭐가 달라졌다고 하세요?", "사모님 보시기에
  // 예전이랑 달라진 모습은요?", "딸이나 가족들은 머가 변했대?").
  q(
    'topic',
    'witness',
    /(가족|식구|딸|아들|따님|아드님|사모님|남편|아내|부인|자녀|보호자|주변|옆에서)[가-힣]{0,4}\s?[^?]{0,20}(달라졌|달라졋|달라진|달라지|변했|변햇|변한|변하|이상하다|이상해졌|이상해졋)|보시기에\s?[^?]{0,16}(달라|변|이상)|(예전|전|원래)(이랑|과|하고|보다|에\s?비해)\s?[^?]{0,8}(달라진|달라졌|변한|변했)\s?(모습|거|게|점|건)/,
    ['기억력저하'],
  ),
  // Round 37: money and drugs managed alone ("공과금 내시거나 약 챙겨 드시는 건 혼자 잘 하세요?") are the daily functions.
  q(
    'topic',
    'dailyFunction',
    /(공과금|은행|돈\s?(관리|계산)|장\s?보|요리|음식\s?하|약\s?(을\s?|은\s?)?(챙기|챙겨))[^?]{0,20}(혼자|스스로|직접|알아서)|(혼자|스스로|직접|알아서)[^?]{0,10}(공과금|은행|돈\s?(관리|계산)|장\s?보|요리|약\s?(을\s?|은\s?)?(챙기|챙겨))/,
    ['기억력저하'],
  ),
  // Round 13: hallucinations asked in plain words, also typed without spaces ("남들한테 안 들리는 소리가
  // 들리거나 이상한 게 보인 적은요?", "소리가들리거나이상한게보인적은요?").
  q(
    'symptom',
    'hallucination',
    // Round 34: also what is not there seen, bugs crawling, a sound heard told back ("벽에 벌레가 기어간다거나 없는 게 보인다고
    // 하신 적", "없는 사람이 보인다거나 이상한 소리가 들린다고").
    /(안|못)\s?(들리는|듣는)\s?(소리|목소리)|(목소리|소리)(가|이)?\s?들리(거나|신|는|나요|세요|진)|(목소리|소리)(가|이)?\s?들린다|이상한\s?(게|것이|걸|것)\s?보(이|인|여)|없는\s?(게|것이|거|사람|사람이|벌레|물건)\s?(가\s?|이\s?)?보(인|이|여)|벌레(가|들이)?\s?[^?]{0,6}(기어|기어간|기어다|보인|보여)|헛것|헛소리가\s?들|환청|환시|헛(거|게)\s?(가|이)?\s?(보|들)|없는\s?(게|것|거|사람|벌레|물건|동물|아이|애)[^?]{0,20}보(인|이|여)/,
    ['기분변화', '불안', '수면장애', '기억력저하', '의식장애'],
    undefined,
    /삐|윙|귀(가|에서|는)|이명/,
  ),
  // Round 13: a new partner asked in everyday words ("최근에 새로 만나는 분이 있으세요? 그분도 증상이 있나요?").
  q(
    'topic',
    'sexual',
    /(새로|새롭게|요즘|최근에?)\s?(만나는|사귀는|만나시는|사귀시는|만나신|사귀신)\s?(분|사람|상대|남자|여자|남자\s?친구|여자\s?친구)/,
    ['질분비물', '배뇨이상'],
  ),
  // Round 5, a sick child asked of the parent. Compared with the start in any words ("첫날보다 기침이
  // 덜해요, 더해요?").
  q(
    'topic',
    'course',
    /(첫날|첫\s?날|처음|맨\s?처음|시작할\s?때|시작했을\s?때|어제|그제|며칠\s?전)(보다|이랑|에\s?비해|하고\s?비교)[^?]{0,12}(덜|더|나아|심해|좋아|나빠|어때|어떠|비슷)/,
  ),
  // When a cough is worst is its character: "밤에 더 심하게 해요?".
  q(
    'topic',
    'character',
    /(밤|새벽|아침|낮|저녁|자기\s?전|잘\s?때|누우면|누웠을\s?때|식후)(에|엔|에는|에만)?\s?(더|특히|주로|많이)\s?(심|많이|자주|해|기침)/,
    ['기침'],
  ),
  // A child's word for urine: "쉬할 때 울거나 아파해요?".
  q('symptom', 'dysuria', /쉬\s?(할|하는|눌|누는|쌀)\s?때[^?]{0,8}(아파|아프|울|따가|찡그|보채)/),
  // Brothers, sisters and the nursery: "형이나 누나도 아파요?", "어린이집에서 요즘 유행하는 거 있어요?".
  q(
    'topic',
    'sickContact',
    /(형|누나|언니|오빠|동생|식구|엄마|아빠)(이나|나|랑|이랑|들)?\s?[^?]{0,6}도\s?[^?]{0,4}(아파|아프|아픈|기침|열|설사|토|감기|앓)|유행하는|돌고\s?있는|돌림/,
  ),
  // Someone at one's side: "힘드실 때 곁에 있어 줄 가족분 계세요?".
  q(
    'topic',
    'supportSystem',
    /(곁에|옆에)\s?(있어\s?줄|있어\s?주|계실|계시는|있는|있을)|힘(드실|들|드)\s?때[^?]{0,10}(가족|친구|사람|분|누가|누구)/,
  ),
  // How the patient is now, in a bad-news visit: "요즘 속은 좀 어떠세요?".
  q(
    'topic',
    'course',
    /(속|몸|컨디션|증상|기력|몸\s?상태)(은|이|는)?\s?(좀|요즘|요새|지금)?\s?(좀\s?)?(어떠|어때|괜찮으)/,
    ['나쁜 소식 전하기'],
  ),
  // Round 11: the present state in bad news asked as what troubles the patient now ("요즘 가슴 멍울 말고
  // 불편한 데는 없으세요?").
  q('topic', 'course', /(요즘|지금|현재|최근)[^?]{0,14}(불편한|아픈|힘든)\s?(데|곳|건|게|점|거)/, [
    '나쁜 소식 전하기',
  ]),
  // Round 11: exercise asked as time spent moving ("하루에 몸 움직이는 시간이 얼마나 돼요?", "밖에서 뛰어노는
  // 시간은요?").
  q(
    'topic',
    'exercise',
    /(몸\s?(을)?\s?움직이|뛰어\s?노|밖에서\s?(노|놀)|활동\s?(량|하는\s?시간))[^?]{0,12}(얼마|몇|시간|자주|어떠|어때|하세요|해요|돼요|되세요|은요|는요)/,
  ),
  // Work, asked as whether one works: "지금 일은 하고 계세요?", "직장 다니세요?".
  q(
    'topic',
    'occupation',
    /(?<![가-힣])일(은|을|도)?\s?((아직|지금|요즘|계속)\s?)?(하고\s?계|하고\s?있|하세요|하시나|하셔|하니|해\s*[?？]|다니|다녀)|(일|직장|회사)\s?(다니세|다니시|나가세|나가시)/,
  ),
  // Partner violence in everyday words: "손을 대셨어요?", "더 자주 그러거나 더 세졌어요?", "칼 같은
  // 걸 들거나", "죽여 버리겠다고".
  q(
    'topic',
    'violenceHistory',
    /손(을)?\s?(대|댄|댔|올리|올린|올렸)|(때린|때리|맞은|맞기)\s?(게|건|거|지)\s?(언제|얼마)/,
    ['가정폭력'],
  ),
  q(
    'topic',
    'course',
    /(더|점점)\s?(자주|세|심해|심하|잦아|많아|강해)[가-힣]*\s?[^?]{0,10}(졌|지|나요|어요|요)/,
    ['가정폭력'],
  ),
  q(
    'topic',
    'lethalityRisk',
    /칼(\s?같은|이나|로|을|를|\s?들|부림)|목(을)?\s?(조르|졸|조른|졸랐)|죽여\s?(버리|버린)|죽이(겠|려|려고|ㄴ다)|흉기|무기/,
    ['가정폭력'],
  ),
  // Dying as the better way out: "죽는 게 낫겠다는 생각", "다 끝내고 싶다는 생각".
  q(
    'topic',
    'suicidalIdeation',
    /죽는\s?(게|것이|편이)\s?(낫|나을)|(다|모든\s?걸|모든\s?것을?)\s?끝내(고\s?싶|버리고\s?싶)|살고\s?싶지\s?않|죽어\s?버리고/,
  ),
  // What the low mood began with: "무슨 일이 있고 나서부터예요?".
  q(
    'topic',
    'event',
    /(무슨|어떤)\s?일(이|이라도)?\s?(있고\s?나서|있은\s?뒤|있은\s?후|있었던\s?뒤|있고\s?부터)|계기가\s?(된|있)/,
  ),
  // Why the patient wants to quit, asked with 왜 or as a decision: "왜 끊으려고 하세요?", "술 끊기로 마음
  // 먹으신 이유가 뭐예요?".
  q(
    'topic',
    'motivation',
    /왜\s?(지금|이번에|갑자기)?\s?(술을?\s?|담배를?\s?)?(끊|줄이|줄여|금연|금주)|(끊|줄이|줄여|금연|금주)[가-힣]{0,6}\s?(결심|마음)[가-힣\s]{0,6}(왜|이유|계기)/,
  ),
  // Blood in what comes out, in the presentation's own sense: "피섞여나오는건?" in a diarrhoea case.
  // Round 12: also with mucus in the same list ("피나 코 같은 거 섞여 나와요?").
  q(
    'symptom',
    'hematochezia',
    /피(가)?\s?(섞|묻|비치|나오|나와|보이)|혈변|피(나|랑|이나|하고)\s?(코|점액|곱)[가-힣\s]{0,8}(섞|묻|나오|나와)/,
    ['설사', '혈변', '변비'],
  ),
  // Itching in a vaginal-discharge case is vulval itching ("따갑거나 가렵진 않아요?").
  q('symptom', 'vaginalItching', /가렵|가려|따갑|따가|화끈/, ['질분비물'], undefined, /소변|오줌/),
  // Where it began and where it spread, asked together: "어디부터 생겨서 어디로 퍼졌어요?".
  q('topic', 'location', /어디(부터|에|에서|가|쯤)?\s?(처음\s?)?(생겼|생겨|났|나|올라|시작|돋)/),
  q('topic', 'course', /퍼졌|퍼지|번졌|번지|퍼져|번져/, ['피부발진'], undefined, /뻗치|다른\s?(데|곳)으?로/),
  // Where it hurts, in ordinary words: "배 어디쯤이 불편하세요?".
  // A bare "어디가 불편하세요?" opens the interview; it is no question about the site.
  q(
    'topic',
    'location',
    /((배|가슴|머리|허리|목|등|다리|팔|옆구리|아랫배|윗배|관절|무릎|어깨|손|발)\s?(의\s?)?어디|어디(쯤|께|부분|쪽))(이|가|에|가\s?제일)?\s?(제일\s?|가장\s?|주로\s?)?(불편|아프|아파|결리|쑤시|저리|뭉쳐|쓰려|쓰리)/,
  ),
  // A change in bowel habit without the word: "화장실 가는 건 예전이랑 달라진 게 있어요?".
  q('topic', 'bowelHabit', /(화장실|배변|대변|변\s?보|큰\s?일)[^?]{0,14}(달라|변화|바뀌|예전|평소|규칙)/),
  // A joint that is red, hot or swollen ("벌겋게 붓거나 뜨겁진 않아요?").
  q('symptom', 'jointSwelling', /붓|부었|부어|벌겋|빨갛|붉|뜨겁|열감/, ['관절통증']),
  // How palpitations stop ("멈출 땐 뚝 멈춰요, 서서히 가라앉아요?") is what relieves them.
  q(
    'topic',
    'relieving',
    /멈출\s?(땐|때)|멈춰|멈추|(뚝|갑자기|서서히)\s?(멈|가라앉|없어|사라|끝나)|끝날\s?(땐|때)/,
    ['두근거림'],
  ),
  // Lower-abdominal pain in a woman's presentation is pelvic pain ("아랫배 아픈 건요?").
  q('symptom', 'pelvicPain', /(아랫배|골반|하복부)[^?]{0,6}(아프|아픈|아파|통증|불편|당기|땡기)/, [
    '질출혈',
    '월경통',
    '질분비물',
    '월경이상',
    '산전진찰',
  ]),
  // How much and how often it bled ("양은 얼마나 되고 몇번이나 그랬어요?") is its course.
  q('topic', 'course', /몇\s?번(이나|이|씩)?\s?[^?]{0,6}(그랬|그러|나왔|봤|있었|했|나와)/, [
    '혈변',
    '토혈',
    '객혈',
  ]),
  // --- A child's growth and development, asked of the parent in everyday words.
  q(
    'topic',
    'growth',
    /(또래|친구들|반에서|같은\s?반|다른\s?(애|아이))[^?]{0,12}(키|몸무게|작|크|번째)|키(가|는)?\s?[^?]{0,10}(몇|번째|컸|자랐|크|작)/,
    ['성장/발달지연'],
  ),
  q(
    'topic',
    'development',
    /뒤집|기기|기어|걷기|걸음마|말하기|옹알이|목\s?가누|앉기|서기|혼자\s?(걷|서|앉)/,
    ['성장/발달지연'],
  ),
  q(
    'topic',
    'birthHistory',
    /(출생|태어날|태어났|낳을|낳았|분만|출산)[^?]{0,12}(문제|이상|몇|어땠|어떠|괜찮|주|킬로|kg)|(몇\s?주|몇\s?킬로|몇\s?kg)[^?]{0,6}(태어|낳)/i,
  ),
  q('symptom', 'hearingLoss', /잘\s?(듣|들리|들어)|불러도|대답\s?(안|을\s?안)|소리에\s?반응/, [
    '성장/발달지연',
  ]),
  q('symptom', 'blurredVision', /잘\s?(보|봐)|가까이(서|에서)?\s?(보|봐)|눈(을)?\s?찡그|사시/, [
    '성장/발달지연',
  ]),
  q('topic', 'family', /(엄마|아빠|어머니|아버지|부모님)[^?]{0,6}키/, ['성장/발달지연']),
  q('topic', 'course', /(하던|할\s?수\s?있던|잘\s?하던|되던)\s?(걸|것을|거|것)[^?]{0,8}(못|안\s?하)/, [
    '성장/발달지연',
  ]),
  // Who looks after the child, and a nursery or school ("주로 누가 키우세요? 어린이집 다녀요?").
  q(
    'topic',
    'living',
    /(누가|주로\s?누가)\s?(키우|돌보|봐\s?주|맡)|어린이집|유치원|학교\s?(다녀|다니|가)|단체\s?생활/,
  ),
  // Vaccination: the household's weak immunity and recent blood products.
  q(
    'topic',
    'family',
    /(집에|같이\s?사는|함께\s?사는|가족\s?중)[^?]{0,14}(면역|항암|임신|신생아|아기|이식|스테로이드)/,
    ['예방접종'],
  ),
  // Round 36: a transfusion listed with tattoos or shared needles ("수혈이나 문신, 주사 같이쓴적은") is a blood exposure.
  q(
    'topic',
    'medication',
    /수혈|면역\s?글로불린|면역\s?억제/,
    undefined,
    undefined,
    /문신|피어싱|(같이|공동|돌려)\s?(쓴|쓰|사용)/,
  ),
  // A serious illness or a stay in hospital before ("크게 아팠거나 입원한 적 있어요?").
  q(
    'topic',
    'pastMedical',
    /(크게|많이|오래)\s?아팠|큰\s?병|입원(한|하신|했|해\s?본)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  // --- Suicide risk, in the words learners use.
  q(
    'topic',
    'suicidalIdeation',
    /(다\s?끝내|끝내고|사라지|없어지|죽|목숨|살기\s?싫|안\s?깨어났으면|그만\s?살)[^?]{0,10}(생각|마음|싶)/,
  ),
  q(
    'topic',
    'suicidePlan',
    /(언제|어떻게)\s?[^?]{0,8}(하려고|할지|할\s?생각|하실\s?생각|계획)|방법[^?]{0,10}(생각|정해|있)/,
    ['자살', '기분변화'],
  ),
  q(
    'topic',
    'suicideMeans',
    /모아\s?(둔|두|놓)|준비해\s?(둔|두|놓)|사\s?(둔|두|놓)|구해\s?(둔|두|놓)|쓸\s?만한|챙겨\s?(둔|두)/,
    ['자살', '기분변화'],
  ),
  q(
    'topic',
    'suicideAttempt',
    /(실제로|직접)\s?[^?]{0,8}(해\s?본|시도|하신|했)|(손목|자해|긋|목을\s?매|뛰어내)[^?]{0,10}(적|있|요)/,
    ['자살', '기분변화', '물질오남용'],
  ),
  q('symptom', 'hopelessness', /(좋아질|나아질|달라질)[^?]{0,12}(생각|것\s?같|거라|안\s?드|없)/),
  q(
    'topic',
    'supportSystem',
    /(얘기할|이야기할|털어놓을|말할|연락할|기댈|의지할|도와줄|도움\s?받을)\s?(수\s?있는\s?)?(사람|분|친구|데|곳)/,
  ),
  q('topic', 'sleep', /잠(이랑|하고|이나)/),
  q(
    'topic',
    'appetite',
    /(밥|식사)(은|이|도|이랑|하고)?\s?(요\s?[?？]|잘\s?(먹|드|챙)|어때|어떠|제대로)|입맛|식욕/,
  ),
  // Round 16: the drinking asked without naming 술, in a drinking presentation ("주로 뭐 드세요 한번에 얼마나요
  // 일주일에 몇번?").
  q(
    'topic',
    'alcohol',
    /(한\s?번에|일주일에|하루에|한\s?주에|주에)\s?(얼마나|몇\s?(번|병|잔|캔|회))|(주로|보통)\s?(뭐|무슨\s?술|어떤\s?술)\s?(드세요|드시|마셔|마시)/,
    ['음주'],
    undefined,
    // Food, meals and drugs are asked in the same words ("밥은 주로 뭐 드세요?", "약은 하루에 몇 번 드세요?").
    /밥|식사|음식|반찬|간식|끼니|약|커피|물/,
  ),
  // --- Substance use.
  // Round 16: how the drug is used, asked with its own verb ("패치는 지금 어떻게 쓰고 계세요?", "하루 몇 알
  // 드세요?", "몇 장씩 붙이세요?").
  q(
    'topic',
    'substanceUse',
    /(패치|약|약물|진통제|수면제|마약|대마|주사)(는|은|를|을)?\s?(지금\s?|요즘\s?|평소에\s?|하루에\s?)?(어떻게|얼마나|몇\s?(장|알|개|번))\s?(씩\s?)?(쓰|붙이|붙여|드시|먹|사용|맞)/,
    ['물질오남용'],
  ),
  // Round 16: two qualities offered as a choice ("쓰린거에요 더부룩한거에요?", "찌르는 거예요, 누르는 거예요?").
  q(
    'topic',
    'character',
    /(쓰린|쓰려|찌르|쥐어짜|누르|더부룩|타는|화끈|묵직|욱신|콕콕|뻐근|저린|따끔)[가-힣]{0,3}\s?(거|건|것)(에요|예요|이에요|야|인가요)?[,\s]?\s?[^?]{0,10}(쓰린|쓰려|찌르|쥐어짜|누르|더부룩|타는|화끈|묵직|욱신|콕콕|뻐근|저린|따끔)/,
  ),
  // Round 16, bad news: the present state of a symptom ("요즘 깜빡하시는 건 어떠세요?") and the situation that
  // weighs on a decision ("사무실이나 집안 형편 때문에 신경 쓰이는 건요?", "일은 혼자 하세요?").
  q(
    'topic',
    'course',
    /(요즘|지금|최근|요새)\s?[^?]{0,20}(건|거는|것은|은|는)\s?(좀\s?)?(어떠세요|어때요|어떠신가요|어떠신지)/,
    ['나쁜 소식 전하기'],
  ),
  q(
    'topic',
    'occupation',
    /(집안|가정|경제적|경제|살림)\s?(형편|사정)|(일|사무실|가게|회사|사업)(은|는)\s?(혼자|누구랑|누구와)/,
    ['나쁜 소식 전하기'],
  ),
  q('topic', 'substanceUse', /(어떤|무슨)\s?(약|약물)[^?]{0,10}(얼마나|어떻게|쓰|사용|하|드시|먹)/, [
    '물질오남용',
  ]),
  q('topic', 'substanceSource', /(어디서|어떻게|누구한테|누구에게|어디에서)\s?(구|사|받)/, [
    '물질오남용',
    '금연',
  ]),
  q('topic', 'event', /처음(에)?\s?[^?]{0,8}(시작|하게|쓰게|피우게|마시게)|시작하게\s?된\s?(계기|이유)/, [
    '물질오남용',
    '금연',
    '음주',
  ]),
  q(
    'topic',
    'tolerance',
    /(같은\s?양|예전(이랑|만큼|과)?\s?같은)[^?]{0,12}(효과|덜|안\s?들)|효과(가|는)?\s?[^?]{0,4}(덜|약해|줄)/,
    ['물질오남용', '음주'],
  ),
  q(
    'topic',
    'withdrawal',
    /(안\s?쓰면|안\s?하면|끊으면|줄이면|안\s?드시면|안\s?피우면|안\s?마시면|못\s?쓰면)[^?]{0,10}(몸|어때|어떠|힘들|불편|증상)/,
    ['물질오남용', '음주', '금연'],
  ),
  // --- Violence: where the patient is now, and reporting.
  q('topic', 'safety', /(안전|위험)(해|하|한|하세|하신|할)|(지내는|있는|사는)\s?곳[^?]{0,6}(안전|괜찮)/, [
    '성폭력',
    '가정폭력',
  ]),
  q('topic', 'reportingIntent', /(경찰|112|신고)[^?]{0,8}(알렸|알리|연락|했|하셨|할|생각)/, [
    '성폭력',
    '가정폭력',
  ]),
  // --- Everyday forms of common history questions.
  q('symptom', 'gaitDisturbance', /(걸을|걸으실|걷|걸어)[^?]{0,10}(쏠|비틀|휘청|넘어질|중심|똑바로)/),
  q(
    'topic',
    'course',
    /(하루에|일주일에|한\s?달에|한\s?주에)\s?몇\s?번|얼마나\s?자주/,
    ['어지럼', '두통', '두근거림', '실신', '경련'],
    undefined,
    /술|담배|약|진통제|드세요|드시|먹/,
  ),
  q('topic', 'course', /계절|일\s?년\s?내내|사계절|환절기/, ['콧물/코막힘']),
  q(
    'topic',
    'sexual',
    /관계(를)?\s?(가진|가지|하신|했|갖|하셨|한\s?적|하시|하세)|(가진|가지신|하신|동의하고\s?(가진|한))\s?관계|성관계|콘돔/,
    undefined,
    undefined,
    // "성관계 후에 피가 난 적이 있나요?" asks postcoital bleeding; "삽입이 있었는지, 그 사람이 콘돔을
    // 썼는지" asks what happened in an assault.
    /관계\s?(후|할\s?때|도중|중|하고\s?나서)[^?]{0,10}(피|출혈|아프|아파|통증)|삽입|(그|그\s?사람|가해자|그\s?남자)(이|가)?\s?콘돔/,
  ),
  q('symptom', 'dysuria', /(소변|오줌)[^?]{0,10}(따끔|따갑|화끈|쓰라|찌릿)/),
  q('symptom', 'dysuria', /(볼|보실|누실|눌|눌\s?때)\s?때?[^?]{0,6}(따끔|따갑|화끈|쓰라|찌릿)/, [
    '배뇨이상',
    '붉은색 소변',
    '요실금',
    '다뇨',
    '핍뇨',
  ]),
  q(
    'symptom',
    'hesitancy',
    /(나오기까지|나올\s?때까지)[^?]{0,8}(오래|한참|시간)|힘(을)?\s?(줘야|주어야|줘서)/,
  ),
  q('symptom', 'weakStream', /(줄기|물줄기)(가|는)?\s?(약|가늘|시원)/),
  q('topic', 'occupation', /일할\s?때[^?]{0,10}(자세|어떤|주로|많이)|직업/),
  q(
    'topic',
    'recovery',
    /(깨고|깬\s?(뒤|후|다음)|정신\s?차리고|일어나고)\s?(나서|나니)?[^?]{0,10}(정신|또렷|멍|기억|괜찮)/,
  ),
  q('topic', 'fluidIntake', /물(은|을|도)?\s?잘\s?(드|먹|마)|(밥|식사)(이랑|하고|랑|과)\s?물/),
  // --- Hypertension, weakness and discharge questions in everyday words.
  q(
    'topic',
    'checkup',
    // Round 20: also without the word for what was said ("혈압 높다고 처음 들은게 언제에요?").
    /(높다는|높다고|이상하다는|이상하다고)\s?((얘기|말|소리)[^?]{0,12}|처음\s?)(들|언제|처음|어디)/,
  ),
  q(
    'topic',
    'weightChange',
    /살(이)?\s?(찌|쪘|빠|빠졌|붙)|몸무게(가|는)?\s?(늘|줄|변|어떻|어때)|체중(이|은)?\s?(늘|줄|변|어떻|어때)/,
  ),
  q(
    'topic',
    'character',
    /(힘이?\s?빠지|힘\s?없)[^?]{0,12}(저린|저려|저리)|(저린|저려|저리)[^?]{0,12}힘이?\s?빠/,
    ['근력/감각이상'],
    undefined,
    // Round 19: whether the limbs too are weak or numb ("팔다리도 힘빠지거나 저려요?") asks where, not which.
    /(팔다리|팔|다리|손|발)(도|에도)\s?[^?]{0,4}힘\s?빠지거나/,
  ),
  q('symptom', 'dysphagia', /(삼킬|삼키)[^?]{0,10}(사레|어렵|힘들|걸리|불편)|사레/),
  q('topic', 'environmentalExposure', /씻(을|으실|는|으세)\s?(때|방법)|세정|뒷물|비데/, ['질분비물']),
  q(
    'topic',
    'sexual',
    /(남자\s?친구|남편|파트너|상대방?|애인|여자\s?친구|아내)[^?]{0,8}(증상|분비물|가렵|아프|치료|검사)/,
    ['질분비물', '배뇨이상', '성폭력'],
  ),
  // --- A toddler's voiding, asked of the parent; substance misuse in plain words.
  q(
    'symptom',
    'dysuria',
    /(볼|쌀|눌|누실|보실)\s?때[^?]{0,8}(울|보채|아파해|찡그|힘들어)|기저귀[^?]{0,12}(울|보채|아파해)/,
  ),
  q('symptom', 'frequency', /기저귀(를|는)?\s?[^?]{0,8}(자주|몇\s?번|몇\s?개)/),
  q('topic', 'tolerance', /예전\s?양(으로는|으로|만으로는)|같은\s?양으로는/, [
    '물질오남용',
    '음주',
    '수면장애',
  ]),
  q(
    'topic',
    'craving',
    /(없으면|안\s?먹으면|못\s?먹으면|안\s?하면|못\s?하면)[^?]{0,10}(불안|못\s?참|참기|견디|힘들)|참기\s?(힘들|어렵)|간절/,
    ['물질오남용', '금연', '음주'],
  ),
  q(
    'topic',
    'readinessToChange',
    /(줄이|끊|그만)[가-힣]*\s?(는\s?거|는\s?것|기|는\s?걸)[^?]{0,8}(어떻게\s?생각|어떠|생각\s?있|해\s?볼)/,
    ['물질오남용', '금연', '음주'],
  ),
  // Round 21: also "친정 식구", "친척".
  q(
    'topic',
    'supportSystem',
    /(도와줄|도와주실|도움\s?줄|도움\s?주실)\s?(수\s?있는\s?)?(가족|사람|분|친구|친정|식구|친척|이웃)/,
  ),
  q('topic', 'vaccination', /수첩|접종\s?기록|몇\s?차(까지)?/),
  q('topic', 'onset', /갑자기[^?]{0,12}(서서히|천천히)|(서서히|천천히)[^?]{0,12}갑자기/),
  q(
    'topic',
    'character',
    /어떻게\s?(아프신지|아픈지|아파요|아프세요|아파)|아픈\s?느낌/,
    undefined,
    undefined,
    /오셨|왔|오게/,
  ),
  q(
    'topic',
    'stoolCharacter',
    /몇\s?번\s?(봐|보|가|싸|눠|누)|어떤\s?모양|모양(이|은)?\s?(어때|어떠|어떻)|물처럼|묽/,
    ['설사', '변비', '혈변'],
  ),
  // A sick child, asked of the parent: contacts, feeding and wet nappies, play.
  q(
    'topic',
    'sickContact',
    /(형제|어린이집|유치원|학교|반\s?친구|친구|같은\s?반)[^?]{0,12}(아픈|아파|비슷|감기|열\s?나|증상)/,
  ),
  q(
    'topic',
    'feeding',
    // Round 25: run on into the next question ("잘 먹고 소변은 잘 봐요?").
    /(밥|우유|분유|수유|젖|이유식)(은|을|는|도)?\s?(잘|얼마나|몇|평소)|잘\s?먹(어요|나요|니|어|고\s)/,
    ['발열', '성장/발달지연', '구토', '설사'],
  ),
  q(
    'topic',
    'urineVolume',
    /(소변|오줌|기저귀)[^?]{0,8}(평소만큼|평소처럼|양|젖)|(소변|오줌)(은|도)?\s?잘\s?(봐|보|누|싸)/,
  ),
  q('symptom', 'lethargy', /(잘|평소처럼|평소만큼)\s?놀|축\s?(처지|늘어)|처져|기운\s?없/),
  // Voiding in slang and at night; an earlier episode named; the sphincters after back pain.
  q('symptom', 'dysuria', /(쌀|눌)\s?때[^?]{0,6}(아파|아프|따가|따끔|화끈)/, [
    '배뇨이상',
    '붉은색 소변',
    '요실금',
    '다뇨',
  ]),
  q('symptom', 'nocturia', /밤에\s?[^?]{0,8}(몇\s?번|자주)\s?[^?]{0,4}(깨|일어나|화장실|소변)/, [
    '배뇨이상',
    '다뇨',
    '요실금',
  ]),
  q(
    'topic',
    'experience',
    /(전에|예전에|이전에)\s?[^?]{0,10}(걸린|앓은|있었던|했던|생긴)\s?적/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q(
    'symptom',
    'urinaryIncontinence',
    /(소변\s?대변|대소변|소변이나\s?대변|소변\s?볼\s?때나\s?대변)[^?]{0,6}(괜찮|문제|어때|어떠)/,
    ['허리통증', '목통증', '근력/감각이상'],
  ),
  // Radiation in ordinary words: "어깨나 팔 쪽으로 타고 가요?", "턱이나 등 쪽까지 같이 아파요?",
  // "다리로 저리게 내려가요?".
  q(
    'topic',
    'radiation',
    /(쪽|데|곳|까지)(으로|로)?\s?[^?]{0,8}(타고|뻗|퍼지|퍼져|번지|내려가|내려오|올라가)|(턱|등|어깨|어깻죽지|날개뼈|팔|다리|엉덩이|허벅지|종아리|목|옆구리|사타구니)(이나|나|하고|랑)?\s?(쪽|쪽으로|쪽까지|까지|으로|로)\s?[^?]{0,8}(같이\s?)?(아프|아파|저리|저려|땡기|땡겨|땡긴|당기|당겨|당긴|내려가|타고|울리|번지|번져|퍼지|퍼져|뻗)|radiat/i,
    undefined,
    undefined,
    /발진|물집|반점|두드러기|피부/,
  ),
  // Course as a comparison: "처음이랑 비교하면 지금은요?", "그때보다 지금이 더 심해요?", "better or worse?".
  q(
    'topic',
    'course',
    /(처음|시작|그때|어제|그제|아까|지난\s?주|며칠\s?전|초기|첫날)[가-힣]{0,6}(보다|이랑|랑|하고|과|와|에\s?비해|에\s?비하면)\s?[^?]{0,16}(어때|어떠|어떻|나아|나았|나빠|나쁘|심해|심하|좋아|좋|비교|괜찮|똑같|그대로|달라|변화|덜|더)|비교(하면|해서|했을|하시면|하면요)|better|worse|getting/i,
  ),
  // Round 12: drinking asked by the glass ("술은 자기 전에 한잔씩 해?", "술도 한두 잔씩 하세요?").
  q('topic', 'alcohol', /^술(은|도|을)?\s?[^?]{0,14}(한\s?잔|두\s?잔|한두\s?잔|잔씩)/),
  // Round 12: snoring and apnoea as others tell it ("코를 심하게 곤다거나 자다가 숨을 안 쉰다는 얘기 들은 적
  // 있으세요?", "자다가 숨 멈춘다는 소리 들어 보셨어요?").
  q(
    'symptom',
    'snoring',
    /코(를)?\s?([가-힣]{1,3}\s)?(골|곤|고는|고시|고세|고신)|코골|자다가\s?[^?]{0,6}숨(을|이)?\s?(안\s?쉬|안\s?쉰|멈|멎|막히|막혀|끊)/,
    undefined,
    undefined,
    // "남편분은 코를 고세요?" asks about someone else.
    new RegExp(`${RELATIVE.source}|남편|아내|부인|와이프|배우자`),
  ),
  // Round 12: light and noise intolerance in everyday words ("아플 때 불빛이나 소리가 거슬리세요?", "밝은
  // 데 가면 더 힘드세요?").
  q(
    'symptom',
    'photophobia',
    /(빛|불빛|햇빛|햇볕|형광등|조명|밝은\s?(곳|데)|소리|소음)[이가에은는도]?\s?[^?]{0,8}(거슬|예민|민감|눈부|싫|괴로|힘드|힘들|불편|짜증)/,
    ['두통', '어지럼'],
  ),
  // Sleep in ordinary words: "잠드는 데 어려움은요?", "밤에 잠은 어때요?", "자다가 자주 깨세요?".
  q(
    'topic',
    'sleep',
    /몇\s?시에\s?(자|주무|잠)|(자는|잠드는|주무시는)\s?시간|잠(은|이|을|도)?\s?(요|어때|어떠|어떻|잘|못|드는|들기|들|깨|설치|설쳐|설친|자|주무)|잠드(는|시는|실|시기|기)|자다가|잠자리|수면|불면|주무시|sleep/i,
    undefined,
    undefined,
    // "술 안 드신 날 잠을 못 주무시진 않아요?" asks withdrawal.
    /안\s?(드신|마신|피운|피우신|하신)|끊(으|고|은)|줄이(신|고)|참(으|을)/,
  ),
  // The sleep presentation's own character: falling asleep, waking in the night or too early.
  q(
    'topic',
    'character',
    /잠드(는|시는|실|시기|기)|잠(이|을)?\s?들기|자다가|(중간에|새벽에|일찍|자주)\s?깨/,
    ['수면장애'],
  ),
  // Stress in ordinary words: "요즘 힘든 일은 없으세요?", "마음 고생하시는 일 있어요?".
  q(
    'topic',
    'stress',
    // Round 26: also "마음 쓰이는 일은 없으세요?".
    /(힘든|괴로운|속상한|골치\s?아픈)\s?(일|부분|점)|마음\s?고생|마음(이)?\s?쓰이(는|시는)\s?(일|게|거)|고민(이|거리|되|하)|stress/i,
  ),
  // The patient's concerns: "가장 염려되시는 부분이 뭐예요?", "제일 마음에 걸리는 게 뭐예요?".
  q(
    'topic',
    'ideasConcerns',
    /염려|마음에\s?걸리|(제일|가장|특히|특별히)\s?[^?]{0,6}(걱정|신경\s?쓰이|불안)/,
  ),
  // An inhaler, a patch or an ointment is a medication: "흡입기 뭐 쓰세요?".
  q(
    'topic',
    'medication',
    /(흡입기|흡입제|인헤일러|inhaler|뿌리는\s?약|스프레이|패치|연고|안약|주사|인슐린)[^?]{0,12}(쓰|써|사용|뿌리|맞|바르|넣|이름|종류|뭐|무슨|어떤|있|요$)|(쓰시는|쓰는|사용하시는|사용하는)\s?(흡입기|흡입제|약|인헤일러)/i,

    undefined,
    undefined,
    // "독감이나 백일해 주사는 맞으셨어요?" asks a vaccination, not a medicine.
    /독감|백일해|풍진|파상풍|간염|예방|접종|백신|항체/,
  ),
  // What a discharge, sputum or stool looks like: "냉 색깔이랑 냄새는요?", "양은요?", "어떻게 생겼어요?".
  q(
    'topic',
    'character',
    /(색|색깔|빛깔|냄새|양|모양|농도|점도)(은|는|이|가|도|이랑|랑|하고|과|와)?\s?(요|어떠|어때|어떻|많|적|나|심|이상|누런|노랗|하얗|투명|진해|묽)|어떻게\s?생겼|(끈적|묽|덩어리|거품)/,
    undefined,
    /냉|분비물|가래|콧물|고름|진물/,
  ),
  // Paraphrases and ordinary forms of history questions.
  q('topic', 'experience', /^전에도\s?[^?]{0,14}(적|있|그랬|이런|그런)/),
  q(
    'topic',
    'pastMedical',
    /(치질|장염|아토피|천식|결핵|간염|담석|당뇨|고혈압|혈압)[^?]{0,8}(있었|있어|있으|앓|진단|걸린)/,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  q(
    'topic',
    'event',
    /(쓰러질|쓰러졌을|쓰러지실|정신(을)?\s?잃(을|었을)|기절할)\s?(때|당시)[^?]{0,12}(상황|뭐|무엇|어디|하고|하시|계셨|서\s?계|앉아)/,
  ),
  q('topic', 'severity', /어느\s?정도\s?(움직이|걸으|걸어|걸을)|계단|평지/, ['호흡곤란']),
  // Lead47: woken at night, asked in a breathlessness encounter ("밤에 자다가 깨요?"), is the nocturnal breathlessness.
  q('symptom', 'pnd', /자다(가)?\s?(깨|깬|깼|일어나)|밤에\s?[^?]{0,6}(깨|깬|깼)/, ['호흡곤란']),
  // Lead47: earlier attacks asked as the visits they took ("ER 온적이나 입원한적 있어요?", "응급실 온 적 있어요?").
  q(
    'topic',
    'experience',
    /(응급실|er|입원|중환자실|icu|삽관|intubation)[^?]{0,8}(온|왔|가신|간|한|하신|했|받은|받으신)\s?(적|경험)/i,
    ['호흡곤란', '가슴통증', '실신', '경련'],
  ),
  q(
    'topic',
    'witness',
    // Round 34: also from home or by the carer named ("집에서 보시기에 아버님이 전이랑 달라지신 건요?").
    /(가족|옆에서|주변|곁에서|집에서|집에선|보호자분이|아드님이|따님이|며느님이)[^?]{0,10}(보시기에|보기에|보신|보셨|본)[^?]{0,16}(달라|변화|변하|모습|어땠|어떠|이상)/,
  ),
  q('symptom', 'hearingLoss', /(귀|소리)[은는가를]?\s?(잘\s?)?(들으|들리|안\s?들|먹먹)/),
  q('topic', 'stoolCharacter', /(기저귀|대변|변|똥)[은는에이가]?\s?[^?]{0,8}(어땠|어때|어떠|젤리|묻었)/),
  q('topic', 'stoolCharacter', /몇\s?번[^?]{0,10}(물처럼|묽)|물처럼\s?(나와|나오|싸)/),
  q('topic', 'urination', /(소변|오줌)[은는을를]?\s?(잘|평소(처럼|만큼)?)\s?(봐|보|싸|누)/),
  q('topic', 'duration', /계속\s?(울|보채|아파해)|다가\s?(멀쩡|괜찮|조용)/),
  // Round 32: whether it is continuous or comes and goes ("피오줌 계속 나와요?", "매번 빨개요, 가끔 그래요?", "쭉 아팠어요?"),
  // where the checklist's course or duration item asks exactly that: said of the complaint itself ("술은 가끔 드세요?" and
  // "소변 볼 때마다 아파요?" ask other things).
  q(
    'topic',
    'course',
    /계속\s?(나와|나오|빨개|빨갛|붉|그래|그러)|(매번|가끔|간간이|간헐적으로|내내|줄곧|볼\s?때마다|보실\s?때마다)\s?[^?]{0,6}(빨개|빨갛|붉|피가|피\s|그래|그러|나와|나오|보여|비쳐)|쭉\s?(나와|빨개|그래|그랬)/,
    ['붉은색 소변'],
  ),
  q(
    'topic',
    'duration',
    /계속\s?(아파|아프|그래|그러)|(매번|가끔|간간이|간헐적으로|내내|줄곧)\s?[^?]{0,6}(아파|아프|아팠|그래|그러|그랬)|쭉\s?(아파|아프|아팠|그래|그랬)/,
    ['급성복통'],
  ),
  q('topic', 'stress', /신경\s?(쓰이|쓰는)|부담(되|스러|이\s?되)|스트레스|걱정거리/),
  q('symptom', 'backPain', /허리(는|가|도)?\s?(괜찮|아프|아파|어떠)/),
  q(
    'topic',
    'course',
    /(옮겨|번져)\s?(가|다니)|다른\s?(관절|마디)[^?]{0,8}(옮|늘)|(개수|관절)[^?]{0,6}늘어/,
    ['관절통증'],
  ),
  q('topic', 'experience', /(들떠|들뜬|기분이\s?너무\s?좋|잠을?\s?안\s?자도)/, [
    '기분변화',
    '불안',
    '수면장애',
  ]),
  q('topic', 'blackout', /기억(이|나)?\s?(안\s?나|끊|없)|필름/, ['음주', '물질오남용']),
  q(
    'topic',
    'readinessToChange',
    /(줄이|줄일|끊|그만)[가-힣]*\s?(실\s?)?(마음|맘|생각|의지)[^?]{0,10}(어느|얼마|몇)|(0|영)\s?(부터|에서)\s?10/,
    ['음주', '금연', '물질오남용'],
  ),
  q(
    'topic',
    'quitAttempts',
    /(끊으셨을|끊었을|끊어\s?보|줄여\s?보|끊으신|끊으셨)[^?]{0,24}(어떻게|방법|왜|이유|적|때)/,
    ['음주', '금연', '물질오남용'],
  ),
  q('topic', 'experience', /(전에|이전에|예전에)[^?]{0,10}(병원|신고|경찰)/, ['가정폭력', '성폭력']),
  q('topic', 'pregnancy', /(아기|임신|뱃속)[^?]{0,6}(몇\s?주|몇\s?개월)/),
  q('topic', 'menstrualPattern', /(평소|원래)\s?(생리|월경)[^?]{0,4}(비교|비해|랑|와)/),
  // Round 27: in a haematemesis the blood's colour asked with no stool named ("피 색깔이 빨간색이었어요?", "선홍색이었어요
  // 검붉었어요?") is what was vomited; the stool is asked by name ("변 색깔은 어때요?").
  q('topic', 'stoolColor', /피\s?(의\s?)?색깔|선홍|검붉/, ['혈변']),
  q('topic', 'stoolColor', /피\s?(의\s?)?색깔|선홍|검붉/, ['토혈'], undefined, /^(?![^?]*((?<!소)변|대변))/),
  q(
    'topic',
    'vomitus',
    /피\s?(의\s?)?(색깔|색)|선홍|검붉|빨간\s?(피|색)|새빨간/,
    ['토혈'],
    undefined,
    /(?<!소)변|대변/,
  ),
  q('topic', 'character', /컹컹|개\s?짖는|마른\s?기침|쇳소리/),
  q(
    'topic',
    'location',
    /(아픈|불편한)\s?(데|곳|부위)(가|는)?\s?[^?]{0,10}(하나|하나예요|어디)|다른\s?관절도/,
    undefined,
    undefined,
    /옮겨|늘어/,
  ),
  q(
    'topic',
    'onset',
    /언제(부터|쯤)?\s?[가-힣]{0,3}(생겼|생긴|시작|처음|났|나타|그러|아프|발견|아셨|알았|알게|느끼|느낀|보셨|봤|됐|되었|올라|돋|나왔|부었|붓기)/,
  ),
  q('topic', 'homeBloodPressure', /(집|가정|약국|보건소)[^?]{0,10}(재|측정|잰)/, ['고혈압']),
  q('topic', 'homeBloodPressure', /(집|가정|약국|보건소)[^?]{0,10}(재|측정|잰)/, undefined, /혈압/),
  q('topic', 'course', /(양|횟수|빈도)(이|가)?\s?[^?]{0,6}(늘|많아|잦아)/, ['음주', '물질오남용', '금연']),
  q(
    'topic',
    'withdrawal',
    /짜증|불면|잠(을|이)?\s?(못|안)|손(이)?\s?떨|식은땀|불안|초조/,
    ['금연', '음주', '물질오남용'],
    /(안\s?하|안\s?피우|안\s?마시|끊|줄이|줄였|참)/,
  ),
  q(
    'topic',
    'consequences',
    /(때문에|로\s?인해|하고\s?나서|(마시|드시|먹)고(\s?나서)?|(마시|드시)면)[^?]{0,20}(문제|사고|다치|다쳤|싸우|싸운|다툼|다투|넘어지|넘어져|경고|잘리|운전|실수|혼나|곤란|빠지|빠졌|빠진|결석|지각|못\s?가)/,
    ['음주', '물질오남용', '금연'],
  ),
  q(
    'topic',
    'duration',
    /계속\s?(그래|그러|아프|아파|두근|나|있|돼|되|이)|(얼마나|몇\s?(분|시간|초|일))\s?(지속|가요|가나|계속|동안|됐|되)|(시간|동안)[^?]{0,6}(얼마|몇)|얼마\s?동안|있다\s?없다|왔다\s?갔다/,
  ),
  q(
    'topic',
    'character',
    /어떤\s?느낌|(느낌|양상|모양)(이|은|는)?\s?(어떠|어때|어떻|이에요|인가요|이세요|예요)|모양(은|이)|(쓰린|더부룩한|찌르는|쥐어짜는|뻐근한|욱신|콕콕|화끈)[^?]{0,8}(느낌|아프|세요|가요|나요|이에요)|(물집|반점|두드러기)(이에요|인가요|예요)|(어떤|무슨)\s?(걸|것을|것|일을?)\s?(잊|깜빡)/,
  ),
  q(
    'topic',
    'character',
    /(전체|처음|끝|마지막)(이|가|만|에만)?\s?[^?]{0,6}(빨|붉|피)/,
    undefined,
    /소변|오줌/,
  ),
  q(
    'topic',
    'checkup',
    /(내시경|건강\s?검진|검진|ct|초음파|엑스레이|x-?ray|피검사|혈액\s?검사)[^?]{0,15}(받으|받아|받았|하셨|해\s?보|결과|찍으|찍어)/i,
  ),
  q(
    'topic',
    'dailyFunction',
    /(혼자|스스로)[^?]{0,20}(하시|하실|드시|보시|어떠|가능|괜찮|할\s?만)|(장\s?보|돈\s?(계산|관리)|요리|씻|옷\s?입|일상\s?생활|집안일|출근|운전)[^?]{0,14}(어떠|어때|괜찮|지장|하시|하실|가능|힘드)/,
  ),
  q('topic', 'mood', /우울(해|하|한)|기분(은|이|도)?\s?(좀\s?)?(어떠|어때|가라앉|처지|처져|쳐져|다운|꿀꿀)/),
  q('topic', 'fluidIntake', /물(은|을|도)?\s?(요\s?\??$|얼마|많이|충분|드셨|마셨|드세요|드시|마시)/),
  q(
    'topic',
    'foodHistory',
    /(드신|먹은|드셨던|먹었던)\s?[^?]{0,8}음식|음식(을|은)?\s?[^?]{0,6}(드셨|먹었|드신|먹은)|새로\s?[^?]{0,10}음식/,
  ),
  q(
    'topic',
    'environmentalExposure',
    /세제|화장품|비누|샴푸|로션|염색약|식물|꽃가루|먼지|곰팡이|반려\s?동물|강아지|고양이|애완/,
  ),
  q(
    'topic',
    'course',
    /퍼졌|퍼지|번졌|번지/,
    undefined,
    /발진|물집|반점|두드러기|피부|붉|빨간/,
    /뻗치|다른\s?(데|곳)으?로/,
  ),
  q(
    'topic',
    'pastMedical',
    /(결석|고혈압|당뇨|결핵|간염|담석|위궤양|천식|질환)\s?(이|은|는|도)?\s?(있었|있으세|있으셨|있나|있어|앓|진단|걸리|걸렸)/,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  q(
    'topic',
    'pastMedical',
    /(병|질환)(을|를|이)?\s?(앓|진단)|앓(은|으신|았던)\s?(적|병)|(있다는|이라는|라는)\s?(말|얘기|소리|진단)(을|를)?\s?(들|받)|진단(을)?\s?받(은|으신)\s?(적|병)/,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  // Round 21: also "집안 어른들 중에", "친척 중에".
  q(
    'topic',
    'family',
    /가족\s?(중|들\s?중|분들?\s?중)|집안에|집안\s?(어른|식구|사람|분)들?\s?(중|가운데)|친척\s?(중|분들?\s?중|들\s?중)|부모님\s?(중|께서|도)|형제\s?(중|분)/,
  ),
  q('topic', 'experience', /(전에도|예전에도|이전에도|과거에도|옛날에도)|(이번이|이게)\s?처음/),
  q(
    'topic',
    'event',
    /(기\s?전|직전)에?\s?[^?]{0,24}(있었|있으셨|했|하셨|드셨|먹었|기운|무리)/,
    undefined,
    undefined,
    // Round 23: "그 직전까지는 멀쩡하셨고요?" asks when the patient was last well (the onset), no preceding event.
    /(직전|전)까지/,
  ),
  q(
    'topic',
    'witness',
    /(모습|모양|상태)(이|가|은|는)?\s?어[땠떻]|어떻게\s?(떨|하|되)었|본\s?(사람|분)|목격|(경련|발작|쓰러지|쓰러질|쓰러졌)[^?]{0,10}(때|당시)[^?]{0,16}(모습|어땠|어떻|어떠)/,
  ),
  // Lead47: what the fit or the faint looked like, asked in plain words of a witness ("어떤 모양으로 했어요?", "그때 어떤
  // 모습이셨어요?", "눈은 어땠어요? 한쪽으로 돌아갔어요?", "입술은 파랬어요?"), where the complaint is such an event.
  q(
    'topic',
    'witness',
    /어떤\s?(모양|모습)|어떻게\s?떨|눈(은|이|동자)?\s?[^?]{0,6}(어땠|어떻|돌아|뒤집|치켜)|(입술|얼굴)\s?(색|빛)?(은|이)?\s?[^?]{0,6}(어땠|어떻|파랗|파랬|파래|하얗|하얬)|한쪽만\s?(떨|그러|그랬)?|양쪽\s?(다|모두)\s?(떨|그러|그랬)/,
    ['경련', '실신', '의식장애'],
  ),
  q(
    'topic',
    'recovery',
    /(멈추고|멈춘\s?(뒤|후|다음)|끝나고|끝난\s?(뒤|후))[^?]{0,16}(어땠|어떠|깨어|정신|돌아|괜찮)|(깨어나|정신이\s?(들|돌아)|의식이\s?(돌아|깨))/,
  ),
  q(
    'topic',
    'supportSystem',
    /(연락|의지|도움(을)?\s?(청|받)|기댈|털어놓)[^?]{0,12}(사람|분|곳|가족|친구)|(같이|함께)\s?오신\s?분|보호자(분)?(는|가|께서)?\s?(계|있|오)/,
  ),
  q(
    'topic',
    'drinkingPattern',
    /(누구|누구랑|누구와|어떤\s?이유|무슨\s?이유|왜|어떤\s?(때|상황)|주로\s?언제)[^?]{0,14}(드세요|드시|드셔|마시|마셔|술|먹어|먹)/,
    ['음주'],
  ),
  q(
    'topic',
    'triggers',
    /(언제|어떤\s?(때|상황)|무슨\s?(때|상황))[^?]{0,14}(담배|흡연|피우|생각이\s?나|당기)/,
  ),
  q(
    'topic',
    'course',
    /(요즘|지금|현재|최근)\s?(몸|속|증상|상태|컨디션)(은|이|는)?\s?(좀\s?)?(어떠|어때|괜찮)|최고\s?몇|오르락내리락|오르내리|(점점|갈수록)\s?(심해|나빠|좋아|나아|잦아)/,
  ),
  // How many times it came, of the complaint itself: vomiting, bleeding, fits or faints (lead47: "토하셨어요?" →
  // "몇번이나요" in a headache asks the vomiting, never how often the headache comes).
  q('topic', 'course', /(몇\s?번|몇\s?차례|횟수)[^?]{0,10}(토하|토했|피를|경련|발작|쓰러|기절)/, [
    '구토',
    '토혈',
    '혈변',
    '객혈',
    '경련',
    '실신',
    '의식장애',
    '설사',
    '어지럼',
  ]),
  q(
    'topic',
    'event',
    /(힘든|안\s?좋은|큰|특별한|스트레스\s?받는|속상한)\s?일(이|은|도)?\s?(있었|있으셨|있으세요|생기|있나)|계기|(경련|발작|증상|두통|통증|쓰러지기|[가-힣]+기)\s?(전|직전)에[^?]{0,24}(있었|있으셨|했|하셨|드셨|먹었|기운|무리)/,
  ),
  q(
    'topic',
    'withdrawal',
    /(짜증|불면|잠(을)?\s?못|손(이)?\s?떨|식은땀|불안|초조)[^?]{0,14}(있었|있으셨|생기|나타|힘드|없었)/,
    ['금연', '음주', '물질오남용'],
  ),
  q(
    'topic',
    'medication',
    /(먹는|드시는|복용\s?중인|드시고\s?계신|먹고\s?있는)\s?약|(약|영양제|엽산|비타민|한약)(은|는|이|도)?\s?요\s?\?|(약|영양제|엽산|비타민)[^?]{0,10}(드시|드세요|복용|먹)/,
  ),
  q('topic', 'stoolColor', /((?<!소)변|대변)(이나|하고|랑|이랑|과|은|는)?\s?(소변\s?)?색/),
  q('topic', 'violenceHistory', /(어떤|무슨)\s?(일|폭력|행동)|때리|맞으셨|폭력(을|이)?/, [
    '가정폭력',
    '성폭력',
  ]),
  q(
    'topic',
    'perpetrator',
    /누가\s?(그랬|그러|때리|때렸|다치게|괴롭|그런)|(가해자|때린\s?사람|그런\s?사람)(이|은|는)?\s?(누구|어떤)/,
  ),
  q(
    'topic',
    'alcohol',
    /(술|음주)(은|는|이나|나|도|하고|랑)?\s?[^?]{0,10}(하세요|하시|드세요|드시|마시|얼마|자주)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q(
    'topic',
    'smoking',
    /(담배|흡연)(은|는|이나|나|도|하고|랑)?\s?[^?]{0,10}(하세요|하시|피우|태우|얼마|몇)|(술|음주)(이나|하고|랑)\s?(담배|흡연)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q('symptom', 'hopelessness', /희망|나아질|앞날|미래가|절망/),
  q(
    'symptom',
    'weakness',
    /(팔다리|한쪽|손발|팔이나\s?다리|다리나\s?팔)[^?]{0,10}(힘|못\s?쓰|마비|안\s?움직|잘\s?못)/,
  ),
  q('symptom', 'blurredVision', /번쩍|흐려\s?보|흐릿|지그재그|뿌옇/),
  q('symptom', 'urinaryIncontinence', /(소변|대변|대소변)[^?]{0,10}(문제|조절|실수|지리|새|참기)/),
  // Round 25: after back pain, voiding and bowels asked whether they are all right ("소변이나 대변 보시는 건 괜찮으세요?").
  q(
    'symptom',
    'urinaryIncontinence',
    /(소변|대변|대소변)(이나|이랑|하고|과|와)?\s?(소변|대변)?\s?(보시는|보는|볼\s?때|보실\s?때)\s?(건|거|게|데|때)?\s?(는|은)?\s?(괜찮|문제|이상|불편|어떠)/,
    ['허리통증'],
  ),
  q('symptom', 'hemoptysis', /(가래|기침)[^?]{0,20}피|피(가)?\s?(섞|묻|비치)/, undefined, /가래|기침/),
  // --- Counselling questions in plain words (issue 17, third pass).
  // CAGE in the learner's words: annoyance at others' remarks, guilt, memory loss, tolerance.
  q(
    'topic',
    'cageAnnoyed',
    /(술|음주)[^?]{0,20}(짜증|화(가)?\s?나|기분\s?나쁘|언짢|서운)|(잔소리|나무라|뭐라고?\s?(하|해))[^?]{0,12}(짜증|화(가)?\s?나|기분|언짢)/,
    ['음주'],
  ),
  q('topic', 'cageGuilty', /자책|죄책감|(후회|미안|부끄)[가-힣]*\s?[^?]{0,6}(적|때|드|들|있)/, ['음주']),
  q('topic', 'blackout', /기억(이|나)?\s?(안\s?(날|났|난)|끊어|나지\s?않)/, ['음주', '물질오남용']),
  // Recent liver tests or a check-up ("최근 간 수치 검사 결과는 어떠셨어요?").
  q(
    'topic',
    'checkup',
    /(간\s?수치|간\s?기능|검진|피\s?검사|혈액\s?검사)[^?]{0,12}(결과|어떠|어땠|받|해\s?보|들으|나왔|이상|높|괜찮|검사\s?(한|했|하신|해\s?본))/,
    ['음주', '금연', '물질오남용'],
  ),
  q(
    'topic',
    'tolerance',
    /주량[^?]{0,6}(늘|세졌|많아|올라)|더\s?(마셔야|드셔야|먹어야|피워야|써야)\s?(취|효과|기분)/,
    ['음주', '물질오남용', '금연'],
  ),
  // The first cigarette of the day ("아침에 일어나서 언제 처음 피우세요?").
  q(
    'topic',
    'nicotineDependence',
    /(아침|일어나|기상)[^?]{0,14}(첫|처음|제일\s?먼저)[^?]{0,10}(담배|피우|피세요|피워|태우|대)|첫\s?(담배|대)[^?]{0,10}(언제|얼마|몇\s?분)/,
    ['금연'],
  ),
  q('topic', 'triggers', /(어떨|어떤)\s?(때|상황)[^?]{0,8}(피우|피세요|피워|태우|당기|생각)/, ['금연']),
  q(
    'topic',
    'withdrawal',
    /(끊었을|끊으셨을|줄였을|줄이셨을|안\s?피웠을|안\s?마셨을)\s?(때|땐)[^?]{0,14}(힘들|불편|어땠|어떠|증상|괴로)/,
    ['금연', '음주', '물질오남용'],
  ),
  // Who did it, and since when, in a violence presentation.
  q(
    'topic',
    'perpetrator',
    /누가\s?(이렇게|이랬|그렇게|저렇게)|(한|그런|때린|다치게\s?한)\s?(사람|분)(이|은|는)?\s?(누구|어떤)|누구(한테|에게)\s?(맞|당하)/,
    ['가정폭력', '성폭력'],
  ),
  q(
    'topic',
    'violenceHistory',
    /때렸|때려|맞았|맞으셨|맞고\s?(계|사)|폭행/,
    ['가정폭력', '성폭력'],
    undefined,
    // Round 23: "안 맞았던 약" is a drug that did not agree.
    /약|주사|음식|백신|접종/,
  ),
  // Round 21: other hurt places asked, also of a carer ("팔 말고 준우가 아파하는 데 또 있어요?").
  q(
    'topic',
    'location',
    /(아파하는|아파하시는|아프신|아픈|다친|다치신)\s?(데|곳|부위|군데)(가|는)?\s?(또|더)?\s?(있|없|어디)/,
    ['가정폭력', '성폭력'],
  ),
  // Round 21: economic abuse asked in plain words ("아드님이 연금을 가져가세요?").
  q(
    'topic',
    'violenceHistory',
    /(돈|연금|카드|통장|월급|용돈)(을|를|도)?\s?[^?]{0,10}(가져가|가져간|뺏|빼앗|달라고|내놓으라)/,
    ['가정폭력'],
  ),
  // Suicide risk: self-harm in plain words, someone to call.
  q('topic', 'suicideAttempt', /(스스로|일부러|직접)[^?]{0,10}(상처|다치|해치|긋|그으)/, [
    '자살',
    '기분변화',
    '물질오남용',
  ]),
  q('topic', 'supportSystem', /(전화할|연락할|부를|찾아갈)\s?(수\s?있는\s?)?(사람|분|친구|가족|데|곳)/),
  // Round 21: in the honorific and as help asked of someone ("힘드실 때 연락하실 데는 있으세요?", "도와 달라고 하실
  // 만한 친척분 계세요?").
  q(
    'topic',
    'supportSystem',
    /(전화하실|연락하실|부르실|찾아가실|기대실|기댈|의지하실|의지할)\s?(수\s?있는\s?)?(사람|분|친구|가족|데|곳)|(도와\s?달라고|도움(을)?\s?(청|요청))\s?(하실|할|말씀하실|말할)?\s?(만한|수\s?있는)\s?[^?]{0,14}(사람|분|친구|가족|친척|이웃|자녀|자식)/,
  ),
  // --- A child, asked of the parent: feeding amounts and weaning, milestones, birth, carers.
  q(
    'topic',
    'feeding',
    /이유식|몇\s?(ml|미리|cc|씨씨|밀리)|(한\s?번에|하루에)\s?[^?]{0,10}(먹어|먹나|먹니|먹이|먹여|먹고)|(분유|모유|젖)[^?]{0,10}(먹여|먹이|먹어|먹나|몇|얼마)/i,
    ['발열', '성장/발달지연', '구토', '설사', '예방접종'],
  ),
  q(
    'topic',
    'development',
    /목(을|은|도)?\s?가누|(엄마|아빠)[^?]{0,8}말|단어[^?]{0,8}(몇|말|해)|말(을|은|도)?\s?(몇|늦|잘\s?해|하나요|해요)|뒤집|기어\s?다|혼자\s?(앉|서|걷)|눈(을)?\s?(맞추|마주)|옹알이/,
    ['성장/발달지연', '예방접종'],
  ),
  q('topic', 'growth', /(몸무게|체중|키)[^?]{0,8}(늘|안\s?늘|잘\s?안|줄|빠|안\s?커|안\s?자라)/, [
    '성장/발달지연',
    '예방접종',
  ]),
  q('topic', 'birthHistory', /예정일|미숙아|이른둥이|일찍\s?(태어|낳)|조산|인큐베이터|만삭/),
  q('topic', 'living', /누가\s?(주로\s?)?(돌봐|봐요|보세요|봐\s?주|키워|데리고)/),
  q(
    'topic',
    'recovery',
    /(멈추고|멈춘\s?(뒤|후|다음)|끝나고|끝난\s?(뒤|후))[^?]{0,16}(알아보|알아봤|알아봐|울었|울어|반응)/,
  ),
  q('topic', 'family', /(엄마|아빠|부모님|형제|누나|형|언니|오빠)[^?]{0,14}(경련|뇌전증|간질|비슷한)/, [
    '경련',
    '성장/발달지연',
    '발열',
  ]),
  // A child's medicines asked of the parent ("요즘 먹인 약 있어요?").
  q(
    'topic',
    'medication',
    /(먹인|먹이는|먹이신|먹이고\s?있는|먹여\s?본)\s?약|약(은|을|이)?\s?[^?]{0,6}먹이(세요|시|고|나요|셨|었)/,
  ),
  // Past illness, hospital stays and operations in plain words ("태어나서 아팠던 적이나 수술한 적은요?").
  q(
    'topic',
    'pastMedical',
    /(크게\s?)?(아팠던|아프셨던|입원한|입원했던|입원하신|수술한|수술했던|수술하신|수술받은)\s?(적|일)/,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  // Concerns, allergy and immunity before a vaccination; a fever's peak and pattern; neck stiffness.
  q(
    'topic',
    'ideasConcerns',
    /(제일|가장|특히|뭐가|어떤\s?점이)\s?[^?]{0,4}(걸리|마음에\s?걸리|신경\s?쓰이|불안|염려)/,
  ),
  q('topic', 'ideasConcerns', /(때문에|얘기\s?때문에|소문|부작용)[^?]{0,8}(불안|걱정|망설|꺼려)/, [
    '예방접종',
  ]),
  q(
    'topic',
    'allergy',
    /(먹고|맞고|바르고|먹은\s?뒤|맞은\s?뒤)\s?(탈|두드러기|가려|부어|붓|알레르기)|(계란|달걀|젤라틴|땅콩|항생제)[^?]{0,10}(탈|문제|알레르기|두드러기)/,
  ),
  q(
    'topic',
    'pastMedical',
    /면역(이|력이|력)?\s?(약하|약한|약해|떨어|저하)/,
    ['예방접종'],
    undefined,
    RELATIVE,
  ),
  q(
    'topic',
    'course',
    /(제일|가장)\s?(높을|높았을|심할|심했을)\s?(때|땐)[^?]{0,8}(몇|얼마)|(떨어졌다|내렸다|내려갔다)\s?(올랐|오르|다시)|(올랐다|오르다)\s?(떨어|내려)/,
    ['발열'],
  ),
  q(
    'symptom',
    'neckStiffness',
    /고개(를)?\s?(숙이|숙일|앞으로)[^?]{0,10}(힘들|아파|불편|못)|목(이|을)?\s?(뻣뻣|못\s?숙)/,
  ),
  // Bad news: what the patient knows, how much they want to hear, daily life.
  q(
    'topic',
    'priorKnowledge',
    /(검사|결과)[^?]{0,12}(들으신|들은|아시는|알고\s?계신|생각하고\s?오)|어떤\s?결과일\s?(거|것)/,
    ['나쁜 소식 전하기'],
  ),
  q(
    'topic',
    'informationPreference',
    /(자세히|자세하게|어디까지|어느\s?정도까지|큰\s?줄기|중요한\s?(것|거)만|간단히)[^?]{0,10}(말씀드려도|설명드려도|들으셔도|알려\s?드려도|알고\s?싶|듣고\s?싶|들으실지|들으시겠|들으실\s?건지|원하세요|원하시)/,
    ['나쁜 소식 전하기'],
  ),
  q(
    'topic',
    'dailyFunction',
    /(식사|일|생활|집안일|일상)[^?]{0,8}(어떻게\s?하고|하고\s?지내|하실\s?만|잘\s?하고|어떻게\s?지내)/,
    ['나쁜 소식 전하기'],
  ),
  q('topic', 'triggers', /(언제|어떨\s?때|어떤\s?때)[^?]{0,8}(땡기|땡겨|당겨|댕기)/, ['금연']),
  q('topic', 'violenceHistory', /맞은\s?(건|게|거|적)|당한\s?(건|게|거|적)/, ['가정폭력', '성폭력']),
  q(
    'topic',
    'supportSystem',
    /(도움|도와\s?달라고)(을)?\s?(요청|부탁|청)할\s?(수\s?있는\s?)?(사람|분|친구|가족|데|곳)/,
  ),
  q(
    'topic',
    'living',
    /(아이|애|자녀)(들)?(은|는|이|가)?\s?(몇\s?명|몇\s?살|지금\s?누구|누가\s?돌|어디)|생활비|경제적으로|돈은\s?(어떻게|누가)/,
    ['가정폭력'],
  ),
  q(
    'topic',
    'suicidalIdeation',
    /(다\s?)?(놓고|놓아\s?버리고|내려놓고|포기하고|없어지고|끝내고|끝내\s?버리고)\s?싶|죽으면\s?(편하|낫)/,
  ),
  q('topic', 'protectiveFactors', /살아야(겠|할|하는)|버티게\s?(하|해|만드)|붙잡아|(살|버틸)\s?(이유|힘)/, [
    '자살',
    '기분변화',
  ]),
  q('topic', 'mood', /마음(은|이)?\s?(좀\s?)?(어떠|어때|괜찮)/),
  q('topic', 'feeding', /먹는\s?양|(먹다가|먹고\s?나서|먹으면)\s?[^?]{0,6}(토|게우)/, [
    '발열',
    '성장/발달지연',
    '구토',
    '설사',
    '예방접종',
  ]),
  // Telegraphic counselling questions ("술 줄여야겠다 생각한적", "왜 줄이고 싶으세요", "기분이나 잠은").
  q(
    'topic',
    'cageCutDown',
    /(줄여야|끊어야)\s?(겠|겠다|한다|될|된다|하나|할까)[^?]{0,10}(생각|느낀|느끼|싶)/,
    ['음주'],
  ),
  q(
    'topic',
    'withdrawal',
    /(안\s?마시면|안\s?피우면|끊으면|줄이면|안\s?쓰면)[^?]{0,10}(손\s?떨|땀|잠\s?안|잠이\s?안|불면|초조|짜증)/,
    ['금연', '음주', '물질오남용'],
  ),
  q(
    'topic',
    'motivation',
    /(왜|무슨\s?이유로|어떤\s?이유로)\s?[^?]{0,6}(줄이|끊|그만)[가-힣]*\s?싶|(줄이|끊)고\s?싶은\s?(이유|까닭)/,
    ['금연', '음주', '물질오남용'],
  ),
  // Round 12: the reason asked of a change imagined ("그래도 끊는다면 왜일까요?", "줄이신다면 뭐 때문일 것
  // 같으세요?").
  q(
    'topic',
    'motivation',
    /(끊|줄이|줄여|그만두|그만하|금연하|금주하)[가-힣]{0,3}(다면|는다면|신다면|으신다면|게\s?된다면|면)\s?[^?]{0,8}(왜|이유|무엇\s?때문|뭐\s?때문|무슨\s?때문|계기)/,
    ['금연', '음주', '물질오남용'],
  ),
  q('topic', 'mood', /기분(이나|이랑|하고|과)\s?(잠|수면)/),
  q('topic', 'sleep', /(이나|이랑|하고)\s?(잠|수면)(은|는)?\s?(요|어때|어떠)?\s*[?？]?$/),
  q(
    'topic',
    'pastMedical',
    /(안\s?좋다는|나쁘다는|높다는|낮다는|이상(이)?\s?있다는|병이라는|질환이라는)\s?(말|얘기|소리|진단)(을|를)?\s?(들|받)/,
    undefined,
    undefined,
    RELATIVE_OR_ACUTE,
  ),
  q('topic', 'safety', /(집에|집으로)\s?(가도|돌아가도|들어가도|가셔도|돌아가셔도)\s?[^?]{0,6}(안전|괜찮)/),
  q('topic', 'reportingIntent', /신고(할|하실)\s?(생각|마음|의향)/, ['가정폭력', '성폭력']),
  q(
    'topic',
    'priorKnowledge',
    /(왜|무슨\s?이유로)\s?[^?]{0,8}(받으셨|받게|하게\s?되)[^?]{0,6}(아세요|알고|아시)/,
    ['나쁜 소식 전하기'],
  ),
  q('topic', 'supportSystem', /(같이|함께)\s?온\s?(분|가족|사람)/),
  q('topic', 'recovery', /(멈추고|끝나고|멈춘\s?(뒤|후)|끝난\s?(뒤|후))[^?]{0,8}(깼|깨어|깨|돌아왔)/),
  // --- Fourth pass: paraphrases found by new examiner transcripts (whole classes, not sentences).
  // A pain scale given in words: "제일 아플 때를 10이라고 하면 지금은 몇 정도예요?".
  q(
    'topic',
    'severity',
    /(아플|심할|아팠을|심했을|아픈)\s?(때|거)(를|가|를요)?\s?(10|열|십)\s?(점)?[^?]{0,20}(몇|어느\s?정도|얼마)|(10|열|십)\s?(점)?(이라고|으로|을|를)?\s?(하면|치면|보면|놓고)[^?]{0,16}(몇|어느\s?정도|얼마)/,
  ),
  // Breathless at rest or only on effort: "가만히 있을 때도 숨이 차요, 아니면 움직일 때만요?".
  q('topic', 'severity', /(가만히|쉴\s?때|쉬고\s?있|쉬는\s?동안)[^?]{0,16}(숨|가빠|가쁘|헐떡|차요|차나)/, [
    '호흡곤란',
  ]),
  // Round 30: the level of activity that brings it on ("지금 말하는 것도 힘들어요?", "씻거나 옷 입을 때도 숨이 차세요?",
  // "걸을 때는요?" after a breathing question) grades how much exertion it takes: the severity.
  q('topic', 'severity', EXERTION_LEVEL, ['호흡곤란'], BREATH_HARD),
  // Lying flat: "누워 있을 때 더 힘들어해요?", "누우면 숨이 더 차요?" (not "가만히 누워 있을 때도").
  q(
    'symptom',
    'orthopnea',
    // Round 26: also the breath left unsaid ("누우면 더 차요?").
    /(누워\s?(있을|있으면|자면|잘)|누우면|눕히면|눕혀\s?놓으면)\s?(때)?[^?]{0,8}(더\s?)?(힘들|숨|답답|헐떡|가빠|가쁘|괴로|차요|차세요|차나요)/,
    ['호흡곤란'],
    undefined,
    /가만히|쉴\s?때|앉아\s?있을\s?때/,
  ),
  // Weight asked by how much it fell: "체중은 얼마나 빠졌어요?", "몸무게 몇 키로 줄었어요?".
  q(
    'symptom',
    'weightLoss',
    /(체중|몸무게|살)(은|이|가|도)?\s?[^?]{0,10}(빠졌|빠지|빠진|줄었|줄어|줄은|감소)/,
  ),
  // Tingling or weakness of a limb asked in plain words: "다리가 저릿하거나 힘이 없는 느낌은요?".
  q(
    'symptom',
    'numbness',
    /(다리|팔|발|손)[가-힣]{0,2}\s?[^?]{0,8}(저릿|저리|저려|찌릿|감각이?\s?(둔|없|이상))/,
  ),
  q(
    'symptom',
    'weakness',
    /(다리|팔|발|손)[가-힣]{0,2}\s?[^?]{0,16}힘(이|이\s?좀)?\s?(없|빠지|빠져|빠진|안\s?들)/,
  ),
  // Round 26: one side moved less ("한쪽 팔이나 다리를 덜 움직이진 않았어요?"); school or work missed for it ("아파서 회사
  // 못 간 날도 있어요?").
  q('symptom', 'weakness', /한\s?쪽\s?(팔|다리)[^?]{0,10}(덜|잘\s?못|못|안)\s?움직/),
  q(
    'topic',
    'dailyFunction',
    /(아파서|때문에)\s?[^?]{0,6}(학교|회사|직장|출근|수업)[^?]{0,4}(못\s?(간|가|나간|나가)|빠지|빠진|빠졌|빠지신)/,
  ),
  // A diagnosis heard ("천식이나 심장 문제 들은 적은요?", "당뇨 있다는 말 들으셨어요?").
  q(
    'topic',
    'pastMedical',
    /(천식|심장|당뇨|혈압|간|신장|콩팥|폐|갑상선|결핵|병|질환|문제)[^?]{0,10}(있다는\s?)?(말|얘기|소리|진단)?[을를은]?\s?(들은|들으신|들어\s?보신|들으셨|받은|받으신)\s?(적|거|것)?/,
    undefined,
    undefined,
    // Round 20: "혈압 높다고 처음 들은게 언제에요?" asks when the complaint was first found (the check-up).
    new RegExp(`${RELATIVE_OR_ACUTE.source}|처음\\s?(들은|들으신|들으셨)[^?]{0,8}(언제|어디)`),
  ),
  // Drugs named in English ("NSAIDs나 aspirin 드시는 거 있어요?").
  q(
    'topic',
    'medication',
    /(nsaid|aspirin|acetaminophen|tylenol|ibuprofen|naproxen|steroid|prednisolone|ppi|metformin|statin|warfarin|doac|insulin|ocp|hrt|ace\s?inhibitor|arb|beta\s?blocker)[^?]{0,16}(드시|드세|드셔|먹|복용|쓰|사용)/i,
  ),
  // Round 7: an infant's feeds, sick people at home, problems at birth ("분유는 뭘 먹이세요?", "집에 아픈
  // 식구는 없고요?", "태어날 때 문제 있었거나 아픈 데 있었어요?").
  q('topic', 'foodHistory', /(분유|이유식|모유|수유|젖)[^?]{0,10}(뭘|뭐|무엇|어떤|먹이|먹여|바꾼|바꿨|바꾸)/),
  q(
    'topic',
    'sickContact',
    /(집에|집에서|같이\s?(사는|먹은|드신)|요즘\s?주변)[^?]{0,12}(아픈|아프|비슷하게|토하|설사|기침|열\s?나|배탈|탈\s?(났|나))[^?]{0,4}(사람|분|식구|애|아이)?/,
    ['구토', '설사', '발열', '기침'],
  ),
  q(
    'topic',
    'pastMedical',
    /(태어날\s?때|출생\s?때|낳을\s?때|신생아\s?때|나서부터)[^?]{0,12}(문제|이상|아프|아픈|입원|병)/,
  ),
  // Round 7: the eye-opener in plain words ("다음 날 아침에 속 풀려고 또 마신 적은요?").
  q(
    'topic',
    'cageEyeOpener',
    /(아침|다음\s?날|일어나서|깨서|깨자마자)[^?]{0,14}(속\s?풀|해장|정신\s?차리|떨림\s?(멈|가라)|또\s?(마|드)|다시\s?(마|드)|한\s?잔)/,
    ['음주', '물질오남용'],
  ),
  // Round 7: a prenatal visit in messy words ("병원은 다니고 있어요? 검사한거 이상없었구?"), spotting and
  // the belly tightening ("피비침이나 배뭉치는거는").
  q(
    'topic',
    'prenatalCare',
    /병원(은|에|도)?\s?(다니|다녀|가\s?보|가\s?봤|가셨)|검사\s?(한|받은|하신|받으신)\s?(거|것|결과)[^?]{0,8}(이상|괜찮|어땠|어떻|뭐래)|산전\s?(진찰|검사)|초음파\s?(보|봤|받)/,
    ['산전진찰'],
  ),
  q('symptom', 'vaginalBleeding', /피\s?비침|피가?\s?비치|하혈|갈색\s?(피|냉|분비물)/),
  q('symptom', 'pelvicPain', /배(가)?\s?뭉치|배\s?뭉침|배(가)?\s?(단단|딱딱)해/, ['산전진찰']),
  // Round 7: where it hurt first and now ("처음 아팠던 데랑 지금 아픈 데가 같아요?").
  q(
    'topic',
    'location',
    /(처음|첨)[^?]{0,8}(아팠던|아프던|아픈)\s?(데|곳|부위|자리)|아픈\s?(데|곳|부위|자리)(가|는|이)?\s?[^?]{0,8}(같|달라|바뀌|옮|이동)/,
  ),
  // Round 7: tenderness asked while pressing is the sign examined ("오른쪽 아랫배 여기 누르면 아파요?",
  // "왼쪽 누를 때 오른쪽이 울려요?").
  {
    kind: 'manoeuvre',
    key: 'rovsingSign',
    re: /왼쪽[^?]{0,10}(누르|눌러|누를|눌렀)[^?]{0,12}오른쪽[^?]{0,8}(아프|아파|울려|울리|당기)/,
    only: ['급성복통'],
  },
  {
    kind: 'manoeuvre',
    key: 'mcburneyTenderness',
    re: /오른쪽\s?(아랫배|아래\s?배|하복부)[^?]{0,10}(누르|눌러|누를|눌렀)[^?]{0,8}(아프|아파)/,
    only: ['급성복통'],
  },
  // A scan or check-up had, asked without a question mark ("최근에 엑스레이 찍어 본 적").
  q(
    'topic',
    'checkup',
    /(엑스레이|x-?ray|ct|mri|내시경|검진|건강\s?검사|사진)[^?]{0,6}((찍어|찍으|받아|받으|해)\s?(보신|본|봤|보셨)|(찍은|받은|찍으신|받으신|하신)\s?(적|거|지))/i,
  ),
  // A named drug asked about in the past tense ("피임약은 언제부터 드셨어요?").
  q(
    'topic',
    'medication',
    /[가-힣]*약(은|을|도)?\s?[^?]{0,10}(드셨|드신|먹었|먹은|복용하셨|복용한)/,
    undefined,
    undefined,
    /[0-9]\s?주|치료|다녀/,
  ),
  // Round 6, new whole transcripts (paraphrases, run-on turns, messy typing). Blood coughed up: how
  // much and how often ("하루에 몇번정도? 양은 숟가락으로 치면"), mixed in sputum or blood alone.
  q(
    'topic',
    'course',
    /(하루에|몇\s?번|횟수|얼마나\s?자주)[^?]{0,10}(나와|나오|뱉|정도|번)|(양|피)(은|이|는)?\s?[^?]{0,10}(숟가락|스푼|컵|얼마나\s?(나와|나오|많))|숟가락|한\s?컵/,
    ['객혈'],
  ),
  q(
    'topic',
    'character',
    /(가래|침)(에|랑|와|하고|에만)?\s?(피가?\s?)?(섞여|섞인|섞이|묻어)|피만|피\s?덩어리|선홍|검붉/,
    ['객혈'],
  ),
  // TB in English or abbreviated: "주위에 TB 환자 있어요?", "결핵 걸린 사람이랑 접촉한 적". Round 36: the patient's own TB
  // ("결핵 앓으신 적 있어요?", "결핵 걸리셨던 적은요?") is past history, no contact: a person must have it.
  q(
    'topic',
    'sickContact',
    /(결핵|tb|티비)\s?(환자|(앓|걸린|걸렸)[가-힣]{0,3}\s?(사람|분|환자|식구|가족)|있는\s?사람|있는\s?분)|(주변|주위|가족|식구|집에|같이\s?사는)[^?]{0,10}(결핵|tb|티비)\s?(앓|걸린|걸렸|있)|(결핵|tb|티비)[^?]{0,12}(접촉|만난|만나|같이\s?(지내|살|일))/i,
  ),
  // A limb used less after the seizure is weakness: "한쪽 팔이나 다리를 덜 쓰는 것 같진 않아요?".
  q(
    'symptom',
    'weakness',
    /한쪽\s?(팔|다리|손|발)[^?]{0,14}(덜\s?쓰|못\s?쓰|안\s?쓰|힘(이)?\s?(빠|없)|축\s?늘어|안\s?움직|잘\s?못\s?움직)/,
  ),
  // Sleep in a run-on turn: "잠은 푹 잤고요?", "요즘 잠 충분히 자요?".
  q('topic', 'sleep', /잠(은|을|도|이)?\s?(푹|잘|충분히|제대로|모자라|부족)\s?[^?]{0,4}(잤|자|주무|잡니|잔)/),
  // Relatives by the household's words: "엄마 아빠 쪽 식구 중에 … 있는 사람 있어요?".
  q(
    'topic',
    'family',
    /(엄마|아빠|식구|친가|외가|양가)[^?]{0,12}(쪽|중에|중)\s?[^?]{0,36}(있어요|있나요|있으세요|계세요|계신가요|있는\s?사람|있는\s?분|있었어요)/,
  ),
  // A breast lump's change with the cycle is its course there: "생리 전후로 크기나 아픈 정도가 달라지나요?".
  q(
    'topic',
    'course',
    /(생리|월경)\s?(전후|전|후|때|주기)[^?]{0,16}(크기|아픈|통증|달라|변하|변해|커지|커져|심해)/,
    ['유방덩이/통증'],
  ),
  // Pain at the lump: "그 부위가 아프거나 쑤시진 않으세요?".
  q(
    'symptom',
    'breastPain',
    /(그\s?부위|거기|멍울|혹|가슴|유방)(가|이|은|는|도)?\s?[^?]{0,6}(아프|아픈|아파|쑤시|욱신|통증|찌릿)/,
    ['유방덩이/통증'],
  ),
  // An earlier disease asked by its treatment: "예전에 가슴에 혹이나 염증 같은 걸로 치료받으신 적은요?".
  q(
    'topic',
    'pastMedical',
    /(예전|전에|이전|과거)[^?]{0,24}(걸로|으로|로)\s?(치료|진단|수술)\s?(받|하)[가-힣]*\s?적/,
    undefined,
    undefined,
    RELATIVE,
  ),
  // Counselling in everyday words: what was hard when quitting, the reason now, when the urge comes.
  q(
    'topic',
    'withdrawal',
    /(참느라|참으시느라|끊었을\s?때|끊으셨을\s?때|끊고\s?나서|안\s?피우(니까|시니까|는\s?동안|실\s?때|셨을\s?때)|안\s?(필|피울|핀|마실|마셨을|드실|드셨을)\s?(때|동안))[^?]{0,16}(힘들|힘드|달라|괴로|어려|어떻던|어땠|어떠셨|어떠시)|몸이나\s?기분이?\s?[^?]{0,8}(달라|변하|변했)/,
    undefined,
    /담배|끊|금연|술|금주|참|피우|안\s?(필|피울|핀|마실|드실)\s?(때|동안)/,
  ),
  // A baby's pain by how it is shown: "다리를 배 쪽으로 끌어당기면서 울어요?".
  q(
    'topic',
    'character',
    /(다리|무릎)(를|을)?\s?[^?]{0,10}(끌어당|당기|오므|구부|웅크)[^?]{0,10}(울|보채|자지러|몸부림)/,
    ['급성복통'],
  ),
  // Blood in what is coughed up, asked on its own in a cough: "피섞여나오는건?".
  q('symptom', 'hemoptysis', /피\s?(가|도)?\s?(섞여|섞인|섞이|묻어|비쳐|비치)/, ['기침', '객혈']),
  // Pain jolted by walking or coughing: "걷거나 기침할 때 더 울려요?".
  q(
    'topic',
    'aggravating',
    /(걷|걸을|움직|기침|뛰|차\s?타|덜컹|점프)[가-힣]*\s?(때|면)\s?[^?]{0,6}(울려|울리|더\s?아파|더\s?아프|더\s?심해|땡겨|당겨)/,
  ),
  // Round 11: a drink or a cigarette named as the situation a complaint follows ("주로 언제 와요? 커피
  // 마시거나 술 먹은 다음은요?") asks what brings it on.
  q(
    'topic',
    'aggravating',
    /(커피|술|카페인|에너지\s?음료|담배)[^?]{0,10}(마시|마신|마실|먹은|먹고|드신|드시고|드실|피우|피운|핀)[가-힣]*\s?(다음|뒤|후|때|면|나서)/,
    undefined,
    undefined,
    /기억|필름|해장|얼마나|몇\s?(잔|병|번|개비)/,
  ),
  // "자주 가요? 참기 힘들어요?" in a voiding complaint: frequency and urgency.
  q('symptom', 'frequency', /^(화장실\s?)?자주\s?(가요|가세요|가시|보세요|봐요|가나요)/, [
    '배뇨이상',
    '요실금',
  ]),
  q('symptom', 'urgency', /참기\s?(힘들|어려|힘드)|못\s?참/, ['배뇨이상', '요실금']),
  // A face's palsy in plain words: "얼굴 한쪽이 처졌어요?", "물 마실 때 흘리고?", "눈이 잘 안 감겨요?".
  q(
    'symptom',
    'facialWeakness',
    /얼굴(이|은)?\s?(한쪽|반쪽|한\s?쪽)?(이|은)?\s?[^?]{0,6}(처지|처졌|처져|비뚤|돌아가|돌아갔|마비|안\s?움직|굳)|(물|음식|침)[^?]{0,10}(흘리|흘려|새요|새나)|눈(이)?\s?(잘\s?)?(안|못)\s?감|입(이|꼬리가)?\s?(돌아|비뚤|처지|처졌)/,
  ),
  // Waking in the night, interest lost, places avoided: "밤에 자다 자주 깨세요?", "재미있던 일도 재미가
  // 없어요?", "불안해서 피하게 되는 곳 있어요?".
  q('topic', 'sleep', /자다(가)?\s?[^?]{0,6}깨|잠(이|을|도)?\s?[^?]{0,6}(자주\s?)?깨(세요|요|나요|시|서|셔)/),
  q(
    'topic',
    'mood',
    /재미(가|도)?\s?(없|안\s?나)|흥미(가|를|도)?\s?[^?]{0,4}(없|잃|떨어|줄)|즐겁지\s?(않|가)/,
  ),
  q(
    'topic',
    'dailyFunction',
    /피하게\s?되|(불안|무서|걱정)[가-힣]*\s?[^?]{0,8}(피하|안\s?가|못\s?가)[가-힣]*\s?[^?]{0,6}(곳|상황|장소|일|데)/,
  ),
  // A disease told at a check-up: "검사에서 이상 있다고 들은 적 있어요?".
  q(
    'topic',
    'pastMedical',
    /(검사|검진)(에서|때|하고)\s?[^?]{0,10}(이상|문제|병)[가-힣]*\s?[^?]{0,6}(있다고|들은|들으|나온|나왔)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q(
    'topic',
    'motivation',
    /(계기|이유|동기)[^?]{0,16}(끊|줄이|마음먹|결심)|(끊|줄이)[가-힣]*\s?[^?]{0,6}(마음\s?먹|결심)/,
  ),
  // What came up: "뭐가 나왔어요? 음식물이에요, 아니면 노랗거나 초록색 물이에요?".
  q(
    'topic',
    'vomitus',
    /음식물|노랗|노란\s?물|초록|녹색|쓴\s?물|쓸개|커피\s?(색|찌꺼기)|(뭐가|무엇이|어떤\s?게)\s?(나왔|나와|나오|올라)/,
    ['구토', '토혈'],
  ),
  q(
    'topic',
    'triggers',
    /(언제|어떤\s?때|어떨\s?때|어떤\s?상황)[^?]{0,10}(담배|술)\s?(생각|땡기|당기|피우고\s?싶|마시고\s?싶)/,
  ),
  // --- Round 8 (new tuning transcripts, 2026-12-05).
  // "대변 보는 건 어때요", "변은 어떠세요?", "화장실은 잘 가세요?": a general stool question asks the bowel habit.
  q(
    'topic',
    'bowelHabit',
    /((?<!소)변|대변|화장실)(은|는)?\s?(보는|보시는|가는|가시는)?\s?(건|거|것은|게)?\s?(어때|어떠|괜찮|잘\s?(보|가))/,
  ),
  // How it started, in a substance interview: "처음에 어쩌다 먹게 됐어?", "첨에 왜 하게 됐어요?".
  q(
    'topic',
    'event',
    /(처음|첨)(에|엔)?\s?[^?]{0,6}(어쩌다|어떻게|왜|무슨\s?일로|계기)[^?]{0,10}(하게|먹게|쓰게|피우게|마시게|손\s?대게|시작)/,
    ['물질오남용', '음주', '금연'],
  ),
  // The same dose with less effect, or more for the same: "같은 양 먹으면 느낌이 덜 와?", "전보다 많이 먹어야
  // 느낌 와요?", "같은 효과 보려면 더 먹어야 돼?".
  q(
    'topic',
    'tolerance',
    /(같은|똑같은)\s?양[^?]{0,12}(덜|약해|안\s?와|안\s?들|안\s?듣|느낌|효과)|(더|많이)\s?[^?]{0,6}(먹어야|해야|써야|피워야|마셔야)[^?]{0,8}(느낌|효과|기분|취해|취하|들어)|(같은|똑같은)\s?(효과|느낌|기분)[^?]{0,10}(더|많이|늘)/,
    ['물질오남용', '음주'],
  ),
  // The dose raised: "양을 늘리셨어요?", "용량 올렸어?".
  q('topic', 'tolerance', /(양|용량|횟수)(을|를)?\s?(좀\s?)?(늘리|늘렸|늘려|올리|올렸|올려)/, [
    '물질오남용',
    '음주',
  ]),
  // "안 먹으면 어때?": what happens without it is withdrawal.
  q(
    'topic',
    'withdrawal',
    /(안\s?먹으면|못\s?먹으면|안\s?드시면|안\s?쓰면|안\s?하면|끊으면|줄이면|떨어지면|떨어졌을\s?때|다\s?쓰면|못\s?구하면)[^?]{0,10}(어때|어떠|몸|힘들|잠|짜증|불안|떨리)/,
    ['물질오남용', '음주', '금연'],
  ),
  // "못 참을 만큼 먹고 싶을 때 있어?": an urge hard to resist.
  q(
    'topic',
    'craving',
    /(못\s?참을|참을\s?수\s?없을|참기\s?힘들|참기\s?어려울)\s?(만큼|정도로?)|(하고|먹고|쓰고|피우고|마시고)\s?싶(은|을)\s?(때|마음|생각)[^?]{0,6}(참|못|강하|자주)/,
    ['물질오남용', '음주', '금연'],
  ),
  // Fluid leaking in pregnancy: "속옷이 젖을 만큼 물 같은 게 흐른 적은요?".
  q(
    'symptom',
    'vaginalDischarge',
    /(물|양수)\s?(같은\s?(게|거|것)|이)[^?]{0,8}(흐르|흘러|흐른|새|샌|나오|나온|비치)|속옷(이)?\s?[^?]{0,6}(젖|축축)/,
    ['산전진찰'],
  ),
  // Vaccines named: "독감이나 백일해 주사는 맞으셨어요?", "풍진 항체 있으세요?".
  q(
    'topic',
    'vaccination',
    /(독감|백일해|풍진|파상풍|간염|대상포진|폐렴구균|코로나|예방)\s?(이나|이랑|랑|하고|도)?\s?[^?]{0,10}(주사|접종|백신|항체)/,
  ),
  // "어디가 제일 불편하세요? 명치요, 배 전체요?": where, asked beyond the opening.
  q(
    'topic',
    'location',
    /어디(가|이)?\s?(제일|가장|젤|주로|특히)\s?(불편|아프|아파)|(명치|윗배|아랫배|옆구리|배\s?전체)(요|예요|이에요|인가요)?\s?[,，?？]/,
  ),
  // Hurt in the event: "경련하면서 어디 다치진 않았고요?", "넘어지면서 머리 부딪히진 않았어요?".
  q(
    'topic',
    'trauma',
    /(어디|머리|몸|다른\s?데)\s?(좀\s?)?(다치|다쳤|부딪|찧)[가-힣]*|(다치|부딪히|부딪치)(진|지는|지\s?않|신\s?(데|곳))/,
  ),
  // An illness named with "얘기 들으신 적": "암이나 뼈가 약하다는 얘기 들으신 적 있어요?".
  q(
    'topic',
    'pastMedical',
    /((^|\s)암|골다공증|뼈가?\s?약|결핵|간염|갑상선|콩팥|신장)[^?]{0,14}(얘기|진단|들으|들은|앓|있으세|있었)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  // Milestones in a caregiver's words: "걷고 말하는 건 다른 애들이랑 비슷하게 했어요?".
  q(
    'topic',
    'development',
    /(걷|걸|말하|뛰|기어\s?다니)(고|는\s?(건|거|것)|기)[^?]{0,16}(또래|다른\s?(애|아이|친구)|비슷|늦|빨|언제|몇\s?(개월|살))/,
    ['성장/발달지연'],
  ),
  // An elliptical follow-up on swallowing: "살 빠지셨어요? 삼킬 때는요?".
  q('symptom', 'dysphagia', /(삼킬|삼키실|넘길|넘기실)\s?(때|때는|때도)(요|는요)?\s*[?？]?$/),
  // Round 9: what is taken, asked by its kind and amount ("다이어트약 먹는거 뭐에요 하루 몇알씩 언제부터").
  q(
    'topic',
    'substanceUse',
    /(약|약물|수면제|진통제|식욕\s?억제제|마약|대마|필로폰|주사)[^?]{0,12}(뭐|무슨|어떤|몇\s?(알|개|정|번)|얼마나)/,
    ['물질오남용'],
  ),
  // "가만히 누워 있으면요?": what happens at rest asks what relieves it.
  q('topic', 'relieving', /가만히\s?(있|누워|누우|앉아|계시)[^?]{0,8}(으면|면)(요|은요|는요)?\s*[?？]?$/),
  // Round 9: voiding asked in a messy follow-up. A burning asked after a question about passing urine
  // ("소변볼때 어디가 어떻게 불편해요" then "따갑거나 화끈거려요?") is dysuria; blood that comes with it
  // ("피섞여나오는건") is haematuria in a voiding complaint.
  q(
    'topic',
    'urination',
    /(소변|오줌)\s?(볼|보실|누실|눌)\s?때\s?[^?]{0,8}(어디가|어떻게|어떤\s?(게|점)|뭐가|무엇이)\s?[^?]{0,4}(불편|아프|이상|힘들)/,
  ),
  // Round 14: the urine described on several counts at once ("소변 색깔이나 냄새, 자주 마려운 건요?") asks how
  // voiding is (배뇨 양상), not the colour alone.
  q(
    'topic',
    'urination',
    /(소변|오줌)\s?[^?]{0,4}(색|색깔|냄새|거품|양)[^?]{0,14}(자주|마렵|마려운|횟수|줄기|시원|냄새|거품|색)/,
  ),
  q('symptom', 'dysuria', /(따갑|따가|화끈|쓰라|쓰리|찌릿)/, undefined, /소변|오줌|요도/),
  q('symptom', 'hematuria', /피\s?(가\s?)?(섞|비치|비쳐|나오|나와)/, ['배뇨이상', '다뇨', '혈뇨']),
  // In a polyuria interview: "하루에 몇 번, 한 번에 양은요?", "밤에는요?", and "살은요?" anywhere.
  // Round 25: what the doctor said of a result the patient named ("간 수치가 높게 나왔다고 하셨는데, 그때 의사 선생님이
  // 뭐라고 하셨어요?").
  q(
    'topic',
    'checkup',
    /(그때|거기서|검진|검사|결과)\s?[^?]{0,6}(의사|선생님)[^?]{0,10}(뭐라고|머라고|어떻다고|어떻게)\s?(하셨|하던|그러셨|설명|말씀)/,
    ['음주', '금연', '물질오남용'],
  ),
  // Round 29: a seizure's provoking factor asked of the time before it ("경련 전날 잠은 잘 주무셨어요?", "그 전에 열이
  // 올랐어요?", "발작 직전에 술 드셨어요?"): the preceding event ("발작 전 수면 부족, 음주, 약 중단, 열 등").
  q('topic', 'event', SEIZURE_PROVOKER, ['경련']),
  // Round 29: what was felt just before the seizure ("그러기 직전에 이상한 냄새가 나거나 속이 울렁거린 느낌은요?"): the aura.
  q(
    'topic',
    'prodrome',
    /(그러기|그러시기|경련|발작|쓰러지|쓰러지시|떨)[가-힣]{0,3}\s?(직전|바로\s?전|전)(에|에는|엔)?\s?[^?？]{0,14}(냄새|울렁|메스|느낌|눈앞|이상한|번쩍|가슴이\s?답답)/,
    ['경련'],
  ),
  // Round 29: since what it began ("기분이 처진 게 무슨 일 있고 나서부터예요?", "아픈 건 뭐 드시고 난 뒤부터예요?"): the onset.
  q(
    'topic',
    'onset',
    /(게|건|거|것이|것은)\s?[^?？]{0,18}(고\s?나서|고\s?난\s?(뒤|후|다음)|신\s?(뒤|후)|은\s?(뒤|후)|난\s?(뒤|후))\s?부터\s?(예요|에요|인가요|이에요|였어요|였나요|이었어요|야|죠|인\s?거|그래|그랬|그러)/,
  ),
  // Round 29: in a dysmenorrhoea, the pain asked against the period ("생리 시작하기 전부터 아파요, 시작하고 나서
  // 아파요?", "생리 끝나고도 아파요?") or the days one bout lasts ("한 번 아프면 며칠 가요?"): "월경 시작 전후 언제 아프고 며칠
  // 지속되는지".
  q(
    'topic',
    'duration',
    /(생리|월경)\s?[^?？]{0,8}(전|전날|시작하고|시작하면|하는\s?(중|동안)|중|끝나고|끝난\s?뒤|끝나도)[^?？]{0,10}(아파|아프|아픈|통증)|한\s?번\s?[^?？]{0,4}(아프면|시작하면|그러면|아플\s?때)\s?[^?？]{0,6}(며칠|몇\s?일|얼마나)/,
    ['월경통'],
  ),
  q('topic', 'urineVolume', /(하루에?|한\s?번에)\s?[^?]{0,4}(몇\s?번|양)/, ['다뇨']),
  q('symptom', 'nocturia', /^밤(에|엔)(는|도)?(요)?\s*[?？]?$|밤에\s?(몇\s?번|깨|자다)/, [
    '다뇨',
    '배뇨이상',
  ]),
  q('symptom', 'weightLoss', /^(살|몸무게|체중)(은|이|는)?(요)?\s*[?？]$/),
  // A list of illnesses that opens the question ("당뇨나 콩팥 병, 아니면 정신과 치료받으신 적 있으세요?").
  q(
    'topic',
    'pastMedical',
    /^(당뇨|고혈압|혈압|콩팥|신장|갑상선|심장|간\s?질환)[^?]{0,40}(있으세|있으신|있었|앓|진단|치료\s?받)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  // A drug allergy asked by what it did ("약 드시고 두드러기 나거나 한 적 있으세요?").
  q(
    'topic',
    'allergy',
    /(약|음식|주사|항생제|진통제)[^?]{0,8}(드시고|먹고|맞고|드신\s?뒤|먹은\s?뒤)[^?]{0,6}(두드러기|가렵|가려|부었|붓|발진|숨\s?막|숨이\s?막)/,
  ),
  // A quality offered as a choice in messy typing ("찌릿해요 묵직해요?").
  q(
    'topic',
    'character',
    /(찌릿|묵직|뻐근|욱신|쑤시|콕콕|쥐어짜|저릿|화끈|뻑뻑)[가-힣]*\s?[,，]?\s?(아니면\s?|아님\s?)?(찌릿|묵직|뻐근|욱신|쑤시|콕콕|쥐어짜|저릿|화끈|뻑뻑)/,
  ),
  // Round 9: a quit attempt in everyday words ("예전에 담배 안 피우고 버텨 보신 적 있어요?", "그때 왜
  // 다시 피우게 되셨어요?").
  q(
    'topic',
    'quitAttempts',
    /(안\s?피우|안\s?마시|안\s?하|안\s?드시|끊고|참고)[가-힣]*\s?(버텨|버티|견뎌|견디|지내|참아)\s?(보|본|봤|보셨|신|셨)|다시\s?(피우|피시|마시|드시|하)[가-힣]*\s?(게|시게)\s?(되|된|됐)/,
    ['금연', '음주', '물질오남용'],
  ),
  // --- Round 17: counselling history in the learner's own words (sentences of our own in round17.test.ts).
  // What was taken, asked by its kind with a past or plain verb ("무슨 약 했어?", "뭐 약 같은 거 해요?"), or the
  // substance named with how much or since when ("휘핑가스는 얼마나, 언제부터 하셨어요?", "하루에 몇 개씩 하세요?").
  q(
    'topic',
    'substanceUse',
    /(뭐|머|무슨|어떤)\s?(약|약물)\s?(같은\s?(거|것|걸|게))?\s?(을|를)?\s?(했|햇|해|하셨|하세|하시|써|썼|쓰|드셨|드시|맞|먹)|(가스|풍선|아산화질소|필로폰|히로뽕|아이스|대마|마약|약물|패치|수면제|진통제|본드|졸피뎀|스테로이드)(는|은|를|을)?\s?[^?]{0,8}(얼마나|언제부터|몇\s?(개|번|알|통|박스|장|캔))[^?]{0,14}(하|했|해|쓰|썼|드시|드셨|피우|피셨|맞|흡입|마시|사용)/,
    ['물질오남용'],
  ),
  // The same use no longer doing as much ("똑같이 해도 예전만큼 효과 안 나?").
  q(
    'topic',
    'tolerance',
    /(똑같이|똑같은\s?양|같은\s?양|예전만큼|전만큼)[^?]{0,14}(효과|느낌|기분)(이|가|는)?\s?(안\s?(나|와|들|오)|덜|약해|없)/,
    ['물질오남용', '음주'],
  ),
  // An urge that cannot be held back, said with "싶어서" ("하고 싶어서 못 참겠을 때가 있어?").
  q(
    'topic',
    'craving',
    /(하고|쓰고|먹고|피우고|마시고|하구)\s?싶어(서|서요)?\s?[^?]{0,6}(못\s?참|참기|참을|견디)|못\s?참겠/,
    ['물질오남용', '금연', '음주'],
  ),
  // Others' remarks about the drinking heard with displeasure ("아드님이 술 얘기 꺼내면 듣기 싫으세요?").
  q(
    'topic',
    'cageAnnoyed',
    /(술|음주)\s?[^?]{0,4}(얘기|이야기|잔소리|말씀|소리)[^?]{0,16}(듣기\s?싫|듣기\s?거북|귀찮|싫으|싫을|거슬)/,
    ['음주'],
  ),
  // Going without it for a while ("며칠 못 드시면 손이 떨리거나 땀이 나요?", "하루 이틀 못 마시면 잠이 안 와요?").
  q(
    'topic',
    'withdrawal',
    /(못\s?(드시|마시|하|피우|쓰)|안\s?(마시|피우|드시)|끊으시|줄이시)[가-힣]{0,2}면\s?[^?]{0,12}(떨리|떨려|떨림|땀|잠이?\s?안|잠을?\s?못|불안|초조|짜증|어때|어떠|몸)/,
    ['물질오남용', '음주', '금연'],
  ),
  // Bad news: the present state asked by the body ("지금 배가 뭉치거나 아프신 데는 없으세요?", "혹시 지금 피가
  // 비치세요?"); not the mood, which is its own item.
  q(
    'topic',
    'course',
    /(지금|요즘|현재|요새)\s?[^?]{0,20}(아프|아픈|아파|통증|불편한\s?(데|곳)|피가?\s?(비치|나)|출혈|뭉치|숨이?\s?차|기침|열이?\s?(나|있))/,
    ['나쁜 소식 전하기'],
  ),
  // Weight asked as gained or lost in plain words ("최근에 살 찐 거 같으세요?").
  q(
    'topic',
    'weightChange',
    /살\s?(이\s?)?(찐|쪘|찌|빠진|빠졌|빠지)[가-힣]*\s?(거|것|게)?\s?(같|있|나요|어요|으세요|세요)/,
  ),
  // How long consciousness was lost, asked with 얼마나 ("얼마나 정신을 잃으셨어요?", "정신 잃은 게 얼마나예요?").
  q(
    'topic',
    'duration',
    /얼마나\s?(오래\s?)?(정신|의식)(을|이)?\s?(잃|없|놓)|(정신|의식)(을|이)?\s?(잃|없|놓)[가-힣]*\s?[^?]{0,6}(얼마나|몇\s?(초|분))/,
    ['실신', '의식장애', '경련'],
  ),
  // More for the same effect without 더 ("전보다 많이 드셔야 취하세요?").
  q('topic', 'tolerance', /많이\s?(마셔야|드셔야|먹어야|피워야|써야|해야)\s?(취|효과|기분)/, [
    '음주',
    '물질오남용',
  ]),
  // The reason asked as what cutting down would bring ("술 줄이면 뭐가 좋을 것 같으세요?").
  q(
    'topic',
    'motivation',
    /(줄이|끊|안\s?(마시|피우|하))[가-힣]*면\s?[^?]{0,6}(뭐가|어떤\s?(게|점)이?|무엇이)\s?(좋|나아|달라)/,
    ['음주', '금연', '물질오남용'],
  ),
  // Use grown since the start, in 반말 ("처음보다 늘었어?").
  q(
    'topic',
    'course',
    /(처음|첨|예전|전)(보다|에\s?비해|이랑\s?비교하면)\s?[^?]{0,8}(늘|많아|자주|더\s?(하|쓰))/,
    ['물질오남용'],
  ),
  // Who lives at home, asked by naming them ("집에는 남편분이랑 첫째랑 사세요?").
  q(
    'topic',
    'living',
    /(집에(는|서)?|같이|함께)\s?[^?]{0,16}(이랑|랑|하고|와|과)\s?(같이\s?|함께\s?)?(사세요|살아요|사시나요|사시는|지내세요|사나요|살아\s?[?？])/,
  ),
  // Going home asked as safe ("오늘 집에 들어가셔도 괜찮으세요?").
  // Round 21: also "댁에" ("오늘 댁에 들어가셔도 괜찮으시겠어요?").
  q(
    'topic',
    'safety',
    /(집에|집으로|댁에|댁으로)\s?(들어가|돌아가|가)[가-힣]*\s?(도)?\s?(괜찮|안전|무섭|위험)/,
    ['가정폭력', '성폭력'],
  ),
  // Bad news: the work asked about ("요즘 일은 어떻게 하고 계세요?") is the occupation as well as daily life.
  q('topic', 'occupation', /(일|직장|회사|가게|하시는\s?일)(은|는)\s?(요즘\s?)?(어떻게|어때|어떠)/, [
    '나쁜 소식 전하기',
  ]),
  // In a faint, the last meal asked ("어제 저녁은 뭐 드셨어요?", "아침은 드시고 나오셨어요?").
  q(
    'topic',
    'fluidIntake',
    /(아침|점심|저녁|식사|밥|끼니)(은|는|을|를)?\s?[^?]{0,8}(뭐|뭘|드셨|드시고|먹었|먹고|잘\s?(드|먹)|거르|거르셨|굶)/,
    ['실신'],
  ),
  // --- Round 18: counselling history in the learner's own words.
  // What is used asked by what the patient is on ("지금 쓰고 계신 약을 종류별로 말씀해 주시겠어요?", "맞고 있는
  // 주사는 뭐예요?").
  q(
    'topic',
    'substanceUse',
    /(쓰고|하고|맞고|드시고|먹고|쓰시고|하시고)\s?(계신|있는|계시는|계시던)\s?(약|약물|주사|것|거)[^?]{0,16}(종류|뭐|무슨|어떤|얼마나|말씀|알려)/,
    ['물질오남용'],
  ),
  // Going without it asked as the time off ("쉬는 기간에는 몸이 어떠세요?", "끊었던 동안엔 어땠어?").
  q(
    'topic',
    'withdrawal',
    /(쉬는|쉬었던|쉬시는|안\s?쓰는|안\s?하는|끊은|끊었던|끊어\s?있던|중단한|중단했던)\s?(기간|동안|때|땐|사이|중)(에는|에|엔|은|는)?\s?[^?]{0,12}(몸|기분|어떠|어때|어땠|힘들|증상|컨디션)/,
    ['물질오남용', '음주', '금연'],
  ),
  // An urge that cannot be borne ("다시 맞고 싶어서 못 견디겠을 때").
  q(
    'topic',
    'craving',
    /싶어(서|서요)?\s?[^?]{0,6}(못\s?견디|못\s?견딜|견디기\s?(힘들|어렵)|못\s?버티|못\s?버틸|버티기\s?(힘들|어렵))/,
    ['물질오남용', '금연', '음주'],
  ),
  // The problems it brought, asked in a long list ("약 때문에 건강이나 일, 여자친구분과의 관계에서 생긴 문제는요?").
  q(
    'topic',
    'consequences',
    /(약|약물|술|담배|주사|그거|그것|스테로이드|마약|대마|필로폰)\s?때문에\s?[^?]{0,40}(문제|지장|갈등|어려움|곤란)/,
    ['음주', '물질오남용', '금연'],
  ),
  // Readiness asked of stopping as a thing ("지금 그만두는 것에 대해서는 마음이 어느 정도세요?").
  q(
    'topic',
    'readinessToChange',
    /(그만두|그만\s?두|끊|줄이)[가-힣]*\s?(는\s?것|는\s?거|는\s?데|기)\s?(에\s?대해서?|에\s?대한|에\s?관해서?)?(는|은)?\s?[^?]{0,6}(마음|생각|의지)[^?]{0,8}(어느|얼마|어떠|어때|몇)/,
    ['물질오남용', '금연', '음주'],
  ),
  // Work asked as whether it goes on ("일은 장거리 운전 계속 하세요?", "회사는 아직 다니세요?").
  q(
    'topic',
    'occupation',
    /^([가-힣]{1,4}\s?)?(일|직장|회사|하시던\s?일|하시는\s?일)(은|는)\s?[^?]{0,24}(계속|아직|지금도|여전히|요즘도)\s?(하세요|하시|다니세요|다니시|하고\s?계|다니고\s?계|해\s?[?？]|하니|다녀\s?[?？]|하고\s?있)/,
  ),
  // What turning the head does, typed with or without a space ("고개돌리면 더해요?", "머리 움직이면 더 빙빙 돌아요?").
  q(
    'topic',
    'aggravating',
    /(고개|머리)(를)?\s?(돌리|돌릴|움직이|움직일|숙이|숙일|젖히|젖힐|들)[가-힣]{0,2}(면|때)\s?[^?]{0,8}(더|심해|어지|빙|도)/,
  ),
  // Bad news: how much to hear, offered as a choice ("자세히 다 들으시는 게 좋을지, 간단히 들으시는 게 좋을지").
  q(
    'topic',
    'informationPreference',
    /(자세히|간단히|전부|다|하나하나|큰\s?줄기)\s?[^?]{0,16}(들으시는|듣는|들으실|알려\s?드리는|말씀드리는|설명드리는)\s?(게|것이|편이)\s?(좋을지|나을지|좋으세요|나으세요|편하세요|편하실지|좋으실지|(편해|좋아|나아)(?![가-힣]))/,
    ['나쁜 소식 전하기'],
  ),
  // Snacks and drinks asked in a word ("밤에 간식이나 음료는요?", "야식은 자주 드세요?").
  q(
    'topic',
    'diet',
    /(간식|야식|군것질|음료수?|과자|단\s?(거|것|음식))(이나|나|은|는|이랑|도|을|를)?\s?[^?]{0,10}(요\s?[?？]|드세요|드시|드셔|먹|어때|어떠|자주|얼마나)/,
  ),
  // A binge asked with a number ("소주 1병 넘게 드시는 날은요?").
  q(
    'topic',
    'bingeDrinking',
    // Round 29: also a bottle gone past ('소주 한병 넘기는 날은', '맥주 세 캔 넘긴 날').
    /(소주|맥주|막걸리|양주|와인)\s?([0-9]+|한|두|세|네)\s?(병|캔|잔)\s?(넘게|이상|넘는|넘을|넘어|넘기는|넘기|넘길|넘긴|넘겨)/,
    ['음주'],
  ),
  // Bad news: whether the patient came alone ("오늘 혼자 오셨어요?") asks who came along.
  q('topic', 'supportSystem', /혼자\s?(오셨|왔|오신|오시)/, ['나쁜 소식 전하기']),
  // Round 19: what came before the blood, asked as retching or vomiting first ("피 토하기 전에 헛구역질을 심하게
  // 하거나 그냥 토하신 적은요?").
  q('topic', 'event', /(기\s?전|직전)에?\s?[^?]{0,30}(헛구역질|구역질|구토|토하|토한|토했|토하셨)/, ['토혈']),
  // Round 19: a recent cold or diarrhoea asked, typed with a slip too ("최근 감기 걸렷거나 설사했어?").
  q(
    'topic',
    'event',
    /(최근|요즘|얼마\s?전|요새)[^?]{0,6}(감기|몸살|장염|설사)|(감기|몸살|장염)[^?]{0,4}(걸렷|걸렸|걸리셨|앓|했)/,
    ['근력/감각이상'],
  ),
  // Round 19: weight gained or lost asked by how much ("최근 1년 사이에 몸무게는 얼마나 느셨어요?").
  q(
    'topic',
    'weightChange',
    /(몸무게|체중|살)(은|는|이|가)?\s?[^?]{0,8}(느셨|늘었|늘으셨|불었|찌셨|쪘|빠지셨|빠졌|줄었|줄으셨|변했|변하셨)/,
  ),
  // Round 19: the same dose doing less ("같은 양을 드셔도 예전만큼 잠이 안 와서 더 드시게 되나요?").
  q('topic', 'tolerance', /같은\s?양(을|만|으로)?\s?(드셔도|드시면|먹어도|먹으면|써도|쓰면|하셔도|해도)/),
  // Round 19: a child's daily life asked as nursery and play ("유치원은 갔어요? 놀 때 뛰어다니긴 해요?").
  q(
    'topic',
    'dailyFunction',
    /(유치원|어린이집|학교)(은|는|에|엔)?\s?[^?]{0,4}(갔|가요|가니|다녀|보냈|보내|가고)|놀\s?때|뛰어\s?(다니|놀)/,
    ['관절통증'],
  ),
  // Round 19: which side and whether the limbs too ("얼굴 오른쪽만?? 팔다리도 힘빠지거나 저려요?").
  q(
    'topic',
    'location',
    /(오른쪽|왼쪽|한쪽|양쪽)(만|도|이|은|에)?\s?[?？]|(팔다리|팔|다리|손|발)(도|는|에도)\s?[^?]{0,6}(힘\s?빠|저려|저리|마비)/,
    ['근력/감각이상'],
  ),
  // Round 19: the bladder and bowels asked as usual or not ("소변 대변 보는건 평소대로?").
  q(
    'symptom',
    'urinaryIncontinence',
    /(소변|대변|오줌)[^?]{0,10}(보는|보시는)\s?(건|거|것)\s?[^?]{0,4}(평소|괜찮|문제|이상)/,
    ['근력/감각이상'],
  ),
  // Round 19: a drug asked of by its kind, typed without spaces too ("…이뇨제같은약드세요?").
  q(
    'topic',
    'medication',
    /(같은|무슨|어떤|다른)\s?약\s?(드세요|드시나요|드셔요|드시는\s?(거|게)|먹어요|복용)/,
  ),
  // Round 19: what changes the pain, walking against resting ("걸을 때랑 가만히 있을 때랑 아픈 게 달라요?").
  q(
    'topic',
    'aggravating',
    /(걸을|움직일|걸으실|뛸|일어날|서\s?있을|움직이실)\s?때[^?]{0,10}(가만히|쉴|누워|앉아|쉬실)[^?]{0,14}(달라|차이|다르|어때|어떠)/,
  ), // Round 20: the mood asked with a word of time or manner in between ("기분은 요즘 대체로 어떠세요?").
  q(
    'topic',
    'mood',
    /기분(은|이)?\s?(요즘|요새|최근(에)?|평소(에)?|대체로|주로|좀|하루\s?중(에)?)(\s?(요즘|요새|대체로|주로|좀))*\s?(어떠|어때|어떻)/,
  ),
  // Round 20: a hard time asked as what happened ("출산하고 나서 특별히 힘들었던 일이 있었어요?").
  q(
    'topic',
    'event',
    /(특별히\s?)?(힘들었던|힘드셨던|힘든|속상했던|속상하셨던|충격\s?받은|충격적인)\s?(일|사건)(이|은|도)?\s?[^?]{0,6}(있었|있으셨|생겼|생기셨|있어)/,
  ),
  // Round 20: the old complaint compared with this one ("스무 살 때부터 있던 편두통이랑 지금 두통이 같은 두통이에요, 달라요?").
  q(
    'topic',
    'experience',
    /(전|예전|원래|옛날|때)(에|부터|부터\s?쭉)?\s?[^?]{0,8}((있|잇)던|(있|잇)었던|앓던|앓았던|하던)\s?[^?]{0,20}(같은|똑같|비슷|달라|다른|차이)/,
  ),
  // Round 20: eating more while losing weight ("밥은 더 많이 먹는데 살이 빠졌어요?").
  q(
    'topic',
    'appetite',
    /(밥|식사)(은|는|을|를|도)?\s?(평소보다\s?)?(더\s?많이|많이\s?더|더)\s?(먹|드시|드셔)/,
  ),
  // Round 20: who lives at home asked by who and how many ("집에는 남편분이랑 두 분이 사세요?").
  q(
    'topic',
    'living',
    /(두|세|네)\s?(분|명)(이서|이|만)?\s?(사세요|사시나요|사시는|살아요|지내세요|계세요)|(이랑|하고|랑)\s?[^?]{0,6}(둘이|셋이|같이|함께)?\s?(사세요|사시나요|살아요)/,
  ),
  // Round 22: history in the learner's words, over presentations the tuning part had least of.
  // Straining and incomplete emptying without the word 변 ("볼 때 한참 힘줘야 하거나, 보고 나서도 덜 본 것 같은 느낌").
  q(
    'symptom',
    'tenesmus',
    /힘(을)?\s?(많이\s?|한참\s?|세게\s?|꽤\s?)?(줘야|주셔야|주게|줘요|주세요|주시나요|주시는)|덜\s?(본|봤|나온|나간|싼)\s?(것\s?|거\s?)?(같|느낌)|(뭔가\s?)?남(은|아\s?있는)\s?(것\s?|거\s?)?(같은|느낌)|잔변/,
    ['변비', '설사', '혈변'],
  ),
  // The colour asked in 반말 or as a clot ("색은 어땠어 핏덩어리도 나옴?").
  q('topic', 'urineColor', /(색|색깔)(은|이|는)?\s?(어땠|어때|어떤|무슨)|핏덩어리|핏덩이|피떡/, [
    '붉은색 소변',
  ]),
  // Which part of the stream is red ("처음부터 끝까지 다 빨개 아님 처음만?").
  q(
    'topic',
    'character',
    /처음부터\s?끝까지|처음(만|에만)|끝(만|에만|에\s?갈수록)|(볼|눌)\s?때\s?(처음|마지막)|전체(가|적으로)\s?(다\s?)?(빨|붉)/,
    ['붉은색 소변'],
  ),
  // Now and then or all the time, typed as a pair ("계속 그래 아님 됐다안됐다?", "돌아왔다가 다시 흐려졌다가 그러세요?").
  q(
    'topic',
    'course',
    /[가-힣]*(았|었|졌|왔|했|됐)다가\s?(다시\s?|또\s?)?[가-힣]*(았|었|졌|왔|했|됐)다가|됐다\s?안\s?됐다|있다\s?없다|나왔다\s?안\s?나왔다|계속\s?(그래|그런\s?거|이래)[^?]{0,6}(아님|아니면)/,
  ),
  // Carbon monoxide asked by its sources ("집에 연탄 피우시거나 가스 새는 데는 없죠?").
  q(
    'topic',
    'environmentalExposure',
    /연탄|번개탄|가스\s?(가\s?)?(새|누출|냄새)|일산화탄소|보일러[^?]{0,8}(고장|새|냄새)/,
    ['의식장애', '두통', '어지럼'],
  ),
  // How much leaks, and pads ("얼마나 새요? 패드도 하세요?").
  q('topic', 'severity', /얼마나\s?(많이\s?)?(새|새요|새나|젖|나와)|패드|기저귀|속옷(이|을)?\s?(젖|갈아)/, [
    '요실금',
  ]),
  // At rest or in use ("가만히 있을 때도 떨려요? 컵 들거나 글씨 쓸 때는요?").
  q(
    'topic',
    'character',
    /가만히\s?([가-힣]+\s?){0,2}(있을|계실|쉴)\s?때(도|는|에도)?|(컵|숟가락|젓가락|물건|글씨|단추|(?<![가-힣])뭐)[^?]{0,10}(들|잡을|잡|쓸|쥘|채울|드실|잡으실)\s?때/,
    ['떨림/운동이상'],
  ),
  // Daily life named by its tasks ("글씨 쓰거나 숟가락질할 때 불편하세요? 일할 때는요?").
  q(
    'topic',
    'dailyFunction',
    /(글씨|숟가락|젓가락|단추|컵|서명|운전)[^?]{0,16}(불편|힘드|힘들|어려|지장|곤란)/,
  ),
  // Telegraphic, with no verb ("전에 결석이나 콩팥병", "가족중에 콩팥 안좋은사람").
  q('topic', 'pastMedical', /^(전에|예전에|원래|혹시)\s?[^?]{0,20}(병|질환|결석)(은|이나|요)?\s?[?？]?$/),
  q('topic', 'family', /^(가족|집안)\s?(중에|중|에서)?\s?[^?]{0,16}(사람|분|환자)(은|이|있)?\s?[?？]?$/),
  // Amount and years asked after the topic named in the same turn ("이제 술 여쭤볼게요. 하루에 얼마나, 몇 년이나
  // 드셨어요?").
  q(
    'topic',
    'alcohol',
    /(하루에|한\s?번에|일주일에)\s?얼마나[^?]{0,16}(드셨|드세요|드시|마시)|몇\s?(년|병|잔)[^?]{0,10}(드셨|드세요|마시)/,
    undefined,
    /(?<![수기예마])술|음주|소주|맥주|막걸리/,
  ),
  // Dyes and chemicals asked, also typed without spaces ("일은뭐했어염색약이나화학약품만짐?").
  q('topic', 'occupation', /염색약|염료|화학\s?약품|화학\s?물질|고무\s?공장|페인트/, ['붉은색 소변']),
  // What makes it worse asked as a condition ("긴장하면 더 해요?").
  q(
    'topic',
    'aggravating',
    /(긴장|스트레스|피곤|신경\s?쓰)[가-힣]{0,3}\s?(하면|받으면|할\s?때|일\s?때)\s?(더|심해)/,
  ),
  // Water named first in an intake question ("물이랑 커피는 하루에 얼마나 드세요?").
  q(
    'topic',
    'fluidIntake',
    /(?<![가-힣])(물|수분)(은|을|이랑|하고|과|는)?\s?[^?]{0,12}(얼마나|몇\s?(잔|컵|리터|병))/,
  ),
  // --- Round 23: history in the learner's own words, over presentations the tuning part had least of.
  // A consensual partner in plain words ("최근에 원해서 한 관계가 있었는지도 여쭤볼게요", "동의하고 가진 관계").
  q(
    'topic',
    'sexual',
    /(원해서|원하셔서|원하신|동의해서|동의하고|합의해서|합의하고|합의한)\s?(한|하신|가진|가지신)?\s?(성\s?)?관계/,
  ),
  // A drug that did not agree ("안 맞았던 약 있어요?", "드시고 두드러기 난 약").
  q(
    'topic',
    'allergy',
    /(안|잘\s?안)\s?맞(았|는|던)[가-힣]{0,2}\s?(약|주사|음식|항생제)|맞지\s?않(았|는)?던?\s?(약|주사|음식)|(드시고|드신\s?(뒤|후)에?)\s?(탈|두드러기|가려|부어|붓|숨)/,
  ),
  // A reaction after a past shot ("재작년에 맞고 나서 어디가 불편하셨어요?", "접종하고 열 난 적").
  q(
    'topic',
    'adverseReaction',
    /(맞고|맞으시고|맞은\s?(뒤|후|다음)에?|맞으신\s?(뒤|후|다음)에?|접종\s?(하고|후|뒤|받고))\s?(나서|나서는|나니까)?\s?[^?]{0,20}(불편|열|두드러기|붓|부었|아프|아팠|몸살|반응|이상|탈|경련|숨)/,
    ['예방접종'],
  ),
  // Someone at home with weak immunity ("그중에 병 때문에 면역이 약하신 분 계세요?").
  q(
    'topic',
    'family',
    /면역(이|력이|력)?\s?(약하신|약한|떨어지신|떨어진|낮으신|안\s?좋으신)\s?(분|사람|식구|가족)|(같이|함께)\s?(사시는|사는|지내시는|계시는)\s?(분|사람|식구|가족)[^?]{0,16}(면역|아프|아픈|병|치료|항암)/,
    ['예방접종'],
  ),
  // Group life in an older adult's words ("경로당이나 복지관처럼 여럿이 모이는 데 다니세요?").
  q(
    'topic',
    'living',
    /경로당|복지관|노인정|주간\s?보호|요양원|여럿이\s?모이|사람(들)?\s?많이\s?(모이|만나)/,
    ['예방접종'],
  ),
  // What holds the patient back asked as reluctance ("어떤 점이 제일 꺼려지세요?").
  q(
    'topic',
    'ideasConcerns',
    /(어떤\s?점|뭐가|무엇이|어떤\s?게|어떤\s?부분|어떤\s?거)(이|가)?\s?[^?]{0,6}(꺼려|꺼리|망설|내키지|부담|마음에\s?안)/,
  ),
  // A sudden overwhelming fear asked in 반말 or plain words ("죽을거같이 확 무서워지는?").
  q(
    'topic',
    'character',
    /(죽을\s?(것|거)\s?같|미칠\s?(것|거)\s?같|숨\s?넘어갈\s?(것|거)\s?같|갑자기|확|훅)[가-힣]{0,2}\s?[^?]{0,6}(무서|불안|겁|공포|두려|몰려)/,
    ['불안'],
  ),
  // The situation it comes in ("어떤 상황에서 와요 지하철 같은데?").
  q(
    'topic',
    'aggravating',
    /(어떤|무슨)\s?(상황|때|장소|곳)(에서|에|일\s?때|이면)\s?[^?]{0,6}(와요|와|오나요|오세요|생겨|생기|나타나|그래|그러|시작|심해)/,
  ),
  // Places avoided and daily life ("또 올까봐 피하는데 있어요", "출퇴근은 어케해").
  q(
    'topic',
    'dailyFunction',
    /피하(는|게\s?되는|시는|게\s?된|시게\s?된)\s?(데|곳|장소|거|것|상황)|(출퇴근|통근|등교|출근)(은|는|할\s?때는?)?\s?[^?]{0,4}(어떻게|어케|어떡|괜찮|지장|하세요|해)/,
    ['불안', '기분변화', '수면장애'],
  ),
  // What came just before a seizure or a faint, asked by its feelings ("쓰러지기 바로 전에 이상한 냄새가 나거나").
  q(
    'topic',
    'prodrome',
    /(쓰러지기|쓰러지시기|발작(하기|하시기)?|경련(하기|하시기)?|정신\s?잃기|기절하기|떨기)\s?(바로\s?)?(전에?|직전에?)[^?]{0,20}(냄새|울렁|느낌|이상한|메스꺼|속이|어지|캄캄|번쩍|기억)/,
  ),
  // A night without sleep asked ("시험 기간이라 밤새웠어요?", "잠 몇 시간 잤어요?").
  q(
    'topic',
    'sleep',
    /밤(을)?\s?(새|샜|새웠|세웠|새우|세우)|잠(을)?\s?(못|덜|적게)\s?(잤|자|주무)|(몇\s?시간|얼마나)\s?(잤|주무셨|자요|자니)/,
    undefined,
    undefined,
    // Sleep lost when a drink or a drug is stopped ("술 안 드신 날 … 잠을 못 주무시진 않아요?") is a withdrawal sign.
    /안\s?(드신|드시는|마신|마시는|피운|피우는|하신|하는|먹은|먹는)\s?(날|때)|끊(으면|으니|었을|고\s?나서|은\s?뒤)|안\s?(드시면|마시면|피우면|먹으면)/,
  ),
  // The clock time of an event and the last time well ("어제 몇 시쯤이었어요? 그 직전까지는 멀쩡하셨고요?").
  q(
    'topic',
    'onset',
    /몇\s?시(쯤|경)?\s?(이었|였|에\s?(그러|그랬|생기|생겼|시작|있었))|(직전|전)까지(는|도)?\s?[^?]{0,6}(멀쩡|괜찮|정상|아무렇지)|마지막(으로)?\s?(멀쩡|괜찮|정상)/,
    ['근력/감각이상', '의식장애', '경련', '실신', '어지럼', '두통', '가슴통증'],
  ),
  // Weak or numb offered as a choice across a comma ("힘이 빠진 거예요, 저린 거예요?").
  q(
    'topic',
    'character',
    /^(저린|저려|저리는|힘이?\s?(빠진|빠지는)|힘\s?없는)\s?(거|건|것)/,
    ['근력/감각이상'],
    /(힘이?\s?(빠진|빠지|빠졌)|힘\s?없)[^?]{0,10}[,，]\s?(저린|저려|저리)|(저린|저려|저리)[^?]{0,10}[,，]\s?(힘이?\s?(빠진|빠지)|힘\s?없)/,
  ),
  // How soon it went and whether it is gone now ("얼마 만에 돌아왔어요? 지금은 완전히 괜찮으세요?").
  q(
    'topic',
    'course',
    /얼마\s?만에\s?[^?]{0,6}(돌아|회복|풀리|풀렸|좋아|나아|괜찮아|멀쩡)|지금은\s?(완전히|다|싹|아주)\s?(괜찮|돌아|회복|멀쩡|나으)/,
  ),
  // Walking asked on its own ("걷는 건요?", "걸음은 어떠세요?").
  q(
    'symptom',
    'gaitDisturbance',
    /^(걷는|걸을\s?때|걸어\s?다니는|걸음|걷기)\s?(건|거는|것은|거|은|는)?\s?(요|어떠세요|어때요|괜찮으세요|불편하세요|힘드세요)?\s*[?？]?$/,
    [
      '근력/감각이상',
      '어지럼',
      '떨림/운동이상',
      '목통증',
      '허리통증',
      '기억력저하',
      '의식장애',
      '두통',
      '경련',
    ],
  ),
  // The lump described ("크기는 어느정도 딱딱해요? 밀면 움직여요? 피부 들어가거나 색 변한건").
  q(
    'topic',
    'character',
    /크기|딱딱|단단|말랑|(밀면|만지면|누르면|밀어\s?보면)\s?[^?]{0,4}움직|울퉁불퉁|매끈|피부[^?]{0,8}(들어가|당기|변하|변한|색|빨개|귤)/,
    ['유방덩이/통증'],
  ),
  // Pain at the lump asked bare ("아파요?").
  q(
    'symptom',
    'breastPain',
    /^(혹시\s?)?(많이\s?|좀\s?)?(아파요|아프세요|아프신가요|아픈가요|아프진\s?않(으세요|아요)|아프지는\s?않(으세요|아요)|통증은요|통증\s?있(어요|으세요))\s*[?？]?$/,
    ['유방덩이/통증'],
  ),
  // Breast imaging had ("유방촬영 마지막으로 언제 했어요").
  q('topic', 'checkup', /(유방\s?(촬영|사진|엑스레이|초음파)|맘모)[^?]{0,16}(언제|했|받|찍|해\s?보|하셨)/),
  // A breast lump before ("전에 가슴에 혹 있던적").
  q(
    'topic',
    'pastMedical',
    /(전에|예전에|이전에|과거에)\s?[^?]{0,10}(혹|멍울|물혹|양성|섬유선종|유방\s?질환)[^?]{0,8}(있던|있었|생겼|생긴|진단|수술|제거|떼)/,
    ['유방덩이/통증'],
  ),
  // Who it was, asked as known or not and how many ("상대는 원래 알던 사람이에요? 한 명이었어요?").
  q(
    'topic',
    'perpetrator',
    /(원래|전부터|평소에?|이미)\s?(알던|아는|아시던|아시는)\s?(사람|분|사이)|(아는|알던|모르는)\s?사람(이에요|이었|인가요|이야|이었어요|이에여)|(몇\s?명|한\s?명|여러\s?명|혼자|둘|두\s?명)(이었|였|이에요|인가요|이었어요|이서)/,
    ['성폭력', '가정폭력'],
  ),
  // What came before a seizure: sleep lost, a drug stopped ("시험 기간이라 밤새웠어요? 먹다가 끊은 약은 없고요?").
  q(
    'topic',
    'event',
    /밤(을)?\s?(새|샜|새웠|세웠|새우|세우)|잠(을)?\s?(못|덜|적게)\s?(잤|자|주무)|(먹다가|드시다가|복용하다가)\s?(끊|중단|안\s?먹|빼먹)|약(을)?\s?(빼먹|거르|걸렀|끊)/,
    ['경련'],
  ),
  // When a lump or a symptom was first noticed, also typed without spaces ("멍울언제첨만져졌어요").
  q('topic', 'onset', /언제\s?(처음|첨)\s?(만져|느끼|느꼈|알|아셨|생기|생겼|시작|아프|아팠|보|봤|발견)/),
  // Who looks after a child in the day, also in 반말 ("낮에는 누가 봐 줘?").
  q('topic', 'living', /누가\s?(봐\s?(주|줘)|돌봐|돌보|키워|키우|맡아)/),
  // --- Round 23, second batch. What made things hard, in messy typing ("요즘 젤 힘들게 한 일 있었어요").
  q(
    'topic',
    'event',
    /(힘들게|괴롭게|속상하게|지치게|무너지게)\s?(한|만든|하는|했던)\s?(일|거|것|사람)|힘들어진\s?(계기|일)/,
  ),
  // Earlier self-harm or an overdose ("전에도 그은적 있어요 약 많이 먹은적은").
  q(
    'topic',
    'suicideAttempt',
    /(그은|그었던|그어\s?본|긋던|자해(한|하신|해\s?본|했던))\s?적|(약|수면제|진통제)(을|를)?(\s?(많이|한꺼번에|왕창|잔뜩|몽땅)){1,2}\s?(먹은|드신|삼킨|먹었던)\s?적/,
    ['자살', '기분변화'],
  ),
  // Pain and bleeding asked of a survivor without a site ("언제부터 아프고 피가 났어요?").
  q(
    'topic',
    'trauma',
    /(아프|아픈|아팠|아파|통증|쓰라|쓰려)|피(가|는)?\s?(나|났|비치|비쳤|묻)|출혈|다친\s?(곳|데)/,
    ['성폭력'],
  ),
  // Group life in an adult's words ("회사에서 기숙사나 단체 숙소에서 지내세요?").
  q('topic', 'living', /기숙사|단체\s?(숙소|생활)|합숙|공동\s?생활|숙소(에서|는)/, ['예방접종']),
  // --- Round 23, third batch. Where a drug comes from ("패치는 병원 말고 다른 데서도 구하세요?").
  q(
    'topic',
    'substanceSource',
    /(어디서|어디에서|다른\s?(데|곳|병원|사람)(서|에서|한테서)?(도)?)\s?[^?]{0,6}(구하|구해|구입|사세|사요|샀|받으|받아|타\s?(오|가|세)|처방)/,
    ['물질오남용', '음주', '금연'],
  ),
  // Withdrawal asked as what happens without the drink, also typed without spaces ("안마시면손떨리거나잠안오는거").
  q(
    'topic',
    'withdrawal',
    /(안\s?(마시|피우|드시|하)|끊으|못\s?(마시|피우|드시))[가-힣]*면\s?[^?]{0,12}(손\s?떨|떨리|식은땀|잠\s?(안|못)|불면|초조|짜증|불안)/,
    ['음주', '금연', '물질오남용'],
  ),
  // Growth that stopped ("크다가 멈춘 적은요?").
  q(
    'topic',
    'course',
    /(크다가|자라다가|잘\s?하다가|하던\s?(걸|것|게))\s?[^?]{0,4}(멈|안\s?크|안\s?자라|못\s?하|못하|줄)/,
    ['성장/발달지연'],
  ),
  // Round 31: history in everyday words. Pastimes asked as still done ("즐겨 하시던 거 … 요즘도 하세요?"); being a
  // burden ("가족들한테 짐이 된다고 느끼실 때"); a passive death wish ("잠들었다가 안 깼으면 좋겠다"); the day's work at
  // home or school missed ("부엌일 같은 건요?", "학교 빠진적 있어?"); the worst fear or what weighs most ("제일
  // 무서웠던 게", "제일 마음 쓰이세요"); what the patient was told or guesses of a test ("뭐 때문이라고 하시던가요",
  // "어떻게 짐작하고 계세요"); the illnesses had before; drinking as 술자리; more needed for the same effect; a baby
  // turning to a sound or following a toy; stiffening and shaking; lying down worse in breathlessness; how little
  // brings it on; pain going to a part; blood in the phlegm.
  q(
    'symptom',
    'anhedonia',
    /(즐겨|좋아하시던|좋아하던|즐기시던|즐기던|재미있게|재밌게)\s?(하시던|하던)?\s?[^?]{0,30}(요즘도|지금도|여전히|아직도|요즘은|요새도)/,
  ),
  q(
    'topic',
    'supportSystem',
    /곁에\s?(계셔|있어)\s?(줄|주실)\s?(분|사람)|(와|도와)\s?(주실|줄)\s?(분|사람)|연락(하면|하실|할)\s?[^?]{0,8}(분|사람)/,
  ),
  q(
    'symptom',
    'guilt',
    /짐이\s?(된다고|되는\s?것\s?같|될까|되실까|돼서|되는\s?거\s?같)|짐\s?같다고|쓸모(가\s?)?없다고/,
  ),
  q(
    'topic',
    'suicidalIdeation',
    /(잠들|자다가|자고|잠자)[가-힣]*\s?[^?]{0,6}(안\s?깼|깨지\s?않았|영영)|(사라지|없어지)(고\s?싶|면\s?좋겠|었으면|졌으면)|눈\s?(을\s?)?(안\s?떴|뜨지\s?않았)\s?으면/,
  ),
  q(
    'topic',
    'dailyFunction',
    /(부엌일|집안일|살림|가게\s?일|밭일|농사일)|(학교|학원|회사|직장|수업)\s?(를|을|에)?\s?(빠진|빠지|빠져|결석|조퇴|못\s?간|못\s?가|안\s?간|쉰\s?적)/,
  ),
  q(
    'topic',
    'ideasConcerns',
    /(제일|가장|특히|무엇보다)\s?[^?]{0,8}(무서웠|무서우|두려웠|두려우|겁났|겁나|마음\s?(이\s?)?쓰이|마음에\s?걸리|신경\s?쓰이)/,
  ),
  q(
    'topic',
    'priorKnowledge',
    /(뭐|무엇|무슨)\s?(때문|이유)[^?]{0,4}(이라고|라고|인\s?것\s?같다고)\s?(하시던|하셨|하던|들으)|짐작(하고|하시|하세|되세|가\s?가)|(어떻게|뭐라고)\s?(알고\s?계|이해하고\s?계)/,
    ['나쁜 소식 전하기'],
  ),
  q(
    'topic',
    'pastMedical',
    /(전에|예전에|그동안|이전에)\s?(앓|앓으셨|앓았|앓으신)[가-힣]*\s?(병|질환)|(혈압|당뇨|당|혈전|피떡)[이가]?\s?[^?]{0,10}(생긴|생기신|진단받은|있으셨던)\s?적/,
  ),
  // (How often, not a bare "술자리는요?" after "주로 언제 당기세요?", which asks a craving's situation.)
  q('topic', 'alcohol', /(술|회식)\s?자리[가-힣]*\s?[^?]{0,10}(자주|몇\s?번|얼마나|일주일|한\s?달|많)/),
  q(
    'topic',
    'tolerance',
    /(더|많이)\s?(드셔야|마셔야|먹어야|마시셔야)\s?[^?]{0,8}(취하|취해|술기운|기분이|알딸딸|효과)/,
    ['음주', '물질오남용'],
  ),
  q('symptom', 'hearingLoss', /소리\s?(나는|나면|가\s?나면|에)\s?[^?]{0,10}(고개|돌아보|쳐다|반응|돌려)/, [
    '성장/발달지연',
  ]),
  q('symptom', 'blurredVision', /(눈으로|눈이)\s?[^?]{0,10}(따라\s?보|따라\s?봐|쫓아|따라가|맞추)/, [
    '성장/발달지연',
  ]),
  q('symptom', 'seizure', /(몸|팔다리|온몸)[이가]?\s?[^?]{0,6}(뻣뻣|굳)[^?]{0,10}(떨|떤|까딱|경기)/),
  q(
    'symptom',
    'orthopnea',
    /(누우|누워|눕|누울)[가-힣]*\s?[^?]{0,6}(더\s?)?(힘들어|답답해|괴로워|가빠|헐떡)/,
    ['호흡곤란'],
  ),
  q(
    'topic',
    'severity',
    /(화장실|세수|옷\s?입|밥\s?먹|말할|몇\s?걸음|집\s?안에서)[^?]{0,10}(정도|만\s?해도|에도|때도)\s?[^?]{0,6}(숨|차|가빠|헐떡)/,
    ['호흡곤란'],
  ),
  q(
    'topic',
    'radiation',
    /(어깨|등|팔|턱|허리|사타구니|허벅지)\s?(이나|나|랑|쪽)?[^?]{0,12}(쪽으로|으로|로)\s?(도\s?)?[^?]{0,8}(가요|가나요|가세요|뻗|퍼지|번지|내려가|올라가|타고)/,
  ),
  q('symptom', 'hemoptysis', /피\s?가래|가래[에에서]?\s?[^?]{0,4}피(가|는|도)?\s?(섞|묻|나)/),
  // Round 35: the joints counted or the sides asked telegraphically ("아픈 관절 몇개에요? 양쪽? 한쪽만?") locate the pain.
  q(
    'topic',
    'location',
    /관절(이|은|들)?\s?(이|은)?\s?몇\s?(개|군데)|몇\s?(개|군데)\s?(관절|마디)|^(양쪽|한쪽|좌우)(만|도|이|은)?(요)?\s?[?？]/,
    ['관절통증'],
  ),
  // Round 35: where it hurt first, asked as the pain that moved ("딴데 아프다가 옮겨왔어요?", "다른 데 아팠다가 내려왔어요?").
  q(
    'topic',
    'location',
    /(딴|다른)\s?(데|곳|쪽|데서|곳에서)\s?[^?]{0,6}(아프|아팠|아파)[가-힣]{0,2}\s?[^?]{0,6}(옮겨|내려|이동)/,
    ['급성복통'],
  ),
  // Round 35: who ate with the child, or the nursery, asked for the same illness ("같이 먹은 식구 중에 비슷한 애 있어요?").
  q(
    'topic',
    'sickContact',
    /(같이|함께)\s?(먹은|드신|먹었던|드셨던)\s?[^?]{0,10}(중에|중)\s?[^?]{0,6}(비슷|같은\s?증상|똑같)|(유치원|어린이집|학교)[^?]{0,14}(비슷|같은\s?증상|똑같)/,
  ),
  // Round 35: the aura named as the topic taken up ("이제 아까 말씀하신 눈앞 번쩍이는 거요.") and asked in the same turn
  // ("두통 전에 와요, 후에 와요?"): the question borrows the topic.
  q(
    'symptom',
    'blurredVision',
    /(두통|머리\s?아프기|아프기)\s?(시작되기\s?)?(전에|전|후에|뒤에)\s?(와요|오나요|와|생겨요|생기나요|나타나요|보여요)|(전에|먼저)\s?(와요|와),?\s?(후에|나중에|뒤에)/,
    ['두통'],
    /번쩍|아른|지그재그|반짝|눈앞/,
  ),
  // Round 36: history in the round's own words (examiner-drafts/43-round36.yaml and the leftovers of rounds 33 and 35).
  // A child's weight asked as gained ("몸무게는 잘 늘고 있어요?"); the periods' end asked as an age ("생리가 완전히 끊긴 건 몇
  // 살 때였어요?", "폐경은 언제 되셨어요?"); the bleeding compared with the periods ("생리하실 때와 비교하면 …"); bleeding after
  // intercourse in the spouses' word ("부부관계 하신 뒤에 피가 …"); the time of it in 반말 ("언제 그랬어"); the amount asked
  // bare in a bleeding case ("양은 얼마나, 몇 번이나요?"); the witness as what the carer saw ("옆에서 보셨을 때 모습이
  // 어땠어요?"); the breath asked elliptically at the end of a list ("숨은요?"); meals and water as usual ("식사나 물은
  // 평소처럼 드셨어요?").
  q(
    'topic',
    'weightChange',
    /(몸무게|체중|키)(는|은|가|이|도)?\s?(잘|제대로|꾸준히)?\s?(늘고|늘어|느는|늘었|안\s?늘|붙고|안\s?붙|크고)/,
  ),
  q(
    'topic',
    'lmp',
    /(생리|월경|멘스)(가|는|이)?\s?(완전히\s?)?(끊긴|끊어진|멈춘|없어진|끝난|끊기신|멈추신)\s?(건|게|것은|거는|때가?)\s?[^?？]{0,6}(몇\s?살|언제|몇\s?년)|폐경(은|이|된\s?건|되신\s?건|되신\s?게|되신\s?지)?\s?[^?？]{0,4}(몇\s?살|언제|얼마나)/,
  ),
  q(
    'topic',
    'menstrualPattern',
    /(생리|월경)(하실|할|하셨을|하던|하시던|있으실|있을)\s?때(와|랑|하고|에)?\s?(비교|비해|견주)|(평소|원래|예전)\s?(생리|월경)(와|랑|하고|에)\s?(비교|비해)/,
  ),
  q(
    'symptom',
    'postcoitalBleeding',
    /(부부\s?관계|성\s?관계|잠자리)(를)?\s?(하신|한|하고\s?나서|하고|후|뒤|다음)[^?？]{0,10}(피|출혈|비치)/,
  ),
  q(
    'topic',
    'onset',
    /^(근데\s?|그래서\s?)?언제\s?(그랬어|그랬어요|그랬니|그런\s?거야|그런거야|부터\s?그랬)/,
  ),
  q('topic', 'course', /^(피\s?)?(양|출혈량)(은|이)?\s?(얼마나|어느\s?정도|많아요|많았)/, ['혈변']),
  q(
    'topic',
    'witness',
    /옆에서\s?(보셨|보신|본)[^?？]{0,12}(모습|어땠|어떠|어떻게)|(보셨을|보신|봤을)\s?때\s?[^?？]{0,10}(모습|상태)(이|가|는)?\s?(어땠|어떠|어떻)/,
    ['실신', '경련', '의식장애', '어지럼'],
  ),
  q('symptom', 'dyspnea', /^(그리고\s?|또\s?)?숨(은|도)\s?요\s?[?？]?$/),
  q(
    'topic',
    'fluidIntake',
    /(식사|밥|진지|물)(나|이나|랑|하고|은|는)\s?((물|식사|밥)(은|는)?\s?)?[^?？]{0,4}(평소처럼|평소만큼|평소대로|잘|제대로)\s?(드셨|드세|드시|먹었|먹어|드십|잡수)/,
  ),
  // The urine counted by the trips to the toilet or by one void ("하루에 화장실 몇 번 …?", "한 번에 나오는 양은요?"); the
  // bleeding measured by the pads and described by clots ("패드를 하루에 몇 개 쓰시고, 색깔이나 덩어리는요?").
  q(
    'topic',
    'urineVolume',
    /화장실(은|에|을)?\s?[^?？]{0,12}몇\s?번|(한\s?번에|하루에)\s?(나오는|보는|누는)\s?(양|소변)|소변\s?(보는\s?)?횟수/,
    ['핍뇨'],
  ),
  q(
    'topic',
    'severity',
    /(패드|생리대|기저귀)(를|는|은)?\s?[^?？]{0,10}(몇\s?(개|장)|얼마나\s?(자주\s?)?(갈|바꾸|쓰))/,
    ['질출혈'],
  ),
  q('topic', 'character', /(덩어리|핏덩이|핏덩어리|피떡)/, ['질출혈']),
  // Rounds 33 and 35: a wish to die said as not wanting to live ("살기 싫다는 말씀 하신 적"); a dental visit asked in a fever
  // (the endocarditis' preceding event); farm and field work asked in a fever (mites); the last time well as a phone call
  // ("어젯밤에 통화하실 땐 멀쩡하셨고요?"); in bad news, who sits beside the patient and what the patient expected to hear.
  q('topic', 'suicidalIdeation', /살기\s?(싫|싫다|싫어|싫으)|살고\s?싶지\s?않|(사라지고|없어지고)\s?싶/),
  q(
    'topic',
    'event',
    /치과\s?(치료|시술|진료|에서|에\s?가|다녀|가셨|갔)|이(를)?\s?(뽑|빼|치료받)|발치|스케일링|임플란트|잇몸\s?치료/,
    ['발열'],
  ),
  q(
    'topic',
    'environmentalExposure',
    /(밭일|논일|농사일|농사|풀밭|벌초|성묘|등산|나물\s?캐|야외\s?(활동|작업)|캠핑)\s?(을|를|은|도|하|다녀|가셨|가|에)/,
    ['발열'],
  ),
  q(
    'topic',
    'onset',
    /(어젯밤|어제|전날|아침|마지막|통화|보셨)[^?？]{0,14}(땐|때는|때|까지는?)\s?(멀쩡|괜찮|정상|평소\s?같|평소처럼)[가-힣]*\s?[?？]?/,
    ['의식장애', '근력/감각이상'],
  ),
  q(
    'topic',
    'supportSystem',
    /(옆에|같이|함께)\s?(계신|오신)\s?분(은|이)?\s?[^?？]{0,8}(누구|사모님|남편|부인|아내|가족|어떻게\s?되)/,
  ),
  q(
    'topic',
    'priorKnowledge',
    /(어떤|무슨)\s?(얘기|이야기|말|결과|소식)(을|를)?\s?[^?？]{0,8}(거라고|것이라고|걸로)\s?(생각|예상|짐작)/,
    ['나쁜 소식 전하기'],
  ),
];

const s = (kind: 'education' | 'act', key: string, re: RegExp): Cue => ({ kind, key, re });

/**
 * Round 19: a drug the patient takes told to be stopped ("피임약은 끊으셔야되요"). Round 20: the stop is the drug's
 * own, not another thing's after it ("한약은 괜찮고 술은 끊으세요", "…, 담배는 끊으세요") nor a break ("필름이 끊긴").
 */
export const DRUG_STOPPED =
  /(피임약|호르몬\s?약|호르몬제|진통제|진통소염제|소염진통제|한약|영양제|수면제|추출물|감초)(은|는|을|를|도)?\s?(?:(?!(괜찮|드셔도|드시고|드시면서|먹고|먹어도|되고|하시고|하고))[^.?,]){0,8}(끊(?!기|긴|겨|임|어지|어졌|어진|이지)|중단|드시지\s?마|먹지\s?마)/;

/** Round 20: what reads as a drug stopped but is not advice to stop it. */
export const DRUG_NOT_STOPPED =
  /(끊|중단하|중단|드시지|먹지)[가-힣]*\s?(지\s?)?(마시고|마세요|마시|말고|않도록|않게)\s?[^.?]{0,4}(그대로|계속|꾸준)|(끊|중단하)지\s?(마|말|않)|(끊|중단하)[가-힣]*(시면|으면|면)\s?안\s?(돼|되|됩)|(임의로|마음대로|갑자기|함부로)\s?[^.?]{0,4}(끊|중단)|(끊|중단하)(으셨|셨|었|었던|으신|신|은|고\s?나서|은\s?지|으신\s?지)|(검사|내시경|수술|시술|결과|CT|MRI|촬영)\s?[^.?]{0,6}(전|전에|전까지|전에는|나올\s?때까지|끝날\s?때까지)|(드시는|먹는|복용하시는|복용하는|쓰시는)\s?(동안|중에는|중엔)|항응고|와파린|피\s?(를\s?)?묽|출혈|피가\s?[^.?]{0,4}(안\s?멈|잘\s?나|날\s?수)|(같이|함께)\s?(드시면|먹으면|복용하면|쓰시면)|상호\s?작용|(치료|약)\s?(중|중에는|하는\s?동안|하시는\s?동안)/;

/** Explanations and encounter acts (clause must be a statement). */
export const STATEMENT_CUES: readonly Cue[] = [
  // Round 14: allergens kept away in plain words ("이불은 뜨거운 물에 빨고 강아지는 침실에 못 들어오게 하고
  // 제습기 쓰세요").
  s(
    'education',
    'lifestyle',
    /(이불|침구|베개|커튼)[은는을를도]?\s?[^.?]{0,10}(빨|세탁|삶|털어)|(침실|방|침대)[에로은는]?\s?[^.?]{0,6}(못\s?들어오|안\s?들어오|들이지|못\s?올라오|안\s?올라오)|제습기|공기\s?청정기|꽃가루[^.?]{0,10}(피하|조심|심한\s?날)/,
  ),
  // Round 11: weight loss and daily walking advised in numbers ("체중을 5%만 줄여도 … 하루 30분 걷고 밤 늦게
  // 드시는 건 줄여 보세요").
  s(
    'education',
    'lifestyle',
    /(체중|몸무게|살)(을|를|은|도)?\s?[^.?]{0,10}(줄이|줄여|빼|감량)[^.?]{0,30}(세요|보세요|봐요|합시다|해요|좋아요|돌아|수\s?있)|(하루|매일|일주일에)\s?[0-9]+\s?(분|시간|번)[^.?]{0,8}(걷|걸으|운동|뛰)[^.?]{0,30}(세요|보세요|봐요|합시다|해요)/,
  ),
  s(
    'education',
    'followUp',
    /[0-9]+\s?(주|일|개월|달|년)\s?마다\s?[^?]{0,6}(와|오|오셔|오세요|뵙|봬|재|확인)|(다음\s?(주|달)|일주일|며칠|([0-9]+|한|두|세|석|넉|몇)\s?(주|일|개월|달))\s?(뒤|후)?에?[^?]{0,20}(다시|오셔|오세요|오시면|뵙|뵐|봬|뵈|보시죠|보죠|봐요|봅시다|확인|외래|방문)|결과[^?]{0,10}(나오면|보시죠|보러|보면서|확인하러)|다시\s?(오시|오셔|뵙|뵐|봬|와\s?주)|다음\s?(접종|방문|진료|진찰|외래)|(오시면|오실\s?때|오시는\s?대로)\s?[^?]{0,16}(같이|함께)?\s?다시\s?(설명|말씀|얘기)/,
  ),
  s(
    'education',
    'warningShot',
    /좋지\s?않(은|게)|안\s?좋(은|게)\s?(소식|결과|나왔)|좋은\s?(소식|결과|얘기)(이|은|는)?\s?(아니|못)|나쁜\s?(소식|결과)|조심스러|마음의\s?준비|말씀드리기\s?(어려|힘들|조심)|(결과|소식)[가-힣]{0,2}\s?[^?]{0,16}(좋지\s?않아|좋지\s?않습|안\s?좋아요|안\s?좋습)|(바랐던|바라던|기대했던|기대하던|생각했던|예상했던)\s?(것|거)보다\s?[^?]{0,6}(좋지\s?않|안\s?좋|나쁘|심각)/,
  ),
  // Round 21: the duty told without the word 신고 ("의사가 법으로 노인보호전문기관에 꼭 알려야 해요").
  s(
    'education',
    'reporting',
    /신고(는|를|하|할|해|가|의무|도)|(법으로|법적으로|법에\s?따라|의무적으로)\s?[^.?]{0,30}(알려야|알리게|알릴\s?(의무|수밖에)|연락해야|연락드려야)|(노인보호전문기관|아동보호전문기관|보호\s?기관)에\s?[^.?]{0,6}(알려야|알리게|연락해야|연락드려야|연락드릴|알릴게|알리겠)/,
  ),
  // Round 21: a certificate of the injuries and the wound treated, offered ("다친 거 진단서도 떼 드릴 수 있어요").
  {
    kind: 'education',
    key: 'treatment',
    re: /진단서[^.?]{0,12}(떼|발급|끊어|써\s?드|드릴|드려)|(상처|다친\s?(곳|데))[^.?]{0,10}(치료|소독|드레싱|꿰매)/,
    only: ['가정폭력', '성폭력'],
  },
  // A headache diary and painkiller overuse in plain words ("수첩에 적어 보세요", "진통제는 한 달에 열흘
  // 넘게 드시면 오히려 두통이 생겨요").
  s(
    'education',
    'lifestyle',
    // Round 21: also a limit by the week or the month ("진통제는 일주일에 두 번 넘게 드시지 마세요").
    /(수첩|일기|메모|기록)[^?]{0,6}(적어|써|쓰|기록|남겨)|(진통제|두통약)[^?]{0,20}(과용|너무\s?자주|열흘|10\s?일|15\s?일|자주\s?드시면|많이\s?드시면|오히려|(일주일|한\s?주|한\s?달|달)에\s?[^.?]{0,6}(넘게|이상|이하|미만|까지|만))/,
  ),
  // Cough etiquette in plain words: "기침할 땐 입 가리게 하고 마스크 씌워 주세요".
  s(
    'education',
    'lifestyle',
    /마스크|기침\s?예절|(입|코)(을|를)?\s?가리|소매로\s?가리|손(을)?\s?(꼭\s?|잘\s?)?(자주|깨끗이)?\s?씻|(음식|수건|식기|그릇|컵)(은|을|도)?\s?따로/,
  ),
  // Round 5: bad news forewarned in ordinary words ("안타깝게도 기대했던 결과는 아니에요"), confidentiality
  // as who will not hear it ("남편분께 절대 알려지지 않아요"), and a counselling service offered
  // ("암 환자 상담해 주는 곳이 있어서 연결해 드릴게요").
  s(
    'education',
    'warningShot',
    /안타깝(게도|지만)|기대(하신|했던|하셨던)\s?(결과|것)(는|과|와)?\s?(아니|다르)/,
  ),
  s(
    'education',
    'confidentiality',
    /(절대|아무(한테|에게)?도?|누구(에게|한테)도|동의\s?없이(는)?)\s?[^?]{0,10}(알려지지|알리지|말하지|전하지|안\s?알려|새어\s?나가지)|(밖으로|외부로)\s?(새|나가|알려지)지\s?않/,
  ),
  s(
    'education',
    'supportResources',
    /상담(해\s?주는|받을\s?수\s?있는|하는)\s?(곳|데|선생님|센터|팀)|(상담|지원)\s?(센터|기관|팀)(에|으로|로|을|를)?\s?[^?]{0,8}(연결|안내|소개|연락)/,
  ),
  s(
    'education',
    'sideEffects',
    /부작용|이상\s?반응|맞은\s?(자리|부위)|접종\s?부위|미열이|열이\s?날\s?수|졸릴\s?수|쓰릴\s?수/,
  ),
  s(
    'education',
    'cessationPlan',
    /(금연|금주|끊을|끊는|시작할?)\s?(할\s?)?(날|날짜)|날짜(를)?\s?정|(담배|라이터|재떨이|술)(와|과|는|를|을|은|랑)?[^?]{0,12}(치워|치우|버리|버려|없애)/,
  ),
  s(
    'education',
    'lifestyle',
    /물(을)?\s?(충분히|많이)|두통\s?일기|일기(를)?\s?(써|쓰)|규칙적(인|으로)\s?(식사|운동|생활|수면|드시|드세요|주무|자|하|일어나)|충분한\s?(수면|휴식)|스트레칭|(운동|산책|걷기)[^?]{0,10}(하|꾸준|괜찮|좋)|체중(을)?\s?(줄|조절|빼)|싱겁게|(술|담배|커피|카페인|짠\s?음식|기름진)[^?]{0,15}(끊|줄이|줄여|피하|삼가|드시지|마시지)|(가스|운전|낙상|넘어지)[^?]{0,20}(좋|하세요|조심|주의|바꾸|피하|챙겨\s?주|하지\s?않(으)?시게|안\s?하시게|못\s?하시게|말려|막아)/,
  ),
  s(
    'education',
    'warningSigns',
    /(면|거나|되면|오면|생기면|나면|지면)\s?(바로|즉시|곧바로|당장|빨리)[^?]{0,12}(오세요|오셔야|와야|말씀|연락|응급실|병원|알려|부르)/,
  ),
  s(
    'education',
    'harmReduction',
    /(어렵다면|어려우시면|어려우면|힘들다면|힘드시면)|혼자\s?(사용|하지|드시지|마시지)|혼자\s?(먹|쓰|하|드시|마시|피우)[가-힣]*\s?[^?]{0,20}(마|말고|말아|않|지\s?마)[가-힣]*$|(술|알코올)(이랑|과|하고|랑)(은|는)?\s?(같이|함께)\s?[^?]{0,6}(먹|드시|쓰|하|마시)지(는|도)?\s?(마|말|않)|(날|횟수|양)(을|은)?\s?줄이|(정해진|처방(받은|된)|적힌)\s?양[^?]{0,4}(넘기|넘지|초과)|줄이는\s?것부터|깨끗한\s?주사/,
  ),
  s(
    'education',
    'supportResources',
    /상담\s?전화|1366|109|1393|1544|해바라기|쉼터|금연\s?클리닉|보건소|지원\s?(기관|센터)|중독관리|사회\s?복지|상담\s?선생님/,
  ),
  // Specific advice in its own words: hygiene, safe sex, posture.
  s(
    'education',
    'lifestyle',
    /손(을)?\s?(자주|잘|깨끗이|꼭)?\s?씻|수건(을|은)?\s?따로|익혀\s?(드|먹)|위생|따로\s?(쓰|사용)|콘돔(을|은)?\s?[^.?]{0,8}(쓰세요|사용하세요|쓰시|사용하시|꼭|쓰는\s?게|사용하는\s?게|챙기)|관계(는|를)?\s?[^.?]{0,6}(피하|삼가|하지\s?마|쉬)|세정제|자세(를)?\s?(바르게|바로|곧게)\s?(하|유지|앉)|자세(를)?\s?자주\s?바꾸|허리(를)?\s?곧게\s?(펴고|유지)|무거운\s?(것|거|물건)[^.?]{0,8}(들지|피하|조심)/,
  ),
  s(
    'education',
    'warningSigns',
    // ("결과 나오면 다시 병원에 오세요" is the follow-up, not a warning sign.)
    /(면|거나|되면|오면|생기면|나면|지면|으시면)\s?[^?]{0,6}(응급실(에|으로|로)?\s?(바로|즉시|꼭|빨리)?\s?(오|가|방문|내원)|(바로|즉시|빨리|당장)\s?병원)/,
  ),
  // Round 7: cutting down tied to what happened to the patient ("지난달 기억 끊긴 거나 넘어져 다친 거
  // 생각하면, 지금 줄이는 게 좋겠어요"); the event may sit in the clause before.
  {
    kind: 'education',
    key: 'motivationalAdvice',
    // Round 19: "…요리하신 거 생각하면, 지금 줄이시는 게 안전해요".
    re: /(줄이|끊|그만\s?(드|마|피)|안\s?마시|안\s?피우)[가-힣]*\s?(는\s?게|시는\s?게)\s?(좋|나아|중요|안전)|(줄이|끊)[가-힣]*(셔야|세요)/,
    // Round 16: in its honorific forms too ("간수치 300 넘었던 거 생각하시면", "생각해 보시면").
    context:
      /(?=[^]*(기억|필름|다친|다쳐|넘어|수치|결과|검사|술|담배))[^]*(생각(하|해\s?보)(시)?면|보(시)?면|봐서|위해서)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Stopping tied to the patient's own problem ("넘어져서 다치신 것도 이 약 때문일 수 있어서 줄이시는 게 좋아요").
  s(
    'education',
    'motivationalAdvice',
    /(때문|탓|영향)[^.?]{0,24}(줄이|끊|그만|안\s?드|안\s?피우|멀리|중단)[^.?]{0,12}(좋|하세요|권|바랍|필요|해야)/,
  ),
  // Quitting asked for, tied to the patient's own result ("간 수치 오른 것도 술 때문일 가능성이 커서,
  // 이번엔 술을 끊어 보셨으면 해요"): the cause may sit in the clause before.
  {
    kind: 'education',
    key: 'motivationalAdvice',
    // Round 16: in 반말 too ("…이번엔 술을 끊어 보셨으면 해.").
    re: /(끊|줄이|줄여|그만\s?(드|피|마))[가-힣]*\s?(보셨으면|셨으면|으셨으면|으면|시면)\s?(해요|합니다|좋겠|좋아|싶어|해(?=[.!~,]|\s|$))/,
    // Round 20: a risk told in the same turn ("…혈전이나 뇌졸중 위험이 확 올라가요, 그래서 … 담배는 꼭 끊으셨으면
    // 좋겠다는 거고").
    context: /(?=[^]*(때문|탓|영향|수치|결과|검사|위험))[^]*(술|담배|음주|흡연|피우|마시)/,
  },
  // Round 25: quitting asked for, tied to the patient's own organ ("폐 기능이 이미 떨어져 있어서, 지금 끊으시는 게 … 가장
  // 확실한 방법이에요. 꼭 끊으셨으면 해요.").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(끊|줄이|줄여)[가-힣]*\s?(보셨으면|셨으면|으셨으면)\s?(해요|합니다|좋겠|해(?=[.!~,]|\s|$))/,
    context:
      /(폐|간|심장|혈관|콩팥|기능|수치|숨|기침)[^.?]{0,20}(떨어져|떨어졌|나빠|망가|올라|높|약해|안\s?좋)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Round 10: what cutting down will do for the patient's own finding ("간수치가 이미 올라서, 지금 줄이시면
  // 간이 회복될 수 있어요. 줄이시길 권해요.").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(줄이|끊|줄여|안\s?마시|안\s?피우)[가-힣]*(면|시면)\s?[^.?]{0,16}(회복|좋아|나아|돌아|정상|내려|떨어)|(줄이|끊)[가-힣]*(시길|기를|시는\s?걸|시기를)\s?(권|추천|바랍|부탁)/,
    context: /수치|결과|검사|혈압|다친|다쳐|기억|필름|때문/,
    only: ['음주', '금연', '물질오남용'],
  },
  // A start day and a home without drink or cigarettes ("다음 주 월요일부터 시작하고, 집에는 술을 두지 않기로 해요").
  {
    kind: 'education',
    key: 'cessationPlan',
    re: /(월요일|화요일|수요일|목요일|금요일|토요일|일요일|내일|모레|다음\s?주|이번\s?주|[0-9]+\s?일)\s?부터\s?(시작|끊|줄이|줄여|안\s?(마|피)|금주|금연|절주)|(집에|집에는|집엔)\s?(술|담배)[을를은도]?\s?[^.?]{0,6}(두지|사\s?두지|사\s?놓지|안\s?(두|사))/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Lifting and posture, and not falling, in plain words ("무거운 건 허리 굽히지 말고 무릎 굽혀서 드세요",
  // "혼자 걷지 마시고 꼭 누구 잡고 다니세요").
  s(
    'education',
    'lifestyle',
    /무거운\s?(것|거|건|물건|짐)|(허리|무릎)(를|을)?\s?(굽히지|숙이지|구부리지|굽혀서|구부려서|펴고)|(넘어지|낙상)[^.?]{0,20}(조심|않게|않도록|큰일|위험|주의)|(잡고|손잡이|지팡이|보조기)[^.?]{0,10}(다니|걸으|걷|다녀)|천천히\s?일어나/,
  ),
  // Coping with craving ("피우고 싶을 때는 물 마시거나 껌 씹거나 산책해 보세요").
  s(
    'education',
    'withdrawalManagement',
    /(피우고|마시고|쓰고|하고|드시고)\s?싶(을|으실)\s?(때|땐)[^?]{0,40}(물|껌|산책|운동|심호흡|양치|다른\s?일|참|버티|전화|사탕)/,
  ),
  s(
    'education',
    'harmReduction',
    /(술이랑|술과|술하고)\s?같이\s?(드시|먹|쓰|복용)[^.?]{0,10}(안|말|마세요|위험)|혼자\s?(있을|계실)\s?때[^.?]{0,10}(드시지|쓰지|먹지|하지)/,
  ),
  s(
    'education',
    'referral',
    /(정신건강의학과|정신과|전문의|중독|상담)[^.?]{0,20}(연결|만나|보시|진료|의뢰|예약)/,
  ),
  s('education', 'confidentiality', /비밀(이|은|로)?[^.?]{0,20}(지켜|보장|지키|유지)|비밀이지만|비밀인데/),
  s('education', 'lifestyle', /(앞으로|다시는|당분간)\s?[^.]{0,12}(드시지|먹지|쓰지|바르지|하지)\s?마/),
  // Round 23: the stop advised in the clause after its cause ("…목숨이 위험할 수 있어서, 이번에 줄이고 끊는 치료를 시작하시는 게
  // 좋겠어요").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(줄여|줄이|끊|중단)[^.?]{0,20}(봐요|보세요|봅시다|보시죠|좋겠|하셔야|합시다|시작)/,
    context: /(있었으니|받았으니|했으니|했잖아요|처럼|(있|잇)으니까|(있|잇)어서|위험해서|위험하니)\s?[,，]/,
    only: ['음주', '금연', '물질오남용'],
  },
  // --- Vaccination, bad news, violence: explanations in plain words.
  {
    kind: 'education',
    key: 'vaccineSchedule',
    re: /[0-9]\s?차|다음\s?접종|[0-9~-]+\s?(개월|세|살)(에|때)\s?[^.?]{0,10}(맞|접종)/,
    only: ['예방접종'],
  },
  {
    kind: 'education',
    key: 'sideEffects',
    re: /(열|발진|붓|부을|빨개|멍울|보챌|아플)[^.?]{0,16}(생길|날|나타날|있을|할)\s?수\s?(있|도)/,
    only: ['예방접종'],
  },
  s('education', 'supportResources', /상담실|상담\s?(센터|받으실|받을)|지지\s?모임|환우회/),
  s('act', 'empathy', /천천히\s?(말씀|생각|하셔|이야기|들으)|(시간|마음)(을)?\s?(충분히\s?)?(가지|추스르)/),
  {
    kind: 'education',
    key: 'confidentiality',
    re: /(남편|가족|보호자|부모님|가해자)[^.?]{0,10}(모르게|알리지\s?않|말하지\s?않|전하지\s?않)/,
    only: ['가정폭력', '성폭력', '자살', '기분변화'],
  },
  {
    kind: 'education',
    key: 'safetyPlan',
    re: /(위급|위험)할\s?(때|땐)[^.?]{0,16}(갈|피할|연락할|도망갈)\s?(수\s?있는\s?)?(곳|데|사람)/,
    only: ['가정폭력', '성폭력', '자살', '기분변화'],
  },
  // --- Counselling advice in plain words (issue 17, third pass).
  // Stopping tied to the patient's own finding: "간 수치가 높으셔서 술을 꼭 줄이셔야 해요".
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(서|니까|으니|라서|어서|때문에|탓에)\s?[^.?]{0,30}(줄이|끊|그만\s?(드|피|하|마))[가-힣]*(셔야|야\s?(해|합|돼|됩)|세요|시는\s?게|는\s?게\s?좋)/,
    context: /술|담배|음주|흡연|피우|마시/,
  },
  // Round 11: the harm to the patient's own body (or baby) told first, then quitting asked for in a
  // sentence of its own ("…태반 혈관을 좁혀서 아기가 작게 태어날 수 있어요. 오늘부터 꼭 끊으세요.").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(꼭|반드시|당장|오늘부터|지금부터|이번\s?기회에)\s?(끊|금연|금주|그만\s?(드|피|마))[가-힣]*(세요|셔야|으셔야|하셔야|하세요)/,
    context:
      /(아기|태아|태반|뼈|상처|간|폐|심장|혈관|수치|결과|수술|혈압)[^.?]{0,40}(수\s?있|위험|나빠|막히|좁|영향|때문|안\s?붙|늦게)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Craving passes and what to do meanwhile.
  s(
    'education',
    'withdrawalManagement',
    /(생각\s?나|생각이\s?나|생각\s?날|생각이\s?날|당기|당길|싶)(면|으면|을\s?때|을\s?땐|\s?때|\s?땐)[^?]{0,40}(물|껌|산책|운동|심호흡|양치|사탕|자리를?\s?피)|(욕구|생각|갈망)[^.?]{0,20}(가라앉|지나가|사라지|줄어|지나면)/,
  ),
  // A safety plan in its parts: a packed bag, documents, where to go; dangerous means put away.
  {
    kind: 'education',
    key: 'safetyPlan',
    // Round 21: also locked away or handed to someone ("농약은 … 잠금함에 넣고 열쇠는 아드님이"), and a call agreed for
    // the bad moment ("힘드시면 저한테 바로 전화하시기로 해요").
    re: /(비상\s?)?가방|신분증|피할\s?(곳|데)|(나올|피할|도망칠|피신할)\s?수\s?있(게|도록)|(약|수단|도구|번개탄|농약|끈)[^.?]{0,16}(맡기|맡겨|치우|치워|버리|버려|없애)|(약|번개탄|농약|제초제|끈|칼)(은|는|을|를|도)?\s?[^.?]{0,24}(잠그|잠가|잠궈|잠금|자물쇠|열쇠)|(힘드시면|힘들면|힘드실\s?때|위험한\s?생각|죽고\s?싶은\s?생각)[^.?]{0,24}(전화|연락)(하|해|주)[가-힣]*(기로|세요|주세요)/,
    only: ['가정폭력', '성폭력', '자살', '기분변화'],
  },
  s('education', 'confidentiality', /비밀로\s?(하|해|할|지켜)|비밀\s?(보장|유지)/),
  // The risk of going on, or stopping as the main treatment ("계속 피우시면 다시 막힐 위험이 커요").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(계속|그대로|지금처럼)\s?(피우|마시|드시|쓰|하시)[가-힣]*면[^.?]{0,30}(위험|나빠|악화|막히|재발|커|높아)|(끊으시는|줄이시는|끊는|줄이는)\s?(게|것이|것)\s?(제일|가장|무엇보다|꼭)?\s?(중요|좋|필요|최선)/,
    context: /술|담배|음주|흡연|피우|마시/,
  },
  // Round 6: small sips and soft food first after vomiting ("물부터 한 모금씩 자주 드시고 죽처럼 부드러운
  // 걸로 시작하세요").
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(한\s?모금씩|조금씩\s?(자주|나눠)|조금\s?자주|자주\s?조금씩)|(죽|미음|부드러운|담백한)[^?]{0,12}(부터|시작|드시|드세요|먹)/,
    only: ['구토', '산전진찰'],
  },
  // Round 7: smoking and drinking ruled out in a word ("담배 술은 안돼요").
  s(
    'education',
    'lifestyle',
    /(담배|술|음주|흡연)[^?]{0,6}(은|는|도)?\s?(절대\s?)?(안\s?돼|안돼|안\s?됩니다|피우지\s?마|마시지\s?마|끊으세요|끊으셔야|삼가|피하세요|피하셔야)/,
  ),
  // Douching and the daily plan in everyday words ("세정제로 안쪽 씻지 마시고 물로 바깥만 씻으세요",
  // "밥 양 조금 줄이시고 하루 30분씩 걸으세요").
  {
    kind: 'education',
    key: 'lifestyle',
    re: /세정제[^?]{0,12}(쓰지|씻지|하지|마시|마세요|피하|줄이)|(안쪽|질\s?안)[^?]{0,6}(씻지|닦지)|물로(만)?\s?[^?]{0,6}(바깥|겉)[^?]{0,4}씻/,
    only: ['질분비물'],
  },
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(하루|매일|일주일에)\s?[0-9]+\s?(분|번|회)[^?]{0,8}(걸으|걷|운동)|(밥|식사|탄수화물|단\s?거|간식|야식)\s?(양)?(을|은|도)?\s?[^?]{0,6}(줄이|줄여|조절)/,
    only: ['다뇨', '체중증가', '이상지질혈증', '고혈압', '체중감소'],
  },
  // Voiding after intercourse: "관계 후에 소변 보세요".
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(관계|성관계)\s?(후|하고\s?나서|뒤|하신\s?뒤)[^?]{0,8}(소변|화장실)|소변(을)?\s?(참지|오래\s?참)/,
    only: ['배뇨이상'],
  },
  // Withdrawal that passes, told in everyday words ("짜증 나고 잠 안 오는 건 2주에서 4주면 좋아져요").
  s(
    'education',
    'withdrawalManagement',
    /(짜증|잠\s?안\s?오|잠을?\s?못|불면|금단|초조|군것질)[^?]{0,24}(좋아져|나아져|지나가|사라져|줄어|괜찮아)/,
  ),
  // Round 9: risk factors kept in check, told as advice ("혈압이랑 콜레스테롤은 일 년에 한 번씩 검진으로
  // 확인하세요"); the back kept strong and not arched ("배랑 허리 근육 운동 해요", "허리 너무 뒤로
  // 젖히지 마세요"). The item's kind of advice is checked in advice.ts.
  s(
    'education',
    'lifestyle',
    /(혈압|혈당|콜레스테롤|당뇨)[^?]{0,24}(관리|확인|검진|체크|조절|재\s?보|재세요)[^?]{0,8}(하세요|해요|하시고|하셔야|받으세요|주세요|드세요|보세요)[.!~]*$/,
  ),
  // Falls prevented in plain words ("어지러울 땐 바로 앉거나 누우시고, 밤에는 불 켜고 천천히 다니세요").
  s(
    'education',
    'lifestyle',
    /(어지러울|어지러우실|어지럼(이|증)?\s?(올|오면|날|나면|생기면))[^?]{0,10}(앉으|앉거나|앉아|누우|누워|눕|잡으|잡고)|(불|조명)(을)?\s?(켜|밝게)[^?]{0,10}(다니|걸|움직|가세요)|천천히\s?(다니|걸으|걸어|일어나|일어서|움직)[가-힣]*(세요|요)[.!~]*$|(미끄럼|미끄러지지)|(난간|손잡이)(을|를)?\s?(잡|설치)/,
  ),
  s(
    'education',
    'lifestyle',
    /(허리|배|복부|코어|등|엉덩이)[^?]{0,8}(근육|근력)\s?(운동|강화|키우)|(허리|몸|목)(를|을)?\s?(너무\s?)?(뒤로\s?)?(젖히지|비틀지|구부리지|숙이지)\s?(마|말)/,
  ),
  // --- Round 17: counselling explanations in ordinary words.
  // Stopping advised for the patient's own loss or goal ("일자리도 잃으셨다고 했잖아요, 이번에 끊으시는 게 맞아요",
  // "다리 저린 게 나으려면 바로 끊으셔야 해요").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(끊|줄이|줄여|그만\s?(드|피|하|마))[가-힣]*\s?(는\s?게|는게|시는\s?게|시는게)\s?(맞|좋|낫|중요|필요)|(끊|줄이)[가-힣]*(셔야|어야|여야)\s?(해|합|돼|됩|겠)/,
    // Round 18: or the patient's own event kept from happening again ("그날 같은 일이 또 안 생기려면", "스텐트 넣은
    // 혈관이 다시 막히지 않으려면").
    context:
      /(회복되|회복하|나으|낫|좋아지|돌아오|살리|지키)[가-힣]*려면|(않|않으|안\s?[가-힣]{1,4}|없으)려면|잖아|(다고|라고)\s?(하셨|했|말씀)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // The patient's own problem blamed on it, then stopping required ("심장이 이렇게 뛰는 것도 약 때문이라 끊으셔야
  // 해요").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /(때문|탓)[^.?]{0,16}(끊|줄이|줄여)[가-힣]*(셔야|어야|여야)\s?(해|합|돼|됩)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Needles never shared ("주사기는 꼭 새 거 쓰고 절대 나눠 쓰지 마세요").
  s(
    'education',
    'harmReduction',
    /(주사기|바늘)[^.?]{0,12}(새\s?(거|것)|나눠\s?쓰|같이\s?쓰|공유)|나눠\s?쓰지\s?마/,
  ),
  // Round 19: lying down at the first warning and water in numbers ("어지러우면 바로 앉거나 눕고 물은 하루 1.5리터
  // 이상 드세요"); a child kept from running and jumping ("일주일은 뛰거나 점프하는 놀이는 쉬게 해 주세요").
  s(
    'education',
    'lifestyle',
    /(바로|즉시|얼른)\s?(앉거나|앉|눕|누우|누워)|(물|수분)(은|을|는)?\s?(하루(에)?\s?)?[0-9.]+\s?(리터|L|l|잔|컵|ml)|(뛰|점프|달리|체육|무리)[^.?]{0,12}(쉬게|쉬세요|쉬어|피하|하지\s?않|말고|삼가)|(몸무게|체중|살)(을|를)?\s?[^.?]{0,16}(빼|줄이|줄여)\s?(보|보시)고|국물(은|을)?\s?[^.?]{0,6}(반만|줄이|남기)/,
  ), // Round 20: sleep at a set hour and walking by the minute ("밤에는 일정한 시간에 주무시고, 낮에 20분씩 가볍게
  // 걸으세요"); sugary drinks stopped and sport kept ("이온음료랑 탄산은 당분간 끊고 … 축구도 계속해도 돼요").
  s(
    'education',
    'lifestyle',
    /(일정한|같은|정해진|정한)\s?시간에\s?(주무|자|잠자리|일어나|기상)|[0-9]+\s?분\s?(씩|정도|이상)\s?[^.?]{0,8}(걸으|걷|걸어|운동|산책)|(이온\s?음료|탄산|음료수?|주스|콜라|단\s?(거|것|음료))(은|는|을|를|랑|이랑|도)?\s?[^.?]{0,8}(끊|줄이|줄여|피하|마시지\s?마|드시지\s?마|먹지\s?마)|(운동|축구|야구|농구|수영|체육)(은|는|도)?\s?(계속|꾸준히)\s?(해도|하셔도|하셔야|하세요|해)/,
  ),
  // Round 22: advice to avoid a thing or hand a task over ("산에 가실 땐 향수는 피하세요", "벌초는 다른 분께 맡기시고"), and
  // drugs or supplements told to be stopped after a list ("드시던 한약이랑 건강식품은 이제 끊으세요").
  s(
    'education',
    'lifestyle',
    /[가-힣]+(은|는|을|를)\s?(꼭\s?|되도록\s?|가급적\s?)?피하(세요|시고|셔야)|(다른\s?(분|사람)(께|에게|한테))\s?맡기(세요|시고)|(약|한약|건강식품|영양제|보조제)(이랑|하고|과|와|은|는|을|를|도)\s?[^.?]{0,14}(끊으세요|끊으셔야|중단하세요|중단하셔야|드시지\s?마)/,
  ),
  // Round 22: pelvic floor exercise described, also in 반말 ("항문이랑 질을 꽉 조였다 푸는 운동을 하루 세 번씩 해 봐").
  s('education', 'treatment', /조였다\s?(푸|풀|놓)|골반\s?(바닥\s?)?(근육\s?)?운동|케겔/),
  // Round 22: the diagnosis told as what may have happened or what to rule in first ("방광에 혹 생겼을 수 있어 방광암 먼저
  // 확인해야돼"); the diagnosis named is checked in education.ts.
  s(
    'education',
    'likelyDiagnosis',
    /(생겼|있었|왔|됐|걸렸)을\s?수\s?(도\s?)?있(어|어요|습니다|겠)|(먼저|우선)\s?(확인|감별)해야/,
  ),
  // Round 22: a laxative or a drug named in the plan ("물 먹고 불어나는 변비약이랑 차전자피를 기본으로 써 볼게요", "떨림
  // 줄이는 프로프라놀롤이라는 약이 있는데요, …").
  s(
    'education',
    'treatment',
    /변비약|완하제|차전자피|장운동\s?(을\s?)?(돕는|촉진)|[가-힣A-Za-z]{3,}(이)?라는\s?(약|주사)/,
  ),
  // --- Round 23: vaccination counselling in plain words. Which shot goes where today ("오늘 왼팔엔 독감, 오른팔엔
  // 폐렴 예방주사 하나 맞으시고").
  {
    kind: 'education',
    key: 'vaccineSchedule',
    re: /(오늘|지금|이따가?)\s?[^.?]{0,24}(주사|백신|접종)[^.?]{0,16}(맞으|맞을|맞고|맞게|놓|접종)|(왼팔|오른팔|양팔|양쪽\s?팔|한쪽\s?팔|반대쪽\s?팔|허벅지)(엔|에는|에|은|는)?\s?[^.?]{0,16}(주사|백신|접종|맞)/,
    only: ['예방접종'],
  },
  // The common reaction and what to do about it ("몸살 났던 건 … 반응이라 하루 이틀이면 지나가요", "팔이 뻐근하면
  // 찬 수건 대시고 열 나면 해열제 드시면 돼요").
  {
    kind: 'education',
    key: 'sideEffects',
    re: /(뻐근|붓|부을|부어|아플|열|미열|몸살|으슬)[^.?]{0,30}(하루\s?이틀|지나가|흔한|흔히|반응이|반응이라)|(뻐근하면|부으면|부어오르면|아프면|열\s?나면|열이\s?나면)\s?[^.?]{0,20}(수건|찜질|냉찜질|해열제|타이레놀|대시|대세요)/,
    only: ['예방접종'],
  },
  // The next shot's time ("1년 뒤에 다른 종류 폐렴 주사를 한 번 더 맞으시면 돼요", "매년 가을마다 맞으셔야 하고,
  // 다음 달 … 주사 날짜도 같이 잡아요").
  {
    kind: 'education',
    key: 'followUp',
    re: /(([0-9]+|한|두|세|석|넉|몇)\s?(년|해|개월|달|주)|다음\s?(달|해|번|진료|접종))\s?(뒤|후)?에?\s?[^.?]{0,30}(맞으시면|맞으세요|맞으셔야|맞으러|맞을|맞춰|날짜|잡아|잡을|잡으)|매년\s?[^.?]{0,16}(맞으|접종|맞아)/,
    only: ['예방접종'],
  },
  // Round 26: the next shot named by the age it falls at ("다음은 4개월 때 같은 주사 2차예요"), the date written in the
  // booklet ("수첩에 다음 날짜 적어 드릴게요"); a drug started low and raised ("혈압약은 적은 양부터 시작해서 천천히 올릴
  // 거예요"); warmth and exercise advised in plain words ("배에 따뜻한 찜질 하세요", "걷기나 요가 해 보세요").
  {
    kind: 'education',
    key: 'followUp',
    re: /([0-9]+|두|세|네|여섯|열두)\s?(개월|달|살)\s?(때|되면|되실\s?때|에)\s?[^.?]{0,16}([0-9]+|두|세|네)\s?(차|번째)|(수첩|달력)에\s?[^.?]{0,8}날짜/,
    only: ['예방접종'],
  },
  s(
    'education',
    'treatment',
    /(혈압약|당뇨약|약)(은|을|도)?\s?[^.?]{0,16}(부터|조금|적은\s?양)\s?[^.?]{0,6}(시작해서|시작하고|시작해)\s?[^.?]{0,16}(올릴|늘릴|조절할|바꿀)\s?(거|게|께|겁)/,
  ),
  s(
    'education',
    'lifestyle',
    /(따뜻한|뜨거운|온)\s?(물\s?)?찜질\s?(을\s?)?(하세요|하시고|해\s?보세요|해\s?주세요|하시면)|(걷기|요가|수영|스트레칭|자전거)(나|이나|랑|하고)?\s?[^.?]{0,10}(해\s?보세요|하세요|하시고|해\s?보시고)/,
  ),
  // Posture advised in plain words ("신문 보실 때 고개 푹 숙이지 마시고 눈높이로 들어서 보시고").
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(고개|목|허리)(를|을)?\s?(푹\s?|오래\s?|너무\s?|계속\s?)?(숙이|숙여|젖히|젖혀|구부리|구부려)[가-힣]{0,2}\s?(지\s?마|지\s?말|마시|않게|않도록)|눈높이(로|에|까지)|바른\s?자세|자세(를)?\s?(바르게|바로|곧게)/,
    only: ['목통증', '허리통증', '두통', '관절통증'],
  },
  // Round 31: counselling told in the learner's words. Home readings written down and brought ("집에서 혈압 재서 적어
  // 오세요", "수첩에 적어 와요"); a recheck after months ("석 달 뒤에 피검사 다시 해서 …"); a drug to start, weighed ("…
  // 약을 같이 시작하는 게 나을 수도 있어요"); a painkiller by when to take it, also in 반말 ("생리 시작 하루 전부터
  // 이부프로펜 먹어"); warmth for the belly ("배 따뜻하게 하고"); eating upright and thickened drinks for a patient who
  // aspirates; the news announced as heavy ("드릴 말씀이 가볍지가 않아요").
  s(
    'education',
    'followUp',
    /(혈압|혈당|체중|몸무게|수치)[^.?]{0,12}(재서|재시고|재고|재신|측정해서|측정하시고)\s?[^.?]{0,12}(적어|기록|써|메모)|(수첩|일지|노트|공책)[에에다]?\s?[^.?]{0,8}(적어|기록해|써)\s?(서\s?)?(오세요|와요|와|가져|보여)/,
  ),
  s(
    'education',
    'followUp',
    /(석|두|세|한|넉|[0-9]+)\s?(달|개월|주)\s?(뒤|후)에?\s?[^.?]{0,12}(다시|재검|검사|피검사|봬|뵐|오세요|와요)/,
  ),
  s(
    'education',
    'treatment',
    /(약|약물|스타틴|주사)(을|를)?\s?(같이\s?|함께\s?|바로\s?|먼저\s?)?(시작하|시작해|쓰|써|드시|복용하)[가-힣]*\s?(는\s?)?(게|것이|편이)\s?(좋|나을|낫|필요)/,
  ),
  s(
    'education',
    'treatment',
    /(전부터|전에|부터|마다|미리)\s?[^.?]{0,16}(진통제|소염제|진통소염제|이부프로펜|나프록센|타이레놀|약)\s?(을|를)?\s?(먹어|먹어요|드세요|드셔요|드셔|먹으면\s?돼|드시면\s?돼요|챙겨\s?먹어)[.!~]*$/,
  ),
  s(
    'education',
    'lifestyle',
    /(배|아랫배|허리)\s?(를|을|는)?\s?(따뜻하게|따듯하게|따뜻이|뜨끈하게)\s?(하|해|해\s?주|유지)/,
  ),
  s(
    'education',
    'lifestyle',
    /(앉은|앉아서|세운|세워서|일으켜)\s?(자세|상태)?로?\s?[^.?]{0,10}(드시|드시게|먹|식사)|(물|국|음료)[은는을를]?\s?[^.?]{0,6}걸쭉하게|(드시고|식사\s?후|먹고)\s?[^.?]{0,10}(바로\s?)?(눕지|누우시지|안\s?눕|눕히지)/,
  ),
  s(
    'education',
    'followUp',
    /(내일|모레|다음\s?주|이따|오후|오전|[0-9]+\s?시에?)\s?[^.?]{0,24}(다시\s?)?(올게요|오겠습니다|찾아뵐게요|찾아올게요|들를게요|뵐게요|뵙겠습니다)/,
  ),
  s(
    'education',
    'treatment',
    /(약|약물|항우울제)(을|를)?\s?(조금씩|천천히|소량부터|낮은\s?용량부터|적은\s?양부터)\s?(써|쓰|드셔|드시|시작)/,
  ),
  s(
    'education',
    'motivationalAdvice',
    /(끊으시는|끊으실|끊는|금연하시는|금연하는|술을\s?끊으시는)\s?(걸|것을|게|것)\s?(꼭\s?|강력히\s?|적극\s?)?(권해|권하|권유|추천)/,
  ),
  {
    kind: 'education',
    key: 'withdrawalManagement',
    re: /(끊|줄이|줄여|안\s?마시|안\s?드시|안\s?피우)[가-힣]*\s?[^.?]{0,20}(떨리|떨릴|잠이?\s?안|잠을?\s?못|땀|불안|초조|짜증)[^.?]{0,12}(수\s?(도\s?)?(있|잇))/,
    context: /(도와\s?(드릴|드리|줄)|도움|약(이|으로|을|도)|치료)/,
  },
  s(
    'education',
    'warningShot',
    /(드릴|전할|드려야\s?할|해야\s?할)\s?(말씀|얘기|이야기|소식)[이가은는]?\s?[^.?]{0,6}(가볍지|쉽지|좋지|반갑지)\s?(가\s?|는\s?)?(않|못)/,
  ),
];

/** Encounter acts recognised in any clause. */
/**
 * A restatement put back to the patient ("그러니까 어제 밤부터 아랫배가 아프고 열이 난다는 거죠?"); round 10:
 * also typed without spaces ("정리하면어제부터…") and in 반말 ("…아픈 거지?").
 */
export const SUMMARY_FORM =
  /^(그러니까|그럼|정리하면|요약하면|말씀하신\s?걸\s?보면)\s?(?=[^?]{8,})(?!(서|도|요)[\s,])[^?]{8,}(다는|라는|신|한|던|는|은)\s?(거죠|거지요|거지|거네요|거군요|거예요|거야|거고요)\s*[?？.]?$|^(?![^?]*(언제|어디|얼마|몇|무슨|어떤|어떻|뭐|왜|누구))(그러니까|정리하면|정리해\s?보면|요약하면)\s?[^?]{16,}[가-힣]\s?(거죠|거지요|거지|거\s?맞죠|거\s?맞지|거\s?맞으시죠|거\s?맞나요)\s*[?？.]?$/;

/**
 * Round 17: a habit asked in three words without a '?' ("운동은 하세요", "담배는 피우세요"): in the history it
 * asks (judge.ts reads it so before the first exam or explanation; after them it is advice).
 */
export const BARE_HABIT_ASK =
  /^(운동|담배|술)(은|는)\s?(좀\s?|주로\s?|평소에?\s?|따로\s?|요즘\s?)?(하세요|하세여|하시나요|하시고요|피우세요|피세요|태우세요|드세요|드시나요|마시세요|해|해요|피워|펴|마셔)[.~]?$/;

export const ANY_CLAUSE_CUES: readonly Cue[] = [
  // Round 17: empathy for loneliness or loss as an exclamation, which reads as a question ("얼마나
  // 허전하셨을까요.").
  { kind: 'act', key: 'empathy', re: /얼마나\s?(허전|외로|쓸쓸|적적|슬프|서운|막막)[가-힣]*(셨|었|으셨|겠)/ },
  // Round 36: a feeling named back with "-시죠" and called natural ("많이 겁나고 화나시죠. 당연한 마음이에요.").
  {
    kind: 'act',
    key: 'empathy',
    re: /(겁나|무서우|두려우|화나|속상하|답답하|막막하|놀라|당황스러우|서운하)(시|셨)[가-힣]{0,2}\s?(죠|지요)|당연한\s?(마음|감정|반응)(이에요|예요|입니다|이죠|이지요)|그런\s?(마음|감정)(이)?\s?(드는|드시는)\s?(게|건)\s?당연/,
  },
  // Round 17: a drug named by its class suffix, and labour induced ("에제티미브를 같이 드시는 방법이 있어요",
  // Round 34: a carer's part told (the drugs kept and given by the family, driving stopped, the gas made safe, constipation
  // eased, painkillers kept from a bleeding child, a guard worn): advice, read against the item's kinds (advice.ts).
  {
    kind: 'education',
    key: 'lifestyle',
    re: /약(은|을|도)?\s?[^.?]{0,14}(챙겨|관리해|모아|맡아)\s?(드리|주)|운전(은|을|도)?\s?[^.?]{0,8}(안\s?하시게|하지\s?마|못\s?하시게|피하|그만)|가스(레인지|불|밸브)?[^.?]{0,16}(장치|잠그|잠가|끄|꺼지)|변비(도|를|는)?\s?[^.?]{0,6}(풀어|조절|안\s?생기게|예방|없게)|보호대|(진통소염제|소염진통제|아스피린|이부프로펜|부루펜)[^.?]{0,12}(먹이지|드시지|먹지|피하|주지)/,
    unless: /[?？]\s*$/,
  },
  // Round 34: the plan in its own words: the drugs that caused it stopped or changed ("그 세 가지 약은 끊거나 다른 걸로 바꿔 드릴게요"),
  // a drug taken for a symptom ("가려우면 항히스타민제 먹고"), a tube put in to let the air out ("가슴에 관을 꽂아서 공기를 빼낼게요").
  {
    kind: 'education',
    key: 'treatment',
    re: /(그|이|세|두|이\s?세|그\s?세|그\s?두)\s?(가지\s?)?약(은|을|들은|들을)?\s?[^.?]{0,6}(끊거나|끊고|끊을|중단하|바꿔|바꾸|바꿀)|항히스타민(제)?\s?[^.?]{0,6}(먹|드시|드세|복용|처방)|관(을)?\s?[^.?]{0,4}(넣어|꽂아|삽입해|넣고|꽂고)\s?[^.?]{0,6}(공기|물|고름|피)(를|을)?\s?(빼|빼내|뽑)/,
    unless: /[?？]\s*$/,
  },
  // Round 34: tests for infections after an assault named by what they look for ("성병 검사랑 매독, B형간염 피검사").
  {
    kind: 'education',
    key: 'tests',
    re: /(성병|성매개\s?감염|매독|임질|클라미디아|에이즈|간염)\s?[^.?]{0,8}(검사|피검사)/i,
    unless: /[?？]\s*$/,
  },
  // Round 34: what was said kept from others without the patient's leave ("허락 없이 동네에 알려지지 않아요", "원하지 않으면
  // 말하지 않아요").
  {
    kind: 'education',
    key: 'confidentiality',
    re: /(허락|동의)\s?(없이|없으면|안\s?하시면)[^.?]{0,20}(알려지지|알리지|말하지|공개|새어|전하지)|(원하지|원치)\s?않(으시면|으면)[^.?]{0,16}(알려지지|알리지|말하지|말씀드리지|전하지|공개하지)/,
    unless: /[?？]\s*$/,
  },
  // Round 34: a place or service that helps, told ("병원에 상담실이 있어요", "가족분들 위한 교육 프로그램도 있고요", "호스피스 상담도
  // 받으실 수 있어요", "사회복지팀 연결해 드릴게요"): "…있어요" reads as a question, so any clause but a '?' one.
  {
    kind: 'education',
    key: 'supportResources',
    re: SERVICE_TOLD,
    unless: /[?？]\s*$/,
  },
  // "약으로 진통을 유도해서 분만"): "…방법이 있어요" reads as a question, so any clause but a '?' one.
  {
    kind: 'education',
    key: 'treatment',
    re: /[가-힣]{2,}(티미브|피브레이트|프로스톨|바스타틴)|(니코틴|금연)\s?(패치|껌|사탕)[^.?]{0,12}(붙이|씹|쓰|드시|도움|처방|드릴)|(진통|분만)(을|를)?\s?[^.?]{0,6}유도|유도\s?분만|(자연|질식)\s?분만[가-힣]*\s?[^.?]{0,10}(권|하시|하실|할|해요|드려)/,
    unless: /[?？]\s*$/,
  },
  {
    kind: 'topic',
    key: 'exercise',
    re: /^운동(은|는)\s?[^?]{0,6}(하세요|하세여|하시나요|하시고요|해|해요)[.~]?$/,
  },
  { kind: 'topic', key: 'smoking', re: /^담배(는)\s?[^?]{0,6}(피우세요|피세요|태우세요|하세요)[.~]?$/ },
  { kind: 'topic', key: 'alcohol', re: /^술(은)\s?[^?]{0,6}(드세요|드시나요|마시세요|하세요)[.~]?$/ },
  // Round 17: a start day and what stops or how far ("이번 주 토요일부터 해장술은 끊고 저녁엔 한 병까지만
  // 드시기로 정해 볼까요?").
  {
    kind: 'education',
    key: 'cessationPlan',
    re: /(월요일|화요일|수요일|목요일|금요일|토요일|일요일|내일|모레|다음\s?주|이번\s?주)\s?부터\s?[^.?]{0,16}(끊|줄이|줄여|안\s?(마시|피우|드시)|(드시|마시|피우)지\s?(말|마)|금주|금연|까지만|[0-9한두세]\s?(회|번|병|잔|개비|갑)\s?까지)/,
    only: ['음주', '금연', '물질오남용'],
  },
  // Parts of a quit plan, told or proposed ("회식 때는 먼저 일어나는 걸로 해 볼까요?").
  {
    kind: 'education',
    key: 'cessationPlan',
    re: /시작일|금연일|금주일|(1|일)\s?차(만|까지만)|먼저\s?일어나|(술자리|회식\s?자리|회식|술\s?약속)[^.?]{0,8}(피하|줄이|빠지)|(부터|[0-9]|요일)[^?]{0,30}(목표|계획)(를|을|는|로)?\s?[^?]{0,6}(정하|정해|세우|세워)/,
  },
  // A plan proposed as a question ("다음 주 월요일부터 주 2회로 목표를 정해 볼까요?").
  {
    kind: 'education',
    key: 'cessationPlan',
    re: /((부터|[0-9]|요일|반\s?병|이하|이내)[^?]{0,30}(목표|계획)|날짜|시작일|(끊는|끊을|금연|금주)\s?날)(를|을|는)?\s?[^?]{0,6}(정해|정하|세워|세우)\s?(볼까요|보죠|봅시다|보시죠|보실래요|보세요|드릴게요)/,
  },
  // Round 13: diet and exercise goals proposed as a question ("밥은 반 공기로 줄이고, 하루 30분씩 걷는 걸
  // 목표로 해 볼까요?") are advice given.
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(걷|걸으|운동|산책|식사|밥|간식|야식|음료|체중|몸무게)[^?]{0,24}(목표로|목표를)\s?[^?]{0,6}(해\s?볼까요|정해\s?볼까요|할까요|정할까요|해\s?봐요|해\s?보죠|잡아\s?볼까요)/,
  },
  { kind: 'act', key: 'summary', re: SUMMARY_FORM },
  // During the exam, "양쪽 느낌 똑같아요?" compares feeling on both sides.
  {
    kind: 'manoeuvre',
    key: 'sensoryExam',
    re: /(양쪽|두\s?쪽|좌우|이쪽\s?저쪽)\s?(느낌|감각)(이|은)?\s?[^?]{0,6}(같|똑같|비슷|다르|차이)/,
  },
  // "(꾹 눌렀다가 확 뗌)", "눌렀다 뗄 때 더 아파요?": only the rebound test is done this way.
  {
    kind: 'manoeuvre',
    key: 'reboundTenderness',
    // Round 14: the hand taken away in any form ("(눌렀다가 손을 확 뗀다)").
    re: /(눌렀다가?|누르다가?|눌렀다)\s?[^)?]{0,8}(떼|뗌|뗄|뗀|뗐|놓)/,
  },
  // Checking the vaccination record is done by looking, not only by asking ("수첩 보니까 …맞았네요").
  {
    kind: 'topic',
    key: 'vaccination',
    re: /(접종\s?)?수첩(을|에|으로|보니|확인|에서|\s?보)|접종\s?기록(을|으로)?\s?(확인|보니|볼)/,
  },
  {
    // Empathy as an exclamation: "얼마나 속상하셨어요."
    kind: 'act',
    key: 'empathy',
    re: /얼마나\s?(속상|힘드|힘들|아프|아팠|걱정|놀라|답답|괴로|무서|불안)[가-힣]*(셨|었|으셨|겠)/,
  },
  {
    // Round 7: sleep or meals lost ("기침 때문에 잠도 못 주무셨겠어요", "밤에 통 못 주무셨겠네요").
    kind: 'act',
    key: 'empathy',
    re: /못\s?(주무|자|쉬|드시|드셨|먹)[가-힣]{0,3}(셨겠|셨을|겠)/,
  },
  {
    // Round 20: the feeling supposed at the start of a run-on turn, in 반말 too ("많이 놀라셨지, 결혼한 지 얼마 안
    // 되셨는데 …"), and how hard it must be asked as a wonder ("얼마나 막막하실지요", "얼마나 막막하실지.").
    kind: 'act',
    key: 'empathy',
    re: /^[^?]{0,6}(놀라|힘드|속상|막막|무서|당황|괴로|답답|서운|겁나)[가-힣]{0,2}(셨죠|셨지|셨지요|셨을\s?거예요|셨을\s?텐데)\s*[,，.!]|얼마나\s?[^?]{0,8}(막막|힘드|놀라|속상|답답|무서|괴로|두려|당황)[가-힣]{0,3}(실지|셨을지|으실지|셨을까|실까)(요)?\s*[.!~…]*$/,
  },
  {
    // Empathy said plainly, also in 반말: "많이 무서웠겠다", "얼마나 놀라셨겠어요".
    kind: 'act',
    key: 'empathy',
    // Round 18: tiredness too ("밤에도 깨시니 많이 피곤하셨겠어요").
    re: /(힘들|힘드|무서|무섭|놀라|놀랐|아팠|아프셨|속상|답답|괴로|불안|당황|지치|지쳤|고생|걱정|서운|억울|어려우|어렵|신경\s?(많이\s?|너무\s?|정말\s?)?쓰이|창피|민망|난처|곤란|막막|서러우|서럽|버거우|버겁|고민|심란|부담|피곤|갑갑)[가-힣]{0,3}겠(다|네|어|네요|어요|습니다)[.!~]*(\s*[ㅠㅜㅎ.!~]+)?$/,
  },
  {
    // Round 12: the check of understanding in its short forms ("이해돼요?", "이해 가세요?", "이해됐어?").
    kind: 'act',
    key: 'checkUnderstanding',
    re: /^[^?]{0,8}이해\s?(가|는|이)?\s?(돼|되|됐|되셨|되세|되시|가세|가요|가셨|가시|갔|가)[가-힣]{0,3}\s?[?？]\s*$/,
  },
  {
    // Round 34: questions invited in chart English ("questions 있어요?", "Questions 있으시면 편하게 하세요", "any questions?").
    kind: 'education',
    key: 'invitingQuestions',
    re: /(?<![a-z])(any\s?|more\s?|other\s?)?questions?(?![a-z])\s?(은|이|가|도)?\s?(있|없|하세요|하셔도|주세요|\?|？|$)|(?<![a-z])any\s?questions?(?![a-z])/i,
  },
  {
    // Inviting questions in its ordinary forms: "더 물어보실 거 없으세요?", "질문 있으세요?".
    kind: 'education',
    key: 'invitingQuestions',
    re: /(물어보실|여쭤보실|질문하실|물어볼|궁금하신)\s?(거|것|게|건|점|부분|말씀)?\s?(은|이|가)?\s?(있|없)|질문(은|이|도)?\s?(있|없|요\s?[?？]|하세요|해\s?주세요)|(있으면|있으시면)\s?(언제든지?|편하게|얼마든지)?\s?(여쭤|물어|질문)/,
  },
  {
    kind: 'act',
    key: 'openQuestion',
    re: /어떻게\s?(오게\s?(되|됐|돼)|오시게\s?(되|됐)|오셨|왔)|(무슨|어떤)\s?일로\s?(오|왔|방문|내원)|어디\s?가?\s?(불편|안\s?좋|아프)[가-힣]*\s?(오|왔|방문|내원)|(뭐|무엇)\s?때문에\s?오/,
  },
  // Round 34: the drugs asked telegraphically, a bare noun phrase ("최근 새로먹은약", "먹는약?").
  {
    kind: 'topic',
    key: 'medication',
    re: /^((요즘|최근)\s?)?(새로|최근)\s?(먹은|먹는|드신|드시는|시작한)\s?약\s?[?？]?$|^(먹는|드시는|복용\s?중인)\s?약\s?[?？]?$/,
  },
  {
    // Round 34: the consciousness level checked in speech ("어머님, 눈 떠 보세요", "제 말 들리세요?", "여기 어딘지 아세요?").
    kind: 'manoeuvre',
    key: 'mentalStatus',
    re: /눈\s?(좀\s?|한번\s?)?(떠|뜨)\s?(보세요|봐요|보시|봐|주세요|보실래요)|여기(가)?\s?어딘지\s?(아세요|알아요|아시)|(제\s?)?말(이|씀)?\s?(잘\s?)?들리세요/,
    only: ['의식장애'],
  },
  {
    // Round 34: the story asked from the start ("어떻게 된 일인지 처음부터 말씀해 주세요", "어쩌다 오시게 됐는지 말해 주세요") and
    // the opening "where" asked bare ("어디 아파요?", "어디가 아파서 왔어요?") open the interview; asked after the history
    // began, the judge's position rule takes the open question away again.
    kind: 'act',
    key: 'openQuestion',
    re: /어떻게\s?된\s?(일|건|거|것)[가-힣]*\s?[^?]{0,16}(말씀|얘기|이야기|말해)|어쩌다\s?[^?]{0,14}(말씀|얘기|이야기|말해)/,
  },
  { kind: 'act', key: 'openQuestion', re: OPENING_WHERE },
  {
    // Round 36: the open question in a carer's or a patient's ordinary words: how the patient was that they came
    // ("어머님이 요즘 어떠셔서 모시고 오셨어요?"), how the child was brought ("어떻게 데려오셨어요?"); where and how it is bad
    // ("어디가 어떻게 불편하세요?") is the opening "where" (OPENING_WHERE).
    kind: 'act',
    key: 'openQuestion',
    re: /어떠(셔서|셔|해서|서)\s?[^?]{0,8}(오셨|왔|오시게|모시고|데려|데리고)|(어떻게|어쩌다|무슨\s?일로)\s?(데려\s?오|데리고\s?오|모시고\s?오)(셨|시게|신|게\s?되)/,
  },
  {
    // Round 36: in bad news, what the patient thought on the way ("오늘 결과 들으러 오시면서 어떤 생각 하셨어요?").
    kind: 'act',
    key: 'openQuestion',
    re: /(오시면서|오면서|오시는\s?길에|기다리시면서|기다리는\s?동안)\s?[^?]{0,10}(어떤|무슨)\s?(생각|마음|걱정)/,
    only: ['나쁜 소식 전하기'],
  },
  {
    // Open questions in their ordinary forms: "요즘 어떻게 지내셨어요?", "어떤 점이 불편하셔서
    // 오셨어요?", "무슨 일로 오셨는지 편하게 말씀해 주세요", "어디 불편해요?".
    kind: 'act',
    key: 'openQuestion',
    re: /어떻게\s?(지내(셨|시|세|었|냐|고|는)|지냈)|(어떤|무슨)\s?(점|것|거|게|증상|이유|얘기|이야기|일)[이가을를은때]*\s?[^?]{0,14}(오셨|왔|오시게|모시고|나누고|불편)|^[^?]{0,6}어디\s?가?\s?(불편|안\s?좋)[가-힣]*\s?\??$|어떻게\s?오시게|(요즘|몸은)\s?(좀\s?)?(어떠세요|어때요|어떠셨|어떻게\s?지내)|어디(가|이)?\s?(불편|안\s?좋|아프)(하신지|하신\s?건지|신지|은지)\s?[^?]{0,10}(말씀|얘기|이야기)/,
  },
  {
    kind: 'act',
    key: 'identityCheck',
    re: /(성함|이름|존함|연세|나이|생년월일)[^.!]{0,15}(어떻게|말씀|확인|여쭤|알려|되세요|되시|맞)|[가-힣]{2,4}\s?(님|씨)\s?맞(으|죠|나요|습니까)/,
  },
  // Round 9: the age confirmed in words ("올해 예순여덟 되신 거 맞으시죠?", "서른둘이시죠?").
  {
    kind: 'act',
    key: 'identityCheck',
    re: /(스물|서른|마흔|쉰|예순|일흔|여든|아흔|[0-9]{1,3})[가-힣]{0,4}\s?(살|세)?\s?(되신|되셨|이신|이시)[^?]{0,8}(맞|죠|지요|나요|요\s?[?？])/,
  },
  // Round 16: the name and the age in one confirmation ("옥선미님 마흔넷 맞으시죠?", "채수빈님 33세 맞으시죠").
  {
    kind: 'act',
    key: 'identityCheck',
    re: /[가-힣]{2,4}\s?(님|씨)[,\s]?\s?(올해\s?)?(스물|서른|마흔|쉰|예순|일흔|여든|아흔|열|[0-9]{1,3})(한|하나|두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉)?\s?(살|세)?\s?맞(으|죠|나|아|습)/,
  },
  // Round 17: the year of birth confirmed ("1960년생 맞으세요?", "60년생이시죠?").
  {
    kind: 'act',
    key: 'identityCheck',
    re: /[0-9]{2,4}\s?년\s?생\s?(이시|이세|이신|맞|이죠|이에요|이세요)/,
  },
  // Round 6: orientation asked ("오늘이 며칠이에요? 여기가 어디예요?") is the mental status exam.
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    re: /오늘이\s?(몇\s?월\s?)?(며칠|몇\s?일|무슨\s?요일)(?!\s?째)|오늘\s?날짜|여기가\s?어디(예요|에요|인지|죠|일까)|지금\s?(몇\s?시|무슨\s?계절)/,
  },
  // Round 6: empathy in everyday words ("얼마나 마음 졸이셨을지 짐작이 가요"), non-judging
  // ("의지가 약해서가 아니라 그만큼 끊기 어려운 거예요", "세 번이나 시도하셨다는 게 대단한 거예요").
  {
    kind: 'act',
    key: 'empathy',
    re: /마음(이)?\s?(많이|너무|정말|참)?\s?(졸이|졸였|쓰이|쓰였|고생)|(셨을지|었을지|았을지|했을지)\s?[^?]{0,6}(짐작|이해|알\s?것)|의지가?\s?약해서가?\s?아니|(시도|노력|애쓰|참으)[가-힣]*\s?(신|셨다는|했다는)\s?(게|것|것만으로도)\s?[^?]{0,6}(대단|잘\s?하|잘하)/,
    // Round 12: "마음 쓰이거나 부담되는 일 있으세요?" asks about stress; it acknowledges nothing.
    unless: /(쓰이|쓰였|졸이)[가-힣]*(거나|는\s?(일|거|것|게|건))/,
  },
  // Round 10: a difficulty acknowledged as shared knowledge ("회식 자리 많으면 거절하기 어렵죠") and a
  // word that refuses blame ("술 좋아하신다고 나쁜 사람 되는 거 아니에요", "환자분 잘못이 아니에요").
  {
    kind: 'act',
    key: 'empathy',
    re: /(어렵|힘들|쉽지\s?않|어려우)[가-힣]{0,2}\s?(죠|지요|잖아요|을\s?거예요|으셨죠|으시죠)[.!~]*$|(나쁜\s?사람|잘못|탓|부끄러운\s?일|이상한\s?(거|게|일))[이가은는]?\s?[^?]{0,8}(아니에요|아닙니다|아니예요|아니죠|아니랍니다)/,
  },
  // Round 11: the weight of what is asked acknowledged ("바로 끊으라는 말이 부담스러우실 수 있어요", "갑자기
  // 들으시면 당황스러우실 거예요").
  {
    kind: 'act',
    key: 'empathy',
    re: /(부담스러우|부담되|당황스러우|혼란스러우|힘드|힘들|어려우|속상하|서운하)[가-힣]{0,2}\s?(실\s?수\s?(있|밖에)|실\s?거예요|셨을\s?거예요|으실\s?거예요|실\s?것\s?같아요)/,
  },
  // Round 16: a feeling supposed with "…셨을 것 같아요" ("많이 자책하셨을거같아요", "괴로우셨을 것 같아요").
  {
    kind: 'act',
    key: 'empathy',
    re: /(자책|속상|힘드|힘들|괴로우|괴로워|마음\s?아프|마음고생|외로우|막막|무서우|두려우)[가-힣]{0,3}(셨을|으셨을|었을)\s?(거|것)\s?(같아요|같네요|같습니다|같아)/,
  },
  // Round 11: a worry called natural ("인터넷에서 부작용 얘기 보시면 걱정되실 만해요").
  {
    kind: 'act',
    key: 'empathy',
    re: /(걱정|불안|속상|무서|겁|신경\s?쓰이|놀라|망설여|망설이)[가-힣]{0,4}\s?(실\s?만해요|실\s?만하죠|실\s?만합니다|을\s?만해요|는\s?게\s?당연|시는\s?게\s?당연|시는\s?것도\s?당연)/,
  },
  // "어떤 일이 있었는지 처음부터 천천히 말씀해 주세요" opens the interview.
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(어떤|무슨)\s?일이\s?(있었|있으셨)[가-힣]*\s?[^?]{0,14}(말씀|얘기|이야기)/,
  },
  // Round 11: "혹시 더 물어보고 싶으신 거 있으세요?" invites questions.
  {
    kind: 'education',
    key: 'invitingQuestions',
    re: /(더|또|다른|혹시)\s?[^?]{0,6}(물어보고|여쭤보고|묻고|질문하고)\s?싶으신\s?(거|것|게|점|부분)/,
  },
  // "그럼 더 궁금하신 건요?" invites questions.
  {
    kind: 'education',
    key: 'invitingQuestions',
    re: /((더|또|다른)\s?|(^|[?？.]\s*))(궁금하신|궁금한|물어보실|여쭤보실)\s?(건|거|것|게|점)(은|는)?요?\s*[?？]\s*$/,
  },
  // Round 18: a diet limit in numbers proposed as a question ("국물은 싱겁게 드시고 하루 물은 1리터 정도로 정해
  // 볼까요?") is advice given.
  {
    kind: 'education',
    key: 'lifestyle',
    re: /(싱겁게|짜지\s?않게|국물|소금|염분|물|수분|간식|야식|밥|음료)[^?]{0,20}([0-9]+\s?(리터|l|ml|컵|잔|g|그램|공기|번|끼)|반\s?공기)\s?(정도|이하|까지|이내)?(로|으로|만)?\s?(같이\s?|함께\s?)?(정해|정하|해\s?볼까요|할까요|하기로|줄여\s?볼까요)/i,
  },
  // Round 18: the interview opened by asking how the patient has been since the last visit or test ("내시경 받고
  // 나서 그동안 어떠셨어요?", "지난번 뵌 뒤로 어떻게 지내셨어요?").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(그동안|그간|그\s?사이|(뵌|뵙고|다녀가신|받으신|받고)\s?(뒤로|뒤에|후로|후에|나서))\s?(은\s?|는\s?)?(좀\s?|잘\s?)?(어떠셨|어떠세|어땠|어떻게\s?지내)/,
  },
  // Round 18: in bad news, what the patient heard of the result ("결과에 대해 들으신 게 있는지 여쭤봐도 될까요?").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(결과|검사)(에\s?대해서?|에\s?관해서?|는|를|에\s?대한)?\s?[^?]{0,6}(들으신|들은|아시는|알고\s?계신|들어\s?보신)\s?(게|것|거|내용|얘기|말씀)/,
    only: ['나쁜 소식 전하기'],
  },
  // Round 19: fright acknowledged ("피가 안 멈춰서 많이 겁나셨겠어요").
  { kind: 'act', key: 'empathy', re: /겁(이)?\s?나(셨겠|셨을|시겠|셨죠)/ },
  // Round 19: weakness or numbness offered as a choice, typed without a '?' ("힘이 없는거에요 저린거에요").
  {
    kind: 'topic',
    key: 'character',
    re: /(힘이\s?없|힘\s?빠지|힘이\s?빠지)[가-힣\s]{0,6}(거|건)(에요|예요|이에요|인지|이야)?\s*저린\s?(거|건)/,
    only: ['근력/감각이상'],
  },
  // Round 19: a breathing machine for sleep and drugs adjusted ("주무실 때 코에 쓰는 양압기를 쓰시고, 혈압약은
  // … 필요하면 조절할게요"); a steroid course with eye care ("스테로이드 약 일주일 먹고 … 인공눈물 넣고").
  {
    kind: 'education',
    key: 'treatment',
    re: /양압기|CPAP|비타민\s?K|(와파린|항응고제)(을|를|은|는)?\s?[^.?]{0,8}(쉬|끊|줄이|중단|조절)|(혈압약|당뇨약|약)(은|을|도)?\s?[^.?]{0,12}(조절할|조절하겠|늘릴|바꿀|추가할)|스테로이드\s?(약)?\s?[^.?]{0,8}(먹|드시|드실|복용|써|쓰)|인공\s?눈물|안대/,
    unless: /[?？]\s*$/,
  },
  // Round 22: empathy in 반말 run on into the next words ("피 나와서 놀랐겠다 많이 걱정되지"), the listener's fright for
  // what happened to someone ("남편분이 갑자기 이러셔서 많이 놀라셨죠"), and trouble taken acknowledged ("혼자 모시고
  // 오시느라 애쓰셨어요"). "남편분도 놀라셨죠" supposes someone else's feeling (round 19): not here.
  {
    kind: 'act',
    key: 'empathy',
    re: /(놀랐|무서웠|힘들었|속상했|당황했|걱정됐)겠(다|네)(?=\s*[가-힣])|(서|셔서|해서|라서)\s?(많이\s?|정말\s?|너무\s?)?(놀라|힘드|속상하|무서우|당황하)(셨죠|셨지요|셨겠어요|셨을\s?거예요)|느라\s?(많이\s?|정말\s?|너무\s?)?(애쓰셨|고생(하셨|많으셨))/,
    unless: /(분|님|씨|이|가)(도)\s?[^.?]{0,8}(놀라|힘드|속상|무서|당황)/,
  },
  // Round 23: a reluctance called natural after a hardship named ("맞고 이틀이나 몸살로 고생하셨으니 또 맞기 싫으신 게
  // 당연해요").
  {
    kind: 'act',
    key: 'empathy',
    re: /(싫으|꺼려지|꺼리|내키지\s?않으|겁나|두려우|망설여지)[가-힣]{0,2}\s?(신|시는|실)\s?(게|것도|건|거|것)\s?(당연|이해)|고생(하)?셨(으니|으니까|는데|을\s?텐데)[^?]{0,30}(당연|이해|그러실|그럴)/,
  },
  // Round 23: "오늘 무슨 일이 있었어요?" opens the interview.
  {
    kind: 'act',
    key: 'openQuestion',
    re: /^(오늘|그날|어제|지난밤에?)?\s?(무슨|어떤)\s?일이?\s?(있었|있으셨|생겼|생기셨)(어요|나요|어|는지요|습니까)\s*[?？]\s*$/,
  },
  // Round 23: the name then the age ("장유리님 맞죠 스물둘?").
  {
    kind: 'act',
    key: 'identityCheck',
    re: /[가-힣]{2,4}\s?(님|씨)\s?맞(죠|으시죠|으세요|나요|아요)[,\s]*(올해\s?)?(스물|서른|마흔|쉰|예순|일흔|여든|아흔|열|[0-9]{1,3})/,
  },
  // Round 23: enduring acknowledged in 반말 and a disclosure thanked ("털어놔줘서 고마워요 혼자 많이 버텼겠다").
  {
    kind: 'act',
    key: 'empathy',
    re: /(버텼|버티셨|견뎠|견디셨|참았|참으셨)[가-힣]{0,2}겠(다|네|어|네요|어요|습니다)|(털어놔|털어\s?놓아|털어놓아)\s?(줘서|주셔서|준\s?거|주신\s?거)\s?[^?]{0,4}(고마|감사)/,
  },
  // Round 37: how someone is, asked as a request ("요즘 남편분 어떠신지 말씀해 주시겠어요?", "아버님 요즘 어떠신지 편하게 얘기해 주세요").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(요즘|최근|그동안|평소|오늘)?\s?[^?]{0,14}(어떠신지|어떠셨는지|어떤지)\s?(좀\s?)?(먼저\s?)?(편하게\s?)?(들려|얘기해|말씀해|이야기해|말해)\s?(주실래요|주세요|주시겠어요|줄래요|주실\s?수|줘)/,
  },
  // Round 37: the pain coming more often or lasting longer asked ("요즘 들어 더 자주 아프거나 더 오래가요?") is the course.
  q(
    'topic',
    'course',
    /(더|점점)\s?(자주|잦아|오래|길게)\s?[^?]{0,8}(아프|아파|가요|가나요|가세요|오래가|생기|생겨|와요|오나요|오세요|나요|나세요|어지러|두근|쓰러)/,
    ['가슴통증', '두통', '어지럼', '두근거림', '실신'],
  ),
  // Round 37: the things told gathered at the end ("오늘은 췌장암이 간까지 퍼졌다는 것, … 다음 주에 다시 뵙는다는 것을 말씀드렸어요.").
  {
    kind: 'act',
    key: 'summary',
    re: /(다는|라는|는다는|한다는|된다는)\s?(것|거|걸|점)(이랑|과|하고|,|，)?\s?[^?]{0,80}(다는|라는)\s?(것|거|걸|점)(을|를)?\s?[^?]{0,10}(말씀드렸|말씀\s?드렸|얘기했|이야기했|설명드렸|얘기\s?나눴|이야기\s?나눴|말씀\s?나눴)/,
  },
  // Round 37: the bowels asked in plain words ("대변은 잘 보세요?", "큰일은 매일 보세요?") ask constipation where the item is its.
  q(
    'symptom',
    'constipation',
    /(대변|큰\s?일|(?<![가-힣])변)(은|는|을|도)?\s?(잘|매일|시원하게|시원히|편하게|며칠에\s?한\s?번|규칙적으로)\s?(보|봐|나와|나오)/,
    ['요실금', '배뇨이상'],
  ),
  // Round 26: an open invitation to talk ("어떻게 들으셨어요 편하게 얘기해봐요", "편하게 말씀해 주세요").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(편하게|자유롭게|편히)\s?(얘기|이야기|말씀|말)\s?(좀\s?)?(해\s?(봐요|보세요|봐|주세요|주시겠|주실래|줄래)|하세요|하셔도)/,
  },
  // Round 26: a feeling wondered at ("그동안 혼자 얼마나 괴로우셨을까요", "얼마나 버거웠을까"), the blank mind of bad news
  // supposed ("이런 말씀 들으시면 머릿속이 하얘지실 거예요"), and a disclosure called hard ("꺼내기 쉽지 않으셨을 텐데").
  {
    kind: 'act',
    key: 'empathy',
    re: /얼마나\s?[^.?]{0,10}(버거|버겁|힘들|힘드|막막|괴로|무서|외로|답답|속상|아프|아팠|놀라|놀랐|서러|억울)[가-힣]{0,4}(을까요|을까|을지요|셨을까)|(머릿속|머리\s?속|눈앞)(이|은)?\s?(하얘|하얗게|캄캄|깜깜|멍해)|(꺼내기|말하기|말씀하시기|얘기하기|털어놓기)\s?(가\s?)?(쉽지\s?않(았|으셨)을|어려우셨을|어려웠을|힘드셨을|힘들었을)\s?(텐데|건데|거예요)/,
  },
  // Round 23: the night's story asked for, and the help wanted ("어젯밤 얘기 좀 해줄래요?", "오늘 어떤 도움이 필요하셔서
  // 오셨어요?").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(어젯밤|오늘|그날|있었던)\s?(일|얘기|이야기)\s?(좀\s?)?(해\s?(줄래|주실래|주시겠|주세요|줘)|들려|말해\s?(줄래|주실래|주세요))|(어떤|무슨)\s?도움(이)?\s?(필요|받으)[^?]{0,8}(오셨|왔|오시게)/,
  },
  // Round 23: stopping tied to what already happened to the patient ("학점경고도 받았고 어젯밤 일도 있었으니 … 줄여봐요",
  // "사모님이 못 깨우셨던 것처럼 목숨이 위험할 수 있어서, 이번에 줄이고 끊는 치료를 시작하시는 게 좋겠어요").
  {
    kind: 'education',
    key: 'motivationalAdvice',
    re: /((았|었|였|졌)(으니|으니까|고)|했잖아요|처럼|있으니까|있어서)[^.?]{0,40}(줄여|줄이|끊|중단)[^.?]{0,20}(봐요|보세요|봅시다|보시죠|좋겠|해요|하세요|합시다|시작)/,
    only: ['음주', '금연', '물질오남용'],
    unless: /[?？]\s*$/,
  },
  // Round 23: a party plan with a start and a limit ("다음 엠티부터 소주 다섯잔 넘기지 않기로 하고 물이랑 번갈아 마시고").
  {
    kind: 'education',
    key: 'cessationPlan',
    re: /(다음|이번)\s?[가-힣]{1,6}\s?부터[^.?]{0,30}(넘기지|넘지|이하|까지만|않기로|안\s?마시|줄이|끊)|물(이랑|하고|과)\s?번갈아|(밥|안주)(을|를)?\s?(먹고|먹으면서|드시고|드시면서)\s?(마셔|마시)/,
    only: ['음주'],
    unless: /[?？]\s*$/,
  },
  // Round 23: the interview opened by listening first ("어르신 생각은 어떠신지 먼저 편하게 들어 볼게요").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(생각|마음|의견|얘기|이야기|말씀)(은|는|을|를|이|가)?\s?(어떠신지|어떤지|어떠세요|어떻게\s?생각하시는지)?\s?[^?]{0,10}(먼저\s?)?(편하게\s?)?(들어\s?(볼게요|보고\s?싶어요|볼까요|보겠습니다)|듣고\s?싶어요|들을게요)/,
  },
  // Round 31: counselling acts in the learner's words. The story asked for ("어떻게 모시고 오셨는지 얘기해 주세요", "어떤
  // 얘기 들으셨는지 먼저 들려주실래요?", "어떤 마음으로 오셨어요?") opens the interview; a summary announced as
  // gathering what was said ("지금까지 얘기를 모아 보면"); the effort acknowledged ("애 많이 쓰셨네요"); questions
  // invited last ("끝으로 궁금한 건요?").
  {
    kind: 'act',
    key: 'openQuestion',
    re: /(어떻게|어떤|무슨)\s?[^?]{0,24}(는지|은지|인지|던지)\s?(도\s?)?(먼저\s?)?(편하게\s?)?(들려|얘기해|말씀해|이야기해)\s?(주실래요|주세요|주시겠어요|줄래요|주실\s?수)|(어떤|무슨)\s?마음으로\s?(오셨|왔)/,
  },
  {
    kind: 'act',
    key: 'summary',
    re: /(얘기|이야기|말씀|내용)[을를]?\s?(다\s?)?(모아|모으면|종합해|종합하면)\s?(보면|보자면|볼게요|드리면)?/,
  },
  { kind: 'act', key: 'empathy', re: /애\s?(를\s?)?(정말\s?|많이\s?|무척\s?)*(쓰셨|쓰시느라|쓰신\s?게)/ },
  {
    kind: 'education',
    key: 'invitingQuestions',
    re: /^(끝으로|마지막으로)\s?[^?]{0,6}(궁금|질문|물어보실|여쭤보실)/,
  },
];

/** Exam actions written in parentheses. */
export const ACTION_CUES: readonly Cue[] = [
  // Round 20: a bruit listened for beside the navel ("(배꼽 옆에서 잡음 있는지 들어봄)") is the abdomen listened to.
  {
    kind: 'manoeuvre',
    key: 'abdomenAuscultation',
    re: /(배꼽|배|복부|옆구리)\s?(옆|주위|주변|위|양쪽)?(에서|에)?\s?[^)]{0,8}(잡음|혈관\s?소리|소리)[^)]{0,10}(들어|들었|듣|청진)/,
  },
  // Round 17: blood pressure and pulse taken lying and standing are taken ("(누운 자세와 선 자세에서 혈압과
  // 맥박을 잰다)"): the vital signs as well as the orthostatic comparison.
  {
    kind: 'manoeuvre',
    key: 'vitalSigns',
    re: /(누운|누워|선\s?자세|일어서|서서|앉은)[^)]{0,20}(혈압|맥박)[^)]{0,10}(잰|재|잼|측정|확인)/,
  },
  // Round 36: the pressure or pulse taken, whatever posture the note adds after it ("(혈압 맥박 잰다. 누워서 재고 일어나서 다시
  // 잰다)"): the vital signs (EXAMINER-RULES, round 17: lying and standing pressures are vital signs too).
  {
    kind: 'manoeuvre',
    key: 'vitalSigns',
    re: /(혈압|맥박|체온|호흡수|산소포화도)(을|를|이랑|하고|과|와|,)?\s?[^)]{0,12}(잰다|재고|재서|잼|잰\s|측정|체크)/,
  },
  // Round 14: the sinuses pressed in plain words ("볼이랑 이마 좀 눌러볼게요", "(광대뼈 밑을 눌러 본다)").
  {
    kind: 'manoeuvre',
    key: 'sinusTenderness',
    re: /((?<![가-힣])볼(이랑|하고|과|을|도|\s?쪽)|광대뼈?|뺨|이마|코\s?옆|눈\s?(밑|아래))[^)?]{0,10}(눌러|누르|누른|눌렀|두드려|톡톡)/,
    only: ['콧물/코막힘', '발열', '두통', '인후통', '기침'],
  },
  // Round 11: weight or height taken in a list of actions ("(혈압, 맥박 재고 체중 잰다)", "(몸무게 잼)").
  {
    kind: 'manoeuvre',
    key: 'anthropometry',
    // Round 14: "체중계에 한번 올라가 보세요. 키도 잴게요."
    re: /(체중|몸무게|(?<![가-힣])키|허리\s?둘레|배\s?둘레)(를|을|와|랑|하고|도)?\s?(재|잰|잼|잴|측정|달아|단다|계측)|체중계|줄자로\s?(허리|배)/,
  },
  // Round 11: dark thick skin at the neck or armpit, purple stretch marks, injection marks ("(목 뒤랑 겨드랑이
  // 피부가 까맣게 두꺼워졌는지, 배에 보라색 튼살이 있는지 본다)", "(팔에 주사 자국 있는지 봄)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(피부|목\s?뒤|겨드랑이|목덜미)[^)]{0,12}(까맣|검게|거뭇|시커멓|두꺼워|두껍)|(보라색|자주색|붉은)\s?(튼살|줄)|튼살|(주사|바늘)\s?(자국|흔적)/,
  },
  // Round 11: the child's general state and a nipple squeezed for milk, in plain words ("(전반적으로 아파
  // 보이지 않는지 살핀다)", "(유두를 짜서 분비물이 나오는지 확인한다)").
  {
    kind: 'manoeuvre',
    key: 'generalAppearance',
    re: /전반적(으로|인)?\s?[^)]{0,10}(아파\s?보이|상태|모습)|아파\s?보이(는지|지|나)|(처져|기운\s?없어|늘어져)\s?보이/,
  },
  {
    kind: 'manoeuvre',
    key: 'breastExam',
    re: /(유두|젖꼭지)[^)]{0,10}(짜|눌러|분비물|젖)/,
  },
  // Round 11: xanthomas looked for in plain words ("(눈꺼풀이랑 손등 힘줄에 노란 덩어리가 있는지 본다)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(눈꺼풀|눈두덩|힘줄|아킬레스|손등|팔꿈치)[^)]{0,20}(노란|노랗|황색)[^)]{0,10}(덩어리|혹|것|게|거|점|반점)?|(힘줄|아킬레스)(에|이|의)?\s?[^)]{0,10}(혹|덩어리|튀어나|두꺼|두툼|울퉁불퉁)/,
  },
  // The nose looked into in plain words ("(코 안을 봄)", "(코 봄)"); "(코 안 봄)" is negated in judge.ts.
  {
    kind: 'manoeuvre',
    key: 'nasalExam',
    // Round 14: "(불을 비춰 콧속을 본다)".
    re: /코(를|의|는)?\s?(안|속|안쪽|내부)?(을|를|쪽을?)?\s?(들여다|봄|봤|본다|보았|관찰|확인|살펴)|(콧속|콧구멍|코\s?안)(을|를|도|이랑)?\s?[^)]{0,6}(들여다|봄|봤|본다|보고|볼|관찰|확인|살펴|비춰)|비경/,
  },
  { kind: 'manoeuvre', key: 'gait', re: /걷|걸음|걸어|보행/ },
  // Tenderness and signs described instead of named.
  {
    kind: 'manoeuvre',
    key: 'chestWallTenderness',
    re: /(가슴|흉벽|갈비뼈|흉골|늑골|늑연골|명치\s?위)[^)]{0,24}(눌러|누르|누른|눌렀|압통)/,
    // Round 31: the abdomen under the ribs pressed ("(오른쪽 갈비뼈 바로 아래를 누른 채로)") is no chest wall.
    unless: /(갈비뼈|늑골|갈비)\s?(바로\s?)?(아래|밑)/,
  },
  {
    kind: 'manoeuvre',
    key: 'spineTenderness',
    re: /(허리|척추|등뼈|허리뼈|등\s?가운데)[^)]{0,24}(눌러|누르|누른|눌렀|압통|두드|톡톡)/,
  },
  // The liver felt under the right ribs ("오른쪽 갈비뼈 아래를 숨 들이쉬게 하며 눌러 본다"); in the
  // jaundice and abdominal-pain checklists the same words are Murphy's sign, so only where they are not.
  {
    kind: 'manoeuvre',
    key: 'liverPalpation',
    re: /(오른쪽\s?)?(갈비뼈|늑골)\s?(아래|밑)[^)]{0,24}(눌러|누르|누른|만져|촉진)|간(을|의)?\s?(크기|만져|촉진)/,
    only: ['음주', '쉽게 멍이 듦', '체중감소'],
  },
  // Bending forwards and back ("앞으로 숙이고 뒤로 젖혀 보게 한다") moves the spine; the head's is the neck.
  {
    kind: 'manoeuvre',
    key: 'spineRangeOfMotion',
    re: /(앞으로|뒤로|옆으로)\s?(숙이|숙여|굽히|굽혀|젖히|젖혀|기울)/,
    unless: /고개|목|머리/,
  },
  // Romberg in words ("발 모으고 서서 눈 감게 한다").
  {
    kind: 'manoeuvre',
    key: 'romberg',
    re: /(발|두\s?발|양\s?발)(을)?\s?(모으|모아|붙이|붙여)[^)]{0,12}눈(을)?\s?감|눈(을)?\s?감[^)]{0,4}(고|은\s?채)[^)]{0,8}(서\s?있|발(을)?\s?(모|붙))/,
  },
  {
    kind: 'manoeuvre',
    key: 'mcburneyTenderness',
    re: /오른쪽\s?아랫배[^)]{0,20}(눌|누르|누른|누름|압통)|맥버니|배꼽(이랑|과|하고|에서)\s?(오른쪽\s?)?(골반뼈|엉덩이뼈)/,
  },
  // Round 6: Rovsing's sign and Murphy's sign as done ("(왼쪽 아랫배 눌렀을 때 오른쪽이 아픈지 봄)",
  // "(오른쪽 갈비뼈 밑에 손 넣고 숨 들이쉬게 함)").
  {
    kind: 'manoeuvre',
    key: 'rovsingSign',
    re: /왼쪽\s?(아랫배|하복부)[^)]{0,12}(눌러|누르|누른|눌렀|누름)[^)]{0,14}오른쪽[^)]{0,8}(아픈|아파|아프|통증|울리)/,
  },
  {
    kind: 'manoeuvre',
    key: 'murphySign',
    re: /(갈비뼈|갈비|갈빗대|늑골)\s?(밑|아래)[^)]{0,24}(숨|들이쉬|들이마시)/,
    only: ['급성복통', '황달', '소화불량/만성복통'],
  },
  {
    kind: 'manoeuvre',
    key: 'psoasSign',
    re: /(오른쪽\s?)?다리(를)?\s?[^)]{0,6}(들어|들게|올리|올려)[^)]{0,16}(아픈|아파|통증|배)/,
    only: ['급성복통'],
  },
  {
    kind: 'manoeuvre',
    key: 'reboundTenderness',
    // Round 14: the hand taken away in any form ("(눌렀다가 손을 확 뗀다)").
    re: /(눌렀다가?|누르다가?|눌렀다)\s?[^)?]{0,8}(떼|뗌|뗄|뗀|뗐|놓)/,
  },
  // Round 36: the pressing hand let go in a note ("(누른 손을 갑자기 떼 보며 더 아파하는지 본다)", "(손을 확 떼 본다)").
  {
    kind: 'manoeuvre',
    key: 'reboundTenderness',
    re: /(누른|누르던|눌렀던|누르고\s?있던)\s?손(을)?\s?[^)?]{0,8}(떼|뗌|뗄|뗀|뗐|놓)|손(을)?\s?(갑자기|확|빨리|재빨리|순간)\s?(떼|뗌|뗀|뗐|놓)/,
  },
  // Round 36: the pelvic exam described ("(기구를 넣어 자궁 입구를 보고, 두 손으로 자궁과 난소 크기를 만져 본다)").
  {
    kind: 'manoeuvre',
    key: 'pelvicExam',
    re: /(질경|기구|검경)(을|를)?\s?[^)]{0,8}(넣|삽입|벌려)[^)]{0,20}(자궁|질)|(두\s?손|양손|양\s?손)(으로)?\s?[^)]{0,8}(자궁|난소)[^)]{0,20}(만져|만지|촉진|만짐)|자궁\s?(입구|경부)(를|을)?\s?[^)]{0,6}(본다|봄|관찰|확인|보고)/,
  },
  // A neurological exam described in words.
  { kind: 'manoeuvre', key: 'mentalStatus', re: /(이름|날짜|장소|요일|오늘)[^)]{0,16}(물어|묻|질문|말해)/ },
  {
    kind: 'manoeuvre',
    key: 'pronatorDrift',
    re: /(팔|양팔)[^)]{0,10}(앞으로\s?(뻗|들|펴)|들어)[^)]{0,24}(떨어|내려|처지|돌아)|회내근|편위/,
  },
  {
    kind: 'manoeuvre',
    key: 'deepTendonReflexes',
    re: /(망치|반사\s?망치)[^)]{0,12}(두드|치)|(무릎|팔꿈치|발목)\s?[^)]{0,4}(두드려|두드림|두드린|톡)/,
  },
  { kind: 'manoeuvre', key: 'babinski', re: /발바닥[^)]{0,8}긁/ },
  {
    kind: 'manoeuvre',
    key: 'cranialNerves',
    re: /이\s?(가\s?)?보이게\s?웃|눈(을)?\s?꼭\s?감|혀(를)?\s?(내밀|쭉)|볼에\s?바람|이마(에)?\s?주름|어깨(를)?\s?으쓱/,
  },
  // Vestibular tests given as what is done: the head impulse test ("고개를 빨리 돌릴 테니 제 코를
  //계속 보세요"), the Dix-Hallpike manoeuvre ("누우면서 고개를 45도 돌려 볼게요").
  {
    kind: 'manoeuvre',
    key: 'headImpulseTest',
    re: /(고개|머리|얼굴)[^)]{0,14}(빨리|빠르게|휙|재빨리)\s?[^)]{0,4}(돌리|돌릴|돌려|돌린)|(빨리|빠르게|휙)\s?(돌리|돌릴|돌려)[^)]{0,16}(코|눈|저|제\s?얼굴)/,
  },
  {
    kind: 'manoeuvre',
    key: 'dixHallpike',
    re: /(누우|눕|뒤로\s?눕|눕히|눕혀)[^)]{0,24}고개[^)]{0,10}(45|돌려|돌리|돌린|돌릴|젖혀)|고개[^)]{0,12}(45|돌려|돌리|돌린|돌릴)[^)]{0,24}(누우|눕|눕혀|눕히|뒤로)/,
  },
  {
    kind: 'manoeuvre',
    key: 'orthostaticVitals',
    re: /(누워|누운|눕)[^)]{0,30}(일어서|일어선|일어나|일어난|서서|선\s?(자세|상태)|세워)|(앉|누워)[^)]{0,6}(있다가|있을\s?때)[^)]{0,20}(일어|서)/,
    context: /혈압|맥박|bp/i,
  },
  // Round 36: the pressures compared in two postures named as times ("(혈압, 맥박을 재고 누웠을 때와 앉았을 때를 비교한다)",
  // "누워 있을 때랑 서 있을 때 혈압 차이를 볼게요").
  {
    kind: 'manoeuvre',
    key: 'orthostaticVitals',
    re: /(누웠을|누워\s?있을|누운|눕혔을)\s?(때|자세)(와|랑|하고|에서|,)?\s?[^)]{0,8}(앉았을|앉아\s?있을|앉은|섰을|서\s?있을|선|일어섰을|일어났을|일어선|세웠을)\s?(때|자세)[^)]{0,14}(비교|차이|다시|재|잰|잴|측정)/,
    context: /혈압|맥박|bp/i,
  },
  // Round 27: the pressure taken again after the patient sits or stands up ("(누웠다가 앉은 자세로 혈압을 다시 잰다)",
  // "(앉았다가 일어서게 해서 맥박과 혈압을 다시 잰다)", "(눕혀서 … 재고, 일으켜 세운 뒤 다시 잰다)") is the orthostatic check.
  {
    kind: 'manoeuvre',
    key: 'orthostaticVitals',
    re: /(누웠|누워|누운|눕|앉았|앉아\s?(있|계|서)|앉은\s?(채|자세))[^)]{0,40}(앉은|앉혀|앉게|앉아서|일으켜|일으킨|세운|세워|서게|서서|선\s?(자세|채)|일어서|일어선|일어나|일어난)[^)]{0,30}(다시|한\s?번\s?더|또|재|잰|잴|측정|비교)/,
    context: /혈압|맥박|bp/i,
  },
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    // Round 14: how far the blisters spread ("(물집이 어디까지 퍼졌는지 … 본다)").
    re: /(발진|물집|피부|병변|두드러기|반점)[^)]{0,12}(관찰|확인|본|살|시진)|(발진|물집|병변|반점)(이|가)?\s?[^)]{0,8}(퍼졌는지|번졌는지|퍼진|번진|분포)/,
  },
  {
    kind: 'manoeuvre',
    key: 'spineRangeOfMotion',
    re: /(허리|몸)(를|을)?\s?([가-힣]{1,4}\s)?(숙이|숙여|굽히|굽혀|젖히|젖혀|돌려|돌리)/,
  },
  {
    kind: 'manoeuvre',
    key: 'jointRangeOfMotion',
    re: /(무릎|관절|어깨|손목|발목|팔꿈치)(을|를)?\s?(굽혔|굽혀|구부|폈|펴|돌려|움직)/,
  },
  { kind: 'manoeuvre', key: 'jointPalpation', re: /(무릎|관절)(을|를)?\s?(만져|촉진|눌러)/ },
  // Examinations described in plain words instead of named.
  {
    kind: 'manoeuvre',
    key: 'jugularVenousPressure',
    // Round 14: "목 옆 핏줄이 부었는지 볼게요" (swollen, looked at in any tense).
    re: /(?<![손발팔])목\s?(옆|의|에|옆에|쪽|쪽에)?\s?(정맥|핏줄|혈관)[^)]{0,14}(부풀|부었|붓|튀어|확장|서\s?있|보|볼|봄|관찰|확인|높이)|경정맥|jvp/i,
  },
  {
    kind: 'manoeuvre',
    key: 'legEdema',
    re: /(정강이|발목|발등|다리|종아리)[^)]{0,14}(눌러|누르|누른|누름|눌렀|눌러봄|부종|붓|부었|함요|자국)/,
  },
  {
    kind: 'manoeuvre',
    key: 'chestInspection',
    re: /(가슴|흉곽|흉부)\s?(모양|움직임|보고|을\s?보|를\s?보|관찰|시진)|(가슴|갈비뼈)[^)]{0,10}(쑥\s?)?들어가|(목|보조)\s?근육[^)]{0,10}(쓰|사용)|숨\s?쉬는\s?모양/,
  },
  {
    kind: 'manoeuvre',
    key: 'lungPercussion',
    // Round 14: "등을 손가락으로 톡톡 두드려 볼게요".
    re: /타진|(가슴|등(?!뼈))[^)]{0,16}두드려|두드려\s?(본|봄|보|볼)/,
    context: /폐|가슴|흉|등(?!뼈)|숨/,
  },
  {
    kind: 'manoeuvre',
    key: 'throat',
    re: /(?<![가-힣])아\s?~?\s?해\s?(봐|보|볼|주)|입\s?안|구강|목\s?안|입\s?(벌리|을\s?벌)|(?<![젖눕굽앉입])혀(를|와)?|입술과?\s?입안/,
  },
  // Round 5, neurological exams in words: a light shone into the eyes, the eyes watched for shaking,
  // pushing against the examiner's hand, sides compared for feeling, walking there and back, blood
  // pressure lying and again standing.
  {
    kind: 'manoeuvre',
    key: 'pupils',
    // Round 16: the light before the eyes' size ("불빛 비춰서 눈동자 크기 좀 볼게요").
    re: /(펜\s?라이트|불빛|빛|플래시|라이트)(을|를|으로|로)?\s?[^)]{0,10}(눈|동공)[^)]{0,6}(비춰|비추|비쳐|비춘)|눈에\s?빛|(눈동자|동공)\s?(크기|반응)/,
  },
  {
    kind: 'manoeuvre',
    key: 'nystagmus',
    re: /(눈동자|눈알|눈)(가|이|의)?\s?[^)]{0,4}(떨리|떨림|흔들|왔다\s?갔다|튀는지)/,
  },
  {
    kind: 'manoeuvre',
    key: 'motorPower',
    // Round 21: also held hard and pushed with the foot ("제 손 세게 잡아보고 발로 밀어보세요").
    re: /(제\s?손|손가락|손)(을|를)?\s?[^.?)]{0,6}(세게\s?|꽉\s?)?(밀어|당겨|꽉\s?쥐어|쥐어|잡아)\s?(보세요|봐|보시|보고|본다|봄)|(발|발바닥|다리)(로|으로)\s?[^.?)]{0,6}(밀어|차|눌러)\s?(보세요|봐|보시|본다|봄)|힘(을)?\s?(꽉|세게)\s?주|버텨\s?(보세요|봐)/,
  },
  {
    kind: 'manoeuvre',
    key: 'gait',
    re: /걸어\s?(갔다|가\s?보|와\s?보|보세요|보실래|보시겠|보게)|(일자|일직선|한\s?줄|일렬)로\s?걸/,
  },
  {
    kind: 'manoeuvre',
    key: 'orthostaticVitals',
    re: /(일어나|일어난|일어서|일어선|서서|선\s?채)[^)]{0,10}(다시\s?)?(재|잴|잰|측정)/,
    context: /(누워|누운|눕)[^)]{0,10}(혈압|맥박|재|잴)/,
  },
  // Round 5: the ear looked into with a light ("(귀 안을 불빛으로 들여다본다)"), and the head bent
  // forward to the chest in a feverish or headache presentation ("(고개를 가슴 쪽으로 숙여 본다)").
  {
    kind: 'manoeuvre',
    key: 'otoscopy',
    re: /귀\s?(안|속|안쪽|구멍)(을|를|에)?\s?[^)]{0,10}(들여다|봄|본다|보고|확인|관찰|비춰)/,
  },
  {
    kind: 'manoeuvre',
    key: 'nuchalRigidity',
    re: /(고개|머리|턱)(를|을)?\s?[^)]{0,10}(가슴|앞)(\s?쪽)?(으로|에|까지)?\s?[^)]{0,4}(숙여|숙이|굽혀|당겨|닿)/,
    only: ['발열', '두통', '의식장애', '경련', '구토'],
  },
  // Round 29: the neck bent to see whether it is stiff ("(목을 앞으로 굽혀 뻣뻣한지 본다)", "(목 경직 있는지 확인한다)").
  {
    kind: 'manoeuvre',
    key: 'nuchalRigidity',
    re: /목(을|를|이)?\s?[^)]{0,10}(굽혀|굽히|숙여|숙이|구부려|구부리)[^)]{0,12}(뻣뻣|경직|강직)|목\s?(의\s?)?(경직|강직|뻣뻣)[^)]{0,8}(확인|봄|본다|보고|검사|평가|있는지|살핀|살펴)/,
    only: ['발열', '두통', '의식장애', '경련', '구토'],
  },
  {
    kind: 'manoeuvre',
    key: 'skinTurgor',
    re: /피부(를)?\s?(꼬집|집어|잡아)|(꼬집|집어)\s?(보|본|봄)/,
  },
  {
    kind: 'manoeuvre',
    key: 'digitalRectalExam',
    re: /항문[^)]{0,6}(보|시진|관찰|살펴)|직장\s?수지|손가락\s?검사/,
  },
  { kind: 'manoeuvre', key: 'capillaryRefill', re: /손톱(을)?\s?(눌러|눌렀|누르)|모세혈관/ },
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /피부[^)]{0,6}(노란|노랗|색)|거미[^)]{0,6}혈관|긁은\s?자국|온몸[^)]{0,10}(발진|멍|상처)/,
  },
  {
    kind: 'manoeuvre',
    key: 'jointInspection',
    re: /(발가락|관절|무릎|손가락|발목)(?!으로|로)[^)]{0,10}(붓|부었|빨간|붉|모양|변형|보고|관찰|본다|봄)/,
  },
  {
    kind: 'manoeuvre',
    key: 'jointRangeOfMotion',
    re: /(발가락|손가락|관절|무릎)[^)]{0,8}(굽혔다|굽혀|구부|폈다|펴\s?본|움직여)/,
  },
  {
    kind: 'manoeuvre',
    key: 'cervicalLymphNodes',
    re: /(목|쇄골|귀\s?뒤|턱\s?밑)[^)]{0,14}(멍울|림프절|임파선)|멍울[^)]{0,6}(만져|촉진|있는지)/,
  },
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    // Round 21: typed as a note ("(말할때 떨리는지 표정 살핌)").
    // Round 21: also a child's fear watched ("(눈을 피하는지, … 움츠러드는지 본다)").
    re: /(표정|옷차림|말투|말하는\s?속도|태도|정동|정서|기분|시선|눈\s?맞춤|눈(을|길)?\s?(피하|마주치)|움츠러|움츠리|위축|겁(을)?\s?(먹|내))[^)]{0,30}(관찰|살핀|살펴|살핌|살피|본다|봄|확인)|정신\s?상태/,
  },
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    re: /오늘이\s?(몇|며칠|무슨)|여기가\s?어디|지남력|mmse/i,
  },
  // Round 25: what was seen written down as the finding ("(표정이 어둡고 말이 느리며 눈을 잘 마주치지 않는다)").
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    re: /(표정|말투|말이|말하는\s?게|목소리|시선)(이|은|가|는)?\s?(어둡|밝|굳|없|느리|느려|빠르|빨라|작|단조|무표정|불안|초조)|눈(을|은)?\s?(잘\s?)?(못\s?)?(마주치지|마주치|맞추지|피한다|피함|피하고)/,
  },
  {
    kind: 'manoeuvre',
    key: 'cranialNerves',
    re: /얼굴[^)]{0,10}(감각|근육|움직)|눈\s?움직임|뇌신경/,
  },
  { kind: 'manoeuvre', key: 'motorPower', re: /(팔다리|팔|다리|사지)\s?(의\s?)?(힘|근력)/ },
  {
    kind: 'manoeuvre',
    key: 'cvaTenderness',
    // Round 25: the back below the ribs struck with a fist, said in more words ("(등 아래 갈비뼈 끝을 주먹으로 가볍게 친다)").
    re: /(등(?!뼈)|옆구리|갈비뼈\s?(아래|밑|끝))[^)]{0,16}(두드|주먹|톡톡|툭툭)|늑골척추각|cva/i,
  },
  {
    kind: 'manoeuvre',
    key: 'abdomenPalpation',
    re: /배(를)?\s?[^)]{0,24}(눌러|만져|촉진)|(얕게|깊게)[^)]{0,10}(촉진|눌러|만져)/,
  },
  // Round 6: the abdomen tapped ("배를 손으로 톡톡 두드려 보고").
  {
    kind: 'manoeuvre',
    key: 'abdomenPercussion',
    re: /배(를|에)?\s?[^)]{0,12}(두드려|두드리|두드림|톡톡|통통|타진)/,
  },
  // Round 6: the skin looked over ("(옷 올려서 피부에 뭐 났는지 봄)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /피부(에|를|가)?\s?[^)]{0,10}(났는지|발진|살펴|봄|본다|확인)|(발진|반점|두드러기|물집)[^)]{0,6}(있는지|났는지|봄|본다|확인)/,
  },
  // Round 6: touch compared ("(양쪽 얼굴이랑 팔 살살 만지며 느낌 같은지 물어봄)").
  {
    kind: 'manoeuvre',
    key: 'sensoryExam',
    re: /(만지|만져|건드|쓸어|찔러|대\s?보)[^)]{0,12}(느낌|감각)[^)]{0,8}(같|똑같|비슷|다르|차이|물어)/,
  },
  // Round 6, examinations in plain words. A child called and watched ("(눈을 맞추고 부르면
  // 쳐다보는지 본다)") is the level of consciousness.
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    re: /(이름을?\s?)?부르(면|니까|고)[^)]{0,12}(쳐다|반응|대답|돌아보)|눈(을|이)?\s?(맞추|마주)/,
  },
  // The breasts compared and felt round ("(양쪽 가슴 모양을 비교해 본다)", "(가슴을 빙 돌아가며 눌러 본다)").
  {
    kind: 'manoeuvre',
    key: 'breastExam',
    re: /(가슴|유방)[^)]{0,16}(눌러|만져|만짐|촉진|모양|비교|살펴|시진)/,
    only: ['유방덩이/통증'],
  },
  // Nodes by where they are: "(쇄골 위랑 목 옆을 만져 본다)".
  {
    kind: 'manoeuvre',
    key: 'cervicalLymphNodes',
    re: /(쇄골\s?(위|윗)|목\s?(옆|양옆|양쪽)|귀\s?(뒤|앞)|턱\s?(밑|아래))[^)]{0,12}(만져|만짐|촉진|눌러)/,
  },
  // Round 7: injuries looked at and recorded ("(팔, 목, 등의 멍 크기랑 색을 재고 기록함)", "다치신 곳을
  // 살펴보고 사진으로 남겨 둘게요").
  {
    kind: 'manoeuvre',
    key: 'injuryInspection',
    re: /(멍|상처|다친\s?(곳|데)|다치신\s?(곳|데)|찰과상)[^)?]{0,16}(재고|재서|잼|기록|살펴|확인|봄|본다|관찰|사진)/,
  },
  // Round 9: the feet examined in plain words ("(발에 모노필라멘트를 대 보고 발등 맥박을 짚는다)").
  { kind: 'manoeuvre', key: 'sensoryExam', re: /모노필라멘트|발(바닥|등)?(에|의)?\s?[^)]{0,8}감각/ },
  {
    kind: 'manoeuvre',
    key: 'anthropometry',
    re: /(몸무게|체중|키|머리\s?둘레|허리\s?둘레)\s?(랑|와|과|,|하고)?\s?[^)]{0,16}(재서|재고|잴게|잴께|잴\s?거|재\s?볼|측정)/,
  },
  {
    kind: 'manoeuvre',
    key: 'developmentalAssessment',
    re: /(딸랑이|장난감|블록|공|컵)[^)]{0,24}(잡는지|잡나|쥐는지|쥐나|집는지|보는지|따라\s?보는지|옮기는지)|이름을\s?(부르|불러)[^)]{0,10}(돌아보|쳐다|고개를\s?돌리)/,
    only: ['성장/발달지연'],
  },
  // Round 35: the joint felt for warmth and tenderness with no joint named ("(살살 만져서 열감 압통 확인)").
  {
    kind: 'manoeuvre',
    key: 'jointPalpation',
    re: /(만져|만지|촉진|눌러)[^)]{0,10}(열감|압통)|(열감|압통)[^)]{0,10}(만져|촉진|확인|눌러)/,
    only: ['관절통증'],
  },
  {
    kind: 'manoeuvre',
    key: 'peripheralPulses',
    // Round 14: "발등이랑 발목 안쪽에 맥 뛰는 거 만져 볼게요".
    re: /(발등|족배|발목\s?안쪽|발)[^)]{0,6}맥박|맥박[^)]{0,6}(발등|발목)|(발등|발목|손목|사타구니|오금|무릎\s?뒤)[^)]{0,14}맥(이|을)?\s?(잘\s?|제대로\s?)?(뛰|짚|잡)/,
  },
  // Round 9: the wrists and forearms looked at for self-harm ("(손목 안쪽을 살펴본다)").
  {
    kind: 'manoeuvre',
    key: 'injuryInspection',
    // Round 16: "손목 좀 보여 주시겠어요?", "팔목 좀 보여 줄래요?".
    re: /(손목|팔목|팔\s?안쪽|허벅지\s?안쪽)[^)]{0,12}(살펴|확인|봄|본다|봤|관찰|보고|보여|볼게|볼께)/,
    only: ['자살'],
  },
  // Round 7: the hands held out for a tremor ("손 앞으로 쭉 뻗어 보세요"); with the eyes shut it is a drift test.
  {
    kind: 'manoeuvre',
    key: 'tremorExam',
    // Round 16: "손 쭉 앞으로 펴보세요" (the adverbs in either order).
    re: /(손|양손|두\s?손|팔)(을|를)?\s?(앞으로\s?|쭉\s?|좀\s?){0,3}(뻗어|뻗고|뻗게|펴\s?(보|봐|서)|내밀어)|손\s?떨림|손(이)?\s?떨리는지/,
    notWith: /눈(을)?\s?(감|감고|감아)/,
  },
  // Round 7: the throat looked into ("입 아~ 크게 벌려 볼까?", "목 안 좀 볼게요").
  {
    kind: 'manoeuvre',
    key: 'throat',
    re: /입(을)?\s?[^)]{0,10}(벌려|벌리)|목\s?(안쪽|안|속|구멍)(을|를)?\s?(좀\s?)?(볼|봐|봄|본다|들여다)|편도(를|도)?\s?(좀\s?)?(볼|봐|봄|본다)/,
  },
  // Round 7: the abdomen looked at in speech or in a bare action ("배 좀 볼게요", "(배 봄)").
  {
    kind: 'manoeuvre',
    key: 'abdomenInspection',
    re: /(^|[\s(（])(배|복부)(를|도)?\s?(좀\s?|한번\s?)?(볼게|볼께|보겠|봐도|볼\s?거|볼\s?건데|보고|봄|본다|봤|살펴|시진|관찰)/,
  },
  // Round 7: a deep breath on instruction is the lungs listened to ("숨 크게 쉬어 보세요", "크게 숨
  // 들이마셨다가 내쉬세요"), unless the breath serves a sign pressed under the ribs (Murphy's sign).
  {
    kind: 'manoeuvre',
    key: 'lungAuscultation',
    re: /숨(을)?\s?(크게|깊게|깊이|길게|천천히)\s?(쉬|들이|내쉬|마시|들이쉬|들이마)|(크게|깊게|깊이)\s?숨(을)?\s?(쉬|들이|내쉬|마시)/,
    notWith: /갈비뼈|명치|눌러|누르|누를|머피/,
  },
  // The conjunctiva by the lower lid: "(아래 눈꺼풀을 살짝 당겨 안쪽 색을 본다)".
  {
    kind: 'manoeuvre',
    key: 'conjunctiva',
    // Round 16: a telegraphic note ("(아래 눈꺼풀 봄)") looks at it too.
    re: /눈꺼풀[^)]{0,12}(당겨|당기|뒤집|까|내려)|눈\s?(밑|아래)(를|을)?\s?[^)]{0,6}(당겨|까|내려|뒤집)|아래\s?눈꺼풀(을|를|도)?\s?(좀\s?)?(봄|본다|볼게|보고|확인)/,
  },
  // Round 16: the calves pressed or measured in a telegraphic note ("(종아리 눌러보고 양쪽 둘레 재봄)").
  {
    kind: 'manoeuvre',
    key: 'calfTenderness',
    re: /종아리(를|도)?\s?(좀\s?)?(눌러|만져|짚어|꾹)|종아리\s?[^)]{0,8}둘레|(양쪽|좌우)\s?둘레/,
  },
  // Round 34: bleeding under the skin looked at or measured ("(다리와 등의 멍 크기를 재고 작은 점 같은 출혈이 있는지 본다)"), the
  // gums looked at in a bleeding child ("(잇몸을 본다)"), the vagina examined ("(질 진찰을 하고 …)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(멍(?!울)|점상\s?출혈|자반|점\s?같은\s?출혈)[^)]{0,20}(본다|봄|관찰|확인|재고|잰다|살핀|살펴|있는지)/,
  },
  { kind: 'manoeuvre', key: 'throat', re: /잇몸/, only: ['쉽게 멍이 듦'] },
  {
    kind: 'manoeuvre',
    key: 'pelvicExam',
    re: /(?<![가-힣])질\s?(진찰|내진|경\s?(검사|진찰|을|으로))|질\s?안(을|쪽)?\s?[^)]{0,6}(본다|관찰|확인)/,
  },
  // Round 34: exams written in chart English ("(neck 만져서 thyroid 촉진)", "(thyroid palpation)", "(abd palpation)",
  // "(abdomen 촉진)").
  {
    kind: 'manoeuvre',
    key: 'thyroid',
    re: /(?<![a-z])thyroid(?![a-z])\s?[^)]{0,6}(촉진|palpation|palp|만져|만짐|exam|확인|봄|본다)|(?<![a-z])neck(?![a-z])[^)]{0,10}(만져|만짐|촉진|palpat)[^)]{0,10}(thyroid|갑상선)/i,
  },
  {
    kind: 'manoeuvre',
    key: 'abdomenPalpation',
    re: /(?<![a-z])(abd|abdomen|abdominal)(?![a-z])\s?(deep\s?|light\s?|superficial\s?)?(palpation|palp|촉진|만져|만짐|눌러)/i,
  },
  // Round 34: the neck felt beside another node site ("(목이랑 겨드랑이 만져봄)", "(목 옆이랑 귀 뒤 만져봄)"), not the
  // thyroid.
  {
    kind: 'manoeuvre',
    key: 'cervicalLymphNodes',
    re: /(목|목\s?옆|귀\s?뒤|턱\s?밑|쇄골\s?위)\s?(이랑|하고|과|와|,|，|랑)\s?[^)]{0,12}(만져|만짐|촉진|눌러)/,
    unless: /갑상선|thyroid/i,
  },
  // The thyroid by the front of the neck or a swallow: "(목 앞쪽을 손으로 만져 본다)", "침 한번 삼켜 보세요".
  {
    kind: 'manoeuvre',
    key: 'thyroid',
    re: /목\s?(앞|앞쪽|앞부분|가운데)[^)]{0,10}(만져|만짐|촉진|눌러)|침(을)?\s?[^)]{0,6}(삼켜|삼키)/,
  },
  // The neck's spine and muscles pressed: "(목뒤 뼈랑 옆 근육 꾹꾹 눌러봄)".
  {
    kind: 'manoeuvre',
    key: 'spineTenderness',
    re: /(목\s?뒤|뒷목|목뼈|경추)[^)]{0,24}(눌러|누르|누른|눌렀|압통|두드|톡톡|꾹)/,
  },
  // The neck moved both ways: "고개 숙여보세요 뒤로 젖혀보시고 양쪽으로 돌려보세요".
  {
    kind: 'manoeuvre',
    key: 'neckRangeOfMotion',
    // Round 23: also in the past connective ("고개를 앞뒤로 숙였다 젖혔다, 양쪽으로 돌려 보세요").
    re: /(고개|목)(를|을)?\s?[^)]{0,8}(숙여|젖혀|돌려|기울여|숙였|젖혔|숙이|젖히)[^)]{0,24}(숙여|젖혀|돌려|기울여|젖혔|돌렸)/,
  },
  // Spurling's test as done: the head turned or tilted back and pressed from above.
  {
    kind: 'manoeuvre',
    key: 'spurlingTest',
    // Round 23: "고개를 한쪽으로 돌린 채로 제가 위에서 살짝 누를게요".
    re: /(고개|머리|목)[^)]{0,30}(젖힌|돌린|기울인|젖히고|돌리고|기울이고)[^)]{0,24}((머리|정수리)\s?(위|꼭대기)?(를|에서)?|위(에서|로|를))\s?[^)]{0,6}(눌러|누르|누른|누를|누름|눌렀|누릅)/,
  }, // Round 8: hands and feet looked at for swelling ("(손발 부었는지, 손바닥 빨간지 봄)").
  {
    kind: 'manoeuvre',
    key: 'legEdema',
    re: /(손발|손이랑\s?발|발등|손등|발)[^)]{0,10}(부었|붓|부은|부종)/,
  },
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(손바닥|발바닥|손발\s?끝|손끝|발끝)[^)]{0,10}(빨간|빨갛|붉|발적|벗겨|껍질|색)/,
  },
  // Round 8: the look and the whole body observed ("(얼굴 생김새랑 몸 전체 훑어봄)").
  {
    kind: 'manoeuvre',
    key: 'generalAppearance',
    re: /(생김새|외모|몸\s?전체|전신|얼굴\s?모양)[^)]{0,12}(봄|본다|보고|관찰|훑|살펴|확인)/,
  },
  // Round 8: the fundus measured in plain words ("(줄자로 배꼽 위 자궁 높이 잰다)").
  {
    kind: 'manoeuvre',
    key: 'fundalHeight',
    re: /자궁\s?(의\s?)?(높이|꼭대기|저)|배꼽[^)]{0,10}(높이|길이)[^)]{0,6}(재|잼|측정)|줄자/,
  },
  // Round 10: exams in plain words. The back of the eye looked at with a light ("눈 안쪽 좀 볼게요.
  // 불빛 비출 테니 앞에 한 점만 보고 계세요"); the ear looked into ("(귓속을 불 비춰서 본다)"); a child
  // watched at play ("(아기가 잘 놀고 처져 있지 않은지 본다)"); finger-to-nose as an instruction
  // ("손가락으로 제 손가락 끝이랑 본인 코를 번갈아 짚어 보세요").
  {
    kind: 'manoeuvre',
    key: 'fundoscopy',
    re: /(눈|눈알|안구)\s?(안쪽|속|뒤쪽|깊숙|안을|속을|뒤)/,
    context: /불빛|빛(을|으로)?\s?(비추|비춰|비출|대)|검안경|라이트|안저/,
  },
  {
    kind: 'manoeuvre',
    key: 'otoscopy',
    re: /(귓속|귓구멍|귀\s?(안|속|안쪽)(을|도|이랑|하고)?)[^)]{0,12}(본다|봄|보고|봤|들여다|비춰|비추|관찰|살펴|확인|볼게)|이경/,
  },
  {
    kind: 'manoeuvre',
    key: 'generalAppearance',
    re: /(잘\s?노는지|노는\s?(모습|거)|깨어\s?있는지|울음\s?소리|처져\s?있|축\s?처져|늘어져\s?있|기운\s?없어\s?보이|얼굴빛|안색|혈색|아파\s?보이는지|전체적인\s?(모습|상태))[^)]{0,16}(본다|봄|보고|관찰|살핀|살펴|확인|훑)/,
  },
  // Round 18: cranial nerves in plain words: the face screwed up, the teeth clenched, the eyes following a finger
  // ("얼굴 찡그려 보고 이 꽉 물어봐요", "눈만 움직여서 제 손가락 따라와 봐요").
  {
    kind: 'manoeuvre',
    key: 'cranialNerves',
    re: /(얼굴|인상|미간)(을|를)?\s?[^)?]{0,4}(찡그|찌푸|써\s?보|쓰세요)|이(를)?\s?(꽉\s?|세게\s?)?(물어|깨물)|눈(만|으로|을)?\s?[^)?]{0,10}(손가락|펜|불빛|펜라이트)[^)?]{0,10}(따라|쫓아)|볼(에|을)?\s?(바람|부풀)|눈썹(을)?\s?(올려|치켜)/,
  },
  // Round 18: the skin of a drug user looked at where it shows: the injection site, acne, an abscess ("(엉덩이 주사
  // 부위에 멍울이나 고름 자국이 있는지 보고, 얼굴과 등에 여드름이 있는지 본다)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(주사\s?(맞는|맞은|놓는|놓은|찌른)?\s?(부위|자리)|여드름|고름|농양)[^)]{0,24}(있는지|보고|본다|봄|확인|살펴|살핀|관찰)/,
  },
  {
    kind: 'manoeuvre',
    key: 'fingerToNose',
    re: /손가락[^)?]{0,16}코[^)?]{0,10}(번갈아|왔다\s?갔다|왔다갔다|짚|찍|대\s?보|터치)|코[^)?]{0,8}손가락[^)?]{0,10}(번갈아|왔다\s?갔다|왔다갔다)/,
  },
  // Round 19: bruises and small red spots looked at ("(팔다리 멍 크기를 보고 작은 붉은 점이 있는지 본다)").
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /멍(?!울)[^)]{0,10}(보|봄|확인|살피|살핌)|붉은\s?점|점상\s?출혈|자반/,
  },
  // Round 19: a joint turned and bent ("(엉덩이 관절을 살살 안쪽으로 돌려 보고 구부려 본다)").
  {
    kind: 'manoeuvre',
    key: 'jointRangeOfMotion',
    re: /(관절|엉덩이|고관절|무릎|어깨|다리)[^)]{0,16}(돌려|굽혀|구부려|펴\s?보|움직여)/,
  },
  // Round 19: the arms watched drifting with the eyes shut ("(팔이 내려가는지 봄)").
  { kind: 'manoeuvre', key: 'pronatorDrift', re: /팔(이)?\s?[^)]{0,6}(내려가|처지|떨어지)/ },
  // Round 19: touch tested with cotton wool or a pin ("(솜으로 양쪽 얼굴 팔다리 만지며)").
  {
    kind: 'manoeuvre',
    key: 'sensoryExam',
    re: /(솜|붓|면봉|핀|바늘|이쑤시개)(으로|로)\s?[^)]{0,16}(만지|건드|대|찌르|찔러)/,
  },
  // Round 19: the wound looked at ("(눈썹 찢어진데 봄)").
  {
    kind: 'manoeuvre',
    key: 'injuryInspection',
    re: /(찢어진|다친|긁힌|까진|부딪힌)\s?(데|곳|부위|상처)[^)]{0,6}(봄|본다|보고|확인|살핌|살핀다)|상처[^)]{0,6}(봄|본다|확인)/,
  },
  // Round 22: exams in plain words. The hands laid on the knees and stretched out, in clauses that borrow the hands
  // ("손을 무릎에 편하게 올려 보시고, 이번엔 앞으로 쭉 뻗어 보세요"), and a cup brought to the mouth.
  {
    kind: 'manoeuvre',
    key: 'tremorExam',
    re: /^(이번엔\s?|이번에는\s?|이제\s?|그\s?다음\s?)?(앞으로\s?|쭉\s?|좀\s?){1,3}(뻗어|뻗고|펴\s?(보|봐))|(손|양손|팔)(을|를)?\s?(무릎|허벅지)(에|\s?위에|\s?위)\s?[^)]{0,8}(올려|놓|얹|두)|(컵|물)[^)]{0,10}(마시는|드시는)\s?(흉내|시늉)/,
    context: /손|팔/,
  },
  // The sole stroked and the limbs moved ("(팔다리를 움직여 보고 발바닥을 긁어 본다)").
  { kind: 'manoeuvre', key: 'babinski', re: /발바닥(을|를)?\s?[^)]{0,12}(긁|그어|자극|문질)/ },
  {
    kind: 'manoeuvre',
    key: 'motorPower',
    re: /(팔다리|사지|양팔|양다리|양쪽\s?팔다리)(를|을|가)?\s?[^)]{0,10}(움직여|움직이는지|들어\s?(보|올리)|힘(을|이)?\s?(주|있|빠))/,
  },
  // The joints moved passively ("(팔꿈치와 손목을 구부렸다 폈다 해 본다)").
  {
    kind: 'manoeuvre',
    key: 'muscleTone',
    re: /(팔꿈치|손목|무릎|팔|다리)[^)]{0,10}(구부렸다\s?폈다|굽혔다\s?폈다|접었다\s?폈다|돌려\s?보|움직여\s?보)[^)]{0,6}(본다|봄|해\s?본다)|뻣뻣한지/,
    only: ['떨림/운동이상', '근력/감각이상'],
  },
  // Finger taps ("엄지랑 검지를 빠르게 톡톡 부딪쳐 보세요").
  {
    kind: 'manoeuvre',
    key: 'rapidAlternating',
    re: /(엄지|검지|손가락)[^)?]{0,16}(빠르게|빨리)\s?[^)?]{0,8}(톡톡|부딪|맞부딪|두드|벌렸다|붙였다)|손바닥[^)?]{0,10}(뒤집|엎었다)|(빠르게|빨리)\s?(뒤집|톡톡)/,
  },
  // The liver's edge felt ("(갈비뼈 아래에서 간 끝이 만져지는지 본다)").
  {
    kind: 'manoeuvre',
    key: 'liverPalpation',
    re: /간\s?(끝|가장자리|모서리)(이|을|가)?\s?[^)]{0,10}(만져|촉지|닿)|간(이|을)\s?(만져|촉진)/,
  },
  // The spleen felt under the left ribs ("(… 왼쪽 갈비뼈 아래도 만져 본다)").
  {
    kind: 'manoeuvre',
    key: 'spleenPalpation',
    re: /왼쪽\s?(갈비뼈|늑골|옆구리)\s?(아래|밑)[^)]{0,10}(만져|눌러|누르|촉진)/,
  },
  // Round 23: the anus looked at for a tear ("(항문 주위 찢어진 곳을 보고 면봉으로 검체를 채취한다)").
  {
    kind: 'manoeuvre',
    key: 'perianalInspection',
    re: /항문\s?(주위|주변|쪽|부위|입구)?[^)]{0,12}(보고|봄|본다|살펴|관찰|시진|확인)/,
  },
  // Consciousness checked by calling and commands ("여상훈 님, 눈 떠 보세요. … (이름을 부르고 눈 뜨는지 … 살핀다)").
  {
    kind: 'manoeuvre',
    key: 'mentalStatus',
    // Round 34: also eyes not opening to the voice and a pain stimulus given ("(불러도 눈을 안 떠서 손톱 밑을 눌러 반응을 본다)").
    re: /이름을\s?(부르|불러)[^)]{0,20}(눈|반응|대답)|눈\s?(을\s?)?뜨는지|(부르면|불러도|꼬집으면|자극하면)\s?[^)]{0,10}(반응|눈을?\s?(안\s?|못\s?)?(뜨|떠))|(통증|아픈)\s?자극|(손톱\s?(밑|아래|바닥)?|흉골|가슴뼈|승모근|어깨|눈썹\s?위)(을|를)?\s?[^)]{0,6}(눌러|누르|문질러|문지르|꼬집)[^)]{0,16}(반응|눈|피하|움직)/,
    only: ['의식장애', '경련', '어지럼', '두통', '실신'],
  },
  // Round 31: exams described in plain words. The neck veins looked at by how high they stand ("(목 옆 핏줄이 얼마나
  // 올라와 있는지 본다)"); the chin brought to the chest (neck stiffness); the right ribs pressed while a breath is
  // taken (Murphy); the pulse felt at the foot, the ankle or the groin (peripheral pulses, not the vital signs).
  {
    kind: 'manoeuvre',
    key: 'jugularVenousPressure',
    re: /목\s?(옆|옆쪽|양옆)?\s?(의\s?)?(핏줄|혈관|정맥)[이가을를은는]?\s?[^)]{0,12}(올라와|올라온|올라오|부풀|불룩|부어|부었|튀어|솟|서\s?있|차\s?있)/,
  },
  {
    kind: 'manoeuvre',
    key: 'nuchalRigidity',
    re: /턱(을|이)?\s?[^)?]{0,8}가슴(에|까지|쪽으로|쪽에)\s?[^)?]{0,6}(붙|닿|대)/,
  },
  {
    kind: 'manoeuvre',
    key: 'murphySign',
    re: /(오른쪽|우측)\s?(갈비뼈|늑골|갈비)\s?(바로\s?)?(아래|밑)[^)]{0,12}(누른\s?채|누르고\s?있|눌러\s?둔|누른\s?상태|누르면서)/,
  },
  {
    kind: 'manoeuvre',
    key: 'peripheralPulses',
    re: /(발등|복숭아뼈|발목\s?(안쪽|뒤)|오금|사타구니|무릎\s?뒤)[^)]{0,12}(맥박|맥)[^)]{0,6}(짚|만져|촉진|확인|느껴)/,
  },
];

/**
 * Without a question mark, Korean 해요체 does not say whether "…있어요" asks or tells. A clause counts
 * as a question when it has '?', an interrogative word, an unambiguously interrogative ending, or
 * asks the patient to tell ("말씀해 주세요"). "…할 수 있어요", "…하세요", "…보시죠" are statements.
 */
const INTERROGATIVE =
  /언제(?!든|나)|어디(?!든)|어떻(?!게든)|어떤|어땠|어때|어느|얼마(?!든)|몇(?!\s?(분|시간|일|주|번)\s?(지나|만|이면|정도면|후|뒤|안에|씩))(?!\s?[가-힣]{1,2}\s?(이)?라도)|무슨|무엇(?!이든)|뭐(?!든)|누구(?!든|라도|에게도|한테도|도\s|(를|랑)?\s?(잡|부축|데리))|왜/;
// Round 26: "…올라가요", "…내려가요" tell where a value goes ("위험이 올라가요"), not a question.
const QUESTION_END =
  /(나요|까요|(?<!지나|올라|내려|들어|늘어|넘어)가요|니|냐|습니까|십니까|신가요|시나요|셨나요|었나요|았나요|였나요|은요|는요|으세요|으세여|셨어요|셨어여|(?<!(수|가능성이|가능성도|가능성|필요가|필요는|필요|위험이|위험도|걱정은)\s?)(있어요|없어요|있어여|없어여))$/;
/** A request to tell: "말씀해 주세요", and "…는지 먼저 듣고 싶어요" (what the patient thinks, asked). */
// Round 26: also "…는지(도) 궁금해요" and "얘기해 봐요" ("결과는 어떨 거라고 생각하고 오셨는지도 궁금해요", "편하게 얘기해봐요").
const TELL_ME =
  /(말씀해\s?주|말씀해주|말해\s?주|알려\s?주|얘기해\s?주|설명해\s?주)[가-힣]*$|(는지|은지|인지|지)(도|가)?\s?[^?]{0,8}(듣고\s?싶(어요|습니다|은데요|네요)|궁금(해요|합니다|하네요|한데요))$|(얘기|이야기|말)\s?(좀\s?)?해\s?(봐요|보세요|봐|볼래요|보실래요)$/;
/**
 * A plan that checks something ("어떤 항생제가 잘 듣는지 볼게요", "균이 있는지 확인할게요"): the embedded
 * "-는지" clause with an interrogative is no question to the patient.
 */
// Round 25: also what a test will measure ("초음파로 소변이 얼마나 남는지 잴게요").
const EMBEDDED_PLAN =
  /(는지|은지|인지|던지|을지)(도|를|만)?\s?[^?]{0,10}((?<!여쭤|물어|여쭤\s|물어\s)볼게(요)?|(?<!여쭤|물어|여쭤\s|물어\s)보겠습니다|확인할게(요)?|확인하겠습니다|확인해\s?볼게(요)?|알아볼게(요)?|알아보겠습니다|살펴볼게(요)?|(?<!여쭤|물어|여쭤\s|물어\s)볼\s?거(예요|야)|(?<!여쭤|물어|여쭤\s|물어\s)(봐요|보죠|봅시다)|확인할\s?거(예요|야)|잴게(요)?|재\s?볼게(요)?|측정할게(요)?|측정하겠습니다)$/;
/** Round 21: an embedded "-는지" clause in what the learner will tell or help with ("어떻게 하는지 알려 줄게요"). */
const EMBEDDED_TOLD =
  /(는지|은지|인지|을지|할지)(는|도|를|만)?\s?[^?]{0,40}(알려|도와|설명해|말씀드려)\s?(드릴|줄|드리겠|주겠|드릴\s?수\s?있|줄\s?수\s?있)[가-힣]*$|(는지|은지|인지|을지|할지|떤지|런지|한지|된지|픈지|운지|른지|던지)(는|도|를|만|은)?\s?[^?]{0,40}(설명|말씀)\s?(드릴게|드릴께|드리겠)[가-힣]*$/;
// Round 25: also what will be explained later ("기분과 잠은 어떤지는 검사 결과가 나오면 다시 설명드릴게요").
/** An indirect question announced ("콘돔 쓰시는지도 여쭤볼게요"); "이따가 여쭤볼게요" is a deferral (judge.ts). */
const ASKING_ABOUT =
  /(는지|은지|인지|던지|을지|ㄹ지)(도|는|를|만)?\s?(여쭤|물어)\s?(볼게요|보겠습니다|봐도|볼께요|볼게|볼께)(?![가-힣])|^(이제|그럼|그러면|먼저|다음으로|다음은)\s?[가-힣]{1,6}(\s?좀)?\s?(여쭤|물어)\s?(볼게요|보겠습니다|볼께요)[.!~]*$/;
/** Round 22: a telegraphic history question typed without '?' or a verb ("전에 결석이나 콩팥병", "가족중에 콩팥 안좋은사람"). */
// Round 23: also a person as 분 ("가족중에 정신과 치료받거나 극단적인 선택 한 분").
const TELEGRAPHIC_ASK =
  /^(?=[^.!?]*(전에|중에|이나|혹시|앓|있))[^.!?]{2,28}(병|질환|사람|환자|수술|입원|(?<=(한|하신|받은|받으신|있는|계신|앓은|앓으신|된|되신|난)\s?)분)$/;

// Round 13: typed without spaces too ("식사는골고루드시고…걸으세요").
// Round 25: also a drug taken and something done with it ("소염진통제 먹고 얼음찜질 하세요").
export const DRUG_THEN_DO =
  /(약|제|연고|파스)\s?(을|를|은|는)?\s?(먹고|드시고|바르고|붙이고)\s?[^?]*(하세요|드세요|바르세요|쉬세요|해|발라|쉬어)$/;
const INSTRUCTION_LIST = new RegExp(
  `[가-힣](시고|마시고|말고)\\s?[^?]*(으세요|하세요|드세요|주세요)$|${DRUG_THEN_DO.source}`,
);

/**
 * "-으세요" asks of a state ("열 있으세요", "입맛은 좋으세요") but tells with an action verb: "진통소염제는
 * 끊으세요", "여기 앉으세요", "손 자주 씻으세요" are advice and instructions, not questions.
 */
// Round 16: also after an adverb typed without a space ("…천천히걸으세요"); round 26: after a connective ("…양치하거나걸으세요", "일어나걸으세요").
export const IMPERATIVE =
  /((?:(?<![가-힣])|(?<=(?:꼭|좀|바로|당장|완전히|반드시|이제|부터|천천히|조심히|꾸준히|자주|푹|일찍|거나|일어나|나가서|나서)))(끊|씻|참|받|찍|넣|잡|감|벗|신|읽|웃|믿|들|걸|묶|닦|붙|놓|얹|씹|뱉|줍|접|꽂|담|덮|깎)으세(요|여)|(줄이|피하|삼가|금연하|절주하|금주하|조심하)세(요|여)|(?<=(이상|이하|씩|정도|까지|충분히)\s?)(드세요|드셔요|마시세요))$/;

/** An option offered ("먹는 금연약도 있고 붙이는 패치도 있어요"): '있어요' tells here. */
export const OFFER =
  /(약|패치|껌|사탕|치료|방법|주사|수술|시술|제도|프로그램|클리닉|센터|곳|상담)(도|이|가)\s?(있고|있는데)?[^?]{0,30}(도|이|가)\s?있어요$|(약|패치|껌|치료|방법)(도|이|가)\s?있고/;

/** Round 37: in some cases ("…는 경우도 있어요", "…하는 경우가 많이 있어요"). */
const GENERAL_CASE =
  /경우(도|가|는)?\s?(많이|종종|가끔|흔히|꽤|드물게|더러|간혹)?\s?(있어요|있습니다|있어|있죠|있거든요|있답니다)$/;
/** Round 37: some people ("…하는 분들도 있어요.", "그런 사람들이 많이 있어요."), told with a full stop. */
const GENERAL_PEOPLE =
  /(분들|사람들|환자분들|환자들|때|적)(도|이|은|는)?\s?(많이|종종|가끔|흔히|꽤|드물게|더러|간혹)?\s?(있어요|있습니다|있어|있죠|있거든요|있답니다)$/;

/** Round 37: a general fact told: in some cases (any ending mark), or of some people (with its full stop). */
export function generalFact(text: string): boolean {
  const t = text.trim().replace(/[.!~]+$/, '');
  return (
    !INTERROGATIVE.test(t) &&
    !/^혹시/.test(t) &&
    !/[?？]\s*$/.test(text.trim()) &&
    (GENERAL_CASE.test(t) || (/[.]\s*$/.test(text.trim()) && GENERAL_PEOPLE.test(t)))
  );
}

export function isQuestionClause(text: string): boolean {
  const t = text.trim().replace(/[.!~]+$/, '');
  if (/^[(（]/.test(t)) return false;
  if (!/[?？]$/.test(t) && OFFER.test(t) && !INTERROGATIVE.test(t)) return false;
  // A list of instructions ("밥 양 조금 줄이시고 하루 30분씩 걸으세요", "안쪽 씻지 마시고 물로 바깥만 씻으세요").
  if (!/[?？]$/.test(t) && INSTRUCTION_LIST.test(t) && !INTERROGATIVE.test(t)) return false;
  if (!/[?？]$/.test(t) && IMPERATIVE.test(t) && !INTERROGATIVE.test(t)) return false;
  if (!/[?？]$/.test(t) && EMBEDDED_PLAN.test(t) && !ASKING_ABOUT.test(t)) return false;
  // Round 21: what the learner will tell or help with, with an embedded "-는지" ("신고할지는 본인이 정하는 거고, 어떻게
  // 하는지 알려 드리고 도와드릴게요") tells.
  if (!/[?？]$/.test(t) && EMBEDDED_TOLD.test(t) && !ASKING_ABOUT.test(t)) return false;
  // Round 14: what a test can show, told ("뭐 때문인지는 피검사로 확인할 수 있어요"): the interrogative sits
  // in the embedded "-인지" clause.
  if (
    !/[?？]$/.test(t) &&
    /(는지|은지|인지|던지)(는|도|를|만)?/.test(t) &&
    /(확인할|알|알아볼|알아낼|찾을|찾아낼|구별할|감별할)\s?수\s?(있어요|있습니다|있어|있죠)$/.test(t)
  )
    return false;
  // Round 11: a state or a possibility told with a full stop ("간에도 퍼져 있어요.", "생리를 규칙적으로
  // 나오게 할 수 있어요.") tells.
  if (
    /[.]\s*$/.test(text.trim()) &&
    // Round 15: "…피곤하신 걸 수도 있어요." tells a possibility too.
    /([가-힣](어|아|여|져|와|워|해|돼)|[가-힣]\s?수(\s?도)?)\s?(있|잇)(어요|어|습니다)$/.test(t) &&
    !INTERROGATIVE.test(t)
  )
    return false;
  // Round 37: a general fact told ("우울증은 가족 중에 있는 경우도 있어요.", "술 드시면 더 우울해지는 분들도 있어요."): what happens to
  // some people, or in some cases, is no question about the patient, with its full stop, or with 경우 in any case.
  if (generalFact(text)) return false;
  if (TELEGRAPHIC_ASK.test(t)) return true;
  return (
    /[?？]$/.test(t) ||
    INTERROGATIVE.test(t) ||
    QUESTION_END.test(t) ||
    TELL_ME.test(t) ||
    ASKING_ABOUT.test(t)
  );
}

/** A first-person exam announcement or an instruction for the exam. */
const SPOKEN_EXAM =
  /((?<!드)쉬세요|내쉬세요|마시세요|들이쉬세요|(?<![가-힣])봐|(?<=[~\s]|^)해\s?봐|(?<=[어아여펴켜쳐떠써져])\s?봐요)[.!~]?([,\s]+(후|하|흡)+~*)?\s*$|(보세요|봐요)\s?[^?]{0,20}(고요|구요)[.!~]?\s*$|(보자|볼게요|볼께요|보겠습니다|볼\s?거예요|볼\s?건데|볼\s?테니|할게요|하겠습니다|할\s?테니|잴게요|재겠습니다|들어\s?볼게요|[릴돌를]게요|보세요|주세요|보시겠어요|주시겠어요)[.!~]?\s*$|(볼까|볼까요|해\s?볼까|보실래요|보시겠어요|볼래|볼래요)\s?[?？]\s*$|테니|건데/;

/** Round 16: a body part asked to be shown is looked at ("손목 좀 보여 주시겠어요?", "팔 좀 보여 줄래요?"). */
const SHOW_REQUEST = /보여\s?(주시겠어요|주실래요|주실\s?수\s?있|줄래요|줄래|주세요|줘)\s?[?？.]?\s*$/;
/** Round 17: the request followed by what is looked for ("팔 좀 보여줘요 주사자국 있나"). */
const SHOW_THEN =
  /보여\s?(주시겠어요|주실래요|줄래요|줄래|주세요|줘요|줘)[,\s]*[^?]{0,20}(있나|있는지|있는가|없나|볼게요|봐요|보자)\s?[?？]?$/;

/** Advice to the patient is not an exam ("걷기 운동 해 보세요"). */
const ADVICE =
  /운동|매일|하루에|꾸준|드시|드세요|드셔|약을|약은|집에서|앞으로(?!\s?(쭉\s?|좀\s?|똑바로\s?)?(숙|굽|뻗|내밀|기울|펴|들어))|평소에/;

function applies(cue: Cue, c: Case): boolean {
  return !cue.only || cue.only.includes(c.secondaryCategory);
}

/** A cue fires on clause `t` of this case when its words are there, its context is in `scope`, and nothing unless-ed. */
function fires(cue: Cue, c: Case, t: string, scope: string): boolean {
  return (
    applies(cue, c) &&
    cue.re.test(t) &&
    (!cue.context || cue.context.test(scope)) &&
    !cue.unless?.test(t) &&
    !cue.notWith?.test(scope)
  );
}

/** Keys the supplementary cues find in one clause of a learner message (`message`: the whole). */
export function supplementaryKeys(
  clause: string,
  c: Case,
  message: string = clause,
): { kind: KeyKind; key: string }[] {
  const out: { kind: KeyKind; key: string }[] = [];
  // Round 20: a carer addressed at the start ("어머님, …") is no relative asked about.
  const t = clause.trim().replace(VOCATIVE, '');
  if (/^[(（]/.test(t)) {
    for (const cue of ACTION_CUES) if (fires(cue, c, t, t)) out.push({ kind: cue.kind, key: cue.key });
    return out;
  }
  for (const cue of ANY_CLAUSE_CUES)
    if (applies(cue, c) && cue.re.test(t) && !cue.unless?.test(t)) out.push({ kind: cue.kind, key: cue.key });
  // An examination announced or instructed in speech ("배 여기저기 눌러 볼게요", "고개를 빨리 돌릴 테니
  // 제 코를 계속 보세요") is performed as the learner says it.
  // "…눌러볼게요 팔로 뻗치면 말해주세요" asks the patient to report during the exam: still an exam.
  // "…눌러 볼게요 아프면 말해요" too.
  const reportAsked = /(으면|면)\s?(바로|꼭|좀|언제든)?\s?(말씀|말해|얘기|알려)\s?(해\s?)?주[가-힣]*$/.test(
    t,
  );
  const plainReport =
    /\s[가-힣]*(으면|면)\s?(바로|꼭|좀|언제든)?\s?(말해요|말하세요|말씀하세요|얘기하세요|말해|알려줘요)[.!~]?$/;
  // A clause cut at a comma ("다치신 곳 좀 살펴볼게요, 싫으시면 말씀하세요") ends where the comma is.
  const cut = t.replace(/[,，]\s*$/, '');
  // Round 14: tenderness asked after the announcement, run on ("볼이랑 이마 좀 눌러볼게요 아파요?").
  const tenderAsked =
    /((볼게요|볼께요|볼게|누를게요|누를께요))\s*(좀\s?|많이\s?|여기\s?)?(아파요|아프세요|아프신가요|아픈가요|아프죠|아파|불편하세요|불편해요|울려요)\s?[?？]?$/;
  const announced = plainReport.test(cut)
    ? // Round 23: "…누를게요, 팔로 뻗치면 말씀하세요" announces up to the comma.
      cut.replace(plainReport, '').replace(/[,，]\s*$/, '')
    : tenderAsked.test(cut)
      ? cut.replace(tenderAsked, '$1')
      : cut;
  // A body part asked to be shown is an exam even though it asks ("손목 좀 보여 주시겠어요?").
  // Round 17: also with what is looked for after the request ("팔 좀 보여줘요 주사자국 있나").
  const shown = SHOW_REQUEST.test(cut) || SHOW_THEN.test(cut);
  if (
    (shown || SPOKEN_EXAM.test(announced)) &&
    !ADVICE.test(t) &&
    (shown || reportAsked || announced !== cut || !isQuestionClause(t.replace(/[?？]\s*$/, '')))
  ) {
    for (const cue of ACTION_CUES) if (fires(cue, c, t, message)) out.push({ kind: cue.kind, key: cue.key });
  }
  const cues = isQuestionClause(t) ? QUESTION_CUES : STATEMENT_CUES;
  for (const cue of cues) if (fires(cue, c, t, message)) out.push({ kind: cue.kind, key: cue.key });
  // Round 29: the last period's date is the LMP, not the onset.
  if (LMP_ASKED.test(t)) return out.filter((k) => !(k.kind === 'topic' && k.key === 'onset'));
  return out;
}
