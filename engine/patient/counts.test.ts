/**
 * Issue 16 item 2 (the patient agrees with anything), found on review: a symptom checked with a
 * count the case does not give ('세 번 토하신 거죠?' of a patient who vomited four times) was
 * answered '네, 밤새 네 번 토했어요.', a yes to the wrong count. The reply now says no before the
 * case's count; the right count, a range that holds it, and '한번 … 적 있어요?' (whether it ever
 * happened) keep their yes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('a count the case does not give is not confirmed', () => {
  it.each([
    ['bacterial-meningitis', '세 번 토하신 거죠?', /^아니요, 밤새 네 번 토했어요\.$/],
    ['bacterial-meningitis', '두세 번 토했어요?', /^아니요, 밤새 네 번 토했어요\.$/],
    ['bacterial-meningitis', '토하신 게 한 5번?', /^아니요, 밤새 네 번 토했어요\.$/],
    ['bacterial-meningitis', '네 번 토하셨어요?', /^네, 밤새 네 번 토했어요\.$/],
    ['bacterial-meningitis', '서너 번 토하셨어요?', /^네, 밤새 네 번 토했어요\.$/],
    ['bacterial-meningitis', '한번 토한 적 있어요?', /^네, 밤새 네 번 토했어요\.$/],
    ['acute-cholecystitis', '토는 다섯 번쯤 하셨어요?', /^아니요, 새벽에 두 번 토했어요/],
  ])('%s: %s', (id, question, reply) => {
    expect(talk(byId(id), question).text).toMatch(reply);
  });

  // Every case whose vomiting or diarrhoea is counted in a single number: a wrong count gets a no,
  // the case's own count a yes (or, where the detail says it has stopped, no yes at all).
  it('every case with a counted vomiting or diarrhoea', () => {
    const words = ['두', '세', '네', '다섯', '여섯', '일곱', '여덟', '열'];
    let checked = 0;
    for (const c of cases) {
      for (const [symptom, ask] of [
        ['vomiting', (n: string) => `혹시 ${n} 번 정도 토하셨어요?`],
        ['diarrhea', (n: string) => `설사는 하루에 ${n} 번 하신 거죠?`],
      ] as const) {
        const fact = c.symptoms[symptom];
        const own = fact?.present
          ? /(?:^|\s)(두|세|네|다섯|여섯|일곱|여덟|열)\s*번/.exec(fact.detail ?? '')
          : null;
        if (!own) continue;
        checked += 1;
        const wrong = words.find((w) => w !== own[1] && !(fact!.detail ?? '').includes(`${w} 번`))!;
        expect(talk(c, ask(wrong)).text, `${c.id}: ${ask(wrong)}`).not.toMatch(/^네/);
        expect(talk(c, ask(own[1]!)).text, `${c.id}: ${ask(own[1]!)}`).not.toMatch(/^아니/);
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('a summary or a fact checked back: counts, and a denial typed without a space', () => {
  const meningitis = () => byId('bacterial-meningitis');

  it.each([
    [
      '정리하면 어제 저녁부터 열나고 세 번 토하셨고 기침은 없으신 거죠?',
      /^아니요, 그게 좀 달라요\. 밤새 네 번 토했어요\./,
    ],
    ['토한건 세번이라고 하셨죠?', /^아니요, 그게 좀 달라요\. 밤새 네 번 토했어요\.$/],
    ['토한 건 두세 번이라고 하셨잖아요', /^아니요, 그게 좀 달라요\. 밤새 네 번 토했어요\.$/],
    [
      '아까 오늘 아침부터 열이 났다고 하셨죠?',
      // The wrong day named before the right one (round 37's correction; round 38 kept it).
      /^아니요, 그게 좀 달라요\. 오늘 아침이 아니라 어제 저녁에 으슬으슬 춥더니 열이 나기 시작했어요\./,
    ],
    ['기침도 한다고 하셨죠?', /^아니요, 그게 좀 달라요\. 기침은 안 해요\.$/],
  ])('corrected: %s', (u, reply) => {
    expect(talk(meningitis(), u).text).toMatch(reply);
  });

  it.each([
    ['정리하면 어제 저녁부터 열나고 네 번 토하셨고 기침은 없으신 거죠?'],
    ['토한건 네번이라고 하셨죠?'],
    ['기침은 안한다고 하셨죠?'],
    ['정리하면 기침은 안하시고 목은 뻣뻣하신거죠?'],
    ['목이 뻣뻣하다고 그러셨죠?'],
  ])('confirmed: %s', (u) => {
    expect(talk(meningitis(), u).text).toMatch(/^네/);
  });

  it('a question after what was said is a question, not a fact checked back', () => {
    const r = talk(meningitis(), '다리에 빨간 점이 생겼다고 하셨는데 언제 봤어요?');
    expect(r.text).not.toMatch(/맞아요/);
  });
});
