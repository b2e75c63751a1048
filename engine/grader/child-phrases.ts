/**
 * Round 28: examples said to a child's carer about the child. The phrasebook's questions are said to the patient
 * ("앓고 계신 병이 있으세요? 고혈압이나 당뇨 같은 거요."); said to a mother about her toddler they ask about her own
 * illnesses, medicines, weight and habits. These ask about the child ("아이가 전에 크게 아팠거나 입원한 적 있나요?"),
 * for the topics and symptoms where the two differ; the rest of the phrasebook is used as it is.
 */
import type { Case } from '../../content/schema';
import type { HistoryTopic, Symptom } from '../../content/vocabulary';

export const CHILD_TOPIC_EXAMPLES: Partial<Record<HistoryTopic, string>> = {
  pastMedical: '아이가 전에 크게 아팠거나 입원한 적 있나요? 지금 앓고 있는 병은요?',
  medication: '아이가 지금 먹고 있는 약이 있나요? 해열제나 영양제, 한약도요.',
  surgery: '아이가 수술을 받거나 입원한 적이 있나요?',
  allergy: '아이가 약이나 음식에 알레르기가 있나요?',
  sleep: '아이가 밤에 잠은 잘 자나요? 코를 골거나 자주 깨지는 않나요?',
  weightChange: '아이가 잘 먹고 몸무게는 잘 늘고 있나요?',
  checkup: '영유아 검진이나 관련 검사를 받은 적 있나요? 결과는 어땠어요?',
  travel: '최근에 아이와 여행을 다녀온 적이 있나요?',
  smoking: '집에서 담배 피우시는 분이 있나요?',
  diet: '아이가 평소에 무엇을 얼마나 먹나요? 식사 시간은 규칙적인가요?',
  exercise: '아이가 평소에 얼마나 뛰어놀거나 운동하나요?',
  caffeine: '아이가 콜라나 초콜릿, 에너지음료를 자주 먹나요?',
  stress: '요즘 아이가 힘들어할 만한 일이 있었나요? 어린이집이나 학교에서요.',
  mood: '요즘 아이 기분은 어때 보여요?',
  event: '그러기 전에 특별한 일이 있었나요? 아이가 먹은 음식이나 다친 일이요.',
  fluidIntake: '아이가 하루에 물이나 우유, 음료를 얼마나 마시나요?',
  adherence: '처방받은 약은 빠뜨리지 않고 먹이고 있나요?',
  vomitus: '아이가 토한 건 어떤 거였어요? 음식물인지, 노란 물인지, 피가 섞였는지요.',
  foodHistory: '아프기 전에 아이가 무엇을 먹었나요? 날것이나 상한 음식은요?',
};

export const CHILD_SYMPTOM_EXAMPLES: Partial<Record<Symptom, string>> = {
  weightLoss: '아이 몸무게가 줄거나 잘 늘지 않지는 않나요?',
  nightSweats: '아이가 자면서 옷이 젖을 만큼 땀을 흘리나요?',
  coldSweat: '아이가 식은땀을 흘리지는 않나요?',
  hematemesis: '아이가 피나 커피 찌꺼기 같은 것을 토한 적은 없나요?',
  heatIntolerance: '아이가 또래보다 더위를 많이 타나요?',
};

/** A child (a minor) whose carer answers for them: history examples are said to the carer about the child. */
export function carerOfChild(c: Case): boolean {
  return c.persona.informant !== undefined && c.doorCard.age < 18;
}
