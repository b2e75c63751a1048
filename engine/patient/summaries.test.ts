/**
 * Summaries checked against the case (issue 16, item 2), as a class: a learner's summary with wrong
 * parts is corrected part by part, its true parts confirmed, and a fully true one confirmed
 * naturally. Written before the engine change, in learners' registers (typos, 반말, English chart
 * words, run-on summaries mixing true and false parts), over several presentations: chest pain,
 * abdominal pain, headache, dyspnoea, fever and cough, flank pain.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectCorrected, facts, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

const CONFIRMS = /맞아요|맞습니다/;

/** A fully true summary: a natural yes, and no fact repeated or added. */
function expectConfirmed(caseId: string, utterance: string) {
  const r = talk(byId(caseId), utterance);
  expect(r.text, `${caseId}: ${utterance}`).toMatch(/^네/);
  expect(r.text).toMatch(CONFIRMS);
  expect(facts(r), `${caseId}: ${utterance} → ${r.text}`).toEqual([]);
  return r;
}

describe('chest pain (acute MI): onset in hours, side against a central pain, first time', () => {
  const MI = 'acute-myocardial-infarction';

  it('corrects the brief’s example part by part, in the patient’s words', () => {
    const r = expectCorrected(byId(MI), '정리하면 2시간 전부터 오른쪽 가슴이 아프고 처음이시네요', [
      'topic:onset',
      'topic:location',
      'topic:experience',
    ]);
    const c = byId(MI);
    expect(r.text).toContain(c.history.experience!);
    expect(r.text).toMatch(/오른쪽이 아니라/);
    expect(r.text).toMatch(/처음은 아니/);
    expect(r.text).not.toMatch(/네, 맞아요/);
  });

  it('corrects minutes for an hour, the character and what makes it worse', () => {
    expectCorrected(
      byId(MI),
      '정리하면 30분 전부터 가슴 아프셨고 찌르는 듯이 아프고 숨쉴 때 더 아프신 거죠?',
      ['topic:onset', 'topic:character', 'topic:aggravating'],
    );
  });

  it('corrects the severity and a denied radiation (반말, spacing slips)', () => {
    expectCorrected(
      byId(MI),
      '정리하면 한시간 전부터 가슴 아프고 10점중에 4점 정도고 다른데로 안퍼지는거지?',
      ['topic:severity', 'topic:radiation'],
    );
  });

  it('corrects English chart words in a summary', () => {
    expectCorrected(byId(MI), '정리하면 onset은 1시간 전이고 radiation은 없고 처음이신 거죠?', [
      'topic:radiation',
      'topic:experience',
    ]);
  });

  it('corrects what relieves it and the family history', () => {
    expectCorrected(byId(MI), '정리하면 쉬면 좀 나아지시고 가족 중에 심장병 있는 분은 없으신 거죠?', [
      'topic:relieving',
      'topic:family',
    ]);
  });

  it('confirms a fully true run-on summary naturally', () => {
    expectConfirmed(
      MI,
      '정리하면 1시간 전부터 가슴 한가운데가 조이듯이 아프고 왼쪽 어깨랑 팔로 퍼지고 식은땀 나시는 거죠?',
    );
    expectConfirmed(
      MI,
      '정리하면 한 달 전부터 계단 오를 때 가슴이 뻐근했고 오늘은 한 시간 전부터 계속 아프신 거죠?',
    );
  });

  it('confirms the true parts after correcting the wrong one', () => {
    const r = expectCorrected(byId(MI), '정리하면 1시간 전부터 가슴이 아프시고 식은땀 나고 토하셨죠?', [
      'symptom:vomiting',
    ]);
    expect(r.text).toMatch(/맞아요\.$/);
  });
});

describe('abdominal pain: hours against yesterday, the side, radiation and severity', () => {
  const APP = 'acute-appendicitis';
  const GB = 'acute-cholecystitis';

  it('corrects an onset in hours when it began yesterday, and the side', () => {
    expectCorrected(byId(APP), '정리하면 3시간 전부터 왼쪽 아랫배가 아프신 거죠?', [
      'topic:onset',
      'topic:location',
    ]);
  });

  it('corrects a wrong associated symptom in a summary with an English site word', () => {
    const r = expectCorrected(
      byId(APP),
      '요약하면 어제 저녁부터 RLQ pain 있고 걸을때 더 아프고 열은 없는거죠',
      ['symptom:fever'],
    );
    expect(r.text).toMatch(/맞아요\.$/);
  });

  it('corrects the severity and a radiation the case does not have', () => {
    expectCorrected(
      byId(APP),
      '정리하면 어제 저녁부터 배가 아프고 아픈건 10점중 3점 정도고 등으로 뻗치는 거죠?',
      ['topic:severity', 'topic:radiation'],
      ['symptom:backPain'],
    );
  });

  it('confirms a true summary of a migrating pain and a first episode', () => {
    expectConfirmed(
      APP,
      '정리하면 어제 저녁부터 배꼽 주변이 아프다가 오른쪽 아랫배로 내려왔고 처음 아프신 거죠?',
    );
  });

  it('corrects “the first time” against earlier attacks, and the side', () => {
    expectCorrected(byId(GB), '정리하면 어젯밤부터 왼쪽 윗배가 아프시고 처음이신 거죠?', [
      'topic:location',
      'topic:experience',
    ]);
  });

  it('corrects a wrong day, jaundice and the relative of a family history', () => {
    expectCorrected(
      byId(GB),
      '정리하면 이틀 전부터 아프셨고 눈이 노래지셨고 아버지가 쓸개 돌이 있으셨던 거죠?',
      ['topic:onset', 'symptom:jaundice', 'topic:family'],
    );
  });

  it('corrects a medication the patient does not take and confirms a true summary', () => {
    expectCorrected(byId(APP), '정리하면 어제 저녁부터 배 아프고 평소에 혈압약 드시는 거죠?', [
      'topic:medication',
    ]);
    expectConfirmed(
      GB,
      '정리하면 어젯밤부터 오른쪽 윗배가 아프고 열나고 오한도 있으셨고 혈압약 드시는 거죠?',
    );
  });
});

describe('headache: onset, the whole head, severity, earlier episodes, family', () => {
  const SAH = 'subarachnoid-hemorrhage';
  const MIG = 'migraine-with-aura';

  it('corrects yesterday for two hours ago and a first time against the week-ago episode', () => {
    expectCorrected(byId(SAH), '정리하면 어제부터 머리가 아프시고 처음 아프신거죠?', [
      'topic:onset',
      'topic:experience',
    ]);
  });

  it('corrects one side against the whole head, the score and a fever', () => {
    expectCorrected(
      byId(SAH),
      '정리하면 두시간 전부터 오른쪽 머리가 아프시고 10점 중에 6점 정도고 열도 나시는 거죠?',
      ['topic:location', 'topic:severity', 'symptom:fever'],
    );
  });

  it('corrects a denied family history', () => {
    expectCorrected(byId(SAH), '정리해보면 두 시간 전부터 두통 있으시고 가족력은 없으신 거죠?', [
      'topic:family',
    ]);
  });

  it('confirms a true summary of the onset and the red flags', () => {
    expectConfirmed(
      SAH,
      '정리하면 2시간 전에 무거운 상자 들다가 갑자기 머리가 아프셨고 토하셨고 목이 뻣뻣하신 거죠?',
    );
  });

  it('corrects a recent onset and both sides for a one-sided, long-standing headache', () => {
    expectCorrected(byId(MIG), '정리하면 이틀 전부터 양쪽 머리가 다 아프고 처음이신 거죠?', [
      'topic:onset',
      'topic:location',
      'topic:experience',
    ]);
  });

  it('confirms a true summary with the relative named', () => {
    expectConfirmed(
      MIG,
      '정리하면 석 달 전부터 자주 오른쪽 관자놀이가 욱신거리고 빛 보면 눈부시고 엄마도 편두통 있으신 거죠?',
    );
  });
});

describe('dyspnoea, fever and cough, flank pain', () => {
  const PE = 'pulmonary-embolism';
  const CAP = 'community-acquired-pneumonia';
  const STONE = 'ureteral-stone';

  it('corrects a week for this morning and symptoms asserted present wrongly', () => {
    expectCorrected(byId(PE), '정리하면 일주일 전부터 숨이 차고 기침이랑 열이 나시는 거죠?', [
      'topic:onset',
      'symptom:cough',
      'symptom:fever',
    ]);
  });

  it('corrects the side of the swollen calf and a denied medication', () => {
    expectCorrected(
      byId(PE),
      '정리하면 오늘 아침부터 숨차고 오른쪽 종아리가 붓고 먹는 약은 없으신 거죠?',
      ['topic:medication'],
      ['symptom:edema', 'symptom:calfPain', 'topic:location'],
    );
    const r = talk(byId(PE), '정리하면 오늘 아침부터 숨차고 오른쪽 종아리가 붓고 먹는 약은 없으신 거죠?');
    expect(r.text).toContain('왼쪽 종아리');
  });

  it('confirms a true summary of the pleuritic pain', () => {
    expectConfirmed(PE, '정리하면 오늘 아침부터 숨이 차고 숨 들이쉴 때 오른쪽 가슴이 찌르듯 아프신 거죠?');
  });

  it('corrects the side of a pleuritic chest pain in a fever', () => {
    expectCorrected(
      byId(CAP),
      '정리하면 나흘 전부터 기침 가래 있고 왼쪽 가슴이 아프신 거죠?',
      [],
      ['symptom:chestPain', 'topic:location', 'topic:aggravating', 'topic:associated'],
    );
    const r = talk(byId(CAP), '정리하면 나흘 전부터 기침 가래 있고 왼쪽 가슴이 아프신 거죠?');
    expect(r.text).toContain('오른쪽');
  });

  it('confirms a true fever summary and corrects a denied habit in mixed English', () => {
    expectConfirmed(CAP, '정리하면 나흘 전부터 기침 가래 나고 열 나고 숨차시고 당뇨약 드시는 거죠?');
    expectCorrected(byId(CAP), '정리하면 fever 나고 cough 하시고 담배는 안 피우시는 거죠?', [
      'topic:smoking',
    ]);
  });

  it('corrects the side, a dysuria and a fever in a flank pain', () => {
    expectCorrected(
      byId(STONE),
      '정리하면 새벽부터 오른쪽 옆구리가 아프고 소변볼 때 따갑고 열나는 거죠?',
      ['symptom:dysuria', 'symptom:fever'],
      ['symptom:flankPain', 'topic:location', 'topic:radiation'],
    );
    const r = talk(byId(STONE), '정리하면 새벽부터 오른쪽 옆구리가 아프고 소변볼 때 따갑고 열나는 거죠?');
    expect(r.text).toContain('왼쪽 옆구리');
  });
});

describe('found by a sweep of our own over the library after the first change', () => {
  it('corrects a site the case never names for its pain, an English site word included', () => {
    const r = expectCorrected(byId('acute-pancreatitis'), '정리하면 어제부터 오른쪽 아랫배가 아프신 거죠?', [
      'topic:location',
    ]);
    expect(r.text).toMatch(/아랫배가 아니라/);
    expectConfirmed('acute-pancreatitis', '정리하면 어제 아침부터 epigastric pain 있고 등으로 뻗치는 거죠?');
  });

  it('confirms “the first time” when the case says so formally, and when its first sentence is of other things', () => {
    expectConfirmed('diverticular-bleeding', '정리하면 오늘 아침부터 피가 나셨고 처음이신 거죠?');
    expectConfirmed('idiopathic-pulmonary-fibrosis', '정리하면 이번이 처음이신 거죠?');
    // An earlier episode told in a sentence that also denies something else is still told.
    expectCorrected(byId('ovarian-torsion'), '정리하면 이번이 처음이신 거죠?', ['topic:experience']);
  });

  it('reads a relative’s disease as the family history, and confirms it when true', () => {
    expectConfirmed('cerebellar-infarction', '정리하면 형님께서 중풍이 있으셨던 거죠?');
    expectCorrected(byId('cerebellar-infarction'), '정리하면 아버지께서 중풍이 있으셨던 거죠?', [
      'topic:family',
    ]);
  });

  it('counts hours ago in words, and never reads 서 in 면서 주저앉았어요 as three weeks', () => {
    expectConfirmed('cerebellar-infarction', '정리하면 3시간 전부터 어지러우신 거죠?');
    expectCorrected(byId('cerebellar-infarction'), '정리하면 어제부터 어지러우신 거죠?', ['topic:onset']);
  });

  it('judges a radiation by the case clause that speaks of it, not by a denial after it', () => {
    expectConfirmed('rotator-cuff-tear-supraspinatus', '정리하면 팔꿈치 위까지 퍼지시는 거죠?');
    expectCorrected(byId('rotator-cuff-tear-supraspinatus'), '정리하면 손까지 퍼지시는 거죠?', [
      'topic:radiation',
    ]);
  });
});
