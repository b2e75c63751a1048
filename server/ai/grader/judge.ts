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
 * - avoidJargon: a diagnosis explained in lay words ("혈관이 막혀서 생기는 병") also counts;
 * - urination: asking two or more specific voiding symptoms covers the general question;
 * - an explanation is not a history question: history keys in a message that asks nothing and
 *   explains a diagnosis or plan ("…하면 좋아져요" is not "what relieves it?") or introduces the
 *   learner ("정신건강의학과 학생의사입니다") are ignored.
 */
import type { Case, ChecklistItem } from '../../../content/schema';
import type { Symptom } from '../../../content/vocabulary';
import { isQuestionClause } from './cues';
import {
  diagnosisTerms,
  diseaseWord,
  namedDiagnosis,
  namesConcreteTest,
  namesConcreteTreatment,
  planTreatmentWords,
} from './education';
import {
  clauses,
  keyId,
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
  readonly reason: 'wrongDiagnosis' | 'vagueTests' | 'vagueTreatment' | 'noIntroduction' | 'noConsent';
  readonly messageId: string;
  readonly quote: string;
}

export interface Judgement {
  readonly item: ChecklistItem;
  readonly done: boolean;
  readonly evidence: Evidence | null;
  readonly near: NearMiss | null;
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
/** A lay explanation: mechanism words or an explicit rephrasing. */
const LAY_EXPLANATION =
  /생긴|생기는|생겨|막혀|막힌|막히|눌러|누르는|찢어|터져|터진|들어가|들어간|부족|약해|커져|줄어|늘어|쌓여|쌓이|망가|닳|헐어|염증이|세균|바이러스|때문|흔히\s?말하는|쉽게|(이)?라는\s?(병|것|거|부분|뜻)|라고\s?하는|뜻이에요|뜻입니다|말이\s?아니라/;
/** Framing that makes a statement a diagnostic conclusion. */
const DIAGNOSTIC_FRAMING =
  /같아요|같습니다|같네요|보여요|보입니다|보이네요|의심|가능성|생각됩니다|생각돼요|생각합니다|입니다|이에요|예요|에요|인\s?것|일\s?수|때문|진단|해당|확인됐|나왔/;
const PAST_ASKING = /셨|적\s?있|적이|보셨|받으셨/;
const PLAN_VERB =
  /(하겠|할게|할께|해\s?보|찍|확인하|확인해|보겠|볼게|필요|진행|받아\s?보|받으셔야|해야|하면|드릴|드리|쓰|쓸|써|좋아져|나아져|드세요|드셔야|맞으|맞으실)/;
/** Concrete treatments a plain statement may name when the NLU missed the concept. */
const TREATMENT_STATEMENT =
  /약(을|은|도)?\s?(드릴|처방|쓰|쓸|써|드시|드셔|복용|먹|시작)|항생제|진통제|해열제|소염제|수액|주사|수술|시술|입원|치료제|항바이러스|스테로이드|연고|패치|흡입기|물리\s?치료|재활|상담\s?치료|인지\s?행동/;
/** A normal-state conclusion ("임신 8주이고 이상 없이 잘 지내고 계세요"). */
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

const asksSomething = (text: string) => clauses(text).some(isQuestionClause);

// ---------------------------------------------------------------------------------------------

interface Candidate {
  readonly turn: LearnerTurn;
  readonly quote: string;
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

  constructor(
    private readonly caseData: Case,
    private readonly record: LearnerRecord,
  ) {
    this.terms = diagnosisTerms(caseData);
    this.diagnosisTurns = record.turns.filter((t) => {
      const u = t.understanding;
      if (u.education.includes('likelyDiagnosis') || u.education.includes('differentials')) return true;
      const text = t.message.content;
      if (u.acts.includes('summary') || asksSomething(text) || !DIAGNOSTIC_FRAMING.test(text)) return false;
      return namedDiagnosis(text, this.terms) !== undefined || diseaseWord(text) !== undefined;
    });
    this.explanations = new Set(
      record.turns.filter((t) => {
        if (asksSomething(t.message.content)) return false;
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
    return kind === 'topic' || kind === 'symptom' ? turns.filter((t) => !this.explanations.has(t)) : turns;
  }

  private quote(turn: LearnerTurn, kind: KeyKind, key: string): string {
    return quoteKey(turn.message.content, kind, key, this.caseData);
  }

  /** The first turn touching a key, with its quote. */
  private plain(kind: KeyKind, key: string): Candidate | undefined {
    const turn = this.turnsFor(kind, key)[0];
    return turn ? { turn, quote: this.quote(turn, kind, key) } : undefined;
  }

  private judgeDiagnosis(): Outcome {
    if (this.terms.conceptSuffices) {
      const turn = this.turnsFor('education', 'likelyDiagnosis')[0];
      if (turn) return { hit: { turn, quote: this.quote(turn, 'education', 'likelyDiagnosis') } };
      // Nothing to name: telling the patient that all is well ("임신 8주이고 이상 없어요") is the
      // explanation.
      const normal = this.record.turns.find((t) => {
        const text = t.message.content;
        return (
          !text.trim().startsWith('(') &&
          clauses(text).some((c) => !isQuestionClause(c) && NORMAL_CONCLUSION.test(c))
        );
      });
      return normal
        ? { hit: { turn: normal, quote: quoteFor(normal.message.content, (p) => NORMAL_CONCLUSION.test(p)) } }
        : {};
    }
    const names = (p: string) => namedDiagnosis(p, this.terms) !== undefined;
    const right = this.diagnosisTurns.find((t) => names(t.message.content));
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

  private judgeConcrete(concept: 'tests' | 'treatment'): Outcome {
    const names = concept === 'tests' ? namesConcreteTest : namesConcreteTreatment;
    const turns = this.turnsFor('education', concept);
    for (const turn of turns) {
      const text = turn.message.content;
      if (names(text, this.caseData))
        return { hit: { turn, quote: quoteFor(text, (p) => names(p, this.caseData)) } };
    }
    // The NLU's concept cue wants particular wording ("검사를 하겠습니다", "수술", "치료"); a plan
    // worded otherwise ("소변검사랑 초음파로 확인해 보겠습니다", "이석 정복술 하면 좋아져요") still
    // counts when a statement that asks nothing names a concrete test, or one of the case's own
    // treatments, with a planning verb.
    const planWords = concept === 'treatment' ? planTreatmentWords(this.caseData) : [];
    const concrete = (p: string) =>
      concept === 'tests'
        ? names(p, this.caseData)
        : TREATMENT_STATEMENT.test(p) ||
          planWords.some((w) => p.replace(/\s+/g, '').toLowerCase().includes(w));
    for (const turn of this.record.turns) {
      const text = turn.message.content.trim();
      if (turns.includes(turn) || text.startsWith('(') || turn.understanding.acts.includes('summary'))
        continue;
      const clause = clauses(text).find(
        (c) => !isQuestionClause(c) && !PAST_ASKING.test(c) && concrete(c) && PLAN_VERB.test(c),
      );
      if (clause)
        return { hit: { turn, quote: quoteFor(text, (p) => p.includes(clause) || clause.includes(p)) } };
    }
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

  private judgeConsent(): Outcome {
    const turns = this.turnsFor('act', 'examConsent');
    for (const turn of turns) {
      if (CONSENT.test(turn.message.content))
        return { hit: { turn, quote: this.quote(turn, 'act', 'examConsent') } };
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

  private impliedUrination(): Candidate | undefined {
    const asked = VOIDING.flatMap((s) => this.turnsFor('symptom', s).map((t) => ({ s, t })));
    if (new Set(asked.map((a) => a.s)).size < 2) return undefined;
    const first = asked.sort((a, b) => a.t.index - b.t.index)[0]!;
    return { turn: first.t, quote: this.quote(first.t, 'symptom', first.s) };
  }

  /** Judges one item on the learner's own words (strict mode). */
  judge(item: ChecklistItem): Judgement {
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
      if (e === 'likelyDiagnosis') take('education', e, this.judgeDiagnosis(), 'wrongDiagnosis');
      else if (e === 'tests') take('education', e, this.judgeConcrete('tests'), 'vagueTests');
      else if (e === 'treatment') take('education', e, this.judgeConcrete('treatment'), 'vagueTreatment');
      else take('education', e, { hit: this.plain('education', e) });
    }
    for (const a of by.acts ?? []) {
      if (a === 'greeting') take('act', a, this.judgeGreeting(), 'noIntroduction');
      else if (a === 'examConsent') take('act', a, this.judgeConsent(), 'noConsent');
      else {
        take('act', a, { hit: this.plain('act', a) });
        if (a === 'avoidJargon') take('act', a, { hit: this.layExplanation() });
      }
    }

    if (hits.length > 0) {
      const first = hits.reduce((a, b) => (b.turn.index < a.turn.index ? b : a));
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
