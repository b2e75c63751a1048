/**
 * Issue 17, round 23, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/33-round23.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. History in the learner's words over presentations the tuning part had least of: a consensual partner and a
 * drug that did not agree, who the perpetrator was as known or not and how many, a reaction after a past shot, someone
 * at home with weak immunity, group life in an older adult's words, reluctance asked, a sudden fear in 반말, the
 * situation it comes in, places avoided, what came just before a seizure, a night without sleep, the clock time and
 * the last time well, weak or numb across a comma, how soon it went, walking asked bare, a breast lump described,
 * pain asked bare, breast imaging had, a lump before, growth that stopped.
 * B. Exams in plain words and the grip (round 23 decision): the neck moved in the past connective, Spurling's test
 * pressed "from above", a grip asked is a test of limb strength (not of the legs').
 * C. Counselling in plain words: which shot goes where today, the common reaction and what to do, the next shot years
 * on, posture advised, a reluctance called natural, an interview opened by listening first; a treatment said to be of
 * no use, or someone else's treatment reported, refers nobody.
 * D. Evidence, the turn that earns the item: a symptom asked of a past shot is no "today"; who lives at home is no
 * group life; the opening "무슨 일이 있었는지" asks no preceding event; "그 직전까지는" asks the onset; the patient's
 * request named back ("…말씀하셨는데,") plans nothing.
 * E. Feedback (issue items 11-12): the mood observed in a counselling or psychiatric station is not the orientation
 * check; a course asked against the menstrual cycle is asked so; readiness to change is asked of a habit, not of a
 * survivor of violence; a vaccination visit is not told to ask OLDCoExCAFE.
 */
import { describe, expect, it } from 'vitest';
import { chat, checkRows, type Row } from '../../bench/grader/verdict';
import { loadCase, loadTranscripts } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import { exampleFor, itemLabel } from './examples';
import { gradeEncounter } from './grade';

const SA = 'sexual-assault-delayed-acquaintance';
const FLU = 'influenza-pneumococcal-vaccination-older-adult';
const PANIC = 'panic-disorder';
const JME = 'juvenile-myoclonic-epilepsy';
const CSM = 'cervical-spondylotic-myelopathy';
const TIA = 'transient-ischemic-attack-carotid';
const BREAST = 'breast-cancer';
const FSS = 'familial-short-stature';
const HE = 'hepatic-encephalopathy';
const DISC = 'lumbar-disc-herniation';
const IPV = 'intimate-partner-violence';
const SH = 'recurrent-self-harm-young-woman';
const MALE = 'sexual-assault-male-victim';
const MIGRANT = 'marriage-migrant-domestic-violence';
const TRAVEL = 'travel-vaccination-hepatitis-a-typhoid';
const ESKD = 'end-stage-kidney-disease-dialysis-bad-news';
const BINGE = 'binge-drinking-college-student-contemplation';
const OPIOID = 'opioid-use-disorder';

const HISTORY: readonly Row[] = [
  [SA, 'hx.sexual', true, ['원해서 한 관계는 최근에 있었어요?']],
  [SA, 'hx.sexual', true, ['합의해서 한 관계가 최근에 있었는지도 여쭤볼게요.'], 'announced'],
  [SA, 'hx.allergy', true, ['혹시 안 맞는 약 있으세요?']],
  [SA, 'hx.allergy', true, ['드신 뒤에 두드러기 났던 약은요?']],
  [SA, 'hx.perpetrator', true, ['그 남자는 전부터 알던 사람이에요?']],
  [SA, 'hx.perpetrator', true, ['몇 명이었어요?']],
  [FLU, 'hx.reactions', true, ['작년에 주사 맞으신 뒤에 열 나거나 붓지 않으셨어요?']],
  [FLU, 'hx.household', true, ['댁에 계신 분들 중에요, 그중에 면역이 떨어지신 분은요?']],
  [FLU, 'hx.living', true, ['노인정이나 복지관 같은 데 자주 가세요?']],
  [FLU, 'hx.concerns', true, ['솔직히 어떤 부분이 내키지 않으세요?']],
  [PANIC, 'hx.character', true, ['그럴 때 갑자기 죽을 거 같이 무서워져?'], '반말'],
  [PANIC, 'hx.trigger', true, ['주로 어떤 상황에서 생겨요?']],
  [PANIC, 'hx.avoidance', true, ['또 올까 봐 피하는 데 있어요?']],
  [PANIC, 'hx.family', true, ['집안에 공황이나 불안으로 약 먹는 사람'], 'telegraphic'],
  [JME, 'hx.aura', true, ['발작 바로 전에 이상한 냄새 같은 거 났어요?']],
  [JME, 'hx.sleep', true, ['요즘 하루에 몇 시간 잤어요?']],
  [JME, 'hx.trigger', true, ['어제 잠 못 잤어요?'], 'sleep lost before a seizure'],
  [TIA, 'hx.onset', true, ['몇 시쯤이었어요?']],
  [TIA, 'hx.onset', true, ['그 전까지는 괜찮으셨어요?'], 'last time well'],
  [TIA, 'hx.event', false, ['그 직전까지는 멀쩡하셨어요?'], 'the last time well is no preceding event'],
  [TIA, 'hx.character', true, ['힘이 빠졌어요, 저린 거예요?']],
  [TIA, 'hx.course', true, ['얼마 만에 풀렸어요?']],
  [TIA, 'hx.gait', true, ['걷는 거는요?']],
  [BREAST, 'hx.character', true, ['멍울이 딱딱해요, 말랑해요?']],
  [BREAST, 'hx.character', true, ['만지면 움직여요?']],
  [BREAST, 'hx.pain', true, ['아프세요?']],
  [BREAST, 'hx.checkup', true, ['맘모 마지막으로 언제 했어요']],
  [BREAST, 'hx.pastMedical', true, ['예전에 가슴에 물혹 생겼던 적 있어요?']],
  [FSS, 'hx.course', true, ['잘 크다가 멈춘 적은 없어요?']],
  [BREAST, 'hx.onset', true, ['멍울언제첨만져졌어요'], 'typed without spaces'],
  [FSS, 'hx.living', true, ['학교 끝나고 누가 봐 줘?'], '반말'],
  // Second batch.
  [SH, 'hx.event', true, ['요새 젤 힘들게 한 거 있어']],
  [SH, 'hx.attempt', true, ['전에도 그은적']],
  [SH, 'hx.attempt', true, ['약 한꺼번에 먹은 적은요?']],
  [SH, 'hx.medication', false, ['약 한꺼번에 많이 먹은 적 있어요?'], 'an overdose, not the drugs taken'],
  [SH, 'hx.family', true, ['가족 중에 극단적인 선택 하신 분'], 'telegraphic'],
  [SH, 'rel.identity', true, ['김하늘님 맞죠 서른?']],
  [SH, 'rel.empathy', true, ['여기까지 혼자 버텼겠다']],
  [SH, 'rel.empathy', true, ['얘기 털어놔 주셔서 고마워요.']],
  [MALE, 'hx.injuries', true, ['아픈 건 언제부터예요? 피도 났어요?']],
  [MIGRANT, 'rel.openQuestion', true, ['오늘 무슨 일이 있었어요?']],
  [
    MIGRANT,
    'hx.violence',
    false,
    ['오늘 무슨 일이 있었어요?'],
    'an open question asks no history of violence',
  ],
  [MIGRANT, 'hx.previous', false, ['전에도 남편이 때린 적 있어요?'], 'an earlier beating is no help sought'],
  [MIGRANT, 'hx.previous', true, ['예전에 경찰에 알리신 적 있어요?'], 'control'],
  [
    MIGRANT,
    'rel.summary',
    true,
    ['제가 잘 들었는지 확인할게요. 남편이 술을 마시면 때리고, 돈을 안 주고, 여권을 가져갔어요. 맞죠?'],
  ],
  [TRAVEL, 'hx.living', true, ['회사 기숙사에서 지내세요?']],
  [
    TRAVEL,
    'rel.plainWords',
    false,
    ['A형 간염은 물이나 음식으로 옮는 간 병이에요.', '제 설명 괜찮으셨어요?'],
    'control',
  ],
  // Third batch.
  [ESKD, 'hx.invitation', true, ['결과를 자세히 듣는 게 좋아, 아니면 간단히 들을래?'], '반말'],
  [BINGE, 'hx.withdrawal', true, ['안 마시면 손 떨리거나 잠 못 자는 거']],
  [BINGE, 'hx.withdrawal', true, ['안마시면손떨리거나잠못자는거'], 'typed without spaces'],
  [BINGE, 'ed.withdrawal', false, ['안 마시면 손 떨리거나 잠 못 자는 거'], 'asked, not explained'],
  [BINGE, 'rel.openQuestion', true, ['어젯밤 얘기 좀 해 주실래요?']],
  [OPIOID, 'hx.source', true, ['병원 말고 다른 데서도 구하세요?']],
  [OPIOID, 'rel.openQuestion', true, ['무슨 도움이 필요하셔서 오셨어요?']],
];

const EXAMS: readonly Row[] = [
  [CSM, 'px.rom', true, ['고개를 숙였다가 뒤로 젖혔다가 해 보세요.']],
  [CSM, 'px.spurling', true, ['머리를 뒤로 젖힌 상태에서 위에서 누를게요.']],
  [CSM, 'px.spurling', true, ['고개 뒤로 젖힌 채로 위에서 누를게, 팔 저리면 말씀해.'], '반말'],
  [CSM, 'px.neuro', true, ['양손으로 제 손가락 꽉 쥐어 보세요.'], 'control: a grip, arm strength'],
  [TIA, 'px.motor', true, ['제 손을 세게 잡아 보세요. 이제 반대 손도요.'], 'control: a grip, limb strength'],
  [JME, 'px.motor', true, ['제 손 꽉 잡아 보세요.'], 'control: a grip, 근력'],
  [
    HE,
    'px.motor',
    true,
    ['아버님, 눈 떠 보세요. 제 손 꽉 잡아 보세요.'],
    'control: a grip in a consciousness check',
  ],
  [DISC, 'px.neuro', false, ['제 손 꽉 잡아 보세요.'], 'the legs’ strength: a grip is not it'],
  [
    MALE,
    'px.genital',
    'u2',
    [
      '이제 진찰할 건데 항문도 볼 거예요. 불편하면 말씀하세요.',
      '(항문 주위 찢어진 데를 보고 면봉으로 검체를 채취한다)',
    ],
  ],
  [ESKD, 'px.consent', true, ['결과 말씀드리기 전에 붓기만 잠깐 볼게요. 불편하시면 말씀하세요.']],
  [BINGE, 'px.tremor', true, ['팔 앞으로 쭉 펴봐요']],
];

const COUNSELLING: readonly Row[] = [
  [FLU, 'ed.schedule', true, ['오늘 독감 주사랑 폐렴 주사를 양쪽 팔에 하나씩 맞으시면 돼요.']],
  [FLU, 'ed.sideEffects', true, ['팔이 뻐근하면 따뜻한 수건 대 주세요.']],
  [FLU, 'ed.followUp', true, ['폐렴 주사는 5년 뒤에 한 번 더 맞으시면 돼요.']],
  [FLU, 'rel.empathy', true, ['또 맞기 싫으신 게 당연해요.']],
  [FLU, 'rel.openQuestion', true, ['접종에 대한 어르신 마음이 어떠신지 먼저 들어 볼게요.']],
  [CSM, 'ed.lifestyle', true, ['휴대폰 보실 때 고개를 너무 숙이지 마세요.']],
  [
    FSS,
    'ed.referral',
    false,
    ['성장호르몬 주사는 매일 맞아야 하는데 서아한테는 효과가 거의 없어요.'],
    'a treatment of no use',
  ],
  [FSS, 'ed.referral', false, ['친구 딸은 성장호르몬 주사 맞는다니, 많이 신경 쓰이셨겠어요.'], 'reported'],
  [FSS, 'ed.referral', true, ['성장이 더 늦어지면 소아내분비 전문의에게 의뢰해 드릴게요.'], 'control'],
  [BINGE, 'ed.motivation', true, ['필름도 끊겼고 수업도 빠졌으니 이번에 한 번에 마시는 양을 줄여 봐요.']],
  [BINGE, 'ed.plan', true, ['다음 회식부터 소주 세 잔까지만 마시고 물이랑 번갈아 드세요.']],
  [
    OPIOID,
    'ed.motivation',
    true,
    ['지난번에 쓰러지셨던 것처럼 위험할 수 있어서, 이번에 끊는 치료를 시작하시는 게 좋겠어요.'],
  ],
];

const EVIDENCE: readonly Row[] = [
  [
    FLU,
    'hx.today',
    'u2',
    ['작년에 맞고 나서 불편한 데 있었어요? 열이 펄펄 나거나 붓는 건요?', '오늘은 열 없으시죠?'],
  ],
  [FLU, 'hx.living', 'u2', ['집에는 누구랑 같이 사세요?', '노인정이나 복지관 같은 데 자주 가세요?']],
  [JME, 'hx.trigger', 'u2', ['오늘 무슨 일이 있었는지 말씀해 주시겠어요?', '어제 잠 못 잤어요?']],
  [
    JME,
    'hx.trigger',
    false,
    ['오늘 무슨 일이 있었는지 편하게 말씀해 주세요.'],
    'the opening on today asks no preceding event',
  ],
  [
    SA,
    'ed.prophylaxis',
    'u2',
    [
      '응급 피임약 얘기하셨는데, 약 드리기 전에 제가 몇 가지 여쭤봐도 될까요?',
      '울리프리스탈이라는 응급피임약을 드릴게요.',
    ],
  ],
  [
    OPIOID,
    'ed.treatment',
    'u2',
    [
      '진통제에 몸이 적응해서 떨어지면 금단 증상이 오는 사용장애로 보여요.',
      '금단 증상은 약으로 조절하면서 천천히 줄여 갈게요.',
    ],
    'withdrawal named in the diagnosis manages nothing',
  ],
];

describe('round 23: history in the learner’s words', () => checkRows(HISTORY));
describe('round 23: exams in plain words; a grip is a limb-strength test', () => checkRows(EXAMS));
describe('round 23: counselling in plain words', () => checkRows(COUNSELLING));
describe('round 23: evidence, the turn that earns the item', () => checkRows(EVIDENCE));

const item = (caseId: string, id: string) => {
  const found = caseChecklist(loadCase(caseId)).find((i) => i.id.endsWith(`.${id}`));
  if (!found) throw new Error(`${caseId} has no ${id}`);
  return found;
};

describe('round 23: feedback a learner can copy (issue items 11-12)', () => {
  it('the mood observed in a counselling station is not the orientation check', () => {
    const it1 = item(SA, 'px.mentalStatus');
    expect(exampleFor(it1, loadCase(SA))).not.toMatch(/지남력|의식/);
    expect(itemLabel(it1)).toBe('정서 상태 관찰');
    const result = gradeEncounter({
      caseData: loadCase(PANIC),
      messages: chat(['안녕하세요, 학생의사 김하늘입니다.']),
    });
    const text = [
      result.qualitativeFeedback,
      ...result.improvementAreas.map((a) => `${a.description} ${a.advice}`),
    ];
    expect(text.join(' ')).not.toMatch(/지남력/);
  });

  it('a course asked against the menstrual cycle is asked so', () => {
    const it1 = item(BREAST, 'hx.cycle');
    expect(exampleFor(it1, loadCase(BREAST))).toMatch(/주기/);
    expect(itemLabel(it1)).toBe('월경 주기에 따른 변화');
  });

  it('the amount and the number of bleeds are asked so, and a name keeps one parenthesis', () => {
    const it1 = item('rectal-cancer', 'hx.course');
    // Round 27: asked as a learner asks it ("피는 얼마나 나왔어요? 몇 번이나 피가 났어요?"), not the item made a question.
    expect(exampleFor(it1, loadCase('rectal-cancer'))).toMatch(/얼마나 나왔어요\? 몇 번이나/);
    expect(itemLabel(it1)).toBe('출혈의 양과 횟수');
    const result = gradeEncounter({ caseData: loadCase(SH), messages: chat(['안녕하세요.']) });
    const text = result.improvementAreas.map((a) => a.description).join(' ');
    expect(text).not.toMatch(/\([^()]*\(/);
  });

  it('readiness to change is asked of a habit, not of a survivor of violence', () => {
    for (const id of [SA, IPV]) {
      const result = gradeEncounter({ caseData: loadCase(id), messages: chat(['안녕하세요.']) });
      const text = [
        result.qualitativeFeedback,
        ...result.improvementAreas.map((a) => `${a.description} ${a.advice}`),
      ];
      expect(text.join(' ')).not.toMatch(/변화 의지/);
    }
  });

  it('a vaccination visit is not told to ask OLDCoExCAFE or to explain a diagnosis', () => {
    // The round's own tuning transcript, graded in full: the advice for a visit with nothing missed.
    const t = loadTranscripts('examiner-set.yaml').find((x) => x.id === 'ex23-fluvax-counselling')!;
    const result = gradeEncounter({ caseData: loadCase(FLU), messages: t.messages });
    const text = [
      result.qualitativeFeedback,
      ...result.improvementAreas.map((a) => `${a.description} ${a.advice}`),
    ];
    expect(text.join(' ')).not.toMatch(/OLDCoExCAFE|외과약사가여|추정 진단/);
  });
});
