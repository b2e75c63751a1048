/**
 * Issue 16, round 13: the classes found by four new tune encounters aimed at red-flag questions
 * (bench/patient/conversations-r13.yaml: NSTEMI with neck and jaw pain in 반말, symptomatic AAA in
 * English chart words, cauda equina with run-together red flags, spinal metastasis of breast
 * cancer) and the round 12 leftovers, each table-driven over several cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { facts, keys, talk } from './conversation-helpers';
import { PHRASES } from './phrasing';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});
const sorted = (a: string[]) => [...new Set(a)].sort();
const CLARIFY = new Set(
  [...Object.values(PHRASES.clarify), ...Object.values(PHRASES.clarifyWhich)].flat() as string[],
);

describe('how a pain spreads is the radiation, never a symptom of the part it reaches', () => {
  it.each([
    ['다리로 저리게 내려가요?', ['radiation']],
    ['팔로 저리게 뻗쳐요?', ['radiation']],
    ['다리까지 찌릿하게 뻗쳐요?', ['radiation']],
    ['옆구리나 다리로 퍼지는 느낌 있어요?', ['radiation']],
    ['어깨나 팔로 퍼져요?', ['radiation']],
    ['턱이나 어깨로 뻗치는 느낌은?', ['radiation']],
    // A symptom asked beside the spread, or on its own, is still asked.
    ['다리로 뻗치고 저리세요?', ['numbness', 'radiation']],
    ['다리가 저리고 허리가 아파요?', ['backPain', 'numbness']],
    ['발까지 저리세요?', ['numbness']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    // The AAA's pain spreads to the flank and groin, not down the legs: answered from the radiation.
    ['symptomatic-abdominal-aortic-aneurysm-back-pain', '다리로 저리게 내려가요?', /옆구리|사타구니/],
    ['breast-cancer-spinal-metastasis-back-pain', '옆구리나 다리로 퍼지는 느낌 있어요?', /옆구리까지/],
    ['cauda-equina-syndrome-incomplete-disc', '다리까지 찌릿하게 뻗쳐요?', /발 바깥쪽까지/],
    ['nstemi-referred-neck-jaw-pain', '팔로 저리게 뻗쳐요?', /턱이랑 왼쪽 어깨/],
  ])('%s: %s', (id, u, reply) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(reply);
    expect(facts(r)).toEqual(['topic:radiation']);
  });
});

describe("a part or symptom in a factor's condition is the factor only", () => {
  it.each([
    ['허리 숙이면 더 아파요?', ['aggravating']],
    ['허리를 숙이면 더 아파요?', ['aggravating']],
    ['기침하면 더 아파?', ['aggravating']],
    ['기침할 때 더 아파요?', ['aggravating']],
    ['기침하실 때 더 아프세요?', ['aggravating']],
    ['재채기하면 심해져요?', ['aggravating']],
    ['등 펴면 나아요?', ['relieving']],
    ['밤에도 아파요?', ['aggravating']],
    ['자다가도 아파요?', ['aggravating']],
    // The back asked on its own, and a symptom that is the subject of the factor, stay.
    ['허리 아파요?', ['backPain']],
    ['손 떨리는 게 쉴 때 더 심하세요?', ['aggravating', 'tremor']],
    ['기침할 때 피나요?', ['hemoptysis']],
    ['밤에도 기침해요?', ['cough']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    ['symptomatic-abdominal-aortic-aneurysm-back-pain', '허리 숙이면 더 아파요?', /자세와는 관계가/],
    ['cauda-equina-syndrome-incomplete-disc', '기침하면 더 아파?', /기침이나 재채기할 때/],
    ['breast-cancer-spinal-metastasis-back-pain', '밤에도 아파요?', /밤에 똑바로 누우면/],
  ])('%s: %s', (id, u, reply) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(reply);
    expect(facts(r)).toEqual(['topic:aggravating']);
  });
});

describe('words that named another key', () => {
  it.each([
    // A disease's screening is the check-ups, not the disease had before.
    ['유방암 검진은 계속 받으셨어요?', ['checkup']],
    ['위암 검진 받으셨어요?', ['checkup']],
    ['정기검진은 다니세요?', ['checkup']],
    ['유방암 앓은 적 있어요?', ['pastMedical']],
    // Hard to pass urine is never the stool.
    ['소변 보기 힘드세요?', ['hesitancy']],
    ['다리 힘 빠지거나 소변 보기 힘든 건 없어요?', ['hesitancy', 'weakness']],
    ['변 보기 힘드세요?', ['constipation']],
    // A lump's feel is its character.
    ['크기랑 딱딱한 정도는 어때요? 잘 움직여요?', ['character']],
    ['단단한 편이에요?', ['character']],
    // Which side, of a pain.
    ['양쪽 다 아파요?', ['location']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    ['breast-cancer-spinal-metastasis-back-pain', '유방암 검진은 계속 받으셨어요?', /정기검진/],
    ['breast-cancer', '크기랑 딱딱한 정도는 어때요? 잘 움직여요?', /딱딱/],
    // No factor sentence: the lump's pain sentence that speaks of touch answers '만지면 아파요?'.
    ['breast-cancer', '만지면 아파요?', /^만져도 아프지는 않아요\.$/],
  ])('%s: %s', (id, u, reply) => {
    expect(talk(byId(id), u).text).toMatch(reply);
  });
});

describe('the reason given for a test or treatment is the impression told', () => {
  it.each([
    ['심장 문제일 수 있어서 검사가 필요해요', ['likelyDiagnosis', 'tests']],
    ['혈관이 늘어나 있을 수 있어서 CT를 찍어봐야 할 것 같아요', ['likelyDiagnosis', 'tests']],
    ['뼈로 전이됐을 가능성이 있어서 검사가 필요해요', ['likelyDiagnosis', 'tests']],
    ['신경이 눌려서 응급 수술이 필요할 수도 있어요', ['likelyDiagnosis', 'treatment']],
    // Advice given for a reason is advice; '…일 수도' is a differential.
    ['비장이 커져 있을 수 있어서 한 달 정도는 격한 운동을 피하세요.', ['lifestyle']],
    ['다른 문제일 수도 있어서 검사해볼게요', ['differentials', 'tests']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });
});

describe('a factor asked right after a check expecting a no is of the complaint', () => {
  it.each([
    ['언제 제일 심해요?', 'N/V는 없죠?', ['aggravating']],
    ['뭐 하면 더 심해요?', '열은 안 나시죠?', ['aggravating']],
    ['뭐 하면 좀 나아요?', '토하진 않았죠?', ['relieving']],
    // After a plain question the symptom is still borrowed, and timing still follows a denial.
    ['언제 제일 심해요?', '토하셨어요?', ['aggravating', 'vomiting']],
    ['언제부터요?', '토하진 않았죠?', ['onset', 'vomiting']],
  ])('%s after %s → %j', (u, before, k) => {
    expect(sorted(keys(u, [before]))).toEqual(sorted(k));
  });

  it('is answered with the factor, never a clarification', () => {
    const r = talk(byId('functional-constipation'), 'N/V는 없죠?', '언제 제일 심해요?');
    expect(CLARIFY.has(r.text)).toBe(false);
    expect(facts(r)).toEqual(['topic:aggravating']);
  });
});

describe('summaries with wrong red-flag facts are corrected', () => {
  const CES = 'cauda-equina-syndrome-incomplete-disc';
  const AAA = 'symptomatic-abdominal-aortic-aneurysm-back-pain';
  it.each([
    // A day said in a clause of what was being done dates the symptom it runs into.
    [AAA, '정리하면 어제 무거운 거 들다가 허리를 삐끗하신 거죠?', /2주 전쯤부터/],
    // An event the case denies.
    [AAA, '정리하면 무거운 거 들다가 허리를 삐끗하신 거죠?', /무거운 걸 들지도 않았습니다/],
    // A function said to go well when the case tells trouble.
    [CES, '정리하면 소변은 괜찮으신 거죠?', /소변이 잘 안 나와서/],
    [CES, '정리하면 소변 보는 건 괜찮으시고 대변도 잘 보시는 거죠?', /대변을 못 봤어요/],
    ['breast-cancer-spinal-metastasis-back-pain', '정리하면 입맛은 괜찮으신 거죠?', /입맛이 없고/],
    // One side only, when the case says both and compares them ('왼쪽이 더 심해요').
    [CES, '정리하면 왼쪽 다리만 아프신 거죠?', /양쪽 엉덩이부터/],
    [
      CES,
      '정리해보면 사흘 전부터 허리랑 왼쪽 다리만 아프시고 소변은 괜찮으신 거죠?',
      /양쪽 엉덩이부터[\s\S]*소변이 잘 안 나와서/,
    ],
  ])('%s: %s', (id, u, reply) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(/^아니|^아닙니다/);
    expect(r.text).toMatch(reply);
  });

  it.each([
    [AAA, '정리하면 2주 전부터 허리가 묵직하게 아프신 거죠?'],
    [CES, '정리하면 사흘 전에 상자 들다가 허리를 다치신 거죠?'],
    // A function that goes well, and a denial of trouble in the case, are confirmed.
    ['nstemi-referred-neck-jaw-pain', '정리하면 열은 없고 목 앞이 조이는 거죠?'],
  ])('a true one is confirmed: %s %s', (id, u) => {
    expect(talk(byId(id), u).text).not.toMatch(/^아니|^아닙니다/);
  });

  it.each([
    // The summary's wrong day is its onset question too, after the onset was told: the correction
    // tells it, once (not again as a repeat of the earlier answer).
    ['acute-myocardial-infarction', '어제부터 아프셨고 왼쪽 팔로는 안 퍼지는 거죠?'],
    [AAA, '정리하면 어제부터 허리가 아프셨던 거죠?'],
    [CES, '정리하면 일주일 전부터 다리가 아프신 거죠?'],
  ])('a fact corrected is not told a second time in the same reply: %s %s', (id, u) => {
    const sentences = talk(byId(id), '언제부터 아프셨어요?', u).text.split(/(?<=[.?!])\s+/);
    // No sentence is another one again, with or without a '아까 말씀드린 것처럼' before it.
    for (const [i, one] of sentences.entries())
      for (const [j, other] of sentences.entries()) if (i !== j) expect(other.endsWith(one)).toBe(false);
  });

  it("never corrects '괜찮으시죠' when the case's sentence denies the trouble", () => {
    // '소변 자주 보거나 밤에 깨서 보는 건 없어요.': a denial, though it names waking.
    const denying = cases.filter((c) => /(건|거)\s*없어요/.test(c.history.urination?.split('.')[0] ?? ''));
    expect(denying.length).toBeGreaterThan(0);
    for (const c of denying)
      expect(talk(c, '정리하면 소변은 괜찮으신 거죠?').text, c.id).not.toMatch(/^아니|^아닙니다/);
  });
});

describe('a bare subject run into another question is asked apart', () => {
  it.each([
    ['술은 가족 중에 결석 있는 사람?', ['alcohol', 'family']],
    ['경련은 주변에 아픈 사람 있어?', ['seizure', 'sickContact']],
    ['가족 중에 심장병 있는 분 담배는?', ['family', 'smoking']],
    ['가족 중에 뇌출혈 있었던 분 smoking은요?', ['family', 'smoking']],
    ['열은 기침은 언제부터요?', ['cough', 'fever', 'onset']],
    // A subject the rest asks about, or a predicate said of it, stays one question.
    ['소변은 자주 보세요?', ['frequency']],
    ['열은 언제부터 났어요?', ['fever', 'onset']],
    ['가족은 누구랑 살아요?', ['living']],
    ['이뇨제는 꼬박꼬박 드셨어요?', ['adherence']],
    ['엽산은 챙겨 드세요?', ['prenatalCare']],
    ['분유나 모유는 잘 먹어요? 한 번에 몇 ml 먹어요?', ['feeding']],
    ['일하시는 곳에 먼지 많거나 하진 않아요?', ['environmentalExposure']],
    ['기침은 가래에 피 섞여 나와요?', ['hemoptysis']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it('answers both, in the order asked', () => {
    const r = talk(byId('nstemi-referred-neck-jaw-pain'), '가족 중에 심장병 있는 분 담배는?');
    expect(facts(r)).toEqual(['topic:family', 'topic:smoking']);
    expect(r.text).toMatch(/^오빠가[\s\S]*담배는 안 피워요/);
  });
});
