import { Badge, Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  feedbackPriority,
  feedbackStatus,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackStatus,
} from '../../../contract/feedback';
import type { FeedbackCategoryOption } from '../../data/repos/feedback-repo';
import {
  activeFilterCount,
  FEEDBACK_SORTS,
  FEEDBACK_SORT_LABELS,
  type AdminFeedbackListSearch,
  type FeedbackSort,
} from './feedback-search';

const ALL = 'ALL';

interface FeedbackToolbarProps {
  search: AdminFeedbackListSearch;
  categories: FeedbackCategoryOption[];
  /** The admin table also filters by priority (spec 2 §6). */
  withPriority?: boolean;
  /** A filter or the search changed; the caller goes back to page 1. */
  onChange: (patch: Partial<AdminFeedbackListSearch>) => void;
  onReset: () => void;
}

/** The search form (title or content) and the collapsible filter panel, all mirrored in the URL. */
export function FeedbackToolbar({
  search,
  categories,
  withPriority,
  onChange,
  onReset,
}: FeedbackToolbarProps) {
  const [filtersOpen, filters] = useDisclosure(false);
  const [typed, setTyped] = useState(search.search ?? '');
  const [shownSearch, setShownSearch] = useState(search.search);
  // The URL changed under us (back button, reset): show its search text.
  if (shownSearch !== search.search) {
    setShownSearch(search.search);
    setTyped(search.search ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: typed.trim() || undefined });
  };

  const count = activeFilterCount(search);
  const selectProps = {
    allowDeselect: false,
    checkIconPosition: 'right' as const,
    comboboxProps: { withinPortal: true },
  };

  return (
    <div>
      <form onSubmit={submit} role="search" aria-label="피드백 검색">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            placeholder="제목·내용 검색"
            aria-label="제목 또는 내용 검색"
            leftSection={<IconSearch size={18} />}
            maxLength={100}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" size="md" px="md">
            검색
          </Button>
          <Button
            size="md"
            px="sm"
            variant={filtersOpen ? 'light' : 'default'}
            onClick={filters.toggle}
            aria-expanded={filtersOpen}
            aria-controls="feedback-filter-panel"
            leftSection={<IconAdjustmentsHorizontal size={18} />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle>
                  {count}
                </Badge>
              ) : undefined
            }
          >
            필터
          </Button>
        </Group>
      </form>
      <Collapse expanded={filtersOpen} id="feedback-filter-panel">
        <Paper withBorder p="md" mt="xs" bg="white">
          <SimpleGrid cols={{ base: 1, xs: 2, md: withPriority ? 4 : 3 }} spacing="sm">
            <Select
              label="카테고리"
              data={[{ value: ALL, label: '전체' }, ...categories]}
              value={search.category ?? ALL}
              onChange={(value) =>
                onChange({ category: value && value !== ALL ? (value as FeedbackCategory) : undefined })
              }
              {...selectProps}
            />
            <Select
              label="상태"
              data={[
                { value: ALL, label: '전체' },
                ...feedbackStatus.options.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] })),
              ]}
              value={search.status ?? ALL}
              onChange={(value) =>
                onChange({ status: value && value !== ALL ? (value as FeedbackStatus) : undefined })
              }
              {...selectProps}
            />
            {withPriority && (
              <Select
                label="우선순위"
                data={[
                  { value: ALL, label: '전체' },
                  ...feedbackPriority.options.map((value) => ({
                    value,
                    label: FEEDBACK_PRIORITY_LABELS[value],
                  })),
                ]}
                value={search.priority ?? ALL}
                onChange={(value) =>
                  onChange({ priority: value && value !== ALL ? (value as FeedbackPriority) : undefined })
                }
                {...selectProps}
              />
            )}
            <Select
              label="정렬"
              data={FEEDBACK_SORTS.map((value) => ({ value, label: FEEDBACK_SORT_LABELS[value] }))}
              value={search.sort ?? 'newest'}
              onChange={(value) => onChange({ sort: (value as FeedbackSort | null) ?? undefined })}
              {...selectProps}
            />
          </SimpleGrid>
          {(count > 0 || search.search) && (
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconFilterOff size={14} />}
                onClick={onReset}
              >
                필터 초기화
              </Button>
            </Group>
          )}
        </Paper>
      </Collapse>
    </div>
  );
}
