/**
 * Issue 17, round 36: the misses of rounds 33 and 35 and of the round's twelve new transcripts
 * (bench/grader/examiner-drafts/43-round36.yaml, `ex45-`, labelled before the grader ran), fixed as classes. Sentences of our
 * own (none taken from the locked part or the holdout; none copied from the tuning transcripts). Each row: case, item, the
 * examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. A check of understanding in its ordinary forms: what stayed with the patient, asked after the explanation ("어떤 게
 * 제일 기억에 남으세요?"), the plan told back in the patient's own words ("본인 말로 한번 해 주시겠어요?"), "이해 잘
 * 되셨어요?". Asked before anything was explained, what stays in memory checks nothing.
 * B. The diagnosis named in lay words (a breast cyst as 물혹 or 섬유낭성 변화, upper gastrointestinal bleeding as where the
 * blood comes from, a lay name with an adverb inside it: "콩팥 기능이 급격히 떨어진"), in 반말 or as what it is called
 * ("목 염좌야", "편타손상이라고 해", "…이거든"), and as what must be ruled in ("…이 있을 때 생길 수 있어서 꼭 확인이
 * 필요해요"). Asked back it is not told.
 * C. The open question in ordinary forms: how the patient was that the carer brought them ("어떠셔서 모시고 오셨어요?"),
 * how the child was brought ("어떻게 데리고 오셨어요?"), where and how it is bad ("어디가 어떻게 불편하세요?", the opening
 * "where": no location, no character); in bad news, what the patient thought on the way; who sits beside the patient
 * ("옆에 계신 분은 누구세요?") sets the scene and leaves the open question after it open.
 * D. Vital signs and the orthostatic check in words (the pressure taken with a posture told after it; two postures named as
 * times and compared), the back tapped and then listened to as the lungs.
 * E. Exams in plain words: the pressing hand let go (rebound), the speculum put in and the uterus felt with two hands
 * (pelvic), the head tilted and turned and pressed from above with a telegraphic verb (Spurling).
 * F. History in the round's words (a child's weight gained, the age the periods stopped, bleeding compared with the
 * periods, bleeding after intercourse in the spouses' word, the time asked in 반말, the amount asked bare in a bleeding
 * case, what a carer saw, "숨은요?", meals and water as usual, a sudden death at a young age, a wish to die as not wanting
 * to live, a dental visit, field work, the last time well, the companion named, what the patient expected to hear, a
 * feeling named back as natural, the toilet trips counted, the pads counted), and a drain with a needle as treatment.
 * G. Evidence from a word of another subject: the patient's own TB is no contact; what the patient told, dated, asks only
 * the onset; a question with its examples tells no plan; a transfusion listed with tattoos asks no drugs; a drug told to
 * be stopped asks none; a discharge's smell asked in a bleeding case describes no bleeding; a later test named as a time
 * plans none; exercise held off is no exercise advice.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const AKI = 'prerenal-acute-kidney-injury';
const HIRSCH = 'hirschsprung-disease';
const HERBAL = 'herbal-drug-induced-liver-injury';
const PROLACTINOMA = 'prolactinoma';
const ENDOMETRIAL = 'endometrial-cancer';
const WHIPLASH = 'cervical-sprain-whiplash';
const DIVERTICULAR = 'diverticular-bleeding';
const GI_SYNCOPE = 'upper-gi-bleeding-syncope';
const CYST = 'breast-cyst-fibrocystic-change';
const CARPAL = 'carpal-tunnel-syndrome';
const ABSCESS = 'lung-abscess-aspiration';
const ANXIETY = 'illness-anxiety-disorder';
const APPY = 'acute-appendicitis';
const CYSTITIS = 'acute-cystitis';
const GOUT = 'acute-gouty-arthritis';
const STONE = 'ureteral-stone';
const NORO = 'norovirus-gastroenteritis';
const GASTRIC_NEWS = 'gastric-cancer-bad-news';
const ESKD_NEWS = 'end-stage-kidney-disease-dialysis-bad-news';
const ULCER = 'duodenal-ulcer-bleeding';
const ORTHO = 'orthostatic-hypotension';
const BPPV = 'benign-paroxysmal-positional-vertigo';
const COPD = 'copd-acute-exacerbation';
const CAP = 'community-acquired-pneumonia';
const ECTOPIC = 'ectopic-pregnancy';
const DELIRIUM = 'delirium-urinary-tract-infection';
const SULFONYLUREA = 'sulfonylurea-hypoglycemia';
const SCRUB = 'scrub-typhus';
const ENDOCARDITIS = 'infective-endocarditis';
const PERICARDITIS = 'acute-pericarditis';

const TEACH_BACK: readonly Row[] = [
  [APPY, 'rel.plainWords', 'u2', ['맹장 끝에 염증이 생긴 맹장염 같아요.', '어떤 게 제일 기억에 남으세요?']],
  [
    CYSTITIS,
    'rel.plainWords',
    'u2',
    ['방광에 세균이 들어가서 염증이 생긴 방광염 같아요.', '설명 중에 뭐가 기억에 남으세요?'],
  ],
  [GOUT, 'rel.plainWords', 'u2', ['요산이 관절에 쌓여서 생긴 통풍 같아요.', '이해 잘 되셨어요?']],
  [
    STONE,
    'rel.plainWords',
    'u2',
    ['소변 길에 돌이 걸려서 막힌 요관결석 같아요.', '제가 말씀드린 걸 본인 말로 한번 해 주시겠어요?'],
  ],
  [
    ANXIETY,
    'rel.plainWords',
    'u2',
    ['걱정이 지나치게 커진 질병불안장애 같아요.', '어떤 부분이 가장 기억에 남으세요?'],
  ],
  [PROLACTINOMA, 'rel.plainWords', 'u2', ['뇌하수체에 작은 혹이 생긴 것 같아요.', '이해 다 되셨어요?']],
  [
    APPY,
    'rel.plainWords',
    false,
    ['어떤 게 제일 기억에 남으세요?', '맹장염 같아요.'],
    'control: asked before anything was explained',
  ],
  [
    APPY,
    'rel.plainWords',
    false,
    ['맹장 끝에 염증이 생긴 맹장염 같아요.', '더 궁금하신 거 있으세요?'],
    'control',
  ],
];

const DIAGNOSIS_WORDS: readonly Row[] = [
  [CYST, 'ed.diagnosis', 'u1', ['물혹으로 보여요.']],
  [CYST, 'ed.diagnosis', 'u1', ['섬유낭성 변화 같아요.']],
  [GI_SYNCOPE, 'ed.diagnosis', 'u1', ['위에서 피가 나서 피가 모자라 쓰러지신 것 같아요.']],
  [GI_SYNCOPE, 'ed.diagnosis', 'u1', ['십이지장에서 피가 새서 혈압이 떨어진 걸로 보여요.']],
  [AKI, 'ed.diagnosis', 'u1', ['탈수 때문에 콩팥 기능이 급격히 떨어진 것 같아요.']],
  [WHIPLASH, 'ed.diagnosis', 'u1', ['사고 때 목이 꺾여서 생긴 목 염좌야.']],
  [WHIPLASH, 'ed.diagnosis', 'u1', ['이런 걸 편타손상이라고 해.']],
  [APPY, 'ed.diagnosis', 'u1', ['맹장염이거든, 수술해야 돼.']],
  [
    ENDOMETRIAL,
    'ed.diagnosis',
    'u1',
    ['자궁내막암이 있을 때 이런 출혈이 생길 수 있어서 꼭 확인이 필요해요.'],
  ],
  [APPY, 'ed.diagnosis', false, ['맹장염이야?'], 'control: asked back'],
  [CYST, 'ed.diagnosis', false, ['물혹 있다는 말 들으신 적 있으세요?'], 'control: a past illness asked'],
  [WHIPLASH, 'ed.diagnosis', false, ['목 염좌는 아니야.'], 'control: ruled out'],
];

const OPEN_QUESTION: readonly Row[] = [
  [AKI, 'rel.openQuestion', 'u1', ['할머님이 어떠셔서 모시고 오셨어요?']],
  [NORO, 'rel.openQuestion', 'u1', ['아이를 어떻게 데리고 오셨어요?']],
  [CARPAL, 'rel.openQuestion', 'u1', ['어디가 어떻게 아프세요?']],
  [GASTRIC_NEWS, 'rel.openQuestion', 'u1', ['결과 기다리시면서 어떤 생각 드셨어요?']],
  [ESKD_NEWS, 'rel.openQuestion', 'u2', ['옆에 계신 분은 누구세요?', '그동안 어떻게 지내셨어요?']],
  [
    CARPAL,
    'hx.location',
    false,
    ['어디가 어떻게 불편하세요?'],
    'control: the opening "where" is no location',
  ],
  [CARPAL, 'hx.character', false, ['어디가 어떻게 불편하세요?'], 'control: nor the character'],
  [CARPAL, 'hx.character', 'u2', ['어디가 어떻게 불편하세요?', '저린 거예요, 힘이 빠지는 거예요?']],
];

const VITALS_IN_WORDS: readonly Row[] = [
  [ULCER, 'px.orthostatic', 'u1', ['(누워 있을 때랑 서 있을 때 혈압, 맥박을 재서 비교한다)']],
  [ORTHO, 'px.orthostatic', 'u1', ['(누웠을 때와 일어섰을 때 혈압 차이를 본다)']],
  [BPPV, 'px.vitals', 'u1', ['(맥박 혈압 잰다. 누워서 재고 일어서서 다시 잰다)']],
  [GI_SYNCOPE, 'px.vitals', 'u1', ['(체온 잰다. 누웠다 일어나서 혈압 다시 잰다)']],
  [COPD, 'px.lungAuscultation', 'u1', ['(등 톡톡 두드리고 청진)', '(심장 소리 듣는다)']],
  [CAP, 'px.lungAuscultation', 'u1', ['(등을 두드려 보고 청진기로 듣는다)', '(심장 청진)']],
  [ULCER, 'px.orthostatic', 'u1', ['(맥박이랑 혈압 재고, 누웠을 때와 앉았을 때를 비교한다)']],
  [ORTHO, 'px.orthostatic', 'u1', ['(누웠을 때랑 앉았을 때 혈압 차이 비교)']],
  [CAP, 'px.lungAuscultation', 'u1', ['(등 살살 두드려 보고 청진기 댄다)', '(심장 소리 듣는다)']],
  [COPD, 'px.lungAuscultation', false, ['(심장 소리 듣는다)'], 'control: the heart only'],
];

const EXAMS_IN_WORDS: readonly Row[] = [
  [APPY, 'px.rebound', 'u1', ['(누른 손을 빠르게 떼면서 표정을 본다)']],
  [ECTOPIC, 'px.rebound', 'u1', ['(아랫배를 지그시 누르던 손을 확 뗀다)']],
  [ECTOPIC, 'px.pelvic', 'u1', ['(질경을 넣어 자궁 입구를 본다)']],
  [ENDOMETRIAL, 'px.pelvic', 'u1', ['(양손으로 자궁과 난소를 만져 본다)']],
  [WHIPLASH, 'px.spurling', 'u1', ['(머리 뒤로 젖힌 채 옆으로 돌리고 머리 위를 지긋이 누름)']],
  [APPY, 'px.rebound', 'u1', ['(누르던 손을 재빨리 놓는다)']],
  [ECTOPIC, 'px.pelvic', 'u1', ['(검경으로 질을 벌려 자궁경부를 본다)']],
  [ECTOPIC, 'px.pelvic', 'u1', ['(두 손으로 자궁이랑 난소를 만져 본다)']],
  [WHIPLASH, 'px.spurling', 'u1', ['(목을 뒤로 젖히고 기울인 채 정수리를 누름)']],
  [ECTOPIC, 'px.pelvic', false, ['내진은 오늘은 안 할게요.'], 'control: declined'],
];

const OWN_WORDS: readonly Row[] = [
  [HIRSCH, 'hx.weightLoss', 'u1', ['체중은 꾸준히 늘고 있어요?']],
  [ENDOMETRIAL, 'hx.lmp', 'u1', ['폐경은 몇 살에 되셨어요?']],
  [ENDOMETRIAL, 'hx.pattern', 'u1', ['예전 생리하실 때와 비교하면 양은 어때요?']],
  [ENDOMETRIAL, 'hx.postcoital', 'u1', ['부부관계 하고 나서 피가 비친 적은요?']],
  [WHIPLASH, 'hx.onset', 'u1', ['근데 언제 그랬어?']],
  [DIVERTICULAR, 'hx.course', 'u1', ['피 양은 어느 정도예요?']],
  [GI_SYNCOPE, 'hx.witness', 'u1', ['따님, 옆에서 보신 모습은 어땠어요?']],
  [GI_SYNCOPE, 'hx.dyspnea', 'u1', ['가슴이 두근거리진 않았어요? 숨은요?']],
  [GI_SYNCOPE, 'hx.intake', 'u1', ['요즘 밥이랑 물은 평소만큼 드셨어요?']],
  [GI_SYNCOPE, 'hx.family', 'u1', ['집안에 젊은 나이에 갑자기 돌아가신 분 계세요?']],
  [DELIRIUM, 'hx.mood', 'u1', ['어머님이 살기 싫다고 하신 적은 없으세요?']],
  [ENDOCARDITIS, 'dentalProcedure', 'u1', ['최근에 이를 뽑거나 스케일링 받으셨어요?']],
  [SCRUB, 'outdoorExposure', 'u1', ['요즘 벌초나 성묘 다녀오셨어요?']],
  [SULFONYLUREA, 'hx.lastNormal', 'u1', ['어제 저녁 드실 때까지는 괜찮으셨어요?']],
  [ESKD_NEWS, 'hx.support', 'u1', ['같이 오신 분은 남편분이세요?']],
  [GASTRIC_NEWS, 'hx.perception', 'u1', ['오늘 어떤 결과를 들으실 거라고 예상하고 오셨어요?']],
  [ESKD_NEWS, 'rel.empathy', 'u1', ['많이 속상하시죠. 그런 마음이 드는 게 당연해요.']],
  [AKI, 'hx.volume', 'u1', ['어머님 하루에 화장실 몇 번 가세요?']],
  [ENDOMETRIAL, 'hx.amount', 'u1', ['패드는 하루에 몇 개 쓰세요?']],
  [CYST, 'ed.treatment', 'u1', ['아프면 바늘로 물을 뽑아 드릴게요.']],
  [CYST, 'ed.treatment', 'u1', ['바늘로 물을 빼 드릴게요.']],
  [GI_SYNCOPE, 'hx.witness', false, ['아버님 연세가 어떻게 되세요?'], 'control'],
];

const ANOTHER_SUBJECT: readonly Row[] = [
  [ABSCESS, 'hx.contacts', false, ['결핵 앓으신 적 있어요?'], 'the patient’s own TB'],
  [ABSCESS, 'hx.contacts', false, ['예전에 결핵 걸리셨던 적은요?']],
  [ABSCESS, 'hx.contacts', 'u1', ['주변에 결핵 앓은 분 있어요?'], 'control'],
  [AKI, 'hx.volume', false, ['소변이 줄었다는 걸 언제 처음 아셨어요?'], 'what the patient told, dated'],
  [AKI, 'hx.onset', 'u1', ['소변이 줄었다는 걸 언제 처음 아셨어요?'], 'control: the onset'],
  [HIRSCH, 'ed.treatment', false, ['먹이는 약 있어요? 변비약 같은 거요.'], 'a question with its examples'],
  [HERBAL, 'hx.medication', false, ['수혈이나 문신 하신 적은요?'], 'a transfusion beside tattoos'],
  [HERBAL, 'hx.medication', false, ['한약도 다 끊고'], 'a drug told to be stopped'],
  [ENDOMETRIAL, 'hx.amount', false, ['피 말고 냉은요? 냄새는요?'], 'the discharge’s smell'],
  [
    PROLACTINOMA,
    'ed.tests',
    false,
    ['골반 진찰은 다음에 초음파 때 같이 할게요.'],
    'a later test named as a time',
  ],
  [PERICARDITIS, 'ed.lifestyle', false, ['당분간 운동은 쉬세요.'], 'exercise held off'],
  [PERICARDITIS, 'ed.lifestyle', false, ['한동안 운동하지 마세요.']],
  [PERICARDITIS, 'ed.lifestyle', 'u1', ['담배는 끊으시고 혈압 관리 잘 하세요.'], 'control'],
];

describe('round 36 A: a check of understanding in its ordinary forms', () => checkRows(TEACH_BACK));
describe('round 36 B: the diagnosis named in lay words, in 반말 or as what must be ruled in', () =>
  checkRows(DIAGNOSIS_WORDS));
describe('round 36 C: the open question in ordinary forms', () => checkRows(OPEN_QUESTION));
describe('round 36 D: vital signs, the orthostatic check and the lungs in words', () =>
  checkRows(VITALS_IN_WORDS));
describe('round 36 E: exams in plain words', () => checkRows(EXAMS_IN_WORDS));
describe('round 36 F: history and treatment in the round’s own words', () => checkRows(OWN_WORDS));
describe('round 36 G: a word of another subject earns nothing', () => checkRows(ANOTHER_SUBJECT));
