/**
 * Issue 16 (and issue 17 item 5, acts in their ordinary forms), found on review of the round 17
 * examiner transcripts: the department named in a self-introduction ('신경과 학생의사 …입니다') was
 * read as the course (경과) and the patient volunteered how the misuse had grown; a remark on who came
 * along ('따님도 같이 오셨네요') was read as 'what comes with it' and answered '잘 모르겠네요'; a name
 * and an age in words checked with '되셨죠' ('어길수 님, 일흔셋 되셨죠?') and an open start in other
 * words ('오늘 오시게 된 얘기부터 편하게 해 주세요', '요즘 어떻게 지내셨어요?') were not understood.
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

describe('encounter acts in ordinary words', () => {
  it.each([['안녕하세요 신경과 학생의사 우태린입니다'], ['신경외과 학생의사입니다']])(
    '%s: a greeting, nothing asked, nothing told',
    (u) => {
      expect(keys(u)).toEqual(['greeting']);
      const r = talk(byId('nitrous-oxide-misuse-b12-deficiency'), u);
      expect(facts(r)).toEqual([]);
    },
  );

  it('the course is still the course', () => {
    expect(keys('경과는 어때요?')).toContain('course');
  });

  it('who came along is no symptom that comes with it', () => {
    expect(keys('따님도 같이 오셨네요')).not.toContain('associated');
    expect(keys('보호자분이랑 함께 오셨어요?')).not.toContain('associated');
    const r = talk(byId('late-life-alcohol-use-disorder-falls'), '안녕하세요. 따님도 같이 오셨네요.');
    expect(r.text).not.toMatch(/모르겠/);
    // Controls: a symptom that comes with it.
    expect(keys('같이 오는 증상 있어요?')).toContain('associated');
  });

  it.each([['어길수 님, 일흔셋 되셨죠?'], ['일흔셋 되셨지요?'], ['서른둘 되시죠?']])(
    '%s checks the identity',
    (u) => {
      expect(keys(u)).toContain('identityCheck');
    },
  );

  it('the right name and age are confirmed', () => {
    expect(talk(byId('late-life-alcohol-use-disorder-falls'), '어길수 님, 일흔셋 되셨죠?').text).toMatch(
      /^네/,
    );
  });

  it.each([
    ['오늘 오시게 된 얘기부터 편하게 해 주세요.'],
    ['요즘 어떻게 지내셨어요?'],
    ['병원에 오신 얘기 좀 편하게 해 주시겠어요?'],
  ])('%s is the open question, answered with the opening line', (u) => {
    expect(keys(u)).toContain('openQuestion');
    const c = byId('late-life-alcohol-use-disorder-falls');
    expect(talk(c, u).text).toContain(c.persona.openingLine);
  });
});

describe('bare follow-ups of ordinary speech', () => {
  it.each([['그 뒤로는요?'], ['그 다음엔 어떻게 됐어요?'], ['그 후로는요']])(
    '%s after how it began is the course',
    (u) => {
      expect(keys(u, ['처음 하게 된 계기가 뭐예요?'])).toEqual(['course']);
    },
  );

  it('the misuse after its first time: how it grew, not the first time again', () => {
    const r = talk(
      byId('nitrous-oxide-misuse-b12-deficiency'),
      '처음 하게 된 계기가 뭐예요?',
      '그 뒤로는요?',
    );
    expect(r.text).toContain('양도 계속 늘었어요.');
    expect(facts(r)).toEqual(['topic:course']);
  });

  it.each([
    ['intussusception', '먹는 건요', '오늘은 아무것도 안 먹으려 하고'],
    ['major-depressive-disorder', '먹는 건요?', '입맛이 없어요.'],
  ])('%s: %s is how the patient eats', (id, u, told) => {
    expect(talk(byId(id), u).text).toContain(told);
  });
});

describe('where it goes, asked with the body part alone', () => {
  it.each([['등으로도 가요?'], ['어깨로 가나요?'], ['왼팔 쪽으로도 가요?'], ['팔로도 가요?']])(
    '%s is the radiation',
    (u) => {
      expect(keys(u)).toContain('radiation');
    },
  );

  it('the dissection: the tearing pain goes to the back and down to the waist', () => {
    const r = talk(byId('aortic-dissection'), '어디가 아파서 오셨어요', '등으로도 가요?');
    expect(r.text).toContain('등으로 쭉 가더니 지금은 허리 쪽으로 내려가는 것 같아요.');
  });

  it.each([['병원으로 가요?'], ['집으로 가요?']])('control: %s is no radiation', (u) => {
    expect(keys(u)).not.toContain('radiation');
  });
});
