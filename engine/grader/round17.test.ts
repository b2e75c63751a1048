/**
 * Issue 17, round 17, in sentences of our own (none taken from the locked part; none copied from the round's
 * tuning transcripts, bench/grader/examiner-drafts/26-round17.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the
 * learner's lines.
 *
 * A. Counselling history in the learner's own words: what was taken asked by its kind with a past verb or
 * the substance named with how much or since when, the same use doing less, an urge held back with "싶어서",
 * others' talk of the drinking heard with displeasure (a son or daughter named as the subject is no check of
 * who is who), going without it for a while.
 * B. Counselling explanations: stopping advised for the patient's own loss or goal, a start day with what
 * stops, the diagnosis by the drug's street name or its own "사용장애", bad news told as a fact, the
 * condition an item names first told by its lay name ("콜레스테롤이 다시 올라서"), drugs by their class
 * suffix (에제티미브, 페노피브레이트), labour induced.
 * C. Checked understanding that is no check ("설명 괜찮으셨어요?"), quitting alone that is no harm reduction,
 * a rate to aim for that sets no visit, a habit asked in three words before any explanation ("운동은 하세요").
 * D. Strict history and exams: the year of birth as the age, the present state in bad news, weight asked in
 * plain words, how long consciousness was lost, the last meal in a faint, blood pressure taken lying and
 * standing, a body part asked to be shown with what is looked for.
 * E. Evidence: the turn that earns the item (work asked is the occupation too; the drug named before a
 * generic "약"; the treatment before a turn that also draws blood; the visit before a rate).
 */
import { describe, expect, it } from 'vitest';
import { checkRows, chat, type Row } from '../../bench/grader/verdict';
import { loadCase } from '../../bench/grader/dataset';
import { gradeEncounter } from './grade';
import { exampleFor } from './examples';
import { caseChecklist } from '../../content/case-checklist';
import { withJosa } from './text';

const LATE = 'late-life-alcohol-use-disorder-falls';
const METH = 'methamphetamine-use-disorder-psychosis';
const IUFD = 'intrauterine-fetal-death-bad-news';
const STATIN = 'statin-associated-muscle-symptoms';
const TG = 'hypertriglyceridemia-metabolic-syndrome';
const N2O = 'nitrous-oxide-misuse-b12-deficiency';
const SYNC = 'micturition-situational-syncope';
const COPD = 'copd-smoker-contemplation';
const IPVM = 'intimate-partner-violence-male-victim';

const ROWS: readonly Row[] = [
  [LATE, 'hx.cageA', true, ['아드님이 술 얘기 꺼내면 듣기 싫으세요?']],
  [LATE, 'hx.cageA', true, ['가족들이 술 마신다고 뭐라고 하면 듣기 싫으실 때 있으세요?']],
  [LATE, 'hx.withdrawal', true, ['하루 이틀 못 마시면 손이 떨리거나 잠이 안 와요?']],
  [LATE, 'hx.withdrawal', true, ['며칠 못 드시면 식은땀 나거나 손 떨리세요?']],
  [METH, 'hx.substance', true, ['무슨 약 했어? 얼마나 자주']],
  [METH, 'hx.substance', true, ['혹시 머 약같은거 해요? 언제부터요']],
  [N2O, 'hx.substance', true, ['풍선가스는 얼마나, 언제부터 하셨어요?']],
  [N2O, 'hx.substance', true, ['휘핑가스는 하루에 몇 개씩 하세요?']],
  [METH, 'hx.tolerance', true, ['같은 양으로는 예전만큼 효과가 안 나요?']],
  [METH, 'hx.tolerance', true, ['똑같이 해도 예전만큼 효과 안 나?']],
  [METH, 'hx.craving', true, ['하고 싶어서 못 참겠을 때가 있어?']],
  [METH, 'hx.craving', true, ['하고싶어서 못참겠을때 있어?']],
  [METH, 'px.skin', true, ['팔 안쪽 좀 보여 주세요, 주사 자국 있는지 볼게요']],
  [METH, 'px.skin', true, ['다리 좀 보여줘요 주사자국 있나']],
  [METH, 'ed.diagnosis', true, ['지금 상태는 필로폰 사용장애로 보여요.']],
  [METH, 'ed.diagnosis', true, ['필로폰 중독이에요']],
  [METH, 'ed.motivation', true, ['일자리도 잃으셨다고 했잖아요, 이번에 끊으시는 게 맞아요.']],
  [N2O, 'ed.motivation', true, ['다리 저린 게 나으려면 바로 끊으셔야 해요.']],
  [LATE, 'ed.motivation', true, ['넘어지신 것도 술 드신 날이었으니 술을 줄이셔야 해요.']],
  [LATE, 'ed.plan', true, ['이번 주 토요일부터 해장술은 끊고 저녁엔 한 병까지만 드시기로 정해 볼까요?']],
  [IUFD, 'hx.currentState', true, ['지금 배가 뭉치거나 아프신 데는 없으세요?']],
  [IUFD, 'hx.currentState', true, ['혹시 지금 피가 비치거나 배가 아프세요?']],
  [IUFD, 'ed.diagnosis', true, ['아기 심장이 더 이상 뛰지 않아요.']],
  [IUFD, 'ed.diagnosis', true, ['아기가 배 속에서 세상을 떠났어요.']],
  [STATIN, 'rel.identity', true, ['마정순 님, 1960년생 맞으세요?']],
  [STATIN, 'rel.identity', true, ['마정순님 60년생이시죠?']],
  [STATIN, 'ed.diagnosis', true, ['LDL 콜레스테롤이 높아서 심근경색이 다시 올 수 있어요.']],
  [STATIN, 'rel.plainWords', false, ['쉽게 말해서 약을 꼭 드셔야 한다는 거예요. 설명 괜찮으셨어요?']],
  [STATIN, 'rel.plainWords', false, ['쉽게 말해서 약을 꼭 드셔야 한다는 거예요. 제 설명 어떠셨어요?']],
  [STATIN, 'rel.plainWords', true, ['쉽게 말해서 약을 꼭 드셔야 한다는 거예요. 이해되셨어요?']],
  [TG, 'hx.exercise', 'u1', ['운동은 하세요', '(혈압 잰다)', '술 줄이시고 매일 30분 걸으세요.']],
  // Round 22: a smoker whose case tells him to quit: the earning turn tells it too.
  [
    TG,
    'ed.lifestyle',
    'u3',
    ['운동은 하세요', '(혈압 잰다)', '술 줄이시고 담배 끊으시고 매일 30분 걸으세요.'],
  ],
  [TG, 'hx.weight', true, ['최근에 살 찐 거 같으세요?']],
  [N2O, 'ed.harmReduction', false, ['혼자 끊기 힘들면 상담도 받으실 수 있어요.']],
  [N2O, 'ed.harmReduction', true, ['절대 혼자 하지 마세요.']],
  [SYNC, 'hx.duration', true, ['얼마나 정신을 잃으셨어요?']],
  [SYNC, 'hx.duration', true, ['정신 잃은 게 얼마 동안이었대요?']],
  [SYNC, 'hx.intake', true, ['어제 저녁은 뭐 드셨어요?']],
  [SYNC, 'px.vitals', true, ['(누운 자세와 선 자세에서 혈압과 맥박을 잰다)']],
  [IUFD, 'hx.function', 'u2', ['요즘 일은 어떻게 하고 계세요?', '집안일이나 일상생활은 혼자 하실 만하세요?']],
  [
    IUFD,
    'ed.treatment',
    'u1',
    ['약으로 진통을 유도해서 분만하시는 걸 권해 드려요.', '사산 가족 상담 모임도 연결해 드릴게요.'],
  ],
  [
    STATIN,
    'ed.treatment',
    'u1',
    ['에제티미브를 같이 드시는 방법이 있어요.', '약을 바꿔서라도 꼭 드셔야 해요.'],
  ],
  [
    STATIN,
    'ed.treatment',
    'u1',
    ['로수바스타틴 낮은 용량으로 바꿔 볼게요.', '약을 바꿔서라도 꼭 드셔야 해요.'],
  ],
  [TG, 'ed.treatment', 'u2', ['TG 다시 재고 간기능도 볼게요', '페노피브레이트라는 약을 쓸 거예요']],
  [TG, 'ed.followUp', 'u2', ['3개월에 5키로 빼 봐요', '3달 뒤에 피검사 다시 해요']],
  [STATIN, 'ed.diagnosis', true, ['콜레스테롤이 다시 올라서 심근경색이 또 올 수 있어요.']],
  [STATIN, 'ed.diagnosis', false, ['콜레스테롤 수치 높다는 얘기 들으셨어요?']],
  [
    TG,
    'ed.treatment',
    'u2',
    [
      '내일 아침 공복으로 피 뽑아서 다시 재고 금식은 12시간이에요.',
      '그래도 높으면 페노피브레이트라는 약 드릴게요.',
    ],
  ],
  [LATE, 'ed.plan', false, ['저녁엔 소주 한 잔까지만 드세요.']],
  [METH, 'hx.support', false, ['아드님이시죠?']],
];

/**
 * F. A second probe of counselling wordings (89 sentences of our own over seven counselling presentations; the
 * ten the grader missed, with five controls): more for the same effect without 더, the reason asked as what
 * cutting down would bring, a start day with "드시지 말고", nicotine products helping, use grown "처음보다",
 * needles never shared, stopping required because of the patient's own problem, the household named, going
 * home asked as safe, loneliness acknowledged as an exclamation.
 */
const MORE: readonly Row[] = [
  [LATE, 'hx.tolerance', true, ['전보다 많이 드셔야 취하세요?']],
  [LATE, 'hx.motivation', true, ['술 줄이면 뭐가 좋을 것 같으세요?']],
  [LATE, 'ed.plan', true, ['다음 주부터 해장술은 드시지 말고 저녁에만 한 병까지로 해 봐요.']],
  [LATE, 'rel.empathy', true, ['사모님 보내시고 얼마나 허전하셨을까요.']],
  [COPD, 'ed.pharmacotherapy', true, ['금연 패치 붙이시면 도움 돼요.']],
  [METH, 'hx.course', true, ['요즘은 일주일에 몇 번 해요? 처음보다 늘었어?']],
  [METH, 'ed.harmReduction', true, ['주사기는 꼭 새 거 쓰고 절대 나눠 쓰지 마세요.']],
  [METH, 'ed.motivation', true, ['심장이 이렇게 뛰는 것도 약 때문이라 끊으셔야 해요.']],
  [IUFD, 'hx.living', true, ['집에는 남편분이랑 첫째랑 사세요?']],
  [IPVM, 'hx.safety', true, ['오늘 집에 들어가셔도 괜찮으세요?']],
  [IPVM, 'hx.safety', false, ['집에 가셔도 괜찮아요. 오늘 치료는 끝났어요.']],
  [METH, 'ed.harmReduction', false, ['주사기 같이 쓰신 적 있어요?']],
  [IUFD, 'hx.living', false, ['남편분이랑 같이 오셨어요?']],
  [COPD, 'ed.pharmacotherapy', false, ['니코틴 패치 써 보셨어요?']],
  [LATE, 'hx.motivation', false, ['술 드시면 기분이 좀 좋아지세요?']],
];

describe('round 17: counselling, strict history and evidence', () => checkRows(ROWS));
describe('round 17: counselling in more words', () => checkRows(MORE));

/** G. Typing variants of the round's classes (round12.test.ts found them on the new transcripts). */
const VARIANTS: readonly Row[] = [
  [LATE, 'hx.cageA', true, ['아드님이술얘기꺼내면듣기싫으세요?']],
  [METH, 'hx.substance', true, ['혹시머약같은거햇어? 언제부터']],
  [METH, 'px.skin', true, ['다리좀보여줘요주사자국있나']],
  [STATIN, 'rel.plainWords', false, ['쉽게 말해서 약을 꼭 드셔야 한다는 거예요. 설명 괜찬으셨어요?']],
  [TG, 'hx.exercise', true, ['운동은 해']],
  [LATE, 'hx.family', false, ['따님이시죠?'], 'control: who is who asks no history'],
];
describe('round 17: typing variants', () => checkRows(VARIANTS));

describe('round 17: feedback a learner can copy (issue item 11)', () => {
  it('a particle after a parenthesis agrees with the word before it', () => {
    expect(withJosa('상담의 핵심 질문(현재 상황, 변화 의지)', '이/가')).toBe(
      '상담의 핵심 질문(현재 상황, 변화 의지)이',
    );
    expect(withJosa('증상의 특징(OLDCoExCAFE) 확인', '이/가')).toBe('증상의 특징(OLDCoExCAFE) 확인이');
    expect(withJosa('진단(맹장염)', '을/를')).toBe('진단(맹장염)을');
  });

  it('examples name this presentation’s substance, not 술(담배)', () => {
    const c = loadCase(METH);
    const texts = caseChecklist(c).map((item) => exampleFor(item, c));
    expect(texts.some((t) => /술\(담배\)|술 때문에|드신 음식이나 무리한 일/.test(t))).toBe(false);
  });

  it('a bad-news visit is not told to ask risk and readiness', () => {
    const result = gradeEncounter({ caseData: loadCase(IUFD), messages: chat(['안녕하세요.']) });
    const text = [result.qualitativeFeedback, ...result.improvementAreas.map((a) => a.description)].join(' ');
    expect(text).not.toMatch(/변화 의지|위험도/);
  });

  it('weight asked as a habit is no sign of malignancy', () => {
    const result = gradeEncounter({ caseData: loadCase(TG), messages: chat(['안녕하세요.']) });
    expect(result.qualitativeFeedback).not.toMatch(/악성 질환/);
  });

  it('nothing missed, nothing to make up', () => {
    const result = gradeEncounter({
      caseData: loadCase(TG),
      messages: chat(['안녕하세요.']),
      focusItemIds: ['dyslipidemia.rel.greeting'],
    });
    expect(result.qualitativeFeedback).not.toMatch(/빠진 한두 항목/);
  });
});

describe('round 17: strict mode says what the patient volunteered (issue item 12)', () => {
  // The patient engine once read the department of this greeting (신경과 holds 경과) as the course and
  // told it; read rightly, a bare greeting draws nothing out, so strict mode says plainly it was not
  // asked (the volunteered wording itself is checked in classes.test.ts and feedback.test.ts).
  it('a bare greeting naming the department asks nothing and draws nothing out', () => {
    const caseData = loadCase(N2O);
    const messages = [
      { id: 'u1', sender: 'user' as const, content: '안녕하세요 신경과 학생의사 우태린입니다' },
      {
        id: 'a1',
        sender: 'ai' as const,
        content:
          '안녕하세요. 처음엔 파티 때 몇 개였는데 휴학하고 혼자 지내면서 넉 달 전부터 거의 매일 혼자 해요. 양도 계속 늘었어요.',
      },
    ];
    const r = gradeEncounter({ caseData, messages }).checklistResults.find((x) =>
      x.itemId.endsWith('.hx.course'),
    )!;
    expect(r.performance).toBe('no');
    expect(r.aiComment).toMatch(/^사용량이 늘었는지 묻지 않았습니다\./);
    expect(r.aiComment).not.toMatch(/먼저 말했지만/);
  });
});
