import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
const cs = loadCases();
const [id, ...utts] = process.argv.slice(2);
const c = cs.find((x) => x.id === id)!;
const e = createPatientEngine(c);
const h: ChatTurn[] = [];
for (const u of utts) {
  const r = e.reply(h, u);
  console.log(
    `> ${u}\n  [${[...r.understanding.topics, ...r.understanding.symptoms, ...r.understanding.acts, ...r.understanding.education].join(' ')}] ${r.text.replace(/\n/g, ' / ')}`,
  );
  h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
}
