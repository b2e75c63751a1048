/**
 * Lead42 (issue 17, found merging rounds 34 and 35: two quotes of ex34-psvt-english did not earn their
 * item): a habit asked only as a trigger ('커피나 stress랑 관련 있어요?') earns the trigger, not the intake;
 * the rhythm asked in chart English ('Regular하게 빨라요, irregular하게 건너뛰어요?') is the character.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { gradeEncounter } from './grade';

const psvt = loadCases().find((c) => c.id === 'paroxysmal-supraventricular-tachycardia')!;

function met(...turns: string[]): Map<string, string | null> {
  const messages = turns.flatMap((content, i) => [
    { id: `u${i}`, sender: 'user' as const, content },
    { id: `a${i}`, sender: 'ai' as const, content: '네.' },
  ]);
  const r = gradeEncounter({ caseData: psvt, messages });
  return new Map(
    r.checklistResults.filter((x) => x.performance === 'yes').map((x) => [x.itemId, x.evidenceMessageId]),
  );
}

describe('lead42: a habit asked only as a trigger earns no intake item', () => {
  it.each([
    ['커피나 stress랑 관련 있어요?'],
    ['커피랑 상관 있어요?'],
    ['카페인이랑 연관 있는 것 같아요?'],
    ['커피 마시면 그래요?'],
  ])('%s', (u) => {
    expect(met(u).has('palpitations.hx.caffeine')).toBe(false);
  });

  it('the intake asked later is the evidence (ex34-psvt-english)', () => {
    const yes = met('뭐 하다가 시작됐어요? 커피나 stress랑 관련 있어요?', 'Coffee 하루 몇 잔 드세요?');
    expect(yes.get('palpitations.hx.caffeine')).toBe('u1');
    expect(yes.has('palpitations.hx.trigger')).toBe(true);
  });

  it('the intake asked is met (control)', () => {
    expect(met('커피는 하루에 몇 잔 드세요?').has('palpitations.hx.caffeine')).toBe(true);
  });
});

describe('lead42: the rhythm asked in chart English or plain words is the character', () => {
  it.each([
    ['Regular하게 빨라요, irregular하게 건너뛰어요?'],
    ['regular하게 뛰어요?'],
    ['불규칙하게 건너뛰어요?'],
    ['규칙적으로 빨라요?'],
  ])('%s', (u) => {
    expect(met(u).get('palpitations.hx.character')).toBe('u0');
  });

  it('a feeling of anxiety asked is not the character (ex34-psvt-english)', () => {
    const yes = met('Regular하게 빨라요, irregular하게 건너뛰어요?', '불안하거나 초조하신 느낌은요?');
    expect(yes.get('palpitations.hx.character')).toBe('u0');
  });
});
