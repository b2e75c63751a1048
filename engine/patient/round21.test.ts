/**
 * Issue 16, round 21: the classes round 20 left in the tune encounters and in the metamorphic
 * variants of their questions (bench/patient/metamorphic.ts): a summary's who, how many and where of
 * an assault, an example word inside an open question, the chart word 'onset' in place of 언제부터,
 * and 반말 '-니/-냐' of 먹다, 나다 and past stems. Each block is a class, with controls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe("a summary's perpetrator, count and place are checked against the case", () => {
  it.each([
    // An acquaintance from a dating app, said to be a stranger (the day right, then wrong).
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 나흘 전에 모르는 사람한테 당하셨고 임신이 걱정되시는거죠?',
      'perpetrator',
    ],
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 일주일 전에 모르는 사람한테 당하셨고 지금 임신이 걱정되시는거죠?',
      'perpetrator',
    ],
    // One man, said to be two; a flat, said to be a motel.
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 나흘 전에 두 명한테 당하셨고 임신이 걱정되시는거죠?',
      'perpetrator',
    ],
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 나흘 전에 모텔에서 당하셨고 임신이 걱정되시는거죠?',
      'assaultDetails',
    ],
    // A stranger, said to be someone she knows; a parking garage, said to be home.
    [
      'stranger-sexual-assault-acute',
      '정리하면 오늘 밤에 아는 사람한테 당하셨고 임신이 걱정되시는거죠?',
      'perpetrator',
    ],
    ['stranger-sexual-assault-acute', '정리하면 오늘 밤 집에서 당하신거죠?', 'assaultDetails'],
    // Family and partners named wrong.
    ['intimate-partner-violence', '정리하면 아버지가 때리셨고 술 드시면 더 심하신거죠?', 'perpetrator'],
    ['elder-abuse', '정리하면 남편이 때리신거죠?', 'perpetrator'],
  ])('%s: %s is corrected', (id, summary, key) => {
    const r = talk(byId(id), summary);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r), r.text).toContain(`topic:${key}`);
  });

  it.each([
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 나흘 전에 아는 사람한테 당하셨고 임신이 걱정되시는거죠?',
    ],
    [
      'sexual-assault-delayed-acquaintance',
      '정리하면 나흘 전에 그 사람 자취방에서 당하셨고 임신이 걱정되시는거죠?',
    ],
    ['stranger-sexual-assault-acute', '정리하면 오늘 밤 주차장에서 모르는 남자한테 당하신거죠?'],
    ['intimate-partner-violence', '정리하면 남편분이 때리셨고 술 드시면 더 심하신거죠?'],
    ['elder-abuse', '정리하면 큰아들이 때리신거죠?'],
  ])('%s: %s is confirmed (control)', (id, summary) => {
    const r = talk(byId(id), summary);
    expect(r.text, r.text).not.toMatch(/^아니/);
  });
});

describe('an example word inside an open question tells no other fact', () => {
  it("'무슨 일 있으셨어요? 회사일이나' is the event, not the occupation", () => {
    const r = talk(byId('burnout-passive-suicidal-ideation-low-risk'), '무슨 일 있으셨어요? 회사일이나');
    expect(facts(r), r.text).toContain('topic:event');
    expect(facts(r), r.text).not.toContain('topic:occupation');
  });
  it("'회사일은 어떠세요?' still asks the work (control)", () => {
    expect(keys('회사일은 어떠세요?')).toContain('occupation');
  });
});

describe("'onset' in place of 언제부터 is what it names or follows", () => {
  it.each([
    ['onset이 언제 그렇게 드셨어요?', ['주로 언제 어디서 누구랑 마셔요?'], ['drinkingPattern']],
    ['onset이 언제요?', ['술 드세요?'], ['drinkingPattern']],
    ['onset이 언제요?', ['아드님이 때린 적 있으세요?'], ['violenceHistory']],
    ['피는 onset이 언제 비쳤어요?', [], ['onset', 'vaginalBleeding']],
    ['말은 onset이 언제 했어요?', [], ['development']],
    ['술은 onset이 언제 이렇게 많이 드시게 됐어요?', [], ['drinkingPattern']],
  ])('%s (after %j) → %j', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });
  it.each([
    ['onset이 언제요?', ['기침하세요?'], ['onset', 'cough']],
    ['onset이 언제요?', [], ['onset']],
    ['onset?', ['allergy?'], ['onset']],
    ['onset이 언제요?', ['알레르기 있으세요?'], ['onset']],
  ])('%s (after %j) → %j (control)', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });
  it("the drinking pattern is answered, not the complaint's onset", () => {
    const c = byId('hazardous-drinking-precontemplation');
    const r = talk(c, '주로 언제 어디서 누구랑 마셔요?', 'onset이 언제 그렇게 드셨어요?');
    expect(facts(r), r.text).not.toContain('topic:onset');
    // The sentence that dates the drinking, not the clock time of the evening's first drink.
    expect(r.text, r.text).toContain('3년 전부터');
  });
});

describe("반말 '-니/-냐' of 먹다, 나다 and past stems", () => {
  it.each([
    ['약은 뭐 먹니?', ['medication']],
    ['약은 뭐 먹냐?', ['medication']],
    ['물은 잘 먹니?', ['fluidIntake']],
    ['물은 잘 먹냐?', ['fluidIntake']],
    ['물은 잘 먹어?', ['fluidIntake']],
    ['혼자서도 먹니?', ['drinkingPattern']],
    ['혼자서도 먹어?', ['drinkingPattern']],
    ['누우면 기침이 더 나니?', ['aggravating', 'cough']],
    ['누우면 기침이 더 나냐?', ['aggravating', 'cough']],
    ['최근에 몸무게가 갑자기 늘었니?', ['weightGain']],
    ['최근에 몸무게가 갑자기 늘었냐?', ['weightGain']],
  ])('%s → %j', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
  it.each([
    ['약은 뭐 먹어?', ['medication']],
    ['누우면 기침이 더 나?', ['aggravating', 'cough']],
    ['밥은 잘 먹니?', ['appetite']],
    ['배 아프냐?', ['abdominalPain']],
    ['열 있냐?', ['fever']],
    ['열나요 기침해요', ['cough', 'fever']],
    ['어디 아파 언제부터', ['location', 'onset']],
  ])('%s → %j (control)', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
});

describe('two 반말 questions run together with no mark', () => {
  it.each([
    ['살은 좀 쪘어 가족 중에 코 심하게 고는 사람 있어?', ['family', 'weightGain']],
    ['체중이 빠졌어 가족 중에 암 있는 사람?', ['family', 'weightLoss']],
    ['옆구리 어디가 아파 다른 데로 뻗쳐?', ['flankPain', 'location', 'radiation']],
  ])('%s → %j', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
  it.each([
    ['먹는 약 있어 가족 중에 떨리는 사람?', ['family', 'medication']],
    ['배 어디가 아파 많이?', ['abdominalPain', 'location']],
    ['어디가 아파?', ['location']],
    ['어제 뭐 먹었어 가족도 같이 먹었어?', ['event', 'foodHistory']],
  ])('%s → %j (control)', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
});
