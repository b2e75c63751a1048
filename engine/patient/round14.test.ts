/**
 * Issue 16, round 14: the classes found by six new tune encounters over presentation groups no
 * earlier tune encounter used (bench/patient/conversations-r14.yaml: PSVT in run-on questions, a
 * cerebellar infarction in English chart words, a duodenal ulcer typed with slips, gastric cancer in
 * 반말, PID in mixed English, exertional rhabdomyolysis) and by the metamorphic run-together
 * variants (two questions typed as one utterance). A few representative cases per class.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { analyzeInContext } from '../nlu/analyze';
import { facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});
const sorted = (a: string[]) => [...new Set(a)].sort();

describe("'언제부터요?' after what the complaint looks like asks when it began (false fact)", () => {
  it.each([
    ['소변색깔이 어떤데요?', '언제부터요?'],
    ['소변 양은 얼마나 나와요?', '언제부터요?'],
    ['변 색깔은 어때요?', '언제부터 그랬어요?'],
  ])('%s → %s is the onset', (before, u) => {
    expect(keys(u, [before])).toEqual(['onset']);
  });

  it('the rhabdomyolysis case answers its onset, never the colour again', () => {
    const r = talk(byId('exertional-rhabdomyolysis'), '소변색깔이 어떤데요?', '언제부터요?');
    expect(facts(r)).toEqual(['topic:onset']);
    expect(r.text).toMatch(/어제 아침/);
  });

  it('a habit keeps its own detail, and the amount after the onset is still the urine', () => {
    expect(keys('언제부터요?', ['술 드세요?'])).toEqual(['drinkingPattern']);
    expect(keys('양은 얼마나 나와요?', ['소변색깔이 어떤데요?', '언제부터요?'])).toEqual(['urineVolume']);
  });
});

describe('a summary with a wrong fact is corrected (false fact)', () => {
  it('a symptom whose own words hold a negation is claimed present, and corrected', () => {
    const r = talk(
      byId('cerebellar-infarction'),
      '정리하면 오늘 아침부터 빙빙 돌고 귀도 잘 안 들리시는 거죠?',
    );
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toMatch(/귀는 잘 들려요/);
    expect(facts(r)).toContain('symptom:hearingLoss');
  });

  it.each([
    ['정리하면 오늘 운동하다가 갑자기 두근거리기 시작했고 처음 있는 일이신 거죠?'],
    ['정리하면 처음 있는 일이신 거죠?'],
  ])("'처음' against earlier episodes the course tells: %s", (u) => {
    const r = talk(byId('paroxysmal-supraventricular-tachycardia'), u);
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toMatch(/처음은 아니에요.*스물다섯 살쯤부터/);
  });

  it('a case whose experience sentence says it is the first time still confirms it', () => {
    const r = talk(byId('pelvic-inflammatory-disease'), '이런 적은 처음이신 거죠?');
    expect(r.text).not.toMatch(/처음은 아니/);
  });
});

describe('a general word is answered from the case’s own specific fact', () => {
  it('가려워요? in a discharge case is the vulval itch, answered from its own words', () => {
    const r = talk(byId('pelvic-inflammatory-disease'), '냉은 언제부터 많아졌어요?', '가려워요?');
    expect(facts(r)).toEqual(['symptom:vaginalItching']);
    expect(r.text).toMatch(/가렵지는 않아요/);
  });
});

describe('an attribute of what was just mentioned (the 피 색깔 class)', () => {
  it('blood named alone is the bleeding the patient spoke of', () => {
    const r = talk(
      byId('internal-hemorrhoids'),
      '오늘 어떤일로 오셨어요?',
      '아 피가요.. 언제부터 그러셨어요?',
      '피 색깔은 어때요?',
    );
    expect(facts(r)).toEqual(['topic:stoolColor']);
    expect(r.text).toMatch(/새빨간 피/);
  });

  it('however many turns ago the patient spoke of it, and urine blood is never read as stool blood', () => {
    // '소변이 핏빛으로' in the opening line, eight turns before; '소변이' holds the stool's '변이'.
    const r = talk(
      byId('ureteral-stone'),
      '어떻게 오셨어요?',
      '언제부터 그랬어요',
      '다른데로 퍼지나요?',
      '전에도 이런적 있으셨어요?',
      '열은요?',
      '토하셨어요?',
      '몇번이요?',
      'fever 있었어요?',
      '피 색깔은 어때요?',
    );
    expect(facts(r)).toEqual(['topic:urineColor']);
    expect(r.text).toMatch(/분홍빛/);
    expect(
      analyzeInContext('피 색깔은요?', ['열은요?'], ['아침에 소변이 핏빛으로 나와서 왔어요.', '열은 없어요.'])
        .symptoms,
    ).toEqual(['hematuria']);
  });

  it('the learner’s echo alone asks nothing new', () => {
    const r = talk(
      byId('internal-hemorrhoids'),
      '오늘 어떤일로 오셨어요?',
      '아 피가요.. 언제부터 그러셨어요?',
    );
    expect(facts(r)).toEqual(['topic:onset']);
  });

  it('after a bleeding asked, the colour of the blood is of that bleeding', () => {
    expect(sorted(keys('피 색은요?', ['까만 변 본 적 있어요?']))).toEqual(['melena', 'stoolColor']);
    expect(sorted(keys('피 색깔은요?', ['변 볼 때 피 나요?']))).toEqual(['hematochezia', 'stoolColor']);
    expect(sorted(keys('피 섞여 나왔어?', ['토한 적 있어?']))).toEqual(['hematemesis']);
  });

  it('with no bleeding said or asked, blood named alone stays unresolved', () => {
    expect(
      analyzeInContext('피 색깔은 어때요?', ['어디가 불편해서 오셨어요?'], ['머리가 아파요.']).symptoms,
    ).toEqual([]);
  });

  it('where a pain is, asked in 반말 right after it, is its location', () => {
    expect(sorted(keys('어디가?', ['배 아파?']))).toEqual(['abdominalPain', 'location']);
  });
});

describe('phrasings the new encounters missed', () => {
  it.each([
    ['계속 어지러우세요?', ['dizziness', 'duration']],
    ['지금까지 계속 뛰는거에요?', ['duration']],
    ['그땐 어떻게 멈췄어요?', ['relieving']],
    ['까만 변은 언제 봤어?', ['melena', 'onset']],
    ['근육 아픈 데는요?', ['muscleAche']],
    ['보충제 같은 것도요?', ['medication']],
    ['여기서 얘기한 건 부모님께 알리지 않아요', ['confidentiality']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });
});

describe('two questions run together with no mark between', () => {
  it.each([
    // A question ending followed by a second question: each read as the question it is.
    ['독감 주사 맞았어요 약 먹은 거 있어요?', ['medication', 'vaccination']],
    ['소변 자주 보세요 소변에 피 나온 적은요?', ['frequency', 'hematuria']],
    ['운동은 하세요 식사는 주로 어떻게 해요?', ['diet', 'exercise']],
    ['약 먹으면 나아요 진통제 한 달에 며칠 드세요?', ['medication', 'relieving']],
    // A question without a predicate before a complete one.
    ['담배는 하루 몇 갑 가족 중에 심장 안 좋은 분 있어요?', ['family', 'smoking']],
    ['술은 진통제 먹고 좀 나아졌어요?', ['alcohol', 'relieving']],
    ['심장 두근거리는 건 가족 중에 피떡 생겼던 분 있어요?', ['family', 'palpitation']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });

  it.each([
    // A plan told before a question keeps its telling; one question is never split.
    ['주사 맞으셔야 해요 괜찮으세요?', ['treatment']],
    ['약은 꼬박꼬박 드셨어요?', ['adherence']],
    ['엽산은 챙겨 드시고 있어요?', ['prenatalCare']],
    ['열은 언제부터 났어요?', ['fever', 'onset']],
    ['대마는 onset이 언제 하셨어요?', ['substanceUse']],
    ['원치 않는 성관계가 있었나요?', ['assaultDetails']],
    ['같이 사는 가족이 있어요?', ['living']],
  ])('%s → %j', (u, k) => {
    expect(sorted(keys(u))).toEqual(sorted(k));
  });
});

describe('a denial is said once in a reply', () => {
  it('a follow-up in the same message about the symptom just denied adds nothing', () => {
    const r = talk(byId('acute-myocardial-infarction'), '등은 안 아프세요? 찢어지는 느낌은요?');
    expect(r.text.match(/등은 안 아파요/g)).toHaveLength(1);
    expect(r.text).not.toMatch(/아니요/);
  });

  it('a symptom the case has is still described after it was confirmed', () => {
    const r = talk(byId('acute-myocardial-infarction'), '가슴 아프세요? 어떻게 아파요?');
    expect(r.text).toMatch(/짓누르는/);
  });
});
