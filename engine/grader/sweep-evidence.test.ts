/**
 * Issue 17, item 10 at library scale (round 30): evidence must be the turn that earns the item. For every case of the
 * library, every checklist item is asked (or done, or explained) in the case's own checklist wording, after turns that
 * share the item's words without asking it:
 *
 * - deferral: "<the item's words>에 대해서는 이따가 여쭤볼게요." asks nothing (EXAMINER-RULES: deferrals ask nothing);
 * - greeting: the learner's introduction naming the door card's complaint ("… 김민수입니다. 배가 아파요 때문에 오셨다고
 *   들었어요.") asks nothing;
 * - echo: the patient's own answer to the item's question repeated back as a statement ("…, 네, 알겠습니다.") asks
 *   nothing (round 25: the patient's own words repeated back);
 * - other item: the question of another history item of the case that names the same word (a body part, a symptom)
 *   and is judged by other keys; it earns its own item, not this one;
 * - consent (exam items): permission to examine the body part the item names is no manoeuvre; the quote of an exam is
 *   the action line;
 * - question (explanation items): a question naming what is to be explained explains nothing; the quote of an
 *   explanation is the sentence that explains.
 *
 * Two transcripts per case: every kind's non-earning turns alone (no item they name may be met by them) and the same
 * turns followed by the items' own turns (an item met must cite one of the later turns). The failures per kind are
 * printed and must be none. Builders in sweep-evidence-support.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { sweepCase } from './sweep-evidence-support';

/**
 * A fixed seventh of the library (every seventh case in load order, 78 of 546, every presentation group), to stay within
 * the node project's time bound: each case is graded twice on transcripts of forty to seventy turns.
 */
const cases = loadValidCases().filter((_, i) => i % 7 === 0);

describe('round 30: evidence that earns its item, swept over every case', () => {
  it('no item is met by, or quotes, a turn that only shares its words', () => {
    const failures = cases.flatMap((c) => sweepCase(c));
    const counts: Record<string, number> = {};
    for (const f of failures) counts[`${f.kind}/${f.how}`] = (counts[`${f.kind}/${f.how}`] ?? 0) + 1;
    console.log(`sweep-evidence: ${cases.length} cases, ${failures.length} failures`, JSON.stringify(counts));
    for (const f of failures.slice(0, 40))
      console.log(`  ${f.caseId} ${f.item} ${f.kind}/${f.how}: ${f.cited}`);
    expect(failures).toEqual([]);
  });
});
