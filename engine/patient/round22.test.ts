/**
 * Issue 16, round 22: round 21's known leftovers (a question asked again answered by the sentence
 * that answers it, a run of yes/no questions answered as one list, a count of vomiting answered by
 * the sentence that counts it) and the classes of the round 22 tune encounters (an earlier faint or
 * fit asked without 도, how long consciousness was lost, the honorific of biting the tongue). Each
 * block is a class, with controls.
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

describe('a question asked again is answered by the sentence that answers it', () => {
  const opening = ['어떻게 오셨어요?', '뭐 하면 더 아파요?', '언제부터요?'];
  it.each([
    ['숨쉴때 더 아파요?', '숨을 깊이 들이쉬거나'],
    ['기침하면 더 아파요?', '기침하면 더 아파요'],
  ])('pericarditis, aggravating told, then %s', (again, sentence) => {
    const r = talk(byId('acute-pericarditis'), ...opening, again);
    expect(r.text, r.text).toContain(sentence);
    expect(r.text, r.text).not.toContain('똑바로 누우면');
    expect(facts(r), r.text).toContain('topic:aggravating');
  });
  it.each([
    // The first sentence answers these: it is said again, briefly (controls).
    ['누우면 더 아파요?', '똑바로 누우면'],
    ['뭐 하면 더 아파요?', '똑바로 누우면'],
  ])('pericarditis, aggravating told, then %s (control)', (again, sentence) => {
    const r = talk(byId('acute-pericarditis'), ...opening, again);
    expect(r.text, r.text).toContain(sentence);
    expect(r.text, r.text).not.toContain('들이쉬거나');
  });
  it('the relieving factor asked again by the drug is the drug sentence (control: already so)', () => {
    const r = talk(byId('acute-pericarditis'), '뭐 하면 좀 나아요?', '타이레놀 먹으면 좀 나아요?');
    expect(r.text, r.text).toContain('타이레놀');
    expect(r.text, r.text).not.toContain('숙이면');
  });
});

describe('symptoms asked one by one in one message are answered as one list', () => {
  const yesCount = (text: string) => (text.match(/(^|\.\s)네,/g) ?? []).length;
  const noCount = (text: string) => (text.match(/(^|\.\s)아니요,/g) ?? []).length;
  it.each([
    ['acute-pericarditis', '열은요? 오한은?', '+fever +chills'],
    ['acute-pericarditis', '열나요? 오한은요?', '+fever +chills'],
    ['acute-cholangitis', '열은요? 오한은?', '+fever +chills'],
    ['acute-cholangitis', '가려운 데는요? 메스꺼운 건요?', '+itching +nausea'],
  ])('%s: %s gets one 네', (id, text) => {
    const r = talk(byId(id), text);
    expect(yesCount(r.text), r.text).toBe(1);
    expect(r.text, r.text).toMatch(/^네,/);
  });
  it.each([
    ['acute-pericarditis', '기침은요? 가래는?', '가래도 없'],
    ['acute-pericarditis', '식은땀은요? 메스꺼움은?', '메스껍진 않아요'],
    ['alcohol-withdrawal-seizure', '구토는요? 설사는?', '설사도 없'],
  ])('%s: %s gets one 아니요 and names the second', (id, text, second) => {
    const r = talk(byId(id), text);
    expect(noCount(r.text), r.text).toBe(1);
    expect(r.text, r.text).toContain(second);
  });
  it.each([
    // A yes then a no, or a no then a yes, each keeps its own word (controls).
    ['acute-pericarditis', '열 있어요? 기침은요?', 1, 1],
    ['acute-pericarditis', '두근거림은요? 근육통은요?', 1, 1],
    ['alcohol-withdrawal-seizure', '혀 깨무셨어요? 소변 실수는요?', 1, 1],
  ])('%s: %s keeps 네 and 아니요 (control)', (id, text, yes, no) => {
    const r = talk(byId(id), text);
    expect(yesCount(r.text), r.text).toBe(yes);
    expect(noCount(r.text), r.text).toBe(no);
  });
  it('one symptom asked alone is still a plain no (control)', () => {
    const r = talk(byId('acute-pericarditis'), '가래는요?');
    expect(r.text, r.text).toMatch(/^아니요,/);
  });
});

describe('a count of vomiting is answered by the sentence that counts it', () => {
  it.each([
    // What was vomited tells a count of something else ('어제 한 번 목이 긁혀서…'): the detail counts.
    ['hyperemesis-gravidarum-dehydration', '몇번 토했어?', '열 번 넘게'],
    // Neither the detail nor what was vomited counts: the course does ('두 시간 동안 세 번 그랬어요').
    ['dieulafoy-lesion', '몇 번 토하셨어요?', '세 번'],
  ])('%s: %s', (id, text, count) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(count);
  });
  it.each([
    // What was vomited counts it ('하루 여섯 번 넘게요', '열 번 넘게 토했어요'): that sentence (controls).
    ['hypertrophic-pyloric-stenosis', '몇번 토했어?', '여섯 번'],
    ['acute-pancreatitis', '몇번 토했어?', '열 번 넘게'],
    ['diabetic-gastroparesis', '몇번 토했어?', '두세 번'],
    ['acute-cholangitis', '몇 번 토하셨어요?', '한 번'],
  ])('%s: %s (control)', (id, text, count) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(count);
  });
  it('a count asked is vomitus + vomiting, as the dev set labels it (control)', () => {
    expect(keys('몇번 토했어?').sort()).toEqual(['vomiting', 'vomitus']);
  });
});

describe('an earlier faint or fit asked without 도 is the earlier episodes', () => {
  it.each([
    ['hypertrophic-cardiomyopathy-exertional-syncope', '전에 쓰러진 적은?', '처음'],
    ['hypertrophic-cardiomyopathy-exertional-syncope', '이전에 실신한 적은요?', '처음'],
    ['alcohol-withdrawal-seizure', '전에 경련한 적은?', '처음'],
  ])('%s: %s', (id, text, word) => {
    expect(keys(text)).toContain('experience');
    const r = talk(byId(id), text);
    expect(facts(r), r.text).toContain('topic:experience');
    expect(r.text, r.text).toContain(word);
  });
  it.each([
    ['전에 수술한 적 있어요?', 'surgery'],
    ['전에 입원한 적 있어요?', 'surgery'],
  ])('%s is not an earlier episode (control)', (text, key) => {
    expect(keys(text)).toContain(key);
    expect(keys(text)).not.toContain('experience');
  });
});

describe('how long consciousness was lost is the duration', () => {
  it.each(['정신 잃은 건 얼마 동안이었대?', '의식 잃은 시간은 얼마나 됐어요?'])('%s', (text) => {
    expect(keys(text)).toContain('duration');
    expect(keys(text)).not.toContain('onset');
    const r = talk(byId('hypertrophic-cardiomyopathy-exertional-syncope'), text);
    expect(r.text, r.text).toContain('30초');
  });
  it("'얼마 동안 정신을 잃었어요?' was already the duration (control)", () => {
    expect(keys('얼마 동안 정신을 잃었어요?')).toContain('duration');
  });
});

describe('biting the tongue in the honorific', () => {
  it.each(['혀 깨무셨어요?', '혀는 안 깨무셨어요?'])('%s', (text) => {
    expect(keys(text)).toContain('tongueBite');
    const r = talk(byId('alcohol-withdrawal-seizure'), text);
    expect(facts(r), r.text).toContain('symptom:tongueBite');
  });
  it("'혀 깨물었어요?' (control)", () => {
    expect(keys('혀 깨물었어요?')).toContain('tongueBite');
  });
});

describe('the witness asked by the companion who saw it', () => {
  it.each([
    ['hypertrophic-cardiomyopathy-exertional-syncope', '코치님이 봤어? 뭐래?', '고꾸라졌대요'],
    ['alcohol-withdrawal-seizure', 'seizure 할 때 어땠는지 사모님이 뭐라고 하셨어요?', '눈이 뒤집히고'],
    ['alcohol-withdrawal-seizure', '경련할 때 사모님이 뭐라고 하셨어요?', '집사람 말로는'],
  ])('%s: %s', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(facts(r), r.text).toContain('topic:witness');
    expect(facts(r), r.text).not.toContain('symptom:seizure');
    expect(r.text, r.text).toContain(words);
  });
  it.each([
    // What a doctor said is what the patient was told; a spouse on the drinking is no witness.
    ['다른 병원 선생님이 뭐라고 하셨어요?', 'priorKnowledge'],
    ['아내분이 술 얘기하면 뭐라고 하세요?', 'alcohol'],
    ['옆에 있던 분이 뭐라고 하셨어요?', 'witness'],
  ])('%s → %s (control)', (text, key) => {
    expect(keys(text)).toContain(key);
    if (key !== 'witness') expect(keys(text)).not.toContain('witness');
  });
});

describe('shaking asked with a fever is chills', () => {
  it.each(['열 나요 떨리진 않고', '열나고 떨리세요?'])('%s', (text) => {
    expect(keys(text).sort()).toEqual(['chills', 'fever']);
    const r = talk(byId('bronchiectasis'), text);
    expect(facts(r), r.text).toContain('symptom:chills');
    expect(r.text, r.text).not.toContain('떨림');
  });
  it.each([
    ['손 떨리세요?', 'tremor'],
    ['떨리세요?', 'tremor'],
  ])('%s → %s (control)', (text, key) => {
    expect(keys(text)).toEqual([key]);
  });
});

describe('a polite question run into a bare subject, with no question mark', () => {
  it.each([['담배는 피세요 술은', ['alcohol', 'smoking']]])('%s', (text, expected) => {
    expect(keys(text).sort()).toEqual(expected);
  });
  it("'기침 나세요 가래는' (control: both symptoms were already read)", () => {
    expect(keys('기침 나세요 가래는').sort()).toEqual(['cough', 'sputum']);
  });
  it('both are answered', () => {
    const r = talk(byId('bronchiectasis'), '담배는 피세요 술은');
    expect(facts(r), r.text).toEqual(expect.arrayContaining(['topic:smoking', 'topic:alcohol']));
  });
  it("'담배는 피세요?' alone (control)", () => {
    expect(keys('담배는 피세요?')).toEqual(['smoking']);
  });
});

describe("a summary's day of each symptom is checked against the onset's clause of that symptom", () => {
  it.each([
    '정리하면 어제부터 배 아프셨고 열은 오늘부터 나신거죠?',
    '정리하면 어제부터 배 아프셨던거죠?',
    '정리하면 열은 오늘부터 나신거죠?',
  ])('%s is corrected', (text) => {
    const r = talk(byId('acute-cholangitis'), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toContain('그저께 저녁부터');
  });
  it.each([
    ['acute-cholangitis', '정리하면 배는 그저께부터 아프셨고 열은 어제부터 나신거죠?'],
    ['lactational-breast-abscess', '그럼 열은 그저께 밤부터 나신 거죠?'],
  ])('%s: %s is confirmed (control)', (id, text) => {
    expect(talk(byId(id), text).text).not.toMatch(/^아니/);
  });
  it('the wrong part of the right day is still corrected (control)', () => {
    const r = talk(byId('lactational-breast-abscess'), '그럼 열은 그저께 아침부터 나신 거죠?');
    expect(r.text, r.text).toMatch(/^아니/);
  });
});

describe("a summary's last time is checked against the case's last time", () => {
  const c = () => byId('alcohol-withdrawal-seizure');
  it.each([
    '정리하면 어제 저녁에 마지막으로 술 드셨고 오늘 아침에 경련하신거죠?',
    '정리하면 그저께 아침에 마지막으로 술 드셨고 오늘 아침에 경련하신거죠?',
  ])('%s is corrected, and the day confirmed is the fit’s', (text) => {
    const r = talk(c(), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toContain('마지막 술은 그저께 밤');
    expect(r.text, r.text).not.toMatch(/(어제 저녁|그저께 아침)부터 그랬던/);
  });
  it('the right last time is confirmed (control)', () => {
    const r = talk(c(), '정리하면 그저께 밤에 마지막으로 술 드셨고 오늘 아침에 경련하신거죠?');
    expect(r.text, r.text).not.toMatch(/^아니/);
  });
});

describe('metamorphic leftovers: 반말 and run-together forms read as their polite, separate forms', () => {
  it.each([
    // '혹시 누가 때렸나?' in 반말 and polite: whether anyone hit, as '때린 적 있어요?'.
    ['혹시 누가 때렸나?', ['violenceHistory']],
    ['혹시 누가 때렸어요?', ['violenceHistory']],
    // What the tests said, in 반말 (the normaliser makes '했어' '하셨어요').
    ['응급실에서 검사는 뭐라고 했어?', ['checkup']],
    ['응급실에서 검사는 뭐라고 했니?', ['checkup']],
    // A past 반말 question with 뭐 run into the next.
    ['쓰러질 때 뭐 하고 있었어 쓰러지기 전에 뭐 느낌 있었어?', ['event', 'prodrome']],
    // An earlier faint after a subject, run together.
    ['숨찬 건 전에 쓰러진 적은?', ['dyspnea', 'experience', 'syncope']],
    // A reported past in 반말 run into the next question.
    [
      '몸 떨거나 뻣뻣해지진 않았대 혀 깨물었어? 오줌 지리진 않았고?',
      ['seizure', 'tongueBite', 'urinaryIncontinence'],
    ],
    // A bare subject with 는요 run into the next question, whatever syllable precedes 는요 ('실수').
    [
      '혀 깨무셨어요? 소변 실수는요 깨고 나서는 바로 정신 드셨어요?',
      ['recovery', 'tongueBite', 'urinaryIncontinence'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
  it.each([
    // Who did it stays the perpetrator; what a doctor said stays what the patient was told;
    // 'before the operation' is no earlier episode.
    ['누가 때렸어요?', 'perpetrator', 'violenceHistory'],
    ['다른 병원에서 뭐라고 하셨어요?', 'priorKnowledge', 'checkup'],
    ['수술하기 전에 쓰러진 적 있어요?', 'surgery', 'experience'],
  ])('%s → %s, not %s (control)', (text, key, not) => {
    expect(keys(text)).toContain(key);
    expect(keys(text)).not.toContain(not);
  });
});

describe('an age in native numerals is no fever; shaking and stiffening asked together is a fit', () => {
  it.each([
    ['하도겸 맞지? 열일곱?', ['identityCheck']],
    ['열두살?', []],
    ['몸 떨거나 뻣뻣해지진 않았대?', ['seizure']],
    ['떨거나 뻣뻣해졌어요?', ['seizure']],
  ])('%s → %j', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });
  it('the identity check at seventeen is confirmed with no word of fever', () => {
    const r = talk(byId('hypertrophic-cardiomyopathy-exertional-syncope'), '하도겸 맞지? 열일곱?');
    expect(facts(r), r.text).not.toContain('symptom:fever');
  });
  it.each([
    ['열 나?', ['fever']],
    ['열나요?', ['fever']],
    ['손 떨리세요?', ['tremor']],
  ])('%s → %j (control)', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });
});
