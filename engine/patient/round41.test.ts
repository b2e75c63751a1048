/**
 * Round 41 (issue 16, the lead's ectopic-pregnancy walk on the merged main): a bare '색깔은요?' after
 * the bleeding was told asks its colour; a pain score asked after the bleeding's amount and the pain
 * were told in one answer gets the score, not the pads again.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { talk as converse } from './conversation-helpers';
import { createPatientEngine, deniesSign } from './engine';

const cases = new Map(loadCases().map((c) => [c.id, c]));

/** Replies to each turn in order; returns the last reply. */
function talk(id: string, ...turns: string[]) {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return converse(c, ...turns);
}

const CLARIFY = /무슨 말씀|다시 한 번|잘 모르겠|잘 못 알아들|뭐라고/;

describe('round 41: the colour asked bare after the bleeding was told', () => {
  it.each([
    ['ectopic-pregnancy', ['어디가 불편해서 오셨어요?', '피는 언제부터 났어요?', '색깔은요?'], /검붉은/],
    [
      'ectopic-pregnancy',
      ['피는 언제부터 났어요?', '양은 얼마나 돼요? 패드 몇개 정도 적셔요?', '색깔은요'],
      /검붉은/,
    ],
    ['placenta-previa', ['어디가 불편해서 오셨어요?', '피는 언제부터 났어요?', '색깔은요?'], /새빨간/],
    ['incomplete-abortion', ['어디가 불편해서 오셨어요?', '피는 언제부터요?', '색깔은요?'], /새빨간/],
    ['endometrial-polyp', ['어디가 불편해서 오셨어요?', '피는 언제부터 났어요?', '색깔은요?'], /갈색|분홍/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 41: a pain score asked after the amount and the pain were told together', () => {
  it.each([
    [
      'ectopic-pregnancy',
      [
        '피는 언제부터 났어요?',
        '양은 얼마나 돼요? 패드 몇개 정도 적셔요?',
        '통증 점수로 하면 10점 중에 몇점?',
      ],
    ],
    [
      'ectopic-pregnancy',
      ['피는 언제부터 났어요?', '양은 얼마나 돼요? 패드 몇개 정도 적셔요?', '배 아픈거 몇점이에요?'],
    ],
    [
      'ectopic-pregnancy',
      ['피는 언제부터 났어요?', '양은 얼마나 돼요? 패드 몇개 정도 적셔요?', 'NRS로는 몇 점?'],
    ],
    [
      'ectopic-pregnancy',
      ['피는 언제부터 났어요?', '양은 얼마나 돼요? 패드 몇개 정도 적셔요?', '아픈 건 점수로 치면요?'],
    ],
  ])('%s: %j', (id, turns) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(/10점 중에 8점/);
    expect(r.text).not.toMatch(/팬티라이너/);
  });
});

describe("round 41: a sign named alone gets the symptom's own sentence that speaks of it", () => {
  it.each([
    ['kawasaki-disease', ['눈이 빨갛거나 충혈된건 없었어요?', '눈곱은요?'], /눈곱은 안 껴요/],
    ['kawasaki-disease', ['눈곱 끼어요?'], /눈곱은 안 껴요/],
    ['stevens-johnson-syndrome', ['눈곱은요?'], /눈곱이 껴요/],
    ['acute-otitis-media-toddler', ['눈곱 껴요?'], /눈곱이 끼진 않아요/],
    ['common-cold', ['눈곱은요?'], /눈곱이 끼진 않아요/],
    ['granulomatosis-with-polyangiitis', ['피딱지는요?'], /피딱지/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });

  it('a sign no sentence of the case names still asks what was meant', () => {
    expect(talk('acute-myocardial-infarction', '눈곱은요?').text).toMatch(CLARIFY);
  });
});

describe("round 41: a sign the symptom's own sentence denies is a no, whatever the symptom", () => {
  it.each([
    ['kawasaki-disease', '물집은요?', /^아니요, 물집은 없어요/],
    ['kawasaki-disease', '물집 있어요?', /^아니요, 물집은 없어요/],
    ['kawasaki-disease', '물집 생겼어요?', /^아니요, 물집은 없어요/],
    // Controls: the sign told as there, and a sentence whose 안 is of something else.
    ['stevens-johnson-syndrome', '물집 있어요?', /^네, .*물집이 번지고/],
    ['chronic-kidney-disease-renal-anemia', '소변에 거품 있어요?', /^네, 소변에 거품이 많이/],
    ['nephrotic-syndrome-secondary-dyslipidemia', '거품뇨 있어요?', /^네, 소변에 거품이/],
  ])('%s: %s', (id, u, fact) => {
    expect(talk(id, u).text).toMatch(fact);
  });

  it('across the library, no sign a present symptom denies is answered with a yes', () => {
    const signs = ['눈곱', '고름', '진물', '물집', '딱지', '비듬', '각질', '거품'];
    let checked = 0;
    for (const c of cases.values())
      for (const fact of Object.values(c.symptoms)) {
        if (!fact?.present || !fact.detail) continue;
        for (const sign of signs) {
          if (!deniesSign(fact.detail, sign)) continue;
          checked += 1;
          const r = createPatientEngine(c).reply([], `${sign} 있어요?`);
          expect(r.text, `${c.id}: ${sign}`).not.toMatch(/^(네|예)[,.]/);
        }
      }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('round 41: a word that only looks like the condition asked does not answer it', () => {
  it.each([
    ['migraine-with-aura', '누우면 좀 나아요?', /지그재그/],
    ['migraine-with-aura', '누우면 나아져요?', /지그재그/],
    ['migraine-with-aura', '누워 있으면 괜찮아요?', /지그재그/],
    ['acute-angle-closure-glaucoma', '누우면 좀 나아요?', /영화관/],
  ])('%s: %s (눈 is not 누우)', (id, u, wrong) => {
    const r = talk(id, u);
    expect(r.text).not.toMatch(wrong);
    expect(r.text).not.toMatch(/^(네|예)[,.]/);
  });

  it('the condition told in its own words still answers (control)', () => {
    expect(talk('vestibular-migraine', '누우면 좀 나아요?').text).toMatch(/^네, .*누워서/);
  });
});

describe('round 41: the cycle named alone is the menstrual pattern', () => {
  it.each([
    ['primary-dysmenorrhea', '원래 주기는 어때요?', /28일에서 30일마다/],
    ['primary-dysmenorrhea', '주기는요?', /28일에서 30일마다/],
    ['polycystic-ovary-syndrome', '원래 주기는 어때요?', /두세 달에 한 번/],
    ['polycystic-ovary-syndrome', '평소 주기가 어떻게 돼요?', /두세 달에 한 번/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.understanding.topics).toContain('menstrualPattern');
    expect(r.text).toMatch(fact);
  });
});

describe('round 41: a topic telling the bleeding and the pain apart answers the one asked', () => {
  it.each([
    ['ectopic-pregnancy', '양은 얼마나 돼요? 패드 몇개 정도 적셔요?', /팬티라이너/, /10점/],
    ['ectopic-pregnancy', '어떻게 아파요? 쥐어짜듯이? 콕콕 찌르듯이?', /칼로 찌르는/, /검붉은|덩어리/],
    ['ectopic-pregnancy', '통증 점수로 하면 10점 중에 몇점?', /10점 중에 8점/, /팬티라이너/],
    ['placental-abruption', '배 아픈 건 몇 점이에요?', /9점/, /패드/],
    ['placental-abruption', '피는 얼마나 나와요? 패드 몇 장?', /패드 한 장/, /9점/],
    ['incomplete-abortion', '피 양은 얼마나 돼요? 생리대 몇 개?', /생리대를 여섯 개/, /6점/],
    ['incomplete-abortion', '통증은 몇 점이에요?', /6점/, /생리대|흠뻑/],
  ])('%s: %s', (id, u, fact, not) => {
    const r = talk(id, u);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(not);
  });

  it('asked of neither, the whole account (control)', () => {
    const r = talk('ectopic-pregnancy', '얼마나 심해요?');
    expect(r.text).toMatch(/팬티라이너/);
    expect(r.text).toMatch(/10점 중에 8점/);
  });
});

describe("round 41: '배 아파요?' of a lower-belly pain listed as pelvic pain is that pain", () => {
  it.each([
    ['endometriosis', '배 아파요?'],
    ['incomplete-abortion', '배 아프세요?'],
    ['hydatidiform-mole', '배 아파요?'],
    ['interstitial-cystitis-bladder-pain-syndrome', '배 아파요?'],
  ])('%s: %s', (id, u) => {
    const r = talk(id, u);
    expect(r.text).toMatch(/^네, /);
    expect(r.text).toContain(cases.get(id)!.symptoms.pelvicPain!.detail!.slice(0, 6));
  });

  it('across the library, no such case denies a belly pain', () => {
    let checked = 0;
    for (const c of cases.values()) {
      if (!c.symptoms.pelvicPain?.present || c.symptoms.abdominalPain) continue;
      checked += 1;
      const r = createPatientEngine(c).reply([], '배 아파요?');
      expect(r.text, c.id).not.toMatch(/^아니요|없었어요|없어요\.$/);
    }
    expect(checked).toBeGreaterThanOrEqual(17);
  });

  it('the upper belly asked is not the pelvic pain (control)', () => {
    expect(talk('incomplete-abortion', '윗배 아파요?').text).toMatch(/^아니요/);
  });
});
