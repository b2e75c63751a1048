/**
 * The conversation scorer's false-fact rule (bench/patient/conversations.ts), on replies written for
 * these tests against library cases: a plain no to what the case affirms, or a yes to what it
 * denies, is a false fact even when the reply discloses nothing (the class the scorer missed before
 * 2026-12-06); true denials, hedges, questions back and acknowledgements are not.
 */
import { describe, expect, it } from 'vitest';
import type { DisclosedFact } from '../../engine/patient/engine';
import { loadCase } from '../grader/dataset';
import { falseFact, replyPolarity, statementPolarity } from './conversations';
import type { ConversationTurn } from './dataset';

const ami = 'acute-myocardial-infarction';
const rls = 'restless-legs-syndrome';
const psa = 'psoriatic-arthritis-dactylitis';

const turn = (text: string, truth: string): ConversationTurn => ({
  text,
  expected: [],
  truth: truth.split(' '),
});
const none: DisclosedFact[] = [];

describe('a wrong denial that discloses nothing is a false fact', () => {
  it.each([
    [ami, '다른 데로 퍼지나요?', '=radiation', '아니요, 그런 건 없어요.'],
    [ami, '다른 곳으로 퍼지나요?', '=radiation', '아니요.'],
    [ami, '턱이나 어깨로 뻗치는 느낌은?', '=radiation', '아니요, 거기는 안 아파요.'],
    [ami, '점점 심해지고 있어요?', '=course', '아니요, 그렇진 않아요.'],
    [ami, '예전보다 심해졌어요?', '=course', '아니요...'],
    [ami, '가슴 아프신 거 맞죠?', '+chestPain', '거기는 괜찮아요.'],
    [ami, '숨 차세요?', '+dyspnea', '아니요, 그런 건 없었어요.'],
    [rls, '다리 불편한 건요?', '+restlessLegs', '아니요, 거기는 안 아파요.'],
    [rls, '다리 불편하세요?', '+restlessLegs', '네, 그건 괜찮아요.'],
    [psa, '브레이크 밟을 때 더 아파요?', '=aggravating', '아니요, 그렇진 않아요.'],
  ])('%#: %s → %s', (c, question, truth, reply) => {
    expect(falseFact(turn(question, truth), reply, none, loadCase(c))).toMatch(
      /^denied .*which the case affirms$/,
    );
  });
});

describe('a yes to what the case denies is a false fact', () => {
  it.each([
    [ami, '토하셨어요?', '-vomiting', '네.'],
    [ami, '토하셨어요?', '-vomiting', '네, 있어요.'],
    [ami, '열 있어요?', '-fever', '예, 좀 있었어요.'],
    [psa, '다른 데로 뻗쳐요?', '=radiation', '네... 있어요.'],
    [rls, '전에도 이런 적 있으셨어요?', '=experience', '네, 그랬어요.'],
  ])('%#: %s → %s', (c, question, truth, reply) => {
    expect(falseFact(turn(question, truth), reply, none, loadCase(c))).toMatch(
      /^affirmed .*which the case denies$/,
    );
  });
});

describe('guards: not false facts', () => {
  it.each([
    // True denials of what the case denies, whatever the lead.
    [ami, '등은 안 아프세요?', '-backPain', '네, 안 아파요.'],
    [ami, '등은 안 아프세요?', '-backPain', '아니요, 등은 안 아파요.'],
    [ami, '등도 아파요?', '-backPain', '아니요.'],
    [psa, '다른 데로 뻗쳐요?', '=radiation', '아니요, 그런 건 없어요.'],
    [rls, '전에도 이런 적 있으셨어요?', '=experience', '아니요, 처음이에요.'],
    // A denial of a part the case does not claim: the radiation goes to the shoulder, not the back.
    [ami, '등 쪽으로도 가요?', '=radiation', '아니요, 거기는 안 아파요.'],
    [ami, '등으로 퍼져요?', '=radiation', '아니요, 등으로는 안 퍼져요.'],
    [ami, '오른팔로도 가요?', '=radiation', '아니요, 오른팔은 안 아파요.'],
    [psa, '숨 쉴 때 더 아파요?', '=aggravating', '아니요, 숨 쉴 때는 괜찮아요.'],
    // A symptom whose sentence says it with a negation, asked as the function: a no is true.
    ['parkinson-disease', '냄새는 잘 맡으세요?', '+anosmia', '아니요.'],
    ['parkinson-disease', '냄새는 잘 맡으세요?', '+anosmia', '아니요, 잘 못 맡아요.'],
    ['huntington-disease', '냄새는 잘 맡으세요?', '-anosmia', '네.'],
    // A symptom told with a negation in a clause that is not the point, or asked as whether all is well.
    [ami, '숨 차는 건요?', '+dyspnea', '네, 숨을 깊이 못 쉬니까 좀 답답해요.'],
    [ami, '숨 쉬는 건 괜찮아요?', '+dyspnea', '아니요, 숨을 깊이 못 쉬겠어요.'],
    // Hedges, questions back and acknowledgements say neither yes nor no.
    [ami, '다른 데로 퍼지나요?', '=radiation', '잘 모르겠어요.'],
    [ami, '두근거리세요?', '-palpitation', '네... 두근거리는 건 잘 모르겠어요.'],
    [ami, '숨 차세요?', '+dyspnea', '글쎄요, 그건 잘 모르겠어요.'],
    [ami, '다른 데로 퍼지나요?', '=radiation', '네? 다시 한 번 말씀해 주시겠어요?'],
    [ami, '토하셨어요?', '-vomiting', '네, 알겠습니다.'],
    // A bare 네 or 아니요 to a negative question may mean either.
    [ami, '등은 안 아프세요?', '-backPain', '네.'],
    [ami, '가슴은 안 아프세요?', '+chestPain', '아니요.'],
    // The case's own sentence says yes and no at once: the scorer cannot tell, so does not count.
    [ami, '전에도 이런 적 있으셨어요?', '=experience', '아니요, 그런 적 없어요.'],
  ])('%#: %s → %s', (c, question, truth, reply) => {
    expect(falseFact(turn(question, truth), reply, none, loadCase(c))).toBeUndefined();
  });

  it('judges a reply that gives the truth fact by the older rules, not by its lead', () => {
    const reply = `아니요, 등으로는 안 가고 ${loadCase(ami).history.radiation}`;
    const disclosed: DisclosedFact[] = [
      { kind: 'topic', key: 'radiation', text: loadCase(ami).history.radiation! },
    ];
    expect(falseFact(turn('등으로 퍼져요?', '=radiation'), reply, disclosed, loadCase(ami))).toBeUndefined();
  });
});

describe('older rules kept', () => {
  it('counts another fact given instead, a wrong polarity and a confirmed wrong summary', () => {
    const vomit: DisclosedFact[] = [{ kind: 'symptom', key: 'vomiting', text: '토하지는 않았어요.' }];
    expect(
      falseFact(
        turn('전에도 이런 적 있으셨어요?', '=experience'),
        '아니요, 토하지는 않았어요.',
        vomit,
        loadCase(ami),
      ),
    ).toBe('answered vomiting instead');
    const absent: DisclosedFact[] = [{ kind: 'symptom', key: 'dyspnea', text: '아니요, 그런 건 없어요.' }];
    expect(falseFact(turn('숨 차세요?', '+dyspnea'), '아니요, 그런 건 없어요.', absent, loadCase(ami))).toBe(
      'said dyspnea is absent',
    );
    expect(falseFact(turn('어제부터 아프셨죠?', '!wrong'), '네, 맞아요.', none, loadCase(ami))).toBe(
      'confirmed a wrong fact',
    );
    expect(
      falseFact(turn('어제부터 아프셨죠?', '!wrong'), '아니요, 오늘 아침부터요.', none, loadCase(ami)),
    ).toBeUndefined();
  });
});

describe('polarity of statements and replies', () => {
  it('reads a case sentence as yes, no, or neither', () => {
    expect(statementPolarity('수술이나 입원한 적은 없어요.')).toBe('denies');
    expect(statementPolarity('관절이 이런 건 처음이에요. 통풍이라는 말도 들어 본 적 없어요.')).toBe('denies');
    expect(statementPolarity('오른쪽이 아니라 가슴 한가운데요.')).toBe('affirms');
    expect(statementPolarity('왼쪽 어깨랑 팔 안쪽으로 저리듯이 내려가고, 턱도 좀 뻐근해요.')).toBe('affirms');
    expect(statementPolarity('술은 마시고 담배는 안 피워요.')).toBeUndefined();
    expect(statementPolarity('두근거리는 건 잘 모르겠어요.')).toBeUndefined();
    expect(statementPolarity('한 달째 목소리가 쉬어서 안 돌아와요.')).toBeUndefined();
    expect(statementPolarity('숨을 깊이 못 쉬니까 좀 답답해요.')).toBeUndefined();
  });

  it('reads a reply as yes or no only when it plainly says so', () => {
    expect(replyPolarity('아니요, 거기는 안 아파요.', '다리 아프다고 하는 건요?')).toBe('denies');
    expect(replyPolarity('네, 괜찮아요.', '다리는요?')).toBe('denies');
    expect(replyPolarity('네... 있어요.', '열 나요?')).toBe('affirms');
    expect(replyPolarity('아니요.', '열 나요?')).toBe('denies');
    expect(replyPolarity('아니요.', '열은 없죠?')).toBeUndefined();
    expect(replyPolarity('예전에 한 번 그랬어요.', '전에도요?')).toBeUndefined();
    expect(replyPolarity('기억이 잘 안 나요.', '전에도요?')).toBeUndefined();
  });
});
