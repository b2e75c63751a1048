/**
 * The embedded checklist grader: a finished session in, an Evaluation (contract/evaluation.ts)
 * out. Pure, synchronous and deterministic; no server, database or model. README.md explains the
 * design; the short version:
 *
 * 1. every learner message is mapped to vocabulary keys by the NLU (evidence.ts);
 * 2. every item of caseChecklist(case) is judged on those keys, with the refinements in judge.ts,
 *    and quotes the first learner message that satisfied it;
 * 3. in lenient mode, history facts the patient volunteered (replaying the patient engine) also
 *    satisfy history items (lenient.ts);
 * 4. sections are scored with SECTION_WEIGHTS, and the feedback is written from the judgements
 *    (feedback.ts).
 */
import type { Evaluation } from '../../contract/evaluation';
import { caseChecklist } from '../../content/case-checklist';
import {
  CHECKLIST_SECTIONS,
  type Case,
  type ChecklistItem,
  type ChecklistSection,
} from '../../content/schema';
import { banmalUses } from './courtesy';
import { recordLearner, keyId, type KeyKind } from './evidence';
import { exampleFor } from './examples';
import { writeFeedback, type SectionResult } from './feedback';
import { ItemJudge, type Judgement } from './judge';
import { volunteeredFacts, type Volunteered } from './lenient';
import { informantTag, nameForParenthesis, negateItemText, withJosa } from './text';

export interface TranscriptMessage {
  id: string;
  sender: 'user' | 'ai';
  content: string;
}

export interface GraderInput {
  caseData: Case;
  messages: TranscriptMessage[];
  /** 'strict' (default): only what the learner asked or did counts. 'lenient': facts the patient volunteered count too. */
  mode?: 'strict' | 'lenient';
  /**
   * A retry of missed items (issue 24, '놓친 항목 다시 연습'): only these checklist items are judged
   * into the result, scored and written about, with the same section weights over what remains.
   */
  focusItemIds?: readonly string[];
}

export type EmbeddedEvaluation = Omit<Evaluation, 'grader' | 'gradedAt'>;

/**
 * Points of the overall 100 each section carries. History taking carries the most because it is
 * where a CPX station is won or lost and has the most items; the physical exam next, as the
 * focused exam is half of the task on the door card; education and the patient-doctor
 * relationship share the rest. Within a section, items count by their `weight` (default 1). A
 * section a checklist lacks is dropped and the others are scaled up to 100.
 */
export const SECTION_WEIGHTS: Record<ChecklistSection, number> = {
  병력청취: 40,
  신체진찰: 30,
  환자교육: 15,
  '환자-의사관계': 15,
};

/** How the quoted words satisfied the item, by the key that counted. */
const ACT_VERB: Record<string, string> = {
  greeting: '라고 인사하고 자신을 소개했습니다.',
  identityCheck: '라고 환자를 확인했습니다.',
  openQuestion: '라고 열린 질문으로 면담을 시작했습니다.',
  empathy: '라고 공감을 표현했습니다.',
  examConsent: '라고 진찰 전에 설명하고 동의를 구했습니다.',
  summary: '라고 들은 내용을 요약했습니다.',
  avoidJargon: '라고 쉬운 말로 설명했습니다.',
  checkUnderstanding: '라고 이해했는지 확인했습니다.',
  closing: '라고 면담을 마무리했습니다.',
};

function doneVerb(kind: KeyKind, key: string): string {
  if (kind === 'topic' || kind === 'symptom') return '라고 물어 확인했습니다.';
  if (kind === 'manoeuvre') return '라고 진찰을 시행했습니다.';
  if (kind === 'education')
    return key === 'invitingQuestions' ? '라고 물어 질문할 기회를 주었습니다.' : '라고 설명했습니다.';
  return ACT_VERB[key] ?? '라고 말했습니다.';
}

function yesComment(j: Judgement): string {
  const e = j.evidence!;
  if (e.source === 'patient') return `환자가 먼저 말함: “${e.quote}” (관대 모드에서 인정)`;
  return `“${e.quote}”${doneVerb(e.kind, e.key)}`;
}

function noComment(j: Judgement, c: Case): string {
  const example = exampleFor(j.item, c);
  const who =
    c.persona.informant && j.item.section === '병력청취' ? `${informantTag(c.persona.informant)} ` : '';
  const near = j.near;
  let lead = `${negateItemText(j.item.text)}.`;
  if (j.volunteered) {
    lead = `환자가 먼저 말했지만(“${j.volunteered}”) 직접 묻지 않았습니다.`;
  } else if (near?.reason === 'wrongDiagnosis') {
    // Round 24: a name with a parenthesis inside ("식욕억제제(펜터민) 오남용") is not nested in another.
    const name = nameForParenthesis(c.name);
    lead = name
      ? `진단을 설명했지만(“${near.quote}”) 가장 가능성 높은 진단(${name})을 말하지 않았습니다.`
      : `진단을 설명했지만(“${near.quote}”) 가장 가능성 높은 진단인 ${withJosa(c.name, '을/를')} 말하지 않았습니다.`;
  } else if (near?.reason === 'vagueTests') {
    lead = `검사를 하겠다고만 했고(“${near.quote}”) 어떤 검사인지 구체적으로 설명하지 않았습니다.`;
  } else if (near?.reason === 'vagueTreatment') {
    lead = `치료를 언급했지만(“${near.quote}”) 구체적인 치료 방법을 설명하지 않았습니다.`;
  } else if (near?.reason === 'noIntroduction') {
    lead = `인사는 했지만(“${near.quote}”) 자신의 이름과 역할을 소개하지 않았습니다.`;
  } else if (near?.reason === 'nameOnly') {
    lead = `이름은 확인했지만(“${near.quote}”) 나이를 확인하지 않았습니다.`;
  } else if (near?.reason === 'noConsent') {
    lead = `진찰을 알리기만 하고(“${near.quote}”) 무엇을 할지 설명하거나 동의를 구하지 않았습니다.`;
  }
  return example ? `${lead} 예: ${who}“${example}”` : lead;
}

interface ScoredSection extends SectionResult {
  /** Unrounded achieved/total, so the overall score is not built from rounded rates. */
  readonly exact: number;
}

function scoreSections(judgements: readonly Pick<Judgement, 'item' | 'done'>[]): ScoredSection[] {
  const present = CHECKLIST_SECTIONS.filter((s) => judgements.some((j) => j.item.section === s));
  const weightSum = present.reduce((sum, s) => sum + SECTION_WEIGHTS[s], 0);
  return present.map((section) => {
    const items = judgements.filter((j) => j.item.section === section);
    const total = items.reduce((sum, j) => sum + (j.item.weight ?? 1), 0);
    const achieved = items.filter((j) => j.done).reduce((sum, j) => sum + (j.item.weight ?? 1), 0);
    const exact = total > 0 ? achieved / total : 0;
    return {
      section,
      achieved: Math.round(achieved),
      total: Math.round(total),
      rate: Math.round(1000 * exact) / 10,
      // Renormalised so the sections present always carry 100 points between them.
      weight: Math.round((1000 * SECTION_WEIGHTS[section]) / weightSum) / 10,
      exact,
    };
  });
}

function overall(sections: readonly ScoredSection[]): number {
  const weightSum = sections.reduce((sum, s) => sum + SECTION_WEIGHTS[s.section], 0);
  if (weightSum === 0) return 0;
  const score = sections.reduce((sum, s) => sum + SECTION_WEIGHTS[s.section] * s.exact, 0);
  return Math.max(0, Math.min(100, Math.round((100 * score) / weightSum)));
}

/** History items a volunteered fact can satisfy (lenient mode). */
function historyKeyIds(item: ChecklistItem): string[] {
  return [
    ...(item.satisfiedBy.topics ?? []).map((k) => keyId('topic', k)),
    ...(item.satisfiedBy.symptoms ?? []).map((k) => keyId('symptom', k)),
  ];
}

function volunteeredFor(
  item: ChecklistItem,
  facts: ReadonlyMap<string, Volunteered>,
): Volunteered | undefined {
  const ids = historyKeyIds(item);
  return ids
    .map((id) => facts.get(id))
    .filter((f) => f !== undefined)
    .sort((a, b) => a.index - b.index)[0];
}

/**
 * The items a session is scored on: a retry's focus (its earlier session's misses), else the whole
 * checklist; a focus that names none of the case's items scores the whole checklist too.
 */
function scoredItems<T extends { item: ChecklistItem }>(all: T[], focusItemIds?: readonly string[]): T[] {
  if (!focusItemIds) return all;
  const focus = new Set(focusItemIds);
  const scored = all.filter((entry) => focus.has(entry.item.id));
  return scored.length > 0 ? scored : all;
}

/**
 * Overall and section scores for item verdicts decided elsewhere (a model's judgement), with the
 * same weights and the same focus rule as gradeEncounter, so every grader scores a checklist the
 * same way.
 */
export function scoreChecklist(
  caseData: Case,
  verdicts: readonly { itemId: string; performance: 'yes' | 'no' }[],
  focusItemIds?: readonly string[],
): Pick<EmbeddedEvaluation, 'overallScore' | 'sectionScores'> {
  const done = new Map(verdicts.map((v) => [v.itemId, v.performance === 'yes']));
  const sections = scoreSections(
    scoredItems(
      caseChecklist(caseData).map((item) => ({ item, done: done.get(item.id) ?? false })),
      focusItemIds,
    ),
  );
  return {
    overallScore: overall(sections),
    sectionScores: sections.map(({ section, achieved, total, rate, weight }) => ({
      section,
      achieved,
      total,
      rate,
      weight,
    })),
  };
}

export function gradeEncounter(input: GraderInput): EmbeddedEvaluation {
  const { caseData, messages } = input;
  const mode = input.mode ?? 'strict';
  const record = recordLearner(messages, caseData);
  const judge = new ItemJudge(caseData, record);
  const own = caseChecklist(caseData).map((item) => judge.judge(item));
  // Both modes read what the patient volunteered: lenient mode credits it, strict mode says so in the
  // comment of the item it would have satisfied ("환자가 먼저 말했지만 직접 묻지 않았습니다"). Strict
  // mode replays the patient only for the keys of the history items missed, and only until found.
  const missedKeys = new Set(
    own.filter((j) => !j.done && j.item.section === '병력청취').flatMap((j) => historyKeyIds(j.item)),
  );
  const facts = volunteeredFacts(caseData, messages, mode === 'lenient' ? undefined : missedKeys);

  const everyJudgement: Judgement[] = own.map((j) => {
    const item = j.item;
    if (j.done || item.section !== '병력청취') return j;
    const v = volunteeredFor(item, facts);
    if (!v) return j;
    if (mode !== 'lenient') return { ...j, volunteered: v.quote };
    return {
      item,
      done: true,
      near: null,
      evidence: {
        messageId: v.messageId ?? '',
        quote: v.quote,
        kind: v.kind,
        key: v.key,
        source: 'patient',
        index: v.index,
      },
    };
  });

  const judgements = scoredItems(everyJudgement, input.focusItemIds);
  const sections = scoreSections(judgements);
  const overallScore = overall(sections);
  const banmal = banmalUses(messages, caseData);
  // The relationship item the 반말 note goes with: the greeting (the first PPI item) when present.
  const courtesyItem =
    judgements.find((j) => j.item.satisfiedBy.acts?.includes('greeting'))?.item ??
    judgements.find((j) => j.item.section === '환자-의사관계')?.item;
  const feedback = writeFeedback({ caseData, judgements, sections, overallScore, banmal });

  return {
    overallScore,
    qualitativeFeedback: feedback.qualitativeFeedback,
    goodPoints: feedback.goodPoints,
    improvementAreas: feedback.improvementAreas,
    checklistResults: judgements.map((j) => ({
      itemId: j.item.id,
      section: j.item.section,
      subtitle: j.item.subtitle,
      performance: j.done ? 'yes' : 'no',
      itemText: j.item.text,
      aiComment:
        (j.done ? yesComment(j) : noComment(j, caseData)) +
        (j.item === courtesyItem && banmal.length > 0
          ? ` 다만 면담 중 반말을 썼습니다(“${banmal[0]!.quote}”). 예: “${banmal[0]!.polite}”`
          : ''),
      evidenceMessageId: j.done ? j.evidence!.messageId : null,
    })),
    sectionScores: sections.map(({ section, achieved, total, rate, weight }) => ({
      section,
      achieved,
      total,
      rate,
      weight,
    })),
    scenario: {
      scenarioId: caseData.id,
      name: caseData.name,
      primaryCategory: caseData.primaryCategory,
      secondaryCategory: caseData.secondaryCategory,
      patientName: caseData.doorCard.patientName,
      age: caseData.doorCard.age,
      ageMonths: caseData.doorCard.ageMonths ?? null,
      sex: caseData.doorCard.sex,
      presentingComplaint: caseData.doorCard.presentingComplaint,
    },
    mode,
  };
}
