import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  IconBookmark,
  IconCards,
  IconChartBar,
  IconHistory,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconNotebook,
  type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import classes from './my-notes-layout.module.css';
import { REVIEW_TAB } from '../../lib/learn-from-misses';

interface NotesTab {
  label: string;
  to:
    | '/my-notes/history'
    | '/my-notes/bookmarks'
    | '/my-notes/incorrect'
    | '/my-notes/review'
    | '/my-notes/statistics';
  icon: Icon;
}

export const notesTabs: NotesTab[] = [
  { label: '학습 기록', to: '/my-notes/history', icon: IconHistory },
  { label: '즐겨찾기', to: '/my-notes/bookmarks', icon: IconBookmark },
  { label: '오답노트', to: '/my-notes/incorrect', icon: IconNotebook },
  { label: REVIEW_TAB, to: '/my-notes/review', icon: IconCards },
  { label: '학습 통계', to: '/my-notes/statistics', icon: IconChartBar },
];

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * /my-notes frame (spec 1 §2): a sidebar of the tabs (the spec's four and 복습, issue 24), collapsible on desktop (256/288 px
 * expanded, 64/80 px collapsed from 1280 px), and a bottom tab bar below 768 px.
 */
export function MyNotesLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'cpx-my-notes-sidebar-collapsed',
    defaultValue: false,
  });

  return (
    <div className={classes.frame}>
      <nav className={classes.aside} data-collapsed={collapsed || undefined} aria-label="학습 노트">
        <div
          style={{
            display: 'flex',
            justifyContent: collapsed ? 'center' : 'space-between',
            alignItems: 'center',
            marginBottom: 8,
            minHeight: 36,
          }}
        >
          {!collapsed && (
            <Text fw={700} size="sm" c="dimmed" pl={12}>
              학습 노트
            </Text>
          )}
          <Tooltip label={collapsed ? '사이드바 펼치기' : '사이드바 접기'} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={collapsed ? '사이드바 펼치기' : '사이드바 접기'}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        </div>
        {notesTabs.map(({ label, to, icon: TabIcon }) => (
          <Tooltip key={to} label={label} position="right" disabled={!collapsed}>
            <Link
              to={to}
              className={classes.link}
              data-active={isActive(pathname, to) || undefined}
              aria-label={collapsed ? label : undefined}
            >
              <TabIcon size={20} stroke={1.8} />
              {!collapsed && <span>{label}</span>}
            </Link>
          </Tooltip>
        ))}
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
      <nav className={classes.tabbar} data-notes-tabbar aria-label="학습 노트 탭">
        {notesTabs.map(({ label, to, icon: TabIcon }) => (
          <Link key={to} to={to} className={classes.tab} data-active={isActive(pathname, to) || undefined}>
            <TabIcon size={22} stroke={1.8} />
            <span>{label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
