/**
 * Issue 16, found on review in two whole encounters of our own (pneumonia, meningitis): who else is
 * ill, asked in ordinary words, was read as the witness of an attack ('주변에 아픈 사람 있었나요?' →
 * '잘 모르겠어요', though the grandson had a cold), as the patient's own past illness ('결핵 걸린
 * 사람은요?' → the diabetes), or not at all ('룸메이트는 괜찮아요?'); and a fact asked again in words
 * only a later sentence of the told answer shares got the first sentence again. Controls: the
 * witness of a faint and the family history keep their readings.
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

describe('someone else who is ill is the sick contact', () => {
  it.each([
    ['주변에 아픈 사람 있었나요'],
    ['주위에 비슷하게 아픈 사람 있었어요?'],
    ['결핵 걸린 사람은요?'],
    ['혹시 주변에 결핵 걸린 사람 있어요?'],
    ['룸메이트는 괜찮아요?'],
    ['동료분들도 아파요?'],
    ['친구들은 괜찮아요?'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('sickContact');
    expect(keys(u)).not.toContain('witness');
    expect(keys(u)).not.toContain('pastMedical');
  });

  it('answers from the case: the grandson with a cold, never "I do not know"', () => {
    const r = talk(
      byId('community-acquired-pneumonia'),
      '어디가 불편해서 오셨어요?',
      '주변에 아픈 사람 있었나요',
    );
    expect(r.text).toContain('손자가 감기로 기침을 했어요.');
    expect(r.text).not.toMatch(/모르겠/);
    expect(facts(r)).toContain('topic:sickContact');
  });

  it('a roommate asked after: the sentence that names the roommate', () => {
    const r = talk(byId('bacterial-meningitis'), '열이 언제부터 났어요?', '룸메이트는 괜찮아요?');
    expect(r.text).toContain('룸메이트는 멀쩡해요.');
  });

  it.each([
    ['옆에 있던 사람이 뭐라고 했어요?', 'witness'],
    ['쓰러질 때 주변에 누가 있었어요?', 'witness'],
    ['가족 중에 결핵 걸린 사람 있어요?', 'family'],
    ['결핵 앓으신 적 있어요?', 'pastMedical'],
  ])('control: %s stays %s', (u, key) => {
    expect(keys(u)).toContain(key);
    expect(keys(u)).not.toContain('sickContact');
  });
});

describe('asked again in words only a later sentence shares: that sentence', () => {
  it('결핵 after the sick contacts were told: nobody with tuberculosis, not the grandson again', () => {
    const r = talk(byId('community-acquired-pneumonia'), '주위에 아픈 사람 있어요?', '결핵 걸린 사람은요?');
    expect(r.text).toContain('주변에 결핵 걸린 사람은 없어요.');
    expect(r.text).not.toContain('손자');
  });

  it('asked again in the same words: the first sentence, briefly, as before', () => {
    const r = talk(
      byId('community-acquired-pneumonia'),
      '주위에 아픈 사람 있어요?',
      '주위에 아픈 사람 있어요?',
    );
    expect(r.text).toContain('손자가 감기로 기침을 했어요.');
  });
});
