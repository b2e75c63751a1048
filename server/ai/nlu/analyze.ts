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
import type { EducationConcept, EncounterAct, HistoryTopic, Manoeuvre, Symptom } from '../../../content/vocabulary';
import { approximateFind, prepareKeyword, toJamo, type FuzzyKeyword, type JamoText } from './fuzzy';
import { ACT_ENTRIES, EDUCATION_ENTRIES } from './lexicon/encounter';
import { BARE_AUSCULTATION, MANOEUVRE_ENTRIES } from './lexicon/exam';
import { SYMPTOM_ENTRIES } from './lexicon/symptoms';
import { TOPIC_ENTRIES } from './lexicon/topics';
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
const QUESTION_END = /(나요|까요|가요|니|냐|습니까|십니까|신가요|세요|셔요|셨어요|셨나요|시나요|죠|지요|은요|는요|있어|없어|했어|어|아|요)$/;
const IMPERATIVE_END = /(주세요|오세요|하세요|마세요|보세요|쉬세요|계세요|가세요|드세요|쓰세요|보관하세요|바랍니다|겠습니다|습니다|입니다|합니다|됩니다|게요|께요|거예요|거에요|예요|에요|해요|돼요|좋아요|있어요|같아요|드려요|나와요|와요|해야요)$/;
/** A clause ending before a comma: split there ('계속 아프세요, 아니면 ...'), not inside noun lists. */
const CLAUSE_COMMA = /(?<=(?:요|고|데|며|면|서|죠|까|니|냐|지|구요|는데|은데|거나))\s*,\s*/;
const CONNECTIVE_GO = /(?<=(?:셨|었|았|였|했)고)\s+/;

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
    for (const sentence of chunk.split(/(?<=[?？!])|[.。\n;]+/)) {
      for (const clause of sentence.split(CLAUSE_COMMA)) {
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

const HISTORY_ENTRIES: readonly LexEntry[] = [...TOPIC_ENTRIES, ...SYMPTOM_ENTRIES, ...ACT_ENTRIES, ...EDUCATION_ENTRIES];

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
}

/** Announcing or requesting an exam action; permission questions are consent, not the action. */
const ACTION_VERB =
  /(볼게|볼께|보겠|보도록|봅니다|봅시다|볼까요|해볼|하겠습니다|할게|할께|하도록|잴게|잴께|재볼|재겠|재고|측정|들어볼|들어보겠|만져볼|만져보겠|눌러볼|눌러보겠|두드려볼|두드려보겠|보세요|보시겠|보실래|떼볼|떼보겠|돌려볼|돌려보겠|따라보|서보세요|벌려보|쥐어보|확인하겠|확인할게|검사하겠|검사할게|진찰하겠|진찰할게)/;
const PERMISSION = /(도될까|도되겠|도괜찮|괜찮을까|괜찮으시겠|되겠습니까|될까요)/;
/** '배 아픈 거 말고 다른 증상은요?': what comes before 말고 is excluded from the question. */
const EXCLUSION = /(말고|빼고|이외에|제외하고)/;
const NEGATIVE_QUESTION = /(없으|없었|없나|없어|없죠|없습|없이|진않|지않|않으|않았|않나|않아|않죠|안(나|하|아프|아파|했|났|계|드|피|마시|부|쓰|들|보|좋|되|돼|들리))/;

interface CompiledEntry {
  readonly entry: LexEntry;
  readonly strong: readonly RegExp[];
  readonly weak: readonly RegExp[];
  readonly contextual: readonly RegExp[];
}

/** Global copies of every cue, built once: matching runs hundreds of regexes per utterance. */
function compile(entries: readonly LexEntry[]): CompiledEntry[] {
  const g = (re: RegExp) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return entries.map((entry) => ({
    entry,
    strong: entry.cues.map(g),
    weak: (entry.weak ?? []).map(g),
    contextual: (entry.contextual?.cues ?? []).map(g),
  }));
}

/**
 * Every occurrence counts: overlap rules look at spans, and an alternation's first match is not
 * necessarily the one that overlaps a competitor.
 */
function pushAll(hits: Hit[], entry: LexEntry, res: readonly RegExp[], compact: string, weak: boolean): void {
  for (const re of res) {
    re.lastIndex = 0;
    for (let m = re.exec(compact); m; m = re.exec(compact)) {
      hits.push({ entry, start: m.index, end: m.index + Math.max(1, m[0].length), weak });
      if (m[0].length === 0) re.lastIndex += 1;
    }
  }
}

function matchEntries(entries: readonly CompiledEntry[], compact: string, utteranceCompact: string): Hit[] {
  const hits: Hit[] = [];
  for (const { entry, strong, weak, contextual } of entries) {
    if (entry.requires && !entry.requires.test(compact)) continue;
    if (entry.unless && entry.unless.test(compact)) continue;
    if (entry.unlessUtterance && entry.unlessUtterance.test(utteranceCompact)) continue;
    pushAll(hits, entry, strong, compact, false);
    if (weak.length > 0) pushAll(hits, entry, weak, compact, true);
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
          prio(o) > prio(h) &&
          o.start <= h.start &&
          o.end >= h.end,
      ),
  );
}

function applySuppression(hits: Hit[]): Hit[] {
  const ordered = [...hits].sort((a, b) => prio(b) - prio(a));
  const removed = new Set<string>();
  for (const h of ordered) {
    if (removed.has(h.entry.key)) continue;
    for (const s of h.entry.suppress ?? []) {
      if (s === '*symptom' || s === '*topic') {
        const kind: LexKind = s === '*symptom' ? 'symptom' : 'topic';
        for (const o of hits) if (o.entry.kind === kind && o.entry.key !== h.entry.key) removed.add(o.entry.key);
      } else if (s !== h.entry.key) removed.add(s);
    }
  }
  return hits.filter((h) => !removed.has(h.entry.key));
}

function keysOf<K extends string>(hits: readonly Hit[], kind: LexKind): K[] {
  const out: K[] = [];
  for (const h of [...hits].sort((a, b) => a.start - b.start)) {
    if (h.entry.kind === kind && !out.includes(h.entry.key as K)) out.push(h.entry.key as K);
  }
  return out;
}

function analyzeSegment(seg: RawSegment, utteranceCompact: string, inSummary: boolean): { hits: Hit[]; kind: SegmentKind; compact: string } {
  const compact = toCompact(seg.text);
  const kind: SegmentKind = seg.action ? 'action' : kindOf(seg.text, compact);

  // Physical exam: parenthesised actions always; plain sentences only when they announce or
  // request the action ('배 좀 눌러볼게요', '걸어 보시겠어요?'), never when they ask permission.
  const examish = seg.action || (ACTION_VERB.test(compact) && !PERMISSION.test(compact));
  let examHits = examish ? matchEntries(EXAM, compact, utteranceCompact) : [];
  if (examish && BARE_AUSCULTATION.test(compact) && !examHits.some((h) => /Auscultation$/.test(h.entry.key))) {
    const at = compact.search(BARE_AUSCULTATION);
    for (const key of ['heartAuscultation', 'lungAuscultation']) {
      const entry = MANOEUVRE_ENTRIES.find((e) => e.key === key)!;
      examHits.push({ entry, start: at, end: at + 2, weak: false });
    }
  }
  examHits = applySuppression(dropNested(examHits));
  // A question about something the patient does ('집에서 혈압 재 보세요?') is history, not an exam
  // action, when a specific history reading exists.
  if (!seg.action && examHits.length > 0) {
    const specific = matchEntries(TOPICS, compact, utteranceCompact).some((h) => prio(h) >= 2);
    if (specific) examHits = [];
  }
  if (seg.action && examHits.length > 0) return { hits: examHits, kind, compact };

  let hits = matchEntries(HISTORY, compact, utteranceCompact);
  hits.push(...fuzzyHits(compact, hits));
  hits = dropNested(hits);
  // A symptom phrase that ends in '~할 때 아프' ('소변 볼 때 아프') is that symptom, not an
  // aggravating factor; '뭘 하면 기침이 심해지나요?' keeps both.
  hits = hits.filter(
    (h) =>
      h.entry.key !== 'aggravating' ||
      !hits.some((o) => o.entry.kind === 'symptom' && o.start < h.end && h.start < o.end && o.end >= h.end),
  );
  const cut = EXCLUSION.exec(compact);
  if (cut) hits = hits.filter((h) => h.entry.kind !== 'symptom' || h.start >= cut.index);
  // Explanations belong to the learner, not to a question about the patient's history; an
  // explanation phrased as a question about the past ('검사 받아 보셨어요?') is not one.
  if (/[?？]/.test(seg.text) || INTERROGATIVE.test(compact)) {
    hits = hits.filter((h) => h.entry.kind !== 'education' || h.entry.key === 'invitingQuestions');
  }
  hits = applySuppression(hits);
  const carriesHistory = !hits.some(
    (h) =>
      (h.entry.kind === 'education' && h.entry.key !== 'invitingQuestions') ||
      h.entry.key === 'empathy' ||
      h.entry.key === 'summary',
  );
  if (!carriesHistory || inSummary || examHits.length > 0) {
    hits = hits.filter((h) => h.entry.kind !== 'topic' && h.entry.kind !== 'symptom');
  }
  if (examHits.length > 0) hits = hits.filter((h) => h.entry.key !== 'examConsent' || PERMISSION.test(compact));
  return { hits: [...examHits, ...hits], kind, compact };
}

/** Full analysis with per-segment keys (the patient engine answers segment by segment). */
export function analyzeDetailed(text: string): DetailedUnderstanding {
  const norm = normalize(text);
  const raw = splitSegments(norm.text);
  const analysed: { seg: RawSegment; hits: Hit[]; kind: SegmentKind; compact: string }[] = [];
  let inSummary = false;
  for (const seg of raw) {
    const r = analyzeSegment(seg, norm.compact, inSummary && !seg.action);
    if (r.hits.some((h) => h.entry.key === 'summary')) inSummary = true;
    analysed.push({ seg, ...r });
  }
  // Weak cues ('언제예요?', '얼마나 가요?') stand only when the utterance names no other history
  // topic, and not as a follow-up to a symptom asked just before ('뻣뻣해요? 얼마나 가요?' is about
  // the stiffness, which the symptom's own answer covers).
  const strongTopic = analysed.some((a) => a.hits.some((h) => !h.weak && h.entry.kind === 'topic'));
  analysed.forEach((a, i) => {
    const followUp = analysed.slice(0, i).some((p) => p.hits.some((h) => h.entry.kind === 'symptom'));
    if (strongTopic || followUp) a.hits = a.hits.filter((h) => !h.weak);
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
    negative: a.kind === 'question' && NEGATIVE_QUESTION.test(a.compact),
  }));
  // A food question is also an event question (vocabulary: event includes what was eaten).
  for (const d of detail) if (d.topics.includes('foodHistory') && !d.topics.includes('event')) d.topics.push('event');

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

/** What a learner utterance asks, does or explains, as vocabulary keys. */
export function analyzeUtterance(text: string): Understanding {
  const { detail: _detail, ...understanding } = analyzeDetailed(text);
  return understanding;
}
