/**
 * Both evaluations on a small fixed slice, in `npm test`'s unit stage: a change to the shared
 * understanding (engine/nlu) or to either half that breaks the patient or the grader fails here
 * before anyone runs `npm run eval:patient` / `npm run eval:grader` in full.
 *
 * The slices are fixed (every n-th item, never the locked parts) and the thresholds are the full
 * evaluations' targets: the grader's dev-set agreement ≥ 0.95; on the examiner set's tuning part
 * agreement ≥ 0.93, precision ≥ 0.97 and every 'yes' citing a message that earns it; the patient's
 * dev-set exact key-set accuracy ≥ 95% with no reply revealing an unasked fact.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeInContext, analyzeUtterance } from '../engine/nlu/analyze';
import { createPatientEngine, type ChatTurn, type DisclosedFact } from '../engine/patient/engine';
import { loadCase, loadTranscripts } from './grader/dataset';
import { evaluateSet, precisionOf } from './grader/eval';
import { loadDevSet } from './patient/dataset';
import { hangBound } from '../tests/support/hang-bound';

const here = path.dirname(fileURLToPath(import.meta.url));
const every = <T>(xs: readonly T[], n: number) => xs.filter((_, i) => i % n === 0);

describe('grader evaluation slice', () => {
  it(
    'agrees with the examiner on a fixed slice of the dev set and the examiner tuning part',
    () => {
      const dev = evaluateSet('dev slice', every(loadTranscripts('dev-set.yaml'), 6));
      expect(dev.transcripts).toBeGreaterThanOrEqual(5);
      expect(dev.agreement).toBeGreaterThanOrEqual(0.95);

      const tuning = loadTranscripts('examiner-set.yaml').filter((t) => !t.locked);
      const slice = evaluateSet('examiner slice', every(tuning, 4));
      expect(slice.transcripts).toBeGreaterThanOrEqual(5);
      expect(slice.agreement).toBeGreaterThanOrEqual(0.93);
      expect(precisionOf(slice.confusion)).toBeGreaterThanOrEqual(0.97);
      expect(slice.badQuotes.map((q) => `${q.transcript} ${q.itemId}`)).toEqual([]);
    },
    hangBound(120_000),
  );
});

function disclosedKey(d: DisclosedFact): string {
  if (d.kind === 'opening') return 'openQuestion';
  if (d.kind === 'identity') return 'identityCheck';
  if (d.kind === 'concern') return 'invitingQuestions';
  return d.key;
}

describe('patient evaluation slice', () => {
  it(
    'understands a fixed slice of the dev set and never over-discloses on it',
    () => {
      const items = every(loadDevSet(path.join(here, 'patient', 'dev-set.yaml')), 20);
      expect(items.length).toBeGreaterThanOrEqual(50);
      const engines = new Map<string, ReturnType<typeof createPatientEngine>>();
      let exact = 0;
      const overDisclosing: string[] = [];
      for (const item of items) {
        const u = item.after ? analyzeInContext(item.text, [item.after]) : analyzeUtterance(item.text);
        const got = new Set<string>([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education]);
        const expected = new Set(item.expected);
        if (got.size === expected.size && [...got].every((k) => expected.has(k))) exact += 1;
        let engine = engines.get(item.caseId);
        if (!engine) {
          engine = createPatientEngine(loadCase(item.caseId));
          engines.set(item.caseId, engine);
        }
        const history: ChatTurn[] = item.after
          ? [
              { sender: 'user', content: item.after },
              { sender: 'ai', content: engine.reply([], item.after).text },
            ]
          : [];
        const reply = engine.reply(history, item.text);
        if (reply.disclosed.some((d) => !expected.has(disclosedKey(d)))) overDisclosing.push(item.text);
      }
      expect(exact / items.length).toBeGreaterThanOrEqual(0.95);
      expect(overDisclosing).toEqual([]);
    },
    hangBound(120_000),
  );
});
