/**
 * Issue 17, round 18, in sentences of our own (none taken from the locked part; none copied from the round's
 * tuning transcripts, bench/grader/examiner-drafts/27-round18.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the
 * learner's lines.
 *
 * A. Evidence, the turn that earns the item (the 'non-earning quotes' figure of bench/grader/eval.ts): a
 * history item is cited where it is asked, not at a sentence that tells ("몇 개비라도 심장에는 해로워요"); a
 * value checked ("전해질도 볼게요"), a drink given up ("이온음료도 물로 바꾸세요"), an injection site, the
 * needles of the misuse and the substance named in the diagnosis are no treatment; the quit attempt itself
 * before the reason it gave way; someone else's fright is no empathy; a diet limit proposed as a question
 * asks no diet history.
 * B. Counselling and education in the learner's words: tiredness acknowledged, a diet limit in numbers
 * proposed, stopping tied to the patient's own event kept from happening again ("…안 생기려면", "…막히지
 * 않으려면"), a start day with a limit, a check of understanding asked as the takeaway, and not the worry
 * asked back; what is used, the time off, an urge not borne, the problems listed at length, readiness of
 * stopping as a thing; a binge with a number; snacks asked in a word; work asked as going on; a test said
 * not needed; a child's given name with the age.
 * C. Bad news: how much to hear offered as a choice, "혼자 오셨어요?", the scene set with who came and who is
 * at home before the open question, "그간 어떠셨어요?", what was heard of the result.
 * D. Exams in plain words: the face screwed up and the teeth clenched, the eyes following a pen, finger to
 * nose with "찍어봐요", the hands held out with an instruction run on, the injection site looked at; the
 * head moved asked without a space.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const T2DM = 'type-2-diabetes-mellitus';
const HF = 'heart-failure-fluid-weight-gain';
const VN = 'vestibular-neuritis';
const AUD = 'alcohol-use-disorder-diabetic-hypoglycemia';
const AAS = 'anabolic-steroid-misuse';
const GC = 'gastric-cancer-bad-news';
const MI = 'post-myocardial-infarction-smoking-relapse';
const NORO = 'norovirus-gastroenteritis';
const UTI = 'febrile-uti-vesicoureteral-reflux-toddler';

const EVIDENCE: readonly Row[] = [
  [MI, 'hx.smoking', 'u1', ['담배랑 술은 하루에 얼마나 하세요?', '하루 몇 개비라도 심장에는 해로워요.']],
  [
    MI,
    'hx.smoking',
    'u1',
    ['담배랑 술은 하루에 얼마나 하세요?', '쉽게 말해 담배 연기가 혈관을 좁혀요. 이해 되셨어요?'],
  ],
  [
    MI,
    'hx.quitAttempts',
    'u2',
    ['그때 왜 다시 피우게 되셨어요?', '전에 끊으셨을 때 패치는 어떻게 쓰셨어요?'],
  ],
  [MI, 'hx.quitAttempts', true, ['그때 왜 다시 피우게 되셨어요?'], 'control: round 9, the reason alone'],
  [
    T2DM,
    'ed.treatment',
    'u2',
    [
      '피 검사로 당화혈색소를 보고 전해질도 같이 확인할게요.',
      '메트포르민 같은 먹는 약부터 시작하는 경우가 많아요.',
    ],
  ],
  [
    T2DM,
    'ed.treatment',
    'u2',
    ['단 음료는 끊으시고 이온음료도 물로 바꿔 보세요.', '메트포르민이라는 약으로 시작하는 경우가 많아요.'],
  ],
  [
    AAS,
    'ed.treatment',
    'u3',
    [
      '엉덩이 주사 맞은 자리 좀 볼게요.',
      '스테로이드 중독으로 보여요.',
      '호르몬 약으로 회복을 도와드릴 거예요.',
    ],
  ],
  [
    AAS,
    'ed.treatment',
    'u2',
    [
      '주사기는 절대 나눠 쓰지 마시고 간염 검사도 받아 보세요.',
      '끊으면 기운이 없을 수 있어서 호르몬 주사나 약으로 도와드릴 거예요.',
    ],
  ],
  [AUD, 'rel.empathy', 'u2', ['사모님도 많이 걱정하셨겠어요.', '혼자 감당하시느라 힘드셨겠어요.']],
  [AUD, 'rel.empathy', false, ['가족분들도 많이 놀라셨겠어요.']],
  [NORO, 'rel.empathy', true, ['할머니도 많이 걱정되셨겠어요.'], 'control: the carer spoken to'],
  [NORO, 'rel.empathy', true, ['어머님도 많이 놀라셨겠어요.'], 'control: the carer spoken to'],
  [
    HF,
    'hx.diet',
    'u1',
    ['밥맛은 어때요? 밤에 간식이나 음료는요?', '국은 싱겁게 드시고 물은 하루 1리터 정도로 정해 볼까요?'],
  ],
  [HF, 'hx.diet', false, ['국은 싱겁게 드시고 물은 하루 1리터 정도로 정해 볼까요?']],
  [AAS, 'ed.treatment', false, ['엉덩이 주사 맞은 자리 좀 볼게요.']],
  [T2DM, 'ed.treatment', false, ['전해질도 같이 확인할게요.']],
];

const COUNSELLING: readonly Row[] = [
  [T2DM, 'rel.empathy', true, ['밤마다 화장실 가시느라 피곤하셨겠어요.']],
  [HF, 'ed.lifestyle', true, ['국물은 반만 드시고 밥은 반 공기로 줄여 볼까요?']],
  [AUD, 'ed.motivation', true, ['저혈당으로 쓰러지는 일이 다시 안 생기려면 술을 줄이셔야 해요.']],
  [MI, 'ed.motivation', true, ['스텐트가 막히지 않으려면 담배는 완전히 끊으셔야 해요.']],
  [AUD, 'ed.plan', true, ['다음 주부터 술은 주 2회까지로 해 봐요.']],
  [
    AUD,
    'rel.plainWords',
    true,
    [
      '지금처럼 드시면 위험 음주예요. 쉽게 말하면 술이 혈당을 확 떨어뜨려요.',
      '오늘 설명 중에 가장 중요하다고 느끼신 게 뭔지 말씀해 주실래요?',
    ],
  ],
  [
    AAS,
    'rel.plainWords',
    false,
    [
      '스테로이드 사용장애로 보여요. 쉽게 말하면 약 없이 못 버티는 상태예요.',
      '제일 불안한 점을 한번 더 말씀해 주실래요?',
    ],
  ],
  [AAS, 'hx.substance', true, ['요즘 맞고 있는 주사 종류랑 용량 좀 알려 주세요.']],
  [AAS, 'hx.withdrawal', true, ['약 쉬는 동안에는 컨디션이 어때요?']],
  [AAS, 'hx.craving', true, ['다시 하고 싶어서 못 견딜 때도 있어요?']],
  [AAS, 'hx.consequences', true, ['약 때문에 몸이나 일, 가족이나 애인과의 관계에서 생긴 문제는요?']],
  [AAS, 'hx.readiness', true, ['끊는 것에 대해서는 마음이 어느 정도예요?']],
  [AUD, 'hx.binge', true, ['맥주 3캔 넘게 마시는 날은 얼마나 돼요?']],
  [HF, 'hx.diet', true, ['자기 전에 간식이나 음료는 드세요?']],
  [MI, 'hx.occupation', true, ['일은 택배 배달 계속 하시는 거죠?']],
  [NORO, 'ed.tests', true, ['피검사는 지금 안 해도 될 거 같아요.']],
  [NORO, 'rel.identity', true, ['하준이 맞아요? 몇 살이죠?']],
  [UTI, 'rel.identity', true, ['유나 맞죠? 몇 살이에요?']],
  [UTI, 'rel.identity', false, ['유나 맞죠?'], 'control: the name without the age'],
];

const BAD_NEWS: readonly Row[] = [
  [GC, 'hx.invitation', true, ['결과를 하나하나 자세히 듣는 게 좋으실지, 간단히 듣는 게 좋으실지요?']],
  [GC, 'hx.support', true, ['혼자 오신 거예요?']],
  [
    GC,
    'rel.openQuestion',
    'u2',
    ['오늘 같이 오신 분 계세요? 집에는 누구랑 사세요?', '조직검사 받으시고 그간 어떠셨어요?'],
  ],
  [GC, 'rel.openQuestion', true, ['결과에 대해서 들으신 내용이 있으세요?']],
];

const EXAMS: readonly Row[] = [
  [VN, 'px.cranialNerves', true, ['인상 한번 써 보세요']],
  [VN, 'px.cranialNerves', true, ['이 꽉 깨물어 보세요']],
  [VN, 'px.cranialNerves', true, ['눈으로 제 펜 끝을 따라 보세요']],
  [VN, 'px.cerebellar', true, ['손가락으로 코 한번 찍고 제 손가락 한번 찍어봐요']],
  [AUD, 'px.tremor', true, ['양손 앞으로 쭉 뻗어 보세요 손바닥 아래로 하고요']],
  [AAS, 'px.skin', true, ['(주사 놓은 부위에 고름이 있는지 확인한다)']],
  [VN, 'hx.trigger', true, ['머리움직이면 더 빙빙 돌아요?']],
  [VN, 'hx.trigger', true, ['고개숙이면 더 돌아요?']],
];

/** E. Typing variants of the round's classes (round12.test.ts found them on the new transcripts). */
const VARIANTS: readonly Row[] = [
  [T2DM, 'hx.family', true, ['집안에 혈당 높은 분 있어?']],
  [VN, 'rel.empathy', true, ['하루 종일 어지러웠으니 힘들엇겠다 ㅠ']],
  [AUD, 'px.tremor', true, ['양손앞으로쭉뻗어보세요손바닥아래로하고요']],
  [AUD, 'hx.cageA', true, ['아드님이 머라 하시면 짜증나세요?']],
  [GC, 'hx.occupation', true, ['가게일은계속하고계세요?']],
  [MI, 'hx.occupation', true, ['일은 배달 계속 해?']],
];

describe('round 18: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 18: counselling and education in the learner’s words', () => checkRows(COUNSELLING));
describe('round 18: bad news', () => checkRows(BAD_NEWS));
describe('round 18: exams in plain words', () => checkRows(EXAMS));
describe('round 18: typing variants', () => checkRows(VARIANTS));
