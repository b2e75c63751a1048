import { SegmentedControl } from '@mantine/core';
import type { CaseStatusFilter } from '../../../contract/cases';

const options: Array<{ value: CaseStatusFilter; label: string }> = [
  { value: 'all', label: '전체' },
  { value: 'completed', label: '완료' },
  { value: 'incomplete', label: '미완료' },
  { value: 'bookmarked', label: '즐겨찾기' },
];

export function CaseStatusFilterControl({
  value,
  onChange,
}: {
  value: CaseStatusFilter;
  onChange: (value: CaseStatusFilter) => void;
}) {
  return (
    <SegmentedControl
      aria-label="학습 상태"
      value={value}
      onChange={(next) => onChange(next as CaseStatusFilter)}
      data={options}
      size="sm"
      radius="md"
    />
  );
}
