/**
 * Test support for the library sweeps (sweep.test.ts, sweep-child.test.ts): a checklist sentence as a
 * learner would ask, do or say it. Nothing in the grader imports it.
 */
import type { ChecklistItem } from '../../content/schema';

/** A checklist sentence ("복통이 언제 시작되었는지 물었다") as a learner would ask, do or say it. */
export function utteranceFor(item: ChecklistItem): string {
  const t = item.text.trim().replace(/[.]$/, '');
  if (item.section === '병력청취')
    return `${t.replace(/\s*(을|를)?\s*(물었다|확인했다|들었다|파악했다|평가했다)$/, '')}에 대해 말씀해 주시겠어요?`;
  if (item.section === '신체진찰') return `(${t.replace(/했다$/, '한다')})`;
  return t.replace(/했다$/, '할게요.').replace(/물었다$/, '물어볼게요.');
}
