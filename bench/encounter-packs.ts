import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadCases } from '../content/load';
import { createPatientEngine, type ChatTurn } from '../engine/patient/engine';
import { buildEncounterPack, SERVER_ENGINE_SEED } from '../server/services/encounter-packs';
import { table, writeSection } from './results';

/**
 * The local-first encounter (issue 18), in figures:
 * - the engine chunk the PWA loads lazily when the device answers (gzip and brotli, from dist/);
 * - the size of an encounter pack per case and for the whole library, raw and gzip (what the
 *   '오프라인 연습용으로 모두 받기' download moves), and how long the library takes at phone speeds;
 * - a 40-turn transcript replayed by the engine, as the server does for device turns, and the time
 *   per device answer (p50/p99 over those turns; Node on this machine, the same code the browser runs).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;

/** A 40-turn history taking and examination, asked of every case (also by offline-browser.ts). */
export const QUESTIONS = [
  '안녕하세요, 담당 의사입니다. 성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 그러셨어요?',
  '갑자기 시작됐나요?',
  '어느 부위인지 짚어 주시겠어요?',
  '다른 곳으로 퍼지나요?',
  '어떤 느낌이에요?',
  '10점 만점에 몇 점이에요?',
  '계속 그런가요, 있다 없다 하나요?',
  '점점 심해지나요?',
  '무엇을 하면 더 심해져요?',
  '편해지는 자세가 있나요?',
  '열은 있었어요?',
  '오한은요?',
  '구역질이나 구토는요?',
  '설사나 변비는요?',
  '소변 볼 때 불편한 건요?',
  '숨이 차거나 기침은요?',
  '체중이 줄었나요?',
  '식욕은 어떠세요?',
  '전에도 이런 적 있으셨어요?',
  '앓고 계신 병이 있나요?',
  '드시는 약은요?',
  '약 알레르기 있으세요?',
  '수술받으신 적 있어요?',
  '가족 중에 비슷한 병 앓은 분 계세요?',
  '담배 피우세요?',
  '술은 얼마나 드세요?',
  '무슨 일 하세요?',
  '최근에 여행 다녀오신 적 있어요?',
  '마지막 생리는 언제였어요?',
  '가장 걱정되시는 게 뭐예요?',
  '(혈압과 맥박을 잰다)',
  '(배를 청진한다)',
  '(배를 눌러 본다)',
  '(반발 압통을 확인한다)',
  '정리해 보면 오늘 아침부터 아프셨던 거죠?',
  '검사를 몇 가지 해 보겠습니다.',
  '궁금한 점 있으세요?',
  '수고하셨습니다.',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchEncounterPacks(): Promise<void> {
  const cases = loadCases();
  const packs = cases.map((c) => buildEncounterPack(c));
  const raw = packs.map((p) => p.bytes).sort((a, b) => a - b);
  const gz = packs.map((p) => gzipSync(JSON.stringify(p.pack)).length).sort((a, b) => a - b);
  const total = raw.reduce((s, b) => s + b, 0);
  const totalGz = gz.reduce((s, b) => s + b, 0);

  const assets = path.join(root, 'dist', 'assets');
  let chunkRows: (string | number)[][] = [['(not built: run `npm run build` first)', '', '', '']];
  try {
    const files = readdirSync(assets).filter((f) => /^device-engine-.*\.js$/.test(f));
    chunkRows = files.map((file) => {
      const body = readFileSync(path.join(assets, file));
      const br = (() => {
        try {
          return readFileSync(path.join(assets, `${file}.br`)).length;
        } catch {
          return 0;
        }
      })();
      return [file, kib(body.length), kib(gzipSync(body).length), br ? kib(br) : '—'];
    });
  } catch {
    // dist/ absent: the row above says so.
  }

  // Replays: every case, 40 turns, as the server does for a transcript of device turns.
  const perTurn: number[] = [];
  const replays: number[] = [];
  for (const c of cases) {
    const engine = createPatientEngine(c as never, { seed: SERVER_ENGINE_SEED });
    const history: ChatTurn[] = [];
    const started = performance.now();
    for (const question of QUESTIONS) {
      const t = performance.now();
      const text = engine.reply(history, question).text;
      perTurn.push(performance.now() - t);
      history.push({ sender: 'user', content: question }, { sender: 'ai', content: text });
    }
    replays.push(performance.now() - started);
  }
  perTurn.sort((a, b) => a - b);
  replays.sort((a, b) => a - b);

  const body = [
    `Library: ${cases.length} cases. Pack = the case as the engine reads it, with its content version and seed.`,
    '',
    table(
      ['', 'min', 'median', 'max', 'whole library'],
      [
        ['pack, raw JSON', kib(raw[0] ?? 0), kib(percentile(raw, 50)), kib(raw.at(-1) ?? 0), mib(total)],
        ['pack, gzip', kib(gz[0] ?? 0), kib(percentile(gz, 50)), kib(gz.at(-1) ?? 0), mib(totalGz)],
      ],
    ),
    '',
    `Whole library download (gzip on the wire) at 1.5 Mbit/s (slow 3G-like): ${((totalGz * 8) / 1.5e6).toFixed(0)} s; at 10 Mbit/s: ${((totalGz * 8) / 10e6).toFixed(1)} s (transfer only, batches of 40).`,
    '',
    'Engine chunk (loaded only when the device answers or grades; never on the landing page):',
    '',
    table(['file', 'raw', 'gzip', 'brotli'], chunkRows),
    '',
    table(
      ['engine on one core', 'p50', 'p99', 'max'],
      [
        [
          'one answer (40 turns × every case)',
          `${percentile(perTurn, 50).toFixed(2)} ms`,
          `${percentile(perTurn, 99).toFixed(2)} ms`,
          `${(perTurn.at(-1) ?? 0).toFixed(2)} ms`,
        ],
        [
          'replay of a 40-turn transcript',
          `${percentile(replays, 50).toFixed(1)} ms`,
          `${percentile(replays, 99).toFixed(1)} ms`,
          `${(replays.at(-1) ?? 0).toFixed(1)} ms`,
        ],
      ],
    ),
  ].join('\n');
  writeSection('encounter-packs', 'Local-first encounter: packs, engine chunk, device answers, replay', body);
  console.log(body);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await benchEncounterPacks();
}
