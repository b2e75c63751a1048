import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  adminFeedbackLink,
  BOARD_LABEL,
  feedbackLinks,
  isNavActive,
  STUDY_NOTES_LABEL,
  studyNotesLinks,
  type NavLinkItem,
} from './nav-links';

/** The 학습 노트 dropdown of the desktop header, with its four entries. */
export function StudyNotesMenu({ pathname }: { pathname: string }) {
  return (
    <HeaderMenu
      label={STUDY_NOTES_LABEL}
      links={studyNotesLinks}
      active={isNavActive(pathname, '/my-notes')}
    />
  );
}

/** The 게시판 dropdown: the board list, writing a post and, for admins, 피드백 관리. */
export function BoardMenu({ pathname, isAdmin }: { pathname: string; isAdmin: boolean }) {
  return (
    <HeaderMenu
      label={BOARD_LABEL}
      links={isAdmin ? [...feedbackLinks, adminFeedbackLink] : feedbackLinks}
      active={isNavActive(pathname, '/feedback') || isNavActive(pathname, '/admin/feedback')}
    />
  );
}

function HeaderMenu({ label, links, active }: { label: string; links: NavLinkItem[]; active: boolean }) {
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={200} radius="md">
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'dark'}
          rightSection={<IconChevronDown size={14} />}
          px="sm"
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
