/**
 * Issue 17, round 5: classes of learner wording found by writing new sentences per presentation
 * and style (none taken from an evaluation set). Each row: case, item, whether an examiner credits
 * it, the learner's lines.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { gradeEncounter, type TranscriptMessage } from './grade';

function chat(lines: readonly string[], reply = '네.'): TranscriptMessage[] {
  return lines.flatMap((content, i) => [
    { id: `u${i + 1}`, sender: 'user' as const, content },
    { id: `a${i + 1}`, sender: 'ai' as const, content: reply },
  ]);
}

function verdict(caseId: string, lines: readonly string[], item: string) {
  const result = gradeEncounter({ caseData: loadCase(caseId), messages: chat(lines) });
  const r = result.checklistResults.find((x) => x.itemId.endsWith(`.${item}`));
  if (!r) throw new Error(`${caseId} has no item ${item}`);
  return r;
}

type Row = readonly [caseId: string, item: string, met: boolean, lines: readonly string[]];

const HTN = 'renovascular-hypertension-fibromuscular-dysplasia';

/** The body part named in the action decides which auscultation it is. */
const AUSCULTATION_BY_SITE: readonly Row[] = [
  [HTN, 'px.renalBruit', true, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.heart', false, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.renalBruit', true, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.heart', false, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.renalBruit', true, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.heart', false, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.renalBruit', true, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.heart', false, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.renalBruit', true, ['(청진기를 배꼽 옆에 대고 잡음 있는지 들음)']],
  [HTN, 'px.heart', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.renalBruit', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.heart', true, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.renalBruit', false, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.heart', true, ['(배 눌러 보고 가슴에 청진기 댐)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등에 청진기 대고 숨소리 들음)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등 여기저기 청진기 대 봄)']],
  ['heart-failure-exacerbation', 'px.heart', false, ['(등 여기저기 청진기 대 봄)']],
];

describe('reads auscultation at the body part the action names', () => {
  it.each(AUSCULTATION_BY_SITE)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});
