/**
 * Builds `examiner-set.yaml` from the hand-written drafts in `examiner-drafts/`.
 *
 * A draft holds the learner's turns and the examiner's labels (item -> learner turn numbers, 1-based,
 * written by the rules in EXAMINER-RULES.md before the grader was run). The patient's replies are
 * filled in once by the patient engine (seeded by the transcript id) so that every transcript reads
 * like a real session, and the labels are rewritten to message indices (learner turn k is message
 * 2k - 1). The output is committed; rerunning this script is only needed when a draft changes.
 * A transcript already in `examiner-set.yaml` with the same learner turns keeps its recorded patient
 * replies (the patient engine keeps changing; a rebuild must not rewrite transcripts already graded,
 * least of all the locked ones). Drafts written after the locked split was fixed carry `part: tuning`.
 *
 *   npx tsx bench/grader/build-examiner-set.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
import { HERE, loadCase } from './dataset';

interface Draft {
  id: string;
  case: string;
  style: string;
  part?: 'tuning';
  u: string[];
  yes: Record<string, number | number[]>;
}

const dir = path.join(HERE, 'examiner-drafts');
const outFile = path.join(HERE, 'examiner-set.yaml');
type Message = { u: string } | { a: string };
const recorded = new Map<string, Message[]>();
if (existsSync(outFile)) {
  const old = parse(readFileSync(outFile, 'utf8')) as { transcripts: { id: string; messages: Message[] }[] };
  for (const t of old.transcripts) recorded.set(t.id, t.messages);
}
const learnerTurns = (messages: readonly Message[]) =>
  messages.flatMap((m) => ('u' in m ? [String(m.u)] : []));
const transcripts: unknown[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  for (const d of parse(readFileSync(path.join(dir, file), 'utf8')) as Draft[]) {
    const old = recorded.get(d.id);
    let messages: Message[];
    if (old && learnerTurns(old).join('\n') === d.u.join('\n')) {
      messages = old;
    } else {
      const engine = createPatientEngine(loadCase(d.case), { seed: d.id });
      const history: ChatTurn[] = [];
      messages = [];
      for (const u of d.u) {
        const reply = engine.reply(history, u).text;
        history.push({ sender: 'user', content: u }, { sender: 'ai', content: reply });
        messages.push({ u }, { a: reply });
      }
    }
    const yes: Record<string, number[]> = {};
    for (const [item, turns] of Object.entries(d.yes)) {
      const list = Array.isArray(turns) ? turns : [turns];
      for (const k of list) {
        if (k < 1 || k > d.u.length) throw new Error(`${d.id}: ${item} cites learner turn ${k}`);
      }
      yes[item] = list.map((k) => 2 * k - 1);
    }
    transcripts.push({
      id: d.id,
      case: d.case,
      style: d.style,
      ...(d.part ? { part: d.part } : {}),
      messages,
      yes,
    });
  }
}

const header = `# Examiner set: ${transcripts.length} transcripts labelled item by item by the strict-examiner rules in
# EXAMINER-RULES.md, written and labelled before the grader was run on them. Generated from
# examiner-drafts/ by build-examiner-set.ts (patient replies by the patient engine). \`yes\` maps each
# met item to the message indices (1-based) that earn it; every other checklist item is 'not met'.
# The locked part (dataset.ts isLocked) is never tuned on.
`;
writeFileSync(outFile, header + stringify({ transcripts }, { lineWidth: 0, singleQuote: true }));
console.log(`wrote ${transcripts.length} transcripts`);
