import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../components/brand-logo';
import { DesktopNav } from './desktop-nav';
import classes from './app-header.module.css';
import { LogoutButton } from './logout-button';
import { SyncStatus } from './sync-status';
import { UserBadge } from './user-badge';

interface AppHeaderProps {
  pathname: string;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  isAdmin: boolean;
}

/** The sticky 80 px header of every signed-in page. */
export function AppHeader({ pathname, drawerOpened, onToggleDrawer, isAdmin }: AppHeaderProps) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%" px={{ base: 'md', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={onToggleDrawer}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? '메뉴 닫기' : '메뉴 열기'}
            />
            {/* The logo's words lead the name (WCAG 2.5.3, label in name). */}
            <Anchor component={Link} to="/dashboard" underline="never" aria-label="CPX 마스터 대시보드로">
              <BrandLogo size={34} />
            </Anchor>
          </Group>
          <Box visibleFrom="sm" style={{ flex: 1, minWidth: 0 }}>
            <Group justify="center">
              <DesktopNav pathname={pathname} isAdmin={isAdmin} />
            </Group>
          </Box>
          <Group gap="sm" wrap="nowrap">
            <SyncStatus />
            <UserBadge nicknameVisibleFrom="md" />
            <LogoutButton size="sm" visibleFrom="lg" />
            <LogoutButton size="sm" iconOnly visibleFrom="sm" hiddenFrom="lg" />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
