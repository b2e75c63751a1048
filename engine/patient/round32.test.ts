/**
 * Issue 16, round 32: what the lead found walking a carer's encounter as a hurried learner (croup,
 * a 2-year-old whose mother answers, asked in 반말 and telegraphic typing), and round 31's leftovers,
 * each line a class over several cases and registers (conversations-r32.yaml: RSV bronchiolitis in an
 * infant, mycoplasma pneumonia in a school child, an adult's asthma exacerbation in 반말):
 * 1. a follow-up about a drug's last dose ('마지막으로 언제 먹였어요?') is answered by the drug's
 *    clause of the medication fact, with an honest word where the case does not say the time;
 * 2. telegraphic questions with no verb ('침 흘리거나 못삼키는건?', '귀 아픈거?', '밥은?', '집에
 *    동물?') are understood; drooling or swallowing is answered by the case's sentence about it;
 * 3. a foreign body asked ('뭐 삼킨거 같진 않아요? 장난감이나 땅콩') is the event;
 * 4. family history asked telegraphically ('가족중에 천식이나 알레르기?') is the family, never the
 *    patient's own allergy;
 * 5. an echo of what the patient just said ('아 오늘 밤부터요') is acknowledged, never a
 *    clarification request;
 * 6. chest retractions looked for in plain words ('(숨쉴 때 가슴이 쑥 들어가는지 본다)') are the
 *    chest inspection;
 * 7. safety-netting ('…파래지면 바로 응급실 오세요') is met as the persona would, never with a
 *    question the doctor just answered ('그럼... 어떻게 해야 돼요?');
 * 8. a drug named with since when ('리튬은 언제부터 드셨어요?') is the medication, not the onset;
 * 9. when a disease was diagnosed ('고혈압 진단은 언제 받으셨어요?') is the sentence that dates it;
 * 10. how often a trip of the work is made ('출장은 얼마나 자주 가세요?') is the occupation's
 *    sentence, and a disease name holding another word ('양극성장애') asks no other topic.
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys, talk } from './conversation-helpers';

const { byId, check } = caseLibrary();
const CLARIFY = /못 알아|모르겠|다시 한 번|무슨 말씀/;

describe("1. a drug's last dose asked: the drug's clause, no invented time", () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['해열제 먹였어요?', '마지막으로 언제 먹였어요?'],
      '두 번 먹였어요',
      /못 알아|시간 전|다시 한 번/,
    ],
    ['rsv-bronchiolitis-infant', ['해열제 먹였어요?', '마지막으로 언제 먹였어요?'], '어제', CLARIFY],
    ['mycoplasma-pneumonia-child', ['해열제는 마지막으로 언제 먹였어요?'], '서너 번', CLARIFY],
    [
      'retropharyngeal-abscess-preschooler',
      ['약 먹인 거 있어요?', '마지막으로 언제 먹였어요?'],
      '오늘 아침 6시',
      CLARIFY,
    ],
    ['retropharyngeal-abscess-preschooler', ['해열제 마지막에 언제 먹였어?'], '오늘 아침 6시', CLARIFY],
    ['acute-asthma-exacerbation', ['흡입기 마지막으로 언제 썼어?'], '파란 흡입기', CLARIFY],
  ])('%s: %j', (...row) => check(row));
  it('the key is the medication, in context or with the drug named', () => {
    expect(keys('마지막으로 언제 먹였어요?', ['해열제 먹였어요?'])).toEqual(['medication']);
    expect(keys('해열제는 마지막으로 언제 먹였어요?')).toEqual(['medication']);
    expect(keys('흡입기 마지막으로 언제 썼어?')).toEqual(['medication']);
  });
});

describe('2. telegraphic questions with no verb', () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['침 흘리거나 못삼키는건?'],
      '침을 흘리거나 삼키기 힘들어하진 않아요',
      CLARIFY,
    ],
    [
      'retropharyngeal-abscess-preschooler',
      ['침 흘리거나 못삼키는건?'],
      /침도 못 삼키고 흘려요|침을 흘려요/,
      /^아니/,
    ],
    [
      'retropharyngeal-abscess-preschooler',
      ['침 흘리거나 삼키기 힘들어해요?'],
      /침도 못 삼키고 흘려요|침을 흘려요/,
      /^아니/,
    ],
    ['mycoplasma-pneumonia-child', ['귀 아픈거?'], '귀 아프다는 말은 안 해요', CLARIFY],
    ['croup-laryngotracheobronchitis', ['귀 아픈 건요?'], /^아니/, CLARIFY],
    ['croup-laryngotracheobronchitis', ['숨 가쁜거?'], '숨을 힘들게 쉬어요', CLARIFY],
    ['rsv-bronchiolitis-infant', ['밥은?'], '밥은 거부해요', CLARIFY],
    ['acute-asthma-exacerbation', ['집에 동물?'], '고양이', CLARIFY],
  ])('%s: %j', (...row) => check(row));
});

describe('3. a foreign body asked is the event', () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['뭐 삼킨거 같진 않아요? 장난감이나 땅콩'],
      '캑캑거린 적은 없어요',
      CLARIFY,
    ],
    ['foreign-body-aspiration-toddler', ['뭐 삼킨거 같진 않아요? 장난감이나 땅콩'], '땅콩', CLARIFY],
    ['foreign-body-aspiration-toddler', ['먹다가 캑캑거린 적 있어요?'], '컥컥', CLARIFY],
    [
      'croup-laryngotracheobronchitis',
      ['혹시 뭘 삼켰을 가능성은?'],
      '장난감을 입에 넣은 것도 못 봤어요',
      CLARIFY,
    ],
    ['nasal-foreign-body-child', ['코에 뭐 넣은 적 있어요?'], '구슬', CLARIFY],
  ])('%s: %j', (...row) => check(row));
  it('the key is the event', () => {
    expect(keys('뭐 삼킨거 같진 않아요? 장난감이나 땅콩')).toEqual(['event']);
    expect(keys('장난감 같은 걸 입에 넣었어요?')).toEqual(['event']);
    // Swallowing itself stays the swallowing.
    expect(keys('삼키기 힘들어해요?')).toEqual(['dysphagia']);
  });
});

describe("4. family history asked telegraphically is the family, never the patient's allergy", () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['가족중에 천식이나 알레르기?'],
      '천식 있는 사람은 없어요',
      '애는 알레르기',
    ],
    ['rsv-bronchiolitis-infant', ['가족중에 천식이나 알레르기?'], '아빠가 어릴 때 천식', '애는 알레르기'],
    ['acute-asthma-exacerbation', ['가족중에 천식이나 알레르기?'], '어머니가 천식', '고양이랑 집먼지'],
    ['mycoplasma-pneumonia-child', ['집안에 알레르기나 아토피?'], '가족 중에 천식이나 결핵', CLARIFY],
    // The patient's own allergy stays the patient's.
    ['acute-asthma-exacerbation', ['알레르기는?'], '고양이랑 집먼지'],
  ])('%s: %j', (...row) => check(row));
});

describe("5. an echo of the patient's words is acknowledged", () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['언제부터 그랬어요?', '어제부터요?', '아 오늘 밤부터요'],
      /^네/,
      CLARIFY,
    ],
    ['rsv-bronchiolitis-infant', ['숨찬거 언제부터?', '그제부터요?', '아 어젯밤부터요'], /^네/, CLARIFY],
    ['acute-asthma-exacerbation', ['언제부터?', '그제부터?', '아 어젯밤부터'], /^네/, CLARIFY],
    ['mycoplasma-pneumonia-child', ['열은 언제부터 났어요?', '아 엿새 전부터요'], /^네/, CLARIFY],
    ['pulmonary-embolism', ['비행기 얼마나 타셨어요?', '아 13시간이요'], /^네/, CLARIFY],
  ])('%s: %j', (...row) => check(row));
  it('words the patient did not say are no echo', () => {
    const r = talk(byId('croup-laryngotracheobronchitis'), '언제부터 그랬어요?', '아 일주일 전부터요');
    expect(r.text).not.toMatch(/^네, 맞아요/);
  });
});

describe('6. chest retractions in plain words are the chest inspection', () => {
  it.each<Row>([
    ['croup-laryngotracheobronchitis', ['(숨쉴 때 가슴이 쑥 들어가는지 본다)'], '흉골상부 경도 함몰'],
    ['rsv-bronchiolitis-infant', ['(숨쉴 때 갈비뼈 밑이 쑥 들어가는지 본다)'], '늑골 아래·늑간 함몰'],
    ['acute-asthma-exacerbation', ['(숨쉴 때 갈비뼈 사이가 쑥 들어가는지 본다)'], '늑간 함몰'],
    ['mycoplasma-pneumonia-child', ['(숨쉴 때 가슴이 들어가는지 본다)'], '흉곽 함몰·비익 호흡 없음'],
  ])('%s: %j', (...row) => check(row));
  it('the key is the chest inspection alone', () => {
    expect(keys('(숨쉴 때 가슴이 쑥 들어가는지 본다)')).toEqual(['chestInspection']);
    expect(keys('(갈비뼈 사이 함몰 있는지 본다)')).toEqual(['chestInspection']);
  });
});

describe('7. safety-netting met as the persona would', () => {
  it.each<Row>([
    [
      'croup-laryngotracheobronchitis',
      ['집에 가서 숨소리 커지거나 입술 파래지면 바로 응급실 오세요'],
      /집에 가도 돼요|알겠/,
      /어떻게 해야|심각한/,
    ],
    [
      'croup-laryngotracheobronchitis',
      [
        '크룹 같아요',
        '스테로이드 먹이고 몇 시간 지켜볼게요',
        '집에 가서 숨소리 커지거나 입술 파래지면 바로 응급실 오세요',
      ],
      /집에 가도 돼요|알겠/,
      /어떻게 해야|심각한/,
    ],
    [
      'rsv-bronchiolitis-infant',
      ['퇴원하고 숨 더 가빠지거나 입술 파래지면 바로 응급실 오세요'],
      /알겠|돼요\?/,
      /어떻게 해야|심각한/,
    ],
    [
      'mycoplasma-pneumonia-child',
      ['열이 안 떨어지거나 숨차하면 바로 응급실로 오세요'],
      /알겠|돼요\?|요\?/,
      /어떻게 해야|심각한/,
    ],
    [
      'acute-asthma-exacerbation',
      ['숨차서 말 못할 정도면 바로 응급실 와'],
      /알겠|돼요\?|요\?/,
      /어떻게 해야|심각한/,
    ],
  ])('%s: %j', (...row) => check(row));
});

describe('8. a drug named with since when is the medication, not the onset', () => {
  it.each<[string, string]>([
    ['리튬은 언제부터 드셨어요?', 'medication'],
    ['리튬 언제부터 먹었어?', 'medication'],
    ['나프록센은 언제부터 드셨어요?', 'medication'],
    ['이부프로펜은 언제부터 먹었어요?', 'medication'],
  ])('%s', (u, k) => {
    expect(keys(u)).toContain(k);
    expect(keys(u)).not.toContain('onset');
  });
  it('a symptom since when stays the onset', () => {
    expect(keys('기침은 언제부터 했어요?')).toContain('onset');
    expect(keys('언제부터 드셨어요?')).not.toContain('medication');
  });
});

describe('9. when a disease was diagnosed: the sentence that dates it', () => {
  it.each<Row>([
    ['drug-induced-hypertension-nsaid-licorice', ['고혈압 진단은 언제 받으셨어요?'], '8년 전'],
    ['drug-induced-hypertension-nsaid-licorice', ['고혈압은 언제부터 있으셨어요?'], '8년 전'],
    ['hypertensive-emergency-malignant-hypertension', ['고혈압 진단은 언제 받으셨어요?'], /5년/],
    ['lithium-toxicity', ['양극성장애는 언제 진단받으셨어요?'], '6년 전', CLARIFY],
  ])('%s: %j', (...row) => check(row));
});

describe('10. how often a trip of the work; a disease name holding another word', () => {
  it.each<Row>([
    ['pulmonary-embolism', ['출장은 얼마나 자주 가세요?'], '한 달에 한두 번', '모르겠'],
    ['pulmonary-embolism', ['무슨 일 하세요?', '출장은 얼마나 자주 가세요?'], '한두 번', '모르겠'],
    ['travelers-diarrhea', ['출장은 얼마나 자주 가세요?'], '출장이 잦아요', '모르겠'],
    ['acute-appendicitis', ['양극성장애 진단받은 적 있어요?'], /없어요/, '모르겠'],
    ['ruptured-ectopic-pregnancy', ['양극성장애 진단받은 적 있어요?'], /없어요/, '모르겠'],
    ['lithium-toxicity', ['양극성장애 진단받은 적 있어요?'], '6년 전', '모르겠'],
  ])('%s: %j', (...row) => check(row));
  it('the keys', () => {
    expect(keys('출장은 얼마나 자주 가세요?')).not.toContain('duration');
    expect(keys('양극성장애 진단받은 적 있어요?')).not.toContain('growth');
  });
});

describe("11. found in the round's encounters: a drug class since when, other drugs than the one said", () => {
  it.each<Row>([
    ['mycoplasma-pneumonia-child', ['항생제는 언제부터 먹였어요?'], '사흘 전부터', '엿새 전'],
    // A control: answered so before this round too.
    ['retropharyngeal-abscess-preschooler', ['해열제는 언제부터 먹였어요?'], '이틀 전', '사흘째'],
    [
      'rsv-bronchiolitis-infant',
      ['해열제 먹였어요?', '해열제 말고 다른 약은?'],
      '다른 약은 없어요',
      /쌕쌕|해열제/,
    ],
    ['croup-laryngotracheobronchitis', ['해열제 말고 다른 약은?'], '다른 약은 없어요', /컹컹|해열제/],
    ['mycoplasma-pneumonia-child', ['해열제 말고 다른 약은?'], '클래리스로마이신', '해열제'],
    ['retropharyngeal-abscess-preschooler', ['해열제 말고 다른 약은?'], '감기약', '6시'],
  ])('%s: %j', (...row) => check(row));
  it('a drug class with since when is the medication alone', () => {
    expect(keys('항생제는 언제부터 먹였어요?')).toEqual(['medication']);
    expect(keys('진통제는 언제부터 드셨어요?')).toEqual(['medication']);
    expect(keys('해열제 말고 다른 약은?')).toEqual(['medication']);
  });
});

describe("12. found in the round's encounters: 반말 and telegraphic words of the plan, use and work", () => {
  it.each<[string, string[]]>([
    ['천식 악화야. 네뷸라이저랑 스테로이드 줄게', ['likelyDiagnosis', 'treatment']],
    ['주황색 흡입기 매일 써야 돼', ['treatment']],
    ['주황색 흡입기는 왜 안 써?', ['adherence']],
    ['배달 하루에 몇 시간 해?', ['occupation']],
    ['일은 하루에 몇 시간 하세요?', ['occupation']],
    ['기저귀는?', ['urineVolume']],
  ])('%s', (u, k) => expect(keys(u)).toEqual(k));
  it.each<Row>([
    ['acute-asthma-exacerbation', ['배달 하루에 몇 시간 해?'], '하루 열 시간', '모르겠'],
    ['acute-asthma-exacerbation', ['주황색 흡입기는 왜 안 써?'], '귀찮고', CLARIFY],
    ['rsv-bronchiolitis-infant', ['기저귀는?'], '두 번만 젖었어요', CLARIFY],
    ['hypertrophic-pyloric-stenosis', ['기저귀는?'], '네 장밖에', CLARIFY],
    ['acute-asthma-exacerbation', ['주황색 흡입기 매일 써야 돼'], /알겠/, /고양이|1년 전까지|모르겠/],
  ])('%s: %j', (...row) => check(row));
});

describe("13. found in the round's encounters: a day checked alone right after the onset", () => {
  it.each<Row>([
    ['rsv-bronchiolitis-infant', ['숨찬거 언제부터?', '그제부터요?'], /^아니요.*어젯밤 10시쯤부터/, '쑥쑥'],
    ['acute-asthma-exacerbation', ['언제부터?', '그제부터?'], /^아니요.*어젯밤 11시쯤/, CLARIFY],
    ['croup-laryngotracheobronchitis', ['언제부터 그랬어요?', '어제부터요?'], /^아니요.*오늘 밤 12시쯤/],
    ['mycoplasma-pneumonia-child', ['열은 언제부터 났어요?', '어제부터요?'], /^아니요.*엿새 전/],
    ['rsv-bronchiolitis-infant', ['숨찬거 언제부터?', '어젯밤부터요?'], /^네, (그거 )?맞아요/, '쑥쑥'],
    ['acute-asthma-exacerbation', ['언제부터?', '어젯밤부터요?'], /^네, (그거 )?맞아요/, CLARIFY],
  ])('%s: %j', (...row) => check(row));
});
