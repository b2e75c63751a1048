/**
 * Round 39 (issue 16, the lead's walk through a pneumothorax in 반말): phrasings the shared
 * understanding read as nothing or as the wrong key. Every case below read differently before this
 * round (nothing, family history, a symptom, urinary frequency).
 */
import { describe, expect, it } from 'vitest';
import { analyzeInContext, analyzeUtterance, knowsAsked } from './analyze';

function keysOf(text: string, previous: string[] = []): string[] {
  const u = previous.length > 0 ? analyzeInContext(text, previous) : analyzeUtterance(text);
  return [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])].sort();
}

describe('round 39: whether someone knows is no family history', () => {
  it.each([
    ['부모님은 알아?', ['담배 펴?']],
    ['가족들은 알아요?', ['임신이에요. 10주쯤 된 것 같아요']],
    ['남자친구는 알아요?', ['임신 테스트 해봤어요?']],
    ['가족들은 알아요? 여기 온 거', ['혼자 살아?']],
    ['남자친구한테는 얘기했어요?', ['관계는 하세요?']],
    ['집에서는 아세요?', ['술은 얼마나 드세요?']],
  ])('%s (after %s)', (u, previous) => {
    expect(keysOf(u, previous)).toEqual([]);
    expect(knowsAsked(u.replace(/[^가-힣a-z]/g, ''))).toBe(true);
  });
  it.each([
    ['부모님 중에 당뇨 있는 분 있어요?', 'family'],
    ['가족 중에 폐 아팠던 사람 있어?', 'family'],
    ['아버지는 무슨 병으로 돌아가셨어요?', 'family'],
    ['어머님은 고혈압 있으세요?', 'family'],
    ['아는 사람이었어요?', 'perpetrator'],
  ])("a relative's disease, or who it was, reads as before: %s", (u, key) => {
    expect(keysOf(u)).toContain(key);
  });
});

describe('round 39: exams described in plain words', () => {
  it.each([
    ['(가슴을 손가락으로 두드려본다)', 'lungPercussion'],
    ['(오른쪽 가슴을 손가락으로 두드려 본다)', 'lungPercussion'],
    ['(등 위에 손가락 대고 톡톡 두드림)', 'lungPercussion'],
    ['(목에 기관이 가운데 있는지 본다)', 'chestInspection'],
    ['(기관이 한쪽으로 치우쳤는지 확인)', 'chestInspection'],
    ['(가슴 움직임이 양쪽 같은지 본다)', 'chestInspection'],
    ['(목에 혈관이 부풀어 있는지 본다)', 'jugularVenousPressure'],
    ['(오른쪽 윗배를 누르면서 숨 크게 쉬게 한다)', 'murphySign'],
    ['(왼쪽 아랫배를 누르면서 오른쪽 아픈지 본다)', 'rovsingSign'],
    ['(배꼽 오른쪽 아래를 손가락으로 눌러본다)', 'mcburneyTenderness'],
    ['(배꼽이랑 오른쪽 골반뼈 사이를 눌러본다)', 'mcburneyTenderness'],
    ['(왼쪽 갈비뼈 밑을 만져본다)', 'spleenPalpation'],
    ['(오른쪽 갈비뼈 아래를 깊이 만져본다)', 'liverPalpation'],
    ['(옆으로 눕게 하고 배를 다시 두드려 본다)', 'shiftingDullness'],
    ['(아랫배 가운데를 눌러본다)', 'abdomenPalpation'],
  ])('%s', (u, key) => expect(keysOf(u)).toEqual([key]));
  it('the ophthalmoscope looks at no conjunctiva', () =>
    expect(keysOf('(안저경으로 눈 안쪽을 본다)')).toEqual(['fundoscopy']));
  it('a bronchoscopy explained is no chest inspection', () =>
    expect(keysOf('기관지 내시경 검사를 해볼게요')).not.toContain('chestInspection'));
});

describe('round 39: a diagnosis explained in 반말 is an explanation', () => {
  it.each([
    '기흉 같아. 폐에 구멍이 나서 공기가 새는 거야',
    '담석 같아',
    '심방세동 같아. 심장이 불규칙하게 뛰는 거야',
    '쓸개에 돌이 막혀서 염증이 생긴 거예요',
    '맹장염일 가능성이 높아',
  ])('%s', (u) => expect(keysOf(u)).toEqual(['likelyDiagnosis']));
  it.each(['어제랑 같아?', '체한 거 같아?', '다 똑같아', '그런 것 같아'])('not an explanation: %s', (u) =>
    expect(keysOf(u)).not.toContain('likelyDiagnosis'),
  );
});

describe('round 39: English "frequency" is how often, unless the talk is urinary', () => {
  it.each([
    ['frequency 어느 정도예요?', ['두통 언제부터예요?']],
    ['frequency는 어떻게 돼요?', ['palpitation 언제부터예요?']],
    ['기침 frequency는요?', ['기침 언제부터 했어요?']],
    ['frequency 어느 정도예요?', []],
  ])('%s (after %s)', (u, previous) => {
    const keys = keysOf(u, previous);
    expect(keys).not.toContain('frequency');
    expect(keys).toContain('duration');
  });
  it.each([
    ['frequency 어느 정도예요?', ['dysuria 있어요?']],
    ['frequency는요?', ['소변 볼 때 아파요?']],
    ['urinary frequency 있어요?', []],
    ['frequency는요? 소변 자주 마려워요?', []],
  ])('urinary: %s (after %s)', (u, previous) => expect(keysOf(u, previous)).toContain('frequency'));
  it.each([
    ['urgency는요?', 'urgency'],
    ['flank pain 있어요?', 'flankPain'],
  ])('chart English of the urinary tract: %s', (u, key) => expect(keysOf(u)).toContain(key));
});

describe('round 39: a factor in 반말 or a short form', () => {
  it.each(['기침하면 더 울려?', '걸으면 더 울려요?', '숨쉬면 더 찔러?', '움직이면 더 당겨?'])('%s', (u) =>
    expect(keysOf(u)).toEqual(['aggravating']),
  );
  it.each(['어떻게 뛰어요?', '심장이 어떻게 뛰어?', '규칙적으로 뛰어요?', '박자가 일정해요?'])(
    'how the heart beats: %s',
    (u) => expect(keysOf(u)).toContain('character'),
  );
  it('a regular period is no character', () =>
    expect(keysOf('생리는 규칙적이에요?')).not.toContain('character'));
  it.each(['전에도 있었어요?', '예전에도 있었어?'])('earlier episodes: %s', (u) =>
    expect(keysOf(u, ['두근거림 언제부터예요?'])).toEqual(['experience']),
  );
});
