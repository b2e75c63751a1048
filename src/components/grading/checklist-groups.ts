/**
 * How a checklist is shown (spec 1 §4 Checklist display): items are grouped by section and
 * subtitle joined by ' - ' (a group with neither is '기타'); groups keep the order they first appear
 * in; inside a group the items not done ('no') come first, otherwise in the grader's order.
 */
export const OTHER_GROUP_NAME = '기타';

/** What grouping needs of a checklist result (contract ChecklistResult), loosely typed on purpose. */
export interface GroupableItem {
  section?: string | null;
  subtitle?: string | null;
  performance: string;
}

/** 'yes' is done; anything else (including a value this screen does not know) is not. */
export function isPerformed(item: Pick<GroupableItem, 'performance'>): boolean {
  return item.performance === 'yes';
}

export function checklistGroupName(item: { section?: string | null; subtitle?: string | null }): string {
  const parts = [item.section, item.subtitle].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' - ') : OTHER_GROUP_NAME;
}

export interface ChecklistGroup<Item> {
  name: string;
  items: Item[];
  performed: number;
  total: number;
}

export function groupChecklist<Item extends GroupableItem>(items: readonly Item[]): ChecklistGroup<Item>[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const name = checklistGroupName(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].map(([name, members]) => {
    const missed = members.filter((item) => !isPerformed(item));
    const performed = members.filter(isPerformed);
    return { name, items: [...missed, ...performed], performed: performed.length, total: members.length };
  });
}
