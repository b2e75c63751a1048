/**
 * The embedded simulated patient: answers a learner from one case file, deterministically.
 *
 * What it may say is decided here and only here: the case's own sentences (history answers,
 * symptom details, exam findings, reactions, opening line, concerns), the door card for name, age
 * and vitals, the vocabulary's normal findings, and a handful of neutral phrases (phrasing.ts).
 * Nothing else, so nothing is ever invented. `disclosed` lists every case fact a reply revealed;
 * the LLM voice may rephrase those and nothing more, and the grader's lenient mode reads it.
 *
 * Reply format (README.md "Reply format"): spoken words first-person in persona tone; exam results
 * as one line per manoeuvre, `[진찰 소견] <label>: <finding>`, followed by the reaction on its own
 * line, in double quotes when spoken or as written when it is an action in parentheses.
 */
import { cognitiveParts, partManoeuvre, registeredWords, type CognitivePart } from '../nlu/cognitive';
import type { Case } from '../../content/schema';
import {
  MANOEUVRES,
  SYMPTOMS,
  type HistoryTopic,
  type Manoeuvre,
  type Symptom,
} from '../../content/vocabulary';
import {
  analyzeDetailed,
  analyzeInContext,
  asksAgain,
  BLEEDING_SYMPTOMS,
  DISEASE_SUBJECT,
  explainsOn,
  knowsAsked,
  type SegmentAnalysis,
  type Understanding,
  CORE_TOPICS,
} from '../nlu/analyze';
import { BINGE_ASKED, DRINK_NAMED, DRINKS } from '../nlu/lexicon/drinking';
import { CARER_ROLES } from '../nlu/lexicon/encounter';
import { josa } from 'es-hangul';
import {
  ageWords,
  callName,
  inRegister,
  isAnxious,
  isName,
  pick,
  registerOf,
  topicMarked,
  toneOf,
  type Tone,
} from './phrasing';
import { sidedFinding } from './exam-sides';

export interface ChatTurn {
  sender: 'user' | 'ai';
  content: string;
}
export interface DisclosedFact {
  kind: 'topic' | 'symptom' | 'manoeuvre' | 'concern' | 'opening' | 'identity';
  key: string;
  text: string;
}
export interface PatientReply {
  text: string;
  disclosed: DisclosedFact[];
  understanding: Understanding;
}
export interface PatientEngine {
  /** First line when the session opens, in persona tone. */
  greeting(): string;
  /** Deterministic: same case + history + utterance => same reply. */
  reply(history: ChatTurn[], utterance: string): PatientReply;
}

/** Words a patient uses for symptoms whose vocabulary label is a chart word (오한, 배뇨통...). */
const LAY: Partial<Record<Symptom, string>> = {
  fever: '열',
  chills: '춥거나 떨리는 건',
  nausea: '속이 메슥거리는 건',
  vomiting: '토한 적',
  abdominalPain: '배 아픈 건',
  easyBruising: '멍이 잘 드는 건',
  diarrhea: '설사',
  constipation: '변비',
  // '대변에' names what '피 섞인 변' left to one syllable after '소변에 피가 섞인 적은 없어요' (round 27).
  hematochezia: '대변에 피 섞인 건',
  melena: '까만 변',
  hematemesis: '피 토한 적',
  dysuria: '소변 볼 때 아픈 건',
  frequency: '소변 자주 보는 건',
  hematuria: '소변에 피 섞인 건',
  flankPain: '옆구리 아픈 건',
  chestPain: '가슴 아픈 건',
  dyspnea: '숨찬 건',
  cough: '기침',
  sputum: '가래',
  headache: '머리 아픈 건',
  dizziness: '어지러운 건',
  palpitation: '두근거리는 건',
  syncope: '쓰러진 적',
  edema: '붓는 건',
  rash: '뭐 돋은 건',
  jaundice: '노래진 건',
  weightLoss: '살 빠진 건',
  coldSweat: '식은땀',
  heartburn: '속 쓰린 건',
  acidReflux: '신물 넘어오는 건',
  backPain: '허리 아픈 건',
  soreThroat: '목 아픈 건',
  rhinorrhea: '콧물',
  epistaxis: '코피 나는 건',
  nasalCongestion: '코 막힌 건',
  abdominalDistension: '배가 부푼 건',
  // Round 27: every other label that is a chart word, in the words a person says ('관절통 있는 건
  // 맞아요' was said of a summary; '관절 아픈 건 맞아요' is what a patient says).
  fatigue: '피곤한 건',
  weightGain: '살 찐 건',
  nightSweats: '밤에 땀 나는 건',
  polydipsia: '물 많이 켜는 건',
  coldIntolerance: '추위 타는 건',
  heatIntolerance: '더위 타는 건',
  lethargy: '처지는 건',
  itching: '가려운 건',
  gumBleeding: '잇몸에서 피 나는 건',
  hairLoss: '머리 빠지는 건',
  redEyes: '눈 빨개진 건',
  lipCracking: '입술 갈라진 건',
  hirsutism: '털 많아진 건',
  postnasalDrip: '콧물이 목 뒤로 넘어가는 건',
  hoarseness: '목소리 쉰 건',
  earPain: '귀 아픈 건',
  hearingLoss: '잘 안 들리는 건',
  tinnitus: '귀에서 소리 나는 건',
  earFullness: '귀 먹먹한 건',
  blurredVision: '눈 침침한 건',
  diplopia: '두 개로 보이는 건',
  photophobia: '눈부신 건',
  anosmia: '냄새 못 맡는 건',
  mouthUlcers: '입안 헌 건',
  hemoptysis: '피 섞인 가래',
  wheezing: '쌕쌕거리는 건',
  presyncope: '눈앞이 캄캄해지는 건',
  orthopnea: '누우면 숨찬 건',
  pnd: '자다가 숨차서 깬 적',
  claudication: '걸으면 다리 아픈 건',
  dysphagia: '삼키기 힘든 건',
  odynophagia: '삼킬 때 아픈 건',
  earlySatiety: '금방 배부른 건',
  tenesmus: '변 보고도 덜 본 것 같은 건',
  analPain: '항문 아픈 건',
  fecalIncontinence: '변 지리는 건',
  urgency: '소변 급한 건',
  nocturia: '밤에 소변 보러 깨는 건',
  residualUrine: '소변 보고도 남은 것 같은 건',
  weakStream: '소변 줄기 약한 건',
  hesitancy: '소변이 바로 안 나오는 건',
  intermittency: '소변이 끊기는 건',
  terminalDribbling: '소변 끝에 찔끔 새는 건',
  urinaryIncontinence: '소변 새는 건',
  foamyUrine: '소변에 거품 나는 건',
  urethralDischarge: '고름 같은 게 나오는 건',
  vaginalDischarge: '냉',
  vaginalItching: '밑이 가려운 건',
  vaginalBleeding: '밑으로 피 나오는 건',
  postcoitalBleeding: '관계 후에 피 나는 건',
  pelvicPain: '아랫배 아픈 건',
  dyspareunia: '관계할 때 아픈 건',
  breastLump: '가슴에 멍울',
  breastPain: '유방 아픈 건',
  nippleDischarge: '젖꼭지에서 뭐 나오는 건',
  hotFlush: '얼굴 화끈거리는 건',
  jointPain: '관절 아픈 건',
  jointSwelling: '관절 부은 건',
  morningStiffness: '아침에 뻣뻣한 건',
  neckPain: '목 뒤 아픈 건',
  muscleAche: '몸 쑤시는 건',
  vertigo: '빙빙 도는 건',
  weakness: '힘 빠지는 건',
  numbness: '저린 건',
  facialWeakness: '얼굴 한쪽이 처진 건',
  dysarthria: '말이 어눌한 건',
  confusion: '정신이 오락가락한 건',
  memoryLoss: '깜빡깜빡하는 건',
  tremor: '떨리는 건',
  gaitDisturbance: '걷는 게 불편한 건',
  neckStiffness: '목 뻣뻣한 건',
  tongueBite: '혀 깨문 적',
  restlessLegs: '다리가 근질거리는 건',
  depressedMood: '우울한 건',
  anhedonia: '재미가 없는 건',
  anxiety: '불안한 건',
  insomnia: '잠 못 자는 건',
  daytimeSleepiness: '낮에 졸린 건',
  concentrationDifficulty: '집중 안 되는 건',
  hopelessness: '희망이 없는 것 같은 건',
  hallucination: '헛것 보이는 건',
};

const FEMALE_TOPICS = new Set<HistoryTopic>([
  'lmp',
  'pregnancy',
  'obstetric',
  'menstrualPattern',
  'cervicalScreening',
  'breastfeeding',
  'prenatalCare',
  'fetalMovement',
  'contraception',
]);

/** A statement of the doctor's that tells rather than asks (see history_). */
// Round 35: an impression in 반말 ('…쓰러진 거 같아'), what may happen ('일찍 분만할 수도 있어요'), a plan
// proposed ('심장초음파 하자') or promised ('스테로이드 주사 드리고 소변줄 넣을게요') ask nothing.
const DOCTOR_TELLS =
  /같(아요|습니다|네요|아)$|^다행히|수(도|가)?있(어요|습니다|어|겠어요)$|(하|보|찍|재|가|해보|시작하|입원하)자$|(드릴|넣을|맞을|찍을|잴|쓸|놓을|바꿀|보낼|줄|낼|뺄|처방할|연락할|알려드릴)게(요)?$|결과(가|는|상)|(으면|면)(바로|꼭|즉시|곧바로|당장)[가-힣]*(세요|십시오|해요|오세요|와요)$|(는|은|시는|으시는)(게|것이)좋(아요|겠어요|습니다|겠습니다)$|(얘기|이야기|말씀)(해요|하죠|해요|드릴게요|드리겠습니다)$|(할게요|하겠습니다|볼게요|봅시다|합시다)$/;

/** Advice that bars an activity ('타면 안 돼', '하지 마세요', '쉬셔야 해요', round 38). */
const ACTIVITY_BARRED =
  /안돼|안되|안됩|마세요|마시고|마십시오|마셔요|하지마|타지마|말고|말아|쉬셔야|쉬세요|쉬어야|쉬시는|쉬시고|쉬자|피하|삼가|금지|중단|미루|취소|못하세요|못하십|하시면곤란/;
/**
 * Activities a person may have planned or need, the case's topics that tell it, the words there that
 * tell a plan or a need, and the persona's worried question (phrasing.ts), round 38.
 */
const ACTIVITIES: readonly {
  words: RegExp;
  from: readonly HistoryTopic[];
  needs: RegExp;
  phrase: 'barredFlight' | 'barredDriving' | 'barredSport' | 'barredWork';
}[] = [
  {
    words: /비행기|비행|항공|여행/,
    from: ['travel', 'event', 'occupation'],
    needs: /(비행기|여행|출장)[가-힣\s]{0,12}(예정|예약|가려고|갈\s*거|탈\s*거|가기로|타기로)/,
    phrase: 'barredFlight',
  },
  {
    words: /운전|운행|차를몰|핸들/,
    // The occupation only: driving done in daily life is no job ('운전이 제 일인데' would be untrue).
    from: ['occupation'],
    needs: /운전|기사|택시|버스|트럭|배달|운행/,
    phrase: 'barredDriving',
  },
  {
    words:
      /운동|농구|축구|야구|배구|배드민턴|등산|수영|헬스|달리기|마라톤|훈련|경기|대회|시합|요가|골프|테니스|자전거|주짓수/,
    from: ['exercise', 'occupation'],
    needs:
      /운동|농구|축구|야구|배구|배드민턴|등산|수영|헬스|달리|마라톤|훈련|경기|대회|시합|요가|골프|테니스|자전거|주짓수/,
    phrase: 'barredSport',
  },
  {
    words: /근무|출근|교대|야간|나이트|당직|일을쉬|일은쉬|일하지|일하시면|일을하시|일도쉬/,
    from: ['occupation'],
    needs: /근무|교대|야간|나이트|당직|출근/,
    phrase: 'barredWork',
  },
];
/** A harm that may last, foretold ('영원히 안 돌아올', '평생', '망가질 수도', round 37). */
const LASTING_HARM =
  /영원히|영영|평생|영구|돌이킬수없|안돌아올|못돌아|돌아오지않|돌아오지못|망가질|망가져|망가지|잃을수|잃으실|못걸으|못걷게|걷지못|마비될|마비가올|마비가남|장애가남|장애가생|후유증이남|소변줄|투석/;
/** Syllable pairs that open a concern's words but say nothing of its matter ('돼요', '다시'). */
const CONCERN_STOP = new Set(
  '돼요 되나 되요 맞고 있어 있나 하고 하나 해야 해요 것도 그런 이런 어떻 어떡 다시 지금 오늘 그럼 그러 정말 혹시 이거 그거 저는 제가 우리 많이 이제 나요'.split(
    ' ',
  ),
);
/** A cause explained ('…했을 수 있어요', '…가능성이 있어요', '… 때문이에요'), round 31. */
const EXPLAINS =
  /수(도|가)?있(어요|습니다|어|고요|겠어요|겠습니다)$|가능성이(있|높|커|크)[가-힣]*$|때문(이에요|입니다|이야|일거예요|인것같아요|에그래요|일수있어요)$|(올렸|높였|만들었|상하게했|생기게했|일으켰)[가-힣]*$/;

/** A symptom that is a pain ('flankPain', 'headache'). */
const isPain = (s: Symptom) => /Pain$|^headache$/.test(s);

/**
 * A question about where the pain was at first or whether it moved ('처음부터 거기가 아팠어요?',
 * '위치가 바뀌었어요?'). Only such a question hears how the location changed (the migration of
 * appendicitis pain is a finding the learner has to ask for).
 */
const MOVE_ASKED =
  /처음|원래|맨먼저|먼저|시작(은|할|될|된|했|하|되)|옮|바뀌|바뀐|이동|달라(졌|지)|전에는|아까는|그전|내려(왔|가|갔)|(부터|에서)(거기|여기|그쪽|이쪽)|퍼지|퍼졌|번지|번졌/;

/**
 * The location sentences without their past ('처음엔 배꼽 주변이 아팠는데, 오늘 새벽부터는 오른쪽
 * 아랫배가 아파요.' → '오른쪽 아랫배가 아파요.'): where it is now, for a question of where it is.
 */
export function currentLocation(text: string): string {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const m = /^(.*?)처음(엔|에는)\s.*?(는데|더니|다가)(,)?\s+(.+)$/.exec(sentence);
    if (!m) {
      if (!/^처음(엔|에는)\s/.test(sentence)) out.push(sentence);
      continue;
    }
    // What came after the turn, without the time it turned ('오늘 새벽부터는', '한 시간도 안 돼서').
    const now = m[5]!.replace(
      /^(?:\S+\s){0,3}\S*?(부터는|부터|돼서|되어서|지나서|뒤에는|뒤에|후에는|후에)\s+/,
      '',
    );
    out.push(`${m[1]}${now}`.trim());
  }
  return out.length > 0 ? out.join(' ') : text;
}

/**
 * Where else the case may already hold the answer to a topic it does not list. Only the case's
 * own sentences are used, disclosed under the topic that was asked; `when` must match the sentence
 * (a post-menopausal woman's lmp answer says 폐경, and that answers '생리는 규칙적이세요?').
 */
const RELATED: Partial<
  Record<
    HistoryTopic,
    { topics?: readonly HistoryTopic[]; symptoms?: readonly Symptom[]; when?: RegExp; detail?: RegExp }
  >
> = {
  // Round 13: '만지면 아파요?' to a lump that has no factor sentence is answered by the pain's own
  // sentence when it speaks of touch ('만져도 아프지는 않아요').
  aggravating: {
    symptoms: ['breastPain', 'jointPain', 'neckPain', 'abdominalPain', 'chestPain'],
    detail: /만지|만져|누르|눌러/,
  },
  menstrualPattern: { topics: ['lmp'], when: /폐경|완경|생리(가|를|는)?\s*(끊|없|안\s*해|멈)/ },
  lmp: { topics: ['menstrualPattern'], when: /폐경|완경/ },
  pregnancy: { topics: ['lmp', 'menstrualPattern'], when: /폐경|완경/ },
  contraception: { topics: ['lmp', 'menstrualPattern'], when: /폐경|완경/ },
  appetite: { topics: ['feeding'] },
  feeding: { topics: ['appetite'] },
  weightChange: { symptoms: ['weightLoss', 'weightGain'] },
  sleep: { symptoms: ['insomnia', 'daytimeSleepiness'] },
  mood: { symptoms: ['depressedMood', 'anxiety'] },
  stoolColor: { symptoms: ['melena', 'hematochezia'] },
  stoolCharacter: { symptoms: ['diarrhea', 'constipation'] },
  bowelHabit: { topics: ['stoolCharacter'], symptoms: ['constipation', 'diarrhea'] },
  urineColor: { symptoms: ['hematuria'] },
  urination: { topics: ['urineVolume'], symptoms: ['dysuria', 'frequency', 'weakStream'] },
  vomitus: { symptoms: ['hematemesis', 'vomiting'] },
};

/**
 * What every person knows about themselves, for topics the case is silent on (README "What the
 * patient knows"): none of these is a clinical finding. An allergy, an operation, an injury, a trip
 * or a sick contact the case does not mention did not happen (as an unlisted symptom is absent);
 * coffee is an ordinary habit. Spoken by the patient, or of the child by a parent.
 */
const ORDINARY: Partial<Record<HistoryTopic, { self: string; child: string; formal: string }>> = {
  allergy: { self: '알레르기는 없어요.', child: '애는 알레르기 없어요.', formal: '알레르기는 없습니다.' },
  surgery: {
    self: '수술하거나 입원한 적은 없어요.',
    child: '애는 수술하거나 입원한 적 없어요.',
    formal: '수술하거나 입원한 적은 없습니다.',
  },
  trauma: {
    self: '다치거나 부딪힌 적은 없어요.',
    child: '애가 다치거나 부딪힌 적은 없어요.',
    formal: '다친 적은 없습니다.',
  },
  travel: {
    self: '최근에 여행 간 데는 없어요.',
    child: '최근에 애랑 멀리 간 데는 없어요.',
    formal: '최근에 여행 간 데는 없습니다.',
  },
  sickContact: {
    self: '주변에 비슷하게 아픈 사람은 없어요.',
    child: '주변에 비슷하게 아픈 애는 없어요.',
    formal: '주변에 아픈 사람은 없습니다.',
  },
  adverseReaction: {
    self: '약 먹고 부작용 난 적은 없어요.',
    child: '애가 약 먹고 부작용 난 적은 없어요.',
    formal: '약을 먹고 부작용이 난 적은 없습니다.',
  },
  // Only when no sentence of the case speaks of eating and no symptom takes the appetite (lead42).
  appetite: {
    self: '입맛은 평소랑 비슷해요.',
    child: '애는 평소처럼 잘 먹어요.',
    formal: '입맛은 평소와 비슷합니다.',
  },
  caffeine: { self: '커피는 하루 한 잔 정도 마셔요.', child: '', formal: '커피는 하루 한 잔 정도 마십니다.' },
  // Only when the case lists no urinary symptom as present: '소변은 잘 봐요?' -> 'as usual'.
  urination: {
    self: '소변은 평소처럼 봐요.',
    child: '소변은 평소처럼 잘 봐요.',
    formal: '소변은 평소대로 봅니다.',
  },
  // Only when the case lists no bowel symptom as present: '대변은 잘 보세요?' -> 'as usual'.
  bowelHabit: {
    self: '대변은 평소처럼 봐요.',
    child: '대변은 평소처럼 잘 봐요.',
    formal: '대변은 평소대로 봅니다.',
  },
  // Only when the case lists neither weight loss nor gain: the same fact as '살 빠졌어요?' -> 아니요.
  weightChange: {
    self: '몸무게는 별 변화 없어요.',
    child: '애 몸무게는 별 변화 없어요.',
    formal: '몸무게는 별 변화 없습니다.',
  },
};
/** A sentence that speaks of eating or the appetite ('입맛이 없어요', '밥을 잘 못 먹어요'). */
const APPETITE_TOLD = /입맛|식욕|밥맛|못\s*먹|안\s*먹|먹지\s*(못|않)|먹질|식사를?\s*(거의|잘)?\s*(못|안)|굶/;
/** Symptoms that take the appetite: with one of them, an appetite the case is silent on is unknown. */
const APPETITE_TAKERS: readonly Symptom[] = [
  'nausea',
  'vomiting',
  'weightLoss',
  'weightGain',
  'abdominalPain',
  'abdominalDistension',
  'fever',
  'fatigue',
  'depressedMood',
  'dysphagia',
];
/** Two things offered to choose from ('최근 일이요 아니면 옛날 일도요?', '오른쪽이에요 혹은 왼쪽이에요?'). */
const CHOICE_ASKED = /아니면|혹은|아님/;
/** How it began, asked ('갑자기 그랬어요 서서히 그랬어요?', '서서히 시작됐어요?'). */
const MANNER_ASKED = /갑자기|갑작스럽|서서히|천천히|점점|조금씩|차츰|급하게/;
/** A sentence that tells how it began ('갑자기 아프기 시작했어요', '…깜빡하는 게 확 늘었어요'). */
const MANNER_TOLD =
  /갑자기|갑작스럽|서서히|천천히|점점|조금씩|차츰|순식간|한순간|어느\s*순간|어느새|슬금슬금|확\s*(늘|나빠|심해|올라)/;
/** How often, not how long ('얼마나 자주', '한 달에 몇 번', English 'frequency' read as '얼마나자주'). */
const HOW_OFTEN =
  /얼마나자주|자주(와|오|그래|그러|아프|아파|생기|있)|(하루|일주일|한주|주|한달|달|일년|1년|년)(에|에는)?(몇|한두|보통)(번|회|차례)|몇번(이나|정도|씩)?(와|오|그래|그러|아프|아파|생기)|빈도/;
/** Episodes counted over more than a day ('1년에 한두 번', '한 달에 대여섯 번'). */
const LONGER_COUNT = /(일주일|한\s*주|주|한\s*달|한두\s*달|두\s*달|달|일\s*년|1년|년)(에|에는|마다)/;
/** A fever's pattern over the day ('해열제 먹으면 38도쯤으로 떨어졌다가 또 올라요', '하루 종일 39도'). */
const FEVER_PATTERN =
  /(다시|또)\s*(올라|오르|나요|치솟)|떨어졌다(가)?|오르내리|내렸다(가)?|하루\s*종일|(\d+|한|두|세|네)\s*시간\s*(마다|쯤\s*지나|만에\s*다시)|(밤|저녁|오후|새벽)(마다|만\s*되면)/;
/** A sentence that counts episodes ('한 달에 대여섯 번', '한두 달에 한 번씩', '일주일에 두세 번'). */
const EPISODES_COUNTED =
  /(하루|일주일|한\s*주|주|한\s*달|한두\s*달|두\s*달|달|일\s*년|1년|년)(에|에는|마다)\s*[가-힣0-9]{1,4}\s*(번|회|차례)|(거의\s*)?매일\s*(밤|아침|저녁|낮|새벽)?\s*(에)?\s*(한두|한|두|세|[0-9])\s*(번|회|차례)/;

/** Who may know, by group: a question of the parents is told by a sentence of the family (round 39). */
const KNOWER_GROUPS: readonly RegExp[] = [
  /남자친구|여자친구|남친|여친|애인|남편|아내|와이프|부인|배우자|집사람/,
  /부모|엄마|아빠|어머|아버|가족|식구|집/,
  /친구/,
  /회사|직장|학교/,
];
/** A sentence that says who knows or does not. */
const KNOWING = /몰라|모르|알아요|알고\s*있|알아서|알게\s*되|말\s*(못|안)|얘기\s*(못|안)|숨기|들킬/;
/** Topics a person tells of their own life, always theirs to say (round 39). */
const PERSONAL_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'ideasConcerns',
  'supportSystem',
  'living',
]);

/** Numbers, day words and sides a quoted clause must share with the case's clause. */
const QUOTE_MARKS =
  /\d+|오른|왼|양쪽|어제|그저께|그제|오늘|아침|저녁|새벽|이틀|사흘|나흘|닷새|엿새|일주일|열흘|보름|한\s*달|두\s*달|석\s*달|작년|한|두|세|네|다섯/g;
/** Another place that hurts, asked ('다른 데 아픈 데는요?', '또 아픈 곳 있어요?'), round 36. */
const PAIN_ELSEWHERE = /(아픈|아프신|아파하시는)(데|곳|부위)|(데|곳)(도|는)?(아프|아파)/;
/** Where in the stream blood in the urine comes, asked ('처음부터 끝까지', '끝에만', round 36). */
const STREAM_ASKED = /처음|끝|마지막|전체|전부|중간/;
/** A case sentence that tells it ('소변 전체가 다 붉었어요', '소변 끝에 분홍색 피가 몇 방울'). */
const STREAM_TOLD = /전체|처음부터|끝에|끝부분|끝만|마지막에|처음이나\s*끝/;

/** Round 36: the case's sentence that tells whether the whole stream is red or only its start or end. */
function streamSentence(c: Case): string | undefined {
  const sources = [
    c.symptoms.hematuria?.detail,
    c.history.character,
    c.history.urineColor,
    c.history.associated,
    c.history.course,
  ];
  const told = sources
    .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
    .find((x) => STREAM_TOLD.test(x) && /소변|붉|빨|피|색/.test(x));
  return told ?? c.symptoms.hematuria?.detail;
}
/** How a discharge looks is asked ('색깔은 어때요?', '어떤 색', '냄새는요', '어떻게 나와요'). */
const QUALITY_ASKED = /색깔|무슨색|어떤색|색(은|이|도)|냄새|모양(은|이)|어떻게나와|농도|끈적/;
/**
 * How high, how many, how much ('최고 몇도까지 올라갔어요', '몇 번 토했어요?'): the detail that tells it
 * is the answer; a '네' before it answers a yes/no nobody asked (round 40).
 */
const HOW_MUCH_ASKED = /몇(도|번|회|시간|분|일|kg|키로|킬로|개|잔|갑|살|차례)|얼마나|얼만큼/;
/** A sentence that tells how something looks (a colour, clear or bloody). */
const COLOURED =
  /누렇|누런|누르|노랗|노란|하얗|하얀|허옇|희|뿌연|회색|맑|투명|초록|녹색|피가|피\s*섞|빨간|빨갛|붉|검|까만|갈색|색/;
/** Whether a symptom's own detail already tells the quality asked (its colour, its smell). */
const tellsQuality = (asked: string, detail: string) =>
  /냄새/.test(asked) ? /냄새|비린|악취|구린/.test(detail) : /색/.test(asked) ? COLOURED.test(detail) : false;
/** Words of a function a symptom impairs, for a case that does not list the symptom. */
const FUNCTION_WORDS: Partial<Record<Symptom, RegExp>> = {
  gaitDisturbance: /걷|걸음|걸을|걸으|걸어|절뚝|절룩|디디|딛/,
  // Drooling or swallowing of a child told in the feeding or the course ('침을 흘리거나 삼키기
  // 힘들어하진 않아요.', '침도 못 삼키고 흘려요.', round 32).
  dysphagia: /침(을|도)?\s*(못\s*)?(흘리|흘려|삼키|삼켜)|삼키기|삼키는|삼킬|못\s*삼/,
};
/** Where a symptom's function words are looked for, when not in the factors and the course. */
const FUNCTION_TOPICS: Partial<Record<Symptom, readonly HistoryTopic[]>> = {
  dysphagia: ['feeding', 'course'],
};
/** A sign of its own asked ('휘청거려요?'): the symptom's yes or no, not how walking goes. */
const SIGN_ASKED: Partial<Record<Symptom, RegExp>> = { gaitDisturbance: /비틀|휘청|종종|끌|보폭|넘어/ };
/** Whether all is well is asked ('말하는 건 괜찮아요?'): a patient without it says it is fine. */
const FINE_ASKED = /괜찮|잘(보이|보여|들리|들려|나와|나오|되|돼)/;
/** A symptom detail that tells it has gone ('어제부터는 열이 없어요', '지금은 안 나요'). */
const GONE_NOW =
  /(지금은|어제부터는|오늘은|이제는|요즘은|그\s*뒤로는|그\s*다음부터는|그\s*후로는)\s*[가-힣\s]{0,8}(없|안\s*[가-힣]|않|내렸|떨어졌|멎|멈췄|그쳤)/;
/** A question of whether it is still there ('지금도 열 나요?', '아직 토해?'). */
const STILL_ASKED = /지금도|아직|여전히|요즘도|계속/;
/** A symptom asked as its opposite still going on ('좋아하시던건 요즘도 하세요?' of anhedonia, round 28). */
const INVERSE_ASKED: Partial<Record<Symptom, RegExp>> = {
  anhedonia:
    /(좋아하|즐기|즐겨하)(시)?던[가-힣]*(요즘|지금|요새|아직|여전히)(도|은)?[가-힣]{0,3}(하|즐기|다니|나가|재밌|재미있|재미나|즐거|즐겁|좋으)(?![가-힣]*(없|않|안))/,
  // Whether wind or stool still comes ('방귀는 나와요?', '변은 나오세요?', round 29) of a patient who
  // has passed neither since: a no ('네, … 전혀 안 나와요' was a yes and a no at once).
  constipation: /(방귀|가스|대변|변)(는|은|도|가|이)?(잘)?(나와|나오|뀌|껴|보|봐)(요|세요|나요|셨|$)/,
  // Whether one answers when called or can talk ('이름 부르면 대답해요?', '대화가 돼요?', round 40) of a
  // confused patient: a no, told with how it shows.
  confusion:
    /(부르면|불러도|불렀을때|말걸면|말을걸면|말시키면|깨우면|깨워도)[가-힣]{0,4}(대답|반응|알아|일어나|깨|눈(을)?떠|눈(을)?뜨)|대화(가|는)?(돼|되|가능|통하)/,
};

/** Numbers said loosely ('두어', '한두', '서너'), each as the numbers it may mean. */
const LOOSE_NUMBERS: Readonly<Record<string, readonly number[]>> = {
  한두: [1, 2],
  두어: [2, 3],
  두세: [2, 3],
  서너: [3, 4],
  너덧: [4, 5],
  네댓: [4, 5],
  네다섯: [4, 5],
  대여섯: [5, 6],
  예닐곱: [6, 7],
};
/** Counts said in words or digits ('세 번', '두세 번', '3회'), each as the numbers it allows. */
const COUNT_WORDS: Readonly<Record<string, readonly number[]>> = {
  ...LOOSE_NUMBERS,
  한: [1],
  두: [2],
  세: [3],
  네: [4],
  다섯: [5],
  여섯: [6],
  일곱: [7],
  여덟: [8],
  아홉: [9],
  열: [10],
};
const COUNT =
  /(\d+|한두|두세|서너|너덧|네댓|대여섯|예닐곱|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(?:번|회|차례)(?!도|이라도|쯤은)/g;
const countsOf = (text: string): number[] =>
  [...text.matchAll(COUNT)].flatMap((m) => (/^\d+$/.test(m[1]!) ? [Number(m[1])] : [...COUNT_WORDS[m[1]!]!]));
/**
 * Whether a question's or a summary's count of a symptom ('세 번 토하신 거죠?') is not the case's
 * ('밤새 네 번'). '한번 … 적' is left alone: '한번 토한 적 있어요?' asks whether it ever happened.
 */
function countDiffers(asked: string, detail: string): boolean {
  const claimed = countsOf(asked.replace(/한\s?번(?:이라도)?(?=[가-힣\s]{0,10}적)/g, ''));
  const truth = countsOf(detail);
  return claimed.length > 0 && truth.length > 0 && !claimed.some((n) => truth.includes(n));
}
/** Amounts of a drink or of tobacco ('한 병', '반 갑', '두세 캔', '3잔'), by unit, each as the numbers it allows. */
const AMOUNT =
  /(\d+|반|한두|두세|서너|너덧|네댓|대여섯|예닐곱|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(병|잔|캔|갑|개비|까치)(?![가-힣]*\s*(전|째))/g;
const amountsOf = (text: string): { unit: string; n: readonly number[] }[] =>
  [...text.matchAll(AMOUNT)].map((m) => ({
    unit: m[2] === '까치' ? '개비' : m[2]!,
    n: /^\d+$/.test(m[1]!) ? [Number(m[1])] : m[1] === '반' ? [0.5] : COUNT_WORDS[m[1]!]!,
  }));
/** Years of a habit ('50년', '십 년'), not a time ago ('5년 전에 끊었어요'). */
const yearsOf = (text: string): number[] =>
  [...text.matchAll(/(\d+)\s*년(?!\s*(전|째\s*안|만에))/g)].map((m) => Number(m[1]));
/**
 * Whether a summary's clause about drinking or smoking says another drink, amount, count a week or
 * number of years than the case's sentence (round 20: '소주를 일주일에 두세 번 한 병씩' of '와인을
 * 일주일에 대여섯 번 … 한 병', '하루에 한 병' of '처음엔 하루 한 병이라 했는디, 솔직히 소주 두 병',
 * '하루 반 갑씩 30년' of '하루 한 갑씩 50년'). What the patient first said and then took back
 * ('…라 했는데, 솔직히 …') is not the fact.
 */
/** How many times a week a frequency says ('일주일에 두세 번', '한 달에 한두 번'), as a range. */
function perWeek(text: string): [number, number] | undefined {
  const m = /(하루|일주일|한\s*주|주|한\s*달|달)\s*에\s*((?:[가-힣\d]+\s*){1,2}?(?:번|회))/.exec(text);
  if (!m) return undefined;
  const n = countsOf(m[2]!);
  if (n.length === 0) return undefined;
  const scale = m[1] === '하루' ? 7 : /달/.test(m[1]!) ? 12 / 52 : 1;
  return [Math.min(...n) * scale, Math.max(...n) * scale];
}
function habitDiffers(clause: string, fact: string): boolean {
  const told = fact.replace(/^.*?(했는데|했는디|했지만|했는데요)[,.]?\s*(솔직히|사실은?|실은)\s*/, '');
  const drinks = DRINKS.filter((d) => clause.includes(d));
  if (drinks.length > 0 && DRINKS.some((d) => fact.includes(d)) && !drinks.some((d) => fact.includes(d)))
    return true;
  const said = amountsOf(clause);
  const truth = amountsOf(told);
  for (const a of said) {
    const same = truth.filter((b) => b.unit === a.unit);
    if (same.length > 0 && !same.some((b) => b.n.some((x) => a.n.includes(x)))) return true;
  }
  if (countDiffers(clause, told)) return true;
  const daily = (x: string) => /매일|날마다|하루도\s*안\s*빠지/.test(x);
  const fewAWeek = (x: string) =>
    /일주일에|주에|한\s*주에/.test(x) && countsOf(x).length > 0 && Math.max(...countsOf(x)) <= 4;
  if ((daily(clause) && fewAWeek(told)) || (fewAWeek(clause) && daily(told))) return true;
  // How often, per week: '한달에 한두번' of a student who drinks '일주일에 두세 번' (round 26).
  const said_ = perWeek(clause);
  const truth_ = perWeek(told);
  if (said_ && truth_ && (said_[1] * 2 < truth_[0] || said_[0] > truth_[1] * 2)) return true;
  const years = yearsOf(clause);
  const truthYears = yearsOf(told);
  return (
    years.length > 0 &&
    truthYears.length > 0 &&
    !years.some((y) => truthYears.some((t) => Math.abs(y - t) <= 2))
  );
}
/** Symptoms of voiding: with any of them present, '소변은 잘 봐요?' has no ordinary answer. */
const URINARY: readonly Symptom[] = [
  'dysuria',
  'urgency',
  'nocturia',
  'hematuria',
  'residualUrine',
  'weakStream',
  'hesitancy',
  'terminalDribbling',
  'urinaryIncontinence',
  'foamyUrine',
  'polyuria',
  'frequency',
];
/**
 * Where a covering sentence is looked for: the topics, the words the sentence must speak of, and
 * the words the question must ask for this cover to apply (any question when absent).
 */
type Cover = {
  from: readonly HistoryTopic[];
  when: RegExp;
  affirmedOnly?: readonly HistoryTopic[];
  asked?: RegExp;
};
/** Dust, fumes or chemicals one may breathe at work or home (not tobacco smoke). */
const EXPOSURE_WORDS =
  /먼지|분진|석면|화학|페인트|시너|본드|용접|매연|곰팡이|농약|탄광|광산|톱밥|돌가루|쇳가루|유해물질/;
/**
 * A sentence of another topic that also answers these topics when it speaks of them (an admission
 * told under the earlier episodes answers '입원한 적 있어요?'), so an ordinary answer never
 * contradicts the case.
 */
const COVERED_BY: Partial<Record<HistoryTopic, Cover | readonly Cover[]>> = {
  // '얼마나 지속됐어요?', '얼마나 오래 됐어요?' of a case with no duration sentence (round 36): how long
  // it has gone on is the sentence that dates its start, not 'I don't know'.
  duration: { from: ['onset', 'course'], when: /부터|째|동안|내내|계속/, asked: /지속|오래|동안/ },
  allergy: {
    from: ['pastMedical', 'medication', 'adverseReaction'],
    when: /알레르기|알러지/,
  },
  surgery: {
    from: ['pastMedical', 'obstetric', 'experience'],
    when: /수술|입원/,
    affirmedOnly: ['experience'],
  },
  trauma: { from: ['pastMedical', 'event'], when: /다쳤|다친|부딪|넘어졌|넘어지|맞았|골절/ },
  travel: { from: ['event', 'occupation'], when: /여행|해외|다녀왔|다녀온|출장/ },
  sickContact: {
    from: ['event', 'family', 'living'],
    when: /(감기|장염|독감|설사|기침|열).{0,10}(돌|걸렸|앓|아파|해요|했)/,
  },
  // '약 부작용 있었던 적?': the past history's or medication's word on drug reactions.
  adverseReaction: {
    from: ['allergy', 'medication', 'pastMedical'],
    when: /부작용|알레르기|알러지|탈\s*(난|났)|두드러기|발진/,
  },
  // '물은 잘 먹어요?' of a child: the feeding sentence that tells what it drinks ('물이랑 우유는 잘
  // 마셔요', round 30), not 'I don't know'.
  fluidIntake: { from: ['feeding', 'diet'], when: /물|마셔|마시|수분/ },
  // '기저귀는 몇 번 갈았어요?': the wet nappies a parent tells with the feeding.
  urineVolume: { from: ['feeding', 'fluidIntake', 'associated'], when: /기저귀|소변|오줌/ },
  // '출산은 언제 하셨어요?': the sentence that tells the delivery (often the operations': '8개월 전에
  // 자연분만했어요').
  obstetric: { from: ['surgery', 'pastMedical', 'breastfeeding'], when: /분만|출산|낳았|낳고|제왕절개/ },
  // '엽산 드세요?' (prenatal care): the medication sentence that names it when the case tells it there.
  prenatalCare: { from: ['medication'], when: /엽산/ },
  // Who sees to the drugs ('약 챙겨 드시는거요', '약은 혼자 잘 챙기시는 거죠?') of a case that tells it
  // under the daily function or the drugs ('약도 드셨는지 안 드셨는지 모르셔서 두 번 드시거나
  // 빼먹으세요', round 45), never 'I don't know'.
  adherence: {
    from: ['dailyFunction', 'medication'],
    when: /약(?!국|사|속)[가-힣\s]{0,14}(챙기|챙겨|빼먹|빠뜨|거르|두\s*번\s*드|드셨는지)|빼먹|빠뜨리|거르(?!지)/,
  },
  // '술은 언제부터 드셨어요?' (the drinking pattern) of a case that dates the drinking in its alcohol
  // sentence ('서른 살 때부터 거의 매일 먹었소', round 20).
  drinkingPattern: {
    from: ['alcohol'],
    when: /(살|세|대|년|때)\s*(때)?\s*부터|년\s*(전|째)|부터\s*(거의\s*)?(매일|마시|마셨|먹었|드셨)/,
  },
  environmentalExposure: [
    // Dust or chemicals at work ('먼지 많은 데서 일하셨어요?', round 23): the sentence of the work or
    // the home that speaks of them ('먼지 많은 데서 일한 적은 없어요.'), never someone's smoking.
    { from: ['occupation', 'living'], when: EXPOSURE_WORDS, asked: EXPOSURE_WORDS },
    // Someone else's smoking ('집에서 담배 피우는 사람 있어요?'): the smoking sentence that tells of it.
    {
      from: ['smoking'],
      when: /(남편|아내|부인|아빠|엄마|아버지|어머니|영감|가족|식구|같이|집|밖에서).{0,12}(담배|피우|피워|흡연)/,
      asked: new RegExp(`^(?!.*(${EXPOSURE_WORDS.source}))`),
    },
  ],
};
/** Where a pain is, in a case sentence that describes it without a pain word. */
const PAIN_SITE: Partial<Record<Symptom, RegExp>> = {
  abdominalPain: /배|복부|명치/,
  chestPain: /가슴/,
  headache: /머리/,
  backPain: /허리|등/,
  flankPain: /옆구리/,
  pelvicPain: /아랫배|골반/,
};
/**
 * Eating asked as the condition of a factor ('뭐 드시고 나서 더 심해졌어요?', '밥 먹으면 더 아파요?',
 * '식후에 더 심해요?'); drinking, a drug or coffee are no food ('술 드시고 나서', '약 먹으면').
 */
const FOOD_ASKED =
  /(^(혹시)?(먹|드시|드셨)(으면|면|고나면|고나서|을때|실때)(더|좀더)?(아프|아파|심해|불편|쓰리|쓰려)|(뭐|뭘|밥|음식|식사|기름진거|매운거|무엇)[가-힣]{0,3}(먹|드시|드셨|드신|잡수)[가-힣]{0,2}(고나서|고나면|고난뒤|고난후|으면|면|은후|은뒤|신후|신뒤|을때|실때)|식후|식사(하고|후|하시고)|밥먹고|먹고나(서|면)|(먹|드시|드셨)고(나서|나면)?(더|좀더|많이)(아프|아파|심해|쓰리|쓰려|불편))/;
const NOT_FOOD = /(술|약|제|커피|담배)(을|를|은|는|도|이라도)?(먹|드시|드셨|드신|마시)/;
/** A case sentence that speaks of eating ('빈속일 때', '뭘 먹으면 가라앉았어요'), a drug taken aside. */
const FOOD_WORDS = /먹|식사|밥|식후|음식|빈속|공복|배고프|배고플|기름진|드시|드셨/;
/** Where a case tells eating as a factor: the factors first, then what else describes the complaint. */
const FOOD_TOPICS = ['aggravating', 'relieving', 'duration', 'character', 'course', 'associated'] as const;
/**
 * Where a case may tell the complaint coming on after a meal ('저녁 먹고 세 시간쯤 지나서 슬슬
 * 아프더니', '기름진 걸 먹으면 … 아프다가'): a sentence there answers only when it ties the eating to
 * the complaint ('아침 먹고 나와서 운전하던 중이었어요' dates, it does not answer).
 */
const FOOD_ONSET_TOPICS = ['onset', 'experience', 'event'] as const;
/** Kinds of food a factor question may name, each as the words a case's sentence would say it in. */
const FOOD_KINDS: readonly RegExp[] = [/기름|튀김|튀긴|느끼/, /매운|맵|자극적/, /밀가루|빵/, /우유|유제품/];
/** A sentence that tells drinking. */
const DRINK_WORDS = new RegExp(`${DRINK_NAMED.source}|마셨|마시고`);
const FOOD_TIED = /아프|아파|아팠|아픈|통증|심해|쓰리|쓰려|더부룩|체한|토하|토했|울렁|메스꺼/;
/** What was eaten, asked openly ('어제 뭐 드셨어요?'), not whether a food was ('빨간 음식 먹은 거 있어요?'). */
const WHAT_EATEN = /(뭐|뭘|무엇|무슨|어떤)[가-힣]{0,4}(드셨|먹었|드신|먹은|잡수)/;
/** Foods a learner names in a food question (round 36). */
const FOOD_NAMED =
  /비트|용과|블루베리|블랙베리|치킨|닭|삼겹살|돼지고기|소고기|계란|달걀|초밥|김밥|라면|피자|햄버거|족발|곱창|순대|짜장|짬뽕|냉면|국수|시금치|당근|새우|조개|주스/g;
/** Stridor asked ('쇳소리', '그르렁', 'stridor', '숨소리'), not the expiratory wheeze ('쌕쌕'). */
const STRIDOR_ASKED =
  /^(?!.*(쌕쌕|휘파람|wheez)).*(쇳소리|그르렁|히익|stridor|협착음|숨소리|(숨|호흡)[가-힣]{0,8}소리)/;
const STRIDOR_WORDS = /쇳소리|그르렁|히익|협착음/;
/** A bleeding asked with no site named ('피 나요?', '출혈은 있어요?'); the analyser finds no key in it. */
const BARE_BLEED =
  /^(혹시|지금|요즘)?(피|출혈)(가|는|도|이|은|나|좀)?(좀|많이|계속)?(나|났|있|보|비치|비쳐|묻|흘)[가-힣]{0,5}$/;
/** Blood as the subject of a question ('피 나는 게 언제부터예요?', '출혈은 얼마나 돼요?'). */
const BLOOD_SUBJECT = /^(혹시|그럼)?(피|출혈)(가|는|이|은|나는게|나는거|나는건|난게|난거|난건|양은|양이)/;
/** Words a question may ask under a topic whose own sentence may not speak of them (COVERED_BY). */
const WORD_ASKED: Partial<Record<HistoryTopic, RegExp>> = {
  prenatalCare: /엽산/,
  obstetric: /출산|분만|낳/,
  environmentalExposure: /담배|흡연/,
};
/** Symptoms that are one fact asked different ways: an unlisted one answers from a listed one. */
const OVERLAP: Partial<Record<Symptom, readonly Symptom[]>> = {
  fatigue: ['lethargy', 'weakness'],
  lethargy: ['fatigue', 'weakness'],
  weakness: ['fatigue', 'lethargy'],
  // Swallowing hard and swallowing painful, as a carer tells them ('삼킬 때 아파서 침을 흘려요', round 32).
  dysphagia: ['odynophagia'],
};

/** Adult topics a young child has nothing to answer to (door card: age). */
const ADULT_TOPICS = new Set<HistoryTopic>([
  'smoking',
  'alcohol',
  'sexual',
  'contraception',
  'lmp',
  'pregnancy',
  'obstetric',
  'menstrualPattern',
  'cervicalScreening',
  'breastfeeding',
  'drinkingPattern',
  'bingeDrinking',
  'substanceUse',
  'caffeine',
]);

/** For a child's case: the household sentence that answers a habit question asked of the parent. */
const HOME_WORDS: Partial<Record<HistoryTopic, RegExp>> = {
  smoking: /담배|흡연/,
  alcohol: /술|음주/,
};

/**
 * Words whose key depends on the case: '멍울' in a breast clinic is the breast lump, '가슴이
 * 아파요' the breast pain, '가려워요' in a vaginitis case the vulval itch, '어지러워요' of a vertigo
 * patient the vertigo. Used only when the case lists the target as present and does not list the
 * key asked (for an unsited 멍울, even when the lymph nodes are listed as absent: in a breast clinic
 * the lump is what is meant), and the utterance names no site that fixes the reading.
 */
export const CASE_READINGS: readonly {
  from: Symptom;
  to: Symptom;
  unless: RegExp;
  overAbsent?: boolean;
  /** Also when the case lists the target as absent (its own words deny it). */
  evenAbsent?: boolean;
}[] = [
  {
    from: 'lymphNodeSwelling',
    to: 'breastLump',
    unless: /목|겨드랑|사타구니|서혜부|림프|임파/,
    overAbsent: true,
    evenAbsent: true,
  },
  // Listed absent too, when the chest is not the case's: '가슴이 아프거나 멍울 만져지는건요' to a woman
  // whose breasts the case tells of ('가슴이 아프진 않아요.') is her breasts (round 46).
  { from: 'chestPain', to: 'breastPain', unless: /답답|조이|쥐어짜|숨|두근|심장/, evenAbsent: true },
  // Listed absent too: '목 아픈 건요?' of a thyroid's tender neck whose sore throat the case denies
  // ('목구멍 안이 아픈 건 아니에요. 목 바깥 앞쪽이 아파요.') is that neck (round 46).
  { from: 'soreThroat', to: 'neckPain', unless: /인후|목구멍|따가|칼칼|부었|침|감기|편도/, overAbsent: true },
  // Listed absent too: '가려워요?' in a discharge case is answered from its own '가렵지는 않아요.'.
  { from: 'itching', to: 'vaginalItching', unless: /피부|몸|두드러기|팔|다리|얼굴|눈/, evenAbsent: true },
  { from: 'dizziness', to: 'vertigo', unless: /캄캄|깜깜|아찔|핑/ },
  // '배 아파요?' to a woman whose pain is her lower belly's (endometriosis, a miscarriage, a fibroid),
  // listed as pelvic pain: that pain, never '아니요, 그런 건 없었어요' (round 41: a false fact in 5 of
  // the 17 cases that list pelvic pain and no abdominal pain).
  { from: 'abdominalPain', to: 'pelvicPain', unless: /윗배|명치|상복부|옆구리|배꼽위|갈비/ },
  // '붓기도 있어요?' to a patient with a swollen joint (gout) is about the joint, also when the case
  // denies a swelling elsewhere ('종아리나 발은 안 부었슈': '붓는 건?' asks the knee, round 18).
  { from: 'edema', to: 'jointSwelling', unless: /얼굴|다리|발목|눈|손발|몸|종아리|발/, overAbsent: true },
];

/** A summary's right claim in the patient's words ('토한 건', '열 나는 건', '설사 없는 건'). */
const CLAIM_NOUN: Partial<Record<Symptom, string>> = {
  fever: '열 나는 건',
  diarrhea: '설사하는 건',
  cough: '기침하는 건',
  coldSweat: '식은땀 나는 건',
  rhinorrhea: '콧물 나는 건',
};
function rightClaim(s: Symptom, present: boolean): string | undefined {
  const lay = LAY[s] ?? SYMPTOMS[s].label;
  const phrase = /(건|적)$/.test(lay);
  if (present) {
    if (CLAIM_NOUN[s]) return CLAIM_NOUN[s];
    return phrase ? lay.replace(/적$/, '건') : `${lay} 있는 건`;
  }
  return phrase ? undefined : `${lay} 없는 건`;
}
/** The day words of a summary, as said ('어제 저녁', '사흘 전'). */
const DAY_PHRASE =
  /(오늘|어제|어젯밤|그저께|그제|이틀|사흘|나흘|닷새|엿새|일주일|열흘|보름|(?:\d+|한|두|세|석|서|네|넉|다섯|여섯|일곱|여덟|아홉|열)\s*(?:일|주|달|개월|년))(\s*(전|째))?(\s*(아침|저녁|밤|새벽|오후|오전|점심))?/;

/**
 * A day phrase said back in the patient's words, spaced as Korean writes it whatever the learner typed
 * ('두달전' → '두 달 전', '이틀전저녁' → '이틀 전 저녁', '2주전' → '2주 전'; round 27).
 */
export function spacedDay(when: string): string {
  return when
    .replace(/(한|두|세|석|서|네|넉|다섯|여섯|일곱|여덟|아홉|열)\s*(일|주|달|개월|년)/, '$1 $2')
    .replace(/(\d)\s+(일|주|달|개월|년)/, '$1$2')
    .replace(/\s*(전)(?=\s|$|[가-힣])/, ' $1')
    .replace(/(어제|오늘|그저께|그제|전)\s*(아침|저녁|밤|새벽|오후|오전|점심)$/, '$1 $2')
    .trim();
}

/** A start claimed in a later stage of life ('중학생 되고 처음', '고등학교 때부터', '커서부터'). */
const LATER_START =
  /(초등학생|초등학교|중학생|중학교|고등학생|고등학교|대학생|대학교|대학|사회생활|성인|어른|커서|크고)\s*(이|가)?\s*(되고|되면서|되어서|돼서|들어가고|들어가서|때|때부터|부터)\s*[가-힣\s]{0,4}(처음|부터|시작|생기|생겼)/;
/** Since childhood ('어릴 때부터', '어려서부터'). */
const CHILDHOOD = /(어릴|어렸을)\s*때부터|어려서부터|태어날\s*때부터|아기\s*때부터/;
/** Since when, said back in a summary's confirmation ('두 달 전부터 그랬던 건', '열흘째 그런 건'). */
function sinceSaid(when: string): string {
  const spaced = spacedDay(when);
  return /째$/.test(spaced) ? `${spaced} 그런 건` : `${spaced}부터 그랬던 건`;
}

/** Parts of a day, a group each ('새벽', morning, midday to afternoon, evening and night). */
const PARTS_OF_DAY: readonly RegExp[] = [
  /새벽/,
  /아침|오전/,
  /(?<!하)낮|점심|오후/,
  /저녁|(?<!하룻)밤(?!새)/,
];
/**
 * A part of the day claimed ('어제 아침부터') that the case's own account of when it began does not
 * give ('어젯밤 11시쯤이요'): the same day, but not when it began. Only when both name parts of a day.
 */
function partOfDayDiffers(claim: string, truth: string): boolean {
  const partsOf = (text: string) => PARTS_OF_DAY.flatMap((re, i) => (re.test(text) ? [i] : []));
  const claimed = partsOf(claim);
  const told = partsOf(truth);
  return claimed.length > 0 && told.length > 0 && !claimed.some((p) => told.includes(p));
}

/**
 * A symptom said before '있어요': its lay phrase as it is ('배 아픈 건 있어요', '토한 적 있어요'), a
 * noun bare ('기침 있어요'); stripping 건 or 적 from a phrase left '배 아픈 있어요' (round 27).
 */
function layPresent(s: Symptom): string {
  const lay = LAY[s] ?? SYMPTOMS[s].label;
  return lay;
}

function laySubject(s: Symptom): string {
  const lay = LAY[s];
  if (lay) return /(건|적)$/.test(lay) ? lay : topicMarked(lay);
  return topicMarked(SYMPTOMS[s].label);
}

/** Manoeuvres that make no sense for this patient; answering a "normal" finding would mislead. */
function notApplicable(c: Case, m: Manoeuvre): boolean {
  if (c.exam[m]) return false;
  const { sex, age } = c.doorCard;
  if (m === 'pelvicExam' && sex === '남자') return true;
  if ((m === 'fundalHeight' || m === 'fetalHeartRate') && c.secondaryCategory !== '산전진찰') return true;
  if (m === 'developmentalAssessment' && age >= 19) return true;
  return false;
}

function vitalsText(c: Case, segment: string): string {
  const d = c.doorCard;
  const all: [RegExp, string][] = [
    [/혈압|bp/i, `혈압 ${d.bloodPressure}`],
    [/맥박|심박|pulse|pr\b/i, `맥박 ${d.pulse}`],
    [/호흡수|호흡|rr\b/i, `호흡 ${d.respiration}`],
    [/체온|열|bt\b/i, `체온 ${d.temperature}`],
  ];
  const asked = /활력|바이탈|vital|v\/?s/i.test(segment) ? [] : all.filter(([re]) => re.test(segment));
  return (asked.length > 0 ? asked : all).map(([, t]) => t).join(', ');
}

/** Korean and Arabic numbers as they date things ('석 달', '2주', '넉 달'). */
const NUMBER: Readonly<Record<string, number>> = {
  한: 1,
  두: 2,
  세: 3,
  석: 3,
  서: 3,
  네: 4,
  넉: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
};
const DAY_WORDS: readonly [RegExp, number][] = [
  [/오늘/, 0],
  [/어제|어젯/, 1],
  [/그저께|그제|(?<!열)이틀/, 2],
  [/(?<!열)사흘/, 3],
  [/나흘/, 4],
  [/닷새/, 5],
  [/엿새/, 6],
  [/이레|일주일/, 7],
  [/열흘/, 10],
  [/열하루/, 11],
  [/열이틀/, 12],
  [/열사흘/, 13],
  [/보름/, 15],
  // Round 15: a start in months or years ('작년부터', '반년 전부터', '재작년부터').
  [/반년/, 182],
  [/(?<!재)작년(?=부터|쯤부터|이맘때|\s*이맘때)/, 365],
  [/재작년(?=부터|쯤부터)/, 730],
  // Round 27: since childhood ('어릴 때부터 코피가 자주 나고'), three years ago or more, told as each
  // year from three to twenty so that a summary's '5년 전부터' agrees and '작년부터' does not.
  ...Array.from(
    { length: 18 },
    (_, i) => [/(어릴|어렸을)때부터|어려서부터|태어날때부터/, (i + 3) * 365] as [RegExp, number],
  ),
];
// A Korean numeral starts its word ('면서 주저앉았어요' is no '서 주', three weeks).
const COUNTED =
  /(\d+|(?<![가-힣])(?:한|두|세|석|서|네|넉|다섯|여섯|일곱|여덟|아홉|열))\s*(일(?![이을곱주])|주(?!무|사|로|변|말)|달|개월|년)/g;
const UNIT_DAYS: Readonly<Record<string, number>> = { 일: 1, 주: 7, 달: 30, 개월: 30, 년: 365 };
/** A span counted loosely ('두어 달', '서너 주'): LOOSE_NUMBERS and a unit as COUNTED has it. */
const ABOUT_COUNTED = new RegExp(
  `(${Object.keys(LOOSE_NUMBERS).join('|')})\\s*(일(?![이을곱주])|주(?!무|사|로|변|말)|달|개월|년)`,
  'g',
);

/**
 * How many days ago a text dates something ('어제' 1, '이틀 전' 2, '석 달' 90, '2년' 730); with
 * `today`, an account in hours or a time of day alone ('한 시간 전', '아침 7시쯤') is 0.
 */
export function dayCountsOf(text: string, today = false): number[] {
  const compact = text.replace(/\s+/g, '');
  const out: number[] = DAY_WORDS.filter(([re]) => re.test(compact)).map(([, n]) => n);
  for (const m of text.matchAll(COUNTED)) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER[m[1]!];
    if (m[1] === '일' && m[2] === '주') continue;
    // And a half ('1년 반 전부터' is a year and a half, '한 달 반' six weeks: round 30).
    const half =
      m[2] !== '일' && m[2] !== '주' && /^\s*반(?!년|나절)/.test(text.slice(m.index! + m[0].length))
        ? UNIT_DAYS[m[2]!]! / 2
        : 0;
    if (n !== undefined) out.push(Math.round(n * UNIT_DAYS[m[2]!]! + half));
  }
  // A count said loosely ('두어 달', '한두 달', '서너 주'): each number it may mean (round 19).
  for (const m of text.matchAll(ABOUT_COUNTED))
    for (const n of LOOSE_NUMBERS[m[1]!]!) out.push(n * UNIT_DAYS[m[2]!]!);
  if (out.length === 0 && today && /시간|분\s*전|아까|아침|점심|새벽|오전|오후|저녁|밤/.test(compact))
    out.push(0);
  return [...new Set(out)];
}
/** Two datings agree when equal, or within a fifth of each other beyond a week. */
const sameDay = (a: number, b: number) =>
  a === b || (Math.max(a, b) >= 7 && Math.abs(a - b) <= 0.2 * Math.max(a, b));
const NEGATED = /(않|없|아니|(^|\s)안\s)/;
/** Topics whose denial in a summary is checked against the case ('술은 전혀 안 드시고'). */
const DENIABLE = (t: HistoryTopic) =>
  !['onset', 'location', 'character', 'severity', 'duration', 'course'].includes(t);

/** Habits and history a summary may wrongly affirm ('담배 피우시고' to a non-smoker). */
const AFFIRMABLE: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'smoking',
  'alcohol',
  'medication',
  'allergy',
  'surgery',
  'trauma',
  'travel',
  'sickContact',
  'pastMedical',
  'substanceUse',
  'experience',
  // Round 13: what set it off ('무거운 거 들다가') when the case says nothing did.
  'event',
]);
/** Functions a summary may say go well ('소변은 괜찮으시고'), checked against the case's trouble. */
const FUNCTIONS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'urination',
  'bowelHabit',
  'sleep',
  'appetite',
  'feeding',
]);
/** The symptoms that are trouble with a function a summary calls fine. */
const FUNCTION_TROUBLE: Partial<Record<HistoryTopic, readonly Symptom[]>> = {
  sleep: ['insomnia'],
  bowelHabit: ['constipation', 'diarrhea'],
  urination: ['dysuria', 'frequency', 'urgency', 'hesitancy', 'weakStream', 'residualUrine'],
};
/** A case sentence telling trouble with a function ('잘 안 나와서', '대변을 못 봤어요'). */
const TROUBLE =
  /잘\s*(안|못)\s|못\s*(봤|봐|보|자|잤|먹|먹었|느껴)|안\s*(나와|나오|느껴|와요)|힘(을)?\s*줘야|힘들|어려워|깨요|깨서|없고\s*조금/;
/** Pain qualities a learner names in a check ('찢어지는 것 같진 않죠?'), as written in the cases. */
const QUALITIES: readonly (readonly string[])[] = [
  ['찢어', '찢기', '찢는'],
  ['찌르', '찔러', '찌른', '찌릿'],
  ['조이', '조여', '조인'],
  ['쥐어짜', '쥐어짠'],
  ['누르', '눌러', '짓누'],
  ['타는', '타듯', '화끈'],
  ['쓰리', '쓰려', '쓰린'],
  ['콕콕'],
  ['욱신'],
  ['뻐근'],
  ['묵직'],
  ['답답'],
  ['저리', '저려', '저린'],
  ['쑤시', '쑤셔'],
  ['따끔'],
];
/** Qualities of one kind: a learner's word for one is no wrong word for another of its kind. */
const QUALITY_FAMILIES: readonly (readonly string[])[] = [
  ['조이', '조여', '조인', '쥐어짜', '쥐어짠', '누르', '눌러', '짓누', '답답'],
  ['찌르', '찔러', '찌른', '콕콕'],
  ['타는', '타듯', '화끈', '쓰리', '쓰려', '쓰린'],
  ['뻐근', '묵직', '욱신', '쑤시', '쑤셔'],
];
/** Topics a negative check is answered 네 or 아니요 to, by whether the case's sentence denies it. */
const NEGATIVE_CHECKED: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  ...AFFIRMABLE,
  'radiation',
  'family',
]);
/** Topics that are a date, checked when a summary dates them ('마지막 생리가 4주 전이고'). */
const DATED: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>(['lmp']);
/** Topics a summary's day words may belong to instead of the onset. */
const OWN_DATE = (t: HistoryTopic) =>
  ![
    'onset',
    'duration',
    'course',
    'character',
    'location',
    'severity',
    // What was done to the patient dates the assault itself ('일주일 전에 … 당하셨고', round 19).
    'violenceHistory',
    'assaultDetails',
    'perpetrator',
  ].includes(t);

/** What a learner's summary claims: symptoms (present or not), topics and the day it began. */
export interface SummaryClaims {
  symptoms: { key: Symptom; present: boolean; clause: string; now?: boolean }[];
  /** Topics the summary speaks of, each with whether it denies them and the days it names. */
  topics: {
    key: HistoryTopic;
    denied: boolean;
    normal?: boolean;
    /** Said to go well ('소변은 괜찮으시고', '대변도 잘 보시고'): a function without trouble. */
    fine?: boolean;
    days: number[];
    clause: string;
  }[];
  /** Days ago the problem began, by the summary's day words. */
  days: number[];
  /** How many minutes something lasted ('5분 정도 떨었던'), not how long ago ('30분 전'). */
  minutes: number[];
  /** A clause that says it was on one side only ('한쪽만 떨었던'). */
  oneSided?: string;
  /** Sides the summary names, with the part ('오른쪽 옆구리' → 오른, 옆구리). */
  sides: { side: '오른' | '왼'; part: string; clause: string }[];
  /** Hours ago the problem began, when the summary counts hours or minutes ('2시간 전부터', '30분 전'). */
  hours: number[];
  /** A clause that says both sides or the whole of a part ('양쪽 머리가 다'), with the part. */
  bothSides?: string;
  /** Named sites of a symptom the summary says is present ('명치가 아프고' → 명치). */
  sites: string[];
  /** The clause each named site was said in. */
  placed: { site: string; clause: string }[];
  /** The clauses that say how many minutes something lasted, with the minutes. */
  lasted: { clause: string; minutes: number[] }[];
  /**
   * The clauses that speak of earlier episodes ('한 달 전부터 계단 오를 때 그랬네요', '전에도 …
   * 아팠던 적'), checked against the case's earlier episodes rather than today's problem.
   */
  earlier: string[];
  /** Each clause whose day or hour words were read as when the problem began, with them. */
  dated: { clause: string; days: number[]; hours: number[] }[];
}
/**
 * A clause about earlier episodes: '전에도', '예전에', '작년', '적이 있', 'exertional', or a date a
 * week or more ago with a past tense ('한 달 전부터 … 그랬', '2주 전에 … 아팠던').
 */
const EARLIER_CLAUSE =
  /전에도|전엔|전에는|예전|옛날|작년(?!\s*(쯤)?\s*(부터|이맘때))|평소에도|평생|원래|(학생|어릴|젊을|어렸을|[가-힣\d]+\s*살)\s*때|적(이|은|도)?\s*(있|많|몇)|exertional|(달|주|개월|년)\s*(전|동안)[가-힣\s]*?(그랬|그러셨|뻐근했|아팠|아프셨|있었|했었|하셨었)/i;
/** A frequency ('일주일에 두세 번', '한 달에 열흘', '하루에', '마다'): never a date. */
const FREQUENCY =
  /(하루|일주일|주|한\s*달|달|\d+\s*(일|주|달|개월))\s*(에|마다)(?![가-힣]*(전|째))|(번|회|차례)\s*(정도|씩)?\s*(드시|마시|먹|피우|하시|해)|매일/;
/** A clause that says what makes a pain worse or better ('기침할 때 울려서 더 아프고'). */
const FACTOR_CLAUSE =
  /더\s*(아프|아파|아픈|심해|울려|찌릿|차|해(?![가-힣])|해요|하고|하는|하시|한다)|덜\s*(하|해|아프)|나아|나은|나으|좋아지|울려|괜찮아지/;
/** The condition of a factor ('기침할 때', '들이쉬면'): what it names is no symptom claimed. */
const CONDITION =
  /(안\s*)?[가-힣]+\s*때(나|도|마다|에|는)?(?![가-힣])|[가-힣]+(하|쉬|시|으|오르|걸으|먹으|드시)면(서)?(?![가-힣])/g;

/**
 * A denial limited to a time after something ('한 번 토하고는 안 토했어', '그 뒤로는 안 토했어',
 * '새벽 5시 이후로는'): it claims the symptom happened, then stopped, never that it is absent.
 */
const AFTER_SCOPED =
  /(고는|고서는|고\s*나서는|뒤로는|후로는|이후로는|이후론|뒤론|다음부터는|다음부턴|더는)\s*[가-힣\s]{0,8}(안|않|없|못)|더\s*안\s/;
/** A denial of now ('지금은 열은 없어'): checked against a case sentence that says it has gone. */
const NOW_SCOPED = /(지금은|이제는|요즘은|오늘은|지금)\s*[가-힣\s]{0,8}(안|않|없)/;
/** A comparison with a time ('어제보다 오늘이 더'): no dating. */
const COMPARED_TIME =
  /(어제|어젯밤|그제|그저께|지난주|지난달|작년|아까|처음|전)\s*(보다|에\s*비해|하고\s*비교|이랑\s*비교)/g;
/**
 * A clause of how it has gone ('최근 2주 동안 더 심해졌어', '한 달 사이 이번이 세 번째', '다섯 달째
 * 똑같아'): its time words date a change, not when the problem began.
 */
const COURSE_CLAUSE =
  /(달|주|년|개월|일)\s*째\s*(없|안\s)|\d+(\.\d+)?\s*도\s*(까지|를|가|넘게|정도|대로)?\s*(올랐|오르|올라|내렸|내려|떨어)|(어제|오늘|그제|그저께|아침|저녁|밤|낮|새벽)\s*(에)?(는|엔|은)\s*[가-힣\s]{0,6}\d+(\.\d+)?\s*도|더\s*(심해|나빠|좋아|나아|늘|줄|진해|잦아|못)|(심해|나빠|좋아|나아|늘|줄)었|늘렸|똑같|그대로|번째|사이|제일\s*(힘들|심했|아팠)|(동안|만에)\s*[가-힣\s]{0,6}(없어|나았|좋아|그쳤|멎)/;
/** '열' that counts ('열 달', '열두 번', '열흘'), never a fever. */
const NUMBER_TEN =
  /열(?=\s*(달|번|살|시간|시|명|개|군데|흘|(한|두|세|네|다섯|여섯|일곱|여덟|아홉)\s*(달|번|살|시|명|개|군데)|\s(일|주|년|개월)(?![가-힣])))/g;
/** A clause that is only a condition ('피곤할 때', '게임하거나 신날 때,', '누우면'). */
const CONDITION_ONLY = /(때|때는|때도|때마다|때나|하면|으면|니까|으니까)\s*[,.]?\s*$/;
/** Doing well ('잘 놀고', '잘 먹고 잘 자', '괜찮고'): a denial of the trouble it would be. */
const FINE_CLAIM =
  /잘\s*(놀|먹|자|잤|웃|지내|마시|걷|움직|보이|보여|보시|보고|봐|들리|들려|나와|나오|빨|주무|드시|드셔|드세)|괜찮|멀쩡/;
/** A function checked as fine with a summary's ending ('소변은문제없으시고요', '대변은괜찮으시죠'). */
const FUNCTION_CHECK =
  /^(그리고|그럼|그러면|혹시)?(소변|오줌|대변|변|잠|입맛|밥맛)(은|는|도)(별|특별한|다른)?(문제|이상|탈)?(은|는|도|이|가)?(없으시|없으신|없으세|없으|괜찮으시|괜찮으신|괜찮으세|괜찮|잘보시|잘나오|잘주무시)[가-힣]*(고요|구요|죠|지요|고|시죠)$/;
/** A function said to be no trouble ('소변은 문제 없으시고', '대변은 별 이상 없죠', round 37). */
const FUNCTION_NO_TROUBLE =
  /(소변|오줌|대변|(?<![소주])변|잠|입맛|밥맛)(은|는|도|이|가)?\s*(별\s*|특별한\s*|다른\s*)?((문제|이상|탈|불편한\s*(건|거|것|점))\s*(은|는|도|이|가)?\s*(없|안\s*(생기|있))|괜찮|멀쩡|잘\s*(나오|나와|보시|보세|주무|자))/;
const FUNCTION_NAMED: readonly [RegExp, HistoryTopic][] = [
  [/소변|오줌/, 'urination'],
  [/대변|변/, 'bowelHabit'],
  [/잠/, 'sleep'],
  [/입맛|밥맛/, 'appetite'],
];
/** A painful part, or the breath, called fine in a summary ('등은 괜찮으시고', '숨은 멀쩡한 거지?'). */
const FINE_PART =
  /(?:^|[^가-힣])(등|허리|배|가슴|머리|옆구리|숨)(?:은|는|도|이|가|쪽은)?\s*(?:다\s*|좀\s*)?(?:괜찮|멀쩡)/;
/**
 * A state called fine in a summary ('기분은 괜찮으신 거죠?', '잠은 잘 주무시고', '기억력은 괜찮으시고',
 * round 44): the mood, the sleep or the memory, denied with no symptom word said.
 */
const FINE_STATE =
  /(?:^|[^가-힣])(기분|잠|기억력|기억)(?:은|는|도|이|가)?\s*(?:다\s*|좀\s*)?(?:괜찮|멀쩡|좋(?:으|고|아|다)|잘\s*(?:주무|자|오|들))/;
const FINE_PART_SYMPTOM: Readonly<Record<string, Symptom>> = {
  기분: 'depressedMood',
  잠: 'insomnia',
  기억력: 'memoryLoss',
  기억: 'memoryLoss',
  등: 'backPain',
  허리: 'backPain',
  배: 'abdominalPain',
  가슴: 'chestPain',
  머리: 'headache',
  옆구리: 'flankPain',
  숨: 'dyspnea',
};
/**
 * The drugs said to be seen to by the patient alone ('약은 혼자 잘 챙기시는 거죠?') or taken without
 * fail ('약은 꼬박꼬박 잘 드신거죠?') in a summary (round 45): the clause, and which claim it makes.
 */
const DRUGS_CLAIM = /약(?:은|을|도|는)?\s*([^,.?]{0,16}?)\s*(?:챙기|챙겨|드시|드셨|드세|드신|복용|먹)/;
const DRUGS_ALONE = /혼자|스스로|직접|알아서/;
const DRUGS_FAITHFUL = /잘|꼬박꼬박|빠짐없이|제때|안\s*빠|거르지|빼먹지/;
/** A case sentence that tells someone else sees to the drugs ('약도 제가 챙겨 줘야 해요'). */
const DRUGS_GIVEN =
  /(제가|저희가|[가-힣]+(?:가|이|께서))\s*(?:약(?:을|도)?\s*)?(?:다\s*)?챙겨\s*(?:줘|주|드려|드리|드)|약(?:도|은)?\s*제가|챙기는\s*(?:것도|건)\s*[가-힣]+(?:가|이)\s*하|약통에\s*챙겨/;
/** A case sentence that tells doses missed or doubled ('깜빡하고 빼먹는 날이 많아요'). */
const DRUGS_MISSED = /빼먹|빠뜨|거르|두\s*번\s*드|또\s*드시려|드셨는지\s*안\s*드셨는지/;
function drugsClaimed(text: string): RegExpExecArray | undefined {
  const m = DRUGS_CLAIM.exec(text.replace(/^.*?(정리|요약)(해|하|를)?\s*(보면|하면|면)?[,.\s]*/, ''));
  if (!m || /안\s*(챙기|드시|드셨)|못|빼먹(?!지)|깜빡/.test(m[0])) return undefined;
  return DRUGS_ALONE.test(m[1]!) || DRUGS_FAITHFUL.test(m[1]!) ? m : undefined;
}
function drugsHandledWrong(text: string, c: Case): { key: HistoryTopic; text: string } | undefined {
  const m = drugsClaimed(text);
  if (!m) return undefined;
  const alone = DRUGS_ALONE.test(m[1]!);
  const faithful = DRUGS_FAITHFUL.test(m[1]!);
  for (const key of ['adherence', 'dailyFunction', 'medication'] as const)
    for (const x of (c.history[key] ?? '').split(/(?<=[.!?])\s+/)) {
      // Missed doses before a carer took them over ('제가 챙겨 주기 전까지는 … 빼먹었어요') refute
      // a claim of the past ('드셨죠') and one of the patient alone, not one of today's doses.
      if (
        (alone && DRUGS_GIVEN.test(x)) ||
        (faithful && DRUGS_MISSED.test(x) && !(/전까지/.test(x) && !/셨|었/.test(m[0])))
      )
        return { key, text: x.replace(/^(근데|그런데|그리고|그래도),?\s*/, '') };
    }
  return undefined;
}
/**
 * A decline said to be gradual ('서서히 조금씩 나빠지셨고') of a case whose course tells it fell in
 * steps ('서서히 나빠진 게 아니라 계단처럼 뚝뚝 떨어졌어요', round 45): the course's sentence that says so.
 */
const GRADUAL_CLAIM = /(서서히|조금씩|천천히|점점)\s*(조금씩\s*)?(나빠|심해|떨어)/;
const STEPWISE_TOLD = /(서서히|조금씩)[^.]{0,12}(게|건)\s*아니라|계단처럼|뚝뚝/;
function gradualWrong(text: string, c: Case): { key: HistoryTopic; text: string } | undefined {
  if (!GRADUAL_CLAIM.test(text)) return undefined;
  const x = (c.history.course ?? '').split(/(?<=[.!?])\s+/).find((y) => STEPWISE_TOLD.test(y));
  return x ? { key: 'course', text: x } : undefined;
}
/** A parent's memory asked in the past tense ('어머님은 기억력이 어떠셨어요?', round 45). */
const PARENT_MEMORY =
  /^(혹시|그럼|그리고)?(어머님|아버님|어머니|아버지|엄마|아빠)(은|는|께서는|께선|도)(기억력|총기|정신)(이|은|도)?(좀)?(어떠셨|어땠|괜찮으셨|좋으셨|나빠지셨|흐려지셨)/;
/** States asked beside their own trouble (round 45). */
const STATE_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>(['mood', 'sleep']);
/** Getting lost asked (round 45), and a case sentence that tells it. */
const LOST_ASKED = /길(을|은|도)?(잃|헤매|헷갈|못찾)|집(을)?못찾|밖에서헤매|헤매(신|셨|시|는거|신적)/;
const LOST_TOLD = /길(을|은|도)?\s*(잃|헤매|헷갈|못\s*찾)|헤매(?!다\s*실수)/;
/** The memory before the illness asked ('원래 기억력은 어떠셨어요?', round 45). */
const BASELINE_ASKED =
  /(원래|예전(에|엔|에는)?|평소(에)?|전에는|그전에는|젊으셨을때|아프시기전(에)?|이러시기전(에)?|편찮으시기전(에)?)(는|엔|에는)?(기억력|총기|정신|머리)(은|이|도|는)?(좀)?(어떠셨|어땠|좋으셨|괜찮으셨|어떻|좋았|괜찮았|멀쩡|또렷)/;
/** A case sentence that tells how things were before ('그 전에는 과수원 장부도 직접 정리하셨어요'). */
const BEFORE_TOLD =
  /(그\s*전(에는|엔|날까지는?|까지는?)|작년까지(만\s*해도|는)?|예전엔|예전에는|원래는?|전에는)[^.]{0,40}(또렷|정상|괜찮|멀쩡|직접|잘\s|하셨|했어|셨어요)|정상이었/;
/** A spouse named in a clause: their dates are not the patient's. */
const SPOUSE = /아내|남편|와이프|집사람|부인(이|은|도|께서)/;
/** A summary clause that calls something normal ('생리양은 보통이고'): a denial of anything else. */
const NORMAL_CLAIM = /보통|정상|평소(랑|와|처럼|하고)?\s*(같|똑같|비슷)|평소대로|변화(는|가)?\s*없/;
/** A case sentence that itself says it is normal. */
const NORMAL_FACT = /보통|정상|평소|똑같|그대로|비슷/;
const MINUTE_WORDS: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  십: 10,
  이십: 20,
  삼십: 30,
};
/** Minutes a sentence says something lasted ('2분 정도였어요'), never a time ago ('30분 전'). */
export function minutesOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(
    /(\d+|한|두|세|네|다섯|십|이십|삼십)\s*분(?!\s*(전|뒤|후|만에|마다|거리|의))/g,
  ))
    out.push(/\d/.test(m[1]!) ? Number(m[1]) : MINUTE_WORDS[m[1]!]!);
  return out;
}
/** Body sites a pain question may name ('어깨 아픈 건요?'). */
const SITES = [
  '어깨',
  '턱',
  '팔',
  '등',
  '허리',
  '목',
  '옆구리',
  '엉덩이',
  '사타구니',
  '허벅지',
  '무릎',
  '다리',
];
const HOUR_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER,
  열한: 11,
  열두: 12,
  반: 0.5,
};
/**
 * Hours ago a text dates something ('2시간 전', '한 시간쯤 전', '30분 전', '두 시간째'); a length
 * of time without 전/째 ('5분 정도 가요') is not a time ago.
 */
export function hoursAgoOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(
    /(\d+|열한|열두|한|두|세|석|네|다섯|여섯|일곱|여덟|아홉|열|반)\s*시간\s*(쯤|정도|가량|넘게|남짓)?\s*(전|째|됐|되었|가까이)/g,
  ))
    out.push(/\d/.test(m[1]!) ? Number(m[1]) : HOUR_WORDS[m[1]!]!);
  for (const m of text.matchAll(
    /(\d+|십|이십|삼십|사십|오십)\s*분\s*(쯤|정도|가량|넘게)?\s*(전|째|됐|되었)/g,
  ))
    out.push((/\d/.test(m[1]!) ? Number(m[1]) : MINUTE_WORDS[m[1]!]!) / 60);
  return out;
}
/** Two times ago in hours agree when within half again of each other (an hour and 30 minutes do not). */
const sameHours = (a: number, b: number) => Math.max(a, b) <= 1.5 * Math.min(a, b) || Math.abs(a - b) <= 0.25;
/**
 * A case's first sentence on earlier episodes that tells one ('한 달 전부터 계단을 오르면…', '2주
 * 전에도 비슷하게 아팠는데 … 말 안 했어요', '작년부터 … 서너 번 있어요'); a sentence of other
 * things ('예전엔 등산도 잘 다녔어요') tells none.
 */
const EARLIER_EPISODE =
  /전에도|예전에도|전부터|예전부터|때부터|때도|작년|가끔|자주|(\d+|한|두|세|네|몇|여러|서너|두세|한두)\s*번|적이\s*있|적도\s*있|(\d+|한|두|세|석|네|넉|몇)\s*(달|주|년|개월)\s*전|일주일\s*전/;
/**
 * Earlier episodes told by the course rather than the experience sentence ('스물다섯 살쯤부터 일 년에
 * 한두 번 있었는데…'): a summary's '처음이신 거죠?' is wrong for them too (round 14).
 */
const EPISODES_IN_COURSE =
  /(살|세)\s*(쯤|때|무렵)?부터|(일\s*년|1년|한\s*해|한\s*달|매달|해마다|매년|일주일)에?\s*(한두|한|두|몇|서너|두세)\s*(번|차례)/;
/** A case sentence that says this is the first time, or denies any earlier one. */
const FIRST_EPISODE =
  /처음(이에|입니|이여|이다|이예|이야|이라)|한\s*번(도|에)|적(은|이|도)?\s*(없|한\s*번도)|없었|없어요|없습|않았|잘\s*모르/;
/** 'The first time' said of the problem ('처음이시네요', '처음 아프신 거죠'), not '처음엔' (at first). */
const FIRST_TIME =
  /처음(이시|이세|이신|이고|이죠|인|이에|이네|이십|이라|이여|이야|이었|이예|\s*(아프|아파|겪|그러|그런|생기|있))/;
/** A radiation said in a summary ('어깨로 퍼지고', '다른 데로 안 뻗치고', 'radiation은 없고'). */
const RADIATES = /퍼지|퍼져|퍼진|퍼지는|뻗치|뻗쳐|뻗친|뻗어|방사|radiat/i;
/** A denial glued to its verb, as learners type it ('안퍼지는거지', '안아프고'); not 안 inside a word
 * (불안하시고, 편안하게: round 30). */
const GLUED_DENIAL =
  /(^|\s|(?![불편평미])[가-힣])안(퍼|뻗|아프|아파|나|났|난|날|드|피|마시|먹|하|한|할|해|했|돼|되|들|좋|차|쉬)/;
/** Relatives a family history names; each with the words that name the same person. */
const RELATIVES: readonly (readonly string[])[] = [
  ['아버지', '아버님', '아빠', '부친', '친정아버지', '시아버지'],
  ['어머니', '어머님', '엄마', '모친', '친정어머니', '시어머니'],
  ['할아버지'],
  ['할머니'],
  ['언니'],
  ['누나'],
  ['오빠'],
  ['형'],
  ['동생'],
  ['삼촌', '외삼촌'],
  ['이모'],
  ['고모'],
];
/** Diseases and drugs a relative is said to have or take, each with the words for the same one (round 29). */
const FAMILY_CONDITIONS: readonly (readonly string[])[] = [
  ['고혈압', '혈압'],
  ['당뇨'],
  ['갑상선'],
  ['고지혈', '콜레스테롤'],
  ['치매'],
  ['천식'],
  ['결핵'],
  ['우울'],
  ['통풍'],
  ['골다공증'],
  ['심근경색', '협심증', '심장'],
  ['암'],
  ['뇌종양', '종양'],
  ['중풍', '뇌졸중', '뇌경색', '뇌출혈', '머리혈관', '뇌혈관', '혈관이터'],
  // Where it was, of a disease told with its site ('다리 혈관에 피떡이 생겨서' checked as '폐에 피떡').
  ['피떡', '혈전'],
  ['폐'],
  ['다리'],
  ['신장', '콩팥'],
  ['대장'],
  ['위암', '위궤양', '위염'],
  ['간암', '간경화', '간염'],
  ['유방'],
  ['자궁'],
];
/** The colours a discharge is told in, each group one colour in other words (round 29). */
const DISCHARGE_COLOURS: readonly RegExp[] = [
  /하얀|하얗|흰|새하얀|희뿌|우유/,
  /노란|노랗|노르스름|누런|누렇|누르스름|황색/,
  /초록|녹색|연두|푸르스름/,
  /회색|잿빛|희뿌/,
  /피\s*섞|갈색|빨간|붉은|분홍|핏/,
  /투명|맑/,
];
const DISCHARGE_WORD = /냉|분비물/;
const NO_SMELL = /냄새(는|도|가)?\s*(별로\s*|거의\s*|전혀\s*|하나도\s*)?(안\s*나|없|않)/;
const SMELLS =
  /비린내|(냄새|악취)(가|도|는)?\s*(좀\s*|많이\s*|심하게\s*|되게\s*)?(심|나|독|고약|지독)|고약한\s*냄새/;
const LITTLE = /(양|냉)(은|이|도)?\s*(좀\s*|아주\s*)?(조금|적|얼마\s*안|많지\s*않|별로\s*안)/;
const MUCH = /(양|냉)(은|이|도)?\s*(좀\s*|꽤\s*|아주\s*|엄청\s*|되게\s*)?많/;
/**
 * Whether a summary's clauses about the discharge say a colour, a smell or an amount the case's
 * sentence of what it is like does not ('하얀 냉이고 냄새는 없죠?' of a yellow-green, fishy one,
 * round 29): a colour of another group than every colour the case names, no smell of one that
 * smells (or the other way), little of much (or the other way).
 */
function dischargeDiffers(claim: string, truth: string): boolean {
  const colours = DISCHARGE_COLOURS.filter((g) => g.test(claim));
  const told = DISCHARGE_COLOURS.filter((g) => g.test(truth));
  if (colours.length > 0 && told.length > 0 && !colours.some((g) => told.includes(g))) return true;
  const truthNone = NO_SMELL.test(truth);
  const truthSmells = !truthNone && SMELLS.test(truth);
  const claimNone = NO_SMELL.test(claim);
  if ((claimNone && truthSmells) || (!claimNone && SMELLS.test(claim) && truthNone)) return true;
  const amount = truth.split(/(?<=[.!?])\s+|,\s+/).find((x) => /양|많/.test(x)) ?? '';
  const truthMuch = /많|젖을\s*정도(예요|로|가)/.test(amount) && !/아니|않/.test(amount);
  const truthLittle = /조금|적|아니에요|않/.test(amount);
  return (LITTLE.test(claim) && truthMuch) || (MUCH.test(claim) && !LITTLE.test(claim) && truthLittle);
}
/** Whether a summary's clause speaks of what the discharge looks like, smells of or how much comes. */
const aboutDischarge = (part: string) =>
  DISCHARGE_WORD.test(part) ||
  (/냄새|비린내/.test(part) && !/(맡|코)/.test(part)) ||
  (/양(은|이)/.test(part) && !/소변|오줌|생리|월경|출혈|피|가래|변/.test(part));
/** Foods a meal is told by, each group one food in other words (round 29). */
const FOODS: readonly RegExp[] = [
  /닭|치킨/,
  /돼지|삼겹|족발|보쌈/,
  /소고기|쇠고기|육회|곱창/,
  /광어|우럭|초밥|생선회|(?<![가-힣])회(를|랑|도|는|가)?\s/,
  /굴|조개|멍게|해산물|홍합/,
  /김밥/,
  /계란|달걀/,
];
/** Companions who ate the same said to be well, or to be sick too, in a summary's clause. */
const COMPANION =
  /같이\s*(드신|드셨던|먹은|먹었던|간|가신|사는|일하는)\s*([가-힣]{1,3}\s*)?(분|사람|후배|친구|남편|아내|가족|동료|애들|아이들)/;
const COMPANION_FINE = /(괜찮|멀쩡|안\s*아프|아무렇지|아무\s*증상\s*없)/;
const COMPANION_SICK = /(설사|토하|토했|토한|아프|아팠|아파|배탈|열이|열나)/;
/**
 * What a summary says of the meal and of those who ate it ('덜 익은 돼지고기 드시고 설사하셨고 같이 드신
 * 분은 괜찮은거죠?' of undercooked chicken a colleague fell sick from, round 29): the case's sentence of
 * the meal when the summary names another food of the kinds it names, and of the companions when it
 * says them well and they were sick, or sick and they were well.
 */
function mealClaimsWrong(body: string, c: Case): { key: HistoryTopic; text: string }[] {
  const out: { key: HistoryTopic; text: string }[] = [];
  const meal = (['event', 'foodHistory'] as const).find((t) =>
    FOODS.some((g) => g.test(`${c.history[t] ?? ''} `)),
  );
  if (meal) {
    const told = `${c.history[meal]!} `;
    const said = FOODS.filter((g) => g.test(`${body} `));
    if (said.length > 0 && !said.some((g) => g.test(told))) out.push({ key: meal, text: c.history[meal]! });
  }
  const contact = c.history.sickContact;
  const clause = body.split(/(?<=(?:고|는데|지만)),?\s+|,\s*/).find((x) => COMPANION.test(x));
  if (contact && clause) {
    const about = clause.slice(clause.search(COMPANION));
    const saysFine = COMPANION_FINE.test(about);
    const saysSick = !saysFine && COMPANION_SICK.test(about) && !/(않|없|안\s)/.test(about);
    // The sentence of those the summary means: the household for '같이 사는', else the first.
    const sentences = contact.split(/(?<=[.!?])\s+/);
    const first =
      (/같이\s*사는|가족|식구/.test(about) ? sentences.find((x) => /집|가족|식구/.test(x)) : undefined) ??
      sentences[0]!;
    const caseSick =
      COMPANION_SICK.test(first) && !/(괜찮|멀쩡|아무도\s*안)/.test(first.split(/는데|지만/)[0]!);
    const caseFine = !caseSick && /(괜찮|멀쩡|아무도\s*안|없어요)/.test(first);
    if ((saysFine && caseSick) || (saysSick && caseFine)) out.push({ key: 'sickContact', text: contact });
  }
  return out;
}
/**
 * What a summary says the patient was doing when it began ('운동하다가 갑자기 아팠던', '의자에서
 * 일어나시다가 쓰러지신', '무리하시고 나서 피가 나신', round 38): the words of the activity before
 * '다가', '던 중' or '고 나서', followed by the start of the trouble.
 */
const CIRCUMSTANCE_CLAIM =
  /((?:[가-힣]+\s+){0,2}[가-힣]+?)(다가|던\s*중(?:에|이)?|는\s*중(?:에|이)?|고\s*나서|\s*때(?:는|도|에)?)\s*(?:갑자기\s*|그만\s*|그냥\s*)?(?:[가-힣]+\s+){0,2}?[가-힣]*?(?:아프|아팠|아파|쓰러|정신|시작|피가|숨이|생기|생겼|그러셨|그러신|그랬|다치|다쳤|넘어|어지|토하|토했|터지|나셨|나신|저리|막히|막혔|깨셨|깼)/g;
/** Words of a circumstance that say nothing of what was being done. */
const CIRCUMSTANCE_NOISE =
  /^(그러니까|정리하면|요약하면|그리고|그럼|그러면|그래서|혹시|갑자기|그냥|뭐|좀|계시|계셨|계실|있|있으시|있을|하|하시|하고|그|이|저|어제|오늘|아까|그때|처음|처음에|아침|저녁|점심|새벽|밤|밤에|낮에|환자분|제가|저는|혼자|막|한창)$/;
/** Words of the trouble's own state, never an activity ('아프다가 덜했다가', '기침하다가'). */
const CIRCUMSTANCE_STATE =
  /^(아프|아팠|아파|덜|심해|심했|심하|괜찮|나아|나았|좋아|편해|편하|저리|저렸|쑤시|어지|메스|토하|토했|숨|기침|열|떨리|떨렸|붓|부었|부어|참|견디|버티)/;
/** Day and clock words of a circumstance's clause ('세시간', '전에'): when, not what was done. */
const CIRCUMSTANCE_TIME =
  /(시간|분|시|일|주일|주|달|개월|년)(전|째|쯤|정도)?$|^(전|후|쯤|정도|부터|전부터|[0-9]+.*)$/;
/** Honorific verbs said for the plain ones a case writes ('드시다가' of '먹다가'). */
const CIRCUMSTANCE_SAME: Readonly<Record<string, string>> = { 드: '먹', 잡수: '먹', 주무: '자' };
/** The stems of a circumstance's words ('의자에서 일어나시' → 의자, 일어나), the verb's last. */
function circumstanceStems(words: string): string[] {
  return (
    (words.match(/[가-힣]+/g) ?? [])
      // Typed without spaces ('정리하면어제운동하'): the summary's opening words are no part of it.
      .map((w) =>
        w.replace(
          /^(?:그러니까|정리하면|요약하면|그리고|그럼|그러면|혹시|어제|오늘|아까|갑자기|그냥)+(?=[가-힣]{2})/,
          '',
        ),
      )
      .filter((w) => !CIRCUMSTANCE_NOISE.test(w))
      .map((w) =>
        w
          .replace(/(으시|하시|시|하|으실|하실|실|할)$/, '')
          .replace(/(에서|에|을|를|이|가|은|는|도|으로|로|랑|이랑|하고)$/, ''),
      )
      .filter((w) => w.length > 0 && !CIRCUMSTANCE_NOISE.test(w) && !CIRCUMSTANCE_TIME.test(w))
      .map((w) => CIRCUMSTANCE_SAME[w] ?? w)
  );
}
/**
 * A circumstance a summary claims that the case's account of the start does not tell ('운동하다가' of
 * a pain that began at a desk, '가만히 누워 계시다가' of a faint on the stairs, round 38): the case's
 * sentence of what was being done, with its sentence that denies the claimed one when it has one
 * ('운동하거나 부딪힌 거 없어요'); undefined when the case tells that circumstance, or tells none.
 * What was done decides (the verb: '의자에서 일어나다가' of one sitting on a chair is wrong).
 */
function circumstanceWrong(body: string, c: Case): { key: HistoryTopic; text: string } | 'right' | undefined {
  const sources = (['event', 'onset'] as const).filter((t) => c.history[t]);
  if (sources.length === 0) return undefined;
  const sentences = sources.flatMap((t) =>
    c.history[t]!.split(/(?<=[.!?])\s+/).map((sentence) => ({ t, sentence })),
  );
  /** A sentence telling what was being done when it began. */
  const DOING = /다가|던\s*중|는\s*중|있었|있는데|있다가|하고\s*있|먹고|하던|중이었/;
  // With no sentence of what was being done, the account of how it began tells it: its first
  // sentence ('일주일 전에 목이 칼칼하면서 몸살 기운이 있었고…' to '농구하다가 다쳐서…'), unless the
  // earlier episodes tell the claimed circumstance.
  const doing =
    sentences.find((x) => DOING.test(x.sentence) && !NEGATED.test(x.sentence.split(/는데|지만/)[0]!)) ??
    (c.history.onset
      ? { t: 'onset' as const, sentence: c.history.onset.split(/(?<=[.!?])\s+/)[0]! }
      : undefined);
  if (!doing) return undefined;
  if (doing.t === 'onset' && !DOING.test(doing.sentence) && c.history.experience)
    sentences.push(
      ...c.history.experience.split(/(?<=[.!?])\s+/).map((sentence) => ({ t: 'onset' as const, sentence })),
    );
  const clauses = sentences.flatMap((x) =>
    x.sentence.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/).map((part) => ({ ...x, part })),
  );
  // The present history's other sentences ('세 번째 보고 일어나다가 쓰러졌어요' of the course) tell
  // circumstances of today's trouble too.
  const present = (['course', 'associated', 'aggravating'] as const)
    .flatMap((t) => (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
    .flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/));
  for (const m of body.matchAll(CIRCUMSTANCE_CLAIM)) {
    const words = m[1]!;
    // Earlier episodes ('고등학생 때 피검사하다가 한 번 쓰러진 적이 있어') are no account of today's.
    const around = body.slice(Math.max(0, m.index! - 16), m.index! + m[0].length + 16);
    if (EARLIER_CLAUSE.test(around)) continue;
    // A symptom's own verb ('속이 울렁이다가', '기침하다가') is the trouble, not what was being done.
    const last = (words.match(/[가-힣]+/g) ?? []).at(-1) ?? '';
    if (analyzeDetailed(`${last}다가`).symptoms.length > 0) continue;
    // A claim that denies ('운동하다가 그런 건 아니고') claims nothing.
    if (NEGATED.test(m[0].slice(words.length))) continue;
    const stems = circumstanceStems(words);
    if (stems.length === 0) continue;
    const verb = stems.at(-1)!;
    // With no sentence of what was being done, only a claim of how it started ('…하다가 다쳐서 …
    // 아프기 시작한') is checked: a course told with '다가' ('아프다가 조금 풀렸다가') is no start.
    if (!DOING.test(doing.sentence) && !/시작|다쳐|다쳤|다친|쓰러/.test(m[0].slice(words.length))) continue;
    // A state of the trouble itself ('아프다가 좀 덜했다가', '기침하다가') is its course, not what was
    // being done.
    if (CIRCUMSTANCE_STATE.test(verb)) continue;
    if (
      // A one-syllable verb ('들') only against the account of the start: elsewhere it opens too
      // many words ('들이쉬거나').
      [...clauses.map((x) => x.part), ...(verb.length > 1 ? present : [])].some(
        (x) => namesCondition(x, [verb]) && !NEGATED.test(x),
      )
    )
      return 'right';
    const denial = clauses.find(
      (x) => namesCondition(x.part, stems) && NEGATED.test(x.part) && x.sentence !== doing.sentence,
    );
    // '…할 때 아프신 거죠?' may claim a factor, not the start: wrong only when the account of the
    // start denies it ('가만히 앉아 있거나 자다가 아픈 적은 한 번도 없어요') and no sentence of the case
    // tells it so.
    if (/때/.test(m[2]!)) {
      const told = Object.values(c.history)
        .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
        .flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/));
      if (!denial || told.some((x) => namesCondition(x, [verb]) && !NEGATED.test(x))) continue;
    }
    const text = [doing.sentence, ...(denial ? [denial.sentence] : [])].join(' ');
    return { key: 'event', text };
  }
  return undefined;
}
/**
 * The colours of what is vomited or passed, each group one colour in other words, from bright red to
 * black (round 33): neighbours on that scale are one colour in a summary ('빨간 피' of '검붉은 피'),
 * groups further apart are not ('빨간 피' of coffee grounds); yellow and white stand alone.
 */
const MATTER_COLOURS: readonly RegExp[] = [
  /새빨|선홍|시뻘|생피/,
  /(?<!새)빨간|(?<!새)빨갛|(?<!검)붉|핏빛/,
  /검붉|포도주|암적/,
  /검은|검게|검었|까만|까맣|까맸|시커|거무|흑색|짜장|커피|밤색/,
  /노란|노랗|누런|누렇|황색|초록|녹색/,
  /하얀|하얗|흰|회색|회백/,
];
/** Whether two colour groups of MATTER_COLOURS may name one colour. */
const coloursMeet = (a: number, b: number) => a === b || (a < 4 && b < 4 && Math.abs(a - b) === 1);
/** What a summary's clause is about, and the case's facts that tell its colour (round 33). */
const MATTERS: readonly {
  said: RegExp;
  keys: readonly { topic?: HistoryTopic; symptom?: Symptom }[];
}[] = [
  {
    said: /토하|토한|토했|토하셨|토혈|구토|게워|게우/,
    keys: [{ topic: 'vomitus' }, { symptom: 'hematemesis' }, { symptom: 'vomiting' }],
  },
  {
    said: /(?<!소)변(은|이|을|도|에|에서|이랑|에는)?\s|똥|혈변|흑색변/,
    keys: [{ topic: 'stoolColor' }, { symptom: 'melena' }, { symptom: 'hematochezia' }],
  },
];
/**
 * What a summary says of the colour of what was vomited or passed ('빨간 피를 토하셨고' of coffee
 * grounds, '까만 변' of bright red blood, round 33): the case's sentence of it when every colour the
 * summary gives is of another group than every colour the case's sentence tells (a colour the case
 * denies, '새빨간 피는 아니었고', is not one it tells).
 */
function matterColourWrong(
  body: string,
  c: Case,
): { kind: 'topic' | 'symptom'; key: string; text: string }[] {
  const out: { kind: 'topic' | 'symptom'; key: string; text: string }[] = [];
  const clauses = body.split(/(?<=(?:고|는데|지만|며))\s+|,\s*|[.?!]\s*/);
  for (const m of MATTERS) {
    const said = clauses
      .filter((x) => m.said.test(`${x} `))
      .flatMap((x) => MATTER_COLOURS.flatMap((g, i) => (g.test(x) ? [i] : [])));
    if (said.length === 0) continue;
    for (const k of m.keys) {
      const text = k.topic ? c.history[k.topic] : k.symptom ? c.symptoms[k.symptom]?.detail : undefined;
      if (!text || (k.symptom && !c.symptoms[k.symptom]?.present)) continue;
      const told = text
        .split(/(?<=[.!?])\s+|,\s*/)
        .filter((x) => !/(아니|않|없)/.test(x))
        .flatMap((x) => MATTER_COLOURS.flatMap((g, i) => (g.test(x) ? [i] : [])));
      if (told.length === 0) continue;
      // Only the sentences that tell a colour, denied or not: the summary raised the colour alone.
      const sentences = text.split(/(?<=[.!?])\s+/);
      const coloured = sentences
        .filter(
          (x, i) =>
            MATTER_COLOURS.some((g) => g.test(x)) ||
            // The sentence a coloured one goes on from ('그러다 …', '그리고 …').
            (MATTER_COLOURS.some((g) => g.test(sentences[i + 1] ?? '')) &&
              /^(그러다|그리고|그래서|그러고|그러더니)/.test(sentences[i + 1] ?? '')),
        )
        .join(' ');
      if (!said.some((a) => told.some((b) => coloursMeet(a, b))))
        out.push({ kind: k.topic ? 'topic' : 'symptom', key: (k.topic ?? k.symptom)!, text: coloured });
      break;
    }
  }
  return out;
}
/** Organs an operation is named by, each one organ in other words (round 29). */
const SURGERY_ORGANS: readonly RegExp[] = [
  /쓸개|담낭/,
  /맹장|충수/,
  /자궁/,
  /갑상선/,
  /무릎/,
  /허리|디스크|척추/,
  /심장/,
  /유방|가슴/,
  /대장|직장/,
  /탈장/,
  /제왕절개/,
  /편도/,
  /백내장/,
  /치질|치핵/,
  /위(?![가-힣]*(내시경))(를|절제|암|수술)/,
];
/** Drugs a summary says the patient takes ('혈압약 드시고', '아스피린 드시는'). */
const DRUG =
  /(혈압|당뇨|고지혈|콜레스테롤|갑상선|피임|진통|수면|신경안정|위장|천식|통풍|심장|우울증|항응고|결핵)\s*(약|제)|아스피린|와파린|인슐린|메트포르민|스테로이드|항생제|타이레놀|아세트아미노펜|이부프로펜|암로디핀|로사르탄|클로피도그렐|스타틴|레보티록신/g;
/**
 * A drug a summary says is taken that the case does not give ('아스피린 드신다고 하셨죠?' of a patient
 * on amlodipine, round 38): told by the case's sentence that names a drug taken, after the wrong one
 * ('아스피린이 아니라 …'), or after the case's own sentence that denies it ('수면제나 다른 약은 안
 * 먹어요.'); never the whole list.
 */
function drugCorrection(clause: string, fact: string): { text: string; lead?: string } | undefined {
  const sentences = fact.split(/(?<=[.!?])\s+/);
  const clauses = sentences.flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/));
  const wrong = [...clause.matchAll(DRUG)].find((m) => {
    const d = m[1] ?? m[0];
    return !clauses.some((x) => x.replace(/\s+/g, '').includes(d) && !NEGATED.test(x));
  });
  if (!wrong) return undefined;
  const stem = (wrong[1] ?? wrong[0]).replace(/\s+/g, '');
  const takes =
    sentences.find((x) => drugWords(x).length > 0 && !NEGATED.test(x)) ??
    sentences.find((x) => drugWords(x).length > 0);
  if (!takes) return undefined;
  const denies = sentences.find(
    (x) => x !== takes && NEGATED.test(x) && x.replace(/\s+/g, '').includes(stem),
  );
  if (denies) return { text: `${denies} ${takes}` };
  return { text: takes, lead: `${josa(wrong[0].replace(/\s+/g, ''), '이/가')} 아니라 ` };
}
/** Scores out of ten ('10점 중에 4점' → 4), never the ten it is out of. */
function scoresOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(\d+)\s*점(?!\s*(중|만점|만|에서|기준|척도))/g)) out.push(Number(m[1]));
  return out;
}
/** Body sites a radiation may reach ('어깨로 퍼지고'), as the cases write them. */
const RADIATION_SITES = [...SITES, '날개뼈', '고환', '턱', '가슴', '배', '머리', '눈', '귀', '손', '발'];
/** Where a pain is, as a summary names it, with the words a case may use for the same place. */
const PAIN_SITES: Readonly<Record<string, readonly string[]>> = {
  명치: ['명치', '윗배', '상복부', '배꼽 위'],
  윗배: ['윗배', '명치', '갈비뼈', '상복부', '배꼽 위'],
  아랫배: ['아랫배', '하복부', '배꼽 아래', '배꼽 밑', '골반', '치골'],
  배꼽: ['배꼽'],
  옆구리: ['옆구리'],
  관자놀이: ['관자놀이', '옆머리'],
  뒷머리: ['뒷머리', '뒤통수', '뒷목'],
  이마: ['이마', '앞머리'],
};
/** A site named to deny it: '명치까지는 아니고', '아랫배는 아니에요', '배꼽 말고'. */
const NEGATED_SITE = /[가-힣]+(까지는|까지|은|는|도)?\s*아니(고|라|에요|예요|요|오)|[가-힣]+\s*말고/g;
/** Sites in the midline, never on one side. */
const MIDLINE_SITES: ReadonlySet<string> = new Set(['명치', '배꼽']);
/** Chart abbreviations of a site, as learners type them ('RLQ pain'). */
const SITE_ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\bRUQ\b/gi, '오른쪽 윗배'],
  [/\bRLQ\b/gi, '오른쪽 아랫배'],
  [/\bLUQ\b/gi, '왼쪽 윗배'],
  [/\bLLQ\b/gi, '왼쪽 아랫배'],
  [/\bepigastri(c|um)\b/gi, '명치'],
];
const ONE_SIDED = /(한|오른|왼)\s*쪽(\s*[가-힣]{1,3})?\s*(만|으로만)(?![가-힣]*아니)/;
const BOTH_CLAIMED =
  /(?:양\s*쪽\s*([가-힣]{1,4}?)|양\s*(손|팔|다리|발|눈|귀))(이|가|은|는|도)?\s*(다|모두|전부|같이)?\s*(아프|아파|아픈|욱신|쑤시|저리|떨리|떨려|떨어|떨고|붓|부어|부었)/;
const BOTH_SIDES = /양쪽|온몸|전신|양\s*(팔|다리|손|발|눈|귀)/;
/** A side named to compare the two ('왼쪽이 더 심해요', '오른쪽이 좀 더 아파요'). */
const SIDE_COMPARED = /(한|오른|왼)\s*쪽(이|은)?\s*(좀\s*|조금\s*)?더\s*[가-힣]+/g;

/** Whether a relative is named in a text ('아버지가', '엄마도'), by any word for the same person. */
const namesRelative = (text: string, words: readonly string[]) =>
  words.some((w) => new RegExp(`${w}(님|이|가|은|는|도|께서|랑|이랑|하고|분|\\s|$)`).test(text));
export function summaryClaims(text: string): SummaryClaims {
  const body = SITE_ABBREVIATIONS.reduce(
    (t, [re, site]) => t.replace(re, site),
    text.replace(
      /^.*?(정리|요약)(해|하|를)?\s*(보면|하면|면|해\s*드리면|하자면|자면|해\s*보겠습니다|해\s*볼게요)?[,.\s]*/,
      '',
    ),
  );
  const symptoms: SummaryClaims['symptoms'] = [];
  const topics: SummaryClaims['topics'] = [];
  const days: number[] = [];
  const minutes: number[] = [];
  const sides: SummaryClaims['sides'] = [];
  const hours: number[] = [];
  const sites: string[] = [];
  const earlier: string[] = [];
  const dated: SummaryClaims['dated'] = [];
  const placed: SummaryClaims['placed'] = [];
  const lasted: SummaryClaims['lasted'] = [];
  let oneSided: string | undefined;
  let bothSides: string | undefined;
  // A relative named in a clause that runs on ('엄마는 쉰둘에 폐경했고 골다공증이 있어'): the next
  // clause, naming no one else, is still theirs.
  let theirsBefore = false;
  let carryDay = '';
  // Clauses: '…고', '…는데', '…지만', '…다가', '…면서' each carry their own negation ('배가
  // 아팠는데 설사는 없고' denies the diarrhoea, not the pain).
  // A stage of life reached ('멍은 중학생 되고 처음 생겼고', round 28) dates the clause after it: one clause.
  for (const part of body.split(
    /(?<=고)(?<!(?:학생|학년|살|세|사춘기|입학|들어가)\s*되고|들어가고)\s+|,\s*|\s+그리고\s+|(?<=(?:는데|은데|지만|다가|면서|으며))\s*(?=[가-힣])|(?<=없이|없는)\s+(?!거|것)/,
  )) {
    // How long an episode of long ago lasted ('두 살 때 … 20분 넘게 떨어서') is not today's.
    if (!EARLIER_CLAUSE.test(part)) {
      const m = minutesOf(part);
      minutes.push(...m);
      if (m.length > 0) lasted.push({ clause: part, minutes: m });
    }
    // '왼쪽 팔', and the one-word '왼팔', '오른손', '왼다리' read as the same.
    const sided = part.replace(/(오른|왼)(팔|손|다리|발|눈|귀|무릎|어깨)/g, '$1쪽 $2');
    for (const m of sided.matchAll(/(오른|왼)\s*쪽\s*([가-힣]{1,6})/g)) {
      const word = m[2]!.replace(/(이랑|에서|으로|이|가|은|는|을|를|도|만|에|랑|로)$/, '');
      if (word.length >= 1 && !/^(으로|에서|이랑)/.test(m[2]!))
        sides.push({ side: m[1] as '오른' | '왼', part: word, clause: part });
    }
    if (!oneSided && ONE_SIDED.test(part)) oneSided = part;
    const normal = NORMAL_CLAIM.test(part);
    const before = EARLIER_CLAUSE.test(part);
    if (before) earlier.push(part);
    const asked = part
      // The 반말 and run-on tags too ('…났던 거지?', '…났던 거고?', round 27).
      .replace(/(거|것)(죠|지요|네요|군요|맞|(?:지|고요|구요|고|구)(?![가-힣]))[^가-힣]*.*$/, '$1요?')
      // '열' counting ('열 달 전부터', '열두 번') is a number, not a fever.
      .replace(NUMBER_TEN, '십');
    const found = analyzeDetailed(asked);
    // A part called fine ('등은 괜찮으신 거죠?', '숨은 괜찮은 거지?') denies its pain or the
    // breathlessness, with no symptom word said (round 24).
    const finePart = found.symptoms.length === 0 ? (FINE_PART.exec(part) ?? FINE_STATE.exec(part)) : null;
    if (finePart) found.symptoms.push(FINE_PART_SYMPTOM[finePart[1]!]!);
    // A condition said alone ('피곤할 때,', '게임하거나 신날 때'): what it names is no symptom claimed.
    if (CONDITION_ONLY.test(part)) found.symptoms.splice(0, found.symptoms.length);
    // A site's underside ('명치 바로 밑', '갈비뼈 밑이 아프고') is where it hurts, not '밑이 아파요'.
    if (/(명치|갈비뼈|갈비|배꼽|가슴|겨드랑이|귀|턱|무릎|날개뼈|어깨)\s*(바로\s*)?밑/.test(part))
      found.symptoms.splice(0, found.symptoms.length, ...found.symptoms.filter((x) => x !== 'pelvicPain'));
    // A factor's condition ('걸을 때나 기침할 때 울려서 더 아프고') claims no cough.
    if (FACTOR_CLAUSE.test(part) && found.symptoms.length > 0) {
      const kept = analyzeDetailed(asked.replace(CONDITION, ' ')).symptoms;
      found.symptoms.splice(0, found.symptoms.length, ...found.symptoms.filter((x) => kept.includes(x)));
    }
    // Negation that is part of the symptom itself ('잠을 못 주무시고', '입맛이 없고') is not a denial.
    const denial = part
      .replace(/아니면/g, '')
      .replace(
        /(입맛|밥맛|기운|힘|의욕|감각|느낌)(이|은|도)?\s*없|(잠|숨)(을|도|이)?\s*못|못\s*(주무|자|먹|드|참|걷|움직|일어|쉬)|(팔|다리|손|어깨)(이|가|을|를)?\s*(잘\s*)?(안|못)\s*(들|올라)|(귀|소리|한쪽)(가|이|도|는)?\s*(잘\s*)?(안|못)\s*들리|(눈|앞|글씨)(이|가|도|는)?\s*(잘\s*)?(안|못)\s*보이|(소변|오줌|대변|변|방귀)(이|가|도|는)?\s*(잘\s*)?(안|못)\s*(나오|나와|나가|봐|보)|(음식|물|침|밥)(이|을|도|은)?\s*(잘\s*)?(안|못)\s*(넘어|넘기|삼키|삼켜)|(말|발음)(이|도|은)?\s*(잘\s*)?(안|못)\s*(나오|나와|돼|되)|(힘|기운)(이|도)?\s*(잘\s*)?안\s*들어가/g,
        '',
      );
    // 'X가 아니라 Y' and 'X 말고는 없어' affirm Y and X; a factor's condition ('변이 안 나올 때
    // 아프다가') denies nothing.
    const told = denial
      .replace(/[가-힣]+\s*아니라/g, ' ')
      .replace(FACTOR_CLAUSE.test(part) ? CONDITION : /$^/, ' ');
    // Doing well ('잘 놀고', '잘 먹고', '괜찮고') denies the trouble it would be, unless negated itself.
    const fine =
      (FINE_CLAIM.test(told) || FINE_STATE.test(told)) && !NEGATED.test(told) && !GLUED_DENIAL.test(told);
    const denied =
      !/(말고|빼고|외에|밖에)(는|도)?\s/.test(denial) && (NEGATED.test(told) || GLUED_DENIAL.test(told));
    // A denial after a time ('한 번 토하고는 안 토했어') says it happened: no claim of absence.
    const scoped = denied && AFTER_SCOPED.test(part);
    for (const key of found.symptoms)
      if (!scoped)
        symptoms.push({
          key,
          present: !denied && !normal && !fine,
          clause: part,
          now: NOW_SCOPED.test(part),
        });
    if (found.symptoms.length > 0 && !denied && !normal && !before)
      for (const site of Object.keys(PAIN_SITES))
        // A site as a word of its own, not inside another ('들이마셔' holds no 이마).
        if (new RegExp(`(^|[^가-힣]|쪽)${site}`).test(part) && !sites.includes(site)) {
          sites.push(site);
          placed.push({ site, clause: part });
        }
    const claimed: HistoryTopic[] = found.symptoms.length === 0 ? [...found.topics] : [];
    // How often the patient drinks, said with the verb alone in a summary that speaks of drinking
    // ('평소엔 한달에 한두번 마시는거죠?' after '어제 소주 한병 마시고', round 26).
    if (
      claimed.length === 0 &&
      found.symptoms.length === 0 &&
      /마시|마셔|드시|드셔/.test(part) &&
      /(번|회|병|잔|캔)/.test(part) &&
      DRINK_NAMED.test(body)
    )
      claimed.push('alcohol');
    // A weight in kilos lost or gained ('살이 3키로 빠지고', '석달동안 10키로 빠지셨고') claims the
    // change of weight, which the case's sentence that weighs it checks (round 28).
    if (
      kilosOf(part).length > 0 &&
      /몸무게|체중|살|빠지|빠졌|빠진|빠지셨|쪘|찌|늘|줄/.test(part) &&
      !/태어|출생|낳/.test(part) &&
      !claimed.includes('weightChange')
    )
      claimed.push('weightChange');
    // '나흘 전에 그런 일을 당하셨고' dates what happened; it claims no earlier episode (round 20).
    if (
      claimed.includes('experience') &&
      dayCountsOf(part).length > 0 &&
      !/전에도|예전|이전|옛날|처음|또|다시|(번|차례)(째|이나|도)/.test(part)
    )
      claimed.splice(claimed.indexOf('experience'), 1);
    // A pain with its quality ('오른쪽 가슴이 찌르듯이 아프고') claims the character too.
    const flatPart = part.replace(/\s+/g, '');
    if (
      found.symptoms.some(isPain) &&
      !denied &&
      QUALITIES.some((g) => g.some((q) => flatPart.includes(q))) &&
      !claimed.includes('character')
    )
      claimed.push('character');
    // A pain with its pattern ('배는 진통처럼 왔다갔다 아프고', '계속 아프시고') claims the duration
    // too (round 25).
    if (
      found.symptoms.some(isPain) &&
      !denied &&
      (INTERMITTENT.test(flatPart) || CONSTANT.test(flatPart)) &&
      !claimed.includes('duration')
    )
      claimed.push('duration');
    // A spread said ('어깨로 퍼지고', '다른 데로 안 퍼지는') is the radiation, not what comes with it.
    if (RADIATES.test(part) && !claimed.includes('radiation')) {
      claimed.splice(0, claimed.length, ...claimed.filter((t) => t !== 'associated'), 'radiation');
    }
    // A relative's disease ('엄마께서 병이 있으셨던') is the family history, not the patient's own.
    // So are a relative's drugs and operations ('아빠가 콜레스테롤 약을 먹어').
    const theirs: readonly HistoryTopic[] = ['pastMedical', 'medication', 'surgery'];
    const named = RELATIVES.some((g) => namesRelative(part, g));
    const runsOn: boolean = theirsBefore && !/본인|저는|제가|환자분/.test(part);
    theirsBefore = (named || runsOn) && /(고|구|며|는데)\s*$/.test(part.trim());
    // What the discharge looks like, smells of or how much comes ('하얀 냉이고', '냄새는 없고', round
    // 29) is its character.
    if (
      aboutDischarge(part) &&
      (DISCHARGE_COLOURS.some((g) => g.test(part)) ||
        NO_SMELL.test(part) ||
        SMELLS.test(part) ||
        LITTLE.test(part) ||
        MUCH.test(part)) &&
      !claimed.includes('character')
    )
      claimed.push('character');
    // The colour of what was vomited or passed ('빨간 피를 토하셨고', '까만 변이', round 33): the
    // vomitus or the stool's colour.
    for (const [m, topic] of [
      [MATTERS[0]!, 'vomitus'],
      [MATTERS[1]!, 'stoolColor'],
    ] as const)
      if (m.said.test(`${part} `) && MATTER_COLOURS.some((g) => g.test(part)) && !claimed.includes(topic))
        claimed.push(topic);
    // What was eaten and who ate it too ('덜 익은 돼지고기 드시고', '같이 드신 분은 괜찮은', round 29).
    if (
      FOODS.some((g) => g.test(`${part} `)) &&
      /(드시|드셨|먹|드신)/.test(part) &&
      !claimed.includes('event')
    )
      claimed.push('event');
    if (COMPANION.test(part) && !claimed.includes('sickContact')) claimed.push('sickContact');
    // An operation said of an organ ('예전에 쓸개 수술하셨고', round 29) is the surgical history.
    if (
      SURGERY_ORGANS.some((o) => o.test(part)) &&
      /수술(을|도|은)?\s*(하셨|했|받으셨|받았|하신|받으신|한|받은)/.test(part) &&
      !RELATIVES.some((g) => namesRelative(part, g)) &&
      !claimed.includes('surgery')
    )
      claimed.push('surgery');
    // A relative said to have or take something ('삼촌이 갑상선약 먹는다고', round 29) is the family
    // history, whatever the verb.
    if (
      named &&
      found.symptoms.length === 0 &&
      !claimed.includes('family') &&
      FAMILY_CONDITIONS.some((k) => k.some((w) => part.replace(/\s+/g, '').includes(w)))
    )
      claimed.push('family');
    if ((named || runsOn) && claimed.some((t) => theirs.includes(t)))
      claimed.splice(
        0,
        claimed.length,
        ...claimed.filter((t) => !theirs.includes(t) && t !== 'family'),
        'family',
      );
    // 'The first time' ('처음이시네요') denies earlier episodes, whatever else the clause says.
    const first = FIRST_TIME.test(part) && !/처음(엔|에는|에|보다|부터)\s/.test(part);
    if (first && !claimed.includes('experience')) claimed.push('experience');
    // A function said to be no trouble ('소변은 문제 없으시고', '대변은 별 이상 없고', round 37): called
    // fine, as '소변은 괜찮으시고' is.
    const noTrouble = FUNCTION_NO_TROUBLE.exec(part);
    const untroubled = noTrouble ? FUNCTION_NAMED.find(([re]) => re.test(noTrouble[1]!))?.[1] : undefined;
    if (untroubled && !claimed.includes(untroubled)) claimed.push(untroubled);
    // How the stool looks is not what '대변은 괜찮으시고' says: it says the bowels work.
    if (untroubled === 'bowelHabit' && claimed.includes('stoolCharacter'))
      claimed.splice(claimed.indexOf('stoolCharacter'), 1);
    // The drugs said to be seen to alone or taken without fail ('약은 혼자 잘 챙기시는', round 45).
    if (drugsClaimed(part) && !claimed.includes('adherence')) claimed.push('adherence');
    for (const key of claimed)
      topics.push({
        key,
        denied:
          denied ||
          /아직/.test(part) ||
          normal ||
          (key === 'experience' && first) ||
          (fine && FUNCTIONS.has(key)) ||
          key === untroubled,
        normal,
        ...((fine && FUNCTIONS.has(key)) || key === untroubled ? { fine: true } : {}),
        days: dayCountsOf(part),
        clause: part,
      });
    if (!bothSides && BOTH_CLAIMED.test(part)) bothSides = part;
    // Day words date the problem unless their clause is about something else ('생리가 4주 전이고').
    // A clause about earlier episodes or a frequency ('일주일에 두세 번') dates nothing of today.
    // A day said in a clause of what was being done ('어제 무거운 거 들다가 허리를 삐끗하신') dates
    // the symptom of the clause it runs into.
    const carried = carryDay;
    carryDay = found.symptoms.length === 0 && /(다가|면서)\s*$/.test(part) ? part : '';
    if (carried && found.symptoms.length > 0 && !before && !COURSE_CLAUSE.test(carried)) {
      const d = dayCountsOf(carried);
      days.push(...d);
      if (d.length > 0) dated.push({ clause: `${carried} ${part}`, days: d, hours: [] });
    }
    if (
      (found.symptoms.length > 0 ||
        !found.topics.some(OWN_DATE) ||
        // A child's growth or development failing since a day ('1년전부터 키가 안크고', round 28)
        // is the complaint dated.
        (/부터/.test(part) && found.topics.every((t) => t === 'growth' || t === 'development'))) &&
      !before &&
      // Someone else's date ('아내가 지금 임신 20주') is not when the patient's problem began.
      !named &&
      !runsOn &&
      !SPOUSE.test(part) &&
      !FREQUENCY.test(part) &&
      !COURSE_CLAUSE.test(part) &&
      // A life event dated ('3년 전에 퇴직하시고', '석달전 남편분 돌아가시고') dates the event, checked on its
      // own (lifeEventCorrections), not when the problem began (lead48).
      !(found.symptoms.length === 0 && LIFE_EVENTS.some((re) => re.test(part)))
    ) {
      const when = part.replace(COMPARED_TIME, ' ');
      const d = dayCountsOf(when);
      const h = hoursAgoOf(when);
      days.push(...d);
      hours.push(...h);
      if (d.length > 0 || h.length > 0) dated.push({ clause: part, days: d, hours: h });
    }
  }
  // What was being done when it began ('운동하다가 갑자기 아팠던', round 38): the event is raised.
  for (const m of body.matchAll(CIRCUMSTANCE_CLAIM))
    if (!topics.some((t) => t.key === 'event') && circumstanceStems(m[1]!).length > 0)
      topics.push({ key: 'event', denied: false, days: [], clause: m[0] });
  return {
    symptoms,
    topics,
    days: [...new Set(days)],
    minutes,
    sides,
    hours: [...new Set(hours)],
    sites,
    placed,
    lasted,
    earlier,
    dated,
    ...(oneSided ? { oneSided } : {}),
    ...(bothSides ? { bothSides } : {}),
  };
}

/** The days a period lasts that a text tells, its cycle's days aside ('주기는 28일에서 35일'). */
function periodDays(text: string): number[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=(?:는데|지만|고)),?\s+/)
    .filter((x) => !/주기|간격|마다|만에|살|개월|주일|전/.test(x))
    .flatMap((x) => dayCountsOf(x))
    .filter((n) => n < 20);
}
/** A period's length claimed that the case's sentence does not give (more than a day off its range). */
function periodLengthDiffers(clause: string, fact: string): boolean {
  if (
    !/생리|월경|멘스/.test(clause) &&
    !/(며칠|일)\s*(정도|씩|동안|간)?\s*(하|해|했|가|간|나와)/.test(clause)
  )
    return false;
  const said = periodDays(clause);
  const truth = periodDays(fact);
  if (said.length === 0 || truth.length === 0) return false;
  const [lo, hi] = [Math.min(...truth), Math.max(...truth)];
  return said.every((n) => n < lo - 1 || n > hi + 1);
}

/**
 * The days the case's sentence gives for the thing a summary's clause dates, when the sentence dates
 * several things in clauses of their own ('2년쯤 전부터 키가 멈춘 것 같았고, 1년 전부터 … 피곤해해요',
 * '일주일쯤 전부터 멍이 들기 시작했어요. 이틀 전부터는 소변이 …'): the days of its clauses that name
 * a noun the summary's clause names with its particle ('키가', '멍은', '소변은'); [] when none does
 * (round 28).
 */
function ownClauseDays(clause: string, sentence: string): number[] {
  const nouns = [...clause.matchAll(/(?:^|\s)([가-힣]{1,3}?)(은|는|이|가|도)(?=\s|$)/g)]
    .map((m) => m[1]!)
    .filter((w) => !/^(정리|요약|그|이|저|그게|오늘|어제|그저께|지금|요즘|처음|전|좀|많이|다)$/.test(w));
  if (nouns.length === 0) return [];
  const own = sentence
    .split(/(?<=[.!?])\s+|(?<=(?:고|며|는데|지만|다가)),?\s+/)
    // Only a clause with a day of its own: a time of day ('점심 무렵부터') runs on from the day before it.
    .filter((x) => dayCountsOf(x).length > 0)
    .filter((x) => nouns.some((n) => new RegExp(`(^|[^가-힣])${n}(은|는|이|가|도|을|를|만|\\s|$)`).test(x)));
  return own.flatMap((x) => dayCountsOf(x));
}
/** How much weight was lost or gained, asked ('몇키로 정도 빠졌어요?', '얼마나 쪘어요?'). */
const WEIGHT_AMOUNT_ASKED = /몇(키로|킬로|kg)|얼마나(빠|쪘|찌|늘|줄)/;
/** Kilograms a text says ('4키로', '6kg', '10 킬로'). */
const KILOS = /(\d+(?:\.\d+)?)\s*(?:kg|키로|킬로)/gi;
const kilosOf = (text: string) => [...text.matchAll(KILOS)].map((m) => Number(m[1]));

/** The condition of a factor a clause names ('누우면 좀 좋아지는' → '누우면'), else ''. */
const FACTOR_CONDITION =
  /^(.*?(?:으면|면|을\s*때|ㄹ\s*때|할\s*때|때|고\s*나면|고\s*나서|니까))(?=\s|[가-힣]|$)/;
/** Words of a condition that say nothing of it (how much, a body part asked of, the pain itself). */
const CONDITION_NOISE =
  /^(좀|더|조금|많이|특히|그냥|가만|이렇게|그렇게|정리|정리하면|그리고|그러니까|아프|아파|아픈|가슴|배|머리|허리|통증|다리|팔|손|발|목|무릎|어깨|등|몸)$/;
/** Parts and directions a condition's verb may be typed glued to ('허리뒤로젖히면요?'). */
const GLUED_CONDITION_NOISE =
  /^(?:(?:좀|더|조금|많이|특히|그냥|허리|가슴|배|머리|다리|팔|손|발|목|무릎|어깨|등|몸)(?:을|를|이|가|은|는|도)?)*(?:(?:아픈|아프신|저린|쑤시는|결리는)(?:게|건|거|것이|것은)|(?:통증|증상)(?:이|은|는))?(?:(?:뒤|앞|옆|위|아래|밑)(?:로|으로|쪽으로))?(?=[가-힣]{2})/;
/** A syllable's initial and vowel, its final consonant aside ('눕' and '누' are one). */
function openSyllable(ch: string): number {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? Math.floor(code / 28) : -1;
}
/** The stems of a condition's words ('누우면' → '누우', '앉아서 숙이면' → '앉아서', '숙이'). */
function conditionStems(condition: string): string[] {
  return (condition.match(/[가-힣]+/g) ?? [])
    .map((w) =>
      w
        .replace(/(으면|면|을때|할때|때|고나면|고나서|니까|으니까)$/, '')
        .replace(/(을|를|이|가|은|는|도)$/, '')
        // A body part or a direction glued to the verb ('허리뒤로젖히' → '젖히', round 28): the verb
        // names the condition, not the part it is done with.
        .replace(GLUED_CONDITION_NOISE, ''),
    )
    .filter((w) => w.length > 0 && !CONDITION_NOISE.test(w));
}
/**
 * Whether a case clause names a condition's stem: a word opening with its first syllable (with no
 * final consonant of its own, the word's may add one: '누우' and '눕'), and its second syllable's
 * initial consonant when both have one ('누우' and '누워', not '다리' and '다시').
 */
function namesCondition(clause: string, stems: readonly string[]): boolean {
  const words = clause.match(/[가-힣]+/g) ?? [];
  const initial = (ch: string) => Math.floor((ch.charCodeAt(0) - 0xac00) / 588);
  // The final a stem's open syllable may gain is an irregular verb's ('누우'/'눕', '나아'/'낫',
  // '알'): 'ㅂ', 'ㅅ' or 'ㄹ', never another ('눈앞' is not '누우': round 41, a migraine's aura told
  // for '누우면 좀 나아요?').
  const gained = (ch: string) => [0, 8, 17, 19].includes((ch.charCodeAt(0) - 0xac00) % 28);
  const opens = (w: string, st: string) =>
    w[0] === st[0] ||
    ((st.charCodeAt(0) - 0xac00) % 28 === 0 && openSyllable(w[0]!) === openSyllable(st[0]!) && gained(w[0]!));
  return stems.some((st) =>
    words.some(
      (w) => opens(w, st) && (st.length === 1 || w.length === 1 || initial(w[1]!) === initial(st[1]!)),
    ),
  );
}
/** A clause telling a condition eases it, and one telling it brings it on or makes it worse. */
const EASES = /나아|나았|덜해|덜하|괜찮|좋아|편해|편하|풀려|풀리|가라앉|사라|없어지|줄어|멎/;
const WORSENS =
  /심해|심하|더해|아프|아파|시작|생기|생겨|찌르|찌릿|땡기|당기|저리|저려|나빠|악화|결리|쑤시|뻐근/;
/**
 * A factor claimed the wrong way round: a summary's clause saying its condition eases the complaint
 * (`key` relieving) or makes it worse (aggravating) when the case's factor sentences tell that
 * condition only the other way, in a clause of their own that denies nothing ('똑바로 누우면 제일
 * 아파요' to '누우면 좀 좋아지는 거죠?'). The case's sentence that tells it, else undefined (round 27).
 */
function factorReversed(
  key: 'aggravating' | 'relieving',
  clause: string,
  sentences: string,
): string | undefined {
  const condition = FACTOR_CONDITION.exec(
    clause.replace(/^.*?(정리|요약)(해|하)?\s*(보면|하면|면)?[,.\s]*/, ''),
  )?.[1];
  if (!condition) return undefined;
  const stems = conditionStems(condition);
  if (stems.length === 0) return undefined;
  const told = sentences.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    sentence
      .split(/(?<=(?:는데|지만|으며)),?\s+|,\s+/)
      .filter((x) => namesCondition(x, stems) && !NEGATED.test(x))
      .map((part) => ({ sentence, part })),
  );
  const [same, opposite] = key === 'relieving' ? [EASES, WORSENS] : [WORSENS, EASES];
  // A part that is one of a list of conditions sharing the sentence's verb ('…걸을 때, 허리를 뒤로
  // 젖힐 때, 내리막길 걸을 때 더 저려요') says what that verb says (round 28).
  const verb = (x: { sentence: string; part: string }) =>
    EASES.test(x.part) || WORSENS.test(x.part) ? x.part : x.sentence;
  if (told.some((x) => same.test(verb(x)))) return undefined;
  return told.find((x) => opposite.test(verb(x)))?.sentence;
}

/** A fact a summary got wrong, with the case's words to correct it and what it corrects ('오른쪽이 아니라 '). */
/** Life events a summary may date, each with the words that tell the same event (lead48). */
const LIFE_EVENTS: readonly RegExp[] = [
  /돌아가|세상을\s*떠|떠나보|사별|별세|여의/,
  /이혼|헤어졌|헤어지/,
  /퇴직|은퇴|실직|해고|그만두|그만뒀/,
  /출산|낳았|낳고|낳으/,
  /이사(를|했|하고|하셨|오)/,
];
/** A day in the past ('여섯 달 전에', '3년 전', '석달전', '작년'). */
const PAST_DATE =
  /(\d+|한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열|열한|열두|몇|반)\s*(년|해|달|개월|주|주일|일)\s*(반\s*)?전|작년|재작년|지난\s*(해|달|주)/;
/** The case sentences that date a life event a summary's clause dates otherwise, as corrections. */
function lifeEventCorrections(utterance: string, c: Case): Correction[] {
  const out: Correction[] = [];
  for (const part of utterance.split(/(?<=고)\s+|,\s*|(?<=(?:는데|지만|면서))\s*(?=[가-힣])/)) {
    const event = LIFE_EVENTS.find((re) => re.test(part));
    const claimed = event ? PAST_DATE.exec(part)?.[0] : undefined;
    const days = claimed ? dayCountsOf(claimed) : [];
    if (!event || days.length === 0) continue;
    for (const [t, text] of Object.entries(c.history) as [HistoryTopic, string | undefined][]) {
      // Only a day the sentence puts the event on ('여섯 달 전에'), never how long something lasted before
      // it ('30년 일하다 은퇴했어요').
      const sentence = text?.split(/(?<=[.!?])\s+/).find((x) => event.test(x) && PAST_DATE.test(x));
      if (!sentence) continue;
      const truth = dayCountsOf(PAST_DATE.exec(sentence)![0]);
      if (truth.length === 0) break;
      if (!days.some((d) => truth.some((x) => sameDay(d, x))))
        out.push({
          kind: 'topic',
          key: t,
          text: sentence,
          ...(dayLead(part) ? { lead: dayLead(part) } : {}),
        });
      break;
    }
  }
  return out;
}
interface Correction {
  kind: 'topic' | 'symptom';
  key: string;
  text: string;
  lead?: string;
  /** A correction of when it began: told first (round 37). */
  when?: boolean;
}
/** A text without its sentences that deny ('한쪽만 막힌 건 아니에요'). */
const affirmedOnly = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((x) => !NEGATED.test(x))
    .join(' ');
/** Two sentences saying the same in other words: most two-syllable pieces of the shorter in the other. */
function nearSame(a: string, b: string): boolean {
  const grams = (x: string) => {
    const flat = x.replace(/[^가-힣]/g, '');
    return new Set([...flat].slice(0, -1).map((ch, i) => ch + flat[i + 1]!));
  };
  const ga = grams(a);
  const gb = grams(b);
  if (Math.min(ga.size, gb.size) < 4) return false;
  return [...ga].filter((g) => gb.has(g)).length >= 0.6 * Math.min(ga.size, gb.size);
}
/** A sentence's opening that points back at the sentence before it ('그 전에 새벽 2시쯤…'). */
const POINTS_BACK = /^(그\s*전에|그리고|그래서|그런데|근데|그때|그러다가)\s+/;
/** The wrong day said back before the right one ('어제 아침이 아니라 ', round 37). */
function dayLead(clause: string): string | undefined {
  const when = DAY_PHRASE.exec(clause)?.[0]?.trim();
  return when ? `${josa(spacedDay(when), '이/가')} 아니라 ` : undefined;
}
/** A clause without its day and hour words ('어젯밤부터 오른쪽 …' → ' 오른쪽 …'). */
const undated = (clause: string) =>
  clause
    .replace(COUNTED, ' ')
    .replace(
      /(\d+|한|두|세|네|다섯|여섯)\s*시간|(오늘|어젯밤|어제|그저께|그제|이틀|사흘|나흘|닷새|일주일|열흘|보름)(\s*(아침|저녁|밤|새벽|오후|오전))?|(\d+\s*시)?\s*(쯤|정도)?\s*(전부터|전에|전|부터|째)/g,
      ' ',
    );
/** Two-syllable pieces of a claim that say nothing of its own (endings, 'hurts', particles). */
const GENERIC_GRAMS = new Set(
  '아프 아파 아픈 프고 프신 프시 픈거 신거 거죠 시고 하고 있고 으로 에서 까지 해요 어요 아요 는거 던거 셨고 시는 하시 으신 이고 정도 더아 때더 지시 시죠 세요 셔요'.split(
    ' ',
  ),
);
const gramsOf = (text: string) => {
  const flat = text.replace(/[^가-힣]/g, '');
  const out = new Set<string>();
  for (let i = 0; i + 2 <= flat.length; i += 1)
    if (!GENERIC_GRAMS.has(flat.slice(i, i + 2))) out.add(flat.slice(i, i + 2));
  return out;
};

/**
 * Whether a summary's affirmed clause about topic `key` says other than the case's sentence `fact`:
 * another score, a pain quality the case does not give or denies, a radiation, aggravating or
 * relieving factor the case denies (unless a sentence of the case that affirms shares its words),
 * a radiation to a site the case does not name, a drug the patient does not take, a relative the
 * family history does not name.
 */
function claimDiffers(key: HistoryTopic, clause: string, fact: string): boolean {
  const sentences = fact.split(/(?<=[.!?])\s+/);
  switch (key) {
    case 'severity': {
      const said = scoresOf(clause);
      const truth = scoresOf(fact);
      return (
        said.length > 0 && truth.length > 0 && !said.some((a) => truth.some((b) => Math.abs(a - b) <= 1))
      );
    }
    case 'character': {
      const flat = clause.replace(/\s+/g, '');
      const group = QUALITIES.find((g) => g.some((q) => flat.includes(q)));
      if (!group) return false;
      // A quality of the same kind ('쥐어짜듯' of a pain that '꽉 조여요') is no other quality.
      const words = [...group, ...(QUALITY_FAMILIES.find((f) => group.some((q) => f.includes(q))) ?? [])];
      // The case's clauses that name it decide by their own negation ('찌르거나 쥐어짜는 건 아니에요').
      const told = sentences
        .flatMap((x) => x.split(/(?<=(?:데|지만|으며|[^다라냐]고)),?\s+/))
        .filter((x) => words.some((q) => x.replace(/\s+/g, '').includes(q)));
      return told.length === 0 || told.every((x) => NEGATED.test(x));
    }
    case 'radiation':
    case 'aggravating':
    case 'relieving': {
      // The case's clauses that share the claim's words ('양쪽 옆구리로 조금 퍼지는데 다리로는 안
      // 내려가요') decide by their own negation; with none, the first sentence does.
      const grams = gramsOf(clause);
      const clauses = sentences.flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/));
      const shared = clauses.filter((x) => [...gramsOf(x)].some((g) => grams.has(g)));
      const affirmedBy = shared.some((x) => !NEGATED.test(x));
      if (!affirmedBy && (shared.length > 0 || NEGATED.test(clauses[0]!))) return true;
      if (key !== 'radiation') return false;
      const sites = RADIATION_SITES.filter((x) =>
        new RegExp(`(^|[^가-힣])${x}(으로|로|까지|쪽|도|랑|이랑|하고|나|이나)`).test(clause),
      );
      // A site the case names only in a denial ('손까지는 안 가요') is not where it spreads.
      return sites.some((x) => !clauses.some((cl) => cl.includes(x) && !NEGATED.test(cl)));
    }
    case 'medication': {
      // A drug the case names only in a denial ('혈압약은 안 먹어요') is not one the patient takes.
      const drugs = [...clause.matchAll(DRUG)].map((m) => m[1] ?? m[0]);
      const clauses = sentences.flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/));
      return drugs.some((d) => !clauses.some((x) => x.replace(/\s+/g, '').includes(d) && !NEGATED.test(x)));
    }
    case 'duration': {
      // A pain claimed to come and go ('진통처럼 왔다갔다 아픈 거죠?') when the case says it never lets
      // up ('계속 안 풀려요'), or claimed constant ('계속 아프신 거죠?') when it comes and goes: the
      // case's clauses that tell the pattern decide, each by its own negation (round 25).
      const flat = clause.replace(/\s+/g, '');
      const claimsComing = INTERMITTENT.test(flat) && !NEGATED.test(clause);
      const claimsConstant = !claimsComing && CONSTANT.test(flat) && !NEGATED.test(clause);
      if (!claimsComing && !claimsConstant) return false;
      const clauses = sentences
        .flatMap((x) => x.split(/(?<=(?:는데|지만|으며|아니라|아니고|[^다라냐]고)),?\s+/))
        .map((x) => x.replace(/\s+/g, ''));
      const saysComing = clauses.some((x) => INTERMITTENT.test(x) && !/(아니|않|없)/.test(x));
      const saysConstant = clauses.some(
        (x) => CONSTANT.test(x) && !(INTERMITTENT.test(x) && !/아니/.test(x)),
      );
      return claimsComing ? saysConstant && !saysComing : saysComing && !saysConstant;
    }
    case 'course': {
      // The direction claimed against the case's ('좋아지고 있는 거죠?' when it is getting worse,
      // '점점 심해지죠?' when it has got better): the case's sentences that tell a direction decide
      // (round 17).
      const flat = clause.replace(/\s+/g, '');
      const better = BETTER.test(flat) && !NEGATED.test(clause);
      const worse = WORSE.test(flat) && !NEGATED.test(clause);
      if (better === worse) return false;
      const told = sentences.map((x) => x.replace(/\s+/g, ''));
      const saysBetter = told.some((x) => BETTER.test(x) && !/(안|않|못)/.test(x));
      const saysWorse = told.some((x) => WORSE.test(x) && !/(안|않|못)/.test(x));
      return better ? saysWorse && !saysBetter : saysBetter && !saysWorse;
    }
    case 'alcohol':
    case 'smoking':
      return habitDiffers(clause, fact);
    case 'surgery': {
      // An operation of an organ the surgical history does not name ('쓸개 수술' of a patient whose
      // appendix and womb were operated on, round 29).
      const organs = SURGERY_ORGANS.filter((o) => o.test(clause));
      return organs.length > 0 && !NEGATED.test(clause) && organs.some((o) => !o.test(fact));
    }
    case 'family': {
      const named = RELATIVES.filter((g) => namesRelative(clause, g));
      if (named.some((g) => !g.some((w) => fact.includes(w)))) return true;
      // A relative the history names, with a disease or drug its sentences about them do not name
      // ('아버지가 당뇨약 드신다고 하셨죠?' of a father with high blood pressure, round 29).
      const flat = clause.replace(/\s+/g, '');
      const conditions = FAMILY_CONDITIONS.filter((k) => k.some((w) => flat.includes(w)));
      if (conditions.length === 0 || NEGATED.test(clause)) return false;
      return named.some((g) => {
        const theirs = sentences
          .filter((x) => namesRelative(x, g))
          .join(' ')
          .replace(/\s+/g, '');
        return theirs.length > 0 && conditions.some((k) => !k.some((w) => theirs.includes(w)));
      });
    }
    default:
      return false;
  }
}

const AGE_TENS: Readonly<Record<string, number>> = {
  열: 10,
  스물: 20,
  서른: 30,
  마흔: 40,
  쉰: 50,
  예순: 60,
  일흔: 70,
  여든: 80,
  아흔: 90,
};
const AGE_UNITS: Readonly<Record<string, number>> = {
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
};
/**
 * The age an identity check states ('일흔여섯 맞으세요?', '네 살 맞죠?', '76세 맞으시죠?'), or
 * undefined: in words (tens, units with 살) or digits with 살/세, right before the check.
 */
function ageClaimed(compact: string): number | undefined {
  // An age said alone ('…맞지? 스물두살', round 20) is checked as one said before '맞죠'.
  const CHECK = '(?=맞|이시|이세|되시|되셨|이신|이죠|이에요|이고|이야|[?？.!]*$)';
  const digits = new RegExp(`(\\d{1,3})(살|세)${CHECK}`).exec(compact);
  if (digits) return Number(digits[1]);
  const words = new RegExp(
    `(스물|서른|마흔|쉰|예순|일흔|여든|아흔|열)?(하나|한|둘|두|셋|세|넷|네|다섯|여섯|일곱|여덟|아홉)?(살)?${CHECK}`,
    'g',
  );
  for (const m of compact.matchAll(words)) {
    const [, tens, units, sal] = m;
    if (!tens && !(units && sal)) continue;
    if (tens === '열' && !sal) continue;
    return (tens ? AGE_TENS[tens]! : 0) + (units ? AGE_UNITS[units]! : 0);
  }
  return undefined;
}

/** A course claimed or told as getting better, or as getting worse. */
/** A question of the time of day a complaint is worst, and a sentence that tells it (round 25). */
const PART_OF_DAY_ASKED =
  /하루(중|중에|중에도|에)?(언제|어느때|몇시)(가|쯤)?(제일|가장|더)|(아침|저녁|밤|낮|오전|오후|새벽)(이|에|엔|에는)?(더|제일|가장)[가-힣]{0,8}(아침|저녁|밤|낮|오전|오후|새벽)/;
const PART_OF_DAY_TOLD =
  /(아침|저녁|밤|낮|오전|오후|새벽)[가-힣]{0,8}(제일|가장|더)(힘들|심하|심해|나빠|아프|아파|괜찮|나아|낫)/;
/** The topics that may compare the parts of the day, in the order they are looked at. */
const DAY_COMPARING: readonly HistoryTopic[] = ['mood', 'aggravating', 'course', 'character', 'severity'];
/** A pattern that comes and goes, and one that never lets up (claimDiffers, 'duration'). */
const INTERMITTENT =
  /왔다갔다|왔다가|있다없다|아팠다(가)?(안아팠|괜찮|말았)|간헐|오락가락|진통처럼|괜찮아졌다(가)?|밀려왔다|빠졌다|파도처럼|저절로풀|사라지|사라집|사라져|분(씩|에서)|한번오면/;
// Not '힘이 쭉 빠지고' (round 27).
const CONSTANT = /계속|쭉(?!빠|뻗|펴)|하루종일|내내|안풀|풀리지않|풀리질않|끊임없/;
const BETTER = /좋아지|좋아졌|좋아지고|나아지|나아졌|나았|호전|덜해지|덜해졌|줄어들|줄었/;
const WORSE = /심해지|심해졌|심해지고|나빠지|나빠졌|악화|힘들어졌|힘들어지|더자주|늘어나|늘었/;

/** What a summary says was done to the patient ('당하셨고', '때렸고', '억지로'), near who did it. */
const ASSAULT_ACT =
  '(당하|당했|당한|때리|때렸|때려|때린|맞으|맞았|맞은|폭행|그랬|그러셨|그런|억지로|강제로|성폭행|추행|만지|만졌|괴롭)';
/** Who a summary says did it, each with the words of the case's perpetrator sentence that agree. */
const PERPETRATOR_ROLES: readonly [RegExp, RegExp][] = [
  [/남편/, /남편/],
  [/아내|부인|와이프/, /아내|부인|와이프/],
  [/남자\s*친구|남친|애인/, /남자\s*친구|애인/],
  [/아빠|아버지|아버님/, /아빠|아버지/],
  [/엄마|어머니|어머님/, /엄마|어머니/],
  [/(?<!시누이\s*)아들/, /아들/],
  [/선배/, /선배/],
  [/직장\s*(동료|상사)|회사\s*(동료|상사|사람)|동료|상사/, /동료|상사|같은\s*팀|선배/],
  [/가족|친척/, /아빠|아버지|엄마|어머니|아들|딸|남편|아내|시누이|삼촌|친척|조카/],
  [/이웃|옆집/, /이웃|옆집/],
];
const STRANGER_CLAIM = /(모르는|처음\s*보는|낯선|모르던)\s*(사람|남자|놈|분|여자|이)/;
const KNOWN_CLAIM = /(?<!잘\s*)(?<!모)(아는|알던)\s*(사람|남자|분|오빠|형)|지인/;
const MANY_CLAIM = /(여러|두|세|네)\s*(명|사람|놈)|둘이서|셋이서|여럿/;
/** Places a summary may say it happened, each group one place in other words. */
const ASSAULT_PLACES: readonly [RegExp, RegExp][] = [
  [/(집|자취방|원룸)(에서|서)/, /집|자취방|원룸|방에|댁/],
  [/주차장(에서|서)/, /주차장/],
  [/(모텔|호텔|숙소)(에서|서)/, /모텔|호텔|숙소/],
  [/(차|차\s*안|봉고차)(에서)/, /봉고차|자동차|승용차|차\s*안|차에서/],
  [/(회사|사무실|직장)(에서|서)/, /회사|사무실|직장|회식/],
  [/(술집|노래방|회식\s*자리)(에서|서)/, /술집|노래방|회식|2차|술자리/],
  [/(공원|골목|길|화장실|학교|지하철)(에서|서)/, /공원|골목|길|화장실|학교|지하철/],
];

/**
 * What a summary of an assault or abuse names of it: who or how many ('perpetrator'), where
 * ('assaultDetails'). The scorer counts the case's words for them, when corrected, as raised.
 */
export function assaultNamed(utterance: string): ('perpetrator' | 'assaultDetails')[] {
  const text = utterance.replace(/\s+/g, ' ');
  const acted = (word: RegExp) =>
    new RegExp(
      `(${word.source})(분)?(이|가|께서|한테서|에게서|한테|에게|이랑|하고)?\\s*[가-힣 ]{0,12}?${ASSAULT_ACT}`,
    ).test(text) || new RegExp(`가해자(는|가)\\s*(${word.source})`).test(text);
  const out: ('perpetrator' | 'assaultDetails')[] = [];
  if ([STRANGER_CLAIM, KNOWN_CLAIM, MANY_CLAIM, ...PERPETRATOR_ROLES.map(([said]) => said)].some(acted))
    out.push('perpetrator');
  if (new RegExp(ASSAULT_ACT).test(text) && ASSAULT_PLACES.some(([said]) => said.test(text)))
    out.push('assaultDetails');
  return out;
}

/**
 * A summary's who, how many and where of an assault or abuse against the case (round 21): '모르는
 * 사람한테 당하셨고' of an acquaintance, '남편분이 때리셨고' of a father, '두 명한테' of one man, '집에서'
 * of a parking garage. Each wrong part is corrected by the case's own sentence; a summary that says
 * none of them, or says them right, is not.
 */
export function assaultClaimCorrections(utterance: string, c: Case): Correction[] {
  const who = c.history.perpetrator;
  const how = c.history.assaultDetails;
  if (!who && !how) return [];
  const text = utterance.replace(/\s+/g, ' ');
  const acted = (word: RegExp) =>
    new RegExp(
      `(${word.source})(분)?(이|가|께서|한테서|에게서|한테|에게|이랑|하고)?\\s*[가-힣 ]{0,12}?${ASSAULT_ACT}`,
    ).test(text) || new RegExp(`가해자(는|가)\\s*(${word.source})`).test(text);
  const out: Correction[] = [];
  if (who) {
    const first = who.split(/(?<=[.!?])\s+/)[0]!;
    const stranger = /처음\s*보는|모르는|낯선/.test(first);
    const wrongWho =
      (acted(STRANGER_CLAIM) && !stranger) ||
      (!acted(STRANGER_CLAIM) && acted(KNOWN_CLAIM) && stranger) ||
      PERPETRATOR_ROLES.some(([said, told]) => acted(said) && (stranger || !told.test(first)));
    const one = /한\s*(명|사람)/.test(who) && !/더\s*있었는지|모르겠/.test(who);
    const wrongCount = acted(MANY_CLAIM) && one;
    if (wrongWho || wrongCount) out.push({ kind: 'topic', key: 'perpetrator', text: who });
  }
  if (how && new RegExp(ASSAULT_ACT).test(text)) {
    const told = [how, who ?? '', c.history.event ?? '']
      .join(' ')
      .replace(/집에\s*(걸어\s*)?(가|오|들어)[가-힣]*/g, ' ');
    const wrongPlace = ASSAULT_PLACES.some(([said, there]) => said.test(text) && !there.test(told));
    if (wrongPlace) {
      const sentence = how
        .split(/(?<=[.!?])\s+/)
        .find((x) => ASSAULT_PLACES.some(([, there]) => there.test(x)));
      out.push({ kind: 'topic', key: 'assaultDetails', text: sentence ?? how });
    }
  }
  return out;
}

/** The order a summary's corrections are told in: when, where, how, then the rest. */
const CORRECTION_ORDER: readonly HistoryTopic[] = [
  'onset',
  'event',
  'duration',
  'location',
  'character',
  'radiation',
  'severity',
  'course',
];

/** A question of how many times, and a sentence that gives a count. */
const COUNT_QUESTION = /몇(번|회|차례)/;
const HAS_COUNT = /(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(번|회|차례)/;
/** The topic that counts a symptom when its own detail does not. */
const COUNTED_BY: Partial<Record<Symptom, readonly HistoryTopic[]>> = {
  vomiting: ['vomitus'],
  hematemesis: ['vomitus'],
  diarrhea: ['stoolCharacter', 'bowelHabit'],
  constipation: ['bowelHabit'],
  frequency: ['urineVolume', 'urination'],
  nocturia: ['urination', 'urineVolume'],
};

/** The verbs a count of a symptom is said with ('세 번 토했어요', '두 번 그랬어요'). */
const COUNTED_VERB: Partial<Record<Symptom, RegExp>> = {
  vomiting: /토|게우|게워|그랬|나왔|나와|나오|올라왔/,
  hematemesis: /토|그랬|나왔|쏟|올라왔/,
};

/**
 * Whether a sentence counts a symptom said with `verb`: the number of times goes on to the verb
 * ('열 번 넘게 토했어요', '두세 번, 먹은 게 … 나와라') or ends the sentence ('하루 여섯 번 넘게요.').
 */
const countsOf_ = (sentence: string, verb: RegExp) =>
  new RegExp(
    `${HAS_COUNT.source}([^.!?]*(${verb.source})|\\s*(이상|넘게|정도|쯤|가량|씩)?\\s*(이요|요)?[.!?]?$)`,
  ).test(sentence.trim());

/** A syllable without its final consonant ('숨' → '수', '쉴' → '쉬'): a stem said in other endings. */
const bareSyllable = (ch: string) => {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? String.fromCharCode(0xac00 + code - (code % 28)) : ch;
};
/** Syllables of question frames, endings and particles, bare: they tell no condition apart. */
const FRAME_SYLLABLES = new Set(
  '아파프요더때며하해서고도게지나세어이으느가르에의로시셔거저버뭐떠그까조마제죠다스니데좀는요우오주보와과랑및또혹'
    .split('')
    .map(bareSyllable),
);
const contentSyllables = (text: string) =>
  new Set([...text.replace(/[^가-힣]/g, '')].map(bareSyllable).filter((x) => !FRAME_SYLLABLES.has(x)));

/** Words of the present or of late (answering). */
const NOW_WORDS = /요즘|요새|최근|근래|지금|현재/;
/**
 * Which sentence of an answer told before answers the question asked again: the one that shares
 * most of its words ('숨쉴 때 더 아파요?' asked again after the aggravating factors were told:
 * '숨을 깊이 들이쉬거나 … 기침하면 더 아파요.', not their first sentence '똑바로 누우면 제일
 * 아파요.' once more; round 22). Two-syllable pieces count twice, a stem's syllable once ('쉴' of
 * '숨쉴' is '쉬' of '들이쉬거나'). Undefined when no later sentence shares more than the first.
 */
/** A length in days told ('8-9일 가요', '열흘 정도', '일주일씩 해요'). */
const DAYS_LASTED =
  /\d+\s*((-|~|에서)\s*\d+\s*)?일\s*(가|정도|씩|동안|간|해|하|이요|이에요)|(이틀|사흘|나흘|닷새|엿새|열흘|일주일)\s*(가|정도|씩|동안|간|해|하)/;
/** A score told ('10점 중에 8점이요', '7점 정도'). */
const SCORE_TOLD = /\d+\s*점|점\s*(중|만점)/;
/** Topics whose text may tell a bleeding and a pain in sentences of their own (round 41). */
const TWO_COMPLAINT_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'character',
  'severity',
  'course',
  'duration',
]);
const BLEED_SAID = /(^|\s)피(가|는|도|를|이|의|\s)|핏|출혈|하혈|덩어리|팬티라이너|라이너|패드|생리대/;
const PAIN_SAID = /아프|아파|아픈|아팠|통증|쑤시|쑤셔|찌르|결리|\d+\s*점/;
/**
 * The sentences of the complaint asked, when a topic's text tells a bleeding and a pain in sentences
 * of their own and the question names only one of them; otherwise the whole text.
 */
const ASKED_BLEED = /피(가|는|도|양|색|$)|출혈|하혈|양은|양이|패드|라이너|생리대|덩어리|색깔/;
const ASKED_PAIN = /아프|아파|아픈|아팠|통증|점수|몇점|쑤시|찌르|쥐어짜|조이/;
/** The pain asked and not the bleeding ('어떻게 아파요?'). */
const painOnlyAsked = (compact: string) => ASKED_PAIN.test(compact) && !ASKED_BLEED.test(compact);
/** How a pain feels, told ('쥐어짜요', '묵직하게 당겨요', '아파요'). */
const PAIN_TOLD =
  /아프|아파|아픈|아팠|통증|쑤시|쑤셔|찌르|결리|쥐어짜|조이|조여|뻐근|묵직|욱신|콕콕|쿡쿡|뒤틀|당기|당겨|땡기|땡겨|저리|저려/;
/** Pains whose own sentence may tell how they hurt when the character tells a bleeding (round 43). */
const PAIN_SYMPTOMS: readonly Symptom[] = [
  'pelvicPain',
  'abdominalPain',
  'flankPain',
  'backPain',
  'chestPain',
];
function oneComplaint(text: string, compact: string): string {
  const askedBleed = ASKED_BLEED.test(compact);
  const askedPain = ASKED_PAIN.test(compact);
  if (askedBleed === askedPain) return text;
  const parts = text.split(/(?<=[.!?])\s+/);
  // A sentence naming neither goes with the one before it ('… 여섯 개 갈았어요. 흠뻑 젖어요.').
  const kinds: string[] = [];
  for (const x of parts) {
    const bleed = BLEED_SAID.test(x);
    const pain = PAIN_SAID.test(x);
    kinds.push(
      bleed && !pain ? 'bleed' : pain && !bleed ? 'pain' : bleed && pain ? 'both' : (kinds.at(-1) ?? 'both'),
    );
  }
  if (!kinds.includes('bleed') || !kinds.includes('pain')) return text;
  const drop = askedBleed ? 'pain' : 'bleed';
  const kept = parts.filter((_, i) => kinds[i] !== drop);
  return kept.length > 0 ? kept.join(' ') : text;
}
/** Until when a habit went on ('어젯밤까지 마셨어요', '사흘 전까지', '마지막으로 피운 건 …'). */
const UNTIL_TOLD =
  /(밤|어제|그제|지난\s*주|주말|(일|며칠|사흘|이틀|나흘|닷새)\s*전|날|아침|저녁|오늘|새벽|지난\s*달)\s*까지|마지막으로/;
function answering(parts: readonly string[], compact: string): string | undefined {
  const first0 = parts[0] ?? '';
  const grams = new Set(
    [...gramsOf(compact)].filter(
      (g) => !FRAME_GRAMS.has(g) && ![...g].every((x) => FRAME_SYLLABLES.has(bareSyllable(x))),
    ),
  );
  // Without the words of the frame ('주위에 아픈 사람 있어요?': 사람, 주위 tell nothing apart).
  const unframed = (x: string) =>
    [...FRAME_GRAMS].reduce((t, g) => t.split(g).join(' '), x.replace(/\s+/g, ''));
  const syllables = contentSyllables(unframed(compact));
  // A question of late ('최근에 많이 드신 적 있어요?', '요즘 더 피우세요?') is answered by the part that
  // tells the present ('요즘은 … 거의 매일 마셔요'), never by what used to be (round 25).
  const ofLate = NOW_WORDS.test(compact);
  // How many days ('생리는 며칠 해?' after the periods were told): the part that counts them ('8-9일
  // 가요'), not a first few days of another thing ('첫 사흘은 … 덩어리가 나와요', round 27).
  const days = /며칠|몇일|얼마나오래/.test(compact);
  // How long, how much, how often ('얼마나 타셨어요?' after the trip was told): the part that holds a
  // quantity ('왕복 모두 13시간 넘는 비행이었어요.'), not the first sentence again (round 31).
  const much = /얼마나|몇|자주|(?<![모사])양(은|이)/.test(compact);
  // The last time ('마지막으로 드신 게 언제예요?' after the drinking was told): the part that tells
  // until when ('어젯밤까지 마셨어요.'), round 40.
  const last = /마지막/.test(compact);
  // A pain score asked ('통증 점수로 하면 10점 중에 몇점?' after the bleeding's amount and the pain
  // were told in one answer): the part that scores it, not the pads again (round 41).
  const scored = /몇점|점수|점만점|nrs|vas/.test(compact);
  const score = (x: string) =>
    2 * [...gramsOf(x)].filter((g) => grams.has(g)).length +
    [...contentSyllables(unframed(x))].filter((y) => syllables.has(y)).length +
    (ofLate && NOW_WORDS.test(x.replace(/\s+/g, '')) ? 4 : 0) +
    (days && DAYS_LASTED.test(x) ? 4 : 0) +
    (much && QUANTITY_TOLD.test(x) && !QUANTITY_TOLD.test(first0) ? 4 : 0) +
    (last && UNTIL_TOLD.test(x) && !UNTIL_TOLD.test(first0) ? 6 : 0) +
    (scored && SCORE_TOLD.test(x) && !SCORE_TOLD.test(first0) ? 6 : 0);
  const first = score(parts[0]!);
  let best: string | undefined;
  let top = first;
  for (const x of parts.slice(1)) {
    const v = score(x);
    if (v > top) {
      top = v;
      best = x;
    }
  }
  return best;
}

/** Reassurance: relief, not '잘 못 알아들었어요'. */
const REASSURANCE =
  /걱정(마|하지마|안하셔도|않으셔도|하지않으셔도|안하셔)|괜찮(으실|아지실|아질|을)거|(좋아|나아)질거|좋아지실|나으실거|잘될|힘내|함께(할|하겠|있)|곁에있|도와드릴|안심하/;
/**
 * Frightening news in what the doctor tells (README "Reply rules": a person reacts): a grave
 * disease or finding, or a plan to admit or operate. Good news ('다행히', '수술 없이 좋아져요',
 * '암은 아니에요') brings relief instead.
 */
/**
 * The feeling a word of sympathy names ('많이 걱정되시죠?', '무서우셨겠어요', '놀라셨죠', '힘드셨겠어요'):
 * the patient owns it rather than thanking (round 47; '많이 걱정되시죠?' was answered '네... 고마워요.').
 */
function feltOf(
  compact: string,
): 'feltWorry' | 'feltFear' | 'feltShock' | 'feltHard' | 'feltPainPast' | 'feltPainNow' | undefined {
  if (!/(죠|지요|겠어요|겠네요|겠습니다|겠다|셨어요|시죠)[?？]?$/.test(compact)) return undefined;
  if (/걱정/.test(compact)) return 'feltWorry';
  if (/무서|겁나|겁이|두려/.test(compact)) return 'feltFear';
  if (/놀라|놀랐|당황/.test(compact)) return 'feltShock';
  if (/힘드|힘들|고생|괴로/.test(compact)) return 'feltHard';
  // Lead50: the pain acknowledged ('많이 아프셨겠어요', '많이 아프시죠?'): owned, in its tense, not thanked.
  if (/아프셨|아팠/.test(compact)) return 'feltPainPast';
  if (/아프시|아프겠|아프죠|아파요/.test(compact)) return 'feltPainNow';
  return undefined;
}
/** A promise asked of the patient ('저랑 약속해주실 수 있으세요?', '약속할 수 있어요?'). */
/** Whether sleep was broken by it, asked ('자다가 깼어요?', '자다가 깨셨어요?'), and told ('자다가 … 깼어요.'). */
const WOKEN_ASKED = /자다(가)?[가-힣]{0,4}(깼|깨셨|깨신|깨요|깨세요|깨서)/;
const WOKEN_TOLD = /자다(가)?[^.]{0,16}(깼|깨서|깨요|깹니다)/;
const PROMISE_ASKED = /약속(해|하)(주|줄|주실|줘|주시|실|시겠|실수|ㄹ수|할수)|약속(하실|할)수(있|있으)/;
/** A request to do something, told ('모아두신 약은 따님께 맡겨주세요', '약은 치워 두세요'). */
const REQUEST_TOLD =
  /(맡겨|치워|버려|두|드려|갖다|가져다|보여|알려|말씀해)(주세요|주시고요|주셔요|두세요|주십시오)$|(맡기|치우|버리|두)세요$/;
const FRIGHTENING =
  /암(?!기|시|전)|악성|종양|경색|심장마비|마비|중풍|뇌졸중|출혈|박리|파열|천공|막혀|막힌|막혔|터져|터진|터졌|결핵|위험|심각|응급|중환자|큰병원|전이|혈전|심장병/;
const NOT_FRIGHTENING =
  /(암|종양|경색|출혈|위험|심각|큰병|결핵)[가-힣]{0,4}(은|는|이|가|까지는)?(아니|아닙|없|않)|(수술|시술|입원)[가-힣]{0,2}(없이|안하|안해|하지않|필요없|필요는없|필요하지않|까지는안)/;
const GOOD_NEWS =
  /다행|없이(도)?(좋아|나아|낫|치료)|큰병(은|이)?아니|심각(한|하지)?(건|것은|병은|거는)?아니|(좋아|나아)(지실|지세|질|집니|져요)|나으실|금방(나|좋|괜)|치료(가|할수|될수)|(치료|회복)(이|가)?(잘)?(됩니|돼요|될거|될겁)|완치/;
const ADMISSION = /입원/;
// An operation proposed, not one had before ('예전 수술 때문에 장이 붙어서'): that frightens no one.
const OPERATION =
  /(?<!예전|전에|옛날|과거)(수술|시술)(?!(때문|탓|하신|받으신|했던|하셨던|받았던|한적|받은적|자국|흉터|력|부위))/;

/** A body part asked how it is ('손발은 어때요?', '다리는요?'), and where a case sentence speaks of it. */
const BODY_PART_ASKED =
  /^(손발|손|발|다리|팔|팔다리|얼굴|피부|눈|배|가슴|등|허리|머리|옆구리)(은|는|도|이랑|쪽은|쪽도)?(요|어때요|어떠세요|어때|괜찮으세요|괜찮아요|어떠셨어요|어땠어요)?$/;
// After the condition it hurts on ('씹을 때 턱이 아프진 않으세요?', '걸으면 종아리 아파요?'): the pain
// at that site, told by the case's sentence of it (round 30).
const SITE_PAIN = new RegExp(
  `^(?:[가-힣]{1,6}?(?:때(?!문)|으면|면)(?:는|도|마다|만)?)?(${SITES.join('|')})(이|가|은|는|도|쪽|쪽은|쪽도|쪽으로)?(좀)?(안)?(아프|아파|아픈|통증|결리|결려)`,
);
/** A part whose trouble is a pain: '배는요?' asks whether the belly hurts. */
const PAIN_PART: Readonly<Record<string, Symptom>> = {
  배: 'abdominalPain',
  가슴: 'chestPain',
  등: 'backPain',
  허리: 'backPain',
  머리: 'headache',
  옆구리: 'flankPain',
};
const FOOT = '발(?!작|열|진|생|병|견|표|음|달|가락질)';
const PARTS: Readonly<Record<string, RegExp>> = {
  손발: new RegExp(`손(?!님)|${FOOT}|다리|반지`),
  팔다리: /팔(?!자)|다리/,
  손: /손(?!님)|반지/,
  발: new RegExp(`${FOOT}|발목`),
  다리: /다리|종아리|무릎|발목/,
  팔: /팔(?!자)/,
  얼굴: /얼굴|눈두덩|눈꺼풀/,
  피부: /피부|두드러기|발진|가려/,
  눈: /눈(?!물|치|썹)|시야|시력/,
};

/** Signs a symptom's sentence may name on its own (round 41: '눈곱은요?'). */
/** A name said with the carer's role ('민준이 어머님이시죠?' → 민준). */
const NAMED_WITH_ROLE = new RegExp(`^(?:혹시|실례지만)?([가-힣]{2,3}?)(?:이|의)?(?:${CARER_ROLES})`);

const SIGN_WORDS = /눈곱|고름|진물|물집|딱지|비듬|각질|거품|핏덩어리|피딱지|멍울/;

/** Whether a sentence says the sign is not there ('물집은 없어요', '눈곱은 안 껴요'). */
export function deniesSign(sentence: string, sign: string): boolean {
  return new RegExp(`${sign}(은|는|이|가|도)?(없|안|않|아니)`).test(sentence.replace(/\s+/g, ''));
}

/** Small talk: a person answers it. */
const SMALL_TALK =
  /날씨|춥(네|죠|지|다)|덥(네|죠|지|다)|비가(오|와|많)|눈이(오|와)|주말|식사(는|하셨)|점심(은|드셨)|오시느라|(길|차)(이|가)?막|주차|멀리서오/;

/** Bowel symptoms: with one present, '대변은 잘 보세요?' is never answered 'as usual'. */
const BOWEL: readonly Symptom[] = ['constipation', 'diarrhea', 'hematochezia', 'melena', 'tenesmus'];
/** Parts of one limb: a side said of one is said of the limb ('왼팔' against '오른손'). */
const LIMBS: readonly RegExp[] = [
  /팔|손|어깨|엄지|검지|손가락|손목|팔꿈치/,
  /다리|발|무릎|허벅지|종아리|발목/,
];

/** The arm and the leg as a question or a symptom's sentence names them, with a side or not. */
const LIMB_NAMED: readonly RegExp[] = [
  /(오른|왼)?\s*쪽?\s*(팔(?!자)|손(?!님)|어깨|손가락|손목|팔꿈치)/,
  new RegExp(`(오른|왼)?\\s*쪽?\\s*(다리|${FOOT}|무릎|허벅지|종아리|발목)`),
];

/**
 * Whether a question asks of one limb ('다리 저리거나 힘빠지는건', '오른팔 저려요?') a symptom whose
 * sentence tells it of another, or of the other side ('왼팔에 힘이 좀 없어요.'): a yes would say it is
 * there (round 19: '네, 왼팔에 힘이 좀 없어요. 다리에는 힘이 잘 들어가요.'), so the sentence is said
 * without one.
 */
function limbElsewhere(question: string, detail: string): boolean {
  const asked = LIMB_NAMED.map((re) => re.exec(question));
  if (asked.filter(Boolean).length !== 1) return false;
  const first = detail.split(/(?<=[.!?])\s+/)[0] ?? detail;
  const told = LIMB_NAMED.map((re) => re.exec(first));
  const i = asked.findIndex(Boolean);
  if (!told[i]) return told.some(Boolean);
  const [side, sideTold] = [asked[i]![1], told[i]![1]];
  return side !== undefined && sideTold !== undefined && side !== sideTold;
}

/** Words that date something ('사흘 전부터', '어제 저녁', '새벽에', '2주째'). */
const DATED_WORDS =
  /(전부터|부터|전에|어제|오늘|그제|그저께|엊그제|어젯밤|지난밤|새벽|아침|저녁|지난주|지난달|작년|올해|[0-9]+\s*(시|일|주|달|개월|년)|(하루|이틀|사흘|나흘|닷새|며칠|일주일|열흘|보름|한\s*달|두\s*달|석\s*달)\s*(전|째|동안|새))/;
/**
 * A fact told again, briefly: its first sentence, and when that is long and opens with a past
 * clause joined by '-는데,' the clause alone, closed as a sentence ('뻐근했는데,' → '뻐근했어요.').
 */
export function briefly(answer: string): string {
  const first = answer.split(/(?<=[.!?])\s+/)[0] ?? answer;
  if (first.length <= 30) return first;
  const m = /^(.{8,}?[가-힣])는데,\s/.exec(first);
  if (!m) return first;
  const last = m[1]!.charCodeAt(m[1]!.length - 1) - 0xac00;
  // Only a past stem (받침 ㅆ: 했, 았, 었, 셨) closes with 어요 as written.
  return last % 28 === 20 ? `${m[1]}어요.` : first;
}

/** Whether words date something: '오늘은 …' / '요즘은 …' contrast now with before, dating nothing. */
/** Words that place something in the recent past without a date ('요새는', '최근에', '언제부턴가'). */
const LATELY = /요새|요즘|최근|근래|언제부턴가|얼마\s*전부터/;
const dates = (text: string) => DATED_WORDS.test(text.replace(/(오늘|어제|요즘|지금|밤|낮)(은|는)/g, ''));
/** The topic that tells a symptom's own story, whose first sentence dates it. */
const OWN_TOPIC: readonly [RegExp, readonly HistoryTopic[]][] = [
  [
    /^(frequency|urgency|nocturia|weakStream|hesitancy|residualUrine|dysuria|urinaryIncontinence)$/,
    ['urination'],
  ],
  [/^(vomiting|hematemesis)$/, ['vomitus']],
  [/^(diarrhea|constipation)$/, ['bowelHabit', 'stoolCharacter']],
];
/** The time a detail opens with ('새벽에 두 번 토했어요' → '새벽'), for a brief re-answer. */
/** Words that tell when something began ('사흘 전부터', '시작했어요', '두 달째'). */
const STARTED = /부터|시작|째/;
/** The disease a chronic drug is named after ('혈압약은 잘 드세요?'), for its adherence (round 47). */
const DRUG_STEM = /(혈압|당뇨|고지혈증|콜레스테롤|갑상선|통풍|천식)\s*약/;
/**
 * A symptom said to have come on a day ('오늘 저녁에 갑자기 열이 39.5도까지 올랐고'): when it began, for
 * a symptom of the complaint that the onset's sentence does not name (round 47: '열은 언제부터 났어요'
 * got the seizure's hour, hours after the fever began).
 */
const APPEARED = /(났|생겼|올랐|나타났|오르더니|나더니|생기더니)(고|어요|는데|다가|더니|$)/;
/** A summary that puts the first time on its day ('어제 처음 …', '처음 생긴 게 지난주'). */
const FIRST_CLAIMED = /처음/;
/** A part of the body asked whether it is all right ('눈은 괜찮아?', '귀는 괜찮으세요?', '피부는 어때요?'). */
const PART_FINE_ASKED =
  /^(?:혹시|그럼|그리고)?(눈|귀|코|피부|입안|입술)(은|는|이|가|도)?(좀)?(괜찮|멀쩡|이상없|어때|어떠)/;
/** The complaints of each part a case may have. */
const PART_SYMPTOMS: Readonly<Record<string, readonly Symptom[]>> = {
  눈: ['redEyes', 'blurredVision', 'diplopia', 'photophobia'],
  귀: ['earPain', 'hearingLoss', 'tinnitus', 'earFullness'],
  코: ['rhinorrhea', 'nasalCongestion', 'epistaxis', 'anosmia'],
  피부: ['rash', 'itching', 'jaundice'],
  입안: ['mouthUlcers'],
  입술: ['lipCracking'],
};
/** The first time told ('2주 전에 처음 그랬고', '처음 쓰러진 건 석 달 전이에요'), for an onset the case lacks. */
const FIRST_TIME_TOLD =
  /처음(으로)?\s*(그랬|그러|쓰러|정신|생겼|시작|났|나타|겪|느꼈|봤|왔|아팠|아프)|처음(엔|에는|은)?\s*[가-힣0-9\s]{0,12}(전|때)|(오늘|어제|그제|그저께|지난주|지난달|전)(이|가)\s*처음/;
const FIRST_TIME_TOPICS: readonly HistoryTopic[] = [
  'experience',
  'course',
  'event',
  'duration',
  'associated',
];
/** A span told as elapsed ('한 달 넘었어요', '두 주 됐어요', '석 달 가까이 됐어요'): it began that long ago. */
const ELAPSED =
  /(한|두|세|석|네|넉|다섯|여섯|[0-9]+)\s*(달|주|해|년|개월|주일)\s*(이\s*)?(넘었|넘게|넘어|됐|되었|가까이\s*됐|가까이\s*되)|(며칠|한참)\s*(됐|되었)/;
const DATE_HEAD =
  /^((?:오늘|어제|어젯밤|그제|그저께|엊그제|지난밤)?\s*(?:새벽|아침|오전|점심|오후|저녁|밤)?(?:\s*[0-9]+시(?:쯤)?)?|(?:[0-9]+|한|두|세|네|닷새|사흘|나흘|이틀|며칠|일주일|열흘)\s*(?:시간|일|주|달|개월|년)?\s*전)(부터|에|쯤)\s/;

/** A caregiver's role a learner checks ('어머님이시죠?'), with the words that name the same one. */
const ROLES: readonly { words: string }[] = [
  { words: '할머님|할머니' },
  { words: '할아버님|할아버지' },
  { words: '어머님|어머니|엄마' },
  { words: '아버님|아버지|아빠' },
  { words: '아드님|아들' },
  { words: '따님|딸' },
  { words: '남편분|남편' },
  { words: '아내분|아내|부인' },
  { words: '며느님|며느리' },
];
/** A guardian asked as such ('보호자분이세요?'): any informant is one. */
const GUARDIAN_ASKED = /^(혹시|실례지만)?(환자)?(보호자|가족)(분)?(이시|이세|세요|시죠|맞|되시|이신)/;

/** Common Korean surnames: a name the learner checks starts with one. */
const SURNAMES =
  '김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국은편용예경봉사부가복태목형피두감음빈동온호좌';

interface Unit {
  readonly exam: boolean;
  readonly text: string;
}

/**
 * Words of how a question is put, not of what it asks ('주위에 아픈 사람 있어요?'): they pick no
 * sentence of a told answer.
 */
const FRAME_GRAMS = new Set(
  '사람 람은 람이 람있 분들 있어 있었 있으 있나 없어 없었 없으 주변 변에 주위 위에 혹시 요즘 그럼 그건 건요 그거 거는 은요 는요 어떻 떻게 게요'.split(
    ' ',
  ),
);

/** A day said alone as a question ('그제부터요?', '어젯밤부터?', '사흘 전부터요?'), round 32. */
const DAY_CHECK =
  /^(아|그럼|그러면|그니까|그러니까)?(오늘|어제|그제|그저께|엊그제|어젯밤|어제밤|오늘밤|오늘아침|어제아침|어제저녁|어제낮|오늘새벽|지난주|지난달|이틀전|사흘전|나흘전|닷새전|엿새전|일주일전|열흘전|보름전|한달전|\d+(일|주|달|개월|년|시간)전)(밤|아침|저녁|새벽|낮)?(쯤)?(부터)(요|이요)?$/;
/** What the patient said, checked back as reported speech at the end of the message. */
const REPORTED_SPEECH =
  /[가-힣](다고|라고|이라고)\s*(하셨|말씀하셨|그러셨|했|그랬)(죠|지요|잖아요|지|잖아)\s*[?？.!]*\s*$/;
/** A check-back's closing tag ('…아팠던 거지?', '…거 맞지?', '…셨죠?'), round 38. */
const CHECK_TAG =
  /((거|것)\s*(맞\s*)?(죠|지요|지|예요|에요|야|맞죠|맞지|맞나요|맞아요)|(셨|았|었|했|였|신|던)\s*(죠|지요|지|거죠|거지)|맞(죠|지|나요|아요))\s*[?？.]*\s*$/;
/** A question word in reported speech ('아까 어떻게 아프다고 하셨죠?'): asked again, not checked (round 24). */
const ASKED_BACK = /어떻게|어떤|어디|언제|얼마|몇|무슨|뭐|왜|누구|어느/;

/** A manic or hypomanic spell asked about, and a case sentence that tells of one (or of none). */
const MANIA_ASKED = /들뜨|들떠|들뜬|붕떠|붕뜬|쌩쌩|(?<!전)조증|날아갈|업되|업된|에너지가넘/;
const MANIA_TOLD = /들뜨|들떠|들뜬|붕 떠|붕 뜬|쌩쌩|(?<!전)조증|잠 안 자고|잠을 안 자도|날아갈/;

/** A sentence without the yes or no that opens it, nor the 'as I said' of a repeat. */
function sentenceCore(sentence: string): string {
  return sentence
    .replace(/^아까도?\s*말씀(?:드렸는데|드린 것처럼|드린 대로)[,.…\s]*/, '')
    .replace(/^(?:아,\s*)?(?:네|예|응|아니요|아뇨|아니)(?:,|…|\.{3})?(?:\s+|$)/, '')
    .trim();
}

/** A particle or a polite ending closing a word ('아랫배가' -> '아랫배', '아파요' -> '아파'). */
const WORD_TAIL =
  /(이랑|하고|에서|에게|까지|부터|처럼|으로|이나|랑|로|나|은|는|이|가|을|를|도|만|에|의|요|유|예)$/;

/** The words of a sentence as content: Hangul words without their particle or polite ending. */
function contentWords(sentence: string): string[] {
  const bare = (w: string) => (w.length > 1 ? w.replace(WORD_TAIL, '') || w : w);
  // Twice: a polite ending after a particle or copula ('번이요', '주위가요').
  const words = (sentence.match(/[가-힣0-9]+/g) ?? []).map((w) => bare(bare(w)));
  // A copula closing a phrase ('일고여덟 번이요' -> '이') says nothing of its own.
  return [...new Set(words)].filter((w) => !/^(이|이에|이어|예|요)$/.test(w));
}

const DENIES = /않|없|못|아니|(^|\s)안\s/;

/** A word said again: the same word, or one of two syllables or more with the same first two. */
function sameWord(a: string, b: string): boolean {
  return a === b || (a.length >= 2 && b.length >= 2 && a.slice(0, 2) === b.slice(0, 2));
}

/**
 * Whether every word of one sentence is in another ('왼쪽 아랫배가 아파요.' in '변 보기 전에 왼쪽
 * 아랫배가 쥐어짜듯 아파요.'): the first says nothing the second does not. Two words at least, so a
 * short answer to another thing ('아니요, 그런 건 없어요.') is never covered by a denial of its own.
 */
function coveredBy(words: readonly string[], by: readonly string[]): boolean {
  return (
    words.length >= 2 &&
    words.some((w) => w.length >= 2) &&
    words.every((w) => by.some((b) => sameWord(w, b)))
  );
}

/**
 * Whether a sentence says again what another said, in a word or so of its own ('배 전체가 다 아파요.'
 * after '배 전체가 찢어질 것처럼 아파요.'; '배꼽 주위가 아프다고 해요.' after '배꼽 주위가 아프다고 배를
 * 움켜쥐어요.'): three words or more, at most one in four new, and a no in both or neither.
 */
function saysAgain(a: { core: string; words: string[] }, by: { core: string; words: string[] }): boolean {
  if (coveredBy(a.words, by.words)) return true;
  if (a.words.length < 3 || DENIES.test(a.core) !== DENIES.test(by.core)) return false;
  const known = a.words.filter((w) => by.words.some((b) => sameWord(w, b)));
  const fresh = a.words.filter((w) => !known.includes(w));
  // Two words of two syllables or more said again at least ('한 번', '싸' alone say little), and
  // nothing new but a one-syllable word ('다', '해'): '콩팥 병 있는 사람도 없어요.' is news.
  return (
    known.filter((w) => w.length >= 2).length >= 2 &&
    fresh.every((w) => w.length === 1) &&
    known.length / a.words.length >= 0.75
  );
}

/**
 * Two keys of one question often hold the same sentence of the case ('토했어요? 몇 번?': vomiting
 * and what was vomited both tell '밤새 네 번 토했어요.'; '어디가요? 뒷목은요?': the location and the neck
 * pain): a reply says each sentence once, whether or not a yes or no opens it. A later sentence whose
 * words were already said in this reply is left out with its opening yes or no, and a part left
 * with nothing is dropped. Very short sentences ('없어요.') are kept: two of them answer two things.
 * Two sentences of the case that say the same in other words are one too (round 19: '옆구리 아파요?
 * 어느쪽?' -> '예, 왼쪽 옆구리도 같이 아픕니더. 배꼽 위쪽 한가운데랑, 허리 뒤쪽이요. 왼쪽 옆구리도
 * 아픕니더.'; '배 아파요? 어디가요?' -> '네, …왼쪽 아랫배가 쥐어짜듯 아파요. 왼쪽 아랫배가 아파요.'): a
 * later sentence whose every word an earlier one holds is left out, and a later one holding every
 * word of an earlier one takes its place (after its yes or no), so the fuller sentence is said once.
 */
function withoutRepeats(units: readonly Unit[], coveredWith: Map<string, string> = new Map()): Unit[] {
  interface Said {
    unit: number;
    lead: string;
    core: string;
    words: string[];
    kept: boolean;
  }
  const said: Said[] = [];
  units.forEach((u, unit) => {
    if (u.exam) return;
    for (const sentence of u.text.split(/(?<=[.!?])\s+/)) {
      const core = sentenceCore(sentence);
      const lead = sentence.slice(0, sentence.length - core.length);
      said.push({ unit, lead, core, words: contentWords(core), kept: true });
    }
  });
  for (const [j, s] of said.entries()) {
    if (s.core.replace(/\s/g, '').length < 6) continue;
    const earlier = said.slice(0, j).filter((t) => t.kept && t.core.replace(/\s/g, '').length >= 6);
    const by = earlier.find((t) => t.core.includes(s.core) || saysAgain(s, t));
    if (by) {
      s.kept = false;
      coveredWith.set(s.core, by.core);
      continue;
    }
    // An earlier sentence of another part that this one says in full: this one is said there.
    const fuller = earlier.find((t) => t.unit !== s.unit && coveredBy(t.words, s.words));
    if (fuller) {
      coveredWith.set(fuller.core, s.core);
      fuller.core = s.core;
      fuller.words = s.words;
      s.kept = false;
    }
  }
  const out: Unit[] = [];
  units.forEach((u, unit) => {
    if (u.exam) {
      out.push(u);
      return;
    }
    const mine = said.filter((t) => t.unit === unit);
    const kept = mine.filter((t) => t.kept);
    // A bare '네...' left of a repeated answer is no answer of its own.
    if (kept.length < mine.length && kept.every((t) => t.core === '')) return;
    const text = kept.map((t) => `${t.lead}${t.core}`).join(' ');
    out.push(text === u.text ? u : { exam: false, text });
  });
  return out;
}

/** A relative named, asked again after the family history was told ('외삼촌은요?', round 17). */
const FAMILY_MEMBER =
  /외삼촌|삼촌|이모|고모|외할아버지|외할머니|할아버지|할머니|아버지|어머니|형님|누나|언니|오빠|남동생|여동생|사촌/;
/** Someone other than the patient named in a sentence ('아내가 고관절 수술로 입원해 있어서'). */
const OTHER_PERSON =
  /아내|남편|집사람|와이프|어머니|아버지|엄마|아빠|할머니|할아버지|딸|아들|친구|동생|언니|오빠|누나|형(이|은|도)|사람(이|은|도)|반\s/;
/** When something began, asked ('언제부터', '얼마나 됐어요', '몇 달째'). */
const WHEN_ASKED = /언제|얼마나됐|얼마나되셨|몇(개월|달|년|주)(째|됐)/;
/** A sentence that tells how long it has gone on ('9개월 됐어요', '3년째예요'). */
const SINCE_TOLD = /(개월|달|년|주일|주)\s*(됐|되었|째|넘었)|때부터/;
/** A detail asked again that a later sentence of a told answer holds (clots, pads, the smell). */
const DETAIL_ASKED = /덩어리|패드|생리대|냄새/;
/** Words that name a seizure itself, not an attack of the complaint. */
/** A drug's effect on the fever ('먹으면 열이 떨어지는지', '해열제 먹이면 열 내려요?'). */
const FEVER_EASED =
  /(먹|드시|드셨|드신|먹이|먹였|복용|해열제)[가-힣]{0,4}(면|고|서|니까|는데)[가-힣]{0,6}열(이|은|도)?(좀)?(떨어|내려|내리|잡히|잡혀|안떨어|안내려)/;
/** A panic attack in the patient's words ('죽을 것 같아요', '이러다 죽겠다 싶은', '심장이 터질 것처럼'). */
const PANIC_TOLD = /죽을\s*것\s*같|죽겠다|죽겠구나|숨이\s*막혀서\s*죽/;
/** A panic attack asked of in lay words ('죽을 것 같은 발작은요?', '공황발작 있었어요?'). */
const PANIC_ASKED = /(죽을|미칠|숨넘어갈|터질)(것|거)같|공황발작/;
const SEIZURE_WORD = /경련|간질|경기|뇌전증|의식|거품|눈이돌|뻣뻣/;

/** Round 31: a word that ends in 고 but is no connective ('교통사고.', '최고.'). */
const NOT_CONNECTIVE = /(사|최|광|신|창|경|참|재|보|금|포|칼|무|통)고$/;
/** ㅂ-irregular stems whose 아/어 form is 워/와 ('메스껍고' → '메스꺼워요'). */
const B_IRREGULAR: Record<string, string> = {
  껍: '꺼워',
  럽: '러워',
  겁: '거워',
  렵: '려워',
  쉽: '쉬워',
  춥: '추워',
  덥: '더워',
  섭: '서워',
  깝: '까워',
  갑: '가워',
  밉: '미워',
};
const syllable = (cho: number, jung: number, jong = 0) =>
  String.fromCharCode(0xac00 + cho * 588 + jung * 28 + jong);
/** A stem's 아/어 form ('까맸' → '까맸어', '없' → '없어', '아프' → '아파', '하' → '해'), or undefined. */
function infinitive(stem: string): string | undefined {
  const last = stem.slice(-1);
  const rest = stem.slice(0, -1);
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code >= 11172) return undefined;
  const cho = Math.floor(code / 588);
  const jung = Math.floor((code % 588) / 28);
  const jong = code % 28;
  if (jong === 20) return `${stem}어`;
  if (jong === 17 && B_IRREGULAR[last]) return `${rest}${B_IRREGULAR[last]}`;
  if (jong !== 0) return `${stem}${jung === 0 || jung === 8 ? '아' : '어'}`;
  if (last === '하') return `${rest}해`;
  if (last === '르') return undefined;
  if (last === '이') return `${rest}이에`;
  if (jung === 18) {
    const prev = rest.slice(-1).charCodeAt(0) - 0xac00;
    const pj = prev >= 0 && prev < 11172 ? Math.floor((prev % 588) / 28) : -1;
    return `${rest}${syllable(cho, pj === 0 || pj === 8 ? 0 : 4)}`;
  }
  if ([0, 1, 4, 5, 6].includes(jung)) return stem;
  if (jung === 8) return `${rest}${syllable(cho, 9)}`;
  if (jung === 13) return `${rest}${syllable(cho, 14)}`;
  if (jung === 20) return `${rest}${syllable(cho, 6)}`;
  if (jung === 11) return `${rest}${syllable(cho, 10)}`;
  return undefined;
}
/**
 * A sentence that ends in a dangling connective ('새빨간 피는 아니었고.', '변은 사흘 전부터 까맸고.',
 * '약이 떨어지면 … 먹고,'), closed in the polite declarative ending ('아니었어요.', '까맸어요.'); the
 * persona's register is applied after (round 31). Any other sentence as it is.
 */
export function closeDangling(sentence: string): string {
  const m = /^(.*?)([가-힣]+)(고|는데|는디|은데|은디|지만|서)\s*[.,]?\s*$/s.exec(sentence.trimEnd());
  if (!m || /[?？!]$/.test(sentence.trim())) return sentence;
  const [, before, word, ending] = m as unknown as [string, string, string, string];
  const whole = `${word}${ending}`;
  if (ending === '고' && NOT_CONNECTIVE.test(whole)) return sentence;
  let closed: string | undefined;
  if (ending === '서') {
    const code = word.slice(-1).charCodeAt(0) - 0xac00;
    const jung = Math.floor((code % 588) / 28);
    closed = code % 28 === 0 && [0, 1, 4, 6, 9, 10, 14].includes(jung) && whole.length > 2 ? word : undefined;
  } else if (ending === '은데' || ending === '은디') closed = infinitive(word);
  else closed = infinitive(word);
  // '아픈데' (ㄴ on an open stem): the stem without its ㄴ.
  if (!closed && ending === '고') return sentence;
  return closed ? `${before}${closed}요.` : sentence;
}
/** The last sentence of a reply's part closed when it dangles (closeDangling). */
function closeLast(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  const last = parts.pop()!;
  return [...parts, closeDangling(last)].join(' ');
}
const DRUG_STOP =
  /^(예약|약간|절약|특약|계약|공약|제약|요약|약속|약국|경제|문제|주제|과제|숙제|체제|세제|통제|방제|해제|조제|제제)$/;
const DRUG_PARTICLE = /(이랑|랑|하고|은|는|이|가|을|를|도|만|으로|로|과|와|까지|이나)$/;
const DRUG_NAME = /(린|펜|센|놀|팜|핀|졸|민|틴|튬|론|릴|솔|락|맙|딘|돈|신)$/;
/** The drugs a fact names ('피임약', '무릎약', '진통제', '이부프로펜', '리튬'), compact (round 31). */
export function drugWords(text: string): string[] {
  const words = text
    .replace(/[()]/g, ' ')
    .split(/[\s,.]+/)
    .filter(Boolean);
  const out: string[] = [];
  words.forEach((raw, i) => {
    const w = raw.replace(DRUG_PARTICLE, '');
    const prev = i > 0 ? words[i - 1]! : '';
    if (w === '약' && prev && prev === prev.replace(DRUG_PARTICLE, '') && !/[고서면다요는은]$/.test(prev))
      out.push(`${prev}약`);
    else if (w.length >= (/제$/.test(w) ? 3 : 2) && /(약|제)$/.test(w) && !DRUG_STOP.test(w)) out.push(w);
    else if (w.length >= 2 && DRUG_NAME.test(w) && /^[가-힣]+$/.test(w) && (w.length >= 3 || w === '리튬'))
      out.push(w);
  });
  return [...new Set(out)];
}
/** Whether a question names a drug ('진통제' names the fact's '진통소염제'). */
const drugNamed = (drug: string, compact: string) =>
  compact.includes(drug) ||
  (drug.length >= 4 && /제$/.test(drug) && compact.includes(`${drug.slice(0, 2)}제`));
/** The last time a drug was taken or given asked (as analyze.ts reads it, round 32). */
const LAST_DOSE =
  /(마지막|제일최근|가장최근)(으로|에|에는)?[가-힣]{0,4}(언제|몇시)|(마지막|제일최근|가장최근)(으로|에)?(먹|드시|드신|드셨|복용|쓰|쓴|썼|뿌|맞)[가-힣]{0,4}(언제|몇시)/;
/** A clause that times a dose ('오늘 아침 6시에', '어제 한 번', '한 시간마다'). */
const LAST_TIME_TOLD = /오늘|어제|아까|방금|아침|저녁|새벽|밤에|낮에|\d+\s*시(?!간)|시간\s*(전|마다)|마다/;
/** The topics of the patient's present history whose sentences may affirm an unlisted symptom. */
const AFFIRMING_TOPICS: readonly HistoryTopic[] = ['sleep', 'associated', 'character', 'course', 'location'];
const HEDGED = /모르|글쎄|같기도|가끔은?\s*그런|적\s*(이|은)?\s*있/;
/** A finding's treatment asked ('그때 헬리코박터 치료는 받으셨어요?'): the finding named (round 35). */
const TREATED_ASKED =
  /^(?:그때|그럼|그러면|혹시|예전에|전에|그래서|그|그거)*([가-힣A-Za-z]{2,8}?)균?(?:은|는|이|가)?(?:치료|제균)(?:는|은|를|을|도)?(?:받|하|했|해)/;
const TREATED_GENERIC = /^(무슨|어떤|다른|따로|병원|약물|약|입원|수술|치료|그런|이런|제대로|아무)/;
const TREATED_TOPICS: readonly HistoryTopic[] = ['checkup', 'pastMedical', 'experience'];
/** A painkiller or a fever medicine asked, and the words that tell one taken (round 35). */
const PAINKILLER_ASKED =
  /진통제|진통소염제|소염진통제|두통약|타이레놀|아세트아미노펜|이부프로펜|부루펜|게보린|펜잘/;
const PAINKILLER_TOLD =
  /진통제|진통소염제|소염진통제|두통약|타이레놀|아세트아미노펜|이부프로펜|부루펜|게보린|펜잘|나프록센/;
const ANTIPYRETIC_ASKED = /해열제|열내리는약|타이레놀|아세트아미노펜|이부프로펜|부루펜/;
const ANTIPYRETIC_TOLD = /해열제|타이레놀|아세트아미노펜|이부프로펜|부루펜|챔프|써스펜/;
const DRUG_TRIED_TOPICS: readonly HistoryTopic[] = [
  'relieving',
  'course',
  'associated',
  'event',
  'aggravating',
  'duration',
  'character',
  'severity',
  'onset',
];
/** Other drugs than the one named ('해열제 말고 다른 약은?'). */
const OTHER_DRUGS = /(말고|외에|외엔|빼고|이외에|말고는)(다른|또다른|딴)?약/;
/** A device or form of a drug named in a question ('흡입기', '시럽'). */
const DEVICE = /흡입기|인헤일러|시럽|패치|스프레이|연고|안약/;
const DRUG_WHEN = /언제|얼마나됐|얼마나되|몇(년|개월|달|주)(째|됐|전)|부터/;
const DRUG_OFTEN =
  /자주|몇번|몇회|몇알|하루에|매일|꾸준|얼마나|몇개|몇정|용량|몇mg|몇밀리|(?<![모사태])양은|한번에/;
const DRUG_OFTEN_TOLD = /하루|번|알|매일|가끔|아침|저녁|자주|날엔|씩|말다|주에|달에|정|mg|밀리|꾸준/;
const VERB_END = /(요|다|어|아|여|야|지|죠|고|서|데|디|라|유|오|네|해|돼|와|워|셔|져|쳐|켜|겨|려|혀|게)$/;
/** An amount asked ('양은 얼마나요?', '얼마나 나왔어요?', round 31). */
const AMOUNT_ASKED =
  /(?<![모사태])양(은|이)?(얼마|어느|많|요$)|출혈량|하혈량|(?<![모사태])양(으로)?(치면|보면|따지면)|얼마나(나왔|나와|나오|많이|쏟|토했)|몇(컵|cc|미리)|종이컵|그릇/;
const VOLUME_TOLD = /컵|cc|ml|대접|그릇|숟가락|바가지|양은|양이|변기|한\s*움큼/;
/** The topics that describe what a symptom produces (the stool, the urine, the vomitus, the sputum). */
const PRODUCT_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'stoolCharacter',
  'stoolColor',
  'urineColor',
  'urineVolume',
  'vomitus',
]);
/** Clots asked of blood in the urine ('핏덩어리도 나와요?', '덩어리 같은 것도 보여요?', round 46). */
const URINE_CLOTS =
  /핏덩어리|핏덩이|피떡|덩어리(도|는|같은|가|진|져)?[가-힣]{0,6}(나와|나오|나왔|섞|보여|보이|보였|있|봤|비쳐)/;
/** Where in the stream the blood is ('처음부터 끝까지 빨개요?', '끝에만 피가 나와요?', round 46). */
const URINE_STREAM =
  /(처음|시작)(부터|에서)?(끝|마지막)(까지)?|(끝|마지막)(에|에만|부분|쪽|에만요|만)[가-힣]{0,6}(빨|붉|피|진해|진하)|(처음|시작)(에|에만|엔|만)[가-힣]{0,4}(빨|붉|피)|(소변)?전체(가|적으로|다)?(다)?(빨|붉|피)/;
/** Bleedings whose amount may be asked without naming them ('피 양은 얼마나 돼요?', round 43). */
const BLEEDINGS: readonly Symptom[] = [
  'vaginalBleeding',
  'hematochezia',
  'hematemesis',
  'hemoptysis',
  'epistaxis',
];
/** A bleeding's amount told ('종이컵 하나 정도', '큰 생리대를 여섯 개', '패드가 흠뻑'). */
const BLEED_VOLUME_TOLD =
  /컵|cc|ml|대접|그릇|숟가락|패드|생리대|탐폰|라이너|흠뻑|(제일|가장)\s*많은\s*날|티슈|휴지|수건/;
/** The sentence is of the blood or of what measures it. */
const BLEED_SAID_OR_MEASURE = /피|출혈|하혈|덩어리|패드|생리대|라이너|탐폰|양|많/;
/** The topics that measure a symptom's amount. */
const AMOUNT_TOPICS: Partial<Record<Symptom, readonly HistoryTopic[]>> = {
  vomiting: ['vomitus'],
  hematemesis: ['vomitus'],
  hematochezia: ['stoolCharacter', 'stoolColor', 'bowelHabit'],
  melena: ['stoolCharacter', 'stoolColor', 'bowelHabit'],
  diarrhea: ['stoolCharacter', 'bowelHabit'],
};
/** A quantity told ('13시간 넘는 비행', '하루 한 갑씩', '한 달에 맥주 한두 캔'). */
const QUANTITY_TOLD =
  /\d+\s*(시간|분|번|회|잔|컵|알|개비|개|병|갑|캔|kg|킬로|키로|cc)|(한|두|세|네|두세|서너|대여섯|한두|몇)\s*(시간|번|잔|컵|알|개비|개|병|갑|캔|그릇)|종이컵|반\s*(갑|병)|(하루|일주일|한\s*달|달)에/;
/** Body parts a side is checked of ('가슴은 오른쪽이고요?', round 31). */
const SIDE_PARTS = '가슴|종아리|다리|옆구리|머리|팔|어깨|무릎|눈|귀|얼굴|허리|엉덩이|아랫배|윗배|배|손|발';
const SIDE_CHECK = new RegExp(
  `^(?:아|네|그럼|그러면)?(${SIDE_PARTS})(?:은|는|이|가|쪽은|쪽이)?(오른|왼|양)쪽(?:이고요|이죠|이지요|이에요|이요|인가요|이고|맞죠|맞으시죠|인거죠|이시죠|이세요|이시고요)$`,
);

/**
 * Whether a message only says back words of the patient's last replies ('아 오늘 밤부터요' after '…오늘
 * 밤 12시쯤 자다가…', '아 엿새 전부터요', '아 13시간이요'): at most four words once an opening
 * '아'/'네' and the endings are taken off, each found in that reply, one of them two syllables long.
 */
export function echoes(utterance: string, last: string): boolean {
  const heard = last.replace(/[^가-힣a-zA-Z0-9]/g, '');
  if (!heard) return false;
  const words = utterance
    .replace(/[^가-힣a-zA-Z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && /^(아|아아|아하|아~|네|예|음|그럼|그러면|아네)$/.test(words[0]!)) words.shift();
  if (words.length === 0 || words.length > 4) return false;
  const stems = words.map((w) =>
    w
      .replace(/(이에요|예요|이군요|군요|이네요|네요|이구나|구나|이요|요)$/, '')
      .replace(/(부터|까지|쯤|에|은|는|이|가|을|를|도)$/, ''),
  );
  return stems.some((x) => x.length >= 2) && stems.every((x) => x.length > 0 && heard.includes(x));
}

/** Words of how a pain feels, offered as a choice in a character question (round 37). */
const QUALITY_WORDS =
  /찌릿|저릿|저린|저리|저려|뻐근|쑤시|쑤셔|욱신|콕콕|따끔|묵직|쥐어짜|찌르|찔리|찢어|화끈|뻑뻑|얼얼|지끈|조이|조여/g;
/** One quality in its several spellings ('저린', '저려', '저리'). */
const QUALITY_FAMILY: readonly [RegExp, string][] = [
  [/저리|저린|저려|저릿|찌릿/, '저림'],
  [/쑤시|쑤셔/, '쑤심'],
  [/찌르|찔리/, '찌름'],
  [/조이|조여/, '조임'],
];
/** Where a case without a stress sentence tells its stressor (round 44), in the order looked at. */
const STRESS_SOURCES: readonly HistoryTopic[] = ['event', 'mood', 'onset', 'living', 'drinkingPattern'];
/** A life event that weighs on one: a loss, a job or a marriage ended, money, a quarrel. */
const STRESSOR =
  /퇴직|실직|이혼|사별|돌아가셨|세상을\s*떠|해고|부도|빚|스트레스|다투|싸우|헤어졌|파혼|폐업|일(도|이)?\s*끊|쓸모\s*없/;
/** Exam findings of a bedside cognitive test (round 44): what the patient's answers follow. */
const TIME_DISORIENTED =
  /시간\s*지남력\s*(약간\s*)?(혼동|-\d)|시간[·ㆍ,\s]*(장소[·ㆍ,\s]*)?(사람\s*)?지남력\s*(없|저하|부분|장애|상실)|지남력\s*(없|저하|장애|상실)|시간\s*지남력\s*[0-3]\s*\/\s*5/;
const PLACE_DISORIENTED =
  /장소[·ㆍ,\s]*(사람\s*)?지남력\s*(없|저하|장애|상실)|(?<!시간\s*)지남력\s*(없|저하|장애|상실)|시간[·ㆍ]장소\s*지남력\s*(없|저하)/;
const DATE_OFF_BY_ONE = /날짜(를|가)?\s*(하루|1일)\s*(틀|늦|빠)/;
const RECALL_SCORE = /회상\s*(\d)\s*\/\s*3/;
const CALCULATION_POOR = /계산\s*[0-3]\s*\/\s*5|계산[^.]{0,12}(포기|저하|못|실패)|주의력\s*저하/;
const ATTENTION_POOR = /주의력\s*저하|주의[^.]{0,6}흐트러|거꾸로[^.]{0,8}(불가|실패|못)/;

export function createPatientEngine(
  c: Case,
  options: {
    seed?: string;
    /** The encounter's clock, for the date asked in an orientation test. */ now?: Date;
  } = {},
): PatientEngine {
  const tone: Tone = toneOf(c);
  const informant = c.persona.informant;
  // The chief complaint is present even if an author forgot to list it under `symptoms`.
  const chief = new Set<Symptom>(
    // The presentation group names the complaint too ('변비' of a patient who says '변을 잘 못 봐요').
    analyzeDetailed(`${c.persona.openingLine} ${c.doorCard.presentingComplaint} ${c.secondaryCategory}`)
      .symptoms,
  );
  // The complaint read as this case means it ('어지러워서 왔어요' of a vertigo patient is the vertigo).
  for (const r of CASE_READINGS) if (chief.has(r.from) && c.symptoms[r.to]?.present) chief.add(r.to);
  // A complaint told as a test of the memory ('기억력 검사 결과 들으러 왔어요', round 45): the memory loss
  // it tests is the complaint, dated by the onset's sentence.
  if (
    /기억력\s*(검사|저하|이\s*떨어)|치매\s*검사/.test(
      `${c.persona.openingLine} ${c.doorCard.presentingComplaint}`,
    ) &&
    c.symptoms.memoryLoss?.present
  )
    chief.add('memoryLoss');

  /** The symptoms a history sentence of the case speaks of, read once per topic. */
  const topicSymptomCache = new Map<HistoryTopic, readonly Symptom[]>();
  const topicSymptoms = (t: HistoryTopic): readonly Symptom[] => {
    let found = topicSymptomCache.get(t);
    if (!found) {
      found = analyzeDetailed(c.history[t] ?? '').symptoms;
      topicSymptomCache.set(t, found);
    }
    return found;
  };

  const symptomFact = (s: Symptom) =>
    c.symptoms[s] ?? (chief.has(s) ? { present: true } : { present: false });

  /** The case's sentences without spaces or marks, its own and with others' (family, contacts). */
  const flatSentences = (() => {
    const flat = (texts: readonly (string | undefined)[]) =>
      texts
        .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
        .map((x) => x.replace(/[^가-힣0-9.]/g, ''))
        .filter((x) => x.length > 0);
    const details = Object.values(c.symptoms).map((f) => f?.detail);
    const own = (Object.entries(c.history) as [HistoryTopic, string | undefined][])
      .filter(([t]) => t !== 'sickContact' && t !== 'family')
      .map(([, x]) => x);
    return {
      own: flat([...own, ...details, c.persona.openingLine]),
      all: flat([...Object.values(c.history), ...details, c.persona.openingLine]),
    };
  })();

  const register = registerOf(c);
  /** The case's own sentences, said as written whatever the register. */
  const caseSentences = [
    c.persona.openingLine,
    ...c.persona.concerns,
    ...Object.values(c.history),
    ...Object.values(c.symptoms).map((f) => f?.detail),
    ...Object.values(c.exam).map((e) => e?.reaction),
  ]
    .filter((x): x is string => typeof x === 'string' && x.length > 0)
    .flatMap((x) => [x.trim(), ...x.split(/(?<=[.!?])\s+/).map((y) => y.trim())]);
  const caseSentenceSet = new Set(caseSentences);
  const ownSentence = (s: string): boolean =>
    caseSentenceSet.has(s.trim()) || caseSentences.some((x) => x.length >= 6 && s.trim().endsWith(x));
  /** Each case sentence that dangles, by the closed forms a reply says it in (round 31). */
  const dangling = new Map<string, string>();
  for (const x of caseSentences) {
    const closed = closeDangling(x);
    if (closed === x) continue;
    dangling.set(closed, x);
    dangling.set(inRegister(closed, register, ownSentence), x);
  }
  const reopened = (text: string) => {
    let out = text;
    for (const [closed, x] of dangling) if (out.includes(closed)) out = out.split(closed).join(x);
    return out;
  };
  /** The drugs of the medication and contraception facts, by clause (round 31). */
  const drugClauses = (['medication', 'contraception'] as const).flatMap((t) =>
    (c.history[t] ?? '').split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      const last = /([가-힣]+)[.!]?$/.exec(sentence.trim())?.[1] ?? '';
      const verb = /먹|드/.test(last) ? `${last}.` : '먹어요.';
      return sentence
        .split(/,\s*/)
        .map((x) => x.trim().replace(/[.]$/, ''))
        .filter(Boolean)
        .map((x) => {
          const text = VERB_END.test(x.replace(/[)]$/, '')) ? `${x}.` : `${x} ${verb}`;
          return { topic: t as HistoryTopic, text: closeDangling(text), drugs: drugWords(x) };
        });
    }),
  );

  function greeting(): string {
    const hello = pick('greeting', tone, `${options.seed ?? ''}${c.id}`);
    if (!informant) return hello;
    // A parent names the child ('서준이 엄마예요'); anyone else says whose companion they are.
    const child = c.doorCard.age < 19;
    const who =
      child && informant === '어머니' ? '엄마' : child && informant === '아버지' ? '아빠' : informant;
    return `${hello} ${child ? callName(c.doorCard.patientName) : '환자'} ${josa(who, '이에요/예요')}.`;
  }

  /**
   * A present symptom (not the complaint by name) whose own words are the complaint's character in
   * other words: five pieces or more of its detail in the character's first sentence (round 46).
   */
  const complaintGrams = c.history.character
    ? gramsOf(c.history.character.split(/(?<=[.!?])\s+/)[0]!)
    : new Set<string>();
  const toldAsComplaint = (s: Symptom): boolean => {
    const d = c.symptoms[s]?.detail;
    if (!d || chief.has(s) || !c.symptoms[s]?.present || chief.size === 0) return false;
    return [...gramsOf(d)].filter((g) => complaintGrams.has(g)).length >= 5;
  };

  /** The symptom whose fact answers a question about `s` in this case (CASE_READINGS). */
  const readingOf = (s: Symptom, compact: string): Symptom => {
    // '분비물은요?' to a man asks of the urethra: he never answers about a vagina.
    if (s === 'vaginalDischarge' && c.doorCard.sex === '남자' && !/냉|질/.test(compact))
      return 'urethralDischarge';
    // A lump asked with no site ('덩어리도 만져져요?') of a woman with a breast lump is that lump, even
    // when her nodes are swollen too (round 18).
    if (
      s === 'lymphNodeSwelling' &&
      c.symptoms.breastLump?.present &&
      /덩어리|혹|뭉친/.test(compact) &&
      !/목|겨드랑|사타구니|서혜부|림프|임파|쇄골/.test(compact)
    )
      return 'breastLump';
    if (c.symptoms[s]?.present || chief.has(s)) return s;
    const r = CASE_READINGS.find(
      (x) =>
        x.from === s &&
        (!c.symptoms[s] || x.overAbsent) &&
        (c.symptoms[x.to]?.present === true || (x.evenAbsent === true && c.symptoms[x.to] !== undefined)) &&
        !x.unless.test(compact),
    );
    return r ? r.to : s;
  };

  const ATTACK_IS_COMPLAINT =
    !c.symptoms.seizure && Object.values(c.history).some((x) => typeof x === 'string' && x.includes('발작'));
  /** The case's complaint is the panic attack itself ('…이러다 죽겠다 싶은 일이 자꾸 생겨요.'). */
  const PANIC_IS_COMPLAINT = PANIC_TOLD.test(`${c.persona.openingLine} ${c.history.character ?? ''}`);
  /**
   * The case's sentence naming the one condition a question asks how it is ('누우면 어때요?'): a
   * factor's sentence first, then any other sentence of the patient's own that tells the condition
   * easing or worsening the complaint ('누워 있으면 괜찮아서 잠은 자요.'), with the factor it tells
   * (round 28).
   */
  /**
   * A factor asked with its direction ('숨쉴때 더 아파?', '누우면 더 심해?': worse, aggravating; '앉으면
   * 좀 나아?': relieving), one condition, in any register (round 39). The factor of that direction
   * answers when a clause of it names the condition, even loosely ('숨쉴때' and '숨을 크게
   * 들이쉬거나'), before the other factor's sentence that names it ('얕게 숨 쉬면 좀 나아요' is not what
   * makes it worse). A condition no sentence of the case names ('움직이면 더 아파요?' of a pain the
   * case ties to breathing and lying on the left) is not known: '잘 모르겠어요', with the factor the
   * case does tell when it has not been said yet, never a yes.
   */
  function factorByDirection(
    t: HistoryTopic,
    compact: string,
    both: boolean,
    spoken: readonly string[],
  ): { text: string; unsure?: boolean } | undefined {
    if (t !== 'aggravating' && t !== 'relieving') return undefined;
    if (both) return undefined;
    if (!/(더|덜|나아|나은|편해|편하|괜찮아지|좋아지|심해|심하|악화)/.test(compact)) return undefined;
    if ((compact.match(/(으면|면|(?<!어)때)/g) ?? []).length !== 1) return undefined;
    if (FOOD_ASKED.test(compact)) return undefined;
    const condition = FACTOR_CONDITION.exec(compact)?.[1];
    const stems = (condition ? conditionStems(condition) : []).filter(
      (x) => !WORSENS.test(x) && !EASES.test(x),
    );
    // What makes it worse, asked openly ('어떻게 하면 더 아파요?', '뭘 하면 나아요?'): the older readings.
    if (stems.length === 0 || /(어떨|어떻|언제|무슨|어느|어떤|뭐|뭘|무엇)/.test(condition ?? ''))
      return undefined;
    // Loosely: a word opening with a closed syllable of the condition ('숨쉴' and '숨을 크게', '해열제먹'
    // and '먹으면').
    const loose = (clause: string) =>
      namesCondition(clause, stems) ||
      stems.some((st) =>
        [...st].some(
          (ch) =>
            (ch.charCodeAt(0) - 0xac00) % 28 !== 0 &&
            (clause.match(/[가-힣]+/g) ?? []).some((w) => w.startsWith(ch)),
        ),
      );
    const clausesOf = (text: string) =>
      text
        .split(/(?<=[.!?])\s+/)
        .flatMap((sentence) =>
          sentence
            .split(/(?<=(?:는데|지만|으며|거나|[^다라냐]고)),?\s+|,\s+/)
            .map((part) => ({ sentence, part })),
        );
    const own = clausesOf(c.history[t] ?? '').find((x) => loose(x.part));
    if (own) {
      // A denial goes on with the denial after it ('…숙인다고 더 아프진 않습니다. 자세와는 관계가 없는
      // 것 같습니다.').
      const sentences = (c.history[t] ?? '').split(/(?<=[.!?])\s+/);
      const next = sentences[sentences.indexOf(own.sentence) + 1];
      const denial = NEGATED.test(own.sentence) && next !== undefined && NEGATED.test(next);
      return { text: denial ? `${own.sentence} ${next}` : own.sentence };
    }
    // The other factor names it, or another sentence of the case does: the older readings answer
    // (the condition told the other way round, round 27; another topic's sentence, round 28).
    const other = t === 'aggravating' ? 'relieving' : 'aggravating';
    if (clausesOf(c.history[other] ?? '').some((x) => namesCondition(x.part, stems))) return undefined;
    if (conditionSentence(compact)) return undefined;
    // A drug tried is the older readings' (what it did, round 14).
    if (/약|제|타이레놀|주사|파스/.test(condition ?? '')) return undefined;
    // Named by any sentence of the case ('술 마시면' and '레드와인 마시면 두통이 올 때가 있어요'): the
    // older readings answer; only a condition the case never speaks of is not known.
    const pairs = stems.flatMap((st) => [...st].slice(0, -1).map((ch, i) => ch + st[i + 1]!));
    const texts = [...Object.values(c.history), ...Object.values(c.symptoms).map((f) => f?.detail)].map((x) =>
      (x ?? '').replace(/\s+/g, ''),
    );
    if (pairs.some((p) => texts.some((x) => x.includes(p)))) return undefined;
    // Told nowhere: not known; the factor's sentences not said yet, after it.
    const unsaid = (c.history[t] ?? '')
      .split(/(?<=[.!?])\s+/)
      .filter((x) => x && !spoken.some((y) => y.includes(x)));
    return { text: unsaid.join(' '), unsure: true };
  }
  function conditionSentence(
    compact: string,
  ): { key: 'aggravating' | 'relieving'; text: string; from?: HistoryTopic } | undefined {
    const condition = FACTOR_CONDITION.exec(compact)?.[1];
    // The worsening or easing asked ('더 심해지는 때가 있어요?', '덜해지는 때는요?') is no condition.
    const stems = (condition ? conditionStems(condition) : []).filter(
      (x) => !WORSENS.test(x) && !EASES.test(x) && !/^(어떨|언제|무슨|어느|어떤|뭐|뭘)/.test(x),
    );
    if (stems.length === 0) return undefined;
    const others = (Object.keys(c.history) as HistoryTopic[]).filter(
      (t) =>
        !['aggravating', 'relieving', 'family', 'sickContact', 'ideasConcerns', 'experience'].includes(t),
    );
    for (const t of ['aggravating', 'relieving', ...others] as HistoryTopic[])
      for (const sentence of (c.history[t] ?? '').split(/(?<=[.!?])\s+/)) {
        const parts = sentence.split(/(?<=(?:는데|지만|으며)),?\s+|,\s+/);
        const part = parts.find((x) => namesCondition(x, stems) && !NEGATED.test(x));
        if (!part) continue;
        const verb = EASES.test(part) || WORSENS.test(part) ? part : sentence;
        if (t === 'aggravating' || t === 'relieving') return { key: t, text: sentence };
        // Another topic's sentence tells it as a condition too ('누워 있으면', '누우면', '누울 때').
        if (!/(으면|면|때|서)(\s|$)/.test(part)) continue;
        if (EASES.test(verb)) return { key: 'relieving', text: sentence, from: t };
        if (WORSENS.test(verb)) return { key: 'aggravating', text: sentence, from: t };
      }
    return undefined;
  }
  /**
   * The factor sentences naming each of two conditions asked in one run ('누우면어때요앉으면'): per
   * condition, the aggravating or relieving sentence whose clause names it and tells a change
   * (worse, better, breathless), else the first that names it; a condition neither names is left
   * out (round 29).
   */
  function conditionPair(compact: string): { key: 'aggravating' | 'relieving'; text: string }[] {
    const pieces = (compact.match(/.*?(?:으면|면|(?<!어)때)/g) ?? []).map((x) =>
      x.replace(
        /^(어때요|어떄요|어때|어떠세요|어떠세|어떻게|어떻고|요|그리고|아니면|그럼|또|랑|이랑|하고|는|은)+/,
        '',
      ),
    );
    const out: { key: 'aggravating' | 'relieving'; text: string }[] = [];
    let missed = 0;
    const CHANGE = new RegExp(
      `${EASES.source}|${WORSENS.source}|더\\s|제일|가장|막혀|막히|차서|차요|답답|힘들`,
    );
    for (const piece of pieces) {
      const stems = conditionStems(piece).filter(
        (x) => !WORSENS.test(x) && !EASES.test(x) && !/^(어떨|언제|무슨|어느|어떤|뭐|뭘|어때)/.test(x),
      );
      if (stems.length === 0) continue;
      const named: { key: 'aggravating' | 'relieving'; text: string; change: boolean }[] = [];
      for (const key of ['aggravating', 'relieving'] as const)
        for (const sentence of (c.history[key] ?? '').split(/(?<=[.!?])\s+/)) {
          const parts = sentence.split(/(?<=(?:는데|지만|으며)),?\s+|,\s+/);
          const part = parts.find((x) => namesCondition(x, stems) && !NEGATED.test(x));
          if (part) named.push({ key, text: sentence, change: CHANGE.test(part) });
        }
      const best = named.find((x) => x.change) ?? named[0];
      if (best && !out.some((o) => o.text === best.text)) out.push({ key: best.key, text: best.text });
      else if (!best) missed += 1;
    }
    // A condition no factor sentence names ('움직일 때' of a pain worse on a deep breath and a jolt): the
    // other factor's sentence the pair's other half did not tell (round 27's reading), one of a posture
    // first ('베개를 높이 베면 좀 나아요'), never a drug tried.
    if (missed > 0 && out.length > 0 && out.every((o) => o.key === out[0]!.key)) {
      const other = out[0]!.key === 'aggravating' ? 'relieving' : 'aggravating';
      const told = (c.history[other] ?? '')
        .split(/(?<=[.!?])\s+/)
        .filter((x) => x.length > 0 && !/약|진통제|소화제|흡입기|파스|주사/.test(x));
      const pick1 = told.find((x) => /누우|누워|눕|앉|일어나|서\s*있|숙이|베개|자세|가만/.test(x)) ?? told[0];
      if (pick1) out.push({ key: other, text: pick1 });
    }
    return out;
  }
  function reply(history: ChatTurn[], typed: string): PatientReply {
    /** What an earlier part of this turn's identity check was told: a name confirmed or corrected. */
    let identityTold: 'right' | 'wrong' | undefined;
    /** The name's confirmation held back for a wrong age later in the same turn (round 28). */
    let nameHeld = false;
    /** The segment whose two factors asked of one condition the sentence naming it answered (round 28). */
    let conditionTold: string | undefined;
    /** The run of two conditions whose factor sentences were told (round 29). */
    let pairTold: string | undefined;
    // A fact checked back as reported speech ('토한 건 세 번이라고 하셨죠?', '아까 오늘 아침부터 열이 났다고
    // 하셨죠?') is heard as a summary of it: confirmed when right, corrected from the case when wrong.
    // (The grader does not count it as a summary of the history: the NLU's acts are unchanged.)
    // One with a question word asks the answer again ('아까 어디가 아프다고 하셨죠?', round 24).
    // A day checked alone right after the onset was asked ('언제부터?' → '그제부터요?') is heard the
    // same way: confirmed when it is the case's day, corrected from the onset when not (round 32).
    // So is one after another day check of it ('어젯밤부터요?' → '그제부터요?'), and a day said back
    // with '아' ('아 그제부터요', an echo of the patient's '그저께'): confirmed or corrected, never a
    // yes to the symptom nor a clarification (round 34).
    const asked = history.filter((t) => t.sender === 'user').map((t) => t.content);
    const lastAsked = asked.at(-1) ?? '';
    const dayOnly = (x: string) => DAY_CHECK.test(x.replace(/[^가-힣0-9]/g, ''));
    const dayChecked =
      (/[?？]/.test(typed) || /^\s*아[\s,.]/.test(typed)) &&
      dayOnly(typed) &&
      (analyzeDetailed(lastAsked).topics.includes('onset') ||
        (dayOnly(lastAsked) && asked.slice(-3, -1).some((x) => analyzeDetailed(x).topics.includes('onset'))));
    // A function checked as fine in a summary's words ('소변은 문제 없으시고요?', '대변은 괜찮으시고요?'),
    // often right after a summary: heard as a summary of it, corrected when the case tells trouble,
    // never answered from the summary before it (round 37).
    const functionChecked =
      /[?？]\s*$/.test(typed) &&
      !ASKED_BACK.test(typed) &&
      FUNCTION_CHECK.test(typed.replace(/[^가-힣]/g, ''));
    // What was being done when it began, checked back ('운동하다가 갑자기 아팠던 거지?',
    // '계단오르다가아프기시작하신거죠?'): heard as a summary of it when the case tells what was being
    // done, so a wrong one is corrected and a right one confirmed (round 38).
    const circumstanceChecked =
      CHECK_TAG.test(typed) &&
      !/정리|요약/.test(typed) &&
      !/어떻게|어떤|어디|언제|얼마|몇|무슨|왜|누구|어느/.test(typed) &&
      circumstanceWrong(typed, c) !== undefined;
    const utterance =
      (REPORTED_SPEECH.test(typed) && !/정리|요약/.test(typed) && !ASKED_BACK.test(typed)) ||
      dayChecked ||
      functionChecked ||
      circumstanceChecked
        ? `정리하면 ${typed}`
        : typed;
    // A short follow-up ('언제부터요?') is resolved against the learner's previous messages.
    const previous = history.filter((t) => t.sender === 'user').map((t) => t.content);
    const detail = analyzeInContext(
      utterance,
      previous,
      history.filter((t) => t.sender === 'ai').map((t) => t.content),
    );
    const { detail: analysed, ...understanding } = detail;
    // '발작 올 때 어떤 느낌이에요?' to a patient whose case tells its own attacks as '발작' (paroxysms of
    // a phaeochromocytoma, a panic attack) and lists no seizure: the word is the complaint's attack,
    // never a seizure to deny (round 15).
    const attacks = ATTACK_IS_COMPLAINT
      ? analysed.map((d) =>
          d.symptoms.includes('seizure') && /발작/.test(d.compact) && !SEIZURE_WORD.test(d.compact)
            ? { ...d, symptoms: d.symptoms.filter((x) => x !== 'seizure') }
            : d,
        )
      : analysed;
    // A panic attack asked of ('갑자기 숨이 막히고 죽을 것 같은 발작은요?') to a patient whose complaint
    // is that attack: what it is like, never 'no earlier episode' (round 34).
    // Whether a drug brings the fever down ('해열제를 먹었는지, 먹으면 열이 떨어지는지'): the drug and
    // what it does, told by the medication (and a factor sentence that speaks of the fever), never a
    // second '네, 39도…' about the fever itself in the middle of the reply (round 34).
    const eased = attacks.map((d) =>
      d.symptoms.includes('fever') && FEVER_EASED.test(d.compact)
        ? {
            ...d,
            symptoms: d.symptoms.filter((x) => x !== 'fever'),
            topics: [
              ...new Set([
                ...d.topics,
                ...(/열|해열/.test(c.history.relieving ?? '') ? (['relieving'] as const) : []),
              ]),
            ],
          }
        : d,
    );
    const segments = PANIC_IS_COMPLAINT
      ? eased.map((d) =>
          d.topics.includes('experience') &&
          PANIC_ASKED.test(d.compact) &&
          !/전에|예전|이전|처음|과거|옛날/.test(d.compact)
            ? { ...d, topics: d.topics.map((t) => (t === 'experience' ? ('character' as const) : t)) }
            : d,
        )
      : eased;
    const salt = `${options.seed ?? ''}\u0000${c.id}\u0000${history.length}\u0000${utterance}`;
    // The case's sentences this engine closed (closeDangling) read as the case writes them.
    const spoken = history.filter((t) => t.sender === 'ai').map((t) => reopened(t.content));
    const units: Unit[] = [];
    const disclosed: DisclosedFact[] = [];
    const said = new Set<string>();
    // Asked to say it again ('다시 한 번 말씀해 주시겠어요?'), the patient says the answer in full, not
    // '아까 말씀드렸는데' and its first sentence (round 24).
    const askedAgain = asksAgain(utterance);
    let repeatedMarked = askedAgain;
    /** A case sentence told, after '아까 말씀드렸는데' once per reply when an earlier reply said it already. */
    function retell(text: string): void {
      const again = !repeatedMarked && spoken.some((x) => x.includes(text));
      if (again) repeatedMarked = true;
      say(`${again ? pick('repeated', tone, salt) : ''}${text}`);
    }
    /**
     * The yes or no that opened the last yes/no answer of this reply, and how many units the reply
     * had after it: a run of symptoms asked one by one ('열은요? 오한은?', '기침은요? 가래는?') is
     * answered as one list, with no second '네,' or '아니요,' and the absent one named ('가래도
     * 없어요.'), not '네, …. 네, ….' (issue 16 item 1, round 22).
     */
    let lastYesNo: { present: boolean; units: number } | undefined;
    const examined = new Set<Manoeuvre>();
    /** A bedside cognitive test of this message has been answered (round 44): once. */
    let testAnswered = false;

    /** A summary's correction has been said: what follows it opens with no second yes or no. */
    let corrected = false;
    const say = (words: string) => {
      // After '아니요, 그게 좀 달라요. …' a part answering the summary's own question again ('등은 안
      // 아프신거죠?') says its sentence without another '아니요,' (round 19).
      // Said again on request, an answer opens with no yes or no either (round 24).
      const plain =
        corrected || askedAgain ? words.replace(/^(?:네|예|아니요|아뇨)(?:,\s*|\s+)(?=[가-힣])/, '') : words;
      // The engine's own words in the persona's register; the case's sentences as written (round 18).
      // A sentence said alone never ends in a dangling connective ('새빨간 피는 아니었고.', round 31).
      const text = inRegister(closeLast(plain), register, ownSentence);
      if (!said.has(text)) {
        said.add(text);
        units.push({ exam: false, text });
      }
    };
    const disclose = (kind: DisclosedFact['kind'], key: string, said: string) => {
      const closed = closeLast(said);
      const text = closed === said ? said : inRegister(closed, register, ownSentence);
      if (!disclosed.some((d) => d.kind === kind && d.key === key)) disclosed.push({ kind, key, text });
    };
    /** The text of the segment being answered when it is a negative check ('…않죠?'), else ''. */
    let negativeCheck = '';
    const answerTopic = (t: HistoryTopic, compact = ''): boolean => {
      // Already told in this reply (a summary's correction gave the case's words for it): once.
      if (disclosed.some((d) => d.kind === 'topic' && d.key === t)) return true;
      // When it began, of a case with no onset sentence ('처음 쓰러지신 게 언제였어요?' where the attacks
      // are told as they recur): the topic of the case that tells the first time with its day ('2주
      // 전에 처음 그랬고 어제까지 세 번이에유. …'), told as the onset asked (round 42: the attacks'
      // count was told instead, or '잘 모르겠네유').
      if (t === 'onset' && !c.history.onset) {
        for (const o of FIRST_TIME_TOPICS) {
          const text = c.history[o] ?? '';
          const first = text
            .split(/(?<=[.!?])\s+/)
            .some((x) => FIRST_TIME_TOLD.test(x) && dates(x) && !NEGATED.test(x.split(/처음/)[1] ?? ''));
          if (!first) continue;
          retell(text);
          // Told as the onset asked (the sentence is that topic's: it answers that one too).
          disclose('topic', t, text);
          return true;
        }
      }
      // Whether a drug is taken as told ('혈압약은 잘 드시고 계세요?') of a case with no adherence
      // sentence whose history says the drug is not taken ('…혈압이 높다고 했는데 약은 안 먹었어요.'):
      // that sentence, never '잘 모르겠어요' about one's own pills (round 47).
      // Only the drug the question names ('혈압약', '당뇨약'), and only a sentence that denies taking it:
      // '혈압약 한 알 먹어요. 한약은 안 먹어요.' says nothing of how the pills are taken.
      const named = DRUG_STEM.exec(compact)?.[1];
      // Asked of no drug in particular, of a case that takes none ('먹는 약은 없어요'): that sentence.
      if (t === 'adherence' && !c.history.adherence && !named) {
        const none = (c.history.medication ?? '')
          .split(/(?<=[.!?])\s+/)
          .find((x) =>
            /^(평소(에)?\s*|따로\s*|꾸준히\s*|매일\s*)?(먹는|드시는|먹고\s*있는)\s*약(은|이)?\s*없/.test(x),
          );
        if (none) {
          retell(none);
          disclose('topic', t, none);
          return true;
        }
      }
      if (t === 'adherence' && !c.history.adherence && named) {
        const denied = new RegExp(
          `${named}[가-힣\\s]{0,20}(는데|지만|고|,)\\s*약(은|을|는)?\\s*(안|못)\\s*(먹|드시|드셨|챙겨)|${named}\\s*약(은|을|는)?\\s*(안|못)\\s*(먹|드시|드셨)`,
        );
        for (const o of ['medication', 'pastMedical'] as const) {
          const sentence = (c.history[o] ?? '').split(/(?<=[.!?])\s+/).find((x) => denied.test(x));
          if (!sentence) continue;
          retell(sentence);
          // The sentence of the history that denies the pills: that topic's, which it answers.
          disclose('topic', o, sentence);
          return true;
        }
      }
      // Whether a child goes to a day-care or school ('어린이집 다녀요?') of a case with no occupation
      // sentence: the case's sentence that names the place, never '잘 모르겠네요' (round 47).
      if (t === 'occupation' && !c.history.occupation && /어린이집|유치원|학교|학원/.test(compact)) {
        const school = /어린이집|유치원|초등학교|중학교|고등학교|학교/;
        const living = (c.history.living ?? '').split(/(?<=[.!?])\s+/).find((x) => school.test(x));
        // The persona's occupation names where the child goes ('유치원생(…)'): said plainly.
        const attends = school.exec(c.persona.occupation)?.[0];
        if (!living && attends) {
          const text = `${attends}에 ${tone === 'formal' ? '다닙니다.' : '다녀요.'}`;
          say(text);
          disclose('topic', 'occupation', text);
          return true;
        }
        for (const o of ['living', 'sickContact', 'event'] as const) {
          const sentence = (c.history[o] ?? '').split(/(?<=[.!?])\s+/).find((x) => school.test(x));
          if (!sentence) continue;
          retell(sentence);
          disclose('topic', t, sentence);
          return true;
        }
      }
      // What a fit or a faint looked like ('어떤 모양으로 했어요?') of a case with no character sentence:
      // what the witness saw (round 47: '잘 모르겠어요.' came before the seizure's own words).
      if (t === 'character' && !c.history.character && c.history.witness)
        return answerTopic('witness', compact);
      // A stress asked ('최근에 스트레스 받는 일 있으셨어요?') of a case with no stress sentence whose
      // other sentences tell the stressor (a retirement, a friend's death, a lost job, a divorce):
      // that sentence, never a false 'I don't know' (round 44).
      if (t === 'stress' && !c.history.stress) {
        const source = STRESS_SOURCES.find((o) => STRESSOR.test(c.history[o] ?? ''));
        if (source) return answerTopic(source, compact);
      }
      // Where else it hurts ('다른 데 아픈 데는요?', '또 아픈 데 있어?', round 36), asked of a painful
      // complaint that spreads: the places the pain goes, never the sweating or the nausea that come
      // with it.
      // A radiation sentence that denies any spread ('다른 데로 뻗치지는 않아요. 오른쪽 아랫배만
      // 아파요.') answers it only when no other pain of the case is present.
      const pains = (Object.entries(c.symptoms) as [Symptom, { present: boolean }][])
        .filter(([s, f]) => f.present && isPain(s))
        .map(([s]) => s);
      if (
        t === 'associated' &&
        PAIN_ELSEWHERE.test(compact) &&
        c.history.radiation &&
        ([...chief].some(isPain) || pains.length > 0) &&
        (!NEGATED.test(c.history.radiation) || pains.every((s) => chief.has(s)))
      )
        return answerTopic('radiation', compact);
      // A hospital stay asked ('최근에 입원하셨었어요?', '입원해 본 적은요?') that the case tells in
      // another topic than the surgery's ('열흘 전에 폐렴으로 입원해서…' in the event) when its surgery
      // sentence names none: that topic's words, not an old operation (round 18).
      if (t === 'surgery' && /입원/.test(compact) && !/입원/.test(c.history.surgery ?? '')) {
        // The patient's own stay, dated ('중학생 때 두 번 입원했어요'), not a wife's or a friend's.
        const stayed = (x: string) =>
          /입원(했|해서|하고|한|해\s|했던|중)/.test(x) &&
          !NEGATED.test(x.split(/입원/)[1] ?? '') &&
          (dates(x) || /때/.test(x)) &&
          !OTHER_PERSON.test(x);
        const stay = (Object.entries(c.history) as [HistoryTopic, string | undefined][]).find(
          ([o, text]) =>
            text !== undefined &&
            !['surgery', 'family', 'sickContact', 'ideasConcerns'].includes(o) &&
            text.split(/(?<=[.!?])\s+/).some(stayed),
        );
        // Both asked ('수술이나 입원한 적 있으세요?'): the surgery sentence, then the sentence of the
        // stay, not the surgery alone as if there had been none (round 19).
        if (stay && /수술/.test(compact)) {
          answerTopic('surgery', compact.replace(/입원/g, ''));
          const sentence = stay[1]!.split(/(?<=[.!?])\s+/).find(stayed)!;
          if (!units.some((u) => u.text.includes(sentence))) say(sentence);
          return true;
        }
      }
      if (
        t === 'surgery' &&
        /입원/.test(compact) &&
        !/수술/.test(compact) &&
        !/입원/.test(c.history.surgery ?? '')
      ) {
        const stay = (Object.entries(c.history) as [HistoryTopic, string | undefined][]).find(
          ([o, text]) =>
            text !== undefined &&
            !['surgery', 'family', 'sickContact', 'ideasConcerns'].includes(o) &&
            text
              .split(/(?<=[.!?])\s+/)
              .some(
                (x) =>
                  /입원(했|해서|하고|한|해\s|했던|중)/.test(x) && !NEGATED.test(x.split(/입원/)[1] ?? ''),
              ),
        );
        if (stay) {
          const [, text] = stay;
          retell(text!);
          // Told as the stay asked (the sentence is the other topic's: it answers that one too).
          disclose('topic', t, text!);
          return true;
        }
      }
      // When a chronic disease began ('당뇨는 언제부터?') that the case tells among the other illnesses,
      // not as the complaint: the past history says it (round 15).
      if (t === 'onset' && c.history.pastMedical) {
        const disease = DISEASE_SUBJECT.exec(compact)?.[1];
        const complaint = `${c.doorCard.presentingComplaint} ${c.history.onset ?? ''}`;
        if (disease && c.history.pastMedical.includes(disease) && !complaint.includes(disease)) {
          say(c.history.pastMedical);
          disclose('topic', 'pastMedical', c.history.pastMedical);
          return true;
        }
      }
      // An occasion of drinking a lot ('최근에 많이 드신 적 있어요?', '최근에 과음하신 적 있어요?'): the
      // binge the case tells as the event before the attack when it has one ('어젯밤에 … 맥주를 많이
      // 마셨어요'), else the habit (round 26).
      if (t === 'alcohol' && BINGE_ASKED.test(compact) && c.history.event) {
        const sentence = c.history.event
          .split(/(?<=[.!?])\s+/)
          .filter((x) => DRINK_WORDS.test(x))
          .join(' ');
        if (sentence) {
          const again = !repeatedMarked && spoken.some((s) => s.includes(sentence));
          if (again) repeatedMarked = true;
          say(`${again ? pick('repeated', tone, salt) : ''}${sentence}`);
          disclose('topic', 'event', sentence);
          return true;
        }
      }
      // Eating asked as a factor ('뭐 드시고 나서 더 심해졌어요?'): the case's sentence that speaks of
      // eating, the factor's first, else that food makes no difference, never the other factors
      // as if they were the answer (round 17).
      if ((t === 'aggravating' || t === 'relieving') && FOOD_ASKED.test(compact) && !NOT_FOOD.test(compact)) {
        const order = [t, ...FOOD_TOPICS.filter((o) => o !== t), ...FOOD_ONSET_TOPICS];
        for (const o of order) {
          const tied = (FOOD_ONSET_TOPICS as readonly string[]).includes(o);
          const sentence = (c.history[o] ?? '')
            .split(/(?<=[.!?])\s+/)
            .filter((x) => FOOD_WORDS.test(x.replace(/(약|제|술)(을|를|은|는|도)?\s*(먹|드시|마시)/g, '')))
            .filter((x) => !tied || FOOD_TIED.test(x))
            .join(' ');
          if (!sentence) continue;
          const again = !repeatedMarked && spoken.some((s) => s.includes(sentence));
          if (again) repeatedMarked = true;
          // A kind of food named ('기름진거 먹고 더 심해졋어요?'): the case's sentence that ties that
          // food to the complaint ('작년부터 기름진 걸 먹으면 … 아프다가') answers it too, after the
          // meal the pain followed (round 27: the reply told the dinner alone, which reads as when it
          // began, not as a yes to the food asked).
          const kind = FOOD_KINDS.find((k) => k.test(compact));
          const named = kind
            ? [t, ...FOOD_TOPICS.filter((o) => o !== t), ...FOOD_ONSET_TOPICS]
                .flatMap((o) => (c.history[o] ?? '').split(/(?<=[.!?])\s+/))
                .find((x) => kind.test(x) && FOOD_TIED.test(x) && !sentence.includes(x))
            : undefined;
          const told = named ? `${sentence} ${named}` : sentence;
          say(`${again ? pick('repeated', tone, salt) : ''}${told}`);
          // Whichever topic holds it, the sentence is told as the factor asked: what eating does to
          // the complaint (not when it began, nor what else relieves it).
          disclose('topic', t, told);
          return true;
        }
        say(pick('foodUnrelated', tone, salt));
        return true;
      }
      const directed = factorByDirection(
        t,
        compact,
        understanding.topics.includes('aggravating') && understanding.topics.includes('relieving'),
        spoken,
      );
      if (directed) {
        const { text, unsure } = directed;
        if (unsure) say(pick('unknown', tone, `${salt}factor`));
        const said = spoken.some((x) => x.includes(text));
        // Not known: the factor the case tells once, never again after the not-knowing.
        if (text && !(unsure && said)) {
          const again = !repeatedMarked && said;
          if (again) repeatedMarked = true;
          say(`${again ? pick('repeated', tone, salt) : ''}${text}`);
          disclose('topic', t, text);
        }
        return true;
      }
      // Two conditions asked how it is in one run ('누우면 어때요 앉으면?', '움직일때랑 가만히
      // 있을때는 어때요?'): the factor sentences that name them, each once, and nothing of the
      // factors' other conditions (breathing, swallowing, a cough, a drug tried: round 29).
      if (
        (t === 'aggravating' || t === 'relieving') &&
        understanding.topics.includes('aggravating') &&
        understanding.topics.includes('relieving') &&
        (compact.match(/(으면|면|(?<!어)때)/g) ?? []).length >= 2
      ) {
        if (pairTold === compact) return true;
        const found = conditionPair(compact);
        if (found.length > 0) {
          pairTold = compact;
          for (const f of found) {
            retell(f.text);
            disclose('topic', f.key, f.text);
          }
          return true;
        }
      }
      // One condition asked how it is ('누우면 어때요?', and '앉으면요?' after it): both factors are
      // asked, and the case's sentence that names that condition answers, whichever topic holds it
      // ('누워 있으면 괜찮아서 잠은 자요.' of the sleep), told as the factor it is (eases: relieving;
      // worse: aggravating); the other factor is not told besides (round 28).
      if (
        (t === 'aggravating' || t === 'relieving') &&
        understanding.topics.includes('aggravating') &&
        understanding.topics.includes('relieving') &&
        (compact.match(/(으면|면|(?<!어)때)/g) ?? []).length === 1
      ) {
        if (conditionTold === compact) return true;
        const found = conditionSentence(compact);
        if (found) {
          conditionTold = compact;
          retell(found.text);
          disclose('topic', found.key, found.text);
          return true;
        }
      }
      // A condition asked of the other factor than the case tells it ('누우면 좀 편해지세요?' when
      // lying makes it worst, '앉으면 어때요?' read as what makes it worse when sitting eases it): the
      // case's sentence of that condition answers, not the factor's other conditions (round 27). Not
      // when two conditions are asked at once ('누우면 어때요 앉으면?'): each factor answers its own.
      if (
        (t === 'aggravating' || t === 'relieving') &&
        (compact.match(/(으면|면|(?<!어)때)/g) ?? []).length < 2 &&
        !(understanding.topics.includes('aggravating') && understanding.topics.includes('relieving'))
      ) {
        const named = factorReversed(
          t,
          compact,
          [c.history.aggravating ?? '', c.history.relieving ?? ''].join(' '),
        );
        if (named) {
          retell(named);
          disclose('topic', t, named);
          return true;
        }
        // No factor sentence names the condition ('누우면 어때요?' of a stenosis whose factors are
        // standing, walking and sitting): the patient's other sentence that does ('누워 있으면 괜찮아서
        // 잠은 자요.'), told as the factor it is, rather than the factor's other conditions (round 28).
        // Disclosed as the factor asked, as a condition told the other way is (round 27).
        const found = conditionSentence(compact);
        if (found?.from) {
          retell(found.text);
          disclose('topic', t, found.text);
          return true;
        }
      }
      // A manic spell screened for ('기분이 들뜨거나 잠 안 자도 쌩쌩했던 적은?'): the case's sentence that
      // tells of one, whichever topic holds it (often the earlier episodes or the psychiatric
      // history), never the sleep of now.
      if (t === 'psychiatricHistory' && MANIA_ASKED.test(compact)) {
        const first: HistoryTopic[] = ['psychiatricHistory', 'experience', 'mood'];
        const told = [
          ...first,
          ...(Object.keys(c.history) as HistoryTopic[]).filter((o) => !first.includes(o)),
        ]
          .flatMap((o) => (c.history[o] ?? '').split(/(?<=[.!?])\s+/))
          .find((x) => MANIA_TOLD.test(x));
        if (told) {
          say(told);
          disclose('topic', t, told);
          return true;
        }
      }
      // A disease named ('전에 위궤양이나 위염 진단받은 적 있어요?'): the facts that name it, the
      // earlier episodes' words whole, any other topic's sentence that names it ('내시경은 5년 전에
      // 했는디 위염 있다고만 했어'), not the list of other illnesses without it (round 31).
      if (t === 'pastMedical') {
        const diseases = [
          ...new Set(
            (
              compact.match(
                /[가-힣]{1,3}?(?:궤양|염|암|결석|용종)(?=이나|나|이랑|랑|하고|이라든가|이라든지|이라는|라는|이라고|라고|있|진단|걸|앓|소리|말|얘기|은|는|이|가|도|$)/g,
              ) ?? []
            )
              .map((d) => d.replace(/^(전에|예전에|혹시|이전에|과거에|옛날에|이나|나|이랑|랑|하고|에)+/, ''))
              .filter((d) => d.length >= 2),
          ),
        ];
        if (diseases.length > 0) {
          // The list of other illnesses answers as before when these say nothing of it.
          const order: HistoryTopic[] = ['experience', 'checkup'];
          const told: [HistoryTopic, string][] = [];
          for (const o of order) {
            const text = c.history[o];
            if (!text) continue;
            if (o === 'experience' && diseases.some((d) => text.includes(d))) told.push([o, text]);
            else
              for (const x of text.split(/(?<=[.!?])\s+/))
                if (diseases.some((d) => x.includes(d))) told.push([o, x]);
          }
          if (told.length > 0) {
            // The earlier episodes are told as themselves (as before); another topic's sentence
            // as the past history asked.
            for (const [o, x] of told) {
              say(x);
              disclose(
                'topic',
                o === 'experience' ? o : t,
                told
                  .filter(([k]) => k === o)
                  .map(([, y]) => y)
                  .join(' '),
              );
            }
            return true;
          }
        }
      }
      // A disease had before that the case tells as the complaint's earlier episodes ('방광염 걸린
      // 적은?' of a pyelonephritis whose experience sentence says '방광염은 1년에 한두 번…') is
      // answered from that sentence, not from the list of other illnesses.
      if (t === 'pastMedical' && c.history.experience) {
        // The disease is the end of the words before the verb ('전에방광염앓은적' names 방광염) (round 15).
        // So is a disease one was told of ('위궤양 있다는 말 들은 적', '궤양이라는 얘기', round 17).
        const words =
          /([가-힣]{1,5}(?:염|증|병|암|궤양))(?:에|이|은|는|이라는|라는|이라고|라고)?(?:걸|앓|있다는|있단|있다고|진단|소리|말|얘기)/.exec(
            compact,
          )?.[1] ?? '';
        const named = [2, 3, 4, 5, 6]
          .map((k) => words.slice(-k))
          .find((w) => w.length >= 2 && c.history.experience!.includes(w));
        if (named) {
          say(c.history.experience);
          disclose('topic', 'experience', c.history.experience);
          return true;
        }
      }
      const raw = c.history[t];
      const text = t === 'location' && raw && !MOVE_ASKED.test(compact) ? currentLocation(raw) : raw;
      if (!text && informant && c.doorCard.age < 10 && ADULT_TOPICS.has(t)) {
        // '담배 피우세요?' to a parent may be about the home: the one sentence of the case that says
        // so answers it; otherwise the door card's age: a young child has nothing of the kind.
        const home =
          HOME_WORDS[t] &&
          (['living', 'environmentalExposure', 'family'] as const)
            .flatMap((o) => (c.history[o] ?? '').split(/(?<=[.!?])\s+/))
            .find((x) => HOME_WORDS[t]!.test(x));
        if (home) {
          say(home);
          disclose('topic', t, home);
          return true;
        }
        say(tone === 'formal' ? '애가 아직 어려서 그런 건 없습니다.' : '애가 아직 어려서 그런 건 없어요.');
        return true;
      }
      if (!text && c.doorCard.sex === '남자' && FEMALE_TOPICS.has(t)) {
        // Not a case fact but the door card's: a man asked about his periods says so. When a parent
        // speaks for a boy, it is the boy who is male, not the speaker (a young child's case was
        // answered just above).
        const who = informant
          ? c.doorCard.age < 19
            ? '애는 남자아이라서'
            : '환자는 남자라서'
          : '저는 남자라서';
        say(tone === 'formal' ? `${who} 그런 건 없습니다.` : `${who} 그런 건 없어요.`);
        return true;
      }
      // A word asked that the topic's own sentence does not speak of ('엽산 드세요?' where only the
      // medication sentence names it; '집에서 담배 피우는 사람 있어요?' where only the smoking sentence
      // tells of the father's): the covering sentence that does.
      const word = WORD_ASKED[t];
      const covering =
        text && word?.test(compact) && !word.test(text) ? coveredAnswer(t, compact) : undefined;
      const whole =
        (covering && word?.test(covering) ? covering : text) ?? relatedAnswer(t) ?? coveredAnswer(t, compact);
      // One topic telling the bleeding and the pain apart ('팬티라이너를 … 정도예요. 배 아픈 건 10점 중에
      // 8점이요.'): asked of one ('양은 얼마나 돼요?', '어떻게 아파요?'), the sentences of that one (round 41).
      // How it hurts asked ('어떻게 아파요?') where the character tells only the bleeding ('생리 제일
      // 많은 날보다 더 많아요. 새빨간 피에 …'): the pain's own sentence where the case states it
      // ('아랫배 가운데가 생리통처럼 쥐어짜듯 아파요.'), never the bleeding for the pain (round 43).
      if (
        t === 'character' &&
        whole &&
        painOnlyAsked(compact) &&
        BLEED_SAID.test(whole) &&
        !PAIN_TOLD.test(whole)
      ) {
        const pain = PAIN_SYMPTOMS.find(
          (x) => symptomFact(x).present && PAIN_TOLD.test(c.symptoms[x]?.detail ?? ''),
        );
        if (pain) {
          const detail = c.symptoms[pain]!.detail!;
          say(detail);
          disclose('symptom', pain, detail);
          return true;
        }
      }
      const answer = whole && TWO_COMPLAINT_TOPICS.has(t) ? oneComplaint(whole, compact) : whole;
      if (!answer) {
        // Other symptoms asked ('다른 증상은 없으세요?') of a case with no sentence of them: none when every
        // symptom it has is the complaint or told already, never a 'don't know' (lead42).
        if (t === 'associated') {
          const untold = (
            Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][]
          ).filter(
            ([s, f]) =>
              f.present &&
              !chief.has(s) &&
              !(f.detail && spoken.some((x) => x.includes(f.detail!.split(/(?<=[.!?])\s+/)[0]!))),
          );
          // Symptoms it has that are not told yet: each is for its own question, and none is denied
          // ('다른 증상은 특별히 없어요' would be false): nothing comes to mind, which is true.
          if (untold.length > 0) {
            say(
              tone === 'formal'
                ? '글쎄요, 따로 생각나는 건 없습니다. 어떤 것 말씀이십니까?'
                : '글쎄요, 따로 생각나는 건 없는데요. 어떤 거 말씀이세요?',
            );
            return true;
          }
          say(
            informant
              ? '다른 증상은 특별히 없었어요.'
              : tone === 'formal'
                ? '다른 증상은 특별히 없습니다.'
                : '다른 증상은 특별히 없어요.',
          );
          return true;
        }
        const ordinary =
          (t === 'appetite' && !appetiteOrdinary()) ||
          (t === 'weightChange' &&
            (symptomFact('weightLoss').present || symptomFact('weightGain').present)) ||
          (t === 'urination' && URINARY.some((u) => symptomFact(u).present)) ||
          (t === 'bowelHabit' && BOWEL.some((u) => symptomFact(u).present))
            ? undefined
            : ORDINARY[t];
        const words =
          ordinary && (informant ? ordinary.child : tone === 'formal' ? ordinary.formal : ordinary.self);
        if (!words) return false;
        say(words);
        return true;
      }
      // The same question gets the same answer; a repeat is acknowledged as one, once per reply.
      const again = !repeatedMarked && spoken.some((s) => s.includes(answer));
      if (again) repeatedMarked = true;
      // A leading negative check ('전에는 이런 적 없으셨죠?', '어깨로는 안 퍼지죠?', '찢어지는 것
      // 같진 않죠?') is answered plainly first: 네 when the case agrees, 아니요 when it does not.
      const agree = negativeCheck && !/^(네|아니|예)/.test(answer) ? agreement(t, answer) : '';
      // Told again, briefly, whether asked in other words or the very same ones: the first sentence
      // of what was said, and of a long one its first clause ('…가슴이 뻐근했는데, 쉬면…' →
      // '…가슴이 뻐근했어요.'), not the whole account once more.
      // Asked again of one detail the answer tells further on ('덩어리 같은 것도 나와요?' after the
      // periods were told): the sentence that tells it (round 15).
      // So is a relative asked after the family history was told ('외삼촌은요?': the sentence that
      // names the uncle, round 17).
      const detailWord = again
        ? (DETAIL_ASKED.exec(compact)?.[0] ?? (t === 'family' ? FAMILY_MEMBER.exec(compact)?.[0] : undefined))
        : undefined;
      const parts = answer.split(/(?<=[.!?])\s+/);
      // Asked again in words that a later sentence of the answer shares more than the first
      // ('결핵 걸린 사람은요?' after the sick contacts were told: '주변에 결핵 걸린 사람은 없어요.', not
      // the grandson's cold again; '숨쉴 때 더 아파요?' after the aggravating factors: the breathing
      // sentence, round 22): that sentence (answering()).
      // Asked again when it began ('휘핑가스는 언제부터 했어?' after what it is and how much was told):
      // the sentence that dates it ('9개월 됐어요.', round 19), when the first does not.
      // A clock time ('밤 열 시쯤부터 혼자 마셔요', when one usually drinks) dates nothing of when it
      // began, when a later sentence counts years, months or weeks ('3년 전부터 늘었어요', round 21).
      const clockFree = (x: string) => x.replace(/[가-힣0-9]+\s*시\s*(쯤|경)?\s*부터/g, ' ');
      const since =
        again && WHEN_ASKED.test(compact) && !SINCE_TOLD.test(parts[0]!)
          ? !dates(parts[0]!)
            ? parts.slice(1).find((x) => dates(x) || SINCE_TOLD.test(x))
            : !dates(clockFree(parts[0]!))
              ? parts.slice(1).find((x) => /(년|개월|달|주)\s*(전|째)|때부터/.test(x))
              : undefined
          : undefined;
      // Asked the last time ('마지막으로 드신 게 언제예요?'): the sentence that tells until when (round 40).
      const until = again && /마지막/.test(compact) ? parts.find((x) => UNTIL_TOLD.test(x)) : undefined;
      // Asked how it began ('갑자기 그랬어요 서서히 그랬어요?') after the onset was told: the sentence that
      // tells the manner ('…깜빡하는 게 확 늘었어요'), not the first one's date again (lead42).
      const manner = again && MANNER_ASKED.test(compact) ? parts.find((x) => MANNER_TOLD.test(x)) : undefined;
      const detail = detailWord
        ? parts.find((x) => x.includes(detailWord))
        : until
          ? until
          : manner
            ? manner
            : since
              ? since
              : again && parts.length > 1
                ? answering(parts, compact)
                : undefined;
      // Asked again of late ('최근에 많이 드신 적 있어요?'), a first sentence that turns from before to
      // now ('원래는 회식 때만 마셨는데, 요즘은 …') is told whole: its first clause alone tells what
      // used to be (round 25).
      const now = NOW_WORDS.test(compact) && NOW_WORDS.test(parts[0]!.replace(/\s+/g, ''));
      const told = again ? (detail ?? (now ? parts[0]! : briefly(answer))) : answer;
      // Its first sentence told already, in the answer to another question ('기름진거 먹고 더
      // 심해졋어요?' told the earlier attacks after fatty food): the whole answer, as a repeat (round 27).
      const partly =
        !again && !repeatedMarked && parts.length > 1 && spoken.some((x) => x.includes(parts[0]!));
      if (partly) repeatedMarked = true;
      say(`${agree}${again || partly ? pick('repeated', tone, salt) : ''}${habitWord(t, told)}${told}`);
      disclose('topic', t, told);
      return true;
    };
    /**
     * Smoking and drinking answered in one reply ('담배 술 하세요?'): a sentence that does not name its
     * habit ('거의 안 마셔요.') opens with it ('술은 거의 안 마셔요.'), so the two are never confused
     * (round 29).
     */
    function habitWord(t: HistoryTopic, told: string): string {
      if (!understanding.topics.includes('smoking') || !understanding.topics.includes('alcohol')) return '';
      if (/^(네|아니요|예|응|아니)[,\s]/.test(told)) return '';
      if (t === 'alcohol' && !DRINK_NAMED.test(told) && !/음주|반주/.test(told)) return '술은 ';
      if (t === 'smoking' && !/담배|흡연|궐련|피우|피워|피웠|피운|피우시|피셨|갑|개비/.test(told))
        return '담배는 ';
      return '';
    }
    /** '네, ' / '아니요, ' / '네, 그렇진 않아요. ' before a topic's answer to a negative check. */
    function agreement(t: HistoryTopic, answer: string): string {
      const yes = tone === 'formal' ? '네, ' : '네, ';
      if (t === 'character') {
        // Whether the quality named ('찢어지는 것 같진') is in the case's words, and not denied there.
        const group = QUALITIES.find((g) => g.some((q) => negativeCheck.includes(q)));
        if (!group) return '';
        const flat = answer.replace(/\s+/g, '');
        const at = Math.min(...group.map((q) => flat.indexOf(q)).filter((x) => x >= 0), Infinity);
        if (at === Infinity) return tone === 'formal' ? '네, 그렇지는 않습니다. ' : '네, 그렇진 않아요. ';
        return /^[가-힣]{1,4}?(는|은)?(건|것은|게)?(아니|않)/.test(flat.slice(at)) ? yes : '아니요, ';
      }
      if (!NEGATIVE_CHECKED.has(t)) return '';
      const first = answer.split(/(?<=[.!?])\s+/)[0]!;
      return NEGATED.test(first) || /처음/.test(first) ? yes : '아니요, ';
    }
    /** The sentence of another topic that speaks of `t` ('약 알레르기는 없고…' in the past history). */
    function coveredAnswer(t: HistoryTopic, compact: string): string | undefined {
      const covers: readonly Cover[] = [COVERED_BY[t] ?? []].flat();
      for (const cover of covers) {
        if (cover.asked && !cover.asked.test(compact)) continue;
        for (const o of cover.from) {
          if (o === t) continue;
          const sentence = (c.history[o] ?? '').split(/(?<=[.!?])\s+/).find((x) => cover.when.test(x));
          // A sentence of the earlier episodes answers only when it affirms ('두 번 입원했어요'):
          // the ordinary 'never admitted' would contradict it.
          if (sentence && (!cover.affirmedOnly?.includes(o) || !NEGATED.test(sentence))) return sentence;
        }
      }
      return undefined;
    }
    /** A sentence of the case that answers topic `t` when `history[t]` is missing (RELATED). */
    function relatedAnswer(t: HistoryTopic): string | undefined {
      const rel = RELATED[t];
      if (!rel) return undefined;
      for (const o of rel.topics ?? []) {
        const text = c.history[o];
        if (text && (!rel.when || rel.when.test(text))) return text;
      }
      const listed = (rel.symptoms ?? []).filter(
        (s) => c.symptoms[s]?.detail && (!rel.detail || rel.detail.test(c.symptoms[s]!.detail!)),
      );
      const best = listed.find((s) => c.symptoms[s]!.present) ?? listed[0];
      return best ? c.symptoms[best]!.detail : undefined;
    }

    // One acknowledgement for the social part of the message, the most closing-like first.
    const acts = new Set(understanding.acts);
    const explains = understanding.education.some((e) => e !== 'invitingQuestions');
    /** What a summary got right, said after its corrections ('토한 건 맞아요.'). */
    const confirmed: string[] = [];
    const corrections = acts.has('summary') ? correctSummary() : [];
    const ack = acts.has('closing')
      ? pick('closing', tone, salt)
      : acts.has('summary')
        ? corrections.length > 0
          ? functionChecked || circumstanceChecked
            ? undefined
            : tone === 'formal'
              ? '아닙니다, 조금 다릅니다.'
              : '아니요, 그게 좀 달라요.'
          : pick('confirmSummary', tone, salt)
        : acts.has('checkUnderstanding')
          ? pick('understood', tone, salt)
          : acts.has('examConsent') && understanding.manoeuvres.length === 0
            ? pick('consent', tone, salt)
            : acts.has('empathy')
              ? pick(feltOwned(segments.map((x) => x.compact).join('')) ?? 'thanks', tone, salt)
              : explains
                ? newsReaction()
                : undefined;
    if (acts.has('greeting')) say(greeting());
    if (ack) say(ack);
    /** The sentences the corrections have said: none said twice, in other words either (round 37). */
    const fixed: string[] = [];
    for (const fix of corrections) {
      const sentences = fix.text
        .split(/(?<=[.!?])\s+/)
        .filter((x) => x.length > 0 && !fixed.some((f) => nearSame(f, x)));
      if (sentences.length > 0) {
        const text = sentences.join(' ');
        // A function checked alone ('소변은 문제 없으시고요?'): '아니요, ' and how it is (round 37).
        // So is what was being done, checked back alone ('운동하다가 갑자기 아팠던 거지?', round 38).
        const no =
          (functionChecked || circumstanceChecked) && fixed.length === 0
            ? tone === 'formal'
              ? '아닙니다. '
              : '아니요, '
            : '';
        say(`${no}${fix.lead ?? ''}${fix.lead ? text.replace(POINTS_BACK, '') : text}`);
        fixed.push(...sentences);
      }
      disclose(fix.kind, fix.key, fix.text);
    }
    if (corrections.length > 0 && confirmed.length > 0) {
      const items = confirmed.map((x, i) => (i < confirmed.length - 1 ? `${x.replace(/건$/, '거')}랑` : x));
      say(`${items.join(' ')} ${tone === 'formal' ? '맞습니다.' : '맞아요.'}`);
    }
    corrected = corrections.length > 0;

    /**
     * A lasting harm foretold ('소변 기능이 영원히 안 돌아올 수도 있어요', '콩팥이 망가질 수도 있어요'):
     * the persona's own concern that the news touches, not yet said ('소변이 이상한 것도 허리
     * 때문이에요? 다시 돌아오나요?'), else worry or a grave question in temperament; never '네,
     * 알겠습니다.' nor relief, never a fact (round 37, issue 16 item 11).
     */
    function harmReaction(compact: string): string | undefined {
      if (!LASTING_HARM.test(compact)) return undefined;
      const touched = c.persona.concerns
        .map((q, k) => ({
          k,
          q,
          n: (q.match(/[가-힣]{2,}/g) ?? [])
            .map((w) => w.slice(0, 2))
            .filter((w) => !CONCERN_STOP.has(w) && compact.includes(w)).length,
        }))
        .filter((x) => x.n > 0 && !spoken.some((y) => y.includes(x.q)))
        .sort((a, b) => b.n - a.n || a.k - b.k);
      if (touched.length > 0) return touched[0]!.q;
      return pick(isAnxious(c) ? 'worried' : 'grave', tone, salt);
    }
    /**
     * Told not to do what the person has planned or needs ('당분간 비행기 타면 안 돼' to one with a
     * flight booked, '운전하시면 안 돼요' to a taxi driver, '한 달은 농구 하시면 안 돼요' before a
     * tournament, round 38): the persona's own concern about it when one is not yet said, else a brief
     * worried question drawn from the case's sentence that tells the plan or the need (the travel, the
     * occupation, the exercise); undefined where the case says nothing of it, so a plain
     * acknowledgement stays. Never a fact: nothing is disclosed.
     */
    function activityReaction(told: string): string | undefined {
      const compact = told.replace(/\s+/g, '');
      if (!ACTIVITY_BARRED.test(compact)) return undefined;
      for (const a of ACTIVITIES) {
        if (!a.words.test(compact)) continue;
        const concern = c.persona.concerns.find((q) => a.words.test(q) && !spoken.some((x) => x.includes(q)));
        if (concern) return concern;
        const needs = a.from.some((t) =>
          (c.history[t] ?? '')
            .split(/(?<=[.!?])\s+/)
            .some((x) => a.needs.test(x) && (!NEGATED.test(x) || /예정|예약/.test(x))),
        );
        if (needs) return pick(a.phrase, tone, salt);
      }
      return undefined;
    }
    /**
     * What a person says to the diagnosis or the plan, in temperament, never a fact: relief at
     * good news, a question at an admission or an operation, worry (anxious) or a grave question
     * (others) at frightening news, '아... 그렇군요' to a diagnosis, '네, 알겠습니다' to the rest.
     */
    function newsReaction(): string {
      const harm = harmReaction(segments.map((x) => x.compact).join(''));
      if (harm) return harm;
      const told = segments
        .filter((s) => s.education.some((e) => e !== 'invitingQuestions'))
        .map((s) => s.compact)
        .join(' ');
      const barred = activityReaction(told);
      if (barred) return barred;
      // Safety-netting or home care alone ('…입술 파래지면 바로 응급실 오세요'): the persona's concern
      // about going home when it has one not yet said, else heard; never a question of what to do,
      // which the doctor has just told (round 32).
      const given = understanding.education.filter((e) => e !== 'invitingQuestions');
      // A plan or a cause that names a drug the persona worries about ('진통제는 끊으셔야 해요' to
      // '무릎이 아파서 진통제는 계속 먹어야 하는데요.'): that concern, a reaction, not a fact (round 34).
      if (given.some((e) => e === 'treatment' || e === 'likelyDiagnosis')) {
        const k = drugConcern(told.replace(/\s/g, ''));
        if (k >= 0) return c.persona.concerns[k]!;
      }
      if (
        given.includes('warningSigns') &&
        given.every((e) => e === 'warningSigns' || e === 'lifestyle' || e === 'followUp')
      ) {
        const k = c.persona.concerns.findIndex(
          (q) =>
            !spoken.some((x) => x.includes(q)) &&
            /집에\s*(가|갈)|밤에|(또|다시)\s*(이러|그러|생기|재발)/.test(q),
        );
        // A reaction, not a fact told: nothing is disclosed.
        if (k >= 0) return c.persona.concerns[k]!;
        return pick('explained', tone, salt);
      }
      const plan = told.replace(new RegExp(NOT_FRIGHTENING.source, 'g'), '');
      if (
        (GOOD_NEWS.test(told) || NOT_FRIGHTENING.test(told)) &&
        !FRIGHTENING.test(plan) &&
        !ADMISSION.test(plan) &&
        !OPERATION.test(plan)
      )
        return pick('relieved', tone, salt);
      const word = ADMISSION.test(plan) ? '입원' : OPERATION.exec(plan)?.[0];
      if (word) return pick(word === '입원' ? 'admission' : 'operation', tone, salt).replaceAll('{w}', word);
      if (FRIGHTENING.test(plan)) return pick(isAnxious(c) ? 'worried' : 'grave', tone, salt);
      if (understanding.education.includes('likelyDiagnosis'))
        return pick(isAnxious(c) ? 'worried' : 'badNews', tone, salt);
      return pick('explained', tone, salt);
    }

    /** The facts a learner's summary got wrong, each with the case's own words to correct it. */
    function correctSummary(): Correction[] {
      const claims = summaryClaims(utterance);
      const out: Correction[] = [];
      /** A circumstance of the start claimed: checked on its own, not as the event's whole fact (round 38). */
      const circumstance = circumstanceWrong(utterance, c);
      /** One side of a pain on both sides has been corrected (round 37). */
      let bothTold = false;
      // The case's earlier episodes, when it tells any: a clause about them is checked against them.
      const episodes =
        c.history.experience &&
        c.history.experience.split(/(?<=[.!?])\s+/).some((x) => EARLIER_EPISODE.test(x)) &&
        !FIRST_EPISODE.test(c.history.experience.split(/(?<=[.!?])\s+/)[0]!)
          ? c.history.experience
          : undefined;
      const aboutBefore = (clause: string) => episodes !== undefined && claims.earlier.includes(clause);
      const episodesInCourse =
        !!c.history.course &&
        EPISODES_IN_COURSE.test(c.history.course) &&
        !FIRST_EPISODE.test((c.history.experience ?? '').split(/(?<=[.!?])\s+/)[0]!);
      // Day words another sentence of the case gives, with the clause's own words ('5년째 약 먹고',
      // '작년 가을에 비슷한 데가'), date that, not when the problem began.
      // A clause that says again what a clause of the case says (its own words, same polarity)
      // dates nothing new either ('처음 이틀은 열이 조금 있었는데', '어제보다 오늘이 더 아파').
      // A clause dating another symptom than the complaint ('열은 어제 아침부터 났고') is checked
      // against when the case says that symptom began, day and part of the day; it dates nothing of
      // the complaint (round 18).
      const timedOther = otherSymptomTimings(claims);
      for (const [clause, t] of onsetClauseTimings(claims))
        if (!timedOther.get(clause)?.wrong && (t.wrong || !timedOther.has(clause))) timedOther.set(clause, t);
      // The last time something was done, dated ('어제 저녁에 마지막으로 술 드셨고', round 22): checked
      // against the case's sentence that tells the last time ('마지막 술은 그저께 밤 열한 시쯤이었어요.'),
      // day and part of the day; it dates nothing of the complaint.
      const lastTimes = new Set<string>();
      for (const x of [...claims.dated, ...claims.topics]) {
        if (x.days.length === 0 || !/마지막/.test(x.clause)) continue;
        const told = (Object.entries(c.history) as [HistoryTopic, string | undefined][])
          .filter(([t]) => !['family', 'sickContact', 'ideasConcerns'].includes(t))
          .flatMap(([t, text]) => (text ?? '').split(/(?<=[.!?])\s+/).map((sentence) => ({ t, sentence })))
          .find(({ sentence }) => /마지막/.test(sentence) && dayCountsOf(sentence, true).length > 0);
        if (!told) continue;
        lastTimes.add(x.clause);
        const truth = dayCountsOf(told.sentence, true);
        const wrong =
          !x.days.some((d) => truth.some((t) => sameDay(d, t))) || partOfDayDiffers(x.clause, told.sentence);
        if (wrong && !out.some((o) => o.key === told.t))
          out.push({ kind: 'topic', key: told.t, text: told.sentence });
      }
      const dated = claims.dated.filter(
        (x) =>
          (x.days.length === 0 || !datedElsewhere(x.clause, x.days)) &&
          !saysCase(x.clause) &&
          !timedOther.has(x.clause) &&
          !lastTimes.has(x.clause),
      );
      claims.days = [...new Set(dated.flatMap((x) => x.days))];
      claims.hours = [...new Set(dated.flatMap((x) => x.hours))];
      // When it began: the onset, or for an event without one (a faint) the account of the event.
      // A case with neither (an assault told on its own) dates it by the account of what happened,
      // whose first sentence says when ('나흘 전 토요일 밤 열한 시쯤이에요.', round 19).
      const began = c.history.onset
        ? 'onset'
        : c.history.event
          ? 'event'
          : c.history.assaultDetails
            ? 'assaultDetails'
            : undefined;
      // Hours or minutes ago ('2시간 전부터', '30분 전'): wrong when it began a day or more ago, or
      // when the case counts other hours ('한 시간쯤 전').
      if (began && claims.hours.length > 0 && claims.days.length === 0) {
        const truthDays = dayCountsOf(c.history[began]!, true);
        const truthHours = hoursAgoOf(c.history[began]!);
        const wrong =
          truthDays.length > 0 && !truthDays.includes(0)
            ? claims.hours.every((h) => h < 12)
            : truthHours.length > 0 && !claims.hours.some((h) => truthHours.some((t) => sameHours(h, t)));
        const when = /(\d+|[가-힣]{1,2})\s*(시간|분)\s*(쯤|정도)?\s*전/.exec(utterance)?.[0];
        if (wrong)
          out.push({
            kind: 'topic',
            key: began,
            text: c.history[began]!,
            ...(when ? { lead: `${when}이 아니라 ` } : {}),
          });
        else if (truthHours.length > 0 && when) confirmed.push(sinceSaid(when));
      }
      // A clause the analyser heard as a topic of the complaint, dated ('1년전부터 키가 안크고', growth).
      const topicsDated = claims.topics.filter(
        (x) => x.days.length > 0 && !x.denied && !saysCase(x.clause) && !lastTimes.has(x.clause),
      );
      if (began && claims.days.length + claims.dated.length + topicsDated.length > 0) {
        // An onset given in hours or a time of day ('한 시간쯤 전, 아침 7시쯤') is today.
        const truth = dayCountsOf(c.history[began]!, true);
        const onTheDay = (days: number[]) => days.some((d) => truth.some((t) => sameDay(d, t)));
        // Since when, on the right day but at the wrong time of it ('어제 아침부터 아프신 거죠?' of a
        // pain that began last night): a clause with 부터 on the onset's day is checked even when its
        // words echo a case sentence ('아침이 되니 더 아프고').
        const since = claims.dated.filter(
          (x) => /부터/.test(x.clause) && onTheDay(x.days) && !timedOther.has(x.clause),
        );
        const clauses = [...new Set([...dated, ...since].map((x) => x.clause))].join(' ');
        // A clause dating one of several things the onset sentence dates ('멍은 한달 전부터 들었고
        // 소변은 이틀 전부터 붉은 거죠?' of '일주일쯤 전부터 멍이 … 이틀 전부터는 소변이 …'): its own
        // thing's day decides, so a right day of the other does not confirm it (round 28).
        const ownWrong = [...dated, ...topicsDated].some((x) => {
          const own = x.days.length > 0 ? ownClauseDays(x.clause, c.history[began]!) : [];
          return own.length > 0 && !x.days.some((d) => own.some((t) => sameDay(d, t)));
        });
        // The first time put on a later day the onset tells of ('어제 처음 소변에 피가 나왔고' of '2주
        // 전에 처음 봤어요. … 어제 또 그래서 왔어요.'): the earliest day decides (round 42).
        const firstLater =
          FIRST_CLAIMED.test(clauses) &&
          truth.length > 1 &&
          claims.days.length > 0 &&
          !claims.days.some((d) => sameDay(d, Math.max(...truth)));
        // Each clause of the complaint on its own day: one right day does not confirm another clause's wrong
        // one ('어제 밤부터 열이 났고 오늘 아침에 … 경련했다는거죠?' of a fever and a fit both this evening:
        // '어제 밤부터 그랬던 거 … 맞아요' was said, lead50 review).
        const clauseOff = dated.some((x) => x.days.length > 0 && !onTheDay(x.days));
        if (
          truth.length > 0 &&
          ((claims.days.length > 0 && !onTheDay(claims.days)) ||
            clauseOff ||
            firstLater ||
            ownWrong ||
            partOfDayDiffers(clauses, c.history[began]!))
        ) {
          const lead = dayLead(clauses) ?? dayLead(topicsDated.map((x) => x.clause).join(' '));
          out.push({
            kind: 'topic',
            key: began,
            text: began === 'assaultDetails' ? briefly(c.history[began]!) : c.history[began]!,
            ...(lead ? { lead, when: true } : {}),
          });
        } else if (truth.length > 0 && claims.days.length > 0) {
          // The day of the complaint's own clause, never the last time's ('어제 저녁에 마지막으로…').
          const when = (
            DAY_PHRASE.exec(clauses)?.[0] ??
            (lastTimes.size === 0 ? DAY_PHRASE.exec(utterance)?.[0] : undefined)
          )?.trim();
          if (when) confirmed.push(sinceSaid(when));
        }
      }
      // A start in a later stage of life ('멍은 중학생 되고 처음 생겼고') of what the case says began in
      // childhood ('어릴 때부터 멍이 잘 들었대요'): that sentence corrects it (round 27).
      for (const { key, present, clause } of claims.symptoms) {
        // The clause with the next words ('멍은 중학생 되고' + '처음 생겼고').
        const at = utterance.indexOf(clause);
        const span = at >= 0 ? utterance.slice(at, at + clause.length + 12) : clause;
        if (!present || !LATER_START.test(span) || saysCase(clause)) continue;
        const s = readingOf(key, '');
        const sentences = chief.has(s) ? (c.history.onset ?? '').split(/(?<=[.!?])\s+/) : timingOf(s);
        // Else a sentence naming it with 도 right after one since childhood ('어릴 때부터 코피가 자주 나고
        // … 멍도 잘 들어요.'): the two together date it (round 28).
        const since =
          sentences.find((x) => CHILDHOOD.test(x)) ??
          Object.values(c.history)
            .map((text) => (text ?? '').split(/(?<=[.!?])\s+/))
            .flatMap((xs) =>
              xs
                .slice(1)
                .map((x, i) =>
                  CHILDHOOD.test(xs[i]!) &&
                  /도\s/.test(x) &&
                  analyzeDetailed(x).detail.some((d) => d.symptoms.includes(s))
                    ? `${xs[i]!.replace(/^\([^)]*\)\s*/, '')} ${x}`
                    : '',
                ),
            )
            .find((x) => x.length > 0);
        if (since && !out.some((o) => o.key === s || o.text === since))
          out.push({ kind: 'symptom', key: s, text: since });
      }
      for (const [clause, t] of timedOther)
        if (t.wrong && !out.some((o) => o.key === t.key)) {
          const lead = dayLead(clause);
          out.push({ kind: 'symptom', key: t.key, text: t.text, ...(lead ? { lead, when: true } : {}) });
        }
      // A topic the summary denies that the case affirms ('술은 전혀 안 드신 거죠?' to a drinker,
      // '전조는 없었던 거죠?' to a patient with an aura), or dates otherwise ('마지막 생리가 4주
      // 전이고' when it was eight weeks ago).
      // The drugs said to be seen to alone or taken without fail when the case tells otherwise, told
      // as the adherence the summary raised; a decline said to be gradual that fell in steps (round 45).
      const drugs = drugsHandledWrong(utterance, c);
      if (drugs) out.push({ kind: 'topic', key: 'adherence', text: drugs.text });
      const steps = gradualWrong(utterance, c);
      if (steps) out.push({ kind: 'topic', ...steps });
      for (const { key, denied, normal, fine, days, clause } of claims.topics) {
        const fact = c.history[key];
        // A factor said the wrong way round ('누우면 좀 좋아지는 거죠?' when lying makes it worse,
        // '웅크리면 더 아픈 거죠?' when curling up eases it): the other factor's sentence that tells
        // that condition corrects it (round 27).
        if ((key === 'aggravating' || key === 'relieving') && !denied && !normal && !saysCase(clause)) {
          const reversed = factorReversed(
            key,
            clause,
            [c.history.aggravating ?? '', c.history.relieving ?? ''].join(' '),
          );
          // Told as what the claim got wrong: what that condition does (disclosed under the factor claimed).
          if (reversed && !out.some((o) => o.key === key || o.text === reversed)) {
            out.push({ kind: 'topic', key, text: reversed });
            continue;
          }
        }
        // A function called fine that the case tells only as symptoms ('소변은 문제 없으시고요?' of a
        // patient with red urine and frequency): the first such symptom's words correct it (round 37).
        if (!fact && fine && FUNCTIONS.has(key) && !out.some((o) => o.key === key)) {
          const trouble = [
            ...(key === 'urination' ? (['hematuria'] as const) : []),
            ...(FUNCTION_TROUBLE[key] ?? []),
          ].find((x) => c.symptoms[x]?.present && c.symptoms[x]?.detail);
          if (trouble && !out.some((o) => o.key === trouble))
            out.push({ kind: 'symptom', key: trouble, text: c.symptoms[trouble]!.detail! });
          continue;
        }
        if (!fact || out.some((o) => o.key === key) || key === began) continue;
        if (key === 'event' && circumstance !== undefined) continue;
        if (saysCase(clause)) continue;
        // Earlier episodes ('한 달 전부터 계단 오를 때 그랬네요') are told by the experience sentence:
        // a factor, quality or site of theirs is wrong only when neither it nor today's fact has it.
        if (key !== 'experience' && aboutBefore(clause)) {
          if (!denied && !normal && claimDiffers(key, clause, episodes!) && claimDiffers(key, clause, fact))
            out.push({ kind: 'topic', key, text: fact });
          continue;
        }
        const first = fact.split(/(?<=[.!?])\s+/)[0]!;
        // Called normal ('생리양은 보통이고') when the case's sentence tells of something else.
        const affirmed = fine
          ? // Urine that foams, is red or comes often at night is no fine urine (round 37).
            (key === 'urination' && /거품|피가|피\s*섞|붉|빨갛|밤에\s*[가-힣]+\s*번/.test(fact)) ||
            (TROUBLE.test(first) &&
              !NORMAL_FACT.test(first) &&
              !/(건|거|것|일)(은|도)?\s*(없|안\s|않)/.test(first)) ||
            // Or the case lists the trouble as a symptom ('잠은 잘 주무시는' of a patient who lies
            // awake for hours: insomnia; round 30).
            (FUNCTION_TROUBLE[key] ?? []).some((x) => c.symptoms[x]?.present)
          : normal
            ? !NEGATED.test(first) && !NORMAL_FACT.test(fact)
            : key === 'experience'
              ? (EARLIER_EPISODE.test(first) && !FIRST_EPISODE.test(first)) || episodesInCourse
              : !NEGATED.test(first) && !/잘\s*모르|처음(이|입)|그대로/.test(first);
        const truth = dayCountsOf(fact);
        const misdated =
          DATED.has(key) &&
          days.length > 0 &&
          truth.length > 0 &&
          !days.some((d) => truth.some((t) => sameDay(d, t)));
        // Said to be so ('담배 피우시고') when every sentence of the case says it is not.
        const refuted =
          !denied &&
          AFFIRMABLE.has(key) &&
          fact
            .split(/(?<=[.!?])\s+/)
            .every(
              (x) => (NEGATED.test(x) || (key === 'experience' && /처음/.test(x))) && !/잘\s*모르/.test(x),
            );
        // '약은 안 먹어' to a patient who takes no regular drug but took a cold pill today ('평소
        // 먹는 약은 없어요'): a sentence of the case that denies drugs without restricting it to
        // 'other' ones agrees with the denial.
        if (
          denied &&
          key === 'medication' &&
          fact
            .split(/(?<=[.!?])\s+/)
            .some(
              (x) =>
                /(^|\s)(평소|따로|매일|평소에)?\s*(먹는|드시는|먹고\s*있는)?\s*약(은|도|이)?\s*(없|안\s*(먹|드))/.test(
                  x,
                ) && !/다른|그\s*외|말고|외에|빼고|밖에/.test(x),
            )
        )
          continue;
        // How many days a period lasts ('생리는 원래 5일 정도 하고' of '매번 8일에서 10일씩', round 27).
        const periodWrong = key === 'menstrualPattern' && !denied && periodLengthDiffers(clause, fact);
        if (
          (denied && affirmed && DENIABLE(key) && !restates(clause, true)) ||
          misdated ||
          refuted ||
          periodWrong
        ) {
          const lead =
            key === 'experience' && denied
              ? tone === 'formal'
                ? '처음은 아닙니다. '
                : '처음은 아니에요. '
              : '';
          // Earlier episodes the course tells and the experience sentence does not: the course says them.
          const told =
            key === 'experience' && episodesInCourse && !EARLIER_EPISODE.test(first)
              ? c.history.course!
              : fact;
          out.push({ kind: 'topic', key, text: told, ...(lead ? { lead } : {}) });
          continue;
        }
        // A quality is checked against every sentence of the case that tells one of its pain (the
        // location's '아프고 묵직해요' too), not the character's alone.
        const told =
          key === 'character'
            ? [fact, c.history.location ?? '', ...[...chief].map((s) => c.symptoms[s]?.detail ?? '')].join(
                ' ',
              )
            : key === 'duration'
              ? [fact, c.history.character ?? ''].join(' ')
              : fact;
        if (!denied && !normal && claimDiffers(key, clause, told) && !restates(clause)) {
          // A spread to a site the case never names ('등으로 뻗치고') is corrected by name.
          const site =
            key === 'radiation'
              ? RADIATION_SITES.find(
                  (x) => new RegExp(`(^|[^가-힣])${x}(으로|로|까지|쪽)`).test(clause) && !fact.includes(x),
                )
              : undefined;
          // A wrong drug: the drug taken, not the whole list (round 38).
          const drug = key === 'medication' ? drugCorrection(clause, fact) : undefined;
          const lead = drug ? drug.lead : site ? `${josa(site, '이/가')} 아니라 ` : undefined;
          out.push({ kind: 'topic', key, text: drug?.text ?? fact, ...(lead ? { lead } : {}) });
        }
      }
      // How much weight was lost or gained ('몸무게는 4키로 늘었네요' of '2년 동안 6kg 쪘어요', '석달동안
      // 10키로 빠지셨고' of '6kg 빠졌어요'): the case's sentence that weighs it corrects a number it does
      // not give (round 28). A birth weight is no change.
      const weighed = utterance
        .split(/,\s*|(?<=(?:고|는데|지만|면서))\s+/)
        .filter(
          (x) =>
            kilosOf(x).length > 0 &&
            /몸무게|체중|살|빠지|빠졌|빠진|빠지셨|쪘|찌|늘|줄/.test(x) &&
            !/태어|출생|낳/.test(x),
        );
      if (weighed.length > 0 && !out.some((o) => o.key === 'weightChange')) {
        const source = [
          ...(c.history.weightChange
            ? [{ kind: 'topic' as const, key: 'weightChange', text: c.history.weightChange }]
            : []),
          ...(['weightLoss', 'weightGain'] as const)
            .filter((k) => c.symptoms[k]?.present && c.symptoms[k]?.detail)
            .map((k) => ({ kind: 'symptom' as const, key: k as string, text: c.symptoms[k]!.detail! })),
        ].find((x) => kilosOf(x.text).length > 0);
        const truth = source ? kilosOf(source.text) : [];
        if (
          source &&
          weighed.some((x) => !kilosOf(x).some((k) => truth.some((t) => Math.abs(k - t) <= 0.5))) &&
          !out.some((o) => o.text === source.text)
        )
          out.push(source);
      }
      // What was being done when it began, said wrong ('운동하다가 갑자기 아팠던 거지?' of a pain that
      // began at a desk): the case's sentence of it, with its denial of the claimed one (round 38).
      if (circumstance && circumstance !== 'right' && !out.some((o) => o.text === circumstance.text))
        out.push({ kind: 'topic', key: circumstance.key, text: circumstance.text });
      // The meal and those who shared it (round 29).
      for (const x of mealClaimsWrong(utterance, c))
        if (!out.some((o) => o.text === x.text)) out.push({ kind: 'topic', key: x.key, text: x.text });
      // The colour of what was vomited or passed (round 33).
      for (const x of matterColourWrong(utterance, c))
        if (!out.some((o) => o.text === x.text)) out.push(x as Correction);
      // What the discharge is like ('하얀 냉이고 냄새는 없죠?' of a yellow-green, fishy one, round 29):
      // the case's sentence of it, whichever of colour, smell and amount is wrong.
      const looks = symptomFact('vaginalDischarge').present
        ? [c.history.character ?? '', c.symptoms.vaginalDischarge?.detail ?? ''].find((x) =>
            /냉|분비물|냄새|색/.test(x),
          )
        : undefined;
      if (looks && !out.some((o) => o.text === looks)) {
        const said = claims.topics
          .filter((x) => x.key === 'character' && aboutDischarge(x.clause))
          .map((x) => x.clause)
          .join(' ');
        if (said && dischargeDiffers(said, looks))
          out.push({
            kind: looks === c.history.character ? 'topic' : 'symptom',
            key: looks === c.history.character ? 'character' : 'vaginalDischarge',
            text: looks,
          });
      }
      // How long it lasted ('5분 정도' when it was two minutes).
      const lasted = c.history.duration ? minutesOf(c.history.duration) : [];
      claims.minutes = claims.lasted.filter((x) => !saysCase(x.clause)).flatMap((x) => x.minutes);
      if (
        claims.minutes.length > 0 &&
        lasted.length > 0 &&
        !out.some((o) => o.key === 'duration') &&
        !claims.minutes.some((m) => lasted.some((l) => Math.abs(m - l) <= 0.25 * Math.max(m, l)))
      )
        out.push({ kind: 'topic', key: 'duration', text: c.history.duration! });
      // One side only, when the case's sentence about the same thing says both sides or the whole body.
      if (claims.oneSided && !saysCase(claims.oneSided)) {
        const grams = new Set<string>();
        const part = claims.oneSided
          .replace(/[^가-힣]/g, '')
          .replace(/한쪽|오른쪽|왼쪽|정도|거죠|던거|신거/g, ' ');
        for (let i = 0; i + 2 <= part.length; i += 1)
          if (!part.slice(i, i + 2).includes(' ')) grams.add(part.slice(i, i + 2));
        const onePart = /(?:한|오른|왼)\s*쪽\s*([가-힣]{1,4}?)\s*(?:만|으로만)/.exec(claims.oneSided)?.[1];
        const both = [
          ...(c.history.location
            ? [{ kind: 'topic' as const, key: 'location', text: c.history.location }]
            : []),
          ...(Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][])
            .filter(([, f]) => f.present && f.detail)
            .map(([k, f]) => ({ kind: 'symptom' as const, key: k as string, text: f.detail! })),
        ].find(
          (x) =>
            BOTH_SIDES.test(x.text) &&
            // A side named only to compare ('왼쪽이 더 심해요') still leaves both; so does one side
            // denied ('한쪽만 나오거나 한쪽만 막힌 건 아니에요', round 37).
            !/한\s*쪽|오른\s*쪽|왼\s*쪽/.test(affirmedOnly(x.text).replace(SIDE_COMPARED, '')) &&
            ([...grams].some((g) => x.text.replace(/\s+/g, '').includes(g)) ||
              // The part named alone ('오른쪽 코만', round 37).
              (onePart !== undefined && new RegExp(`양쪽\\s*${onePart}`).test(x.text))),
        );
        if (both && !out.some((o) => o.key === both.key)) {
          // Said short (round 37): the clauses that name both sides, and a side compared ('왼쪽이 더
          // 심해요'), after the side claimed alone ('오른쪽만이 아니라 '); never the rest of the
          // sentence's account (the back, a hidden numbness).
          const clauses = both.text
            .split(/(?<=[.!?])\s+/)
            .flatMap((x) => x.split(/(?<=(?:[^다라냐]고|는데|지만|으며)),?\s+/));
          const named = clauses.filter((x) => BOTH_SIDES.test(x));
          const compared = clauses.filter(
            (x) => !BOTH_SIDES.test(x) && new RegExp(SIDE_COMPARED.source).test(x) && x.length < 20,
          );
          const side = /(한|오른|왼)\s*쪽/.exec(claims.oneSided)?.[1];
          const short = [...named, ...compared].map((x) => closeDangling(x)).join(' ');
          bothTold = true;
          out.push(named.length > 0 && side ? { ...both, text: short, lead: `${side}쪽만이 아니라 ` } : both);
        }
      }
      // The wrong side ('왼쪽 아랫배' when the case says the right): the case's sentences that
      // name the same part on a side decide.
      for (const { side, part, clause } of claims.sides) {
        const stem = part.slice(0, 2);
        if (saysCase(clause)) continue;
        // One side of a pain on both, corrected above: its side is told there (round 37).
        if (bothTold && ONE_SIDED.test(clause)) continue;
        if (aboutBefore(clause) && new RegExp(`${side}\\s*쪽`).test(episodes!)) continue;
        const sources = [
          ...(c.history.location
            ? [{ kind: 'topic' as const, key: 'location', text: currentLocation(c.history.location) }]
            : []),
          ...(Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][])
            .filter(([, f]) => f.present && f.detail)
            .map(([k, f]) => ({ kind: 'symptom' as const, key: k as string, text: f.detail! })),
        ];
        // Said of a side the case denies or calls fine ('왼쪽 어깨나 다른 관절은 괜찮아요'): not there
        // (round 37).
        const toldOf = (x: { text: string }) =>
          affirmedOnly(x.text).replace(/[^.!?]*(괜찮|멀쩡|깨끗)[^.!?]*[.!?]?/g, ' ');
        const sided = (x: { text: string }, sd: string) =>
          new RegExp(`${sd}\\s*쪽\\s*(?:[가-힣]+\\s*){0,1}${stem}|${sd}${stem}`).test(toldOf(x));
        if (sources.some((x) => sided(x, side))) continue;
        const lead = `${side}쪽이 아니라 `;
        // The same limb on the other side, named by another of its parts ('왼팔' when the case says
        // '오른쪽 엄지랑 검지가 저릿저릿', '오른손에 힘이'), when no sentence puts the limb on this side.
        const limb = LIMBS.find((g) => g.test(part));
        const onSide = (x: { text: string }, sd: string) =>
          sided(x, sd) ||
          (limb !== undefined && new RegExp(`${sd}(\\s*쪽\\s*)?(${limb.source})`).test(toldOf(x)));
        if (limb && sources.some((x) => onSide(x, side))) continue;
        const opposite = side === '오른' ? '왼' : '오른';
        const other = sources.find((x) => sided(x, opposite)) ?? sources.find((x) => onSide(x, opposite));
        if (other && !out.some((o) => o.key === other.key)) {
          // The sentence that puts the part on the other side, not the rest of the account (round 37).
          const own = other.text
            .split(/(?<=[.!?])\s+/)
            .find((x) => sided({ text: x }, opposite) || onSide({ text: x }, opposite));
          out.push({ ...other, text: own ?? other.text, lead });
          continue;
        }
        // A side named of the region of the complaint ('왼쪽 배가 아프신 거죠?') when the case puts
        // the pain on the other side only, at a part of that region ('오른쪽 갈비뼈 밑', round 26).
        const region = PAIN_PART[stem] ?? PAIN_PART[part];
        const whereNow = c.history.location ? currentLocation(c.history.location) : '';
        if (
          !other &&
          region !== undefined &&
          (chief.has(region) || c.symptoms[region]?.present === true) &&
          new RegExp(`${opposite}\\s*쪽`).test(whereNow) &&
          !new RegExp(`${side}\\s*쪽`).test(whereNow) &&
          !out.some((o) => o.key === 'location')
        ) {
          out.push({ kind: 'topic', key: 'location', text: whereNow, lead });
          continue;
        }
        // A side named of a part the case says hurts in the middle or as a whole ('오른쪽 가슴' to
        // '가슴 한가운데요', '오른쪽 머리' to '머리 전체가 아파요').
        const middle = sources.find(
          (x) =>
            x.kind === 'topic' &&
            new RegExp(`${stem}[가-힣]{0,2}\\s*(한\\s*)?(가운데|중앙|전체)|(가운데|중앙)\\s*${stem}`).test(
              x.text,
            ) &&
            !/(오른|왼)\s*쪽/.test(x.text),
        );
        if (middle && c.history.location && sided({ text: c.history.location }, side)) continue;
        if (middle && !out.some((o) => o.key === middle.key)) out.push({ ...middle, lead });
      }
      // Both sides ('양쪽 머리가 다') of a pain the case has on one side.
      if (claims.bothSides && c.history.location && !out.some((o) => o.key === 'location')) {
        const both = BOTH_CLAIMED.exec(claims.bothSides);
        const stem = both?.[1] ?? both?.[2] ?? '';
        const where = currentLocation(c.history.location);
        const ours =
          (stem.length > 0 && where.includes(stem)) ||
          (PAIN_PART[stem] !== undefined && chief.has(PAIN_PART[stem]));
        // One side as a word of its own too ('오른손이에요', round 15).
        const oneSide = /(오른|왼)\s*쪽|(오른|왼)(손|팔|다리|발|눈|귀)/.test(where);
        if (ours && oneSide && !BOTH_SIDES.test(where) && !/전체/.test(where))
          out.push({
            kind: 'topic',
            key: 'location',
            text: where,
            lead: tone === 'formal' ? '양쪽은 아니고요. ' : '양쪽은 아니고요, ',
          });
      }
      // A site the case never names for its pain ('아랫배가 아프고' to a pain in the epigastrium):
      // the location, where it was and where it is, with where it spreads, decides.
      if (c.history.location && !out.some((o) => o.key === 'location')) {
        // Where the case says it hurts, given where: with where it spreads and the present symptoms' words.
        const account = (where: string) =>
          [
            where,
            c.history.radiation ?? '',
            ...Object.values(c.symptoms)
              .filter((f) => f?.present)
              .map((f) => f!.detail ?? ''),
          ].join(' ');
        const told = account(c.history.location);
        // A site the case names only to deny it ('명치까지는 아니고 오른쪽이오') is not where it hurts;
        // nor is a midline site (명치, 배꼽) a side's part ('오른쪽 윗배', round 26).
        // A site claimed of now, with no word of where it began or moved, is checked against where it
        // is now ('명치가 아프신 거죠?' when it began there and moved to the right lower belly).
        const now = account(currentLocation(c.history.location));
        const wrong = claims.placed.find((x) => {
          // Several sites claimed ('명치랑 오른쪽 윗배가 아프고') are checked against the whole account.
          const before =
            MOVE_ASKED.test(x.clause) ||
            /(다가|더니)\s*$/.test(x.clause) ||
            MOVE_ASKED.test(utterance) ||
            claims.placed.length > 1;
          const base = (before ? told : now).replace(NEGATED_SITE, ' ');
          const affirmed = MIDLINE_SITES.has(x.site) ? base.replace(/(오른|왼)\s*쪽\s*[가-힣]+/g, ' ') : base;
          return !PAIN_SITES[x.site]!.some((w) => affirmed.includes(w)) && !saysCase(x.clause);
        })?.site;
        if (wrong)
          out.push({
            kind: 'topic',
            key: 'location',
            text: currentLocation(c.history.location),
            lead: `${josa(wrong, '이/가')} 아니라 `,
          });
      }
      for (const { key, present, clause, now } of claims.symptoms) {
        const s = readingOf(key, '');
        const fact = symptomFact(s);
        // '지금은 열은 없어' of a fever the case says has gone ('어제부터는 열이 없어요'): true.
        if (!present && now && fact.present && goneNow(s)) continue;
        if (fact.present === present) {
          // Right that it happened, wrong how often ('세 번 토하셨고' of four): the case's count.
          const counted = c.symptoms[s]?.detail;
          if (present && counted && countDiffers(clause, counted) && !out.some((o) => o.key === s)) {
            out.push({ kind: 'symptom', key: s, text: counted });
            continue;
          }
          const said = rightClaim(s, present);
          if (said && !confirmed.includes(said)) confirmed.push(said);
          continue;
        }
        // Said of earlier episodes the case tells with it ('술 먹고 속 쓰린 적은 많지만'), or in
        // the case's own words of something else ('오른쪽 갈비뼈 밑이 아프고' is its location).
        if (present && aboutBefore(clause) && analyzeDetailed(episodes!).symptoms.includes(key)) continue;
        if (present && restates(clause)) continue;
        if (saysCase(clause)) continue;
        // A symptom denied of the time before ('전엔 변비가 없었어') says nothing of today.
        if (!present && EARLIER_CLAUSE.test(clause)) continue;
        // Said in the past ('닭고기 드시고 설사하셨고') of what the case says has gone ('설사는 다
        // 나았어요') and tells in its account of what came before: true (round 29).
        if (
          present &&
          /(셨|었|았|했)/.test(clause) &&
          /나았|다\s*나|없어졌|멎었|그쳤|괜찮아졌/.test(c.symptoms[s]?.detail ?? '') &&
          analyzeDetailed(c.history.event ?? '').symptoms.includes(s)
        )
          continue;
        if (out.some((o) => o.key === s)) continue;
        // With no detail of its own, a case sentence that tells it ('떨려서 왔어요' of a tremor the
        // case has only in its complaint) corrects it, never a bare '떨림 있어요'.
        const detail = c.symptoms[s]?.detail ?? (fact.present ? sentenceOf(s) : undefined);
        const text = detail ?? (fact.present ? `${layPresent(s)} 있어요.` : `${laySubject(s)} 없어요.`);
        out.push({ kind: 'symptom', key: s, text });
      }
      // Who did it, how many and where, of an assault or abuse (round 21).
      for (const x of assaultClaimCorrections(utterance, c))
        if (!out.some((o) => o.key === x.key && o.text === x.text)) out.push(x);
      // A life event put on another day than the case's sentence dates it ('석달전 남편분 돌아가시고' of a
      // husband who died six months ago): that sentence corrects it (lead48: confirmed '네... 맞아요.').
      for (const x of lifeEventCorrections(utterance, c))
        if (!out.some((o) => o.key === x.key && o.text === x.text)) out.push(x);
      // Told in the order a patient would put it right: when, where, how, then the rest.
      const rank = (o: Correction) => {
        if (o.when) return -1;
        const i = CORRECTION_ORDER.indexOf(o.key as HistoryTopic);
        return o.kind === 'topic' && i >= 0 ? i : CORRECTION_ORDER.length;
      };
      return out
        .map((o, i) => ({ o, i }))
        .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
        .map((x) => x.o);
    }

    /** The case's clauses that affirm (or, `denying`, deny) something: its history and symptom details. */
    function caseClauses(denying: boolean, own = false): string[] {
      const texts = [
        // `own`: only what is said of the patient (a sibling's '어제부터 콧물이 나요' is not).
        ...(Object.entries(c.history) as [HistoryTopic, string][])
          .filter(([t]) => !own || (t !== 'sickContact' && t !== 'family'))
          .map(([, x]) => x),
        ...Object.values(c.symptoms)
          .filter((f) => f?.present || denying)
          .map((f) => f!.detail ?? ''),
      ];
      return texts
        .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
        .flatMap((x) => x.split(/(?<=(?:는데|지만|으며|[^다라냐]고)),?\s+/))
        .filter((x) => x.length > 0 && NEGATED.test(x) === denying);
    }
    /**
     * Whether a summary's clause says again what one case clause of the same polarity (`denying`) says: most of its
     * own words (three two-syllable pieces at least, endings aside) are in that clause. Such a part
     * matches the case in meaning and is never corrected.
     */
    function restates(clause: string, denying = false): boolean {
      if (NEGATED.test(clause) !== denying) return false;
      const words = undated(clause.replace(/(거|것)(죠|지요|네요|군요|맞)[^가-힣]*.*$/, '')).split(/\s+/);
      const grams = [...new Set(words.flatMap((w) => [...gramsOf(w)]))];
      if (grams.length < 3) return false;
      return caseClauses(denying).some((x) => {
        const flat = x.replace(/[^가-힣]/g, '');
        return grams.filter((g) => flat.includes(g)).length >= 0.7 * grams.length;
      });
    }
    /**
     * The case's first sentence about a function a symptom impairs (walking), from the history's
     * factors, character, severity, daily function, associated symptoms and course, or a present
     * symptom's detail; never a worry or someone else's history.
     */
    function functionSentence(
      s: Symptom,
    ): { kind: 'topic' | 'symptom'; key: string; text: string } | undefined {
      const words = FUNCTION_WORDS[s];
      if (!words) return undefined;
      const own = FUNCTION_TOPICS[s];
      const order: readonly HistoryTopic[] = own ?? [
        'aggravating',
        'character',
        'severity',
        'dailyFunction',
        'associated',
        'course',
      ];
      // Disclosed under the fact it is: the topic or the symptom whose sentence it is; a symptom
      // told only in the feeding or the course is disclosed as that symptom (round 32).
      const sources = [
        ...order.map((t) => ({
          kind: own ? ('symptom' as const) : ('topic' as const),
          key: own ? (s as string) : (t as string),
          text: c.history[t],
        })),
        ...(own ? [] : (Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][]))
          .filter(([, f]) => f.present)
          .map(([k, f]) => ({ kind: 'symptom' as const, key: k as string, text: f.detail })),
      ];
      for (const src of sources)
        for (const x of (src.text ?? '').split(/(?<=[.!?])\s+/))
          if (words.test(x)) return { kind: src.kind, key: src.key, text: x };
      return undefined;
    }
    /** Whether a sentence of the case tells that symptom `s` has gone by now. */
    function goneNow(s: Symptom): boolean {
      return [...Object.values(c.history), c.symptoms[s]?.detail ?? '']
        .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
        .some((x) => GONE_NOW.test(x) && analyzeDetailed(x).symptoms.includes(s));
    }
    /**
     * Whether a summary's clause quotes one clause of the case, near word for word and with the
     * same polarity: at least six two-syllable pieces, four in five of them in that clause, and
     * every number, day word and side it names there too ('처음 이틀은 열이 조금 있었는데', '한 번
     * 토하고는 안 토했어', '종합비타민 말고는 먹는 약이 없어'). Such a clause says what the case says,
     * whatever its time words or negations would suggest alone, and is never corrected.
     */
    function quotes(clause: string): boolean {
      const said = clause.replace(/(거|것)(죠|지요|네요|군요|맞)[^가-힣]*.*$/, '').replace(/\s*그런\s*$/, '');
      const grams = [...gramsOf(said)];
      if (grams.length < 6) return false;
      const marks = (said.match(QUOTE_MARKS) ?? []).map((m) => m.replace(/\s+/g, ''));
      const denying = NEGATED.test(said);
      // Another person's sentence is quoted only by a clause that names someone.
      const others =
        RELATIVES.some((g) => namesRelative(said, g)) ||
        /친구|동생|언니|오빠|누나|애들|아이들|사람/.test(said);
      return caseClauses(denying, !others).some((x) => {
        const flat = x.replace(/[^가-힣0-9]/g, '');
        return (
          grams.filter((g) => flat.includes(g)).length >= 0.8 * grams.length &&
          marks.every((m) => flat.includes(m))
        );
      });
    }
    /**
     * Whether a summary's clause is said word for word in one sentence of the case ('안 토하고
     * 가만히 있으니까 나아', '7주가 된 지금까지 안 빠지고', '잠 못 자고 야근한 달이'): the case's own
     * words, in its own polarity, are true whatever a symptom or a day word in them would suggest
     * alone. At least three syllables; a match the case goes on to deny ('찌르는' in '찌르는 건
     * 아니고요') is not one. Someone else's sentence counts only when the clause names someone.
     */
    function verbatim(clause: string): boolean {
      const said = clause
        .replace(/(거|것)(죠|지요|네요|군요|맞)[^가-힣]*.*$/, '')
        .replace(/\s*그런\s*$/, '')
        .replace(/[^가-힣0-9.]/g, '')
        .replace(/\.+$/, '');
      if (said.replace(/[^가-힣]/g, '').length < 3) return false;
      const denying = NEGATED.test(clause) || GLUED_DENIAL.test(clause);
      const others =
        RELATIVES.some((g) => namesRelative(clause, g)) ||
        /친구|동생|언니|오빠|누나|애들|아이들|사람|아내|남편/.test(clause);
      return (others ? flatSentences.all : flatSentences.own).some((flat) => {
        const at = flat.indexOf(said);
        if (at < 0) return false;
        const after = flat.slice(at + said.length);
        return denying || !/^[가-힣]{0,2}?(는|은)?(건|것은|게|거는)?(아니|않|없)/.test(after);
      });
    }
    /** A clause the case says: quoted near word for word, or word for word in one sentence. */
    function saysCase(clause: string): boolean {
      return quotes(clause) || verbatim(clause);
    }
    /**
     * When the case says a symptom began: its detail and the case's own sentences that tell it with
     * a day or a part of the day ('열은 그저께 밤부터 났어요'), those that say since when ('…부터')
     * first; someone else's history aside.
     */
    function timingOf(s: Symptom): string[] {
      const detail = c.symptoms[s]?.detail;
      const told = [
        ...(detail ? detail.split(/(?<=[.!?])\s+/) : []),
        ...(Object.entries(c.history) as [HistoryTopic, string | undefined][])
          .filter(([t]) => !['family', 'sickContact', 'experience', 'ideasConcerns'].includes(t))
          .flatMap(([, x]) => (x ?? '').split(/(?<=[.!?])\s+/))
          // A clause of the sentence tells it, not denied ('어릴 때부터 코피가 자주 나고 한 번 나면
          // 30분씩 안 멈췄어요' dates the nosebleeds; round 27).
          .filter((x) =>
            x
              .split(/(?<=(?:는데|지만|[^다라냐]고)),?\s+/)
              .some((cl) => !NEGATED.test(cl) && analyzeDetailed(cl).symptoms.includes(s)),
          ),
      ].filter((x) => dayCountsOf(x).length > 0 || PARTS_OF_DAY.some((re) => re.test(x)));
      const since = told.filter((x) => /부터/.test(x));
      // The same attack told twice ('새벽에 왼쪽 옆구리가 끊어질 듯이 아팠어요.' and '그 전에 새벽 2시쯤
      // 왼쪽 옆구리가 갑자기 끊어질 듯이 아팠어요.'): once, the one with the hour (round 37).
      const kept: string[] = [];
      const pool = [...new Set(since.length > 0 ? since : told)];
      for (const x of [...pool].sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a))))
        if (!kept.some((k) => nearSame(k, x))) kept.push(x);
      return pool.filter((x) => kept.includes(x));
    }
    /**
     * The summary's dated clauses that claim another present symptom than the complaint, each with
     * whether its day or part of the day is not when the case says that symptom began ('열은 어제
     * 아침부터' of a fever since the night before last) and the case's words to correct it. A
     * symptom the case does not date is left to the other checks.
     */
    function otherSymptomTimings(
      claims: SummaryClaims,
    ): Map<string, { key: Symptom; wrong: boolean; text: string }> {
      const out = new Map<string, { key: Symptom; wrong: boolean; text: string }>();
      // What the account of when it began names first is the complaint too ('어제 저녁 8시쯤부터 배가
      // 꼬이듯이 아프더니' of a patient who came for vomiting).
      const began = c.history.onset ?? c.history.event ?? '';
      const complaint = analyzeDetailed(began.split(/(?<=[.!?])\s+/)[0] ?? '').symptoms;
      for (const x of claims.dated) {
        if (x.days.length === 0 || datedElsewhere(x.clause, x.days) || saysCase(x.clause)) continue;
        const named = claims.symptoms.filter((y) => y.clause === x.clause && y.present).map((y) => y.key);
        if (named.length !== 1 || chief.has(named[0]!)) continue;
        const s = readingOf(named[0]!, '');
        if (chief.has(s) || complaint.includes(s) || complaint.includes(named[0]!) || !symptomFact(s).present)
          continue;
        const told = timingOf(s);
        if (told.length === 0) continue;
        const text = told.join(' ');
        // A part of the day told with no day ('새벽에 37.9도까지') checks the part alone: the dawn after
        // last night may be called today's or yesterday's.
        // A sentence of the onset that gives only the hour ('그 전에 새벽 2시쯤 …' after '오늘 아침 7시쯤
        // …') is on the onset's day: '사흘 전부터' is wrong of it (round 37).
        const onset = c.history.onset ?? '';
        const truth =
          dayCountsOf(text).length > 0
            ? dayCountsOf(text)
            : told.some((y) => onset.includes(y))
              ? dayCountsOf(onset, true)
              : [];
        const dayWrong = truth.length > 0 && !x.days.some((d) => truth.some((t) => sameDay(d, t)));
        out.set(x.clause, { key: s, wrong: dayWrong || partOfDayDiffers(x.clause, text), text });
      }
      return out;
    }
    /**
     * An onset that dates each symptom in a clause of its own ('배 아픈 건 그저께 저녁부터고, 열은
     * 어제 낮부터 났어요.'): a summary's clause dating one of them ('어제부터 배 아프셨고', '열은
     * 오늘부터') is checked against that clause, not against any day the onset names (round 22).
     */
    function onsetClauseTimings(
      claims: SummaryClaims,
    ): Map<string, { key: Symptom; wrong: boolean; text: string }> {
      const out = new Map<string, { key: Symptom; wrong: boolean; text: string }>();
      const onset = c.history.onset;
      if (!onset) return out;
      const dated = onset
        .split(/(?<=[.!?])\s+/)
        .flatMap((sentence) =>
          sentence.split(/(?<=[가-힣]고),\s*|(?<=는데|지만),?\s+/).map((clause) => ({ clause, sentence })),
        )
        .map(({ clause, sentence }) => ({
          clause,
          sentence,
          days: dayCountsOf(clause, true),
          symptoms: analyzeDetailed(clause).symptoms,
        }))
        .filter((x) => x.days.length > 0 && x.symptoms.length === 1);
      // Only an onset that dates two symptoms or more apart, each in its own clause.
      if (new Set(dated.map((x) => x.symptoms[0])).size < 2) return out;
      for (const x of claims.dated) {
        if (x.days.length === 0) continue;
        const named = claims.symptoms.filter((y) => y.clause === x.clause && y.present).map((y) => y.key);
        if (named.length !== 1) continue;
        const own = dated.find(
          (d) => d.symptoms[0] === named[0] || d.symptoms[0] === readingOf(named[0]!, ''),
        );
        if (!own) continue;
        const wrong =
          !x.days.some((d) => own.days.some((t) => sameDay(d, t))) || partOfDayDiffers(x.clause, own.clause);
        out.set(x.clause, { key: named[0]!, wrong, text: own.sentence });
      }
      return out;
    }
    /** The first sentence of the case that tells symptom `s`, for a symptom with no detail. */
    function sentenceOf(s: Symptom): string | undefined {
      return [c.persona.openingLine, ...Object.values(c.history)]
        .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
        .find((x) => !NEGATED.test(x) && analyzeDetailed(x).symptoms.includes(s));
    }
    /**
     * Whether a case sentence other than the onset's gives a clause's day words, with words of the
     * clause besides them ('5년째 약 먹고' to '5년 전부터 혈압약을 먹어요').
     */
    function datedElsewhere(clause: string, days: number[]): boolean {
      // The day words themselves ('한 달', '3주') are no words of what is dated: a clause that names
      // nothing else ('한 달 전부터 아프신 거죠?') dates the complaint, not a drink 'once a month'
      // (round 29).
      const own = gramsOf(
        undated(clause).replace(
          /(\d+|한|두|세|석|서|네|넉|다섯|여섯|일곱|여덟|아홉|열)\s*(달|개월|주일|주|년|해)/g,
          ' ',
        ),
      );
      if (own.size === 0) return false;
      return (Object.entries(c.history) as [HistoryTopic, string | undefined][]).some(
        ([t, text]) =>
          text !== undefined &&
          OWN_DATE(t) &&
          // Someone else's date ('여동생도 어제부터 콧물이 나요') is never the patient's.
          !['event', 'aggravating', 'relieving', 'associated', 'radiation', 'sickContact', 'family'].includes(
            t,
          ) &&
          text.split(/(?<=[.!?])\s+/).some((x) => {
            const when = dayCountsOf(x);
            if (!days.some((d) => when.some((w) => sameDay(d, w)))) return false;
            const flat = x.replace(/[^가-힣]/g, '');
            return [...own].filter((g) => flat.includes(g)).length >= Math.min(2, own.size);
          }),
      );
    }

    // A follow-up that inherits from the previous question a symptom the patient does not have
    // ('토하셨어요?' → '아니요' → '언제부터요?', '어떤 느낌이에요?') has no subject the patient can
    // answer about: asking back is safer than answering another question with a fact.
    const alone = analyzeDetailed(utterance).detail;
    const unclear = (seg: SegmentAnalysis, i: number): boolean => {
      const own = alone[i]?.symptoms ?? [];
      const borrowed = seg.symptoms.filter((s) => !own.includes(s));
      return (
        borrowed.length > 0 &&
        borrowed.every((s) => !symptomFact(s).present) &&
        seg.topics.some((t) => CORE_TOPICS.has(t))
      );
    };

    /**
     * Blood asked of the illness just asked about as what came before ('2주 전에 설사나 감기
     * 있었어요?' → '그때 피 섞였었어요?'), a bleeding the case does not list today: the sentence of
     * that account which tells the blood ('피가 조금 섞였었어요.'), never a no (round 29).
     */
    const bloodThen = (seg: SegmentAnalysis): string | undefined => {
      const [s] = seg.symptoms;
      if (seg.symptoms.length !== 1 || seg.topics.length > 0 || !BLEEDING_SYMPTOMS.includes(s!)) return;
      if (c.symptoms[s!] || chief.has(s!) || previous.length === 0) return;
      const last = analyzeInContext(previous.at(-1)!, previous.slice(0, -1));
      if (!last.topics.includes('event')) return;
      return (c.history.event ?? '')
        .split(/(?<=[.!?])\s+/)
        .find(
          (x) => /피(가|도|는)?\s*(조금\s*|좀\s*|약간\s*)?(섞|묻|났|나왔|비쳤)/.test(x) && !NEGATED.test(x),
        );
    };

    /**
     * Qualities offered to choose from ('찌릿해요 아니면 뻐근해요?', '저린 느낌이에요 쑤시는 느낌이에요?'):
     * how it hurts, the character, never whether the patient has numbness (a symptom volunteered
     * with '네,' mid-reply, round 37). Two qualities or more, with no symptom named besides them.
     */
    function qualityChoice(seg: SegmentAnalysis): SegmentAnalysis {
      if (seg.symptoms.length === 0) return seg;
      // The choice may be typed as two questions ('찌릿해요? 뻐근해요?'): the whole message offers it.
      if (seg.compact.search(QUALITY_WORDS) < 0) return seg;
      // A quality asked as a symptom of its own ('저린 것도 있어요?', '저림은요?') is that symptom.
      if (
        /(찌릿|저릿|저린|저리|저려|저림)[가-힣]{0,2}(것도|거도|건|것은|거는|기도|도|은|는)/.test(seg.compact)
      )
        return seg;
      const named = new Set(
        segments
          .flatMap((x) => x.compact.match(QUALITY_WORDS) ?? [])
          .map((w) => QUALITY_FAMILY.find(([re]) => re.test(w))?.[1] ?? w),
      );
      if (named.size < 2) return seg;
      if (analyzeDetailed(seg.compact.replace(QUALITY_WORDS, ' ')).symptoms.length > 0) return seg;
      return {
        ...seg,
        symptoms: [],
        topics: seg.topics.includes('character') ? seg.topics : [...seg.topics, 'character'],
      };
    }

    /**
     * A yes/no question of one condition making the complaint worse or better ('기침하거나 재채기할때
     * 더 심해져요?', '기침하면 머리가 더 아파요?', '자세 바꾸면 좀 나아요?') whose condition a sentence
     * of the case's aggravating or relieving text names: that sentence answers, with the yes or no it
     * gives (the same way as asked, not denied: yes; denied or the other way: no), never a bare no of
     * the condition read as a symptom (a cough) nor the other factor's text (round 37).
     */
    function factorYesNo(seg: SegmentAnalysis): boolean {
      if (seg.kind !== 'question' && !/[?？]/.test(seg.text)) return false;
      // A clause of a summary ('… 걸을때 더 아프고 열은 없는거죠'): the summary's check corrects or
      // confirms it, never a factor answer said after it (round 38, summaries.test.ts).
      if (acts.has('summary') && !/[?？]\s*$/.test(seg.text)) return false;
      if (seg.acts.length > 0 || seg.manoeuvres.length > 0 || seg.education.length > 0) return false;
      const compact = seg.compact;
      if (/어때|어떻|어떤|어떨|언제|뭐|뭘|무엇|무슨|어느|얼마|아니면|혹은/.test(compact)) return false;
      if (FOOD_ASKED.test(compact) && !NOT_FOOD.test(compact)) return false;
      if ((compact.match(/(으면|면|(?<!어)때)/g) ?? []).length !== 1) return false;
      const condition = FACTOR_CONDITION.exec(seg.text.trim())?.[1];
      if (!condition) return false;
      const rest = compact.slice(condition.replace(/\s+/g, '').length);
      const better =
        /^(는|도|에는|엔|은)?[가-힣]{0,8}?(덜|나아|나으|나았|낫|(?<!불)편해|(?<!불)편하|괜찮아|좋아지|좋아져|가라앉|풀려|풀리)/.test(
          rest,
        );
      const worse =
        !better &&
        /^(는|도|에는|엔|은)?[가-힣]{0,8}?(더|심해|심하|악화|나빠|울려|울리|뻗쳐|뻗치|찔려|찔리)/.test(rest);
      if (!better && !worse) return false;
      // A symptom that is the condition and its effect in one ('누우면 더 숨차세요?' orthopnea): neither
      // the condition's words nor the rest's read it alone, so the symptom is asked (round 37).
      const parts = [
        ...analyzeDetailed(condition).symptoms,
        ...analyzeDetailed(seg.text.trim().slice(condition.length)).symptoms,
      ];
      if (seg.symptoms.some((x) => !parts.includes(x))) return false;
      const stems = conditionStems(condition).filter(
        (x) =>
          // One syllable is a verb's stem ('숙이면' → '숙', '밝은 데' → '밝'), not a word that says
          // nothing of the condition ('데', '가면' → '가').
          (x.length >= 2 ||
            !/^(데|가|하|되|돼|있|없|좀|때|것|거|수|안|못|잘|또|왜|이|그|저|뭐|막|꼭|다)$/.test(x)) &&
          !WORSENS.test(x) &&
          !EASES.test(x) &&
          !/^(혹시|그럼|그러면|아까|요즘|평소|그때|지금|혹시나)/.test(x),
      );
      if (stems.length === 0) return false;
      const WORSE_TOLD = new RegExp(`${WORSENS.source}|울리|울려|뻗치|뻗쳐|찔려|찔리|터져|숨이\\s*(차|막)`);
      const BETTER_TOLD = new RegExp(`${EASES.source}|나은|낫`);
      for (const key of ['aggravating', 'relieving'] as const)
        for (const sentence of (c.history[key] ?? '').split(/(?<=[.!?])\s+/)) {
          const part = sentence
            .split(/(?<=(?:는데|지만|으며)),?\s+|,\s+/)
            .find((x) => namesCondition(x, stems));
          if (!part) continue;
          const verb = BETTER_TOLD.test(part) || WORSE_TOLD.test(part) ? part : sentence;
          const told =
            BETTER_TOLD.test(verb) && !WORSE_TOLD.test(verb)
              ? 'better'
              : WORSE_TOLD.test(verb)
                ? 'worse'
                : key === 'relieving'
                  ? 'better'
                  : 'worse';
          // No change told ('계단 올라가도 그대로예요', '자세랑은 상관없어요') denies either way.
          const unchanged = /그대로|상관(이|은)?\s*없|똑같|차이(가|는)?\s*없|변함(이)?\s*없/.test(part);
          const denied = NEGATED.test(part) || unchanged;
          const asked = better ? 'better' : 'worse';
          // Denied the other way ('자세를 바꿔도 안 나았어요' to '더 아파요?') says nothing of the way asked.
          const yes = unchanged ? false : told === asked ? !denied : denied ? undefined : false;
          // Told the other way only by a loose match ('얕게 숨 쉬면 좀 나아요' for '숨쉴때 더 아파?') while
          // the factor of the way asked speaks of the same thing ('숨을 크게 들이쉬거나 기침하면
          // 찌르고'): no 'no' from the other factor; the factor asked answers it (round 41).
          if (
            yes === false &&
            !unchanged &&
            told !== asked &&
            key !== (asked === 'worse' ? 'aggravating' : 'relieving') &&
            namesCondition(
              c.history[asked === 'worse' ? 'aggravating' : 'relieving'] ?? '',
              stems.map((x) => x[0]!),
            )
          )
            return false;
          const mark = yes === undefined ? '' : yes !== seg.negative ? '네, ' : '아니요, ';
          const again = !repeatedMarked && spoken.some((x) => x.includes(sentence));
          if (again) repeatedMarked = true;
          // A no told with the factor's own sentence of no relation after it ('움직이거나 허리를
          // 숙인다고 더 아프진 않습니다. 자세와는 관계가 없는 것 같습니다.'): both, one answer.
          const sentences = (c.history[key] ?? '').split(/(?<=[.!?])\s+/);
          const next = sentences[sentences.indexOf(sentence) + 1];
          const unrelated =
            yes === false && next && /상관(이|은)?\s*없|관계(가|는)?\s*없|차이(가|는)?\s*없/.test(next)
              ? ` ${next}`
              : '';
          say(`${mark}${again ? pick('repeated', tone, salt) : ''}${sentence}${unrelated}`);
          disclose('topic', better ? 'relieving' : 'aggravating', sentence);
          return true;
        }
      return false;
    }

    for (const [i, asked] of segments.entries()) {
      const before = { units: units.length, disclosed: disclosed.length };
      // A follow-up that borrowed several symptoms of which the patient has only some ('콧물이랑
      // 설사는요?' → '언제부터요?'): it asks about the ones the patient has; the others have no onset
      // nor course to tell (round 30).
      const own = alone[i]?.symptoms ?? [];
      const borrowed = asked.symptoms.filter((s) => !own.includes(s));
      const had = borrowed.filter((s) => symptomFact(s).present);
      const seg = qualityChoice(
        borrowed.length > 1 &&
          had.length > 0 &&
          had.length < borrowed.length &&
          asked.topics.some((t) => CORE_TOPICS.has(t))
          ? { ...asked, symptoms: asked.symptoms.filter((s) => own.includes(s) || had.includes(s)) }
          : asked,
      );
      // A clause of the summary split off before it ('그러니까 사흘 전부터 허리 아프셨고' + '오른쪽 다리만
      // 아프시다는 거죠?'): the summary's check has confirmed or corrected it; its symptom is not told
      // again ('네, 그거 맞아요. 네, 허리 아래쪽이 계속 쑤셔요.', round 37).
      if (
        acts.has('summary') &&
        !seg.acts.includes('summary') &&
        seg.topics.length === 0 &&
        seg.manoeuvres.length === 0 &&
        seg.symptoms.length > 0 &&
        !/[?？]/.test(seg.text) &&
        /(고|며|는데|면서|구요|고요)\s*,?\s*$/.test(seg.text.trim()) &&
        i < segments.length - 1 &&
        segments.slice(i + 1).some((x) => x.acts.includes('summary'))
      )
        continue;
      if (parentMemory(seg)) continue;
      if (lostAnswer(seg)) continue;
      if (baselineAnswer(seg)) continue;
      if (factorYesNo(seg)) continue;
      if (sideCheck(seg)) continue;
      if (othersKnow(seg)) continue;
      if (wokenAnswer(seg)) continue;
      if (bodyPart(seg)) continue;
      const then = bloodThen(seg);
      if (then) {
        say(`네, ${then}`);
        disclose('topic', 'event', then);
        continue;
      }
      if (seg.acts.includes('identityCheck')) identity(seg);
      if (seg.acts.includes('openQuestion')) {
        say(c.persona.openingLine);
        disclose('opening', 'openingLine', c.persona.openingLine);
      }
      for (const m of seg.manoeuvres) exam(m, seg);
      testAnswer(seg);
      history_(seg);
      // Answered only with the denial of a symptom the question inherited, not asked in its own
      // words: the learner meant something else, so the patient asks back.
      const told = disclosed.slice(before.disclosed);
      if (
        unclear(seg, i) &&
        told.length > 0 &&
        told.every((d) => d.kind === 'symptom' && seg.symptoms.includes(d.key as Symptom)) &&
        told.every((d) => !(alone[i]?.symptoms ?? []).includes(d.key as Symptom))
      ) {
        for (const u of units.splice(before.units)) said.delete(u.text);
        disclosed.splice(before.disclosed);
        say(pick('clarifyWhich', tone, salt));
      }
      if (seg.education.includes('invitingQuestions')) concern();
    }

    /**
     * Getting lost asked ('길을 잃으신 적은요?', '밖에서 헤매신 적 있어요?', round 45): the case's
     * sentence that tells it (a witness's account, the course, what is forgotten; '길을 잃은 적은
     * 없어요' too), never the confusion's sentence in its place. No sentence: the usual reading.
     */
    function lostAnswer(seg: SegmentAnalysis): boolean {
      if (!LOST_ASKED.test(seg.compact) || !(/[?？]/.test(seg.text) || /(적|요|까|나|니)$/.test(seg.compact)))
        return false;
      const order: HistoryTopic[] = ['witness', 'course', 'character', 'dailyFunction', 'exercise', 'event'];
      const topics = [
        ...order,
        ...(Object.keys(c.history) as HistoryTopic[]).filter((t) => !order.includes(t) && t !== 'family'),
      ];
      for (const t of topics)
        for (const x of (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          if (LOST_TOLD.test(x)) {
            say(x);
            discloseAsked(seg, 'topic', t, x);
            return true;
          }
      for (const [k, f] of Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][])
        if (f.detail && LOST_TOLD.test(f.detail)) {
          say(f.detail);
          discloseAsked(seg, 'symptom', k, f.detail);
          return true;
        }
      return false;
    }
    /**
     * A parent's memory asked of their child who brought them ('어머님은 기억력이 어떠셨어요?' to the
     * daughter of a woman with dementia, round 45): the parent is the patient, so it is the memory
     * loss, not the family history.
     */
    function parentMemory(seg: SegmentAnalysis): boolean {
      const m = PARENT_MEMORY.exec(seg.compact);
      if (!m || !informant || !/딸|아들|며느리|사위|자녀/.test(informant)) return false;
      const mother = /어머|엄마/.test(m[2]!);
      if (mother !== (c.doorCard.sex === '여자')) return false;
      const fact = c.symptoms.memoryLoss;
      if (!fact?.detail) return false;
      say(fact.detail);
      disclose('symptom', 'memoryLoss', fact.detail);
      return true;
    }
    /** A sentence told for what was asked: disclosed under the key the question asked, when it has one. */
    function discloseAsked(seg: SegmentAnalysis, kind: 'topic' | 'symptom', key: string, text: string) {
      const symptom = seg.symptoms[0];
      const topic = seg.topics[0];
      if (symptom) disclose('symptom', symptom, text);
      else if (topic) disclose('topic', topic, text);
      else disclose(kind, key, text);
    }

    /**
     * The memory before the illness asked ('어머님 원래 기억력은 어떠셨어요?', round 45): a known dementia
     * of the past history, else the sentence that tells how things were before ('그 전에는 과수원 장부도
     * 직접 정리하셨어요'), else when the trouble began; never a yes or no about today's memory.
     */
    function baselineAnswer(seg: SegmentAnalysis): boolean {
      if (!BASELINE_ASKED.test(seg.compact)) return false;
      const sentences = (t: HistoryTopic) => (c.history[t] ?? '').split(/(?<=[.!?])\s+/).filter(Boolean);
      const known = sentences('pastMedical').find((x) => /치매|인지|기억/.test(x) && !NEGATED.test(x));
      const before = (['onset', 'experience', 'checkup', 'character', 'dailyFunction', 'occupation'] as const)
        .flatMap((t) => sentences(t).map((x) => ({ t, x })))
        .find(({ x }) => BEFORE_TOLD.test(x));
      // Else when the trouble began: before it, the memory was as it had always been.
      const began = sentences('onset')[0];
      const told = known
        ? { t: 'pastMedical' as HistoryTopic, x: known }
        : (before ?? (began ? { t: 'onset' as HistoryTopic, x: began } : undefined));
      if (!told) return false;
      say(told.x);
      discloseAsked(seg, 'topic', told.t, told.x);
      return true;
    }

    /**
     * Whether someone knows ('부모님은 알아?', '가족들은 알아요?', round 39): the persona's own sentence
     * of who knows or does not (its concerns, support, living or worries; a habit's or a history's
     * sentence only while that topic is being talked about: '부모님은 몰라요.' of the smoking right after
     * it), else a plain reply that tells no fact. Never the family history.
     */
    function othersKnow(seg: SegmentAnalysis): boolean {
      if (seg.topics.length + seg.symptoms.length + seg.manoeuvres.length > 0 || !knowsAsked(seg.compact))
        return false;
      const group = KNOWER_GROUPS.find((g) => g.test(seg.compact));
      const recent = spoken.slice(-3).join(' ');
      const own = [
        ...c.persona.concerns.map((text) => ({ text, always: true })),
        ...(Object.entries(c.history) as [HistoryTopic, string | undefined][]).map(([t, text]) => ({
          text: text ?? '',
          always: PERSONAL_TOPICS.has(t),
        })),
      ]
        .filter((x) => x.always || x.text.split(/(?<=[.!?])\s+/).some((s) => s && recent.includes(s)))
        .flatMap((x) => x.text.split(/(?<=[.!?])\s+/))
        .find(
          (x) =>
            KNOWING.test(x) &&
            (/아무(한테|도|에게)/.test(x) || (group !== undefined && group.test(x.replace(/\s+/g, '')))),
        );
      say(own ?? pick('othersKnow', tone, salt));
      return true;
    }

    /**
     * '손발은 어때요?', '다리는요?': a body part asked how it is, with no symptom named, is answered
     * from the case's symptoms that speak of that part (present ones first), else it is fine.
     */
    function bodyPart(seg: SegmentAnalysis): boolean {
      const keys = [...seg.topics, ...seg.symptoms, ...seg.acts, ...seg.education, ...seg.manoeuvres];
      if (keys.length > 0) return false;
      // '턱 아픈 건요?', '팔은 안 아프세요?': a pain at a site the lexicon has no symptom for.
      const sore = SITE_PAIN.exec(seg.compact);
      // A summary's part about a pain its correction has just told ('…등은 안 아프고' after '등
      // 한가운데까지 같이 아파요.'): nothing more to say of it (round 24).
      if (sore && corrected && disclosed.some((d) => d.kind === 'symptom' && d.key === PAIN_PART[sore[1]!]))
        return true;
      if (sore) {
        const said = (['radiation', 'location'] as const).find(
          (t) => c.history[t] && c.history[t]!.includes(sore[1]!) && !NEGATED.test(c.history[t]!),
        );
        if (said) {
          const text = `${seg.negative ? '아니요, ' : '네, '}${c.history[said]!}`;
          say(text);
          disclose('topic', said, text);
          return true;
        }
        // The case's sentence of a pain there told elsewhere: how it hurts or what comes with it
        // ('양쪽 허벅지랑 종아리가 … 뻐근하고'), or a present symptom's own words ('다리가 아프다고
        // 주물러 달라고 해요'), never a bare denial of what the case says hurts (round 17).
        const hurts = new RegExp(
          `${sore[1]!}[가-힣\\s]{0,12}(아프|아파|아픈|아팠|통증|뻐근|쑤시|쑤셔|결리|결려)`,
        );
        const sources = [
          ...(['character', 'associated', 'aggravating'] as const).map((k) => ({
            kind: 'topic' as const,
            key: k as string,
            text: c.history[k],
          })),
          ...(Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][])
            .filter(([, f]) => f.present)
            .map(([k, f]) => ({ kind: 'symptom' as const, key: k as string, text: f.detail })),
        ];
        for (const src of sources) {
          const x = (src.text ?? '').split(/(?<=[.!?])\s+/).find((y) => hurts.test(y) && !NEGATED.test(y));
          if (!x) continue;
          const text = `${seg.negative ? '아니요, ' : '네, '}${x}`;
          say(text);
          disclose(src.kind, src.key, text);
          return true;
        }
        say(`${seg.negative ? '네' : '아니요'}, 거기는 안 아파요.`);
        return true;
      }
      const m = BODY_PART_ASKED.exec(seg.compact);
      if (!m) return false;
      // A part asked of a case that a witness tells ('눈은 어땠어요 돌아갔어요?' of a fit whose witness
      // says '눈이 위로 돌아가고'): what was seen of it, never '거기는 괜찮아요' (round 47).
      const seen = c.history.witness
        ?.split(/(?<=[.!?])\s+/)
        .find((x) => PARTS[m[1]!]?.test(x) && !NEGATED.test(x));
      if (seen) {
        retell(seen);
        disclose('topic', 'witness', seen);
        return true;
      }
      const pain = PAIN_PART[m[1]!];
      if (pain) {
        yesNo([readingOf(pain, seg.compact)], seg);
        return true;
      }
      const where = PARTS[m[1]!]!;
      const listed = (
        Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][]
      ).filter(([, f]) => f.detail && where.test(f.detail));
      const present = listed.filter(([, f]) => f.present);
      for (const [k] of (present.length > 0 ? present : listed).slice(0, 2)) sayDetail(k);
      if (listed.length === 0) say(tone === 'formal' ? '거기는 괜찮습니다.' : '거기는 괜찮아요.');
      return true;
    }

    function identity(seg: SegmentAnalysis) {
      // A wrong role ('아버님이시죠?' to the child's mother) is corrected, never confirmed.
      const role = informant
        ? ROLES.find((r) =>
            new RegExp(`(${r.words})(이시|이세|세요|시죠|시지|맞|되시|이신)`).test(seg.compact),
          )
        : undefined;
      // A guardian asked of the patient: the patient speaks for themself.
      if (!informant && GUARDIAN_ASKED.test(seg.compact)) {
        say(tone === 'formal' ? '아닙니다, 제가 환자입니다.' : '아니요, 제가 환자예요.');
        disclose('identity', 'name', c.doorCard.patientName);
        return;
      }
      // Checked on the role's own words: '아버지' inside '할아버지' is not the father.
      if (role && informant && !new RegExp(`^(외|친)?(${role.words})$`).test(informant)) {
        const child = c.doorCard.age < 19;
        const who =
          child && informant === '어머니' ? '엄마' : child && informant === '아버지' ? '아빠' : informant;
        const whose = child ? callName(c.doorCard.patientName) : '환자';
        // After a greeting that has just said who they are, only the wrong role is denied.
        const asked = role.words.split('|')[child ? 2 : 1] ?? role.words.split('|')[1]!;
        say(
          acts.has('greeting')
            ? tone === 'formal'
              ? `${topicMarked(asked)} 아닙니다.`
              : `${topicMarked(asked)} 아니에요.`
            : tone === 'formal'
              ? `아닙니다, 저는 ${whose} ${who}입니다.`
              : `아니요, 저는 ${whose} ${josa(who, '이에요/예요')}.`,
        );
        disclose('identity', 'name', who);
        return;
      }
      // The right role, or a guardian asked of one ('어머님이세요?', '보호자분이시죠?'): who they are.
      if (
        informant &&
        (role || GUARDIAN_ASKED.test(seg.compact)) &&
        !/성함|이름|존함|연세|나이|몇살/.test(seg.compact)
      ) {
        const child = c.doorCard.age < 19;
        const who =
          child && informant === '어머니' ? '엄마' : child && informant === '아버지' ? '아빠' : informant;
        const whose = child ? `${callName(c.doorCard.patientName)} ` : '';
        // Another child named with the role ('민준이 어머님이시죠?' to 서준이's mother, round 40): a no.
        const named = NAMED_WITH_ROLE.exec(seg.compact)?.[1];
        const own = c.doorCard.patientName.replace(/\s+/g, '');
        const otherChild =
          child &&
          !!named &&
          !/^(환자|아이|애기|아기|우리|혹시|실례|환자분)/.test(named) &&
          !own.endsWith(named) &&
          !own.endsWith(named.replace(/이$/, ''));
        // A greeting in the same message has just said who they are.
        if (otherChild)
          say(
            tone === 'formal'
              ? `아닙니다, 저는 ${whose}${who}입니다.`
              : `아니요, 저는 ${whose}${josa(who, '이에요/예요')}.`,
          );
        else if (!acts.has('greeting'))
          say(tone === 'formal' ? `네, ${whose}${who}입니다.` : `네, ${whose}${josa(who, '이에요/예요')}.`);
        disclose('identity', 'name', who);
        return;
      }
      // A wrong name is corrected, never confirmed ('박지영님 맞으시죠?' to 박영수).
      // A bare full name in 반말 ('은재민 맞지?') is checked too (round 20).
      const checked = [
        ...seg.text.matchAll(/([가-힣]{2,4})\s*(님|씨|환자분)/g),
        ...seg.text.matchAll(/^\s*([가-힣]{3})\s*맞(?:지|아|니|냐)/g),
      ]
        .map((m) => m[1]!)
        .find(
          (n) =>
            n.length >= 3 &&
            SURNAMES.includes(n[0]!) &&
            !/^(어머|아버|선생|환자|보호|학생|할머|할아|어르)/.test(n) &&
            // The given name with its vocative 이 ('지석이 맞지?' to 한지석, round 29) is the name.
            !(n.endsWith('이') && c.doorCard.patientName.slice(1) === n.slice(0, -1)),
        );
      if (checked && checked !== c.doorCard.patientName) {
        const who = informant ? (c.doorCard.age < 19 ? '애 이름은 ' : '환자 이름은 ') : '저는 ';
        const right = c.doorCard.patientName;
        say(
          tone === 'formal'
            ? `아닙니다, ${who}${right}입니다.`
            : `아니요, ${who}${josa(right, '이에요/예요')}.`,
        );
        disclose('identity', 'name', right);
        identityTold = 'wrong';
        return;
      }
      const name = /성함|(?<!부르면)이름(?!(을)?(부르|불러|불렀))|존함|누구/.test(seg.compact);
      const age = /연세|나이|몇살|몇개월|개월수|생년월일|연령/.test(seg.compact);
      const { patientName, age: years, ageMonths } = c.doorCard;
      // A wrong age is corrected as a wrong name is ('일흔다섯 맞으세요?' to a 76-year-old, round 17).
      const claimed = ageClaimed(seg.compact);
      if (claimed !== undefined && ageMonths === undefined && claimed !== years) {
        const spoken = ageWords(years, ageMonths);
        const whose = informant ? (years < 19 ? '애는 ' : '환자는 ') : '';
        // After the name in the same turn ('은재윤 맞지? 스물다섯', round 20): '나이는 …'.
        // The name was held back for this ('예소담님 맞으시죠? 스물한살?', round 28): the name is right
        // and the age is not, said in one sentence that confirms nothing wrong.
        if (identityTold === 'right' && nameHeld && !informant)
          say(
            tone === 'formal'
              ? `이름은 맞는데, 나이는 ${spoken}입니다.`
              : `이름은 맞는데, 나이는 ${josa(spoken, '이에요/예요')}.`,
          );
        else if (identityTold && !informant)
          say(tone === 'formal' ? `나이는 ${spoken}입니다.` : `나이는 ${josa(spoken, '이에요/예요')}.`);
        else
          say(
            tone === 'formal'
              ? `아닙니다, ${whose}${spoken}입니다.`
              : `아니요, ${whose}${josa(spoken, '이에요/예요')}.`,
          );
        disclose('identity', 'age', String(years));
        return;
      }
      if (!name && !age) {
        // The age right after a wrong name ('은재민 맞지? 스물두살'): the age alone is confirmed.
        if (identityTold === 'wrong' && claimed !== undefined)
          say(tone === 'formal' ? '나이는 맞습니다.' : '나이는 맞아요.');
        else if (identityTold !== 'right') {
          // A wrong age later in the same turn ('예소담님 맞으시죠? 스물한살?'): the name's yes waits for
          // it, so the reply never opens with a yes to a check that is partly wrong (round 28).
          const turnAge = ageClaimed(utterance.replace(/\s+/g, ''));
          if (!informant && ageMonths === undefined && turnAge !== undefined && turnAge !== years)
            nameHeld = true;
          else say(pick('confirmIdentity', tone, salt));
        }
        disclose('identity', 'name', patientName);
        identityTold ??= 'right';
        return;
      }
      const spokenAge = ageWords(years, ageMonths);
      const ageText = tone === 'formal' ? `${spokenAge}입니다.` : `${josa(spokenAge, '이에요/예요')}.`;
      const prefix = informant ? (c.doorCard.age < 19 ? '애 ' : '환자 ') : '';
      if (name && age) {
        const joined =
          tone === 'formal'
            ? `${patientName}이고, ${ageText}`
            : `${prefix}이름은 ${patientName}이고요, ${ageText}`;
        say(informant || tone === 'formal' ? joined : `${patientName}이고요, ${ageText}`);
      } else if (name) say(isName(patientName, tone));
      else say(ageText);
      if (name) disclose('identity', 'name', patientName);
      if (age) disclose('identity', 'age', ageMonths === undefined ? String(years) : `${ageMonths}개월`);
    }

    /**
     * A bedside cognitive test in plain words (round 44): the patient answers it as the case's exam
     * findings say, after the finding's line. Normal orientation gives the right date and place;
     * disorientation an unsure answer; the words given are repeated; the words asked back are
     * recalled as many as the finding's recall score; 100 minus 7 is answered, stopping where the
     * finding tells calculation is poor. A carer cannot answer for the patient: the finding alone.
     */
    function partManoeuvreOf(p: CognitivePart, seg: SegmentAnalysis) {
      return seg.manoeuvres.includes(partManoeuvre(p));
    }
    function testAnswer(seg: SegmentAnalysis) {
      if (informant || testAnswered) return;
      // A test set over several sentences ('제가 단어 세 개 말할게요. 사과, 세탁기, 기차. 기억해
      // 두세요'): the whole message's parts, answered once.
      const own = cognitiveParts(seg.text);
      const parts = own.length > 0 ? own : cognitiveParts(utterance).filter((p) => partManoeuvreOf(p, seg));
      if (parts.length === 0) return;
      testAnswered = true;
      const found = `${c.exam.mentalStatus?.finding ?? ''} ${c.exam.cognitiveScreen?.finding ?? ''}`;
      const formal = tone === 'formal';
      const end = (x: string) => (formal ? `${x}입니다.` : `${josa(x, '이에요/예요')}.`);
      for (const part of parts) {
        if (part === 'time') {
          if (TIME_DISORIENTED.test(found) && !DATE_OFF_BY_ONE.test(found))
            say(pick('testUnsure', tone, salt));
          else {
            // The day in Korea (UTC+9, no daylight saving), whatever the device's or the server's zone; a
            // date told a day wrong in the finding ('날짜 1일 틀림'): the day before.
            const seoul = new Date(
              (options.now ?? new Date()).getTime() +
                9 * 3_600_000 -
                (DATE_OFF_BY_ONE.test(found) ? 86_400_000 : 0),
            );
            const date = `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
            const day = `${'일월화수목금토'[seoul.getUTCDay()]}요일`;
            say(
              /요일/.test(seg.text) && !/며칠|몇일|몇월|몇년/.test(seg.text)
                ? end(day)
                : end(`${date} ${day}`),
            );
          }
        } else if (part === 'place') {
          say(PLACE_DISORIENTED.test(found) ? pick('testUnsure', tone, salt) : end('병원'));
        } else if (part === 'registration') {
          const words = registeredWords(own.length > 0 ? seg.text : utterance);
          if (words.length > 0) say(`${words.join(', ')}.`);
        } else if (part === 'recall') {
          const given =
            asked
              .map(registeredWords)
              .filter((w) => w.length > 0)
              .at(-1) ?? [];
          const score = RECALL_SCORE.exec(found);
          const n = score ? Math.min(Number(score[1]), given.length) : given.length;
          if (given.length === 0 || n === 0) say(pick('testUnsure', tone, salt));
          else if (n >= given.length) say(`${given.join(', ')}.`);
          else say(`${given.slice(0, n).join(', ')}… 나머지는 생각이 안 나요.`);
        } else if (part === 'calculation') {
          if (/거꾸로/.test(seg.text)) {
            if (ATTENTION_POOR.test(found)) say(pick('testUnsure', tone, salt));
            else if (/요일/.test(seg.text)) say('일요일, 토요일, 금요일, 목요일, 수요일, 화요일, 월요일.');
          } else say(CALCULATION_POOR.test(found) ? '93… 그다음은 잘 모르겠어요.' : '93, 86, 79, 72, 65.');
        }
      }
    }

    function exam(m: Manoeuvre, seg: SegmentAnalysis) {
      // An action and a sentence about the same manoeuvre ('(복부 촉진) 배 좀 눌러볼게요') are one exam.
      if (examined.has(m)) return;
      examined.add(m);
      const label = MANOEUVRES[m].label;
      // Orientation asked again ('여기가 어디예요?' after '오늘이 며칠이에요?', round 45): the finding's
      // line was shown once; the patient now answers the question alone (a carer cannot: the line).
      // The screen's parts each show theirs (round 44: the words recalled under the score).
      if (
        m === 'mentalStatus' &&
        !informant &&
        cognitiveParts(utterance).length > 0 &&
        spoken.some((t) => t.includes(`[진찰 소견] ${label}:`))
      )
        return;
      const listed = c.exam[m];
      let finding: string;
      // One side examined of a finding told per side: that side's clauses and reaction (round 39).
      const sided = listed ? sidedFinding(listed.finding, listed.reaction?.trim(), seg.text) : undefined;
      if (sided) finding = sided.finding;
      else if (m === 'vitalSigns') finding = vitalsText(c, seg.text);
      else if (notApplicable(c, m)) finding = '이 환자에게는 해당하지 않는 진찰입니다.';
      else if (m === 'fontanelle' && c.doorCard.age >= 2) finding = '대천문은 이미 닫혀 있음';
      else finding = MANOEUVRES[m].normal;
      let text = `[진찰 소견] ${label}: ${finding}`;
      const reaction = sided?.reaction;
      if (reaction) text += `\n${reaction.startsWith('(') ? reaction : `"${reaction}"`}`;
      units.push({ exam: true, text });
      disclose('manoeuvre', m, finding);
    }

    function history_(seg: SegmentAnalysis) {
      negativeCheck = seg.negative ? seg.compact : '';
      // The doctor telling, not asking: an impression ('디스크가 신경을 누르는 것 같아요'), a result
      // ('다행히 다른 곳으로 퍼지지는 않았어요') or advice for when ('어지러우면 바로 앉으세요').
      if (!/[?？]/.test(seg.text) && DOCTOR_TELLS.test(seg.compact)) return;
      // The doctor explaining a cause that names a drug ('무릎 약이랑 진통제가 위를 상하게 했을 수
      // 있어요.'): no medication question; the persona reacts (below, round 31).
      if (!/[?？]/.test(seg.text) && EXPLAINS.test(seg.compact) && drugExplained(seg.compact)) return;
      if (diagnosedWhen(seg)) return;
      if (lastDoseAnswer(seg)) return;
      if (drugAnswer(seg)) return;
      if (drugElsewhere(seg)) return;
      if (namedTreatment(seg)) return;
      if (howOften(seg)) return;
      if (urineBloodAnswer(seg)) return;
      if (amountAnswer(seg)) return;
      let topics: HistoryTopic[] = [...seg.topics];
      // A food question is analysed as foodHistory + event; answer the more specific one.
      if (topics.includes('foodHistory')) {
        // '어제 뭐 드셨어요?' is told by the event when that is where the case says what was eaten.
        const whatEaten = WHAT_EATEN.test(seg.compact) && /먹|드셨|마셨/.test(c.history.event ?? '');
        // A food named ('비트 같은 거 드셨어요?', round 36) that the event tells and the food history
        // does not: the event's sentence first, it is where the case says it was eaten.
        const named = [...seg.compact.matchAll(FOOD_NAMED)].map((m) => m[0]);
        const inEvent = named.some(
          (f) => (c.history.event ?? '').includes(f) && !(c.history.foodHistory ?? '').includes(f),
        );
        topics = topics.filter((t) => t !== 'event' || !c.history.foodHistory || whatEaten || inEvent);
        if (inEvent) topics = ['event', ...topics.filter((t) => t !== 'event')];
        if (!c.history.foodHistory) topics = topics.filter((t) => t !== 'foodHistory');
      }
      // Where in the stream the blood comes, read as the character of red urine (round 36): the
      // case's sentence that tells it, or the hematuria's no.
      if (
        seg.symptoms.length === 0 &&
        topics.length === 1 &&
        topics[0] === 'character' &&
        STREAM_ASKED.test(seg.compact) &&
        /피|핏|혈뇨|빨|붉/.test(seg.compact)
      ) {
        if (!symptomFact('hematuria').present) {
          yesNo(['hematuria'], seg);
          return;
        }
        const text = streamSentence(c);
        if (text) {
          say(text);
          disclose('topic', 'character', text);
          return;
        }
      }
      // A parent asked who smokes at home: a child's case tells the household's smoking as smoking.
      if (informant && c.doorCard.age < 10 && /담배|흡연/.test(seg.compact))
        topics = [...new Set(topics.map((t) => (t === 'environmentalExposure' ? 'smoking' : t)))];
      // When in the day it is worst ('하루 중에 언제가 제일 힘드세요?', '아침이 더 힘드세요 저녁이 더
      // 힘드세요?') is told by the sentence of the case that compares the parts of the day ('아침에
      // 눈뜰 때가 제일 힘들고, 저녁이 되면 조금 나아요'), when the duration names none (round 25).
      if (topics.includes('duration') && PART_OF_DAY_ASKED.test(seg.compact)) {
        const told = (t: HistoryTopic) => PART_OF_DAY_TOLD.test((c.history[t] ?? '').replace(/\s+/g, ''));
        const by = DAY_COMPARING.find(told);
        if (by && !told('duration')) topics = topics.map((t) => (t === 'duration' ? by : t));
      }
      // '아기는 잘 놀아요?' of a pregnant woman asks the baby's movements, never whether she is listless
      // ('아니요, 그런 건 없어요.' denied the fewer movements of the case, round 35); of a child's carer,
      // whether the child is listless.
      const pregnant = c.history.fetalMovement !== undefined || c.history.prenatalCare !== undefined;
      if (topics.includes('fetalMovement') && seg.symptoms.includes('lethargy'))
        if (pregnant) seg = { ...seg, symptoms: seg.symptoms.filter((s) => s !== 'lethargy') };
        else topics = topics.filter((t) => t !== 'fetalMovement');
      const symptoms = [...new Set(seg.symptoms.map((s) => readingOf(s, seg.compact)))];
      // A part of the body asked whether it is all right ('눈은 괜찮아?', '귀는 괜찮으세요?'), in a case
      // with a complaint of that part: what is wrong with it, never '네, 잘 보여요.' to red eyes
      // (round 42).
      const partAsked = PART_FINE_ASKED.exec(seg.compact);
      if (partAsked && topics.length === 0 && seg.kind === 'question') {
        const wrong = PART_SYMPTOMS[partAsked[1]!]!.filter(
          (x) => c.symptoms[x]?.present && c.symptoms[x]?.detail,
        );
        if (wrong.length > 0) {
          const lead = tone === 'formal' ? '아니요, ' : tone === 'subdued' ? '아니요... ' : '아니요, ';
          wrong.forEach((x, k) => {
            const d = c.symptoms[x]!.detail!;
            say(k === 0 ? `${lead}${d}` : d);
            disclose('symptom', x, d);
          });
          return;
        }
      }
      // A follow-up in the same message about a symptom this reply has just denied ('등은 안
      // 아프세요? 찢어지는 느낌은요?') has nothing more to tell: the denial is said once, never
      // again with the opposite lead ('네, 등은 안 아파요. 아니요, 등은 안 아파요.').
      if (
        symptoms.length > 0 &&
        symptoms.every(
          (s) => !symptomFact(s).present && disclosed.some((d) => d.kind === 'symptom' && d.key === s),
        )
      )
        return;
      // '피 나는 게 갑자기 났어요?': OLDCARTS of a bleeding with no site named, in a case that has one.
      if (
        topics.length > 0 &&
        symptoms.length === 0 &&
        topics.every((t) => CORE_TOPICS.has(t)) &&
        BLOOD_SUBJECT.test(seg.compact)
      ) {
        const bleed =
          BLEEDING_SYMPTOMS.find((b) => chief.has(b) && symptomFact(b).present) ??
          BLEEDING_SYMPTOMS.find((b) => c.symptoms[b]?.present);
        if (bleed) symptoms.push(bleed);
      }
      // '피 나요?' with no site named: the bleeding this case is about (CASE_READINGS for blood).
      if (
        topics.length === 0 &&
        symptoms.length === 0 &&
        seg.kind === 'question' &&
        BARE_BLEED.test(seg.compact)
      ) {
        const bleed =
          BLEEDING_SYMPTOMS.find((b) => chief.has(b) && symptomFact(b).present) ??
          BLEEDING_SYMPTOMS.find((b) => c.symptoms[b]?.present);
        if (!bleed) {
          say(tone === 'formal' ? '아니요, 피 나는 데는 없습니다.' : '아니요, 피 나는 데는 없어요.');
          return;
        }
        symptoms.push(bleed);
      }
      if (topics.length === 0 && symptoms.length === 0) return;
      if (countAnswer(seg, topics, symptoms)) return;

      if (topics.length > 0 && symptoms.length > 0) {
        // '토한 건 언제부터예요?': the symptom is the subject of a history question.
        const absent = symptoms.filter((s) => !symptomFact(s).present);
        // '예전에도 그랬어요?' right after a symptom the patient just denied cannot mean that symptom:
        // it asks about earlier episodes of the complaint.
        if (
          absent.length === symptoms.length &&
          topics.includes('experience') &&
          !analyzeDetailed(seg.text).symptoms.some((s) => absent.includes(s))
        ) {
          for (const t of topics) answerTopic(t, seg.compact);
          return;
        }
        // A follow-up ('언제부터?') right after a part of the body was asked whether it is all right
        // ('눈은 괜찮아?') and told what is wrong with it: of that trouble, not the function the
        // analyser read (round 42).
        const partBefore = PART_FINE_ASKED.exec(lastAsked.replace(/[^가-힣]/g, ''));
        const partTrouble =
          partBefore && absent.length === symptoms.length && !analyzeDetailed(seg.text).symptoms.length
            ? PART_SYMPTOMS[partBefore[1]!]!.filter((x) => c.symptoms[x]?.present && c.symptoms[x]?.detail)
            : [];
        if (partTrouble.length > 0) {
          if (topics.length === 1 && topics[0] === 'onset') symptomOnset(partTrouble[0]!);
          else for (const x of partTrouble) sayDetail(x);
          return;
        }
        // A state asked with its own trouble ('기분은요 우울하진않고?', '잠은 어때요 못 주무시진 않고?',
        // round 45): the state's sentence answers both, the trouble's absence with it.
        if (
          absent.length === symptoms.length &&
          topics.every(
            (t) =>
              STATE_TOPICS.has(t) && c.history[t] && symptoms.every((x) => RELATED[t]?.symptoms?.includes(x)),
          )
        ) {
          for (const t of topics) answerTopic(t, seg.compact);
          return;
        }
        if (absent.length === symptoms.length) {
          yesNo(absent, seg); // the question presupposes something the patient does not have
          return;
        }
        // OLDCARTS about a symptom other than the chief complaint: the case's onset, course...
        // describe the chief complaint, so the symptom's own words are the true answer.
        const present = symptoms.filter((s) => symptomFact(s).present);
        // Unless the case's own sentence for the topic speaks of that symptom ('옆구리 어디가 아파?'
        // where the location is '왼쪽 옆구리 뒤쪽이요'): then the topic is the answer.
        // So does a sentence of pain when the chief complaint is no pain and a follow-up asks of
        // the pain before ('어떻게 아팠어?' after the flank, in a case that came for blood in urine).
        const aboutIt = (t: HistoryTopic) =>
          !!c.history[t] &&
          // Since when, of a symptom whose own words date it ('이틀 전부터 맑은 콧물이 나요.'): those
          // words, not the complaint's onset that mentions it in passing (round 30).
          !(
            t === 'onset' &&
            present.length > 0 &&
            present.every((s) => dates(c.symptoms[s]?.detail ?? ''))
          ) &&
          (present.some((s) => topicSymptoms(t).includes(s)) ||
            // Since when, how long or where of a symptom told in the words of the complaint's own
            // character ('속쓰린건 언제부터요' of a reflux told as '가슴 속이 화끈하게 타는 것처럼
            // 쓰려요', whose heartburn is '밥 먹고 한 시간쯤 지나면 속이 타는 것처럼 쓰려요'): the
            // complaint's onset, duration or site, never the detail's meal timing (round 46).
            ((t === 'onset' || t === 'duration' || t === 'location') &&
              present.length > 0 &&
              present.every(toldAsComplaint)) ||
            // '어떻게 아파요?' of a belly pain where the character is '배가 꽉 꼬였다가 풀렸다가 해요'.
            (present.length > 0 && present.every((s) => PAIN_SITE[s]?.test(c.history[t]!))) ||
            (present.length > 0 &&
              present.every(isPain) &&
              !analyzeDetailed(seg.text).symptoms.some((s) => present.includes(s)) &&
              ![...chief].some(isPain) &&
              // A pain in other words ('오른쪽 어깨 쪽이 가끔 뻐근하긴 하오' of where it spreads, round 26).
              /아프|아픈|아파|아팠|통증|뻐근|쑤시|쑤셔|결리|결려|욱신|찌릿|묵직|뻗|퍼져|퍼지/.test(
                c.history[t]!,
              )) ||
            // The score of the case's one pain when the complaint is no pain ('NRS로 몇 점?' of the
            // epigastric pain of a case that came for vomiting blood): the severity sentence gives
            // it when the pain's own words give none (round 17).
            (t === 'severity' &&
              present.length === 1 &&
              isPain(present[0]!) &&
              ![...chief].some(isPain) &&
              c.history
                .severity!.split(/(?<=[.!?])\s+/)
                .some(
                  (x) => scoresOf(x).length > 0 && !analyzeDetailed(x).symptoms.some((s) => chief.has(s)),
                ) &&
              scoresOf(c.symptoms[present[0]!]?.detail ?? '').length === 0 &&
              (Object.entries(c.symptoms) as [Symptom, { present: boolean }][]).filter(
                ([s, f]) => f.present && isPain(s),
              ).length === 1));
        if (
          topics.every((t) => CORE_TOPICS.has(t)) &&
          present.every((s) => !chief.has(s)) &&
          !topics.some(aboutIt) &&
          // Whether it happened before is never told by how it is now ('열나요?' '전에도 그랬어요?').
          !topics.includes('experience')
        ) {
          const detailed = present.filter((s) => c.symptoms[s]?.detail);
          // When it began ('토한 건 언제부터예요?', '언제부터요?' after it): the symptom's own words
          // when they date it (briefly once they were said), else the case sentence that dates it.
          if (topics.length === 1 && topics[0] === 'onset' && present.length > 0) {
            for (const s of present) symptomOnset(s);
            return;
          }
          // How long it lasts ('코피는 자주 나? 한번 나면 얼마나 가?'): the case's sentence that names the
          // symptom with how long, when its own words give none (round 27: the second question got the
          // first one's answer again).
          const lasting =
            topics.length === 1 && topics[0] === 'duration' && present.length === 1
              ? lastingOf(present[0]!)
              : undefined;
          if (lasting) {
            retell(lasting);
            disclose('symptom', present[0]!, lasting);
          } else if (detailed.length > 0) for (const s of detailed) sayDetail(s);
          else {
            say(pick('yesPresent', tone, salt));
            for (const s of present) disclose('symptom', s, pick('yesPresent', tone, salt));
            say(pick('unknown', tone, salt));
          }
          return;
        }
        // Since when, of one of the complaint's symptoms the onset's sentence does not name ('걸을 때
        // 비틀거리는 건 언제부터요?' where the onset dates the tremor): the sentence that dates it
        // (round 34).
        if (
          topics.length === 1 &&
          topics[0] === 'onset' &&
          present.length === 1 &&
          c.history.onset &&
          !analyzeDetailed(c.history.onset).symptoms.includes(present[0]!) &&
          analyzeDetailed(seg.text).symptoms.includes(present[0]!) &&
          (Object.entries(c.history) as [HistoryTopic, string | undefined][]).some(
            ([t, text]) =>
              t !== 'onset' &&
              !!text &&
              text
                .split(/(?<=[.!?])\s+/)
                .flatMap((x) => x.split(/(?<=[고서며데])\s*,?\s+|,\s*/))
                .some(
                  (cl) =>
                    dates(cl) &&
                    (STARTED.test(cl) || APPEARED.test(cl)) &&
                    analyzeDetailed(cl).symptoms.includes(present[0]!),
                ),
          )
        ) {
          symptomOnset(present[0]!);
          return;
        }
        let answered = false;
        for (const t of topics) answered = answerTopic(t, seg.compact) || answered;
        // How much weight, asked beside when ('살 빠진게 언제부터고 몇키로 정도 빠졌어요?', round 28):
        // the case's sentence that weighs it answers the second part too.
        const weight = symptoms.find((x) => x === 'weightLoss' || x === 'weightGain');
        if (
          weight &&
          WEIGHT_AMOUNT_ASKED.test(seg.compact) &&
          !units.some((u) => kilosOf(u.text).length > 0)
        ) {
          const source = [c.history.weightChange ?? '', c.symptoms[weight]?.detail ?? ''].find(
            (x) => kilosOf(x).length > 0,
          );
          if (source) {
            say(source);
            disclose('symptom', weight, source);
            answered = true;
          }
        }
        if (!answered) {
          // No answer for the asked topic: the symptom's own detail is the closest true thing.
          const detailed = symptoms.filter((s) => symptomFact(s).present && c.symptoms[s]?.detail);
          if (detailed.length > 0) for (const s of detailed) sayDetail(s);
          else say(pick('unknown', tone, salt));
        }
        return;
      }
      if (topics.length > 0) {
        let unknown = false;
        // '피임약 드세요?' of a woman whose case tells her drugs but not her contraception (a planned
        // pregnancy): the drugs answer it, with no 'I don't know' after them (round 43).
        const pill = topics.includes('medication') && /피임약|피임제/.test(seg.compact);
        for (const t of topics)
          if (!answerTopic(t, seg.compact) && !(pill && t === 'contraception' && !c.history.contraception))
            unknown = true;
        if (unknown) say(pick('unknown', tone, `${salt}${topics.join()}`));
        return;
      }
      // '숨 쉴 때 쇳소리 나요?', '그르렁거려요?' (stridor, read as noisy breathing): the case's own
      // sentence of a noise on breathing in answers it, before the expiratory wheeze's yes or no.
      if (symptoms.length === 1 && symptoms[0] === 'wheezing' && STRIDOR_ASKED.test(seg.compact)) {
        const order = ['associated', 'character', 'aggravating', 'course'] as const;
        const noise = [...order.map((t) => c.history[t]), ...Object.values(c.history)]
          .flatMap((x) => (x ?? '').split(/(?<=[.!?])\s+/))
          .find((x) => STRIDOR_WORDS.test(x) && !NEGATED.test(x));
        if (noise) {
          const yes = negativeCheck ? '아니요, ' : tone === 'subdued' ? '네... ' : '네, ';
          say(`${yes}${noise}`);
          disclose('symptom', 'wheezing', noise);
          return;
        }
      }
      // Where in the stream the blood comes ('소변 처음부터 끝까지 다 빨개요 아니면 끝에만?', round 36):
      // the case's sentence that tells it (most cases put '소변 전체가 다 붉었어요' under character),
      // never a bare yes to an either-or question.
      if (
        symptoms.length === 1 &&
        symptoms[0] === 'hematuria' &&
        STREAM_ASKED.test(seg.compact) &&
        symptomFact('hematuria').present
      ) {
        const text = streamSentence(c);
        if (text) {
          say(text);
          disclose('symptom', 'hematuria', text);
          return;
        }
      }
      // '콧물 색깔은 어때요?', '가래는 어떤 색이에요?' of the complaint itself: how it looks is the
      // case's character sentence, not whether it is there.
      if (
        symptoms.length === 1 &&
        chief.has(symptoms[0]!) &&
        !tellsQuality(seg.compact, c.symptoms[symptoms[0]!]?.detail ?? '') &&
        c.history.character &&
        QUALITY_ASKED.test(seg.compact)
      ) {
        // Told under the symptom asked: the sentence is how that symptom looks.
        const text = c.history.character;
        say(text);
        disclose('symptom', symptoms[0]!, text);
        return;
      }
      yesNo(symptoms, seg);
    }

    /**
     * One drug of the medication fact asked when it began, how often or how much, or whether it was
     * given ('피임약은 언제부터 드셨어요?', '진통제는 얼마나 자주 드세요?', '위장약은 같이
     * 받으셨어요?'): that drug's clause, never the complaint's onset nor the whole list (round 31).
     * When it began is answered only by a clause that dates it; otherwise the usual answer.
     */
    function drugAnswer(seg: SegmentAnalysis): boolean {
      if (seg.kind !== 'question' && !/[?？]/.test(seg.text)) return false;
      // The doctor telling a cause or a plan ('와파린 효과가 너무 세져서 멍이 드는 걸로 보여요') asks nothing;
      // nor a drug the doctor will give ('소염진통제 드리고 파스 붙이세요', lead49).
      if (seg.education.length > 0 || seg.acts.length > 0) return false;
      if (/(드리고|드릴게요|드릴께요|드릴테니|드릴거|처방해|처방할)/.test(seg.compact)) return false;
      // A summary that names a drug ('…피임약 드시는 거죠?') is checked as one, not asked of the drug.
      if (understanding.acts.includes('summary') || /정리|요약/.test(utterance)) return false;
      const allowed = new Set<HistoryTopic>(['medication', 'onset', 'contraception', 'duration', 'course']);
      if (seg.topics.some((t) => !allowed.has(t)) || seg.symptoms.length > 0) return false;
      const named = drugClauses.filter((x) => x.drugs.some((d) => drugNamed(d, seg.compact)));
      if (named.length === 0) return false;
      // Other drugs than the one named ('해열제 말고 다른 약은?'): the clauses of the others ('다른 약은
      // 없어요.'), never the named one again (round 32).
      if (OTHER_DRUGS.test(seg.compact)) {
        const asked = named
          .flatMap((x) => x.drugs)
          .filter((d) => drugNamed(d, seg.compact) && !/^다른/.test(d));
        const rest = drugClauses.filter(
          (x) =>
            x.topic === 'medication' &&
            // A name in brackets is the same drug again ('해열제(아세트아미노펜)').
            (drugWords(x.text.replace(/\([^)]*\)/g, '')).some(
              (d) => !asked.includes(d) && !/^다른/.test(d),
            ) ||
              !asked.some((d) => x.text.includes(d))),
        );
        if (rest.length === 0) return false;
        const text = rest.map((x) => x.text).join(' ');
        say(text);
        disclose('topic', 'medication', text);
        return true;
      }
      const when = DRUG_WHEN.test(seg.compact);
      const often = DRUG_OFTEN.test(seg.compact);
      // Whether the patient takes it ('피임약이나 호르몬제 드세요?') is the topic's own answer.
      if (!when && !often && seg.topics.length > 0) return false;
      const dated = (x: { text: string }) => dates(x.text) || /째/.test(x.text);
      const pick_ = when
        ? named.find(dated)
        : often
          ? (named.find((x) => DRUG_OFTEN_TOLD.test(x.text.replace(/\d+\s*(년|개월|주|달)/g, ''))) ??
            named[0])
          : named[0];
      if (!pick_) return false;
      say(pick_.text);
      // Told as the drug topic asked ('피임약은 언제부터…' asks the contraception).
      const asked = seg.topics.includes(pick_.topic)
        ? pick_.topic
        : (seg.topics.find((t) => t === 'medication' || t === 'contraception') ?? pick_.topic);
      disclose('topic', asked, pick_.text);
      return true;
    }

    /**
     * The treatment of a finding the case names asked ('그때 헬리코박터 치료는 받으셨어요?', '매독 치료는
     * 받으셨어요?'): the sentence that names the finding and its treatment ('…헬리코박터균 있다고 했는데
     * 치료는 안 했어요.'), the asked topic's own first; never an earlier episode of the complaint ('피를
     * 토한 건 처음이에요.' answered the first, round 35).
     */
    function namedTreatment(seg: SegmentAnalysis): boolean {
      if (seg.kind !== 'question' && !/[?？]/.test(seg.text)) return false;
      if (seg.symptoms.length > 0 || seg.education.length > 0 || seg.acts.length > 0) return false;
      if (seg.topics.some((t) => !TREATED_TOPICS.includes(t))) return false;
      const word = TREATED_ASKED.exec(seg.compact)?.[1];
      if (!word || TREATED_GENERIC.test(word)) return false;
      const order = [
        ...seg.topics,
        ...TREATED_TOPICS.filter((t) => !seg.topics.includes(t)),
        'medication' as HistoryTopic,
      ];
      for (const t of order)
        for (const x of (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          if (x.replace(/\s+/g, '').includes(word) && /치료|제균/.test(x)) {
            say(x);
            disclose('topic', t, x);
            return true;
          }
      return false;
    }

    /**
     * A painkiller or fever medicine asked ('진통제 드셔봤어요?', '해열제는 먹었어요?') of a case whose
     * medication fact names none, while another sentence of the case tells it taken for the complaint
     * ('타이레놀을 두 번 먹었는데 전혀 안 들어요.', of the relieving): that sentence, never the list of
     * regular drugs, which reads as 'no painkiller' (round 35).
     */
    function drugElsewhere(seg: SegmentAnalysis): boolean {
      if (seg.kind !== 'question' && !/[?？]/.test(seg.text)) return false;
      if (seg.education.length > 0 || seg.acts.length > 0 || understanding.acts.includes('summary'))
        return false;
      if (seg.topics.some((t) => t !== 'medication') || seg.symptoms.length > 0) return false;
      const kind = PAINKILLER_ASKED.test(seg.compact)
        ? PAINKILLER_TOLD
        : ANTIPYRETIC_ASKED.test(seg.compact)
          ? ANTIPYRETIC_TOLD
          : undefined;
      if (!kind || kind.test(c.history.medication ?? '')) return false;
      for (const t of DRUG_TRIED_TOPICS)
        for (const x of (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          if (kind.test(x)) {
            say(x);
            disclose('topic', t, x);
            return true;
          }
      return false;
    }

    /**
     * When a disease of the past history was found ('고혈압 진단은 언제 받으셨어요?', '고혈압은 언제부터
     * 있으셨어요?'): the case's sentence that names it and dates it, the past history's own when it
     * does, else the check-up's or another topic's ('8년 전에 고혈압 진단받고…'), round 32.
     */
    function diagnosedWhen(seg: SegmentAnalysis): boolean {
      if (seg.topics.length !== 1 || seg.topics[0] !== 'pastMedical' || seg.symptoms.length > 0) return false;
      if (!/언제|몇년|몇살|얼마나(됐|되)/.test(seg.compact)) return false;
      const disease = /^(?:혹시|그럼|그러면)?([가-힣]{2,8}?)(?:진단|은|는|이|을|를)/.exec(seg.compact)?.[1];
      if (!disease || /^(언제|처음|진단|병|그거|그건)/.test(disease)) return false;
      const order: HistoryTopic[] = ['pastMedical', 'checkup', 'experience', 'medication'];
      for (const t of order)
        for (const x of (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          if (x.includes(disease) && (dates(x) || /\d+\s*(년|개월|달)|몇\s*년/.test(x)) && !NEGATED.test(x)) {
            say(x);
            disclose('topic', 'pastMedical', x);
            // Told by another topic's sentence (the check-up's '8년 전에 고혈압 진단받고 …'): that
            // topic's fact too (round 46).
            if (t !== 'pastMedical') disclose('topic', t, x);
            return true;
          }
      return false;
    }

    /**
     * A drug's last dose asked ('해열제 먹였어요?' → '마지막으로 언제 먹였어요?', '흡입기 마지막으로
     * 언제 썼어?'): the clause of the drug asked (or of the drug of the previous question, or of any
     * drug given) that tells a time ('오늘 아침 6시에 해열제 먹였어요.'), else a sentence of the case
     * that times the device asked ('파란 흡입기를 한 시간마다 뿌려도…'), else the drug's clause and an
     * honest word that the time is not remembered: never an invented hour (round 32).
     */
    function lastDoseAnswer(seg: SegmentAnalysis): boolean {
      if (!LAST_DOSE.test(seg.compact) || !seg.topics.includes('medication') || seg.symptoms.length > 0)
        return false;
      const compactOf = (x: string) => x.replace(/[^가-힣a-zA-Z0-9]/g, '');
      const before = compactOf(previous.at(-1) ?? '');
      const withDrug = drugClauses.filter((x) => x.drugs.length > 0 && !NEGATED.test(x.text));
      const named = withDrug.filter((x) => x.drugs.some((d) => drugNamed(d, seg.compact)));
      const namedBefore = withDrug.filter((x) => x.drugs.some((d) => drugNamed(d, before)));
      const pool = named.length > 0 ? named : namedBefore.length > 0 ? namedBefore : withDrug;
      const timed = [...pool].reverse().find((x) => LAST_TIME_TOLD.test(x.text));
      const device = DEVICE.exec(seg.compact)?.[0] ?? DEVICE.exec(before)?.[0];
      const deviceTimed = device
        ? (['medication', 'course', 'relieving', 'severity'] as const)
            .flatMap((t) =>
              (c.history[t] ?? '').split(/(?<=[.!?])\s+/).map((x) => ({ topic: t as HistoryTopic, text: x })),
            )
            .find((x) => x.text.includes(device) && LAST_TIME_TOLD.test(x.text))
        : undefined;
      const medication = c.history.medication;
      if (timed) {
        say(timed.text);
        disclose('topic', 'medication', timed.text);
      } else if (deviceTimed) {
        say(deviceTimed.text);
        disclose('topic', deviceTimed.topic, deviceTimed.text);
      } else {
        const sentences = medication?.split(/(?<=[.!?])\s+/) ?? [];
        const sentence =
          pool[0]?.text ??
          (device ? sentences.find((x) => x.includes(device)) : undefined) ??
          sentences.find((x) => !NEGATED.test(x));
        if (!sentence) return false;
        say(sentence);
        say(
          informant
            ? '마지막으로 먹인 게 정확히 몇 시였는지는 기억이 잘 안 나요.'
            : '마지막으로 정확히 언제였는지는 기억이 잘 안 나요.',
        );
        disclose('topic', 'medication', sentence);
      }
      return true;
    }

    /** Whether an explanation names a drug of the case (drugExplained) or a drug word at all. */
    function drugExplained(compact: string): boolean {
      return (
        drugClauses.some((x) => x.drugs.some((d) => drugNamed(d, compact))) ||
        /[가-힣](약|제)(이|가|을|를|랑|이랑|과|와|때문)/.test(compact)
      );
    }

    /**
     * The amount asked right after a symptom or its topic ('토한 건 어떻게 생겼어요?' → '양은
     * 얼마나요?'): the clause of the case that measures it ('한 번에 종이컵 하나쯤 됐을 거여.'), round 31.
     */
    /**
     * How often the complaint comes ('얼마나 자주 아파요?', 'frequency 어느 정도예요?', '한 달에 몇 번
     * 그래요?'), read as its duration: the case's sentence that counts the episodes ('요즘은 한 달에
     * 대여섯 번이에요.'), not how long one lasts (round 39). Told as the duration asked.
     */
    function howOften(seg: SegmentAnalysis): boolean {
      if (seg.topics.length !== 1 || seg.topics[0] !== 'duration') return false;
      if (!HOW_OFTEN.test(seg.compact)) return false;
      // How often a fever comes ('하루에 몇번 정도 열나요', '열이 하루에 몇 번씩 오르내려요?'): the
      // sentences of its pattern ('해열제를 먹이면 … 네 시간쯤 지나면 다시 올라요.'), never the peak
      // temperature nor how often colds came before (round 43).
      if (seg.symptoms.includes('fever') && symptomFact('fever').present) {
        for (const text of [
          c.history.course,
          c.history.duration,
          c.symptoms.fever?.detail,
          c.history.relieving,
        ]) {
          const told = (text ?? '').split(/(?<=[.!?])\s+/).filter((x) => FEVER_PATTERN.test(x));
          if (told.length === 0) continue;
          const sentence = told.slice(0, 2).join(' ');
          say(sentence);
          disclose('topic', 'duration', sentence);
          return true;
        }
      }
      // A day's count asked ('하루에 몇 번') is not told by a year's ('감기는 1년에 한두 번').
      const perDay = /하루/.test(seg.compact);
      // A symptom named is the complaint's own ('두근거림 얼마나 자주 그래요?'), else its detail counts.
      const complaint = analyzeDetailed(c.doorCard.presentingComplaint).symptoms;
      if (seg.symptoms.some((x) => !complaint.includes(x))) return false;
      const sources = [
        ...seg.symptoms.map((x) => ({ topic: undefined, text: c.symptoms[x]?.detail ?? '' })),
        ...(['course', 'duration', 'onset', 'experience', 'associated'] as const).map((t) => ({
          topic: t,
          text: c.history[t] ?? '',
        })),
      ].flatMap((x) => x.text.split(/(?<=[.!?])\s+/).map((sentence) => ({ topic: x.topic, sentence })));
      const found = sources.find(
        (x) =>
          EPISODES_COUNTED.test(x.sentence) &&
          !(perDay && LONGER_COUNT.test(x.sentence) && !/하루/.test(x.sentence)),
      );
      if (!found) return false;
      const { sentence } = found;
      retell(sentence);
      // Told as the duration asked; in a case that tells no duration, as the topic it comes from
      // (round 42: the hemorrhoids' count is the course's).
      disclose('topic', c.history.duration || !found.topic ? 'duration' : found.topic, sentence);
      return true;
    }

    function amountAnswer(seg: SegmentAnalysis): boolean {
      if (!AMOUNT_ASKED.test(seg.compact)) return false;
      if (bleedingAmount(seg)) return true;
      const present = seg.symptoms.filter((x) => symptomFact(x).present);
      const sources: { kind: 'topic' | 'symptom'; key: string; text: string }[] = [
        ...seg.topics
          .filter((t) => ['vomitus', 'stoolCharacter', 'stoolColor', 'bowelHabit', 'urineVolume'].includes(t))
          .map((t) => ({ kind: 'topic' as const, key: t as string, text: c.history[t] ?? '' })),
        ...present.map((x) => ({
          kind: 'symptom' as const,
          key: x as string,
          text: c.symptoms[x]?.detail ?? '',
        })),
        ...present.flatMap((x) =>
          (AMOUNT_TOPICS[x] ?? []).map((t) => ({
            kind: 'topic' as const,
            key: t as string,
            text: c.history[t] ?? '',
          })),
        ),
        ...seg.topics
          .filter((t) => ['stoolColor', 'stoolCharacter'].includes(t))
          .flatMap((t) =>
            (['stoolCharacter', 'bowelHabit'] as const)
              .filter((o) => o !== t)
              .map((o) => ({ kind: 'topic' as const, key: o as string, text: c.history[o] ?? '' })),
          ),
      ];
      for (const src of sources) {
        const clause = src.text
          .split(/(?<=[.!?])\s+/)
          .flatMap((x) => x.split(/(?<=[가-힣](?:는데|는디|고)),?\s+/))
          .find((x) => VOLUME_TOLD.test(x));
        if (!clause) continue;
        const text = closeDangling(clause.trim());
        say(text);
        disclose(src.kind, src.key, text);
        return true;
      }
      return false;
    }

    /**
     * Where in the stream the blood is ('처음부터 끝까지 빨개요?', '끝에만 피가 나와요?') or whether it
     * comes with clots ('핏덩어리도 나와요?', '덩어리도 나와요?') of a patient with blood in the urine:
     * the case's sentence that tells it (the haematuria's own words, the urine's colour or its
     * character), told as the haematuria and the topic it comes from; never the colour's sentence
     * for the clots nor a bare '네' (round 46: '네, 소변 전체가 포도주스처럼 붉었어요.' to the clots
     * of a case whose urine had none).
     */
    function urineBloodAnswer(seg: SegmentAnalysis): boolean {
      if (!symptomFact('hematuria').present) return false;
      const clots = URINE_CLOTS.test(seg.compact);
      const stream = !clots && URINE_STREAM.test(seg.compact);
      if (!clots && !stream) return false;
      if (seg.symptoms.some((x) => x !== 'hematuria')) return false;
      if (seg.topics.some((t) => !['character', 'urineColor', 'course'].includes(t))) return false;
      const told = clots ? /덩어리|핏덩이|피떡/ : /처음|끝|전체|마지막|시작/;
      const sources: { kind: 'topic' | 'symptom'; key: string; text: string }[] = [
        ...(stream ? [{ kind: 'topic' as const, key: 'character', text: c.history.character ?? '' }] : []),
        { kind: 'symptom', key: 'hematuria', text: c.symptoms.hematuria?.detail ?? '' },
        { kind: 'topic', key: 'urineColor', text: c.history.urineColor ?? '' },
        { kind: 'topic', key: 'character', text: c.history.character ?? '' },
      ];
      for (const src of sources) {
        const sentence = src.text.split(/(?<=[.!?])\s+/).find((x) => told.test(x));
        if (!sentence) continue;
        retell(sentence);
        disclose('symptom', 'hematuria', sentence);
        if (src.kind === 'topic') disclose('topic', src.key, sentence);
        return true;
      }
      return false;
    }

    /**
     * The amount of a bleeding asked ('피 양은 얼마나 돼요?', '출혈량은요?') of a patient who bleeds:
     * the case's sentence that measures it, from the topic that states it (the character's '처음에
     * 종이컵 하나 정도 나왔고, …', the severity's '네 시간 동안 큰 생리대를 여섯 개 갈았어요.') or
     * the bleeding's own sentence; never a sentence that only says it was a lot (round 43).
     */
    function bleedingAmount(seg: SegmentAnalysis): boolean {
      const bleeding = BLEEDINGS.find(
        (x) =>
          symptomFact(x).present &&
          (seg.symptoms.includes(x) || (seg.symptoms.length === 0 && /피|출혈|하혈/.test(seg.compact))),
      );
      if (!bleeding) return false;
      if (seg.topics.some((t) => !['severity', 'character', 'course'].includes(t))) return false;
      for (const t of ['severity', 'character', 'course'] as const) {
        const text = c.history[t] ?? '';
        const sentence = text
          .split(/(?<=[.!?])\s+/)
          .find((x) => BLEED_VOLUME_TOLD.test(x) && BLEED_SAID_OR_MEASURE.test(x));
        if (!sentence) continue;
        // The severity's own account of the bleeding, as it is told when asked ('… 여섯 개 갈았어요.
        // 흠뻑 젖어요.'); of another topic, the sentence that measures it.
        const told = t === 'severity' ? oneComplaint(text, seg.compact) : sentence;
        // Disclosed under the topic asked, as a related topic's sentence is (RELATED).
        say(told);
        disclose('topic', 'severity', told);
        return true;
      }
      const detail = c.symptoms[bleeding]?.detail ?? '';
      if (!BLEED_VOLUME_TOLD.test(detail)) return false;
      say(detail);
      disclose('symptom', bleeding, detail);
      return true;
    }

    /**
     * A side checked of a part after a correction ('아 오늘 아침부터요. 가슴은 오른쪽이고요?'): yes when
     * the case puts it there, else no and the side the case says (round 31).
     */
    function sideCheck(seg: SegmentAnalysis): boolean {
      const m = SIDE_CHECK.exec(seg.compact);
      if (!m) return false;
      const [, part, side] = m as unknown as [string, string, string];
      const texts = [
        ...Object.values(c.history).map((x) => x ?? ''),
        ...Object.values(c.symptoms)
          .filter((f) => f?.present)
          .map((f) => f?.detail ?? ''),
      ];
      const near = new RegExp(`(오른|왼|양)\\s*쪽\\s*(${part})|(${part})[가-힣]{0,2}\\s*(오른|왼|양)\\s*쪽`);
      let truth: string | undefined;
      for (const x of texts) {
        const found = near.exec(x);
        if (found) {
          truth = found[1] ?? found[4];
          break;
        }
      }
      if (!truth) return false;
      const formal = tone === 'formal';
      if (truth === side) say(formal ? `네, ${side}쪽입니다.` : `네, ${side}쪽이에요.`);
      else say(formal ? `아니요, ${truth}쪽입니다.` : `아니요, ${truth}쪽이에요.`);
      return true;
    }

    /**
     * '몇 번 토했어요?', '오줌은 몇 번 눴어요?': a count is answered from the sentence of the case
     * that gives one (the symptom's detail, or the topic that counts it), never with a yes/no or a
     * description without the number.
     */
    function countAnswer(
      seg: SegmentAnalysis,
      topics: readonly HistoryTopic[],
      symptoms: readonly Symptom[],
    ) {
      if (!COUNT_QUESTION.test(seg.compact) || symptoms.length !== 1) return false;
      const s = symptoms[0]!;
      const detail = symptomFact(s).present ? c.symptoms[s]?.detail : undefined;
      // What counts the symptom: a number of times said of it ('하루에 열 번 넘게 토해요'), not of
      // something else in the same words ('어제 한 번 목이 긁혀서 실 같은 피가…' in what was vomited:
      // round 22), where the symptom has a verb of its own to check.
      const verb = COUNTED_VERB[s];
      const counts = (x: string | undefined) =>
        !!x && (verb ? x.split(/(?<=[.!?])\s+/).some((y) => countsOf_(y, verb)) : HAS_COUNT.test(x));
      if (topics.some((t) => counts(c.history[t]))) return false;
      if (detail && counts(detail)) {
        sayDetail(s);
        return true;
      }
      const t = (COUNTED_BY[s] ?? []).find((k) => counts(c.history[k]));
      if (t && !topics.some((k) => k !== t && k !== 'duration')) {
        say(c.history[t]!);
        disclose('topic', t, c.history[t]!);
        return true;
      }
      // Else the sentence of the course that counts it ('하루에 열 번 넘게 토해요.'), when the
      // symptom is the complaint whose course the case tells.
      const course = verb && chief.has(s) ? c.history.course : undefined;
      const sentence = course?.split(/(?<=[.!?])\s+/).find((y) => countsOf_(y, verb!));
      if (!sentence || topics.some((k) => !(COUNTED_BY[s] ?? []).includes(k) && k !== 'duration'))
        return false;
      say(sentence);
      disclose('topic', 'course', sentence);
      return true;
    }

    /** '열도 없고 기침도 없고 춥거나 떨리는 것도 없어요.': one natural sentence for absent symptoms. */
    /** Absent symptoms as one list; right after a yes the first one is set against it with 은/는. */
    function absentList(list: readonly Symptom[], contrast = false): string {
      const end = tone === 'formal' ? '없습니다.' : '없어요.';
      return list
        .map((s, i) => {
          const lay = LAY[s] ?? SYMPTOMS[s].label;
          // '네, 이틀 전부터 맑은 콧물이 나요. 설사는 없어요.', not '설사도 없어요' (round 30).
          const also =
            contrast && i === 0
              ? /건$/.test(lay)
                ? lay
                : josa(lay, '은/는')
              : /건$/.test(lay)
                ? `${lay.slice(0, -1)}것도`
                : `${lay}도`;
          return `${also} ${list.indexOf(s) < list.length - 1 ? '없고' : end}`;
        })
        .join(' ');
    }

    /**
     * How long one episode of a symptom other than the complaint lasts, from the case's sentence that
     * names it with a length ('한 번 나면 30분씩 안 멈췄어요'), when its own words give none.
     */
    function lastingOf(s: Symptom): string | undefined {
      const LENGTH = /\d+\s*(분|초|시간)|(몇|한|두|세)\s*(분|시간)|한참|하루\s*종일|반나절/;
      if (LENGTH.test(c.symptoms[s]?.detail ?? '')) return undefined;
      return [c.symptoms[s]?.detail ?? '', ...Object.values(c.history).map((x) => x ?? '')]
        .flatMap((x) => x.split(/(?<=[.!?])\s+/))
        .find((x) => LENGTH.test(x) && analyzeDetailed(x).symptoms.includes(s));
    }

    /** When a symptom other than the complaint began, from the case's words that date it. */
    /**
     * The sentence of the patient's own present history that the analyser reads as `s`, said without
     * a denial: an unlisted symptom the case tells under another topic (round 35).
     */
    function affirmingSentence(s: Symptom): string | undefined {
      for (const t of AFFIRMING_TOPICS)
        for (const x of (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          // Told whole, as the topic answers itself (the scorer and the persona read it as that topic).
          if (!NEGATED.test(x) && !HEDGED.test(x) && analyzeDetailed(x).symptoms.includes(s))
            return c.history[t]!;
      return undefined;
    }

    function symptomOnset(s: Symptom) {
      const d = c.symptoms[s]?.detail ?? '';
      // Words that only date when it stopped or happened once ('닷새 동안 설사했는데 이틀 전에
      // 멎었어요.', '새벽에 … 아팠어요.') yield to the onset's sentence that names the symptom with
      // when it began ('설사는 일주일 전에 시작했고 …', round 34).
      if (!(dates(d) && STARTED.test(d))) {
        const began = (c.history.onset ?? '')
          .split(/(?<=[.!?])\s+/)
          .find((x) =>
            x
              .split(/(?<=[고서며데])\s*,?\s+|,\s*/)
              .some((cl) => dates(cl) && analyzeDetailed(cl).symptoms.includes(s) && !NEGATED.test(cl)),
          );
        if (began) {
          // Told on its own, a sentence loses the link to the one before it ('그 전에 새벽 2시쯤…').
          const told = began.replace(/^(그\s*전에|그리고|그래서|그러다가|그러고\s*나서)\s+/, '');
          retell(told);
          disclose('symptom', s, told);
          disclose('topic', 'onset', told);
          return;
        }
      }
      if (dates(d)) {
        const head = DATE_HEAD.exec(d);
        if (head && spoken.some((x) => x.includes(d))) {
          const text = `${head[1]}${head[2] === '부터' ? '부터' : '에'}요.`;
          say(tone === 'formal' ? text.replace(/요\.$/, '입니다.').replace(/에입니다/, '입니다') : text);
          disclose('symptom', s, d);
        } else sayDetail(s);
        return;
      }
      // A sentence of the case that speaks of the symptom and dates it ('사흘 전부터 화장실을 자주
      // 가시고 … 소변 볼 때 아프다고 찡그리셨어요' for the pain on voiding).
      // The symptom's own topic (the voiding for a urinary symptom) dates it as a whole; any other
      // sentence only when the clause that dates it names no other symptom ('세 번 토했고, 한 시간
      // 전에 기저귀에 빨간 젤리 같은 변이…' dates the stool, not the vomiting).
      // Another present symptom whose own words are this one and date it ('명치 쓰린건 언제부터예요?'
      // where the heartburn is '명치가 쓰려요.' and the abdominal pain '2주 전부터 배고플 때 명치가
      // 쓰려요.'): that symptom's words, told as both (round 46).
      for (const [t, f] of Object.entries(c.symptoms) as [Symptom, { present: boolean; detail?: string }][]) {
        if (t === s || !f.present || !f.detail || !dates(f.detail) || !STARTED.test(f.detail)) continue;
        if (!analyzeDetailed(f.detail).symptoms.includes(s)) continue;
        const again = !repeatedMarked && spoken.some((x) => x.includes(f.detail!));
        if (again) repeatedMarked = true;
        say(`${again ? pick('repeated', tone, salt) : ''}${f.detail}`);
        disclose('symptom', s, f.detail);
        disclose('symptom', t, f.detail);
        return;
      }
      const own = OWN_TOPIC.find(([re]) => re.test(s))?.[1] ?? [];
      for (const t of own) {
        const text = c.history[t];
        if (!text || !dates(text.split(/(?<=[.!?])\s+/)[0]!)) continue;
        say(text);
        disclose('symptom', s, text);
        return;
      }
      for (const [t, text] of Object.entries(c.history) as [HistoryTopic, string | undefined][]) {
        if (!text || t === 'onset' || !topicSymptoms(t).includes(s)) continue;
        const sentence = text.split(/(?<=[.!?])\s+/).find((x) => {
          const clauses = x.split(/(?<=[고서며데])\s*,?\s+|,\s*/);
          const names = (cl: string) => analyzeDetailed(cl).symptoms;
          return (
            clauses.some((cl) => names(cl).includes(s)) &&
            // A span told as elapsed dates it too ('옆구리 묵직한 건 한 달 넘었어요', round 42).
            (clauses.some((cl) => (dates(cl) || ELAPSED.test(cl)) && names(cl).every((o) => o === s)) ||
              // A day the sentence opens with ('한 달 전부터는 오른쪽 귀도 먹먹하고, 목에 혹이 만져져요.')
              // dates every clause joined after it (round 35: the ear's clause alone was told).
              (clauses.length > 1 &&
                dates(clauses[0]!) &&
                /부터/.test(clauses[0]!) &&
                clauses.slice(1).some((cl) => names(cl).includes(s)) &&
                !clauses.slice(1).some((cl) => dates(cl))))
          );
        });
        if (!sentence) continue;
        say(sentence);
        disclose('symptom', s, sentence);
        // The account of what the symptom produces whose sentence it is, too ('사흘째부터 피가 섞여
        // 나왔어요' of the stool's character, round 46).
        if (PRODUCT_TOPICS.has(t)) disclose('topic', t, sentence);
        return;
      }
      // No day anywhere: a sentence of the case that names the symptom as something of late ('요새는
      // 코피도 나믄 한참 가요' in the course, round 20) says as much as the patient knows; its
      // detail alone ('한 번 나믄 20분은 가요') would answer how long, not since when.
      for (const [t, text] of Object.entries(c.history) as [HistoryTopic, string | undefined][]) {
        if (!text || ['family', 'sickContact', 'ideasConcerns', 'experience'].includes(t)) continue;
        const sentence = text
          .split(/(?<=[.!?])\s+/)
          .find((x) => LATELY.test(x) && !NEGATED.test(x) && analyzeDetailed(x).symptoms.includes(s));
        if (!sentence) continue;
        say(sentence);
        disclose('symptom', s, sentence);
        // The account of what the symptom produces whose sentence it is, too ('사흘째부터 피가 섞여
        // 나왔어요' of the stool's character, round 46).
        if (PRODUCT_TOPICS.has(t)) disclose('topic', t, sentence);
        return;
      }
      // A clause that dates the same thing in other words ('사흘 전부터 왼쪽 종아리가 붓고' of '왼쪽
      // 종아리만 부었어요.', which the analyser reads as the calf's pain): the words of the symptom's
      // own detail it shares (two pieces or more), told as its day ('사흘 전부터요.', round 31).
      const own2 = [...gramsOf(d.replace(/[^가-힣]/g, ''))].filter((g) => !FRAME_GRAMS.has(g));
      for (const [t, text] of Object.entries(c.history) as [HistoryTopic, string | undefined][]) {
        if (!text || ['onset', 'family', 'sickContact', 'ideasConcerns', 'experience'].includes(t)) continue;
        const clause = text
          .split(/(?<=[.!?])\s+/)
          .flatMap((x) => x.split(/(?<=[고서며데])\s*,?\s+|,\s*/))
          .find((x) => {
            const flat = x.replace(/[^가-힣]/g, '');
            return dates(x) && own2.filter((g) => flat.includes(g)).length >= 2 && !NEGATED.test(x);
          });
        if (!clause) continue;
        const head = DATE_HEAD.exec(clause.trim());
        const told = head && head[2] === '부터' ? `${head[1]}부터요.` : closeDangling(clause.trim());
        say(tone === 'formal' ? told.replace(/부터요\.$/, '부터입니다.') : told);
        disclose('symptom', s, told);
        if (PRODUCT_TOPICS.has(t)) disclose('topic', t, told);
        return;
      }
      if (d) sayDetail(s);
      else {
        say(pick('yesPresent', tone, salt));
        disclose('symptom', s, pick('yesPresent', tone, salt));
      }
    }

    function sayDetail(s: Symptom) {
      const d = c.symptoms[s]!.detail!;
      say(d);
      disclose('symptom', s, d);
    }

    /** The first case sentence that says a site hurts: a present symptom's words, or how it hurts. */
    function sitePain(site: string): string | undefined {
      const hurts = new RegExp(`${site}[가-힣\\s]{0,12}(아프|아파|아픈|아팠|통증|뻐근|쑤시|쑤셔|결리|결려)`);
      const texts = [
        ...(Object.values(c.symptoms) as { present: boolean; detail?: string }[])
          .filter((f) => f.present)
          .map((f) => f.detail),
        ...(['character', 'associated', 'aggravating'] as const).map((k) => c.history[k]),
      ];
      for (const t of texts) {
        const x = (t ?? '').split(/(?<=[.!?])\s+/).find((y) => hurts.test(y) && !NEGATED.test(y));
        if (x) return x;
      }
      return undefined;
    }

    function yesNo(asked: readonly Symptom[], seg: SegmentAnalysis) {
      const before = units.length;
      const run = lastYesNo && lastYesNo.units === before ? lastYesNo.present : undefined;
      const parts: string[] = [];
      // One fact asked different ways answers the same ('피곤하세요?' / '기운 없으세요?').
      const symptoms: Symptom[] = [];
      for (const s of asked) {
        // Walking asked of a case that does not list it ('걷는 건 괜찮아요?' to a
        // septic knee): the case's own sentence about walking answers, never an ordinary 'fine'.
        const told =
          !c.symptoms[s] && !chief.has(s) && !SIGN_ASKED[s]?.test(seg.compact)
            ? functionSentence(s)
            : undefined;
        if (told) {
          say(told.text);
          disclose(told.kind, told.key, told.text);
          continue;
        }
        if ((c.symptoms[s]?.detail && (s === 'weightLoss' || s === 'weightGain')) || chief.has(s))
          symptoms.push(s);
        else if (c.symptoms[s] && s !== 'weightLoss' && s !== 'weightGain') symptoms.push(s);
        else if (isPain(s) || s === 'jointPain' || s === 'neckPain') {
          // An unlisted pain at a site the case's own location or radiation sentence says hurts
          // ('어깨 아픈 건요?' when the pain goes to the shoulder tip) is that sentence, never 'no'.
          const site = SITES.find((x) => seg.compact.includes(x));
          const said = site
            ? (['radiation', 'location'] as const).find(
                (t) => c.history[t] && c.history[t]!.includes(site) && !NEGATED.test(c.history[t]!),
              )
            : undefined;
          if (said) {
            const text = `${seg.negative ? '아니요, ' : '네, '}${c.history[said]!}`;
            say(text);
            disclose('symptom', s, text);
            continue;
          }
          // Or a sentence of a present symptom, or of how the complaint hurts, that says the site
          // hurts ('어깨 아프세요?' of morning aches, '아침에 양쪽 어깨랑 엉덩이가 … 쑤셔요.'): never
          // a bare 'no' to a pain the case has under another name (round 30).
          const hurt = site ? sitePain(site) : undefined;
          if (hurt) {
            const text = `${seg.negative ? '아니요, ' : '네, '}${hurt}`;
            say(text);
            disclose('symptom', s, text);
            continue;
          }
          symptoms.push(s);
        } else {
          const same = (OVERLAP[s] ?? []).find((o) => c.symptoms[o]?.present && c.symptoms[o]?.detail);
          if (same && !asked.includes(same)) {
            const d = c.symptoms[same]!.detail!;
            const yes = seg.negative ? '아니요, ' : '네, ';
            const text = /^(네|아니|예)/.test(d) ? d : `${yes}${d}`;
            say(text);
            disclose('symptom', s, text);
            continue;
          }
          // A weight symptom without words of its own answers from the weight-change sentence.
          const weight = s === 'weightLoss' ? /빠|줄/ : s === 'weightGain' ? /늘|찌|쪘/ : undefined;
          const change = c.history.weightChange;
          if (
            weight &&
            change &&
            weight.test(change) &&
            !/(그대로|변화(는|가)?\s*없|(빠진|늘어난|찐)\s*(건|적은?)\s*없)/.test(change)
          ) {
            say(change);
            disclose('symptom', s, change);
            continue;
          }
          // An unlisted symptom a sentence of the patient's own now affirms ('코를 골아요' in the
          // sleep sentence, asked 'snoring 하세요?'): that sentence, never 'no' (round 35).
          const affirmed = affirmingSentence(s);
          if (affirmed) {
            const text = `${seg.negative ? '아니요, ' : '네, '}${affirmed}`;
            say(text);
            disclose('symptom', s, text);
            continue;
          }
          symptoms.push(s);
        }
      }
      if (symptoms.length === 0) return;
      // The ones the patient has come first ('네, 기침은 있어요. 열은 없어요.').
      symptoms.sort((a, b) => Number(symptomFact(b).present) - Number(symptomFact(a).present));
      const generic: Symptom[] = [];
      // Right after a yes/no answer of the same polarity in this reply, the list goes on: no prefix.
      let first = run === undefined || run !== symptomFact(symptoms[0]!).present;
      const opened = symptomFact(symptoms[0]!).present;
      // Whether the last thing said was a yes: an absent list after it is set against it.
      let lastYes = run === true;
      for (const s of symptoms) {
        const fact = symptomFact(s);
        const detail = c.symptoms[s]?.detail;
        if (fact.present) {
          // A detail that tells it is gone now ('처음 이틀은 37.8도 정도였고, 어제부터는 열이
          // 없어요') is no plain yes: asked whether it is still there, it says so first.
          const gone = !!detail && GONE_NOW.test(detail);
          const yes =
            QUALITY_ASKED.test(seg.compact) ||
            (HOW_MUCH_ASKED.test(seg.compact) && !!detail && !seg.negative) ||
            // A choice offered ('최근 일이 기억이 안나요 아니면 옛날 일도요?'): no yes or no to it (lead42).
            (CHOICE_ASKED.test(seg.compact) && !!detail)
              ? ''
              : gone
                ? STILL_ASKED.test(seg.compact)
                  ? tone === 'formal'
                    ? '지금은 없습니다. '
                    : '지금은 없어요. '
                  : ''
                : detail !== undefined && limbElsewhere(seg.text, detail)
                  ? ''
                  : seg.negative ||
                      (detail !== undefined && countDiffers(seg.compact, detail)) ||
                      // The symptom asked the other way round ('예전에 좋아하시던건 요즘도 하세요?' of a
                      // loss of interest): having it is a no (round 28).
                      (INVERSE_ASKED[s]?.test(seg.compact) ?? false)
                    ? '아니요, '
                    : '네, ';
          // A sign asked that the symptom's own sentence denies ('물집 있어요?' of a rash whose sentence
          // says '물집은 없어요.'): a no, that sentence first, then the rest (round 41; it was '네, …
          // 물집은 없어요.').
          const sign = SIGN_WORDS.exec(seg.compact)?.[0];
          const sentences = sign && detail && !seg.negative ? detail.split(/(?<=[.!?])\s+/) : [];
          const signDenied = sentences.find((x) => deniesSign(x, sign!));
          const text = signDenied
            ? `${first ? '아니요, ' : ''}${signDenied} ${sentences.filter((x) => x !== signDenied).join(' ')}`.trim()
            : detail
              ? `${first && !/^(네|아니|예)/.test(detail) ? yes : ''}${detail}`
              : first
                ? seg.negative
                  ? '아니요, 있어요.'
                  : pick('yesPresent', tone, salt)
                : run === true && parts.length === 0
                  ? `${alsoSubject(s)} 있어요.`
                  : `${layPresent(s)} 있어요.`;
          parts.push(text);
          disclose('symptom', s, text);
          first = false;
          lastYes = true;
        } else if (detail) {
          const no = seg.negative ? '네, ' : '아니요, ';
          const text = `${first && !/^(네|아니|예)/.test(detail) ? no : ''}${detail}`;
          parts.push(text);
          disclose('symptom', s, text);
          first = false;
          lastYes = false;
        } else {
          // Denied already by a sentence this reply has said ('좁쌀 같은 빨간 점은 없어요.' of the
          // bruise's look, asked with '빨간 점같은것도 있나요'): not a second no (round 28).
          const denied = units
            .filter((u) => !u.exam && NEGATED.test(u.text))
            .flatMap((u) => u.text.split(/(?<=[.!?])\s+/))
            .find((x) => NEGATED.test(x) && analyzeDetailed(x).detail.some((d) => d.symptoms.includes(s)));
          if (denied) disclose('symptom', s, denied);
          else generic.push(s);
        }
      }
      if (generic.length > 0) {
        let text: string;
        if (first && generic.length === 1 && symptoms.length === 1 && run === undefined)
          text = pick(
            seg.negative ? (FINE_ASKED.test(seg.compact) ? 'fineAbsent' : 'agreeAbsent') : 'noAbsent',
            tone,
            salt,
          );
        else {
          text = `${first ? (seg.negative ? '네, ' : '아니요, ') : ''}${absentList(generic, lastYes)}`;
        }
        parts.push(text);
        for (const s of generic) disclose('symptom', s, text);
      }
      for (const p of parts) say(p);
      if (parts.length > 0) lastYesNo = { present: opened, units: units.length };
    }

    /** '몸살도', '오한도', '식은땀 나는 것도': a symptom's lay word with 도, the list going on. */
    function alsoSubject(s: Symptom): string {
      const lay = LAY[s] ?? SYMPTOMS[s].label;
      return /건$/.test(lay) ? `${lay.slice(0, -1)}것도` : `${lay}도`;
    }

    /** The persona's concern not yet spoken that names a drug the explanation names, or -1. */
    function drugConcern(compact: string): number {
      return c.persona.concerns.findIndex(
        (q) => !spoken.some((x) => x.includes(q)) && drugWords(q).some((d) => drugNamed(d, compact)),
      );
    }

    /**
     * Whether the appetite asked of a case that is silent on it is an ordinary one: no sentence of the case
     * speaks of eating poorly, and no symptom it has takes the appetite (lead42).
     */
    function appetiteOrdinary(): boolean {
      const texts = [...Object.values(c.history), ...Object.values(c.symptoms).map((f) => f?.detail)].filter(
        (x): x is string => typeof x === 'string',
      );
      if (texts.some((x) => APPETITE_TOLD.test(x))) return false;
      return !APPETITE_TAKERS.some((s) => symptomFact(s).present);
    }

    /**
     * Whether it woke the patient ('자다가 깨셨어요?', '자다가 아파서 깼어요?'), of a case whose complaint began by
     * waking them ('…자다가 목에 뭐가 넘어가는 느낌에 깼는데 …'): that sentence, never '아니요, 그런 건 없어요.' read as
     * insomnia, nor a request to repeat (lead49). A case that tells waking only as a sleep habit answers as before.
     */
    function wokenAnswer(seg: SegmentAnalysis): boolean {
      if (seg.kind !== 'question' || seg.topics.length > 0) return false;
      if (seg.symptoms.some((x) => x !== 'insomnia')) return false;
      return tellWoken(seg.compact);
    }
    /** Tells the case's sentence of being woken, when `compact` asks it and the case has one outside its sleep habit. */
    function tellWoken(compact: string): boolean {
      if (!WOKEN_ASKED.test(compact)) return false;
      for (const [key, text] of Object.entries(c.history) as [HistoryTopic, string | undefined][]) {
        if (key === 'sleep' || key === 'sleepHygiene') continue;
        const found = (text ?? '').split(/(?<=[.!?])\s+/).find((x) => WOKEN_TOLD.test(x));
        if (!found) continue;
        retell(found);
        disclose('topic', key, found);
        return true;
      }
      return false;
    }

    /** The feeling a word of sympathy names, owned only when the case has it: a pain only of a patient in pain. */
    function feltOwned(compact: string): ReturnType<typeof feltOf> {
      const felt = feltOf(compact);
      if (felt !== 'feltPainPast' && felt !== 'feltPainNow') return felt;
      const inPain =
        (Object.entries(c.symptoms) as [Symptom, { present: boolean }][]).some(
          ([k, f]) => f.present && isPain(k),
        ) || [...chief].some(isPain);
      return inPain ? felt : undefined;
    }

    /** The one sentence of a symptom's detail that names the sign asked ('눈곱', '진물', '물집'). */
    function signSentence(compact: string): { key: Symptom; sentence: string } | undefined {
      const sign = SIGN_WORDS.exec(compact)?.[0];
      if (!sign) return undefined;
      const found = (Object.entries(c.symptoms) as [Symptom, { detail?: string } | undefined][]).flatMap(
        ([key, fact]) =>
          (fact?.detail ?? '')
            .split(/(?<=[.!?])\s+/)
            .filter((x) => x.replace(/\s+/g, '').includes(sign))
            .map((sentence) => ({ key, sentence })),
      );
      return new Set(found.map((x) => x.sentence)).size === 1 ? found[0] : undefined;
    }

    function concern() {
      const next = c.persona.concerns.findIndex((q) => !spoken.some((s) => s.includes(q)));
      if (next < 0) {
        say(pick('noMoreQuestions', tone, salt));
        return;
      }
      const q = c.persona.concerns[next]!;
      say(q);
      disclose('concern', String(next), q);
    }

    if (units.length === 0) {
      // Only an acknowledgement is acknowledged: '네.' to a question it did not understand would read
      // as a yes. Nothing, emoji or 'ㅋㅋ' get a puzzled '네?'; reassurance relief; small talk an answer.
      const compact = utterance.replace(/[^가-힣a-zA-Z0-9]/g, '');
      const question = /[?？]/.test(utterance);
      const acknowledgement =
        !question &&
        /^(네|넵|예|아|음|흠|그렇군요|그러시군요|그렇구나|알겠습니다|알겠어요|좋아요|좋습니다|감사합니다|고맙습니다|네네|아네|아하|오케이|ok|okay|잠깐만요|잠시만요|잠깐|잠시|메모할게요|메모좋할게요|적을게요|그렇죠|맞아요)+$/i.test(
          compact,
        );
      if (compact.length === 0) say(pick('clarifyEmpty', tone, salt));
      else if (acknowledgement) say(pick('ack', tone, salt));
      else if (REASSURANCE.test(compact) || (!question && GOOD_NEWS.test(compact)))
        say(pick('relieved', tone, salt));
      else if (SMALL_TALK.test(compact)) say(pick('smallTalk', tone, salt));
      // The learner saying back what the patient just said ('아 오늘 밤부터요', '아 13시간이요'):
      // heard, so confirmed, never a clarification request (round 32).
      else if (!question && echoes(utterance, spoken.slice(-2).join(' ')))
        say(pick('confirmSummary', tone, salt));
      // A cause explained that names a drug the persona worries about ('무릎 약이랑 진통제가 위를
      // 상하게 했을 수 있어요.' → '무릎 약 때문에 이런 거여? …'): that concern (round 31).
      else if (!question && EXPLAINS.test(compact) && drugConcern(compact) >= 0) {
        const k = drugConcern(compact);
        say(c.persona.concerns[k]!);
        disclose('concern', String(k), c.persona.concerns[k]!);
      }
      // A lasting harm foretold ('콩팥이 망가질 수도 있어요'): the persona's worry (round 37).
      else if (!question && harmReaction(compact)) say(harmReaction(compact)!);
      // What the doctor says may happen ('열이 좀 날 수 있어요') is heard, not misunderstood.
      else if (!question && /수(도|가)?있(어요|습니다|어|고요)$/.test(compact))
        say(pick('explained', tone, salt));
      // Advice or an impression told ('가족분들도 예방접종 맞으시는 게 좋아요', '디스크 같아요') is heard.
      else if (!question && DOCTOR_TELLS.test(compact)) say(pick('explained', tone, salt));
      // A promise asked ('저랑 약속해주실 수 있으세요?') is given; a request to do something ('모아두신 약은
      // 따님께 맡겨주세요') is heard, never '무슨 말씀이신지' (lead48).
      else if (PROMISE_ASKED.test(compact)) say(pick('promise', tone, salt));
      // Whether it woke the patient ('자다가 아파서 깼어요?'): the case's sentence that tells the waking (lead49).
      else if (question && tellWoken(compact)) {
        // tellWoken has said the sentence.
      } else if (!question && REQUEST_TOLD.test(compact)) say(pick('explained', tone, salt));
      // How to give a drug or what to do, told ('해열진통제는 시간 맞춰서 먹이시면 되고요') is heard
      // too, never '무슨 말씀인지 잘 모르겠어요' (round 47).
      else if (!question && explainsOn(compact)) say(pick('explained', tone, salt));
      // A sign named that a symptom's own sentence speaks of ('눈곱은요?' of red eyes whose sentence says
      // '눈곱은 안 껴요'): that sentence, never a clarification (round 41).
      else {
        const found = question || /요$/.test(compact) ? signSentence(compact) : undefined;
        if (found) {
          say(found.sentence);
          disclose('symptom', found.key, found.sentence);
        } else say(pick('clarify', tone, salt));
      }
    }

    // Spoken parts read as one turn; each exam finding stays on its own line(s).
    const lines: string[] = [];
    // Sentences left out as said already, each with the sentence that says it.
    const sayingIt = new Map<string, string>();
    for (const u of withoutRepeats(units, sayingIt)) {
      const last = lines.length - 1;
      if (!u.exam && last >= 0 && !lines[last]!.startsWith('[진찰 소견]') && !lines[last]!.includes('\n'))
        lines[last] = `${lines[last]} ${u.text}`;
      else lines.push(u.text);
    }
    const text = lines.join('\n');
    // A topic told is told in the words the reply says it in: a sentence left out as said already
    // is the sentence that said it.
    const told = disclosed.map((d) => {
      if (d.kind !== 'topic' || text.includes(d.text)) return d;
      const sentences = d.text.split(/(?<=[.!?])\s+/).map((x) => {
        const core = sentenceCore(x);
        let now = core;
        for (let i = 0; i < 3 && sayingIt.has(now); i++) now = sayingIt.get(now)!;
        return text.includes(x) ? x : now;
      });
      const inOrder = [...new Set(sentences)].sort((a, b) => text.indexOf(a) - text.indexOf(b));
      return { ...d, text: inOrder.join(' ') };
    });
    return { text, disclosed: told, understanding };
  }

  return { greeting, reply };
}
