/**
 * Classes of learner wording the examiner credits (issue 17), each with sentences written for this
 * test, not taken from an evaluation set: paraphrases, messy typing, lists and elliptical
 * follow-ups, examinations described in plain words, encounter acts in their ordinary forms and
 * explanations in their own words; then what must not be credited, which turn is cited, what strict
 * mode says, and 반말.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { banmalUses, isBanmal, politeForm, politeReading } from './courtesy';
import { gradeEncounter, type TranscriptMessage } from './grade';
import { normalizeMessy } from './messy';

/** Learner lines, each answered by a neutral patient line. */
function chat(lines: readonly string[], reply = '네.'): TranscriptMessage[] {
  return lines.flatMap((content, i) => [
    { id: `u${i + 1}`, sender: 'user' as const, content },
    { id: `a${i + 1}`, sender: 'ai' as const, content: reply },
  ]);
}

function verdict(caseId: string, lines: readonly string[], item: string) {
  const result = gradeEncounter({ caseData: loadCase(caseId), messages: chat(lines) });
  const r = result.checklistResults.find((x) => x.itemId.endsWith(`.${item}`));
  if (!r) throw new Error(`${caseId} has no item ${item}`);
  return r;
}

type Row = readonly [caseId: string, item: string, met: boolean, lines: readonly string[]];

const PARAPHRASED_HISTORY_QUESTIONS: readonly Row[] = [
  ['acute-myocardial-infarction', 'hx.radiation', true, ['아픈 게 어깨나 팔 쪽으로 타고 가요?']],
  ['acute-myocardial-infarction', 'hx.radiation', true, ['통증이 다른 데로 퍼지진 않아요?']],
  ['acute-myocardial-infarction', 'hx.radiation', true, ['턱이나 등 쪽까지 같이 아파요?']],
  ['acute-myocardial-infarction', 'hx.radiation', true, ['왼팔로 내려가는 느낌 있어요?']],
  ['acute-lumbar-strain-moving-house', 'hx.radiation', true, ['다리로 저리게 내려가요?']],
  ['acute-lumbar-strain-moving-house', 'hx.radiation', true, ['엉덩이나 다리 쪽으로 땡기는 느낌은요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['처음이랑 비교하면 지금은 좀 나아요, 더 나빠요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['그때보다 지금이 더 심해요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['시작했을 때랑 비교해서 어때요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['compared to the start better or worse?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['점점 심해지는 거예요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['갈수록 어때요?']],
  ['acute-myocardial-infarction', 'hx.course', true, ['언제부터 아프셨어요?', '어제랑 비교하면요?']],
  [
    'acute-myocardial-infarction',
    'hx.course',
    true,
    ['아프기 시작하고 나서 좀 좋아졌어요 아니면 그대로예요?'],
  ],
  ['advanced-sleep-wake-phase-disorder', 'hx.character', true, ['잠드는 데 어려움은요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['잠드는 데 어려움은요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['밤에 잠은 어때요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['자다가 자주 깨세요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['수면은 괜찮으세요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['잠 잘 자요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['잠은요?']],
  ['acute-stress-disorder', 'hx.sleep', true, ['몇 시간 주무세요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['부담되는 일 있으세요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['요즘 신경 쓰이는 일 있어요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['요즘 힘든 일은 없으세요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['회사나 집에서 힘든 일 있으세요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['스트레스는요?']],
  ['acute-stress-disorder', 'hx.stress', true, ['요즘 마음 고생하시는 일 있어요?']],
  ['acute-myeloid-leukemia-bad-news', 'hx.concerns', true, ['어떤 게 제일 걱정되세요?']],
  ['acute-myeloid-leukemia-bad-news', 'hx.concerns', true, ['가장 염려되시는 부분이 뭐예요?']],
  ['acute-myeloid-leukemia-bad-news', 'hx.concerns', true, ['혹시 걱정하시는 병이 있으세요?']],
  ['acute-myeloid-leukemia-bad-news', 'hx.concerns', true, ['제일 마음에 걸리는 게 뭐예요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.concerns', true, ['어머니는 어떤 점이 가장 걱정되세요?']],
  ['acute-asthma-exacerbation', 'hx.medication', true, ['흡입기 뭐 쓰세요?']],
  ['acute-asthma-exacerbation', 'hx.medication', true, ['쓰시는 흡입기 이름 아세요?']],
  ['acute-asthma-exacerbation', 'hx.medication', true, ['평소에 쓰는 약이나 흡입기는요?']],
  ['acute-asthma-exacerbation', 'hx.medication', true, ['뿌리는 약 쓰세요?']],
  [
    'acquired-hypothyroidism-growth-failure',
    'hx.growth',
    true,
    ['또래 친구들이랑 비교하면 키가 어느 정도예요?'],
  ],
  ['acquired-hypothyroidism-growth-failure', 'hx.growth', true, ['작년이랑 비교해서 키가 몇 센티 컸어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.growth', true, ['반에서 키 순서로 몇 번째쯤이에요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.development', true, ['걷기나 말하기는 언제 시작했어요?']],
  [
    'acquired-hypothyroidism-growth-failure',
    'hx.development',
    true,
    ['뒤집기 기기 걷기는 다른 애들이랑 비슷했나요?'],
  ],
  [
    'acquired-hypothyroidism-growth-failure',
    'hx.birth',
    true,
    ['아이 낳을 때 몇 주에 몇 킬로로 태어났어요?'],
  ],
  ['acquired-hypothyroidism-growth-failure', 'hx.birth', true, ['출생 때 문제는 없었어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.feeding', true, ['아이가 밥은 잘 먹어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.feeding', true, ['편식 심해요? 하루에 얼마나 먹어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.sleep', true, ['밤에 몇 시에 자요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.senses', true, ['잘 듣고 잘 보나요?']],
  [
    'acquired-hypothyroidism-growth-failure',
    'hx.senses',
    true,
    ['티비 가까이서 보거나 불러도 대답 안 한 적 있어요?'],
  ],
  ['acquired-hypothyroidism-growth-failure', 'hx.living', true, ['주로 누가 키우세요? 어린이집 다녀요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.family', true, ['엄마 아빠 키는 어떻게 되세요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.family', true, ['부모님 키가 몇이세요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.course', true, ['원래 잘 하던 걸 못하게 된 건 없어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.concerns', true, ['어머니는 뭐가 제일 신경 쓰이세요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.vaccination', true, ['접종은 제때 다 맞췄어요?']],
  ['acquired-hypothyroidism-growth-failure', 'hx.gi', true, ['설사나 토하는 건 없어요?']],
  [
    'acquired-hypothyroidism-growth-failure',
    'hx.pastMedical',
    true,
    ['아이가 크게 아팠거나 입원한 적 있어요?'],
  ],
  ['asplenia-vaccination-post-splenectomy', 'hx.record', true, ['접종 수첩 가져오셨어요?']],
  [
    'asplenia-vaccination-post-splenectomy',
    'hx.record',
    true,
    ['지금까지 맞은 예방주사 기록 좀 볼 수 있을까요?'],
  ],
  [
    'asplenia-vaccination-post-splenectomy',
    'hx.reactions',
    true,
    ['전에 주사 맞고 열 나거나 두드러기 난 적 있어요?'],
  ],
  ['asplenia-vaccination-post-splenectomy', 'hx.today', true, ['오늘 컨디션은 어때요? 열은요?']],
  ['asplenia-vaccination-post-splenectomy', 'hx.allergy', true, ['계란이나 약에 알레르기 있어요?']],
  ['asplenia-vaccination-post-splenectomy', 'hx.household', true, ['집에 면역 약한 가족 있어요?']],
  [
    'asplenia-vaccination-post-splenectomy',
    'hx.household',
    true,
    ['같이 사는 사람 중에 항암치료 받는 분 계세요?'],
  ],
  ['asplenia-vaccination-post-splenectomy', 'hx.living', true, ['어린이집이나 학교 다녀요?']],
  ['asplenia-vaccination-post-splenectomy', 'hx.concerns', true, ['주사 맞는 거 걱정되는 거 있으세요?']],
  ['asplenia-vaccination-post-splenectomy', 'hx.medication', true, ['스테로이드 같은 약 먹고 있어요?']],
  ['asplenia-vaccination-post-splenectomy', 'hx.medication', true, ['최근에 수혈 받은 적 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.ideation', true, ['죽고 싶다는 생각 해 본 적 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.ideation', true, ['다 끝내고 싶다는 생각 드세요?']],
  ['adolescent-suicidal-ideation', 'hx.plan', true, ['어떻게 할지 생각해 둔 방법 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.plan', true, ['언제 어떻게 하려고 했어요?']],
  ['adolescent-suicidal-ideation', 'hx.means', true, ['약 모아 둔 거 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.means', true, ['집에 그럴 때 쓸 만한 거 준비해 두셨어요?']],
  ['adolescent-suicidal-ideation', 'hx.attempt', true, ['전에 실제로 해 본 적 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.attempt', true, ['손목 긋거나 한 적은요?']],
  ['adolescent-suicidal-ideation', 'hx.hopelessness', true, ['앞으로 좋아질 거라는 생각이 안 드세요?']],
  ['adolescent-suicidal-ideation', 'hx.protective', true, ['그래도 버티게 해 주는 게 있다면 뭐예요?']],
  ['adolescent-suicidal-ideation', 'hx.protective', true, ['살아야 하는 이유가 있다면요?']],
  ['adolescent-suicidal-ideation', 'hx.support', true, ['힘들 때 얘기할 사람 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.psychHistory', true, ['정신과나 상담 받아 본 적 있어요?']],
  ['adolescent-suicidal-ideation', 'hx.neuroveg', true, ['잠이랑 밥은 어때요?']],
  ['adolescent-suicidal-ideation', 'hx.event', true, ['힘들어진 계기가 있었어요?']],
  ['adolescent-suicidal-ideation', 'hx.event', true, ['무슨 일 있었어요?']],
  ['adolescent-suicidal-ideation', 'hx.family', true, ['가족 중에 우울증이나 그런 일로 돌아가신 분 있어요?']],
  ['anabolic-steroid-misuse', 'hx.substance', true, ['어떤 약을 얼마나 어떻게 쓰고 있어요?']],
  ['anabolic-steroid-misuse', 'hx.source', true, ['약은 어디서 구해요?']],
  ['anabolic-steroid-misuse', 'hx.event', true, ['처음에 어떻게 시작하게 됐어요?']],
  ['anabolic-steroid-misuse', 'hx.tolerance', true, ['예전이랑 같은 양으로는 효과가 덜해요?']],
  ['anabolic-steroid-misuse', 'hx.withdrawal', true, ['안 쓰면 몸이 어때요?']],
  ['anabolic-steroid-misuse', 'hx.craving', true, ['쓰고 싶은 마음이 참기 힘들 정도예요?']],
  ['anabolic-steroid-misuse', 'hx.consequences', true, ['약 때문에 일이나 집에서 문제 생긴 적 있어요?']],
  ['anabolic-steroid-misuse', 'hx.quitAttempts', true, ['끊어 보려고 해 본 적 있어요?']],
  ['anabolic-steroid-misuse', 'hx.readiness', true, ['끊을 생각은 얼마나 있어요?']],
  ['anabolic-steroid-misuse', 'hx.otherSubstances', true, ['술 담배는요?']],
  [
    'adolescent-online-grooming-sexual-abuse',
    'hx.details',
    true,
    ['언제 어디서 무슨 일이 있었는지 말씀해 주실 수 있어요?'],
  ],
  ['adolescent-online-grooming-sexual-abuse', 'hx.perpetrator', true, ['아는 사람이었어요? 몇 명이었어요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.after', true, ['그 뒤에 샤워하거나 옷 갈아입었어요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.safety', true, ['지금 지내는 곳은 안전해요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.reporting', true, ['경찰에 알렸어요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.vaccination', true, ['B형 간염 주사는 맞았어요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.injuries', true, ['다친 데나 아픈 데 있어요?']],
  ['adolescent-online-grooming-sexual-abuse', 'hx.sexual', true, ['그 전에 동의한 관계는 언제였어요?']],
  [
    'benign-paroxysmal-positional-vertigo',
    'hx.type',
    true,
    ['세상이 빙글빙글 돌아요, 아니면 붕 뜨는 느낌이에요?'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'hx.type', true, ['어지러운 게 어떤 식이에요? 핑 돌아요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.duration', true, ['한번 어지러우면 몇 분 가요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.trigger', true, ['고개 돌리거나 누울 때 심해져요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.trigger', true, ['자세 바꿀 때 그래요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.relief', true, ['가만히 있으면 좀 괜찮아져요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.ear', true, ['귀에서 삐 소리 나거나 먹먹해요?']],
  [
    'benign-paroxysmal-positional-vertigo',
    'hx.central',
    true,
    ['물건이 두 개로 보이거나 말이 어눌해진 적은요?'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'hx.gait', true, ['걸을 때 한쪽으로 쏠려요?']],
  [
    'benign-paroxysmal-positional-vertigo',
    'hx.before',
    true,
    ['어지럽기 전에 감기 걸렸거나 머리 부딪힌 적 있어요?'],
  ],
  ['benign-paroxysmal-positional-vertigo', 'hx.course', true, ['하루에 몇 번이나 그래요?']],
  ['benign-paroxysmal-positional-vertigo', 'hx.cardiac', true, ['심장 두근거리거나 기절한 적은?']],
  ['acute-bacterial-prostatitis', 'hx.storage', true, ['화장실 자주 가요? 참기 힘들어요?']],
  ['acute-bacterial-prostatitis', 'hx.nocturia', true, ['밤에 몇 번 깨서 화장실 가요?']],
  ['acute-bacterial-prostatitis', 'hx.voiding', true, ['소변 줄기가 약하거나 시원하게 안 나와요?']],
  ['acute-bacterial-prostatitis', 'hx.voiding', true, ['소변 나오기까지 오래 걸려요?']],
  ['acute-bacterial-prostatitis', 'hx.postVoid', true, ['보고 나서도 남은 느낌 있어요?']],
  ['acute-bacterial-prostatitis', 'hx.dysuria', true, ['볼 때 따끔해요?']],
  ['acute-bacterial-prostatitis', 'hx.hematuria', true, ['소변에 피 비쳐요?']],
  ['acute-bacterial-prostatitis', 'hx.fever', true, ['열나거나 옆구리 아파요?']],
  ['acute-bacterial-prostatitis', 'hx.discharge', true, ['고름 같은 거 나와요?']],
  ['acute-bacterial-prostatitis', 'hx.drinks', true, ['물이나 커피는 하루에 얼마나 마셔요?']],
  ['acute-bacterial-prostatitis', 'hx.sexual', true, ['최근에 관계 가진 적 있어요? 콘돔은요?']],
  ['acute-bacterial-prostatitis', 'hx.family', true, ['가족 중에 전립선 쪽으로 아픈 분?']],
  ['acute-lumbar-strain-moving-house', 'hx.cause', true, ['무거운 거 들다가 그랬어요?']],
  ['acute-lumbar-strain-moving-house', 'hx.cause', true, ['다치거나 무리한 일 있었어요?']],
  ['acute-lumbar-strain-moving-house', 'hx.factors', true, ['앉아 있거나 숙이면 더 아파요?']],
  ['acute-lumbar-strain-moving-house', 'hx.radiculopathy', true, ['다리 저리거나 힘 빠지는 건요?']],
  ['acute-lumbar-strain-moving-house', 'hx.caudaEquina', true, ['대소변 보는 데 문제는 없어요?']],
  ['acute-lumbar-strain-moving-house', 'hx.caudaEquina', true, ['항문 주위 감각 이상해요?']],
  ['acute-lumbar-strain-moving-house', 'hx.redFlags', true, ['밤에 더 아프거나 열 나거나 살 빠진 건?']],
  ['acute-lumbar-strain-moving-house', 'hx.inflammatory', true, ['아침에 일어날 때 뻣뻣해요?']],
  ['acute-lumbar-strain-moving-house', 'hx.occupation', true, ['무슨 일 하세요?']],
  ['acute-lumbar-strain-moving-house', 'hx.occupation', true, ['일할 때 주로 어떤 자세예요?']],
  ['acute-lumbar-strain-moving-house', 'hx.severity', true, ['10점 만점에 몇 점?']],
  ['acute-bacterial-sinusitis', 'hx.character', true, ['콧물 색깔은요? 누래요 맑아요?']],
  ['acute-bacterial-sinusitis', 'hx.side', true, ['한쪽만 막혀요 양쪽 다예요?']],
  ['acute-bacterial-sinusitis', 'hx.allergic', true, ['재채기 많이 해요? 눈 가려워요?']],
  ['acute-bacterial-sinusitis', 'hx.sinus', true, ['얼굴 누르면 아파요? 냄새는 잘 맡아요?']],
  ['acute-bacterial-sinusitis', 'hx.postnasal', true, ['목 뒤로 뭐 넘어가는 느낌 있어요?']],
  ['acute-bacterial-sinusitis', 'hx.epistaxis', true, ['코피는요?']],
  ['acute-bacterial-sinusitis', 'hx.environment', true, ['집에 강아지 키워요?']],
  ['acute-bacterial-sinusitis', 'hx.medication', true, ['코에 뿌리는 약 써요?']],
  ['acute-bacterial-sinusitis', 'hx.sleep', true, ['코 막혀서 잠 설쳐요?']],
  ['acute-bacterial-sinusitis', 'hx.course', true, ['계절 따라 그래요 아니면 일년 내내?']],
  ['central-diabetes-insipidus', 'hx.volume', true, ['하루에 화장실 몇 번 가요? 한번에 양은요?']],
  ['central-diabetes-insipidus', 'hx.thirst', true, ['목 자주 말라요? 물 얼마나 마셔요?']],
  ['central-diabetes-insipidus', 'hx.nocturia', true, ['밤에 화장실 가려고 깨요?']],
  ['central-diabetes-insipidus', 'hx.fatigue', true, ['많이 피곤해요?']],
  ['central-diabetes-insipidus', 'hx.vision', true, ['눈 침침해요?']],
  ['central-diabetes-insipidus', 'hx.neuropathy', true, ['손발 저려요?']],
  ['central-diabetes-insipidus', 'hx.headInjury', true, ['머리 다친 적이나 뇌 수술 받은 적 있어요?']],
  ['central-diabetes-insipidus', 'hx.medication', true, ['리튬이나 이뇨제 먹어요?']],
  ['central-diabetes-insipidus', 'hx.drinks', true, ['음료수나 커피 많이 마셔요?']],
  ['acute-otitis-media-toddler', 'hx.course', true, ['열이 최고 몇 도까지 올라갔어요?']],
  ['acute-otitis-media-toddler', 'hx.course', true, ['열이 계속 나요 아니면 오르락내리락해요?']],
  ['acute-otitis-media-toddler', 'hx.chills', true, ['춥다고 떨지는 않아요?']],
  ['acute-otitis-media-toddler', 'hx.antipyretic', true, ['해열제 먹였어요? 먹이면 떨어져요?']],
  ['acute-otitis-media-toddler', 'hx.intake', true, ['잘 먹어요? 기저귀는 몇 번 갈아요?']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['애가 축 처져요? 잘 놀아요?']],
  ['acute-otitis-media-toddler', 'hx.respiratory', true, ['기침 콧물은요?']],
  ['acute-otitis-media-toddler', 'hx.contacts', true, ['어린이집에 아픈 애 있어요?']],
  ['acute-otitis-media-toddler', 'hx.urinary', true, ['소변 볼 때 울거나 아파해요?']],
  ['acute-otitis-media-toddler', 'hx.cns', true, ['목 뻣뻣해 보이거나 머리 아파해요?']],
  ['acute-otitis-media-toddler', 'hx.rash', true, ['몸에 뭐 난 거 있어요?']],
  ['acute-otitis-media-toddler', 'hx.lymph', true, ['목에 멍울 만져져요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.situation', true, ['쓰러질 때 뭐 하고 있었어요?']],
  [
    'aortic-stenosis-exertional-syncope',
    'hx.prodrome',
    true,
    ['쓰러지기 전에 눈앞이 깜깜해지거나 식은땀 났어요?'],
  ],
  ['aortic-stenosis-exertional-syncope', 'hx.witness', true, ['옆에 본 사람 있었어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.duration', true, ['얼마 동안 정신 잃었어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.recovery', true, ['깨고 나서 바로 정신 들었어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.seizure', true, ['몸 떨거나 혀 깨물거나 소변 지렸어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.trauma', true, ['쓰러지면서 다친 데는요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.intake', true, ['오늘 밥이랑 물은 잘 드셨어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.bleeding', true, ['변이 까맣게 나온 적 있어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.family', true, ['가족 중에 갑자기 돌아가신 분 있어요?']],
  ['aortic-stenosis-exertional-syncope', 'hx.experience', true, ['전에도 쓰러진 적 있어요?']],
];

describe('credits paraphrased history questions', () => {
  it.each(PARAPHRASED_HISTORY_QUESTIONS)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const MESSY_TYPING_LISTS_AND_ELLIPTICAL_FOLLOW_UPS: readonly Row[] = [
  ['campylobacter-enteritis', 'hx.stool', true, ['설사 하루에 몇번 가요 물처럼 나와요']],
  ['campylobacter-enteritis', 'hx.blood', true, ['피섞여나오는건?']],
  ['campylobacter-enteritis', 'hx.food', true, ['머 먹엇어요 최근에']],
  ['campylobacter-enteritis', 'hx.food', true, ['어제 머먹었어요?']],
  ['campylobacter-enteritis', 'hx.fever', true, ['열잇어요?']],
  ['campylobacter-enteritis', 'hx.vomiting', true, ['토하진않았어여?']],
  ['campylobacter-enteritis', 'hx.abdominalPain', true, ['배아파요?']],
  ['campylobacter-enteritis', 'hx.travel', true, ['최근여행갔다왔어요?']],
  ['campylobacter-enteritis', 'hx.medication', true, ['먹는약잇어요?']],
  ['campylobacter-enteritis', 'hx.pastMedical', true, ['앓는병있음?']],
  ['campylobacter-enteritis', 'hx.onset', true, ['언제부터그랫어요']],
  ['campylobacter-enteritis', 'hx.weightLoss', true, ['살빠졋어요?']],
  ['atrophic-vaginitis', 'hx.character', true, ['냉 색깔이랑 냄새는요? 양은요?']],
  ['atrophic-vaginitis', 'hx.character', true, ['분비물 어떻게 생겼어요?']],
  ['atrophic-vaginitis', 'hx.itching', true, ['따갑거나 가렵진 않아요?']],
  ['acute-myocardial-infarction', 'hx.factors', true, ['어떻게 하면 더 아파요? 쉬면요?']],
  ['acute-myocardial-infarction', 'hx.duration', true, ['한번 아프면 얼마나 가요?']],
  ['acute-myocardial-infarction', 'hx.autonomic', true, ['식은땀은요? 속 울렁거리는 건요?']],
  ['acute-myocardial-infarction', 'hx.dyspnea', true, ['숨찬 건요?']],
  ['acute-myocardial-infarction', 'hx.arrhythmia', true, ['가슴 두근거리는 건요?']],
  ['acute-myocardial-infarction', 'hx.family', true, ['가족 중에 심장병 있는 분?']],
  ['acute-myocardial-infarction', 'hx.smoking', true, ['담배는?']],
  ['acute-myocardial-infarction', 'hx.smoking', true, ['담배 펴요?']],
  ['acute-myocardial-infarction', 'hx.severity', true, ['아픈 거 점수로 치면 몇점?']],
  ['acute-myocardial-infarction', 'hx.severity', true, ['NRS 몇?']],
  ['acute-myocardial-infarction', 'hx.location', true, ['어디 아파요 정확히']],
  ['acute-myocardial-infarction', 'hx.character', true, ['어떻게 아파요? 쥐어짜요?']],
  ['acute-myocardial-infarction', 'hx.pastMedical', true, ['혈압 당뇨 있어요?']],
  ['acute-myocardial-infarction', 'hx.experience', true, ['이런 적 첨이에요?']],
  ['acute-myocardial-infarction', 'hx.reflux', true, ['신물 올라와요?']],
];

describe('credits messy typing, lists and elliptical follow-ups', () => {
  it.each(MESSY_TYPING_LISTS_AND_ELLIPTICAL_FOLLOW_UPS)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const EXAMINATIONS_DESCRIBED_IN_WORDS_AND_ENCOUNTER_ACTS: readonly Row[] = [
  ['heart-failure-exacerbation', 'px.jvp', true, ['(목 옆 정맥이 부풀었는지 본다)']],
  ['heart-failure-exacerbation', 'px.jvp', true, ['(고개를 45도 올리고 목 정맥 높이를 잰다)']],
  ['heart-failure-exacerbation', 'px.jvp', true, ['(목에 핏줄 튀어나왔는지 봄)']],
  [
    'heart-failure-exacerbation',
    'px.jvp',
    true,
    ['목 좀 볼게요. 고개를 왼쪽으로 살짝 돌려 주세요. (목 정맥 확인)'],
  ],
  ['heart-failure-exacerbation', 'px.legEdema', true, ['(정강이를 눌러 본다)']],
  ['heart-failure-exacerbation', 'px.legEdema', true, ['(발목 눌러서 자국 남는지 봄)']],
  [
    'heart-failure-exacerbation',
    'px.legEdema',
    true,
    ['다리 좀 눌러볼게요. (양쪽 정강이를 손가락으로 5초 누른다)'],
  ],
  ['campylobacter-enteritis', 'px.dehydration', true, ['(입안이 마른지 보고 피부를 꼬집어 본다)']],
  ['campylobacter-enteritis', 'px.dehydration', true, ['(혀 마른지 확인, 피부 탄력 봄)']],
  ['campylobacter-enteritis', 'px.dehydration', true, ['(손톱 눌렀다 떼서 색 돌아오는 시간 봄)']],
  ['campylobacter-enteritis', 'px.abdomenLook', true, ['(배 청진하고 눌러봄)']],
  ['campylobacter-enteritis', 'px.abdomenPalpation', true, ['(배 청진하고 눌러봄)']],
  ['campylobacter-enteritis', 'px.abdomenLook', true, ['(배에 청진기 대고 장음 들음)']],
  ['campylobacter-enteritis', 'px.abdomenLook', true, ['배 소리 좀 들어볼게요']],
  ['campylobacter-enteritis', 'px.abdomenPalpation', true, ['배 여기저기 눌러볼게요. 아프면 말씀하세요.']],
  ['campylobacter-enteritis', 'px.abdomenPalpation', true, ['(배를 살살 눌러 본다)']],
  ['campylobacter-enteritis', 'px.rebound', false, ['(반발압통은 너무 아파하셔서 확인하지 않는다)']],
  ['vestibular-neuritis', 'px.nystagmus', true, ['고개를 빨리 돌릴 테니 제 코를 계속 보세요.']],
  [
    'vestibular-neuritis',
    'px.nystagmus',
    true,
    ['(환자 머리를 잡고 좌우로 빠르게 돌리며 눈이 따라가는지 본다)'],
  ],
  ['vestibular-neuritis', 'px.nystagmus', true, ['제 손가락 따라서 눈만 움직여 보세요. (눈 떨림 관찰)']],
  ['vestibular-neuritis', 'px.cerebellar', true, ['손가락으로 제 손가락 끝이랑 코를 번갈아 짚어 보세요.']],
  ['vestibular-neuritis', 'px.cerebellar', true, ['(손가락으로 코 찍기 시킴)']],
  ['vestibular-neuritis', 'px.cerebellar', true, ['손바닥 뒤집기 빠르게 해 보세요']],
  ['vestibular-neuritis', 'px.gait', true, ['일직선으로 걸어 보시겠어요?']],
  ['vestibular-neuritis', 'px.gait', true, ['두 발 모으고 눈 감고 서 보세요']],
  [
    'vestibular-neuritis',
    'px.dixHallpike',
    true,
    ['누우면서 고개를 45도 돌려볼게요. 어지러우면 말씀하세요.'],
  ],
  ['vestibular-neuritis', 'px.orthostatic', true, ['(누워서 혈압 재고 일어서서 다시 잰다)']],
  ['vestibular-neuritis', 'px.consent', true, ['이제 진찰할 건데 어지러우면 바로 말씀해 주세요.']],
  ['vestibular-neuritis', 'px.consent', true, ['신경 검사 좀 해도 될까요?']],
  ['acute-appendicitis', 'px.consent', true, ['배 좀 만져볼게요 괜찮으시죠']],
  ['acute-appendicitis', 'px.consent', true, ['진찰 시작할게요. 불편하면 얘기해 주세요.']],
  ['acute-appendicitis', 'rel.identity', true, ['성함이랑 나이 여쭤봐도 될까요?']],
  ['acute-appendicitis', 'rel.identity', true, ['이름이랑 생년월일 말씀해 주시겠어요?']],
  ['acute-appendicitis', 'rel.identity', true, ['김철수님 맞으시죠? 올해 마흔 되셨고요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['요즘 어떻게 지내셨어요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['오늘 어디가 불편하세요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['무슨 일 때문에 오셨어요?']],
  ['acute-appendicitis', 'rel.openQuestion', true, ['오늘 어떤 게 불편해서 오셨나요']],
  ['acute-appendicitis', 'ed.closing', true, ['더 궁금하신 거 있으세요?']],
  ['acute-appendicitis', 'ed.closing', true, ['혹시 질문 있으세요?']],
  ['acute-appendicitis', 'ed.closing', true, ['궁금한 거 있으면 물어보세요.']],
  [
    'acute-appendicitis',
    'ed.closing',
    true,
    ['오늘 진료는 여기까지고요, 결과 나오면 다시 설명드릴게요. 조심히 들어가세요.'],
  ],
  ['acute-appendicitis', 'ed.closing', true, ['더 물어보실 거 없으세요?']],
  ['acute-urticaria-drug', 'hx.mucosal', true, ['눈 빨개지거나 입술 입안 이상한거']],
  ['acute-urticaria-drug', 'hx.spread', true, ['어디부터 생겨서 어디로 퍼졋어요']],
  ['acute-urticaria-drug', 'hx.onset', true, ['언제 올라왔어요?']],
  ['acute-urticaria-drug', 'px.mucosa', true, ['(입안 봄)']],
  ['acute-urticaria-drug', 'px.consent', true, ['피부 좀 볼게요 괜찮아요?']],
  [
    'adolescent-physical-abuse-by-father',
    'px.consent',
    true,
    ['다친 곳을 확인하고 기록해 둘게요. 괜찮으세요?'],
  ],
];

describe('credits examinations described in words and encounter acts', () => {
  it.each(EXAMINATIONS_DESCRIBED_IN_WORDS_AND_ENCOUNTER_ACTS)(
    '%s %s (met: %s) %j',
    (caseId, item, met, lines) => {
      expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
    },
  );
});

const EXPLANATIONS_IN_THEIR_OWN_WORDS: readonly Row[] = [
  ['campylobacter-enteritis', 'ed.tests', true, ['대변 배양 검사랑 CBC, CRP 볼게요.']],
  ['campylobacter-enteritis', 'ed.tests', true, ['stool culture 하고 피검사 해 볼게요.']],
  ['campylobacter-enteritis', 'ed.tests', true, ['지금은 내시경까지는 필요 없어요.']],
  ['campylobacter-enteritis', 'ed.treatment', true, ['수액 맞으시고 항생제는 필요하면 쓸게요.']],
  [
    'campylobacter-enteritis',
    'ed.treatment',
    true,
    ['물이랑 이온음료 충분히 드시고, 지사제는 당분간 안 드시는 게 좋아요.'],
  ],
  ['campylobacter-enteritis', 'ed.lifestyle', true, ['손 자주 씻으시고 가족이랑 수건 따로 쓰세요.']],
  ['campylobacter-enteritis', 'ed.lifestyle', true, ['닭고기는 완전히 익혀 드세요.']],
  ['campylobacter-enteritis', 'ed.warningSigns', true, ['피 섞인 변 보시거나 열이 많이 나면 바로 오세요.']],
  ['campylobacter-enteritis', 'ed.warningSigns', true, ['소변이 안 나오거나 어지러우면 응급실 가셔야 해요.']],
  ['campylobacter-enteritis', 'ed.diagnosis', true, ['상한 음식 때문에 생긴 세균성 장염으로 보여요.']],
  ['acute-bacterial-prostatitis', 'ed.tests', true, ['소변검사랑 PSA 피검사, 잔뇨 초음파 할게요.']],
  ['acute-bacterial-prostatitis', 'ed.treatment', true, ['항생제 4주 정도 드셔야 해요.']],
  ['acute-bacterial-prostatitis', 'ed.treatment', true, ['퀴놀론 계열 항생제 처방해 드릴게요.']],
  ['acute-bacterial-prostatitis', 'ed.lifestyle', true, ['저녁엔 물 좀 덜 드시고 커피 술은 줄이세요.']],
  ['acute-bacterial-prostatitis', 'ed.warningSigns', true, ['소변이 아예 안 나오면 바로 응급실로 오세요.']],
  [
    'acute-bacterial-prostatitis',
    'ed.diagnosis',
    true,
    ['전립선에 세균이 들어가서 염증이 생긴 급성 세균성 전립선염 같아요.'],
  ],
  ['trichomoniasis', 'ed.lifestyle', true, ['치료 끝날 때까지 관계는 피하시고, 이후엔 콘돔 쓰세요.']],
  ['trichomoniasis', 'ed.treatment', true, ['메트로니다졸 드시고 파트너분도 같이 치료 받으셔야 해요.']],
  ['zolpidem-misuse', 'ed.treatment', true, ['약을 한 번에 끊지 말고 천천히 줄여 갈게요.']],
  [
    'zolpidem-misuse',
    'ed.motivation',
    true,
    ['넘어져서 다치신 것도 이 약 때문일 수 있어서 줄이시는 게 좋아요.'],
  ],
  [
    'adolescent-e-cigarette-vaping',
    'ed.motivation',
    true,
    ['기침이 계속되는 것도 전자담배 때문이라 끊으시면 좋아질 거예요.'],
  ],
  ['adolescent-e-cigarette-vaping', 'ed.plan', true, ['끊을 날짜를 정하고 친구들한테도 알려 두면 좋아요.']],
  [
    'adolescent-e-cigarette-vaping',
    'ed.withdrawal',
    true,
    ['피우고 싶을 때는 물 마시거나 껌 씹거나 산책해 보세요.'],
  ],
  [
    'adolescent-e-cigarette-vaping',
    'ed.pharmacotherapy',
    true,
    ['니코틴 패치나 껌 같은 걸 쓰면 금단 증상이 덜해요.'],
  ],
];

describe('credits explanations in their own words', () => {
  it.each(EXPLANATIONS_IN_THEIR_OWN_WORDS)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const HYPERTENSION_WEAKNESS_DISCHARGE: readonly Row[] = [
  ['coarctation-of-aorta-hypertension', 'hx.checkup', true, ['혈압 높다는 얘기는 언제 처음 들었어요?']],
  ['coarctation-of-aorta-hypertension', 'hx.homeBp', true, ['집에서 재면 몇 나와요?']],
  ['coarctation-of-aorta-hypertension', 'hx.renal', true, ['몸이 붓거나 소변에 거품 많이 나요?']],
  [
    'coarctation-of-aorta-hypertension',
    'hx.secondary',
    true,
    ['갑자기 심장이 뛰면서 식은땀 나는 적 있어요?'],
  ],
  ['coarctation-of-aorta-hypertension', 'hx.snoring', true, ['코 골거나 자다가 숨 멈춘다는 얘기 들어요?']],
  ['coarctation-of-aorta-hypertension', 'hx.diet', true, ['짜게 드시는 편이에요?']],
  ['coarctation-of-aorta-hypertension', 'hx.exercise', true, ['운동은 얼마나 하세요?']],
  ['coarctation-of-aorta-hypertension', 'hx.weight', true, ['요즘 살 찌거나 빠졌어요?']],
  ['coarctation-of-aorta-hypertension', 'px.vitals', true, ['(양팔 혈압을 재고 5분 쉰 뒤 다시 잰다)']],
  ['coarctation-of-aorta-hypertension', 'px.peripheral', true, ['(양쪽 다리 맥박을 만져 본다)']],
  ['coarctation-of-aorta-hypertension', 'px.renalBruit', true, ['(배에 청진기 대고 잡음 들어봄)']],
  ['coarctation-of-aorta-hypertension', 'px.anthropometry', true, ['(키 몸무게 허리둘레 잼)']],
  ['coarctation-of-aorta-hypertension', 'px.fundus', true, ['(검안경으로 눈 안쪽을 본다)']],
  ['acute-ischemic-stroke', 'hx.onset', true, ['마지막으로 괜찮으셨던 게 언제예요?']],
  ['acute-ischemic-stroke', 'hx.location', true, ['어느 쪽 팔다리가 그래요?']],
  ['acute-ischemic-stroke', 'hx.character', true, ['힘이 빠지는 거예요 저린 거예요?']],
  ['acute-ischemic-stroke', 'hx.face', true, ['말이 어눌하거나 얼굴 한쪽이 처진 것 같아요?']],
  ['acute-ischemic-stroke', 'hx.swallow', true, ['물 삼킬 때 사레 들려요?']],
  ['acute-ischemic-stroke', 'hx.sphincter', true, ['소변 대변 실수한 적은요?']],
  ['acute-ischemic-stroke', 'hx.vision', true, ['사물이 겹쳐 보여요?']],
  ['acute-ischemic-stroke', 'px.mentalStatus', true, ['(이름, 날짜, 장소 물어봄)']],
  ['acute-ischemic-stroke', 'px.motor', true, ['(양팔 앞으로 뻗고 눈 감게 해서 팔 떨어지는지 본다)']],
  ['acute-ischemic-stroke', 'px.sensory', true, ['(양쪽 팔다리를 솜으로 건드려 감각 비교)']],
  ['acute-ischemic-stroke', 'px.reflexes', true, ['(망치로 무릎 두드려 봄, 발바닥 긁어 봄)']],
  ['acute-ischemic-stroke', 'px.cranialNerves', true, ['눈 감아 보시고, 이 보이게 웃어 보세요.']],
  ['acute-ischemic-stroke', 'px.cerebellar', true, ['(손가락 코 검사, 일자 보행)']],
  ['trichomoniasis', 'hx.hygiene', true, ['질 세정제 쓰세요?']],
  ['trichomoniasis', 'hx.hygiene', true, ['씻을 때 안쪽까지 씻으세요?']],
  ['trichomoniasis', 'hx.contraception', true, ['피임은 어떻게 하세요?']],
  ['trichomoniasis', 'hx.screening', true, ['자궁경부암 검사는 언제 마지막으로 했어요?']],
  ['trichomoniasis', 'hx.sexual', true, ['남자친구도 증상 있어요?']],
  ['trichomoniasis', 'hx.bleeding', true, ['관계 후에 피 비친 적 있어요?']],
  ['trichomoniasis', 'hx.pelvicPain', true, ['관계할 때 아파요?']],
];

describe('credits hypertension, weakness and discharge questions and neurological exams in words', () => {
  it.each(HYPERTENSION_WEAKNESS_DISCHARGE)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const COUNSELLING_AND_CAREGIVER: readonly Row[] = [
  ['zolpidem-misuse', 'hx.substance', true, ['수면제 어떤 거 하루에 몇 알 드세요?']],
  ['zolpidem-misuse', 'hx.source', true, ['약은 어디서 받아요? 병원 여러 곳 다니세요?']],
  ['zolpidem-misuse', 'hx.course', true, ['처음보다 먹는 양이 늘었어요?']],
  ['zolpidem-misuse', 'hx.tolerance', true, ['예전 양으로는 잠이 안 와요?']],
  ['zolpidem-misuse', 'hx.craving', true, ['약 없으면 불안해서 못 참겠어요?']],
  ['zolpidem-misuse', 'hx.consequences', true, ['약 먹고 기억 안 나는 행동 하거나 넘어진 적 있어요?']],
  ['zolpidem-misuse', 'hx.quitAttempts', true, ['줄여 보려고 해 본 적 있어요?']],
  ['zolpidem-misuse', 'hx.readiness', true, ['약 줄이는 거 어떻게 생각하세요?']],
  ['zolpidem-misuse', 'hx.suicide', true, ['혹시 죽고 싶다는 생각 드세요?']],
  ['zolpidem-misuse', 'hx.psychHistory', true, ['정신과 다녀 본 적 있어요?']],
  ['zolpidem-misuse', 'hx.support', true, ['도와줄 가족 있어요?']],
  ['zolpidem-misuse', 'ed.harmReduction', true, ['술이랑 같이 드시면 절대 안 돼요.']],
  ['zolpidem-misuse', 'ed.referral', true, ['중독 치료 잘하는 병원 연결해 드릴게요. 비밀은 지켜집니다.']],
  ['zolpidem-misuse', 'ed.diagnosis', true, ['지금은 수면제 의존 상태로 보여요.']],
  [
    'adolescent-suicidal-ideation',
    'ed.safetyPlan',
    true,
    ['모아 둔 약은 가족한테 맡기고, 힘들 때 연락할 사람을 같이 정해 봐요.'],
  ],
  [
    'adolescent-suicidal-ideation',
    'ed.referral',
    true,
    ['오늘 바로 정신건강의학과 선생님 만나게 해 드릴게요.'],
  ],
  ['adolescent-suicidal-ideation', 'ed.resources', true, ['24시간 109로 전화하시면 상담 받을 수 있어요.']],
  [
    'adolescent-suicidal-ideation',
    'ed.confidentiality',
    true,
    ['여기서 한 얘기는 비밀이지만, 위험할 때는 가족에게 알릴 수 있어요.'],
  ],
  [
    'adolescent-suicidal-ideation',
    'ed.diagnosis',
    true,
    ['우울증 때문일 수 있고 치료 받으면 좋아질 수 있어요.'],
  ],
  [
    'adolescent-online-grooming-sexual-abuse',
    'ed.evidence',
    true,
    ['증거가 남도록 씻지 마시고 옷은 봉투에 담아 가져오세요.'],
  ],
  [
    'adolescent-online-grooming-sexual-abuse',
    'ed.prophylaxis',
    true,
    ['응급 피임약이랑 성병 예방약을 드릴게요.'],
  ],
  [
    'adolescent-online-grooming-sexual-abuse',
    'ed.tests',
    true,
    ['임신 검사와 성병 검사를 하고, 몇 주 뒤 다시 검사할게요.'],
  ],
  [
    'adolescent-online-grooming-sexual-abuse',
    'ed.resources',
    true,
    ['해바라기센터에서 도움 받을 수 있어요.'],
  ],
  [
    'adolescent-online-grooming-sexual-abuse',
    'ed.confidentiality',
    true,
    ['말씀하신 내용은 비밀이 보장돼요.'],
  ],
  [
    'preschool-booster-vaccination-febrile-seizure',
    'hx.reactions',
    true,
    ['전에 예방주사 맞고 열 경련 같은 거 한 적 있어요?'],
  ],
  ['preschool-booster-vaccination-febrile-seizure', 'hx.today', true, ['오늘 아픈 데는 없죠? 열은요?']],
  [
    'preschool-booster-vaccination-febrile-seizure',
    'hx.record',
    true,
    ['수첩 보니까 4차까지 맞았네요, 맞죠?'],
  ],
  [
    'preschool-booster-vaccination-febrile-seizure',
    'ed.sideEffects',
    true,
    ['맞은 자리가 붓거나 열이 좀 날 수 있어요.'],
  ],
  [
    'preschool-booster-vaccination-febrile-seizure',
    'ed.warningSigns',
    true,
    ['맞고 30분은 병원에 계시다 가시고, 경련하거나 숨쉬기 힘들어하면 바로 오세요.'],
  ],
  [
    'preschool-booster-vaccination-febrile-seizure',
    'ed.schedule',
    true,
    ['오늘은 DTaP랑 소아마비 주사 맞을 거예요.'],
  ],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.dysuria', true, ['기저귀 갈 때나 소변 볼 때 울어요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.storage', true, ['기저귀를 평소보다 자주 갈아요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.fluids', true, ['우유나 물은 얼마나 먹어요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.hematuria', true, ['소변 색이 빨갛거나 피 묻어 나와요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.experience', true, ['전에도 요로감염 걸린 적 있어요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.fever', true, ['열은 몇 도까지 났어요?']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'hx.urination', true, ['소변 보는 건 어때요?']],
];

describe('credits counselling and caregiver questions and explanations in plain words', () => {
  it.each(COUNSELLING_AND_CAREGIVER)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const EXAMS_DESCRIBED: readonly Row[] = [
  ['acute-pericarditis', 'px.heart', true, ['(청진기로 심장 소리 들음)']],
  ['acute-pericarditis', 'px.heart', true, ['심장 소리 좀 들어볼게요']],
  ['acute-pericarditis', 'px.lung', true, ['(등 뒤에서 숨소리 들어봄)']],
  ['acute-pericarditis', 'px.lung', true, ['숨 크게 쉬어 보세요, 폐 소리 들어볼게요.']],
  ['acute-pericarditis', 'px.chestWall', true, ['(가슴 벽 여기저기 눌러 봄)']],
  ['acute-pericarditis', 'px.chestWall', true, ['가슴 누르면 아픈 데 있나 볼게요.']],
  ['acute-pericarditis', 'px.legs', true, ['(종아리 만져보고 다리 붓기 확인)']],
  ['acute-pericarditis', 'px.vitals', true, ['(혈압 맥박 체온 잼)']],
  ['acute-pericarditis', 'px.vitals', true, ['혈압이랑 맥박 먼저 잴게요.']],
  ['acute-asthma-exacerbation', 'px.chestInspection', true, ['(숨 쉴 때 가슴 움직임 봄)']],
  ['acute-asthma-exacerbation', 'px.lungPercussion', true, ['(등 두드려 봄)']],
  ['acute-asthma-exacerbation', 'px.lungAuscultation', true, ['(폐 청진, 쌕쌕거림 확인)']],
  ['ace-inhibitor-induced-cough', 'px.throat', true, ['입 아 해 보세요. 목 안 좀 볼게요.']],
  ['ace-inhibitor-induced-cough', 'px.lymphNodes', true, ['목에 멍울 있는지 만져볼게요.']],
  ['acute-appendicitis', 'px.abdomenLook', true, ['(배 모양 보고 청진)']],
  ['acute-appendicitis', 'px.appendixSigns', true, ['(오른쪽 아랫배 눌러봄)']],
  ['acute-appendicitis', 'px.rebound', true, ['(꾹 눌렀다가 확 뗌)']],
  ['acute-appendicitis', 'px.rebound', true, ['눌렀다 뗄 때 더 아파요?']],
  ['acute-appendicitis', 'px.murphy', true, ['(오른쪽 갈비뼈 밑 누르고 숨 들이쉬게 함)']],
  ['acute-appendicitis', 'px.cva', true, ['(등 옆구리 주먹으로 톡톡)']],
  ['acute-appendicitis', 'px.appendixSigns', true, ['(오른쪽 다리 들어 올리게 해서 아픈지 봄)']],
  ['acute-lumbar-strain-moving-house', 'px.slr', true, ['(누워서 다리 쭉 펴고 들어 올림)']],
  [
    'acute-lumbar-strain-moving-house',
    'px.slr',
    true,
    ['누우신 상태에서 다리 펴고 들어 볼게요. 당기면 말씀하세요.'],
  ],
  ['acute-lumbar-strain-moving-house', 'px.tenderness', true, ['(허리 눌러서 아픈 데 찾음)']],
  ['acute-lumbar-strain-moving-house', 'px.rom', true, ['허리 앞으로 숙여 보시고 뒤로 젖혀 보세요.']],
  ['acute-lumbar-strain-moving-house', 'px.neuro', true, ['(발가락 힘 주게 하고 감각 확인)']],
  ['acute-bacterial-sinusitis', 'px.sinus', true, ['(광대뼈랑 이마 눌러 봄)']],
  ['central-diabetes-insipidus', 'px.dehydration', true, ['(혀랑 입술 말랐는지 봄)']],
  ['central-diabetes-insipidus', 'px.anthropometry', true, ['(키, 몸무게 잼)']],
  [
    'acquired-hypothyroidism-growth-failure',
    'px.anthropometry',
    true,
    ['(키랑 몸무게 재서 성장곡선에 찍어봄)'],
  ],
  ['adolescent-suicidal-ideation', 'px.selfHarm', true, ['(손목에 상처 있는지 봄)']],
  ['adolescent-suicidal-ideation', 'px.mentalStatus', true, ['(표정이 어둡고 말이 느린지 관찰)']],
];

describe('credits examinations described or instructed in plain words', () => {
  it.each(EXAMS_DESCRIBED)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const CHEST_PAIN_AND_DIARRHOEA: readonly Row[] = [
  ['acute-myocardial-infarction', 'hx.onset', true, ['처음 아프기 시작한 게 언제쯤이에요?']],
  ['acute-myocardial-infarction', 'hx.onset', true, ['갑자기 아팠어요 아니면 서서히?']],
  ['acute-myocardial-infarction', 'hx.duration', true, ['계속 아파요 아니면 아팠다 안 아팠다 해요?']],
  ['acute-myocardial-infarction', 'hx.factors', true, ['숨 들이쉬거나 움직이면 더 아파요?']],
  ['acute-myocardial-infarction', 'hx.factors', true, ['뭘 하면 좀 나아요?']],
  ['acute-myocardial-infarction', 'hx.dyspnea', true, ['숨쉬기 힘드세요?']],
  ['acute-myocardial-infarction', 'hx.autonomic', true, ['땀 나거나 토할 것 같은 건요?']],
  ['acute-myocardial-infarction', 'hx.arrhythmia', true, ['심장이 불규칙하게 뛰는 느낌은요?']],
  ['acute-myocardial-infarction', 'hx.reflux', true, ['밥 먹고 나서 속 쓰려요?']],
  ['acute-myocardial-infarction', 'hx.medication', true, ['평소에 드시는 약 있으세요?']],
  ['acute-myocardial-infarction', 'hx.family', true, ['부모님 중에 심장 안 좋으신 분?']],
  ['acute-myocardial-infarction', 'hx.character', true, ['어떻게 아픈지 표현해 주실 수 있어요?']],
  ['acute-myocardial-infarction', 'hx.location', true, ['손으로 아픈 곳 짚어 보실래요?']],
  ['campylobacter-enteritis', 'hx.onset', true, ['설사는 언제부터예요?']],
  ['campylobacter-enteritis', 'hx.stool', true, ['하루에 몇 번 봐요? 어떤 모양이에요?']],
  ['campylobacter-enteritis', 'hx.food', true, ['설사 전날 뭐 드셨어요? 닭고기나 회 같은 거?']],
  ['campylobacter-enteritis', 'hx.contacts', true, ['같이 먹은 사람도 아파요?']],
  ['campylobacter-enteritis', 'hx.dehydration', true, ['소변 양이 줄었어요? 어지러워요?']],
  ['campylobacter-enteritis', 'hx.travel', true, ['해외 다녀오셨어요?']],
  ['campylobacter-enteritis', 'hx.abdominalPain', true, ['배는 어디가 어떻게 아파요?']],
  ['campylobacter-enteritis', 'hx.experience', true, ['예전에도 이런 적 있었어요?']],
];

describe('credits chest-pain and diarrhoea questions in ordinary words', () => {
  it.each(CHEST_PAIN_AND_DIARRHOEA)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const DIAGNOSES_NAMED: readonly Row[] = [
  ['acute-pericarditis', 'ed.diagnosis', true, ['심장을 싸고 있는 막에 염증이 생긴 심낭염 같아요.']],
  ['vestibular-neuritis', 'ed.diagnosis', true, ['균형 잡는 신경에 염증이 생긴 전정신경염으로 보여요.']],
  ['trichomoniasis', 'ed.diagnosis', true, ['트리코모나스라는 균 때문에 생긴 질염 같아요.']],
  ['campylobacter-enteritis', 'ed.diagnosis', true, ['덜 익은 닭고기 때문에 생긴 세균성 장염 같습니다.']],
  ['acute-bacterial-prostatitis', 'ed.diagnosis', true, ['전립선염으로 보여요.']],
  [
    'acute-lumbar-strain-moving-house',
    'ed.diagnosis',
    true,
    ['이사하다가 허리 근육을 삐끗하신 요추 염좌 같아요.'],
  ],
  ['acute-bacterial-sinusitis', 'ed.diagnosis', true, ['축농증이에요.']],
  ['central-diabetes-insipidus', 'ed.diagnosis', true, ['요붕증일 가능성이 높아요.']],
  ['sigmoid-colon-cancer', 'ed.diagnosis', true, ['대장암일 가능성이 있어요.']],
  ['zolpidem-misuse', 'ed.diagnosis', true, ['수면제에 의존하게 된 상태로 보여요.']],
  ['familial-short-stature', 'ed.diagnosis', true, ['부모님을 닮아서 키가 작은 가족성 저신장으로 보여요.']],
  ['febrile-uti-vesicoureteral-reflux-toddler', 'ed.diagnosis', true, ['요로감염으로 열이 나는 것 같아요.']],
  [
    'coarctation-of-aorta-hypertension',
    'ed.diagnosis',
    true,
    ['대동맥 한 부분이 좁아진 대동맥 축착이 의심돼요.'],
  ],
  [
    'aortic-stenosis-exertional-syncope',
    'ed.diagnosis',
    true,
    ['심장 판막이 좁아진 대동맥판 협착증 같아요.'],
  ],
  ['acute-ischemic-stroke', 'ed.diagnosis', true, ['뇌혈관이 막힌 뇌경색, 흔히 말하는 중풍 같아요.']],
];

describe('credits the diagnosis named in medical or lay words, also as a possibility', () => {
  it.each(DIAGNOSES_NAMED)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const FEVERISH_CHILD: readonly Row[] = [
  ['acute-otitis-media-toddler', 'hx.respiratory', true, ['열 말고 기침, 콧물, 목 아픈 건요?']],
  ['acute-otitis-media-toddler', 'hx.gastrointestinal', true, ['토하거나 설사하거나 배 아파하진 않아요?']],
  ['acute-otitis-media-toddler', 'hx.cns', true, ['머리 아프다거나 목 뻣뻣한 건?']],
  ['acute-otitis-media-toddler', 'hx.rash', true, ['피부에 뭐 올라온 건 없어요?']],
  ['acute-otitis-media-toddler', 'hx.musculoskeletal', true, ['팔다리 아파하진 않아요?']],
  ['acute-otitis-media-toddler', 'hx.vaccination', true, ['예방접종은 다 맞췄어요?']],
  ['acute-otitis-media-toddler', 'hx.travel', true, ['최근에 어디 놀러 갔다 왔어요?']],
  ['acute-otitis-media-toddler', 'hx.contacts', true, ['형제나 어린이집 친구 중에 아픈 애 있어요?']],
  ['acute-otitis-media-toddler', 'hx.pastMedical', true, ['애기가 원래 앓던 병 있어요?']],
  ['acute-otitis-media-toddler', 'hx.onset', true, ['열은 언제부터 났어요?']],
  ['acute-otitis-media-toddler', 'hx.chills', true, ['오들오들 떨어요?']],
  ['acute-otitis-media-toddler', 'hx.intake', true, ['밥은 잘 먹어요? 소변은 평소만큼 봐요?']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['평소처럼 잘 놀아요?']],
  ['acute-otitis-media-toddler', 'hx.lymph', true, ['목에 뭐 만져지는 거 있어요?']],
  ['acute-otitis-media-toddler', 'hx.urinary', true, ['소변 볼 때 아파하는지는요?']],
];

describe("credits a feverish child's history asked of the parent", () => {
  it.each(FEVERISH_CHILD)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const MESSY_VOIDING_AND_BACK: readonly Row[] = [
  ['acute-bacterial-prostatitis', 'hx.onset', true, ['언제부터여']],
  ['acute-bacterial-prostatitis', 'hx.urination', true, ['소변볼때 어때요']],
  ['acute-bacterial-prostatitis', 'hx.dysuria', true, ['쌀때 아퍼요?']],
  ['acute-bacterial-prostatitis', 'hx.storage', true, ['자주마려워요?']],
  ['acute-bacterial-prostatitis', 'hx.nocturia', true, ['밤에 몇번 깨요']],
  ['acute-bacterial-prostatitis', 'hx.voiding', true, ['줄기 약해요?']],
  ['acute-bacterial-prostatitis', 'hx.postVoid', true, ['잔뇨감?']],
  ['acute-bacterial-prostatitis', 'hx.fever', true, ['열나요? 오한은?']],
  ['acute-bacterial-prostatitis', 'hx.medication', true, ['약먹는거있어요']],
  ['acute-bacterial-prostatitis', 'hx.sexual', true, ['최근 성관계는?']],
  ['acute-bacterial-prostatitis', 'hx.drinks', true, ['물 커피 술 얼마나']],
  ['acute-bacterial-prostatitis', 'hx.experience', true, ['전에 방광염 걸린적?']],
  ['acute-lumbar-strain-moving-house', 'hx.onset', true, ['언제부터 아팟어요']],
  ['acute-lumbar-strain-moving-house', 'hx.cause', true, ['뭐하다가 그랬어요']],
  ['acute-lumbar-strain-moving-house', 'hx.location', true, ['어디가 아퍼요 정확히']],
  ['acute-lumbar-strain-moving-house', 'hx.radiation', true, ['다리로 뻗쳐요?']],
  ['acute-lumbar-strain-moving-house', 'hx.character', true, ['어떻게 아퍼요 찌릿? 뻐근?']],
  ['acute-lumbar-strain-moving-house', 'hx.severity', true, ['통증 몇점']],
  ['acute-lumbar-strain-moving-house', 'hx.factors', true, ['숙이면 더아파요?']],
  ['acute-lumbar-strain-moving-house', 'hx.radiculopathy', true, ['다리저림?']],
  ['acute-lumbar-strain-moving-house', 'hx.caudaEquina', true, ['소변대변 괜찮아요?']],
  ['acute-lumbar-strain-moving-house', 'hx.redFlags', true, ['열 체중감소?']],
  ['acute-lumbar-strain-moving-house', 'hx.inflammatory', true, ['아침에 뻣뻣?']],
  ['acute-lumbar-strain-moving-house', 'hx.experience', true, ['전에도 이런적']],
  ['acute-lumbar-strain-moving-house', 'hx.medication', true, ['먹는약?']],
  ['acute-lumbar-strain-moving-house', 'hx.occupation', true, ['직업이 뭐예요']],
  ['acute-lumbar-strain-moving-house', 'hx.course', true, ['첨보다 나아졋어요?']],
];

describe('credits messy, telegraphic voiding and back-pain questions', () => {
  it.each(MESSY_VOIDING_AND_BACK)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const RELATIONSHIP_ACTS: readonly Row[] = [
  ['acute-appendicitis', 'rel.empathy', true, ['많이 아프셨겠어요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['아이고 고생 많으셨네요']],
  ['acute-appendicitis', 'rel.empathy', true, ['밤새 잠도 못 주무셨다니 많이 힘드셨겠네요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['걱정 많이 되셨죠?']],
  ['acute-appendicitis', 'rel.empathy', true, ['그러셨군요, 불편하셨겠어요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['놀라셨겠어요.']],
  ['acute-appendicitis', 'rel.empathy', true, ['얼마나 속상하셨어요.']],
  [
    'acute-appendicitis',
    'rel.summary',
    true,
    [
      '지금까지 말씀하신 거 정리해 볼게요. 어제 저녁부터 명치가 아프다가 오른쪽 아래로 내려왔고 열도 나신 거죠?',
    ],
  ],
  [
    'acute-appendicitis',
    'rel.summary',
    true,
    ['제가 이해한 게 맞는지 확인할게요. 어제부터 배가 아프고 토하셨고요, 맞나요?'],
  ],
  [
    'acute-appendicitis',
    'rel.summary',
    true,
    ['그러니까 어제 밤부터 오른쪽 아랫배가 아프고 열이 난다는 거죠?'],
  ],
  [
    'acute-appendicitis',
    'rel.plainWords',
    true,
    ['맹장 끝에 염증이 생긴 거예요. 쉽게 말하면 맹장염이에요. 제가 설명드린 거 한번 말씀해 주시겠어요?'],
  ],
  ['acute-appendicitis', 'rel.plainWords', true, ['맹장염 같아요. 이해 되셨나요?']],
  ['acute-appendicitis', 'rel.greeting', true, ['안녕하세요 오늘 진료를 맡은 학생의사 김하나라고 합니다']],
  ['acute-appendicitis', 'rel.greeting', true, ['안녕하세요~ 의대생 김하나예요']],
  ['acute-appendicitis', 'rel.identity', true, ['성함 어떻게 되세요? 나이는요?']],
  ['acute-appendicitis', 'rel.identity', true, ['김철수 님 되시죠? 생년월일 확인할게요.']],
  ['acute-appendicitis', 'ed.closing', true, ['오늘은 여기까지 할게요. 검사 결과 나오면 다시 설명드릴게요.']],
  [
    'acute-appendicitis',
    'hx.fever',
    false,
    ['그러니까 어제 밤부터 오른쪽 아랫배가 아프고 열이 난다는 거죠?'],
  ],
];

describe('credits relationship acts in their ordinary forms', () => {
  it.each(RELATIONSHIP_ACTS)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

const NOT_CREDITED: readonly Row[] = [
  // Deferrals ask nothing.
  ['acute-myocardial-infarction', 'hx.smoking', false, ['담배 얘기는 이따가 할게요.']],
  ['acute-myocardial-infarction', 'hx.family', false, ['가족분들 얘기는 다음에 여쭤볼게요.']],
  // Negated actions examine nothing.
  ['campylobacter-enteritis', 'px.rebound', false, ['(반발압통은 너무 아파하셔서 확인하지 않는다)']],
  // Keywords without their meaning.
  ['alcohol-use-disorder', 'hx.family', false, ['가족들도 술 드시는 거 아세요?']],
  ['acute-gouty-arthritis', 'hx.pastMedical', false, ['최근에 감기 같은 거 앓은 적 있으세요?']],
  ['acute-appendicitis', 'hx.location', false, ['어디가 불편해서 오셨어요?']],
  ['cervical-cancer-postcoital-bleeding', 'hx.sexual', false, ['성관계 후에 피가 난 적이 있나요?']],
  [
    'acute-lumbar-strain-moving-house',
    'ed.lifestyle',
    false,
    ['(허리 진찰) 허리를 앞으로 숙였다가 펴 보세요.'],
  ],
  ['campylobacter-enteritis', 'ed.warningSigns', false, ['검사 결과 나오면 다시 병원에 오세요.']],
  [
    'alcohol-use-disorder-diabetic-hypoglycemia',
    'hx.mood',
    false,
    ['술 안 드신 날 잠을 못 주무시진 않아요?'],
  ],
  ['intussusception', 'hx.radiation', false, ['다리를 배 쪽으로 끌어당기면서 울어요?']],
  // Announcing the exam is not asking consent.
  ['acute-appendicitis', 'px.consent', false, ['진찰하겠습니다.']],
  // An open opening question earns the open question, not the symptoms the patient then tells.
  ['acute-appendicitis', 'hx.nauseaVomiting', false, ['다른 불편한 데는 없으세요?']],
  // Pressing a nail and letting go is capillary refill, not rebound tenderness.
  ['campylobacter-enteritis', 'px.rebound', false, ['(입안 보고, 손톱을 눌렀다 떼 본다)']],
  // "소변이 언제부터 줄었어요?" asks when, not how much.
  [
    'anca-vasculitis-rapidly-progressive-glomerulonephritis',
    'hx.volume',
    false,
    ['소변이 언제부터 줄었어요?'],
  ],
  // A test is not a treatment.
  ['bacterial-meningitis', 'ed.treatment', false, ['머리 CT랑 허리에서 물 빼는 검사를 할게요.']],
];

/** Third pass: counselling and caregiver wording written per presentation (bad news, smoking and
 * alcohol, violence, suicide risk, vaccination, feeding, fever and development). */
const COUNSELLING_AND_CAREGIVER_3: readonly Row[] = [
  ['hazardous-drinking-precontemplation', 'hx.cageA', true, ['가족들이 술 그만 마시라고 하면 화나세요?']],
  ['hazardous-drinking-precontemplation', 'hx.cageA', true, ['누가 술 얘기 하면 짜증 나세요?']],
  [
    'hazardous-drinking-precontemplation',
    'hx.cageA',
    true,
    ['주변에서 술 좀 줄이라고 잔소리하면 기분 나쁘세요?'],
  ],
  ['hazardous-drinking-precontemplation', 'hx.cageG', true, ['술 마시고 나서 자책하신 적 있어요?']],
  ['hazardous-drinking-precontemplation', 'hx.blackout', true, ['필름 끊긴 적 있어요?']],
  [
    'hazardous-drinking-precontemplation',
    'hx.blackout',
    true,
    ['마신 다음 날 어제 일이 기억 안 나신 적은요?'],
  ],
  ['hazardous-drinking-precontemplation', 'hx.blackout', true, ['술 마시고 기억 안 날 때 있어요?']],
  ['hazardous-drinking-precontemplation', 'hx.checkup', true, ['간 수치 검사해 보신 적 있어요?']],
  [
    'hazardous-drinking-precontemplation',
    'hx.checkup',
    true,
    ['건강검진에서 간 수치 나쁘다는 얘기 들으셨어요?'],
  ],
  ['hazardous-drinking-precontemplation', 'hx.checkup', true, ['최근 검진 결과는 어땠어요?']],
  ['hazardous-drinking-precontemplation', 'hx.tolerance', true, ['예전보다 주량이 늘었어요?']],
  ['hazardous-drinking-precontemplation', 'hx.pattern', true, ['주로 누구랑 드세요?']],
  ['hazardous-drinking-precontemplation', 'hx.cageE', true, ['아침에 해장술 하신 적 있어요?']],
  [
    'hazardous-drinking-precontemplation',
    'ed.diagnosis',
    true,
    ['지금 드시는 양은 건강을 해치는 위험 음주예요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.diagnosis',
    true,
    ['이 정도면 알코올 사용장애로 볼 수 있어요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.motivation',
    true,
    ['간 수치가 높으셔서 술을 꼭 줄이셔야 해요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.motivation',
    true,
    ['술을 줄이시면 간 수치도 좋아지고 혈압도 내려갈 거예요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.motivation',
    true,
    ['지금 혈압이 높은 게 술 때문일 수 있어서 줄이시는 게 좋겠어요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.plan',
    true,
    ['다음 주 월요일부터 일주일에 두 번, 한 번에 소주 반병 이하로 목표를 정해 볼까요?'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.plan',
    true,
    ['회식 때는 1차만 하고 먼저 일어나는 걸로 해 봐요.'],
  ],
  ['hazardous-drinking-precontemplation', 'ed.plan', true, ['금주 시작일을 이번 주 토요일로 정하시죠.']],
  [
    'hazardous-drinking-precontemplation',
    'ed.withdrawal',
    true,
    ['줄이다가 손 떨림이나 불면이 오면 약으로 도와드릴 수 있어요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.resources',
    true,
    ['중독관리통합지원센터에서도 도움받을 수 있어요.'],
  ],
  [
    'smoking-cessation-preparation',
    'ed.motivation',
    true,
    ['요즘 기침이 심하신 것도 담배 때문이라 끊으시면 좋아져요.'],
  ],
  ['smoking-cessation-preparation', 'ed.motivation', true, ['건강을 위해 담배는 꼭 끊으셔야 합니다.']],
  [
    'smoking-cessation-preparation',
    'ed.motivation',
    true,
    ['수술 전에 끊으시면 상처도 잘 낫고 합병증도 줄어요.'],
  ],
  ['smoking-cessation-preparation', 'ed.plan', true, ['다음 달 1일을 금연일로 정하고 주변에 알리세요.']],
  ['smoking-cessation-preparation', 'ed.plan', true, ['집에 있는 담배랑 라이터는 다 버리세요.']],
  [
    'smoking-cessation-preparation',
    'ed.withdrawal',
    true,
    ['담배 생각나면 물 마시거나 껌 씹고 잠깐 산책하세요.'],
  ],
  [
    'smoking-cessation-preparation',
    'ed.pharmacotherapy',
    true,
    ['니코틴 패치나 챔픽스 같은 약을 쓰면 훨씬 수월해요.'],
  ],
  [
    'smoking-cessation-preparation',
    'ed.resources',
    true,
    ['보건소 금연클리닉이나 1544-9030으로 전화하시면 도움받을 수 있어요.'],
  ],
  ['smoking-cessation-preparation', 'hx.dependence', true, ['아침에 일어나서 언제 처음 피우세요?']],
  ['smoking-cessation-preparation', 'hx.dependence', true, ['기상 후 첫 담배까지 얼마나 걸려요?']],
  ['smoking-cessation-preparation', 'hx.triggers', true, ['언제 제일 담배 생각나세요?']],
  ['smoking-cessation-preparation', 'hx.triggers', true, ['어떨 때 주로 피우세요?']],
  ['smoking-cessation-preparation', 'hx.concerns', true, ['끊으면 살찔까 봐 걱정되세요?']],
  ['smoking-cessation-preparation', 'hx.readiness', true, ['끊을 자신은 10점 중 몇 점이에요?']],
  ['smoking-cessation-preparation', 'hx.withdrawal', true, ['전에 끊었을 때 힘들었던 건 뭐예요?']],
  ['smoking-cessation-preparation', 'hx.living', true, ['집에 같이 사는 분 중에 담배 피우는 분 있어요?']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['검사 결과에 대해 어떻게 알고 계세요?']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['위내시경은 왜 받게 되셨는지 알고 계세요?']],
  ['gastric-cancer-bad-news', 'hx.invitation', true, ['결과를 어디까지 자세히 듣고 싶으세요?']],
  [
    'gastric-cancer-bad-news',
    'hx.invitation',
    true,
    ['자세하게 다 말씀드릴까요, 아니면 중요한 것만 말씀드릴까요?'],
  ],
  ['gastric-cancer-bad-news', 'hx.support', true, ['오늘 같이 오신 분 있으세요?']],
  ['gastric-cancer-bad-news', 'hx.support', true, ['힘들 때 의지할 수 있는 가족이 있으세요?']],
  ['gastric-cancer-bad-news', 'hx.function', true, ['요즘 일상생활은 어떻게 하고 계세요?']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['안타깝게도 좋지 않은 결과가 나왔습니다.']],
  [
    'gastric-cancer-bad-news',
    'ed.warningShot',
    true,
    ['마음의 준비를 하셔야 할 것 같아요, 결과가 좋지 않습니다.'],
  ],
  ['gastric-cancer-bad-news', 'ed.diagnosis', true, ['조직검사에서 위암이 확인되었습니다.']],
  [
    'gastric-cancer-bad-news',
    'ed.treatment',
    true,
    ['수술로 떼어낼 수 있는 단계라서 외과 진료를 보시게 됩니다.'],
  ],
  ['gastric-cancer-bad-news', 'ed.support', true, ['암 환자 상담 센터에서 도움을 받으실 수 있어요.']],
  ['gastric-cancer-bad-news', 'rel.empathy', true, ['많이 놀라셨죠. 천천히 생각하셔도 돼요.']],
  [
    'gastric-cancer-bad-news',
    'rel.understanding',
    true,
    ['제가 말씀드린 내용 중에 이해 안 되는 부분 있으세요?'],
  ],
  [
    'gastric-cancer-bad-news',
    'rel.summary',
    true,
    ['정리하면 위암이 발견되었고 다음 주에 외과에서 수술 일정을 잡기로 했습니다.'],
  ],
  [
    'heated-tobacco-smoker-oral-contraceptive',
    'hx.smoking',
    true,
    ['궐련형 전자담배는 하루에 몇 개 피우세요?'],
  ],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.medication', true, ['피임약은 언제부터 드셨어요?']],
  ['infant-vaccination-2-months', 'hx.record', true, ['접종 수첩 가져오셨어요?']],
  ['infant-vaccination-2-months', 'hx.record', true, ['지금까지 맞은 주사 다 맞췄어요?']],
  ['infant-vaccination-2-months', 'hx.reactions', true, ['지난번 주사 맞고 열나거나 붓지 않았어요?']],
  ['infant-vaccination-2-months', 'hx.today', true, ['오늘 아기 컨디션은 어때요? 열은 없고요?']],
  ['infant-vaccination-2-months', 'hx.birth', true, ['아기 몇 주에 태어났어요?']],
  ['infant-vaccination-2-months', 'hx.birth', true, ['예정일 맞춰서 낳으셨어요?']],
  ['infant-vaccination-2-months', 'hx.growth', true, ['아기 잘 먹고 잘 크고 있어요?']],
  ['infant-vaccination-2-months', 'hx.growth', true, ['목은 가누나요?']],
  ['infant-vaccination-2-months', 'hx.household', true, ['집에 면역력 약한 분 계세요?']],
  ['infant-vaccination-2-months', 'hx.living', true, ['어린이집 다녀요?']],
  ['infant-vaccination-2-months', 'hx.concerns', true, ['주사 맞는 거 걱정되는 거 있으세요?']],
  ['infant-vaccination-2-months', 'hx.allergy', true, ['아기 알레르기 있어요?']],
  [
    'infant-vaccination-2-months',
    'ed.schedule',
    true,
    ['오늘은 DTaP, 소아마비, 폐렴구균 주사 맞고 두 달 뒤에 다음 접종이에요.'],
  ],
  [
    'infant-vaccination-2-months',
    'ed.sideEffects',
    true,
    ['맞은 자리가 붓거나 열이 좀 날 수 있는데 하루 이틀이면 괜찮아져요.'],
  ],
  [
    'infant-vaccination-2-months',
    'ed.warningSigns',
    true,
    ['맞고 30분은 병원에 계시다가 가시고, 열이 39도 넘거나 경련하면 바로 오세요.'],
  ],
  ['infant-vaccination-2-months', 'ed.followUp', true, ['4개월 때 다시 오세요.']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['하루에 분유 몇 번, 얼마나 먹어요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['모유 먹여요 분유 먹여요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['이유식은 언제 시작했어요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['한번에 몇 ml 먹어요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['잘 먹어요?']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['혼자 앉아요? 기어 다녀요?']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['엄마 아빠 같은 말 해요?']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['뒤집기는 언제 했어요?']],
  ['nonorganic-failure-to-thrive', 'hx.growth', true, ['몸무게가 잘 안 늘어요?']],
  ['nonorganic-failure-to-thrive', 'hx.birth', true, ['태어날 때 몸무게 몇이었어요?']],
  ['nonorganic-failure-to-thrive', 'hx.living', true, ['아기는 주로 누가 봐요?']],
  ['nonorganic-failure-to-thrive', 'hx.vaccination', true, ['예방주사는 다 맞았어요?']],
  ['nonorganic-failure-to-thrive', 'hx.gi', true, ['토하거나 설사하진 않아요?']],
  ['nonorganic-failure-to-thrive', 'hx.sleep', true, ['밤에 잘 자요?']],
  ['nonorganic-failure-to-thrive', 'hx.senses', true, ['부르면 쳐다봐요? 소리에 반응해요?']],
  ['nonorganic-failure-to-thrive', 'hx.course', true, ['하던 걸 못 하게 된 건 없어요?']],
  ['nonorganic-failure-to-thrive', 'hx.onset', true, ['언제부터 좀 늦다고 느끼셨어요?']],
  ['simple-febrile-seizure', 'hx.witness', true, ['경련할 때 애가 어땠어요? 눈이 돌아갔어요?']],
  ['simple-febrile-seizure', 'hx.duration', true, ['몇 분이나 했어요?']],
  ['simple-febrile-seizure', 'hx.recovery', true, ['멈추고 나서 바로 엄마 알아봤어요?']],
  ['simple-febrile-seizure', 'hx.cns', true, ['열은 몇 도까지 났어요?']],
  ['simple-febrile-seizure', 'hx.cns', true, ['열 언제부터 났어요?']],
  ['simple-febrile-seizure', 'hx.experience', true, ['전에도 이런 적 있었어요?']],
  ['simple-febrile-seizure', 'hx.family', true, ['엄마 아빠 어릴 때 열경련 한 적 있어요?']],
  ['simple-febrile-seizure', 'hx.medication', true, ['해열제 먹였어요?']],
  ['simple-febrile-seizure', 'hx.signs', true, ['혀 깨물거나 오줌 싸진 않았어요?']],
  ['simple-febrile-seizure', 'ed.warningSigns', true, ['5분 넘게 하거나 또 하면 바로 119 부르세요.']],
  ['simple-febrile-seizure', 'ed.diagnosis', true, ['열 때문에 생긴 단순 열성 경련으로 보여요.']],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['누가 때렸어요?']],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['남편분이 그러신 거예요?']],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['다치게 한 사람이 누구예요?']],
  ['intimate-partner-violence', 'hx.violence', true, ['언제부터 때렸어요?']],
  ['intimate-partner-violence', 'hx.escalation', true, ['갈수록 더 심해져요?']],
  ['intimate-partner-violence', 'hx.lethality', true, ['목을 조르거나 칼 같은 걸 든 적 있어요?']],
  ['intimate-partner-violence', 'hx.lethality', true, ['죽이겠다고 협박한 적은요?']],
  ['intimate-partner-violence', 'hx.safety', true, ['오늘 집에 가셔도 괜찮으세요?']],
  ['intimate-partner-violence', 'hx.safety', true, ['아이들은 안전해요?']],
  ['intimate-partner-violence', 'hx.previous', true, ['전에 신고하거나 병원 오신 적 있어요?']],
  ['intimate-partner-violence', 'hx.reporting', true, ['경찰에 신고하실 생각 있으세요?']],
  ['intimate-partner-violence', 'ed.confidentiality', true, ['여기서 하신 말씀은 비밀이 보장돼요.']],
  [
    'intimate-partner-violence',
    'ed.safetyPlan',
    true,
    ['위험하면 바로 나올 수 있게 가방에 신분증이랑 돈을 챙겨 두세요.'],
  ],
  ['intimate-partner-violence', 'ed.resources', true, ['1366에 전화하시면 쉼터를 연결해 드려요.']],
  [
    'intimate-partner-violence',
    'ed.reporting',
    true,
    ['신고는 본인이 결정하시는 거고, 원하시면 도와드릴게요.'],
  ],
  ['intimate-partner-violence', 'ed.treatment', true, ['상처 치료해 드리고 진단서도 떼어 드릴 수 있어요.']],
  ['intimate-partner-violence', 'rel.empathy', true, ['절대 환자분 잘못이 아니에요.']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['혹시 죽고 싶다는 생각 드세요?']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['다 끝내고 싶다는 생각 해 보셨어요?']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['사라지고 싶다는 생각 드세요?']],
  ['major-depression-suicide-risk', 'hx.plan', true, ['어떻게 할지 구체적으로 생각해 보셨어요?']],
  ['major-depression-suicide-risk', 'hx.plan', true, ['언제 할지도 정하셨어요?']],
  ['major-depression-suicide-risk', 'hx.means', true, ['약을 모아 두신 게 있으세요?']],
  ['major-depression-suicide-risk', 'hx.means', true, ['그럴 때 쓸 걸 준비해 두셨어요?']],
  ['major-depression-suicide-risk', 'hx.attempt', true, ['전에 실제로 시도해 보신 적 있어요?']],
  ['major-depression-suicide-risk', 'hx.attempt', true, ['스스로 몸에 상처 낸 적은요?']],
  ['major-depression-suicide-risk', 'hx.hopelessness', true, ['앞으로 좋아질 거라는 희망이 없으세요?']],
  ['major-depression-suicide-risk', 'hx.protective', true, ['그래도 버티게 해 주는 게 있다면 뭐예요?']],
  ['major-depression-suicide-risk', 'hx.support', true, ['힘들 때 전화할 사람 있어요?']],
  ['major-depression-suicide-risk', 'hx.event', true, ['힘들어지신 계기가 있었어요?']],
  ['major-depression-suicide-risk', 'ed.safetyPlan', true, ['모아 두신 약은 가족분께 맡겨 주세요.']],
  [
    'major-depression-suicide-risk',
    'ed.referral',
    true,
    ['오늘 정신건강의학과 선생님 바로 만나 보시게 연결해 드릴게요.'],
  ],
  ['major-depression-suicide-risk', 'ed.resources', true, ['힘들면 24시간 109로 전화하세요.']],
  [
    'major-depression-suicide-risk',
    'ed.confidentiality',
    true,
    ['말씀하신 건 비밀로 하지만, 생명이 위험하면 가족분께 알려야 할 수 있어요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.diagnosis',
    true,
    ['우울증 때문일 수 있고, 치료하면 좋아질 수 있어요.'],
  ],
  ['hazardous-drinking-precontemplation', 'hx.blackout', true, ['전날 일이 기억 안 난 적은요?']],
  ['hazardous-drinking-precontemplation', 'hx.checkup', true, ['최근 간 수치 검사 결과는 어떠셨어요?']],
  [
    'hazardous-drinking-precontemplation',
    'ed.plan',
    true,
    ['다음 달부터 주 1회로 목표를 정하고, 회식에서는 먼저 일어나는 걸로 해 볼까요?'],
  ],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['혹시 누가 이렇게 했어요?']],
  ['smoking-cessation-preparation', 'ed.motivation', true, ['계속 피우시면 폐가 더 나빠질 위험이 커요.']],
  ['smoking-cessation-preparation', 'ed.motivation', true, ['담배는 지금 끊으시는 게 가장 중요해요.']],
  ['simple-febrile-seizure', 'hx.medication', true, ['요즘 먹인 약 있어요?']],
  ['simple-febrile-seizure', 'hx.pastMedical', true, ['태어나서 크게 아팠던 적이나 수술한 적은요?']],
  ['mmr-vaccine-hesitancy', 'hx.concerns', true, ['백신 맞히는 거 어떤 점이 제일 걸리세요?']],
  ['mmr-vaccine-hesitancy', 'hx.concerns', true, ['자폐 얘기 때문에 불안하신 거예요?']],
  ['mmr-vaccine-hesitancy', 'hx.reactions', true, ['전에 주사 맞고 경련하거나 두드러기 난 적 있어요?']],
  ['mmr-vaccine-hesitancy', 'hx.allergy', true, ['계란이나 젤라틴 먹고 탈 난 적은요?']],
  ['mmr-vaccine-hesitancy', 'hx.medication', true, ['최근에 스테로이드 먹거나 수혈 받은 적 있어요?']],
  ['mmr-vaccine-hesitancy', 'hx.household', true, ['집에 항암 치료 받는 분이나 임신한 분 계세요?']],
  ['mmr-vaccine-hesitancy', 'hx.today', true, ['오늘 애 아픈 데는 없죠? 열이나 기침은요?']],
  ['mmr-vaccine-hesitancy', 'hx.pastMedical', true, ['아이가 면역이 약하다는 얘기 들은 적 있어요?']],
  ['mmr-vaccine-hesitancy', 'ed.schedule', true, ['오늘 MMR 1차 맞고 4~6세에 2차 맞으면 돼요.']],
  ['mmr-vaccine-hesitancy', 'ed.sideEffects', true, ['일주일쯤 뒤에 열이나 발진이 잠깐 생길 수 있어요.']],
  [
    'mmr-vaccine-hesitancy',
    'ed.warningSigns',
    true,
    ['맞고 30분은 여기서 기다리시고, 숨이 차거나 경련하면 바로 오세요.'],
  ],
  ['acute-otitis-media-toddler', 'hx.course', true, ['열이 제일 높을 때 몇 도였어요?']],
  ['acute-otitis-media-toddler', 'hx.course', true, ['열이 계속 있어요 아님 떨어졌다 올랐다 해요?']],
  ['acute-otitis-media-toddler', 'hx.antipyretic', true, ['해열제 먹이면 열 떨어져요?']],
  ['acute-otitis-media-toddler', 'hx.antipyretic', true, ['해열제는 뭐 먹였어요?']],
  ['acute-otitis-media-toddler', 'hx.intake', true, ['우유는 잘 먹고 기저귀는 평소만큼 젖어요?']],
  ['acute-otitis-media-toddler', 'hx.intake', true, ['밥 잘 먹어?']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['애가 잘 놀아요 아니면 계속 처져 있어요?']],
  ['acute-otitis-media-toddler', 'hx.contacts', true, ['어린이집에 감기 걸린 애들 있어요?']],
  ['acute-otitis-media-toddler', 'hx.respiratory', true, ['콧물이나 기침은요?']],
  ['acute-otitis-media-toddler', 'hx.gastrointestinal', true, ['토하거나 설사는?']],
  ['acute-otitis-media-toddler', 'hx.rash', true, ['몸에 뭐 난 건 없어요?']],
  ['acute-otitis-media-toddler', 'hx.chills', true, ['오들오들 떨진 않았어요?']],
  ['acute-otitis-media-toddler', 'hx.vaccination', true, ['주사 다 맞혔어요?']],
  ['acute-otitis-media-toddler', 'hx.urinary', true, ['오줌 눌 때 울거나 하진 않아요?']],
  ['acute-otitis-media-toddler', 'hx.cns', true, ['고개 숙이는 거 힘들어하진 않아요?']],
  ['acute-otitis-media-toddler', 'hx.onset', true, ['열은 언제부터?']],
  [
    'acute-otitis-media-toddler',
    'ed.treatment',
    true,
    ['해열제는 4시간 간격으로 먹이시고 항생제는 열흘 동안 먹이세요.'],
  ],
  [
    'acute-otitis-media-toddler',
    'ed.warningSigns',
    true,
    ['애가 축 처지거나 경련하면 바로 응급실로 오세요.'],
  ],
  ['acute-otitis-media-toddler', 'ed.diagnosis', true, ['귀에 염증이 생긴 중이염이에요.']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['지난번 검사에 대해 들으신 얘기 있으세요?']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['혹시 어떤 결과일 거라고 생각하고 오셨어요?']],
  ['gastric-cancer-bad-news', 'hx.invitation', true, ['결과를 어느 정도까지 알고 싶으세요?']],
  ['gastric-cancer-bad-news', 'hx.invitation', true, ['오늘 결과를 자세히 말씀드려도 괜찮을까요?']],
  ['gastric-cancer-bad-news', 'hx.concerns', true, ['지금 제일 마음에 걸리시는 게 뭐예요?']],
  ['gastric-cancer-bad-news', 'hx.function', true, ['요즘 식사나 일은 어떻게 하고 지내세요?']],
  ['gastric-cancer-bad-news', 'hx.mood', true, ['요즘 기분이랑 잠은 어떠세요?']],
  ['gastric-cancer-bad-news', 'hx.currentState', true, ['요즘 속은 좀 어떠세요?']],
  ['gastric-cancer-bad-news', 'hx.living', true, ['집에서는 누구랑 지내세요?']],
  ['gastric-cancer-bad-news', 'hx.occupation', true, ['하시는 일은 뭐예요?']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['생각보다 결과가 좋지 않게 나왔습니다.']],
  ['gastric-cancer-bad-news', 'ed.warningShot', true, ['말씀드리기 어려운 결과가 나왔어요.']],
  [
    'gastric-cancer-bad-news',
    'ed.treatment',
    true,
    ['다음 단계로 CT를 찍어서 퍼졌는지 보고 수술을 할지 정하게 돼요.'],
  ],
  ['gastric-cancer-bad-news', 'ed.followUp', true, ['다음 주 화요일에 결과 보시러 다시 오세요.']],
  ['gastric-cancer-bad-news', 'ed.support', true, ['병원에 암 환자 상담실이 있어서 연결해 드릴게요.']],
  ['gastric-cancer-bad-news', 'rel.empathy', true, ['갑작스러운 소식이라 많이 놀라셨을 것 같아요.']],
  ['gastric-cancer-bad-news', 'rel.empathy', true, ['괜찮아요, 천천히 말씀하셔도 돼요.']],
  ['gastric-cancer-bad-news', 'rel.understanding', true, ['제가 설명드린 걸 한번 말씀해 주실 수 있을까요?']],
  [
    'gastric-cancer-bad-news',
    'rel.summary',
    true,
    ['오늘 말씀드린 걸 정리하면, 위암이고 CT 찍은 다음 수술을 상의할 거예요.'],
  ],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.smoking', true, ['아이코스 하루에 몇 개 피워요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.dependence', true, ['눈 뜨고 첫 담배까지 얼마나 걸려요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.triggers', true, ['주로 언제 땡겨요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.quitAttempts', true, ['전에 끊어 본 적 있어요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.readiness', true, ['끊을 생각은 얼마나 있으세요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.motivation', true, ['끊고 싶은 이유가 뭐예요?']],
  ['heated-tobacco-smoker-oral-contraceptive', 'hx.concerns', true, ['끊으면 뭐가 제일 걱정돼요?']],
  [
    'heated-tobacco-smoker-oral-contraceptive',
    'ed.motivation',
    true,
    ['피임약 드시면서 담배 피우시면 혈전 위험이 커져서 꼭 끊으셔야 해요.'],
  ],
  [
    'heated-tobacco-smoker-oral-contraceptive',
    'ed.motivation',
    true,
    ['전자담배도 담배라서 피임약이랑 같이 하면 위험해요. 끊으시는 게 좋아요.'],
  ],
  [
    'heated-tobacco-smoker-oral-contraceptive',
    'ed.pharmacotherapy',
    true,
    ['니코틴 껌이나 패치를 쓰면 도움이 돼요.'],
  ],
  ['heated-tobacco-smoker-oral-contraceptive', 'ed.plan', true, ['끊는 날을 정하고 주변에 알리세요.']],
  ['intimate-partner-violence', 'hx.violence', true, ['어떤 일이 있었는지 말씀해 주실 수 있어요?']],
  ['intimate-partner-violence', 'hx.violence', true, ['맞은 건 이번이 처음이에요?']],
  ['intimate-partner-violence', 'hx.escalation', true, ['전보다 더 자주 그래요?']],
  ['intimate-partner-violence', 'hx.lethality', true, ['흉기로 위협한 적 있어요?']],
  ['intimate-partner-violence', 'hx.support', true, ['도움 요청할 수 있는 친구나 가족 있어요?']],
  ['intimate-partner-violence', 'hx.living', true, ['아이들은 몇 명이고 지금 누구랑 있어요?']],
  ['intimate-partner-violence', 'hx.mood', true, ['잠은 좀 주무세요? 기분은요?']],
  ['intimate-partner-violence', 'hx.suicide', true, ['너무 힘들어서 다 놓고 싶다는 생각 드신 적 있어요?']],
  ['intimate-partner-violence', 'hx.pregnancy', true, ['혹시 임신 가능성은 있어요?']],
  ['intimate-partner-violence', 'hx.injuries', true, ['지금 아프신 데는 어디예요?']],
  ['intimate-partner-violence', 'ed.safetyPlan', true, ['위급할 때 갈 수 있는 곳을 미리 정해 두세요.']],
  ['intimate-partner-violence', 'ed.resources', true, ['여성긴급전화 1366은 24시간 받아요.']],
  ['intimate-partner-violence', 'ed.reporting', true, ['원하시면 경찰 신고를 도와드릴 수 있어요.']],
  ['intimate-partner-violence', 'ed.confidentiality', true, ['오늘 이야기는 남편분께 알리지 않아요.']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['자살 생각 해 보신 적 있으세요?']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['죽으면 편하겠다는 생각은요?']],
  ['major-depression-suicide-risk', 'hx.plan', true, ['생각만 하신 거예요, 아니면 방법도 생각해 보셨어요?']],
  ['major-depression-suicide-risk', 'hx.means', true, ['약이나 끈 같은 거 준비하신 거 있어요?']],
  [
    'major-depression-suicide-risk',
    'hx.protective',
    true,
    ['그래도 살아야겠다고 생각하게 만드는 게 있어요?'],
  ],
  ['major-depression-suicide-risk', 'hx.mood', true, ['요즘 마음은 좀 어떠세요?']],
  ['major-depression-suicide-risk', 'hx.neuroveg', true, ['잠이랑 밥은 어때요?']],
  ['major-depression-suicide-risk', 'hx.onset', true, ['언제부터 이렇게 힘드셨어요?']],
  ['major-depression-suicide-risk', 'hx.psychHistory', true, ['전에 상담이나 정신과 치료 받아 보셨어요?']],
  ['major-depression-suicide-risk', 'hx.alcohol', true, ['요즘 술은 늘었어요?']],
  ['major-depression-suicide-risk', 'hx.family', true, ['가족 중에 우울증 앓으신 분 있어요?']],
  ['major-depression-suicide-risk', 'hx.living', true, ['혼자 사세요?']],
  [
    'major-depression-suicide-risk',
    'ed.safetyPlan',
    true,
    ['위험한 생각이 들 때 연락할 사람을 같이 정해 봐요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.referral',
    true,
    ['오늘 정신과 선생님 진료를 바로 받으시게 예약해 드릴게요.'],
  ],
  [
    'major-depression-suicide-risk',
    'ed.diagnosis',
    true,
    ['지금 상태는 우울증으로 보이고 치료하면 좋아져요.'],
  ],
  [
    'major-depression-suicide-risk',
    'rel.empathy',
    true,
    ['이런 이야기 꺼내기 쉽지 않으셨을 텐데 말씀해 주셔서 고마워요.'],
  ],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['분유는 하루에 몇 번 먹여요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['젖병 물면 잘 빨아요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['먹는 양이 얼마나 돼요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['먹다가 자주 토하진 않아요?']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['웃거나 눈 맞추는 건 해요?']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['혼자 서요?']],
  ['nonorganic-failure-to-thrive', 'hx.growth', true, ['또래보다 작은 편이에요?']],
  ['nonorganic-failure-to-thrive', 'hx.birth', true, ['임신 중이나 출산 때 문제 있었어요?']],
  ['nonorganic-failure-to-thrive', 'hx.concerns', true, ['어머니는 뭐가 제일 걱정이세요?']],
  ['nonorganic-failure-to-thrive', 'hx.family', true, ['엄마 아빠 키는 어떻게 돼요?']],
  ['nonorganic-failure-to-thrive', 'hx.pastMedical', true, ['아기가 입원한 적 있어요?']],
  ['nonorganic-failure-to-thrive', 'ed.followUp', true, ['한 달 뒤에 몸무게 다시 재 볼게요.']],
  ['nonorganic-failure-to-thrive', 'ed.tests', true, ['피검사랑 소변검사를 해 볼게요.']],
  // An indirect question announced is asked ("…쓰시는지도 여쭤볼게요").
  [
    'cervical-cancer-postcoital-bleeding',
    'hx.sexual',
    true,
    ['최근 성관계 상대가 바뀌었는지, 콘돔 쓰시는지도 여쭤볼게요.'],
  ],
];

describe('credits counselling and caregiver wording (third pass)', () => {
  it.each(COUNSELLING_AND_CAREGIVER_3)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

/**
 * '안' in a parenthesised action belongs to the word it is written with: '(코 안 봄)' and '(코안봄)'
 * are not done; '(입안 봄)', '(코안 봄)' and '(코 안을 봄)' looked inside. Near misses of the new cues
 * stay uncredited.
 */
const NEGATION_BY_SPACING_AND_NEAR_MISSES: readonly Row[] = [
  ['common-cold', 'px.nose', false, ['(코 안 봄)']],
  ['common-cold', 'px.nose', false, ['(코안봄)']],
  ['common-cold', 'px.nose', false, ['(코 안봄)']],
  ['common-cold', 'px.nose', false, ['(코 안 봤음)']],
  ['common-cold', 'px.nose', true, ['(코안 봄)']],
  ['common-cold', 'px.nose', false, ['(비강 안 봄)']],
  ['common-cold', 'px.throat', false, ['(입 안 봄)']],
  ['common-cold', 'px.throat', false, ['(목안봄)']],
  ['common-cold', 'px.nose', true, ['(코 안쪽 들여다봄)']],
  ['common-cold', 'px.nose', true, ['(비경으로 코 안을 봄)']],
  ['common-cold', 'px.nose', true, ['(코 안을 봄)']],
  ['common-cold', 'px.throat', true, ['(입안 들여다봄)']],
  ['common-cold', 'px.nose', true, ['(코 봄)']],
  ['intimate-partner-violence', 'hx.perpetrator', false, ['오늘 같이 오신 분은 누구세요?']],
  ['intimate-partner-violence', 'hx.violence', false, ['시간 맞춰 오셨네요?']],
  ['major-depression-suicide-risk', 'hx.support', false, ['힘들면 109로 전화하세요.']],
  ['hazardous-drinking-precontemplation', 'hx.cageA', false, ['술은 얼마나 드세요?']],
  ['hazardous-drinking-precontemplation', 'ed.motivation', false, ['술 줄이셔야 해요.']],
  ['hazardous-drinking-precontemplation', 'ed.plan', false, ['같이 계획을 세워 볼까요?']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', false, ['몇 살이에요?']],
  ['infant-vaccination-2-months', 'hx.growth', false, ['오늘 맞을 주사는 세 가지예요.']],
  ['common-cold', 'px.throat', true, ['(입안 봄)']],
  ['common-cold', 'px.throat', true, ['(입벌리고 목안 봄)']],
  ['common-cold', 'px.throat', false, ['(목 안봄)']],
  ['simple-febrile-seizure', 'hx.pastMedical', false, ['가족 중에 수술한 적 있는 분 계세요?']],
  ['smoking-cessation-preparation', 'ed.motivation', false, ['계속 피우세요?']],
  ['hazardous-drinking-precontemplation', 'hx.checkup', false, ['간 수치 검사를 할게요.']],
  ['acute-otitis-media-toddler', 'hx.cns', false, ['고개 숙여 보세요.']],
  ['infant-vaccination-2-months', 'ed.sideEffects', false, ['열이 나면 바로 오세요.']],
  ['intimate-partner-violence', 'hx.living', false, ['아이 이름이 뭐예요?']],
  ['major-depression-suicide-risk', 'hx.protective', false, ['요즘 사는 게 어떠세요?']],
  ['gastric-cancer-bad-news', 'rel.empathy', false, ['천천히 숨 쉬세요.']],
  ['gastric-cancer-bad-news', 'hx.invitation', false, ['자세히 설명드리겠습니다.']],
];

describe('reads 안 봄 by spacing and does not credit near misses of the counselling cues', () => {
  it.each(NEGATION_BY_SPACING_AND_NEAR_MISSES)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

/** Third pass, messy and telegraphic: counselling and caregiver questions typed without '?'. */
const TELEGRAPHIC_COUNSELLING_AND_CAREGIVER: readonly Row[] = [
  ['hazardous-drinking-precontemplation', 'hx.quantity', true, ['술 주 몇회 한번에 얼마나']],
  ['hazardous-drinking-precontemplation', 'hx.binge', true, ['소주 한병 넘게 마시는날 많아요']],
  ['hazardous-drinking-precontemplation', 'hx.cageE', true, ['아침에 해장술']],
  ['hazardous-drinking-precontemplation', 'hx.consequences', true, ['음주운전 한적은']],
  ['hazardous-drinking-precontemplation', 'hx.physical', true, ['속쓰리거나 변 까맣게']],
  ['hazardous-drinking-precontemplation', 'hx.readiness', true, ['줄일 마음 몇점']],
  ['hazardous-drinking-precontemplation', 'hx.motivation', true, ['왜 줄이고 싶으세요']],
  ['hazardous-drinking-precontemplation', 'hx.family', true, ['집안에 술 문제 있는 분']],
  ['hazardous-drinking-precontemplation', 'hx.smoking', true, ['담배는']],
  ['hazardous-drinking-precontemplation', 'hx.mood', true, ['기분이나 잠은']],
  ['hazardous-drinking-precontemplation', 'hx.pastMedical', true, ['간 안좋다는 얘기 들은적']],
  ['smoking-cessation-preparation', 'hx.smoking', true, ['하루 몇갑 몇년']],
  ['smoking-cessation-preparation', 'hx.dependence', true, ['일어나서 첫담배 몇분만에']],
  ['smoking-cessation-preparation', 'hx.quitAttempts', true, ['끊어본적']],
  ['smoking-cessation-preparation', 'hx.readiness', true, ['지금 끊을 자신 몇점']],
  ['smoking-cessation-preparation', 'hx.respiratory', true, ['기침 가래 숨참']],
  ['smoking-cessation-preparation', 'hx.cardiac', true, ['가슴아픈건']],
  ['smoking-cessation-preparation', 'hx.alcohol', true, ['술은 얼마나']],
  ['smoking-cessation-preparation', 'hx.occupation', true, ['직업이']],
  ['smoking-cessation-preparation', 'hx.family', true, ['가족중 폐암이나 심장병']],
  ['major-depression-suicide-risk', 'hx.ideation', true, ['죽고싶단 생각']],
  ['major-depression-suicide-risk', 'hx.plan', true, ['구체적으로 계획']],
  ['major-depression-suicide-risk', 'hx.means', true, ['약 모아둔거']],
  ['major-depression-suicide-risk', 'hx.attempt', true, ['전에 시도한적']],
  ['major-depression-suicide-risk', 'hx.support', true, ['힘들때 얘기할 사람']],
  ['major-depression-suicide-risk', 'hx.neuroveg', true, ['잠 식욕']],
  ['major-depression-suicide-risk', 'hx.psychHistory', true, ['정신과 다녀본적']],
  ['major-depression-suicide-risk', 'hx.hopelessness', true, ['앞으로 나아질거같지 않아요']],
  ['intimate-partner-violence', 'hx.perpetrator', true, ['누가그랬어요']],
  ['intimate-partner-violence', 'hx.safety', true, ['집에 가도 안전']],
  ['intimate-partner-violence', 'hx.lethality', true, ['목조르거나 칼']],
  ['intimate-partner-violence', 'hx.previous', true, ['전에 신고한적']],
  ['gastric-cancer-bad-news', 'hx.perception', true, ['검사 왜 받으셨는지 아세요']],
  ['gastric-cancer-bad-news', 'hx.support', true, ['같이 온 가족']],
  ['infant-vaccination-2-months', 'hx.reactions', true, ['지난번 접종후 열이나 경련']],
  ['infant-vaccination-2-months', 'hx.today', true, ['오늘 열 기침 설사']],
  ['infant-vaccination-2-months', 'hx.birth', true, ['몇주에 태어났어요']],
  ['infant-vaccination-2-months', 'hx.allergy', true, ['알러지']],
  ['infant-vaccination-2-months', 'hx.medication', true, ['먹는약이나 수혈']],
  ['nonorganic-failure-to-thrive', 'hx.feeding', true, ['분유 하루 몇번 얼마나']],
  ['nonorganic-failure-to-thrive', 'hx.development', true, ['뒤집기 앉기 언제']],
  ['nonorganic-failure-to-thrive', 'hx.vaccination', true, ['접종 다했어요']],
  ['simple-febrile-seizure', 'hx.duration', true, ['몇분동안']],
  ['simple-febrile-seizure', 'hx.witness', true, ['경련할때 모습']],
  ['simple-febrile-seizure', 'hx.recovery', true, ['끝나고 바로 깼어요']],
  ['simple-febrile-seizure', 'hx.cns', true, ['열 몇도']],
  ['acute-otitis-media-toddler', 'hx.antipyretic', true, ['해열제 먹였는데 떨어져요']],
  ['acute-otitis-media-toddler', 'hx.activity', true, ['잘놀아요']],
  // A symptom others noticed is no past illness.
  [
    'essential-hypertension',
    'hx.pastMedical',
    false,
    ['자다가 코를 골거나 숨을 멈춘다는 말 들은 적 있으세요?'],
  ],
];

describe('credits telegraphic counselling and caregiver questions (third pass)', () => {
  it.each(TELEGRAPHIC_COUNSELLING_AND_CAREGIVER)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

describe('does not credit', () => {
  it.each(NOT_CREDITED)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

describe('cites the turn that earns the item', () => {
  const cited = (caseId: string, lines: readonly string[], item: string) =>
    verdict(caseId, lines, item).evidenceMessageId;

  it('a question about the item itself, not one about its onset', () => {
    const lines = ['기분이 가라앉은 게 언제부터예요?', '하루 중 기분은 대체로 어떠세요?'];
    expect(cited('adjustment-disorder-with-depressed-mood', lines, 'hx.mood')).toBe('u2');
  });
  it('the medication question, not a relieving-factor question naming a drug', () => {
    const lines = ['움직이면 더 아파요? 진통제 먹으면요?', '진통제 얼마나 자주 드세요? 다른 약은요?'];
    expect(cited('bacterial-meningitis', lines, 'hx.medication')).toBe('u2');
  });
  it('the past history, not a recent cold', () => {
    const lines = ['최근에 감기 같은 거 앓은 적 있으세요?', '혈압, 당뇨 같은 병 있으세요?'];
    expect(cited('acute-gouty-arthritis', lines, 'hx.pastMedical')).toBe('u2');
  });
  it('an earlier episode, not "그런 생각" about what was just said', () => {
    const lines = [
      '힘든 분들 중에는 사라지고 싶다는 생각을 하시는 분도 있어요. 그런 생각 해 보신 적 있으세요?',
      '반대로 기분이 너무 들떠서 잠을 안 자도 괜찮았던 때가 있었어요?',
    ];
    expect(cited('adjustment-disorder-with-depressed-mood', lines, 'hx.mania')).toBe('u2');
  });
  it('the treatment turn, not the turn planning tests', () => {
    const lines = [
      '머리 CT를 찍고 허리에서 뇌척수액을 뽑는 검사, 피검사와 혈액 배양을 할게요.',
      '입원해서 바로 항생제 주사를 맞으셔야 해요.',
    ];
    expect(cited('bacterial-meningitis', lines, 'ed.treatment')).toBe('u2');
  });
  it('stool colour, not urine colour', () => {
    const lines = ['소변색 진해요? 콜라색?', '변색깔은 허옇게 나와요?'];
    expect(cited('acute-hepatitis-a', lines, 'hx.stoolColor')).toBe('u2');
  });
  it('the question about the site, not the opening question', () => {
    const lines = ['어디가 불편하세요?', '배 어디쯤이 제일 아파요?'];
    expect(cited('acute-appendicitis', lines, 'hx.location')).toBe('u2');
  });
  it('an elliptical follow-up, quoting the follow-up', () => {
    const r = verdict('acute-appendicitis', ['기침할 때 아파요?', '소변 볼 때는요?'], 'hx.urinary');
    expect(r.performance).toBe('yes');
    expect(r.evidenceMessageId).toBe('u2');
    expect(r.aiComment).toContain('“소변 볼 때는요?”');
  });
});

describe('strict mode', () => {
  it('says the patient told it unasked', () => {
    const c = loadCase('acute-appendicitis');
    const messages = chat(['배 아픈 거 말고 다른 불편한 데는 없으세요?']);
    messages[1] = { ...messages[1]!, content: '속이 메슥거리고 입맛이 하나도 없어요.' };
    const r = gradeEncounter({ caseData: c, messages }).checklistResults.find((x) =>
      x.itemId.endsWith('.hx.nauseaVomiting'),
    )!;
    expect(r.performance).toBe('no');
    expect(r.aiComment).toMatch(/^환자가 먼저 말했지만\(“.+”\) 직접 묻지 않았습니다\./);
  });

  it('needs a real check of understanding besides plain words', () => {
    const explain = '맹장에 염증이 생긴 맹장염 같아요. 수술로 떼어 내면 좋아져요.';
    const plainOnly = verdict('acute-appendicitis', [explain], 'rel.plainWords');
    const invitation = verdict(
      'acute-appendicitis',
      [explain, '이해 안 되는 부분 있으면 언제든 여쭤보세요.'],
      'rel.plainWords',
    );
    const checked = verdict('acute-appendicitis', [explain, '제 설명 이해되셨어요?'], 'rel.plainWords');
    expect(plainOnly.performance).toBe('no');
    expect(invitation.performance).toBe('no');
    expect(checked.performance).toBe('yes');
    expect(checked.evidenceMessageId).toBe('u2');
  });
});

describe('examples in the item’s own words', () => {
  it('asks what a discharge looks like, not how a pain feels', () => {
    const r = verdict('atrophic-vaginitis', ['안녕하세요.'], 'hx.character');
    expect(r.aiComment).toContain('예: “분비물의 색, 냄새, 양, 모양은 어떠세요?');
    expect(r.aiComment).not.toContain('쥐어짜는지');
  });
  it('asks how sleep is disturbed in the sleep presentation', () => {
    const r = verdict('advanced-sleep-wake-phase-disorder', ['안녕하세요.'], 'hx.character');
    expect(r.aiComment).toContain('자주 깨는지');
    expect(r.aiComment).not.toContain('쥐어짜는지');
  });
});

describe('messy typing', () => {
  it.each([
    ['머 먹엇어요 최근에', '뭐 먹었어요 최근에'],
    ['살빠졋어요?', '살빠졌어요?'],
    ['같은증상잇는사람?', '같은증상있는사람?'],
    ['이런 적 첨이에요?', '이런 적 처음이에요?'],
    ['토하진않았어여?', '토하진않았어요?'],
    ['어케 아파요', '어떻게 아파요'],
  ])('reads %s as %s', (typed, meant) => {
    expect(normalizeMessy(typed)).toBe(meant);
  });
  it.each(['웃어요', '씻어요', '머리 아파요?', '맛나요'])('leaves %s alone', (text) => {
    expect(normalizeMessy(text)).toBe(text);
  });
});

describe('반말 to the patient', () => {
  it.each([
    ['언제부터 아팠어?', '언제부터 아팠어요?'],
    ['몇 살이야?', '몇 살이에요?'],
    ['약 먹었지?', '약 먹었죠?'],
    ['토했니?', '토했나요?'],
    ['숨 쉬어 봐', '숨 쉬어 보세요'],
    ['이제 배 좀 볼게', '이제 배 좀 볼게요'],
  ])('%s is 반말; politely %s', (said, polite) => {
    expect(isBanmal(said)).toBe(true);
    expect(politeForm(said)).toBe(polite);
  });
  it.each([
    '담배는?',
    '언제부터?',
    '있어여?',
    '네.',
    '배 아파요?',
    '피섞여나오는건?',
    '아픈 게',
    '(배 촉진)',
  ])('%s is not', (said) => expect(isBanmal(said)).toBe(false));

  it('is flagged in the feedback and on the greeting item, without changing the score', () => {
    const c = loadCase('acute-appendicitis');
    const rude = chat(['안녕, 학생의사 김하나야.', '언제부터 아팠어?', '어디가 제일 아파?']);
    const polite = chat(['안녕하세요, 학생의사 김하나입니다.', '언제부터 아팠어요?', '어디가 제일 아파요?']);
    const r = gradeEncounter({ caseData: c, messages: rude });
    const p = gradeEncounter({ caseData: c, messages: polite });
    expect(banmalUses(rude, c).length).toBeGreaterThanOrEqual(2);
    expect(r.improvementAreas[0]!.description).toContain('반말');
    expect(r.improvementAreas[0]!.advice).toContain('아팠어요?');
    const greeting = r.checklistResults.find((x) => x.itemId.endsWith('.rel.greeting'))!;
    expect(greeting.aiComment).toContain('반말');
    expect(p.improvementAreas.some((a) => a.description.includes('반말'))).toBe(false);
    expect(r.overallScore).toBe(p.overallScore);
  });

  it('is flagged to a child’s parent, not to a child spoken to directly', () => {
    const toddler = loadCase('acute-otitis-media-toddler');
    expect(toddler.persona.informant).toBeDefined();
    const rude = chat(['언제부터 열났어?', '약 먹였어?']);
    expect(banmalUses(rude, toddler).length).toBe(2);
    const child = {
      ...toddler,
      persona: { ...toddler.persona, informant: undefined },
      doorCard: { ...toddler.doorCard, age: 10 },
    };
    expect(banmalUses(rude, child)).toEqual([]);
  });
});

// --- Fourth pass (issue 17): classes found by six new examiner transcripts written before tuning.
// Every sentence below is written for this test; none is a transcript's.
const FOURTH_PASS_CREDITED: readonly Row[] = [
  // 반말 read as said politely: exam instructions, consent, course, empathy.
  ['benign-paroxysmal-positional-vertigo', 'px.nystagmus', true, ['내 코만 봐 고개 휙 돌릴게']],
  ['meniere-disease', 'px.nystagmus', true, ['이제 고개 빨리 돌릴게 내 코 계속 보고 있어']],
  ['cerebellar-infarction', 'px.cerebellar', true, ['검지로 내 손가락 찍고 네 코 찍고 번갈아 해봐']],
  ['cerebellar-infarction', 'px.cerebellar', true, ['손가락으로 코랑 내 손가락 번갈아 짚어봐']],
  ['cerebellar-infarction', 'px.gait', true, ['저기까지 똑바로 걸어봐']],
  ['cerebellar-infarction', 'px.gait', true, ['두 발 붙이고 서서 눈 감아봐']],
  ['cerebellar-infarction', 'px.cranialNerves', true, ['혀 쭉 내밀어봐']],
  ['cerebellar-infarction', 'px.consent', true, ['이제 진찰 좀 할게 괜찮지?']],
  ['meniere-disease', 'px.consent', true, ['몸 좀 볼게 괜찮아?']],
  ['cerebellar-infarction', 'hx.course', true, ['첨보다 어때 더 심해?']],
  ['cerebellar-infarction', 'hx.course', true, ['처음이랑 비교하면 어때']],
  ['cerebellar-infarction', 'rel.empathy', true, ['갑자기 그래서 진짜 놀랐겠다']],
  ['acute-lumbar-strain-moving-house', 'rel.empathy', true, ['밤새 아파서 많이 힘들었겠네요']],
  // Exams described in words: spine tapped, bending, liver under the ribs, a list that began at a site.
  ['lumbar-disc-herniation', 'px.tenderness', true, ['(허리뼈를 위에서부터 하나씩 톡톡 두드려 본다)']],
  ['acute-lumbar-strain-moving-house', 'px.tenderness', true, ['(척추 마디마디를 엄지로 차례로 눌러 본다)']],
  ['lumbar-disc-herniation', 'px.rom', true, ['(허리를 앞으로 숙여 보게 하고 옆으로도 기울여 보게 한다)']],
  ['acute-lumbar-strain-moving-house', 'px.rom', true, ['(서서 뒤로 젖혀 보라고 한다)']],
  [
    'alcohol-use-disorder',
    'px.liver',
    true,
    ['(숨을 크게 쉬게 하면서 오른쪽 갈비뼈 밑을 손끝으로 만져 본다)'],
  ],
  [
    'functional-dyspepsia',
    'px.abdomenPalpation',
    true,
    ['(배를 보고 소리 듣고, 아픈 데 없는지 꾹꾹 눌러 본다)'],
  ],
  ['duodenal-ulcer', 'px.abdomenPalpation', true, ['(배 시진, 청진, 그다음 구석구석 만져 봄)']],
  // Paraphrased history: a pain scale in words, weight by how much, a limb's tingling, a diagnosis heard.
  ['lumbar-disc-herniation', 'hx.severity', true, ['제일 심했을 때를 10으로 치면 지금은 어느 정도예요?']],
  ['acute-lumbar-strain-moving-house', 'hx.severity', true, ['10점 만점으로 하면 몇 정도 아프세요?']],
  ['functional-dyspepsia', 'hx.weightLoss', true, ['몸무게는 몇 키로나 줄었어요?']],
  ['duodenal-ulcer', 'hx.weightLoss', true, ['요즘 살은 좀 빠지셨어요?']],
  ['lumbar-disc-herniation', 'hx.radiculopathy', true, ['발이 저리거나 감각이 둔한 데는요?']],
  [
    'lumbar-spinal-stenosis-neurogenic-claudication',
    'hx.radiculopathy',
    true,
    ['다리에 힘이 빠지는 느낌은 없어요?'],
  ],
  ['acute-asthma-exacerbation', 'hx.pastMedical', true, ['예전에 폐가 안 좋다는 얘기 들은 적은요?']],
  ['copd-acute-exacerbation', 'hx.pastMedical', true, ['심장 쪽 문제 있다고 들으신 적 있으세요?']],
  ['functional-dyspepsia', 'hx.medication', true, ['혹시 NSAID 계열 진통제 드세요?']],
  ['duodenal-ulcer', 'hx.medication', true, ['aspirin이나 ibuprofen 같은 거 먹어요?']],
  ['ace-inhibitor-induced-cough', 'hx.checkup', true, ['작년에 가슴 사진 찍어 본 적']],
  ['community-acquired-pneumonia', 'hx.checkup', true, ['최근에 CT 받아보신적']],
  // Breathless at rest, lying flat: a caregiver's words.
  [
    'foreign-body-aspiration-toddler',
    'hx.severity',
    true,
    ['가만히 있을 때도 숨이 차요, 아니면 뛰면 그래요?'],
  ],
  ['acute-asthma-exacerbation', 'hx.severity', true, ['쉴 때도 숨이 가쁘세요?']],
  ['heart-failure-exacerbation', 'hx.orthopnea', true, ['누우면 더 답답하세요?']],
  ['copd-acute-exacerbation', 'hx.orthopnea', true, ['누워 자면 숨이 더 차요?']],
  // A question left open by a connective or an alternative, and a follow-up that borrows its subject.
  [
    'alcohol-use-disorder',
    'hx.consequences',
    true,
    ['술 마시고 나서 가족이랑 다투셨거나, 회사에서 곤란했던 적은요?'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'hx.consequences',
    true,
    ['술 때문에 싸운 적 있거나, 다친 적은 있어요?'],
  ],
  ['community-acquired-pneumonia', 'hx.hemoptysis', true, ['가래 나와요?', '피 묻어 나오진 않고요?']],
  ['ace-inhibitor-induced-cough', 'hx.hemoptysis', true, ['가래는요?', '피 비치는 건요?']],
  // Counselling said in everyday words.
  ['alcohol-use-disorder', 'hx.cageC', true, ['이제 좀 줄여야 하나 싶으셨던 적 있어요?']],
  ['hazardous-drinking-precontemplation', 'hx.cageC', true, ['술 끊어야겠다 싶은 적은요?']],
  [
    'alcohol-use-disorder',
    'ed.motivation',
    true,
    ['간 검사 결과가 나쁜 게 술 영향이라서, 이제 술을 줄이셨으면 좋겠어요.'],
  ],
  [
    'hazardous-drinking-precontemplation',
    'ed.plan',
    true,
    ['이번 주 토요일부터 시작해서 주 2회만 드시는 걸로 해요.'],
  ],
  ['alcohol-use-disorder', 'ed.plan', true, ['집엔 술 사 두지 마시고요.']],
  // Advice in its own words and a closing.
  ['lumbar-disc-herniation', 'ed.lifestyle', true, ['바닥에 있는 건 무릎 굽혀서 드시고 허리 숙이지 마세요.']],
  ['lumbar-spinal-stenosis-neurogenic-claudication', 'ed.lifestyle', true, ['무거운 짐은 들지 마세요.']],
  [
    'benign-paroxysmal-positional-vertigo',
    'ed.lifestyle',
    true,
    ['일어날 때는 천천히 일어나세요. 넘어지면 위험해요.'],
  ],
  ['cerebellar-infarction', 'ed.lifestyle', true, ['화장실 갈 때 꼭 누구 잡고 다니세요.']],
  ['lumbar-disc-herniation', 'ed.closing', true, ['혹시 더 여쭤보실 건 있으세요?']],
];

const FOURTH_PASS_NOT_CREDITED: readonly Row[] = [
  // A word inside another word, or a gaze target, is no exam.
  ['cough-variant-asthma', 'px.throat', false, ['(고개를 뒤로 젖혀 보게 한다)']],
  ['allergic-rhinitis', 'px.nose', false, ['제 코를 계속 보세요. 고개 빨리 돌릴게요.']],
  ['iron-deficiency-anemia', 'px.conjunctiva', false, ['발 모으고 서서 눈 감아 보세요']],
  ['community-acquired-pneumonia', 'px.lungPercussion', false, ['(등뼈를 하나씩 두드려 본다)']],
  [
    'anca-vasculitis-rapidly-progressive-glomerulonephritis',
    'px.cva',
    false,
    ['(등뼈를 하나씩 두드려 본다)'],
  ],
  // The same words are Murphy's sign in the jaundice checklist: no liver palpation there.
  ['acute-cholangitis', 'px.liver', false, ['(오른쪽 갈비뼈 아래를 누르며 숨 들이쉬게 한다)']],
  // Bending the neck is no back exam; lying quietly is no orthopnea; a food as a condition is no diet.
  ['acute-lumbar-strain-moving-house', 'px.rom', false, ['(고개를 앞으로 숙여 보게 한다)']],
  ['heart-failure-exacerbation', 'hx.orthopnea', false, ['가만히 앉아 계실 때도 숨이 차요?']],
  ['functional-dyspepsia', 'hx.dietCaffeine', false, ['아플 때 밥 먹고 나면요? 매운 거 먹으면요?']],
  // A pain quality offered as a choice asks the character, not numbness.
  ['lumbar-disc-herniation', 'hx.radiculopathy', false, ['어떻게 아프세요? 찌릿한지 뻐근한지요.']],
  // A test named in a question is no plan; quitting not tied to the patient's own finding is no motivation.
  ['ace-inhibitor-induced-cough', 'ed.tests', false, ['전에 엑스레이 찍어 본 적']],
  ['alcohol-use-disorder', 'ed.motivation', false, ['술을 줄이셨으면 좋겠어요.']],
];

describe('credits the fourth pass classes: 반말, exams in words, paraphrases, counselling in everyday words', () => {
  it.each(FOURTH_PASS_CREDITED)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

describe('does not credit the fourth pass near misses', () => {
  it.each(FOURTH_PASS_NOT_CREDITED)('%s %s (met: %s) %j', (caseId, item, met, lines) => {
    expect(verdict(caseId, lines, item).performance).toBe(met ? 'yes' : 'no');
  });
});

describe('cites the turn that earns the item (fourth pass)', () => {
  const cited = (caseId: string, lines: readonly string[], item: string) =>
    verdict(caseId, lines, item).evidenceMessageId;
  it('the limb question, not a pain-quality choice', () => {
    const lines = ['어떤 느낌이에요? 찌릿한지 묵직한지요.', '다리가 저리거나 힘 빠지는 건요?'];
    expect(cited('lumbar-disc-herniation', lines, 'hx.radiculopathy')).toBe('u2');
  });
  it('the eating-habit question, not a food named as a condition', () => {
    const lines = ['식후에는요? 기름진 거 먹으면요?', '끼니는 제때 드세요? 커피는요?'];
    expect(cited('functional-dyspepsia', lines, 'hx.dietCaffeine')).toBe('u2');
  });
  it('the orthopnea question, not breathlessness at rest', () => {
    const lines = ['누워 있으면 더 숨차요?', '가만히 있을 때도 숨이 차요, 아니면 움직일 때만요?'];
    expect(cited('heart-failure-exacerbation', lines, 'hx.orthopnea')).toBe('u1');
  });
});

describe('politeReading', () => {
  it.each([
    ['좀 볼게 괜찮지?', '좀 볼게요. 괜찮죠?'],
    ['내 코 계속 봐 고개 빨리 돌릴게', '제 코 계속 보세요. 고개 빨리 돌릴게요'],
    ['처음보다 어때', '처음보다 어때요'],
    ['이제 눈 감아봐', '이제 눈 감아보세요'],
  ])('reads %s as %s', (said, meant) => expect(politeReading(said)).toBe(meant));
  it('leaves polite speech alone', () =>
    expect(politeReading('언제부터 아프셨어요?')).toBe('언제부터 아프셨어요?'));
});
