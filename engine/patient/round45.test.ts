/**
 * Round 45 (issue 16, memory loss, confusion and a changed person told by carers; conversations-r45.yaml):
 * a worsening asked is the course, never the onset; who sees to the drugs is told from the case and a
 * summary that says the patient takes them alone or without fail is corrected; getting lost and the
 * memory before the illness are told from the sentences that tell them; a low mood asked beside the
 * mood keeps the mood; a thing's name is no identity check; a lack of memory asked plainly is
 * understood; a bedside test's finding is shown once; carers' words, chart English and the words of
 * a bad-news talk are understood.
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary } from '../../tests/support/patient-cases';
import { facts, keys } from './conversation-helpers';

const { talk } = caseLibrary();

const CLARIFY = /무슨 말씀|다시 한 번|잘 못 알아들|잘 못 들었|뭐라고/;
const DONT_KNOW = /잘 모르겠/;

describe('round 45 A: a worsening asked is the course, not the onset', () => {
  it.each([
    ['갑자기 나빠진 적 있어요?', []],
    ['확 나빠진 때가 있었어요?', []],
    ['서서히 나빠졋어요?', ['언제부터 깜빡하셨어요?']],
    ['갑자기 나빠진 적 있으세요?', ['언제부터 그러셨어요?']],
  ])('%s', (text, previous) => {
    expect(keys(text, previous)).toEqual(['course']);
  });

  it.each([
    ['vascular-dementia', '갑자기 나빠진 적 있어요?', '계단처럼'],
    ['functional-incontinence-dementia', '갑자기 나빠진 적 있어요?', '3주 전부터 확 늘었어요'],
    ['alzheimer-disease', '갑자기 나빠진 적 있어요?', '갑자기 확 나빠진 적은 없었어요'],
    ['anticholinergic-drug-induced-cognitive-impairment', '확 나빠진 때가 있었어요?', '좋았다 나빴다'],
    ['vascular-dementia', '서서히 나빠졋어요?', '계단처럼'],
  ])('%s: %s → the course', (id, text, told) => {
    const r = talk(id, '언제부터 그러셨어요?', text);
    expect(r.text).toContain(told);
    expect(facts(r)).toContain('topic:course');
    expect(facts(r)).not.toContain('topic:onset');
  });

  it('the two manners offered together are still the onset', () => {
    expect(keys('머리 아픈 게 갑자기 시작됐어요, 아니면 서서히 심해졌어요?')).toEqual(['onset', 'headache']);
    expect(keys('갑자기 시작됐어요 아니면 서서히 나빠졌어요?')).toEqual(['onset']);
  });
});

describe('round 45 B: who sees to the drugs', () => {
  it.each([
    ['혼자 약 챙겨 드시고 은행 일 보세요?', ['dailyFunction', 'adherence']],
    ['혼자 은행일 보시거나 약 챙겨 드시는건요?', ['dailyFunction', 'adherence']],
    ['약은 혼자 잘 챙기시는 거죠?', ['adherence']],
    ['약 챙겨 드시는 건 누가 해요?', ['adherence']],
  ])('%s is no drinking pattern', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    // No adherence sentence: the daily function's or the drugs' sentence that tells it.
    ['alzheimer-disease', '약 챙겨 드시는거요', '두 번 드시거나 빼먹으세요'],
    ['alzheimer-disease', '약은 혼자 잘 챙기시는 거죠?', '두 번 드시거나 빼먹으세요'],
    [
      'anticholinergic-drug-induced-cognitive-impairment',
      '약은 혼자 잘 챙기시는 거죠?',
      '어머니가 약을 챙겨 드리는데',
    ],
    ['vascular-dementia', '약 챙겨 드시는거요', '빼먹었어요'],
  ])('%s: %s → told, never "I don\'t know"', (id, text, told) => {
    const r = talk(id, text);
    expect(r.text).not.toMatch(DONT_KNOW);
    if (told) expect(r.text).toContain(told);
  });

  it('a drug bought twice at a pharmacy tells nothing of doses kept', () => {
    expect(talk('iga-nephropathy', '약은 잘 챙겨 드세요?').text).not.toContain('이부프로펜');
  });

  it.each([
    [
      'alzheimer-disease',
      '정리하면 2년 전부터 서서히 깜빡하시고 약은 혼자 잘 챙기시는 거죠?',
      '두 번 드시거나 빼먹으세요',
    ],
    ['vascular-dementia', '정리하면 3년전부터 깜빡하시고 약은 꼬박꼬박 잘 드신거죠?', '빼먹는 날이 많아요'],
    [
      'anticholinergic-drug-induced-cognitive-impairment',
      '정리하면 두 달 전부터 깜빡하시고 약은 아버님이 혼자 잘 챙기시는 거죠?',
      '어머니가 약을 챙겨 드리는데',
    ],
    [
      'post-stroke-depression',
      '정리하면 두 달 전부터 기분이 처지시고 약은 혼자 챙겨 드시는 거죠?',
      '며느리가 약통에 챙겨 줘서',
    ],
    [
      'normal-pressure-hydrocephalus-cognitive-decline',
      '정리하면 1년 전부터 깜빡하시고 약은 혼자 알아서 드시는 거죠?',
      '약은 제가 약통에 챙겨 드려요',
    ],
  ])('%s: a summary of the drugs taken alone or without fail is corrected', (id, text, told) => {
    const r = talk(id, text);
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toContain(told);
    expect(r.text).not.toMatch(/^근데/m);
  });

  it('a carer who gives the drugs without fail confirms that they are taken without fail', () => {
    expect(
      talk('post-stroke-depression', '정리하면 두 달 전부터 기분이 처지시고 약은 꼬박꼬박 잘 드시는 거죠?')
        .text,
    ).toMatch(/맞아/);
  });

  it.each([
    ['vascular-dementia', '정리하면 3년전부터 서서히 조금씩 나빠지셨고 약은 꼬박꼬박 잘 드신거죠?'],
    ['vascular-dementia', '정리하면 3년전부터 서서히 나빠지신 거죠?'],
  ])('%s: a decline said to be gradual that fell in steps is corrected', (id, text) => {
    const r = talk(id, text);
    expect(r.text).toMatch(/^아니/);
    expect(r.text).toContain('계단처럼');
  });
});

describe('round 45 C: getting lost and the memory before, told from the case', () => {
  it.each([
    ['alzheimer-disease', '길을 잃으신 적은요?', '집에 오는 길을 잃으셔서'],
    ['early-onset-alzheimer-bad-news', '길을 잃으신 적은요?', '길을 못 찾아서 헤맸습니다'],
    ['amnestic-mild-cognitive-impairment', '길을 잃으신 적 있어요?', '길을 잃은 적은 없어요'],
    ['lewy-body-dementia-visual-hallucinations', '길 잃으신 적은요?', '길을 헷갈리고'],
  ])('%s: %s', (id, text, told) => {
    const r = talk(id, text);
    expect(r.text).toContain(told);
    expect(r.text).not.toMatch(/정신이 흐려지|날짜랑 요일/);
  });

  it.each([
    ['delirium-urinary-tract-infection', '어머님 원래 기억력은 어떠셨어요?', '가벼운 알츠하이머 치매'],
    [
      'anticholinergic-drug-induced-cognitive-impairment',
      '아버님 원래 기억력은 어떠셨어요?',
      '과수원 장부도 직접 정리하셨어요',
    ],
    ['functional-incontinence-dementia', '어머님 원래 기억력은 어떠셨어요?', '알츠하이머 치매 진단'],
    ['normal-pressure-hydrocephalus-cognitive-decline', '아버님 원래 기억력은 어떠셨어요?', '전부터'],
  ])('%s: %s → the memory before, never a yes or no of today', (id, text, told) => {
    const r = talk(id, text);
    expect(r.text).toContain(told);
    expect(r.text).not.toMatch(/^(네|아니요),/);
  });

  it.each([
    // Asked of the patient: the parent's dementia (family history).
    ['early-onset-alzheimer-bad-news', '어머님은 기억력이 어떠셨어요?', '치매 진단을 받으셨고'],
    // Asked of the child who brought the parent: the parent is the patient.
    ['alzheimer-disease', '어머님은 기억력이 어떠셨어요?', '같은 걸 계속 물으세요'],
    [
      'anticholinergic-drug-induced-cognitive-impairment',
      '아버님은 기억력이 어떠셨어요?',
      '또 드시려고 해요',
    ],
    ['delirium-urinary-tract-infection', '어머님은 기억력이 어떠셨어요?', undefined],
  ])('%s: %s', (id, text, told) => {
    const r = talk(id, text);
    if (told) expect(r.text).toContain(told);
    expect(r.text).not.toMatch(/외할머니|외할아버지/);
  });
});

describe('round 45 D: the mood asked beside a low mood', () => {
  it.each([
    ['기분은요 우울하진않고?', ['mood', 'depressedMood']],
    ['기분은 어떠세요 우울해 보이시나요', ['mood', 'depressedMood']],
    ['mood는요? depression 있어 보여요?', ['mood', 'depressedMood']],
    ['기분은 어떠세요? 우울하세요?', ['mood', 'depressedMood']],
  ])('%s', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['amnestic-mild-cognitive-impairment', '기분은요 우울하진않고?', '기억력 때문에 좀 불안할 뿐이에요'],
    ['functional-incontinence-dementia', '기분은요 우울하진않고?', '풀이 죽으세요'],
    ['vascular-dementia', '기분은 어떠세요 우울해 보이시나요', '의욕이 없어 보여요'],
    ['lewy-body-dementia-visual-hallucinations', 'mood는요? depression 있어 보여요?', '표정이 없어졌어요'],
  ])('%s: %s → the mood told', (id, text, told) => {
    const r = talk(id, text);
    expect(r.text).toContain(told);
    expect(facts(r)).toContain('topic:mood');
  });
});

describe('round 45 E: a thing named, and a lack of memory asked plainly', () => {
  it.each([
    ['물건이름?', []],
    ['뭘주로까먹어요? 약속이나 물건이름?', ['character', 'memoryLoss']],
    ['이거 뭐예요? 물건이름?', ['cognitiveScreen']],
    ['이 물건 이름이 뭐예요?', ['cognitiveScreen']],
  ])('%s is no identity check', (text, expected) => {
    const got = keys(text);
    expect(got).not.toContain('identityCheck');
    expect(got.sort()).toEqual([...expected].sort());
  });

  it.each([
    ['alzheimer-disease', /^네, /],
    ['early-onset-alzheimer-bad-news', /^네, /],
    ['post-stroke-depression', /^아니/],
    ['amnestic-mild-cognitive-impairment', /^네, /],
  ])('%s: 기억력이 잘 안 되세요? answered the right way round', (id, polarity) => {
    const r = talk(id, '기억력이 잘 안 되세요?');
    expect(keys('기억력이 잘 안 되세요?')).toEqual(['memoryLoss']);
    expect(r.text).toMatch(polarity);
    expect(r.text).not.toMatch(CLARIFY);
  });

  it.each([
    ['early-onset-alzheimer-bad-news', '처음에 언제부터 깜빡하셨어요?', '2년 전쯤부터'],
    ['early-onset-alzheimer-bad-news', '언제부터 깜빡하셨어요?', '2년 전쯤부터'],
  ])('%s: the memory tested is the complaint: %s dated by the onset', (id, text, told) => {
    expect(talk(id, text).text).toContain(told);
  });
});

describe('round 45 H: what the trouble mostly is, offered as memory or thinking', () => {
  it.each([
    'memory가 문제예요 아니면 confusion이 더 문제예요?',
    '주로 어떤게 문제에요? 기억력이요 아니면 생각이 느려진거요?',
    '기억력이 문제예요 아니면 정신이 흐려지는 게 문제예요?',
    '깜빡하는 게 더 심해요 아니면 멍해지는 게 더 심해요?',
    '깜빡하는 게 문제예요 혹은 판단이 흐려지신 게 문제예요?',
  ])('%s is the character', (text) => {
    expect(keys(text)).toEqual(['character']);
  });

  it('two troubles asked with no comparison are no choice of character', () => {
    expect(keys('기억이 안 나세요 아니면 정신이 없으세요?')).not.toContain('character');
  });

  it.each([
    ['vascular-dementia', '생각이 느려진 게 더 커요'],
    ['lewy-body-dementia-visual-hallucinations', '멍해지고 헷갈리는 게 더 심해요'],
    ['anticholinergic-drug-induced-cognitive-impairment', '집중을 못 하세요'],
    ['alzheimer-disease', undefined],
  ])('%s: told from the character', (id, told) => {
    const r = talk(id, 'memory가 문제예요 아니면 confusion이 더 문제예요?');
    expect(facts(r)).toContain('topic:character');
    if (told) expect(r.text).toContain(told);
    expect(r.text).not.toMatch(CLARIFY);
  });
});

describe("round 45 F: a bedside test's finding shown once", () => {
  it.each([
    ['post-stroke-depression', ['오늘 며칠이에요?', '여기가 어디예요?'], /병원/],
    ['depression-pseudodementia', ['오늘이 며칠이에요?', '여기가 어디에요?'], /병원/],
    ['hypothyroidism-depression', ['오늘 며칠이에요?', '오늘 무슨 요일이에요?'], /[일월화수목금토]요일/],
    [
      'amnestic-mild-cognitive-impairment',
      ['지금 계신 곳이 어디에요?', '오늘 며칠이에요?'],
      /\d{1,2}월 \d{1,2}일/,
    ],
    ['post-stroke-depression', ['오늘 며칠이에요?', '여기 어딘지 알아요?'], /병원/],
  ])('%s: %s', (id, turns, answer) => {
    const first = talk(id, turns[0]!);
    expect(first.text).toMatch(/\[진찰 소견\] 의식·지남력 평가: /);
    const r = talk(id, ...turns);
    expect(r.text).toMatch(answer);
    expect(r.text).not.toContain('[진찰 소견]');
  });

  it('a carer cannot answer for the patient: the finding is still what the test shows', () => {
    const r = talk('vascular-dementia', '오늘이 몇월며칠이에요?', '여기 어디에요?');
    expect(r.text).toMatch(/\[진찰 소견\] /);
  });
});

describe("round 45 G: carers' words, chart English and a bad-news talk", () => {
  it.each([
    ['옆에서 보시기에 달라진게 있어요?', ['witness']],
    ['며느님 보시기엔 어떠세요?', ['witness']],
    ['사모님은 뭐라고 하세요?', ['witness']],
    ['아드님 보시기에 요즘 좀 달라지셨어요?', ['witness']],
    ['tremor는요?', ['tremor']],
    ['ADL은 어때요? 옷 입기 씻기 돈 관리', ['dailyFunction']],
    ['hallucination 있으세요?', ['hallucination']],
    ['헛거 보이시거나 하진 않아요?', ['hallucination']],
    ['걸음걸이는요', ['gaitDisturbance']],
    ['좋아하던 거 요즘도 해요?', ['anhedonia']],
    ['혹시 나쁜 생각 드신 적 있으세요?', ['suicidalIdeation']],
    ['결과는 자세하게 다 들으실래요, 간단히 들으실래요?', ['informationPreference']],
    ['드시는 약 때문에 생긴 섬망 같아요', ['likelyDiagnosis']],
    ['치매랑 걷기 불편하셔서 생기는 기능성 요실금 같아요', ['likelyDiagnosis']],
    ['검사 결과 알츠하이머병 초기 단계로 나왔어요', ['likelyDiagnosis']],
    ['소변 줄기는 괜찮아요?', ['weakStream']],
  ])('%s', (text, expected) => {
    expect(keys(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['an open invitation', '어머님이 요즘 어떠신지 따님이 보시기에 편하게 얘기해 주세요.'],
    ['a plain result', '검사 결과 정상으로 나왔어요'],
  ])('%s reads nothing new: %s', (_, text) => {
    expect(keys(text)).not.toContain('witness');
    expect(keys(text)).not.toContain('likelyDiagnosis');
  });

  it.each([
    [
      'lewy-body-dementia-visual-hallucinations',
      ['자면서 소리 지르거나 팔다리 휘두르진 않아요?', 'tremor는요?'],
      '손을 떨진 않아요',
    ],
    [
      'lewy-body-dementia-visual-hallucinations',
      ['ADL은 어때요? 옷 입기 씻기 돈 관리'],
      '공과금은 이제 제가 해요',
    ],
    ['post-stroke-depression', ['며느님 보시기엔 어떠세요?'], '하루 종일 누워만 계세요'],
    ['anticholinergic-drug-induced-cognitive-impairment', ['소변 줄기는 괜찮아요?'], '소변 줄기가 약하고'],
  ])('%s: %s', (id, turns, told) => {
    const r = talk(id, ...turns);
    expect(r.text).toContain(told);
  });
});
