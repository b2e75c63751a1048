import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from './components/loading-screen';
import { appStore, sessionAtom } from './lib/app-atoms';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/**
 * Neither is part of the first screen, so neither is in the entry chunk: the notices' container
 * (a notice shown before it arrives waits in @mantine/notifications' store and appears with it)
 * and the service worker's registration with its update notice (workbox-window registers after
 * the page's load event anyway).
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);
const UpdatePrompt = lazy(() =>
  import('./components/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Routes are mounted only once the stored session is settled, so guards never see "loading". */
function SessionGate() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <LoadingScreen />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <JotaiProvider store={appStore}>
      {/* Light only: a colour-scheme script in index.html would break the CSP (no inline scripts). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        {/* Below the 80 px sticky header (global.css), so a notice never covers its navigation. */}
        <Suspense fallback={null}>
          <Notifications position="top-center" zIndex={1000} classNames={{ root: 'app-notifications' }} />
          <UpdatePrompt />
        </Suspense>
        <SessionGate />
      </MantineProvider>
    </JotaiProvider>
  );
}
