/**
 * Issue 17, round 32: the lead's walked encounters (ureteral-stone, cauda-equina-syndrome-incomplete-disc) graded.
 * Sentences of our own (none from the locked part or the holdout), labelled by EXAMINER-RULES.md:
 *
 * A. An item that asks only whether the complaint is continuous or comes and goes ("계속되는지, 있다 없다 하는지 물었다")
 * is met by a question that asks that ("계속 나와요, 아니면 나왔다 안 나왔다 해요?", "매번 빨개요, 가끔 그래요?", "쭉
 * 아팠어요?"), not by the severity then and now ("그때 몇점이었어요 지금은요"), how it is now ("지금은 좀 어때요?"), whether it
 * got better or worse, or how long it lasted ("얼마나 지속됐어요?"): the item's text decides (history items: the content
 * of the item, in any words; "An item whose text lists several things" is met by its core).
 * B. The family history asked by naming the case's kidney disease in lay or other words ("가족 중에 결석 있었던 분?",
 * "부모님 중에 요로결석 있으셨어요?", "투석하시는 분", "콩팥에 물혹") asks "가족 중 신장질환 환자가 있는지".
 * C. A plan refused ("오늘 주사만 맞고 가시면 안 돼요", "진통제만으로는 해결이 안 돼요") explains no treatment; the treatment
 * told beside it still does ("진통제만으로는 안 되고 오늘 수술을 하셔야 해요").
 * D. Closing (decision by the rules' "Closing: met by inviting questions"): after the explanation, an open invitation to
 * say what still worries the patient ("혹시 걱정되시는 거 있어요?", "걱정되는 점 있으세요?") invites the patient's questions
 * and closes, like "더 궁금하신 거 있으세요?" (the phrasebook's own closing example joins the two: "혹시 더 궁금하신 점이나
 * 걱정되시는 점 있으세요?"). Before any explanation it is the concerns asked (history), no closing; a worry named ("일 쉬는 게
 * 제일 걱정되세요?") asks about that worry, no open invitation.
 * E. The example sentence of a warning-signs item names the signs of that item or case (the case's own education line
 * when it has one, else the item's words), not the generic "증상이 갑자기 심해지거나 열이 나면"; a tests example names tests,
 * never a placeholder ("피검사와 ○○ 검사").
 */
import { describe, expect, it } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';
import { loadCase } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import { exampleFor } from './examples';
import { EDUCATION_EXAMPLES } from './phrasebook';

const STONE = 'ureteral-stone';
const BLADDER = 'bladder-cancer';
const IGA = 'iga-nephropathy';
const ADPKD = 'adpkd-cyst-hemorrhage';
const APPY = 'acute-appendicitis';
const CHOLE = 'acute-cholecystitis';
const PANC = 'acute-pancreatitis';
const CES = 'cauda-equina-syndrome-incomplete-disc';

const CONTINUITY: readonly Row[] = [
  [STONE, 'hx.course', false, ['그때 몇점이었어요 지금은요']],
  [STONE, 'hx.course', false, ['새벽엔 몇 점이었고 지금은 몇 점이에요?'], 'control: not met already'],
  [IGA, 'hx.course', false, ['지금은 좀 어때요?']],
  [BLADDER, 'hx.course', false, ['소변 색은 처음보다 좋아졌어요, 나빠졌어요?']],
  [ADPKD, 'hx.course', false, ['얼마나 지속됐어요?'], 'control: not met already'],
  [APPY, 'hx.duration', false, ['얼마나 지속됐어요?']],
  [PANC, 'hx.duration', false, ['아픈 지 얼마나 됐어요?']],
  [CHOLE, 'hx.duration', false, ['지금은 몇 점이에요? 아까는요?'], 'control: not met already'],
  [BLADDER, 'hx.course', 'u1', ['빨간 소변이 계속 나와요, 아니면 나왔다 안 나왔다 해요?'], 'control'],
  [ADPKD, 'hx.course', 'u1', ['계속 그래요 아니면 괜찮다가 또 그래요?'], 'control'],
  [IGA, 'hx.course', 'u1', ['소변이 매번 빨개요, 가끔 그래요?']],
  [STONE, 'hx.course', 'u1', ['피오줌 계속 나와요?']],
  [BLADDER, 'hx.course', 'u1', ['소변 볼 때마다 빨개요?']],
  [APPY, 'hx.duration', 'u1', ['쭉 아팠어요?']],
  [CHOLE, 'hx.duration', 'u1', ['아픈 게 계속돼요 아니면 왔다 갔다 해요?'], 'control'],
  [PANC, 'hx.duration', 'u1', ['계속 아파요, 아니면 아팠다 안 아팠다 해요?'], 'control'],
  [APPY, 'hx.duration', false, ['술은 가끔 드세요?'], 'control: another habit'],
  [APPY, 'hx.duration', false, ['밥은 매번 챙겨 드세요?'], 'control: another habit'],
  [STONE, 'hx.course', false, ['소변 볼 때마다 아파요?'], 'control: pain on voiding'],
];

const FAMILY_KIDNEY: readonly Row[] = [
  [STONE, 'hx.family', 'u1', ['가족 중에 결석 있었던 분?']],
  [STONE, 'hx.family', 'u1', ['부모님 중에 요로결석 있으셨어요?']],
  [BLADDER, 'hx.family', 'u1', ['가족 중에 투석하시는 분?']],
  [IGA, 'hx.family', 'u1', ['아버지도 돌 있으셨어요?']],
  [ADPKD, 'hx.family', 'u1', ['집안에 콩팥에 물혹 있었던 사람?'], 'control: met already'],
  [STONE, 'hx.family', 'u1', ['가족 중에 결석 있는 분 있어요?'], 'control: met already'],
  [STONE, 'hx.family', false, ['가족들도 결석 얘기 들으셨어요?'], 'control: no history asked'],
];

const PLAN_REFUSED: readonly Row[] = [
  [CES, 'ed.treatment', false, ['오늘 주사만 맞고 가시면 안 돼요.']],
  [CES, 'ed.treatment', false, ['진통제 주사만 맞고 가시면 안 됩니다.']],
  [CES, 'ed.treatment', false, ['진통제만으로는 해결이 안 돼요.'], 'control: not met already'],
  [STONE, 'ed.treatment', false, ['약만 받아 가시면 안 돼요.'], 'control: not met already'],
  [CES, 'ed.treatment', false, ['주사 한 대 맞고 가실 상황이 아니에요.']],
  [STONE, 'ed.treatment', false, ['진통제만 드시고 가시면 안 돼요.']],
  [CES, 'ed.treatment', false, ['물리치료만 받고 가시면 안 돼요.']],
  [CES, 'ed.treatment', 'u1', ['진통제만으로는 안 되고 오늘 수술을 하셔야 해요.']],
  [
    CES,
    'ed.treatment',
    'u2',
    ['주사만 맞고 가시면 안 돼요.', '오늘 눌린 신경을 풀어 주는 수술을 해야 해요.'],
  ],
  [STONE, 'ed.treatment', 'u1', ['진통제 주사 놔 드리고 돌 빠지게 하는 약 드릴게요.'], 'control'],
];

const CLOSING: readonly Row[] = [
  [
    STONE,
    'ed.closing',
    'u2',
    ['요관 결석으로 보여요. CT 찍고 진통제 드릴게요.', '혹시 걱정되시는 거 있어요?'],
  ],
  [
    CES,
    'ed.closing',
    'u2',
    ['마미 증후군이 의심돼요. 오늘 MRI 찍고 수술하셔야 해요.', '걱정되는 점 있으세요?'],
  ],
  [
    BLADDER,
    'ed.closing',
    'u2',
    ['방광암 가능성이 있어요. 방광 내시경 검사를 할게요.', '마지막으로 걱정되시는 부분 있으세요?'],
  ],
  [IGA, 'ed.closing', 'u2', ['신장염으로 보여요. 소변검사랑 피검사 할게요.', '더 걱정되시는 건 없으세요?']],
  [
    APPY,
    'ed.closing',
    'u2',
    ['맹장염 가능성이 높아요. CT 찍고 수술 여부 볼게요.', '그럼 혹시 걱정되는 거 있으세요?'],
  ],
  [
    STONE,
    'ed.closing',
    false,
    ['혹시 걱정되시는 거 있어요?', '언제부터 그러셨어요?'],
    'control: before the history',
  ],
  [
    STONE,
    'ed.closing',
    false,
    ['요관 결석으로 보여요. CT 찍고 진통제 드릴게요.', '일 쉬는 게 제일 걱정되세요?'],
    'control: a worry named',
  ],
  [
    STONE,
    'ed.closing',
    'u2',
    ['요관 결석으로 보여요. CT 찍고 진통제 드릴게요.', '더 궁금하신 거 있으세요?'],
    'control: met already',
  ],
];

describe('round 32 A: continuous or coming and going, asked as such', () => checkRows(CONTINUITY));
describe('round 32 B: the family’s kidney disease named', () => checkRows(FAMILY_KIDNEY));
describe('round 32 C: a plan refused explains no treatment', () => checkRows(PLAN_REFUSED));
describe('round 32 D: an open invitation to say what worries, at the end, closes', () => checkRows(CLOSING));

/** The example shown for a case's item of the concept. */
function example(caseId: string, concept: 'warningSigns' | 'tests'): string {
  const c = loadCase(caseId);
  const item = caseChecklist(c).find((i) => i.satisfiedBy.education?.includes(concept));
  if (!item) throw new Error(`${caseId} has no ${concept} item`);
  return exampleFor(item, c);
}

describe('round 32 E: example sentences that say their item', () => {
  it.each([
    [CES, /소변|대변|감각|다리/],
    ['lumbar-disc-herniation', /다리|대소변|소변|대변/],
    ['atrial-fibrillation', /팔다리|말이|쓰러|가슴|실신|숨/],
    ['acute-cholangitis', /정신|출혈|피/],
    ['anal-fissure', /출혈|피|어지러/],
    ['complete-atrioventricular-block', /실신|쓰러|가슴|두근/],
  ])('%s: the warning-signs example names its signs', (caseId, signs) => {
    const e = example(caseId, 'warningSigns');
    expect(e).not.toBe(EDUCATION_EXAMPLES.warningSigns);
    expect(e).toMatch(signs);
    expect(e).toMatch(/(오세요|오셔야|부르세요|부르셔야|연락하세요|연락 주세요|와야|오십시오)[^가-힣]*$/);
  });
  it.each([
    ['panic-attack-chest-pain', /심전도/],
    // Merged with lead34: a plan that tests otherwise (Boerhaave: chest X-ray and CT) or says no imaging is needed now
    // (whiplash) is said as the plan says it.
    ['boerhaave-syndrome', /흉부 X선/],
    ['cervical-sprain-whiplash', /영상 검사가 필요하지 않습니다/],
    ['acute-ischemic-stroke', /CT|MRI/],
  ])('%s: the tests example names the item’s tests, no placeholder', (caseId, tests) => {
    const e = example(caseId, 'tests');
    expect(e).not.toContain('○○');
    expect(e).toMatch(tests);
  });
});
