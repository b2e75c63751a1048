/**
 * The professor's summary, good points and improvement areas, written from the judgements.
 *
 * Everything here is derived from what happened in this session: the strongest and weakest
 * sections with their rates, the missed items that matter most for this presentation (weighted
 * items first, then items whose omission leaves a dangerous differential open), the learner's own
 * words for what went well, and an example question for every gap. Polite 합니다체 throughout.
 */
import type { Case, ChecklistSection } from '../../content/schema';
import { CHECKLIST_SECTIONS } from '../../content/schema';
import { earnedLabel, exampleFor, itemLabel } from './examples';
import type { BanmalUse } from './courtesy';
import type { Judgement } from './judge';
import { informantTag, joinList, nameForParenthesis, withJosa } from './text';

export interface SectionResult {
  readonly section: ChecklistSection;
  readonly achieved: number;
  readonly total: number;
  readonly rate: number;
  readonly weight: number;
}

/**
 * Why a miss matters, keyed by the vocabulary key the item is satisfied by. Written as the end of
 * "…을(를) 확인하지 않아 ___" so the summary can name the clinical consequence.
 */
const CONSEQUENCE: Record<string, string> = {
  lmp: '임신 관련 응급 질환(자궁외 임신 등)을 배제하지 못했습니다',
  pregnancy: '임신 관련 응급 질환(자궁외 임신 등)을 배제하지 못했습니다',
  suicidalIdeation: '자살 위험도를 평가하지 못했습니다',
  suicidePlan: '자살 위험도를 평가하지 못했습니다',
  suicideMeans: '자살 위험도를 평가하지 못했습니다',
  lethalityRisk: '폭력의 위험도를 평가하지 못했습니다',
  safety: '환자가 지금 안전한지 확인하지 못했습니다',
  melena: '위장관 출혈 여부를 확인하지 못했습니다',
  hematochezia: '위장관 출혈 여부를 확인하지 못했습니다',
  stoolColor: '위장관 출혈 여부를 확인하지 못했습니다',
  hematemesis: '위장관 출혈 여부를 확인하지 못했습니다',
  fever: '감염성 원인을 판단할 근거가 부족했습니다',
  chills: '감염성 원인을 판단할 근거가 부족했습니다',
  neckStiffness: '뇌수막염 등 중추신경계 감염을 배제하지 못했습니다',
  nuchalRigidity: '뇌수막염 등 중추신경계 감염을 배제하지 못했습니다',
  weakness: '뇌졸중 등 신경학적 원인을 배제하지 못했습니다',
  numbness: '신경학적 원인을 배제하지 못했습니다',
  dysarthria: '뇌졸중 등 신경학적 원인을 배제하지 못했습니다',
  diplopia: '뇌졸중 등 중추성 원인을 배제하지 못했습니다',
  dyspnea: '심폐 질환 가능성을 평가하지 못했습니다',
  chestPain: '심장 질환 가능성을 평가하지 못했습니다',
  syncope: '혈역학적으로 불안정한지 판단하지 못했습니다',
  presyncope: '혈역학적으로 불안정한지 판단하지 못했습니다',
  dizziness: '혈역학적으로 불안정한지 판단하지 못했습니다',
  weightLoss: '악성 질환을 시사하는 경고 증상을 확인하지 못했습니다',
  weightChange: '악성 질환을 시사하는 경고 증상을 확인하지 못했습니다',
  nightSweats: '결핵이나 악성 질환의 경고 증상을 확인하지 못했습니다',
  urinaryIncontinence: '마미 증후군 같은 응급 상황을 배제하지 못했습니다',
  residualUrine: '마미 증후군 같은 응급 상황을 배제하지 못했습니다',
  medication: '약물이 원인이거나 치료에 영향을 줄 가능성을 놓쳤습니다',
  pastMedical: '기저 질환이 주는 위험을 파악하지 못했습니다',
  family: '가족력에 따른 위험을 평가하지 못했습니다',
  smoking: '중요한 위험 인자를 확인하지 못했습니다',
  alcohol: '중요한 위험 인자를 확인하지 못했습니다',
  radiation: '통증의 기원을 감별할 단서를 놓쳤습니다',
  onset: '급성·만성 여부를 판단하지 못했습니다',
  vitalSigns: '환자가 얼마나 위급한지 판단할 근거가 없었습니다',
  orthostaticVitals: '출혈이나 탈수로 인한 순환 상태를 평가하지 못했습니다',
  reboundTenderness: '복막 자극 징후를 확인하지 못했습니다',
  likelyDiagnosis: '환자가 자신의 상태를 이해할 기회를 놓쳤습니다',
  safetyPlan: '위기 상황에 대비한 안전장치를 마련하지 못했습니다',
  warningSigns: '환자가 언제 다시 와야 하는지 알 수 없게 되었습니다',
  withdrawal: '금단 위험을 평가하지 못했습니다',
  tests: '다음 단계를 환자가 알 수 없게 되었습니다',
};

function consequenceOf(j: Judgement): string | undefined {
  const by = j.item.satisfiedBy;
  const keys = [
    ...(by.topics ?? []),
    ...(by.symptoms ?? []),
    ...(by.manoeuvres ?? []),
    ...(by.education ?? []),
  ];
  for (const k of keys) {
    // Round 17: weight asked as a habit (사회력 of a blood-pressure or cholesterol visit) is a risk factor, not
    // a sign of malignancy.
    if (k === 'weightChange' && /사회력/.test(j.item.subtitle))
      return '비만과 생활습관 위험 요인을 평가하지 못했습니다';
    // Round 28: a child's weight is growth, not a sign of malignancy, and weak legs no stroke; urine leaked without the back, legs, gait or
    // saddle named (a child's wetting, a seizure) is no cauda equina.
    if (/^(weightChange|weightLoss|nightSweats|weakness)$/.test(k) && /아이/.test(j.item.text)) continue;
    if (
      /^(urinaryIncontinence|residualUrine)$/.test(k) &&
      !/허리|다리|걸음|엉덩이|회음|항문|감각|힘/.test(j.item.text)
    )
      continue;
    if (CONSEQUENCE[k]) return CONSEQUENCE[k];
  }
  return undefined;
}

/** Background history (과거력, 약물력…): see importance(). */
const BACKGROUND = /과거력|약물력|수술|알레르기|사회력|가족력|여행력|외상력/;

/** How much a miss matters for this presentation: weight first, then a known consequence. */
function importance(j: Judgement, c?: Case): number {
  const w = j.item.weight ?? 1;
  const by = j.item.satisfiedBy;
  let score = w * 10;
  if (consequenceOf(j)) score += 3;
  if (by.education?.includes('likelyDiagnosis')) score += 4;
  if (j.item.section === '병력청취' && /^A /.test(j.item.subtitle)) score += 1;
  if (j.item.section === '환자-의사관계') score -= 2;
  // A counselling station is judged on its own questions and explanations; background history and
  // the (brief) exam come after them.
  if (c?.primaryCategory === '상담' && (BACKGROUND.test(j.item.subtitle) || j.item.section === '신체진찰'))
    score -= 4;
  return score;
}

/** "마지막 월경을 묻지 않아", "반발압통을 확인하지 않아", "추정 진단 설명을 하지 않아". */
function missedVerb(j: Judgement): string {
  const label = itemLabel(j.item);
  if (j.item.section === '병력청취') return `${withJosa(label, '을/를')} 묻지 않아`;
  if (j.item.section === '신체진찰') return `${withJosa(label, '을/를')} 확인하지 않아`;
  return `${withJosa(label, '을/를')} 하지 않아`;
}

function byImportance(list: readonly Judgement[], order: readonly Judgement[], c?: Case): Judgement[] {
  return [...list].sort((a, b) => importance(b, c) - importance(a, c) || order.indexOf(a) - order.indexOf(b));
}

const SECTION_PHRASE: Record<ChecklistSection, string> = {
  병력청취: '병력 청취',
  신체진찰: '신체 진찰',
  환자교육: '환자 교육',
  '환자-의사관계': '환자-의사 관계',
};

const pct = (rate: number) => `${Math.round(rate)}%`;

// ---------------------------------------------------------------------------------------------

export interface FeedbackInput {
  readonly caseData: Case;
  readonly judgements: readonly Judgement[];
  readonly sections: readonly SectionResult[];
  readonly overallScore: number;
  /** Clauses in 반말 to an adult patient or a child's parent (courtesy.ts); none when polite. */
  readonly banmal?: readonly BanmalUse[];
}

export interface Feedback {
  qualitativeFeedback: string;
  goodPoints: { description: string }[];
  improvementAreas: { description: string; advice: string }[];
}

/**
 * Round 23: the core questions of a counselling station in its own words. Readiness to change belongs to a habit
 * (tobacco, drink, a drug); a survivor of violence is asked what happened, her safety and whether she wants help or
 * to report, and a person at risk of suicide the plan and a safety plan.
 */
function counsellingCore(secondaryCategory: string): string {
  if (/금연|음주|물질오남용/.test(secondaryCategory)) return '현재 상황, 위험도, 지지 체계, 변화 의지';
  if (/가정폭력|성폭력/.test(secondaryCategory)) return '일어난 일, 현재 안전, 지지 체계, 도움과 신고 의사';
  if (/자살/.test(secondaryCategory)) return '현재 상황, 자살 위험도, 지지 체계, 안전 계획';
  return '현재 상황, 위험도, 지지 체계';
}

export function writeFeedback(input: FeedbackInput): Feedback {
  return {
    qualitativeFeedback: summary(input),
    goodPoints: goodPoints(input),
    improvementAreas: improvementAreas(input),
  };
}

function summary({ caseData, judgements, sections, overallScore }: FeedbackInput): string {
  const sentences: string[] = [];
  const counselling = caseData.primaryCategory === '상담';
  const badNews = caseData.secondaryCategory === '나쁜 소식 전하기';
  const station = counselling
    ? `${caseData.secondaryCategory} 상담`
    : `${caseData.secondaryCategory} 환자 면담`;
  if (overallScore >= 85) {
    sentences.push(`${withJosa(station, '을/를')} 전반적으로 충실하게 수행했습니다(${overallScore}점).`);
  } else if (overallScore >= 70) {
    sentences.push(
      `${station}의 기본 틀은 잘 갖추었으나 몇 가지 중요한 누락이 있었습니다(${overallScore}점).`,
    );
  } else if (overallScore >= 50) {
    sentences.push(`${station}의 뼈대는 있었지만 빠진 항목이 많았습니다(${overallScore}점).`);
  } else {
    sentences.push(
      `${station}에서 병력 청취, 진찰, 설명 전반에 걸쳐 보완이 많이 필요합니다(${overallScore}점).`,
    );
  }

  const ranked = [...sections].filter((s) => s.total > 0).sort((a, b) => b.rate - a.rate);
  const best = ranked[0];
  const worst = ranked.at(-1);
  if (best && worst && best.section !== worst.section && best.rate - worst.rate >= 10) {
    sentences.push(
      `${withJosa(SECTION_PHRASE[best.section], '은/는')} ${pct(best.rate)}로 가장 잘 수행했고, ${withJosa(SECTION_PHRASE[worst.section], '이/가')} ${pct(worst.rate)}로 가장 부족했습니다.`,
    );
  } else if (best) {
    sentences.push(
      `영역별 수행률은 ${ranked.map((s) => `${SECTION_PHRASE[s.section]} ${pct(s.rate)}`).join(', ')}로 고른 편이었습니다.`,
    );
  }

  const missed = byImportance(
    judgements.filter((j) => !j.done),
    judgements,
    caseData,
  );
  // After "…이 가장 부족했습니다", the example named next belongs to that section.
  const namedWorst = best && worst && best.section !== worst.section && best.rate - worst.rate >= 10;
  const top = (namedWorst ? missed.find((j) => j.item.section === worst.section) : undefined) ?? missed[0];
  if (top) {
    const why = consequenceOf(top);
    if (top.near?.reason === 'wrongDiagnosis') {
      sentences.push(
        `특히 추정 진단을 다른 질환으로 설명해 가장 가능성 높은 ${withJosa(caseData.name, '을/를')} 놓쳤습니다.`,
      );
    } else if (why) {
      sentences.push(`특히 ${missedVerb(top)} ${why}.`);
    } else {
      sentences.push(`특히 ${withJosa(itemLabel(top.item), '을/를')} 빠뜨린 점이 아쉽습니다.`);
    }
    const second = missed.find((j) => j !== top && consequenceOf(j) && consequenceOf(j) !== why);
    if (second) {
      sentences.push(
        second.near?.reason === 'wrongDiagnosis'
          ? `또한 추정 진단을 다른 질환으로 설명해 ${withJosa(caseData.name, '을/를')} 놓쳤습니다.`
          : `또한 ${missedVerb(second)} ${consequenceOf(second)}.`,
      );
    }
  }

  const diagnosis = judgements.find((j) => j.item.satisfiedBy.education?.includes('likelyDiagnosis'));
  if (diagnosis?.done && overallScore >= 50 && sentences.length < 4) {
    sentences.push('추정 진단을 환자에게 직접 설명한 점은 좋았습니다.');
  }

  {
    const candidates = ranked.filter((r) => !(counselling && r.section === '신체진찰'));
    const weakest = (candidates.at(-1) ?? worst)?.section;
    const advice: Record<ChecklistSection, string> = {
      병력청취: badNews
        ? '다음에는 결과를 전하기 전에 환자가 알고 있는 것, 듣고 싶은 정도, 가장 큰 걱정과 곁에 있는 사람을 먼저 묻는 연습을 하십시오.'
        : counselling
          ? `다음에는 이 상담의 핵심 질문(${counsellingCore(caseData.secondaryCategory)})을 순서대로 빠짐없이 묻는 연습을 하십시오.`
          : caseData.secondaryCategory === '예방접종'
            ? '다음에는 접종 수첩, 이전 이상반응, 오늘 상태, 알레르기와 면역 상태를 순서대로 빠짐없이 묻는 연습을 하십시오.'
            : '다음에는 OLDCoExCAFE와 외과약사가여 순서를 정해 두고 빠짐없이 묻는 연습을 하십시오.',
      신체진찰: '다음에는 병력에서 의심한 질환을 확인할 진찰을 괄호로 명시해 빠짐없이 시행하십시오.',
      환자교육: counselling
        ? '다음에는 상태를 쉬운 말로 설명한 뒤 구체적인 계획과 도움받을 곳, 다음 만남까지 안내하는 연습을 하십시오.'
        : caseData.secondaryCategory === '예방접종'
          ? '다음에는 오늘 맞을 백신, 흔한 이상반응과 대처, 바로 와야 할 증상, 다음 접종 일정을 순서대로 쉬운 말로 설명하는 연습을 하십시오.'
          : '다음에는 추정 진단, 검사, 치료, 주의할 증상을 순서대로 쉬운 말로 설명하는 연습을 하십시오.',
      '환자-의사관계': '다음에는 인사와 환자 확인, 공감 표현, 요약 같은 기본 태도를 습관처럼 챙기십시오.',
    };
    sentences.push(
      // Round 17: with nothing missed there is nothing to make up.
      missed.length === 0
        ? '빠진 항목 없이 수행했으니 지금의 흐름을 유지하십시오.'
        : overallScore >= 85 || !weakest
          ? '지금의 흐름을 유지하면서 빠진 한두 항목만 보완하면 됩니다.'
          : advice[weakest],
    );
  }
  // The closing advice always stands last.
  const advice = sentences.pop()!;
  return [...sentences.slice(0, 4), advice].join(' ');
}

function goodPoints({ judgements, sections }: FeedbackInput): { description: string }[] {
  const out: string[] = [];
  const done = judgements.filter((j) => j.done && j.evidence?.source === 'learner');
  const quoteOf = (j: Judgement) => `“${j.evidence!.quote}”`;

  const best = [...sections].filter((s) => s.total > 0).sort((a, b) => b.rate - a.rate)[0];
  if (best && best.rate >= 60) {
    const n = judgements.filter((j) => j.item.section === best.section && j.done).length;
    const m = judgements.filter((j) => j.item.section === best.section).length;
    out.push(`${SECTION_PHRASE[best.section]}에서 ${m}개 항목 중 ${n}개를 수행했습니다.`);
  }
  const weighted = done.filter((j) => (j.item.weight ?? 1) > 1);
  for (const j of weighted.slice(0, 1)) {
    out.push(`핵심 항목(${earnedLabel(j.item, j.evidence)})을 놓치지 않았습니다: ${quoteOf(j)}`);
  }
  const diagnosis = done.find((j) => j.item.satisfiedBy.education?.includes('likelyDiagnosis'));
  if (diagnosis) out.push(`추정 진단을 환자에게 설명했습니다: ${quoteOf(diagnosis)}`);
  const empathy = done.find((j) => j.item.satisfiedBy.acts?.includes('empathy'));
  if (empathy) out.push(`${quoteOf(empathy)}처럼 환자의 감정에 공감을 표현했습니다.`);
  const open = done.find((j) => j.item.satisfiedBy.acts?.includes('openQuestion'));
  if (open && out.length < 4) out.push(`${quoteOf(open)}라는 개방형 질문으로 면담을 시작했습니다.`);
  const exam = done.find(
    (j) =>
      j.item.section === '신체진찰' &&
      j.item.satisfiedBy.manoeuvres &&
      !j.item.satisfiedBy.manoeuvres.includes('vitalSigns'),
  );
  if (exam && out.length < 4)
    out.push(
      `${quoteOf(exam)}처럼 진찰 동작을 분명히 적어 ${withJosa(earnedLabel(exam.item, exam.evidence), '을/를')} 시행했습니다.`,
    );
  const summaryAct = done.find((j) => j.item.satisfiedBy.acts?.includes('summary'));
  if (summaryAct && out.length < 4) out.push('병력 청취 후 들은 내용을 요약해 환자와 확인했습니다.');

  if (out.length < 2) {
    const any = done.find((j) => !out.some((o) => o.includes(j.evidence!.quote)));
    if (any)
      out.push(`${withJosa(earnedLabel(any.item, any.evidence), '을/를')} ${quoteOf(any)}라고 확인했습니다.`);
  }
  if (out.length < 2) out.push('정해진 시간 안에 면담을 끝까지 진행했습니다.');
  if (out.length < 2) out.push('환자와 대화를 이어 가며 정보를 모으려 했습니다.');
  return [...new Set(out)].slice(0, 4).map((description) => ({ description }));
}

/** Groups for improvement areas, most important first. */
function improvementAreas({
  caseData,
  judgements,
  banmal = [],
}: FeedbackInput): { description: string; advice: string }[] {
  const missed = judgements.filter((j) => !j.done);
  const areas: { description: string; advice: string; score: number }[] = [];
  // 반말 to the patient: no checklist item scores it, but no examiner lets it pass.
  if (banmal.length > 0) {
    const whom = caseData.persona.informant
      ? `보호자(${caseData.persona.informant.replace(/\s*\([^()]*\)/g, '')})`
      : '환자';
    areas.push({
      description: `${whom}에게 반말을 썼습니다(“${banmal[0]!.quote}” 등 ${banmal.length}번). 존댓말은 환자-의사 관계의 기본입니다.`,
      advice: `예: “${banmal[0]!.polite}”${banmal[1] ? ` / “${banmal[1].polite}”` : ''}`,
      score: 1000,
    });
  }
  const example = (j: Judgement) => {
    const e = exampleFor(j.item, caseData);
    return caseData.persona.informant && j.item.section === '병력청취'
      ? `${informantTag(caseData.persona.informant)} “${e}”`
      : `“${e}”`;
  };

  // Weighted items are station-defining questions: each gets its own area, merged when two share
  // a consequence (LMP and pregnancy both rule out an ectopic pregnancy).
  const weighted = missed.filter((m) => (m.item.weight ?? 1) > 1);
  const byWhy = new Map<string, Judgement[]>();
  for (const j of weighted) {
    const k = consequenceOf(j) ?? j.item.id;
    byWhy.set(k, [...(byWhy.get(k) ?? []), j]);
  }
  for (const group of byWhy.values()) {
    const why = consequenceOf(group[0]!);
    const labels = [...new Set(group.map((j) => itemLabel(j.item)))].slice(0, 3).join('·');
    areas.push({
      description: `${withJosa(labels, '을/를')} 확인하지 않았습니다${why ? `. 이 때문에 ${why}` : ''}.`,
      advice: `예: ${group.slice(0, 2).map(example).join(' / ')}`,
      score: Math.max(...group.map((j) => importance(j, caseData))) + 10,
    });
  }

  const rest = missed.filter((m) => (m.item.weight ?? 1) <= 1);
  const diagnosis = rest.find((j) => j.item.satisfiedBy.education?.includes('likelyDiagnosis'));
  if (diagnosis) {
    const wrong = diagnosis.near?.reason === 'wrongDiagnosis';
    areas.push({
      description: wrong
        ? `진단을 설명했지만(“${diagnosis.near!.quote}”) 가장 가능성 높은 진단인 ${withJosa(caseData.name, '을/를')} 말하지 않았습니다.`
        : // Round 23: a name with its own parenthesis ("반복적 자해와 자살 위험(경계성 성격 특성)") is not nested in another;
          // round 24: nor one with a parenthesis inside ("식욕억제제(펜터민) 오남용"), named outside one.
          nameForParenthesis(caseData.name)
          ? `가장 가능성 높은 진단(${nameForParenthesis(caseData.name)})을 환자에게 설명하지 않았습니다.`
          : `가장 가능성 높은 진단인 ${withJosa(caseData.name, '을/를')} 환자에게 설명하지 않았습니다.`,
      advice: `예: ${example(diagnosis)}`,
      score: importance(diagnosis, caseData) + 5,
    });
  }

  const PAST = /과거력|약물력|수술|알레르기|사회력|가족력|여성력|여행력|성생활력|외상력|예방접종력/;
  // A counselling station's history is its counselling questions, not symptom features and
  // differentials: its misses are named so.
  const counsellingGroups: { section: ChecklistSection; name: string; pick: (j: Judgement) => boolean }[] = [
    {
      section: '병력청취',
      // Round 17: bad news asks what the patient knows and wants to hear, not the risk and readiness of a
      // behaviour.
      name:
        caseData.secondaryCategory === '나쁜 소식 전하기'
          ? '환자의 이해와 상황 파악(알고 있는 것, 듣고 싶은 정도, 걱정, 지지 체계)'
          : `상담의 핵심 질문(${counsellingCore(caseData.secondaryCategory)})`,
      pick: (j) => !PAST.test(j.item.subtitle),
    },
    { section: '병력청취', name: '과거력·약물력·사회력·가족력 확인', pick: () => true },
    { section: '신체진찰', name: '신체 진찰', pick: () => true },
    { section: '환자교육', name: '설명과 계획, 도움받을 곳 안내', pick: (j) => j !== diagnosis },
    { section: '환자-의사관계', name: '환자-의사 관계', pick: () => true },
  ];
  const clinicalGroups: { section: ChecklistSection; name: string; pick: (j: Judgement) => boolean }[] = [
    {
      section: '병력청취',
      name: '증상의 특징(OLDCoExCAFE) 확인',
      pick: (j) => /^(O|L|D|Co|Ex|C|F|E) /.test(j.item.subtitle),
    },
    {
      section: '병력청취',
      name: '동반 증상과 감별 질문',
      pick: (j) =>
        /^A /.test(j.item.subtitle) ||
        (!/^(O|L|D|Co|Ex|C|F|E) /.test(j.item.subtitle) &&
          !/과거력|약물력|수술|알레르기|사회력|가족력|여성력|여행력|성생활력|외상력|예방접종력/.test(
            j.item.subtitle,
          )),
    },
    {
      section: '병력청취',
      name: '과거력·약물력·사회력·가족력 확인',
      pick: (j) =>
        /과거력|약물력|수술|알레르기|사회력|가족력|여성력|여행력|성생활력|외상력|예방접종력/.test(
          j.item.subtitle,
        ),
    },
    { section: '신체진찰', name: '신체 진찰', pick: () => true },
    { section: '환자교육', name: '검사·치료 계획과 교육', pick: (j) => j !== diagnosis },
    { section: '환자-의사관계', name: '환자-의사 관계', pick: () => true },
  ];
  const groups = caseData.primaryCategory === '상담' ? counsellingGroups : clinicalGroups;
  const used = new Set<Judgement>();
  for (const g of groups) {
    const list = byImportance(
      rest.filter((j) => j.item.section === g.section && j !== diagnosis && !used.has(j) && g.pick(j)),
      judgements,
      caseData,
    );
    if (list.length === 0) continue;
    for (const j of list) used.add(j);
    const labels = [...new Set(list.map((j) => itemLabel(j.item)))];
    const near = list.find((j) => j.near && j.near.reason !== 'wrongDiagnosis')?.near;
    const nearNote =
      near?.reason === 'vagueTests'
        ? ` 검사를 언급했지만(“${near.quote}”) 어떤 검사인지 구체적으로 말하지 않았습니다.`
        : near?.reason === 'vagueTreatment'
          ? ` 치료를 언급했지만(“${near.quote}”) 구체적인 방법을 말하지 않았습니다.`
          : near?.reason === 'noConsent'
            ? ` 진찰을 알리기만 하고(“${near.quote}”) 동의를 구하지 않았습니다.`
            : near?.reason === 'noIntroduction'
              ? ` 인사만 하고(“${near.quote}”) 자신을 소개하지 않았습니다.`
              : near?.reason === 'nameOnly'
                ? ` 이름만 확인하고(“${near.quote}”) 나이는 확인하지 않았습니다.`
                : '';
    areas.push({
      description: `${withJosa(g.name, '이/가')} 부족했습니다: ${joinList(labels, 4)}.${nearNote}`,
      advice: `예: ${list.slice(0, 2).map(example).join(' / ')}`,
      score: importance(list[0]!, caseData) + Math.min(list.length, 5),
    });
  }

  areas.sort((a, b) => b.score - a.score);
  const out = areas.slice(0, 5).map(({ description, advice }) => ({ description, advice }));
  // Round 17: the tips below belong to the case: a counselling visit is not walked through OLDCoExCAFE, and
  // the patient's worry is not suggested to a learner who asked it.
  const counsellingCase = caseData.primaryCategory === '상담';
  if (out.length < 2) {
    out.push({
      description: `체크리스트 항목을 ${missed.length === 0 ? '모두' : '대부분'} 수행했습니다. 같은 내용을 더 짧은 시간 안에 자연스럽게 묻는 연습이 다음 단계입니다.`,
      advice:
        caseData.secondaryCategory === '나쁜 소식 전하기'
          ? '예: 환자가 알고 있는 것과 듣고 싶은 정도를 먼저 묻고, 예고 뒤 결과를 분명히 전한 다음 감정을 기다렸다가 계획을 함께 정리해 보십시오.'
          : counsellingCase
            ? `예: 열린 질문으로 시작해 ${withJosa(counsellingCore(caseData.secondaryCategory), '을/를')} 한 흐름으로 묻고, 환자 자신의 문제와 연결해 구체적인 계획을 함께 세워 보십시오.`
            : // Round 23: a vaccination visit has no complaint to characterise nor a diagnosis to tell.
              caseData.secondaryCategory === '예방접종'
              ? '예: 개방형 질문으로 시작한 뒤 접종력과 이전 이상반응, 오늘 몸 상태를 한 흐름으로 묻고, 진찰 후 오늘 맞을 백신과 흔한 이상반응, 다음 접종 일정을 한 번에 정리해 설명해 보십시오.'
              : '예: 개방형 질문으로 시작한 뒤 OLDCoExCAFE를 한 흐름으로 묻고, 진찰 후 진단·검사·치료를 한 번에 정리해 설명해 보십시오.',
    });
  }
  const worryAsked = judgements.some(
    (j) => j.done && /걱정/.test(j.item.text) && j.item.section === '병력청취',
  );
  if (out.length < 2 && !worryAsked) {
    out.push({
      description: '환자의 걱정을 먼저 묻고 설명에 반영하면 면담의 완성도가 더 높아집니다.',
      advice: '예: “혹시 특별히 걱정되시는 점이 있으세요?”',
    });
  }
  const understandingChecked = judgements.some(
    (j) => j.done && (j.item.satisfiedBy.acts ?? []).includes('checkUnderstanding'),
  );
  if (out.length < 2 && !understandingChecked) {
    out.push({
      description:
        '설명한 뒤 환자가 이해한 내용을 직접 말해 보게 하면 설명이 제대로 전달됐는지 확인할 수 있습니다.',
      advice: '예: “제가 말씀드린 내용을 한번 정리해서 말씀해 주시겠어요?”',
    });
  }
  return out;
}

/** Section order for results (checklist display groups by section). */
export const SECTION_ORDER: readonly ChecklistSection[] = CHECKLIST_SECTIONS;
