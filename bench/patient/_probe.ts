/**
 * A developer's probe of the patient engine (not part of any eval figure):
 *
 *   npx tsx bench/patient/_probe.ts <caseId> '<utt1>' '<utt2>' …
 *
 * feeds the utterances to the case's engine as one encounter, each answered after the earlier turns
 * and replies (as the app does), and prints per turn the keys understood (topics, symptoms, acts,
 * education) and the reply, line breaks shown as ' / '. Use it on sentences of your own; the locked
 * evaluation sets are never probed. Documented in engine/README.md ("Measuring it").
 */
import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
const cs = loadCases();
const [id, ...utts] = process.argv.slice(2);
const c = cs.find((x) => x.id === id);
if (!c) {
  console.error(
    `usage: npx tsx bench/patient/_probe.ts <caseId> '<utterance>' …  (unknown case: ${id ?? '-'})`,
  );
  process.exit(1);
}
const e = createPatientEngine(c);
const h: ChatTurn[] = [];
for (const u of utts) {
  const r = e.reply(h, u);
  console.log(
    `> ${u}\n  [${[...r.understanding.topics, ...r.understanding.symptoms, ...r.understanding.acts, ...r.understanding.education].join(' ')}] ${r.text.replace(/\n/g, ' / ')}`,
  );
  h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
}
