/**
 * Conversation fidelity, round 5 (issue 16): classes found on the tune split of the conversation
 * set and written as new sentences of our own (the locked encounters are never looked at).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { facts, talk } from './conversation-helpers';
import { isAnxious } from './phrasing';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

describe('bad or frightening news gets a reaction in temperament, never a fact', () => {
  const FRIGHTENING = [
    '심근경색일 가능성이 있어요',
    '암일 수도 있어요',
    '입원하셔야 할 것 같아요',
    '수술이 필요할 수 있어요',
    '뇌에 출혈이 있을 수 있어서 바로 CT 찍을게요',
    '혈관이 막혔을 수도 있어요',
  ];

  it('reacts to every frightening sentence in every case with a question and no case fact', () => {
    for (const c of cases)
      for (const u of FRIGHTENING) {
        const r = talk(c, '안녕하세요', '고혈압 있으세요?', u);
        expect(r.disclosed, `${c.id}: ${u}`).toEqual([]);
        expect(r.text, `${c.id}: ${u}`).toMatch(/\?/);
        expect(r.text).not.toMatch(/^네, 알겠습니다\.$|^아, 네\. 알겠어요\.$/);
        // Never the past history again ('아까 말씀드렸는데, 5년 전에 고혈압이랑…').
        expect(r.text).not.toMatch(/아까/);
      }
  });

  it('worries when anxious, asks gravely otherwise, and asks about an admission or an operation', () => {
    const mi = byId('acute-myocardial-infarction');
    expect(isAnxious(mi)).toBe(true);
    const calm = byId('acute-cholecystitis');
    expect(isAnxious(calm)).toBe(false);
    const anxious = talk(mi, '암일 수도 있어요');
    const grave = talk(calm, '암일 수도 있어요');
    expect(anxious.text).toMatch(/\?/);
    expect(grave.text).toMatch(/안 좋은|어떻게/);
    expect(talk(calm, '입원하셔야 할 것 같아요').text).toMatch(/입원/);
    expect(talk(calm, '수술해야 할 것 같아요').text).toMatch(/수술/);
    expect(talk(calm, '스텐트 시술을 해야 해요').text).toMatch(/시술/);
  });

  it('is relieved at good news, even when it names an operation it will not need', () => {
    for (const id of ['acute-myocardial-infarction', 'acute-cholecystitis']) {
      const c = byId(id);
      for (const u of [
        '다행히 큰 병은 아니에요',
        '대부분 수술 없이 좋아져요',
        '암은 아니에요',
        '금방 좋아지실 거예요',
      ])
        expect(talk(c, u).text, `${id}: ${u}`).toMatch(/다행|안심/);
    }
  });

  it('still says an ordinary plan is understood', () => {
    const calm = byId('acute-cholecystitis');
    expect(talk(calm, '피검사 해 볼게요').text).not.toMatch(/\?/);
    expect(talk(calm, '약 처방해 드릴게요').text).not.toMatch(/\?/);
  });
});

describe('a summary with several wrong facts: every one corrected, the right ones confirmed', () => {
  it('corrects the onset and every wrong symptom', () => {
    const c = byId('acute-appendicitis');
    const r = talk(c, '정리해 보면 그저께부터 아프셨고 열은 없으시고 토하지도 않으셨죠?');
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toContain(c.history.onset!);
    expect(r.text).toContain(c.symptoms.fever!.detail!);
    expect(r.text).toContain(c.symptoms.vomiting!.detail!);
  });

  it('corrects a summary without 정리하면, and a habit it wrongly affirms', () => {
    const c = byId('acute-appendicitis');
    const r = talk(c, '그저께부터 배가 아팠는데 열은 없었고 토한 적도 없으신 거죠?');
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toContain(c.history.onset!);
    expect(r.text).toContain(c.symptoms.fever!.detail!);
    expect(r.text).toContain(c.symptoms.vomiting!.detail!);
    const habits = talk(c, '일주일 전부터 아프셨고 담배 피우시고 설사도 하신 거 맞죠?');
    expect(habits.text).toContain(c.history.smoking!);
    expect(habits.text).toContain(c.symptoms.diarrhea!.detail!);
    expect(talk(c, '정리하면 어제 저녁부터 아프시고 전에도 이런 적 있으셨던 거죠?').text).toContain(
      c.history.experience!,
    );
  });

  it('reads each clause on its own: a denial after 는데 denies only its own clause', () => {
    const c = byId('acute-appendicitis');
    const r = talk(c, '정리하면, 이틀 전부터 배가 아팠는데 설사는 없고 열이 났던 거죠?');
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toContain(c.history.onset!);
    // The pain, the diarrhoea and the fever were right: confirmed, not 'corrected'.
    expect(r.text).not.toContain(c.symptoms.abdominalPain!.detail!);
    expect(r.text).toMatch(/배 아픈 거.*맞아요\.$/);
  });

  it('confirms what is right after what is wrong, and a right summary as a whole', () => {
    const c = byId('acute-appendicitis');
    const r = talk(c, '정리하면 어제 저녁부터 배가 아팠는데 토하지는 않았고 열도 없으셨던 거죠?');
    expect(r.text).toMatch(/^아니요/);
    expect(r.text).toMatch(/어제 저녁부터 그랬던 거랑 배 아픈 건 맞아요\.$/);
    expect(talk(c, '정리하면 어제 저녁부터 오른쪽 아랫배가 아프시고 한 번 토하셨던 거죠?').text).toMatch(
      /^네/,
    );
  });
});

describe('a leading negative check is answered plainly from the case', () => {
  it('agrees when the case agrees, says no when it does not', () => {
    const mi = byId('acute-myocardial-infarction');
    const tearing = talk(mi, '어디가 불편해서 오셨어요?', '등이 찢어지는 것 같진 않죠?');
    expect(tearing.text).toMatch(/^네/);
    expect(facts(tearing)).toEqual(['symptom:backPain']);
    expect(tearing.text).not.toContain(mi.history.character!);
    expect(talk(mi, '숨은 안 차시죠?').text).toMatch(/^아니요/);
    expect(talk(mi, '열은 없으시죠?').text).toMatch(/^네/);
    const belly = talk(mi, '배는 안 아프시죠?');
    expect(belly.text).toMatch(/^네/);
    expect(facts(belly)).toEqual(['symptom:abdominalPain']);
    const appendicitis = byId('acute-appendicitis');
    expect(talk(appendicitis, '토하셨어요?', '열은 없으시죠?').text).toMatch(/^아니요/);
    expect(talk(appendicitis, '숨은 안 차시죠?').text).toMatch(/^네/);
  });

  it('answers a negative check of a topic with 네 or 아니요 before the case sentence', () => {
    const mi = byId('acute-myocardial-infarction');
    const appendicitis = byId('acute-appendicitis');
    expect(talk(mi, '전에는 이런 적 없으셨죠?').text).toBe(`아니요, ${mi.history.experience}`);
    expect(talk(appendicitis, '전에는 이런 적 없으셨죠?').text).toBe(
      `네, ${appendicitis.history.experience}`,
    );
    expect(talk(mi, '어깨나 팔로는 안 퍼지죠?').text).toBe(`아니요, ${mi.history.radiation}`);
    expect(talk(appendicitis, '다른 데로 퍼지진 않죠?').text).toBe(`네, ${appendicitis.history.radiation}`);
    expect(talk(mi, '담배는 안 피우시죠?').text).toBe(`아니요, ${mi.history.smoking}`);
  });

  it('answers a check of the pain’s quality by whether the case says it', () => {
    const mi = byId('acute-myocardial-infarction');
    expect(talk(mi, '가슴이 찢어지는 것 같진 않죠?').text).toMatch(/^네, 그렇진 않아요/);
    expect(talk(mi, '조이는 느낌은 아니죠?').text).toMatch(/^아니요/);
    expect(talk(mi, '찌르는 느낌은 아니죠?').text).toMatch(/^네/);
  });
});

describe('phrasings of the tune split, fixed by class', () => {
  it('opens the history to "where is the trouble?" and hears a name in the greeting', () => {
    const c = byId('acute-appendicitis');
    for (const u of ['불편한 곳이 어디세요?', '어디 불편하세요?'])
      expect(talk(c, u).text, u).toBe(c.persona.openingLine);
    expect(talk(c, '안녕하세요 김민준님, 학생의사 박지호입니다').text).toMatch(/맞/);
    expect(talk(c, '안녕하세요 김민수님, 학생의사 박지호입니다').text).toContain('아니요, 저는 김민준');
  });

  it('answers what the tests said from the check-ups, what a bystander said from the witness', () => {
    const c = byId('acute-appendicitis');
    expect(facts(talk(c, '병원에서 검사 결과는 뭐라고 했어요?'))).toEqual(['topic:checkup']);
    const v = byId('vasovagal-syncope');
    expect(facts(talk(v, '주변에서 본 사람이 뭐라고 하던가요?'))).toEqual(['topic:witness']);
    expect(facts(talk(v, '깨어나서는 어땠어요?'))).toEqual(['topic:recovery']);
    expect(facts(talk(v, '쓰러지기 직전에 어떤 느낌이었어요?'))).toEqual(['topic:prodrome']);
    expect(facts(talk(v, '소변 지리셨어요?'))).toEqual(['symptom:urinaryIncontinence']);
  });

  it('understands sexual history in English and as 관계', () => {
    const c = byId('acute-bacterial-prostatitis');
    expect(facts(talk(c, 'sexual history는요?'))).toEqual(['topic:sexual']);
    expect(facts(talk(c, '최근에 관계 가지셨어요?'))).toEqual(['topic:sexual']);
  });

  it('answers a body part asked how it is from the case sentences about it', () => {
    const pe = byId('preeclampsia');
    const limbs = talk(pe, '손발은요?');
    expect(limbs.text).toBe(pe.symptoms.edema!.detail);
    expect(facts(limbs)).toEqual(['symptom:edema']);
    // Leaking fluid in pregnancy is the discharge question.
    expect(facts(talk(pe, '양수 새는 건 없어요?'))).toEqual(['symptom:vaginalDischarge']);
    const c = byId('acute-appendicitis');
    const legs = talk(c, '다리는 어때요?');
    expect(legs.disclosed).toEqual([]);
    expect(legs.text).toMatch(/괜찮/);
  });

  it('hears a question without a question mark, and the doctor telling without one', () => {
    const c = byId('acute-appendicitis');
    expect(facts(talk(c, '약 드시는 거 있으세요'))).toEqual(['topic:medication']);
    const told = talk(c, '열이 좀 날 수 있어요');
    expect(told.disclosed).toEqual([]);
    expect(told.text).not.toMatch(/\?/);
    expect(talk(c, '다행히 다른 데는 이상이 없었어요').text).toMatch(/다행|안심/);
  });

  it('takes sympathy and a teach-back request as what they are, never a fact', () => {
    const c = byId('gastric-cancer-bad-news');
    for (const u of [
      '힘내세요, 저희가 곁에 있을게요',
      '또 입원이라 걱정되시죠',
      '제가 설명드린 내용 한번 말씀해 주시겠어요?',
    ]) {
      const r = talk(c, u);
      expect(r.disclosed, u).toEqual([]);
      expect(r.text, u).not.toMatch(/\?/);
    }
  });
});

describe('new sentences of our own: pains at a site, follow-ups in context', () => {
  it("answers a pain at a site from the case's radiation or location sentence, never a bare no", () => {
    const ectopic = byId('ectopic-pregnancy');
    const shoulder = talk(ectopic, '어깨 아픈 건요?');
    expect(shoulder.text).toBe(`네, ${ectopic.history.radiation}`);
    const mi = byId('acute-myocardial-infarction');
    expect(talk(mi, '턱 아픈 건요?').text).toBe(`네, ${mi.history.radiation}`);
    expect(talk(mi, '팔은 안 아프세요?').text).toBe(`아니요, ${mi.history.radiation}`);
    const thigh = talk(mi, '허벅지 아프세요?');
    expect(thigh.text).toMatch(/^아니요/);
    expect(thigh.disclosed).toEqual([]);
  });

  it("hears '배는요?', '등은요?' as whether it hurts there", () => {
    const aorta = byId('aortic-dissection');
    const belly = talk(aorta, '어디가 불편해서 오셨어요?', '배는요?');
    expect(belly.text).toMatch(/^아니요/);
    expect(facts(belly)).toEqual(['symptom:abdominalPain']);
    expect(talk(aorta, '등은요?').text).toMatch(/^네/);
  });

  it('answers "how is it now?" after an absent symptom about the complaint, not the symptom again', () => {
    const aorta = byId('aortic-dissection');
    const now = talk(aorta, '열은요?', '그럼 지금은 좀 어때요?');
    expect(facts(now)).toEqual(['topic:course']);
  });

  it("reads '자주 보세요?' after a urinary question as frequency, period details after a period question", () => {
    const pyelo = byId('acute-pyelonephritis-fever');
    const often = talk(pyelo, '소변 볼 때 아파요?', '자주 보세요?');
    expect(facts(often)).toEqual(['symptom:frequency']);
    const ectopic = byId('ectopic-pregnancy');
    const regular = talk(ectopic, '마지막 생리 언제였어요?', '규칙적이에요?');
    expect(regular.text).not.toMatch(/못 알아|모르겠/);
    expect(regular.disclosed.every((d) => d.key === 'menstrualPattern')).toBe(true);
  });

  it("answers '잘 놀아요?' the Korean way: yes when the child is not listless", () => {
    const croup = byId('croup-laryngotracheobronchitis');
    expect(talk(croup, '잘 놀아요?').text).toMatch(/^네/);
    expect(talk(croup, '애가 처져요?').text).toMatch(/^아니요/);
  });

  it('understands a sudden onset and a disease the patient was told of', () => {
    const sah = byId('subarachnoid-hemorrhage');
    expect(facts(talk(sah, '갑자기 아팠어요?'))).toEqual(['topic:onset']);
    expect(facts(talk(sah, '혈압 높다는 얘기 들었어요?'))).toEqual(['topic:pastMedical']);
  });
});

describe('what the patient knows never contradicts the case', () => {
  it('tells an admission told under the earlier episodes, never “never admitted”', () => {
    const asthma = byId('acute-asthma-exacerbation');
    const r = talk(asthma, '입원한 적 있어요?');
    expect(r.text).toMatch(/입원했어요/);
    expect(r.text).not.toMatch(/입원한 적은 없/);
  });

  it('answers a question about a lacking sense as a question about the symptom', () => {
    const bppv = byId('benign-paroxysmal-positional-vertigo');
    // Hearing is fine: '잘 안 들려요?' gets 아니요.
    expect(talk(bppv, '잘 안 들려요?').text).toMatch(/^아니요/);
  });

  it('answers how long the spinning lasts from the duration, the complaint read as this case means it', () => {
    const bppv = byId('benign-paroxysmal-positional-vertigo');
    const r = talk(bppv, '빙빙 도는 느낌이에요?', '얼마나 가요?');
    expect(r.text).toBe(bppv.history.duration);
  });
});
