/**
 * Scoring whole encounters (conversations.yaml) turn by turn, as the app feeds the engine: each turn
 * is understood in the context of the learner's earlier messages (analyzeInContext, as the engine
 * does) and answered after the full history of learner messages and patient replies.
 *
 * - Per-turn accuracy: the keys understood in context equal the turn's labelled keys exactly.
 * - Answered: a checkable turn (one with a truth) whose reply gives every truth fact.
 * - False fact: a checkable turn whose reply states a clinical fact (history topic or symptom) but
 *   none of the truth facts (it answered another question), gives a truth symptom with the wrong
 *   polarity, or confirms a summary or identity check labelled `!wrong`.
 * - Over-disclosure: a reply revealing a fact whose key the turn did not ask.
 */
import type { Case } from '../../content/schema';
import { analyzeInContext } from '../../engine/nlu/analyze';
import {
  createPatientEngine,
  summaryClaims,
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
const CONFIRMS = /맞아요|맞습니다|맞네요|그렇습니다|그래요\./;

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
    // And under the symptom whose words it is ('대변은 잘 보세요?' told by the constipation's detail).
    for (const [s, f] of Object.entries(c.symptoms))
      if (f?.detail && s !== d.key && d.text.replace(/^(네|아니요),\s*/, '') === f.detail)
        out.push({ ...d, kind: 'symptom', key: s });
  }
  return out;
}

/** Why a reply to a checkable turn is false, or undefined when it is not. */
export function falseFact(turn: ConversationTurn, reply: string, disclosed: readonly DisclosedFact[]) {
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
      const allowed = new Set(expected);
      if (expected.has('summary')) {
        const claims = summaryClaims(turn.text);
        for (const s of claims.symptoms) allowed.add(s.key);
        // A day, or hours and minutes ago ('2시간 전부터'), date the problem: its onset is raised.
        if (claims.days.length > 0 || claims.hours.length > 0) allowed.add('onset').add('event');
        if (claims.bothSides) allowed.add('location');
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
          (facts.length > 0 || !falseFact(turn, reply.text, reply.disclosed))
        )
          r.answered += 1;
        const why = falseFact(turn, reply.text, reply.disclosed);
        if (why) {
          r.falseFacts += 1;
          r.misses.push({ id: conv.id, turn, got, reply: reply.text, kind: `FALSE FACT: ${why}` });
        }
      }
    }
  }
  return r;
}
