/**
 * Round 43 (issue 16, conversations-r43.yaml): the aura asked in plain words; '피임약 드세요?' as a
 * medication question as much as a contraception one; a pregnant woman's (or a breast clinic's)
 * breasts asked as '가슴'; the doctor's plans told in 반말; how often a fever comes; the amount of a
 * bleeding where the case states it; how a pain hurts when the character tells only the bleeding; a
 * summary with a wrong last period.
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

const CLARIFY = /무슨 말씀|다시 한 번|잘 모르겠|잘 못 알아들|뭐라고/;

describe('round 43: the aura asked in plain words is the prodrome', () => {
  it.each([
    '아프기 전에 뭐 보여요?',
    '머리 아프기 전에 눈앞에 뭐 보이거나 그래요?',
    '두통 오기 전에 뭐 느껴지는 거 있어요?',
    '그 빛 같은 거 보이고 얼마 있다가 아파요?',
    '아프기 직전에 이상한 느낌 있어요?',
  ])('%s', (u) => {
    expect(keys(u)).toEqual(['prodrome']);
    const r = talk('migraine-with-aura', '어디가 불편해서 오셨어요?', u);
    expect(r.text).toMatch(/지그재그/);
    expect(facts(r)).toContain('topic:prodrome');
  });
  it('a question of what was being done before the pain stays the event', () => {
    expect(keys('아프기 전에 뭐 하고 있었어요?')).toEqual(['event']);
  });
});

describe("round 43: '피임약 드세요?' asks the drugs and the contraception", () => {
  it.each([
    ['heated-tobacco-smoker-oral-contraceptive', '피임약 드세요?', /경구피임약을 먹어요/, /콘돔/],
    ['migraine-with-aura', '피임약 드세요?', /여드름 때문에 피부과에서 피임약/, /피임도 된다고/],
    ['vestibular-migraine', '피임약 드세요?', /피임약이나 다른 약은 안 먹어요/, /콘돔을 써요/],
    ['incomplete-abortion', '피임약 드세요?', /엽산만 먹고/, /피임은 안 했어요/],
    ['unrecognized-pregnancy-amenorrhea', '피임약 먹어?', /이부프로펜/, /밖에 사정하는/],
  ])('%s: %s', (id, u, drug, contraception) => {
    expect(keys(u)).toEqual(expect.arrayContaining(['medication', 'contraception']));
    const r = talk(id, u);
    expect(r.text).toMatch(drug);
    expect(r.text).toMatch(contraception);
    expect(r.text).not.toMatch(CLARIFY);
  });
  it('a case silent about contraception (a planned pregnancy) answers the drugs, no "I don\'t know"', () => {
    const r = talk('first-trimester-prenatal-visit', '피임약 드세요?');
    expect(r.text).toMatch(/엽산만 먹어요/);
    expect(r.text).not.toMatch(CLARIFY);
  });
  it('a drug given as an example of the drugs asked stays the medication', () => {
    expect(keys('드시는 약 있어요? 피임약 같은거')).toEqual(['medication']);
  });
});

describe("round 43: the breasts asked as '가슴' where they hurt", () => {
  it.each([
    ['ectopic-pregnancy', '가슴이 커지거나 만지면 아프진 않아요?', /^아니요, 요즘 가슴이 좀 붓고 아팠/],
    ['ectopic-pregnancy', '유방이 땡기거나 예민하진 않아요?', /^아니요, 요즘 가슴이 좀 붓고 아팠/],
    ['unrecognized-pregnancy-amenorrhea', '유방이 땡기거나 그런 건?', /^네, 가슴이 붓고/],
    ['first-trimester-prenatal-visit', '유방이 커지거나 예민해진 건요?', /^네, 가슴이 붓고/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(fact);
    expect(facts(r)).toEqual(['symptom:breastPain']);
  });
  it.each([
    '가슴이 커지거나 만지면 아프진 않아요?',
    '유방이 땡기거나 그런 건?',
    '가슴이 스치기만 해도 아파요?',
  ])('%s is the breasts', (u) => expect(keys(u)).toEqual(['breastPain']));
  it("'가슴 아파요?' of a case that denies a chest pain stays the chest (dev set)", () => {
    expect(facts(talk('ectopic-pregnancy', '가슴 아파요?'))).toEqual(['symptom:chestPain']);
  });
  it('a chest pain of the chest itself is still the chest pain', () => {
    expect(keys('가슴이 답답하거나 조이진 않아요?')).toEqual(['chestPain']);
    const r = talk('ectopic-pregnancy', '가슴이 답답하거나 조이진 않아요?');
    expect(facts(r)).toEqual(['symptom:chestPain']);
  });
});

describe('round 43: the plans told in 반말', () => {
  it.each([
    ['검사 몇 개 해볼게', 'tests'],
    ['피검사 몇 가지 할게', 'tests'],
    ['초음파 보자', 'tests'],
    ['약 바꿔볼게', 'treatment'],
    ['링거 맞자', 'treatment'],
    ['약 좀 바꿔보자', 'treatment'],
  ])('%s', (u, key) => expect(keys(u)).toEqual([key]));
  it.each([
    ['major-depressive-disorder', '드시는 약 있어요?', '검사 몇 개 해볼게'],
    ['influenza-a-fever', '약 먹은 거 있어요?', '약 바꿔볼게'],
    ['kawasaki-disease', '먹인 약 있어요?', '링거 맞자'],
    ['placenta-previa', '산전 검사에서 이상 있다는 얘기 들으셨어요?', '초음파 보자'],
  ])('%s: after %s, %s tells no history again', (id, before, plan) => {
    const r = talk(id, before, plan);
    expect(facts(r)).toEqual([]);
    expect(r.text).not.toMatch(CLARIFY);
  });
  it('a question of when it was planned stays a question', () => {
    expect(keys('몇 시에 할게?')).not.toContain('tests');
  });
});

describe('round 43: how often a fever comes is its pattern, not its peak', () => {
  it.each([
    ['influenza-a-fever', '하루에 몇번 정도 열나요', /떨어졌다가 또 올라요/],
    ['kawasaki-disease', '하루에 몇번 정도 열나요', /네 시간쯤 지나면 다시 올라요/],
    ['kawasaki-disease', '열이 하루에 몇 번씩 오르내려요?', /다시 올라요/],
    ['acute-pyelonephritis-fever', '하루에 몇번 정도 열나요', /다시 떨리면서 올라요/],
    ['community-acquired-pneumonia', '하루에 몇 번 열이 나요?', /다시 올라요/],
    ['acute-otitis-media-toddler', '열은 하루에 몇 번 정도 나요?', /다시 올라요/],
  ])('%s: %s', (id, u, pattern) => {
    const r = talk(id, u);
    expect(r.text).toMatch(pattern);
    expect(r.text).not.toMatch(/1년에|년에 한두 번/);
  });
});

describe('round 43: the amount of a bleeding, where the case states it', () => {
  it.each([
    ['placenta-previa', ['어디가 불편해서 오셨어요?', '피 양은 얼마나 돼요?'], /종이컵 하나/],
    ['placenta-previa', ['출혈량은요?'], /종이컵 하나/],
    ['placenta-previa', ['피가 양이 얼마나 돼요?'], /종이컵 하나/],
    ['mallory-weiss-syndrome', ['피 양은 얼마나 돼요?'], /반 컵/],
    ['boerhaave-syndrome', ['피 양은 얼마나 돼요?'], /숟가락/],
    ['mitral-stenosis-hemoptysis', ['피는 양이 얼마나 돼요?'], /숟가락/],
  ])('%s: %j', (id, turns, amount) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(amount);
    expect(r.text).not.toMatch(/\d+\s*점|놀랐어요/);
  });
  it('a severity that measures the bleeding is told whole, as before', () => {
    const r = talk('incomplete-abortion', '피 양은 얼마나 돼요? 패드 몇 개 갈았어요?');
    expect(r.text).toBe('네 시간 동안 큰 생리대를 여섯 개 갈았어요. 흠뻑 젖어요.');
  });
});

describe('round 43: how a pain hurts when the character tells only the bleeding', () => {
  it.each([
    ['incomplete-abortion', '어떻게 아파요?', /생리통처럼 쥐어짜듯 아파요/],
    ['incomplete-abortion', '어떻게 아프세요?', /생리통처럼 쥐어짜듯 아파요/],
    ['hydatidiform-mole', '어떻게 아파요?', /묵직하게 당겨요/],
    ['submucosal-uterine-leiomyoma', '어떻게 아파요?', /묵직하게 아파요/],
  ])('%s: %s', (id, u, pain) => {
    const r = talk(id, '어디가 불편해서 오셨어요?', u);
    expect(r.text).toMatch(pain);
    expect(r.text).not.toMatch(/피|덩어리|패드/);
  });
  it('a character that tells the pain itself is told as it is', () => {
    const r = talk('cervical-stenosis-after-conization', '어떻게 아파요?');
    expect(r.text).toMatch(/쥐어짜요/);
  });
});

describe('round 43: a summary with a wrong last period is corrected', () => {
  it.each([
    ['incomplete-abortion', '생리는 2주전에 하셨고 오늘 아침부터 피 나신 거죠?', /9주 전/],
    ['ectopic-pregnancy', '생리는 2주전에 하셨고 어제부터 아프신 거죠?', /7주 전/],
    ['unrecognized-pregnancy-amenorrhea', '생리는 한 달 전에 하셨고 속이 울렁거리시는 거죠?', /12주 전/],
    ['migraine-with-aura', '생리는 5일 전에 하셨고 두통은 석 달 전부터 잦아진 거죠?', /2주 전에 시작/],
  ])('%s: %s', (id, u, lmp) => {
    expect(keys(u)).toEqual(['summary']);
    const r = talk(id, u);
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toMatch(lmp);
    expect(facts(r)).toContain('topic:lmp');
  });
  it('a right last period is confirmed, not corrected', () => {
    const r = talk('incomplete-abortion', '생리는 9주 전에 하셨고 오늘 아침부터 피 나신 거죠?');
    expect(r.text).not.toMatch(/^아니/);
  });
});

describe('round 43: a procedure named with its -술 is an operation, never the drinking', () => {
  it.each([
    '소파술 받은 적 있어요?',
    '소파술 하신 적 있으세요?',
    '원추절제술 받으셨어요?',
    '봉합술 받은 적 있어요?',
    '제왕절개술 하셨어요?',
  ])('%s', (u) => expect(keys(u)).toEqual(['surgery']));
  it('the operations are told, not the drinking', () => {
    const r = talk('incomplete-abortion', '소파술 받은 적 있어요?');
    expect(facts(r)).toEqual(['topic:surgery']);
    expect(r.text).toMatch(/소파술 받은 적 없어요/);
  });
  it('drinking asked beside it is still asked', () => {
    expect(keys('소파술 하신 적 있으세요? 술은 드세요?')).toEqual(['surgery', 'alcohol']);
  });
});
