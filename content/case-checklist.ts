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

/** The checklist a case is graded on: its presentation's items that apply to the patient, then its extras. */
export function caseChecklist(c: Case): ChecklistItem[] {
  return [...checklistFor(c.secondaryCategory).items, ...(c.checklistExtras ?? [])].filter((item) =>
    appliesToPatient(item.appliesTo, c.doorCard),
  );
}
