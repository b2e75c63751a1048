/**
 * Learner-utterance understanding: text -> vocabulary keys. Pure, synchronous and deterministic;
 * no server or browser APIs, so the same module runs in Node and in the PWA.
 *
 * Pipeline (README.md, "How the matcher works"):
 *  1. normalise (normalize.ts) and split into segments: parenthesised actions, sentences, and
 *     clauses joined by a comma after a clause ending ('언제부터 아프셨고, 어디가 아프세요?');
 *  2. match every lexicon entry on each segment's compact text (exact regexes, then jamo-level
 *     fuzzy keywords for typos);
 *  3. resolve conflicts: nested matches keep the higher priority; an entry suppresses the keys its
 *     more specific reading rules out; explanation, empathy and summary segments carry no history
 *     questions; weak cues survive only when no other topic was found in the utterance.
 */
import { cognitiveParts, partManoeuvre } from './cognitive';
import type {
  EducationConcept,
  EncounterAct,
  HistoryTopic,
  Manoeuvre,
  Symptom,
} from '../../content/vocabulary';
import { approximateFind, prepareKeyword, toJamo, type FuzzyKeyword, type JamoText } from './fuzzy';
import { BINGE_ASKED, DRINK_TALK } from './lexicon/drinking';
import { ACT_ENTRIES, EDUCATION_ENTRIES } from './lexicon/encounter';
import { AUSCULTATION_SITES, BARE_AUSCULTATION, MANOEUVRE_ENTRIES, SITE_JOINER } from './lexicon/exam';
import { SYMPTOM_ENTRIES } from './lexicon/symptoms';
import { mayMatch, needed } from './literals';
import { boundedMemo, boundedMemoPer } from './memo';
import {
  REGISTER_ACT_ENTRIES,
  REGISTER_SYMPTOM_ENTRIES,
  REGISTER_TOPIC_ENTRIES,
  ROUND5_TOPIC_ENTRIES,
  ROUND6_ACT_ENTRIES,
  ROUND6_RED_FLAG_ENTRIES,
  ROUND6_SYMPTOM_ENTRIES,
  ROUND6_TOPIC_ENTRIES,
} from './lexicon/registers';
import { TOPIC_ENTRIES as BASE_TOPIC_ENTRIES } from './lexicon/topics';

const TOPIC_ENTRIES: readonly LexEntry[] = [
  ...BASE_TOPIC_ENTRIES,
  ...REGISTER_TOPIC_ENTRIES,
  ...ROUND5_TOPIC_ENTRIES,
  ...ROUND6_TOPIC_ENTRIES,
  ...ROUND6_RED_FLAG_ENTRIES,
];
import type { LexEntry, LexKind } from './lexicon/types';
import { normalize, toCompact } from './normalize';

export interface Understanding {
  topics: HistoryTopic[];
  symptoms: Symptom[];
  manoeuvres: Manoeuvre[];
  acts: EncounterAct[];
  education: EducationConcept[];
  /** '어디가 불편해서 오셨어요?', '어떻게 오셨어요?' */
  openQuestion: boolean;
  /** '궁금한 점 있으세요?' -> the patient raises persona.concerns */
  invitesQuestions: boolean;
  segments: { text: string; kind: 'question' | 'statement' | 'action' }[];
}

export type SegmentKind = 'question' | 'statement' | 'action';

/** One segment with the keys found in it, in order of appearance. */
export interface SegmentAnalysis {
  readonly text: string;
  readonly compact: string;
  readonly kind: SegmentKind;
  readonly topics: HistoryTopic[];
  readonly symptoms: Symptom[];
  readonly manoeuvres: Manoeuvre[];
  readonly acts: EncounterAct[];
  readonly education: EducationConcept[];
  /** The question is phrased negatively ('열은 없으셨어요?'): Korean answers 네 to agree with it. */
  readonly negative: boolean;
}

export interface DetailedUnderstanding extends Understanding {
  readonly detail: readonly SegmentAnalysis[];
}

// ---------------------------------------------------------------------------------------------
// Segmentation
// ---------------------------------------------------------------------------------------------

const INTERROGATIVE = /언제|어디|어떻|어떤|어떠|얼마|몇|무슨|뭐|무엇|누구|왜|어느|어땠|어때/;
const QUESTION_END =
  /(나요|까요|가요|니|냐|습니까|십니까|신가요|세요|셔요|셨어요|셨나요|시나요|죠|지요|은요|는요|있어|없어|했어|어|아|요)$/;
const IMPERATIVE_END =
  /(주세요|오세요|하세요|마세요|보세요|쉬세요|계세요|가세요|드세요|쓰세요|보관하세요|바랍니다|겠습니다|습니다|입니다|합니다|됩니다|게요|께요|거예요|거에요|예요|에요|해요|돼요|좋아요|있어요|같아요|드려요|나와요|와요|해야요)$/;
/** A clause ending before a comma: split there ('계속 아프세요, 아니면 ...'), not inside noun lists. */
const CLAUSE_COMMA = /(?<=(?:요|고|데|며|면|서|죠|까|니|냐|지|구요|는데|은데|거나))\s*,\s*/;
/** Every Hangul syllable ending in ㅆ (셨, 었, 팠, 났, 왔, 됐...): a past stem before 고. */
const PAST_SYLLABLES = Array.from({ length: 399 }, (_, i) => String.fromCharCode(0xac00 + i * 28 + 20)).join(
  '',
);
/**
 * A past connective ('…아프셨고 어디가…', '언제부터 아팠고 그때 뭐 하고…') or an interrogative one
 * ('시작한 게 언제고 뭐 하고 있었어요?') ends a question of its own.
 */
const CONNECTIVE_GO = new RegExp(`(?<=(?:[${PAST_SYLLABLES}]고|(?:언제|어디)(?:이)?고))\\s+`);

/**
 * A question's ending followed by another question in one sentence without a mark ('전에도 이런 적
 * 있으셨어요 숨 쉴 때 더 아프세요?'); not before an alternative ('아파요 아니면 …') or a tag. A
 * A bare subject asked with 는요/은요 ('소변 실수는요 깨고 나서는…', round 22) whatever precedes it, and a
 * reported past in 반말 ('뻣뻣해지진 않았대 혀 깨물었어?', round 22). A
 * question word's past 반말 ending too ('무슨 일로 왔어 언제 그랬어요?', round 15; '쓰러질 때 뭐 하고
 * 있었어 쓰러지기 전에…', round 22), and where it hurts in 반말 ('옆구리 어디가 아파 다른 데로 뻗쳐?',
 * round 21). Not before the last word of a choice ('갑자기요 서서히요?', '날카로워요 둔해요?', round
 * 24): one word after one word, ending the message and asking nothing of its own (no question word,
 * no bare subject).
 */
const RUN_ON =
  /(?<=(?<!필|중|주|소|수|화|월|목|금|토|일)[가-힣]요|[가-힣](?:는|은)요|[가-힣](?:죠|지요|니|냐)|[았었였했]대|(?:언제|어디|어떻게|무슨|몇|얼마나|왜|뭐|뭘)[가-힣\s]{0,12}(?:었|았|했|왔|갔|됐|랬)어|(?:어디|어느\s*쪽)(?:가|이)?\s*(?:제일\s*|많이\s*)?아파)\s+(?!(?:아니면|아님|혹은|또는|아니고|말고|많이|지금도|지금|요즘|계속|자주|정도|같은|처럼)(?=[\s?？,]|$))(?![가-힣]*[^요까니냐죠는은\s?？][?？]\s*$)(?!(?<=(?:^|[?？.!,]\s*)[가-힣a-z]{1,7}(?:요|야)\s+)(?![가-힣a-z]*(?:언제|어디|어떻|어떤|얼마|몇|무슨|뭐|왜|누구|어느))[가-힣a-z]{0,7}[^은는도\s?？](?:요|야)[?？]?\s*$)(?=[가-힣a-zA-Z])/;

/**
 * A 반말 question '…있어'/'…없어' run into a question about a relative ('먹는 약 있어 가족 중에
 * 떨리는 사람?') or a bare subject ('헛것 보인 적 있어 기억력은?'): the first ends a question of its
 * own (round 16). So does a past one ('살은 좀 쪘어 가족 중에…', round 21).
 */
const BANMAL_RUN =
  /((?:있|없|[가-힣]?[었았였졌쪘했])어)\s+(?=(?:가족|집안|식구|부모|친척|형제|자매|아버|어머|엄마|아빠)[가-힣]*\s|[가-힣]{1,5}(?:은|는)요?[?？]?$)/g;

/**
 * A polite question run into a bare subject that ends the message ('담배는 피세요 술은', '약 드세요
 * 영양제는요', round 22): with no question mark anywhere, the first is a question of its own and the
 * subject a second one.
 */
const POLITE_RUN =
  /((?:세요|나요|셨어요|있어요|없어요|드세요|하세요|[가-힣]셨나요))\s+(?=[가-힣]{1,5}(?:은|는)요?[?？]?$)/g;

/**
 * An alternative ended by one bare word and run into a question with a subject of its own ('하루
 * 종일 그래요 아니면 왔다갔다 잠은 잘 자요?'): the alternative is a question of its own; not before
 * a verb's adnominal ('아니면 눈앞이 캄캄해지는 거예요?') (round 16). So does one run into a question
 * word or '그때' ('갑자기 시작됐어요 아니면 서서히 그때 뭐 하고 계셨어요?', round 24).
 */
const ALTERNATIVE_RUN =
  /((?:아니면|아님|혹은|또는)\s+[가-힣]{2,6})\s+(?=[가-힣]{0,3}[^하시있없되드나가오보먹지리주치서우두거르키에\s](?:은|는)\s+[가-힣]|(?:그때|혹시|그럼)\s|(?:언제|어디|어떻게|무슨|뭐|왜|누가|어느|얼마나|몇)[가-힣]*\s)/g;

/** A run-on part that tells rather than asks: it keeps no question mark of its own. */
const RUN_TELLS =
  /(야(해|돼|되)요|게요|께요|(거|것)(예|이에|에)요|겠(습니다|어요)|습니다|입니다|주세요|마세요|봅시다|같아요|수(도)?있어요|보여요|돼요|됩니다|예정이에요)$/;

/** Clauses of facts ending in a tag: a summary without '정리하면' (analyzeDetailed); in 반말 '…했고 …한 거지?'. */
const SUMMARY_RUN =
  /(셨|았|었|였|했)(고|는데|지만)[가-힣]{2,}(죠|지요|네요|군요)$|(셨|았|었|였|했)(고|는데|지만)[가-힣]{2,}(는|은|던|한|인)(거|것)(지|맞지|맞아)$/;

/**
 * Every syllable closed by ㅆ written 았, so SUMMARY_RUN reads any past tense ('아팠고', '봤고', '났고'), and one
 * closed by ㄴ before 거/것 written 는, so it reads any modifier ('안 난 거지', '나온 거지').
 */
function pastMarked(compact: string): string {
  return compact
    .replace(/[가-힣]/g, (ch) => ((ch.charCodeAt(0) - 0xac00) % 28 === 20 ? '았' : ch))
    .replace(/[가-힣](?=(거|것)[가-힣]{0,2}$)/, (ch) => ((ch.charCodeAt(0) - 0xac00) % 28 === 4 ? '는' : ch));
}

/** Nouns listed with no predicate ('감기나 먼지 찬공기 운동', '고양이랑 먼지'): no verb ending closes them. */
const BARE_NOUNS =
  /^[가-힣a-z0-9]+$(?<!(요|다|까|죠|니|냐|어|아|고|서|면|데|게|세|셔|해|와|워|려|봐|쳐|셨|했|었|았|[았었했있없않프하시]지))/;
/** A statement of what may happen, and a symptom word naming a test. */
/**
 * A noun phrase of examples, asked with no predicate of its own ('우울증 같은거', '심장병이나 가슴
 * 아픈 거', '당뇨라든지', '암 같은 거요'): after a family-history question, the relatives' diseases.
 */
const FAMILY_EXAMPLE =
  /^[가-힣a-z]{1,16}(같은|이런|그런)(거|건|것|거요|것들|병)(요|이요)?$|^[가-힣a-z]{1,16}(아픈|있는|걸린|앓은)(거|건|것|분)(요|이요)?$|^[가-힣a-z]{1,12}(이라던가|라던가|이라든지|라든지|이라든가|라든가|등|등등)(요|이요)?$/;
const TOLD_POSSIBLE =
  /(ㄹ|날|갈|질|될|올|생길|있을|아플|쓰릴|붓|부을|나올|낄|릴|일)수(도)?있(어요|습니다|어|고|는데)$/;
const TEST_NAMED = /(역류|결석|빈혈|기침|출혈|염증)(검사|촬영|내시경)/;

function kindOf(raw: string, compact: string): SegmentKind {
  if (/[?？]/.test(raw)) return 'question';
  if (IMPERATIVE_END.test(compact)) return 'statement';
  if (INTERROGATIVE.test(compact) || QUESTION_END.test(compact)) return 'question';
  return 'statement';
}

interface RawSegment {
  text: string;
  action: boolean;
}

function splitSegments(text: string): RawSegment[] {
  const out: RawSegment[] = [];
  const pushText = (chunk: string) => {
    // Keep '?' attached to its sentence so that kindOf can see it.
    for (const sentence of chunk
      .replace(BANMAL_RUN, '$1? ')
      .replace(POLITE_RUN, '$1? ')
      .replace(ALTERNATIVE_RUN, '$1? ')
      .split(/(?<=[?？!])|[.。\n;]+/)) {
      // Two questions run together with no mark between ('고혈압 있으세요 약은 잘 드세요?'): a
      // question ending followed by more words starts a question of its own.
      // Each question but the last keeps its own mark ('독감 주사 맞았어요 약 먹은 거 있어요?' asks
      // two things; the first alone is read as the question it is, not as a plan told), unless it
      // ends as the doctor telling ('…해야 돼요', '…것 같아요', '…할게요') (round 14).
      const runs = /[?？]\s*$/.test(sentence)
        ? sentence
            .split(RUN_ON)
            .map((r, i, all) =>
              i < all.length - 1 && !/[?？]\s*$/.test(r) && !RUN_TELLS.test(toCompact(r)) ? `${r}?` : r,
            )
        : [sentence];
      for (const clause of runs.flatMap((r) => r.split(CLAUSE_COMMA))) {
        for (const part of clause.split(CONNECTIVE_GO)) {
          if (part && toCompact(part).length > 0) out.push({ text: part.trim(), action: false });
        }
      }
    }
  };
  const re = /[(（[]([^)）\]]*)[)）\]]?/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    pushText(text.slice(last, m.index));
    if (toCompact(m[1] ?? '').length > 0) out.push({ text: (m[1] ?? '').trim(), action: true });
    last = m.index + m[0].length;
  }
  pushText(text.slice(last));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

const HISTORY_ENTRIES: readonly LexEntry[] = [
  ...TOPIC_ENTRIES,
  ...SYMPTOM_ENTRIES,
  ...REGISTER_SYMPTOM_ENTRIES,
  ...ROUND6_SYMPTOM_ENTRIES,
  ...ACT_ENTRIES,
  ...REGISTER_ACT_ENTRIES,
  ...ROUND6_ACT_ENTRIES,
  ...EDUCATION_ENTRIES,
];

interface PreparedWord {
  readonly entry: LexEntry;
  readonly kw: FuzzyKeyword;
}
const FUZZY_WORDS: readonly PreparedWord[] = HISTORY_ENTRIES.flatMap((entry) =>
  (entry.words ?? []).flatMap((w) => {
    const kw = prepareKeyword(w);
    return kw ? [{ entry, kw }] : [];
  }),
);
/** Real words one jamo away from a keyword; a fuzzy match landing on one of these is rejected. */
const FUZZY_STOPLIST = new Set(['설마', '수출', '소설', '감사', '가사', '담비', '수순', '언제나']);

interface Hit {
  readonly entry: LexEntry;
  readonly start: number;
  readonly end: number;
  readonly weak: boolean;
  /** A soft cue: dropped when the segment names a symptom. */
  readonly soft?: boolean;
}

/** Announcing or requesting an exam action; permission questions are consent, not the action. */
const ACTION_VERB =
  /(볼게|볼께|보겠|보도록|봅니다|봅시다|볼까요|해볼|하겠습니다|할게|할께|하도록|잴게|잴께|재볼|재겠|재고|측정|들어볼|들어보겠|들을게|들을께|만져볼|만져보겠|눌러볼|눌러보겠|두드려볼|두드려보겠|보세요|보시겠|보실래|떼볼|떼보겠|돌려볼|돌려보겠|따라보|서보세요|벌려보|쥐어보|확인하겠|확인할게|검사하겠|검사할게|진찰하겠|진찰할게|칠게|칠께|치겠습|두드릴게|두드릴께|두드리겠|누를게|누를께|누르겠)/;
const PERMISSION = /(도될까|도되겠|도괜찮|괜찮을까|괜찮으시겠|되겠습니까|될까요)/;
const NOT_DOING = /(안|않)(할게|하겠|할께|해요|합니다|할거|하고)|생략|하지않|안하/;
/** The learner reporting a result ('검사에서 수치가 높게 나왔어요') asks nothing. */
const REPORT =
  /(검사|수치|결과|ct|사진|엑스레이|초음파|피검사)[가-힣a-z]{0,16}(나왔|보였|확인됐|확인되었|나와요)(어요|습니다|네요|는데요)?$/;
/** '약 드시는 거 있으세요', '불편한 거 없으세요': whether the patient has something. */
const ASKS_WHETHER = /(는|은|신|한)(거|것|게)(있|없)(으세요|으신가요|나요|으십니까|으실까요)$/;
/** '배 아픈 거 말고 다른 증상은요?': what comes before 말고 is excluded from the question. */
const EXCLUSION = /(말고|빼고|이외에|제외하고)/;
/** A condition said alone ('계단 오를때', '걸을 때는', '누우면'). */
const BARE_CONDITION = /^(혹시)?[가-힣]{1,8}(때|으면|면)(는|도|엔|에는|은)?$/;
const FINE_QUESTION =
  /(괜찮(으세|으시|으신|으십|아요|고요|죠|나요|은가|습니까|니|아\?|아$|고$)|잘(보이|보여|들리|들려|나와|나오|놀아|놀고|놀죠|노나|놀았)|방귀(는|가|좀)?(잘)?(나와|나오|뀌))/;
// 안 inside a word is no denial: 불안, 편안, 평안, 미안 ('불안하세요?' asks whether the patient is
// anxious, round 30).
const NEGATIVE_QUESTION =
  /(아니(죠|지요|시죠|시지요|에요|세요)$|아닌(가요|거죠|거지요|거예요)$|없으|없었|없나|없어|없죠|없습|없이|진않|지않|않으|않았|않나|않아|않죠|(?<![불편평미])안(나|하|아프|아파|했|났|계|드|피|마시|부|쓰|들|보|좋|되|돼|들리))/;

/** 안 좋다 ('bad', 'unwell': 안 좋은 분, 속이 안 좋아요), not 안 좋아지다 ('not getting better'). */
const BAD = /안좋(?!아지|아져|아졌)/g;

/**
 * '숨은 안 차시죠?', '열은 안 나세요?': 안 as a word before a short predicate asking agreement. Not
 * '안 좋으세요?': see BAD.
 */
/**
 * '기억이 잘 안 나세요?', '잠이 안 와요?', '소변이 잘 안 나와요?', '말이 안 나와요?' ask about the symptom,
 * which is itself a lack: no negative question (lead42).
 */
const LACK_ASKED =
  /(기억력|기억|생각|잠|소변|오줌|말)(이|은|도|가|을|를)?(잘)?(안|못)(나|와|오|자|주무|되|돼)/;
const LACK_ASKED_ALL = new RegExp(LACK_ASKED.source, 'g');

const NEGATED_TAG =
  /(^|\s)안\s*(?!좋(?!아지|아져|아졌))[가-힣]{1,4}(시죠|죠|지요|세요|셨어요|셨죠|셨나요|나요|으세요|으시죠|했죠|했어요)[?？]?$/;

interface CompiledEntry {
  readonly entry: LexEntry;
  readonly strong: readonly RegExp[];
  readonly weak: readonly RegExp[];
  readonly soft: readonly RegExp[];
  readonly contextual: readonly RegExp[];
  /**
   * Literal text one of the entry's cues cannot match without (literals.ts), or null when unknown: a
   * segment holding none of it gets no hit from the entry, so the entry is skipped (performance only).
   */
  readonly need: readonly string[] | null;
}

/** Global copies of every cue, built once: matching runs hundreds of regexes per utterance. */
function compile(entries: readonly LexEntry[]): CompiledEntry[] {
  const g = (re: RegExp) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return entries.map((entry) => {
    const strong = entry.cues.map(g);
    const weak = (entry.weak ?? []).map(g);
    const soft = (entry.soft ?? []).map(g);
    const contextual = (entry.contextual?.cues ?? []).map(g);
    return {
      entry,
      strong,
      weak,
      soft,
      contextual,
      need: entryNeed(entry, [...strong, ...weak, ...soft, ...contextual]),
    };
  });
}

/**
 * The union of what the entry's cues need; null if one cue's is unknown, or if skipping the entry would
 * skip a test with a state of its own (a global or sticky `requires`, `unless`, `unlessUtterance` or
 * context regex keeps its lastIndex between calls).
 */
function entryNeed(entry: LexEntry, cues: readonly RegExp[]): readonly string[] | null {
  const gates = [entry.requires, entry.unless, entry.unlessUtterance, entry.contextual?.utterance];
  if (gates.some((re) => re && (re.global || re.sticky))) return null;
  const need = new Set<string>();
  for (const re of cues) {
    const n = needed(re);
    if (n === null) return null;
    n.forEach((s) => need.add(s));
  }
  return [...need];
}

/**
 * Every occurrence counts: overlap rules look at spans, and an alternation's first match is not
 * necessarily the one that overlaps a competitor.
 */
function pushAll(
  hits: Hit[],
  entry: LexEntry,
  res: readonly RegExp[],
  compact: string,
  weak: boolean,
  soft = false,
): void {
  for (const re of res) {
    re.lastIndex = 0;
    for (let m = re.exec(compact); m; m = re.exec(compact)) {
      hits.push({ entry, start: m.index, end: m.index + Math.max(1, m[0].length), weak, soft });
      if (m[0].length === 0) re.lastIndex += 1;
    }
  }
}

/**
 * matchEntries is pure in its arguments, and the same segment is matched again within one analysis and
 * across readings of one message (the grader's clauses, mended and polite readings): the last results
 * kept per table, bounded, each caller given a list of its own.
 */
const matched = boundedMemoPer<readonly CompiledEntry[], readonly Hit[]>(8192);

function matchEntries(entries: readonly CompiledEntry[], compact: string, utteranceCompact: string): Hit[] {
  return [
    ...matched
      .of(entries)
      .get(`${compact}\u0000${utteranceCompact}`, () =>
        matchEntriesAfresh(entries, compact, utteranceCompact),
      ),
  ];
}

/**
 * Per table, which entries a character of the text lets in: every string an entry needs is indexed by
 * its first character (a text without that character cannot hold the string), entries whose need is
 * unknown always come in. Built once per table.
 */
const indexes = new WeakMap<
  readonly CompiledEntry[],
  { readonly always: readonly number[]; readonly byChar: ReadonlyMap<string, readonly number[]> }
>();

/** 1 for each entry of the table that may match `compact` (a superset of those that do), else 0. */
function candidates(entries: readonly CompiledEntry[], compact: string): Uint8Array {
  let index = indexes.get(entries);
  if (!index) {
    const always: number[] = [];
    const byChar = new Map<string, number[]>();
    entries.forEach(({ need }, i) => {
      if (need === null) always.push(i);
      else
        for (const ch of new Set(need.map((s) => s[0]!))) {
          const list = byChar.get(ch);
          if (list) list.push(i);
          else byChar.set(ch, [i]);
        }
    });
    indexes.set(entries, (index = { always, byChar }));
  }
  const maybe = new Uint8Array(entries.length);
  for (const i of index.always) maybe[i] = 1;
  // By UTF-16 unit, as the index is (s[0]): a character outside the BMP is two units, each looked up.
  for (let k = 0; k < compact.length; k += 1) {
    const list = index.byChar.get(compact[k]!);
    if (list) for (const i of list) maybe[i] = 1;
  }
  return maybe;
}

function matchEntriesAfresh(
  entries: readonly CompiledEntry[],
  compact: string,
  utteranceCompact: string,
): Hit[] {
  const hits: Hit[] = [];
  const maybe = candidates(entries, compact);
  for (let i = 0; i < entries.length; i += 1) {
    if (maybe[i] === 0) continue;
    const { entry, strong, weak, soft, contextual, need } = entries[i]!;
    if (!mayMatch(need, compact)) continue;
    if (entry.requires && !entry.requires.test(compact)) continue;
    if (entry.unless && entry.unless.test(compact)) continue;
    if (entry.unlessUtterance && entry.unlessUtterance.test(utteranceCompact)) continue;
    pushAll(hits, entry, strong, compact, false);
    if (weak.length > 0) pushAll(hits, entry, weak, compact, true);
    if (soft.length > 0) pushAll(hits, entry, soft, compact, false, true);
    if (contextual.length > 0 && entry.contextual!.utterance.test(utteranceCompact)) {
      pushAll(hits, entry, contextual, compact, false);
    }
  }
  return hits;
}

function fuzzyHits(compact: string, exact: readonly Hit[]): Hit[] {
  if (!/[가-힣]/.test(compact)) return [];
  let jamo: JamoText | undefined;
  const out: Hit[] = [];
  const found = new Set(exact.map((h) => h.entry));
  for (const { entry, kw } of FUZZY_WORDS) {
    if (found.has(entry) || compact.includes(kw.word)) continue;
    if (entry.requires && !entry.requires.test(compact)) continue;
    if (entry.unless && entry.unless.test(compact)) continue;
    jamo ??= toJamo(compact);
    const f = approximateFind(kw, jamo);
    if (!f || FUZZY_STOPLIST.has(compact.slice(f.start, f.end))) continue;
    out.push({ entry, start: f.start, end: f.end, weak: false });
    found.add(entry);
  }
  return out;
}

const prio = (h: Hit) => h.entry.priority ?? 1;

const HISTORY = compile(HISTORY_ENTRIES);
const TOPICS = compile(TOPIC_ENTRIES);
const EXAM = compile(MANOEUVRE_ENTRIES);

/** A question of how an exam feels: where the hand is, pressing, letting go, tapping, moving. */
const EXAM_FELT =
  /^(여기|거기|요기|이쪽|저쪽|그쪽|이부분|이곳)|누르|눌러|눌렀|누를|뗄|떼|뗀|두드리|두드려|두들기|건드리|만지|움직일때|움직이면/;
/** The tail of an example named after a question ('배 수술이나', '무릎 수술 같은 거', '맹장 수술이라든지'). */
const EXAMPLE_TAIL =
  /(이나|(?<=[가-힣])(?<![거지고며])나|이라든지|라든지|이라든가|라든가|같은거|같은것|같은게|등등?)(요)?$/;

/** History kinds compete with each other, encounter kinds with each other, manoeuvres alone. */
const family = (k: LexKind) => (k === 'topic' || k === 'symptom' ? 0 : k === 'manoeuvre' ? 1 : 2);

/** Nested matches keep the more specific (higher-priority) reading: '가래에 피' over '가래'. */
function dropNested(hits: Hit[]): Hit[] {
  return hits.filter(
    (h) =>
      !hits.some(
        (o) =>
          o !== h &&
          o.entry.key !== h.entry.key &&
          family(o.entry.kind) === family(h.entry.kind) &&
          // A topic's cue may quote a symptom ('이렇게 어지러우신 적') and a symptom's cue may hold a
          // topic's words ('맥이 불규칙하게 뛰어요'): across the two kinds both readings stand.
          (o.entry.kind === h.entry.kind || (o.entry.kind !== 'topic' && o.entry.kind !== 'symptom')) &&
          prio(o) > prio(h) &&
          o.start <= h.start &&
          o.end >= h.end,
      ),
  );
}

/**
 * An entry removes the readings it rules out in its segment, highest priority first, but only
 * readings of the same or lower priority (a more specific cue of the suppressed key survives), and,
 * in a parenthesised action listing several manoeuvres ('(복부 촉진, 반발통 확인)'), only within its
 * own comma-separated part.
 */
function applySuppression(hits: Hit[], parts: readonly number[] = []): Hit[] {
  const partOf = (h: Hit) => parts.filter((b) => b <= h.start).length;
  const ordered = [...hits].sort((a, b) => prio(b) - prio(a));
  const removed = new Set<Hit>();
  for (const h of ordered) {
    if (removed.has(h)) continue;
    for (const s of h.entry.suppress ?? []) {
      const wildcard = s === '*symptom' ? 'symptom' : s === '*topic' ? 'topic' : undefined;
      for (const o of hits) {
        if (o === h || o.entry.key === h.entry.key || prio(o) > prio(h)) continue;
        if (wildcard ? o.entry.kind !== wildcard : o.entry.key !== s) continue;
        if (parts.length > 0 && partOf(o) !== partOf(h)) continue;
        removed.add(o);
      }
    }
  }
  return hits.filter((h) => !removed.has(h));
}

function keysOf<K extends string>(hits: readonly Hit[], kind: LexKind): K[] {
  const out: K[] = [];
  for (const h of [...hits].sort((a, b) => a.start - b.start)) {
    if (h.entry.kind === kind && !out.includes(h.entry.key as K)) out.push(h.entry.key as K);
  }
  return out;
}

/** An instruction to the patient during the exam ('숨 크게 쉬어 보세요'): no history question. */
const EXAM_INSTRUCTION_END =
  /(보세요|봐요|봐주세요|볼게요|볼께요|보겠습니다|볼게|주세요|주시겠어요|쉬세요|누우세요|앉으세요|서세요|보시고요|보시구요)$/;
/**
 * A plan told in 반말 ('검사 몇 개 해볼게', '피검사 몇 가지 할게', '약 몇 가지 줄게'): a question word
 * counting what is planned makes no question of it (round 43).
 */
const PLAN_BANMAL =
  /(해볼게|해볼께|할게|할께|하자|해보자|찍자|찍어보자|찍어볼게|줄게|줄께|놔줄게|맞자|바꿔볼게|바꿔줄게|바꿔보자|써볼게|쓸게|먹자|먹어보자)$/;
/** A proposal ('금연 날짜를 정해 볼까요?') explains a plan even though it ends in a question mark. */
const PROPOSAL = /(볼까요|해볼까|하실래요|해보실래요|어떨까요|어떻겠어요|해봐요|해보죠|합시다)$/;
/**
 * Symptom mentions that are not questions about the symptom (README, "Annotation conventions"):
 * a condition clause followed by another symptom ('열날 때 많이 보채요?' is irritability), a cause
 * clause followed by another question ('잠 못 자서 일하는 데 지장 있어요?' is daily function), the
 * learner restating what the patient said ('피곤하시다고 하셨는데'), a drug named after a symptom
 * ('편두통 약', '두통약').
 */
const CONDITION_AFTER = /^[가-힣]{0,3}?(때|으면(?!서)|면(?!서)|시면(?!서))/;
const PURPOSE_AFTER = /^[가-힣]{0,4}?(려고|으려고|기위해|게하려고)/;
const CAUSE_AFTER = /^[가-힣]{0,3}?((?<!에)서|때문에|땜에|때매|탓에|니까)/;
const REPORTED_AFTER = /^[가-힣]{0,4}?(다고|라고)(하셨|하신|말씀|그러셨|했)/;
const DRUG_AFTER = /^(약|제(?!가|일|발|대로))/;
/** A reported clause followed by a question of when ('…하셨는데 언제 봤어요?'). */
const REPORTED_WHEN =
  /(하셨|말씀하셨|그러셨|했)[가-힣]{0,4}(는데|잖아요|죠)[가-힣]{0,6}(언제|며칠|몇시|몇일)/;
const BEFORE_AFTER = /^[가-힣]{0,3}?(기전|기직전)/;

const FACTORS = new Set(['aggravating', 'relieving']);
/**
 * Conditions listed with 거나 before a predicate ('기침하거나 웃을 때 새요?'): only an act one does
 * (a cough, a sneeze) is a condition so; '숨이 차거나 누우면 답답하진 않으세요?' asks both.
 */
const CONDITION_LIST = /^(하|할|했|하시)?(거나|이나)[가-힣]{1,5}?때[가-힣]{2,}/;
const ACTION_SYMPTOMS = new Set(['cough', 'sneezing']);
/** The symptom's own verb as the condition ('기침하면', '재채기할 때'), not a clause about it. */
const OWN_CONDITION = /^(하|할|하시|하실|하셨을|했을|해도)?(때|면|시면)/;

function filterMentions(hits: Hit[], compact: string): Hit[] {
  return hits.filter((h) => {
    // An injury as the condition of another question ('다쳤을 때 피가 잘 안 멈췄어요?').
    if (h.entry.key === 'trauma') {
      const rest = compact.slice(h.end);
      // '전에도 다쳐서 병원 오신 적 있어요?' asks the earlier episode, not the injury now.
      if (CAUSE_AFTER.test(rest) && hits.some((o) => o.entry.key === 'experience')) return false;
      return !(CONDITION_AFTER.test(rest) && rest.replace(CONDITION_AFTER, '').length >= 4);
    }
    if (h.entry.kind !== 'symptom') return true;
    const rest = compact.slice(h.end);
    const later = (kinds: LexKind[]) =>
      hits.some(
        (o) => o !== h && o.start >= h.end && kinds.includes(o.entry.kind) && o.entry.key !== h.entry.key,
      );
    if (DRUG_AFTER.test(rest)) return false;
    // What the patient said, restated to ask when it began ('다리에 빨간 점이 생겼다고 하셨는데 언제
    // 봤어요?', round 19): the question is of that symptom, when nothing else is named after it.
    if (REPORTED_AFTER.test(rest)) return REPORTED_WHEN.test(rest) && !later(['symptom']);
    if (CONDITION_AFTER.test(rest) && later(['symptom'])) return false;
    // '기침하거나 웃을 때 새요?': one of conditions listed for what is asked (round 15).
    if (ACTION_SYMPTOMS.has(h.entry.key) && CONDITION_LIST.test(rest) && !later(['symptom'])) return false;
    // '기침하면 더 아파?', '재채기할 때 심해져요?': the symptom is the condition of the factor asked.
    if (OWN_CONDITION.test(rest) && hits.some((o) => FACTORS.has(o.entry.key) && o.start >= h.end - 1))
      return false;
    if (CAUSE_AFTER.test(rest) && later(['topic'])) return false;
    if (PURPOSE_AFTER.test(rest) && later(['topic', 'symptom'])) return false;
    if (BEFORE_AFTER.test(rest) && later(['topic', 'symptom'])) return false;
    return true;
  });
}

/**
 * Auscultation decided by the body part the action names, not by the word 청진 alone: '(배 여기저기
 * 청진기 대 보고)' is the abdomen, '(등에 청진기 대고)' the lungs, '(배랑 가슴 청진)' abdomen, heart and
 * lungs, '(청진기를 배에 대고)' the abdomen. For each stethoscope word, the site is the nearest one
 * before it (with the sites listed together with it), else the first after it; with no site at all,
 * chest auscultation (heart and lungs). The neck ('(갑상선 시진, 촉진, 청진)') is neither.
 */
function sitesIn(compact: string): { start: number; end: number; keys: readonly string[] }[] {
  return AUSCULTATION_SITES.flatMap(({ site, keys }) =>
    [...compact.matchAll(site)].map((m) => ({ start: m.index, end: m.index + m[0].length, keys })),
  ).sort((a, b) => a.start - b.start);
}

function auscultationAtSites(
  compact: string,
  found: readonly Hit[],
  carried: readonly string[] | undefined,
): Hit[] {
  const sites = sitesIn(compact);
  const tokens = [...compact.matchAll(new RegExp(BARE_AUSCULTATION.source, 'g'))];
  const keys = new Set<string>();
  for (const token of tokens) {
    const at = token.index;
    const before = sites.filter((s) => s.end <= at);
    const after = sites.filter((s) => s.start >= at + token[0].length);
    // '청진기를 배에 대고': the site the stethoscope is put on, right after it.
    const onto = after.find(
      (s) => s.start - (at + token[0].length) <= 3 && /^(에|쪽|위)/.test(compact.slice(s.end)),
    );
    let chosen: typeof sites = [];
    if (onto) chosen = [onto];
    else if (before.length > 0) {
      chosen = [before.at(-1)!];
      for (let i = before.length - 2; i >= 0; i -= 1) {
        if (!SITE_JOINER.test(compact.slice(before[i]!.end, chosen[0]!.start))) break;
        chosen.unshift(before[i]!);
      }
    } else if (after.length > 0) chosen = [after[0]!];
    // '(배 보고) (청진기 대 봄)': the site of the exam action just before, in the same message.
    if (chosen.length === 0 && carried) chosen = [{ start: 0, end: 0, keys: carried }];
    // '(가슴에 청진기 대고 심장 소리 듣는다)': the organ named right after the stethoscope is what is
    // listened to, not the whole chest (round 36).
    const organ = found.find(
      (h) =>
        (h.entry.key === 'heartAuscultation' || h.entry.key === 'lungAuscultation') &&
        h.start >= at &&
        h.start - at <= 12,
    );
    if (organ && chosen.length > 0 && chosen.every((s) => s.keys.length === 2)) continue;
    if (chosen.length === 0) {
      // No site named: '(청진)' is the chest, unless the action is about the abdomen's sounds.
      // ('청진기로 숨소리 들어볼게요' already named its own.)
      if (!/장음|경동맥/.test(compact) && !found.some((h) => /Auscultation$/.test(h.entry.key)))
        ['heartAuscultation', 'lungAuscultation'].forEach((k) => keys.add(k));
    } else for (const s of chosen) s.keys.forEach((k) => keys.add(k));
  }
  const at = compact.search(BARE_AUSCULTATION);
  return [...keys]
    .filter((key) => !found.some((h) => h.entry.key === key))
    .map((key) => ({
      entry: MANOEUVRE_ENTRIES.find((e) => e.key === key)!,
      start: at,
      end: at + 2,
      weak: false,
    }));
}

function analyzeSegment(
  seg: RawSegment,
  utteranceCompact: string,
  inSummary: boolean,
  carriedSite?: readonly string[],
): { hits: Hit[]; kind: SegmentKind; compact: string; site?: readonly string[] } {
  const compact = toCompact(seg.text);
  const kind: SegmentKind = seg.action ? 'action' : kindOf(seg.text, compact);
  const asked = /[?？]/.test(seg.text);

  // Physical exam: parenthesised actions always; plain sentences only when they announce or
  // request the action ('배 좀 눌러볼게요', '걸어 보시겠어요?'), never when they ask permission.
  // '내진은 지금은 안 할게요' announces what will not be done.
  const examish =
    seg.action || (ACTION_VERB.test(compact) && !PERMISSION.test(compact) && !NOT_DOING.test(compact));
  let examHits = examish ? matchEntries(EXAM, compact, utteranceCompact) : [];
  if (examish && BARE_AUSCULTATION.test(compact))
    examHits.push(...auscultationAtSites(compact, examHits, carriedSite));
  // The body part this exam action or announcement names last, for a bare '(청진)' after it.
  // (The neck carries nothing: '(목 림프절 만져 봄) (청진)' still listens to the chest.)
  const site = examish
    ? sitesIn(compact)
        .filter((x) => x.keys.length > 0)
        .at(-1)?.keys
    : undefined;
  // '(복부 촉진, 반발통 확인)' lists two manoeuvres: suppression stays within each listed part.
  const parts: number[] = [];
  if (seg.action) {
    let at = 0;
    for (const piece of seg.text.split(/[,，、/]|및/).slice(0, -1)) {
      at += toCompact(piece).length;
      parts.push(at);
    }
  }
  examHits = applySuppression(dropNested(examHits), parts);
  // A question about something the patient does ('집에서 혈압 재 보세요?') is history, not an exam
  // action, when a specific history reading exists.
  const specific =
    !seg.action && examish && matchEntries(TOPICS, compact, utteranceCompact).some((h) => prio(h) >= 2);
  if (!seg.action && examHits.length > 0 && specific) examHits = [];
  if (seg.action && examHits.length > 0) return { hits: examHits, kind, compact, site };

  let hits = matchEntries(HISTORY, compact, utteranceCompact);
  hits.push(...fuzzyHits(compact, hits));
  hits = dropNested(hits);
  // '갑상선 호르몬 검사를 할게요' explains a test; the organ named is not an exam action.
  if (!seg.action && hits.some((h) => h.entry.key === 'tests')) examHits = [];
  if (hits.some((h) => h.entry.kind === 'symptom')) hits = hits.filter((h) => !h.soft);
  // A symptom phrase whose own cue spans '~할 때 아프' ('소변 볼 때 아프') is that symptom, not an
  // aggravating factor; '뭘 하면 기침이 심해지나요?' and '서 있으면 어지러워요?' keep both.
  hits = hits.filter(
    (h) =>
      h.entry.key !== 'aggravating' ||
      !hits.some((o) => o.entry.kind === 'symptom' && o.start <= h.start && o.end >= h.end),
  );
  hits = filterMentions(hits, compact);
  // What comes before '~하면 더 아파요' is the condition, not a question about it: '기름진 거 먹고 더
  // 아파요?' is aggravating only, '스트레스 받을 때 더 심해져요?' too.
  const factor = hits.find((h) => h.entry.key === 'aggravating' || h.entry.key === 'relieving');
  if (factor)
    hits = hits.filter(
      (h) => h.entry.kind !== 'topic' || h.entry.key === factor.entry.key || h.start >= factor.start,
    );
  // In '어깨나 등 쪽으로 뻗치나요?' the places are where the pain goes, not symptoms asked about.
  if (hits.some((h) => h.entry.key === 'radiation'))
    hits = hits.filter(
      (h) => h.entry.kind !== 'symptom' || !/(으로|로|까지)/.test(compact.slice(h.start, h.end)),
    );
  const cut = EXCLUSION.exec(compact);
  if (cut) hits = hits.filter((h) => h.entry.kind !== 'symptom' || h.start >= cut.index);
  // Explanations belong to the learner, not to a question about the patient's history; an
  // explanation phrased as a question about the past ('검사 받아 보셨어요?') is not one, a proposal
  // ('금연 날짜를 정해 볼까요?') is.
  const wh = INTERROGATIVE.exec(compact);
  const embedded = wh !== null && /(는지|은지|을지|할지|인지|던지)/.test(compact.slice(wh.index));
  // '약 드시는 거 있으세요' asks without a question mark.
  const whether = ASKS_WHETHER.test(compact);
  if ((asked || whether || (wh && !embedded)) && !PROPOSAL.test(compact) && !PLAN_BANMAL.test(compact)) {
    hits = hits.filter((h) => h.entry.kind !== 'education' || h.entry.key === 'invitingQuestions');
  }
  hits = applySuppression(hits);
  const carriesHistory = !hits.some(
    (h) =>
      (h.entry.kind === 'education' && h.entry.key !== 'invitingQuestions') ||
      h.entry.key === 'empathy' ||
      h.entry.key === 'summary',
  );
  // A parenthesised action with no manoeuvre ('(잠시 침묵하며 기다린다)') and an instruction during
  // the exam ('숨 크게 쉬어 보세요') ask the patient nothing about the history.
  const instruction = examish && !asked && !specific && EXAM_INSTRUCTION_END.test(compact);
  // '다행히 다른 곳으로 퍼지지는 않았어요': a result told, no question.
  const report = !asked && (REPORT.test(compact) || /^다행히/.test(compact));
  if (!carriesHistory || inSummary || examHits.length > 0 || seg.action || instruction || report) {
    hits = hits.filter((h) => h.entry.kind !== 'topic' && h.entry.kind !== 'symptom');
  }
  if (examHits.length > 0)
    hits = hits.filter((h) => h.entry.key !== 'examConsent' || PERMISSION.test(compact));
  return { hits: [...examHits, ...hits], kind, compact, site };
}

const HISTORY_KINDS: readonly LexKind[] = ['topic', 'symptom'];
const keySet = (hits: readonly Hit[], kinds?: readonly LexKind[]) =>
  new Set(hits.filter((h) => !kinds || kinds.includes(h.entry.kind)).map((h) => h.entry.key));
/** An attribute asked as a bare subject ('변 색깔은', '가래 양은'). */
const ATTRIBUTE_HEAD = /(색깔|색|양|냄새|모양|굳기)(은|는)$/;
/** A noun with its topic particle, not a verb's modifier ('일하시는', '잠드는', '먹는'). */
const BARE_HEAD = /^[가-힣a-zA-Z/]{0,7}[^하시있없되드나가오보먹지리주치서우두거르키\s](은|는)$/;
const BARE_TAIL = /^[가-힣a-zA-Z/]{1,8}(은|는)(요)?[?？]?$/;

/**
 * A bare subject run into another question with no mark between ('술은 가족 중에 결석 있는
 * 사람?', '열은 처져 있어요?', '가족 중에 심장병 있는 분 담배는?'): the subject is a question of its
 * own ('술은요?') when read apart it asks something the rest does not, and the whole read as one
 * loses it (round 13). A subject the rest asks about ('소변은 자주 보세요?', '열은 언제부터
 * 났어요?') reads the same either way and is left as it is.
 */
function splitBareSubject(seg: RawSegment, utteranceCompact: string): RawSegment[] {
  if (seg.action || !/[?？]\s*$/.test(seg.text)) return [seg];
  const words = seg.text.trim().split(/\s+/);
  if (words.length < 2) return [seg];
  const tryParts = (
    head: string,
    tail: string,
    headFirst: boolean,
    ownNeeded = true,
  ): RawSegment[] | undefined => {
    // The rest names a subject of its own ('가족 중에', '주변에', '가래에'); a bare predicate
    // ('꼬박꼬박 드셨어요?', '챙겨 드세요?') is said of the subject before it.
    const own = tail.trim().split(/\s+/).slice(0, -1);
    if (ownNeeded && !own.some((w) => /[가-힣](은|는|이|가|에|에서|께서|도)$/.test(w))) return undefined;
    // Each part read on its own words: a cue the rest holds only with the subject ('소변은 자주
    // 보세요?') is not the rest's.
    const h = analyzeSegment({ text: head, action: false }, toCompact(head), false).hits;
    const t = analyzeSegment({ text: tail, action: false }, toCompact(tail), false).hits;
    const f = analyzeSegment(seg, utteranceCompact, false).hits;
    const H = keySet(h);
    const T = keySet(t);
    const F = keySet(f);
    if (H.size === 0 || T.size === 0 || h.some((x) => !HISTORY_KINDS.includes(x.entry.kind)))
      return undefined;
    if ([...H].some((k) => T.has(k))) return undefined;
    if (!ownNeeded) {
      // Two questions: the parts read together everything the whole did, and something it lost.
      const U = new Set([...H, ...T]);
      if (![...F].every((k) => U.has(k)) || [...U].every((k) => F.has(k))) return undefined;
    }
    // The whole already asks what the rest asks and lost only the subject: a rest that asks
    // something only with the subject ('엽산은 챙겨 드세요?') is left whole.
    else if (![...T].every((k) => F.has(k)) || [...H].every((k) => F.has(k))) return undefined;
    // A subject the whole reads as part of something more specific ('분유나 모유는 잘 먹어요?').
    const whole = matchEntries(HISTORY, toCompact(seg.text), utteranceCompact);
    const at = headFirst ? 0 : toCompact(seg.text).length - toCompact(head).length + 1;
    const span = headFirst ? toCompact(head).length - 1 : Infinity;
    if (
      whole.some(
        (x) =>
          x.start < span &&
          x.end > at &&
          x.entry.suppress?.some((k) => H.has(k) || k.startsWith('*')) &&
          // A relative asked without a predicate ('가족 중에 … 있는 분', '… 있는 사람') read whole
          // as the head's own key (family, which hides a habit or a drug run on after it) is not
          // something more specific (round 16).
          !(!ownNeeded && H.has(x.entry.key) && /(분|사람)[?？]?$/.test(toCompact(head))) &&
          // Nor a cue that runs from the subject into the rest's own subject, which the rest asks
          // alone ('변 색깔은 까만 변은 언제 봤어?': '변 … 까만' is the rest's melena, round 17).
          // A rest whose subject is only a place ('기침은 가래에 피 섞여 나와요?') is what the head is
          // about, and stays whole (round 13).
          !(
            ownNeeded &&
            headFirst &&
            T.has(x.entry.key) &&
            !H.has(x.entry.key) &&
            x.end > span + 1 &&
            tail
              .trim()
              .split(/\s+/)
              .slice(0, -1)
              .some((w) => /[가-힣](은|는)$/.test(w))
          ),
      )
    )
      return undefined;
    const parts = [
      { text: head, action: false },
      { text: tail, action: false },
    ];
    return headFirst ? parts : [parts[1]!, parts[0]!];
  };
  // A subject at the start: its first word, or first two ('술 담배는').
  for (const n of [1, 2]) {
    if (words.length <= n) break;
    const head = words.slice(0, n).join(' ');
    if (!BARE_HEAD.test(toCompact(head))) continue;
    // A rest with a question word asks of the subject ('가족은 누구랑 살아요?'), unless the subject is
    // an attribute and the rest names a subject of its own before the question word ('변 색깔은
    // 까만 변은 언제 봤어?', round 17).
    const rest = words.slice(n);
    const ownSubject = rest.findIndex((w) => /[가-힣](은|는)$/.test(w));
    if (
      INTERROGATIVE.test(toCompact(rest.join(' '))) &&
      !(
        ATTRIBUTE_HEAD.test(toCompact(head)) &&
        ownSubject >= 0 &&
        !INTERROGATIVE.test(toCompact(rest.slice(0, ownSubject + 1).join(' ')))
      )
    )
      break;
    const parts = tryParts(`${head}요?`, words.slice(n).join(' '), true);
    if (parts) return parts;
  }
  // A longer question without a predicate run into a complete one ('담배는 하루 몇 갑 가족 중에…
  // 있어요?', 'NRS로 몇 점 허리 숙이면 더 아파요?', '가족 중에 결석 있는 사람 먹는 약 있어?',
  // '술은 진통제 먹고 좀 나아졌어요?'): the first is a question of its own when read apart it asks
  // what the whole lost (round 14).
  for (let n = Math.min(6, words.length - 2); n >= 1; n -= 1) {
    const head = words.slice(0, n).join(' ');
    const tail = words.slice(n).join(' ');
    const hc = toCompact(head);
    const tc = toCompact(tail);
    if (hasPredicate(hc) || CONDITION_ONLY.test(hc) || /(이나|거나|랑|하고|와|과|및|고|서|며)$/.test(hc))
      continue;
    // A noun with its particle ('담배는', '두근거리는 건', '있는 분'), never a verb's adnominal
    // ('원치 않는 성관계', '같이 사는 가족') nor a measure that goes on ('몇 번 정도 피우세요').
    const nominal =
      /(은|는|건|분|사람|갑|점|적|잔|병|개비)$/.test(hc) &&
      !/(않|있|없|사|하|먹|피우|되|가|오|보|나|드시|계시|받|쓰|맞|같|되시|하시|주|자|살|아프|아픈)(는|은)$/.test(
        hc,
      );
    // A dependent noun next ('흘리는 일', '새는 건', '드시는 거') is what the head's last word modifies.
    // A head ending in a bare 은/는 is a subject only when its last word names one ('술 담배는'):
    // otherwise the 는 is a verb's adnominal.
    const lastWord = words[n - 1]!;
    if (
      /[^건](은|는)$/.test(hc) &&
      analyzeSegment({ text: `${lastWord}요?`, action: false }, toCompact(`${lastWord}요?`), false).hits
        .length === 0
    )
      continue;
    if (/^(정도|쯤|가량|이상|이하|씩|이나|만|밖에|까지|부터)/.test(tc)) continue;
    // A rest that opens with a question word asks of the head ('자신감은 몇 점이에요?').
    if (/^(몇|얼마|언제|어디|어떻|어떤|어느|무슨|뭐|무엇|왜|누구)/.test(tc)) continue;
    if (
      /^(일|거|것|게|건|분|적|때|데|수|줄|지|중|만큼|동안|사람|곳|쪽|편|약)(이|은|는|을|를|도|가|에)?$/.test(
        words[n]!,
      )
    )
      continue;
    const fragment =
      (n >= 2 && (nominal || /몇[가-힣a-z]{0,3}$/.test(hc))) ||
      // A one-word subject only before a rest that names its own thing first ('술은 진통제 먹고…'),
      // never before a bare predicate said of it ('엽산은 챙겨 드시고 있어요?').
      (n === 1 &&
        nominal &&
        words.length - n >= 3 &&
        !INTERROGATIVE.test(tc) &&
        analyzeSegment({ text: `${words[1]!}?`, action: false }, toCompact(`${words[1]!}?`), false).hits
          .length > 0);
    if (!fragment || !hasPredicate(tc.replace(/[?？]$/, ''))) continue;
    const parts = tryParts(`${head}?`, tail, true, false);
    if (parts) return parts;
  }
  // A subject at the end ('가족 중에 심장병 있는 분 담배는?').
  const last = words.at(-1)!;
  if (BARE_TAIL.test(toCompact(last))) {
    const rest = `${words.slice(0, -1).join(' ')}?`;
    const parts = tryParts(last.replace(/(요)?[?？]?$/, '요?'), rest, false);
    if (parts) return parts;
  }
  return [seg];
}

/**
 * The last analyses, by text: the analysis is a pure function of the text, and the engine reads the
 * same texts again and again (its case's own history lines at every turn, the learner's message in
 * context and alone, the grader's pass over a transcript the patient already read). Bounded; each
 * caller gets a copy of its own, so no caller can change what another reads.
 */
export const ANALYSED_MAX = 4096;
const ANALYSED = boundedMemo<DetailedUnderstanding>(ANALYSED_MAX);

/** Full analysis with per-segment keys (the patient engine answers segment by segment). */
export function analyzeDetailed(text: string): DetailedUnderstanding {
  return copyOf(ANALYSED.get(text, () => analyzeAfresh(text)));
}

/**
 * A copy that shares no list with the kept analysis (callers rewrite theirs: the engine does). The
 * fields are strings, booleans and lists of strings; a new list field must be copied here too.
 */
function copyOf(u: DetailedUnderstanding): DetailedUnderstanding {
  const keys = <T extends Understanding | SegmentAnalysis>(x: T) => ({
    topics: [...x.topics],
    symptoms: [...x.symptoms],
    manoeuvres: [...x.manoeuvres],
    acts: [...x.acts],
    education: [...x.education],
  });
  return {
    ...u,
    ...keys(u),
    segments: u.segments.map((segment) => ({ ...segment })),
    detail: u.detail.map((d) => ({ ...d, ...keys(d) })),
  };
}

/** Forgets the analyses kept (benchmarks time an analysis, not a look-up). */
export function forgetAnalyses(): void {
  ANALYSED.clear();
  matched.clear();
}

/** How many analyses are kept (at most ANALYSED_MAX). */
export function analysesKept(): number {
  return ANALYSED.size;
}

/** Whether the analysis of `text` is kept. */
export function isAnalysisKept(text: string): boolean {
  return ANALYSED.has(text);
}

/**
 * Two parts of the day offered as two questions ('아침이 더 힘드세요 저녁이 더 힘드세요?'): one
 * choice, read as '… 아니면 저녁이 더 힘드세요?' (round 26).
 */
const DAY_PART_CHOICE =
  /^((?:아침|저녁|밤|낮|오전|오후|새벽)(?:이|에|엔|은|에는)?)\s*(?:더\s*)?([가-힣]+)\s+(?=(?:아침|저녁|밤|낮|오전|오후|새벽)(?:이|에|엔|은|에는)?\s*(?:더\s*)?\2[?？]?\s*$)/;
/** A bedside test announced in plain words ('간단한 기억력 검사 해볼게요'), not a test ordered. */
const TEST_ANNOUNCED = /(기억력|간단한|몇가지|인지)[가-힣]{0,6}(검사|테스트)/;
function analyzeAfresh(utterance: string): DetailedUnderstanding {
  const text = utterance.replace(DAY_PART_CHOICE, '$1 더 $2 아니면 ');
  const norm = normalize(text);
  const raw = splitSegments(norm.text);
  const analysed: { seg: RawSegment; hits: Hit[]; kind: SegmentKind; compact: string }[] = [];
  let inSummary = false;
  let site: readonly string[] | undefined;
  for (const seg of raw.flatMap((x) => splitBareSubject(x, norm.compact))) {
    const r = analyzeSegment(seg, norm.compact, inSummary && !seg.action, site);
    if (r.hits.some((h) => h.entry.key === 'summary')) inSummary = true;
    site = r.site ?? site;
    analysed.push({ seg, hits: r.hits, kind: r.kind, compact: r.compact });
  }
  // A summary whose tag comes in a later clause ('생리는 2주전에 하셨고 오늘 아침부터 피 나신
  // 거죠?'): the clauses that run into it are its claims, not questions (round 43).
  const tagged = analysed.findIndex((a) => a.hits.some((h) => h.entry.key === 'summary'));
  if (
    tagged > 0 &&
    analysed
      .slice(0, tagged)
      .every((a) => !a.seg.action && /(셨고|했고|였고|었고|았고|이고|시고|는데|지만)$/.test(a.compact))
  )
    for (const a of analysed.slice(0, tagged))
      a.hits = a.hits.filter((h) => h.entry.kind !== 'topic' && h.entry.kind !== 'symptom');
  // A run of the patient's facts checked at the end without '정리하면' ('그저께부터 배가 아팠는데
  // 열은 없었고 토한 적도 없으신 거죠?', '어제부터 아프셨고 열은 없으셨죠?') is a summary: its facts
  // are claims to check, not questions.
  if (
    !analysed.some((a) => a.hits.some((h) => h.entry.key === 'summary')) &&
    SUMMARY_RUN.test(pastMarked(norm.compact)) &&
    !INTERROGATIVE.test(norm.compact) &&
    analysed.every((a) => !a.seg.action) &&
    analysed.flatMap((a) => a.hits.filter((h) => h.entry.kind === 'topic' || h.entry.kind === 'symptom'))
      .length >= 2
  ) {
    const entry = ACT_ENTRIES.find((x) => x.key === 'summary')!;
    for (const a of analysed)
      a.hits = a.hits.filter((h) => h.entry.kind !== 'topic' && h.entry.kind !== 'symptom');
    analysed[0]!.hits.unshift({ entry, start: 0, end: 1, weak: false });
  }
  // Weak cues ('언제예요?', '얼마나 가요?') stand only when the utterance names no other history
  // topic, and not as a follow-up to a symptom asked just before ('뻣뻣해요? 얼마나 가요?' is about
  // the stiffness, which the symptom's own answer covers).
  const strong = (a: (typeof analysed)[number]) => a.hits.some((h) => !h.weak && h.entry.kind === 'topic');
  const strongTopic = analysed.some(strong);
  analysed.forEach((a, i) => {
    const followUp = analysed.slice(0, i).some((p) => p.hits.some((h) => h.entry.kind === 'symptom'));
    // A question of its own run on with another ('마지막으로 괜찮았던 게 언제예요 어느 쪽이에요?',
    // '처음 그런 게 언제예요 한번 오면 얼마나 가요?') keeps its weak cue: the other question's topic
    // is not its subject (round 15). A bare '언제예요?' still gives way.
    const ownQuestion = analysed.length > 1 && a.kind === 'question' && a.compact.length >= 6 && !strong(a);
    if ((strongTopic && !ownQuestion) || followUp) a.hits = a.hits.filter((h) => !h.weak);
  });

  // A bare condition said after a symptom question, without a question mark ('DOE 있으세요? 계단
  // 오를때', '숨차세요? 걸을 때'), says when the symptom comes: it asks no factor of its own (round 30).
  analysed.forEach((a, i) => {
    const before = analysed[i - 1];
    if (
      i > 0 &&
      a.kind === 'statement' &&
      !a.seg.action &&
      before?.kind === 'question' &&
      before.hits.some((h) => h.entry.kind === 'symptom') &&
      BARE_CONDITION.test(a.compact)
    )
      a.hits = a.hits.filter((h) => h.entry.kind !== 'topic');
  });

  const detail: SegmentAnalysis[] = analysed.map((a) => ({
    text: a.seg.text,
    compact: a.compact,
    kind: a.kind,
    topics: keysOf<HistoryTopic>(a.hits, 'topic'),
    symptoms: keysOf<Symptom>(a.hits, 'symptom'),
    manoeuvres: keysOf<Manoeuvre>(a.hits, 'manoeuvre'),
    acts: keysOf<EncounterAct>(a.hits, 'act'),
    education: keysOf<EducationConcept>(a.hits, 'education'),
    // '기운이 없으세요?', '입맛이 없으세요?' ask about a symptom that is itself a lack: not negative.
    negative:
      a.kind === 'question' &&
      ((NEGATED_TAG.test(a.seg.text) && !LACK_ASKED.test(a.compact)) ||
        NEGATIVE_QUESTION.test(
          a.compact
            .replace(/(기운|힘|입맛|밥맛|의욕|기력|생기|감각|느낌)(이|은|도|가)?없/g, '')
            // '재미없어?', '흥미가 없으세요?', '낙이 없어요?': the anhedonia is itself a lack (round 18).
            .replace(/(재미|흥미|관심|낙|즐거움|신)(이|은|도|가)?(하나도|별로|통)?없/g, '')
            // '잘 안 들려요?', '눈이 잘 안 보여요?' ask about the symptom, which is itself a lack.
            .replace(/(잘)?(안|못)(들리|들려|보이|보여)/g, '')
            .replace(LACK_ASKED_ALL, '')
            // '방귀도 안 나와요?' asks about the obstipation, which is itself a lack.
            .replace(/(방귀|대변|변|똥)(도|가|는|이|은)?(잘)?(안|못)(나|뀌|봐|보|누|눠)/g, '')
            // '심장 안 좋은 분 있으세요?', '속이 안 좋으세요?': 안 좋다 is one word, 'unwell' or 'bad',
            // and asks whether the trouble is there, as 나빠요 would (not '안 좋아졌어요?', not better).
            .replace(BAD, ''),
        ) ||
        // '허리는 괜찮으세요?', '눈은 잘 보이세요?', '줄기는 괜찮고요?' ask whether all is well: a patient
        // without the symptom agrees (네), one with it says 아니요.
        (FINE_QUESTION.test(a.compact) &&
          keysOf(a.hits, 'topic').length === 0 &&
          keysOf(a.hits, 'symptom').length > 0)),
  }));
  // A bedside cognitive test in plain words (round 44: '오늘이 몇년 몇월 며칠이에요?', '여기가 어디에요?',
  // '비행기 연필 소나무 따라 해보세요', '100에서 7을 빼면요?'): the orientation check or a part of the
  // screen (engine/nlu/cognitive.ts), never the place of a pain, a treatment or a history question.
  // A test set over several sentences ('제가 단어 세 개 말할게요. 사과, 세탁기, 기차. 기억해 두세요') is
  // the last sentence's; a bare announcement of it ('간단한 기억력 검사 해볼게요') plans no test.
  const whole = cognitiveParts(text);
  const spread = whole.filter((p) => !detail.some((d) => cognitiveParts(d.text).includes(p)));
  const lastTold = detail.findLastIndex((d) => d.kind !== 'action');
  detail.forEach((d, i) => {
    const parts = [...cognitiveParts(d.text), ...(i === lastTold ? spread : [])];
    if (whole.length > 0 && TEST_ANNOUNCED.test(d.compact))
      d.education.splice(0, d.education.length, ...d.education.filter((e) => e !== 'tests'));
    if (parts.length === 0 || d.kind === 'action') return;
    d.topics.length = 0;
    d.symptoms.length = 0;
    d.education.length = 0;
    d.acts.splice(0, d.acts.length, ...d.acts.filter((a) => a !== 'avoidJargon'));
    for (const m of parts.map(partManoeuvre)) if (!d.manoeuvres.includes(m)) d.manoeuvres.push(m);
  });
  // Examples given of an earlier episode ('전에 이런 적 있었어요? 잠깐 힘 빠졌다가 돌아온
  // 적이라던가') ask about that episode, not whether the symptom is there now.
  for (let i = 1; i < detail.length; i += 1) {
    const d = detail[i]!;
    if (
      /적(이)?(라던가|라든가|라든지|이라던가|이라든가|이라든지|같은거|같은건|같은것)[?？.]?$/.test(
        d.compact,
      ) &&
      detail.slice(0, i).some((x) => x.topics.includes('experience'))
    ) {
      d.symptoms.length = 0;
      d.topics.length = 0;
    }
  }
  // A drug given as an example of the drugs just asked ('드시는 약 있어요? 피임약 같은거') is that
  // question's example: the medication, not a question of its own about contraception (round 16).
  for (let i = 1; i < detail.length; i += 1) {
    const d = detail[i]!;
    if (
      /^[가-힣a-z]{1,8}(약|제)(같은거|같은건|같은것|이라던가|라던가|이라든지|라든지|이나|나|요)?[?？.]?$/.test(
        d.compact,
      ) &&
      detail[i - 1]!.topics.includes('medication')
    ) {
      d.symptoms.length = 0;
      d.topics.length = 0;
      d.topics.push('medication');
    }
  }
  // Diseases given as examples of the family history just asked ('family history는요? 우울증
  // 같은거', '가족력 있으세요? 심장병이나 가슴 아픈 거') are the relatives' diseases, never a
  // question of the patient's own symptom (round 25).
  for (let i = 1; i < detail.length; i += 1) {
    const d = detail[i]!;
    if (
      FAMILY_EXAMPLE.test(d.compact) &&
      detail[i - 1]!.topics.includes('family') &&
      d.topics.every((t) => t === 'family')
    ) {
      d.symptoms.length = 0;
      if (!d.topics.includes('family')) d.topics.push('family');
    }
  }
  // What it looked like offered as a choice right after asking it ('어떤 모양으로 했어요? 온몸이
  // 뻣뻣해지면서 떨었어요 아니면 한쪽만?'): the same question, not the symptom again (round 47).
  for (let i = 1; i < detail.length; i += 1) {
    const [d, before] = [detail[i]!, detail[i - 1]!];
    if (
      before.topics.length === 1 &&
      before.topics[0] === 'character' &&
      before.symptoms.length === 0 &&
      d.kind === 'question' &&
      d.topics.length === 0 &&
      /아니면|아님|혹은|또는/.test(d.compact)
    ) {
      d.symptoms.length = 0;
      d.topics.push('character');
    }
  }
  // Examples listed bare after asking what brings it on ('혹시 trigger 있었어요? 감기나 먼지 찬공기 운동'):
  // the same question, not the patient's exposures or exercise asked anew (lead47).
  for (let i = 1; i < detail.length; i += 1) {
    const [d, before] = [detail[i]!, detail[i - 1]!];
    const factors = before.topics.filter((t) => t === 'aggravating' || t === 'relieving' || t === 'triggers');
    if (
      before.kind === 'question' &&
      factors.length > 0 &&
      d.kind === 'statement' &&
      !/[?？]/.test(d.text) &&
      d.compact.length <= 24 &&
      BARE_NOUNS.test(d.compact)
    ) {
      d.topics.splice(0, d.topics.length, ...factors);
      d.symptoms.length = 0;
    }
  }
  // An example given of the earlier episode just asked ('최근에 며칠전에 살짝 아팠던 적은요? 경고두통
  // 같은거'): the same question, never a new one of the symptom it names (round 47).
  for (let i = 1; i < detail.length; i += 1) {
    const d = detail[i]!;
    if (
      FAMILY_EXAMPLE.test(d.compact) &&
      detail[i - 1]!.topics.includes('experience') &&
      d.topics.every((t) => t === 'experience')
    ) {
      d.symptoms.length = 0;
      if (!d.topics.includes('experience')) d.topics.push('experience');
    }
  }
  // What the doctor says may happen ('열이 좀 날 수 있어요') or a test named after a symptom
  // ('역류 검사도 해요') speaks of the symptom without asking about it.
  for (const d of detail)
    if (d.kind === 'statement' && (TOLD_POSSIBLE.test(d.compact) || TEST_NAMED.test(d.compact))) {
      d.symptoms.length = 0;
      d.topics.length = 0;
    }
  // Two conditions offered for how it is ('누우면 어때요 앉으면?', '움직일때랑 가만히 있을때는
  // 어때요?', '누워 있을 때랑 앉아 있을 때 차이 있어요?'): what makes it worse and what makes it
  // better are both asked, whichever condition the case tells as which (round 27; the first was
  // read as what makes it worse alone, the second not at all).
  for (const d of detail)
    if (
      d.kind !== 'action' &&
      FACTOR_PAIR.test(d.compact) &&
      d.topics.every((t) => FACTOR_PAIR_READINGS.has(t))
    ) {
      d.topics.splice(0, d.topics.length, 'aggravating', 'relieving');
    }
  // What it feels like offered as a choice of two ('어지러운게 빙빙 도는 느낌이에요 아니면 눈앞이
  // 하얘지는 느낌이에요?'): the options are what it is like, not symptoms asked; the subject before
  // them, if any, is (round 27; it was read as vertigo and presyncope asked).
  for (const d of detail) {
    const m = FEEL_CHOICE.exec(d.compact);
    if (!m || d.kind === 'action') continue;
    const subject = m[1] ? analyzeDetailed(`${m[1]} 있어요?`).symptoms : [];
    d.symptoms.splice(0, d.symptoms.length, ...subject);
    d.topics.splice(0, d.topics.length, 'character');
  }
  // The same pair asked as two questions ('앉으면 어때요? 누우면요?').
  for (let i = 1; i < detail.length; i += 1) {
    const [d, before] = [detail[i]!, detail[i - 1]!];
    if (
      d.compact.length <= 12 &&
      /(면|때)(는|은|엔|에는|도)?(요|은요|는요)?$/.test(d.compact) &&
      d.topics.every((t) => FACTOR_PAIR_READINGS.has(t)) &&
      d.symptoms.length === 0 &&
      /(면|때)(는|은|엔|에는)?(어때|어떄|어떠|어떻|괜찮)/.test(before.compact) &&
      before.topics.length > 0 &&
      before.topics.every((t) => FACTOR_PAIR_READINGS.has(t))
    )
      for (const x of [before, d]) x.topics.splice(0, x.topics.length, 'aggravating', 'relieving');
  }
  // A food question is also an event question (vocabulary: event includes what was eaten).
  for (const d of detail)
    if (d.topics.includes('foodHistory') && !d.topics.includes('event')) d.topics.push('event');
  // A question asked with an exam in the same turn ('(배를 촉진한다) 여기 누르면 아프세요?', '(손을 뗀다)
  // 뗄때 더 아파요?', '(골반 내진을 한다) 자궁경부 움직일때 아프세요?') asks how the exam feels: the exam's
  // reaction answers it, not the history's aggravating or relieving factors (round 40).
  if (detail.some((d) => d.manoeuvres.length > 0))
    for (const d of detail)
      if (d.kind !== 'action' && d.symptoms.length === 0 && EXAM_FELT.test(d.compact))
        d.topics.splice(
          0,
          d.topics.length,
          ...d.topics.filter((t) => t !== 'aggravating' && t !== 'relieving'),
        );
  // An example tacked on a question ('수술 받은 적 있어요? 배 수술이나', '맹장 수술이라든지') goes on
  // asking it: it proposes no operation (round 40).
  for (let i = 1; i < detail.length; i += 1) {
    const [d, before] = [detail[i]!, detail[i - 1]!];
    if (
      before.kind === 'question' &&
      before.topics.length > 0 &&
      d.manoeuvres.length === 0 &&
      d.compact.length <= 14 &&
      EXAMPLE_TAIL.test(d.compact)
    )
      d.education.splice(0, d.education.length);
  }
  // Whether someone knows ('부모님은 알아?', '가족들은 알아요? 여기 온 거'): no history key (round 39).
  detail.forEach((d, i) => {
    if (knowsAsked(d.compact) || (i > 0 && knowsAsked(detail[i - 1]!.compact) && KNOWS_WHAT.test(d.compact)))
      d.topics.splice(0, d.topics.length);
    if (knowsAsked(d.compact)) d.symptoms.splice(0, d.symptoms.length);
  });
  // A diagnosis explained on in the next sentence, in any register ('심방세동 같아. 심장이 불규칙하게
  // 뛰는 거야', '기흉 같아요. 폐에 구멍이 난 거예요'): the explanation, asking nothing (round 39).
  detail.forEach((d, i) => {
    if (
      i > 0 &&
      detail[i - 1]!.education.includes('likelyDiagnosis') &&
      !/[?？]/.test(d.text) &&
      EXPLAINED_ON.test(d.compact)
    ) {
      d.topics.splice(0, d.topics.length);
      d.symptoms.splice(0, d.symptoms.length);
      if (!d.education.includes('likelyDiagnosis')) d.education.push('likelyDiagnosis');
    }
  });

  const union = <K extends string>(pick: (d: SegmentAnalysis) => K[]): K[] => {
    const out: K[] = [];
    for (const d of detail) for (const k of pick(d)) if (!out.includes(k)) out.push(k);
    return out;
  };
  const acts = union((d) => d.acts);
  const education = union((d) => d.education);
  return {
    topics: union((d) => d.topics),
    symptoms: union((d) => d.symptoms),
    manoeuvres: union((d) => d.manoeuvres),
    acts,
    education,
    openQuestion: acts.includes('openQuestion'),
    invitesQuestions: education.includes('invitingQuestions'),
    segments: detail.map((d) => ({ text: d.text, kind: d.kind })),
    detail,
  };
}

/** Every Hangul syllable closed by ㄴ (찬, 좁아진, 막힌...): a past modifier before 거예요 (lead47). */
const N_SYLLABLES = Array.from({ length: 399 }, (_, i) => String.fromCharCode(0xac00 + i * 28 + 4)).join('');
/** The end of a sentence that tells what happened ('…뛰는 거야', '…생긴 거예요', '숨이 찬 거에요', '…때문이에요'). */
const EXPLAINED_ON = new RegExp(
  `([는${N_SYLLABLES}])(거야|거예요|거에요|겁니다|것입니다|거래|거거든|거지|거고|거임)$|때문(이야|이에요|입니다|이래)$`,
);

/** Who may know: family, partner, friends, work. */
const KNOWER =
  '(부모님|부모|엄마|아빠|어머니|어머님|아버지|아버님|가족|식구|집|집에서|집에|남편|아내|와이프|부인|남자친구|여자친구|남친|여친|애인|배우자|보호자|자녀|아이들|애들|딸|아들|친구|친구들|회사|직장|학교|누가|누구)';
/**
 * Whether someone knows ('부모님은 알아?', '가족들은 알아요?', '남자친구한테는 얘기했어요?', '집에서는
 * 아세요?'), asked after smoking, a pregnancy or a diagnosis: a question to the person, never the
 * family history nor the support system (round 39). Not a fact someone was told of their own
 * history ('부모님이 당뇨 있다고 하셨어요?' names a disease, read as family history as before).
 */
const KNOWS = new RegExp(
  `${KNOWER}(님|분)?(들)?(은|는|도|이|가|께서|께서는|에서는|에서도)?(이거|이걸|그거|그걸|이사실|그사실|이얘기|그얘기|다|혹시|아직|지금)?(알아|아세요|아셔|아시|알고|알아요|알까|알려|알았|아나요|아냐|압니까)(?!레|르|코|약)`,
);
const KNOWS_TOLD = new RegExp(
  `${KNOWER}(님|분)?(들)?(한테|에게|께|께는|한테는|에게는|한테도|께도)[가-힣]{0,6}(말|얘기|이야기|말씀)(은|을|는)?(했|하셨|해봤|드렸|해보셨|하신|한|했어)`,
);
const KNOWS_DISEASE =
  /당뇨|혈압|암|병(?!원)|질환|돌아가|수술|심장|중풍|뇌졸중|치매|알레르|알러|천식|결핵|간염/;
/** What is known, said after the question ('여기 온 거', '이렇게 자주 아픈 거'). */
const KNOWS_WHAT = /(거|것|걸|사실|줄|얘기)(요|는요)?$/;
export function knowsAsked(compact: string): boolean {
  return (
    (KNOWS.test(compact) ||
      KNOWS_TOLD.test(compact) ||
      /(아는|알고있는)사람(있|은요|은있|이있|도있)/.test(compact)) &&
    !KNOWS_DISEASE.test(compact)
  );
}

/**
 * What a learner utterance asks, does or explains, as vocabulary keys. Context-free across turns
 * (the grader scores each message on its own); within the message, an elliptical question is
 * resolved against the one before it ('담배 피우세요? 하루에 얼마나요?' is smoking only).
 */
export function analyzeUtterance(text: string): Understanding {
  const { detail: _detail, ...understanding } = analyzeInContext(text);
  return understanding;
}

// ---------------------------------------------------------------------------------------------
// Conversation context (README.md, "Conversation context")
// ---------------------------------------------------------------------------------------------

/** OLDCARTS: questions that are about something else (a symptom, usually the chief complaint). */
export const CORE_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'onset',
  'location',
  'duration',
  'course',
  'experience',
  'character',
  'severity',
  'radiation',
  'aggravating',
  'relieving',
]);
/** Habits: a short follow-up about amount, frequency or start is still about the habit. */
const HABIT_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'alcohol',
  'smoking',
  'caffeine',
  'fluidIntake',
  'exercise',
  'medication',
  'diet',
  'substanceUse',
]);
/** Topics that describe a symptom: '몇 킬로요?' after '살 빠지셨어요?' is still about the weight loss. */
const ATTRIBUTE_OF: Partial<Record<HistoryTopic, readonly Symptom[]>> = {
  weightChange: ['weightLoss', 'weightGain'],
  vomitus: ['vomiting', 'hematemesis'],
  stoolColor: ['melena', 'hematochezia', 'diarrhea', 'constipation'],
  stoolCharacter: ['diarrhea', 'constipation', 'melena', 'hematochezia'],
  urineColor: ['hematuria', 'foamyUrine'],
};
/** A topic's own word, which keeps it from being read as an attribute of the last symptom. */
const OWN_WORD: Partial<Record<HistoryTopic, RegExp>> = {
  weightChange: /변화|변동|달라|바뀌/,
  // The stool or urine named with its colour ('변 색깔은 어때요' after '소변이나 대변에 피는요?') asks
  // its colour, as the sets label it, not the bleeding just denied again (round 27).
  stoolColor: /(?<![소])(대변|변)(의)?(색|색깔)/,
  urineColor: /(소변|오줌)(의)?(색|색깔)/,
};
/** Nouns a follow-up may name and still be about the last subject ('색깔은요?', '양은요?'). */
const ATTRIBUTE_NOUN =
  /^(요며칠|며칠|요새|이번주|지난주|주말|평일|그|이|저|색|색깔|양|냄새|모양|횟수|크기|정도|느낌|시간|기간|빈도|점수|위치|부위|피|핏|덩어리|통증|처음|지금|요즘|최근|평소|전|아까|아까보다|오늘|어제|밤|낮|아침|저녁|새벽|다른데|다른곳|다른쪽|나머지|그다음|그후|그뒤|그전|하루|한번|매일|가족|식구|집안|아버|어머|아빠|엄마|부모|형제|자매|누나|언니|오빠|형|동생|할머|할아버|남편|아내|부인|배우자|아이|애|자녀|남자친구|여자친구|애인|용량|이름|종류|성분|개수|용법|방법|이유|원인|결과|진단|치료|검사|병원|장소|상대|주기|날짜|시기|나이|수치|온도|소리|맛|상태|자세|계기|증상|강도|세기|주량|단위|잔|개비|갑|알|회|번)/;
/** A noun subject with a topic particle and nothing else ('코는요?', '잠은 어때요?'). */
function ownSubject(compact: string): boolean {
  const m =
    /^([가-힣]+?)(은|는|건|도)(요|어때요|어때|어떠세요|어떻게돼요|어떻게되세요|괜찮아요|괜찮으세요)?[?？]?$/.exec(
      compact,
    );
  if (!m) return false;
  const noun = m[1]!;
  if (ANAPHOR.test(noun) || AMOUNT.test(noun) || /^(언제|얼마|몇|어디|어느|왜|뭐|무엇|무슨|어떻)/.test(noun))
    return false;
  if (/(에|때|엔|서|로|으로|데|곳)$/.test(noun)) return false;
  return !ATTRIBUTE_NOUN.test(noun);
}
/** An episode's verb (오다): '자주 와요?', '한번 오면…', '오는 게'. */
const COMES = /(와요|와$|오세요|오셔|오나요|오니|오는|오면|왔어|왔나|와\?)/;
/** Symptoms said to appear (나다), never to come (round 16). */
const APPEARS: ReadonlySet<Symptom> = new Set<Symptom>(['coldSweat', 'nightSweats', 'fever', 'rash']);
/** A chronic disease named as a question's subject ('당뇨는 언제부터?', '혈압은 몇 년 됐어요?'). */
export const DISEASE_SUBJECT =
  /^(고혈압|혈압|당뇨|고지혈증|콜레스테롤|간염|지방간|간경화|결핵|천식|갑상선|통풍|부정맥|협심증|신부전|관절염)(병)?(약)?(은|는|이|가)/;
const NIGHT_WAKING = /밤(에|에는|중에|마다)?.{0,6}(깨|일어나)/;
const URINARY: ReadonlySet<Symptom> = new Set<Symptom>([
  'frequency',
  'urgency',
  'nocturia',
  'weakStream',
  'hesitancy',
  'intermittency',
  'terminalDribbling',
  'residualUrine',
  'dysuria',
  'urinaryIncontinence',
]);
const DRUG_EFFECT = /효과|듣나|들어요|듣고|도움|먹(으|이)면|드시면|나아|좋아지|떨어지|괜찮아지/;
/** Topics that tell an event; a duration question after them is how long it lasted. */
/** Predicates that say nothing of their own subject ('더 아파요?', '괜찮아요?', '그래요?'). */
const GENERIC_PREDICATE =
  /(아프|아파|아팠|그래|그러|그랬|심해|심하|괜찮|나아|나았|어때|어떠|있어|있나|있으|없어|없나|없으|돼요|되나|됐|나요|났|해요|하나|했|세요|셨)/;
const HOW_LONG = /^(그건|그거|그게)?얼마(나|동안)(오래|길게)?(했|하셨|그랬|그러셨|갔|떨었|떨|걸렸|있었)/;
const EVENT_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>(['witness', 'prodrome', 'event']);
/** Never inherited: "other symptoms?" has no single subject. */
const NOT_INHERITED: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>(['associated', 'ideasConcerns']);

const ANAPHOR =
  /^(그건|그게|그거|그것|그때|그럴때|그럴땐|그런|거기|그쪽|그부분)|그래요|그랬어|그래$|그러세요|그러셨|그러나요|그런가요|그렇|그러신/;
const ACKNOWLEDGEMENT = /^(네|넵|예|아|음|알겠|그렇군|그러시군|그렇구나|감사|고맙|좋아|좋습|오케이|ok)/;
const COUNT = /몇번|몇회|얼마나자주|자주|횟수/;
/** Words that make a keyless fragment a question about what was just asked ('색깔은요', '몇 잔이요'). */
const FOLLOW_WORD = /몇|얼마|자주|색|냄새|모양|양은|어디|언제|어느|누구|왜|어떻|어떤/;
const PAIN_WORD = /아프|아파|아픈|아팠|아플|통증|쑤시|쑤셔|결리|욱신/;
const PAIN_SCORE = /nrs|vas|몇점|점수|점만점|쥐어짜|찌르|조이|콕콕|뻐근|짓누르|누르는|타는듯|터질/;
/** A child's crying or fussing named as what is asked about. */
const CRYING = /(^|[^가-힣])?(울면|울다가|울때|우는|울어|울었|울고|보채)/;
/** A drink's verb or measure ('드시면', '마셔요', '몇 병', '한 잔'). */
const DRINKING = /드시면|드세요|드셔|마시|마셔|몇병|몇잔|한병|반병|소주|맥주/;
/** The last time asked of a habit ('마지막으로 드신 게 언제예요?', '마지막에 피운 건요?'). */
const LAST_TIME =
  /마지막(으로|에|으로는)?[가-힣]{0,3}(드신|드셨|마신|마셨|피운|피우신|피셨|피웠|먹은|먹었|드시|복용|하신|하셨|한게|한거|한건|투약|맞은|맞으신)/;
const LAST_TIME_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'alcohol',
  'smoking',
  'medication',
  'substanceUse',
  'caffeine',
]);
const PAIN_SYMPTOMS: ReadonlySet<Symptom> = new Set<Symptom>([
  'abdominalPain',
  'chestPain',
  'headache',
  'backPain',
  'neckPain',
  'jointPain',
  'flankPain',
  'earPain',
  'soreThroat',
  'pelvicPain',
  'breastPain',
  'analPain',
  'muscleAche',
  'dysuria',
  'odynophagia',
  'dyspareunia',
  'claudication',
]);
const WEIGHT_AMOUNT = /몇(킬로|키로|kg)|얼마나(빠|찌|늘|줄)/;
/** How many times: the topic that holds the count ('몇 번 토했어요?' is vomitus). */
const COUNT_TOPIC: Partial<Record<Symptom, HistoryTopic>> = {
  vomiting: 'vomitus',
  hematemesis: 'vomitus',
  diarrhea: 'stoolCharacter',
  constipation: 'bowelHabit',
};
const QUALITY = /색|냄새|모양|어떤거|어떤게|뭐가나/;
/** What a symptom looked like: the topic that describes it. */
const QUALITY_TOPIC: Partial<Record<Symptom, HistoryTopic>> = {
  vomiting: 'vomitus',
  hematemesis: 'vomitus',
  diarrhea: 'stoolCharacter',
  hematuria: 'urineColor',
  hematochezia: 'stoolColor',
  melena: 'stoolColor',
  // A vaginal bleeding's colour and clots are told with what it is like (round 26).
  vaginalBleeding: 'character',
  // The colour or smell asked right after a voiding symptom ('소변 볼 때 아프세요?' → '색깔이랑
  // 냄새는요?') is the urine's (round 29).
  dysuria: 'urineColor',
  frequency: 'urineColor',
  urgency: 'urineColor',
  nocturia: 'urineColor',
  foamyUrine: 'urineColor',
};
/** What a bleeding looked like ('피 색깔은 어때요?'): the topic that describes it, if asked. */
function bloodQuality(bleed: Symptom, compact: string): HistoryTopic[] {
  const t = QUALITY_TOPIC[bleed];
  if (!t) return [];
  // Blood in the stool or urine is described by its colour only.
  if ((t === 'stoolColor' || t === 'urineColor') && !/색|빛/.test(compact)) return [];
  return QUALITY.test(compact) ? [t] : [];
}
/**
 * The bleeding the patient's own words speak of ('화장실에서 볼일 보고 나면 피가 떨어져요.'), for a
 * follow-up that names only the blood ('피 색깔은 어때요?') after the learner's echo ('아 피가요..').
 */
function bleedingSaid(reply: string): Symptom | undefined {
  const compact = toCompact(normalize(reply).text);
  // A red or black stool or urine told without the word 피 ('오늘 검붉은 변을 두 번이나 봤어예', round 20).
  if (/(빨간|붉은|뻘건|검붉은)(소변|오줌)/.test(compact)) return 'hematuria';
  if (/(검붉은|시뻘건|새빨간|빨간|붉은)(대변|변|똥)/.test(compact)) return 'hematochezia';
  if (/(까만|까맣|검은|짜장면같은)(대변|변|똥)/.test(compact)) return 'melena';
  if (!/피|핏|출혈|혈변|하혈|혈뇨|객혈|토혈/.test(compact)) return undefined;
  const named = analyzeDetailed(reply).symptoms.find((x) => BLEEDING.has(x));
  if (named) return named;
  // Urine first: '소변이' holds the stool's '변이'.
  if (/소변|오줌|혈뇨/.test(compact)) return 'hematuria';
  if (/대변|변에|변이|변을|볼일|화장실|항문|똥|혈변/.test(compact))
    return /까만|까맣|검은|검게|짜장/.test(compact) ? 'melena' : 'hematochezia';
  if (/토했|토하|구토|토혈/.test(compact)) return 'hematemesis';
  if (/기침|가래|객혈/.test(compact)) return 'hemoptysis';
  // Spotting ('피는 사흘 전부터 조금씩 비쳤고', round 41) is the vaginal bleeding's word.
  if (/생리|하혈|질|밑|패드|속옷|비치|비쳐|비쳤|비침|라이너/.test(compact)) return 'vaginalBleeding';
  if (/코피|코에서/.test(compact)) return 'epistaxis';
  if (/잇몸/.test(compact)) return 'gumBleeding';
  return undefined;
}
/**
 * Topics that describe what the complaint looks like: '언제부터요?' after '소변 색깔이 어떤데요?' asks
 * when it began (the case's onset), never the colour again (round 14).
 */
const DESCRIBES_COMPLAINT: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'urineColor',
  'urineVolume',
  'stoolColor',
  'stoolCharacter',
  'vomitus',
]);
/** The count of these symptoms is the symptom itself ('자다가 몇 번 깨요?' is insomnia). */
const COUNT_IS_SYMPTOM: ReadonlySet<Symptom> = new Set<Symptom>([
  'insomnia',
  'frequency',
  'nocturia',
  'seizure',
  'syncope',
]);

/** Amount, count or frequency: a measure of what was just asked, even with a verb of its own. */
const AMOUNT = /몇|얼마나|자주|하루에|한번에|일주일에|양은|양이|^양(으로)?(치면|보면|따지면)/;
/** More or less of a habit, with the habit's verb and no object ('많이 드신 적', '더 피우세요'). */
const HABIT_MEASURE =
  /(많이|더|덜|과하게|심하게|줄여|줄이|늘어|늘었)[가-힣]{0,2}(드시|드신|드셨|드세|마시|마신|마셨|피우|피운|피셨|피세|피시|태우)/;
/** Ends that are nouns or particles, not predicates ('언제부터요', '몇 번이나요', '어느 쪽이요'). */
const NOMINAL_END =
  /(이나|얼마나|부터|까지|정도|쪽|번|살|때|개|잔|갑|병|킬로|키로|거|서|뭐|저|이|은|는|도|로|언제|어디|누구|며칠)요?$/;
/** Vowels of a conjugated ending without a final consonant (아파, 퍼져, 해, 봐, 돼, 세, 네, 가...). */
const CONJUGATED_VOWELS = new Set([0, 1, 4, 5, 6, 7, 9, 10, 11, 14, 15]);

/** Whether a compact segment ends in a predicate (a verb or copula ending), i.e. says a whole clause. */
function hasPredicate(compact: string): boolean {
  if (NOMINAL_END.test(compact)) return false;
  if (/(죠|지요|지|니|냐|까|다|데|래|대|네|나|가|게|야)요?$/.test(compact)) return true;
  const last = compact.replace(/요$/, '').at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return false;
  return code % 28 === 0 && CONJUGATED_VOWELS.has(Math.floor(code / 28) % 21);
}

/** Blood mentioned without its own subject ('피 섞여 있었어요?', '피는요?'). */
const BLOOD = /피(가|는|도|나|섞|묻|비|같|색|의색|양|덩어리)|핏(덩어리|덩이|물)|혈(흔|액이)/;
/**
 * The symptoms that are a bleeding, in the order a bare '피 나요?' looks for the case's own (the
 * patient engine answers from the chief complaint's first); a bloody nipple discharge counts.
 * One list for the analyser (blood asked after one of them is that bleeding) and the engine.
 */
export const BLEEDING_SYMPTOMS: readonly Symptom[] = [
  'vaginalBleeding',
  'hematemesis',
  'hematochezia',
  'melena',
  'hemoptysis',
  'hematuria',
  'epistaxis',
  'gumBleeding',
  'postcoitalBleeding',
  'nippleDischarge',
];
const BLEEDING: ReadonlySet<Symptom> = new Set<Symptom>(BLEEDING_SYMPTOMS);
/** What the blood is in, from what was just asked. */
function bloodOf(ctx: Subject): Symptom | undefined {
  const has = (...xs: Symptom[]) => xs.some((x) => ctx.symptoms.includes(x));
  if (has('vomiting', 'hematemesis', 'nausea') || ctx.topic === 'vomitus') return 'hematemesis';
  if (has('cough', 'sputum', 'hemoptysis')) return 'hemoptysis';
  if (
    has('diarrhea', 'constipation', 'hematochezia', 'melena') ||
    ctx.topic === 'stoolCharacter' ||
    ctx.topic === 'stoolColor' ||
    ctx.topic === 'bowelHabit'
  )
    return 'hematochezia';
  if (
    has('dysuria', 'frequency', 'urgency', 'hematuria') ||
    ctx.topic === 'urination' ||
    ctx.topic === 'urineColor'
  )
    return 'hematuria';
  return undefined;
}

/**
 * A request to hear an answer again: '다시 (한 번) 말씀해 주세요', '한 번만 더 말해 줄래?' (not the
 * doctor's '다시 설명드릴게요'), '(방금) 뭐라고
 * 하셨죠?', '네? 뭐라고요?', '잘 못 들었어요', and what was said asked back ('아까 어떻게 아프다고
 * 하셨죠?'); a person named as the speaker ('의사 선생님이 뭐라고 하셨어요?') asks what they said.
 */
const REPEAT_ASKED =
  /다시(한번|한번만|좀|한번더)?(말씀|얘기|이야기|설명|말)(해|을|좀)*(주|줘|줄|부탁)|(한번|한번만)더(말씀|얘기|이야기|말|설명)(해|을|좀)*(주|줘|줄|부탁)|^(네|응|예|어|죄송한데|죄송하지만|죄송해요|미안한데|미안해요)?(방금|아까|지금)?(뭐|뭐라|뭐라고)(라고)?(요|하셨|그러셨|했|말씀하셨|하신|그랬)[가-힣]{0,4}$|^(네|응|예|어|죄송한데|죄송하지만|죄송해요|죄송합니다|미안한데|미안해요)?(제가)?(잘)?못(들었|알아들었|들은)|^(아까|방금|전에|처음에)[가-힣]{1,14}(다고|라고|셨다고|었다고|았다고)(하셨|그러셨|했|말씀하셨|그랬|말했)[가-힣]{0,4}$|^(?![가-힣]*(의사|선생|병원|간호사|약사|교수|엄마|아빠|어머|아버|남편|아내|부인|친구|가족))(?=[가-힣]{0,12}(몇|언제|어디|어느|어떻게|얼마))[가-힣]{1,16}(다고|라고)(하셨|그러셨|했|말씀하셨|그랬|말했)(죠|지요|지|잖아요|었죠|었지|던가요|나요|어요|던데|더라)?$/;
/** Whether a message asks to hear an answer again (the patient then says it in full). */
export function asksAgain(text: string): boolean {
  return REPEAT_ASKED.test(toCompact(normalize(text).text));
}
/** What was said, asked back: the quoting verb after '…다고' ('아프다고 하셨죠' → '아프요'). */
const REPEAT_QUOTE =
  /(아까|방금|전에|처음에)|(다|라)고\s*(하셨|그러셨|했|말씀하셨|그랬|말했)[가-힣]*[?？]?\s*$/g;
/**
 * The question a quoted answer stands for (round 26): '어디로 퍼진다고 하셨죠?' → '어디로 퍼지나요?',
 * '한번에 몇 병 마신다고 했죠?' → '…마시나요?', '몇 도였다고' → '몇 도였어요?', '언제부터라고' →
 * '언제부터요?'; else the quoting verb is dropped as before ('아프다고 하셨죠' → '아프요').
 */
function quotedAsQuestion(text: string): string {
  const m = /([가-힣])(는|ㄴ)?(다|라)고\s*(하셨|그러셨|했|말씀하셨|그랬|말했)[가-힣]*[?？]?\s*$/.exec(text);
  const head = text.replace(/^(아까|방금|전에|처음에)\s*/, '');
  if (m) {
    const at = head.length - (text.length - m.index);
    const stem = head.slice(0, at);
    const last = m[1]!;
    const code = last.charCodeAt(0) - 0xac00;
    if (m[3] === '다' && m[2] === '는') return `${stem}${last}나요?`;
    // A verb's '-ㄴ다고' ('퍼진다고', '마신다고', '간다고'): the stem without its ㄴ, asked with '-나요'.
    if (m[3] === '다' && code >= 0 && code <= 11171 && code % 28 === 4)
      return `${stem}${String.fromCharCode(last.charCodeAt(0) - 4)}나요?`;
    // A past tense ('였다고', '했다고', '나왔다고'): asked as it was said.
    if (m[3] === '다' && code >= 0 && code <= 11171 && code % 28 === 20) return `${stem}${last}어요?`;
  }
  return text.replace(REPEAT_QUOTE, '요');
}
/** A condition, then more often ('…마시면 더 자주 가?', round 29). */
const MORE_OFTEN = /(으면|면|때|고나면|니까)(더|좀더|훨씬|특히)(자주|많이)[가-힣]{0,4}$/;
/** Two alternatives offered: '…아니면 …', or two words with one ending ('갑자기요 서서히요?'). */
const CHOICE = /아니면|아님|혹은|또는|(요|야|이야|예요|이에요)\s*,?\s+[가-힣a-z\s]{1,16}?(요|야)[?？]?\s*$/;
/** What a choice question asks of the complaint itself. */
const CHOICE_TOPICS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'onset',
  'character',
  'duration',
  'course',
]);
/** How often or how much, asked with a drinking verb and no drink named ('얼마나 자주 마셔요'). */
const DRINK_VERB_MEASURE =
  /(얼마나|자주|몇(병|잔|번|캔)|한번에|한번|주량|일주일에|한달에)[가-힣]{0,6}(마셔|마시|마셨|드세|드시|드셔)|(마시|드시)면[가-힣]{0,3}(몇|얼마)/;
/** A test the patient was told to have ('그때 하라던 검사', '받으라고 한 검사'). */
const ADVISED_TEST =
  /(하라던|하라고한|하라고했던|받으라던|받으라고한|받으라고했던|해보라던|해보라고한|찍으라던|찍으라고한)(검사|초음파|ct|씨티|mri|내시경|피검사)/;
/**
 * Two conditions offered for how the complaint is, on the compact form: '누우면 어때요 앉으면?' (a
 * condition asked how it is, then another as a tag), '움직일때랑 가만히 있을때는 어때요?' and '누워
 * 있을 때랑 앉아 있을 때 차이 있어요?' (two conditions joined, then how they compare).
 */
const FACTOR_PAIR =
  /(면|때)(는|은|엔|에는)?(어때|어떄|어떠|어떻|괜찮)[가-힣]{0,4}?[가-힣]{1,10}?(으면|면|때)(는|은|엔|에는)?(요)?$|(면|때)(랑|이랑|하고|과|와|나|이나)[가-힣]{1,12}(면|때)(는|은|엔|에는|에)?(어때|어떄|어떠|어떻|차이|달라|다르|비교|똑같|같아|같나)/;
/** A choice of two feelings ('빙빙 도는 느낌이에요 아니면 하얘지는 느낌?'), with the subject before them. */
const FEEL_CHOICE =
  /^(?:혹시)?((?:[가-힣]*?)(?:운|픈|린|런|한|는|진|ㄴ)(?:게|건|거|것이))?[가-힣]+?(느낌|식|것같)(이에요|이예요|인가요|이세요|이요|요|이)?(아니면|혹은|또는)[가-힣]+?(느낌|식|것같)/;
/** One condition asked how it is, no direction said ('누우면 어때요?', '걸을 때는 어떠세요?'). */
const FACTOR_HOW =
  /^(?:혹시|그럼|그러면)?[가-힣]{1,8}?(?<!어)(으면|면|때)(는|은|엔|에는)?(좀|조금)?(어때|어떄|어떠|어떻게되|어떻게돼)[가-힣]{0,3}[?？.]*$/;
/** Talk of the genital tract: vaginal discharge, periods, sex, pregnancy, contraception (round 28). */
const GYN_TALK =
  /냉이|냉은|냉도|질분비물|분비물|질염|질출혈|생리|월경|lmp|성관계|관계하|관계후|관계한|sexual|피임|임신|자궁|난소|산부인과/;
/** The lower belly ('아랫배', '하복부', '밑배'). */
const LOWER_BELLY = /아랫배|하복부|밑배|아래배|배꼽아래|배꼽밑/;
/** Itching of a part other than the vulva ('피부가 가려워요', '눈이 가려워요'). */
const ITCH_ELSEWHERE = /피부|몸|온몸|두피|머리|눈|귀|항문|팔|다리|등|얼굴|손|발|목|가슴|배|두드러기|발진/;
/** A subject named bare ('다리 저린건요?', '기침은요?'), nothing asked of it. */
const BARE_SUBJECT = /(건|거|거는|것은|은|는)(요)?[?？.]*$/;
/** Dimensions of a complaint a bare symptom right after them asks of that symptom (round 28). */
const DIMENSIONS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'onset',
  'duration',
  'location',
  'character',
  'severity',
  'course',
]);
/** What a factor pair may have been read as before it is read as the two factors. */
const FACTOR_PAIR_READINGS: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'aggravating',
  'relieving',
  'character',
  'course',
  'duration',
]);
/** A bare condition ('기침할 때는요?', '누우면요?'), after a question about what makes it worse or better. */
const CONDITION_ONLY = /(때|때는|때도|때만|면|으면|하면|시면)(요|은요|는요|도요)?$/;

interface Subject {
  readonly symptoms: readonly Symptom[];
  /** The last non-OLDCARTS topic asked ('술 드세요?' -> alcohol). */
  readonly topic?: HistoryTopic;
  readonly core: readonly HistoryTopic[];
}

function subjectOf(d: SegmentAnalysis): Subject | undefined {
  if (d.symptoms.length === 0 && d.topics.length === 0) return undefined;
  const own = d.topics.filter((t) => !CORE_TOPICS.has(t) && !NOT_INHERITED.has(t));
  return { symptoms: d.symptoms, topic: own.at(-1), core: d.topics.filter((t) => CORE_TOPICS.has(t)) };
}

function lastSubject(u: DetailedUnderstanding): Subject | undefined {
  for (let i = u.detail.length - 1; i >= 0; i -= 1) {
    const s = subjectOf(u.detail[i]!);
    if (s) return s;
  }
  return undefined;
}

/**
 * Resolves one elliptical segment ('언제부터요?', '얼마나 자주요?', '몇 잔이요?', '그건요?') against
 * what was asked just before. Returns the segment unchanged when it names its own subject.
 */
function resolveFollowUp(
  d: SegmentAnalysis,
  raw: string,
  ctx: Subject,
  painNear = false,
  choiceNext = false,
  howBefore = false,
): SegmentAnalysis {
  if (d.kind === 'action' || d.manoeuvres.length > 0) return d;
  // The test advised at an earlier episode ('전에도 이런 적 있었어요?' → '그때 하라던 검사는
  // 했어요?'): that episode's account tells it (round 26).
  if (
    ADVISED_TEST.test(d.compact) &&
    d.topics.every((t) => t === 'checkup') &&
    (ctx.topic === 'experience' || ctx.core.includes('experience'))
  )
    return { ...d, topics: ['experience'], symptoms: [] };
  // A child's crying named ('한 번 울면 얼마나 가요?', '울다가 괜찮아졌다가 그래요?') is the subject of
  // its own question, never a detail of the vomiting, the fever or the relative asked before.
  if (CRYING.test(d.compact) && d.symptoms.length === 0) return d;
  // '한 번 드시면 얼마나 드세요?', '몇 병이요?' right after '담배 피우세요?': a drink's verb or measure
  // turns to the drinking, never the smoking.
  if (
    ctx.topic === 'smoking' &&
    d.symptoms.length === 0 &&
    d.topics.every((t) => CORE_TOPICS.has(t) || t === 'alcohol') &&
    DRINKING.test(d.compact) &&
    !/담배|흡연|피우|피워|피셨/.test(d.compact)
  )
    return { ...d, topics: ['alcohol'] };
  // '마지막으로 드신 게 언제예요?' right after the drinking (the smoking, a drug): the last time of that
  // habit, never when the complaint began (round 40).
  if (
    ctx.topic &&
    LAST_TIME_TOPICS.has(ctx.topic) &&
    LAST_TIME.test(d.compact) &&
    d.symptoms.length === 0 &&
    d.topics.every((t) => CORE_TOPICS.has(t))
  )
    return { ...d, topics: [ctx.topic] };
  // '떨리기도 했어요?' right after a fever question is the shivering of a fever (chills), not a
  // tremor: only hands, arms or a voice named make it a tremor.
  if (
    d.symptoms.includes('tremor') &&
    // A dimension asked of it ('어느 쪽이 떨려?', '뭐 하면 덜 떨려?') is a tremor's (round 15).
    d.topics.length === 0 &&
    ctx.symptoms.some((s) => s === 'fever' || s === 'chills') &&
    !/손|팔|다리|목소리|머리|턱|입술/.test(d.compact)
  )
    return { ...d, symptoms: [...new Set(d.symptoms.map((s) => (s === 'tremor' ? 'chills' : s)))] };
  if (d.symptoms.length > 0 && !ctx.core.some((t) => t === 'aggravating' || t === 'relieving')) return d;
  if (d.education.length > 0 || d.acts.some((a) => a !== 'identityCheck')) return d;
  if (ACKNOWLEDGEMENT.test(d.compact) && !/[?？]/.test(raw)) return d;
  // A choice offered of how it began, what it is like, how long it lasts or how it has gone
  // ('갑자기 시작됐어요 아니면 서서히?', '갑자기요 서서히요?', '찌르는 거야 누르는 거야?') names its own
  // subject: the complaint's, never the symptom asked just before ('등은 안 아프세요?') (round 24).
  // So does its first half when the alternative is asked apart ('계속 아파요? 아니면 왔다갔다?').
  // One that points back ('하루 종일 그래요 아니면 왔다갔다?') is still of the last subject.
  if (
    d.topics.some((t) => CHOICE_TOPICS.has(t)) &&
    (CHOICE.test(raw) || choiceNext) &&
    !BLOOD.test(d.compact) &&
    !ANAPHOR.test(d.compact)
  )
    return d;
  // Two conditions offered for how it is ('누우면 어때요 앉으면?') name their own subject, the
  // complaint's, as a choice does: never a symptom just denied (round 27).
  if (
    FACTOR_PAIR.test(d.compact) &&
    d.topics.includes('aggravating') &&
    d.topics.includes('relieving') &&
    !ANAPHOR.test(d.compact)
  )
    return d;
  // So does one condition asked how it is ('누우면 어때요?' right after '한번 저리면 얼마나 가요?', round
  // 28): the complaint's factor, not the symptom of the last question's.
  if (
    FACTOR_HOW.test(d.compact) &&
    d.topics.length > 0 &&
    d.topics.every((t) => t === 'aggravating' || t === 'relieving') &&
    d.symptoms.length === 0 &&
    !ANAPHOR.test(d.compact)
  )
    return d;
  // '몇 잔이요?' names a drink only by its measure: after '커피 드세요?' it is about the coffee.
  const measureOnly = !/술|소주|맥주|막걸리|와인|양주|음주|alcohol|drink/.test(d.compact);
  const own = d.topics.filter(
    (t) =>
      !CORE_TOPICS.has(t) &&
      !(t === 'alcohol' && measureOnly && ctx.topic && HABIT_TOPICS.has(ctx.topic)) &&
      !(t === 'smoking' && !/담배|흡연/.test(d.compact) && ctx.topic && HABIT_TOPICS.has(ctx.topic)) &&
      !(ctx.symptoms.some((s) => ATTRIBUTE_OF[t]?.includes(s)) && !OWN_WORD[t]?.test(d.compact)),
  );
  if (own.length > 0) return d;
  // A subject of its own that the lexicon does not know ('코는요?', '입술은 어때요?', '먹는 건
  // 어때요?'), a body part or a side included ('눈은요?' after '손 떨려요?': the answer would be the
  // hands'), is a new question, never a detail of the last one: better not understood than
  // answered with the previous subject.
  if (d.topics.length === 0 && ownSubject(d.compact)) return d;
  // '당뇨는 언제부터?' after '대변은 잘 보세요?': a disease named as the subject is asked of itself,
  // never a detail of the last topic (round 15; the engine answers it from the case).
  if (DISEASE_SUBJECT.test(d.compact)) return d;
  // '점점 자주 와요?' right after '땀은요?': what comes (오다) is an episode, and sweat, a fever or a
  // rash is said to appear (나다), never to come: the question is of the complaint (round 16).
  if (
    d.symptoms.length === 0 &&
    COMES.test(d.compact) &&
    ctx.symptoms.length > 0 &&
    ctx.symptoms.every((s) => APPEARS.has(s))
  )
    return d;
  // '자주 보세요?' after a urinary question asks how often one voids (frequency).
  if (
    ctx.symptoms.some((s) => URINARY.has(s)) &&
    d.topics.every((t) => t === 'duration') &&
    d.symptoms.length === 0 &&
    /자주(보|가|가세|마려|마렵|누|눠)|화장실(에)?자주/.test(d.compact)
  )
    return { ...d, topics: [], symptoms: ['frequency'] };
  // '규칙적이에요?', '며칠 동안 해요?' after a period question: the menstrual pattern.
  if (
    (ctx.topic === 'lmp' || ctx.topic === 'menstrualPattern') &&
    d.topics.every((t) => t === 'duration' || t === 'menstrualPattern') &&
    d.symptoms.length === 0 &&
    /규칙|주기|며칠|양(은|이)|기간|덩어리|간격|색/.test(d.compact)
  )
    return { ...d, topics: ['menstrualPattern'] };
  // '밤에 몇 번 깨세요?' after urinary questions is the night-time voiding.
  if (
    d.topics.every((t) => t === 'duration') &&
    NIGHT_WAKING.test(d.compact) &&
    ctx.symptoms.some((s) => URINARY.has(s))
  )
    return { ...d, topics: [], symptoms: ['nocturia'] };
  // '효과 있어요?', '해열제 먹이면요?' after a medication question ask whether the drug helps.
  if (ctx.topic === 'medication' && d.topics.every((t) => t === 'medication') && DRUG_EFFECT.test(d.compact))
    return { ...d, topics: ['relieving'], symptoms: [] };
  // '얼마나 했어요?' after the witness's account is how long the event lasted.
  if (ctx.topic && EVENT_TOPICS.has(ctx.topic) && (d.topics.includes('duration') || HOW_LONG.test(d.compact)))
    return { ...d, topics: ['duration'] };
  // A chart word names its own question ('onset?' after '알레르기 있으세요?' is the complaint's onset);
  // after a symptom it is that symptom's ('기침하세요?' → 'onset이 언제요?' is when the cough began).
  // After a habit or a violence asked ('술 드세요?', '아드님이 때린 적 있으세요?'), 'onset이 언제요?'
  // is when that began, as '언제부터요?' is (round 21).
  if (
    /[a-z]{4,}/.test(d.compact) &&
    d.topics.length > 0 &&
    ctx.symptoms.length === 0 &&
    !(
      /^onset/.test(d.compact) &&
      d.topics.every((t) => t === 'onset') &&
      ctx.topic &&
      (HABIT_TOPICS.has(ctx.topic) || ctx.topic === 'violenceHistory' || ctx.topic === 'drinkingPattern')
    )
  )
    return d;
  // Blood in what was just asked about: '피 섞여 있었어요?' after '토하셨어요?' is hematemesis.
  if (d.topics.length === 0 && BLOOD.test(d.compact)) {
    // '피 색깔은요?' after '변에 피 묻어 나와요?' asks what the blood looks like, of the bleeding just
    // asked when there was one ('까만 변 본 적 있어요?' → '피 색은요?') (round 14).
    const asked = ctx.symptoms.find((s) => BLEEDING.has(s));
    const bleed = asked && bloodQuality(asked, d.compact).length > 0 ? asked : bloodOf(ctx);
    if (bleed) return { ...d, symptoms: [bleed], topics: bloodQuality(bleed, d.compact) };
    // '피 나요?' after a chest pain question asks about bleeding, never about the chest pain again;
    // after a bleeding it is that bleeding.
    const bleeding = ctx.symptoms.filter((s) => BLEEDING.has(s));
    if (bleeding.length > 0 && d.symptoms.length === 0)
      return { ...d, symptoms: bleeding, topics: bloodQuality(bleeding[0]!, d.compact) };
    if (d.symptoms.length === 0) return d;
  }
  // '기침할 때는요?' right after '어떨 때 더 아파요?' names a condition of the factor just asked.
  const factor = ctx.core.find((t) => t === 'aggravating' || t === 'relieving');
  // A drug taken as the condition ('해열제 먹으면요?' after '더 아프게 하는 거 있어요?') asks what the
  // drug does, what relieves it (round 18).
  if (
    factor &&
    d.compact.length <= 12 &&
    CONDITION_ONLY.test(d.compact) &&
    !(d.topics.includes('relieving') && DRUG_EFFECT.test(d.compact))
  )
    // After one condition asked how it is ('누우면 어때요?' then '앉으면요?'), the pair asked in two
    // messages, as '앉으면 어때요? 누우면요?' is in one (round 27): both factors (round 28). After two
    // conditions or a factor with its direction, the factor asked.
    return {
      ...d,
      topics: howBefore ? ['aggravating', 'relieving'] : [factor],
      symptoms: [],
    };
  if (d.symptoms.length > 0) return d;
  const anaphoric = ANAPHOR.test(d.compact);
  // Only a truly elliptical question borrows the previous subject: one with no predicate of its own
  // ('언제부터요?', '몇 번이나요?', '색깔은요?'), a very short one ('더 아파요?'), a measure of what was
  // just asked ('하루에 몇 잔 드세요?'), or an anaphoric one ('그건 언제부터 그랬어요?'). A complete
  // question ('전에도 이런 적 있으셨어요?', '다른 곳으로 퍼지나요?', '처음보다 더 심해졌어요?') is
  // about the chief complaint, whatever was asked before it.
  const elliptical =
    anaphoric ||
    // An attribute asked with its own predicate ('색깔은 어땠어요?', '모양은 어때요?' right after a
    // symptom, round 35) is as elliptical as '색깔은요?'.
    ATTRIBUTE_ASKED.test(d.compact) ||
    (d.compact.length <= 14 &&
      (!hasPredicate(d.compact) ||
        (d.compact.length <= 5 && GENERIC_PREDICATE.test(d.compact)) ||
        AMOUNT.test(d.compact) ||
        (d.compact.length <= 7 && /^(어느|어디|언제|어떻|어떤|무슨|왜)/.test(d.compact)))) ||
    // '요즘 더 많이 드세요?', '요즘 좀 덜 피우세요?' after a drinking or smoking question: how much of
    // that habit, said with its own verb and no object (round 25). Not an occasion ('최근에 많이 드신
    // 적 있어요?' asks a binge, which a case may tell as the event before the attack).
    (d.compact.length <= 16 &&
      !/적(이|은|도)?(있|없)/.test(d.compact) &&
      !!ctx.topic &&
      HABIT_TOPICS.has(ctx.topic) &&
      d.topics.length === 0 &&
      d.symptoms.length === 0 &&
      HABIT_MEASURE.test(d.compact));
  // '최근에 많이 드신 적 있어요?' after a drinking question: an occasion of drinking a lot, asked of
  // the drinking (the engine tells the binge before the attack when the case has one, else the
  // habit; round 26).
  if (
    ctx.topic &&
    (ctx.topic === 'alcohol' || ctx.topic === 'bingeDrinking' || ctx.topic === 'drinkingPattern') &&
    d.topics.length === 0 &&
    d.symptoms.length === 0 &&
    BINGE_ASKED.test(d.compact)
  )
    return { ...d, topics: ['alcohol'] };
  // Experience ('전에도 이런 적') is never a detail of the last question unless it points back to it.
  if (d.topics.includes('experience') && !anaphoric) return d;
  // '그럼 지금은 좀 어때요?': '그럼' turns to a new question, about the complaint.
  if (/^(그럼|그러면|자|그래서)(지금|요즘|현재|오늘)/.test(d.compact) && !anaphoric) return d;
  const questioned =
    d.topics.length > 0
      ? d.kind === 'question'
      : /[?？]/.test(raw) ||
        INTERROGATIVE.test(d.compact) ||
        ANAPHOR.test(d.compact) ||
        FOLLOW_WORD.test(d.compact);
  if (!elliptical || !questioned) return d;
  // '더 아파요?' after '눈이 노래졌어요?' is about the pain, not the jaundice: a pain word inherits
  // only a painful symptom.
  // So does a pain score ('NRS로 몇 점?', '점수로 몇 점?') or a pain's quality ('쥐어짜는 느낌?'):
  // after '토하셨어요?' they are about the complaint, never the vomiting.
  const pain =
    painNear || PAIN_WORD.test(d.compact) || PAIN_SCORE.test(d.compact) || d.topics.includes('radiation');
  const inherited = ctx.symptoms.filter((s) => !pain || PAIN_SYMPTOMS.has(s));
  let topics = [...d.topics];
  let symptoms: Symptom[] = [];
  if (inherited.length > 0) {
    symptoms = [...inherited];
    // '몇 번이요?': how often a symptom comes (duration), how many times one vomited (vomitus), or
    // the symptom itself for those that are counts ('자다가 깨세요?' -> '몇 번이나요?').
    if (COUNT.test(d.compact) && topics.every((t) => t === 'duration')) {
      topics = [];
      for (const s of inherited) {
        const t = COUNT_TOPIC[s];
        if (t) topics.push(t);
        else if (!COUNT_IS_SYMPTOM.has(s)) topics.push('duration');
      }
    }
    // '색깔은요?' after '토했어요?' asks what the vomit looked like.
    if (topics.length === 0 && QUALITY.test(d.compact)) {
      for (const s of inherited) if (QUALITY_TOPIC[s]) topics.push(QUALITY_TOPIC[s]!);
      // After a voiding symptom it is the urine's colour, not that symptom again (round 42: '아니요,
      // 그런 건 없었어요.' to '색깔은요?' after '소변은 하루에 몇 번 봐요?').
      if (topics.includes('urineColor') && symptoms.every((s) => URINARY.has(s))) symptoms = [];
    }
    // '어디가?' after '배 아파?' asks where it hurts.
    if (topics.length === 0 && /^어디/.test(d.compact) && inherited.some((s) => PAIN_SYMPTOMS.has(s)))
      topics.push('location');
    if (WEIGHT_AMOUNT.test(d.compact) && inherited.some((s) => s === 'weightLoss' || s === 'weightGain'))
      topics = ['weightChange'];
    if (topics.length === 0 && d.acts.includes('identityCheck')) return d;
  } else if (ctx.symptoms.length > 0) {
    return d;
  } else if (
    ctx.topic &&
    d.topics.every((t) => t === 'onset' || t === 'duration' || !CORE_TOPICS.has(t)) &&
    // '언제 처음 그랬어?', '증상 시작은 언제부터?' after a family or habit question ask when the
    // complaint began, not a detail of that topic.
    !(d.topics.includes('onset') && COMPLAINT_BEGAN.test(d.compact)) &&
    // '한 번 아프면 얼마나 가요?', '몇 분 정도 가?' after '술 드세요?' ask how long the pain lasts:
    // a pain word or a measure of time is never a detail of a habit or another non-symptom topic.
    !PAIN_WORD.test(d.compact) &&
    !TIME_MEASURE.test(d.compact)
  ) {
    // '언제부터요?' after '술 드세요?' asks when the drinking started (drinkingPattern); after any other
    // topic the follow-up asks a detail of that same topic.
    const start = topics.includes('onset');
    topics = [
      start && ctx.topic === 'alcohol'
        ? 'drinkingPattern'
        : start && DESCRIBES_COMPLAINT.has(ctx.topic)
          ? 'onset'
          : ctx.topic,
    ];
    // '소변은 어때요? 양이 줄었어요?': how much urine.
    if (
      (ctx.topic === 'urination' || ctx.topic === 'urineColor') &&
      /^(소변)?양(이|은|도|은좀)?/.test(d.compact)
    )
      topics = ['urineVolume'];
  } else if (ctx.core.includes('radiation') && topics.includes('location')) {
    topics = ['radiation'];
  } else return d;
  const acts = d.acts.filter((a) => a !== 'identityCheck' || (topics.length === 0 && symptoms.length === 0));
  const dedupe = <K>(xs: K[]) => [...new Set(xs)];
  return { ...d, topics: dedupe(topics), symptoms: dedupe(symptoms), acts };
}

function rebuild(detail: SegmentAnalysis[]): DetailedUnderstanding {
  const union = <K extends string>(pick: (d: SegmentAnalysis) => K[]): K[] => {
    const out: K[] = [];
    for (const d of detail) for (const k of pick(d)) if (!out.includes(k)) out.push(k);
    return out;
  };
  const acts = union((d) => d.acts);
  const education = union((d) => d.education);
  return {
    topics: union((d) => d.topics),
    symptoms: union((d) => d.symptoms),
    manoeuvres: union((d) => d.manoeuvres),
    acts,
    education,
    openQuestion: acts.includes('openQuestion'),
    invitesQuestions: education.includes('invitingQuestions'),
    segments: detail.map((d) => ({ text: d.text, kind: d.kind })),
    detail,
  };
}

/** 'Anything worrying you?' (whether), not 'what worries you most?' (what: the patient's concerns). */
const INVITING_WORRY = /^(?!.*(뭐|무엇|어떤|어느|가장|제일)).*(거|것|게|점|부분)(이|은|도)?(있|없)/;
/** What the doctor tells in the explanation part of an encounter. */
const TOLD: ReadonlySet<EducationConcept> = new Set<EducationConcept>([
  'likelyDiagnosis',
  'differentials',
  'tests',
  'treatment',
]);

/**
 * What a doctor says while explaining (round 47): how the condition usually goes or what causes it
 * ('대부분 자라면서 없어져요', '뇌전증으로 넘어가는 경우는 드물어요', '신경이 예민해져서 생기는 거고'), what to
 * do when it comes ('다음에 또 경련하면 옆으로 눕히고 … 마세요', '5분 넘게 하면 119 부르시고요',
 * '아플때 산소를 마시면 금방 좋아져요'), how to take a drug ('시간 맞춰서 먹이시면 되고요') and advice
 * ('끊으시는게 좋아요'). Present and general, never the past a history question asks about.
 */
const EXPLAINING =
  /(드리고|드릴게요|드릴께요|드릴테니|드릴거|처방해|처방할)|대부분|대개|흔히|드물|드뭅|경우(가|는|도|에|엔)|(생기는|생길|나타나는|일어나는|오는)(거|것|병)|(좋아|나아|없어|사라|괜찮아|가라앉|줄어|멎)(져|지|집|들)(요|고|는|니|ㅂ니다|습니다|게|기|거든)|(시|으시|이시)?면(돼|되|됩)|면[가-힣a-z0-9]{1,24}(세요|시고요|시구요|십시오|셔야(해|돼|합|됩)|해야(해|돼|합|됩))$|(지|진)마(세요|시고|십시오)|(는게|는것이|는편이|시는게|시는것이)좋(아요|습니다|겠어요|아)/;
/** '몇' as 'a few', not 'how many' ('몇 주 지나면 없어져요', '며칠 안에 좋아져요'). */
const SOME_TIME =
  /(몇|며칠)(주|일|달|개월|년|시간|분|번)?(지나|안에|이내|후에|뒤에|만에|정도면|쯤이면|있으면)/g;
/** A request to be told ('있으면 말씀해 주세요', '생기면 알려 주세요') asks, though it ends like advice. */
const TELL_ME = /말씀|얘기해|이야기해|알려주|알려줘/;

/** Whether a sentence without a question word explains, instructs or advises (EXPLAINING). */
export function explainsOn(compact: string): boolean {
  return (
    !INTERROGATIVE.test(compact.replace(SOME_TIME, '')) && !TELL_ME.test(compact) && EXPLAINING.test(compact)
  );
}

/** A measure of time, not of a habit ('몇 분 정도 가?', '얼마 동안 지속돼요?'). */
const TIME_MEASURE = /몇(분|시간|초)|얼마동안|지속/;
/** When the complaint first began ('언제 처음 그랬어?', '증상 시작은 언제부터?'). */
const COMPLAINT_BEGAN = /증상|처음|시작|아프기|아파지/;
/** A bare subject asked how it is ('소변은 어때요?', '잠은요?'), opening a question. */
/** A time of day named alone ('낮에는요?', '밤엔요?'). */
const TIME_OPENER = /^(낮|밤|아침|저녁|새벽|오전|오후|주말|평일)(에|에는|엔|은|는)?요?[?？]?$/;
const OPENER = /^[가-힣]{1,4}(은|는)(요|어때요|어떠세요|어때|어떠신가요)$/;
/** How much a body weighs ('몸무게 얼마예요?', '체중은 몇 킬로예요?'), not how it changed. */
const WEIGHT_ASKED = /^(지금|현재)?(몸무게|체중)(은|는|이|가)?(지금|현재)?(얼마|몇)/;
/** Words that say the conversation is about an infant or a small child. */
const CHILD_TALK =
  /아기|애기|아이(가|는|를|의|도)|우리애|(^|[^가-힣])애(가|는|를|도|한테|랑)|어린이집|유치원|먹였|분유|수유|모유|젖병|기저귀|이유식|개월|돌(이|은)?지/;
/** Talk of the stool ('대변', '변비', '변 볼 때', '항문', '치질'), not of urine ('소변'). */
/** 'Then', pointing back at an episode just told ('그때는 어떻게 나았어요', '그땐 병원 가셨어요?'). */
const THEN_ASKED = /^(그때|그땐|그당시|그때도|그때는)/;
/** 'That thought' pointed back at ('그런 생각은', '그 생각이', '그런 마음은'). */
const THAT_THOUGHT = /^(그런|그|이런)(생각|마음)/;
/** Talk of breathlessness (lead47). */
const BREATH_TALK = /숨(이|은|도)?[가-힣]{0,3}(차|가빠|막|쉬기)|숨찬|호흡곤란|천식|쌕쌕|dyspnea|sob|doe/;
/** Speaking asked whether it is hard ('말하기 힘드세요?', '한 문장 다 말할 수 있어요?', '말을 끝까지 하실 수 있어요?'). */
const SPEECH_HARD =
  /말(하기|하는거|하는게|하시는거|하시기|씀하시기|을|도)?(이|가|은|는|도)?(힘드|힘들|힘든|어려|벅차|숨차)|(한문장|문장|한마디|말)(을|도)?(다|끝까지|길게|끊지않고)(말|하)[가-힣]{0,4}(수있|수없|돼|되|가능)/;
/** Woken from sleep at night ('밤에 자다가 깨요?', '자다가 깨신 적 있어요?'). */
const WOKEN = /자다(가)?(깨|깬|깼|일어나)|(잠|밤)[가-힣]{0,4}(깨|깬|깼)/;
const STOOL_TALK = /대변|(?<!소)변(을|이|은|에|색|비|모양|볼|보|봐|본)|배변|항문|치질|똥|혈변/;
/** Urine named in the question itself. */
const URINE_WORD = /소변|오줌|잔뇨|배뇨/;
/** A meal asked of someone ('밥은 잘 먹어요?', '식사는 어때요?'): a child's feeding once the talk is of a child. */
const MEAL_ASKED = /밥|식사|반찬|먹어|먹나|먹니|먹는/;

/** What the last of `previous` asked about, resolved in its own context; memoised (pure). */
const SUBJECTS = boundedMemo<Subject | undefined>(512);
function subjectBefore(previous: readonly string[]): Subject | undefined {
  const before = previous.at(-1);
  if (before === undefined) return undefined;
  return SUBJECTS.get(previous.join('\u0000'), () => subjectBeforeAfresh(previous, before));
}

function subjectBeforeAfresh(previous: readonly string[], before: string): Subject | undefined {
  let subject = lastSubject(analyzeInContext(before, previous.slice(0, -1)));
  // '소변 색깔이 어떤데요?' → '언제부터요?' → '양은 얼마나 나와요?': a follow-up that turned to the
  // onset still speaks of what the complaint looks like (round 14).
  if (subject && subject.symptoms.length === 0 && !subject.topic && previous.length >= 2) {
    const earlier = subjectBefore(previous.slice(0, -1));
    if (
      earlier?.topic &&
      DESCRIBES_COMPLAINT.has(earlier.topic) &&
      analyzeDetailed(before).topics.length <= 1
    )
      subject = { ...subject, topic: earlier.topic };
  }
  return subject;
}

/**
 * `analyzeDetailed` in the context of the conversation: `previous` holds the learner's earlier
 * messages, oldest first (the last two resolve follow-ups; all of them tell whether the talk is of a child). A short or anaphoric question that names no
 * subject of its own is resolved against the question just before it, in the same message or in
 * the previous one:
 * - after a symptom, an OLDCARTS question is about that symptom ('토하셨어요?' -> '언제부터요?' is
 *   onset + vomiting; '얼마나 자주요?' is duration, or vomitus for vomiting), a bare '그건요?',
 *   '색깔은요?' or '몇 번이요?' is the symptom itself;
 * - after any other topic, the follow-up asks a detail of that topic ('술 드세요?' -> '얼마나
 *   자주요?' is alcohol, '언제부터요?' is drinkingPattern; '해외여행 다녀오셨어요?' -> '어디로요?' is
 *   travel; '생리는 규칙적이에요?' -> '며칠 동안 해요?' is menstrualPattern);
 * - after radiation, '어느 쪽으로요?' is radiation.
 * `replies` holds the patient's replies, oldest first: blood named alone with its colour ('피 색깔은
 * 어때요?') when nothing bleeding was asked is the bleeding those replies spoke of.
 * A message that names its own subject ('기침은요?') is left alone. `analyzeUtterance` stays
 * context-free: it is what the grader scores.
 */
/** An attribute of what was just asked, with a predicate ('색깔은 어땠어요?', round 35). */
const ATTRIBUTE_ASKED =
  /^(그|혹시|그럼)?(색깔|색|빛깔|모양|냄새|굳기)(은|는|이|가)?(좀)?(어땠|어때|어떤|어떻|무슨|뭐)/;
/** A colour asked with no subject ('색깔은 어땠어요?', '무슨 색이에요?'). */
const BARE_COLOUR =
  /^(그|혹시|그럼)?(색깔|색|빛깔)(은|이|는)?(어땠|어때|어떤|어떻|무슨|뭐)|^(그|혹시|그럼)?(색깔|빛깔)(은|는)?요$|^(무슨|어떤)색|^(그|혹시|그럼)?(핏)?(덩어리|덩이)(가|도|는|은)?(좀)?(있|나오|나와|나왔|섞|보|요$)/;
/** How often it was seen, with no subject ('몇번 보셨어요?', '몇 번 봤어?'). */
const SEEN_COUNT =
  /^(그거|그건|그걸|그럼)?(몇번|몇차례|몇회)(이나|정도)?(보셨|봤|보세요|봐요|보신|보았|나왔|나온)/;
/** A check that expects a no ('N/V는 없죠?', '열은 안 나시죠?', '토하진 않았죠?'). */
const EXPECTS_NO = /(없|않|아니|안[가-힣]{1,4})(죠|지요|시죠|시지요|으시죠|었죠|았죠|셨죠)[?？]?$/;

/** Acts that stand on their own: never a follow-up of the previous subject. */
const OWN_ACTS = new Set(['greeting', 'identityCheck', 'examConsent', 'summary', 'closing', 'openQuestion']);

/** The last time a drug was taken or given ('마지막으로 언제 먹였어요?', '마지막에 먹인 게 언제예요?'). */
const LAST_DOSE =
  /(마지막|제일최근|가장최근)(으로|에|에는)?[가-힣]{0,4}(언제|몇시)|(마지막|제일최근|가장최근)(으로|에)?(먹|드시|드신|드셨|복용|쓰|쓴|썼|뿌|맞)[가-힣]{0,4}(언제|몇시)/;

/** Worrying asked as a habit ('주로 어떤 걱정을 하세요?', '요즘 무슨 걱정 해?'). */
const WORRY_HABIT = /(주로|평소|보통|요즘|무슨|어떤)[가-힣]{0,3}걱정(을|이)?(하세요|하시|해요|해|하는|하고)/;
/** A patient who says the worrying is the trouble ('걱정이 끊이질 않아요', '늘 불안하고'). */
const WORRIER = /걱정이(끊|많|계속|자꾸)|걱정을(많이|너무)|(늘|항상|계속|자꾸|너무)불안/;

export function analyzeInContext(
  text: string,
  previous: readonly string[] = [],
  replies: readonly string[] = [],
): DetailedUnderstanding {
  const base = analyzeDetailed(text);
  const recent = previous.slice(-2);
  let ctx = subjectBefore(previous.slice(-4));
  const raws = splitSegments(normalize(text).text);
  let explained: boolean | undefined;
  let childTalk: boolean | undefined;
  let childTalkEver: boolean | undefined;
  let explainedEver: boolean | undefined;
  let breathTalk: boolean | undefined;
  let stoolTalk: boolean | undefined;
  const detail = base.detail.map((segment, i) => {
    let d = segment;
    // The explanation part of the encounter (round 47): once the doctor has told a diagnosis or a
    // plan, in an earlier message or earlier in this one, a sentence that explains, instructs or
    // advises without a question mark or a question word asks nothing of the history, whatever
    // symptom it names ('열이 날 때 뇌가 아직 미숙해서 생기는 거고 대부분 자라면서 없어져요' was
    // answered '아니요, 39.5도까지 올랐어요.').
    if (
      (d.topics.length > 0 || d.symptoms.length > 0) &&
      d.kind !== 'action' &&
      !/[?？]/.test(d.text) &&
      !INTERROGATIVE.test(d.compact.replace(SOME_TIME, '')) &&
      !TELL_ME.test(d.compact) &&
      EXPLAINING.test(d.compact)
    ) {
      const toldHere = base.detail.slice(0, i + 1).some((x) => x.education.some((e) => TOLD.has(e)));
      explainedEver ??= previous.some((p) => analyzeDetailed(p).education.some((e) => TOLD.has(e)));
      if (toldHere || explainedEver) return { ...d, topics: [], symptoms: [] };
    }
    // Whether someone knows, and what, said after it: its own question, nothing borrowed (round 39).
    if (
      knowsAsked(d.compact) ||
      (i > 0 && knowsAsked(base.detail[i - 1]!.compact) && KNOWS_WHAT.test(d.compact))
    )
      return { ...d, topics: [], symptoms: [] };
    // What the patient worries about, asked as a habit ('주로 어떤 걱정을 하세요?'), of a patient who
    // has said the worrying is the trouble ('걱정이 끊이질 않아요'): what the worry is like, the
    // complaint itself; else the patient's concerns (round 34).
    if (
      d.symptoms.length === 0 &&
      d.topics.length === 1 &&
      d.topics[0] === 'ideasConcerns' &&
      WORRY_HABIT.test(d.compact) &&
      replies.some((r) => WORRIER.test(toCompact(r)))
    ) {
      d = { ...d, topics: ['character'] };
      ctx = subjectOf(d) ?? ctx;
      return d;
    }
    // A request to hear an answer again ('다시 한 번 말씀해 주시겠어요?', '뭐라고 하셨죠?', '아까 어떻게
    // 아프다고 하셨죠?') asks what it names, or else what the last message asked: never a summary to
    // confirm, nor sympathy, nor what a doctor once said (round 24).
    if (REPEAT_ASKED.test(d.compact)) {
      const named = analyzeDetailed(quotedAsQuestion(d.text)).detail;
      const own = (pick: (x: SegmentAnalysis) => string[]) => [...new Set(named.flatMap(pick))];
      let topics = own((x) => x.topics).filter((t) => t !== 'priorKnowledge') as HistoryTopic[];
      let symptoms = own((x) => x.symptoms) as Symptom[];
      let acts: EncounterAct[] = d.acts.filter((a) => a === 'identityCheck' || a === 'greeting');
      // A name or an age asked again ('성함 다시 한 번 말씀해 주시겠어요?') asks itself.
      if (topics.length + symptoms.length + acts.length === 0 && previous.length > 0) {
        const last = analyzeInContext(previous.at(-1)!, previous.slice(0, -1));
        topics = [...last.topics];
        symptoms = [...last.symptoms];
        if (last.acts.includes('openQuestion')) acts = [...acts, 'openQuestion'];
      }
      d = { ...d, topics, symptoms, acts, education: [] };
      ctx = subjectOf(d) ?? ctx;
      return d;
    }
    // The last dose asked right after a drug ('해열제 먹였어요?' → '마지막으로 언제 먹였어요?'): the
    // medication, not the onset nor a clarification (round 32).
    if (
      LAST_DOSE.test(d.compact) &&
      d.symptoms.length === 0 &&
      d.topics.every((t) => t === 'onset' || t === 'medication') &&
      previous.length > 0 &&
      (d.topics.includes('medication') || analyzeDetailed(previous.at(-1)!).topics.includes('medication'))
    ) {
      d = { ...d, topics: ['medication'] };
      ctx = subjectOf(d) ?? ctx;
      return d;
    }
    // '몸무게 얼마예요?' in a conversation about an infant ('분유는 얼마나 먹어요?' just before) asks
    // how the child is growing, never a detail of the last question.
    if (
      WEIGHT_ASKED.test(d.compact) &&
      d.symptoms.length === 0 &&
      d.topics.every((t) => t === 'weightChange')
    ) {
      childTalk ??= CHILD_TALK.test(toCompact(normalize([...recent, text].join(' ')).text));
      if (childTalk) d = { ...d, topics: ['growth'] };
    }
    // A segment that is an act of its own (a name or identity check, a summary, consent, a greeting
    // or closing, an exam step, an explanation) with no history key borrows nothing, and what
    // follows it in the message is asked after it, not after the previous subject ('송다인님?',
    // '진찰할게요, 괜찮으세요?', '아이 이름이 뭐예요? 몇 살이에요?').
    const ownAct =
      d.topics.length === 0 &&
      d.symptoms.length === 0 &&
      (d.manoeuvres.length > 0 || d.education.length > 0 || d.acts.some((a) => OWN_ACTS.has(a)));
    // A pain word in a later segment of the message that names no symptom ('어떤 느낌이에요?
    // 쥐어짜는 느낌?', '누우면 어때요? 더 아파요?') makes this one a question of a pain too.
    const painNear = base.detail
      .slice(i + 1)
      .some((x) => x.symptoms.length === 0 && (PAIN_WORD.test(x.compact) || PAIN_SCORE.test(x.compact)));
    // What makes it worse or better, asked right after a check expecting a no ('N/V는 없죠?' →
    // '언제 제일 심해요?'), is of the complaint: an absent symptom has no factor (round 13).
    const factorAfterDenial =
      i === 0 &&
      d.symptoms.length === 0 &&
      d.topics.length > 0 &&
      d.topics.every((t) => t === 'aggravating' || t === 'relieving') &&
      EXPECTS_NO.test(toCompact(normalize(recent.at(-1) ?? '').text));
    // Blood named alone ('피 색깔은 어때요?') with nothing bleeding asked before it is the bleeding the
    // patient spoke of last ('…피가 떨어져요.' → '아 피가요.. 언제부터요?' → '피 색깔은요?'; or the
    // opening '소변이 핏빛으로 나와서 왔어요.' many turns before), when what is asked is an attribute
    // of it (round 14).
    const saidBleed =
      i === 0 &&
      d.topics.length === 0 &&
      d.symptoms.length === 0 &&
      BLOOD.test(d.compact) &&
      !(ctx && (bloodOf(ctx) || ctx.symptoms.some((x) => BLEEDING.has(x)))) &&
      replies.length > 0
        ? [...replies]
            .reverse()
            .map(bleedingSaid)
            .find((x) => x !== undefined)
        : undefined;
    const saidQuality = saidBleed ? bloodQuality(saidBleed, d.compact) : [];
    // Its colour or how often it was seen, asked with no subject at all ('색깔은 어땠어요?', '몇번
    // 보셨어요?') when the last question named no symptom (its onset, say): the bleeding the
    // patient spoke of (round 20).
    const bareBleed =
      !saidBleed &&
      i === 0 &&
      d.topics.length === 0 &&
      d.symptoms.length === 0 &&
      (BARE_COLOUR.test(d.compact) || SEEN_COUNT.test(d.compact)) &&
      (!ctx || ctx.symptoms.length === 0) &&
      // After a period question it is the period's ('무슨 색이에요? 덩어리도 있어요?', round 26).
      !(ctx && (ctx.topic === 'menstrualPattern' || ctx.topic === 'lmp')) &&
      replies.length > 0
        ? [...replies]
            .reverse()
            .slice(0, 4)
            .map(bleedingSaid)
            .find((x) => x !== undefined)
        : undefined;
    const bareQuality =
      bareBleed && BARE_COLOUR.test(d.compact) && QUALITY_TOPIC[bareBleed] ? [QUALITY_TOPIC[bareBleed]!] : [];
    // '밤에 몇 번 깨세요?' asks its own question, never a detail of the last topic ('대변은 잘
    // 보세요?' just before): the night-time voiding once the encounter has spoken of urine, else
    // the waking itself (round 15).
    if (
      ctx &&
      NIGHT_WAKING.test(d.compact) &&
      d.kind === 'question' &&
      d.acts.length === 0 &&
      d.education.length === 0 &&
      d.symptoms.length === 0 &&
      d.topics.every((t) => t === 'duration') &&
      !ctx.symptoms.some((x) => URINARY.has(x))
    ) {
      const urine = URINE_WORD.test(toCompact(normalize(previous.join(' ')).text));
      d = { ...d, topics: [], symptoms: [urine ? 'nocturia' : 'insomnia'] };
    }
    // How often or how much the patient drinks, asked with the verb alone ('평소에는 얼마나 자주
    // 마셔요', '한번 마시면 몇병?') once the encounter speaks of drinking: the drinking, never how long
    // the complaint lasts (round 26).
    if (
      d.symptoms.length === 0 &&
      d.acts.length === 0 &&
      d.topics.every((t) => t === 'duration' || t === 'course' || t === 'onset') &&
      DRINK_VERB_MEASURE.test(d.compact) &&
      !/물|우유|커피|차를|음료|주스|분유|약/.test(d.compact) &&
      DRINK_TALK.test(toCompact(normalize([...previous, ...replies].join(' ')).text))
    ) {
      d = { ...d, topics: ['alcohol'] };
      ctx = subjectOf(d) ?? ctx;
      return d;
    }
    // A condition, then more often ('음료수 많이 마시면 더 자주 가?', round 29): a factor asked in full,
    // never a detail of the last question (not how often one smokes after '담배 피우세요?').
    if (d.topics.includes('aggravating') && MORE_OFTEN.test(d.compact)) {
      ctx = subjectOf(d) ?? ctx;
      return d;
    }
    // Blood asked of an illness just asked about as what came before ('2주 전에 설사나 감기
    // 있었어요?' → '그때 피 섞였었어요?', round 29): the blood in that stool or vomit, then.
    if (
      i === 0 &&
      ctx?.topic === 'event' &&
      d.topics.length === 0 &&
      d.symptoms.length === 0 &&
      BLOOD.test(d.compact)
    ) {
      const before = toCompact(normalize(recent.at(-1) ?? '').text);
      const bleed = /설사|장염|배탈|식중독|대변|변을/.test(before)
        ? 'hematochezia'
        : /토하|토했|구토/.test(before)
          ? 'hematemesis'
          : undefined;
      if (bleed) {
        d = { ...d, symptoms: [bleed] };
        ctx = subjectOf(d) ?? ctx;
        return d;
      }
    }
    let resolved =
      saidBleed && saidQuality.length > 0
        ? { ...d, symptoms: [saidBleed], topics: saidQuality }
        : bareBleed
          ? bareQuality.length > 0
            ? { ...d, topics: bareQuality }
            : { ...d, symptoms: [bareBleed] }
          : ctx && !ownAct && !factorAfterDenial
            ? resolveFollowUp(
                d,
                raws[i]?.text ?? d.text,
                ctx,
                painNear,
                /^(아니면|아님|혹은|또는)/.test(base.detail[i + 1]?.compact ?? ''),
                FACTOR_HOW.test(toCompact(normalize(recent.at(-1) ?? '').text)),
              )
            : d;
    // The amount or the count of a bleeding asked alone ('양은요?', '얼마나 나와요?', '피 몇 번
    // 나왔어요?') right after the bleeding was asked, or when the last question named no symptom (or
    // was not understood) and the patient's last replies spoke of it: the amount is its severity, as the sets label it; the
    // count the bleeding itself (round 42: a bare '양은요?' got the bleeding's yes again, or was not
    // understood after '언제부터요?').
    if (
      i === 0 &&
      d.symptoms.length === 0 &&
      d.topics.every((t) => t === 'severity' || t === 'duration') &&
      (BLEED_AMOUNT.test(d.compact) || BLEED_COUNT.test(d.compact)) &&
      !(ctx?.topic && NOT_A_BLEED_AMOUNT.has(ctx.topic))
    ) {
      const bleed =
        ctx?.symptoms.find((x) => BLEEDING.has(x)) ??
        (!ctx || ctx.symptoms.length === 0
          ? [...replies]
              .reverse()
              .slice(0, 2)
              .map(bleedingSaid)
              .find((x) => x !== undefined)
          : undefined);
      if (bleed)
        resolved = {
          ...resolved,
          topics: BLEED_AMOUNT.test(d.compact) ? ['severity'] : [],
          symptoms: [bleed],
        };
    }
    // '언제부터요?' right after the weight change ('몇 kg 늘었어요?', '체중 변화 있으세요?'): since when
    // the weight has gone up or down, the symptom the last question or reply says, not the weight
    // change again (round 42: '아까 말씀드린 것처럼 … 72kg이에요.').
    if (
      ctx?.topic === 'weightChange' &&
      d.topics.length === 1 &&
      d.topics[0] === 'onset' &&
      d.symptoms.length === 0 &&
      resolved.topics.length === 1 &&
      resolved.topics[0] === 'weightChange'
    ) {
      const said = toCompact(normalize(`${recent.at(-1) ?? ''} ${replies.at(-1) ?? ''}`).text);
      const way: Symptom | undefined = /늘었|늘어|찌|쪘|불었|증가/.test(said)
        ? 'weightGain'
        : /빠졌|빠지|빠져|줄었|줄어|감소/.test(said)
          ? 'weightLoss'
          : undefined;
      if (way) resolved = { ...resolved, topics: ['onset'], symptoms: [way] };
    }
    // A symptom named bare right after a dimension of the complaint was asked ('허리는 언제부터
    //아프셨어요' → '다리 저린건요?'), when the patient has already said they have it: that dimension of
    // it, not whether they have it (round 28; the reply said yes to what the patient had told twice).
    if (
      i === 0 &&
      ctx &&
      resolved.topics.length === 0 &&
      resolved.symptoms.length === 1 &&
      !ctx.symptoms.includes(resolved.symptoms[0]!) &&
      d.compact.length <= 10 &&
      BARE_SUBJECT.test(d.compact) &&
      replies.length > 0
    ) {
      const dims = ctx.core.filter((t) => DIMENSIONS.has(t));
      const s = resolved.symptoms[0]!;
      // The reply just given says it ('…다리 저린 건 반년 전부터…'): the symptom is in talk now.
      const told = replies
        .slice(-1)
        .some(
          (r) =>
            !/^(아니|없)/.test(r.trim()) &&
            analyzeDetailed(r).detail.some(
              (x) => x.symptoms.includes(s) && !/없|않|안\s*(아프|아파|나|했)|아니/.test(x.text),
            ),
        );
      if (dims.length === 1 && told) resolved = { ...resolved, topics: [dims[0]!] };
    }
    // What a bruise looks like ('멍이 어떻게 생겼어요?', '멍 크기는 어느정도예요?') is the character of the
    // bruising the patient came with, as the encounters label it, not whether they bruise (round 28:
    // '멍' alone became a bruising word for '멍은 언제부터 들었어요?' and summaries).
    if (
      resolved.topics.includes('character') &&
      resolved.symptoms.includes('easyBruising') &&
      !/(잘|쉽게|자주)(들|드|생)/.test(resolved.compact)
    )
      resolved = { ...resolved, symptoms: resolved.symptoms.filter((x) => x !== 'easyBruising') };
    // In an encounter about the genital tract (discharge, periods, sex, pregnancy), the lower belly
    // hurting ('아랫배 아프거나 열나진 않아요?') is pelvic pain and itching with no other part named
    // ('가려운건요?') is the vulva's, as the encounters label them (round 28).
    if (resolved.symptoms.includes('abdominalPain') || resolved.symptoms.includes('itching')) {
      const gyn = GYN_TALK.test(toCompact(normalize([...previous, text].join(' ')).text));
      if (gyn) {
        const swapped = resolved.symptoms.map((x) =>
          x === 'abdominalPain' && LOWER_BELLY.test(resolved.compact)
            ? 'pelvicPain'
            : x === 'itching' && !ITCH_ELSEWHERE.test(resolved.compact)
              ? 'vaginalItching'
              : x,
        );
        resolved = { ...resolved, symptoms: [...new Set(swapped)] };
      }
    }
    // '걱정되시는 거 있으세요?' once the doctor has told the diagnosis or the plan invites the
    // patient's questions about it; before that it asks what the patient fears (ideasConcerns).
    if (
      resolved.topics.length === 1 &&
      resolved.topics[0] === 'ideasConcerns' &&
      resolved.symptoms.length === 0 &&
      INVITING_WORRY.test(resolved.compact)
    ) {
      explained ??= recent.some((p) => analyzeDetailed(p).education.some((e) => TOLD.has(e)));
      if (explained)
        resolved = { ...resolved, topics: [], education: [...resolved.education, 'invitingQuestions'] };
    }
    // '밥은 잘 먹어요?' asked of a parent once the encounter has been about the child (any earlier
    // message, not only the last two) is the child's feeding, as it is when the message says so.
    // So are the meals asked with the water ('밥이랑 물은 잘 먹어요?': feeding and fluidIntake, round 30).
    if (
      resolved.symptoms.length === 0 &&
      (resolved.topics.length === 1 ||
        (resolved.topics.length === 2 && resolved.topics.includes('fluidIntake'))) &&
      resolved.topics[0] === 'appetite' &&
      MEAL_ASKED.test(resolved.compact)
    ) {
      childTalkEver ??= CHILD_TALK.test(toCompact(normalize([...previous, text].join(' ')).text));
      if (childTalkEver)
        resolved = { ...resolved, topics: resolved.topics.map((t) => (t === 'appetite' ? 'feeding' : t)) };
    }
    // '볼일 볼 때 아프세요?', '보고 나서 덜 본 느낌 있어요?' in talk of the stool (this message or the
    // last two) are of the bowel: pain on passing stool and tenesmus, never the voiding's.
    if (
      resolved.symptoms.some((x) => x === 'dysuria' || x === 'residualUrine') &&
      !URINE_WORD.test(resolved.compact)
    ) {
      stoolTalk ??= STOOL_TALK.test(toCompact(normalize([...recent, text].join(' ')).text));
      if (stoolTalk)
        resolved = {
          ...resolved,
          symptoms: [
            ...new Set(
              resolved.symptoms.map((x): Symptom =>
                x === 'residualUrine'
                  ? 'tenesmus'
                  : x === 'dysuria' && /볼일/.test(resolved.compact)
                    ? 'analPain'
                    : x,
              ),
            ),
          ],
        };
    }
    // What happened then, asked right after the earlier episodes ('전에도 이런 적 있었어요?' → '그때는 어떻게
    // 나았어요'): the same episodes, whose sentence tells how they went (lead49: '네? 잘 못 알아들었어요.').
    if (
      THEN_ASKED.test(resolved.compact) &&
      resolved.topics.length === 0 &&
      resolved.symptoms.length === 0 &&
      resolved.kind === 'question' &&
      previous.length > 0 &&
      analyzeDetailed(previous.at(-1)!).topics.includes('experience')
    )
      resolved = { ...resolved, topics: ['experience'] };
    // How often or since when the thought comes, asked of 'that thought' right after the thoughts of
    // death ('혹시 죽고 싶다는 생각 해보신 적 있으세요?' → '그런 생각은 얼마나 자주 드세요'): the same
    // thoughts, whose sentence tells how often (lead48: read as a duration and answered '잘 모르겠어요').
    if (
      THAT_THOUGHT.test(resolved.compact) &&
      resolved.symptoms.length === 0 &&
      resolved.topics.every((t) => t === 'duration' || t === 'onset' || t === 'course') &&
      previous.length > 0 &&
      analyzeDetailed(previous.at(-1)!).topics.some((t) => t === 'suicidalIdeation' || t === 'suicidePlan')
    )
      resolved = { ...resolved, topics: ['suicidalIdeation'] };
    // In an encounter about breathlessness (this message, any earlier learner message or the patient's last replies):
    // whether speaking is hard ('말하기 힘드세요?', '한 문장 다 말할 수 있어요?') asks how bad it is, and
    // waking at night ('밤에 자다가 깨요?') asks the nocturnal breathlessness, not sleep (lead47: the
    // first got '네? 잘 못 알아들었어요.', the second '아니요, 그런 건 없었어요.' of a man who could not lie
    // down all night).
    if (
      resolved.kind !== 'action' &&
      resolved.topics.length === 0 &&
      ((resolved.symptoms.length === 0 && SPEECH_HARD.test(resolved.compact)) ||
        (resolved.symptoms.length === 1 &&
          resolved.symptoms[0] === 'insomnia' &&
          WOKEN.test(resolved.compact)))
    ) {
      breathTalk ??= BREATH_TALK.test(
        toCompact(normalize([...previous, ...replies.slice(-2), text].join(' ')).text),
      );
      if (breathTalk)
        resolved = SPEECH_HARD.test(resolved.compact)
          ? { ...resolved, topics: ['severity'], symptoms: ['dyspnea'] }
          : { ...resolved, symptoms: ['pnd'] };
    }
    ctx = subjectOf(resolved) ?? (ownAct ? undefined : ctx);
    return resolved;
  });
  // '소변은 어때요? 양이 줄었어요?': a bare subject that opens a question the next segment asks (its
  // keys came from this one) is only the opener; the specific question is what is asked.
  for (let i = 0; i + 1 < detail.length; i += 1) {
    const next = detail[i + 1]!;
    const bare = base.detail[i + 1]!;
    if (
      OPENER.test(detail[i]!.compact) &&
      detail[i]!.symptoms.length === 0 &&
      detail[i]!.topics.length === 1 &&
      bare.topics.length === 0 &&
      bare.symptoms.length === 0 &&
      next.topics.length > 0 &&
      !next.topics.includes(detail[i]!.topics[0]!)
    )
      detail[i] = { ...detail[i]!, topics: [] };
    // '낮에는요? 많이 조세요?': a time named alone opens the question after it, which asks its own
    // keys; it borrows nothing of the last subject (round 16).
    const own = base.detail[i]!;
    if (
      TIME_OPENER.test(detail[i]!.compact) &&
      own.topics.length === 0 &&
      own.symptoms.length === 0 &&
      bare.topics.length + bare.symptoms.length > 0
    )
      detail[i] = { ...detail[i]!, topics: [], symptoms: [] };
  }
  // English 'frequency' of a headache, palpitations or a cough ('frequency 어느 정도예요?') is how
  // often it comes, asked as '얼마나 자주' is; urinary frequency only when the talk is of urine
  // (round 39).
  let urinaryTalk: boolean | undefined;
  detail.forEach((d, i) => {
    if (
      !d.symptoms.includes('frequency') ||
      !ENGLISH_FREQUENCY.test(d.compact) ||
      URINARY_TALK.test(d.compact)
    )
      return;
    urinaryTalk ??= URINARY_TALK.test(
      toCompact(normalize([...previous.slice(-3), ...replies.slice(-1), text].join(' ')).text),
    );
    if (urinaryTalk) return;
    detail[i] = {
      ...d,
      compact: d.compact.replace(ENGLISH_FREQUENCY, '얼마나자주'),
      topics: ['duration'],
      symptoms: d.symptoms.filter((x) => x !== 'frequency'),
    };
  });
  return rebuild(detail);
}

/** An amount asked with no subject but the blood ('양은요?', '피 양은 얼마나 돼요?', '얼마나 나와요?'). */
const BLEED_AMOUNT =
  /^(그|피|핏|출혈)?(의)?(양|출혈량)(은|이|도|는)?(요|얼마|어느|어때|어떻|많|좀|정도|한)?|^(피는|피가|피|그게)?(얼마나|얼만큼|어느정도)(많이)?(나와|나오|나왔|나요|흘|쏟|묻어|비쳐|비치)/;
/** How many times blood was seen, the blood named alone ('피 몇 번 나왔어요?', '피는 몇 번이나 봤어?'). */
const BLEED_COUNT =
  /^(피|핏덩어리)(는|가|도)?(몇번|몇차례|몇회)(이나|정도)?(나와|나오|나왔|봤|보셨|보았|쏟|났|나셨)/;
/** Topics whose own amount a bare '양은요?' asks (the period, the urine, a habit, the sputum). */
const NOT_A_BLEED_AMOUNT: ReadonlySet<HistoryTopic> = new Set<HistoryTopic>([
  'lmp',
  'menstrualPattern',
  'urination',
  'urineVolume',
  'alcohol',
  'smoking',
  'caffeine',
  'medication',
  'fluidIntake',
  'diet',
  'feeding',
]);
const ENGLISH_FREQUENCY = /(?<![a-z])frequency(?![a-z])/;
const URINARY_TALK =
  /소변|오줌|잔뇨|배뇨|화장실|방광|빈뇨|요의|마려|마렵|urin|dysuria|urgency|nocturia|(?<![a-z])uti(?![a-z])|hematuria|void/;
