/**
 * The checklist registry: one checklist per presentation. A presentation without a checklist is
 * a startup error here (not a grading-time surprise), so adding a presentation to vocabulary.ts
 * forces adding its checklist.
 */
import type { PresentationChecklist } from '../schema';
import { SECONDARY_CATEGORIES, type SecondaryCategory } from '../vocabulary';
import { cardiovascular } from './cardiovascular';
import { counselling } from './counselling';
import { gastrointestinal } from './gastrointestinal';
import { genitourinary } from './genitourinary';
import { musculoskeletalSkin } from './musculoskeletal-skin';
import { psychiatryNeurology } from './psychiatry-neurology';
import { respiratory } from './respiratory';
import { systemic } from './systemic';
import { womenChildren } from './women-children';

const all: PresentationChecklist[] = [
  ...gastrointestinal,
  ...cardiovascular,
  ...respiratory,
  ...genitourinary,
  ...systemic,
  ...musculoskeletalSkin,
  ...psychiatryNeurology,
  ...womenChildren,
  ...counselling,
];

const registry = new Map<SecondaryCategory, PresentationChecklist>();
for (const c of all) {
  if (registry.has(c.presentation)) throw new Error(`two checklists for ${c.presentation}`);
  registry.set(c.presentation, c);
}
const missing = SECONDARY_CATEGORIES.filter((p) => !registry.has(p));
if (missing.length > 0) throw new Error(`presentations without a checklist: ${missing.join(', ')}`);

/** Every presentation checklist, in vocabulary order. */
export const CHECKLISTS: readonly PresentationChecklist[] = SECONDARY_CATEGORIES.map((p) => registry.get(p)!);

export function checklistFor(secondaryCategory: SecondaryCategory): PresentationChecklist {
  const c = registry.get(secondaryCategory);
  if (!c) throw new Error(`no checklist for ${secondaryCategory}`);
  return c;
}
