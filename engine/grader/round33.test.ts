/**
 * Issue 17, round 33, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/39-round33.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's lines.
 *
 * A. A bare promise of medicine is no treatment (EXAMINER-RULES, round 33): "약 드릴게요", "약 처방해 드릴게요",
 * "처방해 드릴게요", "약 좀 지어 드릴게요", "먹는 약 드릴게요", "약 드시면 나아지실 거예요" say a drug will be given, not which
 * one or what for. Named, the treatment is met: a drug or class, what it does, the illness it treats ("혈압약"), or a
 * bare promise beside a named drug.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { checkRows, type Row } from '../../bench/grader/verdict';
import { caseChecklist } from '../../content/case-checklist';
import type { ChecklistItem } from '../../content/schema';
import { exampleFor } from './examples';

const STONE = 'ureteral-stone';
const PERI = 'acute-pericarditis';
const TYPHUS = 'scrub-typhus';
const ZOSTER = 'herpes-zoster-thoracic';
const AD = 'alzheimer-disease';
const ACEI = 'ace-inhibitor-induced-cough';
const CYSTITIS = 'acute-cystitis';
const GERD = 'gastroesophageal-reflux-disease';
const CAP = 'community-acquired-pneumonia';

const BARE_DRUG: readonly Row[] = [
  [STONE, 'ed.treatment', false, ['요관 결석으로 보여요.', '약 드릴게요.']],
  [PERI, 'ed.treatment', false, ['심낭염 같아요. 일단 약 처방해 드릴 테니 드셔 보세요.']],
  [TYPHUS, 'ed.treatment', false, ['처방해 드릴게요. 사흘 뒤에 오세요.']],
  [ZOSTER, 'ed.treatment', false, ['오늘 약 좀 지어 드릴게요.']],
  [AD, 'ed.treatment', false, ['약 드시면 좀 나아지실 거예요.']],
  [ACEI, 'ed.treatment', false, ['먹는 약 드릴게요.']],
  [CYSTITIS, 'ed.treatment', false, ['방광염이에요. 약 처방해 드릴게요.']],
  [GERD, 'ed.treatment', false, ['제가 약 처방해 드릴게요, 2주 드셔 보세요.']],
  [CAP, 'ed.treatment', false, ['폐렴이에요. 약처방해드릴게요']],
  [TYPHUS, 'ed.treatment', 'u1', ['독시사이클린 처방해 드릴게요.'], 'control: a drug named'],
  [PERI, 'ed.treatment', 'u1', ['소염진통제 처방해 드릴게요.'], 'control: a class named'],
  [ZOSTER, 'ed.treatment', 'u1', ['바이러스 약 드릴게요.'], 'control: what it treats'],
  [STONE, 'ed.treatment', 'u1', ['돌 빠지게 하는 약 드릴게요.'], 'control: what it does'],
  [AD, 'ed.treatment', 'u1', ['도네페질이라는 치매 약을 드릴게요.'], 'control'],
  [GERD, 'ed.treatment', 'u1', ['위산 줄이는 약 처방해 드릴게요.'], 'control: what it does'],
  [TYPHUS, 'ed.treatment', 'u1', ['약 처방해 드리고 해열제도 같이 드릴게요.'], 'control: named beside'],
  [CYSTITIS, 'ed.treatment', 'u2', ['약 드릴게요.', '항생제 사흘 드시면 돼요.']],
  [CAP, 'ed.treatment', 'u2', ['약 처방해 드릴게요.', '항생제는 일주일 드세요.']],
];

describe('round 33 A: a bare promise of medicine names no treatment', () => checkRows(BARE_DRUG));

/**
 * B. Model phrases a learner can say as they stand (the sweep over every case is sweep-examples.test.ts, "unfinished":
 * 1,640 examples on the previous code, 0 now): the summary from the case's own situation or complaint, plain words from
 * its own education line with the check of understanding, today's shots from its own line, a greeting with no name to
 * fill in.
 */
function exampleOf(caseId: string, pick: (i: ChecklistItem) => boolean): string {
  const c = loadCase(caseId);
  const item = caseChecklist(c).find(pick);
  if (!item) throw new Error(`${caseId}: no such item`);
  return exampleFor(item, c);
}
const hasAct = (a: string) => (i: ChecklistItem) => (i.satisfiedBy.acts ?? []).includes(a as never);
const hasEd = (e: string) => (i: ChecklistItem) => (i.satisfiedBy.education ?? []).includes(e as never);
const UNFINISHED = /…|[○△]|_{2,}/;

describe('round 33 B: example sentences a learner can say', () => {
  it.each([
    ['acute-urticaria-drug', /두드러기/],
    ['mallory-weiss-syndrome', /피를 토해/],
    ['sigmoid-volvulus', /배가 크게 불러/],
    ['iga-nephropathy', /소변 색/],
    ['primary-spontaneous-pneumothorax', /가슴|숨/],
  ])('%s: the summary restates the case', (caseId, fact) => {
    const e = exampleOf(caseId, hasAct('summary'));
    expect(e).not.toMatch(UNFINISHED);
    expect(e).toMatch(fact);
  });
  it.each([
    ['major-depressive-disorder', /우울증/],
    ['kawasaki-disease', /가와사키병/],
    ['diabetic-gastroparesis', /위마비|위를 움직이는/],
    ['endometrial-cancer', /자궁내막암/],
  ])('%s: plain words from the case, with the check of understanding', (caseId, fact) => {
    const e = exampleOf(caseId, hasAct('avoidJargon'));
    expect(e).not.toMatch(UNFINISHED);
    expect(e).toMatch(fact);
    expect(e).toMatch(/이해하셨는지|말씀해 주시겠어요\?/);
  });
  it.each([
    ['asplenia-vaccination-post-splenectomy', /폐렴구균/],
    ['infant-vaccination-2-months', /로타바이러스/],
    ['preschool-booster-vaccination-febrile-seizure', /DTaP/],
    ['influenza-pneumococcal-vaccination-older-adult', /독감/],
    ['hpv-vaccination-adolescent-girl', /6-12개월 뒤입니다/],
  ])('%s: today’s shots named from the case', (caseId, fact) => {
    const e = exampleOf(caseId, hasEd('vaccineSchedule'));
    expect(e).not.toMatch(UNFINISHED);
    expect(e).toMatch(fact);
  });
  it('the greeting has no name to fill in', () => {
    const e = exampleOf('acute-appendicitis', hasAct('greeting'));
    expect(e).not.toMatch(UNFINISHED);
    expect(e).toMatch(/학생의사/);
  });
});

/**
 * C. Checklist items true to their case (the sweep over every case is content/checklist-fit.test.ts: 92 items named
 * another disease's diagnosis or treatment on the previous content, 0 now). A presentation's shared diagnosis item
 * names no example disease; a case of another disease words the items its presentation fills with the commonest one's
 * plan (content/schema.ts, checklistWording; ids kept).
 */
function itemText(caseId: string, id: string): string {
  const item = caseChecklist(loadCase(caseId)).find((i) => i.id === id);
  if (!item) throw new Error(`${caseId}: no ${id}`);
  return item.text;
}
describe('round 33 C: checklist items true to their case', () => {
  it.each([
    ['primary-spontaneous-pneumothorax', 'chest-pain.ed.diagnosis', /관상동맥/, /./],
    ['primary-spontaneous-pneumothorax', 'chest-pain.ed.treatment', /관상동맥|조영술/, /흉관/],
    ['primary-spontaneous-pneumothorax', 'chest-pain.ed.tests', /심근효소/, /흉부 X선/],
    ['herpes-zoster-thoracic', 'chest-pain.ed.treatment', /관상동맥|조영술/, /치료/],
    ['graves-disease-diarrhea', 'diarrhea.ed.diagnosis', /장염/, /진단/],
    ['graves-disease-diarrhea', 'diarrhea.ed.treatment', /항생제/, /항갑상선제/],
    ['graves-disease-diarrhea', 'diarrhea.ed.warningSigns', /피 섞인 변/, /목 아픔|두근거림/],
    ['acute-angle-closure-glaucoma', 'vomiting.ed.warningSigns', /피를 토하/, /눈 통증|시야/],
    ['acute-angle-closure-glaucoma', 'vomiting.ed.treatment', /구토 억제제/, /안압/],
    ['obsessive-compulsive-disorder', 'anxiety.ed.diagnosis', /공황장애/, /진단/],
    ['nasal-foreign-body-child', 'rhinorrhea-nasal-congestion.ed.treatment', /스테로이드|항히스타민/, /치료/],
    ['carpal-tunnel-syndrome', 'weakness-sensory-change.ed.treatment', /혈전용해/, /원인/],
  ])('%s %s names none of another disease', (caseId, id, not, must) => {
    const t = itemText(caseId, id);
    expect(t).not.toMatch(not);
    expect(t).toMatch(must);
  });
});

/** A. (cont.) A drug the lexicons do not know is still named by the word before 처방 or 복용. */
describe('round 33 A: a named drug before 처방', () =>
  checkRows([
    ['stable-angina-pectoris', 'ed.treatment', 'u1', ['니트로글리세린 처방해 드릴게요.'], 'control'],
    ['gastroesophageal-reflux-disease', 'ed.treatment', 'u1', ['에소메졸 처방해 드릴게요.'], 'control'],
    ['stable-angina-pectoris', 'ed.treatment', false, ['처방해 드릴게요.']],
  ]));

/**
 * D. Shown by the round's transcripts (examiner-drafts/39-round33.yaml), in sentences of our own: tests in English chart
 * abbreviations (CXR, PFT, HRCT, ABGA, echo) name a test (EXAMINER-RULES "Tests: … also in English abbreviations"); an
 * end announced and nothing else ("끝났습니다, 수고하셨어요.", "오늘은 이만 마치겠습니다.") invites no question and tells no
 * next step (round 31's bare goodbye), while questions invited before it still close.
 */
describe('round 33 D: tests in chart abbreviations, an end announced', () =>
  checkRows([
    ['primary-spontaneous-pneumothorax', 'ed.tests', 'u1', ['기흉 같아요. CXR 먼저 찍을게요.']],
    ['idiopathic-pulmonary-fibrosis', 'ed.tests', 'u1', ['HRCT랑 PFT 해 볼게요.']],
    ['ace-inhibitor-induced-cough', 'ed.tests', 'u1', ['오늘 cxr 한 장 찍고 가세요.']],
    ['anaphylaxis-hymenoptera-sting', 'ed.tests', 'u1', ['ABGA 바로 볼게요.']],
    ['acute-pericarditis', 'ed.tests', 'u1', ['심장 echo 해 볼게요.']],
    ['acute-pericarditis', 'ed.closing', false, ['심낭염 같아요.', '끝났습니다, 수고하셨어요.']],
    ['ureteral-stone', 'ed.closing', false, ['요관 결석이에요.', '네 끝났어요. 안녕히 가세요.']],
    ['acute-cystitis', 'ed.closing', false, ['방광염이에요.', '오늘은 이만 마치겠습니다.']],
    ['gastroesophageal-reflux-disease', 'ed.closing', false, ['역류성 식도염이에요.', '끝! 수고하셨습니다']],
    [
      'acute-cystitis',
      'ed.closing',
      'u2',
      ['방광염이에요.', '더 궁금하신 거 있으세요? 없으면 마칠게요.'],
      'control: questions invited',
    ],
  ]));

/** E. The round's typing variants: a bare promise typed without spaces, an end announced in 반말; what a drug does after it. */
describe('round 33 E: typed without spaces, in 반말', () =>
  checkRows([
    ['alzheimer-disease', 'ed.treatment', false, ['일단약드릴게요.']],
    ['acute-cystitis', 'ed.treatment', false, ['그럼약처방해드릴게요']],
    ['gastroesophageal-reflux-disease', 'ed.treatment', false, ['제가처방해드릴게요']],
    ['scrub-typhus', 'ed.treatment', false, ['오늘은약드릴게요']],
    [
      'hiv-infection-bad-news',
      'ed.treatment',
      'u1',
      ['먹는 약으로 바이러스를 누를 수 있어요.'],
      'control: what it does',
    ],
    ['acute-pericarditis', 'ed.closing', false, ['심낭염 같아.', '끝났어, 수고하셨어.']],
    ['ureteral-stone', 'ed.closing', false, ['요관 결석이야.', '수고했어 잘 가']],
    ['acute-cystitis', 'ed.closing', false, ['방광염이야.', '고마워요 잘 가요']],
    ['gastroesophageal-reflux-disease', 'ed.closing', false, ['역류성 식도염이야.', '이제 끝이에요.']],
  ]));
