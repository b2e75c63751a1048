/**
 * Issue 17, round 5: classes of learner wording found by writing new sentences per presentation
 * and style (none taken from an evaluation set). Each row: case, item, whether an examiner credits
 * it, the learner's lines.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { gradeEncounter, type TranscriptMessage } from './grade';

function chat(lines: readonly string[], reply = '네.'): TranscriptMessage[] {
  return lines.flatMap((content, i) => [
    { id: `u${i + 1}`, sender: 'user' as const, content },
    { id: `a${i + 1}`, sender: 'ai' as const, content: reply },
  ]);
}

function verdict(caseId: string, lines: readonly string[], item: string) {
  const result = gradeEncounter({ caseData: loadCase(caseId), messages: chat(lines) });
  const r = result.checklistResults.find((x) => x.itemId.endsWith(`.${item}`));
  if (!r) throw new Error(`${caseId} has no item ${item}`);
  return r;
}

type Row = readonly [caseId: string, item: string, met: boolean, lines: readonly string[]];

const HTN = 'renovascular-hypertension-fibromuscular-dysplasia';

/** The body part named in the action decides which auscultation it is. */
const AUSCULTATION_BY_SITE: readonly Row[] = [
  [HTN, 'px.renalBruit', true, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.heart', false, ['(배 여기저기 청진기 대 보고)']],
  [HTN, 'px.renalBruit', true, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.heart', false, ['(배 모양 보고, 청진기 대 보고, 여기저기 눌러 봄)']],
  [HTN, 'px.renalBruit', true, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.heart', false, ['(배에 청진기 대고 들어봄)']],
  [HTN, 'px.renalBruit', true, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.heart', false, ['(배 보고) (청진기 대 봄)']],
  [HTN, 'px.renalBruit', true, ['(청진기를 배꼽 옆에 대고 잡음 있는지 들음)']],
  [HTN, 'px.heart', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.renalBruit', true, ['(가슴이랑 배 청진)']],
  [HTN, 'px.heart', true, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.renalBruit', false, ['(혈압 재고, 청진기로 들어봄)']],
  [HTN, 'px.heart', true, ['(배 눌러 보고 가슴에 청진기 댐)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등에 청진기 대고 숨소리 들음)']],
  ['heart-failure-exacerbation', 'px.lungAuscultation', true, ['(등 여기저기 청진기 대 봄)']],
  ['heart-failure-exacerbation', 'px.heart', false, ['(등 여기저기 청진기 대 봄)']],
];

describe('reads auscultation at the body part the action names', () => {
  it.each(AUSCULTATION_BY_SITE)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const AMI = 'acute-myocardial-infarction';
const BV = 'bacterial-vaginosis';
const AUD = 'alcohol-use-disorder';
const SMOKE = 'smoking-cessation-preparation';

/**
 * The learner's own statements name a symptom without asking it: an observation, empathy or a
 * prediction, a plan, a prohibition, an instruction under a condition, reassurance.
 */
const STATEMENTS_ASK_NOTHING: readonly Row[] = [
  [AMI, 'hx.autonomic', false, ['식은땀 나시네요, 닦아 드릴게요.']],
  [AMI, 'hx.arrhythmia', false, ['심장이 두근거리실 수 있어요, 괜찮아요.']],
  [AMI, 'hx.infection', false, ['기침하지 마시고 편하게 계세요.']],
  [AMI, 'hx.medication', false, ['아스피린을 씹어 드실게요.']],
  ['acute-appendicitis', 'hx.nauseaVomiting', false, ['토할 것 같으면 이 봉투 쓰세요.']],
  ['acute-appendicitis', 'hx.factors', false, ['움직이면 아프실 테니 천천히 누우세요.']],
  [SMOKE, 'hx.respiratory', false, ['담배 피우면 기침 가래가 생길 수 있어요.']],
  [AUD, 'hx.blackout', false, ['기억 안 나시는 거 괜찮아요.']],
  [AUD, 'hx.cageG', false, ['죄책감 느끼실 필요 없어요.']],
  [BV, 'hx.itching', false, ['가려우시면 긁지 마세요.']],
  // Questions keep their credit, with or without a question mark.
  ['acute-appendicitis', 'hx.factors', true, ['식사하고 나면 더 아프세요, 아니면 배고플 때 더 아프세요?']],
  [AMI, 'hx.autonomic', true, ['식은땀 나요']],
  [BV, 'hx.itching', true, ['가렵거나 따가운 건요?']],
  [AMI, 'hx.autonomic', true, ['식은땀이 나셨네요, 맞죠?']],
  [SMOKE, 'hx.motivation', true, ['끊으시려는 이유가 있으실 텐데 천천히 말씀하셔도 돼요.']],
];

describe('does not credit a statement that names a symptom', () => {
  it.each(STATEMENTS_ASK_NOTHING)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const PARAPHRASES_AND_JOINED_QUESTIONS: readonly Row[] = [
  [AMI, 'hx.radiation', true, ['아픈 게 팔이나 턱으로 가요?']],
  [AMI, 'hx.radiation', true, ['통증이 어깨랑 등쪽으로 가요?']],
  [AMI, 'hx.onset', true, ['처음 아프기 시작한 게 언제고 뭐 하고 있었어요?']],
  [AMI, 'hx.onset', true, ['언제부터 아팠고 그때 뭐 하고 있었어요?']],
  [SMOKE, 'hx.motivation', true, ['왜 끊으려고 하세요?']],
  [SMOKE, 'hx.motivation', true, ['이번에 왜 금연하시려고요?']],
  [AUD, 'hx.motivation', true, ['술 끊기로 마음 먹으신 이유가 뭐예요?']],
];

describe('credits paraphrases and questions joined by a connective', () => {
  it.each(PARAPHRASES_AND_JOINED_QUESTIONS)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

/** [case, item, cited message, lines]: a turn that only shares a word, then the turn that earns. */
const CITES_THE_EARNING_TURN: readonly (readonly [string, string, string, readonly string[]])[] = [
  [AMI, 'hx.autonomic', 'u2', ['식은땀 나시네요, 닦아 드릴게요.', '식은땀이나 메스꺼움 있었어요?']],
  [
    AMI,
    'hx.arrhythmia',
    'u2',
    ['심장이 두근거리실 수 있어요, 괜찮아요.', '가슴이 두근거리거나 쓰러진 적 있어요?'],
  ],
  [AMI, 'hx.infection', 'u2', ['기침하지 마시고 편하게 계세요.', '기침이나 열은요?']],
  [AMI, 'hx.medication', 'u2', ['아스피린을 씹어 드실게요.', '평소 드시는 약이나 한약 있어요?']],
  [
    'acute-appendicitis',
    'hx.nauseaVomiting',
    'u2',
    ['토할 것 같으면 이 봉투 쓰세요.', '메스껍거나 토하신 적 있어요?'],
  ],
  [
    'acute-appendicitis',
    'hx.factors',
    'u2',
    ['움직이면 아프실 테니 천천히 누우세요.', '움직이거나 기침하면 더 아파요?'],
  ],
  [
    SMOKE,
    'hx.respiratory',
    'u2',
    ['담배 피우면 기침 가래가 생길 수 있어요.', '기침이나 가래, 숨찬 건 있어요?'],
  ],
  [AUD, 'hx.blackout', 'u2', ['기억 안 나시는 거 괜찮아요.', '마신 다음 날 기억이 안 난 적 있어요?']],
  [AUD, 'hx.cageG', 'u2', ['죄책감 느끼실 필요 없어요.', '술 마신 게 후회되거나 죄책감 드신 적 있어요?']],
  [BV, 'hx.itching', 'u2', ['가려우시면 긁지 마세요.', '가렵거나 따가운 건요?']],
];

describe('cites the turn whose meaning earns the item, not one that shares a word', () => {
  it.each(CITES_THE_EARNING_TURN)('%s %s cites %s %j', (caseId, item, cited, lines) => {
    const r = verdict(caseId, lines, item);
    expect(r.performance).toBe('yes');
    expect(r.evidenceMessageId).toBe(cited);
  });
});
