import { gradeEncounter } from '../../server/ai/grader/grade';
import { loadCase, loadTranscripts } from '../../bench/grader/dataset';
const ts = loadTranscripts('dev-set.yaml');
for (const id of process.argv.slice(2)) {
  const t = ts.find((x) => x.id === id)!;
  const r = gradeEncounter({ caseData: loadCase(t.caseId), messages: t.messages });
  console.log(`\n## ${id} ${r.overallScore}\n${r.qualitativeFeedback}`);
  for (const g of r.goodPoints) console.log(' +', g.description);
  for (const a of r.improvementAreas) console.log(' -', a.description, '|', a.advice);
  for (const c of r.checklistResults.filter((c) => /diagnosis|tests|treatment|empathy|plainWords|consent/.test(c.itemId))) console.log('   ', c.performance, c.itemId.split('.').slice(-2).join('.'), c.aiComment);
}
