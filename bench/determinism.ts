/**
 * Determinism check for performance work (suite34): hashes everything the engine produces on open
 * material, so a change meant to be faster only can be shown to change nothing.
 *
 * - grader: the full evaluation (items, evidence, feedback texts) of every grader dev-set transcript
 *   and every tuning transcript of the examiner set (the locked part is filtered out by the loader
 *   and never read here), each also typed without spaces, with slips and in 반말 (round 12's variants);
 * - patient: every reply of the engine to every utterance of the patient dev set, asked in order as
 *   one conversation per case, and to the thin encounter of every valid case of the library (the
 *   library sweep's), which is then graded as well.
 *
 * Prints one SHA-256 per part and one for all; nothing of the transcripts themselves.
 *
 *   tsx bench/determinism.ts
 */
import { createHash } from 'node:crypto';
import { caseChecklist } from '../content/case-checklist';
import { gradeEncounter, type TranscriptMessage } from '../engine/grader/grade';
import { utteranceFor } from '../engine/grader/sweep-support';
import { createPatientEngine, type ChatTurn } from '../engine/patient/engine';
import { loadCase, loadTranscripts, loadValidCases } from './grader/dataset';
import { loadDevSet } from './patient/dataset';

const END = '(?=[?？.!,~]|\\s*$)';
const VARIANTS: Record<string, (t: string) => string> = {
  asTyped: (t) => t,
  noSpaces: (t) => (t.trim().startsWith('(') ? t : t.replace(/(?<=[가-힣])\s+(?=[가-힣])/g, '')),
  slips: (t) =>
    t
      .replace(/있/g, '잇')
      .replace(/했/g, '햇')
      .replace(/었/g, '엇')
      .replace(/뭐/g, '머')
      .replace(/괜찮/g, '괜찬'),
  banmal: (t) =>
    t
      .replace(new RegExp(`보세요${END}`, 'g'), '봐')
      .replace(new RegExp(`주세요${END}`, 'g'), '줘')
      .replace(new RegExp(`하세요${END}`, 'g'), '해')
      .replace(new RegExp(`(있|없)으세요${END}`, 'g'), '$1어')
      .replace(new RegExp(`죠${END}`, 'g'), '지')
      .replace(new RegExp(`(어|아|해|야|지|네|까|나|래|게|데)요${END}`, 'g'), '$1'),
};

function hasher() {
  const h = createHash('sha256');
  let n = 0;
  return {
    add(x: unknown) {
      h.update(JSON.stringify(x));
      h.update('\n');
      n += 1;
    },
    done: () => `${h.digest('hex').slice(0, 16)} (${n} items)`,
  };
}

const parts: [string, string][] = [];
const t0 = Date.now();

// Grader: dev set and the tuning part of the examiner set, each in four typings.
for (const file of ['dev-set.yaml', 'examiner-set.yaml'] as const) {
  const h = hasher();
  const transcripts = loadTranscripts(file).filter((t) => !t.locked);
  for (const t of transcripts) {
    const caseData = loadCase(t.caseId);
    for (const [name, vary] of Object.entries(VARIANTS)) {
      const messages = t.messages.map((m) => (m.sender === 'user' ? { ...m, content: vary(m.content) } : m));
      h.add([t.id, name, gradeEncounter({ caseData, messages })]);
    }
  }
  parts.push([`grader ${file === 'dev-set.yaml' ? 'dev' : 'tuning'}`, h.done()]);
}

// Patient: the dev set's utterances as one conversation per case.
{
  const h = hasher();
  const byCase = new Map<string, string[]>();
  for (const item of loadDevSet('bench/patient/dev-set.yaml')) {
    const list = byCase.get(item.caseId) ?? [];
    if (item.after) list.push(item.after);
    list.push(item.text);
    byCase.set(item.caseId, list);
  }
  for (const [caseId, utterances] of byCase) {
    const engine = createPatientEngine(loadCase(caseId));
    const history: ChatTurn[] = [];
    for (const u of utterances) {
      const reply = engine.reply(history, u);
      h.add([caseId, u, reply]);
      history.push({ sender: 'user', content: u }, { sender: 'ai', content: reply.text });
    }
  }
  parts.push(['patient dev', h.done()]);
}

// The library: a thin encounter with the patient's replies for every case, graded.
{
  const hp = hasher();
  const hg = hasher();
  for (const c of loadValidCases()) {
    const items = caseChecklist(c);
    const turns = [
      '안녕하세요.',
      '어디가 불편해서 오셨어요?',
      '다른 불편한 데는 없으세요?',
      ...items
        .filter((x) => x.section === '병력청취')
        .slice(0, 6)
        .map(utteranceFor),
      '혹시 궁금하신 거 있으세요?',
    ];
    const engine = createPatientEngine(c);
    const history: ChatTurn[] = [];
    const messages: TranscriptMessage[] = [];
    turns.forEach((u, i) => {
      const reply = engine.reply(history, u);
      hp.add([c.id, u, reply]);
      history.push({ sender: 'user', content: u }, { sender: 'ai', content: reply.text });
      messages.push(
        { id: `u${i}`, sender: 'user', content: u },
        { id: `a${i}`, sender: 'ai', content: reply.text },
      );
    });
    hg.add([c.id, gradeEncounter({ caseData: c, messages })]);
  }
  parts.push(['patient library', hp.done()], ['grader library', hg.done()]);
}

const all = createHash('sha256');
for (const [name, digest] of parts) {
  console.log(`${name}: ${digest}`);
  all.update(digest);
}
console.log(`all: ${all.digest('hex').slice(0, 16)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
