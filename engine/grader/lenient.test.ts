/**
 * Strict mode replays the patient only for the history items the learner missed, and only until
 * every one of their keys has been found: the facts it keeps must be exactly those a full replay
 * finds for the same keys.
 */
import { describe, expect, it } from 'vitest';
import { loadCase, loadTranscripts } from '../../bench/grader/dataset';
import { volunteeredFacts } from './lenient';

describe('volunteeredFacts with wanted keys', () => {
  const transcripts = loadTranscripts('examiner-set.yaml')
    .filter((t) => !t.locked)
    .filter((_, i) => i % 5 === 0);

  it.each(transcripts.map((t) => [t.id, t] as const))('%s: same facts as a full replay', (_, t) => {
    const c = loadCase(t.caseId);
    const full = volunteeredFacts(c, t.messages);
    expect(full.size).toBeGreaterThanOrEqual(0);
    // Half of what the full replay found, plus a key nobody volunteers.
    const wanted = new Set([...[...full.keys()].filter((_, i) => i % 2 === 0), 'symptom:hemoptysis']);
    const some = volunteeredFacts(c, t.messages, wanted);
    const expected = [...full].filter(([id]) => wanted.has(id));
    expect([...some].sort(([a], [b]) => a.localeCompare(b))).toEqual(
      expected.sort(([a], [b]) => a.localeCompare(b)),
    );
  });

  it('replays nothing when no history item was missed', () => {
    const t = transcripts[0]!;
    expect(volunteeredFacts(loadCase(t.caseId), t.messages, new Set()).size).toBe(0);
  });

  it('finds at least one volunteered fact somewhere in the slice, so the comparison is not empty', () => {
    const total = transcripts.reduce((n, t) => n + volunteeredFacts(loadCase(t.caseId), t.messages).size, 0);
    expect(total).toBeGreaterThan(0);
  });
});
