import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from './patient/engine';
const [id, ...utts] = process.argv.slice(2);
const c = loadCases().find((x) => x.id === id)!;
const e = createPatientEngine(c);
const h: ChatTurn[] = [{ sender: 'ai', content: e.greeting() }];
console.log('AI:', h[0]!.content);
for (const u of utts) { const r = e.reply(h, u); console.log('U:', u); console.log('AI:', r.text, ' ', JSON.stringify(r.disclosed.map(d=>d.kind+':'+d.key))); h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text }); }
