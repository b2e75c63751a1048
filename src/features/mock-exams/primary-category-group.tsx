import { ActionIcon, Box, Checkbox, Collapse, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import {
  toggleCase,
  toggleMiddle,
  togglePrimary,
  type ExamCategory,
  type ExamScope,
} from './custom-exam-scope';
import { MiddleCategoryRow } from './middle-category-row';

interface PrimaryCategoryGroupProps {
  categories: ExamCategory[];
  primary: ExamCategory;
  scope: ExamScope;
  onChange: (scope: ExamScope) => void;
}

/** One system (primary category): choose it whole, or open it to choose presentations and cases. */
export function PrimaryCategoryGroup({ categories, primary, scope, onChange }: PrimaryCategoryGroupProps) {
  const name = primary.primaryCategory;
  const middles = primary.middleCategories;
  const total = middles.reduce((n, m) => n + m.scenarios.length, 0);
  const chosenMiddles = middles.filter((m) => scope.selectedMiddleCategories.includes(m.name));
  const checked = scope.selectedPrimaryCategories.includes(name);
  const [open, setOpen] = useState(chosenMiddles.length > 0);
  const [openMiddles, setOpenMiddles] = useState<string[]>(() =>
    middles
      .filter((m) => m.scenarios.some((s) => scope.selectedIndividualCases.includes(s.scenarioId)))
      .map((m) => m.name),
  );
  const panelId = `middles-of-${name}`;

  return (
    <Paper withBorder bg="white" p={{ base: 'sm', sm: 'md' }} data-testid="primary-category">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          label={
            <Text span fw={700}>
              {name} 전체{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                {total}개
              </Text>
            </Text>
          }
          checked={checked}
          onChange={(event) => onChange(togglePrimary(scope, name, event.currentTarget.checked))}
        />
        <Group gap={6} wrap="nowrap">
          {chosenMiddles.length > 0 && (
            <Text size="xs" c="brand.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
              세부 {chosenMiddles.length}개 선택
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${name} 세부 분류 ${open ? '접기' : '펼치기'}`}
          >
            <IconChevronDown
              size={18}
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </ActionIcon>
        </Group>
      </Group>
      {checked && chosenMiddles.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          세부 분류를 골랐으므로 {name}에서는 고른 세부 분류에서만 출제합니다.
        </Text>
      )}
      <Collapse expanded={open} id={panelId}>
        <Box pt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            {middles.map((middle) => (
              <MiddleCategoryRow
                key={middle.name}
                middle={middle}
                checked={scope.selectedMiddleCategories.includes(middle.name)}
                onToggle={(on) => onChange(toggleMiddle(categories, scope, middle.name, on))}
                chosenCases={scope.selectedIndividualCases}
                onToggleCase={(scenarioId, on) => onChange(toggleCase(scope, scenarioId, on))}
                expanded={openMiddles.includes(middle.name)}
                onExpand={(value) =>
                  setOpenMiddles((list) =>
                    value ? [...list, middle.name] : list.filter((item) => item !== middle.name),
                  )
                }
              />
            ))}
          </SimpleGrid>
        </Box>
      </Collapse>
    </Paper>
  );
}
