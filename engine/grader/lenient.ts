/**
 * Lenient mode: history facts the patient volunteered also count.
 *
 * The patient engine is deterministic, so replaying it over the transcript reproduces what each
 * reply revealed: for every learner message, engine.reply(history so far, utterance).disclosed.
 * A topic or symptom disclosed in a reply whose utterance did not ask for it was volunteered.
 *
 * The engine never volunteers a key outright, but an answer can carry more than its key: the
 * opening line names the chief complaint, and "다른 불편한 데는요?" (topic `associated`) is answered
 * with "속이 메슥거리고 입맛이 없어요". So each disclosed sentence is also read for the facts it
 * states (the same NLU, on the patient's words). A fact the learner's utterance did not touch is
 * volunteered; its evidence is the patient's reply that followed, marked "환자가 먼저 말함".
 */
import type { Case } from '../../content/schema';
import { createPatientEngine, type ChatTurn, type DisclosedFact } from '../patient/engine';
import type { TranscriptLike } from './evidence';
// The grader's memoised reading: a fact sentence or a reply is read once per grading, not once per
// disclosure and fact (a 40-turn replay repeats both).
import { analyzeUtterance, keyId } from './evidence';
import { clip } from './text';

export interface Volunteered {
  readonly kind: 'topic' | 'symptom';
  readonly key: string;
  /** The patient message that carried the fact. */
  readonly messageId: string;
  readonly quote: string;
  /** Transcript position of the learner message that prompted the reply. */
  readonly index: number;
}

/**
 * Which facts a disclosed sentence states. Symptom words in a patient's speech are reliable
 * ("속이 메슥거리고" is nausea); topic cues are tuned for questions ("~한 적 있어요" reads as
 * `experience`), so topics are read only from the answers to open questions: the opening line and
 * "다른 불편한 데는요?" (`associated`).
 */
function statedFacts(fact: DisclosedFact): { kind: 'topic' | 'symptom'; key: string }[] {
  const out: { kind: 'topic' | 'symptom'; key: string }[] = [];
  if (fact.kind === 'topic' || fact.kind === 'symptom') out.push({ kind: fact.kind, key: fact.key });
  const stated = analyzeUtterance(fact.text);
  const open = fact.kind === 'opening' || (fact.kind === 'topic' && fact.key === 'associated');
  if (open) for (const key of stated.topics) out.push({ kind: 'topic', key });
  for (const key of stated.symptoms) out.push({ kind: 'symptom', key });
  return out;
}

/** Whether the transcript's reply actually says the fact (the voice may have dropped or reworded it). */
function replySays(
  reply: string,
  fact: DisclosedFact,
  f: { kind: 'topic' | 'symptom'; key: string },
): boolean {
  if (reply.includes(fact.text)) return true;
  const u = analyzeUtterance(reply);
  return f.kind === 'topic'
    ? (u.topics as string[]).includes(f.key)
    : (u.symptoms as string[]).includes(f.key);
}

/**
 * `topic:<key>` / `symptom:<key>` -> the first time the patient volunteered it.
 *
 * `wanted` (strict mode): only these key ids matter, those of the history items the learner missed.
 * The replay is skipped when there are none and stops as soon as every one has been found (a fact
 * keeps its first mention, so later turns cannot change the answer).
 */
export function volunteeredFacts(
  c: Case,
  messages: readonly TranscriptLike[],
  wanted?: ReadonlySet<string>,
): Map<string, Volunteered> {
  const out = new Map<string, Volunteered>();
  if (wanted && wanted.size === 0) return out;
  const engine = createPatientEngine(c);
  const history: ChatTurn[] = [];
  let found = 0;
  for (const [index, m] of messages.entries()) {
    if (wanted && found === wanted.size) break;
    if (m.sender === 'user' && m.content.trim() !== '') {
      const reply = engine.reply(history, m.content);
      const asked = reply.understanding;
      // Round 17: a greeting that asks nothing ("안녕하세요 신경과 학생의사 ○○입니다") asks no history, whatever
      // the patient's reading of it: what the reply tells was volunteered.
      const greetingOnly = asked.acts.includes('greeting') && !/[?？]/.test(m.content);
      // The reply in the transcript is the patient message right after the learner's.
      const next = messages[index + 1];
      const aiMessage = next?.sender === 'ai' ? next : undefined;
      for (const fact of reply.disclosed) {
        if (fact.kind !== 'topic' && fact.kind !== 'symptom' && fact.kind !== 'opening') continue;
        for (const f of statedFacts(fact)) {
          const wasAsked =
            !greetingOnly &&
            (f.kind === 'topic'
              ? (asked.topics as string[]).includes(f.key)
              : (asked.symptoms as string[]).includes(f.key));
          const id = keyId(f.kind, f.key);
          if (wasAsked || out.has(id) || (wanted && !wanted.has(id))) continue;
          if (!aiMessage || !replySays(aiMessage.content, fact, f)) continue;
          // Quote the case sentence when the reply carries it verbatim (the embedded voice), else
          // the reply itself (a model voice rephrases).
          const quote = aiMessage.content.includes(fact.text) ? clip(fact.text) : clip(aiMessage.content);
          out.set(id, { kind: f.kind, key: f.key, messageId: aiMessage.id, quote, index });
          if (wanted?.has(id)) found += 1;
        }
      }
    }
    history.push({ sender: m.sender, content: m.content });
  }
  return out;
}
