/** Developer walk (round 37): npx tsx bench/patient/_walk37.ts <caseId> 'utt1' 'utt2' ... */
import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
const [id, ...utts] = process.argv.slice(2);
const c = loadCases().find((x) => x.id === id);
if (!c) throw new Error(`no case ${id}`);
const e = createPatientEngine(c);
const h: ChatTurn[] = [];
for (const u of utts) {
  const r = e.reply(h, u);
  console.log(
    `> ${u}\n  ${r.text.replace(/\n/g, ' / ')}\n  [${r.disclosed.map((d) => d.kind + ':' + d.key).join(' ')}]`,
  );
  h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
}
