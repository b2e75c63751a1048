/**
 * Round 36 (issues 16 + 17, the lead's walk as a hurried learner): the phrasings the shared
 * understanding used to read as nothing now reach the patient, and the reply is the case's own fact
 * for what was asked, never a clarification, never another topic's sentence.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { createPatientEngine } from './engine';

const cases = new Map(loadCases().map((c) => [c.id, c]));

function reply(caseId: string, utterance: string) {
  const c = cases.get(caseId);
  if (!c) throw new Error(`no case ${caseId}`);
  return createPatientEngine(c).reply([], utterance);
}

/** The engine's clarifications and don't-knows: none of them may answer these questions. */
const CLARIFY = /무슨 말씀|다시 한 번|잘 모르겠|뭐라고|네\.$|^네, 알겠/;

function expectAnswer(caseId: string, utterance: string, fact: RegExp, not?: RegExp): void {
  const r = reply(caseId, utterance);
  expect(r.text).toMatch(fact);
  expect(r.text).not.toMatch(CLARIFY);
  if (not) expect(r.text).not.toMatch(not);
}

describe('round 36: how long, asked without a subject, is the complaint duration', () => {
  it.each([
    ['ureteral-stone', '얼마나 지속됐어요?', /두 시간쯤 갔어요/],
    ['ureteral-stone', '얼마나 오래 가요?', /두 시간쯤 갔어요/],
    ['acute-myocardial-infarction', '얼마나 지속됐어요?', /한 시간째/],
    ['acute-appendicitis', '얼마 동안 아팠어요?', /계속 아파요/],
    ['lumbar-disc-herniation', '얼마나 오래 아파요?', /계속 아픈데/],
    // No duration sentence: the sentence that dates the start, never 'I don't know'.
    ['acute-pyelonephritis-fever', '얼마나 지속됐어요?', /그저께 오후부터/],
  ])('%s: %s', (id, u, fact) => expectAnswer(id, u, fact));
});

describe('round 36: pain anywhere and where exactly are the location', () => {
  it.each([
    ['ureteral-stone', '아프신데는 없으세요?', /왼쪽 옆구리/],
    ['acute-myocardial-infarction', '아픈 데는 없으세요?', /가슴 한가운데/],
    ['acute-myocardial-infarction', '어디가요 정확히', /가슴 한가운데/],
    ['acute-appendicitis', '정확히 어디?', /오른쪽 아랫배/],
    ['lumbar-disc-herniation', '어디요 정확히?', /허리 아래쪽/],
  ])('%s: %s', (id, u, fact) => expectAnswer(id, u, fact));
});

describe('round 36: another place that hurts is where the pain goes, not what comes with it', () => {
  it.each([
    ['acute-myocardial-infarction', '다른 데 아픈 데는요?', /왼쪽 어깨/, /식은땀|메슥/],
    ['acute-myocardial-infarction', '또 아픈 데 있어?', /왼쪽 어깨/, /식은땀|메슥/],
    ['ureteral-stone', '다른 데 아픈 데는요?', /사타구니/, /토했|마려워/],
    // A case whose pain does not spread: its own words say so.
    ['acute-appendicitis', '다른 데 아픈 데는요?', /뻗치지는 않아요/, /메슥|입맛/],
  ])('%s: %s', (id, u, fact, not) => expectAnswer(id, u, fact, not));

  it('the open "other symptoms?" question still gets what comes with it', () => {
    expectAnswer('acute-myocardial-infarction', '다른 증상은요?', /식은땀/);
  });
});

describe('round 36: a named food is answered from the sentence that tells what was eaten', () => {
  it.each([
    ['ureteral-stone', '어제 빨간 음식이나 비트 같은거 드셨어요?', /짬뽕/],
    ['beeturia-pseudohematuria', '어제 빨간 음식이나 비트 같은거 드셨어요?', /^닷새 전부터[^.]*비트/],
    ['beeturia-pseudohematuria', '비트 주스 드셨어요?', /비트, 당근을 갈아서/],
    ['acute-appendicitis', '어제 치킨 먹었어요?', /김치찌개/],
  ])('%s: %s', (id, u, fact) => expectAnswer(id, u, fact));
});

describe('round 36: where in the stream the blood comes is the case sentence that tells it', () => {
  it.each([
    ['ureteral-stone', '소변 처음부터 끝까지 다 빨개요 아니면 끝에만?', /소변 전체가 다 붉었어요/],
    ['acute-cystitis', '소변 처음부터 끝까지 다 빨개요 아니면 끝에만?', /소변 끝에/],
    ['bladder-cancer', '피가 소변 끝에만 비쳐요?', /처음부터 끝까지/],
    ['beeturia-pseudohematuria', '혈뇨가 처음부터 끝까지 계속 나와요?', /소변 전체가 고르게/],
    ['renal-cell-carcinoma-hematuria', '피는 소변 처음에 나와요 끝에 나와요?', /소변 전체가/],
  ])('%s: %s', (id, u, fact) => expectAnswer(id, u, fact, /^네, /));

  it('a case without blood in the urine says no', () => {
    expectAnswer('acute-appendicitis', '소변 처음부터 끝까지 다 빨개요 아니면 끝에만?', /아니요/);
  });
});

describe('round 36: exam manoeuvres described in plain words give their findings', () => {
  it.each([
    ['ureteral-stone', '(옆구리를 주먹으로 톡톡 친다)', /늑골척추각 압통: 좌측/],
    ['acute-pyelonephritis-fever', '(등 아래쪽 양옆을 주먹으로 툭툭 침)', /늑골척추각 압통: 우측/],
    ['heart-failure-exacerbation', '(정강이를 손가락으로 꾹 눌러 본다)', /함요 부종\(2\+\)/],
    ['heart-failure-exacerbation', '(목 옆 정맥이 부풀었는지 본다)', /경정맥이 흉골각 위/],
    ['lumbar-disc-herniation', '(무릎 편 채로 다리를 천천히 올림)', /하지 직거상 검사: 왼쪽 40도/],
    ['bacterial-meningitis', '(고개를 앞으로 숙여 본다)', /경부 강직 확인: 경부 강직 뚜렷함/],
  ])('%s: %s', (id, u, finding) => expectAnswer(id, u, finding));
});
