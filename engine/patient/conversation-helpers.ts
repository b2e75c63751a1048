/**
 * Helpers shared by the conversation tests of the patient engine (round5, round6, summaries,
 * true-summaries): an
 * encounter fed turn by turn as the app does, the facts a reply disclosed, and the keys an utterance
 * is understood to ask in context. Test support only; nothing in the engine imports it.
 */
import { expect } from 'vitest';
import type { Case } from '../../content/schema';
import { analyzeInContext } from '../nlu/analyze';
import { createPatientEngine, type ChatTurn, type PatientReply } from './engine';

/** One encounter: each utterance answered in the context of the ones before; the last reply. */
export function talk(c: Case, ...utterances: string[]): PatientReply {
  const engine = createPatientEngine(c);
  const history: ChatTurn[] = [];
  let last: PatientReply | undefined;
  for (const u of utterances) {
    last = engine.reply(history, u);
    history.push({ sender: 'user', content: u }, { sender: 'ai', content: last.text });
  }
  return last!;
}

/** The facts a reply disclosed, as `kind:key`. */
export const facts = (r: { disclosed: readonly { kind: string; key: string }[] }) =>
  r.disclosed.map((d) => `${d.kind}:${d.key}`);

/** Every key an utterance asks, understood after the learner's previous messages. */
export function keys(text: string, previous: string[] = []): string[] {
  const u = analyzeInContext(text, previous);
  return [...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education];
}

/**
 * A summary with wrong parts: the reply starts with a no, corrects every wrong part from the case
 * (`corrected`, as `kind:key` of the disclosed facts), says nothing the summary did not raise, and
 * never opens with a yes.
 */
export function expectCorrected(c: Case, utterance: string, corrected: string[], alsoAllowed: string[] = []) {
  const r = talk(c, utterance);
  const got = facts(r);
  expect(r.text, `${c.id}: ${utterance}`).toMatch(/^아니/);
  for (const k of corrected) expect(got, `${c.id}: ${utterance} → ${r.text}`).toContain(k);
  for (const k of got)
    expect([...corrected, ...alsoAllowed], `${c.id}: ${utterance} → ${r.text}`).toContain(k);
  return r;
}

/**
 * One row of a round's reply checks: the last reply of the utterances in case `c` contains (or
 * matches) `has`, and not `hasNot` when given (rounds 31 and 32).
 */
export type ReplyRow = [string, string[], string | RegExp, (string | RegExp)?];
export function expectReply(c: Case, [, utterances, has, hasNot]: ReplyRow) {
  const r = talk(c, ...utterances);
  const said = `${c.id}: ${utterances.join(' / ')} → ${r.text}`;
  if (typeof has === 'string') expect(r.text, said).toContain(has);
  else expect(r.text, said).toMatch(has);
  if (hasNot !== undefined) {
    if (typeof hasNot === 'string') expect(r.text, said).not.toContain(hasNot);
    else expect(r.text, said).not.toMatch(hasNot);
  }
  return r;
}
