/**
 * Grader-side cues that supplement the NLU.
 *
 * The NLU (server/ai/nlu) is tuned for the patient engine: it must never make the patient answer
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
import type { Case } from '../../../content/schema';
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
}

/** A question about someone else's illness is family history, not the patient's. */
const RELATIVE = /가족|부모|어머니|아버지|엄마|아빠|형제|자매|집안|할머니|할아버지|누나|언니|오빠|동생|친척/;

const q = (
  kind: 'topic' | 'symptom',
  key: string,
  re: RegExp,
  only?: readonly string[],
  context?: RegExp,
  unless?: RegExp,
): Cue => ({ kind, key, re, only, context, unless });

/** History questions (clause must be a question). */
export const QUESTION_CUES: readonly Cue[] = [
  q(
    'topic',
    'onset',
    /언제(부터|쯤)?\s?[가-힣]{0,3}(생겼|생긴|시작|처음|났|나타|그러|아프|발견|아셨|알았|알게|느끼|느낀|보셨|봤|됐|되었)/,
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
    /(때문에|로\s?인해|하고\s?나서)[^?]{0,20}(문제|사고|다치|다쳤|싸우|싸운|경고|잘리|운전|실수|혼나)/,
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
    /(혼자|스스로)[^?]{0,20}(하시|드시|보시|어떠|가능|괜찮)|(장\s?보|돈\s?(계산|관리)|요리|씻|옷\s?입|일상\s?생활|집안일|출근|운전)[^?]{0,14}(어떠|어때|괜찮|지장|하시|가능|힘드)/,
  ),
  q('topic', 'mood', /우울(해|하|한)|기분(은|이)?\s?(어떠|어때|가라앉|처지)/),
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
    RELATIVE,
  ),
  q(
    'topic',
    'pastMedical',
    /(병|질환)(을|를|이)?\s?(앓|진단)|앓(은|으신|았던)\s?(적|병)|(있다는|이라는|라는)\s?(말|얘기|소리|진단)(을|를)?\s?(들|받)|진단(을)?\s?받(은|으신)\s?(적|병)/,
    undefined,
    undefined,
    RELATIVE,
  ),
  q('topic', 'family', /가족\s?(중|들\s?중|분들?\s?중)|집안에|부모님\s?(중|께서|도)|형제\s?(중|분)/),
  q('topic', 'experience', /(전에도|예전에도|이전에도|과거에도|옛날에도)|(이번이|이게)\s?처음/),
  q('topic', 'event', /(기\s?전|직전)에?\s?[^?]{0,24}(있었|있으셨|했|하셨|드셨|먹었|기운|무리)/),
  q(
    'topic',
    'witness',
    /(모습|모양|상태)(이|가|은|는)?\s?어[땠떻]|어떻게\s?(떨|하|되)었|본\s?(사람|분)|목격|(경련|발작|쓰러지|쓰러질|쓰러졌)[^?]{0,10}(때|당시)[^?]{0,16}(모습|어땠|어떻|어떠)/,
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
    /(누구|누구랑|누구와|어떤\s?이유|무슨\s?이유|왜|어떤\s?(때|상황)|주로\s?언제)[^?]{0,14}(드세요|드시|마시|술)/,
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
    /(요즘|지금|현재|최근)\s?(몸|속|증상|상태|컨디션)(은|이|는)?\s?(좀\s?)?(어떠|어때|괜찮)|최고\s?몇|오르락내리락|오르내리|(점점|갈수록)\s?(심해|나빠|좋아|나아|잦아)|(몇\s?번|몇\s?차례|횟수)[^?]{0,10}(토하|토했|피를|경련|발작|쓰러|기절)/,
  ),
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
  q('topic', 'stoolColor', /(변|대변)(이나|하고|랑|이랑|과|은|는)?\s?(소변\s?)?색/),
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
  q('symptom', 'hemoptysis', /(가래|기침)[^?]{0,20}피|피(가)?\s?(섞|묻|비치)/, undefined, /가래|기침/),
];

const s = (kind: 'education' | 'act', key: string, re: RegExp): Cue => ({ kind, key, re });

/** Explanations and encounter acts (clause must be a statement). */
export const STATEMENT_CUES: readonly Cue[] = [
  s(
    'education',
    'followUp',
    /(다음\s?(주|달)|일주일|며칠|[0-9]+\s?(주|일|개월))\s?(뒤|후)?에?[^?]{0,20}(다시|오셔|오세요|오시면|뵙|뵐|봬|뵈|보시죠|보죠|봐요|봅시다|확인|외래|방문)|결과[^?]{0,10}(나오면|보시죠|보러|확인하러)|다시\s?(오시|오셔|뵙|뵐|봬|와\s?주)|다음\s?(접종|방문|진료|진찰|외래)/,
  ),
  s(
    'education',
    'warningShot',
    /좋지\s?않(은|게)|안\s?좋(은|게)\s?(소식|결과|나왔)|나쁜\s?(소식|결과)|조심스러|마음의\s?준비|말씀드리기\s?(어려|힘들|조심)/,
  ),
  s('education', 'reporting', /신고(는|를|하|할|해|가|의무|도)/),
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
    /물(을)?\s?(충분히|많이)|두통\s?일기|일기(를)?\s?(써|쓰)|규칙적(인|으로)|충분한\s?(수면|휴식)|스트레칭|(운동|산책|걷기)[^?]{0,10}(하|꾸준|괜찮|좋)|체중(을)?\s?(줄|조절|빼)|싱겁게|(술|담배|커피|카페인|짠\s?음식|기름진)[^?]{0,15}(끊|줄이|줄여|피하|삼가|드시지|마시지)|(가스|운전|낙상|넘어지)[^?]{0,20}(좋|하세요|조심|주의|바꾸|피하)/,
  ),
  s(
    'education',
    'warningSigns',
    /(면|거나|되면|오면|생기면|나면|지면)\s?(바로|즉시|곧바로|당장|빨리)[^?]{0,12}(오세요|오셔야|와야|말씀|연락|응급실|병원|알려|부르)/,
  ),
  s(
    'education',
    'harmReduction',
    /(어렵다면|어려우시면|어려우면|힘들다면|힘드시면)|혼자\s?(사용|하지|드시지|마시지)|(날|횟수|양)(을|은)?\s?줄이|줄이는\s?것부터|깨끗한\s?주사/,
  ),
  s(
    'education',
    'supportResources',
    /상담\s?전화|1366|109|1393|1544|해바라기|쉼터|금연\s?클리닉|보건소|지원\s?(기관|센터)|중독관리/,
  ),
];

/** Encounter acts recognised in any clause. */
export const ANY_CLAUSE_CUES: readonly Cue[] = [
  {
    kind: 'act',
    key: 'openQuestion',
    re: /어떻게\s?(오게\s?되|오시게\s?되|오셨)|(무슨|어떤)\s?일로\s?(오|방문|내원)|어디가\s?(불편|안\s?좋|아프)[가-힣]*\s?(오|왔|방문|내원)|(뭐|무엇)\s?때문에\s?오/,
  },
  {
    kind: 'act',
    key: 'identityCheck',
    re: /(성함|이름|존함|연세|나이|생년월일)[^.!]{0,15}(어떻게|말씀|확인|여쭤|알려|되세요|되시|맞)|[가-힣]{2,4}\s?(님|씨)\s?맞(으|죠|나요|습니까)/,
  },
];

/** Exam actions written in parentheses. */
export const ACTION_CUES: readonly Cue[] = [
  { kind: 'manoeuvre', key: 'gait', re: /걷|걸음|보행/ },
  {
    kind: 'manoeuvre',
    key: 'skinInspection',
    re: /(발진|물집|피부|병변|두드러기|반점)[^)]{0,12}(관찰|확인|본|살|시진)/,
  },
  {
    kind: 'manoeuvre',
    key: 'spineRangeOfMotion',
    re: /(허리|몸)(를|을)?\s?(숙이|굽히|굽혀|젖히|젖혀|돌려|돌리)/,
  },
  {
    kind: 'manoeuvre',
    key: 'jointRangeOfMotion',
    re: /(무릎|관절|어깨|손목|발목|팔꿈치)(을|를)?\s?(굽혔|굽혀|구부|폈|펴|돌려|움직)/,
  },
  { kind: 'manoeuvre', key: 'jointPalpation', re: /(무릎|관절)(을|를)?\s?(만져|촉진|눌러)/ },
];

/**
 * Without a question mark, Korean 해요체 does not say whether "…있어요" asks or tells. A clause counts
 * as a question when it has '?', an interrogative word, an unambiguously interrogative ending, or
 * asks the patient to tell ("말씀해 주세요"). "…할 수 있어요", "…하세요", "…보시죠" are statements.
 */
const INTERROGATIVE =
  /언제(?!든|나)|어디(?!든)|어떻(?!게든)|어떤|어땠|어때|어느|얼마(?!든)|몇|무슨|무엇(?!이든)|뭐(?!든)|누구(?!든)|왜/;
const QUESTION_END =
  /(나요|까요|가요|니|냐|습니까|십니까|신가요|시나요|셨나요|었나요|았나요|였나요|은요|는요|으세요|으세여|셨어요|셨어여|(?<!수\s?)(있어요|없어요|있어여|없어여))$/;
const TELL_ME = /(말씀해\s?주|말씀해주|말해\s?주|알려\s?주|얘기해\s?주|설명해\s?주)[가-힣]*$/;

export function isQuestionClause(text: string): boolean {
  const t = text.trim().replace(/[.!~]+$/, '');
  if (/^[(（]/.test(t)) return false;
  return /[?？]$/.test(t) || INTERROGATIVE.test(t) || QUESTION_END.test(t) || TELL_ME.test(t);
}

function applies(cue: Cue, c: Case): boolean {
  return !cue.only || cue.only.includes(c.secondaryCategory);
}

/** Keys the supplementary cues find in one clause of a learner message (`message`: the whole). */
export function supplementaryKeys(
  clause: string,
  c: Case,
  message: string = clause,
): { kind: KeyKind; key: string }[] {
  const out: { kind: KeyKind; key: string }[] = [];
  const t = clause.trim();
  if (/^[(（]/.test(t)) {
    for (const cue of ACTION_CUES) if (applies(cue, c) && cue.re.test(t)) out.push(cue);
    return out;
  }
  for (const cue of ANY_CLAUSE_CUES) if (cue.re.test(t)) out.push({ kind: cue.kind, key: cue.key });
  const cues = isQuestionClause(t) ? QUESTION_CUES : STATEMENT_CUES;
  for (const cue of cues) {
    if (
      applies(cue, c) &&
      cue.re.test(t) &&
      (!cue.context || cue.context.test(message)) &&
      !cue.unless?.test(t)
    ) {
      out.push({ kind: cue.kind, key: cue.key });
    }
  }
  return out;
}
