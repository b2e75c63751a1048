/**
 * Issue 17, round 19, in sentences of our own (none taken from the locked part; none copied from the round's
 * tuning transcripts, bench/grader/examiner-drafts/28-round19.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the
 * learner's lines.
 *
 * A. The round 19 decisions (EXAMINER-RULES): a carer asked to hold or comfort the child is no invitation to
 * stop or report, so no consent (the promise to stop is); a stool test proposed or asked about is no black-stool
 * question (it is a test told); an advice item naming several kinds is met by any one, the patient's own
 * provoking drug stopped included ("피임약은 끊으셔야 돼요").
 * B. Evidence, the turn that earns the item: a plan proposed with a start day and the clauses joined to it ask
 * no history; a check of understanding asks none either ("어떤 때 다시 오셔야 하는지 말씀해 주시겠어요?"); drugs
 * named as the cause are no treatment; a son's or daughter's feeling supposed is no empathy; relief asked as a
 * drug's effect comes after what changes the pain; limbs asked "too" is where, not which; water advised in
 * numbers asks no intake; a deferral run on into the next question defers only itself.
 * C. Counselling and education in the learner's words: the condition the item names ("상부 위장관 출혈"), CPAP,
 * vitamin K and a steroid course with eye care, checks of understanding retold to someone at home or asked as
 * what to do or when to call, the same dose doing less, a confidant besides the daughter, stopping as safer,
 * the consent said "before the results", who came along, what the patient thought the result would be, a
 * child's nursery and play, rest from jumping, lying down and water in numbers; messy history (which side,
 * "소변 보는건 평소대로?", "감기 걸렷어?", retching before the blood).
 * D. Exams in plain words: bruises and red spots, a hip turned, the arms drifting, a brush on the face, the
 * wound looked at.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const GIB = 'nsaid-gastric-ulcer-bleeding';
const OSA = 'obstructive-sleep-apnea-hypertension';
const WAR = 'warfarin-over-anticoagulation';
const ZOL = 'zolpidem-misuse';
const ALZ = 'early-onset-alzheimer-bad-news';
const HIP = 'transient-synovitis-hip-child';
const BELL = 'bell-palsy';
const OH = 'orthostatic-hypotension';
const PE = 'pulmonary-embolism';
const NORO = 'norovirus-gastroenteritis';

const DECISIONS: readonly Row[] = [
  [HIP, 'px.consent', false, ['지호 무릎 좀 볼게요. 겁내면 어머님이 안아 주세요.']],
  [NORO, 'px.consent', false, ['배 좀 볼게요. 울 수 있으니까 아버님이 손 잡아 주세요.']],
  [NORO, 'px.consent', false, ['아기 배 좀 볼게요. 보채면 잠깐 안아 주셔도 돼요.']],
  [
    HIP,
    'px.consent',
    'u2',
    [
      '다리 좀 볼게요. 무서워하면 어머님이 꼭 안아 주세요.',
      '이제 만져 볼게. 아프면 바로 말해 줘, 그럼 멈출게.',
    ],
  ],
  [NORO, 'px.consent', true, ['배 좀 볼게요. 아파하면 바로 멈출게요.'], 'control: the promise to stop'],
  [GIB, 'hx.melena', false, ['예전에 대변검사 받아 보신 적 있어요?']],
  [GIB, 'hx.melena', 'u2', ['대변 검사 해 보신 적 있으세요?', '변이 까맣게 나와요?']],
  [OH, 'hx.bleeding', false, ['혹시 모르니 대변검사도 할까요?']],
  [OH, 'ed.tests', true, ['심전도 보고 대변검사도 해 볼까요?'], 'control: a test proposed is told'],
  // Round 22 decision: this patient smokes and her case tells her to stop: the pill stopped alone no longer meets
  // "금연과 유발 요인 피하기" (round22.test.ts has the pill stopped beside quitting).
  [PE, 'ed.lifestyle', false, ['피임약은 이제 끊으셔야 돼요'], 'round 22: quitting not told to a smoker'],
  [
    PE,
    'ed.lifestyle',
    false,
    ['먹는 피임약은 오늘부터 중단하셔야되요'],
    'round 22: quitting not told to a smoker',
  ],
];

const EVIDENCE: readonly Row[] = [
  [
    OSA,
    'hx.alcohol',
    'u1',
    [
      '담배랑 술은요? 술은 한 번에 얼마나 드세요?',
      '몸무게를 넉 달에 4킬로 정도 빼 보고, 국물은 반만 드시고, 하루 20분 걷기를 다음 주 화요일부터 시작해 볼까요?',
    ],
  ],
  [
    HIP,
    'hx.factors',
    false,
    ['어머님, 어떤 때 다시 오셔야 하는지 한번 말씀해 주시겠어요?'],
    'a check of understanding asks no history',
  ],
  [
    WAR,
    'ed.treatment',
    'u2',
    [
      '감기약이랑 홍삼 추출물이 와파린을 세게 만들어서 멍이 든 거예요.',
      '와파린은 이틀 쉬고 비타민 K를 드릴게요.',
    ],
  ],
  [WAR, 'rel.empathy', 'u2', ['따님도 마음이 많이 쓰이시겠어요.', '피가 안 멈춰서 많이 겁나셨겠어요.']],
  [ZOL, 'rel.empathy', false, ['아드님도 약 찾았을 때 많이 놀라셨겠어요.']],
  [HIP, 'hx.factors', 'u1', ['뛸 때랑 가만히 쉴 때랑 아픈 게 차이가 나요?', '진통제 먹이면 좀 덜 아파해요?']],
  [BELL, 'hx.character', 'u2', ['왼쪽 얼굴만요? 팔다리도 힘빠지거나 저려요?', '힘이 없는거에요 저린거에요']],
  [
    OH,
    'hx.intake',
    'u2',
    [
      '넘어질 때 뭐 하다가 그랬어요?',
      '요즘 밥이랑 물은 잘 드세요',
      '어지러우면 바로 앉거나 눕고 물은 하루 2리터 이상 드세요',
    ],
    'control on its own: main cited the advice only in the whole transcript',
  ],
  [OH, 'hx.pastMedical', true, ['술 얘기는 이따 할게요 당뇨나 심장병 있으세요?']],
  [
    OH,
    'hx.alcohol',
    false,
    ['술 얘기는 이따 할게요 당뇨나 심장병 있으세요?'],
    'control: the deferral itself',
  ],
];

const COUNSELLING: readonly Row[] = [
  [GIB, 'ed.diagnosis', true, ['진통제 때문에 위가 헐어서 피가 나는 상부 위장관 출혈 같아요.']],
  [GIB, 'hx.event', true, ['피 토하기 전에 헛구역질을 많이 하거나 토하신 적은요?']],
  [OSA, 'ed.treatment', true, ['주무실 때 양압기를 쓰시고 혈압약은 필요하면 조절할게요.']],
  [OSA, 'hx.weight', true, ['최근 2년 사이에 몸무게는 얼마나 느셨어요?']],
  [
    WAR,
    'rel.plainWords',
    'u2',
    [
      '와파린이 너무 세게 들어서 피가 잘 안 멈추는 거예요.',
      '댁에 가셔서 따님께 뭐라고 설명하실지 한번 해 보시겠어요?',
    ],
  ],
  [
    ZOL,
    'rel.plainWords',
    'u2',
    [
      '수면제를 스스로 조절 못 하시는 상태예요.',
      '제 설명 중에 오늘 밤부터 하실 거 하나만 말씀해 주시겠어요?',
    ],
  ],
  [ALZ, 'rel.understanding', true, ['제가 드린 말씀을 아드님께 설명하신다면 어떻게 말씀하시겠어요?']],
  [
    BELL,
    'rel.plainWords',
    'u2',
    ['얼굴 신경에 염증이 생긴 벨마비 같아요', '제가 한 얘기 중에 어떨 때 119 불러야 되는지 말해볼래요?'],
  ],
  [ZOL, 'hx.tolerance', true, ['같은 양을 드셔도 잠이 예전처럼 안 오세요?']],
  [ZOL, 'hx.support', true, ['힘들 때 기댈 사람은 아드님 말고 또 있으세요?']],
  [ZOL, 'ed.motivation', true, ['밤에 넘어지신 거 생각하면, 지금 줄이시는 게 안전해요.']],
  [ALZ, 'px.consent', true, ['결과 말씀드리기 전에 맥박 재고 몇 가지 볼 건데, 싫으시면 말씀하세요.']],
  [
    ALZ,
    'rel.openQuestion',
    true,
    ['오늘 누구랑 같이 오셨어요?', '검사 결과가 어떨 거라고 생각하고 오셨어요?'],
  ],
  [HIP, 'hx.impact', true, ['어린이집은 갔어요? 놀 때 뛰어다녀요?']],
  [HIP, 'ed.lifestyle', true, ['며칠은 뛰거나 점프하는 놀이는 쉬게 해 주세요.']],
  [OH, 'ed.lifestyle', true, ['어지러우면 바로 앉고 물은 하루 2리터 이상 드세요']],
  [BELL, 'hx.location', true, ['얼굴 왼쪽만?? 팔다리도 힘빠지거나 저려요?']],
  [BELL, 'hx.sphincter', true, ['소변 보는건 평소대로?']],
  [BELL, 'hx.event', true, ['최근에 몸살 걸렷거나 설사했어?']],
  [BELL, 'ed.treatment', true, ['스테로이드 약 일주일 먹고 인공눈물 넣어요']],
];

const EXAMS: readonly Row[] = [
  [WAR, 'px.skin', true, ['(팔 멍 크기를 재 보고 붉은 점이 있는지 본다)']],
  [WAR, 'px.skin', false, ['(목 옆을 만져 멍울이 있는지 본다)'], 'control: a lump is no bruise'],
  [HIP, 'px.rom', true, ['(고관절을 살살 바깥쪽으로 돌려 본다)']],
  [BELL, 'px.motor', true, ['(눈 감고 팔 뻗게 하고 팔이 처지는지 봄)']],
  [BELL, 'px.sensory', true, ['(붓으로 양쪽 얼굴을 건드리며) 똑같아요?']],
  [OH, 'px.injury', true, ['(이마 찢어진 데 봄)']],
];

describe('round 19: the EXAMINER-RULES decisions', () => checkRows(DECISIONS));
describe('round 19: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 19: counselling and education in the learner’s words', () => checkRows(COUNSELLING));
describe('round 19: exams in plain words', () => checkRows(EXAMS));
