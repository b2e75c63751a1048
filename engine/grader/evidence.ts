/**
 * What the learner said and did, as vocabulary keys, and where to quote it from.
 *
 * Every learner message is analysed once with the NLU (analyzeUtterance); the grader then asks
 * "which messages touched key K?" in transcript order. Quotes are located afterwards, only for the
 * items that need one: the message is split into clauses on the original text (so a quote is always
 * an exact substring of what the learner typed, typos included) and the first clause that touches
 * the key on its own is quoted. Re-analysing a clause costs a fraction of a millisecond and keeps
 * the grader independent of how the NLU segments internally.
 */
import { cognitiveParts, partDomain } from '../nlu/cognitive';
import type { Case } from '../../content/schema';
import { analyzeUtterance as analyzeFresh, forgetAnalyses, type Understanding } from '../nlu/analyze';
import { boundedMemo, boundedMemoPer } from '../nlu/memo';
import {
  isQuestionClause,
  LMP_ASKED,
  SUMMARY_FORM,
  supplementaryKeys as supplementaryKeysAfresh,
  VOCATIVE,
} from './cues';
import { politeReading } from './courtesy';
import { normalizeMessy } from './messy';
import { clip } from './text';

export interface TranscriptLike {
  readonly id: string;
  readonly sender: 'user' | 'ai';
  readonly content: string;
}

/**
 * analyzeUtterance is pure, and quoting re-reads the same clauses once per item: a bounded memo
 * keeps a grading to one NLU pass per distinct text.
 */
const memo = boundedMemo<Understanding>(20_000);

export function analyzeUtterance(text: string): Understanding {
  return memo.get(text, () => analyzeFresh(text.replace(VOCATIVE, '')));
}

/** Forgets memoised analyses (benchmarks measure a grading without help from earlier ones). */
export function resetAnalysisMemo(): void {
  memo.clear();
  forgetAnalyses();
  extraKept.clear();
  supplementaryKept.clear();
}

/**
 * The grader's cues (cues.ts) are pure in (clause, case, message), and a grading asks them again and
 * again for the same clauses (each reading of a message, each item's quotes): kept per case object,
 * bounded, each caller given a list of its own (suite35; 147,618 calls for 59,193 distinct in round 12's
 * gradings).
 */
const supplementaryKept = boundedMemoPer<Case, readonly { kind: KeyKind; key: string }[]>(8192);

function supplementaryKeys(
  clause: string,
  c: Case,
  message: string = clause,
): { kind: KeyKind; key: string }[] {
  return supplementaryKept
    .of(c)
    .get(`${clause}\u0000${message}`, () => supplementaryKeysAfresh(clause, c, message))
    .map((k) => ({ ...k }));
}

/** The habits a question may name as a trigger, and their words. */
const HABIT_WORDS: readonly (readonly [HistoryTopicKey, RegExp])[] = [
  ['caffeine', /커피|카페인|에너지\s?(음료|드링크)/],
  ['alcohol', /술|음주|alcohol/i],
  ['smoking', /담배|흡연/],
];
type HistoryTopicKey = 'caffeine' | 'alcohol' | 'smoking';
/** A clause asking whether the complaint goes with something ("커피랑 관련 있어요?", "술 마시면 그래요?"). */
const AS_TRIGGER =
  /(랑|이랑|와|과|하고|때문)[^?.]{0,6}(관련|상관|연관)|(마시면|드시면|피우면|마신\s?후|드신\s?후)[^?.]{0,6}(그래|생기|심해|두근|시작)/;

/**
 * The habits a message names only in clauses that ask them as a trigger of the complaint (lead42,
 * ex34-psvt-english): "뭐 하다가 시작됐어요? 커피나 stress랑 관련 있어요?" asks what brings it on, and a later
 * "Coffee 하루 몇 잔 드세요?" asks the intake.
 */
function habitsAsTrigger(text: string): HistoryTopicKey[] {
  const parts = text.split(/(?<=[?.!？])\s*/).filter((x) => x.trim() !== '');
  return HABIT_WORDS.filter(([, word]) => {
    const naming = parts.filter((x) => word.test(x));
    return naming.length > 0 && naming.every((x) => AS_TRIGGER.test(x));
  }).map(([key]) => key);
}

export type KeyKind = 'topic' | 'symptom' | 'manoeuvre' | 'education' | 'act';

export interface LearnerTurn {
  /** Position in the whole transcript. */
  readonly index: number;
  readonly message: TranscriptLike;
  readonly understanding: Understanding;
  /** Keys found by the grader's own cues (cues.ts) and per-action re-analysis, not by the NLU. */
  readonly extra: readonly { kind: KeyKind; key: string }[];
  /** The question an elliptical follow-up at the start of this message borrows from. */
  readonly previous?: string;
}

export interface LearnerRecord {
  readonly turns: readonly LearnerTurn[];
  /** `${kind}:${key}` -> positions in `turns` that touched the key, in order. */
  readonly touched: ReadonlyMap<string, readonly number[]>;
}

export const keyId = (kind: KeyKind, key: string) => `${kind}:${key}`;

/**
 * Round 25: a parenthesis that glosses a word of a sentence ("질환(고혈압, 당뇨 등)은", "양(갑년)은", "(열, 기침, 가래)
 * 이런 거 전에도 있었어요?") is part of what is said, not an exam action: its brackets are dropped. An action stands
 * apart ("(혈압을 잰다)", "숨 크게 쉬세요. (등에 청진기)").
 */
const GLOSS =
  /(?<=[가-힣A-Za-z0-9])[(（]([^()（）]*)[)）]|[(（]([^()（）]*)[)）](?=\s?(이런|그런|저런|같은|등등?|말고|중에|중|이나|처럼)(\s|[가-힣]|$)|[은는이가을를도과와의랑](\s|[?？.,]|$))/g;
export function unglossed(text: string): string {
  return text
    .replace(GLOSS, (_m, a?: string, b?: string) => ` ${(a ?? b ?? '').trim()} `)
    .replace(/\s{2,}/g, ' ');
}

/** "(복부 촉진, 반발압통 확인)": an action listing several manoeuvres. */
const ACTION_LIST = /[,·/]|\s및\s|\s그리고\s/;

/** Keys beyond the NLU's reading of a text (grader cues and per-action re-analysis). */
export function extraKeysOf(text: string, c: Case, previous?: string): { kind: KeyKind; key: string }[] {
  return extraKeys(text, c, previous);
}

const HISTORY_KIND = (k: { kind: KeyKind }) => k.kind === 'topic' || k.kind === 'symptom';

function nluKeys(u: Understanding): { kind: KeyKind; key: string }[] {
  return [
    ...u.topics.map((key) => ({ kind: 'topic' as const, key })),
    ...u.symptoms.map((key) => ({ kind: 'symptom' as const, key })),
    ...u.manoeuvres.map((key) => ({ kind: 'manoeuvre' as const, key })),
    ...u.education.map((key) => ({ kind: 'education' as const, key })),
    ...u.acts.map((key) => ({ kind: 'act' as const, key })),
  ];
}

/** History keys of a question as the NLU and the grader's cues read it. */
function questionKeys(text: string, c: Case, context: string): { kind: KeyKind; key: string }[] {
  return [...nluKeys(analyzeUtterance(text)), ...supplementaryKeys(text, c, context)].filter(HISTORY_KIND);
}

/**
 * An elliptical follow-up ("소변 볼 때는요?", "양은요?", "어제랑 비교하면요?"): a short question with no
 * predicate of its own, which borrows the previous question's subject and predicate.
 */
const ELLIPTICAL =
  /^(?:[^\s?？]+\s){0,3}[^\s?？]*(?:은요|는요|도요|건요|거요|랑요|이랑요|면요|건|거는|은|는)\s*[?？]\s*$|^(?:[^\s?？]+\s){0,3}[^\s?？]*(?:은요|는요|도요|건요|면요)\s*$|^(?!(저|제가|저희|오늘|그럼|그건|이건|지금|이제|우선|먼저|일단)[은는]?\s)(?:[^\s?？,，]+\s)?[^\s?？,，]{2,}(?<!(저|오늘|그건|이건|지금|이제|우선|먼저|일단|적|때|것|거))(?:은|는)\s*$/;
// The last alternative: messy typing leaves the '?' off a short telegraphic question ("요즘 기분은",
// "술담배는"); a comma or a pronoun ("저는", "오늘은") is a statement going on, and "…한 적은" is read
// by the telegraphic rule.

const BODY_PART =
  /^(배|아랫배|윗배|명치|머리|가슴|허리|목|등|다리|팔|옆구리|관절|무릎|어깨|눈|귀|코|목구멍|항문|엉덩이)(는|은|도)?$/;
const FEELING =
  /^(아파|아프|아픈|저려|저리|불편|쓰려|쓰리|따가|따갑|따끔|가려|가렵|화끈|심해|심하|나아|괜찮|어때|어떠|어떻|있|없|나와|나오|생기|생겨)/;

export function ellipticalKeys(
  clause: string,
  previous: string | undefined,
  c: Case,
): { kind: KeyKind; key: string }[] {
  const t = clause.trim();
  if (/^[(（]/.test(t) || !ELLIPTICAL.test(t)) return [];
  // "0에서 10이면요?" grades severity; it is no 'what if' factor.
  if (/[0-9]\s?(이면|면)요?\s*[?？]?\s*$/.test(t)) return [];
  // Round 13: "소변볼때는요?" typed without spaces is "소변 볼 때는요?".
  const bare = t
    .replace(/\s*[?？]\s*$/, '')
    .replace(/요$/, '')
    .replace(/(?<=[가-힣])(볼|할|눌|잘|먹을|걸을)때/g, ' $1 때');
  const context = `${previous ?? ''} ${t}`;
  const found: { kind: KeyKind; key: string }[] = [
    ...questionKeys(`${bare} 어떠세요?`, c, context),
    ...questionKeys(`${bare} 있으세요?`, c, context),
    // "아랫배 아픈 건요?" is "아랫배 아픈 거 있으세요?".
    ...(/건$/.test(bare) ? questionKeys(`${bare.replace(/건$/, '거')} 있으세요?`, c, context) : []),
    // "배는요?" alone asks whether it hurts there.
    ...(BODY_PART.test(bare) ? questionKeys(`${bare} 아프세요?`, c, context) : []),
  ];
  const borrowed: { kind: KeyKind; key: string }[] = [];
  // Round 36: "피 말고 냉이나 물 같은 분비물은요?" sets the blood aside: the subject lent is what comes after "말고".
  const prev = previous
    ?.trim()
    .replace(/\s*[?？]\s*$/, '')
    .replace(/^.*?(말고|빼고|외에는?|말곤)\s+/, '');
  if (prev && isQuestionClause(`${prev}?`)) {
    // Round 30: a question typed as one word ("가래나와요") lends its subject and predicate as if spaced ("가래 나와요").
    // A negated feeling run together ("밑이가렵거나따갑진않아요") is read below, as round 13 reads it.
    const oneWord =
      prev.split(/\s+/).length === 1 && !/(진|지는|지)않[가-힣]*$/.test(prev)
        ? [...prev].findIndex((_, i) => i >= 2 && FEELING.test(prev.slice(i)))
        : -1;
    const words = oneWord > 0 ? [prev.slice(0, oneWord), prev.slice(oneWord)] : prev.split(/\s+/);
    // A negated predicate carries the word it negates ("가렵거나 화끈거리진 않아요?" → "화끈거리진 않아요").
    const negated = words.length >= 3 && /^(않|안\s?)/.test(words.at(-1)!);
    const predicate = negated ? `${words.at(-2)!} ${words.at(-1)!}` : words.at(-1)!;
    const subject = words[0]!.replace(/(은|는|이|가|을|를|도|이랑|랑|하고|의)$/, '');
    // Round 13: a negated feeling typed without spaces ("밑이가렵거나따갑진않아요?") lends it as well.
    const runTogether = words.length < 2 ? /([가-힣]{1,4}(?:진|지는|지))(않[가-힣]*)$/.exec(prev) : null;
    const stem = runTogether?.[1] ?? '';
    const from = [...stem].findIndex((_, i) => FEELING.test(stem.slice(i)));
    if (runTogether && from >= 0)
      found.push(...questionKeys(`${bare} ${stem.slice(from)} ${runTogether[2]!}?`, c, context));
    if (words.length >= 2) {
      // Only a predicate of feeling is borrowed ("기침할 때 아파요?" → "소변 볼 때는요?"): "소변이 줄었어요?"
      // → "소변 색은요?" does not ask whether the colour decreased.
      if (FEELING.test(predicate)) found.push(...questionKeys(`${bare} ${predicate}?`, c, context));
      found.push(...questionKeys(`${subject} ${bare} 어떠세요?`, c, context));
      borrowed.push(
        ...questionKeys(`${predicate}?`, c, ''),
        ...questionKeys(`${subject} 어떠세요?`, c, ''),
        ...questionKeys(`${prev}?`, c, ''),
      );
    }
  }
  const seen = new Set(borrowed.map((k) => keyId(k.kind, k.key)));
  return found.filter((k) => {
    const id = keyId(k.kind, k.key);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Round 27: a follow-up that is only an interrogative ("몇번이요?", "몇 번 정도요?", "양은 얼마나요?", "하루에 몇 번?")
 * asks the previous question again with that interrogative: "언제 토하셨어요?" then "몇번이요?" is "몇 번 토하셨어요?";
 * "가래에 피가 섞여 나와요?" then "양은 얼마나요?" is "양은 얼마나 나와요?". It asks how often or how much, so only such
 * topics are taken, and none the previous question carries itself.
 */
const INTERROGATIVE_ONLY =
  /^(?:(?:양|피|횟수|하루|한\s?번)(?:은|는|이|에|에는)?\s)?(?:하루에\s?|한\s?번에\s?|일주일에\s?)?(몇\s?번|몇\s?회|몇\s?차례|얼마나|얼마나\s?자주|얼마큼|얼만큼|어느\s?정도)(?:\s?정도|이나|씩|나)?(?:이요|요|예요|에요|이에요)?\s*[?？]?\s*$/;
const INTERROGATIVE_WORD = /언제|어디|얼마나|몇\s?번|어떤|어떻게|어때|뭐/;
const HOW_MANY_TOPICS = new Set([
  'course',
  'duration',
  'severity',
  'bowelHabit',
  'urineVolume',
  'drinkingPattern',
]);

function interrogativeFollowUp(
  clause: string,
  previous: string | undefined,
  c: Case,
): { kind: KeyKind; key: string }[] {
  const t = clause.trim();
  const prev = previous?.trim().replace(/\s*[?？]\s*$/, '');
  if (!prev || /^[(（]/.test(t) || !INTERROGATIVE_ONLY.test(t) || !isQuestionClause(`${prev}?`)) return [];
  const bare = t.replace(/\s*[?？]\s*$/, '').replace(/(이요|예요|에요|이에요|요)$/, '');
  const predicate = prev.split(/\s+/).at(-1)!;
  const context = `${prev} ${t}`;
  const readings = [
    `${bare} ${predicate}?`,
    `${bare} ${prev}?`,
    ...(INTERROGATIVE_WORD.test(prev) ? [`${prev.replace(INTERROGATIVE_WORD, bare)}?`] : []),
  ];
  const carried = new Set(questionKeys(`${prev}?`, c, '').map((k) => keyId(k.kind, k.key)));
  const seen = new Set<string>();
  return readings
    .flatMap((r) => questionKeys(r, c, context))
    .filter((k) => {
      const id = keyId(k.kind, k.key);
      if (k.kind !== 'topic' || !HOW_MANY_TOPICS.has(k.key) || carried.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** The situation a question is asked about: "소변볼때 어떤게 불편해요" → "소변볼때". */
const SITUATION =
  /^(.{1,12}?(?:할|볼|눌|먹을|잘|걸을|누울|앉을|설|쉴|뛸|삼킬|마실|볼일\s?볼)\s?때)(?:는|에|도|마다)?(?:\s|(?=[가-힣]))/;
/** A short follow-up that is only a feeling ("따갑거나 화끈거려요", "아파요?"). */
const FEELING_ONLY = /^[가-힣]{2,8}(거나|고|든지)?\s?[가-힣]{0,8}\s*[?？]?$/;

/**
 * Round 13: a follow-up that names only a feeling ("따갑거나 화끈거려요", typed without its '?') after a
 * question about a situation ("소변볼때 어떤게 불편해요") asks that feeling in that situation: "소변볼때
 * 따갑거나 화끈거려요?".
 */
function situationFollowUp(
  clause: string,
  previous: string | undefined,
  c: Case,
): { kind: KeyKind; key: string }[] {
  const t = clause.trim();
  if (!previous || /^[(（]/.test(t) || !FEELING_ONLY.test(t) || !FEELING.test(t)) return [];
  const situation = SITUATION.exec(previous.trim())?.[1];
  if (!situation || !isQuestionClause(previous.trim())) return [];
  if (t.split(/\s+/).length > 3) return [];
  return questionKeys(`${situation} ${t.replace(/\s*[?？]\s*$/, '')}?`, c, `${previous} ${t}`);
}

/** The last word of a clause without its punctuation ("아파요," → "아파요"). */
function lastWord(clause: string): string {
  // Typed without spaces, the last three syllables stand for the predicate ("…전부터아파요" → "아파요").
  const word =
    clause
      .trim()
      .replace(/[,，?？.!~\s]+$/, '')
      .split(/\s+/)
      .at(-1) ?? '';
  return word.length > 4 ? word.slice(-3) : word;
}

/** A clause that ends open, waiting for the next to close the question. */
const OPEN_CONNECTIVE = /(거나|든지|든가|거든|고|며|면서)\s*[,，]\s*$/;

/** The body site an exam action names first. */
const ACTION_SITE = /배|복부|가슴|흉부|허리|척추|다리|목|머리|어깨|무릎/;

/**
 * extraKeys is pure in (text, case, previous question), and judging asks it again and again for the same
 * clauses (every item's evidence, quotes, the other items a quote asks): kept per case object, bounded,
 * each caller given a list of its own.
 */
const extraKept = boundedMemoPer<Case, readonly { kind: KeyKind; key: string }[]>(4096);

function extraKeys(text: string, c: Case, previous?: string): { kind: KeyKind; key: string }[] {
  return extraKept
    .of(c)
    .get(previous === undefined ? `\u0001${text}` : `${previous}\u0000${text}`, () =>
      extraKeysAfresh(text, c, previous),
    )
    .map((k) => ({ ...k }));
}

/** Keys beyond the NLU's reading of the whole message. */
function extraKeysAfresh(text: string, c: Case, previous?: string): { kind: KeyKind; key: string }[] {
  const out: { kind: KeyKind; key: string }[] = [];
  let before = previous;
  // A follow-up borrows the previous question's subject ("가래는요?" then "피섞인건 없구요?").
  const context = previous ? `${previous} ${text}` : text;
  const parts = clauses(unglossed(text));
  // Round 16: an encounter act said in 반말 over several clauses ("그러니까 …알게 되셨고, …없으신 거지?" is the
  // summary): the whole message read politely once more, for its acts.
  if (!/^\s*[(（]/.test(text)) {
    const politeWhole = parts.map((p) => politeReading(normalizeMessy(p))).join(' ');
    if (politeWhole !== parts.join(' ') && withoutRelativeCheck(text) === undefined)
      out.push(...nluKeys(analyzeUtterance(politeWhole)).filter((k) => k.key === 'summary'));
  }
  // An exam instruction split by an interjection ("준서야 입 아~ 크게 벌려 볼까?"): the whole message is
  // read once more for the manoeuvre, when nothing before its last clause asks a question.
  if (parts.length > 1 && !/^\s*[(（]/.test(text) && parts.slice(0, -1).every((p) => !isQuestionClause(p))) {
    out.push(...supplementaryKeys(text.trim(), c, context).filter((k) => k.kind === 'manoeuvre'));
  }
  parts.forEach((clause, i) => {
    out.push(...supplementaryKeys(clause, c, context));
    // A clause left open by a connective or an alternative carries the question mark of the clause
    // that closes it: "술 때문에 다툼이 있었거나, 다치신 적은 있어요?", "가만히 있을 때도 숨이 차요,
    // 아니면 울 때만요?".
    // A run of open clauses closes at the first question ("술 때문에 수업 빠지거나, 다치거나, 싸운 적 있어요?").
    let j = i + 1;
    while (
      OPEN_CONNECTIVE.test(clause) &&
      parts[j] &&
      OPEN_CONNECTIVE.test(parts[j]!) &&
      !isQuestionClause(parts[j]!)
    )
      j += 1;
    const next = OPEN_CONNECTIVE.test(clause) ? parts[j] : parts[i + 1];
    if (
      next &&
      !isQuestionClause(clause) &&
      isQuestionClause(next) &&
      (OPEN_CONNECTIVE.test(clause) ||
        /^(아니면|아님|혹은|또는)/.test(next.trim()) ||
        // "첫날보다 기침이 덜해요, 더해요?": the other half of an alternative, one word long.
        (/[,，]\s*$/.test(clause) && /^[가-힣]{1,6}\s?[?？]$/.test(next.trim())) ||
        // Round 29: two halves closed by the same predicate ("생리 시작하기 전부터 아파요, 시작하고 나서 아파요?").
        (/요\s*[,，]\s*$/.test(clause) && lastWord(clause) !== '' && lastWord(clause) === lastWord(next)))
    ) {
      const asked = `${clause.trim().replace(/[,，]\s*$/, '')}?`;
      out.push(...supplementaryKeys(asked, c, context).filter(HISTORY_KIND));
      // Round 37: with its slips mended too ("가만히 잇을 때 떨려요, 머 잡을 때 떨려요?").
      const askedMended = normalizeMessy(asked);
      if (askedMended !== asked)
        out.push(...supplementaryKeys(askedMended, c, normalizeMessy(context)).filter(HISTORY_KIND));
      // "당뇨나 콩팥 병, 아니면 정신과 치료받으신 적 있으세요?": the first half asks as the NLU reads it.
      if (/^(아니면|아님|혹은|또는)/.test(next.trim()))
        out.push(...nluKeys(analyzeUtterance(asked)).filter(HISTORY_KIND));
    }
    // Messy typing: the clause read again with its slips mended ("머 먹엇어요" → "뭐 먹었어요").
    const mended = normalizeMessy(clause);
    // Round 37: a summary is the whole message's act, read above from the whole: one clause of several read alone ("항생제
    // 먹였는데 그대로라고 하셨지?" before "그 외에 … 쓴 거 있어?") checks one thing back and summarises nothing.
    const clauseKeys = (u: Understanding) =>
      nluKeys(u).filter((k) => parts.length < 2 || !(k.kind === 'act' && k.key === 'summary'));
    if (mended !== clause) {
      out.push(
        ...clauseKeys(analyzeUtterance(mended)),
        ...supplementaryKeys(mended, c, normalizeMessy(text)),
      );
    }
    // 반말 ("좀 볼게 괜찮지?", "손가락으로 내 손가락 끝이랑 코 번갈아 짚어봐"): read again as said politely.
    const polite = politeReading(mended);
    if (polite !== mended) {
      out.push(...clauseKeys(analyzeUtterance(polite)));
      for (const piece of clauses(polite)) out.push(...supplementaryKeys(piece, c, polite));
    }
    // Round 10: advice in 반말 without a '?' ("허벅지 운동이랑 실내자전거 해", "약 꼭 챙겨 줘") tells the patient
    // to do it: read as "…하세요", "…주세요" too.
    // Round 12: "…응급실로 와." is "…응급실로 오세요." too.
    // Round 37: "…하시면 좋아." is "…하시면 좋아요." too.
    if (!/[?？]/.test(mended) && /((해|줘|와)|(면|게|는\s?게|는\s?것이)\s?좋아)[.!~]*$/.test(mended.trim())) {
      const told = mended
        .trim()
        .replace(/좋아([.!~]*)$/, '좋아요$1')
        .replace(/해([.!~]*)$/, '하세요$1')
        .replace(/줘([.!~]*)$/, '주세요$1')
        .replace(/(?<=[가-힣\s])와([.!~]*)$/, '오세요$1');
      out.push(...nluKeys(analyzeUtterance(told)).filter((k) => k.kind === 'education'));
      for (const piece of clauses(told))
        out.push(...supplementaryKeys(piece, c, told).filter((k) => k.kind === 'education'));
    }
    out.push(...ellipticalKeys(mended, before === undefined ? undefined : normalizeMessy(before), c));
    out.push(...situationFollowUp(mended, before === undefined ? undefined : normalizeMessy(before), c));
    out.push(...interrogativeFollowUp(mended, before === undefined ? undefined : normalizeMessy(before), c));
    // The NLU reads a parenthesised list as one action, and a more specific manoeuvre can swallow
    // its neighbour ('복부 촉진, 반발압통' -> rebound only); each listed action is read alone too.
    if (/^[(（]/.test(clause) && ACTION_LIST.test(clause)) {
      // A part that names no body site is done where the list began: "(배 모양 보고 청진하고, 여기저기
      // 눌러 본다)" presses the abdomen.
      const site = ACTION_SITE.exec(clause)?.[0];
      for (const part of clause.replace(/^[(（]|[)）]$/g, '').split(ACTION_LIST)) {
        if (part.trim() === '') continue;
        const sited = site && !ACTION_SITE.test(part) ? `(${site} ${part.trim()})` : undefined;
        // The stethoscope goes where the list began: "(배 모양 보고, 청진기 대 보고, …)" listens to the
        // abdomen, not to the heart and lungs a bare "(청진기 대 보고)" would mean.
        const alone = analyzeUtterance(`(${part.trim()})`).manoeuvres.filter(
          (m) => !sited || !/Auscultation$/.test(m),
        );
        const atSite = sited ? analyzeUtterance(sited).manoeuvres.filter((m) => /Auscultation$/.test(m)) : [];
        for (const m of [...alone, ...atSite]) out.push({ kind: 'manoeuvre', key: m });
        if (sited) out.push(...supplementaryKeys(sited, c));
      }
    }
    if (isQuestionClause(clause)) before = clause;
  });
  return out;
}

/** The last question a learner message asked (an elliptical follow-up borrows from it). */
function lastQuestion(text: string): string | undefined {
  return clauses(text)
    .filter((c) => isQuestionClause(c))
    .at(-1);
}

/**
 * Words that describe what is asked about rather than ask themselves: a pain quality offered as a
 * choice ("어떤 식으로 아프세요? 찌릿한지 묵직한지요" asks the character, not numbness) and a food named
 * as the condition of a factor ("기름진 거 먹으면요?" asks what makes it worse, not the diet).
 */
const QUALITY_CHOICE =
  /(한지|인지|한가요|해요)\s?[^?]{0,8}(한지|인지|한가요|해요|지요)|어떤\s?(식|느낌|양상)|어떻게\s?아프/;
const FOOD_CONDITION =
  /(먹|드시|드셔|마시)[가-힣]*(으면|면|고\s?나면|고\s?나서|을\s?때|은\s?뒤|은\s?후)요?\s*[?？]?$/;
/**
 * Round 11: a drink named as the situation of a complaint ("주로 언제 땡겨요? 술마실때?", "커피 마시거나 술
 * 먹은 다음은요?") asks when it comes, not how much the patient drinks.
 */
const DRINK_CONDITION =
  /(먹|드시|드셔|드실|드신|마시|마실|마신|먹은|먹을)[가-힣]*?\s?(으면|면|고\s?나면|고\s?나서|을\s?때|ㄹ\s?때|때|은\s?뒤|뒤|은\s?후|후|다음)(에|은|는|도|이)?요?\s*[?？]?$/;
/**
 * Round 37: a trip to the toilet named as the situation of another complaint ("밤에 화장실 가시다가요, 기침할 때요?" for when it
 * leaks, "밤에 화장실 가시다가 넘어지신 적") asks no nocturia or frequency: the question of how often does.
 */
const TOILET_TRIP =
  /화장실\s?(에\s?)?(가|가시|갔|가셨|다녀오|다녀오시)[가-힣]{0,2}다가|화장실\s?(가는|가시는)\s?길/;
/**
 * Round 37: drugs managed alone ("약 챙겨 드시는 건 혼자 잘 하세요?") ask a daily function, not the drugs taken.
 */
const DRUGS_MANAGED =
  /약\s?(을|은|도)?\s?(챙겨|챙기|관리)[^?]{0,16}(혼자|스스로|직접|알아서)|(혼자|스스로|직접|알아서)[^?]{0,10}약\s?(을|은|도)?\s?(챙겨|챙기|관리)/;
const CONDITION_ONLY: Partial<Record<KeyKind, Record<string, RegExp>>> = {
  symptom: {
    numbness: QUALITY_CHOICE,
    tingling: QUALITY_CHOICE,
    nocturia: TOILET_TRIP,
    frequency: TOILET_TRIP,
  },
  topic: {
    diet: FOOD_CONDITION,
    alcohol: DRINK_CONDITION,
    caffeine: DRINK_CONDITION,
    medication: DRUGS_MANAGED,
  },
};

/**
 * Round 11: the patient's own words reported back ("지금 당장 끊을 생각은 별로 없으시다고 하셨는데,") restate;
 * they ask nothing of what they name.
 */
// Round 25: "뭐라고 하셨어요?" asks what was said; it reports nothing.
// Round 35: also "…다고 했는데," (what was said, in the plain past).
const REPORTED =
  /(?<!뭐|머|무어|뭣이)(다고|라고|냐고)\s?(하셨는데|하셨죠|하셨잖아요|하셨어요|하셨고|말씀하셨는데|말씀하셨죠|말씀하셨잖아요|말씀하셨고|했는데|했잖아요)\s*[,.?？]?\s*$/;

/**
 * Round 37: in a haematemesis interview the count asked ("몇 번 토하셨어요?", "하루에 몇 번 토했어?") is the course (토혈 횟수), not
 * what was vomited (its colour and amount): where the checklist asks both, the count alone earns no vomitus item.
 */
const COUNT_ONLY =
  /^(?![^?？]*(색|양은|양이|양도|양\s?[이가]?\s?얼마|얼마나|많이|컵|커피|선홍|빨간|검붉))[^?？]*(몇\s?번|횟수|몇\s?차례)/;
const CONDITION_ONLY_IN: Readonly<Record<string, Partial<Record<KeyKind, Record<string, RegExp>>>>> = {
  토혈: { topic: { vomitus: COUNT_ONLY } },
};

function onlyAsCondition(text: string, kind: KeyKind, key: string, c: Case): boolean {
  const form =
    CONDITION_ONLY[kind]?.[key] ??
    CONDITION_ONLY_IN[c.secondaryCategory]?.[kind]?.[key] ??
    ((kind === 'topic' || kind === 'symptom') && clauses(text).some((p) => REPORTED.test(p))
      ? REPORTED
      : undefined);
  if (!form) return false;
  const carrying = clauses(text).filter(
    (p) =>
      touches(analyzeUtterance(p), kind, key) ||
      supplementaryKeys(p, c).some((k) => k.kind === kind && k.key === key),
  );
  return carrying.length > 0 && carrying.every((p) => form.test(p));
}

/** A short message ending in "…ㄴ 적(은)" with no question mark asks whether it ever happened. */
const TELEGRAPHIC_EXPERIENCE = /^[^?？(（]{2,40}[가-힣]\s?적(은|이|도)?$/;

/**
 * Round 23: the history put back as statements between an announcement that the learner checks what was heard and a
 * closing tag ("제가 잘 들었는지 볼게요. 남편이 …했고, …했어요. 맞아요?").
 */
const SUMMARY_OPENER =
  /^(제가\s?|내가\s?)?(잘|제대로|맞게)\s?(들었|이해했)(는지|나)\s?[^?.]{0,6}(볼게요|볼게|확인할게요|확인할게|확인해\s?볼게요|여쭤볼게요)|^(제가|내가)\s?이해한\s?(게|것이|대로)\s?맞는지/;
const CLOSING_TAG = /^(다\s?)?맞(아요|죠|나요|으세요|으시죠|습니까|지|아)\s*[?？]$/;
/**
 * Round 29: a relative's fact checked back as reported speech ("어머니가 당뇨가 있으시다고 하셨죠.", "아버지도 통풍이셨다고
 * 했죠"). The NLU reads it as the family history summarised back (patient29, for the patient's reply); for the examiner
 * it is one reported fact, no summary of the history, and asks nothing (EXAMINER-RULES, round 25: a relative's event
 * told). A question beside it in the same message ("본인은 진단받은 병 있으세요?") asks as usual.
 */
const RELATIVE_REPORTED =
  /^(?![^?？]*(언제|어디|어떻|어떤|얼마|몇|무슨|뭐|왜|어느|누구))[^?？]{0,12}?(아버지|아버님|아빠|어머니|어머님|엄마|할아버지|할머니|외할머니|외할아버지|언니|누나|오빠|형님|형|남동생|여동생|동생|삼촌|이모|고모|외삼촌|부모님|친정어머니|시어머니)(께서|님|이|가|은|는|도|분|분이|분도|랑|하고)?\s?[^?？]{2,30}(다고|라고)\s?(하셨|하셧|했|햇|그러셨|그러셧|말씀하셨|말씀하셧|그랬|그랫)(죠|지요|잖아요|지|잖아)\s*[.?？!~]*$/;
const SUMMARY_SAID = /정리|요약|그러니까|말씀하신\s?(걸|거|것|내용)|다시\s?한번|제가\s?(이해|들은)/;
/** The message without its relative's facts checked back, when they are all that made it a summary. */
function withoutRelativeCheck(text: string): string | undefined {
  const parts = clauses(text);
  if (!parts.some((p) => RELATIVE_REPORTED.test(p.trim()))) return undefined;
  if (SUMMARY_SAID.test(text) || parts.some((p) => SUMMARY_FORM.test(p)) || checkedBack(text))
    return undefined;
  return parts.filter((p) => !RELATIVE_REPORTED.test(p.trim())).join(' ');
}

function checkedBack(text: string): boolean {
  const parts = clauses(text);
  return (
    parts.length >= 3 &&
    SUMMARY_OPENER.test(normalizeMessy(parts[0]!.trim())) &&
    CLOSING_TAG.test(parts.at(-1)!.trim()) &&
    parts.slice(1, -1).every((p) => !/[?？]\s*$/.test(p))
  );
}

/**
 * Round 35: the patient's or a relative's words reported back as the lead-in of a question, run on without the comma
 * ("아버님도 통풍이셨다고 하셨는데 본인은 …?", "쥐어짜듯 아프다고 하셨는데 언제부터 …?"): the comma the reading needs is put back
 * when the rest asks a question of its own, so that the reported clause is read as reported (it asks nothing) and the question after it as asked.
 */
const RUN_ON_LEAD_IN = /((?:다고|라고)\s?(?:하셨|말씀하셨|그러셨|했)(?:는데|잖아요))\s*(?=[가-힣])/g;
export function runOnLeadIn(text: string): string {
  return text.replace(RUN_ON_LEAD_IN, (whole: string, lead: string, at: number) => {
    // Only before a question of its own ("본인은 혈압이나 당뇨 있어요?", "배도 아프세요?"); an elliptical one borrows the
    // reported subject ("고름같은거 나온다고 하셨는데 색이랑 양은" asks the discharge's colour and amount).
    const rest = analyzeUtterance(text.slice(at + whole.length));
    return rest.topics.length > 0 || rest.symptoms.length > 0 ? `${lead}, ` : whole;
  });
}

/** Round 31: a summary announced as gathering what was said ("지금까지 얘기를 모아 보면"). */
const GATHERED = /(얘기|이야기|말씀|내용)[을를]?\s?(다\s?)?(모아|종합해)\s?(보면|보자면)/;

/**
 * Round 34: an older patient's son, daughter or child-in-law speaks for the patient; the learner names the patient to them
 * as their parent ("어머님 술은 좀 하세요?", "아버님 평소에 드시는 약은요?"), which is no relative asked about (EXAMINER-RULES,
 * caregiver cases). The parent's word at the start is read away when it names the patient (the patient's sex), so the
 * question is read as asked of the patient.
 */
const CHILD_INFORMANT = /아들|딸|며느리|사위|손자|손녀|자녀/;
const PARENT_WORD = {
  여자: /^\s*(어머님|어머니|할머님|할머니)(께서는|께서|은|는|이|도)?\s*(?=[가-힣])/,
  남자: /^\s*(아버님|아버지|할아버님|할아버지)(께서는|께서|은|는|이|도)?\s*(?=[가-힣])/,
} as const;
export function asPatient(text: string, c: Case): string {
  const informant = c.persona.informant ?? '';
  if (!CHILD_INFORMANT.test(informant) || c.doorCard.age < 50) return text;
  const word = PARENT_WORD[c.doorCard.sex as keyof typeof PARENT_WORD];
  return word ? text.replace(word, '') : text;
}

export function recordLearner(messages: readonly TranscriptLike[], c: Case): LearnerRecord {
  const turns: LearnerTurn[] = [];
  const touched = new Map<string, number[]>();
  const add = (kind: KeyKind, key: string, at: number) => {
    const id = keyId(kind, key);
    const list = touched.get(id);
    if (!list) touched.set(id, [at]);
    else if (list.at(-1) !== at) list.push(at);
  };
  let previous: string | undefined;
  messages.forEach((message, index) => {
    if (message.sender !== 'user' || message.content.trim() === '') return;
    // "최근에 엑스레이찍어본적", "전에 이런 적은": a question typed without its question mark is read as
    // one (a test it names is asked about, not planned).
    const asRead = (text: string) =>
      analyzeUtterance(TELEGRAPHIC_EXPERIENCE.test(text.trim()) ? `${text.trim()}?` : text);
    // Round 35: a lead-in that reports run on into the question without a comma ("아버님도 통풍이셨다고 하셨는데 본인은
    // 혈압이나 당뇨 있어요?") is read as with one: the reported clause asks nothing, the rest asks.
    const leadFree = runOnLeadIn(message.content);
    const first = asRead(leadFree);
    // Round 34: a son or a daughter asked about "어머님" is asked about the patient (asPatient), where the parent's word made
    // the question a relative's history.
    const said = asPatient(leadFree, c);
    const read = said !== leadFree && first.topics.includes('family') ? asRead(said) : first;
    // Round 25: a manoeuvre the NLU read only from a gloss ("질환(고혈압, 당뇨 등)은 …" is no blood pressure taken).
    const plain = unglossed(message.content);
    const glossFree0 =
      plain === message.content || read.manoeuvres.length === 0
        ? read
        : {
            ...read,
            manoeuvres: read.manoeuvres.filter((m) => analyzeUtterance(plain).manoeuvres.includes(m)),
          };
    // Lead42: a habit asked only as what may bring the complaint on ("커피나 stress랑 관련 있어요?") asks the trigger,
    // not how much is taken: no intake item is earned by it.
    const triggerOnly = habitsAsTrigger(message.content);
    const glossFree =
      triggerOnly.length === 0
        ? glossFree0
        : {
            ...glossFree0,
            topics: glossFree0.topics.filter((t) => !(triggerOnly as readonly string[]).includes(t)),
          };
    // Round 29: a relative's fact checked back is no summary; the rest of the message is read on its own.
    const rest = glossFree.acts.includes('summary') ? withoutRelativeCheck(message.content) : undefined;
    const read29: Understanding =
      rest === undefined
        ? glossFree
        : rest.trim() === ''
          ? { ...glossFree, topics: [], symptoms: [], acts: glossFree.acts.filter((a) => a !== 'summary') }
          : { ...analyzeUtterance(rest), acts: analyzeUtterance(rest).acts.filter((a) => a !== 'summary') };
    // Round 29: the last period asked ("이번 생리는 언제 시작하셨어요?") is the LMP, not the onset, when every clause that
    // reads as the onset asks the last period.
    const onsetClauses = read29.topics.includes('onset')
      ? clauses(message.content).filter((p) => analyzeUtterance(p).topics.includes('onset'))
      : [];
    const understanding: Understanding =
      onsetClauses.length > 0 && onsetClauses.every((p) => LMP_ASKED.test(p))
        ? { ...read29, topics: read29.topics.filter((k) => k !== 'onset') }
        : read29;
    // A summary restates answers; questions inside it are not asked again.
    const summary =
      understanding.acts.includes('summary') ||
      clauses(message.content).some((c) => SUMMARY_FORM.test(c)) ||
      // Round 31: what was said gathered up ("지금까지 얘기를 모아 보면, …").
      GATHERED.test(message.content) ||
      checkedBack(message.content);
    const extraFound = summary
      ? [
          ...extraKeys(message.content, c).filter((k) => k.kind !== 'topic' && k.kind !== 'symptom'),
          ...(checkedBack(message.content) ? [{ kind: 'act' as const, key: 'summary' }] : []),
        ]
      : [
          ...extraKeys(message.content, c, previous),
          ...telegraphicQuestion(message.content, understanding, c),
        ];
    // Round 29: nor is it a summary by the grader's own reading (typed with slips, in 반말).
    const relativeOnly = withoutRelativeCheck(message.content) !== undefined;
    const extra = relativeOnly
      ? extraFound.filter((k) => !(k.kind === 'act' && k.key === 'summary'))
      : extraFound;
    const at = turns.length;
    turns.push({ index, message, understanding, extra, previous });
    // An exam action in between keeps the last question; any other message replaces it.
    if (!/^\s*[(（]/.test(message.content)) previous = lastQuestion(message.content);
    // A summary restates: the history it names was asked before, not now.
    if (!summary) {
      for (const k of understanding.topics) if (!onlyAsCondition(said, 'topic', k, c)) add('topic', k, at);
      for (const k of understanding.symptoms)
        if (!onlyAsCondition(said, 'symptom', k, c)) add('symptom', k, at);
    }
    for (const k of understanding.manoeuvres) add('manoeuvre', k, at);
    for (const k of understanding.education) add('education', k, at);
    for (const k of understanding.acts) add('act', k, at);
    if (understanding.openQuestion) add('act', 'openQuestion', at);
    if (understanding.invitesQuestions) add('education', 'invitingQuestions', at);
    for (const k of extra) if (!onlyAsCondition(message.content, k.kind, k.key, c)) add(k.kind, k.key, at);
  });
  screenByParts(turns, touched);
  return { turns, touched };
}

/** The screen named ('MMSE 할게요', '(인지기능 검사를 한다)'): met by its name (EXAMINER-RULES.md). */
const SCREEN_NAMED = /mmse|moca|인지\s?(기능)?\s?(검사|평가|선별)/i;

/**
 * Round 44 (EXAMINER-RULES.md, "A bedside cognitive screen"): the screen given in plain words is met
 * by parts of two different domains across the encounter (orientation, registration, calculation,
 * recall, drawing); a part alone is no screen. Every turn doing a part then touches the screen.
 */
/**
 * Round 37: the screen named as done now ("MMSE 검사를 해 볼게요", "간이 인지기능 검사 하겠습니다") is the screen, though the NLU
 * reads "검사를 해 볼게요" as a test planned; put off ("약 정리한 다음에 인지검사를 다시 해 볼게요"), declined or asked about, it is not.
 */
const SCREEN_NOW =
  /(할게요|할께요|할게|해\s?볼게요|해\s?볼께요|해\s?볼게|해\s?보겠습니다|하겠습니다|해\s?봅시다|시작할게요|진행할게요|진행하겠습니다|시행할게요|시행하겠습니다)[.!~]?\s*$/;
const SCREEN_LATER =
  /다음에|나중에|다시|결과|뒤에|후에|이후|예약|다음\s?(주|번|달|진료|외래)|안\s?(할|해)|않|생략|[?？]/;
/** Another test named beside the screen ("피검사랑 MRI, 인지검사도 할게요"): a test planned as well. */
const OTHER_TEST =
  /피\s?검사|혈액|MRI|CT|씨티|엠알|사진|소변|뇌파|신경\s?인지\s?검사|정밀|유전자|검사실|영상/i;
function screenNamedNow(text: string): boolean {
  return (
    !/^\s*[(（]/.test(text) &&
    clauses(text).some((p) => SCREEN_NAMED.test(p) && SCREEN_NOW.test(p.trim()) && !SCREEN_LATER.test(p))
  );
}

function screenByParts(turns: readonly LearnerTurn[], touched: Map<string, number[]>): void {
  const id = keyId('manoeuvre', 'cognitiveScreen');
  const now = turns.flatMap((t, at) => (screenNamedNow(t.message.content) ? [at] : []));
  if (now.length > 0) {
    touched.set(
      id,
      [...new Set([...(touched.get(id) ?? []), ...now])].sort((a, b) => a - b),
    );
    // The screen done now is an examination, no test explained, unless another test is named with it.
    const tests = keyId('education', 'tests');
    const left = (touched.get(tests) ?? []).filter(
      (at) => !(now.includes(at) && !OTHER_TEST.test(turns[at]!.message.content.replace(/mmse|moca/gi, ''))),
    );
    if (left.length > 0) touched.set(tests, left);
    else touched.delete(tests);
  }
  const byParts = turns.flatMap((t, at) => {
    const parts = cognitiveParts(t.message.content);
    return parts.length > 0 ? [{ at, parts, named: SCREEN_NAMED.test(t.message.content) }] : [];
  });
  const domains = new Set(byParts.flatMap((x) => x.parts.map(partDomain)));
  const list = touched.get(id) ?? [];
  const kept =
    domains.size >= 2
      ? [...new Set([...list, ...byParts.map((x) => x.at)])]
      : list.filter((at) => !byParts.some((x) => x.at === at && !x.named));
  if (kept.length > 0)
    touched.set(
      id,
      kept.sort((a, b) => a - b),
    );
  else touched.delete(id);
}

/**
 * Messy typing drops the question mark: "전에도 피나온적", "치질이나 장염 있었어요", "배는요". A short
 * message that the NLU read as asking nothing, explains nothing and is no action is read again as a
 * question; the history keys that reading finds are the learner's question.
 */
/** Round 23: "안 마시면 …는 거", "끊으면 …한 적": a condition and what follows, asked without a '?'. */
export const TELEGRAPHIC_CONDITION =
  /(안\s?(마시|피우|하|먹|쓰|드시)|끊으|줄이|못\s?(마시|피우|드시))[가-힣]*면\s?[^.!?]{2,30}(거|건|는지|적|거는|건요)$/;

function telegraphicQuestion(text: string, u: Understanding, c: Case): { kind: KeyKind; key: string }[] {
  // Round 12: read with its typing slips mended ("먹는거 잇어요", "장염 잇엇어요").
  const t = normalizeMessy(text.trim());
  if (/[?？]/.test(t) || /^[(（]/.test(t) || t.length > 40) return [];
  // "아스피린 같은 약 먹어요": what the patient takes, asked without a '?', is no treatment plan.
  const takes = /(먹어요|먹어|먹음|먹어여|복용해요)[.!~]?$/.test(t);
  if (u.manoeuvres.length > 0) return [];
  // The NLU read some history already ("끊었을때 금단증상" as quit attempts): the question cues still
  // read the rest of the question, without a second NLU pass.
  const readAlready = u.topics.length > 0 || u.symptoms.length > 0;
  // Round 23: what happens without the drink, asked telegraphically ("안마시면 손떨리거나 잠 안오는거"), is a question.
  const conditionAsked = TELEGRAPHIC_CONDITION.test(t);
  if (u.education.length > 0 && !takes && !conditionAsked) return [];
  if (u.acts.some((a) => a !== 'openQuestion')) return [];
  // Statements a learner makes between questions ("네 알겠습니다", "진찰할게요") stay statements.
  if (/(니다|할게요|볼게요|드릴게요|하세요|주세요|겠어요|네요|군요)$/.test(t.replace(/[.!~]+$/, '')))
    return [];
  // Round 16: sentences closed by a full stop ("…앞당겨진것같아요. 저녁에밝은빛을쬐세요.", short only because
  // typed without spaces) are told; a telegraphic question is one run of words.
  if (/[.!。]\s*[가-힣]/.test(t)) return [];
  const asked = `${t.replace(/[.!~]+$/, '')}?`;
  if (readAlready)
    return supplementaryKeys(asked, c).filter((k) => k.kind === 'topic' || k.kind === 'symptom');
  const again = analyzeUtterance(asked);
  return [
    ...again.topics.map((key) => ({ kind: 'topic' as const, key })),
    ...again.symptoms.map((key) => ({ kind: 'symptom' as const, key })),
    ...supplementaryKeys(asked, c).filter((k) => k.kind === 'topic' || k.kind === 'symptom'),
  ];
}

/** Whether one understanding touches a key. */
export function touches(u: Understanding, kind: KeyKind, key: string): boolean {
  switch (kind) {
    case 'topic':
      return (u.topics as string[]).includes(key);
    case 'symptom':
      return (u.symptoms as string[]).includes(key);
    case 'manoeuvre':
      return (u.manoeuvres as string[]).includes(key);
    case 'education':
      return (u.education as string[]).includes(key) || (key === 'invitingQuestions' && u.invitesQuestions);
    case 'act':
      return (u.acts as string[]).includes(key) || (key === 'openQuestion' && u.openQuestion);
  }
}

// ---------------------------------------------------------------------------------------------
// Quoting
// ---------------------------------------------------------------------------------------------

/** A clause ending before a comma ('언제부터 아프셨고, 어디가…'), as the NLU splits. */
const CLAUSE_BEFORE_COMMA = /(요|고|데|며|면|서|죠|까|니|냐|지|는데|은데|거나)$/;

/**
 * Clauses of the original text as [start, end) spans: sentences, clauses joined by a comma after a
 * clause ending, and parenthesised actions kept whole.
 */
export function clauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end).trim();
    if (piece.length > 0) out.push(piece);
    start = end;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '(' || ch === '（') {
      if (depth === 0) push(i);
      depth += 1;
    } else if ((ch === ')' || ch === '）') && depth > 0) {
      depth -= 1;
      if (depth === 0) push(i + 1);
    } else if (depth === 0) {
      if (/[?!.。\n？！~]/.test(ch)) push(i + 1);
      else if (ch === ',' && CLAUSE_BEFORE_COMMA.test(text.slice(start, i).trim())) push(i + 1);
    }
  }
  push(text.length);
  return out;
}

/**
 * The quote for evidence in `text`: the first clause (or pair of adjacent clauses) that satisfies
 * `holds`, so a multi-question message quotes the question that counted; the whole message when it
 * is one clause or no clause holds alone. Clipped to MAX_QUOTE characters.
 */
export function quoteFor(text: string, holds: (piece: string) => boolean): string {
  const t = text.trim();
  const parts = clauses(t);
  if (parts.length <= 1) return clip(t);
  for (const p of parts) if (holds(p)) return clip(p);
  for (let i = 0; i + 1 < parts.length; i += 1) {
    const joined = t.slice(t.indexOf(parts[i]!), t.indexOf(parts[i + 1]!) + parts[i + 1]!.length);
    if (holds(joined)) return clip(joined);
  }
  return clip(t);
}

/** Quote the part of a message that touches a vocabulary key (by the NLU or the grader's cues). */
export function quoteKey(text: string, kind: KeyKind, key: string, c: Case, previous?: string): string {
  const parts = clauses(text);
  // The question before a clause, for an elliptical follow-up quoted on its own.
  const before = (piece: string) => {
    const at = parts.findIndex((p) => piece.startsWith(p));
    const earlier = parts.slice(0, Math.max(0, at)).filter((p) => isQuestionClause(p));
    return earlier.at(-1) ?? previous;
  };
  return quoteFor(
    text,
    (piece) =>
      touches(analyzeUtterance(piece), kind, key) ||
      extraKeys(piece, c, before(piece)).some((k) => k.kind === kind && k.key === key),
  );
}
