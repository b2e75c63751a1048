/**
 * Round 44 (issues 16 and 17, the lead's walk of a depressive pseudodementia): a bedside cognitive
 * test given in plain words is answered as the case's exam findings say, with the finding shown;
 * whether what was enjoyed is still fun asks the anhedonia; a stress question of a case with no
 * stress sentence is answered from the sentence that tells the stressor; a summary that calls the
 * mood, the sleep or the memory fine is corrected when the case tells otherwise; what is forgotten
 * asked in paraphrase is the character of the memory loss.
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary } from '../../tests/support/patient-cases';
import { facts, keys } from './conversation-helpers';
import { createPatientEngine } from './engine';

const { byId: get, talk } = caseLibrary();

const DONT_KNOW_OR_ACK = /^(네, 알겠습니다|글쎄요, 그건 잘 모르겠|잘 모르겠)/;
const CLARIFY = /무슨 말씀|다시 한 번|잘 못 알아들|뭐라고/;

describe('round 44 A: orientation asked in plain words', () => {
  it.each([
    [
      'depression-pseudodementia',
      '간단한 기억력 검사 해볼게요. 오늘이 몇년 몇월 며칠이에요?',
      /\d{4}년 \d{1,2}월 \d{1,2}일/,
    ],
    ['depression-pseudodementia', '여기가 어디에요?', /병원/],
    ['amnestic-mild-cognitive-impairment', '지금 계신 곳이 어디예요?', /병원/],
    ['amnestic-mild-cognitive-impairment', '오늘 며칠이에요?', /\d{1,2}월 \d{1,2}일/],
    ['hypothyroidism-depression', '오늘이 무슨 요일이에요?', /[일월화수목금토]요일/],
    ['alcoholic-hepatitis', '여기가 어디인지 아세요?', /병원/],
  ])('%s: %s', (id, turn, answer) => {
    const r = talk(id, turn);
    expect(r.text).toMatch(answer);
    expect(r.text).toMatch(/\[진찰 소견\] 의식·지남력 평가: /);
    expect(r.text).not.toMatch(DONT_KNOW_OR_ACK);
  });

  it('the date is the encounter clock when the engine is given one', () => {
    const engine = createPatientEngine(get('depression-pseudodementia'), {
      now: new Date('2026-12-07T10:00:00+09:00'),
    });
    expect(engine.reply([], '오늘이 몇년 몇월 며칠이에요?').text).toContain('2026년 12월 7일 월요일');
  });

  it.each([
    // Time orientation lost (the findings): unsure, never a made-up date.
    ['early-onset-alzheimer-bad-news', '오늘이 몇월 며칠이에요?', /잘 모르겠|생각이 잘 안/],
    ['early-onset-alzheimer-bad-news', '오늘 무슨 요일이에요?', /잘 모르겠|생각이 잘 안/],
  ])('%s: %s per the finding', (id, turn, answer) => {
    const r = talk(id, turn);
    expect(r.text).toMatch(/\[진찰 소견\] /);
    expect(r.text).toMatch(answer);
    expect(r.text).not.toMatch(/\d{1,2}월 \d{1,2}일/);
  });

  it.each([
    // A date told a day wrong in the finding ('날짜 1일 틀림', '날짜를 하루 틀림'): the day before.
    ['vitamin-b12-deficiency-metformin-cognitive'],
    ['temporal-lobe-epilepsy-mistaken-syncope'],
  ])('%s: the date a day off, as the finding says', (id) => {
    const engine = createPatientEngine(get(id), { now: new Date('2026-12-07T10:00:00+09:00') });
    expect(engine.reply([], '오늘이 몇월 며칠이에요?').text).toContain('12월 6일');
  });
});

describe('round 44 B: words registered, recalled, 100 minus 7', () => {
  it.each([
    [
      'depression-pseudodementia',
      ['제가 세 단어 불러드릴게요 비행기 연필 소나무 따라 해보세요'],
      /비행기, 연필, 소나무/,
    ],
    ['amnestic-mild-cognitive-impairment', ['사과 책상 자동차 세 단어 따라 해보세요'], /사과, 책상, 자동차/],
    [
      'post-stroke-depression',
      ['제가 단어 세 개 말할게요. 사과, 세탁기, 기차. 기억해 두세요'],
      /사과, 세탁기, 기차/,
    ],
    // Recall as the finding scores it: 1/3 (pseudodementia, MCI), 2/3 (Lewy body).
    [
      'depression-pseudodementia',
      ['제가 세 단어 불러드릴게요 비행기 연필 소나무 따라 해보세요', '아까 말씀드린 세 단어 기억나세요?'],
      /^(?:.*\n)*비행기… 나머지는/,
    ],
    [
      'post-stroke-depression',
      ['제가 단어 세 개 말할게요. 사과, 세탁기, 기차. 기억해 두세요', '아까 세 단어 뭐였죠?'],
      /사과, 세탁기… 나머지는/,
    ],
    ['amnestic-mild-cognitive-impairment', ['100에서 7을 빼면 얼마예요?'], /93, 86, 79/],
    ['post-stroke-depression', ['100에서 7을 빼면 얼마예요?'], /93… 그다음은 잘 모르겠/],
  ])('%s: %j', (id, turns, answer) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(answer);
    expect(r.text).toMatch(/\[진찰 소견\] /);
    expect(r.text).not.toMatch(DONT_KNOW_OR_ACK);
  });

  it.each([
    ['오늘이 몇년 몇월 며칠이에요?', ['mentalStatus']],
    ['여기가 어디에요?', ['mentalStatus']],
    ['제가 세 단어 불러드릴게요 비행기 연필 소나무 따라 해보세요', ['cognitiveScreen']],
    ['100빼기7은요?', ['cognitiveScreen']],
    ['아까 세단어 다시 말해보세요', ['cognitiveScreen']],
  ])('%s is the test, not a history question', (turn, expected) => {
    const got = keys(turn);
    for (const k of expected) expect(got).toContain(k);
    expect(got.filter((k) => k !== 'mentalStatus' && k !== 'cognitiveScreen')).toEqual([]);
  });

  it('a carer is not made to answer for the patient: the finding alone', () => {
    const r = talk('delirium-urinary-tract-infection', '어머님, 오늘이 무슨 요일이에요?');
    expect(r.text).toMatch(/^\[진찰 소견\] 의식·지남력 평가: .*지남력 없음/);
    expect(r.text).not.toMatch(/요일이에요|요일입니다/);
  });
});

describe('round 44 C: whether what was enjoyed is still fun', () => {
  it.each([
    ['depression-pseudodementia', '예전에 좋아하던거 요즘도 재밌으세요?', /바둑/],
    ['hypothyroidism-depression', '예전에 즐기던 일 요즘도 즐거우세요?', /드라마/],
    ['alzheimer-disease', '어머님 좋아하시던 거 요즘도 즐거워하세요?', /화투/],
    ['hypothyroidism-depression', '좋아하던 거 요즘도 재밌어요?', /드라마/],
  ])('%s: %s', (id, turn, fact) => {
    const r = talk(id, turn);
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe('round 44 D: stress told by another sentence of the case', () => {
  it.each([
    ['depression-pseudodementia', '최근에 스트레스 받는 일 있으셨어요?', /친구가 갑자기 심장마비로/],
    ['alcoholic-hepatitis', '요즘 스트레스 받는 일 있으세요?', /실직하고/],
    ['wernicke-encephalopathy', '요즘 스트레스 받을 만한 일 있었어요?', /이혼하고/],
    ['depression-pseudodementia', '스트레스 받으시는 일은요?', /친구가 갑자기 심장마비로/],
  ])('%s: %s', (id, turn, fact) => {
    const r = talk(id, turn);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/모르겠/);
  });
});

describe('round 44 E: a summary that calls a state fine', () => {
  it.each([
    [
      'depression-pseudodementia',
      '정리하면 넉 달 전부터 깜빡하시고 기분은 괜찮으신 거죠?',
      ['symptom:depressedMood'],
    ],
    [
      'hypothyroidism-depression',
      '정리하면 기분은 좋으시고 추위는 안 타시는 거죠?',
      ['symptom:depressedMood', 'symptom:coldIntolerance'],
    ],
    ['alcoholic-hepatitis', '정리하면 기분은 괜찮으신 거죠?', ['symptom:depressedMood']],
    ['insomnia-disorder', '정리하면 잠은 잘 주무시는 거죠?', ['symptom:insomnia']],
    ['amnestic-mild-cognitive-impairment', '정리하면 기억력은 괜찮으신 거죠?', ['symptom:memoryLoss']],
  ])('%s: %s', (id, turn, corrected) => {
    const r = talk(id, turn);
    expect(r.text).toMatch(/^(아니요|아닙니다)/);
    for (const k of corrected) expect(facts(r), r.text).toContain(k);
  });

  it('a right one is confirmed (no depressed mood in generalized anxiety)', () => {
    expect(talk('generalized-anxiety-disorder', '정리하면 기분은 괜찮으신 거죠?').text).toMatch(/^네/);
  });
});

describe('round 44 F: what is forgotten, in paraphrase', () => {
  it.each([
    ['depression-pseudodementia', ['어떤 걸 주로 잊어버리세요? 예를 들면요'], /한 페이지를 넘기면/],
    ['amnestic-mild-cognitive-impairment', ['뭘 주로 까먹어요?'], /사람 이름이 안 떠오르고/],
    ['alzheimer-disease', ['최근 일이 기억 안 나시는 거예요 아니면 옛날 일도요?'], /옛날 일은 또렷하게/],
    ['vascular-dementia', ['주로 어떤 걸 잊어버리세요?'], /생각이 느려진/],
  ])('%s: %j', (id, turns, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/^아니요/);
  });
});
