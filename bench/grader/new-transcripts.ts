/**
 * Agreement on one round's new tuning transcripts only (ids with a given prefix), for a helper's "untuned → tuned"
 * figure. Tuning transcripts only: a prefix that matches a locked transcript is refused.
 *
 *   npx tsx bench/grader/new-transcripts.ts ex33-
 */
import { gradeEncounter } from '../../engine/grader/grade';
import { loadCase, loadTranscripts } from './dataset';

const prefix = process.argv[2] ?? '';
if (!prefix) throw new Error('usage: new-transcripts.ts <id prefix>');
const all = loadTranscripts('examiner-set.yaml');
const picked = all.filter((t) => t.id.startsWith(prefix));
if (picked.some((t) => t.locked)) throw new Error('the prefix matches a locked transcript');
let tp = 0,
  fp = 0,
  fn = 0,
  tn = 0,
  quotes = 0;
for (const t of picked) {
  const r = gradeEncounter({ caseData: loadCase(t.caseId), messages: t.messages });
  for (const x of r.checklistResults) {
    const exp = t.yes.has(x.itemId);
    const got = x.performance === 'yes';
    if (exp && got) {
      tp += 1;
      const earning = t.earning?.get(x.itemId);
      if (earning && x.evidenceMessageId && !earning.has(x.evidenceMessageId)) quotes += 1;
    } else if (!exp && got) fp += 1;
    else if (exp && !got) fn += 1;
    else tn += 1;
  }
}
const n = tp + fp + fn + tn;
const po = (tp + tn) / n;
const pe = ((tp + fp) * (tp + fn) + (fn + tn) * (fp + tn)) / (n * n);
const f = (x: number) => x.toFixed(3);
console.log(
  `${prefix}: ${picked.length} transcripts, ${n} items; agreement ${f(po)}, kappa ${f((po - pe) / (1 - pe))}, recall ${f(tp / (tp + fn))}, precision ${f(tp / (tp + fp))} (both yes ${tp}, grader-only yes ${fp}, examiner-only yes ${fn}), non-earning quotes ${quotes}`,
);
