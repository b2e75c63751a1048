import { loadCasesTolerant } from '../../bench/patient/dataset';
import { createPatientEngine, type ChatTurn } from './patient/engine';
const cases = loadCasesTolerant();
function convo(id: string, utts: string[]) {
  const c = cases.find((x) => x.id === id)!;
  const e = createPatientEngine(c);
  const h: ChatTurn[] = [];
  console.log(`== ${id}`);
  for (const u of utts) {
    const r = e.reply(h, u);
    console.log(
      `  > ${u}\n    < ${r.text.replace(/\n/g, ' | ')}   [${r.disclosed.map((d) => d.kind + ':' + d.key).join(' ')}]`,
    );
    h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
  }
}
convo('acute-cholecystitis', [
  '안녕하세요 학생의사 김민수입니다',
  '어디가 불편해서 오셨어요?',
  '언제부터 아프셨어요?',
  '토하셨어요?',
  '몇 번이나요?',
  '색깔은요?',
  '열도 나요?',
  '몇 도까지요?',
  '기름진거 먹고 더 아파요?',
  '눈이 노래진 적 있어요?',
  '술은 드세요?',
  '얼마나 자주요?',
  '(Murphy sign 확인)',
  '잠깐만요',
]);
convo('atrophic-vaginitis', [
  '생리는 규칙적이세요?',
  '임신 가능성은요?',
  '관계할 때 아프세요?',
  '언제부터요?',
]);
convo('acute-otitis-media-toddler', [
  '담배 피우세요?',
  '아이가 잘 먹어요?',
  '귀를 자꾸 만져요?',
  '어느 쪽 귀요?',
  '열은 언제부터요?',
]);
convo('breast-cancer', ['멍울은 언제 처음 만져지셨어요?', '가슴이 아프진 않아요?']);
