/**
 * Item judgement: does the learner's record satisfy one checklist item, and with which words?
 *
 * The rule is the checklist's own (satisfiedBy lists alternatives: any touched key counts), with a
 * few refinements where the vocabulary's description asks for more than a keyword detects. Each is
 * something an examiner's sheet insists on (README.md "How an item is judged"):
 *
 * - greeting: "인사하고 자신을 소개했다" needs an introduction, not a bare "안녕하세요";
 * - examConsent: announcing "진찰하겠습니다" is not asking; the message must ask or explain;
 * - likelyDiagnosis: the explanation must name this case's diagnosis (education.ts);
 * - tests / treatment: the explanation must name a concrete test / modality (education.ts);
 * - avoidJargon: a diagnosis explained in lay words ("혈관이 막혀서 생기는 병") also counts; an item
 *   that also asks for checkUnderstanding ("쉬운 말로 설명하고 환자가 이해했는지 확인했다") needs a
 *   real check ("이해되셨어요?", "어떻게 이해하셨는지 말씀해 주시겠어요?") besides the explanation;
 * - examConsent also in its ordinary form: what will be done plus "아프면 말씀해 주세요";
 * - an action not done ("(반발압통은 아파하셔서 확인하지 않는다)") and a deferral ("가족분들 얘기는
 *   다음에 여쭤볼게요") earn nothing; a manoeuvre's evidence is the action, not its announcement;
 * - urination: asking two or more specific voiding symptoms covers the general question;
 * - an explanation is not a history question: history keys in a message that asks nothing and
 *   explains a diagnosis or plan ("…하면 좋아져요" is not "what relieves it?") or introduces the
 *   learner ("정신건강의학과 학생의사입니다") are ignored.
 */
import { adviceAgainstItem, adviceFitsItem, requiredSubstances } from './advice';
import { caseChecklist } from '../../content/case-checklist';
import type { Case, ChecklistItem } from '../../content/schema';
import type { Symptom } from '../../content/vocabulary';
import {
  BARE_HABIT_ASK,
  DRUG_NOT_STOPPED,
  DRUG_STOPPED,
  DRUG_THEN_DO,
  EXERTION_LEVEL,
  IMPERATIVE,
  generalFact,
  isQuestionClause,
  OFFER,
  OPENING_WHERE,
  SEIZURE_PROVOKER,
  SERVICE_TOLD,
  SUMMARY_FORM,
  supplementaryKeys,
} from './cues';
import { politeReading } from './courtesy';
import { normalizeMessy } from './messy';
import {
  compact,
  conditionNamedByItem,
  diagnosisTerms,
  diseaseWord,
  DRUG_NAME,
  NEEDLE_DRAIN,
  namedDiagnosis,
  namesConcreteTest,
  namesConcreteTreatment,
  planTreatmentWords,
  withoutBareDrug,
} from './education';
import {
  analyzeUtterance,
  unglossed,
  TELEGRAPHIC_CONDITION,
  clauses,
  extraKeysOf,
  keyId,
  touches,
  quoteFor,
  quoteKey,
  type KeyKind,
  type LearnerRecord,
  type LearnerTurn,
} from './evidence';

export interface Evidence {
  readonly messageId: string;
  readonly quote: string;
  /** The key that satisfied the item, to word the comment ('물어 확인했습니다', '설명했습니다'). */
  readonly kind: KeyKind;
  readonly key: string;
  /** 'patient': volunteered by the patient (lenient mode only). */
  readonly source: 'learner' | 'patient';
  /** Transcript position, to order evidence. */
  readonly index: number;
}

/** A related attempt that did not satisfy the item, for a more useful 'no' comment. */
export interface NearMiss {
  readonly reason:
    'wrongDiagnosis' | 'vagueTests' | 'vagueTreatment' | 'noIntroduction' | 'noConsent' | 'nameOnly';
  readonly messageId: string;
  readonly quote: string;
}

export interface Judgement {
  readonly item: ChecklistItem;
  readonly done: boolean;
  readonly evidence: Evidence | null;
  readonly near: NearMiss | null;
  /** Strict mode, a missed history item: what the patient said of it unasked. */
  readonly volunteered?: string;
}

// ---------------------------------------------------------------------------------------------
// Refinement cues, on the learner's original text
// ---------------------------------------------------------------------------------------------

/** A self-introduction: name or role. */
const INTRODUCTION =
  /저는|제\s?이름|학생\s?의사|의대생|의과대학|실습|담당|인턴|전공의|레지던트|[가-힣]{2,4}\s?(입니다|이에요|이에여|예요|에요|이라고\s?합니다|라고\s?합니다)/;
/** Asking permission or explaining the exam, beyond announcing it. */
const CONSENT =
  /[?？]|될까|되겠|되나요|괜찮|해도\s?되|허락|동의|불편하시|불편하면|아프시면|아프면|말씀해|알려\s?주|누워|앉아|편하게|옷을|보호자|간호사|같이\s?계|안고|잠시|잠깐|협조|설명/;
/** Round 19: what the explanation said asked back: what to do or when to come ("어떤 때 다시 오셔야 하는지 한번 말씀해 주시겠어요?"). */
const RETOLD =
  /(하실|할|오셔야\s?할|오셔야|와야|불러야|하셔야)\s?[^?]{0,6}(거|것|때|지|는지)\s?[^?]{0,10}(말씀해|말해|얘기해)\s?(주시겠|주실래|보시겠|보실래|볼래)/;
/** Round 19: relief asked as a drug's effect ("해열제 먹이면 좀 나아요?", "진통제 드시면 나아요?"). */
const DRUG_RELIEF = /(약|해열제|진통제|파스|연고)(을|를)?\s?(먹|드시|드셔|먹이|바르|발라|붙이)[가-힣]*면/;
/** Round 19: a carer asked to hold or comfort the child during the exam. */
const CARER_HOLD =
  /안아\s?(주|줘|서)|안고\s?(계|있)|(손|팔|다리|머리)?\s?(을|를|좀)?\s?잡아\s?(주|줘)|옆에\s?계|같이\s?계|달래/;
/** A lay explanation: mechanism words or an explicit rephrasing. */
const LAY_EXPLANATION =
  /생긴|생기는|생겨|막혀|막힌|막히|눌러|누르는|찢어|터져|터진|들어가|들어간|부족|약해|커져|줄어|늘어|쌓여|쌓이|망가|닳|헐어|염증이|세균|바이러스|때문|흔히\s?말하는|쉽게|(이)?라는\s?(병|것|거|부분|뜻)|라고\s?하는|뜻이에요|뜻입니다|말이\s?아니라/;
/** Framing that makes a statement a diagnostic conclusion. */
const DIAGNOSTIC_FRAMING =
  // Round 22: what may have happened, or what to rule in first ("방광에 혹 생겼을 수 있어 방광암 먼저 확인해야돼").
  /(생겼|있었|왔|됐|걸렸)을\s?수\s?(도\s?)?있|(먼저|우선)\s?(확인|감별)해야|같아|같애|같습니다|같네요|보여|보입니다|보이네요|의심|가능성|생각됩니다|생각돼요|생각합니다|입니다|이에요|예요|에요|인\s?것|일\s?수|때문|진단|해당|확인됐|나왔|경우가\s?(많|흔)/;
/**
 * Round 15: the likely diagnosis told as a possibility or an impression ("맹장염 같은데요, …", "…인가
 * 싶어요", "…일 확률이 높아요", "…일지도 몰라요", "…을 의심하고 있어요", "…인 듯해요").
 */
const TOLD_AS_POSSIBLE =
  // Round 36: what must be ruled in ("…자궁내막암이 있을 때 생길 수 있어서 꼭 확인이 필요해요").
  /(꼭|먼저|우선|반드시)\s?(확인|감별)(이|을)?\s?(필요|해야|해\s?봐야)|있을\s?때\s?(생기|생길|나타나|생겨)|가능성|확률|의심|같(아|은데|네|습니다)|것\s?같|보여|보이|보입니다|생각(돼|됩|되|합|해|하고)|추정|듯(해|합|하|싶)|싶(어|습|네)|(일|있을|생겼을|걸렸을|걸|거일|것일)\s?(수|지)\s?(도\s?)?(있|몰)|쪽으로\s?(보|생각)|소견/;
/** Round 15: a past illness asked or told ("맹장염 진단받으신 적 있어요"): no explanation. */
const PAST_ILLNESS = /적\s?(이|있|은|도|없)|(받|걸리|앓)(으)?셨(어요|나요|는지|던|어)|예전에|전에도/;
/**
 * Round 15: this diagnosis ruled out right after its name ("맹장염은 아닌 것 같아요", "맹장염 가능성은
 * 낮아요"); a hedged guess ("맹장염이 아닐까 싶어요", "아닌가 생각돼요") is not ruled out.
 */
const RULED_OUT_AFTER =
  /^(은|는|이|가|일|인)?(아니(?!ㄹ)|아닌(?!가|지)|아닐(?!까|수|지)|가능성(은|이|도)?(낮|적|거의없|없|희박)|배제(돼|됐|되었|됩|했))/;
const PAST_ASKING = /셨|적\s?있|적이|보셨|받으셨|[가-힣]\s?적(은|도)?\s*$/;
/** What the patient takes, asked in the present without a '?' ("아스피린 같은 약 먹어요"). */
const MESSY_ASKING =
  /(먹어요|먹어|먹어여|먹음|복용해요|복용하세요|써요|쓰세요|드세요|드시나요|(먹는|드시는|복용하는|쓰는)\s?(거|것|게|약)\s?(있어요|있나요|있으세요|없어요|있어))[.!~]?$/;
// Round 14: what a test can show, told ("…알레르기 검사로 확인할 수 있어요").
const PLAN_VERB =
  // Round 31: a drug to take from a set time before ('생리 시작 하루 전부터 이부프로펜 먹어') is told.
  /((하루|이틀|한\s?시간|[0-9]+\s?시간)\s?전부터|미리\s?[^?]{0,12}(먹어|드세요)|시작(하고|할게|할께|하겠|해\s?볼|합니다|해요|하실)|(확인|진단|감별|구별)할\s?수\s?(있|잇)|(?:(?<![가-힣])|(?<=[로서]))알\s?수\s?(있|잇)|게\s?좋|드시고|먹이고|먹이시고|하겠|할게|할께|해\s?보|찍|확인하|확인해|보겠|볼게|필요|진행|받아\s?보|받으셔야|해야|하면|드릴|드리|쓰|쓸|써|좋아져|나아져|드세요|드셔야|맞으|맞으실|떼어\s?내|떼\s?내|지켜보|지켜\s?볼|(도|면)\s?(돼요|되고|됩니다|돼)|잴게|재\s?볼|잴\s?거|먹일|먹이세요|먹여\s?(주|보)|바를게|바르세요|넣을게|넣어\s?드릴|(을|할|넣을|드릴|받을|받으실|하실|쓸)\s?(거예요|거에요|겁니다|예정)|뺄게|뺄께|빼\s?볼|빼\s?드릴|꺼낼게|꺼내\s?드릴|(드시|먹|쓰|맞|바르)[가-힣]{0,2}면\s?[^?]{0,8}(좋아질|나아질|괜찮아질))/;
/** Round 37: a treatment given to see whether it helps ("B12 주사 맞고 좋아지는지 볼게요", "약 써 보고 나아지는지 봐요"). */
const TREATMENT_TRIED =
  /(맞|드시|드셔|먹|쓰|써|바르|붙이)[가-힣]{0,3}(고|면서|고서|고\s?나서)\s?[^?]{0,10}(좋아지|나아지|효과|호전|반응)[가-힣]{0,2}(는지|있는지)/;
/** Concrete treatments a plain statement may name when the NLU missed the concept. */
const TREATMENT_STATEMENT =
  // Round 20: a drug started low or switched to another form ("예방약으로 … 같은 약을 조금씩 시작하고", "서방형으로
  // 바꿔서 용량을 천천히 올릴게요").
  /이온\s?음료|전해질|수분\s?보충|서방형|예방\s?약|약(을|은|도)?\s?(조금씩|천천히|소량(으로|부터)?|낮은\s?(용량|양)(으로|부터)?)\s?시작|용량(을|은|도)?\s?[^.?]{0,8}(올리|올릴|올려|줄이|줄일|줄여|늘리|늘릴|늘려|낮추|낮출|낮춰|조절)|[가-힣]{2,}(니다졸|마이신|실린|프로펜|페낙|스타틴|플록사신|사이클린|솔론|히친|니클린|클로비르|트리악손|프라졸)|약(을|은|도)?\s?(([0-9한두세네]+\s?(주|일|달|개월|알|번|회)|며칠|몇\s?일|일주일|한동안|당분간)(간|씩|동안|정도)?\s?)?((바로|먼저|같이|꾸준히|매일)\s?)?(드릴|드리고|드려요|드립니다|처방|쓰|쓸|써|드시|드셔|복용|먹|시작)|(먹는|드시는|바르는|붙이는|뿌리는)\s?약(으로|을|이|은)?|(가라앉히는|가라앉혀\s?주는|줄이는|줄여\s?주는|낮추는|내리는|넓히는|멈추는|막아\s?주는)\s?약|약으로|(호르몬|피임)\s?약|항생제|진통제|해열제|소염제|수액|주사|수술|시술|입원|치료제|항바이러스|스테로이드|연고|패치|흡입기|물리\s?치료|재활|상담\s?치료|인지\s?행동|떼어\s?내|떼\s?내|제거\s?(하|해|수술)|절제|경과\s?관찰|스텐트|혈관(을)?\s?(뚫|넓히)|(기구|집게|갈고리|흡인기|핀셋)(로|으로)\s?[^.?]{0,6}(빼|뺄|꺼내|꺼낼)|(이물|이물질|구슬|장난감|콩)[^.?]{0,10}(빼|뺄|꺼내|꺼낼)/;
/**
 * A past operation named as a cause ("예전에 하신 배 수술 때문에 장이 들러붙어서"): no treatment plan. Round 20: a drug
 * taken named as the cause in a story ("진통제를 너무 자주 드시다 보니까", "약을 시작하고 일주일 뒤부터 생겼고").
 */
// Round 37: a drug already tried, told in a concessive ("항생제까지 먹였는데 안 나아서 속상하셨겠어요", "약을 드셨는데도 그대로라
// 힘드셨죠"), is the patient's history acknowledged: it plans no treatment.
const PAST_PROCEDURE =
  /(약|항생제|진통제|소염제|해열제|스테로이드|스프레이|연고|파스|주사|수액)(까지|도|을|를|은|는)?\s?(다\s?|계속\s?|며칠\s?)?(먹였|먹이셨|드셨|드시셨|먹었|썼|쓰셨|맞았|맞으셨|발랐|바르셨|뿌렸|뿌리셨|넣었|넣으셨)[가-힣]{0,2}\s?(는데|지만|어도|는데도|음에도)|(하신|받으신|했던|받았던|받은|하셨던|한)\s?[가-힣]{0,4}\s?(수술|시술)|(수술|시술)[가-힣]{0,2}\s?(때문|탓|후유증|자리|흉터|받으신|하신\s?적|받은\s?적)|(약|항생제|진통제|소염제|스테로이드)(을|를)?\s?(먹|드시|드셨|복용|쓰|쓰셔|맞)[가-힣]{0,3}\s?[^?]{0,24}(생긴|생겼|생길|때문|탓)|(약|진통제|소염제|두통약|수면제|항생제|스테로이드)(을|를)?\s?(?:[가-힣]{1,4}\s){0,2}(드시|먹|복용하|쓰)[가-힣]{0,2}\s?보니|(약|진통제|소염제|항생제|스테로이드)(을|를)?\s?(먹기\s?|드시기\s?)?시작(하고|한|하신|하셨)[^?]{0,16}(뒤|후|다음|부터)[^?]{0,16}(생긴|생겼|생겨|났|나기)/;
// Round 12: a drug taken named as the cause ("항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요") plans no
// treatment either: PAST_PROCEDURE covers it.
/**
 * Round 11: an operation named as the time of what is said ("수술 앞두고 끊는 게 쉽지 않죠", "수술 전에 꼭
 * 끊으셔야 돼요") is the patient's situation, not a treatment explained.
 */
const PROCEDURE_AS_TIME =
  /(수술|시술)\s?(을|이)?\s?(앞두고|앞둔|앞두셨|전에|전까지|전이라|전이니|날까지|날짜가?\s?잡히)/g;
/** A normal-state conclusion ("임신 8주이고 이상 없이 잘 지내고 계세요"). */
/** The learner telling the week and that it is on course ("26주이고", "주수에 맞게", "정상이에요"). */
const NORMAL_TOLD =
  /[0-9]+\s?주(이고|예요|에요|입니다|째예요|째이고)|주수에\s?맞|정상(이에요|입니다|이고|으로|적)/;
const NORMAL_CONCLUSION = /임신\s?[0-9]+\s?주|정상|이상\s?(없|소견)|건강(하|해)|잘\s?(자라|크|지내|자리)/;

/** Voiding symptoms: two or more of them asked amounts to asking about urination in general. */
const VOIDING: readonly Symptom[] = [
  'dysuria',
  'frequency',
  'urgency',
  'nocturia',
  'weakStream',
  'hesitancy',
  'intermittency',
  'residualUrine',
  'terminalDribbling',
  'hematuria',
  'urinaryIncontinence',
];

/**
 * A telegraphic "…ㄴ 적" with no question mark ("암이나 골다공증 진단받은적", "전에두 이랬던적") asks about
 * the past: a syllable ending in ㄴ, then 적, at the end of the clause.
 */
function telegraphicPast(clause: string): boolean {
  const m = /([가-힣])\s?적(은|도|이)?\s*[.!~]*$/.exec(clause.trim());
  if (!m) return false;
  const code = m[1]!.charCodeAt(0) - 0xac00;
  return code % 28 === 4;
}

/**
 * Round 30: a past illness checked back with a tag ("천식 진단받은적 있죠", "어릴 때 천식 진단받으셨죠", "…진단받은 적
 * 있으시죠") asks the past history; it tells no diagnosis.
 */
const PAST_TAG =
  /(적\s?(이\s?)?(있|잇)(으시|으셨|었|엇)?|(받|걸리|앓|들)(으)?셨|(받|걸리|앓)았)((죠|지요|죵|쥬)|지(?=\s|[.!~?？,]|$))/;
const asksClause = (c: string) => isQuestionClause(c) || telegraphicPast(c) || PAST_TAG.test(c.trim());
const asksSomething = (text: string) => clauses(text).some(asksClause);
/**
 * Round 18: a message of full sentences that all tell ("하루 몇 개비라도 심장에는 해로워요. … 끊으셔야 해요."):
 * no '?', no question, every sentence closed by a declarative ending.
 */
// Round 35: a sentence closed by a full stop tells in 반말 too ("결석이면 보통 열은 잘 안 나.", "편두통은 빛에 예민해지기도
// 해."): the full stop typed closes a statement, which asks nothing the question after it asks.
const tellsOnly = (text: string) =>
  !/[?？]/.test(text) &&
  !text.trim().startsWith('(') &&
  !asksSomething(text) &&
  clauses(text).every((c) => /(요|다|니다)[.!~]*\s*$|[가-힣][.]\s*$/.test(c.trim()));

/**
 * An action or question that says it is not done now. In a parenthesised action '안' belongs to the word
 * it is written with: '안 봄' after a space and '안봄' fused read 'not looked at' ('(코 안 봄)', '(코안봄)',
 * '(목 안봄)'); '안' fused to a body part before a space is the inside of it ('(입안 봄)', '(목안 봄)', '(코안
 * 봄)' looked in), as is '안을/안쪽' ('(코 안을 봄)').
 */
// Round 31: also a measurement at the visits to come ("2주마다 와서 몸무게 재면서 …").
const NOT_DONE =
  /(하지|않|보지|확인하지|시행하지)\s?(않|못|안)|(?:(?<![가-힣])|(?<=[가-힣][은는도만])|(?<=[가-힣](서|라서|니까)))(안|못)\s?(함|했|한다|하고|해서|하였|봄|봤|본다|볼게|볼께|보겠|할게|하겠)|하지\s?않|(?<![가-힣])(재|만지|누르|두드리|측정하|청진하|검사하|살피|들여다보)지\s?(않|못|말)|생략|제외|보류|미룸|미룬다|다음에|나중에|이따가?|뒤에\s?(여쭤|물어|얘기|할게|하겠)|안(봄|봤음|봤다|본다|보았음|보았다|보았)\s*[.)）]*\s*$|(?:(?<![가-힣])|(?<=[가-힣][은는도만]))(안|못)\s?(잴|재|쟀|잰)|다음\s?(진료|번|방문|외래|시간|주)|(간호사|다른)\s?(선생님|분)[^.?]{0,16}(할|확인할|볼|잴)\s?(거|게|예정)|(?<![0-9])[0-9가-힣]*\s?(주|달|개월)?마다\s?(와서|오셔서|오시면|오실\s?때)/;
/** Parts of an action that name another manoeuvre than the key read from them. */
const OTHER_MANOEUVRE: Record<string, RegExp> = {
  reboundTenderness: /손톱|모세혈관/,
  // Round 35: the skin of the belly pinched ("배 피부를 꼬집어 보고", skin turgor) or a nail pressed (capillary refill) in a
  // hydration check is no palpation of the abdomen, unless the belly itself is pressed or felt in the same action.
  abdomenPalpation:
    /^(?![^]*(배|복부)\s?(를|을|도)?\s?(전체|전체를|여기저기|살살|깊게|꾹)?\s?(눌러|누르|눌렀|만져|만지|촉진))[^]*(꼬집|손톱|모세혈관)/,
  // "(손목 안쪽을 살펴본다)" looks at the wrist, not inside the throat.
  throat: /(손|팔|발)목\s?(안|속)/,
  // Round 10: "(가슴에 청진기 대고 심장 소리 듣는다)" listens to the heart, not the lungs.
  lungAuscultation: /^(?![^]*(폐|숨|호흡|등|양쪽|좌우))[^]*(심장\s?(소리|음)|심음)/,
  // Round 25: a drug for blood pressure, or the illness, is no blood pressure taken ("혈압약은 이따가 여쭤볼게요").
  vitalSigns:
    /^(?![^]*(재|잰|잴|측정|확인|체크))[^]*(혈압\s?약|고혈압)|^(?![^]*(혈압|체온|열|호흡수|산소|손목))[^]*(발등|복숭아뼈|오금|사타구니|무릎\s?뒤)[^]*맥/,
};
/** Round 16: a plan proposed as a question ("끊는 날 정해 볼까요?", "목표를 같이 세워 볼까요?"). */
const PLAN_PROPOSAL =
  // Round 19: a plan started on a day, proposed ("하루 30분 걷기를 다음 주 월요일부터 시작해 볼까요?").
  /(부터|에)\s?(같이\s?|한번\s?)?(시작해|시작하)\s?(볼까요|볼까|보죠|봐요|실까요)\s*[?？]?$|(날|날짜|목표|계획|일정|방법)[을를은도]?\s?(같이\s?|함께\s?|한번\s?)?(정해|세워|잡아)\s?(볼까요|볼까|보죠|봐요)\s*[?？]?$|(정할까요|세울까요|잡을까요)\s*[?？]?$|(정도|이하|까지|이내)(로|으로|만)?\s?(같이\s?|함께\s?|한번\s?)?(정해|정하)\s?(볼까요|볼까|보죠|봐요)\s*[?？]?$|(공기|리터|잔|컵|번|끼|개비|병)(로|으로)\s?(줄여|바꿔|늘려)\s?(볼까요|볼까|보죠|봐요)\s*[?？]?$/;
/** Round 18: an understanding check asked as what the patient took from it ("제 설명 중에 제일 중요하다고 생각하신 거 하나만 말씀해 주시겠어요?"). */
// Round 19: what to do or when to call, asked from the explanation ("제 설명 중에 집에 가서 제일 먼저 하실 거 하나만
// 말씀해 주시겠어요?", "제가 한 얘기 중에 언제 119 불러야 되는지 말해볼래요?"), and the explanation retold to someone
// at home ("아드님께 오늘 들은 걸 어떻게 설명하실지", "사모님께 다시 설명하신다면 어떻게 말씀하시겠어요?"); round 20:
// a child asked to retell it to the parent ("…엄마한테 다시 설명한다면 어떻게 말할 수 있을까?").
const TAKEAWAY_ASKED =
  /(설명|말씀드린|말씀\s?드린|얘기한|한\s?얘기|한\s?말|알려\s?드린)\s?(중에|가운데)\s?[^?]{0,30}(말씀해|말해|얘기해|알려)|(께|한테|에게)\s?[^?]{0,20}(어떻게|뭐라고)\s?[^?]{0,4}(설명|말씀|얘기|전하)[가-힣]*\s?[^?]{0,10}(해\s?보|하시겠|하실래)|(께|한테|에게)\s?[^?]{0,10}(설명|말씀|얘기)(하신다면|하시면|한다면|하면)\s?[^?]{0,6}(어떻게|뭐라고)|(설명|말씀드린|말씀\s?드린|드린\s?말씀|얘기한|알려\s?드린)[^?]{0,12}(중요하다고|기억에\s?남는|기억나는|기억하실|꼭\s?기억)[^?]{0,20}(말씀해|말해|얘기해|알려)/;
/** Round 36: what stayed with the patient, asked as a question ("어떤 게 (제일) 기억에 남으세요?", "기억나시는 게 뭐예요?"). */
const REMEMBERED_ASKED =
  /(어떤|무슨|뭐|무엇|어느)\s?(게|가|이|것이|거|부분이|말이|내용이|말씀이)?\s?(제일|가장|특히)?\s?기억에\s?(남|남으|남는)|기억(나는|나시는|하시는|에\s?남는)\s?(게|거|것|부분|내용)[^?]{0,6}(뭐|무엇|어떤|있)/;
/** Round 18: the patient's own worry or wish asked back ("가장 걱정되는 부분을 다시 말씀해 주시겠어요?") checks no understanding. */
const WORRY_ASKED_BACK =
  /(걱정|궁금|불편|불안|원하|바라|힘드|힘든|속상|두려|무서|마음에\s?걸리)[가-힣]{0,4}\s?(부분|거|것|점|게|일|마음)/;
const OWN_EXPLANATION = /이해|설명드린|말씀드린|제가\s?드린|알려\s?드린|설명한|얘기한/;
const worryAskedBack = (c: string) => WORRY_ASKED_BACK.test(c) && !OWN_EXPLANATION.test(c);
/** Round 18: a quit attempt named as such ("끊어 보신 적", "끊으셨을 때", "안 피우고 버티셨던"). */
const QUIT_ATTEMPT_NAMED =
  /(끊|줄이|줄여|금연|금주|참)[가-힣]*\s?(보신|본\s?적|보셨|셨을|으셨을|었을|셨던|으셨던|었던|신\s?적|은\s?적|셨다고|으셨다고|으셨|셨)|(안\s?피우|안\s?마시|안\s?드시)[가-힣]*\s?(버티|견디|지내)/;
/** Round 18: a test said not to be needed now ("지금은 피검사나 대변검사는 안 해도 될 것 같아요") names it. */
const TEST_NOT_NEEDED =
  /(안|않아)\s?[가-힣]{0,3}(도|셔도)\s?(될|돼|되|괜찮)|(할|받을|찍을|하실|받으실)\s?필요(는|가)?\s?없/;
/**
 * Round 18: a value checked is a test, not a treatment ("전해질도 같이 확인할게요"), and the place of an injection
 * ("엉덩이 주사 맞는 자리 좀 볼 건데") is a site looked at.
 */
const NOT_A_TREATMENT =
  // Round 31: a drug stopped as the cause told ("혈압약을 끊으시고 나서 …"), rehabilitation as what goes better, a
  // weak mind ("마음이 약해서").
  // Round 20: also named as the blood test ("콩팥 기능 eGFR이랑 전해질 피검사만 해 볼게요").
  // Round 35: news announced ("제가 드릴 말씀이 좋은 소식이 아니에요": the word "드릴" gives no drug).
  /(드릴|드려야\s?할|전해\s?드릴|말씀\s?드릴)\s?(말씀|소식|얘기|이야기)|말씀\s?드릴\s?게\s?있|(좋은|안\s?좋은|나쁜|반가운|어려운)\s?(소식|말씀)|(전해질|호르몬|산소\s?포화도|체중|몸무게|요산|혈당)\s?(수치|농도)?\s?(도|를|을|이|가|랑|이랑|하고|까지)?\s?(같이\s?|함께\s?|다시\s?|한번\s?|좀\s?)?(확인|측정|체크|재|잴|봐|볼|보|피\s?검사|혈액\s?검사|검사)|주사\s?(맞는|맞은|놓는|놓은|찌른)?\s?(부위|자리|자국)|(콜라|사이다|주스|이온\s?음료|음료수?|탄산)[^.?]{0,12}(바꾸|바꿔|끊|줄이|줄여|드시지|마시지|피하)|약\s?없이|(약|약물)(을|이|에)?\s?(계속\s?|자꾸\s?)?(쓰게|찾게|의존)|[가-힣]+\s?(사용\s?장애|중독|오남용|남용|의존증)|주사기|주삿바늘|약병|약\s?봉지|(항생제|추출물|영양제|한약|진통제)(랑|이랑|하고|과|와|이|가)\s?[^.?]{0,30}(만들어서|만들었|때문|탓|영향으로|높여서|올려서|세게)|(약|약을|약은)\s?(을\s?)?(끊으시고|끊고|끊으신\s?뒤|끊은\s?뒤|안\s?드시고|중단하시고)\s?(나서|나니까|부터)?|재활(도|이|은)?\s?(더\s?)?(잘|빨리|수월)|(마음|의지|몸|정신력|체력|기운)(이|가)?\s?약(해|하|한)[가-힣]*/g;
/**
 * Round 20: the first half of a choice asked with the same verb twice ("당뇨약은 밥 먹기 전에 드세요, 후에 드세요?"):
 * the clause cut at the comma asks, as its pair does.
 */
function alternativeAsked(clause: string, text: string): boolean {
  const c = clause.trim();
  if (!/[,，]$/.test(c)) return false;
  const verb = /([가-힣]+)[,，]$/.exec(c)?.[1];
  const rest = text.slice(text.indexOf(clause) + clause.length);
  const next = /^[^.!?？。]*?([가-힣]+)\s*[?？]/.exec(rest);
  return verb !== undefined && next !== null && next[1] === verb;
}
/** Round 20: what the learner will do named as a time ("결과 말씀드리기 전에,"). */
const BEFORE_DOING = /기\s?(전에|앞서)\s*[,，]/;
/**
 * Round 22: a clause that names the substance without advising its stop: what a stop brings ("술을 갑자기 끊으면 손이
 * 떨리거나"), praise for a stop already made ("담배는 끊으셨으니 정말 잘하셨고요"), or the substance as a cause
 * ("담배 오래 폈고 … 혹 생겼을 수 있어").
 */
const SUBSTANCE_NOT_ADVISED =
  /갑자기\s?끊으(시)?면|끊으(시)?면\s?[^.]{0,20}(떨리|떨림|금단|불면|잠(을)?\s?못)|끊(으셨|었)(으니|네요|군요|다니|고요|는데)|(폈|피웠|피우셨|드셨|마셨)(고|으니|으면|는데)|피우셔서|드셔서/;
/** Round 34: why evidence is taken or what to keep, said. */
const EVIDENCE_EXPLAINED =
  /필요|중요|보관|씻지|버리지|갈아입지|빨지|빨래|증거로\s?(쓰|남|사용|제출)|재판|수사|신고하(실|시)\s?때|나중에/;
/** Round 34: pressed or felt, for a tenderness or a node. */
const PRESSED = /눌러|누르|누름|눌렀|압통|만져|만지|만짐|촉진|아프|아파|아픈지|palpat|tender/i;
const NODES_FELT = /만져|만지|만짐|촉진|림프|임파|멍울|눌러|누르|palpat|(?<![a-z])ln(?![a-z])|node/i;
/** Round 34: a pulse felt at a limb ("다리 맥박", "발등 맥박"), and a vital sign said besides it. */
const LIMB_PULSE = /(다리|발등|발목|발|오금|종아리|사타구니|허벅지|대퇴|족배)\s?(의\s?|쪽\s?)?(맥박|맥)/g;
const VITAL_SAID = /혈압|체온|호흡|산소|활력|v\/?s|vital|맥박|bp|hr(?![a-z])/i;
/** Round 34: comfort to a child as a tag ("많이 아팠지?", "엄청 놀랐겠다"). */
const COMFORT_TAG =
  /(많이|너무|엄청|정말)\s?(아팠|놀랐|힘들었|무서웠)(지|겠다|겠네|구나|죠|겠어요|겠구나)\s?[?？!.]?$/;
/** Round 34: the complaint dated by its description ("빨간 거 언제부터", "까만 변은 언제부터"). */
/**
 * Round 36: a question followed only by its examples ("먹이는 약 있어요? 변비약이나 관장약 같은 거요.", "드시는 약은요? 혈압약
 * 같은 거."): the examples belong to the question.
 */
const EXAMPLE_TAIL =
  /^[^?？]{0,30}(같은\s?(거|것|거요|것들?|약|거라든지)|등등?|이라든지|라든지)\s?(이요|요|도요)?\s?[.!~]?$/;
function asksWithExamples(text: string): boolean {
  const parts = clauses(text);
  return (
    parts.length > 1 &&
    isQuestionClause(parts[0]!) &&
    parts.slice(1).every((c) => isQuestionClause(c) || EXAMPLE_TAIL.test(c.trim()))
  );
}
/** Round 36: a later visit named by its test ("다음에 초음파 때 같이", "나중에 내시경 할 때"). */
const TEST_AS_LATER_TIME = /(다음|나중|이따)(에)?\s?[^.?,]{0,12}?(할\s?)?때\s?(같이|함께|에)?/g;
/** Round 36: something the patient told, dated ("소변 양이 줄었다는 걸 언제쯤 처음 아셨어요?"): the onset asked, nothing else. */
const TOLD_THING_DATED =
  /(다는|었다는|졌다는|났다는|신다는|는다는)\s?(걸|거|것을|게|건|것)\s?[^?？]{0,4}(언제|며칠|몇\s?일)/;
/** Round 36: "A 말고 B는요?" asks B; A is set aside. */
const SET_ASIDE = /^(.*?)(말고|빼고|외에는?|말곤)\s+(.+)$/;
const COMPLAINT_DATED =
  /(빨간|붉은|까만|검은|노란|하얀|피\s?섞인)\s?(거|건|게|것|소변|오줌|변|똥)\s?(은|이|는)?\s?(언제|며칠)\s?(부터|전부터|째)/;
/** Round 34: a cognitive test named, and the orientation asked or said. */
const COGNITIVE_TEST = /mmse|moca|인지\s?(기능\s?)?(검사|선별)/i;
const ORIENTATION_SAID =
  /지남력|오늘이\s?(몇|며칠|무슨)|여기가\s?어디|날짜|요일|무슨\s?계절|몇\s?시|의식\s?(수준|상태)|눈(을)?\s?(뜨|떠)|gcs/i;
/** Round 34: an item that asks the feeling and the sleep ("요즘 기분과 잠은 어떤지 물었다"), the feeling first. */
const FEELING_AND_SLEEP = /기분(과|이나|,)\s?잠/;
/** Round 22: a history item asking the intake of two things, the first its core ("물과 커피 섭취량을 물었다"). */
const TWO_INTAKES = /^[가-힣]+(과|와)\s?[가-힣]+\s?(섭취량|섭취|사용|복용)(을|를)\s?물었다$/;
/** Round 22: a stop or cut advised in so many words, which no lead-in of the clause takes back. */
const SUBSTANCE_ADVISED =
  /(끊|줄이|줄여|피하)(으|어)?(세요|셔야|시고|시는\s?게|야\s?(해|돼|되)|기로|\s?(보|주)세요|봐)|(드시|마시|피우)지\s?(마|말|않)/;
/** Round 19: an advice item that names what provokes the illness or a drug ("유발 요인 피하기", "진통소염제 중단"). */
const DRUG_ITEM = /유발|원인|약|진통|호르몬/;
/** A drug told to be stopped as advice, in a clause that is no question. */
const drugStoppedTold = (c: string) =>
  !/[?？]\s*$/.test(c.trim()) && DRUG_STOPPED.test(c) && !DRUG_NOT_STOPPED.test(c);
/**
 * Round 21: an item that names what provokes the illness without naming a drug of its own ("금연과 유발 요인 피하기"). An
 * item about the suspected cause ("의심되는 원인 물질을 피하도록") takes the drug the learner suspects ("그 진통제는 앞으로
 * 드시지 마세요").
 */
const PROVOKER_ITEM = /유발/;
const ITEM_NAMES_DRUG = /약|진통|호르몬|아스피린/;
/** Round 21: the words a case's plan or education may use for a drug the learner names. */
const DRUG_FAMILY: readonly (readonly [RegExp, RegExp])[] = [
  [/피임약|호르몬/, /피임약|호르몬|에스트로겐/],
  [/진통|소염|타이레놀|게보린|이부프로펜|아스피린/, /진통|소염|nsaid|이부프로펜|나프록센|아스피린/i],
  [/한약/, /한약/],
  [/영양제|추출물/, /영양제|보조제|추출물|건강기능/],
  [/감초/, /감초/],
  [/수면제/, /수면제|졸피뎀|수면\s?유도/],
];
const STOP_LINE = /중단|끊|피하|금지|쓰지\s?않|먹지\s?않|멈추/;
const DRUG_WORD =
  /피임약|호르몬|진통|소염|한약|영양제|추출물|감초|수면제|타이레놀|게보린|이부프로펜|아스피린/;
/**
 * Round 21: the drug stopped is this patient's own provoking factor: the case's plan or education says to stop it
 * ("에스트로겐 함유 피임약 즉시 중단"). A painkiller told to be stopped in a case that names none (the bleeding risk of
 * an anticoagulated patient, an analgesic overused) avoids no "유발 요인" (EXAMINER-RULES, round 21).
 */
function caseStopsDrug(c: Case, clause: string): boolean {
  const named = DRUG_STOPPED.exec(clause)?.[1] ?? DRUG_WORD.exec(clause)?.[0] ?? '';
  const family = DRUG_FAMILY.find(([said]) => said.test(named))?.[1];
  if (!family) return false;
  return [...c.plan.treatment, ...c.education].some((line) => family.test(line) && STOP_LINE.test(line));
}
/** Round 20: the patient's words reported back as the lead-in of another sentence, with no summary word. */
const LEAD_IN = /(다고|라고|단|란)\s?(했|하셨|말씀하셨|그러셨)(는데|잖아요|죠)\s*[,，]\s*/g;
const SUMMARY_WORD = /정리|요약|그러니까|말씀하신\s?(걸|거|것|내용)|다시\s?한번|제가\s?(이해|들은)/;
function leadInOnly(text: string): boolean {
  if (SUMMARY_WORD.test(text)) return false;
  const leads = [...text.matchAll(LEAD_IN)];
  if (leads.length !== 1) return false;
  const rest = text.slice(leads[0]!.index! + leads[0]![0].length).trim();
  return rest.length > 4 && !/^(맞(나요|죠|으세요|아요|지|습니까)|그렇죠|그런\s?거죠)/.test(rest);
}
/** Round 16: what a chest auscultation says it listens to (the heart, or the lungs and breath). */
const HEART_NAMED = /심장|심음|심잡음/;
/** Round 36: the back tapped and then listened to ("(등 두드려 보고 청진한다)") is the lungs. */
const LUNG_NAMED =
  /폐|숨\s?소리|숨(을)?\s?(크게|깊게|깊이|길게|들이|내쉬)|(크게|깊게|깊이)\s?숨|호흡\s?(음|소리)|(?<![가-힣])등(에|을|\s?뒤|쪽|\s?쪽)|(?<![가-힣])등(을|도)?\s[^)]{0,14}(청진|들어|듣)/;
/**
 * Round 16: a summary that only restates ("정리해 보면 … 수술 뒤로 패치를 쓰시다 …, 지금 금단 증상이 있으신
 * 거죠?": every sentence a question) explains nothing it names.
 */
function restatesOnly(t: LearnerTurn): boolean {
  if (!t.understanding.acts.includes('summary') && !SUMMARY_FORM.test(t.message.content)) return false;
  const sentences = t.message.content
    .split(/(?<=[.!?？。])\s+/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
  return sentences.length > 0 && sentences.every((x) => /[?？]$/.test(x));
}
/** A topic announced before its questions ("이제 담배 얘기 해 볼게요", "운동에 대해 여쭤볼게요"). */
const TOPIC_ANNOUNCED =
  /(얘기|이야기)(를|도|좀)?\s?(좀\s?)?(해\s?볼게요|해\s?볼께요|할게요|하죠|해\s?보죠|나눠\s?볼게요|해\s?봐요)[.!~]*$|에\s?대해(서)?\s?(좀\s?)?(여쭤|물어)\s?볼게요[.!~]*$/;
/** A deferral of a history question ("담배 얘기는 이따가 할게요"). */
const DEFERRAL =
  /(얘기|이야기|질문|부분)[은는]?\s?[^?]{0,6}(이따|나중|다음|뒤에|잠시\s?후)|(이따가?|나중에|다음에)\s?[^?]{0,8}(여쭤|물어|얘기|말씀|할게|하겠|드릴)|(이따가?|나중에|다음에)\s?[^?]{0,16}(간호사|선생님|다른\s?분|담당)[^?]{0,10}(확인|여쭤|물어|체크)/;
/**
 * Round 25: a history check put off ("예방접종 수첩은 다음에 가져오시면 같이 볼게요", "머리 다치신 적 있는지는 진찰 끝나고
 * 여쭤볼게요"). Only for history: a test planned for later ("CT는 다음에 찍어 볼게요") is still a plan told.
 */
const LATER_DEFERRAL = new RegExp(
  `${DEFERRAL.source}|(이따가?|나중에|다음에|다음\\s?번에?)\\s?[^?]{0,20}(볼게|보겠|확인할게|확인하겠)|(끝나고|끝난\\s?(뒤|후)에?|하고\\s?나서)\\s?[^?]{0,8}(여쭤|물어)|(여쭤|여쭈어|물어)\\s?보지\\s?(않|말)|묻지\\s?(않|말)|(?<![가-힣])안\\s?(여쭤|물어)|여쭙지\\s?않`,
);
/** Announcing the exam ("배를 좀 보고 만져 볼 거예요"), before asking or explaining. */
const EXAM_ANNOUNCEMENT =
  /진찰|내진|질경|직장\s?수지|확인하고|기록해|사진(을)?\s?찍|검진|진료|검사(를|도|좀)?\s?(할|해|하겠)|(신경|신체|몸|균형)\s?검사\s?([가-힣]{1,3}\s?){0,2}(할|해|하겠)|청진|만져|눌러|두드려|살펴|봐도|볼게|볼\s?거|보겠|볼\s?건데|확인할|확인하겠|재\s?볼|재겠|재도|잴게|잴\s?건데|들어\s?볼/;
/** Round 34: the examination announced in chart English ("PE 할게요", "P/E 하겠습니다", "physical exam 할게요"). */
const EXAM_ANNOUNCED_EN =
  /(?<![a-z])(p\s?\/?\s?e|physical\s?exam(ination)?|exam)(?![a-z])\s?(좀\s?|먼저\s?|잠깐\s?)?(을|를|도)?\s?(할|해|하겠|하고|시작|들어)/i;
/** Round 13: the course over time ("시간이 지나면서 더 심해지고 있어요?", "갈수록 나빠져요?"). */
const COURSE_OVER_TIME =
  /(시간이\s?지나(면서|며|니까|도)|갈수록|그동안|지금까지|점점)\s?[^?]{0,10}(심해|나빠|나아|좋아|덜해|더해|변해|변했|달라)/;
/** A condition that makes it worse or better ("걸으면", "먹을 때", "누우면"). */
const CONDITION_ASKED = /[가-힣](으면|면|할\s?때|을\s?때|ㄹ\s?때)(\s|$)/;
/** Someone else's worry asked about ("가족분들이 걱정 많이 하시죠?"). */
const OTHERS_WORRY =
  /(가족|식구|남편|아내|부인|부모|자녀|아이들|애들|주변|어머니|아버지|아드님|따님)(분들|분|들)?(이|은|는|도)?\s?[^?]{0,16}(걱정|속상|신경)[^?]{0,6}(하시죠|하시지|하세요|하시나요|하셔요|하셨죠|하시겠죠|하지\s?않|안\s?하)|(사모님|남편분|아내분|부인|가족분|가족분들|가족들|식구들|아드님|따님|자녀분)(도|이|께서|께서도|은|는)\s?[^?]{0,20}(놀라|걱정|속상|힘드|힘들|무서|당황|막막|마음이?\s?(많이\s?)?쓰이)[가-힣]{0,3}(셨겠|시겠|겠|셨죠|셨지|셨을지|실지)/;
/** Round 37: how the learner addresses the carer of each role (persona.informant). */
const CARER_ADDRESS: Readonly<Record<string, readonly string[]>> = {
  아내: ['사모님', '아내분', '부인'],
  남편: ['남편분'],
  딸: ['따님'],
  아들: ['아드님'],
  며느리: ['며느님'],
  어머니: ['어머님', '어머니'],
  아버지: ['아버님', '아버지'],
  엄마: ['어머님', '어머니'],
  아빠: ['아버님', '아버지'],
};
/** Round 25: physical examinations whose names end in 검사 or sound like a test. */
// Round 37: a refusal typed without spaces after its reason ("…힘들어하셔서안볼게요") is not done either (NOT_DONE).
// Round 37: also a bedside cognitive screen (MMSE, MoCA, "간이 인지기능 검사"), an examination, not a test explained.
const EXAM_AS_TEST =
  /직장\s?수지\s?(검사|진찰)?|내진|(골반|양손|질경|유방|신경학적|신체|안저|이경)\s?(진찰|검사)|딕스[-\s]?홀파이크\s?(검사|수기)?|롬버그\s?(검사)?|(하지\s?)?직거상\s?(검사)?|두부\s?충동\s?(검사)?|손가락[-\s]?코\s?(검사)?|(?<![A-Za-z])([Mm][Mm][Ss][Ee]|[Mm][Oo][Cc][Aa])(?![A-Za-z])\s?(검사)?|간이\s?(정신\s?상태|인지\s?(기능)?)\s?(검사|평가)/g;
/** Round 25: when to come back, told ("다음 주 목요일", "2주 뒤", "내일 오전"). */
const VISIT_TIME =
  /다음\s?(주|달|번)|[0-9]+\s?(일|주|개월|달)\s?(뒤|후|째)|(하루|이틀|사흘|나흘|일주일|한\s?달|두\s?달|석\s?달|(한|두|세|네)\s?(주|달))\s?(뒤|후)|[월화수목금토일]요일|내일|모레|예약|[0-9]+\s?월\s?[0-9]+\s?일/;
/** Round 25: a clause that asks or tells, and examines nothing. */
const ASKED_OR_TOLD = /(설명|말씀)\s?(드릴게|드릴께|드리겠)|(여쭤|여쭈어|물어)\s?(볼게|볼께|보겠)/;
/** Round 25: words that say a test is done. */
const TEST_ACT =
  /검사|찍|재\s?(볼|고)|잴|측정|초음파|엑스레이|x-?ray|ct|mri|내시경|심전도|피\s?(를\s?)?뽑|채혈|psa|수치|배양|조직/i;
/** Round 25: whether it comes and goes ("있다 없다 해요?", "왔다 갔다 해요?"). */
const COMES_AND_GOES =
  /(있|잇)다\s?없다|왔다\s?갔다|생겼다\s?없어졌다|아프다\s?안\s?아프다|계속\s?(아파|아프|그래|그러)/;
/**
 * Round 32: an item that asks only whether the complaint is continuous or comes and goes ("계속되는지, 있다 없다 하는지
 * 물었다"), with nothing of its course, its length or its peak in the same text.
 */
const CONTINUITY_ITEM = /있다\s?없다|계속되는지/;
const CONTINUITY_ITEM_MORE =
  /얼마나\s?지속|한\s?번에|좋아지|나빠지|심해지|변해|오르내리|최고\s?체온|횟수|며칠/;
/** Round 32: a question that asks it ("계속 나와요?", "매번 빨개요, 가끔 그래요?", "쭉 아팠어요?", "볼 때마다 빨개요?"). */
export const CONTINUITY_ASKED =
  /(있|잇)다\s?없다|왔다\s?갔다|[가-힣]다\s?안\s?[가-힣]+다|괜찮다가|멀쩡하다가|(안\s?(아프|아파|그러|나오))다가|계속(?!\s?(심해|나빠|좋아|나아|늘|줄))|쭉|줄곧|내내|매번|때마다|가끔|간간이|간헐|지속적|항상|언제나|멎|멈췄|그쳤/;
/** Round 25: what the illness does to work ("일하시는 데 지장은요?"), and the job itself asked. */
const WORK_IMPACT =
  /(일|업무|회사|직장)[가-힣]{0,4}\s?(데|때|하시는\s?데|하는\s?데)?\s?[^?]{0,6}(지장|불편|문제|힘드|힘들|어려)/;
const JOB_ASKED = /(무슨|어떤)\s?(일|직업|업무)|직업|하시는\s?일(은|이)|직장(은|이)\s?(어디|어떤)/;
/** Round 25: a turn about drink, tobacco or drugs of abuse. */
const SUBSTANCE_CONTEXT = /술|음주|담배|흡연|마약|대마|필로폰|본드|가스/;
/** Round 25: voiding at night ("밤에 소변 때문에 몇 번 깨세요?"). */
const NIGHT_VOIDING =
  /(밤|자다가|잘\s?때|자는\s?동안|새벽)[^?]{0,12}(소변|화장실|오줌)|(소변|화장실|오줌)[^?]{0,12}(깨|깨세|깨요|깨시)/;
/** Round 25: a test planned in a clause cut at its comma ("소변검사랑 피검사로 PSA를 보고,"). */
const TEST_PLANNED =
  /(검사|초음파|엑스레이|X-?ray|CT|MRI|내시경|심전도)(로|으로|랑|이랑|하고|를|을|도)\s?[^?]{0,20}(보고|하고|찍고|재고|확인하고)\s*[,，]\s*$/i;
/** Round 13: a complaint dated ("속 쓰린 건 언제부터 그러셨어요?"), not asked whether it is there. */
const DATED_COMPLAINT = /(건|거|게|것은|증상은|통증은)\s?언제\s?부터/;
/** Round 13: an item about the partner's treatment, and the partner named in a plan. */
const PARTNER_ITEM = /성\s?상대|파트너|배우자/;
/** Round 25: the partner's treatment asked only when needed ("약물 치료와 필요 시 성 상대의 치료"). */
const PARTNER_WHEN_NEEDED = /(필요\s?시|필요하면|필요한\s?경우)\s?(성\s?)?(상대|파트너|배우자)/;
const PARTNER_SAID = /상대|파트너|남자\s?친구|여자\s?친구|남편|아내|부인|배우자|애인/;
const PARTNER_CARE = /치료|검사|약|진료|병원/;
/** A consent phrase names when to stop; it is not a warning sign to come back. */
// Round 26: also a pause promised when the child cries ("울면 잠깐 쉬었다 할게요").
const CONSENT_PHRASE =
  /(아프|불편|힘드|싫|무서|울)[가-힣]*(면|시면|실\s?때)\s?(바로|언제든|즉시|잠깐|잠시|그때|좀)?\s?(말씀|말해|말하|알려|멈|얘기|쉬었다|쉬어\s?가|쉴게)/;
/**
 * What a permission may be asked for besides the examination: asking questions, telling, explaining,
 * checking who the patient is or what they take ("성함과 연세를 여쭤봐도 될까요?", "말씀드려도 될까요?",
 * "드시는 약 좀 확인해도 될까요?", "몇 가지 물어볼게요. 괜찮으시죠?").
 */
const OTHER_ACT =
  /여쭤|여쭈|물어|질문|말씀\s?드|말씀드|설명|얘기|이야기|성함|이름|존함|연세|나이|생년월일|연락처|메모|녹음|적어도|약\s?(좀\s?)?확인|정리(해|하)/;
/** Words that name the examination itself, whatever else the clause permits. */
const EXAM_ACT =
  /진찰|내진|질경|직장\s?수지|골반\s?(진찰|검사)|검진|검사(를|도|좀)?\s?(좀\s?)?(할|해|하겠)|청진|촉진|타진|시진|만져|만지|눌러|누르|두드려|두드리|톡톡|살펴|재\s?볼|재도|잴게|재겠|(소리|숨소리|심장|가슴|폐)[^?]{0,6}들어|physical|\bexam|\bPE\b|신체\s?(검사|진찰)|옷(을|\s?좀)?\s?(올려|걷어|벗어|내려)|(혈압|맥박|체온)(을|도|좀|\s)*\s?(재고|재\s?보|측정)/i;
/** A body part (or a vital sign) looked at or checked: "배 좀 볼게요", "눈 밑 좀 봐도 될까요?". */
// Round 23: also what is looked for ("붓기랑 숨소리만 볼게요").
const BODY_LOOKED =
  /(배|아랫배|윗배|가슴|등|목|눈|눈\s?밑|입|입안|혀|코|귀|다리|종아리|정강이|발목|팔|손|발|허리|피부|몸|머리|무릎|어깨|관절|엉덩이|옆구리|상처|발진|부위|혈압|맥박|체온|여기|붓기|부기|숨소리|숨\s?소리|부은\s?(데|곳))(를|을|도|는|만|\s?안|\s?밑|\s?쪽|\s?모양)?\s?(좀\s?|한번\s?|잠깐\s?|잠시\s?)?(볼게|볼께|봐도|보겠|볼\s?거|볼\s?건데|볼까|확인할|확인하겠|확인해도|확인해\s?봐도|봐야|보고)/;

/** The clause announces the examination, not another act asked with the same politeness. */
function announcesExam(clause: string): boolean {
  return EXAM_ACT.test(clause) || BODY_LOOKED.test(clause) || !OTHER_ACT.test(clause);
}

/**
 * A permission asked only for another act than the examination ("몇 가지 여쭤봐도 될까요? 불편하시면
 * 말씀해 주세요."): no clause names the exam.
 */
function permitsOtherActOnly(text: string): boolean {
  const parts = clauses(text);
  return (
    parts.some((c) => OTHER_ACT.test(c)) &&
    !parts.some(
      (c) => EXAM_ACT.test(c) || BODY_LOOKED.test(c) || (EXAM_ANNOUNCEMENT.test(c) && !OTHER_ACT.test(c)),
    )
  );
}

/**
 * "환자의 이름과 나이를 확인했다": the name and the age (or date of birth, or a child's months). A
 * general identity check ("본인 확인 좀 할게요") asks both.
 */
// Round 14: "하승민 님이시고, …", "엄다혜님? 나이는요". Round 16: typed without spaces, the age right after 님
// ("옥선미님마흔넷맞으시죠?").
const NAME_ASKED =
  /[가-힣]{2,4}\s?(님|씨)[,\s]*(?=[0-9]{2,4}\s?년\s?생)|성함|이름|존함|[가-힣]{2,4}\s?(님|씨)[,\s]|(?<![가-힣])(?!선생|간호|학생|어머|아버|할머|할아|사모|사장|환자|보호|따님|아드|부모|형님|누님)[가-힣]{2,4}\s?(님|씨)([?？]|이시|이세|이죠|이신|되시|되세)|[가-힣]{2,4}\s?(님|씨)\s?맞|[가-힣]{2,4}\s?(님|씨)(?=(올해\s?)?(스물|서른|마흔|쉰|예순|일흔|여든|아흔|[0-9]))|본인\s?확인|환자\s?확인|신원/;
// Round 17: the year of birth ("1960년생 맞으세요?", "60년생이시죠?").
// Round 21: a young child's age in native numbers ("차준우, 네 살 맞죠?").
const AGE_ASKED =
  /(?<![가-힣])(한|두|세|네|다섯|여섯|일곱|여덟|아홉)\s?살\s?(맞|이죠|이지|이에요|이야|됐|되었|[?？])|[0-9]{2,4}\s?년\s?생|연세|태어난\s?지|생후|며칠\s?(됐|되었|째)|출생일|(?<![거하열뼈골])나이(?!유|웃|명|전|상|런|거|게|것|번|틀)|생년월일|생일|몇\s?살|[0-9]{1,3}\s?(살|세)(?![가-힣])|(스물|서른|마흔|쉰|예순|일흔|여든|아흔|열)[가-힣]{0,3}\s?살|(스물|서른|마흔|쉰|예순|일흔|여든|아흔|[0-9]{1,3})(한|하나|두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉)?\s?(살|세)?\s?(되셨|되시|되신|이시|이세|맞|이신)|개월|돌\s?(지났|됐|이에요)|연령|본인\s?확인|환자\s?확인|신원|(스물|서른|마흔|쉰|예순|일흔|여든|아흔)(한|하나|두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉)?\s?[?？]/;
// Round 23: also a bare age asked ("장유리님 맞죠 스물둘?").
const ASKS_AGE_TOO = /나이|연세|생년월일|개월/;

/** Any discomfort the patient should report during the exam ("어지러우면 바로 말씀해 주세요"). */
const INVITE_TO_STOP =
  /[가-힣]*(으면|면|시면|실\s?때|거든)\s?(바로|언제든|즉시|꼭|언제든지)?\s?(말씀|말해|말하|알려|얘기|손\s?드|멈|표시)/;
/**
 * A learner's own statement that names a symptom without asking it: an observation ("식은땀
 * 나시네요"), empathy or a prediction ("두근거리실 수 있어요", "아프실 테니"), a plan ("아스피린을 씹어
 * 드실게요"), a prohibition ("기침하지 마시고") or an instruction under a condition ("토할 것 같으면 이 봉투
 * 쓰세요"). Read only on clauses that are not questions.
 */
const LEARNER_STATEMENT =
  /(네요|군요|구나|겠어요|겠네요|겠습니다|셨겠|(수|수도)\s?(있어요|있습니다|있고|있는데)|[가-힣]게요|[가-힣]께요|드리겠|하겠습니다)[.!~]*$|테니|텐데|지\s?(마시|마세|말고|마십)|(거|것|셔도|해도)\s?(괜찮아요|괜찮습니다|돼요|됩니다)$|필요(는|가|도)?\s?(없어요|없습니다)$|(으면|면|시면)\s[^?]*(쓰세요|사용하세요|누르세요|부르세요|말씀하세요|오세요|누우세요|앉으세요|계세요|쉬세요|주세요|십시오|드세요|드시세요|먹이세요|바르세요|가세요|연락하세요)[.!~]*$|((?<![가-힣])안|못)\s?(했|햇|봤|쟀|여쭤\s?봤)(어요|습니다|어)[.!~]*$|(시면|으면|면)\s?(돼요|됩니다)[.!~]*$|(다고|라고)\s?(전해\s?)?(들었|들엇)(어요|습니다|어)?[.!~]*$|[할볼릴줄잴갈올을]게[.!~]*$|[할볼릴줄]께[.!~]*$|(할|하실|볼|보실|확인할|확인하실|재실|잴)\s?(거예요|거에요|겁니다|예정이에요|예정입니다)[.!~]*$|(다고|라고)\s?(했|햇|하셨|말씀하셨|그러셨)(죠|지)[.!~]*$|(다고|라고)\s?[^?]{0,12}(쓰셨|적으셨|적혀|써\s?있|나와\s?있|체크하셨|표시하셨)(던데요|던데|네요|는데요|는데|어요|더라고요)[.!~]*$/;
// Round 25: the learner's own action not done ("목 뻣뻣한지 보는 건 … 못 했어요"), a plan for the patient ("자궁경부암
// 검사는 다음에 오실 때 같이 하시면 돼요") and what the learner heard ("아버님이 폐암으로 돌아가셨다고 들었어요") ask nothing.

/** An invitation to tell ("천천히 말씀하셔도 돼요") asks, whatever its ending. */
const TELL_INVITE = /말씀(하셔도|해\s?주|해\s?보|하실\s?수)|얘기(하셔도|해\s?주|해\s?보)/;

/**
 * Reading a record with the patient ("접종 수첩 가져오셨으면 지금까지 맞은 거 같이 볼게요", "약 봉투 좀
 * 보여 주시겠어요") asks what it records.
 */
const DOCUMENT_READ =
  /(수첩|기록지?|내역|결과지|소견서|처방전|약\s?봉투|진료의뢰서|의뢰서)[^?]{0,24}(같이\s?)?(볼게요|봐요|볼께요|보겠습니다|확인할게요|확인하겠습니다|확인해\s?볼게요|보여|볼게|볼께)/;

const TAG_QUESTION =
  /^(맞죠|맞지요|맞나요|맞아요|맞으세요|그렇죠|그렇지요|그쵸|그렇죠잉|아닌가요|아니에요)\s*[?？]/;

/** A clause that is the learner's own statement, not a question (LEARNER_STATEMENT). */
function statesOnly(clause: string): boolean {
  const c = clause.trim().replace(/[,，.!~]+$/, '');
  return (
    !isQuestionClause(c) &&
    !/^[(（]/.test(c) &&
    (LEARNER_STATEMENT.test(c) || IMPERATIVE.test(c) || DRUG_THEN_DO.test(c)) &&
    !TELL_INVITE.test(c)
  );
}

/** Round 30: the patient's words in quotation marks, reported back ("“…”라고 하셨군요", "'…' 하셨는데"). */
const QUOTED_BACK =
  /[“"「『‘'][^”"」』’']{2,}[”"」』’']\s?(이?라고|하고|라며|이라며|고)?\s?(?=(하셨|하신|하시|하셔|말씀|그러셨|그러신|했|들었|그랬|적어|메모))/g;

/** Round 30: a discharge, its colour or amount asked, and a character item that names one. */
const DISCHARGE = /가래|콧물|(?<![가-힣])냉(?!찜|장|동|방|수|기)|분비물|고름|진물/;
const DISCHARGE_QUALITY =
  /색깔|색(은|이|도|요)|빛깔|냄새|(?<![가-힣])양(?!쪽|상|말|치)|농도|점도|끈적|묽|누런|노랗|투명/;
const DISCHARGE_ITEM = /색|냄새|양상|농도|분비물|냉|가래|콧물|고름|진물/;
const BLEEDING_ITEM = /^(?!.*(분비물|냉|가래|콧물|고름|진물)).*(출혈|피(?!부))/;

/** Round 27: an item about what makes the breathlessness worse or better, a question about pain, and the breath named. */
const BREATH_ITEM = /^(숨참|숨이\s?차는\s?것|호흡곤란)(을|이)?\s?[^(]{0,6}(악화|완화)/;
const PAIN_ASKED = /아파|아프|아픈|통증|결리|결려|쑤시|쑤셔|울려|울리|찌르/;
const BREATH_NAMED =
  /숨(이|은|도|이\s?좀)?\s?(더\s?|좀\s?)?(차|찬|가빠|가쁘|막히|막혀)|숨참|숨찬|호흡\s?곤란|숨\s?쉬기(가|는)?\s?(더\s?|좀\s?)?(편|힘들|힘드|어렵|괜찮|나아|답답)|숨\s?(쉬기|쉬는\s?게)\s?(더\s?)?(편|힘|어려)/;

/** Grading breathlessness by exertion ("어느 정도 움직이면", "평지 걸을 때도"). */
const EXERTION_GRADE = /어느\s?정도\s?(움직이|걸으|걸어|걸을)|평지|계단\s?몇/;

/** A question about how it felt just before ("쓰러지기 전에 어떤 증상/느낌"). */
const PRODROME =
  /(쓰러지|실신하|정신(을)?\s?잃|기절하)[가-힣]*\s?(전|직전)[^?]{0,12}(증상|느낌|어떠|어땠|어지|식은땀|캄캄)/;

/**
 * Greeting the patient or checking who is who asks no history ("따님이시죠?"). Round 14: "…들리거나이상한…"
 * typed without spaces holds no 나이, nor "…사람이나이유가…" (round 21). Round 21: nor as its object ("아드님을 신고하실 생각은 있으세요?"). Round 17: a son or daughter named as the subject of a question
 * ("따님이 술 얘기 하시면 듣기 싫으세요?") is no check of who is who.
 */
// Round 37: nor "…가족이나이웃…", "…어지럼이나이명…" typed without spaces (a word after 이나, not 나이).
const IDENTITY_OR_GREETING =
  /실습\s?학생|학생입니다|의대생|성함|(?<!(약|흡입기|흡입제|병|진단|검사)\s?)이름|연세|(?<![거하열뼈골])(?<!(젊은|어린|이른|적은|많은)\s?)나이(?!뇨|유|웃|명|전|상|런|거|게|것|번|틀)|(따님|아드님)(?!\s?(이|은|는|께서|한테|이랑|하고|과|와)\s?(?!시|세|신|죠|맞)[가-힣])(?!\s?(을|를|에게|께|의)\s?[가-힣])(?!\s?(말고|빼고|외에|말곤|밖에))(?!\s?[,，]\s?[가-힣])|보호자(세요|이세요|시죠)|학생\s?의사|안녕하/;

/** Round 37: whether someone else knows something of the patient ("가족들은 … 거 알아요?"). */
const OTHERS_KNOW =
  /(가족|식구|남편|아내|부인|와이프|부모님|어머니|아버지|엄마|아빠|자녀|아이들|애들|아드님|따님|회사|직장|동료|친구|주변|사모님|남자\s?친구|여자\s?친구)[가-힣]{0,4}\s?[^?]{0,36}(거|것|걸|줄)\s?(을|를)?\s?(아세요|알아요|알고\s?계세요|알고\s?있어요|알아|아셔요|아시나요|알고\s?계시나요|알고\s?있나요|알아요\?)/;
/** Round 37: a contact who has a disease ("결핵 환자", "결핵환자 있었어요?"). */
const CONTACT_PATIENT = /[가-힣]{2,}\s?(환자|걸린\s?(사람|분|친구|동료))(가|이|는|분|들|랑|하고|와|과)?/;
const OWN_PAST =
  /(본인|전에|예전|이전|과거)[^?]{0,12}(앓|걸리|진단|치료)|앓은\s?적|앓으신\s?적|걸린\s?적|걸리신\s?적/;

/** Round 21: money asked about, and what makes it abuse (taken, withheld, demanded). */
const MONEY_ASKED = /생활비|학비|용돈|연금|월급|돈|통장|카드/;
const ABUSE_TOLD =
  /가져가|가져간|뺏|빼앗|달라(고|는)|내놓|통제|못\s?쓰게|마음대로|때리|때려|맞|욕|폭력|협박|위협|괴롭|함부로/;
/** Round 21: another site asked ("팔 말고 또 다치신 데"), not another time. */
const OTHER_SITE = /(말고|외에|외에도|빼고|말곤)\s?(또|다른|더)?\s?[^?]{0,16}(데|곳|부위|군데)/;
/** Round 21: a report made before, and the intent to report. */
const PAST_REPORT =
  /(알리신|알린|하신|한|연락하신|연락한|신고하신|신고한|가신|간)\s?적|(알렸|신고했|신고하셨|연락했|연락하셨)(어요|나요|어|던|었)/;
const REPORT_INTENT = /생각|의향|마음|계획|원하|하실\s?(거|건)|할\s?(거|건)|하고\s?싶|하실래/;

/** A family-history question asks about an illness, a death or a trait of relatives. */
const FAMILY_HISTORY =
  // Round 22: an organ not well, typed telegraphically ("가족중에 콩팥 안좋은사람").
  // Round 32: the kidney disease named ("결석 있었던 분?", "요로결석 있으셨어요?", "투석하시는 분", "아버지도 돌 있으셨어요?").
  // Round 34: in chart English ("FHx에 arrhythmia나 sudden death 있어요?").
  /(?<![A-Za-z])(FHx|FHX|fhx|FH|F\/H|[Ff]amily\s?([Hh]x|[Hh]istory))(?![A-Za-z])|[Aa]rrhythmia|[Ss]udden\s?[Dd]eath|부정맥|급사|(결석|낭종|물혹|(?<![가-힣])돌)(이|은|는|도|이나|으로|로)?\s?(있|생|앓|나왔|걸|빼|깨|시술|수술|고생)|투석\s?(하|받)|(있었던|있던|생겼던|생긴|받으신|받은|받으셨던|하시는)\s?(분|사람)|(도|께서|께서도|중에)\s?[^?]{0,12}있으셨|안\s?좋|콩팥|신장|병|질환|앓|암|치매|두통|증상|있으신\s?분|분\s?(있|계)|수치|면역|아프|아픈|아팠|쪽으로|항암|이식|당뇨|혈압|심장|중풍|뇌졸중|돌아가|사망|걸리|걸린|걸렸|있는\s?분|계세요|계신가|계신지|계시나|환자|유전|비슷한|키|체질|닮|우울|자살|문제|고생|수술|알레르기|비염|천식|통풍|관절염|결핵|간염|경련|뇌전증|간질|발작|힘드셨|힘들었|중독|알코올|정신과|정신건강|불안|공황|상담\s?받|치료\s?받|다닌|다니신|다니는|극단적|목숨/;

/** The interview's opening question ("어디가 불편해서 오셨어요?", "어디가 불편하세요?"). */
/** Empathy that names the feeling or the difficulty. */
const FEELING_NAMED =
  /힘드|힘들|어려우|어렵|버거우|버겁|신경\s?(많이\s?|너무\s?|정말\s?)?쓰이|창피|민망|막막|걱정|불안|속상|무서|무섭|놀라|놀랐|답답|괴로|아프셨|아팠|고생|지치|지쳤|서운|억울|당황|마음|불편하셨|불편하시겠|불편하셨겠|외로|슬프|슬프셨|두려|겁/;

/** A congratulation ("축하드려요") is no empathy. */
const CONGRATULATION = /축하/;
/** Round 26: the trouble of getting here ("병원 찾아오시기 힘드셨죠? 주차장이 좁아서요") is small talk, no empathy. */
const TRIP_TROUBLE =
  /찾아오(시기|기|시느라)|(병원|여기)\s?찾기|주차|오시는\s?길|길이?\s?(많이\s?)?막|차(가)?\s?(많이\s?)?막히/;

/** A skin item bound to the hands and feet, and an action that names them. */
const SKIN_SITE_ITEM = /손발|손·발|손바닥|발바닥|손톱/;
const SKIN_SITE_SAID = /손|발(?!진|적|열|작|생|병)|사지|팔다리|손톱|손가락|발가락/;

/**
 * Tolerance: the same dose does less, more is needed for the same effect ("주량이 늘었어요?"), or the
 * patient raised the dose ("양을 늘리셨어요?", "용량 올리셨어요?"); "양이 늘었나요?" asks the course of use.
 */
const TOLERANCE_MEANT =
  /효과|느낌|기분|취하|취해|취할|들어요|안\s?들|안\s?듣|덜\s?듣|(예전|전)만큼|잘\s?안|안\s?(와|오)|덜|약해|주량|내성|(예전|전|처음|같은|원래)\s?양(으로|으론|만)|(늘리|늘렸|늘려|올리|올렸|올려)|(더|많이)\s?[^?]{0,6}(먹어야|드셔야|드시게|먹게|해야|하게|써야|쓰게|피워야|마셔야|마시게|복용해야)/;

const OPENING =
  /^[^?]{0,12}어디\s?가?\s?(불편|안\s?좋)[가-힣]*\s?(오셨|왔|오시게|방문|내원)?[가-힣]*\s?[?？]?$|어떻게\s?(오셨|오게|오시게)|(무슨|어떤)\s?일로/;

/**
 * Round 23: "오늘 아침에 무슨 일이 있었는지 말씀해 주시겠어요?" opens the interview on what happened; it asks no preceding
 * event (sleep lost, a drug stopped, a fever before it).
 */
const WHAT_HAPPENED = /(어떤|무슨)\s?일이\s?(있었|있으셨|생겼|생기셨)[가-힣]*\s?[^?]{0,14}(말씀|얘기|이야기)/;
const OPEN_WHAT =
  /^(오늘|그날|어제|지난밤에?)?\s?(무슨|어떤)\s?일이?\s?(있었|있으셨|생겼|생기셨)(어요|나요|어|는지요|습니까)\s*[?？]?$/;
/** Round 23: help sought before ("전에 병원에 오거나 경찰에 말한 적"). */
const HELP_SOUGHT = /병원|신고|경찰|112|상담|센터|도움|치료|진료|알리|알린|말한|말씀하신|얘기한|응급실/;
/** Round 23: an overdose asked ("약 많이 먹은 적은"). */
const OVERDOSE =
  /(약|수면제|진통제)(을|를)?(\s?(많이|한꺼번에|왕창|잔뜩|몽땅)){1,2}\s?(먹|드시|드신|삼키|삼킨)/;
/** Round 23: "잘못이 아님을 말하고": the turn that says it is not the patient's fault. */
const NOT_FAULT = /(잘못|탓)(이|은|는)?\s?[^?.]{0,8}(아니|아닙|없)/;

/** Round 23: a symptom asked of a past shot ("재작년에 맞고 나서 … 열이 펄펄 끓거나 두드러기 나거나 …건요?"). */
const PAST_SHOT =
  /(맞고|맞으시고|맞은|맞으신|접종\s?(하고|받고|후|뒤))\s?(나서|뒤|후|다음)|재작년|작년에|지난번에?\s?(맞|접종)|예전에\s?(맞|접종)/;
const NOW_ASKED = /오늘|지금|요즘|요새|현재|이번\s?주|어제/;
/** Round 23: group life named ("경로당이나 복지관", "어린이집"), not who lives at home ("집에 같이 사시는 분들은요?"). */
const GROUP_LIFE =
  /어린이집|유치원|학교|학년|단체|경로당|복지관|노인정|기숙사|군대|요양원|주간\s?보호|모이|회사|직장|일(하|을|은|터)|출근|근무|사람(들)?\s?(많|만나)|다니(세요|시|니|는|지|나요)/;
/**
 * Round 23: what someone said or has, reported ("다른 집 애들은 주사 맞는다니,", "응급 피임약 말씀하셨는데,"): the
 * treatment named there is no plan of the learner's.
 */
const REPORTED_CLAUSE =
  /([는ㄴ]다니|(?<![가-힣])다니|라니|다던데|라던데|다면서|라면서)\s*[,，]?\s*$|(말씀|얘기|이야기)\s?(하셨|하신|해\s?주셨)(는데|던데|잖아요)\s*[,，]?\s*$|(다고|라고|단|란)\s?(했|햇|하셨|말씀하셨|그러셨|들었|들엇)(는데|던데|잖아요|어요|습니다|어)\s*[,，.]?\s*$/;
// Round 25: also what someone did, reported ("아버님이 전립선 수술을 받으셨다고 하셨는데,", "…받으셨다고 들었어요."): it plans
// no treatment.

/** Round 31: a result heard or seen, then how the patient took it. */
const RESULT_FEELING =
  /(결과|얘기|말씀)\s?(를|을|는)?\s?[^?]{0,8}(보시고|들으시고|받으시고|보고|듣고)\s?[^?]{0,10}(어떤\s?마음|어떠셨|어땠|어떠세요|기분이|마음이)/;
/** Round 31: a turn that offers quitting aids and urges no quitting. */
const AIDS_ONLY = (text: string) =>
  /금연\s?약|니코틴|패치|(?<![가-힣])껌|바레니클린|챔픽스|붙이는\s?(거|것|약)/.test(text) &&
  !/(끊으|끊어|끊는|끊기|끊을|금연하|금연을)[가-힣]*\s?[^.?]{0,10}(권|세요|셔야|좋|바랍|싶어요|해야)/.test(
    text,
  );
/** Round 31: what the learner is about to tell now, and the words of a visit arranged. */
const TELLING_NOW =
  /(말씀|설명|얘기)\s?(을\s?)?(드리려고|드리려|해\s?드리려고|하려고)\s?(하는데|해요|합니다|하니까)/;
const NEXT_VISIT_SAID = /다음|뒤에|후에|주일|예약|오세요|뵐|봬|뵙|내일|모레|[0-9]+\s?(일|주|달)/;
/** Round 31: a thanks or goodbye alone, with no question invited and no next step. */
// Round 33: an end announced and nothing else ("끝났습니다, 수고하셨어요.", "오늘은 이만 마치겠습니다.", "끝!") closes nothing.
const BARE_GOODBYE =
  /^(네|예|자|그럼|그러면)?[,.\s]*((수고\s?(많이\s?)?하셨습니다|수고\s?(많이\s?)?하셨어요|수고하셨어요|수고\s?했(어요|어|습니다)|수고\s?(많이\s?)?하셨어|감사합니다|고맙습니다|감사해요|고마워요?|안녕히\s?(가세요|가십시오|계세요)|잘\s?가(요)?|(오늘은\s?)?(이만\s?)?(진료\s?(는|가)?\s?)?(다\s?)?(끝났습니다|끝났어요|끝났어|끝입니다|끝이에요|끝|마치겠습니다|마칠게요|마칠께요))[.!~,\s]*)+$/;

/** Round 35: a drug named as what came before the change asked about ("…기 전에 새로 드신 약이 있거나"). */
const DRUG_BEFORE_CHANGE =
  /(기\s?전에|직전에|전부터|그\s?전에)\s?[^?.]{0,8}(새로|처음)\s?(드신|드셨|먹은|먹었|복용한|시작한|바꾼)\s?(약|거)/;

/** Round 35: thanks for the trouble taken ("고생 많으셨어요", "애쓰셨어요"): a kind word, no close. */
const TROUBLE_THANKED =
  /^(그동안\s?|오늘\s?|정말\s?|많이\s?)*(고생\s?(많이\s?)?(하셨|많으셨|많았)|애\s?(많이\s?)?쓰셨)(어요|습니다|네요|죠|어)?[.!~,\s]*$/;

/** Round 23: withdrawal told with what will be done about it. */
const WITHDRAWAL_MANAGED = /조절|치료|약|관리|도와|도움|줄여|처방|입원|해독|완화|막아|견디|버티/;

/** Round 23: the limbs a strength item or test names. */
const LEGS = /다리|하지|발(?!진|적|열|작|생|병|표|음)|무릎|허벅지|발목|엄지발가락/;
const ARMS = /(?<![가-힣])팔(?!다리)|상지|손(?!님|녀|자|해)|주먹|악력|팔꿈치|손목|손가락/;

/**
 * Round 32: a plan refused ("오늘 주사만 맞고 가시면 안 돼요", "주사 한 대 맞고 가실 상황이 아니에요", "진통제만으로는 해결이
 * 안 돼요") names the treatment it refuses; it explains none (the treatment told beside it still does).
 */
const PLAN_REFUSED =
  /[가-힣A-Za-z]+(\s[가-힣]+)?\s?(만|만\s?한\s?대|한\s?대)?\s?(맞고|받고|드시고|먹고|맞으시고|받으시고|받아)\s?(그냥\s?|바로\s?|집에\s?|집으로\s?)?(가시면|가면|돌아가시면|귀가하시면|가실\s?(상황|일|단계|정도)(이|은|는)?)\s?(안\s?(돼|되|됩)|아니)[가-힣]*|[가-힣A-Za-z]+(\s[가-힣]+)?\s?만(으로는|으론|으로|\s?가지고는)\s?[^,.?]{0,10}?(안\s?(돼|되|됩)|해결(이|되지|\s?안)|부족|어렵|끝나지|끝날|낫지)[가-힣]*/g;
/** Round 32: an open invitation to say what worries ("혹시 걱정되시는 거 있어요?", "더 걱정되시는 건 없으세요?"). */
const OPEN_WORRY =
  /^(그럼|그러면|혹시|마지막으로|이제|자|네|그리고)?\s?(혹시\s?)?(더|또|다른|그\s?밖에|그밖에|따로)?\s?(궁금하거나|궁금하시거나|궁금하신\s?거나)?\s?(걱정|염려)(되|스러우|스럽)[가-힣]*\s?(거|것|점|부분|게|건|사항|일)?(은|이|는|도|이나)?\s?((있|잇|없|남)[가-힣]*|(있|잇)으(시)?면\s?(말씀|얘기|물어)[가-힣\s]*)\s*[?？.]?$/;
/** Round 23: a treatment told to be of no use or not needed ("효과가 거의 없고", "지금은 필요 없어요"). */
const TREATMENT_DECLINED =
  /효과(가|는)?\s?(거의\s?|별로\s?|크지\s?)?(없|않)|필요(가|는)?\s?없|안\s?(하셔도|맞으셔도|드셔도|써도|받으셔도)\s?(돼|되|괜찮)|(권하지|권해\s?드리지|추천하지)\s?않|근거가\s?없|적응증이\s?아니/;

/** "언제부터 심해졌어요?" asks when, not how it has changed since. */
const WHEN_WORSE = /언제부터\s?[^?]{0,6}(심해|나빠|악화)/;
const COURSE_ASKED = /점점|갈수록|처음보다|처음이랑|비교|나아|좋아|계속\s?(심해|나빠)/;

/** A test had before ("검사 받아 보신 적"), and an illness told at it ("이상 있다고 들은 적"). */
const TEST_HAD =
  /(검사|검진|촬영|내시경|사진)(를|을|은|는|도)?\s?(받아\s?보|받으|받은|해\s?보|하신|하셨|찍어\s?보|찍으)/;
const ILLNESS_TOLD = /진단|이상|문제|들은|들으|나왔|있다고|앓|병|질환/;

/** A recent acute illness, and the chronic ones a past-history question names. */
/** Round 14: a follow-up that is only a subject and '-는요?' ("소변 볼 때는요?"). */
const ELLIPTICAL_ONLY = /^[^?]{0,12}(은요|는요|도요|건요|면요)\s*[?？]?$/;
/** Round 14: advice in its telling forms. */
const ADVICE_FORM =
  /(세요|셔야|십시오|마세요|말고|줄이|줄여|피하|피해|끊으|끊어|삼가|좋아요|좋습니다|합시다|해\s?봐요|보세요)/;
/** Round 14: an item whose first-named content is the amount, and the amount asked. */
const AMOUNT_FIRST = /^(흡연량|음주량|흡연\s?양|술의?\s?양|하루\s?흡연량)/;
const AMOUNT_ASKED =
  /몇\s?(개|갑|개비|잔|병|번|년|대|갑씩|개씩)|얼마나|하루에?\s?[^?]{0,6}(몇|얼마)|양(은|이)|갑년/;
/** Round 14: an illness of someone the patient was with ("결핵 앓은 사람이랑", "결핵 환자랑 지낸 적"). */
const OTHERS_ILLNESS =
  /(앓은|앓았던|앓는|걸린|걸렸던|걸려\s?있는|진단받은)\s?(사람|분|친구|동료|이웃|환자)(이랑|랑|하고|과|와|을|를|이|가|들|분)|(결핵|독감|코로나|수두|홍역|간염)\s?환자(랑|하고|와|과|를|을|분)/;
const ACUTE_ILLNESS = /감기|몸살|독감|장염\s?(같은|기운)|목감기|코로나/;
// Round 25: also the long-standing conditions of the gut named beside 장염 ("치질이나 장염 같은 병 앓으신 적").
const CHRONIC_ILLNESS =
  /혈압|당뇨|고지혈|간염|결핵|천식|심장|콩팥|신장|갑상선|암|수술|입원|진단|치질|치핵|염증성|크론|궤양|결석|담석/;

/** Praise of what the patient or parent did ("바로 119 부르시고 잘하셨어요"). */
const PRAISE = /잘\s?하셨|잘하셨|잘\s?했어|잘했|잘\s?오셨|잘오셨|다행이/;

/** A real check of understanding (teach-back or asking whether it was understood). */
/** "이해 안 되는 부분 있으면 언제든 여쭤보세요" invites questions; it checks nothing. */
const INVITES_QUESTIONS =
  /(있으면|있으시면|잇으면|잇으시면|생기면|생기시면)\s?[^?]{0,10}(여쭤|물어|질문|말씀)/;
/** Round 17: the explanation's quality asked ("설명 괜찮으셨어요?", "제 설명 어떠셨어요?"): no check of understanding. */
const SATISFACTION_ASKED =
  /(설명|말씀)(이|은|는|드린\s?(게|거|건))?\s?[^?]{0,6}(괜찮|괜찬|어떠|어땠|만족|충분|좋으|좋았|도움)/;
const UNDERSTANDING_CHECK =
  /이해(가)?\s?((잘|다|좀)\s?)?(되셨|되세|되시|하셨|하시겠|되나요|됐|되었|되실|안\s?되|안\s?가|하신|했)|어떻게\s?이해|알아들으|(본인|자기|어머님|어머니|아버님|따님|아드님|환자분)?\s?(의\s?)?말로\s?[^?]{0,8}(해\s?(주실래|주시겠|줄래|주세요|보실래|보시겠|볼래)|말씀해|말해|설명해|얘기해)|(다시|한번|한\s?번)\s?[^?]{0,10}(말씀해|말해|설명해|얘기해)|(뭐|무엇|어떤)[^?]{0,14}(라고|인지|하는지)\s?[^?]{0,8}(말씀해|말해|설명해)|(제가|저랑|아까)\s?[^?]{0,4}(드린|말씀드린|설명드린|설명한|알려\s?드린|얘기한|정한)\s?[^?]{0,30}(말씀해|말해|얘기해|설명해)\s?(보실래|보시겠어요|주실래|주시겠어요|주세요|볼래|봐\s?주|봐|줘|줄래)|(하기로|드시기로|먹이기로|오기로|오시기로)\s?(했는지|하셨는지|한\s?거)[^?]{0,10}(말씀해|말해|얘기해)|(제대로|잘)\s?(설명했|설명드렸|전달됐|전달되었|전해졌|말씀드렸)[가-힣]*\s?[^?]{0,8}(확인|여쭤)|(제가|저랑|아까)\s?[^?]{0,4}(드린|말씀드린|설명드린|알려\s?드린|보여\s?드린)\s?[^?]{0,30}(직접\s?)?(해\s?(보시겠어|보실래|볼래|보세요|주시겠어)|보여\s?(주시겠어|주실래|줄래|주세요))/;
/**
 * Round 26: teach-back by doing after a demonstration, in one turn ("흡입기 쓰는 법 보여 드릴게요. … 이제 한번 해
 * 보실래요?"); shown without asking it back is no check.
 */
const SHOWN = /(보여\s?(드릴게|줄게|드릴께|줄께|드리겠)|알려\s?(드릴게|줄게|드릴께|드리겠))/;
const DO_IT_BACK = /(한번|한\s?번|직접|이제)\s?(해\s?(볼래|보실래|보시겠|봐요|보세요|봐))/;

// ---------------------------------------------------------------------------------------------

interface Candidate {
  readonly turn: LearnerTurn;
  readonly quote: string;
  /** How many other history items the quoted question also asks (plain(): fewer earns first). */
  readonly others?: number;
  /** Set by judge() from the key being tried. */
  kind?: KeyKind;
  key?: string;
}

type Outcome = { hit?: Candidate; near?: Candidate };

function evidenceOf(c: Candidate): Evidence {
  return {
    messageId: c.turn.message.id,
    quote: c.quote,
    kind: c.kind ?? 'topic',
    key: c.key ?? '',
    source: 'learner',
    index: c.turn.index,
  };
}

export class ItemJudge {
  private readonly terms;
  /** Turns that explain a diagnosis (NLU concept, or a framed statement naming a disease). */
  private readonly diagnosisTurns: readonly LearnerTurn[];
  /** Turns that only explain: their history keys are ignored. */
  private readonly explanations: ReadonlySet<LearnerTurn>;
  /** Round 17: a habit asked without a '?' in the history ("운동은 하세요"): no advice. */
  private readonly habitAsked: ReadonlySet<LearnerTurn>;

  /** How many items of the case's checklist accept each key. */
  private readonly keyUse = new Map<string, number>();

  constructor(
    private readonly caseData: Case,
    private readonly record: LearnerRecord,
  ) {
    this.historyItems = caseChecklist(caseData).filter((i) => i.section === '병력청취');
    this.cognitiveItem = caseChecklist(caseData).some(
      (i) => i.section === '신체진찰' && (i.satisfiedBy.manoeuvres ?? []).includes('cognitiveScreen'),
    );
    this.examItems = caseChecklist(caseData).filter((i) => i.section === '신체진찰');
    for (const item of caseChecklist(caseData)) {
      const by = item.satisfiedBy;
      const ids = [
        ...(by.topics ?? []).map((k) => keyId('topic', k)),
        ...(by.symptoms ?? []).map((k) => keyId('symptom', k)),
        ...(by.manoeuvres ?? []).map((k) => keyId('manoeuvre', k)),
        ...(by.education ?? []).map((k) => keyId('education', k)),
        ...(by.acts ?? []).map((k) => keyId('act', k)),
      ];
      for (const id of new Set(ids)) this.keyUse.set(id, (this.keyUse.get(id) ?? 0) + 1);
    }
    this.terms = diagnosisTerms(caseData);
    this.diagnosisTurns = record.turns.filter((t) => {
      const u = t.understanding;
      if (u.education.includes('likelyDiagnosis') || u.education.includes('differentials')) return true;
      const text = t.message.content;
      if (u.acts.includes('summary') || asksSomething(text) || !DIAGNOSTIC_FRAMING.test(text)) return false;
      return namedDiagnosis(text, this.terms) !== undefined || diseaseWord(text) !== undefined;
    });
    // Round 17: "운동은 하세요" before the first exam or explanation asks the habit; it advises nothing.
    const firstExplained = record.turns.findIndex(
      (t) =>
        t.message.content.trim().startsWith('(') ||
        t.understanding.manoeuvres.length > 0 ||
        t.understanding.education.some((e) => e === 'likelyDiagnosis' || e === 'tests' || e === 'treatment'),
    );
    this.habitAsked = new Set(
      record.turns.filter(
        (t, i) => (firstExplained < 0 || i < firstExplained) && BARE_HABIT_ASK.test(t.message.content.trim()),
      ),
    );
    this.explanations = new Set(
      record.turns.filter((t) => {
        if (this.habitAsked.has(t)) return false;
        // Round 16: a plan proposed as a question ("끊는 날 정해 볼까요? 다음주 월요일부터 하고 …") asks nothing.
        // Round 19: and the clauses joined to it by "-고," ("몸무게를 … 빼 보고, 국물은 반만 드시고, 하루 30분 걷기를
        // 다음 주 월요일부터 시작해 볼까요?") belong to the proposal.
        const parts = clauses(t.message.content);
        const proposes = parts.length > 0 && PLAN_PROPOSAL.test(parts[parts.length - 1]!.trim());
        const asked = parts.filter(
          (c) => !PLAN_PROPOSAL.test(c.trim()) && !(proposes && /고\s?[,，]\s*$/.test(c.trim())),
        );
        if (
          asked.some(
            (c) =>
              asksClause(c) ||
              // Round 23: "안마시면 손떨리거나 잠 안오는거" asks.
              TELEGRAPHIC_CONDITION.test(normalizeMessy(c.trim())),
          )
        )
          return false;
        // "아스피린 같은 약 먹어요": messy typing asks what the patient takes; it explains no treatment.
        if (
          clauses(normalizeMessy(t.message.content)).some(
            (c) => MESSY_ASKING.test(c.trim()) && !PLAN_VERB.test(c),
          )
        )
          return false;
        const explains =
          t.understanding.education.some((e) => e !== 'invitingQuestions') ||
          t.extra.some((k) => k.kind === 'education');
        // "정신건강의학과 학생의사 ○○입니다" introduces the learner; it asks nothing.
        const introduces = t.understanding.acts.includes('greeting');
        return explains || introduces || this.diagnosisTurns.includes(t);
      }),
    );
  }

  private turnsFor(kind: KeyKind, key: string): LearnerTurn[] {
    const turns = (this.record.touched.get(keyId(kind, key)) ?? []).map((i) => this.record.turns[i]!);
    if (kind === 'topic' || kind === 'symptom')
      return turns.filter(
        (t) =>
          !this.explanations.has(t) &&
          !this.deferred(t, kind, key) &&
          !this.withoutMeaning(t, kind, key) &&
          // Round 37: a general fact told ("우울증은 가족 중에 있는 경우도 있어요.") asks nothing of the patient.
          !(tellsOnly(t.message.content) && clauses(t.message.content).some(generalFact)),
      );
    if (kind === 'education' && key !== 'invitingQuestions' && key !== 'closing') {
      const kept = this.consentLast(turns).filter(
        (t) =>
          !this.onlyAsked(t, key) &&
          !restatesOnly(t) &&
          !this.habitAsked.has(t) &&
          !(key === 'harmReduction' && quitAloneOnly(t, this.caseData)) &&
          !(key === 'followUp' && rateGoalOnly(t, this.caseData)) &&
          // Round 31: quitting aids offered ("먹는 금연약도 있어서 도움 받으실 수 있어요") urge no quitting.
          !(key === 'motivationalAdvice' && AIDS_ONLY(t.message.content)) &&
          // Round 31: the result about to be told now ("결과를 말씀드리려고 하는데, …") arranges no visit.
          !(
            key === 'followUp' &&
            TELLING_NOW.test(t.message.content) &&
            !NEXT_VISIT_SAID.test(t.message.content)
          ) &&
          // Round 23: a referral item is not earned by a treatment said to be of no use ("성장호르몬 주사는 … 효과가
          // 거의 없고 …").
          !(
            key === 'treatment' &&
            this.current !== undefined &&
            /의뢰/.test(this.current.item.text) &&
            this.treatmentDeclined(t)
          ) &&
          !(key === 'warningSigns' && this.onlyConsentPhrase(t)) &&
          !(key === 'warningSigns' && this.onlyPraise(t)) &&
          !this.onlyIntroduction(t, key),
      );
      // Round 25: the visit is cited where its time is told ("다음 주 목요일에 결과 보러 오세요"), before a turn that only
      // says what happens when the results are in ("검사 결과가 나오면 약으로 … 치료를 하고").
      if (key === 'followUp' && kept.some((t) => VISIT_TIME.test(t.message.content)))
        return [
          ...kept.filter((t) => VISIT_TIME.test(t.message.content)),
          ...kept.filter((t) => !VISIT_TIME.test(t.message.content)),
        ];
      return kept;
    }
    // Round 31: a bare thanks or goodbye ("네 수고하셨습니다.", "감사합니다, 안녕히 가세요.") invites no question and tells no next
    // step: it closes nothing an examiner ticks.
    // Round 35: nor does a feeling acknowledged or a thanks for the trouble ("아이 아파서 밤새 잠 못 주무셨겠어요, 고생
    // 많으셨어요."): every clause that reads as the close is one of them, so the turn closes nothing.
    if (kind === 'act' && key === 'closing')
      return turns.filter((t) => {
        if (BARE_GOODBYE.test(t.message.content.trim())) return false;
        // A next visit told with the thanks ("고생 많으셨어요, 다음 주에 다시 오세요.") is an explicit close.
        if (NEXT_VISIT_SAID.test(t.message.content)) return true;
        const closing = clauses(t.message.content).filter((c) =>
          touchesClause(c, 'act', 'closing', this.caseData),
        );
        return (
          closing.length === 0 ||
          !closing.every(
            (c) =>
              TROUBLE_THANKED.test(c) ||
              BARE_GOODBYE.test(c.trim()) ||
              touchesClause(c, 'act', 'empathy', this.caseData),
          )
        );
      });
    if (kind === 'act' && key === 'empathy') {
      // "첫 아기시라고요, 축하드려요." congratulates; it acknowledges no feeling or difficulty.
      const kept = turns.filter((t) => {
        const naming = clauses(t.message.content).filter((c) =>
          touchesClause(c, 'act', 'empathy', this.caseData),
        );
        // Round 13: "가족분들이 걱정 많이 하시죠?" asks about someone else's worry; it acknowledges nothing.
        return (
          naming.length === 0 ||
          !naming.every(
            (c) =>
              CONGRATULATION.test(c) ||
              (OTHERS_WORRY.test(c) && !this.listenerAddressed(c)) ||
              TRIP_TROUBLE.test(c) ||
              TRIP_TROUBLE.test(t.message.content),
          )
        );
      });
      // The evidence is a turn that names the feeling or difficulty ("오래 불편하셔서 힘드셨겠어요")
      // before a supportive word that names none ("천천히 말씀하셔도 돼요", "말씀해 주셔서 감사합니다").
      const names = (t: LearnerTurn) => FEELING_NAMED.test(t.message.content);
      const ordered = [...kept.filter(names), ...kept.filter((t) => !names(t))];
      // Round 23: "환자의 잘못이 아님을 말하고 감정에 공감했다" cites the turn that says it is not the patient's fault.
      if (this.current && /잘못이\s?아님/.test(this.current.item.text)) {
        const says = (t: LearnerTurn) => NOT_FAULT.test(t.message.content);
        return [...ordered.filter(says), ...ordered.filter((t) => !says(t))];
      }
      return ordered;
    }
    if (kind === 'act' && key === 'summary') {
      // Round 20: one thing the patient said, put as the lead-in of something else ("어제부터 속이 메슥거리고 배가
      // 아팠다고 했는데, 그때 지석이도 엄청 놀랐겠어요"), restates no history: it is no summary.
      return turns.filter((t) => !leadInOnly(t.message.content));
    }
    if (kind === 'act' && key === 'openQuestion') {
      // "개방형 질문으로 면담을 시작했다": the open question opens the interview. Asked after the history
      // began with closed questions ("허리 언제부터 아팠어요?" … "그 외에 불편한 거 있어요?"), it opens
      // nothing.
      const history = (kind: KeyKind) => kind === 'topic' || kind === 'symptom';
      const firstHistory = this.record.turns.find(
        (t) =>
          asksSomething(t.message.content) &&
          (t.understanding.topics.length > 0 ||
            t.understanding.symptoms.length > 0 ||
            t.extra.some((k) => history(k.kind))) &&
          !turns.includes(t) &&
          // Greeting and asking who the patient is ("아기 이름이랑 몇 개월인지") ask no history.
          !t.understanding.acts.some((a) => a === 'greeting' || a === 'identityCheck') &&
          !t.extra.some((k) => k.kind === 'act' && (k.key === 'greeting' || k.key === 'identityCheck')) &&
          !IDENTITY_OR_GREETING.test(t.message.content) &&
          // Round 11: in bad news, asking who came along ("오늘 함께 오신 분 계세요?") sets the scene
          // before the interview; it opens no history.
          !(this.caseData.secondaryCategory === '나쁜 소식 전하기' && onlyWhoCame(t)) &&
          // Round 37: nor does asking how the patient feels now ("속은 좀 어떠세요?"): the thoughts asked after it still open.
          !(this.caseData.secondaryCategory === '나쁜 소식 전하기' && onlyPresentState(t)),
      );
      const open = firstHistory ? turns.filter((t) => t.index < firstHistory.index) : turns;
      // Round 37: in bad news the open question hears the patient's thoughts first ("개방형 질문으로 환자의 생각을 먼저 들었다"):
      // the turn that asks what the patient thinks or knows ("지금 어떻게 생각하고 계신지 먼저 듣고 싶어요") earns it before an
      // open question about the body ("스텐트 넣으신 뒤로 몸은 좀 어떠세요?"), which asks the present state.
      if (this.caseData.secondaryCategory === '나쁜 소식 전하기') {
        const thoughts = (t: LearnerTurn) =>
          t.understanding.topics.includes('priorKnowledge') ||
          t.extra.some((k) => k.kind === 'topic' && k.key === 'priorKnowledge');
        const body = (t: LearnerTurn) =>
          !thoughts(t) &&
          (t.understanding.topics.includes('course') ||
            t.extra.some((k) => k.kind === 'topic' && k.key === 'course'));
        if (open.some(thoughts)) return open.filter((t) => !body(t));
      }
      return open;
    }
    if (kind === 'education' && (key === 'invitingQuestions' || key === 'closing')) {
      // Questions invited at the end, after something was explained, close the encounter; "궁금한 거
      // 있으면 중간에 언제든 물어보세요" at the start does not.
      // An invitation given only at the start, before the history or the explanation, is no closing.
      // Round 32: an open invitation to say what still worries the patient ("혹시 걱정되시는 거 있어요?", "걱정되는 점
      // 있으세요?") invites the patient's questions like "더 궁금하신 거 있으세요?" (a worry named asks about that worry).
      const worry =
        key === 'invitingQuestions'
          ? this.record.turns.filter(
              (t) => !turns.includes(t) && clauses(t.message.content).some((c) => OPEN_WORRY.test(c.trim())),
            )
          : [];
      return [...turns, ...worry].sort((a, b) => a.index - b.index).filter((t) => this.closesEncounter(t));
    }
    if (kind === 'manoeuvre') {
      const site =
        key === 'skinInspection' && this.current ? SKIN_SITE_ITEM.exec(this.current.item.text) : null;
      const done = turns.filter(
        (t) =>
          !this.notDone(t, key) &&
          !this.otherManoeuvre(t, key) &&
          !this.askedOrToldOnly(t, key) &&
          // "손발의 부종과 발적을 관찰했다": the skin looked at must be the hands and feet ("(피부 발진
          // 확인)" looks at the rash of the trunk).
          (!site || SKIN_SITE_SAID.test(t.message.content)) &&
          // Round 23: strength tested at the other limbs ("제 손 꽉 잡아 보세요" for "다리의 근력, 감각, 반사").
          !(key === 'motorPower' && this.otherLimbOnly(t)) &&
          // Round 34: the words of one exam in another (EXAMINER-RULES, round 34): the sternum's edge listened to is no
          // chest-wall tenderness, an eschar looked at in the armpit no node felt, a limb's pulse no vital sign.
          !(key === 'chestWallTenderness' && !PRESSED.test(t.message.content)) &&
          !(key === 'axillaryLymphNodes' && !NODES_FELT.test(t.message.content)) &&
          !(
            key === 'vitalSigns' &&
            LIMB_PULSE.test(t.message.content) &&
            !VITAL_SAID.test(t.message.content.replace(LIMB_PULSE, ' '))
          ) &&
          // Round 34: a cognitive test named ("(MMSE를 시행한다)") is its own item's, not the orientation check beside it,
          // unless the orientation is asked or said (EXAMINER-RULES, round 34).
          !(
            key === 'mentalStatus' &&
            COGNITIVE_TEST.test(t.message.content) &&
            !ORIENTATION_SAID.test(t.message.content) &&
            this.cognitiveItem
          ),
      );
      if (key === 'heartAuscultation' || key === 'lungAuscultation') {
        // Round 16: the chest listened to without saying what ("가슴 소리 좀 들어 볼게요") is the heart and the
        // lungs; when the learner then says or describes what was listened to ("(등에 청진기를 대고 숨소리를
        // 듣는다)", "숨 크게 쉬세요"), the description decides, and the announcement earns only that.
        const [own, other] =
          key === 'heartAuscultation' ? [HEART_NAMED, LUNG_NAMED] : [LUNG_NAMED, HEART_NAMED];
        const otherKey = key === 'heartAuscultation' ? 'lungAuscultation' : 'heartAuscultation';
        const otherTurns = (this.record.touched.get(keyId('manoeuvre', otherKey)) ?? []).map(
          (i) => this.record.turns[i]!,
        );
        const describedOther = (t: LearnerTurn) =>
          other.test(t.message.content) && !own.test(t.message.content);
        const specific = done.filter(
          (t) =>
            own.test(t.message.content) ||
            !(describedOther(t) || otherTurns.some((u) => u.index > t.index && describedOther(u))),
        );
        done.splice(0, done.length, ...specific);
      }
      // The action itself, not the sentence announcing it ("배를 좀 만져 볼게요" then "(복부 촉진)"); an
      // instruction given while doing it ("숨 크게 쉬어 보세요. (등에 청진기 댄다)", "배를 톡톡 두드려 보고
      // 눌러 볼게요") before the consent turn that announced the exam ("배를 좀 보고 만져 볼게요. 아프시면
      // 말씀해 주세요").
      const rank = (t: LearnerTurn) => {
        const text = t.message.content;
        if (/^\s*[(（]/.test(text)) return 0;
        if (/[(（]/.test(text)) return 1;
        return this.consentTurn(t) ? 3 : 2;
      };
      return [...done].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
    }
    return turns;
  }

  /**
   * A turn at the end of the encounter: after the first explanation, or (when nothing was explained)
   * with no history question after it.
   */
  private closesEncounter(turn: LearnerTurn): boolean {
    // The invitation itself explains nothing.
    const explainsSomething = (t: LearnerTurn) =>
      this.diagnosisTurns.includes(t) ||
      [...t.understanding.education, ...t.extra.filter((k) => k.kind === 'education').map((k) => k.key)].some(
        (e) => e !== 'invitingQuestions',
      );
    // The explanation after the history began: an opening that says what the visit will do ("오늘은
    // 몇 가지 여쭤보고 진찰한 다음 설명드릴게요. 궁금한 거 있으면 언제든 물어보세요") is no explanation.
    const firstQuestion = this.record.turns.find(
      (t) =>
        asksSomething(t.message.content) &&
        (t.understanding.topics.length > 0 || t.understanding.symptoms.length > 0) &&
        !IDENTITY_OR_GREETING.test(t.message.content),
    );
    const firstExplanation = this.record.turns.find(
      (t) =>
        this.explanations.has(t) &&
        !t.understanding.acts.includes('greeting') &&
        explainsSomething(t) &&
        (!firstQuestion || t.index > firstQuestion.index),
    );
    if (firstExplanation) return turn.index >= firstExplanation.index;
    return !this.record.turns.some(
      (t) =>
        t.index > turn.index &&
        asksSomething(t.message.content) &&
        (t.understanding.topics.length > 0 || t.understanding.symptoms.length > 0),
    );
  }

  /** The clause that asks the key is a deferral ("가족분들 얘기는 다음에 여쭤볼게요"). */
  private deferred(turn: LearnerTurn, kind: KeyKind, key: string): boolean {
    const text = turn.message.content;
    if (!LATER_DEFERRAL.test(text)) return false;
    // Round 19: a deferral run on into the next question without a stop ("약 얘기는 이따 할게요 심장병 당뇨
    // 있어요?") defers only its own part.
    const live = clauses(unglossed(text))
      .flatMap((c) => c.split(/(?<=(?:게요|께요|습니다))\s*(?=[가-힣])|(?<=(?:할게|할께))\s+(?=[가-힣])/))
      .filter((c) => !LATER_DEFERRAL.test(c));
    return !live.some(
      (c) => quoteKey(c, kind, key, this.caseData) === c.trim() && touchesClause(c, kind, key, this.caseData),
    );
  }

  /**
   * A keyword without its meaning: "가족들도 술 드시는 거 아세요?" names the family but asks no family
   * history; "아파하면 바로 멈출게요" names pain but asks nothing.
   */
  private withoutMeaning(turn: LearnerTurn, kind: KeyKind, key: string): boolean {
    const all = clauses(unglossed(turn.message.content));
    const naming = all.filter((c) => touchesClause(c, kind, key, this.caseData));
    // Round 32: an item that asks only whether it is continuous or comes and goes is asked by a question that asks that,
    // not by the severity then and now ("그때 몇점이었어요 지금은요"), how it is now, whether it got better, or how long
    // it lasted ("얼마나 지속됐어요?").
    if (
      kind === 'topic' &&
      (key === 'course' || key === 'duration') &&
      this.current !== undefined &&
      CONTINUITY_ITEM.test(this.current.item.text) &&
      !CONTINUITY_ITEM_MORE.test(this.current.item.text) &&
      !all.some((c) => CONTINUITY_ASKED.test(c))
    )
      return true;
    // Round 30: the patient's own words quoted back ("“물은 하루 1.5리터 정도 마셔요”라고 하셨군요.") restate; they ask
    // nothing of what they name. A question beside them in the message still asks.
    if (
      (kind === 'topic' || kind === 'symptom') &&
      new RegExp(QUOTED_BACK.source).test(turn.message.content) &&
      // A question beside the quote asks, and may borrow the quote's words ("…”라고 하셨는데, 일주일에 몇 번 드세요?").
      !asksSomething(turn.message.content.replace(QUOTED_BACK, '그렇게 ')) &&
      !clauses(turn.message.content.replace(QUOTED_BACK, '그렇게 ')).some((c) =>
        touchesClause(c, kind, key, this.caseData),
      )
    )
      return true;
    // Round 30: the colour or amount of a discharge ("가래 색깔은요?", "가래나와요? 색깔이랑양은") asks that discharge, not
    // the complaint's character, when the character item names no discharge ("마른기침인지, 언제 심한지").
    if (
      kind === 'topic' &&
      key === 'character' &&
      this.current !== undefined &&
      // Round 36: the bleeding's colour or amount ("출혈의 양(패드 수), 색, 덩어리") is no discharge item.
      !(DISCHARGE_ITEM.test(this.current.item.text) && !BLEEDING_ITEM.test(this.current.item.text)) &&
      DISCHARGE.test(`${turn.previous ?? ''} ${turn.message.content}`) &&
      (naming.length === 0
        ? DISCHARGE_QUALITY.test(turn.message.content)
        : naming.every((c) => DISCHARGE_QUALITY.test(c)))
    )
      return true;
    // Round 25: an embedded question cut at its comma belongs to the sentence it is in ("배가 아픈지, 어디가 아픈지는 검사
    // 결과가 나오면 다시 설명드릴게요."): when that goes on to state, it asks nothing.
    const embeddedInStatement = (c: string): boolean => {
      const next = all[all.indexOf(c) + 1];
      return (
        /지\s*[,，]\s*$/.test(c.trim()) &&
        next !== undefined &&
        (statesOnly(next) || LATER_DEFERRAL.test(next) || embeddedInStatement(next))
      );
    };
    // Round 31: the patient's own pill for blood pressure asked ("요즘 혈압약은 어떻게 드시고 계세요?") is not the drugs that
    // raise it ("진통소염제, 피임약, 감초 등 혈압을 올릴 수 있는 약").
    if (
      kind === 'topic' &&
      key === 'medication' &&
      this.current !== undefined &&
      /올릴\s?수\s?있는\s?약/.test(this.current.item.text) &&
      naming.length > 0 &&
      naming.every(
        (c) =>
          /혈압\s?약/.test(c) && !/진통|소염|감기|한약|피임|감초|스테로이드|영양제|다른\s?약|말고/.test(c),
      )
    )
      return true;
    // Round 31: the result named as what brought the patient, then the feeling asked ("검진 결과 보시고 어떤 마음으로
    // 오셨어요?", "검진 결과 얘기 들으시고 어떠셨어요?"): the interview opened, no check-up asked.
    if (
      kind === 'topic' &&
      key === 'checkup' &&
      naming.length > 0 &&
      naming.every((c) => RESULT_FEELING.test(c))
    )
      return true;
    // Round 19: a check of understanding ("어머님, 집에서 어떤 때 다시 오셔야 하는지 한번 말씀해 주시겠어요?", "…다음 주부터
    // 바로 하실 거 두 가지만 말씀해 주시겠어요?") asks what was explained, no history.
    if (
      (kind === 'topic' || kind === 'symptom') &&
      all.length > 0 &&
      all.every((c) => UNDERSTANDING_CHECK.test(c) || TAKEAWAY_ASKED.test(c) || RETOLD.test(c))
    )
      return true;
    // Read only from the whole message ("담배 피우면 기침 가래가 생길 수 있어요"): a message that only
    // states asks nothing.
    // A tag question ("4차까지 맞았네요, 맞죠?") makes the statement before it a question.
    const tagged = all.some((c) => TAG_QUESTION.test(c.trim()));
    if (naming.length === 0) return all.length > 0 && !tagged && all.every(statesOnly);
    return naming.every(
      (c) =>
        CONSENT_PHRASE.test(c) ||
        embeddedInStatement(c) ||
        /멈출게|멈추겠|그만할게/.test(c) ||
        (!tagged && statesOnly(c) && !DOCUMENT_READ.test(c)) ||
        // "어디가 불편해서 오셨어요?" opens the interview; it earns no history item.
        (OPENING.test(c) && !/언제|얼마나|어떻게\s?아프|몇/.test(c)) ||
        // Round 34: comfort said to a child ("우리 시후 무릎 많이 아팠지?") asks no past illness.
        COMFORT_TAG.test(c.trim()) ||
        // Round 34: the complaint dated ("소변 빨간 거 언제부터요?") asks its onset, not its colour or character.
        ((kind === 'symptom' || kind === 'topic') &&
          this.current !== undefined &&
          /색|양상|모양/.test(this.current.item.text) &&
          !/언제부터/.test(this.current.item.text) &&
          COMPLAINT_DATED.test(c)) ||
        // Round 34: a service told ("병원에 암 환자분들 상담실이 있어요.") asks no history.
        (SERVICE_TOLD.test(c) && !/[?？]\s*$/.test(c)) ||
        // Round 34: the opening "where" asked bare before any history ("어디 아파요?") is the open question, not a location.
        (OPENING_WHERE.test(c.trim()) && this.openingWhere(turn)) ||
        // Round 36: what the patient told, dated, asks its onset only; "A 말고 B는요?" asks B, not A.
        ((kind === 'symptom' || kind === 'topic') && key !== 'onset' && TOLD_THING_DATED.test(c)) ||
        ((kind === 'symptom' || kind === 'topic') && this.setAside(c, kind, key)) ||
        // Round 36: a drug told to be stopped ("영양제도 다 끊고") asks what is taken no more than other advice does.
        (key === 'medication' && drugStoppedTold(c)) ||
        IDENTITY_OR_GREETING.test(c) ||
        // "쓰러지기 전에 어떤 증상이 있었어요?" asks the prodrome, not a preceding event or injury.
        ((key === 'event' || key === 'trauma') && PRODROME.test(c)) ||
        // Round 13: "시간이 지나면서 더 심해지고 있어요?" asks the course, not what makes it worse.
        ((key === 'aggravating' || key === 'relieving') &&
          COURSE_OVER_TIME.test(c) &&
          !CONDITION_ASKED.test(c.replace(/지나(면서|며|니까|도)/g, ' '))) ||
        // "어느 정도 움직이면 숨이 차요? 평지 걸을 때도 그래요?" asks how much exertion (severity).
        ((key === 'aggravating' || key === 'relieving') && EXERTION_GRADE.test(turn.message.content)) ||
        // Round 30: the level of activity asked ("지금 말하는것도 힘들어요? 걸을때는", "가만히 있어도 숨차요? 걸을 때는요?") grades
        // the breathlessness (severity), when the checklist asks how much exertion brings it on.
        ((key === 'aggravating' || key === 'relieving') &&
          this.checklistAsks(/어느\s?정도\s?움직이면/) &&
          (EXERTION_LEVEL.test(c) ||
            (/(가만히|쉴\s?때|쉬고\s?있)/.test(c) && !/더\s?(심|차|힘들)|악화|나아|좋아|편해|덜/.test(c)))) ||
        // Round 30: an allergy asked ("알레르기 있다는 얘기 들은 적 있어요?") is the allergy item's, not the past history's.
        (kind === 'topic' &&
          key === 'pastMedical' &&
          /알레르기|알러지/.test(c) &&
          !/(?<!알레르기\s?)(병|질환)|면역|경련|수술|입원|진단|앓|천식|비염|아토피/.test(
            c.replace(/알레르기\s?(질환|반응)/g, ''),
          ) &&
          !(this.current && /알레르기|알러지/.test(this.current.item.text)) &&
          this.checklistAsks(/알레르기|알러지/)) ||
        // Round 30: brothers and sisters at a nursery or a school ("형이나 누나가 다니는 데 있어요?") are group life, no
        // relative's illness.
        (kind === 'topic' &&
          key === 'family' &&
          /어린이집|유치원|학교|학원|다니/.test(c) &&
          !FAMILY_HISTORY.test(c.replace(/다니[가-힣]*/g, ' '))) ||
        (kind === 'topic' && key === 'family' && !FAMILY_HISTORY.test(c)) ||
        // Round 23: the opening "무슨 일이 있었는지 말씀해 주세요", "오늘 무슨 일이 있었어요?" asks what happened: an open
        // question, no preceding event and no history of violence.
        (kind === 'topic' &&
          (key === 'event' || key === 'violenceHistory') &&
          (WHAT_HAPPENED.test(c) || OPEN_WHAT.test(c.trim())) &&
          // What happened today is the presenting incident; "무슨 일 있었어요?" alone, in a counselling history, still asks
          // what set it off or what was done (classes.test.ts).
          /오늘|아침|그날|어젯밤|지난밤|방금|아까/.test(c) &&
          !/전에|직전|앞서|계기|전날|때리|때린|맞(았|으|고)|폭력|언제부터|처음/.test(c) &&
          // After the history began ("그렇게 힘들어지신 게 언제부터예요? 무슨 일이 있으셨어요?") it asks what set it off.
          this.opening(turn)) ||
        // Round 23: "이전에 병원을 찾거나 신고한 적": an earlier beating asked ("전에도 때린 적 있어요?") is no help sought.
        (kind === 'topic' &&
          key === 'experience' &&
          this.current !== undefined &&
          /병원을\s?찾거나|신고한\s?적/.test(this.current.item.text) &&
          !HELP_SOUGHT.test(c)) ||
        // Round 23: "약 많이 먹은 적" asks an overdose, not the drugs taken.
        (kind === 'topic' && key === 'medication' && OVERDOSE.test(c)) ||
        // Round 27: what makes the pain worse ("숨쉬면 더 아파요?", "기침하면 가슴이 더 아파요?") is no factor of the
        // breathlessness an item names ("숨참을 악화·완화시키는 요인"): the factor belongs to the symptom asked about.
        ((key === 'aggravating' || key === 'relieving') &&
          this.current !== undefined &&
          BREATH_ITEM.test(this.current.item.text) &&
          PAIN_ASKED.test(c) &&
          !BREATH_NAMED.test(c)) ||
        // Round 23: "오늘 열이 나거나 아픈 곳이 있는지": a symptom asked of a past shot is that shot's reaction.
        (kind === 'symptom' &&
          this.current !== undefined &&
          /오늘/.test(this.current.item.text) &&
          PAST_SHOT.test(turn.message.content) &&
          !NOW_ASKED.test(c)) ||
        // Round 23: "어린이집·학교 등 단체생활": who lives at home ("집에 같이 사시는 분들은요?") is no group life.
        (kind === 'topic' &&
          key === 'living' &&
          this.current !== undefined &&
          /단체/.test(this.current.item.text) &&
          !GROUP_LIFE.test(c)) ||
        // Round 37: whether someone else knows ("가족들은 기침 때문에 병원 온 거 알아요?", "남편분은 담배 피우시는 거 아세요?") asks
        // what they know, not the history its words name (EXAMINER-RULES, "Off-target questions").
        ((kind === 'topic' || kind === 'symptom') && OTHERS_KNOW.test(c)) ||
        // Round 37: a contact who has a disease ("일하는 데 결핵 환자 있었어요?") is an exposure, not the patient's past illness.
        (kind === 'topic' && key === 'pastMedical' && CONTACT_PATIENT.test(c) && !OWN_PAST.test(c)) ||
        // Round 21: money asked ("생활비나 학비는 어떻게 해요?", "연금은 직접 쓰세요?") is the living situation, not
        // economic abuse, unless someone takes or withholds it.
        (kind === 'topic' && key === 'violenceHistory' && MONEY_ASKED.test(c) && !ABUSE_TOLD.test(c)) ||
        // Round 21: "팔 말고 또 아프신 데 있으세요?" asks other sites, not an earlier episode.
        (kind === 'topic' &&
          key === 'experience' &&
          OTHER_SITE.test(c) &&
          !/전에|예전|이전|과거|처음|첨|첫|적(이|은|도)?\s|때(도|는|랑)/.test(c)) ||
        // Round 21: a report made before ("전에 경찰에 알리신 적 있으세요?") is no intent to report, unless the item
        // asks it too ("신고했는지, 신고할 생각이 있는지").
        (kind === 'topic' &&
          key === 'reportingIntent' &&
          PAST_REPORT.test(c) &&
          !REPORT_INTENT.test(c) &&
          !(this.current && /신고했는지|신고\s?여부|신고한\s?적/.test(this.current.item.text))) ||
        // "예전보다 양이 늘었나요?" asks whether use grew (the course), not whether the same dose does less.
        (kind === 'topic' && key === 'tolerance' && !TOLERANCE_MEANT.test(c)) ||
        // "엽산 먹어요?" asks a supplement taken, not the prenatal visits and their results.
        (kind === 'topic' &&
          key === 'prenatalCare' &&
          /엽산/.test(c) &&
          !/검사|진찰|병원|초음파|다니/.test(c)) ||
        // "(…사라지고 싶다는 생각…) 그런 생각 해 보신 적 있으세요?" asks about what was just said,
        // not about an earlier episode.
        (kind === 'topic' &&
          key === 'experience' &&
          /^(그런|이런)\s?(생각|적|일|느낌|마음)/.test(c.trim()) &&
          !/전에|예전|이전|과거|처음|첨|첫/.test(c)) ||
        // "괜찮다가 또 아프고 그래요?" asks whether it comes and goes, not about an earlier episode.
        (kind === 'topic' &&
          key === 'experience' &&
          /(괜찮|안\s?아프|안\s?아파|멀쩡|좋아지|나아지|덜하)[가-힣]*다가\s?(또|다시)/.test(c) &&
          !/전에|예전|이전|과거|처음|첨|첫|적(이|은|도)?\s/.test(c)) ||
        // "진통제 먹으면요?" asks whether it relieves the pain, not what the patient takes.
        (kind === 'topic' &&
          key === 'medication' &&
          /(먹으면|드시면|쓰면|바르면|맞으면|복용하면)(요|은요|는요)?\s*[?？]?$/.test(c.trim())) ||
        // "감기 같은 거 앓은 적 있으세요?" asks a recent infection, not the past history.
        (kind === 'topic' && key === 'pastMedical' && ACUTE_ILLNESS.test(c) && !CHRONIC_ILLNESS.test(c)) ||
        // Round 14: "결핵 앓은 사람이랑 같이 지낸 적 있어요?" asks about a contact's illness, not the patient's.
        (kind === 'topic' && key === 'pastMedical' && OTHERS_ILLNESS.test(c)) ||
        // "생리통이 언제부터 심해졌어요?" asks when it began, not whether it keeps getting worse, and
        // not the cycle or the flow.
        (kind === 'topic' && key === 'course' && WHEN_WORSE.test(c) && !COURSE_ASKED.test(c)) ||
        (kind === 'topic' &&
          key === 'menstrualPattern' &&
          /(생리|월경)통/.test(c) &&
          !/(생리|월경)(?!통)|주기|양(은|이|도)|규칙|며칠|기간|패드|초경|폐경/.test(c)) ||
        // "갑상선 검사 받아 보신 적 있어요?" asks about a test had (a check-up), not an illness.
        (kind === 'topic' && key === 'pastMedical' && TEST_HAD.test(c) && !ILLNESS_TOLD.test(c)) ||
        // Round 10: "학교 다니지? 몇 학년이야?" asks what the patient does, not who lives at home.
        (kind === 'topic' &&
          key === 'living' &&
          // Round 11: unless the item asks group life itself ("어린이집·학교 등 단체생활 여부").
          !(this.current && /학교|어린이집|유치원|단체/.test(this.current.item.text)) &&
          /학교|학년|반\s?(이|은)|다니(지|니|세요|시|는)/.test(c) &&
          !/집|같이|함께|가족|식구|사세|사시|살아|사니|기숙사|자취|혼자/.test(c)) ||
        // Round 16: "다른 병원에서도 받으세요?" asks where a drug comes from, not an illness.
        (kind === 'topic' &&
          key === 'pastMedical' &&
          /병원(에서|서)(도|는|만)?\s?[^?]{0,6}(받|타|처방|구하|구해)/.test(c) &&
          !/(무슨|어떤)\s?(병|질환)|진단|앓|치료\s?받|병\s?(있|없)/.test(c)) ||
        // Round 10: "병원 다니시는 데 회사 일정은 괜찮으세요?" asks about the schedule, not an illness.
        (kind === 'topic' &&
          key === 'pastMedical' &&
          /병원\s?(다니시는|다니는|오시는|다니실|오실)\s?(데|동안|게|거|것|때)/.test(c) &&
          !/(무슨|어떤)\s?(병|질환)|진단|앓|치료\s?받/.test(c)) ||
        // Round 25: keywords without their meaning. "계속 아파요, 아니면 있다 없다 해요?" asks whether it comes and goes,
        // not how it changed over time (unless the item itself asks that).
        (kind === 'topic' &&
          key === 'course' &&
          COMES_AND_GOES.test(c) &&
          !COURSE_OVER_TIME.test(c) &&
          !(this.current && /있다\s?없다|계속되는지|지속되는지/.test(this.current.item.text))) ||
        // "일하시는 데 지장은요?" asks what the illness does to work, not what the work is.
        (kind === 'topic' && key === 'occupation' && WORK_IMPACT.test(c) && !JOB_ASKED.test(c)) ||
        // "술은 어느 정도 드세요? 다른 약물은요?" asks other substances, not the medicines taken.
        (kind === 'topic' &&
          key === 'medication' &&
          /약물/.test(c) &&
          !/복용|처방|드시는\s?약|먹는\s?약|드시는\s?거|영양제|한약/.test(c) &&
          SUBSTANCE_CONTEXT.test(turn.message.content) &&
          this.checklistAsks(/약물\s?사용|물질|마약/)) ||
        // "밤에 소변 때문에 몇 번 깨세요?" asks the nocturia, not how often by day, when the checklist asks both.
        (kind === 'symptom' &&
          key === 'frequency' &&
          NIGHT_VOIDING.test(c) &&
          !/낮|하루에|자주\s?(보|가|마려)|급하/.test(c) &&
          this.checklistAsks(/밤에\s?소변|야간뇨/)) ||
        // "몸이 지치는 느낌이에요, 의욕이 없는 느낌이에요?" asks what the fatigue is like, when another item names 의욕 that
        // way; it asks no lost interest.
        (kind === 'symptom' &&
          key === 'anhedonia' &&
          /의욕/.test(c) &&
          !/흥미|재미|즐거|좋아하던|관심/.test(c) &&
          !(this.current && /의욕/.test(this.current.item.text)) &&
          this.checklistAsks(/의욕이\s?없는지/)) ||
        // "소변검사랑 피검사로 PSA를 보고, …": a test planned, cut at the comma, asks nothing.
        TEST_PLANNED.test(c.trim()),
    );
  }

  /**
   * Round 25: a physical examination named as a "검사" ("직장수지검사는 나중에 비뇨기과 선생님이 해 볼 거예요") is no
   * test explained, unless the tests item names it.
   */
  /**
   * Round 37: the carer who tells the history is the one the learner speaks to: "사모님도 밤에 잠을 못 주무셔서 많이 힘드시겠어요"
   * said to the wife who brought her husband acknowledges the listener's own feeling, not someone else's.
   */
  private listenerAddressed(clause: string): boolean {
    const informant = this.caseData.persona.informant ?? '';
    if (!informant) return false;
    const words = Object.entries(CARER_ADDRESS)
      .filter(([role]) => informant.includes(role))
      .flatMap(([, w]) => w);
    return words.some((w) => new RegExp(`(?<![가-힣])${w}(도|이|께서|께서도|은|는)`).test(clause));
  }

  private examsOut(text: string): string {
    const item = this.current?.item.text ?? '';
    return text.replace(EXAM_AS_TEST, (m) => (compact(item).includes(compact(m)) ? m : ' '));
  }

  /** Round 25: some history item of this case's checklist says this. */
  private checklistAsks(re: RegExp): boolean {
    return this.historyItems.some((i) => re.test(i.text));
  }

  /**
   * Round 23: an item that names one pair of limbs' strength ("다리의 근력, 감각, 반사를 확인했다", "팔의 근력 …") is not met by a
   * strength test of the other pair alone (a grip for the legs, a foot pushed for the arms).
   */
  private otherLimbOnly(turn: LearnerTurn): boolean {
    if (!this.current) return false;
    const item = this.current.item.text;
    const text = turn.message.content;
    const legsItem = LEGS.test(item) && !ARMS.test(item) && !/사지|팔다리/.test(item);
    const armsItem = ARMS.test(item) && !LEGS.test(item) && !/사지|팔다리/.test(item);
    if (/사지|팔다리/.test(text)) return false;
    if (legsItem) return ARMS.test(text) && !LEGS.test(text);
    if (armsItem) return LEGS.test(text) && !ARMS.test(text);
    return false;
  }

  /** Round 23: no earlier turn asked any history (greeting and who-is-who aside), and this turn asks only what happened. */
  /** A history question asked before this turn (greeting and who the patient is ask none). */
  private historyBefore(turn: LearnerTurn): boolean {
    const asksHistory = (t: LearnerTurn) =>
      asksSomething(t.message.content) &&
      (t.understanding.topics.length > 0 ||
        t.understanding.symptoms.length > 0 ||
        t.extra.some((k) => k.kind === 'topic' || k.kind === 'symptom')) &&
      !t.understanding.acts.some((a) => a === 'greeting' || a === 'identityCheck') &&
      !t.extra.some((k) => k.kind === 'act' && (k.key === 'greeting' || k.key === 'identityCheck')) &&
      !IDENTITY_OR_GREETING.test(t.message.content);
    return this.record.turns.some((t) => t.index < turn.index && asksHistory(t));
  }

  /** Round 36: the key is named only in the part set aside ("두통 말고 다른 불편한 건요?" asks no headache): not asked. */
  private setAside(c: string, kind: KeyKind, key: string): boolean {
    const m = SET_ASIDE.exec(c.trim());
    if (!m?.[3]) return false;
    const keysIn = (part: string) => {
      const u = analyzeUtterance(part);
      return [
        ...(kind === 'topic' ? u.topics : u.symptoms),
        ...supplementaryKeys(part, this.caseData)
          .filter((k) => k.kind === kind)
          .map((k) => k.key),
      ];
    };
    // Only what the set-aside part names itself is set aside ("요즘 가슴 멍울 말고 불편한 데는요?" still asks how she is),
    // and only when the rest asks something of its own ("따님 말고 또 있으세요?" asks more of the same).
    const rest = keysIn(m[3]);
    return keysIn(m[1] ?? '').includes(key) && rest.length > 0 && !rest.includes(key);
  }

  /**
   * Round 34: the opening "where" ("어디 아파요?") opens the interview when nothing was asked before it, in earlier turns or in
   * its own turn ("언제부터 아팠어요? … 어디가 아파요?" asks the location of the pain being asked about).
   */
  private openingWhere(turn: LearnerTurn): boolean {
    if (this.historyBefore(turn)) return false;
    return clauses(turn.message.content)
      .filter((c) => !OPENING_WHERE.test(c.trim()) && isQuestionClause(c))
      .every((c) => {
        const u = analyzeUtterance(c);
        return u.topics.length === 0 && u.symptoms.length === 0;
      });
  }

  private opening(turn: LearnerTurn): boolean {
    const others = clauses(turn.message.content).filter((c) => {
      if (!isQuestionClause(c) || WHAT_HAPPENED.test(c) || OPEN_WHAT.test(c.trim())) return false;
      const u = analyzeUtterance(c);
      return u.topics.length > 0 || u.symptoms.length > 0;
    });
    return others.length === 0 && !this.historyBefore(turn);
  }

  /**
   * Round 23: an exam's consent turn that names what it will take ("…항문을 보면서 증거용 면봉을 쓸 거예요. … 멈추고 싶으면
   * 말씀하세요") tells what is done, not the explanation: another turn that tells it comes first.
   */
  private consentLast(turns: LearnerTurn[]): LearnerTurn[] {
    const consent = turns.filter((t) => this.consentTurn(t));
    return consent.length === 0 ? turns : [...turns.filter((t) => !consent.includes(t)), ...consent];
  }

  /** Round 23: every clause naming a treatment says it is of no use or not needed. */
  private treatmentDeclined(turn: LearnerTurn): boolean {
    const naming = clauses(turn.message.content).filter((c) =>
      touchesClause(c, 'education', 'treatment', this.caseData),
    );
    return naming.length > 0 && naming.every((c) => TREATMENT_DECLINED.test(c));
  }

  /** An explanation concept read only from questions ("아스피린 같은 약 먹어요?"). */
  private onlyAsked(turn: LearnerTurn, key: string): boolean {
    const text = turn.message.content;
    const naming = clauses(text).filter((c) => touchesClause(c, 'education', key, this.caseData));
    return (
      naming.length > 0 &&
      naming.every(
        (c) =>
          (/[?？]\s*$/.test(c.trim()) && !/(볼까요|할까요|해\s?볼까|정할까|하실래요)/.test(c)) ||
          // Round 10: "결과 말씀드리기 전에, 자세하게 다 들으시는 게 좋으세요, 아니면 …?": a question cut at a
          // comma asks, when its sentence ends in '?'.
          (/[,，]\s*$/.test(c.trim()) &&
            isQuestionClause(c.trim().replace(/[,，]\s*$/, '')) &&
            /^[^.!。]*?[?？]/.test(text.slice(text.indexOf(c) + c.length))) ||
          // Round 20: "검사 결과 말씀드리기 전에, … 생각하고 계셨는지 먼저 듣고 싶어요.": what the learner will do
          // is named as a time, in a sentence that asks the patient.
          (BEFORE_DOING.test(c) &&
            /^[^.!。]*?([?？]|(듣고\s?싶|여쭤\s?보고\s?싶|말씀해\s?주)[가-힣]*[.!]?\s*$)/.test(
              text.slice(text.indexOf(c)).replace(/^[^]*?기\s?(전에|앞서)\s*[,，]/, ''),
            )) ||
          // "아스피린 같은 약 먹어요": messy typing asks what the patient takes without a '?'.
          (MESSY_ASKING.test(normalizeMessy(c.trim())) && !PLAN_VERB.test(c)) ||
          // Round 23: someone else's treatment reported, or the patient's request named back.
          REPORTED_CLAUSE.test(c.trim()) ||
          // Round 23: a condition asked telegraphically ("안마시면 손떨리거나 잠 안오는거").
          TELEGRAPHIC_CONDITION.test(normalizeMessy(c.trim())) ||
          // Round 23: withdrawal named as a feature of the diagnosis ("떨어지면 금단 증상이 오는 … 사용장애로 보여요") manages
          // nothing.
          (key === 'withdrawalManagement' &&
            this.diagnosisTurns.includes(turn) &&
            DIAGNOSTIC_FRAMING.test(c) &&
            !WITHDRAWAL_MANAGED.test(c)),
      )
    );
  }

  /** Every part of the message that names the manoeuvre says it is not done. */
  private notDone(turn: LearnerTurn, key: string): boolean {
    // Round 25: "(입 벌리게 하고 목 안 봄)" looks inside the throat; 안 is the inside, not a negation.
    // Round 25: a gloss ("(MMSE 등)", "(이동 탁음)") is read with the sentence it is in.
    const text = unglossed(turn.message.content).replace(
      /(벌리[가-힣]*\s?[^)）]{0,8}(목|입))\s?안\s?(봄|본다|봤|보고|봐)/g,
      '$1 안쪽 $3',
    );
    if (!NOT_DONE.test(text)) return false;
    // Round 25: an action list of several sentences ("(맥버니점을 누르자 아파한다. 반발압통은 … 확인하지 않는다)") is
    // read sentence by sentence.
    const parts = clauses(text).flatMap((c) =>
      c.replace(/^[(（]|[)）]$/g, '').split(/[,，]|\s및\s|(?<=[.。!])\s+/),
    );
    const naming = parts.filter(
      (p) => p.trim() !== '' && touchesClause(`(${p.trim()})`, 'manoeuvre', key, this.caseData),
    );
    if (naming.length === 0) return NOT_DONE.test(text) && !clauses(text).some((c) => !NOT_DONE.test(c));
    // Round 25: a list of nouns closed by one negated verb ("(다리의 근력, 감각, 반사를 확인하지 않는다)") is not done as a
    // whole; a part with a verb of its own ("(복부 촉진하고, 반발압통은 확인하지 않는다)") keeps its own reading.
    const bareNoun = (p: string) =>
      !/[다고며서함봄음요게]\s*$/.test(p.trim()) && !/(하|보|재|듣|만지|누르)[고며]/.test(p);
    const listNegated = (p: string) =>
      bareNoun(p) &&
      clauses(text).some((c) => {
        const list = c.replace(/^[(（]|[)）]$/g, '').split(/[,，]|\s및\s/);
        const last = list.at(-1) ?? '';
        // A topic marked apart ("걷기는 못 해서 하지 않음", "반발압통은 …") is not done alone.
        return (
          list.some((x) => x.trim() === p.trim()) &&
          NOT_DONE.test(last) &&
          !/[가-힣](은|는)\s/.test(last.replace(/[가-힣]*\s?(건|것은|거는)(?=\s)/g, ' ')) &&
          list.slice(0, -1).every(bareNoun)
        );
      });
    return naming.every((p) => NOT_DONE.test(p) || listNegated(p));
  }

  /**
   * Round 25: a manoeuvre read from words that ask or put off asking ("다리가 붓는지는 검사 결과가 나오면 다시
   * 설명드릴게요", "피부 발진이 있는지 여쭤볼게요", "혈압약은 이따가 여쭤볼게요"): no examination is done.
   */
  private askedOrToldOnly(turn: LearnerTurn, key: string): boolean {
    const naming = clauses(unglossed(turn.message.content)).filter(
      (c) => !/^[(（]/.test(c.trim()) && touchesClause(c, 'manoeuvre', key, this.caseData),
    );
    return naming.length > 0 && naming.every((c) => ASKED_OR_TOLD.test(c) || LATER_DEFERRAL.test(c));
  }

  /**
   * A manoeuvre read from an action that is another one: pressing a nail and letting go
   * ("손톱을 눌렀다 떼 본다") is capillary refill, not rebound tenderness.
   */
  private otherManoeuvre(turn: LearnerTurn, key: string): boolean {
    const other = OTHER_MANOEUVRE[key];
    if (!other) return false;
    const parts = clauses(turn.message.content).flatMap((c) =>
      c.replace(/^[(（]|[)）]$/g, '').split(/[,，]|\s및\s/),
    );
    const naming = parts.filter(
      (p) => p.trim() !== '' && touchesClause(`(${p.trim()})`, 'manoeuvre', key, this.caseData),
    );
    return naming.length > 0 && naming.every((p) => other.test(p));
  }

  /** A turn that announces the exam and invites the patient to stop or agree (the consent turn). */
  private consentTurn(turn: LearnerTurn): boolean {
    const text = turn.message.content;
    return (
      turn.understanding.acts.includes('examConsent') ||
      (EXAM_ANNOUNCEMENT.test(text) &&
        (CONSENT_PHRASE.test(text) ||
          INVITE_TO_STOP.test(text) ||
          /괜찮(으시|으세|죠|을까)|될까요/.test(text)))
    );
  }

  /** "바로 119 부르시고 잘하셨어요" praises what was done; it tells nothing to watch for. */
  private onlyPraise(turn: LearnerTurn): boolean {
    const naming = clauses(turn.message.content).filter((c) =>
      touchesClause(c, 'education', 'warningSigns', this.caseData),
    );
    return naming.length > 0 && naming.every((c) => PRAISE.test(c));
  }

  /** "금연클리닉 학생의사 ○○입니다" introduces the learner; it offers no service. */
  private onlyIntroduction(turn: LearnerTurn, key: string): boolean {
    if (!turn.understanding.acts.includes('greeting')) return false;
    const naming = clauses(turn.message.content).filter((c) =>
      touchesClause(c, 'education', key, this.caseData),
    );
    return naming.length > 0 && naming.every((c) => /학생\s?의사|학생의사|입니다|이에요|예요|안녕하/.test(c));
  }

  /** "아프시면 바로 말씀해 주세요" during the exam is consent, not a warning sign. */
  private onlyConsentPhrase(turn: LearnerTurn): boolean {
    if (!EXAM_ANNOUNCEMENT.test(turn.message.content)) return false;
    const live = clauses(turn.message.content).filter(
      (c) => !CONSENT_PHRASE.test(c) && touchesClause(c, 'education', 'warningSigns', this.caseData),
    );
    return live.length === 0;
  }

  private quote(turn: LearnerTurn, kind: KeyKind, key: string): string {
    return quoteKey(turn.message.content, kind, key, this.caseData, turn.previous);
  }

  /**
   * The turn touching a key that earns the item, with its quote: for a history key, the first turn
   * whose quoted question asks about no other item of the checklist ("기분은 대체로 어떠세요?" rather
   * than "기분이 가라앉은 게 언제부터예요?", which asks the onset; "진통제 얼마나 드세요?" rather than
   * "진통제 먹으면요?", which asks what relieves it); the first turn when every one does.
   */
  private plain(kind: KeyKind, key: string): Candidate | undefined {
    let turns = this.turnsFor(kind, key);
    // Round 34: evidence collection announced in the consent to the exam ("이제 진찰이랑 증거 채취를 할 건데요") explains
    // neither why it is needed nor what to keep: another turn must.
    if (kind === 'education' && key === 'evidencePreservation')
      turns = turns.filter((t) => !this.consentTurn(t) || EVIDENCE_EXPLAINED.test(t.message.content));
    // Advice: the turn that says what the item names ("손 씻기와 음식 위생") comes before an earlier
    // turn of other advice that carries the same broad concept ("물이랑 이온음료 조금씩 자주 먹이고").
    // Lifestyle advice must be of a kind the item names ("금연을 권했다" is not met by "물 많이 드세요").
    if (kind === 'education' && key === 'lifestyle' && this.current) {
      const itemText = this.current.item.text;
      // Round 19: a drug the patient takes told to be stopped ("피임약은 끊으셔야 돼요") is advice for an item that
      // names what provokes the illness or a drug ("금연과 유발 요인 피하기", "금주와 진통소염제 중단"). Round 20: only
      // there; it is no general advice concept, so it explains nothing for any other item (a closing after it, plain
      // words), and a drug not to be stopped, stopped in the past or held for a test is not it (DRUG_NOT_STOPPED).
      // Round 21: for an item that names no drug of its own, only this patient's provoking drug (caseStopsDrug).
      const provokerOnly = PROVOKER_ITEM.test(itemText) && !ITEM_NAMES_DRUG.test(itemText);
      const stoppedHere = (c: string) =>
        drugStoppedTold(c) && (!provokerOnly || caseStopsDrug(this.caseData, c));
      if (DRUG_ITEM.test(itemText)) {
        const stopped = this.record.turns.filter(
          (t) => !turns.includes(t) && clauses(t.message.content).some(stoppedHere),
        );
        if (stopped.length > 0) turns = [...turns, ...stopped].sort((a, b) => a.index - b.index);
      }
      turns = turns.filter((t) => {
        // "담배는 꼭 끊으세요." ends like "있으세요?" but advises: only a '?' makes it a question here.
        // Round 18: a limit proposed ("하루 물은 1리터 정도로 정해 볼까요?") is told too.
        const told = clauses(t.message.content).filter(
          (c) => !/[?？]\s*$/.test(c.trim()) || PLAN_PROPOSAL.test(c.trim()),
        );
        const advising = told.filter(
          (c) =>
            touchesClause(c, 'education', 'lifestyle', this.caseData) ||
            (DRUG_ITEM.test(itemText) && stoppedHere(c)),
        );
        return (advising.length > 0 ? advising : told).some((c) =>
          adviceFitsItem(itemText, c, (said) => caseStopsDrug(this.caseData, said)),
        );
      });
      // Round 22: an item that names a substance this patient is told to stop or cut beside other kinds ("금연과 유발
      // 요인 피하기" to a smoker on the pill) is met only when that is told, and it is the turn that tells it that earns
      // the item, not the pill stopped before it (EXAMINER-RULES, round 22).
      const required = requiredSubstances(itemText, [
        ...this.caseData.plan.treatment,
        ...this.caseData.education,
      ]);
      if (required.length > 0) {
        const toldIn = (t: LearnerTurn) =>
          required.filter((s) =>
            clauses(t.message.content).some(
              (c) =>
                (!/[?？]\s*$/.test(c.trim()) || PLAN_PROPOSAL.test(c.trim())) &&
                s.told.test(c) &&
                (!SUBSTANCE_NOT_ADVISED.test(c) || SUBSTANCE_ADVISED.test(c)),
            ),
          );
        const told = new Set(turns.flatMap(toldIn));
        turns = required.every((s) => told.has(s)) ? turns.filter((t) => toldIn(t).length > 0) : [];
      }
      // Round 13: advice that goes the other way ("물 충분히 마시고" for "저녁 수분 제한") comes after a turn
      // that gives what the item names ("커피랑 술은 당분간 줄이세요").
      const against = (t: LearnerTurn) => adviceAgainstItem(itemText, t.message.content);
      turns = [...turns.filter((t) => !against(t)), ...turns.filter(against)];
    }
    // Round 21: help guided is a helpline or a service to call ("112, 1366에 24시간 전화하시면 쉼터도 연결해 줘요"),
    // before a place to go named in a safety plan ("급하면 갈 친정이나 쉼터 정해 두시고").
    if (kind === 'education' && key === 'supportResources' && turns.length > 1) {
      const guided = (t: LearnerTurn) => /[0-9]{3,4}|전화|상담|연결|센터|기관|헬프/.test(t.message.content);
      turns = [...turns.filter(guided), ...turns.filter((t) => !guided(t))];
    }
    // Round 14: an item asked in detail ("소변 양상과 옆구리 통증의 위치·양상을 자세히 물었다") is earned by a
    // question that names what it asks ("소변 색깔이나 냄새, 자주 마려운 건요?") before an elliptical follow-up
    // that borrows its subject ("소변 볼 때는요?").
    if (
      (kind === 'topic' || kind === 'symptom') &&
      this.current &&
      /자세히|구체적으로/.test(this.current.item.text) &&
      turns.length > 1
    ) {
      const elliptical = (t: LearnerTurn) =>
        t.previous !== undefined && clauses(t.message.content).every((c) => ELLIPTICAL_ONLY.test(c.trim()));
      const named = turns.filter((t) => !elliptical(t));
      if (named.length > 0) turns = named;
    }
    // Round 29: a seizure's provoking factor asked of the time before it ("경련 전날 잠은 잘 주무셨어요?") earns the
    // preceding-event item before an open request for the story ("오늘 무슨 일이 있으셨는지 처음부터 얘기해 주세요").
    if (kind === 'topic' && key === 'event' && turns.length > 1) {
      const asks = (t: LearnerTurn) => clauses(t.message.content).some((c) => SEIZURE_PROVOKER.test(c));
      if (!asks(turns[0]!) && turns.some(asks)) turns = turns.filter(asks);
    }
    // Round 27: a turn that names the item's own subject ("피임약은 언제부터 드셨어요?", "아스피린이나 진통제 드세요?")
    // earns it before a generic question that touches it too ("드시는 약 있으세요?").
    if (
      (kind === 'topic' || kind === 'symptom') &&
      this.current &&
      turns.length > 1 &&
      (this.keyUse.get(keyId(kind, key)) ?? 0) > 1
    ) {
      const subject = subjectWords(this.current.item.text);
      // The word is in the clause that asks the item, not elsewhere in the turn.
      const names = (t: LearnerTurn) =>
        clauses(t.message.content).some(
          (c) => namesSubject(c, subject) && touchesClause(c, kind, key, this.caseData),
        );
      if (!names(turns[0]!) && turns.some(names))
        turns = [...turns.filter(names), ...turns.filter((t) => !names(t))];
    }
    // Round 35: a drug asked as what came before the change ("정신이 흐려지시기 전에 새로 드신 약이 있거나, …한 일은요?") asks the
    // preceding event; the turn that asks the drugs taken ("지금 드시는 약 전부 말씀해 주시겠어요?") earns the medication.
    if (kind === 'topic' && key === 'medication' && turns.length > 1) {
      const before = (t: LearnerTurn) => DRUG_BEFORE_CHANGE.test(t.message.content);
      if (turns.some((t) => !before(t)))
        turns = [...turns.filter((t) => !before(t)), ...turns.filter(before)];
    }
    // Round 14: an item whose core is the amount ("흡연량과 흡연 기간(갑년)") is earned by the turn that asks
    // how much ("하루에 몇 개 피우시고, 몇 년 되셨어요?"), before a yes-or-no "혹시 담배 피우세요?".
    if (kind === 'topic' && this.current && AMOUNT_FIRST.test(this.current.item.text) && turns.length > 1) {
      const amount = (t: LearnerTurn) => AMOUNT_ASKED.test(t.message.content);
      turns = [...turns.filter(amount), ...turns.filter((t) => !amount(t))];
    }
    if (
      kind === 'education' &&
      key !== 'invitingQuestions' &&
      key !== 'closing' &&
      this.current &&
      turns.length > 1
    ) {
      const words = itemWords(this.current.item.text);
      const says = (t: LearnerTurn) => words.some((w) => compact(t.message.content).includes(w));
      if (words.length > 0 && !says(turns[0]!) && turns.some(says))
        turns = [...turns.filter(says), ...turns.filter((t) => !says(t))];
    }
    // Round 14: a turn that advises ("…줄이시고, …끊으세요") before one that only describes the patient's
    // habits ("운동도 하시고 날씬하신데 이렇게 높은 건, …"), whichever names the item's words.
    if (kind === 'education' && key === 'lifestyle' && turns.length > 1) {
      const advises = (t: LearnerTurn) =>
        clauses(t.message.content).some(
          (c) => touchesClause(c, 'education', 'lifestyle', this.caseData) && ADVICE_FORM.test(c),
        );
      if (turns.some(advises)) turns = [...turns.filter(advises), ...turns.filter((t) => !advises(t))];
    }
    // Round 11: coping with withdrawal and urges, where the item names no drug ("금단 증상과 흡연 욕구에
    // 대처하는 방법"), is cited at the strategy told ("담배 생각이 날 때는 물을 마시거나 양치를 하시면 …")
    // before a drug said to ease it ("챔픽스나 니코틴 패치를 쓰면 금단 증상이 덜해요"), which is the drug item's.
    // An item that names the drug help ("금단 증상과 약물 도움을 받을 수 있음") is cited at the drug turn.
    if (kind === 'education' && key === 'withdrawalManagement' && this.current && turns.length > 1) {
      const drug = (t: LearnerTurn) => namesConcreteTreatment(t.message.content, this.caseData);
      const wantsDrug = /약|니코틴|바레니클린|대체요법/.test(this.current.item.text);
      const first = turns.filter((t) => drug(t) === wantsDrug);
      if (first.length > 0) turns = [...first, ...turns.filter((t) => drug(t) !== wantsDrug)];
    }
    // Round 11: a feeling acknowledged that names the concept ("인터넷에서 부작용 얘기 보시면 걱정되실
    // 만해요") explains nothing of it.
    if (kind === 'education' && turns.length > 0) {
      const feelingOnly = (t: LearnerTurn) => {
        const carrying = clauses(t.message.content).filter((c) =>
          touchesClause(c, 'education', key, this.caseData),
        );
        return (
          carrying.length > 0 && carrying.every((c) => touchesClause(c, 'act', 'empathy', this.caseData))
        );
      };
      turns = turns.filter((t) => !feelingOnly(t));
    }
    // Round 10: a follow-up offered as an option in a shared decision ("집에 가서 생각해 보시고 다음 주에
    // 오셔도 돼요") comes after the appointment told ("다음 접종은 3월 15일로 예약해 드릴게요").
    if (kind === 'education' && key === 'followUp' && turns.length > 1) {
      const option = (t: LearnerTurn) =>
        clauses(t.message.content).some(
          (c) =>
            touchesClause(c, 'education', 'followUp', this.caseData) &&
            /(셔도|어도|아도|해도|와도)\s?(돼요|되고|됩니다|괜찮)/.test(c),
        );
      turns = [...turns.filter((t) => !option(t)), ...turns.filter(option)];
    }
    // Round 18: "이전 금연 시도와 방법, 실패 이유" is cited at the turn that asks the attempt itself ("입원하셨을 때
    // 끊으셨다고 했는데 그때 어떻게 끊으셨어요?") before one that asks only why it gave way ("담배 다시 피우게 된
    // 얘기 좀 해 주시겠어요?"): the item's core is the attempt.
    if (kind === 'topic' && key === 'quitAttempts' && turns.length > 1) {
      const attempt = (t: LearnerTurn) => QUIT_ATTEMPT_NAMED.test(t.message.content);
      if (turns.some(attempt)) turns = turns.filter(attempt);
    }
    // Round 18: a history item is cited at a turn that asks it ("하루 몇 개비, 몇 년 동안 피우셨어요?") before a
    // statement that names the same thing ("하루 몇 개비라도 심장에는 해로워요").
    if ((kind === 'topic' || kind === 'symptom') && turns.length > 1) {
      // Round 18: also where only a told sentence carries it ("쉽게 말해 담배 연기가 혈관을 좁게 만들어서 …. 이해
      // 가셨어요?").
      const toldHere = (t: LearnerTurn) => {
        const carrying = clauses(t.message.content).filter((c) => touchesClause(c, kind, key, this.caseData));
        return carrying.length > 0 && carrying.every((c) => tellsOnly(c));
      };
      const asking = turns.filter((t) => !tellsOnly(t.message.content) && !toldHere(t));
      if (asking.length > 0) turns = asking;
    }
    // Round 22: an exam item is earned by a turn that does its manoeuvre (named or described, "(팔다리를 움직여 보고 발바닥을
    // 긁어 본다)") before a turn of another item's exam that only touches it on the way ("여상훈 님, 눈 떠 보세요. 제 손 꽉
    // 잡아 보세요. (이름을 부르고 …)", the consciousness checked), when a later turn does it alone.
    if (kind === 'manoeuvre' && this.current && turns.length > 1) {
      const current = this.current;
      const othersOf = (t: LearnerTurn) => {
        const ids = new Set([
          ...t.understanding.manoeuvres.map((k) => keyId('manoeuvre', k)),
          ...t.extra.map((k) => keyId(k.kind, k.key)),
        ]);
        return this.examItems.filter(
          (item) => item !== current.item && itemKeys(item).some((k) => ids.has(k) && !current.keys.has(k)),
        ).length;
      };
      const head = turns[0]!;
      const alone = turns.find((t) => othersOf(t) === 0 && t.message.content.trim().startsWith('('));
      if (othersOf(head) > 0 && !head.message.content.trim().startsWith('(') && alone)
        turns = [alone, ...turns.filter((t) => t !== alone)];
    }
    const first = turns[0];
    if (!first) return undefined;
    const quote = this.quote(first, kind, key);
    if ((kind !== 'topic' && kind !== 'symptom') || !this.current) return { turn: first, quote };
    let best = { turn: first, quote, others: this.otherItems(quote, first) };
    for (const turn of turns.slice(1, 8)) {
      if (best.others === 0) break;
      const q = this.quote(turn, kind, key);
      const others = this.otherItems(q, turn);
      if (others < best.others) best = { turn, quote: q, others };
    }
    // Round 13: a symptom named only as the subject of a when-question ("속 쓰린 건 언제부터 그러셨어요?")
    // dates the complaint; a turn that asks whether it is there ("신물이 올라오거나 가슴이 타는 느낌은요?")
    // earns the item before it.
    const dated =
      kind === 'symptom' &&
      clauses(best.turn.message.content)
        .filter((c) => touchesClause(c, kind, key, this.caseData))
        .every((c) => DATED_COMPLAINT.test(c));
    return { turn: best.turn, quote: best.quote, others: best.others + (dated ? 1 : 0) };
  }

  /** The item being judged (its keys), for plain(). */
  private current: { item: ChecklistItem; keys: ReadonlySet<string> } | undefined;

  /**
   * Round 21: a history key the turn names without its meaning ("팔 말고 또 다치신 데 있으세요?" names no earlier
   * episode) asks no other item when the evidence is ranked.
   */
  private meaninglessKey(turn: LearnerTurn, id: string): boolean {
    const [kind, key] = id.split(':') as [KeyKind, string];
    return (
      (kind === 'topic' || kind === 'symptom') && key !== undefined && this.withoutMeaning(turn, kind, key)
    );
  }

  /** How many other history items of the checklist a quoted question also asks. */
  private otherItems(quote: string, turn: LearnerTurn): number {
    // "그런 생각 해 보신 적 있으세요?" asks about what the message said before it.
    // Round 16: what comes before it, not the question after it ("그렇게 힘들어지신 게 언제부터예요? 무슨 일이
    // 있으셨어요?" asks the onset alone).
    const bare = quote.replace(/…$/, '');
    const at = turn.message.content.indexOf(bare);
    const piece = /^(그런|그렇게|이런|이렇게|그거|그게|그건|그때)/.test(quote.trim())
      ? at >= 0
        ? turn.message.content.slice(0, at + bare.length)
        : turn.message.content
      : bare;
    const u = analyzeUtterance(piece);
    const ids = new Set([
      ...u.topics.map((k) => keyId('topic', k)),
      ...u.symptoms.map((k) => keyId('symptom', k)),
      ...extraKeysOf(piece, this.caseData, turn.previous).map((k) => keyId(k.kind, k.key)),
      // Messy typing drops the '?' ("가래에 섞여나오는거에요 아님 피만 꿀럭 나와요"): read as the question it is.
      ...(/[?？]\s*$|^\s*[(（]/.test(piece)
        ? []
        : extraKeysOf(`${piece.trim()}?`, this.caseData, turn.previous).map((k) => keyId(k.kind, k.key))),
    ]);
    const current = this.current!;
    let n = 0;
    for (const item of this.historyItems) {
      if (item === current.item) continue;
      const keys = itemKeys(item);
      if (keys.some((k) => ids.has(k) && !current.keys.has(k) && !this.meaninglessKey(turn, k))) n += 1;
    }
    return n;
  }

  private readonly historyItems: readonly ChecklistItem[];
  /** Round 34: the checklist has an item of its own for a cognitive test (MMSE). */
  private readonly cognitiveItem: boolean;
  private readonly examItems: readonly ChecklistItem[];

  private judgeDiagnosis(item?: ChecklistItem): Outcome {
    const itemNames = item ? diagnosisInItemText(item.text) : [];
    if (this.terms.conceptSuffices) {
      // Round 10: a test named after the condition it screens for ("임신성 당뇨 선별검사를 해요") tells
      // no state; the normal course told before it ("지금 26주이고 아기도 잘 크고 있어요") is the explanation.
      const told = this.turnsFor('education', 'likelyDiagnosis').filter(
        (t) =>
          !t.understanding.acts.includes('summary') &&
          !clauses(t.message.content)
            .filter((c) => touchesClause(c, 'education', 'likelyDiagnosis', this.caseData))
            .every((c) => /검사|선별|검진/.test(c) && !NORMAL_CONCLUSION.test(c)),
      );
      const normalFirst = this.record.turns.find(
        (t) =>
          !t.message.content.trim().startsWith('(') &&
          !t.understanding.acts.includes('summary') &&
          !t.extra.some((k) => k.kind === 'act' && k.key === 'summary') &&
          !/^\s*(정리하면|정리해\s?보면|요약하면|그러니까)/.test(t.message.content) &&
          clauses(t.message.content).some(
            (c) =>
              NORMAL_CONCLUSION.test(c) &&
              (!isQuestionClause(c) ||
                // "지금 26주이고 아기도 주수에 맞게 잘 크고 있어요." tells, without a '?'.
                (!/[?？]\s*$/.test(c.trim()) && NORMAL_TOLD.test(c))),
          ),
      );
      const turn = told[0];
      if (turn && (!normalFirst || turn.index <= normalFirst.index))
        return { hit: { turn, quote: this.quote(turn, 'education', 'likelyDiagnosis') } };
      // Nothing to name: telling the patient that all is well ("임신 8주이고 이상 없어요") is the
      // explanation.
      const normal = normalFirst;
      return normal
        ? { hit: { turn: normal, quote: quoteFor(normal.message.content, (p) => NORMAL_CONCLUSION.test(p)) } }
        : {};
    }
    // Round 17: "약물 사용장애" in the item is named by the drug's own disorder ("필로폰 사용장애로 보여요").
    const itemNamed = (p: string) =>
      itemNames.some(
        (n) =>
          compact(p).includes(n) || (/사용장애$/.test(n) && /[가-힣a-z0-9]{2,}사용장애/.test(compact(p))),
      );
    const names = (p: string) =>
      namedDiagnosis(p, this.terms) !== undefined ||
      (itemNames.length > 0 && itemNamed(p) && !isQuestionClause(p));
    // Round 17: the condition the item names first, told by its lay name in a statement that is no summary.
    const condition = item ? conditionNamedByItem(item.text) : { names: [] };
    const conditionTold = (t: LearnerTurn) =>
      condition.names.length > 0 &&
      !t.message.content.trim().startsWith('(') &&
      !t.understanding.acts.includes('summary') &&
      !/^\s*(정리하면|정리해\s?보면|요약하면|그러니까)/.test(t.message.content) &&
      clauses(t.message.content).some(
        (p) =>
          !isQuestionClause(p) &&
          !PAST_ILLNESS.test(p) &&
          (condition.names.some((n) => compact(p).includes(n)) ||
            condition.described?.test(compact(p)) === true),
      );
    const right =
      this.diagnosisTurns.find((t) => names(t.message.content) && !this.ruledOut(t.message.content)) ??
      (itemNames.length > 0
        ? this.record.turns.find(
            (t) => !t.message.content.trim().startsWith('(') && clauses(t.message.content).some(names),
          )
        : undefined) ??
      this.toldAsPossible() ??
      this.record.turns.find(conditionTold) ??
      this.toldPlainly();
    if (right) return { hit: { turn: right, quote: quoteFor(right.message.content, names) } };
    const first = this.diagnosisTurns[0];
    if (!first) return {};
    const text = first.message.content;
    return {
      near: {
        turn: first,
        quote: quoteFor(text, (p) => diseaseWord(p) !== undefined && DIAGNOSTIC_FRAMING.test(p)),
      },
    };
  }

  /**
   * Round 36: the name told in 반말 or as what it is called ("목 염좌야", "편타손상이라고 해", "대상포진이거든"): the
   * copula or the naming verb right after this case's term.
   */
  private toldAsName(p: string): boolean {
    const t = compact(p);
    const term = this.terms.terms.find((x) => t.includes(x));
    if (!term) return false;
    return /^(이)?(야|거든|래|(이)?라고(해|하는|들해|합니다|해요|부르))/.test(
      t.slice(t.indexOf(term) + term.length),
    );
  }

  /** Every clause that names this case's diagnosis rules it out right after the name. */
  private ruledOut(text: string): boolean {
    const naming = clauses(text).filter((c) => namedDiagnosis(c, this.terms) !== undefined);
    return (
      naming.length > 0 &&
      naming.every((c) => {
        const t = compact(c);
        const term = this.terms.terms.find((x) => t.includes(x));
        return term !== undefined && RULED_OUT_AFTER.test(t.slice(t.indexOf(term) + term.length));
      })
    );
  }

  /**
   * Round 15: the likely diagnosis told as a possibility or an impression in a turn that also asks
   * something ("맹장염이 의심되는데 혹시 궁금하신 거 있으세요?") or in words the framing above misses ("맹장염
   * 같은데요, 피검사랑 CT 해 볼게요", "맹장염인가 싶어요"): the statement part (before "-는데") names it.
   */
  private toldAsPossible(): LearnerTurn | undefined {
    return this.record.turns.find((t) => {
      const text = t.message.content;
      if (text.trim().startsWith('(') || t.understanding.acts.includes('summary')) return false;
      if (/^\s*(정리하면|정리해\s?보면|요약하면)/.test(text)) return false;
      return clauses(text)
        .flatMap((c) => c.split(/(?<=[는은인]데요?,?)\s+/))
        .some(
          (p) =>
            !/[?？]\s*$/.test(p.trim()) &&
            (TOLD_AS_POSSIBLE.test(p) || this.toldAsName(p)) &&
            !PAST_ILLNESS.test(p) &&
            namedDiagnosis(p, this.terms) !== undefined &&
            !this.ruledOut(p),
        );
    });
  }

  /**
   * Round 17: bad news is told as a fact, without a diagnostic frame ("초음파에서 아기 심장이 뛰지 않고 있어요"):
   * in a bad-news visit a statement that names the diagnosis (not a question, a summary or a past illness)
   * tells it.
   */
  private toldPlainly(): LearnerTurn | undefined {
    if (this.caseData.secondaryCategory !== '나쁜 소식 전하기') return undefined;
    return this.record.turns.find((t) => {
      const text = t.message.content;
      if (text.trim().startsWith('(') || t.understanding.acts.includes('summary')) return false;
      if (/^\s*(정리하면|정리해\s?보면|요약하면)/.test(text)) return false;
      return clauses(text).some(
        (p) =>
          !isQuestionClause(p) &&
          !PAST_ILLNESS.test(p) &&
          namedDiagnosis(p, this.terms) !== undefined &&
          !this.ruledOut(p),
      );
    });
  }

  private judgeConcrete(concept: 'tests' | 'treatment'): Outcome {
    // Round 13: an item about the partner's treatment ("성 상대도 검사와 치료를 받고 …") is earned by the turn
    // that tells it of the partner ("남자친구분도 검사랑 치료를 받으셔야 하고"), before the patient's own drugs.
    if (concept === 'treatment' && this.current && PARTNER_ITEM.test(this.current.item.text)) {
      for (const turn of this.record.turns) {
        const text = turn.message.content;
        if (text.trim().startsWith('(') || turn.understanding.acts.includes('summary')) continue;
        const told = (p: string) => !isQuestionClause(p) && PARTNER_SAID.test(p) && PARTNER_CARE.test(p);
        if (clauses(text).some(told)) return { hit: { turn, quote: quoteFor(text, told) } };
      }
      // The patient's own drugs alone ("항생제 주사 맞고 먹는 약도 2주 드실 거예요") say nothing of the partner.
      // Round 25: unless the item asks the partner's treatment only when needed ("약물 치료와 필요 시 성 상대의
      // 치료") and this case does not need it (its plan and education name no partner's care, as in bacterial
      // vaginosis): then the patient's own treatment is the item's core.
      const partnerNeeded = [...this.caseData.plan.treatment, ...this.caseData.education].some(
        (line) =>
          PARTNER_SAID.test(line) &&
          PARTNER_CARE.test(line) &&
          !/필요\s?(가|는|도)?\s?없|안\s?해도|하지\s?않아도|받지\s?않아도/.test(line),
      );
      if (!PARTNER_WHEN_NEEDED.test(this.current.item.text) || partnerNeeded) {
        const first = this.turnsFor('education', concept)[0];
        return first ? { near: { turn: first, quote: this.quote(first, 'education', concept) } } : {};
      }
    }
    const names = concept === 'tests' ? namesConcreteTest : namesConcreteTreatment;
    // Round 36: a question with its examples after it ("먹이는 약 있어요? 변비약이나 관장약 같은 거요.") asks; it tells no plan.
    const turns = this.turnsFor('education', concept).filter((t) => !asksWithExamples(t.message.content));
    // A treatment is named in a clause that is not only about tests ("뇌척수액을 뽑는 검사").
    const named = (whole: string) => {
      const p =
        concept === 'treatment'
          ? whole.replace(PROCEDURE_AS_TIME, ' ').replace(NOT_A_TREATMENT, ' ').replace(PLAN_REFUSED, ' ')
          : // Round 36: a later test named as the time of something else ("내진은 다음에 초음파 때 같이 볼게요") plans no test.
            this.examsOut(whole).replace(TEST_AS_LATER_TIME, ' ');
      return (
        !DEFERRAL.test(whole) &&
        names(p, this.caseData) &&
        (concept === 'tests' || !PAST_PROCEDURE.test(p)) &&
        (concept === 'tests' ||
          !/검사|배양|찍(고|을|어)/.test(p) ||
          TREATMENT_STATEMENT.test(p) ||
          // Round 21: typed on without a comma ("손목은 엑스레이 찍어보고 부목 대드릴게요"): the part after the test.
          p
            .split(/(?<=[고서])\s+/)
            .some((part) => !/검사|배양|찍(고|을|어)/.test(part) && names(part, this.caseData))) &&
        // "어떤 항생제가 잘 듣는지 볼게요" says what a test will find, not the treatment planned; round 37: a treatment tried
        // to see if it helps ("B12 주사 맞고 좋아지는지 볼게요") is planned.
        (concept === 'tests' ||
          !/(는지|은지|인지)\s?[^?]{0,10}(볼게요|보겠습니다|확인할게요|확인하겠습니다|알아볼게요)/.test(p) ||
          TREATMENT_TRIED.test(p))
      );
    };
    // A turn that is only about treatment earns it before one that plans tests too ("뇌척수액을 뽑는
    // 검사, 피검사를 할게요" then "입원해서 항생제 주사를 맞으셔야 해요").
    // Round 10: the clause that names the treatment decides ("CT 찍어서 … 보고요, 안 퍼졌으면 수술로
    // 떼어내는 게 첫 번째 방법이에요" is about the treatment; it comes before a later word of counselling).
    const testsToo = (turn: LearnerTurn) => {
      if (concept !== 'treatment') return false;
      const parts = clauses(turn.message.content);
      const naming = parts.filter(named);
      // Round 17: also blood drawn or a value measured again ("피뽑으셔서 … TG 다시 재고").
      return (naming.length > 0 ? naming : parts).some((p) =>
        /검사|배양|찍(고|을|어)|피\s?(를\s?)?뽑|채혈|다시\s?(재고|잴게|잴께|재\s?볼|잴\s?거|재요)/.test(p),
      );
    };
    const namedIn = (list: readonly LearnerTurn[]): Outcome | undefined => {
      for (const turn of list) {
        const text = turn.message.content;
        if (clauses(text).some(named)) return { hit: { turn, quote: quoteFor(text, named) } };
      }
      return undefined;
    };
    // Round 10: a place to get help ("상담센터에서 도움받으실 수 있어요") is support, named after a plan.
    const serviceOnly = (turn: LearnerTurn) =>
      concept === 'treatment' &&
      clauses(turn.message.content)
        .filter(named)
        .every(
          (p) =>
            /상담\s?(실|센터|소|전화)|센터|보건소|지원|도움\s?(받|드릴)/.test(p) &&
            !/치료|약|수술|주사|시술|입원/.test(p.replace(/센터|보건소/g, '')),
        );
    // Round 11: the turn that names what the item names ("니코틴 대체요법, 바레니클린 등 금연 약물" →
    // "니코틴 패치나 바레니클린 같은 약") earns it before an earlier turn that names another treatment
    // ("담배 피면 … 상처도 늦게 나아서 수술 전에 꼭 끊으셔야 돼요").
    const specific = this.current ? specificWords(this.current.item.text) : [];
    const says = (t: LearnerTurn) => specific.some((w) => compact(t.message.content).includes(w));
    const ordered =
      specific.length > 0 && turns.length > 1 && !says(turns[0]!) && turns.some(says)
        ? [...turns.filter(says), ...turns.filter((t) => !says(t))]
        : turns;
    // The NLU's concept cue wants particular wording ("검사를 하겠습니다", "수술", "치료"); a plan
    // worded otherwise ("소변검사랑 초음파로 확인해 보겠습니다", "이석 정복술 하면 좋아져요") still
    // counts when a statement that asks nothing names a concrete test, or one of the case's own
    // treatments, with a planning verb.
    const planWords = concept === 'treatment' ? planTreatmentWords(this.caseData) : [];
    const concrete = (whole: string) => {
      // Round 25: a drug named by what it does ("소변 줄기를 좋게 하는 약을 먼저 써 볼게요") plans no test, though a test
      // lexicon word is in it.
      if (concept === 'tests')
        return (
          names(this.examsOut(whole), this.caseData) &&
          !(namesConcreteTreatment(whole, this.caseData) && !TEST_ACT.test(whole))
        );
      // Round 33: a bare promise of medicine ("약 드릴게요", "처방해 드릴게요") names no treatment.
      const p = withoutBareDrug(whole.replace(NOT_A_TREATMENT, ' ').replace(PLAN_REFUSED, ' '));
      return (
        !PAST_PROCEDURE.test(p) &&
        (TREATMENT_STATEMENT.test(p.replace(PROCEDURE_AS_TIME, ' ')) ||
          DRUG_NAME.test(p) ||
          NEEDLE_DRAIN.test(whole.replace(/\s+/g, '')) ||
          planWords.some((w) => p.replace(/\s+/g, '').toLowerCase().includes(w)))
      );
    };
    const all = this.record.turns.filter((t) => !asksWithExamples(t.message.content));
    const statementIn = (list: readonly LearnerTurn[]): Outcome | undefined => {
      for (const turn of list) {
        const text = turn.message.content.trim();
        if (turns.includes(turn) || text.startsWith('(') || turn.understanding.acts.includes('summary'))
          continue;
        // The planning verb may close the sentence after a comma ("소염진통제나 콜히친으로 염증을
        // 가라앉히고, 나중에 요산 낮추는 약을 생각해 볼게요").
        const sentences = text.split(/(?<=[.?!？。\n])\s*/);
        const sentenceOf = (c: string) => sentences.find((x) => x.includes(c)) ?? c;
        const clause = clauses(text).find(
          (c) =>
            !isQuestionClause(c) &&
            !alternativeAsked(c, text) &&
            !PAST_ASKING.test(c) &&
            // Round 11: a deferral ("운동 얘기는 이따가 여쭤볼게요") or a topic announced ("이제 운동 얘기 해
            // 볼게요") plans nothing.
            !DEFERRAL.test(c) &&
            !TOPIC_ANNOUNCED.test(c) &&
            // Round 23: someone else's treatment reported ("다른 집 애들은 주사 맞는다니,") plans nothing; a referral
            // item is not earned by a treatment said to be of no use.
            !REPORTED_CLAUSE.test(c.trim()) &&
            !(
              concept === 'treatment' &&
              this.current !== undefined &&
              /의뢰/.test(this.current.item.text) &&
              TREATMENT_DECLINED.test(c)
            ) &&
            // Advice not to do something ("소변은 참지 마세요") plans no test.
            !/지\s?(마세요|마시고|마십시오|마)[.!~]*$/.test(c.trim()) &&
            concrete(c) &&
            (PLAN_VERB.test(c) ||
              (concept === 'tests' && TEST_NOT_NEEDED.test(c)) ||
              // Round 25: a drug to take and what to do with it ("소염진통제 먹고 얼음찜질 하세요").
              (concept === 'treatment' && DRUG_THEN_DO.test(c.trim().replace(/[.!~]+$/, ''))) ||
              // Round 18: a drug to start with ("메트포르민이라는 먹는 약부터 시작하는 경우가 많아요").
              (concept === 'treatment' && /(부터|으로|로)\s?시작(하|해|할)/.test(c)) ||
              // Round 10: what a treatment can do ("하루 한 알 먹는 약으로 바이러스를 누를 수 있어요").
              (concept === 'treatment' &&
                /(으로|로)\s?[^?]{0,24}수\s?(있|잇)(어요|습니다|어)[.!~]*$/.test(c.trim())) ||
              // Round 12: a plan told as a possibility ("담낭 떼는 수술 할 수도 있어요").
              (concept === 'treatment' &&
                /(할|하실|받을|받으실|쓸|맞을|맞으실|드릴)\s?수도?\s?(있|잇)(어요|습니다|어)[.!~]*$/.test(
                  c.trim(),
                )) ||
              // An option offered ("먹는 금연약도 있고 붙이는 패치도 있어요") is the plan told.
              OFFER.test(c.trim().replace(/[.!~]+$/, '')) ||
              (PLAN_VERB.test(sentenceOf(c)) && !isQuestionClause(sentenceOf(c)))),
        );
        if (clause)
          return { hit: { turn, quote: quoteFor(text, (p) => p.includes(clause) || clause.includes(p)) } };
      }
      return undefined;
    };
    // Round 12: the turn that names what the item names ("관상동맥 조영술을 바로 준비할게요") earns it
    // before a turn the NLU read as treatment that names something else ("혈압, 콜레스테롤 약 꾸준히 드셔야 해요").
    if (specific.length > 0 && !turns.some(says)) {
      const own = statementIn(all.filter(says));
      if (own) return own;
    }
    const own = namedIn(ordered.filter((t) => !testsToo(t) && !serviceOnly(t)));
    // Round 21: the turn that names what the item names ("상처 치료와 진단서 발급" → "부목 대 드리고 진단서도 떼 드릴
    // 수 있어요") earns it though it plans a test too ("손목은 엑스레이 찍어 보고"), before a turn that names none.
    const ownSaid =
      specific.length > 0 ? namedIn(turns.filter((t) => says(t) && !serviceOnly(t))) : undefined;
    if (ownSaid && !(own?.hit && says(own.hit.turn))) return ownSaid;
    if (own) return own;
    const told = statementIn(
      specific.length > 0 && all.some(says) ? [...all.filter(says), ...all.filter((t) => !says(t))] : all,
    );
    if (told) return told;
    // Last, a treatment named in a turn that plans tests ("MRI는 나중에 시술 생각할 때 찍어요"), when no
    // turn is about the treatment alone.
    const withTests = namedIn(turns.filter(testsToo)) ?? namedIn(turns.filter(serviceOnly));
    if (withTests) return withTests;
    const first = turns[0];
    return first ? { near: { turn: first, quote: this.quote(first, 'education', concept) } } : {};
  }

  private judgeGreeting(): Outcome {
    const turns = this.turnsFor('act', 'greeting');
    for (const turn of turns) {
      const text = turn.message.content;
      if (INTRODUCTION.test(text))
        return { hit: { turn, quote: quoteFor(text, (p) => INTRODUCTION.test(p) || /안녕/.test(p)) } };
    }
    // A bare greeting followed later by "저는 학생의사 ○○입니다".
    const intro = this.record.turns.find((t) => /저는|학생\s?의사|의대생/.test(t.message.content));
    if (intro && turns.length > 0)
      return { hit: { turn: intro, quote: quoteFor(intro.message.content, (p) => INTRODUCTION.test(p)) } };
    const first = turns[0];
    return first ? { near: { turn: first, quote: this.quote(first, 'act', 'greeting') } } : {};
  }

  /**
   * "환자의 이름과 나이를 확인했다": the name and the age, in one question or two ("성함이 어떻게
   * 되세요?" then "연세는요?"); the turn that completes both is the evidence. The name alone is a near miss.
   */
  private judgeIdentity(): Outcome {
    const turns = this.turnsFor('act', 'identityCheck');
    let name = false;
    let age = false;
    // Round 18: the patient's own name, also the given name alone as a carer says it ("하준이 맞죠?").
    const full = this.caseData.doorCard.patientName.replace(/\s+/g, '');
    const given = full.length >= 3 ? full.slice(1) : full;
    const ownName = (text: string) =>
      text.includes(full) ||
      new RegExp(`(?<![가-힣])${given}(이|야|아|님|씨)?\\s?(맞|죠|이죠|이지|[?？,])`).test(text) ||
      // Round 40: the child named through the carer asked ('서준이 어머님이시죠?').
      new RegExp(
        `(?<![가-힣])${given}(이|의)?\\s?(어머님|어머니|엄마|아버님|아버지|아빠|할머님|할머니|할아버님|할아버지|보호자)`,
      ).test(text);
    for (const turn of turns) {
      const text = normalizeMessy(turn.message.content);
      name ||= NAME_ASKED.test(text) || ownName(text);
      age ||= AGE_ASKED.test(text);
      if (name && age) return { hit: { turn, quote: this.quote(turn, 'act', 'identityCheck') } };
    }
    const first = turns[0];
    return first ? { near: { turn: first, quote: this.quote(first, 'act', 'identityCheck') } } : {};
  }

  /**
   * A permission that belongs to the examination: the turn names it, carries an exam action, or
   * follows the turn that announced it ("진찰할게요." then "괜찮으시겠어요?"). "오늘 집에 돌아가셔도
   * 괜찮으시겠어요?" asks about going home.
   */
  private aboutTheExam(turn: LearnerTurn): boolean {
    const names = (text: string) =>
      /[(（]/.test(text) ||
      clauses(text).some(
        (c) => EXAM_ACT.test(c) || BODY_LOOKED.test(c) || (EXAM_ANNOUNCEMENT.test(c) && !OTHER_ACT.test(c)),
      );
    if (names(turn.message.content)) return true;
    const at = this.record.turns.indexOf(turn);
    const before = at > 0 ? this.record.turns[at - 1] : undefined;
    return before !== undefined && names(before.message.content);
  }

  private judgeConsent(): Outcome {
    const turns = this.turnsFor('act', 'examConsent').filter(
      (t) => !permitsOtherActOnly(t.message.content) && this.aboutTheExam(t),
    );
    for (const turn of turns) {
      // Round 19: a carer asked to hold or comfort the child ("아프면 울 수 있으니까 할머니가 손 잡아 주세요", "울면
      // 잠깐 안아 주셔도 돼요") is no invitation to the patient (EXAMINER-RULES, consent).
      const own = clauses(turn.message.content)
        .filter((c) => !CARER_HOLD.test(c))
        .join(' ');
      if (CONSENT.test(own)) return { hit: { turn, quote: this.quote(turn, 'act', 'examConsent') } };
    }
    // The ordinary form: what will be done, and an invitation to say so or a permission question
    // ("배를 좀 만져 볼 거예요. 아프시면 말씀해 주세요", "진찰 좀 할게요. 괜찮으시죠?").
    for (const turn of this.record.turns) {
      const text = turn.message.content.trim();
      if (text.startsWith('(')) continue;
      // 반말 is read as said politely ("좀 볼게 괜찮지?" → "좀 볼게요. 괜찮죠?").
      const parts = clauses(text).flatMap((c) => {
        const polite = politeReading(normalizeMessy(c));
        return polite === c ? [c] : [c, ...clauses(polite)];
      });
      const announces = parts.some(
        (c) => (EXAM_ANNOUNCEMENT.test(c) || EXAM_ANNOUNCED_EN.test(c)) && announcesExam(c),
      );
      const invites = parts.some(
        (c) =>
          CONSENT_PHRASE.test(c) ||
          INVITE_TO_STOP.test(c) ||
          /괜찮(으시|으세|겠|죠|을까|으실|아요\s?[?？]|아\s?[?？])|될까요|되겠|돼요\?|싫으면/.test(c) ||
          // Typed slips of the same permission ("되까요", "될까여", "되요?", "돼?").
          // Round 19: a carer asked to hold or comfort the child ("무서워하면 어머니가 안아 주세요") invites
          // neither a stop nor a report (EXAMINER-RULES, consent); the promise to stop does ("아파하면 멈출게요").
          /(되|돼|될)\s?(까요|까여|나여)|(되|돼)(요|죠)?\s?[?？]|될까\s?[?？]/.test(c),
      );
      if (announces && invites && !turn.understanding.acts.includes('summary'))
        return {
          hit: { turn, quote: quoteFor(text, (p) => EXAM_ANNOUNCEMENT.test(p) && announcesExam(p)) },
        };
    }
    const first = turns[0];
    return first ? { near: { turn: first, quote: this.quote(first, 'act', 'examConsent') } } : {};
  }

  /**
   * A diagnosis (right or wrong) explained in lay words: a mechanism ("막혀서 생기는"), an explicit
   * rephrasing, or a descriptive clause modifying the name ("빛이 보이는 조짐 편두통").
   */
  private layExplanation(): Candidate | undefined {
    for (const turn of this.diagnosisTurns) {
      const text = turn.message.content;
      const lay = (p: string) => LAY_EXPLANATION.test(p) || describedName(p);
      if (lay(text)) return { turn, quote: quoteFor(text, lay) };
    }
    return undefined;
  }

  /** A turn that explains something to the patient (diagnosis, plan, advice). */
  private anyExplanation(): Candidate | undefined {
    const turn = this.record.turns.find(
      (t) =>
        this.diagnosisTurns.includes(t) ||
        (!asksSomething(t.message.content) &&
          t.understanding.education.some((e) => e !== 'invitingQuestions')),
    );
    return turn ? { turn, quote: quoteFor(turn.message.content, () => true) } : undefined;
  }

  /** The first real check of understanding, after something was explained. */
  private understandingCheck(after = -1): Candidate | undefined {
    const fromNlu = this.turnsFor('act', 'checkUnderstanding').filter((t) =>
      clauses(t.message.content).some(
        (c) =>
          touchesClause(c, 'act', 'checkUnderstanding', this.caseData) &&
          !INVITES_QUESTIONS.test(c) &&
          !worryAskedBack(c) &&
          // Round 17: "설명 괜찮으셨어요?" asks whether the explanation was all right, not what was understood.
          !(SATISFACTION_ASKED.test(c) && !UNDERSTANDING_CHECK.test(c)),
      ),
    );
    const demoThenDo = (text: string) => {
      const parts = clauses(normalizeMessy(text));
      const shown = parts.findIndex((c) => SHOWN.test(c));
      return shown >= 0 && parts.slice(shown).some((c) => DO_IT_BACK.test(c.slice(c.search(SHOWN) + 1)));
    };
    const checks = (t: LearnerTurn) =>
      demoThenDo(t.message.content) ||
      clauses(normalizeMessy(t.message.content)).some(
        (c) =>
          (UNDERSTANDING_CHECK.test(c) || TAKEAWAY_ASKED.test(c)) &&
          !INVITES_QUESTIONS.test(c) &&
          !worryAskedBack(c),
      );
    // A check asked after the explanation checks it ("…소화불량이에요." then "이해되셨어요?"); one asked
    // before it ("이해되셨어요?" about a question) is the evidence only when no later one exists.
    const later = (t: LearnerTurn) => t.index >= after;
    // Round 36: what stayed with the patient, asked after an explanation ("제 설명 중 어떤 게 기억에 남으세요?",
    // "어떤 게 제일 기억에 남으세요?") is teach-back; before any explanation it asks a memory, not the plan.
    const rememberedAfter = (t: LearnerTurn) =>
      after >= 0 &&
      t.index > after &&
      clauses(normalizeMessy(t.message.content)).some((c) => REMEMBERED_ASKED.test(c) && !worryAskedBack(c));
    const turn =
      fromNlu.find(later) ??
      this.record.turns.find((t) => later(t) && (checks(t) || rememberedAfter(t))) ??
      fromNlu[0] ??
      this.record.turns.find(checks);
    if (!turn) return undefined;
    const text = turn.message.content;
    return {
      turn,
      quote: quoteFor(
        text,
        (p) =>
          UNDERSTANDING_CHECK.test(p) ||
          TAKEAWAY_ASKED.test(p) ||
          REMEMBERED_ASKED.test(p) ||
          (demoThenDo(text) && DO_IT_BACK.test(p)) ||
          touchesClause(p, 'act', 'checkUnderstanding', this.caseData),
      ),
    };
  }

  private impliedUrination(): Candidate | undefined {
    const asked = VOIDING.flatMap((s) => this.turnsFor('symptom', s).map((t) => ({ s, t })));
    if (new Set(asked.map((a) => a.s)).size < 2) return undefined;
    const first = asked.sort((a, b) => a.t.index - b.t.index)[0]!;
    return { turn: first.t, quote: this.quote(first.t, 'symptom', first.s) };
  }

  /** Judges one item on the learner's own words (strict mode). */
  judge(item: ChecklistItem): Judgement {
    this.current = { item, keys: new Set(itemKeys(item)) };
    try {
      return this.judgeItem(item);
    } finally {
      this.current = undefined;
    }
  }

  private judgeItem(item: ChecklistItem): Judgement {
    const by = item.satisfiedBy;
    const hits: Candidate[] = [];
    let near: { reason: NearMiss['reason']; c: Candidate } | undefined;
    const take = (kind: KeyKind, key: string, o: Outcome, reason?: NearMiss['reason']) => {
      if (o.hit) hits.push({ ...o.hit, kind, key });
      if (o.near && reason && !near) near = { reason, c: o.near };
    };

    for (const t of by.topics ?? []) {
      take('topic', t, { hit: this.plain('topic', t) });
      if (t === 'urination') take('topic', t, { hit: this.impliedUrination() });
    }
    for (const s of by.symptoms ?? []) take('symptom', s, { hit: this.plain('symptom', s) });
    for (const m of by.manoeuvres ?? []) take('manoeuvre', m, { hit: this.plain('manoeuvre', m) });
    for (const e of by.education ?? []) {
      if (e === 'likelyDiagnosis') take('education', e, this.judgeDiagnosis(item), 'wrongDiagnosis');
      else if (e === 'tests') take('education', e, this.judgeConcrete('tests'), 'vagueTests');
      else if (e === 'treatment') take('education', e, this.judgeConcrete('treatment'), 'vagueTreatment');
      else take('education', e, { hit: this.plain('education', e) });
    }
    const wantsCheck = by.acts?.includes('avoidJargon') && by.acts.includes('checkUnderstanding');
    if (wantsCheck) {
      // "쉬운 말로 설명하고 환자가 이해했는지 확인했다": both, the check as evidence.
      const explained = this.plain('act', 'avoidJargon') ?? this.layExplanation() ?? this.anyExplanation();
      const check = explained ? this.understandingCheck(explained.turn.index) : undefined;
      if (explained && check) take('act', 'checkUnderstanding', { hit: check });
    }
    for (const a of wantsCheck ? [] : (by.acts ?? [])) {
      if (a === 'greeting') take('act', a, this.judgeGreeting(), 'noIntroduction');
      else if (a === 'examConsent') take('act', a, this.judgeConsent(), 'noConsent');
      else if (a === 'identityCheck' && ASKS_AGE_TOO.test(item.text))
        take('act', a, this.judgeIdentity(), 'nameOnly');
      else {
        take('act', a, { hit: this.plain('act', a) });
        if (a === 'avoidJargon') take('act', a, { hit: this.layExplanation() });
        // An understanding check alone ("설명드린 걸 한번 말씀해 주시겠어요?") is read as in the paired item.
        if (a === 'checkUnderstanding') take('act', a, { hit: this.understandingCheck() });
      }
    }

    // Round 14: an item asked in detail that names several things ("소변 양상과 옆구리 통증의 위치·양상을
    // 자세히") is earned by its core, the first named: the urine described, not the flank pain located.
    const core = by.topics?.[0] ?? by.symptoms?.[0];
    if (item.section === '병력청취' && /자세히|구체적으로/.test(item.text) && core) {
      const coreHits = hits.filter((h) => h.key === core);
      if (coreHits.length > 0) hits.splice(0, hits.length, ...coreHits);
    }
    // Round 22: an item asking the intake of two things ("물과 커피 섭취량을 물었다", "음주와 커피 섭취를 물었다") is met by its
    // core, the first named, or by all of it: the second alone is a side detail (EXAMINER-RULES, history items).
    const topics = by.topics ?? [];
    if (
      item.section === '병력청취' &&
      TWO_INTAKES.test(item.text) &&
      topics.length >= 2 &&
      (by.symptoms ?? []).length === 0
    ) {
      const found = new Set(hits.map((h) => h.key));
      if (!found.has(topics[0]!) && !topics.every((k) => found.has(k))) hits.splice(0, hits.length);
    }
    // Round 34: "요즘 기분과 잠은 어떤지" is met by the feeling asked, its core; sleep asked alone ("요즘 잠은 좀 주무세요?") is a
    // side detail (EXAMINER-RULES, round 34). The turn that asks the mood earns it.
    if (item.section === '병력청취' && FEELING_AND_SLEEP.test(item.text) && topics[0] === 'mood') {
      const mood = hits.filter((h) => h.key === 'mood');
      hits.splice(0, hits.length, ...mood);
    }
    if (hits.length > 0) {
      // The evidence is the turn that earns the item: among the keys that satisfied it, the most
      // specific to this item (a key fewer items of the checklist accept: hematochezia rather than
      // stool character for "변에 피가 섞였는지"), then the earliest.
      // A question that asks this item alone comes before one that asks another item too.
      // Round 19: what relieves it asked as a drug's effect ("해열제 먹이면 좀 나아요?") is how the drug works; an
      // item on what changes the pain is earned by the turn that asks it of the pain ("걸을 때랑 가만히 있을 때랑
      // 아픈 게 달라요?").
      const drugRelief = (h: Candidate) => h.key === 'relieving' && DRUG_RELIEF.test(h.turn.message.content);
      if (hits.some(drugRelief) && hits.some((h) => !drugRelief(h)))
        hits.splice(0, hits.length, ...hits.filter((h) => !drugRelief(h)));
      // Round 27: a turn that names the item's own subject ("피임약은 언제부터 드셨어요?" for "경구 피임약 등 호르몬제
      // 복용") earns it before a generic question that touches it too ("드시는 약 있으세요?").
      if (item.section === '병력청취' && hits.length > 1) {
        const subject = subjectWords(item.text);
        const names = (h: Candidate) => namesSubject(h.quote, subject);
        const named = hits.filter(names);
        const shared = (h: Candidate) => (this.keyUse.get(keyId(h.kind ?? 'topic', h.key ?? '')) ?? 0) > 1;
        if (named.length > 0 && hits.some((h) => !names(h) && shared(h)))
          hits.splice(0, hits.length, ...named);
      }
      const alone = Math.min(...hits.map((h) => h.others ?? 0));
      let own = hits.filter((h) => (h.others ?? 0) === alone);
      // Round 10: an exam item with several manoeuvres ("인두와 고막") cites an action of any of them
      // ("(목 안이랑 귓속을 불 비춰서 본다)") before the consent turn that announced the exam ("진찰 좀 해도
      // 될까요? 입이랑 귀 보고 가슴 소리 들을게요").
      if (own.length > 1 && own.every((h) => h.kind === 'manoeuvre')) {
        const acted = own.filter((h) => !this.consentTurn(h.turn));
        if (acted.length > 0) own = acted;
      }
      // The closing is the questions invited after the explanation, not an invitation at the start.
      if (by.education?.includes('invitingQuestions') || by.acts?.includes('closing')) {
        const firstExplanation = this.record.turns.find(
          (t) => this.explanations.has(t) && !t.understanding.acts.includes('greeting'),
        );
        const late = own.filter((h) => firstExplanation && h.turn.index >= firstExplanation.index);
        if (late.length > 0) own = late;
      }
      // A history item that names several things ("잘 먹는지와 소변량"): the turn that asks more of them
      // ("우유랑 밥은 잘 먹어요? 기저귀는 몇 번 갈아요?") earns it before one that asks a side detail.
      if (item.section === '병력청취' && own.length > 1) {
        const keys = itemKeys(item);
        const cover = (h: Candidate) => {
          const at = this.record.turns.indexOf(h.turn);
          return keys.filter((k) => this.record.touched.get(k)?.includes(at)).length;
        };
        const most = Math.max(...own.map(cover));
        own = own.filter((h) => cover(h) === most);
      }
      const spec = (h: Candidate) => this.keyUse.get(keyId(h.kind ?? 'topic', h.key ?? '')) ?? 0;
      const best = Math.min(...own.map(spec));
      const first = own
        .filter((h) => spec(h) === best)
        .reduce((a, b) => (b.turn.index < a.turn.index ? b : a));
      return { item, done: true, evidence: evidenceOf(first), near: null };
    }
    const n = near as { reason: NearMiss['reason']; c: Candidate } | undefined;
    return {
      item,
      done: false,
      evidence: null,
      near: n ? { reason: n.reason, messageId: n.c.turn.message.id, quote: n.c.quote } : null,
    };
  }
}

/** The content words of an item's text ("손 씻기와 음식 위생" → 씻기, 음식, 위생), on compact text. */
const itemWordCache = new Map<string, string[]>();
function itemWords(text: string): string[] {
  const cached = itemWordCache.get(text);
  if (cached) return cached;
  const words = text
    .replace(/[(),·/]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/(으로|하고|이나|에서|을|를|이|가|은|는|와|과|도|의|에|로|나)$/, ''))
    .filter(
      (w) =>
        w.length >= 2 &&
        !/했다$|하였다$|물었다$|설명|권했|권고|안내|확인|필요|등$|함께|바로|생기면|있는지|하도록|오도록/.test(
          w,
        ) &&
        // Round 22: the words any diagnosis item uses ("가능성 높은 원인을 설명했다") name nothing of this case: "방광암 제일
        // 큰 원인이라" in advice is no closer to the item than the turn that tells the diagnosis.
        !/^(가능성|가장|높은|원인|쉬운|말로)$/.test(w),
    );
  itemWordCache.set(text, words);
  return words;
}

/**
 * The words of an item's text that name a particular test or treatment ("니코틴 대체요법, 바레니클린 등
 * 금연 약물" → 니코틴, 대체요법, 바레니클린, 약물), without the words any plan says (치료, 다음, 검사).
 */
function specificWords(text: string): string[] {
  return itemWords(text)
    .map((w) => compact(w))
    .filter(
      (w) =>
        w.length >= 2 &&
        !/^(치료|다음|앞으로|앞으로의|선택지|단계|계획|방법|필요성|위험도|위험도에|따른|시행|검사|설명|적절한|여부|가능한|환자|상태|건강|약|치료를|다음치료)$/.test(
          w,
        ),
    );
}

/**
 * Round 27: the words of a history item that name what it asks about (피임약, 호르몬제; 진통소염제, 아스피린), without
 * the words of asking (언제, 여부, 방법, 복용).
 */
function subjectWords(text: string): string[] {
  return specificWords(text.replace(/\s*(을|를)?\s*물었다$/, '')).filter(
    (w) =>
      w.length >= 2 &&
      !/(는지|은지|는가|었는|았는|했는|인지|할때|하는|하기|했|였|거나)$/.test(w) &&
      !/^(언제|어디|어떻게|어떤|얼마나|갑자기|서서히|또는|최근|최근에|이전|이전에|처음|처음에|어느|정도|여부|유무|복용|사용|사용중인|중인|방법|횟수|양|빈도|기간|시기|종류|증상|변화|요인|관계|경과|이상|다른|함께|동반|특징|양상|부위|위치|비슷한|비슷하게|전에|지금|현재|평소)$/.test(
        w,
      ),
  );
}

/** Round 27: a subject word at the start of a word ("다음 주" holds no 음주). */
function namesSubject(text: string, subject: readonly string[]): boolean {
  return subject.some((w) =>
    new RegExp(`(?<![가-힣])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text),
  );
}

/** Round 37: in bad news, the present state asked and nothing else ("속은 좀 어떠세요?", "요즘 컨디션은 어떠세요?"). */
function onlyPresentState(t: LearnerTurn): boolean {
  const keys = [
    ...t.understanding.topics.map((key) => ({ kind: 'topic' as const, key })),
    ...t.understanding.symptoms.map((key) => ({ kind: 'symptom' as const, key })),
    ...t.extra.filter((k) => k.kind === 'topic' || k.kind === 'symptom'),
  ];
  return keys.length > 0 && keys.every((k) => k.kind === 'topic' && k.key === 'course');
}

/** A question about who came along and nothing else ("오늘 같이 오신 분 계세요? 아니면 혼자 오셨어요?"). */
function onlyWhoCame(t: LearnerTurn): boolean {
  const keys = [...t.extra, ...t.understanding.topics.map((key) => ({ kind: 'topic' as const, key }))];
  return (
    keys.some((k) => k.kind === 'topic' && (k.key === 'supportSystem' || k.key === 'living')) &&
    // Round 18: who came along and who is at home ("오늘 혼자 오셨어요? 댁에는 누구랑 같이 지내세요?").
    clauses(t.message.content).every((c) => WHO_CAME.test(c) || HOUSEHOLD.test(c))
  );
}
const HOUSEHOLD =
  /(댁|집)(에는|에서|엔|에)?\s?[^?]{0,4}(누구|누가)[^?]{0,10}(지내|사세|사시|계세|계시|살)|누구(랑|와|하고)\s?(같이|함께)?\s?(사세|사시|지내|살)/;
const WHO_CAME =
  // Round 19: "오늘 누구랑 같이 오셨어요?"; round 36: "옆에 계신 분은 사모님이세요?".
  /누구(랑|와|하고)\s?(같이|함께)?\s?(오셨|왔|오신)|(같이|함께|모시고)\s?(오신|온|와\s?주신)\s?(분|사람|가족)|혼자\s?(오셨|왔|오신)|보호자(분)?\s?(오셨|계세요|계신|와\s?계)|(옆에|같이|함께)\s?(계신|오신)\s?분(은|이)?\s?[^?]{0,8}(누구|사모님|남편|부인|아내|가족|어떻게\s?되)/;

/** The keys an item accepts, as key ids. */
/** Round 17: quitting alone named ("혼자 끊기 힘들면 상담도 받으실 수 있어요") is no advice about using alone. */
const QUIT_ALONE = /혼자(서)?\s?(끊|이겨|극복|해결|줄이|버티|감당|참)/;
function quitAloneOnly(t: LearnerTurn, c: Case): boolean {
  const naming = clauses(t.message.content).filter((p) => touchesClause(p, 'education', 'harmReduction', c));
  return (
    naming.length > 0 &&
    naming.every((p) => QUIT_ALONE.test(p) && !/혼자\s?(있을|계실|하지|쓰지|드시지|마시지)/.test(p))
  );
}

/**
 * Round 17: a rate to aim for ("3개월에 5키로 빼 봐요") sets no visit; the follow-up is the turn that names
 * when to come back ("3달 뒤에 피검사 다시 해요").
 */
const RATE_GOAL =
  /[0-9한두세석넉]+\s?(주|개월|달|년)\s?(에|안에|동안|만에)\s?[0-9]+\s?(키로|kg|킬로|킬로그램|%|프로)/i;
function rateGoalOnly(t: LearnerTurn, c: Case): boolean {
  const naming = clauses(t.message.content).filter((p) => touchesClause(p, 'education', 'followUp', c));
  return (
    naming.length > 0 &&
    naming.every((p) => RATE_GOAL.test(p) && !/뒤|후|다시|오세요|오셔|뵙|봬|재검|외래|방문/.test(p))
  );
}

/**
 * A diagnosis the item itself names in parentheses ("위험 음주(알코올 사용장애)임을 설명했다"): the
 * examiner credits the named term and the one it glosses, as the case's own name may be a third
 * wording ("위험 음주 숙고 전 단계").
 */
const itemNameCache = new Map<string, string[]>();
function diagnosisInItemText(text: string): string[] {
  const cached = itemNameCache.get(text);
  if (cached) return cached;
  const names: string[] = [];
  // "현재 상태가 약물 사용장애에 해당할 수 있음을 설명했다": the item names the term it credits.
  for (const m of text.matchAll(/([가-힣]+\s[가-힣]+)에\s해당/g)) {
    const c = compact(m[1]!);
    if (c.length >= 4 && !/진단$|질환$|원인$|상태$/.test(c)) names.push(c);
  }
  // Round 19: "위·식도 등 상부 위장관 출혈 가능성을 설명했다" names the condition it credits.
  for (const m of text.matchAll(/((?:[가-힣]+\s)?[가-힣]+\s[가-힣]+)\s가능성(을|이)\s/g)) {
    const c = compact(m[1]!);
    if (c.length >= 4 && !/진단$|질환$|원인$|상태$/.test(c)) names.push(c);
  }
  for (const m of text.matchAll(/([가-힣]+\s[가-힣]+)\(([^)]+)\)/g)) {
    for (const part of [m[1]!, ...m[2]!.split(/[,/·]/)]) {
      // "가장 가능성 높은 진단(감염성 장염 등)": the example, without "등", names it; "높은 진단" does not.
      const c = compact(part.replace(/\s?등$/, ''));
      if (/진단$|질환$|원인$/.test(c)) continue;
      if (c.length >= 4) names.push(c);
    }
  }
  itemNameCache.set(text, names);
  return names;
}

function itemKeys(item: ChecklistItem): string[] {
  const by = item.satisfiedBy;
  return [
    ...(by.topics ?? []).map((k) => keyId('topic', k)),
    ...(by.symptoms ?? []).map((k) => keyId('symptom', k)),
    ...(by.manoeuvres ?? []).map((k) => keyId('manoeuvre', k)),
    ...(by.education ?? []).map((k) => keyId('education', k)),
    ...(by.acts ?? []).map((k) => keyId('act', k)),
  ];
}

/** Whether one clause touches a key, by the NLU or the grader's cues. */
function touchesClause(clause: string, kind: KeyKind, key: string, c: Case): boolean {
  return (
    touches(analyzeUtterance(clause), kind, key) ||
    extraKeysOf(clause, c).some((k) => k.kind === kind && k.key === key)
  );
}

/** "빛이 보이는 조짐 편두통": a verb-modified word right before a disease name. */
function describedName(text: string): boolean {
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    // The name may span two words ("조짐 편두통", "급성 담낭염").
    const name = diseaseWord(words[i]!) ?? diseaseWord(`${words[i]}${words[i + 1] ?? ''}`);
    if (name === undefined) continue;
    if (isVerbModifier(words[i - 1]!)) return true;
    if (i >= 2 && isVerbModifier(words[i - 2]!) && words[i - 1]!.length <= 3) return true;
  }
  return false;
}

function isVerbModifier(word: string): boolean {
  const w = word.replace(/[^가-힣]/g, '');
  if (w.length < 2) return false;
  if (/(는|던)$/.test(w)) return true;
  const code = (w.at(-1) ?? '').charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return false;
  // ㄴ-final modifiers (생긴, 막힌, 부족해진) but not ㄴ-final nouns that often precede a name.
  return code % 28 === 4 && !/(간|관|편|원|본|전|반|인|문|신|진|성|분|산|안|판|선|천|연)$/.test(w);
}
