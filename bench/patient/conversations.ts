/**
 * Scoring whole encounters (conversations.yaml) turn by turn, as the app feeds the engine: each turn
 * is understood in the context of the learner's earlier messages (analyzeInContext, as the engine
 * does) and answered after the full history of learner messages and patient replies.
 *
 * - Per-turn accuracy: the keys understood in context equal the turn's labelled keys exactly.
 * - Answered: a checkable turn (one with a truth) whose reply gives every truth fact.
 * - False fact: a checkable turn whose reply states a clinical fact (history topic or symptom) but
 *   none of the truth facts (it answered another question), gives a truth symptom with the wrong
 *   polarity, confirms a summary or identity check labelled `!wrong`, or gives none of the truth
 *   facts and denies what the case affirms ('다리 아픈 건요?' -> '아니요, 거기는 안 아파요.' when the
 *   legs hurt) or affirms what the case denies (see contradicts()).
 * - Over-disclosure: a reply revealing a fact whose key the turn did not ask.
 */
import type { Case } from '../../content/schema';
import { analyzeInContext } from '../../engine/nlu/analyze';
import {
  createPatientEngine,
  summaryClaims,
  assaultNamed,
  type ChatTurn,
  type DisclosedFact,
} from '../../engine/patient/engine';
import { PHRASES } from '../../engine/patient/phrasing';
import type { Conversation, ConversationTurn } from './dataset';

export interface ConversationReport {
  encounters: number;
  turns: number;
  exact: number;
  checkable: number;
  answered: number;
  falseFacts: number;
  overDisclosing: number;
  /** Per turn, for listing (never printed for the locked split). */
  misses: { id: string; turn: ConversationTurn; got: string[]; reply: string; kind: string }[];
}

function disclosedKey(d: DisclosedFact): string {
  if (d.kind === 'opening') return 'openQuestion';
  if (d.kind === 'identity') return 'identityCheck';
  if (d.kind === 'concern') return 'invitingQuestions';
  return d.key;
}

const phrasesOf = (name: keyof typeof PHRASES) => Object.values(PHRASES[name]).flat() as string[];
const ABSENT_PHRASES = new Set([
  ...phrasesOf('noAbsent'),
  ...phrasesOf('agreeAbsent'),
  ...phrasesOf('fineAbsent'),
]);
const PRESENT_PHRASES = new Set(phrasesOf('yesPresent'));
// In every register the engine speaks (engine/patient/phrasing.ts, inRegister): '맞아유', '맞아예',
// '맞아라', '맞소', '맞습니더', '맞슈', '응, 맞아.'.
const CONFIRMS =
  /맞아요|맞습니다|맞네요|그렇습니다|그래요\.|맞아(유|예|라)?(?=[.!\s]|$)|맞(네|습니)(유|예|더)|맞소|맞슈/;

/**
 * The facts a reply disclosed, each also under the history topic or symptom whose sentence it is: the engine
 * tells a topic the case lacks from the sentence of a related one ('밥은 잘 먹어요?' of a child from
 * the feeding sentence, disclosed as appetite), and that sentence answers its own topic too.
 */
export function withSources(disclosed: readonly DisclosedFact[], c: Case): DisclosedFact[] {
  const out = [...disclosed];
  for (const d of disclosed) {
    for (const [t, text] of Object.entries(c.history))
      if (text && t !== d.key && d.text.replace(/^(네|아니요),\s*/, '') === text)
        out.push({ ...d, kind: 'topic', key: t });
      // A later sentence of a topic told alone ('요새는 코피도 나믄 한참 가요.' of the course) is that
      // topic's too (round 20); so is one a covered topic borrows ('기저귀는?' told by the feeding's
      // '기저귀는 오늘 아침부터 두 번만 젖었어요.', round 34), and the first one told for another key
      // ('길을 잃으신 적은요?' told by the witness's first sentence, disclosed as asked, round 45).
      else if (
        text &&
        t !== d.key &&
        (d.kind === 'symptom' || d.kind === 'topic') &&
        text.split(/(?<=[.!?])\s+/).includes(d.text.replace(/^(네|아니요),\s*/, ''))
      )
        out.push({ ...d, kind: 'topic', key: t });
    // And under the symptom whose words it is ('대변은 잘 보세요?' told by the constipation's detail).
    for (const [s, f] of Object.entries(c.symptoms))
      if (f?.detail && s !== d.key && d.text.replace(/^(네|아니요),\s*/, '') === f.detail)
        out.push({ ...d, kind: 'symptom', key: s });
  }
  return out;
}

export type Polarity = 'affirms' | 'denies';

/*
 * Wrong denials and affirmations are judged by a rule over the reply and the labelled fact, not by a
 * list of replies. A statement is cut into clauses (sentences, and clauses joined by -고, -는데,
 * -지만, -며, -면서, -서, -니까); a clause is negated when its predicate is: 안 or 못 before its last
 * word, or a last word with -지 않-, 없-, 아니- (not '아니라', which corrects to what is), 괜찮- (all
 * is well) or 처음이- (never before). A hedge ('잘 모르겠어요', '기억이 안 나요') says neither yes nor no.
 */
const HEDGE = /모르|몰라|글쎄|기억이?\s*(잘\s*)?안|확실(하지|치)\s*않/;
const NEGATED = /(^|\s)(안|못)\s+[가-힣]|않|없|아니(?!라)|아닌|아닙|괜찮|처음(이|입)/;
const NEGATING_WORD = /않|없|아니(?!라)|아닌|아닙|괜찮|처음(이|입)/;
/** A clause whose predicate is negated: its last word, or 안/못 just before it ('숨을 못 쉬니까 답답해요' is not). */
function isNegated(clause: string): boolean {
  const words = clause.split(/\s+/);
  return NEGATING_WORD.test(words.at(-1) ?? '') || /^(안|못)$/.test(words.at(-2) ?? '');
}
const LEAD = /^\s*(네|예|응|아니요|아니유|아뇨|아니)(?=[\s,.!…]|$)(\s*(\.{2,}|…))?\s*[,.!]?\s*/;
// Acknowledging what the doctor said is not an answer ('네, 알겠습니다.').
const ACKNOWLEDGES = /알겠|감사|고맙|이해(했|합)|그렇군|그러게|그러네|그렇네/;

function clauses(text: string): string[] {
  return text
    .split(/[.!?…\n]+|(?<=[가-힣](?:고|는데|은데|지만|으며|며|면서|서|니까)),?\s+/)
    .map((x) => x.trim())
    .filter((x) => /[가-힣A-Za-z0-9]/.test(x));
}

/** What a statement of the case says: yes when no clause is negated, no when every clause is. */
export function statementPolarity(text: string): Polarity | undefined {
  if (HEDGE.test(text)) return undefined;
  const cs = clauses(text);
  if (cs.length === 0) return undefined;
  const negated = cs.filter(isNegated).length;
  return negated === 0 ? 'affirms' : negated === cs.length ? 'denies' : undefined;
}

/**
 * What a reply says to the question, when it plainly says yes or no: every clause negated is a no
 * ('거기는 안 아파요.', '네, 괜찮아요.'); a bare 네 or 아니요 is a yes or a no to a question that is not
 * itself negative (to '등은 안 아프세요?' either may mean no); 네 with a statement that negates
 * nothing is a yes. A hedge, a question back or an acknowledgement is neither.
 */
export function replyPolarity(reply: string, question: string): Polarity | undefined {
  if (HEDGE.test(reply) || reply.includes('?')) return undefined;
  const m = LEAD.exec(reply);
  const lead = m ? (/^\s*(네|예|응)/.test(m[0]) ? 'yes' : 'no') : undefined;
  const body = m ? reply.slice(m[0].length) : reply;
  const negativeQuestion = NEGATED.test(question);
  const cs = clauses(body);
  if (cs.length === 0) return negativeQuestion || !lead ? undefined : lead === 'yes' ? 'affirms' : 'denies';
  const negated = cs.filter(isNegated).length;
  if (negated === cs.length) return 'denies';
  if (negated === 0 && lead === 'yes' && !negativeQuestion && !ACKNOWLEDGES.test(body)) return 'affirms';
  return undefined;
}

// Words that name nothing in particular: deixis, 'other', 'ever', degree, time, and the predicates
// of any complaint. What a question or a denial names beyond them is what it asks or denies.
const GENERIC = new Set(
  (
    '거기 여기 저기 그거 그것 이거 이것 저거 그런 이런 저런 그렇게 이렇게 그렇진 그렇지 그렇지는 그건 그게 그걸 이건 이게 ' +
    '거 것 건 게 데 곳 ' +
    '쪽 다른 딴 적 때 ' +
    '혹시 좀 조금 많이 더 덜 또 다시 전 예전 이전 요즘 지금 이제 아직 아까 원래 평소 따로 특별히 딱히 별로 ' +
    '전혀 아무 아무것 뭐 무슨 어디 어떤 언제 왜 얼마나 정말 진짜 제가 저는 저 그 이 자주 가끔 계속 잘 다 ' +
    '안 못 같은 아픈 아프 아파 아프신 불편한 심한 있는 없는 통증 증상 느낌 환자분 선생님'
  ).split(' '),
);
const VERBAL =
  /(다고|다는|하는|하고|거나|는데|은데|면서|아서|어서|해서|으면|하면|세요|나요|어요|아요|죠|까요|니까|는지|을까|셨|었|았|했)$/;
const PARTICLE =
  /(으로는|으로도|에서는|에서도|으로|에서|에게|한테|까지|부터|처럼|보다|이나|이랑|하고|로는|로도|에는|에도|은요|는요|이요|이|가|은|는|을|를|도|로|에|만|나|랑|요|과|와)$/;

// Heads an adnominal verb form modifies ('뻗치는 느낌', '아픈 건'): the form names how, not what.
const HEADS = /^(느낌|거|건|게|것|적|때|데|경우|일)/;
const ADNOMINAL = (w: string) => {
  const code = w.charCodeAt(w.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && (code % 28 === 4 || code % 28 === 8); // final ㄴ or ㄹ
};

/** The words a clause names, its last word (the predicate) aside. */
function named(text: string): string[] {
  const out: string[] = [];
  for (const clause of clauses(text)) {
    const words = clause.split(/[\s,]+/).slice(0, -1);
    const all = clause.split(/[\s,]+/);
    for (const [i, w] of words.entries()) {
      const bare = w.replace(/[^가-힣A-Za-z0-9]/g, '');
      if (!/[가-힣]/.test(bare) || VERBAL.test(bare)) continue; // English names the labelled topic
      if (ADNOMINAL(bare) && HEADS.test(all[i + 1] ?? '')) continue;
      const stem = bare.length > 1 ? bare.replace(PARTICLE, '') : bare;
      if (stem && !GENERIC.has(stem) && !GENERIC.has(bare)) out.push(stem);
    }
  }
  return out;
}

/** A syllable without its final consonant ('를' → '르'), to find '오를' in '오르면'. */
function withoutFinal(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171 || code % 28 === 0) return word;
  return word.slice(0, -1) + String.fromCharCode(0xac00 + code - (code % 28));
}

function says(fact: string, word: string): boolean {
  const words = fact.split(/[\s,.!?…]+/);
  if (words.some((w) => w.includes(word))) return true;
  const bare = word.length > 1 ? withoutFinal(word) : word;
  return bare !== word && words.some((w) => w.startsWith(bare));
}

function factOf(tok: string, c: Case, question: string): { polarity: Polarity | undefined; text: string } {
  const key = tok.slice(1);
  if (tok[0] === '=') {
    const text = c.history[key as keyof typeof c.history] ?? '';
    return { polarity: text ? statementPolarity(text) : undefined, text };
  }
  // A symptom is present or absent, but the question may ask it as the function, and the case's
  // sentence say it either way: '냄새를 잘 못 맡아요' is anosmia present, and to '냄새 잘 맡으세요?' a no
  // is true. When the case's sentence uses the question's own verb, the true answer is what that
  // clause says; otherwise what the label says.
  const text = c.symptoms[key as keyof typeof c.symptoms]?.detail ?? '';
  const stem = verbOf(question);
  const clause = stem ? clauses(text).find((x) => x.split(/\s+/).some((w) => w.startsWith(stem))) : undefined;
  if (clause) return { polarity: isNegated(clause) ? 'denies' : 'affirms', text };
  // Asked as whether all is well ('말하는 건 괜찮아요?', '눈은 잘 보이세요?'), a symptom's yes and no
  // are the other way round, and a reply may say either in either form: not judged.
  if (FUNCTION_FRAMED.test(question)) return { polarity: undefined, text };
  return { polarity: tok[0] === '+' ? 'affirms' : 'denies', text };
}

const FUNCTION_FRAMED = /(^|\s)잘\s|괜찮/;
const ENDING =
  /(하세요|으세요|세요|하셨어요|셨어요|했어요|해요|하나요|나요|았어요|었어요|아요|어요|습니까|니|아|어|요|지|죠)$/;
const NO_STEM = new Set(['있', '없', '아프', '아파', '아픈', '그래', '그렇', '괜찮', '건', '거', '게']);

/** The stem of a question's last word ('맡으세요?' → '맡'), unless it is one any complaint uses. */
function verbOf(question: string): string | undefined {
  const last =
    question
      .trim()
      .split(/\s+/)
      .at(-1)
      ?.replace(/[^가-힣]/g, '') ?? '';
  const stem = last.replace(ENDING, '');
  return stem && stem !== last && !NO_STEM.has(stem) && !NEGATED.test(last) ? stem : undefined;
}

/**
 * A reply that gives none of the truth facts yet says no where the case says yes, or yes where it
 * says no. Judged only where the scorer can tell: every truth fact says one thing (a case sentence
 * with both yes and no clauses is not judged), and a no counts only when everything the question
 * and the denial name is in the case's fact (to '등으로도 퍼져요?', '아니요, 거기는 안 퍼져요.' is true of
 * a pain spreading to the shoulder; to '다리 아픈 건요?', '거기는 안 아파요.' is false when the legs hurt).
 * A yes to a fact the case denies is false whatever it names.
 */
export function contradicts(turn: ConversationTurn, reply: string, c: Case): string | undefined {
  const toks = turn.truth.filter((t) => t !== '!wrong');
  if (toks.length === 0 || toks.length !== turn.truth.length) return undefined;
  const said = replyPolarity(reply, turn.text);
  if (!said) return undefined;
  const facts = toks.map((t) => factOf(t, c, turn.text));
  const keys = toks.map((t) => t.slice(1)).join(' ');
  if (said === 'affirms' && facts.every((f) => f.polarity === 'denies'))
    return `affirmed ${keys}, which the case denies`;
  if (said !== 'denies' || !facts.every((f) => f.polarity === 'affirms')) return undefined;
  const denied = clauses(reply.replace(LEAD, '')).filter(isNegated).join('. ');
  const asked = [...named(turn.text), ...named(denied)];
  const text = facts.map((f) => f.text).join(' ');
  return asked.every((w) => says(text, w)) ? `denied ${keys}, which the case affirms` : undefined;
}

/** Why a reply to a checkable turn is false, or undefined when it is not. */
export function falseFact(
  turn: ConversationTurn,
  reply: string,
  disclosed: readonly DisclosedFact[],
  c: Case,
) {
  if (turn.truth.length === 0) return undefined;
  if (turn.truth.includes('!wrong'))
    return CONFIRMS.test(reply) && !/아니|아닌데|아니에요|아닙니다/.test(reply)
      ? 'confirmed a wrong fact'
      : undefined;
  const facts = disclosed.filter((d) => d.kind === 'topic' || d.kind === 'symptom');
  for (const tok of turn.truth) {
    const hit = facts.find((d) => d.key === tok.slice(1));
    if (tok[0] === '+' && hit && ABSENT_PHRASES.has(hit.text)) return `said ${hit.key} is absent`;
    if (tok[0] === '-' && hit && PRESENT_PHRASES.has(hit.text)) return `said ${hit.key} is present`;
  }
  const truthKeys = new Set(turn.truth.map((t) => t.slice(1)));
  if (facts.length > 0 && !facts.some((d) => truthKeys.has(d.key)))
    return `answered ${facts.map((d) => d.key).join(' ')} instead`;
  // Nothing of the truth given: a plain no to what the case affirms, or yes to what it denies.
  if (!disclosed.some((d) => truthKeys.has(d.key))) return contradicts(turn, reply, c);
  return undefined;
}

export function scoreConversations(convs: readonly Conversation[], cases: ReadonlyMap<string, Case>) {
  const r: ConversationReport = {
    encounters: convs.length,
    turns: 0,
    exact: 0,
    checkable: 0,
    answered: 0,
    falseFacts: 0,
    overDisclosing: 0,
    misses: [],
  };
  for (const conv of convs) {
    const c = cases.get(conv.caseId)!;
    const engine = createPatientEngine(c);
    const history: ChatTurn[] = [];
    for (const turn of conv.turns) {
      const previous = history.filter((t) => t.sender === 'user').map((t) => t.content);
      const replies = history.filter((t) => t.sender === 'ai').map((t) => t.content);
      const u = analyzeInContext(turn.text, previous, replies);
      const got = [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])];
      const expected = new Set(turn.expected);
      // Correcting a summary speaks to what the learner said: those facts were raised, not volunteered.
      // A fact labelled as the truth of the turn is its answer, never volunteered (round 20: '코피는
      // 언제부터 그렇게 오래 났어요?' is told by the course's '요새는 코피도 …').
      const allowed = new Set([
        ...expected,
        ...turn.truth.filter((t) => t !== '!wrong').map((t) => t.slice(1)),
      ]);
      if (expected.has('summary')) {
        const claims = summaryClaims(turn.text);
        for (const s of claims.symptoms) allowed.add(s.key);
        // A day, or hours and minutes ago ('2시간 전부터'), date the problem: its onset is raised.
        // (An assault told on its own is dated by its account: round 19.)
        if (claims.days.length > 0 || claims.hours.length > 0)
          allowed.add('onset').add('event').add('assaultDetails');
        if (claims.bothSides) allowed.add('location');
        // Who did it, how many and where, of an assault (round 21).
        for (const k of assaultNamed(turn.text)) allowed.add(k);
        for (const t of claims.topics) allowed.add(t.key);
        // How long it lasted, and one side only against both sides: raised by the summary too.
        if (claims.minutes.length > 0) allowed.add('duration');
        if (claims.sides.length > 0) {
          allowed.add('location');
          for (const [k, f] of Object.entries(c.symptoms))
            if (f?.present && /(오른|왼)\s*쪽/.test(f.detail ?? '')) allowed.add(k);
        }
        if (claims.oneSided) {
          allowed.add('location');
          for (const [k, f] of Object.entries(c.symptoms))
            if (f?.present && /양쪽|온몸|전신|양\s*(팔|다리|손|발|눈|귀)/.test(f.detail ?? ''))
              allowed.add(k);
        }
      }
      const said = engine.reply(history, turn.text);
      const reply = { ...said, disclosed: withSources(said.disclosed, c) };
      history.push({ sender: 'user', content: turn.text }, { sender: 'ai', content: reply.text });
      r.turns += 1;
      const exact = got.length === expected.size && got.every((k) => expected.has(k));
      if (exact) r.exact += 1;
      else r.misses.push({ id: conv.id, turn, got, reply: reply.text, kind: 'keys' });
      const over = said.disclosed.filter((d) => !allowed.has(disclosedKey(d)));
      if (over.length > 0) {
        r.overDisclosing += 1;
        r.misses.push({
          id: conv.id,
          turn,
          got,
          reply: reply.text,
          kind: `over-disclosed ${over.map(disclosedKey).join(' ')}`,
        });
      }
      if (turn.truth.length > 0) {
        r.checkable += 1;
        const keys = new Set(reply.disclosed.map((d) => d.key));
        const facts = turn.truth.filter((t) => t !== '!wrong');
        if (
          facts.every((t) => keys.has(t.slice(1))) &&
          (facts.length > 0 || !falseFact(turn, reply.text, reply.disclosed, c))
        )
          r.answered += 1;
        const why = falseFact(turn, reply.text, reply.disclosed, c);
        if (why) {
          r.falseFacts += 1;
          r.misses.push({ id: conv.id, turn, got, reply: reply.text, kind: `FALSE FACT: ${why}` });
        }
      }
    }
  }
  return r;
}
