import { Badge, NavLink, ScrollArea, Text } from '@mantine/core';
import type { CategoryEntry } from '../../../contract/cases';

interface CaseCategoryNavProps {
  categories: CategoryEntry[];
  primary?: string;
  secondary?: string;
  totalCount: number;
  onSelect: (selection: { primary?: string; secondary?: string }) => void;
}

function Count({ value, active }: { value: number; active: boolean }) {
  return (
    <Badge size="sm" variant={active ? 'filled' : 'light'} color={active ? 'brand' : 'gray'} radius="sm">
      {value}
    </Badge>
  );
}

/**
 * Systems and their presentations from /cases/categories (mirrored on the device). Choosing a
 * system opens its presentations; choosing one narrows the list to it.
 */
export function CaseCategoryNav({
  categories,
  primary,
  secondary,
  totalCount,
  onSelect,
}: CaseCategoryNavProps) {
  return (
    <nav aria-label="증례 분류">
      <NavLink
        label="전체 증례"
        active={!primary && !secondary}
        onClick={() => onSelect({})}
        rightSection={<Count value={totalCount} active={!primary && !secondary} />}
        variant="light"
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
      {categories.length === 0 && (
        <Text size="xs" c="dimmed" px="sm" py="xs">
          분류 정보를 불러오는 중입니다…
        </Text>
      )}
      <ScrollArea.Autosize mah="calc(100dvh - 260px)" type="auto" offsetScrollbars>
        {categories.map((entry) => {
          const isOpen = primary === entry.primaryCategory;
          return (
            <NavLink
              key={entry.primaryCategory}
              label={entry.primaryCategory}
              opened={isOpen}
              active={isOpen && !secondary}
              onClick={() => onSelect({ primary: entry.primaryCategory })}
              rightSection={<Count value={entry.caseCount} active={isOpen && !secondary} />}
              // The right section is the count, not a chevron: turning it with the open state made '80' read '08'.
              disableRightSectionRotation
              variant="light"
              childrenOffset="md"
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            >
              {entry.secondaryCategories.map((sub) => {
                const active = isOpen && secondary === sub.name;
                return (
                  <NavLink
                    key={sub.name}
                    label={sub.name}
                    active={active}
                    onClick={() => onSelect({ primary: entry.primaryCategory, secondary: sub.name })}
                    rightSection={
                      <Text size="xs" c={active ? 'brand.8' : 'dimmed'}>
                        {sub.caseCount}
                      </Text>
                    }
                    variant="light"
                    styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                  />
                );
              })}
            </NavLink>
          );
        })}
      </ScrollArea.Autosize>
    </nav>
  );
}
