/**
 * A developer's probe of true summaries over the whole library (not part of any eval figure):
 *
 *   npx tsx bench/patient/_summary-probe.ts [--list] [--topic <key>]
 *
 * For every case and each of twelve history topics, the topic's first sentence is turned into a
 * clause of a learner's summary ('정리하면 <clause> 그런 거죠?') and put to a fresh engine. Each is
 * true by construction, so a reply starting '아니' is a patient correcting its own case. Prints the
 * count (and with --list each corrected summary and its reply). Issue 16, rounds 8-9.
 */
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { createPatientEngine } from '../../engine/patient/engine';

type HistoryKey = keyof Case['history'];
const TOPICS: readonly HistoryKey[] = [
  'onset',
  'location',
  'character',
  'radiation',
  'experience',
  'course',
  'aggravating',
  'relieving',
  'pastMedical',
  'medication',
  'family',
  'allergy',
];
/** Strips a case sentence's ending so it reads as a clause of a learner's summary. */
const clauseOf = (s: string) =>
  s
    .replace(/[.!?]\s*$/, '')
    .replace(/(이에요|예요|이요|요|어유|슈|심더|예)$/, '')
    .trim();

const args = process.argv.slice(2);
const list = args.includes('--list');
const only = args.includes('--topic') ? args[args.indexOf('--topic') + 1] : undefined;
let n = 0;
const wrong: string[] = [];
const perTopic: Record<string, number> = {};
for (const c of loadCases()) {
  const engine = createPatientEngine(c);
  for (const t of TOPICS) {
    if (only && t !== only) continue;
    const s = c.history[t]?.split(/(?<=[.!?])\s+/)[0];
    if (!s) continue;
    const u = `정리하면 ${clauseOf(s)} 그런 거죠?`;
    n += 1;
    const r = engine.reply([], u);
    if (/^아니/.test(r.text)) {
      wrong.push(`${c.id} [${t}] ${u}\n    → ${r.text.replace(/\n/g, ' / ')}`);
      perTopic[t] = (perTopic[t] ?? 0) + 1;
    }
  }
}
if (list) console.log(wrong.join('\n'));
console.log(`${wrong.length} of ${n} true summaries corrected`, perTopic);
