/**
 * Issue 16, round 31: what the lead found walking two encounters as a learner (pulmonary embolism,
 * NSAID gastric ulcer bleeding in country 반말), each line a class, each class over several cases and
 * registers (conversations-r31.yaml: lithium toxicity, a duodenal ulcer bleeding on naproxen,
 * hypertension raised by an NSAID and a liquorice herbal medicine in 전라도 dialect):
 * 1. one drug of the medication fact asked when it began ('피임약은 언제부터 드셨어요?') is answered by
 *    that drug's clause, never by the complaint's onset;
 * 2. a follow-up asking how long / how much / how often ('얼마나 타셨어요?') is answered by the part of
 *    the fact that holds the detail, not by the repeat's first sentence;
 * 3. since when, asked right after an associated symptom ('언제부터요?'), is the case's sentence that
 *    dates that symptom;
 * 4. a confirmation check after a correction ('아 오늘 아침부터요. 가슴은 오른쪽이고요?') is confirmed
 *    or corrected, never '잘 못 알아들었어요';
 * 5. the same as 1 in 반말 ('무릎 약은 언제부터 드셨어요?');
 * 6. how often, how much, given or not, of one drug of a list is that drug's clause;
 * 7. the amount right after a symptom question ('양은 얼마나요?') is the clause that measures it;
 * 8. a clause or sentence said alone never ends in a dangling connective (-고, -는데, -서): it ends in
 *    the persona's declarative ending;
 * 9. a named disease asked ('위궤양이나 위염 진단받은 적') is answered by the facts that name it;
 * 10. the doctor's explanation naming a drug is no medication question: the persona's concern about it;
 * 11. exams described in plain words ('(누웠다가 앉은 자세로 혈압을 다시 잰다)').
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys, talk } from './conversation-helpers';

const { byId, check } = caseLibrary();

describe('1 and 5. one drug asked when it began: its clause, never the complaint onset', () => {
  it.each<Row>([
    ['pulmonary-embolism', ['피임약은 언제부터 드셨어요?'], '1년 전부터', '8시'],
    ['pulmonary-embolism', ['드시는 약 있어요?', '피임약은 언제부터 드셨어요?'], '1년 전부터', '8시'],
    ['nsaid-gastric-ulcer-bleeding', ['무릎 약은 언제부터 드셨어요?'], '6주 전부터', '사흘'],
    ['nsaid-gastric-ulcer-bleeding', ['무릎약 언제부터 먹었어?'], '6주 전부터', '사흘'],
    ['lithium-toxicity', ['리튬은 언제부터 드셨어요?'], '6년', '손 떨림'],
    ['duodenal-ulcer-bleeding-hematochezia', ['나프록센은 언제부터 드셨어요?'], '일주일 전부터', '새벽'],
    [
      'drug-induced-hypertension-nsaid-licorice',
      ['한약은 언제부터 드셨어요?'],
      '6주 전부터',
      /봄부터|두 달쯤/,
    ],
    ['drug-induced-hypertension-nsaid-licorice', ['진통제는 언제부터 드셨어요?'], '봄부터', '두 달쯤'],
  ])('%s: %j', (...row) => check(row));
});

describe('6. one drug of a list: how often, how much, given or not', () => {
  it.each<Row>([
    [
      'nsaid-gastric-ulcer-bleeding',
      ['진통제는 얼마나 자주 드세요?'],
      '많이 아픈 날엔',
      '아스피린 하루 한 알',
    ],
    ['nsaid-gastric-ulcer-bleeding', ['위장약은 같이 받으셨어요?'], '위장약은 따로 안 받았어', '아스피린'],
    [
      'duodenal-ulcer-bleeding-hematochezia',
      ['위장약은 같이 받으셨어요?'],
      '위장약은 안 받았어요',
      /알로푸리놀/,
    ],
    ['duodenal-ulcer-bleeding-hematochezia', ['나프록센 하루에 몇번 드세요?'], '하루 두 번', /알로푸리놀/],
    ['lithium-toxicity', ['수면제는 매일 드세요?'], '수면제는 가끔', '리튬을 하루'],
    ['drug-induced-hypertension-nsaid-licorice', ['한약은 얼마나 자주 드세요?'], '하루 세 번', '암로디핀'],
  ])('%s: %j', (...row) => check(row));
});

describe('2. how long / how much / how often asked again: the part that holds it', () => {
  it.each<Row>([
    ['pulmonary-embolism', ['최근에 비행기 탄 적 있어요?', '얼마나 타셨어요?'], '13시간'],
    ['acute-pericarditis', ['술은 드세요?', '얼마나 자주요?'], '한 달에'],
    ['ulcerative-colitis', ['술은 드세요?', '얼마나 드셨어요?'], '두세 잔'],
    ['hyperemesis-gravidarum-dehydration', ['술은 드셨어요?', '얼마나 마셨어요?'], '맥주 한 캔'],
  ])('%s: %j', (...row) => check(row));
  // Controls: a first sentence that holds the quantity already, or a quantity in the one sentence.
  it.each<Row>([
    ['aortoenteric-fistula', ['담배 피우세요?', '얼마나 피우셨어요?'], '한 갑'],
    ['dieulafoy-lesion', ['담배는 피우세요?', '하루에 얼마나 피우셨어요?'], '한 갑'],
    ['functional-constipation', ['술 마셔요?', '얼마나 자주?'], '한 달에 한 번'],
  ])('control %s: %j', (...row) => check(row));
});

describe('3. since when, right after an associated symptom: the sentence that dates it', () => {
  it.each<Row>([
    ['pulmonary-embolism', ['다리 붓거나 아픈 데는 없으세요?', '언제부터요?'], '사흘 전부터', '오른쪽보다'],
    ['pulmonary-embolism', ['다리 부은 건 없어요?', '그건 언제부터예요?'], '사흘 전부터', '오른쪽보다'],
    ['pulmonary-embolism', ['다리 붓진 않았어?', '언제부터?'], '사흘 전부터', '오른쪽보다'],
    ['pulmonary-embolism', ['왼쪽 다리 부은 건 언제부터예요?'], '사흘 전부터', '오른쪽보다'],
    [
      'pulmonary-embolism',
      ['다리는 안 부었어요?', '그럼 그건 언제부터 그랬어요?'],
      '사흘 전부터',
      '오른쪽보다',
    ],
  ])('%s: %j', (...row) => check(row));
  it.each<Row>([['pulmonary-embolism', ['종아리 부은 건요?', '언제부터요?'], '사흘 전부터']])(
    'control %s: %j',
    (...row) => check(row),
  );
});

describe('4. a confirmation check after a correction is confirmed or corrected', () => {
  it.each<Row>([
    ['pulmonary-embolism', ['어제부터요?', '아 오늘 아침부터요. 가슴은 오른쪽이고요?'], /^네, 오른쪽/],
    ['pulmonary-embolism', ['아 오늘 아침부터요. 가슴은 왼쪽이고요?'], /^아니요.*오른쪽/],
    ['pulmonary-embolism', ['종아리는 왼쪽이고요?'], /^네, 왼쪽/],
    ['acute-appendicitis', ['아랫배는 오른쪽이죠?'], /^네, 오른쪽/],
  ])('%s: %j', (...row) => check(row));
  it.each<Row>([['nsaid-gastric-ulcer-bleeding', ['아 아침부터요. 토한 건 두 번이고요?'], /^응/]])(
    'control %s: %j',
    (...row) => check(row),
  );
});

describe('7. the amount right after a symptom question: the clause that measures it', () => {
  it.each<Row>([
    ['nsaid-gastric-ulcer-bleeding', ['토한 건 어떻게 생겼어요?', '양은 얼마나요?'], '종이컵', '새빨간'],
    ['nsaid-gastric-ulcer-bleeding', ['피 토하셨어요?', '양은 얼마나 돼요?'], '종이컵'],
    ['posterior-epistaxis-swallowed-blood', ['토하셨어요?', '양은 얼마나요?'], '반 컵'],
    ['colonic-angiodysplasia', ['변에 피 섞여 나왔어요?', '양은 얼마나요?'], '종이컵'],
    ['post-polypectomy-bleeding', ['변에 피가 나왔어요?', '양은 얼마나 돼요?'], '종이컵'],
  ])('%s: %j', (...row) => check(row));
});

describe('8. a clause said alone never dangles', () => {
  it.each<Row>([
    [
      'nsaid-gastric-ulcer-bleeding',
      ['토한 건 어떻게 생겼어요?', '피 색깔이 빨간색이었어요?'],
      '아니었어.',
      /었고\.$/,
    ],
    [
      'nsaid-gastric-ulcer-bleeding',
      ['언제부터 그랬어요?', '언제부터 그랬어요?'],
      /까맸어\.|7시쯤 처음 토했어\./,
      /까맸고\.$/,
    ],
    ['nsaid-gastric-ulcer-bleeding', ['언제부터 토했어요?'], '까맸어.', /까맸고\.$/],
    [
      'nsaid-gastric-ulcer-bleeding',
      ['변 색깔은 어때요?'],
      /지독해\.|까맣고 끈적한 변을 봤어\./,
      /지독하고\.$/,
    ],
  ])('%s: %j', (...row) => check(row));
  it('no reply of a repeated history battery ends in a dangling connective, over the library', () => {
    const battery = [
      '언제부터 그러셨어요?',
      '드시는 약 있어요?',
      '토한 건 어떻게 생겼어요?',
      '변은 어때요?',
      '수술한 적 있어요?',
      '술은요?',
      '담배는요?',
      '가족 중에 아픈 분 있어요?',
      '전에도 이런 적 있어요?',
    ];
    const dangling: string[] = [];
    for (const id of [
      'nsaid-gastric-ulcer-bleeding',
      'pulmonary-embolism',
      'duodenal-ulcer-bleeding-hematochezia',
      'drug-induced-hypertension-nsaid-licorice',
    ]) {
      for (const q of battery) {
        const r = talk(byId(id), q, q);
        if (/(?<!사)(고|는데|는디|은데|서|지만)\.$/.test(r.text.trim()))
          dangling.push(`${id}: ${q} → ${r.text}`);
      }
    }
    expect(dangling).toEqual([]);
  });
});

describe('9. a named disease asked: the facts that name it', () => {
  it.each<Row>([
    [
      'nsaid-gastric-ulcer-bleeding',
      ['전에 위궤양이나 위염 진단받은 적 있어요?'],
      '위궤양 얘기는',
      '말이 어눌',
    ],
    ['nsaid-gastric-ulcer-bleeding', ['위염 있다는 말 들은 적 있어?'], '위염 있다고만'],
    ['duodenal-ulcer-bleeding-hematochezia', ['위염이나 궤양 진단받은 적 있으세요?'], '궤양 흉터', '통풍'],
    ['acute-pyelonephritis-fever', ['방광염이나 신우신염 진단받은 적 있어요?'], '1년에 한두 번'],
  ])('%s: %j', (...row) => check(row));
  it.each<Row>([
    ['duodenal-ulcer-bleeding-hematochezia', ['전에 위궤양 있다는 말 들은 적 있어요?'], '위궤양이 있었다고'],
  ])('control %s: %j', (...row) => check(row));
});

describe('10. an explanation naming a drug: the persona reacts, no medication list', () => {
  it.each<Row>([
    [
      'nsaid-gastric-ulcer-bleeding',
      ['무릎 약이랑 진통제가 위를 상하게 했을 수 있어요.'],
      '무릎 약 때문에',
      '아스피린 하루',
    ],
    ['pulmonary-embolism', ['피임약이 피떡을 잘 생기게 했을 수 있어요.'], '피임약 때문이에요?', '1년 전부터'],
    ['lithium-toxicity', ['이부프로펜 같은 진통제가 리튬 농도를 올렸을 수 있어요.'], /리튬/, '열흘 전부터'],
    [
      'drug-induced-hypertension-nsaid-licorice',
      ['진통제랑 한약 때문에 혈압이 올랐을 수 있어요.'],
      /진통제|혈압약/,
      '암로디핀 5밀리',
    ],
  ])('%s: %j', (...row) => check(row));
});

describe('11. exams described in plain words', () => {
  it.each([
    ['(누웠다가 앉은 자세로 혈압을 다시 잰다)', 'orthostaticVitals'],
    ['(눕혀서 혈압 재고 일으켜 세워서 다시 잰다)', 'orthostaticVitals'],
    ['(일어선 자세로 혈압을 다시 잰다)', 'orthostaticVitals'],
    ['(자세를 바꿔서 혈압 다시 재 볼게요)', 'orthostaticVitals'],
    ['(발목 앞쪽을 손가락으로 꾹 눌러 자국이 남는지 본다)', 'legEdema'],
  ])('%s → %s', (text, key) => {
    expect(keys(text)).toContain(key);
    expect(keys(text)).not.toContain('vitalSigns');
  });
  it('the engine reads the orthostatic finding', () => {
    const r = talk(byId('nsaid-gastric-ulcer-bleeding'), '(누웠다가 앉은 자세로 혈압을 다시 잰다)');
    expect(r.text).toContain('기립성 저혈압 양성');
  });
});
