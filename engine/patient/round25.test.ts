/**
 * Issue 16, round 25: the classes three new whole encounters exposed (conversations-r25.yaml:
 * placental abruption in run-on questions, a toddler's febrile urinary infection told by her
 * mother, a major depression asked with English chart words), each with cases over several cases
 * and presentations, and controls:
 * - the psychiatric history in chart words ('sleep은 어떠세요?', 'plan 세워보신 적은요?' after a
 *   question of suicidal thoughts, 'SI 있으세요?', 'hallucination은요?') is understood, and 'plan'
 *   asks the patient's plan, never the suicidal thoughts asked before;
 * - a carer's words for a child's pain on passing urine ('쉬할 때 울어요?', '오줌 눌 때 울어요?',
 *   '쉬할때 운다구요?') are dysuria, never the fever asked before; 소변 (urine) holds 변 (stool):
 *   '소변 마렵다고' is no tenesmus;
 * - diseases given as examples of the family history just asked ('family history는요? 우울증
 *   같은거', '심장병이나 가슴 아픈 거') are the relatives', never a question of the patient's own
 *   symptom;
 * - when in the day it is worst ('하루 중에 언제가 제일 힘드세요?', '아침이 더 힘드세요 아니면
 *   저녁이요?') is told by the case's sentence that compares the parts of the day (the mood's
 *   '아침에 눈뜰 때가 제일 힘들고', a severity's '밤엔 더 심해요'), not by how long it lasts;
 * - how much of a habit of late, after a drinking or smoking question ('요즘 더 많이 드세요?',
 *   '요즘 좀 덜 피우세요?'), is that habit, and a repeat of it asked of late tells the present, never
 *   only what used to be ('원래는 회식 때만 마셨어요.');
 * - a summary claiming a pain comes and goes ('배는 진통처럼 왔다갔다 아픈거죠?') when it never lets
 *   up, or that it never lets up when it comes and goes, is corrected with the case's pattern.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectCorrected, facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('the psychiatric history in chart words', () => {
  it.each([
    ['sleep은 어떠세요?', [], 'sleep'],
    ['sleep 몇 시간 주무세요?', [], 'sleep'],
    ['insomnia 있으세요?', [], 'insomnia'],
    ['suicidal idea 있으세요?', [], 'suicidalIdeation'],
    ['suicidal thoughts 있으세요?', [], 'suicidalIdeation'],
    ['SI 있으세요?', [], 'suicidalIdeation'],
    ['suicide attempt 있으셨어요?', [], 'suicideAttempt'],
    ['self-harm 해보신 적은요?', [], 'suicideAttempt'],
    ['plan 세워보신 적은요?', ['죽고 싶다는 생각 드세요?'], 'suicidePlan'],
    ['plan은 있으세요?', ['자살 생각 해보신 적 있으세요?'], 'suicidePlan'],
    ['hallucination은요?', [], 'hallucination'],
    ['anhedonia 있으세요?', [], 'anhedonia'],
    ['concentration은 어떠세요?', [], 'concentrationDifficulty'],
    ['depressed mood 있으세요?', [], 'depressedMood'],
    ['anxiety는요?', [], 'anxiety'],
  ])('%s (after %j) → %s', (text, before, key) => {
    const k = keys(text, before);
    expect(k, k.join(' ')).toContain(key);
    if (key === 'suicidePlan') expect(k, k.join(' ')).not.toContain('suicidalIdeation');
  });
  it.each([
    ['major-depressive-disorder', ['죽고 싶다는 생각 드세요?', 'plan 세워보신 적은요?'], 'suicidePlan'],
    ['major-depressive-disorder', ['sleep은 어떠세요?'], 'sleep'],
    ['burnout-passive-suicidal-ideation-low-risk', ['SI 있으세요?'], 'suicidalIdeation'],
    [
      'burnout-passive-suicidal-ideation-low-risk',
      ['죽고 싶은 생각 드세요?', 'plan 세워보셨어요?'],
      'suicidePlan',
    ],
  ])('%s: %j is answered from history.%s', (id, turns, topic) => {
    const c = byId(id);
    const r = talk(c, ...turns);
    expect(r.text, r.text).toContain(c.history[topic as 'sleep']!.slice(0, 10));
    expect(facts(r), r.text).toContain(`topic:${topic}`);
  });
  it.each([
    // The doctor's plan stays the doctor's (control; so before this round).
    ['치료 plan 설명드릴게요', 'treatment'],
    ['mood는 어떠세요?', 'mood'],
  ])('control: %s → %s', (text, key) => {
    expect(keys(text)).toContain(key);
  });
});

describe("a carer's words for a child's pain on passing urine", () => {
  it.each([
    ['쉬할때 운다구요?', ['몇도까지 올라요?']],
    ['쉬할 때 울어요?', []],
    ['오줌 눌 때 울어요?', []],
    ['쉬할 때 아프다고 해요?', []],
    ['소변 볼 때 운다고요?', ['열은 언제부터 났어요?']],
    ['쉬야 할 때 자지러지게 울어요?', []],
  ])('%s (after %j) is dysuria', (text, before) => {
    const k = keys(text, before);
    expect(k, k.join(' ')).toContain('dysuria');
    expect(k, k.join(' ')).not.toContain('fever');
    expect(k, k.join(' ')).not.toContain('aggravating');
  });
  it.each([
    ['febrile-uti-vesicoureteral-reflux-toddler', ['몇도까지 올라요?', '쉬할때 운다구요?'], true],
    ['prepubertal-vulvovaginitis', ['쉬할 때 울어요?'], true],
    ['primary-nocturnal-enuresis', ['오줌 눌 때 울어요?'], false],
  ])('%s: %j answers the dysuria (%s)', (id, turns, present) => {
    const r = talk(byId(id), ...turns);
    expect(facts(r), r.text).toContain('symptom:dysuria');
    expect(facts(r), r.text).not.toContain('symptom:fever');
    expect(r.text, r.text).toMatch(present ? /^네/ : /^아니/);
  });
  it.each([
    ['쉬 마렵다고 자주 해요?', 'frequency', 'tenesmus'],
    ['소변 마렵다고 자주 해요?', 'frequency', 'tenesmus'],
    ['쉬하고 나서 또 마렵다고 해요?', 'residualUrine', 'tenesmus'],
    ['소변 보고 나서 또 마렵다고 해요?', 'residualUrine', 'tenesmus'],
  ])('%s → %s, not %s', (text, key, not) => {
    const k = keys(text);
    expect(k, k.join(' ')).toContain(key);
    expect(k, k.join(' ')).not.toContain(not);
  });
  it.each([
    // Controls: 쉬 of 쉬다 and 숨쉬다, and the stool's own urge (so before this round).
    ['좀 쉬면 나아요?', 'relieving'],
    ['변이 마려운데 안 나와요?', 'tenesmus'],
  ])('control: %s → %s', (text, key) => {
    const k = keys(text);
    expect(k, k.join(' ')).toContain(key);
    expect(k, k.join(' ')).not.toContain('dysuria');
  });
});

describe('diseases given as examples of the family history', () => {
  it.each([
    ['family history는요? 우울증 같은거', 'depressedMood'],
    ['가족 중에 아픈 분 있어요? 우울증 같은거', 'depressedMood'],
    ['family history 있으세요? 심장병이나 가슴 아픈 거', 'chestPain'],
    ['가족력은요? 두통 같은 거요', 'headache'],
    ['가족 중에 편찮으신 분 계세요? 기침 오래 하신 분이라든지', 'cough'],
  ])('%s is the family history, not %s', (text, symptom) => {
    const k = keys(text);
    expect(k, k.join(' ')).toContain('family');
    expect(k, k.join(' ')).not.toContain(symptom);
  });
  it.each([
    ['major-depressive-disorder', 'family history는요? 우울증 같은거', 'depressedMood'],
    ['aortic-dissection', 'family history 있으세요? 심장병이나 가슴 아픈 거', 'chestPain'],
  ])('%s: %s tells the family history only', (id, text, symptom) => {
    const r = talk(byId(id), text);
    expect(facts(r), r.text).toContain('topic:family');
    expect(facts(r), r.text).not.toContain(`symptom:${symptom}`);
  });
  it('control: a question of its own after the family history keeps its symptom', () => {
    expect(keys('가족은요? 가슴 아프세요?')).toContain('chestPain');
  });
});

describe('a summary that gets the pattern of a pain wrong', () => {
  it.each([
    ['placental-abruption', '정리하면 오늘 아침부터 피가 났고 배는 진통처럼 왔다갔다 아픈거죠?'],
    ['placental-abruption', '정리하면 배가 왔다갔다 아프신 거죠?'],
    ['aortic-dissection', '정리하면 가슴이 왔다갔다 아프신 거죠?'],
    ['variant-angina-vasospastic', '정리하면 가슴이 하루종일 계속 아프신 거죠?'],
  ])('%s: %s is corrected with the duration', (id, text) => {
    expectCorrected(byId(id), text, ['topic:duration']);
  });
  it.each([
    // Controls: the right pattern is confirmed.
    ['placental-abruption', '정리하면 배가 계속 아프신 거죠?'],
    ['aortic-dissection', '정리하면 가슴이 계속 아프신 거죠?'],
  ])('control: %s: %s is confirmed', (id, text) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^네/);
  });
});

describe('when in the day it is worst', () => {
  it.each([
    ['major-depressive-disorder', '하루 중에 언제가 제일 힘드세요?', 'mood'],
    ['major-depressive-disorder', '아침이 더 힘드세요 아니면 저녁이요?', 'mood'],
    ['pancreatic-cancer', '하루 중에 언제가 제일 심해요?', 'severity'],
    ['pulmonary-tuberculosis', '하루 중 언제 제일 심해요?', 'character'],
    ['glioblastoma-headache', '하루 중에 언제가 제일 심해요?', 'aggravating'],
  ])('%s: %s → history.%s', (id, text, topic) => {
    const c = byId(id);
    const r = talk(c, text);
    expect(facts(r), r.text).toContain(`topic:${topic}`);
    expect(r.text, r.text).toMatch(/(아침|저녁|밤|새벽)[가-힣\s]{0,10}(제일|더)/);
  });
  it.each([
    // Controls: a duration that tells no part of the day answers as before.
    ['placental-abruption', '하루 중에 언제가 제일 아프세요?'],
    ['stable-angina-pectoris', '하루 중에 언제 제일 심해요?'],
  ])('control: %s: %s → the duration', (id, text) => {
    const r = talk(byId(id), text);
    expect(facts(r), r.text).toContain('topic:duration');
  });
});

describe('how much of a habit of late', () => {
  it.each([
    ['요즘 더 많이 드세요?', ['alcohol은 얼마나 드세요?'], 'alcohol'],
    ['요즘 더 많이 드세요?', ['술 드세요?'], 'alcohol'],
    ['최근에 더 많이 드세요?', ['술은 얼마나 드세요?'], 'alcohol'],
    ['요즘 좀 덜 피우세요?', ['담배 피우세요?'], 'smoking'],
  ])('%s (after %j) → %s', (text, before, key) => {
    expect(keys(text, before)).toEqual([key]);
  });
  it.each([
    [
      'major-depressive-disorder',
      ['alcohol은 얼마나 드세요?', '요즘 술은 얼마나 드세요?'],
      /요즘은[^.]*마셔요/,
    ],
    ['major-depressive-disorder', ['술 드세요?', '요즘 더 많이 드세요?'], /요즘은[^.]*마셔요/],
    ['alcohol-withdrawal-seizure', ['술 얼마나 드세요?', '요즘 더 많이 드세요?'], /최근 몇 년은/],
    ['copd-smoker-contemplation', ['담배 피우세요?', '요즘 더 많이 피우세요?'], /지금도/],
  ])('%s: %j tells the present', (id, turns, now) => {
    const r = talk(byId(id), ...turns);
    expect(r.text, r.text).toMatch(now);
  });
  it.each([
    // Control: a drug asked before keeps its own topic. (An occasion of heavy drinking, '최근에 많이
    // 드신 적 있어요?', is read as the drinking since round 26 and answered by the case: the binge
    // the event tells, else the habit; engine/patient/round26.test.ts.)
    ['요즘 더 많이 드세요?', ['약 드세요?']],
  ])('control: %s (after %j) is not the drinking habit', (text, before) => {
    expect(keys(text, before)).not.toContain('alcohol');
  });
});
