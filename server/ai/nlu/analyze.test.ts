import { describe, expect, it } from 'vitest';
import { analyzeUtterance } from './analyze';
import { approximateFind, prepareKeyword, toJamo } from './fuzzy';
import { normalize } from './normalize';

const keys = (text: string) => {
  const u = analyzeUtterance(text);
  return [...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education].sort();
};

describe('analyzeUtterance', () => {
  it('recognises the open question and nothing else', () => {
    const u = analyzeUtterance('어디가 불편해서 오셨어요?');
    expect(u.openQuestion).toBe(true);
    expect(keys('어디가 불편해서 오셨어요?')).toEqual(['openQuestion']);
    expect(analyzeUtterance('어떻게 오셨어요?').openQuestion).toBe(true);
  });

  it('splits multi-question messages and keeps their order', () => {
    const u = analyzeUtterance('언제부터 아프셨고, 어디가 아프세요?');
    expect(u.topics).toEqual(['onset', 'location']);
    expect(u.segments.map((s) => s.kind)).toEqual(['question', 'question']);
    expect(analyzeUtterance('열이나 오한은요?').symptoms).toEqual(['fever', 'chills']);
  });

  it('tolerates spacing mistakes, casual speech, chat spellings and typos', () => {
    expect(keys('언제부터아프셨어요')).toEqual(['onset']);
    expect(keys('술 마셔?')).toEqual(['alcohol']);
    expect(keys('담베 피우세여?')).toEqual(['smoking']);
    expect(keys('언재부터 아프셧어요?')).toEqual(['onset']);
    expect(keys('메스꺼음은요?')).toEqual(['nausea']);
    expect(keys('알레르기잇으세요')).toEqual(['allergy']);
  });

  it('reads abbreviations', () => {
    expect(keys('LMP 언제예요?')).toEqual(['lmp']);
    expect(keys('NRS로 몇 점 정도예요?')).toEqual(['severity']);
    expect(keys('(BP 측정)')).toEqual(['vitalSigns']);
    expect(keys('(CVA tenderness)')).toEqual(['cvaTenderness']);
  });

  it('maps lay and medical words to the same key', () => {
    for (const t of ['메스꺼우세요?', '속이 울렁거리세요?', '구역질은요?'])
      expect(keys(t)).toEqual(['nausea']);
    for (const t of ['숨이 차세요?', '숨이 가쁘진 않아요?', '호흡곤란 있으세요?'])
      expect(keys(t)).toEqual(['dyspnea']);
    for (const t of [
      '가족 중에 비슷한 병 앓은 분 계세요?',
      '집안에 심장병 있으신 분 있어요?',
      '가족력 있으세요?',
    ]) {
      expect(keys(t)).toEqual(['family']);
    }
    for (const t of ['마지막 생리는 언제였어요?', '마지막 월경일이 언제예요?'])
      expect(keys(t)).toEqual(['lmp']);
  });

  it('applies disambiguation rules', () => {
    expect(keys('배 아픈 거 말고 다른 증상은 없으세요?')).toEqual(['associated']);
    expect(keys('가래에 피가 섞여 나온 적 있어요?')).toEqual(['hemoptysis']);
    expect(keys('수술 받으신 적 있으세요?')).toEqual(['surgery']); // 수술 is not 술
    expect(keys('아버님도 술을 많이 드셨어요?')).toEqual(['family']);
    expect(keys('술은 언제부터 이렇게 많이 드시게 됐어요?')).toEqual(['drinkingPattern']);
    expect(keys('열심히 하겠습니다.')).toEqual([]);
  });

  it('recognises parenthesised and announced exam actions, not permission questions', () => {
    expect(keys('(복부를 촉진한다)')).toEqual(['abdomenPalpation']);
    expect(keys('(우하복부 압통 확인)')).toEqual(['abdomenPalpation']);
    expect(keys('(청진할게요)')).toEqual(['heartAuscultation', 'lungAuscultation']);
    expect(keys('배 좀 눌러볼게요')).toEqual(['abdomenPalpation']);
    expect(keys('배를 좀 진찰해도 될까요?')).toEqual(['examConsent']);
    expect(keys('목에 멍울 만져지는 거 있어요?')).toEqual(['lymphNodeSwelling']);
    expect(analyzeUtterance('(복부를 촉진한다)').segments[0]!.kind).toBe('action');
  });

  it('recognises the acts of the encounter and explanations (for the grader)', () => {
    expect(keys('안녕하세요, 저는 의대생 김OO입니다')).toEqual(['greeting']);
    expect(keys('성함과 나이가 어떻게 되세요?')).toEqual(['identityCheck']);
    expect(keys('많이 힘드셨겠어요')).toEqual(['empathy']);
    expect(keys('정리해보면 어제부터 배가 아프셨고 토도 하셨네요, 맞나요?')).toEqual(['summary']);
    expect(keys('검사로 CT를 찍어볼 거예요')).toEqual(['tests']);
    expect(keys('오늘 진료는 여기까지입니다. 수고하셨습니다.')).toEqual(['closing']);
    const invite = analyzeUtterance('궁금한 점 있으세요?');
    expect(invite.invitesQuestions).toBe(true);
    expect(invite.education).toEqual(['invitingQuestions']);
  });

  it('maps small talk and gibberish to nothing', () => {
    for (const t of ['오늘 날씨가 좋네요.', 'ㅋㅋㅋ', 'asdfgh', '네', '']) expect(keys(t)).toEqual([]);
  });

  it('is fast', () => {
    const t0 = performance.now();
    for (let i = 0; i < 200; i += 1)
      analyzeUtterance(`언제부터 아프셨고, 열이나 오한은요? (복부를 촉진한다) ${i}`);
    expect((performance.now() - t0) / 200).toBeLessThan(2);
  });
});

describe('normalisation and fuzzy matching', () => {
  it('compacts text and fixes chat endings', () => {
    expect(normalize('열나여?').compact).toBe('열나요');
    expect(normalize('  BP  측정 ').compact).toBe('bp측정');
  });

  it('counts one jamo change as one edit and anchors at syllable boundaries', () => {
    const kw = prepareKeyword('메스꺼움')!;
    expect(approximateFind(kw, toJamo('메스꺼음있어요'))?.edits).toBe(1);
    expect(approximateFind(prepareKeyword('직업')!, toJamo('짚어보시겠어요'))).toBeUndefined();
    // ㅐ/ㅔ are the same sound: a short keyword still survives that slip.
    expect(approximateFind(prepareKeyword('담배')!, toJamo('담베피세요'))?.edits).toBe(0);
  });
});
