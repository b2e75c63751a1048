/**
 * Round 40 (issue 16, the lead's walks of an ectopic pregnancy and of Kawasaki disease told by a
 * mother): an exam's own questions ('여기 누르면 아프세요?') are the exam, not the history's
 * aggravating factors; rebound tenderness, tenesmus, the lips and tongue, hands and feet looked at,
 * all in plain words; a past operation named as an example is no plan of surgery; a how-much
 * question about a symptom the patient has is answered without a bare '네'.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { talk as converse } from './conversation-helpers';

const cases = new Map(loadCases().map((c) => [c.id, c]));

function caseOf(id: string): Case {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return c;
}

/** Replies to each turn in order; returns the last reply. */
const talk = (id: string, ...turns: string[]) => converse(caseOf(id), ...turns);

const CLARIFY = /무슨 말씀|다시 한 번|잘 모르겠|잘 못 알아들|뭐라고/;

describe('round 40: a question asked during an exam is the exam, not the aggravating factor', () => {
  it.each([
    ['ectopic-pregnancy', '(배를 촉진한다) 여기 누르면 아프세요?'],
    ['acute-appendicitis', '(배를 촉진한다) 여기 누르면 아프세요?'],
    ['acute-cholecystitis', '(오른쪽 윗배를 누른다) 여기 누르면 아파요?'],
    ['ectopic-pregnancy', '(골반 내진을 한다) 자궁경부 움직일때 아프세요?'],
    ['acute-appendicitis', '(손을 뗀다) 뗄때 더 아파요?'],
  ])('%s: %s', (id, u) => {
    const r = talk(id, u);
    const aggravating = caseOf(id).history.aggravating ?? '';
    expect(r.text).toContain('[진찰 소견]');
    expect(r.understanding.topics).not.toContain('aggravating');
    expect(r.text).not.toContain(aggravating.split(/(?<=[.!?])\s+/)[0]!);
  });
});

describe('round 40: rebound tenderness in plain words', () => {
  it.each([
    ['acute-appendicitis', ['(손을 뗀다) 뗄때 더 아파요?']],
    ['acute-appendicitis', ['(배를 눌렀다가 갑자기 손을 뗀다)']],
    ['pelvic-inflammatory-disease', ['(아랫배를 꾹 눌렀다 뗀다) 누를때랑 뗄때 언제 더 아파요?']],
    ['acute-appendicitis', ['(오른쪽 아랫배를 누른다)', '(손을 확 뗀다)']],
    ['ectopic-pregnancy', ['(배를 누르다가 손을 뗀다) 뗄 때 더 아프세요?']],
  ])('%s: %j', (id, turns) => {
    const r = talk(id, ...turns);
    expect(r.understanding.manoeuvres).toContain('reboundTenderness');
    expect(r.text).not.toMatch(CLARIFY);
  });

  it('weaning (젖을 뗀) is no exam', () => {
    const r = talk('infant-vaccination-2-months', '젖은 언제 뗐어요?');
    expect(r.understanding.manoeuvres).not.toContain('reboundTenderness');
  });
});

describe('round 40: tenesmus in plain words', () => {
  it.each([
    ['ectopic-pregnancy', '대변 볼때 항문 쪽이 묵직하거나 그런건요?'],
    ['rectal-cancer', '변 보고 나서도 항문이 묵직해요?'],
    ['ulcerative-colitis', '화장실 가고싶은데 막상 가면 안나오고 그래요?'],
    ['sigmoid-colon-cancer', '뒤가 무거운 느낌 있어요?'],
    ['ruptured-ectopic-pregnancy', '변 마려운데 안 나오는 느낌 있어요?'],
  ])('%s: %s', (id, u) => {
    const r = talk(id, u);
    const detail = caseOf(id).symptoms.tenesmus?.detail ?? '';
    expect(r.understanding.symptoms).toContain('tenesmus');
    expect(r.text).not.toMatch(CLARIFY);
    expect(r.text).toContain(detail.split(/(?<=[.!?])\s+/)[0]!.slice(0, 8));
  });

  it('a heavy ache of the perineum is a pain, not the urge', () => {
    const r = talk('acute-bacterial-prostatitis', '회음부나 항문 쪽이 묵직하게 아파요?');
    expect(r.understanding.symptoms).not.toContain('tenesmus');
  });

  it('the back of the head heavy is no tenesmus', () => {
    const r = talk('ectopic-pregnancy', '머리 뒤가 무거워요?');
    expect(r.understanding.symptoms).not.toContain('tenesmus');
  });
});

describe('round 40: the lips and the tongue asked how they are', () => {
  it.each([
    ['kawasaki-disease', '입술이나 혀는 어때요? 딸기처럼 빨갛거나', /딸기처럼/],
    ['kawasaki-disease', '혀는요?', /혀도 딸기처럼/],
    ['kawasaki-disease', '혀가 딸기처럼 빨갛진 않아요?', /딸기처럼/],
    ['stevens-johnson-syndrome', '입술이나 입안은 어때요?', /입술/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.understanding.symptoms).toContain('lipCracking');
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 40: hands, feet and legs looked at', () => {
  it.each([
    ['kawasaki-disease', '(손발을 본다)', 'legEdema'],
    ['kawasaki-disease', '(손발을 살펴본다)', 'legEdema'],
    ['kawasaki-disease', '(손바닥이랑 발바닥을 본다)', 'skinInspection'],
    ['heart-failure-fluid-weight-gain', '(다리를 살펴본다)', 'legEdema'],
    ['nephrotic-syndrome', '(다리를 본다)', 'legEdema'],
  ])('%s: %s', (id, u, manoeuvre) => {
    const r = talk(id, u);
    expect(r.understanding.manoeuvres).toContain(manoeuvre);
    expect(r.text).toContain('[진찰 소견]');
  });
});

describe('round 40: a past operation named as an example is no plan of surgery', () => {
  it.each([
    ['ectopic-pregnancy', '수술 받은적 있어요? 배 수술이나'],
    ['acute-cholecystitis', '예전에 수술 받은 거 있으세요? 맹장 수술이라든지'],
    ['lumbar-disc-herniation', '전에 수술하신 적은요? 무릎 수술 같은 거'],
    ['acute-appendicitis', '수술 하신적 있으세요? 제왕절개라든가'],
  ])('%s: %s', (id, u) => {
    const r = talk(id, u);
    expect(r.understanding.topics).toContain('surgery');
    expect(r.understanding.education).not.toContain('treatment');
    expect(r.text).not.toMatch(/꼭 해야|수술하면|수술이요\.\.\./);
  });
});

describe('round 40: how high, how many: the fact without a bare yes', () => {
  it.each([
    ['kawasaki-disease', '최고 몇도까지 올라갔어요', /40\.1도/],
    ['acute-pyelonephritis-fever', '열은 최고 몇도였어요?', /39\.6도/],
    ['scrub-typhus', '열이 몇 도까지 올랐어요?', /39\.8도/],
    ['acute-cholecystitis', '몇 번 토했어요?', /두 번/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/^(네|예)[,.]/);
  });
});

describe('round 40: whether a confused patient answers when called (a caregiver asked)', () => {
  it.each([
    ['hepatic-encephalopathy', ['지금은 대화가 돼요? 이름 부르면 대답해요?']],
    ['hepatic-encephalopathy', ['불러도 대답 잘 해요?']],
    ['hepatic-encephalopathy', ['말 걸면 알아들어요?']],
    ['hepatic-encephalopathy', ['어떻게 오셨어요?', '깨우면 일어나요?']],
  ])('%s: %j', (id, turns) => {
    const r = talk(id, ...turns);
    expect(r.understanding.symptoms).toContain('confusion');
    // Never the patient's name, never a yes: he does not answer sensibly.
    expect(r.text).not.toMatch(/여상훈|^네/);
    expect(r.text).toMatch(/^아니요/);
  });
});

describe('round 40: day and night turned round, sleeping by day', () => {
  it.each([
    ['hepatic-encephalopathy', '밤낮이 바뀌었나요? 밤에 안자고 낮에 자고', /낮에는 하루 종일/],
    ['hepatic-encephalopathy', '낮에 많이 자요?', /낮에는 하루 종일/],
    ['hepatic-encephalopathy', '밤낮이 뒤바뀐 거 같아요?', /낮에는 하루 종일/],
    ['hepatic-encephalopathy', '낮에 계속 자요?', /낮에는 하루 종일/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 40: an organ "not good" before now is the past history', () => {
  it.each([
    ['hepatic-encephalopathy', '평소에 간이 안좋으셨어요?', /간경화/],
    ['acute-myocardial-infarction', '평소에 심장이 안 좋으셨어요?', /고혈압/],
    ['alcoholic-hepatitis', '원래 간이 안 좋으세요?', null],
    ['chronic-kidney-disease-renal-anemia', '예전부터 콩팥이 안 좋으셨어요?', null],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.understanding.topics).toContain('pastMedical');
    expect(r.text).not.toMatch(CLARIFY);
    if (fact) expect(r.text).toMatch(fact);
  });

  it("the family's organ is the family history", () => {
    const r = talk('hepatic-encephalopathy', '아버님이 평소에 간이 안 좋으셨어요?');
    expect(r.understanding.topics).not.toContain('pastMedical');
  });
});

describe('round 40: the last time of a habit, right after it was asked', () => {
  it.each([
    ['hepatic-encephalopathy', ['술은 얼마나 드세요?', '마지막으로 드신게 언제예요?'], /2년 전/],
    ['alcoholic-hepatitis', ['술은 얼마나 드세요?', '마지막으로 드신게 언제예요?'], /어젯밤까지/],
    ['alcoholic-hepatitis', ['술 드세요?', '마지막에 마신 건 언제예요?'], /어젯밤까지/],
    ['hepatic-encephalopathy', ['담배는요?', '마지막으로 피운 게 언제예요?'], /끊었어요/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.understanding.topics).not.toContain('onset');
    expect(r.text).toMatch(fact);
  });
});

describe('round 40: asterixis in plain words', () => {
  it.each([
    ['hepatic-encephalopathy', '(손을 앞으로 뻗게 하고 손목을 젖히게 한다)'],
    ['hepatic-encephalopathy', '(양팔을 앞으로 뻗고 손목을 뒤로 젖혀 보게 한다)'],
    ['hepatic-encephalopathy', '(퍼덕떨림 확인)'],
    ['alcoholic-hepatitis', '팔 앞으로 쭉 뻗고 손목 뒤로 꺾어 보세요'],
  ])('%s: %s', (id, u) => {
    const r = talk(id, u);
    expect(r.understanding.manoeuvres).toContain('tremorExam');
  });
});
