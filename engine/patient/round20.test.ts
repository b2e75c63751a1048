/**
 * Issue 16, round 20: classes found in five new tune encounters (bench/patient/conversations-r20.yaml:
 * hazardous drinking asked with English words, a COPD smoker asked with typos, campylobacter in 반말,
 * ADPKD with 'radiation' and 'past Hx', burnout with passive suicidal thoughts) and the ones left by
 * round 19. Each block is a class, with controls; the rows marked in the commit fail on the engine
 * before this round.
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

describe("a summary's drink, amount, count a week and years of drinking or smoking are checked", () => {
  it.each([
    // Soju two or three times a week, of wine five or six times a week.
    [
      'hazardous-drinking-precontemplation',
      '정리하면 소주를 일주일에 두세번 한병씩 드시는거 맞죠?',
      'alcohol',
    ],
    // Wine, the right drink, at the wrong count a week.
    [
      'hazardous-drinking-precontemplation',
      '정리하면 와인을 일주일에 두세번 한병씩 드시는거 맞죠?',
      'alcohol',
    ],
    // '하루에 한 병' is what he first said; '솔직히 소주 두 병' is the fact.
    [
      'alcoholic-cirrhosis-coagulopathy',
      '정리해보면 두어달 전부터 멍이 들었고 술은 하루에 한병 정도 드시는거 맞죠?',
      'alcohol',
    ],
    // Half a pack of a one-pack smoker; 30 years of 50.
    ['copd-smoker-contemplation', '정리하면 담배는 하루 반갑 피우시는거죠?', 'smoking'],
    ['copd-smoker-contemplation', '정리하면 하루 한갑씩 30년 피우신거죠?', 'smoking'],
  ])('%s: %s is corrected', (id, summary, key) => {
    const r = talk(byId(id), summary);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r), r.text).toContain(`topic:${key}`);
  });

  it.each([
    ['hazardous-drinking-precontemplation', '정리하면 와인을 일주일에 대여섯번 한병씩 드시는거 맞죠?'],
    ['alcoholic-cirrhosis-coagulopathy', '정리하면 술은 하루에 소주 두 병 드시는 거죠?'],
    ['copd-smoker-contemplation', '정리하면 하루 한갑씩 50년 피우신거죠?'],
    ['copd-smoker-contemplation', '정리하면 막걸리를 일주일에 두세번 한병씩 드시는 거죠?'],
  ])('%s: %s is confirmed (control)', (id, summary) => {
    const r = talk(byId(id), summary);
    expect(r.text, r.text).not.toMatch(/^아니/);
  });
});

describe('when the drinking began, of a case that dates it in the alcohol sentence', () => {
  it('술은 언제부터 드셨어요? is told from the alcohol sentence, not "I don\'t know"', () => {
    const r = talk(byId('alcoholic-cirrhosis-coagulopathy'), '술은 언제부터 드셨어요?');
    expect(r.text, r.text).toContain('서른 살 때부터');
    expect(r.text).not.toMatch(/모르/);
  });
});

describe('when a secondary finding began, when the case only tells it of late', () => {
  it('코피는 언제부터 그렇게 오래 났어요? is the course\'s "요새는 코피도…", not how long one lasts', () => {
    const c = byId('alcoholic-cirrhosis-coagulopathy');
    const r = talk(c, '코피나 잇몸 피는요?', '코피는 언제부터 그렇게 오래 났어요?');
    expect(r.text, r.text).toContain('요새는 코피도');
    expect(r.text).not.toContain('20분');
  });
  it('a finding whose own words date it keeps them (control)', () => {
    const r = talk(byId('campylobacter-enteritis'), '설사 언제부터 했어?', '피 섞여나와?', '언제부터?');
    expect(r.text, r.text).toMatch(/오늘/);
  });
});

describe('what learners ask that was not understood', () => {
  it.each([
    // Counselling: when and with whom one drinks, when one smokes, annoyed by the drinking's critics.
    ['주로 언제 어디서 누구랑 마셔요?', [], ['drinkingPattern']],
    ['누구랑 마셔요?', [], ['drinkingPattern']],
    ['주로 언제 피우세요?', [], ['triggers']],
    ['남편분이 술 얘기하면 짜증나세요?', [], ['cageAnnoyed']],
    ['예전보다 더 마셔야 취하세요?', [], ['tolerance']],
    ['끊는게 얼마나 중요하고 자신있으세요?', [], ['readinessToChange']],
    ['줄일 생각은 있으세요? 10점 만점에 몇점?', [], ['readinessToChange']],
    ['셋째 생각하시면 지금부터 줄이시는게 좋아요', [], ['motivationalAdvice']],
    ['끊으시면 폐 나빠지는 속도가 훨씬 느려져요', [], ['motivationalAdvice']],
    ['니코틴 패치랑 금연약 같이 쓰면 성공률이 높아요', [], ['cessationPlan']],
    ['보건소 금연클리닉도 도움이 돼요', [], ['supportResources']],
    // An assault asked with care, and whether the one who did it still reaches her.
    ['혹시 원하지 않는 관계가 있었나요?', [], ['assaultDetails']],
    ['그 사람이 아직 연락해요?', [], ['safety']],
    // Identity and age in 반말, a bare full name.
    ['은재윤 맞지? 스물두살', [], ['identityCheck']],
    ['도현우 맞지? 스물일곱', [], ['identityCheck']],
    // A diagnosis told in 반말 naming the substance is no substance question.
    ['휘핑가스 때문에 비타민 B12가 부족해져서 신경이 상한 거 같아', [], ['likelyDiagnosis']],
    // Others of the round 20 encounters.
    ['숨은 어느정도 걸으면 차세요?', [], ['dyspnea']],
    ['폐렴 주사 맞으셨어요?', [], ['vaccination']],
    ['힘들 때 얘기할 사람 있으세요?', [], ['supportSystem']],
    ['어떤 게 힘드셔서 오셨어요?', [], ['openQuestion']],
    ['혈압약은 언제부터 드셨어요?', [], ['pastMedical']],
    ['혈압약은 onset이 언제 드셨어요?', [], ['pastMedical']],
    ['먹는 약 있어 혈압약은 언제부터 먹었어?', [], ['medication', 'pastMedical']],
    ['최근에 무리하거나 다친 적은요?', [], ['event', 'trauma']],
    // 반말 '-니/-냐' of where bruises come (the metamorphic check's 반말 forms).
    ['주로 어디에 들니?', [], ['location']],
    ['주로 어디에 들냐?', [], ['location']],
  ])('%s', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });

  it.each([
    // Not names: a word and 맞아/맞지.
    ['아까랑 맞아?', 'identityCheck'],
    ['그런거 맞지?', 'identityCheck'],
    // A question of the patient's opinion is no diagnosis told.
    ['술 때문에 그런 거 같아?', 'likelyDiagnosis'],
    // A drug that cannot be used is the treatment, not a quit plan.
    ['임신 중에는 금연 약은 못 쓰고 상담이랑 같이 해 볼 거예요.', 'cessationPlan'],
    // A score asked alone is the severity.
    ['10점 만점에 몇점?', 'readinessToChange'],
    // Plain advice to quit stays lifestyle.
    ['담배 끊으시는게 좋아요', 'motivationalAdvice'],
  ])('%s is not %s (control)', (text, key) => {
    expect(keys(text)).not.toContain(key);
  });
  it('where and when an assault happened stays the assault (control)', () => {
    expect(keys('언제 어디서 그런 일이 있었어요?')).toEqual(['assaultDetails']);
  });
});

describe('a wrong name or age in 반말 is corrected', () => {
  const id = 'nitrous-oxide-misuse-b12-deficiency';
  it('a wrong bare name, right age', () => {
    const r = talk(byId(id), '은재민 맞지? 스물두살');
    expect(r.text, r.text).toMatch(/^아니요/);
    expect(r.text).toContain('은재윤');
    expect(r.text).not.toContain('네, 맞아요');
  });
  it('a right name, wrong age', () => {
    const r = talk(byId(id), '은재윤 맞지? 스물다섯');
    expect(r.text, r.text).toContain('스물두 살');
  });
  it('both right (control)', () => {
    expect(talk(byId(id), '은재윤 맞지? 스물두살').text).toBe('네, 맞아요.');
  });
});

describe('a colour or a count asked with no subject is of the bleeding the patient spoke of', () => {
  const opening = ['무슨일로 오셨어요', '처음 본게 언제에요?'];
  it('몇번 보셨어요? after a stool told as 검붉은 변', () => {
    const r = talk(byId('colonic-angiodysplasia'), ...opening, '몇번 보셨어요?');
    expect(facts(r), r.text).toContain('symptom:hematochezia');
    expect(r.text).toContain('두 번');
  });
  it('색깔은 어땠어요? 새빨개요? is the stool colour', () => {
    const r = talk(byId('colonic-angiodysplasia'), ...opening, '색깔은 어땠어요? 새빨개요?');
    expect(facts(r), r.text).toContain('topic:stoolColor');
    expect(r.text).toContain('검붉은');
  });
  it('a colour asked of sputum just asked stays the sputum (control)', () => {
    expect(keys('색깔은 어때요?', ['가래 나와요?'])).toContain('sputum');
  });
});

describe('the assault asked with care, then when and whether he still reaches her', () => {
  const c = () => byId('sexual-assault-delayed-acquaintance');
  it('그게 언제였어요? after it is the day of the assault', () => {
    const r = talk(c(), '혹시 원하지 않는 관계가 있었나요?', '그게 언제였어요?');
    expect(r.text, r.text).toContain('나흘 전');
  });
  it('그 사람이 아직 연락해요? is the safety sentence (he still sends messages)', () => {
    const r = talk(c(), '그 사람이 아직 연락해요?');
    expect(facts(r), r.text).toContain('topic:safety');
  });
});

describe("annoyance at the drinking's critics is the CAGE item, not irritability", () => {
  it('남편분이 술 얘기하면 짜증나세요?', () => {
    const r = talk(byId('hazardous-drinking-precontemplation'), '남편분이 술 얘기하면 짜증나세요?');
    expect(facts(r), r.text).toEqual(['topic:cageAnnoyed']);
    expect(r.text).toContain('짜증');
  });
});

describe('a summary that dates what happened claims no earlier episode', () => {
  it('정리하면 나흘 전에 그런 일을 당하셨고… (the right day) is confirmed, not "never before"', () => {
    const r = talk(
      byId('sexual-assault-delayed-acquaintance'),
      '정리하면 나흘 전에 그런 일을 당하셨고 지금 임신이 걱정되시는거죠?',
    );
    expect(r.text, r.text).not.toMatch(/^아니/);
    expect(r.text).not.toContain('전에 이런 일을 당한 적은 없어요');
  });
  it('earlier episodes denied in a summary are still corrected (control)', () => {
    const r = talk(byId('acute-myocardial-infarction'), '정리하면 전에는 이런 적 없으셨죠?');
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r)).toContain('topic:experience');
  });
});
