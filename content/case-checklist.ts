/**
 * Which checklist items a case is graded on. Pure (no file system), so the embedded engine can use
 * it on the device as well as on the server; content/load.ts re-exports it for the loaders.
 */
import { checklistFor } from './checklists/index';
import type { AppliesTo, Case, ChecklistItem, DoorCard } from './schema';

/** Whether a checklist item applies to this patient (see appliesTo in schema.ts). */
export function appliesToPatient(
  appliesTo: AppliesTo | undefined,
  patient: Pick<DoorCard, 'age' | 'sex'>,
): boolean {
  if (!appliesTo) return true;
  if (appliesTo.sex !== undefined && appliesTo.sex !== patient.sex) return false;
  if (appliesTo.minAge !== undefined && patient.age < appliesTo.minAge) return false;
  if (appliesTo.maxAge !== undefined && patient.age > appliesTo.maxAge) return false;
  return true;
}

/**
 * Round 28: a child's wording for items of adult presentations that a child is asked too, in other words. Keyed by
 * item id; the id and satisfiedBy stay, so stored grades and labels keep their items, and only the sentence the
 * learner reads changes (no "혈압약(ACE 억제제)", "과음", "고혈압, 당뇨", "금연과 마스크 착용" for a toddler). Used for a
 * patient under 13 (issue 17: a child is under 13 on the door card). Items that do not apply at all are dropped by
 * appliesTo in the presentation checklists instead.
 */
const PAST_ILLNESS = '아이가 앓았거나 앓고 있는 병과 입원한 적을 물었다';
const PAIN_IN_A_CHILD = '아이가 얼마나 아파하는지(울거나 보채는 정도, 얼굴 척도)를 물었다';
export const CHILD_WORDING: Readonly<Record<string, string>> = {
  'sexual-violence.hx.details': '언제, 어디서, 어떤 일이 있었는지(신체 접촉, 삽입 여부) 물었다',
  'sexual-violence.ed.prophylaxis': '성매개감염 예방 치료를 설명했다',
  'jaundice.hx.pastMedical': '간염 등 아이가 앓았던 병과 입원한 적을 물었다',
  'jaundice.ed.lifestyle': '불필요한 약·한약을 먹이지 않도록 권했다',
  'diarrhea.hx.pastMedical': PAST_ILLNESS,
  'constipation.hx.pastMedical': '갑상선 질환 등 아이가 앓았던 병을 물었다',
  'constipation.hx.checkup': '영유아 검진이나 관련 검사를 받은 적이 있는지 물었다',
  'constipation.ed.tests': '복부 X선 등 필요한 검사를 설명했다',
  'vomiting.hx.pastMedical': PAST_ILLNESS,
  'acute-abdominal-pain.hx.severity': PAIN_IN_A_CHILD,
  'acute-abdominal-pain.hx.event': '아프기 전에 먹은 음식이나 다친 일 등 특별한 일이 있었는지 물었다',
  'acute-abdominal-pain.hx.pastMedical': PAST_ILLNESS,
  'acute-abdominal-pain.hx.medication': '아이가 먹은 약(해열제, 진통제 등)을 물었다',
  'hematochezia.hx.checkup': '이전에 받은 검사와 결과를 물었다',
  'hematochezia.hx.medication': '철분제, 항생제 등 아이가 먹고 있는 약을 물었다',
  'hematochezia.ed.tests': '혈액검사와 필요한 영상 검사 등을 설명했다',
  'voiding-difficulty.hx.pastMedical': '요로감염 등 아이가 앓았던 병을 물었다',
  'voiding-difficulty.ed.tests': '소변검사와 필요한 검사(소변 배양, 콩팥 초음파 등)를 설명했다',
  'voiding-difficulty.ed.lifestyle': '물을 충분히 마시고 소변을 참지 않도록 권했다',
  'oliguria.hx.medication': '진통소염제, 한약 등 아이가 먹은 약을 물었다',
  'oliguria.hx.pastMedical': '신장질환 등 아이가 앓았던 병을 물었다',
  'urinary-incontinence.hx.neuro': '아이가 다리 힘이 빠지거나 저려 하는지 물었다',
  'urinary-incontinence.hx.surgery': '수술을 받은 적이 있는지 물었다',
  'urinary-incontinence.hx.pastMedical': '변비, 요로감염 등 아이가 앓았던 병을 물었다',
  'urinary-incontinence.hx.medication': '아이가 먹고 있는 약을 물었다',
  'urinary-incontinence.ed.lifestyle': '자기 전 수분·카페인 줄이기와 변비 조절을 권했다',
  'neck-pain.hx.severity': PAIN_IN_A_CHILD,
  'neck-pain.hx.redFlags': '열이 나거나 몸무게가 줄었는지 물었다',
  'neck-pain.hx.pastMedical': PAST_ILLNESS,
  'joint-pain.hx.severity': PAIN_IN_A_CHILD,
  'joint-pain.hx.medication': '아이가 먹은 약과 해열진통제 효과를 물었다',
  'joint-pain.hx.pastMedical': PAST_ILLNESS,
  'tremor-movement-disorder.hx.factors': '긴장하거나 피곤할 때 심해지는지 물었다',
  'tremor-movement-disorder.hx.pastMedical': PAST_ILLNESS,
  'seizure.hx.pastMedical': '열성 경련 등 아이가 앓았던 병을 물었다',
  'cough.hx.constitutional': '아이가 잘 먹고 몸무게가 잘 느는지 물었다',
  'diarrhea.hx.weightLoss': '아이 몸무게가 줄었는지 물었다',
  'hematochezia.hx.weightLoss': '아이 몸무게가 줄었는지 물었다',
  'constipation.hx.weightLoss': '아이 몸무게가 잘 늘지 않거나 줄었는지 물었다',
  'jaundice.hx.weightLoss': '아이 몸무게가 잘 늘지 않거나 줄었는지 물었다',
  'tremor-movement-disorder.hx.thyroid': '아이가 더위를 타거나 몸무게가 줄거나 두근거리는지 물었다',
  'cough.hx.contacts': '어린이집 등 주변에 기침하거나 아픈 사람이 있는지 물었다',
  'cough.hx.medication': '아이가 먹은 약(해열제, 기침약 등)을 물었다',
  'cough.hx.pastMedical': '천식, 모세기관지염 등 아이가 앓았던 병과 입원한 적을 물었다',
  'cough.ed.lifestyle': '가습, 아이 달래기, 간접흡연 피하기, 기침 예절 등 생활 관리를 설명했다',
  'dyspnea.ed.lifestyle': '간접흡연과 유발 요인 피하기를 권했다',
  'fever.hx.pastMedical': PAST_ILLNESS,
  'easy-bruising.hx.medication': '아스피린이 든 감기약, 스테로이드, 한약 등 아이가 먹은 약을 물었다',
  'vaginal-discharge.hx.pelvicPain': '아랫배가 아픈지 물었다',
  'vaginal-discharge.hx.bleeding': '속옷에 피가 묻는 등 비정상 출혈이 있는지 물었다',
  'vaginal-discharge.hx.hygiene': '목욕과 뒤처리 등 위생 습관을 물었다',
  'vaginal-discharge.hx.pastMedical': PAST_ILLNESS,
  'vaginal-discharge.ed.treatment': '약물 치료를 설명했다',
  'vaginal-discharge.ed.lifestyle': '앞에서 뒤로 닦기, 거품 목욕 피하기 등 생활 관리를 권했다',
};

/** The checklist a case is graded on: its presentation's items that apply to the patient, then its extras. */
export function caseChecklist(c: Case): ChecklistItem[] {
  const child = c.doorCard.age < 13;
  return [...checklistFor(c.secondaryCategory).items, ...(c.checklistExtras ?? [])]
    .filter((item) => appliesToPatient(item.appliesTo, c.doorCard))
    .map((item) => {
      // Round 33: the case's own wording of a presentation item (content/schema.ts, checklistWording) comes first.
      const own = c.checklistWording?.[item.id];
      if (own) return { ...item, text: own };
      return child && CHILD_WORDING[item.id] ? { ...item, text: CHILD_WORDING[item.id]! } : item;
    });
}
