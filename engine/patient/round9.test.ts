/**
 * Issue 16, round 9: the classes found by the round's own tune encounters (bench/patient/
 * conversations.yaml, '*-r9-*') and the library probe of true summaries (bench/patient/
 * _summary-probe.ts), each tested on more than the sentence that showed it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectCorrected, facts, keys, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

const ICH = 'hypertensive-intracerebral-hemorrhage';
const COLD = 'common-cold';
const APP = 'acute-appendicitis';
const KNEE = 'septic-arthritis-knee-staphylococcal';
const GOUT = 'acute-gouty-arthritis';
const GLAUCOMA = 'acute-angle-closure-glaucoma';
const PERI = 'acute-pericarditis';
const NSAID = 'nsaid-gastric-ulcer-bleeding';
const CLUSTER = 'episodic-cluster-headache';
const OSA = 'obstructive-sleep-apnea';
const CAP = 'community-acquired-pneumonia';
const BV = 'bacterial-vaginosis';

/** A summary confirmed: a yes, nothing told as a correction. */
function expectConfirmed(caseId: string, ...utterances: string[]) {
  const r = talk(byId(caseId), ...utterances);
  const last = utterances[utterances.length - 1];
  // '응' from a persona who speaks 반말 (round 18: the engine's words follow the persona's register).
  expect(r.text, `${caseId}: ${last}`).toMatch(/^(네|예|응)/);
  expect(facts(r), `${caseId}: ${last} → ${r.text}`).toEqual([]);
}

describe('elliptical and informal questions of the complaint', () => {
  it("reads '언제 그랬어(요)?' as when it began, and a named subject still wins", () => {
    expect(keys('언제 그랬어요?', ['무슨 일로 왔어?'])).toEqual(['onset']);
    expect(keys('언제 그랬어?', ['어디가 불편해서 오셨어요?'])).toEqual(['onset']);
    expect(keys('그럼 언제 그러셨어요?')).toEqual(['onset']);
    const r = talk(byId(ICH), '무슨 일로 왔어?', '언제 그랬어요?');
    expect(facts(r)).toEqual(['topic:onset']);
  });

  it("reads how often one caught something before as earlier episodes, not today's symptom", () => {
    expect(keys('전에도 자주 감기 걸려요?')).toEqual(['experience']);
    expect(keys('평소에 감기 잘 걸려?')).toEqual(['experience']);
    expect(keys('예전에도 중이염 자주 걸렸어요?')).toEqual(['experience']);
    expect(keys('요즘 자주 감기 걸리거나 열이 나요?')).not.toContain('experience');
    const r = talk(byId(COLD), '약은 뭐 먹였어요?', '전에도 자주 감기 걸려요?');
    expect(facts(r)).toEqual(['topic:experience']);
  });

  it('takes examples given of an earlier episode as part of that question', () => {
    const r = talk(byId(ICH), '전에 이런 적 있었어요? 잠깐 힘 빠졌다가 돌아온 적이라던가');
    expect(facts(r)).toEqual(['topic:experience']);
    const s = talk(byId(APP), '예전에도 이런 적 있으세요? 배가 살살 아프다 말았던 적이라든지');
    expect(facts(s)).toEqual(['topic:experience']);
  });

  it('never reads 열하루, 열이틀, 열사흘 (days) as a fever', () => {
    expect(keys('열이틀 전부터요?')).not.toContain('fever');
    expect(keys('열사흘째예요?')).not.toContain('fever');
    expect(keys('열이 나요?')).toEqual(['fever']);
  });
});

describe('a function asked on its own', () => {
  it('reads speech and swallowing asked as "is it fine?"', () => {
    expect(keys('말하는 건 괜찮아요?')).toEqual(['dysarthria']);
    expect(keys('발음은 어때?')).toEqual(['dysarthria']);
    expect(keys('물 삼키는 건 괜찮아요?')).toEqual(['dysphagia']);
    expect(keys('삼키는 거 어때요?')).toEqual(['dysphagia']);
  });

  it('answers a patient who has it with no, and one without it that all is well', () => {
    const r = talk(byId(ICH), '말하는 건 괜찮아요?');
    expect(r.text).toMatch(/^아니요, 혀가 꼬여서/);
    const s = talk(byId(ICH), '물 삼키는 건 괜찮아요?');
    expect(s.text).toMatch(/^아니요, 물을 마시면/);
    for (const id of [APP, CAP]) {
      const t = talk(byId(id), '말하는 건 괜찮아요?');
      expect(t.text, id).toMatch(/^네(,|\.\.\.) (그건 )?괜찮(아요|습니다)\.$/);
    }
  });

  it('answers walking from the case’s own sentence about it when the case lists no gait symptom', () => {
    for (const id of [KNEE, GOUT, APP]) {
      const r = talk(byId(id), '걸을 때 불편하세요?');
      expect(r.text, id).not.toMatch(/^(네|아니요), (괜찮|그런 건 없)/);
      expect(r.text, id).toMatch(/걷|걸을|디디|딛/);
    }
    // A sign of its own ('휘청거려요?') is still the symptom's yes or no, and a worry never answers.
    expect(talk(byId('knee-osteoarthritis'), '걸을 때 휘청거려요?').text).toMatch(/^아니요/);
    expect(talk(byId('knee-osteoarthritis'), '걸을 때 불편하세요?').text).not.toMatch(/걱정/);
  });

  it("answers '소변은 잘 봐요?' as usual only when no voiding symptom is present", () => {
    expect(keys('소변은 잘 봐요?')).toEqual(['urination']);
    expect(talk(byId(ICH), '소변은 잘 봐요?').text).toBe('소변은 평소처럼 봐요.');
    expect(talk(byId(COLD), '소변은 잘 봐요?').text).toMatch(/평소처럼 잘 봐요/);
    const uti = talk(byId('acute-cystitis'), '소변은 잘 봐요?');
    expect(uti.text).not.toMatch(/평소처럼/);
  });
});

describe('how the complaint looks, and a symptom that has gone', () => {
  it("answers the colour of the complaint's discharge from the case's sentence of how it looks", () => {
    const r = talk(byId(COLD), '콧물 색깔은 어때요?');
    expect(r.text).toMatch(/누르스름/);
    expect(r.text).not.toMatch(/^네/);
    // The symptom's own detail, when it tells the colour, is the answer.
    expect(talk(byId(BV), '냉 색깔이 회색빛이에요?').text).toMatch(/희뿌연/);
    // A smell the detail does not tell comes from the sentence that does.
    expect(talk(byId(BV), '냉 색깔이 회색빛이에요?', '냄새는요?').text).toMatch(/비린내/);
    // A discharge that is not the complaint keeps its own detail.
    expect(talk(byId(CAP), '가래 색깔은 어때요?').text).toMatch(/누렇/);
  });

  it('never opens with yes a detail that says the symptom has gone, and says so when asked if still', () => {
    const now = talk(byId(COLD), '지금도 열 나요?');
    expect(now.text).toMatch(/^지금은 없어요\./);
    expect(talk(byId(COLD), '아직도 열나?').text).toMatch(/^지금은 없어요\./);
    expect(talk(byId(COLD), '열 났어요?').text).not.toMatch(/^네/);
  });
});

describe('summaries: what a case says in its own words is confirmed', () => {
  it('reads a denial after a time as the symptom having stopped, not as never', () => {
    expectConfirmed(NSAID, '정리하면 두 번 토하고는 더 안 토하신 거죠?');
    expectConfirmed(NSAID, '정리하면 아침에 두 번 토하고 그 뒤로는 안 토했어?');
    expectConfirmed('gastric-cancer-bleeding', '요약하면 한 번 토하고 그 뒤로는 안 토하신 거죠?');
    // Never vomited at all is still wrong.
    expectCorrected(byId(NSAID), '정리하면 토한 적은 없으신 거죠?', ['symptom:vomiting']);
  });

  it('reads a denial of now against a case that says it has gone', () => {
    expectConfirmed(
      COLD,
      '정리하면 나흘 전부터 콧물 나고 처음 이틀은 열이 좀 있었는데 지금은 열은 없는 거죠?',
    );
    expectConfirmed(COLD, '정리하면 처음 이틀은 열이 조금 있었는데 지금은 열은 없어 그런 거죠?');
  });

  it('reads a comparison or a change over time as no dating of the onset', () => {
    expectConfirmed(PERI, '정리하면 어제보다 오늘이 더 아프신 거죠?');
    expectConfirmed(PERI, '정리하면 그저께 밤부터 아팠고 어제보다 오늘이 더 아픈 거죠?');
    expectCorrected(byId(PERI), '정리하면 어제부터 가슴이 아프신 거죠?', ['topic:onset']);
    expectConfirmed(OSA, '정리하면 올해 들어서 더 심해졌고 낮에 졸음을 못 참으시는 거죠?');
  });

  it('never lets someone else’s date excuse a wrong onset', () => {
    expectCorrected(byId(COLD), '정리하면 어제부터 콧물이 나고 열이 계속 나는 거죠?', ['topic:onset']);
    expectCorrected(byId(COLD), '정리하면 어제부터 콧물 난 거죠?', ['topic:onset']);
  });

  it('reads 열이틀 as twelve days', () => {
    expectConfirmed(CLUSTER, '정리하면 열이틀 전 밤부터 그런 거죠?');
    expectConfirmed(CLUSTER, '정리하면 열이틀 전부터 밤마다 눈 뒤가 아파서 깨신 거죠?');
    expectCorrected(byId(CLUSTER), '정리하면 이틀 전부터 아프신 거죠?', ['topic:onset']);
  });

  it("confirms 'no drugs' of a patient with no regular drug beside one taken today", () => {
    expectConfirmed(GLAUCOMA, '정리하면 혈압이 조금 높다고 했는데 약은 안 드시는 거죠?');
    expectConfirmed(GLAUCOMA, '정리하면 평소 드시는 약은 없고 오늘 오후에 감기약 두 알 드신 거죠?');
    expectConfirmed(CLUSTER, '정리하면 평소에 먹는 약은 없으신 거죠?');
    // A patient on a regular drug is still corrected, also when the case denies another drug.
    expectCorrected(byId(CAP), '정리하면 약은 안 드시는 거죠?', ['topic:medication']);
    expectCorrected(byId(CAP), '정리하면 평소 드시는 약은 없으신 거죠?', ['topic:medication']);
  });

  it('reads an arm that cannot be lifted as weakness, never as hearing', () => {
    expect(keys('팔이 안 들려요?')).not.toContain('hearingLoss');
    expect(keys('잘 안 들려요?')).toEqual(['hearingLoss']);
    expectConfirmed(ICH, '정리하면 힘이 빠져서 팔이 안 들리는 거죠?');
  });

  it('quotes of the case’s own clauses ("X 말고는 없어") are confirmed', () => {
    expectConfirmed('hirschsprung-disease', '정리하면 두 달 전에 장염으로 입원한 것 말고는 없는 거죠?');
    expectConfirmed('acute-pyelonephritis-fever', '정리하면 방광염 말고는 앓는 병 없으신 거죠?');
    expectConfirmed('depression-related-fatigue', '정리하면 종합비타민 말고는 먹는 약이 없는 거죠?');
  });
});
