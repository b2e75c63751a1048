import { Button, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EXTERNAL_FEEDBACK_FORM_URL } from '../../lib/links';
import { isNavActive, mainNavLinks } from './nav-links';
import { BoardMenu, StudyNotesMenu } from './study-notes-menu';

/**
 * The header's navigation from 768 px up: 홈, 증례 라이브러리, 모의고사, 학습 노트, the board menu
 * (목록, 작성 and, for admins, 피드백 관리 — the same entries as the phone drawer) and the spec's
 * external 피드백 form.
 */
export function DesktopNav({ pathname, isAdmin }: { pathname: string; isAdmin: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="주 메뉴">
      {mainNavLinks.map(({ label, to }) => {
        const active = isNavActive(pathname, to);
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'brand' : 'dark'}
            px="sm"
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
      <StudyNotesMenu pathname={pathname} />
      <BoardMenu pathname={pathname} isAdmin={isAdmin} />
      <Button
        component="a"
        href={EXTERNAL_FEEDBACK_FORM_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="dark"
        px="sm"
        rightSection={<IconExternalLink size={14} />}
      >
        피드백
      </Button>
    </Group>
  );
}
