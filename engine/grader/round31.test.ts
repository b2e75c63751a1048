/**
 * Issue 17, round 31, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/38-round31.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. Counselling history in everyday words: pastimes still done, being a burden, a passive death wish, the day's work
 * at home or school missed; the worst fear, what was told of a test, someone to come; a baby turning to a sound,
 * stiffening and shaking, lying down worse, how little brings the breath on, drinking as 술자리, more to get drunk, the
 * illnesses had before.
 * B. Explanations in the learner's words: home readings written down and brought, a recheck after months, a visit
 * promised; a drug to start weighed or started slowly, a painkiller from a time before (also in 반말); warmth, eating
 * upright, thickened drinks; the news announced as heavy; withdrawal with help; quitting urged; lay names of the
 * diagnosis (severe morning sickness, period pain, too little eaten, drink that harms the body, blood pressure
 * dangerously high, 위식도역류 said short, 같애).
 * C. Encounter acts: the story asked for or the feeling one came with opens the interview; the effort acknowledged;
 * questions invited last; a summary that gathers what was said; a bare thanks or goodbye closes nothing.
 * D. Exams described in plain words: the neck veins by how high they stand, the chin to the chest, the right ribs
 * pressed while breathing in, the pulse at the foot (not the vital signs), a baby's play watched, weight and length
 * measured in speech; an exam action that turns the head advises nothing.
 * E. Not credited or cited elsewhere: a relative's illness read from the form, the patient's own BP pill for the drugs
 * that raise it, the history restated in a summary, the feeling asked after a result, the result about to be told,
 * quitting aids offered, a measurement at the visits to come, a weak mind and a drug stopped told as the cause.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const PSD = 'post-stroke-depression';
const MDD = 'major-depressive-disorder';
const DYSM = 'primary-dysmenorrhea';
const AML = 'acute-myeloid-leukemia-bad-news';
const HIV = 'hiv-infection-bad-news';
const GASTRIC = 'gastric-cancer-bad-news';
const BREAST = 'early-breast-cancer-bad-news';
const FTT = 'nonorganic-failure-to-thrive';
const ASP = 'aspiration-pneumonia-post-stroke';
const HF = 'heart-failure-exacerbation';
const CHOLE = 'acute-cholecystitis';
const CAP = 'community-acquired-pneumonia';
const FCHL = 'familial-combined-hyperlipidemia';
const HIDDEN = 'hidden-drinking-middle-aged-homemaker';
const HAZARD = 'hazardous-drinking-precontemplation';
const PILL = 'heated-tobacco-smoker-oral-contraceptive';
const EHTN = 'essential-hypertension';
const ISH = 'isolated-systolic-hypertension-elderly';
const EMERG = 'hypertensive-emergency-malignant-hypertension';
const HG = 'hyperemesis-gravidarum-dehydration';
const GERD = 'gastroesophageal-reflux-disease';
const SMOKE = 'smoking-cessation-preparation';

const HISTORY: readonly Row[] = [
  [PSD, 'hx.anhedonia', true, ['전에 즐겨 하시던 뜨개질은 요즘도 하세요?']],
  [MDD, 'hx.anhedonia', true, ['좋아하시던 낚시는 요새도 다니세요?']],
  [PSD, 'hx.guilt', true, ['자식들한테 짐이 되는 것 같다고 생각하세요?']],
  [MDD, 'hx.guilt', true, ['가족에게 짐이 된다고 느끼실 때가 있으세요?']],
  [PSD, 'hx.suicide', true, ['자다가 영영 안 깼으면 좋겠다는 생각도 드세요?']],
  [MDD, 'hx.suicide', true, ['그냥 사라지고 싶다는 생각이 드신 적 있어요?']],
  [PSD, 'hx.impact', true, ['집안일 같은 건 요즘 어떻게 하세요?']],
  [DYSM, 'hx.impact', true, ['생리 때문에 수업 빠진 적 있어?']],
  [AML, 'hx.concerns', true, ['결과 듣기 전에 제일 두려웠던 건 뭐였어요?']],
  [FTT, 'hx.concerns', true, ['어머님은 요즘 가장 마음이 쓰이는 게 어떤 거예요?']],
  [HIV, 'hx.concerns', true, ['지금 특히 겁나는 게 있으세요?']],
  [AML, 'hx.perception', true, ['담당 선생님이 뭐 때문이라고 하시던가요?']],
  [HIV, 'hx.perception', true, ['검사 결과는 어떻게 짐작하고 계세요?']],
  [AML, 'hx.support', true, ['급할 때 와 주실 분 계세요?']],
  [HIV, 'hx.support', true, ['힘들 때 연락하실 만한 분 있으세요?']],
  [FTT, 'hx.senses', true, ['딸랑이 소리 나면 그쪽으로 고개 돌려요?']],
  [FTT, 'hx.senses', true, ['장난감을 움직이면 눈으로 따라 봐요?']],
  [FTT, 'hx.seizure', true, ['팔다리가 굳으면서 떨었던 적 있어요?']],
  [ASP, 'hx.orthopnea', true, ['아버님 누우시면 더 괴로워하세요?']],
  [HF, 'hx.severity', true, ['세수만 해도 숨이 차세요?']],
  [CHOLE, 'hx.radiation', true, ['오른쪽 어깨로도 아픈 게 뻗쳐요?']],
  [CAP, 'hx.hemoptysis', true, ['피가래 나와요?']],
  [FCHL, 'hx.alcohol', true, ['술자리는 자주 있으세요?']],
  [HAZARD, 'hx.tolerance', true, ['전보다 더 드셔야 술기운이 올라요?']],
  [PILL, 'hx.pastMedical', true, ['당뇨나 혈전 생긴 적은요?']],
  [AML, 'hx.pastMedical', true, ['전에 앓으셨던 병 있으세요?']],
];

const EXPLANATION: readonly Row[] = [
  [EHTN, 'ed.followUp', true, ['아침저녁으로 혈압 재서 수첩에 적어 오세요.']],
  [ISH, 'ed.followUp', true, ['집에서 혈압 재서 기록해 오세요.']],
  [FCHL, 'ed.followUp', true, ['두 달 뒤에 피검사 다시 해서 얼마나 떨어졌는지 봐요.']],
  [AML, 'ed.followUp', true, ['내일 오전에 교수님이랑 다시 올게요.']],
  [FCHL, 'ed.treatment', true, ['콜레스테롤 약을 같이 쓰는 게 좋을 수도 있어요.']],
  [DYSM, 'ed.treatment', true, ['생리 하루 전부터 진통제 먹어']],
  [DYSM, 'ed.treatment', true, ['생리 시작 하루 전부터 이부프로펜 드세요.']],
  [PSD, 'ed.treatment', true, ['약을 조금씩 써 보면서 상담도 같이 받아 보세요.']],
  [DYSM, 'ed.lifestyle', true, ['아랫배 따뜻하게 해 주고']],
  [ASP, 'ed.lifestyle', true, ['식사는 앉은 자세로 드시게 해 주세요.']],
  [ASP, 'ed.lifestyle', true, ['국은 걸쭉하게 만들어 드리세요.']],
  [ASP, 'ed.lifestyle', true, ['드시고 나서 바로 눕지 않게 해 주세요.']],
  [AML, 'ed.warningShot', true, ['오늘 드릴 말씀이 쉽지가 않아요.']],
  [HIV, 'ed.warningShot', true, ['제가 전할 소식이 좋지가 않아요.']],
  [GASTRIC, 'ed.warningShot', true, ['드려야 할 말씀이 가볍지 않아요.']],
  [BREAST, 'ed.warningShot', true, ['오늘 드릴 얘기가 반갑지 않은 얘기예요.']],
  [HIDDEN, 'ed.withdrawal', true, ['끊고 며칠은 손이 떨릴 수 있어요. 그땐 약으로 도와드릴게요.']],
  [HAZARD, 'ed.withdrawal', true, ['안 마시면 처음엔 잠이 안 올 수 있는데 도움 받을 방법이 있어요.']],
  [PILL, 'ed.motivation', true, ['저는 담배를 끊으시는 걸 꼭 권해 드려요.']],
  [SMOKE, 'ed.motivation', true, ['이번에 끊으시는 걸 강력히 권해요.']],
  [HG, 'ed.diagnosis', true, ['입덧이 너무 심해서 탈수가 온 걸로 보여요.']],
  [DYSM, 'ed.diagnosis', true, ['원발성 생리통 같애.']],
  [FTT, 'ed.diagnosis', true, ['먹는 양이 모자라서 안 크는 걸로 보여요.']],
  [HIDDEN, 'ed.diagnosis', true, ['지금 드시는 양은 건강을 해치는 양이에요.']],
  [EMERG, 'ed.diagnosis', true, ['혈압이 위험하게 높은 상태예요.']],
  [GERD, 'ed.diagnosis', true, ['위식도역류 같아요.']],
];

const ACTS: readonly Row[] = [
  [
    FCHL,
    'rel.openQuestion',
    true,
    ['안녕하세요, 학생의사 김하늘입니다.', '검진 결과 받으시고 어떤 마음으로 오셨어요?'],
  ],
  [
    ASP,
    'rel.openQuestion',
    true,
    ['안녕하세요, 학생의사 이도윤입니다.', '아버님 어떻게 모시고 오셨는지 말씀해 주세요.'],
  ],
  [
    FTT,
    'rel.openQuestion',
    true,
    ['안녕하세요, 학생의사 박서아입니다.', '보건소에서 무슨 얘기 들으셨는지 들려주실래요?'],
  ],
  [HIV, 'rel.openQuestion', true, ['안녕하세요, 학생의사 최유진입니다.', '오늘 어떤 마음으로 오셨어요?']],
  [PILL, 'rel.empathy', true, ['그동안 애 많이 쓰셨어요.']],
  [HIDDEN, 'rel.empathy', true, ['혼자 줄여 보시느라 애 정말 많이 쓰셨네요.']],
  [SMOKE, 'rel.empathy', true, ['끊어 보려고 애쓰신 게 느껴져요. 애 많이 쓰셨어요.']],
  [PILL, 'rel.empathy', true, ['여러 번 시도하시느라 애를 많이 쓰셨겠어요.']],
  [PILL, 'ed.closing', true, ['금연약도 있어요.', '끝으로 질문은요?']],
  [EHTN, 'ed.closing', true, ['고혈압이에요.', '마지막으로 궁금하신 거는요?']],
  [EHTN, 'ed.closing', false, ['고혈압이에요.', '감사합니다. 안녕히 가세요.']],
  [EHTN, 'ed.closing', false, ['고혈압이에요.', '네, 수고 많이 하셨습니다.']],
  [ISH, 'ed.closing', false, ['혈압이 높아요.', '수고하셨어요.']],
  [EHTN, 'ed.closing', false, ['고혈압이에요.', '자, 수고하셨습니다.']],
  [FCHL, 'ed.closing', false, ['콜레스테롤이 높아요.', '감사합니다.']],
  [HIDDEN, 'ed.closing', false, ['간이 지쳐 있어요.', '네, 고맙습니다. 안녕히 가세요.']],
  [EHTN, 'ed.closing', true, ['고혈압이에요.', '그럼 다음 주에 검사 결과 보러 오세요. 수고하셨습니다.']],
  // "머라고", a slip for 뭐라고, in a teach-back.
  [
    AML,
    'rel.understanding',
    true,
    ['피를 만드는 세포에 생긴 암이에요.', '어머님께 머라고 설명하실지 한번 해 보실래요?'],
  ],
  [
    HIV,
    'rel.understanding',
    true,
    ['HIV에 감염된 상태예요.', '친구한테 머라고 말씀하실지 저한테 해 보실래요?'],
  ],
  [
    GASTRIC,
    'rel.understanding',
    true,
    ['위암이에요.', '따님께 오늘 들은 걸 머라고 설명하실지 한번 해 보시겠어요?'],
  ],
  [BREAST, 'rel.understanding', true, ['유방암이에요.', '남편분께 머라고 말씀하실지 해 보실래요?']],
  [AML, 'rel.summary', true, ['지금까지 얘기를 모아 보면, 이번 주에 항암을 시작하기로 한 거죠?']],
  [HIV, 'rel.summary', true, ['말씀을 다 모아 보면, 오늘 결과 듣고 다음 주에 약을 시작하는 거예요.']],
  [GASTRIC, 'rel.summary', true, ['오늘 내용을 종합해 보면, 수술 전에 검사를 더 하기로 했어요.']],
  [BREAST, 'rel.summary', true, ['지금까지 얘기를 모아 보면, 다음 주에 외과에서 수술 방법을 정하는 거죠?']],
];

const EXAMS: readonly Row[] = [
  [HF, 'px.jvp', true, ['(목 옆 정맥이 얼마나 올라와 있는지 본다)']],
  [HF, 'px.jvp', true, ['(목 혈관이 불룩하게 서 있는지 본다)']],
  [ASP, 'px.jvp', true, ['(목의 핏줄이 튀어나와 있는지 본다)']],
  [HF, 'ed.lifestyle', false, ['(고개를 살짝 돌리게 하고 목 옆을 본다)']],
  [HG, 'px.meningeal', true, ['턱을 가슴에 대 보세요.']],
  [HG, 'px.meningeal', true, ['고개 숙여서 턱이 가슴에 닿는지 볼게요.']],
  [CHOLE, 'px.murphy', true, ['(오른쪽 갈비뼈 밑을 누르고 있는 상태로) 숨 크게 쉬어 보세요.']],
  [CHOLE, 'px.murphy', true, ['(우측 늑골 아래를 누른 채 숨을 들이쉬게 한다)']],
  [FCHL, 'px.pulses', true, ['(발등 맥박을 짚어 본다)']],
  [FCHL, 'px.vitals', false, ['(발등 맥박을 짚어 본다)']],
  [FCHL, 'px.pulses', true, ['(오금과 복숭아뼈 뒤 맥을 만져 본다)']],
  [FCHL, 'px.vitals', false, ['(오금과 복숭아뼈 뒤 맥을 만져 본다)']],
  [FTT, 'px.development', true, ['(장난감을 내밀어 손으로 잡는지 본다)']],
  [FTT, 'px.development', true, ['(이름을 부르고 돌아보는지 본다)']],
  [FTT, 'px.anthropometry', true, ['옷 벗기고 몸무게랑 키 재서 성장 곡선에 찍어 볼게요.']],
  [FTT, 'px.anthropometry', true, ['머리 둘레랑 키 좀 잴게요.']],
];

const NOT_CREDITED: readonly Row[] = [
  [GERD, 'hx.family', false, ['어머님이 심장병 있으셨다고 문진표에 쓰셨던데요.']],
  [EHTN, 'hx.family', false, ['아버님이 고혈압 있으시다고 적으셨던데요.']],
  [FCHL, 'hx.family', false, ['형님이 콜레스테롤 약 드신다고 문진표에 나와 있네요.']],
  [
    GERD,
    'hx.family',
    'u2',
    ['아버님이 심장병 있으셨다고 쓰셨던데요.', '가족 중에 젊어서 심장병 앓은 분 계세요?'],
  ],
  [EHTN, 'hx.homeBp', false, ['아침저녁으로 혈압 재서 수첩에 적어 오세요.']],
  [DYSM, 'hx.menstrual', false, ['생리 하루 전부터 진통제 먹어']],
  [EMERG, 'hx.medication', false, ['요즘 혈압약은 어떻게 드시고 계세요?']],
  [EMERG, 'hx.medication', 'u2', ['혈압약은 잘 드세요?', '혈압약 말고 진통제나 한약 드시는 거 있어요?']],
  [
    AML,
    'hx.support',
    'u1',
    ['연락하면 와 주실 분 계세요?', '정리하면, 내일 가족분이 오셔서 같이 설명 듣기로 한 거죠?'],
  ],
  [
    FCHL,
    'hx.checkup',
    'u2',
    ['검진 결과 보시고 어떤 마음으로 오셨어요?', '콜레스테롤 수치는 얼마 나왔다고 들으셨어요?'],
  ],
  [HIDDEN, 'hx.checkup', false, ['검진 결과 얘기 들으시고 어떠셨어요?']],
  [AML, 'ed.followUp', false, ['결과를 말씀드리려고 하는데, 자세히 들으실래요?']],
  [PILL, 'ed.motivation', false, ['붙이는 패치도 있고 먹는 금연약도 있어서 도움 받으실 수 있어요.']],
  [
    PILL,
    'ed.motivation',
    'u1',
    ['이번에 담배를 끊으시는 걸 꼭 권해 드려요.', '니코틴 껌도 있어서 도움 받으실 수 있어요.'],
  ],
  [FTT, 'px.anthropometry', false, ['2주마다 와서 몸무게 재면서 잘 느는지 볼게요.']],
  [PSD, 'ed.treatment', false, ['마음이 약해서 그런 게 아니라 뇌가 다쳐서 생긴 거예요.']],
  [
    PSD,
    'ed.treatment',
    'u2',
    ['치료하면 기운도 나고 재활도 더 잘 돼요.', '기분을 올려 주는 약을 조금씩 써 볼게요.'],
  ],
  [
    EMERG,
    'ed.treatment',
    'u2',
    ['혈압약을 끊으시고 나서 혈압이 올라서 바로 치료해야 해요.', '입원해서 주사로 혈압을 내릴게요.'],
  ],
];

describe('round 31: counselling history in everyday words', () => checkRows(HISTORY));
describe('round 31: explanations in the learner words', () => checkRows(EXPLANATION));
describe('round 31: encounter acts', () => checkRows(ACTS));
describe('round 31: exams described in plain words', () => checkRows(EXAMS));
describe('round 31: not credited, or cited at the turn that earns it', () => checkRows(NOT_CREDITED));
