/**
 * Issue 16, round 37: what the lead found walking two encounters (incomplete cauda equina syndrome,
 * a left ureteral stone), each line a class over several cases and phrasings:
 * 1. a yes/no factor question whose condition the case's aggravating or relieving text names
 *    ('기침하거나 재채기할때 더 심해져요?', '자세 바꾸면 좀 나아요?') is answered from that sentence,
 *    with the yes or no it gives, never a bare no of the condition read as a symptom, nor the other
 *    factor's text;
 * 2. a character question's descriptive words ('찌릿해요 아니면 뻐근해요?') ask how it hurts, not
 *    whether the patient has numbness (no symptom volunteered, no '네,' mid-reply);
 * 3. a summary's wrong side or one side of a pain on both sides is corrected in a short true
 *    sentence, never with unrelated details (a hidden symptom) or the same fact twice;
 * 4. a wrong onset in a summary is corrected, named ('어제 아침이 아니라 …'), each wrong part once;
 * 5. a summary-style check that a function is fine ('소변은 문제 없으시고요?') is answered on that
 *    function, corrected when the case tells trouble;
 * 6. frightening news about a lasting harm ('소변 기능이 영원히 안 돌아올 수도 있어요') gets a reaction
 *    in the persona, never '네, 알겠습니다.' nor relief, and no new fact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectReply, facts, talk, type ReplyRow } from './conversation-helpers';
import { nearRepeat } from './near-repeat';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

const check = (row: ReplyRow): void => {
  expectReply(byId(row[0]), row);
};

describe('1. a yes/no factor question the case names: its factor sentence, with its yes or no', () => {
  it.each<ReplyRow>([
    [
      'cauda-equina-syndrome-incomplete-disc',
      ['기침하거나 재채기할때 더 심해져요?'],
      /^네, .*재채기할 때/,
      '없었어요',
    ],
    ['cauda-equina-syndrome-incomplete-disc', ['재채기하면 더 아파요?'], /^네, .*재채기/],
    [
      'metastatic-spinal-cord-compression',
      ['기침하거나 재채기하면 더 아프세요?'],
      /^네, 기침하거나 재채기하면/,
      /없었어요|누우면/,
    ],
    ['glioblastoma-headache', ['기침하면 머리가 더 아파요?'], /^네, 기침하거나 화장실에서 힘주거나/],
    ['community-acquired-pneumonia', ['기침할 때 가슴이 더 아파요?'], /^네, .*기침하면/],
    [
      'enteroviral-meningitis-neck-stiffness',
      ['기침하면 머리가 더 울려요?'],
      /^네, .*기침할 때 머리가 울려요/,
    ],
    [
      'breast-cancer-spinal-metastasis-back-pain',
      ['기침하면 더 심해지세요?'],
      /^네, 기침하거나 무거운 솥을 들 때도 심해져요/,
      '누우면',
    ],
    [
      'chronic-tension-type-headache',
      ['움직이면 더 아파요?'],
      /^아니요, 움직인다고 더 아프진 않아요/,
      '모니터',
    ],
    ['ureteral-stone', ['자세 바꾸면 좀 나아요?'], /^아니요, 자세를 어떻게 바꿔도 안 나았어요/, '진통제'],
    ['ureteral-stone', ['자세를 바꾸면 덜 아프세요?'], /^아니요, 자세를 어떻게 바꿔도 안 나았어요/, '진통제'],
    ['cauda-equina-syndrome-incomplete-disc', ['허리 숙이면 더 아파요?'], /^네, .*허리를 숙일 때/],
    ['migraine-with-aura', ['밝은 데 가면 더 심해져요?'], /^네, 밝은 불빛이나/, '계단'],
    ['chronic-tension-type-headache', ['계단 올라가면 더 아파요?'], /^아니요, 계단 올라가도 그대로예요/],
    ['foreign-body-aspiration-toddler', ['자세 바꾸면 더 심해져요?'], /^아니요, 특정한 자세랑은 상관없/],
  ])('%s: %j', (...row) => check(row));
  it('the factor is disclosed, not the condition read as a symptom', () => {
    const r = talk(byId('cauda-equina-syndrome-incomplete-disc'), '기침하거나 재채기할때 더 심해져요?');
    expect(facts(r)).toEqual(['topic:aggravating']);
  });
});

describe("2. a character question's descriptive words ask how it hurts, not a symptom", () => {
  it.each<ReplyRow>([
    [
      'cauda-equina-syndrome-incomplete-disc',
      ['어떻게 아파요? 찌릿해요 아니면 뻐근해요?'],
      '전기가 오듯',
      /항문|네,|발 바깥쪽이 저리/,
    ],
    ['carpal-tunnel-syndrome', ['어떻게 아파요? 찌릿해요 아니면 뻐근해요?'], '전기가 오는', /네,/],
    [
      'metastatic-spinal-cord-compression',
      ['등은 어떻게 아파요? 찌릿해요 뻐근해요?'],
      '쑤시듯',
      /네,|배꼽 아래로 저리고 둔해요/,
    ],
    ['ureteral-stone', ['어떻게 아파요? 찌릿해요 아니면 뻐근해요?'], '칼로 쑤시는', /아니요|없었어요/],
    ['guillain-barre-syndrome', ['찌릿찌릿해요 아니면 욱신욱신해요?'], '저린 건 살짝이고', /^네,/],
  ])('%s: %j', (...row) => check(row));
  it('only the character is disclosed', () => {
    for (const [id, u] of [
      ['cauda-equina-syndrome-incomplete-disc', '어떻게 아파요? 찌릿해요 아니면 뻐근해요?'],
      ['ureteral-stone', '어떻게 아파요? 찌릿해요 아니면 뻐근해요?'],
      ['carpal-tunnel-syndrome', '어떤 느낌이에요? 저린 느낌이에요 아니면 쑤시는 느낌이에요?'],
    ] as const)
      expect(facts(talk(byId(id), u)), `${id}: ${u}`).toEqual(['topic:character']);
  });
});

describe('3. a wrong side or one side of both: a short true correction, no unrelated detail', () => {
  it.each<ReplyRow>([
    [
      'cauda-equina-syndrome-incomplete-disc',
      ['그러니까 사흘 전부터 허리 아프셨고 오른쪽 다리만 아프시다는 거죠?'],
      /^아니요.*오른쪽만이 아니라 양쪽/,
      /항문|발 바깥쪽|오른쪽이 아니라 왼쪽/,
    ],
    [
      'metastatic-spinal-cord-compression',
      ['정리하면 오른쪽 다리만 저리신 거죠?'],
      /^아니요.*양쪽 다리/,
      /명치|등은/,
    ],
    [
      'diabetic-peripheral-neuropathy',
      ['그러니까 왼쪽 발만 저리신 거죠?'],
      /^아니요.*왼쪽만이 아니라 양쪽 발/,
    ],
    [
      'guillain-barre-syndrome',
      ['정리하면 오른쪽 다리만 힘이 없으신 거죠?'],
      /^아니요.*오른쪽만이 아니라 양쪽 다리/,
    ],
  ])('%s: %j', (...row) => check(row));
});

describe('4. a wrong onset and side in one summary: each wrong part corrected once', () => {
  it.each<ReplyRow>([
    [
      'ureteral-stone',
      ['정리하면 어제 아침부터 오른쪽 옆구리가 아프셨고 열도 좀 있으셨던 거죠?'],
      /^아니요.*어제 아침이 아니라 .*오른쪽이 아니라 왼쪽 옆구리.*열은 없어요/,
      /그 전에|지금은 왼쪽 아랫배/,
    ],
    [
      'acute-pyelonephritis-fever',
      ['정리하면 오늘 아침부터 왼쪽 옆구리가 아프셨던 거죠?'],
      /^아니요.*오늘 아침이 아니라 .*왼쪽이 아니라 오른쪽 옆구리/,
    ],
    [
      'pyogenic-liver-abscess',
      ['정리하면 어제부터 왼쪽 갈비뼈 밑이 아프신 거죠?'],
      /^아니요.*어제가 아니라 .*왼쪽이 아니라 오른쪽 갈비뼈 밑/,
    ],
    [
      'ureteral-stone',
      ['그러니까 사흘 전부터 오른쪽 옆구리가 아프신 거죠?'],
      /^아니요.*사흘 전이 아니라 .*오른쪽이 아니라 왼쪽 옆구리/,
      /그 전에/,
    ],
  ])('%s: %j', (...row) => check(row));
  it('no sentence said twice, in other words either', () => {
    for (const [id, u] of [
      ['ureteral-stone', '정리하면 어제 아침부터 오른쪽 옆구리가 아프셨고 열도 좀 있으셨던 거죠?'],
      ['ureteral-stone', '그러니까 사흘 전부터 오른쪽 옆구리가 아프신 거죠?'],
      [
        'cauda-equina-syndrome-incomplete-disc',
        '그러니까 사흘 전부터 허리 아프셨고 오른쪽 다리만 아프시다는 거죠?',
      ],
      ['acute-pyelonephritis-fever', '정리하면 오늘 아침부터 왼쪽 옆구리가 아프셨던 거죠?'],
    ] as const) {
      const r = talk(byId(id), u);
      expect(nearRepeat(r.text), `${id}: ${u} → ${r.text}`).toBe(false);
    }
  });
});

describe('5. a summary-style check that a function is fine: answered on that function', () => {
  it.each<ReplyRow>([
    [
      'cauda-equina-syndrome-incomplete-disc',
      ['그러니까 사흘 전부터 허리 아프셨고 오른쪽 다리만 아프시다는 거죠?', '소변은 문제 없으시고요?'],
      /^아니요, .*소변이 잘 안 나와서/,
      '쑤셔요',
    ],
    ['cauda-equina-syndrome-incomplete-disc', ['대변은 괜찮으시고요?'], /^아니요, .*대변을 못 봤어요/],
    ['metastatic-spinal-cord-compression', ['소변은 문제 없으시고요?'], /^아니요, .*소변이 잘 안 나와요/],
    ['chronic-kidney-disease-renal-anemia', ['소변은 별 문제 없으시죠?'], /^아니요, .*밤에 서너 번/],
    ['ureteral-stone', ['소변은 문제 없으시고요?'], /^아니요, .*(분홍|붉|마려워)/],
  ])('%s: %j', (...row) => check(row));
});

describe('6. frightening news of a lasting harm: a reaction in the persona, no fact', () => {
  const PLAIN = /^(네|아, 네)[,.]? ?알겠(습니다|어요)\.?$|안심/;
  it.each<[string, string]>([
    [
      'cauda-equina-syndrome-incomplete-disc',
      '오늘 주사만 맞고 가시면 안 돼요. 소변 기능이 영원히 안 돌아올 수도 있어요.',
    ],
    ['ureteral-stone', '돌이 안 빠지면 콩팥이 망가질 수도 있어요.'],
    ['metastatic-spinal-cord-compression', '치료가 늦어지면 영영 못 걸으실 수도 있어요.'],
    ['cauda-equina-syndrome-incomplete-disc', '수술이 늦어지면 평생 소변줄을 차셔야 할 수도 있어요.'],
    ['acute-pyelonephritis-fever', '치료 안 하면 콩팥이 망가질 수도 있어요.'],
    ['guillain-barre-syndrome', '치료가 늦으면 평생 못 걸으실 수도 있어요.'],
  ])('%s: %s', (id, u) => {
    const r = talk(byId(id), u);
    expect(r.text, `${id}: ${u}`).not.toMatch(PLAIN);
    expect(r.text.length, r.text).toBeGreaterThan(3);
    expect(
      facts(r).filter((k) => !k.startsWith('concern:')),
      r.text,
    ).toEqual([]);
  });
});
