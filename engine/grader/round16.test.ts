/**
 * Issue 17, round 16, in sentences of our own (none taken from the locked part, none copied from the round's
 * tuning transcripts). Each row: case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met,
 * not met, or met and earned by the message named), the learner's lines, and what the row shows.
 *
 * A. Chest auscultation announced without saying what is listened to ("가슴 소리 좀 들어 볼게요") is the heart
 * and the lungs; when the learner then says or describes what was listened to, the description decides
 * (EXAMINER-RULES, round 16 clarification).
 * B. The name and the age confirmed in one breath ("○○ 님 예순넷 맞으시죠?"), also typed without spaces.
 * C. Counselling history in the learner's own verbs: a drug used ("몇 장씩 붙이세요?"), working ("안 듣나요?"),
 * run out ("떨어지면"); the drinking asked without naming 술; a test had ("검사한 적").
 * D. Exams in plain words: the pupils' size, the hands held out with the adverbs in either order, a wrist
 * asked to be shown, telegraphic notes ("(아래눈꺼풀 봄)", "(종아리 꾹 눌러봄)"), vital signs asked leave for.
 * E. Counselling and bad news in ordinary words: a feeling supposed ("괴로우셨을 것 같아요"), stopping tied to
 * the patient's own result in honorific or 반말 form, the present state, the household's means, two qualities
 * offered as a choice.
 * F. Evidence: a question about where a drug comes from is no past history; a summary that only restates
 * explains no treatment; a plan proposed as a question asks nothing; "그렇게 …" refers back, not forward.
 * G. Typing variants that KNOWN_VARIANT_GAPS listed (round12.test.ts), as classes: advice typed without
 * spaces, "…고나서두" for 도, several sentences short only because typed without spaces, a summary in 반말.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const PNEUMO = 'primary-spontaneous-pneumothorax';
const PE = 'pulmonary-embolism';
const BRONCHITIS = 'acute-bronchitis';
const MOOD = 'major-depression-suicide-risk';
const OPIOID = 'opioid-use-disorder';
const RELAPSE = 'alcohol-use-disorder-relapse-after-abstinence';
const ALZHEIMER = 'early-onset-alzheimer-bad-news';
const ULCER = 'duodenal-ulcer';
const MENIERE = 'meniere-disease';
const CYSTITIS = 'acute-cystitis';
const SLEEP_PHASE = 'advanced-sleep-wake-phase-disorder';
const FIBROADENOMA = 'fibroadenoma';

const CHEST: readonly Row[] = [
  [
    PNEUMO,
    'px.heart',
    false,
    ['가슴 소리 한번 들어 볼게요.', '(등 양쪽에 청진기를 대고 숨소리를 비교한다)'],
    'the lungs described after the announcement',
  ],
  [
    PNEUMO,
    'px.lung',
    'u2',
    ['가슴 소리 한번 들어 볼게요.', '(등 양쪽에 청진기를 대고 숨소리를 비교한다)'],
    'control: the lungs, cited at the action',
  ],
  [PNEUMO, 'px.heart', true, ['가슴 소리 한번 들어 볼게요.'], 'control: alone, the heart'],
  [PNEUMO, 'px.lung', true, ['가슴 소리 한번 들어 볼게요.'], 'control: alone, the lungs'],
  [
    PE,
    'px.heart',
    false,
    ['가슴에 청진기 좀 대 볼게요. 숨 깊게 들이쉬세요.'],
    'the breath asked for decides',
  ],
  [
    PE,
    'px.lungAuscultation',
    false,
    ['가슴에 청진기 대 볼게요.', '(왼쪽 가슴에 청진기를 대고 심장 소리를 듣는다)'],
    'the heart described after',
  ],
  [
    PE,
    'px.heart',
    true,
    ['가슴 소리 들어 볼게요.', '(심장 소리 듣고 등에서 숨소리도 듣는다)'],
    'control: both described',
  ],
  [BRONCHITIS, 'px.heart', true, ['(가슴에 청진기를 댄다)'], 'control: unspecified, nothing after'],
];

const IDENTITY: readonly Row[] = [
  [MOOD, 'rel.identity', true, ['오정희 님 예순넷 맞으시죠?']],
  [MOOD, 'rel.identity', true, ['오정희님예순넷맞으세요?'], 'typed without spaces'],
  [MOOD, 'rel.identity', true, ['오정희님, 64세 맞으시죠'], 'in figures, without a question mark'],
  [MOOD, 'rel.identity', false, ['오정희 님 맞으시죠?'], 'control: the name alone'],
];

const COUNSELLING_HISTORY: readonly Row[] = [
  [OPIOID, 'hx.substance', true, ['패치는 요즘 몇 장씩 붙이세요?']],
  [OPIOID, 'hx.substance', true, ['진통제는 지금 어떻게 드시고 계세요?']],
  [OPIOID, 'hx.tolerance', true, ['같은 양을 써도 예전만큼 안 듣나요?']],
  [OPIOID, 'hx.tolerance', false, ['예전보다 쓰는 양이 늘었나요?'], 'control: the course of use'],
  [OPIOID, 'hx.withdrawal', true, ['약 떨어지면 몸이 어떠세요?']],
  [OPIOID, 'hx.withdrawal', false, ['패치 떨어지면 바로 병원에 오세요.'], 'control: told, not asked'],
  [RELAPSE, 'hx.quantity', true, ['주로 뭐 드세요? 한 번에 얼마나요?'], 'the drinking without 술'],
  [RELAPSE, 'hx.quantity', false, ['밥은 주로 뭐 드세요?'], 'control: meals'],
  [RELAPSE, 'hx.checkup', true, ['간수치 검사한 적 있어요?']],
];

const EXAMS: readonly Row[] = [
  [OPIOID, 'px.pupils', true, ['라이트로 눈동자 크기랑 반응 좀 볼게요.']],
  [OPIOID, 'px.pupils', true, ['손전등 비춰서 동공 크기 좀 볼게요.'], 'control: named'],
  [OPIOID, 'px.pupils', false, ['눈이 부시세요?'], 'control: asked'],
  [OPIOID, 'px.tremor', true, ['팔 쭉 앞으로 뻗어 보세요.'], 'the adverbs in the other order'],
  [OPIOID, 'px.tremor', false, ['눈 감고 팔 쭉 앞으로 뻗어 보세요.'], 'control: a drift test'],
  [MOOD, 'px.selfHarm', true, ['팔목 안쪽 좀 보여 주실래요?']],
  [MOOD, 'px.selfHarm', false, ['약 봉투 좀 보여 주시겠어요?'], 'control: a record, not the body'],
  [ULCER, 'px.conjunctiva', true, ['(아래눈꺼풀 봄)']],
  [PE, 'calf', true, ['(종아리 꾹 눌러봄)']],
  [PE, 'calf', true, ['(양쪽 종아리 둘레 재 봄)'], 'control'],
  [ALZHEIMER, 'px.consent', true, ['맥박이랑 혈압 재도 괜찮으세요?']],
  [ALZHEIMER, 'px.consent', false, ['성함 여쭤봐도 될까요?'], 'control: another act'],
];

const COUNSELLING_WORDS: readonly Row[] = [
  [RELAPSE, 'rel.empathy', true, ['혼자 많이 자책하셨을 것 같아요.']],
  [RELAPSE, 'rel.empathy', true, ['다시 드시게 돼서 많이 괴로우셨을 것 같아요.'], 'control'],
  [RELAPSE, 'rel.empathy', false, ['요즘 괴로운 일 있으세요?'], 'control: asked'],
  [RELAPSE, 'ed.motivation', true, ['간수치 올랐던 거 생각해 보시면 이번엔 끊으시는 게 좋겠어요.']],
  [RELAPSE, 'ed.motivation', true, ['간 수치 오른 게 술 때문이라서, 이제 술은 끊어 보셨으면 해.'], '반말'],
  [ALZHEIMER, 'hx.currentState', true, ['요새 물건 둔 데 잊어버리시는 건 어떠세요?']],
  [ALZHEIMER, 'hx.occupation', true, ['집안 형편은 좀 어떠세요?']],
  [ULCER, 'hx.character', true, ['찌르는 거예요, 쓰린 거예요?'], 'control: spaced'],
  [ULCER, 'hx.character', true, ['쓰린거에요더부룩한거에요?'], 'typed without spaces'],
];

const EVIDENCE: readonly Row[] = [
  [OPIOID, 'hx.pastMedical', 'u2', ['약은 다른 병원에서도 타세요?', '수술 말고 앓으시는 병 있으세요?']],
  [OPIOID, 'hx.pastMedical', false, ['약은 다른 병원에서도 타세요?'], 'where the drug comes from'],
  [
    OPIOID,
    'ed.treatment',
    false,
    ['정리하면 수술 뒤로 진통제를 쓰시다가 양이 늘었고, 지금은 떨어져서 힘드신 거죠?'],
    'a summary that restates',
  ],
  [
    RELAPSE,
    'hx.quantity',
    false,
    ['날짜 같이 정해 볼까요? 다음 주부터 하시고 회식은 당분간 빠지세요.'],
    'a plan proposed',
  ],
  [
    MOOD,
    'hx.onset',
    'u2',
    ['잠 설치신 건 얼마나 됐어요?', '그렇게 마음이 힘드신 게 언제부터예요? 계기가 있었어요?'],
    '"그렇게" refers back, not to the question after it',
  ],
];

const VARIANTS: readonly Row[] = [
  [MENIERE, 'ed.lifestyle', true, ['어지러우면바로앉으시고, 밤에는불켜고천천히걸으세요.']],
  [CYSTITIS, 'hx.postVoid', true, ['소변보고나서두시원찮은느낌은']],
  [
    SLEEP_PHASE,
    'hx.character',
    false,
    ['요즘잠드는시간이빨라진것같아요. 저녁에햇빛보세요.'],
    'told in two sentences, short only without spaces',
  ],
  [
    FIBROADENOMA,
    'rel.summary',
    true,
    [
      '그러니까 세 달 전에 왼쪽 가슴 위쪽 안쪽에 콩 같은 멍울을 알게 되셨고, 크기 변화나 통증, 열감은 없으신 거지?',
    ],
    'a summary in 반말',
  ],
];

describe('round 16: chest auscultation announced without saying what', () => checkRows(CHEST));
describe('round 16: name and age in one confirmation', () => checkRows(IDENTITY));
describe('round 16: counselling history in the learner’s own verbs', () => checkRows(COUNSELLING_HISTORY));
describe('round 16: exams in plain words', () => checkRows(EXAMS));
describe('round 16: counselling and bad news in ordinary words', () => checkRows(COUNSELLING_WORDS));
describe('round 16: evidence is the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 16: typing variants', () => checkRows(VARIANTS));
