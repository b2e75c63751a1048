/**
 * "How one would ask or do it" for a missed item: the phrasebook entry of the item's first key or
 * two, and for the three case-specific education concepts an example built from the case itself
 * (its own plain-words education line, its plan), so the advice names THIS patient's diagnosis and
 * tests rather than a placeholder.
 */
import type { Case, ChecklistItem } from '../../../content/schema';
import {
  EDUCATION_CONCEPTS,
  ENCOUNTER_ACTS,
  HISTORY_TOPICS,
  MANOEUVRES,
  SYMPTOMS,
  type EducationConcept,
  type EncounterAct,
  type HistoryTopic,
  type Manoeuvre,
  type Symptom,
} from '../../../content/vocabulary';
import {
  ACT_EXAMPLES,
  EDUCATION_EXAMPLES,
  MANOEUVRE_EXAMPLES,
  SYMPTOM_EXAMPLES,
  TOPIC_EXAMPLES,
} from './phrasebook';
import { toPolite, withJosa } from './text';

/** Drops "(CBC, CRP)"-style detail from plan lines: examples are spoken to the patient. */
function spoken(planLine: string): string {
  return planLine.replace(/\s*\([^)]*\)/g, '').trim();
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (m?.[1] ?? text).trim();
}

/** Example explanations built from the case. */
export function caseExample(c: Case, concept: EducationConcept): string | undefined {
  if (concept === 'likelyDiagnosis') {
    const line = c.education[0];
    if (!line) return undefined;
    const polite = toPolite(firstSentence(line));
    return polite.length <= 120 ? polite : `${c.name}일 가능성이 가장 높습니다.`;
  }
  if (concept === 'differentials') {
    const [a, b] = c.differentials.slice(1, 3).map(spoken);
    if (!a) return undefined;
    return b
      ? `다만 ${withJosa(a, '이나/나')} ${b}일 가능성도 있어서 함께 확인하겠습니다.`
      : `다만 ${a}일 가능성도 있어서 함께 확인하겠습니다.`;
  }
  if (concept === 'tests') {
    const tests = c.plan.tests.slice(0, 3).map(spoken);
    if (tests.length === 0) return undefined;
    return `정확히 확인하기 위해 ${withJosa(tests.join(', '), '을/를')} 하겠습니다.`;
  }
  if (concept === 'treatment') {
    const steps = c.plan.treatment.slice(0, 2).map(spoken);
    if (steps.length === 0) return undefined;
    return `치료는 ${steps.join(', ')} 순서로 진행하겠습니다.`;
  }
  return undefined;
}

/** Up to two phrasebook examples for the item's keys, topics before symptoms. */
export function exampleFor(item: ChecklistItem, c: Case): string {
  const by = item.satisfiedBy;
  const pieces: string[] = [];
  for (const t of by.topics ?? []) pieces.push(TOPIC_EXAMPLES[t]);
  for (const s of by.symptoms ?? []) pieces.push(SYMPTOM_EXAMPLES[s]);
  for (const m of by.manoeuvres ?? []) pieces.push(MANOEUVRE_EXAMPLES[m]);
  for (const e of by.education ?? []) pieces.push(caseExample(c, e) ?? EDUCATION_EXAMPLES[e]);
  for (const a of by.acts ?? []) pieces.push(ACT_EXAMPLES[a]);
  const unique = [...new Set(pieces)];
  // Two short questions read naturally together ("속이 메슥거리지는 않으세요? 토하지는 않으셨어요?");
  // a long first example stands alone.
  if (unique.length >= 2 && unique[0]!.length + unique[1]!.length <= 70) return `${unique[0]} ${unique[1]}`;
  return unique[0] ?? '';
}

/** A short name for an item, from its keys' labels: "메스꺼움·구토", "복부 시진·복부 청진". */
export function itemLabel(item: ChecklistItem): string {
  const by = item.satisfiedBy;
  const labels: string[] = [
    ...(by.topics ?? []).map((k: HistoryTopic) => HISTORY_TOPICS[k].label),
    ...(by.symptoms ?? []).map((k: Symptom) => SYMPTOMS[k].label),
    ...(by.manoeuvres ?? []).map((k: Manoeuvre) => MANOEUVRES[k].label),
    ...(by.education ?? []).map((k: EducationConcept) => EDUCATION_CONCEPTS[k].label),
    ...(by.acts ?? []).map((k: EncounterAct) => ENCOUNTER_ACTS[k].label),
  ].map((l) => l.replace(/\(.*\)$/, '').trim());
  const unique = [...new Set(labels)];
  return unique.slice(0, 2).join('·');
}
