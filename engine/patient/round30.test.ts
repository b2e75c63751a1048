/**
 * Issue 16, round 30: the classes five new encounters (conversations-r30.yaml: croup told by a mother,
 * generalised anxiety disorder, giant-cell arteritis, heart failure asked in chart abbreviations,
 * diabetic ketoacidosis in 반말) and a probe of red-flag questions after unrelated turns over the
 * whole library (bench/patient/_probe30.ts) exposed, each over several cases, with controls:
 * 1. 안 inside a word is no denial: '불안하세요?' was read as a negative question and answered
 *    '아니요, …불안해요' in every case with anxiety (452 of the probe's questions), and a summary's
 *    '불안하시고' as a denial of the anxiety;
 * 2. a feeling made worse by a condition ('늦으면 더 불안하세요?', '월말에 더 불안해요?') asks what makes
 *    it worse, not whether the feeling is there;
 * 3. a part's pain under a condition ('머리 빗을 때 아프세요?', '씹을 때 턱이 아프진 않으세요?') is the
 *    factor, told by the case's sentence of it, never the complaint's yes/no;
 * 4. a pain at a site the case lists under another name ('어깨 아프세요?' of morning aches of the
 *    shoulders) is told by that sentence, never a bare 'no';
 * 5. the pillows slept on are the orthopnoea, not the sleep;
 * 6. summaries: a swelling denied in the honorific ('다리는 안 부으신 거죠?'), a function called fine
 *    that the case lists as a symptom ('잠은 잘 주무시는' of insomnia), a year and a half;
 * 7. a follow-up after two symptoms of which the patient has one ('콧물이랑 설사는요?' → '언제부터요?')
 *    asks of the one the patient has; its own words date it; an absent one after a yes is set
 *    against it ('설사는 없어요', not '설사도');
 * 8. words: insulin taken as told is adherence, what a cough sounds like its character, chart
 *    abbreviations and English lists (DOE, PND, orthopnea, wt gain, CP, N/V/D, leg swelling,
 *    'smoking, alcohol'), a child's nursery, choking, swallowing, breathing asked how it is, a late
 *    open question, HbA1c;
 * 8b. what a child drinks is told by the feeding sentence that says it ('물이랑 우유는 잘 마셔요'),
 *    never 'I don't know';
 * 8c. a bare condition said after a symptom question without a question mark ('DOE 있으세요? 계단
 *    오를때') says when it comes: no factor asked, none told;
 * 9. nothing volunteered from the learner's own words: a department in a greeting, a disease named
 *    after an artery, work asked by its trouble, urine asked by its amount; and words holding another
 *    symptom's word ('하루에 두 통', '가래떡').
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

describe('1. 안 inside 불안 is no denial', () => {
  it.each([
    ['generalized-anxiety-disorder', '불안하세요?'],
    ['irritable-bowel-syndrome', '요즘 많이 불안하세요?'],
    ['graves-disease-diarrhea', '불안하신가요?'],
    ['panic-attack-chest-pain', '평소에도 불안하세요?'],
    ['irritable-bowel-syndrome-constipation', '불안하세요? 초조하거나'],
  ])('%s: %s → a yes', (id, text) => {
    const r = talk(byId(id), '담배 피우세요?', text);
    expect(r.text, r.text).toMatch(/^네/);
    expect(facts(r)).toContain('symptom:anxiety');
  });
  it.each([
    ['generalized-anxiety-disorder', '불안하진 않으세요?'],
    ['graves-disease-diarrhea', '불안하지는 않으시죠?'],
  ])('control %s: %s (asked negatively) → a no that tells it', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^아니/);
  });
  it.each([
    ['generalized-anxiety-disorder', '정리하면 열 달 전부터 불안하시고 잠을 잘 못 주무시는 거죠?'],
    ['graves-disease-diarrhea', '정리해보면 불안하시고 설사를 하시는 거죠?'],
  ])('%s: a true summary with 불안하시고 is confirmed: %s', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^네/);
  });
});

describe('2. a feeling made worse by a condition is what makes it worse', () => {
  it.each([
    ['애들 귀가가 늦으면 더 불안하세요?', /귀가가 늦을 때/],
    ['월말에 더 불안해요?', /월말/],
    ['커피 마시면 더 불안해요?', /커피/],
    ['실적 마감 때 특히 더 걱정되세요?', /마감/],
  ])('generalized-anxiety-disorder: %s → the aggravating sentence', (text, told) => {
    const r = talk(byId('generalized-anxiety-disorder'), text);
    expect(r.text, r.text).toMatch(told);
    expect(r.text, r.text).not.toMatch(/^아니/);
    expect(facts(r)).toContain('topic:aggravating');
  });
  it.each([
    ['애들 귀가가 늦으면 더 불안하세요?', ['aggravating']],
    ['혼자 있을 때 더 우울하세요?', ['aggravating']],
    ['사람 많은 데 가면 더 예민해져?', ['aggravating']],
  ])('keys: %s → %j', (text, want) => {
    expect(keys(text)).toEqual(want);
  });
  it('control: 전에 더 불안했어요? stays the anxiety', () => {
    expect(keys('전에 더 불안했어요?')).toContain('anxiety');
  });
});

describe('3. a part that hurts under a condition is the factor', () => {
  it.each([
    ['머리 빗을때 아프세요?', ['aggravating']],
    ['머리 감을 때 아파요?', ['aggravating']],
    ['머리 감으면 아파요?', ['aggravating']],
  ])('keys: %s → %j', (text, want) => {
    expect(keys(text)).toEqual(want);
  });
  it.each([
    ['머리가 아프세요?', 'headache'],
    ['머리때문에 아파요?', 'headache'],
    ['머리 아플 때 토해요?', 'vomiting'],
  ])('control: %s keeps %s', (text, k) => {
    expect(keys(text)).toContain(k);
  });
  it.each([
    ['giant-cell-arteritis', '머리 빗을때 아프세요?', /머리 빗을 때/, /^(?!아니)/],
    ['giant-cell-arteritis', '씹을 때 턱이 아프진 않으세요?', /턱이 뻐근하게/, /^아니/],
    ['giant-cell-arteritis', '씹으면 턱 아파요?', /턱이 뻐근하게/, /^네/],
  ])('%s: %s → the factor sentence', (id, text, told, lead) => {
    const r = talk(byId(id), '드시는 약 있으세요?', text);
    expect(r.text, r.text).toMatch(told);
    expect(r.text, r.text).toMatch(lead);
  });
});

describe('4. a pain at a site the case tells under another name', () => {
  it.each([
    ['giant-cell-arteritis', '어깨 아프세요?', /^네, .*어깨/],
    ['giant-cell-arteritis', '엉덩이는 안 아프세요?', /^아니요, .*엉덩이/],
    ['giant-cell-arteritis', '양쪽 어깨 아프세요?', /^네, .*어깨/],
    ['generalized-anxiety-disorder', '어깨 아프세요?', /^네, .*어깨/],
    ['generalized-anxiety-disorder', '어깨는 안 아프세요?', /^아니요, .*어깨/],
  ])('%s: %s → that sentence', (id, text, want) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(want);
  });
  it.each([
    ['giant-cell-arteritis', '무릎 아프세요?'],
    ['hypothyroidism-depression', '무릎 아프세요?'],
  ])('control %s: %s → no', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^아니/);
  });
});

describe('5. the pillows slept on are the orthopnoea', () => {
  it.each([
    ['heart-failure-exacerbation', '베개 몇개 베고 주무세요?', '세 개'],
    ['mitral-stenosis-hemoptysis', '베개 몇 개 베고 주무세요?', '두 개'],
    ['end-stage-kidney-disease-dialysis-bad-news', '베개는 몇 개 베고 주무세요?', '두 개'],
    ['heart-failure-fluid-weight-gain', '베개를 몇 개나 베고 주무세요?', '두 개'],
  ])('%s: %s → the orthopnoea, not the sleep', (id, text, told) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(told);
    expect(facts(r)).toEqual(['symptom:orthopnea']);
  });
  it('control: 잠은 잘 주무세요? is the sleep', () => {
    expect(keys('잠은 잘 주무세요?')).toEqual(['sleep']);
  });
});

describe('6. summaries: a swelling denied, a function called fine, a year and a half', () => {
  it.each([
    ['heart-failure-exacerbation', '정리하면 2주 전부터 숨이 차시고 다리는 안 부으신 거죠?', /부었/],
    ['heart-failure-exacerbation', '정리해 보면 발목은 안 부으셨고 숨이 차신 거죠?', /부었/],
    ['generalized-anxiety-disorder', '정리하면 잠은 잘 주무시는 거죠?', /뒤척/],
    ['generalized-anxiety-disorder', '정리하면 1년 반 전부터 불안하셨던 거죠?', /열 달/],
  ])('%s: %s → corrected', (id, text, told) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toMatch(told);
  });
  it.each([
    ['heart-failure-exacerbation', '정리하면 2주 전부터 숨이 차시고 다리도 부으신 거죠?'],
    ['generalized-anxiety-disorder', '정리하면 열 달 전부터 불안하셨고 잠을 잘 못 주무시는 거죠?'],
  ])('control %s: %s → confirmed', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^네/);
  });
});

describe('7. a follow-up after two symptoms, one absent; an absent one after a yes', () => {
  it.each([
    ['croup-laryngotracheobronchitis', '콧물이랑 설사는요?', '언제부터요?', '이틀 전부터'],
    ['croup-laryngotracheobronchitis', '열이나 토하는 건요?', '언제부터요?', '이틀 전부터'],
    ['croup-laryngotracheobronchitis', '콧물 나요?', '언제부터요?', '이틀 전부터'],
  ])('%s: %s → %s → %s', (id, first, then, told) => {
    const r = talk(byId(id), '기침은 언제부터 했어요?', first, then);
    // The symptom's own date, briefly (it was said), not the complaint's onset again.
    expect(r.text, r.text).toBe(`${told}요.`);
  });
  it.each([
    ['croup-laryngotracheobronchitis', '콧물이랑 설사는요?', '설사는 없어요'],
    ['croup-laryngotracheobronchitis', '기침이나 가래는요?', '가래는 없어요'],
    ['croup-laryngotracheobronchitis', '열은요? 오한은?', '춥거나 떨리는 건 없어요'],
    ['heart-failure-exacerbation', '다리 부었어요? 설사는?', '설사는 없어요'],
  ])('%s: %s → %s', (id, text, want) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(want);
  });
  it('control: all absent keeps 도', () => {
    expect(talk(byId('croup-laryngotracheobronchitis'), '설사나 혈변은요?').text).toMatch(/도 없어요/);
  });
});

describe('8. words learners use', () => {
  it.each([
    ['인슐린은 잘 맞았어?', ['adherence']],
    ['인슐린 잘 맞고 있어?', ['adherence']],
    ['주사는 제때 맞으셨어요?', ['adherence']],
    ['기침 소리가 어떤 소리예요?', ['character', 'cough']],
    ['기침을 무슨 소리로 해요?', ['character', 'cough']],
    ['DOE 있으세요?', ['dyspnea']],
    ['PND는요?', ['pnd']],
    ['orthopnea 있으세요?', ['orthopnea']],
    ['wt gain 있으세요?', ['weightGain']],
    ['wt loss 있어?', ['weightLoss']],
    ['CP는 없으시죠?', ['chestPain']],
    ['N/V/D 있어?', ['nausea', 'vomiting', 'diarrhea']],
    ['leg swelling은요?', ['edema']],
    ['smoking, alcohol은요?', ['smoking', 'alcohol']],
    ['SOB, CP 있어요?', ['dyspnea', 'chestPain']],
    ['어린이집 다녀요?', ['occupation']],
    ['혹시 뭐 먹다가 갑자기 캑캑거린 적은 없어요?', ['event']],
    ['장난감 삼킨 건 아니죠?', ['event']],
    ['침 흘리거나 잘 못 삼키진 않아요?', ['dysphagia']],
    ['숨 쉬는 건 어때요?', ['dyspnea']],
    ['더 말씀하실 건요?', ['invitingQuestions']],
    ['HbA1c 최근에 얼마였어?', ['checkup']],
    ['당화혈색소는 몇이래요?', ['checkup']],
  ])('%s → %j', (text, want) => {
    expect(keys(text)).toEqual(want);
  });
  it.each([
    ['diabetic-ketoacidosis', '인슐린은 잘 맞았어?', /건너뛰/],
    ['heart-failure-exacerbation', 'PND는요?', /벌떡/],
    ['heart-failure-exacerbation', 'smoking, alcohol은요?', /담배.*술/],
    ['heart-failure-exacerbation', 'wt gain 있으세요?', /4킬로/],
  ])('%s: %s → told', (id, text, told) => {
    expect(talk(byId(id), text).text).toMatch(told);
  });
});

describe('8b. what a child drinks, from the feeding sentence', () => {
  it.each([
    ['croup-laryngotracheobronchitis', '물은 잘 마셔요?'],
    ['common-cold', '물은 잘 먹어요?'],
    ['acute-otitis-media-toddler', '물은 잘 마셔?'],
    ['kawasaki-disease', '물은 좀 마셔요?'],
    ['simple-febrile-seizure', '우유랑 물은 잘 마셔요?'],
  ])('%s: %s → the feeding sentence', (id, text) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/물/);
    expect(r.text, r.text).not.toMatch(/모르/);
  });
  it('croup-laryngotracheobronchitis: 밥이랑 물은 잘 먹어요? of the child → feeding and fluidIntake', () => {
    expect(keys('밥이랑 물은 잘 먹어요?', ['애가 처지거나 잘 안 놀아요?'])).toEqual([
      'feeding',
      'fluidIntake',
    ]);
  });
});

describe('8c. a bare condition after a symptom question', () => {
  it.each([
    ['DOE 있으세요? 계단 오를때', ['dyspnea']],
    ['숨차세요? 걸을 때', ['dyspnea']],
    ['어지러우세요? 일어날 때', ['dizziness']],
    ['가슴 아프세요? 계단 오를 때', ['chestPain']],
  ])('%s → %j', (text, want) => {
    expect(keys(text)).toEqual(want);
  });
  it('heart-failure-exacerbation: DOE 있으세요? 계단 오를때 → the breathlessness only', () => {
    expect(facts(talk(byId('heart-failure-exacerbation'), 'DOE 있으세요? 계단 오를때'))).toEqual([
      'symptom:dyspnea',
    ]);
  });
  it.each([
    ['걸을 때는요?', 'aggravating'],
    ['숨차세요? 계단 오를 때?', 'aggravating'],
  ])('control: %s keeps %s', (text, k) => {
    expect(keys(text)).toContain(k);
  });
});

describe("9. nothing volunteered from the learner's own words", () => {
  it.each([
    ['generalized-anxiety-disorder', '안녕하세요 정신건강의학과 실습학생 이준호입니다'],
    ['major-depression-suicide-risk', '안녕하세요 정신과 학생의사 김민지입니다'],
    ['giant-cell-arteritis', '측두동맥염이 의심돼서 오늘 바로 스테로이드 치료 시작할게요'],
  ])('%s: %s → nothing disclosed', (id, text) => {
    expect(facts(talk(byId(id), text))).toEqual([]);
  });
  it.each([
    ['밥이랑 물은 잘 드세요?', ['appetite', 'fluidIntake']],
    ['일하시는 데 지장은요?', ['dailyFunction']],
    ['회사 일에 영향 있어요?', ['dailyFunction']],
    ['소변은 어때요 양은', ['urineVolume']],
    ['하루에 두 통 피우세요?', ['smoking']],
    ['가래떡 드시면 걸려요?', []],
  ])('%s → %j', (text, want) => {
    expect(keys(text)).toEqual(want);
  });
  it.each([
    ['정신과 치료 받으신적은요?', 'psychiatricHistory'],
    ['(측두동맥 촉진)', 'temporalArteryPalpation'],
    ['두통 있으세요?', 'headache'],
    ['두통요?', 'headache'],
    ['가래 있어요?', 'sputum'],
    ['일은 무슨 일 하세요?', 'occupation'],
    ['어린이집 다니죠? 반에 아픈 애들 있어요?', 'sickContact'],
  ])('control: %s → %s', (text, k) => {
    expect(keys(text)).toContain(k);
  });
});
