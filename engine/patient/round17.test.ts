/**
 * Issue 16, round 17: the classes left by round 16 and found by three new tune encounters over
 * presentation groups earlier tune encounters used least (bench/patient/conversations-r17.yaml:
 * statin myalgia with typos, Duchenne muscular dystrophy told by the mother, an NSAID ulcer bleed
 * with chart words), and by the metamorphic run-together variants. A few cases per class, most of
 * them not sentences of the set; every class has cases that fail on the engine before round 17,
 * beside controls that must not change.
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
const sorted = (a: string[]) => [...new Set(a)].sort();

describe('food asked as a factor is answered about food (answers that miss the question)', () => {
  it.each([
    ['nsaid-gastric-ulcer-bleeding', '뭐 드시고 나서 더 심해졌나요?'],
    ['acute-myocardial-infarction', '뭐 드시고 나서 더 심해졌어요?'],
    ['acute-myocardial-infarction', '밥 먹고 나면 더 아파요?'],
  ])('%s: %s says food makes no difference, not the other factors', (id, u) => {
    const r = talk(byId(id), '어디가 불편해서 오셨어요?', u);
    expect(r.text).toMatch(/먹는 거|먹고 나서 그런 건/);
    expect(facts(r)).not.toContain('topic:aggravating');
  });

  it("the duodenal ulcer patient tells what the case says of food ('뭐 먹으면 좀 나아요?', control)", () => {
    const r = talk(byId('duodenal-ulcer-bleeding'), '뭐 먹으면 좀 나아요?');
    expect(r.text).toMatch(/우유나 빵을 먹거나/);
    expect(facts(r)).toContain('topic:relieving');
  });

  it('a reflux patient gives every sentence of the factor that speaks of eating', () => {
    const r = talk(byId('gastroesophageal-reflux-disease'), '뭐 드시고 나서 더 심해져요?');
    expect(r.text).toMatch(/늦게 많이 먹고/);
    expect(r.text).toMatch(/떡볶이/);
    expect(r.text).not.toMatch(/걸레질/);
  });

  it.each([
    ['acute-myocardial-infarction', '숨 쉴 때 더 아프세요?', /숨을 쉬거나/],
    ['nsaid-gastric-ulcer-bleeding', '술 드시고 나서 더 심해지나요?', /일어나면 어지러워/],
  ])('%s: %s is still the case factor (control)', (id, u, told) => {
    expect(talk(byId(id), u).text).toMatch(told);
  });
});

describe("a diagnosis told as '… 같아 … 해보자' or '… 의심되서' is the likely diagnosis", () => {
  it.each([
    ['수면무호흡증 같아 수면다원검사 해보자', ['likelyDiagnosis', 'tests']],
    ['스타틴 근육통이 의심되서 CK랑 갑상선 검사 해볼께요', ['likelyDiagnosis', 'tests']],
    ['루푸스 같아요 피검사 해볼게요', ['likelyDiagnosis', 'tests']],
    ['아나필락시스 같아 피검사 하자', ['likelyDiagnosis', 'tests']],
    ['폐렴이 의심되요', ['likelyDiagnosis']],
    ['흉부 엑스레이 찍자', ['tests']],
  ])('%s', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    ['어제랑 같아요?', 'likelyDiagnosis'],
    ['열이 나는 것 같아요 검사해볼게요', 'likelyDiagnosis'],
    ['목 아픈 거 같아요?', 'likelyDiagnosis'],
  ])('%s is no diagnosis (control)', (u, not) => {
    expect(keys(u)).not.toContain(not);
  });
});

describe('the score of the only pain of a case that came for something else (false fact)', () => {
  it('the NSAID bleed patient gives the score, not the pain again', () => {
    const r = talk(byId('nsaid-gastric-ulcer-bleeding'), '배 아픈 데는 어디예요?', 'NRS로 몇 점?');
    expect(facts(r)).toContain('topic:severity');
    expect(r.text).toMatch(/3점/);
  });

  it('so does the duodenal ulcer bleed, whose score sentence also names the dizziness', () => {
    const r = talk(byId('duodenal-ulcer-bleeding'), '배 아픈 데는 어디예요?', '몇 점이에요?');
    expect(r.text).toMatch(/4점/);
  });
});

describe('a pain at a site the case tells in a symptom or its character is never denied (false fact)', () => {
  it.each([
    ['duchenne-muscular-dystrophy', '다리 아프다고 하는 건요?', /다리가 아프다고/],
    ['statin-associated-muscle-symptoms', '허벅지 아픈 건요?', /허벅지/],
  ])('%s: %s', (id, u, told) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(/^네, /);
    expect(r.text).toMatch(told);
  });

  it("a site the case never names in a pain still gets '거기는 안 아파요' (control)", () => {
    expect(talk(byId('duchenne-muscular-dystrophy'), '팔은 안 아파요?').text).toMatch(/거기는 안 아파요/);
  });
});

describe('a summary that says the course goes the other way is corrected (false fact)', () => {
  it('the Duchenne mother does not confirm that he is getting better', () => {
    const r = talk(
      byId('duchenne-muscular-dystrophy'),
      '정리하면 돌 전에 걸었고 요즘은 좀 좋아지고 있는 거죠?',
    );
    expect(r.text).toMatch(/^아니/);
    expect(facts(r)).toContain('topic:course');
  });

  it('nor the statin patient that it is getting worse, when it has gone', () => {
    const r = talk(byId('statin-associated-muscle-symptoms'), '정리하면 다리가 점점 심해지고 있는 거죠?');
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toMatch(/싹 나았어요/);
  });

  it('a summary with the right direction is confirmed (control)', () => {
    expect(talk(byId('duchenne-muscular-dystrophy'), '정리하면 점점 심해지고 있는 거죠?').text).toMatch(
      /^네/,
    );
  });
});

describe('a wrong age in an identity check is corrected, a bare age understood', () => {
  it.each([
    ['nsaid-gastric-ulcer-bleeding', '박분이님 일흔다섯 맞으세요?', /일흔여섯/],
    ['nsaid-gastric-ulcer-bleeding', '75세 맞으시죠?', /일흔여섯/],
    ['duchenne-muscular-dystrophy', '곽태이 다섯 살 맞죠?', /애는 네 살/],
  ])('%s: %s', (id, u, right) => {
    const r = talk(byId(id), u);
    expect(keys(u)).toEqual(['identityCheck']);
    // The NSAID patient speaks 반말 ('괜찮어'): '아니, …' since round 18 (every phrase in her register).
    expect(r.text).toMatch(/^아니(요)?,/);
    expect(r.text).toMatch(right);
  });

  it.each([
    ['nsaid-gastric-ulcer-bleeding', '박분이님 일흔여섯 맞으세요?'],
    ['duchenne-muscular-dystrophy', '곽태이 네 살 맞죠?'],
  ])('%s: the right age is confirmed (control)', (id, u) => {
    expect(talk(byId(id), u).text).toMatch(/^(네|응),/);
  });
});

describe("a relative's history asked with a drug and a symptom inside is the family history", () => {
  it.each([
    '가족중에 콜레스테롤약 먹고 근육아팠던 분 계세요?',
    '가족 중에 혈압약 먹다가 기침 심했던 사람 있어요?',
    '외삼촌은요?',
  ])('%s', (u) => {
    expect(keys(u)).toEqual(['family']);
  });

  it('the statin patient tells her sister, not her own drugs', () => {
    const r = talk(
      byId('statin-associated-muscle-symptoms'),
      '가족중에 콜레스테롤약 먹고 근육아팠던 분 계세요?',
    );
    expect(facts(r)).toContain('topic:family');
    expect(facts(r)).not.toContain('topic:medication');
  });

  it("'외삼촌은요?' after the family history gives the sentence of the uncle", () => {
    const r = talk(byId('duchenne-muscular-dystrophy'), '가족 중에 비슷한 사람은요?', '외삼촌은요?');
    expect(r.text).toMatch(/외삼촌도 비슷했다고/);
  });

  it('같이 사는 가족 is still the household (control)', () => {
    expect(keys('가족 중에 같이 사는 분 계세요?')).toContain('living');
  });
});

describe('a disease one was told of is answered from the sentence that names it', () => {
  it('the NSAID bleed patient says she never heard of an ulcer', () => {
    const r = talk(byId('nsaid-gastric-ulcer-bleeding'), '예전에 위궤양 있다는 말 들은 적 있어요?');
    expect(r.text).toMatch(/위궤양 얘기는 들어 본 적 없어/);
  });
});

describe('two questions run together keep both meanings', () => {
  it.each([
    ['변 색깔은 까만 변은 언제 봤어?', ['stoolColor', 'onset', 'melena']],
    ['예방접종은 다 맞았어요? 수막구균도 술 담배는?', ['vaccination', 'alcohol', 'smoking']],
    ['수두도 술 담배는?', ['alcohol', 'smoking']],
    ['아까 말씀하셨는데 고개 젖히면 더 아픈거죠 손에 힘 빠지는 건요?', ['aggravating', 'weakness']],
  ])('%s', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    ['기침은 가래에 피 섞여 나와요?', ['hemoptysis']],
    ['가족은 누구랑 살아요?', ['living']],
    ['고개 젖히면 더 아픈거죠?', ['aggravating']],
  ])('%s stays one question (control)', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });
});

describe('bare nouns and plain phrases are understood', () => {
  it.each([
    ['어떻게 아팠어요? 쥐나는 느낌?', ['character']],
    ['위장약은요?', ['medication']],
    ['혈압약은요?', ['medication']],
    ['조금만 뛰어도 지쳐해요?', ['fatigue']],
    ['키랑 몸무게는요?', ['growth']],
    ['자몽쥬스 드세요?', ['diet']],
    ['태어날 때 몇 주에 몇 킬로였어요?', ['birthHistory']],
  ])('%s', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    ['예약은요?', 'medication'],
    ['약속은요?', 'medication'],
  ])('%s is no drug (control)', (u, not) => {
    expect(keys(u)).not.toContain(not);
  });

  it('a weight in kilograms asked of the patient is still the weight (control)', () => {
    expect(keys('몇 킬로 빠졌어요?')).toContain('weightChange');
    expect(keys('몇 킬로 빠졌어요?')).not.toContain('birthHistory');
  });
});

describe('found on review of round 17: food told where the case ties it, a summary at the wrong time of day', () => {
  it.each([
    ['뭐 드시고 나서 더 심해졌나요?', /저녁 먹고 세 시간쯤 지나서/],
    ['기름진거 먹고 더 아파요?', /먹/],
  ])(
    "the cholecystitis patient, whose pain began after a fatty dinner, never says food is unrelated: '%s'",
    (u, told) => {
      const r = talk(byId('acute-cholecystitis'), '어디가 불편해서 오셨어요?', u);
      expect(r.text).toMatch(told);
      expect(r.text).not.toMatch(/상관없|그런 건 아닌/);
      expect(r.text).not.toMatch(/숨을 크게/);
    },
  );

  it("a meal that only dates the onset ('아침 먹고 나와서 운전하던 중') is no answer about food (control)", () => {
    const r = talk(
      byId('acute-myocardial-infarction'),
      '어디가 불편해서 오셨어요?',
      '뭐 드시고 나서 더 심해졌어요?',
    );
    expect(r.text).not.toMatch(/운전/);
  });

  it.each([
    [
      'acute-cholecystitis',
      '정리해 보면 어제 아침부터 오른쪽 윗배가 아프신 거죠?',
      /^아니요/,
      /어젯밤 11시쯤/,
    ],
    ['acute-cholecystitis', '정리하면 어제 아침부터 아프신 거죠?', /^아니요/, /어젯밤 11시쯤/],
    ['acute-cholecystitis', '정리하면 어젯밤부터 오른쪽 윗배가 아프신거죠?', /^네/, /^네/],
    ['acute-cholecystitis', '정리하면 어젯밤부터 아프신 거죠?', /^네/, /^네/],
    ['acute-myocardial-infarction', '정리하면 오늘 아침부터 가슴이 아프셨던 거죠?', /^네/, /^네/],
    ['acute-myocardial-infarction', '정리하면 오늘 오후부터 가슴이 아프셨던 거죠?', /^아니요/, /아침 7시쯤/],
  ])('%s: %s', (id, u, lead, told) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(told);
  });
});
