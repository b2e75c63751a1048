/**
 * Conversation fidelity, round 6 (issue 16): the classes shown by new tune encounters of our own
 * (chest pain, abdominal pain, headache, dyspnoea, an infant's caregiver, obstetrics, psychiatry)
 * and the known ones of the brief, each written as new sentences (the locked encounters are never
 * looked at).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { analyzeUtterance } from '../nlu/analyze';
import { facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('pain ever felt on exertion is an earlier episode, however the question ends', () => {
  const EXERTIONAL = [
    '계단 오를 때 가슴 아픈 적은요?',
    '운동할 때 가슴 아픈 적은요?',
    '언덕 올라갈 때 가슴 조인 적도 있어요?',
    '무거운 거 들 때 가슴 답답했던 적 있으세요?',
  ];

  it('reads experience and the pain, never the patient’s exercise or today’s pain', () => {
    for (const u of EXERTIONAL) {
      const k = keys(u);
      expect(k, u).toContain('experience');
      expect(k, u).not.toContain('exercise');
    }
  });

  it('answers the month of exertional pain of the MI patient, even right after another topic', () => {
    const mi = byId('acute-myocardial-infarction');
    for (const u of EXERTIONAL.slice(0, 2)) {
      const r = talk(mi, '토하셨어요?', u);
      expect(facts(r), u).toEqual(['topic:experience']);
      expect(r.text).toMatch(/계단/);
    }
  });
});

describe("'피 나요?' with no site named", () => {
  it('is the case’s own bleeding: vaginal bleeding of a pregnant woman', () => {
    for (const id of ['placental-abruption', 'placenta-previa']) {
      const r = talk(byId(id), '언제부터 그러셨어요?', '피 나요?');
      expect(facts(r), id).toEqual(['symptom:vaginalBleeding']);
      expect(r.text).toMatch(/^네/);
    }
    expect(facts(talk(byId('placental-abruption'), '출혈은 있어요?'))).toEqual(['symptom:vaginalBleeding']);
  });

  it('is never the previous subject: after a chest pain question it is no bleeding, not the pain', () => {
    const mi = byId('acute-myocardial-infarction');
    expect(keys('피 나요?', ['가슴 아프세요?'])).toEqual([]);
    const r = talk(mi, '가슴 아프세요?', '피 나요?');
    expect(r.disclosed).toEqual([]);
    expect(r.text).toMatch(/^아니요, 피 나는 데는 없어요/);
  });

  it('still follows a question about what bleeds', () => {
    expect(keys('피 섞여 나왔어요?', ['토하셨어요?'])).toEqual(['hematemesis']);
    expect(keys('피는 많이 나요?', ['질 출혈 있으세요?'])).toEqual(['vaginalBleeding']);
  });
});

describe('stridor is asked as noisy breathing and answered from the croup case’s noise', () => {
  const croup = () => byId('croup-laryngotracheobronchitis');

  it('answers yes with the noise on breathing in, in several phrasings', () => {
    for (const u of [
      '숨 쉴 때 쇳소리 나요?',
      'stridor 있어요?',
      '숨소리가 이상해요?',
      '숨 들이쉴 때 소리 나요?',
    ]) {
      expect(keys(u), u).toEqual(['wheezing']);
      const r = talk(croup(), '기침은 언제부터 했어요?', u);
      expect(r.text, u).toMatch(/^네, .*쇳소리/);
      expect(r.text, u).not.toMatch(/아니요/);
    }
  });

  it('keeps the expiratory wheeze’s own answer, and a wheezing case says yes to a noise', () => {
    expect(talk(croup(), '쌕쌕거리는 건요?').text).toMatch(/^아니요, 내쉴 때 쌕쌕/);
    const asthma = talk(byId('acute-asthma-exacerbation'), '숨 쉴 때 소리 나요?');
    expect(facts(asthma)).toEqual(['symptom:wheezing']);
    expect(asthma.text).toMatch(/^네/);
  });
});

describe("an infant's weight is growth", () => {
  it('reads a weight question in a conversation about a baby as growth, not the last subject', () => {
    expect(keys('몸무게 얼마예요?', ['분유는 하루에 얼마나 먹어요?'])).toEqual(['growth']);
    expect(keys('아기 몸무게는 얼마나 나가요?', ['기저귀는 몇 번 갈았어요?'])).toEqual(['growth']);
    expect(keys('애 키는 또래보다 작아요?')).toEqual(['growth']);
    // An adult asked the same is not a child's growth.
    expect(keys('몸무게 얼마예요?', ['담배 피우세요?'])).not.toContain('growth');
  });

  it('answers from the growth sentence', () => {
    const r = talk(
      byId('rsv-bronchiolitis-infant'),
      '기저귀는 몇 번 갈았어요?',
      '아기 몸무게는 얼마나 나가요?',
    );
    expect(facts(r)).toEqual(['topic:growth']);
  });

  it('answers the wet nappies from the feeding sentence that tells them', () => {
    const r = talk(byId('rsv-bronchiolitis-infant'), '기저귀는 몇 개 적셨어요?');
    expect(r.text).toMatch(/기저귀/);
    expect(r.text).not.toMatch(/모르겠/);
  });
});

describe('엽산 in pregnancy is prenatal care (the vocabulary: 산전 관리, 엽산 복용)', () => {
  it('is read as prenatal care', () => {
    for (const u of ['엽산 드세요?', '엽산은 챙겨 드시고 있어요?', '엽산 먹고 있어?'])
      expect(keys(u), u).toEqual(['prenatalCare']);
  });

  it('is answered from the sentence that names it, wherever the case tells it', () => {
    const first = talk(byId('first-trimester-prenatal-visit'), '엽산 드세요?');
    expect(first.text).toMatch(/엽산/);
    // The eclampsia case names 엽산 only in its medication sentence.
    const ecl = talk(byId('eclampsia-antepartum'), '엽산 드세요?');
    expect(ecl.text).toMatch(/엽산/);
    expect(facts(ecl)).toEqual(['topic:prenatalCare']);
  });
});

describe('who smokes at home', () => {
  it('is the household smoking a child’s case tells, never the pets', () => {
    const r = talk(byId('rsv-bronchiolitis-infant'), '집에서 담배 피우는 사람 있어요?');
    expect(facts(r)).toEqual(['topic:smoking']);
    expect(r.text).toMatch(/담배/);
    expect(r.text).not.toMatch(/반려동물/);
  });
});

describe('tune classes of the new encounters', () => {
  it('reads each as the question it is', () => {
    const cases_: [string, string[], string[]?][] = [
      ['배꼽 주변이 아파요?', ['abdominalPain']],
      ['계속 아파요 아니면 왔다갔다 해요?', ['duration'], ['어떻게 아파요?']],
      ['앉으면 어때요?', ['aggravating']],
      ['물은 좀 드셨어요?', ['fluidIntake']],
      ['어디가 제일 불편해요?', ['openQuestion']],
      ['갑자기 그런 거예요?', ['onset']],
      ['(목 굽혀 보기)', ['nuchalRigidity']],
      ['(정강이 눌러 본다)', ['legEdema']],
      ['(배 두드려 보고 만져 본다)', ['abdomenPercussion', 'abdomenPalpation']],
      ['요추천자 검사를 할게요', ['tests']],
      ['예전 수술 때문에 장이 붙어서 막힌 장폐색 같아요', ['likelyDiagnosis']],
      ['방귀는 나와요?', ['constipation']],
      ['psychiatric history 있어요?', ['psychiatricHistory']],
      ['술이나 다른 drug 하세요?', ['alcohol', 'substanceUse']],
      ['최근에 감기 앓은 적 있어요?', ['event']],
      ['같이 사는 가족 중에 아픈 사람은요?', ['sickContact']],
      ['소변은 어때요? 양이 줄었어요?', ['urineVolume']],
      ['물 같은 게 흐르진 않았어요?', ['vaginalDischarge']],
    ];
    for (const [u, expected, previous] of cases_)
      expect(keys(u, previous).sort(), u).toEqual([...expected].sort());
    // '자주 감기 걸려요?' is how often one falls ill, not an illness just before.
    expect(analyzeUtterance('요즘 자주 감기 걸리거나 열이 나요?').topics).not.toContain('event');
  });

  it('answers flatus the Korean way: no to whether it passes, yes to whether it does not', () => {
    const sbo = byId('small-bowel-obstruction');
    expect(talk(sbo, '방귀는 나와요?').text).toMatch(/^아니요/);
    expect(talk(sbo, '방귀도 안 나와요?').text).toMatch(/^네/);
  });

  it('tells what was eaten from the event, and the pain’s quality from a sentence of the belly', () => {
    const sbo = byId('small-bowel-obstruction');
    const food = talk(sbo, '어제 뭐 드셨어요?');
    expect(facts(food)).toContain('topic:event');
    const how = talk(sbo, '배는 어디가 아프세요?', '어떻게 아파요?');
    expect(facts(how)).toEqual(['topic:character']);
    expect(talk(sbo, '배는 어디가 아프세요?').text).toMatch(/배꼽 주변이 아파요/);
  });

  it('does not take an operation had before for one proposed', () => {
    const r = talk(byId('small-bowel-obstruction'), '예전 수술 때문에 장이 붙어서 막힌 장폐색 같아요');
    expect(r.disclosed).toEqual([]);
    expect(r.text).not.toMatch(/수술이요/);
  });

  it('answers a vague urine question from the volume the case tells', () => {
    const r = talk(byId('heart-failure-exacerbation'), '소변은 어때요?');
    expect(r.text).toMatch(/소변이 평소보다 확 줄었어요/);
  });
});

describe('red flags asked right after an unrelated topic (a sweep of our own over every case)', () => {
  /** Every case with the topic, asked `question` right after `before`: the topic is what answers. */
  const sweep = (topic: keyof Case['history'], before: string, question: string) => {
    const missed: string[] = [];
    for (const c of cases.filter((x) => x.history[topic])) {
      const r = talk(c, before, question);
      if (!r.disclosed.some((d) => d.key === topic)) missed.push(`${c.id}: ${r.text}`);
    }
    return missed;
  };

  it('hears where the pain spreads, however it is put', () => {
    for (const q of ['어디로 퍼지는 느낌 있어요?', '통증이 어디로 이동해요?', '다른 곳까지 아파요?'])
      expect(sweep('radiation', '열은요?', q), q).toEqual([]);
  });

  it('hears how it has gone, and when it is worse or better', () => {
    for (const q of ['시간 지나면서 어때요?', '악화되고 있어요?'])
      expect(sweep('course', '담배 피우세요?', q), q).toEqual([]);
    expect(sweep('aggravating', '술은 드세요?', '더 심해지는 때가 있어요?')).toEqual([]);
    expect(sweep('relieving', '커피 드세요?', '덜해지는 때는요?')).toEqual([]);
  });

  it('never takes the complaint’s onset or duration for a detail of a habit or a relative', () => {
    for (const q of ['언제 처음 그랬어?', '증상 시작은 언제부터?'])
      expect(sweep('onset', '가족 중에 아픈 분 있어요?', q), q).toEqual([]);
    for (const q of ['한 번 아프면 얼마나 가요?', '몇 분 정도 가?'])
      expect(sweep('duration', '술 드세요?', q), q).toEqual([]);
    // A true measure of the habit still follows it.
    expect(keys('하루에 몇 잔이요?', ['술 드세요?'])).toEqual(['alcohol']);
  });

  it('reads chart words with history after them', () => {
    for (const [u, k] of [
      ['surgery history?', 'surgery'],
      ['travel history 있어요?', 'travel'],
      ['smoking hx는요?', 'smoking'],
      ['medication history 알려 주세요', 'medication'],
    ] as const)
      expect(keys(u), u).toContain(k);
  });

  it('answers a drug reaction from what the case says of allergies, or the ordinary no', () => {
    for (const id of ['acute-cholecystitis', 'acute-appendicitis']) {
      const r = talk(byId(id), '열 나요?', '약 부작용 있었던 적?');
      expect(r.text, id).not.toMatch(/모르겠/);
    }
  });
});

describe('spoken spellings and an earlier episode after a denied symptom', () => {
  it('reads 아퍼 as 아파 and the particle 두 as 도', () => {
    expect(keys('어디 아퍼요?', ['열 나요?'])).toEqual(['location']);
    expect(keys('예전에두 그랬어요?')).toContain('experience');
  });

  it("answers '예전에도 그랬어요?' from the earlier episodes when the symptom just asked was denied", () => {
    const r = talk(byId('acute-cholecystitis'), '어지러워요?', '예전에도 그랬어요?');
    expect(facts(r)).toEqual(['topic:experience']);
    // Asked of that symptom in words of its own, the denial stands.
    const own = talk(byId('acute-cholecystitis'), '전에도 어지러운 적 있어요?');
    expect(own.text).toMatch(/^아니요/);
  });
});
