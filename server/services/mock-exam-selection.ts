/**
 * Which cases a mock exam contains (spec 1 §5), as pure functions over the catalogue so every
 * rule is unit-tested case by case.
 *
 * Candidates (what the setup screen counts):
 * - individual cases chosen -> only those;
 * - nothing chosen -> every case;
 * - otherwise the union of the cases of the chosen middle categories and of the chosen primary
 *   categories, skipping a primary category that contains a chosen middle category (choosing a
 *   presentation narrows its system rather than adding to it).
 * Selection for `caseCount` cases draws from those candidates by priority: the individual cases
 * (fixed, in the order chosen), then random cases of the chosen middle categories, then random
 * cases of the chosen primary categories (same skipping rule). Since individual cases, when
 * chosen, are the only candidates, an exam never mixes them with drawn cases; with fewer
 * candidates than the count, the exam has only the candidates.
 * A random exam takes 6 cases from 6 different systems.
 */
export interface CatalogueCase {
  id: string;
  primaryCategory: string;
  secondaryCategory: string;
}

export interface CustomSelection {
  caseCount: number;
  selectedPrimaryCategories: string[];
  selectedMiddleCategories: string[];
  selectedIndividualCases: string[];
}

export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function scope(catalogue: readonly CatalogueCase[], selection: CustomSelection) {
  const middle = new Set(selection.selectedMiddleCategories);
  const narrowed = new Set(
    catalogue.filter((c) => middle.has(c.secondaryCategory)).map((c) => c.primaryCategory),
  );
  const primary = new Set(selection.selectedPrimaryCategories.filter((p) => !narrowed.has(p)));
  return {
    middleCases: catalogue.filter((c) => middle.has(c.secondaryCategory)),
    primaryCases: catalogue.filter((c) => primary.has(c.primaryCategory) && !middle.has(c.secondaryCategory)),
  };
}

export function countCandidates(
  catalogue: readonly CatalogueCase[],
  selection: Omit<CustomSelection, 'caseCount'>,
): number {
  const known = new Set(catalogue.map((c) => c.id));
  const individual = [...new Set(selection.selectedIndividualCases)].filter((id) => known.has(id));
  if (individual.length > 0) return individual.length;
  if (selection.selectedMiddleCategories.length === 0 && selection.selectedPrimaryCategories.length === 0) {
    return catalogue.length;
  }
  const { middleCases, primaryCases } = scope(catalogue, { ...selection, caseCount: 0 });
  return new Set([...middleCases, ...primaryCases].map((c) => c.id)).size;
}

export function selectCustomCases(
  catalogue: readonly CatalogueCase[],
  selection: CustomSelection,
  random: Random,
): string[] {
  const known = new Map(catalogue.map((c) => [c.id, c]));
  const chosen: string[] = [];
  const add = (id: string) => {
    if (chosen.length < selection.caseCount && !chosen.includes(id) && known.has(id)) chosen.push(id);
  };
  for (const id of selection.selectedIndividualCases) add(id);
  if (chosen.length > 0) return chosen;
  const nothingChosen =
    selection.selectedMiddleCategories.length === 0 && selection.selectedPrimaryCategories.length === 0;
  if (nothingChosen) {
    for (const c of shuffled(catalogue, random)) add(c.id);
    return chosen;
  }
  const { middleCases, primaryCases } = scope(catalogue, selection);
  for (const c of shuffled(middleCases, random)) add(c.id);
  for (const c of shuffled(primaryCases, random)) add(c.id);
  return chosen;
}

export function selectRandomExam(
  catalogue: readonly CatalogueCase[],
  count: number,
  random: Random,
): string[] {
  const bySystem = new Map<string, CatalogueCase[]>();
  for (const c of catalogue) bySystem.set(c.primaryCategory, [...(bySystem.get(c.primaryCategory) ?? []), c]);
  const systems = shuffled([...bySystem.keys()], random).slice(0, count);
  const chosen = systems.map((s) => shuffled(bySystem.get(s)!, random)[0]!.id);
  // Fewer systems than cases (a small library): fill with other cases.
  for (const c of shuffled(catalogue, random)) {
    if (chosen.length >= count) break;
    if (!chosen.includes(c.id)) chosen.push(c.id);
  }
  return chosen;
}
