/**
 * Shared by the grader's class tests (engine/grader/classes-round5, round6, round7): a learner's
 * lines as a transcript, and the strict verdict on one checklist item of a case.
 */
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

/** One class test row: case, item, whether an examiner credits it, the learner's lines. */
export type Row = readonly [caseId: string, item: string, met: boolean, lines: readonly string[]];
