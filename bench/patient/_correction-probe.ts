/**
 * A developer's probe of wrong summaries over the whole library (round 37, issue 16; not part of any
 * eval figure):
 *
 *   npx tsx bench/patient/_correction-probe.ts [--list]
 *
 * For every case whose location puts the pain on one side ('왼쪽 옆구리 뒤쪽이요'), a summary built
 * from the case's own facts with three wrong parts: the other side, a wrong onset (three days ago for
 * a complaint of today, this morning otherwise) and a symptom the case denies claimed; for every case
 * whose location says both sides, a summary claiming one side only. Each is put to a fresh engine and
 * the reply is counted when it (a) says a sentence twice or near-twice, (b) leaves a wrong part
 * uncorrected (the true side named, the onset told, the symptom denied), (c) tells a fact of a topic
 * or symptom the summary did not raise.
 */
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { createPatientEngine, dayCountsOf } from '../../engine/patient/engine';
import { nearRepeat } from '../../engine/patient/near-repeat';

const CLAIMABLE: [string, string][] = [
  ['fever', '열도 좀 있으셨고'],
  ['vomiting', '토하기도 하셨고'],
  ['diarrhea', '설사도 하셨고'],
  ['cough', '기침도 하셨고'],
  ['headache', '머리도 아프셨고'],
];
const PARTS =
  '옆구리|아랫배|윗배|갈비뼈 밑|가슴|어깨|무릎|다리|종아리|허벅지|엉덩이|발목|발|손목|손|팔|눈|귀|코|관자놀이|머리|얼굴|목|유방|고환|사타구니';
const list = process.argv.includes('--list');
const counts = { sided: 0, both: 0, repeat: 0, uncorrected: 0, extra: 0 };
const lines: string[] = [];
for (const c of loadCases() as Case[]) {
  const where = c.history.location?.split(/(?<=[.!?])\s+/)[0] ?? '';
  const onset = c.history.onset ?? '';
  const sided = new RegExp(`^(오른|왼)쪽\\s*(${PARTS})`).exec(where);
  const both = new RegExp(`양쪽\\s*(${PARTS})`).exec(where);
  const engine = createPatientEngine(c);
  if (sided && !/양쪽/.test(where) && onset) {
    const [, side, part] = sided;
    const other = side === '오른' ? '왼' : '오른';
    const today = dayCountsOf(onset, true).includes(0);
    const when = today ? '사흘 전부터' : '오늘 아침부터';
    const denied = CLAIMABLE.find(([s]) => c.symptoms[s as keyof Case['symptoms']]?.present === false);
    const u =
      `정리하면 ${when} ${other}쪽 ${part}${/[가-힣]/.test(part!) ? '' : ''} 쪽이 불편하셨고 ${denied ? denied[1] : ''} 그런 거죠?`.replace(
        /\s+/g,
        ' ',
      );
    counts.sided += 1;
    const r = engine.reply([], u);
    const keys = r.disclosed.map((d) => `${d.kind}:${d.key}`);
    const wrong: string[] = [];
    if (nearRepeat(r.text)) wrong.push('a');
    const uncorrected =
      !new RegExp(`${side}\\s*쪽|${side}(팔|다리|손|발|눈|귀)`).test(r.text) ||
      !(
        keys.some((k) => k === 'topic:onset' || k === 'topic:event') ||
        new RegExp(`${when.split(' ')[0]}[가-힣 ]*(이|가) 아니라`).test(r.text)
      ) ||
      (denied !== undefined && !keys.includes(`symptom:${denied[0]}`));
    if (uncorrected) wrong.push('b');
    const allowed = new Set([
      'topic:onset',
      'topic:event',
      'topic:location',
      ...(denied ? [`symptom:${denied[0]}`] : []),
    ]);
    const site = new RegExp(part!);
    const extra = r.disclosed.filter(
      (d) => !allowed.has(`${d.kind}:${d.key}`) && !(d.kind === 'symptom' && site.test(d.text)),
    );
    if (extra.length > 0) wrong.push('c');
    for (const w of wrong) counts[w === 'a' ? 'repeat' : w === 'b' ? 'uncorrected' : 'extra'] += 1;
    if (wrong.length > 0)
      lines.push(
        `${c.id} [${wrong.join('')}] ${u}\n    → ${r.text.replace(/\n/g, ' / ')}  [${keys.join(' ')}]`,
      );
  } else if (both) {
    const part = both[1]!;
    const u = `그러니까 오른쪽 ${part}만 그러신 거죠?`;
    counts.both += 1;
    const r = engine.reply([], u);
    const keys = r.disclosed.map((d) => `${d.kind}:${d.key}`);
    const wrong: string[] = [];
    if (nearRepeat(r.text)) wrong.push('a');
    if (!/^아니|^아닙/.test(r.text) || !/양쪽|양\s*(팔|다리|손|발)/.test(r.text)) wrong.push('b');
    if (
      r.disclosed.some((d) => !(d.kind === 'topic' && d.key === 'location') && !new RegExp(part).test(d.text))
    )
      wrong.push('c');
    for (const w of wrong) counts[w === 'a' ? 'repeat' : w === 'b' ? 'uncorrected' : 'extra'] += 1;
    if (wrong.length > 0)
      lines.push(
        `${c.id} [${wrong.join('')}] ${u}\n    → ${r.text.replace(/\n/g, ' / ')}  [${keys.join(' ')}]`,
      );
  }
}
if (list) console.log(lines.join('\n'));
console.log(
  `${counts.sided} one-sided summaries (wrong side, onset, symptom) and ${counts.both} one-side-of-both summaries: ` +
    `(a) repeats ${counts.repeat}, (b) a wrong part left ${counts.uncorrected}, (c) a detail not raised ${counts.extra}`,
);
