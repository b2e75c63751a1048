import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LoadingScreen } from './components/loading-screen';
import { useHandedOff } from './lib/prerendered';
import { useAfterLoad } from './lib/use-after-load';
import { appStore, sessionAtom } from './lib/app-atoms';
import { appRouter as browserRouter, type AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/**
 * Neither is part of the first screen, so neither is in the entry chunk nor loaded with it: the
 * notices' container is loaded with the first notice (which waits in @mantine/notifications' store
 * and appears with it), and the service worker's registration with its update notice once the page
 * has loaded (workbox-window registers after the load event anyway) and the app has taken over
 * from a prerendered snapshot (src/lib/prerendered.ts).
 */
const Notifications = lazy(() =>
  import('./components/notices').then((module) => ({ default: module.Notices })),
);
const UpdatePrompt = lazy(() =>
  import('./components/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

const anyNotice = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** The notices' container, from the first notice on. */
function NoticesHost() {
  const hasNotice = useSyncExternalStore(notificationsStore.subscribe, anyNotice, anyNotice);
  const [mounted, setMounted] = useState(false);
  if (hasNotice && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}

function DeferredUpdatePrompt() {
  const loaded = useAfterLoad();
  const handedOff = useHandedOff();
  if (!loaded || !handedOff) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

/** Routes are mounted only once the stored session is settled, so guards never see "loading". */
function SessionGate({ appRouter }: { appRouter: AppRouter }) {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <LoadingScreen />;
  return <RouterProvider router={appRouter} />;
}

/**
 * The app. `appRouter` is the browser's router; the build's prerendering (src/prerender-entry.tsx)
 * renders the same tree with a router of its own on a memory history.
 */
export function App({ appRouter = browserRouter() }: { appRouter?: AppRouter }) {
  return (
    <JotaiProvider store={appStore}>
      {/* Light only: a colour-scheme script in index.html would break the CSP (no inline scripts). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <NoticesHost />
        <DeferredUpdatePrompt />
        <SessionGate appRouter={appRouter} />
      </MantineProvider>
    </JotaiProvider>
  );
}
