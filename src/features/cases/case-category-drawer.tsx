import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import type { CategoryEntry } from '../../../contract/cases';
import { CaseCategoryNav } from './case-category-nav';

interface CaseCategoryDrawerProps {
  categories: CategoryEntry[];
  primary?: string;
  secondary?: string;
  totalCount: number;
  onSelect: (selection: { primary?: string; secondary?: string }) => void;
}

/** Below the desktop breakpoint the category sidebar slides in from a button. */
export function CaseCategoryDrawer(props: CaseCategoryDrawerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const label = props.secondary ?? props.primary ?? '분류';
  return (
    <>
      <Button
        variant={props.primary ? 'light' : 'default'}
        leftSection={<IconCategory size={16} />}
        onClick={open}
        size="sm"
        maw={180}
        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      >
        {label}
      </Button>
      <Drawer opened={opened} onClose={close} title="증례 분류" position="left" size={300} padding="sm">
        <CaseCategoryNav
          {...props}
          onSelect={(selection) => {
            props.onSelect(selection);
            // Choosing a presentation (or everything) is final; choosing a system opens its list.
            if (selection.secondary || !selection.primary) close();
          }}
        />
      </Drawer>
    </>
  );
}
