/**
 * Issue 17, round 12: classes found by six new tuning transcripts weighted to history taking in
 * everyday words and to patient education (bench/grader/examiner-drafts/21-round12.yaml), written out
 * in sentences of our own, in other presentations where the class allows (none taken from the locked
 * part). Each row: case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met,
 * or met and earned by the message named), the learner's lines, and what the row shows.
 *
 * Last, the metamorphic check of rounds 10 and 11 on every tuning transcript of the examiner set: typed
 * without spaces, with common slips or in 반말, each earns the same items, but for the few variants
 * listed in KNOWN_VARIANT_GAPS (documented there, and asserted to still differ so the list cannot
 * go stale).
 */
import { describe } from 'vitest';
import { checkTypingVariants } from '../../bench/grader/typing-variants';
import { checkRows, type Row } from '../../bench/grader/verdict';

const AMI = 'acute-myocardial-infarction';
const CHOLE = 'acute-cholecystitis';
const INSOMNIA = 'insomnia-disorder';
const PYELO = 'acute-pyelonephritis-fever';
const CDIFF = 'clostridioides-difficile-colitis';
const MIGRAINE = 'migraine-with-aura';
const SCREEN = 'lung-cancer-screening-smoker-precontemplation';
const COPD = 'copd-smoker-contemplation';
const DISC = 'lumbar-disc-herniation';
const GOUT = 'acute-gouty-arthritis';
const STENOSIS = 'lumbar-spinal-stenosis-neurogenic-claudication';
const PHENTERMINE = 'phentermine-appetite-suppressant-misuse';
const CERVICAL = 'cervical-radiculopathy';

/** History asked in everyday words. */
const HISTORY: readonly Row[] = [
  // Radiation as a pull towards another place ("땡겨요", "당겨요").
  [CHOLE, 'hx.radiation', true, ['오른쪽 어깻죽지나 등으로 땡겨요?']],
  [AMI, 'hx.radiation', true, ['왼쪽 팔이나 턱 쪽으로 당겨요?']],
  [
    CHOLE,
    'hx.radiation',
    false,
    ['등이 땡기는 건 언제부터예요?'],
    'when the back began, not where the pain goes',
  ],
  // Snoring and apnoea as others tell it.
  [
    INSOMNIA,
    'hx.snoring',
    true,
    ['옆에서 코를 심하게 곤다거나 자다가 숨을 안 쉰다는 얘기 들은 적 있으세요?'],
  ],
  [INSOMNIA, 'hx.snoring', true, ['자다가 숨 멈춘다는 소리 들어 보셨어요?']],
  [INSOMNIA, 'hx.snoring', false, ['코가 막혀서 잠이 안 와요?'], 'a blocked nose is not snoring'],
  // Light and noise intolerance.
  [MIGRAINE, 'hx.photophobia', true, ['아플 때 불빛이나 소리가 거슬리세요?']],
  [MIGRAINE, 'hx.photophobia', true, ['밝은 데 가면 더 힘드세요?']],
  [MIGRAINE, 'hx.photophobia', false, ['눈앞에 빛이 번쩍여요?'], 'a flash seen is the aura'],
  // Blood listed with mucus.
  [
    CDIFF,
    'hx.blood',
    'u2',
    ['하루 몇번 가요 물처럼 나와요?', '피나 코같은거 섞여나와요?'],
    'the turn that names blood',
  ],
  // The reason for a change imagined.
  [SCREEN, 'hx.motivation', true, ['그래도 끊는다면 왜일까요?']],
  [SCREEN, 'hx.motivation', true, ['나중에 줄이신다면 뭐 때문일 것 같으세요?']],
  [SCREEN, 'hx.motivation', false, ['끊으면 어떤 점이 힘들 것 같으세요?'], 'what would be hard is no reason'],
  // A question about stress is no empathy.
  [INSOMNIA, 'rel.empathy', false, ['요새 마음 쓰이거나 부담되는 일 있으세요?']],
  [INSOMNIA, 'hx.stress', true, ['요새 마음 쓰이거나 부담되는 일 있으세요?']],
  [INSOMNIA, 'rel.empathy', true, ['마음이 많이 쓰이셨겠어요.']],
];

/** Messy typing: particles and question words typed as said. */
const MESSY: readonly Row[] = [
  [CDIFF, 'hx.experience', true, ['전에두 설사 자주 햇어요?']],
  [CDIFF, 'hx.experience', true, ['전에두설사자주햇어요?']],
  [DISC, 'hx.experience', true, ['예전에두 이랬던 적']],
  [STENOSIS, 'hx.occupation', true, ['일은머하세요']],
  [CHOLE, 'hx.event', true, ['어제머먹엇어요아프기전에?']],
  [CERVICAL, 'rel.openQuestion', true, ['머때문에오셨어요?']],
  [PHENTERMINE, 'hx.readiness', true, ['지금끊을맘은얼마나돼요']],
  // "잇으면" is "있으면": an invitation to ask, no check of understanding.
  [
    GOUT,
    'rel.plainWords',
    false,
    ['통풍은 요산이 관절에 쌓여서 생기는 병이에요.', '이해 안 되는 부분 잇으면 언제든 여쭤보세요.'],
  ],
];

/** Exams described, consent in its ordinary forms, empathy. */
const EXAM_AND_RELATION: readonly Row[] = [
  [CHOLE, 'px.murphy', true, ['(오른쪽 갈비 밑에 손 넣고 숨 크게 쉬게 함)']],
  [CHOLE, 'px.murphy', true, ['(오른쪽 늑골 아래를 누르고 숨을 들이쉬게 한다)']],
  [MIGRAINE, 'px.consent', true, ['신경 검사 몇 가지 할게요. 따라 해 보시고 힘드시면 말씀해 주세요.']],
  [MIGRAINE, 'px.consent', false, ['피검사 몇 가지 할게요.'], 'a test ordered is no exam'],
  [COPD, 'px.consent', true, ['숨소리 좀 들어 볼게. 옷 좀 올려도 될까?'], '반말'],
  [
    'major-depressive-disorder',
    'ed.warningSigns',
    true,
    ['죽고 싶은 생각이 강해지면 바로 연락하거나 응급실로 와.'],
    '반말 advice ending in 와',
  ],
  [MIGRAINE, 'ed.warningSigns', true, ['갑자기 머리가 깨질 듯 아프면 바로 응급실로 와.']],
  [MIGRAINE, 'rel.empathy', true, ['일하다가 갑자기 아프면 정말 곤란하셨겠어요.']],
  [CDIFF, 'rel.plainWords', true, ['항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요', '이해돼요?']],
  [PYELO, 'rel.plainWords', true, ['콩팥에 세균이 들어가서 생긴 염증이에요.', '이해 가세요?']],
  [PYELO, 'rel.plainWords', false, ['콩팥에 세균이 들어가서 생긴 염증이에요.'], 'no check'],
];

/** Explanations: drugs and procedures named, tests, the diagnosis in lay words, advice of the item's kind. */
const EDUCATION: readonly Row[] = [
  // A plan told as a possibility.
  [CHOLE, 'ed.treatment', true, ['일단 금식하고 수액이랑 항생제 맞고 담낭 떼는 수술 할수도 잇어요']],
  [CHOLE, 'ed.treatment', true, ['염증이 심하면 쓸개를 떼는 수술을 받을 수도 있어요.']],
  // The turn that names what the item names, before one the NLU read as treatment.
  [
    AMI,
    'ed.treatment',
    'u2',
    [
      '나중에 회복되시면 담배는 꼭 끊으시고 혈압, 콜레스테롤 약 꾸준히 드셔야 해요.',
      '아스피린 씹어 드시고, 막힌 혈관을 뚫는 관상동맥 조영술을 바로 준비할게요.',
    ],
  ],
  // A drug taken named as the cause plans no treatment.
  [
    CDIFF,
    'ed.treatment',
    'u2',
    [
      '항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요',
      '물 충분히 마시고 수액 맞고, 균 잡는 반코마이신 먹는 약 쓸게요',
    ],
  ],
  [CDIFF, 'ed.treatment', false, ['항생제 드시고 나서 생긴 설사 같아요.'], 'the cause, not the plan'],
  [CDIFF, 'ed.diagnosis', true, ['항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요']],
  // "음식 위생" names hygiene: drinking water is advice of another kind.
  [
    CDIFF,
    'ed.lifestyle',
    'u2',
    [
      '물 충분히 마시고 수액 맞고, 균 잡는 반코마이신 먹는 약 쓸게요',
      '화장실 다녀오면 비누로 손 꼭 씻고 수건 따로 쓰세요',
    ],
  ],
  [CDIFF, 'ed.lifestyle', false, ['물 많이 드시고 식사는 죽으로 하세요.']],
  // Tests in English abbreviations.
  [PYELO, 'ed.tests', true, ['CBC, CRP 피검사랑 소변검사, 소변 배양 검사 할게요.']],
  [AMI, 'ed.tests', true, ['지금 바로 ECG 찍고 트로포닌 피검사 할게요.']],
];

describe('round 12: history in everyday words', () => checkRows(HISTORY));
describe('round 12: messy typing', () => checkRows(MESSY));
describe('round 12: exams described, consent, empathy, understanding', () => checkRows(EXAM_AND_RELATION));
describe('round 12: explanations', () => checkRows(EDUCATION));

// ---------------------------------------------------------------------------------------------
// Metamorphic check on every tuning transcript: the same interview typed differently earns the same items
// (bench/grader/typing-variants.ts, where the variants and KNOWN_VARIANT_GAPS are). The first half runs
// here, the second in round12-variants.test.ts, so that two workers share the longest check.

checkTypingVariants(0);
