/**
 * Builders shared by the presentation checklists.
 *
 * A checklist is written as items without ids; defineChecklist() gives each item the id
 * `<presentation slug>.<section code>.<key>` (e.g. `acute-abdominal-pain.hx.onset`) and
 * validates the whole list against the schema when the module is imported, so a typo in a
 * vocabulary key fails the first test run (or server start), not a grading run weeks later.
 *
 * The H / P / E helpers carry the examiner wording every presentation shares (the OLDCoExCAFE
 * and 외과약사가여 skeleton, vital signs, closing). Pass a text to tailor the sentence to the
 * presentation; the key, subtitle and satisfiedBy stay the same across checklists, which keeps
 * the grader's statistics per skeleton item comparable between presentations.
 */
import {
  presentationChecklistSchema,
  type AppliesTo,
  type ChecklistItem,
  type ChecklistSection,
  type PresentationChecklist,
} from '../schema';
import {
  PRESENTATION_SLUGS,
  type EducationConcept,
  type EncounterAct,
  type HistoryTopic,
  type Manoeuvre,
  type SecondaryCategory,
  type Symptom,
} from '../vocabulary';

export type ItemSpec = Omit<ChecklistItem, 'id'> & { key: string };
type Options = Pick<ChecklistItem, 'weight' | 'appliesTo' | 'optionalTopics'>;

/** Women who may menstruate or be pregnant: LMP and pregnancy questions apply to them. */
export const REPRODUCTIVE_WOMAN: AppliesTo = { sex: '여자', minAge: 12, maxAge: 55 };
export const WOMAN: AppliesTo = { sex: '여자' };
export const CHILD: AppliesTo = { maxAge: 18 };
/**
 * Old enough to be asked about their own drinking, smoking, sex life, contraception or job (the
 * adolescent HEADSS interview starts at 12). Below it these items drop out; where the question
 * still matters for a young child it is asked in a child's wording (YOUNG_CHILD items), e.g. the
 * household's smoking instead of the patient's.
 */
export const ADOLESCENT: AppliesTo = { minAge: 12 };
export const YOUNG_CHILD: AppliesTo = { maxAge: 11 };
/** Old enough to drink coffee, cola or energy drinks on their own and to describe an aura. */
export const SCHOOL_AGE: AppliesTo = { minAge: 6 };
/**
 * Asking a child directly about suicidal thoughts is recommended from about 8 (ASQ); a toddler's
 * informant is asked about the child's mood instead.
 */
export const SUICIDE_SCREENING_AGE: AppliesTo = { minAge: 8 };
/** The national cervical cancer screening programme starts at 20. */
export const CERVICAL_SCREENING_AGE: AppliesTo = { sex: '여자', minAge: 20 };

/** A history item. */
export function hx(
  key: string,
  subtitle: string,
  text: string,
  by: { topics?: HistoryTopic[]; symptoms?: Symptom[] },
  opts: Options = {},
): ItemSpec {
  return { key, section: '병력청취', subtitle, text, satisfiedBy: by, ...opts };
}

/** A physical-exam item, satisfied by any of the manoeuvres. */
export function px(
  key: string,
  subtitle: string,
  text: string,
  manoeuvres: Manoeuvre[],
  opts: Options = {},
): ItemSpec {
  return { key, section: '신체진찰', subtitle, text, satisfiedBy: { manoeuvres }, ...opts };
}

/** An education item, satisfied by any of the concepts. */
export function ed(
  key: string,
  subtitle: string,
  text: string,
  education: EducationConcept[],
  opts: Options = {},
): ItemSpec {
  return { key, section: '환자교육', subtitle, text, satisfiedBy: { education }, ...opts };
}

/** A patient-doctor relationship item, satisfied by any of the acts. */
export function rel(
  key: string,
  subtitle: string,
  text: string,
  acts: EncounterAct[],
  opts: Options = {},
): ItemSpec {
  return { key, section: '환자-의사관계', subtitle, text, satisfiedBy: { acts }, ...opts };
}

/**
 * A single-topic skeleton item. `appliesTo` is the default age/sex the question makes sense for
 * (smoking from 12); an item that passes its own appliesTo replaces it.
 */
const topic =
  (key: HistoryTopic, subtitle: string, fallback: string, appliesTo?: AppliesTo) =>
  (text?: string, opts?: Options) =>
    hx(key, subtitle, text ?? fallback, { topics: [key] }, { ...(appliesTo && { appliesTo }), ...opts });

/** The history skeleton (OLDCoExCAFE + 외과약사가여). */
export const H = {
  onset: topic('onset', 'O 발병 시기', '증상이 언제, 어떻게(갑자기/서서히) 시작되었는지 물었다'),
  location: topic('location', 'L 위치', '아픈 부위가 정확히 어디인지 물었다'),
  duration: topic(
    'duration',
    'D 지속 시간',
    '증상이 계속되는지, 있다 없다 하는지와 한 번에 얼마나 지속되는지 물었다',
  ),
  course: topic('course', 'Co 경과', '처음에 비해 증상이 좋아지는지 나빠지는지 물었다'),
  experience: topic('experience', 'Ex 이전 경험', '이전에도 비슷한 증상이 있었는지 물었다'),
  character: topic('character', 'C 양상', '증상의 양상(어떤 느낌인지)을 물었다'),
  severity: topic('severity', 'C 강도', '통증의 정도를 0-10점 척도로 물었다'),
  radiation: topic('radiation', 'C 방사통', '통증이 다른 곳으로 뻗치는지 물었다'),
  factors: (text = '증상을 악화시키거나 완화시키는 요인을 물었다', opts?: Options) =>
    hx('factors', 'F 악화·완화 요인', text, { topics: ['aggravating', 'relieving'] }, opts),
  event: topic('event', 'E 선행 사건', '증상이 생기기 전에 특별한 일(음식, 활동, 감염 등)이 있었는지 물었다'),
  checkup: topic('checkup', 'E 이전 검사', '최근 건강검진이나 관련 검사를 받은 적이 있는지 물었다'),
  trauma: topic('trauma', '외상력', '최근 다치거나 부딪힌 적이 있는지 물었다'),
  pastMedical: topic(
    'pastMedical',
    '과거력',
    '과거에 앓았거나 현재 앓고 있는 질환(고혈압, 당뇨 등)을 물었다',
  ),
  medication: topic('medication', '약물력', '현재 복용 중인 약(건강보조식품, 한약 포함)을 물었다'),
  surgery: topic('surgery', '수술·입원력', '수술이나 입원한 적이 있는지 물었다'),
  allergy: topic('allergy', '알레르기', '약물이나 음식 알레르기가 있는지 물었다'),
  smoking: topic('smoking', '사회력', '흡연 여부와 양을 물었다', ADOLESCENT),
  alcohol: topic('alcohol', '사회력', '음주 여부와 양, 빈도를 물었다', ADOLESCENT),
  caffeine: topic('caffeine', '사회력', '커피 등 카페인 섭취량을 물었다', SCHOOL_AGE),
  diet: topic('diet', '사회력', '평소 식습관을 물었다'),
  exercise: topic('exercise', '사회력', '평소 운동 습관을 물었다'),
  occupation: topic('occupation', '사회력', '직업을 물었다', ADOLESCENT),
  living: topic('living', '사회력', '누구와 함께 사는지, 생활환경을 물었다'),
  stress: topic('stress', '사회력', '최근 스트레스 받는 일이 있는지 물었다'),
  sleep: topic('sleep', '사회력', '잠은 잘 자는지 물었다'),
  family: topic('family', '가족력', '가족 중 비슷한 증상이나 질환을 앓는 사람이 있는지 물었다'),
  travel: topic('travel', '여행력', '최근 여행을 다녀온 적이 있는지 물었다'),
  sexual: topic('sexual', '성생활력', '성생활(최근 성관계, 새 상대, 콘돔 사용)을 물었다', ADOLESCENT),
  /** LMP and pregnancy together: the one question no woman of reproductive age may be spared. */
  lmp: (text = '마지막 월경일과 임신 가능성을 물었다', opts: Options = {}) =>
    hx('lmp', '여성력', text, { topics: ['lmp', 'pregnancy'] }, { appliesTo: REPRODUCTIVE_WOMAN, ...opts }),
};

/** Physical-exam items every presentation begins with. */
export const P = {
  consent: (text = '진찰 전 환자에게 진찰 내용을 설명하고 동의를 구했다'): ItemSpec => ({
    key: 'consent',
    section: '신체진찰',
    subtitle: '진찰 준비',
    text,
    satisfiedBy: { acts: ['examConsent'] },
  }),
  vitals: (text = '활력징후를 확인했다') => px('vitals', '활력징후', text, ['vitalSigns']),
};

/** Education items whose wording barely changes between presentations. */
export const E = {
  diagnosis: (text: string) => ed('diagnosis', '진단 설명', text, ['likelyDiagnosis']),
  differentials: (text = '다른 가능성 있는 질환도 함께 설명했다') =>
    ed('differentials', '감별 진단', text, ['differentials']),
  tests: (text: string) => ed('tests', '검사 계획', text, ['tests']),
  treatment: (text: string) => ed('treatment', '치료 계획', text, ['treatment']),
  lifestyle: (text: string) => ed('lifestyle', '생활 습관', text, ['lifestyle']),
  warningSigns: (text: string) => ed('warningSigns', '주의 증상', text, ['warningSigns']),
  followUp: (text: string) => ed('followUp', '추적 관찰', text, ['followUp']),
  /** Inviting questions and closing happen in the same breath; either counts. */
  closing: (text = '궁금한 점이 있는지 묻고 진료를 마무리했다'): ItemSpec => ({
    key: 'closing',
    section: '환자교육',
    subtitle: '질문 유도·마무리',
    text,
    satisfiedBy: { education: ['invitingQuestions'], acts: ['closing'] },
  }),
};

type PpiKey = 'greeting' | 'identity' | 'openQuestion' | 'empathy' | 'summary' | 'plainWords';

/** The six PPI items; pass texts to adapt them (counselling stations word empathy differently). */
export function ppi(texts: Partial<Record<PpiKey, string>> = {}): ItemSpec[] {
  return [
    rel('greeting', '인사', texts.greeting ?? '인사하고 자신을 소개했다', ['greeting']),
    rel('identity', '환자 확인', texts.identity ?? '환자의 이름과 나이를 확인했다', ['identityCheck']),
    rel('openQuestion', '개방형 질문', texts.openQuestion ?? '개방형 질문으로 면담을 시작했다', [
      'openQuestion',
    ]),
    rel('empathy', '공감', texts.empathy ?? '환자의 불편함과 걱정에 공감을 표현했다', ['empathy']),
    rel('summary', '요약', texts.summary ?? '병력 청취 후 들은 내용을 요약하여 확인했다', ['summary']),
    rel(
      'plainWords',
      '쉬운 설명',
      texts.plainWords ?? '의학 용어 대신 쉬운 말로 설명하고 환자가 이해했는지 확인했다',
      ['avoidJargon', 'checkUnderstanding'],
    ),
  ];
}

export interface ChecklistSpec {
  history: ItemSpec[];
  exam: ItemSpec[];
  education: ItemSpec[];
  /** Defaults to ppi(). */
  relationship?: ItemSpec[];
}

const SECTION_CODES: Record<ChecklistSection, string> = {
  병력청취: 'hx',
  신체진찰: 'px',
  환자교육: 'ed',
  '환자-의사관계': 'rel',
};

export function defineChecklist(presentation: SecondaryCategory, spec: ChecklistSpec): PresentationChecklist {
  const slug = PRESENTATION_SLUGS[presentation];
  const specs = [...spec.history, ...spec.exam, ...spec.education, ...(spec.relationship ?? ppi())];
  // The section code keeps ids unique when history and exam share a key (e.g. 'thyroid').
  const items = specs.map(({ key, ...rest }) => ({
    id: `${slug}.${SECTION_CODES[rest.section]}.${key}`,
    ...rest,
  }));
  const parsed = presentationChecklistSchema.safeParse({ presentation, items });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`checklist ${presentation} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
