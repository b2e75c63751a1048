import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { isQuestionClause, supplementaryKeys } from './cues';
import {
  diagnosisTerms,
  diseaseWord,
  namedDiagnosis,
  namesConcreteTest,
  namesConcreteTreatment,
} from './education';
import { clauses, quoteFor } from './evidence';
import { negateItemText, toPolite } from './text';

describe('diagnosis terms', () => {
  it('accepts the medical name, its core and lay synonyms', () => {
    const terms = diagnosisTerms(loadCase('acute-appendicitis'));
    for (const said of ['급성 충수염입니다', '충수염이에요', '맹장염 같아요', '맹장염이 의심돼요']) {
      expect(namedDiagnosis(said, terms), said).toBeDefined();
    }
    expect(namedDiagnosis('장염 같아요', terms)).toBeUndefined();
  });

  it('tolerates a typo in a longer name', () => {
    expect(
      namedDiagnosis('심근경섹이 의심됩니다', diagnosisTerms(loadCase('acute-myocardial-infarction'))),
    ).toBeDefined();
  });

  it('does not accept a category for a specific diagnosis', () => {
    expect(namedDiagnosis('부정맥 같네요', diagnosisTerms(loadCase('atrial-fibrillation')))).toBeUndefined();
  });

  it('lets a normal state be explained without a name', () => {
    expect(diagnosisTerms(loadCase('first-trimester-prenatal-visit')).conceptSuffices).toBe(true);
    expect(diagnosisTerms(loadCase('ectopic-pregnancy')).conceptSuffices).toBe(false);
  });

  it('finds disease words in any statement', () => {
    expect(diseaseWord('골반염일 가능성이 있어요')).toBe('골반염');
    expect(diseaseWord('염증이 생겼어요')).toBeUndefined();
  });
});

describe('concrete plans', () => {
  const c = loadCase('acute-appendicitis');
  it('tests', () => {
    expect(namesConcreteTest('피검사와 CT를 하겠습니다', c)).toBe(true);
    expect(namesConcreteTest('갑상선 기능 검사를 해 볼게요', c)).toBe(true);
    expect(namesConcreteTest('몇 가지 검사를 해 볼게요', c)).toBe(false);
    expect(namesConcreteTest('필요한 검사를 하겠습니다', c)).toBe(false);
  });
  it('treatment', () => {
    expect(namesConcreteTreatment('수술이 필요합니다', c)).toBe(true);
    expect(namesConcreteTreatment('치료하겠습니다', c)).toBe(false);
  });
});

describe('cues', () => {
  const c = loadCase('major-depression-suicide-risk');
  it('tells questions from statements without a question mark', () => {
    expect(isQuestionClause('술은 얼마나 드세요')).toBe(true);
    expect(isQuestionClause('먹는 약 다 말씀해주세요')).toBe(true);
    expect(isQuestionClause('상담전화 109에 언제든 전화하실 수 있어요.')).toBe(false);
    expect(isQuestionClause('대장암일 가능성이 있어요.')).toBe(false);
    expect(isQuestionClause('혹시 변에 피 묻은 적 있어요')).toBe(true);
    expect(isQuestionClause('(복부 촉진)')).toBe(false);
  });
  it('adds history keys only for questions and explanation keys only for statements', () => {
    expect(supplementaryKeys('힘들 때 연락할 수 있는 사람은 누가 있으세요?', c)).toContainEqual({
      kind: 'topic',
      key: 'supportSystem',
    });
    expect(supplementaryKeys('24시간 자살예방상담전화 109에도 전화하실 수 있어요.', c)).toContainEqual({
      kind: 'education',
      key: 'supportResources',
    });
    expect(supplementaryKeys('109에 전화해 보신 적 있으세요?', c)).not.toContainEqual({
      kind: 'education',
      key: 'supportResources',
    });
  });
  it('keeps a relative’s illness out of the past medical history', () => {
    expect(supplementaryKeys('가족 중에 당뇨 있어요?', c)).not.toContainEqual({
      kind: 'topic',
      key: 'pastMedical',
    });
  });
});

describe('quotes', () => {
  it('splits clauses without breaking a parenthesised action', () => {
    expect(clauses('언제부터 아프셨고, 어디가 아프세요? (복부 촉진, 반발압통 확인)')).toEqual([
      '언제부터 아프셨고,',
      '어디가 아프세요?',
      '(복부 촉진, 반발압통 확인)',
    ]);
  });
  it('quotes the clause that counted, as a substring of the message', () => {
    const text = '많이 힘드시겠어요. 피는 언제부터 비쳤어요?';
    const q = quoteFor(text, (p) => p.includes('언제부터'));
    expect(q).toBe('피는 언제부터 비쳤어요?');
    expect(text).toContain(q);
  });
  it('clips long quotes with an ellipsis outside the learner’s words', () => {
    const long = `${'가'.repeat(120)}`;
    const q = quoteFor(long, () => true);
    expect(q.endsWith('…')).toBe(true);
    expect(long).toContain(q.slice(0, -1));
  });
});

describe('Korean helpers', () => {
  it('negates examiner sentences', () => {
    expect(negateItemText('통증이 언제 시작되었는지 물었다')).toBe(
      '통증이 언제 시작되었는지 묻지 않았습니다',
    );
    expect(negateItemText('반발압통을 확인했다')).toBe('반발압통을 확인하지 않았습니다');
    expect(negateItemText('안전 계획을 함께 세웠다')).toBe('안전 계획을 함께 세우지 않았습니다');
  });
  it('turns plain sentences polite', () => {
    expect(toPolite('심근경색이 의심된다.')).toBe('심근경색이 의심됩니다.');
    expect(toPolite('가능성이 높다.')).toBe('가능성이 높습니다.');
    expect(toPolite('중풍과는 다르다.')).toBe('중풍과는 다릅니다.');
    expect(toPolite('입원이 필요하다.')).toBe('입원이 필요합니다.');
    expect(toPolite('수면제 의존 상태다.')).toBe('수면제 의존 상태입니다.');
    expect(toPolite('암으로 변하는 경우는 드물다.')).toBe('암으로 변하는 경우는 드뭅니다.');
  });
});
