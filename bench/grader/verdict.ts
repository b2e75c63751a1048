/**
 * Shared by the grader's class tests (engine/grader/classes-round5, round6 to round10): a learner's
 * lines as a transcript, the strict verdict on one checklist item of a case, and `checkRows`, which
 * turns a table of such cases into tests.
 */
import { expect, it } from 'vitest';
import { gradeEncounter, type TranscriptMessage } from '../../engine/grader/grade';
import { loadCase } from './dataset';

/** The learner's lines, each answered by the same short patient reply. */
export function chat(lines: readonly string[], reply = '네.'): TranscriptMessage[] {
  return lines.flatMap((content, i) => [
    { id: `u${i + 1}`, sender: 'user' as const, content },
    { id: `a${i + 1}`, sender: 'ai' as const, content: reply },
  ]);
}

/** The strict result on the item whose id ends in `.${item}` (`hx.onset`, `px.consent`). */
export function verdict(caseId: string, lines: readonly string[], item: string) {
  const result = gradeEncounter({ caseData: loadCase(caseId), messages: chat(lines) });
  const r = result.checklistResults.find((x) => x.itemId.endsWith(`.${item}`));
  if (!r) throw new Error(`${caseId} has no item ${item}`);
  return r;
}

/**
 * What an examiner decides on the item: met (`true`), not met (`false`), or met and earned by this
 * learner message (`'u2'`: the grader must say 'yes' and cite it).
 */
export type Expected = boolean | `u${number}`;

/**
 * One class test row: case, item, the examiner's decision, the learner's lines, and optionally what
 * the row shows.
 */
export type Row = readonly [
  caseId: string,
  item: string,
  expected: Expected,
  lines: readonly string[],
  note?: string,
];

/** One test per row (inside the caller's `describe`): the grader's strict verdict must be the examiner's. */
export function checkRows(rows: readonly Row[]): void {
  it.each(rows.map(([caseId, item, expected, lines, note]) => [caseId, item, expected, lines, note ?? '']))(
    '%s %s → %s %j %s',
    (caseId, item, expected, lines) => {
      const r = verdict(caseId, lines, item);
      expect(r.performance).toBe(expected === false ? 'no' : 'yes');
      if (typeof expected === 'string') expect(r.evidenceMessageId).toBe(expected);
    },
  );
}
