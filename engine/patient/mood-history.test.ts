/**
 * Issue 16, found on review of a whole depression encounter of our own: the screen for a manic
 * spell ('기분이 들뜨거나 잠 안 자도 쌩쌩했던 적은?') was read as insomnia and answered '네, 새벽 네
 * 시면 깨서…', a yes to mania the case denies; care had before ('정신과 진료 받아보신 적') was read
 * as a referral and answered '네, 알겠어요.'. The screen is the psychiatric history, answered from
 * the case's sentence about such a spell wherever it is told; care had before is the history.
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

const TOLD = /들떠|들뜬|쌩쌩|붕 떠|(?<!전)조증|잠 안 자고|잠을 안 자도/;

describe('a manic spell screened for is the psychiatric history', () => {
  it.each([
    ['기분이 들뜨거나 잠 안자도 쌩쌩했던 적은'],
    ['반대로 기분이 너무 들떠서 잠 안 잔 적 있어요?'],
    ['조증 있었던 적은요?'],
    ['며칠씩 밤새도 쌩쌩했던 적 있으세요?'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('psychiatricHistory');
    expect(keys(u)).not.toContain('insomnia');
  });

  it('the depressed patient denies it in the case words, never a yes with the insomnia', () => {
    const r = talk(
      byId('major-depressive-disorder'),
      '잠은 잘 자요?',
      '기분이 들뜨거나 잠 안자도 쌩쌩했던 적은',
    );
    expect(r.text).toBe('반대로 며칠씩 잠을 안 자도 쌩쌩하고 붕 떠 있던 때는 한 번도 없었어요.');
    expect(facts(r)).not.toContain('symptom:insomnia');
  });

  it('every case that tells of such a spell answers the screen with that sentence', () => {
    let checked = 0;
    for (const c of cases) {
      const sentences = Object.values(c.history).flatMap((h) => (h ?? '').split(/(?<=[.!?])\s+/));
      if (!sentences.some((x) => TOLD.test(x))) continue;
      checked += 1;
      const r = talk(c, '어떻게 오셨어요?', '혹시 기분이 들떠서 며칠씩 잠 안 자고 지낸 적 있어요?');
      expect(r.text, c.id).toMatch(TOLD);
      expect(r.text, c.id).not.toMatch(/^네, (새벽|밤|잠)/);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it.each([
    ['아프기 전에 전조 증상 있어요?', 'prodrome'],
    ['잠은 잘 주무세요?', 'sleep'],
    ['요즘 기분은 어떠세요?', 'mood'],
  ])('control: %s stays %s', (u, key) => {
    expect(keys(u)).toContain(key);
    expect(keys(u)).not.toContain('psychiatricHistory');
  });
});

describe('care had before is the history, not a referral', () => {
  it.each([['정신과 진료 받아보신 적'], ['상담 받아 보셨어요?'], ['정신과 다녀 보신 적 있어요?']])(
    '%s',
    (u) => {
      expect(keys(u)).toContain('psychiatricHistory');
      expect(keys(u)).not.toContain('referral');
    },
  );

  it('the depressed patient says he never had any', () => {
    const r = talk(byId('major-depressive-disorder'), '정신과 진료 받아보신 적');
    expect(r.text).toBe('정신과나 상담은 한 번도 받아 본 적 없어요.');
  });

  it.each([['정신건강의학과 진료를 받아 보시는 게 좋겠어요.'], ['전문의한테 의뢰해 드릴게요.']])(
    'control: %s stays a referral',
    (u) => {
      expect(keys(u)).toContain('referral');
    },
  );
});
