import { loadCasesTolerant as loadCases } from '../../bench/patient/dataset';
import { createPatientEngine } from '../../server/ai/patient/engine';
import { analyzeUtterance } from '../../server/ai/nlu/analyze';
const cases = loadCases();
const [id, ...utts] = process.argv.slice(2);
const c = cases.find((x) => x.id === id)!;
const e = createPatientEngine(c);
const hist: any[] = [];
for (const u of utts) {
  const a = analyzeUtterance(u);
  const r = e.reply(hist, u);
  console.log(
    '>',
    u,
    '\n  keys:',
    [...a.topics, ...a.symptoms, ...a.manoeuvres, ...a.acts, ...a.education].join(' '),
    '\n  <',
    r.text.replace(/\n/g, ' | '),
  );
  hist.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
}
