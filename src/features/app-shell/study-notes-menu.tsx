import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { isNavActive, STUDY_NOTES_LABEL, studyNotesLinks } from './nav-links';

/** The 학습 노트 dropdown of the desktop header, with its four entries. */
export function StudyNotesMenu({ pathname }: { pathname: string }) {
  const active = isNavActive(pathname, '/my-notes');
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={200} radius="md">
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'dark'}
          rightSection={<IconChevronDown size={14} />}
          px="sm"
        >
          {STUDY_NOTES_LABEL}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {studyNotesLinks.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
