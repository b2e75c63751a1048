import { analyzeUtterance } from './nlu/analyze';
import { loadDevSet } from '../../bench/patient/dataset';
const items = loadDevSet(new URL('../../bench/patient/dev-set.yaml', import.meta.url).pathname);
let ok = 0; const bad: string[] = [];
for (const it of items) {
  const u = analyzeUtterance(it.text);
  const got = [...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education];
  const a = [...new Set(got)].sort().join(' '), b = [...new Set(it.expected)].sort().join(' ');
  if (a === b) ok++; else bad.push(`${it.caseId.slice(0,6)} | ${it.text} | exp: ${b || '-'} | got: ${a || '-'}`);
}
console.log(`${ok}/${items.length} = ${(100*ok/items.length).toFixed(1)}%`);
console.log(bad.join('\n'));
