/**
 * Issue 17, round 13: classes found by ten new tuning transcripts weighted to evidence selection (a turn that
 * shares a word with an item beside the turn that earns it), to counselling and explanations, and to messy
 * typing (bench/grader/examiner-drafts/22-round13.yaml), written out in sentences of our own, in other
 * presentations where the class allows (none taken from the locked part). Each row: case, item, the
 * examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message
 * named), the learner's lines, and what the row shows.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const APPENDIX = 'acute-appendicitis';
const ULCER = 'gastric-ulcer';
const CYSTITIS = 'acute-cystitis';
const BPH = 'benign-prostatic-hyperplasia';
const PID = 'pelvic-inflammatory-disease';
const ANXIETY = 'generalized-anxiety-disorder';
const ALCOHOL = 'alcohol-use-disorder';
const HYPOTHYROID = 'hypothyroidism-weight-gain';
const DISC = 'lumbar-disc-herniation';
const CHOLE = 'acute-cholecystitis';
const BV = 'bacterial-vaginosis';

/** The course over time in everyday words; a course question asks no aggravating factor. */
const COURSE: readonly Row[] = [
  [APPENDIX, 'hx.course', true, ['시간이 지나면서 더 심해지고 있어요?']],
  [CHOLE, 'hx.course', true, ['갈수록 더 아파져요, 아니면 좀 나아져요?']],
  [ULCER, 'hx.course', true, ['얼마나 자주 아프고, 그동안 어떻게 변해 왔어요?']],
  [
    APPENDIX,
    'hx.factors',
    false,
    ['시간이 지나면서 더 심해지고 있어요?'],
    'the course, not what makes it worse',
  ],
  // What jars the pain makes it worse; the course question before it is not the evidence.
  [
    APPENDIX,
    'hx.factors',
    'u2',
    ['시간이 지나면서 더 심해지고 있어요?', '걸으면 배가 울려요? 기침할 때는요?'],
    'the turn that asks what makes it worse',
  ],
  [CHOLE, 'hx.factors', true, ['계단 내려갈 때나 뛰면 배가 울려요?']],
  // The situation that makes it worse, asked openly.
  [ANXIETY, 'hx.trigger', true, ['어떤 상황에서 특히 심해져요?']],
  [DISC, 'hx.factors', true, ['어떨 때 더 심해지세요?']],
  [
    ANXIETY,
    'hx.trigger',
    'u1',
    ['어떤 상황에서 특히 심해져요?', '커피 마시면 더 두근거려요?'],
    'the open question, not the coffee asked later',
  ],
  [ANXIETY, 'hx.character', true, ['주로 어떤 게 걱정되세요? 갑자기 확 심해지기도 해요?']],
  [ANXIETY, 'hx.character', true, ['요즘 뭐가 제일 불안하세요?']],
];

/** A feeling asked after the situation of the question before it, typed or not with its '?'. */
const FOLLOW_UPS: readonly Row[] = [
  [CYSTITIS, 'hx.dysuria', 'u2', ['소변볼때 어떤게 불편해요', '따갑거나 화끈거려요']],
  [BPH, 'hx.dysuria', 'u2', ['소변 볼 때 뭐가 제일 불편하세요?', '아프거나 화끈거려요?']],
  [CYSTITIS, 'hx.dysuria', false, ['요즘 어떤 게 불편해요', '따갑거나 화끈거려요'], 'no situation to borrow'],
  // The negated predicate "따갑진 않아요" carries its feeling to "소변 볼 때는요?".
  [PID, 'hx.dysuria', 'u2', ['밑이 가렵거나 따갑진 않아요?', '소변 볼 때는요?']],
  [BV, 'hx.dysuria', 'u2', ['외음부가 따갑진 않으세요?', '소변 볼 때는요?']],
  // A new partner asked in everyday words.
  [PID, 'hx.sexual', true, ['실례지만 최근에 새로 만나는 분이 있으세요? 그분도 증상이 있나요?']],
  [BV, 'hx.sexual', true, ['요즘 사귀는 분 있으세요?']],
];

/** Evidence: the turn that earns the item, not one that shares a word with it. */
const EVIDENCE: readonly Row[] = [
  // A complaint dated is not asked whether it is there.
  [ULCER, 'hx.reflux', 'u2', ['속 쓰린 건 언제부터 그러셨어요?', '신물이 올라오거나 가슴이 타는 느낌은요?']],
  [ULCER, 'hx.reflux', true, ['신물 넘어오는 건 없으세요?']],
  // Someone else's worry asked about is no empathy.
  [ULCER, 'rel.empathy', 'u2', ['가족분들이 걱정 많이 하시죠?', '밤에 쓰려서 깨시면 정말 괴로우셨겠어요.']],
  [ULCER, 'rel.empathy', false, ['남편분도 걱정 많이 하시죠?']],
  // Advice that goes the other way is cited after the advice the item names.
  [
    CYSTITIS,
    'ed.lifestyle',
    'u2',
    ['물 충분히 마시고 소변 참지 마세요', '커피랑 술은 당분간 줄이세요'],
    '"저녁 수분 제한, 카페인·술 줄이기"',
  ],
  // Round 22: the case tells this patient to cut drink too, so the earning turn tells it.
  [BPH, 'ed.lifestyle', 'u2', ['물은 충분히 드세요.', '자기 전 두 시간은 물을 줄이고 커피랑 술도 줄이세요.']],
  // The partner's treatment is told where the partner is named.
  [
    PID,
    'partnerTreatment',
    'u2',
    [
      '세프트리악손 주사를 한 번 맞고, 독시사이클린이랑 메트로니다졸을 2주 드실 거예요.',
      '남자친구분도 검사랑 치료를 받으셔야 하고, 두 분 다 치료가 끝날 때까지는 관계를 피하세요.',
    ],
  ],
  [PID, 'partnerTreatment', false, ['항생제 주사 맞고 먹는 약도 2주 드실 거예요.'], 'no partner named'],
];

/** Consent in its ordinary forms: a pelvic or rectal exam named, a plain "말하세요". */
const CONSENT: readonly Row[] = [
  [
    PID,
    'px.consent',
    true,
    ['여자 간호사 선생님이 같이 계신 상태에서 배랑 내진을 할게요. 불편하시면 바로 말씀해 주세요.'],
  ],
  [BPH, 'px.consent', true, ['배 보고 항문으로 전립선 만져볼게요 불편하면 말하세요']],
  [CHOLE, 'px.consent', true, ['배 좀 눌러 볼게요. 아프면 바로 말하세요.']],
  [BPH, 'px.consent', false, ['전립선 검사는 다음에 할게요.'], 'nothing examined now, nothing invited'],
];

/** Plans proposed as a question: diet and exercise goals, a quit day and drinking occasions avoided. */
const PROPOSALS: readonly Row[] = [
  [
    HYPOTHYROID,
    'ed.lifestyle',
    true,
    ['밥은 한 끼 반 공기로 줄이고, 하루 30분씩 주 5일 걷는 걸 목표로 해 볼까요?'],
  ],
  [HYPOTHYROID, 'ed.lifestyle', false, ['평소에 운동은 얼마나 하세요?'], 'asked, not advised'],
  [
    ALCOHOL,
    'ed.plan',
    true,
    ['다음 주 월요일부터 금주하시고, 회식 자리는 당분간 피하는 걸로 같이 정해 볼까요?'],
  ],
  [ALCOHOL, 'ed.plan', true, ['회식은 당분간 빠지시는 걸로 해요.']],
  [ALCOHOL, 'ed.plan', false, ['회식 자주 하세요?'], 'asked, not planned'],
];

/** Typed without spaces: the classes of the metamorphic check's gaps that round 13 closes. */
const RUN_TOGETHER: readonly Row[] = [
  // A negated feeling run together lends it to the follow-up ("소변볼때는요?" read as "소변 볼 때는요?").
  [PID, 'hx.dysuria', 'u2', ['밑이가렵거나따갑진않아요?', '소변볼때는요?']],
  [BV, 'hx.dysuria', 'u2', ['외음부가따갑진않으세요?', '소변볼때는요?']],
  // An exam said not done, run together.
  ['iron-deficiency-anemia', 'px.edema', false, ['(결막과 목을 본다)', '다리는안볼게요']],
  ['iron-deficiency-anemia', 'px.edema', true, ['(정강이를 눌러 본다)']],
  // A list of instructions run together tells; it asks nothing and is the advice given.
  ['primary-polydipsia', 'ed.lifestyle', true, ['식사는골고루드시고하루30분씩걸으세요.']],
  [
    'primary-polydipsia',
    'ed.lifestyle',
    false,
    ['식사는골고루드세요?'],
    'a question about meals advises nothing',
  ],
];

describe('round 13: the course and what makes it worse', () => checkRows(COURSE));
describe('round 13: follow-ups that borrow the situation, partners asked', () => checkRows(FOLLOW_UPS));
describe('round 13: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 13: consent in its ordinary forms', () => checkRows(CONSENT));
describe('round 13: plans proposed as a question', () => checkRows(PROPOSALS));
describe('round 13: typed without spaces', () => checkRows(RUN_TOGETHER));
