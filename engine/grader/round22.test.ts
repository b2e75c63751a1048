/**
 * Issue 17, round 22, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/32-round22.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. An advice item that names quitting or cutting a substance this patient uses asks for it (round 22 decision): when
 * the case's plan or education tells this patient to stop or cut tobacco, alcohol or caffeine and the item names it
 * beside other kinds, the item is met only when that is told, and the turn that tells it earns the item (not a drug
 * stopped before it, not a withdrawal explained, not praise for a stop already made); when the case tells no stop (a
 * non-smoker, a smoker stung by a bee) the other kinds decide, any one of them (round 19).
 * B. History in the learner's words, over presentations the tuning part had least of: straining and emptying without
 * the word 변, a clot and the part of the stream that is red, now-and-then typed as a pair, carbon monoxide by its
 * sources, pads, tremor at rest and in use, daily tasks named, a telegraphic question with no verb, a topic announced
 * before questions that borrow it; an intake item naming two things is met by its core or all (coffee alone is not).
 * C. Exams in plain words: the hands laid down and stretched out in clauses that borrow them, joints moved passively,
 * finger taps, the liver's edge, the spleen under the left ribs, a patient called by name, the sole stroked; an exam
 * item is earned by the turn that does it, not by another item's exam that touches it on the way.
 * D. Counselling in plain words: a laxative, a drug named "X라는 약", empathy in 반말 run on, the listener's fright at
 * what happened to someone, trouble taken; another's feeling supposed is still none.
 * E. Evidence: the diagnosis told as what may have happened is earned there, not by later advice naming it as a cause.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const PE = 'pulmonary-embolism';
const HF = 'heart-failure-exacerbation';
const BEE = 'anaphylaxis-hymenoptera-sting';
const ALC = 'alcoholic-hepatitis';
const HERB = 'herbal-drug-induced-liver-injury';
const TG = 'hypertriglyceridemia-metabolic-syndrome';
const HTN = 'essential-hypertension';
const SUI = 'stress-urinary-incontinence';
const IBS = 'irritable-bowel-syndrome-constipation';
const BLAD = 'bladder-cancer';
const HE = 'hepatic-encephalopathy';
const ET = 'essential-tremor';

const SUBSTANCE: readonly Row[] = [
  [PE, 'ed.lifestyle', false, ['피임약은 오늘부터 드시지 마세요.'], 'a smoker: quitting not told'],
  [PE, 'ed.lifestyle', 'u2', ['피임약은 오늘부터 드시지 마세요.', '담배도 이번 기회에 끊으셔야 해요.']],
  [PE, 'ed.lifestyle', true, ['담배는 꼭 끊으세요.'], 'quitting alone: one kind, the required one'],
  [
    PE,
    'ed.lifestyle',
    false,
    ['담배는 하루에 몇 개비 피우세요?', '피임약은 끊으셔야 돼요.'],
    'asked, not told',
  ],
  [
    PE,
    'ed.lifestyle',
    'u2',
    ['담배 피우시고 피임약까지 드셔서 피떡이 생긴 것 같아요.', '피임약은 중단하시고 담배는 끊으세요.'],
    'the cause told is no advice',
  ],
  [HF, 'ed.lifestyle', true, ['무릎 진통제는 이제 드시지 마세요.'], 'a non-smoker: the provoking drug'],
  [
    BEE,
    'ed.lifestyle',
    true,
    ['벌초는 다른 분께 맡기시고, 산에 가실 땐 향수는 피하세요.'],
    'the case tells no quitting',
  ],
  [
    ALC,
    'ed.lifestyle',
    false,
    ['타이레놀은 간에 부담이 되니까 이제 드시지 마세요.'],
    'a drinker: 금주 not told',
  ],
  [ALC, 'ed.lifestyle', 'u2', ['한약이나 타이레놀은 드시지 마세요.', '술은 오늘부터 완전히 끊으셔야 해요.']],
  [
    ALC,
    'ed.lifestyle',
    'u2',
    ['술을 갑자기 끊으면 손이 떨릴 수 있는데 약으로 막아 드릴게요.', '그래도 술은 완전히 끊으셔야 해요.'],
    'a withdrawal explained is no advice',
  ],
  [
    ALC,
    'ed.lifestyle',
    false,
    ['술을 갑자기 끊으면 손이 떨릴 수 있는데 입원해 계시는 동안 약으로 막아 드릴게요.'],
    'a withdrawal explained only',
  ],
  [
    HERB,
    'ed.lifestyle',
    true,
    ['드시던 한약이랑 건강식품은 이제 끊으세요.'],
    'a non-drinker: the herbs stopped',
  ],
  [TG, 'ed.lifestyle', false, ['야식이랑 콜라 줄이시고 하루 30분 걸으세요.'], 'a smoker: quitting not told'],
  [TG, 'ed.lifestyle', 'u2', ['야식이랑 콜라 줄이시고 하루 30분 걸으세요.', '담배도 끊으셔야 해요.']],
  [HTN, 'ed.lifestyle', false, ['국물은 남기시고 담배는 끊으세요.'], 'a drinker too: 절주 not told'],
  [HTN, 'ed.lifestyle', true, ['국물은 남기시고 담배는 끊으세요.', '술은 하루 두 잔 넘게 드시지 마세요.']],
  [HTN, 'ed.lifestyle', true, ['술이랑 담배는 줄이시고 싱겁게 드세요.'], 'control: both in one turn'],
  [SUI, 'ed.lifestyle', false, ['살을 조금 빼 보세요.'], 'coffee every day: caffeine not told'],
  [SUI, 'ed.lifestyle', true, ['살을 조금 빼 보시고 커피는 하루 한 잔으로 줄이세요.']],
];

const HISTORY: readonly Row[] = [
  [IBS, 'hx.straining', true, ['화장실에서 오래 힘줘야 나와요?']],
  [IBS, 'hx.straining', true, ['다 보고 나서도 뭔가 남은 느낌 있어요?']],
  [BLAD, 'hx.color', true, ['핏덩어리 같은 것도 섞여 나와요?']],
  [BLAD, 'hx.character', true, ['소변 볼 때 처음에만 빨개요, 끝까지 다 빨개요?']],
  [BLAD, 'hx.course', true, ['빨간 게 나왔다 안 나왔다 해요?']],
  [HE, 'hx.course', true, ['정신이 맑아졌다가 다시 흐려졌다가 하세요?']],
  [HE, 'hx.environment', true, ['집에서 연탄 쓰세요?']],
  [SUI, 'hx.severity', true, ['하루에 패드 몇 개 쓰세요?']],
  [ET, 'hx.character', true, ['가만히 쉬고 있을 때도 떨리세요?']],
  [ET, 'hx.impact', true, ['단추 채우거나 젓가락질할 때 힘드세요?']],
  [ET, 'hx.factors', true, ['스트레스 받으면 더 떨려요?']],
  [BLAD, 'hx.pastMedical', true, ['예전에 신장병이나 결석'], 'telegraphic, no verb'],
  [BLAD, 'hx.family', true, ['가족 중에 콩팥 나쁜 사람'], 'telegraphic, no verb'],
  [
    ALC,
    'hx.alcohol',
    true,
    ['그럼 술 여쭤볼게요. 한 번에 얼마나 드세요?'],
    'the topic announced, then borrowed',
  ],
  [SUI, 'hx.drinks', false, ['커피 하루에 몇 잔 마셔요?'], 'a side detail: the core is water'],
  [SUI, 'hx.drinks', true, ['물이랑 커피는 하루에 얼마나 드세요?'], 'control: all of it'],
  [ET, 'hx.substances', false, ['커피는 하루 몇 잔 드세요?'], 'a side detail: the core is drinking'],
  [ET, 'hx.substances', true, ['술은 얼마나 드세요? 커피는요?'], 'control'],
];

const EXAMS: readonly Row[] = [
  [ET, 'px.tremor', true, ['손을 허벅지 위에 편하게 두시고요, 이제 앞으로 쭉 뻗어 보세요.']],
  [ET, 'px.tone', true, ['(손목을 굽혔다 폈다 해 본다)']],
  [ET, 'px.bradykinesia', true, ['검지랑 엄지를 빨리 톡톡 붙였다 떼 보세요.']],
  [ALC, 'px.liver', true, ['(숨 들이쉴 때 간 끝이 닿는지 본다)']],
  [ALC, 'px.spleenAscites', true, ['(왼쪽 갈비뼈 밑을 눌러 본다)']],
  [HE, 'px.gcs', true, ['(이름을 불러서 눈을 뜨는지 본다)']],
  [HE, 'px.motor', true, ['(발바닥을 열쇠로 긁어 본다)']],
  [
    HE,
    'px.motor',
    'u2',
    [
      '김 선생님, 눈 떠 보세요. 제 손 꽉 잡아 보세요. (불러서 눈 뜨는지 본다)',
      '(양쪽 팔다리를 움직여 보고 발바닥을 긁어 본다)',
    ],
    'the consciousness checked on the way',
  ],
];

const COUNSELLING: readonly Row[] = [
  [IBS, 'ed.treatment', true, ['변을 부드럽게 하는 변비약을 처방해 드릴게요.']],
  [ET, 'ed.treatment', true, ['프리미돈이라는 약을 저녁에 한 알씩 드셔 볼게요.']],
  [BLAD, 'rel.empathy', true, ['피 보고 무서웠겠다 괜찮아']],
  [HE, 'rel.empathy', true, ['아버님이 쓰러지셔서 많이 놀라셨죠.']],
  [HE, 'rel.empathy', true, ['밤새 간호하시느라 애쓰셨어요.']],
  [HE, 'rel.empathy', false, ['아드님도 많이 놀라셨죠.'], 'someone else’s feeling supposed (round 19)'],
];

const EVIDENCE: readonly Row[] = [
  [
    BLAD,
    'ed.diagnosis',
    'u1',
    [
      '방광에 혹이 생겼을 수 있어서 방광암부터 먼저 확인해야 해요.',
      '담배가 방광암의 제일 큰 원인이라 끊으셔야 해요.',
    ],
  ],
  [ET, 'hx.factors', 'u1', ['긴장하면 더 떨려요? 술 드시면요?', '글씨 쓸 때 불편하세요? 일할 때는요?']],
];

describe('round 22: an advice item naming a substance this patient uses asks for it', () =>
  checkRows(SUBSTANCE));
describe('round 22: history in the learner’s words', () => checkRows(HISTORY));
describe('round 22: exams in plain words', () => checkRows(EXAMS));
describe('round 22: counselling in plain words', () => checkRows(COUNSELLING));
describe('round 22: evidence, the turn that earns the item', () => checkRows(EVIDENCE));
