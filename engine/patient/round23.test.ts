/**
 * Issue 16, round 23: three of round 22's leftovers, each as a class with controls: a finding in an
 * organ the patient was once told of ('쓸개에 돌 있다는 얘기 들으신 적 있어요?') is the past history;
 * what was felt before an attack ('쓰러지기 전에 뭐 느끼신거 있으세요?', '경련 전에 이상한 느낌') is the
 * prodrome alone, neither the event nor the attack; dust or chemicals at work are answered by the
 * sentence of the work that speaks of them, never by someone's smoking nor a 'don't know' beside it.
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

describe('a finding in an organ the patient was told of is the past history', () => {
  it.each([
    ['acute-cholangitis', '쓸개에 돌 있다는 얘기 들으신 적 있어요?', '쓸개에 돌이 있다고'],
    ['acute-cholangitis', '쓸개에 돌 있다고 하던가요?', '쓸개에 돌이 있다고'],
    ['chronic-pancreatitis-malabsorption', '간에 지방 있다는 얘기 들으셨어요?', '지방간'],
  ])('%s: %s', (id, text, told) => {
    expect(keys(text)).toContain('pastMedical');
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(told);
    expect(facts(r), r.text).toContain('topic:pastMedical');
  });
  it.each([
    // Already understood before this round (controls).
    ['familial-combined-hyperlipidemia', '콩팥에 문제 있다는 말 들은 적 있으세요?', '콩팥 병은 없어요'],
    ['acute-cholangitis', '혈압 높다는 말 들은 적 있으세요?', '혈압이 있고'],
  ])('%s: %s (control)', (id, text, told) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(told);
    expect(facts(r), r.text).toContain('topic:pastMedical');
  });
  it.each([
    // The doctor's impression or a result told is no question of the past (controls).
    '쓸개에 돌이 있는 것 같아요',
    '쓸개에 돌이 있는 것 같아서 초음파 해볼게요',
  ])('%s is not asked as the past history (control)', (text) => {
    expect(keys(text)).not.toContain('pastMedical');
  });
});

describe('what was felt before an attack is the prodrome alone', () => {
  it('a withdrawal fit: the prodrome, not the drinking that came before', () => {
    const r = talk(
      byId('alcohol-withdrawal-seizure'),
      '어떻게 오셧어요?',
      '쓰러지기 전에 뭐 느끼신거 있으세요?',
    );
    expect(r.text, r.text).toContain('손이 심하게 떨리고');
    expect(r.text, r.text).not.toContain('술을 딱 끊었');
    expect(facts(r), r.text).toEqual(['topic:prodrome']);
  });
  it.each([
    ['경련 전에 이상한 느낌 있으셨어요?', ''],
    // Already the prodrome alone (control).
    ['발작하기 전에 뭐 느끼셨어요?', ' (control)'],
  ])('a withdrawal fit: %s is the prodrome, not the fit%s', (text) => {
    expect(keys(text)).toEqual(['prodrome']);
    const r = talk(byId('alcohol-withdrawal-seizure'), text);
    expect(r.text, r.text).toContain('손이 심하게 떨리고');
    expect(r.text, r.text).not.toContain('뻣뻣해지고');
  });
  it.each([
    // A faint after giving blood: the feeling, not the blood bus, the short night and the heat.
    ['convulsive-vasovagal-syncope', '쓰러지기 전에 뭐 느끼신거 있으세요?', '식은땀이 나고', '헌혈 버스'],
    ['temporal-lobe-epilepsy', '쓰러지기 전에 뭐 느끼신거 있으세요?', '치밀어 올라오는', '@'],
  ])('%s: %s', (id, text, felt, untold) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(felt);
    expect(r.text, r.text).not.toContain(untold);
    expect(facts(r), r.text).toEqual(['topic:prodrome']);
  });
  it('what the patient was doing is still the event (control)', () => {
    expect(keys('쓰러지기 전에 뭐 하고 계셨어요?')).toContain('event');
  });
  it('the fit asked is still the fit (control)', () => {
    const r = talk(byId('alcohol-withdrawal-seizure'), '경련 하셨어요?');
    expect(r.text, r.text).toMatch(/^네,/);
    expect(facts(r), r.text).toContain('symptom:seizure');
  });
});

describe('dust at work is answered by the sentence of the work that speaks of it', () => {
  it('bronchiectasis: the work and the dust, without a "don\'t know" beside them', () => {
    const r = talk(byId('bronchiectasis'), '하시는 일은요? 먼지 많은 데서 일하셨어요?');
    expect(r.text, r.text).toContain('반찬가게');
    expect(r.text, r.text).toContain('먼지 많은 데서 일한 적은 없어요');
    expect(r.text, r.text).not.toMatch(/모르겠/);
  });
  it('bronchiectasis: the dust asked alone', () => {
    const r = talk(byId('bronchiectasis'), '먼지 많은 데서 일하셨어요?');
    expect(r.text, r.text).toContain('먼지 많은 데서 일한 적은 없어요');
    expect(facts(r), r.text).toContain('topic:environmentalExposure');
  });
  it('a husband who smokes at home is no answer to dust at work', () => {
    const r = talk(byId('nstemi-referred-neck-jaw-pain'), '먼지 많은 데서 일하세요?');
    expect(r.text, r.text).not.toContain('남편');
  });
  it('the husband who smokes at home still answers who smokes at home (control)', () => {
    const r = talk(byId('nstemi-referred-neck-jaw-pain'), '집에서 담배 피우는 사람 있어요?');
    expect(r.text, r.text).toContain('남편이 집에서 피워요');
  });
  it('a case that tells its own exposure answers from it (control)', () => {
    const r = talk(byId('community-acquired-pneumonia'), '먼지 많은 데서 일하세요?');
    expect(r.text, r.text).toContain('기계실이 좀 먼지가 많긴 해요');
  });
});
