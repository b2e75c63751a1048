/**
 * Issue 17, round 15, in sentences of our own (none taken from the locked part). Each row: case, item, the
 * examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message
 * named), the learner's lines, and what the row shows.
 *
 * A. Exam items naming several manoeuvres ("심장과 폐를 청진했다") are met by any one of them: the tuning
 * transcripts were labelled so (all 50 partly done compound exam items met, 16 without the first-named
 * manoeuvre), now written in EXAMINER-RULES. The grader already did so: these rows are controls.
 * B. The diagnosis told as a possibility or an impression ("맹장염 같은데요, …", "…인가 싶어요", "…일지도
 * 몰라요", "…인 듯해요"), also in a turn that then asks something, earns the diagnosis item; ruled out
 * ("맹장염은 아닌 것 같아요") or asked it does not. Lay names: 통풍, 콩팥에 염증, 심한 알레르기 반응.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const APPENDIX = 'acute-appendicitis';
const GALLBLADDER = 'acute-cholecystitis';
const GOUT = 'acute-gouty-arthritis';
const PYELO = 'acute-pyelonephritis-fever';
const STING = 'anaphylaxis-hymenoptera-sting';
const URTICARIA = 'acute-urticaria-drug';
const RHINITIS = 'allergic-rhinitis';
const HEPB = 'chronic-hepatitis-b';
const CHEST_WALL = 'costochondritis';
const BPPV = 'benign-paroxysmal-positional-vertigo';
const LOW_MOOD = 'depression-related-fatigue';

/** Exam items naming several manoeuvres: any one performed or announced meets them. */
const COMPOUND_EXAMS: readonly Row[] = [
  [HEPB, 'px.heart', true, ['(가슴에 청진기를 대고 심장 소리를 듣는다)'], 'the heart alone'],
  [HEPB, 'px.heart', true, ['등에 청진기 댈게요. 숨 크게 쉬어 보세요.'], 'the lungs alone'],
  [HEPB, 'px.heart', false, ['가슴이 두근거린 적 있어요?'], 'asked, not listened to'],
  [CHEST_WALL, 'px.legs', true, ['(정강이를 눌러 본다)'], 'the oedema alone'],
  [PYELO, 'px.throatEar', true, ['(귓속을 불빛으로 들여다본다)'], 'the eardrum alone'],
  [PYELO, 'px.abdomen', true, ['(등 옆구리를 주먹으로 톡톡 친다)'], 'the flank alone'],
  [PYELO, 'px.abdomen', true, ['(배를 살살 눌러 본다)'], 'the abdomen alone'],
  [BPPV, 'px.gait', true, ['발 모으고 서서 눈 감아 보세요.'], 'the Romberg test alone'],
  [BPPV, 'px.gait', false, ['걸을 때 휘청거리세요?'], 'asked, not examined'],
];

/** The diagnosis told as a possibility or an impression. */
const POSSIBLE_DIAGNOSIS: readonly Row[] = [
  [APPENDIX, 'ed.diagnosis', true, ['맹장염 같은데요, 피검사랑 CT 해 볼게요.']],
  [APPENDIX, 'ed.diagnosis', true, ['제 생각에는 맹장염이 의심되는데 혹시 궁금하신 거 있으세요?']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염일 가능성이 있는데 괜찮으세요?']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염인가 싶어요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염이 아닐까 싶어요.'], 'a hedged guess, not ruled out'],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염일 확률이 높아요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염이 있을 수 있어요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염일지도 몰라요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염을 의심하고 있어요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염 쪽으로 보고 있어요.']],
  [GALLBLADDER, 'ed.diagnosis', true, ['담낭염인 듯해요.']],
  [GOUT, 'ed.diagnosis', true, ['통풍일 수도 있어요.'], 'gout for 통풍성 관절염'],
  [GOUT, 'ed.diagnosis', true, ['통풍 발작으로 보여요.']],
  [PYELO, 'ed.diagnosis', true, ['콩팥에 염증이 생긴 것 같아요.'], 'the lay name'],
  [STING, 'ed.diagnosis', true, ['벌에 쏘여서 생긴 심한 알레르기 반응 같아요.'], 'the lay name'],
  // "…ㄹ 수도 있어요." with a full stop tells a possibility; it asks nothing.
  [LOW_MOOD, 'ed.diagnosis', true, ['지금 말씀하신 걸 보면 우울증 때문에 피곤하신 걸 수도 있어요.']],
  [LOW_MOOD, 'ed.diagnosis', false, ['우울증 때문에 피곤하신 걸 수도 있어요?'], 'asked'],
  // Ruled out, asked, or another condition.
  [APPENDIX, 'ed.diagnosis', false, ['맹장염은 아닌 것 같아요.'], 'ruled out'],
  [APPENDIX, 'ed.diagnosis', false, ['맹장염 가능성은 낮아요.'], 'ruled out'],
  [GOUT, 'ed.diagnosis', false, ['통풍은 아닌 것 같아요.'], 'ruled out'],
  [APPENDIX, 'ed.diagnosis', false, ['맹장염일까요?'], 'asked'],
  [APPENDIX, 'ed.diagnosis', false, ['맹장염 수술 받으신 적 있어요?'], 'past history asked'],
  [GOUT, 'ed.diagnosis', false, ['통풍 있으셨던 적 있어요?'], 'past history asked'],
  [URTICARIA, 'ed.diagnosis', false, ['약에 대한 반응 같아요.'], 'no hives named'],
  [RHINITIS, 'ed.diagnosis', false, ['알레르기 반응 같아요.'], 'not the nose'],
  // Controls that held before.
  [APPENDIX, 'ed.diagnosis', true, ['맹장염 가능성이 있어요.']],
  [APPENDIX, 'ed.diagnosis', true, ['장염일 수도 있고 맹장염일 수도 있어요.']],
  [APPENDIX, 'ed.diagnosis', true, ['맹장염이 아닌가 생각돼요.'], 'a hedged guess'],
  // Evidence: the turn that tells it, not a ruled-out one before it.
  [
    APPENDIX,
    'ed.diagnosis',
    'u2',
    ['맹장염은 아닌 것 같아요.', '다시 보니 맹장염 같은데요, CT 찍어 볼게요.'],
  ],
];

describe('round 15: exam items naming several manoeuvres', () => checkRows(COMPOUND_EXAMS));
describe('round 15: the diagnosis told as a possibility', () => checkRows(POSSIBLE_DIAGNOSIS));
