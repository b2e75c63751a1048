import { Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../components/brand-logo';
import { EXTERNAL_FEEDBACK_FORM_URL } from '../../lib/links';
import { LogoutButton } from './logout-button';
import {
  adminFeedbackLink,
  feedbackIcon as FeedbackIcon,
  feedbackLinks,
  isNavActive,
  mainNavLinks,
  STUDY_NOTES_LABEL,
  studyNotesIcon as StudyNotesIcon,
  studyNotesLinks,
  type NavLinkItem,
} from './nav-links';
import { UserBadge } from './user-badge';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  isAdmin: boolean;
}

/** Below 768 px: the same entries as the header, plus a collapsible 피드백 group (spec 1 §2). */
export function MobileNavDrawer({ opened, onClose, pathname, isAdmin }: MobileNavDrawerProps) {
  const link = ({ label, to, icon: Icon }: NavLinkItem) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      leftSection={<Icon size={18} stroke={1.7} />}
      active={isNavActive(pathname, to)}
      onClick={onClose}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  const feedbackEntries = isAdmin ? [...feedbackLinks, adminFeedbackLink] : feedbackLinks;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="min(85vw, 320px)"
      padding="md"
      title={<BrandLogo size={28} />}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': '메뉴 닫기' }}
    >
      <Stack gap="md" component="nav" aria-label="모바일 메뉴">
        <UserBadge onNavigate={onClose} />
        <Divider />
        <Stack gap={2}>
          {mainNavLinks.map(link)}
          <NavLink
            label={STUDY_NOTES_LABEL}
            leftSection={<StudyNotesIcon size={18} stroke={1.7} />}
            defaultOpened={isNavActive(pathname, '/my-notes')}
            childrenOffset={28}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {studyNotesLinks.map(link)}
          </NavLink>
          <NavLink
            label="피드백"
            leftSection={<FeedbackIcon size={18} stroke={1.7} />}
            defaultOpened={isNavActive(pathname, '/feedback') || isNavActive(pathname, '/admin')}
            childrenOffset={28}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="drawer-feedback-group"
          >
            {feedbackEntries.map(link)}
          </NavLink>
          <NavLink
            component="a"
            href={EXTERNAL_FEEDBACK_FORM_URL}
            target="_blank"
            rel="noopener noreferrer"
            label="의견 보내기 (설문)"
            description="새 창에서 열립니다"
            leftSection={<IconExternalLink size={18} stroke={1.7} />}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Stack>
        <Divider />
        <LogoutButton fullWidth />
        <Text size="xs" c="dimmed" ta="center">
          로그아웃하면 이 기기에 저장된 학습 정보가 지워집니다.
        </Text>
      </Stack>
    </Drawer>
  );
}
