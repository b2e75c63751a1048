/**
 * Issue 16, round 24: the classes the lead found in a whole aortic-dissection encounter, each with
 * cases over several cases and presentations, in learners' registers, and controls:
 * - a choice question that names its own subject ('갑자기 시작됐어요 아니면 서서히?', '찌르는 거야
 *   누르는 거야?') stands on its own, never a follow-up of the topic asked just before;
 * - a summary that calls a painful part fine ('등은 괜찮으신 거죠?', '숨은 괜찮은 거지?') is corrected
 *   for that symptom too, beside its other wrong parts;
 * - a request to hear an answer again ('다시 한 번 말씀해 주시겠어요?', '뭐라고 하셨죠?', '아까
 *   어떻게 아프다고 하셨죠?') is answered again, never confirmed as a summary;
 * - the doctor's explanation that a disease is possible ('…병일 수도 있어서 CT 찍어 볼게요') gets an
 *   acknowledgement, never a clinical fact (controls: already so).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { normalize } from '../nlu/normalize';
import { expectCorrected, facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('a choice question that names its own subject stands on its own', () => {
  it.each([
    ['aortic-dissection', '등은 안 아프세요?', '갑자기 시작됐어요 아니면 서서히?', 'onset', 'backPain'],
    ['aortic-dissection', '등은 안 아프세요?', '갑자기요 서서히요?', 'onset', 'backPain'],
    ['aortic-dissection', '등은 안 아프세요?', '확 아팠어요 아니면 조금씩?', 'onset', 'backPain'],
    ['aortic-dissection', '등은 안 아프세요?', '찌르는 느낌 아니면 누르는 느낌?', 'character', 'backPain'],
    ['aortic-dissection', '등은 안 아프세요?', '날카로워요 둔해요?', 'character', 'backPain'],
    ['aortic-dissection', '등은 안 아프세요?', '점점 심해지세요 아니면 그대로?', 'course', 'backPain'],
    ['acute-myocardial-infarction', '팔 저려요?', '갑자기요 서서히요?', 'onset', 'numbness'],
    ['acute-myocardial-infarction', '식은땀 나세요?', '갑자기 시작했어 아님 서서히?', 'onset', 'coldSweat'],
    ['primary-spontaneous-pneumothorax', '숨은 안 차?', '갑자기야 서서히야?', 'onset', 'dyspnea'],
    ['acute-pancreatitis', '등도 아프세요?', '계속 아파요? 아니면 왔다갔다?', 'duration', 'backPain'],
  ])('%s: %s → %s', (id, before, text, topic, previous) => {
    const k = keys(text, [before]);
    expect(k, k.join(' ')).toContain(topic);
    expect(k, k.join(' ')).not.toContain(previous);
    const r = talk(byId(id), before, text);
    expect(r.text, r.text).toContain(byId(id).history[topic as 'onset']!.slice(0, 12));
    expect(facts(r), r.text).not.toContain(`symptom:${previous}`);
  });
  it.each([
    // '아니면' is no condition ('…면 더 심해요?'): better or worse is how it has gone, never what
    // makes it worse.
    ['primary-spontaneous-pneumothorax', '숨 크게 쉬면 더 아파?', '처음보다 좀 나아졌어 아니면 더 심해졌어?'],
    ['acute-pancreatitis', '어떻게 하면 덜 아파요?', '어제보다 좋아졌어요 아니면 더 아파요?'],
    ['aortic-dissection', '숨 쉴 때 더 아프세요?', '아까보다 나아지셨어요 아니면 더 아프세요?'],
  ])('%s: %s → %s', (id, before, text) => {
    const k = keys(text, [before]);
    expect(k, k.join(' ')).toEqual(['course']);
    const r = talk(byId(id), before, text);
    expect(r.text, r.text).toContain(byId(id).history.course!.split('. ')[0]!);
    expect(facts(r), r.text).not.toContain('topic:aggravating');
  });
  it.each([
    // Already so before this round (controls).
    ['primary-spontaneous-pneumothorax', '숨은 안 차?', '갑자기 아팠어 아니면 서서히?', 'onset'],
    ['primary-spontaneous-pneumothorax', '숨은 안 차?', '찌르는 거야 누르는 거야?', 'character'],
    ['acute-pancreatitis', '토하셨어요?', 'onset이 sudden이에요 gradual이에요?', 'onset'],
    ['acute-pancreatitis', '등도 아프세요?', 'onset이 sudden이에요 gradual이에요?', 'onset'],
    ['acute-myocardial-infarction', '식은땀 나세요?', '갑자기 아팠어요 아니면 서서히 아팠어요?', 'onset'],
    ['acute-myocardial-infarction', '토하셨어요?', '찌르는 느낌이에요 누르는 느낌이에요?', 'character'],
    ['aortic-dissection', '등은 안 아프세요?', '계속이에요 간헐적이에요?', 'duration'],
  ])('%s: %s → %s (control)', (id, before, text, topic) => {
    expect(keys(text, [before])).toEqual([topic]);
  });
  it.each([
    // An elliptical follow-up still borrows the last subject (controls).
    ['기침하세요?', '언제부터요?', 'cough'],
    ['열은요?', '몇 도까지요?', 'fever'],
  ])('%s → %s borrows the subject (control)', (before, text, symptom) => {
    expect(keys(text, [before])).toContain(symptom);
  });
});

describe('a summary that calls a painful part fine is corrected for it', () => {
  it('aortic dissection: the day, the quality and the back', () => {
    expectCorrected(byId('aortic-dissection'), '정리하면 어제부터 누르는 듯 아프셨고 등은 괜찮으신 거죠?', [
      'topic:onset',
      'topic:character',
      'symptom:backPain',
    ]);
  });
  it.each([
    ['acute-pancreatitis', '정리하면 어제 아침부터 명치가 아프시고 등은 괜찮으신 거죠?', 'symptom:backPain'],
    ['acute-pancreatitis', '요약하면 어제 아침부터 배가 아프고 등은 멀쩡하신 거네요', 'symptom:backPain'],
    [
      'primary-spontaneous-pneumothorax',
      '정리하면 세 시간 전부터 왼쪽 가슴이 아프고 숨은 괜찮은 거지?',
      'symptom:dyspnea',
    ],
    [
      'aortic-dissection',
      '정리하면 30분 전부터 가슴이 찢어지듯 아프시고 등은 괜찮으시고요, 맞죠?',
      'symptom:backPain',
    ],
  ])('%s: %s', (id, text, corrected) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r), r.text).toContain(corrected);
  });
  it.each([
    // A part the case says is fine, called fine, is right (controls).
    ['acute-pancreatitis', '정리하면 어제 아침부터 명치가 아프시고 가슴은 괜찮으신 거죠?'],
    ['aortic-dissection', '정리하면 30분 전부터 가슴이 찢어지듯 아프고 배는 괜찮으신 거죠?'],
    ['aortic-dissection', '정리하면 30분 전부터 가슴이 찢어지듯 아프고 등도 아프신 거죠?'],
  ])('%s: %s (control)', (id, text) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^네/);
  });
  it.each([
    // A symptom asserted that the case denies, or denied that it has (controls: already so).
    [
      'primary-spontaneous-pneumothorax',
      '정리하면 세 시간 전부터 왼쪽 가슴이 아프고 기침도 하신 거죠?',
      'symptom:cough',
    ],
    [
      'aortic-dissection',
      '정리하면 30분 전부터 가슴이 찢어지듯 아프고 배도 아프신 거죠?',
      'symptom:abdominalPain',
    ],
    ['aortic-dissection', '정리하면 30분 전부터 아프셨고 허리는 괜찮으신 거죠?', 'symptom:backPain'],
  ])('%s: %s (control)', (id, text, corrected) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r), r.text).toContain(corrected);
  });
});

describe('a corrected pain is told once', () => {
  it.each([
    ['acute-pancreatitis', '정리하면 어제 아침부터 아프셨고 등은 안 아프신 거죠?'],
    ['acute-pancreatitis', '정리하면 그저께부터 배가 아프셨고 등은 안 아프고 열은 없으신 거죠?'],
  ])('%s: %s', (id, text) => {
    const r = talk(byId(id), text);
    expect(r.text, r.text).toMatch(/^아니/);
    expect(facts(r), r.text).toContain('symptom:backPain');
    expect(facts(r), r.text).not.toContain('topic:radiation');
    expect(r.text, r.text).not.toContain('뚫고');
  });
});

describe('when the stool was last passed is the stool sentence, not the onset', () => {
  it.each([
    ['acute-pancreatitis', '대변은 언제 마지막으로 보셨어요?', '그저께 보고'],
    ['small-bowel-obstruction', '마지막 변은 언제 봤어요?', '어제 아침에 마지막으로'],
    ['febrile-neutropenia-chemotherapy', '언제 마지막으로 대변 보셨어요?', '이틀 전에'],
    ['small-bowel-obstruction', '대변은 언제 보셨어요?', '어제 아침에 마지막으로'],
    ['hepatic-encephalopathy', '볼일은 언제 보셨어요?', '나흘째'],
  ])('%s: %s', (id, text, told) => {
    expect(keys(text)).toEqual(['stoolCharacter']);
    const r = talk(byId(id), '어디가 불편해서 오셨어요?', text);
    expect(r.text, r.text).toContain(told);
    expect(facts(r), r.text).not.toContain('topic:onset');
  });
  it.each([
    // Since when a sign was seen is its onset (controls).
    ['까만 변은 언제부터 봤어요?', 'onset'],
    ['대변은 언제부터 안 나왔어요?', 'onset'],
    ['대변은 잘 보세요?', 'bowelHabit'],
  ])('%s (control)', (text, key) => {
    expect(keys(text)).toContain(key);
  });
});

describe('a request to hear an answer again is answered again', () => {
  it.each([
    ['aortic-dissection', ['어떻게 아프세요?'], '다시 한 번 말씀해 주시겠어요?', 'character'],
    ['aortic-dissection', ['담배 피세요?'], '뭐라고 하셨죠?', 'smoking'],
    ['aortic-dissection', ['어떻게 아프세요?', '숨찬건요?'], '아까 어떻게 아프다고 하셨죠?', 'character'],
    ['acute-pancreatitis', ['술은 얼마나 드세요?'], '죄송한데 다시 말씀해 주세요', 'alcohol'],
    [
      'acute-pancreatitis',
      ['배 어디가 아프세요?', '토하셨어요?'],
      '아까 어디가 아프다고 하셨죠?',
      'location',
    ],
    ['acute-pancreatitis', ['계속 아파요, 왔다갔다 해요?'], '네? 뭐라고요?', 'duration'],
    ['primary-spontaneous-pneumothorax', ['어떻게 아파?'], '아까 뭐라고 했지?', 'character'],
    [
      'primary-spontaneous-pneumothorax',
      ['가족 중에 폐 때문에 수술한 사람 있어?'],
      '응? 다시 말해 줄래?',
      'family',
    ],
    ['acute-myocardial-infarction', ['다른 데로 퍼지나요?'], '한 번만 더 말씀해 주세요', 'radiation'],
    ['aortic-dissection', ['술은 드세요?'], '죄송해요 잘 못 들었어요', 'alcohol'],
  ])('%s: … → %s', (id, before, text, topic) => {
    const k = keys(text, before);
    expect(k, k.join(' ')).toContain(topic);
    expect(k, k.join(' ')).not.toContain('summary');
    const r = talk(byId(id), ...before, text);
    expect(r.text, r.text).not.toMatch(/맞아|잘 못 알아들|다시 한 번 말씀/);
    expect(r.text, r.text).toContain(byId(id).history[topic as 'onset']!);
    expect(facts(r), r.text).toContain(`topic:${topic}`);
  });
  it('a symptom asked just before is told again', () => {
    const r = talk(byId('aortic-dissection'), '등은 안 아프세요?', '다시 한 번 말씀해 주시겠어요?');
    expect(r.text, r.text).toContain('날개뼈 사이가 제일 아프고');
    expect(facts(r), r.text).toContain('symptom:backPain');
  });
  it.each([
    // What someone else said is the patient's knowledge, not a repeat (controls).
    ['의사 선생님이 뭐라고 하셨어요?', 'priorKnowledge'],
    ['검진에서 뭐라고 하던가요?', 'checkup'],
  ])('%s (control)', (text, key) => {
    expect(keys(text, ['혈압 있다는 말 들으셨어요?'])).toContain(key);
  });
  it('a name asked again is asked of itself (control)', () => {
    expect(keys('성함 다시 한 번 말씀해 주시겠어요?', ['어떻게 아프세요?'])).not.toContain('character');
  });
});

describe("the doctor's explanation that a disease is possible gets an acknowledgement", () => {
  it.each([
    ['aortic-dissection', '대동맥이 찢어지는 병일 수도 있어서 CT 바로 찍어 볼게요'],
    ['aortic-dissection', '혈압약을 잘 안 드셔서 생긴 병일 수도 있어서 CT 찍어볼게요'],
    ['aortic-dissection', '형님도 뇌출혈이 있으셨으니까 혈관 병일 수도 있어서 검사할게요'],
    ['primary-spontaneous-pneumothorax', '폐에 구멍이 나서 바람이 새는 병일 수도 있어서 엑스레이 찍어 볼게'],
    ['acute-pancreatitis', '췌장에 염증이 생긴 병일 수도 있어서 피검사랑 CT 해 볼게요'],
    [
      'hypertrophic-cardiomyopathy-exertional-syncope',
      '심장 근육이 두꺼워지는 병일 수도 있어서 심전도랑 심장초음파 해볼게',
    ],
  ])('%s: %s (control)', (id, text) => {
    const r = talk(byId(id), '어떻게 오셨어요?', text);
    expect(r.disclosed, r.text).toEqual([]);
    expect(r.text, r.text).not.toMatch(/맞아요/);
  });
});

describe('ㅆ typed as ㅅ before a consonant ending is read as ㅆ (metamorphic leftovers)', () => {
  it.each([
    ['혈압 잇다는 말 들으셧어요?', 'pastMedical'],
    ['심장 부정맥 잇다고 들엇어요?', 'pastMedical'],
    ['하루 중에도 좋앗다 나빳다 하세요?', 'course'],
    ['재미잇는 게 하나도 없으세요?', 'anhedonia'],
    ['죽이겟다고 협박한 적 잇어요?', 'lethalityRisk'],
  ])('%s', (text, key) => {
    expect(keys(text)).toContain(key);
  });
  it.each([
    // Syllables whose ㅅ is their own stay (controls).
    ['햇빛 보면 더 아파요?', '햇빛'],
    ['셋째 아이예요?', '셋째'],
    ['갓난아기 때 입원한 적 있어요?', '갓난아기'],
  ])('%s (control)', (text, kept) => {
    expect(normalize(text).text).toContain(kept);
  });
});
