/**
 * Issue 17, round 21, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/30-round21.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. A painkiller told to be stopped is no "진통제 과용 주의" (round 21 decision): the headache item asks the caution
 * (how often is too often, what overuse does), and names the painkiller apart from the triggers; the caution told,
 * a limit by the week and a trigger avoided still earn it, and a provoking drug stopped still earns "유발 요인 피하기"
 * where the item does not name the drug apart (round 19), when it is this patient's provoking drug: one the case's
 * plan or education says to stop (a painkiller or a sleeping pill stopped in a pulmonary embolism is not).
 * B. Counselling history in the learner's words: help asked of someone and a place to call in the honorific, the
 * family asked as "집안 어른들", going home asked with 댁; a son named as the object of a question is no identity check.
 * C. Evidence, the turn that earns the item: money asked is the living situation, not economic abuse; "팔 말고 또 …
 * 데" asks other sites, not an earlier episode; a report made before is no intent to report; a treatment item's own
 * words ("진단서") cite the turn that says them, though it plans a test too, before a helpline turn.
 * D. Counselling told in plain words: a dangerous means locked away and a call agreed, the reporting duty told
 * without 신고, the learner's help with reporting told with an embedded "-는지", a certificate offered.
 * E. Exams in plain words: the face watched as a note ("표정 살핌"), the hand gripped hard and the foot pushed.
 * F. A child's abuse told by the mother: the child's age in native numbers, hurt places asked as where the child
 * "아파하는", help from relatives or neighbours, the child's fear watched, a helpline cited before a shelter named in a
 * safety plan.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const MOH = 'medication-overuse-headache';
const TTH = 'chronic-tension-type-headache';
const MIG = 'migraine-with-aura';
const PE = 'pulmonary-embolism';
const SUI = 'rural-elderly-man-pesticide-suicide-risk';
const DV = 'dating-violence-coercive-control';
const ELDER = 'elder-abuse';
const CHILD = 'child-abuse-suspected';

const PAINKILLER: readonly Row[] = [
  [MOH, 'ed.lifestyle', false, ['지금 드시는 진통제는 오늘부터 끊으세요.']],
  [MIG, 'ed.lifestyle', false, ['먹던 진통제는 중단하시고요.']],
  [TTH, 'ed.lifestyle', false, ['진통제는 당분간 드시지 마세요.']],
  [MIG, 'ed.lifestyle', false, ['진통제 이제 끊으셔야 돼요.']],
  [TTH, 'ed.lifestyle', false, ['진통소염제는 앞으로 드시지 마세요.']],
  [
    MOH,
    'ed.lifestyle',
    true,
    ['진통제는 한 달에 열흘 넘게 드시면 오히려 두통이 생겨요.'],
    'control: the caution',
  ],
  [TTH, 'ed.lifestyle', true, ['진통제는 일주일에 두 번 넘게 드시지 마세요.'], 'a limit by the week'],
  [
    MIG,
    'ed.lifestyle',
    true,
    ['이부프로펜은 끊으시고 커피는 줄이세요.'],
    'control: a trigger beside the stop',
  ],
  [MIG, 'ed.lifestyle', true, ['잠 부족하거나 와인 드시면 두통이 오니까 피하세요.'], 'a headache’s triggers'],
  [
    PE,
    'ed.lifestyle',
    true,
    ['먹는 피임약은 이제 끊으셔야 해요. 담배도 같이 끊으세요.'],
    'control: the provoking drug (round 19), with quitting (round 22)',
  ],
  [PE, 'ed.lifestyle', false, ['진통제는 당분간 드시지 마세요.'], 'not this patient’s provoking drug'],
  [PE, 'ed.lifestyle', false, ['수면제는 이제 끊으세요.'], 'not this patient’s provoking drug'],
];

const HISTORY: readonly Row[] = [
  [SUI, 'hx.support', true, ['마음이 힘드실 때 전화하실 데는 있으세요?']],
  [ELDER, 'hx.support', true, ['도와 달라고 말씀하실 만한 친척분은 계세요?']],
  [SUI, 'hx.family', true, ['집안 어른들 가운데 스스로 목숨을 끊으신 분 있었어요?']],
  [ELDER, 'hx.safety', true, ['이따 댁에 돌아가셔도 괜찮으세요?']],
  [
    SUI,
    'hx.protective',
    true,
    ['그래도버티게해주는가족이나이유가있어요?'],
    'typed without spaces: "이나이유" holds no 나이',
  ],
  [
    ELDER,
    'hx.reporting',
    true,
    ['아드님을 신고하실 마음은 있으세요?'],
    'a son as the object is no identity check',
  ],
];

const EVIDENCE: readonly Row[] = [
  [ELDER, 'hx.violence', false, ['생활비는 누가 대 주세요? 용돈은 직접 관리하세요?']],
  [
    ELDER,
    'hx.violence',
    'u1',
    [
      '아드님이 언제부터 그러셨어요? 때리거나 욕하거나 통장을 가져가거나 그런 거요.',
      '생활비는 어떻게 하세요? 연금은 직접 쓰세요?',
    ],
  ],
  [ELDER, 'hx.violence', true, ['아드님이 연금을 가져가세요?'], 'control: money taken'],
  [ELDER, 'hx.previous', false, ['허리 말고 또 아프시거나 다치신 데 있으세요?']],
  [
    ELDER,
    'hx.injuries',
    'u1',
    ['허리 말고 또 아프시거나 다치신 데 있으세요?', '넘어지신 건 어쩌다 그러신 거예요? 누가 그랬어요?'],
  ],
  [ELDER, 'hx.reporting', false, ['예전에 경찰에 신고하신 적 있으세요?']],
  [ELDER, 'hx.reporting', 'u2', ['전에 경찰에 알리신 적 있으세요?', '아드님을 신고하실 생각은 있으세요?']],
  [DV, 'hx.previous', true, ['예전에 경찰에 신고하신 적 있으세요?'], 'control: the earlier report'],
  [
    DV,
    'ed.treatment',
    'u1',
    [
      '팔은 사진 찍어보고 붕대 감아드릴게요 진단서도 떼드릴수있어요',
      '1366에 전화하시면 상담도 받을 수 있어요',
    ],
  ],
  [ELDER, 'ed.treatment', true, ['다치신 데 진단서는 필요하시면 떼 드릴게요.']],
];

const COUNSELLING: readonly Row[] = [
  [SUI, 'ed.safetyPlan', true, ['집에 있는 제초제는 따님께 말씀드려서 자물쇠로 잠가 두시고요.']],
  [SUI, 'ed.safetyPlan', true, ['힘드시면 저나 따님한테 바로 전화하시기로 해요.']],
  [
    ELDER,
    'ed.reportingDutyElder',
    true,
    ['어르신 같은 경우는 의사가 법적으로 노인보호전문기관에 알려야 해요.'],
  ],
  [
    DV,
    'ed.reporting',
    true,
    ['신고할지는 본인이 정하는 거고 하고 싶으면 어떻게 하는지 알려 주고 도와줄게요'],
  ],
  [
    DV,
    'hx.reporting',
    false,
    ['신고할지는 본인이 정하는 거고 하고 싶으면 어떻게 하는지 알려 주고 도와줄게요'],
    'told, not asked',
  ],
];

const EXAMS: readonly Row[] = [
  [DV, 'px.mentalStatus', true, ['(얘기하는 동안 표정 살핌)']],
  [TTH, 'px.motorSensory', true, ['손 세게 잡아보시고 발로 밀어보세요']],
];

const CARER: readonly Row[] = [
  [CHILD, 'rel.identity', true, ['차준우 어린이, 올해 다섯 살이죠?']],
  [CHILD, 'hx.injuries', true, ['다리 말고 아이가 아파하는 데 더 있어요?']],
  [CHILD, 'hx.support', true, ['도움 줄 수 있는 친척이나 이웃은 있으세요?']],
  [CHILD, 'px.mentalStatus', true, ['(아이가 어른이 다가가면 움츠러드는지 본다)']],
  [
    CHILD,
    'ed.resources',
    'u2',
    ['위험하면 갈 쉼터나 친정을 미리 정해 두세요.', '1366에 전화하시면 24시간 상담하고 쉼터도 알려 줘요.'],
  ],
];

describe('round 21: a painkiller stopped is no overuse caution', () => checkRows(PAINKILLER));
describe('round 21: counselling history in the learner’s words', () => checkRows(HISTORY));
describe('round 21: evidence, the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 21: counselling told in plain words', () => checkRows(COUNSELLING));
describe('round 21: exams in plain words', () => checkRows(EXAMS));
describe('round 21: a child’s abuse told by the mother', () => checkRows(CARER));
