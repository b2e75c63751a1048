/**
 * Issue 16, round 26: the leftover classes the lead found in whole encounters, and those four new
 * encounters exposed (conversations-r26.yaml: a pyogenic liver abscess, acute gout, a student's
 * binge, von Willebrand disease), each with cases over several cases and presentations, and controls:
 * - a repeat request that names its topic with a question word and no '아까' ('열 몇 도였다고
 *   하셨죠?', '어디로 퍼진다고 하셨죠?', '한번에 몇병 마신다고 했죠?') is answered with that topic
 *   again, never '무슨 말씀인지 잘 모르겠어요'; '어디로 퍼지나요?' is where it spreads, not the course;
 * - a wrong site or side in a one-clause check ('명치가 아프신 거죠?' of a right-upper pain, '왼쪽
 *   배가 아프신 거죠?') is corrected with where it hurts; a site the case names only to deny it
 *   ('명치까지는 아니고') or where the pain was before it moved is not where it hurts now; the right
 *   one is confirmed; 발목/손목 hold no sore throat (목);
 * - what makes it worse asked in the past tense, with typos and no spaces ('움직이면 더아팟어요?',
 *   '밥먹고 나서 심해졋나요?') is understood, and a kind of food named ('기름진거 먹고 더 심해졋어요?')
 *   is answered by the sentence that names it, not a meal that dates the onset;
 * - the colour and clots of a vaginal bleeding ('무슨 색이에요? 덩어리도 있어요?', '덩어리도 나와요?'),
 *   the test advised at an earlier episode ('그때 하라던 검사는 했어요?'), two parts of the day
 *   offered as two questions ('아침이 더 힘드세요 저녁이 더 힘드세요?'), an occasion of drinking a lot
 *   ('최근에 많이 드신 적 있어요?': the binge before the attack when the case tells one, else the
 *   habit) and the drinking asked with its verb alone ('평소에는 얼마나 자주 마셔요');
 * - the parents' health asked in 반말 or a carer's words ('엄마 아빠 다 건강하셔?', '부모님 어디
 *   편찮으신 데 없으시고?') is the family history.
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

const NOT_UNDERSTOOD = /모르겠|못 알아들|못 들었|다시 한 번 말씀|무슨 말씀/;

describe('a repeat request that names its topic', () => {
  it.each([
    [
      'pyogenic-liver-abscess',
      ['몇도까지 올라갔어요?', '술은 얼마나 드세요', '열 몇 도였다고 하셨죠?'],
      '39도',
      'symptom:fever',
    ],
    [
      'acute-pyelonephritis-fever',
      ['열 나세요?', '토하셨어요?', '열이 몇 도였다고 하셨죠?'],
      '39.6도',
      'symptom:fever',
    ],
    ['acute-cholecystitis', ['열 나세요?', '토하셨어요?', '열 몇도였다고 하셨죠?'], '38도', 'symptom:fever'],
    [
      'pyogenic-liver-abscess',
      ['다른데로 퍼지는 느낌은요?', '가족 중에 아프신 분?', '아까 어디로 퍼진다고 하셨죠?'],
      '어깨',
      'topic:radiation',
    ],
    [
      'acute-cholecystitis',
      ['어디로 뻗치세요?', '담배 피우세요?', '어디로 퍼진다고 하셨죠?'],
      '날개뼈',
      'topic:radiation',
    ],
    [
      'binge-drinking-college-student-contemplation',
      ['평소에 술 얼마나 드세요?', '담배는?', '아까 한번에 몇병 마신다고 했죠?'],
      '한 병 반',
      'topic:alcohol',
    ],
    [
      'acute-gouty-arthritis',
      ['언제부터 아프셨어요?', '약 드시는 거 있어요?', '언제부터 아팠다고 하셨죠?'],
      '네 시',
      'topic:onset',
    ],
    [
      'von-willebrand-disease',
      ['코피는 자주 나?', '생리는 언제 시작했어?', '코피 몇 분 간다고 했지?'],
      '20분',
      'symptom:epistaxis',
    ],
  ])('%s: %j tells it again', (id, turns, words, fact) => {
    const r = talk(byId(id), ...turns);
    expect(r.text, r.text).not.toMatch(NOT_UNDERSTOOD);
    expect(r.text, r.text).toContain(words);
    expect(facts(r), r.text).toContain(fact);
  });
  it.each([
    ['어디로 퍼지나요?', 'radiation'],
    ['어디로 퍼진다고 하셨죠?', 'radiation'],
    ['열 몇 도였다고 하셨죠?', 'fever'],
    ['언제부터라고 하셨죠?', 'onset'],
  ])('%s → %s', (text, key) => {
    const k = keys(text, ['담배 피우세요?']);
    expect(k, k.join(' ')).toContain(key);
    if (key === 'radiation') expect(k, k.join(' ')).not.toContain('course');
  });
  it.each([
    // A rash spreading stays its course (control).
    ['발진이 점점 퍼지나요?', 'course'],
  ])('control: %s → %s', (text, key) => {
    expect(keys(text)).toContain(key);
  });
  it('control: what a doctor said is no repeat of the last question', () => {
    expect(keys('의사 선생님이 뭐라고 하셨어요?', ['열 나세요?'])).not.toContain('fever');
  });
});

describe('a wrong site or side in a one-clause check is corrected', () => {
  it.each([
    ['pyogenic-liver-abscess', '그러니까 명치가 아프신 거죠?', '오른쪽'],
    ['pyogenic-liver-abscess', '아랫배가 아프신 거죠?', '오른쪽'],
    ['pyogenic-liver-abscess', '정리하면 왼쪽 배가 아프신 거죠?', '오른쪽'],
    ['pyogenic-liver-abscess', '정리하면 엿새전부터 열나고 왼쪽 갈비뼈 밑이 아프신거죠?', '오른쪽'],
    ['acute-appendicitis', '명치가 아프신 거죠?', '오른쪽 아랫배'],
    ['acute-appendicitis', '왼쪽 배가 아프신 거죠?', '오른쪽 아랫배'],
    ['acute-cholecystitis', '명치가 아프신 거죠?', '오른쪽'],
    ['acute-pyelonephritis-fever', '명치가 아프신 거죠?', '오른쪽 옆구리'],
    ['acute-gouty-arthritis', '왼쪽 엄지발가락이 아프신거죠?', '오른쪽 엄지발가락'],
  ])('%s: %s → no, %s', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toContain(words);
    expect(facts(r), r.text).toContain('topic:location');
  });
  it.each([
    ['pyogenic-liver-abscess', '오른쪽 갈비뼈 밑이 아프신 거죠?'],
    ['acute-appendicitis', '오른쪽 아랫배가 아프신 거죠?'],
    ['acute-appendicitis', '정리하면 명치가 아프다가 오른쪽 아랫배로 옮겨온 거죠?'],
    ['acute-cholecystitis', '오른쪽 윗배가 아프신 거죠?'],
    ['acute-gouty-arthritis', '오른쪽 엄지발가락이 아프신 거죠?'],
  ])('control: %s: %s is confirmed', (id, text) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^(네|예)/);
    expect(r.text, r.text).not.toMatch(/아니라/);
  });
  it.each([
    ['명치가 아프신 거죠?', 'summary'],
    ['윗배가 아프신 거죠?', 'summary'],
    ['엄지발가락이 아프신 거죠?', 'summary'],
  ])('%s → %s', (text, key) => {
    expect(keys(text)).toEqual([key]);
  });
  it.each(['발목이 아파요?', '손목이 아프신 거요?', '발목이 아프신 거죠?'])(
    '%s holds no sore throat',
    (text) => {
      expect(keys(text)).not.toContain('soreThroat');
    },
  );
  it('control: 목이 아파요? is a sore throat', () => {
    expect(keys('목이 아파요?')).toContain('soreThroat');
  });
});

describe('what makes it worse in the past tense, with typos and no spaces', () => {
  it.each([
    '움직이면 더 아팠어요?',
    '움직이면더아팟어요?',
    '숨쉴때 더 심했어요?',
    '기름진거 먹고 더 심해졋어요?',
    '밥먹고 나서 심해졋나요?',
    '먹고나서 더 아팠어?',
    '누우면 더아파요?',
    '걸으면더아파요?',
  ])('%s → aggravating', (text) => {
    const k = keys(text);
    expect(k, k.join(' ')).toContain('aggravating');
    expect(k, k.join(' ')).not.toContain('course');
  });
  it.each([
    ['acute-cholecystitis', '움직이면 더아팟어요?', '숨을 크게'],
    // What the case says of eating: the pain began three hours after dinner (as round 17 answers it).
    ['acute-cholecystitis', '기름진거 먹고 더 심해졋어요?', '저녁 먹고 세 시간쯤'],
    ['acute-cholecystitis', '밥먹고 나서 심해졋나요?', '저녁 먹고 세 시간쯤'],
    ['pyogenic-liver-abscess', '숨크게쉬면 더아팟어요?', '숨을 크게'],
    ['acute-gouty-arthritis', '걸으면 더 아팠어요?', '디디면'],
  ])('%s: %s → the aggravating sentence', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(words);
    expect(facts(r), r.text).toContain('topic:aggravating');
  });
});

describe('patient25 leftovers', () => {
  it.each([
    [
      'placental-abruption',
      ['피는 얼마나 나요 패드 몇장 쓰셨어요', '무슨 색이에요? 덩어리도 있어요?'],
      '검붉은',
    ],
    ['placental-abruption', ['피는 얼마나 나요 패드 몇장 쓰셨어요', '덩어리도 나와요?'], '덩어리'],
    ['von-willebrand-disease', ['생리양은 어때요 패드 몇개 써요', '덩어리도 나와요?'], '덩어리'],
  ])('%s: the colour and clots of the bleeding (%j)', (id, turns, words) => {
    const r = talk(byId(id), ...turns);
    expect(r.text, r.text).not.toMatch(NOT_UNDERSTOOD);
    expect(r.text, r.text).toContain(words);
  });
  it.each([
    ['그때 하라던 검사는 했어요?', ['전에도 이런 적 있었어요?']],
    ['받으라고 한 검사는 받으셨어요?', ['전에도 이런 적 있으셨어요?']],
  ])('%s (after %j) → experience', (text, before) => {
    expect(keys(text, before)).toContain('experience');
  });
  it('febrile UTI: the test advised at the first infection is told', () => {
    const r = talk(
      byId('febrile-uti-vesicoureteral-reflux-toddler'),
      '전에도 이런 적 있었어요?',
      '그때 하라던 검사는 했어요?',
    );
    expect(r.text, r.text).toContain('검사를 하라고 했는데');
    expect(facts(r), r.text).toContain('topic:experience');
  });
  it.each([
    '아침이 더 힘드세요 저녁이 더 힘드세요?',
    '아침이 힘드세요 저녁이 더 힘드세요?',
    '아침이 힘들어 저녁이 힘들어?',
  ])('depression: %s → the part of the day that is worst', (text) => {
    const r = talk(byId('major-depressive-disorder'), text);
    expect(r.text, r.text).toContain('아침에 눈뜰 때가 제일 힘들고');
  });
  it('control: two parts of the day doing different things are no choice', () => {
    expect(keys('아침에 일어나서 저녁에 자요?')).not.toContain('duration');
  });
  it.each([
    [
      'acute-gouty-arthritis',
      ['술은 얼마나 드세요?', '최근에 많이 드신 적 있어요?'],
      '어젯밤에 거래처 회식',
      'topic:event',
    ],
    ['acute-gouty-arthritis', ['최근에 과음하신 적 있어요?'], '어젯밤에 거래처 회식', 'topic:event'],
    [
      'binge-drinking-college-student-contemplation',
      ['평소에 술 얼마나 드세요?', '최근에 많이 드신 적 있어요?'],
      '폭탄주',
      'topic:event',
    ],
    ['acute-pancreatitis', ['술은 얼마나 드세요?', '최근에 많이 드신 적 있어요?'], '장례식장', 'topic:event'],
    // No binge in the case: the habit (control of the case-dependent reading).
    [
      'major-depressive-disorder',
      ['술은 얼마나 드세요?', '최근에 많이 드신 적 있어요?'],
      '맥주 두세 캔',
      'topic:alcohol',
    ],
    [
      'major-depression-suicide-risk',
      ['술은 얼마나 드세요?', '최근에 많이 드신 적 있어요?'],
      '소주 반 병',
      'topic:alcohol',
    ],
  ])('%s: %j', (id, turns, words, fact) => {
    const r = talk(byId(id), ...turns);
    expect(r.text, r.text).not.toMatch(NOT_UNDERSTOOD);
    expect(r.text, r.text).toContain(words);
    expect(facts(r), r.text).toContain(fact);
  });
  it.each([
    ['평소에는 얼마나 자주 마셔요', ['어제 술 얼마나 마셨어요?']],
    ['한번 마시면 몇병?', ['술 자주 드세요?']],
    ['일주일에 몇 번 마셔요?', ['술 드세요?']],
  ])('%s (after %j) → alcohol', (text, before) => {
    expect(keys(text, before)).toContain('alcohol');
  });
  it('control: how much water is no drinking', () => {
    expect(keys('물은 하루에 얼마나 마셔요?', ['술 드세요?'])).not.toContain('alcohol');
  });
});

describe("the parents' health in 반말 or a carer's words is the family history", () => {
  it.each([
    '엄마 아빠 다 건강하셔?',
    '부모님 어디 편찮으신 데 없으시고?',
    '아빠는 건강하셔?',
    '부모님은 다 건강하시고?',
    '엄마는 건강해?',
    '부모님 두분 다 건강하세요?',
  ])('%s → family', (text) => {
    expect(keys(text)).toContain('family');
  });
  it('control: 어머님 어디 불편하세요? addresses a carer, no family history', () => {
    expect(keys('어머님 어디 불편하세요?')).not.toContain('family');
  });
  it.each([
    ['von-willebrand-disease', '엄마 아빠 다 건강하셔?'],
    ['acute-gouty-arthritis', '부모님 어디 편찮으신 데 없으시고?'],
    ['binge-drinking-college-student-contemplation', '엄마 아빠 다 건강하셔?'],
  ])('%s: %s → the family sentence', (id, text) => {
    const c = byId(id);
    const r = talk(c, text);
    expect(r.text, r.text).toContain(c.history.family!.slice(0, 8));
    expect(facts(r), r.text).toContain('topic:family');
  });
});

describe('found in the new encounters', () => {
  it.each([
    ['경다윤 학생 맞죠?', [], 'identityCheck'],
    ['김민수 군 맞나요?', [], 'identityCheck'],
    ['필름 끊긴적 전에도 있어요?', [], 'blackout'],
    ['필름 끊긴 적 있어요?', ['술 드세요?'], 'blackout'],
    ['주변에서 술 그만 마시라고 한 적은', [], 'cageAnnoyed'],
    ['가족이 술 좀 줄이라고 해요?', [], 'cageAnnoyed'],
    ['마시고 나서 후회하거나 그런적은?', ['술 드세요?'], 'cageGuilty'],
    ['술 줄이는게 10점 만점에 몇 점 정도 중요해요?', [], 'readinessToChange'],
    ['생리는 몇 살에 시작했어요?', ['소변이나 대변에 피는'], 'menstrualPattern'],
    ['생리는 몇 살 때 처음 했어?', [], 'menstrualPattern'],
    ['빈혈이라고 들은 적 있어요?', [], 'pastMedical'],
    ['당뇨 있다는 말 들으셨어요?', [], 'pastMedical'],
    ['토할때 피는 안나왔고?', ['토했어요?'], 'hematemesis'],
    ['붓거나 빨개지진 않았어요?', [], 'edema'],
    ['부었어요?', [], 'edema'],
  ])('%s (after %j) → %s', (text, before, key) => {
    const k = keys(text, before);
    expect(k, k.join(' ')).toContain(key);
    if (key === 'cageGuilty') expect(k, k.join(' ')).not.toContain('experience');
    if (key === 'menstrualPattern') expect(k, k.join(' ')).not.toContain('hematochezia');
  });
  it.each([
    ['acute-gouty-arthritis', ['붓거나 빨개지진 않았어요?'], '퉁퉁 부었어요', 'symptom:jointSwelling'],
    [
      'von-willebrand-disease',
      ['소변이나 대변에 피는', '생리는 몇 살에 시작했어요?'],
      '13살',
      'topic:menstrualPattern',
    ],
    [
      'binge-drinking-college-student-contemplation',
      ['토했어요?', '토할때 피는 안나왔고?'],
      '피는 안 나왔대요',
      'symptom:hematemesis',
    ],
    [
      'pyogenic-liver-abscess',
      ['오른쪽으로 누우면 더 뻐근하세요?'],
      '오른쪽으로 누우면',
      'topic:aggravating',
    ],
    ['pyogenic-liver-abscess', ['배 아프세요?', '다른데로 퍼지는 느낌은요?'], '어깨', 'topic:radiation'],
    [
      'von-willebrand-disease',
      ['양치할때 잇몸에서 피 나요?', '생리양은 어때요 패드 몇개 써요', '무슨 색이에요? 덩어리도 있어요?'],
      '덩어리',
      'topic:menstrualPattern',
    ],
  ])('%s: %j', (id, turns, words, fact) => {
    const r = talk(byId(id), ...turns);
    expect(r.text, r.text).not.toMatch(NOT_UNDERSTOOD);
    expect(r.text, r.text).toContain(words);
    expect(facts(r), r.text).toContain(fact);
  });
});

describe('a summary of how often the patient drinks', () => {
  it.each([
    [
      'binge-drinking-college-student-contemplation',
      '정리하면 어제 소주 한병 마시고 필름이 끊긴거고 평소엔 한달에 한두번 마시는거죠?',
      '일주일에 두세 번',
    ],
    ['acute-gouty-arthritis', '정리하면 술은 한달에 한번 정도 드시는거죠?', '일주일에 서너 번'],
    ['acute-gouty-arthritis', '정리하면 술은 하루에 두번 드시는 거죠?', '일주일에 서너 번'],
  ])('%s: %s is corrected', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toContain(words);
  });
  it.each([
    ['binge-drinking-college-student-contemplation', '정리하면 평소엔 일주일에 두세번 마시는거죠?'],
    ['acute-gouty-arthritis', '정리하면 술은 일주일에 서너번 드시는 거죠?'],
  ])('control: %s: %s is confirmed', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^(네|예)/);
  });
});
