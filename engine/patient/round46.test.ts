/**
 * Round 46 (issue 16, conversations-r46.yaml and the tune parts' remaining false facts): a symptom
 * told in the words of the complaint's character is the complaint ('속쓰린건 언제부터요' of a reflux
 * told as a burning chest); a symptom dated by another symptom's own words; where a burning is; the
 * clots and the part of the stream of blood in the urine; when a disease was diagnosed, told by
 * another topic's sentence.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { facts, keys, talk as converse } from './conversation-helpers';

const cases = new Map(loadCases().map((c) => [c.id, c]));

/** Replies to each turn in order; returns the last reply. */
function talk(id: string, ...turns: string[]) {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return converse(c, ...turns);
}

describe("round 46: a symptom told in the complaint's own words takes the complaint's onset and duration", () => {
  it.each([
    ['속쓰린건언제부터요', /석 달쯤 전부터/],
    ['속쓰림은 언제부터 그랬어요?', /석 달쯤 전부터/],
    ['쓰린 건 언제부터 그랬어요?', /석 달쯤 전부터/],
    ['한번 쓰리면 얼마나가요', /30분에서 길면 두 시간/],
    ['쓰린거 한번 시작하면 얼마나 가요?', /30분에서 길면 두 시간/],
  ])('reflux: %s', (u, want) => {
    const r = talk('gastroesophageal-reflux-disease', '어디가 불편해서 오셨어요?', u);
    expect(r.text).toMatch(want);
    expect(r.text).not.toMatch(/밥 먹고 한 시간쯤 지나면/);
  });
  it('the meal timing is still the heartburn when asked as such', () => {
    const r = talk('gastroesophageal-reflux-disease', '속쓰림이 밥 먹기 전이에요 아니면 후에요?');
    expect(r.text).toMatch(/밥 먹고 한 시간쯤 지나면/);
  });
  it("a symptom of another complaint keeps its own words ('기침은 언제부터요?' is not the reflux's onset)", () => {
    const r = talk('gastroesophageal-reflux-disease', '기침은 언제부터요?');
    expect(r.text).not.toMatch(/석 달쯤 전부터/);
  });
});

describe("round 46: a symptom dated only by another symptom's own words", () => {
  it.each([
    ['duodenal-ulcer-bleeding-hematochezia', '명치 쓰린건 언제부터예요?', /2주 전부터 배고플 때 명치가 쓰려요/],
    ['duodenal-ulcer-bleeding-hematochezia', '속쓰림은 언제부터?', /2주 전부터 배고플 때 명치가 쓰려요/],
    ['duodenal-ulcer-bleeding-hematochezia', '속 쓰린 건 언제부터 그러셨어요?', /2주 전부터 배고플 때/],
    ['duodenal-ulcer-bleeding-hematochezia', '명치 쓰린 게 언제 시작됐어요?', /2주 전부터 배고플 때/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '어떻게 오셨어요?', u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toEqual(expect.arrayContaining(['symptom:heartburn', 'symptom:abdominalPain']));
  });
});

describe('round 46: where a burning or a smarting is, is the location', () => {
  it.each(['어디가 쓰려요?', '어디가 따가워요?', '어디 쪽이 쓰리세요?', '어디가 화끈거려요?'])('%s', (u) => {
    expect(keys(u)).toContain('location');
  });
  it('reflux: the site, not the meal timing', () => {
    const r = talk('gastroesophageal-reflux-disease', '어디가 불편해서 오셨어요?', '어디가 쓰려요?');
    expect(r.text).toMatch(/가슴뼈 뒤쪽/);
  });
  it("'어디가 불편해서 오셨어요?' stays the opening question", () => {
    expect(keys('어디가 불편해서 오셨어요?')).not.toContain('location');
  });
});

describe('round 46: clots and the part of the stream, of blood in the urine', () => {
  it.each([
    ['adpkd-cyst-hemorrhage', '핏덩어리도 나와요?', /핏덩어리는 없었어요/],
    ['renal-cell-carcinoma-hematuria', '덩어리도 나와요?', /핏덩어리가 나왔어요/],
    ['iga-nephropathy', '핏덩어리 같은 건 없었어요?', /핏덩어리는 없어요/],
    ['ureteral-stone', '피떡 같은 거 나와요?', /핏덩어리는 없었어요/],
    ['hemorrhagic-cystitis-postmenopausal', '핏덩어리는요?', /핏덩어리도 있었어요/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '소변 색깔이 어때요?', u);
    expect(r.text).toMatch(want);
    expect(r.text).not.toMatch(/^네, 소변/);
    expect(facts(r)).toContain('symptom:hematuria');
  });
  it.each([
    ['bladder-cancer', '소변 보는 처음부터 끝까지 빨개요?', /처음부터 끝까지 다 빨개요/],
    ['adpkd-cyst-hemorrhage', '처음부터 끝까지 빨개요?', /소변 전체가 다 붉었어요/],
    ['hemorrhagic-cystitis-postmenopausal', '끝에만 빨개요?', /끝부분으로 갈수록 더 진해지고/],
    ['renal-cell-carcinoma-hematuria', '소변 전체가 빨개요?', /소변 전체가/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '소변에 피가 나와요?', u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toContain('symptom:hematuria');
  });
});

describe("round 46: when a disease was diagnosed, told by another topic's sentence, is that topic's fact too", () => {
  it.each([
    ['drug-induced-hypertension-nsaid-licorice', '고혈압 진단은 언제 받으셨어요?', /8년 전에 고혈압/, 'topic:checkup'],
    ['type-2-diabetes-mellitus', '당뇨 진단은 언제 받으셨어요?', /3년 전 회사 건강검진/, 'topic:checkup'],
    ['primary-biliary-cholangitis', '갑상선은 언제 진단받으셨어요?', /10년째/, 'topic:medication'],
    ['microscopic-colitis', '갑상선은 언제 진단받으셨어요?', /10년째/, 'topic:medication'],
  ])('%s: %s', (id, u, want, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toEqual(expect.arrayContaining(['topic:pastMedical', fact]));
  });
});
