import { Anchor, Badge, Box, Checkbox, Collapse, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ExamCategory } from './custom-exam-scope';

type Middle = ExamCategory['middleCategories'][number];

interface MiddleCategoryRowProps {
  middle: Middle;
  checked: boolean;
  onToggle: (on: boolean) => void;
  chosenCases: string[];
  onToggleCase: (scenarioId: string, on: boolean) => void;
  expanded: boolean;
  onExpand: (open: boolean) => void;
}

/**
 * A presentation (middle category) with its case count. Once chosen, its cases can be picked one
 * by one; turning it off drops those picks too (spec 1 §5).
 */
export function MiddleCategoryRow(props: MiddleCategoryRowProps) {
  const { middle, checked, chosenCases, expanded } = props;
  const chosenHere = middle.scenarios.filter((s) => chosenCases.includes(s.scenarioId)).length;
  const listId = `cases-of-${middle.name}`;
  return (
    <Box
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${checked ? 'brand-3' : 'gray-2'})`,
        background: checked ? 'var(--mantine-color-brand-0)' : 'white',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          label={
            <Text span size="sm" fw={600}>
              {middle.name}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {middle.scenarios.length}개
              </Text>
            </Text>
          }
          checked={checked}
          onChange={(event) => props.onToggle(event.currentTarget.checked)}
        />
        {checked && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => props.onExpand(!expanded)}
            aria-expanded={expanded}
            aria-controls={listId}
            style={{ whiteSpace: 'nowrap' }}
          >
            <Group gap={2} wrap="nowrap">
              {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              개별 증례
              {chosenHere > 0 && (
                <Badge size="xs" variant="filled" ml={2}>
                  {chosenHere}
                </Badge>
              )}
            </Group>
          </Anchor>
        )}
      </Group>
      <Collapse expanded={checked && expanded} id={listId}>
        <SimpleGrid cols={1} spacing={6} pt="xs" pl={28}>
          {middle.scenarios.map((scenario) => (
            <Checkbox
              key={scenario.scenarioId}
              size="xs"
              label={scenario.name}
              checked={chosenCases.includes(scenario.scenarioId)}
              onChange={(event) => props.onToggleCase(scenario.scenarioId, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}
