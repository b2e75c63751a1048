/**
 * Issue 16, round 34: round 33's leftovers and the classes six new encounters exposed
 * (conversations-r34.yaml: a ureteral stone asked by a hurried intern, scrub typhus in 반말, an
 * ectopic pregnancy in run-on questions, tuberculosis in English chart words, heart failure with a
 * wrong summary, haemolytic uraemic syndrome told by a mother), each line a class over several cases:
 * 1. a chain of elliptical turns ('토하셨어요?' → '언제부터요?' → '양은 얼마나요?' → '색은요?') keeps
 *    the subject of the last full question; a full question resets it;
 * 2. the patient's concerns and own idea asked in more words ('주로 어떤 걱정을 하세요?', '본인 생각엔
 *    뭐 같아요?'), worrying asked of a worrier is the complaint itself, and a disease said to have
 *    worsened ('심부전이 나빠진 것 같아요') is the doctor's impression, met with a reaction;
 * 3. diagnoses and plans in 반말 ('천식 악화야', '폐렴이야', '쯔쯔가무시 같아') and a drug to stop or
 *    dialysis ('진통제는 끊으셔야 해요', '투석이 필요할 수도 있어요'); a plan naming a drug the persona
 *    worries about is met with that concern;
 * 4. a panic attack in lay words ('갑자기 숨이 막히고 죽을 것 같은 발작은요?') is an earlier episode,
 *    never breathlessness or a fit (the attack itself to a panic patient); since when of a symptom is
 *    told by the onset's sentence that starts it, or for a complaint's second symptom by the sentence
 *    that dates it;
 * 5. a day checked after another day check or said back with 아 is checked as a summary; a cough
 *    asked by its kind ('가래 나오는 기침이야?') is the sputum; whether a drug brings the fever down
 *    is no second '네, 39도…' in the middle of the medication's answer.
 */
import { describe, expect, it } from 'vitest';
import { withSources } from '../../bench/patient/conversations';
import { analyzeInContext } from '../nlu/analyze';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys, talk } from './conversation-helpers';

const { byId, check } = caseLibrary();
const CLARIFY = /못 알아|모르겠|다시 한 번|무슨 말씀/;
const sorted = (xs: string[]) => [...xs].sort();

describe('1. a chain of elliptical turns keeps the last full question', () => {
  it.each<[string[], string, string[]]>([
    [['토하셨어요?', '언제부터요?', '양은 얼마나요?'], '색은요?', ['vomiting', 'vomitus']],
    [['토하셨어요?', '언제부터요?', '양은 얼마나요?', '색은요?'], '하루 몇 번이요?', ['vomiting', 'vomitus']],
    [['설사하세요?', '언제부터요?', '하루 몇 번이요?'], '양은 얼마나요?', ['diarrhea']],
    [['가래 나오세요?', '언제부터요?', '색은요?'], '양은 얼마나요?', ['sputum']],
    [['피 토하셨어요?', '언제요?', '양은 얼마나요?'], '색은요?', ['hematemesis', 'vomitus']],
    [['냉이 나와요?', '언제부터요?', '색은요?'], '양은 얼마나요?', ['vaginalDischarge']],
    [['머리 아프세요?', '언제부터요?', '얼마나요?'], '하루 몇 번이요?', ['duration', 'headache']],
    [['설사하세요?', '피도 섞였어요?', '언제부터요?'], '색은요?', ['hematochezia', 'stoolColor']],
  ])('%j → %s', (previous, text, expected) => {
    expect(sorted(keys(text, previous))).toEqual(sorted(expected));
  });
  it('a full question resets the chain', () => {
    expect(keys('기침은 하세요?', ['토하셨어요?', '언제부터요?', '양은 얼마나요?'])).toEqual(['cough']);
    expect(keys('열은요?', ['설사하세요?', '언제부터요?', '하루 몇 번이요?'])).toEqual(['fever']);
  });
  it.each<Row>([
    ['ureteral-stone', ['토하셨어요?', '언제요?', '몇번이요?'], '한 번', CLARIFY],
    [
      'pulmonary-tuberculosis-weight-loss',
      ['기침하세요?', '가래는요?', '색은요?', '양은 얼마나요?'],
      '누런 가래',
      CLARIFY,
    ],
    [
      'hemolytic-uremic-syndrome-stec',
      ['설사했어요?', '피도 섞였어요?', '언제부터요?', '색은요?'],
      '빨간 피',
      CLARIFY,
    ],
  ])('%s: %j', (...row) => check(row));
});

describe("2. concerns, the patient's own idea, and a disease said to have worsened", () => {
  it.each<[string, string]>([
    ['주로 어떤 걱정을 하세요?', 'ideasConcerns'],
    ['본인 생각엔 뭐 같아요?', 'ideasConcerns'],
    ['혹시 생각하시는 병 있으세요?', 'ideasConcerns'],
    ['무슨 걱정 있어?', 'ideasConcerns'],
    ['심부전이 나빠진 것 같아요', 'likelyDiagnosis'],
    ['요관에 돌이 걸린거 같아요', 'likelyDiagnosis'],
    ['천식이 심해진 것 같아요', 'likelyDiagnosis'],
    ['심부전 악화예요', 'likelyDiagnosis'],
  ])('%s → %s', (text, key) => {
    expect(keys(text)).toEqual([key]);
  });
  it('a course question is not an impression', () => {
    expect(keys('좀 나빠진 것 같아요?')).not.toContain('likelyDiagnosis');
    expect(keys('괜찮은 것 같아요')).not.toContain('likelyDiagnosis');
  });
  it('worrying asked of a patient who said worrying is the trouble is the complaint', () => {
    const worrier = ['마음이 늘 불안하고 걱정이 끊이질 않아요.'];
    const asked = (replies: string[]) =>
      analyzeInContext('주로 어떤 걱정을 하세요?', ['어떻게 오셨어요?'], replies).topics;
    expect(asked(worrier)).toEqual(['character']);
    expect(asked(['배가 아파서 왔어요.'])).toEqual(['ideasConcerns']);
    const r = talk(
      byId('generalized-anxiety-disorder'),
      '오늘 어떤 일로 오셨어요',
      '주로 어떤 걱정을 하세요?',
    );
    expect(r.text).toContain('모든 게 걱정');
  });
  it.each<Row>([
    ['heart-failure-fluid-weight-gain', ['주로 어떤 걱정을 하세요?'], '김장 김치', CLARIFY],
    ['ureteral-stone', ['주로 어떤 걱정을 하세요?'], '돌인 것 같아요', CLARIFY],
    ['scrub-typhus', ['본인 생각엔 뭐 같아요?'], '몸살', CLARIFY],
    ['ectopic-pregnancy', ['혹시 생각하시는 병 있으세요?'], '임신', CLARIFY],
    [
      'heart-failure-fluid-weight-gain',
      ['심부전이 나빠진 것 같아요'],
      /\.\.\.|\?/,
      /알겠습니다|못 알아|모르겠/,
    ],
    ['ureteral-stone', ['요관에 돌이 걸린거 같아요'], /\.\.\.|\?|그렇/, CLARIFY],
  ])('%s: %j', (...row) => check(row));
});

describe('3. diagnoses and plans in 반말, a drug to stop, dialysis', () => {
  it.each<[string, string[]]>([
    ['천식 악화야', ['likelyDiagnosis']],
    ['폐렴이야', ['likelyDiagnosis']],
    ['쯔쯔가무시 같아', ['likelyDiagnosis']],
    ['장염이야', ['likelyDiagnosis']],
    ['진통제는 끊으셔야 해요', ['treatment']],
    ['투석이 필요할 수도 있어요', ['treatment']],
    ['이뇨제를 빼먹고 진통제랑 짠 음식 때문에 물이 찬 거예요', ['likelyDiagnosis']],
  ])('%s → %j', (text, expected) => {
    expect(sorted(keys(text))).toEqual(sorted(expected));
  });
  it.each<Row>([
    ['acute-asthma-exacerbation', ['천식 악화야'], /\.\.\.|\?/, CLARIFY],
    ['scrub-typhus', ['쯔쯔가무시 같아'], /\.\.\./, CLARIFY],
    ['acute-asthma-exacerbation', ['폐렴이야'], /\.\.\.|\?/, CLARIFY],
    ['heart-failure-fluid-weight-gain', ['진통제는 끊으셔야 해요'], '진통제는 계속 먹어야', '아까 말씀'],
    ['hemolytic-uremic-syndrome-stec', ['투석이 필요할 수도 있어요'], /[가-힣]/, CLARIFY],
  ])('%s: %j', (...row) => check(row));
});

describe('4. panic attacks in lay words; since when of a symptom', () => {
  it.each<[string, string[]]>([
    ['갑자기 숨이 막히고 죽을 것 같은 발작은요?', ['experience']],
    ['심장이 터질 것 같고 죽을 것 같은 적 있어요?', ['experience']],
    ['공황발작 있었어요?', ['experience']],
    ['숨이 막혀서 죽을 것 같은 느낌이 갑자기 온 적 있어?', ['experience']],
  ])('%s → %j', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });
  it('a relative, an onset or fainting is not the attack', () => {
    expect(keys('가족 중에 공황장애 있는 분 계세요?')).toEqual(['family']);
    expect(keys('공황발작 같은 증상이 처음 생긴 게 언제예요?')).toContain('onset');
    expect(sorted(keys('어지럽거나 쓰러질 것 같은 적 있어요?'))).toEqual(['dizziness', 'presyncope']);
  });
  it.each<Row>([
    [
      'generalized-anxiety-disorder',
      ['갑자기 숨이 막히고 죽을 것 같은 발작은요?'],
      '한 번도 없었어요',
      /^아니요, 숨/,
    ],
    [
      'panic-disorder',
      ['갑자기 숨이 막히고 죽을 것 같은 발작은요?'],
      '심장이 터질 것처럼',
      '예전엔 이런 적 없었어요',
    ],
    ['panic-attack-chest-pain', ['죽을 것 같은 발작 전에도 있었어요?'], '두 번 응급실', CLARIFY],
    ['hemolytic-uremic-syndrome-stec', ['설사는 언제부터 했어요?'], '일주일 전에 시작', '닷새 동안'],
    ['ureteral-stone', ['옆구리 아픈건 언제부터에요'], '새벽 2시쯤', /^그 전에/],
    ['lithium-toxicity', ['걸을 때 비틀거리는 건 언제부터요?'], '어제부터는', '손 떨림'],
    ['rsv-bronchiolitis-infant', ['숨찬거 언제부터?'], '어젯밤 10시쯤부터', '갈비뼈'],
  ])('%s: %j', (...row) => check(row));
  it("a covered topic's later sentence counts as its source topic (scorer)", () => {
    const c = byId('rsv-bronchiolitis-infant');
    const out = withSources(
      [{ kind: 'topic', key: 'urineVolume', text: '기저귀는 오늘 아침부터 두 번만 젖었어요.' }],
      c,
    );
    expect(out.map((d) => d.key)).toContain('feeding');
  });
});

describe('5. day checks, a cough by its kind, a drug bringing the fever down', () => {
  it.each<Row>([
    ['rsv-bronchiolitis-infant', ['숨찬거 언제부터?', '어젯밤부터요?', '그제부터요?'], /^아니요/, '갈비뼈'],
    ['acute-pericarditis', ['언제부터 아프셨어요?', '아 그제부터요'], '맞아요', CLARIFY],
    ['acute-pericarditis', ['언제부터 아프셨어요?', '아 어제부터요'], /^아니요/, CLARIFY],
    ['acute-pericarditis', ['언제부터 아프셨어요?', '아 그제부터요', '아 어제부터요'], /^아니요/, CLARIFY],
    ['mycoplasma-pneumonia-child', ['이준아 가래 나오는 기침이야?'], /^아니요/, /^네/],
    ['mycoplasma-pneumonia-child', ['가래 있는 기침이에요?'], /^아니요/, /^네/],
    ['pulmonary-tuberculosis-weight-loss', ['가래 나오는 기침이에요?'], '누런 가래', /^아니요/],
    [
      'scrub-typhus',
      ['해열제를 먹었는지, 먹으면 열이 떨어지는지에 대해 말씀해 주시겠어요?'],
      '두어 시간',
      /[.] 예, /,
    ],
    [
      'kawasaki-disease',
      ['해열제를 먹었는지, 먹으면 열이 떨어지는지에 대해 말씀해 주시겠어요?'],
      '해열제',
      /[.] 네, /,
    ],
    ['influenza-a-fever', ['해열제 먹으면 열이 좀 떨어져요?'], /[가-힣]/, /[.] 네, /],
    [
      'infective-endocarditis',
      ['해열제를 먹었는지, 먹으면 열이 떨어지는지에 대해 말씀해 주시겠어요?'],
      '항생제',
      /[.] 네, /,
    ],
  ])('%s: %j', (...row) => check(row));
  it('the cough asked by its kind is the sputum', () => {
    expect(keys('이준아 가래 나오는 기침이야?')).toEqual(['sputum']);
    expect(keys('가래 끼는 기침이에요?')).toEqual(['sputum']);
    expect(keys('기침하세요?')).toEqual(['cough']);
  });
});

describe('6. what the new encounters showed: contacts, a disease had before, lumps, the flank, chart words', () => {
  it.each<[string, string[]]>([
    ['같이 먹은 가족 중에 아픈 사람 있어요?', ['sickContact']],
    ['집사람도 아파?', ['sickContact']],
    ['애들도 괜찮아요?', ['sickContact']],
    ['주변에 TB 환자 contact 있었어요?', ['sickContact']],
    ['전에 골반염 같은 거 앓으신 적 있어요?', ['pastMedical']],
    ['결핵 걸린 적 있어요?', ['pastMedical']],
    ['임신은 해보신 적 있어요?', ['obstetric']],
    ['(겨드랑이 멍울 만져본다)', ['axillaryLymphNodes']],
    ['(옆구리 등쪽 두드려본다)', ['cvaTenderness']],
    ['chief complaint가 뭐에요?', ['openQuestion']],
    ['(neck LN palpation)', ['cervicalLymphNodes']],
    ['밤에 소변 보러 몇 번 깨세요?', ['nocturia']],
  ])('%s → %j', (text, expected) => {
    expect(sorted(keys(text))).toEqual(sorted(expected));
  });
  it("controls: a relative's disease, the back tapped, a bruise looked for", () => {
    expect(keys('가족 중에 결핵 앓은 분 있어요?')).toEqual(['family']);
    expect(keys('(등 두드려 본다)')).toEqual(['lungPercussion']);
    expect(keys('(멍 자국 확인)')).toEqual(['injuryInspection']);
    expect(keys('전에도 이런 적 있어요?')).toEqual(['experience']);
  });
  it.each<Row>([
    ['hemolytic-uremic-syndrome-stec', ['같이 먹은 가족 중에 아픈 사람 있어요?'], '아빠는 괜찮아요', '콩팥'],
    ['scrub-typhus', ['집사람도 아파?'], '멀쩡', CLARIFY],
    ['ectopic-pregnancy', ['전에 골반염 같은 거 앓으신 적 있어요?'], '골반염', '처음'],
    ['ectopic-pregnancy', ['임신은 해보신 적 있어요?'], '한 번도 없어요', CLARIFY],
    ['pulmonary-tuberculosis-weight-loss', ['주변에 TB 환자 contact 있었어요?'], '결핵', CLARIFY],
  ])('%s: %j', (...row) => check(row));
});
