/**
 * Issue 17, items 7-10, round 25: evidence that earns its item, and no credit for the wrong words.
 *
 * The probe: every case of the library is graded on one encounter made of trap sentences only, built from
 * its own checklist items' words: each history item deferred, declined, handed to someone else or put off
 * to an explanation; each examination said not done, planned for later, handed to someone else or left
 * out; and a few statements that carry an exam's words in another act (advice, a test ordered, a relative's
 * event, the patient's words repeated back). None of them asks a history item or performs an examination,
 * so no 병력청취 or 신체진찰 item may be earned. `PROBE_DUMP=/tmp/x.json` writes every earned item.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { checkRows, type Row } from '../../bench/grader/verdict';
import { caseChecklist } from '../../content/case-checklist';
import type { Case, ChecklistItem } from '../../content/schema';
import { gradeEncounter, type TranscriptMessage } from './grade';
import { withJosa } from './text';

const cases = loadValidCases();

/** "복통이 언제, 어떻게 시작되었는지 물었다" → "복통이 언제, 어떻게 시작되었는지". */
function historyPhrase(item: ChecklistItem): string {
  return item.text
    .trim()
    .replace(/[.]$/, '')
    .replace(/\s*(을|를)?\s*(물었다|확인했다|들었다|파악했다|평가했다)$/, '');
}

/** "반발압통을 확인했다" → "반발압통을 확인". */
function examPhrase(item: ChecklistItem): string {
  return item.text.trim().replace(/[.]$/, '').replace(/했다$/, '');
}

/** A history item's words in a turn that asks nothing. */
const HISTORY_TRAPS: ((p: string) => string)[] = [
  (p) => `${withJosa(p, '은/는')} 이따가 여쭤볼게요.`,
  (p) => `${withJosa(p, '은/는')} 오늘은 여쭤보지 않을게요.`,
  (p) => `${withJosa(p, '은/는')} 나중에 간호사 선생님이 확인할 거예요.`,
  (p) => `${withJosa(p, '은/는')} 검사 결과가 나오면 다시 설명드릴게요.`,
];

/** An examination's words in a turn that performs none. */
const EXAM_TRAPS: ((p: string) => string)[] = [
  (p) => `(${p}하지 않는다)`,
  (p) => `${p}하는 건 다음 진료 때 할게요.`,
  (p) => `${p}하는 건 나중에 간호사 선생님이 할 거예요.`,
  (p) => `${p}하는 건 오늘은 생략할게요.`,
];

/** Statements in other acts that carry an examination's or a history item's words. */
const OTHER_ACTS = [
  '집에서 혈압이랑 맥박 자주 재 보시고 수첩에 적어 오세요.',
  '갑상선 기능은 피검사로 확인할게요.',
  '흉부 엑스레이랑 심전도를 찍어 볼게요.',
  '어머니가 갑상선 수술을 받으셨다고 하셨죠.',
  '배가 아프고 열이 난다고 하셨는데, 많이 힘드셨겠어요.',
  '담배는 끊으시고, 술은 줄이세요.',
];

export function probeTurns(c: Case): string[] {
  const items = caseChecklist(c);
  let h = 0;
  let x = 0;
  const turns: string[] = ['안녕하세요, 학생의사 김민수입니다.'];
  for (const item of items) {
    if (item.section === '병력청취')
      turns.push(HISTORY_TRAPS[h++ % HISTORY_TRAPS.length]!(historyPhrase(item)));
    if (item.section === '신체진찰' && !/동의/.test(item.text))
      turns.push(EXAM_TRAPS[x++ % EXAM_TRAPS.length]!(examPhrase(item)));
  }
  // Two of the other acts per case, in turn (the probe stays fast).
  const at = cases.indexOf(c) * 2;
  return [...turns, OTHER_ACTS[at % OTHER_ACTS.length]!, OTHER_ACTS[(at + 1) % OTHER_ACTS.length]!];
}

function session(c: Case, turns: readonly string[]): TranscriptMessage[] {
  return turns.flatMap((u, i): TranscriptMessage[] => [
    { id: `${c.id}-u${i}`, sender: 'user', content: u },
    { id: `${c.id}-a${i}`, sender: 'ai', content: '네.' },
  ]);
}

/** Every history or examination item a trap encounter earns: "case item: the quoted turn". */
export function probe(list: readonly Case[] = cases): string[] {
  const out: string[] = [];
  for (const c of list) {
    const messages = session(c, probeTurns(c));
    const r = gradeEncounter({ caseData: c, messages });
    const sections = new Map(caseChecklist(c).map((i) => [i.id, i.section]));
    for (const x of r.checklistResults) {
      const section = sections.get(x.itemId);
      if (x.performance !== 'yes' || (section !== '병력청취' && section !== '신체진찰')) continue;
      const turn = messages.find((m) => m.id === x.evidenceMessageId)?.content ?? '';
      out.push(`${c.id} ${x.itemId.split('.').slice(-2).join('.')}: ${turn}`);
    }
  }
  return out;
}

describe('round 25: trap sentences built from every case’s own items earn no history or examination item', () => {
  it('the probe over the whole library finds nothing', () => {
    const found = probe();
    console.log(`probe: ${cases.length} cases, ${found.length} items earned by trap sentences`);
    if (found.length > 0) console.log(found.slice(0, 40).join('\n'));
    if (process.env.PROBE_DUMP) writeFileSync(process.env.PROBE_DUMP, JSON.stringify(found, null, 1));
    expect(found).toEqual([]);
  });
});

/*
 * The classes, in sentences of our own (none from the locked part or the holdout; none copied from the round's tuning
 * transcripts, bench/grader/examiner-drafts/36-round25.yaml). Each row: case, item, the examiner's decision
 * (EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's lines.
 */
const AMI = 'acute-myocardial-infarction';
const HTN = 'essential-hypertension';
const CAP = 'community-acquired-pneumonia';
const CHOLE = 'acute-cholecystitis';
const AOM = 'acute-otitis-media-toddler';
const GAD = 'generalized-anxiety-disorder';
const MDD = 'major-depressive-disorder';
const BPH = 'benign-prostatic-hyperplasia';
const PYELO = 'acute-pyelonephritis-fever';
const IDA = 'iron-deficiency-anemia';
const GRAVES = 'graves-disease';
const BV = 'bacterial-vaginosis';
const CHLAMYDIA = 'chlamydial-cervicitis';
const DISC = 'lumbar-disc-herniation';
const COPD = 'copd-smoker-contemplation';
const FA = 'fibroadenoma';

/** A. An examination planned for later, handed to someone else or declined is not done; one done is. */
const NOT_DONE: readonly Row[] = [
  [AMI, 'px.legs', false, ['다리 붓는 건 다음 진료 때 볼게요.'], 'planned for the next visit'],
  [HTN, 'px.vitals', false, ['혈압은 오늘 안 잴게요. 지난주 기록으로 볼게요.'], 'declined'],
  [CAP, 'px.lungPercussion', false, ['가슴 타진은 다음 진료 때 할게요.'], 'the next visit'],
  [
    CAP,
    'px.lungPercussion',
    false,
    ['가슴 두드려 보는 건 병동 간호사 선생님이 하실 거예요.'],
    'handed over (control)',
  ],
  [HTN, 'px.vitals', true, ['(앉은 자세로 5분 쉬게 한 뒤 양팔 혈압을 잰다)'], 'control'],
  [
    CHOLE,
    'px.murphy',
    true,
    ['(오른쪽 갈비뼈 아래를 누른 채 숨을 들이쉬게 하자 멈칫한다. 반발압통은 보지 않는다)'],
  ],
  [
    CHOLE,
    'px.rebound',
    false,
    ['(오른쪽 갈비뼈 아래를 누른 채 숨을 들이쉬게 하자 멈칫한다. 반발압통은 보지 않는다)'],
  ],
  [AOM, 'px.throatEar', true, ['(아 하고 입 벌리게 해서 목 안 봄)'], 'the inside of the throat, no negation'],
  [GAD, 'px.mentalStatus', true, ['(목소리가 작고 손을 계속 만지작거린다)'], 'the finding written down'],
  [
    MDD,
    'px.mentalStatus',
    true,
    ['(표정이 굳어 있고 눈을 잘 마주치지 않는다)'],
    'a finding, not an act not done',
  ],
  [PYELO, 'cva', true, ['(등 아래쪽 갈비뼈 끝을 양쪽 다 주먹으로 살짝 친다)']],
];

/** B. An item's words in another act ask nothing: heard, not done, a plan, a record put off, a relative's event. */
const OTHER_ACT: readonly Row[] = [
  [AMI, 'hx.family', false, ['아버님이 심장병으로 일찍 돌아가셨다고 들었어요.'], 'heard, not asked'],
  [AMI, 'hx.family', true, ['가족 중에 젊어서 심장병 앓으신 분 있으세요?'], 'control'],
  [
    AOM,
    'hx.cns',
    false,
    ['목이 뻣뻣한지 보는 건 아이가 자고 있어서 못 했어요.'],
    'the learner’s act not done',
  ],
  [FA, 'hx.checkup', false, ['유방 촬영술은 1년 뒤에 받으시면 돼요.'], 'a plan for the patient'],
  [FA, 'hx.checkup', true, ['유방 초음파 받아 보신 적 있으세요?'], 'control'],
  [AOM, 'hx.vaccination', false, ['예방접종은 다음에 수첩 가져오시면 그때 같이 볼게요.'], 'a record put off'],
  [
    MDD,
    'ed.treatment',
    false,
    ['아버님이 우울증으로 상담 치료를 받으셨다고 하셨는데, 지금 본인 기분은 어떠세요?'],
  ],
  [BPH, 'ed.treatment', false, ['형님이 전립선 수술 받으셨다고 들었어요.'], 'a relative’s operation'],
  [
    BPH,
    'ed.treatment',
    'u2',
    ['형님이 전립선 수술 받으셨다고 하셨는데, 많이 놀라셨겠어요.', '소변 줄기를 좋게 하는 약을 드릴게요.'],
  ],
];

/** C. Keywords without their meaning. */
const KEYWORDS: readonly Row[] = [
  [
    'acute-pancreatitis',
    'hx.course',
    false,
    ['계속 아프세요, 있다 없다 하세요?'],
    'comes and goes, not the course',
  ],
  [CHOLE, 'hx.course', true, ['처음보다 점점 더 심해지고 있어요?'], 'control'],
  [IDA, 'hx.work', false, ['피곤해서 일하시는 데 지장 있으세요?'], 'what it does to work'],
  [IDA, 'hx.work', true, ['무슨 일 하세요? 요즘 스트레스는요?'], 'control'],
  [MDD, 'hx.medication', false, ['술은 얼마나 드세요? 혹시 약물은요?'], 'drugs of abuse'],
  [MDD, 'hx.medication', true, ['지금 드시는 약 있으세요?'], 'control'],
  [BPH, 'hx.storage', false, ['자다가 소변 때문에 몇 번이나 일어나세요?'], 'nocturia has its own item'],
  [BPH, 'hx.storage', true, ['낮에 소변 자주 보세요? 급하게 마렵기도 해요?'], 'control'],
  [IDA, 'hx.mood', false, ['몸이 피곤한 거예요, 아니면 의욕이 없는 거예요?'], 'the kind of fatigue'],
  [IDA, 'hx.mood', true, ['요즘 기분이 우울하진 않으세요?'], 'control'],
  [
    BPH,
    'hx.hematuria',
    false,
    ['피검사로 PSA를 보고, 소변검사로 피가 섞였는지도 볼게요.'],
    'a test planned (control)',
  ],
  [
    BPH,
    'hx.hematuria',
    'u1',
    [
      '소변에 피 비치거나 열 나진 않으세요?',
      '소변검사랑 피검사로 PSA를 보고, 초음파로 방광에 남은 소변을 잴게요.',
    ],
  ],
];

/** D. Tests ordered against examinations; the visit cited where its time is told; the partner when needed. */
const TESTS: readonly Row[] = [
  [
    BPH,
    'ed.tests',
    false,
    ['전립선 직장수지검사는 다음 주에 비뇨기과에서 하실 거예요.'],
    'an exam is no test',
  ],
  [BPH, 'ed.tests', false, ['소변 줄기를 세게 해 주는 약을 드릴게요.'], 'a drug, no test'],
  [BPH, 'ed.tests', true, ['초음파로 방광에 소변이 얼마나 남았는지 잴게요.'], 'what a test measures'],
  [GRAVES, 'ed.followUp', 'u2', ['결과가 나오면 약을 시작할게요.', '2주 뒤 화요일에 결과 보러 오세요.']],
  [BV, 'ed.treatment', true, ['질에 넣는 약을 일주일 쓰실 거예요.'], 'no partner care needed in this case'],
  [CHLAMYDIA, 'ed.treatment', false, ['항생제를 한 번 드실 거예요.'], 'control: this partner needs care'],
];

/** E. Recall in the same transcripts' kind of words. */
const RECALL: readonly Row[] = [
  [AOM, 'hx.intake', true, ['잘 먹고 잘 자요?']],
  [DISC, 'hx.caudaEquina', true, ['대소변 보시는 건 괜찮으세요?']],
  [COPD, 'ed.motivation', true, ['숨 쉬는 기능이 벌써 많이 떨어져 있어요. 이번엔 꼭 끊으셨으면 해요.']],
];

/** F. The second batch's classes: a fact confirmed back, a drug and what to do with it, a gut condition beside 장염, what the doctor said. */
const SECOND: readonly Row[] = [
  [
    'acute-gouty-arthritis',
    'hx.family',
    false,
    ['어머니도 류마티스 관절염이 있으시다고 했죠.'],
    'said back, not asked',
  ],
  ['acute-gouty-arthritis', 'hx.medication', false, ['진통제 먹고 냉찜질 하세요'], 'advice, no question'],
  ['acute-gouty-arthritis', 'ed.treatment', true, ['진통제 먹고 냉찜질 하세요']],
  ['internal-hemorrhoids', 'hx.pastMedical', true, ['예전에 치핵이나 장염 같은 병 있으셨어요?']],
  [
    'alcohol-use-disorder',
    'hx.checkup',
    'u1',
    ['간 수치 높다고 하셨는데, 검진 때 선생님이 뭐라고 하셨어요?'],
  ],
];

describe('round 25: exams planned, declined or described', () => checkRows(NOT_DONE));
describe('round 25: the second batch', () => checkRows(SECOND));
describe('round 25: an item’s words in another act', () => checkRows(OTHER_ACT));
describe('round 25: keywords without their meaning', () => checkRows(KEYWORDS));
describe('round 25: tests, visits, partners', () => checkRows(TESTS));
describe('round 25: recall', () => checkRows(RECALL));
