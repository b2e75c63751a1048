/**
 * Latency of the embedded patient engine under load: 100 concurrent simulated chat streams, each
 * asking a scripted 12-question interview. A reply is computed by the engine, then streamed in
 * chunks of three words (as server/ai/llm/patient-voice.ts's embedded voice does), each chunk
 * yielded through the event loop so the 100 streams really interleave. We measure, per reply, the
 * time to the first chunk and to the whole reply. Run by `npm run bench` (bench/run.ts) or
 * `tsx bench/patient/latency.ts`.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as tick } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Case } from '../../content/schema';
import { forgetAnalyses } from '../../engine/nlu/analyze';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
import { table, writeSection } from '../results';
import { loadCasesTolerant } from './dataset';

const STREAMS = 100;
const SCRIPT = [
  '안녕하세요, 저는 학생의사 김철수입니다.',
  '성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 그러셨고, 어떻게 아프세요?',
  '열이나 오한은요? 메스꺼움은요?',
  '다른 증상은 없으세요?',
  '드시는 약이나 앓는 병 있으세요?',
  '술, 담배 하세요?',
  '가족 중에 비슷한 병 앓은 분 계세요?',
  '(활력징후 측정) (복부를 촉진한다)',
  '지금으로서는 염증이 의심되고 피검사를 해 볼 거예요.',
  '궁금한 점 있으세요?',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function stream(c: Case, first: number[], whole: number[]): Promise<void> {
  const engine = createPatientEngine(c, { seed: c.id });
  const history: ChatTurn[] = [{ sender: 'ai', content: engine.greeting() }];
  for (const utterance of SCRIPT) {
    // The streams ask the same script: each reply analyses afresh (no look-up of another stream's
    // analysis of the same words, nor of its case's lines), the worst case of a new question.
    forgetAnalyses();
    const t0 = performance.now();
    const reply = engine.reply(history, utterance);
    const words = reply.text.match(/\S+\s*/g) ?? [reply.text];
    let text = '';
    for (let i = 0; i < words.length; i += 3) {
      text += words.slice(i, i + 3).join('');
      if (i === 0) first.push(performance.now() - t0);
      await tick();
    }
    whole.push(performance.now() - t0);
    history.push({ sender: 'user', content: utterance }, { sender: 'ai', content: text });
  }
}

export async function benchPatientLatency(): Promise<void> {
  const cases = loadCasesTolerant();
  const first: number[] = [];
  const whole: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: STREAMS }, (_, i) => stream(cases[i % cases.length]!, first, whole)),
  );
  const wall = performance.now() - t0;
  first.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  const body = [
    `${STREAMS} concurrent simulated streams over ${cases.length} cases, ${SCRIPT.length} learner turns each (${whole.length} replies), replies streamed in 3-word chunks with an event-loop turn between chunks. One Node process, no network.`,
    '',
    table(
      ['Measure', 'p50', 'p99', 'max'],
      [
        ['First chunk', ms(percentile(first, 50)), ms(percentile(first, 99)), ms(first.at(-1)!)],
        ['Whole reply', ms(percentile(whole, 50)), ms(percentile(whole, 99)), ms(whole.at(-1)!)],
      ],
    ),
    '',
    `Wall time ${ms(wall)}; ${(whole.length / (wall / 1000)).toFixed(0)} replies/s. Whole-reply time is dominated by the 100 streams sharing one event loop, not by the engine (see the analyse + reply column of the language-understanding section).`,
  ].join('\n');
  console.log(body);
  writeSection('patient-latency', 'Patient engine: streaming latency (embedded)', body);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPatientLatency();
