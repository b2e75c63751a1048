/**
 * The engine's own CPU cost, for performance work on a shared machine (suite35): process CPU time
 * (user + system, `process.cpuUsage`), not wall time, of
 * - a reply: 100 library cases, each a 16-turn encounter answered turn by turn, every analysis
 *   forgotten before each reply (a new question's worst case, as bench/patient/latency.ts does),
 *   timed per encounter and divided by its replies;
 * - a grading: each of those encounters graded, the grader's memos reset first (a new session's).
 * One warm-up pass, then `ROUNDS` passes; prints each pass and the median per reply and per grading.
 * Writes nothing.
 *
 *   nice -n 10 npx tsx bench/engine-cpu.ts [rounds]
 */
import { resetAnalysisMemo } from '../engine/grader/evidence';
import { gradeEncounter, type TranscriptMessage } from '../engine/grader/grade';
import { forgetAnalyses } from '../engine/nlu/analyze';
import { createPatientEngine, type ChatTurn } from '../engine/patient/engine';
import { loadValidCases } from './grader/dataset';

const ROUNDS = Number(process.argv[2] ?? 3);
const CASES = 100;
const SCRIPT = [
  '안녕하세요, 저는 학생의사 김철수입니다. 성함이랑 나이 확인할게요.',
  '어디가 불편해서 오셨어요?',
  '언제부터 그러셨어요?',
  '어떻게 아프세요? 계속 아파요 아니면 왔다갔다 해요?',
  '더 심해지거나 좋아지는 때가 있나요?',
  '열나거나 오한은요? 메스꺼움이나 구토는?',
  '다른 증상은 없으세요?',
  '전에도 이런 적 있으셨어요?',
  '드시는 약이나 앓는 병 있으세요?',
  '술 담배는 하세요?',
  '가족 중에 비슷한 병 앓은 분 계세요?',
  '직업이 어떻게 되세요?',
  '(활력징후 측정) (복부를 촉진한다)',
  '정리해 보면 며칠 전부터 아프셨고 열은 없으신 거죠?',
  '지금으로서는 염증이 의심되고 피검사를 해 볼 거예요.',
  '궁금한 점 있으세요?',
];

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function pass(cases: readonly ReturnType<typeof loadValidCases>[number][]): { reply: number; grade: number } {
  let replyMs = 0;
  let gradeMs = 0;
  let replies = 0;
  for (const c of cases) {
    const engine = createPatientEngine(c, { seed: c.id });
    const history: ChatTurn[] = [];
    const messages: TranscriptMessage[] = [];
    // One clock reading per encounter: process.cpuUsage is a system call, dear beside one reply.
    const started = cpu();
    SCRIPT.forEach((u, i) => {
      forgetAnalyses();
      const reply = engine.reply(history, u);
      replies += 1;
      history.push({ sender: 'user', content: u }, { sender: 'ai', content: reply.text });
      messages.push(
        { id: `u${i}`, sender: 'user', content: u },
        { id: `a${i}`, sender: 'ai', content: reply.text },
      );
    });
    replyMs += cpu() - started;
    resetAnalysisMemo();
    const t0 = cpu();
    gradeEncounter({ caseData: c, messages });
    gradeMs += cpu() - t0;
  }
  return { reply: replyMs / replies, grade: gradeMs / cases.length };
}

const cases = loadValidCases().slice(0, CASES);
pass(cases);
const runs: { reply: number; grade: number }[] = [];
for (let r = 0; r < ROUNDS; r += 1) {
  const p = pass(cases);
  runs.push(p);
  console.log(
    `pass ${r + 1}: ${p.reply.toFixed(3)} ms CPU per reply, ${p.grade.toFixed(1)} ms CPU per grading`,
  );
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `median of ${ROUNDS}: ${median(runs.map((p) => p.reply)).toFixed(3)} ms per reply, ${median(runs.map((p) => p.grade)).toFixed(1)} ms per grading (${cases.length} cases × ${SCRIPT.length} replies)`,
);
