/**
 * Issue 17, round 30: the examiner tuning part's leftovers (grader26's ex26-asthma-messy and ex26-infantvax-caregiver)
 * and a typing variant round 12 left open, as classes. Sentences of our own (none from the locked part or the holdout),
 * labelled by EXAMINER-RULES.md:
 *
 * A. How much exertion brings the breathlessness on, asked as the levels of activity ("지금 말하는 것도 힘들어요? 걸을
 * 때는?", "가만히 있어도 숨차요?", "씻거나 옷 입을 때도 숨이 차요?") is its severity, the item "어느 정도 움직이면 숨이 차는지(계단,
 * 평지 걷기, 쉴 때)"; it asks no aggravating factor, and the later question on what makes it worse earns that item.
 * B. A past diagnosis checked back with a tag ("천식 진단받은 적 있죠?", "천식 있으시죠 다른 병은") asks the past history;
 * it tells no diagnosis.
 * C. An allergy asked ("알레르기 있다는 얘기 들은 적 있어요?") is the allergy item, not the past history, when the case
 * has an allergy item of its own; the question on illnesses ("큰 병 앓거나 면역 쪽 문제 있다고 들은 적은요?") earns
 * the past history.
 * D. An illness of the people the patient lives with ("같이 사는 가족 중에 항암 치료 받거나 면역이 약한 분 계세요?")
 * is the household item; brothers and sisters at a nursery or school ("형이나 누나가 다니는 데 있어요?") are group life,
 * no family's illness.
 * E. A follow-up typed without spaces after a question typed as one word ("가래나와요? 색깔이랑양은") borrows its
 * subject: the sputum's colour and amount, not the cough's character (round 12's last known typing variant); the
 * colour or amount of a discharge is never the character of a complaint whose character item names no discharge.
 * F. The patient's own words quoted back ("“물은 하루 1.5리터 정도 마셔요”라고 하셨군요.") ask nothing of what they name
 * (found by sweep-evidence.test.ts); a question beside them in the message asks as usual.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const ASTHMA = 'acute-asthma-exacerbation';
const COPD = 'copd-acute-exacerbation';
const HF = 'heart-failure-exacerbation';
const PE = 'pulmonary-embolism';
const VAX = 'infant-vaccination-2-months';
const CAP = 'community-acquired-pneumonia';
const AIN = 'drug-induced-acute-interstitial-nephritis';
const MYELOMA = 'multiple-myeloma-fatigue';
const BREAST = 'breast-cancer';
const GRIEF = 'prolonged-grief-disorder';

const EXERTION_LEVELS: readonly Row[] = [
  [ASTHMA, 'hx.severity', 'u1', ['지금 말하는 것도 힘들어요? 걸을 때는']],
  [ASTHMA, 'hx.factors', false, ['지금 말하는것도 힘들어요? 걸을때는']],
  [COPD, 'hx.severity', 'u1', ['가만히 있어도 숨차요? 걸을 때는요?']],
  [COPD, 'hx.factors', false, ['가만히 있어도 숨차요? 걸을 때는요?']],
  [HF, 'hx.severity', 'u1', ['씻거나 옷 입을 때도 숨이 차세요?']],
  [HF, 'hx.factors', false, ['씻거나 옷 입을 때도 숨이 차세요?']],
  [PE, 'hx.severity', 'u1', ['말할 때도 숨이 차요? 걸을때는']],
  [
    ASTHMA,
    'hx.factors',
    'u2',
    ['지금 말하는것도 힘들어요? 걸을때는', '뭐하면 더 심해져요 찬바람이나 고양이?'],
    'the factor asked later earns it',
  ],
  [ASTHMA, 'hx.factors', 'u1', ['뭐 하면 숨이 더 심해져요? 찬 바람이나 고양이?'], 'control: a factor'],
  [ASTHMA, 'hx.severity', 'u1', ['어느 정도 움직이면 숨이 차요?'], 'control: asked already'],
];

const TAGGED_DIAGNOSIS: readonly Row[] = [
  [ASTHMA, 'ed.diagnosis', false, ['천식 진단받은적 있죠 다른병은']],
  [ASTHMA, 'hx.pastMedical', 'u1', ['천식 진단받은적 있죠 다른병은']],
  [ASTHMA, 'ed.diagnosis', false, ['어릴 때 천식 진단받으셨죠? 다른 병은요?']],
  [ASTHMA, 'hx.pastMedical', 'u1', ['어릴 때 천식 진단받으셨죠? 다른 병은요?']],
  [COPD, 'ed.diagnosis', false, ['만성폐쇄성폐질환 진단받은 적 있으시죠']],
  [COPD, 'hx.pastMedical', 'u1', ['만성폐쇄성폐질환 진단받은 적 있으시죠']],
  [HF, 'ed.diagnosis', false, ['심부전 있다고 들으셨죠 다른 병은']],
  [HF, 'ed.diagnosis', false, ['심부전 진단받으신 적 있으시죠 다른 병은']],
  [HF, 'hx.pastMedical', 'u1', ['심부전 진단받으신 적 있으시죠 다른 병은']],
  [PE, 'ed.diagnosis', false, ['예전에 폐색전증 진단받은적 있지']],
  [ASTHMA, 'hx.pastMedical', 'u1', ['천식진단받은적있죠다른병은'], 'typed without spaces'],
  [
    ASTHMA,
    'ed.diagnosis',
    true,
    ['감기에 고양이털까지 겹쳐서 기관지가 확 좁아진거에요 천식이 심하게 악화된거'],
    'control: the diagnosis told',
  ],
];

const ALLERGY_NOT_PAST: readonly Row[] = [
  [
    VAX,
    'hx.pastMedical',
    'u2',
    [
      '건우가 알레르기 있다는 얘기 들은 적 있어요? 약이나 음식에요.',
      '태어나서 큰 병 앓거나 면역 쪽 문제 있다고 들은 적은요?',
    ],
  ],
  [VAX, 'hx.pastMedical', false, ['알레르기 있다는 얘기 들은 적 있어요?']],
  [VAX, 'hx.pastMedical', false, ['아기가 알레르기 있다고 들으신 적 있으세요? 계란이나 약에요.']],
  [VAX, 'hx.pastMedical', false, ['알레르기 있다는 말 들은 적 있어요?']],
  [VAX, 'hx.pastMedical', false, ['계란 알레르기 있다는 얘기 들으셨어요?']],
  [
    VAX,
    'hx.pastMedical',
    'u2',
    ['알레르기 있다는 얘기 들은 적 있어요?', '태어나서 입원하거나 큰 병 앓은 적 있어요?'],
  ],
  [VAX, 'hx.allergy', 'u1', ['알레르기 있다는 얘기 들은 적 있어요?'], 'control: the allergy item'],
  [VAX, 'hx.pastMedical', 'u1', ['면역 문제나 경련 있다고 들은 적 있어요?'], 'control: the past history'],
];

const HOUSEHOLD: readonly Row[] = [
  [
    VAX,
    'hx.household',
    'u1',
    [
      '집에 같이 사는 가족 중에 항암 치료 받거나 면역이 약한 분 계세요?',
      '건우 어린이집 가거나, 형이나 누나가 다니는 데 있어요?',
    ],
  ],
  [VAX, 'hx.household', false, ['건우 어린이집 가거나, 형이나 누나가 다니는 데 있어요?']],
  [VAX, 'hx.household', false, ['형이나 누나가 어린이집 다녀요?']],
  [VAX, 'hx.household', false, ['형이나 누나가 다니는 데 있어요?']],
  [VAX, 'hx.household', false, ['언니나 오빠가 학교 다니는 데 있어요?']],
  [VAX, 'hx.household', false, ['누나가 유치원 다니는 거 있어요?']],
  [VAX, 'hx.household', 'u1', ['같이 사는 식구 중에 면역이 약한 분 있어요?']],
  [VAX, 'hx.household', 'u1', ['함께 사시는 분 중에 암 치료 받는 분 계세요?']],
  [VAX, 'hx.living', 'u1', ['형이나 누나가 어린이집 다녀요?'], 'control: group life'],
];

const FOLLOW_UP_RUN_TOGETHER: readonly Row[] = [
  [CAP, 'hx.character', false, ['기침 언제부터', '가래나와요? 색깔이랑양은']],
  [CAP, 'hx.sputum', 'u2', ['기침 언제부터', '가래나와요? 색깔이랑양은']],
  [CAP, 'hx.character', false, ['기침은언제부터요?', '가래나와요? 색깔은']],
  [CAP, 'hx.character', false, ['기침 언제부터', '가래있어요? 양이랑색깔은']],
  [CAP, 'hx.character', false, ['기침 언제부터', '콧물나와요? 색깔은요?']],
  [CAP, 'hx.character', false, ['기침 언제부터', '가래 나와요? 색깔이랑 양은'], 'control: spaced'],
  [CAP, 'hx.character', false, ['가래 색깔은 어때요?']],
  [CAP, 'hx.sputum', 'u1', ['가래 색깔은 어때요?'], 'control: the sputum item'],
  [CAP, 'hx.character', 'u2', ['기침 언제부터', '마른기침이에요? 밤에 심해요?'], 'control: the character'],
];

const QUOTED_BACK: readonly Row[] = [
  [AIN, 'hx.intake', false, ['“물은 평소처럼 하루 1.5리터 정도 마셔요”라고 하셨군요. 알겠습니다.']],
  [
    MYELOMA,
    'hx.medication',
    false,
    ['“혈압약 하나 먹고, 진통제를 하루 두세 번 먹어요”라고 하셨죠. 알겠습니다.'],
  ],
  [BREAST, 'hx.discharge', false, ['"유두에서 뭐가 나온 적은 없어요"라고 하셨군요. 네.']],
  [
    GRIEF,
    'hx.substances',
    false,
    ['“잠이 안 와서 저녁마다 소주 반병씩 마셔요”라고 말씀하셨는데, 알겠습니다.'],
  ],
  [
    AIN,
    'hx.intake',
    'u2',
    ['“물은 평소처럼 마셔요”라고 하셨군요.', '하루에 물은 얼마나 드세요?'],
    'the question after it earns it',
  ],
  [
    GRIEF,
    'hx.substances',
    'u1',
    ['“술은 가끔 마셔요”라고 하셨는데, 요즘 일주일에 몇 번 드세요?'],
    'control: a question beside the quote',
  ],
];

describe('round 30: exertion levels are the breathlessness severity', () => checkRows(EXERTION_LEVELS));
describe('round 30: a past diagnosis checked back asks the history', () => checkRows(TAGGED_DIAGNOSIS));
describe('round 30: an allergy is no past history', () => checkRows(ALLERGY_NOT_PAST));
describe('round 30: the household’s illness, not the siblings’ school', () => checkRows(HOUSEHOLD));
describe('round 30: the patient’s words quoted back ask nothing', () => checkRows(QUOTED_BACK));
describe('round 30: a follow-up run together borrows its subject', () => checkRows(FOLLOW_UP_RUN_TOGETHER));
