/**
 * Issue 16, round 35: eight new encounters written as an independent examiner would, before the
 * round read the engine (bench/patient/conversations-r35.yaml: aortic stenosis in 반말, Addison's disease
 * by a hurried intern, a bleeding gastric cancer by a thorough student, a nasopharyngeal carcinoma in
 * chart English, subacute thyroiditis in run-on questions, metastatic cord compression with red flags
 * after unrelated turns, bladder cancer with wrong summaries, pre-eclampsia with the plan). Each line a
 * class over several cases:
 * 1. a body part hurting under a condition ('기침하면 등이 울려요?') is the factor, never the
 *    condition's symptom (was '아니요, 그런 건 없었어요': the cough denied, a false fact);
 * 2. a painkiller or fever medicine asked of a case whose medication fact names none is told by the
 *    sentence that tells it taken ('타이레놀을 두 번 먹었는데…'), never the list of regular drugs;
 * 3. '아기는 잘 놀아요?' of a pregnant woman is the baby's movements (was a denial of listlessness);
 * 4. a finding's treatment asked ('그때 헬리코박터 치료는 받으셨어요?') is the sentence naming it (was
 *    '피를 토한 건 처음이에요.');
 * 5. an unlisted symptom a sentence of the patient's present history affirms ('코를 골아요' in the
 *    sleep) is that sentence, never 'no' (with a sweep over the library);
 * 6. since when, of a symptom whose clause is dated by the day the sentence opens with;
 * 7. chart English for the nose, ear and throat, c/c, diet, a neck node palpated, a nasal speculum;
 * 8. the doctor's impressions and plans ('…쓰러진 거 같아. 심장초음파 하자', '…소변줄 넣을게요',
 *    '…일찍 분만할 수도 있어요') ask nothing: no history repeated;
 * 9. wordings: when something happened, what was vomited (honorific), how tired, how long a bout
 *    lasts, who saw it, the job one had, red food, weeks of pregnancy, the last antenatal visit, a
 *    craving, a finding one was told of, a red urine, its colour, an amount by comparison.
 */
import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '../../content/vocabulary';
import { replyPolarity } from '../../bench/patient/conversations';
import { analyzeDetailed, analyzeUtterance } from '../nlu/analyze';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys, talk } from './conversation-helpers';

const { byId, check, all } = caseLibrary();
const CLARIFY = /못 알아|모르겠|다시 한 번|무슨 말씀/;

describe('1. a body part hurting under a condition is the factor', () => {
  it.each<Row>([
    ['metastatic-spinal-cord-compression', ['기침하면 등이 울려요?'], '등이 찌릿하게 울려요', /^아니/],
    ['glioblastoma-headache', ['기침하면 머리가 울려요?'], '머리가 쾅쾅 울려요', /^아니/],
    ['cerebral-venous-sinus-thrombosis-postpartum', ['기침하면 머리가 울려요?'], '힘줄 때도 울려요', /^아니/],
    ['community-acquired-pneumonia', ['숨 쉬면 가슴이 결려요?'], '찌르듯 아파요', /^아니/],
    ['breast-cancer-spinal-metastasis-back-pain', ['기침하면 등이 울려요?'], '기침하거나', /^아니/],
  ])('%s: %j', (...row) => check(row));
  it('the key is the factor', () => {
    expect(keys('기침하면 등이 울려요?')).toEqual(['aggravating']);
    expect(keys('웃으면 배가 당겨요?')).toEqual(['aggravating']);
    expect(keys('숨 쉬면 가슴이 결려요?')).toEqual(['aggravating']);
    // The condition's own question stays: a bleeding on coughing is the haemoptysis.
    expect(keys('기침할 때 피 나와요?')).toEqual(['hemoptysis']);
  });
});

describe('2. a painkiller tried, told by the sentence that names it', () => {
  it.each<Row>([
    ['preeclampsia', ['진통제 드셔봤어요?'], '타이레놀을 두 번 먹었는데', '철분제'],
    ['acute-gouty-arthritis', ['진통제 드셔봤어요?'], '타이레놀 두 알', '혈압약'],
    ['herpes-zoster', ['진통제 드셨어요?'], '진통제를 먹으면 조금 낫습니다', '당뇨약'],
    [
      'polymyalgia-rheumatica-neck-shoulder-girdle',
      ['진통제는 드셔 보셨어요?'],
      '별 효과 없었어요',
      '칼슘제',
    ],
    ['infective-endocarditis', ['해열제 드셨어요?'], '해열제를 먹으면 몇 시간 내려요', CLARIFY],
    ['breast-cyst-fibrocystic-change', ['진통제 드셔 보셨어요?'], '안 먹어 봤어요', '비타민'],
  ])('%s: %j', (...row) => check(row));
  it('a case whose medication fact names the drug answers from it', () => {
    expect(talk(byId('gastric-cancer-bleeding'), '진통제 드셨어요?').text).toContain(
      '진통제나 아스피린은 안 먹어요',
    );
  });
});

describe("3. the baby's movements of a pregnant woman", () => {
  it.each<Row>([
    ['preeclampsia', ['아기는 잘 놀아요?'], '덜 움직이는 것 같아요', /^아니/],
    ['eclampsia-antepartum', ['아기는 잘 놀아요?'], '덜 움직이는', /^아니/],
    ['iron-deficiency-anemia-pregnancy-24-weeks', ['아기는 잘 놀아요?'], '톡톡 차요', /^아니/],
    ['rh-negative-pregnancy-28-weeks', ['아기는 잘 놀아요?'], '잘 움직여요', /^아니/],
    // A carer's child: whether the child is listless, as before.
    ['croup-laryngotracheobronchitis', ['아기는 잘 놀아요?'], '쳐지진 않고', '태동'],
  ])('%s: %j', (...row) => check(row));
});

describe("4. a finding's treatment asked: the sentence naming it", () => {
  it.each<Row>([
    [
      'gastric-cancer-bleeding',
      ['예전에 위내시경 검사를 받아 보신 적이 있나요?', '그때 헬리코박터 치료는 받으셨어요?'],
      '치료는 안 했어요',
      '처음이에요',
    ],
    ['gastric-cancer', ['헬리코박터 치료는 받으셨어요?'], '치료는 안 받았어요', CLARIFY],
    ['hiv-infection-weight-loss', ['매독 치료는 받으셨어요?'], '매독 치료받은 적이 있어요', CLARIFY],
    ['wernicke-encephalopathy', ['간 수치 치료는 받으셨어요?'], '치료는 안 받았어요', CLARIFY],
  ])('%s: %j', (...row) => check(row));
});

describe('5. an unlisted symptom a present sentence affirms', () => {
  it.each<Row>([
    ['nasopharyngeal-carcinoma', ['snoring 하세요?'], '코를 골아요', /^아니/],
    ['nasopharyngeal-carcinoma', ['코 고세요?'], '코를 골아요', /^아니/],
    ['nasopharyngeal-carcinoma', ['코골이 있으세요?'], '코를 골아요', /^아니/],
  ])('%s: %j', (...row) => check(row));
  /**
   * The sweep: every case, every symptom it does not list that a sentence of its sleep, associated
   * symptoms, character, course or location affirms (as the analyser reads the sentence), asked by its
   * label ('코골이 있으세요?'). A reply that denies it contradicts the case.
   */
  it('no case denies what its own present history affirms', () => {
    const topics = ['sleep', 'associated', 'character', 'course', 'location'] as const;
    const denied: string[] = [];
    let asked = 0;
    for (const c of all())
      for (const [s, meta] of Object.entries(SYMPTOMS)) {
        // Pains have rules of their own (a site the case's location tells, round 30).
        if (c.symptoms[s as keyof typeof c.symptoms] || /Pain$|^headache$/.test(s)) continue;
        const affirms = topics
          .flatMap((t) => (c.history[t] ?? '').split(/(?<=[.!?])\s+/))
          .some(
            (x) =>
              x &&
              !/(않|없|아니|(^|\s)안\s|모르|글쎄)/.test(x) &&
              analyzeDetailed(x).symptoms.includes(s as never),
          );
        if (!affirms) continue;
        const q = `${meta.label} 있으세요?`;
        if (!analyzeUtterance(q).symptoms.includes(s as never)) continue;
        if (analyzeUtterance(c.persona.openingLine).symptoms.includes(s as never)) continue;
        asked += 1;
        const r = talk(c, q).text;
        if (/^아니/.test(r) && replyPolarity(r, q) === 'denies') denied.push(`${c.id}: ${q} → ${r}`);
      }
    expect(asked).toBeGreaterThan(10);
    expect(denied).toEqual([]);
  });
});

describe('6. since when, dated by the day the sentence opens with', () => {
  it.each<Row>([
    [
      'nasopharyngeal-carcinoma',
      ['neck mass 만져지는 거 있어요?', '그건 언제부터요?'],
      '한 달 전부터는 오른쪽 귀도 먹먹하고, 목에 혹이 만져져요',
      '석 달 전부터 오른쪽 코가',
    ],
    [
      'nasopharyngeal-carcinoma',
      ['목에 혹 만져져요?', '언제부터요?'],
      '목에 혹이 만져져요',
      '석 달 전부터 오른쪽 코가',
    ],
  ])('%s: %j', (...row) => check(row));
});

describe('7. chart English', () => {
  it('nose, ear and throat words, c/c, diet', () => {
    expect(keys('c/c가 어떻게 되세요?')).toEqual(['openQuestion']);
    expect(keys('rhinorrhea 있어요?')).toEqual(['rhinorrhea']);
    expect(keys('epistaxis는요?')).toEqual(['epistaxis']);
    expect(keys('sneezing이나 itching은요?')).toEqual(['sneezing', 'itching']);
    expect(keys('hearing loss나 ear pain은요?')).toEqual(['hearingLoss', 'earPain']);
    expect(keys('neck mass 만져지는 거 있어요?')).toEqual(['lymphNodeSwelling']);
    expect(keys('diplopia나 facial numbness는요?')).toEqual(['diplopia', 'numbness']);
    expect(keys('snoring 하세요?')).toEqual(['snoring']);
    expect(keys('diet는 어떠세요?')).toEqual(['diet']);
    expect(keys('(neck LN palpation)')).toEqual(['cervicalLymphNodes']);
    expect(keys('(nasal speculum으로 코 안 본다)')).toEqual(['nasalExam']);
    // A volume is no chief complaint; a speculum alone is still the pelvic exam.
    expect(keys('소변 몇 cc 정도 봐요?')).not.toContain('openQuestion');
    expect(keys('(speculum exam)')).toEqual(['pelvicExam']);
  });
  it.each<Row>([
    ['nasopharyngeal-carcinoma', ['epistaxis는요?'], '피가 실처럼', CLARIFY],
    ['nasopharyngeal-carcinoma', ['rhinorrhea 있어요?'], /^아니/, CLARIFY],
    ['allergic-rhinitis', ['sneezing 있어요?'], /^네/, CLARIFY],
    ['nasopharyngeal-carcinoma', ['(nasal speculum으로 코 안 본다)'], '비강 진찰', '골반'],
  ])('%s: %j', (...row) => check(row));
});

describe("8. the doctor's impressions and plans ask nothing", () => {
  it.each<Row>([
    [
      'aortic-stenosis-exertional-syncope',
      ['심장 판막이 좁아져서 쓰러진 거 같아. 심장초음파 하자'],
      /./,
      '눈앞이 하얘지면서',
    ],
    ['metastatic-spinal-cord-compression', ['스테로이드 주사 드리고 소변줄 넣을게요'], /./, '혈압약'],
    ['preeclampsia', ['아기 폐 성숙 주사도 맞고, 상태 따라 일찍 분만할 수도 있어요'], /./, '첫 임신'],
    ['nsaid-gastric-ulcer-bleeding', ['위산 억제하는 주사 놓을게요'], /./, /진통제|약/],
  ])('%s: %j', (...row) => check(row));
});

describe('9. wordings', () => {
  it('keys', () => {
    expect(keys('피 토하신 게 정확히 언제쯤이었어요?')).toEqual(['onset', 'hematemesis']);
    expect(keys('처음 빨간 소변 보신 게 언제예요?')).toEqual(['onset', 'hematuria']);
    expect(keys('토하신 것의 색깔이나 모양은 어땠어요?')).toEqual(['vomitus', 'vomiting']);
    expect(keys('어떻게피곤해요 설명좀')).toEqual(['character', 'fatigue']);
    expect(keys('한 번 빨개지면 며칠 가요?')).toEqual(['duration']);
    expect(keys('얼마나 정신 잃었대?')).toEqual(['duration', 'syncope']);
    expect(keys('누가 봤어?')).toEqual(['witness']);
    expect(keys('하시던 일이 뭐였어요?')).toEqual(['occupation']);
    expect(keys('지금 몇 주차세요?')).toEqual(['pregnancy']);
    expect(keys('지난번 진료 때 혈압은 어땠어요?')).toEqual(['prenatalCare']);
    expect(keys('짠거땡겨요?')).toEqual(['appetite']);
    expect(keys('간이 안 좋다는 이야기를 들으신 적은요?')).toEqual(['pastMedical']);
    expect(keys('예전에 심장에서 소리 난다는 말 들은 적 있어?')).toEqual(['pastMedical']);
    expect(keys('색깔은 어땠어요?', ['처음 빨간 소변 보신 게 언제예요?'])).toEqual([
      'urineColor',
      'hematuria',
    ]);
    expect(keys('비트 같은 빨간 음식 드신 적 있어요?')).toContain('foodHistory');
  });
  it.each<Row>([
    ['gastric-cancer-bleeding', ['피 토하신 게 정확히 언제쯤이었어요?'], '오늘 아침 6시쯤', CLARIFY],
    ['bladder-cancer', ['처음 빨간 소변 보신 게 언제예요?', '색깔은 어땠어요?'], '김치 국물', CLARIFY],
    ['bladder-cancer', ['한 번 빨개지면 며칠 가요?'], '이삼일', CLARIFY],
    ['aortic-stenosis-exertional-syncope', ['누가 봤어?'], '옆집 아지매', CLARIFY],
    ['bladder-cancer', ['하시던 일이 뭐였어요?'], '염색 공장', CLARIFY],
    ['preeclampsia', ['지금 몇 주차세요?'], '32주', CLARIFY],
    ['preeclampsia', ['지난번 진료 때 혈압은 어땠어요?'], '130에 84', CLARIFY],
    ['primary-adrenal-insufficiency-addison', ['짠거땡겨요?'], '짠 과자', CLARIFY],
    [
      'aortic-stenosis-exertional-syncope',
      ['예전에 심장에서 소리 난다는 말 들은 적 있어?'],
      '소리가 난다',
      CLARIFY,
    ],
    [
      'gastric-cancer-bleeding',
      ['토하신 것의 색깔이나 모양은 어땠어요?', '양으로 치면 어느 정도였을까요?'],
      '국그릇 반',
      '네, 검붉은',
    ],
  ])('%s: %j', (...row) => check(row));
});
