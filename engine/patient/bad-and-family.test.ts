/**
 * Issue 16, two classes found by the lead reading whole encounters (2026-12-07):
 * - 안 좋다 ('bad', 'unwell') is one word, not a negated question. '가족 중에 심장 안 좋은 분
 *   있으세요?' asks whether someone has heart trouble; the patient answered '아니요, 아버지가
 *   예순둘에 심장마비로 돌아가셨어요.', a denial and the fact in one breath. A patient who is sick in
 *   the stomach answered '속이 안 좋으세요?' with '아니요, 속이 메슥거려요.' the same way.
 * - A relative's trouble described in plain words is the family history: '가족 중에 머리 자주 아프신
 *   분 있어요?' was read as the support system (its 자주 taken for how often the family is in touch)
 *   and answered '그건 잘 모르겠네요.' by a patient whose mother had migraine all her life;
 *   '어머니도 머리가 자주 아프셨어요?' was read as the patient's own headache.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('안 좋다 asks whether the trouble is there', () => {
  it.each([
    ['acute-myocardial-infarction', '가족 중에 심장 안 좋은 분 있으세요?', '심장마비'],
    ['acute-myocardial-infarction', '가족 중에 심장 안좋은 사람 있어?', '심장마비'],
    ['acute-myocardial-infarction', '아버님은 심장이 안 좋으셨던 거죠?', '심장마비'],
    ['acute-cholecystitis', '가족 중에 쓸개 안좋은 분 있어?', '쓸개 돌'],
    ['acute-cholecystitis', '가족분들 중에 간이나 쓸개 안 좋은 사람 있어요?', '쓸개 돌'],
    ['essential-hypertension', '가족 중에 혈압 안 좋은 분 있으세요?', '고혈압'],
    ['acute-gouty-arthritis', '가족 중에 관절 안 좋은 분 계세요?', '통풍'],
  ])('%s: %s gives the relative without denying it', (id, question, fact) => {
    const r = talk(byId(id), question);
    expect(r.text, r.text).toContain(fact);
    expect(r.text, r.text).not.toMatch(/^아니요/);
  });

  it.each([
    ['acute-myocardial-infarction', '속이 안 좋으세요?'],
    ['acute-cholecystitis', '속 안 좋으세요?'],
  ])('%s: %s is answered yes by a patient who is sick in the stomach', (id, question) => {
    const r = talk(byId(id), question);
    expect(r.text, r.text).toMatch(/^네/);
    expect(r.text, r.text).toMatch(/메슥|울렁/);
  });

  it('control: a patient who is not sick in the stomach says no', () => {
    const r = talk(byId('acute-gouty-arthritis'), '속이 안 좋으세요?');
    expect(r.text, r.text).toMatch(/^아니요/);
  });

  it('control: a question that is itself negative is still answered 아니요 when there is someone', () => {
    const r = talk(byId('acute-myocardial-infarction'), '가족 중에 심장 안 좋은 분 없으세요?');
    expect(r.text, r.text).toMatch(/^아니요/);
    expect(r.text, r.text).toContain('심장마비');
  });
});

describe("a relative's trouble in plain words is the family history", () => {
  it.each([
    '가족 중에 머리 자주 아프신 분 있어요?',
    '가족분들 중에 자주 아픈 분 있어요?',
    '어머니도 머리가 자주 아프셨어요?',
    '엄마도 이렇게 아팠어요?',
  ])('%s asks the family history', (question) => {
    expect(keys(question)).toEqual(['family']);
  });

  it('the migraine patient tells her mother and aunt', () => {
    for (const question of ['가족 중에 머리 자주 아프신 분 있어요?', '어머니도 머리가 자주 아프셨어요?']) {
      const r = talk(byId('migraine-with-aura'), question);
      expect(r.text, r.text).toContain('편두통');
    }
  });

  it.each(['가족이랑 자주 연락하세요?', '자녀분들이 자주 찾아와요?', '친구들 자주 만나세요?'])(
    'control: %s still asks who is there for the patient',
    (question) => {
      expect(keys(question)).toEqual(['supportSystem']);
    },
  );
});
