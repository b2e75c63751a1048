/**
 * Round 42 (issue 16): elliptical follow-ups about an attribute of what was just asked or told, after
 * many different symptoms (conversations-r42.yaml and the tune parts' false facts): the amount or the
 * count of a bleeding ('양은요?', '피 몇 번 나왔어요?'); since when, right after the weight change;
 * since when, of a symptom whose span is told as elapsed ('한 달 넘었어요'); when it began, in a case
 * with no onset sentence (the first time told elsewhere); how often, told by a sentence that counts
 * the episodes day by day ('거의 매일 밤 한 번'); the colour asked right after a voiding symptom (the
 * urine's, not that symptom again); a part of the body asked whether it is all right ('눈은
 * 괜찮아?') where the case has trouble there; a finding told at a check-up named as such.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { keys, talk as converse } from './conversation-helpers';

const cases = new Map(loadCases().map((c) => [c.id, c]));

function caseOf(id: string): Case {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return c;
}

/** Replies to each turn in order; returns the last reply. */
function talk(id: string | Case, ...turns: string[]) {
  return converse(typeof id === 'string' ? caseOf(id) : id, ...turns);
}

const CLARIFY = /무슨 말씀|다시 한 번|잘 모르겠|잘 못 알아들|뭐라고|어떤 거요/;

describe('round 42: the amount or the count of a bleeding asked alone', () => {
  it.each([
    ['endometrial-cancer', ['어디가 불편하세요?', '언제부터요?', '양은요?'], /생리대|라이너/],
    ['ectopic-pregnancy', ['어디가 불편해서 오셨어요?', '피는 언제부터 비쳤어요?', '양은요?'], /라이너/],
    ['incomplete-abortion', ['어디가 불편해서 오셨어요?', '피는 언제부터요?', '양은요?'], /생리대/],
    ['diverticular-bleeding', ['어떻게 오셨어요?', '언제부터요?', '양은요?'], /컵/],
    ['diverticular-bleeding', ['어떻게 오셨어요?', '언제부터요?', '피 몇 번 나왔어요?'], /세 번/],
    ['mitral-stenosis-hemoptysis', ['어떻게 오셨어요?', '언제부터요?', '양은 얼마나 나와요?'], /숟가락/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 42: since when, right after the weight change', () => {
  it.each([
    [
      'heart-failure-fluid-weight-gain',
      ['어떻게 오셨어요?', '몇 kg 늘었어요?', '언제부터요?'],
      /2주 전쯤부터/,
    ],
    [
      'heart-failure-fluid-weight-gain',
      ['어떻게 오셨어요?', '체중 변화 있으세요?', '언제부터요?'],
      /2주 전쯤부터/,
    ],
    ['renal-cell-carcinoma-hematuria', ['어떻게 오셨어요?', '체중 변화 있으세요?', '언제부터요?'], /석 달/],
    ['pulmonary-tuberculosis', ['어떻게 오셨어요?', '체중은 변화 있으세요?', '언제부터요?'], /석 달/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/일부러|72kg/);
  });
});

/** A case with one history sentence replaced, to try a way of telling a fact on other cases. */
function told(id: string, topic: keyof Case['history'], text: string): Case {
  const c = structuredClone(caseOf(id));
  c.history = { ...c.history, [topic]: text };
  return c;
}

describe('round 42: since when, of a symptom whose span is told as elapsed', () => {
  it.each([
    [
      'the case',
      caseOf('renal-cell-carcinoma-hematuria'),
      ['어떻게 오셨어요?', '옆구리는요?', '언제부터요?'],
      /한 달 넘었/,
    ],
    [
      'the case',
      caseOf('renal-cell-carcinoma-hematuria'),
      ['어떻게 오셨어요?', '옆구리 묵직한 건 언제부터예요?'],
      /한 달 넘었/,
    ],
    [
      'told so',
      told('lung-abscess-aspiration', 'associated', '숨이 찬 건 한 달 넘었어요.'),
      ['어떻게 오셨어요?', '숨 찬 건?', '언제부터?'],
      /한 달 넘었/,
    ],
    [
      'told so',
      told('diverticular-bleeding', 'associated', '가슴이 두근거리는 건 두 달 됐습니다.'),
      ['어떻게 오셨어요?', '가슴 두근거리세요?', '언제부터요?'],
      /두 달 됐/,
    ],
  ])('%s %#', (_, c, turns, fact) => {
    const r = talk(c, ...turns);
    expect(r.text).toMatch(fact);
  });
});

describe('round 42: when it began, in a case with no onset sentence', () => {
  it.each([
    [
      'complete-atrioventricular-block',
      ['어떻게 오셨어요?', '처음 쓰러지신 게 언제였어요?'],
      /2주 전에 처음/,
    ],
    [
      'complete-atrioventricular-block',
      ['어떻게 오셨어요?', '처음 정신 잃으신 건 언제예요?'],
      /2주 전에 처음/,
    ],
    ['complete-atrioventricular-block', ['안녕하세요', '언제부터 그러셨어요?'], /2주 전에 처음/],
    ['orthostatic-hypotension', ['어떻게 오셨어요?', '처음 쓰러지신 게 언제예요?'], /오늘이 처음/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 42: how often, told by a sentence that counts the episodes day by day', () => {
  it.each([
    [
      caseOf('episodic-cluster-headache'),
      ['어디가 불편해서 오셨어요', '한 번 아프면 얼마나 가요', '얼마나 자주요?'],
    ],
    [caseOf('episodic-cluster-headache'), ['어디가 불편해서 오셨어요', '얼마나 자주 아파요?']],
    [
      told('migraine-with-aura', 'course', '요즘은 거의 매일 아침 한 번씩 와요.'),
      ['어떻게 오셨어요?', '얼마나 자주 아파요?'],
    ],
    [
      told('atrial-fibrillation', 'course', '요즘은 매일 밤 두 번씩 그래요.'),
      ['어떻게 오셨어요?', '얼마나 자주 그래요?'],
    ],
  ])('%#', (c, turns) => {
    const r = talk(c, ...turns);
    expect(r.text).toMatch(/매일\s*(밤|아침)?\s*(한|두)\s*번/);
  });
  it('a count told by the course, in a case with no duration sentence, is told as the course', () => {
    const r = talk('internal-hemorrhoids', '어떻게 오셨어요?', '얼마나 자주 그래요?');
    expect(r.text).toMatch(/일주일에 서너 번/);
    expect(r.disclosed.map((d) => d.key)).toContain('course');
  });
});

describe('round 42: the colour asked right after a voiding symptom is the urine’s', () => {
  it.each([
    [
      'hemolytic-uremic-syndrome-stec',
      ['어떻게 오셨어요?', '소변은 하루에 몇 번 봐요?', '색깔은요?'],
      /콜라/,
    ],
    ['renal-cell-carcinoma-hematuria', ['어떻게 오셨어요?', '자주 마려우세요?', '색깔은요?'], /포도주/],
    ['beeturia-pseudohematuria', ['어떻게 오셨어요?', '소변 볼 때 아프세요?', '색깔은요?'], /자줏빛/],
    ['post-streptococcal-glomerulonephritis', ['어떻게 오셨어요?', '소변 자주 봐요?', '색깔은요?'], /콜라/],
    ['iga-nephropathy', ['어떻게 오셨어요?', '소변 볼 때 아파요?', '색깔은요?'], /콜라/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/^아니요/);
  });
});

describe('round 42: a part of the body asked whether it is all right, where the case has trouble there', () => {
  it.each([
    ['reactive-arthritis-post-campylobacter', ['어디가 아파서 왔어요?', '눈은 괜찮아?'], /빨갛/],
    [
      'reactive-arthritis-post-campylobacter',
      ['어디가 아파서 왔어요?', '눈은 괜찮아?', '언제부터?'],
      /일주일 전/,
    ],
    ['episodic-cluster-headache', ['어디가 불편해서 오셨어요', '눈은 괜찮아요?'], /시뻘게/],
    ['meniere-disease', ['어떻게 오셨어요?', '귀는 괜찮으세요?'], /안 들려/],
    ['allergic-rhinitis', ['어떻게 오셨어요?', '코는 괜찮아요?'], /콧물/],
    ['sudden-sensorineural-hearing-loss-with-vertigo', ['어떻게 오셨어요?', '귀는 괜찮아요?'], /안 들려/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/^네/);
    expect(r.text).not.toMatch(CLARIFY);
  });
  it('a part that is all right is still answered as before', () => {
    expect(talk('acute-myocardial-infarction', '어디가 아파서 왔어요?', '눈은 괜찮아요?').text).toMatch(
      /^네/,
    );
  });
});

describe('round 42: a finding told at a check-up named as such is the check-up', () => {
  it.each([
    '건강검진에서 심장 이상 있다는 얘기 들으신 적 있으세요?',
    '건강검진에서 간에 혹 있다고 들은 적 있어요?',
    '국가검진에서 콩팥에 물혹 있다는 말 들었어요?',
    '회사 검진에서 갑상선에 결절 있다고 했어요?',
  ])('%s', (text) => {
    expect(keys(text)).toContain('checkup');
  });
  it('a finding without a check-up named stays the past history', () => {
    expect(keys('쓸개에 돌 있다는 얘기 들으신 적 있어요?')).toEqual(['pastMedical']);
  });
  it('the heart block case tells its check-up, not its past history', () => {
    const r = talk(
      'complete-atrioventricular-block',
      '어떻게 오셨어요?',
      '건강검진에서 심장 이상 있다는 얘기 들으신 적 있으세요?',
    );
    expect(r.text).toMatch(/국가검진/);
  });
});

describe('round 42: a summary that puts the first time on a later day the onset tells of', () => {
  it.each([
    [
      'renal-cell-carcinoma-hematuria',
      '정리해 보면 어제 처음 소변에 피가 나왔고 아프진 않으셨던 거죠?',
      /2주 전에 처음/,
    ],
    [
      'renal-cell-carcinoma-hematuria',
      '정리하면 어제 처음 피가 보이신 거고 옆구리가 묵직하신 거죠?',
      /2주 전에 처음/,
    ],
    ['episodic-cluster-headache', '정리하면 오늘 처음 아프신 거죠?', /열이틀 전/],
    ['episodic-cluster-headache', '요약하면 오늘 새벽에 처음 오른쪽 눈 뒤가 아프셨다는 거죠?', /열이틀 전/],
  ])('%s: %s', (id, summary, fact) => {
    const r = talk(id, '어떻게 오셨어요?', summary);
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toMatch(fact);
  });
  it('the right first day is confirmed', () => {
    expect(
      talk(
        'renal-cell-carcinoma-hematuria',
        '어떻게 오셨어요?',
        '정리하면 2주 전에 처음 피가 나오셨고 어제 또 나온 거죠?',
      ).text,
    ).toMatch(/^네/);
  });
});
