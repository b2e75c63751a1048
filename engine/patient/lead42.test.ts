/**
 * The lead's walks of 2026-12-07 evening (issue 16; orthostatic hypotension told by a 76-year-old, a
 * depression taken for dementia): a symptom that is itself a lack asked plainly is no negative
 * question; a choice offered gets no yes or no; how it began, asked after the onset was told, gets the
 * sentence that tells the manner; an appetite the case is silent on, of a case nothing takes it from, is
 * an ordinary one; other symptoms asked of a case with no sentence of them are never a bare 'don't
 * know'; other injuries are the injury's own question.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { keys, talk as converse } from './conversation-helpers';

const cases = new Map(loadCases().map((c) => [c.id, c]));

function talk(id: string, ...turns: string[]) {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return converse(c, ...turns);
}

const DONT_KNOW = /잘 모르겠|모르겠네/;
/** The ordinary answers (engine.ts ORDINARY.appetite). */
const ORDINARY_APPETITE = /입맛은 평소랑 비슷해요|애는 평소처럼 잘 먹어요|입맛은 평소와 비슷합니다/;

describe('lead42: a symptom that is itself a lack, asked plainly, is answered yes when the case has it', () => {
  it.each([
    ['depression-pseudodementia', '기억이 잘 안 나세요?'],
    ['hypothyroidism-secondary-dyslipidemia', '기억이 잘 안 나세요?'],
    ['duodenal-ulcer', '잠이 잘 안 오세요?'],
    ['graves-disease-diarrhea', '잠이 안 와요?'],
    ['panic-attack-chest-pain', '잠을 잘 못 주무세요?'],
  ])('%s: %s', (id, u) => {
    expect(talk(id, u).text).toMatch(/^(네|예)[,.]/);
  });

  it('a case without it still says no (control)', () => {
    expect(talk('orthostatic-hypotension', '잠이 잘 안 오세요?').text).toMatch(/^아니요/);
  });
});

describe('lead42: a choice offered gets no yes or no, only the answer', () => {
  it.each([
    ['depression-pseudodementia', '최근 일이 기억이 안나요 아니면 옛날 일도요?', /잊어버/],
    ['graves-disease-diarrhea', '설사가 물처럼 나와요 아니면 묽은 정도예요?', /묽은 변/],
    ['panic-attack-chest-pain', '가슴이 조이는 느낌이에요 아니면 찌르는 느낌이에요?', /조여요/],
    ['duodenal-ulcer', '속쓰림이 있어요 혹은 그냥 더부룩해요?', /쓰/],
    ['migraine-with-aura', '두통이 있어요 아니면 어지럼이 더 문제예요?', /관자놀이/],
    ['hypothyroidism-secondary-dyslipidemia', '피곤하세요 아니면 기운이 없으세요?', /피곤/],
    ['graves-disease-diarrhea', '두근거림 있어요 아니면 숨이 차요?', /쿵쾅/],
    ['depression-pseudodementia', '기억이 잘 안 나세요 아님 집중이 안 되세요?', /잊어버려요/],
  ])('%s: %s', (id, u, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(fact);
    expect(r.text).not.toMatch(/^(네|예|아니요)[,.]/);
  });
});

describe('lead42: how it began, asked after the onset was told, gets the sentence of the manner', () => {
  it.each([
    [
      'depression-pseudodementia',
      '기억력이 언제부터 안좋아지셨어요?',
      '갑자기 그랬어요 서서히 그랬어요?',
      /확 늘었어요/,
    ],
    ['acute-appendicitis', '언제부터 아팠어요?', '갑자기 아팠어요 서서히 아팠어요?', /서서히 아프기/],
    [
      'pancreatic-body-cancer',
      '언제부터 그러셨어요?',
      '갑자기 그랬어요 아니면 서서히요?',
      /서서히 그랬습니다/,
    ],
    ['ulcerative-colitis', '언제부터요?', '갑자기 시작됐어요 서서히 시작됐어요?', /조금씩 늘었어요/],
    ['microscopic-colitis', '언제부터 그러셨어요?', '서서히 생긴 거예요?', /갑자기 묽어지더니/],
    ['acute-cystitis', '언제부터 그러셨어요?', '갑자기 그랬어요 서서히 그랬어요?', /확 심해졌어요/],
    ['parkinson-disease', '언제부터 그러셨어요?', '갑자기 그랬어요 서서히 그랬어요?', /점점 손 전체로/],
    ['dyssynergic-defecation', '언제부터 그러셨어요?', '갑자기 그랬어요 서서히 그랬어요?', /점점 심해졌어요/],
    ['herpes-zoster-thoracic', '언제부터 그러셨어요?', '갑자기 그랬어요 서서히 그랬어요?', /점점 화끈/],
  ])('%s: %s → %s', (id, first, then, manner) => {
    expect(talk(id, first, then).text).toMatch(manner);
  });
});

describe('lead42: an appetite the case is silent on', () => {
  it.each([
    ['orthostatic-hypotension', '입맛은 어떠세요?'],
    ['costochondritis', '입맛은 괜찮으세요?'],
    ['primary-spontaneous-pneumothorax', '밥맛은 어때요?'],
    ['long-qt-syndrome-syncope', '식사는 잘 하세요?'],
  ])('%s: %s is an ordinary one', (id, u) => {
    const r = talk(id, u);
    expect(r.text).toMatch(ORDINARY_APPETITE);
    expect(r.text).not.toMatch(DONT_KNOW);
  });

  it('is not made up where a symptom may take it, or where the case tells it (controls)', () => {
    // Nausea and vomiting: the case is silent, and an ordinary appetite could be false.
    expect(talk('acute-myocardial-infarction', '입맛은요?').text).not.toMatch(ORDINARY_APPETITE);
    // The case's own sentence.
    expect(talk('depression-pseudodementia', '입맛은요?').text).toMatch(/입맛이 통 없어요/);
  });

  it('across the library, no ordinary appetite where a sentence of the case speaks of eating', () => {
    const EATING = /입맛|식욕|밥맛|못\s*먹|안\s*먹|먹지\s*(못|않)|먹질|굶/;
    let checked = 0;
    for (const c of cases.values()) {
      if (c.history.appetite) continue;
      const texts = [...Object.values(c.history), ...Object.values(c.symptoms).map((f) => f?.detail)];
      if (!texts.some((x) => typeof x === 'string' && EATING.test(x))) continue;
      checked += 1;
      expect(talk(c.id, '입맛은 어떠세요?').text, c.id).not.toMatch(ORDINARY_APPETITE);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('lead42: other symptoms asked of a case with no sentence of them', () => {
  it.each([
    ['orthostatic-hypotension', '다른 증상은 없으세요?'],
    ['aortic-stenosis-exertional-syncope', '다른 증상은요?'],
    ['long-qt-syndrome-syncope', '그 외에 다른 불편한 건요?'],
    ['familial-hypercholesterolemia', '다른 증상은 없으세요?'],
  ])('%s: %s is never a bare "don\'t know" nor a false "none"', (id, u) => {
    const r = talk(id, u);
    expect(r.text).not.toMatch(DONT_KNOW);
    expect(r.text).not.toMatch(/특별히 없어요|없습니다\.$/);
  });

  it.each([
    ['acute-lumbar-strain-moving-house', '다른 증상은 없으세요?', /다른 증상은 특별히 없어요/],
    ['primary-nocturnal-enuresis', '다른 증상은요?', /다른 증상은 특별히 없었어요/],
  ])('%s, every symptom of the case the complaint: none', (id, u, none) => {
    expect(talk(id, u).text).toMatch(none);
  });
});

describe('lead42: other injuries are the injury question, not other symptoms', () => {
  it.each([
    ['다친 데는 눈썹 말고 또 있어요?'],
    ['다른 데 다친 곳은요?'],
    ['눈썹 말고 다친 데 또 있어요?'],
    ['찢어진 데 말고 다른 부위는 괜찮아요?'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('trauma');
    expect(keys(u)).not.toContain('associated');
    expect(talk('orthostatic-hypotension', u).text).not.toMatch(DONT_KNOW);
  });
});

describe('lead42: the drugs taken asked without a question mark are the medication, not a plan', () => {
  it.each([
    ['약 드시는거 있어요'],
    ['혹시 약 먹는거 있어'],
    ['평소에 약 드시고 계신 거 있어요'],
    ['약 복용하시는 거 없으세요'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('medication');
    expect(keys(u)).not.toContain('treatment');
    expect(talk('community-acquired-pneumonia', u).text).toMatch(/메트포르민/);
  });

  it('a plan told with the drug is still the treatment (control)', () => {
    expect(keys('약 드시면 좋아지실 거에요')).toContain('treatment');
  });
});
