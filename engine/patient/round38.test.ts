/**
 * Issue 16, round 38: three classes from the lead's walks, each over several cases:
 * a. a wrong summary whose wrong part is an activity or circumstance ('운동하다가 갑자기 아팠던
 *    거지?' when it began at rest, '일어나시다가' when she sat at the table, '가만히 누워 계시다가'
 *    when she was climbing the stairs) is corrected, briefly, naming the true circumstance, and never
 *    says a sentence twice in the same reply;
 * b. a wrong drug checked back ('아스피린 드신다고 하셨죠?' when the case's drugs are others) is
 *    corrected naming the right drug, not by the whole medication list;
 * c. told not to do what the case's person has planned or needs (a booked flight, driving a bus or a
 *    taxi, a basketball tournament, shift work), the persona reacts: a brief worry or question from
 *    the case's own words, never a new clinical fact; where the case says nothing of it, a plain
 *    acknowledgement stays right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectReply, facts, talk, type ReplyRow } from './conversation-helpers';
import { nearRepeat, sentencesOf } from './near-repeat';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('a. a wrong circumstance in a summary: corrected, briefly, naming the true one, once', () => {
  it.each<ReplyRow>([
    ['primary-spontaneous-pneumothorax', ['그러니까 운동하다가 갑자기 아팠던 거지?'], /^아(니|닙).*앉아/],
    [
      'primary-spontaneous-pneumothorax',
      ['뭐 들다가 아프기 시작한 거 맞지?'],
      /^아(니|닙).*(앉아|든 건 아니)/,
    ],
    ['acute-myocardial-infarction', ['계단오르다가아프기시작하신거죠?'], /^아(니|닙).*운전/],
    ['acute-myocardial-infarction', ['운동하시다가 가슴이 아프셨던 거죠?'], /^아(니|닙).*운전/],
    [
      'complete-atrioventricular-block',
      ['그러니까 의자에서 일어나시다가 쓰러지신 거죠?'],
      /^아(니|닙).*앉아서 밥 먹다가/,
    ],
    ['postpartum-pulmonary-embolism-syncope', ['가만히 누워 계시다가 쓰러지신 거죠?'], /^아(니|닙).*계단/],
    ['temporal-lobe-epilepsy-mistaken-syncope', ['의자에서 일어나다가 쓰러지신 거죠?'], /^아(니|닙).*앉아/],
    ['stable-angina-pectoris', ['가만히 앉아 계실 때 가슴이 아프신 거죠?'], /^아(니|닙).*(언덕|계단)/],
    ['placenta-previa', ['어제 무리하시고 나서 피가 나신 거죠?'], /^아(니|닙).*자다가/],
  ])('%s: %j', (id, utterances, has) => {
    const r = expectReply(byId(id), [id, utterances, has]);
    expect(nearRepeat(r.text), r.text).toBe(false);
    // Brief: two sentences at most after the no.
    expect(sentencesOf(r.text.replace(/^(아니요|아닙니다)[.,]\s*/, '')).length, r.text).toBeLessThanOrEqual(
      3,
    );
  });

  // Controls: the right circumstance is confirmed, not corrected.
  it.each<ReplyRow>([
    ['primary-spontaneous-pneumothorax', ['그러니까 가만히 앉아 있다가 아팠던 거지?'], /^(네|응|예)/],
    ['postpartum-pulmonary-embolism-syncope', ['아기 안고 계단 오르시다가 쓰러지신 거죠?'], /^(네|예)/],
    ['acute-myocardial-infarction', ['운전하시다가 아프기 시작하신 거죠?'], /^(네|예)/],
  ])('control %s: %j', (id, utterances, has) => {
    expectReply(byId(id), [id, utterances, has]);
  });
});

describe('b. a wrong drug checked back: corrected naming the right drug, not the whole list', () => {
  it.each<ReplyRow>([
    [
      'amnestic-mild-cognitive-impairment',
      ['아스피린 드신다고 하셨죠?'],
      /^아(니|닙).*암로디핀/,
      /수면제나 감기약/,
    ],
    ['complete-atrioventricular-block', ['와파린 드신다고 하셨죠?'], /^아(니|닙).*암로디핀/, /파스|늦추는/],
    [
      'stable-angina-pectoris',
      ['아스피린 드신다고 하셨죠?'],
      /^아(니|닙).*(메트포르민|암로디핀)/,
      /오메가|빠뜨리지/,
    ],
    ['nephrotic-syndrome', ['스테로이드 드신다고 하셨죠?'], /^아(니|닙).*진통소염제/],
    ['prolonged-grief-disorder', ['수면제 드신다고 하셨죠?'], /^아(니|닙).*암로디핀/],
    ['acute-myocardial-infarction', ['아스피린 드신다고 하셨죠?'], /^아(니|닙).*혈압약/],
    ['premenstrual-dysphoric-disorder', ['타이레놀 드신다고 하셨죠?'], /^아(니|닙).*이부프로펜/],
  ])('%s: %j', (id, utterances, has, hasNot) => {
    const r = expectReply(byId(id), [id, utterances, has, hasNot]);
    expect(nearRepeat(r.text), r.text).toBe(false);
    expect(r.text, r.text).not.toMatch(/^아니요, 그게 좀 달라요\. .*\. .*\. .*\./);
  });

  // Controls: the right drug is confirmed.
  it.each<ReplyRow>([
    ['amnestic-mild-cognitive-impairment', ['혈압약 암로디핀 드신다고 하셨죠?'], /^(네|예)/],
    ['premenstrual-dysphoric-disorder', ['생리통 때 이부프로펜 드신다고 하셨죠?'], /^(네|예)/],
  ])('control %s: %j', (id, utterances, has) => {
    expectReply(byId(id), [id, utterances, has]);
  });
});

describe('c. told not to do what the person plans or needs: the persona reacts, no fact', () => {
  it.each<ReplyRow>([
    ['primary-spontaneous-pneumothorax', ['당분간 비행기 타면 안 돼'], /비행기|제주도/, /^네, 알겠습니다\.$/],
    ['nephrotic-syndrome', ['당분간 버스 운전은 쉬셔야 해요.'], /운전|운행/, /^네, 알겠습니다\.$/],
    ['infectious-mononucleosis-ebv', ['비장이 부어 있을 수 있어서 한 달은 농구 하시면 안 돼요'], /농구|대회/],
    ['hypertrophic-cardiomyopathy-exertional-syncope', ['당분간 농구는 하면 안 돼요'], /농구|대회/],
    [
      'temporal-lobe-epilepsy-mistaken-syncope',
      ['발작이 조절될 때까지 운전하시면 안 됩니다'],
      /운전|먹고사는/,
    ],
    ['systemic-lupus-erythematosus-fatigue', ['당분간 야간 근무는 하지 마세요'], /교대|근무|나이트/],
    ['acute-myocardial-infarction', ['퇴원하고도 당분간 운전하시면 안돼요'], /운전|택시/],
  ])('%s: %j', (id, utterances, has, hasNot) => {
    const r = expectReply(byId(id), [id, utterances, has, hasNot]);
    // A reaction, never a clinical fact.
    expect(
      facts(r).filter((f) => /^(topic|symptom):/.test(f)),
      r.text,
    ).toEqual([]);
    expect(r.text, r.text).not.toMatch(/^네, 알겠습니다\.$|^알겠습니다\.$/);
  });

  // Where the case says nothing of the activity, a plain acknowledgement stays right.
  it.each<ReplyRow>([
    ['placenta-previa', ['당분간 무거운 건 들지 마세요'], /알겠|네/, /비행기|운전|농구/],
    ['amnestic-mild-cognitive-impairment', ['당분간 사우나는 하지 마세요'], /알겠|네/, /운전|봉사/],
    // He drives in daily life, but not for a living: no worry about his work is made up.
    ['amnestic-mild-cognitive-impairment', ['당분간 운전은 하지 마세요'], /알겠|네/, /제 일|일을/],
  ])('control %s: %j', (id, utterances, has, hasNot) => {
    const r = expectReply(byId(id), [id, utterances, has, hasNot]);
    expect(
      facts(r).filter((f) => /^(topic|symptom):/.test(f)),
      r.text,
    ).toEqual([]);
  });
});

describe('whole encounters: a correction after other turns still says each sentence once', () => {
  it('pneumothorax: the event told, then the wrong circumstance corrected without the same sentence twice', () => {
    const c = byId('primary-spontaneous-pneumothorax');
    const r = talk(
      c,
      '언제부터 아팠어?',
      '아플때 뭐 하고 있었어?',
      '그러니까 운동하다가 갑자기 아팠던 거지?',
    );
    expect(r.text).toMatch(/^아(니|닙)/);
    expect(nearRepeat(r.text), r.text).toBe(false);
  });
});
