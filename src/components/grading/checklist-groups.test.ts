import { describe, expect, it } from 'vitest';
import { checklistGroupName, groupChecklist, isPerformed, OTHER_GROUP_NAME } from './checklist-groups';

type Item = { itemId: string; section: string; subtitle: string; performance: string };

const item = (itemId: string, section: string, subtitle: string, performance: string): Item => ({
  itemId,
  section,
  subtitle,
  performance,
});

describe('checklist display rules (spec 1 §4)', () => {
  it("names a group by section and subtitle joined by ' - ', falling back to '기타'", () => {
    expect(checklistGroupName({ section: '병력청취', subtitle: 'O 발병 시기' })).toBe(
      '병력청취 - O 발병 시기',
    );
    expect(checklistGroupName({ section: '신체진찰', subtitle: '' })).toBe('신체진찰');
    expect(checklistGroupName({ section: '', subtitle: '공감' })).toBe('공감');
    expect(checklistGroupName({ section: '  ', subtitle: undefined })).toBe(OTHER_GROUP_NAME);
    expect(checklistGroupName({})).toBe('기타');
  });

  it('groups items in the order groups first appear, with "no" items first and order kept otherwise', () => {
    const groups = groupChecklist([
      item('a1', '병력청취', 'A 동반 증상', 'yes'),
      item('o1', '병력청취', 'O 발병 시기', 'no'),
      item('a2', '병력청취', 'A 동반 증상', 'no'),
      item('a3', '병력청취', 'A 동반 증상', 'yes'),
      item('x1', '', '', 'yes'),
      item('a4', '병력청취', 'A 동반 증상', 'no'),
      item('x2', '', '', 'no'),
    ]);

    expect(groups.map((group) => group.name)).toEqual([
      '병력청취 - A 동반 증상',
      '병력청취 - O 발병 시기',
      '기타',
    ]);
    expect(groups[0]?.items.map((entry) => entry.itemId)).toEqual(['a2', 'a4', 'a1', 'a3']);
    expect(groups[0]).toMatchObject({ performed: 2, total: 4 });
    expect(groups[1]).toMatchObject({ performed: 0, total: 1 });
    expect(groups[2]?.items.map((entry) => entry.itemId)).toEqual(['x2', 'x1']);
  });

  it("counts only 'yes' as done: anything else shows as not done (red cross)", () => {
    expect(isPerformed({ performance: 'yes' })).toBe(true);
    expect(isPerformed({ performance: 'no' })).toBe(false);
    expect(isPerformed({ performance: 'partial' })).toBe(false);
    const [group] = groupChecklist([
      item('u1', '환자교육', '진단 설명', 'yes'),
      item('u2', '환자교육', '진단 설명', 'unknown'),
    ]);
    expect(group?.items.map((entry) => entry.itemId)).toEqual(['u2', 'u1']);
  });
});
