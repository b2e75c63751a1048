/**
 * Issue 16, round 28: the classes the five new encounters exposed (conversations-r28.yaml: a child's
 * growth failure from hypothyroidism told by her mother, warfarin over-anticoagulation, lumbar spinal
 * stenosis in 전라도 dialect, chlamydial cervicitis asked with English terms, late-life depression with
 * weight loss) and patient27's leftovers, each over several cases, with controls:
 * 1. a name check with a wrong age in the same turn ('예소담님 맞으시죠? 스물한살?') never opens with a
 *    yes: '이름은 맞는데, 나이는 스무 살이에요.';
 * 2. summaries: a clause dating one of several things the onset sentence dates is checked against
 *    its own thing's day ('멍은 한달 전부터 … 소변은 이틀 전부터', '1년전부터 키가 안크고'); a weight
 *    in kilos the case weighs otherwise ('4키로 늘었네요' of 6kg) is corrected; a function said to go
 *    well in the honorific ('잠은 잘 주무시는 거죠?') is checked; '멍' alone names the bruising
 *    ('멍은 중학생 되고 처음 생겼고' is corrected by '어릴 때부터 … 멍도 잘 들어요');
 * 3. one condition asked how it is ('누우면 어때요?') is the complaint's factor, answered by the case's
 *    sentence naming that condition, whichever topic holds it; a bare condition right after it
 *    ('앉으면요?') is the pair asked in two messages (both factors); a condition typed glued to its
 *    body part ('허리뒤로젖히면') is matched by its verb;
 * 4. a symptom named bare right after a dimension was asked, once the patient has just said they have
 *    it ('허리는 언제부터…' → '다리 저린건요?'), asks that dimension of it;
 * 5. words learners use: chart abbreviations of past diseases ('HTN 말고 DM은요?'), woken by the pain
 *    ('밤에 자다가 아파서 깨신적'), urine and stool leaking asked together, the lower belly and itching
 *    in a gynaecological encounter, a child's growth in centimetres, hair falling, swollen eyes, a
 *    girl's periods begun, what was enjoyed, sight asked with '안 보인다', a drug and exercise tried
 *    first, a cause explained as the diagnosis;
 * 6. a symptom asked beside a topic whose sentence already denies it is not denied a second time;
 * 7. a symptom asked as its opposite still going on ('좋아하시던건 요즘도 하세요?') is a no when the
 *    patient has it; how much weight, asked beside since when, is told too.
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

describe('1. a right name with a wrong age in the same turn', () => {
  it.each([
    ['chlamydial-cervicitis', '예소담님 맞으시죠? 스물한살?', '스무 살'],
    ['warfarin-over-anticoagulation', '안광수님 맞으시죠? 일흔여섯?', '일흔다섯'],
    ['lumbar-spinal-stenosis-neurogenic-claudication', '공덕배님 맞으시죠? 일흔둘?', '일흔한'],
  ])('%s: %s → the age corrected, no yes', (id, text, age) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).not.toMatch(/^네|맞아요|맞습니다/);
    expect(r.text, r.text).toContain(age);
  });
  it.each([
    ['chlamydial-cervicitis', '예소담님 맞으시죠? 스무살?'],
    ['lumbar-spinal-stenosis-neurogenic-claudication', '공덕배님 맞으시죠? 일흔한살이시고'],
  ])('control %s: %s → confirmed', (id, text) => {
    // The 전라도 farmer says his yes in his dialect since round 29 ('예, 맞아라.').
    expect(talk(byId(id), text).text).toMatch(/^(네|예)/);
  });
});

describe('2. summaries: each clause its own day, a weight in kilos, a function said fine, 멍', () => {
  it.each([
    [
      'warfarin-over-anticoagulation',
      '정리하면 멍은 한달 전부터 들었고 소변은 이틀 전부터 붉은 거죠?',
      '일주일쯤 전부터 멍이',
    ],
    ['acquired-hypothyroidism-growth-failure', '정리하면 1년전부터 키가 안크는 거네요', '2년쯤 전부터 키가'],
    ['acquired-hypothyroidism-growth-failure', '정리하면 몸무게는 4키로 늘었네요', '6kg'],
    [
      'late-life-depression-weight-loss',
      '정리하면 남편분 돌아가시고 석달동안 10키로 빠지셨고 잠은 잘 주무시는 거죠?',
      '6kg',
    ],
    [
      'late-life-depression-weight-loss',
      '정리하면 남편분 돌아가시고 석달동안 10키로 빠지셨고 잠은 잘 주무시는 거죠?',
      '새벽 3시면 깨서',
    ],
    ['gastric-cancer', '정리하면 한 달 전부터 살이 3키로 빠지고 토한 적은 없는 거죠?', '7kg'],
    [
      'von-willebrand-disease-heavy-menstrual-bleeding',
      '정리하면 멍은 중학생 되고 처음 생겼고 생리는 5일 정도 하는거죠?',
      '어릴 때부터 코피가 자주 나고',
    ],
  ])('%s: %s → corrected (%s)', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(r.text, r.text).toContain(words);
    expect(r.text, r.text).not.toContain('(어머니)');
  });
  it.each([
    ['warfarin-over-anticoagulation', '정리하면 멍은 일주일 전부터 들었고 소변은 이틀 전부터 붉은 거죠?'],
    ['acquired-hypothyroidism-growth-failure', '정리하면 2년전부터 키가 안크고 몸무게는 6키로 늘었네요'],
    ['late-life-depression-weight-loss', '정리하면 다섯달 동안 6키로 빠지신 거죠?'],
    ['gastric-cancer', '정리하면 넉 달 전부터 살이 7키로 빠지신 거죠?'],
  ])('control %s: %s → confirmed', (id, text) => {
    expect(talk(byId(id), text).text).toMatch(/^네/);
  });
});

describe('3. one condition asked how it is, then another: the sentence naming each', () => {
  it.each([
    // One condition asked how it is names the complaint's factor, never the last question's symptom;
    // the bare condition after it is the pair asked in two messages.
    ['누우면 어때요?', ['한번 저리면 얼마나 가요?'], ['aggravating']],
    ['앉으면 좀 어떠세요?', ['한번 저리면 얼마나 가요?'], ['aggravating']],
    ['앉으면요?', ['누우면 어때요?'], ['aggravating', 'relieving']],
    ['누우면요?', ['앉으면 어때요?'], ['aggravating', 'relieving']],
  ])('%s after %j → %j', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });
  it.each([
    // Controls: a direction said, two conditions before, a factor asked with its direction before.
    ['누우면 어때요? 더 아파요?', [], ['aggravating']],
    ['숨 깊게 쉬면요?', ['누우면 어때요 앉으면?'], ['aggravating']],
    ['기침할 때는요?', ['어떨 때 더 아파요?'], ['aggravating']],
  ])('control %s after %j → %j', (text, previous, expected) => {
    expect(keys(text, previous)).toEqual(expected);
  });
  it.each([
    [
      'lumbar-spinal-stenosis-neurogenic-claudication',
      ['누우면 어때요?'],
      '누워 있으면 괜찮아서',
      '더 저려요',
    ],
    [
      'lumbar-spinal-stenosis-neurogenic-claudication',
      ['누우면 어때요?', '앉으면요?'],
      '앉거나 허리를 앞으로 숙이면',
      '누워',
    ],
    ['acute-pericarditis', ['누우면 어때요?'], '똑바로 누우면 제일 아파요', '앞으로 숙이면'],
    ['acute-pericarditis', ['누우면 어때요?', '앉으면요?'], '앉아서 상체를 앞으로 숙이면', '타이레놀'],
    [
      'lumbar-spinal-stenosis-neurogenic-claudication',
      ['어떨때 더 저려요?', '허리 뒤로 젖히면요?'],
      '허리를 뒤로 젖힐 때',
      '앞으로 숙이면',
    ],
  ])('%s: %j → %s, not %s', (id, utterances, words, not) => {
    const r = talk(byId(id), ...utterances);
    expect(r.text, r.text).toContain(words);
    expect(r.text, r.text).not.toContain(not);
  });
});

describe('4. a symptom named bare after a dimension, told by the patient just before', () => {
  it('다리 저린건요? after the back pain onset → onset of the numbness', () => {
    const c = byId('lumbar-spinal-stenosis-neurogenic-claudication');
    const r = talk(c, '어디가 불편하세요', '허리는 언제부터 아프셨어요', '다리 저린건요?');
    expect(r.understanding.topics).toContain('onset');
    expect(r.text, r.text).toContain('반년 전부터');
    expect(r.text, r.text).not.toMatch(/^네/);
  });
  it('control: 열은요? after an onset question the patient answered of the pain alone is the fever', () => {
    const r = talk(byId('acute-pericarditis'), '어떻게 오셨어요', '언제부터 아프셨어요?', '열은요?');
    expect(r.understanding.topics).toEqual([]);
    expect(r.understanding.symptoms).toEqual(['fever']);
  });
});

describe('5. words learners use', () => {
  it.each([
    ['HTN 말고 DM은요?', ['혈압약 말고 드시는거 있어요?'], ['pastMedical']],
    ['DM 있으세요?', [], ['pastMedical']],
    ['HTN DM 있으세요?', [], ['pastMedical']],
    ['밤에 자다가 아파서 깨신적 있어요?', ['소변 새거나 대변 못 참는건 없으세요?'], ['sleep']],
    ['소변 새거나 대변 못 참는건 없으세요?', [], ['urinaryIncontinence', 'fecalIncontinence']],
    ['대변 지린 적 있어요?', [], ['fecalIncontinence']],
    ['아랫배 아프거나 열나진 않아요?', ['관계후에 피 난적은요?'], ['pelvicPain', 'fever']],
    ['가려운건요?', ['냉이 많아진지 얼마나 됐어요?'], ['vaginalItching']],
    ['1년에 몇센치씩 컸어요? 반에서는 어느정도예요', [], ['growth']],
    ['머리카락은 어때요 많이 빠져요?', [], ['hairLoss']],
    ['아침에 눈 붓는거는요', [], ['edema']],
    ['생리는 시작했어?', [], ['menstrualPattern']],
    ['예전에 좋아하시던건 요즘도 하세요?', [], ['anhedonia']],
    ['눈이 잘 안보인다고 한 적은 없어요?', [], ['blurredVision']],
    ['MRI 찍어보고 약이랑 운동부터 해볼게요', [], ['tests', 'treatment']],
    ['갑상선 기능이 떨어져서 키가 안 크는 것 같아요', [], ['likelyDiagnosis']],
    ['멍은 언제부터 들었어요?', [], ['onset', 'easyBruising']],
    ['멍은 주로 어디에 들어요?', [], ['location', 'easyBruising']],
  ])('%s after %j → %j', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });
  it.each([
    // Controls: a pain named is that symptom; the stool alone; no gynaecological talk; a bruise's look.
    ['밤에 자다가도 배 아파서 깨요?', [], ['abdominalPain']],
    ['대변 지리세요?', [], ['fecalIncontinence']],
    ['소변 지렸어요?', [], ['urinaryIncontinence']],
    ['아랫배 아파요?', ['어디가 불편하세요'], ['abdominalPain']],
    ['가려운건요?', ['두드러기 언제부터 났어요?'], ['itching']],
    ['멍 크기는 어느정도고 얼마나 가?', ['멍은 주로 어디에 들어요?', '언제부터 그랬어?'], ['character']],
    ['멍이 어떻게 생겼어요? 빨간 점같은것도 있나요', [], ['character', 'rash']],
    ['멍하니 계세요?', [], []],
  ])('control %s after %j → %j', (text, previous, expected) => {
    expect(keys(text, previous).sort()).toEqual([...expected].sort());
  });
  it('the stenosis patient asked HTN 말고 DM은요? tells the past history, not the drugs again', () => {
    const r = talk(
      byId('lumbar-spinal-stenosis-neurogenic-claudication'),
      '혈압약 말고 드시는거 있어요?',
      'HTN 말고 DM은요?',
    );
    expect(r.text, r.text).toContain('당뇨는 없다고');
    expect(facts(r)).toEqual(['topic:pastMedical']);
  });
  it('woken by the pain: the sleep sentence, not a denied night voiding', () => {
    const r = talk(
      byId('lumbar-spinal-stenosis-neurogenic-claudication'),
      '소변 새거나 대변 못 참는건 없으세요?',
      '밤에 자다가 아파서 깨신적 있어요?',
    );
    expect(r.text, r.text).toContain('밤에 아파서 깨진 않아요');
  });
});

describe('6. a symptom already denied by the sentence told beside it', () => {
  it.each([
    ['warfarin-over-anticoagulation', '멍이 어떻게 생겼어요? 빨간 점같은것도 있나요', '빨간 점은 없어요'],
    ['hemophilia-a-child', '멍이 어떻게 생겼어요? 빨간 점 같은 거도 있어요?', '점은 본 적 없어요'],
  ])('%s: %s → once', (id, text, words) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(words);
    expect(r.text, r.text).not.toMatch(/그런 건 없어요|없었어요\.$/);
    expect(facts(r)).toContain('symptom:rash');
  });
  it('control: a symptom the sentence does not speak of is still answered', () => {
    const r = talk(byId('warfarin-over-anticoagulation'), '멍이 어떻게 생겼어요? 열은요?');
    expect(r.text, r.text).toContain('열');
  });
});

describe('7. a symptom asked the other way round, and how much weight beside when', () => {
  it('예전에 좋아하시던건 요즘도 하세요? of a loss of interest → no, with the sentence', () => {
    const r = talk(byId('late-life-depression-weight-loss'), '예전에 좋아하시던건 요즘도 하세요?');
    expect(r.text, r.text).toMatch(/^아니요/);
    expect(r.text, r.text).toContain('성가대');
  });
  it('control: 흥미가 없어지셨어요? → yes', () => {
    expect(talk(byId('late-life-depression-weight-loss'), '흥미가 없어지셨어요?').text).toMatch(/^네/);
  });
  it.each([
    ['late-life-depression-weight-loss', '살 빠진게 언제부터고 몇키로 정도 빠졌어요?', '다섯 달 전', '6kg'],
    ['acquired-hypothyroidism-growth-failure', '살찐건 언제부터고 몇키로 쪘어요?', '2년', '6kg'],
  ])('%s: %s → both parts', (id, text, when, kilos) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toContain(when);
    expect(r.text, r.text).toContain(kilos);
  });
  it('control: since when alone → no weight told', () => {
    const r = talk(byId('late-life-depression-weight-loss'), '살 빠진게 언제부터예요?');
    expect(r.text, r.text).not.toContain('kg');
  });
});
