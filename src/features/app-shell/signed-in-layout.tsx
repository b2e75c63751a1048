import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { RejectedWritesNotifier } from './rejected-writes-notifier';
import { useSidebarBreakpoints } from './sidebar-breakpoints';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import { useSignedInUser } from './use-signed-in-user';
import '../../styles/mantine-full';

/**
 * The shared frame of every signed-in page (spec 1 §2 Shared layout). `monitor` is the mount point
 * of the background evaluation monitor and its completion notices; the route passes it in, since
 * features do not import one another. The notices of changes the server refused live here too.
 */
export function SignedInLayout({ monitor }: { monitor?: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const user = useSignedInUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const closeDrawer = drawer.close;

  useScrollToTopOnNavigate();
  useSidebarBreakpoints();
  // A link chosen elsewhere (footer, a page) also closes the drawer.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        pathname={pathname}
        drawerOpened={drawerOpened}
        onToggleDrawer={drawer.toggle}
        isAdmin={user?.role === 'ADMIN'}
      />
      <MobileNavDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        pathname={pathname}
        isAdmin={user?.role === 'ADMIN'}
      />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
      {monitor}
      <RejectedWritesNotifier />
    </Box>
  );
}
